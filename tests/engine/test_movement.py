"""Movement on hand-built positions, each checking what a player checks on the table (8, 5.2.4; R14, R15,
R19, R20, R33). Geometry (R12): from 0505 the neighbours are N 0504, NE 0604, SE 0605, S 0506, SW 0405,
NW 0404; from 0506: N 0505, NE 0605, SE 0606, S 0507, SW 0406, NW 0405."""

from __future__ import annotations

import pytest

from rules.engine import IllegalChoice, check_path, movers, reachable
from tests.engine.positions import at_movement, facing, hx, reach_of, unit

RED_FAR = "- {unit: r1, hex: \"1111\", facing: N}\n- {leader: ed, hex: \"1111\"}\n"
RED = [unit("r1", "Mi", "ed")]


def _setup(*lines: str, red: str = RED_FAR) -> str:
    return "\n".join(lines) + "\n" + red


def _cost(state, who, labels: str, face: str | None):
    path = tuple(hx(state, x) for x in labels.split("-"))
    return check_path(state, movers(state, who), path, None if face is None else facing(state, face))


# --- a unit in a wood behind a stream ---------------------------------------------------------------------

WOOD_STREAM = """
terrain: {wood: ["0505"]}
hexsides: {stream: ["0506/0505"]}
"""


def test_entering_a_wood_across_a_stream_costs_the_wood_plus_the_stream():
    """R19: hex terrain by class + hexside feature. Wood 2 (infantry) / 3 (cavalry), stream +1."""
    s = at_movement(map_=WOOD_STREAM, blue=[unit("p1", "Pi", "king"), unit("k1", "Ch", "king")], red=RED,
                    setup=_setup('- {unit: p1, hex: "0506", facing: N}', '- {leader: king, hex: "0506"}',
                                 '- {unit: k1, hex: "0406", facing: NE}'))
    assert reach_of(reachable(s, "p1"), s, "0505", "N").cost == 3
    # The knight from 0406: through p1's hex (free) and across the stream, 1 + 3 + 1; around it, 1 + 3.
    assert _cost(s, "k1", "0406-0506-0505", "NE").costs == (1 + 3 + 1,)
    assert reach_of(reachable(s, "k1"), s, "0505", "NE").cost == 1 + 3
    # Out of the wood, back across the stream: clear 1 + stream 1.
    assert _cost(s, "p1", "0506-0505-0504", "N").costs == (3 + 1,)


def test_one_hex_move_into_the_wood_is_allowed_beyond_the_allowance_but_not_with_a_turn():
    """8.1, R19: one hex, no facing change, whatever it costs; not once the unit has turned."""
    s = at_movement(map_=WOOD_STREAM, blue=[unit("p1", "Pi", "king", mp=2)], red=RED,
                    setup=_setup('- {unit: p1, hex: "0506", facing: N}', '- {leader: king, hex: "0506"}'))
    r = reach_of(reachable(s, "p1"), s, "0505", "N")
    assert r.how == "minimum" and r.cost == 3
    out = _cost(s, "p1", "0506-0505", "N")
    assert out.minimum and out.costs == (3,)
    assert reach_of(reachable(s, "p1"), s, "0505", "NE") is None  # turning there costs 1 more
    with pytest.raises(IllegalChoice, match="would spend 4 MP"):
        _cost(s, "p1", "0506-0505", "NE")
    assert not any(h == hx(s, "0504") for h, _ in reachable(s, "p1"))  # and no farther


def test_minimum_move_needs_the_hex_in_front_without_turning():
    s = at_movement(map_=WOOD_STREAM, blue=[unit("p1", "Pi", "king", mp=2)], red=RED,
                    setup=_setup('- {unit: p1, hex: "0506", facing: SE}', '- {leader: king, hex: "0506"}'))
    to_wood = [r for (h, _), r in reachable(s, "p1").items() if h == hx(s, "0505")]
    # 0505 is not a front hex facing SE: only the disengagement (8.3, a rear hex, keeping SE) reaches it.
    assert [(r.how, s.grid.facing_names[r.facing]) for r in to_wood] == [("disengage", "SE")]


# --- roads and tracks (R14, R15) -------------------------------------------------------------------------

