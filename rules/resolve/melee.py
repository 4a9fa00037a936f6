"""Mêlée and charges (§10, Mêlée Table): the modifiers with their rules, the result of a d10, its distribution.

Modifiers, in the order the log prints them (each from the tables):

- odds: attacking SP : defending SP, rounded in favour of the defender (10.5); stacked units add their SP
  (5.2.5); artillery stacked with infantry adds its SP only when defending (5.2.1);
- unit types: the value most favourable to the defender over every attacker × defender pair (R8);
- quality: the best quality on each side (R8); a stack fights with the weaker quality of its units (5.2.5);
  artillery + infantry: the weaker when defending, the infantry's when attacking (5.2.1);
- leaders: bonuses of the leaders stacked with the attackers minus the defenders' (R7);
- −2 offensive fire; −2 all / −1 some attackers discouraged; +1 some defenders discouraged, +2 all
  discouraged or some (not all) routed (R32), +5 all routed (which excludes the rear and charge modifiers:
  D9, R31);
- +2 a defender attacked from a rear hex; +3 charge into a front hex, +4 charge into a rear hex or several
  charges into front hexes, +5 several charges with one from a rear hex (cumulative with the +2: R31); a
  successful counter-charge cancels the charge modifiers of the charger it names (10.3, R22);
- terrain: the defender's hex + the hexside crossed + the level difference, the charge column for a charge
  (R4), over several contacts the combination most favourable to the defender (R9).

The sum is clamped to −7…+7 (R6); the result band gives the effects in the printed order (10.6, R3) applied
to every unit of each stack (5.2.5) through the ladders of R25, artillery eliminated by R or Dr (10.6, R24).
The unmodified die decides leader checks: 9 the defenders' leaders, 0 the attackers' (R6, R30).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from rules.i18n import _, ngettext
from rules.tables import MeleeResult, Tables

from .common import Modifier, Verdict, allowed, check_d10, over_d10, refused
from .disorder import Transition, apply_all, condition
from .inputs import Combatant, Contact, MeleeSituation, Stack
from .records import fast_inits
from .terrain import CombatTerrain, contact_terrain, melee_terrain

ADVANCE_CODES = ("advance_obligatory", "advance_optional")
Advance = Literal["attacker_obligatory", "defender_optional"]


# ---------------------------------------------------------------------------------------------------------
# Who may attack or charge


def can_attack(stack: Stack | Combatant, tables: Tables, *, in_command: bool = True) -> Verdict:
    """10.1: routed, out-of-command and artillery units cannot initiate a mêlée (they defend normally)."""
    stack = Stack.of(stack)
    fighters = [u for u in stack.units if u.fights]
    if not fighters:
        return refused(_("{stack}: no unit of the stack takes part").format(stack=stack.label), "5.2.5")
    if any(u.routed for u in fighters):
        return refused(_("{stack}: a routed unit cannot attack").format(stack=stack.label), "10.1, 12.2.3")
    if not in_command:
        return refused(_("{unit} is out of command").format(unit=stack.label), "7.4, 10.1")
    if not any(tables.unit_type(u.type).initiates_melee for u in fighters):
        return refused(_("{stack}: artillery never initiates a mêlée").format(stack=stack.label), "10.1")
    return allowed()


def can_charge(
    unit: Combatant,
    tables: Tables,
    *,
    in_command: bool = True,
    started_in_contact: bool = False,
    hexes_moved: int | None = None,
    mp_spent: int | None = None,
    straight_ahead: bool = True,
    target_in_central_front_hex: bool = True,
) -> Verdict:
    """10.2, R21: a mounted Ch or Ha, in command, not routed, not starting in contact, moving at least one hex
    straight ahead (no facing change) for at most 4 MP, its target in its central front hex."""
    utype = tables.unit_type(unit.type)
    if not utype.charges:
        return refused(_("{unit}: only Ch and Ha charge").format(unit=unit.unit_id), "10.2")
    if not unit.is_mounted(tables):
        return refused(_("{unit}: Ch and Ha on foot cannot charge").format(unit=unit.unit_id), "10.2 clarification")
    if unit.routed:
        return refused(_("{unit} is routed").format(unit=unit.unit_id), "10.2")
    if not in_command:
        return refused(_("{unit} is out of command").format(unit=unit.unit_id), "10.2, 7.4")
    if started_in_contact:
        return refused(_("{unit} started in contact with the enemy: a normal mêlée only").format(unit=unit.unit_id),
                       "10.2")
    if not straight_ahead:
        return refused(_("{unit}: a charge moves straight ahead without changing facing").format(unit=unit.unit_id),
                       "10.2; R21")
    if hexes_moved is not None and hexes_moved < tables.number("charge_min_hexes"):
        return refused(ngettext("{unit} must move at least {n} hex", "{unit} must move at least {n} hexes",
                                tables.number("charge_min_hexes")).format(unit=unit.unit_id,
                                                                         n=tables.number("charge_min_hexes")),
                       "10.2; R21")
    if mp_spent is not None and mp_spent > tables.number("charge_max_mp"):
        return refused(_("{unit} spent {mp} MP, more than {most}").format(unit=unit.unit_id, mp=mp_spent,
                                                                       most=tables.number("charge_max_mp")),
                       "10.2; R21")
    if not target_in_central_front_hex:
        return refused(_("{unit}: the target must be in its central front hex").format(unit=unit.unit_id), "10.2; R21",
                       "not-central-front-hex")
    return allowed()


# ---------------------------------------------------------------------------------------------------------
# The two sides as the table sees them


@dataclass(frozen=True)
class SideValues:
    """One side of a mêlée: the units that fight, their SP, types, quality and leaders' bonuses."""

    fighters: tuple[Combatant, ...]
    sp: int
    types: tuple[str, ...]
    quality: int
    stack_qualities: tuple[int, ...]
    leader_bonus: int
    leaders: tuple[str, ...]
    stacked: bool  # a stack of two fighting units took its weaker quality (5.2.5)


