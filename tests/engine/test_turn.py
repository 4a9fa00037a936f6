"""The turn sequence (§6): Phase C initiative and the activation order (the Arsuf turn-5 example of EN 2010
§6), a whole turn A -> E, reinforcements, the game's end."""

from __future__ import annotations

import pytest

from rules.engine import (
    ActivationBegun,
    Decision,
    GameOver,
    IllegalChoice,
    InitiativeRolled,
    PhaseBegun,
    initial_state,
    new_game,
)

from .game_positions import game, leader, side, unit

# ---------------------------------------------------------------------------------------------------------
# Arsuf, turn 5 (6.C example)

CRUSADERS = [("richard", 3, 4, 4), ("robert", 1, 1, 2), ("henri", 1, 2, 2), ("garnier", 1, 2, 2),
             ("guy", 1, 3, 2), ("jacques", 1, 3, 2), ("hugues", 1, 5, 2)]
AYYOUBIDS = [("saladin", 2, 4, 3), ("aslam", 0, 1, 2), ("alam", 0, 1, 2), ("afdal", 1, 2, 2), ("adil", 1, 3, 2),
             ("ala", 1, 3, 2)]


def arsuf():
    """Every leader of the example stacked with one Mi of his banner, the armies far apart. The example gives
    Richard's bonus 3 and Saladin's 2, the ratings 1 (Alam), 2 (Henri, Garnier, Al-Afdal), 3 (Guy, Jacques,
    Al-'Adil, Ala al-Din), 4 (Richard) and 5 (Hugues); Robert's, Mir Arkhur Aslam's and Saladin's ratings are
    not given (1, 1 and 4 here: "only one leader *left* with a command rating of 1")."""
    setup = []
    blue_units, red_units = [], []
    for i, (lid, *_ ) in enumerate(CRUSADERS):
        blue_units.append(unit(f"c-{lid}", "Mi", lid))
        setup += [f'- {{unit: c-{lid}, hex: "{i + 2:02d}10", facing: N}}', f'- {{leader: {lid}, hex: "{i + 2:02d}10"}}']
    for i, (lid, *_ ) in enumerate(AYYOUBIDS):
        red_units.append(unit(f"a-{lid}", "Mi", lid))
        setup += [f'- {{unit: a-{lid}, hex: "{i + 2:02d}02", facing: S}}', f'- {{leader: {lid}, hex: "{i + 2:02d}02"}}']
    blue = side("crusaders", "defender", "south", "richard", [leader(*x) for x in CRUSADERS], blue_units)
    red = side("ayyoubids", "attacker", "north", "saladin", [leader(*x) for x in AYYOUBIDS], red_units)
    return game(blue, red, "\n".join(setup), first=5, last=6)


def end_activation(state):
    for _ in range(5):
        state, events = state.apply("end")
    return state, events


