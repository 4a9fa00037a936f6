"""Play mode works through the engine's generic decision API: any pending decision is shown with its legal
choices, rolls get the seeded dice and a box for the die rolled, combat choices are offered beside the
odds, and decisions that name hexes (retreats, advances…) are applied by clicking a tinted hex. The
decisions below are scripted on a real position, as the engine's combat and turn steps will pose them."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from editor.hexmap.play import Start
from rules.engine import Decision, IllegalChoice


@dataclass(frozen=True)
class Said:
    words: str

    def notation(self, grid) -> str:
        return self.words


@dataclass(frozen=True)
class Line:
    words: str

    def text(self, grid) -> str:
        return self.words


class Scripted:
    """A real position whose pending decision and legal choices are scripted; applying a choice gives the
    position back with the events the script gives that choice."""

    def __init__(self, real, decision: Decision, choices: list[str], events: dict[str, list[str]] | None = None):
        self.real, self.decision = real, decision
        self.choices = [Said(c) for c in choices]
        self.events = events or {}

    def __getattr__(self, name):
        return getattr(self.real, name)

    def pending(self):
        return self.decision

    def legal_choices(self):
        return list(self.choices)

    def apply(self, choice):
        if choice not in self.choices:
            raise IllegalChoice(f"{getattr(choice, 'words', choice)} is not a legal choice here")
        return self.real, tuple(Line(t) for t in self.events.get(choice.words, [f"{choice.words} done"]))


@pytest.fixture
def play(window):
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    return window.play


def script(play, decision, choices, events=None):
    node = play.session.current
    node.state = Scripted(node.state, decision, choices, events)
    node._legal = None
    play.refresh()
    return node.state


def test_a_d10_roll_by_the_seeded_dice_or_typed(window, play):
    line = "Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: obligatory advance"
    script(play, Decision(None, "roll", note="the charge of cru-ch-household on byz-cl-vanguard (10.2)"),
           [f"roll {d}" for d in range(10)], {"roll 4": [line]})
    panel = play.decision_panel
    assert panel.roll_row.isVisibleTo(panel)
    assert "a die roll" in panel.header.text() and "cru-ch-household" in panel.note.text()
    assert (panel.die.minimum(), panel.die.maximum()) == (0, 9) and not panel.dice[1].isVisibleTo(panel)
    panel.roll_button.click()
    node = play.session.current
    assert node.text.startswith("roll ") and 0 <= int(node.text.split()[1]) <= 9
    assert node.actor == "dice (seeded)"
    play.undo()
    panel.die.setValue(4)
    panel.die_button.click()
    node = play.session.current
    assert node.text == "roll 4" and node.events == (line,)
    log = play.log_panel.tree
    top = log.topLevelItem(log.topLevelItemCount() - 1)
    assert top.text(2) == "roll 4" and top.child(0).text(2) == line
    assert len(play.session.branches()) == 2  # the seeded roll's line is kept beside the typed one


def test_two_dice_of_the_initiative(window, play):
    script(play, Decision(None, "roll", note="initiative (6.C)"),
           [f"roll {a}+{b}" for a in range(1, 7) for b in range(1, 7)])
    panel = play.decision_panel
    assert panel.dice[1].isVisibleTo(panel)
    assert (panel.dice[0].minimum(), panel.dice[0].maximum()) == (1, 6)
    panel.dice[0].setValue(3)
    panel.dice[1].setValue(5)
    assert panel.apply_typed_die()
    assert play.session.current.text == "roll 3+5"


def test_a_fire_choice_is_offered_beside_its_odds(window, play, mouse):
    script(play, Decision("crusaders", "ranged_fire", "richard", "D2"),
           ["fire cru-ab-genoese 1116", "end"])
    window.view.center_on_hex(window.doc.scenario.grid.parse_label("1714"))
    mouse.click("1714")  # the crossbowmen
    assert play.tool.ids == ("cru-ab-genoese",)
    mouse.click("1116")  # the enemy: the fire's breakdown, and the engine's choice for it
    pv = play.odds_panel.preview
    assert pv is not None and pv.kind == "fire"
    assert "cannot fire at 6 hexes" in pv.refused  # the preview says what the table says
    assert play.odds_panel.offer == "fire cru-ab-genoese 1116"
    play.odds_panel.apply_button.click()
    assert play.session.current.text == "fire cru-ab-genoese 1116"


def test_hexes_a_decision_names_are_tinted_and_clicked(window, play, mouse):
    g = window.doc.scenario.grid
    script(play, Decision("byzantines", "retreat", note="byz-cl-vanguard retreats one hex (10.7)"),
           ["retreat byz-cl-vanguard 1015 NW", "retreat byz-cl-vanguard 1016 SW", "retreat byz-cl-vanguard 1016 NW"])
    hexes = set(play.overlay.data.decision_hexes)
    assert hexes == {g.parse_label("1015"), g.parse_label("1016")}
    window.view.center_on_hex(g.parse_label("1015"))
    mouse.click("1016")  # two choices end there: the panel lists them
    assert play.session.moves_made == 0
    assert sorted(play.decision_panel.leaves()) == ["retreat byz-cl-vanguard 1016 NW",
                                                    "retreat byz-cl-vanguard 1016 SW"]
    mouse.click("1015")  # one choice ends there: applied
    assert play.session.current.text == "retreat byz-cl-vanguard 1015 NW"


def test_a_refused_choice_keeps_the_position_and_says_why(window, play):
    script(play, Decision(None, "roll"), [f"roll {d}" for d in range(10)])
    assert not play.apply("roll 12")
    assert play.session.moves_made == 0
    assert play.decision_panel.error.text()
    assert "Not allowed" in window.statusBar().currentMessage()


def test_an_engine_failure_is_reported_not_fatal(window, play):
    state = script(play, Decision(None, "roll"), ["roll 1"])

    def broken(choice):
        raise RuntimeError("boom")

    state.apply = broken
    assert not play.apply("roll 1")
    assert "engine failed" in window.statusBar().currentMessage()
    assert play.active


def test_game_over_and_the_score_when_the_engine_gives_them(window, play, monkeypatch):
    import sys
    import types

    fake = types.ModuleType("rules.engine.victory")

    class Score:
        entries = ()

        def describe(self, scenario):
            return "Crusaders 4, Byzantines 0: marginal victory (if the game ended now)"

    fake.score = lambda state, history=None: Score()
    monkeypatch.setitem(sys.modules, "rules.engine.victory", fake)
    script(play, Decision(None, "game_over", note="turn 10 is over"), [])
    assert "marginal victory" in play.turn_panel.score.text()
    panel = play.decision_panel
    assert "the game is over" in panel.header.text()
    assert not panel.designer_row.isVisibleTo(panel)  # nothing to start once the game is over