def _fighters(stack: Stack, tables: Tables, attacking: bool) -> tuple[Combatant, ...]:
    units = [u for u in stack.units if u.fights]
    if attacking:
        # 5.2.1: artillery stacked with infantry adds nothing to an attack (SP only when defending; the
        # infantry's quality when attacking); 10.1: artillery never attacks on its own.
        units = [u for u in units if tables.unit_type(u.type).initiates_melee]
    return tuple(units)


def side_values(stacks: tuple[Stack, ...], tables: Tables, attacking: bool) -> SideValues:
    fighters: list[Combatant] = []
    qualities: list[int] = []
    stacked = False
    for stack in stacks:
        units = _fighters(stack, tables, attacking)
        if not units:
            raise ValueError(_("{stack}: no unit of this stack can fight in this mêlée (5.2.5, 10.1)").format(
                stack=stack.label))
        fighters.extend(units)
        qualities.append(min(u.quality for u in units))
        stacked = stacked or len(units) > 1
    types = tuple(dict.fromkeys(u.type for u in fighters))
    leaders = tuple(ldr for s in stacks for ldr in s.leaders)
    return SideValues(
        tuple(fighters),
        sum(u.sp for u in fighters),
        types,
        max(qualities),
        tuple(qualities),
        sum(ldr.bonus for ldr in leaders),
        tuple(ldr.leader_id for ldr in leaders),
        stacked,
    )


# ---------------------------------------------------------------------------------------------------------
# Validation


def _validate(s: MeleeSituation, tables: Tables) -> None:
    na, nd = len(s.attackers), len(s.defenders)
    if na > 1 and nd > 1:
        raise ValueError(_("{a} attackers against {d} defenders: one side of a mêlée is a single unit (R10)").format(
            a=na, d=nd))
    pairs = set()
    for c in s.contacts:
        if not (0 <= c.attacker < na and 0 <= c.defender < nd):
            raise ValueError(_("contact {attacker}→{defender} names no stack of the mêlée").format(
                attacker=c.attacker, defender=c.defender))
        if (c.attacker, c.defender) in pairs:
            raise ValueError(_("contact {attacker}→{defender} given twice").format(attacker=c.attacker,
                                                                                  defender=c.defender))
        pairs.add((c.attacker, c.defender))
    for i in range(na):
        if not any(c.attacker == i for c in s.contacts):
            raise ValueError(_("attacker {stack} touches no defender").format(stack=s.attackers[i].label))
    for j in range(nd):
        if not any(c.defender == j for c in s.contacts):
            raise ValueError(_("defender {stack} is touched by no attacker").format(stack=s.defenders[j].label))
    for stack in s.attackers:
        verdict = can_attack(stack, tables)
        if not verdict:
            raise ValueError(f"{verdict.reason} ({verdict.rule})")
    charges = [c for c in s.contacts if c.charge]
    if charges and (len(charges) != len(s.contacts) or nd != 1):
        raise ValueError(_("no other unit joins a charge unless it charges the same defender too (10.2)"))
    if bool(charges) != (s.kind in ("charge", "elan", "dispersion")):
        raise ValueError(_("kind {kind}: a charge, Élan or Dispersion has every contact charge=True, a mêlée "
                           "none").format(kind=repr(s.kind)))
    if charges:
        for c in charges:
            # Terrain Chart: a charge NA across a hexside (bridge, ford) stays illegal when counter-charged.
            lane = melee_terrain(
                tables, hex_terrain=c.hex_terrain, hexside=c.hexside, level_difference=c.level_difference, charge=True
            )
            if not lane.allowed:
                raise ValueError(_("no charge across or into {terrain} (Terrain Chart: NA)").format(
                    terrain=lane.prohibited_by))
            for u in _fighters(s.attackers[c.attacker], tables, True):
                if not tables.unit_type(u.type).charges or not u.is_mounted(tables):
                    raise ValueError(_("{unit}: only mounted Ch and Ha charge (10.2)").format(unit=u.unit_id))


