"""What the map's marks mean: one list of legend entries (name, rule reference, how to draw a sample) that the
editor's legend dock, its tool and terrain icons, and `banneret render --legend` all read, so they cannot
disagree with the map. Every sample is drawn by the renderer itself (`render_map` on a one- to three-hex
scenario), so a legend swatch is exactly what the map shows.

    sample(entry("terrain:wood"), 48)          # RGBA, the hex's outside transparent
    legend_image(scenario)                      # the whole legend box, title and sides' colours on top
    with_legend(render_map(scenario), scenario) # the map with the legend box under it

The rule references are the sections of the English 2010 text that define each mark (the 2014 and 2018
texts keep the numbering); tests/test_legend.py quotes the sentence behind each.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from rules.geometry.hexgrid import Grid, Hex, Hexside
from rules.i18n import N_, _
from rules.scenario import model as m

from . import render as R

RGBA = tuple[int, int, int, int]
UNIT_SCALE = 1.05  # a unit sample's hex width, in sample widths: the counter and its facing pointer fit
SAMPLE_COLOUR = "#3a62b8"  # the side colour of sample counters when no scenario gives one


@dataclass(frozen=True)
class PlayMarker:
    """A game marker as play mode tags a counter with it (editor/hexmap/play/counters.py draws these)."""

    text: str
    fill: RGBA
    ink: RGBA
    name: str
    rule: str


PLAY_MARKERS: dict[str, PlayMarker] = {
    "charge": PlayMarker("C", (200, 30, 30, 255), (255, 255, 255, 255), N_("Charge marker"), "10.2"),
    "ooc": PlayMarker("NC", (110, 110, 110, 255), (255, 255, 255, 255), N_("Out of command"), "6.A, 7.2"),
    "rest": PlayMarker("z", (60, 120, 200, 255), (255, 255, 255, 255), N_("Resting"), "11.2"),
    "melee": PlayMarker("M", (150, 60, 0, 255), (255, 255, 255, 255), N_("Mêlée marker"), "10.4"),
    "moved": PlayMarker("✓", (250, 250, 250, 220), (40, 40, 40, 255), N_("Moved in this activation"), "8.1, 9.3"),
}


@dataclass(frozen=True)
class Entry:
    """One line of the legend. `kind` and `value` say how its sample is drawn."""

    key: str
    group: str
    name: str
    rule: str
    kind: str  # terrain | level | hexside | route | rout | unit | leader | play
    value: str = ""
    seen_as: str = ""  # a scenario terrain: the chart row it is read as (special rules)


# The names are in English (marked for the catalogue): `_(entry.name)` where they are shown.
TERRAIN_NAMES = {"clear": N_("Clear"), "wood": N_("Wood"), "bushes": N_("Bushes"), "marsh": N_("Marsh"),
                 "village": N_("Village"), "farm": N_("Farm"), "pond": N_("Pond"), "lake": N_("Lake"), "sea": N_("Sea")}
HEXSIDE_NAMES = {"stream": N_("Stream"), "river": N_("River"), "wall": N_("Wall (crenels outside)"),
                 "fortification": N_("Fortification (points outside)"), "gate": N_("Gate in a wall"),
                 "bridge": N_("Bridge"), "ford": N_("Ford")}
ROUTE_NAMES = {"road": N_("Road"), "track": N_("Track")}
ROUTE_NOTES = {"road": "c", "track": "b"}  # the Terrain Chart's footnote on moving along each

ENTRIES: tuple[Entry, ...] = (
    *(Entry(f"terrain:{t}", N_("Terrain"), TERRAIN_NAMES[t], "Terrain chart", "terrain", t) for t in m.HEX_TERRAIN),
    Entry("level:1", N_("Levels"), N_("Level 1 (contour where the level changes)"), "Terrain chart, R19", "level",
          "1"),
    Entry("level:2", N_("Levels"), N_("Level 2: browner for each level up"), "Terrain chart, R19", "level", "2"),
    Entry("level:-1", N_("Levels"), N_("Level -1: bluer for each level down"), "Terrain chart, R19", "level", "-1"),
    *(Entry(f"hexside:{f}", N_("Hexsides"), HEXSIDE_NAMES[f], "Terrain chart, R14", "hexside", f)
      for f in m.HEXSIDE_FEATURES),
    *(Entry(f"route:{r}", N_("Roads and tracks"), ROUTE_NAMES[r], f"Terrain chart [{ROUTE_NOTES[r]}]; R14", "route", r)
      for r in m.ROUTES),
    Entry("rout:edge", N_("Rout edges"), N_("Rout edge, in the side's colour"), "12.2.1, 12.2.2", "rout", "edge"),
    Entry("counter:unit", N_("Counters"), N_("Unit: banner band (leader's code, type), figure, SP-quality-MP"),
          "2.1, 2.2", "unit", "unit"),
    Entry("counter:facing", N_("Counters"), N_("Facing: the pointer toward the front hexside"), "3, R13", "unit",
          "facing"),
    Entry("counter:fatigued", N_("Counters"), N_("Fatigued: the back, white stripe, its values"), "2.3, 11.1", "unit",
          "fatigued"),
    Entry("counter:fire", N_("Counters"), N_("Fire capability (white dot above SP)"), "2.1, Fire Table", "unit",
          "fire"),
    Entry("counter:foot", N_("Counters"), N_("On foot: a cross; mounted: a slash"), "2.2, 8.4", "unit", "foot"),
    Entry("counter:leader", N_("Counters"), N_("Leader: banner band, bonus; rating, radius, MP"), "1.1, 1.2", "leader",
          "leader"),
    Entry("counter:commander", N_("Counters"), N_("Army commander: blazon ground, gold rim"), "1.1", "leader",
          "commander"),
    Entry("marker:discouraged", N_("Markers"), N_("Discouraged"), "2.3.2, 12.1", "unit", "discouraged"),
    Entry("marker:routed", N_("Markers"), N_("Routed"), "2.3.2, 12.2.1", "unit", "routed"),
    *(Entry(f"marker:{k}", N_("Markers"), pm.name, pm.rule, "play", k) for k, pm in PLAY_MARKERS.items()),
)

GROUPS: tuple[str, ...] = tuple(dict.fromkeys(e.group for e in ENTRIES))


def entry(key: str) -> Entry:
    for e in ENTRIES:
        if e.key == key:
            return e
    raise KeyError(key)


# -- samples ------------------------------------------------------------------------------------------

def _side(colour: str) -> m.Side:
    unit = m.Unit("u", "1", "Ch", m.UnitValues(4, 5, 6), m.UnitValues(3, 4, 6), mounted=True,
                  dismounted=m.Dismounted(m.UnitValues(4, 5, 4), m.UnitValues(3, 4, 4)))
    archer = m.Unit("a", "1", "Ar", m.UnitValues(2, 4, 5), m.UnitValues(1, 3, 5), fire=True)
    leader = m.Leader("l", "1", m.LeaderValues(2, 3, 4, 8), name="Guy de Lusignan")
    return m.Side("s", "Side", colour, "attacker", None, None, leaders=[leader], units=[unit, archer])


def _scenario(rows: int, colour: str) -> tuple[m.Scenario, list[Hex]]:
    grid = Grid(1, rows, "flat", 1, 1, "odd")
    s = m.Scenario(title="legend", map=m.MapData(grid), sides=[_side(colour)])
    return s, list(grid.hexes())


def _render_sample(e: Entry, scale: float, colour: str) -> tuple[Image.Image, tuple[float, float]]:
    """The renderer's picture of the entry and the point to centre the sample on."""
    rows, focus = 1, 0
    if e.kind in ("hexside", "level"):
        rows = 2
    elif e.kind == "route":
        rows, focus = 3, 1
    s, hexes = _scenario(rows, colour)
    md = s.map
    if e.kind == "terrain":
        md.terrain[hexes[0]] = e.value
        if e.seen_as:
            s.special_rules.terrain_as[e.value] = e.seen_as
    elif e.kind == "level":
        md.levels[hexes[0]] = int(e.value)
    elif e.kind == "hexside":
        if e.value in ("bridge", "ford"):  # both cross a river
            md.hexsides["river"] = [Hexside(hexes[0], hexes[1])]
        md.hexsides[e.value] = [Hexside(hexes[0], hexes[1])]
    elif e.kind == "route":
        md.routes[e.value] = [hexes]
    elif e.kind in ("unit", "play"):
        p = m.Placement(hexes[0], unit="a" if e.value == "fire" else "u", facing=0 if e.value == "facing" else None)
        if e.value == "foot":
            p.mounted = False
        if e.value in ("discouraged", "routed"):
            p.disorder = e.value
            p.facing = None if e.value == "routed" else 0
        p.fatigued = e.value == "fatigued"
        s.setup.append(p)
    elif e.kind == "leader":
        s.setup.append(m.Placement(hexes[0], leader="l"))
        if e.value == "commander":
            s.sides[0].army_commander = "l"
    image = R.render_map(s, scale=scale, units=True, labels=False)
    layout = s.grid.layout(scale)
    if e.kind == "hexside":
        (ax, ay), (bx, by) = layout.center(hexes[0]), layout.center(hexes[1])
        return image, ((ax + bx) / 2, (ay + by) / 2)
    return image, layout.center(hexes[focus])


