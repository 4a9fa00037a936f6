"""The odds of a fire or a mêlée before rolling, from the board (no Qt).

The board is read into the resolution layer's inputs (`rules.resolve`: Combatant, Stack, FireSituation,
MeleeSituation) and `resolve_fire` / `resolve_melee` give every modifier with its rule, the total, the
clamped total and the exact distribution over the d10. A fire is judged and built by the engine itself
(`rules.engine.combat.fire_verdict`, `fire_situation`: line of sight, adjacency, walls), so the preview shows
what the engine answers. For a mêlée this module still builds the inputs, from what the rules say the tables
need: the values in force (fatigued back, dismounted values), the disorganisation, the leaders stacked with
each side (R7), the defender's hex terrain, the hexside crossed (R40: nothing for striking out of a walled
place), the level difference, a rear hex (3.1) and the charge (10.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from rules.engine import GameState, Sight, charge_run, unit_line_of_sight
from rules.engine.board import outward_features
from rules.engine.combat import fire_situation, fire_verdict
from rules.geometry.hexgrid import Hex, Hexside, distance
from rules.resolve import (
    Combatant,
    Contact,
    LeaderInfo,
    MeleeSituation,
    Modifier,
    Stack,
    can_attack,
    resolve_fire,
    resolve_melee,
)

FIRE_WORDS = {"no_effect": "no effect", "discourage": "discouraged", "rout": "routed"}
ADVANCE_WORDS = {"advance_obligatory": "attacker advances", "advance_optional": "defender may advance"}


@dataclass
class Outcome:
    """One result of the table: its words, the die faces that give it, its exact probability."""

    words: str
    faces: tuple[int, ...]
    probability: Fraction
    modified: tuple[int, int] | None = None  # the modified-roll band (mêlée)


@dataclass
class Preview:
    """A fire or a mêlée as it would be resolved now, or why it cannot be."""

    kind: str  # fire | melee | charge
    title: str
    attackers: tuple[str, ...]
    target: Hex | None
    attacker_hexes: tuple[Hex, ...] = ()
    refused: str = ""
    resolution: Any = None
    sight: Sight | None = None
    charge_path: tuple[Hex, ...] = ()
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.resolution is not None and not self.refused

    @property
    def modifiers(self) -> tuple[Modifier, ...]:
        return self.resolution.modifiers if self.resolution is not None else ()

    @property
    def total(self) -> int:
        return self.resolution.total if self.resolution is not None else 0

    @property
    def applied(self) -> int:
        """The total as the table uses it: clamped to ±7 for a mêlée (R6), as is for fire."""
        if self.resolution is None:
            return 0
        return getattr(self.resolution, "applied", self.resolution.total)

    def outcomes(self) -> list[Outcome]:
        res = self.resolution
        if res is None:
            return []
        faces = range(res.tables.number("d10_min"), res.tables.number("d10_max") + 1)
        if self.kind == "fire":
            dist = res.distribution()
            return [Outcome(FIRE_WORDS.get(k, k), tuple(d for d in faces if res.outcome(d) == k), p)
                    for k, p in dist.items()]
        out = []
        for band, p in res.distribution().items():
            hit = tuple(d for d in faces if res.band(d) == band)
            if not hit and not p:
                continue
            out.append(Outcome(band_words(band), hit, p, (band.min, band.max)))
        return out


def band_words(band: Any) -> str:
    """'D+R; attacker advances' or 'no effect; attacker: F' for a band of the mêlée results table."""
    codes = (*band.defender, *band.attacker)
    d = "+".join(c for c in band.defender if c not in ADVANCE_WORDS)
    a = "+".join(c for c in band.attacker if c not in ADVANCE_WORDS)
    text = d or "no effect"
    if a:
        text += f"; attacker: {a}"
    for code, words in ADVANCE_WORDS.items():
        if code in codes:
            text += f"; {words}"
    return text


# ---------------------------------------------------------------------------------------------------------
# The board as the tables see it


def combatant(state: GameState, unit_id: str) -> Combatant:
    us, info = state.unit(unit_id), state.unit_info(unit_id)
    values = state.values(unit_id)
    disorder = us.condition if us.condition in ("discouraged", "routed") else "valiant"
    return Combatant(unit_id, info.type, values.sp, values.quality, mounted=us.mounted, disorder=disorder,
                     fatigued=us.fatigued, fire=info.model.fire)


def leaders_with(state: GameState, h: Hex, side: str) -> tuple[LeaderInfo, ...]:
    out = []
    for ls in state.leaders_at(h):
        if state.side_of(ls.id) != side:
            continue
        values = state.leader_values(ls.id)
        out.append(LeaderInfo(ls.id, values.bonus, ls.status == "wounded", state.is_army_commander(ls.id)))
    return tuple(out)


def stack_at(state: GameState, h: Hex, ids: Sequence[str] | None = None) -> Stack | None:
    units = [u for u in state.units_at(h) if ids is None or u.id in ids]
    if not units:
        return None
    side = state.side_of(units[0].id)
    return Stack(tuple(combatant(state, u.id) for u in units), leaders_with(state, h, side))


def _level(state: GameState, h: Hex) -> int:
    i = state.battle.index.get(h)
    return 0 if i is None else state.battle.levels[i]


def _terrain_key(state: GameState, h: Hex) -> str:
    i = state.battle.index.get(h)
    return "clear" if i is None else state.battle.rows[i].key


def _hexside(state: GameState, a: Hex, b: Hex) -> tuple[str, ...]:
    return tuple(state.battle.features.get(Hexside(a, b), ()))


# ---------------------------------------------------------------------------------------------------------
# Mêlée and charges


def melee_preview(state: GameState, attackers: Sequence[str], defender_hexes: Sequence[Hex],
                  charge: bool = False, kind: str | None = None) -> Preview:
    """Attacking units (their hexes, or for a charge the hex the charge move ends in) against the units of
    the defending hexes. One side of a mêlée is a single counter (R10)."""
    g = state.grid
    attackers = tuple(attackers)
    kind = kind or ("charge" if charge else "melee")
    word = {"charge": "Charge", "melee": "Mêlée", "elan": "Élan", "dispersion": "Dispersion"}[kind]
    target = defender_hexes[0]
    title = f"{word}: {'+'.join(attackers)} → {', '.join(g.label(h) for h in defender_hexes)}"
    pv = Preview("charge" if charge else "melee", title, attackers, target)
    where: dict[str, Hex] = {}
    for uid in attackers:
        us = state.unit(uid)
        if us.hex is None:
            pv.refused = f"{uid} is not on the map"
            return pv
        where[uid] = us.hex
    if charge:
        uid = attackers[0]
        run = charge_run(state, uid)
        if isinstance(run, str):
            if not state.unit(uid).charging:
                pv.refused = run
                return pv
        else:
            where[uid] = run.path[-1]
            pv.charge_path = run.path
    hexes = tuple(dict.fromkeys(where.values()))
    pv.attacker_hexes = hexes
    side = state.side_of(attackers[0])
    a_stacks = []
    for h in hexes:
        ids = [u for u in attackers if where[u] == h]
        units = tuple(combatant(state, u) for u in ids)
        a_stacks.append(Stack(units, leaders_with(state, state.unit(ids[0]).hex, side)))  # type: ignore[arg-type]
    d_stacks = []
    for h in defender_hexes:
        st = stack_at(state, h)
        if st is None:
            pv.refused = f"there is no unit to attack in {g.label(h)}"
            return pv
        if state.side_of(st.units[0].unit_id) == side:
            pv.refused = f"{g.label(h)} holds a friendly unit"
            return pv
        d_stacks.append(st)
    contacts = []
    for i, ah in enumerate(hexes):
        for j, dh in enumerate(defender_hexes):
            if distance(ah, dh) != 1:
                continue
            top = state.units_at(dh)[0]
            rear = ah in state.rear_hexes(top)
            contacts.append(Contact(i, j, _terrain_key(state, dh), _hexside(state, ah, dh),
                                    _level(state, ah) - _level(state, dh), rear, charge,
                                    outward=outward_features(state, ah, dh)))
    if not contacts or any(not any(c.attacker == i for c in contacts) for i in range(len(hexes))):
        pv.refused = "the attacker must be next to the defender (10.1)" + (
            "" if not charge else ": the charge move does not end in contact")
        return pv
    for stack in a_stacks:
        verdict = can_attack(stack, state.battle.tables, in_command=not any(
            state.unit(u.unit_id).out_of_command for u in stack.units))
        if not verdict:
            pv.refused = f"{verdict.reason} ({verdict.rule})"
            return pv
    try:
        situation = MeleeSituation(tuple(a_stacks), tuple(d_stacks), tuple(contacts), kind=kind)  # type: ignore[arg-type]
        pv.resolution = resolve_melee(situation, state.battle.tables)
    except ValueError as e:
        pv.refused = str(e)
    return pv


# ---------------------------------------------------------------------------------------------------------
# Fire


def fire_preview(state: GameState, firers: Sequence[str], target: Hex, kind: str = "ranged",
                 pending: bool = False) -> Preview:
    """Firers (combined fire: one type, 9.1) at the stack in the target hex, as the engine would judge and
    resolve it (`fire_verdict`, `fire_situation`: R17 line of sight, R36 adjacency, walls). `pending`: the
    fire is the engine's own pending roll (the target is already marked as fired at)."""
    g = state.grid
    firers = tuple(firers)
    pv = Preview("fire", f"Fire: {'+'.join(firers)} → {g.label(target)}", firers, target)
    tstack = stack_at(state, target)
    if tstack is None:
        pv.refused = f"there is no unit to fire at in {g.label(target)}"
        return pv
    if state.side_of(tstack.units[0].unit_id) == state.side_of(firers[0]):
        pv.refused = f"{g.label(target)} holds a friendly unit"
        return pv
    hexes = []
    for uid in firers:
        us = state.unit(uid)
        if us.hex is None:
            pv.refused = f"{uid} is not on the map"
            return pv
        hexes.append(us.hex)
        sight = unit_line_of_sight(state, uid, target)
        if pv.sight is None or not sight.clear:
            pv.sight = sight
        why = fire_verdict(state, kind, uid, target, pursuit=pending)
        fire_class = state.battle.tables.fire_class_of(state.unit_info(uid).type)
        in_range = fire_class is not None and distance(us.hex, target) <= state.battle.tables.fire_classes[
            fire_class].max_range
        if why is not None and in_range and not sight.clear:  # within range, the drawn line's reason first
            where = ", ".join(f"{g.label(o.hex)} ({o.reason})" for o in sight.blocked_by)
            why = f"no line of sight from {g.label(us.hex)} to {g.label(target)}: blocked by {where} (9.2, R17)"
        if why is not None:
            pv.refused = why
            return pv
    pv.attacker_hexes = tuple(dict.fromkeys(hexes))
    try:
        pv.resolution = resolve_fire(fire_situation(state, kind, firers, target), state.battle.tables,
                                     state.battle.edition)
    except ValueError as e:
        pv.refused = str(e)
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
            return melee_preview(state, units, targets, charge=True)
    hexes = [state.unit(u).hex for u in units]
    if all(h is not None and distance(h, target) == 1 for h in hexes):
        return melee_preview(state, units, targets)
    pv = fire_preview(state, units, target)
    if len(targets) > 1:
        pv.notes.append("fire has one target hex; the others are left out (9.3)")
    return pv


