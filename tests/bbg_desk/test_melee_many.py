"""Several units in one melee (B25): each tests on its own losses; the exact joint over every unit's losses."""

from fractions import Fraction
from itertools import product

import pytest

from rules.bbg.ledger import Situation
from rules.bbg.melee import Pair, melee_round
from rules.bbg.melee_many import Contact, melee_round_many
from rules.bbg.units import Unit, block_ranks


def inf(name, att=12, dfn=4, mor=8, files=3, **kw):
    return Unit(name, attack=att, defence=dfn, morale=mor, ranks=block_ranks(files, 1), **kw)


@pytest.mark.parametrize("rnd", [1, 2])
def test_two_units_give_what_melee_round_gives(rnd):
    a, b = inf("A", att=13), inf("B", att=10, dfn=5)
    sa, sb = (Situation(round=1, charged=True), Situation(round=1, was_charged=True)) if rnd == 1 else (
        Situation(round=2), Situation(round=2))
    pairs = [Pair(f"r1f{j}", f"r1f{j}") for j in (1, 2, 3)]
    one = melee_round(a, b, sa, sb, pairs, pairs)
    many = melee_round_many([a], [b], {"A": sa, "B": sb},
                            [Contact("A", p.striker, "B", p.target) for p in pairs]
                            + [Contact("B", p.striker, "A", p.target) for p in pairs])
    assert many.losses("A").probabilities() == one.losses("a").probabilities()
    assert many.losses("B").probabilities() == one.losses("b").probabilities()
    assert many.statuses["A"] == one.statuses["a"]


def test_two_against_one_matches_enumeration_and_each_tests_on_its_own_losses_b25():
    """B25 `[L258]`: X charges and touches A and B; round 1: X strikes first, survivors strike back."""
    x = inf("X", att=14, dfn=4, files=4)
    a = inf("A", att=11, dfn=3, files=2)
    b = inf("B", att=9, dfn=5, files=2)
    sit = {"X": Situation(round=1, charged=True), "A": Situation(round=1, was_charged=True),
           "B": Situation(round=1, was_charged=True)}
    contacts = [Contact("X", "r1f1", "A", "r1f1"), Contact("X", "r1f2", "A", "r1f2"),
                Contact("X", "r1f3", "B", "r1f1"), Contact("X", "r1f4", "B", "r1f2"),
                Contact("A", "r1f1", "X", "r1f1"), Contact("A", "r1f2", "X", "r1f2"),
                Contact("B", "r1f1", "X", "r1f3"), Contact("B", "r1f2", "X", "r1f4")]
    r = melee_round_many([x], [a, b], sit, contacts)
    ps = {(s.striker_unit, s.striker): s.p for s in r.strikes}
    brute: dict[tuple[int, int, int], Fraction] = {}
    pairs = [("A", 1, 1), ("A", 2, 2), ("B", 3, 1), ("B", 4, 2)]
    for bits in product((0, 1), repeat=8):
        pr = Fraction(1)
        lx = {"A": 0, "B": 0}
        lossx = 0
        for i, (u, xf, uf) in enumerate(pairs):
            hit, back = bits[2 * i], bits[2 * i + 1]
            p1 = ps[("X", f"r1f{xf}")]
            p2 = ps[(u, f"r1f{uf}")]
            pr *= p1 if hit else 1 - p1
            if hit:
                pr *= 1 if not back else 0
            else:
                pr *= p2 if back else 1 - p2
            lx[u] += hit
            lossx += back
        key = (lossx, lx["A"], lx["B"])
        brute[key] = brute.get(key, 0) + pr
    for i, unit in enumerate(("X", "A", "B")):
        marginal: dict[int, Fraction] = {}
        for key, p in brute.items():
            marginal[key[i]] = marginal.get(key[i], 0) + p
        got = r.losses(unit)
        assert {k: got.p(k) for k in range(len(got.weights)) if got.p(k)} == {k: p for k, p in marginal.items() if p}
    assert r.engaged == {"X": 4, "A": 2, "B": 2}
    # A tests on its own two engaged: both lost is an automatic rout (B23)
    assert r.statuses["A"]["auto"] == r.losses("A").p(2)
    assert sum(r.losses("X").probabilities()) == 1
    assert r.routs["A"]["without_reroll"] == r.statuses["A"]["auto"] + r.statuses["A"]["test"] * (
        1 - r.tests["A"].p_pass)
