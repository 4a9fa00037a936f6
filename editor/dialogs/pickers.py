"""Pickers for the settings dialog's tables, so a designer chooses rather than types ids: combo cells (events,
sides, edges, terrains), counters of a side from a checklist, and hexes clicked on a small map view of the
scenario (the editor's own MapView, with a tool that toggles hexes). Every cell gives its value back as the
text the table used to hold, so the dialog reads and checks values in one place."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TR_NOOP, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rules.geometry.hexgrid import Hex

from ..hexmap.document import Document
from ..hexmap.mapview import MapView
from ..hexmap.tools.base import MapEvent, Tool, ToolSettings
from ..i18n import tr

Items = Sequence[tuple[str, str | None]]  # (words shown, value kept; None: a heading)


class ComboCell(QComboBox):
    """A choice among named values; a value the list does not know is kept, marked, for OK to explain."""

    def __init__(self, items: Items | Callable[[], Items], value: str = "", blank: str | None = None) -> None:
        super().__init__()
        self._items = items
        self._blank = blank
        self.refill(value)

    def refill(self, value: str | None = None) -> None:
        value = self.value() if value is None else value
        self.clear()
        if self._blank is not None:
            self.addItem(self._blank, "")
        for words, data in (self._items() if callable(self._items) else self._items):
            self.addItem(words, data)
        i = self.findData(value)
        if i < 0 and value:
            self.addItem(tr("{value} (unknown)").format(value=value), value)
            i = self.count() - 1
        self.setCurrentIndex(max(i, 0))

    def value(self) -> str:
        data = self.currentData()
        return "" if data is None else str(data)


class _ButtonCell(QWidget):
    """A line that can still be typed in, with a button that opens a picker."""

    def __init__(self, value: str, button: str, tip: str) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.line = QLineEdit(value)
        self.line.setToolTip(tip)
        self.button = QPushButton(button)
        self.button.setToolTip(tip)
        self.button.clicked.connect(self.pick)
        lay.addWidget(self.line, 1)
        lay.addWidget(self.button)

    def value(self) -> str:
        return self.line.text().strip()

    def pick(self) -> None:  # pragma: no cover - each cell overrides it
        raise NotImplementedError


class ChecklistCell(_ButtonCell):
    """Ids chosen from a checklist (the scenario's banners, the unit types); the line can still be typed in.
    `choices` is called when the list opens, so it offers what the scenario holds then."""

    keep_unknown = True  # an id the list does not offer stays chosen (shown, marked)

    def __init__(self, value: str, choices: Callable[[], Items], what: str, tip: str, empty: str = "") -> None:
        super().__init__(value, tr("Choose…"), tip)
        self.choices, self.what, self.empty = choices, what, empty

    def pick(self) -> None:
        dialog = CounterPickDialog(self.choices(), self.value().replace(",", " ").split(), self.what, self,
                                   empty=self.empty, keep_unknown=self.keep_unknown)
        if dialog.exec():
            self.line.setText(", ".join(dialog.chosen()))


class CounterCell(ChecklistCell):
    """Units (or leaders) of one side, chosen from a checklist of that side's counters: when the row's side
    changes, the other side's counters are no longer offered."""

    keep_unknown = False

    def __init__(self, value: str, choices: Callable[[], Items], what: str) -> None:
        super().__init__(value, choices, what,
                         tr("The {what}: type ids, or choose them from the side's list").format(what=what),
                         tr("No {what} for this side yet: choose the side first, or add them in Armies.").format(
                             what=what))


class CounterPickDialog(QDialog):
    """A checklist. An item whose value is None is a heading (a side), not a choice; an id already chosen
    that the list does not offer is kept, checked and marked, so OK never drops it unseen (unless
    `keep_unknown` is False: a side's counters once the side changed)."""

    def __init__(self, items: Items, chosen: list[str], what: str, parent: QWidget | None = None,
                 empty: str = "", keep_unknown: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Choose the {what}").format(what=what))
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        offered = {ident for _, ident in items if ident is not None}
        unknown = [(tr("{0} (not in this scenario)").format(ident), ident) for ident in chosen
                   if ident not in offered and keep_unknown]
        for words, ident in [*items, *unknown]:
            item = QListWidgetItem(words)
            if ident is None:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.list.addItem(item)
                continue
            item.setData(Qt.ItemDataRole.UserRole, ident)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if ident in chosen else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        if not items:
            lay.addWidget(QLabel(empty or tr("No {what} for this side yet: choose the side first, or add them in "
                                             "Armies.").format(what=what)))
        self.list.setMinimumWidth(min(self.list.sizeHintForColumn(0) + 40, 760))  # each line whole
        lay.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def chosen(self) -> list[str]:
        items = [self.list.item(i) for i in range(self.list.count())]
        return [it.data(Qt.ItemDataRole.UserRole) for it in items
                if it.data(Qt.ItemDataRole.UserRole) is not None and it.checkState() == Qt.CheckState.Checked]


class HexCell(_ButtonCell):
    """Hex labels, typed or picked on the map."""

    def __init__(self, value: str, doc: Document, what: str) -> None:
        super().__init__(value, tr("Pick on map…"), tr("The {what}: hex labels, or pick them on the map").format(
            what=what))
        self.doc, self.what = doc, what

    def pick(self) -> None:
        g = self.doc.scenario.grid
        start = []
        for word in self.value().replace(",", " ").split():
            try:
                start.append(g.parse_label(word))
            except ValueError:
                continue
        dialog = HexPickDialog(self.doc, start, self.what, self)
        if dialog.exec():
            self.line.setText(" ".join(g.label(h) for h in dialog.hexes()))


class EntryCell(HexCell):
    """Where a reinforcement enters (R29): a map edge chosen from a list, or hexes picked on the map."""

    def __init__(self, value: str, doc: Document, edges: Sequence[str]) -> None:
        super().__init__("" if value in edges else value, doc, tr("entry hexes"))
        self.edge = QComboBox()
        self.edge.addItem(tr("hexes:"), "")
        words = {"north": tr("the north edge"), "south": tr("the south edge"),
                 "east": tr("the east edge"), "west": tr("the west edge")}
        for e in edges:
            self.edge.addItem(words.get(e, e), e)
        self.edge.setCurrentIndex(max(0, self.edge.findData(value)) if value in edges else 0)
        self.edge.setToolTip(tr("The map edge they enter by, or 'hexes:' and the hexes picked on the map "
                                     "(R29)"))
        self.layout().insertWidget(0, self.edge)
        self.edge.currentIndexChanged.connect(self._by_edge)
        self._by_edge()

    def _by_edge(self, *_) -> None:
        """An edge: the list takes the cell; hexes: the list shrinks to 'hexes:' beside the line and the button."""
        hexes = not self.edge.currentData()
        self.line.setVisible(hexes)
        self.button.setVisible(hexes)
        self.edge.setSizePolicy(QSizePolicy.Policy.Maximum if hexes else QSizePolicy.Policy.Expanding,
                                QSizePolicy.Policy.Fixed)
        self.edge.setMaximumWidth(self.edge.fontMetrics().horizontalAdvance(self.edge.currentText()) + 40
                                  if hexes else 16777215)

    def value(self) -> str:
        return self.edge.currentData() or super().value()


class HexPickTool(Tool):
    name = "pick"
    label = QT_TR_NOOP("Pick hexes")
    tip = QT_TR_NOOP("Click a hex to add it; click it again to take it out")
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, doc: Document, view: MapView, picked: list[Hex], changed: Callable[[], None]) -> None:
        super().__init__(doc, view, ToolSettings())
        self.picked = list(picked)
        self.changed = changed

    def press(self, ev: MapEvent) -> None:
        if ev.hex is None or ev.right:
            return
        if ev.hex in self.picked:
            self.picked.remove(ev.hex)
        else:
            self.picked.append(ev.hex)
        self.changed()

    def preview_rect(self) -> QRectF:
        g = self.doc.geometry
        return g.rect.adjusted(-g.hex_width, -g.hex_width, g.hex_width, g.hex_width)

    def paint_preview(self, p: QPainter) -> None:
        g = self.doc.geometry
        pen = QPen(QColor(200, 30, 30), 3.0)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(QColor(230, 60, 60, 90))
        for h in self.picked:
            p.drawPolygon(g.polygon(h))
        if self.hover is not None:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(30, 110, 230), 2.0))
            p.drawPolygon(g.polygon(self.hover))


class HexPickDialog(QDialog):
    """A small view of the scenario's map where clicks toggle hexes."""

    def __init__(self, doc: Document, picked: list[Hex], what: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Pick the {what} on the map").format(what=what))
        self.resize(640, 560)
        self.doc = doc
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(tr("Click hexes to add them; click again to take one out. Wheel: zoom; Space+drag: "
                                "pan.")))
        self.view = MapView(doc, self)
        self.tool = HexPickTool(doc, self.view, picked, self._changed)
        self.view.set_tool(self.tool)
        lay.addWidget(self.view, 1)
        self.picked_label = QLabel()
        self.picked_label.setWordWrap(True)
        lay.addWidget(self.picked_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.view.set_minimap_wanted(False)  # the whole map is shown: no minimap over it
        self._changed()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.view.fit()  # once the view has its size

    def _changed(self) -> None:
        g = self.doc.scenario.grid
        labels = ", ".join(g.label(h) for h in self.tool.picked)
        self.picked_label.setText(tr("Picked: {labels}").format(labels=labels) if labels
                                  else tr("Picked: none yet"))
        self.view.overlay.update()

    def hexes(self) -> list[Hex]:
        return list(self.tool.picked)
