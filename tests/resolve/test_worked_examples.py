"""The worked examples of the EN 2010 rules, reproduced exactly (rules-decisions.md, 'Worked examples').

Tremithoussia turn 3 (10.9 example, hexes read per R12): the Crusader Ch 3-6-6 charges the Byzantine Cl (3 SP,
quality 5, javelins) on clear ground; Élan against the same Cl, now discouraged; Dispersion against the Ha
(3 SP, quality 5) one level down. Arsuf turn 5 (6.C example): initiative 9 + 3 = 12 against 2 + 2 = 4.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules import tables as t
from rules.resolve import (
    Firer,
    FireSituation,
    MeleeSituation,
    Stack,
    UnitCondition,
    apply,
    counter_charge,
    pursuit,
    resolve_fire,
    resolve_initiative,
    resolve_melee,
)
from rules.resolve.text import fire_line, initiative_line, melee_line

from .conftest import unit

CH = unit("ch_3_6_6", "Ch", 3, 6)
CL = unit("cl", "Cl", 3, 5, fire=True)
HA = unit("ha", "Ha", 3, 5)


def values(resolution) -> list[tuple[str, int]]:
    return [(m.key, m.value) for m in resolution.modifiers if m.value]


def test_tremithoussia_defensive_fire_fire_table(tables: t.Tables) -> None:
    """10.9 example, Fire Table: javelins at 1 hex (7/8), 7 −1 (<4 SP) −1 (mounted) = 5: no effect."""
    res = resolve_fire(FireSituation((Firer(CL, 1),), Stack.of(CH), kind="defensive"), tables)
    assert res.fire_class == "javelins" and res.range == 1
    assert values(res) == [("strength_below_4", -1), ("firer_mounted", -1)]
    r = res.result(7)
    assert r.modified == 5 and r.outcome == "no_effect"
    assert fire_line(res, 7) == "Defensive fire: 7 −1 <4 SP −1 mounted = 5: no effect"


def test_tremithoussia_no_counter_charge_by_cl_10_3(tables: t.Tables) -> None:
    """10.9 example: 'the unit that is the target of the charge is neither a Ch nor an Ha' (10.3)."""
    with pytest.raises(ValueError, match="only Ch and Ha counter-charge"):
        counter_charge(CL, tables)


def test_tremithoussia_charge_10_9(tables: t.Tables) -> None:
    """Charge: 4 +1 (1:1) +2 (Ch v Cl) +1 (quality) +3 (charge, front hex) = 11: D+R, attacker advances."""
    res = resolve_melee(MeleeSituation.single(CH, CL, charge=True), tables)
    assert values(res) == [("odds", 1), ("type", 2), ("quality", 1), ("charge_front", 3)]
    assert res.total == res.applied == 7
    r = res.result(4)
    assert r.modified == 11
    assert r.defender_effects == ("D", "R")
    assert r.attacker_effects == () and r.attacker_must_advance
    assert [x.text for x in r.unit("cl").transitions] == ["discouraged", "retreats one hex"]
    assert r.unit("cl").transitions[-1].after == UnitCondition(False, "discouraged")
    assert melee_line(res, 4) == (
        "Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: obligatory advance"
    )
    # R23: the charger was fresh and advanced without F, and the Cl is again in its central front hex.
    step = pursuit("charge", r, CH.unit_id, fresh_at_start=True, enemy_in_central_front_hex=True)
    assert step.next == "elan" and step.obligatory


def test_tremithoussia_elan_clamp_r6(tables: t.Tables) -> None:
    """Élan: 7 +1 +2 +1 +2 (defender discouraged) +3 = 16 before the clamp; +9 limited to +7 → 14: Dr+R (R6)."""
    cl = unit("cl", "Cl", 3, 5, fire=True, disorder="discouraged")
    res = resolve_melee(MeleeSituation.single(CH, cl, charge=True, kind="elan"), tables)
    assert values(res) == [
        ("odds", 1),
        ("type", 2),
        ("quality", 1),
        ("all_defenders_discouraged_or_some_routed", 2),
        ("charge_front", 3),
    ]
    assert 7 + res.total == 16
    assert (res.total, res.applied) == (9, 7)
    r = res.result(7)
    assert r.modified == 14 and r.defender_effects == ("Dr", "R")
    # The Cl routs two hexes (1015 → 0816), then the R moves it one more hex toward its rout edge (→ 0717).
    moves = [(x.move.kind, x.move.hexes) for x in r.unit("cl").transitions if x.move]
    assert moves == [("rout_retreat", 2), ("rout_move", 1)]
    assert r.unit("cl").transitions[-1].after.disorder == "routed"
    assert melee_line(res, 7) == (
        "Élan: 7 +1 odds 1:1 +2 Ch v Cl +1 quality +2 defender discouraged +3 charge front (+9, limited to +7)"
        " = 14: Dr+R; attacker: obligatory advance"
    )
    step = pursuit("elan", r, CH.unit_id, fresh_at_start=True, enemy_in_central_front_hex=True)
    assert step.next == "dispersion" and not step.obligatory


def test_tremithoussia_dispersion_r4_level(tables: t.Tables) -> None:
    """Dispersion v Ha one level down: 2 +1 +1 (Ch v Ha) +1 +3 +1 (level, charge column R4/D16) = 9: F+R."""
    sit = MeleeSituation.single(CH, HA, charge=True, level_difference=1, kind="dispersion")
    res = resolve_melee(sit, tables)
    assert values(res) == [("odds", 1), ("type", 1), ("quality", 1), ("charge_front", 3), ("terrain:level_down", 1)]
    assert "charge column, R4" in res.modifiers[-1].rule
    r = res.result(2)
    assert r.modified == 9 and r.defender_effects == ("F", "R") and r.attacker_must_advance
    assert r.unit("ha").transitions[-1].after == UnitCondition(True, "valiant")
    assert melee_line(res, 2) == (
        "Dispersion: 2 +1 odds 1:1 +1 Ch v Ha +1 quality +3 charge front +1 level = 9: F+R; "
        "attacker: obligatory advance"
    )
    step = pursuit("dispersion", r, CH.unit_id, fresh_at_start=True)
    assert step.next is None and step.charger_fatigued
    assert apply(UnitCondition(), "F", tables).after == UnitCondition(True, "valiant")  # the Ch is flipped (10.9)


def test_tremithoussia_distributions_sum_to_one(tables: t.Tables) -> None:
    """The exact distributions of the three charges over the d10 (each face 1/10)."""
    res = resolve_melee(MeleeSituation.single(CH, CL, charge=True), tables)
    dist = {(b.min, b.max): p for b, p in res.distribution().items() if p}
    # d + 7: 7..9 (d 0-2) F+R, 10..13 (d 3-6) D+R, 14..16 (d 7-9) Dr+R
    assert dist == {(7, 9): Fraction(3, 10), (10, 13): Fraction(4, 10), (14, 16): Fraction(3, 10)}
    assert sum(res.distribution().values()) == 1


def test_arsuf_turn_5_initiative_c4_r27(tables: t.Tables) -> None:
    """6.C example: Crusaders 9 + 3 (Richard) = 12, Ayyoubids 2 + 2 (Saladin) = 4: difference 8, C.4 (R27)."""
    r = resolve_initiative(("Crusaders", "Ayyoubids"), (9, 2), (3, 2), tables)
    assert r.totals == (12, 4) and r.difference == 8
    assert r.case == "C.4" and r.winner == "Crusaders"
    assert r.grants.activates_first and r.grants.names_enemy_next and r.grants.names_enemy_inactive
    assert initiative_line(r) == "Initiative: Crusaders 9 +3 = 12, Ayyoubids 2 +2 = 4; difference 8: C.4 for Crusaders"
