"""Painting the battlefield: each tool as a designer uses it, and undo in one step per stroke."""

from __future__ import annotations

from rules.geometry.hexgrid import Hexside


def hx(window, label):
    return window.doc.scenario.grid.parse_label(label)


def test_brush_stroke_of_five_hexes_is_one_undo_step(window, mouse):
    window.set_tool("brush")
    window.tool_settings.set(terrain="marsh", brush_size=1)
    labels = ["0805", "0806", "0807", "0808", "0809"]
    before = {lab: window.doc.scenario.map.terrain_at(hx(window, lab)) for lab in labels}
    steps = window.doc.undo.count()
    mouse.drag(labels)
    md = window.doc.scenario.map
    assert [md.terrain_at(hx(window, lab)) for lab in labels] == ["marsh"] * 5
    assert window.doc.undo.count() == steps + 1
    window.doc.undo.undo()
    assert {lab: md.terrain_at(hx(window, lab)) for lab in labels} == before
    assert window.doc.modified is False


def test_fast_stroke_leaves_no_gap_and_size_two_paints_neighbours(window, mouse):
    window.set_tool("brush")
    window.tool_settings.set(terrain="wood", brush_size=1)
    mouse.drag(["0805", "0809"])  # the mouse jumped four hexes between two events
    md = window.doc.scenario.map
    assert all(md.terrain_at(hx(window, f"08{r:02d}")) == "wood" for r in range(5, 10))
    window.tool_settings.set(terrain="bushes", brush_size=2)
    mouse.click("0512")
    h = hx(window, "0512")
    assert md.terrain_at(h) == "bushes"
    assert all(md.terrain_at(n) == "bushes" for n in window.doc.scenario.grid.neighbours(h))


def test_fill_fills_exactly_the_connected_area(window, mouse):
    doc = window.doc
    md = doc.scenario.map
    # the demo's lake: six connected hexes in the south-east corner
    lake = {h for h, t in md.terrain.items() if t == "lake"}
    window.set_tool("fill")
    window.tool_settings.set(terrain="sea")
    mouse.click("1920")
    assert {h for h, t in md.terrain.items() if t == "sea"} == lake
    assert not any(t == "lake" for t in md.terrain.values())
    # the wood at 0203/0204 is not connected to the wood at 1402...: filling one leaves the other
    window.tool_settings.set(terrain="farm")
    mouse.click("0203")
    assert md.terrain_at(hx(window, "0203")) == md.terrain_at(hx(window, "0204")) == "farm"
    assert md.terrain_at(hx(window, "1402")) == "wood"


def test_rectangle_paints_columns_and_rows(window, mouse):
    window.set_tool("rectangle")
    window.tool_settings.set(terrain="bushes")
    mouse.drag(["0705", "0805", "0907"])
    md = window.doc.scenario.map
    painted = {window.doc.scenario.grid.label(h) for h, t in md.terrain.items() if t == "bushes"}
    assert {f"{c:02d}{r:02d}" for c in (7, 8, 9) for r in (5, 6, 7)} <= painted


def test_raise_a_hill_and_lower_it(window, mouse):
    window.set_tool("level")
    window.tool_settings.set(brush_size=1)
    md = window.doc.scenario.map
    mouse.drag(["0705", "0706"])
    assert md.level_at(hx(window, "0705")) == 1 and md.level_at(hx(window, "0706")) == 1
    mouse.click("0705")
    assert md.level_at(hx(window, "0705")) == 2
    mouse.click("0705", right=True)
    assert md.level_at(hx(window, "0705")) == 1
    tool = window.tools["level"]
    tool.mode = "set"
    window.tool_settings.set(level=3)
    mouse.click("0707")
    assert md.level_at(hx(window, "0707")) == 3


def _near_side(window, a, b, toward=0.08):
    """A point just inside hex a, next to its hexside with b."""
    g = window.doc.geometry
    (x0, y0), (x1, y1) = g.segment(hx(window, a), hx(window, b))
    cx, cy = g.center(hx(window, a))
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    return (mx + (cx - mx) * toward, my + (cy - my) * toward)


def test_lay_a_river_and_a_bridge_near_a_hexside(window, mouse):
    window.set_tool("hexside")
    window.tool_settings.set(hexside="river")
    mouse.click(_near_side(window, "0707", "0708"))
    side = Hexside(hx(window, "0707"), hx(window, "0708"))
    md = window.doc.scenario.map
    assert md.hexsides["river"] == [side]
    window.tool_settings.set(hexside="bridge")
    mouse.click(_near_side(window, "0707", "0708"))
    assert side in md.hexsides["bridge"]
    # a click in the middle of a hex is near no hexside: nothing is drawn
    n = sum(len(v) for v in md.hexsides.values())
    mouse.click("0505")
    assert sum(len(v) for v in md.hexsides.values()) == n
    # right-click erases the chosen feature
    mouse.click(_near_side(window, "0707", "0708"), right=True)
    assert "bridge" not in md.hexsides and md.hexsides["river"] == [side]


def test_wall_inside_is_the_hex_clicked_in(window, mouse):
    window.set_tool("hexside")
    window.tool_settings.set(hexside="wall")
    mouse.click(_near_side(window, "0510", "0511"))
    wall = window.doc.scenario.map.hexsides["wall"][0]
    assert (wall.a, wall.b) == (hx(window, "0510"), hx(window, "0511"))


def test_drag_along_a_line_of_hexsides(window, mouse):
    window.set_tool("hexside")
    window.tool_settings.set(hexside="stream")
    pts = [_near_side(window, "0805", "0905"), _near_side(window, "0806", "0906"), _near_side(window, "0807", "0907")]
    steps = window.doc.undo.count()
    mouse.drag(pts)
    streams = set(window.doc.scenario.map.hexsides["stream"])
    for a, b in (("0805", "0905"), ("0806", "0906"), ("0807", "0907")):
        assert Hexside(hx(window, a), hx(window, b)) in streams
    assert window.doc.undo.count() == steps + 1


