"""Rules fidelity II, part A, on hand-built positions: fire while adjacent to an enemy (9.1, R36), bridges and
fords on streams (Terrain Chart, R14, R38), the bridge's printed fire +1 (docs/rules.md), and fortification and
wall modifiers only into the walled place (footnote a, R11/D3, R40).

Grid (R12): flat hexes, odd columns high; neighbours of 0505: N 0504, NE 0604, SE 0605, S 0506, SW 0405,
NW 0404. Blue (attacker) routs west, Red east. Walls, gates and fortifications are written inside-first.
"""

from __future__ import annotations

import pytest

from rules.engine import FireResolved, IllegalChoice, MeleeResolved, movement_position, new_game, reachable
from rules.resolve.terrain import hexside_terrain
from rules.tables import load_tables

from .positions import at_movement, reach_of, scenario, unit


def notations(state) -> list[str]:
    return [c.notation(state.grid) for c in state.legal_choices()]


def play(state, texts):
    events: list = []
    for t in texts:
        state, ev = state.apply(t)
        events += ev
    return state, events


def terrain_mods(mods) -> list[tuple[str, int]]:
    return [(m.key, m.value) for m in mods if m.key.startswith("terrain") and m.value]


# ---------------------------------------------------------------------------------------------------------
# R36: fire in Phases B and D.2 while adjacent to an enemy (9.1)


def archer_position(hexside: str = "", near: str = "0504", near_facing: str = "S"):
    """Archers a1 in 0505 facing N with the king; Red r1 next to them in `near` (across `hexside`), r2 three
    hexes north in 0502 (in range: archers 7/9 at 3 hexes, and they fire over r1, 9.2)."""
    map_ = f"hexsides: {{{hexside}}}" if hexside else ""
    return scenario(
        map_,
        blue=[unit("a1", "Ar", "king")],
        red=[unit("r1", "Mi", "ed"), unit("r2", "Mi", "ed")],
        setup=f"""
        - {{unit: a1, hex: "0505", facing: N}}
        - {{leader: king, hex: "0505"}}
        - {{unit: r1, hex: "{near}", facing: {near_facing}}}
        - {{unit: r2, hex: "0502", facing: S}}
        - {{leader: ed, hex: "0502"}}
        """)


def d2(scen):
    s, _ = movement_position(scen, "king").apply("end")
    assert s.pending().kind == "ranged_fire"
    return s


@pytest.mark.parametrize("hexside", ['river: ["0505/0504"]', 'wall: ["0505/0504"]', 'gate: ["0505/0504"]'])
def test_next_to_an_enemy_across_a_no_melee_hexside_fire_only_at_it(hexside):
    """9.1 exception, R36: across a river, wall or gate (the chart's mêlée NA) the archers may fire at the
    adjacent enemy in their front hex, and at no other target: before R36 r2 was a legal target too."""
    s = d2(archer_position(hexside))
    fires = [t for t in notations(s) if t.startswith("fire")]
    assert fires == ["fire a1 0504"]
    before = s
    with pytest.raises(IllegalChoice, match=r"adjacent to an enemy unit.*R36"):
        s.apply("fire a1 0502")
    assert s == before


def test_phase_b_follows_r36_too():
    """6.B, 9.1, R36: in Phase B the same archers, next to r1 across a river, may fire only at r1."""
    s = new_game(archer_position('river: ["0505/0504"]'))
    d = s.pending()
    assert (d.side, d.kind) == ("blue", "phase_b_fire")
    assert notations(s) == ["fire a1 0504", "end"]


@pytest.mark.parametrize("hexside", ["", 'stream: ["0505/0504"]', 'river: ["0505/0504"], bridge: ["0505/0504"]'])
def test_next_to_an_enemy_it_could_fight_no_fire_at_all(hexside):
    """9.1: no fire when adjacent to an enemy unit or to the target; a stream, or a bridge over a river (R38:
    mêlée −1), does not forbid the mêlée, so the exception does not apply."""
    s = d2(archer_position(hexside))
    assert not [t for t in notations(s) if t.startswith("fire")]
    with pytest.raises(IllegalChoice, match=r"adjacent to its target, which it could fight"):
        s.apply("fire a1 0504")


