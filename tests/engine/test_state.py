"""The game state and the decision model: building, value equality, the notation both ways, the steps of
an activation, and bad input refused with a reason and no change."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine import (
    Decision,
    EndStep,
    GameState,
    IllegalChoice,
    initial_state,
    movement_position,
    parse_choice,
)
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario


@pytest.fixture(scope="module")
def demo():
    return load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario


@pytest.fixture(scope="module")
def d1(demo) -> GameState:
    return movement_position(demo, "richard")


def test_state_from_the_scenario(demo):
    s = initial_state(demo)
    assert (s.turn, s.phase, s.step) == (3, "A", None)
    g = s.grid
    ch = s.unit("cru-ch-household")
    assert g.label(ch.hex) == "1317" and g.facing_names[ch.facing] == "NW" and ch.mounted
    assert ch.condition == "valiant" and not ch.fatigued and not ch.moved
    assert g.label(s.leader("richard").hex) == "1316" and s.leader("richard").status == "active"
    assert s.unit("byz-cl-armenians").hex is None and s.unit("byz-cl-armenians").arrival_turn == 4
    assert s.side("crusaders").mount_markers == 2 and s.army_commander("crusaders") == "richard"
    assert s.leader_values("richard").radius == 4


def test_states_compare_by_value_and_copy_cheaply(demo, d1):
    again = movement_position(demo, "richard")
    assert again == d1 and hash(again) == hash(d1) and again is not d1
    moved, _ = d1.apply("move cru-ch-anglonormans 1316-1315 N")
    assert moved != d1
    back = moved.with_units([d1.unit("cru-ch-anglonormans")])
    assert back == d1  # the same counters, markers, turn and phase: equal
    # Only the changed counter is a new object; the others are shared with the previous state.
    same = sum(a is b for a, b in zip(moved.units, d1.units, strict=True))
    assert same == len(d1.units) - 1


def test_pending_decision_and_steps(d1):
    assert d1.pending() == Decision("crusaders", "movement", "richard", "D1")
    state, events = d1.apply("end")
    assert state.step == "D2" and state.pending().kind == "ranged_fire" and state.legal_choices() == [EndStep()]
    for kind in ("melee_declaration", "melee", "out_of_command_movement"):
        state, _ = state.apply(EndStep())
        assert state.pending().kind == kind
    state, events = state.apply("end")
    assert events[0].next is None  # Richard's activation is over ...
    # ... and the turn goes on (6.C): the lowest command rating next; at rating 2 the Byzantines first, their
    # army commander having the smaller bonus (R27): the doux.
    assert state.active_leader == "doux" and state.pending() == Decision("byzantines", "movement", "doux", "D1")
    assert [type(e).__name__ for e in events][-1] == "ActivationBegun"


def test_every_legal_choice_is_written_read_back_and_applies(d1):
    choices = d1.legal_choices()
    assert len(choices) > 100
    texts = [c.notation(d1.grid) for c in choices]
    assert len(set(texts)) == len(texts)
    for choice, text in zip(choices, texts, strict=True):
        assert parse_choice(text, d1) == choice
        new, events = d1.apply(text)
        assert events and new != d1


@pytest.mark.parametrize("text,why", [
    ("move byz-cl-vanguard 1116-1115 SE", "belongs to byzantines"),
    ("move isaac 0508-0509", "belongs to byzantines"),
    ("move cru-pi-spearmen 1711-1710 NW", "not activated by richard"),
    ("move turnham 1711-1710", "only the active leader"),
    ("move cru-ch-anglonormans 1316-2525 N", "off the map"),
    ("move cru-ch-anglonormans 1316-1315 UP", "facing 'UP'"),
    ("move cru-ch-anglonormans 13x6 N", "not 4 digits"),
    ("fly cru-ch-anglonormans 1316-1315 N", "unknown choice 'fly'"),
    ("move nobody 1316-1315 N", "no unit or leader 'nobody'"),
    ("move cru-ch-anglonormans", "needs a path"),
    ("", "empty choice"),
    ("end now", "takes nothing"),
    ("move cru-ch-anglonormans 1316-1314 N", "not adjacent"),
    ("move cru-ch-anglonormans 1315-1314 N", "must start there"),
    ("move cru-ch-anglonormans 1316-1315", "say the facing"),
    ("move cru-ch-anglonormans 1316 N", "neither move nor turn"),
    ("move richard 1316-1315 N", "no facing"),
    ("charge cru-ch-anglonormans 1316-1315 1314", "straight ahead"),
    ("move cru-ch-household 1317-1216-1116 NW", "holds an enemy unit"),
    ("move cru-ch-anglonormans+cru-ch-household 1316-1315 N", "start stacked"),
    ("disengage richard 1317", "leaders do not disengage"),
])
def test_bad_choices_are_refused_with_a_reason_and_change_nothing(demo, d1, text, why):
    before = movement_position(demo, "richard")
    with pytest.raises(IllegalChoice, match=why):
        d1.apply(text)
    assert d1 == before


def test_a_unit_moves_once_per_activation(d1):
    moved, _ = d1.apply("move cru-ch-anglonormans 1316-1315 N")
    with pytest.raises(IllegalChoice, match="already moved"):
        moved.apply("move cru-ch-anglonormans 1315-1314 N")
    assert moved.unit("cru-ch-anglonormans").moved


def test_no_movement_in_the_fire_step(d1):
    d2, _ = d1.apply("end")
    with pytest.raises(IllegalChoice, match="D.2 is ranged fire"):
        d2.apply("move cru-ch-anglonormans 1316-1315 N")


def test_moving_takes_off_the_resting_marker(d1):
    """11.2: a resting unit that moves loses its "au repos" marker."""
    resting = d1.with_units([replace(d1.unit("cru-ch-anglonormans"), resting=True)])
    after, events = resting.apply("move cru-ch-anglonormans 1316-1315 N")
    assert not after.unit("cru-ch-anglonormans").resting
    assert "RestEnded" in [type(e).__name__ for e in events]
