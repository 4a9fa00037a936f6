"""Reading a sheet scan in the import dialog decodes it on a worker thread with a progress dialog and Cancel
(editor/progress.py; 0.35-0.7 s for a 600-dpi A4 scan): the decoder is held at a gate the test opens, so the
dialog is seen at a known moment whatever the machine's speed. Cancel shows no scan and says so; letting it
finish shows the scan."""

from __future__ import annotations

import pytest
from progresshelp import Gate, click_cancel, on_dialog
from PySide6.QtWidgets import QProgressDialog
from test_sheet_import import make_sheet

import editor.hexmap.sheets.dialog as sd


@pytest.fixture
def gated(monkeypatch):
    gate = Gate(sd.load_sheet_image)
    monkeypatch.setattr(sd, "load_sheet_image", gate)
    return gate


@pytest.fixture
def sheet_dialog(window, qtbot):
    window.import_sheet()
    dlg = window._sheet_import
    qtbot.waitExposed(dlg)
    return dlg


def test_cancelling_the_reading_of_a_scan_shows_none_and_says_so(sheet_dialog, gated, qtbot, tmp_path):
    fronts, _backs = make_sheet(tmp_path)
    seen = on_dialog(sheet_dialog, click_cancel)

    sheet_dialog.open_path(fronts)  # returns at Cancel, the decoder still held

    assert seen and "fronts.png" in seen[0][0] and seen[0][1] == 2
    assert sheet_dialog.sheets["front"] is None and sheet_dialog.canvas.image_size is None
    gated.open()
    qtbot.waitUntil(gated.ended.is_set, timeout=30000)
    qtbot.wait(50)  # the worker's end must change nothing
    assert sheet_dialog.sheets["front"] is None
    sheet_dialog.flush()
    assert any("cancelled" in f.message for f in sheet_dialog.findings)
    assert not any(d.isVisible() for d in sheet_dialog.findChildren(QProgressDialog))


def test_a_scan_read_with_progress_is_shown(sheet_dialog, gated, qtbot, tmp_path):
    fronts, _backs = make_sheet(tmp_path)
    seen = on_dialog(sheet_dialog, lambda d: gated.open())  # the progress shows, then the decoder goes on

    sheet_dialog.open_path(fronts)

    assert seen and "fronts.png" in seen[0][0]
    scan = sheet_dialog.sheets["front"]
    assert scan is not None and scan.size == (scan.image.width(), scan.image.height())
    qtbot.waitUntil(lambda: sheet_dialog.canvas.image_size is not None, timeout=5000)
    sheet_dialog.flush()
    assert not any("cancelled" in f.message for f in sheet_dialog.findings)
    assert not any(d.isVisible() for d in sheet_dialog.findChildren(QProgressDialog))
