"""Opening a file reads it on a worker thread with a progress dialog and Cancel (editor/progress.py): Cancel
leaves the open document as it was, edits included, and says nothing went wrong. The reader is held at a gate
the test opens, so the dialog is seen and cancelled at a known moment, whatever the machine's speed."""

from __future__ import annotations

import threading

import pytest
from conftest import DEMO
from progresshelp import click_cancel, on_dialog
from PySide6.QtWidgets import QProgressDialog

import editor.hexmap.editwindow as ew


@pytest.fixture
def gated_reader(monkeypatch):
    """The editor's reader, stopped after its first step until `gate` is set; `ended` once it has returned
    or stopped (a cancelled read stops at its next step)."""
    gate, ended = threading.Event(), threading.Event()
    real = ew.read_file

    def read(path, step):
        try:
            step("read")
            assert gate.wait(30), "the test never opened the gate"
            return real(path, step)
        finally:
            ended.set()

    monkeypatch.setattr(ew, "read_file", read)
    return gate, ended


def test_cancelling_an_open_keeps_the_document_and_its_edits(window, tmp_path, gated_reader, qtbot):
    gate, ended = gated_reader
    other = tmp_path / "other.yaml"
    other.write_bytes(DEMO.read_bytes())
    doc = window.doc
    window.doc.edit("Retitle", {"title": "Unsaved title"})
    text, steps, title = doc.to_text(), doc.undo.count(), window.windowTitle()
    seen = on_dialog(window, click_cancel)

    assert window.open_file(str(other), ask=False) is False  # returns at Cancel, the reader still held

    assert seen and "Opening other.yaml" in seen[0][0] and seen[0][1] == len(ew.read_phases())
    gate.set()
    qtbot.waitUntil(ended.is_set, timeout=30000)
    qtbot.wait(50)  # the worker's end reaches the UI thread: it must change nothing either
    assert window.doc is doc and doc.path.endswith("demo.yaml")
    assert doc.to_text() == text and doc.scenario.title == "Unsaved title"
    assert doc.modified and doc.undo.count() == steps and window.windowTitle() == title
    assert "cancelled" in window.statusBar().currentMessage()
    assert not any(d.isVisible() for d in window.findChildren(QProgressDialog))
    # (an error dialog would have failed the test: conftest turns every message box into a failure)


def test_an_open_shows_its_steps_then_opens(window, tmp_path, gated_reader, qtbot):
    gate, _ended = gated_reader
    other = tmp_path / "other.yaml"
    other.write_bytes(DEMO.read_bytes().replace(b"Tremithoussia", b"Tremithoussia again", 1))
    seen = on_dialog(window, lambda d: gate.set())
    assert window.open_file(str(other), ask=False)
    assert seen and "Reading the file" in seen[0][0]  # the reader's first step, said while it waits
    assert window.doc.path == str(other.resolve()) and not window.doc.modified
    assert "again" in window.doc.scenario.title
    assert not any(d.isVisible() for d in window.findChildren(QProgressDialog))


def test_a_file_that_cannot_be_read_still_says_why(window, tmp_path, monkeypatch):
    """The error dialog of a broken file comes after the worker, on the UI thread, as before."""
    from PySide6.QtWidgets import QMessageBox

    bad = tmp_path / "bad.yaml"
    bad.write_text("- just\n- a list\n", encoding="utf-8")
    said = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a, **k: said.append(a[2])))
    doc = window.doc
    assert window.open_file(str(bad), ask=False) is False
    assert window.doc is doc and said and "bad.yaml cannot be opened" in said[0]
