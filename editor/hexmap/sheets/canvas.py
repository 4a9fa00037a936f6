"""The scan with the grid laid over it: every counter's front box (blue) and back box (green), empty cells
crossed out, the selection, the counter being entered, and the back paired with the front under the mouse.

Handles (small squares) fit the grid: the top-left one moves it, the bottom-right one sizes the counters, the
one at row 2, column 2 sets the gap. Shift+drag on a counter slides its row (a row offset), Ctrl+Shift+drag
its column. A click toggles an empty cell or selects a counter, depending on `click_mode`. The wheel zooms
about the mouse, the middle button pans, 0 fits the sheet.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView

from rules.sheets.layout import Cell, SheetGrid, SheetLayout, cell_box, cell_label, face_cell, face_grid

from ...i18n import tr
from .scan import Scan

FRONT = QColor(30, 110, 230)
BACK = QColor(20, 150, 60)
CURRENT = QColor(255, 130, 0)
HOVER = QColor(210, 0, 170)
EMPTY = QColor(110, 110, 110)
SELECTED = QColor(255, 205, 0, 90)
LABEL_BG = QColor(255, 255, 255, 190)
HANDLE_PX = 9  # handles are this wide on screen, whatever the zoom
LABEL_FROM_PX = 34  # cell labels show when a counter is at least this wide on screen


def snap(v: float) -> float:
    """Dragged numbers in half pixels: precise enough for a crop, tidy in the layout file."""
    return round(v * 2) / 2


def grid_handles(g: SheetGrid) -> dict[str, QPointF]:
    """Where a grid's handles are (image pixels, offsets left out): origin, size (far corner), gap."""
    ox, oy = g.origin
    w, h = g.size
    gx, gy = g.gap
    out = {"origin": QPointF(ox, oy),
           "size": QPointF(ox + g.columns * w + (g.columns - 1) * gx, oy + g.rows * h + (g.rows - 1) * gy)}
    if g.rows > 1 or g.columns > 1:
        out["gap"] = QPointF(ox + w + gx, oy + h + gy)
    return out


class _Overlay(QGraphicsItem):
    def __init__(self, canvas: SheetCanvas) -> None:
        super().__init__()
        self.canvas = canvas
        self.rect = QRectF()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        self.canvas.paint_overlay(p)


