"""The ninth round's state layer (issue #30): positions with several fields changed made without `replace`'s generic
path (`state.remade_with`, used by `with_units` and `with_leaders` given other fields). It must give exactly what
`replace` gave: the same position field by field."""

from __future__ import annotations

import dataclasses

import pytest

from rules.engine import flow, game, state
from rules.engine.frozen import replace
from rules.engine.state import Position

from .test_game_properties import SCENARIOS

FIELDS = [f.name for f in dataclasses.fields(Position)]


def _settled() -> Position:
    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    flow.settle(first)
    hash(first)
    first.units_at(first.units[0].hex)
    return first


def test_remade_with_is_replace_field_by_field_and_drops_the_kept_answers():
    first = _settled()
    assert {"_memo", "_occ", "_hm"} <= set(first.__dict__)
    us = first.units[0]
    moved = replace(us, facing=(us.facing + 1) % 6)
    new = first.with_units([moved], agenda=(), turn=first.turn + 1)
    want = dataclasses.replace(first, units=new.units, agenda=(), turn=first.turn + 1)
    assert list(new.__dict__) == FIELDS and type(new) is type(first)
    assert all(new.__dict__[k] is want.__dict__[k] or new.__dict__[k] == want.__dict__[k] for k in FIELDS)
    assert new.units[0] is moved and new.leaders is first.leaders and new.agenda == ()
    leaders = first.with_leaders([replace(first.leaders[0], moved=True)], agenda=())
    assert list(leaders.__dict__) == FIELDS and leaders.leaders[0].moved and leaders.units is first.units
    same = first.with_units([], agenda=())  # no counter changed: the other fields still change
    assert same.units is first.units and same.agenda == () and list(same.__dict__) == FIELDS


def test_remade_with_hands_an_unknown_name_or_answer_to_replace():
    first = _settled()
    with pytest.raises(TypeError):
        state.remade_with(first, {"no_such_field": 1})
    odd = replace(first, turn=first.turn)
    odd.__dict__["_other"] = 1  # an answer `remade_with` does not know: `replace` drops it
    assert list(state.remade_with(odd, {"turn": 3}).__dict__) == FIELDS
