"""The army-list editor (`bbg-army/1`): troop types and unit cards as two tables, every id chosen from a picker
(class, armour, weapons, traits, crew, a card's troop type, formation, special formation), the validator's
findings on the cell they are about (red, the message as its tool tip, and listed below: a click goes to the
cell), every edit on the QUndoStack, saved round trip so the designer's comments stay. Beside the tables, the
selected troop type's values by role (B4: an officer, musician, standard bearer… whose values differ) and
back-story, and the selected card's back-story.

    editor = ArmyListEditor.open(path, undo)       # or ArmyListEditor(army, undo, loaded=None, path=None)
    python -m editor.bbg.armylist ARMY.yaml         # the file in the BBG window that hosts this editor
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TR_NOOP, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFocusEvent, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rules.bbg import model as m
from rules.bbg.files import BbgFile
from rules.fileio.findings import Finding

from ..i18n import tr
from .common import (
    SetValue,
    checked_findings,
    clear_cell,
    findings_list,
    list_findings,
    open_kind,
    paint_cell,
    picker,
    show_standalone,
    word,
)

# Troop-type columns: (heading, key); the key names the model field the cell edits.
TYPE_COLUMNS = ((QT_TR_NOOP("Id"), "id"), (QT_TR_NOOP("Name"), "name"), (QT_TR_NOOP("Class"), "troop_class"),
                (QT_TR_NOOP("Armour"), "armour"), (QT_TR_NOOP("Attack"), "attack"), (QT_TR_NOOP("Defence"), "defence"),
                (QT_TR_NOOP("Morale"), "morale"), (QT_TR_NOOP("Weapons"), "weapons"), (QT_TR_NOOP("Traits"), "traits"),
                (QT_TR_NOOP("Pila"), "pila"), (QT_TR_NOOP("Flexibility"), "flexibility"),
                (QT_TR_NOOP("Rank bonus max"), "rank_bonus_max"), (QT_TR_NOOP("Base width cm"), "base_w"),
                (QT_TR_NOOP("Base depth cm"), "base_d"), (QT_TR_NOOP("Move M"), "rate_M"),
                (QT_TR_NOOP("Points"), "points"),
                (QT_TR_NOOP("Crew"), "crew"), (QT_TR_NOOP("Team width"), "team_width"),
                (QT_TR_NOOP("Driver's extra cover"), "driver_extra_cover"))
CARD_COLUMNS = ((QT_TR_NOOP("Id"), "id"), (QT_TR_NOOP("Name"), "name"), (QT_TR_NOOP("Troop type"), "type"),
                (QT_TR_NOOP("Formation"), "formation"), (QT_TR_NOOP("Special formation"), "special"),
                (QT_TR_NOOP("Files"), "files"), (QT_TR_NOOP("Ranks"), "ranks"), (QT_TR_NOOP("Figures"), "figures"),
                (QT_TR_NOOP("Soldiers"), "S"), (QT_TR_NOOP("Officers"), "O"), (QT_TR_NOOP("Musicians"), "M"),
                (QT_TR_NOOP("Standard bearers"), "Z"), (QT_TR_NOOP("Army generals"), "G"),
                (QT_TR_NOOP("Corps leaders"), "C"),
                (QT_TR_NOOP("Points"), "points"))
CARD_ROLES = ("S", "O", "M", "Z", "G", "C")  # the figures a card counts by role (`roles:`, B8)
# The army list's own fields, beside the tables: (label, model field); `source` holds the file's `source: {notes}`.
ARMY_FIELDS = ((QT_TR_NOOP("Id"), "id"), (QT_TR_NOOP("Name"), "name"), (QT_TR_NOOP("Description"), "description"),
               (QT_TR_NOOP("Publication"), "publication"), (QT_TR_NOOP("Source notes"), "source"))
ARMY_TEXTS = ("description", "source")  # written in a box of several lines, one edit when the box is left
ARMY_TIPS = {"id": QT_TR_NOOP("The army list's id: letters, digits, '-', '_', '.'"),
             "name": QT_TR_NOOP("The army's name, printed on its roster"),
             "description": QT_TR_NOOP("What the army list is, in a sentence"),
             "publication": QT_TR_NOOP("The publication the values come from"),
             "source": QT_TR_NOOP("The designer's note on where the values come from (B57)")}
# The values-by-role table beside the troop types: a row per figure role (B8), attack and defence (B4).
ROLE_KEYS = tuple(m.ROLES)
ROLE_COLUMNS = ((QT_TR_NOOP("Attack"), "attack"), (QT_TR_NOOP("Defence"), "defence"))
TYPE_TIPS = {"pila": QT_TR_NOOP("Pila each figure carries, thrown once before melee and recorded (B40 [L436])"),
             "team_width": QT_TR_NOOP("A chariot's team: how many horses wide, its strikes when it overruns "
                                      "(B55 [L525])"),
             "driver_extra_cover": QT_TR_NOOP("An elephant driver's extra cover against shots from the front: the "
                                              "text gives no number (B37, B56 [L551])")}
ARMOUR_NAMES = {"none": QT_TR_NOOP("no armour"), "half_body": QT_TR_NOOP("at least half the body"),
                "rider": QT_TR_NOOP("the rider"), "rider_and_horse": QT_TR_NOOP("the rider and the horse")}
NUMBERS = {"attack": float, "defence": float, "morale": int, "points": float, "files": int, "ranks": int,
           "figures": int, "S": int, "O": int, "M": int, "Z": int, "G": int, "C": int, "flexibility": int,
           "rank_bonus_max": int, "base_w": float, "base_d": float, "rate_M": float, "pila": int, "team_width": int,
           "driver_extra_cover": float}
# The cells whose value is picked (a drop-down, a checklist, the crew menu), never typed.
PICKED = ("troop_class", "armour", "weapons", "traits", "crew", "type", "formation", "special")
# A missing designer value (B57) named in the finding's message → the column that holds it.
MISSING_FIELDS = {"values.attack": "attack", "values.defence": "defence", "morale": "morale", "class": "troop_class",
                  "flexibility": "flexibility", "base_cm": "base_w", "rate_M": "rate_M", "team_width": "team_width",
                  "driver_extra_cover": "driver_extra_cover", "crew": "crew"}
# A troop type's key in the file → its column, where the two differ (a schema finding's path names the file's).
FILE_KEYS = {"class": "troop_class", "missile": "weapons", "base_cm": "base_w"}


class StoryEdit(QPlainTextEdit):
    """A text of several lines (a back-story, the list's description and source notes): the text is one edit
    when the user leaves the box (one undo step a visit, as a typed cell's); `owner` is the troop type or card
    whose back-story it shows, so the edit goes to it even if the selection moved meanwhile."""

    finished = Signal()
    owner: Any = None
    hint: QSize | None = None  # the size it asks for, where not a text box's default (a form's field: a line's width)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.hint if self.hint is not None else super().sizeHint()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        super().focusOutEvent(event)
        self.finished.emit()


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
        self.cell_findings: dict[tuple[str, int, int], list[Finding]] = {}  # ("types"|"cards"|"roles:ID", row, col)
        self._filling = False
        self.detail_type: str | None = None  # the troop type and card whose details show beside the tables
        self.detail_card: int | None = None
        self.types = QTableWidget(0, len(TYPE_COLUMNS))
        self.types.setHorizontalHeaderLabels([tr(h) for h, _k in TYPE_COLUMNS])
        self.types.setToolTip(tr("The army list's troop types: every value is the designer's (B57)"))
        for col, (_h, key) in enumerate(TYPE_COLUMNS):
            if key in TYPE_TIPS:
                self.types.horizontalHeaderItem(col).setToolTip(tr(TYPE_TIPS[key]))
        self.cards = QTableWidget(0, len(CARD_COLUMNS))
        self.cards.setHorizontalHeaderLabels([tr(h) for h, _k in CARD_COLUMNS])
        self.cards.setToolTip(tr("The unit cards: ready-made units the scenarios place"))
        self.types.itemChanged.connect(lambda item: self._typed(self.types, item))
        self.cards.itemChanged.connect(lambda item: self._typed(self.cards, item))
        self.types.currentCellChanged.connect(lambda *_a: self._show_details())
        self.cards.currentCellChanged.connect(lambda *_a: self._show_details())
        self.problems = findings_list(self._go_to)
        details = self._details_panel()
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
        sides = QSplitter(Qt.Orientation.Horizontal)
        sides.addWidget(split)
        sides.addWidget(details)
        sides.setStretchFactor(0, 3)
        sides.setStretchFactor(1, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(buttons)
        outer.addWidget(sides)
        self.refresh()

    def _story_box(self, which: str, tip: str) -> StoryEdit:
        box = StoryEdit()
        box.setMinimumHeight(3 * box.fontMetrics().lineSpacing() + 12)  # three lines at the least
        box.setToolTip(tip)
        box.finished.connect(lambda: self._story_done(which))
        return box

    def _details_panel(self) -> QWidget:
        """Beside the tables: the army list's own fields, the selected troop type's values by role and
        back-story, the selected card's back-story."""
        self.roles = QTableWidget(len(ROLE_KEYS), len(ROLE_COLUMNS))
        self.roles.setHorizontalHeaderLabels([tr(h) for h, _k in ROLE_COLUMNS])
        self.roles.setVerticalHeaderLabels([word("role", r) for r in ROLE_KEYS])
        self.roles.setToolTip(tr("Attack and defence of the figures of one role where they differ from the troop "
                                 "type's (B4); blank: the type's value"))
        header = self.roles.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.roles.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.roles.setMinimumWidth(self.roles.verticalHeader().sizeHint().width() + 2 * self.roles.frameWidth()
                                   + sum(header.sectionSizeHint(c) for c in range(len(ROLE_COLUMNS))) + 16)
        self.roles.itemChanged.connect(self._role_typed)
        self.roles.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.roles.verticalHeader().setDefaultSectionSize(self.roles.fontMetrics().height() + 8)
        self.roles.setFixedHeight(self.roles.horizontalHeader().sizeHint().height() + 2 * self.roles.frameWidth()
                                  + self.roles.verticalHeader().defaultSectionSize() * len(ROLE_KEYS))
        self.type_story = self._story_box("type", tr("The troop type's back-story, printed on the roster when its "
                                                     "card has none"))
        self.card_story = self._story_box("card", tr("The unit card's back-story, printed on the roster [L106]"))
        self.army_box = QGroupBox(tr("Army list"))
        form = QFormLayout(self.army_box)
        self.army_edits: dict[str, QLineEdit | StoryEdit] = {}
        for label, key in ARMY_FIELDS:
            edit: QLineEdit | StoryEdit
            if key in ARMY_TEXTS:
                edit = StoryEdit()
                edit.setTabChangesFocus(True)  # Tab goes on to the next field, as from a line
                edit.setMinimumHeight(2 * edit.fontMetrics().lineSpacing() + 12)  # two lines at the least
                # as wide as the lines beside it and no taller than needed: the panel still fits 1366 x 768
                edit.hint = QSize(QLineEdit().sizeHint().width(), edit.minimumHeight())
                edit.finished.connect(partial(self._army_typed, key))
            else:
                edit = QLineEdit()
                edit.editingFinished.connect(partial(self._army_typed, key))
            edit.setToolTip(tr(ARMY_TIPS[key]))
            form.addRow(tr(label), edit)
            self.army_edits[key] = edit
        self.type_box = QGroupBox()
        lay = QVBoxLayout(self.type_box)
        lay.addWidget(QLabel(tr("Values by role")))
        lay.addWidget(self.roles)
        lay.addWidget(QLabel(tr("Back-story")))
        lay.addWidget(self.type_story, 1)
        self.card_box = QGroupBox()
        lay = QVBoxLayout(self.card_box)
        lay.addWidget(QLabel(tr("Back-story")))
        lay.addWidget(self.card_story)
        panel = QWidget()
        lay = QVBoxLayout(panel)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.army_box)
        lay.addWidget(self.type_box, 3)
        lay.addWidget(self.card_box, 1)
        scroll = QScrollArea()  # a small window scrolls the panel rather than squeezing its boxes into each other
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(panel.sizeHint().width())
        return scroll

    @classmethod
    def open(cls, path: str, undo: QUndoStack | None = None) -> ArmyListEditor:
        """The editor on the army list at `path`; ValueError with the file's first error when it is not one."""
        loaded = open_kind(path, "army", tr("{file} is not a BBG army list"))
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

    def set_army_field(self, key: str, value: str | None) -> None:
        """One of the army list's own fields, undoable; the id and the name are never blank (the file needs them)."""
        old = getattr(self.army, key)

        def apply(v: str | None) -> None:
            setattr(self.army, key, v)

        self.edit(tr("Edit {field} of {id}").format(field=key, id=self.army.id), apply, old, value)

    def _army_typed(self, key: str) -> None:
        edit = self.army_edits[key]
        if isinstance(edit, StoryEdit):
            if not edit.document().isModified():
                return
            edit.document().setModified(False)
            text = edit.toPlainText().strip()
        else:
            if not edit.isModified():
                return
            edit.setModified(False)
            text = edit.text().strip()
        if key in ("id", "name") and not text:
            self.status.setText(tr("The army list's id and name are never blank"))
            self.refresh()
            return
        self.status.setText("")
        self.set_army_field(key, text or None)

    def set_role_value(self, tid: str, role: str, key: str, value: float | None) -> None:
        """One role's attack or defence of a troop type (B4), undoable; a role left with neither is dropped."""
        t = self.army.troop_types[tid]
        old = copy.deepcopy(t.role_values)
        new = copy.deepcopy(old)
        own = new.setdefault(role, m.FigureValues())
        setattr(own, key, value)
        if own.attack is None and own.defence is None:
            del new[role]
        if new == old:
            self.refresh()
            return

        def apply(v: dict[str, m.FigureValues], t: m.TroopType = t) -> None:
            t.role_values = copy.deepcopy(v)

        self.edit(tr("Edit {field} of {id}").format(field=f"role_values.{role}.{key}", id=tid), apply, old, new)

    def set_card_field(self, index: int, key: str, value: Any) -> None:
        c = self.army.cards[index]
        if key in CARD_ROLES:
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
        if key in PICKED:
            return  # a picker's cell: its item only carries the finding's colour
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

    def _role_typed(self, item: QTableWidgetItem) -> None:
        """A typed value by role: a number, or blank for the troop type's own."""
        if self._filling or self.detail_type not in self.army.troop_types:
            return
        text = item.text().strip()
        try:
            value = float(text) if text else None
        except ValueError:
            self.status.setText(tr("'{text}' is not a number").format(text=text))
            self.refresh()
            return
        self.status.setText("")
        self.set_role_value(self.detail_type, ROLE_KEYS[item.row()], ROLE_COLUMNS[item.column()][1], value)

    def _story_done(self, which: str) -> None:
        """The back-story box left: its text is the troop type's or card's back-story (blank: none)."""
        box = self.type_story if which == "type" else self.card_story
        if not box.document().isModified():
            return
        box.document().setModified(False)
        text = box.toPlainText()
        value = text if text.strip() else None
        owner = box.owner
        if which == "type" and any(t is owner for t in self.army.troop_types.values()):
            self.set_type_field(owner.id, "backstory", value)
        elif which == "card" and any(c is owner for c in self.army.cards):
            self.set_card_field(next(i for i, c in enumerate(self.army.cards) if c is owner), "backstory", value)

    def _combo(self, items: list[tuple[str, str | None]], value: str | None, on: Callable[[str | None], None],
               tip: str) -> QComboBox:
        return picker(items, value, on, tip)  # a value the list does not know: kept and shown, for the finding

    def _crew_button(self, tid: str, crew: tuple[str, ...]) -> QToolButton:
        """The crew (B55, B56) from a menu: add a driver, lancer, archer… (one figure each), or take one off."""
        button = QToolButton()
        button.setToolTip(tr("The crew of a chariot or an elephant, one figure each: the driver steers "
                             "(B55, B56 [L539])"))
        button.setText(", ".join(word("crew", c) for c in crew) or "—")
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        for kind in m.CREW:
            act = menu.addAction(tr("Add {member}").format(member=word("crew", kind)))
            act.setData(("add", kind))
            act.triggered.connect(partial(self.set_type_field, tid, "crew", (*crew, kind)))
        if crew:
            menu.addSeparator()
        for i, member in enumerate(crew):
            act = menu.addAction(tr("Take off {member}").format(member=word("crew", member)))
            act.setData(("remove", member))
            act.triggered.connect(partial(self.set_type_field, tid, "crew", crew[:i] + crew[i + 1:]))
        button.setMenu(menu)
        return button

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
        self._show_details(check=False)
        self.check()
        self.changed.emit()

    def _show_details(self, check: bool = True) -> None:
        """The army list's own fields, the selected troop type's values by role and back-story, the selected
        card's back-story (the first ones when none is selected)."""
        for key, edit in self.army_edits.items():
            if isinstance(edit, StoryEdit):
                if not (edit.hasFocus() and edit.document().isModified()):  # being written: the edit comes on leaving
                    if edit.toPlainText() != (getattr(self.army, key) or ""):
                        edit.setPlainText(getattr(self.army, key) or "")
                    edit.document().setModified(False)
            elif not (edit.hasFocus() and edit.isModified()):  # the user is typing it: the edit comes on leaving
                edit.setText(getattr(self.army, key) or "")
                edit.setCursorPosition(0)  # a long name shows its start
        ids = self._type_ids()
        row = self.types.currentRow()
        self.detail_type = ids[row] if 0 <= row < len(ids) else (ids[0] if ids else None)
        t = self.army.troop_types.get(self.detail_type or "")
        self.type_box.setTitle(tr("Troop type {id}").format(id=self.detail_type) if t else tr("No troop type"))
        self.type_box.setEnabled(t is not None)
        was, self._filling = self._filling, True
        try:
            for r, role in enumerate(ROLE_KEYS):
                own = t.role_values.get(role) if t else None
                for c, (_h, key) in enumerate(ROLE_COLUMNS):
                    self.roles.setItem(r, c, QTableWidgetItem(_num_text(getattr(own, key)) if own else ""))
        finally:
            self._filling = was
        self._show_story(self.type_story, t)
        row = self.cards.currentRow()
        n = len(self.army.cards)
        self.detail_card = row if 0 <= row < n else (0 if n else None)
        card = self.army.cards[self.detail_card] if self.detail_card is not None else None
        self.card_box.setTitle(tr("Unit card {id}").format(id=card.id) if card else tr("No unit card"))
        self.card_box.setEnabled(card is not None)
        self._show_story(self.card_story, card)
        if check:
            self._paint()

    @staticmethod
    def _show_story(box: StoryEdit, owner: m.TroopType | m.UnitCard | None) -> None:
        if box.hasFocus() and box.document().isModified():
            return  # the user is writing it: the edit comes when the box is left, to the owner it was written for
        box.owner = owner
        text = owner.backstory if owner is not None else None
        if box.toPlainText() != (text or ""):
            box.setPlainText(text or "")
        box.document().setModified(False)

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
                elif key == "crew":
                    self._item(t_table, r, col, "")
                    t_table.setCellWidget(r, col, self._crew_button(tid, t.crew))
                else:
                    value = {"id": tid, "name": t.name, "attack": t.values.attack, "defence": t.values.defence,
                             "morale": t.morale, "points": t.points, "flexibility": t.flexibility,
                             "rank_bonus_max": t.rank_bonus_max, "rate_M": t.rate_M, "pila": t.pila,
                             "team_width": t.team_width, "driver_extra_cover": t.driver_extra_cover,
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
                    value = {"id": c.id, "name": c.name, "files": c.files, "ranks": c.ranks, "figures": c.figures,
                             "points": c.points, **{r: c.roles.get(r) for r in CARD_ROLES}}[key]
                    self._item(table, r, col, value if isinstance(value, str) else _num_text(value))
        table.resizeColumnsToContents()

    # -- findings ------------------------------------------------------------------------------------------------
    def check(self) -> None:
        """Validate the list as it now is (as saved), and put each finding on its cell."""
        base = Path(self.path).resolve().parent / "x.yaml" if self.path else None
        self.findings = checked_findings(self.army, str(base) if base else "<memory>")
        self.cell_findings = {}
        for f in self.findings:
            where = self.locate(f)
            if where is not None:
                self.cell_findings.setdefault(where, []).append(f)
        self._paint()
        list_findings(self.problems, self.findings, self.locate)

    def _paint(self) -> None:
        """Each cell coloured by its findings: the two tables, and the values by role of the type shown."""
        was, self._filling = self._filling, True  # a cell's colour is an itemChanged too
        try:
            for name, table in (("types", self.types), ("cards", self.cards), (f"roles:{self.detail_type}",
                                                                                 self.roles)):
                for r in range(table.rowCount()):
                    for c in range(table.columnCount()):
                        paint_cell(table, r, c, self.cell_findings.get((name, r, c)))
        finally:
            self._filling = was
        for i, (_label, key) in enumerate(ARMY_FIELDS):
            got = self.cell_findings.get(("army", 0, i))
            bad = bool(got) and any(f.severity == "error" for f in got or ())
            edit = self.army_edits[key]
            edit.setStyleSheet("background: #ffcdcd" if bad else "background: #ffeebe" if got else "")
            edit.setToolTip("\n".join(f.message for f in got) if got else tr(ARMY_TIPS[key]))

    def locate(self, f: Finding) -> tuple[str, int, int] | None:
        """The cell a finding is about: its path's troop type or card, and the field the path or message names;
        a value by role: ("roles:TYPE", role row, column)."""
        p = f.path
        army_keys = [k for _h, k in ARMY_FIELDS]
        if len(p) >= 1 and p[0] in ("id", "name", "description"):
            return "army", 0, army_keys.index(str(p[0]))
        if len(p) >= 1 and p[0] == "source":
            return "army", 0, army_keys.index("publication" if len(p) >= 2 and p[1] == "publication" else "source")
        if len(p) >= 2 and p[0] == "troop_types" and p[1] in self.army.troop_types:
            tid = str(p[1])
            row = self._type_ids().index(tid)
            keys = [k for _h, k in TYPE_COLUMNS]
            field = str(p[2]) if len(p) >= 3 else ""
            key = "id"
            if field == "role_values" and len(p) >= 4 and p[3] in ROLE_KEYS:
                column = [k for _h, k in ROLE_COLUMNS].index(str(p[4])) if len(p) >= 5 and p[4] in (
                    "attack", "defence") else 0
                return f"roles:{tid}", ROLE_KEYS.index(str(p[3])), column
            if f.code == "bbg-missing-value":
                for name, column in MISSING_FIELDS.items():
                    if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w.])", f.message):
                        key = column
                        break
            elif field == "values":
                key = str(p[3]) if len(p) >= 4 and p[3] in ("attack", "defence") else "attack"
            elif FILE_KEYS.get(field, field) in keys:
                key = FILE_KEYS.get(field, field)
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
        if where[0] == "army":
            self.army_edits[ARMY_FIELDS[where[2]][1]].setFocus()
            return
        if where[0].startswith("roles:"):
            tid = where[0].split(":", 1)[1]
            if tid in self.army.troop_types:
                self.types.setCurrentCell(self._type_ids().index(tid), 0)
                self.roles.setCurrentCell(where[1], where[2])
                self.roles.setFocus()
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
