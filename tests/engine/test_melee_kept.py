"""The mêlée answers kept for the look-ahead (issue #30) equal the rules' fresh ones over real games: a mêlée's
resolution found by what its situation reads (`MeleeTask._situation_facts`) is the resolution of the situation
built afresh (10.5, 10.6, R9, R10), and D.4's options and cancellations kept per position (the declared
attackers, the attacker/defender hits, 10.4, 10.5) are those of the same position with nothing kept, at every
position greedy's look-ahead meets in the first choices of Hautmesnil and Tremithoussia."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import activation, combat, flow, los
from rules.engine.frozen import replace
from rules.engine.tasks import kept
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


def test_kept_lines_and_fire_arcs_equal_fresh_ones(monkeypatch):
    """The line of sight's steps and walls and the fire arc (9.1, 9.2, R17, R18), kept per battle by their hexes
    (the fire options of every mêlée stage and Phase B position ask again), equal the answer computed with
    nothing kept, at every ask of greedy's look-ahead over the first choices of Hautmesnil."""
    checked = {"line": 0, "arc": 0}
    kept_line, kept_arc = los._line, los.in_fire_arc

    def line(state, firer, target):
        got = kept_line(state, firer, target)
        kept(state, "los_line").pop((firer, target))
        assert kept_line(state, firer, target) == got
        checked["line"] += 1
        return got

    def arc(state, firer, facing, target, artillery=False):
        got = kept_arc(state, firer, facing, target, artillery)
        kept(state, "fire_arc").pop((firer, facing, target, artillery), None)
        assert kept_arc(state, firer, facing, target, artillery) == got
        checked["arc"] += 1
        return got

    monkeypatch.setattr(los, "_line", line)
    monkeypatch.setattr(los, "in_fire_arc", arc)
    scen = scenario("hautmesnil")
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=200)
    assert checked["line"] > 100 and checked["arc"] > 100, checked
