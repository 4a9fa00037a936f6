"""The map renderer's drawing code run onto a PDF page as vector graphics.

Why not a second renderer: the printed map and counters must look like the screen and `banneret render`, and
follow them when the renderer changes (its colours, its patterns, how a counter is drawn). So the renderer
(`rules/map/render.py: _Renderer`) draws through `self.draw`, ImageDraw's API; here `PdfDraw` implements that
API on a reportlab canvas, and `VectorRenderer` swaps in the few things that are raster by nature:

  * terrain stamps: the pattern functions draw on a `VectorStamp` that records the marks; each stamp becomes a
    PDF Form XObject drawn once and placed on every hex of its terrain (small files, fast viewers);
  * text: the renderer's text masks keep their text, size and anchor, and the text is set in a TrueType font
    embedded in the PDF (the renderer's own system font when there is one, else reportlab's Bitstream Vera);
  * counter images: the scan is embedded at up to `IMAGE_DPI` instead of being mapped onto the palette.

Coordinates are the renderer's, y down, in PostScript points (the renderer's "pixel" is 1 pt): callers set the
scale so that a hex is its printed size (`hex_scale_pt`).

Library: reportlab (BSD, pure Python with C accelerators, on PyPI for every platform): vector paths, form
XObjects, TrueType subsetting and embedding, images, no system library. pycairo needs the cairo C library
installed, and Qt's QPdfWriter would bring Qt into rules/ and a display-less CLI.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from rules.map import counters as C
from rules.map import render
from rules.map.render import _Mask, _Renderer, _system_font
from rules.scenario.model import Scenario, Side

MM = 72.0 / 25.4  # points per millimetre
FONT = "BanneretSans"
IMAGE_DPI = 600  # a counter image is embedded at up to this resolution at its printed size

RGB = tuple[int, int, int]


def hex_scale_pt(hex_mm: float) -> float:
    """The renderer's scale (hex width corner to corner) in points for a hex `hex_mm` across the flats."""
    return hex_mm * MM * 2.0 / math.sqrt(3.0)


@lru_cache(maxsize=1)
def font_file() -> str:
    """The TrueType font embedded in every PDF: the renderer's system font when it has one, else Vera."""
    system = _system_font(12)
    path = getattr(system, "path", None) if system is not None else None
    if isinstance(path, str) and path.lower().endswith(".ttf") and Path(path).is_file():
        return path
    import reportlab

    return str(Path(reportlab.__file__).parent / "fonts" / "Vera.ttf")


# Letters whose decomposition has no base letter: the nearest a font without them can show.
_NEAREST = {"ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ß": "ss", "→": "->", "←": "<-"}


@lru_cache(maxsize=1)
def _covered() -> frozenset[int]:
    """The characters the embedded font draws."""
    register_font()
    return frozenset(pdfmetrics.getFont(FONT).face.charToGlyph)


def printable(text: str) -> str:
    """`text` as the embedded font can draw it: a letter it lacks (Vera, the fallback when the machine has no
    font of its own, stops at Latin-1: no Hungarian ő ű, no Polish ą ę ł ń ś ź ż) becomes its base letter
    (ő → o, ł → l) rather than an empty box; any other missing character becomes '?'."""
    covered = _covered()
    if all(ord(ch) in covered for ch in text):
        return text
    out = []
    for ch in text:
        if ord(ch) in covered:
            out.append(ch)
            continue
        near = _NEAREST.get(ch)
        if near is None:
            base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
            near = base if base and all(ord(c) in covered for c in base) else "?"
        out.append(near)
    return "".join(out)


def register_font() -> str:
    """Register the embedded font with reportlab (once) and return its name."""
    if FONT not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(FONT, font_file()))
    return FONT


def new_canvas(target: Any, pagesize: tuple[float, float], title: str = "") -> Canvas:
    """A canvas whose only font is the embedded one (reportlab would otherwise name Helvetica, unembedded);
    `invariant` output: the same scenario gives the same bytes."""
    font = register_font()
    c = Canvas(target, pagesize=pagesize, pageCompression=1, invariant=1, initialFontName=font,
               initialFontSize=10)
    c.setTitle(title)
    c.setCreator("Banneret")
    return c


