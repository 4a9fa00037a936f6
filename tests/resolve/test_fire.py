"""Fire (§9, Fire Table): hand-computed modifiers, results and distributions; who may fire; artillery (R24)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules import tables as t
from rules.resolve import Firer, FireSituation, LeaderInfo, Stack, can_fire, resolve_fire
from rules.resolve.text import fire_line

from .conftest import unit

PI = unit("pi", "Pi", 4, 5)


def fire(firers, target=PI, **kw):
    return FireSituation(tuple(firers), Stack.of(target), **kw)


def keys(res) -> dict[str, int]:
    return {m.key: m.value for m in res.modifiers}


@pytest.mark.parametrize(
    ("sp", "artillery", "expected"),
    [
        (3, False, {"strength_below_4": -1}),
        (4, False, {}),
        (5, False, {"strength_above_4": 1}),
        (8, False, {"strength_above_4": 1}),
        (9, False, {"strength_above_8": 2}),  # +2 in total, not +3
        (2, True, {}),  # < 4 SP does not apply to artillery
        (9, True, {"strength_above_8": 2}),
    ],
)
def test_fire_strength_r5(tables: t.Tables, sp: int, artillery: bool, expected: dict[str, int]) -> None:
    """R5 / D17: < 4 SP −1 (not artillery), > 4 SP +1, > 8 SP +2 in total."""
    firer = unit("f", "At" if artillery else "Ar", sp, 5)
    res = resolve_fire(fire([Firer(firer, 2)]), tables)
    assert keys(res) == expected
    assert res.total == sum(expected.values())


def test_combined_fire_sums_sp_and_uses_farthest_range_9_3(tables: t.Tables) -> None:
    """9.3: two Ar of 3 SP fire together: 6 SP (+1), the range of the farthest (3 hexes: 7/9)."""
    res = resolve_fire(fire([Firer(unit("a1", "Ar", 3, 5), 1), Firer(unit("a2", "Ar", 3, 5), 3)]), tables)
    assert res.range == 3 and (res.cell.discourage, res.cell.rout) == (7, 9)
    assert keys(res) == {"strength_above_4": 1}
    assert [res.outcome(d) for d in (5, 6, 7, 8)] == ["no_effect", "discourage", "discourage", "rout"]
    assert res.distribution() == {"no_effect": Fraction(6, 10), "discourage": Fraction(2, 10), "rout": Fraction(2, 10)}


def test_each_condition_counts_once_fire_table_9_3(tables: t.Tables) -> None:
    """Fire Table / 9.3: one moved firer suffices for −1; moved, mounted, discouraged each count once."""
    a1 = unit("a1", "Ar", 2, 5, mounted=True, disorder="discouraged")
    a2 = unit("a2", "Ar", 2, 5, mounted=True)
    res = resolve_fire(fire([Firer(a1, 2, moved=True), Firer(a2, 2, moved=True)]), tables)
    assert keys(res) == {"firer_moved": -1, "firer_mounted": -1, "firer_discouraged": -1}  # 4 SP: none


def test_hand_computed_archers_into_wood(tables: t.Tables) -> None:
    """Ar 5 SP, moved, 2 hexes (6/8), target in wood: +1 −1 −2 = −2; a 9 gives 7: discouraged; never a rout."""
    res = resolve_fire(fire([Firer(unit("ar", "Ar", 5, 5), 2, moved=True)], target_terrain="wood"), tables)
    assert keys(res) == {"strength_above_4": 1, "firer_moved": -1, "terrain:wood": -2}
    assert res.result(9).modified == 7 and res.result(9).outcome == "discourage"
    assert res.distribution() == {"no_effect": Fraction(8, 10), "discourage": Fraction(2, 10), "rout": Fraction(0)}
    assert fire_line(res, 9) == "Fire: 9 +1 >4 SP −1 moved −2 wood = 7: discouraged"


def test_dismounted_ch_ha_target_fire_table(tables: t.Tables) -> None:
    """Fire Table: −1 if the target is a dismounted Ch or Ha (a mounted one: no modifier)."""
    firer = Firer(unit("ab", "Ab", 4, 5), 1)
    on_foot = resolve_fire(fire([firer], unit("ha", "Ha", 4, 5, mounted=False), kind="defensive"), tables)
    mounted = resolve_fire(fire([firer], unit("ha", "Ha", 4, 5), kind="defensive"), tables)
    assert keys(on_foot) == {"target_dismounted_ch_or_ha": -1}
    assert keys(mounted) == {}


def test_walls_and_gates_by_direction_r11(tables: t.Tables) -> None:
    """R11 / D3: −4 firing into a walled place from outside, 0 firing out of it."""
    firer = Firer(unit("at", "At", 3, 4), 3)
    into = resolve_fire(fire([firer], hexsides=[("wall", "in")]), tables)
    out = resolve_fire(fire([firer], hexsides=[("gate", "out")]), tables)
    assert keys(into) == {"terrain:wall_in": -4}
    assert keys(out) == {}


def test_routed_units_never_fire_r2(tables: t.Tables) -> None:
    """R2: a routed unit never fires, defensive fire included."""
    routed = unit("ar", "Ar", 4, 5, disorder="routed")
    verdict = can_fire(routed, 1, tables, kind="defensive")
    assert not verdict and "R2" in verdict.rule
    with pytest.raises(ValueError, match="routed units never fire"):
        resolve_fire(fire([Firer(routed, 1)], kind="defensive"), tables)


def test_who_may_fire_2_2_6b_7_4_9_1(tables: t.Tables) -> None:
    """2.2 (fire capability, the symbol of Cl/Il), 6.B (Phase B: Ar and At), 7.4, 9.1 (adjacency, range)."""
    assert not can_fire(unit("mi", "Mi", 4, 4), 1, tables, kind="defensive")
    assert not can_fire(unit("cl", "Cl", 3, 5), 1, tables, kind="defensive")  # no fire symbol
    assert can_fire(unit("cl", "Cl", 3, 5, fire=True), 1, tables, kind="defensive")
    assert not can_fire(unit("cl", "Cl", 3, 5, fire=True), 3, tables)  # javelins: 2 hexes at most
    ab = unit("ab", "Ab", 4, 5)
    assert not can_fire(ab, 2, tables, kind="phase_b") and can_fire(ab, 2, tables, kind="ranged")
    assert can_fire(unit("ar", "Ar", 4, 5), 3, tables, kind="phase_b")
    assert not can_fire(ab, 2, tables, in_command=False)  # 7.4: out of command, defence only
    assert can_fire(ab, 1, tables, kind="defensive", in_command=False)
    assert not can_fire(ab, 2, tables, adjacent_enemy=True)  # 9.1: not adjacent to an enemy unit
    assert not can_fire(ab, 1, tables)  # adjacent target, mêlée possible
    assert can_fire(ab, 1, tables, melee_prohibited=True)  # across a river, wall or gate (9.1 exception)
    # R36: next to any enemy, only that exception's target; at range the reason names the rule
    assert can_fire(ab, 1, tables, adjacent_enemy=True, melee_prohibited=True)
    far = can_fire(ab, 2, tables, adjacent_enemy=True, melee_prohibited=True)
    assert not far and "R36" in far.rule and "only at an adjacent enemy" in far.reason
    assert not can_fire(ab, 2, tables, kind="offensive")  # D.4 fire only at an adjacent target
    assert not can_fire(unit("at", "At", 3, 4), 6, tables)  # out of range


def test_stacked_firers_5_2_5_r1(tables: t.Tables) -> None:
    """5.2.5, R1: only the top unit fires (2010); with artillery in the stack both fire (2014, 2018)."""
    at, ar = unit("at", "At", 3, 4), unit("ar", "Ar", 3, 5)
    assert not can_fire(at, 2, tables, beneath=ar, edition=t.edition("2010"))
    assert can_fire(at, 2, tables, beneath=ar, edition=t.edition("2018"))
    ab = unit("ab", "Ab", 3, 5)
    assert not can_fire(ab, 2, tables, beneath=ar, edition=t.edition("2018"))  # neither is artillery
    assert can_fire(ab, 2, tables, beneath=unit("pi", "Pi", 4, 5), edition=t.edition("2010"))  # top cannot fire


def test_different_types_never_combine_9_1(tables: t.Tables) -> None:
    """9.1: different types of units may not combine their fire against one target."""
    with pytest.raises(ValueError, match="cannot combine"):
        resolve_fire(fire([Firer(unit("ar", "Ar", 3, 5), 2), Firer(unit("ab", "Ab", 3, 5), 2)]), tables)


def test_artillery_target_r24(tables: t.Tables) -> None:
    """R24 / 9.3: stacked artillery is spared unless the firer is artillery; a fire rout eliminates it."""
    at, pi = unit("at", "At", 2, 3), unit("pi", "Pi", 4, 5)
    stack = Stack((pi, at))
    archers = resolve_fire(fire([Firer(unit("ar", "Ar", 4, 5), 1)], stack, kind="defensive"), tables)
    r = archers.result(9)  # 9 ≥ 7: rout
    assert r.outcome == "rout"
    assert [(u.unit_id, u.affected) for u in r.units] == [("pi", True), ("at", False)]
    assert r.units[0].transitions[0].after.disorder == "routed"
    guns = resolve_fire(fire([Firer(unit("at2", "At", 4, 4), 1)], stack), tables)
    r = guns.result(5)  # 5 ≥ 5: rout
    assert r.outcome == "rout" and all(u.affected for u in r.units)
    assert r.eliminated == ("at",)
    alone = resolve_fire(fire([Firer(unit("ar", "Ar", 4, 5), 1)], at, kind="defensive"), tables).result(8)
    assert alone.outcome == "rout" and alone.eliminated == ("at",)
    assert "R24" in alone.units[0].transitions[0].rule
    # A discourage result on artillery alone only discourages it.
    assert (
        resolve_fire(fire([Firer(unit("ar", "Ar", 4, 5), 1)], at, kind="defensive"), tables)
        .result(5)
        .units[0]
        .transitions[0]
        .after.disorder
        == "discouraged"
    )


def test_fire_results_through_the_ladders_r25(tables: t.Tables) -> None:
    """12.1, 12.2.3, R25: discourage on a discouraged fatigued unit routs it; on a routed one, two more hexes."""
    firer = Firer(unit("ar", "Ar", 4, 5), 1)
    tired = unit("mi", "Mi", 3, 3, disorder="discouraged", fatigued=True)
    r = resolve_fire(fire([firer], tired, kind="defensive"), tables).result(5)
    assert r.outcome == "discourage" and r.units[0].transitions[0].after.disorder == "routed"
    routed = unit("mi", "Mi", 3, 3, disorder="routed")
    r = resolve_fire(fire([firer], routed, kind="defensive"), tables).result(5)
    move = r.units[0].transitions[0].move
    assert move is not None and (move.kind, move.hexes, move.if_impossible) == ("rout_move", 2, "extra_level")


def test_leader_check_on_unmodified_9_fire_table_r30(tables: t.Tables) -> None:
    """Fire Table, 7.5, R30: an unmodified 9 makes every leader stacked with the target roll."""
    target = Stack((PI,), (LeaderInfo("guy", 1), LeaderInfo("jacques", 1)))
    res = resolve_fire(fire([Firer(unit("ar", "Ar", 3, 5), 3)], target, target_terrain="village"), tables)
    assert res.result(9).leader_checks == ("guy", "jacques")  # even with no effect on the unit
    assert res.result(9).outcome == "no_effect"
    assert res.result(8).leader_checks == ()
    assert res.leader_check_probability() == Fraction(1, 10)
    assert fire_line(res, 9).endswith("; leader check: guy, jacques")
