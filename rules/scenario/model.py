"""The scenario as plain data: what the editor edits, the validator checks, the engine plays and the
renderer draws. Hexes are axial `Hex` values; printed labels exist only in files and on screen."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from rules.geometry.hexgrid import Grid, Hex, Hexside

FORMAT_ID = "banneret"
FORMAT_VERSION = 1
FORMAT = f"{FORMAT_ID}/{FORMAT_VERSION}"

HEX_TERRAIN = ("clear", "wood", "bushes", "marsh", "village", "farm", "pond", "lake", "sea")
HEXSIDE_FEATURES = ("stream", "river", "wall", "fortification", "gate", "bridge", "ford")
# Hexside features whose first hex, as written, is the inside (the protected side): walls by direction
# (R11/D3) and the fortification's defender.
DIRECTED_HEXSIDES = ("wall", "fortification", "gate")
ROUTES = ("road", "track")
UNIT_TYPES = ("Ch", "Ha", "Cl", "Su", "Pi", "Mi", "Il", "Ar", "Ab", "Aq", "At")
EDGES = ("north", "south", "east", "west")
EDITIONS = ("2010", "2014", "2018")
ROLES = ("attacker", "defender")
DISORDERS = ("discouraged", "routed")
VICTORY_EVENTS = (
    "unit_eliminated",
    "unit_routed_at_end",
    "leader_killed",
    "leader_captured",
    "leader_wounded",
    "army_commander_killed",
    "army_commander_captured",
    "hex_held_at_end",
    "unit_exited",
)
# the events about a unit, whose score counts its strength points (`per_sp`, rules/engine/victory.py); on any
# other (a leader's fate, a hex held) per_sp has nothing to count
PER_SP_EVENTS = ("unit_eliminated", "unit_routed_at_end", "unit_exited")

Disorder = Literal["discouraged", "routed"]


@dataclass
class Background:
    """A scanned map to trace over, and how the grid sits on it (in image pixels)."""

    image: str
    origin: tuple[float, float] = (0.0, 0.0)  # pixel centre of the first hex
    hex_width: float = 64.0  # corner to corner
    opacity: float = 1.0
    # Optional exact fit (editor): x' = a·x + b·y + c, y' = d·x + e·y + f from grid pixels to image pixels.
    affine: tuple[float, float, float, float, float, float] | None = None


@dataclass
class Place:
    """A place name printed on the map in a hex."""

    hex: Hex
    name: str


@dataclass
class MapData:
    """The map: its grid, a background to trace over, and what lies in the hexes, on hexsides and along routes."""

    grid: Grid
    background: Background | None = None
    terrain: dict[Hex, str] = field(default_factory=dict)  # hexes not listed are clear
    levels: dict[Hex, int] = field(default_factory=dict)  # hexes not listed are level 0
    hexsides: dict[str, list[Hexside]] = field(default_factory=dict)
    routes: dict[str, list[list[Hex]]] = field(default_factory=dict)
    places: list[Place] = field(default_factory=list)

    def terrain_at(self, h: Hex) -> str:
        return self.terrain.get(h, "clear")

    def level_at(self, h: Hex) -> int:
        return self.levels.get(h, 0)

    def hexside_features(self) -> dict[Hexside, list[str]]:
        """Every hexside with the features drawn on it (a river with a bridge has both)."""
        out: dict[Hexside, list[str]] = {}
        for feature, sides in self.hexsides.items():
            for side in sides:
                out.setdefault(side, []).append(feature)
        return out

    def links(self, kind: str) -> set[Hexside]:
        """The road (or track) links as hex pairs: two hexes are joined only where a chain steps (R14)."""
        out: set[Hexside] = set()
        for chain in self.routes.get(kind, []):
            for a, b in zip(chain, chain[1:], strict=False):
                out.add(Hexside(a, b))
        return out


@dataclass
class LeaderValues:
    """The values printed on one face of a leader counter."""

    bonus: int
    rating: int
    radius: int
    mp: int


@dataclass
class Images:
    """Pictures of a counter's faces (paths relative to the scenario, or to its counter library); None: drawn."""

    front: str | None = None
    back: str | None = None


@dataclass
class Leader:
    """A leader counter of a side, at the head of one banner."""

    id: str
    banner: str
    front: LeaderValues
    name: str | None = None
    replacement: LeaderValues | None = None  # the counter's back, used when he is killed (7.6)
    wounded: LeaderValues | None = None  # the wounded-leader marker's values (7.5)
    images: Images | None = None


@dataclass
class GenericLeader:
    """A generic replacement leader, used when a leader is captured (7.6)."""

    id: str
    front: LeaderValues
    name: str | None = None
    images: Images | None = None


@dataclass
class UnitValues:
    """The values printed on one face of a unit counter: SP, quality, MP."""

    sp: int
    quality: int
    mp: int


@dataclass
class Dismounted:
    """The faces of a mounted unit's dismounted counter (8.4)."""

    front: UnitValues
    back: UnitValues


@dataclass
class Unit:
    """A combat unit counter of a side; its back is the fatigued face."""

    id: str
    banner: str
    type: str
    front: UnitValues
    back: UnitValues  # the fatigued side
    mounted: bool = False
    fire: bool = False
    name: str | None = None
    dismounted: Dismounted | None = None
    images: Images | None = None


@dataclass
class RoutEdge:
    """Where a side's routed units flee: a map edge, or a list of hexes."""

    edge: str | None = None
    hexes: list[Hex] | None = None


