"""The board as combat sees it: the resolution layer's inputs built from a state, who may fight whom across
which hexside, where a retreating or routing unit may go, moving units with the leaders stacked with them.

Nothing here is a decision: these functions answer questions about a state (or return a changed state) for
the combat and turn tasks (`combat.py`, `results.py`, `turn.py`).
"""

from __future__ import annotations

from typing import Any, TypeVar

from rules.geometry.hexgrid import Hex, Hexside, distance, hex_range
from rules.resolve import Combatant, LeaderInfo, Stack, melee_terrain
from rules.scenario.stacking import stacking_problem

from .frozen import replace
from .state import Position, UnitState, _occupancy
from .tasks import kept

T = TypeVar("T")


def revised(obj: T, **changes: Any) -> T:
    """`replace(obj, **changes)`, or `obj` itself when it already holds every one of these values (issue #30: an
    equal new record only costs time, and the tables kept by counter identity, the occupancy's and the
    evaluation's, must be made again for it)."""
    d = obj.__dict__
    for k, v in changes.items():
        if d[k] != v:
            return replace(obj, **changes)
    return obj


# ---------------------------------------------------------------------------------------------------------
# Terrain and contact


def terrain_key(state: Position, h: Hex) -> str:
    """The Terrain Chart row of a hex (the scenario's `terrain_as` applied)."""
    name = state.battle.scenario.map.terrain_at(h)
    return state.battle.scenario.special_rules.terrain_as.get(name, name)


def hexside_features(state: Position, a: Hex, b: Hex) -> tuple[str, ...]:
    return state.battle.features.get(Hexside(a, b), ())


def outward_features(state: Position, a: Hex, b: Hex) -> tuple[str, ...]:
    """The directed features (wall, gate, fortification) of the hexside a/b whose inside is `a`: an attacker in
    `a` strikes out of the walled place and gets none of their modifiers (R40; the inside is written first)."""
    side = Hexside(a, b)
    inside = state.battle.inside
    return tuple(f for f in hexside_features(state, a, b) if inside.get((side, f)) == a)


def level(state: Position, h: Hex) -> int:
    i = state.battle.index.get(h)
    return 0 if i is None else state.battle.levels[i]


def side_of_unit(state: Position, uid: str) -> str:
    return state.battle.units[uid].side


def no_melee_banner(state: Position, us: UnitState, other: Hex) -> bool:
    """9.1 (Al-Nasir): a unit of a banner the scenario lists fights no mêlée with an enemy in its front hexes,
    in either direction (**open question**: the schema says "may not be meleed from its front hexes", 9.1
    speaks of the firer's own front hexes). Written out a second time in `melee_possible` (its hot path): a change
    of this reading changes both (`test_state_twelfth` compares the two)."""
    banners = state.battle.scenario.special_rules.no_melee_from_front
    return bool(banners) and state.battle.units[us.id].banner in banners and other in state.front_hexes(us)


def melee_possible(state: Position, attacker: UnitState, defender: UnitState, charge: bool = False) -> bool:
    """Mêlée (or a charge) between two adjacent units is possible: the hexside and the defender's hex allow it
    (Terrain Chart NA: river, wall, gate; R14) and no scenario rule forbids it (9.1)."""
    a, d = attacker.hex, defender.hex
    if a is None or d is None:
        return False
    memo = state.battle.melee_lane_memo
    key = (a, d, charge)
    allowed = memo.get(key)
    if allowed is None:  # the map's answer: kept per battle (issue #30)
        allowed = memo[key] = state.grid.direction_to(a, d) is not None and melee_terrain(
            state.battle.tables, hex_terrain=terrain_key(state, d), hexside=hexside_features(state, a, d),
            level_difference=level(state, a) - level(state, d), charge=charge,
            outward=outward_features(state, a, d)).allowed
    if not allowed:
        return False
    banners = state.battle.scenario.special_rules.no_melee_from_front
    if not banners:  # `no_melee_banner`'s first test, once: most
        return True  # scenarios list no banner (7,100 calls in 300 greedy choices of Hautmesnil, issue #30)
    # `no_melee_banner` for both, written out (Hautmesnil lists banners: two calls and two `unit_info` calls less a
    # pair, 662 pairs in the worst mêlée order's look-ahead, seed 1, twelfth round)
    infos = state.battle.units
    return not ((infos[defender.id].banner in banners and a in state.front_hexes(defender))
                or (infos[attacker.id].banner in banners and d in state.front_hexes(attacker)))


