"""Map → Read terrain from the scan (issue #31): the review queue walked with the keyboard, the undoable
apply, and the hexes painted by hand kept."""

from __future__ import annotations

import pytest

pytest.importorskip("sklearn")

from PySide6.QtCore import Qt  # noqa: E402

from bench.scan_maps import generate, pick_samples, write  # noqa: E402


@pytest.fixture(scope="module")
def small_map():
    return generate("modern", 3, 14, 10, 70.0, quality=70)


@pytest.fixture()
def dialog(qtbot, tmp_path, small_map):
    from editor.document import Document
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

    from editor.document import Document
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
