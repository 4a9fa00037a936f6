"""Map → Read terrain from the scan (issue #31): the review queue walked with the keyboard, the undoable
apply, and the hexes painted by hand kept."""

from __future__ import annotations

import pytest

pytest.importorskip("sklearn")

from PySide6.QtCore import Qt  # noqa: E402

from bench.scan_maps import generate, pick_samples, write  # noqa: E402
from tests.editor.scan_window import open_dialog, scan_window  # noqa: E402


@pytest.fixture(scope="module")
def small_map():
    return generate("modern", 3, 14, 10, 70.0, quality=70)


@pytest.fixture()
def dialog(qtbot, tmp_path, small_map):
    from editor.hexmap.document import Document
    from editor.scan.review import ScanTerrainDialog

    write(small_map, str(tmp_path))
    scen = tmp_path / "map.yaml"
    scen.write_text(scen.read_text(encoding="utf-8").replace(
        "  background:", '  terrain: {lake: ["0505"]}\n  background:'), encoding="utf-8")
    doc = Document.open(scen)
    dlg = ScanTerrainDialog(doc)
    qtbot.addWidget(dlg)
    for h, (t, lv) in pick_samples(small_map, seed=3).items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    return dlg


def test_the_review_queue_is_walked_with_the_keyboard(qtbot, dialog):
    n = dialog.queue.count()
    assert 0 < n <= 0.15 * dialog.doc.scenario.grid.size
    first = dialog.queue.currentItem().data(Qt.ItemDataRole.UserRole)
    dialog.queue.setFocus()
    qtbot.keyClick(dialog.queue, Qt.Key.Key_Return)  # accept: the hex becomes a sample, the rest re-read
    assert first in dialog.samples
    assert all(dialog.queue.item(i).data(Qt.ItemDataRole.UserRole) != first for i in range(dialog.queue.count()))
    second = dialog.queue.currentItem().data(Qt.ItemDataRole.UserRole)
    dialog.terrain.setCurrentText("pond")
    dialog.level.setValue(0)
    qtbot.keyClick(dialog.queue, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # correct it
    assert dialog.samples[second] == ("pond", 0)
    assert dialog.result.by_hex()[second].terrain == "pond"


def test_apply_is_one_undoable_edit_and_keeps_painted_hexes(dialog, small_map):
    doc = dialog.doc
    grid = doc.scenario.grid
    lake = grid.parse_label("0505")
    before = dict(doc.scenario.map.terrain)
    steps = doc.undo.count()
    assert dialog.apply()
    assert doc.undo.count() == steps + 1
    md = doc.scenario.map
    assert md.terrain_at(lake) == "lake"  # painted by hand: kept
    truth = small_map.truth
    others = [h for h in grid.hexes() if h != lake]
    assert sum(md.terrain_at(h) == truth.terrain_at(h) for h in others) >= 0.92 * len(others)
    doc.undo.undo()
    assert doc.scenario.map.terrain == before
    dialog.overwrite.setChecked(True)
    assert dialog.apply()
    assert doc.scenario.map.terrain_at(lake) != "lake"


def test_without_scikit_learn_the_dialog_says_what_to_install(qtbot, tmp_path, small_map, monkeypatch):
    """`pip install .` (the README's main command) has no `scan` extra: reading the map says so, nothing else."""
    import sys

    from editor.hexmap.document import Document
    from editor.scan.review import ScanTerrainDialog

    write(small_map, str(tmp_path))
    doc = Document.open(tmp_path / "map.yaml")
    dlg = ScanTerrainDialog(doc)
    qtbot.addWidget(dlg)
    for h, (t, lv) in pick_samples(small_map, seed=3).items():
        dlg.add_sample(h, t, lv)
    monkeypatch.setitem(sys.modules, "sklearn", None)  # import sklearn raises ImportError
    dlg.read_map()
    assert 'pip install "banneret[scan]"' in dlg.status.text()
    assert dlg.result is None and dlg.queue.count() == 0


# -- teach mode, the overlay and the progress (issue #31's remaining items) -------------------------------------
@pytest.fixture()
def window(qtbot, tmp_path, small_map):
    """The main window on the generated scan, with the scan shown (overrides conftest's demo window, so the
    `mouse` fixture clicks this map)."""
    write(small_map, str(tmp_path))
    return scan_window(qtbot, tmp_path, tmp_path / "map.yaml")


def _open_dialog(qtbot, w):
    return open_dialog(qtbot, w)


def test_teach_mode_a_brush_click_adds_a_sample_and_paints_nothing(qtbot, window, mouse):
    w = window
    doc = w.doc
    dlg = _open_dialog(qtbot, w)
    assert dlg.teach.isChecked()
    w.set_tool("brush")
    w.view.tool.settings.set(terrain="wood")
    dlg.level.setValue(1)
    h = doc.scenario.grid.parse_label("0304")
    steps = doc.undo.count()
    mouse.click("0304")
    assert dlg.samples == {h: ("wood", 1)}
    assert dlg.samples_label.text().endswith("1")
    assert doc.scenario.map.terrain_at(h) == "clear" and doc.undo.count() == steps  # not painted, no undo step
    mouse.click("0304")  # a click on a sample removes it
    assert dlg.samples == {}
    dlg.teach.setChecked(False)  # teach off: the brush paints again
    mouse.click("0304")
    assert doc.scenario.map.terrain_at(h) == "wood" and dlg.samples == {}
    doc.undo.undo()
    dlg.teach.setChecked(True)
    dlg.close()  # closed: the brush paints
    mouse.click("0304")
    assert doc.scenario.map.terrain_at(h) == "wood" and dlg.samples == {}


def test_a_teach_click_after_reading_leaves_the_view_where_it_was(qtbot, window, mouse, small_map):
    w = window
    dlg = _open_dialog(qtbot, w)
    for h, (t, lv) in pick_samples(small_map, seed=3).items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    w.set_tool("brush")
    queued = {dlg.queue.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dlg.queue.count())}
    grid = w.doc.scenario.grid
    target = next(h for h in grid.hexes() if h not in dlg.samples and h not in queued
                  and grid.to_offset(h)[0] > grid.first_column + 6)
    w.view.centerOn(w.doc.geometry.qcenter(target))
    before = w.view.mapToScene(w.view.viewport().rect().center())
    mouse.click(grid.label(target))  # re-reads the map, and the queue's first hex changes
    assert target in dlg.samples
    after = w.view.mapToScene(w.view.viewport().rect().center())
    assert (after - before).manhattanLength() < 1


