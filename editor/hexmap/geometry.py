"""Hex geometry in scene coordinates: the grid pixels of rules.geometry.affine (hexes 64 px wide, the map's top-left
at (0, 0)), with the hex centres computed once and fast look-ups for what a rectangle shows."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from rules.geometry.affine import GRID_HEX_WIDTH
from rules.geometry.hexgrid import Grid, Hex, Hexside

Point = tuple[float, float]


class MapGeometry:
    def __init__(self, grid: Grid, hex_width: float = GRID_HEX_WIDTH) -> None:
        self.grid = grid
        self.hex_width = hex_width
        self.r = r = hex_width / 2.0
        self.flat = grid.orientation == "flat"
        self.layout = grid.layout(hex_width)
        if grid.columns > 0 and grid.rows > 0:
            self.ox, self.oy = self.layout.center(Hex(0, 0))
        else:
            self.ox = self.oy = 0.0
        if self.flat:
            self.half_w, self.half_h = r, r * math.sqrt(3) / 2
        else:
            self.half_w, self.half_h = r * math.sqrt(3) / 2, r
        start = 0.0 if self.flat else -30.0
        self.corner_off: list[Point] = [
            (r * math.cos(math.radians(start + 60 * i)), r * math.sin(math.radians(start + 60 * i))) for i in range(6)]
        self.side_corners: list[tuple[int, int]] = []
        for d in grid.directions:
            vx, vy = self.raw(d)
            order = sorted(range(6), key=lambda i: -(self.corner_off[i][0] * vx + self.corner_off[i][1] * vy))
            self.side_corners.append((order[0], order[1]))
        self._poly = QPolygonF([QPointF(x, y) for x, y in self.corner_off])
        hexes = list(grid.hexes())
        if hexes:
            xs = [self.center(h)[0] for h in (hexes[0], hexes[-1])]
            ys = [self.center(h)[1] for h in (hexes[0], hexes[-1])]
            # over the whole map: the extreme centres sit in the first/last two columns and rows
            cs = [self.center(h) for h in hexes if self._on_edge(h)]
            xs += [c[0] for c in cs]
            ys += [c[1] for c in cs]
            self.width = max(xs) + self.half_w
            self.height = max(ys) + self.half_h
        else:
            self.width = self.height = 1.0

    def _on_edge(self, h: Hex) -> bool:
        g = self.grid
        col, row = g.to_offset(h)
        return (col - g.first_column < 2 or g.first_column + g.columns - 1 - col < 2
                or row - g.first_row < 2 or g.first_row + g.rows - 1 - row < 2)

    @property
    def rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self.width, self.height)

    def raw(self, h: Hex) -> Point:
        r = self.r
        if self.flat:
            return r * 1.5 * h.q, r * math.sqrt(3) * (h.r + h.q / 2)
        return r * math.sqrt(3) * (h.q + h.r / 2), r * 1.5 * h.r

    def center(self, h: Hex) -> Point:
        x, y = self.raw(h)
        return x + self.ox, y + self.oy

    def qcenter(self, h: Hex) -> QPointF:
        return QPointF(*self.center(h))

    def polygon(self, h: Hex) -> QPolygonF:
        cx, cy = self.center(h)
        return self._poly.translated(cx, cy)

    def hex_rect(self, h: Hex, margin: float = 0.0) -> QRectF:
        cx, cy = self.center(h)
        return QRectF(cx - self.half_w - margin, cy - self.half_h - margin, 2 * (self.half_w + margin),
                      2 * (self.half_h + margin))

    def hexes_rect(self, hexes, margin: float = 0.0) -> QRectF:
        out = QRectF()
        for h in hexes:
            out = out.united(self.hex_rect(h, margin))
        return out

    def hex_at(self, x: float, y: float) -> Hex:
        x, y = x - self.ox, y - self.oy
        r = self.r
        if self.flat:
            fq = (2.0 / 3.0 * x) / r
            fr = (-1.0 / 3.0 * x + math.sqrt(3) / 3.0 * y) / r
        else:
            fq = (math.sqrt(3) / 3.0 * x - 1.0 / 3.0 * y) / r
            fr = (2.0 / 3.0 * y) / r
        fs = -fq - fr
        rq, rr, rs = round(fq), round(fr), round(fs)
        dq, dr, ds = abs(rq - fq), abs(rr - fr), abs(rs - fs)
        if dq > dr and dq > ds:
            rq = -rr - rs
        elif dr > ds:
            rr = -rq - rs
        return Hex(int(rq), int(rr))

    def map_hex_at(self, x: float, y: float) -> Hex | None:
        h = self.hex_at(x, y)
        return h if self.grid.contains(h) else None

    def hexes_in_rect(self, rect: QRectF) -> list[Hex]:
        """The map's hexes that may show in `rect` (a margin of one hex all round)."""
        g = self.grid
        if g.columns <= 0 or g.rows <= 0:
            return []
        corners = [self.hex_at(x, y) for x in (rect.left(), rect.right()) for y in (rect.top(), rect.bottom())]
        offs = [g.to_offset(h) for h in corners]
        c0 = max(g.first_column, min(o[0] for o in offs) - 1)
        c1 = min(g.first_column + g.columns - 1, max(o[0] for o in offs) + 1)
        r0 = max(g.first_row, min(o[1] for o in offs) - 1)
        r1 = min(g.first_row + g.rows - 1, max(o[1] for o in offs) + 1)
        fo = g.from_offset
        if self.flat:
            return [fo(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)]
        return [fo(c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]

    def segment(self, a: Hex, b: Hex) -> tuple[Point, Point] | None:
        """The two corners of the hexside between adjacent a and b (None when they are not adjacent)."""
        d = self.grid.direction_to(a, b)
        if d is None:
            return None
        cx, cy = self.center(a)
        i, j = self.side_corners[d]
        (ax, ay), (bx, by) = self.corner_off[i], self.corner_off[j]
        return (cx + ax, cy + ay), (cx + bx, cy + by)

    def nearest_hexside(self, x: float, y: float) -> tuple[Hexside, float]:
        """The hexside nearest the point, and its distance in scene pixels (first hex: the one under it)."""
        h = self.hex_at(x, y)
        best: tuple[Hexside, float] | None = None
        for n in self.grid.neighbours(h, on_map=False):
            seg = self.segment(h, n)
            if seg is None:
                continue
            dist = _point_segment_distance(x, y, *seg[0], *seg[1])
            if best is None or dist < best[1]:
                best = (Hexside(h, n), dist)
        assert best is not None
        return best

    def direction_from(self, h: Hex, x: float, y: float) -> int:
        """The direction (facing index) from the centre of h toward the point."""
        cx, cy = self.center(h)
        best, bd = 0, -1e18
        for i, d in enumerate(self.grid.directions):
            vx, vy = self.raw(d)
            dot = vx * (x - cx) + vy * (y - cy)
            if dot > bd:
                best, bd = i, dot
        return best


def _point_segment_distance(px: float, py: float, x0: float, y0: float, x1: float, y1: float) -> float:
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / length2))
    return math.hypot(px - (x0 + t * dx), py - (y0 + t * dy))
