"""New scenario: the grid's size, orientation and which columns (rows) sit high."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox

from rules.scenario import model as m

from ..document import new_scenario


class NewMapDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New scenario")
        form = QFormLayout(self)
        self.title = QLineEdit("New battle")
        form.addRow("Title", self.title)
        self.columns = QSpinBox()
        self.columns.setRange(1, 999)
        self.columns.setValue(32)
        self.rows = QSpinBox()
        self.rows.setRange(1, 999)
        self.rows.setValue(22)
        form.addRow("Columns", self.columns)
        form.addRow("Rows", self.rows)
        self.orientation = QComboBox()
        self.orientation.addItem("Flat-topped hexes in columns (the published maps)", "flat")
        self.orientation.addItem("Pointy-topped hexes in rows", "pointy")
        form.addRow("Orientation", self.orientation)
        self.high = QComboBox()
        self.high.addItem("Odd columns sit high (R12)", "odd")
        self.high.addItem("Even columns sit high", "even")
        self.high.setToolTip("Flat grids: the columns half a hex higher. Pointy grids: the rows half a hex left.")
        form.addRow("Offset", self.high)
        self.first_column = QSpinBox()
        self.first_column.setRange(0, 99)
        self.first_column.setValue(1)
        self.first_row = QSpinBox()
        self.first_row.setRange(0, 99)
        self.first_row.setValue(1)
        form.addRow("First column number", self.first_column)
        form.addRow("First row number", self.first_row)
        self.orientation.currentIndexChanged.connect(self._relabel)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _relabel(self) -> None:
        word = "columns" if self.orientation.currentData() == "flat" else "rows"
        self.high.setItemText(0, f"Odd {word} sit {'high' if word == 'columns' else 'left'}")
        self.high.setItemText(1, f"Even {word} sit {'high' if word == 'columns' else 'left'}")

    def scenario(self) -> m.Scenario:
        return new_scenario(self.columns.value(), self.rows.value(), self.orientation.currentData(),
                            self.high.currentData(), self.first_column.value(), self.first_row.value(),
                            self.title.text().strip() or "New battle")