ROAD_WOOD = """
terrain: {wood: ["0503", "0504", "0505", "0506", "0404", "0405", "0604", "0605"]}
levels: {1: ["0503"]}
routes:
  road: [["0507", "0506", "0505", "0504", "0503", "0502"], ["0405", "0404"]]
"""


def test_road_through_a_wood_costs_one_per_hex_along_the_links():
    """Footnote c, R14, R15: road to road along a drawn link, 1 MP, every other cost ignored, levels too."""
    s = at_movement(map_=ROAD_WOOD, blue=[unit("k1", "Ch", "king")], red=RED,
                    setup=_setup('- {unit: k1, hex: "0507", facing: N}', '- {leader: king, hex: "0507"}'))
    r = reachable(s, "k1")
    for n, label in enumerate(["0506", "0505", "0504", "0503", "0502"], start=1):
        assert reach_of(r, s, label, "N").cost == n  # 0503 is on level 1: the road ignores it
    assert [s.grid.label(h) for h in reach_of(r, s, "0502", "N").path] == ["0507", "0506", "0505", "0504",
                                                                              "0503", "0502"]


def test_leaving_the_road_pays_the_full_terrain_and_unlinked_road_hexes_are_not_joined():
    s = at_movement(map_=ROAD_WOOD, blue=[unit("k1", "Ch", "king")], red=RED,
                    setup=_setup('- {unit: k1, hex: "0507", facing: N}', '- {leader: king, hex: "0507"}'))
    # 0505 -> 0604 (wood, off the road): cavalry pays 3.
    assert _cost(s, "k1", "0507-0506-0505-0604", "N").costs == (2 + 3,)
    # 0505 -> 0404 is a road hex of another chain, with no link drawn between them: full wood cost (R14).
    assert _cost(s, "k1", "0507-0506-0505-0404", "N").costs == (2 + 3,)
    # Along the second chain's own link 0404 -> 0405 the road costs 1 again; facing S needs 3 turns (3 MP).
    assert reach_of(reachable(s, "k1"), s, "0604", "N").cost == 5


def test_track_ignores_terrain_but_not_levels():
    """Footnote b, R15: along a track link, 1 MP plus the level costs."""
    s = at_movement(map_="""
        terrain: {wood: ["0505", "0504"]}
        levels: {1: ["0504"]}
        routes: {track: [["0506", "0505", "0504"]]}
        """, blue=[unit("k1", "Ch", "king"), unit("p1", "Pi", "king")], red=RED,
        setup=_setup('- {unit: k1, hex: "0506", facing: N}', '- {leader: king, hex: "0506"}',
                     '- {unit: p1, hex: "0806", facing: N}'))
    assert _cost(s, "k1", "0506-0505-0504", "N").costs == (1 + (1 + 2),)  # cavalry +2 per level up


# --- levels, rivers, bridges, fords, walls, gates ----------------------------------------------------------

def test_level_costs_by_class():
    """R15: up +1 infantry and leaders, +2 cavalry and artillery per level; down 0 / +1 per level."""
    s = at_movement(map_='levels: {2: ["0505"]}',
                    blue=[unit("p1", "Pi", "king", mp=9), unit("k1", "Ch", "king", mp=9)], red=RED,
                    setup=_setup('- {unit: p1, hex: "0506", facing: N}', '- {leader: king, hex: "0506"}',
                                 '- {unit: k1, hex: "0806", facing: N}'))
    assert _cost(s, "p1", "0506-0505-0504", "N").costs == ((1 + 2) + (1 + 0),)
    s2 = at_movement(map_='levels: {2: ["0505"]}', blue=[unit("k1", "Ch", "king", mp=9)], red=RED,
                     setup=_setup('- {unit: k1, hex: "0506", facing: N}', '- {leader: king, hex: "0506"}'))
    assert _cost(s2, "k1", "0506-0505-0504", "N").costs == ((1 + 4) + (1 + 2),)
    s3 = at_movement(map_='levels: {2: ["0505"]}', blue=[unit("k1", "Ch", "king"), unit("p1", "Pi", "king")],
                     red=RED, setup=_setup('- {unit: k1, hex: "0506", facing: N}', '- {leader: king, hex: "0506"}',
                                           '- {unit: p1, hex: "0504", facing: N}'))
    assert _cost(s3, "king", "0506-0505-0504", None).costs == ((1 + 2) + (1 + 0),)  # a leader climbs on foot


