"""File → New for the three BBG files: a table scenario (its title, the table's size in M and its scale, B3
and B59: stated, never defaulted behind the user's back), an army list (id and name), an army sheet (the
scenario it belongs to and the side)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLineEdit, QSpinBox

from rules.bbg import model as m

from ..i18n import tr
from ..shell.kinds import NEW_BBG

KIND_WORDS = NEW_BBG


class NewBbgDialog(QDialog):
    def __init__(self, kind: str, parent=None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setWindowTitle(tr(KIND_WORDS[kind]).replace("…", ""))
        form = QFormLayout(self)
        self.name = QLineEdit(tr("New battle") if kind == "scenario" else "")
        if kind == "scenario":
            form.addRow(tr("Title:"), self.name)
            self.width = _number(48, 1, 400)
            self.depth = _number(32, 1, 400)
            self.cm = _number(2.5, 0.1, 20)
            self.rounds = QSpinBox(minimum=1, maximum=99, value=10)
            form.addRow(tr("Table width (M):"), self.width)
            form.addRow(tr("Table depth (M):"), self.depth)
            form.addRow(tr("Centimetres per M:"), self.cm)
            form.addRow(tr("Rounds:"), self.rounds)
            self.sides = [(QLineEdit(f"side-{i}"), QLineEdit(f"armies/side-{i}.yaml")) for i in (1, 2)]
            for ident, army in self.sides:
                army.setToolTip(tr("The side's army list file, relative to the scenario"))
                form.addRow(tr("Side:"), ident)
                form.addRow(tr("Army list file:"), army)
        elif kind == "army":
            self.ident = QLineEdit("new-army")
            form.addRow(tr("Id:"), self.ident)
            form.addRow(tr("Name:"), self.name)
        else:
            self.scenario_file = QLineEdit()
            self.scenario_file.setToolTip(tr("The table scenario this sheet belongs to, relative to the sheet"))
            self.side = QLineEdit()
            form.addRow(tr("Scenario file:"), self.scenario_file)
            form.addRow(tr("Side:"), self.side)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def model(self) -> m.Scenario | m.ArmyList | m.Sheet:
        if self.kind == "scenario":
            sides = [m.Side(ident.text().strip() or f"side-{i}", army=army.text().strip() or None)
                     for i, (ident, army) in enumerate(self.sides, 1)]
            return m.Scenario(self.name.text().strip() or tr("New battle"),
                              m.Table(self.width.value(), self.depth.value(), self.cm.value()),
                              rounds=self.rounds.value(), sides=sides)
        if self.kind == "army":  # one troop type to start from: the validator names each value to give (B57)
            return m.ArmyList(self.ident.text().strip() or "new-army", self.name.text().strip() or "New army",
                              troop_types={"troop-1": m.TroopType("troop-1")})
        return m.Sheet(self.scenario_file.text().strip(), self.side.text().strip())


def _number(value: float, low: float, high: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(2)
    box.setValue(value)
    return box
