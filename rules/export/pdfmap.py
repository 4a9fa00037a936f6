"""The map as a vector PDF at true scale: one sheet the size of the map, or tiled over A4/A3/Letter.

The hex is printed at the scenario's `scale.hex_mm` across the flats (rules/scenario/model.py: the series'
19 mm when it has none). The map is drawn once, by the renderer's own code (`pdfdraw.VectorRenderer`), into a
PDF form; each page shows its window onto that form, so a 63-page tiling of the 100 x 100 benchmark map holds
the drawing once, and every page is the same drawing.

Tiles overlap by at least `overlap_mm`: the centre line of each overlap carries registration crosses (the same
map points on both pages: lay one page over the other until the crosses coincide, or cut one page along the
ticks in the margin). The fewest pages are chosen first (portrait or landscape); then the spare room is shared
out as wider overlaps, so that the last row and column of pages reach the map's far edge exactly and are as
full as the first, instead of printing a last row half blank (a 2 x 2 tiling of the demo map left 58-65 % of
its lower pages white). Of two orientations with as many pages, the one whose pages show more of the map wins.
Each page is labelled (row letter, column number: "B3"), names its neighbours, and has a 50 mm scale bar
to check that the printer printed at 100 %.
"""

from __future__ import annotations

import io
import math
import os
import string
from dataclasses import dataclass, field
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from rules.export.paper import Progress, no_progress, paper_mm
from rules.export.pdfdraw import MM, PdfDraw, VectorRenderer, hex_scale_pt, new_canvas
from rules.fileio.atomic import write_atomic
from rules.i18n import _
from rules.scenario.model import HEX_MM_RANGE, Scenario, printed_hex_mm

SHEET = "sheet"  # `paper`: one page the size of the map (plus its margin)
MAX_PAGE_PT = 14400.0  # 200 inches: the largest page PDF readers accept (PDF 1.7, annex C)
MARK = (0, 0, 0)
MARGIN_TEXT = (60, 60, 60)


@dataclass
class MapPrint:
    """How to print the map. `paper`: "A4", "A3", "Letter" (tiled) or "sheet" (one page)."""

    paper: str = "A4"
    orientation: str = "auto"  # portrait | landscape | auto (the one with fewer pages)
    overlap_mm: float = 10.0
    margin_mm: float = 10.0
    units: bool = True
    labels: bool = True
    hex_mm: float | None = None  # None: the scenario's scale.hex_mm (or the series' default)


@dataclass
class Tile:
    row: int
    col: int
    x: float  # the map window's top-left, in map points
    y: float

    @property
    def label(self) -> str:
        return tile_label(self.row, self.col)


@dataclass
class MapPlan:
    hex_mm: float
    map_w: float  # points
    map_h: float
    page_w: float
    page_h: float
    area: tuple[float, float, float, float]  # x, y, w, h of the map window on a page (y down)
    rows: int
    cols: int
    tiles: list[Tile] = field(default_factory=list)
    overlap: tuple[float, float] = (0.0, 0.0)  # points, across (between columns) and down (between rows)


def tile_label(row: int, col: int) -> str:
    """A, B, ... Z, AA, AB ... for the row, then the column from 1: "B3"."""
    letters = string.ascii_uppercase
    name = ""
    k = row
    while True:
        name = letters[k % 26] + name
        k = k // 26 - 1
        if k < 0:
            break
    return f"{name}{col + 1}"