RIVER = """
hexsides:
  river: ["0505/0504", "0505/0604", "0505/0404"]
  bridge: ["0505/0604"]
  ford: ["0505/0404"]
  wall: ["0506/0606"]
  gate: ["0506/0405"]
"""


def test_river_is_na_except_at_a_bridge_or_ford_and_wall_na_gate_free():
    """R14, R11/D4: a bridge makes a river hexside crossable at 0, a ford at +1; wall NA, gate 0."""
    s = at_movement(map_=RIVER, blue=[unit("p1", "Pi", "king")], red=RED,
                    setup=_setup('- {unit: p1, hex: "0505", facing: N}', '- {leader: king, hex: "0505"}'))
    r = reachable(s, "p1")
    # The river is NA, not even the one-hex move: 0504 is reached only around it, over the bridge.
    assert [s.grid.label(h) for h in reach_of(r, s, "0504", "N").path] == ["0505", "0604", "0504"]
    assert reach_of(r, s, "0604", "N").cost == 1 + 0
    assert reach_of(r, s, "0404", "N").cost == 1 + 1
    with pytest.raises(IllegalChoice, match="hexside crossed is not allowed"):
        _cost(s, "p1", "0505-0504", "N")
    s2 = at_movement(map_=RIVER, blue=[unit("p1", "Pi", "king")], red=RED,
                     setup=_setup('- {unit: p1, hex: "0506", facing: S}', '- {leader: king, hex: "0506"}'))
    r2 = reachable(s2, "p1")
    with pytest.raises(IllegalChoice, match="hexside crossed is not allowed"):
        _cost(s2, "p1", "0506-0606", "S")  # the wall; 0606 is reached only around it
    assert [s2.grid.label(h) for h in reach_of(r2, s2, "0606", "S").path] == ["0506", "0605", "0606"]
    assert _cost(s2, "p1", "0506-0405", "NW").costs == (2 + 1,)  # two turns, then the gate: 1 + 0


# --- enemy front hexes, facing changes, disengagement (8.2, 8.3, R19, R33) --------------------------------

FRONT = '- {unit: r1, hex: "0504", facing: S}\n- {leader: ed, hex: "0504"}\n'


def test_entering_an_enemy_front_hex_is_free_leaving_it_costs_one():
    """R33: the extra cost of section 4 is the +1 to leave (8.3); entering costs nothing more."""
    s = at_movement(blue=[unit("p1", "Pi", "king", mp=6)], red=RED,
                    setup=_setup('- {unit: p1, hex: "0406", facing: N}', '- {leader: king, hex: "0406"}',
                                 red=FRONT))
    # 0404 and 0604 and 0505 are r1's front hexes (it faces S from 0504).
    assert _cost(s, "p1", "0406-0405-0404", "N").costs == (2,)  # enters 0404: no extra
    # On out of 0404: 1 + 1 to leave it; 0304 is not a front hex of r1, so turning NW there costs 1.
    assert _cost(s, "p1", "0406-0405-0404-0304", "NW").costs == (2 + (1 + 1) + 1,)


def test_turning_in_an_enemy_front_hex_costs_two_per_hexside():
    s = at_movement(blue=[unit("p1", "Pi", "king", mp=6)], red=RED,
                    setup=_setup('- {unit: p1, hex: "0505", facing: N}', '- {leader: king, hex: "0505"}',
                                 red=FRONT))
    r = reachable(s, "p1")
    assert reach_of(r, s, "0505", "NE").cost == 2
    assert reach_of(r, s, "0505", "S").cost == 6
    # Leaving 0505 (r1's central front hex) NW into 0404 (another of its front hexes): 1 + 1; then out of it.
    assert reach_of(r, s, "0404", "N").cost == 2
    assert _cost(s, "p1", "0505-0404-0304", "N").costs == (2 + 1 + 1,)