def test_arsuf_turn_5_initiative_and_activation_order():
    s = initial_state(arsuf())
    # Phase A (command checked; no fatigued unit to rest), Phase B (no archers): straight to the initiative.
    assert s.pending() == Decision(None, "roll", dice="2d6")
    assert "crusaders roll 2d6 + 3" in s.pending().note
    s, ev = s.apply("roll 4+5")  # 9 + 3 (Richard's bonus) = 12
    assert "ayyoubids roll 2d6 + 2" in s.pending().note
    s, ev = s.apply("roll 1+1")  # 2 + 2 (Saladin's bonus) = 4
    ini = [e for e in ev if isinstance(e, InitiativeRolled)][0]
    assert (ini.case, ini.winner) == ("C.4", "crusaders")
    assert ini.line == "Initiative: crusaders 9 +3 = 12, ayyoubids 2 +2 = 4; difference 8: C.4 for crusaders"
    # C.4: the Crusader player activates a leader of his choice ...
    d = s.pending()
    assert (d.kind, d.side) == ("activation", "crusaders")
    assert {c.notation(s.grid) for c in s.legal_choices()} == {f"activate {x[0]}" for x in CRUSADERS}
    with pytest.raises(IllegalChoice):
        s.apply("activate saladin")
    s, _ = s.apply("activate robert")
    assert s.active_leader == "robert"
    s, _ = end_activation(s)
    # ... then designates Saladin, who must activate next, and Mir Arkhur Aslam, inactive.
    d = s.pending()
    assert (d.kind, d.side) == ("initiative_next", "crusaders")
    assert "next saladin" in [c.notation(s.grid) for c in s.legal_choices()]
    s, _ = s.apply("next saladin")
    assert s.pending().kind == "initiative_inactive"
    assert "inactive saladin" not in [c.notation(s.grid) for c in s.legal_choices()]
    s, _ = s.apply("inactive aslam")
    assert s.leader("aslam").inactive
    order = [s.active_leader]
    choices = {"crusaders-2": "activate henri", "ayyoubids-3": "activate ala", "crusaders-3": "activate guy"}
    while s.phase == "D":
        s, _ = end_activation(s)
        if s.phase != "D":
            break
        d = s.pending()
        if d.kind == "activation":
            rating = s.leader_values(s.legal_choices()[0].leader).rating
            s, _ = s.apply(choices[f"{d.side}-{rating}"])
        order.append(s.active_leader)
    # Saladin; Alam al-Din (the only 1 left); at 2 the Ayyoubids first (Saladin's smaller bonus): Al-Afdal, then
    # Henri and Garnier; at 3 Ala al-Din, Guy, Al-'Adil, Jacques, alternating; Richard; Hugues (6.C example).
    assert order == ["saladin", "alam", "afdal", "henri", "garnier", "ala", "guy", "adil", "jacques", "richard",
                     "hugues"]
    assert not s.leader("aslam").activated
    assert s.turn == 6 and s.phase == "C"  # Phase E had nothing to do; turn 6's A and B neither
    assert not s.leader("aslam").inactive and not s.leader("robert").activated


def test_an_equal_initiative_gives_the_normal_order():
    s = initial_state(arsuf())
    s, ev = s.apply("roll 3+3")  # 6 + 3 = 9
    s, ev = s.apply("roll 4+3")  # 7 + 2 = 9: C.1
    assert [e for e in ev if isinstance(e, InitiativeRolled)][0].case == "C.1"
    # Rating 1: Robert (Crusaders), Aslam and Alam (Ayyoubids): the Ayyoubids first (smaller bonus, R27),
    # choosing between their two.
    d = s.pending()
    assert (d.kind, d.side) == ("activation", "ayyoubids")
    assert {c.leader for c in s.legal_choices()} == {"aslam", "alam"}
    s, _ = s.apply("activate alam")
    s, _ = end_activation(s)
    assert s.active_leader == "robert"  # the sides alternate at one rating
    s, _ = end_activation(s)
    assert s.active_leader == "aslam"


def test_the_rolls_are_checked():
    s = initial_state(arsuf())
    for bad, why in (("roll 7", "2d6"), ("roll 0+7", "2d6"), ("end", "a die must be rolled"), ("roll x", "not a die")):
        with pytest.raises(IllegalChoice, match=why):
            s.apply(bad)


# ---------------------------------------------------------------------------------------------------------
# A whole turn, reinforcements, the game's end


def small(last: int = 2, reinforcement: bool = False):
    blue_units = [unit("b1", "Pi", "king"), unit("b2", "Ar", "king")]
    red_units = [unit("r1", "Mi", "ed")]
    extra = ""
    if reinforcement:
        blue_units.append(unit("b9", "Ha", "duke"))
        extra = 'reinforcements:\n  - {turn: 2, side: blue, enter: {hexes: ["1206"]}, units: [b9], leaders: [duke]}\n'
    blue = side("blue", "attacker", "west", "king",
                [leader("king", 2, 4, 3), leader("duke", 1, 3, 2)], blue_units)
    red = side("red", "defender", "east", "ed", [leader("ed", 2, 4, 3)], red_units)
    setup = """
    - {unit: b1, hex: "0506", facing: NE}
    - {leader: king, hex: "0506"}
    - {unit: b2, hex: "0507", facing: NE, fatigued: true}
    - {unit: r1, hex: "0902", facing: SW}
    - {leader: ed, hex: "0902"}
    """
    return game(blue, red, setup, first=1, last=last, extra=extra)