def _points(xy: Any) -> list[tuple[float, float]]:
    """ImageDraw's coordinate forms: [(x, y), ...], [x, y, x, y, ...], or a flat tuple."""
    seq = list(xy)
    if not seq:
        return []
    if isinstance(seq[0], int | float):
        return [(float(seq[i]), float(seq[i + 1])) for i in range(0, len(seq) - 1, 2)]
    return [(float(p[0]), float(p[1])) for p in seq]


def _box(xy: Any) -> tuple[float, float, float, float]:
    pts = _points(xy)
    (x0, y0), (x1, y1) = pts[0], pts[1]
    return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)


class PdfDraw:
    """ImageDraw's drawing calls onto a reportlab canvas in y-down coordinates; `fill`/`outline` are the
    renderer's palette indices (or RGB tuples). Colours and widths are set only when they change."""

    def __init__(self, canvas: Canvas, palette: render._Palette) -> None:
        self.c = canvas
        self.pal = palette
        self._state: list[tuple] = []
        self._fill: RGB | None = None
        self._stroke: RGB | None = None
        self._width: float | None = None
        self._cap_join: tuple[int, int] | None = None

    # state -----------------------------------------------------------------------------------------
    def rgb(self, ink: Any) -> RGB:
        if isinstance(ink, tuple):
            return ink[0], ink[1], ink[2]
        colours = self.pal.colours
        return colours[ink] if 0 <= ink < len(colours) else (0, 0, 0)

    def save(self) -> None:
        self.c.saveState()
        self._state.append((self._fill, self._stroke, self._width, self._cap_join))

    def restore(self) -> None:
        self.c.restoreState()
        self._fill, self._stroke, self._width, self._cap_join = self._state.pop()

    def forget(self) -> None:
        """The graphics state is unknown (a new page or form): set everything again before use."""
        self._fill = self._stroke = self._width = self._cap_join = None

    def set_fill(self, ink: Any) -> None:
        rgb = self.rgb(ink)
        if rgb != self._fill:
            self.c.setFillColorRGB(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255)
            self._fill = rgb

    def set_stroke(self, ink: Any, width: float, cap: int = 0, join: int = 0) -> None:
        rgb = self.rgb(ink)
        if rgb != self._stroke:
            self.c.setStrokeColorRGB(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255)
            self._stroke = rgb
        width = max(float(width), 0.25)  # ImageDraw's width 0 is a 1-pixel line: a hairline here
        if width != self._width:
            self.c.setLineWidth(width)
            self._width = width
        if (cap, join) != self._cap_join:
            self.c.setLineCap(cap)
            self.c.setLineJoin(join)
            self._cap_join = (cap, join)

    def _paint(self, path: Any, fill: Any, outline: Any, width: float) -> None:
        if fill is not None:
            self.set_fill(fill)
        if outline is not None:
            self.set_stroke(outline, width, 0, 0)
        self.c.drawPath(path, fill=int(fill is not None), stroke=int(outline is not None))

    def _poly_path(self, pts: Sequence[tuple[float, float]], close: bool) -> Any:
        p = self.c.beginPath()
        p.moveTo(*pts[0])
        for x, y in pts[1:]:
            p.lineTo(x, y)
        if close:
            p.close()
        return p

    # ImageDraw's API ------------------------------------------------------------------------------
    def polygon(self, xy: Any, fill: Any = None, outline: Any = None, width: float = 1) -> None:
        pts = _points(xy)
        if len(pts) >= 2:
            self._paint(self._poly_path(pts, True), fill, outline, width)

    def line(self, xy: Any, fill: Any = None, width: float = 0, joint: str | None = None) -> None:
        pts = _points(xy)
        if len(pts) < 2 or fill is None:
            return
        self.set_stroke(fill, width, 0, 1 if joint == "curve" else 0)
        self.c.drawPath(self._poly_path(pts, False), fill=0, stroke=1)

    def rectangle(self, xy: Any, fill: Any = None, outline: Any = None, width: float = 1) -> None:
        x0, y0, x1, y1 = _box(xy)
        p = self.c.beginPath()
        p.rect(x0, y0, x1 - x0, y1 - y0)
        self._paint(p, fill, outline, width)

    def rounded_rectangle(self, xy: Any, radius: float = 0, fill: Any = None, outline: Any = None,
                          width: float = 1, **_: Any) -> None:
        x0, y0, x1, y1 = _box(xy)
        p = self.c.beginPath()
        p.roundRect(x0, y0, x1 - x0, y1 - y0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
        self._paint(p, fill, outline, width)

    def ellipse(self, xy: Any, fill: Any = None, outline: Any = None, width: float = 1) -> None:
        x0, y0, x1, y1 = _box(xy)
        p = self.c.beginPath()
        p.ellipse(x0, y0, x1 - x0, y1 - y0)
        self._paint(p, fill, outline, width)

    def arc(self, xy: Any, start: float, end: float, fill: Any = None, width: float = 1) -> None:
        # y is down here, so ImageDraw's clockwise degrees are the path's counter-clockwise ones
        x0, y0, x1, y1 = _box(xy)
        if fill is None:
            return
        self.set_stroke(fill, width, 0, 0)
        p = self.c.beginPath()
        p.arc(x0, y0, x1, y1, start, (end - start) % 360 or 360)
        self.c.drawPath(p, fill=0, stroke=1)

    def pieslice(self, xy: Any, start: float, end: float, fill: Any = None, outline: Any = None,
                 width: float = 1) -> None:
        x0, y0, x1, y1 = _box(xy)
        p = self.c.beginPath()
        p.moveTo((x0 + x1) / 2, (y0 + y1) / 2)
        p.arcTo(x0, y0, x1, y1, start, (end - start) % 360 or 360)
        p.close()
        self._paint(p, fill, outline, width)

    def chord(self, xy: Any, start: float, end: float, fill: Any = None, outline: Any = None,
              width: float = 1) -> None:
        x0, y0, x1, y1 = _box(xy)
        p = self.c.beginPath()
        p.arc(x0, y0, x1, y1, start, (end - start) % 360 or 360)
        p.close()
        self._paint(p, fill, outline, width)

    def regular_polygon(self, bounding_circle: Any, n_sides: int, rotation: float = 0, fill: Any = None,
                        outline: Any = None, width: float = 1) -> None:
        (x, y), r = (bounding_circle[0], bounding_circle[1]) if len(bounding_circle) == 2 else \
            ((bounding_circle[0], bounding_circle[1]), bounding_circle[2])
        # ImageDraw's convention: the first vertex at the bottom-right of a side at the bottom, turned by `rotation`
        start = math.radians(90 - 180 / n_sides - rotation)
        angles = [start - 2 * math.pi * k / n_sides for k in range(n_sides)]
        pts = [(x + r * math.cos(a), y + r * math.sin(a)) for a in angles]
        self.polygon(pts, fill=fill, outline=outline, width=width)

    def point(self, xy: Any, fill: Any = None) -> None:
        for x, y in _points(xy):
            self.rectangle((x - 0.5, y - 0.5, x + 0.5, y + 0.5), fill=fill)

    def bitmap(self, xy: Any, bitmap: Image.Image, fill: Any = None) -> None:
        """A 1-bit mask painted in one colour: an image with that alpha (the renderer draws no text this way)."""
        rgb = self.rgb(fill if fill is not None else 0)
        im = Image.new("RGBA", bitmap.size, (*rgb, 0))
        im.putalpha(bitmap.convert("L"))
        self.image(im, float(xy[0]), float(xy[1]), bitmap.width, bitmap.height)

    def image(self, im: Image.Image, left: float, top: float, width: float, height: float) -> None:
        """An image into the box, upright (the canvas is y-down, images are drawn y-up)."""
        self.save()
        self.c.translate(left, top + height)
        self.c.scale(1, -1)
        self.c.drawImage(ImageReader(im), 0, 0, width, height, mask="auto" if im.mode == "RGBA" else None)
        self.restore()

    def text(self, xy: Any, text: str, fill: Any = None, font: Any = None, anchor: str | None = None,
             stroke_width: float = 0, stroke_fill: Any = None, **_: Any) -> None:
        size = float(getattr(font, "size", 10))
        self.string(text, size, anchor or "la", float(xy[0]), float(xy[1]), fill if fill is not None else 0,
                    stroke_width, stroke_fill)

    # text -----------------------------------------------------------------------------------------
    @staticmethod
    def fit(text: str, size: float, width: float) -> str:
        """`text`, cut with an ellipsis to fit `width` points at `size`."""
        text = printable(text)
        if pdfmetrics.stringWidth(text, FONT, size) <= width:
            return text
        while text and pdfmetrics.stringWidth(text + "…", FONT, size) > width:
            text = text[:-1]
        return text + "…"

    def string(self, text: str, size: float, anchor: str, x: float, y: float, ink: Any, stroke: float = 0,
               stroke_ink: Any = None, invisible: bool = False) -> None:
        """`text` at (x, y) placed by a Pillow anchor (l/m/r then a/t/m/s/b/d), in the embedded font."""
        if not text or size <= 0:
            return
        text = printable(text)
        width = pdfmetrics.stringWidth(text, FONT, size)
        ascent, descent = pdfmetrics.getAscentDescent(FONT, size)
        h, v = (anchor + "la")[0], (anchor + "la")[1] if len(anchor) >= 2 else "a"
        dx = {"l": 0.0, "m": -width / 2, "r": -width}.get(h, 0.0)
        base = {"a": ascent, "t": ascent, "m": (ascent + descent) / 2, "s": 0.0, "b": descent,
                "d": descent}.get(v, ascent)  # from the anchor down to the baseline
        self.save()
        self.c.translate(x + dx, y + base)
        self.c.scale(1, -1)
        t = self.c.beginText(0, 0)
        t.setFont(FONT, size)
        if invisible:
            t.setTextRenderMode(3)
        elif stroke:
            rgb = self.rgb(stroke_ink if stroke_ink is not None else ink)
            self.c.setStrokeColorRGB(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255)
            self.c.setLineWidth(2 * stroke)
            self.c.setLineJoin(1)
            t.setTextRenderMode(2)
        rgb = self.rgb(ink)
        self.c.setFillColorRGB(rgb[0] / 255, rgb[1] / 255, rgb[2] / 255)
        t.textOut(text)
        self.c.drawText(t)
        self.restore()


class VectorStamp:
    """What a terrain pattern function draws (render._make_stamps), recorded to be played into a PDF form."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.cx, self.cy = w / 2.0, h / 2.0
        self.ops: list[tuple] = []

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)

        def record(*pos: Any, **kw: Any) -> None:
            self.ops.append(("draw", name, pos, kw))

        return record

    def clip_ellipse(self, box: tuple[float, float, float, float]) -> None:
        self.ops = [("clip", box, self.ops)]

    def overlay(self, other: VectorStamp) -> None:
        self.ops.append(("group", other.ops))

    def play(self, draw: PdfDraw, ops: Iterable[tuple] | None = None) -> None:
        for op in self.ops if ops is None else ops:
            if op[0] == "draw":
                getattr(draw, op[1])(*op[2], **op[3])
            elif op[0] == "group":
                self.play(draw, op[1])
            else:  # clip: the marks inside the ellipse only
                x0, y0, x1, y1 = op[1]
                draw.save()
                p = draw.c.beginPath()
                p.ellipse(x0, y0, x1 - x0, y1 - y0)
                draw.c.clipPath(p, stroke=0, fill=0)
                self.play(draw, op[2])
                draw.restore()


class VectorRenderer(_Renderer):
    """The renderer drawing onto a PdfDraw: same layers, same code, vector output.

    `scale` is in points (see `hex_scale_pt`). Call `draw_on(draw)` with the canvas set up y-down.
    """

    stamp_kind = VectorStamp

    def __init__(self, scenario: Scenario, scale: float, units: bool = True, labels: bool = True,
                 base_dir: Path | None = None, name: str = "m") -> None:
        super().__init__(scenario, scale, units, labels, base_dir)
        self._forms = 0
        self._name = name

    def draw_on(self, draw: PdfDraw) -> None:
        draw.pal = self.pal
        self.draw = draw
        self.draw_layers()

    # terrain: each stamp a form, placed on every hex of its terrain
    def stamp_handle(self, st: VectorStamp) -> tuple:  # type: ignore[override]
        draw: PdfDraw = self.draw  # type: ignore[assignment]
        self._forms += 1
        name = f"{self._name}stamp{self._forms}"
        draw.save()
        draw.c.beginForm(name, -st.w, -st.h, 2 * st.w, 2 * st.h)
        draw.forget()
        st.play(draw)
        draw.c.endForm()
        draw.restore()
        return name, st.w, st.h

    def paste_stamp(self, stamp: tuple, cx: float, cy: float, sw: int, sh: int) -> None:
        name, w, h = stamp
        c = self.draw.c  # type: ignore[attr-defined]
        c.saveState()
        c.translate(cx - w / 2, cy - h / 2)
        c.doForm(name)
        c.restoreState()

    # text: the same strings, sizes and anchors, as type
    def _paste_text(self, m: _Mask, x: float, y: float, ink: int) -> None:
        halo = m.stroke
        self.draw.string(m.text, m.size, m.anchor, x, y, ink, stroke=halo, stroke_ink=ink)  # type: ignore[attr-defined]

    # counter images: embedded at print resolution
    def _counter_images(self, by_hex: dict, units: dict, leaders: dict) -> None:
        for stack in by_hex.values():
            for p in stack:
                if p.leader is None:
                    sd, u = units.get(p.unit or "", (None, None))
                    tile = self.image_tile(sd, u.images if u else None, "back" if p.fatigued else "front", self.r)
                else:
                    sd, ld = leaders.get(p.leader or "", (None, None))
                    tile = self.image_tile(sd, ld.images if ld else None, "front", self.r * 0.7)
                if tile is not None:
                    self._tile_of[id(p)] = tile

    def image_tile(self, side: Side | None, images: Any, face: str, box: float) -> tuple | None:
        """A counter image (the renderer's reader and limits) to fit a `box`-point square, or None."""
        pixels = max(1, math.ceil(box / 72.0 * IMAGE_DPI))
        key = self._image_key(side, images, face, pixels)
        got = render._counter_image(*key) if key is not None else None
        if got is None:
            return None
        rgb, mask = got
        if mask is not None:
            rgb = rgb.copy()
            rgb.putalpha(mask.convert("L"))
        k = box / max(rgb.width, rgb.height)
        return rgb, rgb.width * k, rgb.height * k

    # drawn counters and markers: the same drawing as the map's (rules/map/counters.py), at print resolution
    def _prepare_looks(self, keys: Iterable) -> None:
        """Nothing to prepare: no palette here; each look is drawn at print resolution when pasted."""

    def _look_tile(self, look: C.CounterLook, size: int) -> tuple:  # type: ignore[override]
        im = C.draw_look(look, max(4, math.ceil(size / 72.0 * IMAGE_DPI)))
        return im, float(size), size * im.height / im.width

    def _disorder(self, x: float, y: float, p: Any) -> None:
        if p.disorder not in ("discouraged", "routed"):
            return
        mx, my, ms = C.marker_box(x, y, self.r)
        self._paste_tile((C.draw_marker(p.disorder, max(4, math.ceil(ms / 72.0 * IMAGE_DPI))), ms, ms), mx, my)

    def _paste_tile(self, tile: tuple, x: float, y: float) -> tuple[float, ...]:  # type: ignore[override]
        im, w, h = tile
        left, top = x - w / 2, y - h / 2
        self.draw.image(im, left, top, w, h)  # type: ignore[attr-defined]
        return left, top, left + w, top + h
