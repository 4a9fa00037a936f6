"""Scenario files: bytes → YAML → JSON Schema → model, and model → stable YAML, atomically.

`load_scenario` never raises on bad input; it returns findings with lines. The semantic checks that go
beyond the schema live in `validate.py`.
"""

from __future__ import annotations

import difflib
import json
import os
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from . import model as m
from .findings import Finding, has_errors
from .hexgrid import Grid, Hex, Hexside
from .library import attach_libraries, is_library, read_library_bytes, save_library
from .paths import schemas_dir
from .preserve import Removed, merge_back, repair
from .yamlio import MAX_BYTES, Flow, FlowMap, YamlDoc, dump_yaml, read_yaml, write_atomic

SCHEMA_HEADER = "# yaml-language-server: $schema={schema}\n"


@cache
def scenario_schema() -> dict:
    with open(schemas_dir() / "scenario.schema.json", encoding="utf-8") as f:
        return json.load(f)


@cache
def _validator() -> jsonschema.Draft202012Validator:
    # Local $refs are inlined once: resolving "#/$defs/label" for each of 10,000 hex labels took half of
    # `banneret validate` on a 100 × 100 map. The schema has no recursive reference.
    schema = scenario_schema()
    return jsonschema.Draft202012Validator(_inline_refs(schema, schema))


def _inline_refs(node: Any, root: dict) -> Any:
    if isinstance(node, dict):
        if "$ref" in node and str(node["$ref"]).startswith("#/"):
            target: Any = root
            for part in node["$ref"][2:].split("/"):
                target = target[part]
            merged = {**_inline_refs(target, root), **{k: v for k, v in node.items() if k != "$ref"}}
            return merged
        return {k: _inline_refs(v, root) for k, v in node.items() if k != "$defs"}
    if isinstance(node, list):
        return [_inline_refs(v, root) for v in node]
    return node


@dataclass
class LoadResult:
    """What reading a file gave: the model (None when it could not be built), findings, and the parsed
    document with its line marks (the validator and the editor use them to point into the file)."""

    path: str
    scenario: m.Scenario | None
    findings: list[Finding] = field(default_factory=list)
    doc: YamlDoc | None = None
    unreadable: bool = False  # not readable, or not a scenario at all (CLI exit 2)
    # Lenient loads: what was left out of the model (unknown keys, invalid entries), put back on save.
    removed: list[Removed] = field(default_factory=list)
    kind: str = "scenario"  # or "library": a counter library file (validated, never a model)

    @property
    def ok(self) -> bool:
        return self.scenario is not None and not has_errors(self.findings)


# -- reading -------------------------------------------------------------------------------------------

