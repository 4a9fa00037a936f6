"""Line of sight and fire arc (9.1, 9.2; R17, R18). From 0508 the line to 0504 runs straight north through
0507, 0506, 0505 (4 hexes); the line to 0606 runs along the hexside between 0507 and 0607."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.engine import initial_state, line_of_sight, unit_in_fire_arc, unit_line_of_sight
from rules.engine.los import in_fire_arc
from rules.geometry.hexgrid import Hex, hex_range, line, line_hexes
from tests.engine.positions import hx, scenario, unit


def _state(map_: str = "", blue=None, red=None, setup: str = ""):
    blue = blue or [unit("a1", "Ar", "king"), unit("x1", "Ab", "king")]
    red = red or [unit("r1", "Mi", "ed"), unit("r2", "Mi", "ed")]
    setup = setup or "\n".join(['- {unit: a1, hex: "0508", facing: N}', '- {leader: king, hex: "0508"}',
                                '- {unit: x1, hex: "0908", facing: N}',
                                '- {unit: r1, hex: "0504", facing: S}', '- {leader: ed, hex: "0504"}',
                                '- {unit: r2, hex: "1111", facing: S}'])
    return initial_state(scenario(map_=map_, blue=blue, red=red, setup=setup))


def _los(s, a: str, b: str, over_units: bool = False):
    return line_of_sight(s, hx(s, a), hx(s, b), over_units)


def _labels(s, obstacles) -> list[str]:
    return sorted(s.grid.label(o.hex) for o in obstacles)


def test_blocking_terrain_between_blocks_and_names_the_hex():
    s = _state('terrain: {wood: ["0506"], farm: ["0507"]}')
    sight = _los(s, "0508", "0504")
    assert not sight.clear and _labels(s, sight.blocked_by) == ["0506"]
    assert sight.blocked_by[0].reason == "wood"
    assert _los(s, "0508", "0506").clear  # always possible to fire into a blocking hex (9.2)
    assert _los(s, "0506", "0504").clear  # and out of it
    assert _los(s, "0508", "0507").clear  # farm: not blocking


def test_units_block_except_for_archers():
    """9.2: friendly or enemy units block; archers fire over them (only terrain blocks their fire)."""
    s = _state(setup="\n".join(['- {unit: a1, hex: "0508", facing: N}', '- {leader: king, hex: "0508"}',
                                '- {unit: x1, hex: "0509", facing: N}', '- {unit: r2, hex: "0506", facing: S}',
                                '- {unit: r1, hex: "0504", facing: S}', '- {leader: ed, hex: "0504"}']))
    assert unit_line_of_sight(s, "a1", hx(s, "0504")).clear  # archers over r2
    crossbow = unit_line_of_sight(s, "x1", hx(s, "0504"))  # 0509 -> 0504 passes 0508 (a1) and 0506 (r2)
    assert not crossbow.clear and _labels(s, crossbow.blocked_by) == ["0508"]
    assert crossbow.blocked_by[0].reason == "unit"


def test_a_hill_between_blocks_ends_below_it():
    """R17 revised: an intermediate hex higher than both firer and target is an obstacle (it is higher than
    the lower end); none of the 9.2 exceptions can lift it (each needs someone above the obstacle)."""
    s = _state('levels: {1: ["0506"]}')
    sight = _los(s, "0508", "0504")
    assert not sight.clear and sight.blocked_by[0].reason == "level"
    s2 = _state('levels: {1: ["0506"], 2: ["0508", "0504"]}')
    assert _los(s2, "0508", "0504").clear  # both ends above the hill


def test_hill_exception_1_firer_and_target_above_the_obstacle():
    """9.2, first exception: firer and target both higher than the obstacle: ignore it."""
    s = _state('terrain: {wood: ["0506"]}\nlevels: {1: ["0508", "0504"]}')
    sight = _los(s, "0508", "0504", over_units=True)
    assert sight.clear and _labels(s, sight.ignored) == ["0506"]
    s_hill = _state('terrain: {wood: ["0506"]}\nlevels: {1: ["0508", "0504", "0506"]}')  # a wood on their level
    assert not _los(s_hill, "0508", "0504", over_units=True).clear


@pytest.mark.parametrize("wood,clear", [("0507", True), ("0506", True), ("0505", False)])
def test_hill_exception_2_higher_firer_obstacle_halfway_or_nearer_him(wood, clear):
    """9.2, second exception: archers on a hill (level 2) shoot down at level 0 over a wood in the plain that
    is halfway (2 of 4 hexes) or nearer to them; a wood nearer the target hides it."""
    s = _state(f'terrain: {{wood: ["{wood}"]}}\nlevels: {{2: ["0508"]}}')
    sight = unit_line_of_sight(s, "a1", hx(s, "0504"))
    assert sight.clear is clear
    assert _labels(s, sight.ignored if clear else sight.blocked_by) == [wood]


@pytest.mark.parametrize("wood,clear", [("0507", False), ("0506", True), ("0505", True)])
def test_hill_exception_3_higher_target_obstacle_halfway_or_nearer_it(wood, clear):
    """9.2, third exception: the target on a hill (level 2) is seen over a wood halfway or nearer to it."""
    s = _state(f'terrain: {{wood: ["{wood}"]}}\nlevels: {{2: ["0504"]}}')
    assert unit_line_of_sight(s, "a1", hx(s, "0504")).clear is clear


def test_wood_on_a_slope_counts_at_its_hex_level():
    """The obstacle's level is its hex's: a wood on level 1 below archers on level 2 shooting at level 0 is
    ignored near them and blocks near the target."""
    near = _state('terrain: {wood: ["0507"]}\nlevels: {2: ["0508"], 1: ["0507"]}')
    far = _state('terrain: {wood: ["0505"]}\nlevels: {2: ["0508"], 1: ["0505"]}')
    assert unit_line_of_sight(near, "a1", hx(near, "0504")).clear
    assert not unit_line_of_sight(far, "a1", hx(far, "0504")).clear


@pytest.mark.parametrize("hill,clear", [("0507", True), ("0506", True), ("0505", False)])
def test_dead_ground_a_crest_near_the_lower_target_hides_it(hill, clear):
    """9.2, R17 revised: a bare hex higher than the LOWER end is an obstacle. Archers on level 2 (0508) shoot
    at level 0 (0504, 4 hexes) over a bare level-1 hex: next to them (1 hex) or halfway (2 of 4) the second
    exception lifts it; next to the target (3 of 4) it blocks, named as a level obstacle (dead ground)."""
    s = _state(f'levels: {{2: ["0508"], 1: ["{hill}"]}}')
    sight = unit_line_of_sight(s, "a1", hx(s, "0504"))
    assert sight.clear is clear
    got = sight.ignored if clear else sight.blocked_by
    assert _labels(s, got) == [hill] and got[0].reason == "level"


@pytest.mark.parametrize("hill,clear", [("0507", False), ("0506", True), ("0505", True)])
def test_a_crest_near_the_lower_firer_hides_a_higher_target(hill, clear):
    """9.2 third exception, R17 revised: the target on level 2 (0504) is seen from level 0 (0508) over a bare
    level-1 hex halfway or nearer to the target; a level-1 hex next to the firer blocks his view."""
    s = _state(f'levels: {{2: ["0504"], 1: ["{hill}"]}}')
    assert unit_line_of_sight(s, "a1", hx(s, "0504")).clear is clear


def test_ground_no_higher_than_the_lower_end_is_no_obstacle():
    """R17 revised: only ground higher than the lower end counts; a level-1 hex between two level-1 ends, or
    between level 1 and level 3, is no obstacle wherever it lies."""
    s = _state('levels: {1: ["0508", "0504", "0507", "0505"]}')
    assert _los(s, "0508", "0504").clear and not _los(s, "0508", "0504").ignored
    s3 = _state('levels: {3: ["0508"], 1: ["0504", "0505"]}')
    assert _los(s3, "0508", "0504").clear and not _los(s3, "0508", "0504").ignored


_SPOTS = ["0507", "0506", "0505"]


@settings(max_examples=25, deadline=None)
@given(ends=st.tuples(st.integers(0, 3), st.integers(0, 3)),
       mids=st.lists(st.tuples(st.integers(0, 3), st.booleans()), min_size=3, max_size=3))
def test_terrain_and_levels_see_both_ways(ends, mids):
    """9.2, R17: with terrain and levels only (no units), the exceptions mirror each other (the second seen
    from the other end is the third; halfway counts for both), so a line is clear exactly when its reverse is."""
    levels: dict[int, list[str]] = {}
    woods = []
    for label, lv in zip(["0508", "0504"], ends, strict=True):
        levels.setdefault(lv, []).append(label)
    for label, (lv, wood) in zip(_SPOTS, mids, strict=True):
        levels.setdefault(lv, []).append(label)
        if wood:
            woods.append(label)
    text = "levels: {" + ", ".join(f"{k}: {v}" for k, v in levels.items() if k) + "}"
    if woods:
        text = f"terrain: {{wood: {woods}}}\n" + text
    s = _state(text.replace("'", '"'))
    there, back = _los(s, "0508", "0504"), _los(s, "0504", "0508")
    assert there.clear == back.clear
    # and a bare hex no higher than the lower end never blocks
    low = min(ends)
    for label, (lv, wood) in zip(_SPOTS, mids, strict=True):
        if not wood and lv <= low:
            assert label not in _labels(s, there.blocked_by)


def test_line_along_a_hexside_is_blocked_only_when_both_hexes_are_obstacles():
    """R17: 0508 -> 0606 runs along the hexside of 0507 and 0607."""
    one = _state('terrain: {wood: ["0507"]}')
    assert _los(one, "0508", "0606").clear
    both = _state('terrain: {wood: ["0507", "0607"]}')
    sight = _los(both, "0508", "0606")
    assert not sight.clear and _labels(both, sight.blocked_by) == ["0507", "0607"]
    mixed = _state('terrain: {wood: ["0507"]}', setup="\n".join([
        '- {unit: x1, hex: "0508", facing: N}', '- {leader: king, hex: "0508"}', '- {unit: a1, hex: "0101", facing: N}',
        '- {unit: r1, hex: "0607", facing: S}', '- {leader: ed, hex: "0607"}', '- {unit: r2, hex: "0606", facing: S}']))
    assert not unit_line_of_sight(mixed, "x1", hx(mixed, "0606")).clear  # wood one side, a unit the other
    assert _labels(mixed, unit_line_of_sight(mixed, "x1", hx(mixed, "0606")).blocked_by) == ["0507", "0607"]


def test_walls_crossed_are_reported_with_their_side():
    """R11/D3: fire into a walled place is -4, out of it 0; the LOS names the walls and gates crossed."""
    s = _state('hexsides: {wall: ["0506/0507"], gate: ["0506/0505"]}')  # 0506 is the inside of both
    sight = _los(s, "0508", "0504")
    assert sight.clear  # walls do not block the line (Terrain Chart: no B)
    got = [(w.feature, w.inward) for w in sight.walls]
    assert got == [("wall", True), ("gate", False)]
    back = _los(s, "0504", "0508")
    assert [(w.feature, w.inward) for w in back.walls] == [("gate", True), ("wall", False)]


def test_fire_arc_through_front_hexsides_and_vertices():
    """R18: the line leaves through a front hexside, or a vertex of one."""
    s = _state()
    N, NE = s.grid.facing_index("N"), s.grid.facing_index("NE")
    f = hx(s, "0508")
    assert in_fire_arc(s, f, N, hx(s, "0504"))
    assert not in_fire_arc(s, f, N, hx(s, "0511"))
    assert in_fire_arc(s, f, NE, hx(s, "0406"))  # vertex of NW and N: N is front when facing NE
    assert not in_fire_arc(s, f, NE, hx(s, "0409"))  # vertex of SW and S
    assert in_fire_arc(s, f, N, hx(s, "0606"), artillery=True)  # vertex of N and NE: N is its front
    assert not in_fire_arc(s, f, N, hx(s, "0708"), artillery=True)
    assert unit_in_fire_arc(s, "a1", hx(s, "0504"))


def test_line_hexes_agrees_with_line():
    """The displacement cache gives exactly hexgrid.line (the exact rational test)."""
    rng = random.Random(5)
    for v in hex_range(Hex(0, 0), 7):
        for _ in range(3):
            a = Hex(rng.randint(-40, 40), rng.randint(-40, 40))
            b = a + v
            assert line_hexes(a, b) == tuple(step.hexes for step in line(a, b))
