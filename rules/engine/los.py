"""Line of sight and fire arc (9.1, 9.2; R17, R18).

The line runs from the firer's hex centre to the target's (hexgrid.line, exact). An intermediate hex is an
obstacle when it holds blocking terrain (Terrain Chart "B"), a combat unit of either side (not for archers,
9.2), or ground higher than the LOWER of the firer's and the target's (R17 revised: the chart's "+1 level" B,
a crest hides what lies below it). The three 9.2 exceptions then ignore any obstacle whose level (its hex's)
is strictly below both ends, or below a higher firer and no farther than halfway from him, or below a higher
target and no farther than halfway from it; halfway is counted in hexes along the line (R17). Where the line
runs exactly along a hexside, it is blocked only when both hexes are obstacles (R17), and a line that only
touches a hex's vertex does not enter it (9.2: "a hexside ... does not in itself block"). The answer names
the blocking hex(es) so the editor can draw them, and lists the walls and gates the line crosses, for the
fire modifier of footnote a (R11: −4 into a walled place, 0 out of it).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.geometry.hexgrid import Hex, Hexside, distance, line_hexes
from rules.i18n import _

from .state import Position
from .tasks import kept


@dataclass(frozen=True)
class Obstacle:
    hex: Hex
    reason: str  # terrain name, "unit" or "level"


@dataclass(frozen=True)
class WallCrossing:
    """A wall or gate hexside the line crosses; `inward` when it goes from outside to the inside hex."""

    side: Hexside
    feature: str
    inward: bool


@dataclass(frozen=True)
class Sight:
    clear: bool
    blocked_by: tuple[Obstacle, ...]  # the first blocking step: one hex, or both hexes of a hexside
    ignored: tuple[Obstacle, ...]  # obstacles the 9.2 exceptions let the line pass
    walls: tuple[WallCrossing, ...]
    steps: tuple[tuple[Hex, ...], ...]  # the line itself, firer and target included

    def __bool__(self) -> bool:
        return self.clear


def line_of_sight(state: Position, firer: Hex, target: Hex, over_units: bool = False,
                  ignore_units: frozenset[str] = frozenset()) -> Sight:
    """Whether a unit in `firer` sees `target` (9.2, R17). `over_units`: archers, whom units do not block."""
    steps, walls = _line(state, firer, target)
    n = distance(firer, target)
    lf, lt = _level(state, firer), _level(state, target)
    ignored: list[Obstacle] = []
    blocked: tuple[Obstacle, ...] = ()
    for step in steps[1:-1]:
        found = []
        for h in step:
            ob = _obstacle(state, h, over_units, ignore_units, lf, lt)
            if ob is None:
                continue
            if _excepted(lf, lt, _level(state, h), distance(firer, h), n):
                ignored.append(ob)
                continue
            found.append(ob)
        if found and len(found) == len(step):
            blocked = tuple(found)
            break
        # A hexside step with one obstacle: the line runs along its edge, which does not block (R17, 9.2).
    return Sight(not blocked, blocked, tuple(ignored), walls, steps)


def unit_line_of_sight(state: Position, firer_id: str, target: Hex) -> Sight:
    """LOS from a unit's hex, units blocking unless its type fires over them (archers, 9.2)."""
    us = state.unit(firer_id)
    if us.hex is None:
        raise ValueError(_("{unit} is not on the map").format(unit=firer_id))
    over = state.unit_info(firer_id).utype.fires_over_units
    return line_of_sight(state, us.hex, target, over_units=over)


def _line(state: Position, firer: Hex, target: Hex) -> tuple[tuple[tuple[Hex, ...], ...], tuple[WallCrossing, ...]]:
    """The line's steps and the walls it crosses: the map's, kept per battle by the two hexes (issue #30: the
    fire options of every mêlée stage and Phase B position the look-ahead meets ask for the same lines)."""
    memo = kept(state, "los_line", 1 << 16)
    key = (firer, target)
    got = memo.get(key)
    if got is None:
        steps = line_hexes(firer, target)
        got = memo[key] = (steps, _walls(state.battle, steps))
    return got


def _level(state: Position, h: Hex) -> int:
    i = state.battle.index.get(h)
    return 0 if i is None else state.battle.levels[i]


def _obstacle(state: Position, h: Hex, over_units: bool, ignore_units: frozenset[str], lf: int,
              lt: int) -> Obstacle | None:
    b = state.battle
    i = b.index.get(h)
    if i is None:
        return None
    level = b.levels[i]
    # R17 revised: higher than the lower end is an obstacle; the 9.2 exceptions may still lift it.
    if level > min(lf, lt) and b.tables.terrain_row("level_up").blocks_los:
        return Obstacle(h, "level")
    if b.blocks_los[i]:
        return Obstacle(h, state.battle.scenario.map.terrain_at(h))
    if not over_units and any(u.id not in ignore_units for u in state.units_at(h)):
        return Obstacle(h, "unit")
    return None


def _excepted(lf: int, lt: int, lo: int, i: int, n: int) -> bool:
    """The three exceptions of 9.2, `i` hexes from the firer on a line of `n` (halfway: 2i = n, R17)."""
    if lf > lo and lt > lo:
        return True
    if lf > lt and lf > lo and 2 * i <= n:
        return True
    return lt > lf and lt > lo and 2 * i >= n


def _walls(b, steps: tuple[tuple[Hex, ...], ...]) -> tuple[WallCrossing, ...]:
    out = []
    for prev, cur in zip(steps, steps[1:], strict=False):
        if len(prev) != 1 or len(cur) != 1:
            continue
        side = Hexside(prev[0], cur[0])
        got = b.walled.get(side)
        if got is not None:
            feature, inside = got
            out.append(WallCrossing(side, feature, inward=cur[0] == inside))
    return tuple(out)


def in_fire_arc(state: Position, firer: Hex, facing: int, target: Hex, artillery: bool = False) -> bool:
    """R18: the line leaves the firer's hex through a front hexside; through a vertex, when either hexside
    at that vertex is a front one (9.1: units fire only through their front hexes)."""
    if firer == target:
        return False
    memo = kept(state, "fire_arc", 1 << 16)  # the map's answer, kept per battle (issue #30)
    key = (firer, facing, target, artillery)
    got = memo.get(key)
    if got is None:
        grid = state.grid
        fronts = {(facing + o) % 6 for o in state.battle.front_offsets(artillery)}
        first = line_hexes(firer, target)[1]
        got = memo[key] = any(grid.direction_to(firer, h) in fronts for h in first)
    return got


def unit_in_fire_arc(state: Position, firer_id: str, target: Hex) -> bool:
    us = state.unit(firer_id)
    if us.hex is None or not state.has_facing(us):
        return False
    return in_fire_arc(state, us.hex, us.facing, target, state.unit_info(firer_id).artillery)
