"""Headless map renderer: a scenario's map (and its setup counters) to a Pillow image, and to PNG.

    image = render_map(scenario, scale=64.0)      # hexes 64 px wide, corner to corner
    save_png(image, "map.png")

What is drawn, bottom to top: hex terrain (a fill and a pattern a designer knows from printed maps), levels
(a brown tint per level, a contour line on hexsides where the level changes), the hex grid, roads and
tracks, hexside features, hex labels, place names, then the setup counters.

How it stays fast on big maps (100 x 100 hexes at 64 px is a 4816 x 5570 image, 27 M pixels):
  * the image is a palette ('P') image: one byte per pixel instead of four for RGB, and the PNG encoder has
    a third of the bytes to filter and deflate. ImageDraw does not antialias polygons or lines in any mode,
    so only text loses its antialiasing (it is drawn 1-bit, with a halo where it sits on busy ground);
  * each terrain pattern is drawn once into a small stamp, and the stamp is pasted onto every hex of that
    terrain (one C call per hex) instead of drawing its trees or waves one primitive at a time;
  * every piece of text is rendered once and pasted through a cached mask: hex labels are pasted as their
    column part and their row part, so 10,000 labels need 200 renderings of text, not 10,000;
  * hex centres are computed with the Layout's formula inline, corner offsets once.

Nothing here imports Qt.
"""

from __future__ import annotations

import math
import os
import random
from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache

from PIL import Image, ImageChops, ImageColor, ImageDraw, ImageFont

from .hexgrid import Grid, Hex, Hexside
from .model import Placement, Scenario, Side, Unit

# PNG compression. Measured on the 100 x 100 benchmark map at 64 px (4816 x 5570, palette image, 2 CPUs):
#   level 1: 0.09 s, 1.5 MB    level 3: 0.08 s, 1.1 MB    level 6: 0.18 s, 0.85 MB    (see the report in
#   bench/bench_render.py's output). Level 3 is as fast as level 1 here (zlib's fast levels differ mostly
#   in match search; on long runs of one palette index level 3 finds longer matches and writes fewer
#   bytes) and gives a smaller file; level 6 (zlib's default) doubles the encoding time for 25 % less.
#   The renderer's output is a working image that is written often and re-rendered on demand, so the fast
#   end wins; a designer who wants the smallest file runs it through an optimiser.
PNG_COMPRESS_LEVEL = 3

# Refuse images that would not fit in memory on an ordinary machine (one byte per pixel, plus PNG buffers).
MAX_PIXELS = 400_000_000

RGB = tuple[int, int, int]

PAPER: RGB = (246, 243, 232)  # outside the hexes
GRID_LINE: RGB = (120, 114, 98)
CONTOUR: RGB = (128, 78, 36)
LEVEL_TINT: RGB = (118, 84, 46)  # what a hex's fill is blended toward per level up
LOW_TINT: RGB = (96, 128, 146)  # and per level down (levels may be negative)
LABEL: RGB = (70, 66, 58)
PLACE_TEXT: RGB = (25, 22, 18)
HALO: RGB = (252, 250, 240)

TERRAIN_FILL: dict[str, RGB] = {
    "clear": (236, 234, 206),
    "wood": (150, 190, 112),
    "bushes": (200, 216, 146),
    "marsh": (186, 212, 196),
    "village": (224, 208, 182),
    "farm": (234, 220, 160),
    "pond": (162, 206, 236),
    "lake": (118, 172, 226),
    "sea": (74, 128, 198),
}
UNKNOWN_FILL: RGB = (214, 204, 214)  # scenario terrain the chart does not know (e.g. a camp)

ROAD: RGB = (150, 62, 38)
TRACK: RGB = (128, 92, 52)
STREAM: RGB = (86, 150, 218)
RIVER: RGB = (38, 92, 188)
WALL: RGB = (108, 108, 108)
WALL_DARK: RGB = (60, 60, 60)
PALISADE: RGB = (104, 64, 28)
GATE: RGB = (150, 96, 44)
BRIDGE: RGB = (156, 104, 52)
BRIDGE_EDGE: RGB = (80, 48, 20)
FORD: RGB = (238, 226, 176)

DISCOURAGED: RGB = (246, 206, 48)
ROUTED: RGB = (206, 40, 32)
UNKNOWN_SIDE: RGB = (128, 128, 128)


def render_map(scenario: Scenario, scale: float = 64.0, units: bool = True, labels: bool = True) -> Image.Image:
    """Draw the scenario's map; `scale` is the hex width in pixels, corner to corner.

    `units`: draw the setup counters. `labels`: draw the hex labels (CCRR); place names are always drawn.
    Returns a palette ('P') image; `.convert("RGB")` it to read colours.
    """
    if not scale or scale <= 0 or not math.isfinite(scale):
        raise ValueError(f"scale must be a positive number of pixels, not {scale!r}")
    return _Renderer(scenario, float(scale), units, labels).render()


