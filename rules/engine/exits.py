"""Leaving the map by a scoring edge: the `exit` choice of D.1 (and D.5).

The rules have no general exit rule: units leave the map only by routing (12.2.3), and are then eliminated.
Some scenarios score a side's units that leave the map by a given edge (the `unit_exited` victory event,
docs/format.md, e.g. Hautmesnil 1478: the French exiting north). Reading taken (**open question**, docs/rules.md):
where such a rule scores for the unit's side, a unit of the active banner that may move, standing in a hex on
that edge, may leave the map by it as a move of its own (8.1: one move per unit per activation) into the off-map
hex beyond, through one of its front hexsides (8.1), at the cost of a clear hex (1 MP, Terrain Chart) plus the
+1 for leaving an enemy front hex (R33) or a stack (5.2.4); like the one-hex move of 8.1 it is allowed whatever
that costs, without a facing change first. A stack may leave together (5.2.4); out of command (D.5) only when
the hex beyond is closer to the banner leader (7.4). Routed units never leave this way (12.2.3: their rout
takes them off, eliminated). The unit is then out of play, not eliminated: `UnitState.exited_by` names the edge,
and the victory module scores it for its own side (per SP in force when it left). Leaders left alone in the hex
go with it, off the map and safe (5.1, as a leader goes along with a moving unit); the active leader who still
has his own D.1 move stays to make it. A leader held captive by the unit is carried off: permanently captured
(7.5 clarification, as for a unit routing off the map).
"""

from __future__ import annotations

from rules.geometry.hexgrid import Hex, distance
from rules.i18n import N_, _

from . import board
from .choices import IllegalChoice
from .events import Event, LeaderFate, RestEnded, UnitExited
from .frozen import replace
from .movement import Movers, _numbers, movers
from .results import free_captives
from .state import Position
from .victory import map_edges

EXIT_MP = 1  # the cost of a clear hex for every unit class (Terrain Chart): the off-map hex beyond the edge


def exit_edges(state: Position, side: str) -> frozenset[str]:
    """The map edges by which a unit of this side scores on leaving the map (the scenario's unit_exited rules)."""
    return frozenset(r.edge for r in state.battle.scenario.victory.points
                     if r.event == "unit_exited" and r.edge is not None and r.side in (None, side))


def _beyond(state: Position, n: Hex, edge: str) -> bool:
    """The off-map hex n lies beyond this edge of the map."""
    grid = state.grid
    col, row = grid.to_offset(n)
    return {"north": row < grid.first_row, "south": row >= grid.first_row + grid.rows,
            "west": col < grid.first_column, "east": col >= grid.first_column + grid.columns}[edge]


def exit_hex(state: Position, mv: Movers, edge: str) -> Hex | None:
    """The off-map hex beyond `edge` that the movers can step into through a front hexside of every one (8.1)."""
    if mv.start is None:
        return None
    grid = state.grid
    h = state.battle.hexes[mv.start]
    for o in mv.fronts:
        n = grid.neighbour(h, (mv.facing + o) % 6)
        if not grid.contains(n) and _beyond(state, n, edge):
            return n
    return None


def why_no_exit(state: Position, ids: tuple[str, ...], edge: str) -> str | None:
    """Why these units cannot leave the map by this edge now (the rule, the hex, the facing), None when they can.
    Whose turn it is and whether they may still move is checked by the activation (`_check_may_act`)."""
    name = "+".join(ids)
    if any(i in state.battle.leaders for i in ids):
        return _("a leader leaves the map only with a unit (5.1)")
    side = state.side_of(ids[0])
    if edge not in exit_edges(state, side):
        return _("no victory rule of the scenario scores a {side} unit leaving by the {edge} edge (unit_exited): "
                 "units leave the map only by routing (12.2.3) or where the scenario scores it").format(side=side,
                                                                                                        edge=edge)
    for i in ids:
        if state.unit(i).routed:
            return _("{unit} is routed: a routed unit leaves the map only by its rout, eliminated (12.2.3)").format(
                unit=i)
    try:
        mv = movers(state, ids)
    except IllegalChoice as exc:
        return str(exc)
    if mv.start is None:
        return _("{unit} is not on the map").format(unit=name)
    h = state.battle.hexes[mv.start]
    if edge not in map_edges(state.grid, h):
        return _("{unit} is in {hex}, not on the {edge} edge of the map").format(unit=name, hex=state.label(h),
                                                                               edge=edge)
    n = exit_hex(state, mv, edge)
    if n is None:
        return _("{unit} leaves the map only through a front hexside (8.1); facing {facing} in {hex}, none crosses "
                 "the {edge} edge").format(unit=name, facing=state.grid.facing_names[mv.facing], hex=state.label(h),
                                           edge=edge)
    if mv.toward is not None and distance(n, mv.toward) >= distance(h, mv.toward):
        return _("{unit} is out of command: it may only move closer to its leader (7.4)").format(unit=name)
    return None


def exit_cost(state: Position, mv: Movers) -> int:
    """1 MP for the hex beyond, +1 leaving an enemy front hex (R33), +1 leaving a stack (5.2.4)."""
    _cost, _dir, leave_ef, _enter, stack_mp = _numbers(state.battle)
    fld = state.field(mv.side)
    return EXIT_MP + (leave_ef if mv.start in fld.enemy_front else 0) + (stack_mp if mv.leaves_stack else 0)


def apply_exit(state: Position, ids: tuple[str, ...], edge: str) -> tuple[Position, tuple[Event, ...]]:
    """The units leave the map by `edge` (checked by why_no_exit first): off the map, out of play, not
    eliminated; their captives carried off, leaders left alone with them."""

    why = why_no_exit(state, ids, edge)
    if why is not None:
        raise IllegalChoice(why)
    mv = movers(state, ids)
    h = state.battle.hexes[mv.start]  # type: ignore[index]
    cost = exit_cost(state, mv)
    minimum = any(cost > b for b in mv.budgets)
    side = mv.side
    events: list[Event] = [RestEnded(i) for i in ids if state.unit(i).resting]
    new = board.relocate(state, ids, None, exited_by=edge, moved=True, resting=False, stack=0, melee=False,
                         charged=False, charging=(), declared=False)
    events += [UnitExited(i, edge, h, cost, minimum) for i in ids]
    for i in ids:
        new, ev = free_captives(new, i, "left_map", None)
        events += ev
    if not any(new.side_of(u.id) == side for u in new.units_at(h)):
        gone = []
        for ls in new.leaders_at(h):
            if new.side_of(ls.id) != side:
                continue
            if ls.id == new.active_leader and not ls.moved and new.step == "D1":
                continue  # he still has his own move to make (5.1, 7.1)
            gone.append(replace(ls, hex=None, status="safe" if ls.replacement is None else ls.status))
            events.append(LeaderFate(ls.id, N_("leaves the map with {unit} by the {edge} edge: safe"),
                                     "5.1, unit_exited", h, args=(("unit", ids[0]), ("edge", edge))))
        new = new.with_leaders(gone)
    return new, tuple(events)
