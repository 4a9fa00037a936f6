"""The program player: let a program player (random or greedy: `rules.games.lineup`) make one side's decisions,
or both sides', one decision at a time or on to the end of the turn, so that a designer can watch a battle unfold or
play against the program. Rolls are answered at once by the seeded dice; a side's decision is thought over on a
worker thread (a greedy decision can take a while on a big position), so the window stays responsive while
the program thinks, and the answer is applied when it comes back — unless the position changed meanwhile (an
undo, Stop, a new game, another strength or seed), when it is dropped. A run goes one decision after another and
stops at a decision of a side the designer plays, when the turn changes, when the game is over, when the engine
offers no choice, or when Stop is pressed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TR_NOOP, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from rules.games.lineup import make_player
from rules.games.names import player_words
from rules.games.players import Player, make_dice, roomy_gc

from ...i18n import tr
from .features import as_choice

if TYPE_CHECKING:
    from .host import PlayHost

TICK_MS = 120
# The strengths offered: (words shown, lineup spec). A decision is thought over on a worker thread (`Think`),
# never on the window's. The search player is a lab player (`rules.games.lineup`): it is not offered.
STRENGTHS = (
    (QT_TR_NOOP("random"), "random"),
    (QT_TR_NOOP("greedy (the strongest)"), "greedy"),
)
MAX_STEPS = 5000  # a guard against an engine that never ends a turn


class Answer(QObject):
    """Carries a thought-over decision back to the window's thread: (ticket, the choice or the exception)."""

    ready = Signal(int, object)


class Think(QRunnable):
    """One decision of a program player, on the bar's worker thread. The player and the state are used by this
    thread alone while it thinks (the pool has one thread: decisions never overlap)."""

    def __init__(self, player: Player, state: Any, ticket: int) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the bar keeps it until it answers
        self.player, self.state, self.ticket = player, state, ticket
        self.answer = Answer()

    def run(self) -> None:
        try:
            with roomy_gc():  # the collector's threshold raised while it thinks, as for a game's decisions
                got: object = self.player.choose(self.state, self.state.legal_choices())
        except Exception as e:  # noqa: BLE001 - handed to the window, which says it
            got = e
        self.answer.ready.emit(self.ticket, got)


class PlayersBar(QWidget):
    decided = Signal()  # a program decision was applied (or dropped): tests and runs go on from here

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
                                    "engine's exact odds), the strongest program player: the search player was no "
                                    "stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab"))
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
        self.timer = QTimer(self, interval=TICK_MS, singleShot=True)
        self.timer.timeout.connect(self._tick)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._turn: int | None = None
        self._steps = 0
        self._running = False
        self._ticket = 0  # the decision being thought over; any other answer is stale
        self._asked: tuple[int, Any, str] | None = None  # (ticket, the state asked about, the side)
        self._tasks: list[Think] = []  # kept alive until they answer
        self._reseed()

    def _reseed(self) -> None:
        seed = self.seed.value()
        self.forget()
        self.program: Player = make_player(self.strength.currentData() or "random", seed)
        self.player_source = self.program.name
        dice = make_dice(seed)
        self.dice = lambda state: dice.roll(state, state.legal_choices())
        self.dice_source = dice.name
        self.setToolTip(tr("Program player: {player_source}. Dice: {dice_source}.").format(
            player_source=player_words(self.player_source), dice_source=player_words(self.dice_source)))

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
    def thinking(self) -> bool:
        """True while the program thinks over a decision on the worker thread."""
        return self._asked is not None

    def forget(self) -> None:
        """Drop the decision being thought over: its answer, when it comes, is not applied."""
        self._ticket += 1
        self._asked = None

    def step(self) -> bool:
        """Make the pending decision if the program may: a roll at once, a side's decision by thinking it over on
        the worker thread (`thinking()` until the answer is applied; `decided` then). False (and says why) when
        the program may not decide."""
        session = self.mode.session
        if session is None or self.thinking():
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
        if not roll:
            self._ticket += 1
            self._asked = (self._ticket, state, decision.side)
            task = Think(self.program, state, self._ticket)
            task.answer.ready.connect(self._answered)
            self._tasks.append(task)
            self.mode.say(tr("The program ({side}) is thinking…").format(side=decision.side))
            self.pool.start(task)
            return True
        try:
            answer = as_choice(self.dice(state))
        except Exception as e:  # noqa: BLE001 - a player failure must not take the editor down
            self.mode.say(tr("The program player failed: {error}").format(error=e))
            return False
        if answer is None:
            self.mode.say(tr("The program player had no choice to make"))
            return False
        return self.mode.apply(answer, actor="dice")

    def _answered(self, ticket: int, got: object) -> None:
        """The worker's answer, on the window's thread: applied if it answers the position still shown."""
        self._tasks = [t for t in self._tasks if t.ticket != ticket]
        asked, self._asked = self._asked, (None if self._asked and self._asked[0] == ticket else self._asked)
        session = self.mode.session
        if asked is None or asked[0] != ticket:
            return  # dropped (Stop, another strength or seed): the run, if any, was stopped
        if session is None or session.state is not asked[1]:  # the position changed while it thought (an undo)
            self.decided.emit()
            if self._running:
                self.stop()
            return
        ok = False
        if isinstance(got, Exception):
            self.mode.say(tr("The program player failed: {error}").format(error=got))
        elif got is None:
            self.mode.say(tr("The program player had no choice to make"))
        else:
            ok = self.mode.apply(as_choice(got), actor=f"program ({asked[2]})")
        self.decided.emit()
        if self._running:
            if ok:
                self.timer.start()
            else:
                self.stop()

    def run(self) -> None:
        if self.mode.session is None or self.thinking():
            return
        self._turn = self.mode.session.state.turn
        self._steps = 0
        self._running = True
        self.run_button.setEnabled(False)
        self.step_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.timer.start()

    def running(self) -> bool:
        return self._running

    def stop(self) -> None:
        """End the run; a decision being thought over is dropped."""
        self._running = False
        self.timer.stop()
        self.forget()
        self.run_button.setEnabled(True)
        self.step_button.setEnabled(True)
        self.stop_button.setEnabled(False)

    def _tick(self) -> None:
        """The run's next decision (a roll at once and the next tick; a side's when its answer comes)."""
        session = self.mode.session
        if session is None or not self._running:
            self.stop()
            return
        if session.state.turn != self._turn:
            self.mode.say(tr("Turn {_turn} is over").format(_turn=self._turn))
            self.stop()
            return
        self._steps += 1
        if self._steps > MAX_STEPS or not self.step():
            self.stop()
            return
        if not self.thinking():
            self.timer.start()
