"""Printed-looking hex maps with their truth, damaged like a scan: the test set of `banneret scan-terrain`.

    python bench/scan_maps.py --style classic --seed 1 --out /tmp/map   # writes map.jpg, map.yaml, truth.yaml
    python bench/scan_maps.py --style survey --pointy --fords --out /tmp/map   # a pointy-top grid, fords drawn

Six visual styles, none of them the renderer's own: `classic` (cream paper, brown hill tints with contour
lines, tree symbols on a green tint), `modern` (green paper, grey-green hills with dashed contours, dark
wood masses, grey towns, stippled marsh), `sepia` (ink on buff paper: every terrain in one brown ink, told
apart by its drawing only), `atlas` (held out while the features were chosen: blue-grey paper, levels as
hatched shading, woods as dotted blobs, pink towns) and `survey` (written after the classifier was tuned and
measured once before any further tuning: pale olive paper, olive hill tints with dashed contours, stippled
woods with a wavy edge, tick-mark bushes, blue hatched marsh, red-roofed blocks for villages, an olive-grey
grid and the hex numbers in the lower left of each hex, inside the area the features measure) and `wargame`
(written and measured once before the second round of classifier work: a 1970s wargame in flat bright colours,
big hex numbers in the middle of each hex, hills stepped by darker bands instead of contour lines, woods as solid
green outlined in black, rough as brown dots). Each map has a
grid, hex numbers, roads, streams, place labels and a few counters printed on it, then a scan's damage:
rotation, a mild warp, uneven light, noise, blur and JPEG compression. The grid fit (`affine`) is the exact
one without the warp: the least-squares fit a designer's clicks would give.
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass, field

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from rules.geometry.affine import GRID_HEX_WIDTH, Affine, compose
from rules.geometry.hexgrid import Grid, Hex, Hexside

TERRAINS = ("clear", "wood", "bushes", "marsh", "village", "farm", "pond")
STYLES = ("classic", "modern", "sepia", "atlas", "survey", "wargame")

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Style:
    paper: RGB
    levels: tuple[RGB, RGB, RGB]
    contour: RGB | None
    contour_dash: bool
    hatch_levels: bool
    wood_fill: RGB | None
    tree: RGB
    tree_line: RGB
    tree_kind: str  # crown | lollipop | dots
    bush: RGB
    marsh: RGB
    marsh_kind: str  # dashes | stipple | tufts
    village: RGB
    village_line: RGB
    farm_fill: RGB | None
    farm_line: RGB
    pond: RGB
    pond_line: RGB
    grid: RGB
    grid_width: int
    number: RGB
    road: RGB
    stream: RGB
    bush_kind: str = "dots"  # dots | ticks
    village_kind: str = "houses"  # houses | blocks
    number_at: str = "top"  # top | bottom-left | centre
    wood_outline: RGB | None = None


STYLE_DEFS: dict[str, Style] = {
    "classic": Style((238, 230, 205), ((238, 230, 205), (224, 203, 152), (203, 168, 112)), (120, 80, 40), False,
                     False, (178, 205, 138), (64, 122, 52), (30, 60, 25), "crown", (92, 140, 62), (70, 110, 170),
                     "dashes", (172, 52, 42), (60, 20, 15), (231, 212, 124), (150, 110, 50), (120, 170, 220),
                     (40, 80, 140), (20, 20, 20), 2, (20, 20, 20), (135, 92, 52), (60, 110, 200)),
    "modern": Style((214, 226, 190), ((214, 226, 190), (194, 204, 158), (170, 176, 126)), (110, 110, 80), True,
                    False, (72, 122, 62), (104, 154, 84), (40, 80, 35), "crown", (80, 132, 62), (70, 130, 130),
                    "stipple", (128, 128, 128), (50, 50, 50), (212, 192, 142), (120, 90, 50), (110, 160, 200),
                    (60, 100, 150), (80, 80, 80), 1, (70, 70, 70), (168, 58, 40), (50, 90, 190)),
    "sepia": Style((236, 224, 196), ((236, 224, 196), (222, 206, 171), (206, 186, 146)), (90, 62, 36), False,
                   False, None, (78, 55, 32), (78, 55, 32), "lollipop", (78, 55, 32), (78, 55, 32), "tufts",
                   (60, 42, 26), (60, 42, 26), None, (78, 55, 32), (225, 212, 184), (78, 55, 32), (70, 50, 30), 1,
                   (70, 50, 30), (70, 50, 30), (78, 55, 32)),
    "atlas": Style((216, 222, 228), ((216, 222, 228), (216, 222, 228), (216, 222, 228)), (90, 90, 110), False,
                   True, (190, 214, 190), (40, 100, 60), (40, 100, 60), "dots", (60, 120, 70), (60, 90, 160),
                   "dashes", (214, 120, 140), (120, 40, 60), (226, 220, 170), (130, 120, 70), (150, 180, 230),
                   (70, 90, 160), (40, 40, 60), 1, (40, 40, 60), (200, 120, 40), (50, 80, 200)),
    # written after the classifier was tuned, and measured once before any further tuning (the unseen style)
    "survey": Style((228, 232, 204), ((228, 232, 204), (212, 216, 172), (192, 196, 142)), (128, 118, 62), True,
                    False, None, (74, 98, 44), (74, 98, 44), "stipple", (96, 122, 52), (70, 120, 190), "hatch",
                    (186, 58, 40), (72, 30, 22), (236, 228, 168), (150, 140, 70), (150, 192, 216),
                    (50, 90, 150), (120, 128, 96), 1, (60, 70, 50), (96, 88, 80), (60, 120, 200),
                    bush_kind="ticks", village_kind="blocks", number_at="bottom-left", wood_outline=(74, 98, 44)),
    # written and measured once before the second round of classifier work (the unseen style of that round): a
    # 1970s wargame map in flat bright colours, drawn by `_draw_flat` (tree_kind "flat"): big hex numbers in
    # the middle of every hex, hills as flat tints stepped by a darker band along each side down to a lower
    # level (no contour line), woods as solid green hexes outlined in black, rough as brown dots, marsh as a
    # cyan fill with blue dashes, towns as black blocks on grey, farms as yellow and orange squares, ponds as a
    # flat blue shape, a red road
    "wargame": Style((246, 236, 180), ((246, 236, 180), (236, 196, 110), (206, 150, 80)), None, False, False,
                     (40, 150, 50), (40, 150, 50), (0, 0, 0), "flat", (130, 80, 30), (20, 70, 170), "flat",
                     (20, 20, 20), (200, 200, 200), None, (240, 140, 20), (30, 110, 220), (30, 110, 220),
                     (0, 0, 0), 1, (0, 0, 0), (210, 40, 40), (30, 90, 230), number_at="centre"),
}


@dataclass
class Truth:
    grid: Grid
    terrain: dict[Hex, str] = field(default_factory=dict)
    levels: dict[Hex, int] = field(default_factory=dict)
    streams: set[Hexside] = field(default_factory=set)  # hexsides a stream runs along (both hexes on the map)
    roads: set[Hexside] = field(default_factory=set)  # road links: two adjacent hexes the road joins
    fords: set[Hexside] = field(default_factory=set)  # stream hexsides drawn as a ford (`generate(fords=True)`)

    @property
    def bridges(self) -> set[Hexside]:
        """Where a road crosses a stream other than at a ford (the reading proposes a bridge there)."""
        return (self.streams & self.roads) - self.fords

    def terrain_at(self, h: Hex) -> str:
        return self.terrain.get(h, "clear")

    def level_at(self, h: Hex) -> int:
        return self.levels.get(h, 0)


@dataclass
class ScanMap:
    style: str
    seed: int
    truth: Truth
    jpeg: bytes
    affine: Affine  # grid pixels -> image pixels (without the warp)
    size: tuple[int, int]


def _blob(rng: random.Random, grid: Grid, start: Hex, n: int, taken: set[Hex] | None = None) -> set[Hex]:
    out = {start}
    frontier = [start]
    while len(out) < n and frontier:
        h = rng.choice(frontier)
        nbs = [x for x in grid.neighbours(h) if x not in out and (taken is None or x not in taken)]
        if not nbs:
            frontier.remove(h)
            continue
        nb = rng.choice(nbs)
        out.add(nb)
        frontier.append(nb)
    return out


def make_truth(rng: random.Random, grid: Grid) -> Truth:
    t = Truth(grid)
    hexes = list(grid.hexes())
    n = len(hexes)
    for _i in range(max(2, n // 180)):  # hills, with a level-2 top inside some
        hill = _blob(rng, grid, rng.choice(hexes), rng.randint(n // 60 + 6, n // 20 + 10))
        for h in hill:
            t.levels[h] = max(t.levels.get(h, 0), 1)
        if rng.random() < 0.7:
            core = [h for h in hill if all(x in hill for x in grid.neighbours(h))]
            if core:
                for h in _blob(rng, grid, rng.choice(core), rng.randint(2, max(3, len(core) // 2)), None):
                    if h in hill and all(x in hill for x in grid.neighbours(h)):
                        t.levels[h] = 2
    plan = [("wood", n // 60, (3, 14)), ("bushes", n // 120, (2, 6)), ("marsh", n // 150, (2, 8)),
            ("village", n // 150, (1, 3)), ("farm", n // 120, (1, 1)), ("pond", n // 250 + 1, (1, 2))]
    for terrain, count, (lo, hi) in plan:
        for _i in range(max(1, count)):
            start = rng.choice(hexes)
            for h in _blob(rng, grid, start, rng.randint(lo, hi), set(t.terrain)):
                if terrain in ("marsh", "pond") and t.levels.get(h, 0):
                    continue
                t.terrain[h] = terrain
    return t


def _jitter(rng: random.Random, pts: list[tuple[float, float]], amount: float) -> list[tuple[float, float]]:
    return [(x + rng.uniform(-amount, amount), y + rng.uniform(-amount, amount)) for x, y in pts]


def _font(size: int) -> ImageFont.ImageFont:
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow < 10.1
        return ImageFont.load_default()


def _draw_map(rng: random.Random, st: Style, truth: Truth, k: float, margin: float,
              fords: random.Random | None = None) -> Image.Image:
    """The clean printed map. `fords` (a random stream of its own, so that the maps drawn without fords stay
    the same) draws fords and bridge symbols on the streams: see `_crossings`."""
    grid = truth.grid
    lay = grid.layout(GRID_HEX_WIDTH)
    w, h = lay.size()
    size = (int(w * k + 2 * margin), int(h * k + 2 * margin))
    im = Image.new("RGB", size, st.paper)
    d = ImageDraw.Draw(im)
    r = k * GRID_HEX_WIDTH / 2

    def centre(x: Hex) -> tuple[float, float]:
        cx, cy = lay.center(x)
        return cx * k + margin, cy * k + margin

    start = 0.0 if grid.orientation == "flat" else -30.0  # the first corner: east (flat) or north-east (pointy)

    def corners(x: Hex, scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = centre(x)
        return [(cx + scale * r * math.cos(math.radians(start + 60 * i)),
                 cy + scale * r * math.sin(math.radians(start + 60 * i))) for i in range(6)]

    hexes = list(grid.hexes())
    # levels: tints (or hatching) filling the hexes, a little irregular
    for x in hexes:
        lv = truth.level_at(x)
        if st.hatch_levels:
            if lv:
                cx, cy = centre(x)
                step = r * (0.22 if lv == 1 else 0.12)
                yy = -r
                while yy < r:
                    d.line([(cx - r, cy + yy - r * 0.3), (cx + r, cy + yy + r * 0.3)], fill=(150, 140, 120),
                           width=max(1, int(r / 30)))
                    yy += step
        else:
            d.polygon(_jitter(rng, corners(x, 1.04), r * 0.08), fill=st.levels[lv])
    if st.hatch_levels:  # hatching spilt over the border is cut back to the hex shape by redrawing neighbours
        pass
    if st.tree_kind == "flat":
        _draw_flat(rng, d, st, truth, centre, corners, r)
    # terrain symbols
    for x in hexes:
        t = truth.terrain_at(x)
        if t == "clear" or st.tree_kind == "flat":
            continue
        cx, cy = centre(x)
        if t == "wood":
            if st.wood_fill is not None:
                d.polygon(_jitter(rng, corners(x, 0.98), r * 0.1), fill=st.wood_fill)
            for _i in range(rng.randint(6, 10)):
                a, rr = rng.uniform(0, 2 * math.pi), r * math.sqrt(rng.random()) * 0.75
                px, py = cx + rr * math.cos(a), cy + rr * math.sin(a)
                s = r * rng.uniform(0.12, 0.2)
                if st.tree_kind == "crown":
                    d.ellipse([px - s, py - s, px + s, py + s], fill=st.tree, outline=st.tree_line,
                              width=max(1, int(r / 40)))
                elif st.tree_kind == "lollipop":
                    d.line([(px, py), (px, py + 1.6 * s)], fill=st.tree_line, width=max(1, int(r / 35)))
                    d.ellipse([px - s, py - 1.2 * s, px + s, py + 0.8 * s], outline=st.tree_line,
                              width=max(1, int(r / 35)))
                elif st.tree_kind == "stipple":
                    for _j in range(9):
                        qx, qy = px + rng.uniform(-1.5, 1.5) * s, py + rng.uniform(-1.5, 1.5) * s
                        e = r * 0.025
                        d.ellipse([qx - e, qy - e, qx + e, qy + e], fill=st.tree)
                else:
                    for _j in range(4):
                        qx, qy = px + rng.uniform(-s, s), py + rng.uniform(-s, s)
                        d.ellipse([qx - s / 3, qy - s / 3, qx + s / 3, qy + s / 3], fill=st.tree)
            if st.wood_outline is not None:  # the wood's edge: a thin wavy line inside the hex
                d.line(_jitter(rng, corners(x, 0.86) + corners(x, 0.86)[:1], r * 0.05), fill=st.wood_outline,
                       width=max(1, int(r / 45)))
        elif t == "bushes" and st.bush_kind == "ticks":
            for _i in range(rng.randint(12, 18)):
                px, py = cx + rng.uniform(-0.6, 0.6) * r, cy + rng.uniform(-0.5, 0.55) * r
                s = r * 0.06
                d.line([(px - s, py - s), (px, py + s), (px + s, py - s)], fill=st.bush, width=max(1, int(r / 40)))
        elif t == "bushes":
            for _row in range(3):
                y0 = cy + rng.uniform(-0.5, 0.5) * r
                x0 = cx - 0.6 * r
                while x0 < cx + 0.6 * r:
                    s = r * 0.07
                    d.ellipse([x0 - s, y0 - s, x0 + s, y0 + s], fill=st.bush)
                    x0 += r * rng.uniform(0.12, 0.2)
        elif t == "marsh":
            for _i in range(rng.randint(10, 16)):
                px, py = cx + rng.uniform(-0.65, 0.65) * r, cy + rng.uniform(-0.6, 0.6) * r
                s = r * 0.14
                if st.marsh_kind == "dashes":
                    d.line([(px - s, py), (px + s, py)], fill=st.marsh, width=max(1, int(r / 30)))
                elif st.marsh_kind == "hatch":
                    for dy in (-0.4, 0.0, 0.4):
                        d.line([(px - 1.3 * s, py + dy * s), (px + 1.3 * s, py + dy * s)], fill=st.marsh, width=1)
                elif st.marsh_kind == "stipple":
                    for _j in range(5):
                        qx, qy = px + rng.uniform(-s, s), py + rng.uniform(-s, s)
                        d.ellipse([qx - 1.5, qy - 1.5, qx + 1.5, qy + 1.5], fill=st.marsh)
                else:
                    d.line([(px - s, py), (px + s, py)], fill=st.marsh, width=max(1, int(r / 40)))
                    for dx in (-0.5, 0, 0.5):
                        d.line([(px + dx * s, py), (px + dx * s * 1.6, py - s)], fill=st.marsh, width=1)
        elif t == "village" and st.village_kind == "blocks":
            for _i in range(rng.randint(2, 4)):
                px, py = cx + rng.uniform(-0.45, 0.45) * r, cy + rng.uniform(-0.4, 0.4) * r
                sw, sh = r * rng.uniform(0.12, 0.22), r * rng.uniform(0.08, 0.14)
                if rng.random() < 0.5:
                    sw, sh = sh, sw
                d.rectangle([px - sw, py - sh, px + sw, py + sh], fill=st.village, outline=st.village_line)
                if sw > sh:
                    d.line([(px - sw, py), (px + sw, py)], fill=st.village_line, width=1)
                else:
                    d.line([(px, py - sh), (px, py + sh)], fill=st.village_line, width=1)
        elif t == "village":
            for _i in range(rng.randint(3, 6)):
                px, py = cx + rng.uniform(-0.5, 0.5) * r, cy + rng.uniform(-0.45, 0.45) * r
                s, a = r * rng.uniform(0.1, 0.18), rng.uniform(0, math.pi)
                pts = [(px + s * math.cos(a + b), py + s * math.sin(a + b)) for b in (0.5, 2.6, 3.6, 5.8)]
                d.polygon(pts, fill=st.village, outline=st.village_line)
        elif t == "farm":
            if st.farm_fill is not None:
                d.polygon(_jitter(rng, corners(x, 0.8), r * 0.05), fill=st.farm_fill)
            a = rng.uniform(0, math.pi)
            for i in range(-3, 4):
                ox, oy = -math.sin(a) * i * r * 0.15, math.cos(a) * i * r * 0.15
                d.line([(cx + ox - math.cos(a) * 0.55 * r, cy + oy - math.sin(a) * 0.55 * r),
                        (cx + ox + math.cos(a) * 0.55 * r, cy + oy + math.sin(a) * 0.55 * r)],
                       fill=st.farm_line, width=max(1, int(r / 45)))
            s = r * 0.16
            d.rectangle([cx - s, cy - s, cx + s, cy + s], fill=st.village, outline=st.village_line)
        elif t == "pond":
            d.ellipse([cx - 0.6 * r, cy - 0.45 * r, cx + 0.6 * r, cy + 0.45 * r], fill=st.pond, outline=st.pond_line,
                      width=max(1, int(r / 30)))
            if st.tree_kind == "lollipop":
                for i in (-1, 0, 1):
                    d.line([(cx - 0.35 * r, cy + i * 0.18 * r), (cx + 0.35 * r, cy + i * 0.18 * r)],
                           fill=st.pond_line, width=1)
    # streams along hexsides (drawn below, over the grid, as printed maps do), roads through hex centres
    streams = _stream_walks(rng, grid, hexes, corners)
    for _i in range(max(1, len(hexes) // 250)):
        x = rng.choice(hexes)
        pts = [centre(x)]
        direction = rng.randrange(6)
        for _step in range(rng.randint(6, 16)):
            direction = (direction + rng.choice((0, 0, 0, 1, 5))) % 6
            nb = grid.neighbours(x, on_map=False)[direction]
            if not grid.contains(nb):
                break
            truth.roads.add(Hexside(x, nb))
            x = nb
            pts.append(_jitter(rng, [centre(x)], r * 0.05)[0])
        d.line(pts, fill=st.road, width=max(2, int(r / 12)), joint="curve")
    if fords is not None:  # a lane crossing each stream, so that the map has road crossings to read
        for pts in _lanes(fords, grid, [sides for _pts, sides in streams], truth, centre):
            d.line(pts, fill=st.road, width=max(2, int(r / 12)), joint="curve")
    # the grid and the hex numbers
    gw = max(1, int(st.grid_width * r / 40))
    for x in hexes:
        d.polygon(corners(x), outline=st.grid, width=gw)
    # contour lines on the hexsides between levels
    if st.contour is not None:
        for x in hexes:
            for nb in grid.neighbours(x, on_map=False):
                if grid.contains(nb) and truth.level_at(nb) < truth.level_at(x):
                    cs = corners(x)
                    dx, dy = lay.center(nb)[0] - lay.center(x)[0], lay.center(nb)[1] - lay.center(x)[1]
                    order = sorted(range(6), key=lambda j, cs=cs, dx=dx, dy=dy: -((cs[j][0] - centre(x)[0]) * dx
                                                                                 + (cs[j][1] - centre(x)[1]) * dy))
                    p, q = cs[order[0]], cs[order[1]]
                    wdt = max(2, int(r / 11))
                    if st.contour_dash:
                        for f in (0.0, 0.35, 0.7):
                            d.line([(p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f),
                                    (p[0] + (q[0] - p[0]) * (f + 0.22), p[1] + (q[1] - p[1]) * (f + 0.22))],
                                   fill=st.contour, width=wdt)
                    else:
                        d.line([p, q], fill=st.contour, width=wdt)
    for pts, sides in streams:
        d.line(pts, fill=st.stream, width=max(3, int(r / 9)), joint="curve")
        truth.streams |= sides
    if fords is not None:
        _crossings(fords, d, st, truth, [sides for _pts, sides in streams], centre, r)
    font = _font(max(8, int(r / 3.6)))
    for x in hexes:
        cx, cy = centre(x)
        if st.number_at == "centre":
            d.text((cx, cy), grid.label(x), fill=st.number, font=_font(max(10, int(r / 2.3))), anchor="mm")
        elif st.number_at == "bottom-left":
            d.text((cx - r * 0.32, cy + r * 0.66), grid.label(x), fill=st.number, font=font, anchor="mm")
        else:
            d.text((cx, cy - r * 0.66), grid.label(x), fill=st.number, font=font, anchor="mm")
    # place labels and a few counters printed on the map
    big = _font(max(10, int(r / 2.2)))
    for _i in range(max(1, len(hexes) // 150)):
        cx, cy = centre(rng.choice(hexes))
        d.text((cx, cy + r * 0.2), rng.choice(["Hautmesnil", "Arsuf", "St. Omer", "Mill", "Bois", "Abbey"]),
               fill=(20, 20, 20), font=big, anchor="mm")
    for _i in range(max(1, len(hexes) // 300)):
        cx, cy = centre(rng.choice(hexes))
        s = r * 0.42
        d.rectangle([cx - s, cy - s, cx + s, cy + s], fill=rng.choice([(200, 60, 50), (60, 80, 170)]),
                    outline=(10, 10, 10))
        d.text((cx, cy), "4-3", fill=(255, 255, 255), font=font, anchor="mm")
    return im


def _draw_flat(rng: random.Random, d: ImageDraw.ImageDraw, st: Style, truth: Truth, centre, corners,
               r: float) -> None:
    """The `wargame` style's levels and terrain, in flat colours (see STYLE_DEFS)."""
    grid = truth.grid
    hexes = list(grid.hexes())

    def side(x: Hex, nb: Hex, depth: float) -> list[tuple[float, float]]:
        """The two corners of `x` on its side towards `nb`, and the same pulled `depth` of the way in."""
        cx, cy = centre(x)
        nx, ny = centre(nb)
        cs = corners(x)
        p, q = sorted(cs, key=lambda c: -((c[0] - cx) * (nx - cx) + (c[1] - cy) * (ny - cy)))[:2]
        return [p, q, (q[0] + (cx - q[0]) * depth, q[1] + (cy - q[1]) * depth),
                (p[0] + (cx - p[0]) * depth, p[1] + (cy - p[1]) * depth)]

    for x in hexes:  # a hill's step: a darker band inside each side down to a lower level
        lv = truth.level_at(x)
        shade = tuple(int(c * 0.78) for c in st.levels[lv])
        for nb in grid.neighbours(x):
            if truth.level_at(nb) < lv:
                d.polygon(side(x, nb, 0.2), fill=shade)
    for x in hexes:
        t = truth.terrain_at(x)
        cx, cy = centre(x)
        if t == "wood":
            d.polygon(corners(x, 1.02), fill=st.wood_fill)
        elif t == "bushes":
            for _i in range(rng.randint(18, 28)):
                px, py = cx + rng.uniform(-0.65, 0.65) * r, cy + rng.uniform(-0.6, 0.6) * r
                e = r * rng.uniform(0.035, 0.055)
                d.ellipse([px - e, py - e, px + e, py + e], fill=st.bush)
        elif t == "marsh":
            d.polygon(corners(x, 0.92), fill=(130, 210, 210))
            for _i in range(rng.randint(6, 9)):
                px, py = cx + rng.uniform(-0.55, 0.55) * r, cy + rng.uniform(-0.5, 0.5) * r
                d.line([(px - 0.12 * r, py), (px + 0.12 * r, py)], fill=st.marsh, width=max(1, int(r / 25)))
        elif t == "village":
            d.polygon(corners(x, 0.75), fill=st.village_line)
            for _i in range(rng.randint(3, 5)):
                px, py = cx + rng.uniform(-0.4, 0.4) * r, cy + rng.uniform(-0.35, 0.35) * r
                s = r * rng.uniform(0.08, 0.13)
                d.rectangle([px - s, py - s, px + s, py + s], fill=st.village)
        elif t == "farm":
            s = 0.42 * r
            for i, j in ((0, 0), (1, 1), (0, 1), (1, 0)):
                fill = (250, 215, 30) if i == j else st.farm_line
                d.rectangle([cx - s + i * s, cy - s + j * s, cx + i * s, cy + j * s], fill=fill)
        elif t == "pond":
            d.polygon(_jitter(rng, corners(x, 0.62), r * 0.12), fill=st.pond)
    for x in hexes:  # the woods' edge: a black line on each side a wood shares with another terrain
        if truth.terrain_at(x) == "wood":
            for nb in grid.neighbours(x):
                if truth.terrain_at(nb) != "wood":
                    p, q = side(x, nb, 0.0)[:2]
                    d.line([p, q], fill=st.tree_line, width=max(2, int(r / 14)))


