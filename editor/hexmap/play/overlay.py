"""What play mode draws over the map: reachable hexes shaded with their cost, the path under the mouse, the
facing being chosen, the charge path and its target, lines of sight with the blocking hex, the hexes a
decision names, and the game's markers on the counters.

The overlay holds plain data (tests read it) and paints it through the map view's overlay painters.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from rules.geometry.hexgrid import Hex
from rules.map.counters import FACING_BASE, UNIT_SIZE

from ...i18n import tr
from .counters import draw_markers

if TYPE_CHECKING:
    from ..mapview import MapView
    from .counters import StateCounters

REACH = QColor(40, 150, 60, 70)
REACH_EDGE = QColor(20, 110, 40, 200)
DISENGAGE = QColor(230, 170, 20, 80)
MINIMUM = QColor(120, 170, 220, 80)
PATH = QColor(20, 90, 200, 230)
CHARGE = QColor(200, 20, 20, 230)
CHOSEN = QColor(30, 110, 230)
DECISION = QColor(150, 60, 200, 70)
BLOCKED = QColor(220, 30, 30)


@dataclass
class Sightline:
    points: tuple[Hex, Hex]
    clear: bool
    blocked: tuple[Hex, ...] = ()


@dataclass
class OverlayData:
    selected: tuple[Hex, ...] = ()  # hexes of the selected counters
    reach: dict[Hex, int] = field(default_factory=dict)  # reachable hex -> cheapest MP
    how: dict[Hex, str] = field(default_factory=dict)  # move | minimum | disengage
    path: tuple[Hex, ...] = ()
    path_cost: int | None = None
    charge_path: tuple[Hex, ...] = ()
    charge_target: Hex | None = None
    targets: tuple[Hex, ...] = ()  # enemy hexes picked for a fire or mêlée
    facing_hex: Hex | None = None  # choosing the facing in this hex
    facing_options: dict[int, int] = field(default_factory=dict)  # legal facing -> MP
    facing: int | None = None  # the facing under the mouse
    sightlines: list[Sightline] = field(default_factory=list)
    decision_hexes: tuple[Hex, ...] = ()  # hexes named by the pending decision's choices

    def clear_selection(self) -> None:
        self.selected, self.reach, self.how, self.path, self.path_cost = (), {}, {}, (), None
        self.charge_path, self.charge_target, self.targets = (), None, ()
        self.facing_hex, self.facing_options, self.facing = None, {}, None
        self.sightlines = []


def mp_badge_box(centre: tuple[float, float], r: float, flat: bool) -> tuple[float, float, float, float]:
    """Where a reachable hex's MP badge goes (x, y, w, h): at the hex's left, clear of the hex label (top) and
    the place name (bottom), which stay readable under the shading, and of the counters (a counter fills most of
    a hex: inside the hex the badge hid the counter's left edge). Flat-topped, it sits astride the hex's left
    corner, between the hex's own counter and its two left neighbours', short of where their facing pointers stand
    out toward each other (N and S) at the corner. Pointy-topped, it stands in the strip
    between the hex's counter and its left neighbour's (about 0.28 r wide, across the hex's left side), in the
    strip's upper part: the middle is where a facing pointer stands out toward the left hexside."""
    cx, cy = centre
    half = r * UNIT_SIZE / 2
    if flat:
        w, h = r * 0.56, r * 0.26
        right = cx - half - r * 0.03
        return right - w, cy - h / 2, w, h
    gap = r * 0.015
    right = cx - half - gap
    left = cx - r * math.sqrt(3) + half + gap  # the left neighbour's counter's right edge
    top = cy - r * 1.5 + half + r * 0.04  # under the upper-left neighbour's counter
    bottom = cy - r * (FACING_BASE + 0.04)  # over a facing pointer at the strip's middle
    return left, top, right - left, bottom - top


BADGE_MIN_PX = 5.0  # badges are drawn when their letters are at least this tall on screen (pixel size)


def badge_text(cost: int) -> str:
    return tr("{cost} MP").format(cost=cost)


def badge_lines(cost: int, flat: bool) -> list[str]:
    """The badge's lines: one on a flat-topped map; pointy-topped, the cost above the rest ("MP")."""
    text = badge_text(cost)
    if flat:
        return [text]
    words = text.split()
    if str(cost) not in words:  # a translation that joins them: one line
        return [text]
    i = words.index(str(cost))
    rest = " ".join(words[:i] + words[i + 1:])
    return [words[i], rest] if rest else [words[i]]


def badge_font(size: float) -> QFont:
    """The badges' face, bold and condensed, at pixel size `size`."""
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setStretch(QFont.Stretch.Condensed)
    font.setPixelSize(max(1, round(size)))
    return font


def mp_badge_sizes(r: float, flat: bool, costs: list[int]) -> list[float]:
    """The pixel sizes (scene units) of the badges' lines for these costs, the largest that fit the badge: one
    line flat-topped (at most 0.24 r); pointy-topped, the cost (at most 0.24 r) larger than "MP" below it, which
    is as large as the narrow badge lets it be."""
    m = QFontMetricsF(badge_font(100))
    _, _, w, h = mp_badge_box((0.0, 0.0), r, flat)
    inner = w - r * 0.03
    lines = [badge_lines(c, flat) for c in costs] or [badge_lines(0, flat)]
    rests = [line for ls in lines for line in ls[1:]]
    rest = min(100 * inner / max(m.horizontalAdvance(t) for t in rests), 0.2 * r) if rests else 0.0
    first = min(100 * inner / max(m.horizontalAdvance(ls[0]) for ls in lines), 0.24 * r,
                100 * (h - rest * m.height() / 100) / m.height())
    return [first, rest] if rests else [first]


TEXT_SCALE = 16  # badge text drawn at 16 times the size in a painter scaled down: fractional sizes keep their size


def draw_line(p: QPainter, box: QRectF, text: str, size: float) -> None:
    """`text` centred in `box` at pixel size `size` (scene units, not rounded to a whole pixel)."""
    k = TEXT_SCALE
    p.save()
    p.scale(1 / k, 1 / k)
    p.setFont(badge_font(size * k))
    p.drawText(QRectF(box.x() * k, box.y() * k, box.width() * k, box.height() * k), Qt.AlignmentFlag.AlignCenter,
               text)
    p.restore()


TARGET_PEN = 0.08  # the target mark's line, in hex radii


def target_mark(r: float) -> tuple[float, list[tuple[float, float, float, float]]]:
    """A fire or charge target's mark, relative to the hex centre: a ring round the whole unit counter and four
    ticks from outside the counter's sides across the ring, so that the counter's values stay readable."""
    half = r * UNIT_SIZE / 2
    radius = half * math.sqrt(2) + r * (TARGET_PEN / 2 + 0.04)  # clear of the counter's corners
    ticks = [(dx * (half + r * 0.06), dy * (half + r * 0.06), dx * (radius + r * 0.18), dy * (radius + r * 0.18))
             for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1))]
    return radius, ticks


