"""`banneret edit FILE` shows the window first and reads the file as File → Open does (a worker thread,
progress after 0.5 s, Cancel), never on the UI thread before any window exists (issue 15). The reader is
held at a gate the test opens, so the window is seen while the file is still being read."""

from __future__ import annotations

import pytest
from conftest import DEMO
from progresshelp import Gate, click_cancel, on_dialog
from PySide6.QtWidgets import QProgressDialog

import editor.app as app
import editor.hexmap.editwindow as ew


@pytest.fixture
def gated(monkeypatch):
    gate = Gate(ew.read_file)
    monkeypatch.setattr(ew, "read_file", gate)
    return gate


@pytest.fixture
def given(tmp_path):
    path = tmp_path / "given.yaml"
    path.write_bytes(DEMO.read_bytes())
    return path


def test_the_window_shows_before_the_given_file_is_read_then_opens_it(gated, given, qtbot):
    window = app.start_window(str(given))
    qtbot.addWidget(window)
    assert window.isVisible() and not gated.ended.is_set()  # shown while the file is not read yet
    seen = on_dialog(window, lambda d: gated.open())  # the open's progress shows over the window

    qtbot.waitUntil(lambda: (window.doc.path or "").endswith("given.yaml"), timeout=30000)

    assert seen and "Opening given.yaml" in seen[0][0]
    assert window.doc.scenario.grid.columns == 20 and not window.doc.modified
    assert "given.yaml" in window.windowTitle()
    assert not any(d.isVisible() for d in window.findChildren(QProgressDialog))


def test_cancelling_the_given_files_read_keeps_the_window(gated, given, qtbot):
    window = app.start_window(str(given))
    qtbot.addWidget(window)
    seen = on_dialog(window, click_cancel)

    qtbot.waitUntil(lambda: bool(seen) and "cancelled" in window.statusBar().currentMessage(), timeout=30000)
    gated.open()
    qtbot.waitUntil(gated.ended.is_set, timeout=30000)
    qtbot.wait(50)
    assert window.isVisible() and window.doc.path is None  # the window stays, on a new scenario
    assert not any(d.isVisible() for d in window.findChildren(QProgressDialog))