def _lanes(rng: random.Random, grid: Grid, walks: list[set[Hexside]], truth: Truth, centre) -> list[list]:
    """A short straight road across each stream (four hexes, one hexside of the stream crossed in its middle),
    added to the truth's roads; returns the lines to draw."""
    out = []
    for sides in walks:
        free = sorted(sides - truth.roads, key=lambda s: (s.a, s.b))
        if not free:
            continue
        s = rng.choice(free)
        step = s.b - s.a
        path = [x for x in (s.a - step, s.a, s.b, s.b + step) if grid.contains(x)]
        for x, y in zip(path, path[1:], strict=False):
            truth.roads.add(Hexside(x, y))
        out.append([centre(x) for x in path])
    return out


def _crossings(rng: random.Random, d: ImageDraw.ImageDraw, st: Style, truth: Truth, walks: list[set[Hexside]],
               centre, r: float) -> None:
    """Fords and bridges on the streams, as a published map prints them. A ford: the stream crossed by three
    short dark bars at the middle of its hexside (a dashed crossing), where a road crosses it (half of the
    crossings) and on two hexsides of each stream besides; the road stops at the water. A bridge (the other
    road crossings): the road drawn over the stream between two dark parapets."""
    crossing = sorted(truth.streams & truth.roads, key=lambda s: (s.a, s.b))
    fords = {s for s in crossing if rng.random() < 0.5}
    for sides in walks:
        plain = sorted(sides - truth.roads, key=lambda s: (s.a, s.b))
        fords |= set(rng.sample(plain, min(2, len(plain) // 2)))
    truth.fords |= fords
    ink = st.number
    apothem = r * math.sqrt(3) / 2
    for s in crossing + sorted(fords - truth.roads, key=lambda s: (s.a, s.b)):
        (ax, ay), (bx, by) = centre(s.a), centre(s.b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        nx, ny = (bx - ax) / (2 * apothem), (by - ay) / (2 * apothem)  # unit, across the hexside
        tx, ty = -ny, nx  # along it
        if s in fords:
            for f in (-0.22, 0.0, 0.22):
                px, py = mx + tx * f * r, my + ty * f * r
                d.line([(px - nx * 0.26 * apothem, py - ny * 0.26 * apothem),
                        (px + nx * 0.26 * apothem, py + ny * 0.26 * apothem)], fill=ink, width=max(2, int(r / 16)))
        else:
            half = max(2, int(r / 12)) / 2 + max(1, int(r / 30))
            d.line([(mx - nx * 0.3 * apothem, my - ny * 0.3 * apothem),
                    (mx + nx * 0.3 * apothem, my + ny * 0.3 * apothem)], fill=st.road, width=max(2, int(r / 12)) + 2)
            for side in (-1, 1):
                ox, oy = tx * side * half, ty * side * half
                d.line([(mx + ox - nx * 0.32 * apothem, my + oy - ny * 0.32 * apothem),
                        (mx + ox + nx * 0.32 * apothem, my + oy + ny * 0.32 * apothem)], fill=ink,
                       width=max(1, int(r / 30)))


def _stream_walks(rng: random.Random, grid: Grid, hexes: list[Hex], corners) -> list[tuple[list, set[Hexside]]]:
    """Streams as walks along the grid's hexsides, corner to corner: each step turns the other way from the
    last (a stream keeps its heading) or, a third of the time, the same way. Returns each walk's points and
    the hexsides it runs along whose two hexes are on the map."""
    def key(p: tuple[float, float]) -> tuple[int, int]:
        return round(p[0] * 8), round(p[1] * 8)

    where: dict[tuple[int, int], tuple[float, float]] = {}
    edges: dict[tuple[int, int], set[tuple[int, int]]] = {}
    side_of: dict[frozenset, set[Hex]] = {}
    for x in hexes:
        cs = corners(x)
        for j in range(6):
            p, q = key(cs[j]), key(cs[(j + 1) % 6])
            where[p] = cs[j]
            edges.setdefault(p, set()).add(q)
            edges.setdefault(q, set()).add(p)
            side_of.setdefault(frozenset((p, q)), set()).add(x)
    out = []
    for _i in range(max(1, len(hexes) // 200)):
        x = rng.choice(hexes)
        cs = corners(x)
        j = rng.randrange(6)
        prev, cur = None, key(cs[j])
        turn = 1
        pts, sides = [where[cur]], set()
        for step in range(rng.randint(4, 10)):
            pick = rng.choice((1, 1, 5))
            if rng.random() < 0.3:
                rng.randrange(6)  # (the draw an earlier version used; kept so the maps after it stay the same)
            if step == 0:
                nxt = key(cs[(j + pick) % 6])
            else:
                options = sorted(edges[cur] - {prev})
                if not options:
                    break
                turn = -turn if pick == 1 else turn
                ax, ay = cur[0] - prev[0], cur[1] - prev[1]
                nxt = max(options, key=lambda o, ax=ax, ay=ay: turn * (ax * (o[1] - cur[1]) - ay * (o[0] - cur[0])))
            shared = side_of.get(frozenset((cur, nxt)), set())
            if len(shared) == 2:
                a, b = sorted(shared)
                sides.add(Hexside(a, b))
            prev, cur = cur, nxt
            pts.append(where[cur])
        out.append((pts, sides))
    return out


def _damage(rng: random.Random, im: Image.Image, quality: int) -> tuple[Image.Image, Affine]:
    """Rotate and shear a little, warp gently, light unevenly, add noise and blur. Returns the image and
    the affine taking clean pixels to damaged ones (the warp left out)."""
    w, h = im.size
    theta = math.radians(rng.uniform(-3.0, 3.0))
    sx, sy = rng.uniform(0.98, 1.02), rng.uniform(0.97, 1.03)
    cx, cy = w / 2, h / 2
    cs, sn = math.cos(theta), math.sin(theta)
    fwd: Affine = (cs * sx, -sn * sy, 0.0, sn * sx, cs * sy, 0.0)
    fx, fy = fwd[0] * cx + fwd[1] * cy, fwd[3] * cx + fwd[4] * cy
    fwd = (fwd[0], fwd[1], cx - fx, fwd[3], fwd[4], cy - fy)
    from rules.geometry.affine import invert

    inv = invert(fwd)
    out = im.transform((w, h), Image.Transform.AFFINE, inv, resample=Image.Resampling.BILINEAR,
                       fillcolor=(250, 250, 245))
    # a gentle warp: a mesh of cells whose source corners move by a smooth field (a few pixels)
    amp = rng.uniform(0.002, 0.005) * max(w, h)
    n = 8
    phase = rng.uniform(0, 6.3)

    def disp(x: float, y: float) -> tuple[float, float]:
        return (x + amp * math.sin(phase + 2.3 * y / h), y + amp * math.cos(phase + 1.7 * x / w))

    mesh = []
    for i in range(n):
        for j in range(n):
            x0, x1 = w * i / n, w * (i + 1) / n
            y0, y1 = h * j / n, h * (j + 1) / n
            quad = (*disp(x0, y0), *disp(x0, y1), *disp(x1, y1), *disp(x1, y0))
            mesh.append(((int(x0), int(y0), int(x1), int(y1)), quad))
    out = out.transform((w, h), Image.Transform.MESH, mesh, resample=Image.Resampling.BILINEAR)
    # uneven light: a smooth gradient multiplied in
    light = Image.new("L", (3, 3))
    light.putdata([int(255 * rng.uniform(0.78, 1.0)) for _i in range(9)])
    light = light.resize((w, h), Image.Resampling.BICUBIC)
    shade = Image.merge("RGB", (light, light, light))
    from PIL import ImageChops

    out = ImageChops.multiply(out, shade)
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.3)))
    # Gaussian noise drawn from the map's own random stream (Pillow's effect_noise is not seeded: the same
    # style and seed gave a different map each run)
    sigma = rng.uniform(8, 16)
    grain = np.random.default_rng(rng.randrange(2**32)).normal(128, sigma, (h, w))
    noise = Image.fromarray(np.clip(grain, 0, 255).astype(np.uint8), "L")
    out = ImageChops.add(out, Image.merge("RGB", (noise, noise, noise)), scale=1.0, offset=-128)
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=quality)
    return out, fwd


def generate(style: str, seed: int, columns: int = 24, rows: int = 18, hex_px: float = 90.0,
             quality: int | None = None, pointy: bool = False, fords: bool = False) -> ScanMap:
    """One printed-looking map in `style`, `hex_px` image pixels corner to corner, damaged like a scan.
    `pointy`: a pointy-top grid (hexes in rows); `fords`: fords and bridge symbols drawn on the streams
    (`_crossings`; off by default, so the maps measured before them stay the same pixel for pixel)."""
    rng = random.Random(f"{style}:{seed}")
    grid = Grid(columns, rows, "pointy" if pointy else "flat")
    truth = make_truth(rng, grid)
    k = hex_px / GRID_HEX_WIDTH
    margin = hex_px * 0.8
    clean = _draw_map(rng, STYLE_DEFS[style], truth, k, margin,
                      random.Random(f"{style}:{seed}:fords") if fords else None)
    q = quality if quality is not None else rng.randint(55, 85)
    damaged, fwd = _damage(rng, clean, q)
    buf = io.BytesIO()
    damaged.save(buf, "JPEG", quality=q)
    t = compose(fwd, (k, 0.0, margin, 0.0, k, margin))
    return ScanMap(style, seed, truth, buf.getvalue(), t, damaged.size)


def speed_scan() -> ScanMap:
    """The speed benchmarks' scan (issue #31): 40 x 30 hexes on about 5 000 px across, the classic style."""
    hex_px = 5000 / (40 * 0.75 + 0.25 + 1.6) * 64 / GRID_HEX_WIDTH
    sm = generate("classic", 1, 40, 30, hex_px, quality=80)
    print(f"scan {sm.size[0]} x {sm.size[1]} px, {len(sm.jpeg) / 1e6:.1f} MB JPEG, 40 x 30 hexes")
    return sm


def pick_samples(sm: ScanMap, per_class: int = 3, seed: int = 0) -> dict[Hex, tuple[str, int]]:
    """What a designer would click: `per_class` hexes of each terrain, and `per_class` clear hexes of each
    level (levels hide under symbols; the designer teaches them where they show)."""
    rng = random.Random(seed)
    t = sm.truth
    hexes = list(t.grid.hexes())
    out: dict[Hex, tuple[str, int]] = {}
    for terrain in TERRAINS:
        pool = [h for h in hexes if t.terrain_at(h) == terrain]
        for h in rng.sample(pool, min(per_class, len(pool))):
            out[h] = (terrain, t.level_at(h))
    for level in (0, 1, 2):  # "two or three clear hexes of each level" (docs/cli.md)
        have = sum(1 for tv in out.values() if tv == ("clear", level))
        pool = [h for h in hexes if t.level_at(h) == level and t.terrain_at(h) == "clear" and h not in out]
        for h in rng.sample(pool, min(max(0, per_class - have), len(pool))):
            out[h] = ("clear", level)
    return out


def reading_scores(sm: ScanMap, res, samples: dict[Hex, tuple[str, int]]) -> dict[str, float]:
    """A reading (`rules.scan.classify.classify`'s result) against the map's truth, the samples left out: % of
    hexes right (terrain; level; both), % flagged, % right (both) among the unflagged, and the counts that let a
    style's maps be pooled (right / total over all its hexes)."""
    truth = sm.truth
    calls = [c for c in res.calls if c.hex not in samples]
    t_ok = [c.terrain == truth.terrain_at(c.hex) for c in calls]
    both = [ok and c.level == truth.level_at(c.hex) for ok, c in zip(t_ok, calls, strict=True)]
    unflagged = [b for b, c in zip(both, calls, strict=True) if not c.flagged]
    n_level = sum(c.level == truth.level_at(c.hex) for c in calls)
    return {"terrain": 100 * sum(t_ok) / len(calls), "both": 100 * sum(both) / len(calls),
            "flagged": 100 * (len(calls) - len(unflagged)) / len(calls),
            "unflagged": 100 * sum(unflagged) / max(1, len(unflagged)),
            "level": 100 * n_level / len(calls),
            "n": len(calls), "n_terrain": sum(t_ok), "n_both": sum(both), "n_level": n_level,
            "n_unflagged": len(unflagged), "n_unflagged_right": sum(unflagged)}


def map_arguments(ap, maps: int) -> None:
    """The generated maps' options every scan benchmark takes (how many, their size, their styles)."""
    ap.add_argument("--maps", type=int, default=maps)
    ap.add_argument("--columns", type=int, default=24)
    ap.add_argument("--rows", type=int, default=18)
    ap.add_argument("--hex-px", type=float, default=90.0)
    ap.add_argument("--styles", default=",".join(STYLES))


def hexsides_yaml(grid: Grid, examples: dict[str, set[Hexside] | list[Hexside]]) -> str:
    """A samples file's `hexsides:` section teaching `examples` (feature → hexsides), to append to the file."""
    lines = ["hexsides:"]
    for feature, sides in examples.items():
        lines.append(f"  {feature}: [" + ", ".join(f'"{grid.label(s.a)}/{grid.label(s.b)}"' for s in sides) + "]")
    return "\n".join(lines) + "\n"


def write(sm: ScanMap, folder: str, samples: dict[Hex, tuple[str, int]] | None = None) -> None:
    """The scan, a scenario whose background is the scan (grid fitted), its samples file and the truth."""
    from pathlib import Path

    import yaml

    p = Path(folder)
    p.mkdir(parents=True, exist_ok=True)
    (p / "scan.jpg").write_bytes(sm.jpeg)
    g = sm.truth.grid
    (p / "truth.yaml").write_text(yaml.safe_dump({
        "style": sm.style, "seed": sm.seed,
        "terrain": {g.label(h): sm.truth.terrain_at(h) for h in g.hexes()},
        "levels": {g.label(h): sm.truth.level_at(h) for h in g.hexes()},
        "streams": sorted(f"{g.label(s.a)}/{g.label(s.b)}" for s in sm.truth.streams),
        "roads": sorted(f"{g.label(s.a)}/{g.label(s.b)}" for s in sm.truth.roads),
        "fords": sorted(f"{g.label(s.a)}/{g.label(s.b)}" for s in sm.truth.fords)}, sort_keys=False),
        encoding="utf-8")
    if samples is not None:
        (p / "samples.yaml").write_text(yaml.safe_dump(
            {g.label(h): (t if lv == 0 else {"terrain": t, "level": lv}) for h, (t, lv) in samples.items()},
            sort_keys=True), encoding="utf-8")
    affine = ", ".join(f"{v:.6f}" for v in sm.affine)
    facing = ("N", "S") if g.orientation == "flat" else ("E", "W")
    (p / "map.yaml").write_text(f"""format: banneret/1
title: Generated scan ({sm.style}, seed {sm.seed})
turns: {{first: 1, last: 8}}
map:
  grid: {{orientation: {g.orientation}, columns: {g.columns}, rows: {g.rows}}}
  background: {{image: scan.jpg, origin: [0, 0], hex_width: 64, opacity: 0.6, affine: [{affine}]}}
sides:
  - id: a
    name: Side A
    colour: "#2030a0"
    role: attacker
    rout_edge: west
    army_commander: ka
    leaders:
      - {{id: ka, banner: ka, front: {{bonus: 1, rating: 3, radius: 3, mp: 8}}}}
    units:
      - {{id: a1, banner: ka, type: Mi, front: {{sp: 4, quality: 5, mp: 4}}, back: {{sp: 4, quality: 4, mp: 3}}}}
  - id: b
    name: Side B
    colour: "#a02020"
    role: defender
    rout_edge: east
    army_commander: kb
    leaders:
      - {{id: kb, banner: kb, front: {{bonus: 1, rating: 3, radius: 3, mp: 8}}}}
    units:
      - {{id: b1, banner: kb, type: Mi, front: {{sp: 4, quality: 5, mp: 4}}, back: {{sp: 4, quality: 4, mp: 3}}}}
setup:
  - {{unit: a1, hex: "0101", facing: {facing[0]}}}
  - {{leader: ka, hex: "0101"}}
  - {{unit: b1, hex: "{g.label(g.from_offset(g.columns, g.rows))}", facing: {facing[1]}}}
  - {{leader: kb, hex: "{g.label(g.from_offset(g.columns, g.rows))}"}}
""", encoding="utf-8")


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--style", choices=STYLES, default="classic")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--columns", type=int, default=24)
    ap.add_argument("--rows", type=int, default=18)
    ap.add_argument("--hex-px", type=float, default=90.0)
    ap.add_argument("--pointy", action="store_true", help="a pointy-top grid (hexes in rows)")
    ap.add_argument("--fords", action="store_true", help="fords and bridge symbols on the streams")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    m = generate(a.style, a.seed, a.columns, a.rows, a.hex_px, pointy=a.pointy, fords=a.fords)
    write(m, a.out, pick_samples(m))
    print(a.out, m.size)
