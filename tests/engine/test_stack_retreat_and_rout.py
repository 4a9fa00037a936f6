"""Two stacked units that must retreat or rout (5.2.5, 5.2.6, R41), on a hand-built position: the owner may
retreat one unit into a hex held by one other unit of its type and leave the other in place with one extra
level (the EN 5.2.5 example), and two stacked units that rout may separate. Both are the owner's choices,
offered in the retreat / rout decision with their notation.

EN 5.2.5: "two stacked units must retreat or advance together (unless prevented by the stacking limit, in the
case of retreat). Example: the player can retreat one of the two units into a hex already occupied by one other
unit of the same type, leaving the other unit in place and thereby causing it to suffer one extra level of
disorganization." 5.2.6: "If two stacked units rout, they can rout together or they can separate, at the
owner's choice."

Red may stack two Mi of banner ed (a scenario exception, 5.2.2, as Bouvines / Las Navas). b1 (Ch, 0504, facing
S, with the king) attacks m1+m2 (0505, facing N); m3 (Mi) stands in 0605. Mêlée: d10 +3 Ch v Mi +1 quality
+2 leaders (odds 4:8 = 1:2, 0).
"""

from __future__ import annotations

import pytest

from rules.engine import IllegalChoice, MeleeResolved, Retreat, Rout, movement_position, parse_choice

from .positions import scenario, unit

EXTRA = """
special_rules:
  stacking: [{banners: [ed], types: [Mi], max_units: 2}]
"""


def play(state, texts):
    events: list = []
    for t in texts:
        state, ev = state.apply(t)
        events += ev
    return state, events


def notations(state) -> list[str]:
    return [c.notation(state.grid) for c in state.legal_choices()]


def lab(state, uid: str) -> str:
    return state.grid.label(state.unit(uid).hex)


def melee(die: int):
    scen = scenario(
        blue=[unit("b1", "Ch", "king")],
        red=[unit("m1", "Mi", "ed"), unit("m2", "Mi", "ed"), unit("m3", "Mi", "ed")],
        setup="""
        - {unit: b1, hex: "0504", facing: S}
        - {leader: king, hex: "0504"}
        - {unit: m1, hex: "0505", facing: N}
        - {unit: m2, hex: "0505", facing: N}
        - {unit: m3, hex: "0605", facing: N}
        - {leader: ed, hex: "0605"}
        """, extra=EXTRA)
    s = movement_position(scen, "king")
    return play(s, ["end", "end", "declare b1", "end", "melee b1 m1+m2", f"roll {die}"])


def test_one_unit_of_a_stack_retreats_into_a_hex_of_its_type_the_other_stays_with_an_extra_level():
    """5.2.5, R41: 2 + 6 = 8: F+R. The stack may retreat whole (not into 0605: three units), or m1 (or m2)
    alone into 0605 with m3, taking m3's facing (5.2.3); the one left in 0505 suffers one extra level
    (valiant → discouraged, R25), and the hex is not vacated, so b1 does not advance."""
    s, ev = melee(2)
    m = [e for e in ev if isinstance(e, MeleeResolved)][0]
    assert (m.modified, m.defender_effects) == (8, ("F", "R"))
    d = s.pending()
    assert (d.kind, d.side) == ("retreat", "red") and "5.2.5" in d.note
    opts = notations(s)
    assert "retreat m1+m2 0506 N" in opts and not any(o.startswith("retreat m1+m2 0605") for o in opts)
    assert {o for o in opts if not o.startswith("retreat m1+m2")} == {"retreat m1 0605 N", "retreat m2 0605 N"}
    assert parse_choice("retreat m1 0605 N", s) == Retreat(("m1",), s.grid.parse_label("0605"), 0)
    s, _ = s.apply("retreat m1 0605 N")
    assert lab(s, "m1") == "0605" and lab(s, "m3") == "0605"
    assert lab(s, "m2") == "0505" and s.unit("m2").condition == "discouraged" and s.unit("m2").fatigued
    assert s.unit("m1").condition == "valiant" and s.unit("m1").fatigued
    assert lab(s, "b1") == "0504"


def test_the_split_is_refused_into_a_hex_of_another_type():
    """R41 names a hex held by one unit *of the same type*; a lone retreat elsewhere is no choice."""
    s, _ = melee(2)
    with pytest.raises(IllegalChoice):
        s.apply("retreat m1 0506 N")


def test_two_stacked_units_that_rout_may_separate():
    """5.2.6, R41: 8 + 6 = 14: Dr+R; both rout (2 hexes toward the east edge). The owner may rout them together
    or one at a time: m1 goes by 0604 to 0704, then m2, on its own, by 0605 (through m3) to 0706; the R then
    moves each on its own one more hex, and m3 tests (0 ≤ q3: it holds)."""
    s, ev = melee(8)
    assert [e for e in ev if isinstance(e, MeleeResolved)][0].defender_effects == ("Dr", "R")
    d = s.pending()
    assert (d.kind, d.side) == ("rout", "red") and "5.2.6" in d.note
    opts = notations(s)
    assert {"rout m1+m2 0505-0604-0704", "rout m1 0505-0604-0704", "rout m2 0505-0605-0706"} <= set(opts)
    assert parse_choice("rout m2 0505-0605-0706", s) == Rout(("m2",), tuple(s.grid.parse_label(x) for x in
                                                                              ("0505", "0605", "0706")))
    s, _ = s.apply("rout m1 0505-0604-0704")
    assert lab(s, "m1") == "0704" and lab(s, "m2") == "0505"
    assert s.pending().kind == "rout" and set(notations(s)) == {"rout m2 0505-0604-0704", "rout m2 0505-0605-0706"}
    s, _ = s.apply("rout m2 0505-0605-0706")
    assert lab(s, "m2") == "0706" and lab(s, "m1") == "0704" and lab(s, "m3") == "0605"
    # The R: each, now in its own hex, routs one more hex on its own (12.2.3); then m3's test (12.2.3).
    assert notations(s) == ["rout m1 0704-0803", "rout m1 0704-0804"]
    s, _ = play(s, ["rout m1 0704-0804", "rout m2 0706-0806"])
    assert (lab(s, "m1"), lab(s, "m2")) == ("0804", "0806")
    assert s.pending().kind == "roll" and "m3" in s.pending().note
    s, _ = s.apply("roll 0")
    assert s.unit("m1").routed and s.unit("m2").routed and not s.unit("m3").routed
