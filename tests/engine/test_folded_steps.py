"""Steps of the combat tasks folded into one new position (issue #30, seventh round) give the very position and
events the former chain of positions gave, over greedy's look-ahead in the first choices of both demos: a mêlée's
fire and counter-charge stages with nothing to decide run through at once (9.1, 10.3, 10.5: the settle loop ran
each on a new position that differed in the agenda alone); an effect list (10.6, R25) whose effects and moves
owed (10.7, 12.2) are done comes off the agenda with its pass-through tests (12.2.3) in the step that finished
it; a mêlée's roll puts on the board with its own changes the effect lists it adds (10.6), up to a move owed (their
answers kept per battle); a move (`board.relocate`: retreat 10.7, advance 10.8, rout 12.2) puts the units, the
leaders who follow them (7.5) and the caller's next agenda in one position; a replacement placed (7.6), a leader check (7.5, R30) and a
Phase E rout move (12.2.2) come off the agenda in their last position. Each former chain is written out here as
the engine ran it, one position at a time."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import activation, board, combat, results
from rules.engine.choices import Retreat
from rules.engine.dice import D10, check_roll
from rules.engine.events import RoutMoved
from rules.engine.frozen import replace
from rules.engine.tasks import pop, push, swap
from rules.resolve import leader_casualty

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


def _relocated(state, ids, to, facing=None, then=None, **flags):
    """`board.relocate` as it was: the units moved (one position), then the leaders who follow them (another),
    then the caller's fields (`then`: its next agenda, a third)."""
    frm = state.unit(ids[0]).hex
    side = board.side_of_unit(state, ids[0])
    changed = {}
    if to is not None:
        residents = [u for u in state.units_at(to) if u.id not in ids]
        for pos, uid in enumerate(ids):
            us = state.unit(uid)
            changed[uid] = replace(us, hex=to, facing=us.facing if facing is None else facing, stack=pos, **flags)
        for pos, u in enumerate(residents, start=len(ids)):
            changed[u.id] = board.revised(u, stack=pos)
    else:
        for uid in ids:
            changed[uid] = replace(state.unit(uid), hex=None, **flags)
    left = []
    if frm is not None:
        left = [u for u in state.units_at(frm) if u.id not in ids]
        for pos, u in enumerate(left):
            changed[u.id] = board.revised(u, stack=pos)
    new = state.with_units(u for u in changed.values() if u is not state.unit(u.id))
    if frm is not None and to is not None and frm != to:
        alone = not any(board.side_of_unit(new, u.id) == side for u in left)
        moved = [replace(ls, hex=to) for ls in new.leaders
                 if ls.hex == frm and ls.commanding and new.side_of(ls.id) == side and (alone or ls.bound_to in ids)]
        new = new.with_leaders(moved)
    return replace(new, **then) if then else new


def _leader_check(task, state, choice):
    """`LeaderCheck.take` as it was: the check popped, the loss put on the board, the tasks it adds pushed."""
    roll = check_roll(state.battle.tables, D10, choice)
    ls = state.leader(task.leader)
    cas = leader_casualty(task.table, roll, state.battle.tables, wounded=task.wounded(state))
    state = pop(state)
    if cas.fate == "no_effect":
        return state
    captor = results._captor(state, ls.hex, state.side_of(task.leader), task.by) if cas.fate == "captured" else None
    state, _events, tasks = results.lose_leader(state, task.leader, cas.fate, captor,
                                                cause=f"{'Fire' if task.table == 'fire' else 'Mêlée'} Table, 7.5; R30")
    return push(state, *tasks)


def _phase_e_rout(task, state, choice):
    """`PhaseERout._move` as it was: the task popped first, the tests and tasks pushed last."""
    state = pop(state)
    side = board.side_of_unit(state, task.unit)
    path = choice.path
    passed = []
    for h in path[1:] if choice.off else path[1:-1]:
        passed += [u.id for u in state.units_at(h) if board.side_of_unit(state, u.id) == side
                   and u.id != task.unit and u.id not in task.exempt]
    events = [RoutMoved(choice.ids, path, choice.off, "rout move")]
    tasks = []
    if choice.off:
        state, ev, tasks = results.eliminate(state, task.unit, "left_map")
        events += ev
    else:
        facing = None
        if state.battle.edition.routed_units_face_rout_edge and len(path) > 1:
            facing = state.grid.direction_to(path[-2], path[-1])
        state = board.rout_carry(state, _relocated(state, (task.unit,), path[-1], facing, rout_moved=True),
                                 (task.unit,))
    tests = [results.PassTest(u, task.unit, "phase_e") for u in dict.fromkeys(passed)]
    return push(state, *tasks, *tests), events