def load_scenario(path: str | os.PathLike[str], validate: bool = True, lenient: bool = False) -> LoadResult:
    """Read a scenario. `lenient` (the editor): a file with schema errors still gives a model, built from
    the document with the invalid pieces left out (`LoadResult.removed`, put back by `save_scenario`)."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            return LoadResult(str(p), None, [Finding(
                "file-too-large", "error",
                f"the file is {size / 2**20:.1f} MiB; a scenario may be at most {MAX_BYTES // 2**20} MiB",
            )], unreadable=True)
        data = p.read_bytes()
    except IsADirectoryError:
        return LoadResult(str(p), None, [Finding("cannot-read", "error", "this is a folder, not a file")],
                          unreadable=True)
    except OSError as e:
        return LoadResult(str(p), None, [Finding("cannot-read", "error", f"cannot read the file: {e.strerror}")],
                          unreadable=True)
    return load_scenario_bytes(data, str(p), validate=validate, lenient=lenient)


def load_scenario_bytes(data: bytes, filename: str = "<memory>", validate: bool = True,
                        lenient: bool = False) -> LoadResult:
    doc = read_yaml(data)
    result = LoadResult(filename, None, list(doc.findings), doc)
    if doc.value is None:
        result.unreadable = True
        return result
    value = doc.value
    if not isinstance(value, dict):
        kind = "a list" if isinstance(value, list) else f"a single {type(value).__name__} value"
        result.findings.append(Finding("not-a-scenario", "error",
                                       f"the file holds {kind}; a scenario is a mapping that starts with "
                                       "'format: banneret/1'", 1, 1))
        result.unreadable = True
        return result
    fmt = value.get("format")
    if is_library(value):
        return _load_library_result(data, filename, validate)
    if isinstance(fmt, str) and fmt.startswith("banneret-sheet/"):
        from .sheets import read_layout_bytes

        sheet = read_layout_bytes(data, _base_dir(filename))
        return LoadResult(filename, None, sheet.findings, sheet.doc, unreadable=sheet.unreadable, kind="sheet")
    if not isinstance(fmt, str) or not fmt.startswith(f"{m.FORMAT_ID}/"):
        line, col = doc.where(("format",))
        what = "has no 'format' key" if fmt is None else f"has format {fmt!r}"
        result.findings.append(Finding("not-a-scenario", "error",
                                       f"this file {what}; a Banneret scenario starts with "
                                       f"'format: {m.FORMAT}'", line or 1, col or 1, path=("format",)))
        result.unreadable = True
        return result
    version = fmt.split("/", 1)[1]
    if not version.isdigit() or int(version) > m.FORMAT_VERSION:
        line, col = doc.where(("format",))
        result.findings.append(Finding("format-too-new", "error",
                                       f"the file is in format {fmt}, newer than this Banneret reads "
                                       f"({m.FORMAT}); update Banneret to open it", line, col,
                                       path=("format",)))
        result.unreadable = True
        return result
    result.findings.extend(schema_findings(value, doc))
    if has_errors(result.findings):
        if not lenient:
            return result
        repaired = repair(value, _validator())
        if repaired is None:
            return result
        value, result.removed = repaired
        doc = YamlDoc(value, doc.marks, doc.key_marks, doc.findings)
    if any(isinstance(x, dict) and x.get("counters") for x in value.get("sides", [])):
        result.findings.extend(attach_libraries(value, doc, _base_dir(filename)))
    scenario, findings = scenario_from_dict(value, doc)
    result.findings.extend(findings)
    result.scenario = scenario
    if validate and scenario is not None:
        from .validate import validate_scenario

        result.findings.extend(validate_scenario(scenario, doc, base_dir=_base_dir(filename)))
    result.findings.sort(key=_finding_order)
    return result


def _finding_order(f: Finding) -> tuple:
    return (f.file is not None, f.file or "", f.line or 0, f.col or 0, f.code)


def _load_library_result(data: bytes, filename: str, validate: bool) -> LoadResult:
    """`banneret validate` on a counter library: its schema, then the counter checks of each side."""
    lib = read_library_bytes(data, filename)
    result = LoadResult(filename, None, [replace(f, file=None) for f in lib.findings], lib.doc,
                        unreadable=lib.unreadable, kind="library")
    if lib.usable and validate:
        from .validate import validate_library

        result.findings.extend(validate_library(lib.doc, _base_dir(filename)))
    result.findings.sort(key=_finding_order)
    return result


def _base_dir(filename: str) -> Path | None:
    return Path(filename).resolve().parent if not filename.startswith("<") else None


def _fmt_path(path: tuple) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the top level"


def schema_findings(value: Any, doc: YamlDoc | None,
                    validator: jsonschema.Draft202012Validator | None = None) -> list[Finding]:
    """JSON Schema errors as findings a designer can act on, each at its line."""
    out: list[Finding] = []
    seen: set[tuple] = set()
    errors = (validator or _validator()).iter_errors(value)
    for err in sorted(errors, key=lambda e: list(map(str, e.absolute_path))):
        path = tuple(err.absolute_path)
        code, message, key_path = _explain(err, path)
        if (code, key_path) in seen:
            continue
        seen.add((code, key_path))
        line, col = doc.where(key_path, key=True) if doc else (None, None)
        out.append(Finding(code, "error", message, line, col, path=key_path))
    return out


def _explain(err: jsonschema.ValidationError, path: tuple) -> tuple[str, str, tuple]:
    where = _fmt_path(path)
    v = err.validator
    if v == "additionalProperties":
        allowed = list(err.schema.get("properties", {}))
        extra = [k for k in err.instance if k not in allowed] if isinstance(err.instance, dict) else []
        key = extra[0] if extra else "?"
        hint = difflib.get_close_matches(str(key), allowed, n=1)
        tip = f" (did you mean '{hint[0]}'?)" if hint else (
            f"; known keys here: {', '.join(allowed)}" if allowed else "")
        return "unknown-key", f"unknown key '{key}' in {where}{tip}", (*path, key)
    if v == "required":
        missing = err.message.split("'")[1] if "'" in err.message else err.message
        return "missing-key", f"{where} needs '{missing}'", path
    if v == "type":
        want = err.validator_value
        want = " or ".join(want) if isinstance(want, list) else want
        return "wrong-type", f"{where} should be {_article(want)}, not {_describe(err.instance)}", path
    if v == "enum":
        choices = ", ".join(str(c) for c in dict.fromkeys(str(x) for x in err.validator_value))
        return "bad-value", f"{where} is {err.instance!r}; it must be one of: {choices}", path
    if v == "pattern":
        desc = err.schema.get("description", f"the pattern {err.validator_value}")
        return "bad-format", f"{where} is {err.instance!r}: {desc}", path
    if v in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems",
             "minLength"):
        return "out-of-range", f"{where}: {err.message}", path
    if v == "oneOf":
        desc = err.schema.get("description")
        if desc is None and isinstance(err.instance, dict) and ("unit" in err.instance or "leader" in err.instance):
            desc = "a setup entry names exactly one unit or one leader"
        return "bad-shape", f"{where} has the wrong shape: {desc or err.message}", path
    return "schema", f"{where}: {err.message}", path


def _article(word: str) -> str:
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


def _describe(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return f"the text {value!r}"
    return f"{_article(type(value).__name__)} {value!r}"


class _Converter:
    """Builds the model from a schema-valid document; a label that does not fit the grid is a finding."""

    def __init__(self, doc: YamlDoc | None, grid: Grid):
        self.doc, self.grid = doc, grid
        self.findings: list[Finding] = []

    def hex(self, label: str, path: tuple) -> Hex | None:
        try:
            return self.grid.parse_label(label)
        except ValueError as e:
            line, col = self.doc.where(path) if self.doc else (None, None)
            self.findings.append(Finding("bad-label", "error", str(e), line, col, hex=str(label), path=path,
                                         file=self.doc.file_of(path) if self.doc else None))
            return None

    def hexes(self, labels: list[str], path: tuple) -> list[Hex]:
        out = []
        for i, lab in enumerate(labels):
            h = self.hex(lab, (*path, i))
            if h is not None:
                out.append(h)
        return out


def _grid(g: dict) -> Grid:
    return Grid(columns=g["columns"], rows=g["rows"], orientation=g.get("orientation", "flat"),
                first_column=g.get("first_column", 1), first_row=g.get("first_row", 1),
                high=g.get("high_columns", "odd"))


def _lv(d: dict | None) -> m.LeaderValues | None:
    return None if d is None else m.LeaderValues(d["bonus"], d["rating"], d["radius"], d["mp"])


def _uv(d: dict) -> m.UnitValues:
    return m.UnitValues(d["sp"], d["quality"], d["mp"])


def _img(d: dict | None) -> m.Images | None:
    return None if d is None else m.Images(d.get("front"), d.get("back"))


def scenario_from_dict(d: dict, doc: YamlDoc | None = None) -> tuple[m.Scenario | None, list[Finding]]:
    grid = _grid(d["map"]["grid"])
    c = _Converter(doc, grid)
    md = d["map"]
    bg = None
    if "background" in md:
        b = md["background"]
        bg = m.Background(b["image"], tuple(b.get("origin", (0.0, 0.0))), b.get("hex_width", 64.0),
                          b.get("opacity", 1.0), tuple(b["affine"]) if "affine" in b else None)
    terrain: dict[Hex, str] = {}
    for name, labels in md.get("terrain", {}).items():
        for h in c.hexes(labels, ("map", "terrain", name)):
            terrain[h] = name  # a hex listed twice: the validator reports it from the document
    terrain = {h: t for h, t in terrain.items() if t != "clear"}
    levels: dict[Hex, int] = {}
    for lvl, labels in md.get("levels", {}).items():
        for h in c.hexes(labels, ("map", "levels", lvl)):
            levels[h] = int(lvl)
    levels = {h: v for h, v in levels.items() if v != 0}
    hexsides: dict[str, list[Hexside]] = {}
    for name, pairs in md.get("hexsides", {}).items():
        out = []
        for i, pair in enumerate(pairs):
            left, right = pair.split("/")
            a, b = c.hex(left, ("map", "hexsides", name, i)), c.hex(right, ("map", "hexsides", name, i))
            if a is not None and b is not None:
                out.append(Hexside(a, b))
        if out:
            hexsides[name] = out
    routes = {name: [c.hexes(chain, ("map", "routes", name, i)) for i, chain in enumerate(chains)]
              for name, chains in md.get("routes", {}).items() if chains}
    places = []
    for i, p in enumerate(md.get("places", [])):
        h = c.hex(p["hex"], ("map", "places", i, "hex"))
        if h is not None:
            places.append(m.Place(h, p["name"]))
    mapdata = m.MapData(grid, bg, terrain, levels, hexsides, routes, places)

    def entry(e: dict | None, path: tuple, cls: type) -> Any:
        if e is None:
            return None
        if isinstance(e, str):
            return cls(edge=e)
        if "edge" in e:
            return cls(edge=e["edge"])
        return cls(hexes=c.hexes(e["hexes"], (*path, "hexes")))

    sides = []
    for si, s in enumerate(d.get("sides", [])):
        leaders = [m.Leader(ld["id"], ld["banner"], _lv(ld["front"]), ld.get("name"), _lv(ld.get("replacement")),
                            _lv(ld.get("wounded")), _img(ld.get("images"))) for ld in s.get("leaders", [])]
        generics = [m.GenericLeader(g["id"], _lv(g["front"]), g.get("name"), _img(g.get("images")))
                    for g in s.get("generic_replacements", [])]
        units = []
        for u in s.get("units", []):
            dis = u.get("dismounted")
            units.append(m.Unit(u["id"], u["banner"], u["type"], _uv(u["front"]), _uv(u["back"]),
                                u.get("mounted", False), u.get("fire", False), u.get("name"),
                                m.Dismounted(_uv(dis["front"]), _uv(dis["back"])) if dis else None,
                                _img(u.get("images"))))
        sides.append(m.Side(s["id"], s["name"], s["colour"], s["role"],
                            entry(s.get("rout_edge"), ("sides", si, "rout_edge"), m.RoutEdge),
                            s.get("army_commander"), s.get("mount_markers", 0), leaders, generics, units,
                            s.get("counters")))
    setup = []
    for i, p in enumerate(d.get("setup", [])):
        h = c.hex(p["hex"], ("setup", i, "hex"))
        facing = None
        if "facing" in p:
            try:
                facing = grid.facing_index(p["facing"])
            except ValueError as e:
                line, col = doc.where(("setup", i, "facing")) if doc else (None, None)
                c.findings.append(Finding("bad-facing", "error", str(e), line, col, hex=p["hex"],
                                          object=p.get("unit") or p.get("leader"), path=("setup", i, "facing")))
        if h is None:
            continue
        setup.append(m.Placement(h, p.get("unit"), p.get("leader"), facing, p.get("fatigued", False),
                                 p.get("disorder"), p.get("mounted"), p.get("wounded", False)))
    reinf = [m.Reinforcement(r["turn"], r["side"], entry(r["enter"], ("reinforcements", i, "enter"), m.Entry),
                             list(r.get("units", [])), list(r.get("leaders", [])))
             for i, r in enumerate(d.get("reinforcements", []))]
    sr = d.get("special_rules", {})
    special = m.SpecialRules(dict(sr.get("terrain_as", {})),
                             [m.StackingException(x["max_units"], list(x.get("banners", [])),
                                                  list(x.get("types", []))) for x in sr.get("stacking", [])],
                             list(sr.get("no_melee_from_front", [])), sr.get("notes"))
    v = d.get("victory", {})
    points = []
    for i, p in enumerate(v.get("points", [])):
        hexes = c.hexes(p["hexes"], ("victory", "points", i, "hexes")) if "hexes" in p else None
        points.append(m.VictoryPoints(p["event"], p.get("points"), p.get("per_sp"), p.get("side"), hexes,
                                      p.get("edge")))
    victory = m.Victory(points,
                        [m.SuddenDeath(x["when"]["side"], x["when"]["losses_sp_at_least"], x["winner"])
                         for x in v.get("sudden_death", [])],
                        [m.VictoryLevel(x["otherwise"]) if "otherwise" in x else m.VictoryLevel(x["result"],
                                                                                                x["at_least"])
                         for x in v.get("levels", [])])
    src = d.get("source")
    scale = d.get("scale")
    rs = d.get("ruleset", {})
    turns = d.get("turns", {"first": 1, "last": 1})
    scen = m.Scenario(
        title=d["title"], map=mapdata, first_turn=turns["first"], last_turn=turns["last"],
        description=d.get("description"),
        source=m.Source(src.get("publication"), src.get("notes")) if src is not None else None,
        ruleset=m.Ruleset(str(rs.get("edition", "2018")), dict(rs.get("options", {}))),
        scale=m.Scale(scale.get("minutes_per_turn"), scale.get("metres_per_hex"), scale.get("men_per_sp"))
        if scale is not None else None,
        sides=sides, setup=setup, reinforcements=reinf, special_rules=special, victory=victory,
    )
    return scen, c.findings


# -- writing -------------------------------------------------------------------------------------------

def _drop_none(d: dict) -> dict:
    return {k: v for k, v in d.items() if v is not None}


def _lv_out(v: m.LeaderValues | None) -> FlowMap | None:
    return None if v is None else FlowMap(bonus=v.bonus, rating=v.rating, radius=v.radius, mp=v.mp)


def _uv_out(v: m.UnitValues) -> FlowMap:
    return FlowMap(sp=v.sp, quality=v.quality, mp=v.mp)


def _img_out(i: m.Images | None) -> FlowMap | None:
    return None if i is None else FlowMap(_drop_none({"front": i.front, "back": i.back}))


def counters_to_dict(side: m.Side) -> dict:
    """A side's counters (leaders, generic replacements, units) as written in a scenario or a library."""
    leaders = [_drop_none({"id": ld.id, "name": ld.name, "banner": ld.banner, "front": _lv_out(ld.front),
                           "replacement": _lv_out(ld.replacement), "wounded": _lv_out(ld.wounded),
                           "images": _img_out(ld.images)}) for ld in side.leaders]
    generics = [_drop_none({"id": x.id, "name": x.name, "front": _lv_out(x.front), "images": _img_out(x.images)})
                for x in side.generic_replacements]
    units = [_drop_none({
        "id": u.id, "name": u.name, "banner": u.banner, "type": u.type, "mounted": u.mounted,
        "fire": u.fire, "front": _uv_out(u.front), "back": _uv_out(u.back),
        "dismounted": FlowMap(front=_uv_out(u.dismounted.front), back=_uv_out(u.dismounted.back))
        if u.dismounted else None,
        "images": _img_out(u.images)}) for u in side.units]
    return {k: v for k, v in (("leaders", leaders), ("generic_replacements", generics), ("units", units)) if v}


