"""The document the editor works on: one scenario, its file, and its undo stack.

Every change goes through an undo command (commands.py); views listen to the signals below and never change
the scenario behind the document's back.
"""

from __future__ import annotations

import os
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from rules.fileio.findings import Finding
from rules.geometry.hexgrid import Grid, Hex, Hexside
from rules.paths import scenarios_dir
from rules.scenario import model as m
from rules.scenario.files import (
    LibraryChanged,
    LoadResult,
    Original,
    Step,
    load_scenario,
    save_scenario,
    scenario_text,
)

from .. import heap
from ..commands import CellsCommand, PartsCommand, copy_part, get_part, part_kind
from ..i18n import tr
from ..shell.filedoc import ChangedOnDisk, FileDocument, OpenError, file_sha
from .geometry import MapGeometry

DEMO = "tremithoussia-demo.yaml"
SCHEMA_REF = "../schemas/scenario.schema.json"


def demo_path() -> Path:
    return scenarios_dir() / DEMO


def new_scenario(columns: int = 30, rows: int = 20, orientation: str = "flat", high: str = "odd",
                 first_column: int = 1, first_row: int = 1, title: str = "New battle") -> m.Scenario:
    grid = Grid(columns, rows, orientation, first_column, first_row, high)  # type: ignore[arg-type]
    return m.Scenario(title=title, map=m.MapData(grid), first_turn=1, last_turn=12)


def _no_step(_phase: str) -> None:
    pass


def _lenient_load(path: str, step: Step = _no_step) -> tuple[LoadResult, list]:
    """Load a file; when the schema refuses parts of it, open what is valid and keep the rest aside so that
    saving writes it back (unknown keys included)."""
    result = load_scenario(path, lenient=True, step=step)
    return result, list(result.removed or [])


@dataclass
class Loaded:
    """A file read, not yet a document: no Qt object in it, so it can be read on a worker thread (the
    document, a QObject, is made on the thread that shows it)."""

    path: str
    result: LoadResult
    removed: list
    sha: str | None


def read_file(path: str | os.PathLike[str], step: Step = _no_step) -> Loaded:
    """Read a scenario for the editor; `step` is called between the reader's phases (and may raise to stop)."""
    sha = file_sha(path)  # before reading: a change in between makes the next save ask, never lose it
    result, removed = _lenient_load(str(path), step)
    return Loaded(str(path), result, removed, sha)


@dataclass
class SaveDone:
    """A file written by `Document.write_file`, for `finish_save`."""

    target: str
    old: str | None
    saved: Any
    sha: str | None


