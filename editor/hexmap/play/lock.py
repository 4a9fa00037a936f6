"""Editing is off while play mode is on: the tools, the armies, the settings and background dialogs, what
opens or changes a document from the File menu (New, Open, import…), and the document's undo and redo, whose
shortcuts then step through the game. Everything comes back as it was when play mode ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QWidget

from ...i18n import tr

if TYPE_CHECKING:
    from ..editwindow import EditWindow

OFF_TIP = QT_TR_NOOP("Not in play mode: leave play mode (F5) to edit")
HIDDEN_BARS = ("tools-toolbar", "tool-options")
# they only read it; matched by their texts in the editor's language
FILE_KEPT = (QT_TR_NOOP("&Save"), QT_TR_NOOP("Save &as…"), QT_TR_NOOP("&Export"), QT_TR_NOOP("Print pre&view…"),
             QT_TR_NOOP("&Print map…"), QT_TR_NOOP("&Quit"))


def _menu(window: EditWindow, title: str):
    return next((a.menu() for a in window.menuBar().actions() if a.text() == tr(title)), None)


class EditingLock:
    def __init__(self, window: EditWindow) -> None:
        self.window = window
        self.disabled: list[tuple[QAction | QWidget, str]] = []
        self.hidden: list[QToolBar] = []
        self.locked = False

    def _editing_parts(self) -> list[QAction | QWidget]:
        w = self.window
        found: list[QAction | QWidget] = [*w.tool_actions.values(), w.new_act, w.open_act,
                                          w.recent_menu.menuAction(), w.armies, w.history]
        for title in (QT_TR_NOOP("&Edit"), QT_TR_NOOP("&Map")):
            menu = _menu(w, title)
            if menu is not None:
                found += [a for a in menu.actions() if a not in (w.undo_act, w.redo_act) and not a.isSeparator()]
        file_menu = _menu(w, QT_TR_NOOP("&File"))
        if file_menu is not None:  # what opens or changes a document (Open, demo, import…); saving stays
            kept = {tr(t) for t in FILE_KEPT}
            found += [a for a in file_menu.actions() if not a.isSeparator() and a.text() not in kept]
        return found

    def lock(self) -> None:
        if self.locked:
            return
        self.locked = True
        w = self.window
        for x in self._editing_parts():
            if not x.isEnabled():
                continue
            tip = x.statusTip()
            self.disabled.append((x, tip))
            x.setEnabled(False)
            x.setStatusTip(tr(OFF_TIP))
        # hidden, not disabled: a hidden action has no shortcut, so Ctrl+Z goes to the game
        w.undo_act.setVisible(False)
        w.redo_act.setVisible(False)
        self.hidden = [b for b in w.findChildren(QToolBar) if b.objectName() in HIDDEN_BARS and b.isVisible()]
        for b in self.hidden:
            b.hide()

    def unlock(self) -> None:
        if not self.locked:
            return
        self.locked = False
        w = self.window
        for b in self.hidden:
            b.show()
        for x, tip in self.disabled:
            x.setEnabled(True)
            x.setStatusTip(tip)
        self.hidden, self.disabled = [], []
        w.undo_act.setVisible(True)
        w.redo_act.setVisible(True)
