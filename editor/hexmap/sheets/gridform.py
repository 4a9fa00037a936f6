"""The Sheet page of the import dialog: the images, the grid in numbers, row and column offsets, where the
crops go, and the layout's findings (check_layout), live. Every change hands a new layout to the dialog
(`edited`), which keeps it and its undo history; the form never changes the layout it shows."""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rules.fileio.findings import Finding
from rules.sheets.layout import DEFAULT_FOLDER, DEFAULT_NAME, BackSheet, CropOutput, SheetLayout, face_grid

from ...i18n import tr

PAIRINGS = (("mirror-columns", QT_TR_NOOP("Turned over left to right (mirrored columns)")),
            ("mirror-rows", QT_TR_NOOP("Turned over top to bottom (mirrored rows)")),
            ("same", QT_TR_NOOP("Same row and column")))
BACKS = (QT_TR_NOOP("No backs (fronts only)"), QT_TR_NOOP("The other half of this image"), QT_TR_NOOP("Another image"))


def _dspin(tip: str, lo: float = -100_000, hi: float = 100_000) -> QDoubleSpinBox:
    s = QDoubleSpinBox()
    s.setRange(lo, hi)
    s.setDecimals(1)
    s.setSingleStep(0.5)
    s.setToolTip(tip)
    s.setAccelerated(True)
    return s


def _pair(tip_x: str, tip_y: str, lo: float = -100_000) -> tuple[QWidget, QDoubleSpinBox, QDoubleSpinBox]:
    w = QWidget()
    lay = QHBoxLayout(w)
    lay.setContentsMargins(0, 0, 0, 0)
    x, y = _dspin(tip_x, lo), _dspin(tip_y, lo)
    lay.addWidget(x)
    lay.addWidget(y)
    return w, x, y


