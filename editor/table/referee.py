"""Referee mode: pre-measuring is forbidden (`[L254, L394]`), so while it is on the table window shows no
distance and no overlay until the current round's orders are locked.

Where the lock lives (docs/editor.md): each side's army sheet keeps the rounds it has locked (`locked:` of
`bbg-sheet/1`, written by the order editor's "Lock round"). When every side of the open scenario has a sheet in
the scenario's folder naming it (or open in the editor, its unsaved state first), a round is locked on the table
when every side's sheet locks it, and the referee's own tick follows the sheets (`sheet_locked`). Otherwise
the referee desk keeps its own per-round lock in the window's session, as before, and forgets it when the window
closes. The referee turns the mode on with a clear toggle; nothing is written to the scenario file."""

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
        self.sheet_locked: set[int] | None = None  # the rounds every side's sheet locks; None: no full set of sheets

    @property
    def round_locked(self) -> bool:
        """This round's orders are locked: by every side's sheet when the sheets can say, else by the referee."""
        return self.round in (self.sheet_locked if self.sheet_locked is not None else self.locked)

    @property
    def shows(self) -> bool:
        """Distances and overlays may be seen: referee mode off, or this round's orders locked."""
        return not self.on or self.round_locked

    def set_sheet_locked(self, rounds: set[int] | None) -> None:
        """What the sheets say (`rules.bbg.files.locked_rounds`)."""
        if rounds != self.sheet_locked:
            self.sheet_locked = rounds
            self.changed.emit()

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
