"""The map as one QGraphicsItem that paints only the hexes an exposed rectangle shows.

A scene with one item per hex is too slow for a 200 × 200 map (40,000 hexes with patterns), so the map is
painted by hand: `MapPainter.draw(painter, rect, scale)` draws the layers of the hexes in `rect` at a device
scale, with each terrain's look (fill, level tint and pattern) drawn once per zoom into a small pixmap
("stamp") and pasted per hex. Zoomed far out, the item shows an overview image of the whole map painted by
the same code at a small fixed scale, kept up to date hex by hex as the designer edits. Closer in, the item
pastes cached tiles of the view's zoom (`maptiles.TileCache`), which an edit redraws in the rectangle it
touched; during a zoom gesture a frame draws new tiles for a fixed budget and finishes them afterwards.
"""

from __future__ import annotations

import math
import random
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import QT_TR_NOOP, QLineF, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QImage, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem

from rules.geometry.hexgrid import Hex, Hexside
from rules.map import counters as C
from rules.map.render import HexsideSegment, scatter_points
from rules.scenario import model as m

from .. import palette as P
from .document import Document
from .maptiles import TileCache
from .sheets import images as counter_images

LEADER_MARGIN = 1.3  # a click this many disc radii from a leader's centre, on nothing else, takes him
LEADER_REACH_PX = 10  # ... or this many screen pixels beyond his disc, at any zoom

LAYERS: tuple[tuple[str, str], ...] = (
    ("background", QT_TR_NOOP("Background image")),
    ("terrain", QT_TR_NOOP("Terrain")),
    ("levels", QT_TR_NOOP("Levels")),
    ("grid", QT_TR_NOOP("Grid")),
    ("hexsides", QT_TR_NOOP("Hexsides")),
    ("routes", QT_TR_NOOP("Roads and tracks")),
    ("labels", QT_TR_NOOP("Hex labels")),
    ("places", QT_TR_NOOP("Place names")),
    ("units", QT_TR_NOOP("Counters")),
    ("rout", QT_TR_NOOP("Rout edges")),
    ("findings", QT_TR_NOOP("Validation marks")),
)

LABELS_FROM_PX = 40.0  # hex labels show when a hex is at least this wide on screen
PATTERNS_FROM_PX = 9.0
GRID_FROM_PX = 5.0
FRAME_BUDGET_S = 0.012  # new tiles drawn in one frame of a zoom gesture; the rest in later event-loop turns
GESTURE_END_S = 0.25  # a zoom gesture ends this long after its last step
OVERVIEW_UP_TO = 1.0  # the overview shows while hexes are smaller than its own (24 px); from there the tiles,
# drawn at the view's scale: a map fitted to a laptop's window (hexes 28-36 px) reads its counters' values sharp
OVERVIEW_SLICE_S = 0.025  # the overview image drawn per idle turn of the event loop (a band at least)
OVERVIEW_FIRST_S = 0.15  # ... and at once, when a new one is wanted: an everyday map's whole (45-95 ms)
OVERVIEW_SHOW_S = 0.2  # the view and minimap show the bands drawn so far this often while it fills in
OVERVIEW_BAND_PX = 96  # its bands' height, image px: ~85 ms each on 200 x 200 (3.1 s in all, 1.7-1.9 s in one piece)


def _font(pixel_size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(pixel_size)))
    f.setBold(bold)
    return f


