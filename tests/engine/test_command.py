"""Command (7.2–7.4; R16, R28, R29) and out-of-command movement (7.4, 6.D.5)."""

from __future__ import annotations

import pytest

from rules.engine import IllegalChoice, Move, begin_activation, command_check, initial_state, reachable
from rules.geometry.hexgrid import distance
from tests.engine.positions import at_movement, hx, scenario, unit

RED = [unit("r1", "Mi", "ed")]
RED_FAR = '- {unit: r1, hex: "1111", facing: N}\n- {leader: ed, hex: "1111"}'


def test_command_radius_counts_hexes_to_the_leader():
    """R16: in command when the distance to the banner leader is at most the radius (duke: 2)."""
    s = at_movement("duke", blue=[unit("d1", "Pi", "duke"), unit("d2", "Pi", "duke"), unit("d3", "Pi", "duke"),
                                  unit("k1", "Ch", "king")], red=RED,
                    setup="\n".join(['- {unit: d1, hex: "0505", facing: N}', '- {leader: duke, hex: "0505"}',
                                     '- {unit: d2, hex: "0507", facing: N}', '- {unit: d3, hex: "0508", facing: N}',
                                     '- {unit: k1, hex: "0101", facing: N}', '- {leader: king, hex: "0101"}',
                                     RED_FAR]))
    assert [s.unit(u).out_of_command for u in ("d1", "d2", "d3")] == [False, False, True]
    assert s.acting == frozenset({"d1", "d2", "d3"})  # his whole banner acts; d3 only out of command (7.4)


def test_army_commander_checks_only_his_banner_at_phase_a_but_activates_his_radius():
    """6.A: the army commander is an ordinary banner leader for the command check. R28: when activated he
    moves every unit of his army within his radius, measured before he moves."""
    blue = [unit("k1", "Ch", "king"), unit("d1", "Pi", "duke"), unit("d2", "Pi", "duke"), unit("d3", "Pi", "duke")]
    setup = "\n".join(['- {unit: k1, hex: "0505", facing: N}', '- {leader: king, hex: "0505"}',
                       '- {unit: d1, hex: "0508", facing: N}', '- {unit: d2, hex: "0509", facing: N}',
                       '- {unit: d3, hex: "0909", facing: N}', '- {leader: duke, hex: "0909"}', RED_FAR])
    s = at_movement("king", blue=blue, red=RED, setup=setup)
    assert s.unit("d1").out_of_command and s.unit("d2").out_of_command  # duke is too far from them
    assert s.acting == frozenset({"k1", "d1"})  # d1 within 3 hexes of the king, d2 at 4
    moved, _ = s.apply("move king 0505-0506-0507-0508")
    assert moved.acting == s.acting  # measured when the activation began
    # d1 is out of command: even activated by the king it only moves out of command, in D.5 (7.2).
    with pytest.raises(IllegalChoice, match="out of command"):
        moved.apply("move d1 0508-0507 N")


def test_out_of_command_unit_must_end_closer_with_half_its_allowance():
    """7.4: half the allowance rounded up (Pi 5 MP -> 3), toward its banner leader, ending closer; in D.5."""
    blue = [unit("d1", "Pi", "duke", mp=5), unit("d2", "Pi", "duke")]
    setup = "\n".join(['- {unit: d2, hex: "0202", facing: N}', '- {leader: duke, hex: "0202"}',
                       '- {unit: d1, hex: "0606", facing: N}', '- {leader: king, hex: "0101"}', RED_FAR])
    sc = scenario(blue=blue + [unit("k0", "Ch", "king")], red=RED,
                  setup=setup + '\n- {unit: k0, hex: "0101", facing: N}')
    state, _ = command_check(initial_state(sc))
    assert state.unit("d1").out_of_command
    d1, _ = begin_activation(state, "duke", "D1")
    assert not any(isinstance(c, Move) and c.ids == ("d1",) for c in d1.legal_choices())
    d5, _ = begin_activation(state, "duke", "D5")
    found = reachable(d5, "d1")
    leader = hx(d5, "0202")
    start = distance(hx(d5, "0606"), leader)
    assert found and all(distance(h, leader) < start for h, _ in found)
    assert max(r.cost for r in found.values() if r.how == "move") <= 3
    assert any(r.cost == 3 for r in found.values())
    with pytest.raises(IllegalChoice, match="closer"):
        d5.apply("move d1 0606-0706 N")  # 0706 is no closer to 0202
    state2, _ = d5.apply("move d1 0606-0605-0505-0504 N")  # 3 MP, 3 hexes from the duke instead of 6
    assert state2.unit("d1").hex == hx(d5, "0504")
    with pytest.raises(IllegalChoice, match="half the allowance"):
        d5.apply("move d1 0606-0605-0505-0504-0503 N")  # 4 MP


def test_reinforcements_are_in_command_on_their_turn_and_come_on_at_their_edge():
    """R29 / 7.3: in command for their first activation; they enter at the scenario's hexes or edge."""
    extra = """
    reinforcements:
      - {turn: 2, side: blue, enter: {edge: south}, units: [d9]}
    """
    sc = scenario(blue=[unit("d1", "Pi", "duke"), unit("d9", "Pi", "duke")], red=RED, extra=extra,
                  setup='- {unit: d1, hex: "0303", facing: N}\n- {leader: duke, hex: "0303"}\n' + RED_FAR)
    state1, _ = command_check(initial_state(sc))
    assert state1.unit("d9").hex is None and "d9" not in state1.battle.scenario.setup
    state, _ = command_check(initial_state(sc, turn=2))
    assert not state.unit("d9").out_of_command  # far from the duke, but arriving this turn
    act, _ = begin_activation(state, "duke")
    assert "d9" in act.acting
    found = reachable(act, "d9")
    assert (hx(act, "0512"), act.grid.facing_index("N")) in found  # row 12 is the south edge
    after, events = act.apply("enter d9 0512-0511 N")
    assert after.unit("d9").hex == hx(act, "0511") and events[0].costs == (2,)
    with pytest.raises(IllegalChoice, match="entry hexes"):
        act.apply("enter d9 0510-0509 N")