def _pixel(w, point):
    img = w.view.viewport().grab().toImage()
    return img.pixelColor(w.view.mapFromScene(point))


def test_the_overlay_tints_hexes_with_their_terrain_and_follows_the_queue(qtbot, window, small_map):
    from PySide6.QtCore import QPointF

    from editor.palette import terrain_fill

    w = window
    dlg = _open_dialog(qtbot, w)
    for h, (t, lv) in pick_samples(small_map, seed=3).items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    assert dlg.result is not None and dlg.queue.count() > 1
    # the queue's current hex is centred and outlined (one away from the map's edges, where the view can centre)
    grid = w.doc.scenario.grid

    def inland(row):
        col, r = grid.to_offset(dlg.queue.item(row).data(Qt.ItemDataRole.UserRole))
        return min(col - grid.first_column, grid.first_column + grid.columns - 1 - col, r - grid.first_row,
                   grid.first_row + grid.rows - 1 - r)
    dlg.queue.setCurrentRow(max(range(1, dlg.queue.count()), key=inland))
    h = dlg.queue.currentItem().data(Qt.ItemDataRole.UserRole)
    assert dlg.overlay.current == h
    centre = w.doc.geometry.qcenter(h)
    view_centre = w.view.mapToScene(w.view.viewport().rect().center())
    assert abs(view_centre.x() - centre.x()) < w.doc.geometry.hex_width
    assert abs(view_centre.y() - centre.y()) < w.doc.geometry.hex_width
    # a hex not a sample (not flagged if one is left): tinted towards its proposed terrain's colour when shown,
    # not when hidden (a flagged hex's outline is on its sides, away from the pixel looked at)
    flagged = {c.hex for c in dlg.result.flagged}
    call = min((c for c in dlg.result.calls if c.hex not in dlg.samples and c.terrain != "clear"),
               key=lambda c: c.hex in flagged)
    w.view.center_on_hex(call.hex)
    pt = w.doc.geometry.qcenter(call.hex) + QPointF(w.doc.geometry.r * 0.5, 0)
    qtbot.wait(50)
    shown = _pixel(w, pt)
    dlg.show_overlay.setChecked(False)
    qtbot.wait(50)
    hidden = _pixel(w, pt)
    assert shown != hidden
    r, g, b = terrain_fill(call.terrain, call.level)

    def dist(c):
        return abs(c.red() - r) + abs(c.green() - g) + abs(c.blue() - b)
    assert dist(shown) < dist(hidden)
    dlg.close()
    assert dlg.overlay.paint not in w.view.overlay_painters


def test_the_scan_is_measured_on_a_worker_thread_and_cancel_changes_nothing(qtbot, window, small_map,
                                                                            monkeypatch):
    import threading

    import editor.scan.review as review
    import rules.scan.features as features

    threads = []
    real = features.measure

    def measure(*a, **k):
        threads.append(threading.current_thread())
        return real(*a, **k)
    monkeypatch.setattr(features, "measure", measure)
    dlg = _open_dialog(qtbot, window)
    for h, (t, lv) in pick_samples(small_map, seed=3).items():
        dlg.add_sample(h, t, lv)
    real_run = review.run_cancellable
    monkeypatch.setattr(review, "run_cancellable", lambda *a, **k: (False, None))  # the user pressed Cancel
    dlg.read_map()
    assert dlg.result is None and dlg.features is None and dlg.queue.count() == 0
    assert "cancelled" in dlg.status.text()
    monkeypatch.setattr(review, "run_cancellable", real_run)
    dlg.read_map()
    assert dlg.result is not None
    assert threads and all(t is not threading.main_thread() for t in threads)
