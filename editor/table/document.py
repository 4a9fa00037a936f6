"""A BBG file in the editor: a table scenario, an army list or an army sheet (`rules/bbg/`), its file, and its
undo stack. Every edit is a `SetPart` command: a part of the model named by a key (a unit's pose, a terrain's
points, a side's units...), its value before and after. Saving goes through `rules.bbg.files.bbg_text` (the
round-trip writer: only what the edits changed is rewritten) and the one atomic writer."""

from __future__ import annotations

import copy
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand

from rules.bbg import model as m
from rules.bbg.files import BbgFile, Model, bbg_text, load_bbg, load_bbg_bytes, referenced_path
from rules.fileio.findings import Finding
from rules.fileio.yamlio import write_atomic

from .. import heap
from ..shell.filedoc import FileDocument, OpenError, file_sha


@dataclass
class SaveDone:
    target: str
    old: str | None
    text: str
    note: str | None
    sha: str | None


def _no_step(_phase: str) -> None:
    pass


class SetPart(QUndoCommand):
    """One edit: the part `key` of the model from `before` to `after` (deep copies)."""

    def __init__(self, doc: BbgDocument, text: str, key: tuple, before: Any, after: Any) -> None:
        super().__init__(text)
        self.doc, self.key = doc, key
        self.before, self.after = copy.deepcopy(before), copy.deepcopy(after)

    def redo(self) -> None:
        self.doc.set_part(self.key, copy.deepcopy(self.after))

    def undo(self) -> None:
        self.doc.set_part(self.key, copy.deepcopy(self.before))


