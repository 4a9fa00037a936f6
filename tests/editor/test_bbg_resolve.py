"""The referee desk's resolution panels (editor/bbg/resolve.py, issue #29 item 6), driven as a referee would:
choose the units → the modifier rows show, ticked or greyed with their line → type the table's dice (or roll)
→ Apply → the table changed and the game record holds the step → Undo restores. Rules: B5, B6, B10, B26, B28–B30,
B38, B40, B55, B56."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.bbg.resolve import (
    ChariotsPanel,
    Desk,
    ElephantsPanel,
    MeleePanel,
    MoralePanel,
    ResolveWindow,
    ShootingPanel,
    main,
)
from rules.bbg.record import read_record, roll, state_digest

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "scenarios" / "bbg" / "meadow-of-kohalom.yaml"
PAIRS = "pairs=r1f1:r1f1,r1f2:r1f2 back_pairs=r1f1:r1f1,r1f2:r1f2"


@pytest.fixture
def desk(qtbot):
    return Desk.open(DEMO, seed=7)


def _rows(panel) -> dict[str, list[tuple[str, bool, str]]]:
    """Per unit: (row name, ticked, line) of the modifier table."""
    out = {}
    for i in range(panel.rows.topLevelItemCount()):
        head = panel.rows.topLevelItem(i)
        out[head.text(0)] = [(head.child(k).text(0), head.child(k).checkState(0) == Qt.CheckState.Checked,
                              head.child(k).text(3)) for k in range(head.childCount())]
    return out


def _type(qtbot, panel, dice: str) -> None:
    panel.dice.clear()
    qtbot.keyClicks(panel.dice, dice)
    qtbot.keyClick(panel.dice, Qt.Key.Key_Return)


def test_melee_choose_rows_type_dice_apply_undo(qtbot, desk):
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText(PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    rows = _rows(panel)
    officer = next(r for r in rows["warband-1"] if r[0] == "Officer in the unit")
    charge = next(r for r in rows["warband-1"] if r[0] == "Cavalry charge")
    assert officer[1:] == (True, "[L327]")  # ticked, with its line (B8)
    assert charge[1] is False  # greyed: only cavalry, chariots and elephants (B13)
    assert "strikes first: warband-1" in panel.bases.text()  # B6: the charger in round 1
    assert panel.dist.rowCount() > 4
    # warband strikes both hoplites down (1, 1): no strike back (B6), two dice read
    _type(qtbot, panel, "1 1")
    assert panel.apply_button.isEnabled(), panel.outcome.text()
    assert "removes r1f1, r1f2" in panel.outcome.text()
    before = desk.record.state.unit("hoplites-1").ranks
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert desk.record.state.unit("hoplites-1").ranks == ("SSSSSSSSSSSS", "..SSSSSSSSSS")  # B10: filled from behind
    assert len(desk.record) == 1 and desk.record.steps[0].dice.values == (1, 1)
    desk.undo.undo()
    assert desk.record.state.unit("hoplites-1").ranks == before and len(desk.record) == 0
    desk.undo.redo()
    assert len(desk.record) == 1


def test_melee_refuses_units_out_of_contact_with_the_reason(qtbot, desk):
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.set_units("warband-1", "hoplites-1")
    assert "not in base contact" in panel.message.text()
    assert not panel.apply_button.isEnabled()


def test_too_many_dice_are_refused(qtbot, desk):
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText(PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    _type(qtbot, panel, "1 1 5")
    assert "too many dice" in panel.outcome.text()
    assert not panel.apply_button.isEnabled()


def test_shooting_nearest_first_and_seeded_roll(qtbot, desk):
    panel = ShootingPanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText("distance=5")
    panel.set_units("archers-1", "javelins-1")
    assert "Weapon strength" in [r[0] for r in next(iter(_rows(panel).values()))]
    qtbot.mouseClick(next(b for b in panel.findChildren(type(panel.apply_button)) if b.text() == "Roll"),
                     Qt.MouseButton.LeftButton)
    values = tuple(int(x) for x in panel.dice.text().split())
    assert values == roll(7, 1, 1, len(values))  # the record's documented stream
    hits = panel.outcome.text().count("≤")
    panel.apply()
    step = desk.record.steps[0]
    assert step.dice.seed == 7 and step.kind == "shooting"
    fallen = next((e.remove for e in step.effects if e.unit == "javelins-1"), ())
    assert desk.record.state.unit("javelins-1").figure_count() == 8 - len(fallen)
    assert hits == len(fallen)  # each success a hit on the nearest figure not yet hit (B38)


def test_morale_failed_test_routs_with_triumph(qtbot, desk):
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.set_units("hoplites-1", "warband-1")
    assert "base 16" in panel.bases.text()  # morale 9 + modifiers + triumph 2 (B28)
    _type(qtbot, panel, "20")  # > 2 × 16? no: 20 ≤ 32, an orderly rout (B30)
    assert "orderly rout" in panel.outcome.text()
    panel.apply()
    hop, war = desk.record.state.unit("hoplites-1"), desk.record.state.unit("warband-1")
    assert hop.state.fleeing and hop.triumph == 1 and war.triumph == 3  # B26: −1 / +1
    desk.undo.undo()
    assert desk.record.state.unit("hoplites-1").triumph == 2 and not desk.record.state.unit("hoplites-1").state.fleeing


@pytest.fixture
def beasts(tmp_path, qtbot):
    """The demo with a chariot and an elephant added to the tribes (the designer's values, B57)."""
    folder = tmp_path / "bbg"
    shutil.copytree(DEMO.parent, folder)
    army = folder / "armies" / "hill-tribes.yaml"
    army.write_text(army.read_text().replace("units:\n", """  chariot:
    class: chariot
    values: {attack: 12, defence: 4}
    morale: 8
    rate_M: 10
    team_width: 2
    base_cm: [4, 5]
  elephant:
    class: elephant
    values: {attack: 14, defence: 6}
    morale: 9
    rate_M: 8
    base_cm: [4, 5]
units:
""", 1))
    scen = folder / DEMO.name
    scen.write_text(scen.read_text() + """      - {id: chariot-1, type: chariot, pose: [19, 13.5, 180], ranks: [S]}
      - {id: elephant-1, type: elephant, pose: [30, 16, 180], ranks: [S], state: {wounds: 4}}
      - {id: chariot-2, type: chariot, pose: [25, 13.5, 180], ranks: [S]}
""")
    league = folder / "armies" / "hoplite-league.yaml"
    league.write_text(league.read_text().replace("traits: [", "traits: [never_met_elephants, ", 1))
    return Desk.open(scen, seed=3), scen


def test_chariot_overrun_removes_the_front_figures_it_hits(qtbot, beasts):
    desk, _scen = beasts
    panel = ChariotsPanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText("chariot_moved=5")
    panel.set_units("chariot-1", "hoplites-1")
    assert panel.message.text() == ""
    rows = _rows(panel)
    charge = next(r for r in rows["first strikes"] if r[0] == "Cavalry charge")
    assert charge[1] and charge[2] == "[L515]"  # moved ≥ 4 M: +2 (B13, B55)
    # 2 strikes hit, the test at 10 fails: overturned at the first test
    _type(qtbot, panel, "1 1 11")
    assert "overturned at the first test" in panel.outcome.text()
    panel.apply()
    assert desk.record.state.unit("hoplites-1").ranks[0].count(".") == 0  # filled from behind (B10)
    assert len("".join(desk.record.state.unit("hoplites-1").ranks).replace(".", "")) == 24 - 2
    assert desk.record.state.unit("chariot-1").ranks == ()  # agreements: overturned_chariots: remove
    desk.undo.undo()
    assert desk.record.state.unit("chariot-1").ranks == ("S",)


def test_elephant_fifth_wound_tests_and_flees(qtbot, beasts):
    desk, _scen = beasts
    panel = ElephantsPanel(desk)
    qtbot.addWidget(panel)
    panel.set_units("elephant-1")
    rows = _rows(panel)
    wounds = next(r for r in rows["elephant-1"] if r[0] == "Wounds beyond the fourth")
    assert wounds[1:] == (True, "[L545]")  # B56: the fifth wound, −1
    _type(qtbot, panel, "20")
    panel.apply()
    el = desk.record.state.unit("elephant-1")
    assert el.state.wounds == 5 and el.state.fleeing
    desk.undo.undo()
    assert desk.record.state.unit("elephant-1").state.wounds == 4


def test_the_window_saves_a_record_that_replays(qtbot, desk, tmp_path):
    out = tmp_path / "game.yaml"
    shutil.copytree(DEMO.parent, tmp_path / "bbg")
    desk = Desk.open(tmp_path / "bbg" / DEMO.name, seed=7)
    win = ResolveWindow(desk, out)
    qtbot.addWidget(win)
    panel = win.panels["melee"]
    panel.facts.setText(PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    _type(qtbot, panel, "1 20 9 20")
    panel.apply()
    win.save()
    load = read_record(out)
    assert load.ok, load.findings
    assert state_digest(load.record.state) == state_digest(desk.record.state)
    assert "Record saved" in win.statusBar().currentMessage()


def test_standalone_refuses_a_file_that_is_not_a_scenario(tmp_path, capsys):
    bad = tmp_path / "x.yaml"
    bad.write_text("format: bbg-army/1\nid: a\nname: b\n")
    assert main([str(bad)]) == 2
    assert "x.yaml" in capsys.readouterr().err


def test_chariot_collision_each_stays_up_on_ten(qtbot, beasts):
    """B55, [L513]: two chariots collide; the one whose die is above 10 overturns and, as the scenario agreed,
    is removed."""
    desk, _scen = beasts
    panel = ChariotsPanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("collision"))
    panel.set_units("chariot-1", "chariot-2")
    assert "10" in panel.bases.text()
    _type(qtbot, panel, "10 11")
    panel.apply()
    assert desk.record.state.unit("chariot-1").ranks == ("S",) and desk.record.state.unit("chariot-2").ranks == ()
    assert desk.record.steps[-1].result == "overturned; 1 overturned"


def test_elephant_terror_a_failed_test_flees_and_loses_triumph(qtbot, beasts):
    """B32(c), [L533-535]: a unit that never met elephants tests; on a failure it flees, triumph −1 (B26)."""
    desk, _scen = beasts
    panel = ElephantsPanel(desk)
    qtbot.addWidget(panel)
    panel.mode.setCurrentIndex(panel.mode.findData("terror"))
    panel.set_units("elephant-1", "hoplites-1")
    assert "Morale value" in [r[0] for r in _rows(panel)["hoplites-1"]]
    _type(qtbot, panel, "20")
    panel.apply()
    hop = desk.record.state.unit("hoplites-1")
    assert hop.state.fleeing and hop.triumph == 1
    panel.set_units("elephant-1", "warband-1")
    assert "met elephants before" in panel.message.text()


def test_a_saved_game_resumes_where_it_stopped_and_an_altered_one_is_refused(qtbot, tmp_path, capsys):
    shutil.copytree(DEMO.parent, tmp_path / "bbg")
    desk = Desk.open(tmp_path / "bbg" / DEMO.name, seed=7)
    panel = MoralePanel(desk)
    qtbot.addWidget(panel)
    panel.set_units("hoplites-1", "warband-1")
    _type(qtbot, panel, "20")
    panel.apply()
    out = tmp_path / "game.yaml"
    desk.record.save(out)
    again, problems = Desk.resume(out)
    assert problems == [] and len(again.record) == 1 and again.record.state.unit("hoplites-1").state.fleeing
    out.write_text(out.read_text().replace("triumph: -1", "triumph: -2"))
    assert Desk.resume(out)[0] is None
    assert main([str(tmp_path / "bbg" / DEMO.name), "--record", str(out)]) == 2
    assert "record-altered" in capsys.readouterr().err


def test_an_elephant_hit_in_round_one_still_strikes_back_and_stands(qtbot, beasts, tmp_path):
    """B56 `[L545]`: the warband charges the elephant (round 1, it strikes first, B6); both its strikes hit, two
    wounds, and the elephant, not struck down, rolls its two strikes back (one hits). The distribution counts
    wounds: two hits can be two wounds. Apply removes the warrior, never the elephant; undo; the record replays."""
    desk, _scen = beasts
    panel = MeleePanel(desk)
    qtbot.addWidget(panel)
    panel.facts.setText("pairs=r1f1:r1f1,r1f2:r1f1 back_pairs=r1f1:r1f1,r1f1:r1f2")
    panel.set_units("warband-1", "elephant-1")
    assert panel.message.text() == ""
    _type(qtbot, panel, "1 1 1 20")
    text = panel.outcome.text()
    assert "too many dice" not in text and "elephant-1 r1f1 → r1f1" in text
    assert "elephant-1: 2 hit(s), each a wound" in text
    before = desk.record.state.unit("warband-1").figure_count()
    panel.apply()
    assert desk.record.state.unit("elephant-1").ranks == ("S",)
    assert desk.record.state.unit("warband-1").figure_count() == before - 1
    out = tmp_path / "game.yaml"
    desk.record.save(out)
    load = read_record(out)
    assert state_digest(load.record.state) == state_digest(desk.record.state)
    desk.undo.undo()
    assert desk.record.state.unit("warband-1").figure_count() == before
