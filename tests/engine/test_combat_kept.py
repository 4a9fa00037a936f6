"""The combat look-ahead's kept answers and shortcuts (issue #30, sixth round) equal the rules' fresh ones over real
games: what a mêlée's roll of one die does that its resolution decides (10.5, 10.6: the units of each side, the
MeleeResolved event, the Effects tasks, the leader checks R30, the chargers advancing without F 10.9), the
outcomes of a leader check (7.5, R30), a pass-through test (12.2.3) and a rally (12.3) kept per battle, an effect
list applied to a stack without an elimination (10.6, R25) kept per battle by the task and its units, and the
pursuit stage run at once after an advance with no leader check (10.8, 10.9); and two faces of one mêlée's roll
that give the same outcome reach the same position (the task keeps no die after the roll), at the positions
greedy's look-ahead meets in the first choices of Hautmesnil and Tremithoussia."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import combat, odds, results
from rules.engine.choices import Roll
from rules.engine.flow import settle
from rules.engine.frozen import replace
from rules.engine.game import GameState
from rules.engine.tasks import swap
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from rules.games.record import Game


def _play(name: str, choices: int) -> None:
    scen = scenario(name)
    players = {s.id: GreedyPlayer(f"1/{s.id}", twins=False) for s in scen.sides}  # the plain look-ahead
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 200), ("tremithoussia", 160)])
def test_kept_roll_parts_and_odds_equal_fresh_ones(monkeypatch, name, choices):
    checked = {"roll": 0, "leader_check": 0, "pass_through": 0, "rally": 0}
    kept_parts, kept_outcomes, kept_d10 = combat._roll_parts, odds._kept_per_battle, odds._kept_d10

    def roll_parts(r, kind, die):
        got = kept_parts(r, kind, die)
        fresh = kept_parts(replace(r), kind, die)  # a copy of the resolution: nothing kept on it
        assert got == fresh, (kind, die)
        checked["roll"] += 1
        return got

    def per_battle(state, name_, key, make):
        got = kept_outcomes(state, name_, key, make)
        assert got == make(), (name_, key)
        checked[name_.removesuffix("_odds")] += 1
        return got

    inner = [False]

    def d10(state, res, result, words):
        got = kept_d10(state, res, result, words)
        if inner[0]:  # the fresh computation below, on a copy of the resolution
            return got
        kind = type(res).__name__
        if kind == "RallyResolution":
            assert got == odds._d10(state, result, words)
            checked["rally"] += 1
            return got
        # a fire's or a mêlée's `result` works out each outcome's first face only, and remembers the outcomes it
        # met: the fresh odds come from a copy of the resolution (nothing kept on it) through the public function
        inner[0] = True
        try:
            roll = odds.fire_roll if kind == "FireResolution" else odds.melee_roll
            assert got == roll(state, replace(res)).outcomes
        finally:
            inner[0] = False
        return got

    monkeypatch.setattr(combat, "_roll_parts", roll_parts)
    monkeypatch.setattr(odds, "_kept_per_battle", per_battle)
    monkeypatch.setattr(odds, "_kept_d10", d10)
    _play(name, choices)
    assert checked["roll"] > 300 and checked["leader_check"] > 20, checked


def test_the_pursuit_run_at_once_settles_as_the_swap_did(monkeypatch):
    """After an advance (or none) with no leader check, the pursuit stage run on the same position settles to the
    position the swap to that stage settled to (the settle loop ran the stage at once: it has no decision)."""
    checked = {"shortcut": 0}
    after = combat.MeleeTask._after_advance

    def after_advance(task, state, then=None):
        got, events = after(task, state, then)
        if not task.leaders:
            before = swap(state, replace(then or state.agenda[0], stage="pursuit"))
            assert settle(got)[0] == settle(before)[0]
            checked["shortcut"] += 1
        return got, events

    monkeypatch.setattr(combat.MeleeTask, "_after_advance", after_advance)
    _play("hautmesnil", 150)
    assert checked["shortcut"] > 50, checked  # a plain mêlée's advance folds it (eleventh round): 76 seen


def test_faces_with_one_outcome_reach_one_position(monkeypatch):
    """Every face of a mêlée's roll that gives the same outcome (`pending_roll`'s grouping, 10.6) and the same leader
    checks (R30) reaches the same position, the mêlée still on the agenda (its advance and leader checks to come) or not: the look-ahead's table
    then meets the position once."""
    rolls: list[GameState] = []
    ahead = GameState.apply_ahead

    def apply_ahead(state, choice):
        top = state.agenda[0] if state.agenda else None
        if isinstance(top, combat.MeleeTask) and top.stage == "roll" and len(rolls) < 150:
            rolls.append(state)
        return ahead(state, choice)

    monkeypatch.setattr(GameState, "apply_ahead", apply_ahead)
    _play("hautmesnil", 120)
    monkeypatch.setattr(GameState, "apply_ahead", ahead)
    alike = with_melee = 0
    for state in rolls:
        roll = odds.pending_roll(state)
        for o in roll.outcomes:
            by_checks: dict[tuple, list[GameState]] = {}  # a 9 may add leader checks to the same effects (R30)
            for f in o.faces:
                by_checks.setdefault(roll.resolution.result(f[0]).leader_checks, []).append(
                    state.apply_ahead(Roll(f)))
            for reached in by_checks.values():
                assert all(r == reached[0] for r in reached[1:]), (o.key, o.faces)
                if len(reached) > 1:
                    alike += 1
                    with_melee += any(isinstance(t, combat.MeleeTask) for t in reached[0].agenda)
    assert alike > 100 and with_melee > 20, (alike, with_melee)


@pytest.mark.parametrize("name, choices, eliminations", [("hautmesnil", 200, 10), ("tremithoussia", 160, 0)])
def test_kept_effects_equal_fresh_ones(monkeypatch, name, choices, eliminations):
    """An effect list's next step (10.6, R25 ladders, the moves owed 10.7, 12.2), kept per battle by the task and
    its units' states when no unit is eliminated, gives the position and events of the step taken afresh with
    the whole board at hand."""
    checked = {"kept": 0, "eliminated": 0}
    apply_next = results.Effects._apply_next

    def check(task, state):
        got, events = apply_next(task, state)
        fresh, fresh_events = task._apply_all(replace(state))  # a copy of the position: nothing kept on it
        assert got == fresh and events == fresh_events, task
        alone = task._applied_alone(state)
        checked["kept" if alone is not None else "eliminated"] += 1
        return got, events

    monkeypatch.setattr(results.Effects, "_apply_next", check)
    _play(name, choices)
    # (a mêlée roll applies most lists from the kept answers at once since the seventh round: fewer asks here)
    assert checked["kept"] > 200 and checked["eliminated"] >= eliminations, checked
