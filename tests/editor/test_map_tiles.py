"""The map view paints from cached tiles: an edit, an undo, a selection or a zoom must show on screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from rules.map import counters as C


def hx(window, label):
    return window.doc.scenario.grid.parse_label(label)


def pixel(window, h, dx=0.0, dy=0.0):
    """The colour the view shows at a point of a hex (scene offset from its centre), after a repaint."""
    view = window.view
    c = window.doc.geometry.qcenter(h)
    view.viewport().repaint()
    img = view.viewport().grab().toImage()
    return img.pixelColor(view.mapFromScene(QPointF(c.x() + dx, c.y() + dy))).name()


def nearly_equal(a, b) -> bool:
    """Equal but for the anti-aliasing of the few 1-px grid lines that cross a tile's edge: they are
    rasterised from where they enter the tile, as they already were from where they entered a partial repaint."""
    step = 3
    differ = sum(a.pixel(x, y) != b.pixel(x, y) for y in range(0, a.height(), step) for x in range(0, a.width(), step))
    return a.size() == b.size() and differ < 0.02 * (a.width() // step) * (a.height() // step)


def empty_clear_hex(window):
    md, setup = window.doc.scenario.map, window.doc.setup_by_hex()
    for h in window.doc.scenario.grid.hexes():
        if md.terrain_at(h) == "clear" and md.levels.get(h, 0) == 0 and h not in setup:
            return h
    raise AssertionError("the demo has no empty clear hex")


def test_painting_a_hex_and_undoing_it_repaint_the_cached_tile(window):
    h = empty_clear_hex(window)
    window.view.zoom_actual()  # hexes 64 px wide: tiles, not the overview image
    window.view.centerOn(window.doc.geometry.qcenter(h))
    before = pixel(window, h, dy=window.doc.geometry.r * 0.3)
    assert len(window.view.map_item.tiles) > 0  # the view is painted from tiles
    window.doc.paint_cells("Paint lake", terrain={h: "lake"})
    painted = pixel(window, h, dy=window.doc.geometry.r * 0.3)
    assert painted != before
    window.doc.undo.undo()
    assert pixel(window, h, dy=window.doc.geometry.r * 0.3) == before
    window.doc.undo.redo()
    assert pixel(window, h, dy=window.doc.geometry.r * 0.3) == painted


def test_selecting_a_counter_redraws_its_outline(window):
    pl = next(p for p in window.doc.scenario.setup if p.unit is not None)
    window.view.zoom_actual()
    window.view.centerOn(window.doc.geometry.qcenter(pl.hex))
    [(_, x, y)] = [(q, x, y) for q, x, y in window.view.map_item.painter.stack_positions(
        pl.hex, window.doc.setup_by_hex()[pl.hex]) if q is pl]
    c = window.doc.geometry.qcenter(pl.hex)
    off = (x - c.x(), y - c.y() - window.doc.geometry.r * C.UNIT_SIZE / 2)  # the counter's top edge
    before = pixel(window, pl.hex, *off)
    window.doc.select("unit", pl.unit)
    assert pixel(window, pl.hex, *off) != before
    window.doc.select(None)
    assert pixel(window, pl.hex, *off) == before


def test_tiles_show_what_painting_the_view_directly_shows(window):
    view, item = window.view, window.view.map_item
    view.zoom_actual()
    view.viewport().repaint()
    assert len(item.tiles) > 0
    tiled = view.viewport().grab().toImage()
    item.tiles_enabled = False
    view.viewport().repaint()
    direct = view.viewport().grab().toImage()
    item.tiles_enabled = True
    assert nearly_equal(tiled, direct)


def test_a_zoom_gesture_ends_with_the_exact_tiles(window, qtbot):
    view, item = window.view, window.view.map_item
    view.zoom_actual()
    view.viewport().repaint()
    view.zoom_by(1.3)
    view.viewport().repaint()  # a frame of the gesture may show tiles from the overview image
    item.settle()
    view.viewport().repaint()
    settled = view.viewport().grab().toImage()
    assert not item.tiles.pending()
    item.tiles.clear()
    view.viewport().repaint()
    assert nearly_equal(view.viewport().grab().toImage(), settled)
    view.zoom_by(1.3)
    view.viewport().repaint()
    qtbot.waitUntil(lambda: not item.tiles.pending() and not item._gesture, timeout=5000)


def test_a_gesture_frame_at_a_new_hex_size_draws_no_tile_then_settles_exact(window):
    """The first tile at a hex size not drawn before makes every terrain's stamp (40 ms on 200 x 200): a frame
    of a zoom gesture shows the overview there instead, and the tiles come when the gesture ends."""
    view, item = window.view, window.view.map_item
    view.zoom_actual()
    view.viewport().repaint()
    drawn = len(item.tiles)
    view.zoom_by(1.37)  # hexes ~88 px wide: no stamps of that size yet
    view.viewport().repaint()
    assert item.tiles.pending() and len(item.tiles) == drawn
    item.settle()
    view.viewport().repaint()
    assert not item.tiles.pending()
    settled = view.viewport().grab().toImage()
    item.tiles.clear()
    view.viewport().repaint()
    assert nearly_equal(view.viewport().grab().toImage(), settled)
