"""The decision panel: the pending decision (whose, what kind, what the engine says of it) and every legal
choice in words (rules/engine/describe.py) with its notation beside, grouped by counter and kind and
filterable on both, to apply any of them. Rolls get a "Roll
(seeded)" button and a box to type the die rolled on the table. Where the engine offers no choice (today:
choosing the next leader, which belongs to the full turn), the designer may start a leader's activation.

Wording is lazy: saying every choice of a D.1 step (835 on the demo) took most of the panel's update on the
UI thread at each decision. The list is built from the notation and the groups (cheap); a choice is worded
when it can be seen (its group open), when its group is opened, when it is selected or looked up, and the
rest in small slices while the editor is idle, so typing a filter soon finds every choice in words (a filter
typed before that words the rest at once: it must match words).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TR_NOOP, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules.engine.describe import describe, group, name_of

from ...i18n import tr

if TYPE_CHECKING:
    from .host import PlayHost

GROUP_FROM = 12  # with more choices than this shown, the counters' groups start closed
WORD_AT_ONCE = 60  # choices worded before the list shows (about a screenful); the rest when seen or idle
WORD_SLICE = 25  # choices worded per idle turn of the event loop (a few ms: typing and painting go first)
ROW = Qt.ItemDataRole.UserRole + 1  # a leaf's index in the decision's rows
STEPS = ("D1", "D2", "D3", "D4", "D5")
KIND_WORDS = {
    "movement": QT_TR_NOOP("movement (D.1)"),
    "ranged_fire": QT_TR_NOOP("ranged fire (D.2)"),
    "melee_declaration": QT_TR_NOOP("mêlée declaration (D.3)"),
    "melee": "mêlée (D.4)",
    "out_of_command_movement": QT_TR_NOOP("out-of-command movement (D.5)"),
    "next_activation": QT_TR_NOOP("the next activation"),
    "roll": QT_TR_NOOP("a die roll"),
    "resting": QT_TR_NOOP("resting markers (11.2)"),
    "phase_b_fire": QT_TR_NOOP("Phase B fire (6.B)"),
    "activation": QT_TR_NOOP("the leader to activate (6.D)"),
    "initiative_next": QT_TR_NOOP("the enemy leader to activate next (C.3)"),
    "initiative_inactive": QT_TR_NOOP("the enemy leader made inactive (C.4)"),
    "counter_charge": QT_TR_NOOP("a counter-charge (10.3)"),
    "defensive_fire": QT_TR_NOOP("defensive fire (D.4)"),
    "offensive_fire": QT_TR_NOOP("offensive fire (D.4)"),
    "retreat": QT_TR_NOOP("a retreat (10.7)"),
    "rout": QT_TR_NOOP("a rout move (12.2)"),
    "advance": QT_TR_NOOP("an advance after mêlée (10.8)"),
    "dispersion": QT_TR_NOOP("a dispersion (10.9)"),
    "rally_facing": QT_TR_NOOP("the facing of a rallied unit (12.3)"),
    "leader_placement": QT_TR_NOOP("placing a replacement leader (7.6)"),
    "game_over": QT_TR_NOOP("the game is over"),
}


def kind_words(kind: str) -> str:
    return tr(KIND_WORDS[kind]) if kind in KIND_WORDS else kind.replace("_", " ")


def legal_choices(n: int) -> str:
    """"1 legal choice", "5 legal choices": one message for each number, as a translator words it."""
    return tr("1 legal choice") if n == 1 else tr("{count} legal choices").format(count=n)


@dataclass
class Row:
    """One legal choice as the list shows it: in notation, whose and of which kind; in words once worded."""

    notation: str
    who: tuple[str, ...]
    kind: str
    choice: Any = field(repr=False, default=None)
    words: str | None = None  # None until worded (`word`)

    @property
    def search(self) -> str:
        """What the filter matches: words and notation, lower case."""
        return f"{self.words or ''} {self.notation}".lower()

    def word(self, state) -> str:
        if self.words is None:
            try:
                self.words = describe(self.choice, state)
            except Exception:  # noqa: BLE001 - a wording failure must not hide a legal choice
                self.words = self.notation
        return self.words


def _row(choice, notation: str) -> Row:
    who, kind = group(choice)
    return Row(notation, who, kind, choice)


def _visible(item: QTreeWidgetItem) -> bool:
    """Whether the list shows the item: every group above it open."""
    parent = item.parent()
    while parent is not None:
        if not parent.isExpanded():
            return False
        parent = parent.parent()
    return True


def is_roll(decision, choices: list[str]) -> bool:
    return decision.kind == "roll" or (bool(choices) and all(c.split()[0] == "roll" for c in choices))


NOTATION_MAX = 130  # the notation column's width at most (px): the words take the rest of the list
NOTATION_SHARE = 0.22  # ... and at most this share of it, on a narrow dock


class DecisionPanel(QWidget):
    def __init__(self, mode: PlayHost) -> None:
        super().__init__()
        self.mode = mode
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #555;")
        lay.addWidget(self.header)
        lay.addWidget(self.note)

        self.roll_row = QWidget()
        rl = QHBoxLayout(self.roll_row)
        rl.setContentsMargins(0, 0, 0, 0)
        self.roll_button = QPushButton(tr("Roll (seeded)"))
        self.roll_button.setToolTip(tr("Let the seeded dice answer this roll (the same seed gives the same game)"))
        self.roll_button.clicked.connect(self.mode.roll_seeded)
        self.dice = [QSpinBox(), QSpinBox()]  # one box per die: a d10, or the two dice of the 2d6 (6.C)
        for box in self.dice:
            box.setRange(0, 9)
            box.setToolTip(tr("The die rolled on the table (a d10 reads 0 to 9, 0 is zero: 0.3)"))
        self.die = self.dice[0]
        self.die_button = QPushButton(tr("Apply the die typed"))
        self.die_button.setToolTip(tr("Apply the number(s) in the box(es) as this roll's result"))
        self.die_button.clicked.connect(self.apply_typed_die)
        rl.addWidget(self.roll_button)
        rl.addWidget(QLabel(tr("or type the die rolled:")))
        for box in self.dice:
            rl.addWidget(box)
        rl.addWidget(self.die_button)
        rl.addStretch(1)
        lay.addWidget(self.roll_row)

        self.designer_row = QWidget()
        dl = QHBoxLayout(self.designer_row)
        dl.setContentsMargins(0, 0, 0, 0)
        self.leader_box = QComboBox()
        self.leader_box.setToolTip(tr("The leader whose activation starts (a designer step, not a choice of the "
                                      "rules)"))
        self.step_box = QComboBox()
        for s in STEPS:
            self.step_box.addItem(f"{s[0]}.{s[1:]}", s)
        self.activate_button = QPushButton(tr("Start this activation"))
        self.activate_button.setToolTip(tr("The engine has no choice here: start a leader's activation by hand "
                                        "(command check first if in Phase A)"))
        self.activate_button.clicked.connect(
            lambda: self.mode.designer_activation(self.leader_box.currentData(), self.step_box.currentData()))
        dl.addWidget(QLabel(tr("Activate:")))
        dl.addWidget(self.leader_box, 1)
        dl.addWidget(self.step_box)
        dl.addWidget(self.activate_button)
        lay.addWidget(self.designer_row)

        fl = QHBoxLayout()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter the choices: a unit, a hex, a verb… (all words must match)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._fill)
        self.count = QLabel()
        fl.addWidget(self.filter, 1)
        fl.addWidget(self.count)
        lay.addLayout(fl)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Choice"), tr("Notation")])
        self.tree.setUniformRowHeights(True)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(1, NOTATION_MAX)  # the notation is second: narrow, whole in the tool tip
        self.tree.setToolTip(tr("Every legal choice by counter and kind, in words and in notation; double-click (or "
                             "Enter) applies one"))
        self.tree.itemActivated.connect(self._activated)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.itemExpanded.connect(self._expanded)
        lay.addWidget(self.tree, 1)

        al = QHBoxLayout()
        self.apply_button = QPushButton(tr("Apply the choice"))
        self.apply_button.clicked.connect(self._apply_current)
        al.addStretch(1)
        al.addWidget(self.apply_button)
        lay.addLayout(al)

        self.typed = QLineEdit()
        self.typed.setPlaceholderText(tr("Type a choice in notation and press Enter, e.g. move cru-ch-1 1316-1315 N"))
        self.typed.setToolTip(tr("The notation of docs/rules.md: end · move <ids> <path> <facing> [under] · charge "
                              "<unit> <path> <target> · disengage <ids> <hex> · mount/dismount <unit> [path facing]"))
        self.typed.returnPressed.connect(self._apply_typed)
        lay.addWidget(self.typed)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()  # shown with a refusal only: until then its line is the list's
        lay.addWidget(self.error)
        self._choices: list[str] = []
        self._rows: list[Row] = []
        self._state = None  # the position the rows are choices of (what wording reads)
        self._items: dict[int, QTreeWidgetItem] = {}  # row index -> its leaf in the list as filled now
        self._unworded: list[int] = []  # rows the idle slices still have to word, in order
        self._filling = False
        self.idle = QTimer(self, interval=0)
        self.idle.timeout.connect(self._word_slice)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """The choice's words stretch over the list; the notation keeps a narrow second column (issue 15: the
        words were cut while the notation took half the width)."""
        super().resizeEvent(event)
        width = self.tree.viewport().width()
        self.tree.setColumnWidth(1, max(60, min(NOTATION_MAX, int(width * NOTATION_SHARE))))

    # -- filling -----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.mode.session
        if session is None:
            return
        state = session.state
        decision = state.pending()
        legal = session.legal()
        self._choices = [session.notation(c) for c in legal]
        self._rows = [_row(c, n) for c, n in zip(legal, self._choices, strict=True)]
        self._state = state
        self._unworded = list(range(len(self._rows)))
        who = decision.side or (tr("the dice") if decision.kind == "roll" else tr("nobody"))
        side = state.battle.scenario.side(decision.side) if decision.side else None
        colour = side.colour if side is not None else "#444"
        leader = tr(", {leader}'s activation").format(leader=decision.leader) if decision.leader else ""
        self.header.setText(tr("<b style='color:{colour}'>{side}</b> to decide: <b>{kind}</b>{leader}").format(
            colour=colour, side=side.name if side else who.capitalize(), kind=kind_words(decision.kind),
            leader=leader))
        self.note.setText(decision.note or "")
        self.note.setVisible(bool(decision.note))
        roll = is_roll(decision, self._choices)
        self.roll_row.setVisible(roll)
        if roll:
            self._set_dice([c.split()[1] for c in self._choices if len(c.split()) == 2])
        stuck = not legal and decision.kind != "game_over"
        self.designer_row.setVisible(stuck)
        if stuck:
            current = self.leader_box.currentData()
            self.leader_box.clear()
            for ls in state.leaders:
                if ls.commanding and not ls.inactive:
                    info = state.leader_info(ls.id)
                    done = " (done)" if ls.activated else ""
                    self.leader_box.addItem(f"{info.model.name or ls.id} — {info.side}{done}", ls.id)
            i = self.leader_box.findData(current)
            self.leader_box.setCurrentIndex(max(0, i))
        self.error.clear()
        self.error.hide()
        self._fill()

    def _fill(self) -> None:
        """The tree: counter → kind → choice in words (notation in the second column); choices that name no
        counter (end, pass, the dice) at the top, grouped by kind when there are several."""
        words = self.filter.text().lower().split()
        if words:  # the filter matches words: every choice in words first
            self._word_rows(self._unworded)
        shown = [r for r in self._rows if all(w in r.search for w in words)]
        tree = self.tree
        tree.setUpdatesEnabled(False)
        self._filling = True  # groups opened here are worded below, a screenful at once, not each in full
        tree.clear()
        self._items = {}
        index = {id(r): i for i, r in enumerate(self._rows)}
        by_who: dict[tuple[str, ...], dict[str, list[tuple[int, Row]]]] = {}
        for r in shown:
            by_who.setdefault(r.who, {}).setdefault(r.kind, []).append((index[id(r)], r))
        open_all = bool(words) or len(shown) <= GROUP_FROM or len(by_who) == 1
        for who, kinds in by_who.items():
            if not who:
                for kind, rows in kinds.items():
                    parent = tree.invisibleRootItem() if len(rows) == 1 else self._group(None, kind, len(rows))
                    for r in rows:
                        self._leaf(parent, r)
                    parent.setExpanded(True)
                continue
            count = sum(len(rows) for rows in kinds.values())
            if count == 1:
                self._leaf(tree.invisibleRootItem(), next(iter(kinds.values()))[0])
                continue
            top = self._group(None, self._who_words(who), count, "+".join(who))
            for kind, rows in kinds.items():
                mid = top if len(kinds) == 1 else self._group(top, kind, len(rows))
                for r in rows:
                    self._leaf(mid, r)
                mid.setExpanded(open_all or len(kinds) == 1 or len(rows) <= 3)
            top.setExpanded(open_all)
        self._filling = False
        seen = [i for i, item in self._items.items() if _visible(item)]
        self._word_rows(seen[:WORD_AT_ONCE])
        self._unworded = [*seen[WORD_AT_ONCE:], *(i for i in self._unworded if self._rows[i].words is None)]
        if self._unworded:
            self.idle.start()
        tree.setUpdatesEnabled(True)
        total = len(self._rows)
        self.count.setText(tr("{count} of {total}").format(
            count=len(shown), total=total) if words else legal_choices(total))
        self._update_apply()

    def _who_words(self, who: tuple[str, ...]) -> str:
        session = self.mode.session
        state = session.state if session is not None else None
        names = []
        for i in who:
            try:
                names.append(name_of(state, i) if state is not None else i)
            except (AttributeError, KeyError):
                names.append(i)
        return " + ".join(names)

    def _group(self, parent: QTreeWidgetItem | None, text: str, count: int, ids: str = "") -> QTreeWidgetItem:
        item = QTreeWidgetItem([f"{text} ({count})", ids])
        font = QFont()
        font.setBold(True)
        item.setFont(0, font)
        (parent or self.tree.invisibleRootItem()).addChild(item)
        return item

    def _leaf(self, parent: QTreeWidgetItem, entry: tuple[int, Row]) -> QTreeWidgetItem:
        i, row = entry
        item = QTreeWidgetItem([row.words or row.notation, row.notation])  # the notation until worded
        item.setData(0, Qt.ItemDataRole.UserRole, row.notation)
        item.setData(0, ROW, i)
        item.setToolTip(0, f"{row.words}\n{row.notation}" if row.words is not None else row.notation)
        item.setToolTip(1, row.notation)
        parent.addChild(item)
        self._items[i] = item
        return item

    # -- wording (lazy) ----------------------------------------------------------------------------------
    def _word_rows(self, indexes) -> None:
        """Word these rows now and show their words in the list."""
        for i in list(indexes):
            row = self._rows[i]
            if row.words is not None:
                continue
            words = row.word(self._state)
            item = self._items.get(i)
            if item is not None:
                item.setText(0, words)
                item.setToolTip(0, f"{words}\n{row.notation}")

    def _word_slice(self) -> None:
        """One idle turn's share of the choices not worded yet."""
        todo, self._unworded = self._unworded[:WORD_SLICE], self._unworded[WORD_SLICE:]
        self._word_rows(todo)
        if not self._unworded:
            self.idle.stop()

    def _word_under(self, item: QTreeWidgetItem) -> None:
        todo, stack = [], [item]
        while stack:
            it = stack.pop()
            i = it.data(0, ROW)
            if i is not None:
                todo.append(i)
            stack.extend(it.child(k) for k in range(it.childCount()) if it.isExpanded())
        self._word_rows(todo)

    def _expanded(self, item: QTreeWidgetItem) -> None:
        """A group opened: its choices in words at once (a group holds at most a unit's choices)."""
        if not self._filling:
            self._word_under(item)

    def _current_changed(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        if item is not None:
            self._word_under(item)
            i = item.data(0, ROW)
            if i is not None and not self._filling and 0 <= i < len(self._rows):
                self.mode.preview_choice(self._rows[i].choice)  # its odds in the odds panel
        self._update_apply()

    def words_of(self, notation: str) -> str | None:
        """The words the list shows for a choice (None when the filter hides it), worded if not yet."""
        item = self.item_for(notation)
        return item.text(0) if item is not None else None

    def leaves(self) -> list[str]:
        """The choices the list shows now (after the filter)."""
        out = []
        todo = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while todo:
            item = todo.pop(0)
            value = item.data(0, Qt.ItemDataRole.UserRole)
            if value:
                out.append(value)
            todo[:0] = [item.child(i) for i in range(item.childCount())]
        return out

    def item_for(self, notation: str) -> QTreeWidgetItem | None:
        """The list's item of a choice, in words (None when the filter hides it)."""
        todo = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while todo:
            item = todo.pop(0)
            if item.data(0, Qt.ItemDataRole.UserRole) == notation:
                self._word_rows([item.data(0, ROW)])
                return item
            todo[:0] = [item.child(i) for i in range(item.childCount())]
        return None

    def set_filter(self, text: str) -> None:
        self.filter.setText(text)

    def _set_dice(self, answers: list[str]) -> None:
        """As many boxes as the roll has dice, each with the range of its faces ('7', or '3+5' for 2d6)."""
        faces = [[int(x) for x in a.split("+")] for a in answers if all(x.isdigit() for x in a.split("+"))]
        n = max((len(f) for f in faces), default=1)
        for k, box in enumerate(self.dice):
            box.setVisible(k < n)
            column = [f[k] for f in faces if len(f) > k]
            if column:
                box.setRange(min(column), max(column))

    def apply_typed_die(self) -> bool:
        shown = [str(b.value()) for b in self.dice if b.isVisibleTo(self)]
        return self.mode.apply("roll " + "+".join(shown or [str(self.die.value())]))

    # -- applying ----------------------------------------------------------------------------------------
    def _update_apply(self) -> None:
        item = self.tree.currentItem()
        value = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        self.apply_button.setEnabled(bool(value))
        self.apply_button.setToolTip(value or tr("Select a choice in the list"))

    def _activated(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        value = item.data(0, Qt.ItemDataRole.UserRole)
        if value:
            self.mode.apply(value)

    def _apply_current(self) -> None:
        item = self.tree.currentItem()
        if item is not None:
            self._activated(item)

    def _apply_typed(self) -> None:
        text = self.typed.text().strip()
        if not text:
            return
        if self.mode.apply(text):
            self.typed.clear()

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))
