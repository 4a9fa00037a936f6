"""Dice as decisions (0.3): a roll is a pending decision of kind "roll" (side None) whose legal choices are
the faces; SeededDice answers it from a seed, play_rolls applies rolls until a player must decide."""

from __future__ import annotations

import pytest

from rules.engine import Decision, IllegalChoice, Roll, ScriptedDice, SeededDice, initial_state, play_rolls
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario


@pytest.fixture(scope="module")
def start():
    return initial_state(load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario)


def test_the_initiative_roll_is_a_decision_with_every_pair_of_faces(start):
    d = start.pending()
    assert d == Decision(None, "roll", dice="2d6") and "initiative" in d.note
    choices = start.legal_choices()
    assert len(choices) == 36 and Roll((3, 5)) in choices
    assert Roll((3, 5)).notation(start.grid) == "roll 3+5"


def test_seeded_dice_are_reproducible(start):
    a, ev_a = play_rolls(start, SeededDice(11))
    b, ev_b = play_rolls(start, SeededDice(11))
    assert a == b and ev_a == ev_b
    assert a.pending().kind != "roll" and a.info.case is not None
    faces = [SeededDice(5).roll(start.pending()).faces for _ in range(3)]
    assert all(len(f) == 2 and all(1 <= x <= 6 for x in f) for f in faces)


def test_scripted_dice(start):
    s, _ = play_rolls(start, ScriptedDice([(3, 3), (4, 3)]))
    assert s.info.dice == (6, 7) and s.info.case == "C.2"
    with pytest.raises(IndexError):
        play_rolls(start, ScriptedDice([(1, 1)]))


def test_a_d10_reads_0_to_9(start):
    s, _ = play_rolls(start, ScriptedDice([(3, 3), (4, 3)]))
    s, _ = s.apply("activate richard")
    s, _ = s.apply("charge cru-ch-household 1317-1216 1116")
    for _ in range(3):
        s, _ = s.apply("end")
    s, _ = s.apply("melee cru-ch-household byz-cl-vanguard")
    s, _ = s.apply("pass")
    assert s.pending().dice == "d10" and s.legal_choices() == [Roll((i,)) for i in range(10)]
    for bad in ("roll 10", "roll -1", "roll 3+4"):
        with pytest.raises(IllegalChoice, match="d10 reads 0..9"):
            s.apply(bad)
