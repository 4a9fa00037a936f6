"""The main window on a generated scan, and its Read-terrain dialog with samples read: what the scan tests of
the editor set up before they look (one place for test_scan_review, test_scan_hexside_review and
test_scan_pointy_review)."""

from __future__ import annotations

from pathlib import Path


def scan_window(qtbot, tmp_path: Path, scenario: Path, size: tuple[int, int] = (1200, 800)):
    """The main window on `scenario` (a scan as its background), shown at `size`, 1:1 zoom, never asking to save."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    w = MainWindow(Document.open(scenario), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.view.zoom_actual()
    w.ask_save = lambda *a: QMessageBox.StandardButton.Discard
    return w


def open_dialog(qtbot, w):
    """Map → Read terrain from the scan…, shown."""
    w.read_scan_terrain()
    dlg = w._scan_dialog
    qtbot.waitExposed(dlg)
    return dlg


def read_with_samples(qtbot, w, samples):
    """The dialog opened, `samples` (hex → (terrain, level)) added and the map read."""
    dlg = open_dialog(qtbot, w)
    for h, (t, lv) in samples.items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    return dlg
