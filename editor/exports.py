"""File → Export → Tiled map / VASSAL module: the editor's way to `banneret export tmx|vassal`
(rules/export/tmx.py, vassal.py), with the file dialog, a progress dialog and errors explained."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from rules.export.tmx import export_tmx
from rules.export.vassal import build_vmod
from rules.fileio.atomic import write_atomic

from .i18n import tr
from .printing import EditWindow, run_with_progress  # the window by protocol: editwindow.py imports us
from .progress import run_cancellable

SCALE = 64.0  # hex width in pixels, as `banneret export tmx` by default (VASSAL: its own default, larger)


def _save_name(window: EditWindow, title: str, suffix: str, filter_: str) -> str | None:
    doc = window.doc.path
    start = str(Path(doc).with_suffix(suffix)) if doc else f"map{suffix}"
    path, _ = QFileDialog.getSaveFileName(window, title, start, filter_)
    return path or None


def _run(window: EditWindow, title: str, path: str, write) -> None:
    def work(progress):
        progress(0, 1, tr("drawing and writing"))
        made = write()
        progress(1, 1, tr("done"))
        return made

    try:
        done = run_with_progress(window, title, work)
    except (OSError, ValueError) as e:
        QMessageBox.critical(window, tr("Export failed"), tr("{path} was not written: {error}").format(
            path=path, error=_reason(e)))
        return
    window.statusBar().showMessage(tr("Exported {path}").format(
        path=path) if done is not None else tr("Export cancelled"), 6000)


def _run_cancellable(window: EditWindow, title: str, path: str, build, write) -> bool:
    """`build()` on a worker thread with progress and Cancel (editor/progress.py), then `write(made)`, which
    Cancel no longer stops: a cancelled export writes nothing, a finished one its whole file."""
    def work(steps):
        steps(tr("Drawing"))
        made = build()
        steps.commit(tr("Writing {name}").format(name=Path(path).name))
        write(made)

    try:
        done, _ = run_cancellable(window, title, title + "…", work, 2)
    except (OSError, ValueError, MemoryError) as e:
        QMessageBox.critical(window, tr("Export failed"), tr("{path} was not written: {error}").format(
            path=path, error=_reason(e)))
        return False
    window.statusBar().showMessage(tr("Exported {path}").format(
        path=path) if done else tr("Export cancelled: nothing was written"),
                                   6000)
    return bool(done)


def export_tiled(window: EditWindow) -> None:
    path = _save_name(window, tr("Export a Tiled map"), ".tmx", tr("Tiled maps (*.tmx)"))
    if path:
        _run(window, tr("Exporting the Tiled map"), path, lambda: export_tmx(window.doc.scenario, path, SCALE,
                                                                                window.doc.base_dir))


def export_vassal_module(window: EditWindow) -> None:
    path = _save_name(window, tr("Export a VASSAL module"), ".vmod", tr("VASSAL modules (*.vmod)"))
    if path:
        base, scenario = window.doc.base_dir, window.doc.scenario
        # 3.5 s on a 200 × 200 map: built on a worker thread, cancellable until it is written
        _run_cancellable(window, tr("Exporting the VASSAL module"), path,
                         lambda: build_vmod(scenario, None, base), lambda made: write_atomic(path, made.data))


def export_made(window: EditWindow, title: str, suffix: str, filter_: str, build) -> bool:
    """File → Export of a file made whole in memory (the BBG army sheet, roster and modifier card PDFs,
    rules/export/bbgprint.py): the file dialog, `build()` (its bytes) on a worker thread with progress and
    Cancel, then the one atomic writer. False when nothing was written (cancelled, refused)."""
    path = _save_name(window, title, suffix, filter_)
    return bool(path) and _run_cancellable(window, title, path, build, lambda made: write_atomic(path, made))


def _reason(e: BaseException) -> str:
    """An OSError's own sentence (the atomic writer's says what to do on a full disk), not its errno."""
    return str(e.strerror) if isinstance(e, OSError) and e.strerror else str(e)
