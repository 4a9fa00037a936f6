"""The log in the rules' words: one line per die roll, with every modifier that is not zero.

    Defensive fire: 7 −1 <4 SP −1 mounted = 5: no effect
    Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: obligatory advance
    Élan: 7 +1 odds 1:1 +2 Ch v Cl +1 quality +2 defender discouraged +3 charge front (+9, limited to +7) = 14: …

Numbers use the minus sign (U+2212) of the printed rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from .common import Modifier
from .counter_charge import CounterChargeTest
from .fire import FireResolution
from .initiative import InitiativeResult
from .leaders import LeaderCasualty
from .melee import MeleeResolution
from .rally import RallyResolution

MINUS = "\u2212"

FIRE_KINDS = {
    "phase_b": "Fire (Phase B)",
    "ranged": "Fire",
    "offensive": "Offensive fire",
    "defensive": "Defensive fire",
}
MELEE_KINDS = {"melee": "Mêlée", "charge": "Charge", "elan": "Élan", "dispersion": "Dispersion"}
FIRE_OUTCOMES = {"no_effect": "no effect", "discourage": "discouraged", "rout": "routed"}
ADVANCE = {"attacker_obligatory": "obligatory advance", "defender_optional": "advance optional"}


def number(value: int) -> str:
    """A roll: 5, −3."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """A modifier: +1, −2, +0."""
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"


def terms(modifiers: Iterable[Modifier]) -> str:
    """The modifiers that are not zero: '+1 odds 1:1 +2 Ch v Cl'."""
    return " ".join(f"{signed(m.value)} {m.label}" for m in modifiers if m.value)


def _roll(die: int, mods: str) -> str:
    return f"{die} {mods}" if mods else str(die)


def fire_line(resolution: FireResolution, die: int) -> str:
    """'Defensive fire: 7 −1 <4 SP −1 mounted = 5: no effect'."""
    r = resolution.result(die)
    kind = FIRE_KINDS[resolution.situation.kind]
    line = f"{kind}: {_roll(die, terms(resolution.modifiers))} = {number(r.modified)}: {FIRE_OUTCOMES[r.outcome]}"
    notes = []
    spared = [u.unit_id for u in r.units if not u.affected]
    if spared and r.outcome != "no_effect":
        notes.append(f"{', '.join(spared)} spared (stacked artillery)")
    if r.eliminated:
        notes.append(f"{', '.join(r.eliminated)} eliminated")
    if r.leader_checks:
        notes.append(f"leader check: {', '.join(r.leader_checks)}")
    return line + "".join(f"; {n}" for n in notes)


def _effects(codes: tuple[str, ...], advance: str | None) -> str:
    words = "+".join(codes)
    if advance:
        words = f"{words} + {advance}" if words else advance
    return words or "no effect"


def melee_line(resolution: MeleeResolution, die: int) -> str:
    """'Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: obligatory advance'."""
    r = resolution.result(die)
    kind = MELEE_KINDS[resolution.situation.kind]
    clamp = ""
    if resolution.clamped:
        clamp = f" ({signed(resolution.total)}, limited to {signed(resolution.applied)})"
    line = f"{kind}: {_roll(die, terms(resolution.modifiers))}{clamp} = {number(r.modified)}: "
    d_adv = ADVANCE["defender_optional"] if r.defender_may_advance else None
    a_adv = ADVANCE["attacker_obligatory"] if r.attacker_must_advance else None
    line += _effects(r.defender_effects, d_adv)
    if r.attacker_effects or a_adv:
        line += f"; attacker: {_effects(r.attacker_effects, a_adv)}"
    eliminated = [u.unit_id for u in r.units if u.eliminated]
    if eliminated:
        line += f"; {', '.join(eliminated)} eliminated"
    for who, ids in r.leader_checks:
        line += f"; leader check ({who}): {', '.join(ids)}"
    if resolution.cancelled:
        line += f"; counter-charge cancelled the charge of {', '.join(resolution.cancelled)}"
    return line


def rally_line(resolution: RallyResolution, die: int) -> str:
    """'Rally u1: 3 +1 routed −2 banner leader = 2 ≤ 5: rallied (discouraged)'; one line per unit tested."""
    r = resolution.result(die)
    lines = []
    for test, res in zip(resolution.tests, r.units, strict=True):
        head = f"Rally {res.unit_id}: {_roll(die, terms(test.modifiers))} = {number(res.modified)}"
        if res.automatic:
            verdict = f"unmodified {die}: rallied ({res.after.disorder})"
        elif res.success:
            verdict = f"≤ {r.quality}: rallied ({res.after.disorder})"
        else:
            verdict = f"> {r.quality}: not rallied"
        lines.append(f"{head} {verdict}")
    return "\n".join(lines)


def initiative_line(result: InitiativeResult) -> str:
    """'Initiative: Crusaders 9 +3 = 12, Ayyoubids 2 +2 = 4; difference 8: C.4 for Crusaders'."""
    parts = [
        f"{side} {dice} {signed(bonus)} = {total}"
        for side, dice, bonus, total in zip(result.sides, result.dice, result.bonuses, result.totals, strict=True)
    ]
    tail = result.case + (f" for {result.winner}" if result.winner else ": nobody has the initiative")
    return f"Initiative: {', '.join(parts)}; difference {result.difference}: {tail}"


def counter_charge_line(test: CounterChargeTest, die: int) -> str:
    """'Counter-charge h1: 4 ≤ 5: success'."""
    ok = test.success(die)
    return f"Counter-charge {test.defender.label}: {die} {'≤' if ok else '>'} {test.quality}: " + (
        "success" if ok else "failure"
    )


def leader_line(leader_id: str, casualty: LeaderCasualty) -> str:
    """'Leader check (mêlée) Guy: 8: wounded'."""
    table = "fire" if casualty.table == "fire" else "mêlée"
    fate = casualty.fate.replace("_", " ")
    extra = " (second wound)" if casualty.fate != casualty.printed else ""
    return f"Leader check ({table}) {leader_id}: {casualty.roll}: {fate}{extra}"
