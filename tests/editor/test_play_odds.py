"""The combat panel shows every pending roll the engine asks for, not only fire and mêlée: here the 2d6 of
the initiative (6.C), each side's in turn, with the engine's exact odds of each case."""

from __future__ import annotations

from fractions import Fraction

from editor.hexmap.play import Start


def rows(panel) -> dict[str, str]:
    t = panel.results
    return {t.item(r, 0).text(): t.cellWidget(r, 2).toolTip() for r in range(t.rowCount())}


def test_the_initiative_dice_and_their_odds(window):
    play = window.play
    assert play.enter(Start("setup"))
    play.ask_close = lambda *a: "discard"
    panel = play.odds_panel
    pv = panel.preview
    assert pv is not None and pv.kind == "initiative"  # Phases A and B had nothing to decide in the demo
    assert [(m.label, m.value) for m in pv.modifiers] == [("crusaders army commander", 3)]
    assert "over 2d6, both sides' dice" in panel.sum.text()
    assert sum(o.probability for o in pv.outcomes()) == 1
    assert play.apply("roll 3+3")  # 6 + 3 = 9
    pv = panel.preview
    assert [(m.label, m.value) for m in pv.modifiers] == [("byzantines army commander", 1)]
    # the Byzantines need 8 + 1 = 9 for C.1: totals 2..7 give C.2–C.4 to the Crusaders
    odds = {o.words: (o.faces, o.probability) for o in pv.outcomes()}
    assert odds["C.1: no initiative"] == ((8,), Fraction(5, 36))
    assert sum(p for _, p in odds.values()) == 1
    assert "exactly 5/36" in rows(panel).values()
    assert play.apply("roll 4+3")  # 7 + 1 = 8: C.2 for the Crusaders, as the example of 10.9 has it
    assert play.session.state.info.case == "C.2"
