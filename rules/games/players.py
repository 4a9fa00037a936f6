"""Program players and unattended games: a random player, the dice, and `play_game` between players.

    game, result = play_game(scenario, {"crusaders": RandomPlayer(1), "byzantines": RandomPlayer(2)}, seed=7)

Every die roll is a pending decision of kind `roll` that belongs to no side; its legal choices are the faces.
The dice answer it: the engine's `SeededDice(seed)` (rules/engine/dice.py), which knows how each kind of
die is read; `OwnDice`, a seeded pick among the legal roll choices, serves where any face will do (a
stand-in engine in the tests). Whatever answers, the roll goes into the record as a choice, so
replaying a game never needs the seed.
"""

from __future__ import annotations

import gc
import random
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from rules.engine.choices import Choice, Decision, IllegalChoice, parse_choice
from rules.engine.dice import SeededDice
from rules.engine.flow import legal_choice_sequence
from rules.engine.game import GameState
from rules.engine.victory import Score, is_over
from rules.games.record import Game, Start
from rules.i18n import _
from rules.scenario import model as m

ROLL = "roll"
GAME_OVER = "game_over"

# The cyclic garbage collector while games are played. A game makes millions of short-lived containers and no
# cyclic garbage (`flow.settle` keeps no cycle per state; the rout paths' recursive walks are dropped after use,
# `board`; a refused mêlée preview raises a copy, `odds`; the Phase B memo is not kept on the battle, `turn`):
# what costs is the collector walking the containers that stay alive (a greedy player's tables, the game's
# states, the kept answers): 11-15 % of a greedy game, in pauses of up to 1.8 s, most of them inside decisions
# (docs/performance.md, "Fourth round, the garbage collector").
#
# A process that only plays (the game runs in the main thread and no other Python thread runs: a balance worker,
# `banneret play` or `balance --jobs 1`, a bench) plays each game with the collector off (`gc.disable`): nothing
# is walked during the game. At its end every container is handed to the oldest generation unwalked (`gc.freeze`
# then `gc.unfreeze`, both constant time: no young collection right after the game walks what the caller still
# holds), and every GAME_GC_FULL_EVERY games the next game starts with a full collection, which frees whatever
# cyclic garbage the games before it left once their players and states are dropped: a process playing game
# after game holds at most that many games' cyclic garbage. (The unfreeze also hands back what the program froze
# at its start, `rules/cli/program.py`: those few are walked again by these full collections.)
#
# Games in threads (the editor's balance study runs its games in a worker thread while the user works, a Dask
# cluster of threads) share the collector with code that may make garbage for hours: for them it stays on, its
# first threshold raised to GAME_GC_THRESHOLD while any game runs (10,000 left 8 % of a random game's time on the
# 60 x 40 map, 50,000 about 4 %). GAME_GC_THRESHOLD = 0 leaves the collector alone in both cases.
GAME_GC_THRESHOLD = 50_000
GAME_GC_FULL_EVERY = 10
_gc_lock = threading.Lock()
_gc_users = 0
_gc_saved: tuple[int, int, int] | None = None
_gc_off = False  # the running games play with the collector off
_gc_games = 0  # games played with the collector off since the last full collection


def _plays_alone() -> bool:
    """True when the game runs in the main thread and no other Python thread runs: a process that only plays."""
    return threading.current_thread() is threading.main_thread() and threading.active_count() == 1


@contextmanager
def roomy_gc() -> Iterator[None]:
    """The collector while games run: off for a process that only plays (a full collection before every
    GAME_GC_FULL_EVERY-th game), else its first threshold raised to GAME_GC_THRESHOLD (in any number of
    threads); the last game to end puts the interpreter's setting back."""
    global _gc_users, _gc_saved, _gc_off, _gc_games
    with _gc_lock:
        if _gc_users == 0 and GAME_GC_THRESHOLD:
            old = gc.get_threshold()
            if gc.isenabled() and _plays_alone():
                if _gc_games >= GAME_GC_FULL_EVERY:
                    gc.collect()  # the earlier games' objects, handed to the oldest generation unwalked
                    _gc_games = 0
                gc.disable()
                _gc_off = True
            elif 0 < old[0] < GAME_GC_THRESHOLD:
                _gc_saved = old
                gc.set_threshold(GAME_GC_THRESHOLD, *old[1:])
        _gc_users += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_users -= 1
            if _gc_users == 0:
                if _gc_off:
                    gc.freeze()  # every container, unwalked, into the permanent generation ...
                    gc.unfreeze()  # ... and from it into the oldest: a later full collection frees the garbage
                    gc.enable()
                    _gc_off = False
                    _gc_games += 1
                if _gc_saved is not None:
                    gc.set_threshold(*_gc_saved)
                    _gc_saved = None


class Player(Protocol):
    name: str

    def choose(self, state: GameState, choices: Sequence[Choice]) -> Choice: ...


class Dice(Protocol):
    name: str

    def roll(self, state: GameState, choices: Sequence[Choice]) -> Choice: ...


class OwnDice:
    """A seeded pick among the legal roll choices: right when each choice is one equally likely outcome (one
    face of a d10); the engine's SeededDice is the authority on how its dice are read (2d6)."""

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)
        self.name = f"own dice seed {seed}"

    def roll(self, state: GameState, choices: Sequence[Choice]) -> Choice:
        return choices[self.rng.randrange(len(choices))]


