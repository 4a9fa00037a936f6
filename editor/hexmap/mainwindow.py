"""The main window: the editing window (`editwindow.py`) with test-play on top (`play/`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle

from ..i18n import tr
from ..icons import svg_icon
from .editwindow import EditWindow, offer_recovery
from .play import PlayMode


class MainWindow(EditWindow):
    def _add_modes(self) -> None:
        self.play = PlayMode(self)  # the Play menu, toolbar and docks (editor/play)
        self.play.play_act.setIcon(svg_icon("play"))
        SP = QStyle.StandardPixmap
        self.play.undo_act.setIcon(self.style().standardIcon(SP.SP_ArrowBack))  # as the editor's undo and redo
        self.play.redo_act.setIcon(self.style().standardIcon(SP.SP_ArrowForward))
        self.play.save_position_act.setIcon(svg_icon("save-position"))  # a position (a hex, a counter) saved
        self.play.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def can_close(self) -> bool:
        return self.play.close_check()

    def _restore_layout(self) -> None:
        super()._restore_layout()
        self.play.players_bar.setVisible(self.play.active)  # a saved layout never shows it outside a game

    def language_refused(self) -> str:
        if self.play.active:  # the game's docks, overlay and editing lock are built for the running game
            return tr("The language changes outside play mode: leave it first (Play → Play mode, F5). A game kept "
                      "to resume stays kept.")
        return super().language_refused()

    def _work_windows(self) -> list:
        return [*super()._work_windows(), getattr(self.play, "balance", None)]  # a study may be running

    def _hand_over(self, new: EditWindow) -> None:
        kept = self.play.kept
        if kept is not None:  # a game kept to resume goes with the document
            kept.setParent(new.play)
            new.play.kept = kept




def window_for_file(path: str, settings=None) -> MainWindow | None:
    """A hex map window on `path` (File → Open of a BBG window on a hex scenario: editor/shell/kinds.py)."""
    from .document import Document

    window = MainWindow(Document(), settings)
    window.show()
    if not window.open_file(path, ask=False):
        window.close()
        return None
    return window


def new_window(settings=None) -> MainWindow | None:
    """A hex map window on a new scenario (the New scenario dialog), from a BBG window's File → New."""
    from ..dialogs.newmap import NewMapDialog
    from .document import Document

    dlg = NewMapDialog()
    if not dlg.exec():
        return None
    window = MainWindow(Document(dlg.scenario()), settings)
    window.show()
    return window


__all__ = ["MainWindow", "new_window", "offer_recovery", "window_for_file"]
