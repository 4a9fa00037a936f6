"""Combat on hand-built positions (§9, §10, §12; R2, R10, R22–R25): fire blocked by the line of sight, combined
fire, retreats (into a front hex, impossible), a rout retreat through a friend, artillery eliminated by R, the
advance after mêlée, a counter-charge, and bad choices refused with their reason and no change.

Grid (R12): flat hexes, odd columns high; neighbours of 0505: N 0504, NE 0604, SE 0605, S 0506, SW 0405,
NW 0404; of 0605: N 0604, NE 0705, SE 0706, S 0606, SW 0506, NW 0505. Blue routs west, Red east.
"""

from __future__ import annotations

import pytest

from rules.engine import (
    Eliminated,
    FireResolved,
    GameState,
    IllegalChoice,
    MeleeResolved,
    PassedThrough,
    Retreated,
    movement_position,
)

from .positions import scenario, unit


def play(state: GameState, texts) -> tuple[GameState, list]:
    events: list = []
    for t in texts:
        state, ev = state.apply(t)
        events += ev
    return state, events


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def lab(state: GameState, uid: str) -> str:
    return state.grid.label(state.unit(uid).hex)


def notations(state: GameState) -> list[str]:
    return [c.notation(state.grid) for c in state.legal_choices()]


def d4(scen, declares=(), leader="king") -> GameState:
    """D.4 of the leader's activation: no movement, no fire, these units declared."""
    s = movement_position(scen, leader)
    s, _ = play(s, ["end", "end", *[f"declare {u}" for u in declares], "end"])
    assert s.step == "D4"
    return s


# ---------------------------------------------------------------------------------------------------------
# Fire


def fire_position(wood: bool = False):
    map_ = 'terrain: {wood: ["0503"]}' if wood else ""
    return scenario(
        map_,
        blue=[unit("a1", "Ar", "king"), unit("a2", "Ar", "king"), unit("x1", "Ab", "king"), unit("b1", "Pi", "king")],
        red=[unit("r1", "Mi", "ed")],
        setup="""
        - {unit: a1, hex: "0502", facing: S}
        - {unit: a2, hex: "0503", facing: S}
        - {unit: x1, hex: "0402", facing: S}
        - {unit: b1, hex: "0301", facing: S}
        - {leader: king, hex: "0301"}
        - {unit: r1, hex: "0505", facing: N}
        - {leader: ed, hex: "0505"}
        """)


def test_fire_blocked_by_the_line_of_sight():
    """9.2: a wood hex blocks the line, even for archers (only units are ignored by them)."""
    s, _ = movement_position(fire_position(wood=True), "king").apply("end")
    assert s.pending().kind == "ranged_fire"
    assert "fire a1 0505" not in notations(s)
    before = s
    with pytest.raises(IllegalChoice, match="no line of sight .* 0503 \\(wood\\)"):
        s.apply("fire a1 0505")
    assert s == before


def test_combined_fire_of_one_type_uses_the_farthest_range():
    """9.1, 9.3: archers at 3 and 2 hexes combine (6 SP: +1) on the 3-hex column (7/9); the second archer
    stands in the first one's line, which archers fire over (9.2). Different types never combine."""
    s, _ = movement_position(fire_position(), "king").apply("end")
    texts = notations(s)
    assert "fire a1+a2 0505" in texts and "fire a1 0505" in texts and "fire a2 0505" in texts
    assert not any("x1" in t and ("a1" in t or "a2" in t) for t in texts)
    s, _ = s.apply("fire a2+a1 0505")  # any order of the firers
    d = s.pending()
    assert d.kind == "roll" and d.dice == "d10" and "+1 >4 SP" in d.note and "6+ discourages" in d.note
    s, ev = s.apply("roll 6")
    fire = of(ev, FireResolved)[0]
    assert (fire.kind, fire.firers, fire.modified, fire.outcome) == ("ranged", ("a1", "a2"), 7, "discourage")
    assert [m.key for m in fire.modifiers] == ["strength_above_4"]
    assert s.unit("r1").condition == "discouraged" and s.unit("r1").fired_at
    # One fire attack per target per activation (9.1): the crossbowmen may no longer fire at it.
    assert all("0505" not in t for t in notations(s))
    assert s.unit("a1").fired and s.unit("a2").fired


# ---------------------------------------------------------------------------------------------------------
# Mêlée results on the board


