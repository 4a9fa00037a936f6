"""Charge movement (10.2, R21): who may charge, straight through the central front hexside, at most 4 MP,
at least one hex, no facing change, friends passed through rout, the target marked. From 0508 facing N the
line runs 0507, 0506, 0505, 0504."""

from __future__ import annotations

import pytest

from rules.engine import IllegalChoice, charge_run, movement_position
from tests.engine.positions import at_movement, hx, unit


def _pos(red_hex: str = "0505", red_facing: str = "S", k1: str = "- {unit: k1, hex: \"0508\", facing: N}",
         map_: str = "", blue_units=None, more: str = "", **kw):
    blue_units = blue_units or [unit("k1", "Ch", "king")]
    setup = "\n".join([k1, '- {leader: king, hex: "0508"}' if "0508" in k1 else '- {leader: king, hex: "0101"}',
                       f'- {{unit: r1, hex: "{red_hex}", facing: {red_facing}}}', f'- {{leader: ed, hex: "{red_hex}"}}',
                       more])
    return at_movement(map_=map_, blue=blue_units, red=[unit("r1", "Mi", "ed")], setup=setup, **kw)


def test_charge_straight_ahead_is_recorded_for_the_melee():
    s = _pos()
    run = charge_run(s, "k1")
    assert [s.grid.label(h) for h in run.path] == ["0508", "0507", "0506"] and run.cost == 2
    assert run.target == hx(s, "0505") and run.targets == ("r1",)
    state, events = s.apply("charge k1 0508-0507-0506 0505")
    assert state.unit("k1").hex == hx(s, "0506") and state.unit("k1").facing == s.unit("k1").facing
    assert state.unit("k1").charging == ("r1",) and state.unit("r1").charged
    assert state.unit("k1").moved
    assert "charge k1 0508-0507-0506 0505" in [c.notation(s.grid) for c in s.legal_choices()]


def test_charge_blocked_by_a_facing_change():
    """The enemy must be straight ahead at the start: no turning before or during the charge (10.2)."""
    s = _pos(k1='- {unit: k1, hex: "0508", facing: NE}')
    assert "straight ahead" in charge_run(s, "k1")
    with pytest.raises(IllegalChoice, match="straight ahead"):
        s.apply("charge k1 0508-0507-0506 0505")
    turned, _ = s.apply("move k1 0508 N")  # turning first is movement: the unit has moved (8.2)
    with pytest.raises(IllegalChoice, match="already moved"):
        turned.apply("charge k1 0508-0507-0506 0505")
    # Facing N, a path that bends is not a charge either.
    s2 = _pos()
    with pytest.raises(IllegalChoice, match="without turning"):
        s2.apply("charge k1 0508-0507-0606-0605 0505")


def test_charge_spends_at_most_four_mp():
    s = _pos(map_='terrain: {wood: ["0507", "0506"]}')  # 3 + 3 for cavalry
    assert "4 MP" in charge_run(s, "k1")
    s2 = _pos(map_='terrain: {wood: ["0507"]}')  # 3 + 1
    assert charge_run(s2, "k1").cost == 4


def test_charge_needs_a_hex_of_movement_and_no_contact():
    s = _pos(red_hex="0506", k1='- {unit: k1, hex: "0508", facing: N}')  # r1 two hexes ahead: one hex to go
    assert [s.grid.label(h) for h in charge_run(s, "k1").path] == ["0508", "0507"]
    s2 = _pos(red_hex="0507")  # adjacent: in contact, a normal mêlée only
    assert "contact" in charge_run(s2, "k1")


@pytest.mark.parametrize("blue,setup_extra,why", [
    (unit("k1", "Cl", "king"), "", "never charges"),
    (unit("k1", "Ch", "king", dismounted_mp=4), ", mounted: false", "on foot"),
    (unit("k1", "Ch", "king"), ", disorder: routed", "routed"),
])
def test_who_may_charge(blue, setup_extra, why):
    s = _pos(k1=f'- {{unit: k1, hex: "0508", facing: N{setup_extra}}}', blue_units=[blue])
    assert why in charge_run(s, "k1")


def test_out_of_command_units_do_not_charge():
    s = _pos(k1='- {unit: k1, hex: "0508", facing: N}', blue_units=[unit("k1", "Ch", "duke"), unit("d1", "Pi", "duke")],
             more='- {unit: d1, hex: "0101", facing: S}\n- {leader: duke, hex: "0101"}')
    assert s.unit("k1").out_of_command
    assert "out of command" in charge_run(s, "k1")