def _plain_retreat(task, state, choice):
    """A retreat with no extra level and no unit left behind (10.7, 5.2.5) as it was made: the resting markers
    off, the move (`board.relocate` as it was), the task's next stage swapped in, and taken off by its `run` when
    it has nothing left to do; None for another retreat."""
    ids = task.groups[0][0]
    if choice.to in state.front_hexes(state.unit(ids[0])) or len(choice.ids) != len(ids):
        return None
    joined = any(u.id not in ids for u in state.units_at(choice.to))
    pos, _events = results._rest_off(state, ids)
    pos = swap(_relocated(pos, choice.ids, choice.to, choice.facing, joined=joined),
               replace(task, groups=task.groups[1:]))
    top = pos.agenda[0]
    return top.run(pos)[0] if not top.groups and not top.effects else pos


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
            if name == "_move" and isinstance(args[0], Retreat):
                plain = _plain_retreat(task, state, args[0])
                if plain is not None:
                    if got != plain:
                        wrong.append(("plain retreat", task))
                    checked["plain retreats"] += 1
            checked[name] += 1
            checked["effects taken off"] += not any(t is task or (isinstance(t, results.Effects) and t.ids == task.ids
                                                                     and t.by == task.by) for t in got.agenda)
            checked["with pass-through tests"] += bool(task.passed) or any(
                isinstance(t, results.PassTest) for t in got.agenda[:1])
            return got, events

        return step

    relocate, place, check, rout = (board.relocate, results.LeaderPlace._place, results.LeaderCheck.take,
                                    results.PhaseERout._move)

    def relocated(state, ids, to, facing=None, *, then=None, **flags):
        got = relocate(state, ids, to, facing, then=then, **flags)
        if got != _relocated(state, ids, to, facing, then, **flags):
            wrong.append(("relocate", ids, to))
        checked["moves"] += 1
        checked["moves with their next agenda"] += then is not None
        checked["moves with leaders"] += got.leaders is not state.leaders
        return got

    def placed(task, state, h):
        got, events = place(task, state, h)
        if got != pop(state).with_leaders([replace(state.leader(task.leader), hex=h)]):
            wrong.append(("placed", task))
        checked["replacements placed"] += 1
        return got, events

    def leader_check(task, state, choice):
        got, events = check(task, state, choice)
        if got != _leader_check(task, state, choice):
            wrong.append(("leader check", task))
        checked["leader checks with a loss"] += len(events) > 1
        return got, events

    def rout_move(task, state, choice):
        got, events = rout(task, state, choice)
        if (got, events) != _phase_e_rout(task, state, choice):
            wrong.append(("Phase E rout", task))
        checked["Phase E routs"] += 1
        return got, events

    roll, kept_step = combat.MeleeTask._roll, results.Effects.applied_kept

    def rolled(task, state, die):
        got, events = roll(task, state, die)
        monkeypatch.setattr(results.Effects, "applied_kept", lambda *_args: None)  # the roll alone, as it was
        try:
            old, old_events = roll(task, replace(state), die)
        finally:
            monkeypatch.setattr(results.Effects, "applied_kept", kept_step)
        steps = 0
        while old.agenda != got.agenda and old.agenda and isinstance(old.agenda[0], results.Effects):
            top = old.agenda[0]  # the settle loop: a list with no move owed asks no decision and is run
            if top.decision(old) is not None:
                break
            old, more = top.run(old)
            old_events = [*old_events, *more]
            steps += 1
        if not (got == old and list(events) == old_events):
            wrong.append(("roll", task, die))
        checked["rolls"] += 1
        checked["effect lists applied with the roll"] += steps
        return got, events

    monkeypatch.setattr(combat.MeleeTask, "_roll", rolled)
    monkeypatch.setattr(board, "relocate", relocated)
    monkeypatch.setattr(results.LeaderPlace, "_place", placed)
    monkeypatch.setattr(results.LeaderCheck, "take", leader_check)
    monkeypatch.setattr(results.PhaseERout, "_move", rout_move)
    monkeypatch.setattr(combat.MeleeTask, "run", melee_run)
    monkeypatch.setattr(activation, "start_melee", start_melee)
    for name in ("_apply_next", "_move", "_blocked"):
        monkeypatch.setattr(results.Effects, name, effects_step(name))
    _game, result = play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert result.stop != "engine_error", result
    assert checked["stages run through"] > 50 and checked["skipped at the start"] > 50, checked
    assert checked["_apply_next"] > 300 and checked["_move"] > 50 and checked["effects taken off"] > 300, checked
    assert checked["moves"] > 200 and checked["moves with their next agenda"] > 50, checked
    assert checked["plain retreats"] > 50, checked
    assert checked["rolls"] > 300 and checked["effect lists applied with the roll"] > 200, checked
    assert checked["moves with leaders"] > 100 and checked["replacements placed"] > 20, checked
    assert checked["leader checks with a loss"] > 40 and checked["Phase E routs"] > 30, checked
