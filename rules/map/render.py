"""Headless map renderer: a scenario's map (and its setup counters) to a Pillow image, and to PNG.

    image = render_map(scenario, scale=64.0)      # hexes 64 px wide, corner to corner
    save_png(image, "map.png")

What is drawn, bottom to top: hex terrain (a fill and a pattern a designer knows from printed maps, the
fill tinted brown and darker per level), the hex grid, contour lines on the hexsides where the level changes
(above the grid, so that its 1-px line does not cut through them), roads and tracks, hexside features, hex
labels, then the setup counters as `counters.py` draws them (the series' layout: banner band, type figure,
SP-quality-MP, the back's values and white stripe when fatigued; leaders as discs beside their units), a
facing pointer clear of the hex label, discouraged (D, yellow) and routed (R, red) markers, and last the place
names with a halo, over the counters and below those of an occupied hex. A unit with a counter image (its
front, or its back when fatigued) and a leader with one are drawn with that image, scaled into the counter
square, under the facing pointer and the disorder marker; images are resolved relative to the scenario's
folder (`base_dir`), or to the counter library's for a side that has one, and one that is missing or
unreadable gives the drawn counter.

How it stays fast on big maps (100 x 100 hexes at 64 px is a 4816 x 5571 image, 27 M pixels):
  * the image is a palette ('P') image: one byte per pixel instead of four for RGB, and the PNG encoder has
    a third of the bytes to filter and deflate. ImageDraw does not antialias polygons or lines in any mode,
    so only text loses its antialiasing (it is drawn 1-bit, with a halo where it sits on busy ground);
  * each terrain pattern is drawn once into a small stamp, and the stamp is pasted onto every hex of that
    terrain (one C call per hex) instead of drawing its trees or waves one primitive at a time;
  * every piece of text is rendered once and pasted through a cached mask: hex labels are pasted as their
    column part and their row part, so 10,000 labels need 200 renderings of text, not 10,000; and the parts
    go in strips (a row's column parts, a column's row parts, the same for every row or column of a parity),
    so a 50 x 50 map's labels are 150 pastes, not 5,000;
  * counters are drawn by `counters.draw_look` once per look and size, and the drawings are kept between
    runs (`lookcache.py`): rendering a map again does not draw its counters again;
  * hex centres are computed with the Layout's formula inline, corner offsets once;
  * counter images are decoded and scaled once per file and size (an LRU cache shared by renders), and all
    those on a map share one adaptive palette of the colours the map leaves free (median cut over a 16 x 16
    sample of every image), each image then mapped onto it with Floyd-Steinberg dithering.

Nothing here imports Qt.
"""

from __future__ import annotations

import io
import math
import os
import random
import stat
import struct
import warnings
import zlib
from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path, PurePosixPath

from PIL import Image, ImageColor, ImageDraw, ImageFont

from rules.fileio.atomic import write_atomic
from rules.fileio.guarded import open_guarded
from rules.fileio.images import to_rgb
from rules.geometry.hexgrid import Grid, Hex
from rules.scenario.model import Images, Placement, Scenario, Side, Unit

from . import counters as C
from . import lookcache

# PNG compression (zlib level). Measured by bench/bench_render.py on the 100 x 100 benchmark map at 64 px
# (4816 x 5571 px, palette image; Linux, 2 CPUs, Pillow 13):
#     level 1: 0.09 s, 2.25 MB     level 3: 0.11 s, 1.76 MB     level 6: 0.28 s, 1.24 MB    (level 9: 1.6 s, 1.12 MB)
#     the same picture as RGB:  level 1: 0.54 s, 3.15 MB   level 3: 0.54 s, 2.61 MB   level 6: 0.81 s, 2.05 MB
# and again in the fourth round of issue 14 (zlib 1.2.13, CPU time, min of 9 interleaved encodings):
#     50 x 50 map:   level 1: 27.1 ms, 0.71 MB   level 2: 27.1 ms, 0.62 MB   level 3: 33.0 ms, 0.58 MB
#     100 x 100 map: level 1: 94.8 ms, 2.27 MB   level 2: 94.3 ms, 1.99 MB   level 3: 107.2 ms, 1.79 MB
# Level 2 is the knee: zlib's levels 1-3 share one fast matcher and level 2 searches little more than level 1,
# so it costs what level 1 costs for most of level 3's saving (Tiled's tmxrasterizer writes the 50 x 50 map in
# 0.64 MB). Level 6 (zlib's default) costs a fifth of the whole `banneret render` run to save another few
# tenths of a megabyte. A render is a working picture, written again whenever the map changes; whoever wants
# the smallest file can pass a higher level or run an optimiser. (And a palette image encodes five times
# faster than RGB, and is smaller.)
PNG_COMPRESS_LEVEL = 2

# Refuse images that would not fit in memory on an ordinary machine (one byte per pixel, plus PNG buffers).
MAX_PIXELS = 400_000_000
# A counter image bigger than this is not a counter (a 1200-dpi crop is about 700 x 700): drawn instead.
MAX_COUNTER_IMAGE_PIXELS = 25_000_000
MAX_COUNTER_IMAGE_BYTES = 64 * 2**20
# A drawn counter's smoothed edge: opaque from half coverage (a table: a lambda costs a call per level).
_ALPHA_CUT = [0] * 128 + [255] * 128
# Palette entries kept free for what is drawn after the counter images' colours are chosen.
IMAGE_PALETTE_RESERVE = 8

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
FORD: RGB = (240, 228, 180)
FORD_EDGE: RGB = (150, 130, 90)

DISCOURAGED: RGB = C.DISCOURAGED
ROUTED: RGB = C.ROUTED
MARKER_EDGE: RGB = C.MARKER_EDGE
FIRE: RGB = (240, 150, 30)
UNKNOWN_SIDE: RGB = (128, 128, 128)


def render_map(scenario: Scenario, scale: float = 64.0, units: bool = True, labels: bool = True,
               base_dir: str | os.PathLike[str] | None = None) -> Image.Image:
    """Draw the scenario's map; `scale` is the hex width in pixels, corner to corner.

    `units`: draw the setup counters. `labels`: draw the hex labels (CCRR); place names are always drawn.
    `base_dir`: the scenario file's folder, where counter images are found (None: counters are drawn).
    Returns a palette ('P') image; `.convert("RGB")` it to read colours.
    """
    if not scale or scale <= 0 or not math.isfinite(scale):
        from rules.i18n import _  # here, not at the top: this module's loops use `_` as a throwaway
        raise ValueError(_("scale must be a positive number of pixels, not {scale}").format(scale=repr(scale)))
    return _Renderer(scenario, float(scale), units, labels, Path(base_dir) if base_dir is not None else None).render()


