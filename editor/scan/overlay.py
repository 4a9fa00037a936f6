"""The reading of the scan drawn over the map (issue #31): every hex tinted translucent with the colour the
renderer gives its proposed terrain and level, so the scan still shows through; the hexes of the review queue
outlined, the taught samples marked with a ring filled with their terrain's colour, the queue's current hex
outlined thick.

Registered with the map view's `overlay_painters` (as play mode's overlay is) while the dialog shows it; it
draws, it never edits the document.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen

from rules.geometry.hexgrid import Hex

from ..palette import qcolor, terrain_fill

TINT_ALPHA = 120  # the scan shows through the tint
FLAGGED = QColor(230, 120, 0, 235)
SAMPLE = QColor(20, 20, 20, 230)
CURRENT = QColor(220, 20, 60, 255)


class ScanOverlay:
    def __init__(self, view, dialog) -> None:
        self.view = view
        self.dialog = dialog
        self.show_reading = True
        self.current: Hex | None = None

    @property
    def installed(self) -> bool:
        return self.paint in self.view.overlay_painters

    def install(self) -> None:
        if not self.installed:
            self.view.overlay_painters.append(self.paint)
        self.view.overlay.update()

    def uninstall(self) -> None:
        if self.installed:
            self.view.overlay_painters.remove(self.paint)
        self.view.overlay.update()

    def colours(self) -> dict[Hex, QColor]:
        """The tint of each hex as read (a taught sample: as taught); empty before reading or when hidden."""
        result = self.dialog.result
        if result is None or not self.show_reading:
            return {}
        terrain_as = self.dialog.doc.scenario.special_rules.terrain_as
        samples = self.dialog.samples
        return {c.hex: qcolor(terrain_fill(*samples.get(c.hex, (c.terrain, c.level)), terrain_as), TINT_ALPHA)
                for c in result.calls}

    def paint(self, p: QPainter) -> None:
        if self.view.doc is not self.dialog.doc:  # another scenario opened in the window meanwhile
            return
        g = self.dialog.doc.geometry
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(Qt.PenStyle.NoPen)
        for h, colour in self.colours().items():
            p.setBrush(colour)
            p.drawPolygon(g.polygon(h))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.show_reading and self.dialog.result is not None:
            pen = QPen(FLAGGED, 2.5)
            pen.setCosmetic(True)
            p.setPen(pen)
            for c in self.dialog.result.flagged:
                if c.hex not in self.dialog.samples:
                    p.drawPolygon(g.polygon(c.hex))
        pen = QPen(SAMPLE, 2.0)
        pen.setCosmetic(True)
        p.setPen(pen)
        terrain_as = self.dialog.doc.scenario.special_rules.terrain_as
        for h, (t, lv) in self.dialog.samples.items():  # a ring filled with the taught terrain's colour
            p.setBrush(qcolor(terrain_fill(t, lv, terrain_as)))
            p.drawEllipse(g.qcenter(h), g.r * 0.32, g.r * 0.32)
        if self.current is not None:
            pen = QPen(CURRENT, 4.0)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolygon(g.polygon(self.current))