# ---------------------------------------------------------------------------------------------------------
# Resolution


@dataclass(frozen=True)
class MeleeUnitEffect:
    """What the result does to one unit: its side's effects through the ladders, and whether it may advance."""

    unit_id: str
    side: Literal["attacker", "defender"]
    effects: tuple[str, ...]
    transitions: tuple[Transition, ...]
    may_advance: bool

    @property
    def eliminated(self) -> bool:
        return bool(self.transitions) and self.transitions[-1].eliminated


@dataclass(frozen=True)
class MeleeOutcome:
    """The result of one die (R3, R6, 10.6)."""

    die: int
    modified: int
    band: MeleeResult
    defender_effects: tuple[str, ...]  # in the printed order: ("Dr", "R"); () = no effect
    attacker_effects: tuple[str, ...]
    advance: Advance | None  # what the table gives; discouraged units never advance (12.1, R3)
    advancing_units: tuple[str, ...]  # units allowed to advance (valiant, not eliminated)
    units: tuple[MeleeUnitEffect, ...]
    leader_checks: tuple[tuple[str, tuple[str, ...]], ...]  # ("defenders" | "attackers", leader ids)

    @property
    def attacker_must_advance(self) -> bool:
        """The attacker must advance (R3) and one of its units may (not discouraged, 12.1)."""
        return self.advance == "attacker_obligatory" and bool(self.advancing_units)

    @property
    def defender_may_advance(self) -> bool:
        return self.advance == "defender_optional" and bool(self.advancing_units)

    def unit(self, unit_id: str) -> MeleeUnitEffect:
        return next(u for u in self.units if u.unit_id == unit_id)


