"""How good a position is for one side, in victory points' currency: what the program players maximise.

A position's value for a side is its victory points ahead of the enemy (`rules.engine.victory.score`, so a
scenario's own conditions — hexes held, exits, leaders, sudden death — are what counts), plus the strength it
keeps (SP in force weighted by disorder: a routed unit is worth little and may still score for the enemy),
plus a positional term: units near the objectives the scenario scores and near the enemy, enemies in their
front rather than on their flank, in their leader's command radius. The positional term is a sum over units
so that a move's worth can be read without playing it (`move_delta`): a movement decision offers hundreds
of moves, and the greedy player plays only the most promising few.

Optionally (`Weights.threshold`, the search player's evaluation) sudden death is seen before it strikes: each
side's losses as a share of the threshold the scenario sets for it, squared, so that material is worth more
to a side near its threshold (and an enemy near his is worth hunting). Greedy plays without it.

The exact odds of combat (`expected_combat`) come from the engine's odds API (`rules.engine.odds`), so the
players weigh a charge or a fire with the same numbers the engine then rolls on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import reduce
from itertools import compress, groupby
from operator import add, attrgetter, is_not, itemgetter

from rules.engine.choices import Move
from rules.engine.frozen import replace
from rules.engine.state import LeaderState, Position, UnitState
from rules.engine.victory import (
    held_rules,
    leader_points,
    score,
    sudden_death_of,
    unit_loss,
    unit_points,
    victory_level,
)
from rules.geometry.hexgrid import Hex, distance

CONDITION = {"valiant": 1.0, "discouraged": 0.6, "routed": 0.25, "eliminated": 0.0}
FAR = 30  # distances beyond this count as this: a unit across the map is simply "far"
FIELD_STEPS = 6  # a distance field is made from a near one when their sources differ in at most this many hexes
KEPT_CONTEXTS = 16  # the last position valued in each of this many contexts is kept (`Evaluator._update`)


@dataclass(frozen=True)
class Weights:
    """The evaluation's knobs, in victory points. Chosen by hand from games of both demos (docs/performance.md
    reports the strength they give); one place so that a tuning run can vary them."""

    vp: float = 1.0  # a victory point
    material: float = 0.5  # an SP in force, valiant (x CONDITION)
    leader: float = 2.0  # a leader commanding on the map (x2 for the army commander)
    objective: float = 0.35  # per hex between an objective and the nearest friendly unit, per 4 VP it scores
    exit: float = 0.05  # per hex to a scoring exit edge, per SP
    contact: float = 0.04  # per hex to the nearest enemy, per unit
    front: float = 0.6  # an adjacent enemy in the unit's front and not having it in his
    flank: float = 0.9  # an adjacent enemy having the unit in his front, not in the unit's
    command: float = 0.25  # a unit beyond its banner leader's command radius, per SP / 3
    win: float = 200.0  # the game won (lost: minus)
    # sudden death's pull: threshold x (share of its loss threshold a side has lost)^2, the enemy's minus
    # one's own (0: off, greedy's default; the search player turns it on, docs/performance.md fourth round)
    threshold: float = 0.0
    routed_loss: float = 0.5  # a routed unit's SP counted as that share lost, for the threshold term


@dataclass
class Context:
    """What the value of one side's unit in a hex depends on, read once per decision: the enemies where they
    stand (they do not move while this side decides), distance fields to them and to the objectives."""

    side: str
    enemy_at: dict[Hex, list[UnitState]] = field(default_factory=dict)
    enemy_front: dict[Hex, list[UnitState]] = field(default_factory=dict)  # hex -> enemies it is in front of
    enemy_dist: dict[Hex, int] = field(default_factory=dict)
    objectives: list[tuple[dict[Hex, int], float]] = field(default_factory=list)  # distance field, weight
    exit_dist: dict[Hex, int] | None = None
    positions: dict[tuple, float] = field(default_factory=dict)  # unit_position by unit state and leader
    placed: dict[tuple, dict[tuple[Hex, int], float]] = field(default_factory=dict)  # the same, by unit state and
    # leader, then by (hex, facing) moved to (and by the hex alone where no enemy is next to it: `_run_deltas`)
    runs: dict[tuple, tuple[list, list[float], dict[int, float]]] = field(default_factory=dict)  # a run of moves'
    # deltas (and by the moves' ids), kept by what they read besides the moves (`Evaluator.move_deltas`)
    last: dict[UnitState, tuple] = field(default_factory=dict)  # unit state -> (its leader's state, its value)
    # (`Evaluator._memo`)
    beside: set[Hex] | None = None  # the hexes next to an enemy (`Evaluator._beside`, made when first asked)
    bases: dict[UnitState, list] = field(default_factory=dict)  # an own unit state -> [its term before the
    # command term, its strength, the leader state last asked with (`_ANY`: none yet), the term with him]
    # (`Evaluator._own_term`: one look-up a term)
    strengths: dict[int, float] = field(default_factory=dict)  # an enemy's strength in mêlée by id of its record
    # (`Evaluator._base_at`: the context's lists hold its records, alive while it is)
    key: tuple | None = None  # the enemies' set-ups it was built for (`Evaluator.context`; None: built alone)
    field: tuple | None = None  # `enemy_dist` as `Evaluator._field_of` made it (None: no enemy fighting)
    objective_fields: list[dict[Hex, int]] | None = None  # the objectives' distance fields (`_update`, when asked)


class Evaluator:
    """The value of positions for the sides of one battle (the victory rules read once)."""

    def __init__(self, state: Position, weights: Weights | None = None) -> None:
        self.w = weights or Weights()
        b = state.battle
        self.grid = state.grid
        self.hexes = list(b.hexes)
        rules = b.scenario.victory.points if b.scenario.victory else []
        self.obj_rules: dict[str, list[tuple[Hex, float]]] = {s: [] for s in b.side_ids}
        self.exit_edges: dict[str, set[str]] = {s: set() for s in b.side_ids}
        for r in rules:
            for s in b.side_ids:
                if r.side not in (None, s):
                    continue
                if r.event == "hex_held_at_end":
                    self.obj_rules[s] += [(h, float(r.points or 0)) for h in r.hexes or ()]
                elif r.event == "unit_exited" and r.edge:
                    self.exit_edges[s].add(r.edge)
        self.elim_rate = {s: 0.0 for s in b.side_ids}  # VP the enemy scores per SP of this side eliminated
        self.routed_rate = {s: 0.0 for s in b.side_ids}
        for r in rules:
            for s in b.side_ids:
                if r.side is not None and r.side == s:
                    continue  # a rule for side s scores s's points, never its own losses
                if r.event == "unit_eliminated":
                    self.elim_rate[s] += r.per_sp or 0
                elif r.event == "unit_routed_at_end":
                    self.routed_rate[s] += r.per_sp or 0
        # the sudden-death thresholds, read from the scenario: side -> the lowest losses (SP) that lose it
        self.thresholds: dict[str, int] = {}
        for sd in (b.scenario.victory.sudden_death if b.scenario.victory else []):
            if sd.side in self.obj_rules and sd.losses_sp_at_least and sd.losses_sp_at_least > 0:
                old = self.thresholds.get(sd.side)
                self.thresholds[sd.side] = min(old, sd.losses_sp_at_least) if old else sd.losses_sp_at_least
        self._pull = self.w.threshold > 0 and bool(self.thresholds)  # `value`: the plain computation with the pull
        # by sorted sources: `_field_of`'s (sources, field, distances by hex number, all sources on the grid)
        self._fields: dict[tuple, tuple] = {}
        self._on_grid: dict[Hex, bool] = {}
        self._hex_graph: tuple[dict[Hex, int], list[Hex], list[tuple[int, ...]]] = ({}, [], [])  # `_graph`
        self._side_fields: dict[str, tuple[list[tuple[dict[Hex, int], float]], dict[Hex, int] | None]] = {}
        self._nbrs: dict[Hex, list[Hex]] = {}
        self._around: dict[Hex, list[Hex]] = {}  # a hex's six neighbours, on the map or not (`_beside`)
        self._besides: dict[tuple, set[Hex]] = {}  # `_beside` by the enemies' hexes
        # `_own_term`: by a unit's set-up (`_unit_setup`), the context and `Context.bases` entry it was last read in
        self._setup_bases: dict[tuple, tuple[Context, list]] = {}
        self._near_pairs: dict[tuple[int, int], tuple] = {}  # `_same_base`: (old, new, hexes near their differences)
        self._fronts: dict[tuple, frozenset[Hex]] = {}  # front hexes by (hex, facing, artillery)
        self._enemy_index: dict[str, list[int]] = {}
        # per side, its enemies' unit states picked out of a units tuple at C speed (`context`'s key)
        self._pick_enemies = {s: _picker([i for i, uid in enumerate(b.unit_order) if b.units[uid].side != s])
                              for s in b.side_ids}
        self._contexts: dict[tuple, Context] = {}
        self._near: dict[str, Context] = {}  # per side, the last context `context` gave
        # per side, `context`'s last enemies' records, their set-ups, context and the units tuple they came from
        self._picked: dict[str, tuple] = {}
        self._scanned: tuple | None = None  # `_update`'s scan for the `context` call it makes
        self._enemy_place: dict[str, list[int]] = {}  # per side, by unit index, its place among the enemies (-1: own)
        for s in b.side_ids:
            place = self._enemy_place[s] = [-1] * len(b.unit_order)
            for n, i in enumerate(i for i, uid in enumerate(b.unit_order) if b.units[uid].side != s):
                place[i] = n
        self._edges: dict[frozenset[str], list[Hex]] = {}
        # Per side: each unit state's material term (its sign x strength; None: not counted), and the indices
        # of the side's own units in the battle's order (issue #30: read once, not per position valued).
        self._material: dict[str, dict[UnitState, float | None]] = {s: {} for s in b.side_ids}
        self._own_index: dict[str, list[int]] = {
            s: [i for i, uid in enumerate(b.unit_order) if b.units[uid].side == s] for s in b.side_ids}
        # The incremental value (`_Kept`): the last position valued for each side, with its terms; each unit
        # state's counter-wise facts for a side; the objective hexes the score reads.
        self._last: dict[str, _Kept] = {}
        self._kept: dict[str, dict[int, _Kept]] = {s: {} for s in b.side_ids}  # by its context's id (kept alive)
        self._facts: dict[str, dict[tuple, tuple]] = {s: {} for s in b.side_ids}  # by `_fact_key`
        self._leader_pts: dict[LeaderState, tuple[tuple[str, int], ...]] = {}
        self._held = held_rules(b.scenario)
        self._held_hexes = frozenset(h for h, _side, _pts in self._held)
        # per hex_held_at_end rule: its points and the (hex, side) holds that score them (`_Kept.held`'s keys)
        self._held_keys = [(pts, [((h, s), s) for s in b.side_ids if rule_side in (None, s)])
                           for h, rule_side, pts in self._held]
        # per (hex, side) hold, the points it scores held (every rule's that names it): `_Kept.fact` adds them to
        # the side's units' points while one of its units holds the hex, so that the verdict's key is the kept sums
        # as they stand (thirteenth round: no totals rebuilt and no holds walked per verdict)
        self._hold_points: dict[tuple, int] = {}
        for pts, holds in self._held_keys:
            for hold, _s in holds:
                self._hold_points[hold] = self._hold_points.get(hold, 0) + pts
        self._leader_sides = [b.leaders[lid].side for lid in b.leader_order]  # by leader index
        self._owners = [b.units[uid].side for uid in b.unit_order]  # by unit index
        self._unit_range, self._leader_range = range(len(b.unit_order)), range(len(b.leader_order))  # (`_update`)
        self._slot: dict[str, list[int]] = {}  # side -> per unit index, its place among the side's own (-1: enemy)
        for s, own in self._own_index.items():
            slot = self._slot[s] = [-1] * len(b.unit_order)
            for j, i in enumerate(own):
                slot[i] = j
        self._own_leaders: dict[str, list[int | None]] = {}
        self._members: dict[str, list[list[int]]] = {}  # side -> per leader index, his banner's own units (places)
        self._banner_units: dict[tuple[str, str], list[int]] = {}  # (leader, side) -> `_leader_run`'s units
        self._radii: dict[tuple, int] = {}  # a leader's command radius by (id, status, replacement)
        self._areas: dict[tuple[Hex, int], frozenset[Hex]] = {}  # `_area`: the hexes within a radius of a hex
        self._commands: dict[int, tuple[LeaderState, frozenset[Hex]]] = {}  # `_command_area` by the record's id
        # `value`'s verdict by (side, points by side, losses by side): (winner, difference, sudden death, VP ahead)
        self._verdicts: dict[tuple, tuple] = {}
        self._leader_kept: dict[tuple, tuple[float, dict[str, int]]] = {}  # `_leader_terms` by what it reads
        # a move's objectives' term by destination, by (side, the nearest other units' and the nearest's distances)
        self._objective_terms: dict[tuple, dict[Hex, float]] = {}  # (`_mover`)

    # -- distance fields -------------------------------------------------------------------------------
    def _field(self, sources: Iterable[Hex]) -> dict[Hex, int]:
        """Hex distance (terrain ignored) from the nearest source to every hex of the map, capped at FAR.

        A breadth-first search over the map's hexes numbered once per evaluator (`_graph`), level by level on
        lists of integers (issue #30, fourth round: the dictionary of hexes and the grid's neighbour look-up
        cost 0.8 ms a field on Hautmesnil). Every hex the search does not reach within FAR reads FAR, as an
        absent one did: callers read a field with `.get(h, FAR)`."""
        return self._field_of(tuple(sorted(sources)))[1]  # a Hex is a (q, r) tuple: the (q, r) order

    def _field_of(self, key: tuple[Hex, ...], near: tuple | None = None) -> tuple:
        """`_field` of the sorted sources `key` as (key, field, distances by hex number, whether every source
        lies on the grid), made from the field `near` (the same) when its sources differ from these in a few
        hexes (`_field_from`), else by a breadth-first search over the whole map."""
        got = self._fields.get(key)
        if got is not None:
            return got
        index, hexes, adj = self._graph(key)
        dist = None
        if near is not None and len(near[2]) == len(hexes):
            dist = self._field_from(key, near, index, adj)
        if dist is None:
            dist = bfs_field([index[h] for h in key], adj, len(hexes))
            got = (key, dict(zip(hexes, dist, strict=True)), dist, self._inside(key))
        else:
            dist, touched = dist
            field = dict(near[1])  # the near field with the hexes whose distance changed
            for i in touched:
                field[hexes[i]] = dist[i]
            got = (key, field, dist, True)
        if len(self._fields) > 256:  # enemy positions change every turn: keep the cache small
            self._fields.clear()
        self._fields[key] = got
        return got

    def _inside(self, hexes: Iterable[Hex]) -> bool:
        """Whether every hex of `hexes` lies on the grid (kept per hex)."""
        inside = self._on_grid
        for h in hexes:
            got = inside.get(h)
            if got is None:
                got = inside[h] = self.grid.contains(h)
            if not got:
                return False
        return True

    def _field_from(self, key: tuple[Hex, ...], near: tuple, index: dict[Hex, int], adj: list[tuple[int, ...]],
                    ) -> tuple[list[int], list[int]] | None:
        """The distances to the sources `key` made from the `near` field's, and the hex numbers whose distance
        changed; None when the sources differ too much, or one lies off the grid (the graph links a hex off the
        grid to its neighbours, not them to it: the search below needs adjacency both ways). Integers: the
        same distances as a search over the whole map (tests/test_evaluate_kept.py compares them).

        Sources added first: a search from them lowers what they reach first. Then the sources removed: the
        hexes every shortest path to which starts at a removed source (found by a search from the removed
        sources that follows hexes one step farther none of whose neighbours one step nearer lies outside the
        zone) are read again from their neighbours outside that zone, then level by level inside it (a
        shortest path from a source still there enters the zone from a hex whose distance stands)."""
        was, now = set(near[0]), set(key)
        removed, added = was - now, now - was
        if len(removed) + len(added) > FIELD_STEPS:
            return None
        if not near[3] or not self._inside(added):  # a source off the grid
            return None
        dist = list(near[2])
        touched: list[int] = []
        if added:  # a search from the sources added lowers what they reach first
            frontier = [index[h] for h in added]
            for i in frontier:
                dist[i] = 0
            touched.extend(frontier)
            spread(frontier, dist, adj, FAR - 1, touched)
        if removed:
            # the zone: the hexes every shortest path to which starts at a removed source (a hex one step
            # farther than a hex outside the zone keeps its distance; one at FAR stays at FAR)
            frontier = [index[h] for h in removed]
            zone = set(frontier)
            seen = set(frontier)
            d = 0
            while frontier and d < FAR - 1:
                reached = []
                for i in frontier:
                    for j in adj[i]:
                        if dist[j] == d + 1 and j not in seen:
                            seen.add(j)
                            for n in adj[j]:
                                if dist[n] == d and n not in zone:
                                    break  # reached from outside the zone as near
                            else:
                                zone.add(j)
                                reached.append(j)
                frontier = reached
                d += 1
            # the zone read again from its neighbours outside it, then level by level inside it
            levels: list[list[int]] = [[] for _ in range(FAR + 1)]
            for i in zone:
                best = FAR
                for j in adj[i]:
                    if j not in zone and dist[j] < best - 1:
                        best = dist[j] + 1
                dist[i] = best
                levels[best].append(i)
            for d in range(FAR - 1):
                for i in levels[d]:
                    if dist[i] != d:  # lowered since it was put at this level
                        continue
                    for j in adj[i]:
                        if dist[j] > d + 1 and j in zone:
                            dist[j] = d + 1
                            levels[d + 1].append(j)
            touched.extend(zone)
        return dist, touched

    def _graph(self, sources: Iterable[Hex]) -> tuple[dict[Hex, int], list[Hex], list[tuple[int, ...]]]:
        """The map as numbered hexes and their on-map neighbours (`grid.neighbours`) by number: the battle's
        hexes and every hex the grid's neighbours reach from them, and from `sources` when one lies outside."""
        index, hexes, adj = self._hex_graph
        todo = len(adj)
        for h in (*(() if hexes else self.hexes), *sources):
            if h not in index:
                index[h] = len(hexes)
                hexes.append(h)
        if todo == len(hexes):
            return self._hex_graph
        grid = self.grid
        while todo < len(hexes):  # number the neighbours of each hex, new ones at the end
            row = []
            for n in grid.neighbours(hexes[todo]):
                j = index.get(n)
                if j is None:
                    j = index[n] = len(hexes)
                    hexes.append(n)
                row.append(j)
            adj.append(tuple(row))
            todo += 1
        return self._hex_graph

    def _edge_hexes(self, edges: set[str]) -> list[Hex]:
        key = frozenset(edges)
        got = self._edges.get(key)
        if got is None:  # fixed by the map: found once (issue #30)
            got = self._edges[key] = self._find_edge_hexes(edges)
        return got

    def _find_edge_hexes(self, edges: set[str]) -> list[Hex]:
        g = self.grid
        out = []
        for h in self.hexes:
            col, row = g.to_offset(h)
            on = {"west": col == g.first_column, "east": col == g.first_column + g.columns - 1,
                  "north": row == g.first_row, "south": row == g.first_row + g.rows - 1}
            if any(on.get(e, False) for e in edges):
                out.append(h)
        return out

    def context(self, state: Position, side: str) -> Context:
        """The context of `side`'s decision now. Shared by every position where the enemy stands as now (the
        positions a side's own choices reach), so it is built once per enemy set-up, not once per position.
        The set-up is what the context and the positional term read of an enemy unit: where it stands and
        faces, its condition, mounted and fatigued (not its markers of the activation: a fire's target marked
        `fired_at` is the same enemy to stand next to; issue #30).

        The key is made from the last call's: the set-ups of the enemies whose records are those of the last
        call stand, only the others are read (a look-ahead position shares most records with the last one asked;
        reading every enemy's set-up was 6 of the 10 us a call on Hautmesnil); with the very same records, the
        context is the last one (seventh round).

        `_update`'s scan, when it asks (`_scanned`: these units, a units tuple `since`, the indices where they hold
        other records): when the last call's enemies were picked from `since`, the enemies that differ are those
        among them, not scanned again (thirteenth round: 358 of the 510 calls in seed 4's worst decisions)."""
        units = state.units
        scanned = self._scanned
        self._scanned = None
        enemies = self._pick_enemies[side](units)
        last = self._picked.get(side)
        changed = None
        if last is not None:  # the last call's enemies: most of them the same records, whose set-ups stand
            was, was_setups, ctx, source = last
            if scanned is not None and scanned[0] is units and scanned[1] is source:
                place = self._enemy_place[side]  # (the enemies' places, in the units' order: `_changed`'s)
                changed = [place[i] for i in scanned[2] if place[i] >= 0]
            else:
                changed = _changed(was, enemies)
            if not changed:
                return ctx
            if len(changed) <= 8:
                setups = list(was_setups)
                for n in changed:
                    setups[n] = _setup(enemies[n])
                setups = tuple(setups)
            else:
                changed = None
                setups = tuple(map(_setup, enemies))
        else:
            setups = tuple(map(_setup, enemies))
        key = (side, setups)
        ctx = self._contexts.get(key)
        if ctx is None:
            if len(self._contexts) > 64:
                self._contexts.clear()
                self._setup_bases.clear()  # they hold contexts: these too, so that few stay alive
                self._near_pairs.clear()
            if changed is not None:  # a few enemies apart from the last context: patched from it (ninth round)
                ctx = self._patched(state, side, last[2], last[0], enemies, [  # type: ignore[index]
                    n for n in changed if setups[n] != was_setups[n]])
            else:
                near = self._near.get(side)  # the last context asked for: most often a few enemies apart
                ctx = self._context(state, side, None if near is None else near.field)
            self._contexts[key] = ctx
            ctx.key = key[1]
        self._near[side] = ctx
        self._picked[side] = (enemies, setups, ctx, units)
        return ctx

    def _enemies(self, state: Position, side: str) -> list[int]:
        """The indices of `side`'s enemies among the units (the battle's order)."""
        enemies = self._enemy_index.get(side)
        if enemies is None:
            enemies = self._enemy_index[side] = [i for i, uid in enumerate(state.battle.unit_order)
                                                 if state.battle.units[uid].side != side]
        return enemies

    def _context(self, state: Position, side: str, near: tuple | None = None) -> Context:
        """A new context; its distance field made from the `near` one's (`_field_of`) when given."""
        ctx = Context(side)
        units = state.units
        enemy_at, enemy_front = ctx.enemy_at, ctx.enemy_front
        fighting: dict[Hex, None] = {}  # the hexes holding an enemy not routed, in the units' order
        for i in self._enemies(state, side):  # in the units' order
            us = units[i]
            h = us.hex
            if h is None or us.condition == "eliminated":  # not on the map
                continue
            got = enemy_at.get(h)
            if got is None:
                enemy_at[h] = [us]
            else:
                got.append(us)
            if us.condition != "routed":
                fighting[h] = None
                for f in state.front_hexes(us):
                    got = enemy_front.get(f)
                    if got is None:
                        enemy_front[f] = [us]
                    else:
                        got.append(us)
        if fighting:
            ctx.field = self._field_of(tuple(sorted(fighting)), near)
            ctx.enemy_dist = ctx.field[1]
        ctx.objectives, ctx.exit_dist = self._side_terms(state, side)
        return ctx

    def _patched(self, state: Position, side: str, near: Context, was: tuple, enemies: tuple, changed: list[int],
                 ) -> Context:
        """`_context` of the position whose enemies' records are `enemies`, made from the context `near` of the
        enemies `was`, which differ in their set-ups at the places `changed` only (a look-ahead's dice rout, push back
        or kill an enemy or two): the changed enemies taken out of `near`'s lists and put back where they stand now,
        each list in the units' order as `_context` makes it (the enemies beside a hex are summed in that order), the
        lists touched made anew (`near`'s are shared, never changed). The unchanged enemies keep `near`'s records
        (perhaps another position's, of the same set-ups: an enemy is found by his id), in both dictionaries the same
        record. The seventh round measured it under the bar alone
        (−0.57 %); ninth round, beside the other answers shared between contexts."""
        ctx = Context(side)
        enemy_at, enemy_front = ctx.enemy_at, ctx.enemy_front
        enemy_at.update(near.enemy_at)
        enemy_front.update(near.enemy_front)
        order = state.battle.unit_index
        spots: set[Hex] = set()  # the hexes whose enemies changed

        def take(table: dict, h: Hex, us: UnitState) -> None:
            uid = us.id  # by id: `near` may hold another position's records of the same set-ups
            rest = [x for x in table[h] if x.id != uid]
            if rest:
                table[h] = rest
            else:
                del table[h]

        def put(table: dict, h: Hex, us: UnitState) -> None:
            got = table.get(h)
            if got is None:
                table[h] = [us]
                return
            at = order[us.id]
            n = 0
            while n < len(got) and order[got[n].id] < at:
                n += 1
            table[h] = [*got[:n], us, *got[n:]]

        for n in changed:
            for us, move in ((was[n], take), (enemies[n], put)):
                h = us.hex
                if h is None or us.condition == "eliminated":  # not on the map
                    continue
                spots.add(h)
                move(enemy_at, h, us)
                if us.condition != "routed":
                    for f in state.front_hexes(us):
                        move(enemy_front, f, us)
        fighting = set(near.field[0]) if near.field is not None else set()  # the hexes holding an enemy not routed
        for h in spots:
            if any(not e.routed for e in enemy_at.get(h, ())):
                fighting.add(h)
            else:
                fighting.discard(h)
        if fighting:
            ctx.field = self._field_of(tuple(sorted(fighting)), near.field)
            ctx.enemy_dist = ctx.field[1]
        ctx.objectives, ctx.exit_dist = self._side_terms(state, side)
        return ctx

    def _side_terms(self, state: Position, side: str,
                    ) -> tuple[list[tuple[dict[Hex, int], float]], dict[Hex, int] | None]:
        """A context's objectives and exit distances: fixed by the scenario and the side, made once."""
        got = self._side_fields.get(side)
        if got is None:
            by_hex: dict[Hex, float] = {}
            for h, pts in self.obj_rules[side]:
                by_hex[h] = by_hex.get(h, 0.0) + pts
            for enemy in state.enemy_sides(side):  # standing on the enemy's objective denies it (half weight)
                for h, pts in self.obj_rules[enemy]:
                    by_hex[h] = by_hex.get(h, 0.0) + pts / 2
            objectives = [(self._field([h]), pts / 4) for h, pts in by_hex.items() if pts > 0]
            exit_dist = self._field(self._edge_hexes(self.exit_edges[side])) if self.exit_edges[side] else None
            got = self._side_fields[side] = (objectives, exit_dist)
        return got

    def nearest(self, state: Position, ctx: Context) -> list[list[tuple[int, str]]]:
        """Per objective, the two friendly units nearest to it now (distance, id): a move's delta needs them."""
        own = [us for us in state.units if us.on_map and not us.routed and state.side_of(us.id) == ctx.side]
        return [sorted((dist.get(us.hex, FAR), us.id) for us in own)[:2]  # type: ignore[arg-type]
                for dist, _ in ctx.objectives]

    # -- the value of a position ---------------------------------------------------------------------------
    def strength(self, state: Position, us: UnitState, condition: str | None = None, fatigued: bool | None = None,
                 ) -> float:
        """SP in force x disorder: what a unit is worth in a fight and as material."""
        info = state.battle.units[us.id]
        f = us.fatigued if fatigued is None else fatigued
        sp = info.values(us.mounted, f).sp
        return sp * CONDITION[condition or us.condition]

    def unit_position(self, state: Position, ctx: Context, us: UnitState) -> float:
        """The positional worth of one friendly unit where `us` says it stands (not counting objectives)."""
        h = us.hex
        if h is None or not us.on_map:
            return 0.0
        if us.routed:
            return 0.0
        return self._position_at(state, ctx, us, self._unit_terms(state, us), h, us.facing)

    def _unit_terms(self, state: Position, us: UnitState,
                    ) -> tuple[float, float, LeaderState | None, frozenset[Hex] | None]:
        """What `unit_position` reads of the unit itself, wherever it stands: its strength, its strength in
        mêlée, its banner's leader and the hexes within his command (`_command_area`)."""
        s = self.strength(state, us)
        ldr = state.banner_leader(us.id)
        return s, s * _mounted_factor(state, us), ldr, self._command_area(state, ldr)

    def _front(self, state: Position, us: UnitState, h: Hex, facing: int) -> frozenset[Hex]:
        """The unit's front hexes were it in hex `h` facing `facing` (fixed by the map: kept per evaluator)."""
        key = (h, facing, state.battle.units[us.id].artillery)
        got = self._fronts.get(key)
        if got is None:
            got = self._fronts[key] = frozenset(state.front_hexes(
                us if us.hex == h and us.facing == facing else _placed(us, h, facing)))
        return got

    def _position_at(self, state: Position, ctx: Context, us: UnitState, terms: tuple, h: Hex, facing: int,
                     ) -> float:
        """`unit_position` of `us` (on the map, not routed) were it in hex `h` facing `facing`: a move's
        worth without building the moved unit's state (issue #30). The command term comes last: its
        subtraction from `_base_at`'s sum is the whole of what the leader changes (`_own_term` relies on it)."""
        s, mine, _ldr, area = terms
        return self._less_command(self._base_at(state, ctx, us, s, mine, h, facing), s, h, area)

    def _less_command(self, v: float, s: float, h: Hex, area: frozenset[Hex] | None) -> float:
        """`v` less the command term of a unit of strength `s` in hex `h` whose banner leader has the hexes `area`
        within his command (`_command_area`; None: no leader): nothing without a leader or within his command
        radius. One place for `_position_at` and `_own_term`, whose values must agree to the bit."""
        if area is None or h in area:
            return v
        return v - self.w.command * s / 3

    def _command_area(self, state: Position, ldr: LeaderState | None) -> frozenset[Hex] | None:
        """The hexes within the command radius of a banner leader's state (empty: he commands from nowhere; None:
        no leader), kept by the record's identity (the entry holds the record, so no other takes its id): the
        command term read as one look-up, not his radius's and a `distance` (ninth round, second wave)."""
        if ldr is None:
            return None
        commands = self._commands
        got = commands.get(id(ldr))
        if got is not None and got[0] is ldr:
            return got[1]
        radius = self._radius(state, ldr)
        area = _NOWHERE if radius is None else self._area(ldr.hex, radius)  # type: ignore[arg-type]
        if len(commands) > 4096:
            commands.clear()
        commands[id(ldr)] = (ldr, area)
        return area

    def _area(self, h: Hex, radius: int) -> frozenset[Hex]:
        """The hexes at most `radius` from `h` (on the map or not), kept by (hex, radius): the command radius read
        as a look-up, not a `distance` (ninth round, second wave: `_less_command`, `_recommanded` and the leaders'
        deltas asked 80 % of their distances again). Fixed by geometry: kept across contexts and positions."""
        areas = self._areas
        got = areas.get((h, radius))
        if got is None:
            if len(areas) > 4096:
                areas.clear()
            q, r = h  # `hex_range`'s hexes as plain pairs: a `Hex` is its pair (equal, the same hash), made at C speed
            got = areas[h, radius] = frozenset([
                (q + dq, r + dr) for dq in range(-radius, radius + 1)
                for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)])
        return got

    def _base_at(self, state: Position, ctx: Context, us: UnitState, s: float, mine: float, h: Hex, facing: int,
                 ) -> float:
        """`_position_at`'s sum before the command term: what does not depend on the unit's leader."""
        w = self.w
        v = -w.contact * ctx.enemy_dist.get(h, FAR)
        if ctx.exit_dist is not None:
            v -= w.exit * ctx.exit_dist.get(h, FAR) * s
        beside = ctx.beside
        if beside is None:
            beside = ctx.beside = self._beside(ctx)
        if h not in beside:  # no enemy in a neighbour: the loop below would add nothing
            return v
        front = self._front(state, us, h, facing)
        # the enemies that have `h` in their front, by identity: the context's lists hold its enemies' records, and
        # two records of one units tuple are never equal (their ids differ), so `e in list` is `e is` one of them;
        # `in` compared unequal records field by field (eighth round)
        his = ctx.enemy_front.get(h)
        his_ids = [id(x) for x in his] if his else ()
        nbrs = self._nbrs.get(h)
        if nbrs is None:
            nbrs = self._nbrs[h] = state.grid.neighbours(h)
        enemy_at, strengths = ctx.enemy_at, ctx.strengths
        for n in nbrs:
            for e in enemy_at.get(n, ()):
                theirs = strengths.get(id(e))
                if theirs is None:
                    theirs = strengths[id(e)] = self.strength(state, e) * _mounted_factor(state, e)
                edge = (mine - theirs) / (mine + theirs + 1e-9)  # -1 .. 1: who is the stronger
                if e.routed:
                    v += w.front * 0.5 if n in front else 0.0
                    continue
                in_mine = n in front
                in_his = id(e) in his_ids
                if in_mine and not in_his:
                    v += w.front * (1.0 + edge)
                elif in_his and not in_mine:
                    v -= w.flank * (1.0 - edge)
                elif in_mine and in_his:
                    v += w.front * edge
        return v

    def _neighbours(self, h: Hex) -> list[Hex]:
        """`h`'s neighbours, off the map too, kept by the hex (the grid is the battle's)."""
        got = self._around.get(h)
        if got is None:
            got = self._around[h] = self.grid.neighbours(h, on_map=False)
        return got

    def _beside(self, ctx: Context) -> set[Hex]:
        """Every hex next to an enemy of the context (its six neighbours, on the map or not: a superset of the hexes
        whose on-map neighbours hold one, adjacency being mutual). Shared by the contexts whose enemies stand in the
        same hexes (an enemy disordered, turned or routed where he stands: most new contexts; ninth round); nobody
        changes it."""
        key = tuple(ctx.enemy_at)  # the hexes in the units' order: the same set in the same order for the same hexes
        got = self._besides.get(key)
        if got is None:
            got = set()
            for h in key:
                got.update(self._neighbours(h))
            if len(self._besides) > 256:
                self._besides.clear()
            self._besides[key] = got
        return got

    def _radius(self, state: Position, ldr: LeaderState) -> int | None:
        """The command radius of a banner leader's state (None: he commands from nowhere), kept per (leader, status,
        replacement)."""
        if not ldr.commanding or ldr.hex is None:
            return None
        key = (ldr.id, ldr.status, ldr.replacement)
        radius = self._radii.get(key)
        if radius is None:
            radius = self._radii[key] = state.leader_values(ldr.id).radius
        return radius

    def _recommanded(self, state: Position, units: tuple, own: list[int], members: list[int], a: LeaderState,
                     b: LeaderState) -> list[int]:
        """The places of the own units among `members` (his banner's) that leader state `b` has within his command
        radius and `a` has not, or the reverse: in one context, an unchanged unit's term is its leader-free sum less
        the command term or not (`_less_command`), so a unit within both radii or beyond both keeps its term to the
        bit (issue #30, eighth round)."""
        # the hexes within each one's command, kept (ninth round, second wave: two `distance` calls a member before)
        area_a, area_b = self._command_area(state, a), self._command_area(state, b)
        out = []
        for j in members:
            us = units[own[j]]
            if not us.on_map or us.routed:  # not counted: 0.0 under any leader
                continue
            h = us.hex
            if (h in area_a) != (h in area_b):
                out.append(j)
        return out

    def _own_term(self, state: Position, ctx: Context, us: UnitState, ldr: LeaderState | None) -> float:
        """`unit_position` of an own unit on the map and not routed whose banner leader is `ldr`, for the kept
        value (`_update`): the leader-free sum kept per unit state in the context (`Context.bases`), the command
        term subtracted from it as `_position_at` does (the same operation on the same operands: the same bits).
        A leader who moves changes the command term alone: the unit's neighbours and fronts are not read again
        (issue #30, sixth round). The sum and the last leader's term share one entry (eighth round: one look-up
        of the unit state a term, not three; a unit state equal to the key but another record is compared once)."""
        got = ctx.bases.get(us)
        if got is None:
            key = _unit_setup(us)
            was = self._setup_bases.get(key)  # (the context, its entry) where a unit of this set-up was last read
            if was is not None and self._same_base(was[0], ctx, us.hex):  # type: ignore[arg-type]
                got = ctx.bases[us] = [was[1][0], was[1][1], _ANY, 0.0]
            else:
                s = self.strength(state, us)
                got = ctx.bases[us] = [
                    self._base_at(state, ctx, us, s, s * _mounted_factor(state, us), us.hex, us.facing), s, _ANY, 0.0]  # type: ignore[arg-type]
            if len(self._setup_bases) > 4096:  # (and with the contexts, `context`)
                self._setup_bases.clear()
            self._setup_bases[key] = (ctx, got)
        elif got[2] is ldr:  # the same leader state as last time
            return got[3]
        if ldr is None:  # `_less_command` written out: no leader, no command term
            v = got[0]
        else:
            area = self._commands.get(id(ldr))  # `_command_area`'s look-up written out (its entry holds the record)
            area = area[1] if area is not None and area[0] is ldr else self._command_area(state, ldr)
            v = got[0] if us.hex in area else got[0] - self.w.command * got[1] / 3
        got[2], got[3] = ldr, v
        return v

    def _same_base(self, old: Context, new: Context, h: Hex) -> bool:
        """Whether `_base_at` of a unit in hex `h` reads the same in contexts `old` and `new`: the same distance to the
        nearest fighting enemy there, and no enemy whose set-up differs between them in `h` or a neighbour of it (the
        enemies `_base_at` reads are those of `h`'s neighbours, those having `h` in their front among them; the
        reasoning of `_reached`). The contexts must be comparable (`_touched`: one side's, by `context`). Ninth round:
        a unit read again in a new context was most often read in another one just before."""
        if old is new:
            return True
        near = self._pair(old, new)[3]
        return near is not None and h not in near and old.enemy_dist.get(h, FAR) == new.enemy_dist.get(h, FAR)

    def _pair(self, old: Context, new: Context) -> tuple:
        """(old, new, `_touched(old, new)`, the hexes a touched hex is in or among the on-map neighbours of: None
        when not comparable), kept per pair of contexts (ninth round: a look-ahead goes back and forth between a
        few)."""
        pair = (id(old), id(new))
        got = self._near_pairs.get(pair)
        if got is None or got[0] is not old or got[1] is not new:
            touched = self._touched(old, new)
            near = None
            if touched is not None:  # (adjacency is mutual; a unit's hex is on the map)
                near = set(touched)
                for t in touched:
                    if self._inside((t,)):
                        near.update(self._neighbours(t))
            if len(self._near_pairs) > 1024:
                self._near_pairs.clear()
            got = self._near_pairs[pair] = (old, new, touched, near)
        return got

    def objectives(self, ctx: Context, hexes: Iterable[Hex]) -> float:
        hs = list(hexes)
        v = 0.0
        for dist, weight in ctx.objectives:
            v -= self.w.objective * weight * min((dist.get(h, FAR) for h in hs), default=FAR)
        return v

    def positional(self, state: Position, ctx: Context) -> float:
        units = state.units
        own = [us for us in (units[i] for i in self._own_index[ctx.side]) if us.on_map and not us.routed]
        return sum(self._memo(state, ctx, us) for us in own) + self.objectives(ctx, (u.hex for u in own))

    def value(self, state: Position, side: str, ctx: Context | None = None) -> float:
        """The position's worth for `side`: VP ahead, strength kept, leaders, position (see the module).

        The same number, to the bit, as `plain_value`, read from the terms kept for the last position valued
        for `side` (`_Kept`): only the counters that differ from it are read again, and every sum adds the
        same terms in the same order (issue #30; tests/test_evaluate_kept.py proves it over played games)."""
        if self._pull:  # the search's sudden-death pull: the plain computation
            return self.plain_value(state, side, ctx)
        w = self.w
        k = self._update(state, side, ctx)
        verdict = k.verdict  # kept while the integer sums are its base's (`Evaluator._update`'s copy)
        if verdict is None:  # `_verdict`'s look-up written out (a call less a value; thirteenth round)
            verdict = self._verdicts.get(
                (side, tuple(k.unit_totals.values()), tuple(k.leader_totals.values()), tuple(k.losses.values())))
            if verdict is None:
                verdict = self._verdict(state, side, k)
            k.verdict = verdict
        winner, diff, hit, vp = verdict
        if state.over or hit:  # (`is_over`, read without the property)
            if winner == side:
                return w.win + diff
            if winner is not None:
                return -w.win - diff
        near = 0.0  # `plain_value`'s threshold pull, 0 here: added all the same, so that the sum is its sum to the bit
        return w.vp * vp + w.material * k.mat_sum + near + k.lead + k.positional

    def _verdict(self, state: Position, side: str, k: _Kept) -> tuple:
        """(winner, difference, sudden death, VP ahead of the enemy) for `side` from `k`'s points and losses, kept
        per evaluator by the kept integer sums themselves (issue #30, sixth round; thirteenth: the sums as they stand,
        held hexes' points in the units' (`_Kept.fact`): each dictionary has the battle's sides as keys, in its
        order, so its values alone say it)."""
        key = (side, tuple(k.unit_totals.values()), tuple(k.leader_totals.values()), tuple(k.losses.values()))
        verdict = self._verdicts.get(key)
        if verdict is None:
            totals = {s: k.unit_totals[s] + k.leader_totals[s] for s in state.battle.side_ids}
            sc_rules = state.battle.scenario
            hit = sudden_death_of(sc_rules, k.losses) if sc_rules.victory.sudden_death else None
            winner, _result, diff = victory_level(sc_rules, totals)
            if hit is not None:
                winner = hit.winner
            vp = totals.get(side, 0) - max((v for s, v in totals.items() if s != side), default=0)
            if len(self._verdicts) > 10_000:
                self._verdicts.clear()
            verdict = self._verdicts[key] = (winner, diff, hit is not None, vp)
        return verdict

    def _update(self, state: Position, side: str, given: Context | None) -> _Kept:
        """The kept terms of `state` for `side`, from those of the last position valued for it."""
        units = state.units
        last = self._last.get(side)  # (the battle's: its units tuple has one length)
        slot = self._slot[side]
        # `_changed` written out here (a call less a scan; thirteenth round), the battle's ranges made once
        urange = self._unit_range
        if last is None:
            changed = None
        else:
            changed = [] if last.units is units else list(compress(urange, map(is_not, last.units, units)))
        # the context: the one given, else the last one while no enemy counter changed, else the decision's
        if given is not None and given.side == side:
            ctx, own_ctx = given, False
        else:
            ctx, own_ctx = None, True
            if last is not None and last.own_ctx:  # the last one while no enemy moved, turned or changed condition
                was = last.units
                for i in changed:  # type: ignore[union-attr]
                    if slot[i] < 0 and _setup(units[i]) != _setup(was[i]):
                        break
                else:
                    ctx = last.ctx
            if ctx is None:
                if last is not None:  # `changed` is against the last position's units: `context` may use it
                    self._scanned = (units, last.units, changed)
                ctx = self.context(state, side)
        # the base: the last position valued in this context (a look-ahead goes back and forth between a few:
        # the dice's outcomes each change the enemy), so that the positional terms are read again for few units
        base = last
        if last is not None and last.ctx is not ctx:
            kept = self._kept[side]
            base = kept.get(id(ctx))
            if base is not None and base.ctx is ctx:
                changed = [] if base.units is units else list(compress(urange, map(is_not, base.units, units)))
            else:
                base = last
        if base is None:
            changed = list(range(len(units)))
        if base is None:
            k = _Kept(units, state.leaders, state.sides, ctx, own_ctx, len(self._own_index[side]),
                      state.battle.side_ids)
        else:  # the base's lists and sums shared: copied below before a slot of them changes (`own_sums`; the
            # facts' and positional lists here), most positions of a look-ahead changing a few of them only (sixth
            # round; written out here, not a `_Kept` method: a call less a value, thirteenth round)
            k = _new_kept(_Kept)
            k.units, k.leaders, k.sides, k.ctx, k.own_ctx = units, state.leaders, state.sides, ctx, own_ctx
            k.facts, k.mat, k.mat_sum, k.lead = base.facts, base.mat, base.mat_sum, base.lead
            k.pos, k.near, k.objective, k.positional = base.pos, base.near, base.objective, base.positional
            k.unit_totals, k.leader_totals = base.unit_totals, base.leader_totals
            k.losses, k.held, k.verdict = base.losses, base.held, base.verdict
        # the unit states' facts: material term, points scored, SP lost, objective hex held
        facts = self._facts[side]
        if len(facts) > 100_000:
            facts.clear()
        held_hexes = self._held_hexes
        owners, kept_facts = self._owners, k.facts
        mat = False  # whether a material term changed
        lists = sums = base is None  # whether `k`'s facts and weights, its integer sums, are its own (not the base's)
        moved: Iterable[int] = []  # the side's own units changed (their places), in the units' order
        for i in changed:
            j = slot[i]
            if j >= 0:
                moved.append(j)  # type: ignore[attr-defined]
            us = units[i]
            key = _fact_key(us)
            f = facts.get(key)
            if f is None:
                t = self._material_term(state, us, side)
                hold = (us.hex, owners[i]) if us.on_map and not us.routed and us.hex in held_hexes else None
                f = facts[key] = (0.0 if t is None else t, unit_points(state, us), unit_loss(state, us), hold)
            old = kept_facts[i]
            if old is f or old == f:  # a moved or marked counter that scores, loses and weighs as it did
                continue  # (+0.0 and -0.0 are equal here and add the same to a sum started at +0.0)
            if not lists:  # shared with the base until now
                k.facts, k.mat = list(k.facts), list(k.mat)
                lists = True
            if old[1] == f[1] and old[2] == f[2] and old[3] == f[3]:  # its weight alone (a disorder, a rout): the
                k.facts[i] = f  # integer sums and their verdict stand (tenth round); the weight differs (not equal
                k.mat[i] = f[0]  # facts, the rest equal)
                mat = True
                continue
            if not sums:
                k.own_sums()  # shared with the base until now
                sums = True
            k.unfact(old, owners[i], self._hold_points)  # a new `_Kept`'s slots hold facts that count nothing
            k.fact(i, f, owners[i], self._hold_points)
            mat = mat or old[0] != f[0]
        if mat or base is None:
            k.mat_sum = reduce(add, k.mat, 0.0)
        # the leaders' terms, read again when a leader's command or casualties changed (not his markers)
        leaders = state.leaders
        moved_leaders = () if base is None or base.leaders is leaders else list(
            compress(self._leader_range, map(is_not, base.leaders, leaders)))
        again = base is None or base.sides is not state.sides
        if not again and moved_leaders:
            was_leaders = base.leaders  # type: ignore[union-attr]
            for n in moved_leaders:
                if _command(was_leaders[n]) != _command(leaders[n]):
                    again = True
                    break
        if again:
            k.lead, totals = self._leader_terms(state, side)
            if totals != k.leader_totals:
                k.leader_totals, k.verdict = totals, None
        # the positional terms of the side's own units whose unit, leader or context changed: a unit that changed
        # is read again with its distances to the objectives; a unit whose leader or context changed keeps its hex
        own = self._own_index[side]
        pair = None if base is None or base.ctx is ctx else self._pair(base.ctx, ctx)
        touched = None if base is None else () if pair is None else pair[2]
        if touched is None:
            moved = range(len(own))
            others: Iterable[int] = ()
        else:
            others = set()
            if moved_leaders:
                members = self._banner_members(state, side)
                for n in moved_leaders:
                    a, b = base.leaders[n], leaders[n]  # what `_own_term` reads of him; not his activation's markers
                    if a.hex != b.hex or a.commanding != b.commanding or a.status != b.status or (
                            a.replacement != b.replacement):
                        if touched:
                            others.update(members[n])
                        else:  # the same context: only the units his change takes into or out of command
                            others.update(self._recommanded(state, units, own, members[n], a, b))
            if touched:  # another context: the units the enemies' changes can reach are read again
                others |= self._reached(units, own, set(moved), pair[3], base.ctx, ctx)  # type: ignore[index]
            if others:
                others.difference_update(moved)
        if base is None or moved or others:  # else nothing positional changed: the base's terms and sum
            if base is not None:
                k.pos = list(k.pos)  # shared with the base until now
            lead_of = self._own_leaders.get(side) or self._own_leader(state, side)
            fields = ctx.objective_fields
            if fields is None:
                fields = ctx.objective_fields = [dist for dist, _weight in ctx.objectives]
            # the distances to the objectives: the lists copied (shared with the base until now) and their term made
            # again only when a moved unit's distance changed (a unit disordered or turned where it stands keeps
            # them: the same lists give the same term; eighth round)
            nears = k.near
            far = touched is None  # whether a distance changed; all made again without a base or a comparable context
            if far and base is not None:
                k.near = nears = [list(x) for x in nears]
            was_units = None if base is None else base.units
            for j in moved:
                us = units[own[j]]
                if us.on_map and not us.routed:
                    li = lead_of[j]
                    k.pos[j] = self._own_term(state, ctx, us, None if li is None else leaders[li])
                    h = us.hex
                    if was_units is not None:
                        was = was_units[own[j]]
                        if was.hex == h and was.on_map and not was.routed:  # counted in the same hex in the base:
                            continue  # the base's distances (the side's objective fields, whatever the context; ninth)
                    for o, dist in enumerate(fields):
                        d = dist.get(h, FAR)  # type: ignore[arg-type]
                        if nears[o][j] != d:
                            if not far:
                                k.near = nears = [list(x) for x in nears]
                                far = True
                            nears[o][j] = d
                else:
                    k.pos[j] = 0.0  # not counted: adds nothing (a sum from +0.0 never holds -0.0)
                    for o in range(len(nears)):
                        if nears[o][j] != FAR:  # not counted: every distance is at most FAR
                            if not far:
                                k.near = nears = [list(x) for x in nears]
                                far = True
                            nears[o][j] = FAR
            for j in others:  # the same unit state as in the base: counted or not as there, at the same distances
                us = units[own[j]]
                if us.on_map and not us.routed:
                    li = lead_of[j]
                    k.pos[j] = self._own_term(state, ctx, us, None if li is None else leaders[li])
            if far:  # else the distances are the base's, and so is their term
                v = 0.0
                for near, (_dist, weight) in zip(k.near, ctx.objectives, strict=True):
                    v -= self.w.objective * weight * min(near, default=FAR)
                k.objective = v
            k.positional = sum(k.pos) + k.objective
        # `k` as the last position valued for `side`, and in its context (a call less a value: thirteenth round)
        self._last[side] = k
        kept = self._kept[side]
        if last is not None and last.ctx is ctx:  # the last one's context: already the newest
            kept[id(ctx)] = k
        else:
            kept.pop(id(ctx), None)
            kept[id(ctx)] = k  # the newest last
            if len(kept) > KEPT_CONTEXTS:
                del kept[next(iter(kept))]
        return k

    def _touched(self, old: Context, new: Context) -> set[Hex] | None:
        """The hexes where an enemy of `old` or `new` stands whose set-up differs between them (empty: the same
        context); None when they cannot be compared (not both built by `context` for one side)."""
        if old is new:
            return set()
        if old.key is None or new.key is None or old.side != new.side or old.objectives is not new.objectives or (
                old.exit_dist is not new.exit_dist):
            return None
        out: set[Hex] = set()
        for a, b in zip(old.key, new.key, strict=True):
            if a != b:
                out.add(a[0])
                out.add(b[0])
        out.discard(None)  # type: ignore[arg-type]
        return out

    def _reached(self, units: tuple, own: list[int], dirty: set[int], near: set[Hex], old: Context, new: Context,
                 ) -> set[int]:
        """The own units (places in the side's order, beyond `dirty`) whose positional term may differ between
        contexts `old` and `new`, whose enemies differ at the hexes `touched` (issue #30, fourth round), `near` being
        the hexes a touched hex is in or among the on-map neighbours of (`_pair`). A unit's term reads the enemies in
        its hex's neighbours (their set-up, in order, and whether the hex is in their front) and the distance to the
        nearest fighting enemy at its hex: a unit in no hex of `near` with the same distance has the same term, to
        the bit. The objectives and exits are the side's in both (`_touched`)."""
        out: set[int] = set()
        old_d, new_d = old.enemy_dist, new.enemy_dist
        same_d = old_d is new_d  # the same fighting enemies' hexes: one field
        for j, i in enumerate(own):
            if j in dirty:
                continue
            us = units[i]
            h = us.hex
            if h is None or us.condition in ("eliminated", "routed"):  # not counted in either context
                continue
            if h in near or not same_d and old_d.get(h, FAR) != new_d.get(h, FAR):
                out.add(j)
        return out

    def _own_leader(self, state: Position, side: str) -> list[int | None]:
        """Per own unit (the side's order), the index of its banner's leader (None: no leader)."""
        got = self._own_leaders.get(side)
        if got is None:
            index = state.battle.leader_index
            got = self._own_leaders[side] = []
            for i in self._own_index[side]:
                ldr = state.banner_leader(state.battle.unit_order[i])
                got.append(None if ldr is None else index[ldr.id])
        return got

    def _banner_members(self, state: Position, side: str) -> list[list[int]]:
        """Per leader index, the own units (places in the side's order) whose banner he leads."""
        got = self._members.get(side)
        if got is None:
            got = self._members[side] = [[] for _ in state.leaders]
            for j, li in enumerate(self._own_leader(state, side)):
                if li is not None:
                    got[li].append(j)
        return got

    def _leader_terms(self, state: Position, side: str) -> tuple[float, dict[str, int]]:
        """The leaders' worth for `side` (as `plain_value` adds it, in its order) and the points their
        casualties score, kept by what they read: the sides' army commanders and each leader's `_command` (his
        commanding, status, replacement, captor and casualties; his id is his place). A look-ahead's dice wound,
        kill or capture a leader and the next leaf is a sibling that did not: the same few sets come back
        (eleventh round). The totals are shared: nobody changes them (`_update` replaces `leader_totals`)."""
        key = (side, tuple(map(_army, state.sides)), tuple(map(_command, state.leaders)))
        kept = self._leader_kept
        got = kept.get(key)
        if got is None:
            if len(kept) > 4096:
                kept.clear()
            got = kept[key] = self._read_leader_terms(state, side)
        return got

    def _read_leader_terms(self, state: Position, side: str) -> tuple[float, dict[str, int]]:
        """`_leader_terms` read from the leaders. A leader's side is the battle's (`_leader_sides`), his side's army
        commander read once per call (`is_army_commander`)."""
        w = self.w
        lead = 0.0
        totals = {s: 0 for s in state.battle.side_ids}
        memo = self._leader_pts
        if len(memo) > 10_000:
            memo.clear()
        army = {s.id: s.army_commander for s in state.sides}
        for ls, owner in zip(state.leaders, self._leader_sides, strict=True):
            if getattr(ls, "casualties", None) != ():
                pts = memo.get(ls)
                if pts is None:
                    pts = memo[ls] = leader_points(state, ls)
                for s, p in pts:
                    totals[s] += p  # (the battle's sides as keys, in order: `_verdict`)
            if not ls.commanding:
                continue
            sign = 1.0 if owner == side else -1.0
            worth = w.leader * (2.0 if army.get(owner) == ls.id else 1.0)
            lead += sign * worth * (0.6 if ls.status == "wounded" and ls.replacement is None else 1.0)
        return lead, totals

    def plain_value(self, state: Position, side: str, ctx: Context | None = None) -> float:
        """`value` computed from every counter of the position: the definition `value` keeps to the bit (and
        the search's evaluation with the sudden-death pull)."""
        w = self.w
        sc = score(state)
        if state.is_over or sc.sudden_death is not None:
            if sc.winner == side:
                return w.win + sc.difference
            if sc.winner is not None:
                return -w.win - sc.difference
        vp = sc.totals.get(side, 0) - max((v for s, v in sc.totals.items() if s != side), default=0)
        mat = 0.0
        pull = w.threshold > 0 and bool(self.thresholds)
        lost: dict[str, float] = {}
        if not pull:  # the same sum, each unit state's term kept (a position differs from the last in a few)
            terms = self._material[side]
            if len(terms) > 100_000:
                terms.clear()
            for us in state.units:
                t = terms.get(us, False)
                if t is False:
                    t = terms[us] = self._material_term(state, us, side)
                if t is not None:
                    mat += t
        for us in (state.units if pull else ()):
            if pull and (us.condition == "eliminated" or us.routed):
                owner = state.side_of(us.id)
                share = 1.0 if us.condition == "eliminated" else w.routed_loss
                lost[owner] = lost.get(owner, 0.0) + share * state.values(us.id).sp
            if us.condition == "eliminated" or us.exited_by or (us.hex is None and us.arrival_turn is None):
                continue
            sign = 1.0 if state.side_of(us.id) == side else -1.0
            mat += sign * self.strength(state, us)
        lead = 0.0
        for ls in state.leaders:
            if not ls.commanding:
                continue
            sign = 1.0 if state.side_of(ls.id) == side else -1.0
            worth = w.leader * (2.0 if state.is_army_commander(ls.id) else 1.0)
            lead += sign * worth * (0.6 if ls.status == "wounded" and ls.replacement is None else 1.0)
        ctx = ctx if ctx is not None and ctx.side == side else self.context(state, side)
        near = self.threshold_pull(lost, side) if pull else 0.0
        return w.vp * vp + w.material * mat + near + lead + self.positional(state, ctx)

    def _material_term(self, state: Position, us: UnitState, side: str) -> float | None:
        """One unit's term of `value`'s material sum (None: it does not count)."""
        if us.condition == "eliminated" or us.exited_by or (us.hex is None and us.arrival_turn is None):
            return None
        sign = 1.0 if state.side_of(us.id) == side else -1.0
        return sign * self.strength(state, us)

    def threshold_pull(self, lost: dict[str, float], side: str) -> float:
        """Sudden death seen from afar: each side's losses as a share of its threshold, squared, so that an SP
        lost near the threshold weighs more than one lost far from it (a side protects its units near its own
        threshold and hunts an enemy near his); the enemies' pull minus `side`'s own, in VP."""
        v = 0.0
        for s, t in self.thresholds.items():
            share = min(1.0, lost.get(s, 0.0) / t)
            v += (-1.0 if s == side else 1.0) * self.w.threshold * share * share
        return v

    # -- a move's worth without playing it -------------------------------------------------------------------
    def move_delta(self, state: Position, ctx: Context, move: Move,
                   nearest: list[list[tuple[int, str]]] | None = None) -> float:
        """How much the positional term changes when `move` is made (units only; a leader's move is judged
        by the command of his banner's units). Hypothetical: the state is not changed."""
        return self.move_deltas(state, ctx, [move], nearest)[0]

    def move_deltas(self, state: Position, ctx: Context, moves: Iterable[Move],
                    nearest: list[list[tuple[int, str]]] | None = None) -> list[float]:
        """`move_delta` of each move. What depends on the moving counters alone (their terms where they stand,
        their leader, the nearest other units to the objectives) is read once per counter, not once per move,
        and each destination's term is kept per context (issue #30).

        The moves come in runs of one counter group (a unit's listing, its mount changes); a run's deltas are kept
        in the context by what they read besides the moves (`_Mover.key`: the counters' worth tables, which stand
        for their states and their leaders', and the nearest other units to the objectives), and given back when
        the run is equal to the kept one (ninth round: between the decisions of one activation the units that did
        not move list the very same moves, and a list comparison of the same objects is C speed)."""
        if nearest is None:
            nearest = self.nearest(state, ctx)
        movers: dict[tuple[str, ...], _Mover] = {}
        runs = ctx.runs
        out: list[float] = []
        for ids, group in groupby(moves, _move_ids):
            run = list(group)
            mover = movers.get(ids)
            if mover is None:
                if not any(m.path for m in run):  # nothing moves (a mount change alone): no mover to read
                    out += [0.0] * len(run)
                    continue
                mover = movers[ids] = self._mover(state, ctx, ids, nearest)
            key = mover.key
            if key is None:
                out += self._run_deltas(state, ctx, mover, run)
                continue
            kept = runs.get(key)
            if kept is None:
                got = self._run_deltas(state, ctx, mover, run)
            elif len(kept[0]) == len(run) and kept[0] == run:
                out += kept[1]
                continue
            else:  # a patched listing: most of its moves the very objects of the kept run, their deltas known
                got = list(map(kept[2].get, map(id, run)))
                holes = [i for i, d in enumerate(got) if d is None]
                for i, d in zip(holes, self._run_deltas(state, ctx, mover, [run[i] for i in holes]), strict=True):
                    got[i] = d
            # by the moves' identities too: the kept run holds them, so no other object takes their ids
            runs[key] = (run, got, dict(zip(map(id, run), got, strict=True)))
            out += got
        return out

    def _run_deltas(self, state: Position, ctx: Context, mover: _Mover, run: list[Move]) -> list[float]:
        """`move_deltas` of one run of moves of the counters of `mover`."""
        out: list[float] = []
        if mover.leader is None and len(mover.units) == 1:  # one unit (most runs): the loop below written for it
            (us, table, terms), = mover.units
            get, before, objs, at = table.get, mover.before, mover.obj, self._position_at
            beside = ctx.beside  # `_base_at` reads the facing only next to an enemy: elsewhere the worth of a hex
            if beside is None:  # is the same whatever the facing, kept by the hex alone (made as `_base_at` does)
                beside = ctx.beside = self._beside(ctx)
            append = out.append
            # the run's deltas by what they read: the hex alone away from the enemy, else the hex and the facing (a
            # listing offers a hex in each facing and by several paths: tenth round)
            deltas: dict = {}
            for move in run:
                path = move.path
                if not path:
                    append(0.0)
                    continue
                to = path[-1]
                if to in beside:
                    f = move.facing
                    if f is None:
                        f = us.facing
                    key = (to, f)
                else:
                    f, key = us.facing, to  # (any facing: `_base_at` reads none away from the enemy)
                d = deltas.get(key)
                if d is None:
                    v = get(key)
                    if v is None:
                        v = table[key] = at(state, ctx, us, terms, to, f) if terms else 0.0
                    after = 0.0
                    after += v  # the sum over the units, as below: the same float to the bit (-0.0 included)
                    obj = objs.get(to)
                    if obj is None:
                        obj = self._objective_delta(mover, to)
                    d = deltas[key] = after - before + obj
                append(d)
            return out
        lead = None  # a leader's: what his deltas read wherever he goes, read once for the run (`_leader_run`)
        for move in run:
            if not move.path:
                out.append(0.0)
                continue
            to = move.path[-1]
            if mover.leader is not None:
                if lead is None:
                    lead = self._leader_run(state, ctx, mover.leader)
                out.append(self._leader_at(state, ctx, lead, to))
                continue
            facing = move.facing
            after = 0.0
            for us, table, terms in mover.units:
                f = us.facing if facing is None else facing
                v = table.get((to, f))
                if v is None:
                    v = table[to, f] = self._position_at(state, ctx, us, terms, to, f) if terms else 0.0
                after += v
            obj = mover.obj.get(to)  # the objectives' term: by destination hex, whatever the facing
            if obj is None:
                obj = self._objective_delta(mover, to)
            out.append(after - mover.before + obj)
        return out

    def _objective_delta(self, mover: _Mover, to: Hex) -> float:
        """The objectives' term of a move of `mover`'s counters to hex `to`, kept in `mover.obj`."""
        obj = 0.0
        for dist, weight, other, was in mover.objectives:
            now = dist.get(to, FAR)
            if other is not None and other < now:
                now = other
            obj -= weight * (now - was)
        mover.obj[to] = obj
        return obj

    def _mover(self, state: Position, ctx: Context, ids: tuple[str, ...], nearest: list[list[tuple[int, str]]],
               ) -> _Mover:
        """What `move_deltas` reads once for the counters `ids` moving together."""
        units = [i for i in ids if i in state.battle.unit_index]
        if not units:
            return _Mover(ids[0], [], 0.0, [], {}, None)
        before = 0.0
        kept = []
        tables = []
        for uid in units:
            us = state.unit(uid)
            before += self._memo(state, ctx, us)
            ldr = state.banner_leader(uid)
            key = (us, None if ldr is None else (ldr.hex, ldr.commanding, ldr.status, ldr.replacement))
            table = ctx.placed.get(key)  # its worth by (hex, facing) moved to, in this context
            if table is None:
                table = ctx.placed[key] = {}
            # what `_position_at` reads of the unit wherever it goes, read once (None: not counted)
            terms = self._unit_terms(state, us) if us.condition != "eliminated" and not us.routed else None
            kept.append((us, table, terms))
            tables.append(id(table))  # one table a (unit state, leader state) in this context: it stands for both
        objectives = []
        for (dist, weight), near in zip(ctx.objectives, nearest, strict=True):
            if not near:
                continue
            others = [d for d, uid in near if uid not in units]
            objectives.append((dist, self.w.objective * weight, others[0] if others else None, near[0][0]))
        # what a unit's deltas read in this context besides the moves: its state and its leader's (the tables, never
        # dropped from the context), and the nearest other units to the objectives (a leader's read the whole state)
        near = tuple([(o[2], o[3]) for o in objectives])
        # the objectives' term by destination: read only the side's objective fields (`_side_terms`, the same in each
        # of its contexts) and these nearest distances, the same for every unit that is not among the nearest: kept
        # per evaluator by the side and them (a look-ahead's dice make new contexts that rank the same moves again:
        # eleventh round, kept per context before)
        terms = self._objective_terms
        obj = terms.get((ctx.side, near))
        if obj is None:
            if len(terms) > 1024:
                terms.clear()
            obj = terms[ctx.side, near] = {}
        return _Mover(None, kept, before, objectives, obj, (ids, tuple(tables), near))

    def _memo(self, state: Position, ctx: Context, us: UnitState) -> float:
        ldr = state.banner_leader(us.id)  # the command term reads where his leader stands
        last = ctx.last.get(us)
        if last is not None and last[0] is ldr:  # the same leader state as last time: no key to build
            return last[1]
        key = (us, None if ldr is None else (ldr.hex, ldr.commanding, ldr.status, ldr.replacement))
        v = ctx.positions.get(key)
        if v is None:
            v = ctx.positions[key] = self.unit_position(state, ctx, us)
        ctx.last[us] = (ldr, v)
        return v

    def _leader_members(self, state: Position, side: str, leader_id: str) -> list[int]:
        """The indices of the leader's banner's units of `side`, in the units' order (fixed by the scenario, so
        kept): what `_leader_run` sums over."""
        members = self._banner_units.get((leader_id, side))
        if members is None:
            b = state.battle
            banner = b.leaders[leader_id].model.banner
            members = self._banner_units[leader_id, side] = [
                i for i, uid in enumerate(b.unit_order)
                if b.units[uid].banner == banner and b.units[uid].side == side]
        return members

    def _leader_run(self, state: Position, ctx: Context, leader_id: str) -> list | None:
        """What a leader's move's delta reads of his banner wherever he goes: per unit of it on the map, in the units'
        order, the hexes within his radius of its hex, whether he has it in command where he stands and its
        strength (None: not a leader of the battle). One run of his moves reads it once (ninth round, second
        wave: a leader's deltas read his state, his values and his units' strengths again for each move)."""
        if leader_id not in state.battle.leader_index:
            return None
        ls = state.leader(leader_id)
        radius = state.leader_values(leader_id).radius
        members = self._leader_members(state, ctx.side, leader_id)
        units = state.units
        read = []
        for i in members:
            us = units[i]
            if not us.on_map:
                continue
            was = ls.hex is not None and distance(us.hex, ls.hex) <= radius  # type: ignore[arg-type]
            # within his radius from `to` is `to` within the radius from the unit (the distance is symmetric)
            read.append((self._area(us.hex, radius), was, self.strength(state, us)))  # type: ignore[arg-type]
        return read

    def _leader_at(self, state: Position, ctx: Context, lead: list | None, to: Hex) -> float:
        """The delta of a move of the leader `lead` was read for (`_leader_run`) to `to`: his banner's units taken
        into or out of his command radius (x their strength), less his worth when he would stand alone in an
        enemy's front (a leader alone next to the enemy risks capture, 7.5: stay one hex back). Integers compared,
        then one float sum in the units' order (tests/test_evaluate_kept.py holds the plain computation)."""
        if lead is None:
            return 0.0
        command = self.w.command
        v = 0.0
        for area, was, s in lead:
            now = to in area
            v += (now - was) * command * s / 3
        if to in ctx.enemy_front and not state.units_at(to):
            v -= self.w.leader
        return v

    # -- the exact odds of a combat ---------------------------------------------------------------------------
    def expected_combat(self, state: Position, side: str, resolution) -> float:
        """The expected change in strength kept (and VP for eliminations and routs) for `side` over every
        outcome of a roll (`rules.engine.odds.RollResolution` of a fire or a mêlée), leaders at risk included."""
        w = self.w
        total = 0.0
        for o in resolution.outcomes:
            detail = o.detail
            units = getattr(detail, "units", ())
            v = 0.0
            for eff in units:
                trans = getattr(eff, "transitions", ())
                if not trans:
                    continue
                uid = eff.unit_id
                us = state.unit(uid)
                before = self.strength(state, us)
                last = trans[-1].after
                after = self.strength(state, us, last.disorder, last.fatigued)
                owner = state.side_of(uid)
                loss = w.material * (before - after)
                sp = state.battle.units[uid].values(us.mounted, us.fatigued).sp
                if last.disorder == "eliminated":
                    loss += w.vp * self.elim_rate[owner] * sp
                elif last.disorder == "routed" and us.condition != "routed":
                    loss += w.vp * self.routed_rate[owner] * sp
                v += -loss if owner == side else loss
            for check in getattr(detail, "leader_checks", ()):
                # a leader check kills, wounds or captures about one time in five: a share of his worth
                ids = check[1] if isinstance(check, tuple) else (check,)
                for lid in ids:
                    if lid in state.battle.leader_index:
                        risk = 0.2 * w.leader * (2.0 if state.is_army_commander(lid) else 1.0)
                        v += -risk if state.side_of(lid) == side else risk
            total += float(o.probability) * v
        return total


