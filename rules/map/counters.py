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
800 counters draws each look once per size (`draw_look` is cached) and pastes it. Below ~24 px a unit's
values are left out (unreadable), below ~12 px the band and the figure too. A leader's disc below
LEADER_FULL_PX (26 px on a map at 64-px hexes) drops his initials and the pennant for his four values,
drawn as large as the disc allows.

Also here, because the renderer and the editor place things the same way: where the counters of a stack
go in a hex (`stack_offsets`), the facing pointer (`facing_pointer`), the disorder markers
(`draw_marker`) and the box the hex label takes (`label_box`), which counters and pointers keep clear of.

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

UNIT_SIZE = 1.0  # a unit counter's side, in hex radii (r: half the hex width, corner to corner)
LEADER_SIZE = 0.8  # a leader's disc, across
LEADER_FULL_PX = 40  # from this width a leader's disc shows his initials and a pennant; below, only his values
LEADER_ROW_PX = 20  # below this width, the bonus alone
LEADER_HALO_LUMA = 110  # a small disc's white digits get a dark halo on a ground at least this light
STACK_STEP = 0.14  # the diagonal offset between two units of a stack
COUNTER_DROP = 0.05  # counters sit this much below the hex centre: room for the facing pointer under the label
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

@lru_cache(maxsize=64)
def _font(size: int, narrow: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in (NARROW_FONT_FILES + FONT_FILES if narrow else FONT_FILES):
        try:
            return ImageFont.truetype(name, max(5, size))
        except OSError:
            continue
    return ImageFont.load_default(size=max(5, size))


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: float, ink: RGB,
          anchor: str = "mm", width: float | None = None, stroke: int = 0, halo: RGB | None = None,
          narrow: bool = False) -> None:
    """Text at a pixel size, shrunk to fit `width` if given; `stroke` px of `halo` around the glyphs; `narrow`:
    a condensed face where there is one."""
    px = max(5, round(size))
    font = _font(px, narrow)
    if width is not None:
        while px > 5 and font.getlength(text) > width:
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
        _unit_shapes(draw, look, size * k)
    im = big.resize((size, size), Image.Resampling.BOX) if k > 1 else big
    draw = ImageDraw.Draw(im)
    if look.kind == "leader":
        _leader_text(draw, look, size)
    else:
        _unit_text(draw, look, size)
    return im


def _band_h(s: float) -> float:
    return s * 0.27