class Document(FileDocument):
    # layers (set of names: terrain, levels, hexsides, routes, places, setup, ...), hexes (set or None: all)
    mapChanged = Signal(object, object)
    armiesChanged = Signal()
    setupChanged = Signal(object)
    settingsChanged = Signal()
    backgroundChanged = Signal()
    reset = Signal()  # a whole new scenario (new grid)
    selectionChanged = Signal(object)  # ("hex", Hex) | ("unit"|"leader"|"side"|..., id) | None

    def __init__(self, scenario: m.Scenario | None = None, path: str | None = None,
                 load_findings: list[Finding] | None = None, removed: list | None = None,
                 parent: QObject | None = None, original: Original | None = None) -> None:
        super().__init__(path, load_findings, parent)
        self.scenario = scenario or new_scenario()
        self.removed = list(removed or [])
        # The file as read (or last saved): saving writes only the edit's changes into its text, so comments,
        # layout and invalid values the model could not hold stay as written.
        self.original = original
        self.merged: list[str] = []
        self.selection: tuple[str, Any] | None = None
        self._index: dict[str, Any] = {}
        self.geometry = MapGeometry(self.scenario.grid)

    @property
    def title(self) -> str:
        return self.scenario.title

    # -- files -------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], parent: QObject | None = None) -> Document:
        return cls.from_loaded(read_file(path), parent)

    @classmethod
    def from_loaded(cls, loaded: Loaded, parent: QObject | None = None) -> Document:
        """The document of a file read by `read_file`; OpenError when it cannot become a scenario at all."""
        result = loaded.result
        if result.scenario is None:
            raise OpenError(loaded.path, result.findings)
        doc = cls(result.scenario, str(Path(loaded.path).resolve()), result.findings, loaded.removed, parent,
                  result.original())
        doc.disk_sha = loaded.sha
        heap.settle_after_load()
        return doc

    def library_paths(self) -> list[str]:
        """The counter libraries this document's sides were read from (the editor watches them too)."""
        return sorted(self.original.libraries) if self.original else []

    def library_changed_on_disk(self, path: str) -> bool:
        """True when another program changed that counter library since this document read or saved it."""
        if self.original is None or path not in self.original.libraries:
            return False
        now = file_sha(path)
        return now is not None and now != self.original.libraries[path]

    def saved_note(self) -> str:
        note = super().saved_note()
        if self.merged:  # counters a Save → Overwrite kept from a library changed on disk
            note += " — " + tr("kept the counter library's own changes to {ids}").format(ids=", ".join(self.merged))
        return note

    def to_text(self) -> str:
        """The text Save would write: the file's own text with the edits in it (invalid values still as
        written), or the stable writer's for a new file. Live validation checks this text."""
        ref = SCHEMA_REF if self._in_scenarios_folder() else None
        return scenario_text(self.scenario, self.original, ref, self.removed, verify=False)[0]

    def _in_scenarios_folder(self) -> bool:
        return bool(self.path) and Path(self.path).parent.name == "scenarios"

    def save(self, path: str | os.PathLike[str] | None = None, overwrite: bool = False) -> None:
        """Write atomically (the old file stays whole if anything fails), under the file's lock; raises
        OSError, ChangedOnDisk when another program changed this document's file since it was read (unless
        `overwrite`: the user chose to replace it)."""
        self.finish_save(self.write_file(path, overwrite))

    def write_file(self, path: str | os.PathLike[str] | None = None, overwrite: bool = False,
                   step: Step = _no_step) -> SaveDone:
        """The writing half of `save`, without Qt calls, so that it may run on a worker thread (the
        document is not edited meanwhile); `finish_save` then, on the document's thread. `step` hears the
        writer's phases (rules/scenario/files.py: save_scenario) and may raise to stop before "write"."""
        old = self.path
        with self.save_target(path, overwrite) as target:
            try:
                ref = SCHEMA_REF if Path(target).parent.name == "scenarios" else None
                saved = save_scenario(self.scenario, target, ref, keep=self.removed, libraries=True,
                                      original=self.original, overwrite=overwrite, step=step)
            except LibraryChanged as e:
                raise ChangedOnDisk(16, "a counter library was changed by another program since it was read",
                                    e.filename) from None
            sha = file_sha(target)
        return SaveDone(target, old, saved, sha)

    def finish_save(self, done: SaveDone) -> None:
        """The document as saved: its path, what the next save compares with, clean."""
        self.path, self.disk_sha = done.target, done.sha
        self.original = done.saved.original
        self.save_note = done.saved.note
        self.merged = list(done.saved.merged)  # counters a Save → Overwrite kept from a library changed on disk
        if self.merged:  # they are in the sides now: every view of the counters reads them again
            self._index.clear()
            self.armiesChanged.emit()
        self.undo.setClean()
        if done.target != done.old:
            self.pathChanged.emit(done.target)

    # -- edits -------------------------------------------------------------------------------------------
    def paint_cells(self, text: str, terrain: dict[Hex, str] | None = None, levels: dict[Hex, int] | None = None,
                    stroke: int | None = None) -> bool:
        """Set terrain and/or levels of hexes (one undo step, merged with the rest of `stroke`). Returns
        False (and pushes nothing) when nothing would change."""
        md = self.scenario.map
        t = {h: (md.terrain_at(h), v) for h, v in (terrain or {}).items()
             if md.terrain_at(h) != v and self.scenario.grid.contains(h)}
        lv = {h: (md.level_at(h), v) for h, v in (levels or {}).items()
              if md.level_at(h) != v and self.scenario.grid.contains(h)}
        if not t and not lv:
            return False
        self.push(CellsCommand(self, text, t, lv, stroke))
        return True

    def edit(self, text: str, after: dict[str, Any], hexes: set[Hex] | None = None,
             stroke: int | None = None) -> bool:
        """Replace parts of the scenario (dotted paths) in one undo step; False when nothing changes."""
        before = {k: get_part(self.scenario, k) for k in after}
        if all(before[k] == after[k] for k in after):
            return False
        self.push(PartsCommand(self, text, before, after, hexes, stroke))
        return True

    def part(self, path: str) -> Any:
        """A copy of a part to change and hand back to `edit`."""
        return copy_part(path, get_part(self.scenario, path))

    # -- notifications (called by the commands) ----------------------------------------------------------
    _INDEXES = {"hexsides": ("hexsides",), "routes": ("links",), "places": ("places",), "setup": ("setup",),
                "armies": ("units", "leaders", "rout")}

    def _invalidate(self, kinds: set[str]) -> None:
        for k in kinds:
            for name in self._INDEXES.get(k, ()):
                self._index.pop(name, None)

    def notify_map(self, layers: set[str], hexes: set[Hex] | None) -> None:
        self._invalidate(layers)  # terrain and levels have no index
        self.mapChanged.emit(layers, hexes)

    def notify_parts(self, paths: list[str], hexes: set[Hex] | None) -> None:
        kinds = {part_kind(p) for p in paths}
        self._invalidate(kinds)
        map_layers = kinds & {"hexsides", "routes", "places"}
        if map_layers:
            self.mapChanged.emit(map_layers, hexes)
        if "setup" in kinds:
            self.setupChanged.emit(hexes)
        if "armies" in kinds:
            self.armiesChanged.emit()
            self.setupChanged.emit(None)  # colours, values and names of counters
        if "background" in kinds:
            self.backgroundChanged.emit()
        if "settings" in kinds:
            self.settingsChanged.emit()

    def select(self, kind: str | None, value: Any = None) -> None:
        self.selection = None if kind is None else (kind, value)
        self.selectionChanged.emit(self.selection)

    # -- look-ups for drawing and the status bar -----------------------------------------------------------
    def _get_index(self, name: str, build) -> Any:
        got = self._index.get(name)
        if got is None:
            got = self._index[name] = build()
        return got

    def hexsides_by_hex(self) -> dict[Hex, list[tuple[str, Hexside]]]:
        def build():
            out: dict[Hex, list[tuple[str, Hexside]]] = defaultdict(list)
            for feature, sides in self.scenario.map.hexsides.items():
                for s in sides:
                    out[s.a].append((feature, s))
                    out[s.b].append((feature, s))
            return out
        return self._get_index("hexsides", build)

    def links_by_hex(self) -> dict[Hex, list[tuple[str, Hexside]]]:
        def build():
            out: dict[Hex, list[tuple[str, Hexside]]] = defaultdict(list)
            for kind in self.scenario.map.routes:
                for link in self.scenario.map.links(kind):
                    out[link.a].append((kind, link))
                    out[link.b].append((kind, link))
            return out
        return self._get_index("links", build)

    def setup_by_hex(self) -> dict[Hex, list[m.Placement]]:
        def build():
            out: dict[Hex, list[m.Placement]] = defaultdict(list)
            for p in self.scenario.setup:
                out[p.hex].append(p)
            return out
        return self._get_index("setup", build)

    def places_by_hex(self) -> dict[Hex, list[str]]:
        def build():
            out: dict[Hex, list[str]] = defaultdict(list)
            for p in self.scenario.map.places:
                out[p.hex].append(p.name)
            return out
        return self._get_index("places", build)

    def units_by_id(self) -> dict[str, tuple[m.Side, m.Unit]]:
        return self._get_index("units", lambda: {u.id: (s, u) for s, u in self.scenario.units()})

    def leaders_by_id(self) -> dict[str, tuple[m.Side, m.Leader]]:
        return self._get_index("leaders", lambda: {ld.id: (s, ld) for s, ld in self.scenario.leaders()})

    def rout_hexes(self) -> dict[Hex, list[m.Side]]:
        """Hexes on each side's rout edge (for drawing)."""
        def build():
            out: dict[Hex, list[m.Side]] = defaultdict(list)
            g = self.scenario.grid
            for side in self.scenario.sides:
                for h in edge_hexes(g, side.rout_edge):
                    out[h].append(side)
            return out
        return self._get_index("rout", build)

    def all_ids(self) -> set[str]:
        out = set()
        for s in self.scenario.sides:
            out.add(s.id)
            out.update(x.id for x in s.leaders)
            out.update(x.id for x in s.units)
            out.update(x.id for x in s.generic_replacements)
        return out

    def next_id(self, base: str) -> str:
        """`base` with the next free number: templars-1 → templars-2 (or templars-3 when 2 is taken)."""
        ids = self.all_ids()
        stem, num = base, 1
        head, _, tail = base.rpartition("-")
        if head and tail.isdigit():
            stem, num = head, int(tail)
        elif base and base[-1].isdigit():
            i = len(base)
            while i > 0 and base[i - 1].isdigit():
                i -= 1
            stem, num = base[:i].rstrip("-") or base[:i], int(base[i:])
        width = len(tail) if head and tail.isdigit() else 1
        while True:
            num += 1
            cand = f"{stem}-{num:0{width}d}"
            if cand not in ids:
                return cand


def edge_hexes(g: Grid, edge: m.RoutEdge | m.Entry | None) -> list[Hex]:
    if edge is None:
        return []
    if edge.hexes:
        return [h for h in edge.hexes if g.contains(h)]
    name = edge.edge
    out = []
    fc, fr = g.first_column, g.first_row
    lc, lr = fc + g.columns - 1, fr + g.rows - 1
    for h in g.hexes():
        col, row = g.to_offset(h)
        if (name == "west" and col == fc or name == "east" and col == lc or name == "north" and row == fr
                or name == "south" and row == lr):
            out.append(h)
    return out
