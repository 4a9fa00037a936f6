"""What does not change during a game: the scenario, its tables and rules options, and the map read once
into flat arrays (hex index, neighbours, levels, terrain rows, the cost of every step per cost column).

Movement and line of sight run thousands of look-ups per question; reading them from lists indexed by an
integer hex number instead of recomputing terrain, hexside features and links each time is what keeps
`reachable` within a few milliseconds on a 60 × 40 map.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from operator import attrgetter
from typing import Any

from rules.geometry.hexgrid import Hex, Hexside
from rules.i18n import _
from rules.scenario import model as m
from rules.scenario.stacking import StackingProblem
from rules.tables import Edition, Tables, TerrainRow, UnitType, edition, load_tables

# Footnote a of the Terrain Chart: fire across these hexsides depends on which side is inside (R11, D3).
WALLED = ("wall", "gate")
COST_COLUMNS = ("infantry", "cavalry")


@dataclass(frozen=True)
class UnitInfo:
    """A combat unit's counter and what its type allows."""

    id: str
    side: str
    model: m.Unit
    utype: UnitType

    # Read from the counter once and kept in the record (a plain attribute read after the first: the rules ask
    # a unit's side, type and class hundreds of thousands of times a game, issue #30).
    @cached_property
    def banner(self) -> str:
        return self.model.banner

    @cached_property
    def type(self) -> str:
        return self.model.type

    @cached_property
    def artillery(self) -> bool:
        return self.utype.unit_class == "artillery"

    @property
    def can_change_mount(self) -> bool:
        """8.4: a unit printed mounted whose counter gives dismounted values can dismount and remount."""
        return self.model.mounted and self.model.dismounted is not None

    def values(self, mounted: bool, fatigued: bool) -> m.UnitValues:
        """SP, quality and MP in force: the fatigued back (11.1), dismounted values when on foot (8.4)."""
        if not mounted and self.model.mounted and self.model.dismounted is not None:
            pair = self.model.dismounted
            return pair.back if fatigued else pair.front
        return self.model.back if fatigued else self.model.front

    def unit_class(self, mounted: bool) -> str:
        """2.2: artillery is neither; otherwise the figure decides — mounted is cavalry, on foot infantry."""
        if self.artillery:
            return "artillery"
        return "cavalry" if mounted else "infantry"


@dataclass(frozen=True)
class LeaderInfo:
    id: str
    side: str
    model: m.Leader


class _BattleHash:
    """`Battle._hm`: the first read computes the battle's hash from its scenario's and tables' identities and
    leaves it in the instance dictionary as a bound method that returns it (`int.conjugate`), where later reads
    find it before this non-data descriptor."""

    __slots__ = ()

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        if obj is None:
            return self
        got = obj.__dict__["_hm"] = hash((id(obj.scenario), id(obj.tables))).conjugate
        return got