def bfs_field(sources: list[int], adj: list[tuple[int, ...]], n: int) -> list[int]:
    """The distance from the nearest of `sources` to each of the `n` hexes of the graph `adj` (hex numbers),
    capped at FAR: a breadth-first search level by level (`Evaluator._field`)."""
    far = FAR + 1  # not reached (yet)
    dist = [far] * n
    frontier = list(sources)
    for i in frontier:
        dist[i] = 0
    spread(frontier, dist, adj, FAR)
    return [x if x <= FAR else FAR for x in dist]


def spread(frontier: list[int], dist: list[int], adj: list[tuple[int, ...]], last: int,
           touched: list[int] | None = None) -> None:
    """Lower `dist` level by level from `frontier` (the hexes at distance 0) up to distance `last`, adding the
    hexes lowered to `touched` when given: the search of `bfs_field` and of a field patched from a near one."""
    d = 0
    while frontier and d < last:
        d += 1
        reached = []
        for i in frontier:
            for j in adj[i]:
                if dist[j] > d:
                    dist[j] = d
                    reached.append(j)
        frontier = reached
        if touched is not None:
            touched.extend(reached)


@dataclass(slots=True)
class _Mover:
    """The counters of a group of moves (`Evaluator.move_deltas`): a leader moving alone, or the units with
    their kept worth by destination, their terms where they stand (summed), and per objective its distance
    field, its weight (x the objective knob), the nearest other unit's distance (None: none) and the nearest's.
    A unit comes with its terms for `Evaluator._position_at` (None: eliminated or routed, worth 0 anywhere)."""

    leader: str | None
    units: list[tuple[UnitState, dict[tuple[Hex, int], float], tuple | None]]
    before: float
    objectives: list[tuple[dict[Hex, int], float, int | None, int]]
    obj: dict[Hex, float]  # the objectives' term by destination hex
    key: tuple | None  # what its runs' deltas are kept by in the context (`Evaluator.move_deltas`; None: not kept)


