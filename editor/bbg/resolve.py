"""The referee desk's resolution panels (melee, shooting, morale, chariots, elephants; issue #29 item 6).

Each panel takes the table (a `Desk`: the game record and its current table state), the chosen units (the table
window's canvas calls `set_units(...)`, editor/table/gamedock.py; each panel has its own pickers too) and the
referee's facts (the `banneret bbg` `--fact KEY=VALUE` keys, docs/bbg.md). It shows the modifier table — each row
ticked or greyed with its reason, line `[Lnnn]` and decision — the base numbers and the exact distribution, then
takes the table's dice (typed, or rolled from a seed by the record's documented stream). The dice are read in the
rules' order (`rules.bbg.outcomes`), the bookkeeping follows (figures removed by id, rank filling, triumph,
counters, reload state, wounds), and "Apply" pushes it as one undoable step (`ApplyStep`) that is also a step of
the game record (`rules.bbg.record`).

Hosted by the table window's referee dock (editor/table/gamedock.py); standalone too:
`python -m editor.bbg.resolve SCENARIO [--record OUT]`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, QObject, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPalette, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.i18n import tr
from rules.bbg import model as m
from rules.bbg.breakdown import BadFact, Ledger, MissingDesignerValue, number_json
from rules.bbg.outcomes import DiceOver, DiceShort, Reading, read_melee, read_overrun, read_test, read_volley
from rules.bbg.record import BbgRecord, Dice, Effect, Step, figure_ids, read_record
from rules.bbg.rulebook import FORCED_MARCHES_PER_MOVE, RELOAD_HALF_ROUNDS
from rules.bbg.table import OpenTable
from rules.bbg.triumph import EVENTS, dissolved

BAR = 24  # characters of the longest probability bar
SIDES = {"striker": QT_TR_NOOP("striker"), "target": QT_TR_NOOP("target")}


class Desk(QObject):
    """The game being refereed: its record (start, steps, current table), the army lists, the undo stack.
    `changed` is emitted after every applied or undone step."""

    changed = Signal()

    def __init__(self, record: BbgRecord, armies: dict[str, m.ArmyList], parent: QObject | None = None,
                 undo: QUndoStack | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.armies = armies
        self.undo = undo if undo is not None else QUndoStack(self)  # the table window's: Apply is an edit there

    @classmethod
    def open(cls, scenario: str | Path, seed: int | None = None) -> Desk:
        table, findings = OpenTable.load(scenario)
        load = BbgRecord.start_from(scenario, seed=seed)
        if table is None or load.record is None:
            raise ValueError("; ".join(f.message for f in (load.findings or findings)))
        return cls(load.record, table.armies)

    @classmethod
    def resume(cls, record: str | Path) -> tuple[Desk | None, list[str]]:
        """Continue a saved game: the record replayed (None and the findings, `file:line`, when it does not
        replay whole)."""
        load = read_record(record)
        problems = [f.format(str(record)) for f in load.findings if f.severity == "error"]
        if load.record is None or problems or load.record.scenario_path is None:
            return None, problems or [str(record)]
        table, findings = OpenTable.load(load.record.scenario_path)
        if table is None:
            return None, [f.format(str(load.record.scenario_path)) for f in findings]
        return cls(load.record, table.armies), []

    def table(self) -> OpenTable:
        return OpenTable(self.record.state, self.armies)


class ApplyStep(QUndoCommand):
    """One resolution's bookkeeping as an undoable edit: redo pushes the step onto the record, undo takes it
    back; the table is the record's state either way."""

    def __init__(self, desk: Desk, step: Step, text: str) -> None:
        super().__init__(text)
        self.desk, self.step = desk, step

    def redo(self) -> None:
        self.desk.record.push(self.step)
        self.desk.changed.emit()

    def undo(self) -> None:
        self.desk.record.pop()
        self.desk.changed.emit()


@dataclass
class Computed:
    """What a panel shows and reads the dice against."""

    ledgers: list[tuple[str, Ledger]]
    bases: list[str]
    distributions: list[tuple[str, list[tuple[str, Fraction]]]]
    dice_hint: int
    read: Callable[[Sequence[int]], Reading]
    effects: Callable[[Reading], tuple[Effect, ...]]
    summary: Callable[[Reading], str] = field(default=lambda r: "")


def parse_facts(text: str) -> dict[str, str]:
    """`KEY=VALUE` words; a word without '=' is refused (ValueError naming it)."""
    out = {}
    for word in text.split():
        key, eq, value = word.partition("=")
        if not eq or not key:
            raise ValueError(tr("a fact is written KEY=VALUE, not '{word}'").format(word=word))
        out[key] = value
    return out


def parse_dice(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(w) for w in text.replace(",", " ").split())
    except ValueError:
        raise ValueError(tr("dice are whole numbers from 1 to 20, separated by spaces")) from None


def _p(p: Fraction) -> str:
    exact = number_json(p)
    return exact if isinstance(exact, str) else str(exact)


def _casualties(table: OpenTable, fallen: dict[str, tuple[str, ...]]) -> list[Effect]:
    """Figures removed by id; a close formation fills its ranks after its losses (B10). An elephant is not a
    casualty: each hit on it is a wound, counted with its test in the Elephants tab (B56, `[L545]`)."""
    return [Effect(uid, ids, fill=table.formation(uid) == "close" and not table.placed(uid).figures)
            for uid, ids in fallen.items() if ids and not _elephant(table, uid)]


def _elephant(table: OpenTable, uid: str) -> bool:
    _card, troop = table.card_and_type(uid)
    return troop is not None and troop.troop_class == "elephant"


def _wounds_said(table: OpenTable, rd: Reading) -> list[str]:
    """The hits on an elephant, for the referee to count as wounds (B56)."""
    return [tr("{unit}: {n} hit(s), each a wound: count them in the Elephants tab (B56)").format(unit=uid, n=n)
            for uid, n in rd.hits.items() if n and _elephant(table, uid)]


def _rout(table: OpenTable, uid: str, triumph: int = 0, broken: bool = False) -> Effect:
    """A unit that routs or flees: its immediate move is a forced march, so its counter rises (B21, `[L280,
    L495]`); a broken rout breaks a close formation up: it flees loose, disordered (B30, `[L497]`)."""
    st = table.placed(uid).state
    return Effect(uid, triumph=triumph, fleeing=True, forced_marches=st.forced_marches + FORCED_MARCHES_PER_MOVE,
                  disordered=True if broken and table.formation(uid) == "close" and not st.disordered else None)


# The rule and lines each kind of bookkeeping rests on, as the proposed bookkeeping shows them; a panel
# overrides the casualties' and the triumph's (`ResolvePanel.cites`).
CITES = {"remove": "B5, B10 [L250]", "fill": "B10 [L250, L453]", "triumph": "B26 [L108, L350]",
         "forced_up": "B21 [L280, L341, L495]", "forced_down": "B21 [L341]", "flee": "B30 [L495]",
         "rally": "B30, B54 [L495]", "disorder": "B30 [L497]", "wounds": "B56 [L545]",
         "reload": "B40 [L430, L438]", "berserk": "B56 [L545, L551]", "dissolve": "B27 [L106]"}


