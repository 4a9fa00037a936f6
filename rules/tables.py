"""The edition tables as data: terrain chart, fire and mêlée tables, unit types, the other numbers, presets.

The numbers live in ``resources/tables/tables.yaml`` and the edition presets in ``editions.yaml`` so that
the engine never repeats a number of the rules: it asks this module. Both files are read with
the safe loader (libyaml's when present) and checked against their JSON Schemas (``schemas/tables.schema.json``,
``schemas/editions.schema.json``) and a few cross-checks the schemas cannot express (bands that must be
contiguous, names that must exist), so that a bad cell fails at load with the file and the place in it,
not later as a wrong die roll. Rules decisions R1–R42 and discrepancies D1–D19 are cited where they apply.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

import yaml

from rules.i18n import _, ngettext
from rules.paths import schemas_dir, tables_dir, user_cache_dir

TABLES_FILE = "tables.yaml"
EDITIONS_FILE = "editions.yaml"
TABLES_SCHEMA = "tables.schema.json"
EDITIONS_SCHEMA = "editions.schema.json"

FireOutcome = Literal["no_effect", "discourage", "rout"]
MoverKind = Literal["infantry", "leader", "cavalry", "artillery"]


class TablesError(ValueError):
    """A tables or editions file that cannot be used; the message names the file and the place in it."""

    def __init__(self, file: Path | str, where: str, message: str) -> None:
        self.file = Path(file)
        self.where = where
        super().__init__(_("{file}: at {where}: {problem}").format(file=self.file, where=where, problem=message))


# ---------------------------------------------------------------------------------------------------------
# Value types


@dataclass(frozen=True)
class TerrainRow:
    """One row of the terrain chart, for one feature name of the scenario format."""

    key: str
    kind: str  # hex | hexside | link | level
    mode: str  # absolute | additive | prohibited | route
    infantry: int | None  # MP for infantry and leaders; None = not allowed
    cavalry: int | None  # MP for cavalry and artillery; None = not allowed
    fire_in: int  # fire at a target in / behind it (wall, gate: from outside, D3)
    fire_out: int  # fire out from behind it (differs from fire_in only for wall and gate)
    blocks_los: bool
    melee: int | None  # None = no mêlée across / into it
    charge: int | None  # used instead of melee for a charge (R4); None = no charge
    source: str
    route_ignores_levels: bool | None = None  # links only: road True, track False (R15)
    crosses: tuple[str, ...] = ()  # hexside crossings: the features this row is the way across (R14, R38)

    @property
    def fire(self) -> int:
        """The fire modifier against a target in or behind this terrain (the chart's single value)."""
        return self.fire_in

    @property
    def passable(self) -> bool:
        """False for NA terrain (8.1: even the one-hex move is refused)."""
        return self.mode != "prohibited"

    def cost(self, column: Literal["infantry", "cavalry"]) -> int | None:
        """MP in one cost column of the chart; None when not allowed."""
        if column == "infantry":
            return self.infantry
        if column == "cavalry":
            return self.cavalry
        raise ValueError(_("terrain cost column must be 'infantry' or 'cavalry', not {column}").format(
            column=repr(column)))

    def combat_modifier(self, charge: bool = False) -> int | None:
        """The mêlée modifier, or the charge column instead of it for a charge (R4, D16)."""
        return self.charge if charge else self.melee


@dataclass(frozen=True)
class UnitType:
    """A unit type of 2.2 and what it may do."""

    code: str
    name: str
    unit_class: str  # infantry | cavalry | artillery: the usual class; the counter's mounted flag decides
    fires: str  # always | with_symbol | never
    fire_class: str | None
    initiates_melee: bool
    charges: bool  # when mounted (10.2)
    counter_charges: bool  # when mounted (10.3)
    phase_b_fire: bool
    fires_over_units: bool
    source: str


@dataclass(frozen=True)
class FireCell:
    """One cell of the fire table: discourage on >= discourage, rout on >= rout (None: cannot rout)."""

    discourage: int
    rout: int | None

    def result(self, modified_roll: int) -> FireOutcome:
        """What a modified fire roll does to the target."""
        if self.rout is not None and modified_roll >= self.rout:
            return "rout"
        if modified_roll >= self.discourage:
            return "discourage"
        return "no_effect"


@dataclass(frozen=True)
class FireClass:
    """One row of the fire table: ranges 1..5, None where the class cannot fire."""

    key: str
    name: str
    ranges: tuple[FireCell | None, ...]
    source: str

    @property
    def max_range(self) -> int:
        """The farthest range with a cell."""
        return max(i + 1 for i, cell in enumerate(self.ranges) if cell is not None)

    def cell(self, range_: int) -> FireCell | None:
        """The cell at a range in hexes; None when out of range (including beyond the printed columns)."""
        if range_ < 1:
            raise ValueError(_("fire range must be at least 1 hex, not {range}").format(range=range_))
        return self.ranges[range_ - 1] if range_ <= len(self.ranges) else None


@dataclass(frozen=True)
class FireModifier:
    """A fire modifier; the strength ones carry their SP threshold."""

    key: str
    value: int
    source: str
    sp_below: int | None = None
    sp_above: int | None = None
    artillery: bool | None = None  # False: does not apply to artillery fire
    replaces: str | None = None  # applies instead of that modifier, not on top of it (R5)


@dataclass(frozen=True)
class Band:
    """A band of a d10 (or modified d10) with its result."""

    min: int
    max: int
    result: str

    def __contains__(self, roll: object) -> bool:
        return isinstance(roll, int) and self.min <= roll <= self.max


@dataclass(frozen=True, eq=False)
class LeaderCheck:
    """Leader casualty check: which unmodified roll makes which side's leaders roll, and their results."""

    triggers: Mapping[str, int]  # side -> unmodified roll of the fire / mêlée d10
    results: tuple[Band, ...]
    source: str

    def sides_checked(self, unmodified_roll: int) -> tuple[str, ...]:
        """The sides whose stacked leaders must roll after this unmodified roll (R6)."""
        return tuple(side for side, roll in self.triggers.items() if roll == unmodified_roll)

    def result(self, roll: int) -> str:
        """The leader's fate on his own d10: no_effect, wounded, captured or killed."""
        for band in self.results:
            if roll in band:
                return band.result
        raise ValueError(_("leader check roll must be a d10 result, not {roll}").format(roll=repr(roll)))


@dataclass(frozen=True)
class OddsBand:
    """A line of the odds table: applies when attacker SP : defender SP >= attacker : defender."""

    attacker: int
    defender: int
    value: int
    label: str


@dataclass(frozen=True)
class MeleeModifier:
    """One of the 'other modifiers' of the mêlée table."""

    key: str
    value: int
    source: str
    excludes: tuple[str, ...] = ()


@dataclass(frozen=True)
class MeleeResult:
    """A band of the mêlée results table; effects in the order they are applied (10.6)."""

    min: int
    max: int
    defender: tuple[str, ...]  # () = no effect
    attacker: tuple[str, ...]

    @property
    def attacker_must_advance(self) -> bool:
        """R3: the attacker's advance is obligatory (unless discouraged, 12.1)."""
        return "advance_obligatory" in self.attacker

    @property
    def defender_may_advance(self) -> bool:
        """R3: the defender may advance (unless discouraged)."""
        return "advance_optional" in self.defender


@dataclass(frozen=True)
class InitiativeBand:
    """A band of the initiative difference (6.C); max None = no upper bound."""

    min: int
    max: int | None
    case: str


@dataclass(frozen=True)
class Number:
    """One of the other numbers of the rules, with the section that states it."""

    key: str
    value: int
    section: str
    decision: str | None = None
    note: str | None = None


@dataclass(frozen=True, eq=False)
class Tables:
    """Every table of the game, read from tables.yaml. Compared by identity: there is one per file."""

    file: Path
    terrain: Mapping[str, TerrainRow]
    movement_columns: Mapping[str, str]
    units: Mapping[str, UnitType]
    fire_classes: Mapping[str, FireClass]
    fire_modifiers: Mapping[str, FireModifier]
    fire_leader_check: LeaderCheck
    odds: tuple[OddsBand, ...]
    types: Mapping[str, Mapping[str, int]]
    quality: Mapping[str, int]
    melee_modifiers: Mapping[str, MeleeModifier]
    clamp: tuple[int, int]
    melee_results: tuple[MeleeResult, ...]
    melee_leader_check: LeaderCheck
    initiative_dice: int
    initiative_die_faces: int
    initiative_bands: tuple[InitiativeBand, ...]
    numbers: Mapping[str, Number]

    # -- terrain ------------------------------------------------------------------------------------------

    def terrain_row(self, key: str) -> TerrainRow:
        """The chart row of a scenario feature name (clear, wood, …, river, …, road, level_up)."""
        try:
            return self.terrain[key]
        except KeyError:
            raise ValueError(_("unknown terrain {key}; known: {known}").format(
                key=repr(key), known=", ".join(self.terrain))) from None

    def hexside_keys(self, features: Iterable[str]) -> tuple[str, ...]:
        """The chart rows that stand for one hexside, in the order drawn (R14, R38): a crossing drawn there
        (bridge or ford on a river or a stream, a gate in a wall) replaces the feature it crosses in every
        column — movement, fire, mêlée, charge — so a bridge over a stream is 0 MP, mêlée −1, charge NA."""
        keys = tuple(dict.fromkeys(features))
        crossed = {c for k in keys for c in self.terrain_row(k).crosses}
        return tuple(k for k in keys if k not in crossed)

    def movement_cost(self, key: str, mover: MoverKind) -> int | None:
        """MP for a mover entering / crossing a feature, by the chart's two columns; None = not allowed."""
        try:
            column = self.movement_columns[mover]
        except KeyError:
            raise ValueError(_("unknown mover {key}; known: {known}").format(
                key=repr(mover), known=", ".join(self.movement_columns))) from None
        return self.terrain_row(key).cost(column)  # type: ignore[arg-type]

    # -- units --------------------------------------------------------------------------------------------

    def unit_type(self, code: str) -> UnitType:
        """A unit type by its code (Ch, Ha, …, At)."""
        try:
            return self.units[code]
        except KeyError:
            raise ValueError(_("unknown unit type {key}; known: {known}").format(
                key=repr(code), known=", ".join(self.units))) from None

    def fire_class_of(self, code: str) -> str | None:
        """The fire-table row a unit type fires with (Cl, Il: javelins, only with the fire symbol)."""
        return self.unit_type(code).fire_class

    # -- fire ---------------------------------------------------------------------------------------------

    def fire_row(self, fire_class: str, range_: int) -> FireCell | None:
        """The fire-table cell of a class at a range in hexes; None when out of range."""
        try:
            row = self.fire_classes[fire_class]
        except KeyError:
            raise ValueError(_("unknown fire class {key}; known: {known}").format(
                key=repr(fire_class), known=", ".join(self.fire_classes))) from None
        return row.cell(range_)

    def fire_result(self, fire_class: str, range_: int, modified_roll: int) -> FireOutcome:
        """The outcome of a modified fire roll; out of range is an error (no fire is possible)."""
        cell = self.fire_row(fire_class, range_)
        if cell is None:
            raise ValueError(ngettext("{fire_class} cannot fire at {range} hex (out of range)",
                                      "{fire_class} cannot fire at {range} hexes (out of range)", range_).format(
                fire_class=fire_class, range=range_))
        return cell.result(modified_roll)

    def fire_strength_modifier(self, sp: int, artillery: bool) -> int:
        """The strength modifier of the firing SP (combined): <4 −1 (not artillery), >4 +1, >8 +2 in total.

        Read from the strength modifiers of the table; one that ``replaces`` another applicable one
        stands in for it, so more than 8 SP gives +2, not +3 (R5, D17).
        """
        if sp < 1:
            raise ValueError(_("firing strength must be at least 1 SP, not {sp}").format(sp=sp))
        applicable = {
            m.key: m
            for m in self.fire_modifiers.values()
            if (m.sp_above is not None or m.sp_below is not None)
            and (m.sp_above is None or sp > m.sp_above)
            and (m.sp_below is None or sp < m.sp_below)
            and not (artillery and m.artillery is False)
        }
        replaced = {m.replaces for m in applicable.values() if m.replaces}
        return sum(m.value for key, m in applicable.items() if key not in replaced)

    def fire_modifier(self, key: str) -> int:
        """The value of a named fire modifier (firer_moved, firer_mounted, …)."""
        try:
            return self.fire_modifiers[key].value
        except KeyError:
            raise ValueError(_("unknown fire modifier {key}; known: {known}").format(
                key=repr(key), known=", ".join(self.fire_modifiers))) from None

    # -- mêlée --------------------------------------------------------------------------------------------

    def odds_modifier(self, att_sp: int, def_sp: int) -> int:
        """The odds modifier, the ratio always rounded in favour of the defender (10.5).

        The table lists 2:1, 1:1, 1:2, 1:3 and less; a ratio between two lines takes the line below it, the
        one worse for the attacker: 3 v 2 (1.5:1) is 1:1 (+1), 5 v 2 is 2:1 (+2), 2 v 3 is 1:2 (0),
        2 v 5 is 1:3 (−1), 1 v 4 is less than 1:3 (−2). Compared in integers, so no float edge cases.
        """
        if def_sp < 1 or att_sp < 0:
            raise ValueError(_("odds need attacker SP >= 0 and defender SP >= 1, not {attacker} v {defender}").format(
                attacker=att_sp, defender=def_sp))
        for band in self.odds:
            if att_sp * band.defender >= band.attacker * def_sp:
                return band.value
        raise AssertionError("the last odds line matches any ratio (checked at load)")

    def type_modifier(self, att: str, dfn: str) -> int:
        """The unit-type modifier, attacker row × defender column (Ha v Cl = +2, D1/R11)."""
        row = self.types.get(att)
        if row is None:
            if att in self.units:
                raise ValueError(_("{type} has no attacker row: it never initiates a mêlée (10.1)").format(type=att))
            raise ValueError(_("unknown unit type {key}; known: {known}").format(
                key=repr(att), known=", ".join(self.units)))
        if dfn not in row:
            raise ValueError(_("unknown unit type {key}; known: {known}").format(
                key=repr(dfn), known=", ".join(self.units)))
        return row[dfn]

    def combined_type_modifier(self, attackers: Iterable[str], defenders: Iterable[str]) -> int:
        """Several attackers or defenders: the value most favourable to the defender over every pair (R8)."""
        defenders = list(defenders)
        values = [self.type_modifier(a, d) for a in attackers for d in defenders]
        if not values:
            raise ValueError(_("a mêlée needs at least one attacker and one defender"))
        return min(values)

    def quality_modifier(self, att_quality: int, def_quality: int) -> int:
        """+1 when the attacker's quality is higher, −1 when lower, 0 when equal."""
        if att_quality > def_quality:
            return self.quality["higher"]
        if att_quality < def_quality:
            return self.quality["lower"]
        return self.quality["equal"]

    def melee_modifier(self, key: str) -> int:
        """The value of a named 'other' mêlée modifier (rear_attack, charge_front, …)."""
        try:
            return self.melee_modifiers[key].value
        except KeyError:
            raise ValueError(_("unknown mêlée modifier {key}; known: {known}").format(
                key=repr(key), known=", ".join(self.melee_modifiers))) from None

    def clamp_melee(self, total: int) -> int:
        """The sum of every mêlée modifier, clamped to −7..+7 (R6): clamp the sum, not each term."""
        low, high = self.clamp
        return max(low, min(high, total))

    def melee_result(self, modified_roll: int) -> MeleeResult:
        """The results band of a modified mêlée roll (die + clamped modifiers, −7..16)."""
        for band in self.melee_results:
            if band.min <= modified_roll <= band.max:
                return band
        low, high = self.melee_results[0].min, self.melee_results[-1].max
        raise ValueError(_("a modified mêlée roll runs from {low} to {high}, not {roll}").format(
            low=low, high=high, roll=modified_roll))

    # -- leaders, initiative, numbers ---------------------------------------------------------------------

    def leader_check(self, table: Literal["fire", "melee"], roll: int) -> str:
        """A leader's fate on his casualty d10 after fire or mêlée (R30)."""
        return self._leader_table(table).result(roll)

    def leader_check_sides(self, table: Literal["fire", "melee"], unmodified_roll: int) -> tuple[str, ...]:
        """Whose leaders must roll: fire 9 → target; mêlée 9 → defenders, 0 → attackers (R6)."""
        return self._leader_table(table).sides_checked(unmodified_roll)

    def _leader_table(self, table: str) -> LeaderCheck:
        if table == "fire":
            return self.fire_leader_check
        if table == "melee":
            return self.melee_leader_check
        raise ValueError(_("leader checks follow 'fire' or 'melee', not {table}").format(table=repr(table)))

    def initiative_case(self, difference: int) -> str:
        """The case C.1–C.4 for the difference of the two initiative totals (either sign) (6.C, R27)."""
        gap = abs(difference)
        for band in self.initiative_bands:
            if gap >= band.min and (band.max is None or gap <= band.max):
                return band.case
        raise AssertionError("initiative bands cover every difference (checked at load)")

    def number(self, key: str) -> int:
        """One of the other numbers of the rules, by name (facing_change_mp, charge_max_mp, …)."""
        try:
            return self.numbers[key].value
        except KeyError:
            raise ValueError(_("unknown rules number {key}; known: {known}").format(
                key=repr(key), known=", ".join(self.numbers))) from None

    def out_of_command_mp(self, allowance: int) -> int:
        """Out-of-command movement: half the allowance, rounded up (7.4, 6.D.5)."""
        divisor = self.number("out_of_command_mp_divisor")
        return -(-allowance // divisor)


# ---------------------------------------------------------------------------------------------------------
# Editions


@dataclass(frozen=True)
class OptionSpec:
    """A rules option that differs between editions, with its allowed values."""

    name: str
    values: tuple[bool | str, ...]
    section: str
    description: str

    def allows(self, value: object) -> bool:
        """Same type and value (so 1 is not True, and 'true' is not True)."""
        return any(type(value) is type(v) and value == v for v in self.values)


@dataclass(frozen=True, eq=False)
class Editions:
    """editions.yaml: the default edition, the options and the presets."""

    file: Path
    default: str
    options: Mapping[str, OptionSpec]
    presets: Mapping[str, Mapping[str, bool | str]]
    titles: Mapping[str, str]


def _option() -> Any:
    return field(metadata={"option": True})


@dataclass(frozen=True)
class Edition:
    """The rules options in force: an edition preset with single-switch overrides (R1). Hashable."""

    name: str
    title: str
    stacked_artillery_both_fire: bool = _option()
    routed_units_face_rout_edge: bool = _option()
    rout_path: str = _option()
    phase_b_archer_order: str = _option()
    overrides: tuple[str, ...] = ()  # the options set apart from the preset, sorted

    @property
    def options(self) -> dict[str, bool | str]:
        """Every option by name."""
        return {name: getattr(self, name) for name in edition_option_names()}


def edition_option_names() -> tuple[str, ...]:
    """The options this code implements (the Edition fields); editions.yaml must declare exactly these."""
    return tuple(f.name for f in fields(Edition) if f.metadata.get("option"))


# ---------------------------------------------------------------------------------------------------------
# Loading


def _where(path: Sequence[Any]) -> str:
    """A readable place inside a file: melee.types.Ha.Cl, fire.classes.Ar.ranges[1].rout."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or _("(top level)")


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's parser when PyYAML has it: 5-10x faster


def _read_checked(file: Path, schema_name: str) -> dict[str, Any]:
    """Parse a YAML file with the safe loader and check it against its schema.

    Once per content: a file whose bytes, with its schema's, passed before is read from the user cache
    folder as the JSON of its values (`_cached`), not parsed and checked again. Importing jsonschema, checking
    and PyYAML's Python constructor cost 65–90 ms at every start of every command, for files that change
    only when someone edits the game's numbers. A changed or broken file has another hash: it is parsed and
    checked, and keeps its error and the place in it."""
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise TablesError(file, _("(file)"), _("cannot be read: {problem}").format(problem=exc)) from exc
    schema_bytes = (schemas_dir() / schema_name).read_bytes()
    cache = _cache_file(raw, schema_bytes)
    data = _cached(cache)
    if data is not None:
        return data
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TablesError(file, _("(file)"), _("cannot be read: {problem}").format(problem=exc)) from exc
    try:
        data = yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = _("line {line}").format(line=mark.line + 1) if mark is not None else _("(file)")
        raise TablesError(file, where, _("not valid YAML: {problem}").format(problem=exc)) from exc
    import jsonschema  # only for a file not checked before: 40–70 ms of imports
    from jsonschema.exceptions import best_match

    schema = json.loads(schema_bytes.decode("utf-8"))
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(data))
    if errors:
        error = best_match(errors)
        problem = error.message if len(errors) == 1 else ngettext(
            "{problem} ({count} more problem)", "{problem} ({count} more problems)", len(errors) - 1).format(
                problem=error.message, count=len(errors) - 1)
        raise TablesError(file, _where(list(error.absolute_path)), f"{problem} [{schema_name}]")
    if cache is not None:
        _write_cache(cache, data)
    return data


# Bump when what a cached file vouches for changes (another validator, stricter checks before it is written).
_CACHE_VERSION = b"tables-checked 1"


def _cache_file(data: bytes, schema: bytes) -> Path | None:
    """Where the checked values of this content are kept (None: no cache folder). Named by the SHA-256 of
    the file's and the schema's bytes: any edit of either is another name."""
    try:
        digest = hashlib.sha256(_CACHE_VERSION + b"\0" + hashlib.sha256(schema).digest() + data).hexdigest()
        return user_cache_dir() / "tables" / f"{digest}.json"
    except (OSError, RuntimeError):  # no home folder to find the cache in
        return None


def _cached(cache: Path | None) -> dict[str, Any] | None:
    """The values kept for this content, or None (none kept, unreadable, damaged: then parse and check)."""
    if cache is None:
        return None
    try:
        data = json.loads(cache.read_bytes())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _write_cache(cache: Path, data: dict[str, Any]) -> None:
    """Keep the checked values as JSON, written whole or not at all (a temporary file renamed). Best effort:
    a cache that cannot be written only means parsing and checking again next time. Values JSON would not
    give back the same (a number as a mapping key) are not kept."""
    try:
        text = json.dumps(data, ensure_ascii=False)
    except (TypeError, ValueError):
        return
    if json.loads(text) != data:
        return
    from rules.fileio.atomic import write_atomic

    try:  # the one atomic writer: on a full cache folder it raises with no temporary left, and we go on
        cache.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(cache, text)
    except OSError:
        pass


def _bands_cover(file: Path, where: str, bands: Sequence[tuple[int, int]], low: int, high: int) -> None:
    """Bands must run from low to high in order, without gap or overlap."""
    expected = low
    for i, (a, b) in enumerate(bands):
        if a != expected or b < a:
            raise TablesError(file, f"{where}[{i}]", _("band {low}..{high} should start at {expected} (no gap or "
                                                       "overlap)").format(low=a, high=b, expected=expected))
        expected = b + 1
    if expected != high + 1:
        raise TablesError(file, where, _("bands end at {end}, should end at {high}").format(end=expected - 1,
                                                                                            high=high))


def _leader_check(file: Path, where: str, raw: Mapping[str, Any], d10: tuple[int, int]) -> LeaderCheck:
    results = tuple(Band(b["min"], b["max"], b["result"]) for b in raw["results"])
    _bands_cover(file, f"{where}.results", [(b.min, b.max) for b in results], *d10)
    return LeaderCheck(MappingProxyType(dict(raw["triggers"])), results, raw["source"])


def read_tables(file: Path) -> Tables:
    """Read and check one tables file (uncached; load_tables() is the cached entry point)."""
    data = _read_checked(file, TABLES_SCHEMA)

    numbers = {
        k: Number(k, v["value"], v["section"], v.get("decision"), v.get("note")) for k, v in data["numbers"].items()
    }
    d10 = (numbers["d10_min"].value, numbers["d10_max"].value)
    if numbers["out_of_command_mp_divisor"].value < 1:
        raise TablesError(file, "numbers.out_of_command_mp_divisor.value", _("must be at least 1"))

    terrain: dict[str, TerrainRow] = {}
    for key, row in data["terrain"].items():
        if (row["mode"] == "route") != (row["kind"] == "link"):
            raise TablesError(file, f"terrain.{key}.mode", _("links and only links move in 'route' mode"))
        fire_in = row.get("fire_in", row.get("fire"))
        fire_out = row.get("fire_out", row.get("fire"))
        terrain[key] = TerrainRow(
            key,
            row["kind"],
            row["mode"],
            row["infantry"],
            row["cavalry"],
            fire_in,
            fire_out,
            row["blocks_los"],
            row["melee"],
            row["charge"],
            row["source"],
            row.get("route_ignores_levels"),
            tuple(row.get("crosses", ())),
        )
    for key, row in terrain.items():
        for crossed in row.crosses:
            if row.kind != "hexside" or crossed not in terrain or terrain[crossed].kind != "hexside":
                raise TablesError(file, f"terrain.{key}.crosses", _("{key} can cross only hexside features "
                                                                    "({crossed})").format(key=key, crossed=crossed))

    fire_classes: dict[str, FireClass] = {}
    for key, raw in data["fire"]["classes"].items():
        cells: list[FireCell | None] = []
        for i, c in enumerate(raw["ranges"]):
            if c is None:
                cells.append(None)
                continue
            if cells and cells[-1] is None:
                raise TablesError(file, f"fire.classes.{key}.ranges[{i}]", _("a range after an out-of-range column"))
            if c["rout"] is not None and c["rout"] < c["discourage"]:
                raise TablesError(file, f"fire.classes.{key}.ranges[{i}]", _("rout below discourage"))
            cells.append(FireCell(c["discourage"], c["rout"]))
        if cells[0] is None:
            raise TablesError(file, f"fire.classes.{key}.ranges[0]", _("a fire class must fire at 1 hex"))
        fire_classes[key] = FireClass(key, raw["name"], tuple(cells), raw["source"])

    fire_modifiers = {
        k: FireModifier(
            k,
            m["value"],
            m["source"],
            m.get("sp_below"),
            m.get("sp_above"),
            m.get("artillery"),
            m.get("replaces"),
        )
        for k, m in data["fire"]["modifiers"].items()
    }
    for k, m in fire_modifiers.items():
        if m.replaces is not None and m.replaces not in fire_modifiers:
            raise TablesError(file, f"fire.modifiers.{k}.replaces",
                              _("no fire modifier {key}").format(key=repr(m.replaces)))

    units: dict[str, UnitType] = {}
    for code, u in data["units"].items():
        if (u["fires"] == "never") != (u["fire_class"] is None):
            raise TablesError(file, f"units.{code}.fire_class", _("null exactly when the type never fires"))
        if u["fire_class"] is not None and u["fire_class"] not in fire_classes:
            raise TablesError(file, f"units.{code}.fire_class",
                              _("no fire class {key}").format(key=repr(u["fire_class"])))
        units[code] = UnitType(
            code,
            u["name"],
            u["class"],
            u["fires"],
            u["fire_class"],
            u["initiates_melee"],
            u["charges"],
            u["counter_charges"],
            u["phase_b_fire"],
            u["fires_over_units"],
            u["source"],
        )

    melee = data["melee"]
    odds = tuple(OddsBand(b["attacker"], b["defender"], b["value"], b.get("label", "")) for b in melee["odds"]["bands"])
    for i in range(1, len(odds)):
        prev, cur = odds[i - 1], odds[i]
        if cur.attacker * prev.defender >= prev.attacker * cur.defender:
            raise TablesError(file, f"melee.odds.bands[{i}]", _("odds lines must go from the best odds down"))
    if odds[-1].attacker != 0:
        raise TablesError(file, f"melee.odds.bands[{len(odds) - 1}]", _("the last line must take any odds (0:n)"))

    types = MappingProxyType({a: MappingProxyType(dict(row)) for a, row in melee["types"].items()})
    for a in types:
        if not units[a].initiates_melee:
            raise TablesError(file, f"melee.types.{a}",
                              _("{type} never initiates a mêlée, so it has no attacker row").format(type=a))

    melee_modifiers = {
        k: MeleeModifier(k, m["value"], m["source"], tuple(m.get("excludes", ())))
        for k, m in melee["modifiers"].items()
    }
    for k, m in melee_modifiers.items():
        for other in m.excludes:
            if other not in melee_modifiers:
                raise TablesError(file, f"melee.modifiers.{k}.excludes",
                                  _("no mêlée modifier {key}").format(key=repr(other)))

    clamp = (melee["clamp"]["min"], melee["clamp"]["max"])
    results = tuple(
        MeleeResult(b["min"], b["max"], tuple(b["defender"]), tuple(b["attacker"])) for b in melee["results"]
    )
    _bands_cover(file, "melee.results", [(b.min, b.max) for b in results], d10[0] + clamp[0], d10[1] + clamp[1])

    ini = data["initiative"]
    bands = tuple(InitiativeBand(b["min"], b["max"], b["case"]) for b in ini["bands"])
    if bands[-1].max is not None:
        raise TablesError(file, f"initiative.bands[{len(bands) - 1}].max", _("the last band must be open (null)"))
    for i, b in enumerate(bands[:-1]):
        if b.max is None:
            raise TablesError(file, f"initiative.bands[{i}].max", _("only the last band may be open (null)"))
    closed = [(b.min, b.max) for b in bands[:-1] if b.max is not None]
    _bands_cover(file, "initiative.bands", closed + [(bands[-1].min, bands[-1].min)], 0, bands[-1].min)

    return Tables(
        file=file,
        terrain=MappingProxyType(terrain),
        movement_columns=MappingProxyType(dict(data["movement_columns"])),
        units=MappingProxyType(units),
        fire_classes=MappingProxyType(fire_classes),
        fire_modifiers=MappingProxyType(fire_modifiers),
        fire_leader_check=_leader_check(file, "fire.leader_check", data["fire"]["leader_check"], d10),
        odds=odds,
        types=types,
        quality=MappingProxyType({k: melee["quality"][k] for k in ("higher", "equal", "lower")}),
        melee_modifiers=MappingProxyType(melee_modifiers),
        clamp=clamp,
        melee_results=results,
        melee_leader_check=_leader_check(file, "melee.leader_check", melee["leader_check"], d10),
        initiative_dice=ini["dice"],
        initiative_die_faces=ini["die_faces"],
        initiative_bands=bands,
        numbers=MappingProxyType(numbers),
    )


def read_editions(file: Path) -> Editions:
    """Read and check one editions file (uncached; load_editions() is the cached entry point)."""
    data = _read_checked(file, EDITIONS_SCHEMA)
    options = {
        name: OptionSpec(name, tuple(o["values"]), o["section"], o["description"])
        for name, o in data["options"].items()
    }
    known = set(edition_option_names())
    for name in options:
        if name not in known:
            raise TablesError(file, f"options.{name}", _("rules/tables.py does not implement option {name}").format(
                name=repr(name)))
    for name in known - set(options):
        raise TablesError(file, "options", _("option {name} is not declared").format(name=repr(name)))
    presets: dict[str, Mapping[str, bool | str]] = {}
    for edition_name, preset in data["presets"].items():
        edition_name = str(edition_name)
        for name, value in preset["options"].items():
            where = f"presets.{edition_name}.options.{name}"
            if name not in options:
                raise TablesError(file, where, _("unknown option; known: {known}").format(known=", ".join(options)))
            if not options[name].allows(value):
                raise TablesError(file, where, _("{value} is not one of {choices}").format(
                    value=_show(value), choices=_show_all(options[name].values)))
        missing = [name for name in options if name not in preset["options"]]
        if missing:
            raise TablesError(file, f"presets.{edition_name}.options",
                              _("missing {keys}").format(keys=", ".join(missing)))
        presets[edition_name] = MappingProxyType(dict(preset["options"]))
    if str(data["default"]) not in presets:
        raise TablesError(file, "default", _("no preset {name}; presets: {presets}").format(
            name=repr(data["default"]), presets=", ".join(presets)))
    titles = {str(k): v["title"] for k, v in data["presets"].items()}
    return Editions(
        file,
        str(data["default"]),
        MappingProxyType(options),
        MappingProxyType(presets),
        MappingProxyType(titles),
    )


@cache
def load_tables() -> Tables:
    """The game's tables from resources/tables/tables.yaml, read and checked once per process."""
    return read_tables(tables_dir() / TABLES_FILE)


@cache
def load_editions() -> Editions:
    """The edition presets from resources/tables/editions.yaml, read and checked once per process."""
    return read_editions(tables_dir() / EDITIONS_FILE)


def _show(value: object) -> str:
    """A value as a scenario file writes it (YAML: false, true, plain strings)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if isinstance(value, str) else repr(value)


def _show_all(values: Iterable[object]) -> str:
    return ", ".join(_show(v) for v in values)


def edition(name: str | int | None = None, options: Mapping[str, object] | None = None) -> Edition:
    """The options in force for an edition preset (default: editions.yaml's, 2018) plus single overrides.

    Unknown editions, option names or values raise ValueError naming the allowed ones, because these come
    from a scenario's ``ruleset`` and the designer has to be told what to write instead.
    """
    eds = load_editions()
    key = eds.default if name is None else str(name)
    if key not in eds.presets:
        raise ValueError(_("unknown edition {name}; editions: {editions}").format(
            name=repr(key), editions=", ".join(eds.presets)))
    merged = dict(eds.presets[key])
    overrides: list[str] = []
    for opt, value in (options or {}).items():
        spec = eds.options.get(opt)
        if spec is None:
            raise ValueError(_("unknown rules option {name}; known options: {known}").format(
                name=repr(opt), known=", ".join(eds.options)))
        if not spec.allows(value):
            raise ValueError(_("rules option {name} cannot be {value}; allowed values: {choices}").format(
                name=repr(opt), value=_show(value), choices=_show_all(spec.values)))
        if value != merged[opt]:
            overrides.append(opt)
        merged[opt] = value
    return Edition(name=key, title=eds.titles[key], overrides=tuple(sorted(overrides)), **merged)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------------------
# Shortcuts on the loaded tables


def terrain(key: str) -> TerrainRow:
    """The terrain-chart row of a scenario feature name."""
    return load_tables().terrain_row(key)


def fire_row(fire_class: str, range_: int) -> FireCell | None:
    """The fire-table cell of a class (Ar, Ab, Aq, At, javelins) at a range; None when out of range."""
    return load_tables().fire_row(fire_class, range_)


def fire_strength_modifier(sp: int, artillery: bool) -> int:
    """The fire strength modifier of the firing SP (R5)."""
    return load_tables().fire_strength_modifier(sp, artillery)


def odds_modifier(att_sp: int, def_sp: int) -> int:
    """The mêlée odds modifier, rounded in favour of the defender (10.5)."""
    return load_tables().odds_modifier(att_sp, def_sp)


def type_modifier(att: str, dfn: str) -> int:
    """The mêlée unit-type modifier, attacker × defender."""
    return load_tables().type_modifier(att, dfn)


def clamp_melee(total: int) -> int:
    """The mêlée modifiers' sum clamped to −7..+7 (R6)."""
    return load_tables().clamp_melee(total)


def melee_result(modified_roll: int) -> MeleeResult:
    """The mêlée results band of a modified roll."""
    return load_tables().melee_result(modified_roll)