_move_ids = attrgetter("ids")  # a run of moves in `Evaluator.move_deltas`: one counter group's


# What a `Context` and `Evaluator.unit_position` read of an enemy unit state (`Evaluator.context`), as a tuple:
# (hex, facing, condition, mounted, fatigued), read at C speed (a context's key reads every enemy's).
_setup = attrgetter("hex", "facing", "condition", "mounted", "fatigued")


# What a unit state's facts in `Evaluator._update` read of it (`_material_term`, `unit_points`, `unit_loss` and the
# objective hex it holds: its side by its id, `on_map` and `routed` from the hex and condition, its SP in force from
# mounted and fatigued), as a tuple read at C speed: the facts' key. A record was the key, and a look-ahead's sibling
# positions hold equal records made by separate applies, each look-up comparing 22 fields in Python (eighth round).
_fact_key = attrgetter("id", "hex", "condition", "mounted", "fatigued", "exited_by", "arrival_turn")


# What `Evaluator._base_at` reads of an own unit state (its strength and mêlée strength by id, condition, mounted and
# fatigued; its fronts by id, hex and facing): `_own_term` finds its leader-free sum from another context by it.
_unit_setup = attrgetter("id", "hex", "facing", "condition", "mounted", "fatigued")


def _picker(indices: list[int]) -> Callable[[tuple], tuple]:
    """The records at `indices` of a tuple, as a tuple (`itemgetter` returns a lone record bare, and wants one)."""
    if len(indices) >= 2:
        return itemgetter(*indices)
    return lambda items: tuple(items[i] for i in indices)


