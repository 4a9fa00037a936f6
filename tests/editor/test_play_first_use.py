"""Play mode as a new designer meets it on a 1366×768 screen (issue #26, item 13): a choice selected in the
decision list shows its odds; the list takes the height the odds panel does not need; a click just beside a
leader's small disc takes him; the Turn panel's phase is the pending decision's."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QPointF

from editor.hexmap.play import Start
from editor.hexmap.play.counters import LEADER_REACH_PX
from rules.engine import fire_preview, melee_preview
from rules.map import counters as C

SMALL = (1366 - 16, 768 - 40 - 38)  # a 1366×768 screen less a task bar and a window frame (test_window_fits)
CHARGE = "charge cru-ch-household 1317-1216 1116"


@pytest.fixture
def play(window, qtbot):
    qtbot.wait(20)  # the window's first show (fitted to the test's screen) before it takes a laptop's size
    window.resize(*SMALL)
    assert (window.width(), window.height()) == SMALL
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    qtbot.wait(20)  # the docks laid out by the window, then fitted to what they show
    return window.play


def rows_shown(tree) -> int:
    return tree.viewport().height() // tree.sizeHintForRow(0)


def select(play, notation: str):
    panel = play.decision_panel
    item = panel.item_for(notation)
    assert item is not None, notation
    panel.tree.setCurrentItem(item)
    return item


def test_selecting_a_charge_in_the_list_shows_its_odds_as_the_engine_gives_them(play):
    select(play, CHARGE)
    odds = play.odds_panel
    assert odds.preview is not None and odds.preview.kind == "charge"
    assert odds.title.text() == "Charge: cru-ch-household → 1116"
    engine = melee_preview(play.session.state, ["cru-ch-household"], ["byz-cl-vanguard"], charge=True)
    assert [o.probability for o in odds.preview.outcomes()] == [o.probability for o in engine.outcomes]
    assert [Fraction(3, 10), Fraction(2, 5), Fraction(3, 10)] == [o.probability for o in engine.outcomes]
    assert odds.results.rowCount() == 3 and odds.results.isVisible()
    g = play.session.grid
    drawn = play.overlay.data  # and on the map, as the charge gesture draws it
    assert drawn.charge_target == g.parse_label("1116") and drawn.targets == (g.parse_label("1116"),)
    assert [g.label(h) for h in drawn.charge_path] == ["1317", "1216"]  # the charge move, up to the target
    select(play, "move cru-ch-anglonormans 1316-1315 N")  # a move rolls nothing: no stale combat is left
    assert odds.preview is None and not odds.results.isVisible()
    assert drawn.charge_target is None and [g.label(h) for h in drawn.path] == ["1316", "1315"]


def test_selecting_a_defensive_fire_shows_the_fire_odds(play):
    for c in (CHARGE, "end", "end", "end", "melee cru-ch-household byz-cl-vanguard"):
        assert play.apply(c), c
    assert play.session.state.pending().kind == "defensive_fire"
    select(play, "fire byz-cl-vanguard 1216")
    pv = play.odds_panel.preview
    assert pv is not None and pv.kind == "fire" and play.odds_panel.title.text() == "Fire: byz-cl-vanguard → 1216"
    engine = fire_preview(play.session.state, ["byz-cl-vanguard"], play.session.grid.parse_label("1216"),
                          "defensive")
    assert pv.total == engine.total and [o.probability for o in pv.outcomes()] == [
        o.probability for o in engine.outcomes]


def test_the_decision_list_takes_the_height_the_odds_do_not_need(play, qtbot):
    panel = play.decision_panel
    assert len(play.session.legal()) > 400
    assert rows_shown(panel.tree) >= 15  # it showed 6, above an empty odds panel
    item = select(play, CHARGE)  # the odds of a charge need room: the list gives it, and keeps the choice seen
    qtbot.wait(20)
    assert play.odds_panel.results.verticalScrollBar().maximum() == 0
    assert rows_shown(panel.tree) >= 6
    rect = panel.tree.visualItemRect(item)
    assert panel.tree.viewport().rect().contains(rect)
    docks = [d for d in (play.turn_dock, play.decision_dock, play.odds_dock, play.log_dock) if d.isVisible()]
    assert play.decision_dock in docks and play.odds_dock in docks
    for d in docks:  # none squeezed under what its content needs, none drawn over another
        assert d.height() >= d.minimumSizeHint().height(), d.windowTitle()
        for e in docks:
            assert e is d or not d.geometry().intersects(e.geometry()), (d.windowTitle(), d.geometry(), e.windowTitle(), e.geometry())


def test_a_click_just_beside_a_leaders_disc_selects_him(window, play, mouse, qtbot):
    window.view.fit()  # the whole map, as a first look at it shows: a leader's disc is a few pixels across
    scale = window.view.transform().m11()
    r = window.doc.geometry.r
    disc_px = r * C.LEADER_SIZE / 2 * scale
    assert disc_px < 14
    centre = play.counters.centre_of("leader", "richard")
    beside = QPointF(centre.x(), centre.y() - (r * C.LEADER_SIZE / 2 + (LEADER_REACH_PX - 3) / scale))
    h = window.doc.geometry.hex_at(beside.x(), beside.y())
    assert play.counters.counter_at(beside.x(), beside.y(), h) is None  # no counter is drawn there
    mouse.click((beside.x(), beside.y()))
    assert play.tool.ids == ("richard",)
    play.tool.reset()
    far = QPointF(centre.x(), centre.y() - (r * C.LEADER_SIZE / 2 + (LEADER_REACH_PX + 6) / scale) - r * 0.3)
    mouse.click((far.x(), far.y()))
    assert play.tool.ids == ()


def test_the_turn_panel_shows_the_phase_of_the_pending_decision(window):
    assert window.play.enter(Start())  # the map as set up: Phase A, which settles into the initiative roll
    window.play.ask_close = lambda *a: "discard"
    assert window.play.session.state.pending().kind == "roll"
    assert window.play.turn_panel.phase.text() == "C — initiative"
    assert window.play.decision_panel.header.text().endswith("<b>a die roll</b>")
