"""Every crop as a thumbnail, front and back side by side, in reading order: the preview of what will be
written, and the list the entry steps through (click one to enter it; Ctrl/Shift+click select several)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem

from rules.sheets.layout import Cell, SheetLayout, cell_box, counter_cells

from ...i18n import tr
from .scan import Scan

THUMB = 64  # pixels per face
ROLE = Qt.ItemDataRole.UserRole
KEEP_SELECTION = QItemSelectionModel.SelectionFlag.NoUpdate


def face_thumb(scan: Scan | None, box: tuple[int, int, int, int], size: int = THUMB) -> QImage:
    """The box of the scan scaled to fit size x size (transparent outside the image; grey with no scan)."""
    if scan is None or scan.image.isNull():
        out = QImage(size, size, QImage.Format.Format_ARGB32)
        out.fill(QColor(200, 200, 200))
        return out
    part = scan.part(box)
    return part.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)


def pair_thumb(front: QImage, back: QImage | None, size: int = THUMB) -> QImage:
    """Front and back side by side on one image (the back's half left out when the sheet has none)."""
    w = size * 2 + 4 if back is not None else size
    out = QImage(w, size, QImage.Format.Format_ARGB32)
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.drawImage((size - front.width()) // 2, (size - front.height()) // 2, front)
    if back is not None:
        p.drawImage(size + 4 + (size - back.width()) // 2, (size - back.height()) // 2, back)
    p.end()
    return out


class CropStrip(QListWidget):
    """The thumbnails; `activated_cell(cell)` when one is clicked or chosen with the keyboard."""

    activatedCell = Signal(object)
    selectionChangedCells = Signal(object)  # set of cells

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setIconSize(QSize(THUMB * 2 + 4, THUMB))
        self.setUniformItemSizes(True)
        self.setSpacing(3)
        self.setWordWrap(True)
        self.setToolTip(tr("Every crop, front and back: what will be written. Click one to enter it; Ctrl+click or "
                        "Shift+click select several (for a banner or a side in one go)"))
        self.images: dict[Cell, QImage] = {}
        self.items: dict[Cell, QListWidgetItem] = {}
        self._syncing = False
        self.currentItemChanged.connect(self._current)
        self.itemSelectionChanged.connect(self._selection)

    def rebuild(self, layout: SheetLayout | None, sheets: dict[str, Scan | None],
                text: Callable[[Cell], str]) -> None:
        """Every counter cell's crops from the decoded sheets (face -> image)."""
        self._syncing = True
        current = self.current_cell()
        selected = self.selected_cells()
        self.clear()
        self.images.clear()
        self.items.clear()
        if layout is not None:
            has_back = layout.back is not None
            for cell in counter_cells(layout):
                front = face_thumb(sheets.get("front"), cell_box(layout, *cell, "front"))
                back = face_thumb(sheets.get("back"), cell_box(layout, *cell, "back")) if has_back else None
                img = pair_thumb(front, back)
                self.images[cell] = img
                item = QListWidgetItem(QIcon(QPixmap.fromImage(img)), text(cell))
                item.setData(ROLE, cell)
                item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                self.addItem(item)
                self.items[cell] = item
                if cell in selected:
                    item.setSelected(True)
        if current in self.items:
            self.setCurrentItem(self.items[current], KEEP_SELECTION)
        self._syncing = False

    def set_texts(self, text: Callable[[Cell], str], marks: dict[Cell, str] | None = None) -> None:
        for cell, item in self.items.items():
            item.setText(text(cell))
            mark = (marks or {}).get(cell)
            item.setForeground(QColor(200, 30, 30) if mark == "error" else QColor(170, 110, 0) if mark == "warning"
                               else self.palette().text().color())

    def current_cell(self) -> Cell | None:
        item = self.currentItem()
        return tuple(item.data(ROLE)) if item is not None else None  # type: ignore[return-value]

    def selected_cells(self) -> set[Cell]:
        return {tuple(i.data(ROLE)) for i in self.selectedItems()}  # type: ignore[misc]

    def go_to(self, cell: Cell | None, select: bool = True) -> None:
        item = self.items.get(cell) if cell is not None else None
        if item is None:
            return
        self._syncing = True
        if select:
            self.setCurrentItem(item)
        else:
            self.setCurrentItem(item, KEEP_SELECTION)
        self.scrollToItem(item)
        self._syncing = False

    def select_cells(self, cells: set[Cell]) -> None:
        self._syncing = True
        for cell, item in self.items.items():
            item.setSelected(cell in cells)
        self._syncing = False
        self.selectionChangedCells.emit(self.selected_cells())

    def _current(self, item, _prev) -> None:
        if not self._syncing and item is not None:
            self.activatedCell.emit(tuple(item.data(ROLE)))

    def _selection(self) -> None:
        if not self._syncing:
            self.selectionChangedCells.emit(self.selected_cells())
