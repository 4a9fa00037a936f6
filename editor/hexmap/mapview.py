"""The map view: zoom, pan, the minimap, and mouse events handed to the current tool."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen, QPixmap, QTransform, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QMenu,
    QStyle,
    QWidget,
)

from rules.geometry import affine
from rules.geometry.hexgrid import Hex

from ..i18n import tr
from .document import Document
from .mapitem import LABELS_FROM_PX, MapItem
from .tools.base import MapEvent, Tool

COUNTER_MIME = "application/x-banneret-counter"
HOVER_LABEL_PX = 12  # the hovered hex's number, when the map does not show it: this many pixels high on screen
MIN_HEX_PX, MAX_HEX_PX = 2.0, 400.0


class OverlayItem(QGraphicsItem):
    """Above the map: the hovered hex, the tool's preview, the selection. Cheap to repaint."""

    def __init__(self, view: MapView) -> None:
        super().__init__()
        self.view = view
        self.setZValue(10)
        self.extra_rects: list[QRectF] = []

    def boundingRect(self) -> QRectF:  # noqa: N802
        g = self.view.doc.geometry
        return g.rect.adjusted(-g.hex_width, -g.hex_width, g.hex_width, g.hex_width)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        doc = self.view.doc
        sel = doc.selection
        if sel and sel[0] == "hex" and doc.scenario.grid.contains(sel[1]):
            pen = QPen(QColor(30, 110, 230), 3.0)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolygon(doc.geometry.polygon(sel[1]))
        tool = self.view.tool
        if tool is not None:
            tool.paint_preview(p)
        for fn in self.view.overlay_painters:
            fn(p)
        self._hover_label(p)

    def hover_label_rect(self, h: Hex | None) -> QRectF:
        """The hovered hex's number, where the map does not show it (zoomed out, or under a counter): a tag
        just above the hex (not over its own counter's band), the same size on screen at any zoom. Empty when
        the map shows the number."""
        view = self.view
        if h is None or "labels" not in view.layers:
            return QRectF()
        if view.hex_px() >= LABELS_FROM_PX and h not in view.map_item.painter.counter_hexes():
            return QRectF()
        g = view.doc.geometry
        k = 1.0 / max(view.transform().m11(), 1e-6)  # scene units per screen pixel
        cx, cy = g.center(h)
        w, hh = HOVER_LABEL_PX * (0.62 * view.doc.scenario.grid.digits * 2 + 0.8) * k, HOVER_LABEL_PX * 1.5 * k
        top = cy - g.half_h - hh - k
        return QRectF(cx - w / 2, top, w, hh)

    def _hover_label(self, p: QPainter) -> None:
        h = self.view._hover
        rect = self.hover_label_rect(h)
        if rect.isEmpty():
            return
        k = rect.height() / (HOVER_LABEL_PX * 1.5)
        p.setPen(QPen(QColor(60, 56, 48), k))
        p.setBrush(QColor(255, 252, 236, 235))
        p.drawRoundedRect(rect, 3 * k, 3 * k)
        font = QFont("DejaVu Sans")
        font.setPixelSize(HOVER_LABEL_PX)
        font.setBold(True)
        p.save()
        p.translate(rect.center())
        p.scale(k, k)
        p.setFont(font)
        p.setPen(QColor(30, 28, 24))
        w, hh = rect.width() / k, rect.height() / k
        p.drawText(QRectF(-w / 2, -hh / 2, w, hh), Qt.AlignmentFlag.AlignCenter,
                   self.view.doc.scenario.grid.label(h))
        p.restore()