@dataclass(frozen=True)
class MeleeResolution:
    """A mêlée with every modifier; ``result(die)`` and ``distribution()`` over the d10."""

    situation: MeleeSituation
    tables: Tables
    modifiers: tuple[Modifier, ...]
    excluded: tuple[Modifier, ...]  # modifiers that applied but another one excludes (D9, R31)
    cancelled: tuple[str, ...]  # charges cancelled by a counter-charge (R22), for the log
    attackers: SideValues
    defenders: SideValues
    terrain_contact: int  # index of the contact whose terrain was used (R9)

    @property
    def total(self) -> int:
        """The sum of every modifier before the clamp."""
        return sum(m.value for m in self.modifiers)

    @property
    def applied(self) -> int:
        """The sum clamped to −7…+7 (R6)."""
        return self.tables.clamp_melee(self.total)

    @property
    def clamped(self) -> bool:
        return self.applied != self.total

    def modified(self, die: int) -> int:
        return check_d10(self.tables, die) + self.applied

    def band(self, die: int) -> MeleeResult:
        return self.tables.melee_result(self.modified(die))

    def result(self, die: int) -> MeleeOutcome:
        """The outcome of this die; kept on the resolution (the odds, the roll and its log line each ask for
        it, issue #30: a frozen resolution gives the same outcome every time)."""
        kept = self.__dict__.get("_results")
        if kept is None:
            kept = {}
            object.__setattr__(self, "_results", kept)
        got = kept.get(die)
        if got is None:
            got = kept[die] = self._result(die)
        return got

    def _result(self, die: int) -> MeleeOutcome:
        tables = self.tables
        band = self.band(die)
        d_eff = tuple(e for e in band.defender if e not in ADVANCE_CODES)
        a_eff = tuple(e for e in band.attacker if e not in ADVANCE_CODES)
        advance: Advance | None = None
        if band.attacker_must_advance:
            advance = "attacker_obligatory"
        elif band.defender_may_advance:
            advance = "defender_optional"
        units: list[MeleeUnitEffect] = []
        for side, stacks, effects in (
            ("defender", self.situation.defenders, d_eff),
            ("attacker", self.situation.attackers, a_eff),
        ):
            side_advances = advance == ("attacker_obligatory" if side == "attacker" else "defender_optional")
            for stack in stacks:
                for u in stack.units:
                    artillery = u.is_artillery(tables)
                    transitions = apply_all(condition(u.fatigued, u.disorder), effects, tables, artillery=artillery)
                    final = transitions[-1].after if transitions else condition(u.fatigued, u.disorder)
                    # 12.1, R3: discouraged units never advance; a routed one moves only in Phase E (12.2.3).
                    may = side_advances and final.disorder == "valiant"
                    units.append(MeleeUnitEffect(u.unit_id, side, effects, transitions, may))  # type: ignore[arg-type]
        advancing = tuple(u.unit_id for u in units if u.may_advance)
        checks: list[tuple[str, tuple[str, ...]]] = []
        for who in tables.leader_check_sides("melee", die):
            stacks = self.situation.defenders if who == "defenders" else self.situation.attackers
            ids = tuple(ldr.leader_id for s in stacks for ldr in s.leaders)
            if ids:
                checks.append((who, ids))
        return MeleeOutcome(
            die, self.modified(die), band, d_eff, a_eff, advance, advancing, tuple(units), tuple(checks)
        )

    def distribution(self) -> dict[MeleeResult, Fraction]:
        """Exact probability of each band of the results table over the d10 (every band listed)."""
        return over_d10(self.tables, self.band, self.tables.melee_results)

    def expected_band_index(self) -> Fraction:
        """The mean row of the results table (0 = −7…−4, the worst for the attacker)."""
        order = {b: i for i, b in enumerate(self.tables.melee_results)}
        return sum((p * order[b] for b, p in self.distribution().items()), Fraction(0))

    def leader_check_probability(self, who: Literal["defenders", "attackers"]) -> Fraction:
        dist = over_d10(self.tables, lambda die: who in self.tables.leader_check_sides("melee", die))
        return dist.get(True, Fraction(0))


def _odds_label(tables: Tables, att: int, dfn: int) -> str:
    for band in tables.odds:
        if att * band.defender >= band.attacker * dfn:
            return band.label
    raise AssertionError("the last odds line matches any ratio")


def _has_facing(stack: Stack) -> bool:
    """Routed units have no facing (2018 3.4; D9): no front or rear hex."""
    return any(not u.routed for u in stack.units)


