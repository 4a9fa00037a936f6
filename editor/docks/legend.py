"""The legend dock: what every mark of the map means, with its rule, from the same list and the same
drawings as `banneret render --legend` (rules/map/legend.py)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget

from rules.i18n import _
from rules.map import legend

from ..i18n import tr
from ..icons import pixmap

SAMPLE_PX = 40


class LegendDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None, colour: str = legend.SAMPLE_COLOUR) -> None:
        super().__init__(tr("Legend"), parent)
        self.setObjectName("legend")
        self.list = QListWidget()
        self.list.setIconSize(QSize(SAMPLE_PX, SAMPLE_PX))
        self.list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.list.setToolTip(tr("What the map's marks mean, with the rule of each (the same legend as "
                             "'banneret render --legend')"))
        self.setWidget(self.list)
        self.items: dict[str, QListWidgetItem] = {}
        self.set_colour(colour)

    def set_colour(self, colour: str) -> None:
        """Draw the sample counters in a side's colour (the scenario's first side)."""
        self.list.clear()
        self.items = {}
        bold = QFont(self.list.font())
        bold.setBold(True)
        for group in legend.GROUPS:
            head = QListWidgetItem(_(group))
            head.setFont(bold)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: not selectable, not greyed
            self.list.addItem(head)
            for e in legend.ENTRIES:
                if e.group != group:
                    continue
                name, rule = _(e.name), legend.rule_words(e.rule)
                item = QListWidgetItem(f"{name}\n{rule}")
                item.setIcon(QIcon(pixmap(legend.sample(e, SAMPLE_PX, colour))))
                item.setToolTip(f"{name} ({rule})")
                self.list.addItem(item)
                self.items[e.key] = item