def field_rows(e: Effect, before: m.Unit | None, cites: dict[str, str]) -> list[tuple[str, str, str, str]]:
    """One unit's bookkeeping, a row per change: (key, what, figures, rule and lines). `before`: the unit on the
    table now (the counters' old values)."""
    st = before.state if before is not None else m.UnitState()
    rows = []
    if e.remove:
        rows.append(("remove", tr("removes {figures}").format(figures=", ".join(e.remove)), ", ".join(e.remove),
                     cites["remove"]))
    if e.fill:
        rows.append(("fill", tr("fills its ranks (B10)"), "", cites["fill"]))
    if e.triumph:
        rows.append(("triumph", tr("triumph {change:+d} (B26)").format(change=e.triumph), "", cites["triumph"]))
    if e.forced_marches is not None:
        rows.append(("forced_marches", tr("forced marches {old} → {new} (B21)").format(
            old=st.forced_marches, new=e.forced_marches), "",
            cites["forced_up" if e.forced_marches > st.forced_marches else "forced_down"]))
    if e.fleeing is not None:
        rows.append(("fleeing", tr("flees") if e.fleeing else tr("no longer flees: reformed (B30)"), "",
                     cites["flee" if e.fleeing else "rally"]))
    if e.disordered is not None:
        rows.append(("disordered", tr("disordered: its close formation breaks up (B30)") if e.disordered
                     else tr("no longer disordered (B30)"), "", cites["disorder" if e.disordered else "rally"]))
    if e.wounds:
        rows.append(("wounds", tr("{n} more wound(s) (B56)").format(n=e.wounds), "", cites["wounds"]))
    for weapon, left in e.reloading:
        rows.append(("reloading", tr("reloads its {weapon}: {n} half-round(s) (B40)").format(weapon=weapon, n=left)
                     if left else tr("its {weapon} is loaded again (B40)").format(weapon=weapon), "", cites["reload"]))
    if e.berserk:
        rows.append(("berserk", tr("goes berserk (B56)"), "", cites["berserk"]))
    if e.dissolve:
        rows.append(("dissolve", tr("dissolved: below the unit minimum it ceases to exist; its figures fight on as "
                                    "skirmishers (B27)"), "", cites["dissolve"]))
    return rows