def enemies_in_front(state: Position, us: UnitState) -> list[UnitState]:
    infos = state.battle.units  # each unit's side read here, not by a call of `side_of_unit` (issue #30)
    side = infos[us.id].side
    out = []
    for h in state.front_hexes(us):
        out += [e for e in state.units_at(h) if infos[e.id].side != side]
    return out


def in_front(state: Position, us: UnitState, h: Hex) -> bool:
    return h in state.front_hexes(us)


def in_rear(state: Position, us: UnitState, h: Hex) -> bool:
    return state.has_facing(us) and h in state.rear_hexes(us)


# ---------------------------------------------------------------------------------------------------------
# The resolution layer's inputs


def combatant(state: Position, uid: str) -> Combatant:
    """One unit as the tables see it: the values of the face in force (11.1, 8.4), its disorder (2.3)."""
    us, info = state.unit(uid), state.unit_info(uid)
    v = state.values(uid)
    disorder = us.condition if us.condition in ("valiant", "discouraged", "routed") else "valiant"
    # 5.2.5: a unit stacked here by a mêlée result in this activation adds nothing to a new mêlée (while a
    # unit that fights is with it).
    joined = us.joined and us.hex is not None and any(not u.joined for u in state.units_at(us.hex))
    return Combatant(uid, info.type, v.sp, v.quality, us.mounted, disorder, us.fatigued, info.model.fire,
                     fights=not joined)


def leader_infos(state: Position, h: Hex, side: str) -> tuple[LeaderInfo, ...]:
    """The leaders commanding from hex h for `side` (captured leaders are not counted), bonus in force."""
    out = []
    for ls in state.leaders_at(h):
        if state.side_of(ls.id) != side:
            continue
        v = state.leader_values(ls.id)
        out.append(LeaderInfo(ls.id, v.bonus, ls.status == "wounded", state.is_army_commander(ls.id)))
    return tuple(out)


def stack_at(state: Position, h: Hex, ids: tuple[str, ...] | None = None) -> Stack:
    """The stack in hex h (top first), or only the units `ids` of it, with its leaders (5.2.5, R7). Kept per
    battle by what it reads (issue #30: a mêlée's or a fire's situation is built for every position of the
    look-ahead that meets it): the unit records in h (the combatants read their condition, mount, fatigue and
    `joined`), the leaders (their records and their hexes) and the sides (the army commanders)."""
    key = (h, ids, state.units_at(h), state.leaders, state.sides)
    memo = kept(state, "stacks")
    got = memo.get(key)
    if got is None:
        got = memo[key] = _stack_at(state, h, ids)
    return got


def _stack_at(state: Position, h: Hex, ids: tuple[str, ...] | None) -> Stack:
    units = [u for u in state.units_at(h) if ids is None or u.id in ids]
    side = side_of_unit(state, units[0].id)
    return Stack(tuple(combatant(state, u.id) for u in units), leader_infos(state, h, side))


# ---------------------------------------------------------------------------------------------------------
# Adjacency


def adjacent_enemy_units(state: Position, side: str, h: Hex) -> list[UnitState]:
    return state.adjacent_enemies(side, h)


def surrounded(state: Position, h: Hex, side: str) -> bool:
    """Completely surrounded (7.5): no neighbouring hex a unit could go to: each is off the map, NA terrain,
    across an NA hexside or holds an enemy unit (**open question**: the texts do not define it)."""
    b = state.battle
    i = b.index.get(h)
    if i is None:
        return False
    for d in range(6):
        n = b.nbr[i][d]
        if n < 0 or not b.rows[n].passable:
            continue
        if b.hexside_cost(b.features.get(Hexside(h, b.hexes[n]), ()), "infantry") is None:
            continue
        if any(side_of_unit(state, u.id) != side for u in state.units_at(b.hexes[n])):
            continue
        return False
    return True


# ---------------------------------------------------------------------------------------------------------
# Rout edge geometry (12.2)