def test_an_enemy_behind_a_river_in_a_rear_hex_still_forbids_fire():
    """R36: 'adjacent to ANY enemy unit': r1 in the archers' rear hex (0506) across a river can be neither
    fought nor fired at (not a front hex), and it still stops fire at r2. (Before R36 only an enemy the
    unit could fight stopped its fire.)"""
    s = d2(archer_position('river: ["0505/0506"]', near="0506", near_facing="N"))
    assert not [t for t in notations(s) if t.startswith("fire")]
    with pytest.raises(IllegalChoice, match="R36"):
        s.apply("fire a1 0502")


def test_with_no_enemy_adjacent_the_archers_fire_at_range():
    """9.1: away from the enemy the same archers fire at r2 three hexes off (7/9 column)."""
    s = d2(archer_position(near="0908"))
    assert "fire a1 0502" in notations(s)


# ---------------------------------------------------------------------------------------------------------
# R40 and footnote a: walls and fortifications count only into the walled place


@pytest.mark.parametrize("wall,mods", [('"0504/0505"', [("terrain:wall_in", -4)]),  # r1 inside: firing in
                                       ('"0505/0504"', [])])  # the archers inside: firing out, 0
def test_fire_across_a_wall_in_and_out(wall, mods):
    """Terrain Chart footnote a (R11/D3), R40: −4 firing into the walled place, 0 firing out of it."""
    s = d2(archer_position(f"wall: [{wall}]"))
    s, ev = play(s, ["fire a1 0504", "roll 5"])
    fire = [e for e in ev if isinstance(e, FireResolved)][0]
    assert terrain_mods(fire.modifiers) == mods


def melee_position(map_: str):
    """Pi b1 in 0505 facing N attacks Mi r1 in 0504 facing S (no leader with either: +1 odds 4:4 = 1:1,
    +1 Pi v Mi, +1 quality 5 v 3)."""
    return scenario(
        map_,
        blue=[unit("b1", "Pi", "king"), unit("b2", "Pi", "king")],
        red=[unit("r1", "Mi", "ed"), unit("r2", "Mi", "ed")],
        setup="""
        - {unit: b1, hex: "0505", facing: N}
        - {unit: b2, hex: "0407", facing: N}
        - {leader: king, hex: "0407"}
        - {unit: r1, hex: "0504", facing: S}
        - {unit: r2, hex: "1001", facing: S}
        - {leader: ed, hex: "1001"}
        """)


def melee(map_: str, die: int = 5) -> MeleeResolved:
    s = movement_position(melee_position(map_), "king")
    s, ev = play(s, ["end", "end", "declare b1", "end", "melee b1 r1", f"roll {die}"])
    return [e for e in ev if isinstance(e, MeleeResolved)][0]


def test_melee_into_a_fortified_hex_and_out_of_it():
    """R40: the fortification's −1 (mêlée column) counts for b1 attacking r1 inside it (0504 written first);
    b1 striking out of its own fortified hex (0505 first) gets nothing: 5 + 3 = 8 against 5 + 3 − 1 = 7."""
    into = melee('hexsides: {fortification: ["0504/0505"]}')
    assert terrain_mods(into.modifiers) == [("terrain:fortification", -1)]
    assert (into.total, into.modified) == (2, 7)
    out = melee('hexsides: {fortification: ["0505/0504"]}')
    assert terrain_mods(out.modifiers) == []
    assert (out.total, out.modified) == (3, 8)


# ---------------------------------------------------------------------------------------------------------
# R38: a bridge or ford on a stream replaces the stream's row in every column


def test_melee_across_a_bridge_over_a_stream_is_the_bridge_row_alone():
    """R38: across a bridge over a stream the mêlée column is the bridge's −1, not the stream's −1 as well."""
    m = melee('hexsides: {stream: ["0505/0504"], bridge: ["0505/0504"]}')
    assert terrain_mods(m.modifiers) == [("terrain:bridge", -1)]
    assert melee('hexsides: {stream: ["0505/0504"]}').total == m.total  # stream −1 alone: the same sum


