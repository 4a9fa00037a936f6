"""The PNG export and the VASSAL export draw on a worker thread with progress and Cancel (editor/progress.py):
a cancelled export writes nothing, even when the drawing ends after the Cancel; a finished one writes its
file. The drawing is held at a gate the test opens, not slowed by timing."""

from __future__ import annotations

import zipfile

import pytest
from PIL import Image
from progresshelp import Gate, click_cancel, on_dialog
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QProgressDialog

import rules.map.render as render
from editor import exports


@pytest.fixture
def png_dialogs(monkeypatch, tmp_path):
    out = tmp_path / "map.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (16, True)))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    return out


def test_a_png_export_shows_progress_and_writes_the_map(window, png_dialogs, monkeypatch):
    gate = Gate(render.render_map)
    monkeypatch.setattr(render, "render_map", gate)
    seen = on_dialog(window, lambda d: gate.open())
    window.export_png()
    assert seen and "Exporting map.png" in seen[0][0] and "Drawing the map" in seen[0][0]
    assert Image.open(png_dialogs).width > 100
    assert window.statusBar().currentMessage() == f"Exported {png_dialogs}"


def test_a_cancelled_png_export_writes_nothing(window, png_dialogs, monkeypatch, qtbot):
    gate = Gate(render.render_map)
    monkeypatch.setattr(render, "render_map", gate)
    on_dialog(window, click_cancel)
    window.export_png()  # returns at Cancel, the drawing still held
    assert window.statusBar().currentMessage() == "Export cancelled: nothing was written"
    gate.open()  # the drawing ends after the Cancel: its image is dropped
    qtbot.waitUntil(gate.ended.is_set, timeout=30000)
    qtbot.wait(200)
    assert not png_dialogs.exists()
    assert not any(d.isVisible() for d in window.findChildren(QProgressDialog))


def test_a_cancelled_vassal_export_writes_nothing_and_a_finished_one_does(window, tmp_path, monkeypatch, qtbot):
    out = tmp_path / "battle.vmod"
    monkeypatch.setattr(exports.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    gate = Gate(exports.build_vmod)
    monkeypatch.setattr(exports, "build_vmod", gate)
    on_dialog(window, click_cancel)
    exports.export_vassal_module(window)
    assert window.statusBar().currentMessage() == "Export cancelled: nothing was written"
    gate.open()
    qtbot.waitUntil(gate.ended.is_set, timeout=30000)
    qtbot.wait(200)
    assert not out.exists()

    exports.export_vassal_module(window)  # the gate is open now: it runs to the end
    assert "buildFile.xml" in zipfile.ZipFile(out).namelist()
    assert window.statusBar().currentMessage() == f"Exported {out}"


def test_cancel_is_refused_once_the_file_is_being_written(window):
    """After `commit` (the write has started) Cancel is disabled and the work runs to its end: a file is
    never left half-written, and the caller is told it was written."""
    from PySide6.QtWidgets import QPushButton

    from editor.progress import run_cancellable

    write = Gate(lambda: "written")
    states = []

    def work(steps):
        steps("drawing")
        steps.commit("writing")
        return write()

    def at_dialog(d):
        from PySide6.QtCore import QTimer

        button = d.findChild(QPushButton)

        def later():
            if button.isEnabled():  # the worker's commit has not reached the dialog yet
                QTimer.singleShot(20, later)
                return
            states.append(button.isEnabled())
            button.click()  # refused: still writing (a disabled button takes no click)
            d.canceled.emit()  # Escape or closing the dialog says the same
            states.append(d.isVisible())
            write.open()

        later()

    on_dialog(window, at_dialog)
    assert run_cancellable(window, "Export", "Exporting", work, 2) == (True, "written")
    assert states == [False, True]


def test_saving_says_so_with_a_busy_cursor(window, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from editor.document import Document

    seen = []
    real = Document.save

    def watched(doc, *a, **k):
        cursor = QGuiApplication.overrideCursor()
        seen.append((window.statusBar().currentMessage(), cursor.shape() if cursor else None))
        return real(doc, *a, **k)

    monkeypatch.setattr(Document, "save", watched)
    window.doc.edit("Retitle", {"title": "Saved title"})
    assert window.save()
    assert seen == [("Saving demo.yaml…", Qt.CursorShape.WaitCursor)]
    assert QGuiApplication.overrideCursor() is None and not window.doc.modified
    assert window.statusBar().currentMessage().startswith("Saved ")


def test_a_map_pdf_export_is_cancelled_while_the_map_is_drawn(window, tmp_path, monkeypatch, qtbot):
    """The map PDF's first step (drawing the whole map) runs on the worker: the dialog shows and Cancel
    works during it; the file on disk stays as it was."""
    from editor import printing

    out = tmp_path / "map.pdf"
    out.write_bytes(b"old")
    monkeypatch.setattr(printing.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    monkeypatch.setattr(printing, "_options", lambda *a, **k: {"paper": "A4", "size": 16.0, "units": True})
    real = printing.write_map_pdf
    held = Gate(lambda *a: real(*a))

    def drawing(scenario, path, opts, base, progress):
        progress(0, 3, "drawing the map")
        return held(scenario, path, opts, base, progress)

    monkeypatch.setattr(printing, "write_map_pdf", drawing)
    seen = on_dialog(window, click_cancel)
    printing.export_map_pdf(window)
    assert seen and "drawing the map" in seen[0][0] and seen[0][1] == 3
    assert window.statusBar().currentMessage() == "Export cancelled"
    held.open()
    qtbot.waitUntil(held.ended.is_set, timeout=30000)
    qtbot.wait(200)
    assert out.read_bytes() == b"old"