class Battle:
    """One scenario made ready for play, shared by every state of a game. Two battles are equal when they
    were made from the same scenario object with the same tables, so that states built twice from one
    scenario compare equal by value."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Battle):
            return NotImplemented
        return self.scenario is other.scenario and self.tables is other.tables

    # The hash (`hash((id(scenario), id(tables)))`, as before) computed once and read by the hash slot without a
    # Python call: a position's first hash hashes its battle, 6,700 times in a greedy game of Tremithoussia
    # (issue #30). `_hm` is left in the instance dictionary by `_BattleHash` and out of pickles and copies (ids
    # differ in another process).
    __hash__ = property(attrgetter("_hm"))  # type: ignore[assignment]
    _hm = _BattleHash()

    def __getstate__(self) -> dict[str, Any]:
        d = self.__dict__
        return {k: v for k, v in d.items() if k != "_hm"} if "_hm" in d else d

    def __init__(self, scenario: m.Scenario, tables: Tables | None = None) -> None:
        self.scenario = scenario
        self.grid = scenario.grid
        self.tables = tables or load_tables()
        self.edition: Edition = edition(scenario.ruleset.edition, scenario.ruleset.options)
        self.units: dict[str, UnitInfo] = {}
        self.leaders: dict[str, LeaderInfo] = {}
        self.generics: dict[str, m.GenericLeader] = {}
        for side in scenario.sides:
            for u in side.units:
                self.units[u.id] = UnitInfo(u.id, side.id, u, self.tables.unit_type(u.type))
            for ld in side.leaders:
                self.leaders[ld.id] = LeaderInfo(ld.id, side.id, ld)
            for gl in side.generic_replacements:
                self.generics[gl.id] = gl
        self.side_ids: tuple[str, ...] = tuple(s.id for s in scenario.sides)
        self.unit_order: tuple[str, ...] = tuple(self.units)
        self.unit_index: dict[str, int] = {u: i for i, u in enumerate(self.unit_order)}
        self.leader_order: tuple[str, ...] = tuple(self.leaders)
        self.leader_index: dict[str, int] = {ld: i for i, ld in enumerate(self.leader_order)}
        self._step_costs: dict[str, list[tuple[int | None, ...]]] = {}
        self.stacking_memo: dict[tuple, StackingProblem | None] = {}  # movement._Ends.stacking's verdicts
        self.movers_memo: dict[tuple, tuple] = {}  # movement.movers: a unit's column, MP and front offsets
        self.move_numbers: tuple[int, int, int, int, int] | None = None  # movement._numbers, read once
        self.edge_memo: dict[tuple, int | bool] = {}  # board.edge_distance / edge_hexes_exit: fixed by the map
        self.front_memo: dict[tuple, tuple[Hex, ...]] = {}  # Position.front_hexes by (hex, facing, artillery)
        self.banner_leaders: dict[str, int | None] = {}  # Position.banner_leader: a unit's leader's index
        self.melee_lane_memo: dict[tuple, bool] = {}  # board.melee_possible's terrain verdict by (hex, hex, charge)
        self.score_memo: dict[tuple, tuple[list, list]] = {}  # victory._Scorer.units: what a unit state scores
        self.kept_answers: dict[str, dict] = {}  # tasks.kept: the rules' answers by what they read, by name
        self._read_map()

    # -- the numbers of the rules ---------------------------------------------------------------------------
    def number(self, key: str) -> int:
        return self.tables.number(key)

    def front_offsets(self, artillery: bool) -> tuple[int, ...]:
        """R13 / 3.1, 3.2: the faced hexside and its neighbours, as direction offsets from the facing."""
        n = self.number("front_hexes_artillery" if artillery else "front_hexes")
        return tuple(range(-(n // 2), n // 2 + 1))

    def cost_column(self, mover: str) -> str:
        """Terrain Chart columns: 'infantry and leaders' / 'cavalry and artillery'."""
        return self.tables.movement_columns[mover]

    # -- the map as arrays ----------------------------------------------------------------------------------
    def _read_map(self) -> None:
        grid, mp = self.grid, self.scenario.map
        self.hexes: list[Hex] = list(grid.hexes())
        self.index: dict[Hex, int] = {h: i for i, h in enumerate(self.hexes)}
        self.labels: list[str] = [grid.label(h) for h in self.hexes]  # the grid's labels, once
        # Each hex number's place among the labels sorted as strings: choices are listed by label, and
        # comparing two integers is what a listing of hundreds of moves a decision can afford.
        self.label_rank: list[int] = [0] * len(self.hexes)
        self.by_label: list[int] = sorted(range(len(self.hexes)), key=self.labels.__getitem__)  # rank → hex
        for rank, i in enumerate(self.by_label):
            self.label_rank[i] = rank
        self.end_rank = _EndRank(self.label_rank, self.index)
        self._edge_hexes: dict[str | None, tuple[Hex, ...]] = {}  # entry_hexes: an edge → its hexes
        idx = self.index
        self.nbr: list[tuple[int, ...]] = [tuple(idx.get(h + d, -1) for d in grid.directions) for h in self.hexes]
        self.levels: list[int] = [mp.level_at(h) for h in self.hexes]
        terrain_as = self.scenario.special_rules.terrain_as
        self.rows: list[TerrainRow] = []
        for h in self.hexes:
            name = mp.terrain_at(h)
            row = self.tables.terrain_row(terrain_as.get(name, name))
            if row.kind != "hex":
                raise ValueError(_("hex {hex}: '{terrain}' is not hex terrain").format(hex=grid.label(h), terrain=name))
            self.rows.append(row)
        self.blocks_los: list[bool] = [row.blocks_los for row in self.rows]
        features = mp.hexside_features()
        self.features: dict[Hexside, tuple[str, ...]] = {s: tuple(f) for s, f in features.items()}
        self.roads: set[Hexside] = mp.links("road")
        self.tracks: set[Hexside] = mp.links("track")
        # Walls and gates keep the order written: the first hex is the inside (R11, D3).
        self.walled: dict[Hexside, tuple[str, Hex]] = {}
        for feature in WALLED:
            for side in mp.hexsides.get(feature, []):
                self.walled[side] = (feature, side.a)
        # R40: the inside hex of every directed feature (wall, gate, fortification), for mêlée out of it.
        self.inside: dict[tuple[Hexside, str], Hex] = {}
        for feature in m.DIRECTED_HEXSIDES:
            for side in mp.hexsides.get(feature, []):
                self.inside[(side, feature)] = side.a

    def hexside_cost(self, features: tuple[str, ...], column: str) -> int | None:
        """R14, R19, R38: the sum of the hexside's chart rows; None when one of them is NA (river, wall). A
        bridge, ford or gate replaces the river, stream or wall it crosses (`Tables.hexside_keys`)."""
        total = 0
        for f in self.tables.hexside_keys(features):
            cost = self.tables.terrain_row(f).cost(column)  # type: ignore[arg-type]
            if cost is None:
                return None
            total += cost
        return total

    def level_cost(self, a: int, b: int, column: str) -> int:
        """R15: per level climbed (+1 infantry and leaders, +2 cavalry and artillery) or descended (0 / +1)."""
        diff = self.levels[b] - self.levels[a]
        if diff > 0:
            return diff * self.tables.terrain_row("level_up").cost(column)  # type: ignore[arg-type,operator]
        if diff < 0:
            return -diff * self.tables.terrain_row("level_down").cost(column)  # type: ignore[arg-type,operator]
        return 0

    def step_cost_uncached(self, a: int, d: int, column: str) -> int | None:
        """MP to step from hex a to its neighbour in direction d, in one cost column; None = not allowed.

        R19: the entered hex's terrain + the hexside features + the levels; R15 and footnotes b, c: along a
        drawn road link (R14) only the road's 1 MP (levels ignored), along a track link the track's 1 MP plus
        the levels. NA terrain and NA hexsides stay NA even along a road or track (**open question**).
        """
        b = self.nbr[a][d]
        if b < 0:
            return None
        row = self.rows[b]
        if not row.passable:
            return None
        side = Hexside(self.hexes[a], self.hexes[b])
        side_cost = self.hexside_cost(self.features.get(side, ()), column)
        if side_cost is None:
            return None
        if side in self.roads:
            return self.tables.terrain_row("road").cost(column)  # type: ignore[arg-type]
        levels = self.level_cost(a, b, column)
        if side in self.tracks:
            return self.tables.terrain_row("track").cost(column) + levels  # type: ignore[arg-type,operator]
        return row.cost(column) + side_cost + levels  # type: ignore[arg-type,operator]

    def step_costs(self, column: str) -> list[tuple[int | None, ...]]:
        """Every step's cost in one column, [hex][direction], computed once per battle. A step across a plain
        hexside (no feature, road or track) costs the entered hex's terrain and the levels: only the others go
        through `step_cost_uncached` (building a `Hexside` for each of the 60,000 steps of a 100 × 100 map was
        most of a second a battle; tests/engine/test_movement.py checks both agree)."""
        table = self._step_costs.get(column)
        if table is None:
            table = self._step_table(column)
            self._step_costs[column] = table
        return table

    def _step_table(self, column: str) -> list[tuple[int | None, ...]]:
        index = self.index
        special: set[tuple[int, int]] = set()
        for side in (*self.features, *self.roads, *self.tracks):
            a, b = index.get(side.a), index.get(side.b)
            if a is not None and b is not None:
                special.update(((a, b), (b, a)))
        up = self.tables.terrain_row("level_up").cost(column)  # type: ignore[arg-type]
        down = self.tables.terrain_row("level_down").cost(column)  # type: ignore[arg-type]
        enter = [row.cost(column) if row.passable else None for row in self.rows]  # type: ignore[arg-type]
        levels = self.levels
        table: list[tuple[int | None, ...]] = []
        for a, around in enumerate(self.nbr):
            la = levels[a]
            costs: list[int | None] = []
            for d, b in enumerate(around):
                if b < 0 or not self.rows[b].passable:
                    costs.append(None)
                elif (a, b) in special:
                    costs.append(self.step_cost_uncached(a, d, column))
                else:
                    diff = levels[b] - la
                    lv = diff * up if diff > 0 else (-diff * down if diff < 0 else 0)  # type: ignore[operator]
                    costs.append(enter[b] + lv)  # type: ignore[operator]
            table.append(tuple(costs))
        return table

    def entry_cost(self, b: int, column: str) -> int | None:
        """A reinforcement coming on at hex b pays that hex's terrain (**open question**: the texts are silent)."""
        return self.rows[b].cost(column)  # type: ignore[arg-type]

    def entry_hexes(self, entry: m.Entry) -> list[Hex]:
        """The hexes a reinforcement may come on at: its listed hexes, or every hex of its map edge. An edge's
        hexes are kept per edge on the battle (its map and grid are fixed; finding them walks the whole map)."""
        if entry.hexes is not None:
            return [h for h in entry.hexes if h in self.index]
        kept = self._edge_hexes.get(entry.edge)
        if kept is None:
            kept = self._edge_hexes[entry.edge] = self._edge_walk(entry.edge)
        return list(kept)

    def _edge_walk(self, edge: str | None) -> tuple[Hex, ...]:
        """Every hex of a map edge, in the map's order (none for an unknown or missing edge)."""
        g = self.grid
        out = []
        for h in self.hexes:
            col, row = g.to_offset(h)
            on_edge = {
                "west": col == g.first_column,
                "east": col == g.first_column + g.columns - 1,
                "north": row == g.first_row,
                "south": row == g.first_row + g.rows - 1,
            }.get(edge or "", False)
            if on_edge:
                out.append(h)
        return tuple(out)


class _EndRank(dict):
    """(hex, facing or None) → an integer that orders the ends of moves by label, then facing (None as 0): the
    order choices are listed in. Filled on first use of an end, so that a listing sorts with a C-level key
    (`sorted(ends, key=end_rank.__getitem__)`) instead of a Python function a key."""

    def __init__(self, rank: list[int], index: dict[Hex, int]) -> None:
        super().__init__()
        self.rank, self.index = rank, index

    def __missing__(self, key: tuple[Hex, int | None]) -> int:
        value = self[key] = self.rank[self.index[key[0]]] * 8 + (key[1] or 0)
        return value
