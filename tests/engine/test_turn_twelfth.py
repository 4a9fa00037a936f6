"""The turn's end and the next turn's start answered from kept answers (issue #30, twelfth round), each against a
fresh computation over greedy's real look-aheads (Hautmesnil and Tremithoussia, seed 1): the command check started
from a recent check (`command.command_check`), and the turn's markers taken off by the record made for the very same
record before (`turn._cleared`).

Each kept answer is keyed by what it reads; a key missing a field would change a check or a turn's records, and the seeded games (tests/engine/golden_games.json).
"""

from __future__ import annotations

import pytest

from rules.engine import command, turn
from rules.engine.events import CommandChecked, TurnEnded
from rules.engine.frozen import replace
from rules.engine.state import TurnInfo

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy

GAMES = [(HAUTMESNIL, 300), (TREMITHOUSSIA, 300)]


def _fresh_check(state):
    """Phase A's command check as it was made before anything was kept (every unit asked)."""
    changed, out = [], []
    for us in state.units:
        if us.condition == "eliminated" or us.exited_by or (us.hex is None and us.arrival_turn != state.turn):
            continue
        ooc = not command.in_command_now(state, us.id)
        if ooc:
            out.append(us.id)
        if us.out_of_command != ooc:
            changed.append(replace(us, out_of_command=ooc))
    new = state.with_units(changed)
    return replace(new, phase="A", step=None, active_leader=None, acting=frozenset()), CommandChecked(tuple(out))


def _reached(monkeypatch, path, steps):
    """Every position greedy's look-ahead reaches (`GameState.apply_ahead`'s answers), in the order reached:
    consecutive ones are siblings, children and cousins, differing by a facing, a move, a loss, a turn."""
    from rules.engine.game import GameState

    seen: list = []
    real = GameState.apply_ahead

    def recorded(self, choice):
        got = real(self, choice)
        seen.append(got)
        return got

    monkeypatch.setattr(GameState, "apply_ahead", recorded)
    play_greedy(path, steps)
    monkeypatch.undo()
    return seen


@pytest.fixture(scope="module")
def reached():
    """The look-ahead's positions of both games, each game's found once for the module's tests."""
    mp = pytest.MonkeyPatch()
    try:
        return {path: _reached(mp, path, steps) for path, steps in GAMES}
    finally:
        mp.undo()


@pytest.mark.parametrize("path,steps", GAMES)
def test_a_kept_command_check_is_the_fresh_one(reached, path, steps):
    """The command check of every position the look-ahead reached, in that order (most started from a kept check
    of a sibling or a parent), against the check made afresh."""
    seen = {"checks": 0, "kept": 0, "changed": 0, "marks": 0}
    for state in reached[path]:
        kept = command._kept_flags(state) is not None
        if kept:
            entry = next(e for e in reversed(command._CHECKS) if e[0] is state.battle and e[1] == state.turn)
            seen["changed"] += bool(command.changed_indices(entry[2], state.units))
        new, ev = command.command_check(state)
        fresh, fresh_ev = _fresh_check(state)
        assert new == fresh
        assert ev == fresh_ev
        # the same records made again: those whose marker changes, no other
        assert [a is b for a, b in zip(new.units, state.units, strict=True)] == [
            a is b for a, b in zip(fresh.units, state.units, strict=True)]
        seen["checks"] += 1
        seen["kept"] += kept
        seen["marks"] += new.units != state.units
    assert seen["checks"] >= 1000, seen
    assert seen["kept"] >= seen["checks"] // 3, seen
    assert seen["changed"] >= seen["checks"] // 5, seen
    assert seen["marks"] >= 100, seen


def _children(state):
    """Positions made of `state` by changing one field of one unit that the check reads, or one it does not
    (each unit in turn), the kept answer of `state` asked first: a unit eliminated where it stands, out of play by an edge, due
    to arrive this turn (in command whatever its distance), moved next door, fatigued or dismounted, or its marker
    turned over."""
    grid = state.grid
    for i, us in enumerate(state.units):
        if us.hex is None:
            continue
        changes = [{"condition": "eliminated"}, {"exited_by": "north"}, {"arrival_turn": state.turn},
                   {"fatigued": not us.fatigued}, {"mounted": not us.mounted},
                   {"out_of_command": not us.out_of_command}]
        near = grid.neighbour(us.hex, i % 6)
        if near is not None:
            changes.append({"hex": near})
        for change in changes:
            yield state.with_units([replace(us, **change)])


