"""Steps of the combat tasks folded into one new position (issue #30, seventh round) give the very position and
events the former chain of positions gave, over greedy's look-ahead in the first choices of both demos: a mêlée's
fire and counter-charge stages with nothing to decide run through at once (9.1, 10.3, 10.5: the settle loop ran
each on a new position that differed in the agenda alone), and an effect list (10.6, R25) whose effects and moves
owed (10.7, 12.2) are done comes off the agenda with its pass-through tests (12.2.3) in the step that finished
it. Each former chain is written out here as the engine ran it: the new stage swapped in, then the settle loop's
test of its decision and its `run`, one position at a time."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import activation, combat, results
from rules.engine.frozen import replace
from rules.engine.tasks import push, swap

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy

_NEXT = {"defensive": "offensive", "offensive": "counter_charge", "counter_charge": "roll"}


def _stepwise(pos):
    """The settle loop as it ran a mêlée's stages: while the top mêlée's stage asks no decision, swap in the
    next stage (a new position each time)."""
    while pos.agenda:
        top = pos.agenda[0]
        if not isinstance(top, combat.MeleeTask) or top.stage not in _NEXT or top.decision(pos) is not None:
            break
        pos = swap(pos, replace(top, stage=_NEXT[top.stage]))
    return pos


def _chained(task, above, rest):
    """The agenda an Effects step made before: its next stage under the tasks it added."""
    return (*above, task, *rest)


def _old_effects_step(method, task, state, *args):
    """An Effects step as it ran before: the next stage left on the agenda, then taken off by its own `run` on
    a new position when it asks no decision (no effect, no move owed left) and nothing was added above it."""
    folded = results._next_agenda
    results._next_agenda = _chained
    try:
        pos, events = method(task, replace(state), *args)  # a copy of the position: nothing kept on it
    finally:
        results._next_agenda = folded
    top = pos.agenda[0] if pos.agenda else None
    if isinstance(top, results.Effects) and top.decision(pos) is None and not top.effects and not top.groups:
        pos, more = top.run(pos)
        events = [*events, *more]
    return pos, list(events)


@pytest.mark.parametrize("path, steps", [(HAUTMESNIL, 200), (TREMITHOUSSIA, 160)])
def test_folded_steps_equal_the_former_chains(monkeypatch, path, steps):
    checked: Counter = Counter()
    wrong: list = []  # kept, not raised: the game loop would end the game on an exception inside the engine
    run, start = combat.MeleeTask.run, activation.start_melee

    def melee_run(task, state):
        got, events = run(task, state)
        if task.stage in _NEXT:
            old = _stepwise(swap(state, replace(task, stage=_NEXT[task.stage])))
            if not (got == old and events == []):
                wrong.append(("stages", task))
            checked["stages run through"] += 1
        return got, events

    def start_melee(state, choice):
        got, events = start(state, choice)
        old = _stepwise(push(state, replace(got.agenda[0], stage="defensive")))
        if not (got == old and events == []):
            wrong.append(("start", choice))
        checked["melee started"] += 1
        checked["skipped at the start"] += got.agenda[0].stage != "defensive"
        return got, events

    def effects_step(name):
        method = getattr(results.Effects, name)

        def step(task, state, *args):
            got, events = method(task, state, *args)
            old, old_events = _old_effects_step(method, task, state, *args)
            if not (got == old and list(events) == old_events):
                wrong.append((name, task))
            checked[name] += 1
            checked["effects taken off"] += not any(t is task or (isinstance(t, results.Effects) and t.ids == task.ids
                                                                     and t.by == task.by) for t in got.agenda)
            checked["with pass-through tests"] += bool(task.passed) or any(
                isinstance(t, results.PassTest) for t in got.agenda[:1])
            return got, events

        return step

    monkeypatch.setattr(combat.MeleeTask, "run", melee_run)
    monkeypatch.setattr(activation, "start_melee", start_melee)
    for name in ("_apply_next", "_move", "_blocked"):
        monkeypatch.setattr(results.Effects, name, effects_step(name))
    _game, result = play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert result.stop != "engine_error", result
    assert checked["stages run through"] > 50 and checked["skipped at the start"] > 50, checked
    assert checked["_apply_next"] > 300 and checked["_move"] > 50 and checked["effects taken off"] > 300, checked
