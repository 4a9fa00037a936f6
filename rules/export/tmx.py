"""A scenario's map as a Tiled map (TMX): `banneret export tmx FILE -o map.tmx`.

What is written, and why this way:
  * one hexagonal tile layer, `terrain`: Tiled draws hexes only as tiles, so every terrain x level look the
    map uses becomes one tile, drawn by the renderer itself (a one-hex map, so its fill, tint and pattern are
    the ones `banneret render` draws) and cut to Tiled's hex; the tiles sit side by side in one PNG beside the
    .tmx (`NAME-terrain.png`), each with its terrain and level as properties;
  * object layers for what Tiled cannot tile: `hexsides` (rivers, walls, ... as two-point polylines along the
    hexside), `routes` (one polyline per road or track chain, through the hex centres), `places` (text
    objects, each as wide as its name in the map's bold font, so Tiled, which clips a text to its object,
    prints it whole, and placed where the renderer prints it: where no counter is, `counters.place_name_offset`)
    and `counters` (a tile object per unit and leader at setup, as large and stacked where the renderer draws
    them: a unit 84 % of the hex, a pile offset step by step, a leader's smaller disc on a stack's top unit;
    the id is the object's name, the rest properties). Each object says its hex(es) by printed
    label.
  * counters are tiles of a second tileset, `counters`, whose image (`NAME-counters.png` beside the .tmx) holds
    each counter face the set-up shows, drawn by the renderer (rules/export/pieces.py: the scenario's counter
    images or the drawn counter, as `banneret render` shows them). Tiled draws tile objects as images in the
    editor and in `tmxrasterizer`; rectangles and ellipses it draws as empty grey outlines.
  * Tiled's hex geometry is in whole pixels (tile width, height and side length are integers), while the
    renderer's is exact (a flat hex is r·√3 high). The tile sizes are the renderer's rounded (the height to
    an even number, which Tiled needs for its half-row stagger), and every object is placed with Tiled's own
    integer formulas (`TmxGrid.centre`), so counters sit on their hexes in Tiled; the whole picture differs
    from the render by that rounding only (at 64 px: 56 px rows instead of 55.4).

Stagger: on a flat grid Tiled staggers columns (`staggeraxis="x"`) and shifts the staggered ones *down* half
a hex, so the staggered columns are the ones that sit low (R12: the even columns, when the odd sit high);
`staggerindex` says whether those are Tiled's odd or even column indexes, which depends on the first
printed column too. A pointy grid staggers rows the same way (Tiled shifts them right: the rows not high).
"""

from __future__ import annotations

import io
import math
import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field, replace
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from rules.export.pieces import counter_image
from rules.fileio.atomic import write_atomic
from rules.geometry.hexgrid import Grid, Hex
from rules.map import counters as C
from rules.map.render import place_name_half, place_name_px, render_map, text_font
from rules.scenario.model import MapData, Placement, Scenario

TMX_VERSION = "1.8"  # the format as Debian's Tiled 1.8 reads it; later Tiled versions read it too