def test_route_drag_adds_links_only_between_adjacent_hexes(window, mouse):
    window.set_tool("route")
    window.tool_settings.set(route="track")
    before = window.doc.scenario.map.links("track")
    mouse.drag(["0705", "0706", "0709"])  # the last move jumps three hexes
    links = window.doc.scenario.map.links("track") - before
    assert links
    assert all(link.is_adjacent for link in links)
    labels = {frozenset(window.doc.scenario.grid.label(h) for h in (lk.a, lk.b)) for lk in links}
    assert frozenset({"0705", "0706"}) in labels and frozenset({"0708", "0709"}) in labels
    assert len(links) == 4
    # right-drag removes a link and splits the chain
    mouse.drag(["0706", "0707"], right=True)
    assert frozenset({"0706", "0707"}) not in {frozenset(window.doc.scenario.grid.label(h) for h in (lk.a, lk.b))
                                                for lk in window.doc.scenario.map.links("track")}


def test_place_name_eraser_and_picker(window, mouse, monkeypatch):
    from editor.hexmap.tools.mapfeatures import PlaceTool

    monkeypatch.setattr(PlaceTool, "ask", staticmethod(lambda parent, current: ("Mont Olympe", True)))
    window.set_tool("place")
    mouse.click("0806")
    md = window.doc.scenario.map
    assert any(p.name == "Mont Olympe" and p.hex == hx(window, "0806") for p in md.places)
    window.set_tool("picker")
    mouse.click("1819")  # lake
    assert window.tool_settings.terrain == "lake"
    assert window.view.tool.name == "place"  # the picker hands back to the previous tool
    window.set_tool("eraser")
    window.tools["eraser"].what = "all"
    window.tool_settings.set(brush_size=1)
    mouse.click("0806")
    mouse.click("1819")
    assert not any(p.hex == hx(window, "0806") for p in md.places)
    assert md.terrain_at(hx(window, "1819")) == "clear"
    window.doc.undo.undo()
    assert md.terrain_at(hx(window, "1819")) == "lake"


def test_status_bar_names_the_hex_under_the_mouse(window, mouse):
    window.set_tool("select")
    mouse.move("1317", held=False)
    text = window.hex_label.text()
    assert text.startswith("1317")
    assert "clear" in text and "level 1" in text
    assert "Ch 3-6-6 facing NW" in text  # the household knights' counter is there
    mouse.move("0609", held=False)
    assert "village" in window.hex_label.text() and "road" in window.hex_label.text()


def test_layer_toggle_hides_the_counters(window, qtbot):
    h = hx(window, "1317")
    window.view.centerOn(window.doc.geometry.qcenter(h))
    window.view.viewport().repaint()

    def colour_at_counter():
        img = window.view.viewport().grab().toImage()
        p = window.view.mapFromScene(window.doc.geometry.qcenter(h))
        return img.pixelColor(p).name()

    with_counters = colour_at_counter()
    window.layer_actions["units"].setChecked(False)
    window.view.viewport().repaint()
    without = colour_at_counter()
    assert "units" not in window.view.layers
    assert with_counters != without
    window.layer_actions["units"].setChecked(True)
    window.view.viewport().repaint()
    assert colour_at_counter() == with_counters


def test_zoom_keys_fit_and_wheel(window):
    v = window.view
    v.zoom_actual()
    assert abs(v.hex_px() - 64) < 1e-6
    v.zoom_in()
    assert v.hex_px() > 64
    v.fit()
    visible = v.mapToScene(v.viewport().rect()).boundingRect()
    assert visible.contains(window.doc.geometry.rect.adjusted(1, 1, -1, -1))


def test_fit_leaves_no_scroll_bar_and_zooming_in_scrolls_again(window, qtbot):
    """Fit shows the whole map with no scroll bar beside it (the margin round the map is for scrolling a zoomed
    map, not for a fitted one); zoomed in, the bars come back and reach the margin."""
    from tests.editor.test_window_fits import SMALL

    v = window.view
    for size in (SMALL, window.size().expandedTo(SMALL) + __import__("PySide6.QtCore").QtCore.QSize(200, 0)):
        window.resize(size)
        qtbot.wait(50)
        v.fit()
        qtbot.wait(50)
        assert not v.verticalScrollBar().isVisible() and not v.horizontalScrollBar().isVisible(), size
        visible = v.mapToScene(v.viewport().rect()).boundingRect()
        assert visible.contains(window.doc.geometry.rect.adjusted(1, 1, -1, -1))
    v.zoom_in()
    v.zoom_in()
    qtbot.wait(50)
    assert v.verticalScrollBar().isVisible()
    v.verticalScrollBar().setValue(v.verticalScrollBar().minimum())
    assert v.mapToScene(0, 0).y() < window.doc.geometry.rect.top()  # the margin above the map is reachable


def test_a_bridge_on_a_stream_needs_no_river(window, mouse):
    """R38: a bridge may cross a stream; on a bare hexside the status bar says what it should cross."""
    window.set_tool("hexside")
    window.tool_settings.set(hexside="stream")
    mouse.click(_near_side(window, "0707", "0708"))
    window.statusBar().clearMessage()
    window.tool_settings.set(hexside="bridge")
    mouse.click(_near_side(window, "0707", "0708"))
    assert "crosses" not in window.statusBar().currentMessage()
    mouse.click(_near_side(window, "0505", "0506"))
    assert "A bridge crosses a river or a stream" in window.statusBar().currentMessage()
