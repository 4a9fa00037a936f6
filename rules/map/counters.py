"""One counter, drawn as the series prints it: the one drawing that `banneret render`, the legend, the editor's
map and the counter-sheet PDF export all paste, so that they cannot drift apart.

    draw_counter(side, unit, "front", 64)      # RGBA, 64 x 64: a combat unit's fresh side
    draw_counter(side, unit, "back", 64)       # its fatigued side: the back's values, a thick white stripe
    draw_counter(side, leader, "front", 48)    # a leader's disc, 48 px across

The layout follows the counter illustrations as the 2014 (HU) rules describe them (the EN 2010 text only
refers to "the counter illustrations"; see /work/shared/reference/rules-2014-hu.md, section 3):

  * a combat unit: the nationality's background colour; the banner's blazon top left (here a band across the
    top in the banner's colour, with the code of the banner's leader, since a scenario has no blazon art);
    the type abbreviation top right; a type figure in the middle (a small NATO-like frame, a slash when
    mounted and a cross on foot, and the series' own weapon marks: pike, bow, crossbow, gun, cannon);
    SP - quality - MP along the bottom, the fire symbol (a white dot) above the SP. The back (fatigued, 2.3)
    carries its own values and "a thick white stripe".
  * a leader (a disc here, so that he reads apart from the units under him): the background colour, the
    banner band with his initials on top, the bonus at mid-height opposite a pennant, and along the bottom
    command rating · command radius · MP. An army commander has the blazon's colour as his background (1.1,
    "a specific background") and a gold rim. His back is the replacement leader (7.6), striped like a
    unit's back; a wounded leader shows the wounded marker's values (7.5) and a red cross.

A look (`CounterLook`) is a small hashable record of everything the drawing depends on, so that a map of
800 counters draws each look once per size (`draw_look` is cached) and pastes it. A unit has levels of detail
by the width it is drawn at (`_unit_text`): the printed layout from UNIT_FULL_PX (a map at 64-px hexes and
closer), the type and SP - quality - MP large when zoomed out, the type and the SP alone smaller still, the
colours alone below ~11 px. A leader's disc below LEADER_FULL_PX (26 px on a map at 64-px hexes) drops his
initials and the pennant for his four values, drawn as large as the disc allows.

On the map a unit counter is centred in its hex and 84 % of the hex's flat-to-flat width, as the series prints
a 16-mm counter on a hex about 19 mm across the flats (`UNIT_SIZE`). Also here, because the renderer and the
editor place things the same way: where the counters of a stack go (`stack_offsets`: a pile, each a step up
and left of the one under it, as players stack them), the facing pointer on the counter's edge
(`facing_pointer`), the disorder markers (`draw_marker`), the box the hex label takes (`label_box`) and
where a place name goes so that it covers no counter (`place_name_offset`).

Nothing here imports Qt.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from rules.scenario.model import Leader, Side, Unit

RGB = tuple[int, int, int]

UNIT_SIZE = 0.84 * math.sqrt(3)  # a unit counter's side, in hex radii (r: half the hex width, corner to corner):
# 84 % of the hex's flat-to-flat width, as the series prints a 16-mm counter on a hex about 19 mm across the flats
LEADER_SIZE = 0.8  # a leader's disc, across (hex radii), standing alone
LEADER_ON_STACK = 0.64  # ... and on a stack: over the top unit's banner corner, clear of its type and values
LEADER_FULL_PX = 40  # from this width a leader's disc shows his initials and a pennant; below, only his values
LEADER_ROW_PX = 20  # below this width, the bonus alone
LEADER_HALO_LUMA = 110  # a small disc's white digits get a dark halo on a ground at least this light
UNIT_FULL_PX = 36  # from this width a unit shows the printed layout: banner code, type, figure, SP - quality - MP
UNIT_BRIEF_PX = 20  # from this width (the map zoomed out): the type in the band and SP - quality - MP, large
UNIT_SP_PX = 11  # from this width: the type and the SP (combat strength) alone; below, colour and band
STACK_STEP = 0.09  # in hex radii: each counter of a stack sits this much up and left of the one under it
FACING_LENGTH = 0.22  # the facing pointer: how far it stands out of the counter's edge (hex radii)
FACING_BASE = 0.16  # ... and half its base, along the edge
LABEL_TOP_POINTY = 0.76  # a pointy hex's label starts this far above the centre (in its top corner)

WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
GOLD: RGB = (214, 170, 40)
WOUND: RGB = (200, 24, 24)
UNKNOWN_SIDE: RGB = (128, 128, 128)
DISCOURAGED: RGB = (246, 206, 48)
ROUTED: RGB = (206, 40, 32)
MARKER_EDGE: RGB = (30, 30, 30)

# Heraldic tinctures, for the banner band: a banner id always gets the same one (a stable hash), never one too
# close to its side's colour.
TINCTURES: tuple[RGB, ...] = (
    (200, 32, 44),    # gules
    (236, 190, 36),   # or
    (28, 86, 172),    # azure
    (242, 242, 236),  # argent
    (32, 128, 64),    # vert
    (124, 50, 136),   # purpure
    (34, 32, 30),     # sable
    (196, 104, 28),   # tenné
    (132, 36, 72),    # murrey
)

FONT_FILES = ("DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "LiberationSans-Bold.ttf", "Arial Bold.ttf", "arialbd.ttf")
NARROW_FONT_FILES = ("DejaVuSansCondensed-Bold.ttf", "LiberationSansNarrow-Bold.ttf", "Arial Narrow Bold.ttf")


@dataclass(frozen=True)
class CounterLook:
    """Everything one counter's picture depends on (hashable: the cache key of its drawing)."""

    kind: str  # unit | leader
    fill: RGB  # the nationality's background
    band: RGB  # the banner's colour
    code: str  # the banner's code (units) or the leader's initials (leaders)
    values: tuple[int, ...] = ()  # sp, quality, mp | bonus, rating, radius, mp
    type: str = ""  # Ch, Ha, ... (units)
    foot: bool = False  # on foot: the cross figure; mounted: the slash
    fire: bool = False
    back: bool = False  # the fatigued back (units), the replacement leader (leaders)
    commander: bool = False
    wounded: bool = False
    known: bool = True  # False: a placement naming no unit or leader of the scenario ("?")


