"""The sheet-import dialog's entry: the drafts (one per counter cell), stepping through them, copying the
previous counter, a banner for a selection, the field marks and the banner notes (a mixin of
SheetImportDialog: the methods use its document, layout and widgets)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rules.fileio.findings import has_errors
from rules.sheets.layout import Cell, cell_box, counter_cells

from ...i18n import tr
from .drafts import Draft, propose_id
from .entrypage import crop_pixmap
from .output import check_drafts


class Entering:
    """The counters being entered, in sheet order. Uses the dialog's `doc`, `layout_`, `sheets`, `drafts`,
    `extra`, `current` and its widgets (`entry`, `strip`, `canvas`, `tabs`, `status`)."""

    def _sides_changed(self) -> None:
        self.entry.set_sides([(s.id, s.name) for s in self.doc.scenario.sides])
        if self.current is not None:
            self.go_to(self.current, focus=False)

    def _new_draft(self, cell: Cell | None) -> Draft:
        sides = self.doc.scenario.sides
        side = self.current.side if self.current is not None and self.current.side else (sides[0].id if sides else "")
        return Draft(cell, side=side)

    def order(self) -> list[Draft]:
        """The counters in the order Enter steps through them: the sheet's, row by row, then extra leaders."""
        lay = self.layout_
        cells = counter_cells(lay) if lay is not None else []
        return [self.drafts[c] for c in cells if c in self.drafts] + self.extra

    def taken_ids(self, but: Draft | None = None) -> set[str]:
        ids = self.doc.all_ids()
        for d in self.order():
            if d is not but and d.id and (d.entered or not d.id_auto):
                ids.add(d.id)
        if but is not None and but.in_scenario:
            ids.discard(but.id)
        return ids

    def banners(self, side: str) -> list[str]:
        """The banners of a side: its leaders' in the scenario and those entered here."""
        s = self.doc.scenario.side(side)
        out = [ld.banner for ld in s.leaders] if s is not None else []
        out += [d.banner for d in self.order() if d.kind == "leader" and d.side == side and d.banner]
        out += [d.banner for d in self.order() if d.kind == "unit" and d.side == side and d.banner and d.entered]
        return sorted(set(out), key=str.lower)

    def go_to(self, d: Draft, focus: bool = True) -> None:
        self.current = d
        if d.id_auto:
            d.id = propose_id(d, self.taken_ids(d))
        self.entry.form.load(d, self.banners(d.side))
        self.entry.include.blockSignals(True)
        self.entry.include.setChecked(d.entered)
        self.entry.include.blockSignals(False)
        self.canvas.current = d.cell
        self.canvas.overlay.update()
        if d.cell is not None:
            self.strip.go_to(d.cell, select=not self.strip.selected_cells() - {d.cell})
        self._show_current_crops()
        self._check_current()
        if focus:
            self.tabs.setCurrentIndex(1)
            w = self.entry.form.first_field()
            w.setFocus(Qt.FocusReason.TabFocusReason)

    def _show_current_crops(self) -> None:
        d, lay = self.current, self.layout_
        order = self.order()
        n = order.index(d) + 1 if d in order else 0
        if d is None or lay is None:
            self.entry.header.setText("")
            return
        where = tr("cell {label}").format(label=d.label) if d.cell is not None else \
            tr("a leader with no counter on this sheet")
        state = tr(" — in the scenario") if d.in_scenario else tr(" — entered") if d.entered else ""
        self.entry.header.setText(tr("<b>Counter {n} of {count}</b>: {where}{state}").format(
            n=n, count=len(order), where=where, state=state))
        if d.cell is None:
            self.entry.show_crops(None, None, lay.back is not None)
            return
        front = crop_pixmap(self.sheets.get("front"), cell_box(lay, *d.cell, "front"))
        back = crop_pixmap(self.sheets.get("back"), cell_box(lay, *d.cell, "back")) if lay.back is not None else None
        self.entry.show_crops(front, back, lay.back is not None)

    def _draft_edited(self, key: str) -> None:
        d = self.current
        if d is None:
            return
        d.entered = True
        if d.id_auto and key in ("kind", "side", "banner", "type"):
            d.id = propose_id(d, self.taken_ids(d))
        if key == "side":
            self.entry.form.load(d, self.banners(d.side))
        self.entry.form.refresh_values()
        self.entry.include.blockSignals(True)
        self.entry.include.setChecked(True)
        self.entry.include.blockSignals(False)
        self._check_current()
        self._refresh_entry_marks()
        self._update_state()

    def _include_toggled(self, on: bool) -> None:
        if self.current is not None:
            self.current.entered = on
            self._refresh_entry_marks()
            self._update_state()

    def _check_current(self) -> None:
        """Mark the fields of the counter being entered (not before anything is typed into it)."""
        d = self.current
        if d is None:
            return
        if not d.entered:
            self.entry.form.show_findings([])
            self.entry.form.problems.setText(tr("Type this counter's values; <b>Enter</b> keeps them and goes to the "
                                             "next counter, <b>Ctrl+D</b> takes the previous counter's."))
        else:
            batch = [x for x in self.order() if x.entered and x is not d] + [d]
            self.entry.form.show_findings(check_drafts(self.doc, batch, self.layout_).per_draft[len(batch) - 1])
        self._banner_note(d)

    def _banner_note(self, d: Draft) -> None:
        form = self.entry.form
        if not d.banner:
            form.set_banner_note(tr("Type the banner (the blazon of the leader these troops follow)."), False)
            return
        side = self.doc.scenario.side(d.side)
        leader = next((ld for ld in side.leaders if ld.banner == d.banner), None) if side is not None else None
        drafted = next((x for x in self.order() if x.kind == "leader" and x.side == d.side and x.banner == d.banner
                        and x is not d), None)
        if d.kind == "leader":
            if leader is not None and leader.id != d.id:
                form.set_banner_note(tr("⚠ {name} already carries the banner '{banner}'.").format(
                    name=leader.name or leader.id, banner=d.banner), False)
            else:
                form.set_banner_note(tr("⚑ {id} carries the banner '{banner}'.").format(
                    id=d.id or tr("this leader"), banner=d.banner), False)
        elif leader is not None:
            form.set_banner_note(tr("⚑ {banner}: {name}'s banner.").format(
                banner=d.banner, name=leader.name or leader.id), False)
        elif drafted is not None:
            form.set_banner_note(tr("⚑ {banner}: a new banner, carried by {id} (entered here).").format(
                banner=d.banner, id=drafted.id), False)
        else:
            form.set_banner_note(tr("⚠ A new banner: no leader of {side} carries '{banner}' yet. Enter his counter "
                                    "as a Leader, or add his entry.").format(side=d.side or tr("this side"),
                                                                               banner=d.banner), True)

    def _refresh_entry_marks(self) -> None:
        entered = [d for d in self.order() if d.entered]
        checked = check_drafts(self.doc, entered, self.layout_) if entered else None
        marks: dict[Cell, str] = {}
        if checked is not None:
            for i, d in enumerate(entered):
                fs = checked.per_draft[i]
                if d.cell is not None and fs:
                    marks[d.cell] = "error" if has_errors(fs) else "warning"
        self.strip.set_texts(self._strip_text, marks)
        self.canvas.labels = {c: d.id for c, d in self.drafts.items() if d.entered}
        self.canvas.overlay.update()

    def next_counter(self, confirm: bool = True) -> None:
        """The next counter; `confirm` (Enter) keeps this one's values for adding, Page Down only looks on."""
        d = self.current
        if d is None:
            return
        d.entered = d.entered or confirm
        order = self.order()
        i = order.index(d) if d in order else -1
        self._refresh_entry_marks()
        if i + 1 < len(order):
            nxt = order[i + 1]
            if not nxt.entered and not nxt.side:
                nxt.side = d.side
            self.go_to(nxt)
        else:
            self.go_to(d)
            self.status.setText(tr("That was the last counter: Add to scenario (Ctrl+Enter) when you are done."))
        self._update_state()

    def previous_counter(self) -> None:
        d = self.current
        order = self.order()
        if d is None or d not in order:
            return
        i = order.index(d)
        if i > 0:
            self.go_to(order[i - 1])

    def ditto(self) -> None:
        """The previous counter's values (Ctrl+D), with a new id."""
        d = self.current
        order = self.order()
        if d is None or d not in order or order.index(d) == 0:
            return
        d.ditto(order[order.index(d) - 1])
        d.id = propose_id(d, self.taken_ids(d))
        self.go_to(d)
        self._refresh_entry_marks()
        self._update_state()

    def bulk_assign(self, side: str, banner: str) -> None:
        cells = self.strip.selected_cells()
        if not cells or not side:
            return
        for cell in cells:
            d = self.drafts.get(cell)
            if d is None:
                continue
            d.side = side
            if banner:
                d.banner = banner
            if d.id_auto:
                d.id = propose_id(d, self.taken_ids(d))
        self.status.setText(tr("{count} counters: side {side}").format(count=len(cells), side=side)
                            + (tr(", banner {banner}").format(banner=banner) if banner else ""))
        if self.current is not None:
            self.go_to(self.current, focus=False)
        self._refresh_entry_marks()

    def add_leader_entry(self, banner: str) -> None:
        """The leader who carries a new banner, as an entry of his own (no counter on this sheet)."""
        d = self.current
        if d is None or not banner:
            return
        leader = Draft(None, kind="leader", side=d.side, banner=banner, entered=True)
        leader.leader.rating, leader.leader.mp = 1, 1
        leader.id = propose_id(leader, self.taken_ids(leader))
        self.extra.append(leader)
        self.status.setText(tr("Added the entry of the leader who carries '{banner}': type his values.").format(
            banner=banner))
        self.go_to(leader)