def test_disengaging_from_an_enemy_front_hex():
    """8.3 and its 2014 precision: one hex into a rear hex, same facing, whatever the terrain unless NA,
    and it costs the whole allowance; never into a front hex."""
    s = at_movement(map_='terrain: {wood: ["0506"]}', blue=[unit("p1", "Pi", "king")], red=RED,
                    setup=_setup('- {unit: p1, hex: "0505", facing: N}', '- {leader: king, hex: "0505"}',
                                 red=FRONT))
    r = reachable(s, "p1")
    back = reach_of(r, s, "0506", "N")
    assert back.how == "disengage" and back.cost == 4 and back.path == (hx(s, "0505"), hx(s, "0506"))
    state, events = s.apply("disengage p1 0506")
    assert state.unit("p1").hex == hx(s, "0506") and state.unit("p1").facing == facing(s, "N")
    assert state.unit("p1").moved
    with pytest.raises(IllegalChoice, match="rear hexes"):
        s.apply("disengage p1 0404")
    with pytest.raises(IllegalChoice, match="rear hexes"):
        s.apply("disengage p1 0504")
    # A normal move S would need three turns at 2 MP each: out of reach.
    assert reach_of(r, s, "0506", "S") is None


def test_disengage_refuses_na_terrain_and_stacking():
    s = at_movement(map_='terrain: {lake: ["0506"]}',
                    blue=[unit("p1", "Pi", "king"), unit("p2", "Pi", "king")], red=RED,
                    setup=_setup('- {unit: p1, hex: "0505", facing: N}', '- {leader: king, hex: "0505"}',
                                 '- {unit: p2, hex: "0405", facing: N}', red=FRONT))
    with pytest.raises(IllegalChoice, match="NA"):
        s.apply("disengage p1 0506")
    with pytest.raises(IllegalChoice, match="stacking"):
        s.apply("disengage p1 0405")
    assert s.apply("disengage p1 0605")[0].unit("p1").hex == hx(s, "0605")


# --- stacks (5.2, R20) ------------------------------------------------------------------------------------

def test_artillery_and_infantry_stack_moving_together():
    """5.2.4: a stack moves as one counter, without the +1, each unit within its own allowance; artillery
    moves only through its one front hex (8.1), so the stack does too."""
    s = at_movement(blue=[unit("a1", "At", "king"), unit("p1", "Pi", "king")], red=RED,
                    setup=_setup('- {unit: a1, hex: "0507", facing: N}', '- {unit: p1, hex: "0507", facing: N}',
                                 '- {leader: king, hex: "0507"}'))
    r = reachable(s, ("a1", "p1"))
    assert reach_of(r, s, "0506", "N").costs == (1, 1)
    assert reach_of(r, s, "0505", "N").costs == (2, 2)
    assert reach_of(r, s, "0406", "N") is None  # NW: not the artillery's front hex...
    assert reach_of(r, s, "0406", "NW").costs == (2, 2)  # ...unless it turns first
    assert reach_of(r, s, "0504", "N") is None  # the artillery has 2 MP: the stack stops at 0505
    state, events = s.apply("move a1+p1 0507-0506-0505 N")
    assert [u.id for u in state.units_at(hx(s, "0505"))] == ["a1", "p1"]
    assert events[0].costs == (2, 2)


def test_leaving_and_joining_a_stack_cost_one_and_the_joiner_takes_the_facing():
    s = at_movement(blue=[unit("a1", "At", "king"), unit("p1", "Pi", "king"), unit("p2", "Pi", "king")],
                    red=RED,
                    setup=_setup('- {unit: a1, hex: "0507", facing: N}', '- {unit: p1, hex: "0507", facing: N}',
                                 '- {leader: king, hex: "0507"}', '- {unit: p2, hex: "0306", facing: NE}'))
    assert reach_of(reachable(s, "p1"), s, "0506", "N").cost == 1 + 1  # leaves the stack: +1
    assert reach_of(reachable(s, "a1"), s, "0506", "N").cost == 2  # the artillery too, all its MP
    assert reach_of(reachable(s, "p1"), s, "0507", "NE") is None  # a stacked unit cannot turn on its own
    state, _ = s.apply("move p1 0507-0506 N")
    # p2 joins a1 in 0507: 0306 -> 0406 -> 0507 (1 + 1), +1 to join, and it faces N like a1 (5.2.3).
    r = reachable(state, "p2")
    assert reach_of(r, state, "0507", "N").cost == 3
    assert reach_of(r, state, "0507", "NE") is None
    with pytest.raises(IllegalChoice, match="takes its facing"):
        state.apply("move p2 0306-0406-0507 NE")
    after, _ = state.apply("move p2 0306-0406-0507 N under")
    assert [u.id for u in after.units_at(hx(s, "0507"))] == ["a1", "p2"]


