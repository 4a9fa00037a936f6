"""The three *Battles Before Gunpowder* (BBG) files as plain data: what the reader builds, the validator checks,
the computations read and the writer saves. Qt-free; no game number lives here (B57: every troop value is the
designer's, and a missing one stays `None` so the validator can name it, never a default).

All geometry is in M ("mozgás" `[L102]`, B3): x to the right (east), y up (north), headings in compass degrees
clockwise with 0 = +y.

The army list (`bbg-army/1`, `ArmyList`):
- `TroopType`: the designer's figure values (attack, defence per figure and per role, morale), armour and the
  class it gives (B46), weapons (missiles, B34) and traits (B57), flexibility (B16), rank_bonus_max (B9), base
  size in cm (B3), move rate for classes the text gives none (B46), chariot and elephant extras (B55, B56).
- `UnitCard`: a ready-made unit ("csapatkártya" row `[L106]`): troop type, formation (close/loose/skirmish,
  and a special close formation B53), files × ranks, figures by role, points, back-story.

The table scenario (`bbg-scenario/1`, `Scenario`):
- `Table` (width and depth in M, cm per M, B3/B59), rounds, victory text (B59), `options` (the *option*
  decisions) and `agreements` (pre-game agreements `[L402]`, B57), `Terrain` areas (polygon) and lines
  (polyline) with type, level (B20) and uphill bearing (B47), `Camp`s (B59, B22), `Side`s with their army
  file, general, `Corps` (leader and units) and placed `Unit`s.
- `Unit`: id, card (or troop type), `Pose` (x, y, heading of the front-edge centre, B3), its slot grid
  `ranks` (strings, front rank first, file 1 = the unit's own left; one character per slot: `ROLES`, `.` an
  empty place) or, for a loose unit, free `LooseFigure`s; triumph (B26) and `UnitState`.
- `Leader`: a general or corps leader, standing at a point or riding inside a unit (B8, B29).

The army sheet (`bbg-sheet/1`, `Sheet`, "Sereglap" `[L557-591]`, B58):
- per round, per unit, a `UnitOrders`: `charge` (target unit id), `MoveOrder` (glyphs and a drawn path),
  `ShootOrder` (target and `before`/`after` the move; blank = before); `SheetUnit` rows (name, triumph,
  notes) and skirmishers' standing orders `[L114]`.

`SheetOrders` is the name the computations use for one round's orders of one side.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ARMY_FORMAT = "bbg-army/1"
SCENARIO_FORMAT = "bbg-scenario/1"
SHEET_FORMAT = "bbg-sheet/1"
FORMATS = (ARMY_FORMAT, SCENARIO_FORMAT, SHEET_FORMAT)

Point = tuple[float, float]

# Troop classes (B46 `[L364-376]`): the six with rates in the text, and the three whose rate the designer gives.
FOOT_CLASSES = ("light_inf", "heavy_inf")
MOUNTED_CLASSES = ("light_cav", "medium_cav", "heavy_cav")
OTHER_CLASSES = ("siege", "chariot", "elephant", "camel")
TROOP_CLASSES = FOOT_CLASSES + MOUNTED_CLASSES + OTHER_CLASSES
CLASSES_WITHOUT_RATE = ("chariot", "elephant", "camel")  # B46/B57: `rate_M` required
# Armour as the movement table defines the classes (B46): none, at least half the body, the rider only, the
# horse too.
ARMOURS = ("none", "half_body", "rider", "rider_and_horse")
ARMOUR_CLASS = {  # (armour, mounted) -> class, B46 `[L366-372]`
    ("none", False): "light_inf", ("half_body", False): "heavy_inf",
    ("none", True): "light_cav", ("rider", True): "medium_cav", ("half_body", True): "medium_cav",
    ("rider_and_horse", True): "heavy_cav",
}
# Missile weapons with range bands `[L442-449]` (B34); the bands themselves are rules data, not here.
WEAPONS = ("bow", "reflex_bow", "longbow", "crossbow", "gunpowder", "sling", "javelin", "pilum")
# Traits the text gives rules for (B57 list, §2.3.3 close-formation bonuses).
TRAITS = ("thrusting_spear", "throwing_spear", "large_shield", "propped_shields", "pike", "testudo_capable",
          "warband", "shock_attack", "never_met_elephants", "scythed")
# Crew of a chariot or an elephant, one figure each (B55, B56): the driver ("hajtó"), the lancer ("lándzsás") and
# the archer or javelinman ("íjász/dárdás") `[L539]`, the slinger ("parittyás") of a chariot `[L521]`. The file's
# `crew:` may hold other words the designer uses; the editor offers these.
CREW = ("driver", "lancer", "archer", "javelinman", "slinger")
FORMATIONS = ("close", "loose", "skirmish")
# Special close formations with starting checks (B53).
SPECIAL_FORMATIONS = ("phalanx", "macedonian_phalanx", "centuria", "warband", "testudo", "cavalry_line",
                      "cavalry_wedge")
# Figure roles in a slot grid: officer (tiszt), musician (zenész), standard bearer (zászlós), soldier, army
# general, corps leader (B8); '.' is an empty place.
ROLES = {"O": "officer", "M": "musician", "Z": "standard_bearer", "S": "soldier", "G": "general",
         "C": "corps_leader"}
LEADER_ROLES = ("O", "G", "C")
EMPTY_SLOT = "."
# Terrain areas (`[L380-388]` table rows, B47; plateau carries a level, B20) and lines (B47 `[L282]`).
AREA_TERRAIN = ("plateau", "uphill", "steep_uphill", "forest", "orchard", "vineyard", "soaked_ground", "ford",
                "swamp", "impassable")
LINE_TERRAIN = ("castle_wall", "moat", "wide_river", "dry_ditch", "stake_palisade")
TERRAIN_TYPES = AREA_TERRAIN + LINE_TERRAIN
SLOPE_TERRAIN = ("uphill", "steep_uphill")  # need `up_bearing` (B47)
GLYPHS = ("←", "↖", "↑", "↗", "→", "↑↑", "↻", "stop")  # B58, right-hand glyphs as fixed there
SHOOT_WHEN = ("before", "after")  # B58: blank = before `[L400]`
DEFAULT_TRIUMPH = 2  # `[L108]` "kezdeti diadalértéke 2": the text's number, not the designer's
TRIUMPH_RANGE = (-2, 6)  # `[L108]`, B26


# --- army list ------------------------------------------------------------------------------------------------

@dataclass
class FigureValues:
    """Attack and defence of one figure (B4: the figures' values); `None` = not given by the designer."""

    attack: float | None = None
    defence: float | None = None


@dataclass
class TroopType:
    """One troop type of an army list: every number is the designer's (B57), `None` when not given."""

    id: str
    name: str | None = None
    troop_class: str | None = None  # `class:` in the file; B46
    armour: str | None = None
    values: FigureValues = field(default_factory=FigureValues)
    role_values: dict[str, FigureValues] = field(default_factory=dict)  # per role letter (B4 "többféle")
    morale: int | None = None  # B28
    weapons: tuple[str, ...] = ()  # missile weapons (B34); `missile:` in the file
    traits: tuple[str, ...] = ()
    pila: int | None = None  # pila each figure carries (B57, B40 [L436]); per figure: docs/bbg-format.md's reading
    flexibility: int | None = None  # B16, close units
    rank_bonus_max: int | None = None  # B9: 1 or 2
    base_cm: tuple[float, float] | None = None  # width, depth (B3)
    rate_M: float | None = None  # B46: required for chariots, elephants, camels
    points: float | None = None
    backstory: str | None = None
    # chariots (B55) and elephants (B56)
    crew: tuple[str, ...] = ()
    team_width: int | None = None
    driver_extra_cover: float | None = None  # B37

    @property
    def mounted(self) -> bool:
        return self.troop_class in MOUNTED_CLASSES

    def figure_values(self, role: str = "S") -> FigureValues:
        """The values of a figure of `role`: the role's own where the designer gave them, else the type's."""
        own = self.role_values.get(role)
        if own is None:
            return self.values
        return FigureValues(own.attack if own.attack is not None else self.values.attack,
                            own.defence if own.defence is not None else self.values.defence)


@dataclass
class UnitCard:
    """A ready-made unit of an army list: what the scenario's units refer to by `card`."""

    id: str
    type: str  # TroopType id
    name: str | None = None
    formation: str = "close"  # FORMATIONS
    special: str | None = None  # SPECIAL_FORMATIONS (B53)
    files: int | None = None
    ranks: int | None = None
    roles: dict[str, int] = field(default_factory=dict)  # role letter -> count, besides the soldiers
    figures: int | None = None  # total; files × ranks when not given
    points: float | None = None
    backstory: str | None = None

    def figure_count(self) -> int | None:
        if self.figures is not None:
            return self.figures
        if self.files is not None and self.ranks is not None:
            return self.files * self.ranks
        return None


@dataclass
class ArmyList:
    """A `bbg-army/1` file: troop types and unit cards; reused by many scenarios."""

    id: str
    name: str
    troop_types: dict[str, TroopType] = field(default_factory=dict)
    cards: list[UnitCard] = field(default_factory=list)  # `units:` in the file
    source: str | None = None  # the designer's note on where the numbers come from (`source: {notes}`)
    format: str = ARMY_FORMAT
    publication: str | None = None  # `source: {publication}`
    description: str | None = None

    def card(self, card_id: str) -> UnitCard | None:
        return next((c for c in self.cards if c.id == card_id), None)


# --- table scenario -------------------------------------------------------------------------------------------

@dataclass
class Table:
    """The table (B59: stated by the scenario, never defaulted), in M; `cm_per_M` converts base sizes (B3)."""

    width_M: float
    depth_M: float
    cm_per_M: float


@dataclass
class Pose:
    """The centre of a unit's front edge and its heading in compass degrees (B3)."""

    x: float
    y: float
    heading: float = 0.0


@dataclass
class LooseFigure:
    """One figure of a loose unit placed freely: role letter and base centre (B3, B27)."""

    role: str
    x: float
    y: float


@dataclass
class UnitState:
    """The referee's bookkeeping of a unit that a scenario may start with (B21, B26, B40, B56)."""

    forced_marches: int = 0  # B21 counter F
    fleeing: bool = False
    disordered: bool = False
    wounds: int = 0  # elephants (B56)
    reloading: dict[str, int] = field(default_factory=dict)  # weapon -> rounds left (B40)
    berserk: bool = False  # an elephant out of control for good, its crew counted dead (B56, [L545, L551])
    dissolved: bool = False  # below the unit minimum: no longer a unit, its figures skirmishers (B27, [L106])
    extra: dict[str, Any] = field(default_factory=dict)  # keys this version does not know, kept for saving


@dataclass
class Unit:
    """A unit placed on the table. `ranks` is its slot grid (front rank first, file 1 = its own left, B3);
    a loose unit may instead list `figures`. `card` names a unit card of its side's army; `type` a troop type
    when there is no card."""

    id: str
    side: str
    pose: Pose
    card: str | None = None
    type: str | None = None
    ranks: tuple[str, ...] = ()
    figures: tuple[LooseFigure, ...] = ()
    formation: str | None = None  # overrides the card's
    triumph: int = DEFAULT_TRIUMPH
    state: UnitState = field(default_factory=UnitState)

    @property
    def files(self) -> int:
        return max((len(r) for r in self.ranks), default=0)

    @property
    def rank_count(self) -> int:
        return len(self.ranks)

    def slots(self) -> list[tuple[int, int, str]]:
        """(file, rank, role) of every occupied slot, 1-based (B3)."""
        return [(j + 1, r + 1, c) for r, row in enumerate(self.ranks) for j, c in enumerate(row) if c != EMPTY_SLOT]

    def figure_count(self) -> int:
        return len(self.figures) + sum(1 for row in self.ranks for c in row if c != EMPTY_SLOT)

    def role_counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for c in [c for row in self.ranks for c in row if c != EMPTY_SLOT] + [f.role for f in self.figures]:
            out[c] = out.get(c, 0) + 1
        return out


@dataclass
class Leader:
    """A general or corps leader: a figure standing at `at`, or riding inside `unit` (B8: then its officer)."""

    id: str
    at: Point | None = None
    unit: str | None = None


@dataclass
class Corps:
    id: str
    leader: Leader | None = None
    units: tuple[str, ...] = ()


@dataclass
class Side:
    id: str
    name: str | None = None
    army: str | None = None  # path of its `bbg-army/1` file, relative to the scenario
    general: Leader | None = None
    corps: list[Corps] = field(default_factory=list)
    units: list[Unit] = field(default_factory=list)
    deployment: tuple[Point, ...] = ()  # the side's deployment zone polygon (B59), if the scenario has one


@dataclass
class Terrain:
    """A terrain area (`polygon`) or line (`polyline`) with its type, level (B20) and uphill bearing (B47)."""

    id: str
    type: str
    polygon: tuple[Point, ...] = ()
    polyline: tuple[Point, ...] = ()
    level: int | None = None
    up_bearing: float | None = None

    @property
    def is_line(self) -> bool:
        return bool(self.polyline)


@dataclass
class Camp:
    """A side's camp (B59): a polygon; `captured` switches the B22 modifier."""

    side: str
    polygon: tuple[Point, ...]
    captured: bool = False


@dataclass
class Scenario:
    """A `bbg-scenario/1` file."""

    title: str
    table: Table | None
    rounds: int | None = None
    victory: str | None = None  # required (B59); the validator flags a missing one
    options: dict[str, Any] = field(default_factory=dict)  # `ruleset: {options: …}`
    agreements: dict[str, Any] = field(default_factory=dict)
    terrain: list[Terrain] = field(default_factory=list)
    camps: list[Camp] = field(default_factory=list)
    sides: list[Side] = field(default_factory=list)
    notes: str | None = None
    format: str = SCENARIO_FORMAT
    description: str | None = None
    source: str | None = None  # `source: {notes}`: where the values come from (the designer's, B57)
    publication: str | None = None

    def units(self) -> list[Unit]:
        return [u for s in self.sides for u in s.units]

    def unit(self, unit_id: str) -> Unit | None:
        return next((u for u in self.units() if u.id == unit_id), None)

    def side(self, side_id: str) -> Side | None:
        return next((s for s in self.sides if s.id == side_id), None)


# --- army sheet -----------------------------------------------------------------------------------------------

@dataclass
class MoveOrder:
    """The move row of the sheet: glyphs (B58) and, once drawn, the path in M."""

    glyphs: tuple[str, ...] = ()
    path: tuple[Point, ...] = ()


@dataclass
class ShootOrder:
    target: str | None = None
    when: str = "before"  # B58: blank = before


@dataclass
class UnitOrders:
    """One unit's orders for one round: Roham / Mozgás / Lövés (`[L557-591]`)."""

    charge: str | None = None  # target unit id
    move: MoveOrder | None = None
    shoot: ShootOrder | None = None


@dataclass
class SheetOrders:
    """One side's orders for one round, by unit id."""

    round: int
    orders: dict[str, UnitOrders] = field(default_factory=dict)


@dataclass
class SheetUnit:
    """A unit column's head rows: Egység neve / Diadal / Megjegyzések (`[L557-560]`)."""

    id: str
    name: str | None = None
    triumph: int | None = None
    notes: str | None = None
    standing_order: str | None = None  # skirmishers (`[L114]`, B58)


@dataclass
class Sheet:
    """A `bbg-sheet/1` file: one side's orders for a game."""

    scenario: str
    side: str
    rounds: dict[int, SheetOrders] = field(default_factory=dict)
    units: list[SheetUnit] = field(default_factory=list)
    format: str = SHEET_FORMAT
    locked: list[int] = field(default_factory=list)  # rounds whose orders are given, ascending ([L254, L394])

    def orders(self, round_no: int) -> SheetOrders:
        return self.rounds.get(round_no) or SheetOrders(round_no)
