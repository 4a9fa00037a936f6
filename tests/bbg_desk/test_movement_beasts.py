"""Movement (B21, B41, B46–B51), chariots and elephants (B55, B56, B32c), triumph and cohesion (B26, B27)."""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from shapely.geometry import LineString, Polygon, box

from rules.bbg.beasts import driver_shot_base, elephant_wound_test, overrun, overturn, terror_test
from rules.bbg.breakdown import BadFact, MissingDesignerValue
from rules.bbg.geometry import Body, Pose
from rules.bbg.ledger import Situation
from rules.bbg.movement import (
    Area,
    _parallel_cuts,
    allowance,
    charge_reach,
    forced_march_allowed,
    forced_march_counter,
    may_move,
    path_cost,
    rate,
    retreat_check,
    terrain_column,
    turn_category,
    turning,
)
from rules.bbg.triumph import apply_event, dissolved, loose_cohesion, melee_end
from rules.bbg.units import Unit


def test_rates_from_the_table_and_none_invented_b46():
    assert rate("heavy_inf") == 4 and rate("light_cav") == 12 and rate("siege") == 1
    with pytest.raises(MissingDesignerValue, match="rate_M"):
        rate("chariot")
    assert rate("elephant", 7) == 7


def test_allowance_forced_march_and_shooting_b41_b48():
    assert allowance(6, forced=True)[0] == 9
    assert allowance(6, shooting="bow")[0] == 3
    assert allowance(6, shooting="longbow")[0] == 0
    assert allowance(6, shooting="javelin")[0] == 6
    with pytest.raises(BadFact):
        allowance(6, forced=True, forced_ok=False)


def test_testudo_and_joining_skirmishers_cost_movement_b54():
    assert allowance(4, forming_testudo=True)[0] == 2  # half a move [L167]
    value, led = allowance(4, skirmishers_joining=3)
    assert value == 1 and led.value("formation_cost") == -3  # 1 M each [L112]


def test_a_fast_chariot_must_go_on_b55():
    from rules.bbg.movement import chariot_must_go_on
    assert chariot_must_go_on(7, 12) == 7 and chariot_must_go_on(6, 12) == 0


def test_forced_march_limits_b48():
    assert forced_march_allowed([True])[0] and not forced_march_allowed([True, True])[0]
    assert forced_march_allowed([True, False])[0]
    assert not may_move([False, True, True])[0] and may_move([True, False])[0]


def test_forced_march_counter_b21():
    """B21: forced, normal, forced gives F = 2; a standing round still counts F and clears it at its end."""
    assert forced_march_counter(["forced", "normal", "forced"]) == [1, 1, 2]
    assert forced_march_counter(["forced", "stand", "normal", "forced"]) == [1, 1, 0, 1]


def test_forest_prorated_for_the_whole_block_b47():
    """B47: a 4 × 2 block crossing a 2 M forest band pays from its front entering (y = 5) to its rear leaving
    (y = 9): 4 M at ½ cost 8, plus 8 M clear = 16."""
    b = Body.block(Pose(0, 0, 0), 4, 2, 1, 1)
    forest = Area("f", "forest", box(-10, 5, 10, 7))
    c = path_cost(b, [(0, 12)], [forest], "close_infantry")
    assert (c.length, c.cost) == (12, 16) and c.no_charge == ("f",)
    assert path_cost(b, [(0, 12)], [forest], "loose_infantry").cost == pytest.approx(8 + 4 / 0.75)
    assert path_cost(b, [(0, 12)], [forest], "cavalry").impassable == ("f",)


