"""The reading of the scan drawn over the map (issue #31): every hex tinted translucent with the colour the
renderer gives its proposed terrain and level, so the scan still shows through; the hexes of the review queue
outlined, the taught samples marked with a ring filled with their terrain's colour, the queue's current hex
outlined thick.

Registered with the map view's `overlay_painters` (as play mode's overlay is) while the dialog shows it; it
draws, it never edits the document. The tint is drawn once into an image (about 48 pixels a hex) and that
image is scaled onto the map: the overlay item repaints at every hover, and 1 200 translucent hexes drawn one
by one took ~70 ms a frame on a 40 × 30 map.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from rules.geometry.hexgrid import Hex

from ..palette import qcolor, terrain_fill

TINT_PX_PER_HEX = 48  # the cached tint's resolution
TINT_MAX_PIXELS = 4_000_000
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
        self._tint: tuple[QImage, QRectF] | None = None

    def refresh(self) -> None:
        """The reading, the samples or the toggle changed: draw the tint again at the next paint."""
        self._tint = None
        self.view.overlay.update()

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

    def tint(self) -> tuple[QImage, QRectF] | None:
        """The tinted hexes as an image and the scene rectangle it covers (None: nothing to tint)."""
        if self._tint is None:
            colours = self.colours()
            if not colours:
                return None
            g = self.dialog.doc.geometry
            rect = g.hexes_rect(colours, margin=2)
            scale = min(TINT_PX_PER_HEX / g.hex_width, math.sqrt(TINT_MAX_PIXELS / (rect.width() * rect.height())))
            img = QImage(max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale)),
                         QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            q = QPainter(img)
            q.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            q.scale(scale, scale)
            q.translate(-rect.topLeft())
            q.setPen(Qt.PenStyle.NoPen)
            for h, colour in colours.items():
                q.setBrush(colour)
                q.drawPolygon(g.polygon(h))
            q.end()
            self._tint = (img, rect)
        return self._tint

    def paint(self, p: QPainter) -> None:
        if self.view.doc is not self.dialog.doc:  # another scenario opened in the window meanwhile
            return
        g = self.dialog.doc.geometry
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        tint = self.tint()
        if tint is not None:
            p.save()
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            p.drawImage(tint[1], tint[0])
            p.restore()
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.show_reading and self.dialog.result is not None:
            pen = QPen(FLAGGED, 2.5)
            pen.setCosmetic(True)
            p.setPen(pen)
            for c in self.dialog.result.flagged:
                if c.hex not in self.dialog.samples:
                    p.drawPolygon(g.polygon(c.hex))
        if self.show_reading and getattr(self.dialog, "sides", None) is not None:
            self.dialog.sides.paint(p)  # the hexside proposals: lines, distinct from the terrain's tint
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
