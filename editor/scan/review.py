"""Map → Read terrain from the scan…: samples, the review queue, and one undoable apply.

The designer gives a few sample hexes (a hex number, its terrain and level: Add sample), reads the map, then
walks the review queue with the keyboard: Enter accepts the hex as read (it becomes a sample), Ctrl+Enter
corrects it to the terrain and level chosen above (a new sample too); every new sample re-classifies the rest
(the scan's features are measured once, so that takes well under a second). Apply writes every hex as one
undo step. Hand-painted hexes — those with a terrain other than clear or a level other than 0 when the dialog
opened, the same rule as `banneret scan-terrain --apply` — are kept unless "Replace painted hexes" is ticked.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from rules.geometry import affine
from rules.geometry.hexgrid import Hex
from rules.scenario.model import HEX_TERRAIN

from ..document import Document
from ..i18n import tr


class _QueueList(QListWidget):
    """The review queue: Enter accepts the current hex, Ctrl+Enter corrects it."""

    def __init__(self, dialog: ScanTerrainDialog) -> None:
        super().__init__()
        self.dialog = dialog

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.dialog.correct_current()
            else:
                self.dialog.accept_current()
            return
        super().keyPressEvent(event)


class ScanTerrainDialog(QDialog):
    def __init__(self, doc: Document, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setWindowTitle(tr("Read terrain from the scan"))
        md = doc.scenario.map
        self.painted = {h for h in doc.scenario.grid.hexes() if md.terrain_at(h) != "clear" or md.level_at(h) != 0}
        self.samples: dict[Hex, tuple[str, int]] = {}
        self.features = None
        self.result = None
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.hex_edit = QLineEdit()
        self.hex_edit.setPlaceholderText("0304")
        self.hex_edit.setToolTip(tr("The number of a hex whose terrain you know"))
        self.terrain = QComboBox()
        names = list(HEX_TERRAIN) + sorted(set(doc.scenario.special_rules.terrain_as) - set(HEX_TERRAIN))
        self.terrain.addItems(names)
        self.level = QSpinBox()
        self.level.setRange(-9, 99)
        add = QPushButton(tr("Add sample"))
        add.setToolTip(tr("Teach this hex's terrain and level (two or three hexes of each terrain)"))
        add.clicked.connect(self._add_from_fields)
        for w in (self.hex_edit, self.terrain, self.level, add):
            row.addWidget(w)
        lay.addLayout(row)
        self.samples_label = QLabel()
        lay.addWidget(self.samples_label)
        self.read_btn = QPushButton(tr("Read the map"))
        self.read_btn.clicked.connect(self.read_map)
        lay.addWidget(self.read_btn)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.queue = _QueueList(self)
        self.queue.setToolTip(tr("Enter: accept the hex as read; Ctrl+Enter: correct it to the terrain and level "
                                 "above"))
        lay.addWidget(self.queue)
        self.overwrite = QCheckBox(tr("Replace painted hexes"))
        self.overwrite.setToolTip(tr("Also replace the hexes that had a terrain or a level before"))
        lay.addWidget(self.overwrite)
        self.apply_btn = QPushButton(tr("Apply"))
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        lay.addWidget(self.apply_btn)
        self._show_samples()

    # -- samples -------------------------------------------------------------------------------------------
    def _add_from_fields(self) -> None:
        try:
            h = self.doc.scenario.grid.parse_label(self.hex_edit.text())
        except ValueError as e:
            self.status.setText(str(e))
            return
        self.add_sample(h, self.terrain.currentText(), self.level.value())
        self.hex_edit.clear()

    def add_sample(self, h: Hex, terrain: str, level: int) -> None:
        if not self.doc.scenario.grid.contains(h):
            return
        self.samples[h] = (terrain, level)
        self._show_samples()
        if self.result is not None:
            self.read_map()

    def _show_samples(self) -> None:
        self.samples_label.setText(tr("Samples: {count}").format(count=len(self.samples)))

    # -- reading -------------------------------------------------------------------------------------------
    def _measure(self):
        from rules.scan.features import measure, open_scan

        bg = self.doc.scenario.map.background
        grid = self.doc.scenario.grid
        if bg is None or self.doc.base_dir is None:
            raise ValueError(tr("Load the scan and fit the grid first (Map → Background image)"))
        if bg.affine is not None:
            t = tuple(bg.affine)
        else:
            first = grid.from_offset(grid.first_column, grid.first_row)
            t = affine.quick_fit(grid.layout(affine.GRID_HEX_WIDTH).center(first), tuple(bg.origin), bg.hex_width)
        with open_scan(Path(self.doc.base_dir) / bg.image) as im:
            return measure(im, t, grid)  # type: ignore[arg-type]

    def read_map(self) -> None:
        try:
            import sklearn  # noqa: F401  (classify imports it when it learns: say so before any work)

            from rules.scan.classify import classify
        except ImportError:
            self.status.setText(tr("Reading the terrain needs scikit-learn, which this copy of Banneret does not "
                                   "have: install it with pip install \"banneret[scan]\""))
            return
        if len({t for t, _lv in self.samples.values()}) < 2:
            self.status.setText(tr("Give sample hexes of at least two terrains"))
            return
        try:
            if self.features is None:
                self.features = self._measure()
        except (OSError, ValueError) as e:
            self.status.setText(str(e))
            return
        self.result = classify(self.features, self.samples)
        grid = self.doc.scenario.grid
        self.queue.clear()
        for c in self.result.flagged:
            item = QListWidgetItem(f"{grid.label(c.hex)}  {c.terrain}  {c.level}  {100 * c.confidence:.0f} %")
            item.setData(Qt.ItemDataRole.UserRole, c.hex)
            self.queue.addItem(item)
        if self.queue.count():
            self.queue.setCurrentRow(0)
        self.status.setText(tr("{count} hexes to review: the least certain ones, each less than {percent} % sure "
                               "of its terrain and level (at most 15 % of the map)").format(
            count=self.queue.count(), percent=round(100 * self.result.review_below)))
        self.apply_btn.setEnabled(True)

    def _current(self) -> Hex | None:
        item = self.queue.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def accept_current(self) -> None:
        h = self._current()
        if h is None or self.result is None:
            return
        c = self.result.by_hex()[h]
        self.add_sample(h, c.terrain, c.level)

    def correct_current(self) -> None:
        h = self._current()
        if h is not None:
            self.add_sample(h, self.terrain.currentText(), self.level.value())

    # -- applying ------------------------------------------------------------------------------------------
    def apply(self) -> bool:
        """Every hex as read (samples as taught), in one undo step; painted hexes kept unless asked."""
        if self.result is None:
            return False
        keep = set() if self.overwrite.isChecked() else self.painted - set(self.samples)
        terrain: dict[Hex, str] = {}
        levels: dict[Hex, int] = {}
        for c in self.result.calls:
            if c.hex in keep:
                continue
            terrain[c.hex], levels[c.hex] = self.samples.get(c.hex, (c.terrain, c.level))
        return self.doc.paint_cells(tr("Read terrain from the scan"), terrain, levels)
