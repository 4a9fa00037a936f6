"""Scenario settings: title and source, ruleset, turns and scale, reinforcements, special rules, victory
(with a preview of what scores). OK applies everything as one undo step."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rules.geometry.hexgrid import Hex
from rules.scenario import model as m
from rules.tables import load_tables

from ..hexmap.document import Document
from ..i18n import tr
from ..words import unit_type_name, word
from .pickers import ChecklistCell, ComboCell, CounterCell, EntryCell, HexCell

OPTIONS = {
    "stacked_artillery_both_fire": ["true", "false"],
    "routed_units_face_rout_edge": ["true", "false"],
    "rout_path": ["least_cost_avoid_enemy", "direct_shift_when_blocked"],
    "phase_b_archer_order": ["defender_first", "attacker_first"],
}
# Each rules option in words, with the rule it settles (R1: the editions differ on these points).
OPTION_WORDS = {
    "stacked_artillery_both_fire": (QT_TR_NOOP("Both stacked artillery units fire"),
                                    QT_TR_NOOP("5.2.5 (R1): two artillery units stacked together may both fire")),
    "routed_units_face_rout_edge": (QT_TR_NOOP("Routed units face their rout edge"),
                                    QT_TR_NOOP("12.2.1 (R1): a routed unit turns to face its rout edge")),
    "rout_path": (QT_TR_NOOP("Rout path"),
                  QT_TR_NOOP("12.2.2 (R1): how a routed unit picks its path toward its rout edge")),
    "phase_b_archer_order": (QT_TR_NOOP("Phase B archers: who fires first"),
                             QT_TR_NOOP("6.B (R1, R39): the order of Phase B fire")),
}
VALUE_WORDS = {
    "true": QT_TR_NOOP("yes"),
    "false": QT_TR_NOOP("no"),
    "least_cost_avoid_enemy": QT_TR_NOOP("the cheapest path, away from enemies"),
    "direct_shift_when_blocked": QT_TR_NOOP("straight on, shifting aside when blocked"),
    "defender_first": QT_TR_NOOP("the defender's archers first"),
    "attacker_first": QT_TR_NOOP("the attacker's archers first"),
}
EVENT_WORDS = {
    "unit_eliminated": QT_TR_NOOP("an enemy unit eliminated"),
    "unit_routed_at_end": QT_TR_NOOP("an enemy unit routed at the end"),
    "leader_killed": QT_TR_NOOP("an enemy leader killed"),
    "leader_captured": QT_TR_NOOP("an enemy leader captured"),
    "leader_wounded": QT_TR_NOOP("an enemy leader wounded"),
    "army_commander_killed": QT_TR_NOOP("the enemy army commander killed"),
    "army_commander_captured": QT_TR_NOOP("the enemy army commander captured"),
    "hex_held_at_end": QT_TR_NOOP("hexes held at the end"),
    "unit_exited": QT_TR_NOOP("a unit exited by a map edge"),
}
ROW_HEIGHT_ROWS = 4  # a table shows at least this many rows without scrolling
ROW_PX = 25
MAX_ROWS = 9  # and grows to show up to this many
DEFAULT_SIZE = (1040, 640)  # fits 1366 × 768 with the task bar and the window frame


Cell = Callable[[str, Callable[[int], str]], QWidget]  # (value, another column of the row) → a widget
SP_EVENTS = m.PER_SP_EVENTS  # the events whose score counts per SP (rules/engine/victory.py)


class LiveDelegate(QStyledItemDelegate):
    """A typed cell's text goes into the table at each keystroke, so what depends on it (the victory preview)
    follows the typing rather than waiting for Enter or a click elsewhere."""

    def createEditor(self, parent, option, index):  # noqa: N802 - Qt's name
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.textEdited.connect(lambda _text, e=editor: self.commitData.emit(e))
        return editor


class Table(QWidget):
    """An editable table with Add and Remove buttons. A column may have a cell factory (a combo, a picker):
    its widget's value() is read back as the text a typed cell would hold."""

    edited = Signal()  # a cell changed, typed or picked

    def __init__(self, headers: list[str], tips: list[str] | None = None, cells: dict[int, Cell] | None = None,
                 rows: int = ROW_HEIGHT_ROWS) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.cells = cells or {}
        self.table = QTableWidget(0, len(headers))
        self.table.setItemDelegate(LiveDelegate(self.table))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setDefaultSectionSize(ROW_PX)
        self.table.verticalHeader().setMinimumSectionSize(ROW_PX)
        self.min_rows = rows
        self._fit_height()
        self.table.model().rowsInserted.connect(self._fit_height)
        self.table.model().rowsRemoved.connect(self._fit_height)
        for i, tip in enumerate(tips or []):
            self.table.horizontalHeaderItem(i).setToolTip(tip)
        self.table.itemChanged.connect(self.edited)
        self.table.model().rowsRemoved.connect(self.edited)
        lay.addWidget(self.table)
        row = QHBoxLayout()
        add, rem = QPushButton(tr("Add")), QPushButton(tr("Remove"))
        add.clicked.connect(lambda: self.add_row([""] * len(headers)))
        rem.clicked.connect(lambda: self.table.removeRow(self.table.currentRow()) if self.table.currentRow() >= 0
                            else None)
        row.addWidget(add)
        row.addWidget(rem)
        row.addStretch(1)
        lay.addLayout(row)

    def add_row(self, values: list) -> None:
        r = self.table.rowCount()
        self.table.insertRow(r)
        for c, v in enumerate(values):
            text = "" if v is None else str(v)
            if c in self.cells:
                made: list[QWidget] = []
                widget = self.cells[c](text, lambda col, made=made: self._in_row_of(made[0], col) if made else "")
                made.append(widget)
                if isinstance(widget, QComboBox):
                    widget.currentIndexChanged.connect(self.edited)
                elif hasattr(widget, "line"):
                    widget.line.textChanged.connect(self.edited)
                self.table.setCellWidget(r, c, widget)
            else:
                self.table.setItem(r, c, QTableWidgetItem(text))

    def _fit_height(self, *_) -> None:
        """Tall enough for every row (up to MAX_ROWS): a designer sees the whole rule set at once."""
        n = min(max(self.min_rows, self.table.rowCount()), MAX_ROWS)
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setMinimumHeight(header + ROW_PX * n + 2 * self.table.frameWidth() + 2)

    def set_widths(self, widths: list[int]) -> None:
        for c, px in enumerate(widths):
            self.table.setColumnWidth(c, px)

    def _in_row_of(self, widget: QWidget, col: int) -> str:
        """Another column's value in the row this widget is in now (rows move when one is removed)."""
        for r in range(self.table.rowCount()):
            if any(self.table.cellWidget(r, c) is widget for c in self.cells):
                return self.cell(r, col)
        return ""

    def cell(self, r: int, c: int) -> str:
        """The cell's value: its picker's for a column with one, else the text typed (while a typed cell is being
        edited, Qt's cellWidget() is its line editor, which has no value(): issue #26, item 7)."""
        widget = self.table.cellWidget(r, c) if c in self.cells else None
        if widget is not None:
            return widget.value()  # type: ignore[attr-defined]
        item = self.table.item(r, c)
        return item.text().strip() if item else ""

    def rows(self) -> list[list[str]]:
        out = []
        for r in range(self.table.rowCount()):
            vals = [self.cell(r, c) for c in range(self.table.columnCount())]
            if any(vals):
                out.append(vals)
        return out