def test_moving_through_friends_is_free_ending_on_them_is_refused():
    """5.1: stacking is checked only at the end of the move (R20)."""
    s = at_movement(blue=[unit("p1", "Pi", "king"), unit("p2", "Pi", "king")], red=RED,
                    setup=_setup('- {unit: p1, hex: "0507", facing: N}', '- {leader: king, hex: "0507"}',
                                 '- {unit: p2, hex: "0506", facing: N}'))
    r = reachable(s, "p1")
    assert reach_of(r, s, "0505", "N").cost == 2
    assert not any(h == hx(s, "0506") for h, _ in r)
    with pytest.raises(IllegalChoice, match="stacking"):
        s.apply("move p1 0507-0506 N")


def test_scenario_stacking_exception_lets_two_militia_stack():
    """5.2.2, R20: Bouvines, two Mi of one banner."""
    extra = """
    special_rules:
      stacking: [{banners: [king], types: [Mi], max_units: 2}]
    """
    s = at_movement(blue=[unit("m1", "Mi", "king"), unit("m2", "Mi", "king"), unit("p1", "Pi", "king")],
                    red=RED, extra=extra,
                    setup=_setup('- {unit: m1, hex: "0507", facing: N}', '- {leader: king, hex: "0507"}',
                                 '- {unit: m2, hex: "0506", facing: N}', '- {unit: p1, hex: "0406", facing: NE}'))
    assert reach_of(reachable(s, "m1"), s, "0506", "N").cost == 2
    assert reach_of(reachable(s, "p1"), s, "0506", "N") is None


# --- leaders (3.3, 5.1, 7.1, 8.1, 8.2) ---------------------------------------------------------------------

def test_leader_moves_any_way_turns_free_and_ends_with_his_banner():
    s = at_movement("duke", blue=[unit("k1", "Ch", "king"), unit("d1", "Pi", "duke"), unit("d2", "Pi", "duke")],
                    red=RED,
                    setup=_setup('- {unit: k1, hex: "0303", facing: N}', '- {leader: king, hex: "0303"}',
                                 '- {unit: d1, hex: "0505", facing: N}', '- {leader: duke, hex: "0505"}',
                                 '- {unit: d2, hex: "0507", facing: N}'))
    r = reachable(s, "duke")
    assert set(r) == {(hx(s, "0507"), None)}  # the only other unit of his banner
    assert r[(hx(s, "0507"), None)].cost == 2  # south: leaders move through any hex (8.1)
    with pytest.raises(IllegalChoice, match="banner 'duke'"):
        s.apply("move duke 0505-0404-0304-0303")


def test_army_commander_ends_with_any_unit_of_his_army():
    s = at_movement(blue=[unit("k1", "Ch", "king"), unit("d1", "Pi", "duke")], red=RED,
                    setup=_setup('- {unit: k1, hex: "0505", facing: N}', '- {leader: king, hex: "0505"}',
                                 '- {unit: d1, hex: "0507", facing: N}', '- {leader: duke, hex: "0507"}'))
    assert (hx(s, "0507"), None) in reachable(s, "king")


def test_army_commander_takes_a_stacked_leader_along():
    """7.1 exception: the army commander activates a unit of another banner; its leader moves with it."""
    s = at_movement(blue=[unit("k1", "Ch", "king"), unit("d1", "Pi", "duke")], red=RED,
                    setup=_setup('- {unit: k1, hex: "0505", facing: N}', '- {leader: king, hex: "0505"}',
                                 '- {unit: d1, hex: "0507", facing: N}', '- {leader: duke, hex: "0507"}'))
    assert "d1" in s.acting  # within the army commander's radius (R28)
    state, events = s.apply("move d1 0507-0506 N")
    assert state.leader("duke").hex == hx(s, "0506")
    assert any(getattr(e, "leader", None) == "duke" for e in events)


# --- who may move ----------------------------------------------------------------------------------------

def test_routed_units_do_not_move_in_the_activation():
    """12.2.3: a routed unit moves only in Phase E."""
    s = at_movement(blue=[unit("p1", "Pi", "king"), unit("p2", "Pi", "king")], red=RED,
                    setup=_setup('- {unit: p1, hex: "0505", facing: N, disorder: routed}',
                                 '- {leader: king, hex: "0505"}', '- {unit: p2, hex: "0707", facing: N}'))
    with pytest.raises(IllegalChoice, match="routed"):
        s.apply("move p1 0505-0504 N")
    assert not any(getattr(c, "ids", ("",))[0] == "p1" for c in s.legal_choices())