@pytest.mark.parametrize("hexside,cost", [
    ("", 1),  # clear 1
    ('stream: ["0505/0504"]', 2),  # clear 1 + stream +1
    ('stream: ["0505/0504"], bridge: ["0505/0504"]', 1),  # the bridge's 0 replaces the stream's +1 (R38)
    ('stream: ["0505/0504"], ford: ["0505/0504"]', 2),  # the ford's +1 replaces it
    ('river: ["0505/0504"], bridge: ["0505/0504"]', 1),
    ('river: ["0505/0504"], ford: ["0505/0504"]', 2),
])
def test_movement_across_a_crossing_pays_its_own_row(hexside, cost):
    """Terrain Chart, R14, R38: the step 0505 → 0504 (facing N, no turn) costs the hex plus the crossing's own
    row in place of the watercourse's."""
    s = at_movement(map_=f"hexsides: {{{hexside}}}" if hexside else "",
                    blue=[unit("b1", "Pi", "king")], red=[unit("r1", "Mi", "ed")],
                    setup="""
                    - {unit: b1, hex: "0505", facing: N}
                    - {leader: king, hex: "0505"}
                    - {unit: r1, hex: "1010", facing: S}
                    - {leader: ed, hex: "1010"}
                    """)
    got = reach_of(reachable(s, "b1"), s, "0504", "N")
    assert got is not None and got.costs == (cost,)


def test_the_charge_column_of_a_hexside_crossings_included():
    """R38, R4: `hexside_terrain(..., charge=True)`, what D.1 asks before a charge: NA across a bridge or a ford
    on a stream or a river (the crossing's charge column), −1 across a bare stream, NA across a river, wall
    or gate; the mêlée column of the same crossings is −1."""
    t = load_tables()
    assert hexside_terrain(t, ("stream", "bridge"), charge=True).prohibited_by == "bridge"
    assert hexside_terrain(t, ("bridge", "river"), charge=True).prohibited_by == "bridge"
    assert hexside_terrain(t, ("ford", "stream"), charge=True).prohibited_by == "ford"
    assert hexside_terrain(t, ("stream",), charge=True).value == -1
    for na in ("river", "wall", "gate"):
        assert hexside_terrain(t, (na,), charge=True).prohibited_by == na
    assert hexside_terrain(t, ("stream", "bridge")).value == -1
    assert hexside_terrain(t, ("river", "ford")).value == -1
    assert hexside_terrain(t, ("fortification",), charge=True).value == -2  # into the fortified hex
    assert hexside_terrain(t, ("fortification",), charge=True, outward=("fortification",)).value == 0  # R40


# ---------------------------------------------------------------------------------------------------------
# The bridge's printed fire +1 (docs/rules.md): no unit stands on a hexside, so it applies to no fire


def test_fire_across_a_bridge_gets_no_bridge_modifier():
    """Terrain Chart 'Bridge … +1' is for a target on the bridge; here a bridge is a hexside (R14) and no
    unit is ever on one. Archers in 0506 fire over 0505 at r1 in 0504, across a bridge over a stream at
    0505/0504: 3 SP −1 (< 4 SP, R5) and no terrain modifier."""
    scen = scenario(
        'hexsides: {stream: ["0505/0504"], bridge: ["0505/0504"]}',
        blue=[unit("a1", "Ar", "king")], red=[unit("r1", "Mi", "ed")],
        setup="""
        - {unit: a1, hex: "0506", facing: N}
        - {leader: king, hex: "0506"}
        - {unit: r1, hex: "0504", facing: S}
        - {leader: ed, hex: "0504"}
        """)
    s = d2(scen)
    s, ev = play(s, ["fire a1 0504", "roll 5"])
    fire = [e for e in ev if isinstance(e, FireResolved)][0]
    assert terrain_mods(fire.modifiers) == [] and fire.modified == 4