def scenario_to_dict(s: m.Scenario) -> dict:
    """The document for a scenario, in the order a person reads it. Equal models give equal documents."""
    g = s.grid

    def lab(h: Hex) -> str:
        return g.label(h)

    def labs(hs: list[Hex]) -> Flow:
        return Flow(lab(h) for h in hs)

    def by_label(hs: list[Hex]) -> list[Hex]:
        return sorted(hs, key=g.to_offset)

    def entry(e: m.RoutEdge | m.Entry | None) -> Any:
        if e is None:
            return None
        if isinstance(e, m.RoutEdge) and e.edge is not None:
            return e.edge
        return FlowMap(edge=e.edge) if e.edge is not None else FlowMap(hexes=labs(e.hexes or []))

    grid = {"orientation": g.orientation, "columns": g.columns, "rows": g.rows,
            "first_column": g.first_column, "first_row": g.first_row, "high_columns": g.high}
    md: dict[str, Any] = {"grid": grid}
    if s.map.background is not None:
        b = s.map.background
        md["background"] = _drop_none({"image": b.image, "origin": Flow(b.origin), "hex_width": b.hex_width,
                                       "opacity": b.opacity, "affine": Flow(b.affine) if b.affine else None})
    terrain: dict[str, list[Hex]] = {}
    for h, t in s.map.terrain.items():
        if t != "clear":
            terrain.setdefault(t, []).append(h)
    order = [t for t in m.HEX_TERRAIN if t in terrain] + sorted(t for t in terrain if t not in m.HEX_TERRAIN)
    md["terrain"] = {t: labs(by_label(terrain[t])) for t in order}
    levels: dict[int, list[Hex]] = {}
    for h, v in s.map.levels.items():
        if v != 0:
            levels.setdefault(v, []).append(h)
    md["levels"] = {v: labs(by_label(levels[v])) for v in sorted(levels)}
    md["hexsides"] = {f: Flow(f"{lab(x.a)}/{lab(x.b)}" for x in s.map.hexsides[f])
                      for f in m.HEXSIDE_FEATURES if s.map.hexsides.get(f)}
    md["routes"] = {r: [labs(chain) for chain in s.map.routes[r]] for r in m.ROUTES if s.map.routes.get(r)}
    md["places"] = [FlowMap(hex=lab(p.hex), name=p.name) for p in s.map.places]
    md = {k: v for k, v in md.items() if v or k == "grid"}

    sides = []
    for side in s.sides:
        sd = _drop_none({"id": side.id, "name": side.name, "colour": side.colour, "role": side.role,
                         "rout_edge": entry(side.rout_edge), "mount_markers": side.mount_markers,
                         "army_commander": side.army_commander, "counters": side.counters})
        if side.counters is None:
            sd.update(counters_to_dict(side))
        sides.append(sd)

    setup = []
    for p in s.setup:
        e: dict[str, Any] = {"unit": p.unit} if p.unit is not None else {"leader": p.leader}
        e["hex"] = lab(p.hex)
        if p.facing is not None:
            e["facing"] = g.facing_names[p.facing]
        if p.fatigued:
            e["fatigued"] = True
        if p.disorder:
            e["disorder"] = p.disorder
        if p.mounted is not None:
            e["mounted"] = p.mounted
        if p.wounded:
            e["wounded"] = True
        setup.append(FlowMap(e))

    reinf = [_drop_none({"turn": r.turn, "side": r.side, "enter": entry(r.enter),
                         "units": Flow(r.units) if r.units else None,
                         "leaders": Flow(r.leaders) if r.leaders else None}) for r in s.reinforcements]
    sr = s.special_rules
    special = _drop_none({
        "terrain_as": FlowMap(sr.terrain_as) if sr.terrain_as else None,
        "stacking": [FlowMap(_drop_none({"banners": Flow(x.banners) if x.banners else None,
                                         "types": Flow(x.types) if x.types else None,
                                         "max_units": x.max_units})) for x in sr.stacking] or None,
        "no_melee_from_front": Flow(sr.no_melee_from_front) if sr.no_melee_from_front else None,
        "notes": sr.notes,
    })
    v = s.victory
    victory = _drop_none({
        "points": [FlowMap(_drop_none({"event": p.event, "side": p.side,
                                       "hexes": labs(p.hexes) if p.hexes is not None else None,
                                       "edge": p.edge, "points": p.points, "per_sp": p.per_sp}))
                   for p in v.points] or None,
        "sudden_death": [FlowMap(when=FlowMap(side=x.side, losses_sp_at_least=x.losses_sp_at_least),
                                 winner=x.winner) for x in v.sudden_death] or None,
        "levels": [FlowMap(at_least=x.at_least, result=x.result) if x.at_least is not None
                   else FlowMap(otherwise=x.result) for x in v.levels] or None,
    })
    rs: dict[str, Any] = {"edition": s.ruleset.edition}
    if s.ruleset.options:
        rs["options"] = FlowMap(s.ruleset.options)
    out = _drop_none({
        "format": m.FORMAT,
        "title": s.title,
        "description": s.description,
        "source": _drop_none({"publication": s.source.publication, "notes": s.source.notes})
        if s.source else None,
        "ruleset": rs,
        "scale": FlowMap(_drop_none({"minutes_per_turn": s.scale.minutes_per_turn,
                                     "metres_per_hex": s.scale.metres_per_hex,
                                     "men_per_sp": s.scale.men_per_sp})) if s.scale else None,
        "turns": FlowMap(first=s.first_turn, last=s.last_turn),
        "map": md,
        "sides": sides,
        "setup": setup or None,
        "reinforcements": reinf or None,
        "special_rules": special or None,
        "victory": victory or None,
    })
    return out


def dump_scenario(s: m.Scenario, schema_ref: str | None = None) -> str:
    header = SCHEMA_HEADER.format(schema=schema_ref) if schema_ref else ""
    return dump_yaml(scenario_to_dict(s), header=header)


def save_scenario(s: m.Scenario, path: str | os.PathLike[str], schema_ref: str | None = None,
                  keep: list[Removed] | None = None, libraries: bool = False) -> None:
    """Write atomically: on any failure the previous file is left as it was. `keep` (a lenient load's
    `removed`) puts back what the model could not hold, unknown keys included. `libraries` also writes
    the counters of sides that use a counter library back into that library (the editor saves both)."""
    if libraries:
        by_file: dict[Path, list[m.Side]] = {}
        for side in s.sides:
            if side.counters:
                by_file.setdefault((Path(path).resolve().parent / side.counters).resolve(), []).append(side)
        for lib_path, sides in by_file.items():
            save_library(lib_path, sides)
    if not keep:
        write_atomic(path, dump_scenario(s, schema_ref))
        return
    header = SCHEMA_HEADER.format(schema=schema_ref) if schema_ref else ""
    write_atomic(path, dump_yaml(merge_back(scenario_to_dict(s), keep), header=header))