class ResolvePanel(QWidget):
    """The common panel: unit pickers, round and facts, the modifier table, the bases, the distribution, the
    dice and the bookkeeping. A subclass names its pickers and computes (`compute`)."""

    kind = ""
    picks: tuple[str, ...] = ()
    takes_many = False  # the canvas passes every unit picked, not the first two
    example = ""  # facts shown greyed in the empty facts field (the `--fact` keys of docs/bbg.md)
    cites: dict[str, str] = CITES

    def __init__(self, desk: Desk, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.computed: Computed | None = None
        self.reading: Reading | None = None
        self.dice_reading: Reading | None = None  # the reading of the dice, before the referee's edits
        self.effects: tuple[Effect, ...] = ()
        self.seeded: int | None = None
        inner = QWidget()  # in a scroll area: a short screen scrolls the panel rather than pushing the window
        outer = QVBoxLayout(inner)  # past its height (the desk fits 1366 x 768 whatever the tab)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        shell = QVBoxLayout(self)
        shell.setContentsMargins(0, 0, 0, 0)
        shell.addWidget(scroll)
        top = QFormLayout()
        self.pickers: list[QComboBox] = []
        for label in self.picks:
            box = QComboBox()
            box.setToolTip(tr("The unit this panel resolves; choosing it on the table canvas sets it here too"))
            box.currentIndexChanged.connect(self.refresh)
            self.pickers.append(box)
            top.addRow(tr(label), box)
        self.round = QSpinBox()
        self.round.setRange(1, max(1, desk.record.start.rounds or 99))
        self.round.setToolTip(tr("The game round this step belongs to in the record"))
        self.facts = QLineEdit()
        self.facts.setPlaceholderText(self.example)
        self.facts.setToolTip(tr("The referee's facts, as KEY=VALUE words (the keys of banneret bbg, docs/bbg.md)"))
        self.facts.editingFinished.connect(self.refresh)
        top.addRow(tr("Round"), self.round)
        top.addRow(tr("Facts"), self.facts)
        self.extra_options(top)
        outer.addLayout(top)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a40000")
        outer.addWidget(self.message)
        split = QSplitter(Qt.Orientation.Vertical)
        self.rows = QTreeWidget()
        self.rows.setHeaderLabels([tr("Modifier"), tr("Value"), tr("Why"), tr("Line"), tr("Decision")])
        self.rows.setRootIsDecorated(True)
        self.rows.setToolTip(tr("Ticked rows count; greyed rows do not apply, and say why"))
        split.addWidget(self.rows)
        lower = QWidget()
        low = QHBoxLayout(lower)
        low.setContentsMargins(0, 0, 0, 0)
        self.bases = QLabel()
        self.bases.setWordWrap(True)
        self.bases.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.bases.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        base_box = QGroupBox(tr("Base numbers"))
        QVBoxLayout(base_box).addWidget(self.bases)
        low.addWidget(base_box, 1)
        self.dist = QTableWidget(0, 4)
        self.dist.setHorizontalHeaderLabels([tr("Outcome"), tr("Exact"), "%", ""])
        self.dist.verticalHeader().setVisible(False)
        self.dist.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.dist.setToolTip(tr("The exact distribution (d20 ≤ base succeeds, B2)"))
        dist_box = QGroupBox(tr("Exact distribution"))
        QVBoxLayout(dist_box).addWidget(self.dist)
        low.addWidget(dist_box, 1)
        split.addWidget(lower)
        self.book = QTableWidget(0, 4)
        self.book.setHorizontalHeaderLabels([tr("Unit"), tr("Bookkeeping"), tr("Figures"), tr("Rule")])
        self.book.verticalHeader().setVisible(False)
        self.book.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.book.horizontalHeader().setStretchLastSection(True)
        self.book.setToolTip(tr("What Apply writes to the table and the record, each change with its rule. Type "
                                "other figure ids in a unit's Figures cell to change which figures fall"))
        self.book.itemChanged.connect(self._figures_edited)
        book_box = QGroupBox(tr("Proposed bookkeeping"))
        QVBoxLayout(book_box).addWidget(self.book)
        split.addWidget(book_box)
        for view in (self.rows, self.dist, self.book):  # a header and a row at the least: the desk fits 1366 x 768
            view.setMinimumHeight(self.fontMetrics().height() * 3 + 4)
        for box in (base_box, dist_box, book_box):
            box.layout().setContentsMargins(4, 2, 4, 2)
        outer.addWidget(split, 1)
        dice_row = QHBoxLayout()
        self.dice = QLineEdit()
        self.dice.setPlaceholderText(tr("the table's dice, e.g. 3 17 20"))
        self.dice.setToolTip(tr("Type the dice rolled on the table, in the order the panel reads them"))
        self.dice.textEdited.connect(self._typed)
        self.dice.returnPressed.connect(self.read_dice)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(desk.record.seed or 0)
        self.seed.setToolTip(tr("The seed of the program's dice; the record keeps it, so the dice can be checked"))
        roll = QPushButton(tr("Roll"))
        roll.setToolTip(tr("Roll seeded dice for this step"))
        roll.clicked.connect(self.roll)
        read = QPushButton(tr("Read the dice"))
        read.clicked.connect(self.read_dice)
        dice_row.addWidget(QLabel(tr("Dice")))
        dice_row.addWidget(self.dice, 1)
        dice_row.addWidget(QLabel(tr("Seed")))
        dice_row.addWidget(self.seed)
        dice_row.addWidget(roll)
        dice_row.addWidget(read)
        outer.addLayout(dice_row)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.outcome)
        self.apply_button = QPushButton(tr("Apply"))
        self.apply_button.setToolTip(tr("Apply the bookkeeping to the table as one undoable step of the game record"))
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply)
        outer.addWidget(self.apply_button, 0, Qt.AlignmentFlag.AlignRight)
        desk.changed.connect(self._reload_units)
        self._reload_units()

    # -- hooks ------------------------------------------------------------------------------------------------
    def extra_options(self, form: QFormLayout) -> None:
        """Options a kind adds under the facts (the re-roll of a test)."""

    def compute(self, table: OpenTable, units: list[str], facts: dict[str, str]) -> Computed:
        raise NotImplementedError

    def title(self) -> str:
        """The panel's name (its tab, the undo step's text)."""
        return tr(TITLES[self.kind])

    def make_step(self, dice: Dice) -> Step:
        """The record's step for the dice read (a panel whose steps are of several kinds names its own)."""
        assert self.reading is not None
        facts = parse_facts(self.facts.text())
        mode = getattr(self, "mode", None)
        if mode is not None and mode.currentIndex() > 0:  # what the step records, when not the panel's first
            facts.setdefault("trigger", mode.currentData())
        result = (self.dice_reading or self.reading).line()
        return Step(self.kind, tuple(self.units()), self.round.value(), facts, dice, self.effects,
                    result=result, comment=self.edited())

    # -- selection --------------------------------------------------------------------------------------------
    def set_units(self, *unit_ids: str) -> None:
        """The canvas's selection: the units in the order of the pickers."""
        for box, uid in zip(self.pickers, unit_ids, strict=False):
            i = box.findData(uid)
            if i >= 0:
                box.setCurrentIndex(i)
        self.refresh()

    def units(self) -> list[str]:
        return [b.currentData() for b in self.pickers]

    def _reload_units(self) -> None:
        ids = [u.id for u in self.desk.record.state.units()]
        for k, box in enumerate(self.pickers):
            keep = box.currentData()
            box.blockSignals(True)
            box.clear()
            for uid in ids:
                box.addItem(uid, uid)
            i = box.findData(keep)
            box.setCurrentIndex(i if i >= 0 else min(k, len(ids) - 1))
            box.blockSignals(False)
        self.refresh()

    # -- computing --------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.computed, self.reading, self.dice_reading, self.effects = None, None, None, ()
        self.book.setRowCount(0)
        self.rows.clear()
        self.dist.setRowCount(0)
        self.bases.clear()
        self.outcome.clear()
        self.message.clear()
        self.apply_button.setEnabled(False)
        if any(u is None for u in self.units()):
            return
        try:
            facts = parse_facts(self.facts.text())
            self.computed = self.compute(self.desk.table(), self.units(), facts)
        except MissingDesignerValue as e:
            self.message.setText(e.message())
            return
        except (BadFact, ValueError) as e:
            self.message.setText(str(e))
            return
        self._show(self.computed)
        if self.computed.dice_hint == 0:  # nothing to roll: the step only counts
            self.dice.clear()
            self.read_dice()

    def _show(self, c: Computed) -> None:
        grey = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        for title, led in c.ledgers:
            head = QTreeWidgetItem([title, str(number_json(led.total))])
            self.rows.addTopLevelItem(head)
            for r in led.rows:
                item = QTreeWidgetItem(["", f"{number_json(r.value):+}" if not isinstance(number_json(r.value), str)
                                        else number_json(r.value), r.why(), f"[{r.lines}]", r.rule])
                item.setText(0, r.label() + (f" ({tr(SIDES[r.side])})" if r.side in SIDES else ""))
                item.setCheckState(0, Qt.CheckState.Checked if r.applies else Qt.CheckState.Unchecked)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
                if not r.applies:
                    for col in range(5):
                        item.setForeground(col, grey)
                head.addChild(item)
            head.setExpanded(True)
        for col in range(5):
            self.rows.resizeColumnToContents(col)
        self.bases.setText("<br>".join(c.bases))
        n = sum(len(d) + 1 for _t, d in c.distributions)
        self.dist.setRowCount(n)
        i = 0
        for title, dist in c.distributions:
            head = QTableWidgetItem(title)
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            self.dist.setItem(i, 0, head)
            i += 1
            for label, p in dist:
                self.dist.setItem(i, 0, QTableWidgetItem(label))
                self.dist.setItem(i, 1, QTableWidgetItem(_p(p)))
                self.dist.setItem(i, 2, QTableWidgetItem(f"{float(p) * 100:.1f}"))
                self.dist.setItem(i, 3, QTableWidgetItem("█" * round(float(p) * BAR)))
                i += 1
        self.dist.resizeColumnsToContents()
        self.outcome.setText(tr("{n} dice to read (typed from the table, or rolled)").format(n=c.dice_hint))

    # -- dice -------------------------------------------------------------------------------------------------
    def _typed(self, _text: str) -> None:
        self.seeded = None

    def roll(self) -> None:
        """Seeded dice for the next step of the record (the documented stream), as many as the reading needs."""
        if self.computed is None:
            return
        n = self.computed.dice_hint
        seed = self.seed.value()
        dice = self.desk.record.next_dice(self.round.value(), n, seed)
        for _attempt in range(4 * n + 4):  # re-rolls and strikes back need more dice than the first count
            try:
                self.computed.read(dice.values)
                break
            except DiceShort:
                n += 1
                dice = self.desk.record.next_dice(self.round.value(), n, seed)
            except DiceOver as e:  # the stream is the same die after die: the first `used` are the step's
                dice = self.desk.record.next_dice(self.round.value(), e.used, seed)
                break
            except (BadFact, ValueError):
                break
        self.dice.setText(" ".join(map(str, dice.values)))
        self.seeded = seed
        self.read_dice()

    def read_dice(self) -> None:
        if self.computed is None:
            return
        self.reading, self.dice_reading, self.effects = None, None, ()
        self.book.setRowCount(0)
        self.apply_button.setEnabled(False)
        try:
            dice = parse_dice(self.dice.text())
            self.reading = self.dice_reading = self.computed.read(dice)
        except (BadFact, ValueError) as e:
            self.outcome.setText(str(e))
            return
        self._propose()

    def _propose(self) -> None:
        """The bookkeeping of the reading (the dice's, or the referee's edited casualties): the outcome's lines
        and the proposed-bookkeeping rows."""
        assert self.computed is not None and self.reading is not None
        self.message.clear()
        try:
            self.effects = self.computed.effects(self.reading)
        except (BadFact, ValueError) as e:
            self.message.setText(str(e))
            self.apply_button.setEnabled(False)
            return
        rolls = ", ".join(f"{r.label}: {r.value} {'≤' if r.success else '>'} {number_json(r.base)}"
                          for r in self.reading.rolls)
        lines = [rolls] if rolls else []
        lines.append(self.computed.summary(self.reading))
        state = self.desk.record.state
        lines += [describe(e, state.unit(e.unit)) for e in self.effects] or [tr("Nothing changes on the table.")]
        self.outcome.setText("<br>".join(x for x in lines if x))
        self._fill_book()
        self.apply_button.setEnabled(True)

    def _fill_book(self) -> None:
        """A row per change, with its rule; each unit that can lose figures has its casualties row, editable."""
        assert self.reading is not None
        state = self.desk.record.state
        rows: list[tuple[str, str, str, str, bool]] = []
        table = self.desk.table()
        fallen = {u: ids for u, ids in self.reading.fallen.items() if not _elephant(table, u)}
        for uid, ids in fallen.items():
            rows.append((uid, tr("figures that fall"), ", ".join(ids), self.cites["remove"], True))
        flagged: set[int] = set()
        for e in self.effects:
            for key, what, figures, cite in field_rows(e, state.unit(e.unit), self.cites):
                if key == "remove" and e.unit in fallen:
                    continue  # its casualties row above
                rows.append((e.unit, what, figures, cite, False))
                before = state.unit(e.unit)
                if key == "forced_marches" and before is not None and e.forced_marches > before.state.forced_marches:
                    why = self.desk.record.forced_march_refusal(e.unit, self.round.value())
                    if why:  # B48: said, greyed, beside the row; the referee decides (a rout must still run)
                        flagged.add(len(rows))
                        rows.append((e.unit, why, "", "B48 [L360]", False))
        self.book.blockSignals(True)
        self.book.setRowCount(len(rows))
        for i, (uid, what, figures, cite, editable) in enumerate(rows):
            for col, text in enumerate((uid, what, figures, cite)):
                item = QTableWidgetItem(text)
                if i in flagged:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                    item.setForeground(QColor("#a40000"))
                    item.setToolTip(tr("A warning, not a change: Apply does not write it"))
                if not (editable and col == 2):
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                else:
                    item.setData(Qt.ItemDataRole.UserRole, uid)
                    item.setToolTip(tr("The ids of the figures that fall, e.g. r1f1, r1f2 (S3 in a loose unit)"))
                self.book.setItem(i, col, item)
        self.book.resizeColumnsToContents()
        self.book.blockSignals(False)

    def _figures_edited(self, item: QTableWidgetItem) -> None:
        """The referee typed other figures in a casualties row: they fall instead, and the bookkeeping that
        follows from the losses (rank filling, a melee's end) is proposed again."""
        uid = item.data(Qt.ItemDataRole.UserRole)
        if uid is None or self.reading is None:
            return
        ids = tuple(w for w in item.text().replace(",", " ").split())
        present = figure_ids(self.desk.record.state.unit(uid))
        bad = next((f for f in ids if f not in present), None)
        if bad is not None or len(set(ids)) != len(ids):
            self.message.setText(tr("{unit} has no figure '{figure}'").format(unit=uid, figure=bad) if bad
                                 else tr("{unit}: a figure is listed twice").format(unit=uid))
            self.apply_button.setEnabled(False)
            return
        self.reading = replace(self.reading, fallen={**self.reading.fallen, uid: ids})
        self._propose()

    def edited(self) -> str | None:
        """The record's note of the referee's edits: the casualties that differ from the dice's."""
        if self.reading is None or self.dice_reading is None or self.reading.fallen == self.dice_reading.fallen:
            return None
        return "edited casualties: " + "; ".join(f"{u} [{' '.join(ids)}]" for u, ids in self.reading.fallen.items()
                                                 if self.dice_reading.fallen.get(u) != ids)

    def apply(self) -> None:
        if self.reading is None or self.computed is None:
            return
        step = self.make_step(Dice(tuple(r.value for r in self.reading.rolls), self.seeded))
        try:
            self.desk.record.check(step)  # refused here, before the undo stack holds a step that cannot be done
        except BadFact as e:
            self.message.setText(str(e))
            return
        state = self.desk.record.state
        done = "<br>".join(describe(e, state.unit(e.unit)) for e in self.effects) or tr(
            "Nothing changes on the table.")
        self.desk.undo.push(ApplyStep(self.desk, step, tr("Apply {kind}").format(kind=self.title())))
        self.outcome.setText(tr("Applied:") + "<br>" + done)