class MapPainter:
    """Draws the layers of a document's map into any QPainter whose world transform maps scene units."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.layers: set[str] = {k for k, _ in LAYERS}
        self.translucent = False  # terrain lets a background image show through
        self.error_hexes: dict[Hex, str] = {}  # hex -> worst severity
        self.selected_counter: tuple[str, str] | None = None
        self.drawn_at: dict[tuple[str, str], Hex] = {}  # where each counter was last drawn, to redraw a selection
        self._stamps: dict[tuple, QPixmap] = {}

    def reset(self) -> None:
        self._stamps.clear()

    def has_stamps(self, scale: float) -> bool:
        """Whether hexes at this scale have been drawn before: the first draw at a new hex size makes every
        terrain's stamp (patterns included), several times the cost of drawing with them."""
        px = max(2, round(self.g.hex_width * scale))
        return any(key[2] == px for key in self._stamps)

    @property
    def g(self):
        return self.doc.geometry

    # -- stamps ------------------------------------------------------------------------------------------
    def stamp(self, kind: str, level: int, scale: float) -> tuple[QPixmap, float]:
        """The hex's look (fill and pattern) as a pixmap in device pixels, and the device scale it is at."""
        px = max(2, round(self.g.hex_width * scale))
        variant = 0
        key = (kind, level, px, self.translucent, "terrain" in self.layers, "levels" in self.layers)
        got = self._stamps.get(key)
        if got is None:
            got = self._make_stamp(kind, level, px, variant)
            self._stamps[key] = got
        return got, px / self.g.hex_width

    def _make_stamp(self, kind: str, level: int, px: int, variant: int) -> QPixmap:
        g = self.g
        s = px / g.hex_width
        w, h = math.ceil(2 * g.half_w * s) + 2, math.ceil(2 * g.half_h * s) + 2
        pm = QPixmap(w, h)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.translate(w / 2, h / 2)
        p.scale(s, s)
        show_terrain = "terrain" in self.layers
        lvl = level if "levels" in self.layers else 0
        fill = P.terrain_fill(kind if show_terrain else "clear", lvl, self.doc.scenario.special_rules.terrain_as)
        alpha = 255
        if self.translucent:
            alpha = 0 if (kind == "clear" or not show_terrain) and lvl == 0 else 120
        poly = QPolygonF([QPointF(x, y) for x, y in g.corner_off])
        if alpha:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(P.qcolor(fill, alpha))
            p.drawPolygon(poly)
        if show_terrain and kind != "clear" and px >= PATTERNS_FROM_PX:
            if self.translucent:
                p.setOpacity(0.75)
            terrain_as = self.doc.scenario.special_rules.terrain_as
            look = kind if kind in P.TERRAIN_FILL else terrain_as.get(kind, "?")
            _pattern(p, look if look in P.TERRAIN_FILL else "?", g.r, px, kind)
            if kind not in P.TERRAIN_FILL and look in P.TERRAIN_FILL:
                _pattern(p, "?", g.r, px, kind)
        p.end()
        return pm

    # -- the whole region --------------------------------------------------------------------------------
    def draw(self, p: QPainter, rect: QRectF, scale: float, counters: bool = True) -> None:
        """Draw what `rect` (scene units) shows at `scale` device pixels per scene unit."""
        hexes = self.g.hexes_in_rect(rect)
        if not hexes:
            return
        hex_px = self.g.hex_width * scale
        L = self.layers
        p.setRenderHint(QPainter.RenderHint.Antialiasing, hex_px >= 12)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        if "terrain" in L or "levels" in L:
            self._terrain(p, hexes, scale)
        if "grid" in L and hex_px >= GRID_FROM_PX:
            self._grid(p, hexes, hex_px)
        if "levels" in L:
            self._contours(p, hexes)
        if "routes" in L:
            self._routes(p, hexes)
        if "hexsides" in L:
            self._hexsides(p, hexes)
        if "rout" in L:
            self._rout(p, hexes)
        if "findings" in L and self.error_hexes:
            self._findings(p, hexes)
        occupied = self.counter_hexes() if counters and "units" in L else {}
        if "labels" in L and hex_px >= LABELS_FROM_PX:
            self._labels(p, hexes, occupied)
        if counters and "units" in L:
            self._counters(p, hexes, hex_px)
        if "places" in L:  # over the counters' layer, haloed, where no counter is: a name is never hidden
            self._places(p, hexes, hex_px, occupied)

    def _terrain(self, p: QPainter, hexes: list[Hex], scale: float) -> None:
        md = self.doc.scenario.map
        terrain, levels = md.terrain, md.levels
        g = self.g
        ox, oy = g.ox, g.oy
        cache: dict[tuple[str, int], tuple[QPixmap, float, float, float]] = {}
        draw = p.drawPixmap
        raw = g.raw
        for h in hexes:
            kind = terrain.get(h, "clear")
            lv = levels.get(h, 0)
            got = cache.get((kind, lv))
            if got is None:
                pm, s = self.stamp(kind, lv, scale)
                got = cache[(kind, lv)] = (pm, 1.0 / s, pm.width() / (2 * s), pm.height() / (2 * s))
            pm, inv, hw, hh = got
            x, y = raw(h)
            draw(QRectF(x + ox - hw, y + oy - hh, 2 * hw, 2 * hh), pm, QRectF(pm.rect()))

    def _grid(self, p: QPainter, hexes: list[Hex], hex_px: float) -> None:
        pen = QPen(P.qcolor(P.GRID_LINE, 200 if hex_px > 20 else 120))
        pen.setCosmetic(True)
        pen.setWidthF(1.0 if hex_px < 80 else 1.5)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        g = self.g
        co = g.corner_off
        # three sides per hex (the others come from its neighbours), all six on the map's edge
        lines: list[QLineF] = []
        grid = g.grid
        dirs = grid.directions
        for h in hexes:
            cx, cy = g.center(h)
            for d in range(6):
                n = h + dirs[d]
                if d >= 3 and grid.contains(n):
                    continue
                i, j = g.side_corners[d]
                lines.append(QLineF(cx + co[i][0], cy + co[i][1], cx + co[j][0], cy + co[j][1]))
        p.drawLines(lines)

    def _contours(self, p: QPainter, hexes: list[Hex]) -> None:
        levels = self.doc.scenario.map.levels
        if not levels:
            return
        g = self.g
        pen = QPen(P.qcolor(P.CONTOUR), g.r / 10)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        grid = g.grid
        lines = []
        for h in hexes:
            lv = levels.get(h, 0)
            for _d, dv in enumerate(grid.directions):
                n = h + dv
                if not grid.contains(n):
                    continue
                nl = levels.get(n, 0)
                if nl != lv and (lv > nl):  # each side once: drawn from its higher hex
                    seg = g.segment(h, n)
                    if seg:
                        lines.append(QLineF(*seg[0], *seg[1]))
        if lines:
            p.drawLines(lines)

    def _visible_links(self, index: dict, hexes: Iterable[Hex]) -> dict[str, set[Hexside]]:
        out: dict[str, set[Hexside]] = {}
        for h in hexes:
            for kind, side in index.get(h, ()):
                out.setdefault(kind, set()).add(side)
        return out

    def _routes(self, p: QPainter, hexes: list[Hex]) -> None:
        links = self._visible_links(self.doc.links_by_hex(), hexes)
        if not links:
            return
        g = self.g
        r = g.r
        for kind in ("track", "road"):
            sides = links.get(kind)
            if not sides:
                continue
            if kind == "road":
                pen = QPen(P.qcolor(P.ROAD), r * 0.2)
            else:
                pen = QPen(P.qcolor(P.TRACK), r * 0.11)
                pen.setDashPattern([3.0, 2.0])
            pen.setCapStyle(Qt.PenCapStyle.RoundCap if kind == "road" else Qt.PenCapStyle.FlatCap)
            p.setPen(pen)
            p.drawLines([QLineF(*g.center(s.a), *g.center(s.b)) for s in sides])

    def _hexsides(self, p: QPainter, hexes: list[Hex]) -> None:
        found = self._visible_links(self.doc.hexsides_by_hex(), hexes)
        if not found:
            return
        g = self.g
        r = g.r
        p.setBrush(Qt.BrushStyle.NoBrush)

        def segs(feature):
            for side in found.get(feature, ()):
                seg = g.segment(side.a, side.b)
                if seg is not None:
                    (ax, ay), (bx, by) = g.center(side.a), g.center(side.b)
                    yield _Seg(*seg[0], *seg[1], (bx - ax, by - ay))

        def line_pen(rgb, width, cap=Qt.PenCapStyle.RoundCap):
            pen = QPen(P.qcolor(rgb), width)
            pen.setCapStyle(cap)
            return pen

        p.setPen(line_pen(P.STREAM, r * 0.1))
        p.drawLines([s.line for s in segs("stream")])
        p.setPen(line_pen(P.RIVER, r * 0.26))
        p.drawLines([s.line for s in segs("river")])
        wall_w = r * 0.14
        tick = r * 0.09
        p.setPen(line_pen(P.WALL, wall_w, Qt.PenCapStyle.SquareCap))
        walls = list(segs("wall"))
        p.drawLines([s.line for s in walls])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(P.qcolor(P.WALL_DARK))
        for s in walls:  # crenels on the outside
            for k in (0.14, 0.38, 0.62, 0.86):
                mx, my = s.at(k)
                bx, by = mx + s.nx * (wall_w * 0.5 + tick / 2), my + s.ny * (wall_w * 0.5 + tick / 2)
                p.drawPolygon(s.bar(bx, by, tick / 2, tick / 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        amp = r * 0.08
        p.setPen(line_pen(P.PALISADE, r * 0.07))
        for s in segs("fortification"):
            pts = []
            teeth = 7
            for k in range(teeth * 2 + 1):
                x, y = s.at(k / (teeth * 2))
                off = amp * (1 if k % 2 else -0.3)
                pts.append(QPointF(x + s.nx * off, y + s.ny * off))
            p.drawPolyline(QPolygonF(pts))
        for s in segs("gate"):
            p.setPen(line_pen(P.WALL, wall_w, Qt.PenCapStyle.FlatCap))
            p.drawLine(QLineF(*s.at(0.0), *s.at(0.32)))
            p.drawLine(QLineF(*s.at(0.68), *s.at(1.0)))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(P.qcolor(P.WALL_DARK))
            ts = wall_w * 0.95
            for k in (0.32, 0.68):
                tx, ty = s.at(k)
                p.drawRect(QRectF(tx - ts, ty - ts, 2 * ts, 2 * ts))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(line_pen(P.GATE, r / 12))
            mx, my = s.at(0.5)
            ar = s.length * 0.18
            ang = math.degrees(math.atan2(-s.ny, s.nx))
            p.drawArc(QRectF(mx - ar, my - ar, 2 * ar, 2 * ar), round((ang - 90) * 16), 180 * 16)
        river_w = r * 0.26
        p.setPen(QPen(P.qcolor(P.FORD_EDGE), r * 0.03))
        p.setBrush(P.qcolor(P.FORD))
        for s in segs("ford"):
            span = river_w * 0.5 + r * 0.1
            for k in (0.3, 0.5, 0.7):
                x, y = s.at(k)
                p.drawPolygon(s.bar(x, y, span, r * 0.06))
        p.setPen(QPen(P.qcolor(P.BRIDGE_EDGE), r / 16))
        p.setBrush(P.qcolor(P.BRIDGE))
        for s in segs("bridge"):
            x, y = s.at(0.5)
            p.drawPolygon(s.bar(x, y, river_w * 0.5 + r * 0.22, r * 0.2))

    def _rout(self, p: QPainter, hexes: list[Hex]) -> None:
        rout = self.doc.rout_hexes()
        if not rout:
            return
        g = self.g
        grid = g.grid
        r = g.r
        for h in hexes:
            sides = rout.get(h)
            if not sides:
                continue
            for k, side in enumerate(sides):
                rgb = P.parse_colour(side.colour)
                pen = QPen(P.qcolor(rgb, 170), r * 0.12)
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                p.setPen(pen)
                inset = r * (0.08 + 0.14 * k)
                cx, cy = g.center(h)
                edge = False
                for _d, dv in enumerate(grid.directions):
                    if grid.contains(h + dv):
                        continue
                    edge = True
                    seg = g.segment(h, h + dv)
                    if seg:
                        (x0, y0), (x1, y1) = seg
                        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                        nx, ny = cx - mx, cy - my
                        nl = math.hypot(nx, ny) or 1
                        dx, dy = nx / nl * inset, ny / nl * inset
                        p.drawLine(QLineF(x0 + dx, y0 + dy, x1 + dx, y1 + dy))
                if not edge:  # rout hexes given as a list, inside the map: a small chevron
                    p.drawPolyline(QPolygonF([QPointF(cx - r * 0.3, cy + r * 0.5), QPointF(cx, cy + r * 0.3),
                                              QPointF(cx + r * 0.3, cy + r * 0.5)]))

    def _findings(self, p: QPainter, hexes: list[Hex]) -> None:
        g = self.g
        p.setBrush(Qt.BrushStyle.NoBrush)
        for h in hexes:
            sev = self.error_hexes.get(h)
            if sev is None:
                continue
            rgb = P.ERROR_MARK if sev == "error" else P.WARNING_MARK
            pen = QPen(P.qcolor(rgb, 220), g.r * 0.09)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            cx, cy = g.center(h)
            poly = QPolygonF([QPointF(cx + x * 0.86, cy + y * 0.86) for x, y in g.corner_off])
            p.drawPolygon(poly)

    def _labels(self, p: QPainter, hexes: list[Hex], occupied) -> None:
        """CCRR at the top of each hex; not under a counter (as on the table: the status bar and the hover
        name the hex)."""
        g = self.g
        grid = g.grid
        p.setPen(P.qcolor(P.LABEL))
        p.setFont(_font(g.r * 0.3))
        top = g.half_h if g.flat else g.r * C.LABEL_TOP_POINTY
        w = g.r * 1.4
        for h in hexes:
            if h in occupied:
                continue
            cx, cy = g.center(h)
            p.drawText(QRectF(cx - w / 2, cy - top + g.r * 0.02, w, g.r * 0.4),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, grid.label(h))

    def _places(self, p: QPainter, hexes: list[Hex], hex_px: float, occupied) -> None:
        """Place names, haloed, where no counter is (`counters.place_name_offset`: in the hex, else across one
        of its hexsides), as the renderer places them."""
        places = self.doc.places_by_hex()
        if not places:
            return
        g = self.g
        size = max(g.r * 0.36, 9.0 / max(hex_px / g.hex_width, 1e-6)) if hex_px < 40 else g.r * 0.36
        font = _font(size, bold=True)
        grid = g.grid
        for h in hexes:
            names = places.get(h)
            if not names:
                continue
            cx, cy = g.center(h)
            paths = []
            for name in names:
                path = QPainterPath()
                path.addText(0, 0, font, name)
                paths.append(path)
            half_w = max(path.boundingRect().width() for path in paths) / 2 + size * 0.11
            half_h = size * (0.5 + 0.55 * (len(names) - 1)) + size * 0.11
            stacks = []
            for n in (h, *grid.neighbours(h)):
                stack = occupied.get(n)
                if stack:
                    leaders = sum(pl.leader is not None for pl in stack)
                    stacks.append((g.center(n), len(stack) - leaders, leaders))
            dx, dy = C.place_name_offset(g.r, g.flat, half_w, half_h, C.boxes_around(g.r, g.flat, (cx, cy), stacks))
            y = cy + dy - size * 0.55 * (len(names) - 1)
            for k, path in enumerate(paths):
                br = path.boundingRect()
                path.translate(cx + dx - br.width() / 2 - br.left(), y + size * 0.35 + k * size * 1.1)
                p.strokePath(path, QPen(P.qcolor(P.HALO), size * 0.22, Qt.PenStyle.SolidLine,
                                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
                p.fillPath(path, P.qcolor(P.PLACE_TEXT))

    # -- counters ----------------------------------------------------------------------------------------
    def counter_hexes(self) -> dict[Hex, list[m.Placement]]:
        """The counters the map shows, by hex: the setup (play mode points this at the game's position)."""
        return self.doc.setup_by_hex()

    def _counters(self, p: QPainter, hexes: list[Hex], hex_px: float) -> None:
        by_hex = self.doc.setup_by_hex()
        if not by_hex:
            return
        units = self.doc.units_by_id()
        leaders = self.doc.leaders_by_id()
        for h in hexes:
            stack = by_hex.get(h)
            if stack:
                self.draw_stack(p, h, stack, units, leaders, hex_px)

    def stack_positions(self, h: Hex, stack: list[m.Placement]) -> list[tuple[m.Placement, float, float]]:
        """Where each counter of a stack is drawn (centre), bottom first, as the renderer places them."""
        g = self.g
        cx, cy = g.center(h)
        unit_ps = [pl for pl in stack if pl.leader is None]
        leader_ps = [pl for pl in stack if pl.leader is not None]
        unit_at, leader_at = C.stack_offsets(g.r, g.flat, len(unit_ps), len(leader_ps))
        return [(pl, cx + dx, cy + dy) for pl, (dx, dy) in zip(unit_ps + leader_ps, unit_at + leader_at, strict=True)]

    def leader_near(self, by_hex: dict[Hex, list[m.Placement]], x: float, y: float, h: Hex | None,
                    reach: float) -> str | None:
        """The leader whose disc is nearest a scene point, within LEADER_MARGIN of its radius or `reach` (scene
        units) beyond it, among the stacks `by_hex` (the setup, or play mode's position). A leader's disc is
        small — 0.8 hex radius across, a dozen pixels at the zoom that shows a whole map — and a click just
        beside it, on nothing else, meant him (issue #26): play mode and the editing tool both ask here."""
        if h is None:
            return None
        disc = self.g.r * C.LEADER_SIZE / 2
        near: list[tuple[float, str]] = []
        for hh in (*self.doc.scenario.grid.neighbours(h), h):
            for pl, cx, cy in self.stack_positions(hh, by_hex.get(hh) or []):
                d = math.hypot(x - cx, y - cy)
                if pl.leader is not None and d <= max(disc * LEADER_MARGIN, disc + reach):
                    near.append((d, pl.leader))
        return min(near)[1] if near else None

    def draw_stack(self, p, h, stack, units, leaders, hex_px: float) -> None:
        positions = self.stack_positions(h, stack)
        top = max((k for k, (pl, _x, _y) in enumerate(positions) if pl.leader is None), default=-1)
        for k, (pl, x, y) in enumerate(positions):
            self.drawn_at[("unit", pl.unit or "") if pl.leader is None else ("leader", pl.leader)] = h
            if pl.leader is None:
                side, unit = units.get(pl.unit or "", (None, None))
                self.draw_unit(p, h, x, y, pl, side, unit, hex_px, top=k == top)
            else:
                side, leader = leaders.get(pl.leader or "", (None, None))
                self.draw_leader(p, x, y, pl, side, leader, hex_px, C.leader_size(top + 1))

    def _inks(self, side: m.Side | None) -> dict:
        base = P.parse_colour(side.colour) if side is not None else P.UNKNOWN_SIDE
        light = P.blend(base, (255, 255, 255), 0.5)
        return {"fill": base, "edge": P.blend(base, (0, 0, 0), 0.55),
                "text": (255, 255, 255) if P.luma(base) < 150 else (0, 0, 0), "light": light,
                "light_text": (0, 0, 0) if P.luma(light) >= 110 else (255, 255, 255)}

    # counter images: a unit's front (its back when fatigued), a leader's front, scaled into the counter
    def counter_pixmap(self, side: m.Side | None, images: m.Images | None, face: str, size: float,
                       hex_px: float) -> QPixmap | None:
        """The counter's image fitted to `size` scene units at this zoom, or None: no image, or one that is
        missing, unreadable, or outside the scenario's folder (the counter is drawn instead)."""
        text = getattr(images, face, None) if images is not None else None
        if not text:
            return None
        base = counter_images.side_image_dir(self.doc.base_dir, side)
        path = counter_images.image_file(base, text)
        if path is None:
            return None
        return counter_images.counter_pixmap(path, math.ceil(size * hex_px / self.g.hex_width))

    def _draw_image(self, p: QPainter, pm: QPixmap, x: float, y: float, size: float, edge, selected: bool) -> None:
        """The image centred on (x, y), fitted into a size x size square, with its outline."""
        k = size / max(pm.width(), pm.height())
        w, h = pm.width() * k, pm.height() * k
        target = QRectF(x - w / 2, y - h / 2, w, h)
        p.save()
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.drawPixmap(target, pm, QRectF(pm.rect()))
        p.restore()
        r = self.g.r
        p.setPen(QPen(P.qcolor(P.SELECTION if selected else edge), r * (0.12 if selected else 0.03)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(target)

    def draw_unit(self, p: QPainter, h: Hex, x: float, y: float, pl: m.Placement, side, unit,
                  hex_px: float, top: bool = True) -> None:
        """The renderer's counter (`rules.map.counters`), its image when it has one; the facing pointer (the
        stack's, on its `top` unit: stacked units share one facing, 5.2.3) and the disorder marker over either."""
        r = self.g.r
        inks = self._inks(side)
        size = r * C.UNIT_SIZE
        face = "back" if pl.fatigued else "front"
        selected = self.selected_counter == ("unit", pl.unit)
        pm = None
        if unit is not None and unit.images is not None:
            pm = self.counter_pixmap(side, unit.images, face, size, hex_px)
        if pm is not None:
            self._draw_image(p, pm, x, y, size, inks["edge"], selected)
        else:
            look = C.unit_look(side, unit, face, pl.mounted)
            self._paste_look(p, look, x, y, size, hex_px)
            if selected:
                p.setPen(QPen(P.qcolor(P.SELECTION), r * 0.12))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(QRectF(x - size / 2, y - size / 2, size, size))
        if pl.facing is not None and top:
            self._facing_mark(p, h, x, y, pl.facing, inks)
        self._disorder_mark(p, x, y, pl, hex_px)

    def _paste_look(self, p: QPainter, look: C.CounterLook, x: float, y: float, size: float, hex_px: float) -> None:
        """The counter as `counters.draw_look` draws it at this zoom's pixel size, centred on (x, y)."""
        px = max(4, math.ceil(size * hex_px / self.g.hex_width))
        img = _look_image(look, px)
        p.save()
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.drawImage(QRectF(x - size / 2, y - size / 2, size, size), img)
        p.restore()

    def _disorder_mark(self, p: QPainter, x: float, y: float, pl: m.Placement, hex_px: float) -> None:
        """The discouraged (D) or routed (R) marker over the counter's top-right corner, as the renderer's."""
        if pl.disorder not in ("discouraged", "routed"):
            return
        mx, my, ms = C.marker_box(x, y, self.g.r)
        px = max(4, math.ceil(ms * hex_px / self.g.hex_width))
        img = _marker_image(pl.disorder, px)
        p.drawImage(QRectF(mx - ms / 2, my - ms / 2, ms, ms), img)

    def _facing_mark(self, p: QPainter, h: Hex, x: float, y: float, facing: int, inks: dict) -> None:
        """The facing pointer on the counter's edge toward the faced hexside (the renderer's)."""
        g = self.g
        i, j = g.side_corners[facing % 6]
        (ax, ay), (bx, by) = g.corner_off[i], g.corner_off[j]
        pts = C.facing_pointer(x, y, g.r * C.UNIT_SIZE / 2, ((ax + bx) / 2, (ay + by) / 2), g.r)
        p.setPen(QPen(P.qcolor(P.HALO), g.r * 0.02))
        p.setBrush(P.qcolor(inks["edge"]))
        p.drawPolygon(QPolygonF([QPointF(px_, py_) for px_, py_ in pts]))

    def draw_leader(self, p: QPainter, x: float, y: float, pl: m.Placement, side, leader, hex_px: float,
                    across: float = C.LEADER_SIZE) -> None:
        """A leader's disc, `across` hex radii wide (`counters.leader_size`: smaller on a stack)."""
        r = self.g.r
        inks = self._inks(side)
        size = r * across
        selected = self.selected_counter == ("leader", pl.leader)
        if leader is not None and leader.images is not None:
            pm = self.counter_pixmap(side, leader.images, "front", size, hex_px)
            if pm is not None:
                self._draw_image(p, pm, x, y, size, inks["edge"], selected)
                return
        self._paste_look(p, C.leader_look(side, leader, "front", pl.wounded), x, y, size, hex_px)
        if selected:
            p.setPen(QPen(P.qcolor(P.SELECTION), r * 0.12))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(x, y), size / 2, size / 2)


_LOOKS: OrderedDict[tuple[C.CounterLook, int], QImage] = OrderedDict()
_LOOKS_MAX = 4096


def _to_qimage(im) -> QImage:
    rgba = im.convert("RGBA")
    return QImage(rgba.tobytes("raw", "RGBA"), rgba.width, rgba.height, QImage.Format.Format_RGBA8888).copy()


def _look_image(look: C.CounterLook, px: int) -> QImage:
    """A counter look drawn by the renderer's code at `px` device pixels, as a QImage (cached, LRU)."""
    key = (look, px)
    got = _LOOKS.get(key)
    if got is not None:
        _LOOKS.move_to_end(key)
        return got
    got = _LOOKS[key] = _to_qimage(C.draw_look(look, px))
    while len(_LOOKS) > _LOOKS_MAX:
        _LOOKS.popitem(last=False)
    return got


_MARKERS: dict[tuple[str, int], QImage] = {}


def _marker_image(kind: str, px: int) -> QImage:
    got = _MARKERS.get((kind, px))
    if got is None:
        if len(_MARKERS) > 256:
            _MARKERS.clear()
        got = _MARKERS[(kind, px)] = _to_qimage(C.draw_marker(kind, px))
    return got


def _axis_aligned(t) -> bool:
    """Tiles are pasted pixel for pixel: only for a view that scales equally on both axes and does not rotate."""
    return t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and abs(t.m11() - t.m22()) < 1e-9


class _Seg(HexsideSegment):
    """The renderer's hexside segment, with the Qt shapes the map item draws."""

    __slots__ = ()

    @property
    def line(self) -> QLineF:
        return QLineF(self.x0, self.y0, self.x1, self.y1)

    def bar(self, x: float, y: float, half_len: float, half_w: float) -> QPolygonF:
        nx, ny, tx, ty = self.nx, self.ny, self.tx, self.ty
        return QPolygonF([QPointF(x - nx * half_len - tx * half_w, y - ny * half_len - ty * half_w),
                          QPointF(x + nx * half_len - tx * half_w, y + ny * half_len - ty * half_w),
                          QPointF(x + nx * half_len + tx * half_w, y + ny * half_len + ty * half_w),
                          QPointF(x - nx * half_len + tx * half_w, y - ny * half_len + ty * half_w)])


def _pattern(p: QPainter, kind: str, r: float, px: int, seed: str) -> None:
    """The terrain marks the printed maps use, in scene units around the hex centre (0, 0)."""
    rng = random.Random(f"{kind}-{seed}")
    top, bottom, hw = -0.42 * r, 0.66 * r, 0.66 * r
    lw = max(r / 16, 1.0)

    def scatter(n, radius, t, b, gap, half_w):
        return scatter_points(rng, n, radius, t, b, gap, half_w)

    if kind == "wood":
        tr = 0.15 * r
        p.setPen(QPen(P.qcolor(P.WOOD_DARK), lw))
        p.setBrush(P.qcolor(P.WOOD_TREE))
        for x, y in scatter(7, 0.66 * r, top + tr, bottom - tr, 2.05 * tr, hw - tr):
            p.drawEllipse(QPointF(x, y), tr, tr)
    elif kind == "bushes":
        br = 0.055 * r
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(P.qcolor(P.BUSH_INK))
        for x, y in scatter(6, 0.64 * r, top + br, bottom - br, 0.3 * r, hw):
            for ox, oy in ((0.0, 0.0), (1.9, 0.3), (0.9, -1.4)):
                p.drawEllipse(QPointF(x + ox * br, y + oy * br), br, br)
    elif kind == "marsh":
        p.setPen(QPen(P.qcolor(P.MARSH_INK), lw))
        dash = 0.26 * r
        for i, fy in enumerate((-0.3, 0.02, 0.34, 0.6)):
            for fx in ((-0.42, 0.08) if i % 2 == 0 else (-0.2, 0.3)):
                x0, y0 = (fx + rng.uniform(-0.05, 0.05)) * r, fy * r
                if math.hypot(x0 + dash / 2, y0) > 0.72 * r:
                    continue
                p.drawLine(QLineF(x0, y0, x0 + dash, y0))
                for k in (0.3, 0.5, 0.7):
                    tx = x0 + dash * k
                    p.drawLine(QLineF(tx, y0 - 1, tx + (k - 0.5) * 0.1 * r, y0 - 0.13 * r))
    elif kind == "village":
        side = 0.19 * r
        p.setPen(QPen(P.qcolor(P.ROOF_EDGE), lw))
        p.setBrush(P.qcolor(P.ROOF))
        for x, y in scatter(4, 0.58 * r, top + side, bottom - side, 1.6 * side, hw - side):
            p.drawRect(QRectF(x - side / 2, y - side / 2, side, side))
    elif kind == "farm":
        p.setPen(QPen(P.qcolor(P.FURROW), lw))
        for fy in (0.36, 0.48, 0.6):
            p.drawLine(QLineF(-0.45 * r, fy * r, 0.45 * r, fy * r))
        bw, bh = 0.52 * r, 0.3 * r
        bx, by = -0.12 * r, -0.06 * r
        p.setPen(QPen(P.qcolor(P.FARM_EDGE), lw))
        p.setBrush(P.qcolor(P.FARM_BODY))
        p.drawRect(QRectF(bx - bw / 2, by - bh / 2, bw, bh))
        a = 0.2 * r
        p.drawRect(QRectF(bx + bw / 2 + 0.06 * r, by - bh / 2, a, a))
    elif kind in ("pond", "lake", "sea"):
        p.setPen(QPen(P.qcolor(P.POND_WAVE if kind == "pond" else P.WATER_WAVE), lw))
        p.setBrush(Qt.BrushStyle.NoBrush)
        wr = 0.1 * r
        for x, y in scatter(2 if kind == "pond" else 3, 0.55 * r, top + wr, bottom - wr, 0.42 * r, hw - 2 * wr):
            p.drawArc(QRectF(x - 2 * wr, y - wr, 2 * wr, 2 * wr), 20 * 16, 140 * 16)
            p.drawArc(QRectF(x, y - wr, 2 * wr, 2 * wr), 20 * 16, 140 * 16)
    elif kind == "?":
        p.save()
        clip = QPainterPath()
        clip.addEllipse(QPointF(0, 0.1 * r), 0.6 * r, 0.6 * r)
        p.setClipPath(clip)
        p.setPen(QPen(P.qcolor(P.HATCH), lw))
        step = 0.22 * r
        for k in range(-5, 6):
            x0 = k * step
            p.drawLine(QLineF(x0 - 0.5 * r, 0.5 * r, x0 + 0.5 * r, -0.5 * r))
        p.restore()


class MapItem(QGraphicsItem):
    """The whole map; paints only the exposed rectangle, from an overview image when zoomed far out."""

    def __init__(self, doc: Document) -> None:
        super().__init__()
        self.doc = doc
        self.painter = MapPainter(doc)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self._overview: QImage | None = None
        self._overview_scale = 0.0
        self._dirty: QRectF | None = None
        self.overview_enabled = True
        self.tiles = TileCache(self.painter.draw)
        self.tiles_enabled = True
        self._gesture = False
        self._gesture_timer = QTimer(singleShot=True, interval=round(GESTURE_END_S * 1000))
        # the timers have no parent (an item is no QObject): one may fire after its window closed and the item
        # was deleted, which _alive tells
        self._gesture_timer.timeout.connect(lambda: self._alive() and self._end_gesture())
        self._finish_timer = QTimer(singleShot=True, interval=0)
        self._finish_timer.timeout.connect(lambda: self._alive() and self._finish_step())
        self._bands: list[QRectF] = []  # the overview's bands not drawn yet (drawn a few per idle turn)
        self._band_timer = QTimer(singleShot=True, interval=0)
        self._band_timer.timeout.connect(lambda: self._alive() and self._overview_step())
        self._unshown = QRectF()  # bands drawn since the view was last told
        self._shown_at = 0.0
        self.overview_listeners: list[Callable[[bool], None]] = []  # told (done?) as the overview fills in
        doc.mapChanged.connect(self._on_map_changed)
        doc.setupChanged.connect(self._on_setup_changed)
        doc.armiesChanged.connect(self.refresh)
        doc.settingsChanged.connect(self.refresh)

    # -- Qt ----------------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802
        m_ = self.doc.geometry.r * 0.5
        return self.doc.geometry.rect.adjusted(-m_, -m_, m_, m_)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(p.worldTransform())
        rect = option.exposedRect
        hex_px = scale * self.doc.geometry.hex_width
        ov_scale = self.overview_scale()
        if self.overview_enabled and hex_px < ov_scale * self.doc.geometry.hex_width * OVERVIEW_UP_TO:
            # smoothing a 12-Mpx overview into the view took 20-35 ms a frame of a zoom gesture on 200 x 200;
            # unsmoothed it takes a few, and the frame after the gesture is smooth again (`_end_gesture`)
            self._paint_overview(p, rect, scale, smooth=not self._gesture)
        elif self.tiles_enabled and _axis_aligned(p.worldTransform()):
            self._paint_tiles(p, rect, scale, widget)
        else:
            self.painter.draw(p, rect, scale)

    # -- tiles -------------------------------------------------------------------------------------------
    def _paint_tiles(self, p: QPainter, rect: QRectF, scale: float, widget) -> None:
        view = widget.parentWidget() if widget is not None else None
        opaque = not self.painter.translucent and isinstance(view, QGraphicsView)
        self.tiles.set_background(view.backgroundBrush().color() if opaque else None)
        self.tiles.render_hints = p.renderHints()
        clip = self.boundingRect()
        if self._overview is not None and (self._gesture or bool(self.tiles.pending())):
            # at a hex size not drawn before, the first tile would make the stamps (40 ms on 200 x 200, past
            # any budget the learnt cost per area foresees): the frame shows the overview, the tiles come after.
            # While the overview still fills in after an open, its drawn bands stand in and the rest shows the
            # background for a frame: drawing every tile at once made zoom frames of 33-37 ms on 200 x 200
            budget = FRAME_BUDGET_S if self.painter.has_stamps(scale) else 0.0
            self.tiles.paint(p, rect, scale, time.perf_counter() + budget, self._stand_in, clip)
        else:
            self.tiles.paint(p, rect, scale, clip=clip)
        if self.tiles.pending() and not self._gesture:
            self._finish_timer.start()

    def _alive(self) -> bool:
        return shiboken6.isValid(self)

    def _stand_in(self, p: QPainter, rect: QRectF) -> None:
        """Tiles not drawn yet, from the overview image (coarse when zoomed in, for a frame or two)."""
        self._paint_overview(p, rect, 0.0, smooth=False)

    def begin_gesture(self) -> None:
        """The view is zooming: frames draw new tiles for a budget only, until a pause in the zooming."""
        self._gesture = True
        self._gesture_timer.start()

    def _end_gesture(self) -> None:
        self._gesture = False
        self.update()  # an overview shown unsmoothed during the gesture is smoothed now
        if self.tiles.pending():
            self._finish_timer.start()

    def _finish_step(self) -> None:
        done = self.tiles.finish(list(self.tiles.pending()), time.perf_counter() + FRAME_BUDGET_S)
        for key in done:
            self.update(self.tiles.tile_rect(key))
        if self.tiles.pending() and not self._gesture:
            self._finish_timer.start()

    def settle(self) -> None:
        """Draw now every tile a budgeted frame left to later, and end the gesture (tests, benchmarks)."""
        self._gesture_timer.stop()
        self._gesture = False
        self.update()
        self._finish_step_all()

    def _finish_step_all(self) -> None:
        self._finish_timer.stop()
        for key in self.tiles.finish(list(self.tiles.pending())):
            self.update(self.tiles.tile_rect(key))

    # -- overview ----------------------------------------------------------------------------------------
    def overview_scale(self) -> float:
        """Device pixels per scene unit of the overview image: hexes 24 px wide, at most ~12 M pixels."""
        g = self.doc.geometry
        area = max(1.0, g.width * g.height)
        return min(24.0 / g.hex_width, math.sqrt(12e6 / area))

    def overview_ready(self) -> bool:
        """Whether the overview image is drawn whole (it fills in band by band after a map is opened)."""
        return self._overview is not None and not self._bands

    def _ensure_overview(self, wait: bool = False) -> QImage:
        """The overview image, as far as it is drawn. A new one (a map opened, refreshed, resized) is drawn in
        horizontal bands: a short first slice of them now (an everyday map's all), the rest in idle turns of the
        event loop, so the window answers meanwhile (issue 15: 1.4-1.9 s in one piece on 200 x 200); the view
        and the minimap show it filling in. `wait` draws what is left at once."""
        k = self.overview_scale()
        g = self.doc.geometry
        if self._overview is None or self._overview_scale != k:
            w, h = max(1, math.ceil(g.width * k)), max(1, math.ceil(g.height * k))
            img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            self._overview, self._overview_scale = img, k
            self._dirty = None
            whole = g.rect.adjusted(-g.r, -g.r, g.r, g.r)
            n = max(1, math.ceil(whole.height() * k / OVERVIEW_BAND_PX))
            step = whole.height() / n
            self._bands = [QRectF(whole.left(), whole.top() + i * step, whole.width(), step) for i in range(n)]
            self._overview_step(OVERVIEW_FIRST_S, notify=False)
        if wait and self._bands:
            self._overview_step(budget=math.inf, notify=False)
        if self._dirty is not None and not self._bands:
            dirty, self._dirty = self._dirty, None
            self._render_overview(dirty)
        return self._overview

    def _overview_step(self, budget: float = OVERVIEW_SLICE_S, notify: bool = True) -> None:
        """Draw the overview's next bands for a time slice; the rest at the next idle turn."""
        if self._overview is None or (notify and self.scene() is None):  # refreshed, or its map closed
            self._bands = []
            return
        end = time.perf_counter() + budget
        drawn = QRectF()
        while self._bands:
            band = self._bands.pop(0)
            self._render_overview(band)
            drawn = drawn.united(band)
            if time.perf_counter() >= end:
                break
        if self._bands:
            self._band_timer.start()
        if not notify:
            return
        # shown now and then (scaling the image into the view costs a frame), and when whole
        self._unshown = self._unshown.united(drawn) if not drawn.isEmpty() else self._unshown
        now = time.perf_counter()
        if not self._unshown.isEmpty() and (not self._bands or now - self._shown_at >= OVERVIEW_SHOW_S):
            self.update(self._unshown)
            self._unshown, self._shown_at = QRectF(), now
            for listener in list(self.overview_listeners):
                listener(not self._bands)

    def _render_overview(self, rect: QRectF) -> None:
        img, k = self._overview, self._overview_scale
        assert img is not None
        p = QPainter(img)
        p.scale(k, k)
        p.setClipRect(rect)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.fillRect(rect, Qt.GlobalColor.transparent)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        selected, self.painter.selected_counter = self.painter.selected_counter, None
        try:
            self.painter.draw(p, rect, k)
        finally:
            self.painter.selected_counter = selected
            p.end()

    def _paint_overview(self, p: QPainter, rect: QRectF, scale: float, smooth: bool = True) -> None:
        img = self._ensure_overview()
        k = self._overview_scale
        target = rect.intersected(QRectF(0, 0, img.width() / k, img.height() / k))
        if target.isEmpty():
            return
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        source = QRectF(target.left() * k, target.top() * k, target.width() * k, target.height() * k)
        p.drawImage(target, img, source)

    # -- changes -----------------------------------------------------------------------------------------
    def _mark(self, hexes) -> None:
        g = self.doc.geometry
        if hexes is None:
            self.refresh()
            return
        rect = g.hexes_rect(hexes, margin=g.r * 0.6)
        if self._overview is not None:
            self._dirty = rect if self._dirty is None else self._dirty.united(rect)
        self.tiles.invalidate(rect)
        self.update(rect)

    def counter_selection_changed(self, old: tuple[str, str] | None, new: tuple[str, str] | None) -> None:
        """Redraw the counters whose selection outline comes or goes."""
        hexes = {self.painter.drawn_at[c] for c in (old, new) if c is not None and c in self.painter.drawn_at}
        if hexes:
            self._mark(hexes)

    def mark_hexes(self, hexes) -> None:
        """Repaint these hexes, whose counters changed (on screen and in the overview), and their neighbours,
        whose place names may move out of the counters' way."""
        if hexes:
            self._on_setup_changed(set(hexes))

    def _on_map_changed(self, layers, hexes) -> None:
        self._mark(hexes)

    def _on_setup_changed(self, hexes) -> None:
        # a place name next door moves out of a counter's way (`counters.place_name_offset`): its hex too
        grid = self.doc.scenario.grid
        self._mark(None if hexes is None else {n for h in hexes for n in (h, *grid.neighbours(h))})

    def refresh(self) -> None:
        """Everything again (layers shown, a new scenario, colours)."""
        self.painter.reset()
        self.tiles.clear()
        self._overview = None
        self._dirty = None
        self._bands = []
        self._band_timer.stop()
        self.prepareGeometryChange()
        self.update()
