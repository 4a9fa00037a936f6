"""Listing legal choices lazily or by unit (issue 14) gives exactly the full listing: after any sequence of legal
choices on both demos, `iter_legal_choices` yields `legal_choices` in order, `legal_choices_of(counter)` is the
full list filtered to the choices that counter acts in, `legal_choices_by_unit` holds every choice once; and the
cheaper fire listing and one-choice fire check agree with the definitions they replace. Each is computed with the
kept answers emptied, so the lazy paths themselves run."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import activation, combat, flow, movement
from rules.engine.choices import Fire
from rules.engine.flow import actors
from rules.geometry.hexgrid import distance
from tests.engine.test_game_properties import SCENARIOS
from tests.engine.walks import empty_caches, random_walk


def _check_lazy(state) -> None:
    s = flow.settle(state)[0]
    legal = flow.legal_choices(s)
    empty_caches()
    assert list(flow.iter_legal_choices(s)) == legal
    counters = {a for c in legal for a in actors(c)}
    if s.phase == "D" and s.active_leader is not None and s.step in ("D1", "D5"):
        counters |= set(activation.movable_counters(s)) | {s.active_leader}
    for cid in sorted(counters):
        empty_caches()
        assert flow.legal_choices_of(s, cid) == [c for c in legal if cid in actors(c)], cid
    empty_caches()
    by_unit = flow.legal_choices_by_unit(s)
    assert Counter(c for k in by_unit for c in by_unit[k]) == Counter(legal)
    for k in by_unit:
        assert all((actors(c) or ("",))[0] == k for c in by_unit[k])


def _fire_options_by_definition(state, kind, pool):
    """The listing as it was before issue 14's second round: every unit scanned for every firer."""
    tables = state.battle.tables
    by_target: dict = {}
    for uid in pool:
        us = state.unit(uid)
        if not combat._may_ever_fire(state, uid):
            continue
        side = state.battle.units[uid].side
        reach = tables.fire_classes[tables.fire_class_of(state.unit_info(uid).type)].max_range
        cands = sorted({e.hex for e in state.units if e.on_map and state.battle.units[e.id].side != side
                        and distance(e.hex, us.hex) <= reach}, key=state.grid.label)
        for t in cands:
            if combat.fire_verdict(state, kind, uid, t) is None:
                by_target.setdefault(t, []).append(uid)
    return sorted(by_target), by_target


def _check_fire(state, rng: random.Random) -> None:
    s = flow.settle(state)[0]
    for kind in ("ranged", "phase_b"):
        pool = [u.id for u in s.units if u.on_map]
        opts = combat.fire_options(s, kind, pool)
        targets, by_target = _fire_options_by_definition(s, kind, pool)
        assert sorted({c.target for c in opts}) == targets
        for c in opts:
            assert set(c.firers) <= set(by_target[c.target])
            assert combat.fire_is_legal(s, kind, c, pool)
        listed = set(opts)
        for _ in range(20):  # choices that may or may not be legal: the check agrees with the listing
            firers = tuple(sorted(rng.sample(pool, rng.randint(1, 2)), key=s.battle.unit_index.__getitem__))
            target = rng.choice([u.hex for u in s.units if u.on_map])
            c = Fire(firers, target)
            assert combat.fire_is_legal(s, kind, c, pool) == (c in listed), c


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from(sorted(SCENARIOS)))
def test_lazy_and_by_unit_listings_equal_the_full_one(seed, name):
    rng = random.Random(seed)
    for i, state in random_walk(SCENARIOS[name], seed, 200, rng):
        if i % 5 == 0 or state.pending().kind in ("movement", "ranged_fire"):
            _check_lazy(state)
        if i % 25 == 0:
            _check_fire(state, rng)


def test_one_units_choices_search_that_unit_only():
    """`legal_choices_of` in D.1 runs the searches of that unit (and its stack), not of every unit."""
    from rules.engine import movement_position

    state = movement_position(SCENARIOS["hautmesnil-1478.yaml"], "vermandel")
    movable = activation.movable_counters(state)
    assert len(movable) > 3
    empty_caches()
    seen: list = []
    real = movement._reachable_kept

    def spy(st_, mv):
        seen.append(mv.ids)
        return real(st_, mv)

    movement._reachable_kept = spy
    try:
        mine = state.legal_choices_of(movable[0])
    finally:
        movement._reachable_kept = real
    assert mine and all(movable[0] in actors(c) for c in mine)
    assert {i for ids in seen for i in ids} <= {movable[0], *[u.id for u in state.units_at(state.unit(movable[0]).hex)]}


def test_exits_asked_only_on_the_units_edges_equal_every_edge_asked():
    """`activation._exits` asks `why_no_exit` only about the edges the unit's hex lies on: the same exits as
    asking about every scoring edge, for every unit that may act in the movement steps of a game."""
    from rules.engine.activation import _exits
    from rules.engine.choices import Exit
    from rules.engine.exits import exit_edges, why_no_exit
    from rules.games.players import play_game
    from rules.games.record import Game

    game, _ = play_game(Game(SCENARIOS["hautmesnil-1478.yaml"]), seed=3, max_steps=900)
    seen = listed = edged = 0
    for pos, _ in game.history():
        if pos.step not in ("D1", "D5") or pos.agenda or pos.active_leader is None:
            continue
        edges = sorted(exit_edges(pos, pos.side_of(pos.active_leader)))
        edged += bool(edges)
        for uid in sorted(pos.acting):
            want = [Exit((uid,), e) for e in edges if why_no_exit(pos, (uid,), e) is None]
            assert _exits(pos, (uid,)) == want
            seen += 1
            listed += len(want)
    assert seen > 100 and edged > 10, (seen, edged, listed)


def test_targets_looked_up_around_a_firer_equal_those_among_every_enemy():
    """`combat._targets_near` looks around the firer when that is shorter than the list of enemy-held hexes:
    the same targets, in label order, as scanning that list (ranges 1–3, every side, every unit's hex)."""
    from rules.games.players import play_game
    from rules.games.record import Game

    game, _ = play_game(Game(SCENARIOS["hautmesnil-1478.yaml"]), seed=5, max_steps=600)
    looked = 0
    for pos, _ in game.history()[::25]:
        enemy = combat._enemy_hexes(pos)
        for side, theirs in enemy.items():
            for us in pos.units:
                if not us.on_map:
                    continue
                for reach in (1, 2, 3):
                    want = sorted((h for h in theirs if distance(h, us.hex) <= reach), key=pos.grid.label)
                    assert combat._targets_near(pos, side, us.hex, reach, enemy) == want
                    looked += 3 * reach * (reach + 1) + 1 < len(theirs)
    assert looked > 100
