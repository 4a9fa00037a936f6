"""What the state layer reads without a Python call in the eighth round (issue #30) answers as before: a kept hash
read by the interpreter's hash slot from the record's dictionary (`frozen._READ_KEPT`) is the hash the record's
fields give (`hash(hash(fields))`, the value `keep_hash` always kept); a leader state's `commanding`, kept in its dictionary
beside the fields, is what the fields say; a position's `is_over` and `grid` are read by C getters. Checked over the positions a greedy game's
look-ahead meets, and on small cases that fail without the change."""

from __future__ import annotations

import dataclasses
import operator
import pickle
import sys
from collections import Counter

import pytest

from rules.engine import game
from rules.engine.combat import MeleeTask
from rules.engine.frozen import KeptTuple, replace
from rules.engine.results import Effects
from rules.engine.state import LeaderState, Position, SideState, TurnInfo, UnitState
from rules.geometry.hexgrid import Hex

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy
from .test_game_properties import SCENARIOS


def _fresh_hash(rec: object) -> int:
    """The hash `keep_hash` keeps for a record: its fields' tuple's hash, reduced as an int hashes."""
    names = [f.name for f in dataclasses.fields(rec)]  # type: ignore[arg-type]
    return hash(hash(operator.itemgetter(*names)(rec.__dict__)))


def _python_calls(fn) -> int:
    """How many Python functions run while `fn()` runs (C functions are not counted)."""
    calls = Counter()

    def seen(frame, event, arg):
        if event == "call":
            calls[frame.f_code.co_name] += 1

    sys.setprofile(seen)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return sum(calls.values()) - 1  # `fn` itself


def _commanding(ls: LeaderState) -> bool:
    """The former `LeaderState.commanding` property: a counter of the banner's command is on the map."""
    if ls.hex is None:
        return False
    return ls.replacement is not None or ls.status in ("active", "wounded")


def _records() -> list:
    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    us = UnitState("a", Hex(1, 2), 3, charging=("b",))
    moved = first.with_units([replace(first.units[0], moved=True)])
    return [us, LeaderState("l", Hex(0, 0)), SideState("fr", "x", 2), TurnInfo(started=True, dice=(3, 4)),
            MeleeTask("melee", ("a",), ("b",)), Effects(("a",), ("D",), "melee"), first, moved, moved.units,
            KeptTuple((us, replace(us, moved=True)))]


def test_a_kept_hash_is_read_without_a_python_call():
    """Hashed once, a kept-hash record or tuple hashes again without running any Python function (a unit state's
    Python `__hash__` returning its kept value cost three times the instructions), to the same value; its copies
    hash alike and carry no kept hash."""
    import copy

    for rec in _records():
        h = hash(rec)
        assert hash(rec) == h and rec.__dict__["_hm"]() == h, rec
        assert _python_calls(lambda rec=rec: hash(rec)) == 0, type(rec).__name__
        if isinstance(rec, tuple):
            assert h == hash(tuple(rec))
        else:
            assert h == _fresh_hash(rec)
        # a pickle, a copy or a `replace` carries no kept hash (a string's hash differs between processes)
        copies = [copy.copy(rec)]
        if not isinstance(rec, Position):  # a position holds its battle, which is not pickled
            copies += [pickle.loads(pickle.dumps(rec)), copy.deepcopy(rec)]
        for back in copies:
            assert "_hm" not in back.__dict__ and back == rec and hash(back) == h, type(rec).__name__
        if not isinstance(rec, tuple):
            field = dataclasses.fields(rec)[1].name
            again = replace(rec, **{field: getattr(rec, field)})
            assert "_hm" not in again.__dict__ and again == rec and hash(again) == h


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 100), (HAUTMESNIL, 60)])
def test_kept_hashes_equal_fresh_ones_over_a_greedy_look_ahead(path, steps, monkeypatch):
    """Every position greedy's look-ahead reaches, its units, leaders, sides and turn record hash as their fields
    do, hashed afresh (a units or leaders tuple as the plain tuple of its records)."""
    asked: Counter = Counter()
    wrong: list = []
    ahead = game.apply_ahead

    def reached(pos: Position, choice):
        end = ahead(pos, choice)
        asked["positions"] += 1
        if hash(end) != _fresh_hash(end) or end.__dict__["_hm"]() != hash(end):  # the kept reader's answer
            wrong.append(("position", end.turn, end.phase, end.step))
        for tup in (end.units, end.leaders):
            if hash(tup) != hash(tuple(tup)):
                wrong.append(("tuple", len(tup)))
        for ls in end.leaders:
            if ls.__dict__["commanding"] is not _commanding(ls):
                wrong.append(("commanding", ls))
        for rec in (*end.units, *end.leaders, *end.sides, end.info):
            asked["records"] += 1
            if hash(rec) != _fresh_hash(rec):
                wrong.append(("record", rec))
        return end

    monkeypatch.setattr(game, "apply_ahead", reached)  # `GameState.apply_ahead` calls it
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["positions"] > 1000 and asked["records"] > 20_000, asked