class Minimap(QWidget):
    """The whole map small, in the view's corner; the visible part framed. Click or drag to go there."""

    def __init__(self, view: MapView) -> None:
        super().__init__(view)
        self.view = view
        self.setFixedSize(180, 150)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tr("Minimap: click or drag to move the view"))

    def _fit(self) -> tuple[float, float, float]:
        g = self.view.doc.geometry
        k = min((self.width() - 8) / g.width, (self.height() - 8) / g.height)
        ox = (self.width() - g.width * k) / 2
        oy = (self.height() - g.height * k) / 2
        return k, ox, oy

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(255, 255, 255, 215))
        p.setPen(QColor(120, 120, 120))
        p.drawRect(self.rect().adjusted(0, 0, -1, -1))
        k, ox, oy = self._fit()
        img = self.view.map_item._ensure_overview()
        g = self.view.doc.geometry
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.drawImage(QRectF(ox, oy, g.width * k, g.height * k), img, QRectF(img.rect()))
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        p.setPen(QPen(QColor(200, 30, 30), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(ox + visible.left() * k, oy + visible.top() * k, visible.width() * k,
                          visible.height() * k).intersected(QRectF(self.rect()).adjusted(1, 1, -1, -1)))
        p.end()

    def _go(self, pos: QPointF) -> None:
        k, ox, oy = self._fit()
        self.view.centerOn(QPointF((pos.x() - ox) / k, (pos.y() - oy) / k))

    def mousePressEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        self._go(e.position())

    def mouseMoveEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if e.buttons():
            self._go(e.position())


class MapView(QGraphicsView):
    hoverChanged = Signal(object)  # Hex | None
    zoomChanged = Signal(float)  # hex width on screen, pixels
    counterDropped = Signal(str, str, object)  # kind, id, Hex

    def __init__(self, doc: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor(214, 210, 198))
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.tool: Tool | None = None
        self.overlay_painters: list = []
        self.press_filters: list = []  # (tool, MapEvent) -> True when it took the click (scan teach mode)
        self.doc = doc
        self.map_item = MapItem(doc)
        self.layers = self.map_item.painter.layers
        self.map_item.overview_listeners.append(self._overview_drawn)
        self.overlay = OverlayItem(self)
        self.background_item = QGraphicsPixmapItem()
        self.background_item.setZValue(-1)
        self.background_item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        for item in (self.background_item, self.map_item, self.overlay):
            self.scene().addItem(item)
        self._hover: Hex | None = None
        self._pan_from: QPoint | None = None
        self._space = False
        self.minimap = Minimap(self)
        self.minimap_wanted = True  # View → Minimap; it shows only while part of the map is out of the view
        self._connect(doc)
        self._reset_scene_rect()
        self._minimap_timer = QTimer(self, singleShot=True, interval=150)
        self._minimap_timer.timeout.connect(self.minimap.update)
        self.horizontalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.zoomChanged.connect(self._place_minimap)
        self.horizontalScrollBar().rangeChanged.connect(self._place_minimap)  # a bar came or went: the view's
        self.verticalScrollBar().rangeChanged.connect(self._place_minimap)  # size changed

    def _scrolled(self, _value: int) -> None:
        self._minimap_timer.start()
        self._place_minimap()

    def set_minimap_wanted(self, on: bool) -> None:
        self.minimap_wanted = on
        self._place_minimap()

    def map_fits(self) -> bool:
        """Whether the whole map is in the view (then the minimap would only cover some of it)."""
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        return visible.adjusted(-2, -2, 2, 2).contains(self.doc.geometry.rect)

    def _place_minimap(self, *_) -> None:
        """The minimap in the view's bottom-right corner while part of the map is out of the view; hidden when
        the whole map fits (at fit it covered the bottom-right hexes for nothing)."""
        self.minimap.move(self.viewport().width() - self.minimap.width() - 10,
                          self.viewport().height() - self.minimap.height() - 10)
        self.minimap.setVisible(self.minimap_wanted and not self.map_fits())

    # -- document ----------------------------------------------------------------------------------------
    def _connect(self, doc: Document) -> None:
        doc.selectionChanged.connect(self._on_selection)
        doc.backgroundChanged.connect(self.update_background)
        doc.mapChanged.connect(self._map_changed)  # a method, not a lambda: it goes with the view (language switch)

    def _map_changed(self, *_) -> None:
        self._minimap_timer.start()

    def _overview_drawn(self, done: bool) -> None:
        """The overview image filled in further: the minimap shows it now and then, and when it is whole."""
        if done:
            self.minimap.update()
        elif not self._minimap_timer.isActive():
            self._minimap_timer.start()

    def set_document(self, doc: Document) -> None:
        self.doc = doc
        self.scene().removeItem(self.map_item)
        self.map_item = MapItem(doc)
        self.map_item.painter.layers = self.layers
        self.map_item.overview_listeners.append(self._overview_drawn)
        self.scene().addItem(self.map_item)
        if self.tool is not None:
            self.tool.set_document(doc)
        self._connect(doc)
        self._reset_scene_rect()
        self.update_background()
        self.fit()
        self.minimap.update()

    def _reset_scene_rect(self) -> None:
        g = self.doc.geometry
        margin = g.hex_width * 2
        self.scene().setSceneRect(g.rect.adjusted(-margin, -margin, margin, margin))
        self.setSceneRect(QRectF())  # the view scrolls over the scene's rect again (fit narrows it)
        self.overlay.prepareGeometryChange()

    # -- background --------------------------------------------------------------------------------------
    def background_transform(self) -> affine.Affine | None:
        """Image pixels -> scene (grid pixels), or None without a background."""
        bg = self.doc.scenario.map.background
        if bg is None:
            return None
        t = bg.affine
        if t is None:
            first = self.doc.scenario.grid.from_offset(self.doc.scenario.grid.first_column,
                                                       self.doc.scenario.grid.first_row)
            t = affine.quick_fit(self.doc.geometry.center(first), tuple(bg.origin), bg.hex_width)
        try:
            return affine.invert(t)
        except ValueError:
            return None

    def update_background(self) -> None:
        bg = self.doc.scenario.map.background
        item = self.background_item
        layers = self.map_item.painter.layers
        if bg is None:
            item.setPixmap(QPixmap())
            item.setVisible(False)
            self._set_translucent(False)
            return
        path = bg.image
        if self.doc.base_dir is not None:
            path = str(self.doc.base_dir / bg.image)
        if getattr(self, "_bg_path", None) != path:
            self._bg_path = path
            self._bg_pixmap = QPixmap(path)
        item.setPixmap(self._bg_pixmap)
        inv = self.background_transform()
        if inv is not None:
            a, b, c, d, e, f = inv
            item.setTransform(QTransform(a, d, b, e, c, f))
        item.setOpacity(bg.opacity)
        shown = "background" in layers and not self._bg_pixmap.isNull()
        item.setVisible(shown)
        self._set_translucent(shown)

    def _set_translucent(self, on: bool) -> None:
        if self.map_item.painter.translucent != on:
            self.map_item.painter.translucent = on
            self.map_item.refresh()

    # -- layers ------------------------------------------------------------------------------------------
    def set_layer(self, name: str, shown: bool) -> None:
        layers = self.map_item.painter.layers
        if (name in layers) == shown:
            return
        if shown:
            layers.add(name)
        else:
            layers.discard(name)
        if name == "background":
            self.update_background()
        self.map_item.refresh()
        self.minimap.update()

    # -- zoom --------------------------------------------------------------------------------------------
    def hex_px(self) -> float:
        return self.transform().m11() * self.doc.geometry.hex_width

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        current = self.hex_px()
        target = min(MAX_HEX_PX, max(MIN_HEX_PX, current * factor))
        factor = target / current if current else 1.0
        if abs(factor - 1.0) < 1e-6:
            return
        self._unfit()
        if anchor is None:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.map_item.begin_gesture()
        self.scale(factor, factor)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.zoomChanged.emit(self.hex_px())
        self._minimap_timer.start()

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(1 / 1.25)

    def zoom_actual(self) -> None:
        """100 %: hexes as wide on screen as `banneret render` draws them (64 px)."""
        self._unfit()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setTransform(QTransform())
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.zoomChanged.emit(self.hex_px())

    def _unfit(self) -> None:
        """Give a zoom the scene's whole rect (the margin round the map) to scroll over again, the view's
        centre kept."""
        if self.sceneRect() == self.scene().sceneRect():
            return
        centre = self.mapToScene(self.viewport().rect().center())
        self.setSceneRect(QRectF())
        self.centerOn(centre)

    def fit(self) -> None:
        """The whole map in the view and no scroll bar: the view scrolls over no more of the scene than it
        shows (the margin round the map, there to scroll a zoomed map to its edge, made a bar come at fit,
        and a bar that came after the fit hid the map's last row)."""
        rect = self.doc.geometry.rect
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        vp = self.viewport().size()
        w = vp.width() + (bar if self.verticalScrollBar().isVisible() else 0)  # the viewport without bars
        h = vp.height() + (bar if self.horizontalScrollBar().isVisible() else 0)
        if rect.width() <= 0 or rect.height() <= 0 or w <= 4 or h <= 4:
            return
        k = min((w - 4) / rect.width(), (h - 4) / rect.height())
        shown = QRectF(0, 0, (w - 1) / k, (h - 1) / k)  # a pixel short: rounding brings no bar
        shown.moveCenter(rect.center())
        self.setSceneRect(shown.intersected(self.scene().sceneRect()).united(rect))
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setTransform(QTransform.fromScale(k, k))
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.centerOn(rect.center())
        self.zoomChanged.emit(self.hex_px())
        self._minimap_timer.start()

    def center_on_hex(self, h: Hex) -> None:
        self._unfit()  # a fitted view scrolls over no more than it shows: give it the margin to centre in
        self.centerOn(self.doc.geometry.qcenter(h))
        if self.hex_px() < 28:
            self.zoom_by(40 / self.hex_px())
            self.centerOn(self.doc.geometry.qcenter(h))

    # -- events to the tool ------------------------------------------------------------------------------
    def _event(self, e, button=Qt.MouseButton.NoButton, delta: int = 0) -> MapEvent:
        pt = self.mapToScene(e.position().toPoint())
        raw = self.doc.geometry.hex_at(pt.x(), pt.y())
        on_map = raw if self.doc.scenario.grid.contains(raw) else None
        return MapEvent(pt.x(), pt.y(), on_map, raw, button, e.buttons(), e.modifiers(), delta)

    def set_tool(self, tool: Tool | None) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        if tool is not None:
            tool.activate()
            self.viewport().setCursor(tool.cursor)
        self.overlay.update()

    def _refresh_preview(self, old: QRectF) -> None:
        new = self.tool.preview_rect() if self.tool else QRectF()
        rect = old.united(new)
        sel = self.doc.selection
        if rect.isNull() or rect.isEmpty():
            self.overlay.update()
        else:
            self.overlay.update(rect)
        if sel is None:
            return

    def mousePressEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if e.button() == Qt.MouseButton.MiddleButton or (self._space and e.button() == Qt.MouseButton.LeftButton):
            self._pan_from = e.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        if self.tool is not None and e.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            ev = self._event(e, e.button())
            if any(f(self.tool, ev) for f in self.press_filters):
                self.overlay.update()
                return
            old = self.tool.preview_rect()
            self.tool.press(ev)
            self._refresh_preview(old)

    def mouseMoveEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            d = e.position().toPoint() - self._pan_from
            self._pan_from = e.position().toPoint()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())
            return
        ev = self._event(e)
        if ev.hex != self._hover:
            tag = self.overlay.hover_label_rect(self._hover)
            self._hover = ev.hex
            tag = tag.united(self.overlay.hover_label_rect(ev.hex))
            if not tag.isEmpty():
                self.overlay.update(tag.adjusted(-2, -2, 2, 2))
            self.hoverChanged.emit(ev.hex)
        if self.tool is not None:
            old = self.tool.preview_rect()
            self.tool.move(ev)
            self._refresh_preview(old)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(self.tool.cursor if self.tool else Qt.CursorShape.ArrowCursor)
            return
        if self.tool is not None and e.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            old = self.tool.preview_rect()
            self.tool.release(self._event(e, e.button()))
            self._refresh_preview(old)

    def leaveEvent(self, e) -> None:  # noqa: N802
        if self._hover is not None:
            tag = self.overlay.hover_label_rect(self._hover)
            if not tag.isEmpty():
                self.overlay.update(tag.adjusted(-2, -2, 2, 2))
            self._hover = None
            self.hoverChanged.emit(None)
        if self.tool is not None:
            old = self.tool.preview_rect()
            self.tool.hover = None
            self._refresh_preview(old)
        super().leaveEvent(e)

    def wheelEvent(self, e: QWheelEvent) -> None:  # noqa: N802
        notches = e.angleDelta().y() / 120.0 or e.angleDelta().x() / 120.0
        if not notches:
            return
        if self.tool is not None:
            pt = self.mapToScene(e.position().toPoint())
            raw = self.doc.geometry.hex_at(pt.x(), pt.y())
            ev = MapEvent(pt.x(), pt.y(), raw if self.doc.scenario.grid.contains(raw) else None, raw,
                          Qt.MouseButton.NoButton, e.buttons(), e.modifiers(), int(math.copysign(1, notches)))
            if self.tool.wheel(ev):
                return
        self.zoom_by(1.15 ** notches, e.position())

    def keyPressEvent(self, e) -> None:  # noqa: N802
        if e.key() == Qt.Key.Key_Space and not e.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        if self.tool is not None and self.tool.key(e.key(), e.modifiers()):
            self.overlay.update()
            return
        step = 60
        if e.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) and \
                not e.modifiers() & Qt.KeyboardModifier.ControlModifier:
            dx = {Qt.Key.Key_Left: -step, Qt.Key.Key_Right: step}.get(e.key(), 0)
            dy = {Qt.Key.Key_Up: -step, Qt.Key.Key_Down: step}.get(e.key(), 0)
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)
            return
        super().keyPressEvent(e)

    def keyReleaseEvent(self, e) -> None:  # noqa: N802
        if e.key() == Qt.Key.Key_Space and not e.isAutoRepeat():
            self._space = False
            self.viewport().setCursor(self.tool.cursor if self.tool else Qt.CursorShape.ArrowCursor)
            return
        super().keyReleaseEvent(e)

    def contextMenuEvent(self, e) -> None:  # noqa: N802
        if self.tool is None:
            return
        pt = self.mapToScene(e.pos())
        raw = self.doc.geometry.hex_at(pt.x(), pt.y())
        ev = MapEvent(pt.x(), pt.y(), raw if self.doc.scenario.grid.contains(raw) else None, raw)
        menu = QMenu(self)
        self.tool.context_menu(ev, menu)
        if not menu.isEmpty():
            menu.exec(e.globalPos())

    # -- drops from the armies dock ----------------------------------------------------------------------
    def dragEnterEvent(self, e) -> None:  # noqa: N802
        if e.mimeData().hasFormat(COUNTER_MIME):
            e.acceptProposedAction()
        else:
            super().dragEnterEvent(e)

    def dragMoveEvent(self, e) -> None:  # noqa: N802
        if e.mimeData().hasFormat(COUNTER_MIME):
            pt = self.mapToScene(e.position().toPoint())
            h = self.doc.geometry.map_hex_at(pt.x(), pt.y())
            if h is not None:
                e.acceptProposedAction()
            else:
                e.ignore()
        else:
            super().dragMoveEvent(e)

    def dropEvent(self, e) -> None:  # noqa: N802
        if not e.mimeData().hasFormat(COUNTER_MIME):
            super().dropEvent(e)
            return
        text = bytes(e.mimeData().data(COUNTER_MIME)).decode()
        kind, _, ident = text.partition(":")
        pt = self.mapToScene(e.position().toPoint())
        h = self.doc.geometry.map_hex_at(pt.x(), pt.y())
        if h is not None and kind in ("unit", "leader"):
            self.counterDropped.emit(kind, ident, h)
            e.acceptProposedAction()

    # -- misc --------------------------------------------------------------------------------------------
    def _on_selection(self, sel) -> None:
        painter = self.map_item.painter
        old = painter.selected_counter
        painter.selected_counter = sel if sel and sel[0] in ("unit", "leader") else None
        if old != painter.selected_counter:
            self.map_item.counter_selection_changed(old, painter.selected_counter)
        self.overlay.update()

    def resizeEvent(self, e) -> None:  # noqa: N802
        super().resizeEvent(e)
        self._place_minimap()

    def grab_map(self) -> QPixmap:
        return self.viewport().grab()
