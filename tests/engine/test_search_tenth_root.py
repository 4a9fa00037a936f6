"""A single counter's search from a bucket a cost (issue #30, tenth round: `movement._search_one`) gives what the
heap of (cost, state) pairs gave (`_search_one_heap`): the same costs and parents, filled in the same order (the
order `_Search.states` breaks an end's ties by, and so the paths) and a unit's path to every state (made as the
state is taken, as `_Paths` makes it on demand), over every search of greedy games; and the
kept verdict that lets it (`movement._costly`: every step of a column and every turn costs at least 1 MP) is the
fresh one for its very battle and column, the heap taking over where it is not."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import movement
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game


def _fresh_costly(b, column: str) -> bool:
    turn, turn_ef, leave_ef, enter_ef, stack_mp = movement._numbers(b)
    steps = [c for row in b.step_costs(column) for c in row if c is not None]
    return min(turn, turn_ef) >= 1 and min(leave_ef, enter_ef, stack_mp) >= 0 and all(c >= 1 for c in steps)


@pytest.mark.parametrize("path,steps,least", [(TREMITHOUSSIA, 150, 30), (HAUTMESNIL, 110, 40)])
def test_bucket_search_is_the_heap_search(monkeypatch, path, steps, least):
    asked: Counter = Counter()
    wrong: list = []
    real = movement._search_one

    def search(b, fld, mv, paths):
        got = real(b, fld, mv, paths)
        want = movement._search_one_heap(b, fld, mv)
        lazy = movement._Paths(want[1], b.hexes)  # the paths made on demand, a state at a time
        if mv.leader is None:
            asked["paths"] += len(paths)
            if paths.keys() != got[0].keys() or any(paths[s] != lazy[s] for s in got[0]):
                wrong.append(("paths", mv.ids, mv.start))
        elif paths:
            wrong.append(("a leader's paths made", mv.ids))
        asked["searches"] += 1
        asked["states"] += len(got[0])
        asked["leaders"] += mv.leader is not None
        if list(got[0].items()) != list(want[0].items()) or list(got[1].items()) != list(want[1].items()):
            wrong.append((mv.ids, mv.start, mv.facing, mv.budgets))
        if movement._costly(b, mv.columns[0]) != _fresh_costly(b, mv.columns[0]):
            wrong.append(("costly", mv.columns[0]))
        return got

    monkeypatch.setattr(movement, "_search_one", search)
    game = new_game(path, 1)
    players = {s.id: GreedyPlayer(f"1/{s.id}") for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert not wrong, wrong[:5]
    assert asked["searches"] >= least and asked["leaders"] > 0, asked
    assert asked["states"] > 50 * asked["searches"] and asked["paths"] > asked["states"] // 2, asked


def _free_step(b, column: str) -> None:
    """Give `column` a step of 0 MP in battle `b` (its kept step table, so every search reads it)."""
    table = [list(row) for row in b.step_costs(column)]
    for row in table:
        for d, c in enumerate(row):
            if c is not None:
                row[d] = 0
                b._step_costs[column] = [tuple(r) for r in table]
                return


def test_costly_kept_by_battle_and_column():
    """The verdict is the battle's and the column's: a battle whose one column has a free step searches that
    column's counters with the heap (and gets its answer) and the other columns' with the buckets, and another
    battle of the same scenario keeps its own verdicts."""
    plain, odd = new_game(TREMITHOUSSIA, 1).state, new_game(TREMITHOUSSIA, 1).state
    assert plain.battle is not odd.battle
    units = [u for u in odd.units if u.on_map]
    cols = {}
    for u in units:
        mv = movement.movers(odd, u.id)
        cols.setdefault(mv.columns[0], mv)
    assert len(cols) >= 2, cols
    first, other = sorted(cols)[:2]
    assert movement._costly(plain.battle, first) and movement._costly(plain.battle, other)
    _free_step(odd.battle, first)
    for b in (plain.battle, odd.battle, plain.battle, odd.battle):
        for col in (first, other):
            assert movement._costly(b, col) == _fresh_costly(b, col), (b is odd.battle, col)
    assert not movement._costly(odd.battle, first) and movement._costly(odd.battle, other)
    heap_calls = Counter()
    real_heap = movement._search_one_heap

    def heap(b, fld, mv):
        heap_calls[mv.columns[0]] += 1
        return real_heap(b, fld, mv)

    movement._search_one_heap = heap
    try:
        for state in (odd, plain):
            for col in (first, other):
                mv = cols[col] if state is odd else movement.movers(state, cols[col].ids[0])
                fld = state.field(mv.side)
                got = movement._search_one(state.battle, fld, mv, {})
                want = real_heap(state.battle, fld, mv)
                assert list(got[0].items()) == list(want[0].items())
                assert list(got[1].items()) == list(want[1].items())
    finally:
        movement._search_one_heap = real_heap
    assert heap_calls == Counter({first: 1}), heap_calls
