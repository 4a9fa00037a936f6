"""Issue #26, first use, editing: the status bar follows an edit under the mouse, a hexside drag draws an unbroken
line, and leaving play mode gives the editing layout back."""

from __future__ import annotations

from rules.geometry.hexgrid import Hexside


def hx(window, label):
    return window.doc.scenario.grid.parse_label(label)


def _near_side(window, a, b, toward=0.08):
    g = window.doc.geometry
    (x0, y0), (x1, y1) = g.segment(hx(window, a), hx(window, b))
    cx, cy = g.center(hx(window, a))
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    return (mx + (cx - mx) * toward, my + (cy - my) * toward)


def test_status_bar_describes_the_hex_as_painted(window, mouse):
    """#26 item 9: painting the hex under the mouse changes what the status bar says about it at once."""
    window.set_tool("brush")
    window.tool_settings.set(terrain="marsh", brush_size=1)
    mouse.move("0505", held=False)
    assert "clear" in window.hex_label.text()
    mouse.click("0505")
    assert window.doc.scenario.map.terrain_at(hx(window, "0505")) == "marsh"
    assert "marsh" in window.hex_label.text() and "clear" not in window.hex_label.text()
    window.doc.undo.undo()
    assert "clear" in window.hex_label.text()


def _touch(window, s, t):
    """Whether two hexsides share a corner."""
    g = window.doc.geometry
    return any(abs(x0 - x1) + abs(y0 - y1) < 0.5 for x0, y0 in g.segment(s.a, s.b) for x1, y1 in g.segment(t.a, t.b))


def _reached(window, first, sides):
    seen, todo = {first}, [first]
    while todo:
        s = todo.pop()
        for t in sides - seen:
            if _touch(window, s, t):
                seen.add(t)
                todo.append(t)
    return seen


def test_a_fast_stream_drag_leaves_no_hole(window, mouse):
    """#26 item 9: a stream dragged across hexes in one fast move is one line of hexsides, each touching the
    next at a corner, from the hexside pressed on to the one released on."""
    window.set_tool("hexside")
    window.tool_settings.set(hexside="stream")
    start = Hexside(hx(window, "0805"), hx(window, "0905"))
    end = Hexside(hx(window, "0810"), hx(window, "0910"))
    before = set(window.doc.scenario.map.hexsides.get("stream", []))
    mouse.drag([_near_side(window, "0805", "0905"), _near_side(window, "0810", "0910")])
    streams = set(window.doc.scenario.map.hexsides["stream"]) - before
    assert start in streams and end in streams
    # connected: every hexside drawn is reached from the first through shared corners
    assert _reached(window, start, streams) == streams
    assert len(streams) <= 12  # a line, not the outline of every hex it passed


def test_a_stream_dragged_through_hex_middles_is_unbroken(window, mouse):
    """A drag that goes through the middle of hexes (no hexside near) still joins what it draws."""
    window.set_tool("hexside")
    window.tool_settings.set(hexside="stream")
    pts = [_near_side(window, "0605", "0606"), "0606", "0607", "0608", _near_side(window, "0608", "0609")]
    before = set(window.doc.scenario.map.hexsides.get("stream", []))
    mouse.drag(pts)
    streams = set(window.doc.scenario.map.hexsides["stream"]) - before
    first = Hexside(hx(window, "0605"), hx(window, "0606"))
    last = Hexside(hx(window, "0608"), hx(window, "0609"))
    assert first in streams and last in streams
    assert last in _reached(window, first, streams)


def _layout(window):
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    docks = (window.armies, window.validation, window.history, window.legend)
    return (window.view.geometry(), [(d.isVisible(), d.geometry()) for d in docks])


def test_leaving_play_mode_gives_the_editing_layout_back(window, qtbot):
    """#26 item 10: after a game the map has the room it had before, and the layout saved at closing is the
    editing one (the next start opens with it, not with the play docks' shares)."""
    from PySide6.QtCore import QSettings

    from editor.hexmap.play import Start

    qtbot.wait(50)
    before = _layout(window)
    for _ in range(2):  # the first entry places the play docks; the second finds them placed
        assert window.play.enter(Start("activation", "richard"))
        qtbot.waitUntil(lambda: window.view.height() < before[0].height())  # the game's docks under the map
        assert window.play.leave(ask=False)
        qtbot.waitUntil(lambda: _layout(window) == before, timeout=3000)  # (layouts settle in posted events)
    window.close()
    settings = QSettings(window.settings.fileName(), QSettings.Format.IniFormat)
    from editor.hexmap.mainwindow import MainWindow

    again = MainWindow(window.doc.__class__.open(window.doc.path), settings)
    qtbot.addWidget(again)
    again.resize(window.size())
    again.show()
    qtbot.waitExposed(again)
    qtbot.waitUntil(lambda: _layout(again)[0].size() == before[0].size(), timeout=3000)


