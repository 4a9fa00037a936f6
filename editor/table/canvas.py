"""The table canvas: the BBG table in M (B3), its size and a scale bar, the terrain, the camps and the units,
panned and zoomed like the hex map (wheel, Ctrl + wheel, middle drag). Units are placed from the army-list
dock by drag and drop, moved by dragging, turned by their handle; terrain corners are dragged, added
(double-click on an outline) and removed (right-click or Delete), snapping to other terrain's corners; a
new area or line is drawn corner by corner (`start_drawing`). Collisions between units (their figures'
bases overlapping, or a unit on impassable ground) are outlined in red."""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsView, QInputDialog, QMenu

from rules.bbg import model as m

from ..i18n import tr
from .document import BbgDocument
from .figures import base_size, bbg_word, card_ranks, to_table, unit_figures
from .items import SIDE_COLOURS, CampItem, OutlineItem, TerrainItem, UnitItem, scene_point, table_point

CARD_MIME = "application/x-banneret-bbg-card"  # "side\ncard id"
SNAP_PX = 10  # a dragged corner within this many pixels of another terrain's corner lands on it
MARGIN_M = 4.0
ZOOM_STEP = 1.25


def counters_text(unit: m.Unit, placed: m.Unit | None = None) -> str:
    """A unit's bookkeeping in a line (triumph B26, fleeing, disordered, dissolved B27, wounds B56, reloading B40,
    forced marches B21); "" when it has none. The triumph is said once it differs from the unit's as `placed` (every
    unit starts a game with some: said on all of them it would only hide the changes)."""
    st, parts = unit.state, []
    if unit.triumph and (placed is None or unit.triumph != placed.triumph):
        parts.append(tr("triumph {n:+d}").format(n=unit.triumph))
    if st.fleeing:
        parts.append(tr("flees"))
    if st.disordered:
        parts.append(tr("disordered"))
    if st.berserk:
        parts.append(tr("berserk"))
    if st.dissolved:  # B27 [L106]: no longer a unit, its figures skirmishers
        parts.append(tr("dissolved: skirmishers"))
    if st.wounds:
        parts.append(tr("{n} wound(s)").format(n=st.wounds))
    if st.reloading:
        parts.append(tr("reloading"))
    if st.forced_marches:
        parts.append(tr("{n} forced march(es)").format(n=st.forced_marches))
    return " · ".join(parts)


