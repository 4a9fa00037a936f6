"""The counter-sheet import dialog: from a scanned sheet to units and leaders in the open scenario.

1. **Sheet**: open the scan (Ctrl+O; a saved layout opens the same way), say where the backs are, fit the
   grid (numbers on the Sheet page, or the handles on the scan), click the empty cells. Every crop shows in
   the strip below the scan; the layout's findings show live.
2. **Counters**: step through the counters with the keyboard (Enter: next), the crop large beside the form;
   values outside the rules' ranges are marked at the field as they are typed.
3. **Add to scenario** (Ctrl+Enter): the crops are written next to the scenario (or the side's counter
   library) and the counters added in one undo step; the layout is saved with the cell assignments.

Layout edits have their own undo (Ctrl+Z here); the document's undo takes the whole import back at once.
"""

from __future__ import annotations

import copy
from pathlib import Path

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from rules.fileio.findings import Finding
from rules.sheets.layout import (
    Cancelled,
    Cell,
    SheetError,
    SheetLayout,
    cell_label,
    check_layout,
    counter_cells,
    face_cell,
    face_grid,
    image_path,
    load_sheet_image,
    parse_cell,
)

from ...i18n import tr
from ...progress import run_cancellable
from ..document import Document
from .canvas import SheetCanvas
from .drafts import Draft
from .entering import Entering
from .entrypage import SHORTCUTS, EntryPage
from .gridform import GridForm, set_offset
from .layoutfiles import MAX_LISTED, LayoutFiles
from .output import add_drafts, check_drafts
from .scan import Scan, scan_from
from .thumbs import CropStrip


def _decode_scan(steps, lay: SheetLayout, face: str) -> Scan:
    """The work of reading a scan (worker thread): decode it, then make the image the dialog shows."""
    steps(tr("Decoding the image…"))
    im = load_sheet_image(lay, face)  # type: ignore[arg-type]
    steps(tr("Preparing it for the screen…"))
    return scan_from(im)


REFRESH_MS = 150


class LayoutCommand(QUndoCommand):
    """A layout edit inside the dialog: the layout before and after; a drag or typing in one field merges."""

    def __init__(self, dialog: SheetImportDialog, before: SheetLayout | None, after: SheetLayout, text: str,
                 key: object = None) -> None:
        super().__init__(text)
        self.dialog, self.before, self.after, self.key = dialog, before, after, key

    def id(self) -> int:  # noqa: A003 - Qt's name
        return 2001 if self.key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802
        if not isinstance(other, LayoutCommand) or other.key != self.key or self.key is None:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.dialog.set_layout(copy.deepcopy(self.after))

    def undo(self) -> None:
        self.dialog.set_layout(copy.deepcopy(self.before))


