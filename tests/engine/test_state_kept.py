"""What the state layer keeps or does faster in the seventh round (issue #30) equals a fresh computation, and the
records made by `__init__` and `replace` have whole dictionaries (not split tables, on which the interpreter's
specialised attribute read always falls back to the slow one): a position
made by `state.remade` (the agenda's `pop`, `swap` and `push`, `with_units`, `with_leaders`, `with_side`) is the
record `dataclasses.replace` makes; a unit state's `on_map` and `routed`, kept in its dictionary beside the fields, are what the fields say; the kept-hash
records' `__eq__` (their compared fields read from the dictionary at C speed) answers as the dataclass's does.
Checked over the positions a greedy game's look-ahead meets, and on small cases that fail without the change."""

from __future__ import annotations

import dataclasses
import pickle
import sys
from collections import Counter

import pytest
from hypothesis import given, settings

from rules.engine import flow, game, state, tasks
from rules.engine.frozen import replace
from rules.engine.state import LeaderState, Position, UnitState
from rules.geometry.hexgrid import Hex

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy
from .test_frozen import changes, units
from .test_game_properties import SCENARIOS

FIELDS = [f.name for f in dataclasses.fields(Position)]


def _whole(rec: object) -> bool:
    """The record's dictionary is a whole one, not a table sharing its keys with the class's other records: a split
    table (its values only) is smaller than the smallest whole dictionary of as many keys (CPython 3.11)."""
    d = rec.__dict__
    return sys.getsizeof(d) >= sys.getsizeof(dict.fromkeys(d))


def _wrong_unit(us: UnitState) -> bool:
    return (us.on_map != (us.hex is not None and us.condition != "eliminated")
            or us.routed != (us.condition == "routed"))


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 80)])
def test_kept_answers_equal_fresh_ones_over_a_greedy_look_ahead(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    ahead = game.apply_ahead
    made = state.remade

    def checked(pos, name, value):
        new = made(pos, name, value)
        fresh = dataclasses.replace(pos, **{name: value})
        asked["remade"] += 1
        if (type(new) is not type(pos) or list(new.__dict__) != list(fresh.__dict__) or new != fresh
                or any(new.__dict__[k] is not fresh.__dict__[k] for k in FIELDS)):
            wrong.append(("remade", name, sorted(new.__dict__)))
        return new
    eqs = {cls: cls.__eq__ for cls in (UnitState, Position)}

    def fields(rec):
        return tuple(getattr(rec, f.name) for f in dataclasses.fields(rec) if f.compare)

    def compared(self, other):
        got = eqs[self.__class__ if self.__class__ in eqs else Position](self, other)
        asked["eq"] += 1
        if got is not NotImplemented and (got != (fields(self) == fields(other))):
            wrong.append(("eq", self, other))
        return got

    def reached(pos, choice):
        end = ahead(pos, choice)
        for us in end.units:
            asked["units"] += 1
            if _wrong_unit(us):
                wrong.append(("unit", us))
        if not (_whole(end) and all(map(_whole, end.units))):
            wrong.append(("split", end.turn, end.phase, end.step))
        return end

    monkeypatch.setattr(game, "apply_ahead", reached)  # `GameState.apply_ahead` calls it
    monkeypatch.setattr(state, "remade", checked)
    monkeypatch.setattr(tasks, "remade", checked)
    for cls in eqs:
        monkeypatch.setattr(cls, "__eq__", compared)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    # remade: 918 in Hautmesnil's 80 choices since the tenth round (a fire roll's faces share one units tuple, a
    # mêlée roll's faces a sibling's: fewer positions made); every one still compared with a fresh replace
    assert asked["units"] > 20_000 and asked["eq"] > 1000 and asked["remade"] > 800, asked


def test_a_unit_state_keeps_on_map_and_routed_beside_its_fields():
    us = UnitState("a", Hex(0, 0), 0)
    assert us.__dict__["on_map"] is True and us.__dict__["routed"] is False
    for change in ({"condition": "routed"}, {"hex": None}, {"condition": "eliminated"}, {"facing": 3}):
        new = replace(us, **change)
        assert not _wrong_unit(new) and new.__dict__ == dataclasses.replace(us, **change).__dict__, change
    routed = replace(us, condition="routed")
    assert routed.on_map and routed.routed and not replace(routed, hex=None).on_map
    back = pickle.loads(pickle.dumps(routed))
    assert back == routed and back.routed and back.on_map
    with pytest.raises(TypeError):
        replace(us, on_map=False)  # not a field
    assert us == UnitState("a", Hex(0, 0), 0) and hash(us) == hash(UnitState("a", Hex(0, 0), 0))
    assert repr(us) == repr(UnitState("a", Hex(0, 0), 0)) and "on_map" not in repr(us)


@settings(max_examples=200, deadline=None)
@given(units, changes)
def test_kept_hash_records_compare_as_the_dataclass_does(us, change):
    """Equal exactly when every compared field is, of the same class only; read from the dictionary, not by a
    Python attribute load a field (the generated `__eq__`, made in "<string>")."""
    other = replace(us, **change)
    hash(us)  # a kept hash in one dictionary only changes nothing
    fields = tuple(getattr(us, f.name) for f in dataclasses.fields(UnitState))
    same = fields == tuple(getattr(other, f.name) for f in dataclasses.fields(UnitState))
    assert (us == other) is same and (us != other) is (not same) and (other == us) is same
    assert us != LeaderState(us.id, us.hex) and us.__eq__(object()) is NotImplemented
    for cls in (UnitState, LeaderState, Position):
        assert cls.__eq__.__code__.co_filename != "<string>", cls


def test_remade_drops_a_positions_kept_answers_and_hands_anything_else_to_replace():
    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    flow.settle(first)
    hash(first)
    first.units_at(first.units[0].hex)
    assert {"_memo", "_occ", "_hm"} <= set(first.__dict__)
    new = state.remade(first, "turn", first.turn + 1)
    assert list(new.__dict__) == FIELDS and new == dataclasses.replace(first, turn=first.turn + 1)
    assert type(new) is type(first) and new.units is first.units
    odd = replace(first, turn=first.turn)
    odd.__dict__["_other"] = 1  # an answer `remade` does not know: `replace` drops it
    assert list(state.remade(odd, "turn", 3).__dict__) == FIELDS


def test_records_made_by_init_and_replace_have_whole_dictionaries():
    """`fast_init`'s `__init__` sets a dictionary made whole (a display) on the record, and `replace`'s and
    `remade`'s copies of it stay whole: a split table (the one a record starts with, shared keys) makes every
    attribute read take the slow path (3.11). Same fields, same order, same values."""
    from rules.engine.choices import Decision
    us = UnitState("a", Hex(0, 0), 0, mounted=True)
    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    hash(first)
    flow.settle(first)
    for rec in (us, replace(us, moved=True), replace(replace(us, condition="routed"), hex=None), first,
                state.remade(first, "turn", 2), replace(first, turn=3), LeaderState("l", None),
                Decision("fr", "retreat", note="why")):
        assert _whole(rec), rec
    # the fields and the derived values in order; then only the kept hash and tuple, which `replace`'s table of
    # the answers made (`frozen._replaced`) asks of the record it is given
    whole = [*(f.name for f in dataclasses.fields(UnitState)), "on_map", "routed"]
    assert list(us.__dict__)[:len(whole)] == whole and set(list(us.__dict__)[len(whole):]) <= {"_hm", "_ft"}