def describe(e: Effect, before: m.Unit | None = None) -> str:
    """One unit's bookkeeping in a line."""
    return f"<b>{e.unit}</b>: " + "; ".join(what for _k, what, _f, _c in field_rows(e, before, CITES))


def _loss_rows(dist, wounds: bool = False) -> list[tuple[str, Fraction]]:
    """The chance of each number of figures lost; for an elephant each hit is a wound, not a loss (B56, [L545])."""
    said = tr("{n} wound(s)") if wounds else tr("{n} lost")
    return [(said.format(n=k), p) for k, p in enumerate(dist.probabilities()) if p]


class MeleePanel(ResolvePanel):
    """A melee round between two units (B4–B7, B23): strike pairs from base contact or the `pairs` facts; when
    the dice end the melee (a unit destroyed or routed without a roll) its triumph follows (B25, B26)."""

    kind = "melee"
    cites = {**CITES, "remove": "B5, B10 [L250, L322]", "triumph": "B25, B26 [L350, L354, L468]"}
    example = "pairs=r1f1:r1f1,r1f2:r1f2 back_pairs=r1f1:r1f1 round=1"
    picks = (QT_TR_NOOP("Unit"), QT_TR_NOOP("Opponent"))

    def compute(self, table: OpenTable, units: list[str], facts: dict[str, str]) -> Computed:
        from rules.bbg.melee import LossRule
        from rules.cli.bbg_compute import build_melee
        a, b = units
        if a == b:
            raise ValueError(tr("choose two different units"))
        r, _why = build_melee(table, a, b, facts)
        names = {"a": a, "b": b}
        bases = [f"{names[s.side]} {s.striker} → {s.target}: <b>{number_json(s.base)}</b> (p {_p(s.p)})"
                 for s in r.strikes]
        first = {"a": a, "b": b}.get(r.first or "", tr("both at once"))
        bases.insert(0, tr("strikes first: {unit}").format(unit=first))

        units_ = {"a": table.unit(a), "b": table.unit(b)}

        def ends(rd: Reading) -> dict[str, str]:
            """Side → "destroyed" (below the unit minimum, B27) or "auto" (all its engaged fell: a rout without a
            roll, B23) or "test" (B23: the morale panel's) or "none"."""
            from rules.bbg.melee import loss_status
            out = {}
            for side, uid in names.items():
                u, lost = units_[side], len(rd.fallen.get(uid, ()))
                if u.kind == "elephant":  # wounds, not losses: its tests are the Elephants tab's (B56)
                    out[side] = "none"
                elif lost and not dissolved(u.kind, u.count) and dissolved(u.kind, u.count - lost):  # falls below
                    out[side] = "destroyed"
                else:
                    out[side] = loss_status(r.rules.get(side) or LossRule(), lost, r.engaged[side], u.count)
            return out

        def effects(rd: Reading) -> tuple[Effect, ...]:
            """The casualties, then the melee's end (B25, B26): one unit out — destroyed, the winner +2; routed
            without a roll, −1 and the winner +1 — ends it; both out, no one wins. When the other must still test
            (B24 `[L352]`: a rout without a roll is no test, the other tests and may rout too), its gain waits for
            its test: the morale panel gives it on a pass, and on a failure no one wins."""
            end = ends(rd)
            dissolved_ = {names[s] for s in "ab" if end[s] == "destroyed"}
            out = [replace(e, fill=False) if e.unit in dissolved_ else e  # no unit left to fill its ranks (B27)
                   for e in _casualties(table, rd.fallen)]
            gone = [s for s in "ab" if end[s] in ("destroyed", "auto")]
            for side in gone:
                if end[side] == "auto":
                    out.append(_rout(table, names[side], triumph=EVENTS["routed"][0]))
                else:  # B27 [L106]: it ceases to exist, its figures become skirmishers
                    out.append(Effect(names[side], dissolve=True))
            if len(gone) == 1:
                winner = "b" if gone[0] == "a" else "a"
                if end[winner] != "test":  # B24: a unit that must still test wins only if it passes
                    out.append(Effect(names[winner], triumph=EVENTS["destroyed" if end[gone[0]] == "destroyed"
                                                                    else "routed"][1]))
            return tuple(out)

        def summary(rd: Reading) -> str:
            lines = [tr("{a} loses {x}, {b} loses {y}").format(a=a, b=b, x=len(rd.fallen[a]), y=len(rd.fallen[b]))]
            end = ends(rd)
            for side, status in end.items():
                text = {"destroyed": tr("{unit} is destroyed: below the unit minimum, the melee ends (B27)"),
                        "auto": tr("{unit} lost all its engaged figures: it routs without a roll (B23)"),
                        "test": tr("{unit} must take a morale test (B23): the Morale tab")}.get(status)
                if status == "test" and end["b" if side == "a" else "a"] == "test":
                    text = tr("{unit} must take a morale test, as its opponent must: the Morale tab's double test "
                              "(B24)")
                if status == "test" and end["b" if side == "a" else "a"] in ("destroyed", "auto"):
                    text = tr("{unit} must still take its morale test (B24): a pass wins the melee; a failure "
                              "routs it too and no one wins. The Morale tab")
                if text:
                    lines.append(text.format(unit=names[side]))
            return "<br>".join(lines + _wounds_said(table, rd))

        return Computed([(a, r.ledger_a), (b, r.ledger_b)], bases,
                        [(a, _loss_rows(r.losses("a"), "a" in r.wounded)),
                         (b, _loss_rows(r.losses("b"), "b" in r.wounded))], len(r.strikes),
                        lambda dice: read_melee(r, a, b, dice), effects, summary)


