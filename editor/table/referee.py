"""Referee mode: pre-measuring is forbidden (`[L254, L394]`), so while it is on the table window shows no
distance and no overlay until the current round's orders are locked.

Where the lock lives (an open question, docs/editor.md): the army sheet (`bbg-sheet/1`) has no lock field and
the order-sheet editor keeps its lock in memory, so the referee desk keeps its own per-round lock in the
window's session — the round being played and the rounds whose orders are locked — and forgets it when the
window closes. The referee turns it on with a clear toggle; nothing is written to the scenario file."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class RefereeLock(QObject):
    """The session's referee mode, current round and locked rounds; `changed` whenever any of them changes."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on = False
        self.round = 1
        self.locked: set[int] = set()

    @property
    def shows(self) -> bool:
        """Distances and overlays may be seen: referee mode off, or this round's orders locked."""
        return not self.on or self.round in self.locked

    def set_on(self, on: bool) -> None:
        if on != self.on:
            self.on = on
            self.changed.emit()

    def set_round(self, number: int) -> None:
        if number != self.round:
            self.round = number
            self.changed.emit()

    def set_locked(self, locked: bool) -> None:
        """Lock (or unlock, to correct a slip) the current round's orders."""
        if locked != (self.round in self.locked):
            (self.locked.add if locked else self.locked.discard)(self.round)
            self.changed.emit()