class SheetCanvas(QGraphicsView):
    cellClicked = Signal(object, object)  # front cell, Qt.KeyboardModifier
    hoveredChanged = Signal(object)  # front cell or None
    handleMoved = Signal(str, str, float, float)  # handle (origin|size|gap), face, x, y in image pixels
    offsetMoved = Signal(str, str, int, float, float)  # row|column, face, index on that face's grid, dx, dy
    dragFinished = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)  # hovering shows a counter's back
        self.setBackgroundBrush(QColor(70, 70, 74))
        self.pixmap_item = QGraphicsPixmapItem()
        self.pixmap_item.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self.scene().addItem(self.pixmap_item)
        self.overlay = _Overlay(self)
        self.overlay.setZValue(1)
        self.scene().addItem(self.overlay)
        self.layout_: SheetLayout | None = None
        self.image_size: tuple[int, int] | None = None
        self.showing = "front"  # which image: the front one, or the back one when the backs are on their own
        self.click_mode = "empty"  # or "select"
        self.selected: set[Cell] = set()
        self.current: Cell | None = None
        self.hovered: Cell | None = None
        self.labels: dict[Cell, str] = {}
        self._drag: tuple | None = None
        self._pan: QPointF | None = None
        self.setToolTip(tr("Drag the handles to fit the grid; Shift+drag a counter slides its row, Ctrl+Shift+drag "
                        "its column. Wheel: zoom; middle button: pan; 0: fit"))

    # -- content -----------------------------------------------------------------------------------------
    def set_image(self, scan: Scan | None) -> None:
        """Show a scan (a huge one is shown from a smaller copy, scaled back to the scan's pixels)."""
        if scan is None or scan.image.isNull():
            self.pixmap_item.setPixmap(QPixmap())
            self.image_size = None
        else:
            self.pixmap_item.setPixmap(QPixmap.fromImage(scan.image))
            self.pixmap_item.setScale(1 / scan.k)
            self.image_size = scan.size
        self.refresh()

    def set_layout(self, layout: SheetLayout | None) -> None:
        self.layout_ = layout
        self.refresh()

    def faces(self) -> list[str]:
        """The faces whose boxes lie on the image shown."""
        lay = self.layout_
        if lay is None:
            return []
        if self.showing == "back":
            return ["back"] if lay.back is not None else []
        if lay.back is not None and lay.back.image is None:
            return ["front", "back"]
        return ["front"]

    def refresh(self) -> None:
        rect = QRectF(0, 0, *(self.image_size or (400, 300)))
        lay = self.layout_
        if lay is not None:
            for face in self.faces():
                for r, c in ((0, 0), (lay.grid.rows - 1, lay.grid.columns - 1)):
                    left, top, right, bottom = cell_box(lay, r, c, face)  # type: ignore[arg-type]
                    rect = rect.united(QRectF(left, top, right - left, bottom - top))
        rect = rect.adjusted(-40, -40, 40, 40)
        self.overlay.prepareGeometryChange()
        self.overlay.rect = rect
        self.scene().setSceneRect(rect)
        self.overlay.update()
        self.viewport().update()

    def fit(self) -> None:
        if self.image_size:
            self.fitInView(QRectF(0, 0, *self.image_size), Qt.AspectRatioMode.KeepAspectRatio)

    def zoom_by(self, factor: float) -> None:
        k = self.transform().m11() * factor
        if 0.02 <= k <= 40:
            self.scale(factor, factor)

    def px(self) -> float:
        """Screen pixels per image pixel."""
        return self.transform().m11() or 1.0

    # -- drawing -----------------------------------------------------------------------------------------
    def _pen(self, colour: QColor, width: float) -> QPen:
        pen = QPen(colour, width)
        pen.setCosmetic(True)
        return pen

    def paint_overlay(self, p: QPainter) -> None:
        lay = self.layout_
        if lay is None:
            return
        px = self.px()
        show_labels = min(lay.grid.size) * px >= LABEL_FROM_PX
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(11 / px)))
        p.setFont(font)
        faces = self.faces()
        for face in faces:
            colour = FRONT if face == "front" else BACK
            for r in range(lay.grid.rows):
                for c in range(lay.grid.columns):
                    cell = (r, c)
                    box = _qrect(cell_box(lay, r, c, face))  # type: ignore[arg-type]
                    if cell in lay.empty:
                        p.setPen(self._pen(EMPTY, 1))
                        p.setBrush(QColor(0, 0, 0, 60))
                        p.drawRect(box)
                        p.drawLine(box.topLeft(), box.bottomRight())
                        p.drawLine(box.topRight(), box.bottomLeft())
                        continue
                    p.setBrush(SELECTED if cell in self.selected else Qt.BrushStyle.NoBrush)
                    p.setPen(self._pen(colour, 1.5))
                    p.drawRect(box)
                    if show_labels:
                        text = self.labels.get(cell) or cell_label(cell)
                        if face == "back":
                            text = f"{cell_label(cell)} back"
                        area = box.adjusted(2 / px, 1 / px, 0, 0)
                        used = p.boundingRect(area, Qt.AlignmentFlag.AlignLeft, text).intersected(box)
                        p.fillRect(used.adjusted(-1 / px, 0, 1 / px, 0), LABEL_BG)
                        p.setPen(colour.darker(150))
                        p.drawText(area, Qt.AlignmentFlag.AlignLeft, text)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for cell, colour, width in ((self.current, CURRENT, 3.0), (self.hovered, HOVER, 2.5)):
            if cell is None or cell in lay.empty:
                continue
            centres = []
            for face in faces:
                box = _qrect(cell_box(lay, *cell, face))  # type: ignore[arg-type]
                p.setPen(self._pen(colour, width))
                p.drawRect(box)
                centres.append(box.center())
            if len(centres) == 2 and cell == self.hovered:  # the pair: front and back on one image
                pen = self._pen(colour, 1.5)
                pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.drawLine(centres[0], centres[1])
        for face in faces:
            colour = FRONT if face == "front" else BACK
            for _name, pt in grid_handles(face_grid(lay, face)).items():  # type: ignore[arg-type]
                s = HANDLE_PX / px
                p.setPen(self._pen(QColor("white"), 1))
                p.setBrush(colour)
                p.drawRect(QRectF(pt.x() - s / 2, pt.y() - s / 2, s, s))

    # -- hit tests ---------------------------------------------------------------------------------------
    def handle_at(self, pos: QPointF) -> tuple[str, str] | None:
        lay = self.layout_
        if lay is None:
            return None
        reach = (HANDLE_PX / 2 + 3) / self.px()
        for face in reversed(self.faces()):
            for name, pt in grid_handles(face_grid(lay, face)).items():  # type: ignore[arg-type]
                if abs(pt.x() - pos.x()) <= reach and abs(pt.y() - pos.y()) <= reach:
                    return name, face
        return None

    def cell_at(self, pos: QPointF) -> tuple[Cell, str] | None:
        """The front cell whose box on a shown face holds `pos`, and that face (empty cells included)."""
        lay = self.layout_
        if lay is None:
            return None
        for face in self.faces():
            g = face_grid(lay, face)  # type: ignore[arg-type]
            step_x, step_y = g.size[0] + g.gap[0], g.size[1] + g.gap[1]
            c0 = math.floor((pos.x() - g.origin[0]) / step_x) if step_x > 0 else 0
            r0 = math.floor((pos.y() - g.origin[1]) / step_y) if step_y > 0 else 0
            for r in range(max(0, r0 - 2), min(g.rows, r0 + 3)):
                for c in range(max(0, c0 - 2), min(g.columns, c0 + 3)):
                    cell = face_cell(lay, r, c, face)  # type: ignore[arg-type]  # pairings are their own inverse
                    if _qrect(cell_box(lay, *cell, face)).contains(pos):  # type: ignore[arg-type]
                        return cell, face
        return None

    # -- mouse and keys ----------------------------------------------------------------------------------
    def mousePressEvent(self, e) -> None:  # noqa: N802
        pos = self.mapToScene(e.position().toPoint())
        if e.button() == Qt.MouseButton.MiddleButton:
            self._pan = e.position()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        if e.button() != Qt.MouseButton.LeftButton or self.layout_ is None:
            return super().mousePressEvent(e)
        mods = e.modifiers()
        handle = self.handle_at(pos)
        hit = self.cell_at(pos)
        if handle is not None and not mods & Qt.KeyboardModifier.ShiftModifier:
            self._drag = ("handle", *handle)
        elif hit is not None and mods & Qt.KeyboardModifier.ShiftModifier:
            cell, face = hit
            axis = "column" if mods & Qt.KeyboardModifier.ControlModifier else "row"
            fr, fc = face_cell(self.layout_, *cell, face)  # type: ignore[arg-type]
            g = face_grid(self.layout_, face)  # type: ignore[arg-type]
            index = fr if axis == "row" else fc
            start = (g.row_offsets if axis == "row" else g.column_offsets).get(index, (0.0, 0.0))
            self._drag = ("offset", axis, face, index, pos, start)
        elif hit is not None:
            self._drag = ("click", hit[0], mods)
        else:
            self._drag = None

    def mouseMoveEvent(self, e) -> None:  # noqa: N802
        if self._pan is not None:
            d = e.position() - self._pan
            self._pan = e.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(d.y()))
            return
        pos = self.mapToScene(e.position().toPoint())
        drag = self._drag
        if drag is not None and drag[0] == "handle":
            self.handleMoved.emit(drag[1], drag[2], snap(pos.x()), snap(pos.y()))
            return
        if drag is not None and drag[0] == "offset":
            _, axis, face, index, start, (dx, dy) = drag
            self.offsetMoved.emit(axis, face, index, snap(dx + pos.x() - start.x()), snap(dy + pos.y() - start.y()))
            return
        hit = self.cell_at(pos)
        cell = hit[0] if hit else None
        handle = self.handle_at(pos)
        self.viewport().setCursor(Qt.CursorShape.SizeAllCursor if handle else Qt.CursorShape.ArrowCursor)
        if cell != self.hovered:
            self.hovered = cell
            self.overlay.update()
            self.hoveredChanged.emit(cell)

    def mouseReleaseEvent(self, e) -> None:  # noqa: N802
        if self._pan is not None and e.button() == Qt.MouseButton.MiddleButton:
            self._pan = None
            self.unsetCursor()
            return
        drag, self._drag = self._drag, None
        if drag is None:
            return super().mouseReleaseEvent(e)
        if drag[0] == "click":
            pos = self.mapToScene(e.position().toPoint())
            hit = self.cell_at(pos)
            if hit is not None and hit[0] == drag[1]:
                self.cellClicked.emit(drag[1], drag[2])
        else:
            self.dragFinished.emit()

    def leaveEvent(self, e) -> None:  # noqa: N802
        if self.hovered is not None:
            self.hovered = None
            self.overlay.update()
            self.hoveredChanged.emit(None)
        super().leaveEvent(e)

    def wheelEvent(self, e) -> None:  # noqa: N802
        steps = e.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.18 ** steps)

    def keyPressEvent(self, e) -> None:  # noqa: N802
        key = e.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(e)


def _qrect(box: tuple[int, int, int, int]) -> QRectF:
    left, top, right, bottom = box
    return QRectF(left, top, right - left, bottom - top)
