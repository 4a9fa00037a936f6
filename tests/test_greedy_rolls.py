"""Greedy's dice records (issue #30, eighth round, second wave): one `Roll` per faces shared by every look-ahead, and
the outcome list kept on a position is what the odds say afresh (exact probabilities as floats, in the odds'
order), so the same games follow (tests/engine/golden_games.json)."""

from __future__ import annotations

from rules.engine import choices as C
from rules.engine.odds import pending_roll
from rules.games import greedy
from tests.engine.demo_games import TREMITHOUSSIA, new_game


def test_greedys_dice_records_are_shared_and_its_kept_outcomes_are_the_odds_afresh():
    assert greedy._roll((4,)) is greedy._roll((4,)) == C.Roll((4,))
    from rules.games.players import play_game

    game = new_game(TREMITHOUSSIA, 1)
    players = {s.id: greedy.GreedyPlayer(f"1/{s.id}") for s in game.scenario.sides}
    kept = []

    orig = greedy.GreedyPlayer._expect

    def watched(self, state, side, ev, depth):
        got = orig(self, state, side, ev, depth)
        rolls = state._memo.get("greedy_roll", False)
        if rolls not in (False, None):
            kept.append((state, rolls))
        return got

    greedy.GreedyPlayer._expect = watched
    try:
        play_game(game, players, seed=1, max_steps=60)
    finally:
        greedy.GreedyPlayer._expect = orig
    assert len(kept) > 50
    for state, rolls in kept[::3]:
        res = pending_roll(state)
        assert rolls == [(float(o.probability), C.Roll(o.faces[0])) for o in res.outcomes]
        assert all(r is greedy._roll(r.faces) for _p, r in rolls)