class ShootingPanel(ResolvePanel):
    """One unit's volley at a target (B33–B40): the nearest figures fall first; crossbows and gunpowder reload."""

    kind = "shooting"
    example = "weapon=bow distance=5"
    picks = (QT_TR_NOOP("Shooter"), QT_TR_NOOP("Target"))
    cites = {**CITES, "remove": "B38 [L408, L410]"}

    def extra_options(self, form: QFormLayout) -> None:
        self.mode = QComboBox()
        self.mode.addItem(tr("A volley at the target"), "volley")
        self.mode.addItem(tr("Loading: the shooter spent half-rounds without moving (B40)"), "loading")
        self.mode.setToolTip(tr("A crossbow loads for one half-round after it shoots, a gunpowder weapon for two; "
                                "a half-round counts only if the unit does not move (B40, [L430, L438, L440]). "
                                "Fact half_rounds=N: how many passed (1)"))
        self.mode.currentIndexChanged.connect(self.refresh)
        form.addRow(tr("Trigger"), self.mode)

    def compute(self, table: OpenTable, units: list[str], facts: dict[str, str]) -> Computed:
        from rules.cli.bbg_compute import build_volley
        s, t = units
        if self.mode.currentData() == "loading":
            return self._loading(table, s, facts)
        if s == t:
            raise ValueError(tr("choose two different units"))
        v, weapon, _why = build_volley(table, s, t, facts)
        left = table.placed(s).state.reloading.get(weapon, 0)
        if left:
            raise BadFact(tr("{unit}'s {weapon} is still loading: {n} half-round(s) left (B40, [L430, L438]); "
                             "record the loading first").format(unit=s, weapon=weapon, n=left))
        if not v.shots or v.band.strength is None:
            raise BadFact(tr("{target} is out of range of {unit}'s {weapon}").format(target=t, unit=s, weapon=weapon))
        bases = [f"{f}: <b>{number_json(b)}</b>" for f, b, _l in v.bases]
        led = [(tr("{unit} against the nearest figure").format(unit=s), v.bases[0][2])] if v.bases else []

        def effects(rd: Reading) -> tuple[Effect, ...]:
            out = _casualties(table, rd.fallen)
            if weapon in RELOAD_HALF_ROUNDS:
                out.append(Effect(s, reloading=((weapon, RELOAD_HALF_ROUNDS[weapon]),)))
            return tuple(out)

        return Computed(led, bases, [(tr("hits on {unit}").format(unit=t), _loss_rows(v.hits))], len(v.shots),
                        lambda dice: read_volley(v, t, dice), effects,
                        lambda rd: "<br>".join([tr("{n} hit(s)").format(n=rd.hits.get(t, 0))]
                                               + _wounds_said(table, rd)))

    def _loading(self, table: OpenTable, s: str, facts: dict[str, str]) -> Computed:
        """B40: each half-round the unit spends without moving brings its loading weapons one nearer; at 0 the
        weapon is loaded again and its counter goes."""
        try:
            passed = int(facts.get("half_rounds", "1"))
        except ValueError:
            raise ValueError(tr("half_rounds is a whole number of half-rounds")) from None
        loading = table.placed(s).state.reloading
        if passed < 1 or not loading:
            raise BadFact(tr("{unit} has no weapon loading (B40)").format(unit=s) if not loading
                          else tr("half_rounds is a whole number of half-rounds"))
        after = tuple((w, max(0, n - passed)) for w, n in sorted(loading.items()))
        bases = [tr("{weapon}: {n} half-round(s) left").format(weapon=w, n=n) for w, n in after]
        return Computed([], bases, [], 0, read_test_none, lambda rd: (Effect(s, reloading=after),),
                        lambda rd: "")


def _test_chances(test, use_reroll: bool) -> list[tuple[str, Fraction]]:
    return [(tr(RESULTS[k]), p) for k, p in test.chances(use_reroll).items()]


RESULTS = {"pass": QT_TR_NOOP("passes"), "orderly": QT_TR_NOOP("orderly rout"),
           "broken": QT_TR_NOOP("broken rout")}


