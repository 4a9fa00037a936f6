"""The window's file handling, the same for every kind of document: Save and Save As on a worker thread with
progress, the changed-on-disk question, the watcher, autosave to the recovery folder, the unsaved-changes
question, recent files. A window class mixes `FileShell` in before `QMainWindow` and gives `doc` (a
`FileDocument` with `write_file`/`finish_save`), `settings`, `watcher`, `recent_menu`, `open_file` and
`FILTER`; the hex map's `EditWindow` and the BBG table's `TableWindow` both do."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QStandardPaths, QTimer
from PySide6.QtGui import QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from .. import recovery
from ..i18n import NAMES, SETTING, editor_language, install, tr
from ..progress import run_cancellable
from .filedoc import ChangedOnDisk, FileDocument

AUTOSAVE_MS = 120_000
MAX_RECENT = 8


def recovery_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".banneret") / "recovery"


def _ask_changed(parent: QWidget, name: str) -> str:
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Changed on disk"),
                      tr("{name} was changed by another program since you opened it.\n\nOverwrite it with your "
                         "version (its changes are lost), reload it (your unsaved changes are lost), or "
                         "cancel?").format(name=name),
                      parent=parent)
    overwrite = box.addButton(tr("Overwrite"), QMessageBox.ButtonRole.AcceptRole)
    reload_ = box.addButton(tr("Reload"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return {id(overwrite): "overwrite", id(reload_): "reload"}.get(id(box.clickedButton()), "cancel")


class FileShell:
    """Mixed into a QMainWindow whose `doc` is a FileDocument."""

    doc: FileDocument
    FILTER = ""  # the Open/Save dialogs' filter, untranslated (tr() where shown)
    save_refusals: tuple[type[Exception], ...] = ()  # errors of a save that Save As would not help either

    ask_save = staticmethod(lambda parent, name: QMessageBox.question(
        parent, tr("Unsaved changes"), tr("Save the changes to {name} before closing it?").format(name=name),
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Save))
    ask_changed = staticmethod(lambda parent, name: _ask_changed(parent, name))

    def _make_undo_actions(self) -> None:
        """Edit → Undo and Redo of the document's undo stack, with the platform's standard shortcuts."""
        keys = QKeySequence.StandardKey
        self.undo_act = self.doc.undo.createUndoAction(self, tr("&Undo"))
        self.undo_act.setShortcut(keys.Undo)
        self.redo_act = self.doc.undo.createRedoAction(self, tr("&Redo"))
        self.redo_act.setShortcut(keys.Redo)

    def _start_autosave_and_watch(self) -> None:
        """Autosave every AUTOSAVE_MS, and watch the file for a change another program makes."""
        self.autosave_timer = QTimer(self, interval=AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.autosave_timer.start()
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._file_changed)
        self._watch()

    def _update_title(self, *_) -> None:
        star = "*" if self.doc.modified else ""
        self.setWindowTitle(tr("{display_name}{star} — {title} — Banneret").format(
            display_name=self.doc.display_name, star=star, title=self.doc.title))

    # -- language (View → Language): the window is rebuilt around its document (each kind's `rebuild`) ------
    def add_language_menu(self, view_menu) -> None:
        self.language_menu = lang = view_menu.addMenu(tr("Lan&guage"))
        group = QActionGroup(self)
        current = str(self.settings.value(SETTING, "") or "")
        for code, name in (("", tr("The system's language")), *NAMES.items()):
            a = lang.addAction(name)  # each language by its own name, as a user looking for it reads it
            a.setCheckable(True)
            a.setChecked(code == current)
            a.triggered.connect(lambda _=False, code=code: self.set_language(code))
            group.addAction(a)

    def set_language(self, code: str):
        """Keep the choice (View → Language; "" = the system's) and speak it everywhere at once: the core (the
        findings, the game log), the dialogs, and this window, rebuilt around the same document (`rebuild`).
        Refused while a game is played (its docks hold the game). Returns the window now showing the document."""
        why = self.language_refused()
        if why:
            QMessageBox.information(self, tr("Language"), why)
            self._check_language()
            return self
        previous = str(self.settings.value(SETTING, "") or "")
        self.settings.setValue(SETTING, code)
        install(QApplication.instance(), editor_language(self.settings))
        try:
            return self.rebuild()
        except Exception as e:  # this window and its document stay as they were, in the language they spoke
            self.settings.setValue(SETTING, previous)
            install(QApplication.instance(), editor_language(self.settings))
            self._check_language()
            QMessageBox.warning(self, tr("Language"), tr("The language could not be changed: {error}\n\nYour work is "
                                                         "here, unchanged.").format(error=e))
            return self

    def language_refused(self) -> str:
        """Why the language cannot change now ("" when it can)."""
        return ""

    def _check_language(self) -> None:
        current = str(self.settings.value(SETTING, "") or "")
        for a, code in zip(self.language_menu.actions(), ("", *NAMES), strict=True):
            a.setChecked(code == current)

    def show_help(self, name: str) -> None:
        """Help → a guide (docs/*.md) in the help window, one per window."""
        from ..dialogs.helpwindow import HelpWindow

        if getattr(self, "_help", None) is None:
            self._help = HelpWindow(name, self)
        else:
            self._help.show_guide(name)
        self._help.show()
        self._help.raise_()

    def maybe_save(self) -> bool:
        """True when the current document may be closed (saved, discarded, or not modified)."""
        if not self.doc.modified:
            return True
        answer = self.ask_save(self, self.doc.display_name)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def save(self) -> bool:
        if not self.doc.path:
            return self.save_as()
        return self._save_to(self.doc.path)

    def save_as(self) -> bool:
        start = self.doc.path or str(Path.home() / f"{self.doc.title or 'battle'}.yaml")
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the scenario as"), start, tr(self.FILTER))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".yaml"
        return self._save_to(path)

    def _save_to(self, path: str, overwrite: bool = False) -> bool:
        """Save on a worker thread with progress (editor/progress.py): ~1 s on a 200 × 200 map, most of it
        making the text and reading it back. Cancel works until the writing starts, and is refused from
        there: a file is written whole or not at all."""
        doc, name = self.doc, Path(path).name
        phases = {"text": tr("Making the text and reading it back"), "write": tr("Writing the file")}

        def work(steps):
            def step(phase: str) -> None:
                (steps.commit if phase == "write" else steps)(phases.get(phase, ""))

            return doc.write_file(path, overwrite, step)

        self.statusBar().showMessage(tr("Saving {name}…").format(name=name))
        try:
            done, written = run_cancellable(self, tr("Saving"), tr("Saving {name}…").format(name=name), work,
                                            len(phases))
            if not done or written is None:
                self.statusBar().showMessage(tr("Save cancelled: nothing was written"), 6000)
                return False
            doc.finish_save(written)
        except ChangedOnDisk as e:
            answer = self.ask_changed(self, Path(e.filename).name if e.filename else self.doc.display_name)
            if answer == "overwrite":
                return self._save_to(path, overwrite=True)
            if answer == "reload":
                self._reload()
            return False
        except self.save_refusals as e:  # e.g. a counter library with errors: Save As would not help
            QMessageBox.critical(self, tr("Cannot save"), tr("{error}.\n\nNothing was written; your work is still "
                                                             "here.").format(error=e))
            return False
        except OSError as e:
            QMessageBox.critical(self, tr("Cannot save"), tr("{path} could not be written: {error}.\n\nThe file on "
                                                             "disk is unchanged; your work is still here. Try Save "
                                                             "As.").format(path=path, error=e.strerror or e))
            return False
        self._drop_recovery(self.doc)
        self._watch()
        self._add_recent(self.doc.path)
        note = self.doc.saved_note()
        self.statusBar().showMessage(tr("Saved {path}{note}").format(
            path=self.doc.path, note=note), 15000 if note else 5000)
        self._update_title()
        return True

    def _reload(self) -> None:
        """Replace the document with its file as it is on disk now (the user chose it over their changes)."""
        path = self.doc.path
        if path:
            self._drop_recovery(self.doc)
            self.open_file(path, ask=False)

    def _watch(self) -> None:
        """Watch the document's file: a change by another program is said in the status bar at once (the
        save asks what to do)."""
        if self.watcher.files():
            self.watcher.removePaths(self.watcher.files())
        if self.doc.path and Path(self.doc.path).exists():
            self.watcher.addPath(self.doc.path)
        for lib in self.doc.library_paths():  # the counter libraries a Save may write into
            if Path(lib).exists():
                self.watcher.addPath(lib)

    def _file_changed(self, path: str) -> None:
        libraries = self.doc.library_paths()
        if path != self.doc.path and path not in libraries:
            return
        if Path(path).exists() and path not in self.watcher.files():
            self.watcher.addPath(path)  # an atomic save by another program replaces the file: watch the new one
        if path == self.doc.path and self.doc.changed_on_disk():
            self.statusBar().showMessage(tr("{display_name} was changed by another program; Save will ask whether "
                                            "to overwrite it or reload it").format(
                                                display_name=self.doc.display_name), 15000)
        elif self.doc.library_changed_on_disk(path):
            self.statusBar().showMessage(tr("The counter library {name} was changed by another program: the "
                                            "counters shown are those you opened; Save asks before writing into "
                                            "it").format(name=Path(path).name), 15000)

    # recent files (one list for every kind: File → Open recent opens each in its own window)
    def _recent(self) -> list[str]:
        value = self.settings.value("recent", [])
        if isinstance(value, str):
            value = [value]
        return [v for v in (value or []) if isinstance(v, str)]

    def _add_recent(self, path: str | None) -> None:
        if not path:
            return
        items = [path, *[p for p in self._recent() if p != path]][:MAX_RECENT]
        self.settings.setValue("recent", items)
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = self._recent()
        for p in items:
            a = self.recent_menu.addAction(p)
            a.triggered.connect(lambda _=False, p=p: self.open_file(p))
        self.recent_menu.setEnabled(bool(items))

    # -- autosave and recovery (editor/recovery.py) -------------------------------------------------------
    @staticmethod
    def recovery_file(doc: FileDocument) -> Path:
        return recovery.recovery_file(doc, recovery_dir())

    def autosave(self) -> Path | None:
        """Write unsaved work to the document's recovery file (never over the document's file itself)."""
        if not self.doc.modified and not self.unsaved_beside():
            return None
        try:
            target = recovery.write_recovery(self.doc, recovery_dir())
            self.autosave_beside(target)
        except OSError as e:
            self.statusBar().showMessage(tr("Autosave failed: {error}").format(error=e.strerror or e), 8000)
            return None
        self.statusBar().showMessage(tr("Unsaved work kept in the recovery folder"), 3000)
        return target

    def unsaved_beside(self) -> bool:
        """Unsaved work the window holds beside its document (a BBG table's game record)."""
        return False

    def autosave_beside(self, target: Path) -> None:
        """Keep that work beside the document's recovery file `target` (raises OSError)."""

    def _drop_recovery(self, doc: FileDocument) -> None:
        """This document's recovery file only: another document's is never touched."""
        recovery.drop(self.recovery_file(doc))
        recovery.drop(doc.recovery_path)  # an untitled document's, now saved under a name
        doc.recovery_path = None