def test_a_leaders_commanding_is_kept_and_positions_read_without_a_python_call():
    """`commanding` is written beside a leader state's fields by `__init__` and `replace` (not a field: a change
    naming it is refused, equality, hash and `repr` unchanged); `is_over`, `grid` and `commanding` are read
    without running a Python function."""
    ls = LeaderState("l", Hex(0, 0))
    assert ls.__dict__["commanding"] is True
    for change in ({"hex": None}, {"status": "killed"}, {"status": "killed", "replacement": "back"},
                   {"status": "captured", "replacement": "g1"}, {"status": "wounded"}, {"moved": True}):
        new = replace(ls, **change)
        assert new.commanding is _commanding(new), change
        assert new.__dict__ == dataclasses.replace(ls, **change).__dict__, change
    with pytest.raises(TypeError):
        replace(ls, commanding=False)  # not a field
    assert repr(ls) == repr(LeaderState("l", Hex(0, 0))) and "commanding" not in repr(ls)
    back = pickle.loads(pickle.dumps(replace(ls, hex=None)))
    assert back.commanding is False and back == replace(ls, hex=None)
    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    assert first.is_over is first.over is False and first.grid is first.battle.grid
    assert _python_calls(lambda: (first.is_over, first.grid, ls.commanding)) == 0


def test_equal_records_compare_their_kept_field_tuples():
    """A kept-hash record keeps the tuple of its compared fields (`_ft`) once compared or hashed, and `__eq__`
    compares two kept tuples instead of making both again; copies, pickles and `replace` leave it out, and the
    answer is the dataclass's (different classes, a changed field, a field compared by value)."""
    a = UnitState("a", Hex(1, 2), 3, charging=("b",))
    b = replace(replace(a, moved=True), moved=False)  # equal, distinct
    fields = tuple(getattr(a, f.name) for f in dataclasses.fields(UnitState))
    assert a == b and a is not b and a.__dict__["_ft"] == fields and b.__dict__["_ft"] == fields
    c = UnitState("a", Hex(1, 2), 3, charging=("b",))  # another Hex, another tuple: equal by value
    assert c.hex is not a.hex and c == a and (c != a) is False
    assert a != replace(a, stack=1) and replace(a, stack=1) != a
    assert a != LeaderState("a", Hex(1, 2)) and a.__eq__(object()) is NotImplemented
    fresh = UnitState("z", None, 0)
    hash(fresh)  # hashing keeps the same tuple
    assert fresh.__dict__["_ft"] == tuple(getattr(fresh, f.name) for f in dataclasses.fields(UnitState))
    for back in (pickle.loads(pickle.dumps(a)), replace(a, moved=False)):
        assert "_ft" not in back.__dict__ and "_hm" not in back.__dict__ and back == a
    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    again = first.with_units([replace(first.units[0], moved=True)]).with_units([first.units[0]])
    assert again == first and again is not first and "_ft" in first.__dict__
    assert "_ft" not in again.with_units([replace(first.units[1], moved=True)]).__dict__  # a new position: none
