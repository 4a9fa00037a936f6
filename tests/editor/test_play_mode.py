"""Play mode as a designer uses it: moving by the map gestures on the Tremithoussia demo, refused moves with
their reason, the charge and its odds, the log with undo, redo and branches, leaving without touching the
scenario, and a position saved as a test scenario."""

from __future__ import annotations

import copy
import math
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from editor.hexmap.play import Start
from rules.scenario.files import load_scenario


def hx(window, label):
    return window.doc.scenario.grid.parse_label(label)


def toward(window, label, facing):
    """A scene point inside the hex, toward one of its hexsides (to choose a facing with the mouse)."""
    g = window.doc.geometry
    grid = window.doc.scenario.grid
    h = hx(window, label)
    cx, cy = g.center(h)
    dx, dy = g.raw(grid.directions[grid.facing_index(facing)])
    n = math.hypot(dx, dy)
    return (cx + dx / n * g.r * 0.6, cy + dy / n * g.r * 0.6)


@pytest.fixture
def play(window):
    """Play mode at D.1 of Richard's activation (Tremithoussia, turn 3)."""
    assert window.play.enter(Start("activation", "richard"))
    window.view.center_on_hex(hx(window, "1316"))
    window.play.ask_close = lambda *a: "discard"  # closing at the end of a test never asks
    return window.play


def test_select_shades_reach_and_click_moves_with_the_facing(window, play, mouse):
    before = copy.deepcopy(window.doc.scenario)
    mouse.click("1316")  # the Ch 4-7-6 (Richard's counter is in the hex's corner)
    assert play.tool.ids == ("cru-ch-anglonormans",)
    reach = play.overlay.data.reach
    assert reach[hx(window, "1315")] == 1  # 1316 -> 1315 on one level: 1 MP
    assert len(reach) > 40 and hx(window, "1316") in reach  # turning in place is a move too
    mouse.move("1315", held=False)
    assert play.overlay.data.path == (hx(window, "1316"), hx(window, "1315"))
    assert "1 MP along 1316-1315" in window.hex_label.text()
    mouse.click("1315")  # several facings are legal there: the facing follows the mouse
    assert play.tool.picking == hx(window, "1315")
    assert set(play.overlay.data.facing_options) >= {0}
    mouse.click(toward(window, "1315", "N"))
    state = play.session.state
    unit = state.unit("cru-ch-anglonormans")
    assert state.grid.label(unit.hex) == "1315" and state.grid.facing_names[unit.facing] == "N"
    assert play.log_panel.entries()[-1] == "move cru-ch-anglonormans 1316-1315 N"
    # the scenario is untouched: the counter is still at 1316 in the setup, nothing to save
    assert window.doc.scenario == before
    assert window.doc.modified is False


def test_refused_click_says_why_in_the_status_bar(window, play, mouse):
    mouse.click("1316")
    mouse.click("0313")
    message = window.statusBar().currentMessage()
    assert "cru-ch-anglonormans cannot end its move in 0313" in message
    assert "MP" in message  # the engine's reason: what the path would cost and what the unit has
    assert play.session.moves_made == 0
    # an enemy unit is not the side to decide's
    play.tool.reset()
    mouse.click("0915")
    message = window.statusBar().currentMessage()
    assert "byz-ha-rearguard cannot move now" in message and "crusaders" in message


