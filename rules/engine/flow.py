"""The decision loop: `pending`, `legal_choices` and `apply` for every moment of a game.

A state is *settled* when what happens on its own has been done (Phase A's command check, rest recovery,
the next leader when there is no choice, a task that needs no decision…) and a decision is pending: a
player's, or a die's (kind "roll"), or "game_over". `apply` settles the state first, applies the choice,
and settles again, so that a game is the scenario's initial state and the list of choices, nothing else.
"""

from __future__ import annotations

from dataclasses import replace

from . import turn
from .activation import step_apply, step_choices, step_decision
from .choices import (
    Advance,
    Choice,
    Decision,
    Exit,
    Face,
    Fire,
    IllegalChoice,
    Melee,
    Retreat,
    Roll,
    Rout,
    parse_choice,
)
from .combat import cancellations
from .events import Event, Rolled
from .state import Position

SETTLE_LIMIT = 100_000


def settle(state: Position) -> tuple[Position, tuple[Event, ...]]:
    """Run everything that happens without a decision; stop at the next decision (or the game's end). A state
    is immutable, so the answer is kept on it (`pending`, `legal_choices` and `apply` all settle first)."""
    memo = state._memo
    got = memo.get("settle")
    if got is None:
        got = memo["settle"] = _settle(state)
    return got


def _settle(state: Position) -> tuple[Position, tuple[Event, ...]]:
    events: list[Event] = []
    for _ in range(SETTLE_LIMIT):
        if state.over:
            if state.agenda or state.active_leader is not None:
                state = replace(state, agenda=(), step=None, active_leader=None, acting=frozenset())
            break
        if state.agenda:
            top = state.agenda[0]
            if top.decision(state) is not None:
                break
            state, ev = top.run(state)
            events += ev
            continue
        if state.phase == "D" and state.active_leader is not None:
            if state.step == "D4":
                new, ev = cancellations(state)
                if ev:
                    state = new
                    events += ev
            break
        got = turn.phase_run(state)
        if got is None:
            break
        state, ev = got
        events += ev
    else:  # pragma: no cover - a loop in the rules engine
        raise RuntimeError("the engine did not reach a decision")
    return state, tuple(events)


def _decision(state: Position) -> Decision:
    if state.over:
        why = f"sudden death: {state.winner} win" if state.winner else "the last turn has been played"
        return Decision(None, "game_over", note=why)
    if state.agenda:
        d = state.agenda[0].decision(state)
        assert d is not None
        return d
    if state.phase == "D" and state.active_leader is not None:
        return step_decision(state)
    return turn.phase_decision(state)


def _choices(state: Position) -> list[Choice]:
    if state.over:
        return []
    if state.agenda:
        out = state.agenda[0].choices(state)
    elif state.phase == "D" and state.active_leader is not None:
        out = step_choices(state)
    else:
        out = turn.phase_choices(state)
    return [canonical(state, c) for c in out]


def canonical(state: Position, choice: Choice) -> Choice:
    """Unit lists of combat choices in the scenario's order, whatever order they were written in."""
    idx = state.battle.unit_index
    if isinstance(choice, (Retreat, Rout, Advance, Face, Exit)):
        return replace(choice, ids=tuple(sorted(choice.ids, key=lambda u: idx.get(u, 0))))
    if isinstance(choice, Fire):
        return replace(choice, firers=tuple(sorted(choice.firers, key=lambda u: idx.get(u, 0))))
    if isinstance(choice, Melee):
        return replace(choice, attackers=tuple(sorted(choice.attackers, key=lambda u: idx.get(u, 0))),
                       defenders=tuple(sorted(choice.defenders, key=lambda u: idx.get(u, 0))))
    return choice


def pending(state: Position) -> Decision:
    return _decision(settle(state)[0])


_last_choices: tuple[Position | None, tuple[Choice, ...]] = (None, ())


def legal_choices(state: Position) -> list[Choice]:
    """The legal choices of the settled state. The last answer is kept (one state only, so that a game's
    states do not all carry their lists): a player asking, then `apply` checking, computes them once."""
    global _last_choices
    s = settle(state)[0]
    last, got = _last_choices
    if last is not s:
        got = tuple(_choices(s))
        _last_choices = (s, got)
    return list(got)


def apply(state: Position, choice: Choice | str) -> tuple[Position, tuple[Event, ...]]:
    s, before = settle(state)
    if isinstance(choice, str):
        choice = parse_choice(choice, s)
    choice = canonical(s, choice)
    if s.over:
        raise IllegalChoice(f"the game is over ({_decision(s).note}): no choice is taken")
    decision = _decision(s)
    rolled: tuple[Event, ...] = ()
    if decision.kind == "roll" and isinstance(choice, Roll):
        rolled = (Rolled(decision.dice or "", choice.faces, decision.note),)
    if s.agenda:
        new, ev = s.agenda[0].take(s, choice)
    elif s.phase == "D" and s.active_leader is not None:
        new, ev = step_apply(s, choice)
    else:
        new, ev = turn.phase_take(s, choice)
    new, after = settle(new)
    return new, (*before, *rolled, *ev, *after)
