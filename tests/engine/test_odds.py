"""The engine's public odds (`rules.engine.pending_roll`, `fire_preview`, `melee_preview`): what every pending
roll of seeded random games says each face will do is what the engine then does with that face; the 10.9
example's numbers through the API; a charge previewed before its move equals the one the engine resolves."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from rules.engine import (
    KINDS,
    CounterCharged,
    FireResolved,
    GameState,
    InitiativeRolled,
    LeaderCasualty,
    MeleeResolved,
    PassedThrough,
    Rallied,
    Refused,
    SeededDice,
    fire_preview,
    initial_state,
    melee_preview,
    pending_roll,
)
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario

from .test_game_properties import COMBAT
from .test_tremithoussia_replay import play

SCENARIOS = {name: load_scenario(scenarios_dir() / name).scenario
             for name in ("tremithoussia-demo.yaml", "hautmesnil-1478.yaml")}


def engine_key(kind: str, events) -> object:
    """What the engine did with the die, in the API's outcome key of that kind."""
    def one(cls):
        (e,) = [e for e in events if isinstance(e, cls)]
        return e
    if kind == "fire":
        e = one(FireResolved)
        return e.outcome, e.modified
    if kind == "melee":
        e = one(MeleeResolved)
        return (e.defender_effects, e.attacker_effects), e.modified
    if kind == "counter_charge":
        return one(CounterCharged).success
    if kind == "rally":
        e = one(Rallied)
        return tuple(zip(e.units, e.success, strict=True))
    if kind == "initiative":
        e = one(InitiativeRolled)
        return e.winner, e.case
    if kind == "leader_check":
        return one(LeaderCasualty).fate
    if kind == "pass_through":
        return one(PassedThrough).routs
    raise AssertionError(kind)


def api_key(kind: str, outcome, face) -> object:
    if kind == "fire":
        return outcome.key, outcome.modified[outcome.faces.index(face)]
    if kind == "melee":
        return outcome.key[:2], outcome.modified[outcome.faces.index(face)]
    return outcome.key


def check_roll(state: GameState, seen: dict[str, int]) -> None:
    """Every face of the pending roll: the API's outcome is what `apply` does."""
    roll = pending_roll(state)
    assert roll is not None, state.pending()
    assert sum(o.probability for o in roll.outcomes) == 1
    assert roll.total == sum(m.value for m in roll.modifiers) or roll.kind == "rally"
    seen[roll.kind] = seen.get(roll.kind, 0) + 1
    for choice in state.legal_choices():
        _, events = state.apply(choice)
        if not roll.decided:  # the first side's initiative dice: the case needs the other side's
            assert not [e for e in events if isinstance(e, InitiativeRolled)]
            continue
        outcome = roll.outcome(choice.faces)
        assert outcome is not None, choice
        assert api_key(roll.kind, outcome, choice.faces) == engine_key(roll.kind, events), (roll.title, choice)


def random_rolls(scenario, seed: int, steps: int, seen: dict[str, int]) -> None:
    rng = random.Random(seed)
    dice = SeededDice(seed)
    state = initial_state(scenario)
    for _ in range(steps):
        decision = state.pending()
        if decision.kind == "game_over":
            return
        if decision.kind == "roll":
            check_roll(state, seen)
            choice = dice.answer(state)
        else:
            assert pending_roll(state) is None
            choices = state.legal_choices()
            hot = [c for c in choices if type(c).__name__ in COMBAT]
            choice = rng.choice(hot if hot and rng.random() < 0.8 else choices)
        state, _ = state.apply(choice)


def test_every_pending_roll_face_is_what_the_engine_does():
    """Seeded random games on both demo scenarios: fire, mêlée, counter-charge, rally, initiative, leader
    checks and pass-through tests all meet the engine face by face."""
    seen: dict[str, int] = {}
    for seed in (2, 3, 7):
        for scenario in SCENARIOS.values():
            random_rolls(scenario, seed, 600, seen)
    assert set(seen) == set(KINDS), seen  # every kind of roll was met


# ---------------------------------------------------------------------------------------------------------
# The 10.9 example through the API


@pytest.fixture(scope="module")
def charge_step():
    s = initial_state(SCENARIOS["tremithoussia-demo.yaml"])
    s, _ = play(s, ["roll 3+3", "roll 4+3", "activate richard", "move cru-ch-anglonormans 1316-1315 N",
                    "move richard 1316-1315"])
    return s


def test_the_charge_previewed_before_its_move_is_the_one_the_engine_rolls(charge_step):
    s = charge_step
    g = s.grid
    before = melee_preview(s, ("cru-ch-household",), ("byz-cl-vanguard",), charge=True)
    assert before.kind == "melee" and before.combat == "charge"
    assert [(m.key, m.value) for m in before.modifiers if m.value] == [
        ("odds", 1), ("type", 2), ("quality", 1), ("charge_front", 3)]
    assert all(m.rule for m in before.modifiers)
    assert (before.total, before.applied) == (7, 7)
    assert before.outcome(4).words == "D+R; attacker: obligatory advance"
    assert before.outcome(4).modified[before.outcome(4).faces.index((4,))] == 11
    assert {o.die_faces: o.probability for o in before.outcomes} == {
        (0, 1, 2): Fraction(3, 10), (3, 4, 5, 6): Fraction(4, 10), (7, 8, 9): Fraction(3, 10)}
    s, _ = play(s, ["charge cru-ch-household 1317-1216 1116", "end", "end", "end",
                    "melee cru-ch-household byz-cl-vanguard"])
    fire = fire_preview(s, ("byz-cl-vanguard",), g.parse_label("1216"), kind="defensive")
    s, _ = s.apply("fire byz-cl-vanguard 1216")
    roll = pending_roll(s)
    assert roll.kind == "fire" and roll.modifiers == fire.modifiers  # the preview is the engine's fire
    assert [(m.label, m.value) for m in roll.modifiers] == [("<4 SP", -1), ("mounted", -1)]
    seven = roll.outcome(7)
    assert seven.key == "no_effect" and seven.modified[seven.faces.index((7,))] == 5  # 7 −1 −1 = 5
    s, _ = s.apply("roll 7")
    roll = pending_roll(s)
    assert roll.kind == "melee" and roll.combat == "charge"
    assert roll.modifiers == before.modifiers and roll.outcomes == before.outcomes
    _, events = s.apply("roll 4")
    (resolved,) = [e for e in events if isinstance(e, MeleeResolved)]
    assert (resolved.modified, resolved.defender_effects) == (11, ("D", "R"))


def test_counter_charge_odds_with_a_charge(charge_step):
    """Richard's Ha-less demo has no counter-charger in 1116; the API lists none and resolves no test."""
    roll = melee_preview(charge_step, ("cru-ch-household",), ("byz-cl-vanguard",), charge=True)
    assert roll.counter_charges == ()


def test_refusals_carry_the_rule(charge_step):
    s = charge_step
    with pytest.raises(Refused) as e:
        melee_preview(s, ("cru-ch-household",), ("byz-cl-vanguard",))
    assert e.value.rule == "10, 10.4"
    with pytest.raises(Refused) as e:
        fire_preview(s, ("cru-ab-genoese",), s.grid.parse_label("1116"))
    assert "cannot fire at 6 hexes" in e.value.reason and e.value.rule.startswith("Fire Table")
