"""The open table (B3), the zones of B18/B44 and protected flanks (B19), on positions built by hand."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shapely.geometry import Point

from rules.bbg.geometry import Body, Pose, centre_distance, distance, transform
from rules.bbg.zones import attack_direction, charge_stop, may_manoeuvre, outside_zoc_at_start, protected_flanks


def block(x=0.0, y=0.0, h=0.0, files=6, ranks=2, bw=1.0, bd=1.0, name="u"):
    return Body.block(Pose(x, y, h), files, ranks, bw, bd, name=name)


def test_slots_follow_the_pose_b3():
    """B3: file j of rank r at u = −W/2 + (j − ½)·bw, v = −(r − ½)·bd; heading 90 faces east."""
    b = block(10, 5, 90, files=4, ranks=2, bw=0.6, bd=0.6)
    f = b.figure("r1f1")  # the unit's left file of the front rank: facing east, its left is north
    assert (f.x, f.y) == pytest.approx((10 - 0.3, 5 + 1.2 - 0.3))
    f = b.figure("r2f4")
    assert (f.x, f.y) == pytest.approx((10 - 0.9, 5 - 1.2 + 0.3))
    assert b.width == pytest.approx(2.4) and b.depth == pytest.approx(1.2)
    assert b.measuring_point == (10, 5)
    assert b.centre == pytest.approx((10 - 0.6, 5))


def test_empty_places_are_not_figures_but_keep_the_frame():
    b = Body.block(Pose(0, 0, 0), 4, ["OSSS", "S.S."], 1, 1)
    assert len(b.figures) == 6 and b.width == 4 and b.depth == 2


def test_loose_frame_is_the_smallest_heading_aligned_rectangle_b3():
    b = Body.loose(0, [("a", 0, 0), ("b", 3, -2)], 1, 1)
    assert (b.pose.x, b.pose.y) == pytest.approx((1.5, 0.5))
    assert b.width == pytest.approx(4) and b.depth == pytest.approx(3)
    assert b.footprint.area == pytest.approx(2)  # the union of its bases, not the frame
    assert b.measuring_point == pytest.approx((1.5, -1))  # loose: the centre ([L422])


def test_zoc_area_is_the_strip_and_two_45_degree_sectors_b44():
    """B44: a W × 4 strip plus two 45° sectors of radius 4: 4W + 2·(π·16/8)."""
    b = block(files=6)
    assert b.zoc.area == pytest.approx(4 * 6 + 4 * math.pi, abs=0.01)


def test_zoc_is_ruler_distance_not_a_trapezoid_b44():
    """B44: a point diagonally 4 M + 4 M off a front corner (5.66 M away) is not in the ZOC; one 3.6 M away is."""
    b = block(files=6)  # front corners at (±3, 0)
    assert not b.in_zoc(3 + 3.9, 3.95) and not b.zoc.contains(Point(3 + 3.9, 3.95))
    assert b.in_zoc(3 + 2, 3) and b.zoc.contains(Point(5, 3))
    assert b.in_zoc(0, 3.95) and not b.in_zoc(0, 4.05)
    assert not b.in_zoc(3 + 3, 2)  # outside the 45° line: a side-zone point


@given(st.floats(-12, 12), st.floats(-12, 12), st.floats(0, 359), st.integers(1, 12))
def test_zoc_polygon_matches_the_analytic_definition(px, py, h, files):
    """B44: shapely's ZOC against {v >= 0, |u| − W/2 <= v, dist(P, E) <= 4}, away from the boundary."""
    b = block(1.0, -2.0, h, files=files, bw=0.75)
    u, v = b.pose.to_local(px, py)
    s = abs(u) - b.width / 2
    d = b.front_edge.distance(Point(px, py))
    if min(abs(v), abs(s - v), abs(d - 4)) < 0.05:
        return
    analytic = v >= 0 and s <= v and d <= 4
    assert b.zoc.contains(Point(px, py)) == analytic == b.in_zoc(px, py)


@given(st.floats(-20, 20), st.floats(-20, 20), st.floats(0, 360), st.floats(-20, 20), st.floats(-20, 20),
       st.floats(0, 360))
def test_footprint_and_zoc_move_rigidly_with_the_pose(x, y, h, x2, y2, h2):
    a = block(x, y, h, files=5, ranks=3)
    b = block(x2, y2, h2, files=5, ranks=3)
    for geom_a, geom_b in ((a.footprint, b.footprint), (a.zoc, b.zoc), (a.side_zone("left").intersection(
            a.frame.buffer(6)), b.side_zone("left").intersection(b.frame.buffer(6)))):
        moved = transform(geom_a, a.pose, b.pose)
        assert moved.hausdorff_distance(geom_b) < 1e-6  # (a symmetric difference of near twins trips GEOS)


