"""File → Export → Tiled map / VASSAL module: the editor's way to `banneret export tmx|vassal`
(rules/export/tmx.py, vassal.py), with the file dialog, a progress dialog and errors explained."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from rules.export.tmx import export_tmx
from rules.export.vassal import export_vassal

from .printing import EditWindow, run_with_progress  # the window by protocol: editwindow.py imports us

SCALE = 64.0  # hex width in pixels, as `banneret export` by default


def _save_name(window: EditWindow, title: str, suffix: str, filter_: str) -> str | None:
    doc = window.doc.path
    start = str(Path(doc).with_suffix(suffix)) if doc else f"map{suffix}"
    path, _ = QFileDialog.getSaveFileName(window, title, start, filter_)
    return path or None


def _run(window: EditWindow, title: str, path: str, write) -> None:
    def work(progress):
        progress(0, 1, "drawing and writing")
        made = write()
        progress(1, 1, "done")
        return made

    try:
        done = run_with_progress(window, title, work)
    except (OSError, ValueError) as e:
        QMessageBox.critical(window, "Export failed", f"{path} was not written: {e}")
        return
    window.statusBar().showMessage(f"Exported {path}" if done is not None else "Export cancelled", 6000)


def export_tiled(window: EditWindow) -> None:
    path = _save_name(window, "Export a Tiled map", ".tmx", "Tiled maps (*.tmx)")
    if path:
        _run(window, "Exporting the Tiled map", path, lambda: export_tmx(window.doc.scenario, path, SCALE))


def export_vassal_module(window: EditWindow) -> None:
    path = _save_name(window, "Export a VASSAL module", ".vmod", "VASSAL modules (*.vmod)")
    if path:
        base = window.doc.base_dir
        _run(window, "Exporting the VASSAL module", path,
             lambda: export_vassal(window.doc.scenario, path, SCALE, base_dir=base))
