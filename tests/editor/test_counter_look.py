"""The editor's map shows the renderer's counters (rules/map/counters.py), and keeps labels readable."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from editor.play.overlay import mp_badge_box
from rules.map import counters as C
from rules.map.render import PLACE_TEXT
from tests.editor.test_map_tiles import pixel


def grab(window):
    view = window.view
    view.viewport().repaint()
    return view.viewport().grab().toImage()


def test_the_editor_paints_the_renderers_counter(window):
    doc = window.doc
    pl = next(p for p in doc.scenario.setup if p.unit is not None and len(doc.setup_by_hex()[p.hex]) == 1)
    side, unit = doc.units_by_id()[pl.unit]
    window.view.zoom_actual()
    window.view.zoom_by(2.0)
    window.view.centerOn(doc.geometry.qcenter(pl.hex))
    window.view.map_item.settle()
    [(_, x, y)] = window.view.map_item.painter.stack_positions(pl.hex, doc.setup_by_hex()[pl.hex])
    c = doc.geometry.qcenter(pl.hex)
    r = doc.geometry.r
    band = "#{:02x}{:02x}{:02x}".format(*C.banner_colour(unit.banner, C.parse_colour(side.colour)))
    # the banner band across the top, between the banner's code and the type
    assert pixel(window, pl.hex, x - c.x() + r * 0.1, y - c.y() - r * 0.43) == band
    # the same picture as `banneret render` pastes: the drawing of the look at this size, pixel for pixel nearly
    px = round(r * window.view.hex_px() / doc.geometry.hex_width)
    drawn = C.draw_look(C.unit_look(side, unit, "back" if pl.fatigued else "front", pl.mounted), px).convert("RGB")
    img = grab(window)
    top_left = window.view.mapFromScene(QPointF(x - r / 2, y - r / 2))
    same = 0
    for k in range(4, px - 4, 3):
        got = img.pixelColor(top_left.x() + k, top_left.y() + k)
        want = drawn.getpixel((k, k))
        same += sum(abs(a - b) for a, b in zip((got.red(), got.green(), got.blue()), want, strict=True)) < 40
    assert same >= 0.8 * len(range(4, px - 4, 3))


def test_place_names_over_counters_and_under_them(window):
    doc = window.doc
    occupied = doc.setup_by_hex()
    h = next(p.hex for p in doc.scenario.setup if p.unit is not None)
    doc.scenario.map.places.append(type(doc.scenario.map.places[0])(h, "Wwwwwwwwww"))
    doc._index.clear()
    window.view.map_item.refresh()
    window.view.zoom_actual()
    window.view.zoom_by(2.0)
    window.view.centerOn(doc.geometry.qcenter(h))
    window.view.map_item.settle()
    g = doc.geometry
    ny = C.place_name_y(g.r, g.flat, bool(occupied.get(h)))
    img = grab(window)
    ink = "#{:02x}{:02x}{:02x}".format(*PLACE_TEXT)
    c = g.qcenter(h)
    hits = 0
    for dx in range(-40, 41):
        for dy in (-3, -2, -1, 0, 1, 2, 3):
            p = window.view.mapFromScene(QPointF(c.x() + dx * g.r / 40, c.y() + ny + dy * g.r / 40))
            hits += img.pixelColor(p).name() == ink
    assert hits > 20  # the name's letters, in the lower part of the occupied hex, over whatever is there


def test_mp_badge_clear_of_the_hex_label_and_the_place_name(window):
    g = window.doc.geometry
    x, y, w, h = mp_badge_box((0.0, 0.0), g.r, g.flat)
    lx0, ly0, lx1, ly1 = C.label_box(g.r, g.flat, window.doc.scenario.grid.digits)
    assert y > ly1 or x + w < lx0  # not on the label
    name_top = C.place_name_y(g.r, g.flat, False) - g.r * 0.18
    assert y + h < name_top  # not on the place name
    assert x >= -g.half_w  # and inside the hex


def test_hex_label_not_hidden_by_a_counter_facing_it(window):
    doc = window.doc
    pl = next(p for p in doc.scenario.setup if p.unit is not None and len(doc.setup_by_hex()[p.hex]) == 1)
    pl.facing = doc.scenario.grid.facing_names.index("N")  # toward the label, on this flat grid
    window.view.map_item.refresh()
    window.view.zoom_actual()
    window.view.zoom_by(2.0)
    window.view.centerOn(doc.geometry.qcenter(pl.hex))
    window.view.map_item.settle()
    g = doc.geometry
    lx0, ly0, lx1, ly1 = C.label_box(g.r, g.flat, doc.scenario.grid.digits)
    before = [pixel(window, pl.hex, lx0 + (lx1 - lx0) * i / 8, (ly0 + ly1) / 2) for i in range(9)]
    window.view.map_item.painter.layers.discard("units")
    window.view.map_item.refresh()
    window.view.map_item.settle()
    after = [pixel(window, pl.hex, lx0 + (lx1 - lx0) * i / 8, (ly0 + ly1) / 2) for i in range(9)]
    assert before == after
