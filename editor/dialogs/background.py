"""The background image: load a scan, fit the grid onto it, set its opacity.

Quick fit: click the first hex's centre on the scan and set the hex width. Exact fit: click the centres of
three or more hexes whose labels you know; a least-squares affine fit (rules.geometry.affine) takes care of rotation,
skew and squashed hexes, and each point's residual (pixels on the scan) shows a misplaced click.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from rules.fileio.atomic import write_atomic
from rules.geometry import affine
from rules.geometry.hexgrid import Hex
from rules.scenario import model as m

from ..commands import new_stroke
from ..hexmap.document import Document
from ..hexmap.tools.base import MapEvent, Tool
from ..i18n import tr


class CalibrateTool(Tool):
    """Clicks on the scan for the background dialog."""

    name = "calibrate"
    label = QT_TR_NOOP("Fit the background")
    shortcut = ""
    tip = QT_TR_NOOP("Click a hex centre on the scan")
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, dialog: BackgroundDialog) -> None:
        super().__init__(dialog.doc, dialog.view, None)  # type: ignore[arg-type]
        self.dialog = dialog
        self.mode = "points"  # or "origin"

    def press(self, ev: MapEvent) -> None:
        img = self.dialog.scene_to_image(ev.x, ev.y)
        if img is None:
            return
        if self.mode == "origin":
            self.dialog.set_origin(img)
        else:
            label, ok = QInputDialog.getText(self.view, tr("Which hex?"),
                                             tr("Label of the hex whose centre you clicked:"),
                                             text=self.doc.scenario.grid.label(ev.raw_hex))
            if ok and label.strip():
                self.dialog.add_point(label.strip(), img)

    def paint_preview(self, p: QPainter) -> None:
        for _label, (ix, iy) in self.dialog.points:
            pt = self.dialog.image_to_scene(ix, iy)
            if pt is None:
                continue
            pen = QPen(QColor(220, 30, 30), 2)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.drawLine(QPointF(pt[0] - 8, pt[1]), QPointF(pt[0] + 8, pt[1]))
            p.drawLine(QPointF(pt[0], pt[1] - 8), QPointF(pt[0], pt[1] + 8))

    def preview_rect(self):
        return self.doc.geometry.rect.adjusted(-200, -200, 200, 200)


class BackgroundDialog(QDialog):
    def __init__(self, doc: Document, view, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Background image"))
        self.setModal(False)
        self.doc = doc
        self.view = view
        self.points: list[tuple[str, tuple[float, float]]] = []
        self.last_fit: affine.Fit | None = None
        self._previous_tool = None
        self.tool = CalibrateTool(self)
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.image_label = QLabel()
        load = QPushButton(tr("Load image…"))
        load.setToolTip(tr("A scan of the map (PNG, JPEG); it is kept beside the scenario file"))
        load.clicked.connect(self.load_image)
        remove = QPushButton(tr("Remove"))
        remove.clicked.connect(self.remove_image)
        row.addWidget(self.image_label, 1)
        row.addWidget(load)
        row.addWidget(remove)
        lay.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Opacity")))
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.setToolTip(tr("How strongly the scan shows under the map"))
        self._opacity_stroke = None
        self.opacity.sliderPressed.connect(lambda: setattr(self, "_opacity_stroke", new_stroke()))
        self.opacity.sliderReleased.connect(lambda: setattr(self, "_opacity_stroke", None))
        self.opacity.valueChanged.connect(self._opacity_changed)
        row.addWidget(self.opacity)
        lay.addLayout(row)

        quick = QGroupBox(tr("Quick fit: the first hex's centre and the hex width"))
        f = QFormLayout(quick)
        self.ox, self.oy, self.width = QDoubleSpinBox(), QDoubleSpinBox(), QDoubleSpinBox()
        for sp in (self.ox, self.oy):
            sp.setRange(-1e6, 1e6)
            sp.setDecimals(1)
        self.width.setRange(1.0, 10000.0)
        self.width.setDecimals(2)
        self.width.setToolTip(tr("Hex width on the scan, corner to corner, in pixels"))
        xy = QHBoxLayout()
        xy.addWidget(self.ox)
        xy.addWidget(self.oy)
        self.pick_origin = QPushButton(tr("Click it on the map"))
        self.pick_origin.setCheckable(True)
        self.pick_origin.setToolTip(tr("Then click the centre of the first hex on the scan"))
        self.pick_origin.toggled.connect(lambda on: self._tool_mode("origin" if on else None))
        xy.addWidget(self.pick_origin)
        f.addRow(tr("Centre of the first hex (scan px)"), xy)
        f.addRow(tr("Hex width (scan px)"), self.width)
        apply_quick = QPushButton(tr("Apply quick fit"))
        apply_quick.clicked.connect(self.apply_quick)
        f.addRow(apply_quick)
        lay.addWidget(quick)

        exact = QGroupBox(tr("Exact fit: click the centres of 3 or more known hexes, far apart"))
        v = QVBoxLayout(exact)
        self.pick_points = QPushButton(tr("Click hex centres on the map"))
        self.pick_points.setCheckable(True)
        self.pick_points.toggled.connect(lambda on: self._tool_mode("points" if on else None))
        v.addWidget(self.pick_points)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([tr("Hex"), tr("Scan x"), tr("Scan y"), tr("Residual (px)")])
        self.table.horizontalHeader().setStretchLastSection(True)
        v.addWidget(self.table)
        row = QHBoxLayout()
        rem = QPushButton(tr("Remove point"))
        rem.clicked.connect(self.remove_point)
        self.fit_btn = QPushButton(tr("Fit and apply"))
        self.fit_btn.setToolTip(tr("Least-squares affine fit: scale, rotation, skew, squashed hexes"))
        self.fit_btn.clicked.connect(self.apply_fit)
        clear = QPushButton(tr("Clear exact fit"))
        clear.clicked.connect(self.clear_fit)
        row.addWidget(rem)
        row.addStretch(1)
        row.addWidget(clear)
        row.addWidget(self.fit_btn)
        v.addLayout(row)
        self.fit_info = QLabel("")
        self.fit_info.setWordWrap(True)
        v.addWidget(self.fit_info)
        lay.addWidget(exact)
        doc.backgroundChanged.connect(self.load)
        self.load()

    # -- coordinates -------------------------------------------------------------------------------------
    def transform(self) -> affine.Affine | None:
        """Grid pixels (scene) -> scan pixels, as the scenario has it now."""
        bg = self.doc.scenario.map.background
        if bg is None:
            return None
        if bg.affine is not None:
            return tuple(bg.affine)  # type: ignore[return-value]
        return affine.quick_fit(self.doc.geometry.center(self._first_hex()), tuple(bg.origin), bg.hex_width)

    def _first_hex(self) -> Hex:
        g = self.doc.scenario.grid
        return g.from_offset(g.first_column, g.first_row)

    def scene_to_image(self, x: float, y: float) -> tuple[float, float] | None:
        t = self.transform()
        return None if t is None else affine.apply(t, x, y)

    def image_to_scene(self, u: float, v: float) -> tuple[float, float] | None:
        t = self.transform()
        if t is None:
            return None
        try:
            return affine.apply(affine.invert(t), u, v)
        except ValueError:
            return None

    # -- state -------------------------------------------------------------------------------------------
    def load(self) -> None:
        bg = self.doc.scenario.map.background
        self.image_label.setText(bg.image if bg else tr("No image"))
        for w, val in ((self.opacity, round((bg.opacity if bg else 1.0) * 100)),):
            w.blockSignals(True)
            w.setValue(val)
            w.blockSignals(False)
        if bg is not None:
            self.ox.setValue(bg.origin[0])
            self.oy.setValue(bg.origin[1])
            self.width.setValue(bg.hex_width)
            if bg.affine is not None:
                d = affine.decompose(tuple(bg.affine))  # type: ignore[arg-type]
                self.fit_info.setText(_describe(d, self.last_fit))

    def _edit_background(self, text: str, bg: m.Background | None, stroke=None) -> None:
        self.doc.edit(text, {"map.background": bg}, stroke=stroke)

    def load_image(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, tr("Scanned map"), str(self.doc.base_dir or Path.home()),
                                                  tr("Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff);;All files (*)"))
            if not path:
                return False
        src = Path(path).resolve()
        base = self.doc.base_dir
        if base is None:
            QMessageBox.information(self, tr("Save first"), tr("Save the scenario first: the image is kept beside it."))
            return False
        try:
            rel = src.relative_to(base.resolve())
        except ValueError:
            target = base / src.name
            answer = QMessageBox.question(self, tr("Copy the image?"),
                                          tr("The image must be in the scenario's folder. Copy it to {target}?").format(
                                              target=target))
            if answer != QMessageBox.StandardButton.Yes:
                return False
            try:
                write_atomic(target, src.read_bytes())  # the one atomic writer: whole or nothing, no temporary left
            except OSError as e:
                QMessageBox.critical(self, tr("Cannot copy"), f"{target}: {e.strerror or e}")
                return False
            rel = Path(src.name)
        old = self.doc.scenario.map.background
        bg = m.Background(rel.as_posix(), old.origin if old else (0.0, 0.0), old.hex_width if old else 64.0,
                          old.opacity if old else 0.6, old.affine if old else None)
        self._edit_background(tr("Background image"), bg)
        return True

    def remove_image(self) -> None:
        self._edit_background(tr("Remove the background"), None)

    def _opacity_changed(self, value: int) -> None:
        bg = self.doc.part("map.background")
        if bg is None:
            return
        bg.opacity = value / 100.0
        self._edit_background(tr("Background opacity"), bg, stroke=self._opacity_stroke)

    def set_origin(self, img: tuple[float, float]) -> None:
        self.ox.setValue(img[0])
        self.oy.setValue(img[1])
        self.pick_origin.setChecked(False)
        self.apply_quick()

    def apply_quick(self) -> None:
        bg = self.doc.part("map.background")
        if bg is None:
            return
        bg.origin = (self.ox.value(), self.oy.value())
        bg.hex_width = self.width.value()
        bg.affine = None
        self._edit_background(tr("Quick fit of the background"), bg)

    def add_point(self, label: str, img: tuple[float, float]) -> bool:
        try:
            h = self.doc.scenario.grid.parse_label(label)
        except ValueError as e:
            QMessageBox.warning(self, tr("Not a hex label"), str(e))
            return False
        if not self.doc.scenario.grid.contains(h):
            QMessageBox.warning(self, tr("Off the map"), tr("{label} is not on this map.").format(label=label))
            return False
        self.points = [p for p in self.points if p[0] != label] + [(label, img)]
        self._fill_table()
        self.view.overlay.update()
        return True

    def remove_point(self) -> None:
        r = self.table.currentRow()
        if 0 <= r < len(self.points):
            self.points.pop(r)
            self._fill_table()
            self.view.overlay.update()

    def _fill_table(self) -> None:
        self.table.setRowCount(len(self.points))
        res = self.last_fit.residuals if self.last_fit and len(self.last_fit.residuals) == len(self.points) else None
        for i, (label, (x, y)) in enumerate(self.points):
            for c, text in enumerate((label, f"{x:.1f}", f"{y:.1f}", f"{res[i]:.2f}" if res else "")):
                self.table.setItem(i, c, QTableWidgetItem(text))

    def fit(self) -> affine.Fit:
        g = self.doc.scenario.grid
        src = [self.doc.geometry.center(g.parse_label(label)) for label, _ in self.points]
        dst = [p for _, p in self.points]
        return affine.fit_affine(src, dst)

    def apply_fit(self) -> bool:
        try:
            fit = self.fit()
        except ValueError as e:
            QMessageBox.warning(self, tr("Cannot fit"), str(e))
            return False
        self.last_fit = fit
        bg = self.doc.part("map.background")
        if bg is None:
            return False
        bg.affine = tuple(round(v, 9) for v in fit.transform)
        d = affine.decompose(fit.transform)
        first = affine.apply(fit.transform, *self.doc.geometry.center(self._first_hex()))
        bg.origin = (round(first[0], 2), round(first[1], 2))
        bg.hex_width = round(d.scale_x * affine.GRID_HEX_WIDTH, 3)
        self._edit_background(tr("Exact fit of the background"), bg)
        self._fill_table()
        self.fit_info.setText(_describe(d, fit))
        return True

    def clear_fit(self) -> None:
        bg = self.doc.part("map.background")
        if bg is not None and bg.affine is not None:
            bg.affine = None
            self._edit_background(tr("Clear the exact fit"), bg)

    # -- the clicking tool -------------------------------------------------------------------------------
    def _tool_mode(self, mode: str | None) -> None:
        if mode is None:
            if self.view.tool is self.tool and self._previous_tool is not None:
                self.view.set_tool(self._previous_tool)
            return
        other = self.pick_points if mode == "origin" else self.pick_origin
        other.blockSignals(True)
        other.setChecked(False)
        other.blockSignals(False)
        self.tool.mode = mode
        if self.view.tool is not self.tool:
            self._previous_tool = self.view.tool
            self.view.set_tool(self.tool)

    def closeEvent(self, e) -> None:  # noqa: N802
        self._tool_mode(None)
        super().closeEvent(e)


def _describe(d: affine.Decomposition, fit: affine.Fit | None) -> str:
    text = tr("Hexes {w} × {h} scan px (squash {squash}), rotation {rotation}°, skew {skew}°").format(
        w=f"{d.scale_x * affine.GRID_HEX_WIDTH:.1f}", h=f"{d.scale_y * affine.GRID_HEX_WIDTH:.1f}",
        squash=f"{d.scale_y / d.scale_x:.3f}", rotation=f"{d.rotation_deg:+.2f}", skew=f"{d.skew_deg:+.2f}")
    if fit is not None:
        text += f"; residuals: RMS {fit.rms:.2f} px, worst {fit.worst:.2f} px"
    return text