class BbgDocument(FileDocument):
    """One BBG file and its undo stack. `changed(kind, ident)` tells the views what an edit touched."""

    changed = Signal(str, object)  # ("unit", id) | ("terrain", id) | ("camp", index) | ("units"|"terrain"|"all", None)
    selectionChanged = Signal(object)  # ("unit"|"terrain"|"camp", ident) | None
    changed_signals = ("changed",)  # what the validation dock listens to

    def __init__(self, model: Model, path: str | None = None, original: BbgFile | None = None,
                 load_findings: list[Finding] | None = None, parent: QObject | None = None) -> None:
        super().__init__(path, load_findings, parent)
        self.model = model
        self.original = original
        self.selection: tuple[str, Any] | None = None
        self.armies: dict[str, m.ArmyList] = {}  # side id -> its army list, read from the file it names
        self.read_armies()

    # -- kinds ---------------------------------------------------------------------------------------------
    @property
    def kind(self) -> str:
        return {m.Scenario: "scenario", m.ArmyList: "army", m.Sheet: "sheet"}[type(self.model)]

    @property
    def scenario(self) -> m.Scenario | None:
        return self.model if isinstance(self.model, m.Scenario) else None

    @property
    def title(self) -> str:
        md = self.model
        if isinstance(md, m.Scenario):
            return md.title
        if isinstance(md, m.ArmyList):
            return md.name
        return f"{md.side} — {md.scenario}"

    def read_armies(self) -> None:
        """The army lists the scenario's sides name (their cards and base sizes draw and place the units)."""
        self.armies = {}
        sc = self.scenario
        if sc is None:
            return
        base = self.base_dir.resolve() if self.base_dir else None
        for side in sc.sides:
            path = referenced_path(base, side.army) if side.army else None
            if path is not None and path.is_file():
                got = load_bbg(path, validate=False)
                if isinstance(got.model, m.ArmyList):
                    self.armies[side.id] = got.model

    # -- files ---------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], parent: QObject | None = None) -> BbgDocument:
        sha = file_sha(path)
        got = load_bbg(path)
        if got.model is None:
            raise OpenError(str(path), got.findings)
        doc = cls(got.model, str(Path(path).resolve()), got, got.findings, parent)
        doc.disk_sha = sha
        heap.settle_after_load()  # as the hex map's documents: no full collection walks it mid-drag (editor/heap.py)
        return doc

    @classmethod
    def from_bytes(cls, data: bytes, path: str | None = None) -> BbgDocument:
        """A document from text not read from its own file (a recovery file: its first line a comment)."""
        got = load_bbg_bytes(data, path or "<recovered>")
        if got.model is None:
            raise OpenError(path or "<recovered>", got.findings)
        return cls(got.model, path, got, got.findings)

    def to_text(self) -> str:
        return bbg_text(self.model, self.original)[0]

    def write_file(self, path: str | os.PathLike[str] | None = None, overwrite: bool = False,
                   step=_no_step) -> SaveDone:
        """The writing half of a save, without Qt calls (a worker thread runs it): round trip, atomic, under
        the file's lock; ChangedOnDisk when another program changed the file since it was read."""
        old = self.path
        with self.save_target(path, overwrite) as target:
            step("text")
            text, note = bbg_text(self.model, self.original)
            step("write")
            write_atomic(target, text)
            sha = file_sha(target)
        return SaveDone(target, old, text, note, sha)

    def finish_save(self, done: SaveDone) -> None:
        self.path, self.disk_sha, self.save_note = done.target, done.sha, done.note
        self.original = load_bbg_bytes(done.text.encode("utf-8"), done.target, validate=False)
        self.undo.setClean()
        if done.target != done.old:
            self.read_armies()
            self.pathChanged.emit(done.target)

    def save(self, path: str | os.PathLike[str] | None = None, overwrite: bool = False) -> None:
        self.finish_save(self.write_file(path, overwrite))

    # -- edits ---------------------------------------------------------------------------------------------
    def edit(self, text: str, key: tuple, after: Any) -> bool:
        """Set a part of the model in one undo step; False (nothing pushed) when it would not change."""
        before = self.get_part(key)
        if before == after:
            return False
        self.push(SetPart(self, text, key, before, after))
        return True

    def get_part(self, key: tuple) -> Any:
        sc = self.scenario
        what, ident = key
        if sc is None:
            raise KeyError(key)
        if what == "pose":  # a unit's pose with its free figures (they move with it)
            u = sc.unit(ident)
            return (u.pose, u.figures)
        if what == "points":
            t = self._terrain(ident)
            return t.polyline if t.is_line else t.polygon
        if what == "terrain-attrs":  # a terrain's level (B20) and uphill bearing (B47)
            t = self._terrain(ident)
            return (t.level, t.up_bearing)
        if what == "camp":
            return sc.camps[ident].polygon
        if what == "units":
            return list(sc.side(ident).units)
        if what == "terrain-list":
            return list(sc.terrain)
        raise KeyError(key)

    def set_part(self, key: tuple, value: Any) -> None:
        sc = self.scenario
        what, ident = key
        if what == "none":  # a mark in the history (recovered work), no change
            return
        if what == "pose":
            u = sc.unit(ident)
            u.pose, u.figures = value
            self.changed.emit("unit", ident)
        elif what == "points":
            t = self._terrain(ident)
            if t.is_line:
                t.polyline = tuple(value)
            else:
                t.polygon = tuple(value)
            self.changed.emit("terrain", ident)
        elif what == "terrain-attrs":
            t = self._terrain(ident)
            t.level, t.up_bearing = value
            self.changed.emit("all", None)
        elif what == "camp":
            sc.camps[ident].polygon = tuple(value)
            self.changed.emit("camp", ident)
        elif what == "units":
            sc.side(ident).units = list(value)
            if self.selection and self.selection[0] == "unit" and sc.unit(self.selection[1]) is None:
                self.select(None)
            self.changed.emit("units", ident)
        elif what == "terrain-list":
            sc.terrain = list(value)
            self.changed.emit("all", None)
        else:
            raise KeyError(key)

    def _terrain(self, ident: str) -> m.Terrain:
        return next(t for t in self.scenario.terrain if t.id == ident)

    def select(self, kind: str | None, ident: Any = None) -> None:
        self.selection = None if kind is None else (kind, ident)
        self.selectionChanged.emit(self.selection)

    def next_unit_id(self, base: str) -> str:
        ids = {u.id for u in self.scenario.units()}
        stem = re.sub(r"-\d+$", "", base)
        n = 1
        while f"{stem}-{n}" in ids:
            n += 1
        return f"{stem}-{n}"
