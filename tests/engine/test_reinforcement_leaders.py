"""R29, 5.1, 7.1: a reinforcement leader comes on with his units. Once a unit of his banner is on the map, D.1
cannot end with him still off it while he can enter onto it; if he cannot reach it, D.1's end places him with
the unit of his banner nearest his entry hexes. While none of his units has come on he waits off the map with
them. Regression: Tremithoussia demo, seeds 1 and 5, where `armenian` stayed off the map all game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine import IllegalChoice, LeaderMoved, new_game
from rules.games.players import play_game
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario

from .game_positions import game, leader, side, unit


def scenario(duke_mp: int = 8):
    blue = side("blue", "attacker", "west", "king",
                [leader("king", 2, 4, 3), leader("duke", 1, 3, 2, mp=duke_mp)],
                [unit("b1", "Pi", "king"), unit("b9", "Ha", "duke")])
    red = side("red", "defender", "east", "ed", [leader("ed", 2, 4, 3)], [unit("r1", "Mi", "ed")])
    setup = """
    - {unit: b1, hex: "0506", facing: NE}
    - {leader: king, hex: "0506"}
    - {unit: r1, hex: "0902", facing: SW}
    - {leader: ed, hex: "0902"}
    """
    extra = 'reinforcements:\n  - {turn: 2, side: blue, enter: {hexes: ["1206"]}, units: [b9], leaders: [duke]}\n'
    return game(blue, red, setup, first=1, last=3, extra=extra)


def dukes_activation(duke_mp: int = 8):
    s = new_game(scenario(duke_mp))
    while s.turn == 1 or s.pending().kind == "roll":  # turn 1 passes; turn 2's initiative: 3+3 each
        s, _ = s.apply("roll 3+3" if s.pending().kind == "roll" else "end")
    assert (s.active_leader, s.step) == ("duke", "D1") and s.leader("duke").hex is None
    return s


def test_d1_cannot_end_with_the_leader_off_the_map_once_his_unit_has_come_on():
    s, _ = dukes_activation().apply("enter b9 1206 NW")
    texts = [c.notation(s.grid) for c in s.legal_choices()]
    assert "end" not in texts and "move duke 1206" in texts
    with pytest.raises(IllegalChoice, match="off the map"):
        s.apply("end")
    s, _ = s.apply("move duke 1206")
    assert s.grid.label(s.leader("duke").hex) == "1206"
    assert "end" in [c.notation(s.grid) for c in s.legal_choices()]


def test_a_leader_who_cannot_reach_his_unit_is_placed_with_it_at_the_end_of_d1():
    s, _ = dukes_activation(duke_mp=2).apply("enter b9 1206-1207-1208-1209-1210-1211-1212 S")
    assert not [c for c in s.legal_choices() if "duke" in c.notation(s.grid)]  # 2 MP: out of his reach
    s, events = s.apply("end")
    assert s.step == "D2" and s.leader("duke").hex == s.unit("b9").hex
    assert [e.with_unit for e in events if isinstance(e, LeaderMoved)] == ["b9"]


def test_without_his_units_the_leader_waits_off_the_map_with_them():
    s = dukes_activation()
    s, _ = s.apply("end")  # nothing comes on: no unit of his banner on the map, nothing to stack with
    assert s.step == "D2" and s.leader("duke").hex is None and s.unit("b9").hex is None


@pytest.mark.parametrize("seed", [1, 5])
def test_tremithoussia_the_armenian_leader_comes_on_with_his_banner(seed):
    demo = load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario
    game_, _ = play_game(demo, seed=seed)
    for state in game_.states:
        ls = state.leader("armenian")
        entered = [u for u in state.units if state.battle.units[u.id].banner == "armenian" and u.on_map]
        if state.turn > 4 and entered:
            assert ls.hex is not None or ls.status in ("killed", "captured", "safe") or ls.replacement
    assert game_.state.is_over


def test_no_entry_through_a_hex_an_enemy_holds():
    """4: no unit or leader enters a hex an enemy unit holds, an entry hex included (the search offered such
    an entry and the path check then refused it: Hautmesnil, seed 1029)."""
    s = dukes_activation()
    blocked = s.with_units([replace(s.unit("r1"), hex=s.grid.parse_label("1206"))])
    assert not [c for c in blocked.legal_choices() if "b9" in c.notation(s.grid)]
    assert blocked.legal_choices()[-1].notation(s.grid) == "end"
