"""Leaving the map by a scoring edge (`exit`, rules/engine/exits.py): the scenario's `unit_exited` victory rule
is the only thing that lets a unit leave the map of its own move (the rules have no general exit rule; 12.2.3:
a routed unit leaving the map is eliminated). Geometry (R12): row 01 is the north edge; from 0501 (an odd,
high column) the hexes N 0500, NE 0600 and NW 0400 are off the map beyond it; from 0601 only N 0600 is."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine import Exit, IllegalChoice, UnitExited, movement_position, parse_choice
from rules.engine.victory import score
from rules.games.record import Game, Start, position, read_game_bytes
from tests.engine.positions import scenario, unit

EXIT_NORTH = """\
victory:
  points:
    - {event: unit_exited, side: blue, edge: north, per_sp: 2}
"""
BLUE = [unit("p1", "Pi", "king"), unit("k1", "Ch", "king"), unit("d1", "Mi", "duke")]
RED = [unit("r1", "Mi", "ed")]


def _setup(p1_facing: str = "N") -> str:
    return "\n".join([
        f'- {{unit: p1, hex: "0501", facing: {p1_facing}}}',
        '- {unit: k1, hex: "0503", facing: N}',
        '- {leader: king, hex: "0503"}',
        '- {unit: d1, hex: "0601", facing: N}',
        '- {leader: duke, hex: "0601"}',
        '- {unit: r1, hex: "1111", facing: N}',
        '- {leader: ed, hex: "1111"}',
    ])


def _scenario(victory: str = EXIT_NORTH, p1_facing: str = "N"):
    return scenario(blue=BLUE, red=RED, setup=_setup(p1_facing), extra=victory)


def _exits(state) -> list[Exit]:
    return [c for c in state.legal_choices() if isinstance(c, Exit)]


def test_a_unit_on_the_scoring_edge_exits_and_scores_per_sp_for_its_side():
    s = movement_position(_scenario(), "king")
    assert Exit(("p1",), "north") in _exits(s)
    assert all(e.ids != ("k1",) for e in _exits(s))  # 0503 is not on the edge
    new, events = s.apply("exit p1 north")
    p1 = new.unit("p1")
    assert p1.hex is None and p1.exited_by == "north" and p1.condition == "valiant" and not p1.exited
    assert not p1.on_map and p1.moved
    assert UnitExited("p1", "north", s.grid.parse_label("0501"), 1) in events
    assert new.units_at(s.grid.parse_label("0501")) == ()
    sc = score(new)
    assert sc.totals == {"blue": 4 * 2, "red": 0}
    (e,) = sc.entries
    assert (e.event, e.side, e.subject) == ("unit_exited", "blue", "p1")
    assert sc.losses_sp == {"blue": 0, "red": 0}  # not a loss: it left, it was not eliminated
    assert Exit(("p1",), "north") not in _exits(new)  # gone for good


def test_a_leader_left_alone_goes_with_the_unit():
    """5.1: a leader is always with a unit; the duke's only unit leaves (the army commander activates it,
    7.2), so he leaves with it, safe."""
    s = movement_position(_scenario(), "king")
    assert Exit(("d1",), "north") in _exits(s)  # 0601 (even column): N 0600 is beyond the north edge
    new, events = s.apply("exit d1 north")
    duke = new.leader("duke")
    assert duke.hex is None and duke.status == "safe"
    assert new.unit("d1").exited_by == "north"


def test_no_exit_without_a_unit_exited_rule_for_the_side_and_edge():
    for victory in ("", EXIT_NORTH.replace("side: blue", "side: red"), EXIT_NORTH.replace("north", "south")):
        s = movement_position(_scenario(victory), "king")
        assert not _exits(s)
        with pytest.raises(IllegalChoice, match="no victory rule"):
            s.apply("exit p1 north")


def test_no_exit_through_a_rear_hexside():
    """8.1: units move only into their front hexes; facing S in 0501 the north edge is behind."""
    s = movement_position(_scenario(p1_facing="S"), "king")
    assert all(e.ids != ("p1",) for e in _exits(s))
    with pytest.raises(IllegalChoice, match="front hexside"):
        s.apply("exit p1 north")


def test_a_routed_unit_never_exits_this_way():
    """12.2.3: routed units do not move in the activation; they leave the map only by their rout, eliminated."""
    s = movement_position(_scenario(), "king")
    s = s.with_units([replace(s.unit("p1"), condition="routed")])
    assert all(e.ids != ("p1",) for e in _exits(s))
    with pytest.raises(IllegalChoice, match="routed"):
        s.apply("exit p1 north")


def test_a_unit_that_has_moved_does_not_exit():
    s = movement_position(_scenario(), "king")
    s, _ = s.apply("move p1 0501 NE")  # a facing change in place is its move (8.2)
    assert all(e.ids != ("p1",) for e in _exits(s))
    with pytest.raises(IllegalChoice, match="already moved"):
        s.apply("exit p1 north")


def test_the_notation_round_trips():
    s = movement_position(_scenario(), "king")
    for c in _exits(s):
        assert parse_choice(c.notation(s.grid), s) == c
    assert parse_choice("exit p1 North", s) == Exit(("p1",), "north")
    assert Exit(("p1",), "north").notation(s.grid) == "exit p1 north"
    with pytest.raises(IllegalChoice, match="not a map edge"):
        parse_choice("exit p1 up", s)
    with pytest.raises(IllegalChoice, match="exit <unit>"):
        parse_choice("exit p1", s)


def test_a_record_with_an_exit_replays_to_an_equal_state():
    game = Game(_scenario(), Start(leader="king"))
    game.push("exit p1 north")
    game.push("exit d1 north")
    game.push("end")
    load = read_game_bytes(game.dumps(embed=True).encode())
    assert load.ok, load.findings
    assert load.game is not None and load.game.notations == game.notations
    assert position(load.game.state) == position(game.state)
    assert load.game.state.unit("p1").exited_by == "north"
    assert game.score().totals["blue"] == 4 * 2 + 4 * 2
    e = [x for x in game.score().entries if x.event == "unit_exited"]
    assert [(x.subject, x.turn, x.move) for x in e] == [("p1", 1, 1), ("d1", 1, 2)]