def save_png(image: Image.Image, path: str | os.PathLike[str], compress_level: int = PNG_COMPRESS_LEVEL) -> None:
    """Write the image as PNG with the chosen zlib level (0-9; see PNG_COMPRESS_LEVEL for the default)."""
    image.save(path, format="PNG", compress_level=compress_level)


# -- helpers -------------------------------------------------------------------------------------------

def _blend(a: RGB, b: RGB, t: float) -> RGB:
    t = min(max(t, 0.0), 1.0)
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _luma(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def _parse_colour(text: str | None) -> RGB:
    try:
        c = ImageColor.getrgb(str(text))
    except (ValueError, AttributeError):
        return UNKNOWN_SIDE
    return (c[0], c[1], c[2])


class _Palette:
    """Palette indices handed out on demand; past 256 colours the nearest one is reused."""

    def __init__(self) -> None:
        self.colours: list[RGB] = []
        self.index: dict[RGB, int] = {}

    def __call__(self, rgb: RGB) -> int:
        i = self.index.get(rgb)
        if i is not None:
            return i
        if len(self.colours) < 256:
            i = len(self.colours)
            self.colours.append(rgb)
        else:
            i = min(range(256), key=lambda k: sum((x - y) ** 2 for x, y in zip(self.colours[k], rgb, strict=True)))
        self.index[rgb] = i
        return i

    def flat(self) -> list[int]:
        return [v for c in self.colours for v in c]


@lru_cache(maxsize=64)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=max(6, size))


class _Mask:
    """A piece of text rendered once as a 1-bit mask, placed relative to its anchor point."""

    __slots__ = ("image", "dx", "dy", "width")

    def __init__(self, text: str, size: int, anchor: str, stroke: int = 0) -> None:
        font = _font(size)
        left, top, right, bottom = font.getbbox(text, anchor=anchor, stroke_width=stroke)
        w, h = max(1, math.ceil(right - left)), max(1, math.ceil(bottom - top))
        self.image = Image.new("1", (w, h), 0)
        if text:
            ImageDraw.Draw(self.image).text((-left, -top), text, fill=1, font=font, anchor=anchor,
                                            stroke_width=stroke, stroke_fill=1)
        self.dx, self.dy = int(math.floor(left)), int(math.floor(top))
        self.width = font.getlength(text) if text else 0.0


@lru_cache(maxsize=4096)
def _mask(text: str, size: int, anchor: str = "mm", stroke: int = 0) -> _Mask:
    return _Mask(text, size, anchor, stroke)


def _initials(name: str) -> str:
    words = [w for w in name.replace(",", " ").replace("-", " ").split() if w[:1].isupper() or w[:1].isdigit()]
    if not words:
        words = name.split()
    return "".join(w[0] for w in words[:3]).upper() or "?"


# -- terrain stamps ------------------------------------------------------------------------------------

class _Stamp:
    """A terrain pattern drawn once: palette-index image plus a 1-bit mask of the marks, hex-sized."""

    def __init__(self, w: int, h: int) -> None:
        self.image = Image.new("P", (w, h), 0)
        self.mask = Image.new("1", (w, h), 0)
        self._di = ImageDraw.Draw(self.image)
        self._dm = ImageDraw.Draw(self.mask)
        self.cx, self.cy = w / 2.0, h / 2.0

    def __getattr__(self, name: str):
        """draw.ellipse(...) etc. on both: the image with the given colours, the mask with 1."""
        fi, fm = getattr(self._di, name), getattr(self._dm, name)

        def both(*pos, fill=None, outline=None, **kw):
            args = {}
            if fill is not None:
                args["fill"] = fill
            if outline is not None:
                args["outline"] = outline
            fi(*pos, **args, **kw)
            fm(*pos, **{k: 1 for k in args}, **kw)

        return both


def _scatter(rng: random.Random, n: int, radius: float, top: float, bottom: float, min_gap: float,
             half_width: float) -> list[tuple[float, float]]:
    """Up to n points in a band of the hex (relative to its centre), at least min_gap apart."""
    pts: list[tuple[float, float]] = []
    for _ in range(n * 30):
        if len(pts) >= n:
            break
        x, y = rng.uniform(-half_width, half_width), rng.uniform(top, bottom)
        if x * x + y * y > radius * radius:
            continue
        if all((x - px) ** 2 + (y - py) ** 2 >= min_gap * min_gap for px, py in pts):
            pts.append((x, y))
    return pts


