"""The army-list dock of a table scenario: each side with its army list's unit cards, dragged onto the table
to place a unit (`canvas.CARD_MIME`), and the units already placed (a click selects one on the table)."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QTreeWidget, QTreeWidgetItem

from ..i18n import tr
from .canvas import CARD_MIME
from .document import BbgDocument

ROLE = Qt.ItemDataRole.UserRole


class _CardTree(QTreeWidget):
    def mimeData(self, items) -> QMimeData:  # noqa: N802 (Qt's name)
        data = QMimeData()
        got = items[0].data(0, ROLE) if items else None
        if got and got[0] == "card":
            data.setData(CARD_MIME, f"{got[1]}\n{got[2]}".encode())
        return data

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [CARD_MIME]


class ArmyDock(QDockWidget):
    def __init__(self, doc: BbgDocument, parent=None) -> None:
        super().__init__(tr("Armies"), parent)
        self.setObjectName("bbg-armies")
        self.tree = _CardTree()
        self.tree.setHeaderLabels([tr("Unit card or unit"), tr("Figures")])
        self.tree.setColumnWidth(0, 200)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.tree.setToolTip(tr("Drag a unit card onto the table to place a unit; click a placed unit to select it"))
        self.tree.itemClicked.connect(self._clicked)
        self.setWidget(self.tree)
        self.set_document(doc)

    def set_document(self, doc: BbgDocument) -> None:
        if getattr(self, "doc", None) is not None:
            self.doc.changed.disconnect(self.refresh)
        self.doc = doc
        doc.changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_) -> None:
        self.tree.clear()
        sc = self.doc.scenario
        if sc is None:
            return
        for side in sc.sides:
            top = QTreeWidgetItem([side.name or side.id, ""])
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
            self.tree.addTopLevelItem(top)
            army = self.doc.armies.get(side.id)
            cards = QTreeWidgetItem([tr("Unit cards of {army}").format(army=army.name) if army else
                                     tr("No army list read for this side"), ""])
            cards.setFlags(cards.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
            top.addChild(cards)
            for card in army.cards if army else []:
                item = QTreeWidgetItem([card.name or card.id, str(card.figure_count() or "")])
                item.setData(0, ROLE, ("card", side.id, card.id))
                item.setToolTip(0, tr("Drag onto the table to place a unit of this card"))
                cards.addChild(item)
            placed = QTreeWidgetItem([tr("On the table"), str(len(side.units))])
            placed.setFlags(placed.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
            top.addChild(placed)
            for unit in side.units:
                item = QTreeWidgetItem([unit.id, str(unit.figure_count())])
                item.setData(0, ROLE, ("unit", unit.id))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
                placed.addChild(item)
        self.tree.expandAll()

    def _clicked(self, item: QTreeWidgetItem, _col: int) -> None:
        got = item.data(0, ROLE)
        if got and got[0] == "unit":
            self.doc.select("unit", got[1])
