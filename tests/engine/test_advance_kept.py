"""The ninth round's advance options (issue #30): the records of a mêlée's advances (10.8, R3; Élan's facings,
10.9, R23), kept per battle by the stack, the hex entered and the facings, are the options the former code listed
afresh (written out below), in the same order, over greedy's real look-aheads."""

from __future__ import annotations

import pytest

from rules.engine import board, combat
from rules.engine.choices import Advance
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _former(task: combat.MeleeTask, state) -> list:
    """`MeleeTask._find_advance_options` before the ninth round: each facing's record made afresh."""
    if task.advance == "attacker_obligatory":
        movers_side, into = task.attackers, task._vacated(state, task.def_hexes, task._side(state, task.defenders))
        from_hexes = task.att_hexes
    else:
        movers_side, into = task.defenders, task._vacated(state, task.att_hexes, task._side(state, task.attackers))
        from_hexes = task.def_hexes
    if not into:
        return []
    out = []
    turn = state.battle.number("charge_advance_facing_change_max")
    for h in from_hexes:
        here = state.units_at(h)
        ids = tuple(u.id for u in here)
        if not ids or any(i not in task.may_advance for i in ids) or not any(i in movers_side for i in ids):
            continue
        us = here[0]
        for to in into:
            if state.grid.direction_to(h, to) is None or not board.stack_ok(state, ids, to):
                continue
            if any(board._step_cost(state, i, h, state.grid.direction_to(h, to)) is None for i in ids):
                continue
            facings = list(range(6))
            charger = next((i for i in ids if task._pursuit_possible(state, i)), None)
            if charger is not None:
                near = [(us.facing + k) % 6 for k in range(-turn, turn + 1)]
                onto = [f for f in near if task._enemy_ahead(state, charger, to, f)]
                if task.kind == "charge" and onto:
                    facings = sorted(set(onto))
            for f in facings:
                out.append(Advance(combat._ordered(state, ids), to, f))
    return out


@pytest.mark.parametrize("path, steps", [(HAUTMESNIL, 200), (TREMITHOUSSIA, 200)])
def test_kept_advance_records_equal_the_options_listed_afresh(monkeypatch, path, steps):
    found = combat.MeleeTask._find_advance_options
    tally = {"lists": 0, "options": 0, "shared": 0}
    seen: dict = {}
    wrong: list[str] = []  # gathered: an assertion inside the engine would only end the game

    def checked(self, state):
        got = found(self, state)
        want = _former(self, state)
        tally["lists"] += 1
        tally["options"] += len(got)
        if got != want or [type(c) for c in got] != [type(c) for c in want]:
            wrong.append(f"{self}: {got} != {want}")
        for c in got:
            tally["shared"] += seen.setdefault(c, c) is c and id(c) in shared_ids
            shared_ids.add(id(c))
        return got

    shared_ids: set[int] = set()
    monkeypatch.setattr(combat.MeleeTask, "_find_advance_options", checked)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert tally["lists"] > 100 and tally["options"] > 300, tally
    assert tally["shared"] > tally["options"] // 2, tally  # most records handed out again
