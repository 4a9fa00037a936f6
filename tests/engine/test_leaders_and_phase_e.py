"""Leaders' fates (7.1, 7.5, 7.6, R30, CSW #239) and Phase E (11.2, 12.2.2, 12.3, R26) on hand-built
positions: a leader captured on an unmodified 0, freed and back the next turn; a replacement placed by its
owner and activated right after the current leader; an army commander killed and replaced; a leader killed
by fire; rally with and without a leader and on an unmodified 0; a rout move off the map."""

from __future__ import annotations

from dataclasses import replace

from rules.engine import (
    ArmyCommanderChanged,
    LeaderCasualty,
    LeaderFate,
    LeaderReplaced,
    Rallied,
    RoutMoved,
    TurnInfo,
    initial_state,
    movement_position,
    settle,
)

from .game_positions import game, leader, side, unit


def play(state, texts):
    events = []
    for t in texts:
        state, ev = state.apply(t)
        events += ev
    return state, events


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def lab(state, h):
    return None if h is None else state.grid.label(h)


def position(red_setup: str = "", red_units=None, red_leaders=None, blue_extra: str = "", map_: str = "",
             last: int = 8):
    blue = side("blue", "attacker", "west", "king",
                [leader("king", 2, 4, 3, back=(1, 3, 2, 8)),
                 leader("duke", 1, 3, 2, back=(0, 3, 1, 8), wounded=(0, 3, 1, 6))],
                [unit("d1", "Pi", "duke"), unit("d2", "Pi", "duke"), unit("k1", "Pi", "king"),
                 unit("k2", "Pi", "king")],
                generics=["- {id: blue-gen-1, front: {bonus: 0, rating: 5, radius: 1, mp: 8}}"])
    red = side("red", "defender", "east", "ed", red_leaders or [leader("ed", 2, 4, 3), leader("earl", 1, 5, 2)],
               red_units or [unit("r1", "Mi", "earl"), unit("r9", "Mi", "ed"), unit("ra", "Ar", "ed")])
    setup = """
    - {unit: d1, hex: "0505", facing: SE}
    - {leader: duke, hex: "0505"}
    - {unit: d2, hex: "0303", facing: N}
    - {unit: k1, hex: "0506", facing: NE}
    - {leader: king, hex: "0506"}
    - {unit: k2, hex: "0208", facing: N}
    """ + blue_extra + (red_setup or """
    - {unit: r1, hex: "0605", facing: NW}
    - {leader: earl, hex: "0605"}
    - {unit: r9, hex: "1010", facing: N}
    - {leader: ed, hex: "1010"}
    - {unit: ra, hex: "1212", facing: N}
    """)
    return game(blue, red, setup, map_, last=last)


def d4(scen, leader_id, declares):
    s = movement_position(scen, leader_id)
    s, _ = play(s, ["end", "end", *[f"declare {u}" for u in declares], "end"])
    return s


def test_a_leader_captured_on_an_unmodified_0_and_his_generic_replacement():
    """Mêlée Table: an unmodified 0 makes the attackers' leaders roll; 6-7 captured (R30). The duke goes under
    the enemy unit (7.5.1); a generic replacement with the same MP and a lower radius commands his banner,
    placed by his owner on one of its units (7.6)."""
    s = d4(position(), "duke", ["d1"])
    # d1 v r1: +1 odds, +1 Pi v Mi, +1 quality, leaders 1 - 1 (duke, earl) = 0; 0 + 3 = 3: F; attacker R.
    s, ev = play(s, ["melee d1 r1", "roll 0"])
    assert s.pending().kind == "retreat"  # the attacker's R comes before the leader check
    s, ev = s.apply("retreat d1 0404 SE")
    d = s.pending()
    assert d.kind == "roll" and "leader check (Mêlée Table, 7.5) for duke" in d.note
    s, ev = s.apply("roll 6")
    assert of(ev, LeaderCasualty)[0].fate == "captured"
    duke = s.leader("duke")
    assert (duke.status, duke.captured_by, duke.replacement) == ("captured", "r1", "blue-gen-1")
    assert duke.casualties == (("captured", False, "leader"),)
    assert s.pending().kind == "leader_placement" and s.pending().side == "blue"
    assert [c.notation(s.grid) for c in s.legal_choices()] == ["place duke 0303", "place duke 0404"]
    s, ev = s.apply("place duke 0303")
    assert lab(s, s.leader("duke").hex) == "0303" and s.leader("duke").commanding
    assert s.leader_values("duke").radius == 1 and s.leader_values("duke").mp == 8
    assert of(ev, LeaderReplaced)[0].counter == "blue-gen-1"