class MoralePanel(ResolvePanel):
    """A morale test (B28–B31): pass, orderly or broken rout; a rout costs 1 triumph and gives the opponent 1
    (B26, `[L350, L468]`), its immediate move is a forced march (B21) and a broken rout disorders a close
    formation (B30). The same tab counts a forced march and clears what a standing round ends (B21, B30)."""

    kind = "morale"
    example = "fugitive=UNIT k=2 attacked_from=flank"
    picks = (QT_TR_NOOP("Unit"), QT_TR_NOOP("Opponent"))
    cites = {**CITES, "triumph": "B26 [L350, L468]"}

    def extra_options(self, form: QFormLayout) -> None:
        self.mode = QComboBox()
        self.mode.addItem(tr("A morale test (B28)"), "test")
        self.mode.addItem(tr("A forced march: the unit's counter rises by one (B21)"), "forced")
        self.mode.addItem(tr("Stood still this round: the counter returns to 0, a routed unit reforms (B21, B30)"),
                          "stood")
        self.mode.addItem(tr("Retreat from a charge: one forced march straight back (B51)"), "retreat")
        self.mode.addItem(tr("Both units test after their melee (B24): decided only if one routs and the other does "
                             "not"), "double")
        self.mode.setToolTip(tr("The counter of consecutive forced marches is −1 each in melee and morale until "
                                "the end of the unit's first round spent standing ([L341]); a routed unit stands "
                                "one round and reforms ([L495])"))
        self.mode.currentIndexChanged.connect(self.refresh)
        form.addRow(tr("Trigger"), self.mode)
        self.use_reroll = QCheckBox(tr("Use the commander's re-roll (B29)"))
        self.use_reroll.toggled.connect(self.refresh)
        form.addRow("", self.use_reroll)

    def compute(self, table: OpenTable, units: list[str], facts: dict[str, str]) -> Computed:
        from rules.cli.bbg_compute import build_morale
        uid, opp = units
        self.use_reroll.setVisible(self.mode.currentData() in ("test", "double"))
        self.cites = {**CITES, "triumph": "B26 [L350, L468]"}
        if self.mode.currentData() == "retreat":
            return self._retreat(table, uid, opp, facts)
        if self.mode.currentData() == "double":
            return self._double(table, uid, opp, facts)
        if self.mode.currentData() != "test":
            return self._counters(table, uid)
        t, info = build_morale(table, uid, facts)
        if t is None:
            raise BadFact(str(info.get("why", "")))
        use = self.use_reroll.isChecked() and t.reroll
        pending = _melee_left_to_test(self.desk.record.steps, uid, opp) if opp and opp != uid else None
        bases = [tr("{unit}: base {base}").format(unit=uid, base=t.base), t.reroll_reason]
        if pending:
            bases.append(tr("{opponent} went out of the melee without a roll; this test decides it (B24): a pass "
                            "wins it, a failure routs {unit} too and no one wins").format(opponent=opp, unit=uid))
        return Computed([(uid, t.ledger)], bases,
                        [(uid, _test_chances(t, use))], 1, lambda dice: read_test(t, dice, use),
                        lambda rd: _rout_effects(table, uid, opp, rd, pending), lambda rd: tr(RESULTS[rd.result]))

    def _double(self, table: OpenTable, uid: str, opp: str | None, facts: dict[str, str]) -> Computed:
        """B24 `[L352]`: both units of a two-unit melee are due a test (B23): both roll; the one that fails routs
        (−1, its opponent +1, B26) only if the other passed; both pass or both fail and the melee goes on."""
        from rules.bbg.morale import double_test
        from rules.bbg.outcomes import read_double_test
        from rules.cli.bbg_compute import build_morale
        if not opp or opp == uid:
            raise ValueError(tr("choose two different units"))
        tests = []
        for u in (uid, opp):
            t, info = build_morale(table, u, facts)
            if t is None:
                raise BadFact(str(info.get("why", "")))
            tests.append(t)
        ta, tb = tests
        use = self.use_reroll.isChecked()
        ch = double_test(ta.chances(use and ta.reroll), tb.chances(use and tb.reroll))
        self.cites = {**self.cites, "triumph": "B24, B26 [L350, L352]"}
        dist = [(tr("{unit} routs, the other stands").format(unit=uid), ch["a_routs"]),
                (tr("{unit} routs, the other stands").format(unit=opp), ch["b_routs"]),
                (tr("the melee goes on: both pass or both fail (B24, [L352])"), ch["continues"])]
        bases = [tr("{unit}: base {base}").format(unit=t.unit, base=t.base) for t in tests]

        def effects(rd) -> tuple[Effect, ...]:
            if rd.result != "decided":
                return ()
            loser = next(u for u, r in rd.tests.items() if r != "pass")
            winner = opp if loser == uid else uid
            lose, gain = EVENTS["routed"][:2]
            return (_rout(table, loser, triumph=lose, broken=rd.tests[loser] == "broken"), Effect(winner, triumph=gain))

        def summary(rd) -> str:
            lines = [f"{u}: {tr(RESULTS[r])}" for u, r in rd.tests.items()]
            lines.append(tr("the melee goes on: both pass or both fail (B24, [L352])") if rd.result != "decided"
                         else tr("the melee is decided: one routs, the other stands (B24, [L352])"))
            return "<br>".join(lines)

        return Computed([(uid, ta.ledger), (opp, tb.ledger)], bases, [(tr("both tests"), dist)], 2,
                        lambda dice: read_double_test(ta, tb, dice, use), effects, summary)

    def _retreat(self, table: OpenTable, uid: str, opp: str | None, facts: dict[str, str]) -> Computed:
        """B51 `[L280-284]`: the charged unit retreats one forced march straight back instead of standing: its
        counter rises (B21), the charger gains 1 (B26, `[L280]`); a castle wall, moat, wide river, a friendly
        close formation or any enemy behind it forbids it (`[L282]`); cutting through forest, dry ditch or stake
        palisade disorders a close formation (`[L282-284]`). The unit is moved on the table by the referee."""
        from rules.cli.bbg_compute import build_retreat
        check, dist = build_retreat(table, uid, facts)
        if not check.allowed:
            raise BadFact(tr("{unit} cannot retreat: {obstacles} stand behind it (B51, [L282])").format(
                unit=uid, obstacles=", ".join(check.blocked_by)))
        st = table.placed(uid).state
        self.cites = {**self.cites, "disorder": "B51 [L282, L284]", "triumph": "B26, B51 [L280]",
                      "forced_up": "B21, B51 [L280, L341]"}
        disorder = bool(check.disorders) and table.formation(uid) == "close" and not st.disordered
        out = [Effect(uid, forced_marches=st.forced_marches + FORCED_MARCHES_PER_MOVE,
                      disordered=True if disorder else None)]
        if opp and opp != uid:
            out.append(Effect(opp, triumph=EVENTS["retreat_from_charge"][1]))
        bases = [tr("{unit} retreats {distance} M straight back, to ({x}, {y})").format(
            unit=uid, distance=f"{dist:g}", x=f"{check.end.x:.1f}", y=f"{check.end.y:.1f}")]
        if check.disorders:
            bases.append(tr("it cuts through {obstacles}: a close formation is disordered (B51, [L282, L284])").format(
                obstacles=", ".join(check.disorders)))
        return Computed([], bases, [], 0, read_test_none, lambda rd: tuple(out), lambda rd: "")

    def _counters(self, table: OpenTable, uid: str) -> Computed:
        """No dice: a forced march adds one to the counter (B21, B48); a round spent standing brings it back to 0
        at its end, and ends a routed unit's flight and disorder: it reforms (B21, B30, B54, `[L341, L495]`)."""
        st = table.placed(uid).state
        if self.mode.currentData() == "forced":
            e = Effect(uid, forced_marches=st.forced_marches + FORCED_MARCHES_PER_MOVE)
        else:
            e = Effect(uid, forced_marches=0 if st.forced_marches else None, fleeing=False if st.fleeing else None,
                       disordered=False if st.disordered else None)
            if e == Effect(uid):
                raise BadFact(tr("{unit} has no counter that a standing round clears").format(unit=uid))
        return Computed([], [tr("{unit}: {n} forced march(es)").format(unit=uid, n=st.forced_marches)], [], 0,
                        read_test_none, lambda rd: (e,), lambda rd: "")


