"""The game's `apply` of the choice greedy picked starts from the take its look-ahead made (issue #30, ninth round,
second wave): `apply_ahead` keeps, on the game's position and on the positions its candidates reach (no other
look-ahead position), what taking each choice gave with its events (`flow.keep_taken`), greedy keeps the picked
candidate's entries only (`flow.choose_taken`) and the game's `apply` reads them. The same games only
if that `apply` gives exactly the position and the events a fresh `apply` gives (the record's notation and the
final digest): checked at every choice of real greedy games, against the take made afresh."""

from __future__ import annotations

import pytest

from rules.engine.flow import canonical, settle
from rules.engine.game import GameState
from rules.games.greedy import GreedyPlayer

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game, play_greedy

APPLY = GameState.apply


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 200), (HAUTMESNIL, 120)])
def test_the_kept_take_gives_apply_s_position_and_events(monkeypatch, path, steps):
    log = {"applies": 0, "kept": 0}

    def checked(self, choice):
        s = settle(self)[0]
        taken = s._memo.get("taken")
        got = APPLY(self, choice)
        log["applies"] += 1
        if taken is not None:
            log["kept"] += canonical(s, choice) in taken
            assert settle(self)[0]._memo.get("taken") is None  # read once, then dropped
            fresh = APPLY(self, choice)  # nothing kept now: the choice taken afresh
            assert got[0] == fresh[0], (self.turn, self.phase, choice)
            assert got[1] == fresh[1], (self.turn, self.phase, choice)
        return got

    monkeypatch.setattr(GameState, "apply", checked)
    play_greedy(path, steps)
    assert log["applies"] == steps
    # about half the game's applies find their take kept (141 and 197 of 300 choices)
    assert log["kept"] > steps // 3, log


def test_another_choice_than_the_kept_one_is_taken_afresh():
    game = new_game(TREMITHOUSSIA, 1)
    player = GreedyPlayer("1/x", twins=False)
    for _ in range(60):  # to a ranked decision whose pick was kept
        state = game.state
        choices = state.legal_choices()
        choice = player.choose(state, choices)
        taken = state._memo.get("taken")
        if taken is not None and len(choices) > 1:
            other = next(c for c in choices if c != choice)
            new, events = state.apply(other)
            assert state._memo.get("taken") is None
            again = state.apply(other)
            assert new == again[0] and events == again[1]
            assert new != state.apply(choice)[0]
            return
        game.push(choice)
    pytest.fail("no kept take in 60 choices")


def test_pending_from_a_settled_position_s_memo_is_the_decision_settled_afresh(monkeypatch):
    # `flow.pending` answers a settled position's kept decision from its memo (ninth round, second wave): every
    # pending decision greedy's look-ahead asks over 150 Tremithoussia choices against the decision of the
    # position settled afresh (an equal position, no memo)
    from rules.engine import flow
    from rules.engine.frozen import replace
    from rules.games import greedy

    asked = {"n": 0, "kept": 0}
    real = flow.pending

    def checked(state):
        asked["kept"] += state._memo.get("settle") is flow._SETTLED and any(
            k[0] == "decision" for k in state._memo if k.__class__ is tuple)
        got = real(state)
        fresh = flow._decide(settle(replace(state, turn=state.turn))[0])
        assert got == fresh, (state.turn, state.phase, got, fresh)
        asked["n"] += 1
        return got

    monkeypatch.setattr(greedy, "pending", checked)
    play_greedy(TREMITHOUSSIA, 150)
    assert asked["n"] > 2000 and asked["kept"] > 1000, asked