class GridForm(QWidget):
    edited = Signal(object, str, object)  # new layout, undo text, merge key (consecutive edits of one field)
    openFront = Signal()
    openBack = Signal()
    findingActivated = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.layout_: SheetLayout | None = None
        self.image_size: tuple[int, int] | None = None
        self._loading = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)

        images = QGroupBox(tr("Sheet images"))
        f = QFormLayout(images)
        row = QHBoxLayout()
        self.front_path = QLabel(tr("(none: open a scan)"))
        self.front_path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.front_btn = QPushButton(tr("Open…"))
        self.front_btn.setToolTip(tr("The scan with the fronts: PNG, JPEG or TIFF (Ctrl+O)"))
        self.front_btn.clicked.connect(self.openFront)
        self.front_page = QSpinBox()
        self.front_page.setRange(1, 999)
        self.front_page.setPrefix(tr("page "))
        self.front_page.setToolTip(tr("The page of a multi-page TIFF"))
        row.addWidget(self.front_path, 1)
        row.addWidget(self.front_page)
        row.addWidget(self.front_btn)
        f.addRow(tr("Fronts"), row)
        self.back_mode = QComboBox()
        self.back_mode.addItems([tr(b) for b in BACKS])
        self.back_mode.setToolTip(tr("Where the backs are: the other half of the front scan, or a scan of their own"))
        f.addRow(tr("Backs"), self.back_mode)
        row = QHBoxLayout()
        self.back_path = QLabel("")
        self.back_btn = QPushButton(tr("Open…"))
        self.back_btn.setToolTip(tr("The scan with the backs"))
        self.back_btn.clicked.connect(self.openBack)
        self.back_page = QSpinBox()
        self.back_page.setRange(1, 999)
        self.back_page.setPrefix(tr("page "))
        row.addWidget(self.back_path, 1)
        row.addWidget(self.back_page)
        row.addWidget(self.back_btn)
        f.addRow(tr("Back image"), row)
        self.pairing = QComboBox()
        for key, text in PAIRINGS:
            self.pairing.addItem(tr(text), key)
        self.pairing.setToolTip(tr("How a back is found from its front: a sheet printed on both sides and turned over "
                                "left to right has its columns mirrored"))
        f.addRow(tr("Pairing"), self.pairing)
        self.title = QLineEdit()
        self.title.setPlaceholderText(tr("e.g. Norman Swords, counter sheet 1"))
        f.addRow(tr("Title"), self.title)
        outer.addWidget(images)

        grid = QGroupBox(tr("Grid (image pixels)"))
        f = QFormLayout(grid)
        w, self.ox, self.oy = _pair(tr("Left edge of the counter in row 1, column 1"), tr("Top edge of that counter"))
        f.addRow(tr("Origin x, y"), w)
        w, self.sw, self.sh = _pair(tr("Counter width"), tr("Counter height"), 1)
        f.addRow(tr("Counter w, h"), w)
        w, self.gx, self.gy = _pair(tr("Gap between two columns"), tr("Gap between two rows"), 0)
        f.addRow(tr("Gap x, y"), w)
        row = QHBoxLayout()
        self.rows, self.cols = QSpinBox(), QSpinBox()
        for s, tip in ((self.rows, tr("Rows of counters")), (self.cols, tr("Columns of counters"))):
            s.setRange(1, 100)
            s.setToolTip(tip)
            row.addWidget(s)
        f.addRow(tr("Rows, columns"), row)
        outer.addWidget(grid)

        found = QGroupBox(tr("Findings"))
        f = QVBoxLayout(found)
        self.findings = QListWidget()
        self.findings.setToolTip(tr("What check_layout says about this layout, live; click one to see its cell"))
        self.findings.setMinimumHeight(48)
        self.findings.setMaximumHeight(120)
        self.findings.itemActivated.connect(self._finding_clicked)
        self.findings.itemClicked.connect(self._finding_clicked)
        f.addWidget(self.findings)
        outer.addWidget(found)

        back = QGroupBox(tr("Back grid"))
        f = QFormLayout(back)
        w, self.box, self.boy = _pair(tr("Left edge of the back grid's top-left counter"), tr("Its top edge"))
        f.addRow(tr("Origin x, y"), w)
        self.back_own = QCheckBox(tr("Its own counter size and gap"))
        self.back_own.setToolTip(tr("Left unticked, the back grid has the front grid's size and gap"))
        f.addRow(self.back_own)
        w, self.bsw, self.bsh = _pair(tr("Back counter width"), tr("Back counter height"), 1)
        f.addRow(tr("Counter w, h"), w)
        w, self.bgx, self.bgy = _pair(tr("Back gap between columns"), tr("Back gap between rows"), 0)
        f.addRow(tr("Gap x, y"), w)
        self.back_box = back
        outer.addWidget(back)

        offsets = QGroupBox(tr("Offsets (a sheet that is not quite straight)"))
        f = QFormLayout(offsets)
        self.off_face = QComboBox()
        self.off_face.addItems([tr("front grid"), tr("back grid")])
        self.off_face.setToolTip(tr("Which grid the offsets below belong to"))
        f.addRow(tr("On the"), self.off_face)
        row = QHBoxLayout()
        self.off_row = QSpinBox()
        self.off_row.setPrefix(tr("row "))
        self.off_row.setToolTip(tr("A row slides sideways (and up or down); Shift+drag a counter on the sheet"))
        w, self.row_dx, self.row_dy = _pair(tr("Row shift right (px)"), tr("Row shift down (px)"))
        row.addWidget(self.off_row)
        row.addWidget(w, 1)
        f.addRow(tr("Row"), row)
        row = QHBoxLayout()
        self.off_col = QSpinBox()
        self.off_col.setPrefix(tr("column "))
        self.off_col.setToolTip(tr("A column slides up or down (and sideways); Ctrl+Shift+drag a counter on the sheet"))
        w, self.col_dx, self.col_dy = _pair(tr("Column shift right (px)"), tr("Column shift down (px)"))
        row.addWidget(self.off_col)
        row.addWidget(w, 1)
        f.addRow(tr("Column"), row)
        self.off_summary = QLabel("")
        self.off_summary.setWordWrap(True)
        f.addRow(self.off_summary)
        outer.addWidget(offsets)

        out = QGroupBox(tr("Crops"))
        f = QFormLayout(out)
        self.out_folder = QLineEdit()
        self.out_folder.setToolTip(tr("Folder of the crops, next to the scenario (or the side's counter library)"))
        self.out_name = QLineEdit()
        self.out_name.setToolTip(tr("File name of a crop: {id}, {cell}, {row}, {col}, {face}; ends in .png"))
        f.addRow(tr("Folder"), self.out_folder)
        f.addRow(tr("File name"), self.out_name)
        outer.addWidget(out)

        outer.addStretch(1)
        self._connect()

    # -- wiring ------------------------------------------------------------------------------------------
    def _connect(self) -> None:
        for key, spin in (("origin", self.ox), ("origin", self.oy), ("size", self.sw), ("size", self.sh),
                          ("gap", self.gx), ("gap", self.gy)):
            spin.valueChanged.connect(lambda _v, key=key: self._grid_changed(key))
        self.rows.valueChanged.connect(lambda _v: self._grid_changed("rows"))
        self.cols.valueChanged.connect(lambda _v: self._grid_changed("columns"))
        for spin in (self.box, self.boy, self.bsw, self.bsh, self.bgx, self.bgy):
            spin.valueChanged.connect(lambda _v: self._back_grid_changed())
        self.back_own.toggled.connect(lambda _v: self._back_grid_changed())
        self.back_mode.activated.connect(self._back_mode_changed)
        self.pairing.activated.connect(lambda _i: self._back_changed("pairing"))
        self.front_page.valueChanged.connect(lambda _v: self._page_changed("front"))
        self.back_page.valueChanged.connect(lambda _v: self._page_changed("back"))
        self.off_face.currentIndexChanged.connect(lambda _i: self._show_offsets())
        self.off_row.valueChanged.connect(lambda _v: self._show_offsets())
        self.off_col.valueChanged.connect(lambda _v: self._show_offsets())
        for spin in (self.row_dx, self.row_dy):
            spin.valueChanged.connect(lambda _v: self._offset_changed("row"))
        for spin in (self.col_dx, self.col_dy):
            spin.valueChanged.connect(lambda _v: self._offset_changed("column"))
        self.out_folder.editingFinished.connect(self._output_changed)
        self.out_name.editingFinished.connect(self._output_changed)
        self.title.editingFinished.connect(self._title_changed)

    def _emit(self, new: SheetLayout, text: str, key: object = None) -> None:
        if not self._loading:
            self.edited.emit(new, text, key)

    def _copy(self) -> SheetLayout | None:
        return copy.deepcopy(self.layout_) if self.layout_ is not None else None

    # -- showing -----------------------------------------------------------------------------------------
    def load(self, layout: SheetLayout | None, image_size: tuple[int, int] | None = None) -> None:
        self.layout_ = layout
        self.image_size = image_size
        self._loading = True
        try:
            self._load()
        finally:
            self._loading = False

    def _set(self, spin, value) -> None:
        if spin.value() != value:
            spin.setValue(value)

    def _load(self) -> None:
        lay = self.layout_
        enabled = lay is not None
        for w in self.findChildren(QGroupBox):
            w.setEnabled(enabled)
        if lay is None:
            return
        self.front_path.setText(lay.front.image or "(none: open a scan)")
        self.front_path.setToolTip(self._full(lay.front.image))
        self._set(self.front_page, lay.front.page)
        g = lay.grid
        for spin, v in ((self.ox, g.origin[0]), (self.oy, g.origin[1]), (self.sw, g.size[0]), (self.sh, g.size[1]),
                        (self.gx, g.gap[0]), (self.gy, g.gap[1]), (self.rows, g.rows), (self.cols, g.columns)):
            self._set(spin, v)
        b = lay.back
        mode = 0 if b is None else 1 if b.image is None else 2
        self.back_mode.setCurrentIndex(mode)
        self.back_path.setText(b.image.image if b is not None and b.image is not None else "")
        self.back_btn.setEnabled(True)
        self.back_page.setEnabled(mode == 2)
        self.pairing.setEnabled(b is not None)
        self.back_box.setEnabled(b is not None)
        if b is not None:
            self.pairing.setCurrentIndex(max(0, self.pairing.findData(b.pairing)))
            if b.image is not None:
                self._set(self.back_page, b.image.page)
            bg = face_grid(lay, "back")
            for spin, v in ((self.box, bg.origin[0]), (self.boy, bg.origin[1]), (self.bsw, bg.size[0]),
                            (self.bsh, bg.size[1]), (self.bgx, bg.gap[0]), (self.bgy, bg.gap[1])):
                self._set(spin, v)
            own = b.size is not None or b.gap is not None
            self.back_own.setChecked(own)
            for spin in (self.bsw, self.bsh, self.bgx, self.bgy):
                spin.setEnabled(own)
        self.off_row.setRange(1, g.rows)
        self.off_col.setRange(1, g.columns)
        self.off_face.setEnabled(b is not None)
        if b is None:
            self.off_face.setCurrentIndex(0)
        self._show_offsets()
        if self.out_folder.text() != lay.output.folder:
            self.out_folder.setText(lay.output.folder)
        if self.out_name.text() != lay.output.name:
            self.out_name.setText(lay.output.name)
        if self.title.text() != (lay.title or ""):
            self.title.setText(lay.title or "")

    def _full(self, text: str) -> str:
        lay = self.layout_
        if not text or lay is None:
            return ""
        p = Path(text)
        return str(lay.base_dir / p if lay.base_dir is not None and not p.is_absolute() else p)

    def _offset_face(self) -> str:
        return "back" if self.off_face.currentIndex() == 1 and self.layout_ and self.layout_.back else "front"

    def _show_offsets(self) -> None:
        lay = self.layout_
        if lay is None:
            return
        was, self._loading = self._loading, True
        try:
            g = face_grid(lay, self._offset_face())  # type: ignore[arg-type]
            r, c = self.off_row.value() - 1, self.off_col.value() - 1
            rdx, rdy = g.row_offsets.get(r, (0.0, 0.0))
            cdx, cdy = g.column_offsets.get(c, (0.0, 0.0))
            for spin, v in ((self.row_dx, rdx), (self.row_dy, rdy), (self.col_dx, cdx), (self.col_dy, cdy)):
                self._set(spin, v)
            parts = [f"row {i + 1}: {dx:+g}, {dy:+g}" for i, (dx, dy) in sorted(g.row_offsets.items())]
            parts += [tr("column {n}: {dx}, {dy}").format(n=i + 1, dx=f"{dx:+g}", dy=f"{dy:+g}")
                      for i, (dx, dy) in sorted(g.column_offsets.items())]
            self.off_summary.setText(tr("Offsets: {parts}").format(parts="; ".join(parts)) if parts
                                     else tr("No offsets: a straight sheet."))
        finally:
            self._loading = was

    def show_findings(self, findings: list[Finding], name: str) -> None:
        self.findings.clear()
        style = self.style()
        for f in findings:
            icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical if f.severity == "error"
                                      else QStyle.StandardPixmap.SP_MessageBoxWarning)
            item = QListWidgetItem(icon, f"{f.code}: {f.message}")
            item.setToolTip(f.format(name))
            item.setData(Qt.ItemDataRole.UserRole, f)
            self.findings.addItem(item)
        if not findings:
            self.findings.addItem(QListWidgetItem(tr("No findings: every counter's box is on its image.")))

    def _finding_clicked(self, item: QListWidgetItem) -> None:
        f = item.data(Qt.ItemDataRole.UserRole)
        if f is not None:
            self.findingActivated.emit(f)

    # -- edits -------------------------------------------------------------------------------------------
    def _grid_changed(self, key: str) -> None:
        new = self._copy()
        if new is None or self._loading:
            return
        g = new.grid
        g.origin = (self.ox.value(), self.oy.value())
        g.size = (self.sw.value(), self.sh.value())
        g.gap = (self.gx.value(), self.gy.value())
        g.rows, g.columns = self.rows.value(), self.cols.value()
        if key in ("rows", "columns"):  # cells beyond a smaller grid are forgotten with it
            new.empty = {c for c in new.empty if c[0] < g.rows and c[1] < g.columns}
            new.cells = {c: v for c, v in new.cells.items() if c[0] < g.rows and c[1] < g.columns}
            g.row_offsets = {i: v for i, v in g.row_offsets.items() if i < g.rows}
            g.column_offsets = {i: v for i, v in g.column_offsets.items() if i < g.columns}
            if new.back is not None:
                b = new.back
                if b.row_offsets is not None:
                    b.row_offsets = {i: v for i, v in b.row_offsets.items() if i < g.rows}
                if b.column_offsets is not None:
                    b.column_offsets = {i: v for i, v in b.column_offsets.items() if i < g.columns}
        self._emit(new, tr("Grid {key}").format(key=key), ("grid", key))

    def _back_grid_changed(self) -> None:
        new = self._copy()
        if new is None or new.back is None or self._loading:
            return
        b = new.back
        b.origin = (self.box.value(), self.boy.value())
        if self.back_own.isChecked():
            b.size = (self.bsw.value(), self.bsh.value())
            b.gap = (self.bgx.value(), self.bgy.value())
        else:
            b.size = b.gap = None
        self._emit(new, tr("Back grid"), ("back-grid",))

    def _back_mode_changed(self, mode: int) -> None:
        new = self._copy()
        if new is None:
            return
        if mode == 0:
            new.back = None
        elif mode == 1:
            pairing = new.back.pairing if new.back is not None else "mirror-columns"
            new.back = BackSheet(None, pairing, origin=self.other_half_origin())
        else:
            self.openBack.emit()  # the dialog sets the back image once one is chosen
            self._loading = True
            self._load()
            self._loading = False
            return
        self._emit(new, tr("Backs"), None)

    def other_half_origin(self) -> tuple[float, float]:
        """A first guess for the backs on the same image: the front grid's origin, half the image to the right
        (or just past the front grid)."""
        lay = self.layout_
        assert lay is not None
        g = lay.grid
        ox, oy = g.origin
        if self.image_size is not None:
            return (ox + self.image_size[0] / 2, oy)
        return (ox + g.columns * (g.size[0] + g.gap[0]) + g.size[0], oy)

    def _back_changed(self, what: str) -> None:
        new = self._copy()
        if new is None or new.back is None:
            return
        new.back.pairing = self.pairing.currentData()
        self._emit(new, tr("Pairing"), None)

    def _page_changed(self, face: str) -> None:
        new = self._copy()
        if new is None or self._loading:
            return
        if face == "front":
            new.front.page = self.front_page.value()
        elif new.back is not None and new.back.image is not None:
            new.back.image.page = self.back_page.value()
        else:
            return
        self._emit(new, tr("{title} page").format(title=face.title()), ("page", face))

    def _offset_changed(self, axis: str) -> None:
        new = self._copy()
        if new is None or self._loading:
            return
        face = self._offset_face()
        if axis == "row":
            index, value = self.off_row.value() - 1, (self.row_dx.value(), self.row_dy.value())
        else:
            index, value = self.off_col.value() - 1, (self.col_dx.value(), self.col_dy.value())
        set_offset(new, axis, face, index, value)
        self._emit(new, tr("{title} {value} offset").format(
            title=axis.title(), value=index + 1), ("offset", axis, face, index))

    def _output_changed(self) -> None:
        new = self._copy()
        if new is None or self._loading:
            return
        out = CropOutput(self.out_folder.text().strip() or DEFAULT_FOLDER, self.out_name.text().strip() or DEFAULT_NAME)
        if out == new.output:
            return
        new.output = out
        self._emit(new, tr("Crops' folder and name"), None)

    def _title_changed(self) -> None:
        new = self._copy()
        if new is None or self._loading:
            return
        title = self.title.text().strip() or None
        if title == new.title:
            return
        new.title = title
        self._emit(new, tr("Title"), None)


def set_offset(layout: SheetLayout, axis: str, face: str, index: int, value: tuple[float, float]) -> None:
    """Set (or clear, at 0, 0) the offset of a row or column of the front or the back grid, in place."""
    if face == "back":
        b = layout.back
        assert b is not None
        name = "row_offsets" if axis == "row" else "column_offsets"
        if getattr(b, name) is None:  # the back had the front's offsets: it gets its own now
            setattr(b, name, dict(getattr(layout.grid, name)))
        offsets = getattr(b, name)
    else:
        offsets = layout.grid.row_offsets if axis == "row" else layout.grid.column_offsets
    if value == (0.0, 0.0):
        offsets.pop(index, None)
    else:
        offsets[index] = value