def test_charge_gesture_marks_the_target_and_shows_the_odds(window, play, mouse):
    mouse.click("1317")
    d = play.overlay.data
    assert d.charge_target == hx(window, "1116")
    assert d.charge_path == (hx(window, "1317"), hx(window, "1216"))
    mouse.move("1116", held=False)  # hovering the target: the charge's breakdown and odds
    pv = play.odds_panel.preview
    assert pv is not None and pv.kind == "charge"
    assert [(m.key, m.value) for m in pv.modifiers if m.value] == [
        ("odds", 1), ("type", 2), ("quality", 1), ("charge_front", 3)]
    assert all(m.rule for m in pv.modifiers)
    assert pv.total == pv.applied == 7
    outcomes = pv.outcomes()
    assert sum(o.probability for o in outcomes) == 1
    assert {o.faces: o.probability for o in outcomes if o.probability} == {
        (0, 1, 2): Fraction(3, 10), (3, 4, 5, 6): Fraction(4, 10), (7, 8, 9): Fraction(3, 10)}
    table = play.odds_panel.mods
    labels = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert labels[:4] == ["odds 1:1", "Ch v Cl", "quality", "charge front"]
    assert "D+R" in play.odds_panel.results.item(1, 0).text()
    mouse.click("1116")  # clicking the target makes the charge
    state = play.session.state
    ch = state.unit("cru-ch-household")
    assert state.grid.label(ch.hex) == "1216" and ch.charging == ("byz-cl-vanguard",)
    assert state.unit("byz-cl-vanguard").charged
    assert play.log_panel.entries()[-1] == "charge cru-ch-household 1317-1216 1116"


def test_log_click_undo_redo_and_branches(window, play):
    s = play.session
    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    assert play.apply("move richard 1316-1315")
    assert play.apply("charge cru-ch-household 1317-1216 1116")
    entries = play.log_panel.entries()
    assert entries[1:] == ["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1315",
                           "charge cru-ch-household 1317-1216 1116"]
    # clicking the first move shows the position after it
    first = s.line()[1]
    play.log_panel._clicked(play.log_panel.item_of(first))
    assert s.current is first
    assert s.grid.label(s.state.leader("richard").hex) == "1316"
    assert s.grid.label(s.state.unit("cru-ch-household").hex) == "1317"
    # undo and redo
    play.undo_act.trigger()
    assert s.current is s.root
    play.redo_act.trigger()
    play.redo_act.trigger()
    assert s.current.text == "move richard 1316-1315"
    # a different move from move 1 starts a branch; the old line is kept
    play.log_panel._clicked(play.log_panel.item_of(first))
    assert play.apply("move richard 1316-1317")
    assert len(s.branches()) == 2
    assert [n.text for n in s.line()[1:]] == ["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1317"]
    labels = [play.log_panel.branches.itemText(i) for i in range(play.log_panel.branches.count())]
    assert labels[0].startswith("main line, 3 moves") and labels[1].startswith("branch 2: from move 2")
    play.log_panel._branch_chosen(0)  # back to the old line, at its end
    assert s.current.text == "charge cru-ch-household 1317-1216 1116"
    assert s.grid.label(s.state.unit("cru-ch-household").hex) == "1216"


def test_undo_redo_shortcuts_go_to_the_game_not_the_document(window, play, qtbot):
    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert play.session.current is play.session.root
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert play.session.current.text == "move cru-ch-anglonormans 1316-1315 N"
    assert window.doc.modified is False


def test_leaving_asks_keeps_or_discards_and_never_touches_the_document(window, play, monkeypatch):
    before = copy.deepcopy(window.doc.scenario)
    steps = window.doc.undo.count()
    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    asked = []
    monkeypatch.setattr(play, "ask_leave", lambda parent, moves: asked.append(moves) or "cancel")
    assert play.leave() is False and play.active and play.play_act.isChecked()
    monkeypatch.setattr(play, "ask_leave", lambda parent, moves: asked.append(moves) or "keep")
    play.play_act.setChecked(False)  # the Play mode toggle (F5)
    assert asked == [1, 1] and not play.active and play.kept is not None
    assert window.tool_actions["brush"].isEnabled()  # editing is back
    assert window.doc.modified is False and window.doc.undo.count() == steps
    assert window.doc.scenario == before
    # entering again resumes the kept game
    play.play_act.setChecked(True)
    assert play.active and play.session.moves_made == 1
    monkeypatch.setattr(play, "ask_leave", lambda parent, moves: "discard")
    assert play.leave()
    assert play.kept is None and window.doc.modified is False and window.doc.scenario == before