def edge_distance(state: Position, side: str, h: Hex) -> int:
    """Steps from hex h off the map across the side's rout edge (1 on the edge), or, for a rout edge given as
    hexes, the distance to the nearest of them plus one. Fixed by the scenario: read once per side and hex
    (the rout walk asks hundreds of times per rout, issue #30)."""
    memo = state.battle.edge_memo
    key = (side, h)
    got = memo.get(key)
    if got is None:
        got = memo[key] = _edge_distance(state, side, h)
    return got  # type: ignore[return-value]


def _edge_distance(state: Position, side: str, h: Hex) -> int:
    s = state.battle.scenario.side(side)
    edge = s.rout_edge if s is not None else None
    g = state.grid
    if edge is not None and edge.hexes:
        return 1 + min(distance(h, x) for x in edge.hexes)
    name = edge.edge if edge is not None else None
    col, row = g.to_offset(h)
    if name == "west":
        return col - g.first_column + 1
    if name == "east":
        return g.first_column + g.columns - col
    if name == "north":
        return row - g.first_row + 1
    if name == "south":
        return g.first_row + g.rows - row
    return 1 << 20  # no rout edge: routed units cannot get away (the validator requires one)


def edge_hexes_exit(state: Position, side: str, h: Hex, d: int) -> bool:
    """A step from h in direction d leaves the map across the side's rout edge (from a listed rout hex, any
    step leaves). Fixed by the scenario: read once per side, hex and direction."""
    memo = state.battle.edge_memo
    key = (side, h, d)
    got = memo.get(key)
    if got is None:
        got = memo[key] = _edge_hexes_exit(state, side, h, d)
    return got  # type: ignore[return-value]


def _edge_hexes_exit(state: Position, side: str, h: Hex, d: int) -> bool:
    s = state.battle.scenario.side(side)
    edge = s.rout_edge if s is not None else None
    if edge is None:
        return False
    if edge.hexes:
        return h in edge.hexes
    n = state.grid.neighbour(h, d)
    if state.grid.contains(n):
        return False
    col, row = state.grid.to_offset(n)
    g = state.grid
    return {"west": col < g.first_column, "east": col >= g.first_column + g.columns,
            "north": row < g.first_row, "south": row >= g.first_row + g.rows}.get(edge.edge or "", False)


def primary_directions(state: Position, side: str) -> frozenset[int]:
    """The hex directions that bring a unit one hex nearer its rout edge from every hex: its "straight
    line" (12.2.1). A west edge on a flat grid has two (NW, SW), a north edge one (N)."""
    g = state.grid
    out = set()
    probe = [g.from_offset(g.first_column + 2 + dc, g.first_row + 2) for dc in (0, 1)]
    for d in range(6):
        if all(edge_distance(state, side, g.neighbour(h, d)) < edge_distance(state, side, h) for h in probe):
            out.add(d)
    return frozenset(out)


def stack_ok(state: Position, ids: tuple[str, ...], h: Hex) -> bool:
    """The stacking limit (5.1, 5.2, R20) if `ids` end in hex h with the friends already there."""
    residents = [u for u in state.units_at(h) if u.id not in ids]
    if not residents:
        return True
    side = side_of_unit(state, ids[0])
    if any(side_of_unit(state, u.id) != side for u in residents):
        return False
    b = state.battle
    infos = [b.units[u.id] for u in residents] + [b.units[i] for i in ids]
    mounted = [u.mounted for u in residents] + [state.unit(i).mounted for i in ids]
    problem = stacking_problem([i.model for i in infos], b.scenario.special_rules.stacking, mounted)
    classes = sorted(i.unit_class(mt) for i, mt in zip(infos, mounted, strict=True))
    return problem is None and classes != ["artillery", "cavalry"]


def _step_cost(state: Position, uid: str, a: Hex, d: int) -> int | None:
    b = state.battle
    column = b.cost_column(state.unit_class(uid))
    i = b.index.get(a)
    if i is None:
        return None
    return b.step_costs(column)[i][d]


def enemy_at(state: Position, side: str, h: Hex) -> bool:
    """A unit of another side than `side` stands in h (each unit's side read from the battle, not by a call of
    `side_of_unit`: the rout and retreat walks ask 1,500 times in 300 greedy choices of Tremithoussia, issue #30)."""
    infos = state.battle.units
    return any(infos[u.id].side != side for u in state.units_at(h))