def _melee_left_to_test(steps, uid: str, opp: str) -> str | None:
    """B24 `[L352]`: "routed" or "destroyed" when the last step of either unit is their melee in which `opp` went
    out without a roll (routed, or below its minimum, B23, B27) and `uid` was left to test with no triumph yet;
    None otherwise."""
    for step in reversed(steps):
        if uid not in step.units and opp not in step.units:
            continue
        if step.kind != "melee" or set(step.units) != {uid, opp} or any(e.unit == uid and e.triumph
                                                                        for e in step.effects):
            return None
        mine = [e for e in step.effects if e.unit == opp]
        if any(e.dissolve for e in mine):
            return "destroyed"
        return "routed" if any(e.fleeing for e in mine) else None
    return None


def _rout_effects(table: OpenTable, uid: str, opp: str | None, rd: Reading,
                  pending: str | None = None) -> tuple[Effect, ...]:
    """A failed test routs the unit (−1) and its opponent gains 1 (B26); after the opponent went out of their
    melee without a roll (`pending`, B24), a pass wins the melee (+1, +2 if the opponent was destroyed) and a
    failure gives no one the win."""
    if rd.result == "pass":
        return (Effect(uid, triumph=EVENTS[pending][1]),) if pending else ()
    lose, gain = EVENTS["routed"][:2]
    out = [_rout(table, uid, triumph=lose, broken=rd.result == "broken")]
    if opp and opp != uid and not pending:
        out.append(Effect(opp, triumph=gain))
    return tuple(out)


class ChariotsPanel(ResolvePanel):
    """A chariot's overrun (B55, `[L525]`): strikes at the front figures, a test at 10, the second strikes, a
    test at 15; an overturned chariot goes as the scenario agreed (`overturned_chariots: remove`)."""

    kind = "chariots"
    example = "chariot_moved=5"
    picks = (QT_TR_NOOP("Chariot"), QT_TR_NOOP("Target"))

    def extra_options(self, form: QFormLayout) -> None:
        self.mode = QComboBox()
        self.mode.addItem(tr("Overrun: the chariot drives into the target"), "overrun")
        self.mode.addItem(tr("Collision: two chariots, each rolls to stay up"), "collision")
        self.mode.setToolTip(tr("What happens (B55, [L513, L525])"))
        self.mode.currentIndexChanged.connect(self.refresh)
        form.addRow(tr("Trigger"), self.mode)

    def compute(self, table: OpenTable, units: list[str], facts: dict[str, str]) -> Computed:
        from rules.bbg.beasts import overrun
        c, t = units
        if c == t:
            raise ValueError(tr("choose two different units"))
        for uid in (c, t) if self.mode.currentData() == "collision" else (c,):
            if table.unit(uid).kind != "chariot":
                raise BadFact(tr("{unit} is not a chariot").format(unit=uid))
        if self.mode.currentData() == "collision":
            return self._collision(table, c, t)
        cu = table.unit(c)
        if "chariot_moved" not in facts:
            raise BadFact(tr("say how far the chariot moved before contact (chariot_moved=M, B13)"))
        _card, troop = table.card_and_type(c)
        front = [f.id for f in sorted(table.body(t).figures, key=lambda f: (f.rank, f.file)) if f.rank == 1]
        o = overrun(cu, table.unit(t), troop.team_width if troop else None, float(facts["chariot_moved"]), len(front))
        names = {"overturned_first": tr("overturned at the first test"),
                 "overturned_second": tr("overturned at the second test"), "melee": tr("a melee follows")}

        def effects(rd: Reading) -> tuple[Effect, ...]:
            out = _casualties(table, rd.fallen)
            if rd.result.startswith("overturned") and table.scenario.agreements.get("overturned_chariots") == "remove":
                from rules.bbg.record import figure_ids
                out.append(Effect(c, remove=tuple(figure_ids(table.placed(c)))))
            return tuple(out)

        return Computed([(tr("first strikes"), o.first_ledger), (tr("second strikes"), o.second_ledger)],
                        [tr("{n} strikes").format(n=o.strikes),
                         tr("first strikes: base {base}").format(base=o.first_base),
                         tr("second strikes: base {base}").format(base=number_json(o.second_base))],
                        [(tr("casualties of {unit}").format(unit=t), _loss_rows(o.casualties)),
                         (tr("the chariot"), [(names["overturned_first"], o.p_overturn_first),
                                              (names["overturned_second"], o.p_overturn_second),
                                              (names["melee"], o.p_melee)])],
                        min(o.strikes, len(front)) + 1, lambda dice: read_overrun(o, t, front, dice), effects,
                        lambda rd: names[rd.result])

    def _collision(self, table: OpenTable, c: str, t: str) -> Computed:
        """B55, [L513]: each chariot stays up on its own die (<= 10 for two)."""
        from rules.bbg.beasts import overturn
        from rules.bbg.outcomes import read_overturn
        from rules.bbg.record import figure_ids
        o = overturn(2)

        def effects(rd: Reading) -> tuple[Effect, ...]:
            if table.scenario.agreements.get("overturned_chariots") != "remove":
                return ()
            return tuple(Effect(r.label, remove=tuple(figure_ids(table.placed(r.label)))) for r in rd.rolls
                         if not r.success)

        return Computed([], [tr("each chariot stays up on {base} or less").format(base=o["base"])],
                        [(tr("chariots overturned"), [(str(k), p) for k, p in
                                                      enumerate(o["overturned"].probabilities())])],
                        2, lambda dice: read_overturn([c, t], dice), effects,
                        lambda rd: tr("{n} overturned").format(n=rd.overturned))


