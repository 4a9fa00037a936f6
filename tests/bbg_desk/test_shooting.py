"""Shooting (B33–B43) on hand-built positions."""

from fractions import Fraction
from itertools import product

import pytest
from shapely.geometry import box

from rules.bbg.dice import p_roll
from rules.bbg.geometry import Body, Pose
from rules.bbg.shooting import (
    band_at,
    bands,
    can_target,
    casualty_order,
    defence_rows,
    elevation_delta,
    eligible_shooters,
    line_of_sight,
    moving_out_of_reach,
    reload_schedule,
    sling_over,
    volley,
)
from rules.bbg.units import Unit


@pytest.mark.parametrize("d, strength", [(0, 12), (8, 12), (8.05, 10), (16, 10), (23.95, 8), (24, 8),
                                         (24.05, None)])
def test_bow_bands_are_inclusive_b34(d, strength):
    assert band_at("bow", d).strength == strength


def test_table_rows_l442_449():
    assert band_at("reflex_bow", 30).strength == 10 and band_at("longbow", 32).strength == 10
    assert band_at("crossbow", 7).strength == 18 and band_at("gunpowder", 20).strength == 6
    assert band_at("sling", 12).strength == 10 and band_at("sling", 24.5).strength is None
    assert band_at("javelin", 4).strength == 12 and band_at("pilum", 4.1).strength is None


def test_elevation_shifts_every_limit_by_two_per_level_b35():
    up = elevation_delta(0, 1)
    assert bands("bow", up) == ((6.0, 12), (14.0, 10), (22.0, 8))
    down = elevation_delta(1, 0)
    assert bands("bow", down) == ((10.0, 12), (18.0, 10), (26.0, 8))
    assert elevation_delta(0, 0, shooter_raised=True) == -1  # on an elephant or a wall: one level up
    assert band_at("bow", 25, delta=-1).strength == 8 and band_at("bow", 25).strength is None


def test_moving_mounted_archers_are_truncated_not_scaled_b36():
    shooter = Body.loose(0, [("a", 0, 0), ("b", 1.5, 0)], 1, 2, name="h")
    t_front = Body.block(Pose(0.75, 20, 180), 4, 1, 1, 1)
    t_left = Body.block(Pose(-20, -0.5, 90), 4, 1, 1, 1)
    cav = Unit("H", kind="cavalry", close=False)
    ok, _why, cap = can_target(shooter, t_front, cav, "reflex_bow", moving_mounted=True)
    assert ok and cap == 16
    assert bands("reflex_bow", 0, cap) == ((8.0, 14), (16.0, 12))
    assert can_target(shooter, t_left, cav, "reflex_bow", moving_mounted=True)[2] is None


def test_the_ground_moving_mounted_archers_lose_is_front_and_right_beyond_half_range_b36():
    """[L424]: moving, mounted archers reach their front and right only to half range (16 M of a reflex bow's
    32): the ground lost is there, beyond 16 M and within 32; the left and rear keep the full range."""
    shooter = Body.loose(0, [("a", 0, 0), ("b", 1.5, 0)], 1, 2, name="h")
    cx, cy = shooter.centre
    lost = moving_out_of_reach(shooter, "reflex_bow", 0, {0: box(-100, -100, 100, 100)})
    cav = Unit("H", kind="cavalry", close=False)
    from shapely.geometry import Point

    for (dx, dy), inside in (((0, 20), True), ((20, 0), True), ((0, 15), False), ((0, 33), False),
                             ((-20, 0), False), ((0, -20), False), ((14, 14), True)):
        assert lost.contains(Point(cx + dx, cy + dy)) == inside, (dx, dy)
        target = Body.block(Pose(cx + dx, cy + dy, 180), 1, 1, 0.1, 0.1)
        capped = can_target(shooter, target, cav, "reflex_bow", moving_mounted=True)[2] is not None
        assert not inside or capped  # the ground agrees with who may be shot at


def test_close_foot_archers_only_into_their_field_of_view_b36():
    archers = Body.block(Pose(0, 0, 0), 6, 3, 1, 1)
    u = Unit("A", close=True)
    assert can_target(archers, Body.block(Pose(10, 15, 180), 4, 1, 1, 1), u, "bow")[0]
    assert not can_target(archers, Body.block(Pose(15, 2, 270), 4, 1, 1, 1), u, "bow")[0]


def test_which_ranks_shoot_b36():
    archers = Body.block(Pose(0, 0, 0), 2, 4, 1, 1)
    u = Unit("A")
    shots = eligible_shooters(archers, u, "bow")
    assert sorted({(r, p) for _f, r, p in shots}) == [(1, 0), (2, 0), (3, -2)]
    assert {r for _f, r, _p in eligible_shooters(archers, u, "crossbow")} == {1}
    assert {r for _f, r, _p in eligible_shooters(archers, u, "javelin")} == {1, 2}


def test_defence_bonuses_b37():
    wall = Unit("W", traits=frozenset({"large_shield"}))
    assert [r.applies for r in defence_rows(wall, 1, "bow", "front")] == [True]
    assert [r.applies for r in defence_rows(wall, 1, "bow", "side")] == [False]
    assert [r.applies for r in defence_rows(wall, 1, "pilum", "front")] == [False]  # front rank v pila
    assert [r.applies for r in defence_rows(wall, 2, "pilum", "front")] == [True]
    pike = Unit("P", traits=frozenset({"pike"}))
    assert defence_rows(pike, 2, "bow", "front")[0].applies and not defence_rows(pike, 3, "bow", "front")[0].applies
    assert not defence_rows(pike, 1, "crossbow", "front")[0].applies
    t = defence_rows(wall, 1, "bow", "side", testudo=True)[0]
    assert t.applies and t.value == 3
    assert not defence_rows(wall, 1, "bow", "rear", testudo=True)[0].applies
    propped = Unit("S", traits=frozenset({"propped_shields"}))
    assert defence_rows(propped, 1, "bow", "front", standing=True)
    assert not defence_rows(propped, 1, "bow", "front", standing=False)