# -- colours -------------------------------------------------------------------------------------------

def parse_colour(text: str | None) -> RGB:
    from PIL import ImageColor

    try:
        c = ImageColor.getrgb(str(text))
    except (ValueError, AttributeError):
        return UNKNOWN_SIDE
    return (c[0], c[1], c[2])


def blend(a: RGB, b: RGB, t: float) -> RGB:
    t = min(max(t, 0.0), 1.0)
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def luma(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def ink_on(c: RGB) -> RGB:
    """Black or white, whichever reads on `c`."""
    return BLACK if luma(c) >= 140 else WHITE


def edge_of(c: RGB) -> RGB:
    return blend(c, BLACK, 0.55)


def banner_colour(banner: str, side_colour: RGB = UNKNOWN_SIDE) -> RGB:
    """The band colour of a banner: a tincture picked by a stable hash of its id, never close to the side's."""
    start = zlib.crc32(banner.encode("utf-8"))
    for k in range(len(TINCTURES)):
        c = TINCTURES[(start + k) % len(TINCTURES)]
        if sum((x - y) ** 2 for x, y in zip(c, side_colour, strict=True)) >= 90 ** 2:
            return c
    return TINCTURES[start % len(TINCTURES)]


def initials(name: str) -> str:
    """A leader's code: the initials of his name before any comma ("Antoine de Vermandel, marshal" -> AV)."""
    name = name.split(",")[0]
    words = [w for w in name.replace("-", " ").split() if w[:1].isupper() or w[:1].isdigit()]
    if not words:
        words = name.split()
    if len(words) == 1:
        return words[0][:3].title() if words[0] else "?"
    return "".join(w[0] for w in words[:3]).upper() or "?"


def banner_code(side: Side | None, banner: str) -> str:
    """The code a unit's band shows: its banner leader's initials, else the banner id's first letters."""
    if side is not None:
        for ld in side.leaders:
            if ld.banner == banner:
                return initials(ld.name or ld.id)
    letters = "".join(ch for ch in banner if ch.isalnum())
    return letters[:3].upper() or "?"


# -- looks ---------------------------------------------------------------------------------------------

def unit_look(side: Side | None, unit: Unit | None, face: str = "front", mounted: bool | None = None) -> CounterLook:
    """A combat unit's look: `face` front (fresh) or back (fatigued); `mounted` False: its dismounted values."""
    fill = parse_colour(side.colour) if side is not None else UNKNOWN_SIDE
    back = face == "back"
    if unit is None:
        return CounterLook("unit", fill, fill, "", back=back, known=False)
    values = unit.back if back else unit.front
    on_foot = not unit.mounted
    if mounted is False and unit.dismounted is not None:
        values = unit.dismounted.back if back else unit.dismounted.front
        on_foot = True
    elif mounted is True:
        on_foot = False
    return CounterLook("unit", fill, banner_colour(unit.banner, fill), banner_code(side, unit.banner),
                       (values.sp, values.quality, values.mp), unit.type, on_foot, unit.fire, back)


def leader_look(side: Side | None, leader: Leader | None, face: str = "front", wounded: bool = False) -> CounterLook:
    """A leader's look: `face` front or back (the replacement leader); `wounded`: the wounded marker's values."""
    fill = parse_colour(side.colour) if side is not None else UNKNOWN_SIDE
    back = face == "back"
    if leader is None:
        return CounterLook("leader", fill, fill, "?", back=back, known=False)
    values = leader.front
    if back and leader.replacement is not None:
        values = leader.replacement
    hurt = wounded and leader.wounded is not None and not back
    if hurt:
        values = leader.wounded  # type: ignore[assignment]
    commander = side is not None and side.army_commander == leader.id
    return CounterLook("leader", fill, banner_colour(leader.banner, fill), initials(leader.name or leader.id),
                       (values.bonus, values.rating, values.radius, values.mp), back=back, commander=commander,
                       wounded=hurt)


def draw_counter(side: Side | None, piece: Unit | Leader | None, face: str = "front", size_px: int = 64, *,
                 mounted: bool | None = None, wounded: bool = False) -> Image.Image:
    """One counter, `face` "front" or "back", `size_px` wide (a unit's square, a leader's disc): RGBA, the
    outside of a leader's disc transparent. The public entry for whoever prints or pastes counters."""
    if isinstance(piece, Leader):
        look = leader_look(side, piece, face, wounded)
    else:
        look = unit_look(side, piece, face, mounted)
    return draw_look(look, size_px).copy()


# -- drawing -------------------------------------------------------------------------------------------

@lru_cache(maxsize=512)  # every pixel size a zoom gesture passes through, in both faces: a font is slow to load
def _font(size: int, narrow: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in (NARROW_FONT_FILES + FONT_FILES if narrow else FONT_FILES):
        try:
            return ImageFont.truetype(name, max(5, size))
        except OSError:
            continue
    return ImageFont.load_default(size=max(5, size))


@lru_cache(maxsize=8192)
def _length(text: str, px: int, narrow: bool = False) -> float:
    """The width of `text` at a pixel size: the same digits and codes are measured for every look and size."""
    return _font(px, narrow).getlength(text)


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: float, ink: RGB,
          anchor: str = "mm", width: float | None = None, stroke: int = 0, halo: RGB | None = None,
          narrow: bool = False) -> None:
    """Text at a pixel size, shrunk to fit `width` if given; `stroke` px of `halo` around the glyphs; `narrow`:
    a condensed face where there is one."""
    px = max(5, round(size))
    if width is not None:
        while px > 5 and _length(text, px, narrow) > width:
            px -= 1
    font = _font(px, narrow)
    if stroke and halo is not None:
        draw.text(xy, text, fill=ink, font=font, anchor=anchor, stroke_width=stroke, stroke_fill=halo)
    else:
        draw.text(xy, text, fill=ink, font=font, anchor=anchor)


SUPERSAMPLE = 3  # shapes are drawn this many times larger and scaled down: smooth edges at any size


@lru_cache(maxsize=4096)
def draw_look(look: CounterLook, size: int) -> Image.Image:
    """The counter of a look, `size` px wide (RGBA). Cached: do not modify the image returned."""
    size = max(4, int(size))
    k = SUPERSAMPLE if size < 160 else 1
    big = Image.new("RGBA", (size * k, size * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    if look.kind == "leader":
        _leader_shapes(draw, look, size * k)
    else:
        _unit_shapes(draw, look, size * k, size)
    im = big.resize((size, size), Image.Resampling.BOX) if k > 1 else big
    draw = ImageDraw.Draw(im)
    if look.kind == "leader":
        _leader_text(draw, look, size)
    else:
        _unit_text(draw, look, size)
    return im


def _band_h(s: float, px: int = UNIT_FULL_PX) -> float:
    """The banner band's height: a little taller on a small counter, whose type code it carries alone."""
    return s * (0.27 if px >= UNIT_FULL_PX else 0.34)


def _unit_shapes(draw: ImageDraw.ImageDraw, look: CounterLook, s: int, px: int) -> None:
    """The unit's ground, band, stripe and figure at `s` (supersampled) for a counter `px` wide: below
    UNIT_FULL_PX the figure and the fire dot give their room to the values (`_unit_text`)."""
    fill = blend(look.fill, WHITE, 0.3) if look.back else look.fill
    edge = edge_of(look.fill)
    lw = max(1, round(s / 28))
    draw.rectangle((0, 0, s - 1, s - 1), fill=fill)
    full = px >= UNIT_FULL_PX
    if px >= 12 and look.known:
        draw.rectangle((0, 0, s - 1, _band_h(s, px)), fill=look.band)
        if look.back and full:  # the fatigued back's thick white stripe, the figure on it
            draw.rectangle((0, s * 0.33, s - 1, s * 0.63), fill=WHITE)
        elif look.back:  # zoomed out: a thin stripe under the band, the values keep the ground
            draw.rectangle((0, _band_h(s, px), s - 1, _band_h(s, px) + s * 0.09), fill=WHITE)
        if full:
            ink = edge if look.back else ink_on(fill)
            _figure(draw, look, s, ink)
            if look.fire:  # the fire symbol: a white dot above the SP
                fr = s * 0.055
                fx, fy = s * 0.17, s * 0.56 if not look.back else s * 0.48
                draw.ellipse((fx - fr, fy - fr, fx + fr, fy + fr), fill=WHITE, outline=edge, width=max(1, lw // 2))
    draw.rectangle((0, 0, s - 1, s - 1), outline=edge, width=lw)


def _figure(draw: ImageDraw.ImageDraw, look: CounterLook, s: int, ink: RGB) -> None:
    """The type figure in the middle: a NATO-like frame with the series' weapon marks (see FIGURES)."""
    w, h = s * 0.44, s * 0.25
    x0, y0 = s * 0.5 - w / 2, s * 0.355
    x1, y1 = x0 + w, y0 + h
    lw = max(1, round(s / 30))
    draw.rectangle((x0, y0, x1, y1), outline=ink, width=lw)
    marks = FIGURES.get(look.type, ())
    base = ("slash",) if not look.foot else ("cross",)
    if look.type in ("At", "Aq", "Ar", "Ab"):
        base = ()  # the missile troops' own marks say it all
    for mark in (*base, *marks):
        _mark(draw, mark, x0, y0, w, h, ink, lw)


# The series' weapon classes (2.2), each a few marks over the mounted slash or the foot cross.
FIGURES: dict[str, tuple[str, ...]] = {
    "Ch": ("lance",),          # knights: a lance across the top
    "Ha": (),                  # men-at-arms: the plain figure
    "Cl": ("light",),          # light cavalry: a short bar under the frame's foot
    "Su": ("pike", "lance"),   # Swiss: pike and halberd head
    "Pi": ("pike",),           # pikemen: a pike up the middle
    "Mi": ("levy",),           # militia: a bar along the foot
    "Il": ("light",),          # light infantry
    "Ar": ("bow",),            # archers: a bow and its arrow
    "Ab": ("crossbow",),       # crossbowmen: a bow across a stock
    "Aq": ("gun",),            # arquebusiers: a barrel and its match
    "At": ("cannon",),         # artillery: NATO's filled disc
}


def _mark(draw: ImageDraw.ImageDraw, mark: str, x0: float, y0: float, w: float, h: float, ink: RGB, lw: int) -> None:
    x1, y1 = x0 + w, y0 + h
    cx, cy = x0 + w / 2, y0 + h / 2
    if mark == "slash":
        draw.line((x0, y1, x1, y0), fill=ink, width=lw)
    elif mark == "cross":
        draw.line((x0, y0, x1, y1), fill=ink, width=lw)
        draw.line((x0, y1, x1, y0), fill=ink, width=lw)
    elif mark == "lance":
        draw.rectangle((x0, y0, x1, y0 + h * 0.22), fill=ink)
    elif mark == "light":
        draw.rectangle((cx - w * 0.16, y1 - h * 0.2, cx + w * 0.16, y1), fill=ink)
    elif mark == "levy":
        draw.rectangle((x0, y1 - h * 0.22, x1, y1), fill=ink)
    elif mark == "pike":
        draw.line((cx, y0 - h * 0.35, cx, y1), fill=ink, width=lw * 2)
    elif mark == "bow":
        draw.arc((cx - w * 0.22, y0 + h * 0.12, cx + w * 0.1, y1 - h * 0.12), 90, 270, fill=ink, width=lw * 2)
        draw.line((cx - w * 0.06, cy, cx + w * 0.34, cy), fill=ink, width=lw)
        draw.polygon([(cx + w * 0.4, cy), (cx + w * 0.3, cy - h * 0.16), (cx + w * 0.3, cy + h * 0.16)], fill=ink)
    elif mark == "crossbow":
        draw.arc((cx - w * 0.3, y0 + h * 0.14, cx + w * 0.3, y1 + h * 0.3), 200, 340, fill=ink, width=lw * 2)
        draw.line((cx, y0 + h * 0.1, cx, y1 - h * 0.08), fill=ink, width=lw * 2)
    elif mark == "gun":
        draw.line((x0 + w * 0.15, cy + h * 0.12, x1 - w * 0.12, cy - h * 0.12), fill=ink, width=lw * 2)
        r = h * 0.13
        draw.ellipse((x0 + w * 0.2 - r, cy + h * 0.28 - r, x0 + w * 0.2 + r, cy + h * 0.28 + r), fill=ink)
    elif mark == "cannon":
        r = h * 0.3
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)


def _unit_text(draw: ImageDraw.ImageDraw, look: CounterLook, s: int) -> None:
    """The unit's words and values, by the width it is drawn at (its level of detail):

      * from UNIT_FULL_PX (the map at 100 % and closer, the legend, print): the printed layout, the banner's
        code and the type in the band, SP - quality - MP along the bottom;
      * from UNIT_BRIEF_PX (zoomed out, the map fitted to a window): the type in the band, SP - quality - MP
        as large as the counter allows; no code, no figure;
      * from UNIT_SP_PX: the type and the SP (the combat strength) alone;
      * smaller: the side's colour and the banner's band, nothing to read."""
    fill = blend(look.fill, WHITE, 0.3) if look.back else look.fill
    ink = ink_on(fill)
    if not look.known:
        _text(draw, (s / 2, s / 2), "?", s * 0.5, ink)
        return
    band_ink = ink_on(look.band)
    if s < UNIT_FULL_PX:
        if s < UNIT_SP_PX:
            return
        bh = _band_h(s, s)
        # on the band's right, as printed: a leader's disc on the stack covers its left corner
        _text(draw, (s * 0.95, bh / 2 + 0.5), look.type, bh * 0.86, band_ink, "rm", width=s * 0.55, narrow=True)
        if len(look.values) != 3:
            return
        top = bh + (s * 0.09 if look.back else 0)
        y = (top + s) / 2
        if s < UNIT_BRIEF_PX:
            _text(draw, (s / 2, y), str(look.values[0]), (s - top) * 0.9, ink, width=s * 0.8, narrow=True)
            return
        words = [str(v) for v in look.values]
        px, gap = round((s - top) * 0.78), max(1.5, s * 0.06)  # the gap keeps 3 6 6 from reading as 366

        def width() -> float:
            return sum(_length(w, px, True) for w in words) + 2 * gap

        while px > 5 and width() > s * 0.92:
            px -= 1
        x = (s - width()) / 2
        for w in words:
            _text(draw, (x, y), w, px, ink, "lm", narrow=True)
            x += _length(w, px, True) + gap
        return
    bh = _band_h(s)
    _text(draw, (s * 0.07, bh / 2 + 0.5), look.code, bh * 0.78, band_ink, "lm", width=s * 0.52)
    _text(draw, (s * 0.94, bh / 2 + 0.5), look.type, bh * 0.82, band_ink, "rm", width=s * 0.36)
    if len(look.values) != 3:
        return
    y = s * 0.82
    size = s * 0.29
    for x, v in zip((0.19, 0.5, 0.81), look.values, strict=True):
        _text(draw, (s * x, y), str(v), size, ink, width=s * 0.3)


def _leader_shapes(draw: ImageDraw.ImageDraw, look: CounterLook, s: int) -> None:
    ground = look.band if look.commander else look.fill
    if look.back:
        ground = blend(ground, WHITE, 0.3)
    edge = edge_of(look.fill)
    lw = max(1, round(s / 24))
    box = (0, 0, s - 1, s - 1)
    draw.ellipse(box, fill=ground)
    if s >= 12 * SUPERSAMPLE and look.known:
        # the banner band: the top of the disc (the commander's, in his side's colour)
        draw.chord(box, 180 + 40, 360 - 40, fill=look.fill if look.commander else look.band)
        if look.back:
            draw.rectangle((0, s * 0.52, s - 1, s * 0.6), fill=WHITE)
        if s >= LEADER_FULL_PX * SUPERSAMPLE:  # a small disc has no pennant: its room goes to the values
            _pennant(draw, s, ink_on(ground))
    big = s >= LEADER_FULL_PX * SUPERSAMPLE
    if look.commander and big:  # a gold rim, an edge inside it
        draw.ellipse(box, outline=GOLD, width=max(2, round(s * 0.09)))
        draw.ellipse((lw * 2, lw * 2, s - 1 - lw * 2, s - 1 - lw * 2), outline=edge, width=max(1, lw // 2))
    elif look.commander:  # a small disc (on a stack, zoomed out): the gold rim alone, so that it still reads gold
        draw.ellipse(box, outline=GOLD, width=max(2, round(s * 0.11)))
    draw.ellipse(box, outline=edge, width=lw if big or not look.commander else max(1, lw // 3))
    if look.wounded:  # the wounded-leader marker: a red cross on the rim (beside the bonus on a small disc,
        # where the bottom row reaches the rim)
        cx, cy, a = (s * 0.84, s * 0.84, s * 0.12) if s >= LEADER_FULL_PX * SUPERSAMPLE else (s * 0.84, s * 0.4,
                                                                                           s * 0.11)
        draw.rectangle((cx - a, cy - a * 0.35, cx + a, cy + a * 0.35), fill=WOUND)
        draw.rectangle((cx - a * 0.35, cy - a, cx + a * 0.35, cy + a), fill=WOUND)


def _pennant(draw: ImageDraw.ImageDraw, s: int, ink: RGB) -> None:
    """A pennant on a staff, opposite the bonus (the side of the disc the name takes on a printed counter)."""
    px, py = s * 0.27, s * 0.36
    draw.line((px, py, px, py + s * 0.24), fill=ink, width=max(1, round(s / 40)))
    draw.polygon([(px, py), (px + s * 0.16, py + s * 0.04), (px, py + s * 0.09)], fill=ink)


def _leader_text(draw: ImageDraw.ImageDraw, look: CounterLook, s: int) -> None:
    ground = look.band if look.commander else look.fill
    if look.back:
        ground = blend(ground, WHITE, 0.3)
    ink = ink_on(ground)
    if not look.known:
        _text(draw, (s / 2, s / 2), "?", s * 0.5, ink)
        return
    if s < 14:
        return
    if s < LEADER_FULL_PX:
        _leader_values_small(draw, look.values, s, ink, ground, look.commander)
        return
    band = look.fill if look.commander else look.band
    _text(draw, (s / 2, s * 0.16), look.code, s * 0.2, ink_on(band), width=s * 0.5)
    if len(look.values) != 4:
        return
    bonus, rating, radius, mp = look.values
    _text(draw, (s * 0.66, s * 0.46), str(bonus), s * 0.24, ink, width=s * 0.3)
    for x, v in zip((0.27, 0.5, 0.73), (rating, radius, mp), strict=True):
        _text(draw, (s * x, s * 0.76), str(v), s * 0.2, ink, width=s * 0.2)


def _leader_values_small(draw: ImageDraw.ImageDraw, values: tuple[int, ...], s: int, ink: RGB, ground: RGB,
                         commander: bool = False) -> None:
    """A small disc (a leader on a map at 64 px: 26 px across) keeps only what a player reads off it: the bonus,
    large, in the middle, and rating · radius · MP along the bottom, as large as the disc's chord allows; no
    initials (the band's colour is the banner) and no pennant. On a light ground (the replacement's faded
    back) the digits get a dark halo, which on a dark ground would only blur them."""
    if len(values) != 4:
        return
    bonus, rating, radius, mp = values
    halo = edge_of(ground) if ink == WHITE and luma(ground) >= LEADER_HALO_LUMA else None
    stroke = 1 if halo is not None else 0
    _text(draw, (s / 2, s * 0.39), str(bonus), s * 0.42, ink, stroke=stroke, halo=halo, narrow=True)
    if s < LEADER_ROW_PX:
        return
    words = [str(v) for v in (rating, radius, mp)]
    px, gap = round(s * 0.32), max(1.5, s * 0.07)  # the gap keeps "3 3 8" from reading as 338
    room = s * (0.82 if commander else 0.86)  # the disc's chord at the row, inside the rim (the gold one)

    def width() -> float:
        return sum(_length(w, px, True) for w in words) + 2 * gap

    while px > 5 and width() > room:  # an MP of 10: a size smaller
        px -= 1
    x = (s - width()) / 2
    for w in words:
        _text(draw, (x, s * 0.72), w, px, ink, "lm", stroke=stroke, halo=halo, narrow=True)
        x += _length(w, px, True) + gap


@lru_cache(maxsize=256)
def draw_marker(kind: str, size: int) -> Image.Image:
    """A disorder marker (12.1, 12.2), `size` px square: discouraged (D, yellow) or routed (R, red)."""
    size = max(4, int(size))
    colour = DISCOURAGED if kind == "discouraged" else ROUTED
    im = Image.new("RGBA", (size, size), (*colour, 255))
    draw = ImageDraw.Draw(im)
    draw.rectangle((0, 0, size - 1, size - 1), outline=MARKER_EDGE, width=max(1, size // 14))
    if size >= 8:
        _text(draw, (size / 2, size / 2 + 0.5), "D" if kind == "discouraged" else "R", size * 0.72,
              BLACK if kind == "discouraged" else WHITE)
    return im


def marker_box(x: float, y: float, r: float) -> tuple[float, float, float]:
    """Where a unit's disorder marker goes (centre x, y and side): over the top-right corner, on the band's
    type abbreviation (the figure still says the type), so that the values along the bottom stay readable."""
    ms = r * 0.4
    half = r * UNIT_SIZE / 2
    return x + half - ms * 0.4, y - half + ms * 0.45, ms


# -- placing -------------------------------------------------------------------------------------------

def stack_offsets(r: float, flat: bool, n_units: int, n_leaders: int) -> tuple[list[tuple[float, float]],
                                                                                list[tuple[float, float]]]:
    """Where the counters of a hex go, relative to its centre: the units (bottom first), then the leaders.

    As players stack them: one pile centred in the hex, each counter a step up and left of the one under it,
    so that the edges of those under show at the bottom right. A leader stands on the pile's top unit, his
    disc (`leader_size`) over its top-left corner (the banner's code, which his own band repeats), clear of its
    type code and its values; more leaders go along that edge. Alone, leaders make a pile of their own."""
    step = r * STACK_STEP
    units = [(((n_units - 1) / 2 - k) * step, ((n_units - 1) / 2 - k) * step) for k in range(n_units)]
    leaders: list[tuple[float, float]] = []
    if n_units:
        tx, ty = units[-1]
        inset = r * (UNIT_SIZE - LEADER_ON_STACK) / 2 - r * 0.06  # a little over the corner: more room inside
        for k in range(n_leaders):
            leaders.append((tx - inset + k * r * LEADER_ON_STACK * 0.9, ty - inset))
    else:
        lstep = r * LEADER_SIZE * 0.3
        leaders = [(((n_leaders - 1) / 2 - k) * lstep, ((n_leaders - 1) / 2 - k) * lstep) for k in range(n_leaders)]
    return units, leaders


def leader_size(n_units: int) -> float:
    """A leader's disc across, in hex radii: smaller on a stack of units (`stack_offsets`) than alone."""
    return LEADER_ON_STACK if n_units else LEADER_SIZE


def stack_box(r: float, flat: bool, n_units: int, n_leaders: int) -> tuple[float, float, float, float] | None:
    """The box (relative to the hex centre) a stack's counters cover, None for an empty hex."""
    if not n_units and not n_leaders:
        return None
    units, leaders = stack_offsets(r, flat, n_units, n_leaders)
    boxes = [(x, y, r * UNIT_SIZE / 2) for x, y in units] + [(x, y, r * leader_size(n_units) / 2)
                                                             for x, y in leaders]
    return (min(x - h for x, _, h in boxes), min(y - h for _, y, h in boxes),
            max(x + h for x, _, h in boxes), max(y + h for _, y, h in boxes))


def label_box(r: float, flat: bool, digits: int) -> tuple[float, float, float, float]:
    """The box (relative to the hex centre) a CCRR hex label takes: where nothing else is drawn."""
    size = min(r * 0.3, 0.95 * r / (2 * digits * 0.56))
    half_w = digits * 0.56 * size
    top = -(r * math.sqrt(3) / 2 - 1) if flat else -r * LABEL_TOP_POINTY
    return -half_w, top, half_w, top + size * 0.82


def facing_pointer(cx: float, cy: float, half: float, direction: tuple[float, float], r: float,
                   keep_clear: tuple[float, float, float, float] | None = None) -> list[tuple[float, float]]:
    """The facing (3): a pointer standing out of the counter's edge toward the faced hexside, a triangle
    whose base lies on the edge, so that it hides nothing printed on the counter (its type code, its values).

    (cx, cy): the counter's centre; half: half its side; direction: toward the middle of the faced hexside.
    `keep_clear`: a box (absolute) the pointer must not enter: it is shortened to fit."""
    dx, dy = direction
    n = math.hypot(dx, dy) or 1.0
    dx, dy = dx / n, dy / n
    # where the ray leaves the square
    t = min(half / abs(dx) if abs(dx) > 1e-9 else math.inf, half / abs(dy) if abs(dy) > 1e-9 else math.inf)
    bx, by = cx + dx * t, cy + dy * t
    # the edge the ray leaves by: its outward normal (ox, oy) and its run (ex, ey)
    if abs(dx) >= abs(dy):
        (ox, oy), (ex, ey) = (math.copysign(1.0, dx), 0.0), (0.0, 1.0)
    else:
        (ox, oy), (ex, ey) = (0.0, math.copysign(1.0, dy)), (1.0, 0.0)
    base = r * FACING_BASE
    length = r * FACING_LENGTH
    # the base's middle on that edge, short of its corners (a diagonal would otherwise cut a corner off)
    along = max(-half + base, min(half - base, (bx - cx) * ex + (by - cy) * ey))
    bx, by = cx + ox * half + ex * along, cy + oy * half + ey * along
    if keep_clear is not None:
        x0, y0, x1, y1 = keep_clear

        def enters(length: float) -> bool:
            return any(x0 - 1 <= bx + dx * length * k <= x1 + 1 and y0 - 1 <= by + dy * length * k <= y1 + 1
                       for k in (0.5, 0.75, 1.0))

        while length > r * 0.05 and enters(length):
            length -= r * 0.02
    # the tip toward the faced hexside's middle (the pointer leans on a diagonal), the base on the edge
    inner = r * 0.03  # the base a little inside the edge: pointer and counter join without a seam
    return [(bx + dx * length, by + dy * length), (bx + ex * base - ox * inner, by + ey * base - oy * inner),
            (bx - ex * base - ox * inner, by - ey * base - oy * inner)]


def boxes_around(r: float, flat: bool, here: tuple[float, float],
                 stacks: list[tuple[tuple[float, float], int, int]]) -> list[tuple[float, float, float, float]]:
    """The boxes, relative to `here`, of stacks given as (their hex's centre, units, leaders): what a place
    name near `here` must keep clear of (`place_name_offset`)."""
    out = []
    for (x, y), n_units, n_leaders in stacks:
        box = stack_box(r, flat, n_units, n_leaders)
        if box is not None:
            dx, dy = x - here[0], y - here[1]
            out.append((box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy))
    return out


def place_name_offset(r: float, flat: bool, half_w: float, half_h: float,
                      counters: list[tuple[float, float, float, float]]) -> tuple[float, float]:
    """Where a place name's middle goes, relative to its hex's centre: where no counter is.

    `half_w`, `half_h`: half the name's size; `counters`: the boxes (relative to the same centre) of the
    counters in the hex and around it (`stack_box`). The candidates, best first: the lower part of its hex,
    across its bottom hexside, across its top one, the upper part of its hex; the first that meets no counter,
    else the one that covers least of them."""
    hh = r * math.sqrt(3) / 2 if flat else r
    spots = [(0.0, hh * 0.56), (0.0, hh), (0.0, -hh), (0.0, -hh * 0.5)]
    best, least = spots[0], math.inf
    for dx, dy in spots:
        covered = 0.0
        for x0, y0, x1, y1 in counters:
            w = min(x1, dx + half_w) - max(x0, dx - half_w)
            h = min(y1, dy + half_h) - max(y0, dy - half_h)
            if w > 0 and h > 0:
                covered += w * h
        if covered == 0.0:
            return dx, dy
        if covered < least - 1e-9:
            best, least = (dx, dy), covered
    return best


def look_colours(look: CounterLook) -> list[RGB]:
    """The colours a look is drawn with: what its smoothed edges are mapped back to on a palette image."""
    fill = blend(look.fill, WHITE, 0.3) if look.back else look.fill
    ground = blend(look.band if look.commander else look.fill, WHITE, 0.3 if look.back else 0.0)
    out = [fill, ground, look.fill, look.band, edge_of(look.fill), WHITE, BLACK]
    if look.commander:
        out.append(GOLD)
    if look.wounded:
        out.append(WOUND)
    return list(dict.fromkeys(out))
