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
    kept = {"_hm"}  # the hashes kept (bound methods of two equal ints, which compare by identity)
    assert {k: v for k, v in fast.__dict__.items() if k not in kept} == {
        k: v for k, v in slow.__dict__.items() if k not in kept}
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
    assert "_hm" not in back.__dict__ and back == us and hash(back) == hash(us)
    assert copy.copy(us) == us and hash(copy.deepcopy(us)) == hash(us)
    ls = LeaderState("l", Hex(0, 0))
    hash(ls)
    assert hash(replace(ls, status="wounded")) == hash(LeaderState("l", Hex(0, 0), "wounded"))


def test_a_record_holding_cached_answers_still_refuses_a_name_that_is_no_field():
    """`replace` drops a record's cached answers by the names it learnt for its class (issue #30); a change naming
    one of them, or no field at all, is refused as `dataclasses.replace` refuses it."""
    us = UnitState("a", Hex(0, 0), 0)
    hash(us)
    replace(us, moved=True)  # learns "_hm" (the kept hash) for the class
    for bad in ({"_hm": 1}, {"speed": 3}, {"moved": True, "speed": 3}):
        with pytest.raises(TypeError):
            replace(us, **bad)
    assert "_hm" not in replace(us, moved=True).__dict__


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
        assert hash(kept) == hash(plain) and kept == plain and plain == kept and "_hm" in kept.__dict__
        for back in (pickle.loads(pickle.dumps(kept)), copy.deepcopy(kept)):
            assert type(back) is KeptTuple and back == kept and "_hm" not in back.__dict__
    assert hash(new) == hash(dataclasses.replace(new, units=tuple(new.units), leaders=tuple(new.leaders)))


def test_fast_init_makes_the_record_the_generated_init_makes():
    """`fast_init` (issue #30) writes the fields into the instance dictionary instead of one `object.__setattr__`
    a field: the same signature (defaults, default factories, keyword-only fields), the same dictionary in the
    same order, `__post_init__` called, the usual errors, a record as frozen, equal, hashed and pickled as one
    the generated `__init__` makes; and the engine's and the resolution's records use it."""
    import inspect
    import pickle

    from rules.engine.choices import Decision
    from rules.engine.events import Moved
    from rules.engine.frozen import fast_init
    from rules.engine.state import Position
    from rules.resolve.disorder import Transition, UnitCondition
    from rules.resolve.inputs import Stack

    def make() -> type:
        @dataclasses.dataclass(frozen=True)
        class Rec:
            a: int
            b: str = "b"
            c: tuple = ()
            d: list = dataclasses.field(default_factory=list, compare=False)
            e: int = dataclasses.field(default=5, kw_only=True)

            def __post_init__(self) -> None:
                if self.a < 0:
                    raise ValueError("negative")

        return Rec

    slow, fast = make(), fast_init(make())
    assert fast.__init__.__code__ is not slow.__init__.__code__
    assert inspect.signature(fast) == inspect.signature(slow)
    for args, kw in (((1,), {}), ((2, "x", (3,)), {"e": 7}), ((3,), {"d": [1], "b": "y"})):
        s, f = slow(*args, **kw), fast(*args, **kw)
        assert list(f.__dict__.items()) == list(s.__dict__.items()) and repr(f) == repr(s)
        assert hash(f) == hash(s) and f == fast(*args, **kw) and f != s  # another class, the same fields
        with pytest.raises(dataclasses.FrozenInstanceError):
            f.a = 0  # type: ignore[misc]
    assert fast(1).d is not fast(1).d  # a new list from the factory each time
    for bad_args, bad_kw, error in (((), {}, TypeError), ((1, 2, 3, 4, 5), {}, TypeError), ((-1,), {}, ValueError)):
        with pytest.raises(error):
            slow(*bad_args, **bad_kw)
        with pytest.raises(error):
            fast(*bad_args, **bad_kw)
    for cls in (UnitState, LeaderState, Position, Decision, Moved, Transition, UnitCondition, Stack):
        assert "_fi_d" in cls.__init__.__code__.co_varnames, cls
    with pytest.raises(ValueError):
        UnitCondition(False, "dazed")  # its __post_init__ still checks
    us = UnitState("a", Hex(0, 0), 2, mounted=True)
    # the fields in order, then what a unit state keeps beside them (`on_map`, `routed`: issue #30, seventh round)
    assert list(us.__dict__) == [*(f.name for f in dataclasses.fields(UnitState)), "on_map", "routed"]
    assert us == dataclasses.replace(us)  # (which keeps the fields' tuple, `_ft`: eighth round)
    d = Decision("fr", "retreat", note="why")
    assert pickle.loads(pickle.dumps(d)) == d and pickle.loads(pickle.dumps(d)).note == "why"


def test_tasks_and_turn_records_keep_their_hash():
    """A position's hash hashes its agenda, sides and turn record: the tasks (a mêlée, a result's effects) and
    the side and turn records keep their hash once asked (issue #30), and a copy made by `replace` or a pickle
    hashes as a record built afresh."""
    import pickle

    from rules.engine.combat import MeleeTask
    from rules.engine.results import Effects
    from rules.engine.state import SideState, TurnInfo

    records = [MeleeTask("melee", ("a",), ("b",)), Effects(("a",), ("D",), "melee"), SideState("fr", "x", 2),
               TurnInfo(started=True, dice=(3, 4))]
    for rec in records:
        h = hash(rec)
        assert rec.__dict__["_hm"]() == h
        back = pickle.loads(pickle.dumps(rec))
        assert "_hm" not in back.__dict__ and back == rec and hash(back) == h
        field = dataclasses.fields(rec)[0].name
        again = replace(rec, **{field: getattr(rec, field)})
        assert "_hm" not in again.__dict__ and again == rec and hash(again) == h
