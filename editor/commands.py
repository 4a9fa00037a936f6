"""One small undo command per kind of change (like Tiled's painttilelayer): every edit of the document goes
through one of these, and a whole brush stroke merges into one undo step (same `stroke` number)."""

from __future__ import annotations

import copy
from typing import Any, Protocol

from PySide6.QtGui import QUndoCommand

from rules.geometry.hexgrid import Hex
from rules.scenario import model as m


class Document(Protocol):
    """What a command changes and tells (`document.Document` implements it); the document builds commands,
    so they must not import it back."""

    scenario: m.Scenario

    def notify_map(self, layers: set[str], hexes: set[Hex] | None) -> None: ...
    def notify_parts(self, paths: list[str], hexes: set[Hex] | None) -> None: ...

CELLS_ID = 1001
PARTS_ID = 1002

_stroke_counter = 0


def new_stroke() -> int:
    """A number for one press-drag-release of a tool: its commands merge into one undo step."""
    global _stroke_counter
    _stroke_counter += 1
    return _stroke_counter


class CellsCommand(QUndoCommand):
    """Terrain and levels of some hexes: {hex: (old, new)} for each."""

    def __init__(self, doc: Document, text: str, terrain: dict[Hex, tuple[str, str]] | None = None,
                 levels: dict[Hex, tuple[int, int]] | None = None, stroke: int | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.terrain = dict(terrain or {})
        self.levels = dict(levels or {})
        self.stroke = stroke

    def id(self) -> int:  # noqa: A003 - Qt's name
        return CELLS_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, CellsCommand) or other.stroke != self.stroke or self.stroke is None:
            return False
        for mine, theirs in ((self.terrain, other.terrain), (self.levels, other.levels)):
            for h, (old, new) in theirs.items():
                mine[h] = (mine[h][0], new) if h in mine else (old, new)
        return True

    def _apply(self, which: int) -> None:
        md = self.doc.scenario.map
        for h, pair in self.terrain.items():
            v = pair[which]
            if v == "clear":
                md.terrain.pop(h, None)
            else:
                md.terrain[h] = v
        for h, pair in self.levels.items():
            v = pair[which]
            if v == 0:
                md.levels.pop(h, None)
            else:
                md.levels[h] = v
        layers = set()
        if self.terrain:
            layers.add("terrain")
        if self.levels:
            layers.add("levels")
        self.doc.notify_map(layers, set(self.terrain) | set(self.levels))

    def redo(self) -> None:
        self._apply(1)

    def undo(self) -> None:
        self._apply(0)


# Parts of the scenario a PartsCommand can replace, and what changes when they do.
_PART_SIGNALS = {
    "map.hexsides": "hexsides",
    "map.routes": "routes",
    "map.places": "places",
    "map.background": "background",
    "setup": "setup",
    "sides": "armies",
}


def copy_part(path: str, value: Any) -> Any:
    """A copy of a part's value that later edits of the scenario cannot reach (fast for the big map parts:
    hexsides and hexes are immutable)."""
    if path == "map.hexsides":
        return {k: list(v) for k, v in value.items()}
    if path == "map.routes":
        return {k: [list(c) for c in v] for k, v in value.items()}
    return copy.deepcopy(value)


def get_part(scenario: Any, path: str) -> Any:
    obj = scenario
    for name in path.split("."):
        obj = getattr(obj, name)
    return obj


def set_part(scenario: Any, path: str, value: Any) -> None:
    *head, last = path.split(".")
    obj = scenario
    for name in head:
        obj = getattr(obj, name)
    setattr(obj, last, value)


class PartsCommand(QUndoCommand):
    """Replaces parts of the scenario (dotted attribute paths: "map.hexsides", "sides", "victory"...) with
    new values; undo puts the old ones back. `hexes` are the hexes whose look changes (for the map's redraw;
    None when it is not a map change, or everything)."""

    def __init__(self, doc: Document, text: str, before: dict[str, Any], after: dict[str, Any],
                 hexes: set[Hex] | None = None, stroke: int | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = {k: copy_part(k, v) for k, v in before.items()}
        self.after = {k: copy_part(k, v) for k, v in after.items()}
        self.hexes = set(hexes) if hexes is not None else None
        self.stroke = stroke

    def id(self) -> int:  # noqa: A003
        return PARTS_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802
        if not isinstance(other, PartsCommand) or other.stroke != self.stroke or self.stroke is None:
            return False
        for k, v in other.before.items():
            self.before.setdefault(k, v)
        self.after.update(other.after)
        if self.hexes is not None and other.hexes is not None:
            self.hexes |= other.hexes
        else:
            self.hexes = None
        return True

    def _apply(self, values: dict[str, Any]) -> None:
        for path, value in values.items():
            set_part(self.doc.scenario, path, copy_part(path, value))
        self.doc.notify_parts(list(values), self.hexes)

    def redo(self) -> None:
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)


def part_kind(path: str) -> str:
    return _PART_SIGNALS.get(path, "settings")
