"""Property tests (hypothesis) of the resolution layer: exact distributions sum to 1, the ±7 clamp (R6), the
result bands cover −7…16 (R3), and a modifier in the attacker's favour never lowers its expected result row."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import tables as t
from rules.resolve import (
    Combatant,
    Contact,
    Firer,
    FireSituation,
    LeaderInfo,
    MeleeSituation,
    RallySituation,
    Stack,
    resolve_fire,
    resolve_melee,
    resolve_rally,
)
from rules.resolve.text import fire_line, melee_line

TABLES = t.load_tables()
ATTACKER_TYPES = [c for c, u in TABLES.units.items() if u.initiates_melee]
ALL_TYPES = list(TABLES.units)
HEXES = ["clear", "wood", "bushes", "marsh", "village", "farm"]
SIDES = ["stream", "fortification"]
sp = st.integers(1, 9)
quality = st.integers(0, 9)


@st.composite
def combatants(draw, types=ALL_TYPES, disorders=("valiant", "discouraged", "routed"), uid="u") -> Combatant:
    utype = draw(st.sampled_from(types))
    return Combatant(
        uid,
        utype,
        draw(sp),
        draw(quality),
        mounted=utype in ("Ch", "Ha", "Cl"),
        disorder=draw(st.sampled_from(disorders)),
        fatigued=draw(st.booleans()),
    )


@st.composite
def melees(draw) -> MeleeSituation:
    """One attacker against one defender, any terrain, leaders, rear, charge when the attacker may charge."""
    att = draw(combatants(ATTACKER_TYPES, ("valiant", "discouraged"), "att"))
    dfn = draw(combatants(uid="def"))
    charge = att.type in ("Ch", "Ha") and draw(st.booleans())
    contact = Contact(
        0,
        0,
        hex_terrain=draw(st.sampled_from(HEXES)),
        hexside=tuple(draw(st.lists(st.sampled_from(SIDES), max_size=1))),
        level_difference=draw(st.integers(-2, 2)),
        from_rear=draw(st.booleans()),
        charge=charge,
        counter_charged=charge and draw(st.booleans()),
    )
    a_leaders = tuple(LeaderInfo(f"la{i}", b) for i, b in enumerate(draw(st.lists(st.integers(0, 3), max_size=2))))
    d_leaders = tuple(LeaderInfo(f"ld{i}", b) for i, b in enumerate(draw(st.lists(st.integers(0, 3), max_size=2))))
    return MeleeSituation(
        (Stack((att,), a_leaders),),
        (Stack((dfn,), d_leaders),),
        (contact,),
        offensive_fire=draw(st.booleans()),
        kind="charge" if charge else "melee",
    )


def expected(sit: MeleeSituation) -> Fraction:
    return resolve_melee(sit, TABLES).expected_band_index()


def with_attacker(sit: MeleeSituation, **changes: object) -> MeleeSituation:
    stack = sit.attackers[0]
    return replace(sit, attackers=(replace(stack, units=(replace(stack.units[0], **changes),)),))


def with_defender(sit: MeleeSituation, **changes: object) -> MeleeSituation:
    stack = sit.defenders[0]
    return replace(sit, defenders=(replace(stack, units=(replace(stack.units[0], **changes),)),))


@settings(max_examples=300, deadline=None)
@given(melees())
def test_melee_distribution_and_clamp_r6(sit: MeleeSituation) -> None:
    """R6: the applied sum stays in −7…+7, every modified roll in −7…16, the distribution sums to 1."""
    res = resolve_melee(sit, TABLES)
    assert -7 <= res.applied <= 7
    assert res.applied == max(-7, min(7, res.total))
    assert all(-7 <= res.modified(d) <= 16 for d in range(10))
    dist = res.distribution()
    assert sum(dist.values()) == 1 and all(p >= 0 for p in dist.values())
    assert melee_line(res, 5)  # renders
    for die in range(10):
        r = res.result(die)
        assert r.band.min <= r.modified <= r.band.max
        # R3, 12.1: discouraged (and routed) units never advance.
        start = {u.unit_id: u.disorder for s in (*sit.attackers, *sit.defenders) for u in s.units}
        assert all(start[u.unit_id] == "valiant" for u in r.units if u.may_advance)


def test_result_bands_cover_minus_7_to_16_r3() -> None:
    """R3: the eight bands cover every modified roll −7…16 exactly once."""
    rolls = [r for b in TABLES.melee_results for r in range(b.min, b.max + 1)]
    assert rolls == list(range(-7, 17))


@settings(max_examples=200, deadline=None)
@given(melees(), st.integers(1, 5))
def test_more_attacking_sp_never_hurts(sit: MeleeSituation, extra: int) -> None:
    """10.5: more attacking SP never lowers the attacker's expected result row."""
    att = sit.attackers[0].units[0]
    assert expected(with_attacker(sit, sp=att.sp + extra)) >= expected(sit)


