"""The caches that make self-play fast give exactly the from-scratch answers (issue 14): after any sequence of
legal choices, every kept `reachable` answer equals a fresh search, the patched occupancy tables equal freshly
built ones, the listed legal choices equal those listed with every cache emptied; and the game's history does
not hold the occupancy tables (memory stays flat over a game)."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import flow, initial_state, movement, turn
from rules.engine import state as state_module
from rules.engine.choices import IllegalChoice
from rules.engine.state import RECENT, UnitState, _build_field, _built
from rules.games.players import play_game
from rules.games.record import Game
from tests.engine.test_game_properties import SCENARIOS
from tests.engine.walks import empty_caches, random_walk


def _fresh_reach(state, ids, change):
    try:
        return movement._reachable(state, movement.movers(state, ids, change))[0]
    except IllegalChoice:
        return None


def _kept_reach(state, ids, change):
    try:
        return movement.reach_table(state, ids, change)
    except IllegalChoice:
        return None


def _check_caches(state) -> None:
    b = state.battle
    fresh = _built(b, state.units).by_hex
    assert state._by_hex == fresh
    for side in b.side_ids:
        assert state.field(side) == _build_field(b, fresh, side)
        assert turn.resting_candidates(state, side) == [  # 11.2 read from the Field's enemy-adjacent hexes
            us.id for us in state.units if us.on_map and not us.routed and not us.resting and us.fatigued
            and b.units[us.id].side == side and not state.adjacent_enemies(side, us.hex)]
    if state.phase != "D" or state.active_leader is None or state.step not in ("D1", "D5") or state.agenda:
        return
    groups = [(u,) for u in sorted(state.acting)]
    groups += [(state.active_leader,)]
    for ids in groups:
        for change in (None, "mount", "dismount"):
            assert _kept_reach(state, ids, change) == _fresh_reach(state, ids, change), (ids, change)


def _cold_choices(state):
    empty_caches()
    return flow.legal_choices(state)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from(sorted(SCENARIOS)))
def test_kept_answers_equal_fresh_ones_after_any_choices(seed, name):
    for i, state in random_walk(SCENARIOS[name], seed, 160):
        choices = state.legal_choices()
        _check_caches(flow.settle(state)[0])
        if i % 7 == 0:
            assert _cold_choices(state) == choices


def test_the_history_does_not_keep_occupancy_tables():
    game, result = play_game(Game(SCENARIOS["tremithoussia-demo.yaml"]), seed=3, max_steps=300)
    assert result.steps == 300
    for st_ in game.states:
        st_.units_at(st_.units[0].hex) if st_.units[0].hex else None
    filled = {id(o) for s in game.states if (o := s.__dict__.get("_occ")) is not None and o.by_hex is not None}
    assert len(filled) <= RECENT  # states with one units tuple share one table
    assert len(state_module._caches.recent) <= RECENT


def test_patched_answers_equal_fresh_ones():
    """A friendly move near a unit re-runs only the end checks that changed (`movement._recheck`); an enemy
    move away from everything a unit's search went through keeps that search. Both paths are taken in this
    game, and every answer they give equals a fresh search."""
    calls = {"recheck": 0, "full": 0}
    real_recheck, real_full = movement._recheck, movement._reachable_kept

    def recheck(state, kept, touched):
        calls["recheck"] += 1
        return real_recheck(state, kept, touched)

    def full(state, mv):
        calls["full"] += 1
        return real_full(state, mv)

    movement._recheck, movement._reachable_kept = recheck, full
    try:
        for _, state in random_walk(SCENARIOS["hautmesnil-1478.yaml"], 5, 400):
            if state.pending().kind in ("movement", "out_of_command_movement"):
                _check_caches(flow.settle(state)[0])
    finally:
        movement._recheck, movement._reachable_kept = real_recheck, real_full
    assert calls["recheck"] > 0


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(st.tuples(st.integers(0, 10_000), st.booleans()), max_size=4), min_size=1, max_size=80),
       st.data())
def test_changed_indices_equal_a_walk_of_both_tuples(steps, data):
    """`changed_indices` (the recorded changes of `with_units`, followed back through parents) names exactly
    the counters that differ, for any ancestor: near, far (past the chain followed) or not an ancestor at all;
    a counter changed and then given back its first record does not count."""
    state = initial_state(SCENARIOS["tremithoussia-demo.yaml"])
    history = [state.units]
    first = {us.id: us for us in state.units}
    for changes in steps:
        new = []
        for n, back in changes:
            us = state.units[n % len(state.units)]
            new.append(first[us.id] if back else replace(us, facing=(us.facing + 1) % 6))
        state = state.with_units(new)
        history.append(state.units)
    old = data.draw(st.sampled_from(history))
    new = data.draw(st.sampled_from(history))
    assert state_module.changed_indices(old, new) == [i for i, (x, y) in enumerate(zip(old, new, strict=True)) if x is not y]


def test_fields_patched_after_enemy_moves_equal_fresh_ones(monkeypatch):
    """An enemy that moved, turned or routed changes a side's blocked, front and enemy-adjacent hexes only
    around where it stood and stands (`state._patched_enemies`): every state's fields equal fresh ones, and
    the patch is what made them."""
    calls = []
    real = state_module._patched_enemies
    monkeypatch.setattr(state_module, "_patched_enemies", lambda *a: calls.append(1) or real(*a))
    for _, state in random_walk(SCENARIOS["hautmesnil-1478.yaml"], 11, 500):
        settled = flow.settle(state)[0]
        b = settled.battle
        fresh = _built(b, settled.units).by_hex
        for side in b.side_ids:
            assert settled.field(side) == _build_field(b, fresh, side)
    assert len(calls) > 20


def test_kept_stacking_verdicts_equal_fresh_ones():
    """The stacking verdicts a battle keeps (`movement._Ends.stacking`, 5.1, 5.2) equal the rule's answer
    for the same counters and mounted states, refusals and their wording included."""
    from types import SimpleNamespace

    game, _ = play_game(Game(SCENARIOS["hautmesnil-1478.yaml"]), seed=2, max_steps=500)
    b = game.state.battle
    assert len(b.stacking_memo) > 5
    refused = 0
    for (residents, ids, mounted), verdict in b.stacking_memo.items():
        ends = SimpleNamespace(b=b, mv=SimpleNamespace(ids=ids, mounted=mounted))
        units = [UnitState(i, None, 0, mounted=m) for i, m in residents]
        assert movement._Ends._stacking(ends, units) == verdict
        refused += verdict is not None
    assert refused > 0


def test_states_of_a_game_form_no_reference_cycles():
    """A settled state marks itself settled instead of holding itself (`flow.settle`): the states a game
    leaves behind are freed as soon as nothing refers to them, not by the cyclic collector, whose full
    collections walk every state kept (issue 14: there was one cycle a choice)."""
    import gc

    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        game, result = play_game(Game(SCENARIOS["hautmesnil-1478.yaml"]), seed=1, max_steps=400)
        del game
        gc.collect()
        left = [o for o in gc.garbage if isinstance(o, state_module.Position)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert result.steps == 400
    assert not left  # none since the rout paths' walks are dropped after use (board.rout_paths)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from(sorted(SCENARIOS)))
def test_a_listed_move_has_the_outcome_check_path_works_out(seed, name):
    """`apply` reads a listed move's costs, facing and 8.1 minimum off the kept answer (`listed_outcome`)
    instead of walking its path again: for every listed move with a path, the same Outcome as `check_path`;
    a move along another path, or to an end not listed, is left to `check_path`."""
    from rules.engine.activation import listed_outcome
    from rules.engine.choices import Move

    compared = 0
    for _, state in random_walk(SCENARIOS[name], seed, 250):
        choices = state.legal_choices()
        s = flow.settle(state)[0]
        for c in choices:
            if isinstance(c, Move) and c.path:
                mv = movement.movers(s, c.ids, c.change)
                assert listed_outcome(s, c) == movement.check_path(s, mv, c.path, c.facing), c
                compared += 1
                if len(c.path) >= 3:  # the same end by another route: not read off the listing
                    assert listed_outcome(s, replace(c, path=(*c.path[:-2], c.path[-1]))) is None
    assert compared > 100


def test_games_in_threads_play_as_they_do_alone():
    """The engine's caches are per thread: games played side by side in threads of one process (a balance
    study on a Dask cluster of threads) give the games each plays alone. With one set of caches for every
    thread, one thread evicted the occupancy table another was patching ('NoneType' errors mid-game)."""
    import sys
    import threading

    seeds = range(5, 11)
    alone = {s: play_game(Game(SCENARIOS["tremithoussia-demo.yaml"]), seed=s)[0].notations for s in seeds}
    got: dict[int, list[str]] = {}

    def play(seed: int) -> None:
        got[seed] = play_game(Game(SCENARIOS["tremithoussia-demo.yaml"]), seed=seed)[0].notations

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as the interpreter can
    try:
        threads = [threading.Thread(target=play, args=(s,)) for s in seeds]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert got == alone


def test_kept_unit_limits_equal_fresh_ones():
    """`movers` keeps what a unit's counter and markers give a move (column, MP, front offsets) on the battle:
    every unit's Movers, mounting and dismounting included, equal those made with nothing kept, all game long."""
    game, _ = play_game(Game(SCENARIOS["hautmesnil-1478.yaml"]), seed=6, max_steps=700)
    compared = 0
    for pos, _ in game.history()[::20]:
        b = pos.battle
        for us in pos.units:
            for change in (None, "mount", "dismount"):
                try:
                    kept = movement.movers(pos, us.id, change)
                except IllegalChoice:
                    continue
                b.movers_memo.clear()
                assert movement.movers(pos, us.id, change) == kept
                compared += 1
    assert compared > 500


def test_changed_indices_across_generations_of_recorded_changes(monkeypatch):
    """`with_units`' recorded changes are kept in two generations (issue #30): once both have turned over, a
    tuple's parent is no longer known and `changed_indices` compares both tuples instead; the answer, and the
    occupancy tables patched from it, are the same either way."""
    monkeypatch.setattr(state_module, "DELTA_LIMIT", 3)
    state_module._caches.deltas, state_module._caches.older = {}, {}
    state = initial_state(SCENARIOS["tremithoussia-demo.yaml"])
    history = [state.units]
    on_map = [i for i, us in enumerate(state.units) if us.on_map]
    for k in range(20):
        us = state.units[on_map[(k * 7) % len(on_map)]]
        state = state.with_units([replace(us, facing=(us.facing + 1 + k) % 6)])
        history.append(state.units)
        assert len(state_module._caches.deltas) <= 3 and len(state_module._caches.older) <= 3
        assert bool(state_module._caches.older) == (k >= 3)  # the young generation turned over
        assert state._by_hex == _built(state.battle, state.units).by_hex
    for old in history:
        for new in history[::3]:
            assert state_module.changed_indices(old, new) == [
                i for i, (x, y) in enumerate(zip(old, new, strict=True)) if x is not y]
