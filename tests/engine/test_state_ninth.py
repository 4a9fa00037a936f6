"""The ninth round's state layer (issue #30): positions with several fields changed made without `replace`'s generic
path (`state.remade_with`, used by `with_units` and `with_leaders` given other fields), and `changed_indices`
following the recorded changes only as far as the units tuples' generations say the older tuple can be. Both must
give exactly what they gave before: the same position field by field, the same indices."""

from __future__ import annotations

import dataclasses

import pytest

from rules.engine import state
from rules.engine.frozen import replace
from rules.engine.state import Position

from .demo_games import HAUTMESNIL, play_greedy, settled_hautmesnil

FIELDS = [f.name for f in dataclasses.fields(Position)]


def test_remade_with_is_replace_field_by_field_and_drops_the_kept_answers():
    first = settled_hautmesnil()
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
    first = settled_hautmesnil()
    with pytest.raises(TypeError):
        state.remade_with(first, {"no_such_field": 1})
    odd = replace(first, turn=first.turn)
    odd.__dict__["_other"] = 1  # an answer `remade_with` does not know: `replace` drops it
    assert list(state.remade_with(odd, {"turn": 3}).__dict__) == FIELDS


def test_each_recorded_change_is_one_generation():
    first = settled_hautmesnil()
    on_map = [us for us in first.units if us.on_map]
    pos, tuples = first, [first.units]
    for k in range(6):
        us = pos.unit(on_map[k].id)
        pos = pos.with_units([replace(us, facing=(us.facing + 1) % 6)])
        tuples.append(pos.units)
    base = first.units.__dict__.get("g", 0) if isinstance(first.units, state.KeptTuple) else 0
    assert [t.__dict__["g"] for t in tuples[1:]] == list(range(base + 1, base + 7))


def test_a_sibling_is_compared_without_walking_the_recorded_changes(monkeypatch):
    """Two children of one position: no chain of recorded changes leads from one to the other, so none is read
    (before this round, four steps up were read in vain); a parent four steps up is still found by its chain."""
    first = settled_hautmesnil()
    a, b = [us for us in first.units if us.on_map][:2]
    left = first.with_units([replace(a, facing=(a.facing + 1) % 6)])
    right = first.with_units([replace(b, facing=(b.facing + 1) % 6)])
    deeper = right
    for _ in range(3):
        us = deeper.unit(b.id)
        deeper = deeper.with_units([replace(us, fired=not us.fired)])
    reads: list[int] = []
    real = state._delta

    def counted(units):
        reads.append(1)
        return real(units)

    monkeypatch.setattr(state, "_delta", counted)
    ia, ib = first.battle.unit_index[a.id], first.battle.unit_index[b.id]
    assert state.changed_indices(left.units, right.units) == sorted([ia, ib])
    assert state.changed_indices(right.units, left.units) == sorted([ia, ib])
    assert state.changed_indices(deeper.units, right.units) == [ib]  # older than its parent: none either
    assert reads == []
    assert state.changed_indices(left.units, deeper.units) == sorted([ia, ib])  # three generations down
    assert len(reads) == 3  # three steps up, to `right`, not `left`: compared after
    reads.clear()
    assert state.changed_indices(first.units, deeper.units) == [ib]
    assert len(reads) == 4  # the parent found four generations up


def test_changed_indices_over_a_greedy_game_equal_a_comparison(monkeypatch):
    """Every question a greedy look-ahead asks (the occupancy patches, D.4's flagged counters, the movement's
    changes) answered as comparing both tuples answers it."""
    real = state.changed_indices
    asked = [0]

    def checked(old, new):
        got = real(old, new)
        assert got == [i for i, (x, y) in enumerate(zip(old, new, strict=True)) if x is not y]
        asked[0] += 1
        return got

    from rules.engine import combat, movement
    monkeypatch.setattr(state, "changed_indices", checked)
    monkeypatch.setattr(combat, "changed_indices", checked)
    monkeypatch.setattr(movement, "changed_indices", checked)
    play_greedy(HAUTMESNIL, 40)
    # 92 in the tenth round: a fire roll's faces share one units tuple (combat), so fewer positions ask
    assert asked[0] > 80, asked
