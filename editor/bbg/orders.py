"""The army sheet's order entry (`bbg-sheet/1`, "Sereglap" `[L557-591]`, B58): for the chosen round, one row per
unit with its charge target, its move glyphs (the sheet's glyph set, appended from a picker), its shooting target
and timing (blank = before the move, `[L400]`). Targets are chosen from the other sides' units of the sheet's
scenario, never typed. A round is locked once its orders are given (`[L254, L394]`: no changing them after); a
locked round's cells are read-only. Every edit and lock is on the QUndoStack; the hosting window saves round
trip and exports the sheet through the BBG print export.

    editor = OrderSheetEditor.open(path, undo)   # or OrderSheetEditor(sheet, undo, targets=[...])
    python -m editor.bbg.orders SHEET.yaml         # the file in the BBG window that hosts this editor

The lock is the sheet's `locked:` list (docs/bbg-format.md): "Lock round" is an undoable edit of it, saved with the
sheet, and the table window's referee mode reads it (editor/table/referee.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rules.bbg import model as m
from rules.bbg.files import BbgFile, load_bbg, referenced_path
from rules.export.bbgprint import ROUNDS
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
)

COLUMNS = (QT_TR_NOOP("Unit"), QT_TR_NOOP("Charge target"), QT_TR_NOOP("Move"), QT_TR_NOOP("Shooting target"),
           QT_TR_NOOP("Shoots"))
GLYPH_NAMES = {"←": QT_TR_NOOP("more than 90° left"), "↖": QT_TR_NOOP("45–90° left"),
               "↑": QT_TR_NOOP("0–45° either way"), "↗": QT_TR_NOOP("45–90° right"),
               "→": QT_TR_NOOP("more than 90° right"), "↑↑": QT_TR_NOOP("forced march"), "↻": QT_TR_NOOP("reform"),
               "stop": QT_TR_NOOP("stop")}
WHEN_NAMES = {"before": QT_TR_NOOP("before the move"), "after": QT_TR_NOOP("after the move")}


def scenario_targets(sheet: m.Sheet, sheet_path: str | None) -> tuple[list[str], list[str]]:
    """(own unit ids, enemy unit ids) from the sheet's scenario, when it can be read; else the sheet's own."""
    own = [u.id for u in sheet.units]
    if sheet_path is None:
        return own, []
    path = referenced_path(Path(sheet_path).resolve().parent, sheet.scenario)
    got = load_bbg(path, validate=False) if path is not None and path.is_file() else None
    if got is None or got.kind != "scenario" or got.model is None:
        return own, []
    scen: m.Scenario = got.model  # type: ignore[assignment]
    side = scen.side(sheet.side)
    for u in side.units if side else []:
        if u.id not in own:
            own.append(u.id)
    enemies = [u.id for s in scen.sides if s.id != sheet.side for u in s.units]
    return own, enemies


class OrderSheetEditor(QWidget):
    """Edits one side's army sheet, a round at a time."""

    changed = Signal()

    def __init__(self, sheet: m.Sheet, undo: QUndoStack | None = None, loaded: BbgFile | None = None,
                 path: str | None = None, targets: list[str] | None = None, units: list[str] | None = None,
                 parent: QWidget | None = None, notify: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.sheet, self.loaded, self.path = sheet, loaded, path
        self.undo = undo if undo is not None else QUndoStack(self)
        self.notify = notify or self.refresh  # as ArmyListEditor.notify: the hosting document's signal
        self._given = (targets, units)
        own, enemies = scenario_targets(sheet, path)
        self.units = units if units is not None else own
        self.targets = targets if targets is not None else enemies
        self.findings: list[Finding] = []
        self.cell_findings: dict[tuple[int, str, int], list[Finding]] = {}  # (round, unit, column)
        self.problems = findings_list(self._go_to)
        self.round = QSpinBox()
        self.round.setRange(1, max(ROUNDS, max(sheet.rounds, default=1)))
        self.round.setPrefix(tr("Round "))
        self.round.setToolTip(tr("The round whose orders are shown"))
        self.round.valueChanged.connect(lambda _v: self.refresh())
        self.lock = QPushButton(tr("Lock round"))
        self.lock.setCheckable(True)
        self.lock.setToolTip(tr("Lock this round's orders: once given they are not changed ([L254, L394])"))
        self.lock.clicked.connect(self._toggle_lock)
        self.status = QLabel()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        top = QHBoxLayout()
        top.addWidget(self.round)
        top.addWidget(self.lock)
        top.addStretch(1)
        top.addWidget(self.status)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.table, 3)
        lay.addWidget(self.problems, 1)
        self.refresh()

    @classmethod
    def open(cls, path: str, undo: QUndoStack | None = None) -> OrderSheetEditor:
        loaded = open_kind(path, "sheet", tr("{file} is not a BBG army sheet"))
        return cls(loaded.model, undo, loaded, path)  # type: ignore[arg-type]

    # -- the model ------------------------------------------------------------------------------------------------
    @property
    def locked(self) -> set[int]:
        """The rounds whose orders are given: the sheet's `locked:` (saved with it, docs/bbg-format.md)."""
        return set(self.sheet.locked)

    def orders(self, n: int, unit: str) -> m.UnitOrders | None:
        r = self.sheet.rounds.get(n)
        return r.orders.get(unit) if r else None

    def set_orders(self, n: int, unit: str, new: m.UnitOrders | None, what: str) -> None:
        """Replace one unit's orders of round `n` (None: no orders), undoable; refused when the round is locked."""
        if n in self.locked:
            self.status.setText(tr("Round {n} is locked").format(n=n))
            return
        old = copy.deepcopy(self.orders(n, unit))

        def apply(value: m.UnitOrders | None) -> None:
            r = self.sheet.rounds.setdefault(n, m.SheetOrders(n))
            if value is None or (not value.charge and value.move is None and value.shoot is None):
                r.orders.pop(unit, None)
            else:
                r.orders[unit] = copy.deepcopy(value)
            if not r.orders:
                self.sheet.rounds.pop(n, None)

        self.undo.push(SetValue(what, apply, old, new, self.notify))

    def _edited(self, unit: str) -> m.UnitOrders:
        return copy.deepcopy(self.orders(self.round.value(), unit)) or m.UnitOrders()

    def set_charge(self, unit: str, target: str | None) -> None:
        o = self._edited(unit)
        o.charge = target or None
        self.set_orders(self.round.value(), unit, o, tr("Charge order of {unit}").format(unit=unit))

    def add_glyph(self, unit: str, glyph: str) -> None:
        o = self._edited(unit)
        glyphs = (o.move.glyphs if o.move else ()) + (glyph,)
        o.move = m.MoveOrder(glyphs, o.move.path if o.move else ())
        self.set_orders(self.round.value(), unit, o, tr("Move order of {unit}").format(unit=unit))

    def clear_move(self, unit: str) -> None:
        o = self._edited(unit)
        o.move = None
        self.set_orders(self.round.value(), unit, o, tr("Move order of {unit}").format(unit=unit))

    def set_shoot(self, unit: str, target: str | None = None, when: str | None = None) -> None:
        o = self._edited(unit)
        shoot = o.shoot or m.ShootOrder()
        if target is not None:
            shoot.target = target or None
        if when is not None:
            shoot.when = when
        o.shoot = shoot if shoot.target else None
        self.set_orders(self.round.value(), unit, o, tr("Shooting order of {unit}").format(unit=unit))

    def _toggle_lock(self) -> None:
        n = self.round.value()
        was = n in self.locked

        def apply(locked: bool) -> None:
            rounds = set(self.sheet.locked)
            (rounds.add if locked else rounds.discard)(n)
            self.sheet.locked = sorted(rounds)

        text = tr("Unlock round {n}").format(n=n) if was else tr("Lock round {n}").format(n=n)
        self.undo.push(SetValue(text, apply, was, not was, self.notify))

    # -- the table ------------------------------------------------------------------------------------------------
    def _combo(self, items: list[tuple[str, str | None]], value: str | None, on, tip: str, enabled: bool) -> QComboBox:
        return picker(items, value, on, tip, lambda v: tr("{id} (not an enemy unit)").format(id=v), enabled)

    def _move_cell(self, unit: str, o: m.UnitOrders | None, enabled: bool) -> QWidget:
        cell = QWidget()
        lay = QHBoxLayout(cell)
        lay.setContentsMargins(2, 0, 2, 0)
        shown = QLabel(" ".join(o.move.glyphs) if o and o.move else "")
        shown.setObjectName("glyphs")
        add = QToolButton()
        add.setText("+")
        add.setToolTip(tr("Add a move glyph (B58)"))
        add.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(add)
        for glyph in m.GLYPHS:
            act = menu.addAction(f"{glyph}  {tr(GLYPH_NAMES[glyph])}")
            act.setData(glyph)
            act.triggered.connect(lambda _c=False, g=glyph: self.add_glyph(unit, g))
        add.setMenu(menu)
        clear = QToolButton()
        clear.setText("×")
        clear.setToolTip(tr("Clear the move order"))
        clear.clicked.connect(lambda: self.clear_move(unit))
        for w in (add, clear):
            w.setEnabled(enabled)
        lay.addWidget(shown, 1)
        lay.addWidget(add)
        lay.addWidget(clear)
        return cell

    def refresh(self) -> None:
        n = self.round.value()
        enabled = n not in self.locked
        self.lock.setChecked(not enabled)
        self.lock.setText(tr("Locked") if not enabled else tr("Lock round"))
        targets = [("", None)] + [(t, t) for t in self.targets]
        whens = [(tr(WHEN_NAMES[w]), w) for w in m.SHOOT_WHEN]
        names = {u.id: u.name for u in self.sheet.units}
        self.table.setRowCount(len(self.units))
        for r, unit in enumerate(self.units):
            o = self.orders(n, unit)
            for c in range(len(COLUMNS)):
                clear_cell(self.table, r, c)
            item = QTableWidgetItem(names.get(unit) or unit)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            item.setToolTip(unit)
            self.table.setItem(r, 0, item)
            self.table.setCellWidget(r, 1, self._combo(targets, o.charge if o else None,
                                                       lambda v, u=unit: self.set_charge(u, v),
                                                       tr("The enemy unit it charges"), enabled))
            self.table.setCellWidget(r, 2, self._move_cell(unit, o, enabled))
            shoot = o.shoot if o else None
            self.table.setCellWidget(r, 3, self._combo(targets, shoot.target if shoot else None,
                                                       lambda v, u=unit: self.set_shoot(u, target=v or ""),
                                                       tr("The enemy unit it shoots at"), enabled))
            self.table.setCellWidget(r, 4, self._combo(whens, shoot.when if shoot else "before",
                                                       lambda v, u=unit: self.set_shoot(u, when=v),
                                                       tr("Shooting before or after the move (blank = before, "
                                                          "[L400])"), enabled and shoot is not None))
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(2, max(self.table.columnWidth(2), 140))
        self.check()
        self.changed.emit()

    # -- findings -------------------------------------------------------------------------------------------------
    def check(self) -> None:
        """Validate the sheet as it now is against its scenario; each finding of the shown round on its cell."""
        self.findings = checked_findings(self.sheet, str(Path(self.path).resolve()) if self.path else "<memory>")
        self.cell_findings = {}
        for f in self.findings:
            p = f.path
            if len(p) >= 3 and p[0] == "rounds" and str(p[1]).isdigit():
                column = {"charge": 1, "shoot": 3}.get(str(p[3]) if len(p) >= 4 else "", 0)
                self.cell_findings.setdefault((int(p[1]), str(p[2]), column), []).append(f)
        n = self.round.value()
        for r, unit in enumerate(self.units):
            for c in range(len(COLUMNS)):
                paint_cell(self.table, r, c, self.cell_findings.get((n, unit, c)), by_severity=False, clear=False)
        list_findings(self.problems, self.findings, _round_unit)

    def _go_to(self, item: QListWidgetItem) -> None:
        where = item.data(Qt.ItemDataRole.UserRole)
        if not where or where[1] not in self.units:
            return
        self.round.setValue(where[0])
        self.table.setCurrentCell(self.units.index(where[1]), 0)

    # -- files ----------------------------------------------------------------------------------------------------
    def set_path(self, path: str | None) -> None:
        """Saved under a new name: the sheet's scenario (its units and targets) is found from there."""
        self.path = path
        own, enemies = scenario_targets(self.sheet, path)
        self.units = self._given[1] if self._given[1] is not None else own
        self.targets = self._given[0] if self._given[0] is not None else enemies
        self.refresh()


def _round_unit(f: Finding) -> tuple[int, str] | None:
    """The (round, unit) a finding of the sheet is about, for the click in the list."""
    p = f.path
    return (int(p[1]), str(p[2])) if len(p) >= 3 and p[0] == "rounds" and str(p[1]).isdigit() else None


def main() -> int:
    return show_standalone("editor.bbg.orders")


if __name__ == "__main__":
    raise SystemExit(main())