def plan_map(scenario: Scenario, opts: MapPrint) -> MapPlan:
    """Pages and tiles, from the grid alone (cheap: the CLI and the editor say what they will print first).
    Raises ValueError with a message for the user."""
    hex_mm = opts.hex_mm if opts.hex_mm is not None else printed_hex_mm(scenario.scale)
    if not (HEX_MM_RANGE[0] <= hex_mm <= HEX_MM_RANGE[1]):
        raise ValueError(_("a hex of {size} mm: give {low}–{high} mm").format(
            size=f"{hex_mm:g}", low=f"{HEX_MM_RANGE[0]:g}", high=f"{HEX_MM_RANGE[1]:g}"))
    if opts.margin_mm < 0 or opts.overlap_mm < 0:
        raise ValueError(_("margins and overlaps are not negative"))
    g = scenario.grid
    if g.columns > 0 and g.rows > 0:
        map_w, map_h = g.layout(hex_scale_pt(hex_mm)).size()
    else:
        map_w = map_h = 1.0
    m = opts.margin_mm * MM
    if opts.paper.lower() == SHEET:
        page_w, page_h = map_w + 2 * m, map_h + 2 * m
        if max(page_w, page_h) > MAX_PAGE_PT:
            raise ValueError(_("the map is {width} x {height} mm at {size} mm hexes, more than the {most} mm a PDF "
                               "page can hold; tile it over A4, A3 or Letter").format(
                width=f"{map_w / MM:.0f}", height=f"{map_h / MM:.0f}", size=f"{hex_mm:g}",
                most=f"{MAX_PAGE_PT / MM:.0f}"))
        plan = MapPlan(hex_mm, map_w, map_h, page_w, page_h, (m, m, map_w, map_h), 1, 1)
        plan.tiles = [Tile(0, 0, 0.0, 0.0)]
        return plan
    pw, ph = (v * MM for v in paper_mm(opts.paper))
    overlap = opts.overlap_mm * MM
    choices = []
    for orient, (w, h) in (("portrait", (pw, ph)), ("landscape", (ph, pw))):
        if opts.orientation not in ("auto", orient):
            continue
        aw, ah = w - 2 * m, h - 2 * m
        if aw <= overlap + MM or ah <= overlap + MM:
            raise ValueError(_("margins of {margin} mm and an overlap of {overlap} mm leave no room on {paper}").format(
                margin=f"{opts.margin_mm:g}", overlap=f"{opts.overlap_mm:g}", paper=opts.paper))
        cols = 1 if map_w <= aw else math.ceil((map_w - overlap) / (aw - overlap) - 1e-9)
        rows = 1 if map_h <= ah else math.ceil((map_h - overlap) / (ah - overlap) - 1e-9)
        shown = rows * cols * min(aw, map_w) * min(ah, map_h)  # the map's points² the pages print
        choices.append((rows * cols, -shown, orient, w, h, aw, ah, rows, cols))
    if not choices:
        raise ValueError(_("orientation '{orientation}': portrait, landscape or auto").format(
            orientation=opts.orientation))
    _count, _shown, _orient, w, h, aw, ah, rows, cols = min(choices, key=lambda c: (c[0], c[1]))
    # the windows step so that the last one ends on the map's far edge: every page full, the overlaps wider
    step_x = (map_w - aw) / (cols - 1) if cols > 1 else 0.0
    step_y = (map_h - ah) / (rows - 1) if rows > 1 else 0.0
    plan = MapPlan(hex_mm, map_w, map_h, w, h, (m, m, aw, ah), rows, cols,
                   overlap=(aw - step_x if cols > 1 else 0.0, ah - step_y if rows > 1 else 0.0))
    plan.tiles = [Tile(r, c, c * step_x, r * step_y) for r in range(rows) for c in range(cols)]
    return plan


def map_pdf(scenario: Scenario, opts: MapPrint | None = None, base_dir: str | os.PathLike[str] | None = None,
            progress: Progress = no_progress) -> tuple[bytes, MapPlan]:
    """The PDF's bytes and its plan. `base_dir`: where counter images are found (the scenario's folder)."""
    opts = opts or MapPrint()
    plan = plan_map(scenario, opts)
    total = len(plan.tiles) + 1
    progress(0, total, "drawing the map")
    buffer = io.BytesIO()
    c = new_canvas(buffer, (plan.page_w, plan.page_h), scenario.title)
    draw = PdfDraw(c, None)  # type: ignore[arg-type]  # the renderer hands over its palette
    renderer = VectorRenderer(scenario, hex_scale_pt(plan.hex_mm), opts.units, opts.labels,
                              Path(base_dir) if base_dir is not None else None)
    c.beginForm("map", 0, 0, max(plan.map_w, 1.0), max(plan.map_h, 1.0))
    draw.forget()
    renderer.draw_on(draw)
    c.endForm()
    for i, tile in enumerate(plan.tiles):
        progress(i + 1, total, f"page {tile.label}")
        _page(c, draw, plan, tile, opts, scenario.title)
    c.save()
    progress(total, total, "done")
    return buffer.getvalue(), plan


def write_map_pdf(scenario: Scenario, path: str | os.PathLike[str], opts: MapPrint | None = None,
                  base_dir: str | os.PathLike[str] | None = None, progress: Progress = no_progress) -> MapPlan:
    """Write the map PDF atomically (a failure or a cancel leaves the previous file whole)."""
    data, plan = map_pdf(scenario, opts, base_dir, progress)
    write_atomic(path, data)
    return plan


def _page(c: Canvas, draw: PdfDraw, plan: MapPlan, tile: Tile, opts: MapPrint, title: str) -> None:
    c.translate(0, plan.page_h)  # y down, as the renderer draws
    c.scale(1, -1)
    draw.forget()
    ax, ay, aw, ah = plan.area
    draw.save()
    p = c.beginPath()
    p.rect(ax, ay, aw, ah)
    c.clipPath(p, stroke=0, fill=0)
    c.translate(ax - tile.x, ay - tile.y)
    c.doForm("map")
    draw.restore()
    if plan.rows * plan.cols > 1:
        _registration(draw, plan, tile)
    _margin(draw, plan, tile, title)
    c.showPage()


def _cross(draw: PdfDraw, x: float, y: float) -> None:
    r = 2.2 * MM
    draw.ellipse((x - r, y - r, x + r, y + r), outline=MARK, width=0.4)
    draw.line((x - 1.6 * r, y, x + 1.6 * r, y), fill=MARK, width=0.4)
    draw.line((x, y - 1.6 * r, x, y + 1.6 * r), fill=MARK, width=0.4)


def _registration(draw: PdfDraw, plan: MapPlan, tile: Tile) -> None:
    """Crosses on the centre lines of the overlaps (the same map points on both pages), ticks in the margin."""
    ax, ay, aw, ah = plan.area
    over_x, over_y = plan.overlap
    tick, tick_v = tick_lengths(plan)
    xs = []
    if tile.col > 0:
        xs.append(ax + over_x / 2)
    if tile.col < plan.cols - 1:
        xs.append(ax + aw - over_x / 2)
    ys = []
    if tile.row > 0:
        ys.append(ay + over_y / 2)
    if tile.row < plan.rows - 1:
        ys.append(ay + ah - over_y / 2)
    for x in xs:
        for k in (0.25, 0.75):
            _cross(draw, x, ay + ah * k)
        draw.line((x, ay - tick_v, x, ay), fill=MARK, width=0.4)
        draw.line((x, ay + ah, x, ay + ah + tick_v), fill=MARK, width=0.4)
    for y in ys:
        for k in (0.25, 0.75):
            _cross(draw, ax + aw * k, y)
        draw.line((ax - tick, y, ax, y), fill=MARK, width=0.4)
        draw.line((ax + aw, y, ax + aw + tick, y), fill=MARK, width=0.4)


TEXT_HALF = 0.6  # half a margin line's height (ascent and descent about its middle), in font sizes


def margin_text(plan: MapPlan) -> tuple[float, float, float] | None:
    """The margin lines' font size and the middles of the top and bottom lines (y down), or None without a
    margin to write in."""
    ax, ay, aw, ah = plan.area
    if ay < 4 * MM:
        return None
    size = min(7.0, ay * 0.4)
    return size, ay * 0.5, ay + ah + ay * 0.5


def tick_lengths(plan: MapPlan) -> tuple[float, float]:
    """The registration ticks' lengths in the side margins and in the top and bottom ones: those stop a
    millimetre short of the margin lines (title, page label, hex size), which a tick ran through."""
    ax, ay = plan.area[:2]
    side = min(6 * MM, ax * 0.8)
    text = margin_text(plan)
    if text is None:
        return side, min(6 * MM, ay * 0.8)
    size, above, _below = text
    return side, max(0.0, min(6 * MM, ay - (above + size * TEXT_HALF) - 1 * MM))


def _margin(draw: PdfDraw, plan: MapPlan, tile: Tile, title: str) -> None:
    """Top: the title and the page's label; bottom: the hex size, the neighbour below and a 50 mm scale bar
    to check the print; the other neighbours at the middle of their sides."""
    ax, ay, aw, ah = plan.area
    text = margin_text(plan)
    if text is None:
        return  # no margin to write in
    size, above, below = text
    tiled = plan.rows * plan.cols > 1
    label = _("page {tile} of {rows} x {cols}").format(tile=tile.label, rows=plan.rows, cols=plan.cols) if tiled else ""
    if label:
        draw.string(label, size * 1.3, "rm", ax + aw, above, MARK)
    draw.string(draw.fit(title, size, aw * 0.6), size, "lm", ax, above, MARGIN_TEXT)
    draw.string(_("hex {size} mm across the flats; print at 100 % (actual size)").format(size=f"{plan.hex_mm:g}"),
                size, "lm", ax, below, MARGIN_TEXT)
    bar = 50 * MM
    if aw > bar + 100 * MM:
        x1 = ax + aw
        x0 = x1 - bar
        draw.line((x0, below, x1, below), fill=MARK, width=0.6)
        for k in range(6):
            x = x0 + k * 10 * MM
            draw.line((x, below - 1.2 * MM, x, below), fill=MARK, width=0.4)
        draw.string("50 mm", size, "rm", x0 - 1.5 * MM, below, MARGIN_TEXT)
    if not tiled:
        return
    mid_x, mid_y = ax + aw / 2, ay + ah / 2
    for dr, dc, at, arrow in ((-1, 0, (mid_x, above), "^"), (1, 0, (mid_x, below), "v"),
                              (0, -1, (ax * 0.5, mid_y), "<"), (0, 1, (ax + aw + ax * 0.5, mid_y), ">")):
        r, col = tile.row + dr, tile.col + dc
        if 0 <= r < plan.rows and 0 <= col < plan.cols:
            draw.string(f"{arrow} {tile_label(r, col)}", size, "mm", *at, MARGIN_TEXT)