def _paper_transparent(image: Image.Image) -> Image.Image:
    """The palette image as RGBA, the paper outside the hexes (palette index 0) transparent."""
    rgba = image.convert("RGBA")
    alpha = Image.frombytes("L", image.size, bytes(0 if i == 0 else 255 for i in image.tobytes()))
    rgba.putalpha(alpha)
    return rgba


@lru_cache(maxsize=512)
def sample(e: Entry, size: int = 48, colour: str = SAMPLE_COLOUR) -> Image.Image:
    """The entry as the map draws it: an RGBA square `size` px wide, a hex `size` px wide in the middle."""
    # counters larger than on the map: a legend is read closer (a unit's counter, 84 % of the hex's flats, and
    # its facing pointer fill the sample; a leader's disc alone as large as a unit's counter was)
    scale = size * UNIT_SCALE if e.kind in ("unit", "play") else size * 1.6 if e.kind == "leader" else float(size)
    image, (cx, cy) = _render_sample(e, scale, colour)
    rgba = _paper_transparent(image)
    half = size / 2
    out = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    left, top = round(cx - half), round(cy - half)
    out.paste(rgba.crop((max(0, left), max(0, top), left + size, top + size)),
              (max(0, -left), max(0, -top)))
    if e.kind == "rout":
        _rout_band(out, size, colour)
    elif e.kind == "play":
        _play_tag(out, size, PLAY_MARKERS[e.value])
    return out


