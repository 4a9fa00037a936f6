"""Where a test game starts: the map as set up (with the unit states the designer gave: fatigued,
discouraged, routed, dismounted, wounded leaders), at Phase A or at a leader's activation, or a saved game."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rules.scenario import model as m

from ...i18n import tr
from .session import Start

STEPS = ("D1", "D2", "D3", "D4", "D5")
STEP_WORDS = {
    "D1": QT_TR_NOOP("D.1 movement"),
    "D2": QT_TR_NOOP("D.2 fire"),
    "D3": QT_TR_NOOP("D.3 mêlée declaration"),
    "D4": "D.4 mêlée",
    "D5": QT_TR_NOOP("D.5 out-of-command movement"),
}


class StartDialog(QDialog):
    def __init__(self, scenario: m.Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Play mode: where does the game start?"))
        self.scenario = scenario
        self.record_path: str | None = None
        lay = QVBoxLayout(self)
        intro = QLabel(tr("The game is played on a copy of the scenario: nothing you do in play mode changes it. "
                       "Unit states set on the map (fatigued, discouraged, routed, dismounted, wounded leaders) "
                       "are part of the position."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        grid = QGridLayout()
        self.group = QButtonGroup(self)
        self.setup = QRadioButton(tr("The map as set up, Phase A of turn"))
        self.activation = QRadioButton(tr("The map as set up, at the activation of"))
        self.saved = QRadioButton(tr("A saved game…"))
        for i, b in enumerate((self.setup, self.activation, self.saved)):
            self.group.addButton(b, i)
        self.turn = QSpinBox()
        self.turn.setRange(scenario.first_turn, max(scenario.first_turn, scenario.last_turn))
        self.turn.setValue(scenario.first_turn)
        self.turn.setToolTip(tr("Reinforcements of earlier turns are not on the map: place them to test later turns"))
        self.leader = QComboBox()
        for side, ld in scenario.leaders():
            if any(p.leader == ld.id for p in scenario.setup):
                self.leader.addItem(f"{ld.name or ld.id} ({side.name})", ld.id)
        self.step = QComboBox()
        for s in STEPS:
            self.step.addItem(tr(STEP_WORDS[s]), s)
        grid.addWidget(self.setup, 0, 0)
        grid.addWidget(self.turn, 0, 1)
        grid.addWidget(self.activation, 1, 0)
        grid.addWidget(self.leader, 1, 1)
        grid.addWidget(self.step, 1, 2)
        grid.addWidget(self.saved, 2, 0)
        lay.addLayout(grid)
        note = QLabel(tr("From Phase A the whole turn is played: the command check, fire, the leaders' activations "
                      "and Phase E. From a leader's activation the game starts at the chosen step of his turn "
                      "and goes on from there."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #555;")
        lay.addWidget(note)
        self.activation.setChecked(self.leader.count() > 0)
        self.setup.setChecked(self.leader.count() == 0)
        self.activation.setEnabled(self.leader.count() > 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Play"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _accept(self) -> None:
        if self.saved.isChecked():
            path, _ = QFileDialog.getOpenFileName(self, tr("Open a saved game"), "",
                                                  tr("Banneret games (*.yaml *.json);;All files (*)"))
            if not path:
                return
            self.record_path = path
        self.accept()

    def start(self) -> Start:
        if self.activation.isChecked():
            return Start("activation", self.leader.currentData(), self.step.currentData(), self.turn.value())
        return Start("setup", turn=self.turn.value())
