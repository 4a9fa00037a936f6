"""The program player: let a program player (random, greedy or search: `rules.games.lineup`) make one side's decisions,
or both sides', one decision at a time or on to the end of the turn, so that a designer can watch a battle unfold or
play against the program. Rolls are answered by the seeded dice. The run goes one decision per timer tick (the
window stays responsive) and stops at a decision of a side the designer plays, when the turn changes, when the game
is over, when the engine offers no choice, or when Stop is pressed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from rules.games.lineup import make_player

from ..i18n import tr
from .features import as_choice, seeded_dice

if TYPE_CHECKING:
    from .host import PlayHost

TICK_MS = 120
# The strengths offered: (words shown, lineup spec). A search decision takes up to about a second, on the
# window's thread: the run goes one decision a tick, so the window answers between decisions.
STRENGTHS = (
    (QT_TR_NOOP("random"), "random"),
    (QT_TR_NOOP("greedy"), "greedy"),
    (QT_TR_NOOP("search (≤ 1 s a move)"), "search"),
)
MAX_STEPS = 5000  # a guard against an engine that never ends a turn


class PlayersBar(QWidget):
    def __init__(self, mode: PlayHost) -> None:
        super().__init__()
        self.mode = mode
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 0, 4, 0)
        lay.addWidget(QLabel(tr("Program plays:")))
        self.side = QComboBox()
        self.side.setToolTip(tr("Which side's decisions the random player makes (rolls: the seeded dice)"))
        lay.addWidget(self.side)
        self.strength = QComboBox()
        for words, spec in STRENGTHS:
            self.strength.addItem(tr(words), spec)
        self.strength.setToolTip(tr("How well the program plays: random choices; greedy (each choice valued on the "
                                 "engine's exact odds); search (greedy's best few choices played on and compared)"))
        self.strength.currentIndexChanged.connect(self._reseed)
        lay.addWidget(self.strength)
        lay.addWidget(QLabel(tr("seed")))
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setValue(1)
        self.seed.setToolTip(tr("The same seed makes the same choices from the same position"))
        self.seed.valueChanged.connect(self._reseed)
        lay.addWidget(self.seed)
        self.step_button = QPushButton(tr("Step"))
        self.step_button.setToolTip(tr("The program makes the pending decision (if it is its side's, or a roll)"))
        self.step_button.clicked.connect(self.step)
        self.run_button = QPushButton(tr("To end of turn"))
        self.run_button.setToolTip(tr("The program plays on until the turn ends or a side you play must decide"))
        self.run_button.clicked.connect(self.run)
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        for b in (self.step_button, self.run_button, self.stop_button):
            lay.addWidget(b)
        self.timer = QTimer(self, interval=TICK_MS)
        self.timer.timeout.connect(self._tick)
        self._turn: int | None = None
        self._steps = 0
        self._reseed()

    def _reseed(self) -> None:
        seed = self.seed.value()
        program = make_player(self.strength.currentData() or "random", seed)
        self.player = lambda state: program.choose(state, state.legal_choices())
        self.player_source = program.name
        self.dice, self.dice_source = seeded_dice(seed)
        self.setToolTip(tr("Program player: {player_source}. Dice: {dice_source}.").format(
            player_source=self.player_source, dice_source=self.dice_source))

    def set_sides(self, sides: list[tuple[str, str]]) -> None:
        current = self.side.currentData()
        self.side.clear()
        self.side.addItem(tr("nobody"), None)
        for sid, name in sides:
            self.side.addItem(name, sid)
        self.side.addItem(tr("both sides"), "*")
        i = self.side.findData(current)
        self.side.setCurrentIndex(max(0, i))

    def plays(self, side: str | None) -> bool:
        chosen = self.side.currentData()
        return chosen == "*" or (chosen is not None and chosen == side)

    # -- playing -----------------------------------------------------------------------------------------
    def step(self) -> bool:
        """Make the pending decision if the program may. False (and says why) when it may not."""
        session = self.mode.session
        if session is None:
            return False
        state = session.state
        decision = state.pending()
        if decision.kind == "game_over":
            self.mode.say(tr("The game is over"))
            return False
        if not session.legal():
            self.mode.say(tr("The engine offers no choice here ({note}); the program stops").format(
                note=decision.note or decision.kind))
            return False
        roll = decision.kind == "roll" or decision.side is None
        if not roll and not self.plays(decision.side):
            self.mode.say(tr("It is {side}'s decision and you play {side}: choose 'Program plays' to hand it "
                             "over").format(side=decision.side))
            return False
        chooser = self.dice if roll else self.player
        who = "dice" if roll else f"program ({decision.side})"
        try:
            answer = as_choice(chooser(state))
        except Exception as e:  # noqa: BLE001 - a player failure must not take the editor down
            self.mode.say(tr("The program player failed: {error}").format(error=e))
            return False
        if answer is None:
            self.mode.say(tr("The program player had no choice to make"))
            return False
        return self.mode.apply(answer, actor=who)

    def run(self) -> None:
        if self.mode.session is None:
            return
        self._turn = self.mode.session.state.turn
        self._steps = 0
        self.run_button.setEnabled(False)
        self.step_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.timer.start()

    def running(self) -> bool:
        return self.timer.isActive()

    def stop(self) -> None:
        self.timer.stop()
        self.run_button.setEnabled(True)
        self.step_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    def _tick(self) -> None:
        session = self.mode.session
        if session is None:
            self.stop()
            return
        self._steps += 1
        if self._steps > MAX_STEPS or not self.step():
            self.stop()
            return
        if session.state.turn != self._turn:
            self.mode.say(tr("Turn {_turn} is over").format(_turn=self._turn))
            self.stop()