def melee_position(red_units=None, red_setup="", blue_extra="", map_=""):
    red_units = red_units or [unit("r1", "Mi", "ed"), unit("r2", "Mi", "ed")]
    red_setup = red_setup or """
        - {unit: r1, hex: "0605", facing: NW}
        - {unit: r2, hex: "0705", facing: SW}
        - {leader: ed, hex: "0705"}
        """
    return scenario(
        map_,
        blue=[unit("b1", "Pi", "king"), unit("b2", "Pi", "king"), unit("b3", "Pi", "king")],
        red=red_units,
        setup=f"""
        - {{unit: b1, hex: "0505", facing: SE}}
        - {{leader: king, hex: "0505"}}
        - {{unit: b2, hex: "0706", facing: NW}}
        - {{unit: b3, hex: "0303", facing: N}}
        {blue_extra}
        """ + red_setup)


def test_retreat_into_a_front_hex_costs_one_more_level():
    """10.7: Pi v Mi +1 odds 1:1, +1 types, +1 quality, +2 the king's bonus (R7) = +5; 3 + 5 = 8: F+R.
    Retreating into its own front hex (0604, facing NW) the Mi loses one more level."""
    s = d4(melee_position(), declares=["b1"])
    s, ev = play(s, ["melee b1 r1", "roll 3"])
    m = of(ev, MeleeResolved)[0]
    assert (m.modified, m.defender_effects) == (8, ("F", "R"))
    opts = notations(s)
    assert "retreat r1 0604 NW" in opts and "retreat r1 0606 NW" in opts
    assert not any(" 0505 " in t or " 0706 " in t for t in opts)  # not into an enemy unit
    s, ev = s.apply("retreat r1 0604 NW")
    assert of(ev, Retreated)[0].into_front
    r1 = s.unit("r1")
    assert lab(s, "r1") == "0604" and r1.fatigued and r1.condition == "discouraged"


def test_the_attacker_chooses_who_advances():
    """10.8, R3: b1 and b2 against r1 (2 v 1, R10): odds 8:4 = 2:1 +2, +1 types, +1 quality, +2 the king, +2 b2
    in r1's rear hex = +8, limited to +7 (R6); 3 + 7 = 10: D+R. The attacker must advance into the vacated
    hex and chooses which unit; the advance faces freely."""
    red_setup = """
        - {unit: r1, hex: "0605", facing: NW}
        - {unit: r2, hex: "0805", facing: SW}
        - {leader: ed, hex: "0805"}
        """
    s = d4(melee_position(red_setup=red_setup), declares=["b1", "b2"])
    assert set(notations(s)) == {"melee b1 r1", "melee b2 r1", "melee b1+b2 r1"}
    s, ev = play(s, ["melee b1+b2 r1", "roll 3"])
    m = of(ev, MeleeResolved)[0]
    assert (m.total, m.applied, m.modified) == (8, 7, 10) and "rear_attack" in [x.key for x in m.modifiers]
    s, _ = s.apply("retreat r1 0606 NW")
    assert s.pending().kind == "advance"
    opts = s.legal_choices()
    assert {(c.ids, s.grid.label(c.to)) for c in opts} == {(("b1",), "0605"), (("b2",), "0605")}
    assert len(opts) == 12  # either unit, any facing
    with pytest.raises(IllegalChoice):
        s.apply("pass")  # the attacker's advance is obligatory
    s, _ = s.apply("advance b2 0605 N")
    assert lab(s, "b2") == "0605" and lab(s, "b1") == "0505"
    assert s.grid.label(s.leader("king").hex) == "0505"  # a leader advances only with his unit


def test_a_unit_that_cannot_retreat_stays_with_one_more_level():
    """10.7: no hex to retreat to (map edge, ponds, enemy units): the defender stays and loses one more
    level instead; the attacker has no vacated hex to advance into."""
    scen = scenario(
        'terrain: {pond: ["1205", "1207"]}',
        blue=[unit("b1", "Pi", "king"), unit("b2", "Pi", "king")],
        red=[unit("r1", "Mi", "ed")],
        setup="""
        - {unit: b1, hex: "1106", facing: SE}
        - {leader: king, hex: "1106"}
        - {unit: b2, hex: "1107", facing: NE}
        - {unit: r1, hex: "1206", facing: NW}
        - {leader: ed, hex: "1206"}
        """)
    s = d4(scen, declares=["b1"])
    # +1 odds, +1 types, +1 quality, leaders 2 - 2 = 0 (R7): 5 + 3 = 8: F+R.
    s, ev = play(s, ["melee b1 r1", "roll 5"])
    r1 = s.unit("r1")
    assert lab(s, "r1") == "1206" and r1.fatigued and r1.condition == "discouraged"
    assert not of(ev, Retreated)
    assert s.pending().kind == "melee"  # no advance, nothing else owed


