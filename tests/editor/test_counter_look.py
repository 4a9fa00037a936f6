"""The editor's map shows the renderer's counters (rules/map/counters.py), and keeps labels readable."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF

from editor.hexmap.play.overlay import mp_badge_box
from rules.map import counters as C
from rules.map.render import PLACE_TEXT
from tests.editor.conftest import DEMO
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
    # centred in its hex (a lone counter), 84 % of the flats
    assert (x, y) == (c.x(), c.y())
    half = r * C.UNIT_SIZE / 2
    # the banner band across the top, between the banner's code and the type
    assert pixel(window, pl.hex, x - c.x() + half * 0.2, y - c.y() - half * 0.86) == band
    # the same picture as `banneret render` pastes: the drawing of the look at this size, pixel for pixel nearly
    px = math.ceil(r * C.UNIT_SIZE * window.view.hex_px() / doc.geometry.hex_width)  # as the editor draws it
    drawn = C.draw_look(C.unit_look(side, unit, "back" if pl.fatigued else "front", pl.mounted), px).convert("RGB")
    img = grab(window)
    top_left = window.view.mapFromScene(QPointF(x - half, y - half))
    same = 0
    for k in range(4, px - 4, 3):
        got = img.pixelColor(top_left.x() + k, top_left.y() + k)
        want = drawn.getpixel((k, k))
        same += sum(abs(a - b) for a, b in zip((got.red(), got.green(), got.blue()), want, strict=True)) < 40
    assert same >= 0.8 * len(range(4, px - 4, 3))


def test_place_names_where_no_counter_is(window):
    """#26 item 4: a name in an occupied hex goes where no counter is, as the renderer puts it; its letters
    never cross the counter."""
    doc = window.doc
    h = next(p.hex for p in doc.scenario.setup if p.unit is not None)
    doc.scenario.map.places.append(type(doc.scenario.map.places[0])(h, "Wwwwwwwwww"))
    doc._index.clear()
    window.view.map_item.refresh()
    window.view.zoom_actual()
    window.view.zoom_by(2.0)
    window.view.centerOn(doc.geometry.qcenter(h))
    window.view.map_item.settle()
    g = doc.geometry
    img = grab(window)
    ink = "#{:02x}{:02x}{:02x}".format(*PLACE_TEXT)
    c = g.qcenter(h)

    def inked(x0, y0, x1, y1, step):
        hits = 0
        for i in range(step + 1):
            for j in range(step + 1):
                p = window.view.mapFromScene(QPointF(x0 + (x1 - x0) * i / step, y0 + (y1 - y0) * j / step))
                hits += img.pixelColor(p).name() == ink
        return hits

    stacks = doc.setup_by_hex()
    box = C.stack_box(g.r, g.flat, sum(p.leader is None for p in stacks[h]), sum(p.leader is not None
                                                                                 for p in stacks[h]))
    assert inked(c.x() + box[0] + 1, c.y() + box[1] + 1, c.x() + box[2] - 1, c.y() + box[3] - 1, 60) == 0
    near = [(g.center(n), sum(p.leader is None for p in stacks[n]), sum(p.leader is not None for p in stacks[n]))
            for n in (h, *doc.scenario.grid.neighbours(h)) if stacks.get(n)]
    dx, dy = C.place_name_offset(g.r, g.flat, g.r * 0.9, g.r * 0.2, C.boxes_around(g.r, g.flat, g.center(h), near))
    assert inked(c.x() + dx - g.r, c.y() + dy - g.r * 0.2, c.x() + dx + g.r, c.y() + dy + g.r * 0.2, 40) > 20


@pytest.fixture
def pointy_window(qtbot, tmp_path):
    """The main window on the demo battle drawn on a pointy-topped grid."""
    from PySide6.QtCore import QSettings

    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    path = tmp_path / "pointy.yaml"
    text = DEMO.read_text(encoding="utf-8")
    assert "orientation: flat" in text
    path.write_text(text.replace("orientation: flat", "orientation: pointy", 1), encoding="utf-8")
    w = MainWindow(Document.open(path), QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.view.zoom_actual()
    w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
    return w


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_mp_badge_clear_of_the_hex_label_and_the_place_name(orientation, request):
    window = request.getfixturevalue("window" if orientation == "flat" else "pointy_window")
    g = window.doc.geometry
    assert g.flat == (orientation == "flat")
    x, y, w, h = mp_badge_box((0.0, 0.0), g.r, g.flat)
    lx0, ly0, lx1, ly1 = C.label_box(g.r, g.flat, window.doc.scenario.grid.digits)
    assert y > ly1 or x + w < lx0  # not on the label
    name_top = C.place_name_offset(g.r, g.flat, g.r, g.r * 0.18, [])[1] - g.r * 0.18
    assert y + h < name_top  # not on the place name
    half = g.r * C.UNIT_SIZE / 2  # a unit counter's half side
    grid = window.doc.scenario.grid
    here = grid.from_offset(5, 5)
    (hx, hy) = g.center(here)
    counters = [(g.center(n)[0] - hx, g.center(n)[1] - hy) for n in (here, *grid.neighbours(here))]
    for cx, cy in counters:  # clear of the hex's own counter (#26: "1 MP" hid its left edge) and its neighbours'
        assert x + w < cx - half or x > cx + half or y + h < cy - half or y > cy + half, (cx, cy)
        for facing in range(6):  # and of the facing pointers standing out of them
            i, j = g.side_corners[facing]
            (ax, ay), (bx, by) = g.corner_off[i], g.corner_off[j]
            pts = C.facing_pointer(cx, cy, half, ((ax + bx) / 2, (ay + by) / 2), g.r)
            assert all(px < x or px > x + w or py < y or py > y + h for px, py in pts), (cx, cy, facing)
            # the pointer's tip and base are outside the badge; its sides cross it neither (a box test)
            xs, ys = [px for px, _ in pts], [py for _, py in pts]
            assert max(xs) < x or min(xs) > x + w or max(ys) < y or min(ys) > y + h, (cx, cy, facing)


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_mp_badge_text_fits_and_is_readable_where_drawn(orientation, request):
    """The badge's text fits in its box (pointy-topped: the cost above "MP", larger), and badges are drawn only
    where that text is at least BADGE_MIN_PX tall on screen: at 100 % on both kinds of grid."""
    from PySide6.QtGui import QFontMetricsF

    from editor.hexmap.play.overlay import BADGE_MIN_PX, badge_font, badge_lines, mp_badge_sizes

    window = request.getfixturevalue("window" if orientation == "flat" else "pointy_window")
    g = window.doc.geometry
    costs = [1, 12]
    sizes = mp_badge_sizes(g.r, g.flat, costs)
    _, _, w, h = mp_badge_box((0.0, 0.0), g.r, g.flat)
    m = QFontMetricsF(badge_font(100))
    for cost in costs:
        lines = badge_lines(cost, g.flat)
        assert len(lines) == (1 if g.flat else 2) and lines[0].startswith(str(cost))
        assert all(m.horizontalAdvance(t) * s / 100 <= w for t, s in zip(lines, sizes, strict=True))
        assert sum(m.height() * s / 100 for s in sizes[:len(lines)]) <= h
    if not g.flat:
        assert sizes[0] > sizes[1]  # the cost reads first
    assert min(sizes) * 64 / g.hex_width >= BADGE_MIN_PX  # shown at 100 %


def test_hex_label_under_a_counter_is_left_out_and_shown_on_hover(window, mouse):
    """#26 items 4 and 5: a hex number under a counter is not drawn cut in half by it; hovering the hex shows
    it over the hex, as zoomed out, where no hex shows its number."""
    doc = window.doc
    pl = next(p for p in doc.scenario.setup if p.unit is not None and len(doc.setup_by_hex()[p.hex]) == 1)
    window.view.zoom_actual()
    window.view.zoom_by(2.0)
    window.view.centerOn(doc.geometry.qcenter(pl.hex))
    window.view.map_item.settle()
    g = doc.geometry
    lx0, ly0, lx1, ly1 = C.label_box(g.r, g.flat, doc.scenario.grid.digits)
    row = [pixel(window, pl.hex, lx0 + (lx1 - lx0) * i / 16, ly0 + 1) for i in range(17)]
    window.view.map_item.painter.layers.discard("labels")
    window.view.map_item.refresh()
    window.view.map_item.settle()
    assert [pixel(window, pl.hex, lx0 + (lx1 - lx0) * i / 16, ly0 + 1) for i in range(17)] == row
    window.view.map_item.painter.layers.add("labels")
    window.view.map_item.refresh()
    overlay = window.view.overlay
    assert overlay.hover_label_rect(pl.hex).isEmpty() is False  # its number, on hover
    empty = next(h for h in doc.scenario.grid.hexes() if h not in doc.setup_by_hex())
    assert overlay.hover_label_rect(empty).isEmpty()  # the map shows this one's
    window.view.fit()
    assert window.view.hex_px() < 40 and not overlay.hover_label_rect(empty).isEmpty()  # zoomed out: every hex
    mouse.move(doc.scenario.grid.label(empty), held=False)
    tag = overlay.hover_label_rect(empty)
    window.view.viewport().repaint()
    img = window.view.viewport().grab().toImage()
    centre = window.view.mapFromScene(tag.center())
    shades = [img.pixelColor(centre.x() + dx, centre.y() + dy).lightness() for dx in range(-12, 13) for dy in (-2, 0, 2)]
    assert max(shades) > 235 and min(shades) < 80  # the tag's paper and its dark digits


def test_at_fit_every_counter_shows_its_values(window):
    """#26 item 5: fitted to the window, a counter was a coloured blob; now it keeps its type and its values,
    drawn at the view's scale (not the overview's), the white digits readable on the side's colour."""
    doc = window.doc
    window.view.fit()
    window.view.map_item.settle()
    g = doc.geometry
    assert window.view.hex_px() < 40  # zoomed out: no hex numbers drawn, the counters' brief look
    img = grab(window)
    lone = [p for p in doc.scenario.setup if p.unit is not None and len(doc.setup_by_hex()[p.hex]) == 1
            and not p.fatigued]
    assert lone
    for pl in lone:
        [(_, x, y)] = window.view.map_item.painter.stack_positions(pl.hex, doc.setup_by_hex()[pl.hex])
        half = g.r * C.UNIT_SIZE / 2
        a = window.view.mapFromScene(QPointF(x - half * 0.9, y))
        b = window.view.mapFromScene(QPointF(x + half * 0.9, y + half * 0.9))
        light = sum(img.pixelColor(i, j).lightness() > 200 for i in range(a.x(), b.x()) for j in range(a.y(), b.y()))
        assert light >= 12, pl.unit  # the strokes of three digits, a few pixels each