# What `Evaluator._leader_terms` reads of a leader state (his worth and his casualties' points), beside the sides: not
# his place or his activation's markers; a tuple read at C speed.
_command = attrgetter("commanding", "status", "replacement", "captured_by", "casualties")
_army = attrgetter("army_commander")  # (a side's)


def _changed(old: tuple, new: tuple) -> list[int]:
    """The indices where two units tuples (of one length) hold other unit states (by identity)."""
    if old is new:
        return []
    return list(compress(range(len(new)), map(is_not, old, new)))


class _Kept:
    """The terms of `Evaluator.value` for one position and side, one slot a counter (issue #30): a unit's
    material term, points scored, SP lost and objective hex held (by unit index), an own unit's positional term
    and distance to each objective (by its place in the side's order), the leaders' terms, and their sums. The
    next position valued copies these lists and reads again only the counters that differ; the float sums are
    made again over the whole lists, in order, so they add what the plain computation adds, in its order."""

    __slots__ = ("units", "leaders", "sides", "ctx", "own_ctx", "facts", "mat", "mat_sum", "lead", "pos", "near",
                 "objective", "positional", "unit_totals", "leader_totals", "losses", "held", "verdict")

    def __init__(self, units: tuple, leaders: tuple, sides: tuple, ctx: Context, own_ctx: bool, own: int,
                 side_ids: Iterable[str]) -> None:
        n = len(units)
        self.units, self.leaders, self.sides, self.ctx, self.own_ctx = units, leaders, sides, ctx, own_ctx
        self.facts: list[tuple] = [(0.0, (), 0, None)] * n
        self.mat: list[float] = [0.0] * n
        self.mat_sum = 0.0
        self.lead = 0.0
        self.pos: list[float] = [0.0] * own
        self.near: list[list[int]] = [[FAR] * own for _ in ctx.objectives]
        self.objective = 0.0  # the objectives' term of `near`
        self.positional = 0.0
        self.unit_totals: dict[str, int] = {s: 0 for s in side_ids}  # the units' points and their holds' (`fact`)
        self.leader_totals: dict[str, int] = {s: 0 for s in side_ids}
        self.losses: dict[str, int] = {s: 0 for s in side_ids}
        self.held: dict[tuple, int] = {}  # (hex, side) -> how many of the side's units hold it
        self.verdict: tuple | None = None  # `Evaluator._verdict` of these sums (None: to be read)

    def own_sums(self) -> None:
        """The integer sums copied, to be changed (`Evaluator._update`'s copy shared them), and their verdict to be
        read again."""
        self.unit_totals, self.losses, self.held = dict(self.unit_totals), dict(self.losses), dict(self.held)
        self.verdict = None

    def unfact(self, f: tuple, owner: str, hold_points: dict[tuple, int]) -> None:
        """Take one unit's old facts out of the integer sums (and its hold's points, when it was the hex's last
        holder: `Evaluator._hold_points`)."""
        for s, p in f[1]:
            self.unit_totals[s] -= p
        if f[2]:
            self.losses[owner] -= f[2]
        hold = f[3]
        if hold is not None:
            n = self.held[hold] - 1
            self.held[hold] = n
            if not n and hold in hold_points:
                self.unit_totals[hold[1]] -= hold_points[hold]

    def fact(self, i: int, f: tuple, owner: str, hold_points: dict[tuple, int]) -> None:
        """Put one unit's facts in slot `i` and in the integer sums (and its hold's points, when it is the hex's
        first holder). Every sum's keys are the battle's sides, in its order (`Evaluator._verdict`'s key)."""
        self.facts[i] = f
        self.mat[i] = f[0]
        for s, p in f[1]:
            self.unit_totals[s] += p
        if f[2]:
            self.losses[owner] += f[2]
        hold = f[3]
        if hold is not None:
            n = self.held.get(hold, 0)
            self.held[hold] = n + 1
            if not n and hold in hold_points:
                self.unit_totals[hold[1]] += hold_points[hold]


_ANY = object()  # `Context.bases`: no leader state asked yet
_new_kept = object.__new__  # an empty `_Kept` (`Evaluator._update`'s copy of its base)
_NOWHERE: frozenset[Hex] = frozenset()  # the hexes a leader commanding from nowhere has in command (`_command_area`)


def _mounted_factor(state: Position, us: UnitState) -> float:
    """Mounted units hit harder in mêlée (the table's unit-type rows favour cavalry against foot)."""
    return 1.3 if us.mounted and not state.battle.units[us.id].artillery else 1.0


def _placed(us: UnitState, to: Hex, facing: int) -> UnitState:
    return replace(us, hex=to, facing=facing)
