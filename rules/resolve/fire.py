"""Fire (§9, Fire Table): who may fire, the modifiers with their rules, the result of a d10, its distribution.

- Fire class and range: the firers' type row of the fire table; combined fire (units of one type only, 9.1)
  uses the range of the firer farthest from the target (9.3).
- Modifiers (Fire Table, all cumulative, each counted once for combined fire, 9.3): strength of the combined
  SP (< 4 −1 except artillery, > 4 +1, > 8 +2 in total: R5, D17), target a dismounted Ch or Ha −1, a firer
  moved −1 (a facing change counts, 8.2), a firer mounted −1, a firer discouraged −1, and the terrain of the
  target's position (Terrain Chart 'effect on fire', walls and gates by direction: D3, R11).
- Result: modified roll ≥ first number → discouraged, ≥ second → routed (12.1, 12.2.1), applied to the
  target stack as one counter (5.2.5) through the ladders of R25 (``disorder``).
- Artillery (9.3, R24): a stacked artillery unit suffers fire results only when the firer is artillery
  (alone in its hex it always does); a rout eliminates it.
- Leaders: an unmodified 9 makes every leader stacked with the target roll (Fire Table, 7.5, R30).
- Routed units never fire, defensive fire included (R2).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from rules.i18n import _, ngettext
from rules.tables import Edition, FireCell, FireOutcome, Tables
from rules.tables import edition as load_edition

from .common import Modifier, Verdict, allowed, check_d10, over_d10, refused
from .disorder import Transition, UnitCondition, apply_all
from .inputs import Combatant, FireKind, FireSituation
from .records import fast_inits
from .terrain import fire_terrain

FIRE_OUTCOMES: tuple[FireOutcome, ...] = ("no_effect", "discourage", "rout")


# ---------------------------------------------------------------------------------------------------------
# Who may fire


def _intrinsic(
    unit: Combatant, range_: int, tables: Tables, kind: FireKind, edition: Edition | None, beneath: Combatant | None
) -> Verdict:
    utype = tables.unit_type(unit.type)
    if not unit.fire_capable(tables):
        if utype.fires == "with_symbol":
            return refused(_("{unit}: a {type} fires only with the fire symbol").format(unit=unit.unit_id,
                                                                                        type=unit.type),
                           "2.1, 2.2")
        return refused(_("{unit}: {type} has no fire capability").format(unit=unit.unit_id, type=unit.type), "2.2, 9.1")
    if unit.routed:
        return refused(_("{unit} is routed: routed units never fire").format(unit=unit.unit_id),
                       "R2; 9.1 (2014, 2018), 12.2.3")
    if kind == "phase_b" and not utype.phase_b_fire:
        return refused(_("{unit}: only archers and artillery fire in Phase B").format(unit=unit.unit_id), "6.B")
    if beneath is not None and beneath.fire_capable(tables):
        ed = edition if edition is not None else load_edition()
        both = ed.stacked_artillery_both_fire and (unit.is_artillery(tables) or beneath.is_artillery(tables))
        if not both:
            return refused(
                _("{unit} is beneath {top}: only the top unit of a stack fires").format(unit=unit.unit_id,
                                                                                       top=beneath.unit_id),
                f"5.2.5, 9.1; R1 (stacked_artillery_both_fire = {str(ed.stacked_artillery_both_fire).lower()})",
            )
    fire_class = utype.fire_class
    assert fire_class is not None
    if range_ < 1:
        raise ValueError(_("fire range must be at least 1 hex, not {range}").format(range=range_))
    if tables.fire_row(fire_class, range_) is None:
        row = tables.fire_classes[fire_class]
        return refused(
            ngettext("{unit}: {name} cannot fire at {range} hex (at most {max})",
                     "{unit}: {name} cannot fire at {range} hexes (at most {max})", range_).format(
                unit=unit.unit_id, name=row.name, range=range_, max=row.max_range), "Fire Table",
            "out-of-range")
    return allowed()


def can_fire(
    unit: Combatant,
    range_: int,
    tables: Tables,
    *,
    kind: FireKind = "ranged",
    edition: Edition | None = None,
    in_command: bool = True,
    adjacent_enemy: bool = False,
    melee_prohibited: bool = False,
    beneath: Combatant | None = None,
) -> Verdict:
    """May this unit fire at a target ``range_`` hexes away? With the reason and rule either way.

    adjacent_enemy: the firer is adjacent to any enemy unit, across any hexside (6.B, 9.1, R36).
    melee_prohibited: the target is adjacent, in one of the firer's front hexes, across a hexside that
    prohibits mêlée (river, wall, gate: the chart's NA) or a scenario rule forbids that mêlée (9.1 exception).
    In Phases B and D.2 a unit next to any enemy, or next to its target, fires only at such a target, never at
    another (R36). beneath: see ``Firer.beneath``.
    """
    verdict = _intrinsic(unit, range_, tables, kind, edition, beneath)
    if not verdict:
        return verdict
    if not in_command and kind != "defensive":
        return refused(_("{unit} is out of command: it fires only in defence").format(unit=unit.unit_id), "7.4")
    if kind in ("phase_b", "ranged"):
        if range_ == 1 and not melee_prohibited:
            return refused(_("{unit} is adjacent to its target, which it could fight in mêlée (or which is not in a "
                             "front hex)").format(unit=unit.unit_id), "9.1 and its exception, R36")
        if adjacent_enemy and range_ != 1:
            return refused(_("{unit} is adjacent to an enemy unit: it may fire only at an adjacent enemy in a front "
                             "hex across a hexside that forbids mêlée").format(unit=unit.unit_id),
                           "6.B, 9.1 (Phases B and D.2), R36")
    elif range_ != 1:
        return refused(_("{unit}: offensive and defensive fire only at an adjacent target").format(unit=unit.unit_id),
                       "9.1 (Phase D.4)")
    return allowed()


# ---------------------------------------------------------------------------------------------------------
# Resolution


@dataclass(frozen=True)
class FireUnitEffect:
    """What a fire result does to one unit of the target stack (``affected`` False: 9.3, R24)."""

    unit_id: str
    affected: bool
    transitions: tuple[Transition, ...]
    rule: str = ""


@dataclass(frozen=True)
class FireResult:
    """The result of one die: the modified roll, the table's outcome, its effect on each unit, leader checks."""

    die: int
    modified: int
    outcome: FireOutcome
    units: tuple[FireUnitEffect, ...]
    leader_checks: tuple[str, ...]  # ids of the leaders stacked with the target who must roll (unmodified 9)

    @property
    def eliminated(self) -> tuple[str, ...]:
        return tuple(u.unit_id for u in self.units if u.transitions and u.transitions[-1].eliminated)


@dataclass(frozen=True)
class FireResolution:
    """A fire attack with every modifier; ``result(die)`` and ``distribution()`` over the d10."""

    situation: FireSituation
    tables: Tables
    fire_class: str
    range: int
    cell: FireCell
    modifiers: tuple[Modifier, ...]
    firer_is_artillery: bool

    @property
    def total(self) -> int:
        """The sum of the modifiers (no clamp on the fire table)."""
        return sum(m.value for m in self.modifiers)

    def modified(self, die: int) -> int:
        return check_d10(self.tables, die) + self.total

    def outcome(self, die: int) -> FireOutcome:
        return self.cell.result(self.modified(die))

    def result(self, die: int) -> FireResult:
        tables = self.tables
        outcome = self.outcome(die)
        target = self.situation.target
        alone = len(target.units) == 1
        units: list[FireUnitEffect] = []
        for unit in target.units:
            artillery = unit.is_artillery(tables)
            if artillery and not alone and not self.firer_is_artillery:
                units.append(FireUnitEffect(unit.unit_id, False, (), "9.3 (stacked artillery spared); R24"))
                continue
            state = UnitCondition(unit.fatigued, unit.disorder)
            results = () if outcome == "no_effect" else (outcome,)
            transitions = apply_all(state, results, tables, artillery=artillery, source="fire")
            units.append(FireUnitEffect(unit.unit_id, True, transitions, "Fire Table; 12.1, 12.2.1; R25"))
        leaders: tuple[str, ...] = ()
        if "target" in tables.leader_check_sides("fire", die):
            leaders = tuple(ldr.leader_id for ldr in target.leaders)
        return FireResult(die, self.modified(die), outcome, tuple(units), leaders)

    def distribution(self) -> dict[FireOutcome, Fraction]:
        """Exact probability of each outcome of the table over the d10 (all three listed)."""
        return over_d10(self.tables, self.outcome, FIRE_OUTCOMES)

    def leader_check_probability(self) -> Fraction:
        """The chance that leaders stacked with the target must roll (unmodified 9)."""
        dist = over_d10(self.tables, lambda die: "target" in self.tables.leader_check_sides("fire", die))
        return dist.get(True, Fraction(0))


def strength_modifiers(tables: Tables, sp: int, artillery: bool) -> tuple[Modifier, ...]:
    """The fire strength line(s) of the combined SP, as ``Tables.fire_strength_modifier`` sums them (R5)."""
    applicable = {
        m.key: m
        for m in tables.fire_modifiers.values()
        if (m.sp_above is not None or m.sp_below is not None)
        and (m.sp_above is None or sp > m.sp_above)
        and (m.sp_below is None or sp < m.sp_below)
        and not (artillery and m.artillery is False)
    }
    replaced = {m.replaces for m in applicable.values() if m.replaces}
    out = []
    for key, m in applicable.items():
        if key in replaced:
            continue
        label = f"<{m.sp_below} SP" if m.sp_below is not None else f">{m.sp_above} SP"
        rule = m.source + ("; R5" if m.replaces or key in replaced else "")
        out.append(Modifier(key, m.value, rule, label))
    assert sum(x.value for x in out) == tables.fire_strength_modifier(sp, artillery)
    return tuple(out)


_FLAG_LABELS = {
    "target_dismounted_ch_or_ha": "dismounted target",
    "firer_moved": "moved",
    "firer_mounted": "mounted",
    "firer_discouraged": "discouraged",
}


def resolve_fire(situation: FireSituation, tables: Tables, edition: Edition | None = None) -> FireResolution:
    """Every modifier of a fire attack, from the tables. Raises ValueError for a fire the rules forbid
    (no fire capability, routed firer, different types combined, out of range, stacked lower unit)."""
    firers = situation.firers
    types = {f.unit.type for f in firers}
    if len(types) > 1:
        raise ValueError(_("different unit types cannot combine their fire ({types}) (9.1)").format(
            types=", ".join(sorted(types))))
    ids = [f.unit.unit_id for f in firers]
    if len(set(ids)) != len(ids):
        raise ValueError(_("a unit fires twice in one attack: {ids}").format(ids=ids))
    range_ = situation.range
    for f in firers:
        verdict = _intrinsic(f.unit, range_, tables, situation.kind, edition, f.beneath)
        if not verdict:
            raise ValueError(f"{verdict.reason} ({verdict.rule})")
    fire_class = tables.fire_class_of(firers[0].unit.type)
    assert fire_class is not None
    cell = tables.fire_row(fire_class, range_)
    assert cell is not None
    artillery = all(f.unit.is_artillery(tables) for f in firers)

    mods: list[Modifier] = list(strength_modifiers(tables, sum(f.unit.sp for f in firers), artillery))
    flags = {
        "target_dismounted_ch_or_ha": any(u.is_dismounted_ch_or_ha(tables) for u in situation.target.units),
        "firer_moved": any(f.moved for f in firers),
        "firer_mounted": any(f.unit.is_mounted(tables) for f in firers),
        "firer_discouraged": any(f.unit.discouraged for f in firers),
    }
    for key, on in flags.items():
        if on:
            m = tables.fire_modifiers[key]
            mods.append(Modifier(key, m.value, m.source, _FLAG_LABELS[key]))
    mods.extend(fire_terrain(tables, situation.target_terrain, situation.hexsides))
    return FireResolution(situation, tables, fire_class, range_, cell, tuple(mods), artillery)


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
