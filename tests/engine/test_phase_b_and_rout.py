"""Phase B fire in the edition's order (6.B, R1 `phase_b_archer_order`, `stacked_artillery_both_fire`) and
the Phase E rout move by the two `rout_path` readings (12.2.2, R1), with a pass-through test (12.2.2)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine import PassedThrough, RoutMoved, TurnInfo, initial_state, new_game
from rules.engine.board import phase_e_rout_paths

from .positions import scenario, unit


def phase_b_steps(scen) -> list[tuple[str, str]]:
    """(side, what fires) of each Phase B decision, every one answered 'end'."""
    s = new_game(scen)
    out = []
    while s.phase in ("A", "B"):
        d = s.pending()
        assert d.kind == "phase_b_fire", d
        out.append((d.side, "archers" if "archers" in d.note else "artillery"))
        s, _ = s.apply("end")
    assert s.phase == "C"
    return out


def phase_b_position(edition="2018", options="", stacked=False):
    blue_setup = ("""
        - {unit: bar, hex: "0509", facing: N}
        - {unit: ba, hex: "0509", facing: N}
        - {leader: king, hex: "0509"}
        """ if stacked else """
        - {unit: ba, hex: "0509", facing: N}
        - {leader: king, hex: "0509"}
        - {unit: bar, hex: "0609", facing: N}
        """)
    return scenario(
        blue=[unit("ba", "At", "king"), unit("bar", "Ar", "king")],
        red=[unit("ra", "At", "ed"), unit("rar", "Ar", "ed")],
        setup=blue_setup + """
        - {unit: ra, hex: "0506", facing: S}
        - {leader: ed, hex: "0506"}
        - {unit: rar, hex: "0606", facing: S}
        """, edition=edition, extra=f"# {options}")


def test_phase_b_order_defender_archers_first():
    """6.B: attacker's artillery, defender's artillery, defender's archers, attacker's archers (EN, IT)."""
    assert phase_b_steps(phase_b_position()) == [("blue", "artillery"), ("red", "artillery"), ("red", "archers"),
                                                 ("blue", "archers")]


def test_phase_b_order_attacker_archers_first_option():
    """R1: `phase_b_archer_order: attacker_first` (the HU 2014 print) swaps the archers."""
    scen = phase_b_position()
    scen.ruleset.options["phase_b_archer_order"] = "attacker_first"
    assert phase_b_steps(scen) == [("blue", "artillery"), ("red", "artillery"), ("blue", "archers"),
                                   ("red", "archers")]


def test_phase_b_2014_preset_attacker_archers_fire_first():
    """R39, HU 2014 6.B as printed: "a támadó játékos lő az íjászaival" (the attacker's archers) before the
    defender's. With the 2014 preset, after both artillery steps the attacker's archer fires and its roll is
    resolved while the defender's archer still waits."""
    scen = phase_b_position("2014")
    assert phase_b_steps(scen) == [("blue", "artillery"), ("red", "artillery"), ("blue", "archers"),
                                   ("red", "archers")]
    s = new_game(scen)
    s, _ = s.apply("end")  # blue artillery
    s, _ = s.apply("end")  # red artillery
    d = s.pending()
    assert (d.side, d.kind) == ("blue", "phase_b_fire") and "archers" in d.note
    assert [c.notation(s.grid) for c in s.legal_choices()] == ["fire bar 0606", "end"]
    s, ev = s.apply("fire bar 0606")
    s, ev = s.apply("roll 0")
    assert s.unit("bar").fired and s.unit("rar").fired_at and not s.unit("rar").fired
    d = s.pending()
    assert (d.side, d.kind) == ("red", "phase_b_fire") and "archers" in d.note


@pytest.mark.parametrize("edition,steps", [
    ("2010", [("red", "artillery"), ("red", "archers"), ("blue", "archers")]),
    ("2018", [("blue", "artillery"), ("red", "artillery"), ("red", "archers"), ("blue", "archers")]),
])
def test_stacked_artillery_fires_too_from_2014(edition, steps):
    """5.2.5, R1 `stacked_artillery_both_fire`: archers on top of artillery; in 2010 only the top unit fires."""
    assert phase_b_steps(phase_b_position(edition, stacked=True)) == steps


def test_phase_b_fire_is_resolved_and_marks_the_firer():
    s = new_game(phase_b_position())
    assert "fire ba 0506" in [c.notation(s.grid) for c in s.legal_choices()]
    s, ev = s.apply("fire ba 0506")
    s, ev = s.apply("roll 0")
    assert s.unit("ba").fired and s.unit("ra").fired_at
    assert all("ba" not in c.notation(s.grid) for c in s.legal_choices())


# ---------------------------------------------------------------------------------------------------------
# Phase E rout moves


def rout_position(edition):
    return scenario(
        blue=[unit("b1", "Pi", "king"), unit("b2", "Pi", "king")], red=[unit("r1", "Mi", "ed")],
        setup="""
        - {unit: b1, hex: "0806", facing: N, disorder: routed}
        - {unit: b2, hex: "1010", facing: N}
        - {leader: king, hex: "1010"}
        - {unit: r1, hex: "0504", facing: S}
        - {leader: ed, hex: "0504"}
        """, edition=edition)


def test_rout_path_2010_avoids_the_enemy_2018_goes_straight():
    """12.2.2: the Pi (4 MP) routs west its whole allowance. 2010/2014 (`least_cost_avoid_enemy`): no path
    entering a hex next to the Mi in 0504 is offered; 2018 (`direct_shift_when_blocked`): every straight path
    that gets as far is (R1)."""
    def ends(edition):
        s = initial_state(rout_position(edition))
        return {"-".join(s.grid.label(h) for h in p) for p, _ in phase_e_rout_paths(s, "b1")}

    old, new = ends("2010"), ends("2018")
    assert "0806-0706-0605-0505-0404" in new and not any("0505" in p for p in old)
    assert all(p.count("-") == 4 for p in old | new)  # four hexes: the whole allowance


def test_a_phase_e_rout_through_a_friend_tests_it():
    """12.2.2: routing through a friend: d10 > its quality and it routs too, after the first has moved."""
    scen = scenario(
        'terrain: {pond: ["0205"]}',
        blue=[unit("b1", "Pi", "king"), unit("b2", "Mi", "king"), unit("b3", "Pi", "king")],
        red=[unit("r1", "Mi", "ed")],
        setup="""
        - {unit: b1, hex: "0305", facing: N, disorder: routed}
        - {unit: b2, hex: "0204", facing: N}
        - {unit: b3, hex: "0210", facing: N}
        - {leader: king, hex: "0210"}
        - {unit: r1, hex: "0310", facing: S}
        - {leader: ed, hex: "0310"}
        """)
    s = initial_state(scen)
    s = replace(s, phase="E", info=TurnInfo(started=True, e_stage=0))
    s, ev = s.apply("roll 9")  # b1's rally: 9 + 1 > 5
    events = list(ev)
    while s.pending().kind == "rout":
        opts = [c for c in s.legal_choices() if any(s.grid.label(h) == "0204" for h in c.path)]
        s, ev = s.apply(opts[0] if opts else s.legal_choices()[0])
        events += ev
    assert "pass-through" in s.pending().note
    s, ev = s.apply("roll 4")  # 4 > 3: b2 routs and makes its own rout move
    events += ev
    while s.pending().kind == "rout":
        s, ev = s.apply(s.legal_choices()[0])
        events += ev
    assert [e for e in events if isinstance(e, PassedThrough)][0].routs
    movers = [e.units[0] for e in events if isinstance(e, RoutMoved)]
    assert movers[0] == "b1" and "b2" in movers
    assert s.unit("b1").condition == "eliminated" and s.unit("b1").exited


def test_resting_is_cancelled_by_fire():
    """11.2: a resting unit that is the target of fire, even without effect, loses its marker."""
    scen = phase_b_position()
    s = initial_state(scen)
    s = s.with_units([replace(s.unit("rar"), fatigued=True)])
    s, _ = s.apply("rest rar")  # Blue has nothing to rest; Red rests its fatigued archers
    assert s.unit("rar").resting and s.phase == "B"
    s, _ = s.apply("fire ba 0606")
    s, ev = s.apply("roll 0")  # 0 + ... no effect
    assert not s.unit("rar").resting and "RestEnded" in [type(e).__name__ for e in ev]