def test_a_whole_turn_cycles_a_to_e_and_the_game_ends():
    s = new_game(small(last=2))
    # Phase A: the command check is done; the fatigued archers may rest (11.2); Red has nothing to rest.
    d = s.pending()
    assert (s.phase, d.kind, d.side) == ("A", "resting", "blue")
    assert [c.notation(s.grid) for c in s.legal_choices()] == ["rest b2", "end"]
    s, ev = s.apply("rest b2")
    assert s.unit("b2").resting
    # Blue has nothing left to rest, Red nothing at all; Phase B: the archers have nobody in range: Phase C.
    assert [e.phase for e in ev if isinstance(e, PhaseBegun)] == ["B", "C"]
    s, _ = s.apply("roll 1+1")  # blue 2 + 2 = 4
    s, ev = s.apply("roll 3+3")  # red 6 + 2 = 8: difference 4, C.3 for Red
    assert (s.info.case, s.info.winner, s.info.owed) == ("C.3", "red", ("next",))
    # Red's only leader activates first (no choice to make), then names Blue's only leader: no choice either.
    assert s.active_leader == "ed"
    all_events = list(ev)
    for _ in range(5):
        s, ev = s.apply("end")
        all_events += ev
    assert s.active_leader == "king" and s.info.queue == ()
    for _ in range(5):
        s, ev = s.apply("end")
        all_events += ev
    # Phase E: the archers rested the whole turn: fresh again (11.2); then turn 2.
    assert [e.phase for e in all_events if isinstance(e, PhaseBegun)] == ["D", "E", "A", "B", "C"]
    assert not s.unit("b2").fatigued and not s.unit("b2").resting
    assert s.turn == 2 and not s.leader("ed").activated
    # Turn 2 is the last: play it out and the game ends.
    s, _ = s.apply("roll 3+3")
    s, _ = s.apply("roll 3+3")  # C.1: rating 4 on both sides, equal bonuses: the attacker (Blue) first (R27)
    assert s.active_leader == "king"
    for _ in range(10):
        s, ev = s.apply("end")
        all_events += ev
    assert s.is_over and s.pending() == Decision(None, "game_over") and s.legal_choices() == []
    assert [e for e in all_events if isinstance(e, GameOver)][0].reason.startswith("the last turn")
    with pytest.raises(IllegalChoice, match="game is over"):
        s.apply("end")


def test_a_reinforcement_enters_in_command_with_its_leader():
    s = new_game(small(last=3, reinforcement=True))
    s, _ = s.apply("end")  # no resting marker
    s, _ = s.apply("roll 3+3")
    s, _ = s.apply("roll 3+3")
    while s.turn == 1:
        s, _ = s.apply("end")
    assert s.unit("b9").hex is None and s.leader("duke").hex is None
    # Turn 2: the duke joins the activation order (rating 3, before the rating-4 leaders).
    s, _ = s.apply("end")  # no resting marker
    s, _ = s.apply("roll 3+3")
    s, ev = s.apply("roll 3+3")
    assert s.active_leader == "duke" and "b9" in s.acting
    assert not s.unit("b9").out_of_command  # in command for its first activation (7.3, R29)
    assert [e.leader for e in ev if isinstance(e, ActivationBegun)] == ["duke"]
    s, _ = s.apply("enter b9 1206 NW")
    s, _ = s.apply("move duke 1206")
    assert s.grid.label(s.unit("b9").hex) == "1206" and s.grid.label(s.leader("duke").hex) == "1206"