def test_rout_retreat_through_a_friend_who_fails_the_test():
    """12.2.1, 12.2.3: 9 + 5 = 14: Dr+R. r1 routs two hexes in a straight line toward the east edge (NE or SE,
    the owner's choice); through r2 the d10 7 > quality 3 routs r2 too, which makes its own rout retreat
    after r1's; then the R moves routed r1 one more hex."""
    s = d4(melee_position(), declares=["b1"])
    s, ev = play(s, ["melee b1 r1", "roll 9"])
    assert of(ev, MeleeResolved)[0].defender_effects == ("Dr", "R")
    assert s.unit("r1").condition == "routed"
    # Of the two straight lines east (NE, SE), the SE one meets b2 in 0706: the NE one through r2 is taken at
    # once; then the R moves routed r1 one hex more (12.2.3): NE or SE, the owner's choice.
    assert lab(s, "r1") == "0804"
    assert s.pending().kind == "rout" and notations(s) == ["rout r1 0804-0904", "rout r1 0804-0905"]
    s, _ = s.apply("rout r1 0804-0905")
    # r2's test: 7 > 3.
    assert s.pending().kind == "roll" and "pass-through" in s.pending().note
    s, ev = s.apply("roll 7")
    assert of(ev, PassedThrough)[0].routs and s.unit("r2").condition == "routed"
    assert s.pending().kind == "rout"
    s, _ = s.apply(s.legal_choices()[0])
    assert lab(s, "r2") != "0705"
    # The leader stacked with r2 went with it (7.5).
    assert s.leader("ed").hex == s.unit("r2").hex


def test_artillery_is_eliminated_by_an_r():
    """R24, 10.6, 2018 10.7: alone, an At with R is eliminated; stacked with a Pi (5.2.5: one counter, its SP
    added in defence, the weaker quality), the At is eliminated and the Pi retreats."""
    red = [unit("ra", "At", "ed"), unit("rp", "Pi", "ed"), unit("rb", "At", "ed")]
    setup = """
        - {unit: ra, hex: "0605", facing: NW}
        - {unit: rb, hex: "0404", facing: SE}
        - {unit: rp, hex: "0404", facing: SE}
        - {leader: ed, hex: "0404"}
        """
    s = d4(melee_position(red, setup), declares=["b1"])
    # b1 faces SE: its front hexes are 0604, 0605, 0506: only the artillery in 0605.
    # The artillery may fire defensively first (9.1); it does not. Pi v At: 4:2 +2, +1, 5 v 4 +1, king +2 = +6;
    # 1 + 6 = 7: F+R.
    s, _ = s.apply("melee b1 ra")
    assert s.pending().kind == "defensive_fire"
    s, ev = play(s, ["pass", "roll 1"])
    m = of(ev, MeleeResolved)[0]
    assert m.defender_effects == ("F", "R")
    assert [e.unit for e in of(ev, Eliminated)] == ["ra"]
    assert s.unit("ra").condition == "eliminated" and s.unit("ra").hex is None


def test_artillery_stacked_with_infantry():
    red = [unit("ra", "At", "ed"), unit("rp", "Pi", "ed")]
    setup = """
        - {unit: rp, hex: "0605", facing: NW}
        - {unit: ra, hex: "0605", facing: NW}
        - {leader: ed, hex: "0605"}
        """
    s = d4(melee_position(red, setup), declares=["b1"])
    assert notations(s) == ["melee b1 ra+rp"]  # the stack is one counter (5.2.5)
    # Only the top unit of the stack fires (5.2.5): the Pi has no fire; in 2018 the artillery beneath may
    # fire too (R1 stacked_artillery_both_fire). It passes.
    s, ev = play(s, ["melee b1 rp", "pass", "roll 8"])
    m = of(ev, MeleeResolved)[0]
    # 4 v 4+2 = 1:2 (0), Pi v Pi 0 (R8), 5 v min(5, 4) +1, leaders 2 - 2 = 0: 8 + 1 = 9: F+R.
    assert m.modified == 9 and m.defender_effects == ("F", "R")
    assert s.unit("ra").condition == "eliminated"
    assert s.unit("rp").fatigued and s.pending().kind == "retreat"
    assert all(c.ids == ("rp",) for c in s.legal_choices())


# ---------------------------------------------------------------------------------------------------------
# Counter-charge (10.3, R22)


