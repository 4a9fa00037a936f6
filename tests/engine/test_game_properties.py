"""Properties of whole games on the demo scenarios, random legal choices with random rolls (hypothesis):
nothing raises, a decision is always pending with at least one legal choice until the game is over, stacking
is never broken, leaders stay with a unit (or off the board), every choice's notation reads back as the same
choice, and replaying the notations gives an equal state; the same seed gives the same game."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import GameState, SeededDice, initial_state, parse_choice
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario
from rules.scenario.stacking import stacking_problem

SCENARIOS = {name: load_scenario(scenarios_dir() / name).scenario
             for name in ("tremithoussia-demo.yaml", "hautmesnil-1478.yaml")}
COMBAT = ("Fire", "Declare", "Melee", "Charge", "Dispersion", "CounterCharge")


def check(state: GameState) -> None:
    by_hex: dict = {}
    for us in state.units:
        if us.on_map:
            assert state.grid.contains(us.hex)
            by_hex.setdefault(us.hex, []).append(us)
        else:
            assert us.hex is None or us.condition != "eliminated"
    for h, here in by_hex.items():
        models = [state.unit_info(u.id).model for u in here]
        assert stacking_problem(models, state.battle.scenario.special_rules.stacking,
                                [u.mounted for u in here]) is None, state.grid.label(h)
        assert len({state.side_of(u.id) for u in here}) == 1
        assert sorted(u.stack for u in here) == list(range(len(here)))
        if not state.agenda:  # a rallied stack chooses its facing in a decision of its own
            assert len({u.facing for u in here if not u.routed}) <= 1, state.grid.label(h)
    if state.agenda:
        return
    for ls in state.leaders:
        if not ls.commanding:
            continue
        if ls.id == state.active_leader and state.step == "D1" and not ls.moved:
            continue  # he still has his own move to make (5.1)
        assert any(state.side_of(u.id) == state.side_of(ls.id) for u in state.units_at(ls.hex)), ls.id


def random_game(scenario, seed: int, steps: int, combat: float = 0.8):
    rng = random.Random(seed)
    dice = SeededDice(seed)
    state = initial_state(scenario)
    record: list[str] = []
    for _ in range(steps):
        decision = state.pending()
        choices = state.legal_choices()
        if decision.kind == "game_over":
            assert choices == [] and state.is_over
            break
        assert choices, decision
        if decision.kind == "roll":
            choice = dice.answer(state)
            assert choice in choices
        else:
            hot = [c for c in choices if type(c).__name__ in COMBAT]
            choice = rng.choice(hot if hot and rng.random() < combat else choices)
        text = choice.notation(state.grid)
        assert parse_choice(text, state) == choice, text
        state, _ = state.apply(text)
        record.append(text)
        check(state)
    return state, record


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from(sorted(SCENARIOS)))
def test_random_games_keep_the_invariants_and_replay_exactly(seed, name):
    scenario = SCENARIOS[name]
    state, record = random_game(scenario, seed, 250)
    again = initial_state(scenario)
    for text in record:
        again, _ = again.apply(text)
    assert again == state


@pytest.mark.parametrize("seed", [1, 2])
def test_the_same_seed_gives_the_same_game(seed):
    scenario = SCENARIOS["tremithoussia-demo.yaml"]
    a, rec_a = random_game(scenario, seed, 200)
    b, rec_b = random_game(scenario, seed, 200)
    assert rec_a == rec_b and a == b


def test_a_whole_demo_game_to_its_end():
    state, record = random_game(SCENARIOS["tremithoussia-demo.yaml"], 7, 5000)
    assert state.is_over and state.pending().kind == "game_over"


def test_illegal_choices_leave_the_state_unchanged():
    from rules.engine import IllegalChoice

    state, _ = random_game(SCENARIOS["tremithoussia-demo.yaml"], 3, 120)
    before = state
    for text in ("roll 12", "melee nobody x", "advance cru-ch-household 0101 N", "fire cru-ab-genoese 0101",
                 "declare byz-cl-scouts", "rest cru-ch-household", "activate ed", "place richard 0101"):
        with pytest.raises(IllegalChoice):
            state.apply(text)
        assert state == before