def test_slope_counts_only_uphill_and_the_smaller_fraction_governs_b47():
    b = Body.block(Pose(0, 0, 0), 2, 1, 1, 1)
    slope = Area("s", "uphill", box(-10, 2, 10, 4), up_bearing=0)
    assert path_cost(b, [(0, 6)], [slope], "close_infantry").cost == pytest.approx(3 + 3 / 0.75)
    down = Body.block(Pose(0, 6, 180), 2, 1, 1, 1)
    assert path_cost(down, [(0, 0)], [slope], "close_infantry").cost == pytest.approx(6)
    soaked = Area("w", "soaked_ground", box(-10, 3, 10, 3.5))
    c = path_cost(b, [(0, 6)], [slope, soaked], "close_infantry")
    # 2 to 3: slope ¾; 3 to 4.5 (soaked from front entering at 3 to rear leaving at 4.5): ½; 4.5 to 5: ¾
    assert c.cost == pytest.approx(2 + 1 / 0.75 + 1.5 / 0.5 + 0.5 / 0.75 + 1)
    assert c.no_forced_march == ("w",)
    with pytest.raises(MissingDesignerValue, match="up_bearing"):
        path_cost(b, [(0, 6)], [Area("s2", "uphill", box(-1, 2, 1, 3))], "close_infantry")


def test_terrain_column_for_beasts_is_the_designers_b57():
    assert terrain_column("infantry", True) == "close_infantry" and terrain_column("cavalry", False) == "cavalry"
    with pytest.raises(MissingDesignerValue, match="terrain_column"):
        terrain_column("elephant", False)


@pytest.mark.parametrize("cost, kind", [(5.9, "normal"), (6.1, "forced"), (8.9, "forced"), (9.1, "short")])
def test_charge_reach_b50(cost, kind):
    assert charge_reach(cost, 6).kind == kind


def test_charge_reach_without_forced_march_or_through_no_charge_terrain():
    assert charge_reach(7, 6, forced_ok=False).kind == "short"
    assert charge_reach(3, 6, charge_blocked=["forest"]).kind == "short"


def test_retreat_blocked_by_friendly_close_or_river_and_disordered_by_forest_b51():
    u = Body.block(Pose(0, 0, 0), 4, 2, 1, 1)
    behind = Body.block(Pose(0, -6, 0), 4, 1, 1, 1)
    assert retreat_check(u, 6, {}, {}).allowed
    r = retreat_check(u, 6, {"f": behind.footprint}, {})
    assert not r.allowed and r.blocked_by == ("f",)
    river = LineString([(-10, -5), (10, -5)])
    assert retreat_check(u, 6, {}, {}, linear=[("r", "wide_river", river)]).blocked_by == ("r",)
    forest = Area("w", "forest", box(-10, -6, 10, -4))
    assert retreat_check(u, 6, {}, {}, areas=[forest]).disorders == ("w",)


def test_turning_radius_b49():
    assert turning([(0, 0), (0, 10), (10, 10)]).ok
    t = turning([(0, 0), (0, 2), (2, 2), (2, 0)])
    assert not t.ok and t.min_radius == pytest.approx(1)
    assert turn_category(0, 30) == ("0-45", "↑") and turn_category(0, -60) == ("45-90", "↖")
    assert turn_category(350, 100) == (">90", "→")


def test_chariot_overturn_bases_b55():
    assert overturn(2)["p_stays_up"] == Fraction(1, 2)
    three = overturn(3)
    assert three["p_stays_up"] == Fraction(1, 4) and three["overturned"].total == 1


def test_overrun_sequence_b55():
    ch = Unit("X", kind="chariot", attack=14, defence=3, traits=frozenset({"scythed"}))
    t = Unit("T", attack=9, defence=4)
    o = overrun(ch, t, team_width=2, moved_M=6, front_figures=6)
    assert o.strikes == 4 and o.first_base == 14 + 2 - 4 and o.second_base == 7 - 4
    assert o.casualties.total == 1
    assert o.p_overturn_first == Fraction(1, 2)
    assert o.p_melee == Fraction(1, 2) * Fraction(15, 20)
    assert overrun(ch, t, team_width=2, moved_M=3, front_figures=6).first_base == 14 - 4
    with pytest.raises(MissingDesignerValue, match="team_width"):
        overrun(ch, t, None, 6, 6)