@dataclass(frozen=True)
class TmxGrid:
    """Tiled's integer hex geometry for one grid and hex width (the renderer's `scale`)."""

    grid: Grid
    scale: float
    tile_width: int = field(init=False)
    tile_height: int = field(init=False)
    side: int = field(init=False)  # hexsidelength
    stagger_axis: str = field(init=False)
    stagger_index: str = field(init=False)

    def __post_init__(self) -> None:
        r = self.scale / 2.0
        side = max(1, round(r))
        offset = max(1, round((2 * r - side) / 2))  # Tiled's sideOffset: (tile - side) / 2, kept whole
        across = 2 * max(1, round(r * math.sqrt(3) / 2))  # even: Tiled staggers by half of it
        flat = self.grid.orientation == "flat"
        set_ = object.__setattr__
        set_(self, "side", side)
        set_(self, "tile_width", 2 * offset + side if flat else across)
        set_(self, "tile_height", across if flat else 2 * offset + side)
        set_(self, "stagger_axis", "x" if flat else "y")
        g = self.grid
        first = g.first_column if flat else g.first_row
        low = 0 if g.high == "odd" else 1  # printed parity of the columns (rows) that do not sit high
        lone = (g.columns if flat else g.rows) == 1  # one column (row): nothing to stagger against; Tiled
        # would still shift it and cut its picture to the unshifted box, so the one column is the unshifted one
        set_(self, "stagger_index", "odd" if lone or (low - first) % 2 else "even")

    # Tiled's RenderParams (src/libtiled/hexagonalrenderer.cpp), in whole pixels
    @property
    def _offset(self) -> int:
        return (self.tile_width - self.side) // 2 if self.stagger_axis == "x" else (self.tile_height - self.side) // 2

    @property
    def column_width(self) -> int:
        return self._offset + self.side if self.stagger_axis == "x" else self.tile_width // 2

    @property
    def row_height(self) -> int:
        return self.tile_height // 2 if self.stagger_axis == "x" else self._offset + self.side

    def cell(self, h: Hex) -> tuple[int, int]:
        """The hex's tile coordinates (x, y) on the layer."""
        col, row = self.grid.to_offset(h)
        return col - self.grid.first_column, row - self.grid.first_row

    def _staggered(self, index: int) -> bool:
        return bool((index & 1) ^ (self.stagger_index == "even"))

    def top_left(self, h: Hex) -> tuple[int, int]:
        x, y = self.cell(h)
        if self.stagger_axis == "x":
            return x * self.column_width, y * self.tile_height + (self.row_height if self._staggered(x) else 0)
        return x * self.tile_width + (self.column_width if self._staggered(y) else 0), y * self.row_height

    def centre(self, h: Hex) -> tuple[float, float]:
        x, y = self.top_left(h)
        return x + self.tile_width / 2, y + self.tile_height / 2

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The hex's six corners as Tiled draws them (tileToScreenPolygon), clockwise from the left one."""
        x, y = self.top_left(h)
        return [(x + dx, y + dy) for dx, dy in self._corner_offsets()]

    def _corner_offsets(self) -> list[tuple[int, int]]:
        w, h, o = self.tile_width, self.tile_height, self._offset
        if self.stagger_axis == "x":
            return [(0, h // 2), (o, 0), (o + self.side, 0), (w, h // 2), (o + self.side, h), (o, h)]
        return [(w // 2, 0), (w, o), (w, o + self.side), (w // 2, h), (0, o + self.side), (0, o)]

    def hexside(self, a: Hex, b: Hex) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two corners of `a` nearest `b`'s centre: the side they share."""
        bx, by = self.centre(b)
        near = sorted(self.corners(a), key=lambda p: (p[0] - bx) ** 2 + (p[1] - by) ** 2)
        return near[0], near[1]

    def size(self) -> tuple[int, int]:
        """The map's size in pixels as Tiled computes it (HexagonalRenderer::boundingRect of the whole map)."""
        g = self.grid
        if self.stagger_axis == "x":
            return (g.columns * self.column_width + self._offset,
                    g.rows * self.tile_height + (self.row_height if g.columns > 1 else 0))
        return (g.columns * self.tile_width + (self.column_width if g.rows > 1 else 0),
                g.rows * self.row_height + self._offset)


def _one_hex(scenario: Scenario, kind: str, level: int) -> Scenario:
    """A one-hex copy of the scenario's map holding one terrain and level: what the renderer draws for a tile."""
    g = scenario.grid
    grid = Grid(1, 1, g.orientation, g.first_column, g.first_row, g.high, g.digits)
    h = grid.from_offset(g.first_column, g.first_row)
    return replace(scenario, map=MapData(grid=grid, terrain={h: kind}, levels={h: level} if level else {}),
                   sides=[], setup=[], reinforcements=[])


def terrain_tile(scenario: Scenario, tg: TmxGrid, kind: str, level: int) -> Image.Image:
    """One tile: the renderer's hex of that terrain and level (fill, tint, pattern, outline), centred on the
    tile and cut to Tiled's hex polygon (transparent outside, so neighbouring tiles do not overlap)."""
    one = render_map(_one_hex(scenario, kind, level), scale=tg.scale, units=False, labels=False).convert("RGBA")
    r = tg.scale / 2
    half_w, half_h = (r, r * math.sqrt(3) / 2) if tg.grid.orientation == "flat" else (r * math.sqrt(3) / 2, r)
    tile = Image.new("RGBA", (tg.tile_width, tg.tile_height), (0, 0, 0, 0))
    tile.paste(one, (round(tg.tile_width / 2 - half_w), round(tg.tile_height / 2 - half_h)))
    mask = Image.new("L", tile.size, 0)
    ImageDraw.Draw(mask).polygon(tg._corner_offsets(), fill=255)
    tile.putalpha(mask)
    return tile


def _props(parent: ET.Element, values: dict[str, object]) -> None:
    """Tiled custom properties (typed: int, bool, string); None values are left out."""
    kept = {k: v for k, v in values.items() if v is not None}
    if not kept:
        return
    props = ET.SubElement(parent, "properties")
    for name, value in kept.items():
        attrs = {"name": name}
        if isinstance(value, bool):
            attrs.update(type="bool", value="true" if value else "false")
        elif isinstance(value, int):
            attrs.update(type="int", value=str(value))
        else:
            attrs["value"] = str(value)
        ET.SubElement(props, "property", attrs)


def _num(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


@dataclass
class TmxExport:
    """What `build_tmx` made: the TMX text, the tileset image, and counts for the command's summary."""

    tmx: bytes
    tileset: Image.Image
    tileset_name: str
    grid: TmxGrid
    looks: list[tuple[str, int]]
    counts: dict[str, int] = field(default_factory=dict)
    counters: Image.Image | None = None  # the counters tileset's image (None: no counter at setup)
    counters_name: str = "counters.png"


def build_tmx(scenario: Scenario, scale: float = 64.0, tileset_name: str = "terrain.png",
              counters_name: str = "counters.png", base_dir: str | os.PathLike[str] | None = None) -> TmxExport:
    """The TMX document and its tileset images for the scenario's map (nothing written). `base_dir`: where the
    scenario's counter images are found (its folder)."""
    g = scenario.grid
    tg = TmxGrid(g, scale)
    hexes = list(g.hexes())
    m = scenario.map
    looks = sorted({(m.terrain.get(h, "clear"), m.levels.get(h, 0)) for h in hexes})
    gid = {look: i + 1 for i, look in enumerate(looks)}
    sheet = Image.new("RGBA", (tg.tile_width * max(1, len(looks)), tg.tile_height), (0, 0, 0, 0))
    for i, (kind, level) in enumerate(looks):
        sheet.paste(terrain_tile(scenario, tg, kind, level), (i * tg.tile_width, 0))

    root = ET.Element("map", {
        "version": TMX_VERSION, "tiledversion": "1.8.2", "orientation": "hexagonal", "renderorder": "right-down",
        "width": str(g.columns), "height": str(g.rows), "tilewidth": str(tg.tile_width),
        "tileheight": str(tg.tile_height), "infinite": "0", "hexsidelength": str(tg.side),
        "staggeraxis": tg.stagger_axis, "staggerindex": tg.stagger_index})
    _props(root, {"title": scenario.title, "first_column": g.first_column, "first_row": g.first_row,
                  "high": g.high, "orientation": g.orientation, "hex_width": _num(scale)})
    ts = ET.SubElement(root, "tileset", {
        "firstgid": "1", "name": "terrain", "tilewidth": str(tg.tile_width), "tileheight": str(tg.tile_height),
        "tilecount": str(len(looks)), "columns": str(max(1, len(looks)))})
    ET.SubElement(ts, "image", {"source": tileset_name, "width": str(sheet.width), "height": str(sheet.height)})
    for (kind, level), i in gid.items():
        tile = ET.SubElement(ts, "tile", {"id": str(i - 1), "type": "terrain"})
        _props(tile, {"terrain": kind, "level": level})
    faces = _Faces(scenario, tg, len(looks) + 1, Path(base_dir) if base_dir is not None else None)

    layer = ET.SubElement(root, "layer", {"id": "1", "name": "terrain", "width": str(g.columns),
                                          "height": str(g.rows)})
    cells = {tg.cell(h): gid[(m.terrain.get(h, "clear"), m.levels.get(h, 0))] for h in hexes}
    rows = [",".join(str(cells.get((x, y), 0)) for x in range(g.columns)) for y in range(g.rows)]
    ET.SubElement(layer, "data", {"encoding": "csv"}).text = "\n" + ",\n".join(rows) + "\n"

    ids = _Ids()
    counts = {"hexsides": 0, "routes": 0, "places": 0, "counters": 0}
    group = ET.SubElement(root, "objectgroup", {"id": "2", "name": "hexsides", "color": "#264cbc"})
    for feature, sides in m.hexsides.items():
        for side in sides:
            if not side.is_adjacent:
                continue
            (x0, y0), (x1, y1) = tg.hexside(side.a, side.b)
            obj = ids.object(group, name=feature, type=feature, x=x0, y=y0)
            _props(obj, {"hexes": f"{g.label(side.a)}-{g.label(side.b)}"})
            ET.SubElement(obj, "polyline", {"points": f"0,0 {_num(x1 - x0)},{_num(y1 - y0)}"})
            counts["hexsides"] += 1
    group = ET.SubElement(root, "objectgroup", {"id": "3", "name": "routes", "color": "#963e26"})
    for kind, chains in m.routes.items():
        for chain in chains:
            if len(chain) < 2:
                continue
            pts = [tg.centre(h) for h in chain]
            x0, y0 = pts[0]
            obj = ids.object(group, name=kind, type=kind, x=x0, y=y0)
            _props(obj, {"hexes": " ".join(g.label(h) for h in chain)})
            ET.SubElement(obj, "polyline", {"points": " ".join(f"{_num(x - x0)},{_num(y - y0)}" for x, y in pts)})
            counts["routes"] += 1
    group = ET.SubElement(root, "objectgroup", {"id": "4", "name": "places"})
    size = place_name_px(scale / 2)
    stacks = _stack_counts(scenario)
    for p in m.places:
        if not g.contains(p.hex) or not p.name:
            continue
        cx, cy = tg.centre(p.hex)
        w, h = max(tg.tile_width * 2, _text_width(p.name, size) + size), size * 2  # the name whole, with room
        dx, dy = _place_offset(scenario, tg, p.hex, place_name_half(p.name, size), stacks)
        obj = ids.object(group, name=p.name, type="place", x=cx + dx - w / 2, y=cy + dy - h / 2, width=w, height=h)
        _props(obj, {"hex": g.label(p.hex)})
        text = ET.SubElement(obj, "text", {"pixelsize": str(size), "bold": "1", "halign": "center",
                                           "valign": "center", "wrap": "0"})
        text.text = p.name
        counts["places"] += 1
    group = ET.SubElement(root, "objectgroup", {"id": "5", "name": "counters", "draworder": "index"})
    counts["counters"] = _counters(scenario, tg, group, ids, faces)
    sheet_counters = faces.sheet()
    if sheet_counters is not None:  # Tiled wants the tilesets before the layers
        cts = ET.Element("tileset", {
            "firstgid": str(faces.first_gid), "name": "counters", "tilewidth": str(faces.size),
            "tileheight": str(faces.size), "tilecount": str(len(faces.order)), "columns": str(len(faces.order))})
        ET.SubElement(cts, "image", {"source": counters_name, "width": str(sheet_counters.width),
                                     "height": str(sheet_counters.height)})
        for i, (kind, cid, face, on_stack) in enumerate(faces.order):
            tile = ET.SubElement(cts, "tile", {"id": str(i), "type": kind})
            _props(tile, {kind: cid, "face": face, "on_stack": True if on_stack else None})
        root.insert(list(root).index(ts) + 1, cts)
    root.set("nextlayerid", "6")
    root.set("nextobjectid", str(ids.next))
    ET.indent(root, space=" ")
    body = ET.tostring(root, encoding="unicode")
    return TmxExport(('<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n").encode("utf-8"), sheet,
                     tileset_name, tg, looks, counts, sheet_counters, counters_name)


class _Ids:
    """Object ids, unique over the map (Tiled keeps `nextobjectid` for the objects added later)."""

    def __init__(self) -> None:
        self.next = 1

    def object(self, group: ET.Element, name: str, type: str, x: float, y: float, width: float | None = None,
               height: float | None = None, gid: int | None = None) -> ET.Element:
        attrs = {"id": str(self.next), "name": name, "type": type, "x": _num(x), "y": _num(y)}
        if gid is not None:
            attrs["gid"] = str(gid)
        if width is not None and height is not None:
            attrs.update(width=_num(width), height=_num(height))
        self.next += 1
        return ET.SubElement(group, "object", attrs)


def _stack_counts(scenario: Scenario) -> dict[Hex, list[int]]:
    """Units and leaders at setup per hex on the map."""
    counts: dict[Hex, list[int]] = {}
    for p in scenario.setup:
        if scenario.grid.contains(p.hex):
            counts.setdefault(p.hex, [0, 0])[p.leader is not None] += 1
    return counts


def _place_offset(scenario: Scenario, tg: TmxGrid, h: Hex, half: tuple[float, float],
                  counts: dict[Hex, list[int]]) -> tuple[float, float]:
    """Where a place name's middle goes from its hex's centre: where no counter is, as the renderer chooses
    (`counters.place_name_offset` over the stacks of the hex and its neighbours, at Tiled's centres)."""
    g = scenario.grid
    stacks = [(tg.centre(n), *counts[n]) for n in (h, *g.neighbours(h)) if n in counts]
    r, flat = tg.scale / 2, g.orientation == "flat"
    return C.place_name_offset(r, flat, *half, C.boxes_around(r, flat, tg.centre(h), stacks))


def _text_width(text: str, size: int) -> int:
    """The width of a place name in a bold face (DejaVu Sans Bold, Tiled's bold text on Linux; else the
    renderer's face, a tenth wider): the caller adds `size` spare for another system's font."""
    try:
        font = ImageFont.truetype(C.FONT_FILES[0], size)
        shown, widen = text, 1.0
    except OSError:
        font, shown = text_font(text, size)
        widen = 1.1
    left, _top, right, _bottom = font.getbbox(shown)
    return math.ceil((right - left) * widen)


class _Faces:
    """The counter faces the set-up shows, each drawn once into the counters tileset: square tiles as wide as
    a unit counter (a leader's smaller disc centred on its tile)."""

    def __init__(self, scenario: Scenario, tg: TmxGrid, first_gid: int, base_dir: Path | None) -> None:
        self.s, self.tg, self.first_gid, self.base_dir = scenario, tg, first_gid, base_dir
        r = tg.scale / 2
        self.size = max(4, round(r * max(C.UNIT_SIZE, C.LEADER_SIZE)))
        self.order: list[tuple[str, str, str, bool]] = []
        self.pictures: list[Image.Image] = []

    def gid(self, p: Placement, across: float = C.LEADER_SIZE) -> int | None:
        """The tile of the placement's counter face (None: no such unit or leader in the scenario); `across`: a
        leader's disc in hex radii (`counters.leader_size`: smaller on a stack of units, as the map draws it)."""
        s = self.s
        if p.leader is None:
            sd, kind, cid = s.side_of_unit(p.unit or ""), "unit", p.unit or ""
            face = "back" if p.fatigued else "front"
            ok = s.unit(cid) is not None
        else:
            sd, kind, cid, face = s.side_of_leader(p.leader), "leader", p.leader, "wounded" if p.wounded else "front"
            ok = s.leader(cid) is not None
        if not ok or sd is None:
            return None
        key = (kind, cid, face, kind == "leader" and across != C.LEADER_SIZE)
        if key not in self.order:
            one = Placement(Hex(0, 0), unit=p.unit, leader=p.leader, fatigued=p.fatigued, wounded=p.wounded,
                            mounted=p.mounted)
            self.pictures.append(counter_image(s, sd, one, self.tg.scale, self.base_dir, across))
            self.order.append(key)
        return self.first_gid + self.order.index(key)

    def sheet(self) -> Image.Image | None:
        if not self.pictures:
            return None
        out = Image.new("RGBA", (self.size * len(self.pictures), self.size), (0, 0, 0, 0))
        for i, im in enumerate(self.pictures):
            out.paste(im, (i * self.size + (self.size - im.width) // 2, (self.size - im.height) // 2))
        return out


def _whole(v: float) -> int:
    """A tile object's corner on a whole pixel (half up): Tiled draws a tile at a half pixel a pixel off."""
    return math.floor(v + 0.5)


def _counters(scenario: Scenario, tg: TmxGrid, group: ET.Element, ids: _Ids, faces: _Faces) -> int:
    """A tile object per unit and leader at setup, where the renderer pastes them (counters.stack_offsets):
    Tiled anchors a tile object at its bottom-left corner. A counter naming no unit or leader of the scenario
    stays a rectangle (Tiled draws its outline), as on the map it is a "?"."""
    g = scenario.grid
    r = tg.scale / 2
    flat = g.orientation == "flat"
    units = {u.id: (sd, u) for sd, u in scenario.units()}
    leaders = {ld.id: (sd, ld) for sd, ld in scenario.leaders()}
    by_hex: dict[Hex, list[Placement]] = {}
    for p in scenario.setup:
        if g.contains(p.hex):
            by_hex.setdefault(p.hex, []).append(p)
    n_out = 0
    names = g.facing_names
    t = faces.size
    for h, stack in by_hex.items():
        cx, cy = tg.centre(h)
        unit_ps = [p for p in stack if p.leader is None]
        leader_ps = [p for p in stack if p.leader is not None]
        unit_at, leader_at = C.stack_offsets(r, flat, len(unit_ps), len(leader_ps))
        for p, (dx, dy) in zip(unit_ps, unit_at, strict=True):
            sd, u = units.get(p.unit or "", (None, None))
            values = (u.back if p.fatigued else u.front) if u is not None else None
            gid = faces.gid(p)
            x, y = _whole(cx + dx - t / 2), _whole(cy + dy + (t / 2 if gid is not None else -t / 2))
            obj = ids.object(group, name=p.unit or "?", type="unit", x=x, y=y, width=t, height=t, gid=gid)
            _props(obj, {
                "hex": g.label(h), "side": sd.id if sd else None, "unit_type": u.type if u else None,
                "banner": u.banner if u else None, "label": u.name if u and u.name else None,
                "sp": values.sp if values else None, "quality": values.quality if values else None,
                "mp": values.mp if values else None,
                "facing": names[p.facing % 6] if p.facing is not None else None, "fatigued": bool(p.fatigued),
                "disorder": p.disorder, "mounted": p.mounted})
            n_out += 1
        for p, (dx, dy) in zip(leader_ps, leader_at, strict=True):
            sd, ld = leaders.get(p.leader or "", (None, None))
            gid = faces.gid(p, C.leader_size(len(unit_ps)))
            x, y = _whole(cx + dx - t / 2), _whole(cy + dy + (t / 2 if gid is not None else -t / 2))
            obj = ids.object(group, name=p.leader or "?", type="leader", x=x, y=y, width=t, height=t, gid=gid)
            _props(obj, {"hex": g.label(h), "side": sd.id if sd else None,
                         "label": ld.name if ld and ld.name else None, "banner": ld.banner if ld else None,
                         "bonus": ld.front.bonus if ld else None, "wounded": bool(p.wounded)})
            n_out += 1
    return n_out


def tileset_path(tmx_path: str | os.PathLike[str]) -> Path:
    """The tileset image beside the map: `map.tmx` → `map-terrain.png`."""
    p = Path(tmx_path)
    return p.with_name(f"{p.stem}-terrain.png")


def counters_path(tmx_path: str | os.PathLike[str]) -> Path:
    """The counters tileset image beside the map: `map.tmx` → `map-counters.png`."""
    p = Path(tmx_path)
    return p.with_name(f"{p.stem}-counters.png")


def export_tmx(scenario: Scenario, out: str | os.PathLike[str], scale: float = 64.0,
               base_dir: str | os.PathLike[str] | None = None) -> TmxExport:
    """Write the TMX and its tileset PNGs beside it, each atomically (the PNGs first: a map never points at a
    tileset that is not there). `base_dir`: the scenario's folder, where its counter images are."""
    png = tileset_path(out)
    made = build_tmx(scenario, scale, png.name, counters_path(out).name, base_dir)
    buffer = io.BytesIO()
    made.tileset.save(buffer, format="PNG", compress_level=6)
    write_atomic(png, buffer.getvalue())
    if made.counters is not None:
        buffer = io.BytesIO()
        made.counters.save(buffer, format="PNG", compress_level=6)
        write_atomic(counters_path(out), buffer.getvalue())
    write_atomic(out, made.tmx)
    return made