def rout_paths(state: Position, ids: tuple[str, ...], hexes: int) -> list[tuple[tuple[Hex, ...], bool]]:
    """The rout retreat of 12.2.1 (and the further moves of 12.2.3): `hexes` hexes toward the rout edge, each
    step bringing it nearer, never into an enemy unit or NA terrain, ending within the stacking limit, or off
    the map across the edge. A straight line (one direction, `primary_directions`) when one is possible;
    otherwise any such path (**open question**: the texts only say "in a straight line"). Each answer is
    (path from the start hex, off the map). Kept per battle by what it reads (`results.Effects._kept_owed_options`:
    the movers and the units within `hexes` + 1): a new rule reading more must widen that key."""
    uid = ids[0]
    side = side_of_unit(state, uid)
    start = state.unit(uid).hex
    primary = primary_directions(state, side)
    found: list[tuple[tuple[Hex, ...], bool, bool]] = []
    # the map as the battle's arrays, read once a walk (issue #30): a hex's neighbour on the map in direction d is
    # `nbr[i][d]` (-1 off the map: the grid's `neighbour` and `contains`), a step's cost `_step_cost`'s rows
    b = state.battle
    index, nbr, on_map = b.index, b.nbr, b.hexes
    costs = [b.step_costs(b.cost_column(state.unit_class(u))) for u in ids]

    def walk(path: list[Hex], dirs: list[int]) -> None:
        h = path[-1]
        if len(path) - 1 == hexes:
            if stack_ok(state, ids, h):
                found.append((tuple(path), False, len(set(dirs)) == 1 and dirs[0] in primary))
            return
        here = edge_distance(state, side, h)
        i = index.get(h)
        for d in range(6):
            if here == 1 and edge_hexes_exit(state, side, h, d):
                found.append((tuple(path), True, len(set([*dirs, d])) == 1 and d in primary))
                continue
            if i is None:  # a hex off the map steps nowhere (`_step_cost` is None)
                continue
            j = nbr[i][d]
            if j < 0:
                continue
            n = on_map[j]
            if edge_distance(state, side, n) >= here or enemy_at(state, side, n) or any(
                    row[i][d] is None for row in costs):
                continue
            walk([*path, n], [*dirs, d])

    walk([start], [])  # type: ignore[list-item]
    walk = None  # type: ignore[assignment]  # it calls itself: a cycle that kept `state` for the collector
    straight = [(p, off) for p, off, s in found if s]
    out = straight or _deviations(state, side, primary, [(p, off) for p, off, _ in found])
    return sorted(set(out), key=lambda x: ([state.grid.label(h) for h in x[0]], x[1]))


def _deviations(state: Position, side: str, primary: frozenset[int],
                paths: list[tuple[tuple[Hex, ...], bool]]) -> list[tuple[tuple[Hex, ...], bool]]:
    """When no straight line is open, the deviations R1 `rout_path` allows (the 12.2.2 wording applied to the
    2-hex retreat, **open question**): 2010/2014 the paths entering the fewest hexes next to an enemy unit;
    2018 the paths that keep to the straight directions wherever they can (a shift only where blocked)."""
    if not paths:
        return paths
    mode = state.battle.edition.options.get("rout_path", "direct_shift_when_blocked")
    if mode == "least_cost_avoid_enemy":
        def near(p: tuple[Hex, ...]) -> int:
            return sum(1 for h in p[1:] if adjacent_enemy_units(state, side, h))
        best = min(near(p) for p, _ in paths)
        return [(p, off) for p, off in paths if near(p) == best]

    def shifts(p: tuple[Hex, ...]) -> int:
        return sum(1 for a, b in zip(p, p[1:], strict=False) if state.grid.direction_to(a, b) not in primary)
    best = min(shifts(p) for p, _ in paths)
    return [(p, off) for p, off in paths if shifts(p) == best]