def test_editing_is_off_during_play(window, play):
    assert not window.tool_actions["brush"].isEnabled()
    assert not window.armies.isEnabled() or not window.armies.isVisible()
    assert not window.undo_act.isVisible()
    assert window.view.tool is play.tool


def test_save_position_as_test_reopens_and_plays(window, play, tmp_path):
    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    assert play.apply("move richard 1316-1315")
    assert play.apply("dismount cru-ha-sergeants")
    path = tmp_path / "position.yaml"
    findings = play.save_position(str(path))
    assert not [f for f in findings if f.severity == "error"]
    loaded = load_scenario(path)
    assert loaded.scenario is not None and not [f for f in loaded.findings if f.severity == "error"]
    scen = loaded.scenario
    assert scen.first_turn == 3
    grid = scen.grid
    placed = {p.unit or p.leader: p for p in scen.setup}
    assert grid.label(placed["cru-ch-anglonormans"].hex) == "1315"
    assert grid.facing_names[placed["cru-ch-anglonormans"].facing] == "N"
    assert grid.label(placed["richard"].hex) == "1315"
    assert placed["cru-ha-sergeants"].mounted is False
    assert next(s for s in scen.sides if s.id == "crusaders").mount_markers == 1
    # the editor opens it, and it plays
    from editor.hexmap.document import Document
    from editor.hexmap.play.session import Session

    doc = Document.open(path)
    session = Session(doc.scenario, Start("activation", "richard"))
    assert session.state.unit("cru-ch-anglonormans").hex == hx(window, "1315")
    assert session.legal()
    assert window.doc.modified is False


def test_decision_panel_filters_and_applies_typed_and_listed_choices(window, play):
    panel = play.decision_panel
    assert "movement" in panel.header.text() and "Crusaders" in panel.header.text()
    total = len(play.session.legal())
    panel.set_filter("richard 1315")
    shown = panel.leaves()
    assert shown and len(shown) < total and all("richard" in c and "1315" in c for c in shown)
    panel.typed.setText("move richard 1316-1310")
    panel._apply_typed()
    assert panel.error.text()  # the engine's reason
    assert play.session.moves_made == 0
    panel.typed.setText("move richard 1316-1317")
    panel._apply_typed()
    assert play.session.current.text == "move richard 1316-1317"
    assert panel.typed.text() == ""


def test_d5_ends_the_activation_and_the_designer_can_start_another(window, play):
    for _ in range(5):
        assert play.apply("end")
    state = play.session.state
    assert state.active_leader != "richard" or state.step is None  # his activation is over
    panel = play.decision_panel
    assert not panel.designer_row.isVisibleTo(panel) or not play.session.legal()
    if not play.session.legal():  # the engine as it is: choosing the next leader is not in it
        assert panel.designer_row.isVisibleTo(panel)
        i = panel.leader_box.findData("turnham")
        panel.leader_box.setCurrentIndex(i)
        panel.activate_button.click()
        assert play.session.state.active_leader == "turnham"
        assert play.session.current.kind == "designer"


def test_close_during_a_game_asks(window, play, monkeypatch):
    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    monkeypatch.setattr(play, "ask_close", lambda parent, moves: "cancel")
    assert play.close_check() is False and play.active
    monkeypatch.setattr(play, "ask_close", lambda parent, moves: "discard")
    assert play.close_check() is True and not play.active
    assert window.armies.isVisible()


def test_start_failure_is_explained(window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: shown.append(a[2])))
    assert window.play.enter(Start("activation", "no-such-leader")) is False
    assert shown and "no-such-leader" in shown[0]
    assert not window.play.active and not window.play.play_act.isChecked()


