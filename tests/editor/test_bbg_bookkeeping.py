"""The bookkeeping the referee desk's panels propose (editor/bbg/resolve.py, issue #29 item 6), driven as a referee
would: pick the units, type the dice, read the proposed rows with their rule and line, Apply, Undo, Redo, save the
game record, read it back and replay it. Rules: B10, B21 `[L280, L341, L495]`, B23 `[L350, L468]`, B25 `[L354]`,
B26 `[L108, L350]`, B27 `[L106]`, B30 `[L495, L497]`, B40 `[L430, L438]`, B56 `[L545, L551-555]`."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QMessageBox

from editor.bbg.resolve import Desk, ElephantsPanel, MeleePanel, MoralePanel, ShootingPanel
from editor.shell import kinds
from editor.table.window import TableWindow
from rules.bbg.record import read_record, state_digest

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "scenarios" / "bbg"
PAIRS = "pairs=r1f1:r1f1,r1f2:r1f2 back_pairs=r1f1:r1f1,r1f2:r1f2"
BROKEN = "attacked_from=rear front_gaps=4"  # hoplites-1 tests at base 9: a 20 is above 2 × 9, a broken rout (B30)


@pytest.fixture
def folder(tmp_path) -> Path:
    shutil.copytree(DEMO, tmp_path / "bbg")
    return tmp_path / "bbg"


def _desk(folder: Path) -> Desk:
    return Desk.open(folder / "meadow-of-kohalom.yaml", seed=7)


def _type(qtbot, panel, dice: str) -> None:
    panel.dice.clear()
    qtbot.keyClicks(panel.dice, dice)
    qtbot.keyClick(panel.dice, Qt.Key.Key_Return)


def _book(panel) -> list[tuple[str, str, str, str]]:
    """The proposed bookkeeping as shown: (unit, what, figures, rule and lines) per row."""
    return [tuple(panel.book.item(r, c).text() for c in range(4)) for r in range(panel.book.rowCount())]


def _row(panel, unit: str, starts: str) -> tuple[str, str, str, str]:
    return next(r for r in _book(panel) if r[0] == unit and r[1].startswith(starts))


def _apply(qtbot, panel) -> None:
    assert panel.apply_button.isEnabled(), (panel.message.text(), panel.outcome.text())
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)


def _edit_figures(qtbot, panel, unit: str, text: str) -> None:
    """Double-click a unit's Figures cell, type the ids, Enter: as the referee edits the casualties."""
    row = next(r for r in range(panel.book.rowCount())
               if panel.book.item(r, 0).text() == unit and panel.book.item(r, 1).text() == "figures that fall")
    item = panel.book.item(row, 2)
    assert item.flags() & Qt.ItemFlag.ItemIsEditable
    if not panel.isVisible():
        panel.show()
        qtbot.waitExposed(panel)
    panel.book.setCurrentItem(item)
    panel.book.editItem(item)
    editor = next(e for e in panel.book.findChildren(QLineEdit) if e.isVisible())
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not any(e.isVisible() for e in panel.book.findChildren(QLineEdit)))  # committed from
    # the event loop, as the delegate does


def _replays(desk: Desk, out: Path) -> str:
    """Save the record, read it back: it replays whole to the same table after every step. Its text."""
    desk.record.save(out)
    load = read_record(out)
    assert load.ok, load.findings
    assert [state_digest(s) for s in load.record.states] == [state_digest(s) for s in desk.record.states]
    return out.read_text()


# -- the melee's end (B23, B25, B26, B27) and the referee's casualties ------------------------------------------

