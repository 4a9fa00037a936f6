"""The Counters page: the counter's crops shown large (front and back), the entry form, stepping through
the counters (Enter: next, Shift+Enter: previous, Ctrl+D: the previous counter's values), and a side and a
banner for a selection of counters in one go."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import tr
from .entry import EntryForm
from .scan import Scan

CROP_PX = 150


class EntryPage(QWidget):
    nextRequested = Signal()
    previousRequested = Signal()
    dittoRequested = Signal()
    bulkRequested = Signal(str, str)  # side, banner
    includeToggled = Signal(bool)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.header = QLabel("")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.header)
        crops = QHBoxLayout()
        self.front_crop, self.back_crop = QLabel(), QLabel()
        for w, tip in ((self.front_crop, tr("The front as it will be cut")),
                       (self.back_crop, tr("Its back (fatigued side of a unit, replacement of a leader), paired as "
                                           "printed"))):
            w.setFixedSize(QSize(CROP_PX + 4, CROP_PX + 4))
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            w.setStyleSheet("background: #505054; border: 1px solid #303030;")
            w.setToolTip(tip)
            crops.addWidget(w)
        crops.addStretch(1)
        outer.addLayout(crops)
        self.form = EntryForm()
        self.form.submitted.connect(self.nextRequested)
        outer.addWidget(self.form, 1)
        self.include = QCheckBox(tr("&Add this counter to the scenario"))
        self.include.setToolTip(tr("Ticked as soon as you type into it or press Enter on it; untick to leave it out "
                                "(Alt+A)"))
        self.include.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.include.toggled.connect(self.includeToggled)
        outer.addWidget(self.include)
        nav = QHBoxLayout()
        self.prev_btn = self._button(tr("◀ Previous"), tr("The previous counter (Shift+Enter, Page Up)"),
                                     self.previousRequested)
        self.ditto_btn = self._button(tr("Same as previous"), tr("The previous counter's values, all but its id and "
                                      "name (Ctrl+D)"), self.dittoRequested)
        self.next_btn = self._button(tr("Next ▶"), tr("Keep these values and go to the next counter (Enter; Page Down "
                                     "goes on without keeping them)"), self.nextRequested)
        self.next_btn.setDefault(True)
        for b in (self.prev_btn, self.ditto_btn):
            nav.addWidget(b)
        nav.addStretch(1)
        nav.addWidget(self.next_btn)
        outer.addLayout(nav)

        bulk = QGroupBox(tr("Selected counters"))
        lay = QHBoxLayout(bulk)
        self.bulk_count = QLabel(tr("none"))
        self.bulk_side = QComboBox()
        self.bulk_side.setToolTip(tr("The side to give every selected counter"))
        self.bulk_banner = QComboBox()
        self.bulk_banner.setEditable(True)
        self.bulk_banner.setMinimumWidth(140)
        self.bulk_banner.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.bulk_banner.setToolTip(tr("The banner to give every selected counter (Ctrl+click or Shift+click crops "
                                    "to select them)"))
        self.bulk_btn = self._button(tr("Set side and banner"), tr("Give every selected counter this side and banner "
                                     "(Ctrl+B)"), None)
        self.bulk_btn.clicked.connect(lambda: self.bulkRequested.emit(self.bulk_side.currentData() or "",
                                                                      self.bulk_banner.currentText().strip()))
        lay.addWidget(self.bulk_count)
        lay.addWidget(self.bulk_side)
        lay.addWidget(self.bulk_banner, 1)
        lay.addWidget(self.bulk_btn)
        self.bulk_box = bulk
        outer.addWidget(bulk)

    def _button(self, text: str, tip: str, signal) -> QPushButton:
        b = QPushButton(text)
        b.setToolTip(tip)
        b.setAutoDefault(False)
        if signal is not None:
            b.clicked.connect(signal)
        return b

    def set_sides(self, sides: list[tuple[str, str]]) -> None:
        self.form.set_sides(sides)
        self.bulk_side.clear()
        for ident, name in sides:
            self.bulk_side.addItem(f"{name} ({ident})", ident)

    def show_crops(self, front: QPixmap | None, back: QPixmap | None, has_back: bool) -> None:
        for label, pm, text in ((self.front_crop, front, "no image"), (self.back_crop, back, "no back")):
            if pm is None or pm.isNull():
                label.setPixmap(QPixmap())
                label.setText(text if label is self.front_crop or has_back else tr("fronts only"))
            else:
                label.setPixmap(pm.scaled(CROP_PX, CROP_PX, Qt.AspectRatioMode.KeepAspectRatio,
                                          Qt.TransformationMode.SmoothTransformation))

    def set_selection(self, n: int, banners: list[str]) -> None:
        self.bulk_count.setText(tr("{n} selected").format(n=n) if n else tr("none selected"))
        self.bulk_btn.setEnabled(n > 0)
        text = self.bulk_banner.currentText()
        self.bulk_banner.clear()
        self.bulk_banner.addItems(banners)
        self.bulk_banner.setEditText(text)


def crop_pixmap(scan: Scan | None, box: tuple[int, int, int, int]) -> QPixmap | None:
    if scan is None or scan.image.isNull():
        return None
    return QPixmap.fromImage(scan.part(box))


SHORTCUTS = {"browse": [QKeySequence("PgDown")], "previous": [QKeySequence("Shift+Return"), QKeySequence("PgUp")],
             "ditto": [QKeySequence("Ctrl+D")], "bulk": [QKeySequence("Ctrl+B")]}