def resolve_melee(situation: MeleeSituation, tables: Tables) -> MeleeResolution:
    """Every modifier of a mêlée, from the tables. Raises ValueError for a mêlée the rules forbid
    (N v M, R10; routed or artillery attackers, 10.1; mixed charges, 10.2; NA terrain)."""
    s = situation
    _validate(s, tables)
    att = side_values(s.attackers, tables, attacking=True)
    dfn = side_values(s.defenders, tables, attacking=False)
    src = tables.melee_modifiers
    mods: list[Modifier] = []

    # Odds (10.5; 5.2.1, 5.2.5)
    mods.append(
        Modifier(
            "odds",
            tables.odds_modifier(att.sp, dfn.sp),
            f"Mêlée Table: odds {att.sp}:{dfn.sp}, rounded in favour of the defender (10.5)",
            f"odds {_odds_label(tables, att.sp, dfn.sp)}",
        )
    )

    # Unit types (R8)
    pairs = [(a, d, tables.type_modifier(a, d)) for a in att.types for d in dfn.types]
    a_type, d_type, type_value = min(pairs, key=lambda p: p[2])
    type_rule = "Mêlée Table: unit types" + (
        "; combined: most favourable to the defender (R8)" if len(pairs) > 1 else ""
    )
    mods.append(Modifier("type", type_value, type_rule, f"{a_type} v {d_type}"))

    # Quality (R8; 5.2.5, 5.2.1)
    q_rule = "Mêlée Table: quality"
    if len(s.attackers) > 1 or len(s.defenders) > 1:
        q_rule += "; best quality on each side (R8)"
    if att.stacked or dfn.stacked:
        q_rule += "; a stack takes its weaker quality (5.2.5, 5.2.1)"
    mods.append(Modifier("quality", tables.quality_modifier(att.quality, dfn.quality), q_rule, "quality"))

    # Leaders (R7)
    if att.leaders or dfn.leaders:
        mods.append(
            Modifier(
                "leaders",
                att.leader_bonus - dfn.leader_bonus,
                "Mêlée Table: leaders' bonuses, attackers' minus defenders' (R7)",
                "leaders",
            )
        )

    # Offensive fire
    if s.offensive_fire:
        key = "attacker_offensive_fire"
        mods.append(Modifier(key, src[key].value, src[key].source, "offensive fire"))

    # Attackers discouraged (routed attackers are refused above)
    n_disc = sum(u.discouraged for u in att.fighters)
    if n_disc:
        key = "all_attackers_discouraged" if n_disc == len(att.fighters) else "some_attackers_discouraged"
        label = (
            "attacker discouraged"
            if len(att.fighters) == 1
            else "attackers discouraged"
            if key.startswith("all")
            else "some attackers discouraged"
        )
        mods.append(Modifier(key, src[key].value, src[key].source, label))

    # Defenders discouraged or routed: one graded line (open question for a mix, see docs)
    n = len(dfn.fighters)
    routed = sum(u.routed for u in dfn.fighters)
    disc = sum(u.discouraged for u in dfn.fighters)
    one = n == 1
    d_key, d_label = None, ""
    if routed == n:
        d_key, d_label = "all_defenders_routed", "defender routed" if one else "defenders routed"
    elif routed:
        d_key, d_label = "all_defenders_discouraged_or_some_routed", "some defenders routed"
    elif disc == n:
        d_key = "all_defenders_discouraged_or_some_routed"
        d_label = "defender discouraged" if one else "defenders discouraged"
    elif disc:
        d_key, d_label = "some_defenders_discouraged", "some defenders discouraged"
    if d_key is not None:
        rule = src[d_key].source + ("; R32" if d_key.startswith("all_defenders_discouraged") else "")
        mods.append(Modifier(d_key, src[d_key].value, rule, d_label))

    # Rear hex: only a defender with a facing has rear hexes (routed units have none: 3.4, D9); with every
    # defender routed it is listed, then excluded by the +5 below.
    all_routed = routed == n
    if any(c.from_rear and (all_routed or _has_facing(s.defenders[c.defender])) for c in s.contacts):
        key = "rear_attack"
        mods.append(Modifier(key, src[key].value, src[key].source + "; R31", "rear"))

    # Charges (10.2, 10.3, R22, R31)
    cancelled = tuple(s.attackers[c.attacker].label for c in s.contacts if c.charge and c.counter_charged)
    live = [c for c in s.contacts if c.charge and not c.counter_charged]
    if live:
        rear = [c.from_rear and (all_routed or _has_facing(s.defenders[c.defender])) for c in live]
        if len(live) == 1:
            key, label = ("charge_rear_or_multi_front", "charge rear") if rear[0] else ("charge_front", "charge front")
        elif any(rear):
            key, label = "charge_multi_with_rear", "multiple charge with rear"
        else:
            key, label = "charge_rear_or_multi_front", "multiple charge"
        rule = src[key].source + ("; counter-charged chargers not counted (10.3, R22)" if cancelled else "")
        mods.append(Modifier(key, src[key].value, rule, label))

    # Terrain (R9, R4)
    terrains: list[CombatTerrain] = []
    for c in s.contacts:
        t = contact_terrain(tables, c)
        if not t.allowed:
            words = (_("no charge across or into {terrain} (Terrain Chart: NA)") if c.charge and not c.counter_charged
                     else _("no mêlée across or into {terrain} (Terrain Chart: NA)"))
            raise ValueError(words.format(terrain=t.prohibited_by))
        terrains.append(t)
    best = min(range(len(terrains)), key=lambda i: terrains[i].value)
    parts = terrains[best].parts
    several = "; several contacts: the combination most favourable to the defender (R9)" if len(terrains) > 1 else ""
    if parts:
        mods.extend(Modifier(p.key, p.value, p.rule + several, p.label) for p in parts)
    else:
        contact: Contact = s.contacts[best]
        mods.append(Modifier("terrain", 0, "Terrain Chart; 10.5, R9" + several, contact.hex_terrain))

    # Exclusions (D9, R31): routed defenders have no facing, so no rear or charge modifier with the +5.
    applied_keys = {m.key for m in mods}
    excluded_keys = {x for m in mods if m.key in src for x in src[m.key].excludes if x in applied_keys}
    kept = tuple(m for m in mods if m.key not in excluded_keys)
    excluded = tuple(m for m in mods if m.key in excluded_keys)
    return MeleeResolution(s, tables, kept, excluded, cancelled, att, dfn, best)


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
