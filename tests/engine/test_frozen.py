"""`frozen.replace` (the engine's fast `dataclasses.replace`, issue 14) gives the record `dataclasses.replace`
gives, never carries a state's cached answers over, and refuses what `dataclasses.replace` refuses."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.engine import flow, new_game
from rules.engine.choices import Move
from rules.engine.frozen import replace
from rules.engine.state import LeaderState, UnitState
from rules.geometry.hexgrid import Hex
from tests.engine.test_game_properties import SCENARIOS

units = st.builds(UnitState, st.text(min_size=1, max_size=3), st.none() | st.builds(Hex, st.integers(-3, 3),
                  st.integers(-3, 3)), st.integers(0, 5), fatigued=st.booleans(), moved=st.booleans())
changes = st.fixed_dictionaries({}, optional={
    "hex": st.none() | st.builds(Hex, st.integers(-3, 3), st.integers(-3, 3)), "facing": st.integers(0, 5),
    "stack": st.integers(0, 3), "condition": st.sampled_from(["valiant", "discouraged", "routed", "eliminated"]),
    "moved": st.booleans(), "charging": st.lists(st.text(max_size=2), max_size=2).map(tuple)})


@settings(max_examples=200, deadline=None)
@given(units, changes)
def test_replace_equals_dataclasses_replace(us, change):
    fast, slow = replace(us, **change), dataclasses.replace(us, **change)
    assert fast == slow and hash(fast) == hash(slow) and type(fast) is UnitState
    assert fast.__dict__ == slow.__dict__
    assert us == UnitState(**{f.name: getattr(us, f.name) for f in dataclasses.fields(UnitState)})  # unchanged


def test_replace_refuses_an_unknown_field_and_keeps_frozen_records_frozen():
    us = UnitState("a", Hex(0, 0), 0)
    with pytest.raises(TypeError):
        replace(us, speed=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        replace(us, moved=True).moved = False  # type: ignore[misc]
    ls = replace(LeaderState("l", None), status="wounded")
    assert ls == LeaderState("l", None, status="wounded")
    m = Move(("a",), (Hex(0, 0), Hex(0, 1)), 3)
    assert replace(m, under=True) == Move(("a",), (Hex(0, 0), Hex(0, 1)), 3, True)


def test_a_replaced_state_does_not_inherit_the_cached_answers():
    state = new_game(SCENARIOS["hautmesnil-1478.yaml"])
    flow.settle(state)  # caches the settled state in state._memo
    state.units_at(state.units[0].hex)  # and the occupancy table in state._occ
    assert "_memo" in state.__dict__ and "_occ" in state.__dict__
    new = replace(state, turn=state.turn + 1)
    assert "_memo" not in new.__dict__ and "_occ" not in new.__dict__
    assert new == dataclasses.replace(state, turn=state.turn + 1) and type(new) is type(state)
    assert flow.settle(new)[0].turn >= new.turn


@settings(max_examples=200, deadline=None)
@given(units, changes)
def test_a_kept_hash_follows_the_value(us, change):
    """Unit states keep their hash once asked (issue #30): a record made from a hashed one by `replace`, a
    copy or a pickle hashes as a record built afresh with the same fields, and a pickle carries no hash (a
    string's hash differs between the processes of a balance study)."""
    import copy
    import pickle

    hash(us)
    fast = replace(us, **change)
    fresh = UnitState(**{f.name: getattr(fast, f.name) for f in dataclasses.fields(UnitState)})
    assert fast == fresh and hash(fast) == hash(fresh)
    back = pickle.loads(pickle.dumps(us))
    assert "_hash" not in back.__dict__ and back == us and hash(back) == hash(us)
    assert copy.copy(us) == us and hash(copy.deepcopy(us)) == hash(us)
    ls = LeaderState("l", Hex(0, 0))
    hash(ls)
    assert hash(replace(ls, status="wounded")) == hash(LeaderState("l", Hex(0, 0), "wounded"))


def test_a_record_holding_cached_answers_still_refuses_a_name_that_is_no_field():
    """`replace` drops a record's cached answers by the names it learnt for its class (issue #30); a change naming
    one of them, or no field at all, is refused as `dataclasses.replace` refuses it."""
    us = UnitState("a", Hex(0, 0), 0)
    hash(us)
    replace(us, moved=True)  # learns "_hash" for the class
    for bad in ({"_hash": 1}, {"speed": 3}, {"moved": True, "speed": 3}):
        with pytest.raises(TypeError):
            replace(us, **bad)
    assert "_hash" not in replace(us, moved=True).__dict__


def test_a_position_keeps_the_hash_of_its_units_and_leaders():
    """`with_units` / `with_leaders` make tuples that hash once (`KeptTuple`, issue #30): equal to the plain
    tuple, with its hash, and a pickle or copy carries no kept hash (a string's hash differs between processes)."""
    import copy
    import pickle

    from rules.engine.frozen import KeptTuple

    state = new_game(SCENARIOS["hautmesnil-1478.yaml"])
    new = state.with_units([replace(state.units[0], moved=True)]).with_leaders([replace(state.leaders[0], moved=True)])
    for kept in (new.units, new.leaders):
        assert type(kept) is KeptTuple
        plain = tuple(kept)
        assert hash(kept) == hash(plain) and kept == plain and plain == kept and "h" in kept.__dict__
        for back in (pickle.loads(pickle.dumps(kept)), copy.deepcopy(kept)):
            assert type(back) is KeptTuple and back == kept and "h" not in back.__dict__
    assert hash(new) == hash(dataclasses.replace(new, units=tuple(new.units), leaders=tuple(new.leaders)))
