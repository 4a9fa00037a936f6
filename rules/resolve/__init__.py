"""The resolution layer of the rules engine: fire, mêlée and charges, counter-charge, pursuit, disorganisation,
rally, initiative and leader casualties as pure functions over small frozen values (no board, no Qt).

Each resolution lists every modifier with the rule it comes from, gives the result of a die, and computes
the exact distribution of results over the dice. Every number comes from the edition tables
(``rules/tables.py``). The state machine (``rules/engine``) builds the inputs from the board and applies the
results. See docs/rules-resolution.md.

May import: `rules.tables` only (no board, no engine state).
Exports: the names in `__all__` below — `resolve_fire`, `resolve_melee`, `counter_charge`, `resolve_rally`,
`resolve_initiative`, `leader_casualty`, their inputs (`Combatant`, `Stack`, `FireSituation`,
`MeleeSituation`) and results, and `apply` for the disorganisation ladders (R25).
"""

from .common import Modifier, Verdict
from .counter_charge import CounterChargeTest, can_counter_charge, counter_charge
from .disorder import Move, PassThrough, Transition, UnitCondition, apply, apply_all, blocked, pass_through
from .fire import FireResolution, FireResult, FireUnitEffect, can_fire, resolve_fire
from .initiative import InitiativeResult, first_at_equal_rating, initiative_distribution, resolve_initiative
from .inputs import Combatant, Contact, Firer, FireSituation, LeaderInfo, MeleeSituation, Stack
from .leaders import leader_casualty, leader_casualty_distribution, leader_checks_due, leader_with_eliminated_unit
from .melee import MeleeOutcome, MeleeResolution, MeleeUnitEffect, can_attack, can_charge, resolve_melee
from .pursuit import PursuitStep, advanced_without_fatigue, pursuit
from .rally import RallyResolution, RallyResult, RallySituation, can_rally, resolve_rally
from .terrain import CombatTerrain, fire_terrain, hexside_terrain, melee_terrain

__all__ = [
    "Combatant",
    "CombatTerrain",
    "Contact",
    "CounterChargeTest",
    "FireResolution",
    "FireResult",
    "FireSituation",
    "FireUnitEffect",
    "Firer",
    "InitiativeResult",
    "LeaderInfo",
    "MeleeOutcome",
    "MeleeResolution",
    "MeleeSituation",
    "MeleeUnitEffect",
    "Modifier",
    "Move",
    "PassThrough",
    "PursuitStep",
    "RallyResolution",
    "RallyResult",
    "RallySituation",
    "Stack",
    "Transition",
    "UnitCondition",
    "Verdict",
    "advanced_without_fatigue",
    "apply",
    "apply_all",
    "blocked",
    "can_attack",
    "can_charge",
    "can_counter_charge",
    "can_fire",
    "can_rally",
    "counter_charge",
    "fire_terrain",
    "hexside_terrain",
    "first_at_equal_rating",
    "initiative_distribution",
    "leader_casualty",
    "leader_casualty_distribution",
    "leader_checks_due",
    "leader_with_eliminated_unit",
    "melee_terrain",
    "pass_through",
    "pursuit",
    "resolve_fire",
    "resolve_initiative",
    "resolve_melee",
    "resolve_rally",
]