def image_size(scenario: Scenario, scale: float) -> tuple[int, int]:
    """The size `render_map` would draw, from the grid alone: cheap, so a command can refuse before any work."""
    g = scenario.grid
    if g.columns <= 0 or g.rows <= 0:
        return 1, 1
    w, h = g.layout(scale).size()
    return math.ceil(w), math.ceil(h)


def save_png(image: Image.Image, path: str | os.PathLike[str], compress_level: int = PNG_COMPRESS_LEVEL) -> None:
    """Write the image as PNG with the chosen zlib level (0-9; see PNG_COMPRESS_LEVEL for the default),
    atomically: a full disk or a crash leaves the previous PNG whole."""
    write_atomic(path, png_bytes(image, compress_level))


def png_bytes(image: Image.Image, compress_level: int = PNG_COMPRESS_LEVEL) -> bytes:
    """The image as a PNG file: Pillow's own bytes.

    A rendered map (a palette image of more than 16 colours, nothing in `info`) is written here, its pixel
    rows through Pillow's own zlib encoder in the very chunks Pillow's PNG plugin writes, so the file is
    byte for byte Pillow's (`tests/test_render_startup.py`): importing the plugin cost a render 5 ms, 3 of
    them for the `logging` package it imports, and nothing else of the render needs either. Any other image
    is saved by Pillow."""
    try:
        return _palette_png(image, compress_level)
    except _NotOurs:
        pass
    buffer = io.BytesIO()
    # named rather than format="PNG": Pillow then loads its PNG plugin alone, not the BMP, GIF, JPEG and PPM
    # ones too (a few ms of every render's start-up)
    buffer.name = "map.png"
    image.save(buffer, compress_level=compress_level)
    return buffer.getvalue()


class _NotOurs(Exception):
    """An image `_palette_png` leaves to Pillow's PNG plugin."""


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def _palette_png(image: Image.Image, compress_level: int) -> bytes:
    """What Pillow's PNG plugin writes for a plain palette image: the signature, IHDR (8-bit, colour type 3),
    PLTE with the palette's entries, one IDAT per piece its zlib encoder gives for a buffer of
    max(64 KiB, 4 x width) bytes (rows unfiltered, as the plugin asks for a palette image), IEND."""
    palette = image.palette
    if image.mode != "P" or image.info or palette is None or palette.mode != "RGB":
        raise _NotOurs
    entries = image.getpalette() or []
    colours = min(len(entries) // 3, 256)
    if colours <= 16:  # Pillow writes these with 1, 2 or 4 bits a pixel
        raise _NotOurs
    w, h = image.size
    image.load()
    # Pillow's arguments for the plugin's tile: (mode, rawmode, optimize, compress_level, compress_type, dictionary).
    # `Image.core` is Pillow's private C module: if a Pillow release renames or reshapes it, the image goes to
    # the plugin (slower to import, the same file) instead of failing the render.
    try:
        encoder = Image.core.zip_encoder("P", "P", False, compress_level, -1, b"")
    except (AttributeError, TypeError, ValueError) as e:
        raise _NotOurs from e
    parts = [b"\x89PNG\r\n\x1a\n", _png_chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0)),
             _png_chunk(b"PLTE", bytes(entries[:colours * 3]))]
    try:
        try:
            encoder.setimage(image.im, (0, 0, w, h))
        except (AttributeError, TypeError, ValueError) as e:
            raise _NotOurs from e
        bufsize = max(65536, w * 4)  # PIL.ImageFile.MAXBLOCK, as ImageFile._save sizes it
        while True:
            _, status, data = encoder.encode(bufsize)
            parts.append(_png_chunk(b"IDAT", data))  # the plugin writes each piece as it comes, even empty
            if status:
                break
    finally:
        encoder.cleanup()
    if status < 0:
        raise OSError(f"PNG encoder error {status}")
    parts.append(_png_chunk(b"IEND", b""))
    return b"".join(parts)


def _leaves_folder(text: str) -> bool:
    """Absolute, or through '..': the validator's image-outside; such a path is never opened."""
    p = PurePosixPath(text.replace("\\", "/"))
    return p.is_absolute() or ".." in p.parts or (len(text) > 1 and text[1] == ":")


@lru_cache(maxsize=512)
def _counter_image(path: str, stamp: tuple[int, int], box: int) -> tuple[Image.Image, Image.Image | None] | None:
    """A counter image decoded, oriented and scaled to fit a box x box square: (RGB, 1-bit mask where it is
    transparent, else None), or None when it cannot be read. `stamp` (mtime, size) reads a changed file again."""
    del stamp
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            # opened once, checked on the open file (a regular file within the cap), and decoded from it
            with open_guarded(path, MAX_COUNTER_IMAGE_BYTES) as f, Image.open(f) as im:
                if im.width * im.height > MAX_COUNTER_IMAGE_PIXELS:
                    return None
                im.draft(None, (box, box))  # a JPEG decodes at a reduced scale
                im.load()
                from PIL import ImageOps  # only for counter images (a render without any does not import it)

                oriented = ImageOps.exif_transpose(im)
                rgb = to_rgb(oriented)
                w, h = rgb.size
                k = min(box / w, box / h)  # fit in the square, keeping the counter's proportions
                size = (max(1, round(w * k)), max(1, round(h * k)))
                scaled = rgb.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
    except Exception:  # Pillow raises many kinds on a damaged or foreign file: the counter is drawn instead
        return None
    if scaled.mode == "RGB":
        return scaled, None
    mask = scaled.getchannel("A").point(lambda a: 255 if a >= 128 else 0).convert("1")
    return scaled.convert("RGB"), mask


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


# Pillow's built-in font has ASCII only: "Étang", "Cœur de Lion" would show boxes. A name with other letters
# is drawn with a common system font when there is one, else spelt without its accents ("Etang", "Coeur").
_SYSTEM_FONTS = ("DejaVuSans.ttf", "LiberationSans-Regular.ttf", "NotoSans-Regular.ttf", "FreeSans.ttf",
                 "Arial.ttf", "arial.ttf", "Helvetica.ttc")
