"""What the table canvas draws, one QGraphicsItem per thing of the scenario: terrain areas and lines (with
levels and slopes), camps, units figure by figure. Scene coordinates are M with y turned down (scene y =
−table y), so one scene unit is one M (B3). Edits are pushed to the document when a drag ends: one undo step
per gesture."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from rules.bbg import model as m

from ..i18n import tr
from .figures import Figures, bbg_word, moved_figures, snap_turn, turn_category

TableCanvas = Any  # the canvas (canvas.py) that holds the items: they call its snap, tell and doc
# terrain colours (what a map of the period prints: green woods, brown slopes, blue water)
AREA_COLOURS = {"plateau": "#d9c79a", "uphill": "#c9b27c", "steep_uphill": "#a98d5a", "forest": "#6e9a5a",
                "orchard": "#9cbf7a", "vineyard": "#b7a0c8", "soaked_ground": "#a9c7c2", "ford": "#8fb8d8",
                "swamp": "#7fa39a", "impassable": "#6b6b6b"}
LINE_COLOURS = {"castle_wall": "#4a4a4a", "moat": "#3c78b4", "wide_river": "#3c78b4", "dry_ditch": "#8a6a3a",
                "stake_palisade": "#7a4a1a"}
SIDE_COLOURS = ("#3a62b8", "#b83a3a", "#3a8a3a", "#8a5ab8")
ROLE_MARKS = {"O": "officer", "M": "musician", "Z": "standard_bearer", "G": "general", "C": "corps_leader"}
HANDLE_PX = 9  # vertex and rotate handles, in screen pixels whatever the zoom
Z_TERRAIN, Z_CAMP, Z_UNIT, Z_HANDLE = 0, 5, 10, 20


def scene_point(p: m.Point) -> QPointF:
    return QPointF(p[0], -p[1])


def table_point(p: QPointF) -> m.Point:
    return (round(p.x(), 3), round(-p.y(), 3))


class VertexHandle(QGraphicsEllipseItem):
    """A draggable vertex of a terrain or camp outline: snaps to other terrain's vertices."""

    def __init__(self, owner: OutlineItem, index: int) -> None:
        r = HANDLE_PX / 2
        super().__init__(-r, -r, 2 * r, 2 * r, owner)
        self.owner, self.index = owner, index
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setBrush(QBrush(QColor("white")))
        self.setPen(QPen(QColor("#202020"), 1.5))
        self.setZValue(Z_HANDLE)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.setToolTip(tr("Drag to move this corner (it snaps to other terrain's corners); Delete or "
                           "right-click removes it"))

    def itemChange(self, change, value):  # noqa: N802 (Qt's name)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange and self.owner.canvas is not None:
            return self.owner.canvas.snap(value, exclude=self.owner)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self.owner.preview_vertex(self.index, self.pos())
        return super().itemChange(change, value)

    def mouseReleaseEvent(self, e) -> None:  # noqa: N802
        super().mouseReleaseEvent(e)
        self.owner.commit_vertex(self.index, self.pos())

    def mousePressEvent(self, e) -> None:  # noqa: N802
        if e.button() == Qt.MouseButton.RightButton:
            self.owner.remove_vertex(self.index)
            e.accept()
            return
        self.owner.canvas.current_vertex = (self.owner, self.index)
        super().mousePressEvent(e)


