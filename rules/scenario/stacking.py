"""Stacking limits (5.1, 5.2.1, 5.2.2; R20), shared by the validator's setup check and the engine."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.geometry.hexgrid import Hex
from rules.i18n import N_, _, ngettext
from rules.scenario.model import Placement, Scenario, StackingException, Unit
from rules.scenario.words import word
from rules.tables import load_tables


def unit_class(unit: Unit, mounted: bool | None = None) -> str:
    """infantry | cavalry | artillery, by the counter's mounted state rather than its type: a dismounted
    knight stacks as infantry (8.4), a mounted archer as cavalry."""
    if load_tables().unit_type(unit.type).unit_class == "artillery":
        return "artillery"
    is_mounted = unit.mounted if mounted is None else mounted
    return "cavalry" if is_mounted else "infantry"


# The movement columns of the Terrain Chart a counter stands in, as a placement refusal names them.
MOVERS = {"infantry": N_("infantry"), "cavalry": N_("cavalry"), "artillery": N_("artillery"), "leader": N_("leader")}


@dataclass(frozen=True)
class StackingProblem:
    """Why combat units may not share a hex, as data, worded by `str()` in the current language when shown:
    the engine keeps its verdicts on the battle (`Battle.stacking_memo`), which must not keep a sentence in the
    language spoken when it was first asked."""

    units: tuple[tuple[str, str], ...] = ()  # the stack's (id, type), for the stacking limit
    limit: int = 0
    artillery_with_cavalry: bool = False  # the engine's 5.2.1 case: a mounted unit is cavalry (2.2)

    def __str__(self) -> str:
        if self.artillery_with_cavalry:
            return _("artillery stacks only with an infantry unit (5.2.1); a mounted unit is cavalry (2.2)")
        names = ", ".join(f"'{uid}' ({utype})" for uid, utype in self.units)
        return ngettext("{count} combat units stacked ({names}); the limit is {limit} unit, or one artillery with "
                        "one infantry unit, unless a scenario stacking exception allows it",
                        "{count} combat units stacked ({names}); the limit is {limit} units, or one artillery "
                        "with one infantry unit, unless a scenario stacking exception allows it",
                        self.limit).format(count=len(self.units), names=names, limit=self.limit)


def _exception_allows(units: Sequence[Unit], exc: StackingException) -> bool:
    """A scenario exception covers a stack of units of one banner and one type, within its count (5.2.2)."""
    banners = {u.banner for u in units}
    types = {u.type for u in units}
    if len(banners) != 1 or len(types) != 1 or len(units) > exc.max_units:
        return False
    if exc.banners and not banners <= set(exc.banners):
        return False
    return not (exc.types and not types <= set(exc.types))


def stacking_problem(units: Sequence[Unit], exceptions: Sequence[StackingException] = (),
                     mounted: Sequence[bool | None] | None = None) -> StackingProblem | None:
    """Why these combat units may not share a hex (worded when shown), or None when they may. Leaders never
    count (5.1)."""
    numbers = load_tables()
    max_units = numbers.number("stack_max_combat_units")
    if len(units) <= max_units:
        return None
    if len(units) <= numbers.number("stack_max_artillery_with_infantry"):
        states = mounted if mounted is not None else [None] * len(units)
        classes = sorted(unit_class(u, st) for u, st in zip(units, states, strict=True))
        if classes == ["artillery", "infantry"]:
            return None
    if any(_exception_allows(units, exc) for exc in exceptions):
        return None
    return StackingProblem(tuple((u.id, u.type) for u in units), max_units)


def placement_problem(s: Scenario, moving: Sequence[Placement], h: Hex) -> str | None:
    """Why these setup counters may not be put (together) in hex `h`, or None: terrain that is NA for a
    unit's class on the Terrain Chart (8.1), counters of the other side there (4), or the stacking limit
    (5.1, 5.2.2; R20). What the editor checks before a drop, so a drag never makes the setup invalid."""
    tables = load_tables()
    grid = s.grid
    label = grid.label(h)
    if not grid.contains(h):
        return _("{hex} is off the map").format(hex=label)
    terrain = s.map.terrain_at(h)
    try:
        row = tables.terrain_row(s.special_rules.terrain_as.get(terrain, terrain))
    except ValueError:
        row = None
    moving_ids = {p.unit or p.leader for p in moving}
    staying = [p for p in s.setup if p.hex == h and (p.unit or p.leader) not in moving_ids]
    sides = set()
    for p in (*staying, *moving):
        side = s.side_of_unit(p.unit) if p.unit else s.side_of_leader(p.leader or "")
        if side is not None:
            sides.add(side.id)
        unit = s.unit(p.unit) if p.unit else None
        if p in moving and row is not None:
            mover = unit_class(unit, p.mounted) if unit is not None else "leader"
            if row.cost(tables.movement_columns[mover]) is None:  # type: ignore[arg-type]
                return _("'{counter}' cannot stand on {terrain} at {hex}: NA for {mover} on the Terrain Chart "
                         "(8.1)").format(counter=p.unit or p.leader, terrain=word(terrain), hex=label,
                                         mover=_(MOVERS.get(mover, mover)))
    if len(sides) > 1:
        return _("{hex} holds counters of the other side (4)").format(hex=label)
    here = [(s.unit(p.unit), p.mounted) for p in (*staying, *moving) if p.unit and s.unit(p.unit) is not None]
    problem = stacking_problem([u for u, _ in here], s.special_rules.stacking, [st for _, st in here])
    return f"{label}: {problem} (R20)" if problem else None