def phase_e_rout_paths(state: Position, uid: str) -> list[tuple[tuple[Hex, ...], bool]]:
    """12.2.2: the Phase E rout move spends the whole allowance toward the rout edge (terrain counted
    normally; leaving the map costs what clear terrain costs, **open question**); every step brings the
    unit nearer the edge; no enemy unit, no NA; it ends within the stacking limit or off the map.

    `rout_path` (R1): `least_cost_avoid_enemy` (2010, 2014) keeps, of the paths that get farthest, those
    entering the fewest hexes next to an enemy unit, then the fewest steps off the straight line, then the
    fewest MP; `direct_shift_when_blocked` (2018) steps along the straight line whenever it can and shifts
    only when the straight step is blocked, then keeps the paths that get farthest. The owner chooses among
    what is left (one path per end).

    A pure function of the (immutable) state: kept in the state's memo, since the flow asks it for the
    decision, then the choices, then the move (issue #30: 17 % of a greedy game before)."""
    key = ("phase_e_rout_paths", uid)
    memo = state._memo  # type: ignore[attr-defined]
    got = memo.get(key)
    if got is None:
        got = memo[key] = _kept_phase_e_rout_paths(state, uid)
    return list(got)


REACH_LIMIT = 32  # a rout reaching farther keys on every unit of the map instead of a disc of hexes
_UNSEEN: Any = object()  # a disc not yet kept (its None means every unit on the map)


def _kept_phase_e_rout_paths(state: Position, uid: str) -> tuple[tuple[tuple[Hex, ...], bool], ...]:
    """`_phase_e_rout_paths`, kept per battle by what the walk reads (issue #30: the look-ahead of a rally or a
    rout meets the same rout move from many positions; 0.9 ms a walk): the mover's hex, mount and fatigue
    (its allowance, its cost column) and every unit on the map within `_rout_reach` + 1 of it, by id, hex,
    place in its stack and mount. The walk reads nothing else of the position: enemies where it steps and
    next to its steps, the stacking and the friends passed through on its hexes; the rest is the map's."""
    us = state.unit(uid)
    start = us.hex
    if start is None:
        return tuple(_phase_e_rout_paths(state, uid))
    mounted, fatigued = us.mounted, us.fatigued
    # the disc read, kept per battle by what `_rout_reach` reads (the mover, its hex, mount and fatigue: its class,
    # allowance and edge distance; twelfth round: 1.4 µs of the ~20 a look-up spent at every turn end of a rally's
    # look-ahead); None: no edge in sight, every unit on the map
    discs = kept(state, "rout_discs", 1024)
    dkey = (uid, start, mounted, fatigued)
    near = discs.get(dkey, _UNSEEN)
    if near is _UNSEEN:
        reach = _rout_reach(state, uid, start) + 1
        near = discs[dkey] = None if reach > REACH_LIMIT else _hexes_within(state, start, reach)
    # a list made, then a tuple (a generator resumed a unit was an eighth of the look-up, twelfth round)
    if near is None:
        units = tuple([(u.id, u.hex, u.stack, u.mounted) for u in state.units if u.on_map])
    else:
        units = tuple([(u.id, u.hex, u.stack, u.mounted) for u in state.units
                       if u.hex in near and u.condition != "eliminated"])
    key = (uid, start, mounted, fatigued, units)
    by_reach = kept(state, "phase_e_rout_paths")
    got = by_reach.get(key)
    if got is None:
        got = by_reach[key] = tuple(_phase_e_rout_paths(state, uid))
    return got


