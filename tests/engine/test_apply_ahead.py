"""The look-ahead's apply (issue #30): `GameState.apply_ahead` gives `apply`'s position without its events, and
may stop where only markers change up to the next decision (`turn.quiet_until_decision`: 6.B, 6.E then 6.A, 7.2):
the greedy player values that position as it stands instead of playing the turn's end, the command check and the
next turn's Phase A and B questions. The same games only if (a) the position settles to `apply`'s and (b) a value cannot tell the two
apart: checked here over real greedy games' look-ahead, against a fresh evaluator each time. A rally's situation
and resolution are kept per battle by what they read: checked against a fresh computation likewise."""

from __future__ import annotations

import pytest

from rules.engine.flow import settle
from rules.engine.frozen import replace
from rules.engine.game import GameState
from rules.engine.turn import RallyTask, quiet_until_decision
from rules.games.evaluate import Evaluator
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from rules.resolve import resolve_rally

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game


def checking(log: dict):
    """`GameState.apply_ahead` (what greedy's look-ahead calls on a table miss) checking each look-ahead apply
    against the full `apply`, and each stop before a turn's end against the settled position's value (both sides,
    a fresh evaluator: no kept term shared)."""

    def apply_ahead(state, choice):
        got = AHEAD(state, choice)
        full = state.apply(choice)[0]
        settled = settle(got)[0]
        assert settled == full, (state.turn, state.phase, choice)
        log["applies"] += 1
        if quiet_until_decision(got):
            assert full.pending().kind in ("resting", "phase_b_fire", "roll") and full.phase in ("A", "B", "C")
            for side in state.battle.side_ids:
                fresh = Evaluator(state)
                assert fresh.value(got, side).hex() == Evaluator(state).value(full, side).hex(), (state.turn, side)
            if got is not settled:
                log["stops"][got.phase] = log["stops"].get(got.phase, 0) + 1
                log["stopped"].append(got)
        return got

    return apply_ahead


AHEAD = GameState.apply_ahead
_played: dict = {}


def checked_game(path: str, seed: int, steps: int) -> dict:
    key = (path, seed, steps)
    if key not in _played:
        game = new_game(path, seed)
        log = _played[key] = {"applies": 0, "stops": {}, "stopped": []}
        players = {s.id: GreedyPlayer(f"{seed}/{s.id}", twins=False) for s in game.scenario.sides}
        GameState.apply_ahead = checking(log)  # type: ignore[method-assign]
        try:
            play_game(game, players, seed=seed, max_steps=steps)
        finally:
            GameState.apply_ahead = AHEAD  # type: ignore[method-assign]
    return _played[key]


@pytest.mark.parametrize("path, seed, steps", [(TREMITHOUSSIA, 1, 300), (HAUTMESNIL, 1, 150)])
def test_a_look_ahead_stop_before_the_turn_end_settles_to_apply_and_values_the_same(path, seed, steps):
    log = checked_game(path, seed, steps)
    assert log["applies"] > 1000
    # the look-ahead of rallies, routs and last activations crosses the turn's end; Phase B's fires' reaches the
    # next fire's question
    assert log["stops"]["E"] > 20 and log["stops"]["B"] > 5, log["stops"]


def test_no_stop_at_the_last_turn_or_with_a_freed_leader_to_put_back():
    at = next(st for st in checked_game(TREMITHOUSSIA, 1, 300)["stopped"] if st.phase == "E")
    assert quiet_until_decision(at)
    # the last turn's end is the game's end (a value reads it); a freed leader takes back his place (CSW #239)
    last = replace(at, turn=at.battle.scenario.last_turn)
    assert not quiet_until_decision(last)
    assert settle(last)[0].over
    freed = at.with_leaders([replace(at.leaders[0], freed=True)])
    assert not quiet_until_decision(freed)
    # what settles on from a stop is the next turn's first decision, never a combat's
    assert settle(at)[0].pending().kind in ("resting", "phase_b_fire", "roll")
    assert settle(at)[0].turn == at.turn + 1


def test_a_rally_kept_per_battle_is_the_fresh_rally(monkeypatch):
    # 12.3, R26, 5.2.6: the rally's situation (stack, banner leaders' and army commander's bonuses, adjacent enemy)
    # and its resolution, kept per battle by what they read, against a fresh computation at every ask of a
    # greedy game's look-ahead (rallies, their facings and the rolls after them)
    asked = []
    kept = RallyTask._kept

    def checked(self, state):
        got = kept(self, state)
        sit = self._situation(state)
        assert got[0] == sit, (state.turn, self.hex)
        assert got[1] == (None if sit is None else resolve_rally(sit, state.battle.tables))
        asked.append(got[0] is not None)
        return got

    monkeypatch.setattr(RallyTask, "_kept", checked)
    game = new_game(HAUTMESNIL, 1)
    play_game(game, {s.id: GreedyPlayer(f"1/{s.id}", twins=False) for s in game.scenario.sides}, seed=1, max_steps=200)
    # (a position where the settle stopped is no longer settled again, sixth round: 192 asks found a rally then)
    assert sum(asked) > 150 and not all(asked)
