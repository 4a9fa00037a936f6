"""The combat panel: a fire or a mêlée before it is rolled, and any pending roll (counter-charge, rally,
initiative, leader check, pass-through) — every modifier with the rule it comes from, the total and the total
as the table uses it (clamped to ±7 for a mêlée, R6), and the exact probability of each result over the
dice, with the faces that give it. The numbers are the engine's (`rules.engine.pending_roll`, previews)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules.resolve.text import signed

from ...i18n import tr
from .preview import Preview

if TYPE_CHECKING:
    from .host import PlayHost


IDLE = QT_TR_NOOP("Select units, then hover or click an enemy, or select a fire or a mêlée in the decision list, "
                  "to see the odds")


class ProbabilityCell(QWidget):
    """A result's probability: the percentage in words beside its bar, never painted over by the bar's chunk
    (issue 15: a chunk of 40 % covered its own "40 %"). The tool tip gives it exactly."""

    BAR = 54  # the bar's width (px)

    def __init__(self, probability) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(4)
        self.label = QLabel(f"{float(probability) * 100:.0f} %")
        self.label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.label.setMinimumWidth(self.label.fontMetrics().horizontalAdvance("100 %") + 2)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setValue(round(float(probability) * 1000))
        self.bar.setTextVisible(False)
        self.bar.setFixedWidth(self.BAR)
        lay.addWidget(self.label)
        lay.addWidget(self.bar, 1)
        self.setToolTip(tr("exactly {probability}").format(probability=probability))

    @classmethod
    def width_for(cls, fm) -> int:
        """The column's width that shows "100 %" whole beside its bar."""
        return fm.horizontalAdvance("100 %") + 2 + 4 + cls.BAR + 8 + 4


def faces_text(faces: tuple[int, ...]) -> str:
    """(0, 1, 2, 5) -> '0–2, 5'."""
    if not faces:
        return "—"
    runs: list[list[int]] = []
    for f in faces:
        if runs and f == runs[-1][-1] + 1:
            runs[-1].append(f)
        else:
            runs.append([f])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs)