def _rout_reach(state: Position, uid: str, start: Hex) -> int:
    """The most steps a Phase E rout move can take: every step but the first needs its cost within the
    allowance, and brings the unit one hex nearer its edge (so at most its edge distance)."""
    b = state.battle
    column = b.cost_column(state.unit_class(uid))
    lows = kept(state, "step_cost_min", 64)
    low = lows.get(column)
    if low is None:
        low = lows[column] = min((c for row in b.step_costs(column) for c in row if c is not None), default=0)
    steps = edge_distance(state, side_of_unit(state, uid), start)
    if low > 0:
        steps = min(steps, max(1, state.values(uid).mp // low))
    return steps


def _hexes_within(state: Position, h: Hex, radius: int) -> frozenset[Hex]:
    """The hexes within `radius` of h, h included (kept per battle: fixed by the map)."""
    memo = kept(state, "hexes_within", 1 << 16)
    got = memo.get((h, radius))
    if got is None:
        got = memo[(h, radius)] = frozenset(hex_range(h, radius))
    return got


def _phase_e_rout_paths(state: Position, uid: str) -> list[tuple[tuple[Hex, ...], bool]]:
    us = state.unit(uid)
    side = side_of_unit(state, uid)
    start = us.hex
    mp = state.values(uid).mp
    primary = primary_directions(state, side)
    mode = state.battle.edition.options.get("rout_path", "direct_shift_when_blocked")
    clear = state.battle.tables.terrain_row("clear").cost(state.battle.cost_column(state.unit_class(uid)))
    complete: list[tuple[tuple[Hex, ...], bool, int, int, int]] = []  # path, off, cost, near-enemy, deviations
    # the map as the battle's arrays, read once a walk (issue #30): the neighbour on the map (`nbr`, -1 off it: the
    # grid's `neighbour` and `contains`) and the mover's row of step costs (`_step_cost`)
    b = state.battle
    index, nbr, on_map = b.index, b.nbr, b.hexes
    costs = b.step_costs(b.cost_column(state.unit_class(uid)))

    def options(h: Hex, spent: int, first: bool) -> list[tuple[int, Hex | None, int]]:
        out = []
        here = edge_distance(state, side, h)
        i = index.get(h)
        for d in range(6):
            if here == 1 and edge_hexes_exit(state, side, h, d):
                cost = clear or 1
                if first or spent + cost <= mp:
                    out.append((d, None, cost))
                continue
            if i is None:  # a hex off the map steps nowhere (`_step_cost` is None)
                continue
            j = nbr[i][d]
            if j < 0:
                continue
            n = on_map[j]
            if edge_distance(state, side, n) >= here or enemy_at(state, side, n):
                continue
            c = costs[i][d]
            if c is None or not (first or spent + c <= mp):
                continue
            out.append((d, n, c))
        if mode == "direct_shift_when_blocked":
            straight = [o for o in options_filter(out, primary)]
            if straight:
                return straight
        return out

    seen: set[tuple[Hex, int, int, int]] = set()

    def walk(path: list[Hex], spent: int, near: int, dev: int) -> None:
        key = (path[-1], spent, near, dev)
        if key in seen:
            return
        seen.add(key)
        opts = options(path[-1], spent, len(path) == 1)
        if not opts:
            complete.append((tuple(path), False, spent, near, dev))
            return
        for d, n, c in opts:
            extra_dev = 0 if d in primary else 1
            if n is None:
                complete.append((tuple(path), True, spent + c, near, dev + extra_dev))
                continue
            adj = 1 if adjacent_enemy_units(state, side, n) else 0
            walk([*path, n], spent + c, near + adj, dev + extra_dev)

    walk([start], 0, 0, 0)  # type: ignore[list-item]
    walk = None  # type: ignore[assignment]  # it calls itself: a cycle that kept `state` for the collector
    valid = [c for c in complete if (c[1] or (len(c[0]) > 1 and stack_ok(state, (uid,), c[0][-1])))]
    if not valid:  # the full move would break stacking: stop short where it can (to avoid elimination)
        prefixes = {}
        for path, _off, _cost, _near, _dev in complete:
            for k in range(len(path) - 1, 0, -1):
                if stack_ok(state, (uid,), path[k]):
                    prefixes[path[: k + 1]] = True
                    break
        valid = [(p, False, 0, 0, 0) for p in prefixes]
    if not valid:
        return []

    def remaining(c) -> int:
        return 0 if c[1] else edge_distance(state, side, c[0][-1])

    if mode == "least_cost_avoid_enemy":
        best = min((c[3], remaining(c), c[4], c[2]) for c in valid)
        keep = [c for c in valid if (c[3], remaining(c), c[4], c[2]) == best]
    else:
        best_r = min(remaining(c) for c in valid)
        keep = [c for c in valid if remaining(c) == best_r]
    by_end: dict[tuple[Hex, bool], tuple[tuple[Hex, ...], bool]] = {}
    for c in sorted(keep, key=lambda c: (_passes(state, uid, c[0]), [state.grid.label(h) for h in c[0]])):
        by_end.setdefault((c[0][-1], c[1]), (c[0], c[1]))
    return sorted(by_end.values(), key=lambda x: ([state.grid.label(h) for h in x[0]], x[1]))


def options_filter(opts, primary):
    return [o for o in opts if o[0] in primary]


def _passes(state: Position, uid: str, path: tuple[Hex, ...]) -> int:
    side = side_of_unit(state, uid)
    return sum(1 for h in path[1:-1] for u in state.units_at(h) if side_of_unit(state, u.id) == side)


def retreat_options(state: Position, ids: tuple[str, ...]) -> list[tuple[Hex, int, bool]]:
    """10.7: one hex in any direction, not into an enemy unit, NA terrain or across an NA hexside, not off the
    map, within the stacking limit; the facing may change by one hexside (a unit joining a stack takes its
    facing, 5.2.3); (hex, facing, into one of its own front hexes: one more level). Kept per battle by what it
    reads (`results.Effects._kept_owed_options`: the movers and their neighbours' units): a new rule reading more
    must widen that key."""
    us = state.unit(ids[0])
    side = side_of_unit(state, us.id)
    h = us.hex
    b = state.battle
    turn = b.number("retreat_facing_change_max")
    out: list[tuple[Hex, int, bool]] = []
    fronts = set(state.front_hexes(us))
    i = b.index.get(h)  # type: ignore[arg-type]
    if i is None:  # `_step_cost` is None in every direction
        return out
    # the battle's arrays, read once (issue #30): the neighbour on the map (`nbr`), `_step_cost`'s rows
    nbr, on_map = b.nbr[i], b.hexes
    costs = [b.step_costs(b.cost_column(state.unit_class(u))) for u in ids]
    turns = None
    for d in range(6):
        j = nbr[d]
        if j < 0:
            continue
        n = on_map[j]
        if enemy_at(state, side, n) or any(row[i][d] is None for row in costs) or not stack_ok(state, ids, n):
            continue
        residents = [u for u in state.units_at(n) if u.id not in ids and not u.routed]
        if residents:
            facings = [residents[0].facing]
        else:
            if turns is None:
                turns = sorted({(us.facing + k) % 6 for k in range(-turn, turn + 1)})
            facings = turns
        for f in facings:
            out.append((n, f, n in fronts))
    return out


def split_retreat_options(state: Position, ids: tuple[str, ...]) -> list[tuple[str, Hex, int]]:
    """5.2.5, R41: two stacked units owing a retreat may split where the stacking limit keeps them from
    retreating together: one retreats into a hex held by one other friendly unit of its own type (the stack
    it makes there within the limit), the other stays and suffers one extra level. (unit, hex, facing)."""
    if len(ids) != 2:
        return []
    out = []
    for uid in ids:
        utype = state.unit_info(uid).type
        for n, f, _ in retreat_options(state, (uid,)):
            residents = [u for u in state.units_at(n) if u.id not in ids]
            if (len(residents) == 1 and state.unit_info(residents[0].id).type == utype
                    and not stack_ok(state, ids, n)):
                out.append((uid, n, f))
    return out


# ---------------------------------------------------------------------------------------------------------
# Moving units with their leaders


def relocate(state: Position, ids: tuple[str, ...], to: Hex | None, facing: int | None = None, *,
             then: dict[str, Any] | None = None, **flags) -> Position:
    """Put units in hex `to` (None: off the map) with a facing, on top of any stack there, renumbering the
    stacks left and entered; leaders follow when the hex they leave has no unit of their side left (7.5:
    a leader accompanies his unit). `flags`: other fields of the moved units' records; `then`: other fields of
    the position, changed in the same new record (the caller's next agenda: issue #30, one position, not two)."""
    # the units' records read from the tuple by the battle's index (`Position.unit` without its Python call: four
    # to six reads a move, 2,400 moves in 300 greedy choices of Tremithoussia, issue #30)
    units, index = state.units, state.battle.unit_index
    frm = units[index[ids[0]]].hex
    side = state.battle.units[ids[0]].side
    # who stands where read once (`units_at` twice before, 9,000 calls in a greedy game of Tremithoussia); a table
    # dropped from the recent ones (`by_hex` None) is found again as `units_at` finds it
    by_hex = state._occ.by_hex
    if by_hex is None:
        by_hex = _occupancy(state).by_hex
    # plain loops, not comprehensions: a comprehension is a Python frame in 3.11, and each list here holds none to
    # two units (four frames a move, 1,700 in the worst retreat's look-ahead, seed 3, twelfth round)
    changed: dict[str, UnitState] = {}
    if to is not None:
        for pos, uid in enumerate(ids):
            us = units[index[uid]]
            changed[uid] = replace(us, hex=to, facing=us.facing if facing is None else facing, stack=pos, **flags)
        pos = len(ids)
        for u in by_hex.get(to, ()):  # the residents, beneath; `revised(u, stack=pos)` written out (issue #30)
            if u.id not in ids:
                changed[u.id] = u if u.stack == pos else replace(u, stack=pos)
                pos += 1
    else:
        for uid in ids:
            changed[uid] = replace(units[index[uid]], hex=None, **flags)
    left: list[UnitState] = []
    if frm is not None:
        pos = 0
        for u in by_hex.get(frm, ()):
            if u.id not in ids:
                left.append(u)
                changed[u.id] = u if u.stack == pos else replace(u, stack=pos)
                pos += 1
    fields = then or {}
    if frm is not None and to is not None and frm != to:
        # who is left in `frm` is known (`left`): no occupancy table is built for the position made; the leaders
        # read before the move are those after it (the units' move changes none)
        infos = state.battle.units
        alone = True
        for u in left:
            if infos[u.id].side == side:
                alone = False
                break
        moved = []
        for ls in state.leaders:
            if ls.hex == frm and ls.commanding and state.side_of(ls.id) == side and (alone or ls.bound_to in ids):
                moved.append(replace(ls, hex=to))
        if moved:  # in the same new position as the units (issue #30)
            fields = {**fields, "leaders": state.leaders_with(moved)}
    new = []
    for u in changed.values():
        if u is not units[index[u.id]]:
            new.append(u)
    return state.with_units(new, **fields)


def rout_carry(before: Position, after: Position, ids: tuple[str, ...]) -> Position:
    """7.5, R42: leaders who went with routing units (stacked with them `before`, with them `after` the move)
    are held to the first of them until their next activation (`LeaderState.bound_to`)."""
    frm, to = before.unit(ids[0]).hex, after.unit(ids[0]).hex
    if frm is None or to is None or frm == to:
        return after
    side = side_of_unit(before, ids[0])
    went = {ls.id for ls in before.leaders_at(frm) if before.side_of(ls.id) == side}
    if not went:  # the common case: no leader with them, the leaders tuple left alone
        return after
    held = [replace(ls, bound_to=ids[0]) for ls in after.leaders_at(to) if ls.id in went]
    return after.with_leaders(held) if held else after


def banner_units(state: Position, leader_id: str, on_map_only: bool = True) -> list[UnitState]:
    """The units of the leader's banner (the army commander: of his army) on the map, or still to come."""
    b = state.battle
    side = state.side_of(leader_id)
    banner = b.leaders[leader_id].model.banner
    commander = state.is_army_commander(leader_id)
    out = []
    for us in state.units:
        info = b.units[us.id]
        if info.side != side or us.condition == "eliminated":
            continue
        if not commander and info.banner != banner:
            continue
        if us.on_map or (not on_map_only and us.arrival_turn is not None and us.arrival_turn >= state.turn):
            out.append(us)
    return out


def own_banner_units(state: Position, leader_id: str) -> list[UnitState]:
    """The units of the leader's own banner on the map (7.6: replacements go on one of them)."""
    b = state.battle
    banner = b.leaders[leader_id].model.banner
    side = state.side_of(leader_id)
    return [u for u in state.units if u.on_map and b.units[u.id].side == side and b.units[u.id].banner == banner]


def nearest_unit_hex(state: Position, leader_id: str, frm: Hex) -> Hex | None:
    """7.5: the nearest unit of the leader's banner (of his army for the army commander); ties: the first
    unit in the scenario's order (**open question**: the owner might choose)."""
    cands = banner_units(state, leader_id)
    if not cands:
        return None
    best = min(cands, key=lambda u: (distance(u.hex, frm), state.battle.unit_index[u.id]))  # type: ignore[arg-type]
    return best.hex
