"""The EN 2010 example of 10.9 (Tremetousia, turn 3), Phase D1 of Richard's activation, on the demo
scenario (R12: the text's "1214" read as 1216):

    "The Ch unit (4 7 6) and Richard advance into hex 1315. The Ch unit (3 6 6) makes a charge move into
    1214 to attack the enemy Cl unit (place a Charge marker on the two counters). The charge move is legal
    because the unit moved at least one hex in a straight line (into its front central hex) and did not
    expend more than 4 MP (see 10.2)."
"""

from __future__ import annotations

import pytest

from rules.engine import Charge, ChargeDeclared, IllegalChoice, LeaderMoved, Moved, charge_run, movement_position
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario


@pytest.fixture(scope="module")
def d1():
    return movement_position(load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario, "richard")


def test_replay_phase_d1_of_the_example(d1):
    g = d1.grid
    assert d1.pending().side == "crusaders" and d1.pending().kind == "movement"
    assert {"cru-ch-household", "cru-ch-anglonormans"} <= d1.acting

    # The Ch (4 7 6) and Richard advance into 1315 (1316 and 1315 are on the same level: 1 MP each).
    s, events = d1.apply("move cru-ch-anglonormans 1316-1315 N")
    assert isinstance(events[0], Moved) and events[0].costs == (1,)
    s, events = s.apply("move richard 1316-1315")
    assert isinstance(events[0], LeaderMoved) and events[0].cost == 1
    assert g.label(s.leader("richard").hex) == "1315"
    assert [u.id for u in s.units_at(g.parse_label("1315"))] == ["cru-ch-anglonormans"]

    # The Ch (3 6 6) charge-moves into 1216 against the Cl in 1116.
    run = charge_run(s, "cru-ch-household")
    assert [g.label(h) for h in run.path] == ["1317", "1216"]  # one hex, straight, central front hex
    assert run.cost == 1 and run.cost <= 4
    assert g.label(run.target) == "1116" and run.targets == ("byz-cl-vanguard",)
    assert Charge("cru-ch-household", run.path, run.target) in s.legal_choices()
    s, events = s.apply("charge cru-ch-household 1317-1216 1116")
    assert isinstance(events[0], ChargeDeclared)
    ch = s.unit("cru-ch-household")
    assert g.label(ch.hex) == "1216" and g.facing_names[ch.facing] == "NW"
    # The Charge marker on the two counters.
    assert ch.charging == ("byz-cl-vanguard",) and s.unit("byz-cl-vanguard").charged
    # The Cl is in the charger's central front hex, as the charge resolution needs (10.2).
    assert g.label(g.neighbour(ch.hex, ch.facing)) == "1116"

    s, events = s.apply("end")
    assert s.step == "D2"


def test_the_printed_1214_is_not_a_legal_charge(d1):
    with pytest.raises(IllegalChoice):
        d1.apply("charge cru-ch-household 1317-1214 1116")
