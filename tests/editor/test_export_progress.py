"""The PNG export and the VASSAL export draw on a worker thread with progress and Cancel (editor/progress.py):
a cancelled export writes nothing, even when the drawing ends after the Cancel; a finished one writes its
file. The drawing is held at a gate the test opens, not slowed by timing."""

from __future__ import annotations

import zipfile
from pathlib import Path

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


def test_saving_shows_progress_and_saves(window, monkeypatch):
    from editor.hexmap.document import Document

    gate = Gate(Document.write_file)
    monkeypatch.setattr(Document, "write_file", lambda doc, *a: gate(doc, *a))  # a method: bound to the doc
    seen = on_dialog(window, lambda d: gate.open())
    window.doc.edit("Retitle", {"title": "Saved title"})
    assert window.save()
    assert seen and "Saving demo.yaml" in seen[0][0]
    assert not window.doc.modified
    assert "Saved title" in Path(window.doc.path).read_text(encoding="utf-8")
    assert window.statusBar().currentMessage().startswith("Saved ")


def test_a_cancelled_save_writes_nothing_and_keeps_the_work(window, monkeypatch, qtbot):
    """Cancel before the writing starts: the file on disk as it was, the document still modified."""
    from editor.hexmap.document import Document

    real = Document.write_file
    held = Gate(lambda *a: real(*a))

    def write_file(doc, path=None, overwrite=False, step=None):
        step("text")  # the writer's first phase, then held
        return held(doc, path, overwrite, step)

    monkeypatch.setattr(Document, "write_file", write_file)
    on_dialog(window, click_cancel)
    before = Path(window.doc.path).read_text(encoding="utf-8")
    window.doc.edit("Retitle", {"title": "Not saved"})
    assert window.save() is False
    assert window.statusBar().currentMessage() == "Save cancelled: nothing was written"
    held.open()  # the writer goes on to its "write" step, where the Cancel stops it
    qtbot.waitUntil(held.ended.is_set, timeout=30000)
    qtbot.wait(200)
    assert Path(window.doc.path).read_text(encoding="utf-8") == before
    assert window.doc.modified and window.doc.scenario.title == "Not saved"
    assert window.windowTitle().startswith("demo.yaml*")
