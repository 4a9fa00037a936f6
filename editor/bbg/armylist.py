"""The army-list editor (`bbg-army/1`): troop types and unit cards as two tables, every id chosen from a picker
(class, armour, weapons, traits, a card's troop type, formation, special formation), the validator's findings on
the cell they are about (red, the message as its tool tip, and listed below: a click goes to the cell), every edit
on the QUndoStack, saved round trip so the designer's comments stay.

    editor = ArmyListEditor.open(path, undo)       # or ArmyListEditor(army, undo, loaded=None, path=None)
    python -m editor.bbg.armylist ARMY.yaml         # the file in the BBG window that hosts this editor
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rules.bbg import model as m
from rules.bbg.files import BbgFile, bbg_text, load_bbg, load_bbg_bytes
from rules.fileio.findings import Finding

from ..i18n import tr
from .common import SetValue, clear_cell, show_standalone, word

BAD = QColor(255, 205, 205)
WARN = QColor(255, 238, 190)

# Troop-type columns: (heading, key); the key names the model field the cell edits.
TYPE_COLUMNS = ((QT_TR_NOOP("Id"), "id"), (QT_TR_NOOP("Name"), "name"), (QT_TR_NOOP("Class"), "troop_class"),
                (QT_TR_NOOP("Armour"), "armour"), (QT_TR_NOOP("Attack"), "attack"), (QT_TR_NOOP("Defence"), "defence"),
                (QT_TR_NOOP("Morale"), "morale"), (QT_TR_NOOP("Weapons"), "weapons"), (QT_TR_NOOP("Traits"), "traits"),
                (QT_TR_NOOP("Flexibility"), "flexibility"), (QT_TR_NOOP("Rank bonus max"), "rank_bonus_max"),
                (QT_TR_NOOP("Base width cm"), "base_w"), (QT_TR_NOOP("Base depth cm"), "base_d"),
                (QT_TR_NOOP("Move M"), "rate_M"), (QT_TR_NOOP("Points"), "points"))
CARD_COLUMNS = ((QT_TR_NOOP("Id"), "id"), (QT_TR_NOOP("Name"), "name"), (QT_TR_NOOP("Troop type"), "type"),
                (QT_TR_NOOP("Formation"), "formation"), (QT_TR_NOOP("Special formation"), "special"),
                (QT_TR_NOOP("Files"), "files"), (QT_TR_NOOP("Ranks"), "ranks"), (QT_TR_NOOP("Officers"), "O"),
                (QT_TR_NOOP("Musicians"), "M"), (QT_TR_NOOP("Standard bearers"), "Z"), (QT_TR_NOOP("Points"), "points"))
ARMOUR_NAMES = {"none": QT_TR_NOOP("no armour"), "half_body": QT_TR_NOOP("at least half the body"),
                "rider": QT_TR_NOOP("the rider"), "rider_and_horse": QT_TR_NOOP("the rider and the horse")}
NUMBERS = {"attack": float, "defence": float, "morale": int, "points": float, "files": int, "ranks": int,
           "O": int, "M": int, "Z": int, "flexibility": int, "rank_bonus_max": int, "base_w": float, "base_d": float,
           "rate_M": float}
# A missing designer value (B57) named in the finding's message → the column that holds it.
MISSING_FIELDS = {"values.attack": "attack", "values.defence": "defence", "morale": "morale", "class": "troop_class",
                  "flexibility": "flexibility", "base_cm": "base_w", "rate_M": "rate_M"}


def _num_text(v: Any) -> str:
    if v is None:
        return ""
    return str(int(v)) if isinstance(v, float) and v.is_integer() else str(v)


class ArmyListEditor(QWidget):
    """Edits one army list; `changed` fires after every edit, undo and redo (the findings are then fresh)."""

    changed = Signal()

    def __init__(self, army: m.ArmyList, undo: QUndoStack | None = None, loaded: BbgFile | None = None,
                 path: str | None = None, parent: QWidget | None = None,
                 notify: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.army, self.loaded, self.path = army, loaded, path
        self.undo = undo if undo is not None else QUndoStack(self)
        # what an edit, undo or redo calls: this editor's refresh, or (hosted by the table window, whose
        # document outlives a rebuilt window) the document's change signal, which refreshes the editor shown
        self.notify = notify or self.refresh
        self.findings: list[Finding] = []
        self.cell_findings: dict[tuple[str, int, int], list[Finding]] = {}
        self._filling = False
        self.types = QTableWidget(0, len(TYPE_COLUMNS))
        self.types.setHorizontalHeaderLabels([tr(h) for h, _k in TYPE_COLUMNS])
        self.types.setToolTip(tr("The army list's troop types: every value is the designer's (B57)"))
        self.cards = QTableWidget(0, len(CARD_COLUMNS))
        self.cards.setHorizontalHeaderLabels([tr(h) for h, _k in CARD_COLUMNS])
        self.cards.setToolTip(tr("The unit cards: ready-made units the scenarios place"))
        self.types.itemChanged.connect(lambda item: self._typed(self.types, item))
        self.cards.itemChanged.connect(lambda item: self._typed(self.cards, item))
        self.problems = QListWidget()
        self.problems.setToolTip(tr("What the validator finds; click one to go to its cell"))
        self.problems.itemClicked.connect(self._go_to)
        self.status = QLabel()
        add_type = QPushButton(tr("Add troop type"))
        add_type.clicked.connect(self.add_troop_type)
        add_card = QPushButton(tr("Add unit card"))
        add_card.clicked.connect(self.add_card)
        remove = QPushButton(tr("Remove selected"))
        remove.setToolTip(tr("Remove the selected troop type or unit card"))
        remove.clicked.connect(self.remove_selected)
        buttons = QHBoxLayout()
        for b in (add_type, add_card, remove):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.status)
        split = QSplitter(Qt.Orientation.Vertical)
        for label, w in ((tr("Troop types"), self.types), (tr("Unit cards"), self.cards),
                         (tr("Findings"), self.problems)):
            box = QWidget()
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.addWidget(QLabel(f"<b>{label}</b>"))
            lay.addWidget(w)
            split.addWidget(box)
        outer = QVBoxLayout(self)
        outer.addLayout(buttons)
        outer.addWidget(split)
        self.refresh()

    @classmethod
    def open(cls, path: str, undo: QUndoStack | None = None) -> ArmyListEditor:
        """The editor on the army list at `path`; ValueError with the file's first error when it is not one."""
        loaded = load_bbg(path)
        if loaded.model is None or loaded.kind != "army":
            first = next((f.format(path) for f in loaded.findings if f.severity == "error"), None)
            raise ValueError(first or tr("{file} is not a BBG army list").format(file=path))
        return cls(loaded.model, undo, loaded, path)  # type: ignore[arg-type]

    # -- edits ---------------------------------------------------------------------------------------------------
    def edit(self, text: str, apply: Callable[[Any], None], old: Any, new: Any) -> None:
        if old == new:
            self.refresh()
            return
        self.undo.push(SetValue(text, apply, old, new, self.notify))

    def _type_ids(self) -> list[str]:
        return list(self.army.troop_types)

    def set_type_field(self, tid: str, key: str, value: Any) -> None:
        """One troop type's field, undoable; `id` renames the type and the cards that name it."""
        t = self.army.troop_types[tid]
        if key == "id":
            self._rename_type(tid, str(value))
            return
        if key in ("base_w", "base_d"):
            old = t.base_cm
            k = 0 if key == "base_w" else 1
            if value is not None:  # clearing either side clears the base: the designer gives both (B3)
                pair = list(old) if old else [value, value]  # a new base: square until the other side is given
                pair[k] = value
                value = (pair[0], pair[1])

            def apply(v: Any, t: m.TroopType = t) -> None:
                t.base_cm = v
            self.edit(tr("Edit {field} of {id}").format(field="base_cm", id=tid), apply, old, value)
            return
        if key in ("attack", "defence"):
            old = getattr(t.values, key)

            def apply(v: Any, t: m.TroopType = t) -> None:
                setattr(t.values, key, v)
        else:
            old = getattr(t, key)

            def apply(v: Any, t: m.TroopType = t) -> None:
                setattr(t, key, v)
        self.edit(tr("Edit {field} of {id}").format(field=key, id=tid), apply, old, value)

    def _rename_type(self, old_id: str, new_id: str) -> None:
        new_id = new_id.strip()
        if not new_id or new_id == old_id:
            self.refresh()
            return
        if new_id in self.army.troop_types:
            self.status.setText(tr("The id '{id}' is taken: ids are unique").format(id=new_id))
            self.refresh()
            return
        before = (copy.copy(self.army.troop_types), [(c, c.type) for c in self.army.cards])

        def apply(state: Any) -> None:
            kind, (types, cards) = state
            if kind == "new":
                self.army.troop_types = {(new_id if k == old_id else k): v for k, v in types.items()}
                self.army.troop_types[new_id].id = new_id
                for c, ty in cards:
                    c.type = new_id if ty == old_id else ty
            else:
                self.army.troop_types = dict(types)
                self.army.troop_types[old_id].id = old_id
                for c, ty in cards:
                    c.type = ty

        self.edit(tr("Rename troop type {old} to {new}").format(old=old_id, new=new_id), apply, ("old", before),
                  ("new", before))

    def set_card_field(self, index: int, key: str, value: Any) -> None:
        c = self.army.cards[index]
        if key in ("O", "M", "Z"):
            old = c.roles.get(key)

            def apply(v: Any, c: m.UnitCard = c) -> None:
                if v:
                    c.roles[key] = v
                else:
                    c.roles.pop(key, None)
        else:
            old = getattr(c, key)

            def apply(v: Any, c: m.UnitCard = c) -> None:
                setattr(c, key, v)
        self.edit(tr("Edit {field} of {id}").format(field=key, id=c.id), apply, old, value)

    def add_troop_type(self) -> None:
        n = len(self.army.troop_types) + 1
        while f"type-{n}" in self.army.troop_types:
            n += 1
        tid = f"type-{n}"

        def apply(present: bool) -> None:
            if present:
                self.army.troop_types[tid] = m.TroopType(tid)
            else:
                self.army.troop_types.pop(tid, None)

        self.edit(tr("Add troop type {id}").format(id=tid), apply, False, True)

    def add_card(self) -> None:
        ids = {c.id for c in self.army.cards}
        n = len(ids) + 1
        while f"unit-{n}" in ids:
            n += 1
        card = m.UnitCard(f"unit-{n}", next(iter(self.army.troop_types), ""))

        def apply(present: bool) -> None:
            if present:
                self.army.cards.append(card)
            elif card in self.army.cards:
                self.army.cards.remove(card)

        self.edit(tr("Add unit card {id}").format(id=card.id), apply, False, True)

    def remove_selected(self) -> None:
        if self.cards.hasFocus() or (self.cards.selectedItems() and not self.types.hasFocus()):
            rows = sorted({i.row() for i in self.cards.selectedItems()})
            if not rows:
                return
            i = rows[0]
            card = self.army.cards[i]

            def apply(present: bool) -> None:
                if present:
                    self.army.cards.insert(i, card)
                else:
                    self.army.cards.remove(card)

            self.edit(tr("Remove unit card {id}").format(id=card.id), apply, True, False)
            return
        rows = sorted({i.row() for i in self.types.selectedItems()})
        if not rows:
            return
        tid = self._type_ids()[rows[0]]
        before = dict(self.army.troop_types)

        def apply_t(types: dict) -> None:
            self.army.troop_types = dict(types)

        after = {k: v for k, v in before.items() if k != tid}
        self.edit(tr("Remove troop type {id}").format(id=tid), apply_t, before, after)

    # -- cells ---------------------------------------------------------------------------------------------------
    def _typed(self, table: QTableWidget, item: QTableWidgetItem) -> None:
        """A typed cell (ids, names, numbers): parse, then one undoable edit; a bad number is said, not kept."""
        if self._filling:
            return
        columns = TYPE_COLUMNS if table is self.types else CARD_COLUMNS
        key = columns[item.column()][1]
        text = item.text().strip()
        value: Any = text or None
        if key in NUMBERS:
            try:
                value = NUMBERS[key](text) if text else None
            except ValueError:
                self.status.setText(tr("'{text}' is not a number").format(text=text))
                self.refresh()
                return
            if value is not None and value < 0:
                self.status.setText(tr("'{text}' is negative").format(text=text))
                self.refresh()
                return
        self.status.setText("")
        if table is self.types:
            self.set_type_field(self._type_ids()[item.row()], key, value)
        else:
            if key == "id" and not text:
                self.refresh()
                return
            self.set_card_field(item.row(), key, value)

    def _combo(self, items: list[tuple[str, str | None]], value: str | None, on: Callable[[str | None], None],
               tip: str) -> QComboBox:
        box = QComboBox()
        box.setToolTip(tip)
        for text, data in items:
            box.addItem(text, data)
        i = box.findData(value)
        if i < 0 and value is not None:  # a value the list does not know: kept and shown, for the finding
            box.addItem(value, value)
            i = box.count() - 1
        box.setCurrentIndex(max(i, 0))
        box.currentIndexChanged.connect(lambda _i: on(box.currentData()))
        return box

    def _checklist(self, choices: tuple[str, ...], kind: str, value: tuple[str, ...],
                   on: Callable[[tuple[str, ...]], None], tip: str) -> QToolButton:
        button = QToolButton()
        button.setToolTip(tip)
        button.setText(", ".join(word(kind, v) for v in value) or "—")
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        for choice in choices:
            act = QAction(word(kind, choice), menu)
            act.setCheckable(True)
            act.setChecked(choice in value)
            act.setData(choice)
            menu.addAction(act)

        def toggled(_checked: bool) -> None:
            on(tuple(a.data() for a in menu.actions() if a.isChecked()))

        for act in menu.actions():
            act.toggled.connect(toggled)
        button.setMenu(menu)
        return button

    def refresh(self) -> None:
        """Fill both tables from the model and check it again; the findings then go to their cells."""
        self._filling = True
        try:
            self._fill_types()
            self._fill_cards()
        finally:
            self._filling = False
        self.check()
        self.changed.emit()

    def _item(self, table: QTableWidget, row: int, col: int, text: str) -> None:
        item = QTableWidgetItem(text)
        table.setItem(row, col, item)

    def _fill_types(self) -> None:
        t_table = self.types
        t_table.setRowCount(len(self.army.troop_types))
        classes = [("", None)] + [(word("class", c), c) for c in m.TROOP_CLASSES]
        armours = [("", None)] + [(tr(ARMOUR_NAMES[a]), a) for a in m.ARMOURS]
        for r, (tid, t) in enumerate(self.army.troop_types.items()):
            for col, (_h, key) in enumerate(TYPE_COLUMNS):
                clear_cell(t_table, r, col)
                if key == "troop_class":
                    self._item(t_table, r, col, "")
                    t_table.setCellWidget(r, col, self._combo(
                        classes, t.troop_class, lambda v, tid=tid: self.set_type_field(tid, "troop_class", v),
                        tr("The troop class: its move rate (B46)")))
                elif key == "armour":
                    self._item(t_table, r, col, "")
                    t_table.setCellWidget(r, col, self._combo(
                        armours, t.armour, lambda v, tid=tid: self.set_type_field(tid, "armour", v),
                        tr("Armour: none, at least half the body, the rider, the rider and the horse (B46)")))
                elif key == "weapons":
                    self._item(t_table, r, col, "")
                    t_table.setCellWidget(r, col, self._checklist(
                        m.WEAPONS, "weapon", t.weapons, lambda v, tid=tid: self.set_type_field(tid, "weapons", v),
                        tr("Missile weapons (B34)")))
                elif key == "traits":
                    self._item(t_table, r, col, "")
                    t_table.setCellWidget(r, col, self._checklist(
                        m.TRAITS, "trait", t.traits, lambda v, tid=tid: self.set_type_field(tid, "traits", v),
                        tr("Traits the text gives rules for (B57)")))
                else:
                    value = {"id": tid, "name": t.name, "attack": t.values.attack, "defence": t.values.defence,
                             "morale": t.morale, "points": t.points, "flexibility": t.flexibility,
                             "rank_bonus_max": t.rank_bonus_max, "rate_M": t.rate_M,
                             "base_w": t.base_cm[0] if t.base_cm else None,
                             "base_d": t.base_cm[1] if t.base_cm else None}[key]
                    self._item(t_table, r, col, value if isinstance(value, str) else _num_text(value))
        t_table.resizeColumnsToContents()

    def _fill_cards(self) -> None:
        table = self.cards
        table.setRowCount(len(self.army.cards))
        types = [(f"{t.name or tid} ({tid})", tid) for tid, t in self.army.troop_types.items()]
        formations = [(word("concept", f) if f != "skirmish" else word("concept", "skirmish"), f)
                      for f in m.FORMATIONS]
        specials = [("", None)] + [(word("formation", s), s) for s in m.SPECIAL_FORMATIONS]
        for r, c in enumerate(self.army.cards):
            for col, (_h, key) in enumerate(CARD_COLUMNS):
                clear_cell(table, r, col)
                if key in ("type", "formation", "special"):
                    self._item(table, r, col, "")
                    items, tip = {"type": (types, tr("The card's troop type, from this army list")),
                                  "formation": (formations, tr("Close, loose or skirmishers")),
                                  "special": (specials, tr("A special close formation with its starting checks "
                                                           "(B53)"))}[key]
                    table.setCellWidget(r, col, self._combo(
                        items, getattr(c, key), lambda v, i=r, k=key: self.set_card_field(i, k, v), tip))
                else:
                    value = {"id": c.id, "name": c.name, "files": c.files, "ranks": c.ranks, "points": c.points,
                             "O": c.roles.get("O"), "M": c.roles.get("M"), "Z": c.roles.get("Z")}[key]
                    self._item(table, r, col, value if isinstance(value, str) else _num_text(value))
        table.resizeColumnsToContents()

    # -- findings ------------------------------------------------------------------------------------------------
    def check(self) -> None:
        """Validate the list as it now is (as saved), and put each finding on its cell."""
        text, _note = bbg_text(self.army)
        base = Path(self.path).resolve().parent / "x.yaml" if self.path else None
        checked = load_bbg_bytes(text.encode("utf-8"), str(base) if base else "<memory>")
        self.findings = [f for f in checked.findings if f.file is None]
        self.cell_findings = {}
        for f in self.findings:
            where = self.locate(f)
            if where is not None:
                self.cell_findings.setdefault(where, []).append(f)
        for name, table in (("types", self.types), ("cards", self.cards)):
            for r in range(table.rowCount()):
                for c in range(table.columnCount()):
                    item = table.item(r, c)
                    got = self.cell_findings.get((name, r, c))
                    self._filling = True
                    if item is not None:
                        item.setBackground(QBrush(BAD if got and any(f.severity == "error" for f in got) else
                                                  WARN if got else Qt.GlobalColor.transparent))
                        item.setToolTip("\n".join(f.message for f in got) if got else "")
                    widget = table.cellWidget(r, c)
                    if widget is not None:
                        colour = "#ffcdcd" if got and any(f.severity == "error" for f in got) else \
                            "#ffeebe" if got else ""
                        widget.setStyleSheet(f"background: {colour}" if colour else "")
                        if got:
                            widget.setToolTip("\n".join(f.message for f in got))
                    self._filling = False
        self.problems.clear()
        for f in self.findings:
            item = QListWidgetItem(f"{tr('error') if f.severity == 'error' else tr('warning')}: {f.message}")
            item.setData(Qt.ItemDataRole.UserRole, self.locate(f))
            self.problems.addItem(item)

    def locate(self, f: Finding) -> tuple[str, int, int] | None:
        """The cell a finding is about: its path's troop type or card, and the field the path or message names."""
        p = f.path
        if len(p) >= 2 and p[0] == "troop_types" and p[1] in self.army.troop_types:
            row = self._type_ids().index(str(p[1]))
            keys = [k for _h, k in TYPE_COLUMNS]
            key = "id"
            if len(p) >= 3 and p[2] == "armour":
                key = "armour"
            elif f.code == "bbg-missing-value":
                for name, column in MISSING_FIELDS.items():
                    if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w.])", f.message):
                        key = column
                        break
            return "types", row, keys.index(key)
        if len(p) >= 2 and p[0] == "units" and isinstance(p[1], int) and p[1] < len(self.army.cards):
            keys = [k for _h, k in CARD_COLUMNS]
            key = {"bbg-formation": "special", "bbg-unit-minimum": "files", "bbg-unknown-type": "type"}.get(
                f.code, str(p[2]) if len(p) >= 3 and str(p[2]) in keys else "id")
            return "cards", p[1], keys.index(key)
        return None

    def _go_to(self, item: QListWidgetItem) -> None:
        where = item.data(Qt.ItemDataRole.UserRole)
        if not where:
            return
        table = self.types if where[0] == "types" else self.cards
        table.setCurrentCell(where[1], where[2])
        table.setFocus()

    # -- files ---------------------------------------------------------------------------------------------------
    def set_path(self, path: str | None) -> None:
        """The file was saved under a new name (Save As in the window): the findings are checked from there."""
        self.path = path
        self.refresh()


def main() -> int:
    return show_standalone("editor.bbg.armylist")


if __name__ == "__main__":
    raise SystemExit(main())
