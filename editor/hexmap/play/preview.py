"""The odds of a fire or a mêlée before rolling, and of the pending roll, for the combat panel (no Qt).

Everything comes from the engine's public odds API (`rules.engine`: `pending_roll`, `fire_preview`,
`melee_preview`): the modifiers with their rules, the total and the total as the table uses it, and the
exact distribution of the results, from the very tasks the engine rolls on. This module only chooses which
combat a hover or a click means and words the results for the panel; it builds no combat input, so the
preview cannot disagree with the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from rules.engine import (
    Charge,
    Fire,
    GameState,
    Melee,
    Refused,
    RollResolution,
    Sight,
    charge_run,
    fire_preview,
    melee_preview,
    pending_roll,
    settle,
    unit_line_of_sight,
)
from rules.geometry.hexgrid import Hex, distance
from rules.resolve import Modifier

from ...i18n import tr


@dataclass
class Outcome:
    """One result: its words, the die faces that give it (2d6: their totals), its exact probability."""

    words: str
    faces: tuple[int, ...]
    probability: Fraction
    modified: tuple[int, int] | None = None  # the lowest and highest modified roll giving it


@dataclass
class Preview:
    """A fire, a mêlée or a pending roll as the engine resolves it now, or why it cannot be."""

    kind: str  # fire | melee | charge | counter_charge | rally | initiative | leader_check | pass_through
    title: str
    attackers: tuple[str, ...]
    target: Hex | None
    attacker_hexes: tuple[Hex, ...] = ()
    refused: str = ""
    roll: RollResolution | None = None
    sight: Sight | None = None
    charge_path: tuple[Hex, ...] = ()
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.roll is not None and not self.refused

    @property
    def resolution(self) -> Any:
        """The resolution layer's object (a FireResolution for fire: its class, range and thresholds)."""
        return self.roll.resolution if self.roll is not None else None

    @property
    def modifiers(self) -> tuple[Modifier, ...]:
        return self.roll.modifiers if self.roll is not None else ()

    @property
    def excluded(self) -> tuple[Modifier, ...]:
        return self.roll.excluded if self.roll is not None else ()

    @property
    def total(self) -> int:
        return self.roll.total if self.roll is not None else 0

    @property
    def applied(self) -> int:
        """The total as the table uses it: clamped to ±7 for a mêlée (R6), as is otherwise."""
        return self.roll.applied if self.roll is not None else 0

    @property
    def dice(self) -> str:
        return self.roll.dice if self.roll is not None else "d10"

    def outcomes(self) -> list[Outcome]:
        if self.roll is None:
            return []
        out = []
        for o in self.roll.outcomes:
            faces = tuple(sorted({sum(f) for f in o.faces}))
            band = (min(o.modified), max(o.modified)) if o.modified and self.kind in ("melee", "charge") else None
            out.append(Outcome(o.words, faces, o.probability, band))
        return out


def _ids_in(state: GameState, hexes: Sequence[Hex]) -> tuple[str, ...]:
    return tuple(u.id for h in hexes for u in state.units_at(h))


def melee_preview_for(state: GameState, attackers: Sequence[str], defender_hexes: Sequence[Hex],
                      charge: bool = False) -> Preview:
    """Attacking units against the units of the defending hexes; for a charge, the engine makes the charge
    move first (or takes the one made in D.1)."""
    g = state.grid
    attackers = tuple(attackers)
    word = tr("Charge") if charge else tr("Mêlée")
    title = f"{word}: {'+'.join(attackers)} → {', '.join(g.label(h) for h in defender_hexes)}"
    pv = Preview("charge" if charge else "melee", title, attackers, defender_hexes[0])
    defenders = _ids_in(state, defender_hexes)
    if not defenders:
        pv.refused = tr("there is no unit to attack in {hex}").format(hex=g.label(defender_hexes[0]))
        return pv
    if any(state.unit(u).hex is None for u in attackers):
        pv.refused = tr("a selected unit is not on the map")
        return pv
    if charge and not state.unit(attackers[0]).charging:
        run = charge_run(state, attackers[0])
        if not isinstance(run, str):
            pv.charge_path = run.path
    try:
        pv.roll = melee_preview(state, attackers, defenders, charge=charge)
    except Refused as e:
        pv.refused = str(e)
        return pv
    pv.attacker_hexes = (pv.charge_path[-1],) if pv.charge_path else tuple(
        dict.fromkeys(state.unit(u).hex for u in attackers))  # type: ignore[misc]
    return pv