@dataclass
class Side:
    """One side of the battle: its colour, role, counters and where its routed units flee."""

    id: str
    name: str
    colour: str
    role: str
    rout_edge: RoutEdge | None
    army_commander: str | None
    mount_markers: int = 0
    leaders: list[Leader] = field(default_factory=list)
    generic_replacements: list[GenericLeader] = field(default_factory=list)
    units: list[Unit] = field(default_factory=list)
    # A counter library (path relative to the scenario) that holds this side's leaders and units; they are
    # loaded into the lists above and saved back to that file, not into the scenario.
    counters: str | None = None


@dataclass
class Placement:
    """One counter at setup. A test position may also give its state."""

    hex: Hex
    unit: str | None = None
    leader: str | None = None
    facing: int | None = None  # direction index; names come from the grid
    fatigued: bool = False
    disorder: str | None = None  # discouraged | routed
    mounted: bool | None = None  # None: as the counter is printed
    wounded: bool = False  # leaders only


@dataclass
class Entry:
    """Where reinforcements come on: an edge, or hexes."""

    edge: str | None = None
    hexes: list[Hex] | None = None


@dataclass
class Reinforcement:
    """Counters of a side that come on at a turn, where `enter` says."""

    turn: int
    side: str
    enter: Entry
    units: list[str] = field(default_factory=list)
    leaders: list[str] = field(default_factory=list)


@dataclass
class StackingException:
    """R20 scenario exceptions (Bouvines: two Mi of one banner; Las Navas: two units of one banner and type)."""

    max_units: int
    banners: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)


@dataclass
class SpecialRules:
    """The scenario's exceptions to the rules: terrain read as a chart row, stacking, mêlée."""

    terrain_as: dict[str, str] = field(default_factory=dict)  # scenario terrain read as a chart row
    stacking: list[StackingException] = field(default_factory=list)
    no_melee_from_front: list[str] = field(default_factory=list)  # banners (9.1)
    notes: str | None = None


@dataclass
class VictoryPoints:
    """One way to score victory points: an event and what it is worth."""

    event: str
    points: int | None = None
    per_sp: int | None = None
    side: str | None = None
    hexes: list[Hex] | None = None
    edge: str | None = None


@dataclass
class SuddenDeath:
    """The game ends when a side has lost at least that many SP."""

    side: str  # the side whose losses are counted
    losses_sp_at_least: int
    winner: str


@dataclass
class VictoryLevel:
    """A result, reached from a number of victory points (None: otherwise)."""

    result: str
    at_least: int | None = None  # None: the "otherwise" level


@dataclass
class Victory:
    """How the scenario is won: points, sudden death and the levels of result."""

    points: list[VictoryPoints] = field(default_factory=list)
    sudden_death: list[SuddenDeath] = field(default_factory=list)
    levels: list[VictoryLevel] = field(default_factory=list)


@dataclass
class Ruleset:
    """The edition of the rules the scenario is played with, and its options."""

    edition: str = "2018"
    options: dict[str, object] = field(default_factory=dict)


# The printed hex of the series, across the flats (from a hex's centre to its neighbour's), in mm: the series'
# counters are 16 mm squares (the Vae Victis / Canons en Carton standard) and a hex is drawn a few mm wider so a
# counter sits inside it with its facing readable. A scenario from an edition with other hexes sets its own.
DEFAULT_HEX_MM = 19.0
HEX_MM_RANGE = (5.0, 100.0)


@dataclass
class Scale:
    """What a turn, a hex and an SP stand for, and the size a hex is printed at."""

    minutes_per_turn: int | None = None
    metres_per_hex: int | None = None
    men_per_sp: int | None = None
    # The printed hex across the flats, in mm: the size `banneret export pdf` draws at (None: DEFAULT_HEX_MM).
    hex_mm: float | None = None


def printed_hex_mm(scale: Scale | None) -> float:
    """The hex size to print at, across the flats in mm: the scenario's own, else the series' default."""
    return scale.hex_mm if scale is not None and scale.hex_mm is not None else DEFAULT_HEX_MM


@dataclass
class Source:
    """Where the scenario comes from."""

    publication: str | None = None
    notes: str | None = None


@dataclass
class Scenario:
    """A scenario: the map, the sides and their counters, the setup, reinforcements, special rules, victory."""

    title: str
    map: MapData
    first_turn: int = 1
    last_turn: int = 1
    description: str | None = None
    source: Source | None = None
    ruleset: Ruleset = field(default_factory=Ruleset)
    scale: Scale | None = None
    sides: list[Side] = field(default_factory=list)
    setup: list[Placement] = field(default_factory=list)
    reinforcements: list[Reinforcement] = field(default_factory=list)
    special_rules: SpecialRules = field(default_factory=SpecialRules)
    victory: Victory = field(default_factory=Victory)

    # -- look-ups ------------------------------------------------------------------------------------
    @property
    def grid(self) -> Grid:
        return self.map.grid

    def side(self, side_id: str) -> Side | None:
        return next((s for s in self.sides if s.id == side_id), None)

    def units(self) -> list[tuple[Side, Unit]]:
        return [(s, u) for s in self.sides for u in s.units]

    def leaders(self) -> list[tuple[Side, Leader]]:
        return [(s, ldr) for s in self.sides for ldr in s.leaders]

    def unit(self, unit_id: str) -> Unit | None:
        return next((u for _, u in self.units() if u.id == unit_id), None)

    def leader(self, leader_id: str) -> Leader | None:
        return next((ldr for _, ldr in self.leaders() if ldr.id == leader_id), None)

    def side_of_unit(self, unit_id: str) -> Side | None:
        return next((s for s, u in self.units() if u.id == unit_id), None)

    def side_of_leader(self, leader_id: str) -> Side | None:
        return next((s for s, ldr in self.leaders() if ldr.id == leader_id), None)