_SPELL_OUT = {"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE", "ß": "ss", "ø": "o", "Ø": "O", "đ": "d", "ł": "l",
              "Ł": "L", "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
              "\u00ab": '"', "\u00bb": '"', "\u00a0": " "}


@lru_cache(maxsize=64)
def _system_font(size: int) -> ImageFont.FreeTypeFont | None:
    for name in _SYSTEM_FONTS:
        try:
            return ImageFont.truetype(name, max(6, size))
        except OSError:
            continue
    return None


def _glyph_bytes(ch: str) -> bytes:
    im = Image.new("L", (24, 24), 0)
    ImageDraw.Draw(im).text((2, 2), ch, fill=255, font=_font(16))
    return im.tobytes()


@lru_cache(maxsize=1024)
def _builtin_has(ch: str) -> bool:
    if " " <= ch <= "~":
        return True
    return _glyph_bytes(ch) != _glyph_bytes("\uffff")  # the built-in font's "missing glyph" box


def _ascii(text: str) -> str:
    import unicodedata

    out = []
    for ch in text:
        if _builtin_has(ch):
            out.append(ch)
        elif ch in _SPELL_OUT:
            out.append(_SPELL_OUT[ch])
        else:
            plain = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
            out.append(plain if plain and all(_builtin_has(c) for c in plain) else "?")
    return "".join(out)


def _font_for(text: str, size: int) -> tuple[ImageFont.FreeTypeFont | ImageFont.ImageFont, str]:
    if all(_builtin_has(ch) for ch in text):
        return _font(size), text
    system = _system_font(size)
    if system is not None:
        return system, text
    return _font(size), _ascii(text)


def text_font(text: str, size: int) -> tuple[ImageFont.FreeTypeFont | ImageFont.ImageFont, str]:
    """The font the renderer draws `text` with at `size` px, and the text as it can draw it (the legend too)."""
    return _font_for(text, size)


class _Mask:
    """A piece of text rendered once as a 1-bit mask, placed relative to its anchor point."""

    __slots__ = ("image", "dx", "dy", "width", "text", "size", "anchor", "stroke")

    def __init__(self, text: str, size: int, anchor: str, stroke: int = 0) -> None:
        # what is drawn, kept for a vector backend (rules/export/pdfdraw.py sets the same text in a real font)
        self.text, self.size, self.anchor, self.stroke = text, size, anchor, stroke
        font, text = _font_for(text, size)
        left, top, right, bottom = font.getbbox(text, anchor=anchor, stroke_width=stroke)
        # the 1-bit rendering is hinted differently from the measured box: leave a margin, then crop to the ink
        pad = 2 + size // 8
        left, top = math.floor(left) - pad, math.floor(top) - pad
        w, h = math.ceil(right) + pad - left, math.ceil(bottom) + pad - top
        image = Image.new("1", (max(1, w), max(1, h)), 0)
        if text:
            ImageDraw.Draw(image).text((-left, -top), text, fill=1, font=font, anchor=anchor,
                                       stroke_width=stroke, stroke_fill=1)
        box = image.getbbox() or (0, 0, 1, 1)
        self.image = image.crop(box)
        self.dx, self.dy = left + box[0], top + box[1]
        self.width = font.getlength(text) if text else 0.0


@lru_cache(maxsize=4096)
def _mask(text: str, size: int, anchor: str = "mm", stroke: int = 0) -> _Mask:
    return _Mask(text, size, anchor, stroke)


def place_name_px(r: float) -> int:
    """A place name's pixel size on a map whose hexes are `r` px from centre to corner."""
    return max(8, round(r * 0.36))


def place_name_half(name: str, size: int) -> tuple[float, float]:
    """Half the width and height of a place name as the map prints it (haloed, at `size` px): what
    `counters.place_name_offset` keeps clear of the counters (the TMX export places its names with it too)."""
    outer = _mask(name, size, "mm", stroke=2)
    return outer.image.width / 2, outer.image.height / 2


def terrain_fill(kind: str, level: int = 0, terrain_as: dict[str, str] | None = None) -> RGB:
    """A hex's fill: its terrain's colour (a scenario terrain: its chart row's, greyed), tinted per level."""
    base = TERRAIN_FILL.get(kind)
    if base is None:
        seen_as = (terrain_as or {}).get(kind, "")
        base = _blend(TERRAIN_FILL.get(seen_as, UNKNOWN_FILL), UNKNOWN_FILL, 0.35)
    if level > 0:
        return _blend(base, LEVEL_TINT, min(0.18 * level, 0.72))
    if level < 0:
        return _blend(base, LOW_TINT, min(0.14 * -level, 0.56))
    return base


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

    def clip_ellipse(self, box: tuple[float, float, float, float]) -> None:
        """Keep the marks inside the ellipse in `box` only."""
        from PIL import ImageChops  # only for a scenario terrain's hatching

        clip = Image.new("1", self.mask.size, 0)
        ImageDraw.Draw(clip).ellipse(box, fill=1)
        self.mask = ImageChops.logical_and(self.mask, clip)

    def overlay(self, other: _Stamp) -> None:
        """Draw `other`'s marks over these (a scenario terrain's hatching over its chart row's pattern)."""
        self.image.paste(other.image, (0, 0), other.mask)
        self.mask.paste(1, (0, 0), other.mask)


def scatter_points(rng: random.Random, n: int, radius: float, top: float, bottom: float, min_gap: float,
             half_width: float) -> list[tuple[float, float]]:
    """Up to n points in a band of the hex (relative to its centre), at least min_gap apart: where the trees,
    bushes and waves of a terrain pattern go (the editor's map places them the same way)."""
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


