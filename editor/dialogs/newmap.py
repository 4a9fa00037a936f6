"""New scenario: the grid's size, orientation and which columns (rows) sit high."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox

from rules.scenario import model as m

from ..hexmap.document import new_scenario
from ..i18n import tr


class NewMapDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New scenario"))
        form = QFormLayout(self)
        self.title = QLineEdit("New battle")
        form.addRow(tr("Title"), self.title)
        self.columns = QSpinBox()
        self.columns.setRange(1, 999)
        self.columns.setValue(32)
        self.rows = QSpinBox()
        self.rows.setRange(1, 999)
        self.rows.setValue(22)
        form.addRow(tr("Columns"), self.columns)
        form.addRow(tr("Rows"), self.rows)
        self.orientation = QComboBox()
        self.orientation.addItem(tr("Flat-topped hexes in columns (the published maps)"), "flat")
        self.orientation.addItem(tr("Pointy-topped hexes in rows"), "pointy")
        form.addRow(tr("Orientation"), self.orientation)
        self.high = QComboBox()
        self.high.addItem(tr("Odd columns sit high (R12)"), "odd")
        self.high.addItem(tr("Even columns sit high"), "even")
        self.high.setToolTip(tr("Flat grids: the columns half a hex higher. Pointy grids: the rows half a hex left."))
        form.addRow(tr("Offset"), self.high)
        self.first_column = QSpinBox()
        self.first_column.setRange(0, 99)
        self.first_column.setValue(1)
        self.first_row = QSpinBox()
        self.first_row.setRange(0, 99)
        self.first_row.setValue(1)
        form.addRow(tr("First column number"), self.first_column)
        form.addRow(tr("First row number"), self.first_row)
        self.orientation.currentIndexChanged.connect(self._relabel)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _relabel(self) -> None:
        word = "columns" if self.orientation.currentData() == "flat" else "rows"
        flat = word == "columns"
        self.high.setItemText(0, tr("Odd columns sit high (R12)") if flat else tr("Odd rows sit left"))
        self.high.setItemText(1, tr("Even columns sit high") if flat else tr("Even rows sit left"))

    def scenario(self) -> m.Scenario:
        return new_scenario(self.columns.value(), self.rows.value(), self.orientation.currentData(),
                            self.high.currentData(), self.first_column.value(), self.first_row.value(),
                            self.title.text().strip() or "New battle")
