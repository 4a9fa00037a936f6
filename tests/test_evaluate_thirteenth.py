"""The thirteenth round's kept answers of the evaluation (issue #30), each against a fresh computation: the verdict
(`Evaluator._verdict`) kept by the kept integer sums as they stand, the held hexes' points counted in the units' sums
as a unit comes to hold or leaves an objective hex (`_Kept.fact`, `_Kept.unfact`). A verdict that is not the plain
score's plays another game (tests/engine/golden_games.json)."""

from __future__ import annotations

import pytest

from rules.engine.victory import score
from rules.games.evaluate import Evaluator
from rules.games.players import play_game
from tests.test_evaluate_kept import HAUTMESNIL, TREMITHOUSSIA, WatchingGreedy, new_game, random_history


def plain_verdict(state, side: str) -> tuple:
    """(winner, difference, sudden death, VP ahead of the enemy) from the plain score of every counter."""
    sc = score(state)
    vp = sc.totals.get(side, 0) - max((v for s, v in sc.totals.items() if s != side), default=0)
    return sc.winner, sc.difference, sc.sudden_death is not None, vp


def _scoring(ev: Evaluator, k) -> set:
    return {h for h, n in k.held.items() if n > 0 and h in ev._hold_points}


def valued(ev: Evaluator, state, side: str, tally: dict, value) -> float:
    """`value(state, side)` (the kept value), then the verdict it read against the plain one; counts the positions
    where a held hex scored and those whose scoring holds differ from the last position valued for the side."""
    last = ev._last.get(side)
    was = None if last is None else _scoring(ev, last)
    v = value(state, side)
    k = ev._last[side]
    verdict = k.verdict if k.verdict is not None else ev._verdict(state, side, k)
    held = _scoring(ev, k)
    tally["values"] += 1
    tally["held scored"] += bool(held)
    tally["holds changed"] += was is not None and held != was
    tally["leader points"] += any(k.leader_totals.values())
    tally["wrong"] += verdict != plain_verdict(state, side)
    return v


class VerdictWatched(Evaluator):
    """An evaluator whose verdict is checked against the plain score at every value greedy asks for."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def value(self, state, side, ctx=None):
        return valued(self, state, side, self.tally, lambda st, sd: super(VerdictWatched, self).value(st, sd, ctx))


def _tally() -> dict:
    return dict.fromkeys(("values", "held scored", "holds changed", "leader points", "wrong"), 0)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 150)])
def test_the_verdict_kept_by_the_sums_is_the_plain_one_over_a_greedy_look_ahead(path, steps):
    # every verdict greedy's look-ahead reads (the dice eliminate and rout units, wound and capture leaders; the
    # movements take and leave objective hexes) against the plain score
    game = new_game(path, 1)
    tally = _tally()
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, VerdictWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["values"] > 500 and tally["held scored"] > 50, tally
    assert tally["wrong"] == 0, tally


@pytest.mark.parametrize("path, seed, leaders", [(TREMITHOUSSIA, 5, False), (HAUTMESNIL, 2, True), (HAUTMESNIL, 3, False)])
def test_the_verdict_kept_over_a_random_game_is_the_plain_one(path, seed, leaders):
    # a random game's positions in turn, both sides' values: objective hexes taken and left (more often than greedy's
    # look-ahead does), several holders of one hex, units lost, and in Hautmesnil seed 2 leaders' casualties scored
    history = random_history(path, seed)
    ev = Evaluator(history[0])
    tally = _tally()
    for state in history:
        for side in state.battle.side_ids:
            valued(ev, state, side, tally, ev.value)
    assert tally["holds changed"] > 5 and (tally["leader points"] > 0 or not leaders), tally
    assert tally["wrong"] == 0, tally


class ContextFromScan(Evaluator):
    """An evaluator whose every context is checked against the position's enemies' set-ups read afresh, counting
    those whose changed enemies came from `_update`'s scan of the units (`Evaluator._scanned`)."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def context(self, state, side):
        scanned, picked = self._scanned, self._picked.get(side)
        got = super().context(state, side)
        setups = tuple((u.hex, u.facing, u.condition, u.mounted, u.fatigued) for u in state.units
                       if state.side_of(u.id) != side)
        fresh = self._context(state, side)
        t = self.tally
        t["contexts"] += 1
        t["from the scan"] += scanned is not None and picked is not None and scanned[1] is picked[3]
        t["wrong"] += got.key != setups or got.side != side or got.enemy_dist != fresh.enemy_dist or (
            {h: [e.id for e in es] for h, es in got.enemy_at.items()}
            != {h: [e.id for e in es] for h, es in fresh.enemy_at.items()})
        return got


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 150)])
def test_a_context_found_from_the_values_scan_is_the_positions_own(path, steps):
    # the look-ahead's values ask a context when an enemy's set-up changed since the last position valued; the
    # enemies that differ from the last context's are taken from the value's scan when that context was picked
    # from the last position's units
    game = new_game(path, 1)
    tally = dict.fromkeys(("contexts", "from the scan", "wrong"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, ContextFromScan) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["contexts"] > 300 and tally["from the scan"] > 100, tally
    assert tally["wrong"] == 0, tally


def _setups(state, side: str) -> tuple:
    return tuple((u.hex, u.facing, u.condition, u.mounted, u.fatigued) for u in state.units
                 if state.side_of(u.id) != side)


@pytest.mark.parametrize("path, seed", [(TREMITHOUSSIA, 5), (HAUTMESNIL, 3)])
def test_a_scan_against_another_units_tuple_than_the_last_contexts_is_not_used(path, seed):
    # the last context picked from one position, the scan handed over made against another (whose enemies differ
    # from the first's): the enemies that differ are scanned again, not taken from it
    history = random_history(path, seed)
    ev = Evaluator(history[0])
    tally = dict.fromkeys(("asked", "scan of another", "wrong"), 0)
    for first, second, third in zip(history, history[1:], history[2:], strict=False):
        for side in third.battle.side_ids:
            ev.context(first, side)
            moved = [i for i, (a, b) in enumerate(zip(second.units, third.units, strict=True)) if a is not b]
            ev._scanned = (third.units, second.units, moved)
            got = ev.context(third, side)
            tally["asked"] += 1
            tally["scan of another"] += _setups(first, side) != _setups(second, side)
            tally["wrong"] += got.key != _setups(third, side)
    assert tally["scan of another"] > 20, tally
    assert tally["wrong"] == 0, tally
