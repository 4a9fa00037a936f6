"""The lazy listing a random player draws from (issue 14, fourth round) is the full listing: `reach_table`'s
`Ends` mapping makes each `Reach` on first access, a unit's `_Listing` knows its length from the ends' keys and
makes a move only when indexed, and `flow.legal_choice_sequence` chains them. After any sequence of legal
choices on both demos, with the kept answers warm (as a game uses them) and emptied, the sequence has the
length, the elements (by every index, from either end) and the order of `legal_choices()` listed with every
cache emptied; every `Ends` equals a fresh search made into a plain dict; and a game played through the lazy
sequence is the game played through full lists, choice for choice."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import activation, flow, movement
from rules.engine.choices import IllegalChoice
from rules.games.players import RandomPlayer, play_game
from rules.games.record import Game
from rules.geometry.hexgrid import Hex
from tests.engine.test_game_properties import SCENARIOS
from tests.engine.walks import empty_caches, random_walk


def _moving(s) -> bool:
    return (not s.over and not s.agenda and s.phase == "D" and s.active_leader is not None
            and s.step in ("D1", "D5"))


def _check_sequence(state, rng: random.Random) -> None:
    s = flow.settle(state)[0]
    flow._last_choices = (None, ())
    warm = flow.legal_choice_sequence(s)  # the kept answers and listings of the game so far
    n = len(warm)
    picks = [rng.randrange(n) for _ in range(3)] if n else []
    picked = [warm[i] for i in picks]  # indexed before anything else is made, as a random player does
    tail = warm[-1] if n else None
    empty_caches()
    legal = flow.legal_choices(s)
    assert n == len(legal)
    assert picked == [legal[i] for i in picks]
    if n:
        assert tail == legal[-1]
    assert list(warm) == legal
    empty_caches()
    cold = flow.legal_choice_sequence(s)
    assert [cold[i] for i in range(len(cold))] == legal
    with pytest.raises(IndexError):
        cold[len(cold)]


def _check_ends(s) -> None:
    """Every counter's kept `Ends` is the fresh search's answer, as a plain dict, key by key."""
    if not _moving(s):
        return
    groups = [(u,) for u in sorted(s.acting)] + [(s.active_leader,)]
    for ids in groups:
        for change in (None, "mount", "dismount"):
            try:
                kept = movement.reach_table(s, ids, change)
                mv = movement.movers(s, ids, change)
            except IllegalChoice:
                continue
            fresh = movement._reachable(s, mv)[0]
            plain = {k: fresh[k] for k in list(fresh)}
            assert len(kept) == len(plain)
            assert all(k in kept for k in plain)
            assert dict(kept) == plain, (ids, change)
            h = next(iter(plain))[0] if plain else Hex(0, 0)
            for bad in ((h, 7), (Hex(999, 999), 0), ("x",), None, 3):
                assert bad not in kept
                assert kept.get(bad) is None


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from(sorted(SCENARIOS)))
def test_the_lazy_sequence_is_the_full_listing_after_any_choices(seed, name):
    rng = random.Random(seed)
    checked = 0
    for i, state in random_walk(SCENARIOS[name], seed, 220, rng):
        s = flow.settle(state)[0]
        if _moving(s) and i % 3 == 0:
            _check_sequence(s, rng)
            _check_ends(s)
            checked += 1
    assert checked > 0


class _ListPlayer(RandomPlayer):
    """A RandomPlayer that play_game hands full lists (it is not exactly a RandomPlayer)."""


@pytest.mark.parametrize("name,seed", [("tremithoussia-demo.yaml", 4), ("hautmesnil-1478.yaml", 6)])
def test_a_game_drawn_from_the_lazy_sequence_is_the_game_drawn_from_lists(name, seed):
    scenario = SCENARIOS[name]
    lazy, lazy_result = play_game(Game(scenario, seed=seed), seed=seed, max_steps=600)
    sides = [s.id for s in scenario.sides]
    players = {s: _ListPlayer(f"{seed}/{s}") for s in sides}
    empty_caches()
    listed, listed_result = play_game(Game(scenario, seed=seed), players, seed=seed, max_steps=600)
    assert lazy_result.steps == listed_result.steps > 100
    assert lazy.notations == listed.notations
    assert lazy.state.units == listed.state.units


def test_end_checks_filled_by_the_search_equal_the_end_checks():
    """An out-of-command unit's search works out the 7.4 distance check itself where no friend stands
    (`movement._reachable_kept`); every check it keeps equals `_Ends._at`'s, at every D.5 decision of a game."""
    checked = 0
    for _, state in random_walk(SCENARIOS["hautmesnil-1478.yaml"], 8, 900):
        s = flow.settle(state)[0]
        if _moving(s) and s.step == "D5":
            for uid in activation.movable_counters(s):
                movement._caches.kept.clear()
                movement.reach_table(s, uid)
                kept = movement._caches.kept[((uid,), None)]
                assert kept.mv.toward is not None and kept.search is not None
                ends = movement._Ends(s, kept.mv, s.field(kept.mv.side), quiet=True)
                for h, at in kept.search.checks.items():
                    assert at == ends._at(h), (uid, h)
                    checked += 1
    assert checked > 50