def _make_stamps(kind: str, r: float, size: tuple[int, int], pal: _Palette, variants: int = 3,
                 stamp: type = _Stamp) -> list:
    """Pattern stamps for a terrain (empty for clear). Marks stay out of the label band at the top.
    `stamp`: what the marks are drawn on (a Pillow `_Stamp`, or the PDF export's recorder of vector marks)."""
    out: list = []
    top, bottom, hw = -0.42 * r, 0.66 * r, 0.66 * r
    lw = max(1, round(r / 16))
    for v in range(variants):
        rng = random.Random(f"{kind}-{v}")
        st = stamp(*size)
        cx, cy = st.cx, st.cy
        if kind == "wood":
            tr = max(2.0, 0.15 * r)
            fill, dark = pal((66, 128, 58)), pal((34, 84, 34))
            for x, y in scatter_points(rng, 7, 0.66 * r, top + tr, bottom - tr, 2.05 * tr, hw - tr):
                st.ellipse((cx + x - tr, cy + y - tr, cx + x + tr, cy + y + tr), fill=fill, outline=dark)
                if tr >= 4:
                    st.line((cx + x, cy + y + tr, cx + x, cy + y + tr * 1.45), fill=dark, width=lw)
        elif kind == "bushes":
            br = max(1.0, 0.055 * r)
            ink = pal((96, 132, 52))
            for x, y in scatter_points(rng, 6, 0.64 * r, top + br, bottom - br, 0.3 * r, hw):
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
            for x, y in scatter_points(rng, 4, 0.58 * r, top + side, bottom - side, 1.6 * side, hw - side):
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
            for x, y in scatter_points(rng, n, 0.55 * r, top + wr, bottom - wr, 0.42 * r, hw - 2 * wr):
                px, py = cx + x, cy + y
                st.arc((px - 2 * wr, py - wr, px, py + wr), 200, 340, fill=ink, width=lw)
                st.arc((px, py - wr, px + 2 * wr, py + wr), 200, 340, fill=ink, width=lw)
        elif kind == "?":  # unknown scenario terrain: diagonal hatching over its (or its chart row's) look
            ink = pal((126, 92, 140))
            step = max(3.0, 0.22 * r)
            for k in range(-4, 5):
                x0 = cx + k * step
                st.line((x0 - 0.4 * r, cy + 0.4 * r, x0 + 0.4 * r, cy - 0.4 * r), fill=ink, width=lw)
            st.clip_ellipse((cx - 0.6 * r, cy - 0.5 * r, cx + 0.6 * r, cy + 0.7 * r))  # inside the inner circle
        else:
            return []
        out.append(st)
    return out


class HexsideSegment:
    """A hexside's segment, its unit tangent t (along it) and unit normal n (from the first hex, the inside
    of a wall, toward the second). The editor's map draws hexside features with it too."""

    __slots__ = ("x0", "y0", "x1", "y1", "tx", "ty", "nx", "ny", "length")

    def __init__(self, x0: float, y0: float, x1: float, y1: float, toward: tuple[float, float]) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1
        self.length = math.hypot(x1 - x0, y1 - y0) or 1.0
        self.tx, self.ty = (x1 - x0) / self.length, (y1 - y0) / self.length
        self.nx, self.ny = -self.ty, self.tx
        if self.nx * toward[0] + self.ny * toward[1] < 0:
            self.nx, self.ny = -self.nx, -self.ny

    @property
    def ends(self) -> tuple[float, float, float, float]:
        return self.x0, self.y0, self.x1, self.y1

    def at(self, k: float) -> tuple[float, float]:
        return self.x0 + (self.x1 - self.x0) * k, self.y0 + (self.y1 - self.y0) * k


# -- the renderer --------------------------------------------------------------------------------------

