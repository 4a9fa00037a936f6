"""Charge movement (10.2, R21): who may charge, the straight run through the central front hexside, and the
target it marks for the mêlée step.

A charger must be a mounted unit of a type that charges (Ch, Ha), in command, not routed, and not already in
contact with an enemy unit. Its target is the first enemy straight ahead of its central front hexside at the
start; it moves straight toward it, at least one hex, spending at most 4 MP (and no more than its
allowance), without any facing change, and stops with the target in its central front hex. Friendly units it
passes through are routed at once. The one-hex move of 8.1 does not lift the 4 MP limit (**open question**).

A charge whose mêlée would be across a hexside (or into a hex) whose Terrain Chart charge column is NA (bridge,
ford, gate, wall, river: whatever the tables say, crossing included) is not a charge at all: it is not
offered in D.1 rather than refused in D.4 (R21, R38).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.geometry.hexgrid import Hex
from rules.i18n import _, ngettext
from rules.resolve import melee_terrain
from rules.resolve.text import terrain_words

from . import board
from .choices import Charge, IllegalChoice
from .frozen import replace
from .movement import _Ends, _numbers, movers
from .state import Position


@dataclass(frozen=True)
class ChargeRun:
    """The one charge a unit can make now: its path, cost, target hex and units, friends it routs."""

    unit: str
    path: tuple[Hex, ...]
    cost: int
    target: Hex
    targets: tuple[str, ...]
    passed: tuple[str, ...]  # friendly units in the hexes it passes through (10.2: they rout)


def why_no_charge(state: Position, unit_id: str) -> str | None:
    """Why this unit may not charge at all now (None: it may, if an enemy is straight ahead in reach)."""
    us = state.unit(unit_id)
    info = state.unit_info(unit_id)
    if not info.utype.charges:
        return _("{unit} ({type}) never charges: only Ch and Ha do (10.2)").format(unit=unit_id, type=info.type)
    if not us.mounted:
        return _("{unit} is on foot: Ch and Ha charge only mounted (10.2)").format(unit=unit_id)
    if not us.on_map:
        return _("{unit} is not on the map").format(unit=unit_id)
    if us.routed:
        return _("{unit} is routed (10.2)").format(unit=unit_id)
    if us.out_of_command:
        return _("{unit} is out of command (10.2)").format(unit=unit_id)
    if state.adjacent_enemies(unit_id, us.hex):  # type: ignore[arg-type]
        return _("{unit} is already in contact with the enemy: it may only start a normal mêlée (10.2)").format(
            unit=unit_id)
    return None


def charge_run(state: Position, unit_id: str) -> ChargeRun | str:
    """The unit's charge move, or why it has none."""
    why = why_no_charge(state, unit_id)
    if why:
        return why
    b = state.battle
    us = state.unit(unit_id)
    mv = movers(state, unit_id)
    fld = state.field(mv.side)
    _cost, _dir, leave_ef, enter_ef, stack_mp = _numbers(b)
    limit = min(b.number("charge_max_mp"), mv.budgets[0])
    costs = b.step_costs(mv.columns[0])
    a = mv.start
    path = [a]
    spent = 0
    passed: list[str] = []
    lab = state.grid.label
    while True:
        n = b.nbr[a][us.facing]  # type: ignore[index]
        if n < 0:
            return _("no enemy unit straight ahead of {unit} before the map edge (10.2)").format(unit=unit_id)
        if n in fld.blocked:
            break
        c = costs[a][us.facing]  # type: ignore[index]
        if c is None:
            return _("{unit} cannot charge: {origin} → {hex} is NA before reaching an enemy (10.2)").format(
                unit=unit_id, origin=lab(b.hexes[a]), hex=lab(b.hexes[n]))
        spent += (c + (leave_ef if a in fld.enemy_front else 0) + (enter_ef if n in fld.enemy_front else 0)
                  + (stack_mp if (mv.leaves_stack and a == mv.start) else 0))
        if spent > limit:
            return _("{unit} cannot reach an enemy straight ahead within {limit} MP (10.2: at most {max} MP)").format(
                unit=unit_id, limit=limit, max=b.number("charge_max_mp"))
        path.append(n)
        a = n
    moved = len(path) - 1
    if moved < b.number("charge_min_hexes"):
        least = b.number("charge_min_hexes")
        return ngettext("{unit} must move at least {hexes} hex to charge (10.2)",
                        "{unit} must move at least {hexes} hexes to charge (10.2)", least).format(
            unit=unit_id, hexes=least)
    for h in path[1:-1]:
        passed += [u.id for u in fld.friends.get(h, ())]
    at = _Ends(state, mv, fld).at(path[-1])
    if isinstance(at, str):
        return at
    forced, join = at
    if forced is not None and forced != us.facing:
        return _("{unit} would have to turn to join the stack in {hex}; a charger does not turn").format(
            unit=unit_id, hex=lab(b.hexes[path[-1]]))
    spent += join
    if spent > limit:
        return _("{unit} would spend {mp} MP; a charge spends at most {limit} (10.2)").format(
            unit=unit_id, mp=spent, limit=limit)
    target_hex = b.hexes[b.nbr[path[-1]][us.facing]]
    targets = tuple(u.id for u in state.units_at(target_hex))
    end = b.hexes[path[-1]]
    lane = melee_terrain(b.tables, hex_terrain=board.terrain_key(state, target_hex),
                         hexside=board.hexside_features(state, end, target_hex),
                         level_difference=board.level(state, end) - board.level(state, target_hex), charge=True)
    if not lane.allowed:
        return _("{unit} cannot charge {hex} from {origin}: the Terrain Chart's charge column is NA for {terrain} "
                 "(10.2, R21, R38)").format(unit=unit_id, hex=lab(target_hex), origin=lab(end),
                                            terrain=terrain_words(lane.prohibited_by))
    there = replace(us, hex=end)
    if any(not board.melee_possible(state, there, t, charge=True) for t in state.units_at(target_hex)):
        return _("{unit} may not fight {hex} from {origin}: the scenario forbids that mêlée (9.1)").format(
            unit=unit_id, hex=lab(target_hex), origin=lab(end))
    return ChargeRun(unit_id, tuple(b.hexes[i] for i in path), spent, target_hex, targets, tuple(passed))


def check_charge(state: Position, choice: Charge) -> ChargeRun:
    """A charge choice is legal when it is exactly the unit's charge run."""
    run = charge_run(state, choice.unit)
    if isinstance(run, str):
        raise IllegalChoice(run)
    lab = state.grid.label
    if choice.path != run.path:
        want = "-".join(lab(h) for h in run.path)
        raise IllegalChoice(_("a charge runs straight ahead through the central front hexside without turning "
                              "(10.2): {unit}'s charge path is {path}").format(unit=choice.unit, path=want))
    if choice.target != run.target:
        raise IllegalChoice(_("{unit}'s charge target is the enemy straight ahead, in {hex}").format(
            unit=choice.unit, hex=lab(run.target)))
    return run