def _unit_shapes(draw: ImageDraw.ImageDraw, look: CounterLook, s: int) -> None:
    fill = blend(look.fill, WHITE, 0.3) if look.back else look.fill
    edge = edge_of(look.fill)
    lw = max(1, round(s / 28))
    draw.rectangle((0, 0, s - 1, s - 1), fill=fill)
    if s >= 12 * SUPERSAMPLE and look.known:
        draw.rectangle((0, 0, s - 1, _band_h(s)), fill=look.band)
        if look.back:  # the fatigued back's thick white stripe, the figure on it
            draw.rectangle((0, s * 0.33, s - 1, s * 0.63), fill=WHITE)
        ink = edge if look.back else ink_on(fill)
        _figure(draw, look, s, ink)
        if look.fire and s >= 20 * SUPERSAMPLE:  # the fire symbol: a white dot above the SP
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
    fill = blend(look.fill, WHITE, 0.3) if look.back else look.fill
    ink = ink_on(fill)
    if not look.known:
        _text(draw, (s / 2, s / 2), "?", s * 0.5, ink)
        return
    if s < 20:
        return
    band_ink = ink_on(look.band)
    bh = _band_h(s)
    _text(draw, (s * 0.07, bh / 2 + 0.5), look.code, bh * 0.78, band_ink, "lm", width=s * 0.52)
    _text(draw, (s * 0.94, bh / 2 + 0.5), look.type, bh * 0.82, band_ink, "rm", width=s * 0.36)
    if s < 24 or len(look.values) != 3:
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
    if look.commander:  # a gold rim (thinner on a small disc, whose values reach close to the rim)
        draw.ellipse(box, outline=GOLD, width=max(2, round(s * (0.09 if s >= LEADER_FULL_PX * SUPERSAMPLE else 0.065))))
        draw.ellipse((lw * 2, lw * 2, s - 1 - lw * 2, s - 1 - lw * 2), outline=edge, width=max(1, lw // 2))
    draw.ellipse(box, outline=edge, width=lw)
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
        return sum(_font(px, True).getlength(w) for w in words) + 2 * gap

    while px > 5 and width() > room:  # an MP of 10: a size smaller
        px -= 1
    x = (s - width()) / 2
    for w in words:
        _text(draw, (x, s * 0.72), w, px, ink, "lm", stroke=stroke, halo=halo, narrow=True)
        x += _font(px, True).getlength(w) + gap


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
    """Where the counters of a hex go, relative to its centre: the units (bottom first, each a step down and
    right), then the leaders. With units, the leaders stand on the right, beside the units rather than on
    them, the units moved left to make room; alone, a leader takes the centre. Everything stays below the hex
    label and above the place name's band."""
    drop = r * COUNTER_DROP
    off = r * STACK_STEP
    unit_x = 0.0
    lead_x = 0.0
    if n_units and n_leaders:
        unit_x = -r * (0.2 if flat else 0.17)
        lead_x = r * (0.6 if flat else 0.5)
    units = [(unit_x + (k - (n_units - 1) / 2) * off, drop + (k - (n_units - 1) / 2) * off) for k in range(n_units)]
    leaders = []
    for k in range(n_leaders):
        if n_units:
            leaders.append((lead_x - k * r * 0.1, drop - r * 0.08 + k * r * 0.2))
        else:
            leaders.append((-k * r * 0.3 + (n_leaders - 1) * r * 0.15, drop + (k - (n_leaders - 1) / 2) * r * 0.3))
    return units, leaders


def label_box(r: float, flat: bool, digits: int) -> tuple[float, float, float, float]:
    """The box (relative to the hex centre) a CCRR hex label takes: where nothing else is drawn."""
    size = min(r * 0.3, 0.95 * r / (2 * digits * 0.56))
    half_w = digits * 0.56 * size
    top = -(r * math.sqrt(3) / 2 - 1) if flat else -r * LABEL_TOP_POINTY
    return -half_w, top, half_w, top + size * 0.82


def facing_pointer(cx: float, cy: float, half: float, direction: tuple[float, float], r: float,
                   keep_clear: tuple[float, float, float, float] | None = None) -> list[tuple[float, float]]:
    """The facing (3): a pointer standing out of the counter's edge toward the faced hexside, a triangle.

    (cx, cy): the counter's centre; half: half its side; direction: toward the middle of the faced hexside.
    `keep_clear`: a box (absolute) the pointer must not enter, the hex label's: it is shortened to fit."""
    dx, dy = direction
    n = math.hypot(dx, dy) or 1.0
    dx, dy = dx / n, dy / n
    # where the ray leaves the square
    t = min(half / abs(dx) if abs(dx) > 1e-9 else math.inf, half / abs(dy) if abs(dy) > 1e-9 else math.inf)
    bx, by = cx + dx * t, cy + dy * t
    tx, ty = -dy, dx
    base = r * 0.17
    length = r * 0.2
    if keep_clear is not None:
        x0, y0, x1, y1 = keep_clear
        while length > r * 0.06:
            tip = (bx + dx * length, by + dy * length)
            mid = [(bx + sgn * tx * base * 0.5 + dx * length * 0.5, by + sgn * ty * base * 0.5 + dy * length * 0.5)
                   for sgn in (1, -1)]
            if not any(x0 - 1 <= x <= x1 + 1 and y0 - 1 <= y <= y1 + 1 for x, y in (tip, *mid)):
                break
            length -= r * 0.02
    # the base is pulled a little into the counter, so that the pointer joins it at any angle
    inner = r * 0.04
    return [(bx + dx * length, by + dy * length), (bx + tx * base - dx * inner, by + ty * base - dy * inner),
            (bx - tx * base - dx * inner, by - ty * base - dy * inner)]


def place_name_y(r: float, flat: bool, occupied: bool) -> float:
    """The middle of a place name below the hex centre: in the lower part of the hex, lower still when
    counters stand in it, so that the name sits under them rather than across their values."""
    half_h = r * math.sqrt(3) / 2 if flat else r
    return half_h * (0.8 if occupied else 0.56)


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
