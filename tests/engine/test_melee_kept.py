"""The mêlée answers kept for the look-ahead (issue #30) equal the rules' fresh ones over real games: a mêlée's
resolution found by what its situation reads (`MeleeTask._situation_facts`) is the resolution of the situation
built afresh (10.5, 10.6, R9, R10), and D.4's options and cancellations kept per position (the declared
attackers, the attacker/defender hits, 10.4, 10.5) are those of the same position with nothing kept, at every
position greedy's look-ahead meets in the first choices of Hautmesnil and Tremithoussia."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import activation, combat, flow
from rules.engine.frozen import replace
from rules.games.lineup import make_player
from rules.games.players import play_game
from rules.games.record import Game
from rules.resolve import resolve_melee


@pytest.mark.parametrize("name, choices", [("hautmesnil", 200), ("tremithoussia", 160)])
def test_kept_melee_answers_equal_fresh_ones(monkeypatch, name, choices):
    checked = {"resolution": 0, "options": 0, "cancellations": 0}
    kept_resolution = combat.MeleeTask.resolution
    kept_options = activation.melee_options
    kept_cancellations = flow.cancellations

    def resolution(task, state):
        got = kept_resolution(task, state)
        s = task.situation(state)
        fresh = None if s is None else resolve_melee(s, state.battle.tables)
        assert got == fresh, (task, state.grid.label(state.unit(task.defenders[0]).hex or (0, 0)))
        checked["resolution"] += 1
        return got

    def options(state):
        got = kept_options(state)
        assert got == combat._find_melee_options(replace(state))  # a copy of the position, nothing kept on it
        checked["options"] += 1
        return got

    def cancellations(state):
        got = kept_cancellations(state)
        fresh = kept_cancellations(replace(state))
        assert (got[0] if got[1] else state) == (fresh[0] if fresh[1] else state) and got[1] == fresh[1]
        checked["cancellations"] += 1
        return got

    monkeypatch.setattr(combat.MeleeTask, "resolution", resolution)
    monkeypatch.setattr(activation, "melee_options", options)
    monkeypatch.setattr(flow, "cancellations", cancellations)
    scen = scenario(name)
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)
    assert checked["resolution"] > 200 and checked["options"] > 50 and checked["cancellations"] > 100, checked
