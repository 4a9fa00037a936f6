"""The ninth round's kept mêlée stages (issue #30): a mêlée task's next records (10.5–10.9: the fire stages, the
counter-charge, the roll, the advance and its pursuit), kept on the record by the change (`MeleeTask._at`,
`_then`), and a new mêlée's task kept per battle (`combat._started`), are the records made afresh, over greedy's
real look-aheads; and a task that keeps them pickles and copies as one that does not."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from rules.engine import combat
from rules.engine.frozen import replace
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _fields(task: combat.MeleeTask) -> tuple:
    return tuple(getattr(task, f.name) for f in dataclasses.fields(task))


@pytest.mark.parametrize("path, steps", [(HAUTMESNIL, 200), (TREMITHOUSSIA, 200)])
def test_kept_stages_equal_the_records_made_afresh(monkeypatch, path, steps):
    at, then, started = combat.MeleeTask._at, combat.MeleeTask._then, combat._started
    tally = {"made": 0, "again": 0, "started": 0}
    seen: set[int] = set()
    wrong: list[str] = []  # gathered: an assertion inside the engine would only end the game

    def check(got, want, what):
        tally["made"] += 1
        tally["again"] += id(got) in seen
        seen.add(id(got))
        if type(got) is not type(want) or _fields(got) != _fields(want):
            wrong.append(f"{what}: {got} != {want}")
        return got

    def checked_at(self, stage):
        return check(at(self, stage), replace(self, stage=stage), f"{self}._at({stage})")

    def checked_then(self, **changes):
        return check(then(self, **changes), replace(self, **changes), f"{self}._then({changes})")

    def checked_started(state, kind, attackers, defenders, fresh):
        tally["started"] += 1
        got = started(state, kind, attackers, defenders, fresh)
        return check(got, combat.MeleeTask(kind, attackers, defenders, fresh=fresh), "started")

    monkeypatch.setattr(combat.MeleeTask, "_at", checked_at)
    monkeypatch.setattr(combat.MeleeTask, "_then", checked_then)
    monkeypatch.setattr(combat, "_started", checked_started)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert tally["made"] > 1000 and tally["started"] > 100, tally
    assert tally["again"] > tally["made"] // 2, tally  # most records handed out again


def test_a_task_keeping_its_stages_pickles_and_copies_without_them():
    task = combat.MeleeTask("charge", ("a1",), ("d1",), fresh=("a1",))
    nxt = task._at("roll")
    assert task._then(advanced=("a1",), pursue=True) is task._then(advanced=("a1",), pursue=True)
    assert nxt is task._at("roll") and nxt == replace(task, stage="roll")
    # in a game a record is moved to one stage only (its next), so the key is checked here: two stages asked
    assert task._at("offensive") == replace(task, stage="offensive") and task._at("roll") is nxt
    hash(task)
    for again in (pickle.loads(pickle.dumps(task)), copy.copy(task), copy.deepcopy(task)):
        assert again == task and hash(again) == hash(task)
        assert "_stages" not in again.__dict__ and "_changes" not in again.__dict__
        # the copy keeps a stage table of its own (the record `frozen.replace` keeps for an equal call may be
        # handed to both: an equal record, which is all a position reads)
        assert again._at("roll") == nxt and again.__dict__["_stages"] is not task.__dict__["_stages"]