@pytest.mark.parametrize("path,steps", GAMES)
def test_a_kept_answer_is_not_given_for_a_changed_unit(reached, path, steps):
    """Every field read, changed alone in one unit of a position whose check was just kept: the child's check is
    the fresh one (a kept answer missing that field in its key would be the parent's)."""
    positions = reached[path][:: max(1, len(reached[path]) // 12)]
    n = 0
    for state in positions:
        if state.over:
            continue
        for child in _children(state):
            command.command_check(state)
            new, ev = command.command_check(child)
            fresh, fresh_ev = _fresh_check(child)
            assert new == fresh and ev == fresh_ev
            assert [a is b for a, b in zip(new.units, child.units, strict=True)] == [
                a is b for a, b in zip(fresh.units, child.units, strict=True)]
            n += 1
    assert n >= 500


@pytest.mark.parametrize("path,steps", GAMES)
def test_the_game_asks_kept_checks_as_fresh_ones(monkeypatch, path, steps):
    """The engine's own calls of the game (the turn's start) against fresh ones."""
    real_check = command.command_check
    seen = {"checks": 0}

    def checked(state):
        got = real_check(state)
        assert got == _fresh_check(state)
        seen["checks"] += 1
        return got

    monkeypatch.setattr(turn, "command_check", checked)
    play_greedy(path, steps)
    assert seen["checks"] >= 3, seen


def _fresh_end(state):
    """The turn's end as it was made before the cleared records were kept."""
    events = [TurnEnded(state.turn)]
    state = state.with_units([replace(u, moved=False, fired=False, fired_at=False, declared=False, fought=False,
                                      joined=False, rout_moved=False, melee=False, charged=False, charging=())
                              for u in state.units if (u.moved or u.fired or u.fired_at or u.declared or u.fought
                                                       or u.joined or u.rout_moved or u.melee or u.charged
                                                       or u.charging)])
    state = state.with_leaders([replace(ls, activated=False, inactive=False, moved=False)
                                for ls in state.leaders if ls.activated or ls.inactive or ls.moved])
    state = replace(state, step=None, active_leader=None, acting=frozenset())
    if state.turn >= state.battle.scenario.last_turn:
        return replace(state, over=True, info=TurnInfo()), events
    return replace(state, turn=state.turn + 1, phase="A", info=TurnInfo()), events


@pytest.mark.parametrize("path,steps", GAMES)
def test_a_turn_ended_with_kept_records_is_the_fresh_end(reached, path, steps):
    """The turn's end made of every position the look-ahead reached, in that order (most of its marked records
    met before, in a sibling or a parent), against the end made afresh: every field of every record."""
    seen = {"ends": 0, "kept": 0}
    for state in reached[path]:
        if state.over:
            continue
        marked = [r for r in (*state.units, *state.leaders) if turn._CLEARED.get(id(r), (None,))[0] is r]
        new, events = turn._end_turn(state)
        fresh, fresh_events = _fresh_end(state)
        assert new == fresh
        assert events == fresh_events
        for a, b in zip((*new.units, *new.leaders), (*fresh.units, *fresh.leaders), strict=True):
            assert a.__class__ is b.__class__ and a == b
        seen["ends"] += 1
        seen["kept"] += bool(marked)
    assert seen["ends"] >= 1000, seen
    assert seen["kept"] >= seen["ends"] // 2, seen


def test_a_cleared_record_is_the_record_of_its_very_record():
    """A record equal to a kept one but another object is made again (the table holds the record: an id is never
    another record's while it is kept)."""
    from .demo_games import settled_hautmesnil

    first = settled_hautmesnil()
    us = replace(first.units[0], moved=True, fired=True)
    a = turn._cleared(us, True)
    assert turn._cleared(us, True) is a
    other = replace(first.units[0], moved=True, fired=True, facing=(first.units[0].facing + 1) % 6)
    b = turn._cleared(other, True)
    assert b is not a and b.facing == other.facing and not b.moved and not b.fired