class PlayOverlay:
    """Paints the overlay data; registered with the map view while play mode is on."""

    def __init__(self, view: MapView, counters: StateCounters, get_state) -> None:
        self.view = view
        self.counters = counters
        self.get_state = get_state
        self.data = OverlayData()

    def install(self) -> None:
        if self.paint not in self.view.overlay_painters:
            self.view.overlay_painters.append(self.paint)
        self.update()

    def uninstall(self) -> None:
        if self.paint in self.view.overlay_painters:
            self.view.overlay_painters.remove(self.paint)
        self.data = OverlayData()
        self.update()

    def update(self) -> None:
        self.view.overlay.update()

    # -- painting ----------------------------------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        d = self.data
        g = self.view.doc.geometry
        hex_px = self.view.hex_px()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._shade(p, d.decision_hexes, DECISION, QColor(120, 40, 170, 200))
        colours = {"move": (REACH, REACH_EDGE), "disengage": (DISENGAGE, QColor(170, 120, 0, 220)),
                   "minimum": (MINIMUM, QColor(60, 110, 170, 220))}
        for how, (fill, edge) in colours.items():
            self._shade(p, [h for h in d.reach if d.how.get(h, "move") == how], fill, edge)
        sizes = mp_badge_sizes(g.r, g.flat, sorted(set(d.reach.values()))) if d.reach else []
        if sizes and min(sizes) * hex_px / g.hex_width >= BADGE_MIN_PX:
            line_h = QFontMetricsF(badge_font(100)).height() / 100
            for h, cost in d.reach.items():
                box = QRectF(*mp_badge_box(g.center(h), g.r, g.flat))
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(255, 255, 255, 200))
                p.drawRoundedRect(box, 3, 3)
                p.setPen(QColor(20, 80, 30))
                lines = badge_lines(cost, g.flat)
                heights = [sizes[min(i, len(sizes) - 1)] * line_h for i in range(len(lines))]
                y = box.y() + (box.height() - sum(heights)) / 2
                for i, (text, lh) in enumerate(zip(lines, heights, strict=True)):
                    draw_line(p, QRectF(box.x(), y, box.width(), lh), text, sizes[min(i, len(sizes) - 1)])
                    y += lh
        for h in d.selected:
            pen = QPen(CHOSEN, 3.0)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolygon(g.polygon(h))
        self._path(p, d.path, PATH)
        self._path(p, d.charge_path, CHARGE)
        if d.charge_target is not None:
            self._target(p, d.charge_target, CHARGE)
        for h in d.targets:
            self._target(p, h, QColor(230, 120, 0))
        for line in d.sightlines:
            self._sight(p, line)
        if d.facing_hex is not None:
            self._facings(p)
        state = self.get_state()
        if state is not None and hex_px >= 22:
            draw_markers(p, self.counters, state, g.r)

    def _shade(self, p: QPainter, hexes, fill: QColor, edge: QColor) -> None:
        if not hexes:
            return
        g = self.view.doc.geometry
        pen = QPen(edge, 1.5)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(fill)
        for h in hexes:
            p.drawPolygon(g.polygon(h))

    def _path(self, p: QPainter, path, colour: QColor) -> None:
        if len(path) < 2:
            return
        g = self.view.doc.geometry
        pen = QPen(colour, g.r * 0.12)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        pts = [g.qcenter(h) for h in path]
        p.drawPolyline(QPolygonF(pts))
        a, b = pts[-2], pts[-1]
        ang = math.atan2(b.y() - a.y(), b.x() - a.x())
        size = g.r * 0.35
        head = QPolygonF([b, QPointF(b.x() - size * math.cos(ang - 0.45), b.y() - size * math.sin(ang - 0.45)),
                          QPointF(b.x() - size * math.cos(ang + 0.45), b.y() - size * math.sin(ang + 0.45))])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(head)

    def _target(self, p: QPainter, h: Hex, colour: QColor) -> None:
        g = self.view.doc.geometry
        cx, cy = g.center(h)
        radius, ticks = target_mark(g.r)
        pen = QPen(colour, g.r * TARGET_PEN)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(cx, cy), radius, radius)
        for x0, y0, x1, y1 in ticks:
            p.drawLine(QLineF(cx + x0, cy + y0, cx + x1, cy + y1))

    def _sight(self, p: QPainter, line: Sightline) -> None:
        g = self.view.doc.geometry
        a, b = (g.qcenter(h) for h in line.points)
        pen = QPen(QColor(20, 20, 20, 200) if line.clear else BLOCKED, g.r * 0.06)
        if not line.clear:
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(QLineF(a, b))
        for h in line.blocked:
            cx, cy = g.center(h)
            s = g.r * 0.45
            cross = QPen(BLOCKED, g.r * 0.14)
            cross.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(cross)
            p.drawLine(QLineF(cx - s, cy - s, cx + s, cy + s))
            p.drawLine(QLineF(cx - s, cy + s, cx + s, cy - s))

    def _facings(self, p: QPainter) -> None:
        """Around the hex being moved to: an arrow through each hexside, the legal ones with their MP."""
        d = self.data
        g = self.view.doc.geometry
        h = d.facing_hex
        assert h is not None
        cx, cy = g.center(h)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(g.r * 0.28)))
        font.setBold(True)
        names = self.view.doc.scenario.grid.facing_names
        for f in range(6):
            i, j = g.side_corners[f]
            (ax, ay), (bx, by) = g.corner_off[i], g.corner_off[j]
            mx, my = (ax + bx) / 2, (ay + by) / 2
            n = math.hypot(mx, my) or 1.0
            ux, uy = mx / n, my / n
            legal = f in d.facing_options
            chosen = f == d.facing
            colour = CHOSEN if chosen else (QColor(20, 110, 40) if legal else QColor(150, 150, 150, 120))
            tip = QPointF(cx + ux * n * 1.25, cy + uy * n * 1.25)
            base = n * 0.55
            wing = g.r * (0.22 if chosen else 0.16)
            path = QPainterPath()
            path.moveTo(tip)
            path.lineTo(cx + ux * base - uy * wing, cy + uy * base + ux * wing)
            path.lineTo(cx + ux * base + uy * wing, cy + uy * base - ux * wing)
            path.closeSubpath()
            p.setPen(QPen(QColor(255, 255, 255), g.r * 0.03))
            p.setBrush(colour)
            p.drawPath(path)
            if legal:
                p.setFont(font)
                p.setPen(QColor(0, 0, 0))
                lx, ly = cx + ux * n * 1.55, cy + uy * n * 1.55
                p.drawText(QRectF(lx - g.r * 0.6, ly - g.r * 0.2, g.r * 1.2, g.r * 0.4), Qt.AlignmentFlag.AlignCenter,
                           f"{names[f]} {d.facing_options[f]}")
