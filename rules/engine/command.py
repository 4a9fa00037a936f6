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
from .state import Position, changed_indices


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


CHECKS_KEPT = 4  # command checks `command_check` keeps to start from (the most recent ones)
CHECK_CHANGES = 12  # counters changed since a kept check, at most, for that check to be started from
# Recent checks: (battle, turn, units, leaders, flags, out ids, indices whose marker the check changed). `flags` holds
# each unit's answer by index: True out of command, False in command, None not checked (eliminated, off the map).
_CHECKS: list[tuple] = []


def _check_flags(state: Position) -> tuple[tuple[bool | None, ...], tuple[str, ...]]:
    """Every unit's answer to the command check (by index) and the ids out of command, found afresh."""
    flags: list[bool | None] = []
    out: list[str] = []
    for us in state.units:
        if us.condition == "eliminated" or us.exited_by or (us.hex is None and us.arrival_turn != state.turn):
            flags.append(None)
            continue
        ooc = not in_command_now(state, us.id)
        flags.append(ooc)
        if ooc:
            out.append(us.id)
    return tuple(flags), tuple(out)


def _kept_flags(state: Position) -> tuple[tuple, tuple[str, ...], list[int]] | None:
    """A kept check's answers when they are this position's: the same battle, turn and leaders (equal records:
    the leader's hex, whether he commands, the counter and wound that give his radius), and every unit changed
    since then (by identity) with the same hex, condition, exit and arrival turn, all the check reads of a unit
    (`on_map` is the hex and the condition). With the indices whose marker differs from its answer now (the
    check's changes). None: no kept check is."""
    units, leaders, battle, turn = state.units, state.leaders, state.battle, state.turn
    for entry in reversed(_CHECKS):
        b, t, old, old_leaders, flags, out, todo = entry
        if b is not battle or t != turn or not (old_leaders is leaders or old_leaders == leaders):
            continue
        at = changed_indices(old, units)
        if len(at) > CHECK_CHANGES:
            continue
        for i in at:
            o, n = old[i], units[i]
            if o.hex != n.hex or o.condition != n.condition or o.exited_by != n.exited_by or (
                    o.arrival_turn != n.arrival_turn):
                break
        else:
            if not at:
                return flags, out, todo
            marks = set(todo).difference(at)
            for i in at:
                f = flags[i]
                if f is not None and units[i].out_of_command != f:
                    marks.add(i)
            return flags, out, sorted(marks)
    return None


def command_check(state: Position) -> tuple[Position, CommandChecked]:
    """Phase A: put the out-of-command marker on every unit out of command, take it off the others. Started from
    a recent check whose position differs from this one in nothing the check reads (issue #30, twelfth round: a
    rally facing's six candidates each end the turn and check command again, 25 units at ~1.5 µs, in positions
    that differ in one stack's facing and one rout move); the same answer as a check made afresh."""
    units = state.units
    got = _kept_flags(state)
    if got is None:
        flags, out = _check_flags(state)
        todo = [i for i, (us, f) in enumerate(zip(units, flags, strict=True))
                if f is not None and us.out_of_command != f]
        if len(_CHECKS) >= CHECKS_KEPT:
            del _CHECKS[0]
        _CHECKS.append((state.battle, state.turn, units, state.leaders, flags, out, todo))
    else:
        flags, out, todo = got
    new = state.with_units([replace(units[i], out_of_command=flags[i]) for i in todo])
    return replace(new, phase="A", step=None, active_leader=None, acting=frozenset()), CommandChecked(out)


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
