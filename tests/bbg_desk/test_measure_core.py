"""The core's shapes the referee desk's ruler and overlays draw (issue 29 item 3): the ruler (B3, B34), a unit
carried to a new pose, the commander's 4 M (B29), the friendly-rout ground along a drawn path (B31), the range
bands as ground with elevation (B34, B35), the table's levels (B20)."""

import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Point, box

from rules.bbg.geometry import Body, Pose, centre_distance, distance, ruler
from rules.bbg.morale import Commander, command_area, friendly_rout_tests, reroll_eligibility, rout_area, swept
from rules.bbg.shooting import band_areas, band_at, shot_distance
from rules.bbg.table import OpenTable
from rules.bbg.units import Unit

DEMO = Path(__file__).resolve().parents[2] / "scenarios" / "bbg" / "meadow-of-kohalom.yaml"
coord = st.floats(-20, 20, allow_nan=False)
heading = st.floats(0, 359, allow_nan=False)


def block(x=0.0, y=0.0, h=0.0, files=4, ranks=2, name="u"):
    return Body.block(Pose(x, y, h), files, ranks, 1.0, 1.0, name=name)


@settings(max_examples=40, deadline=None)
@given(coord, coord, heading, coord, coord, heading)
def test_the_ruler_reads_the_cores_distances_b3_b34(x1, y1, h1, x2, y2, h2):
    a, b = block(x1, y1, h1), block(x2, y2, h2, name="v")
    edge = ruler(a, b)
    assert edge.distance == pytest.approx(distance(a, b)) and edge.how == "edge"
    assert math.dist(edge.a, edge.b) == pytest.approx(edge.distance, abs=1e-9)
    assert a.footprint.distance(Point(edge.a)) < 1e-9 and b.footprint.distance(Point(edge.b)) < 1e-9
    centre = ruler(a, b, centres=True)
    assert centre.distance == pytest.approx(centre_distance(a, b)) and (centre.a, centre.b) == (a.centre, b.centre)
    base = ruler(a, b, platform=True)  # archers on an elephant or chariot: base centre to footprint (B34)
    target = block(x2, y2, h2, name="t")
    assert base.how == "platform" and base.a == a.centre and b.footprint.distance(Point(base.b)) < 1e-9
    assert base.distance == pytest.approx(shot_distance(a, target, "platform")[0])
    assert math.dist(base.a, base.b) == pytest.approx(base.distance, abs=1e-9)


@settings(max_examples=40, deadline=None)
@given(coord, coord, heading)
def test_a_unit_carried_to_a_pose_keeps_its_shape(x, y, h):
    loose = Body.loose(30, [("a", 0, 0), ("b", 2, -1), ("c", -1, -2)], 1, 1)
    for body in (block(3, 4, 10), loose):
        moved = body.moved_to(Pose(x, y, h))
        assert (moved.pose.x, moved.pose.y) == pytest.approx((x, y), abs=1e-9)
        assert moved.footprint.area == pytest.approx(body.footprint.area)
        assert moved.width == pytest.approx(body.width) and moved.depth == pytest.approx(body.depth)


@settings(max_examples=40, deadline=None)
@given(coord, coord, coord, coord, heading)
def test_the_command_disc_is_the_re_roll_b29(cx, cy, x, y, h):
    """B29 [L463]: a unit may re-roll exactly when its footprint meets the commander's 4 M disc."""
    c = Commander("g", cx, cy, army_general=True)
    u = block(x, y, h)
    area = command_area(c)
    d = Point(cx, cy).distance(u.footprint)
    if abs(d - 4.0) > 0.01:  # the disc is a 64-segment polygon: within 0.001 M of the circle
        assert area.intersects(u.footprint) == reroll_eligibility(u, "", [c])[0]


def test_the_rout_ground_of_a_straight_rout_is_the_swept_footprint_grown_by_4m_b31():
    f = block(10, 10, 0)
    end = Pose(10, 4, 0)
    area = rout_area(f, [(end.x, end.y)])
    assert area.symmetric_difference(swept(f, end).buffer(4.0, quad_segs=64)).area < 1e-6
    unit = Unit(name="w", kind="infantry", close=True)
    for x, tests in ((17.9, True), (18.1, False)):  # the swept frame's right edge is x = 12; 4 M more is 16
        friend = block(x, 7, 0, name="w")  # a 4-file block's left edge is x − 2
        hit = bool(friendly_rout_tests(f, end, {"w": (friend, unit)}))
        assert area.intersects(friend.footprint) == hit == tests
    bent = rout_area(f, [(10, 6), (4, 2)])  # along a drawn path: the leg after the bend counts too
    assert bent.contains(Point(0.5, 1)) and not area.contains(Point(0.5, 1))


def test_range_bands_as_ground_shift_with_elevation_b34_b35():
    """B35 [L402]: on ground one level above the shooter every limit is 2 M shorter."""
    shooter = block(0, 0, 0)
    hill = box(-50, 10, 50, 50)
    levels = {0: box(-50, -50, 50, 50).difference(hill), 1: hill}
    short, medium, long_ = band_areas(shooter, "bow", 0, levels)
    assert (short.strength, medium.strength, long_.strength) == (12, 10, 8)
    for p in ((0, -7.9), (0, -15.9), (0, -23.9), (0, 13.9), (0, 21.9)):  # flat ground, then on the hill
        level = 1 if p[1] >= 10 else 0
        b = band_at("bow", Point(shooter.measuring_point).distance(Point(p)), delta=level)
        assert [a.area.contains(Point(p)) for a in (short, medium, long_)] == [i == b.index for i in range(3)]
    assert not long_.area.contains(Point(0, 22.1)) and long_.area.contains(Point(0, -23.9))


def test_the_demo_tables_levels_cover_the_table_once_b20():
    table, _f = OpenTable.load(DEMO)
    regions = table.level_regions()
    assert set(regions) == {0, 1}
    assert sum(g.area for g in regions.values()) == pytest.approx(48 * 32)
    for (x, y), level in (((38, 25), 1), ((38, 19), 0), ((5, 5), 0)):
        assert regions[level].contains(Point(x, y)) and table.level_at((x, y)) == level


@settings(max_examples=25, deadline=None)
@given(st.floats(0, 48), st.floats(0, 32), heading)
def test_a_dragged_unit_is_the_file_unit_carried_rigidly(x, y, h):
    """The canvas drags a unit by its file pose; the body there is the body at the file's pose carried along
    (a loose unit's figures keep their places around it)."""
    table, _f = OpenTable.load(DEMO)
    for uid in ("hoplites-1", "peltasts-1"):
        u = table.placed(uid)
        here = table.body_at(uid, u.pose.x, u.pose.y, u.pose.heading)
        assert here.footprint.symmetric_difference(table.body(uid).footprint).area < 1e-9
        there = table.body_at(uid, x, y, h)
        assert there.footprint.area == pytest.approx(here.footprint.area)
        dx, dy = x - u.pose.x, y - u.pose.y
        if h == u.pose.heading:
            assert there.centre == pytest.approx((here.centre[0] + dx, here.centre[1] + dy))
