"""A document on its file, whatever it holds: the undo stack every edit goes through, the path, the file's
bytes as last read or written (a save refuses to overwrite another program's change unless told), the
recovery file. The hex scenario (`editor/hexmap/document.py`) and the BBG files (`editor/table/document.py`) add
their model, their reader and their writer."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from rules.fileio.atomic import file_lock
from rules.fileio.findings import Finding
from rules.fileio.guarded import Refused, read_guarded
from rules.fileio.yamlio import MAX_BYTES


class OpenError(Exception):
    """A file that cannot become a document at all; `findings` say why."""

    def __init__(self, path: str, findings: list[Finding]) -> None:
        self.path = path
        self.findings = findings
        first = findings[0].message if findings else "unknown reason"
        super().__init__(f"{path}: {first}")


class ChangedOnDisk(OSError):
    """The file (the document's, or one the save writes into; `filename` names it) was changed by another
    program since the editor read or saved it: saving would lose that."""


def file_sha(path: str | os.PathLike[str]) -> str | None:
    """SHA-256 of a file's bytes; None when it does not exist (or cannot be read). Read by the guarded reader:
    a named pipe or a device is never opened for reading (it would never end)."""
    try:
        return hashlib.sha256(read_guarded(path, MAX_BYTES)).hexdigest()
    except Refused:
        return None


class FileDocument(QObject):
    """The part of a document the window's file handling and the recovery folder need."""

    pathChanged = Signal(str)
    modifiedChanged = Signal(bool)

    def __init__(self, path: str | None = None, load_findings: list[Finding] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo = QUndoStack(self)
        self.undo.cleanChanged.connect(self._clean_changed)
        self.path = path
        self.load_findings = list(load_findings or [])
        self.save_note: str | None = None  # set when the last save could not keep the file's layout
        # SHA-256 of the file as last read or written: a save checks the file still has it (changed on disk?)
        self.disk_sha: str | None = None
        self.recovery_path: Path | None = None  # this document's autosave file (editor/recovery.py)

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    @property
    def title(self) -> str:
        """The title a window and a recovery file show."""
        return ""

    @property
    def modified(self) -> bool:
        return not self.undo.isClean()

    @property
    def display_name(self) -> str:
        return Path(self.path).name if self.path else "Untitled"

    @property
    def base_dir(self) -> Path | None:
        return Path(self.path).parent if self.path else None

    def push(self, cmd) -> None:
        self.undo.push(cmd)

    def changed_on_disk(self) -> bool:
        """True when another program changed (or replaced) the file since this document read or saved it."""
        if not self.path or self.disk_sha is None:
            return False
        now = file_sha(self.path)
        return now is not None and now != self.disk_sha

    @contextmanager
    def save_target(self, path: str | os.PathLike[str] | None, overwrite: bool) -> Iterator[str]:
        """The file a save writes (`path` for Save As, else the document's own), held under its lock while the
        save writes it; ChangedOnDisk when it is this document's file and another program changed it since it
        was read (unless `overwrite`: the user chose to replace it), ValueError when there is no file name."""
        target = str(Path(path).resolve()) if path else self.path
        if not target:
            raise ValueError("no file name: use Save As")
        with file_lock(target, wait=2.0):
            if not overwrite and target == self.path and self.changed_on_disk():
                raise ChangedOnDisk(16, "the file was changed by another program since it was opened", target)
            yield target

    def library_paths(self) -> list[str]:
        """Other files a save writes into (the hex scenario's counter libraries): the window watches them."""
        return []

    def library_changed_on_disk(self, path: str) -> bool:
        return False

    def saved_note(self) -> str:
        """What the status bar adds after "Saved …" (a layout that could not be kept)."""
        return f" — {self.save_note}" if self.save_note else ""

    def to_text(self) -> str:  # pragma: no cover - each kind writes its own
        """The text Save would write (autosave and live validation read it)."""
        raise NotImplementedError