def test_a_melee_whose_engaged_all_fall_ends_the_loser_routs_and_the_winner_gains(qtbot, folder, tmp_path):
    """B23 `[L350]`: all the engaged figures fell in the round, the unit routs without a roll; B25/B26: the
    melee ends, the loser −1, the winner +1; B21: the rout's move is a forced march."""
    desk = _desk(folder)
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText(PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    _type(qtbot, panel, "1 1")  # both hoplites in contact fall; they do not strike back (B6)
    assert "hoplites-1 lost all its engaged figures: it routs without a roll (B23)" in panel.outcome.text()
    assert _row(panel, "hoplites-1", "triumph") == ("hoplites-1", "triumph -1 (B26)", "",
                                                    "B25, B26 [L350, L354, L468]")
    assert _row(panel, "warband-1", "triumph")[1] == "triumph +1 (B26)"
    assert _row(panel, "hoplites-1", "forced")[1:] == ("forced marches 0 → 1 (B21)", "", "B21 [L280, L341, L495]")
    assert _row(panel, "hoplites-1", "flees")[3] == "B30 [L495]"
    _apply(qtbot, panel)
    hop, war = desk.record.state.unit("hoplites-1"), desk.record.state.unit("warband-1")
    assert (hop.triumph, war.triumph, hop.state.fleeing, hop.state.forced_marches) == (1, 3, True, 1)
    desk.undo.undo()
    hop = desk.record.state.unit("hoplites-1")
    assert (hop.triumph, hop.state.fleeing, hop.state.forced_marches, len(desk.record)) == (2, False, 0, 0)
    desk.undo.redo()
    text = _replays(desk, tmp_path / "game.yaml")
    assert "forced_marches: 1" in text and "fleeing: true" in text


def test_the_referee_edits_which_figures_fall_and_the_edit_is_what_is_applied(qtbot, folder, tmp_path):
    """Item 7: the dice say r1f1 and r1f2; the referee types r1f3 alone. One figure of two engaged is no rout
    (B23), so the proposal follows the edit; the record keeps the dice's result and says what was edited."""
    desk = _desk(folder)
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText(PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    _type(qtbot, panel, "1 1")
    assert _row(panel, "hoplites-1", "figures that fall")[2] == "r1f1, r1f2"
    _edit_figures(qtbot, panel, "hoplites-1", "r9f9")
    assert panel.message.text() == "hoplites-1 has no figure 'r9f9'" and not panel.apply_button.isEnabled()
    _edit_figures(qtbot, panel, "hoplites-1", "r1f3")
    assert panel.message.text() == "" and panel.apply_button.isEnabled()
    assert _row(panel, "hoplites-1", "figures that fall")[2] == "r1f3"
    assert not any("triumph" in r[1] for r in _book(panel))  # no longer an automatic rout
    _apply(qtbot, panel)
    hop = desk.record.state.unit("hoplites-1")
    assert hop.ranks == ("GMSSSSSSSSSS", "SS.SSSSSSSSS")  # r1f3 fell, r2f3 stepped up (B10)
    step = desk.record.steps[0]
    assert step.effects[0].remove == ("r1f3",) and step.result.endswith("hoplites-1 −2")
    assert step.comment == "edited casualties: hoplites-1 [r1f3]"
    desk.undo.undo()
    assert desk.record.state.unit("hoplites-1").figure_count() == 24
    desk.undo.redo()
    assert "remove: [r1f3]" in _replays(desk, tmp_path / "game.yaml")


def test_casualties_edited_below_the_unit_minimum_destroy_it_and_the_winner_gains_two(qtbot, folder, tmp_path):
    """B27 `[L106]`: below 5 infantry the unit ceases to exist, its figures fight on as skirmishers ("A katonák
    nem esnek el, de ezentúl önálló harcosokként tevékenykednek"): proposed, applied, undone, replayed; B26
    `[L350]`: the winner gains 2, not 1."""
    desk = _desk(folder)
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText(PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    _type(qtbot, panel, "1 20 20")
    twenty = [f"r1f{j}" for j in range(1, 13)] + [f"r2f{j}" for j in range(1, 9)]
    _edit_figures(qtbot, panel, "hoplites-1", ", ".join(twenty))
    assert "hoplites-1 is destroyed: below the unit minimum, the melee ends (B27)" in panel.outcome.text()
    assert _row(panel, "warband-1", "triumph")[1] == "triumph +2 (B26)"
    assert not any(r[0] == "hoplites-1" and r[1] == "fills its ranks (B10)" for r in _book(panel))
    assert _row(panel, "hoplites-1", "dissolved") == (
        "hoplites-1", "dissolved: below the unit minimum it ceases to exist; its figures fight on as skirmishers "
        "(B27)", "", "B27 [L106]")
    _apply(qtbot, panel)
    hop = desk.record.state.unit("hoplites-1")
    assert hop.figure_count() == 4 and hop.state.dissolved and hop.formation == "skirmish"
    from editor.table.canvas import counters_text
    assert "dissolved: skirmishers" in counters_text(hop, desk.record.start.unit("hoplites-1")).split(" · ")
    assert desk.record.state.unit("warband-1").triumph == 4
    desk.undo.undo()
    hop = desk.record.state.unit("hoplites-1")
    assert desk.record.state.unit("warband-1").triumph == 2 and not hop.state.dissolved and hop.formation is None
    desk.undo.redo()
    assert "dissolve: true" in _replays(desk, tmp_path / "game.yaml")


# -- the forced-march counter and disorder (B21, B30) -------------------------------------------------------

def test_a_broken_rout_disorders_a_close_formation_and_a_standing_round_reforms_it(qtbot, folder, tmp_path):
    """B30 `[L497]`: a failed roll above twice the base breaks a close formation up; `[L495]`: the unit
    stands one round and reforms; B21 `[L341]`: the counter returns to 0 at the end of that standing round."""
    desk = _desk(folder)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText(BROKEN)
    panel.set_units("hoplites-1", "warband-1")
    assert "base 9" in panel.bases.text()
    _type(qtbot, panel, "20")
    assert "broken rout" in panel.outcome.text()
    assert _row(panel, "hoplites-1", "disordered")[1:] == ("disordered: its close formation breaks up (B30)", "",
                                                           "B30 [L497]")
    _apply(qtbot, panel)
    st = desk.record.state.unit("hoplites-1").state
    assert (st.fleeing, st.disordered, st.forced_marches) == (True, True, 1)
    panel.mode.setCurrentIndex(panel.mode.findData("stood"))
    panel.round.setValue(3)
    assert panel.message.text() == "" and panel.apply_button.isEnabled()  # no dice for a standing round
    assert [r[1:] for r in _book(panel)] == [
        ("forced marches 1 → 0 (B21)", "", "B21 [L341]"),
        ("no longer flees: reformed (B30)", "", "B30, B54 [L495]"),
        ("no longer disordered (B30)", "", "B30, B54 [L495]")]
    _apply(qtbot, panel)
    st = desk.record.state.unit("hoplites-1").state
    assert (st.fleeing, st.disordered, st.forced_marches) == (False, False, 0)
    panel.set_units("hoplites-1")
    assert panel.message.text() == "hoplites-1 has no counter that a standing round clears"
    desk.undo.undo()
    assert desk.record.state.unit("hoplites-1").state.disordered
    desk.undo.redo()
    text = _replays(desk, tmp_path / "game.yaml")
    assert "disordered: true" in text and "disordered: false" in text


def test_forced_marches_count_in_the_next_test_and_an_orderly_rout_keeps_the_formation(qtbot, folder):
    """B21 `[L341]`: −1 per consecutive forced march, in morale too; B30: an orderly rout keeps its formation."""
    desk = _desk(folder)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("forced"))
    panel.set_units("hoplites-1", "warband-1")
    assert _book(panel)[0][1:] == ("forced marches 0 → 1 (B21)", "", "B21 [L280, L341, L495]")
    _apply(qtbot, panel)
    panel.set_units("hoplites-1", "warband-1")
    _apply(qtbot, panel)
    assert desk.record.state.unit("hoplites-1").state.forced_marches == 2
    panel.mode.setCurrentIndex(panel.mode.findData("test"))
    row = next(panel.rows.topLevelItem(0).child(k) for k in range(panel.rows.topLevelItem(0).childCount())
               if panel.rows.topLevelItem(0).child(k).text(3) == "[L341]")
    assert row.checkState(0) == Qt.CheckState.Checked and row.text(1) == "-2"
    assert "base 14" in panel.bases.text()  # 16 − 2
    _type(qtbot, panel, "20")  # 20 ≤ 2 × 14: orderly
    assert not any(r[1].startswith("disordered") for r in _book(panel))
    assert _row(panel, "hoplites-1", "forced")[1] == "forced marches 2 → 3 (B21)"


# -- reloading (B40) ------------------------------------------------------------------------------------------

@pytest.fixture
def crossbows(folder) -> Desk:
    army = folder / "armies" / "hoplite-league.yaml"
    army.write_text(army.read_text().replace("missile: bow", "missile: crossbow"))
    return _desk(folder)


def test_a_crossbow_reloads_after_its_volley_and_is_loaded_again_after_a_half_round(qtbot, crossbows, tmp_path):
    """B40 `[L430]`: spanning a crossbow takes half a round; the volley sets its counter, a half-round without
    moving brings it back, and only then does it shoot again."""
    desk = crossbows
    panel = ShootingPanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText("distance=5")
    panel.set_units("archers-1", "javelins-1")
    _type(qtbot, panel, "20 20 20 20 20 20")
    assert _row(panel, "archers-1", "reloads")[1:] == ("reloads its crossbow: 1 half-round(s) (B40)", "",
                                                       "B40 [L430, L438]")
    _apply(qtbot, panel)
    assert desk.record.state.unit("archers-1").state.reloading == {"crossbow": 1}
    panel.set_units("archers-1", "javelins-1")
    assert "archers-1's crossbow is still loading: 1 half-round(s) left" in panel.message.text()
    panel.mode.setCurrentIndex(panel.mode.findData("loading"))
    assert _book(panel) == [("archers-1", "its crossbow is loaded again (B40)", "", "B40 [L430, L438]")]
    _apply(qtbot, panel)
    assert desk.record.state.unit("archers-1").state.reloading == {}
    panel.mode.setCurrentIndex(panel.mode.findData("volley"))
    assert panel.message.text() == "" and panel.dist.rowCount() > 0  # loaded: it may shoot again
    desk.undo.undo()
    assert desk.record.state.unit("archers-1").state.reloading == {"crossbow": 1}
    desk.undo.redo()
    assert "reloading: {crossbow: 0}" in _replays(desk, tmp_path / "game.yaml")


# -- elephants: berserk, the tenth wound, the driver (B56) ------------------------------------------------------

@pytest.fixture
def elephant(folder) -> Desk:
    army = folder / "armies" / "hill-tribes.yaml"
    army.write_text(army.read_text().replace("units:\n", """  elephant:
    class: elephant
    values: {attack: 14, defence: 6}
    morale: 9
    rate_M: 8
    base_cm: [4, 5]
units:
""", 1))
    scen = folder / "meadow-of-kohalom.yaml"
    scen.write_text(scen.read_text() + """      - {id: elephant-1, type: elephant, pose: [30, 16, 180], ranks: [S], state: {wounds: 8}}
""")
    return _desk(folder)


def test_the_driver_shot_the_elephant_goes_berserk_and_leaves_the_table_after_its_tenth_wound(qtbot, elephant,
                                                                                             tmp_path):
    """B56 `[L551-553]`: the driver falls, the elephant tests; a failure and it goes berserk, flees one forced
    march; `[L555]`: a berserk elephant is taken off the table after its tenth wound."""
    desk = elephant
    panel = ElephantsPanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("driver"))
    panel.set_units("elephant-1")
    assert "the driver fell: base 11" in panel.bases.text()  # morale 9 + triumph 2 (B28)
    _type(qtbot, panel, "20")
    assert [r[1:] for r in _book(panel)] == [
        ("forced marches 0 → 1 (B21)", "", "B21 [L280, L341, L495]"), ("flees", "", "B30 [L495]"),
        ("goes berserk (B56)", "", "B56 [L545, L551]")]
    _apply(qtbot, panel)
    el = desk.record.state.unit("elephant-1")
    assert el.state.berserk and el.state.fleeing
    panel.set_units("elephant-1")
    assert "berserk already" in panel.message.text()
    panel.mode.setCurrentIndex(panel.mode.findData("wound"))
    assert "wound 9: berserk, no test (B56)" in panel.bases.text()
    _apply(qtbot, panel)
    panel.set_units("elephant-1")
    assert "the berserk elephant leaves the table" in panel.bases.text()
    assert _row(panel, "elephant-1", "removes") == ("elephant-1", "removes r1f1", "r1f1", "B56 [L555]")
    _apply(qtbot, panel)
    el = desk.record.state.unit("elephant-1")
    assert el.state.wounds == 10 and el.ranks == ()
    desk.undo.undo()
    assert desk.record.state.unit("elephant-1").ranks == ("S",)
    desk.undo.redo()
    assert "berserk: true" in _replays(desk, tmp_path / "game.yaml")


def test_a_failed_wound_test_makes_the_elephant_berserk(qtbot, folder):
    """B56 `[L545]` "a sebek … megvadítják" (*the wounds drive it wild*) and `[L551]` "akkor is megvadul"
    (*it goes berserk also when…*): the flight after a failed wound test is berserk (docs/bbg.md, open
    question 14)."""
    army = folder / "armies" / "hill-tribes.yaml"
    army.write_text(army.read_text().replace("units:\n", "  elephant: {class: elephant, values: {attack: 14, "
                                                         "defence: 6}, morale: 9, rate_M: 8, base_cm: [4, 5]}\nunits:\n",
                                             1))
    scen = folder / "meadow-of-kohalom.yaml"
    scen.write_text(scen.read_text() + "      - {id: elephant-1, type: elephant, pose: [30, 16, 180], ranks: [S], "
                                       "state: {wounds: 4}}\n")
    desk = _desk(folder)
    panel = ElephantsPanel(desk)
    qtbot.addWidget(panel)
    panel.set_units("elephant-1")
    _type(qtbot, panel, "20")
    _apply(qtbot, panel)
    st = desk.record.state.unit("elephant-1").state
    assert (st.wounds, st.fleeing, st.berserk, st.forced_marches) == (5, True, True, 1)


# -- on the table canvas -------------------------------------------------------------------------------------------

def test_the_table_shows_the_counters_a_rout_sets_and_a_standing_round_clears(qtbot, folder, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = kinds.open_in_window(str(folder / "meadow-of-kohalom.yaml"), settings)
    assert isinstance(w, TableWindow)
    w.ask_save = staticmethod(lambda *a: QMessageBox.StandardButton.Discard)
    qtbot.addWidget(w)
    w.resize(1366, 740)
    qtbot.waitExposed(w)
    w.game.new_record()
    panel = w.game.panels["morale"]
    w.game.tabs.setCurrentWidget(panel)
    panel.facts.setText(BROKEN)
    item = w.canvas.units["hoplites-1"]
    at = w.canvas.mapFromScene(item.mapToScene(item.rects[len(item.rects) // 2].center()))
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert panel.units()[0] == "hoplites-1"
    _type(qtbot, panel, "20")
    _apply(qtbot, panel)
    counters = w.canvas.units["hoplites-1"].counters
    assert counters.isVisible()
    assert counters.text().split(" · ")[1:] == ["flees", "disordered", "1 forced march(es)"]
    panel.mode.setCurrentIndex(panel.mode.findData("stood"))
    _apply(qtbot, panel)
    assert counters.text().split(" · ")[1:] == []
    w.undo_act.trigger()
    assert "disordered" in counters.text()


def test_a_step_without_dice_needs_none_and_offers_no_re_roll(qtbot, folder):
    """Counting a forced march rolls nothing: dice typed before are cleared, the commander's re-roll (B29) is
    hidden, and the step is recorded with no dice."""
    desk = _desk(folder)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.show()
    panel.set_units("hoplites-1", "warband-1")
    panel.dice.setText("20")
    assert panel.use_reroll.isVisible()
    panel.mode.setCurrentIndex(panel.mode.findData("forced"))
    assert panel.dice.text() == "" and not panel.use_reroll.isVisible()
    _apply(qtbot, panel)
    step = desk.record.steps[0]
    assert step.dice.values == () and step.kind == "morale" and step.facts == {"trigger": "forced"}


def test_hits_on_an_elephant_are_wounds_to_count_not_a_figure_removed(qtbot, elephant):
    """B56 `[L545]`: each hit on an elephant is a wound (tested from the fifth in the Elephants tab); the volley
    removes nothing from it."""
    desk = elephant
    panel = ShootingPanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText("distance=5 visible=yes")
    panel.set_units("archers-1", "elephant-1")
    assert panel.message.text() == "", panel.message.text()
    _type(qtbot, panel, "1 1 1 1 1 1")  # six archers, six hits
    assert "elephant-1: 6 hit(s), each a wound: count them in the Elephants tab (B56)" in panel.outcome.text()
    assert not any(r[0] == "elephant-1" for r in _book(panel))
    _apply(qtbot, panel)
    assert desk.record.state.unit("elephant-1").ranks == ("S",)


def test_a_body_already_below_the_unit_minimum_is_not_destroyed_again(qtbot, folder):
    """B27 `[L106]`: a unit is destroyed when its losses take it below 5 (infantry); four slingers that lose no one
    end nothing, and losing their one engaged figure is a rout without a roll (B23), not a destruction."""
    desk = _desk(folder)
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText("round=2 pairs=S2:S1 back_pairs=S1:S2")
    panel.set_units("peltasts-1", "slingers-1")
    _type(qtbot, panel, "20 20")
    assert "Nothing changes on the table." in panel.outcome.text() and _book(panel)[1][2] == ""
    _type(qtbot, panel, "1 20")
    assert "destroyed" not in panel.outcome.text()
    assert _row(panel, "peltasts-1", "triumph")[1] == "triumph +1 (B26)"


def test_the_canvas_says_a_berserk_elephant(qtbot, elephant):
    """B56: the table shows a berserk elephant's state beside it, with its wounds."""
    from editor.table.canvas import counters_text
    desk = elephant
    panel = ElephantsPanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("driver"))
    panel.set_units("elephant-1")
    _type(qtbot, panel, "20")
    _apply(qtbot, panel)
    text = counters_text(desk.record.state.unit("elephant-1"), desk.record.start.unit("elephant-1"))
    assert text.split(" · ") == ["flees", "berserk", "8 wound(s)", "1 forced march(es)"]


# -- B24: one unit routs without a roll, the other must still test ----------------------------------------------

B24_PAIRS = "round=2 pairs=r1f1:r1f1,r1f2:r1f2,r1f3:r1f2 back_pairs=r1f1:r1f1,r1f2:r1f2"


def _b24_melee(qtbot, desk) -> None:
    """Round 2, simultaneous strikes: both engaged phalangites fall (a rout without a roll, B23 `[L350]`) and two of
    the three engaged warriors fall (more than half: a test)."""
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText(B24_PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    _type(qtbot, panel, "1 1 20 1 1")
    text = panel.outcome.text()
    assert "hoplites-1 lost all its engaged figures: it routs without a roll (B23)" in text
    assert ("warband-1 must still take its morale test (B24): a pass wins the melee; a failure routs it too and "
            "no one wins. The Morale tab") in text
    assert _row(panel, "hoplites-1", "triumph")[1] == "triumph -1 (B26)"
    assert not any(r[0] == "warband-1" and "triumph" in r[1] for r in _book(panel))  # its +1 waits for its test
    _apply(qtbot, panel)


@pytest.mark.parametrize(("die", "warband", "hoplites"), [("20", 1, 1), ("1", 3, 1)])
def test_a_rout_without_a_roll_and_the_others_test_decide_the_melee_b24(qtbot, folder, tmp_path, die, warband,
                                                                          hoplites):
    """B24 `[L352]` "akkor dőlt el a közelharc, ha a csapatok különböző eredményre jutnak": the phalanx routs
    without a roll; the warband must still test. Failing, it routs too: both −1, no one wins (B25, B26
    `[L350]`); passing, it wins: +1. Before, the warband had its +1 at once and the phalanx +1 from the
    warband's failed test: both ended one point too high."""
    desk = _desk(folder)
    _b24_melee(qtbot, desk)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.set_units("warband-1", "hoplites-1")
    assert "hoplites-1 went out of the melee without a roll; this test decides it (B24)" in panel.bases.text()
    _type(qtbot, panel, die)
    if die == "20":
        assert _row(panel, "warband-1", "triumph")[1] == "triumph -1 (B26)"
        assert not any(r[0] == "hoplites-1" for r in _book(panel))  # the routed phalanx wins nothing
    else:
        assert _row(panel, "warband-1", "triumph")[1] == "triumph +1 (B26)"
    _apply(qtbot, panel)
    state = desk.record.state
    assert (state.unit("warband-1").triumph, state.unit("hoplites-1").triumph) == (warband, hoplites)
    assert state.unit("warband-1").state.fleeing is (die == "20")
    _replays(desk, tmp_path / "game.yaml")
    desk.undo.undo()
    assert desk.record.state.unit("warband-1").triumph == 2


# -- B51: a retreat from a charge through a palisade disorders a close formation ---------------------------------

def test_a_retreat_through_the_palisade_disorders_the_phalanx_b51(qtbot, folder, tmp_path):
    """B51 `[L280-284]`: the charged phalanx retreats one forced march (1.5 × its rate, `[L360]`) straight back;
    its path cuts the stake palisade ("karósánc", `[L282]`), which breaks a close formation up (`[L284]`
    "minden terepakadály a zárt formáció ideiglenes felbomlását eredményezi"): disordered; its counter rises
    (B21) and the charger gains 1 (B26, `[L280]`). Apply, undo, replay."""
    desk = _desk(folder)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("retreat"))
    panel.set_units("hoplites-2", "warband-2")
    assert panel.message.text() == "" and panel.apply_button.isEnabled(), panel.message.text()
    assert "it cuts through palisade: a close formation is disordered (B51, [L282, L284])" in panel.bases.text()
    assert _row(panel, "hoplites-2", "disordered") == (
        "hoplites-2", "disordered: its close formation breaks up (B30)", "", "B51 [L282, L284]")
    assert _row(panel, "hoplites-2", "forced")[1:] == ("forced marches 0 → 1 (B21)", "", "B21, B51 [L280, L341]")
    assert _row(panel, "warband-2", "triumph")[1:] == ("triumph +1 (B26)", "", "B26, B51 [L280]")
    _apply(qtbot, panel)
    st = desk.record.state.unit("hoplites-2").state
    assert (st.disordered, st.forced_marches, desk.record.state.unit("warband-2").triumph) == (True, 1, 3)
    assert "disordered: true" in _replays(desk, tmp_path / "game.yaml")
    desk.undo.undo()
    assert not desk.record.state.unit("hoplites-2").state.disordered


def test_a_retreat_over_open_ground_does_not_disorder_and_a_blocked_one_is_refused_b51(qtbot, folder):
    """B51 `[L282]`: the warband retreats north over open ground, no disorder; the first phalanx, with the second
    moved close behind it (a friendly close formation, impassable), may not retreat, and the panel says why."""
    desk = _desk(folder)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("retreat"))
    panel.set_units("warband-1", "hoplites-1")
    assert panel.apply_button.isEnabled(), panel.message.text()
    assert not any(r[1].startswith("disordered") for r in _book(panel))
    scen = folder / "meadow-of-kohalom.yaml"
    scen.write_text(scen.read_text().replace("{id: hoplites-2, card: hoplites-2, pose: [27, 8, 0]",
                                             "{id: hoplites-2, card: hoplites-2, pose: [18, 5, 0]"))
    desk = _desk(folder)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("retreat"))
    panel.set_units("hoplites-1", "warband-1")
    assert panel.message.text() == "hoplites-1 cannot retreat: hoplites-2 stand behind it (B51, [L282])"
    assert not panel.apply_button.isEnabled()


# -- B48: the forced-march limits ---------------------------------------------------------------------------------

def test_a_third_forced_march_in_a_row_is_flagged_with_its_reason_b48(qtbot, folder, tmp_path):
    """B48 `[L360]` "Egymás után legfeljebb két körben … nem mozdulhatnak": forced marches in rounds 1 and 2; in
    round 3 the unit may not move at all, so the counter rising again is flagged — a greyed row with the reason
    and its line, beside the change (Apply still writes the change: the referee decides). The history is the
    record's, so undoing round 2's march takes the warning back."""
    desk = _desk(folder)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("forced"))
    for rnd in (1, 2):
        panel.round.setValue(rnd)
        panel.set_units("hoplites-1")
        assert not any("B48" in r[3] for r in _book(panel))
        _apply(qtbot, panel)
    panel.round.setValue(3)
    panel.set_units("hoplites-1")
    warn = _row(panel, "hoplites-1", "hoplites-1 made forced marches")
    assert warn == ("hoplites-1", "hoplites-1 made forced marches in rounds 1 and 2: in round 3 it may not move at "
                    "all (B48, [L360])", "", "B48 [L360]")
    row = next(r for r in range(panel.book.rowCount()) if panel.book.item(r, 3).text() == "B48 [L360]")
    assert not panel.book.item(row, 1).flags() & Qt.ItemFlag.ItemIsEnabled  # greyed: a warning, not a change
    assert panel.apply_button.isEnabled()
    _apply(qtbot, panel)
    assert desk.record.forced_march_rounds("hoplites-1") == [1, 2, 3]
    assert "B48" not in _replays(desk, tmp_path / "game.yaml")  # the warning is not bookkeeping
    desk.undo.undo()
    desk.undo.undo()  # round 2's forced march taken back: round 3 follows only round 1's
    panel.set_units("hoplites-1")
    assert not any("B48" in r[3] for r in _book(panel))


@pytest.mark.parametrize(("dice", "warband", "hoplites", "fleeing"), [("20 20", 2, 2, False), ("1 20", 3, 1, True)])
def test_both_units_test_and_the_melee_is_decided_only_by_different_results_b24(qtbot, folder, tmp_path, dice,
                                                                                 warband, hoplites, fleeing):
    """B24 `[L352]` "Ha mindkét csapat olyan helyzetbe kerül, hogy moráltesztet kell dobnia … akkor dőlt el a
    közelharc, ha a csapatok különböző eredményre jutnak … egyébként folytatódik": each loses two of its three
    engaged figures (B23: both test). The melee panel sends both to the Morale tab's double test; there both fail
    and the melee goes on (nothing changes), or the warband passes and the phalanx fails: it routs (−1), the
    warband +1 (B26)."""
    desk = _desk(folder)
    melee = MeleePanel(desk)
    qtbot.addWidget(melee)
    melee.facts.setText("round=2 pairs=r1f1:r1f1,r1f2:r1f2,r1f3:r1f3 back_pairs=r1f1:r1f1,r1f2:r1f2,r1f3:r1f3")
    melee.set_units("warband-1", "hoplites-1")
    _type(qtbot, melee, "1 1 20 1 1 20")
    assert ("hoplites-1 must take a morale test, as its opponent must: the Morale tab's double test (B24)"
            in melee.outcome.text())
    _apply(qtbot, melee)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("double"))
    panel.set_units("warband-1", "hoplites-1")
    assert panel.message.text() == "", panel.message.text()
    labels = [panel.dist.item(i, 0).text() for i in range(panel.dist.rowCount()) if panel.dist.item(i, 0)]
    assert "the melee goes on: both pass or both fail (B24, [L352])" in labels
    _type(qtbot, panel, dice)
    text = panel.outcome.text()
    if fleeing:
        assert "the melee is decided: one routs, the other stands (B24, [L352])" in text
        assert _row(panel, "warband-1", "triumph")[1:] == ("triumph +1 (B26)", "", "B24, B26 [L350, L352]")
    else:
        assert "the melee goes on: both pass or both fail (B24, [L352])" in text and _book(panel) == []
    _apply(qtbot, panel)
    state = desk.record.state
    assert (state.unit("warband-1").triumph, state.unit("hoplites-1").triumph) == (warband, hoplites)
    assert state.unit("hoplites-1").state.fleeing is fleeing and not state.unit("warband-1").state.fleeing
    _replays(desk, tmp_path / "game.yaml")