def test_a_stack_moves_together_and_dismounting_is_in_the_context_menu(window, mouse):
    from PySide6.QtWidgets import QMenu

    from editor.hexmap.tools.base import MapEvent

    # a test position: the mounted sergeants stacked with the Anglo-Norman knights in 1316
    setup = window.doc.scenario.setup
    sergeants = next(p for p in setup if p.unit == "cru-ha-sergeants")
    sergeants.hex, sergeants.facing = hx(window, "1316"), 0
    play = window.play
    assert play.enter(Start("activation", "richard"))
    play.ask_close = lambda *a: "discard"
    window.view.center_on_hex(hx(window, "1316"))
    state = play.session.state
    top = state.units_at(hx(window, "1316"))[0].id
    mouse.click("1316")
    assert play.tool.ids == (top,)
    mouse.click("1316")  # again: the whole stack (5.2.4)
    assert set(play.tool.ids) == {"cru-ch-anglonormans", "cru-ha-sergeants"} and len(play.tool.ids) == 2
    assert play.overlay.data.reach and all(c >= 1 for c in play.overlay.data.reach.values())
    mouse.click("1316")  # and back to the unit alone
    assert play.tool.ids == (top,)
    # the sergeants' right-click menu offers dismounting (8.4)
    play.tool.select(("cru-ha-sergeants",))
    g = window.doc.geometry
    x, y = g.center(hx(window, "1316"))
    menu = QMenu()
    play.tool.context_menu(MapEvent(x, y, hx(window, "1316"), hx(window, "1316")), menu)
    texts = [a.text() for a in menu.actions()]
    assert "Dismount and stay in 1316" in texts and "Dismount, then move…" in texts
    next(a for a in menu.actions() if a.text() == "Dismount, then move…").trigger()
    assert play.tool.change == "dismount" and play.overlay.data.reach
    end = next(iter(play.tool.options.ends.values()))[0]
    assert play.apply(end.choice)
    assert play.session.state.unit("cru-ha-sergeants").mounted is False


def test_f5_asks_where_the_game_starts(window, monkeypatch):
    from editor.hexmap.play.start import StartDialog

    d = StartDialog(window.doc.scenario, window)
    assert d.activation.isChecked() and d.leader.count() >= 3  # the leaders on the map
    d.leader.setCurrentIndex(d.leader.findData("isaac"))
    assert d.start() == Start("activation", "isaac", "D1", 3)
    d.setup.setChecked(True)
    assert d.start().kind == "setup"
    monkeypatch.setattr(StartDialog, "exec", lambda self: False)  # cancelled: no play mode
    window.play.play_act.setChecked(True)
    assert not window.play.active and not window.play.play_act.isChecked()
    monkeypatch.setattr(StartDialog, "exec", lambda self: True)  # Play
    window.play.play_act.setChecked(True)
    assert window.play.active and window.play.session.state.active_leader == d.leader.itemData(0)
    window.play.ask_close = lambda *a: "discard"


def test_a_kept_game_on_an_edited_scenario_asks(window, monkeypatch):
    from editor.hexmap.play.start import StartDialog

    play = window.play
    assert play.enter(Start("activation", "richard"))
    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    play.ask_leave = lambda *a: "keep"
    assert play.leave()
    window.doc.paint_cells("Paint", terrain={hx(window, "0101"): "wood"})  # the designer edits the map
    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda *a, **k: asked.append(a[1]) or QMessageBox.StandardButton.Yes))
    monkeypatch.setattr(StartDialog, "exec", lambda self: True)
    assert play.enter()
    play.ask_close = lambda *a: "discard"
    assert asked == ["The scenario has changed"]
    assert play.session.moves_made == 0  # a new game on the scenario as it is now
    assert play.session.scenario.map.terrain_at(hx(window, "0101")) == "wood"


