"""The EN 2010 example of 10.9 (Tremetousia, turn 3) replayed end to end through the engine, from the demo
scenario's first state: Phases A-C with scripted dice, Richard's activation, the charge, the Élan and the
Dispersion with the rules' own dice (7, 4, 7, 2), each unit ending where and how the text says.

    "... The final result is 11, which translates to D+R for the defender. The Cl unit retreats into hex 1015
    ... The Ch unit must occupy hex 1116 ... retains his unit's original facing ... Elan ... The final result
    is 14 ... Dr+R ... retreats two hexes into hex 0816 ... then another hex into 0717 ... The Ch unit must
    advance one hex into hex 1015 ... reface it toward 0915 ... Dispersion ... The final result is 9, which
    translates to F+R ... The Ha is flipped to its reverse side and retreats into hex 0814, and the Ch must
    advance into hex 0915 ... The Ch unit is flipped to its reverse side because it is automatically
    fatigued."

The text's "1214" is read as 1216 (R12; docs/rules.md, demo position).
"""

from __future__ import annotations

import pytest

from rules.engine import (
    Advanced,
    ChargeDeclared,
    Decision,
    EndStep,
    FireResolved,
    GameState,
    IllegalChoice,
    Melee,
    MeleeResolved,
    Pass,
    Retreated,
    Rolled,
    RoutMoved,
    initial_state,
)
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario


@pytest.fixture(scope="module")
def demo():
    return load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario


def play(state: GameState, texts: list[str]) -> tuple[GameState, list]:
    events: list = []
    for text in texts:
        state, ev = state.apply(text)
        events += ev
    return state, events


def where(state: GameState, uid: str) -> tuple[str, str]:
    us = state.unit(uid)
    return state.grid.label(us.hex), state.grid.facing_names[us.facing]


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


@pytest.fixture(scope="module")
def charge_step(demo):
    """Phases A-C (no resting marker, no Phase B fire, initiative C.2 for the Crusaders), then D.1-D.3."""
    s = initial_state(demo)
    g = s.grid
    assert s.pending() == Decision(None, "roll", dice="2d6")  # Phase A and B had nothing to decide
    s, ev = play(s, ["roll 3+3", "roll 4+3"])  # 6 + 3 = 9 v 7 + 1 = 8: difference 1, C.2 for the Crusaders
    assert s.phase == "D" and s.info.case == "C.2" and s.info.winner == "crusaders"
    assert s.pending().kind == "activation" and s.pending().side == "crusaders"
    s, _ = s.apply("activate richard")
    # D.1: the Ch (4 7 6) and Richard into 1315; the Ch (3 6 6) charge-moves 1317 -> 1216 against the Cl.
    s, ev = play(s, ["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1315",
                     "charge cru-ch-household 1317-1216 1116"])
    assert of(ev, ChargeDeclared)[0].targets == ("byz-cl-vanguard",)
    assert s.unit("cru-ch-household").charging == ("byz-cl-vanguard",) and s.unit("byz-cl-vanguard").charged
    assert g.label(s.leader("richard").hex) == "1315"
    # D.2: no action (the active player's units cannot fire at anything).
    s, _ = s.apply("end")
    assert s.pending().kind == "ranged_fire" and s.legal_choices() == [EndStep()]
    # D.3: the mêlée of the charge is declared by the charge itself.
    s, _ = s.apply("end")
    assert s.pending().kind == "melee_declaration" and s.legal_choices() == [EndStep()]
    s, _ = s.apply("end")
    assert s.pending().kind == "melee"
    return s


def test_the_charge_is_the_only_melee_and_must_be_resolved(charge_step):
    s = charge_step
    assert s.legal_choices() == [Melee(("cru-ch-household",), ("byz-cl-vanguard",))]
    with pytest.raises(IllegalChoice, match="must be resolved"):
        s.apply("end")


