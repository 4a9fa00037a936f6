"""The main window: the editing window (`editwindow.py`) with test-play on top (`play/`)."""

from __future__ import annotations

from .editwindow import EditWindow, offer_recovery
from .play import PlayMode


class MainWindow(EditWindow):
    def _add_modes(self) -> None:
        self.play = PlayMode(self)  # the Play menu, toolbar and docks (editor/play)

    def can_close(self) -> bool:
        return self.play.close_check()


__all__ = ["MainWindow", "offer_recovery"]
