"""Terrain tools: the brush (sizes 1-3), the fill (one connected area of one terrain) and the rectangle."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from rules.geometry.hexgrid import Hex
from rules.scenario import model as m

from ...i18n import tr
from ...icons import terrain_icon
from ...words import word
from .base import MapEvent, StrokeTool, Tool, combo, options_bar, size_buttons


def terrain_names(doc) -> list[tuple[str, str]]:
    extra = sorted(set(doc.scenario.map.terrain.values()) - set(m.HEX_TERRAIN)
                   | set(doc.scenario.special_rules.terrain_as) - set(m.HEX_TERRAIN))
    return [(t, word(t)) for t in (*m.HEX_TERRAIN, *extra)]


def terrain_combo(tool: Tool) -> object:
    c = combo(terrain_names(tool.doc), tool.settings.terrain, lambda v: tool.settings.set(terrain=v),
              tr("The terrain to paint (the picker, I, takes it from the map)"),
              icon=lambda t: terrain_icon(t, tool.doc.scenario.special_rules.terrain_as.get(t)))

    def sync():
        i = c.findData(tool.settings.terrain)
        if i < 0:
            t = tool.settings.terrain
            c.addItem(terrain_icon(t, tool.doc.scenario.special_rules.terrain_as.get(t)), t, t)
            i = c.count() - 1
        if c.currentIndex() != i:
            c.blockSignals(True)
            c.setCurrentIndex(i)
            c.blockSignals(False)
    tool.settings.changed.connect(sync)
    return c


class BrushTool(StrokeTool):
    name = "brush"
    label = QT_TR_NOOP("Terrain brush")
    shortcut = "B"
    tip = QT_TR_NOOP('Drag to paint the chosen terrain; right-drag paints clear. Sizes 1, 2, 3 (keys 1-3). A '
                     'whole stroke is one undo step.')

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.value = "clear"

    def begin(self, ev: MapEvent) -> None:
        self.value = "clear" if ev.right else self.settings.terrain

    def stroke_at(self, hexes: list[Hex]) -> None:
        cells: dict[Hex, str] = {}
        for c in hexes:
            for h in self.footprint(c):
                cells[h] = self.value
        self.doc.paint_cells(tr("Paint {value}").format(value=word(self.value)), terrain=cells, stroke=self.stroke)

    def options(self):
        return options_bar(tr("Terrain:"), terrain_combo(self), tr("Size:"), size_buttons(self.settings))


def connected_area(doc, start: Hex) -> set[Hex]:
    """The hexes of one terrain connected to `start` through neighbours of that terrain."""
    md = doc.scenario.map
    grid = doc.scenario.grid
    kind = md.terrain_at(start)
    seen = {start}
    todo = [start]
    while todo:
        h = todo.pop()
        for n in grid.neighbours(h):
            if n not in seen and md.terrain_at(n) == kind:
                seen.add(n)
                todo.append(n)
    return seen


class FillTool(Tool):
    name = "fill"
    label = QT_TR_NOOP("Fill")
    shortcut = "F"
    tip = QT_TR_NOOP('Click to fill the connected area of one terrain with the chosen terrain (right-click: with '
                     'clear).')

    def press(self, ev: MapEvent) -> None:
        if ev.hex is None:
            return
        value = "clear" if ev.right else self.settings.terrain
        area = connected_area(self.doc, ev.hex)
        self.doc.paint_cells(tr("Fill with {value}").format(value=word(value)), terrain={h: value for h in area})

    def options(self):
        return options_bar(tr("Terrain:"), terrain_combo(self))


def offset_rect(doc, a: Hex, b: Hex) -> list[Hex]:
    g = doc.scenario.grid
    (c0, r0), (c1, r1) = g.to_offset(a), g.to_offset(b)
    return [g.from_offset(c, r) for c in range(min(c0, c1), max(c0, c1) + 1)
            for r in range(min(r0, r1), max(r0, r1) + 1) if g.contains(g.from_offset(c, r))]


class RectangleTool(Tool):
    name = "rectangle"
    label = QT_TR_NOOP("Rectangle")
    shortcut = "R"
    tip = QT_TR_NOOP('Drag a rectangle of columns and rows to paint with the chosen terrain (right-drag: clear).')

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.start: Hex | None = None
        self.right = False

    def footprint(self, h: Hex) -> list[Hex]:
        if self.start is None:
            return [h]
        return offset_rect(self.doc, self.start, h)

    def press(self, ev: MapEvent) -> None:
        if ev.hex is not None:
            self.start = ev.hex
            self.right = ev.right

    def release(self, ev: MapEvent) -> None:
        if self.start is not None and ev.hex is not None:
            value = "clear" if self.right else self.settings.terrain
            hexes = offset_rect(self.doc, self.start, ev.hex)
            self.doc.paint_cells(tr("Rectangle of {value}").format(value=word(value)),
                                 terrain={h: value for h in hexes})
        self.start = None

    def cancel(self) -> None:
        self.start = None

    def preview_rect(self) -> QRectF:
        return super().preview_rect()

    def paint_preview(self, p: QPainter) -> None:
        if self.hover is None:
            return
        pen = QPen(QColor(20, 90, 220, 230), 2.0)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(QColor(40, 120, 240, 50))
        g = self.doc.geometry
        for h in self.footprint(self.hover):
            p.drawPolygon(g.polygon(h))

    def options(self):
        return options_bar(tr("Terrain:"), terrain_combo(self))