def test_pointy_play_mode_draws_the_mp_badges_beside_the_counters(pointy_window, monkeypatch):
    """In test-play on a pointy-topped map at 100 %, the badges (the white paper and the cost) are drawn, and
    nothing of them falls on the selected unit's counter or its neighbours' counters: the picture with the
    badges and the one without differ only outside the counters' squares."""
    from editor.hexmap.play import Start
    from editor.hexmap.play import overlay as O
    from tests.editor.conftest import Mouse

    window = pointy_window
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    grid, g = window.doc.scenario.grid, window.doc.geometry
    here = grid.parse_label("1316")
    window.view.zoom_actual()
    window.view.center_on_hex(here)
    Mouse(window).click("1316")
    assert here in window.play.overlay.data.reach
    with_badges = grab(window)
    monkeypatch.setattr(O, "BADGE_MIN_PX", 1e9)  # the same picture without badges
    without = grab(window)
    view = window.view
    half = g.r * C.UNIT_SIZE / 2
    centres = [g.qcenter(h) for h in (here, *grid.neighbours(here))]
    squares = [(view.mapFromScene(QPointF(c.x() - half, c.y() - half)),
                view.mapFromScene(QPointF(c.x() + half, c.y() + half))) for c in centres]
    corner, far = view.mapFromScene(centres[0] - QPointF(2 * g.r, 2 * g.r)), \
        view.mapFromScene(centres[0] + QPointF(2 * g.r, 2 * g.r))
    changed = [(x, y) for x in range(corner.x(), far.x()) for y in range(corner.y(), far.y())
               if with_badges.pixelColor(x, y) != without.pixelColor(x, y)]
    assert len(changed) > 50  # badges are drawn at 100 %
    inside = [(x, y) for x, y in changed
              if any(a.x() + 1 < x < b.x() - 1 and a.y() + 1 < y < b.y() - 1 for a, b in squares)]
    assert inside == []
    # the selected hex's own badge: its paper left of the counter, in the strip
    bx, by, bw, bh = O.mp_badge_box(g.center(here), g.r, g.flat)
    paper = view.mapFromScene(QPointF(bx + bw / 2, by + 1.5))
    assert with_badges.pixelColor(paper).lightness() > 200 and without.pixelColor(paper).lightness() < 200


def test_the_mp_badge_speaks_the_editors_language(qapp):
    """The badge's "MP" is the rule books' abbreviation in the editor's language (the glossary's movement point:
    PM in French, Hungarian and Italian, PR in Polish, as the editor's other MP texts)."""
    from editor.hexmap.play.overlay import badge_text
    from editor.i18n import install
    from rules.i18n import set_language

    try:
        for lang, unit in (("fr", "PM"), ("hu", "PM"), ("it", "PM"), ("pl", "PR"), ("en", "MP")):
            install(qapp, lang)
            assert badge_text(3) == f"3 {unit}", lang
    finally:
        install(qapp, "en")
        set_language("en")
