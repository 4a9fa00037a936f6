"""A patched answer's listing spliced from the previous listing (issue #30, ninth round's second wave:
`activation._spliced`, the old listing's moves less those of the hexes whose ends were picked again, plus those
hexes' new ends put in place by their codes) is the listing made whole for that position: the same moves in the
same order, over the movement decisions of greedy games (whose players read every move, `move_deltas`, and play
the best few) and of random games (which pick a move by its index: another order would change the seeded games,
tests/engine/golden_games.json). The fresh listing is made in another thread with its caches emptied (the kept
tables are per thread), on the position without its memo."""

from __future__ import annotations

import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

from rules.engine import activation, movement
from rules.engine.choices import IllegalChoice
from rules.engine.frozen import replace
from rules.games.greedy import GreedyPlayer
from rules.games.players import RandomPlayer, play_game

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game


def _cold(fn):
    movement._caches.kept.clear()
    activation._caches.listed.clear()
    return fn()


def _check_spliced(monkeypatch, path, steps, players_of, seed=1, unlisted=False):
    """`unlisted`: every other listing of a unit is made in the cold thread, its answer only asked here
    (`reach_table`): the next patched answer's base is then not the answer the kept listing was made from, and
    nothing may be spliced from that listing (a splice from it would miss the hexes the unlisted patch changed)."""
    asked: Counter = Counter()
    wrong: list = []
    pool = ThreadPoolExecutor(1)
    real = activation._spliced
    me = threading.get_ident()
    if unlisted:
        real_listing, calls = activation._listing, Counter()

        def listing(state, ids, change=None):
            if threading.get_ident() != me:  # the cold listings' own
                return real_listing(state, ids, change)
            calls[ids, change] += 1
            if calls[ids, change] % 2:
                return real_listing(state, ids, change)
            try:
                movement.reach_table(state, ids, change)
            except IllegalChoice:
                pass
            asked["unlisted"] += 1
            return pool.submit(_cold, lambda: real_listing(replace(state), ids, change)).result()

        monkeypatch.setattr(activation, "_listing", listing)


    def spliced(state, found, old, enter):
        got = real(state, found, old, enter)
        if got is not None and threading.get_ident() == me:  # not the cold listings' own
            asked["spliced"] += 1
            asked["moves"] += len(got._all)
            ids, change = got.ids, got.change
            want = pool.submit(_cold, lambda: list(activation._listing(replace(state), ids, change))).result()
            mine = list(got)
            if (mine != want or [type(c) for c in mine] != [type(c) for c in want] or len(got) != len(want)
                    or got.codes != got._codes() or [got[i] for i in range(len(got))] != want):
                wrong.append((state.turn, state.step, ids, change, mine[:3], want[:3]))
            else:  # the ends not picked again are the old listing's very moves (the ranking keeps their deltas)
                asked["kept moves"] += sum(1 for m in mine if any(m is o for o in old._all))
        return got

    monkeypatch.setattr(activation, "_spliced", spliced)
    game = new_game(path, seed)
    try:
        play_game(game, players_of(game), seed=seed, max_steps=steps)
    finally:
        pool.shutdown()
    assert not wrong, wrong[:3]
    return asked


@pytest.mark.parametrize("path, steps, enough", [(TREMITHOUSSIA, 150, 30), (HAUTMESNIL, 110, 60)])
def test_spliced_listings_equal_fresh_ones_over_a_greedy_game(path, steps, enough, monkeypatch):
    asked = _check_spliced(monkeypatch, path, steps,
                           lambda game: {s.id: GreedyPlayer(f"1/{s.id}") for s in game.scenario.sides})
    # Tremithoussia's 150 choices splice 37 listings (4,404 moves), Hautmesnil's 110 splice 98 (8,462)
    assert asked["spliced"] >= enough and asked["kept moves"] >= 0.8 * asked["moves"], asked


@pytest.mark.parametrize("path", [TREMITHOUSSIA, HAUTMESNIL])
def test_nothing_is_spliced_from_a_listing_of_another_answer(path, monkeypatch):
    asked = _check_spliced(monkeypatch, path, 400, lambda game: {s.id: _Whole(f"1/{s.id}") for s in game.scenario.sides},
                           unlisted=True)
    assert asked["unlisted"] >= 100 and asked["spliced"] >= 10, asked


@pytest.mark.parametrize("path", [TREMITHOUSSIA, HAUTMESNIL])
def test_spliced_listings_equal_fresh_ones_over_a_random_game(path, monkeypatch):
    # a random player is handed the lazy sequence (`step_choice_sequence`) and indexes it: its listings are not
    # made whole, so nothing is spliced from them; the listing a test asks whole (`step_choices`) is
    def players_of(game):
        return {s.id: _Whole(f"1/{s.id}") for s in game.scenario.sides}

    asked = _check_spliced(monkeypatch, path, 400, players_of)
    assert asked["spliced"] >= 80, asked  # 108 and 210


class _Whole(RandomPlayer):
    """A random player handed the whole list (not the lazy sequence: `players._play` gives that to RandomPlayer
    alone), so its listings are made whole and the next ones spliced: the same picks by index."""
