"""Rally (12.3, R26), initiative (6.C, R27), counter-charge (10.3, R22), leader casualties (7.5, R30), pursuit
(10.9, R23): hand-computed cases and exact distributions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules import tables as t
from rules.resolve import (
    MeleeSituation,
    RallySituation,
    Stack,
    can_counter_charge,
    can_rally,
    counter_charge,
    first_at_equal_rating,
    initiative_distribution,
    leader_casualty,
    leader_casualty_distribution,
    leader_checks_due,
    leader_with_eliminated_unit,
    pursuit,
    resolve_initiative,
    resolve_melee,
    resolve_rally,
)
from rules.resolve.text import counter_charge_line, leader_line, rally_line

from .conftest import unit

# ---------------------------------------------------------------------------------------------------------
# Rally


def test_rally_with_modifiers_r26(tables: t.Tables) -> None:
    """R26, 12.3: routed +1, minus the better of banner leader (1) and army commander (2): −1 in all; quality 5
    (the back's, the caller's face): success on d10 − 1 ≤ 5, i.e. 0..6: 7/10."""
    u = unit("mi", "Mi", 3, 5, disorder="routed", fatigued=True)
    res = resolve_rally(RallySituation(Stack.of(u), banner_leader_bonus=1, army_commander_bonus=2), tables)
    assert [(m.key, m.value, m.label) for m in res.tests[0].modifiers] == [
        ("routed", 1, "routed"),
        ("leader", -2, "army commander"),
    ]
    assert res.probability("mi") == Fraction(7, 10)
    r = res.result(6)
    assert r.units[0].success and r.units[0].after.disorder == "discouraged"  # routed → discouraged
    assert not res.result(7).units[0].success
    assert rally_line(res, 6) == "Rally mi: 6 +1 routed −2 army commander = 5 ≤ 5: rallied (discouraged)"


def test_rally_unmodified_zero_always_succeeds_r26(tables: t.Tables) -> None:
    """R26, 12.3: an unmodified 0 always rallies, even when 0 + 1 > quality 0."""
    res = resolve_rally(RallySituation(Stack.of(unit("il", "Il", 1, 0, disorder="routed"))), tables)
    assert res.result(0).units[0].success and res.result(0).units[0].automatic
    assert res.probability("il") == Fraction(1, 10)
    assert rally_line(res, 0) == "Rally il: 0 +1 routed = 1 unmodified 0: rallied (discouraged)"


def test_rally_discouraged_becomes_valiant_12_3(tables: t.Tables) -> None:
    res = resolve_rally(RallySituation(Stack.of(unit("pi", "Pi", 4, 4, disorder="discouraged"))), tables)
    assert res.result(4).units[0].after.disorder == "valiant"
    assert res.probability("pi") == Fraction(5, 10)


def test_rally_stack_one_die_better_quality_5_2_6(tables: t.Tables) -> None:
    """5.2.6, R26: a stack rolls once with the better quality (5); +1 only for the routed unit (open question)."""
    stack = Stack((unit("mi", "Mi", 3, 3, disorder="routed"), unit("pi", "Pi", 4, 5, disorder="discouraged")))
    res = resolve_rally(RallySituation(stack), tables)
    assert res.quality == 5
    r = res.result(5)
    assert not r.unit("mi").success and r.unit("pi").success
    assert res.distribution() == {
        "mi": {True: Fraction(5, 10), False: Fraction(5, 10)},
        "pi": {True: Fraction(6, 10), False: Fraction(4, 10)},
    }


def test_rally_refused_r26_12_3(tables: t.Tables) -> None:
    """12.3, R26: no rally adjacent to an enemy (impassable hexsides included); nothing to rally when valiant."""
    routed = Stack.of(unit("mi", "Mi", 3, 3, disorder="routed"))
    assert not can_rally(RallySituation(routed, adjacent_enemy=True))
    assert not can_rally(RallySituation(Stack.of(unit("mi", "Mi", 3, 3))))
    with pytest.raises(ValueError, match="adjacent"):
        resolve_rally(RallySituation(routed, adjacent_enemy=True), tables)


# ---------------------------------------------------------------------------------------------------------
# Initiative


@pytest.mark.parametrize(
    ("dice", "bonuses", "case", "winner"),
    [
        ((7, 7), (1, 1), "C.1", None),
        ((7, 6), (1, 1), "C.2", "A"),
        ((2, 6), (1, 1), "C.3", "B"),
        ((2, 5), (1, 1), "C.2", "B"),
        ((5, 2), (3, 1), "C.3", "A"),
        ((12, 2), (0, 2), "C.4", "A"),
        ((2, 12), (0, 0), "C.4", "B"),
    ],
)
def test_initiative_cases_6c_r27(tables: t.Tables, dice, bonuses, case, winner) -> None:
    """6.C, R27: differences 0 / 1–3 / 4–7 / ≥ 8."""
    r = resolve_initiative(("A", "B"), dice, bonuses, tables)
    assert (r.case, r.winner) == (case, winner)


def test_initiative_distribution_exact_r27(tables: t.Tables) -> None:
    """R27: over 2d6 × 2d6 with equal bonuses, P(C.1) = Σ P(total)² = 146/1296; all cases sum to 1."""
    dist = initiative_distribution((2, 2), tables, ("A", "B"))
    assert dist[(None, "C.1")] == Fraction(146, 1296)
    assert sum(dist.values()) == 1
    assert dist[("A", "C.4")] == dist[("B", "C.4")]
    # A +3 bonus against +2: A wins more often than B.
    skew = initiative_distribution((3, 2), tables, ("A", "B"))
    a = sum(p for (w, _), p in skew.items() if w == "A")
    b = sum(p for (w, _), p in skew.items() if w == "B")
    assert a > b and sum(skew.values()) == 1


def test_initiative_rejects_impossible_dice(tables: t.Tables) -> None:
    with pytest.raises(ValueError, match="cannot total 13"):
        resolve_initiative(("A", "B"), (13, 2), (0, 0), tables)


def test_equal_ratings_order_6c_r27() -> None:
    """6.C, R27: the side whose army commander has the smaller bonus goes first; equal: the attacker."""
    assert first_at_equal_rating({"Crusaders": 3, "Ayyoubids": 2}, attacker="Crusaders") == "Ayyoubids"
    assert first_at_equal_rating({"A": 2, "B": 2}, attacker="B") == "B"


# ---------------------------------------------------------------------------------------------------------
# Counter-charge


def test_counter_charge_eligibility_10_3_r22(tables: t.Tables) -> None:
    """10.3, R22: mounted Ch/Ha, not routed, in command or not, charged through a front hex."""
    ha = unit("ha", "Ha", 3, 5)
    assert can_counter_charge(ha, tables, through_front_hex=True)
    assert not can_counter_charge(ha, tables, through_front_hex=False)
    assert not can_counter_charge(unit("ha", "Ha", 3, 5, disorder="routed"), tables, through_front_hex=True)
    assert can_counter_charge(unit("ha", "Ha", 3, 5, disorder="discouraged"), tables, through_front_hex=True)
    assert not can_counter_charge(unit("ha", "Ha", 3, 5, mounted=False), tables, through_front_hex=True)
    assert not can_counter_charge(unit("cl", "Cl", 3, 5), tables, through_front_hex=True)


def test_counter_charge_test_d10_le_quality_r22(tables: t.Tables) -> None:
    """R22: success when d10 ≤ quality: quality 5 → 0..5, 6/10."""
    test = counter_charge(unit("ha", "Ha", 3, 5), tables)
    assert test.success(5) and not test.success(6)
    assert test.probability == Fraction(6, 10)
    assert counter_charge_line(test, 4) == "Counter-charge ha: 4 ≤ 5: success"
    assert counter_charge_line(test, 7) == "Counter-charge ha: 7 > 5: failure"


# ---------------------------------------------------------------------------------------------------------
# Leaders


def test_leader_casualties_fire_and_melee_r30(tables: t.Tables) -> None:
    """R30, 7.5: fire 0–5 none, 6–8 wounded, 9 killed; mêlée 0–5 none, 6–7 captured, 8 wounded, 9 killed;
    a second wound kills (7.5.2)."""
    assert [leader_casualty("fire", r, tables).fate for r in (5, 6, 8, 9)] == [
        "no_effect",
        "wounded",
        "wounded",
        "killed",
    ]
    assert [leader_casualty("melee", r, tables).fate for r in (5, 6, 7, 8, 9)] == [
        "no_effect",
        "captured",
        "captured",
        "wounded",
        "killed",
    ]
    second = leader_casualty("melee", 8, tables, wounded=True)
    assert (second.printed, second.fate) == ("wounded", "killed") and "7.5.2" in second.rule
    assert leader_line("guy", second) == "Leader check (mêlée) guy: 8: killed (second wound)"


def test_leader_casualty_distributions_r30(tables: t.Tables) -> None:
    f = leader_casualty_distribution("fire", tables)
    assert f == {"no_effect": Fraction(6, 10), "wounded": Fraction(3, 10), "captured": 0, "killed": Fraction(1, 10)}
    assert leader_casualty_distribution("fire", tables, wounded=True)["killed"] == Fraction(4, 10)
    m = leader_casualty_distribution("melee", tables)
    assert m == {
        "no_effect": Fraction(6, 10),
        "wounded": Fraction(1, 10),
        "captured": Fraction(2, 10),
        "killed": Fraction(1, 10),
    }


def test_leader_checks_due_r6(tables: t.Tables) -> None:
    assert leader_checks_due("fire", 9, tables) == ("target",)
    assert leader_checks_due("melee", 9, tables) == ("defenders",)
    assert leader_checks_due("melee", 0, tables) == ("attackers",)
    assert leader_checks_due("fire", 0, tables) == ()


def test_leader_of_an_eliminated_unit_7_1_7_5() -> None:
    """7.5: eliminated in mêlée → captured; by fire → captured if surrounded, else with the nearest unit,
    killed if none; unable to retreat or rout → captured if surrounded, else nearest unit, safe if none."""
    assert leader_with_eliminated_unit("melee", surrounded=False, friendly_unit_left=True) == "captured"
    assert leader_with_eliminated_unit("fire", surrounded=True, friendly_unit_left=True) == "captured"
    assert leader_with_eliminated_unit("fire", surrounded=False, friendly_unit_left=True) == "rejoins_nearest_unit"
    assert leader_with_eliminated_unit("fire", surrounded=False, friendly_unit_left=False) == "killed"
    assert leader_with_eliminated_unit("rout_blocked", surrounded=True, friendly_unit_left=True) == "captured"
    assert leader_with_eliminated_unit("retreat_blocked", surrounded=False, friendly_unit_left=False) == "safe"
    assert leader_with_eliminated_unit("left_map", surrounded=False, friendly_unit_left=False) == "safe"


# ---------------------------------------------------------------------------------------------------------
# Pursuit


def test_pursuit_conditions_10_9_r23(tables: t.Tables) -> None:
    """R23, 10.9: no Élan when the charger was fatigued at the start, when the result gave it F (5–6), when the
    defender stayed in place, or when no enemy is in its central front hex."""
    ch, mi = unit("ch", "Ch", 3, 6), unit("mi", "Mi", 3, 5)
    res = resolve_melee(MeleeSituation.single(ch, mi, charge=True), tables)  # +1 +3 +1 +3 = +8 → capped 7
    win = res.result(3)  # 10: D+R
    assert pursuit("charge", win, "ch", fresh_at_start=True).next == "elan"
    assert pursuit("charge", win, "ch", fresh_at_start=False).next is None
    assert pursuit("charge", win, "ch", fresh_at_start=True, defender_stayed_in_place=True).next is None
    assert pursuit("charge", win, "ch", fresh_at_start=True, enemy_in_central_front_hex=False).next is None
    weak = resolve_melee(MeleeSituation.single(unit("ha", "Ha", 1, 3), unit("su", "Su", 6, 6), charge=True), tables)
    tired = weak.result(6)  # −2 0 −1 +3 = 0: 6 → R / F + advance: no Élan
    assert tired.modified == 6 and tired.attacker_effects == ("F",)
    assert pursuit("charge", tired, "ha", fresh_at_start=True).next is None