def test_elephant_wounds_from_the_fifth_b56():
    e = Unit("E", kind="elephant", attack=14, defence=6, morale=9)
    assert elephant_wound_test(e, 4) is None
    assert elephant_wound_test(e, 5).base == 9 + 2 - 1
    assert elephant_wound_test(e, 7).base == 9 + 2 - 3


def test_driver_needs_the_designers_cover_b37_b56():
    with pytest.raises(MissingDesignerValue, match="driver_extra_cover"):
        driver_shot_base(12, 3, None, True)
    assert driver_shot_base(12, 3, 2, True)[0] == 7
    assert driver_shot_base(12, 3, 2, False)[0] is None


def test_terror_only_for_units_that_never_met_elephants_b32():
    u = Unit("U", attack=9, defence=3, morale=7)
    assert terror_test(u) is None
    assert terror_test(u.with_(traits=frozenset({"never_met_elephants"})), Situation()).base == 7 + 2


def test_triumph_bookkeeping_b26():
    ch = apply_event("retreat_from_charge", 2, 2)
    assert ch.unit == (2, 2) and ch.opponent == (2, 3)
    assert apply_event("routed", -2, 6).unit == (-2, -2) and apply_event("routed", -2, 6).opponent == (6, 6)
    assert melee_end([5, 1], 0, destroyed=True) == ([6, 3], -1)
    with pytest.raises(BadFact):
        apply_event("nonsense", 1)


def test_dissolution_and_loose_cohesion_b27():
    assert dissolved("infantry", 4) and not dissolved("infantry", 5)
    assert dissolved("cavalry", 2) and not dissolved("cavalry", 3) and dissolved("elephant", 1) is None
    body = Body.loose(0, [("o", 0, 0), ("a", 1.9, 0), ("b", 5, 0)], 1, 1)
    c = loose_cohesion(body, {"o"})
    assert not c.one_unit and c.groups == (("b",), ("o", "a"))
    assert loose_cohesion(Body.loose(0, [("o", 0, 0), ("a", 1.9, 0)], 1, 1), {"o"}).one_unit
    assert not loose_cohesion(Body.loose(0, [("o", 0, 0), ("a", 1.9, 0)], 1, 1), set()).one_unit


@settings(max_examples=60)
@example([(0.0, 0.0), (0.0, 1.0), (1.0, 0.0)], 0.0, 0.0, 0.0, 1.0, [(0.0, 0.0)])  # along an edge (found in CI)
@given(st.lists(st.tuples(st.floats(-10, 10), st.floats(-10, 10)), min_size=3, max_size=8),
       st.floats(-12, 12), st.floats(-12, 12), st.floats(0, 359), st.floats(0.5, 25),
       st.lists(st.tuples(st.floats(-3, 3), st.floats(-3, 3)), min_size=1, max_size=5))
def test_parallel_cuts_match_shapely_for_any_polygon(pts, x0, y0, bearing, length, shifts):
    """The numpy crossings used for path costs (B47) agree with shapely's intersection, segment by segment.

    A stretch that runs exactly along a terrain's edge is not inside it for the crossings (touching is not
    entering); shapely's intersection counts the boundary: such segments are left out of the comparison."""
    poly = Polygon(pts).buffer(0)
    if poly.is_empty or poly.area < 0.5:
        return
    ux, uy = math.sin(math.radians(bearing)), math.cos(math.radians(bearing))
    got = _parallel_cuts(poly, (x0, y0), (ux, uy), length, np.array(shifts))
    for k, (dx, dy) in enumerate(shifts):
        seg = LineString([(x0 + dx, y0 + dy), (x0 + dx + ux * length, y0 + dy + uy * length)])
        if seg.intersection(poly.boundary).length > 1e-9:
            continue  # along the edge: measure zero for a drawn path, and a convention either way
        want = seg.intersection(poly).length
        assert sum(hi - lo for kk, lo, hi in got if kk == k) == pytest.approx(want, abs=1e-6)
