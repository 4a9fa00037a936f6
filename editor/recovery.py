"""Recovery files: the editor's autosave of unsaved work, one file per document, offered back after a crash.
Every kind of document has them (a hex scenario, a BBG table, army list or sheet): the text after the header
starts with its `format:` line, which chooses the document it is recovered into (`open_recovery`).

A recovery file is the scenario text with a first-line comment that names the original file (one file, so a
kill cannot separate the work from its name; the comment keeps it a valid scenario). Its name is a hash of
the original path, so two documents never share one, and recovering or discarding one leaves the others.
It is read as if it were at the original path: a counter library or a counter image named relative to the
scenario is found next to the original file, not in the recovery folder. The counters of a side that takes
them from a counter library live in that library, not in the scenario's text: those edited since the library
was read are kept in the header too (`counters`, by side), and put back over the library's when recovered.

A BBG table's unsaved game record (`bbg-record/1`) is kept beside its table's recovery file, same name with
`.record` (not `.yaml`, so `pending` offers the table once): a header line (the record's own file, if it has
one, and how many steps that file holds) and the record's text, its scenario named relative to the scenario's
folder so that it replays from the table's file as the record would (`write_record`, `read_record_recovery`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.fileio.atomic import explained, write_atomic
from rules.scenario import model as m
from rules.scenario.files import load_scenario_bytes
from rules.scenario.fromdict import counters_from_dict
from rules.scenario.todict import counters_to_dict

from .hexmap.document import Document, OpenError
from .shell.filedoc import FileDocument
from .shell.kinds import is_bbg_text
from .table.document import BbgDocument

MARK = "# banneret-recovery: "


@dataclass
class Recovery:
    path: Path  # the recovery file
    original: str | None  # the scenario file the work belongs to; None for an untitled document
    saved_at: float
    title: str
    pid: int | None  # the editor that wrote it
    original_sha256: str | None = None  # the original file as the editor had read it
    counters: dict[str, dict] | None = None  # side id -> its edited counters, for sides kept in a library

    @property
    def when(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))


def recovery_file(doc: FileDocument, folder: Path) -> Path:
    """The document's own recovery file: named from its path's hash (an untitled document keeps the name it
    was first given, or the one it was recovered from)."""
    if doc.path:
        return folder / (hashlib.sha256(doc.path.encode()).hexdigest()[:16] + ".yaml")
    if doc.recovery_path is None:
        key = f"untitled-{os.getpid()}-{id(doc)}-{time.time()}"
        doc.recovery_path = folder / (hashlib.sha256(key.encode()).hexdigest()[:16] + ".yaml")
    return doc.recovery_path


def write_recovery(doc: FileDocument, folder: Path) -> Path:
    """Write the document's unsaved work to its recovery file (atomically); raises OSError."""
    target = recovery_file(doc, folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise explained(e, target) from e
    meta = {"original": doc.path, "saved_at": time.time(), "title": doc.title, "pid": os.getpid(),
            "original_sha256": doc.disk_sha}
    edited = library_edits(doc) if isinstance(doc, Document) else None
    if edited:
        meta["counters"] = edited
    text = doc.to_text().removeprefix("\ufeff")  # a byte-order mark is only allowed first, before the MARK line
    write_atomic(target, MARK + json.dumps(meta, ensure_ascii=True) + "\n" + text)
    doc.recovery_path = target
    return target


def record_file(recovery_path: Path) -> Path:
    """The game record's recovery file beside its table's."""
    return recovery_path.with_suffix(".record")


def write_record(recovery_path: Path, record: Any, scenario_path: str, record_path: str | None,
                 saved_steps: int) -> Path:
    """Write an unsaved game record (a `rules.bbg.record.BbgRecord`) beside the table's recovery file."""
    target = record_file(recovery_path)
    meta = {"record_path": record_path, "saved_steps": saved_steps, "saved_at": time.time()}
    text = record.dumps(Path(scenario_path).parent / "recovered.record.yaml")
    write_atomic(target, MARK + json.dumps(meta, ensure_ascii=True) + "\n" + text)
    return target


@dataclass
class RecordRecovery:
    load: Any  # rules.bbg.record.RecordLoad: the record replayed on the table's file
    record_path: str | None  # the record's own file, None when it was never saved
    saved_steps: int  # the steps that file holds


def read_record_recovery(recovery_path: Path | None, scenario_path: str | None) -> RecordRecovery | None:
    """The game record kept beside a table's recovery file, replayed on the table's file; None when there is
    none (or no scenario file to replay it on)."""
    from rules.bbg.record import read_record_bytes

    if recovery_path is None or not scenario_path:
        return None
    path = record_file(recovery_path)
    try:
        data = path.read_bytes()
    except OSError:
        return None
    meta: dict[str, Any] = {}
    first, _, _rest = data.partition(b"\n")
    if first.startswith(MARK.encode()):
        with contextlib.suppress(ValueError):
            meta = json.loads(first[len(MARK):].decode("utf-8", "replace"))
    if not isinstance(meta, dict):
        meta = {}
    own = meta.get("record_path") if isinstance(meta.get("record_path"), str) else None
    saved = meta.get("saved_steps") if isinstance(meta.get("saved_steps"), int) else 0
    load = read_record_bytes(data, str(path), Path(scenario_path).resolve().parent)
    return RecordRecovery(load, own, saved)


def library_edits(doc: Document) -> dict[str, dict]:
    """The counters of the sides kept in a counter library that differ from the library as read: unsaved
    work the scenario's text does not hold."""
    read = doc.original.counters if doc.original is not None else {}
    out = {}
    for side in doc.scenario.sides:
        if side.counters:
            now = counters_to_dict(side)
            if read.get(side.id) != now:
                out[side.id] = now
    return out


def _put_back(scenario: m.Scenario, counters: dict[str, dict]) -> None:
    """The recovered counters of library sides over those just read from the libraries."""
    for side in scenario.sides:
        got = counters.get(side.id)
        if not side.counters or not isinstance(got, dict):
            continue
        try:
            side.leaders, side.generic_replacements, side.units = counters_from_dict(got)
        except (KeyError, TypeError, ValueError, AttributeError):  # a header edited by hand: the library's stay
            continue


def read_meta(path: Path) -> Recovery:
    """The recovery's header; a file without one (an older editor's, with a .json beside it) is read too."""
    meta: dict[str, Any] = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            first = f.readline()
        if first.startswith(MARK):
            meta = json.loads(first[len(MARK):])
        else:
            meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    if not isinstance(meta, dict):
        meta = {}
    original = meta.get("original") if isinstance(meta.get("original"), str) else None
    saved_at = meta.get("saved_at")
    if not isinstance(saved_at, int | float):
        try:
            saved_at = path.stat().st_mtime
        except OSError:
            saved_at = 0.0
    pid = meta.get("pid") if isinstance(meta.get("pid"), int) else None
    sha = meta.get("original_sha256") if isinstance(meta.get("original_sha256"), str) else None
    counters = meta.get("counters") if isinstance(meta.get("counters"), dict) else None
    return Recovery(path, original, float(saved_at), str(meta.get("title") or ""), pid, sha, counters)


def _running_elsewhere(pid: int | None) -> bool:
    """Another editor still running wrote it: its work is not lost, and not ours to offer."""
    if pid is None or pid == os.getpid() or os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def pending(folder: Path) -> list[Recovery]:
    """Recovery files left by editors that are no longer running, newest first."""
    if not folder.is_dir():
        return []
    found = [read_meta(f) for f in folder.glob("*.yaml")]
    return sorted((r for r in found if not _running_elsewhere(r.pid)), key=lambda r: -r.saved_at)


def open_recovery(r: Recovery) -> FileDocument:
    """The recovered document, read as if it were at its original path (libraries, images), that path set."""
    try:
        data = r.path.read_bytes()
    except OSError as e:
        raise OpenError(str(r.path), []) from e
    where = r.original or "<recovered>"
    if is_bbg_text(data):
        bdoc = BbgDocument.from_bytes(data, r.original)
        bdoc.recovery_path = r.path
        bdoc.disk_sha = r.original_sha256
        return bdoc
    result = load_scenario_bytes(data, where, lenient=True)
    if result.scenario is None:
        raise OpenError(str(r.path), result.findings)
    if r.counters:
        _put_back(result.scenario, r.counters)
    doc = Document(result.scenario, r.original, result.findings, list(result.removed or []))
    doc.recovery_path = r.path
    doc.disk_sha = r.original_sha256  # a save asks if the original changed since the editor read it
    return doc


def drop(path: Path | None) -> None:
    """Remove one recovery file (and an older editor's .json beside it)."""
    if path is None:
        return
    for p in (path, path.with_suffix(".json"), record_file(path)):
        with contextlib.suppress(OSError):
            p.unlink()