class EngineDice:
    """The engine's SeededDice answering roll decisions. Its answer may be a Choice or its notation; the method
    it answers by is the first of ANSWER_METHODS it has (the one place to adjust to the engine's API)."""

    ANSWER_METHODS = ("answer", "choose", "roll", "__call__")

    def __init__(self, dice: Any, seed: int | str | None) -> None:
        self.dice = dice
        self.name = f"SeededDice seed {seed}"
        method = next((getattr(dice, n) for n in self.ANSWER_METHODS if callable(getattr(dice, n, None))), None)
        if method is None:
            raise TypeError(_("SeededDice has none of the methods {methods}").format(
                methods=", ".join(self.ANSWER_METHODS)))
        self.method = method

    def roll(self, state: GameState, choices: Sequence[Choice]) -> Choice:
        answer = self.method(state)
        if isinstance(answer, str):
            answer = parse_choice(answer, state)
        if not isinstance(answer, Choice):
            raise IllegalChoice(_("SeededDice answered {answer}, which is not a choice").format(answer=repr(answer)))
        return answer


def make_dice(seed: int | str | None) -> Dice:
    """The engine's SeededDice(seed), answering roll decisions."""
    return EngineDice(SeededDice(seed), seed)


class RandomPlayer:
    """Picks one of the legal choices uniformly at random (seeded: the same seed, the same game); answers a
    roll decision put to it with its dice."""

    def __init__(self, seed: int | str | None = None, dice: Dice | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.dice = dice or make_dice(seed)
        self.name = f"random seed {seed}"

    def choose(self, state: GameState, choices: Sequence[Choice] | None = None) -> Choice:
        """One of `choices` (default: the state's legal choices); IllegalChoice when there is none."""
        if choices is None:
            choices = state.legal_choices()
        if not choices:
            raise IllegalChoice(stop_reason(state.pending()))
        if state.pending().kind == ROLL:
            return self.dice.roll(state, choices)
        return choices[self.rng.randrange(len(choices))]


@dataclass(frozen=True)
class PlayResult:
    """How an unattended game went: how many choices, why it stopped, the score then."""

    steps: int
    stop: str  # game_over | no_choice | max_steps | engine_error (an exception, an illegal choice included)
    reason: str  # in words
    score: Score

    @property
    def finished(self) -> bool:
        return self.stop == "game_over"


def stop_reason(decision: Decision) -> str:
    """Why the pending decision cannot be answered: it has no legal choice."""
    note = f": {decision.note}" if decision.note else ""
    whose = f" ({decision.side})" if decision.side else ""
    return _("no legal choice for the pending decision '{kind}'").format(kind=decision.kind) + whose + note


def play_game(scenario: m.Scenario | Game, players: Mapping[str, Player] | None = None,
              seed: int | str | None = None, max_steps: int = 20_000, start: Start | None = None,
              dice: Dice | None = None) -> tuple[Game, PlayResult]:
    """Play until the game is over, no legal choice is left, or `max_steps` choices were made. Each side's
    decisions go to its player (a RandomPlayer seeded '<seed>/<side>' when none is given), roll decisions to
    the dice (SeededDice(seed)), a decision of no side that is not a roll to a RandomPlayer seeded '<seed>/-'.
    `scenario` may be a Game to go on with."""
    if isinstance(scenario, Game):
        game = scenario
        seed = game.seed if seed is None else seed
    else:
        game = Game(scenario, start, seed=seed)
    sides = [s.id for s in game.scenario.sides]
    chosen: dict[str, Player] = {s: RandomPlayer(f"{seed}/{s}") for s in sides}
    chosen.update(players or {})
    neutral = RandomPlayer(f"{seed}/-")
    dice = dice or make_dice(seed)
    game.players = {s: p.name for s, p in chosen.items()} | ({"dice": dice.name} if dice else {})
    with roomy_gc():
        steps, stop, reason = _play(game, chosen, neutral, dice, max_steps)
    return game, PlayResult(steps, stop, reason, game.score())


def _play(game: Game, chosen: Mapping[str, Player], neutral: Player, dice: Dice,
          max_steps: int) -> tuple[int, str, str]:
    """Push choices until the game is over, no choice is left, a failure or max_steps: (steps, stop, reason)."""
    steps, stop, reason = 0, "max_steps", _("the limit of {n} choices was reached (--max-steps)").format(n=max_steps)
    while steps < max_steps:
        state = game.state
        try:
            if is_over(state):
                stop, reason = "game_over", _over(state)
                break
            decision = state.pending()
            player = None
            if not (decision.kind == ROLL and decision.side is None):
                player = (chosen.get(decision.side) if decision.side else None) or neutral
            # A RandomPlayer takes one choice by its index: on the engine's states it gets the legal choices as
            # a sequence whose moves are made only when indexed (the same choices in the same order: the same
            # games). Any other player, or a stand-in engine's state, gets the list.
            lazy = player is not None and type(player) is RandomPlayer and isinstance(state, GameState)
            choices = legal_choice_sequence(state) if lazy else state.legal_choices()
            if not choices:
                stop, reason = "no_choice", stop_reason(decision)
                break
            choice = dice.roll(state, choices) if player is None else player.choose(state, choices)
            game.push(choice)
        except Exception as e:  # an engine failure ends the game; what was played is kept
            stop, reason = "engine_error", _("choice {n} failed: {error}").format(n=steps + 1,
                                                                                 error=f"{type(e).__name__}: {e}")
            break
        steps += 1
    else:
        if is_over(game.state):
            stop, reason = "game_over", _over(game.state)
    return steps, stop, reason


def _over(state: GameState) -> str:
    """Why the game is over, as the engine's game_over decision says it."""
    try:
        note = state.pending().note
    except Exception:  # the engine's reason is a courtesy
        note = ""
    return _("the game is over: {reason}").format(reason=_(note)) if note else _("the game is over")
