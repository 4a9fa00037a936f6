"""Counter-charge (10.3) against an Élan (R34) and its place in the mêlée's sequence (R35), on hand-built
positions.

10.3: "A unit which is the target of a charge ... can attempt a counter-charge ... just before the charge is
resolved"; 10.9: the Élan and the Dispersion each "executes a new charge" (R34). R35: the roll comes after that
mêlée's defensive and offensive fire, immediately before its modifiers and roll; a success removes every
charge modifier, the Terrain Chart's charge column included (the mêlée is read in the mêlée column).

Grid (R12): neighbours of 0505: N 0504, NE 0604, SE 0605, S 0506, SW 0405, NW 0404.
"""

from __future__ import annotations

from dataclasses import replace

from rules.engine import (
    CounterCharged,
    MeleeResolved,
    begin_activation,
    command_check,
    initial_state,
    movement_position,
)
from rules.engine.battle import Battle
from rules.tables import load_tables

from .positions import scenario, unit


def play(state, texts):
    events: list = []
    for t in texts:
        state, ev = state.apply(t)
        events += ev
    return state, events


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def notations(state) -> list[str]:
    return [c.notation(state.grid) for c in state.legal_choices()]


def elan_position(marsh: bool):
    """bc (Ch 4 SP, q7) at 0503 facing S charges r1 (Mi 4 SP, q3) in 0505; behind it rh (Ha 3 SP, q5), facing
    N, in 0506 (marsh or clear) with ed (bonus 2)."""
    return scenario(
        'terrain: {marsh: ["0506"]}' if marsh else "",
        blue=[unit("bc", "Ch", "king"), unit("bp", "Pi", "king")],
        red=[unit("r1", "Mi", "ed"), unit("rh", "Ha", "ed")],
        setup="""
        - {unit: bc, hex: "0503", facing: S}
        - {unit: bp, hex: "0301", facing: S}
        - {leader: king, hex: "0301"}
        - {unit: r1, hex: "0505", facing: N}
        - {unit: rh, hex: "0506", facing: N}
        - {leader: ed, hex: "0506"}
        """)


def to_elan(scen):
    """The charge: 5 +1 odds +3 Ch v Mi +1 quality +3 charge front (+8, limited to +7) = 12: D+R; r1 retreats
    to 0605, bc must advance into 0505 and, facing S with rh ahead, makes its Élan (10.9, R23)."""
    s = movement_position(scen, "king")
    s, ev = play(s, ["charge bc 0503-0504 0505", "end", "end", "end", "melee bc r1", "roll 5"])
    charge = of(ev, MeleeResolved)[0]
    assert (charge.modified, charge.defender_effects) == (12, ("D", "R"))
    s, _ = play(s, ["retreat r1 0605 N", "advance bc 0505 S"])
    return s


def test_a_counter_charge_against_an_elan_reads_the_melee_column():
    """R34: the Ha charged by the Élan through its front hex (N) may counter-charge; R35: a success (5 ≤ q5)
    removes the +3 charge front and the marsh's charge column (−2): the marsh is read in the mêlée column
    (+1). Élan: 4 +1 odds 4:3 +1 Ch v Ha +1 quality −2 leaders +1 marsh (mêlée) = 6."""
    s = to_elan(elan_position(marsh=True))
    d = s.pending()
    assert (d.kind, d.side) == ("counter_charge", "red")
    assert notations(s) == ["counter-charge rh bc", "pass"]
    s, ev = play(s, ["counter-charge rh bc", "roll 5"])
    assert of(ev, CounterCharged)[0].success
    s, ev = s.apply("roll 4")
    elan = of(ev, MeleeResolved)[0]
    assert elan.kind == "elan"
    assert {m.key: m.value for m in elan.modifiers if m.value} == {"odds": 1, "type": 1, "quality": 1,
                                                                  "leaders": -2, "terrain:marsh": 1}
    assert elan.modified == 4 + 1 + 1 + 1 - 2 + 1
    assert "counter-charge cancelled the charge of bc" in elan.line


def test_without_the_counter_charge_the_elan_keeps_its_charge_modifiers():
    """The same Élan, the Ha passing: +3 charge front and the marsh's charge column −2:
    4 +1 +1 +1 −2 +3 −2 = 6."""
    s = to_elan(elan_position(marsh=True))
    s, ev = play(s, ["pass", "roll 4"])
    elan = of(ev, MeleeResolved)[0]
    mods = {m.key: m.value for m in elan.modifiers if m.value}
    assert mods["charge_front"] == 3 and mods["terrain:marsh"] == -2
    assert elan.modified == 4 + 1 + 1 + 1 - 2 + 3 - 2


def test_the_counter_charge_comes_after_defensive_fire():
    """R35 (10.3 "just before the charge is resolved", 10.5's steps): defensive fire first, then the
    counter-charge, then the roll. No printed type both fires and counter-charges, so this position gives the
    Cl (fire symbol) the counter-charge in its tables to see the order; a charger the fire routed would no
    longer be offered to it."""
    base = load_tables()
    tables = replace(base, units={**base.units, "Cl": replace(base.units["Cl"], counter_charges=True)})
    scen = scenario(
        blue=[unit("bc", "Ch", "king"), unit("bp", "Pi", "king")],
        red=[unit("rc", "Cl", "ed"), unit("rx", "Mi", "ed")],
        setup="""
        - {unit: bc, hex: "0503", facing: S}
        - {unit: bp, hex: "0301", facing: S}
        - {leader: king, hex: "0301"}
        - {unit: rc, hex: "0505", facing: N}
        - {unit: rx, hex: "1010", facing: N}
        - {leader: ed, hex: "1010"}
        """)
    s, _ = command_check(initial_state(scen, battle=Battle(scen, tables)))
    s, _ = begin_activation(s, "king", "D1")
    s, _ = play(s, ["charge bc 0503-0504 0505", "end", "end", "end", "melee bc rc"])
    assert s.pending().kind == "defensive_fire"
    assert "counter-charge rc bc" not in notations(s)
    s, _ = play(s, ["fire rc 0504", "roll 0"])
    d = s.pending()
    assert (d.kind, d.side) == ("counter_charge", "red")
    assert notations(s) == ["counter-charge rc bc", "pass"]
    s, _ = play(s, ["counter-charge rc bc", "roll 4"])
    assert s.pending().kind == "roll"