def test_charge_elan_and_dispersion(charge_step):
    s = charge_step
    s, _ = s.apply("melee cru-ch-household byz-cl-vanguard")
    # No counter-charge: the Cl is neither a Ch nor an Ha (10.3). Its defensive fire comes first.
    d = s.pending()
    assert (d.kind, d.side) == ("defensive_fire", "byzantines")
    assert s.legal_choices() == [s.legal_choices()[0], Pass()]
    s, ev = play(s, ["fire byz-cl-vanguard 1216", "roll 7"])
    fire = of(ev, FireResolved)[0]
    assert (fire.die, fire.modified, fire.outcome) == (7, 5, "no_effect")
    assert [m.key for m in fire.modifiers] == ["strength_below_4", "firer_mounted"]
    assert fire.line == "Defensive fire: 7 \u22121 <4 SP \u22121 mounted = 5: no effect"
    assert of(ev, Rolled)[0].faces == (7,)

    # The charge: 4 +1 +2 +1 +3 = 11: D+R.
    s, ev = s.apply("roll 4")
    charge = of(ev, MeleeResolved)[0]
    assert (charge.kind, charge.die, charge.modified) == ("charge", 4, 11)
    assert charge.defender_effects == ("D", "R")
    assert {m.key: m.value for m in charge.modifiers if m.value} == {"odds": 1, "type": 2, "quality": 1,
                                                                     "charge_front": 3}
    assert charge.line == ("Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: "
                           "obligatory advance")
    assert s.unit("byz-cl-vanguard").condition == "discouraged"
    assert (s.pending().kind, s.pending().side) == ("retreat", "byzantines")

    # The Cl retreats into 1015; the Ch must occupy 1116 and keeps its facing: the Élan follows at once.
    s, ev = s.apply("retreat byz-cl-vanguard 1015 SE")
    assert of(ev, Retreated)[0].into_front is False
    assert of(ev, Advanced)[0].facing == s.grid.facing_index("NW")
    assert where(s, "byz-cl-vanguard") == ("1015", "SE")
    assert where(s, "cru-ch-household") == ("1116", "NW")
    assert s.pending().kind == "defensive_fire"  # the Élan's own defensive fire (10.9)

    # Élan: defensive fire again no effect; 7 + (+9 limited to +7) = 14: Dr+R.
    s, ev = play(s, ["fire byz-cl-vanguard 1116", "roll 7"])
    assert of(ev, FireResolved)[0].outcome == "no_effect"
    s, ev = s.apply("roll 7")
    elan = of(ev, MeleeResolved)[0]
    assert (elan.kind, elan.total, elan.applied, elan.modified) == ("elan", 9, 7, 14)
    assert elan.defender_effects == ("Dr", "R")
    assert "(+9, limited to +7) = 14: Dr+R" in elan.line
    assert s.unit("byz-cl-vanguard").condition == "routed"
    # The Dr: two hexes in a straight line toward the west edge; the owner picks the line (NW or SW).
    assert s.pending().kind == "rout"
    assert "rout byz-cl-vanguard 1015-0916-0816" in [c.notation(s.grid) for c in s.legal_choices()]
    s, ev = play(s, ["rout byz-cl-vanguard 1015-0916-0816", "rout byz-cl-vanguard 0816-0717"])
    assert [[s.grid.label(h) for h in e.path] for e in of(ev, RoutMoved)] == [["1015", "0916", "0816"],
                                                                              ["0816", "0717"]]
    assert s.grid.label(s.unit("byz-cl-vanguard").hex) == "0717"

    # The Ch advances into 1015 and faces 0915 (NW), toward the Ha: Dispersion is offered, and chosen.
    assert s.pending().kind == "advance"
    s, _ = s.apply("advance cru-ch-household 1015 NW")
    assert where(s, "cru-ch-household") == ("1015", "NW")
    assert s.pending().kind == "dispersion" and set(s.legal_choices()) == {s.legal_choices()[0], Pass()}
    s, _ = s.apply("dispersion")
    # No defensive or offensive fire (neither unit fires). The Ha, charged through a front hex, may try a
    # counter-charge against the Dispersion (R34: 10.9's "executes a new charge"); the text's player does not
    # (its steps show no such roll), so the Byzantines pass, and the die follows.
    d = s.pending()
    assert (d.kind, d.side) == ("counter_charge", "byzantines")
    assert [c.notation(s.grid) for c in s.legal_choices()] == ["counter-charge byz-ha-rearguard cru-ch-household",
                                                               "pass"]
    s, _ = s.apply("pass")
    assert s.pending().kind == "roll"
    s, ev = s.apply("roll 2")
    disp = of(ev, MeleeResolved)[0]
    assert (disp.kind, disp.modified, disp.defender_effects) == ("dispersion", 9, ("F", "R"))
    assert {m.key: m.value for m in disp.modifiers if m.value} == {"odds": 1, "type": 1, "quality": 1, "charge_front": 3,
                                                          "terrain:level_down": 1}
    assert s.unit("byz-ha-rearguard").fatigued
    s, ev = play(s, ["retreat byz-ha-rearguard 0814 SE", "advance cru-ch-household 0915 NW"])

    # Where and how everyone ends.
    ch, cl, ha = s.unit("cru-ch-household"), s.unit("byz-cl-vanguard"), s.unit("byz-ha-rearguard")
    assert where(s, "cru-ch-household")[0] == "0915" and ch.fatigued and ch.condition == "valiant"
    assert where(s, "byz-cl-vanguard")[0] == "0717" and cl.condition == "routed" and not cl.fatigued
    assert where(s, "byz-ha-rearguard")[0] == "0814" and ha.fatigued and ha.condition == "valiant"
    assert not ch.charging and not cl.charged  # the markers come off after the combat (10.5)
    # Nothing else to resolve in D.4.
    assert s.pending().kind == "melee" and s.legal_choices() == [EndStep()]
    s, _ = play(s, ["end", "end"])
    assert s.active_leader != "richard"