def test_every_play_toolbar_action_has_an_icon(window):
    """#26 item 10: "Save position as test…" was the one action of the play toolbar drawn as bare words."""
    for action in window.play.toolbar.actions():
        if action.isSeparator() or action is window.play.players_action:
            continue
        assert not action.icon().isNull(), action.text()


def test_the_minimap_shows_only_while_part_of_the_map_is_out_of_view(window, qtbot):
    """#26 item 6: at fit the minimap covered the bottom-right hexes of a map shown whole."""
    view = window.view
    view.fit()
    assert view.map_fits() and not view.minimap.isVisible()
    view.zoom_actual()  # the demo at 100 % is wider than the view
    assert not view.map_fits() and view.minimap.isVisible()
    view.set_minimap_wanted(False)  # View → Minimap off
    assert not view.minimap.isVisible()
    view.set_minimap_wanted(True)
    assert view.minimap.isVisible()


def test_an_empty_findings_dock_is_one_line(window, qtbot):
    """#26 item 6: the Validation dock without findings took a fifth of a 768-px window; it is its summary line
    now, and opens when findings come."""
    from rules.fileio.findings import Finding

    dock = window.validation
    dock.show_findings([])
    qtbot.waitUntil(lambda: dock.height() < 70)  # (layouts settle in posted events)
    assert not dock.tree.isVisible()
    qtbot.wait(50)
    map_height = window.view.height()
    dock.show_findings([Finding("x", "warning", "a finding", hex="0505")])
    qtbot.waitUntil(lambda: dock.height() >= 120)
    assert dock.tree.isVisible() and window.view.height() < map_height
    dock.show_findings([])
    qtbot.waitUntil(lambda: dock.height() < 70 and window.view.height() == map_height, timeout=3000)


def test_a_floated_findings_dock_is_not_held_to_one_line(window, qtbot):
    dock = window.validation
    dock.show_findings([])
    assert dock.collapsed
    dock.setFloating(True)
    qtbot.wait(10)
    assert not dock.collapsed and dock.tree.isVisible()
    dock.setFloating(False)
    qtbot.wait(10)
    assert dock.collapsed


def test_the_select_tool_takes_a_leader_on_a_click_just_beside_his_disc(window, mouse):
    """#26 item 13 in editing: at the zoom that shows the whole map a leader's disc is a few pixels across; a
    click just beside it, on nothing else, selects him, as in play mode (the painter's `leader_near`); a click
    farther off selects the hex."""
    from PySide6.QtCore import QPointF

    from editor.hexmap.mapitem import LEADER_REACH_PX
    from rules.map import counters as C

    window.set_tool("select")
    window.view.fit()
    scale = window.view.transform().m11()
    r = window.doc.geometry.r
    assert r * C.LEADER_SIZE / 2 * scale < 14
    painter = window.view.map_item.painter
    stacks = window.doc.setup_by_hex()
    h, stack = next((h, st) for h, st in stacks.items() if any(p.leader == "richard" for p in st))
    centre = next(QPointF(x, y) for p, x, y in painter.stack_positions(h, stack) if p.leader == "richard")
    beside = QPointF(centre.x(), centre.y() - (r * C.LEADER_SIZE / 2 + (LEADER_REACH_PX - 3) / scale))
    under = window.doc.geometry.hex_at(beside.x(), beside.y())
    assert window.tools["select"].counter_at(beside.x(), beside.y(), under) is None  # no counter is drawn there
    mouse.click((beside.x(), beside.y()))
    assert window.doc.selection == ("leader", "richard")
    far = QPointF(centre.x(), centre.y() - (r * C.LEADER_SIZE / 2 + (LEADER_REACH_PX + 6) / scale) - r * 0.3)
    mouse.click((far.x(), far.y()))
    assert window.doc.selection is not None and window.doc.selection[0] == "hex"