def test_casualties_nearest_first_ties_to_lower_rank_then_file_b38():
    target = Body.block(Pose(0, 10, 180), 3, 2, 1, 1)  # facing the shooter at (0, 0)
    order = casualty_order((0, 0), target)
    assert order[0] == "r1f2"  # the centre file of the front rank is nearest
    assert set(order[1:3]) == {"r1f1", "r1f3"} and order[1] == "r1f1"


def test_volley_uniform_and_mixed_targets_match_enumeration_b33_b38():
    shooter = Body.block(Pose(0, 0, 0), 3, 1, 1, 1)
    target = Body.block(Pose(0, 10, 180), 2, 1, 1, 1)
    s_unit = Unit("S", attack=5, defence=3)
    t_unit = Unit("T", attack=5, defence=2, figures={"r1f1": (5, 6)})
    v = volley(shooter, s_unit, target, t_unit, "bow")
    assert v.band.strength == 10 and v.hits.total == 1
    # dice in casualty order: each against the nearest figure not yet hit
    order = v.order
    defs = {"r1f1": 6, "r1f2": 2}
    brute = {}
    for rolls in product(range(1, 21), repeat=3):
        k = 0
        for r in rolls:
            if k < 2 and r <= 10 - defs[order[k]]:
                k += 1
        brute[k] = brute.get(k, 0) + Fraction(1, 8000)
    assert {k: v.hits.p(k) for k in range(3)} == brute


def test_moving_target_stops_on_its_nearest_rank_b39():
    shooter = Body.block(Pose(0, 0, 0), 8, 1, 1, 1)
    target = Body.block(Pose(0, 6, 180), 4, 2, 1, 1)
    v = volley(shooter, Unit("S"), target, Unit("T", attack=5, defence=0), "javelin", target_moving=True,
               distance=4)
    p = p_roll(12)
    assert v.stop["automatic"] == v.hits.at_least(4)
    assert v.stop["test_due"] == v.hits.p(3)  # 2·3 > 4; 2·2 is not
    assert v.hits.p(8) == p ** 8


def test_reaction_shot_at_the_lowest_value_b42():
    shooter = Body.block(Pose(0, 0, 0), 2, 1, 1, 1)
    target = Body.block(Pose(0, 5, 180), 2, 1, 1, 1)
    v = volley(shooter, Unit("S"), target, Unit("T", attack=5, defence=3), "bow", reaction_lowest=True)
    assert v.bases[0][1] == 8 - 3


def test_reload_worked_consequences_b40():
    assert reload_schedule("crossbow", 3) == [(1, "S1"), (2, "S1"), (3, "S1")]
    assert reload_schedule("crossbow", 3, loaded=False) == [(1, "S2"), (2, "S2"), (3, "S2")]
    assert reload_schedule("gunpowder", 5) == [(1, "S1"), (2, "S2"), (4, "S1"), (5, "S2")]
    assert reload_schedule("gunpowder", 6, two_ranks=True) == [(1, "S1"), (1, "S2"), (3, "S1"), (4, "S2"),
                                                               (6, "S1")]
    # a move in H1 stops the S1 shot and that half-round's loading
    assert reload_schedule("crossbow", 2, moves_h1=[True, False]) == [(1, "S2"), (2, "S2")]


def test_line_of_sight_against_units_and_forests_b43():
    target = Body.block(Pose(0, 12, 180), 2, 1, 1, 1)
    screen = Body.block(Pose(0, 6, 0), 6, 1, 1, 1)
    assert line_of_sight((0, 0), target, [])
    assert not line_of_sight((0, 0), target, [screen.footprint])
    narrow = box(-0.3, 5, 0.3, 6)  # a copse too narrow to hide the whole target
    assert line_of_sight((0, 0), target, [narrow])


def test_sling_over_a_friend_with_two_m_each_side_b43():
    target = Body.block(Pose(0, 12, 180), 2, 1, 1, 1)
    friend = Body.block(Pose(0, 6, 0), 4, 1, 1, 1)  # from y = 5 to 6
    ok, near, far = sling_over((0, 0), target, friend)
    assert ok and near == pytest.approx(5) and far == pytest.approx(6)  # the target spans y 12-13
    assert not sling_over((0, 3.5), target, friend)[0]


@pytest.mark.parametrize("weapon", ["bow", "crossbow", "sling", "javelin"])
def test_volley_hits_never_fall_as_the_target_comes_closer(weapon):
    shooter = Body.block(Pose(0, 0, 0), 4, 1, 1, 1)
    means = []
    for y in (30, 20, 12, 6, 3):
        target = Body.block(Pose(0, y, 180), 4, 2, 1, 1)
        v = volley(shooter, Unit("S"), target, Unit("T", attack=5, defence=2), weapon)
        assert v.hits.total == 1
        means.append(v.hits.mean)
    assert means == sorted(means)


def test_shooting_needs_only_the_targets_defence_b57():
    from rules.bbg.breakdown import MissingDesignerValue
    shooter = Body.block(Pose(0, 0, 0), 2, 1, 1, 1)
    target = Body.block(Pose(0, 6, 180), 2, 1, 1, 1)
    v = volley(shooter, Unit("S"), target, Unit("T", defence=3), "bow")  # no attack value entered: not needed
    assert v.bases[0][1] == 12 - 3
    with pytest.raises(MissingDesignerValue, match="defence"):
        volley(shooter, Unit("S"), target, Unit("T"), "bow")