class OutlineItem(QGraphicsPathItem):
    """A polygon or polyline the user edits by its corners: a terrain area or line, or a camp."""

    def __init__(self, canvas: TableCanvas | None, key: tuple, points: tuple[m.Point, ...], closed: bool) -> None:
        super().__init__()
        self.canvas, self.key, self.closed = canvas, key, closed
        self.points = [scene_point(p) for p in points]
        self.handles: list[VertexHandle] = []
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self._rebuild_path()

    def set_points(self, points: tuple[m.Point, ...]) -> None:
        self.points = [scene_point(p) for p in points]
        self._rebuild_path()
        if self.handles:
            self.show_handles(True)

    def _rebuild_path(self) -> None:
        path = QPainterPath()
        if self.closed:
            path.addPolygon(QPolygonF(self.points))
            path.closeSubpath()
        elif self.points:
            path.moveTo(self.points[0])
            for p in self.points[1:]:
                path.lineTo(p)
        self.setPath(path)

    def shape(self) -> QPainterPath:
        if self.closed:
            return self.path()
        from PySide6.QtGui import QPainterPathStroker

        stroker = QPainterPathStroker()
        stroker.setWidth(0.8)
        return stroker.createStroke(self.path())

    def show_handles(self, on: bool) -> None:
        for h in self.handles:
            h.setParentItem(None)
            if h.scene() is not None:
                h.scene().removeItem(h)
        self.handles = []
        if on:
            for i, p in enumerate(self.points):
                h = VertexHandle(self, i)
                h.setPos(p)
                self.handles.append(h)

    def itemChange(self, change, value):  # noqa: N802
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.show_handles(bool(value))
        return super().itemChange(change, value)

    def preview_vertex(self, index: int, pos: QPointF) -> None:
        if 0 <= index < len(self.points):
            self.points[index] = QPointF(pos)
            self._rebuild_path()

    def _commit(self, text: str) -> None:
        if self.canvas is not None:
            self.canvas.doc.edit(text, self.key, tuple(table_point(p) for p in self.points))

    def commit_vertex(self, index: int, pos: QPointF) -> None:
        self.preview_vertex(index, pos)
        self._commit(tr("Move a corner"))

    def add_vertex(self, pos: QPointF) -> None:
        """A new corner on the edge nearest to `pos` (double-click on the outline)."""
        pts = self.points
        count = len(pts) if self.closed else len(pts) - 1
        best, at = math.inf, 0
        for i in range(count):
            a, b = pts[i], pts[(i + 1) % len(pts)]
            d = _segment_distance(pos, a, b)
            if d < best:
                best, at = d, i + 1
        self.points.insert(at, QPointF(pos))
        self._commit(tr("Add a corner"))

    def remove_vertex(self, index: int) -> None:
        least = 3 if self.closed else 2
        if len(self.points) <= least:
            if self.canvas is not None:
                self.canvas.tell(tr("An area keeps at least 3 corners and a line at least 2"))
            return
        del self.points[index]
        self._commit(tr("Remove a corner"))

    def mouseDoubleClickEvent(self, e) -> None:  # noqa: N802
        self.add_vertex(e.scenePos())
        e.accept()


def _segment_distance(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length))
    return math.hypot(p.x() - (a.x() + t * dx), p.y() - (a.y() + t * dy))


