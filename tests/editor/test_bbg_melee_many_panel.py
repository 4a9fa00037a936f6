"""The several-unit melee panel (editor/bbg/melee_many_panel.py, issue #29 item 6), driven as a referee would: two
warbands charge one phalanx (B25, `[L258-260, L354]`) → the strike pairs, each ledger's rows ticked or greyed with
their line, the exact distributions → typed dice → Apply → the fallen removed, the rout and the triumph of B25 →
Undo / Redo → the record saved and replayed. The envelopment is refused in the first melee round with its reason
and allowed after it (B16, `[L173, L179]`), its wrapping pairs strike in the next round with the flank −2
(`[L181]`); the snaking strike is offered only with cavalry (B15, `[L225, L234]`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from editor.bbg.melee_many_panel import MeleeManyPanel
from editor.bbg.resolve import Desk
from rules.bbg.record import read_record, state_digest
from tests.bbg_desk.test_melee_steps import contact_table
from tests.editor.test_bbg_resolve import beasts  # noqa: F401 (the fixture: the demo with an elephant)


@pytest.fixture
def desk(qtbot, tmp_path):
    return Desk.open(contact_table(tmp_path), seed=7)


@pytest.fixture
def panel(qtbot, desk):
    p = MeleeManyPanel(desk)
    qtbot.addWidget(p)
    p.set_units("warband-1", "warband-2", "hoplites-1")  # as the canvas passes a Ctrl-click selection
    return p


def _rows(panel) -> dict[str, list[tuple[str, bool, str]]]:
    out = {}
    for i in range(panel.rows.topLevelItemCount()):
        head = panel.rows.topLevelItem(i)
        out[head.text(0)] = [(head.child(k).text(0), head.child(k).checkState(0) == Qt.CheckState.Checked,
                              head.child(k).text(3)) for k in range(head.childCount())]
    return out


def _pairs(panel) -> list[list[str]]:
    return [[panel.pairs.item(i, c).text() for c in range(6)] for i in range(panel.pairs.rowCount())]


def _type(qtbot, panel, dice: str) -> None:
    panel.dice.clear()
    qtbot.keyClicks(panel.dice, dice)
    qtbot.keyClick(panel.dice, Qt.Key.Key_Return)


def test_three_units_pairs_rows_dice_apply_undo_save_replay(qtbot, desk, panel, tmp_path):
    assert panel.sides() == (["warband-1", "warband-2"], ["hoplites-1"])  # the first picked is side A
    pairs = _pairs(panel)
    assert len(pairs) == 24  # 8 + 4 warriors strike, and the 12 phalangites they touch strike back (B5)
    first = [p for p in pairs if p[0].startswith("warband")]
    back = [p for p in pairs if p[0].startswith("hoplites")]
    assert {p[4] for p in first} == {"strikes first (B6)"} and len(first) == 12  # round 1: the chargers (B6)
    assert {p[4] for p in back} == {"strikes back if it stands (B6)"}
    assert first[8][:2] == ["warband-2 r1f5", "hoplites-1 r1f12"]  # file to file, by base contact
    rows = _rows(panel)
    assert set(rows) == {"warband-1 against hoplites-1", "warband-2 against hoplites-1",
                         "hoplites-1 against warband-1", "hoplites-1 against warband-2"}
    officer = next(r for r in rows["warband-1 against hoplites-1"] if r[0] == "Officer in the unit")
    charge = next(r for r in rows["warband-1 against hoplites-1"] if r[0] == "Cavalry charge")
    assert officer[1:] == (True, "[L327]") and charge[1] is False  # ticked with its line; greyed (B13)
    dist = [panel.dist.item(i, 0).text() for i in range(panel.dist.rowCount())]
    assert {"warband-1", "warband-2", "hoplites-1"} <= set(dist)
    assert "routs (all engaged fell, or a failed test)" in dist
    assert "melee round 1" in panel.bases.text()
    # every charging warrior kills his phalangite: no strike back (B6), all 12 engaged fell: rout, no die (B23)
    _type(qtbot, panel, " ".join(["1"] * 12))
    assert panel.apply_button.isEnabled(), panel.outcome.text()
    assert "The melee ends: warband-1, warband-2 won (B25)." in panel.outcome.text()
    before = desk.record.state.unit("hoplites-1").ranks
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    h = desk.record.state.unit("hoplites-1")
    assert h.ranks == ("SSSSSSSSSSSS",) and h.state.fleeing and h.triumph == 1  # B10 filled; −1 at once (B25)
    assert [desk.record.state.unit(u).triumph for u in ("warband-1", "warband-2")] == [3, 3]  # +1 once each
    step = desk.record.steps[0]
    assert step.kind == "melee_many" and step.facts["side_a"] == "warband-1,warband-2"
    desk.undo.undo()
    assert desk.record.state.unit("hoplites-1").ranks == before and len(desk.record) == 0
    desk.undo.redo()
    assert len(desk.record) == 1
    out = tmp_path / "game.record.yaml"
    desk.record.save(out)
    load = read_record(out)
    assert not [f for f in load.findings if f.severity == "error"]
    assert load.record.steps[0].kind == "melee_many"
    assert state_digest(load.record.state) == state_digest(desk.record.state)


def test_survivors_strike_back_and_the_seeded_roll_is_the_records(qtbot, desk, panel):
    _type(qtbot, panel, " ".join(["20"] * 12 + ["1"] * 12))  # every charger misses, every phalangite hits
    assert panel.apply_button.isEnabled(), panel.outcome.text()
    assert "warband-1 loses 8; warband-2 loses 4; hoplites-1 loses 0" in panel.outcome.text()
    assert "routs without a test" in panel.outcome.text()  # each warband lost all its engaged (B23)
    panel.roll()
    from rules.bbg.record import roll
    values = tuple(int(x) for x in panel.dice.text().split())
    assert values == roll(7, 1, 1, len(values)) and panel.apply_button.isEnabled()


def test_envelopment_refused_in_round_one_with_its_reason_then_allowed_and_its_pairs_strike(qtbot, desk, panel,
                                                                                             tmp_path):
    env = panel.step_buttons["envelopment"]
    assert not env.isEnabled()
    assert "only after the first melee round" in env.toolTip() and "[L173, L179]" in env.toolTip()
    assert "only after the first melee round" in panel.step_why.text()
    _type(qtbot, panel, " ".join(["20"] * 24))  # every strike misses: no one tests
    assert panel.apply_button.isEnabled(), panel.outcome.text()
    panel.apply()  # the first melee round is in the record
    assert env.isEnabled() and env.toolTip() == ""
    env.click()
    assert panel.actor.currentData() == "warband-2" and panel.against.currentData() == "hoplites-1"
    assert "left: overhang 4, flexibility 2" in panel.bases.text()
    assert panel.apply_button.isEnabled(), panel.outcome.text() + panel.message.text()
    panel.apply()
    step = desk.record.steps[-1]
    assert step.kind == "envelopment" and step.units == ("warband-2", "hoplites-1")
    assert step.facts["wrapping"] == "r1f1,r1f2,r1f3,r1f4" and step.dice.values == ()
    # the next round: the wrapping figures strike the phalanx's flank file, front to back, with the flank −2
    panel.step_buttons["melee"].click()
    assert "melee round 2" in panel.bases.text()
    wraps = [p for p in _pairs(panel) if p[5].startswith("an envelopment pair")]
    assert [p[:2] for p in wraps] == [["warband-2 r1f4", "hoplites-1 r1f12"], ["warband-2 r1f3", "hoplites-1 r2f12"]]
    plain = next(p for p in _pairs(panel) if p[0] == "warband-2 r1f5")
    assert int(wraps[0][2]) == int(plain[2]) + 2  # the enveloped unit's flank attack −2 in those pairs (B16)
    panel.pairs.selectRow(next(i for i, p in enumerate(_pairs(panel)) if p[0] == "warband-2 r1f4"))
    head = panel.rows.topLevelItem(0)  # the chosen pair's own rows: its base number (B4)
    assert head.text(0) == f"warband-2 r1f4 → hoplites-1 r1f12: base {wraps[0][2]}"
    flank = [head.child(k) for k in range(head.childCount()) if head.child(k).text(3) == "[L181, L342]"]
    assert len(flank) == 1 and flank[0].checkState(0) == Qt.CheckState.Checked and flank[0].text(1) == "+2"
    # saved and replayed: the envelopment is a step of the record, and gives the same pairs
    out = tmp_path / "env.record.yaml"
    desk.record.save(out)
    again, problems = Desk.resume(out)
    assert again is not None and not problems and [s.kind for s in again.record.steps] == ["melee_many",
                                                                                           "envelopment"]
    p2 = MeleeManyPanel(again)
    qtbot.addWidget(p2)
    p2.set_units("warband-1", "warband-2", "hoplites-1")
    assert [p[:2] for p in _pairs(p2) if p[5].startswith("an envelopment pair")] == [p[:2] for p in wraps]


def test_snaking_only_with_cavalry_and_it_strikes_the_outermost_figures(qtbot, desk, panel):
    snake = panel.step_buttons["snaking"]
    assert not snake.isEnabled() and "only they strike by snaking" in snake.toolTip()
    panel.set_units("horse-1", "warband-2")
    assert snake.isEnabled()
    snake.click()
    assert (panel.actor.currentData(), panel.against.currentData()) == ("horse-1", "warband-2")
    rows = next(iter(_rows(panel).values()))
    snaking = next(r for r in rows if r[0].startswith("Lovas vonal") or "snaking" in r[0].lower())
    assert snaking[1] is True and "L225" in snaking[2]  # the −2 (B15)
    assert "6 strikes" in panel.bases.text()
    order = panel.bases.text().split("outermost figure: ")[1].split("<br>")[0].split(", ")
    _type(qtbot, panel, "1 20 1 1 20 20")
    assert panel.apply_button.isEnabled(), panel.outcome.text()
    panel.apply()
    step = desk.record.steps[-1]
    assert step.kind == "snaking" and step.units == ("horse-1", "warband-2")
    assert step.effects[0].remove == tuple(order[:3])  # each hit the next outermost figure (B15, [L225])
    assert not desk.record.state.unit("warband-2").state.fleeing  # a fast strike never routs ([L229])


def test_the_table_window_dock_takes_every_unit_picked(qtbot, tmp_path):
    from editor.shell import kinds
    path = contact_table(tmp_path)
    w = kinds.open_in_window(str(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.ask_save = staticmethod(lambda *a: QMessageBox.StandardButton.Discard)
    qtbot.addWidget(w)
    w.resize(1366, 740)
    qtbot.waitExposed(w)
    w.game.new_record()
    qtbot.wait(10)
    w.canvas.fit()  # the dock took its width: the table fitted again
    panel = w.game.panels["melee_many"]
    w.game.tabs.setCurrentWidget(panel)
    assert w.game.tabs.tabText(w.game.tabs.currentIndex()) == "Several units"
    # the figure at each unit's outer rear corner: the units touch, and the canvas draws the bases the
    # computations use (the text's foot base for the warbands, B3 [L92]), so a click there picks that unit only
    for k, (uid, key) in enumerate((("hoplites-1", lambda p: (p.y(), -p.x())), ("warband-1", lambda p: (-p.y(), -p.x())),
                                    ("warband-2", lambda p: (-p.y(), p.x())))):
        item = w.canvas.units[uid]
        at = w.canvas.mapFromScene(max((item.mapToScene(r.center()) for r in item.rects), key=key))
        mods = Qt.KeyboardModifier.ControlModifier if k else Qt.KeyboardModifier.NoModifier
        QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, mods, at)
    assert w.canvas.picked == ["hoplites-1", "warband-1", "warband-2"], w.canvas.picked
    assert panel.sides() == (["hoplites-1"], ["warband-1", "warband-2"])
    assert panel.pairs.rowCount() == 24



def test_a_unit_without_flexibility_does_not_hide_another_units_envelopment(qtbot, desk, panel):
    """B57: the horse has no flexibility (the designer gave none); the phalanx may still envelop warband-2."""
    panel.facts.setText("round=2")
    panel.set_units("horse-1", "hoplites-1", "warband-2")
    env = panel.step_buttons["envelopment"]
    assert env.isEnabled(), env.toolTip()
    env.click()
    assert (panel.actor.currentData(), panel.against.currentData()) == ("hoplites-1", "warband-2")
    assert "left: overhang 8, flexibility 3" in panel.bases.text()
    panel.set_units("horse-1", "slingers-1")  # neither has a flexibility: each said, with B57
    assert not env.isEnabled()
    assert "horse-1: the designer's value 'flexibility' is missing" in env.toolTip() and "slingers-1" in env.toolTip()


def test_the_acting_unit_follows_the_step(qtbot, desk, panel):
    """From the snaking strike (the horse) to the envelopment: the unit that may envelop is chosen (B15, B16)."""
    panel.facts.setText("round=2")
    panel.set_units("horse-1", "hoplites-1", "warband-2")
    panel.step_buttons["snaking"].click()
    assert panel.actor.currentData() == "horse-1"
    panel.step_buttons["envelopment"].click()
    assert panel.actor.currentData() == "hoplites-1" and panel.apply_button.isEnabled()


def test_an_elephant_in_a_several_unit_melee_stands_and_strikes_back(qtbot, beasts, tmp_path):  # noqa: F811
    """B56 `[L545]` with B25: the phalanx charges the elephant and the warband; its strike on the elephant hits
    (a wound) and the elephant, not struck down, strikes back (B6) and fells a phalangite; the warband's strike
    back misses. The elephant takes no B23 test; the wound is said for the Elephants tab."""
    desk, _scen = beasts
    p = MeleeManyPanel(desk)
    qtbot.addWidget(p)
    p.facts.setText("pairs=hoplites-1.r1f1:elephant-1.r1f1,hoplites-1.r1f2:warband-1.r1f1,"
                    "elephant-1.r1f1:hoplites-1.r1f1,warband-1.r1f1:hoplites-1.r1f2")
    p.set_units("hoplites-1", "elephant-1", "warband-1")
    assert p.sides()[0] == ["hoplites-1"] and sorted(p.sides()[1]) == ["elephant-1", "warband-1"]
    assert p.message.text() == ""
    _type(qtbot, p, "1 20 1 20")
    text = p.outcome.text()
    assert "too many dice" not in text and "elephant-1: 1 hit(s), each a wound" in text
    labels = [p.dist.item(i, 0).text() for i in range(p.dist.rowCount()) if p.dist.item(i, 0)]
    ele = labels[labels.index("elephant-1") + 1:]
    assert ele[:2] == ["0 wound(s)", "1 wound(s)"]  # its distribution counts wounds, not losses (B56)
    before = desk.record.state.unit("hoplites-1").figure_count()
    p.apply()
    assert desk.record.state.unit("elephant-1").ranks == ("S",)
    assert desk.record.state.unit("hoplites-1").figure_count() == before - 1
    out = tmp_path / "game.yaml"
    desk.record.save(out)
    assert state_digest(read_record(out).record.state) == state_digest(desk.record.state)
    desk.undo.undo()
    assert desk.record.state.unit("hoplites-1").figure_count() == before


def test_a_unit_below_its_minimum_is_dissolved_and_its_figures_fight_on_as_skirmishers(qtbot, desk, panel, tmp_path):
    """B27 `[L106]` with B25: the referee's casualties take the phalanx to 4 figures, below the infantry minimum
    of 5: it ceases to exist ("A katonák nem esnek el, de ezentúl önálló harcosokként tevékenykednek"), so it
    neither routs nor fills its ranks; its figures stay as skirmishers; the warbands gain 2 each (B26 `[L350]`).
    Proposed with its line, applied, undone, replayed."""
    from PySide6.QtWidgets import QLineEdit
    _type(qtbot, panel, " ".join(["20"] * 24))
    row = next(r for r in range(panel.book.rowCount()) if panel.book.item(r, 0).text() == "hoplites-1"
               and panel.book.item(r, 1).text() == "figures that fall")
    item = panel.book.item(row, 2)
    panel.show()
    qtbot.waitExposed(panel)
    panel.book.setCurrentItem(item)
    panel.book.editItem(item)
    editor = next(e for e in panel.book.findChildren(QLineEdit) if e.isVisible())
    qtbot.keyClicks(editor, ", ".join([f"r1f{j}" for j in range(1, 13)] + [f"r2f{j}" for j in range(1, 9)]))
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(panel.book.item(r, 1).text().startswith("dissolved")
                                for r in range(panel.book.rowCount())))
    book = [tuple(panel.book.item(r, c).text() for c in range(4)) for r in range(panel.book.rowCount())]
    assert ("hoplites-1", "dissolved: below the unit minimum it ceases to exist; its figures fight on as "
            "skirmishers (B27)", "", "B27 [L106]") in book
    assert not any(r[0] == "hoplites-1" and r[1] in ("flees", "fills its ranks (B10)") for r in book)
    assert ("warband-1", "triumph +2 (B26)") in [r[:2] for r in book]
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    h = desk.record.state.unit("hoplites-1")
    assert h.figure_count() == 4 and h.state.dissolved and h.formation == "skirmish" and not h.state.fleeing
    assert desk.record.state.unit("warband-2").triumph == 4
    out = tmp_path / "game.record.yaml"
    desk.record.save(out)
    assert "dissolve: true" in out.read_text()
    assert state_digest(read_record(out).record.state) == state_digest(desk.record.state)
    desk.undo.undo()
    assert not desk.record.state.unit("hoplites-1").state.dissolved
