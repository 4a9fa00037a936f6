"""Issue 4: `odds` matches a brute-force replay of every die. Each exact distribution of the resolution layer
(fire, mêlée, the counter-charge test, the leader checks and casualty rolls) is rebuilt here by calling the
one-die functions (`result(die)`, `success(die)`, `leader_casualty(...)`) on every face of every die involved
and counting, with no shared code between the two sides except the tables."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import tables as t
from rules.resolve import (
    Combatant,
    Firer,
    FireSituation,
    LeaderInfo,
    MeleeSituation,
    Stack,
    counter_charge,
    leader_casualty,
    leader_casualty_distribution,
    resolve_fire,
    resolve_melee,
)

from .test_properties import combatants, melees

TABLES = t.load_tables()
FACES = range(10)  # the d10 read 0..9 (0.3), written out here rather than taken from the code under test
TENTH = Fraction(1, 10)


def brute_melee(res) -> dict:
    counts = Counter(res.result(die).band for die in FACES)
    return {band: Fraction(n, 10) for band, n in counts.items()}


def brute_fire(res) -> dict:
    counts = Counter(res.result(die).outcome for die in FACES)
    return {outcome: Fraction(n, 10) for outcome, n in counts.items()}


def nonzero(dist: dict) -> dict:
    return {k: p for k, p in dist.items() if p}


CH = Combatant("ch", "Ch", 3, 6)
CL = Combatant("cl", "Cl", 3, 5, fire=True)
HA = Combatant("ha", "Ha", 3, 5)
PI = Combatant("pi", "Pi", 5, 4)
AR = Combatant("ar", "Ar", 3, 5, fire=True)
ART = Combatant("art", "At", 2, 4)

FIXED_MELEES = [
    MeleeSituation.single(CH, CL, charge=True),  # 10.9 charge: +7
    MeleeSituation.single(CH, replace(CL, disorder="discouraged"), charge=True, kind="elan"),  # +9 → +7 (R6)
    MeleeSituation.single(replace(CH, fatigued=True), HA, charge=True, level_difference=1, kind="dispersion"),
    MeleeSituation.single(PI, CH, hex_terrain="wood"),
    MeleeSituation.single(Combatant("mi", "Mi", 2, 2, disorder="discouraged"), PI, offensive_fire=True),  # low
    MeleeSituation.single(CH, replace(PI, disorder="routed"), charge=True, from_rear=True),  # +5 excludes (R31)
    MeleeSituation.single(CH, HA, charge=True, counter_charged=True),  # R22
    MeleeSituation((Stack.of(CH), Stack.of(HA)), (Stack.of(PI),)),  # 2 v 1 (R10, R8)
]


def test_fixed_melees_match_brute_force() -> None:
    for sit in FIXED_MELEES:
        res = resolve_melee(sit, TABLES)
        assert nonzero(res.distribution()) == brute_melee(res), sit
        assert set(res.distribution()) == set(TABLES.melee_results)  # every band listed
        for die in FACES:  # the band of each face holds its modified roll
            r = res.result(die)
            assert r.band.min <= r.modified <= r.band.max and r.modified == die + res.applied


@settings(max_examples=300, deadline=None)
@given(melees())
def test_random_melees_match_brute_force(sit: MeleeSituation) -> None:
    res = resolve_melee(sit, TABLES)
    assert nonzero(res.distribution()) == brute_melee(res)
    assert sum(res.distribution().values()) == 1


FIXED_FIRES = [
    FireSituation((Firer(CL, 1),), Stack.of(CH), kind="defensive"),  # 10.9: 7 −1 −1
    FireSituation((Firer(AR, 2),), Stack.of(PI), target_terrain="wood"),
    FireSituation((Firer(AR, 1), Firer(replace(AR, unit_id="ar2", sp=6), 3)), Stack.of(PI)),  # combined, > 8 SP
    FireSituation((Firer(replace(AR, disorder="discouraged"), 2, moved=True),), Stack((PI, ART))),  # R24
]


def test_fixed_fires_match_brute_force() -> None:
    for sit in FIXED_FIRES:
        res = resolve_fire(sit, TABLES)
        assert nonzero(res.distribution()) == brute_fire(res), sit
        assert set(res.distribution()) == {"no_effect", "discourage", "rout"}


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["Ar", "Ab", "Aq", "At"]), st.integers(1, 9), st.integers(1, 5), st.booleans(),
       st.sampled_from(["clear", "wood", "village", "bushes"]), combatants(uid="target"))
def test_random_fires_match_brute_force(ftype, sp, rng, moved, terrain, target) -> None:
    if TABLES.fire_row(TABLES.fire_class_of(ftype), rng) is None:
        return
    firer = Combatant("f", ftype, sp, 5)
    res = resolve_fire(FireSituation((Firer(firer, rng, moved=moved),), Stack.of(target), target_terrain=terrain),
                       TABLES)
    assert nonzero(res.distribution()) == brute_fire(res)


def test_counter_charge_two_dice_tree_r22() -> None:
    """10.3, R22: the counter-charge d10 then the mêlée d10, all 100 pairs replayed: the chance of each result
    when the defender tries is P(success) × odds without the charge modifiers + P(failure) × odds with them."""
    for defender in (HA, Combatant("ha2", "Ha", 4, 3), Combatant("ch2", "Ch", 2, 8), Combatant("ch0", "Ch", 3, 0)):
        test = counter_charge(defender, TABLES)
        assert test.distribution()[True] == Fraction(sum(test.success(d) for d in FACES), 10)
        plain = resolve_melee(MeleeSituation.single(CH, defender, charge=True), TABLES)
        cancelled = resolve_melee(MeleeSituation.single(CH, defender, charge=True, counter_charged=True), TABLES)
        tree: Counter = Counter()
        for cc_die in FACES:
            res = cancelled if test.success(cc_die) else plain
            for die in FACES:
                tree[res.result(die).band] += 1
        p = test.probability
        formula = {b: p * cancelled.distribution()[b] + (1 - p) * plain.distribution()[b] for b in TABLES.melee_results}
        assert nonzero(formula) == {b: Fraction(n, 100) for b, n in tree.items()}


def test_leader_rolls_two_dice_tree_r30() -> None:
    """R30, 7.5: the mêlée die (9: the defenders' leaders roll, 0: the attackers') then each leader's d10; and
    the fire die (9: the target's leaders). The chance of each fate, replayed over the 100 pairs, is the chance
    of the check times the casualty distribution; a wounded leader's second wound kills (7.5.2)."""
    for wounded in (False, True):
        a_ldr, d_ldr = LeaderInfo("la", 2, wounded), LeaderInfo("ld", 1, wounded)
        sit = MeleeSituation((Stack((CH,), (a_ldr,)),), (Stack((PI,), (d_ldr,)),))
        res = resolve_melee(sit, TABLES)
        for who, lid in (("defenders", "ld"), ("attackers", "la")):
            tree: Counter = Counter()
            for die in FACES:
                checks = dict(res.result(die).leader_checks)
                for roll in FACES:
                    fate = leader_casualty("melee", roll, TABLES, wounded=wounded).fate if lid in checks.get(who, ()) \
                        else "no_check"
                    tree[fate] += 1
            p = res.leader_check_probability(who)  # type: ignore[arg-type]
            assert p == Fraction(sum(lid in dict(res.result(d).leader_checks).get(who, ()) for d in FACES), 10)
            fates = leader_casualty_distribution("melee", TABLES, wounded=wounded)
            for fate, q in fates.items():
                assert Fraction(tree[fate], 100) == p * q, (who, fate)

        fire = resolve_fire(FireSituation((Firer(AR, 2),), Stack((PI,), (d_ldr,))), TABLES)
        tree = Counter()
        for die in FACES:
            for roll in FACES:
                if "ld" in fire.result(die).leader_checks:
                    tree[leader_casualty("fire", roll, TABLES, wounded=wounded).fate] += 1
        p = fire.leader_check_probability()
        for fate, q in leader_casualty_distribution("fire", TABLES, wounded=wounded).items():
            assert Fraction(tree[fate], 100) == p * q
        assert p == TENTH  # only the unmodified 9
