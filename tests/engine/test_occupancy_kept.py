"""Who stands in a hex, as the occupancy tables answer it (issue #30, sixth round), equals a fresh reading of the
units tuple: every table patched over a greedy game's look-ahead (from the tuple's parent's table with the indices
`with_units` changed, or from another recent table) holds, hex by hex, the very records a table built afresh
holds, in the same stack order; every `units_at` answer is the units on the map in that hex sorted by stack (ties
in the scenario's order). Small cases pin what a patch made one counter at a time must get right."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import state as state_module
from rules.engine.frozen import replace
from rules.engine.game import new_game as start
from rules.engine.state import Position, _built
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from tests.engine.test_game_properties import SCENARIOS

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game


def _fresh_at(units, h) -> tuple:
    """The units on the map in hex h, top first: by stack, ties in the units tuple's (the scenario's) order."""
    return tuple(sorted((u for u in units if u.on_map and u.hex == h), key=lambda u: u.stack))


def _same_records(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(
        len(a[h]) == len(b[h]) and all(x is y for x, y in zip(a[h], b[h], strict=True)) for h in a)


@pytest.mark.parametrize("path, steps, stacked", [(TREMITHOUSSIA, 150, 0), (HAUTMESNIL, 150, 1000)])
def test_patched_tables_and_units_at_equal_fresh_ones_over_a_greedy_look_ahead(path, steps, stacked, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    patched = state_module._patched

    def checked(b, base, units, at=None):
        out = patched(b, base, units, at)
        if out is not None:
            asked["from the parent" if at is not None else "from a recent table"] += 1
            asked["stacked hexes"] += sum(len(here) > 1 for here in out.by_hex.values())
            if not _same_records(out.by_hex, _built(b, units).by_hex):
                wrong.append(("table", at))
        return out

    units_at = Position.units_at

    def looked_up(self, h):
        got = units_at(self, h)
        asked["units_at"] += 1
        fresh = _fresh_at(self.units, h)
        if len(got) != len(fresh) or any(x is not y for x, y in zip(got, fresh, strict=True)):
            wrong.append(("units_at", h, got, fresh))
        return got

    monkeypatch.setattr(state_module, "_patched", checked)
    monkeypatch.setattr(Position, "units_at", looked_up)
    game = new_game(path, 1)
    players = {s.id: GreedyPlayer(f"1/{s.id}") for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert not wrong, wrong[:5]
    # enough of each for the comparison to mean something (490 from the parent in Hautmesnil's 150 choices since the
    # ninth round: both players share one transposition table and `replace` hands back equal records, so the
    # look-ahead makes fewer positions)
    assert asked["from the parent"] > 400 and asked["from a recent table"] > 100, asked
    assert asked["stacked hexes"] >= stacked, asked  # Tremithoussia's first 150 choices stack no two counters


def _table(state):
    return state_module._occupancy(state)


def test_a_patch_one_counter_at_a_time_keeps_the_stack_order(monkeypatch):
    """A marker on a stacked counter keeps its place; a counter leaving a hex another enters, a counter joining a
    stack beneath, a counter eliminated and an index named twice by `with_units` all give the built table."""
    named: list = []
    patched = state_module._patched
    monkeypatch.setattr(state_module, "_patched", lambda b, base, units, at=None: named.append(at) or patched(
        b, base, units, at))
    first = start(SCENARIOS["hautmesnil-1478.yaml"])
    on_map = [i for i, us in enumerate(first.units) if us.on_map]
    a, b, c = (first.units[i] for i in on_map[:3])
    # b stacks beneath a (stack 1), c stays where it is
    state = first.with_units([replace(b, hex=a.hex, stack=1)])
    _table(state)  # built or patched, as the tables other tests of this process left allow
    assert [u.id for u in state.units_at(a.hex)] == [a.id, b.id]
    named.clear()
    steps = [
        [replace(state.unit(a.id), moved=True)],  # a marker on the top counter: kept in its place
        [replace(state.unit(b.id), fatigued=True), replace(state.unit(b.id), fatigued=True, moved=True)],  # twice
        [replace(state.unit(a.id), hex=c.hex, stack=1), replace(state.unit(c.id), hex=a.hex, stack=0)],  # swap
        [replace(state.unit(b.id), stack=0), replace(state.unit(c.id), stack=1)],  # the stack reordered
        [replace(state.unit(c.id), condition="eliminated")],  # off the map, its hex kept
    ]
    for changes in steps:
        parent = state
        state = parent.with_units(changes)
        assert state_module._delta(state.units)[1] is parent.units
        got = _table(state).by_hex
        assert _same_records(got, _built(state.battle, state.units).by_hex), changes
    assert [u.id for u in state.units_at(c.hex)] == [a.id] and [u.id for u in state.units_at(a.hex)] == [b.id]
    assert len(named) == len(steps) and all(at is not None for at in named), named  # each from its parent
