"""The tenth round's kept answers of the evaluation (issue #30), each against a fresh computation over greedy's own
look-ahead: a run's deltas kept by what they read (`Evaluator._run_deltas`: the destination hex alone away from the
enemy, the hex and the facing next to him); and the distance fields' searches sifting a level's neighbours at C speed
(`spread`, `Evaluator._field_from`: tests/test_evaluate_kept.py compares every field greedy makes, and fields made
from random near ones, with a plain search hex by hex). Greedy ranks its moves by these deltas and plays the best few: one that
is not the plain one to the last bit plays another game (tests/engine/golden_games.json)."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from rules.engine.choices import Move
from rules.games.evaluate import Evaluator, bfs_field
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from tests.test_evaluate_kept import (
    HAUTMESNIL,
    TREMITHOUSSIA,
    WatchingGreedy,
    _big_start,
    bits,
    new_game,
    plain_search,
    reference_delta,
)


class DeltasWatched(Evaluator):
    """An evaluator whose every `move_deltas` greedy asks for is checked against the plain delta (`reference_delta`:
    the moved unit's state built and valued where it stands and where it goes, the objectives read again)."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def move_deltas(self, state, ctx, moves, nearest=None):
        moves = list(moves)
        got = super().move_deltas(state, ctx, moves, nearest)
        for m, d in zip(moves, got, strict=True):
            self.tally["deltas"] += 1
            self.tally["next to an enemy"] += bool(m.path) and m.path[-1] in (ctx.beside or ())
            self.tally["wrong deltas"] += bits(d) != bits(reference_delta(self, state, ctx, m))
        return got


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 90)])
def test_every_move_delta_greedy_asks_for_is_the_plain_one_to_the_bit(path, steps):
    game = new_game(path, 1)
    tally = dict.fromkeys(("deltas", "next to an enemy", "wrong deltas"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, DeltasWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    # most moves end away from the enemy (kept by the hex), some next to him (by the hex and the facing)
    assert tally["deltas"] > 3000 and tally["next to an enemy"] > 100, tally
    assert tally["wrong deltas"] == 0, tally


def test_the_deltas_of_one_listing_asked_in_any_order_are_the_plain_ones():
    # the moves of a listing shuffled: a hex met first in one facing, then in another, by another path
    game = new_game(TREMITHOUSSIA, 2)
    players = {s.id: GreedyPlayer(f"2/{s.id}") for s in game.scenario.sides}
    game, _result = play_game(game, players, seed=2, max_steps=60)
    checked = 0
    for state in game.states:
        decision = state.pending()
        if decision.kind not in ("movement", "out_of_command_movement") or decision.side is None:
            continue
        moves = [c for c in state.legal_choices() if isinstance(c, Move)]
        random.Random(checked).shuffle(moves)
        moves.sort(key=lambda m: m.ids)  # runs of one counter group, as the listing gives them
        ev = Evaluator(state)
        ctx = ev.context(state, decision.side)
        got = ev.move_deltas(state, ctx, moves)
        assert [bits(d) for d in got] == [bits(reference_delta(ev, state, ctx, m)) for m in moves]
        checked += len(moves)
    assert checked > 1000


@settings(max_examples=60, deadline=None)
@given(hs.data())
def test_a_search_over_the_whole_map_is_the_plain_one(data):
    # sources anywhere on a 60 x 40 map (hexes beyond FAR of every source: the cap) and on both demos' maps
    for ev in _three_maps():
        key = tuple(sorted(data.draw(hs.lists(hs.sampled_from(sorted(ev.hexes)), min_size=1, max_size=12,
                                              unique=True))))
        index, hexes, adj = ev._graph(key)
        sources = [index[h] for h in key]
        assert bfs_field(sources, adj, len(hexes)) == plain_search(sources, adj, len(hexes))


@functools.cache
def _three_maps() -> tuple[Evaluator, ...]:
    """One evaluator a map for every example (their graphs made once)."""
    return (Evaluator(_big_start()), Evaluator(new_game(TREMITHOUSSIA, 1).state), Evaluator(new_game(HAUTMESNIL, 1).state))