def test_a_counter_charge_cancels_the_charge_modifiers_and_turns_the_defender():
    scen = scenario(
        blue=[unit("bc", "Ch", "king"), unit("bp", "Pi", "king")],
        red=[unit("rh", "Ha", "ed")],
        setup="""
        - {unit: bc, hex: "0503", facing: S}
        - {unit: bp, hex: "0301", facing: S}
        - {leader: king, hex: "0301"}
        - {unit: rh, hex: "0506", facing: NE}
        - {leader: ed, hex: "0506"}
        """)
    s = movement_position(scen, "king")
    s, _ = play(s, ["charge bc 0503-0504-0505 0506", "end", "end", "end", "melee bc rh"])
    # The Ha is charged through one of its front hexes (N, its facing NE): it may try.
    d = s.pending()
    assert (d.kind, d.side) == ("counter_charge", "red")
    assert notations(s) == ["counter-charge rh bc", "pass"]
    s, ev = play(s, ["counter-charge rh bc", "roll 5"])  # 5 <= quality 5: success
    assert s.grid.facing_names[s.unit("rh").facing] == "N"  # it faces the charger (10.3)
    s, ev = s.apply("roll 4")
    m = of(ev, MeleeResolved)[0]
    assert not any(x.key.startswith("charge") for x in m.modifiers)
    assert "counter-charge cancelled the charge of bc" in m.line
    assert m.modified == 4 + 1 + 1 + 1 - 2  # odds 4:3 = 1:1, Ch v Ha, quality 7 v 5, leaders 0 - 2 (ed)


def test_a_failed_counter_charge_changes_nothing():
    scen = scenario(
        blue=[unit("bc", "Ch", "king"), unit("bp", "Pi", "king")],
        red=[unit("rh", "Ha", "ed")],
        setup="""
        - {unit: bc, hex: "0503", facing: S}
        - {unit: bp, hex: "0301", facing: S}
        - {leader: king, hex: "0301"}
        - {unit: rh, hex: "0506", facing: NE}
        - {leader: ed, hex: "0506"}
        """)
    s = movement_position(scen, "king")
    s, _ = play(s, ["charge bc 0503-0504-0505 0506", "end", "end", "end", "melee bc rh", "counter-charge rh bc",
                    "roll 6"])
    assert s.grid.facing_names[s.unit("rh").facing] == "NE"
    s, ev = s.apply("roll 4")
    assert "charge_front" in [x.key for x in of(ev, MeleeResolved)[0].modifiers]


# ---------------------------------------------------------------------------------------------------------
# Bad choices


@pytest.mark.parametrize("text,why", [
    ("melee b3 r1", "did not declare"),
    ("melee b1+b2 r1+r2", "R10"),
    ("declare b3", "step|D.3"),
    ("melee b1 r2", "not in a front hex"),
    ("melee b3 r2", "did not declare"),
    ("end", "must be resolved"),
    ("roll 4", "not a legal|melee"),
])
def test_bad_melee_choices_are_refused_and_change_nothing(text, why):
    s = d4(melee_position(), declares=["b1", "b2"])
    before = s
    with pytest.raises(IllegalChoice, match=why):
        s.apply(text)
    assert s == before


def test_declaring_needs_an_enemy_in_front_and_command():
    s = movement_position(melee_position(), "king")
    s, _ = play(s, ["end", "end"])
    with pytest.raises(IllegalChoice, match="no enemy unit it could attack"):
        s.apply("declare b3")
    s, ev = s.apply("declare b1")
    assert s.unit("r1").melee and not s.unit("r2").melee


def test_a_counter_charge_cancels_one_of_two_charges():
    """10.3 clarification: charged by two units, the defender names one; only that charger's modifiers are
    disregarded (a multiple charge +4 becomes the other's +3 into a front hex)."""
    scen = scenario(
        blue=[unit("bc1", "Ch", "king"), unit("bc2", "Ch", "king"), unit("bp", "Pi", "king")],
        red=[unit("rh", "Ha", "ed"), unit("rx", "Mi", "ed")],
        setup="""
        - {unit: bc1, hex: "0503", facing: S}
        - {unit: bc2, hex: "0705", facing: SW}
        - {unit: bp, hex: "0603", facing: S}
        - {leader: king, hex: "0603"}
        - {unit: rh, hex: "0506", facing: N}
        - {unit: rx, hex: "1010", facing: N}
        - {leader: ed, hex: "1010"}
        """)
    s = movement_position(scen, "king")
    s, _ = play(s, ["charge bc1 0503-0504-0505 0506", "charge bc2 0705-0605 0506", "end", "end", "end"])
    assert notations(s) == ["melee bc1+bc2 rh"]
    s, _ = s.apply("melee bc1+bc2 rh")
    assert notations(s) == ["counter-charge rh bc1", "counter-charge rh bc2", "pass"]
    s, ev = play(s, ["counter-charge rh bc2", "roll 1"])
    assert s.grid.facing_names[s.unit("rh").facing] == "NE"  # toward bc2 in 0605
    s, ev = s.apply("roll 4")
    m = of(ev, MeleeResolved)[0]
    keys = {x.key: x.value for x in m.modifiers if x.value}
    assert keys.get("charge_front") == 3 and "charge_rear_or_multi_front" not in keys
    assert "counter-charge cancelled the charge of bc2" in m.line