class SheetImportDialog(LayoutFiles, Entering, QDialog):
    def __init__(self, doc: Document, parent: QWidget | None = None, save_scenario=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Import a counter sheet"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        screen = (parent.screen() if parent is not None else QApplication.primaryScreen()).availableGeometry()
        self.resize(min(1400, round(screen.width() * 0.95)), min(900, round(screen.height() * 0.92)))
        self.doc = doc
        self.save_scenario = save_scenario  # asks the main window to save an untitled scenario
        self.layout_: SheetLayout | None = None
        self.layout_path: Path | None = None
        self.undo = QUndoStack(self)
        self.sheets: dict[str, Scan | None] = {"front": None, "back": None}
        self._sheet_keys: dict[str, tuple | None] = {"front": None, "back": None}
        self._sheet_errors: dict[str, Finding] = {}  # a scan whose header reads but which does not decode
        self._reading = False  # a scan is being read (on a worker thread, with progress)
        self._shown: tuple | None = None  # (face, scan key) on the canvas
        self.drafts: dict[Cell, Draft] = {}
        self.extra: list[Draft] = []  # leaders entered for a new banner, with no counter on this sheet
        self.current: Draft | None = None
        self.findings: list[Finding] = []
        self._refresh_timer = QTimer(self, singleShot=True, interval=REFRESH_MS)
        self._refresh_timer.timeout.connect(self.flush)
        self._build()
        self._sides_changed()
        self.doc.armiesChanged.connect(self._sides_changed)
        self._update_state()

    # -- building ----------------------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcuts, tip: str) -> QAction:
        a = QAction(text, self)
        keys = [QKeySequence(k) if not isinstance(k, QKeySequence) else k for k in shortcuts]
        a.setShortcuts(keys)
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        sc = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
        a.setToolTip(f"{tip} ({sc})" if sc else tip)
        a.setStatusTip(tip)
        a.triggered.connect(slot)
        self.addAction(a)
        return a

    def _build(self) -> None:
        K = QKeySequence.StandardKey
        outer = QVBoxLayout(self)
        tb = QToolBar()
        self.open_act = self._action(tr("Open…"), self.open_dialog, [K.Open],
                                     tr("Open a sheet scan, or a saved layout"))
        self.save_act = self._action(tr("Save layout"), self.save, [K.Save], tr("Save the layout (grid, empty cells, "
                                     "which counter is in which cell) to resume or repeat the import"))
        self.save_as_act = self._action(tr("Save layout as…"), self.save_as, [K.SaveAs], tr("Save the layout under a "
                                        "new name"))
        self.back_img_act = self._action(tr("Open back scan…"), self.open_back_dialog, [],
                                         tr("The scan with the backs, when they are not on the front scan"))
        tb.addAction(self.open_act)
        tb.addAction(self.back_img_act)
        tb.addAction(self.save_act)
        tb.addAction(self.save_as_act)
        tb.addSeparator()
        self.undo_act = self.undo.createUndoAction(self, tr("Undo"))
        self.undo_act.setShortcuts(K.Undo)
        self.redo_act = self.undo.createRedoAction(self, tr("Redo"))
        self.redo_act.setShortcuts(K.Redo)
        for a in (self.undo_act, self.redo_act):
            self.addAction(a)
            tb.addAction(a)
        tb.addSeparator()
        self.show_back_act = self._action(tr("Show the back scan"), self._toggle_face, ["Ctrl+Shift+B"],
                                          tr("Show the back scan instead of the front one"))
        self.show_back_act.setCheckable(True)
        tb.addAction(self.show_back_act)
        self.fit_act = self._action(tr("Fit"), lambda: self.canvas.fit(), ["Ctrl+0"], tr("Show the whole sheet"))
        tb.addAction(self.fit_act)
        outer.addWidget(tb)

        split = QSplitter(Qt.Orientation.Horizontal)
        left = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
        self.hint = QLabel("")
        self.hint.setWordWrap(True)
        tl.addWidget(self.hint)
        self.canvas = SheetCanvas()
        tl.addWidget(self.canvas, 1)
        left.addWidget(top)
        self.strip = CropStrip()
        left.addWidget(self.strip)
        left.setSizes([620, 220])
        split.addWidget(left)

        self.tabs = QTabWidget()
        self.grid_form = GridForm()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_form)
        self.tabs.addTab(scroll, tr("1  Sheet"))
        self.entry = EntryPage()
        entry_scroll = QScrollArea()  # both pages scroll: the dialog fits a 1366 × 768 screen
        entry_scroll.setWidgetResizable(True)
        entry_scroll.setWidget(self.entry)
        self.tabs.addTab(entry_scroll, tr("2  Counters"))
        split.addWidget(self.tabs)
        split.setSizes([820, 560])
        outer.addWidget(split, 1)

        bottom = QHBoxLayout()
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.summary = QLabel("")
        self.summary.setToolTip(tr("Counters on the sheet, entered here, and the layout's errors"))
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.summary)
        self.add_btn = QPushButton(tr("Add to scenario"))
        self.add_btn.setToolTip(tr("Write the crops next to the scenario and add the entered counters in one undo "
                                "step; the layout is saved with the assignments (Ctrl+Enter)"))
        self.add_btn.setAutoDefault(False)
        self.add_btn.clicked.connect(self.add_to_scenario)
        self._action(tr("Add to scenario"), self.add_to_scenario, ["Ctrl+Return", "Ctrl+Enter"], tr("Add to scenario"))
        close = QPushButton(tr("Close"))
        close.setAutoDefault(False)
        close.clicked.connect(self.reject)
        bottom.addWidget(self.add_btn)
        bottom.addWidget(close)
        outer.addLayout(bottom)

        for name, slot, text in (
                ("browse", lambda: self.next_counter(confirm=False), tr("The next counter, without keeping this one")),
                ("previous", self.previous_counter, tr("The previous counter")),
                ("ditto", self.ditto, tr("The previous counter's values")),
                ("bulk", lambda: self.entry.bulk_btn.click(), tr("Side and banner for the selected counters"))):
            self._action(text, slot, SHORTCUTS[name], text)
        self.canvas.cellClicked.connect(self._cell_clicked)
        self.canvas.hoveredChanged.connect(self._hovered)
        self.canvas.handleMoved.connect(self._handle_moved)
        self.canvas.offsetMoved.connect(self._offset_moved)
        self.canvas.dragFinished.connect(lambda: setattr(self, "_drag_key", None))
        self.strip.activatedCell.connect(self._strip_activated)
        self.strip.selectionChangedCells.connect(self._selection_changed)
        self.grid_form.edited.connect(self.change_layout)
        self.grid_form.openFront.connect(self.open_front_dialog)
        self.grid_form.openBack.connect(self.open_back_dialog)
        self.grid_form.findingActivated.connect(self._finding_activated)
        self.entry.form.edited.connect(self._draft_edited)
        self.entry.form.addLeader.connect(self.add_leader_entry)
        self.entry.nextRequested.connect(self.next_counter)
        self.entry.previousRequested.connect(self.previous_counter)
        self.entry.dittoRequested.connect(self.ditto)
        self.entry.bulkRequested.connect(self.bulk_assign)
        self.entry.includeToggled.connect(self._include_toggled)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.undo.cleanChanged.connect(lambda _c: self._update_state())
        self._drag_key: object = None
        for b in self.findChildren(QPushButton):  # Enter is Next, whatever button had the focus before
            b.setAutoDefault(False)
        self.entry.next_btn.setDefault(True)
        self._tab_changed(0)

    # -- the layout --------------------------------------------------------------------------------------
    @property
    def layout_dirty(self) -> bool:
        """Layout edits since it was opened or saved."""
        return not self.undo.isClean()

    def change_layout(self, new: SheetLayout, text: str, key: object = None) -> None:
        """An edit of the layout: one step of the dialog's undo (a drag or typing in a field merges)."""
        before = copy.deepcopy(self.layout_) if self.layout_ is not None else None
        self.undo.push(LayoutCommand(self, before, copy.deepcopy(new), text, key))

    def set_layout(self, layout: SheetLayout | None) -> None:
        """Show this layout (from the undo stack, or a file): images, grid, drafts, previews, findings."""
        self.layout_ = layout
        self._load_sheets()
        self.canvas.set_layout(layout)
        self.grid_form.load(layout, self._image_size("front"))
        for cell in counter_cells(layout) if layout is not None else []:
            if cell not in self.drafts:
                self.drafts[cell] = self._new_draft(cell)
        if self.current is not None and self.current not in self.order():
            self.current = None  # its cell was marked empty, or the grid shrank
        self._refresh_timer.start()
        self._update_state()

    def _image_size(self, face: str) -> tuple[int, int] | None:
        scan = self.sheets.get(face)
        return scan.size if scan is not None else None

    def _load_sheets(self) -> None:
        """Decode the scans the layout names (once per file: the key has its size and time)."""
        if self._reading:  # a change while a scan is being read (its progress runs the event loop)
            return
        self._reading = True
        try:
            self._read_sheets()
        finally:
            self._reading = False

    def _read_sheets(self) -> None:
        lay = self.layout_
        for face in ("front", "back"):
            if lay is None or (face == "back" and lay.back is None):
                self.sheets[face], self._sheet_keys[face] = None, None
                self._sheet_errors.pop(face, None)
                continue
            path = image_path(lay, face)  # type: ignore[arg-type]
            img = lay.front if face == "front" or lay.back.image is None else lay.back.image  # type: ignore[union-attr]
            try:
                st = path.stat()
                key = (str(path.resolve()), img.page, st.st_mtime_ns, st.st_size)
            except OSError:
                key = None
            if key is not None and key == self._sheet_keys[face]:
                continue
            self._sheet_keys[face] = key
            if key is None:
                self.sheets[face] = None
                continue
            self._sheet_errors.pop(face, None)
            try:
                # decoding a 600-dpi A4 scan takes 0.35-0.7 s: on a worker thread, progress after 0.5 s, Cancel
                done, scan = run_cancellable(
                    self, tr("Reading the scan"), tr("Decoding {name}…").format(name=path.name),
                    lambda steps, lay=lay, face=face: _decode_scan(steps, lay, face), 2)
                if not done:  # cancelled: no scan shown for this face, tried again on the next change
                    self.sheets[face], self._sheet_keys[face] = None, None
                    self._sheet_errors[face] = Finding("scan-not-read", "warning", (
                        tr("reading the front scan was cancelled; open it again to show it") if face == "front"
                        else tr("reading the back scan was cancelled; open it again to show it")))
                else:
                    self.sheets[face] = scan
            except SheetError as e:  # a truncated or damaged scan: said in the findings
                self.sheets[face] = None
                self._sheet_errors[face] = e.finding
            except MemoryError:
                self.sheets[face] = None
                self._sheet_errors[face] = Finding("image-too-large", "error", (
                    tr("the front scan does not fit in memory; scan at a lower resolution") if face == "front" else
                    tr("the back scan does not fit in memory; scan at a lower resolution")))
        separate = lay is not None and lay.back is not None and lay.back.image is not None
        self.show_back_act.setEnabled(separate)
        if not separate and self.show_back_act.isChecked():
            self.show_back_act.setChecked(False)
        self._show_face()

    def _show_face(self) -> None:
        """Show the front or the back scan; a new pixmap only when the scan itself changed (not on every drag)."""
        face = "back" if self.show_back_act.isChecked() else "front"
        shown = (face, self._sheet_keys.get(face))
        if shown == self._shown:
            self.canvas.refresh()
            return
        self._shown = shown
        first = self.canvas.image_size is None
        self.canvas.showing = face
        self.canvas.set_image(self.sheets.get(face))
        if first and self.canvas.image_size is not None:
            QTimer.singleShot(0, self.canvas.fit)

    def _toggle_face(self) -> None:
        self._show_face()

    def flush(self) -> None:
        """Bring the previews and the findings up to date now (they follow edits after a short pause)."""
        self._refresh_timer.stop()
        lay = self.layout_
        self.findings = check_layout(lay) if lay is not None else []
        known = {(f.code, f.message) for f in self.findings}
        self.findings += [f for f in self._sheet_errors.values() if (f.code, f.message) not in known]
        self.grid_form.show_findings(self.findings, self.layout_path.name if self.layout_path else "layout")
        self.strip.rebuild(lay, self.sheets, self._strip_text)
        self._refresh_entry_marks()
        if self.current is None and lay is not None:
            order = self.order()
            if order:
                self.go_to(order[0], focus=False)
        elif self.current is not None:
            self._show_current_crops()
        self._update_state()

    # -- grid edits from the scan ------------------------------------------------------------------------
    def _handle_moved(self, handle: str, face: str, x: float, y: float) -> None:
        lay = self.layout_
        if lay is None:
            return
        new = copy.deepcopy(lay)
        if face == "front":
            g = new.grid
            origin, size, gap = g.origin, g.size, g.gap
        else:
            fg = face_grid(new, "back")
            origin, size, gap = fg.origin, fg.size, fg.gap
        rows, cols = lay.grid.rows, lay.grid.columns
        if handle == "origin":
            origin = (x, y)
        elif handle == "size":
            size = (max(1.0, round((x - origin[0] - (cols - 1) * gap[0]) / cols, 1)),
                    max(1.0, round((y - origin[1] - (rows - 1) * gap[1]) / rows, 1)))
        else:
            gap = (max(0.0, x - origin[0] - size[0]) if cols > 1 else gap[0],
                   max(0.0, y - origin[1] - size[1]) if rows > 1 else gap[1])
        if face == "front":
            new.grid.origin, new.grid.size, new.grid.gap = origin, size, gap
        else:
            assert new.back is not None
            new.back.origin = origin
            if handle != "origin":
                new.back.size, new.back.gap = size, gap
        key = ("drag", handle, face, id(self._drag_key_token()))
        self.change_layout(new, tr("Drag the {face} grid's {handle}").format(face=face, handle=handle), key)

    def _drag_key_token(self) -> object:
        if self._drag_key is None:
            self._drag_key = object()
        return self._drag_key

    def _offset_moved(self, axis: str, face: str, index: int, dx: float, dy: float) -> None:
        if self.layout_ is None:
            return
        new = copy.deepcopy(self.layout_)
        set_offset(new, axis, face, index, (dx, dy))
        self.change_layout(new, tr("Slide {axis} {value}").format(
            axis=axis, value=index + 1), ("slide", axis, face, index,
                                                               id(self._drag_key_token())))

    def toggle_empty(self, cell: Cell) -> None:
        if self.layout_ is None:
            return
        new = copy.deepcopy(self.layout_)
        if cell in new.empty:
            new.empty.discard(cell)
            text = f"{cell_label(cell)} holds a counter"
        else:
            new.empty.add(cell)
            text = f"Mark {cell_label(cell)} empty"
        self.change_layout(new, text)

    # -- the scan and the strip --------------------------------------------------------------------------
    def _tab_changed(self, index: int) -> None:
        entering = index == 1
        self.canvas.click_mode = "select" if entering else "empty"
        self.hint.setText(tr("Click a counter to enter it; Ctrl+click or Shift+click to select several.")
                          if entering else tr("Click a counter to mark its cell empty (click again to undo that). "
                          "Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag "
                          "its column."))
        if entering and self.current is not None:
            self.entry.form.first_field().setFocus()

    def _cell_clicked(self, cell: Cell, mods) -> None:
        if self.canvas.click_mode == "empty":
            self.toggle_empty(cell)
            return
        if self.layout_ is None or cell in self.layout_.empty:
            return
        if mods & Qt.KeyboardModifier.ControlModifier:
            sel = self.strip.selected_cells() ^ {cell}
            self.strip.select_cells(sel)
            return
        if mods & Qt.KeyboardModifier.ShiftModifier and self.current is not None and self.current.cell is not None:
            cells = counter_cells(self.layout_)
            a, b = sorted((cells.index(self.current.cell), cells.index(cell)))
            self.strip.select_cells(set(cells[a:b + 1]))
            return
        self.go_to(self.drafts[cell])

    def _hovered(self, cell: Cell | None) -> None:
        if cell is None or self.layout_ is None:
            return
        lay = self.layout_
        if lay.back is not None:
            b = face_cell(lay, *cell, "back")
            self.status.setText(tr("{cell_label}: its back is {cell_label2} of the back grid").format(
                cell_label=cell_label(cell), cell_label2=cell_label(b)))
        else:
            self.status.setText(cell_label(cell))

    def _strip_activated(self, cell: Cell) -> None:
        d = self.drafts.get(cell)
        if d is not None:
            self.go_to(d, focus=False)

    def _selection_changed(self, cells: set[Cell]) -> None:
        self.canvas.selected = set(cells)
        self.canvas.overlay.update()
        self.entry.set_selection(len(cells), self.banners(self.entry.bulk_side.currentData() or ""))

    def _strip_text(self, cell: Cell) -> str:
        d = self.drafts.get(cell)
        mark = ""
        if d is not None and d.entered:
            mark = " ✔"
        ident = d.id if d is not None and d.id and (d.entered or not d.id_auto) else "—"
        return f"{cell_label(cell)}{mark}\n{ident}"

    def _finding_activated(self, f: Finding) -> None:
        if f.object:
            try:
                cell = parse_cell(f.object)
            except ValueError:
                return
            self.canvas.current = cell
            self.canvas.overlay.update()
            self.strip.go_to(cell)

    # -- output ------------------------------------------------------------------------------------------
    def entered(self) -> list[Draft]:
        return [d for d in self.order() if d.entered]

    def add_to_scenario(self) -> bool:
        lay = self.layout_
        if lay is None:
            self.tell(tr("Nothing to add"), tr("Open a counter sheet first (Ctrl+O)."))
            return False
        if self.doc.path is None:
            if self.save_scenario is None or not self.ask(
                    tr("Save the scenario first"), tr("The counter images are written next to the scenario file, so it "
                    "needs one. Save the scenario now?")) or not self.save_scenario() or self.doc.path is None:
                return False
        errors = [f for f in check_layout(lay) if f.severity == "error"] + list(self._sheet_errors.values())
        if errors:
            self.tabs.setCurrentIndex(0)
            self.tell(tr("The layout has errors"), tr("Fix the layout first (Sheet page):") + "\n\n" + _listed(
                [f"{f.code}: {f.message}" for f in errors]))
            return False
        drafts = self.entered()
        if not drafts:
            self.tell(tr("Nothing to add"), tr("No counter has been entered yet: type a counter's values (Counters "
                                               "page) and press Enter."))
            return False
        checked = check_drafts(self.doc, drafts, lay)
        if checked.errors:
            first = checked.errors[0][0]
            self.go_to(first)
            self.tell(tr("Some values cannot be added"), tr("Nothing was added. Fix these first:") + "\n\n" + _listed(
                [f"{d.label} {d.id}: {f.message}" for d, f in checked.errors]))
            return False
        if checked.warnings and not self.ask(tr("Add with warnings?"), tr("These counters have warnings:") + "\n\n"
                                             + _listed([f"{d.label} {d.id}: {f.message}" for d, f in checked.warnings])
                                             + "\n\n" + tr("Add them anyway?")):
            return False
        try:
            report = add_drafts(self.doc, drafts, lay, self)
        except Cancelled as e:
            self.tell(tr("Stopped"), tr("Nothing was added ({error}), and no counter image was written.").format(
                error=e))
            return False
        except SheetError as e:
            self.tell(tr("Cannot read the scan"), tr("Nothing was added: {message}").format(message=e.finding.message))
            return False
        except OSError as e:
            self.tell(tr("Cannot write the counter images"), tr("Nothing was added: {error} ({file}).").format(
                error=e.strerror or e, file=getattr(e, "filename", "") or ""))
            return False
        for d in drafts:
            d.in_scenario = True
            d.id_auto = False
        ok = self.save_layout_to(self.layout_path) if self.layout_path is not None else self.save_as()
        if ok and self.layout_path is not None:
            saved = tr(" The layout with the assignments is saved in {name}.").format(name=self.layout_path.name)
        else:
            saved = tr(" The layout is not saved (Ctrl+S saves it with the assignments).")
        self.flush()
        self.status.setText(tr("Added {added} and updated {updated} counters; {images} images written to {folder}/. "
                               "Ctrl+Z in the editor takes the whole import back.{saved}").format(
                                   added=len(report.added), updated=len(report.updated), images=len(report.crops),
                                   folder=lay.output.folder, saved=saved))
        return True

    # -- messages and closing ----------------------------------------------------------------------------
    def tell(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def ask(self, title: str, text: str) -> bool:
        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    def pending(self) -> str:
        """What closing would lose, in words ('' when nothing)."""
        parts = []
        if self.layout_ is not None and (self.layout_dirty or self.layout_path is None):
            parts.append(tr("the layout is not saved"))
        waiting = [d for d in self.entered() if not d.in_scenario]
        if waiting:
            parts.append(tr("1 entered counter is not added") if len(waiting) == 1 else
                         tr("{count} entered counters are not added").format(count=len(waiting)))
        return tr(" and ").join(parts)

    def maybe_discard(self) -> bool:
        what = self.pending()
        return not what or self.ask(tr("Discard?"), tr("{upper}{what}. Discard?").format(
            upper=what[0].upper(), what=what[1:]))

    def reject(self) -> None:
        if self.maybe_discard():
            super().reject()

    def _update_state(self) -> None:
        if not shiboken6.isValid(self.undo):  # the dialog is being destroyed
            return
        lay = self.layout_
        has = lay is not None
        for a in (self.save_act, self.save_as_act, self.back_img_act):
            a.setEnabled(has)
        self.add_btn.setEnabled(has)
        self.tabs.setTabEnabled(1, has)
        if not has:
            self.status.setText(tr("Open a scan of the counter sheet (Ctrl+O), or a saved layout."))
            return
        counters = len(counter_cells(lay))
        entered = len(self.entered())
        name = self.layout_path.name if self.layout_path else tr("not saved")
        dirty = "*" if self.layout_dirty and self.layout_path else ""
        errors = sum(f.severity == "error" for f in self.findings)
        self.setWindowTitle(tr("Import a counter sheet — {name}{dirty}").format(name=name, dirty=dirty))
        self.entry.set_selection(len(self.strip.selected_cells()), self.banners(self.entry.bulk_side.currentData()
                                                                                  or ""))
        if self.status.text().startswith("Open a scan"):
            self.status.setText("")
        self.summary.setText(tr("{counters} counters, {entered} entered").format(counters=counters, entered=entered)
                             + ((tr(", 1 layout error") if errors == 1 else
                                 tr(", {errors} layout errors").format(errors=errors)) if errors else ""))


def _listed(lines: list[str]) -> str:
    more = f"\n… and {len(lines) - MAX_LISTED} more" if len(lines) > MAX_LISTED else ""
    return "\n".join(lines[:MAX_LISTED]) + more


def open_sheet_import(window) -> SheetImportDialog:
    """Open (or bring back) the dialog on the window's document."""
    dlg = getattr(window, "_sheet_import", None)
    if dlg is not None and dlg.doc is not window.doc:  # another scenario since: start afresh
        dlg.deleteLater()
        dlg = None
    if dlg is None:
        dlg = SheetImportDialog(window.doc, window, save_scenario=window.save_as)
        window._sheet_import = dlg
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg
