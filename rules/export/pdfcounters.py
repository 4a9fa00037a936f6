"""Counter sheets for duplex printing: every unit and leader, fronts on odd pages, backs on the even page after.

Each back page is the front page mirrored left to right: printed duplex and flipped on the long edge (the
usual duplex setting for portrait pages), the back of the counter at (x, y) of a front page is printed at
(page width - x, y) of its back page, behind its front. The grid is centred on the page, so the mirror of a
front column is a back column.

A counter is the renderer's own counter (`pdfdraw.VectorRenderer._unit` / `_leader`, the code that draws
counters on the map), drawn at the chosen size, or its scanned image (Images.front / Images.back) when the
scenario has one. Around each counter: bleed (its edge colour carried past the cut line, so a cut a little
off leaves no white), a hairline cut line, and crop marks in the margins along every cut. The counter's id
is set in invisible text at its centre: a PDF reader's search finds a counter, and the tests check that
every counter is printed once, its back behind its front.

A unit's back is its fatigued side (the renderer's paler counter with the back values); a leader's back is
his replacement's values (7.6) when the scenario gives them, else a plain counter in the side's colour.
"""

from __future__ import annotations

import io
import math
import os
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from rules.export.paper import Progress, no_progress, paper_mm
from rules.export.pdfdraw import IMAGE_DPI, MM, PdfDraw, VectorRenderer, new_canvas
from rules.fileio.atomic import write_atomic
from rules.i18n import _
from rules.map.counters import draw_counter
from rules.map.render import _parse_colour
from rules.scenario.model import Leader, Scenario, Side, Unit

CUT = (120, 120, 120)
COUNTER_MM_RANGE = (8.0, 40.0)


@dataclass
class CounterPrint:
    counter_mm: float = 16.0  # the series' counters (rules/scenario/model.py: DEFAULT_HEX_MM)
    paper: str = "A4"
    bleed_mm: float = 1.0
    gap_mm: float = 2.0  # between two counters' bleeds: room for the cut
    margin_mm: float = 12.0
    cut_lines: bool = True


@dataclass
class Piece:
    """One counter to print: a unit or a leader, with its side."""

    side: Side
    unit: Unit | None = None
    leader: Leader | None = None

    @property
    def id(self) -> str:
        return self.unit.id if self.unit is not None else self.leader.id if self.leader is not None else "?"


@dataclass
class SheetPlan:
    page_w: float
    page_h: float
    cols: int
    rows: int
    pitch: float
    x0: float  # the first counter's centre (front page, y down)
    y0: float
    pieces: list[Piece]

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def sheets(self) -> int:
        return max(1, math.ceil(len(self.pieces) / self.per_page))

    def centre(self, k: int, back: bool = False) -> tuple[float, float]:
        """The centre of counter k (index in `pieces`) on its front page, or its back page (mirrored)."""
        i = k % self.per_page
        row, col = divmod(i, self.cols)
        x = self.x0 + col * self.pitch
        return (self.page_w - x if back else x), self.y0 + row * self.pitch


def pieces(scenario: Scenario) -> list[Piece]:
    """Every counter once, side by side: units then leaders, as the scenario lists them."""
    out: list[Piece] = []
    for side in scenario.sides:
        out.extend(Piece(side, unit=u) for u in side.units)
        out.extend(Piece(side, leader=ld) for ld in side.leaders)
    return out


def plan_sheets(scenario: Scenario, opts: CounterPrint) -> SheetPlan:
    """Raises ValueError with a message for the user."""
    if not (COUNTER_MM_RANGE[0] <= opts.counter_mm <= COUNTER_MM_RANGE[1]):
        raise ValueError(_("counters of {size} mm: give {low}–{high} mm").format(
            size=f"{opts.counter_mm:g}", low=f"{COUNTER_MM_RANGE[0]:g}", high=f"{COUNTER_MM_RANGE[1]:g}"))
    if min(opts.bleed_mm, opts.gap_mm, opts.margin_mm) < 0:
        raise ValueError(_("bleed, gap and margin are not negative"))
    pw, ph = (v * MM for v in paper_mm(opts.paper))
    cell = (opts.counter_mm + 2 * opts.bleed_mm) * MM
    pitch = cell + opts.gap_mm * MM
    room_w, room_h = pw - 2 * opts.margin_mm * MM, ph - 2 * opts.margin_mm * MM
    cols = math.floor((room_w + opts.gap_mm * MM) / pitch + 1e-9)
    rows = math.floor((room_h + opts.gap_mm * MM) / pitch + 1e-9)
    if cols < 1 or rows < 1:
        raise ValueError(_("no {size} mm counter fits on {paper} with these margins").format(
            size=f"{opts.counter_mm:g}", paper=opts.paper))
    x0 = (pw - (cols * pitch - opts.gap_mm * MM)) / 2 + cell / 2
    y0 = (ph - (rows * pitch - opts.gap_mm * MM)) / 2 + cell / 2
    return SheetPlan(pw, ph, cols, rows, pitch, x0, y0, pieces(scenario))


def counters_pdf(scenario: Scenario, opts: CounterPrint | None = None,
                 base_dir: str | os.PathLike[str] | None = None,
                 progress: Progress = no_progress) -> tuple[bytes, SheetPlan]:
    """The PDF's bytes (fronts, then backs, page after page) and the plan."""
    opts = opts or CounterPrint()
    plan = plan_sheets(scenario, opts)
    size = opts.counter_mm * MM
    buffer = io.BytesIO()
    c = new_canvas(buffer, (plan.page_w, plan.page_h), f"{scenario.title}: counters")
    # the renderer draws a unit counter r wide (half a hex): r is the counter's size
    renderer = VectorRenderer(scenario, 2 * size, units=True, labels=False,
                              base_dir=Path(base_dir) if base_dir is not None else None, name="c")
    draw = PdfDraw(c, renderer.pal)
    renderer.draw = draw
    renderer._inks = {}
    renderer._tile_of = {}
    total = plan.sheets * 2
    for sheet in range(plan.sheets):
        chunk = range(sheet * plan.per_page, min(len(plan.pieces), (sheet + 1) * plan.per_page))
        for back in (False, True):
            progress(sheet * 2 + back, total, f"sheet {sheet + 1} {'backs' if back else 'fronts'}")
            _page(c, draw, renderer, plan, opts, chunk, back, size)
    c.save()
    progress(total, total, "done")
    return buffer.getvalue(), plan


def write_counters_pdf(scenario: Scenario, path: str | os.PathLike[str], opts: CounterPrint | None = None,
                       base_dir: str | os.PathLike[str] | None = None, progress: Progress = no_progress) -> SheetPlan:
    data, plan = counters_pdf(scenario, opts, base_dir, progress)
    write_atomic(path, data)
    return plan


def _page(c: Canvas, draw: PdfDraw, renderer: VectorRenderer, plan: SheetPlan, opts: CounterPrint,
          chunk: range, back: bool, size: float) -> None:
    c.translate(0, plan.page_h)
    c.scale(1, -1)
    draw.forget()
    bleed = opts.bleed_mm * MM
    for k in chunk:
        x, y = plan.centre(k, back)
        _counter(draw, renderer, plan.pieces[k], x, y, size, bleed, back)
        if opts.cut_lines:
            h = size / 2
            draw.rectangle((x - h, y - h, x + h, y + h), outline=CUT, width=0.25)
        draw.string(plan.pieces[k].id, 2.0, "mm", x, y, (0, 0, 0), invisible=True)
    _crop_marks(draw, plan, opts, size)
    note = (_("backs: print duplex, flip on the long edge; counters {size} mm at 100 % (actual size)") if back else
            _("fronts: print duplex, flip on the long edge; counters {size} mm at 100 % (actual size)"))
    draw.string(note.format(size=f"{opts.counter_mm:g}"), 6.5, "lm", opts.margin_mm * MM,
                opts.margin_mm * MM * 0.45, (90, 90, 90))
    c.showPage()