class TableCanvas(QGraphicsView):
    hoverChanged = Signal(object)  # (x, y) in M, or None
    zoomChanged = Signal(float)  # pixels per M
    message = Signal(str)
    unitsPicked = Signal(list)  # the selected units' ids in the order they were clicked (Ctrl-click adds one)

    def __init__(self, doc: BbgDocument, parent=None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setBackgroundBrush(QColor("#8a8a80"))
        self.units: dict[str, UnitItem] = {}
        self.outlines: dict[tuple, OutlineItem] = {}
        self.current_vertex: tuple[OutlineItem, int] | None = None
        self.drawing: tuple[str, list[QPointF]] | None = None  # a new terrain's type and corners so far
        self._draft: QGraphicsPathItem | None = None
        self._pan: QPointF | None = None
        self.state: m.Scenario | None = None  # a game record's table (show_state): its figures and counters
        self.picked: list[str] = []
        self.doc = doc
        self.set_document(doc)
        self.scene_changed()

    # -- the document ------------------------------------------------------------------------------------
    def set_document(self, doc: BbgDocument) -> None:
        if getattr(self, "_connected", None) is not None:
            self._connected.changed.disconnect(self._changed)
        self.doc = self._connected = doc
        doc.changed.connect(self._changed)
        self.rebuild()

    def side_colour(self, side_id: str) -> QColor:
        sc = self.doc.scenario
        ids = [s.id for s in sc.sides] if sc else []
        return QColor(SIDE_COLOURS[ids.index(side_id) % len(SIDE_COLOURS)] if side_id in ids else "#777777")

    def rebuild(self) -> None:
        scene = self.scene()
        scene.clear()
        self.units, self.outlines, self._draft = {}, {}, None
        sc = self.doc.scenario
        if sc is None:
            return
        t = sc.table
        w, d = (t.width_M, t.depth_M) if t else (48.0, 32.0)
        table = scene.addRect(QRectF(0, -d, w, d), QPen(QColor("#3a3020"), 0), QBrush(QColor("#cfd8a8")))
        table.setZValue(-10)
        table.setToolTip(tr("The table: {width} × {depth} M").format(width=f"{w:g}", depth=f"{d:g}"))
        scene.setSceneRect(QRectF(-MARGIN_M, -d - MARGIN_M, w + 2 * MARGIN_M, d + 2 * MARGIN_M))
        for side in sc.sides:
            if len(side.deployment) >= 3:
                zone = scene.addPolygon(QPolygonF([scene_point(p) for p in side.deployment]),
                                        QPen(self.side_colour(side.id), 0, Qt.PenStyle.DotLine))
                zone.setZValue(-5)
        for terrain in sc.terrain:
            self._add_terrain(terrain)
        for i, camp in enumerate(sc.camps):
            item = CampItem(self, i, camp, self.side_colour(camp.side))
            scene.addItem(item)
            self.outlines[item.key] = item
        for unit in sc.units():
            self._add_unit(unit)
        self.update_collisions()

    def _add_terrain(self, terrain: m.Terrain) -> None:
        item = TerrainItem.of(self, terrain)
        self.scene().addItem(item)
        self.outlines[item.key] = item

    def _add_unit(self, unit: m.Unit) -> None:
        item = UnitItem(self, unit, self.figures_of(unit), self.side_colour(unit.side))
        self.scene().addItem(item)
        self.units[unit.id] = item
        shown = self.state.unit(unit.id) if self.state is not None else None
        if shown is not None:
            item.set_counters(counters_text(shown, unit))

    def figures_of(self, unit: m.Unit):
        shown = self.state.unit(unit.id) if self.state is not None else None
        if shown is not None:  # the game's bookkeeping (figures removed, ranks filled) on the unit as placed
            unit = replace(unit, ranks=shown.ranks, figures=shown.figures)
        return unit_figures(unit, base_size(self.doc.scenario, self.doc.armies.get(unit.side), unit))

    # -- a game on the table (editor/table/gamedock.py) -------------------------------------------------------
    def show_state(self, state: m.Scenario | None) -> None:
        """Draw a game record's table: each unit's figures as the record left them, and its counters (triumph,
        fleeing, disordered, wounds, reloading, forced marches) beside it; None: the scenario as placed."""
        self.state = state
        sc = self.doc.scenario
        for uid, item in self.units.items():
            unit = sc.unit(uid) if sc else None
            if unit is not None:
                item.set_figures(self.figures_of(unit))
            shown = state.unit(uid) if state is not None else None
            item.set_counters(counters_text(shown, unit) if shown is not None else "")
        self.update_collisions()

    def scene_changed(self) -> None:
        self.scene().selectionChanged.connect(self._picked_changed)

    def _picked_changed(self) -> None:
        try:
            now = [i.unit.id for i in self.scene().selectedItems() if isinstance(i, UnitItem)]
        except RuntimeError:  # the scene is being cleared
            return
        self.picked = [u for u in self.picked if u in now] + [u for u in now if u not in self.picked]
        self.unitsPicked.emit(list(self.picked))

    def _changed(self, kind: str, ident) -> None:
        sc = self.doc.scenario
        if kind == "unit" and ident in self.units:
            self.units[ident].set_figures(self.figures_of(sc.unit(ident)))
            self.update_collisions()
        elif kind in ("terrain", "camp"):
            key = ("points", ident) if kind == "terrain" else ("camp", ident)
            item = self.outlines.get(key)
            points = self.doc.get_part(key)
            if item is not None:
                item.set_points(points)
            self.update_collisions()
        elif kind == "units":
            now = {u.id for u in sc.units()}
            for uid in [u for u in self.units if u not in now]:
                self.scene().removeItem(self.units.pop(uid))
            for unit in sc.units():
                if unit.id not in self.units:
                    self._add_unit(unit)
                elif self.units[unit.id].unit is not unit:
                    self.units[unit.id].unit = unit
                    self.units[unit.id].set_figures(self.figures_of(unit))
            self.update_collisions()
        else:
            selected = self.doc.selection
            self.rebuild()
            if selected and selected[0] == "unit" and selected[1] in self.units:
                self.units[selected[1]].setSelected(True)

    # -- collisions ------------------------------------------------------------------------------------------
    def collisions(self) -> set[str]:
        """Units whose figures' bases overlap another unit's, or stand on impassable ground (drawn red)."""
        import shapely

        sc = self.doc.scenario
        ids, shapes = [], []
        for unit in sc.units():
            item = self.units.get(unit.id)
            if item is None or not item.rects:
                continue
            rings = []
            for r in item.rects:  # each base on the table (shrunk a hair: bases in contact do not collide)
                r = r.adjusted(0.01, 0.01, -0.01, -0.01)
                rings.append([to_table(unit, (c.x(), c.y())) for c in (r.topLeft(), r.topRight(),
                                                                      r.bottomRight(), r.bottomLeft())])
            ids.append(unit.id)
            shapes.append(shapely.union_all(shapely.polygons(rings)))
        out: set[str] = set()
        if not shapes:
            return out
        tree = shapely.STRtree(shapes)
        left, right = tree.query(shapes, predicate="intersects")
        for a, b in zip(left.tolist(), right.tolist(), strict=True):
            if a != b:
                out.update((ids[a], ids[b]))
        for t in sc.terrain:
            if t.type == "impassable" and len(t.polygon) >= 3:
                area = shapely.Polygon(t.polygon)
                out.update(ids[i] for i in tree.query(area, predicate="intersects").tolist())
        return out

    def update_collisions(self) -> None:
        hit = self.collisions()
        for uid, item in self.units.items():
            if item.colliding != (uid in hit):
                item.colliding = uid in hit
                item.update()

    # -- snapping --------------------------------------------------------------------------------------------
    def snap(self, pos: QPointF, exclude: OutlineItem | None = None) -> QPointF:
        """`pos`, or another outline's corner within SNAP_PX on the screen."""
        reach = SNAP_PX / max(self.px_per_m(), 1e-6)
        best, found = reach, pos
        for item in self.outlines.values():
            if item is exclude:
                continue
            for p in item.points:
                d = math.hypot(p.x() - pos.x(), p.y() - pos.y())
                if d <= best:
                    best, found = d, QPointF(p)
        return found

    # -- zoom and pan ------------------------------------------------------------------------------------------
    def px_per_m(self) -> float:
        return self.transform().m11()

    def fit(self) -> None:
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.zoomChanged.emit(self.px_per_m())

    def zoom_by(self, factor: float) -> None:
        now = self.px_per_m()
        factor = max(2.0 / now, min(factor, 400.0 / now))
        self.scale(factor, factor)
        self.zoomChanged.emit(self.px_per_m())

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def wheelEvent(self, e) -> None:  # noqa: N802
        steps = e.angleDelta().y() / 120
        if steps:
            self.zoom_by(ZOOM_STEP ** steps)
        e.accept()

    def mousePressEvent(self, e) -> None:  # noqa: N802
        if e.button() == Qt.MouseButton.MiddleButton:
            self._pan = e.position()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            e.accept()
            return
        if self.drawing is not None and e.button() == Qt.MouseButton.LeftButton:
            self._add_draft_point(self.snap(self.mapToScene(e.position().toPoint())))
            e.accept()
            return
        if e.button() == Qt.MouseButton.LeftButton and e.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            item = self.itemAt(e.position().toPoint())
            while item is not None and not isinstance(item, UnitItem):
                item = item.parentItem()
            if item is not None:  # Shift-click adds (or takes back) a unit, as Ctrl-click does
                item.setSelected(not item.isSelected())
                e.accept()
                return
        super().mousePressEvent(e)

    def mouseMoveEvent(self, e) -> None:  # noqa: N802
        if self._pan is not None:
            d = e.position() - self._pan
            self._pan = e.position()
            self.horizontalScrollBar().setValue(int(self.horizontalScrollBar().value() - d.x()))
            self.verticalScrollBar().setValue(int(self.verticalScrollBar().value() - d.y()))
            return
        p = self.mapToScene(e.position().toPoint())
        self.hoverChanged.emit(table_point(p))
        super().mouseMoveEvent(e)

    def mouseReleaseEvent(self, e) -> None:  # noqa: N802
        if self._pan is not None and e.button() == Qt.MouseButton.MiddleButton:
            self._pan = None
            self.unsetCursor()
            return
        super().mouseReleaseEvent(e)
        self._sync_selection()

    def mouseDoubleClickEvent(self, e) -> None:  # noqa: N802
        if self.drawing is not None:
            self.finish_drawing()
            e.accept()
            return
        super().mouseDoubleClickEvent(e)

    def _sync_selection(self) -> None:
        sel = self.scene().selectedItems()
        item = sel[0] if len(sel) == 1 else None
        if isinstance(item, UnitItem):
            self.doc.select("unit", item.unit.id)
        elif isinstance(item, TerrainItem):
            self.doc.select("terrain", item.terrain.id)
        elif isinstance(item, CampItem):
            self.doc.select("camp", item.key[1])
        elif not sel:
            self.doc.select(None)

    def keyPressEvent(self, e) -> None:  # noqa: N802
        if self.drawing is not None and e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish_drawing()
            return
        if self.drawing is not None and e.key() == Qt.Key.Key_Escape:
            self.cancel_drawing()
            return
        if e.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete_selected()
            return
        super().keyPressEvent(e)

    # -- the scale bar -----------------------------------------------------------------------------------------
    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        px = self.px_per_m()
        if px <= 0:
            return
        length = _nice_length(140 / px)
        bar = length * px
        painter.save()
        painter.resetTransform()
        h = self.viewport().height()
        x0, y0 = 14, h - 18
        painter.setPen(QPen(QColor("#101010"), 2))
        painter.fillRect(QRectF(x0 - 6, y0 - 20, bar + 60, 30), QColor(255, 255, 255, 200))
        painter.drawLine(QPointF(x0, y0), QPointF(x0 + bar, y0))
        for x in (x0, x0 + bar / 2, x0 + bar):
            painter.drawLine(QPointF(x, y0 - 5), QPointF(x, y0 + 3))
        painter.drawText(QPointF(x0 + bar + 6, y0 + 4), tr("{length} M").format(length=f"{length:g}"))
        sc = self.doc.scenario
        if sc is not None and sc.table is not None:
            painter.drawText(QPointF(x0, y0 - 8), tr("Table {width} × {depth} M, {cm} cm per M").format(
                width=f"{sc.table.width_M:g}", depth=f"{sc.table.depth_M:g}", cm=f"{sc.table.cm_per_M:g}"))
        painter.restore()

    # -- edits from the canvas ------------------------------------------------------------------------------
    def tell(self, text: str) -> None:
        self.message.emit(text)

    def delete_selected(self) -> None:
        """Delete: the corner being edited, else the selected units (one undo step each side)."""
        if self.current_vertex is not None:
            owner, index = self.current_vertex
            self.current_vertex = None
            if owner.scene() is self.scene() and owner.handles:
                owner.remove_vertex(index)
                return
        gone = {i.unit.id for i in self.scene().selectedItems() if isinstance(i, UnitItem)}
        for side in self.doc.scenario.sides:
            keep = [u for u in side.units if u.id not in gone]
            if len(keep) != len(side.units):
                self.doc.edit(tr("Remove units from {side}").format(side=side.id), ("units", side.id), keep)

    def place_card(self, side_id: str, card_id: str, at: m.Point) -> str | None:
        """A new unit of `side_id` from its army list's card, its front-edge centre at `at`, facing the
        table's far side (north for the first side, south for the others). Returns its id."""
        sc, army = self.doc.scenario, self.doc.armies.get(side_id)
        side = sc.side(side_id) if sc else None
        card = army.card(card_id) if army else None
        if side is None or card is None:
            return None
        heading = 0.0 if sc.sides.index(side) == 0 else 180.0
        uid = self.doc.next_unit_id(card.id)
        unit = m.Unit(uid, side_id, m.Pose(round(at[0], 2), round(at[1], 2), heading), card=card.id,
                      ranks=card_ranks(card))
        self.doc.edit(tr("Place {unit}").format(unit=uid), ("units", side_id), [*side.units, unit])
        return uid

    def dragEnterEvent(self, e) -> None:  # noqa: N802
        if e.mimeData().hasFormat(CARD_MIME):
            e.acceptProposedAction()
        else:
            super().dragEnterEvent(e)

    def dragMoveEvent(self, e) -> None:  # noqa: N802
        if e.mimeData().hasFormat(CARD_MIME):
            e.acceptProposedAction()
        else:
            super().dragMoveEvent(e)

    def dropEvent(self, e) -> None:  # noqa: N802
        if not e.mimeData().hasFormat(CARD_MIME):
            super().dropEvent(e)
            return
        side_id, _, card_id = bytes(e.mimeData().data(CARD_MIME)).decode("utf-8").partition("\n")
        uid = self.place_card(side_id, card_id, table_point(self.mapToScene(e.position().toPoint())))
        if uid:
            e.acceptProposedAction()
            self.units[uid].setSelected(True)
            self.doc.select("unit", uid)

    # -- a terrain's level, slope and removal -------------------------------------------------------------------
    def contextMenuEvent(self, e) -> None:  # noqa: N802
        item = next((i for i in self.items(e.pos()) if isinstance(i, TerrainItem)), None)
        if item is None:
            super().contextMenuEvent(e)
            return
        t = item.terrain
        menu = QMenu(self)
        if not t.is_line:
            menu.addAction(tr("Level…"), lambda: self._ask_level(t))
            menu.addAction(tr("Uphill towards…"), lambda: self._ask_bearing(t))
        menu.addAction(tr("Delete this terrain"), lambda: self.delete_terrain(t.id))
        menu.exec(e.globalPos())

    def _ask_level(self, t: m.Terrain) -> None:
        level, ok = QInputDialog.getInt(self, tr("Level…").replace("…", ""), tr("Level:"), t.level or 0, -9, 9)
        if ok:
            self.set_terrain_attrs(t.id, level if level else None, t.up_bearing)

    def _ask_bearing(self, t: m.Terrain) -> None:
        bearing, ok = QInputDialog.getDouble(self, tr("Uphill towards…").replace("…", ""),
                                             tr("Compass bearing uphill, 0 = north (B47):"),
                                             t.up_bearing or 0.0, 0.0, 359.9, 1)
        if ok:
            self.set_terrain_attrs(t.id, t.level, bearing)

    def set_terrain_attrs(self, terrain_id: str, level: int | None, up_bearing: float | None) -> bool:
        return self.doc.edit(tr("Level and slope of {terrain}").format(terrain=terrain_id),
                             ("terrain-attrs", terrain_id), (level, up_bearing))

    def delete_terrain(self, terrain_id: str) -> bool:
        keep = [t for t in self.doc.scenario.terrain if t.id != terrain_id]
        return self.doc.edit(tr("Delete {terrain}").format(terrain=terrain_id), ("terrain-list", None), keep)

    # -- drawing new terrain -----------------------------------------------------------------------------------
    def start_drawing(self, terrain_type: str) -> None:
        """Draw a new area or line of `terrain_type`: click its corners, double-click or Enter to finish,
        Esc to cancel."""
        self.cancel_drawing()
        self.drawing = (terrain_type, [])
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.tell(tr("Click the corners of the new {type}; double-click or Enter ends it, Esc cancels").format(
            type=bbg_word("terrain", terrain_type)))

    def _add_draft_point(self, p: QPointF) -> None:
        self.drawing[1].append(p)
        path = QPainterPath(self.drawing[1][0])
        for q in self.drawing[1][1:]:
            path.lineTo(q)
        if self._draft is None:
            pen = QPen(QColor("#d02020"), 2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._draft = self.scene().addPath(path, pen)
            self._draft.setZValue(30)
        else:
            self._draft.setPath(path)

    def cancel_drawing(self) -> None:
        if self._draft is not None:
            self.scene().removeItem(self._draft)
            self._draft = None
        self.drawing = None
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.unsetCursor()

    def finish_drawing(self) -> str | None:
        """The area or line drawn becomes a terrain of the scenario (one undo step); its id, or None when it
        has too few corners."""
        kind, pts = self.drawing or ("", [])
        self.cancel_drawing()
        line = kind in m.LINE_TERRAIN
        if len(pts) < (2 if line else 3):
            self.tell(tr("An area needs at least 3 corners and a line at least 2: nothing was added"))
            return None
        ids = {t.id for t in self.doc.scenario.terrain}
        n = 1
        while f"{kind}-{n}" in ids:
            n += 1
        corners = tuple(table_point(p) for p in pts)
        terrain = m.Terrain(f"{kind}-{n}", kind, polyline=corners) if line else m.Terrain(
            f"{kind}-{n}", kind, polygon=corners, level=1 if kind == "plateau" else None,
            up_bearing=0.0 if kind in m.SLOPE_TERRAIN else None)
        self.doc.edit(tr("Draw {terrain}").format(terrain=terrain.id), ("terrain-list", None),
                      [*self.doc.scenario.terrain, terrain])
        return terrain.id


def _nice_length(m_: float) -> float:
    """1, 2 or 5 times a power of ten, at most `m_`."""
    if m_ <= 0:
        return 1.0
    p = 10 ** math.floor(math.log10(m_))
    for f in (5, 2, 1):
        if f * p <= m_:
            return f * p
    return p
