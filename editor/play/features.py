"""The parts of the engine that play mode uses when they exist.

Play mode is written against the engine's generic decision API (`pending()`, `legal_choices()`,
`apply()`, `parse_choice`, `choice.notation(grid)`), so that new kinds of decisions (fire, mêlée, rolls, the
whole turn) show up without new editor code. A few modules are still being written (the game record, the
random player, the victory score, the dice): each is imported here only if present, through the names
their issues give, and the editor says what is missing instead of failing.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import tr

Chooser = Callable[[Any], Any]  # state -> a choice (Choice, notation text, or a die face for rolls)


def optional(module: str) -> Any | None:
    """The module, or None when it is not there (yet)."""
    try:
        return importlib.import_module(module)
    except ImportError:
        return None


def has_record() -> bool:
    return getattr(optional("rules.games.record"), "Game", None) is not None


def has_players() -> bool:
    return getattr(optional("rules.games.players"), "RandomPlayer", None) is not None


def has_victory() -> bool:
    return getattr(optional("rules.engine.victory"), "score", None) is not None


def _method(obj: Any, names: tuple[str, ...]) -> Chooser | None:
    for name in names:
        fn = getattr(obj, name, None)
        if callable(fn):
            return fn
    return obj if callable(obj) else None


def random_player(seed: int) -> tuple[Chooser, str]:
    """A chooser for the program player and where it comes from: rules.games.players.RandomPlayer(seed) when it
    exists, otherwise a seeded uniform pick among the legal choices (the same idea, kept until it lands)."""
    cls = getattr(optional("rules.games.players"), "RandomPlayer", None)
    if cls is not None:
        fn = _method(cls(seed), ("choose", "choice", "pick", "play", "move"))
        if fn is not None:
            return fn, "rules.games.players.RandomPlayer"
    rng = random.Random(seed)

    def pick(state: Any) -> Any:
        choices = state.legal_choices()
        return rng.choice(choices) if choices else None

    return pick, tr("a seeded uniform pick (rules.games.players is not there yet)")


def seeded_dice(seed: int) -> tuple[Chooser, str]:
    """Who answers a roll decision: rules.engine.dice.SeededDice(seed) when it exists, otherwise a seeded
    pick among the legal faces."""
    cls = getattr(optional("rules.engine.dice"), "SeededDice", None)
    if cls is not None:
        fn = _method(cls(seed), ("choose", "answer", "roll", "choice"))
        if fn is not None:
            return fn, "rules.engine.dice.SeededDice"
    rng = random.Random(seed)

    def roll(state: Any) -> Any:
        choices = state.legal_choices()
        return rng.choice(choices) if choices else None

    return roll, tr("a seeded pick among the faces (rules.engine.dice is not there yet)")


def as_choice(answer: Any) -> Any:
    """A chooser's answer as something `apply` takes: a die face becomes `roll N`."""
    if isinstance(answer, bool):
        return str(answer)
    if isinstance(answer, int):
        return f"roll {answer}"
    return answer


def score_text(state: Any) -> tuple[str, str] | None:
    """The running victory score in words and its entries (for a tool tip), or None when
    rules.engine.victory is not there."""
    fn = getattr(optional("rules.engine.victory"), "score", None)
    if fn is None:
        return None
    try:
        result = fn(state)
    except Exception as e:  # noqa: BLE001 - a score that cannot be computed must not stop the game
        return tr("(the score cannot be computed: {error})").format(error=e), ""
    describe = getattr(result, "describe", None)
    text = describe(state.battle.scenario) if callable(describe) else _describe(result)
    entries = [e.text() if callable(getattr(e, "text", None)) else str(e) for e in getattr(result, "entries", ())]
    return text, "\n".join(entries)


def _describe(value: Any) -> str:
    if isinstance(value, Mapping):
        return ", ".join(f"{k}: {_describe(v)}" for k, v in value.items())
    if isinstance(value, str | int | float):
        return str(value)
    parts = []
    for name in ("totals", "points", "vp"):
        got = getattr(value, name, None)
        if got is not None:
            parts.append(_describe(got))
            break
    for name in ("level", "result", "winner"):
        got = getattr(value, name, None)
        if got:
            parts.append(f"{name}: {got}")
    return " · ".join(parts) if parts else str(value)