def test_a_captured_leader_freed_takes_back_his_place_at_the_next_turn():
    """7.5.1: freed when a friendly unit eliminates his captor; CSW #239: back at the start of the next turn."""
    red_setup = """
    - {unit: r1, hex: "0605", facing: NW, disorder: routed}
    - {leader: earl, hex: "0605"}
    - {unit: r9, hex: "1010", facing: N}
    - {leader: ed, hex: "1010"}
    - {unit: ra, hex: "1212", facing: N}
    """
    s = movement_position(position(red_setup), "king")
    g = s.grid
    s = s.with_leaders([replace(s.leader("duke"), status="captured", captured_by="r1", replacement="blue-gen-1",
                                hex=g.parse_label("0303"))])
    # k1 (0506, facing NE: 0605 in front) attacks the routed r1: +5 all routed (the rear +2 excluded, R31).
    s, _ = play(s, ["end", "end", "declare k1", "end", "melee k1 r1"])
    # +1 odds, +1 types, +1 quality, leaders 2 - 1, +5 all routed = +9, limited to +7 (R6); 8 + 7 = 15: Dr+R,
    # and a routed unit that is routed again is eliminated (12.2.3).
    s, ev = s.apply("roll 8")
    assert s.unit("r1").condition == "eliminated"
    assert [e.fate for e in of(ev, LeaderFate) if e.leader == "duke"] == ["freed"]
    duke = s.leader("duke")
    assert duke.freed and duke.captured_by is None and duke.replacement == "blue-gen-1"  # not before next turn
    # The earl, whose last unit it was, is captured by the unit that eliminated it (7.1).
    earl = s.leader("earl")
    assert earl.status == "captured" and earl.captured_by == "k1"
    # Next turn: the duke takes back his place from the generic replacement.
    s = replace(s, phase="E", step=None, active_leader=None, acting=frozenset(), agenda=(),
                info=TurnInfo(started=True, e_stage=0))
    s, ev = settle(s)  # Phase E has nothing to decide; Phase A of turn 2
    d = s.pending()
    assert s.turn == 2
    duke = s.leader("duke")
    assert (duke.status, duke.replacement, lab(s, duke.hex)) == ("active", None, "0303") and not duke.freed
    assert d.kind in ("resting", "roll")


def test_a_replacement_activates_right_after_the_current_leader():
    """7.6 clarification: the earl, not yet activated, is killed in the king's activation (an unmodified 9 on
    the mêlée die, then 9 on his check); the back of his counter commands at once and is activated right
    after the king, before Red's army commander (rating 4 < the earl's 5)."""
    red_setup = """
    - {unit: r1, hex: "0605", facing: NW, disorder: discouraged}
    - {leader: earl, hex: "0605"}
    - {unit: r9, hex: "1010", facing: N}
    - {leader: ed, hex: "1010"}
    - {unit: ra, hex: "1212", facing: N}
    """
    s = d4(position(red_setup), "king", ["k1"])
    # +1 odds, +1 types, +1 quality, leaders 2 - 1, +2 the defender discouraged = +6; 9 + 6 = 15: Dr+R.
    s, ev = play(s, ["melee k1 r1", "roll 9"])
    # r1 routs east and the king's unit advances; then the earl's check (unmodified 9: the defenders' leaders).
    while s.pending().kind in ("rout", "advance"):
        s, _ = s.apply(s.legal_choices()[0])
    d = s.pending()
    assert d.kind == "roll" and "for earl" in d.note
    s, ev = s.apply("roll 9")
    assert of(ev, LeaderCasualty)[0].fate == "killed"
    earl = s.leader("earl")
    assert (earl.status, earl.replacement) == ("killed", "back") and earl.hex == s.unit("r1").hex
    assert s.info.queue == ("earl",)
    s, _ = play(s, ["end", "end"])  # D.4, D.5: the king's activation ends
    assert s.active_leader == "earl"
    assert s.leader_values("earl") == s.leader_info("earl").model.front  # no back values: the front (open q.)


