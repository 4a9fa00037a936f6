"""The twelfth round's fire and mêlée answers (issue #30) equal the rules' fresh ones over greedy's real
look-aheads: a mêlée's hexes and stacks kept in a position's memo and handed on across `swap`
(`MeleeTask._stacks`) are those read afresh from a copy of the position, and the facts keys of a mêlée's and a
fire's resolution, their leaders scanned at C speed, are the former keys written out below (9.1, 10.5, 10.6)."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import combat
from rules.engine.frozen import replace
from rules.games.lineup import make_player
from rules.games.players import play_game
from rules.games.record import Game


def _play(name: str, choices: int) -> None:
    scen = scenario(name)
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)


def _fresh_stacks(task: combat.MeleeTask, state) -> tuple:
    """The hexes and stacks of a mêlée as `situation` reads them, on a copy of the position (nothing kept)."""
    copy = replace(state)
    hexes = tuple(dict.fromkeys(copy.unit(i).hex for i in task.attackers + task.defenders))
    return hexes, tuple(copy.units_at(h) for h in hexes if h is not None)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_melee_stacks_equal_stacks_read_afresh(monkeypatch, name, choices):
    tally = {"asked": 0, "kept": 0}
    wrong: list[str] = []  # gathered: an assertion inside the engine would only end the game
    stacks = combat.MeleeTask._stacks

    def checked(task, state):
        key = ("melee_stacks", task.attackers, task.defenders)
        tally["asked"] += 1
        tally["kept"] += key in state._memo
        got = stacks(task, state)
        fresh = _fresh_stacks(task, state)
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    monkeypatch.setattr(combat.MeleeTask, "_stacks", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 500 and tally["kept"] > 200, tally


def _former_melee_facts(task: combat.MeleeTask, state) -> tuple:
    """`MeleeTask._situation_facts` before the twelfth round."""
    unit = state.unit
    hexes = tuple(dict.fromkeys(unit(i).hex for i in task.attackers + task.defenders))
    units_at = state.units_at
    return (task.kind, task.attackers, task.defenders, task.offensive_fire, task.counter_charged,
            tuple([tuple(map(combat._UNIT_READ, units_at(h))) for h in hexes if h is not None]),
            tuple([ls for ls in state.leaders if ls.hex in hexes]), state.sides)


def _former_fire_facts(task: combat.FireTask, state) -> tuple:
    """`FireTask._situation_facts` before the twelfth round."""
    index, every, by_hex = state.battle.unit_index, state.units, state._by_hex
    target = task.target
    return (task, tuple([by_hex.get(every[index[u]].hex, ()) for u in task.firers]),
            by_hex.get(target, ()), tuple([ls for ls in state.leaders if ls.hex == target]), state.sides)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_facts_keys_equal_the_former_keys(monkeypatch, name, choices):
    tally = {"melee": 0, "fire": 0, "leaders": 0}
    wrong: list[str] = []
    melee_facts, fire_facts = combat.MeleeTask._situation_facts, combat.FireTask._situation_facts

    def melee_checked(task, state):
        got = melee_facts(task, state)
        tally["melee"] += 1
        tally["leaders"] += bool(got[6])
        fresh = _former_melee_facts(task, replace(state))
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    def fire_checked(task, state):
        got = fire_facts(task, state)
        tally["fire"] += 1
        tally["leaders"] += bool(got[3])
        fresh = _former_fire_facts(task, replace(state))
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    monkeypatch.setattr(combat.MeleeTask, "_situation_facts", melee_checked)
    monkeypatch.setattr(combat.FireTask, "_situation_facts", fire_checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["melee"] > 300 and tally["fire"] > 50 and tally["leaders"] > 50, tally
