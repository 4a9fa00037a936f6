"""Pursuit after a charge: Élan and Dispersion (10.9, R23), as a pure decision on a mêlée outcome.

- Élan is obligatory when the charger was fresh (not fatigued) at the start of the charge and the charge gave
  it an advance after mêlée without F; Dispersion may follow an Élan under the same condition (optional).
- Neither happens when no enemy unit is in the charger's central front hex, nor when the defender stayed in
  place taking an extra level instead of retreating (10.9 special cases; the "attacking unit" of IT 2018 is a
  mistranslation).
- Whatever its result, a Dispersion ends the pursuit and the charger becomes fatigued (10.9).
- The advances into Élan and Dispersion may turn one hexside (10.8, ``charge_advance_facing_change_max``); the
  last advance of the pursuit may turn freely (CSW, HU 2014; R23). Élan and Dispersion are separate mêlées
  with their own defensive and offensive fire, and do not count against the one-mêlée limit (R23).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.i18n import N_

from .melee import MeleeOutcome

Stage = Literal["charge", "elan", "dispersion"]


@dataclass(frozen=True)
class PursuitStep:
    """What follows a charge stage: the next charge (if any), whether it is obligatory, and why."""

    next: Literal["elan", "dispersion"] | None
    obligatory: bool
    charger_fatigued: bool  # True after a Dispersion: apply F to the charger (10.9)
    reason: str  # in English, marked for the catalogue: shown with `_()`
    rule: str


def advanced_without_fatigue(outcome: MeleeOutcome, charger_id: str) -> bool:
    """The charge gave the charger an advance after mêlée without an F (10.9): attacker bands 7..16."""
    unit = outcome.unit(charger_id)
    return outcome.advance == "attacker_obligatory" and unit.may_advance and "F" not in unit.effects


def pursuit(
    stage: Stage,
    outcome: MeleeOutcome,
    charger_id: str,
    *,
    fresh_at_start: bool,
    defender_stayed_in_place: bool = False,
    enemy_in_central_front_hex: bool = True,
) -> PursuitStep:
    """The pursuit step after ``stage`` resolved to ``outcome`` (10.9, R23)."""
    if stage == "dispersion":
        return PursuitStep(None, False, True, N_("the Dispersion ends the pursuit; the charger is fatigued"),
                           "10.9; R23")
    if not fresh_at_start:
        return PursuitStep(None, False, False, N_("the charger was fatigued at the start of the charge"), "10.9; R23")
    if not advanced_without_fatigue(outcome, charger_id):
        return PursuitStep(None, False, False, N_("no advance after mêlée without fatigue"), "10.9; R23")
    if defender_stayed_in_place:
        return PursuitStep(None, False, False, N_("the defender stayed in place with an extra level"),
                           "10.9, 10.7; R23")
    if not enemy_in_central_front_hex:
        return PursuitStep(None, False, False, N_("no enemy unit in the central front hex"), "10.9; R23")
    if stage == "charge":
        return PursuitStep("elan", True, False, N_("Élan is obligatory"), "10.9; R23")
    return PursuitStep("dispersion", False, False, N_("Dispersion is optional"), "10.9; R23")