def fire_preview_for(state: GameState, firers: Sequence[str], target: Hex, kind: str = "ranged") -> Preview:
    """Firers (combined fire: one type, 9.1) at the stack in the target hex."""
    g = state.grid
    firers = tuple(firers)
    word = tr("Fire")
    pv = Preview("fire", f"{word}: {'+'.join(firers)} → {g.label(target)}", firers, target)
    hexes = [state.unit(u).hex for u in firers]
    if any(h is None for h in hexes):
        pv.refused = tr("a selected unit is not on the map")
        return pv
    pv.attacker_hexes = tuple(dict.fromkeys(hexes))  # type: ignore[arg-type]
    sights = [unit_line_of_sight(state, u, target) for u in firers]
    blocked = [i for i, sight in enumerate(sights) if not sight.clear]
    pv.sight = sights[blocked[0] if blocked else 0]
    try:
        pv.roll = fire_preview(state, firers, target, kind)
    except Refused as e:
        pv.refused = str(e)
        if not pv.sight.clear and e.code not in ("no-line-of-sight", "out-of-range"):
            # within range, the reason of the line drawn on the map first; the engine's other reason after it
            where = ", ".join(f"{g.label(o.hex)} ({o.reason})" for o in pv.sight.blocked_by)
            pv.notes.append(tr("also: {reason}").format(reason=pv.refused))
            origin = g.label(hexes[blocked[0]])  # type: ignore[arg-type]
            pv.refused = tr("no line of sight from {origin} to {target}: blocked by {where} (9.2, R17)").format(
                origin=origin, target=g.label(target), where=where)
    return pv


# ---------------------------------------------------------------------------------------------------------
# What a hover or a click on an enemy means


def preview_for(state: GameState, selected: Sequence[str], targets: Sequence[Hex]) -> Preview | None:
    """The combat the selected units would make against the target hex(es): their charge when the target is
    what they charge (or are charging), a mêlée when they are next to it, fire otherwise."""
    units = [u for u in selected if u in state.battle.units]
    if not units or not targets:
        return None
    first = units[0]
    target = targets[0]
    us = state.unit(first)
    if len(units) == 1 and len(targets) == 1:
        run = charge_run(state, first)
        charging = us.charging and any(u.id in us.charging for u in state.units_at(target))
        if charging or (not isinstance(run, str) and run.target == target):
            return melee_preview_for(state, units, targets, charge=True)
    hexes = [state.unit(u).hex for u in units]
    if all(h is not None and distance(h, target) == 1 for h in hexes):
        return melee_preview_for(state, units, targets)
    pv = fire_preview_for(state, units, target)
    if len(targets) > 1:
        pv.notes.append(tr("fire has one target hex; the others are left out (9.3)"))
    return pv


def pending_preview(state: GameState) -> Preview | None:
    """The odds of the pending roll, whatever it is for (fire, mêlée, counter-charge, rally, initiative,
    leader check, pass-through), from the engine's `pending_roll`. None for any other decision."""
    roll = pending_roll(state)
    if roll is None:
        return None
    kind = roll.kind
    if kind == "melee":
        kind = "melee" if roll.combat == "melee" else "charge"
    title = tr("Roll for {what}").format(what=roll.title) if roll.title else tr("The pending roll")
    return Preview(kind, title, (), None, roll=roll)


# The fire a Fire choice makes, by the pending decision it answers (the engine's FireTask kinds).
FIRE_KINDS = {"ranged_fire": "ranged", "phase_b_fire": "phase_b", "defensive_fire": "defensive",
              "offensive_fire": "offensive"}


def choice_preview(state: GameState, choice: Any) -> Preview | None:
    """The odds of a legal choice that makes a combat — a fire, a mêlée, a charge — as the engine will resolve
    it (the decision list's selected choice, issue #26). None for a choice that rolls nothing."""
    state = settle(state)[0]
    if isinstance(choice, Fire):
        kind = FIRE_KINDS.get(state.pending().kind)
        return fire_preview_for(state, choice.firers, choice.target, kind) if kind is not None else None
    if isinstance(choice, Melee):
        # as the engine starts it (combat.start_melee): the charging attackers make a charge, first (10.5)
        charging = tuple(u for u in choice.attackers if state.unit(u).charging)
        hexes = tuple(dict.fromkeys(h for h in (state.unit(d).hex for d in choice.defenders) if h is not None))
        if not hexes:
            return None
        return melee_preview_for(state, charging or choice.attackers, hexes, charge=bool(charging))
    if isinstance(choice, Charge):
        return melee_preview_for(state, (choice.unit,), (choice.target,), charge=True)
    return None