def _words(text: str) -> list[str]:
    return [w for w in text.replace(",", " ").split() if w]


class SettingsDialog(QDialog):
    def __init__(self, doc: Document, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        s = doc.scenario
        g = s.grid
        self.setWindowTitle(tr("Scenario settings"))
        self.resize(*DEFAULT_SIZE)
        lay = QVBoxLayout(self)
        tabs = QTabWidget()
        lay.addWidget(tabs)
        self.tabs = tabs

        # general
        w = QWidget()
        outer = QVBoxLayout(w)
        f = QFormLayout()
        outer.addLayout(f)
        outer.addStretch(1)  # the rows keep their height; the space left goes below them
        self.title = QLineEdit(s.title)
        f.addRow(tr("Title"), self.title)
        self.description = QPlainTextEdit(s.description or "")
        self.description.setMaximumHeight(80)
        f.addRow(tr("Description"), self.description)
        self.publication = QLineEdit(s.source.publication or "" if s.source else "")
        self.publication.setToolTip(tr("Where the data was transcribed from"))
        f.addRow(tr("Source"), self.publication)
        self.source_notes = QLineEdit(s.source.notes or "" if s.source else "")
        f.addRow(tr("Source notes"), self.source_notes)
        self.edition = QComboBox()
        self.edition.addItems(list(m.EDITIONS))
        self.edition.setCurrentText(s.ruleset.edition)
        self.edition.setToolTip(tr("A preset of rules options (R1): 2010 English, 2014 French/Hungarian, 2018 French"))
        f.addRow(tr("Edition"), self.edition)
        self.options: dict[str, QComboBox] = {}
        for name, values in OPTIONS.items():
            words, rule = (tr(t) for t in OPTION_WORDS[name])
            c = QComboBox()
            c.addItem(tr("(as the edition)"), None)
            for v in values:
                c.addItem(tr(VALUE_WORDS[v]) if v in VALUE_WORDS else v, v)
            cur = s.ruleset.options.get(name)
            if cur is not None:
                c.setCurrentIndex(max(0, c.findData(str(cur).lower())))
            c.setToolTip(tr("{rule}. Option '{name}'; '(as the edition)' keeps the edition's preset.").format(
                rule=rule, name=name))
            self.options[name] = c
            label = QLabel(words)
            label.setToolTip(c.toolTip())
            f.addRow(label, c)
        turns = QHBoxLayout()
        self.first_turn, self.last_turn = QSpinBox(), QSpinBox()
        for sp, v in ((self.first_turn, s.first_turn), (self.last_turn, s.last_turn)):
            sp.setRange(1, 999)
            sp.setValue(v)
            turns.addWidget(sp)
        turns.addStretch(1)
        f.addRow(tr("Turns (first, last)"), turns)
        scale = QHBoxLayout()
        self.scale: dict[str, QSpinBox] = {}
        for key, label in (("minutes_per_turn", tr("min/turn")), ("metres_per_hex", tr("m/hex")),
                           ("men_per_sp", tr("men/SP"))):
            sp = QSpinBox()
            sp.setRange(0, 100000)
            sp.setSpecialValueText("—")
            sp.setValue(getattr(s.scale, key) or 0 if s.scale else 0)
            self.scale[key] = sp
            scale.addWidget(sp)
            scale.addWidget(QLabel(label))
        scale.addStretch(1)
        f.addRow(tr("Scale"), scale)
        self.hex_mm = QDoubleSpinBox()  # the printed hex (File → Export → PDF map); 0 shows the series' default
        self.hex_mm.setRange(0.0, m.HEX_MM_RANGE[1])
        self.hex_mm.setDecimals(1)
        self.hex_mm.setSingleStep(0.5)
        self.hex_mm.setSuffix(tr(" mm"))
        self.hex_mm.setSpecialValueText(tr("{DEFAULT_HEX_MM:g} mm (series default)").format(
            DEFAULT_HEX_MM=m.DEFAULT_HEX_MM))
        self.hex_mm.setValue(s.scale.hex_mm or 0.0 if s.scale else 0.0)
        self.hex_mm.setToolTip(tr("The hex across the flats on a printed map (centre to neighbour's centre)"))
        f.addRow(tr("Printed hex"), self.hex_mm)
        tabs.addTab(w, tr("General"))

        # reinforcements
        self.reinf = Table([tr("Turn"), tr("Side"), tr("Enter (edge or hexes)"), tr("Units"), tr("Leaders")],
                           [tr("Game turn"), tr("The side they join"),
                            tr("A map edge from the list, or hexes picked on the map (R29)"),
                            tr("The side's units that come on"), tr("The side's leaders that come on")],
                           {1: lambda v, row: ComboCell(self._sides, v),
                            2: lambda v, row: EntryCell(v, doc, m.EDGES),
                            3: lambda v, row: CounterCell(v, lambda: self._units(row(1)), tr("units")),
                            4: lambda v, row: CounterCell(v, lambda: self._leaders(row(1)), tr("leaders"))})
        for r in s.reinforcements:
            enter = r.enter.edge if r.enter.edge else " ".join(g.label(h) for h in r.enter.hexes or [])
            self.reinf.add_row([r.turn, r.side, enter, ", ".join(r.units), ", ".join(r.leaders)])
        self.reinf.set_widths([50, 180, 290, 290])
        tabs.addTab(self.reinf, tr("Reinforcements"))

        # special rules
        w = QWidget()
        v = QVBoxLayout(w)
        v.addWidget(QLabel(tr("Terrain read as a chart row (e.g. camp → wood):")))
        terrains = [(word(t), t) for t in dict.fromkeys([*m.HEX_TERRAIN, *s.map.terrain.values()])]
        chart = [(word(k), k) for k, row in load_tables().terrain.items() if row.kind == "hex"]
        self.terrain_as = Table([tr("Scenario terrain"), tr("Reads as")],
                                [tr("Terrain as drawn on this map"), tr("The Terrain Chart row it is read as")],
                                {0: lambda v, row: ComboCell(terrains, v), 1: lambda v, row: ComboCell(chart, v)},
                                rows=2)
        for k, val in s.special_rules.terrain_as.items():
            self.terrain_as.add_row([k, val])
        v.addWidget(self.terrain_as)
        v.addWidget(QLabel(tr("Stacking exceptions (5.2.2):")))
        banner_tip = tr("The banners it covers (5.2.2; R20): choose them from the scenario's banners, "
                             "listed by side")
        type_tip = tr("The unit types it covers (2.2, 5.2.2): choose them from the edition's unit types")
        self.stacking = Table([tr("Banners"), tr("Types"), tr("Max units")],
                              [banner_tip, type_tip, tr("Units allowed in one hex")],
                              {0: lambda v, row: self._banner_cell(v, banner_tip),
                               1: lambda v, row: ChecklistCell(v, self._unit_types, tr("unit types"), type_tip)},
                              rows=2)
        for x in s.special_rules.stacking:
            self.stacking.add_row([", ".join(x.banners), ", ".join(x.types), x.max_units])
        self.stacking.set_widths([330, 260])
        v.addWidget(self.stacking)
        row = QFormLayout()
        no_melee_tip = tr("Banners whose units may not be meleed from their front hexes (9.1): choose them "
                               "from the scenario's banners, listed by side")
        self.no_melee = self._banner_cell(", ".join(s.special_rules.no_melee_from_front), no_melee_tip)
        row.addRow(tr("No mêlée from the front"), self.no_melee)
        self.notes = QPlainTextEdit(s.special_rules.notes or "")
        self.notes.setMaximumHeight(70)
        row.addRow(tr("Notes for the players"), self.notes)
        v.addLayout(row)
        tabs.addTab(w, tr("Special rules"))

        # victory
        w = QWidget()
        v = QVBoxLayout(w)
        v.addWidget(QLabel(tr("Victory points (scored by the side that causes the event):")))
        events = [(tr(EVENT_WORDS[e]) if e in EVENT_WORDS else e, e) for e in m.VICTORY_EVENTS]
        edges = [(word(e), e) for e in m.EDGES]
        self.points = Table([tr("Event"), tr("Side"), tr("Points"), tr("Per SP"), tr("Hexes"), tr("Edge")],
                            [tr("What scores"), tr("The side that scores (blank: either)"), tr("Points each time"),
                             tr("Points per SP"), tr("Hexes held at the end, picked on the map"),
                             tr("Edge (a unit exited)")],
                            {0: lambda v, row: ComboCell(events, v),
                             1: lambda v, row: ComboCell(self._sides, v, blank=tr("either side")),
                             4: lambda v, row: HexCell(v, doc, tr("hexes held at the end")),
                             5: lambda v, row: ComboCell(edges, v, blank="—")})
        for p in s.victory.points:
            self.points.add_row([p.event, p.side, p.points, p.per_sp,
                                 " ".join(g.label(h) for h in p.hexes or []), p.edge])
        v.addWidget(self.points)
        bottom = QHBoxLayout()
        v.addLayout(bottom)
        left = QVBoxLayout()
        bottom.addLayout(left, 3)
        v = left
        v.addWidget(QLabel(tr("Sudden death:")))
        self.sudden = Table([tr("Side whose losses count"), tr("Losses at least (SP)"), tr("Winner")], None,
                            {0: lambda v, row: ComboCell(self._sides, v), 2: lambda v, row: ComboCell(self._sides, v)},
                            rows=2)
        for x in s.victory.sudden_death:
            self.sudden.add_row([x.side, x.losses_sp_at_least, x.winner])
        v.addWidget(self.sudden)
        v.addWidget(QLabel(tr("Levels on the VP difference (blank 'at least' = otherwise):")))
        self.levels = Table([tr("At least"), tr("Result")], rows=3)
        for x in s.victory.levels:
            self.levels.add_row([x.at_least, x.result])
        v.addWidget(self.levels)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("background: #fbf8ee; border: 1px solid #ccc; padding: 6px")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.preview.setMinimumWidth(320)
        bottom.addWidget(self.preview, 2)
        self.points.set_widths([250, 190, 60, 60, 260])
        self.sudden.set_widths([190, 150])
        self.levels.set_widths([80])
        for t in (self.points, self.sudden, self.levels):
            t.edited.connect(self.update_preview)
        tabs.addTab(w, tr("Victory"))
        self.update_preview()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._values: dict | None = None

    # -- what the pickers offer ---------------------------------------------------------------------------
    def _sides(self) -> list[tuple[str, str]]:
        return [(f"{sd.name} ({sd.id})", sd.id) for sd in self.doc.scenario.sides]

    def _units(self, side_id: str) -> list[tuple[str, str | None]]:
        """The side's units under their banner (a heading with the banner's leader), in the file's order."""
        side = self.doc.scenario.side(side_id)
        if side is None:
            return []
        out: list[tuple[str, str | None]] = []
        for b in dict.fromkeys(u.banner for u in side.units):
            leaders = ", ".join(ld.name or ld.id for ld in side.leaders if ld.banner == b)
            out.append((f"{b} — {leaders}" if leaders else b, None))
            out += [(f"{u.name or u.id} — {u.type} ({u.id})", u.id) for u in side.units if u.banner == b]
        return out

    def _leaders(self, side_id: str) -> list[tuple[str, str]]:
        side = self.doc.scenario.side(side_id)
        return [(f"{ld.name or ld.id} — {ld.banner} ({ld.id})", ld.id) for ld in (side.leaders if side else [])]

    def _banner_items(self) -> list[tuple[str, str | None]]:
        """Every banner a leader or a unit carries, under its side's name, with who carries it."""
        out: list[tuple[str, str | None]] = []
        for sd in self.doc.scenario.sides:
            banners = list(dict.fromkeys([*(ld.banner for ld in sd.leaders), *(u.banner for u in sd.units)]))
            if not banners:
                continue
            out.append((sd.name, None))
            for b in banners:
                leaders = ", ".join(ld.name or ld.id for ld in sd.leaders if ld.banner == b)
                types = Counter(u.type for u in sd.units if u.banner == b)
                units = ", ".join(t if n == 1 else f"{t} ×{n}" for t, n in types.items())
                out.append((" — ".join(x for x in (b, leaders, units) if x), b))
        return out

    def _banner_cell(self, value: str, tip: str) -> ChecklistCell:
        return ChecklistCell(value, self._banner_items, tr("banners"), tip,
                             tr("No banners yet: give units and leaders their banner in Armies."))

    def _unit_types(self) -> list[tuple[str, str | None]]:
        return [(f"{unit_type_name(code)} ({code})", code) for code in load_tables().units]

    # -- reading the forms -------------------------------------------------------------------------------
    def _hexes(self, text: str) -> list[Hex]:
        out = []
        for w in _words(text):
            out.append(self.doc.scenario.grid.parse_label(w))  # ValueError: told to the designer
        return out

    def _int(self, text: str, what: str) -> int | None:
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise ValueError(tr("{what}: '{text}' is not a whole number").format(what=what, text=text)) from None

    def values(self) -> dict:
        """The new parts of the scenario; raises ValueError with a message for the designer."""
        s = self.doc.scenario
        pub, notes = self.publication.text().strip() or None, self.source_notes.text().strip() or None
        opts = dict(s.ruleset.options)
        for name, c in self.options.items():
            val = c.currentData()
            if val is None:
                opts.pop(name, None)
            else:
                opts[name] = {"true": True, "false": False}.get(val, val)
        scale_vals: dict[str, float | int | None] = {k: (sp.value() or None) for k, sp in self.scale.items()}
        hex_mm = self.hex_mm.value()
        if hex_mm and hex_mm < m.HEX_MM_RANGE[0]:
            raise ValueError(tr("a printed hex is at least {mm} mm across").format(mm=f"{m.HEX_MM_RANGE[0]:g}"))
        scale_vals["hex_mm"] = hex_mm or None
        reinf = []
        for row in self.reinf.rows():
            turn = self._int(row[0], tr("reinforcement turn"))
            if turn is None:
                raise ValueError(tr("every reinforcement needs a turn"))
            enter = row[2]
            entry = m.Entry(edge=enter) if enter in m.EDGES else m.Entry(hexes=self._hexes(enter))
            reinf.append(m.Reinforcement(turn, row[1], entry, _words(row[3]), _words(row[4])))
        terrain_as = {r[0]: r[1] for r in self.terrain_as.rows() if r[0]}
        stacking = [m.StackingException(self._int(r[2], tr("max units")) or 1, _words(r[0]), _words(r[1]))
                    for r in self.stacking.rows()]
        points = []
        for r in self.points.rows():
            if r[0] not in m.VICTORY_EVENTS:
                raise ValueError(tr("victory event '{event}' is not one of: {events}").format(
                    event=r[0], events=", ".join(m.VICTORY_EVENTS)))
            points.append(m.VictoryPoints(r[0], self._int(r[2], tr("points")), self._int(r[3], tr("per SP")),
                                          r[1] or None, self._hexes(r[4]) if r[4] else None, r[5] or None))
        sudden = [m.SuddenDeath(r[0], self._int(r[1], tr("losses")) or 0, r[2]) for r in self.sudden.rows()]
        levels = [m.VictoryLevel(r[1], self._int(r[0], tr("at least"))) for r in self.levels.rows()]
        return {
            "title": self.title.text().strip() or s.title,
            "description": self.description.toPlainText().strip() or None,
            "source": m.Source(pub, notes) if pub or notes else None,
            "ruleset": m.Ruleset(self.edition.currentText(), opts),
            "first_turn": self.first_turn.value(),
            "last_turn": self.last_turn.value(),
            "scale": m.Scale(**scale_vals) if any(scale_vals.values()) else None,
            "reinforcements": reinf,
            "special_rules": m.SpecialRules(terrain_as, stacking, _words(self.no_melee.value()),
                                            self.notes.toPlainText().strip() or None),
            "victory": m.Victory(points, sudden, levels),
        }

    def update_preview(self, *_) -> None:
        try:
            v = self.values()["victory"]
        except ValueError as e:
            self.preview.setText(f"<i>{e}</i>")
            return
        self.preview.setText(victory_preview(self.doc.scenario, v))

    def accept(self) -> None:
        try:
            self._values = self.values()
        except ValueError as e:
            QMessageBox.warning(self, tr("Check the settings"), str(e))
            return
        super().accept()

    def apply(self) -> bool:
        values = self._values if self._values is not None else self.values()
        return self.doc.edit(tr("Scenario settings"), copy.deepcopy(values))


def victory_preview(s: m.Scenario, v: m.Victory) -> str:
    """What scores, in words a player reads, as the engine scores it (rules/engine/victory.py, docs/play.md):
    a hex rule scores its points for each listed hex the side holds; 'per SP' counts only for units."""
    names = {sd.id: sd.name for sd in s.sides}
    g = s.grid
    lines = []
    words = {"unit_eliminated": tr("each enemy unit eliminated"),
             "unit_routed_at_end": tr("each enemy unit routed at the end"),
             "leader_killed": tr("each enemy leader killed"), "leader_captured": tr("each enemy leader captured"),
             "leader_wounded": tr("each enemy leader wounded"),
             "army_commander_killed": tr("the enemy army commander killed"),
             "army_commander_captured": tr("the enemy army commander captured"),
             "unit_exited": tr("each unit exited")}
    for p in v.points:
        who = names.get(p.side or "", tr("Each side")) if p.side else tr("Each side")
        per_sp = p.per_sp if p.event in SP_EVENTS else None
        amount = []
        if p.points:
            amount.append(tr("{points} VP").format(points=p.points))
        if per_sp:
            amount.append(tr("{points} VP per SP").format(points=per_sp))
        amount_words = " + ".join(amount) or tr("{points} VP").format(points=0)
        if p.event == "hex_held_at_end":
            line = tr("{who} scores {amount} for each of these hexes held at the end by one of its units, not "
                      "routed: {hexes}.").format(who=who, amount=amount_words,
                                                 hexes=", ".join(g.label(h) for h in p.hexes or []) or "—")
        else:
            what = words.get(p.event, p.event)
            if p.event == "unit_exited" and p.edge:
                what += tr(" by the {edge} edge").format(edge=word(p.edge))
            line = tr("{who} scores {amount} for {what}.").format(who=who, amount=amount_words, what=what)
        if p.per_sp and per_sp is None:
            line += " " + tr("('Per SP' counts nothing here: only units have SP.)")
        lines.append(line)
    for sd in v.sudden_death:
        lines.append(tr("Sudden death: {winner} wins at once when {side} has lost {sp} SP or more.").format(
            winner=names.get(sd.winner, sd.winner), side=names.get(sd.side, sd.side), sp=sd.losses_sp_at_least))
    for lv in v.levels:
        lines.append(tr("Difference ≥ {at_least}: {result}.").format(at_least=lv.at_least, result=lv.result)
                     if lv.at_least is not None else tr("Otherwise: {result}.").format(result=lv.result))
    return "<b>" + tr("What scores") + "</b><br>" + ("<br>".join(lines) if lines else tr("No victory rules yet."))