def _crop_marks(draw: PdfDraw, plan: SheetPlan, opts: CounterPrint, size: float) -> None:
    """Ticks in the margins along every cut line (left and right edge of each column, top and bottom of each
    row); the same on a back page, since the grid is symmetric."""
    first = 0
    top = plan.y0 - plan.pitch / 2 - 1 * MM
    bottom = plan.y0 + (plan.rows - 1) * plan.pitch + plan.pitch / 2 + 1 * MM
    left = plan.x0 - plan.pitch / 2 - 1 * MM
    right = plan.x0 + (plan.cols - 1) * plan.pitch + plan.pitch / 2 + 1 * MM
    tick = max(2 * MM, min(5 * MM, opts.margin_mm * MM * 0.4))
    for col in range(plan.cols):
        for dx in (-size / 2, size / 2):
            x = plan.x0 + col * plan.pitch + dx
            draw.line((x, top - tick, x, top), fill=(0, 0, 0), width=0.3)
            draw.line((x, bottom, x, bottom + tick), fill=(0, 0, 0), width=0.3)
    for row in range(plan.rows):
        for dy in (-size / 2, size / 2):
            y = plan.y0 + row * plan.pitch + dy
            draw.line((left - tick, y, left, y), fill=(0, 0, 0), width=0.3)
            draw.line((right, y, right + tick, y), fill=(0, 0, 0), width=0.3)
    del first


def _edge_colour(im) -> tuple[int, int, int]:
    """The mean colour of an image's outer ring: what its bleed is filled with."""
    rgb = im.convert("RGB")
    w, h = rgb.size
    ring = [rgb.crop(b).resize((1, 1), 2).getpixel((0, 0)) for b in
            ((0, 0, w, max(1, h // 40)), (0, h - max(1, h // 40), w, h), (0, 0, max(1, w // 40), h),
             (w - max(1, w // 40), 0, w, h))]
    return tuple(round(sum(p[i] for p in ring) / 4) for i in range(3))  # type: ignore[return-value]


def _ground(counter) -> tuple[int, int, int] | None:
    """The counter's ground colour for its bleed: the commonest colour on a ring just inside its outline."""
    w, h = counter.size
    i = max(2, round(min(w, h) * 0.06))
    ring = [(x, i) for x in range(i, w - i, 3)] + [(x, h - 1 - i) for x in range(i, w - i, 3)]
    ring += [(i, y) for y in range(i, h - i, 3)] + [(w - 1 - i, y) for y in range(i, h - i, 3)]
    seen: dict[tuple[int, int, int], int] = {}
    for xy in ring:
        px = counter.getpixel(xy)
        if len(px) < 4 or px[3] == 255:
            seen[px[:3]] = seen.get(px[:3], 0) + 1
    return max(seen, key=seen.__getitem__) if seen else None


def _counter(draw: PdfDraw, renderer: VectorRenderer, piece: Piece, x: float, y: float, size: float,
             bleed: float, back: bool) -> None:
    side = piece.side
    base = _parse_colour(side.colour)
    images = (piece.unit or piece.leader).images  # type: ignore[union-attr]
    tile = renderer.image_tile(side, images, "back" if back else "front", size)
    h = size / 2 + bleed
    if tile is not None:
        # the scan fills the counter; its edge colour fills the bleed
        draw.rectangle((x - h, y - h, x + h, y + h), fill=_edge_colour(tile[0]))
        im, w, ih = tile
        k = size / max(w, ih)
        draw.image(im, x - w * k / 2, y - ih * k / 2, w * k, ih * k)
        return
    # drawn: the map's own counter (rules/map/counters.py), at print resolution, on its ground colour
    face = "back" if back else "front"
    counter = draw_counter(side, piece.unit or piece.leader, face, max(16, math.ceil(size / 72.0 * IMAGE_DPI)))
    ground = _ground(counter) or base
    draw.rectangle((x - h, y - h, x + h, y + h), fill=ground)  # the bleed in the counter's colour
    k = size / counter.width
    draw.image(counter, x - size / 2, y - counter.height * k / 2, size, counter.height * k)