def test_an_army_commander_killed_is_replaced():
    """7.6: the king killed (an unmodified 0: the attackers' leaders; 9 killed): the back of his counter
    commands his banner, and the duke, the highest-rated other leader, becomes the army commander."""
    s = d4(position(), "king", ["k1"])
    s, _ = play(s, ["melee k1 r1", "roll 0"])  # 0 + 6 = 6: R for r1; the attacker F and must advance
    while s.pending().kind in ("retreat", "rout", "advance"):
        s, _ = s.apply(s.legal_choices()[0])
    assert "for king" in s.pending().note
    s, ev = s.apply("roll 9")
    assert of(ev, ArmyCommanderChanged)[0].leader == "duke"
    assert s.army_commander("blue") == "duke" and s.is_army_commander("duke")
    king = s.leader("king")
    assert king.status == "killed" and king.replacement == "back" and king.casualties == (("killed", True, "leader"),)
    assert s.leader_values("king").radius == 2  # the back of his counter (7.6)


def test_a_leader_killed_by_fire():
    """Fire Table: an unmodified 9 makes the leaders stacked with the target roll: 9 killed (R30)."""
    red_setup = """
    - {unit: r1, hex: "1010", facing: N}
    - {leader: earl, hex: "1010"}
    - {unit: r9, hex: "0808", facing: NW}
    - {leader: ed, hex: "0808"}
    - {unit: ra, hex: "0707", facing: NW}
    """
    s = movement_position(position(red_setup), "ed")
    s, _ = s.apply("end")
    assert "fire ra 0506" in [c.notation(s.grid) for c in s.legal_choices()]
    s, ev = play(s, ["fire ra 0506", "roll 9"])  # 9 - 1 (<4 SP) = 8: routed (2 hexes: 6/8); the king goes along
    while s.pending().kind == "rout":
        s, _ = s.apply(s.legal_choices()[0])
    assert s.leader("king").hex == s.unit("k1").hex
    assert "leader check" in s.pending().note and "king" in s.pending().note
    s, ev = s.apply("roll 9")
    assert of(ev, LeaderCasualty)[0].fate == "killed" and s.army_commander("blue") == "duke"


# ---------------------------------------------------------------------------------------------------------
# Phase E


def phase_e(scen):
    s = initial_state(scen)
    return replace(s, phase="E", info=TurnInfo(started=True, e_stage=0))


def test_rally_with_and_without_a_leader():
    """12.3, R26: d10 − the leader's bonus (stacked or adjacent) ≤ quality; +1 if routed; unmodified 0 always."""
    far = """
    - {unit: r1, hex: "1005", facing: NW}
    - {leader: earl, hex: "1005"}
    - {unit: r9, hex: "1010", facing: N}
    - {leader: ed, hex: "1010"}
    - {unit: ra, hex: "1212", facing: N}
    """
    s = phase_e(position(far))
    g = s.grid
    s = s.with_units([replace(s.unit("d1"), condition="discouraged"), replace(s.unit("d2"), condition="discouraged"),
                      replace(s.unit("k2"), condition="routed")])
    # d1 (quality 5) with the duke (bonus 1), adjacent to the king (bonus 2, army commander): the better, −2.
    d = s.pending()
    assert d.kind == "roll" and "d1 -2 army commander" in d.note
    s, ev = s.apply("roll 7")  # 7 − 2 = 5 ≤ 5
    assert of(ev, Rallied)[0].success == (True,) and s.unit("d1").condition == "valiant"
    assert s.pending().kind == "rally_facing"
    s, _ = s.apply("face d1 NE")
    assert g.facing_names[s.unit("d1").facing] == "NE"
    # d2 alone: 6 > 5.
    assert "d2" in s.pending().note
    s, ev = s.apply("roll 6")
    assert of(ev, Rallied)[0].success == (False,) and s.unit("d2").condition == "discouraged"
    # k2 routed, alone: an unmodified 0 always rallies (to discouraged).
    assert "k2 +1 routed" in s.pending().note
    s, ev = s.apply("roll 0")
    assert s.unit("k2").condition == "discouraged"
    s, _ = s.apply("face k2 N")