class TerrainItem(OutlineItem):
    def __init__(self, canvas: TableCanvas | None, terrain: m.Terrain) -> None:
        self.terrain = terrain
        super().__init__(canvas, ("points", terrain.id), terrain.polyline or terrain.polygon, not terrain.is_line)
        self.setZValue(Z_TERRAIN + (terrain.level or 0))
        if terrain.is_line:
            pen = QPen(QColor(LINE_COLOURS.get(terrain.type, "#444444")), 0.5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            if terrain.type == "stake_palisade":
                pen.setStyle(Qt.PenStyle.DashLine)
            self.setPen(pen)
        else:
            self.setBrush(QBrush(QColor(AREA_COLOURS.get(terrain.type, "#cccccc"))))
            pen = QPen(QColor("#5a4a2a"), 0)
            pen.setCosmetic(True)
            self.setPen(pen)
        words = [terrain.id, bbg_word("terrain", terrain.type)]
        if terrain.level is not None:
            words.append(tr("level {level}").format(level=terrain.level))
        if terrain.up_bearing is not None:
            words.append(tr("uphill towards {bearing}°").format(bearing=f"{terrain.up_bearing:g}"))
        self.setToolTip(" — ".join(words))

    @staticmethod
    def of(canvas: TableCanvas | None, terrain: m.Terrain) -> TerrainItem:
        """The item for `terrain`: an area with a level or a slope draws its mark over its fill; the others are
        drawn by Qt alone (no call into Python for each of them at every repaint)."""
        marked = not terrain.is_line and (terrain.level is not None or terrain.up_bearing is not None)
        return (MarkedTerrainItem if marked else TerrainItem)(canvas, terrain)


class MarkedTerrainItem(TerrainItem):
    """An area with a level (its "+n") or a slope (an arrow uphill) drawn over its fill."""

    def paint(self, painter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        t = self.terrain
        if self.closed and (t.level is not None or t.up_bearing is not None):
            c = QPolygonF(self.points).boundingRect().center()
            if t.up_bearing is not None:  # the slope's arrow points uphill (B47)
                h = math.radians(t.up_bearing)
                d = QPointF(math.sin(h), -math.cos(h))
                pen = QPen(QColor("#5a3a10"), 0.25)
                painter.setPen(pen)
                tip = c + d * 1.2
                painter.drawLine(c - d * 1.2, tip)
                side = QPointF(-d.y(), d.x())
                painter.drawLine(tip, tip - d * 0.6 + side * 0.4)
                painter.drawLine(tip, tip - d * 0.6 - side * 0.4)
            if t.level is not None:
                painter.save()
                painter.translate(c)
                painter.scale(0.06, 0.06)
                painter.setPen(QColor("#3a2a10"))
                painter.drawText(QRectF(-40, -12, 80, 24), Qt.AlignmentFlag.AlignCenter, f"+{t.level}")
                painter.restore()


class CampItem(OutlineItem):
    def __init__(self, canvas: TableCanvas | None, index: int, camp: m.Camp, colour: QColor) -> None:
        super().__init__(canvas, ("camp", index), camp.polygon, True)
        self.setZValue(Z_CAMP)
        fill = QColor(colour)
        fill.setAlpha(60)
        self.setBrush(QBrush(fill, Qt.BrushStyle.Dense4Pattern))
        pen = QPen(colour, 0.15, Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setToolTip(tr("Camp of {side}").format(side=camp.side) + (" — " + tr("captured") if camp.captured else ""))


class RotateHandle(QGraphicsEllipseItem):
    """The handle ahead of a selected unit's front edge: drag to turn the unit about its front-edge centre;
    the turn snaps to the army sheet's categories (B58), Ctrl leaves it free."""

    def __init__(self, unit: UnitItem) -> None:
        r = HANDLE_PX / 2 + 1
        super().__init__(-r, -r, 2 * r, 2 * r, unit)
        self.unit = unit
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setBrush(QBrush(QColor("#ffd24a")))
        self.setPen(QPen(QColor("#202020"), 1.5))
        self.setZValue(Z_HANDLE)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.setToolTip(tr("Drag to turn the unit; it snaps at 45°, 90° and 180°, the army sheet's turn "
                           "categories (Ctrl: free)"))
        self.start_heading = 0.0

    def mousePressEvent(self, e) -> None:  # noqa: N802
        self.start_heading = self.unit.unit.pose.heading
        e.accept()

    def mouseMoveEvent(self, e) -> None:  # noqa: N802
        centre = self.unit.pos()
        d = e.scenePos() - centre
        heading = math.degrees(math.atan2(d.x(), -d.y()))
        free = bool(e.modifiers() & Qt.KeyboardModifier.ControlModifier)
        turn = snap_turn(heading - self.start_heading, free)
        self.unit.setRotation(self.start_heading + turn)
        _cat, glyph = turn_category(turn)
        if self.unit.canvas is not None:
            self.unit.canvas.tell(tr("Turn {turn}° ({glyph} on the army sheet)").format(
                turn=f"{turn:+g}", glyph=glyph))

    def mouseReleaseEvent(self, e) -> None:  # noqa: N802
        heading = (self.unit.rotation()) % 360.0
        self.unit.commit_pose(self.unit.pos(), round(heading, 1), tr("Turn {unit}").format(unit=self.unit.unit.id))


class UnitItem(QGraphicsItem):
    """A unit drawn figure by figure from its slot grid: each base, the officer, musician and standard bearer
    marked, the front edge drawn thick; moved by dragging, turned by its handle."""

    def __init__(self, canvas: TableCanvas | None, unit: m.Unit, figures: Figures, colour: QColor) -> None:
        super().__init__()
        self.canvas, self.unit, self.colour = canvas, unit, QColor(colour)
        self.colliding = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setZValue(Z_UNIT)
        self.handle: RotateHandle | None = None
        self.counters: QGraphicsSimpleTextItem | None = None
        self.set_figures(figures)
        self._press_pos = QPointF()

    def set_counters(self, text: str) -> None:
        """The unit's game bookkeeping (a game record's table, canvas.show_state) under it, upright at any
        zoom; "" hides it."""
        if not text:
            if self.counters is not None:
                self.counters.hide()
            return
        if self.counters is None:
            self.counters = QGraphicsSimpleTextItem(self)
            self.counters.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            self.counters.setBrush(QColor("#101010"))
        self.counters.setText(text)
        self.counters.setPos(0, self.figures.depth + 0.3)
        self.counters.show()

    def set_figures(self, figures: Figures) -> None:
        self.prepareGeometryChange()
        self.figures = figures
        self._prepare()
        bw, bd = figures.base
        self.rects = [QRectF(x - bw / 2, y - bd / 2, bw, bd) for x, y in figures.centres]
        box = QRectF()
        for r in self.rects:
            box = box.united(r)
        self._bounds = box.adjusted(-0.3, -0.3, 0.3, 0.3) if self.rects else QRectF(-0.5, -0.5, 1, 1)
        self.setPos(scene_point((self.unit.pose.x, self.unit.pose.y)))
        self.setRotation(self.unit.pose.heading)
        self.setToolTip(tr("{unit}: {count} figures, heading {heading}°").format(
            unit=self.unit.id, count=len(self.rects), heading=f"{self.unit.pose.heading:g}"))
        if self.handle is not None:
            self.handle.setPos(0, -max(1.5, figures.depth * 0.5 + 1.0))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def _prepare(self) -> None:
        """The pens, brushes and marks of the figures, made once per set of figures: a repaint only hands them to
        the painter (made anew at each paint, the 40 units of a full table cost a third of a frame)."""
        bw, bd = self.figures.base
        self._fill = QColor(self.colour)
        self._edge = QPen(QColor("#101010"), 0)
        self._edge.setCosmetic(True)
        if not self.figures.base_known:
            self._edge.setStyle(Qt.PenStyle.DashLine)
        size = min(bw, bd)
        self._marks = [m_ for (x, y), role in zip(self.figures.centres, self.figures.roles, strict=True)
                       if role in ROLE_MARKS for m_ in _marks(role, x, y, size)]
        self._front = QPen(QColor("#000000"), max(0.12, bd * 0.12)) if self.figures.width else None
        self._front_line = (QPointF(-self.figures.width / 2, 0), QPointF(self.figures.width / 2, 0))

    def paint(self, painter, option, widget=None) -> None:
        painter.setBrush(self._fill)
        painter.setPen(self._edge)
        painter.drawRects(self.rects)
        painter.setPen(Qt.PenStyle.NoPen)
        for brush, draw, args in self._marks:
            painter.setBrush(brush)
            draw(painter, *args)
        if self._front is not None:  # the front edge (B3)
            painter.setPen(self._front)
            painter.drawLine(*self._front_line)
        if self.colliding or self.isSelected():
            pen = QPen(QColor("#e01010") if self.colliding else QColor("#ffb000"), 2)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self._bounds.adjusted(0.2, 0.2, -0.2, -0.2))

    def itemChange(self, change, value):  # noqa: N802
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            if value and self.handle is None:
                self.handle = RotateHandle(self)
                self.handle.setPos(0, -max(1.5, self.figures.depth * 0.5 + 1.0))
            elif not value and self.handle is not None:
                self.scene().removeItem(self.handle)
                self.handle = None
        return super().itemChange(change, value)

    def mousePressEvent(self, e) -> None:  # noqa: N802
        self._press_pos = self.pos()
        super().mousePressEvent(e)

    def mouseReleaseEvent(self, e) -> None:  # noqa: N802
        super().mouseReleaseEvent(e)
        if self.pos() != self._press_pos:
            self.commit_pose(self.pos(), self.unit.pose.heading, tr("Move {unit}").format(unit=self.unit.id))

    def commit_pose(self, pos: QPointF, heading: float, text: str) -> None:
        x, y = table_point(pos)
        pose = m.Pose(x, y, heading)
        if self.canvas is None or not self.canvas.doc.edit(text, ("pose", self.unit.id),
                                                           (pose, moved_figures(self.unit, pose))):
            self.set_figures(self.figures)  # nothing changed: back where the model says


_WHITE, _DARK, _GOLD, _SILVER = QColor("white"), QColor("#202020"), QColor("#ffd24a"), QColor("#e0e0e0")


def _marks(role: str, x: float, y: float, size: float) -> list[tuple[QColor, Any, tuple]]:
    """The role's mark on its figure as (brush, the painter's call, its arguments): officer a white diamond,
    musician a white ring, standard bearer a flag, general and corps leader a gold star-like square."""
    s = size * 0.32
    if role == "O":
        return [(_WHITE, QPainter.drawPolygon, (QPolygonF([QPointF(x, y - s), QPointF(x + s, y), QPointF(x, y + s),
                                                            QPointF(x - s, y)]),))]
    if role == "M":
        return [(_WHITE, QPainter.drawEllipse, (QPointF(x, y), s, s)),
                (_DARK, QPainter.drawEllipse, (QPointF(x, y), s * 0.45, s * 0.45))]
    if role == "Z":
        flag = [QPointF(x - s, y - s), QPointF(x + s, y - s * 0.3), QPointF(x - s, y + s * 0.4)]
        return [(_GOLD, QPainter.drawPolygon, (QPolygonF(flag),))]
    return [(_GOLD if role == "G" else _SILVER, QPainter.drawRect, (QRectF(x - s, y - s, 2 * s, 2 * s),))]