def test_friends_passed_through_rout():
    """10.2: a friendly unit the charger passes through is routed at once (its rout retreat comes later)."""
    s = _pos(red_hex="0504", blue_units=[unit("k1", "Ch", "king"), unit("p1", "Pi", "king")],
             more='- {unit: p1, hex: "0506", facing: N}')
    run = charge_run(s, "k1")
    assert run.passed == ("p1",) and run.cost == 3
    state, events = s.apply("charge k1 0508-0507-0506-0505 0504")
    assert state.unit("p1").routed
    assert [type(e).__name__ for e in events] == ["ChargeDeclared", "Routed"]


def test_fatigued_charger_is_held_by_its_allowance():
    s = _pos(red_hex="0503", blue_units=[unit("k1", "Ch", "king", back_mp=3)],
             k1='- {unit: k1, hex: "0508", facing: N, fatigued: true}')
    assert "within 3 MP" in charge_run(s, "k1")


BRIDGE = """
hexsides:
  river: ["0505/0506"]
  {crossing}: ["0505/0506"]
"""


@pytest.mark.parametrize("crossing", ["bridge", "ford"])
def test_no_charge_whose_melee_crosses_a_bridge_or_ford(crossing):
    """R38, R21, Terrain Chart: a bridge or a ford prints charge NA (the crossing's row replaces the river's). k1 (0508, facing N) would end its run in
    0506 with r1 in 0505 across the crossing: no charge is offered in D.1, and writing one is refused; the
    knights may still move up to the crossing as an ordinary move."""
    s = _pos(map_=BRIDGE.format(crossing=crossing))
    why = charge_run(s, "k1")
    assert isinstance(why, str) and crossing in why and "NA" in why
    assert not any(c.notation(s.grid).startswith("charge") for c in s.legal_choices())
    with pytest.raises(IllegalChoice, match="NA"):
        s.apply("charge k1 0508-0507-0506 0505")
    assert "move k1 0508-0507-0506 N" in [c.notation(s.grid) for c in s.legal_choices()]


def test_every_hexside_feature_with_charge_na_in_the_tables_blocks_the_charge():
    """R21, R38: the check reads the Terrain Chart's charge column, so every hexside feature printed NA there
    (and only those) forbids a charge across it; a stream alone (charge −1) does not."""
    s0 = _pos()
    rows = s0.battle.tables.terrain
    na = [k for k, r in rows.items() if r.kind == "hexside" and r.combat_modifier(True) is None]
    assert {"bridge", "ford", "gate"} <= set(na)
    for feature in na:
        side = "  river: [\"0505/0506\"]\n" if feature in ("bridge", "ford") else ""
        s = _pos(map_=f'hexsides:\n{side}  {feature}: ["0505/0506"]')
        assert isinstance(charge_run(s, "k1"), str), feature
    s = _pos(map_='hexsides:\n  stream: ["0505/0506"]')
    assert charge_run(s, "k1").target == hx(s, "0505")


def test_a_leader_goes_with_his_routed_unit_and_may_not_leave_it_until_his_next_activation():
    """7.5 "He can't leave the unit until his next activation", R42, even when the rout comes in his own
    activation: the king stands with p1 in 0506; k1's charge passes through p1, which routs at once (10.2) and
    retreats two hexes west (12.2.1); the king goes with it and has no move of his own left in this D.1. At his
    next activation he moves again."""
    s = at_movement(blue=[unit("k1", "Ch", "king"), unit("p1", "Pi", "king")], red=[unit("r1", "Mi", "ed")],
                    setup="""
                    - {unit: k1, hex: "0508", facing: N}
                    - {unit: p1, hex: "0506", facing: N}
                    - {leader: king, hex: "0506"}
                    - {unit: r1, hex: "0504", facing: S}
                    - {leader: ed, hex: "0504"}
                    """)
    assert any(c.notation(s.grid).startswith("move king ") for c in s.legal_choices())
    s, _ = s.apply("charge k1 0508-0507-0506-0505 0504")
    if s.pending().kind == "rout":
        s, _ = s.apply(next(c for c in s.legal_choices()))
    p1 = s.unit("p1")
    assert p1.routed and p1.hex != hx(s, "0506")
    assert s.leader("king").hex == p1.hex and s.leader("king").bound_to == "p1"
    assert s.pending().kind == "movement"
    assert not any(c.notation(s.grid).startswith("move king ") for c in s.legal_choices())
    other = next(h for h in s.grid.neighbours(p1.hex) if s.grid.contains(h))
    with pytest.raises(IllegalChoice, match="next activation"):
        s.apply(f"move king {s.grid.label(p1.hex)}-{s.grid.label(other)}")
    # His next activation: the hold is over (he may move, e.g. back onto k1's banner units).
    nxt = movement_position(s, "king")
    assert nxt.leader("king").bound_to is None
    assert any(c.notation(nxt.grid).startswith("move king ") for c in nxt.legal_choices())
