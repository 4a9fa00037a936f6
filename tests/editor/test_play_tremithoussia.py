"""The Tremithoussia example of EN 2010 10.9 replayed through play mode as a designer at the table would:
map gestures for D.1, the decision panel for the mêlée and the defensive fire, the dice typed, a hex click
for the retreat; the log says each roll in the rules' words and the counters end where the rules put them."""

from __future__ import annotations

from editor.hexmap.play import Start


def hx(window, label):
    return window.doc.scenario.grid.parse_label(label)


def test_the_charge_example_with_typed_dice(window, mouse):
    play = window.play
    assert play.enter(Start("activation", "richard"))
    play.ask_close = lambda *a: "discard"
    window.view.center_on_hex(hx(window, "1216"))
    g = window.doc.scenario.grid
    # D.1: the Ch 4-7-6 and Richard into 1315, the household knights' charge at the Cl in 1116
    mouse.click("1316")
    mouse.click("1315")
    play.tool.choose_facing("N")
    assert play.apply("move richard 1316-1315")
    mouse.click("1317")
    assert play.overlay.data.charge_target == hx(window, "1116")
    mouse.click("1116")
    for _ in range(3):  # D.1, D.2 and D.3 end
        assert play.apply("end")
    panel = play.decision_panel
    assert panel.leaves() == ["melee cru-ch-household byz-cl-vanguard"]
    panel.tree.setCurrentItem(panel.item_for("melee cru-ch-household byz-cl-vanguard"))
    panel.apply_button.click()
    assert play.apply("fire byz-cl-vanguard 1216")  # the Cl's defensive fire (its owner's choice)
    # the defensive fire's die: its odds are shown before the roll, from the engine's own combat
    pv = play.odds_panel.preview
    assert pv is not None and pv.kind == "fire" and sum(o.probability for o in pv.outcomes()) == 1
    panel.die.setValue(7)
    panel.die_button.click()
    pv = play.odds_panel.preview  # the charge's die
    assert pv is not None and [(m.key, m.value) for m in pv.modifiers if m.value] == [
        ("odds", 1), ("type", 2), ("quality", 1), ("charge_front", 3)]
    panel.die.setValue(4)
    panel.die_button.click()
    lines = [line for n in play.session.line() for line in n.events]
    assert any(line.endswith("Defensive fire: 7 −1 <4 SP −1 mounted = 5: no effect") for line in lines)
    assert any("Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R" in line for line in lines)
    # the Cl retreats one hex: the hexes it may retreat to are tinted; a click lists that hex's choices
    state = play.session.state
    assert state.pending().kind == "retreat"
    assert hx(window, "1015") in play.overlay.data.decision_hexes
    mouse.click("1015")
    choices = panel.leaves()
    assert choices and all(c.startswith("retreat byz-cl-vanguard 1015") for c in choices)
    assert play.apply(next(c for c in choices if c.endswith("SE")) if any(c.endswith("SE") for c in choices)
                      else choices[0])
    state = play.session.state
    cl = state.unit("byz-cl-vanguard")
    assert g.label(cl.hex) == "1015" and cl.condition == "discouraged"
    assert g.label(state.unit("cru-ch-anglonormans").hex) == "1315"
    log = play.log_panel.entries()
    assert log[1:4] == ["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1315",
                        "charge cru-ch-household 1317-1216 1116"]
    assert "roll 7" in log and "roll 4" in log
    # undo across the mêlée: back before the charge's die, and forward again
    while play.session.current.text != "roll 7":
        play.undo()
    assert play.session.state.unit("byz-cl-vanguard").condition == "valiant"
    play.redo()
    play.redo()
    assert play.session.state.unit("byz-cl-vanguard").hex == hx(window, "1015")
    assert window.doc.modified is False
