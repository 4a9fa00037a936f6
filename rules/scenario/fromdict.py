"""A schema-valid scenario document → the model. Labels that do not fit the grid become findings."""

from __future__ import annotations

from typing import Any

from rules.fileio.findings import Finding
from rules.fileio.yamlio import YamlDoc
from rules.geometry.hexgrid import Grid, Hex, Hexside
from rules.scenario import model as m


class _Converter:
    """Builds the model from a schema-valid document; a label that does not fit the grid is a finding."""

    def __init__(self, doc: YamlDoc | None, grid: Grid):
        self.doc, self.grid = doc, grid
        self.findings: list[Finding] = []
        self._parsed: dict[str, Hex] = {}  # a label comes back in terrain, sides, routes and setup: parsed once

    def hex(self, label: str, path: tuple) -> Hex | None:
        h = self._parsed.get(label) if isinstance(label, str) else None
        if h is not None:
            return h
        try:
            h = self.grid.parse_label(label)
        except ValueError as e:
            line, col = self.doc.where(path) if self.doc else (None, None)
            self.findings.append(Finding("bad-label", "error", str(e), line, col, hex=str(label), path=path,
                                         file=self.doc.file_of(path) if self.doc else None))
            return None
        if isinstance(label, str):
            self._parsed[label] = h
        return h

    def hexes(self, labels: list[str], path: tuple) -> list[Hex]:
        out = []
        parsed = self._parsed
        for i, lab in enumerate(labels):
            h = parsed.get(lab) if isinstance(lab, str) else None
            if h is None:
                h = self.hex(lab, (*path, i))  # the path is made only for a label not seen before
                if h is None:
                    continue
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


def counters_from_dict(s: dict) -> tuple[list[m.Leader], list[m.GenericLeader], list[m.Unit]]:
    """A side's leaders, generic replacements and units, from a scenario's side or a library's."""
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
    return leaders, generics, units


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
        leaders, generics, units = counters_from_dict(s)
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
        scale=m.Scale(scale.get("minutes_per_turn"), scale.get("metres_per_hex"), scale.get("men_per_sp"),
                      float(scale["hex_mm"]) if scale.get("hex_mm") is not None else None)
        if scale is not None else None,
        sides=sides, setup=setup, reinforcements=reinf, special_rules=special, victory=victory,
    )
    return scen, c.findings