class _Renderer:
    def __init__(self, scenario: Scenario, scale: float, units: bool, labels: bool,
                 base_dir: Path | None = None) -> None:
        self.s = scenario
        self.base_dir = base_dir
        self.grid: Grid = scenario.map.grid
        self.units = units
        self.labels = labels
        self.r = scale / 2.0
        self.pal = _Palette()
        self.pal(PAPER)  # index 0: the background
        self._look_of: dict[int, C.CounterLook] = {}  # id(placement) -> its drawn look (`_counters`)
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
        if g.columns > 0 and g.rows > 0:
            w, h = g.layout(scale).size()  # never smaller than the map: a cheap guard before any work
            if w * h > MAX_PIXELS:
                from rules.i18n import _
                raise ValueError(_("the image would be about {width} x {height} pixels, more than {most}; use a "
                                   "smaller scale").format(width=f"{w:.0f}", height=f"{h:.0f}", most=f"{MAX_PIXELS:,}"))
        self.hexes = list(g.hexes()) if g.columns > 0 and g.rows > 0 else []
        self.on_map = set(self.hexes)
        if self.hexes:
            layout = g.layout(scale)
            self.ox, self.oy = layout.center(Hex(0, 0))
        else:
            self.ox = self.oy = 0.0
        # Every hex centre once (the Layout's formula inline: Layout.center recomputes its offset per call).
        ox, oy = self.ox, self.oy
        if self.flat:
            kx, ky = r * 1.5, r * math.sqrt(3)
            self.centres = {h: (ox + kx * h.q, oy + ky * (h.r + h.q / 2)) for h in self.hexes}
        else:
            kx, ky = r * math.sqrt(3), r * 1.5
            self.centres = {h: (ox + kx * (h.q + h.r / 2), oy + ky * h.r) for h in self.hexes}
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
        c = self.centres.get(h)
        if c is None:  # off the map (a route or a hexside in a file that has errors)
            x, y = self._raw(h)
            c = (x + self.ox, y + self.oy)
        return c

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
        # over the whole map: exact for 1-column and 1-row maps too
        xs = [c[0] for c in self.centres.values()]
        ys = [c[1] for c in self.centres.values()]
        return max(1, math.ceil(max(xs) + self.half_w - 1e-6)), max(1, math.ceil(max(ys) + self.half_h - 1e-6))

    # drawing
    def render(self) -> Image.Image:
        w, h = self.size()
        if w * h > MAX_PIXELS:
            from rules.i18n import _
            raise ValueError(_("the image would be {width} x {height} pixels, more than {most}; use a smaller "
                               "scale").format(width=w, height=h, most=f"{MAX_PIXELS:,}"))
        self.im = Image.new("P", (w, h), 0)
        self.draw = ImageDraw.Draw(self.im)
        self.draw_layers()
        self.im.putpalette(self.pal.flat())
        return self.im

    def draw_layers(self) -> None:
        """Everything, bottom to top, through `self.draw` (an ImageDraw, or the PDF export's vector canvas)."""
        if self.hexes:
            self._terrain()
            self._grid_lines()
            self._contours()
            self._routes()
            self._hexsides()
            self._by_hex: dict[Hex, list[Placement]] = defaultdict(list)
            if self.units:
                for p in self.s.setup:
                    if p.hex in self.on_map:
                        self._by_hex[p.hex].append(p)
            self._label_box = C.label_box(self.r, self.flat, self.grid.digits)
            if self.labels:
                self._hex_labels()
            if self.units:
                self._counters()
            self._places()  # over the counters, haloed: a name is never hidden

    def _fill_for(self, kind: str, level: int) -> int:
        key = (kind, level)
        i = self._fill_cache.get(key)
        if i is None:
            i = self._fill_cache[key] = self.pal(terrain_fill(kind, level, self.s.special_rules.terrain_as))
        return i

    def _stamps_for(self, kind: str) -> list[tuple[Image.Image, Image.Image]]:
        got = self._stamp_cache.get(kind)
        if got is None:
            size = (math.ceil(2 * self.half_w) + 2, math.ceil(2 * self.half_h) + 2)
            kind_of = self.stamp_kind
            if kind in TERRAIN_FILL:
                stamps = _make_stamps(kind, self.r, size, self.pal, stamp=kind_of)
            else:  # scenario terrain: the chart row it is read as (if any), plus hatching
                seen_as = self.s.special_rules.terrain_as.get(kind, "")
                under = _make_stamps(seen_as, self.r, size, self.pal, stamp=kind_of) if seen_as in TERRAIN_FILL else []
                hatch = _make_stamps("?", self.r, size, self.pal, stamp=kind_of)
                stamps = under if under else hatch
                if under:
                    for st, ht in zip(under, hatch, strict=False):
                        st.overlay(ht)
            got = self._stamp_cache[kind] = [self.stamp_handle(st) for st in stamps]
        return got

    # What terrain marks are drawn on, and what `_terrain` pastes: overridden by the PDF export.
    stamp_kind: type = _Stamp

    def stamp_handle(self, st: _Stamp) -> tuple:
        return st.image, st.mask

    def paste_stamp(self, stamp: tuple, cx: float, cy: float, sw: int, sh: int) -> None:
        """Put a terrain stamp (`sw` x `sh`, made by `stamp_handle`) centred on a hex centre."""
        img, mask = stamp
        self.im.paste(img, (round(cx - sw / 2), round(cy - sh / 2)), mask)

    def _terrain(self) -> None:
        self._fill_cache: dict[tuple[str, int], int] = {}
        self._stamp_cache: dict[str, list[tuple[Image.Image, Image.Image]]] = {}
        terrain, levels = self.s.map.terrain, self.s.map.levels
        poly = self.draw.polygon
        paste = self.paste_stamp
        co = self.corner_off
        sw = math.ceil(2 * self.half_w) + 2
        sh = math.ceil(2 * self.half_h) + 2
        centres = self.centres
        stamp_for = self._stamps_for
        fill_for = self._fill_for
        for h in self.hexes:
            cx, cy = centres[h]
            kind = terrain.get(h, "clear")
            poly([(cx + dx, cy + dy) for dx, dy in co], fill=fill_for(kind, levels.get(h, 0)))
            if kind != "clear":
                stamps = stamp_for(kind)
                if stamps:
                    paste(stamps[(h.q * 7 + h.r * 13) % len(stamps)], cx, cy, sw, sh)

    def _grid_lines(self) -> None:
        """The hex outlines as one polyline per column (flat) or row (pointy), not one polygon per hex.

        Each hex is walked round from the corner it shares with the previous hex of its column (row), and
        the walk goes on along one more side to the corner it shares with the next one; sides walked twice
        cost nothing but a few pixels drawn again.
        """
        ink = self.pal(GRID_LINE)
        width = max(1, round(self.r / 40))
        co = self.corner_off
        if self.flat:  # down a column: start at the upper-left corner, anticlockwise
            order, step = (4, 3, 2, 1, 0, 5, 4, 3), self.grid.directions[3]
        else:  # along a row: start at the upper-left corner, clockwise
            order, step = (4, 5, 0, 1, 2, 3, 4, 5), self.grid.directions[1]
        pts: list[tuple[float, float]] = []
        prev: Hex | None = None
        line = self.draw.line
        for h in self.hexes:
            if prev is not None and h != prev + step and pts:
                line(pts, fill=ink, width=width)
                pts = []
            cx, cy = self.centres[h]
            pts.extend((cx + co[i][0], cy + co[i][1]) for i in order)
            prev = h
        if pts:
            line(pts, fill=ink, width=width)

    def _contours(self) -> None:
        levels = self.s.map.levels
        if not levels:
            return
        ink = self.pal(CONTOUR)
        width = max(2, round(self.r / 10))
        line = self.draw.line
        on_map = self.on_map
        dirs = [(d.q, d.r) for d in self.grid.directions]
        drawn: set[frozenset] = set()
        # only hexes off level 0 can have a side where the level changes
        for h, lv in levels.items():
            if h not in on_map:
                continue
            for dq, dr in dirs:
                n = Hex(h.q + dq, h.r + dr)
                if n not in on_map or levels.get(n, 0) == lv:
                    continue
                if n in levels:  # both off level 0: the side would come up twice
                    key = frozenset((h, n))
                    if key in drawn:
                        continue
                    drawn.add(key)
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

        def each(feature: str) -> Iterable[HexsideSegment]:
            for side in sides.get(feature, []):
                seg = self.segment(side.a, side.b)
                if seg is not None:
                    (ax, ay), (bx, by) = self.center(side.a), self.center(side.b)
                    yield HexsideSegment(*seg[0], *seg[1], (bx - ax, by - ay))

        def bar(x: float, y: float, nx: float, ny: float, tx: float, ty: float, half_len: float,
                half_w: float) -> list[tuple[float, float]]:
            """A rectangle centred on (x, y), long along n, wide along t."""
            return [(x - nx * half_len - tx * half_w, y - ny * half_len - ty * half_w),
                    (x + nx * half_len - tx * half_w, y + ny * half_len - ty * half_w),
                    (x + nx * half_len + tx * half_w, y + ny * half_len + ty * half_w),
                    (x - nx * half_len + tx * half_w, y - ny * half_len + ty * half_w)]

        stream_w = max(2, round(r * 0.1))
        for sd in each("stream"):
            draw.line(sd.ends, fill=pal(STREAM), width=stream_w)
        river_w = max(3, round(r * 0.26))
        rr = river_w / 2
        for sd in each("river"):
            draw.line(sd.ends, fill=pal(RIVER), width=river_w)
            for x, y in ((sd.x0, sd.y0), (sd.x1, sd.y1)):  # round joints where the river turns at a corner
                draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=pal(RIVER))
        wall_w = max(2, round(r * 0.14))
        tick = max(2.0, r * 0.09)
        for sd in each("wall"):
            draw.line(sd.ends, fill=pal(WALL), width=wall_w)
            # crenels on the outside (toward b): small squares standing off the wall
            for k in (0.14, 0.38, 0.62, 0.86):
                mx, my = sd.at(k)
                bx, by = mx + sd.nx * (wall_w * 0.5 + tick / 2), my + sd.ny * (wall_w * 0.5 + tick / 2)
                draw.polygon(bar(bx, by, sd.nx, sd.ny, sd.tx, sd.ty, tick / 2, tick / 2), fill=pal(WALL_DARK))
        amp = max(2.0, r * 0.08)
        for sd in each("fortification"):
            teeth = 7
            pts = []
            for k in range(teeth * 2 + 1):
                x, y = sd.at(k / (teeth * 2))
                off = amp * (1 if k % 2 else -0.3)  # the points stand toward the outside
                pts.append((x + sd.nx * off, y + sd.ny * off))
            draw.line(pts, fill=pal(PALISADE), width=max(2, round(r * 0.07)), joint="curve")
        for sd in each("gate"):
            # the wall on the outer thirds, a tower each side of the opening, an arch over it on the outside
            for a, b in ((0.0, 0.32), (0.68, 1.0)):
                draw.line((*sd.at(a), *sd.at(b)), fill=pal(WALL), width=wall_w)
            ts = wall_w * 0.95
            for k in (0.32, 0.68):
                tx, ty = sd.at(k)
                draw.rectangle((tx - ts, ty - ts, tx + ts, ty + ts), fill=pal(WALL_DARK))
            mx, my = sd.at(0.5)
            ar = sd.length * 0.18
            ang = math.degrees(math.atan2(sd.ny, sd.nx))
            draw.arc((mx - ar, my - ar, mx + ar, my + ar), ang - 90, ang + 90, fill=pal(GATE),
                     width=max(2, round(r / 12)))
        ford_w = max(1.5, r * 0.06)
        for sd in each("ford"):
            # stepping stones: three light bars across the river, outlined so that they show on the water
            span = river_w * 0.5 + max(2.0, r * 0.1)
            for k in (0.3, 0.5, 0.7):
                x, y = sd.at(k)
                draw.polygon(bar(x, y, sd.nx, sd.ny, sd.tx, sd.ty, span, ford_w), fill=pal(FORD),
                             outline=pal(FORD_EDGE))
        for sd in each("bridge"):
            # a plank across the river (long along the normal) with dark rails
            x, y = sd.at(0.5)
            corners = bar(x, y, sd.nx, sd.ny, sd.tx, sd.ty, river_w * 0.5 + max(3.0, r * 0.22), max(2.0, r * 0.2))
            draw.polygon(corners, fill=pal(BRIDGE), outline=pal(BRIDGE_EDGE))
            rail = max(2, round(r / 16))
            draw.line(corners[0:2], fill=pal(BRIDGE_EDGE), width=rail)
            draw.line(corners[2:4], fill=pal(BRIDGE_EDGE), width=rail)

    def _paste_text(self, m: _Mask, x: float, y: float, ink: int) -> None:
        self.draw.bitmap((round(x) + m.dx, round(y) + m.dy), m.image, fill=ink)

    def _hex_labels(self) -> None:
        g = self.grid
        digits = g.digits
        # ~0.56 em per digit in the 1-bit rendering: keep CCRR within the hex's top edge (flat) or the
        # upper part of the hex (pointy), whatever the number of digits.
        size = min(round(self.r * 0.3), math.floor(0.95 * self.r / (2 * digits * 0.56)))
        if size < 6:
            return  # too small to read: leave the grid clean
        ink = self.pal(LABEL)
        top = -self._label_box[1]
        centres = self.centres
        cols: list[tuple[_Mask, int, int]] = []
        rows: list[tuple[_Mask, int, int]] = []
        occupied = self._by_hex  # under a counter, as on the table: the status line and a tooltip name it
        for h in self.hexes:
            if h in occupied:
                continue
            text = g.label(h)
            cx, cy = centres[h]
            # the column part ends where the row part starts: each keeps its own side bearing, so the
            # join looks like the rest of the number
            x, y = round(cx), round(cy - top)
            cols.append((_mask(text[:digits], size, "rt"), x, y))
            rows.append((_mask(text[digits:], size, "lt"), x, y))
        if isinstance(self.draw, ImageDraw.ImageDraw) and type(self)._paste_text is _Renderer._paste_text:
            self._paste_texts(cols, ink, across=True)
            self._paste_texts(rows, ink, across=False)
        else:  # a vector canvas sets each label as type, the column part then the row part (as text: "0302")
            for (col_m, x, y), (row_m, _, _) in zip(cols, rows, strict=True):
                self._paste_text(col_m, x, y, ink)
                self._paste_text(row_m, x, y, ink)

    def _paste_texts(self, items: list[tuple[_Mask, int, int]], ink: int, across: bool) -> None:
        """Many pieces of text of one ink on the Pillow image, each at whole pixels: `_paste_text` for each,
        in effect. They go in strips, `across` the map (all the pieces at one height) or down it (at
        one x): a hex label's column part recurs at the same x in every other row, its row part at the same
        y in every other column, so the strip of a row's column parts (a column's row parts) is the same for
        all rows (columns) of a parity. Each distinct strip is made once from its masks and pasted with one
        call per row (column): the 5,000 pastes of a 50 × 50 map's labels become ~150 and the strips' making,
        the very same pixels (a strip is the union of its masks, drawn in one ink)."""
        groups: dict[int, list[tuple[_Mask, int]]] = defaultdict(list)
        for m, x, y in items:  # by the anchor's height (across) or x (down): pieces of text may overshoot
            if across:
                groups[y].append((m, x))
            else:
                groups[x].append((m, y))
        # strips by content; the same pieces in another order only make another strip
        strips: dict[tuple, list[int]] = defaultdict(list)
        for at, group in groups.items():
            strips[tuple((id(m), pos) for m, pos in group)].append(at)
        bitmap = self.draw.bitmap
        for ats in strips.values():
            group = groups[ats[0]]
            if len(ats) == 1:  # nothing to share: each piece as it is
                for m, pos in group:
                    x, y = (pos, ats[0]) if across else (ats[0], pos)
                    bitmap((x + m.dx, y + m.dy), m.image, fill=ink)
                continue
            # the strip's box relative to the anchor line: along it from the pieces' places, across it
            # from their offsets
            if across:
                left = min(pos + m.dx for m, pos in group)
                right = max(pos + m.dx + m.image.width for m, pos in group)
                top = min(m.dy for m, _ in group)
                bottom = max(m.dy + m.image.height for m, _ in group)
            else:
                left = min(m.dx for m, _ in group)
                right = max(m.dx + m.image.width for m, _ in group)
                top = min(pos + m.dy for m, pos in group)
                bottom = max(pos + m.dy + m.image.height for m, pos in group)
            strip = Image.new("1", (right - left, bottom - top), 0)
            for m, pos in group:
                x, y = (pos, 0) if across else (0, pos)
                strip.paste(1, (x + m.dx - left, y + m.dy - top), m.image)
            for at in ats:
                bitmap((left, at + top) if across else (at + left, top), strip, fill=ink)

    def _places(self) -> None:
        size = place_name_px(self.r)
        halo, ink = self.pal(HALO), self.pal(PLACE_TEXT)
        for p in self.s.map.places:
            if p.hex not in self.on_map or not p.name:
                continue
            cx, cy = self.center(p.hex)
            outer = _mask(p.name, size, "mm", stroke=2)
            inner = _mask(p.name, size, "mm")
            dx, dy = C.place_name_offset(self.r, self.flat, *place_name_half(p.name, size),
                                         self._counters_near(p.hex))
            cx, y = cx + dx, cy + dy
            self._paste_text(outer, cx, y, halo)
            self._paste_text(outer, cx + 1, y, halo)
            self._paste_text(inner, cx, y, ink)
            self._paste_text(inner, cx + 1, y, ink)  # twice, a pixel apart: bold enough to read at a glance

    def _counters_near(self, h: Hex) -> list[tuple[float, float, float, float]]:
        """The boxes of the counters in hex h and around it, relative to its centre (a name keeps clear)."""
        stacks = []
        for n in (h, *self.grid.neighbours(h)):
            stack = self._by_hex.get(n)
            if stack:
                leaders = sum(p.leader is not None for p in stack)
                stacks.append((self.center(n), len(stack) - leaders, leaders))
        return C.boxes_around(self.r, self.flat, self.center(h), stacks)

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
        self._look_tiles: dict[tuple[C.CounterLook, int], tuple[Image.Image, Image.Image]] = {}
        self._marker_tiles: dict[tuple[str, int], tuple[Image.Image, None]] = {}
        s = self.s
        units: dict[str, tuple[Side, Unit]] = {u.id: (sd, u) for sd, u in s.units()}
        leaders = {ld.id: (sd, ld) for sd, ld in s.leaders()}
        by_hex = self._by_hex
        self._tile_of: dict[int, tuple[Image.Image, Image.Image | None]] = {}  # id(placement) -> its image
        if self.base_dir is not None:
            self._counter_images(by_hex, units, leaders)
        unit_px = max(4, round(self.r * C.UNIT_SIZE))
        leader_px = {id(p): max(4, round(self.r * C.leader_size(sum(q.leader is None for q in stack))))
                     for stack in by_hex.values() for p in stack if p.leader is not None}
        # each drawn counter's look, worked out once (for the palette strip, then for its paste)
        self._look_of = {
            id(p): C.unit_look(*units.get(p.unit or "", (None, None)), "back" if p.fatigued else "front", p.mounted)
            if p.leader is None else C.leader_look(*leaders.get(p.leader or "", (None, None)), "front", p.wounded)
            for stack in by_hex.values() for p in stack if id(p) not in self._tile_of}
        self._prepare_looks((self._look_of[id(p)], unit_px if p.leader is None else leader_px[id(p)])
                            for stack in by_hex.values() for p in stack if id(p) in self._look_of)
        for h, stack in by_hex.items():
            cx, cy = self.center(h)
            unit_ps = [p for p in stack if p.leader is None]
            leader_ps = [p for p in stack if p.leader is not None]
            unit_at, leader_at = C.stack_offsets(self.r, self.flat, len(unit_ps), len(leader_ps))
            for k, (p, (dx, dy)) in enumerate(zip(unit_ps, unit_at, strict=True)):
                sd, u = units.get(p.unit or "", (None, None))
                self._unit(h, cx + dx, cy + dy, p, sd, u, top=k == len(unit_ps) - 1)
            for p, (dx, dy) in zip(leader_ps, leader_at, strict=True):
                sd, ld = leaders.get(p.leader or "", (None, None))
                self._leader(cx + dx, cy + dy, p, sd, ld, C.leader_size(len(unit_ps)))

    def _look_tile(self, look: C.CounterLook, size: int) -> tuple[Image.Image, Image.Image]:
        """The counter drawn by `counters.draw_look`, mapped onto the map's palette: (P image, 1-bit mask)."""
        got = self._look_tiles.get((look, size))
        if got is None:
            self._prepare_looks([(look, size)])
            got = self._look_tiles[(look, size)]
        return got

    def _prepare_looks(self, keys: Iterable[tuple[C.CounterLook, int]]) -> None:
        """Map the counters' drawings onto the palette all at once: Pillow's quantizer prepares a lookup for
        each call (3 ms), so the looks go through it as one tall strip, not one call each."""
        todo = list(dict.fromkeys(k for k in keys if k not in self._look_tiles))
        if not todo:
            return
        colours = list(dict.fromkeys(c for look, _ in todo for c in C.look_colours(look)))[:256]
        drawn = lookcache.drawings(todo)  # kept between runs: drawing them was the most of a render
        # one RGBA strip: its colours and its alpha are converted once, not once per counter (the same pixels)
        strip = Image.new("RGBA", (max(im.width for im in drawn), sum(im.height for im in drawn)))
        y = 0
        for im in drawn:
            strip.paste(im, (0, y))
            y += im.height
        palette = Image.new("P", (1, 1))
        palette.putpalette([v for c in (colours * 256)[:256] for v in c])
        lut = [self.pal(c) for c in colours]
        q = strip.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE).point(
            [lut[i % len(lut)] for i in range(256)])
        masks = strip.getchannel("A").point(_ALPHA_CUT).convert("1")
        y = 0
        for key, im in zip(todo, drawn, strict=True):
            box = (0, y, im.width, y + im.height)
            self._look_tiles[key] = (q.crop(box), masks.crop(box))
            y += im.height

    # counter images
    def _side_dir(self, side: Side) -> Path | None:
        """Counter images of a side are relative to the scenario, or to its counter library."""
        if self.base_dir is None:
            return None
        if not side.counters:
            return self.base_dir
        return (self.base_dir / side.counters).parent

    def _image_key(self, side: Side | None, images: Images | None, face: str, box: int) -> tuple | None:
        text = getattr(images, face, None) if images is not None else None
        base = self._side_dir(side) if side is not None else None
        if not text or base is None or _leaves_folder(text):
            return None
        path = base / text
        try:
            st = path.stat()
        except (OSError, ValueError):
            return None
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_COUNTER_IMAGE_BYTES:  # a FIFO, a device: never opened
            return None
        return str(path), (st.st_mtime_ns, st.st_size), box

    def _counter_images(self, by_hex: dict[Hex, list[Placement]], units: dict, leaders: dict) -> None:
        """Load the images of the counters on the map and map them all onto one shared palette."""
        unit_box = max(1, round(self.r * C.UNIT_SIZE))
        keys: dict[int, tuple] = {}
        for stack in by_hex.values():
            leader_box = max(1, round(self.r * C.leader_size(sum(p.leader is None for p in stack))))
            for p in stack:
                if p.leader is None:
                    sd, u = units.get(p.unit or "", (None, None))
                    key = self._image_key(sd, u.images if u else None, "back" if p.fatigued else "front", unit_box)
                else:
                    sd, ld = leaders.get(p.leader or "", (None, None))
                    key = self._image_key(sd, ld.images if ld else None, "front", leader_box)
                if key is not None:
                    keys[id(p)] = key
        loaded = {k: got for k in sorted(set(keys.values())) if (got := _counter_image(*k)) is not None}
        if not loaded:
            return
        for side in (*self.s.sides, None):  # the inks drawn over the images get their palette entries first
            self._side_inks(side)
        for colour in (DISCOURAGED, ROUTED, MARKER_EDGE, FIRE, (0, 0, 0), (255, 255, 255)):
            self.pal(colour)
        budget = min(192, 256 - len(self.pal.colours) - IMAGE_PALETTE_RESERVE)
        if budget >= 2:  # median cut over a 16 x 16 sample of every image: the colours the counters need
            sample = Image.new("RGB", (16, 16 * len(loaded)))
            for i, (rgb, _) in enumerate(loaded.values()):
                sample.paste(rgb.resize((16, 16), Image.Resampling.BOX), (0, 16 * i))
            q = sample.quantize(colors=budget, method=Image.Quantize.MEDIANCUT)
            flat = q.getpalette() or []
            used = sorted(i for _, i in q.getcolors(256) or [])
            colours: list[RGB] = [(flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]) for i in used]
        else:  # the map used the whole palette: map the images onto it as it is
            colours = list(self.pal.colours)
        lut = [self.pal(c) for c in colours]
        lut += [0] * (256 - len(lut))
        palette = Image.new("P", (1, 1))
        palette.putpalette([v for c in colours for v in c])
        tiles = {k: (rgb.quantize(palette=palette, dither=Image.Dither.FLOYDSTEINBERG).point(lut), mask)
                 for k, (rgb, mask) in loaded.items()}
        self._tile_of = {pid: tiles[k] for pid, k in keys.items() if k in tiles}

    def _paste_tile(self, tile: tuple[Image.Image, Image.Image | None], x: float, y: float) -> tuple[float, ...]:
        """Paste a counter image centred on (x, y); returns its box, for the outline."""
        im, mask = tile
        left, top = round(x - im.width / 2), round(y - im.height / 2)
        self.im.paste(im, (left, top), mask)
        return left, top, left + im.width - 1, top + im.height - 1

    def _unit(self, h: Hex, x: float, y: float, p: Placement, side: Side | None, unit: Unit | None,
              top: bool = True) -> None:
        r = self.r
        inks = self._side_inks(side)
        tile = self._tile_of.get(id(p)) if unit is not None else None
        if tile is not None:  # the counter's own image
            self.draw.rectangle(self._paste_tile(tile, x, y), outline=inks["edge"], width=1)
        else:
            look = self._look_of.get(id(p)) or C.unit_look(side, unit, "back" if p.fatigued else "front", p.mounted)
            self._paste_tile(self._look_tile(look, max(4, round(r * C.UNIT_SIZE))), x, y)
        if p.facing is not None and top:  # the facing pointer (the stack's, 5.2.3: on its top counter) and the
            self._facing_mark(h, x, y, p.facing, inks)  # disorder marker stand on either
        self._disorder(x, y, p)

    def _disorder(self, x: float, y: float, p: Placement) -> None:
        """The discouraged (D) or routed (R) marker over the counter's top-right corner."""
        if p.disorder not in ("discouraged", "routed"):
            return
        mx, my, ms = C.marker_box(x, y, self.r)
        size = max(4, round(ms))
        marker = C.draw_marker(p.disorder, size)
        key = (p.disorder, size)
        tile = self._marker_tiles.get(key)
        if tile is None:
            colours = [C.DISCOURAGED if p.disorder == "discouraged" else C.ROUTED, C.MARKER_EDGE, C.BLACK, C.WHITE]
            palette = Image.new("P", (1, 1))
            palette.putpalette([v for c in (colours * 64)[:256] for v in c])
            q = marker.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE)
            lut = [self.pal(c) for c in colours]
            tile = self._marker_tiles[key] = (q.point([lut[i % len(lut)] for i in range(256)]), None)
        self._paste_tile(tile, mx, my)

    def _facing_mark(self, h: Hex, x: float, y: float, facing: int, inks: dict[str, int]) -> None:
        """The facing pointer on the counter's edge toward the faced hexside."""
        d = facing % 6
        i, j = self.side_corners[d]
        (ax, ay), (bx, by) = self.corner_off[i], self.corner_off[j]
        pts = C.facing_pointer(x, y, self.r * C.UNIT_SIZE / 2, ((ax + bx) / 2, (ay + by) / 2), self.r)
        self.draw.polygon(pts, fill=inks["edge"], outline=self.pal(HALO))

    def _leader(self, x: float, y: float, p: Placement, side: Side | None, leader,
                size: float = C.LEADER_SIZE) -> None:
        r = self.r
        tile = self._tile_of.get(id(p)) if leader is not None else None
        if tile is not None:
            inks = self._side_inks(side)
            self.draw.rectangle(self._paste_tile(tile, x, y), outline=inks["edge"], width=1)
            return
        look = self._look_of.get(id(p)) or C.leader_look(side, leader, "front", p.wounded)
        self._paste_tile(self._look_tile(look, max(4, round(r * size))), x, y)