def _make_stamps(kind: str, r: float, size: tuple[int, int], pal: _Palette, variants: int = 3) -> list[_Stamp]:
    """Pattern stamps for a terrain (empty for clear). Marks stay out of the label band at the top."""
    out: list[_Stamp] = []
    top, bottom, hw = -0.42 * r, 0.66 * r, 0.66 * r
    lw = max(1, round(r / 16))
    for v in range(variants):
        rng = random.Random(f"{kind}-{v}")
        st = _Stamp(*size)
        cx, cy = st.cx, st.cy
        if kind == "wood":
            tr = max(2.0, 0.15 * r)
            fill, dark = pal((66, 128, 58)), pal((34, 84, 34))
            for x, y in _scatter(rng, 7, 0.66 * r, top + tr, bottom - tr, 2.05 * tr, hw - tr):
                st.ellipse((cx + x - tr, cy + y - tr, cx + x + tr, cy + y + tr), fill=fill, outline=dark)
                if tr >= 4:
                    st.line((cx + x, cy + y + tr, cx + x, cy + y + tr * 1.45), fill=dark, width=lw)
        elif kind == "bushes":
            br = max(1.0, 0.055 * r)
            ink = pal((96, 132, 52))
            for x, y in _scatter(rng, 6, 0.64 * r, top + br, bottom - br, 0.3 * r, hw):
                for ox, oy in ((0.0, 0.0), (1.9, 0.3), (0.9, -1.4)):
                    px, py = cx + x + ox * br, cy + y + oy * br
                    st.ellipse((px - br, py - br, px + br, py + br), fill=ink)
        elif kind == "marsh":
            ink = pal((58, 116, 128))
            dash = 0.26 * r
            rows = (-0.3, 0.02, 0.34, 0.6)
            for i, fy in enumerate(rows):
                xs = (-0.42, 0.08) if i % 2 == 0 else (-0.2, 0.3)
                for fx in xs:
                    x0, y0 = cx + (fx + rng.uniform(-0.05, 0.05)) * r, cy + fy * r
                    if math.hypot(x0 - cx + dash / 2, y0 - cy) > 0.72 * r:
                        continue
                    st.line((x0, y0, x0 + dash, y0), fill=ink, width=lw)
                    if r >= 16:
                        for k in (0.3, 0.5, 0.7):
                            tx = x0 + dash * k
                            st.line((tx, y0 - 1, tx + (k - 0.5) * 0.1 * r, y0 - 0.13 * r), fill=ink, width=1)
        elif kind == "village":
            roof, edge = pal((184, 74, 54)), pal((88, 42, 32))
            side = max(2.0, 0.19 * r)
            for x, y in _scatter(rng, 4, 0.58 * r, top + side, bottom - side, 1.6 * side, hw - side):
                st.rectangle((cx + x - side / 2, cy + y - side / 2, cx + x + side / 2, cy + y + side / 2),
                             fill=roof, outline=edge)
        elif kind == "farm":
            body, edge, furrow = pal((172, 102, 62)), pal((92, 56, 34)), pal((196, 174, 112))
            for fy in (0.36, 0.48, 0.6):
                st.line((cx - 0.45 * r, cy + fy * r, cx + 0.45 * r, cy + fy * r), fill=furrow, width=lw)
            bw, bh = 0.52 * r, 0.3 * r
            bx, by = cx - 0.12 * r + rng.uniform(-0.05, 0.05) * r, cy - 0.06 * r
            st.rectangle((bx - bw / 2, by - bh / 2, bx + bw / 2, by + bh / 2), fill=body, outline=edge)
            if r >= 12:
                st.line((bx - bw / 2, by, bx + bw / 2, by), fill=edge, width=1)  # the roof ridge
            a = 0.2 * r
            ax, ay = bx + bw / 2 + 0.06 * r, by - bh / 2
            st.rectangle((ax, ay, ax + a, ay + a), fill=body, outline=edge)
        elif kind in ("pond", "lake", "sea"):
            ink = pal((96, 156, 214)) if kind == "pond" else pal((212, 232, 250))
            wr = max(1.5, 0.1 * r)
            n = 2 if kind == "pond" else 3
            for x, y in _scatter(rng, n, 0.55 * r, top + wr, bottom - wr, 0.42 * r, hw - 2 * wr):
                px, py = cx + x, cy + y
                st.arc((px - 2 * wr, py - wr, px, py + wr), 200, 340, fill=ink, width=lw)
                st.arc((px, py - wr, px + 2 * wr, py + wr), 200, 340, fill=ink, width=lw)
        elif kind == "?":  # unknown scenario terrain: diagonal hatching over its (or its chart row's) look
            ink = pal((126, 92, 140))
            step = max(3.0, 0.22 * r)
            for k in range(-4, 5):
                x0 = cx + k * step
                st.line((x0 - 0.4 * r, cy + 0.4 * r, x0 + 0.4 * r, cy - 0.4 * r), fill=ink, width=lw)
            # keep the hatching inside the hex's inner circle
            clip = Image.new("1", st.mask.size, 0)
            ImageDraw.Draw(clip).ellipse((cx - 0.6 * r, cy - 0.5 * r, cx + 0.6 * r, cy + 0.7 * r), fill=1)
            st.mask = ImageChops.logical_and(st.mask, clip)
        else:
            return []
        out.append(st)
    return out


