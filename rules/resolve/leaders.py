"""Leader casualties (7.5, 7.1, R30): the checks after fire and mêlée, and a leader whose unit is eliminated.

Checks (Fire and Mêlée Tables; the unmodified die decides, R6): fire, unmodified 9 → each leader stacked with
the target rolls a d10: 0–5 no effect, 6–8 wounded, 9 killed. Mêlée, unmodified 9 → each leader with the
defenders, unmodified 0 → each leader with the attackers: 0–5 no effect, 6–7 captured, 8 wounded, 9 killed.
A second wound kills (7.5.2). One d10 per leader, one at a time (7.5 clarification).

A leader's unit eliminated (7.5, 7.1 and the 7.5 clarification): by mêlée → captured by the enemy unit that
eliminated it; by fire → captured if the unit was surrounded, else placed with the nearest unit of his banner
(of his army for the army commander), killed if none is left; eliminated because it could not retreat or rout
→ captured if completely surrounded, else placed with the nearest such unit, safe and sound if none; routed
off the map → placed with the nearest such unit, safe and sound if none.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from rules.i18n import _
from rules.tables import Tables

from .common import check_d10, d10_faces
from .records import fast_inits

Table = Literal["fire", "melee"]
Fate = Literal["no_effect", "wounded", "captured", "killed"]
Cause = Literal["melee", "fire", "retreat_blocked", "rout_blocked", "left_map"]
Placement = Literal["captured", "killed", "rejoins_nearest_unit", "safe"]
FATES: tuple[Fate, ...] = ("no_effect", "wounded", "captured", "killed")


@dataclass(frozen=True)
class LeaderCasualty:
    table: Table
    roll: int
    printed: str  # the table's result
    fate: Fate  # after 7.5.2: a second wound kills
    rule: str


def leader_casualty(table: Table, roll: int, tables: Tables, *, wounded: bool = False) -> LeaderCasualty:
    """A leader's casualty roll after fire or mêlée; ``wounded``: he already carries a wound (7.5.2)."""
    printed = tables.leader_check(table, check_d10(tables, roll))
    name = "Fire" if table == "fire" else "Mêlée"
    rule = f"{name} Table: effects on leaders (7.5; R30)"
    fate = printed
    if printed == "wounded" and wounded:
        wounds = tables.number("leader_wounds_to_kill")
        fate, rule = "killed", f"{rule}; a second wound kills (7.5.2: {wounds} wounds)"
    return LeaderCasualty(table, roll, printed, fate, rule)  # type: ignore[arg-type]


def leader_casualty_distribution(table: Table, tables: Tables, *, wounded: bool = False) -> dict[Fate, Fraction]:
    """Exact probability of each fate on one leader's roll (every fate listed)."""
    faces = d10_faces(tables)
    out: dict[Fate, Fraction] = {f: Fraction(0) for f in FATES}
    for roll in faces:
        out[leader_casualty(table, roll, tables, wounded=wounded).fate] += Fraction(1, len(faces))
    return out


def leader_checks_due(table: Table, unmodified_die: int, tables: Tables) -> tuple[str, ...]:
    """Whose leaders roll after this unmodified die: fire 9 → target; mêlée 9 → defenders, 0 → attackers."""
    return tables.leader_check_sides(table, check_d10(tables, unmodified_die))


def leader_with_eliminated_unit(cause: Cause, *, surrounded: bool, friendly_unit_left: bool) -> Placement:
    """A leader stacked with a unit that is eliminated (7.1, 7.5, clarification).

    surrounded: the unit was (completely) surrounded; friendly_unit_left: a unit of his banner (of his army for
    the army commander) is still in play to take him.
    """
    if cause == "melee":
        return "captured"
    if cause == "fire":
        if surrounded:
            return "captured"
        return "rejoins_nearest_unit" if friendly_unit_left else "killed"
    if cause in ("retreat_blocked", "rout_blocked"):
        if surrounded:
            return "captured"
        return "rejoins_nearest_unit" if friendly_unit_left else "safe"
    if cause == "left_map":
        return "rejoins_nearest_unit" if friendly_unit_left else "safe"
    raise ValueError(_("unknown cause {cause}").format(cause=repr(cause)))


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