@settings(max_examples=200, deadline=None)
@given(melees())
def test_better_quality_and_leaders_never_hurt(sit: MeleeSituation) -> None:
    """Mêlée Table quality; R7: a better attacking quality, or one more point of attacking leader bonus."""
    att = sit.attackers[0].units[0]
    assert expected(with_attacker(sit, quality=att.quality + 1)) >= expected(sit)
    stack = sit.attackers[0]
    more = replace(sit, attackers=(replace(stack, leaders=(*stack.leaders, LeaderInfo("extra", 1))),))
    assert expected(more) >= expected(sit)


@settings(max_examples=200, deadline=None)
@given(melees())
def test_favourable_conditions_never_hurt(sit: MeleeSituation) -> None:
    """No offensive fire (−2 gone), attacking from higher ground (R15), a rear hex (+2; a rear charge +4 over
    +3, R31), a discouraged instead of valiant defender (+2): never lower the expected row."""
    base = expected(sit)
    assert expected(replace(sit, offensive_fire=False)) >= base
    c = sit.contacts[0]
    assert expected(replace(sit, contacts=(replace(c, level_difference=c.level_difference + 1),))) >= base
    assert expected(replace(sit, contacts=(replace(c, from_rear=True),))) >= base
    if sit.defenders[0].units[0].disorder == "valiant":
        assert expected(with_defender(sit, disorder="discouraged")) >= base


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["Ar", "Ab", "Aq", "At"]),
    sp,
    st.integers(1, 5),
    st.booleans(),
    st.booleans(),
    st.sampled_from(HEXES),
    combatants(uid="target"),
)
def test_fire_distribution_and_monotony(ftype, fsp, rng, moved, discouraged, terrain, target) -> None:
    """Fire Table: the distribution sums to 1; an extra SP or not moving never lowers the chance of a result."""
    firer = Combatant("f", ftype, fsp, 5, disorder="discouraged" if discouraged else "valiant")
    if TABLES.fire_row(TABLES.fire_class_of(ftype), rng) is None:
        return

    def dist(f: Combatant, mv: bool) -> dict[str, Fraction]:
        return resolve_fire(
            FireSituation((Firer(f, rng, moved=mv),), Stack.of(target), target_terrain=terrain), TABLES
        ).distribution()

    base = dist(firer, moved)
    assert sum(base.values()) == 1
    for better in (dist(replace(firer, sp=fsp + 1), moved), dist(firer, False)):
        assert better["rout"] >= base["rout"]
        assert better["no_effect"] <= base["no_effect"]
    res = resolve_fire(FireSituation((Firer(firer, rng, moved=moved),), Stack.of(target)), TABLES)
    assert fire_line(res, 9)


@settings(max_examples=100, deadline=None)
@given(combatants(disorders=("discouraged", "routed")), st.none() | st.integers(0, 3), st.none() | st.integers(0, 3))
def test_rally_probability_bounds_r26(u: Combatant, banner: int | None, ac: int | None) -> None:
    """R26: the chance of rallying is at least 1/10 (the unmodified 0) and a leader never lowers it."""
    plain = resolve_rally(RallySituation(Stack.of(u)), TABLES).probability("u")
    helped = resolve_rally(RallySituation(Stack.of(u), banner, ac), TABLES).probability("u")
    assert Fraction(1, 10) <= plain <= helped <= 1
