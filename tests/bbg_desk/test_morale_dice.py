"""Dice (B2) and morale (B24, B28–B32) on hand-built cases."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.bbg.dice import binomial, p_reroll, p_roll, p_twice, successes
from rules.bbg.geometry import Body, Pose
from rules.bbg.ledger import Situation
from rules.bbg.morale import Commander, double_test, friendly_rout_tests, morale_test, reroll_eligibility, rout_back
from rules.bbg.units import Unit, block_ranks


@pytest.mark.parametrize("base, p", [(-3, 0), (0, 0), (1, Fraction(1, 20)), (4.5, Fraction(4, 20)),
                                     (Fraction(9, 2), Fraction(4, 20)), (19, Fraction(19, 20)), (20, 1), (27, 1)])
def test_roll_under_or_equal_with_no_automatic_results_b2(base, p):
    assert p_roll(base) == p


def test_a_re_roll_comes_only_after_a_failure_b2():
    assert p_reroll(10, 8) == Fraction(10, 20) + Fraction(10, 20) * Fraction(8, 20)
    assert p_twice(Fraction(1, 2)) == Fraction(3, 4)


@given(st.lists(st.integers(-2, 22), min_size=0, max_size=7))
def test_successes_is_the_exact_sum_of_independent_tests(bases):
    ps = [p_roll(b) for b in bases]
    d = successes(ps)
    assert d.total == 1
    brute = {}
    for bits in product((0, 1), repeat=len(ps)):
        pr = Fraction(1)
        for b, p in zip(bits, ps, strict=True):
            pr *= p if b else 1 - p
        brute[sum(bits)] = brute.get(sum(bits), 0) + pr
    assert {k: d.p(k) for k in range(len(d.weights)) if d.p(k)} == {k: v for k, v in brute.items() if v}


@given(st.integers(0, 60), st.integers(0, 19))
def test_binomial_sums_to_one_and_grows_with_p(n, k):
    lo, hi = binomial(n, Fraction(k, 20)), binomial(n, Fraction(k + 1, 20))
    assert lo.total == hi.total == 1
    assert all(hi.at_least(j) >= lo.at_least(j) for j in range(n + 1))


def unit(**kw):
    base = dict(attack=10, defence=4, morale=8, ranks=block_ranks(6, 2))
    base.update(kw)
    return Unit("U", **base)


def test_morale_base_is_value_modifiers_and_triumph_b28():
    """B28: 8 + officer 1 + rank bonus 1 − forced march 1 + triumph 2 = 11; no melee-only rows."""
    t = morale_test(unit(officer=True, forced_marches=1), Situation())
    assert t.base == 11
    keys = {r.key for r in t.ledger.rows}
    assert {"cavalry_charge", "close_vs_loose", "higher_position", "spear", "fleeing_attacked"}.isdisjoint(keys)
    assert t.ledger.get("triumph").value == 2


def test_loose_against_close_minus_one_b28():
    loose = unit(close=False)
    assert morale_test(loose, Situation(against_close=True)).base == 8 - 1 + 2
    assert morale_test(loose, Situation(against_close=False)).base == 8 + 2


@pytest.mark.parametrize("base, orderly, broken", [(6, 6, 8), (3, 3, 14), (10, 10, 0), (14, 6, 0), (0, 0, 20),
                                                   (-4, 0, 20)])
def test_orderly_when_the_roll_is_at_most_twice_the_base_b30(base, orderly, broken):
    t = morale_test(unit(morale=base - 2 - 1), Situation())  # triumph 2 and the rank bonus 1
    assert t.base == base
    ch = t.chances(False)
    assert (ch["orderly"], ch["broken"]) == (Fraction(orderly, 20), Fraction(broken, 20))
    assert sum(ch.values()) == 1
    assert sum(t.chances(True).values()) == 1


def test_commander_re_roll_within_4_m_b29():
    body = Body.block(Pose(0, 0, 0), 4, 2, 1, 1)  # footprint x in [-2, 2], y in [-2, 0]
    general = Commander("G", 0, 3.9, army_general=True)
    far = Commander("G", 0, 4.1, army_general=True)
    other_corps = Commander("C", 0, 1, corps="right")
    own = Commander("C", 5.5, -1, corps="left")
    assert reroll_eligibility(body, "left", [general])[0]
    assert not reroll_eligibility(body, "left", [far])[0]
    assert not reroll_eligibility(body, "left", [other_corps])[0]
    assert reroll_eligibility(body, "left", [own])[0]
    assert not reroll_eligibility(body, "left", [Commander("G", 0, 1, army_general=True, fled=True)])[0]
    t = morale_test(unit(), Situation(), reroll=True)
    assert t.chances(True)["pass"] == 1 - (1 - t.p_pass) ** 2


def test_double_tests_b24():
    half = {"pass": Fraction(1, 2)}
    r = double_test(half, half)
    assert r["both_rout"] == 0 and r["continues"] == Fraction(1, 2) and r["a_routs"] == Fraction(1, 4)
    r = double_test(None, half, a_auto=True)  # an automatic rout is not a test: the other still tests
    assert r["both_rout"] == Fraction(1, 2) and r["a_routs"] == Fraction(1, 2)
    r = double_test(half, None)
    assert r["a_routs"] == Fraction(1, 2) and r["continues"] == Fraction(1, 2)


def test_friendly_rout_radius_along_the_path_and_multipliers_b31():
    fugitive = Body.block(Pose(0, 0, 0), 4, 2, 1, 1, name="f")  # flees south (straight back)
    end = rout_back(fugitive, 9)
    near_start = Body.block(Pose(-8, 0, 0), 2, 2, 1, 1, name="a")  # 5 M from the start: out at the start
    along = Body.block(Pose(5, -8, 0), 2, 2, 1, 1, name="b")  # 2 M from the path's side
    far = Body.block(Pose(12, -5, 0), 2, 2, 1, 1, name="c")
    behind = Body.block(Pose(0, -10, 0), 4, 1, 1, 1, name="d")  # in the path
    u = unit()
    friends = {n: (b, u) for n, b in (("a", near_start), ("b", along), ("c", far), ("d", behind))}
    tests = {t.unit: t.k for t in friendly_rout_tests(fugitive, end, friends)}
    assert tests == {"b": 2, "d": 2}
    loose = Body.loose(0, [("x", 0, -0.5), ("y", 1.5, -0.5)], 1, 1)
    assert {t.k for t in friendly_rout_tests(loose, rout_back(loose, 9), friends)} == {3}
    into = {t.unit: t.k for t in friendly_rout_tests(fugitive, end, friends, run_into=True)}
    assert into == {"d": 4}
    t = morale_test(u, Situation(), k=2)
    assert t.base == 2 * 8 + 1 + 2  # twice the morale value, not twice the modified number


@given(st.integers(-5, 25), st.integers(0, 3))
def test_morale_chances_sum_to_one_and_grow_with_the_value(value, k):
    lo = morale_test(unit(morale=value), Situation(), k=max(k, 1))
    hi = morale_test(unit(morale=value + 1), Situation(), k=max(k, 1))
    for use in (False, True):
        assert sum(lo.chances(use).values()) == 1
    assert hi.p_pass >= lo.p_pass and hi.p_pass_reroll >= lo.p_pass_reroll


@pytest.mark.parametrize(("dice", "result", "tests"), [
    ((1, 1), "continues", ("pass", "pass")), ((20, 20), "continues", ("orderly", "orderly")),
    ((1, 20), "decided", ("pass", "orderly")), ((20, 1), "decided", ("orderly", "pass"))])
def test_the_double_test_reading_decides_only_on_different_results_b24(dice, result, tests):
    """B24 `[L352]`: both test; the melee is decided only if one routs and the other does not (20 ≤ 2 × base:
    an orderly rout, B30)."""
    from rules.bbg.outcomes import read_double_test
    a, b = (morale_test(Unit(n, morale=10, ranks=block_ranks(4, 2)), Situation()) for n in ("A", "B"))
    rd = read_double_test(a, b, dice)
    assert (rd.result, rd.tests) == (result, dict(zip(("A", "B"), tests, strict=True)))