def _rout_band(out: Image.Image, size: int, colour: str) -> None:
    """The band the editor draws inside a map-edge hexside of a rout hex (editor/hexmap/mapitem.py: _rout)."""
    r = size / 2
    rgb = R._parse_colour(colour)
    draw = ImageDraw.Draw(out, "RGBA")
    cx, cy = size / 2, size / 2
    half_h = r * math.sqrt(3) / 2
    inset = r * 0.08 + r * 0.06
    y = cy - half_h + inset
    draw.line((cx - r / 2 + inset * 0.6, y, cx + r / 2 - inset * 0.6, y), fill=(*rgb, 170),
              width=max(2, round(r * 0.12)))


def _play_tag(out: Image.Image, size: int, pm: PlayMarker) -> None:
    """The tag play mode puts across a counter's middle (editor/hexmap/play/counters.py: tag_boxes)."""
    r = size * UNIT_SCALE / 2  # the sample's hex radius
    tag = r * 0.3 * 1.4  # larger than on the map, so that the letters read in a legend
    x0, y0 = size / 2 - r * R.C.UNIT_SIZE / 2, size / 2 - tag / 2
    if round(r * R.C.UNIT_SIZE) < R.C.UNIT_FULL_PX:  # a small sample: the values across the middle, the tag
        tag = r * 0.3 * 1.1  # on the band's left as play mode puts it (tag_boxes, brief)
        y0 = size / 2 - r * R.C.UNIT_SIZE / 2 + r * R.C.UNIT_SIZE * 0.17 - tag / 2
    w = tag * (1.4 if len(pm.text) > 1 else 1.0)
    draw = ImageDraw.Draw(out, "RGBA")
    draw.rectangle((x0, y0, x0 + w, y0 + tag), fill=pm.fill, outline=(30, 30, 30, 255))
    font, text = R.text_font(pm.text, max(6, round(tag * 0.72)))
    draw.text((x0 + w / 2, y0 + tag / 2), text, fill=pm.ink, font=font, anchor="mm")


def terrain_icon(kind: str, size: int = 24, seen_as: str | None = None) -> Image.Image:
    """A terrain for a picker: the map's hex (fill and pattern) with a plain chip of the fill in its middle,
    so that the colour itself reads even where the pattern is dense (wood, farm). `seen_as`: the chart row
    a scenario terrain is read as."""
    e = entry(f"terrain:{kind}") if kind in TERRAIN_NAMES else Entry("", "", kind, "", "terrain", kind, seen_as or "")
    out = sample(e, size).copy()
    fill = (*R.terrain_fill(kind, 0, {kind: seen_as} if seen_as else None), 255)
    r = size * 0.17
    c = size / 2
    ImageDraw.Draw(out).regular_polygon((c, c, r), 6, fill=fill)
    return out


# -- the legend box -----------------------------------------------------------------------------------

INK = (40, 36, 30)
RULE_INK = (110, 104, 92)
BOX = (252, 250, 242)


