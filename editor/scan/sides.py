"""The hexside proposals of the scan reading (issue #31's stretch goal), in the Read-terrain dialog and on its
overlay: streams, walls and the like along hexsides, road links across them, bridges where a road crosses
water, fords on the water, each with its confidence (`rules.scan.hexsides`), taught by the features the
designer has drawn.

Each proposal is a checkable line of a list: ticked means accepted. The sure ones (not flagged) start
ticked, the flagged ones not, and the designer's own ticks are kept when the map is read again. *Accept
above* ticks every proposal at least that sure, *Reject all* unticks them all; nothing is written until
*Apply hexsides*, one undo step. A hexside the designer drew by hand (it had a feature or a road link when
the reading was made) is left as it is unless *Replace painted hexes* is ticked (the command line's
`--overwrite`). On the map the proposals are drawn as lines (distinct from the terrain's tint): accepted
solid, the others dashed, the list's current one over a red halo.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from rules.geometry.hexgrid import Hexside
from rules.scan.hexsides import HexsideReading, SideCall, merged, read_hexsides, taught_by
from rules.scenario.model import HEXSIDE_FEATURES, ROUTES

from .. import palette
from ..i18n import tr
from ..palette import qcolor
from ..words import word

INK = {"stream": palette.STREAM, "river": palette.RIVER, "wall": palette.WALL_DARK, "fortification": palette.PALISADE,
       "gate": palette.GATE, "bridge": palette.BRIDGE_EDGE, "ford": palette.FORD_EDGE, "road": palette.ROAD,
       "track": palette.TRACK}
HALO = QColor(220, 20, 60, 200)
Key = tuple[Hexside, str]


class HexsideReview(QGroupBox):
    def __init__(self, dialog) -> None:
        super().__init__(tr("Hexsides"))
        self.dialog = dialog
        self.reading = HexsideReading()
        self.decided: dict[Key, bool] = {}  # the designer's own ticks, kept across readings
        self.drawn: set[Hexside] = set()
        lay = QVBoxLayout(self)
        self.status = QLabel(tr("Read the map to see the hexside features proposed"))
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.list = QListWidget()
        self.list.setToolTip(tr("Each hexside feature read from the scan: ticked ones are accepted (Space ticks "
                                "or unticks the current one)"))
        self.list.itemChanged.connect(self._ticked)
        self.list.currentItemChanged.connect(self._moved)
        lay.addWidget(self.list)
        row = QHBoxLayout()
        self.above = QSpinBox()
        self.above.setRange(0, 100)
        self.above.setSuffix(" %")
        self.above.setValue(80)
        self.above.setToolTip(tr("The confidence Accept above uses"))
        accept = QPushButton(tr("Accept above"))
        accept.setToolTip(tr("Tick every proposal at least this sure"))
        accept.clicked.connect(lambda: self.accept_above(self.above.value() / 100))
        reject = QPushButton(tr("Reject all"))
        reject.setToolTip(tr("Untick every proposal"))
        reject.clicked.connect(self.reject_all)
        for w in (self.above, accept, reject):
            row.addWidget(w)
        lay.addLayout(row)
        self.apply_btn = QPushButton(tr("Apply hexsides"))
        self.apply_btn.setToolTip(tr("Add the ticked hexside features and road links to the map, in one undo step"))
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        lay.addWidget(self.apply_btn)

    # -- reading -------------------------------------------------------------------------------------------
    def read(self, features, result) -> None:
        """The proposals for `features` (the dialog's measured scan) and `result` (its terrain reading)."""
        md = self.dialog.doc.scenario.map
        along, across, drawn = taught_by(md, HEXSIDE_FEATURES, ROUTES)
        if not self.drawn:
            self.drawn = set(drawn)
        if getattr(features, "lines", None) is None:
            self.reading = HexsideReading()
        else:
            self.reading = read_hexsides(features.lines, along, across, drawn,
                                         {c.hex: c.level for c in result.calls})
        self._fill()

    def _fill(self) -> None:
        grid = self.dialog.doc.scenario.grid
        self.list.blockSignals(True)
        self.list.clear()
        for c in self.reading.calls:
            item = QListWidgetItem(f"{grid.label(c.side.a)}/{grid.label(c.side.b)}  {word(c.feature)}  "
                                   f"{100 * c.confidence:.0f} %")
            item.setData(Qt.ItemDataRole.UserRole, c)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            on = self.decided.get((c.side, c.feature), not c.flagged)
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            if c.side in self.drawn:
                item.setToolTip(tr("Drawn by hand: kept unless Replace painted hexes is ticked"))
            self.list.addItem(item)
        self.list.blockSignals(False)
        if not self.reading.taught:
            self.status.setText(tr("No hexside features read: draw two or three hexsides of each feature (a stream, "
                                   "a wall) and a road link or two by hand, and they teach the reading"))
        else:
            self.status.setText(tr("{count} hexside features proposed, {flagged} less than {percent} % sure "
                                   "(unticked)").format(count=len(self.reading.calls),
                                                        flagged=len(self.reading.flagged),
                                                        percent=round(100 * self.reading.sure)))
        self.apply_btn.setEnabled(bool(self.reading.calls))
        self._repaint()

    # -- review --------------------------------------------------------------------------------------------
    def _items(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())]

    def _ticked(self, item: QListWidgetItem) -> None:
        c: SideCall = item.data(Qt.ItemDataRole.UserRole)
        self.decided[(c.side, c.feature)] = item.checkState() == Qt.CheckState.Checked
        self._repaint()

    def _moved(self, item, _previous) -> None:
        if item is not None and self.dialog.view is not None:
            c: SideCall = item.data(Qt.ItemDataRole.UserRole)
            self.dialog.view.center_on_hex(c.side.a)
        self._repaint()

    def set_accepted(self, c: SideCall, on: bool) -> None:
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole) == c:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def accept_above(self, confidence: float) -> None:
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole).confidence >= confidence:
                item.setCheckState(Qt.CheckState.Checked)

    def reject_all(self) -> None:
        for item in self._items():
            item.setCheckState(Qt.CheckState.Unchecked)

    def accepted(self) -> list[SideCall]:
        return [item.data(Qt.ItemDataRole.UserRole) for item in self._items()
                if item.checkState() == Qt.CheckState.Checked]

    def current(self) -> SideCall | None:
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    # -- applying ------------------------------------------------------------------------------------------
    def apply(self) -> bool:
        """The ticked proposals added to the map in one undo step; hexsides drawn by hand kept unless asked."""
        calls = self.accepted()
        if not calls:
            return False
        doc = self.dialog.doc
        keep = set() if self.dialog.overwrite.isChecked() else self.drawn
        md = doc.scenario.map
        hs, rt = merged(md.hexsides, md.routes, calls, ROUTES, keep)
        hexes = {h for c in calls if c.side not in keep for h in (c.side.a, c.side.b)}
        return doc.edit(tr("Add hexsides read from the scan"), {"map.hexsides": hs, "map.routes": rt}, hexes=hexes)

    # -- the overlay ---------------------------------------------------------------------------------------
    def _repaint(self) -> None:
        view = self.dialog.view
        if view is not None:
            view.overlay.update()

    def paint(self, p: QPainter) -> None:
        """Every proposal as a line on the map: along the hexside (a stream, a wall), across it from centre to
        centre (a road), a short bar across it (a bridge, a ford); accepted solid, the others dashed."""
        g = self.dialog.doc.geometry
        current = self.current()
        accepted = set(self.accepted())
        p.setBrush(Qt.BrushStyle.NoBrush)
        for c in self.reading.calls:
            a, b = g.qcenter(c.side.a), g.qcenter(c.side.b)
            if c.feature in ROUTES:
                line = (a, b)
            else:
                ends = g.segment(c.side.a, c.side.b)
                if ends is None:
                    continue
                line = (QPointF(*ends[0]), QPointF(*ends[1]))
                if c.feature in ("bridge", "ford"):
                    mid = (line[0] + line[1]) / 2
                    line = (mid + (a - b) * 0.18, mid - (a - b) * 0.18)
            if c == current:
                pen = QPen(HALO, 10.0)
                pen.setCosmetic(True)
                p.setPen(pen)
                p.drawLine(*line)
            crossing = c.feature in ("bridge", "ford")
            pen = QPen(qcolor(INK.get(c.feature, palette.UNKNOWN_SIDE)), 5.0 if crossing else 4.0)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            if c not in accepted:
                pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.drawLine(*line)