def test_no_rally_next_to_an_enemy_and_a_rout_move_off_the_map():
    """12.3: no rally adjacent to an enemy unit; 12.2.2, 12.2.3: a routed unit moves its whole allowance toward
    its rout edge and is eliminated when it leaves the map; the leader with it joins the nearest unit of his
    banner (7.5 clarification)."""
    scen = position()
    s = phase_e(scen)
    g = s.grid
    s = s.with_units([replace(s.unit("d2"), hex=g.parse_label("0203"), condition="routed"),
                      replace(s.unit("d1"), condition="routed")])
    s = s.with_leaders([replace(s.leader("duke"), hex=g.parse_label("0203"))])
    # d1 routed next to r1: no rally roll; d2 rolls and fails, then both make their rout moves.
    assert "rally (12.3) of d2 +1 routed -1 banner leader:" in s.pending().note
    s, ev = s.apply("roll 9")
    events = list(ev)
    while s.phase == "E" and s.pending().kind == "rout":
        s, ev = s.apply(s.legal_choices()[0])
        events += ev
    moves = {e.units[0]: e for e in of(events, RoutMoved)}
    assert moves["d2"].off and s.unit("d2").condition == "eliminated" and s.unit("d2").exited
    assert lab(s, s.leader("duke").hex) is not None  # with the nearest unit of his banner
    assert s.leader("duke").hex == s.unit("d1").hex or s.unit("d1").condition == "eliminated"


def _freed_king_position(banner_gone: bool):
    """The king, army commander, was captured by r1 (routed, 0605); blue-gen-1 commands his banner and the
    duke (rating 3) became army commander (7.6). d1 (0505, facing SE: 0605 in front) attacks r1 in the duke's
    activation."""
    red_setup = """
    - {unit: r1, hex: "0605", facing: NW, disorder: routed}
    - {leader: earl, hex: "0605"}
    - {unit: r9, hex: "1010", facing: N}
    - {leader: ed, hex: "1010"}
    - {unit: ra, hex: "1212", facing: N}
    """
    s = initial_state(position(red_setup))
    g = s.grid
    king = replace(s.leader("king"), status="captured", captured_by="r1", replacement="blue-gen-1",
                   hex=None if banner_gone else g.parse_label("0208"), casualties=(("captured", True, "leader"),))
    s = s.with_leaders([king]).with_side(replace(s.side("blue"), army_commander="duke"))
    if banner_gone:
        s = s.with_units([replace(s.unit(u), hex=None, condition="eliminated") for u in ("k1", "k2")])
    s = movement_position(s, "duke")
    s, _ = play(s, ["end", "end", "declare d1", "end", "melee d1 r1"])
    # +1 odds, +1 types, +1 quality, leaders 1 - 1, +5 all routed = +8, limited to +7; 8 + 7 = 15: Dr+R:
    # the routed r1 is eliminated (12.2.3) and the king freed (7.5.1).
    s, ev = s.apply("roll 8")
    assert s.unit("r1").condition == "eliminated"
    assert [e.fate for e in of(ev, LeaderFate) if e.leader == "king"] == ["freed"]
    s = replace(s, phase="E", step=None, active_leader=None, acting=frozenset(), agenda=(),
                info=TurnInfo(started=True, e_stage=0))
    return settle(s)  # Phase E has nothing to decide; Phase A of turn 2


def test_a_freed_army_commander_takes_back_the_army_command():
    """7.5.1 "reversing the process", R37: the freed king takes back his banner from blue-gen-1 **and** the
    army command from the duke at the start of the next turn (CSW #239)."""
    s, ev = _freed_king_position(banner_gone=False)
    assert s.turn == 2
    king = s.leader("king")
    assert (king.status, king.replacement, lab(s, king.hex)) == ("active", None, "0208")
    assert s.army_commander("blue") == "king" and s.is_army_commander("king")
    assert ArmyCommanderChanged("blue", "king") in ev


def test_a_freed_army_commander_whose_banner_is_gone_stays():
    """7.5.1: "If a leader (other than the army commander) is freed after his banner has been completely
    destroyed, he is removed from play"; R37: the army commander stays. The king's k1 and k2 are gone: freed
    next to 0605, he comes back at the start of the next turn with the nearest unit of his army (d1 in 0605,
    where it advanced), as army commander."""
    s, ev = _freed_king_position(banner_gone=True)
    king = s.leader("king")
    assert king.status == "active" and king.hex is not None
    assert s.units_at(king.hex)[0].id == "d1"
    assert s.army_commander("blue") == "king"
