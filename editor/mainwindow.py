"""The main window: the editing window (`editwindow.py`) with test-play on top (`play/`)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .editwindow import EditWindow, offer_recovery
from .icons import svg_icon
from .play import PlayMode


class MainWindow(EditWindow):
    def _add_modes(self) -> None:
        self.play = PlayMode(self)  # the Play menu, toolbar and docks (editor/play)
        self.play.play_act.setIcon(svg_icon("play"))
        self.play.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def can_close(self) -> bool:
        return self.play.close_check()


__all__ = ["MainWindow", "offer_recovery"]
