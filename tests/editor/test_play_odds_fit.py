"""The odds panel shows every modifier and every result without scrolling at the window's default size on a
1366×768 screen (issue 15): the charge of EN 10.9, the panel as play mode lays it out."""

from __future__ import annotations

from editor.hexmap.play import Start


def hx(window, label):
    return window.doc.scenario.grid.parse_label(label)


def test_the_charge_odds_fit_without_scrolling_on_a_laptop_screen(window, mouse, qtbot, tmp_path):
    window.resize(1366, 728)  # a 1366×768 screen less a task bar
    play = window.play
    assert play.enter(Start("activation", "richard"))
    play.ask_close = lambda *a: "discard"
    mouse.click("1316")
    mouse.click("1315")
    play.tool.choose_facing("N")
    assert play.apply("move richard 1316-1315")
    mouse.click("1317")
    mouse.click("1116")
    for _ in range(3):
        assert play.apply("end")
    assert play.apply("melee cru-ch-household byz-cl-vanguard")
    assert play.apply("fire byz-cl-vanguard 1216")
    play.decision_panel.die.setValue(7)
    play.decision_panel.die_button.click()
    qtbot.wait(50)
    panel = play.odds_panel
    assert panel.preview is not None and panel.preview.kind == "charge"
    assert panel.isVisible()
    panel.window().grab().save(str(tmp_path / "odds.png"))
    for table in (panel.mods, panel.results):
        assert table.rowCount() > 0
        assert table.verticalScrollBar().maximum() == 0, f"{table.objectName() or table} scrolls"
        assert table.horizontalScrollBar().maximum() == 0
    docks = [d for d in (play.turn_dock, play.decision_dock, play.odds_dock, play.log_dock) if d.isVisible()]
    for d in docks:  # no dock squeezed under what its content needs, none drawn over another
        assert d.height() >= d.minimumSizeHint().height(), d.windowTitle()
        for e in docks:
            if e is not d:
                assert not d.geometry().intersects(e.geometry()), (d.windowTitle(), e.windowTitle())
    assert not window.legend.isVisible() and not window.armies.isVisible()  # editing docks made room