class OddsPanel(QWidget):
    def __init__(self, mode: PlayHost) -> None:
        super().__init__()
        self.mode = mode
        self.preview: Preview | None = None
        self.offer: str | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel(tr(IDLE))
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold;")
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("color: #b00020;")
        lay.addWidget(self.title)
        lay.addWidget(self.verdict)
        self.mods = QTableWidget(0, 3)
        self.mods.setHorizontalHeaderLabels(["", tr("Modifier"), tr("Rule")])
        self.mods.verticalHeader().hide()
        self.mods.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.mods.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        h = self.mods.horizontalHeader()
        h.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.mods.setToolTip(tr("Every modifier of the table, with the rule it comes from"))
        self.mods.setWordWrap(False)
        self.mods.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.mods.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.mods.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.mods.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        lay.addWidget(self.mods)
        self.total = QLabel()
        self.total.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.total)
        self.results = QTableWidget(0, 3)
        self.results.setHorizontalHeaderLabels([tr("Result"), tr("Die"), tr("Probability")])
        self.results.verticalHeader().hide()
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        rh = self.results.horizontalHeader()
        rh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        rh.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        rh.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        self.results.setColumnWidth(2, ProbabilityCell.width_for(self.fontMetrics()))
        self.results.setToolTip(tr("The exact probability of each result over the d10, and the die faces giving it"))
        self.results.setWordWrap(False)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        lay.addWidget(self.results)
        self.sum = QLabel()
        self.sum.setStyleSheet("color: #555;")
        row = QHBoxLayout()
        row.addWidget(self.sum, 1)
        self.apply_button = QPushButton()
        self.apply_button.setVisible(False)
        self.apply_button.clicked.connect(lambda: self.offer and self.mode.apply(self.offer))
        row.addWidget(self.apply_button)
        lay.addLayout(row)
        lay.addStretch(1)

    def show_preview(self, pv: Preview | None) -> None:
        self.preview = pv
        self.mods.setRowCount(0)
        self.results.setRowCount(0)
        self.total.clear()
        self.sum.clear()
        self.verdict.clear()
        self.set_offer(None)
        self._fit_rows()
        if pv is None:
            self.title.setText(tr(IDLE))
            return
        self.title.setText(pv.title)
        if pv.refused:
            self.verdict.setText("\n".join([tr("Not allowed: {error}").format(error=pv.refused), *pv.notes]))
        if pv.roll is None:
            return
        for m in pv.modifiers:
            r = self.mods.rowCount()
            self.mods.insertRow(r)
            value = QTableWidgetItem(signed(m.value))
            value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.mods.setItem(r, 0, value)
            self.mods.setItem(r, 1, QTableWidgetItem(m.label))
            rule = QTableWidgetItem(m.rule)
            rule.setToolTip(f"{m.key}: {m.rule}")
            self.mods.setItem(r, 2, rule)
        for m in pv.excluded:
            r = self.mods.rowCount()
            self.mods.insertRow(r)
            self.mods.setItem(r, 0, QTableWidgetItem(f"({signed(m.value)})"))
            self.mods.setItem(r, 1, QTableWidgetItem(f"{m.label} — excluded"))
            self.mods.setItem(r, 2, QTableWidgetItem(m.rule))
        if pv.kind == "fire":
            res = pv.resolution
            cell = res.cell
            rout = tr(", routed on {rout}+").format(rout=cell.rout) if cell.rout is not None else ""
            self.total.setText(tr("Total {total} · {fire_class} at {range} hex(es): discouraged on "
                                  "{discourage}+{rout} (die + total)").format(
                                      total=signed(pv.total), fire_class=res.fire_class, range=res.range,
                                      discourage=cell.discourage, rout=rout))
        elif pv.kind == "counter_charge":
            self.total.setText(tr("Succeeds on a d10 of {quality} or less (10.3)").format(
                quality=pv.resolution.quality))
        elif pv.kind == "pass_through":
            self.total.setText(tr("Routs on a d10 above its quality {inputs} (12.2.3)").format(
                inputs=pv.roll.inputs[1]))
        elif pv.kind == "leader_check":
            self.total.setText(tr("Leader check for {inputs}: unmodified d10 (7.5)").format(inputs=pv.roll.inputs[0]))
        elif pv.kind == "rally":
            self.total.setText(tr("Rallies on d10 + modifiers ≤ {quality}, an unmodified 0 always (12.3)").format(
                quality=pv.resolution.quality))
        elif pv.applied != pv.total:
            self.total.setText(tr("Total {total}, limited to {applied} (R6)").format(
                total=signed(pv.total), applied=signed(pv.applied)))
        else:
            self.total.setText(tr("Total {total}").format(total=signed(pv.total)))
        outcomes = pv.outcomes()
        for o in outcomes:
            r = self.results.rowCount()
            self.results.insertRow(r)
            words = o.words if o.modified is None else f"{o.modified[0]}…{o.modified[1]}: {o.words}"
            self.results.setItem(r, 0, QTableWidgetItem(words))
            self.results.setItem(r, 1, QTableWidgetItem(faces_text(o.faces)))
            self.results.setCellWidget(r, 2, ProbabilityCell(o.probability))
        total = sum((o.probability for o in outcomes), start=0)
        if pv.dice == "2d6":
            both = "" if pv.roll.decided else tr(", both sides' dice")
            self.sum.setText(tr("Σ = {value:.0f} % over 2d6{both} (Die: this side's total)").format(
                value=float(total) * 100, both=both))
        else:
            self.sum.setText(tr("Σ = {value:.0f} % over the d10 (each face 1/10)").format(value=float(total) * 100))
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Each table exactly as tall as its rows, so nothing of a combat hides behind a scroll bar (issue 15):
        the dock asks the window for the height it needs instead of squeezing the tables. With nothing to show,
        the tables and empty lines are hidden: the decision list above takes the height (issue #26)."""
        for table in (self.mods, self.results):
            rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
            height = table.horizontalHeader().height() + rows + 2 * table.frameWidth()
            table.setFixedHeight(height)
            table.setVisible(table.rowCount() > 0)
        for label in (self.verdict, self.total, self.sum):
            label.setVisible(bool(label.text()))

    def set_offer(self, notation: str | None) -> None:
        """A legal choice of the engine that makes this combat, to apply from here."""
        self.offer = notation
        self.apply_button.setVisible(bool(notation))
        if notation:
            self.apply_button.setText(tr("Apply: {notation}").format(notation=notation))