class ElephantsPanel(ResolvePanel):
    """An elephant's wound (B56, `[L545]`): the wound is counted, and from the fifth on the elephant tests at its
    morale − the wounds beyond the fourth; a failure and it goes berserk and flees one forced march. Its driver
    shot (`[L551-553]`): a test, a failure and it goes berserk. A berserk elephant tests no more and leaves the
    table after its tenth wound (`[L555]`)."""

    kind = "elephants"
    picks = (QT_TR_NOOP("Elephant"), QT_TR_NOOP("Unit"))
    cites = {**CITES, "remove": "B56 [L555]", "triumph": "B26, B32 [L535]"}

    def extra_options(self, form: QFormLayout) -> None:
        self.mode = QComboBox()
        self.mode.addItem(tr("A wound: the elephant tests from the fifth (B56)"), "wound")
        self.mode.addItem(tr("Terror: the unit it charges never met elephants (B32)"), "terror")
        self.mode.addItem(tr("The driver is shot: the elephant tests, a failure and it goes berserk (B56)"), "driver")
        self.mode.setToolTip(tr("What happens ([L533-535, L545, L551-555])"))
        self.mode.currentIndexChanged.connect(self.refresh)
        form.addRow(tr("Trigger"), self.mode)

    def compute(self, table: OpenTable, units: list[str], facts: dict[str, str]) -> Computed:
        from rules.bbg.beasts import berserk_removed, elephant_wound_test, terror_test
        from rules.bbg.morale import morale_test
        uid, other = units
        u = table.unit(uid)
        if u.kind == "elephant" and self.mode.currentData() == "terror":
            t = terror_test(table.unit(other))
            if t is None:
                raise BadFact(tr("{unit} has met elephants before: no terror test (B32)").format(unit=other))
            lose = EVENTS["elephant_terror_flight"][0]

            def terror(rd: Reading) -> tuple[Effect, ...]:
                return () if rd.result == "pass" else (_rout(table, other, lose, rd.result == "broken"),)

            return Computed([(other, t.ledger)], [tr("{unit}: base {base}").format(unit=other, base=t.base)],
                            [(other, _test_chances(t, False))], 1, lambda dice: read_test(t, dice), terror,
                            lambda rd: tr(RESULTS[rd.result]))
        if u.kind != "elephant":
            raise BadFact(tr("{unit} is not an elephant").format(unit=uid))
        st = table.placed(uid).state

        def berserk(wounds: int = 0) -> tuple[Effect, ...]:
            """Out of control for good, its crew counted dead; it flees one forced march ([L545, L551-553]); with
            ten wounds or more it leaves the table ([L555])."""
            out = (Effect(uid, wounds=wounds, fleeing=True, berserk=True,
                          forced_marches=st.forced_marches + FORCED_MARCHES_PER_MOVE),)
            if berserk_removed(st.wounds + wounds):
                out += (Effect(uid, remove=tuple(figure_ids(table.placed(uid)))),)
            return out

        if self.mode.currentData() == "driver":
            if st.berserk:
                raise BadFact(tr("{unit} is berserk already: it has no driver to lose (B56)").format(unit=uid))
            t = morale_test(u)
            return Computed([(uid, t.ledger)], [tr("the driver fell: base {base}").format(base=t.base)],
                            [(uid, _test_chances(t, False))], 1, lambda dice: read_test(t, dice),
                            lambda rd: () if rd.result == "pass" else berserk(),
                            lambda rd: tr("passes: a crewman may take the driver's seat if the elephant is not in "
                                          "melee") if rd.result == "pass" else tr("goes berserk (B56)"))
        wounds = st.wounds + 1
        wound = Effect(uid, wounds=1)
        if st.berserk:  # no test: it is out of control already; the tenth wound takes it off the table
            gone = berserk_removed(wounds)
            e = (wound, Effect(uid, remove=tuple(figure_ids(table.placed(uid))))) if gone else (wound,)
            text = tr("wound {n}: the berserk elephant leaves the table (B56)") if gone else tr(
                "wound {n}: berserk, no test (B56)")
            return Computed([], [text.format(n=wounds)], [], 0, read_test_none, lambda rd: e,
                            lambda rd: text.format(n=wounds))
        t = elephant_wound_test(u, wounds)
        if t is None:
            return Computed([], [tr("wound {n}: no test before the fifth (B56)").format(n=wounds)], [], 0,
                            lambda dice: read_test_none(dice), lambda rd: (wound,),
                            lambda rd: tr("wound {n}").format(n=wounds))

        def effects(rd: Reading) -> tuple[Effect, ...]:
            return (wound,) if rd.result == "pass" else berserk(1)

        return Computed([(uid, t.ledger)], [tr("wound {n}: base {base}").format(n=wounds, base=t.base)],
                        [(uid, _test_chances(t, False))], 1, lambda dice: read_test(t, dice), effects,
                        lambda rd: tr(RESULTS[rd.result]))


def read_test_none(dice: Sequence[int]) -> Reading:
    """No die is rolled: the step only counts."""
    if dice:
        raise BadFact(tr("no dice are rolled for this step"))
    return Reading((), result="pass")


PANELS: tuple[type[ResolvePanel], ...] = (MeleePanel, ShootingPanel, MoralePanel, ChariotsPanel, ElephantsPanel)
TITLES = {"melee": QT_TR_NOOP("Melee"), "shooting": QT_TR_NOOP("Shooting"), "morale": QT_TR_NOOP("Morale"),
          "chariots": QT_TR_NOOP("Chariots"), "elephants": QT_TR_NOOP("Elephants")}


class ResolveWindow(QMainWindow):
    """The five panels in tabs over one desk, with Undo/Redo and Save record (`python -m editor.bbg.resolve`; the
    table window's referee dock hosts the same panels, and the several-unit panel of melee_many_panel.py)."""

    def __init__(self, desk: Desk, record_path: Path | None = None) -> None:
        super().__init__()
        self.desk, self.record_path = desk, record_path
        self.setWindowTitle(tr("Referee desk — {title}").format(title=desk.record.start.title))
        self.tabs = QTabWidget()
        self.panels = {}
        for cls in PANELS:
            panel = cls(desk)
            self.panels[cls.kind] = panel
            self.tabs.addTab(panel, panel.title())
        self.setCentralWidget(self.tabs)
        undo = desk.undo.createUndoAction(self, tr("Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = desk.undo.createRedoAction(self, tr("Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        save = QAction(tr("Save record"), self)
        save.setShortcut(QKeySequence.StandardKey.Save)
        save.setToolTip(tr("Write the game record (atomic)"))
        save.triggered.connect(self.save)
        bar = self.addToolBar(tr("Record"))
        for a in (undo, redo, save):
            bar.addAction(a)
        desk.changed.connect(self._status)
        self._status()

    def _status(self) -> None:
        self.statusBar().showMessage(tr("{n} step(s) in the record").format(n=len(self.desk.record)))

    def save(self) -> None:
        if self.record_path is None:
            return
        try:
            self.desk.record.save(self.record_path)
        except (OSError, BadFact) as e:
            self.statusBar().showMessage(tr("The record was not saved: {reason}").format(reason=e))
            return
        self.statusBar().showMessage(tr("Record saved to {path}").format(path=self.record_path))


def main(argv: Sequence[str] | None = None) -> int:
    from editor.i18n import editor_language, install
    parser = argparse.ArgumentParser(prog="python -m editor.bbg.resolve",
                                     description="The BBG referee desk's resolution panels, standalone.")
    parser.add_argument("scenario")
    parser.add_argument("--record", help="where Save record writes (default: SCENARIO.record.yaml); an existing "
                                         "record is replayed and the game goes on from its end")
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install(app, editor_language())
    path = Path(args.record) if args.record else Path(args.scenario).with_suffix(".record.yaml")
    if path.exists():
        desk, problems = Desk.resume(path)
        if desk is None:
            print("\n".join(problems), file=sys.stderr)
            return 2
    else:
        try:
            desk = Desk.open(args.scenario, seed=args.seed)
        except ValueError as e:
            print(f"{args.scenario}: {e}", file=sys.stderr)
            return 2
    win = ResolveWindow(desk, path)
    win.resize(1366, 768)
    win.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
