"""What every tool shares: the events it gets from the map view, its options and its preview."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QT_TR_NOOP, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from rules.geometry.hexgrid import Hex, hex_range, line

from ...commands import new_stroke
from ...i18n import tr
from ..document import Document
from ..mapitem import MapItem


class MapView(Protocol):
    """What a tool asks of the map view it works in (`mapview.MapView` implements it; the view drives its
    tools, so they must not import it back)."""

    map_item: MapItem

    def viewport(self) -> QWidget: ...


@dataclass
class MapEvent:
    x: float  # scene coordinates
    y: float
    hex: Hex | None  # the map hex under the mouse (None off the map)
    raw_hex: Hex  # the hex under the mouse, on the map or not
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    buttons: Qt.MouseButton = Qt.MouseButton.NoButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    delta: int = 0  # wheel notches (positive: away from the user)

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)

    @property
    def right(self) -> bool:
        return bool(self.buttons & Qt.MouseButton.RightButton) or self.button == Qt.MouseButton.RightButton


class ToolSettings(QObject):
    """Choices shared between tools (the picker sets the brush's terrain and the level tool's level)."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.terrain = "wood"
        self.level = 1
        self.brush_size = 1
        self.hexside = "river"
        self.route = "road"

    def set(self, **kw) -> None:
        for k, v in kw.items():
            setattr(self, k, v)
        self.changed.emit()


class Tool(QObject):
    """One way of editing the map. Subclasses set the class attributes and override the handlers."""

    name = "tool"
    label = QT_TR_NOOP("Tool")
    shortcut = ""
    tip = ""
    cursor = Qt.CursorShape.CrossCursor
    message = Signal(str)  # a line for the status bar

    def __init__(self, doc: Document, view: MapView, settings: ToolSettings) -> None:
        super().__init__()
        self.doc = doc
        self.view = view
        self.settings = settings
        self.hover: Hex | None = None

    @property
    def tooltip(self) -> str:
        return f"<b>{tr(self.label)}</b> ({self.shortcut})<br>{tr(self.tip)}"

    def set_document(self, doc: Document) -> None:
        self.doc = doc
        self.cancel()

    # handlers: return nothing; the view repaints the preview after each
    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        pass

    def press(self, ev: MapEvent) -> None:
        pass

    def move(self, ev: MapEvent) -> None:
        self.hover = ev.hex

    def release(self, ev: MapEvent) -> None:
        pass

    def wheel(self, ev: MapEvent) -> bool:
        """True when the tool used the wheel (the view does not zoom then)."""
        return False

    def key(self, key: int, modifiers) -> bool:
        return False

    def context_menu(self, ev: MapEvent, menu) -> None:
        pass

    def options(self) -> QWidget | None:
        """A widget for the tool options bar (or None)."""
        return None

    # preview on the overlay
    def preview_rect(self) -> QRectF:
        if self.hover is None:
            return QRectF()
        return self.doc.geometry.hexes_rect(self.footprint(self.hover), margin=4)

    def footprint(self, h: Hex) -> list[Hex]:
        return [h]

    def paint_preview(self, p: QPainter) -> None:
        if self.hover is None:
            return
        g = self.doc.geometry
        pen = QPen(QColor(20, 90, 220, 230), 2.0)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(QColor(40, 120, 240, 40))
        for h in self.footprint(self.hover):
            if self.doc.scenario.grid.contains(h):
                p.drawPolygon(g.polygon(h))


def hexes_between(a: Hex, b: Hex) -> list[Hex]:
    """Every hex a straight drag from a to b passes over (so a fast stroke leaves no gaps)."""
    return [h for step in line(a, b) for h in step.hexes]


class StrokeTool(Tool):
    """A tool dragged over hexes with a brush of size 1-3 (keys 1-3): the whole drag is one stroke, so one
    undo step. Subclasses say what a press starts (`begin`) and what the stroke does to hexes (`stroke_at`)."""

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.stroke: int | None = None
        self.last: Hex | None = None

    def footprint(self, h: Hex) -> list[Hex]:
        return brush_hexes(self.doc, h, self.settings.brush_size)

    def begin(self, ev: MapEvent) -> None:
        """Called on the press that starts a stroke, before the first `stroke_at`."""

    def stroke_at(self, centres: list[Hex]) -> None:
        raise NotImplementedError

    def press(self, ev: MapEvent) -> None:
        if ev.hex is None:
            return
        self.stroke = new_stroke()
        self.begin(ev)
        self.last = ev.hex
        self.stroke_at([ev.hex])

    def move(self, ev: MapEvent) -> None:
        super().move(ev)
        if self.stroke is None or ev.hex is None or ev.hex == self.last:
            return
        self.stroke_at(hexes_between(self.last, ev.hex) if self.last is not None else [ev.hex])
        self.last = ev.hex

    def release(self, ev: MapEvent) -> None:
        self.cancel()

    def cancel(self) -> None:
        self.stroke = None
        self.last = None

    def key(self, key: int, modifiers) -> bool:
        if key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3):
            self.settings.set(brush_size=key - Qt.Key.Key_0)
            return True
        return False


def brush_hexes(doc: Document, center: Hex, size: int) -> list[Hex]:
    """Size 1: the hex; 2: and its neighbours; 3: two rings."""
    return [h for h in hex_range(center, max(0, size - 1)) if doc.scenario.grid.contains(h)]


def options_bar(*widgets) -> QWidget:
    from PySide6.QtWidgets import QHBoxLayout

    w = QWidget()
    lay = QHBoxLayout(w)
    lay.setContentsMargins(4, 0, 4, 0)
    lay.setSpacing(6)
    for x in widgets:
        if isinstance(x, str):
            from PySide6.QtWidgets import QLabel

            x = QLabel(x)
        lay.addWidget(x)
    lay.addStretch(1)
    return w


def combo(items: list[tuple[str, str]], current: str, on_change, tip: str = "", icon=None) -> QWidget:
    """A combo box of (value, text) that calls on_change(value); `icon(value)` gives each item its icon."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QComboBox

    c = QComboBox()
    if icon is not None:
        c.setIconSize(QSize(24, 24))
    for value, text in items:
        if icon is not None:
            c.addItem(icon(value), text, value)
        else:
            c.addItem(text, value)
    i = c.findData(current)
    c.setCurrentIndex(max(0, i))
    c.currentIndexChanged.connect(lambda _i: on_change(c.currentData()))
    if tip:
        c.setToolTip(tip)
    return c


def size_buttons(settings: ToolSettings) -> QWidget:
    from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QToolButton

    w = QWidget()
    lay = QHBoxLayout(w)
    lay.setContentsMargins(0, 0, 0, 0)
    group = QButtonGroup(w)
    for n in (1, 2, 3):
        b = QToolButton()
        b.setText(str(n))
        b.setCheckable(True)
        b.setChecked(settings.brush_size == n)
        b.setToolTip(tr("Brush size {n}: {size} (key {n})").format(
            n=n, size=(tr("one hex"), tr("a hex and its 6 neighbours"), tr("two rings: 19 hexes"))[n - 1]))
        group.addButton(b, n)
        lay.addWidget(b)
    group.idClicked.connect(lambda n: settings.set(brush_size=n))
    settings.changed.connect(lambda: group.button(settings.brush_size).setChecked(True)
                             if group.button(settings.brush_size) else None)
    return w