# -- the renderer --------------------------------------------------------------------------------------

class _Renderer:
    def __init__(self, scenario: Scenario, scale: float, units: bool, labels: bool) -> None:
        self.s = scenario
        self.grid: Grid = scenario.map.grid
        self.units = units
        self.labels = labels
        self.r = scale / 2.0
        self.pal = _Palette()
        self.pal(PAPER)  # index 0: the background
        g = self.grid
        self.flat = g.orientation == "flat"
        r = self.r
        if self.flat:
            self.half_w, self.half_h = r, r * math.sqrt(3) / 2
        else:
            self.half_w, self.half_h = r * math.sqrt(3) / 2, r
        start = 0.0 if self.flat else -30.0
        self.corner_off = [(r * math.cos(math.radians(start + 60 * i)), r * math.sin(math.radians(start + 60 * i)))
                           for i in range(6)]
        self.hexes = list(g.hexes()) if g.columns > 0 and g.rows > 0 else []
        self.on_map = set(self.hexes)
        if self.hexes:
            layout = g.layout(scale)
            self.ox, self.oy = layout.center(Hex(0, 0))
        else:
            self.ox = self.oy = 0.0
        # The two corners of the hexside toward each direction: those farthest along that direction.
        self.side_corners: list[tuple[int, int]] = []
        for d in g.directions:
            vx, vy = self._raw(d)
            order = sorted(range(6), key=lambda i: -(self.corner_off[i][0] * vx + self.corner_off[i][1] * vy))
            self.side_corners.append((order[0], order[1]))

    # geometry
    def _raw(self, h: Hex) -> tuple[float, float]:
        r = self.r
        if self.flat:
            return r * 1.5 * h.q, r * math.sqrt(3) * (h.r + h.q / 2)
        return r * math.sqrt(3) * (h.q + h.r / 2), r * 1.5 * h.r

    def center(self, h: Hex) -> tuple[float, float]:
        x, y = self._raw(h)
        return x + self.ox, y + self.oy

    def segment(self, a: Hex, b: Hex) -> tuple[tuple[float, float], tuple[float, float]] | None:
        d = self.grid.direction_to(a, b)
        if d is None:
            return None
        cx, cy = self.center(a)
        i, j = self.side_corners[d]
        (ax, ay), (bx, by) = self.corner_off[i], self.corner_off[j]
        return (cx + ax, cy + ay), (cx + bx, cy + by)

    def size(self) -> tuple[int, int]:
        if not self.hexes:
            return 1, 1
        edge = self.hexes  # the whole map: exact for 1-column and 1-row maps too
        xs = [self.center(h)[0] for h in edge]
        ys = [self.center(h)[1] for h in edge]
        return max(1, math.ceil(max(xs) + self.half_w - 1e-6)), max(1, math.ceil(max(ys) + self.half_h - 1e-6))

    # drawing
    def render(self) -> Image.Image:
        w, h = self.size()
        if w * h > MAX_PIXELS:
            raise ValueError(f"the image would be {w} x {h} pixels, more than {MAX_PIXELS:,}; use a smaller scale")
        self.im = Image.new("P", (w, h), 0)
        self.draw = ImageDraw.Draw(self.im)
        if self.hexes:
            self._terrain()
            self._contours()
            self._routes()
            self._hexsides()
            if self.labels:
                self._hex_labels()
            self._places()
            if self.units:
                self._counters()
        self.im.putpalette(self.pal.flat())
        return self.im

    def _fill_for(self, kind: str, level: int) -> int:
        key = (kind, level)
        i = self._fill_cache.get(key)
        if i is None:
            base = TERRAIN_FILL.get(kind)
            if base is None:
                seen_as = self.s.special_rules.terrain_as.get(kind)
                base = _blend(TERRAIN_FILL.get(seen_as, UNKNOWN_FILL), UNKNOWN_FILL, 0.35)
            if level > 0:
                c = _blend(base, LEVEL_TINT, min(0.18 * level, 0.72))
            elif level < 0:
                c = _blend(base, LOW_TINT, min(0.14 * -level, 0.56))
            else:
                c = base
            i = self._fill_cache[key] = self.pal(c)
        return i

    def _stamps_for(self, kind: str) -> list[tuple[Image.Image, Image.Image]]:
        got = self._stamp_cache.get(kind)
        if got is None:
            size = (math.ceil(2 * self.half_w) + 2, math.ceil(2 * self.half_h) + 2)
            if kind in TERRAIN_FILL:
                stamps = _make_stamps(kind, self.r, size, self.pal)
            else:  # scenario terrain: the chart row it is read as (if any), plus hatching
                seen_as = self.s.special_rules.terrain_as.get(kind, "")
                under = _make_stamps(seen_as, self.r, size, self.pal) if seen_as in TERRAIN_FILL else []
                hatch = _make_stamps("?", self.r, size, self.pal)
                stamps = hatch if not under else under
                if under:
                    for st, ht in zip(under, hatch, strict=False):
                        st.image.paste(ht.image, (0, 0), ht.mask)
                        st.mask.paste(1, (0, 0), ht.mask)
            got = self._stamp_cache[kind] = [(st.image, st.mask) for st in stamps]
        return got

    def _terrain(self) -> None:
        self._fill_cache: dict[tuple[str, int], int] = {}
        self._stamp_cache: dict[str, list[tuple[Image.Image, Image.Image]]] = {}
        terrain, levels = self.s.map.terrain, self.s.map.levels
        poly = self.draw.polygon
        paste = self.im.paste
        grid_ink = self.pal(GRID_LINE)
        co = self.corner_off
        sw = math.ceil(2 * self.half_w) + 2
        sh = math.ceil(2 * self.half_h) + 2
        center = self.center
        stamp_for = self._stamps_for
        fill_for = self._fill_for
        # Hexes are filled and outlined in one call; a hex's outline is drawn again by its later neighbours'
        # fills only where they overlap by rounding, and their own outline redraws the shared side.
        for h in self.hexes:
            cx, cy = center(h)
            kind = terrain.get(h, "clear")
            level = levels.get(h, 0)
            poly([(cx + dx, cy + dy) for dx, dy in co], fill=fill_for(kind, level), outline=grid_ink)
            if kind != "clear":
                stamps = stamp_for(kind)
                if stamps:
                    img, mask = stamps[(h.q * 7 + h.r * 13) % len(stamps)]
                    paste(img, (round(cx - sw / 2), round(cy - sh / 2)), mask)

    def _contours(self) -> None:
        levels = self.s.map.levels
        if not levels:
            return
        ink = self.pal(CONTOUR)
        width = max(2, round(self.r / 10))
        line = self.draw.line
        dirs = self.grid.directions[:3]
        on_map = self.on_map
        for h in self.hexes:
            lv = levels.get(h, 0)
            for d in dirs:
                n = h + d
                if n in on_map and levels.get(n, 0) != lv:
                    seg = self.segment(h, n)
                    if seg is not None:
                        line(seg, fill=ink, width=width)

    def _routes(self) -> None:
        r = self.r
        routes = self.s.map.routes
        road_w = max(2, round(r * 0.2))
        track_w = max(1, round(r * 0.11))
        for chain in routes.get("road", []):
            pts = [self.center(h) for h in chain]
            if len(pts) >= 2:
                self.draw.line(pts, fill=self.pal(ROAD), width=road_w, joint="curve")
                # rounded ends, so that two chains meeting in a hex join cleanly
                for x, y in (pts[0], pts[-1]):
                    self.draw.ellipse((x - road_w / 2, y - road_w / 2, x + road_w / 2, y + road_w / 2),
                                      fill=self.pal(ROAD))
        dash, gap = max(3.0, r * 0.3), max(2.0, r * 0.2)
        ink = self.pal(TRACK)
        for chain in routes.get("track", []):
            pts = [self.center(h) for h in chain]
            self._dashed(pts, ink, track_w, dash, gap)

    def _dashed(self, pts: list[tuple[float, float]], ink: int, width: int, dash: float, gap: float) -> None:
        """A dashed polyline whose pattern runs on across the vertices."""
        on, left = True, dash
        for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
            seg = math.hypot(x1 - x0, y1 - y0)
            if seg == 0:
                continue
            ux, uy = (x1 - x0) / seg, (y1 - y0) / seg
            pos = 0.0
            while pos < seg:
                step = min(left, seg - pos)
                if on:
                    self.draw.line((x0 + ux * pos, y0 + uy * pos, x0 + ux * (pos + step), y0 + uy * (pos + step)),
                                   fill=ink, width=width)
                pos += step
                left -= step
                if left <= 1e-9:
                    on = not on
                    left = dash if on else gap

    def _hexsides(self) -> None:
        r = self.r
        sides = self.s.map.hexsides
        draw = self.draw
        pal = self.pal

        def geometry(side: Hexside):
            seg = self.segment(side.a, side.b)
            if seg is None:
                return None
            (x0, y0), (x1, y1) = seg
            ca, cb = self.center(side.a), self.center(side.b)
            nx, ny = cb[0] - ca[0], cb[1] - ca[1]  # normal, from a (the inside) toward b
            n = math.hypot(nx, ny) or 1.0
            return x0, y0, x1, y1, nx / n, ny / n

        def each(feature: str) -> Iterable[tuple[float, float, float, float, float, float]]:
            for side in sides.get(feature, []):
                g = geometry(side)
                if g is not None:
                    yield g

        stream_w = max(2, round(r * 0.1))
        for x0, y0, x1, y1, _, _ in each("stream"):
            draw.line((x0, y0, x1, y1), fill=pal(STREAM), width=stream_w)
        river_w = max(3, round(r * 0.26))
        rr = river_w / 2
        for x0, y0, x1, y1, _, _ in each("river"):
            draw.line((x0, y0, x1, y1), fill=pal(RIVER), width=river_w)
            for x, y in ((x0, y0), (x1, y1)):  # round joints where the river turns at a corner
                draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=pal(RIVER))
        wall_w = max(2, round(r * 0.14))
        tick = max(2.0, r * 0.09)
        for x0, y0, x1, y1, nx, ny in each("wall"):
            draw.line((x0, y0, x1, y1), fill=pal(WALL), width=wall_w)
            # crenels on the outside (toward b): small squares standing off the wall
            for k in (0.14, 0.38, 0.62, 0.86):
                mx, my = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
                bx, by = mx + nx * wall_w * 0.5, my + ny * wall_w * 0.5
                tx, ty = (x1 - x0), (y1 - y0)
                tl = math.hypot(tx, ty) or 1.0
                tx, ty = tx / tl * tick / 2, ty / tl * tick / 2
                draw.polygon([(bx - tx, by - ty), (bx + tx, by + ty),
                              (bx + tx + nx * tick, by + ty + ny * tick), (bx - tx + nx * tick, by - ty + ny * tick)],
                             fill=pal(WALL_DARK))
        amp = max(2.0, r * 0.08)
        for x0, y0, x1, y1, nx, ny in each("fortification"):
            teeth = 7
            pts = []
            for k in range(teeth * 2 + 1):
                t = k / (teeth * 2)
                off = amp * (1 if k % 2 else -0.3)
                pts.append((x0 + (x1 - x0) * t + nx * off, y0 + (y1 - y0) * t + ny * off))
            draw.line(pts, fill=pal(PALISADE), width=max(2, round(r * 0.07)), joint="curve")
        for x0, y0, x1, y1, nx, ny in each("gate"):
            # wall on the outer thirds, a door with an arch on the outside in the middle third
            for a, b in ((0.0, 0.3), (0.7, 1.0)):
                draw.line((x0 + (x1 - x0) * a, y0 + (y1 - y0) * a, x0 + (x1 - x0) * b, y0 + (y1 - y0) * b),
                          fill=pal(WALL), width=wall_w)
            px0, py0 = x0 + (x1 - x0) * 0.3, y0 + (y1 - y0) * 0.3
            px1, py1 = x0 + (x1 - x0) * 0.7, y0 + (y1 - y0) * 0.7
            depth = wall_w * 0.8
            door = [(px0 - nx * depth, py0 - ny * depth), (px1 - nx * depth, py1 - ny * depth),
                    (px1 + nx * depth, py1 + ny * depth), (px0 + nx * depth, py0 + ny * depth)]
            draw.polygon(door, fill=pal(GATE), outline=pal(WALL_DARK))
            mx, my = (px0 + px1) / 2 + nx * depth, (py0 + py1) / 2 + ny * depth
            ar = math.hypot(px1 - px0, py1 - py0) / 2
            ang = math.degrees(math.atan2(ny, nx))
            draw.arc((mx - ar, my - ar, mx + ar, my + ar), ang - 90, ang + 90, fill=pal(WALL_DARK),
                     width=max(1, round(r / 24)))
        ford_w = max(1, round(r * 0.08))
        for x0, y0, x1, y1, nx, ny in each("ford"):
            # two light dashed lines across the river
            span = river_w * 1.1 + 2
            for k in (0.38, 0.62):
                mx, my = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
                pts = [(mx - nx * span, my - ny * span), (mx + nx * span, my + ny * span)]
                self._dashed(pts, pal(FORD), ford_w, max(2.0, r * 0.1), max(1.5, r * 0.07))
        for x0, y0, x1, y1, nx, ny in each("bridge"):
            # a plank across the river: long along the normal, its rails dark
            mx, my = (x0 + x1) / 2, (y0 + y1) / 2
            tx, ty = (x1 - x0), (y1 - y0)
            tl = math.hypot(tx, ty) or 1.0
            tx, ty = tx / tl, ty / tl
            half_len = river_w * 0.5 + max(3.0, r * 0.2)
            half_w = max(2.0, r * 0.15)
            corners = [(mx - nx * half_len - tx * half_w, my - ny * half_len - ty * half_w),
                       (mx + nx * half_len - tx * half_w, my + ny * half_len - ty * half_w),
                       (mx + nx * half_len + tx * half_w, my + ny * half_len + ty * half_w),
                       (mx - nx * half_len + tx * half_w, my - ny * half_len + ty * half_w)]
            draw.polygon(corners, fill=pal(BRIDGE))
            rail = max(1, round(r / 24))
            draw.line(corners[0:2], fill=pal(BRIDGE_EDGE), width=rail)
            draw.line(corners[2:4], fill=pal(BRIDGE_EDGE), width=rail)

    def _paste_text(self, m: _Mask, x: float, y: float, ink: int) -> None:
        self.im.paste(ink, (round(x) + m.dx, round(y) + m.dy), m.image)

    def _hex_labels(self) -> None:
        g = self.grid
        size = max(6, round(self.r * 0.3))
        if size < 7 and self.r < 12:
            return  # too small to read: leave the grid clean
        ink = self.pal(LABEL)
        digits = g.digits
        top = self.half_h * 0.97 if self.flat else self.r * 0.66
        paste = self.im.paste
        for h in self.hexes:
            text = g.label(h)
            cx, cy = self.center(h)
            col_m = _mask(text[:digits], size, "lt")
            row_m = _mask(text[digits:], size, "lt")
            x = round(cx - (col_m.width + row_m.width) / 2)
            y = round(cy - top + 1)
            paste(ink, (x + col_m.dx, y + col_m.dy), col_m.image)
            xr = round(x + col_m.width)
            paste(ink, (xr + row_m.dx, y + row_m.dy), row_m.image)

    def _places(self) -> None:
        size = max(8, round(self.r * 0.36))
        halo, ink = self.pal(HALO), self.pal(PLACE_TEXT)
        for p in self.s.map.places:
            if p.hex not in self.on_map or not p.name:
                continue
            cx, cy = self.center(p.hex)
            y = cy + self.half_h * 0.56
            outer = _mask(p.name, size, "mm", stroke=2)
            inner = _mask(p.name, size, "mm")
            self._paste_text(outer, cx, y, halo)
            self._paste_text(outer, cx + 1, y, halo)
            self._paste_text(inner, cx, y, ink)
            self._paste_text(inner, cx + 1, y, ink)  # twice, a pixel apart: bold enough to read at a glance

    # -- counters ----------------------------------------------------------------------------------
    def _side_inks(self, side: Side | None) -> dict[str, int]:
        key = side.id if side is not None else None
        got = self._inks.get(key)
        if got is None:
            base = _parse_colour(side.colour) if side is not None else UNKNOWN_SIDE
            light = _blend(base, (255, 255, 255), 0.5)
            got = {
                "fill": self.pal(base),
                "edge": self.pal(_blend(base, (0, 0, 0), 0.55)),
                "text": self.pal((255, 255, 255) if _luma(base) < 150 else (0, 0, 0)),
                "light": self.pal(light),
                "light_text": self.pal((0, 0, 0) if _luma(light) >= 110 else (255, 255, 255)),
            }
            self._inks[key] = got
        return got

    def _counters(self) -> None:
        self._inks: dict[str | None, dict[str, int]] = {}
        s = self.s
        units: dict[str, tuple[Side, Unit]] = {u.id: (sd, u) for sd, u in s.units()}
        leaders = {ld.id: (sd, ld) for sd, ld in s.leaders()}
        by_hex: dict[Hex, list[Placement]] = defaultdict(list)
        for p in s.setup:
            if p.hex in self.on_map:
                by_hex[p.hex].append(p)
        for h, stack in by_hex.items():
            cx, cy = self.center(h)
            unit_ps = [p for p in stack if p.leader is None]
            leader_ps = [p for p in stack if p.leader is not None]
            n = len(unit_ps)
            off = max(2.0, self.r * 0.14)
            for k, p in enumerate(unit_ps):
                shift = (k - (n - 1) / 2) * off
                sd, u = units.get(p.unit or "", (None, None))
                self._unit(h, cx + shift, cy + shift, p, sd, u)
            size = self.r * 1.0
            for k, p in enumerate(leader_ps):
                sd, ld = leaders.get(p.leader or "", (None, None))
                if n:
                    lx = cx + size * 0.5 - k * self.r * 0.5 + (n - 1) / 2 * off
                    ly = cy - size * 0.5 - (n - 1) / 2 * off
                else:
                    lx, ly = cx - k * self.r * 0.3, cy - k * self.r * 0.3
                self._leader(lx, ly, p, sd, ld)

    def _unit(self, h: Hex, x: float, y: float, p: Placement, side: Side | None, unit: Unit | None) -> None:
        draw = self.draw
        r = self.r
        inks = self._side_inks(side)
        half = r * 0.5
        if p.facing is not None:
            self._facing_mark(h, p.facing, inks)
        fatigued = bool(p.fatigued)
        fill = inks["light"] if fatigued else inks["fill"]
        text_ink = inks["light_text"] if fatigued else inks["text"]
        draw.rectangle((x - half, y - half, x + half, y + half), fill=fill, outline=inks["edge"],
                       width=max(1, round(r / 20)))
        if unit is None:
            self._paste_text(_mask("?", max(7, round(r * 0.5)), "mm"), x, y, text_ink)
            return
        values = unit.back if fatigued else unit.front
        if p.mounted is False and unit.dismounted is not None:
            values = unit.dismounted.back if fatigued else unit.dismounted.front
        type_size = max(6, round(r * 0.36))
        val_size = max(6, round(r * 0.3))
        if r >= 8:
            self._paste_text(_mask(unit.type, type_size, "mm"), x, y - r * 0.22, text_ink)
            self._paste_text(_mask(f"{values.sp}-{values.quality}-{values.mp}", val_size, "mm"), x, y + r * 0.26,
                             text_ink)
        if unit.fire and r >= 10:  # the fire symbol: a small flame-coloured dot in the top-right corner
            fr = max(1.5, r * 0.07)
            fx, fy = x + half - fr - 2, y - half + fr + 2
            draw.ellipse((fx - fr, fy - fr, fx + fr, fy + fr), fill=self.pal((240, 150, 30)), outline=inks["edge"])
        if p.disorder in ("discouraged", "routed"):
            ms = r * 0.42
            mx, my = x + half - ms * 0.35, y + half - ms * 0.35
            colour = DISCOURAGED if p.disorder == "discouraged" else ROUTED
            draw.rectangle((mx - ms / 2, my - ms / 2, mx + ms / 2, my + ms / 2), fill=self.pal(colour),
                           outline=self.pal((30, 30, 30)))
            letter = "D" if p.disorder == "discouraged" else "R"
            letter_ink = self.pal((0, 0, 0) if p.disorder == "discouraged" else (255, 255, 255))
            if r >= 10:
                self._paste_text(_mask(letter, max(6, round(ms * 0.8)), "mm"), mx, my, letter_ink)

    def _facing_mark(self, h: Hex, facing: int, inks: dict[str, int]) -> None:
        """A triangle against the faced hexside, pointing out of the hex."""
        d = facing % 6
        cx, cy = self.center(h)
        i, j = self.side_corners[d]
        (ax, ay), (bx, by) = self.corner_off[i], self.corner_off[j]
        mx, my = cx + (ax + bx) / 2, cy + (ay + by) / 2
        nx, ny = (ax + bx) / 2, (ay + by) / 2
        nl = math.hypot(nx, ny) or 1.0
        nx, ny = nx / nl, ny / nl
        tx, ty = -ny, nx
        inset, depth, half_base = max(1.0, self.r * 0.05), self.r * 0.26, self.r * 0.3
        apex = (mx - nx * inset, my - ny * inset)
        bx0, by0 = mx - nx * (inset + depth), my - ny * (inset + depth)
        self.draw.polygon([apex, (bx0 + tx * half_base, by0 + ty * half_base),
                           (bx0 - tx * half_base, by0 - ty * half_base)], fill=inks["fill"], outline=inks["edge"])

    def _leader(self, x: float, y: float, p: Placement, side: Side | None, leader) -> None:
        draw = self.draw
        r = self.r
        inks = self._side_inks(side)
        lr = r * 0.34
        # the flag: a pennant on a staff above the disc
        staff_top = y - lr - r * 0.28
        draw.line((x, y - lr, x, staff_top), fill=inks["edge"], width=max(1, round(r / 24)))
        draw.polygon([(x, staff_top), (x + r * 0.3, staff_top + r * 0.08), (x, staff_top + r * 0.16)],
                     fill=inks["fill"], outline=inks["edge"])
        draw.ellipse((x - lr, y - lr, x + lr, y + lr), fill=inks["light"], outline=inks["edge"],
                     width=max(1, round(r / 16)))
        if leader is None:
            text, bonus = "?", ""
        else:
            text = _initials(leader.name or leader.id)[:2]
            values = leader.wounded if (p.wounded and leader.wounded is not None) else leader.front
            bonus = str(values.bonus)
        if r >= 10:
            size = max(6, round(r * 0.26))
            self._paste_text(_mask(text, size, "mm"), x, y - lr * 0.36, inks["light_text"])
            if bonus:
                self._paste_text(_mask(bonus, size, "mm"), x, y + lr * 0.42, inks["light_text"])
