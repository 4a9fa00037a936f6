"""Paper sizes and a progress callback shared by the print exports."""

from __future__ import annotations

from collections.abc import Callable

from rules.i18n import _

# Portrait width and height in mm.
PAPER_MM: dict[str, tuple[float, float]] = {
    "A4": (210.0, 297.0),
    "A3": (297.0, 420.0),
    "Letter": (215.9, 279.4),
}

# progress(done, total, what): called as an export goes; it may raise `Cancelled` to stop (nothing is written).
Progress = Callable[[int, int, str], None]


class Cancelled(Exception):
    """The user stopped an export: no file was written."""


def paper_mm(name: str) -> tuple[float, float]:
    """A paper's portrait size; the name is matched without regard to case ("a4", "letter")."""
    for key, size in PAPER_MM.items():
        if key.lower() == name.lower():
            return size
    raise ValueError(_("unknown paper '{name}'; one of: {papers}").format(name=name, papers=", ".join(PAPER_MM)))


def no_progress(done: int, total: int, what: str) -> None:
    del done, total, what
