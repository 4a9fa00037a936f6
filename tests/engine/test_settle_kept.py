"""What the settle loop and the state layer keep for the look-ahead (issue #30, sixth round) equals a fresh
computation: a position where `settle` stopped is marked settled (settling it again stops at once, with no
event), and a units or leaders tuple made from another hashes from its parent's records' hashes (the same hash
as the tuple of its records). Checked over the positions a greedy game's look-ahead meets, and on small cases
that fail without the change."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import flow
from rules.engine.frozen import KeptTuple, _first_hash, replace
from rules.engine.game import initial_state
from rules.engine.game import new_game as start
from rules.engine.state import UnitState
from tests.engine.test_game_properties import SCENARIOS

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 90)])
def test_kept_settled_marks_and_tuple_hashes_equal_fresh_ones_over_a_greedy_look_ahead(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    mark = flow._mark_settled

    def marked(state):
        again, events = flow._settle(replace(state))  # the same position without its memo: settled afresh
        asked["settled"] += 1
        if again != state or events:
            wrong.append(("settled", state.turn, state.phase, state.step, events))
        mark(state)

    def tuple_hash(self):
        d = self.__dict__
        how = "kept" if "_hm" in d else "derived" if "up" in d else "whole"
        got = d["_hm"]() if how == "kept" else _first_hash(None, self)()  # the first read's work
        if how != "kept":
            asked[how] += 1
            if got != hash(tuple(self)) or d["hs"] != tuple(hash(r) for r in self):
                wrong.append(("tuple hash", how, len(self)))
        return got

    monkeypatch.setattr(flow, "_mark_settled", marked)
    monkeypatch.setattr(KeptTuple, "__hash__", tuple_hash)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["settled"] > 500 and asked["derived"] > 1000 and asked["whole"] > 0, asked


def test_a_derived_tuple_hashes_only_its_changed_records(monkeypatch):
    """A units tuple made by `with_units` from a hashed one hashes the changed records only, not all 47."""
    first = start(SCENARIOS["hautmesnil-1478.yaml"])  # its tuple is the scenario's: a plain one
    state = first.with_units([replace(first.units[0], moved=True)])
    hash(state.units)
    moved = [replace(state.units[i], moved=True) for i in (3, 10)]
    new = state.with_units(moved)
    calls: Counter = Counter()
    read = UnitState.__hash__.fget  # the kept hash's reader (`frozen.keep_hash`)

    def counted(self):
        calls[self.id] += 1
        return read(self)()

    monkeypatch.setattr(UnitState, "__hash__", counted)
    assert hash(new.units) == hash(tuple(new.units))
    calls.clear()
    fresh = state.with_units(moved)
    assert hash(fresh.units) == hash(new.units)
    assert sorted(calls) == sorted(us.id for us in moved), calls
    # a tuple between two, never hashed itself, hands its changes on
    mid = state.with_units(moved)
    third = mid.with_units([replace(mid.units[20], moved=True)])
    calls.clear()
    got = hash(third.units)
    assert sorted(calls) == sorted([*(us.id for us in moved), third.units[20].id]), calls
    assert got == hash(tuple(third.units))


def test_a_settled_position_is_not_settled_again(monkeypatch):
    """`settle`'s answer is marked settled: asking its pending decision, its legal choices or applying a choice
    from it runs no settle loop on it again (the game's next `apply`, greedy's `pending()` on the positions its
    look-ahead reaches)."""
    runs: list = []
    loop = flow._settle

    def counted(s, ahead=False):
        runs.append(s)
        return loop(s, ahead)

    monkeypatch.setattr(flow, "_settle", counted)
    first = initial_state(SCENARIOS["hautmesnil-1478.yaml"])  # Phase A, before the command check
    settled, events = flow.settle(first)
    assert settled is not first and events and runs == [first]
    runs.clear()
    assert settled.pending().kind and settled.legal_choices() and flow.settle(settled) == (settled, ())
    assert not runs
