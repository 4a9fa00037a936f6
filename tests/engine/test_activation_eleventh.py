"""The activation's per-position answers kept or shortened in the eleventh round (issue #30), each against the answer
worked out afresh over the positions greedy's look-ahead meets (Tremithoussia and Hautmesnil, seed 1):

- a step's decision kept per battle by leader, step and language (`activation.step_decision`);
- D.4's pending test over the position's marked counters when it has them (`activation._melee_pending`);
- the next step's position made by `state.remade` (`activation._end_step`).

A kept decision of another step, leader, language or battle, or a marked list that missed a counter, would change
the seeded games (tests/engine/golden_games.json).
"""

from __future__ import annotations

from collections import Counter

import pytest

from rules import i18n
from rules.engine import activation, flow
from rules.engine.choices import Decision
from rules.engine.frozen import replace
from rules.engine.state import STEPS

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game, play_greedy

GAMES = [(TREMITHOUSSIA, 150), (HAUTMESNIL, 110)]


def _fresh_decision(state) -> Decision:
    """`step_decision` as it was before it was kept: made from the position."""
    step = state.step
    return Decision(state.side_of(state.active_leader), activation.STEP_KINDS[step], state.active_leader, step,
                    i18n._(activation.STEP_NOTES[step]))


def _same(a: Decision, b: Decision) -> bool:
    return (a.side, a.kind, a.leader, a.step, a.note, a.dice) == (b.side, b.kind, b.leader, b.step, b.note, b.dice)


@pytest.mark.parametrize("path,steps", GAMES)
def test_every_kept_step_decision_is_the_fresh_one(monkeypatch, path, steps):
    seen: list = []
    real = flow.step_decision

    def recorded(state):
        got = real(state)
        seen.append((state, got))
        return got

    monkeypatch.setattr(flow, "step_decision", recorded)
    play_greedy(path, steps)
    monkeypatch.undo()
    assert len(seen) >= 200, len(seen)
    kinds = Counter((d.leader, d.step) for _s, d in seen)
    assert len(kinds) >= 8, kinds  # several leaders and steps: a key that dropped one of them would show
    for state, got in seen:
        assert _same(got, _fresh_decision(state)), (state.active_leader, state.step, got)
    # and in another language, the same positions give that language's words (a key without it would not)
    with i18n.speaking("fr"):
        for state, _got in seen[:: max(1, len(seen) // 50)]:
            assert _same(activation.step_decision(state), _fresh_decision(state))
    for state, _got in seen[:: max(1, len(seen) // 50)]:
        assert _same(activation.step_decision(state), _fresh_decision(state))


def test_a_decision_kept_for_another_battle_is_not_handed_out():
    """Two battles of one scenario name the same leaders: each battle's decisions are its own."""
    game = new_game(TREMITHOUSSIA, 1)
    state = game.state
    while not (state.phase == "D" and state.active_leader is not None and not state.agenda):
        state = flow.apply(state, flow.legal_choices(state)[0])[0]
    other = new_game(TREMITHOUSSIA, 1).state.battle
    assert other is not state.battle
    wrong = Decision("nobody", "movement", state.active_leader, state.step, "not this battle's")
    key = (state.active_leader, state.step, i18n.language())
    activation._caches.decisions = (other, {key: wrong})
    assert _same(activation.step_decision(state), _fresh_decision(state))


def _scan(state) -> bool:
    """D.4's pending test as a scan of every counter (the code before the eleventh round)."""
    for us in state.units:
        if (us.melee or us.charging) and us.on_map:
            if us.melee or state.unit(us.charging[0]).on_map:
                return True
    return False


@pytest.mark.parametrize("path,steps", GAMES)
def test_melee_pending_over_the_marked_counters_is_the_scan(monkeypatch, path, steps):
    seen: list = []
    real = activation._melee_pending

    def recorded(state):
        got = real(state)
        seen.append((state, got, "d4_flagged" in state._memo))
        return got

    monkeypatch.setattr(activation, "_melee_pending", recorded)
    play_greedy(path, steps)
    monkeypatch.undo()
    with_marks = [(s, got) for s, got, kept in seen if kept]
    assert len(with_marks) >= 100, len(seen)
    assert sum(got for _s, got in with_marks) >= 20  # pending ones among them, not only D.4's last 'end'
    for state, got, _kept in seen:
        assert got == _scan(state)


@pytest.mark.parametrize("path,steps", GAMES)
def test_the_next_step_position_is_replaces(monkeypatch, path, steps):
    seen: list = []
    real = activation._end_step

    def recorded(state):
        got = real(state)
        seen.append((state, got))
        return got

    monkeypatch.setattr(activation, "_end_step", recorded)
    play_greedy(path, steps)
    monkeypatch.undo()
    steps_seen = Counter(s.step for s, _g in seen)
    assert {"D2", "D3", "D4"} <= set(steps_seen), steps_seen
    for state, (new, events) in seen:
        if state.step == "D5" or new.step is None:
            continue  # the activation's end (`end_activation`), unchanged
        if state.step == "D1" and len(events) != 1:
            continue  # a stranded leader placed first: the step ended on the position after it
        nxt = STEPS[STEPS.index(state.step) + 1]
        assert new == replace(state, step=nxt)
        assert new.step == nxt and new.units is state.units and new.agenda is state.agenda
