"""What the play-mode panels ask of the play mode that owns them (`mode.PlayMode` implements it): the game
being played, applying a choice, and a line in the status bar. The panels are built by the mode; this
protocol keeps them from importing it back."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtGui import QAction

from rules.geometry.hexgrid import Hex

from ..editwindow import EditWindow
from .counters import StateCounters
from .overlay import PlayOverlay
from .session import Session, Start


class PlayHost(Protocol):
    window: EditWindow
    session: Session | None
    active: bool
    counters: StateCounters | None
    overlay: PlayOverlay | None
    players: Any  # players.PlayersBar (its `seed`); a panel built by the mode
    undo_act: QAction
    redo_act: QAction
    hover_words: str

    def apply(self, choice: Any, actor: str | None = None) -> bool: ...
    def say(self, text: str) -> None: ...
    def enter(self, start: Start | None = None, record: str | None = None) -> bool: ...
    def restart(self, start: Start, record: str | None = None) -> bool: ...
    def designer_activation(self, leader: str | None, step: str = "D1") -> bool: ...
    def roll_seeded(self) -> bool: ...
    def choices_for(self, ids: tuple[str, ...]) -> None: ...
    def show_preview(self, preview: Any) -> None: ...
    def preview_choice(self, choice: Any) -> None: ...
    def offer_combat(self, attackers: tuple[str, ...], targets: tuple[Hex, ...]) -> None: ...
    def choose_by_hex(self, h: Hex) -> bool: ...
    def hover_status(self, h: Hex | None) -> None: ...
