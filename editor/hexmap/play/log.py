"""The game log: every choice and die of the current line in notation, with what happened in the rules'
words under it. Clicking a move shows the position at that point; a different choice made there starts a
new branch and the old line is kept; the branch box switches between lines; undo and redo step along the
line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...i18n import tr
from .session import Node

if TYPE_CHECKING:
    from .host import PlayHost

NODE = Qt.ItemDataRole.UserRole


def actor_words(actor: str) -> str:
    """Who chose, in the editor's language: the log keeps "designer", "dice", "program (side)" as data."""
    fixed = {"designer": tr("designer"), "dice": tr("dice"), "dice (seeded)": tr("dice (seeded)")}
    if actor in fixed:
        return fixed[actor]
    if actor.startswith("program (") and actor.endswith(")"):
        return tr("program ({side})").format(side=actor[len("program ("):-1])
    return actor


class LogPanel(QWidget):
    def __init__(self, mode: PlayHost) -> None:
        super().__init__()
        self.mode = mode
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        self.undo_button = QToolButton()
        self.undo_button.setDefaultAction(mode.undo_act)
        self.redo_button = QToolButton()
        self.redo_button.setDefaultAction(mode.redo_act)
        top.addWidget(self.undo_button)
        top.addWidget(self.redo_button)
        top.addWidget(QLabel(tr("Line:")))
        self.branches = QComboBox()
        self.branches.setToolTip(tr("Every line of play of this game; pick one to show its last position"))
        self.branches.activated.connect(self._branch_chosen)
        top.addWidget(self.branches, 1)
        lay.addLayout(top)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["#", tr("Who"), tr("Choice, and what happened")])
        self.tree.setColumnWidth(0, 46)
        self.tree.setColumnWidth(1, 140)
        self.tree.setToolTip(tr("Click a move to see the position after it; a different choice there starts a new "
                             "branch (the old line is kept)"))
        self.tree.itemClicked.connect(self._clicked)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._menu)
        lay.addWidget(self.tree, 1)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #555;")
        lay.addWidget(self.hint)
        self._tips: list[Node] = []

    def refresh(self) -> None:
        session = self.mode.session
        if session is None:
            return
        tree = self.tree
        tree.setUpdatesEnabled(False)
        tree.clear()
        line = session.line()
        current = session.current
        after = False
        bold = QFont()
        bold.setBold(True)
        grey = QBrush(QColor(150, 150, 150))
        current_item = None
        for n in line:
            number = str(n.depth)
            item = QTreeWidgetItem([number, actor_words(n.actor), n.text])
            item.setData(0, NODE, n)
            item.setToolTip(2, n.text)
            forks = len(n.parent.children) if n.parent is not None else 1
            if forks > 1:
                item.setText(0, f"{number} ⑂")
                item.setToolTip(0, tr("{count} lines part here").format(count=forks))
            for ev in n.events:
                for text in ev.splitlines():
                    child = QTreeWidgetItem(["", "", text])
                    child.setData(0, NODE, n)
                    child.setToolTip(2, text)
                    item.addChild(child)
            tree.addTopLevelItem(item)
            item.setExpanded(True)
            if n is current:
                for col in range(3):
                    item.setFont(col, bold)
                item.setBackground(2, QBrush(QColor(210, 225, 250)))
                current_item = item
            elif after:
                for col in range(3):
                    item.setForeground(col, grey)
                for k in range(item.childCount()):
                    item.child(k).setForeground(2, grey)
            if n is current:
                after = True
        tree.setUpdatesEnabled(True)
        if current_item is not None:
            tree.setCurrentItem(current_item)
            last = current_item.child(current_item.childCount() - 1) if current_item.childCount() else None
            tree.scrollToItem(last or current_item)  # the move and what happened
            tree.scrollToItem(current_item)
        self._tips = session.branches()
        self.branches.clear()
        tip = session.tip()
        for k, t in enumerate(self._tips):
            self.branches.addItem(session.branch_label(t))
            if t is tip:
                self.branches.setCurrentIndex(k)
        self.branches.setEnabled(len(self._tips) > 1)
        later = len(line) - 1 - current.depth
        if later:
            self.hint.setText(tr("Showing the position after move {depth}; {later} later move(s) in grey (Redo). A "
                                 "different choice here starts a new branch.").format(depth=current.depth, later=later))
        else:
            self.hint.setText(tr("{count} line(s) of play.").format(
                count=len(self._tips)) if len(self._tips) > 1 else "")

    def entries(self) -> list[str]:
        """The choices of the current line as shown (the start first)."""
        return [self.tree.topLevelItem(i).text(2) for i in range(self.tree.topLevelItemCount())]

    def item_of(self, node: Node) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item.data(0, NODE) is node:
                return item
        return None

    def _clicked(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        node = item.data(0, NODE)
        if node is not None and self.mode.session is not None and node is not self.mode.session.current:
            self.mode.session.goto(node)
            self.mode.say(tr("Showing the position after {move}; a different choice from here starts a new "
                             "branch").format(move=tr("the start") if node.parent is None else node.text))

    def _branch_chosen(self, index: int) -> None:
        if 0 <= index < len(self._tips) and self.mode.session is not None:
            self.mode.session.goto(self._tips[index])

    def _menu(self, pos) -> None:
        item = self.tree.itemAt(pos)
        if item is None:
            return
        node = item.data(0, NODE)
        menu = QMenu(self)
        menu.addAction(tr("Show this position"), lambda: self._clicked(item))
        menu.addAction(tr("Copy the choice"), lambda: QGuiApplication.clipboard().setText(node.text))
        menu.addAction(tr("Copy the line up to here"),
                       lambda: QGuiApplication.clipboard().setText(
                           "\n".join(n.text for n in node.path()[1:] if n.kind == "choice")))
        menu.exec(self.tree.viewport().mapToGlobal(pos))