def pending_preview(state: GameState) -> Preview | None:
    """The odds of the fire or mêlée whose die is the pending decision, from the engine's own combat: the
    top task of its agenda gives the mêlée situation it will resolve (or the firers and the target of a fire
    attack, whose inputs this module then builds). None for any other decision."""
    try:
        decision = state.pending()
    except Exception:  # noqa: BLE001
        return None
    agenda = getattr(state, "agenda", ())
    if decision.kind != "roll" or not agenda:
        return None
    task = agenda[0]
    tables = state.battle.tables
    try:
        own = getattr(task, "resolution", None)
        if callable(own):
            res = own(state)
            kind = "fire" if hasattr(res, "cell") else "melee"
        elif callable(getattr(task, "situation", None)) and getattr(task, "stage", "roll") == "roll":
            situation = task.situation(state)
            if situation is None:
                return None
            res = resolve_melee(situation, tables)
            kind = "charge" if situation.kind != "melee" else "melee"
        elif all(hasattr(task, a) for a in ("kind", "firers", "target")):
            pv = fire_preview(state, tuple(task.firers), task.target, kind=task.kind, pending=True)
            pv.title = f"Roll for {decision.note}" if decision.note else pv.title
            return pv if pv.resolution is not None else None
        else:
            return None
    except (ValueError, KeyError, AttributeError, TypeError):
        return None
    title = f"Roll for {decision.note}" if decision.note else "The pending roll"
    return Preview(kind, title, (), None, resolution=res)
