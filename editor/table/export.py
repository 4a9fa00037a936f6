"""File → Export → Table as PNG: the table canvas drawn at a chosen number of pixels per M (the table, its
terrain, camps and units, without the handles and the selection), written by the one atomic writer."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from rules.fileio.atomic import write_atomic

from .canvas import TableCanvas

MAX_SIDE_PX = 12000  # a picture larger than this on a side is refused (memory), with a message


def table_png(canvas: TableCanvas, px_per_m: float) -> bytes:
    """The table (its own rectangle, in M) as PNG bytes at `px_per_m`."""
    sc = canvas.doc.scenario
    if sc.table is None:  # B59: the scenario states its table; without one there is nothing to draw to scale
        raise ValueError("the scenario gives no table size (B59)")
    w, d = sc.table.width_M, sc.table.depth_M
    width, height = max(1, round(w * px_per_m)), max(1, round(d * px_per_m))
    if max(width, height) > MAX_SIDE_PX:
        raise ValueError(f"{width} × {height} px")
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    selected = canvas.scene().selectedItems()
    canvas.scene().clearSelection()  # no handles in the picture
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    canvas.scene().render(painter, QRectF(0, 0, width, height), QRectF(0, -d, w, d),
                          Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    for item in selected:
        item.setSelected(True)
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return bytes(data)


def export_table_png(canvas: TableCanvas, path: str, px_per_m: float) -> None:
    """Raises OSError (the old file intact) or ValueError (too large)."""
    write_atomic(path, table_png(canvas, px_per_m))
