"""`frozen.replace` hands back the record it made for an equal call before (issue #30, the ninth round's second wave:
61 % of a greedy game's calls repeat an earlier one). Each answer found in its table is checked against a fresh
`dataclasses.replace` over greedy's real look-aheads, field by field with the values' classes, and on small cases
that fail when the key drops the changes or their classes, or when the table hands back the record it is given."""

from __future__ import annotations

import dataclasses

import pytest

from rules.engine import frozen
from rules.engine.combat import MeleeTask
from rules.engine.frozen import replace
from rules.engine.state import Position, UnitState
from rules.geometry.hexgrid import Hex

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _same(got: object, fresh: object) -> bool:
    """The same value, every field (and derived value) of the same class: what a fresh record would hold."""
    names = [f.name for f in dataclasses.fields(fresh)]  # type: ignore[arg-type]
    names += list(getattr(type(fresh), "_derived_names", ()))
    return type(got) is type(fresh) and all(
        type(got.__dict__[k]) is type(fresh.__dict__[k]) and got.__dict__[k] == fresh.__dict__[k] for k in names)


class _Seen(dict):
    """`frozen._replaced` that notes every answer it hands back: (the record given, its changes, the answer)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[object, dict, object]] = []

    def get(self, key, default=None):  # type: ignore[override]
        got = super().get(key, default)
        if got is not None:
            n = (len(key) - 1) // 2
            self.found.append((key[0], dict(key[1:1 + n]), got))
        return got


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 40), (HAUTMESNIL, 30)])
def test_kept_answers_equal_fresh_records_over_a_greedy_look_ahead(path, steps, monkeypatch):
    seen = _Seen()
    monkeypatch.setattr(frozen, "_replaced", seen)
    play_greedy(path, steps)
    handed = [(rec, changes, got) for rec, changes, got in seen.found if got is not rec]  # `replace` refuses `rec`
    # the look-ahead's siblings repeat their calls (224 in Tremithoussia's 40 choices since a mêlée task keeps its
    # own stage changes, `MeleeTask._at`, which no longer ask `replace`)
    assert len(handed) > 100  # 113 since an advance's records are kept per battle (`combat._relocated`, eleventh round)
    assert {"UnitState", "MeleeTask"} <= {type(rec).__name__ for rec, _, _ in handed}
    for rec, changes, got in handed:
        assert _same(got, dataclasses.replace(rec, **changes)), (rec, changes, got)


def test_an_equal_call_gets_the_record_made_before():
    us = UnitState("a", Hex(1, 2), 3)
    moved = replace(us, hex=Hex(2, 2), stack=1)
    assert replace(UnitState("a", Hex(1, 2), 3), hex=Hex(2, 2), stack=1) is moved  # an equal record, the same changes
    assert replace(us, hex=Hex(2, 2), stack=2).stack == 2  # other changes: another record
    task = MeleeTask("melee", ("a",), ("b",))
    assert replace(task, stage="roll") is replace(task, stage="roll")


def test_the_changes_values_classes_are_part_of_the_key():
    """`1 == True`: a call with `stack=True` after one with `stack=1` gets a record holding True, as before."""
    us = UnitState("b", Hex(1, 2), 3)
    assert type(replace(us, stack=1).stack) is int
    assert type(replace(us, stack=True).stack) is bool
    assert replace(us, hex=(2, 2)).hex.__class__ is tuple and replace(us, hex=Hex(2, 2)).hex.__class__ is Hex


def test_a_call_that_changes_nothing_makes_a_new_record():
    """`replace` never hands back the record it is given (as before: a new record, equal to it)."""
    us = UnitState("c", Hex(1, 2), 3)
    same = replace(us, facing=3)
    assert same == us and same is not us
    assert replace(same, facing=3) is not same


def test_positions_and_unhashable_changes_are_made_each_time():
    from rules.engine import game

    from .test_game_properties import SCENARIOS
    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    assert replace(first, turn=2) is not replace(first, turn=2)
    plain = Position(**{f.name: getattr(first, f.name) for f in dataclasses.fields(Position)})
    assert replace(plain, turn=2) is not replace(plain, turn=2)  # `Position._replace_fresh`
    us = UnitState("d", Hex(1, 2), 3)
    assert replace(us, charging=["x"]).charging == ["x"]  # a list: no key, made as before


def test_the_table_is_emptied_when_full(monkeypatch):
    monkeypatch.setattr(frozen, "_replaced", {})
    monkeypatch.setattr(frozen, "REPLACED_LIMIT", 3)
    us = UnitState("e", Hex(1, 2), 3)
    for f in range(5):
        replace(us, facing=f)
    assert len(frozen._replaced) <= 3