def test_line_of_sight_is_drawn_with_the_blocking_hex_and_disengagement_is_shaded(window, mouse):
    # a test position: the Genoese crossbowmen in 1504 facing N, the Byzantine scouts behind the wood of 1503
    setup = window.doc.scenario.setup
    for p in setup:
        if p.unit == "cru-ab-genoese":
            p.hex, p.facing = hx(window, "1504"), 0
        if p.unit == "byz-cl-scouts" or p.leader == "doux":
            p.hex = hx(window, "1502")
    play = window.play
    assert play.enter(Start("activation", "richard"))
    play.ask_close = lambda *a: "discard"
    window.view.center_on_hex(hx(window, "1503"))
    mouse.click("1504")
    assert play.tool.ids == ("cru-ab-genoese",)
    mouse.move("1502", held=False)
    lines = play.overlay.data.sightlines
    assert len(lines) == 1 and not lines[0].clear and lines[0].blocked == (hx(window, "1503"),)
    assert "blocked by 1503 (wood)" in play.odds_panel.verdict.text()
    # a unit that may disengage (8.3) has that rear hex shaded as a disengagement
    play.tool.reset()
    state = play.session.state
    legal = [play.session.notation(c) for c in play.session.legal()]
    engaged = [c.split()[1] for c in legal if c.startswith("disengage")]
    if engaged:
        play.tool.select((engaged[0],))
        assert "disengage" in play.overlay.data.how.values()
    assert state is play.session.state


def test_file_menu_keeps_only_saving_and_exporting_during_play(window, play):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    enabled = {a.text() for a in menu.actions() if not a.isSeparator() and a.isEnabled()}
    assert enabled <= {"&Save", "Save &as…", "&Export", "Print pre&view…", "&Print map…", "&Quit"}
    play.ask_leave = lambda *a: "discard"
    assert play.leave()
    assert {a.text() for a in menu.actions() if a.isEnabled()} > enabled


def test_decision_panel_lists_choices_in_words_by_counter_and_kind(window, play):
    panel = play.decision_panel
    tops = {panel.tree.topLevelItem(i).text(0): panel.tree.topLevelItem(i)
            for i in range(panel.tree.topLevelItemCount())}
    knights = next(item for text, item in tops.items() if text.startswith("Anglo-Norman knights ("))
    assert knights.text(1) == "cru-ch-anglonormans" and not knights.isExpanded()  # 800 choices: closed groups
    item = panel.item_for("move cru-ch-anglonormans 1316-1315 N")
    assert item.text(0) == "Anglo-Norman knights to 1315, facing N — 1 MP"
    assert item.text(1) == "move cru-ch-anglonormans 1316-1315 N"
    parent = item.parent()
    while parent.parent() is not None:
        parent = parent.parent()
    assert parent is knights
    panel.set_filter("anglo-norman 1315 facing n —")  # words and notation both filter
    assert "move cru-ch-anglonormans 1316-1315 N" in panel.leaves()
    assert all("anglonormans" in c for c in panel.leaves())
    panel.tree.setCurrentItem(panel.item_for("move cru-ch-anglonormans 1316-1315 N"))
    panel.apply_button.click()
    assert play.session.current.text == "move cru-ch-anglonormans 1316-1315 N"


def test_f5_on_a_scenario_with_errors_warns_and_names_them(window, monkeypatch):
    setup = window.doc.part("setup")
    spear = next(p for p in setup if p.unit == "cru-pi-spearmen")
    spear.hex = hx(window, "1811")  # on the archers: overstacked (R20)
    window.doc.edit("Overstack", {"setup": setup})
    said, answer = [], [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: said.append(a[2]) or answer[0]))
    window.play.play_act.trigger()  # F5
    assert not window.play.active and not window.play.play_act.isChecked()
    assert "overstacked at 1811" in said[0] and "Play anyway?" in said[0]
    asked_start = []

    class Cancelled:  # the start dialog, cancelled: reached only once the designer chose to play anyway
        def __init__(self, *a) -> None:
            asked_start.append(True)

        def exec(self) -> int:
            return 0

    import editor.hexmap.play.mode as mode

    monkeypatch.setattr(mode, "StartDialog", Cancelled)
    window.play.play_act.trigger()
    assert asked_start == [] and len(said) == 2
    answer[0] = QMessageBox.StandardButton.Yes
    window.play.play_act.trigger()
    assert asked_start == [True] and len(said) == 3
