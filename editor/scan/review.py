"""Map → Read terrain from the scan…: samples, the review queue, and one undoable apply.

The designer gives a few sample hexes — typed (a hex number, its terrain and level: Add sample) or, with Teach
on the map, clicked with the terrain brush (the brush's terrain, the level above; a click on a sample removes
it; samples are no document edit, so no undo step) — reads the map, then walks the review queue with the
keyboard: Enter accepts the hex as read (it becomes a sample), Ctrl+Enter corrects it to the terrain and level
chosen above (a new sample too); every new sample re-classifies the rest (the scan's features are measured once,
on a worker thread with the progress dialog and Cancel, so re-reading takes well under a second). The reading
shows on the map (`overlay.ScanOverlay`), the queue's current hex centred. Apply writes every hex as one undo
step. Hand-painted hexes — those with a terrain other than clear or a level other than 0 when the dialog
opened, the same rule as `banneret scan-terrain --apply` — are kept unless "Replace painted hexes" is ticked.
The hexside features and road links proposed are reviewed and applied apart (`sides.HexsideReview`).
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

from ..hexmap.document import Document
from ..i18n import tr
from ..progress import run_cancellable
from .overlay import ScanOverlay
from .sides import HexsideReview


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
    def __init__(self, doc: Document, parent=None, view=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.view = view  # the map view: teach mode and the overlay (None: the dialog alone, as in the CLI)
        self.setWindowTitle(tr("Read terrain from the scan"))
        md = doc.scenario.map
        self.painted = {h for h in doc.scenario.grid.hexes() if md.terrain_at(h) != "clear" or md.level_at(h) != 0}
        self.samples: dict[Hex, tuple[str, int]] = {}
        self.features = None
        self.result = None
        self._teaching = False  # a teach click re-reads the map: the view stays where the designer clicks
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
        self.teach = QCheckBox(tr("Teach on the map"))
        self.teach.setToolTip(tr("A click with the terrain brush adds the hex as a sample of the brush's terrain "
                                 "and the level above instead of painting it; a click on a sample removes it"))
        self.teach.setChecked(view is not None)
        self.teach.setEnabled(view is not None)
        lay.addWidget(self.teach)
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
        self.queue.currentItemChanged.connect(self._queue_moved)
        lay.addWidget(self.queue)
        self.show_overlay = QCheckBox(tr("Show the reading on the map"))
        self.show_overlay.setToolTip(tr("Tint each hex with the colour of the terrain read, outline the hexes to "
                                        "review"))
        self.show_overlay.setChecked(True)
        self.show_overlay.setEnabled(view is not None)
        self.show_overlay.toggled.connect(self._overlay_toggled)
        lay.addWidget(self.show_overlay)
        self.overlay = ScanOverlay(view, self) if view is not None else None
        self.overwrite = QCheckBox(tr("Replace painted hexes"))
        self.overwrite.setToolTip(tr("Also replace the hexes that had a terrain or a level before"))
        lay.addWidget(self.overwrite)
        self.apply_btn = QPushButton(tr("Apply"))
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        lay.addWidget(self.apply_btn)
        self.sides = HexsideReview(self)  # the hexside proposals: their own list, overlay lines and Apply
        lay.addWidget(self.sides)
        self._show_samples()

    # -- the map view: teach mode and the overlay, while the dialog shows ----------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self.view is not None:
            if self._teach_click not in self.view.press_filters:
                self.view.press_filters.append(self._teach_click)
            self.overlay.install()

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.view is not None:
            if self._teach_click in self.view.press_filters:
                self.view.press_filters.remove(self._teach_click)
            self.overlay.uninstall()
        super().hideEvent(event)

    def _teach_click(self, tool, ev) -> bool:
        """A click of the terrain brush in teach mode: the hex becomes a sample (or stops being one)."""
        if (not self.teach.isChecked() or getattr(tool, "name", "") != "brush" or ev.hex is None
                or self.view.doc is not self.doc):
            return False
        self._teaching = True
        try:
            if ev.hex in self.samples or ev.right:
                self.remove_sample(ev.hex)
            else:
                self.terrain.setCurrentText(tool.settings.terrain)
                self.add_sample(ev.hex, tool.settings.terrain, self.level.value())
        finally:
            self._teaching = False
        return True

    def _overlay_toggled(self, on: bool) -> None:
        if self.overlay is not None:
            self.overlay.show_reading = on
            self.overlay.refresh()

    def _queue_moved(self, item, _previous) -> None:
        h = None if item is None else item.data(Qt.ItemDataRole.UserRole)
        if self.overlay is not None:
            self.overlay.current = h
            if h is not None and not self._teaching:
                self.view.center_on_hex(h)
            self.view.overlay.update()

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

    def remove_sample(self, h: Hex) -> None:
        if self.samples.pop(h, None) is None:
            return
        self._show_samples()
        if self.result is not None and len({t for t, _lv in self.samples.values()}) >= 2:
            self.read_map()

    def _show_samples(self) -> None:
        self.samples_label.setText(tr("Samples: {count}").format(count=len(self.samples)))
        if self.overlay is not None:
            self.overlay.refresh()

    # -- reading -------------------------------------------------------------------------------------------
    def _measure(self):
        """The scan's features, measured on a worker thread with progress and Cancel (None if cancelled)."""
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
        path = Path(self.doc.base_dir) / bg.image

        def work(steps):
            steps(tr("Opening the scan"))
            with open_scan(path) as im:
                steps(tr("Measuring the hexes"))
                return measure(im, t, grid)  # type: ignore[arg-type]

        done, features = run_cancellable(self, tr("Read terrain from the scan"), tr("Reading the scan…"), work, 2)
        return features if done else None

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
        if self.features is None:
            self.status.setText(tr("Reading cancelled: nothing changed"))
            return
        self.result = classify(self.features, self.samples, previous=self.result)
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
        self.sides.read(self.features, self.result)
        if self.overlay is not None:
            self.overlay.refresh()

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
