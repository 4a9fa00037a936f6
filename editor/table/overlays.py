"""The referee desk's shapes on the table canvas: a shapely geometry the core computed (rules/bbg), drawn as one
path item in scene coordinates (M, y turned down). Nothing here measures: the items only carry the core's
geometry (`item.geometry`, cut to the table for drawing) and a tool tip saying what it is."""

from __future__ import annotations

import numpy as np
import shapely
import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem
from shapely.geometry import box
from shapely.geometry.base import BaseGeometry

Z_OVERLAY, Z_MEASURE = 8, 30  # under the units (they stay draggable), the ruler above everything
STYLES = {  # kind -> (outline, fill); fills translucent so the table shows through
    "fov": ("#304070", QColor(60, 90, 180, 25)),
    "zoc": ("#203a80", QColor(40, 70, 200, 60)),
    "band0": ("#7a2a00", QColor(230, 110, 30, 70)),
    "band1": ("#7a4a00", QColor(230, 160, 30, 55)),
    "band2": ("#7a6a00", QColor(230, 210, 30, 40)),
    "band_moving": ("#3a3a3a", QColor(40, 40, 40, 60)),  # B36: out of reach while moving, darkened
    "flank": ("#1a6a1a", QColor(40, 170, 40, 55)),
    "flank_open": ("#8a1a1a", QColor(200, 40, 40, 45)),
    "command": ("#6a1a7a", QColor(160, 60, 200, 30)),
    "rout": ("#8a1a1a", QColor(220, 40, 40, 40)),
}


def table_box(width: float, depth: float) -> BaseGeometry:
    return box(0.0, 0.0, width, depth)


OUTLINE_PAD_M = 1.5  # the 1.5 px outline stays inside the bounds down to 1 px per M (the table's fit is ~15)
DRAW_TOLERANCE_M = 0.002  # corners closer than this to the core's outline are dropped when drawn (0.02 px at 10 px/M)


def _polygon(xy: np.ndarray) -> QPolygonF:
    """The points (x, y in M, y up) as a polygon in scene coordinates, written straight into the polygon's memory
    (a point at a time through Python cost more than the rest of a drag frame)."""
    poly = QPolygonF()
    poly.resize(len(xy))
    if len(xy):
        out = np.frombuffer(shiboken6.VoidPtr(poly.data(), len(xy) * 16, True), np.double).reshape(-1, 2)
        out[:, 0] = xy[:, 0]
        out[:, 1] = -xy[:, 1]
    return poly


def geometry_path(geom: BaseGeometry) -> QPainterPath:
    """A polygon, line or collection as a painter path in scene coordinates (y turned down), drawn within
    DRAW_TOLERANCE_M of the geometry (the 64-segment arcs of the core need fewer corners on screen)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    if geom.geom_type in ("Polygon", "MultiPolygon"):
        geom = geom.simplify(DRAW_TOLERANCE_M, preserve_topology=False)
        if geom.geom_type in ("Polygon", "MultiPolygon"):
            rings = shapely.get_rings(geom if geom.geom_type == "Polygon" else shapely.get_parts(geom))
            coords = shapely.get_coordinates(rings)
            start = 0
            for n in shapely.get_num_coordinates(rings).tolist():
                path.addPolygon(_polygon(coords[start:start + n]))
                path.closeSubpath()
                start += n
            return path
    for g in getattr(geom, "geoms", [geom]):
        if g.is_empty:
            continue
        if g.geom_type == "Polygon":
            for ring in (g.exterior, *g.interiors):
                path.addPolygon(_polygon(shapely.get_coordinates(ring)))
                path.closeSubpath()
        elif g.geom_type in ("LineString", "LinearRing"):
            cs = list(g.coords)
            path.moveTo(cs[0][0], -cs[0][1])
            for x, y in cs[1:]:
                path.lineTo(x, -y)
        elif hasattr(g, "geoms"):
            path.addPath(geometry_path(g))
    return path


class OverlayItem(QGraphicsPathItem):
    """One shape of one unit (its ZOC, a range band, a flank zone…): the core's geometry, drawn."""

    def __init__(self, kind: str, geometry: BaseGeometry, tip: str, owner: str = "") -> None:
        super().__init__()
        self._bounds = QRectF()
        self.kind, self.owner, self.geometry = kind, owner, geometry
        line, fill = STYLES[kind]
        pen = QPen(QColor(line), 1.5)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setBrush(QBrush(fill))
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(tip)
        self._set_path(geometry_path(geometry))

    def paint(self, painter, option, widget=None) -> None:
        """Without antialiasing: large translucent fills cost several times as much smoothed, and a zone's edge
        does not need it (the drag stays within a frame)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        super().paint(painter, option, widget)

    def set_geometry(self, geometry: BaseGeometry) -> None:
        self.geometry = geometry
        self._set_path(geometry_path(geometry))

    def _set_path(self, path: QPainterPath) -> None:
        self.setPath(path)  # Qt marks the old bounds for repainting first
        self._bounds = path.controlPointRect().adjusted(-OUTLINE_PAD_M, -OUTLINE_PAD_M, OUTLINE_PAD_M, OUTLINE_PAD_M)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        """The path's corners' box with room for the outline. Qt's own strokes the whole path with the pen's
        width to find it, each time the path changes: a third of a drag frame's repaint for the large zones."""
        return self._bounds

    def shape(self) -> QPainterPath:
        """The zone itself (for the tool tip under the mouse), not Qt's stroked outline added to it: that was
        computed anew at every mouse move over a zone."""
        return self.path()


class MeasureLine(QGraphicsPathItem):
    """A ruler or a drawn path: a polyline in scene coordinates with its reading as a label that keeps its size
    whatever the zoom."""

    def __init__(self, colour: str, dashed: bool = False) -> None:
        super().__init__()
        pen = QPen(QColor(colour), 2.5)
        pen.setCosmetic(True)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setZValue(Z_MEASURE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.label = QGraphicsSimpleTextItem(self)
        self.label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.label.setBrush(QColor("#101010"))
        self.points: list[tuple[float, float]] = []
        self.marks: list[QGraphicsPathItem] = []

    def set_line(self, points: list[tuple[float, float]], text: str) -> None:
        self.points = list(points)
        path = QPainterPath()
        if points:
            path.moveTo(points[0][0], -points[0][1])
            for x, y in points[1:]:
                path.lineTo(x, -y)
            last = points[-1]
            self.label.setPos(last[0], -last[1])
        self.setPath(path)
        if self.label.text() != text:
            self.label.setText(text)

    def mark(self, at: tuple[float, float], tip: str) -> None:
        """A red ring at a corner the path cannot take (B49)."""
        ring = QGraphicsPathItem(self)
        p = QPainterPath()
        p.addEllipse(QPointF(at[0], -at[1]), 0.6, 0.6)
        ring.setPath(p)
        pen = QPen(QColor("#e01010"), 3)
        pen.setCosmetic(True)
        ring.setPen(pen)
        ring.setToolTip(tip)
        self.marks.append(ring)

    def clear_marks(self) -> None:
        for r in self.marks:
            r.setParentItem(None)
            if r.scene() is not None:
                r.scene().removeItem(r)
        self.marks = []
