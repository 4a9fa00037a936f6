"""Command (7.2–7.4; R16, R28, R29): who is in command for the turn, and which units an activation moves.

Phase A (7.2, R16): a unit is in command for the whole turn when its hex distance to the counter commanding
its banner is at most that counter's command radius ("a radius of five hexes means no more than four hexes
between them"); terrain and enemy units never matter. The army commander checks only his own banner then
(6.A). Reinforcements due this turn are in command for their first activation (7.3, R29).
Activation (7.2, R28): a leader activates every unit of his banner; the army commander also every unit of his
army within his radius, measured when his activation begins (before he moves). Out-of-command units still
only do out-of-command actions, even a second time (7.2).
"""

from __future__ import annotations

from rules.geometry.hexgrid import distance

from .events import CommandChecked
from .frozen import replace
from .state import Position, UnitState


def in_command_now(state: Position, unit_id: str) -> bool:
    """Whether a unit would be in command if command were checked now (7.2, R16, R29)."""
    us = state.unit(unit_id)
    if us.arrival_turn is not None and us.arrival_turn == state.turn:
        return True
    if not us.on_map:
        return False
    leader = state.banner_leader(unit_id)
    if leader is None or not leader.commanding:
        return False
    return distance(us.hex, leader.hex) <= state.leader_values(leader.id).radius  # type: ignore[arg-type]


def command_check(state: Position) -> tuple[Position, CommandChecked]:
    """Phase A: put the out-of-command marker on every unit out of command, take it off the others."""
    changed: list[UnitState] = []
    out: list[str] = []
    for us in state.units:
        if us.condition == "eliminated" or us.exited_by or (us.hex is None and us.arrival_turn != state.turn):
            continue
        ooc = not in_command_now(state, us.id)
        if ooc:
            out.append(us.id)
        if us.out_of_command != ooc:
            changed.append(replace(us, out_of_command=ooc))
    new = state.with_units(changed)
    return replace(new, phase="A", step=None, active_leader=None, acting=frozenset()), CommandChecked(tuple(out))


def activation_units(state: Position, leader_id: str) -> frozenset[str]:
    """The units that may act when this leader is activated (7.2, R28), measured now."""
    b = state.battle
    side = state.side_of(leader_id)
    banner = b.leaders[leader_id].model.banner
    ls = state.leader(leader_id)
    out = set()
    commander = state.is_army_commander(leader_id)
    radius = state.leader_values(leader_id).radius
    for us in state.units:
        info = b.units[us.id]
        if info.side != side or us.condition == "eliminated" or us.exited_by:
            continue
        if us.hex is None and us.arrival_turn != state.turn:
            continue
        if info.banner == banner:
            out.add(us.id)
        elif commander and ls.commanding and us.on_map and distance(us.hex, ls.hex) <= radius:  # type: ignore[arg-type]
            out.add(us.id)
    return frozenset(out)
