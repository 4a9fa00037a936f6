"""Map → Read terrain from the scan (issue #31's stretch goal): the hexside features and road links proposed are
listed with their confidence, ticked (accepted) or not, drawn on the overlay, and applied in one undo step,
leaving the hexsides drawn by hand alone."""

from __future__ import annotations

import pytest

pytest.importorskip("sklearn")

from PySide6.QtCore import QPointF, Qt  # noqa: E402

from bench.bench_scan_hexsides import pick_examples  # noqa: E402
from bench.scan_maps import generate, pick_samples, write  # noqa: E402
from tests.editor.scan_window import read_with_samples, scan_window  # noqa: E402


@pytest.fixture(scope="module")
def small_map():
    return generate("modern", 8, 16, 12, 70.0, quality=70)


def _scenario(tmp_path, small_map):
    """The generated scan's scenario with two streams and two road links drawn by hand, and a ford drawn by
    hand on a hexside the scan shows a stream along."""
    write(small_map, str(tmp_path))
    grid = small_map.truth.grid
    ex = pick_examples(small_map, seed=8)
    ford = min(small_map.truth.streams - ex["stream"] - small_map.truth.roads, key=lambda s: (s.a, s.b))

    def lab(s):
        return f"{grid.label(s.a)}/{grid.label(s.b)}"

    streams = ", ".join(f'"{lab(s)}"' for s in ex["stream"])
    roads = ", ".join(f'["{grid.label(s.a)}", "{grid.label(s.b)}"]' for s in ex["road"])
    scen = tmp_path / "map.yaml"
    scen.write_text(scen.read_text(encoding="utf-8").replace(
        "  background:", f"  hexsides: {{stream: [{streams}], ford: [\"{lab(ford)}\"]}}\n"
                         f"  routes: {{road: [{roads}]}}\n  background:"), encoding="utf-8")
    return scen, ford


@pytest.fixture()
def dialog(qtbot, tmp_path, small_map):
    from editor.hexmap.document import Document
    from editor.scan.review import ScanTerrainDialog

    scen, ford = _scenario(tmp_path, small_map)
    dlg = ScanTerrainDialog(Document.open(scen))
    qtbot.addWidget(dlg)
    for h, (t, lv) in pick_samples(small_map, seed=8).items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    dlg.ford = ford
    return dlg


def _items(dlg):
    return [dlg.sides.list.item(i) for i in range(dlg.sides.list.count())]


def test_proposals_are_listed_sure_ones_ticked_and_applied_in_one_undo_step(dialog, small_map):
    sides = dialog.sides
    doc = dialog.doc
    calls = sides.reading.calls
    assert {c.feature for c in calls} >= {"stream", "road"}
    items = _items(dialog)
    assert [i.data(Qt.ItemDataRole.UserRole) for i in items] == calls
    assert all((i.checkState() == Qt.CheckState.Checked) == (not i.data(Qt.ItemDataRole.UserRole).flagged)
               for i in items)
    # the designer rejects one sure proposal with the keyboard, and keeps the flagged ones out
    rejected = next(c for c in calls if not c.flagged and c.side != dialog.ford)
    row = calls.index(rejected)
    sides.list.setCurrentRow(row)
    sides.list.setFocus()
    from PySide6.QtTest import QTest

    QTest.keyClick(sides.list, Qt.Key.Key_Space)
    assert items[row].checkState() == Qt.CheckState.Unchecked
    accepted = sides.accepted()
    assert rejected not in accepted
    md = doc.scenario.map
    before = ({f: list(v) for f, v in md.hexsides.items()}, {k: [list(c) for c in v] for k, v in md.routes.items()})
    steps = doc.undo.count()
    assert sides.apply()
    assert doc.undo.count() == steps + 1
    md = doc.scenario.map
    for c in accepted:
        if c.side == dialog.ford:  # drawn by hand: left alone
            assert c.side not in md.hexsides.get(c.feature, [])
        elif c.feature == "road":
            assert c.side in md.links("road")
        else:
            assert c.side in md.hexsides[c.feature]
    if rejected.feature == "road":
        assert rejected.side not in md.links("road")
    else:
        assert rejected.side not in md.hexsides.get(rejected.feature, [])
    assert md.hexsides["ford"] == before[0]["ford"]
    added = sum(len(v) for v in md.hexsides.values()) - sum(len(v) for v in before[0].values())
    added += len(md.links("road")) - sum(len(c) - 1 for c in before[1].get("road", []))
    assert added == len([c for c in accepted if c.side != dialog.ford])
    doc.undo.undo()
    assert (doc.scenario.map.hexsides, doc.scenario.map.routes) == before


def test_accept_above_and_reject_all(dialog):
    sides = dialog.sides
    calls = sides.reading.calls
    assert any(c.flagged for c in calls)
    sides.reject_all()
    assert sides.accepted() == []
    assert not sides.apply()  # nothing ticked: nothing written, no undo step
    sides.accept_above(0.5)
    assert sides.accepted() == calls
    sides.reject_all()
    sides.accept_above(0.9)
    assert sides.accepted() == [c for c in calls if c.confidence >= 0.9]
    # the designer's ticks are kept when the map is read again (as after a new sample)
    dialog.read_map()
    assert sides.accepted() == [c for c in sides.reading.calls if c.confidence >= 0.9]


def test_the_overwrite_box_lets_a_proposal_onto_a_hexside_drawn_by_hand(dialog):
    sides = dialog.sides
    on_ford = [c for c in sides.reading.calls if c.side == dialog.ford]
    assert [c.feature for c in on_ford] == ["stream"]
    sides.reject_all()
    sides.set_accepted(on_ford[0], True)
    assert not sides.apply()  # drawn by hand: kept
    dialog.overwrite.setChecked(True)
    assert sides.apply()
    md = dialog.doc.scenario.map
    assert dialog.ford in md.hexsides["stream"] and dialog.ford in md.hexsides["ford"]


def test_the_proposals_are_drawn_on_the_map(qtbot, tmp_path, small_map):
    scen, _ford = _scenario(tmp_path, small_map)
    w = scan_window(qtbot, tmp_path, scen)
    dlg = read_with_samples(qtbot, w, pick_samples(small_map, seed=8))
    sides = dlg.sides
    road = next(c for c in sides.reading.calls if c.feature == "road" and not c.flagged)
    sides.list.setCurrentRow(sides.reading.calls.index(road))  # centred, over a red halo
    g = w.doc.geometry
    a, b = g.qcenter(road.side.a), g.qcenter(road.side.b)
    mid = (a + b) * 0.5
    along = (b - a) / (((b - a).x() ** 2 + (b - a).y() ** 2) ** 0.5)
    scale = w.view.transform().m11()
    beside = mid + QPointF(-along.y(), along.x()) * (3.5 / scale) + along * (g.r * 0.3)  # in the halo, off the line

    def pixel(point):
        return w.view.viewport().grab().toImage().pixelColor(w.view.mapFromScene(point))

    qtbot.wait(50)
    halo = pixel(beside)
    assert halo.red() > 150 and halo.green() < 110 and halo.blue() < 130
    on = pixel(mid + along * (g.r * 0.3))
    dlg.show_overlay.setChecked(False)
    qtbot.wait(50)
    assert pixel(beside) != halo and pixel(mid + along * (g.r * 0.3)) != on
    dlg.close()
