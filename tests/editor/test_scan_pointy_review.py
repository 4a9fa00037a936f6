"""Map → Read terrain from the scan on a pointy-top map (issue #31): the overlay tints every hex and outlines
the review queue's current hex on the pointy hex's outline, the queue is walked, and the hexside list holds
the streams and the fords read, drawn on the pointy grid's sides."""

from __future__ import annotations

import pytest

pytest.importorskip("sklearn")

from PySide6.QtCore import QPointF  # noqa: E402

from bench.bench_scan_hexsides import pick_examples  # noqa: E402
from bench.scan_maps import generate, pick_samples, write  # noqa: E402
from tests.editor.scan_window import read_with_samples, scan_window  # noqa: E402


@pytest.fixture(scope="module")
def pointy_map():
    return generate("classic", 3, 24, 18, 60.0, quality=70, pointy=True, fords=True)


@pytest.fixture()
def window(qtbot, tmp_path, pointy_map):
    """The generated pointy scan's scenario, two streams, two road links and two fords drawn by hand, in the
    main window with the Read-terrain dialog open and the map read from its samples."""
    write(pointy_map, str(tmp_path))
    grid = pointy_map.truth.grid
    ex = pick_examples(pointy_map, seed=3)

    def labels(sides):
        return ", ".join(f'"{grid.label(s.a)}/{grid.label(s.b)}"' for s in sides)

    roads = ", ".join(f'["{grid.label(s.a)}", "{grid.label(s.b)}"]' for s in ex["road"])
    scen = tmp_path / "map.yaml"
    scen.write_text(scen.read_text(encoding="utf-8").replace(
        "  background:", f"  hexsides: {{stream: [{labels(ex['stream'])}], ford: [{labels(ex['ford'])}]}}\n"
                         f"  routes: {{road: [{roads}]}}\n  background:"), encoding="utf-8")
    w = scan_window(qtbot, tmp_path, scen, (1366, 768))
    dlg = read_with_samples(qtbot, w, pick_samples(pointy_map, seed=3))
    yield w, dlg, ex
    dlg.close()


def _pixel(w, point):
    return w.view.viewport().grab().toImage().pixelColor(w.view.mapFromScene(point))


def test_the_overlay_and_the_queue_follow_the_pointy_hexes(qtbot, window, pointy_map):
    w, dlg, _ex = window
    assert w.doc.scenario.grid.orientation == "pointy"
    assert len(dlg.overlay.colours()) == w.doc.scenario.grid.size  # every hex tinted
    assert 0 < dlg.queue.count() <= 0.15 * w.doc.scenario.grid.size
    dlg.queue.setCurrentRow(1)  # walk the queue: the hex is centred and outlined
    h = dlg.overlay.current
    assert h is not None and h == dlg.queue.currentItem().data(0x0100)
    g = w.doc.geometry
    c = g.qcenter(h)
    scale = w.view.transform().m11()
    qtbot.wait(50)

    def crimson(colour):  # the current hex's outline (CURRENT), over whatever the scan shows
        return colour.red() > 180 and colour.red() - colour.green() > 90 and colour.red() - colour.blue() > 80

    assert crimson(_pixel(w, c + QPointF(0, -g.r + 1.5 / scale)))  # just inside the pointy hex's top corner
    assert not crimson(_pixel(w, c + QPointF(0, -g.r * 0.866)))  # where a flat hex's top side would be


def test_the_hexside_list_holds_streams_and_fords_drawn_on_the_pointy_sides(qtbot, window, pointy_map):
    w, dlg, ex = window
    sides = dlg.sides
    calls = sides.reading.calls
    assert sides.reading.taught == {"stream": len(ex["stream"]), "road": 2, "ford": 2}
    fords = [c for c in calls if c.feature == "ford"]
    assert fords and {c.side for c in fords} <= pointy_map.truth.fords
    upright = next(c for c in calls if c.feature == "stream" and not c.flagged and c.side.a.r == c.side.b.r)
    sides.list.setCurrentRow(calls.index(upright))  # centred on the map, over a red halo
    g = w.doc.geometry
    (ax, ay), (bx, by) = g.segment(upright.side.a, upright.side.b)
    assert abs(ax - bx) < 1e-6  # an upright side: a pointy grid's east-west hexside
    mid = QPointF((ax + bx) / 2, (ay + by) / 2 + g.r * 0.2)
    scale = w.view.transform().m11()
    qtbot.wait(50)
    line = _pixel(w, mid)
    assert line.blue() > line.red() + 40  # the stream's ink, on the side itself
    halo = _pixel(w, mid + QPointF(3.5 / scale, 0))
    assert halo.red() > 150 and halo.green() < 110 and halo.blue() < 130
    dlg.show_overlay.setChecked(False)
    qtbot.wait(50)
    assert _pixel(w, mid) != line