def test_zones_front_side_rear_b18():
    b = block(files=4, ranks=3)  # frame u in [-2, 2], v in [-3, 0]
    assert b.zone_of_point(0, 10) == "front"
    assert b.zone_of_point(9, 10) == "front"  # s = 7 <= v = 10
    assert b.zone_of_point(9, 2) == "right"
    assert b.zone_of_point(-9, -1) == "left"
    assert b.zone_of_point(0, -5) == "rear"
    assert b.zone_of_point(-4, -6) == "rear"  # s = 2 <= −D − v = 3
    assert b.zone_of_point(0, -1) == "inside"
    for side in ("left", "right"):
        assert b.side_zone(side).contains(Point(-9 if side == "left" else 9, -1))


def test_attack_direction_front_flank_rear_b18():
    d = block(files=4, ranks=2, name="d")
    front = block(0, 8, 180, files=4, name="c")
    flank = block(-9, -1, 90, files=2, name="c")
    rear = block(0, -9, 0, files=4, name="c")
    assert attack_direction(d, front).zone == "front" and attack_direction(d, front).can_turn_to_face
    assert attack_direction(d, flank).zone == "flank"
    assert attack_direction(d, rear).zone == "rear"


def test_impetus_needs_a_start_outside_the_target_zoc_b13():
    target = block(files=4)
    near = block(0, 7, 180, files=4)  # front edge 7 M away; its footprint reaches y = 7 + ... behind
    assert outside_zoc_at_start(target, near)
    close = block(0, 3.5, 180, files=4)
    assert not outside_zoc_at_start(target, close)


def test_distances_edge_to_edge_and_centre_to_centre_b3():
    a = block(0, 0, 0, files=4, ranks=2)
    b = block(0, 10, 180, files=4, ranks=2)
    assert distance(a, b) == pytest.approx(10)
    assert centre_distance(a, b) == pytest.approx(12)


def test_protected_flank_within_4_m_of_the_edge_b19():
    u = block(files=4, ranks=2, name="u")
    near = block(-2 - 3 - 1, 0, 0, files=2, ranks=2, name="near")  # its right edge 3 M from u's left edge
    far = block(2 + 4.5 + 1, 0, 0, files=2, ranks=2, name="far")  # 4.5 M to the right
    res = {p.side: p for p in protected_flanks(u, {"near": near, "far": far})}
    assert res["left"].protected and res["left"].by == ("near",)
    assert not res["right"].protected
    ahead = block(-5, 6, 0, files=2, name="ahead")  # in front-left, inside the field of view: not a flank friend
    assert not protected_flanks(u, {"ahead": ahead})[0].protected


def test_manoeuvre_ban_in_an_enemy_zoc_b52():
    u = block(0, 0, 0, files=4, name="u")
    enemy = block(0, 6, 180, files=4, name="e")  # 6 M away: u is not in its 4 M zone
    assert may_manoeuvre(u, [enemy])[0]
    enemy2 = block(0, 3, 180, files=4, name="e2")
    ok, inside, _why = may_manoeuvre(u, [enemy2])
    assert not ok and inside == ["e2"]
    assert not may_manoeuvre(u, [enemy], charged=True)[0]


def test_charge_stops_where_the_target_enters_the_charger_zoc_b50():
    charger = block(0, 0, 0, files=4, name="c")
    target = block(0, 20, 180, files=4, name="t")  # its front edge at y = 20
    stop = charge_stop(charger, target, [(0, 30)])
    assert stop.y == pytest.approx(16, abs=0.01)


_poses = st.builds(Pose, st.floats(-50, 50), st.floats(-50, 50), st.floats(0, 359.9))


@given(_poses, _poses, st.integers(1, 9), st.integers(1, 4),
       st.lists(st.tuples(st.floats(-4, 4), st.floats(-4, 4)), min_size=1, max_size=6), st.booleans())
def test_a_carried_body_has_the_zones_it_would_compute_b19_b44(start, end, files, ranks, spots, loose):
    """A dragged unit's zones (field of view and ZOC, B44; protected-flank zones, B19) carried rigidly from where
    the file has it (`Body.carry`) are the ones computed at the new pose, to a float's last bits; a body of
    other figures carries nothing."""
    if loose:
        still = Body.loose(start.heading, [(f"f{i}", start.x + u, start.y + v) for i, (u, v) in enumerate(spots)],
                           0.8, 0.6)
    else:
        still = Body.block(start, files, ranks, 0.8, 0.6)
    sides = ("left", "right") if still.close else ()
    still.footprint, still.field_of_view, still.zoc, [still.protected_flank_zone(s) for s in sides]  # noqa: B018
    carried, fresh = still.moved_to(end).carry(still), still.moved_to(end)
    assert "zoc" in carried.__dict__ and "zoc" not in fresh.__dict__  # carried, not built
    for side in sides:
        assert carried.protected_flank_zone(side).hausdorff_distance(fresh.protected_flank_zone(side)) < 1e-8
    assert carried.zoc.hausdorff_distance(fresh.zoc) < 1e-8
    assert carried.footprint.hausdorff_distance(fresh.footprint) < 1e-8
    assert carried.field_of_view.hausdorff_distance(fresh.field_of_view) < 1e-8
    other = Body.block(end, files + 1, ranks, 0.8, 0.6)
    assert "zoc" not in other.carry(still).__dict__