def test_fatigued_and_dismounted_units_use_their_values():
    """11.1: the back's MP; 8.4: dismounted values."""
    s = at_movement(blue=[unit("k1", "Ch", "king", mp=6, back_mp=3, dismounted_mp=4)], red=RED,
                    setup=_setup('- {unit: k1, hex: "0507", facing: N, fatigued: true}',
                                 '- {leader: king, hex: "0507"}'))
    assert max(r.cost for r in reachable(s, "k1").values() if r.how == "move") == 3
    s2 = at_movement(blue=[unit("k1", "Ch", "king", mp=6, dismounted_mp=4)], red=RED,
                     setup=_setup('- {unit: k1, hex: "0507", facing: N, mounted: false}',
                                  '- {leader: king, hex: "0507"}'))
    assert max(r.cost for r in reachable(s2, "k1").values() if r.how == "move") == 4
    assert s2.unit_class("k1") == "infantry"


# --- mounting and dismounting (8.4, R19) ---------------------------------------------------------------------

def test_mounting_next_to_an_enemy_is_refused():
    s = at_movement(blue=[unit("k1", "Ch", "king", dismounted_mp=4)], red=RED,
                    setup=_setup('- {unit: k1, hex: "0505", facing: N, mounted: false}',
                                 '- {leader: king, hex: "0505"}',
                                 red='- {unit: r1, hex: "0604", facing: S}\n- {leader: ed, hex: "0604"}\n'))
    before = s
    with pytest.raises(IllegalChoice, match="next to an enemy"):
        s.apply("mount k1")
    with pytest.raises(IllegalChoice, match="next to an enemy"):
        s.apply("mount k1 0505-0504 N")
    assert s == before and not s.unit("k1").mounted
    assert not any(getattr(c, "change", None) for c in s.legal_choices())


def test_mounting_spends_two_mp_of_the_new_allowance_and_a_marker():
    s = at_movement(blue=[unit("k1", "Ch", "king", mp=6, dismounted_mp=4), unit("k2", "Ch", "king",
                                                                              dismounted_mp=4)],
                    red=RED, markers=1,
                    setup=_setup('- {unit: k1, hex: "0507", facing: N, mounted: false}',
                                 '- {leader: king, hex: "0507"}', '- {unit: k2, hex: "0807", facing: N}'))
    r = reachable(s, "k1", change="mount")
    assert max(x.cost for x in r.values() if x.how == "move") == 6  # 2 to mount, 4 of the new 6 MP left
    assert reach_of(r, s, "0506", "N").cost == 3
    state, events = s.apply("mount k1 0507-0506-0505-0504-0503 N")
    assert state.unit("k1").mounted and state.unit("k1").hex == hx(s, "0503")
    assert state.side("blue").mount_markers == 0
    with pytest.raises(IllegalChoice, match="no mount/dismount marker left"):
        state.apply("dismount k2")
    with pytest.raises(IllegalChoice, match="already mounted"):
        s.apply("mount k2")


@pytest.mark.parametrize("seed", [1, 2])
def test_the_step_cost_table_equals_the_step_by_step_costs(tmp_path, seed):
    """`Battle.step_costs` prices plain hexsides without building a Hexside; on a generated map with every
    terrain, hexside feature, road, track and level, every step of both columns equals `step_cost_uncached`."""
    import subprocess
    import sys
    from pathlib import Path

    from rules.engine.battle import Battle
    from rules.scenario.files import load_scenario

    out = tmp_path / "map.yaml"
    subprocess.run([sys.executable, str(Path(__file__).resolve().parents[2] / "bench" / "make_big_map.py"), str(out), "--columns", "24",
                    "--rows", "18", "--units", "20", "--seed", str(seed)], check=True, capture_output=True)
    b = Battle(load_scenario(out).scenario)
    for column in ("infantry", "cavalry"):
        table = b.step_costs(column)
        assert table == [tuple(b.step_cost_uncached(a, d, column) for d in range(6)) for a in range(len(b.hexes))]