# The tables a legend's rule reference names, as the reader's rule book names them; the numbers are the same.
RULE_TABLES = {"Terrain chart": N_("Terrain Chart"), "Fire Table": N_("Fire Table")}


def rule_words(rule: str) -> str:
    """An entry's rule reference with its table's name in the current language ("Terep táblázat, R19")."""
    for table, msg in RULE_TABLES.items():
        rule = rule.replace(table, _(msg))
    return rule


def legend_image(scenario: m.Scenario | None = None, size: int = 40, width: int = 0,
                 columns: int | None = None) -> Image.Image:
    """The legend box: the scenario's title and its sides' colours, then every entry, its sample and its rule.

    The entries flow down columns as wide as one entry; `width` (the map's) sets how many fit side by side.
    The samples' counters take the first side's colour."""
    colour = scenario.sides[0].colour if scenario is not None and scenario.sides else SAMPLE_COLOUR
    pad, gap = 10, 6
    name_font, _text = R.text_font("Ag", max(11, size * 3 // 10))
    rule_font, _text = R.text_font("Ag", max(9, size // 4))
    head_font, _text = R.text_font("Ag", max(12, size * 35 // 100))
    title_font, _text = R.text_font("Ag", max(14, size * 45 // 100))
    row_h = size + gap
    col_w = size + 16 + max(round(name_font.getlength(_(e.name))) for e in ENTRIES) + pad
    if columns is None:
        columns = (max(width, col_w) - 2 * pad) // col_w
    columns = max(1, min(len(GROUPS), columns))
    # each group starts a block (its heading then its rows); blocks go to the shortest column
    blocks = [(g, [e for e in ENTRIES if e.group == g]) for g in GROUPS]
    head_h = round(head_font.size * 1.6) if hasattr(head_font, "size") else 18
    heights = [0] * columns
    placed: list[tuple[int, int, str, list[Entry]]] = []
    for g, rows in blocks:
        c = heights.index(min(heights))
        placed.append((c, heights[c], g, rows))
        heights[c] += head_h + len(rows) * row_h + gap
    top = pad
    title = scenario.title if scenario is not None else _("Legend")
    sides = scenario.sides if scenario is not None else []
    top_h = round(title_font.size * 1.5) + (round(name_font.size * 1.8) if sides else 0) + gap
    w = max(width, 2 * pad + columns * col_w)
    h = top + top_h + max(heights) + pad
    out = Image.new("RGB", (w, h), BOX)
    draw = ImageDraw.Draw(out)
    draw.rectangle((0, 0, w - 1, h - 1), outline=R.GRID_LINE)
    t_font, t_text = R.text_font(title, title_font.size)
    draw.text((pad, top), t_text, fill=INK, font=t_font)
    y = top + round(title_font.size * 1.5)
    x = pad
    for side in sides:
        sw = round(name_font.size * 1.2)
        draw.rectangle((x, y, x + sw, y + sw), fill=R._parse_colour(side.colour), outline=INK)
        f, text = R.text_font(side.name, name_font.size)
        draw.text((x + sw + 6, y + sw / 2), text, fill=INK, font=f, anchor="lm")
        x += sw + 6 + round(f.getlength(text)) + 24
    y0 = top + top_h
    for c, dy, g, rows in placed:
        x, y = pad + c * col_w, y0 + dy
        draw.text((x, y), _(g), fill=INK, font=head_font)
        y += head_h
        for e in rows:
            s = sample(e, size, colour)
            out.paste(s, (x, y), s)
            f, text = R.text_font(_(e.name), name_font.size)
            draw.text((x + size + 8, y + size * 0.3), text, fill=INK, font=f, anchor="lm")
            draw.text((x + size + 8, y + size * 0.72), rule_words(e.rule), fill=RULE_INK, font=rule_font, anchor="lm")
            y += row_h
    return out


def with_legend(map_image: Image.Image, scenario: m.Scenario, size: int = 40) -> Image.Image:
    """The rendered map with the legend box under it (RGB), or beside it when the map is taller than wide."""
    mw, mh = map_image.size
    if mh > mw:  # beside: as few columns as keep the box within the map's height
        for n in range(1, len(GROUPS) + 1):
            box = legend_image(scenario, size=size, columns=n)
            if box.height <= mh:
                break
        out = Image.new("RGB", (mw + box.width, max(mh, box.height)), R.PAPER)
        out.paste(box, (mw, 0))
    else:
        box = legend_image(scenario, size=size, width=mw)
        out = Image.new("RGB", (max(mw, box.width), mh + box.height), R.PAPER)
        out.paste(box, (0, mh))
    out.paste(map_image.convert("RGB"), (0, 0))
    return out
