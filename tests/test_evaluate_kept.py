"""The evaluation kept from one position to the next (issue #30): `Evaluator.value` reads only the counters
that changed since the last position it valued, and must give the same number, to the last bit, as the plain
computation over every counter (`Evaluator.plain_value` with a context built for the position alone), or the
greedy player's ties fall another way and the seeded games change (tests/engine/golden_games.json)."""

from __future__ import annotations

import random

import pytest

from rules.engine.state import Position
from rules.engine.victory import held_rules, leader_points, losses_sp, score, unit_loss, unit_points
from rules.games.evaluate import Evaluator
from rules.games.greedy import GreedyPlayer
from rules.games.players import RandomPlayer, play_game
from rules.games.record import Game, Start
from rules.paths import scenarios_dir

TREMITHOUSSIA = str(scenarios_dir() / "tremithoussia-demo.yaml")
HAUTMESNIL = str(scenarios_dir() / "hautmesnil-1478.yaml")


def new_game(path: str, seed: int) -> Game:
    base = Game.from_file(path, Start()).game
    return Game(base.scenario, base.start, seed=seed)


def reference(ev: Evaluator, state: Position, side: str) -> float:
    """The plain value, its context built for this position alone (no context shared between positions)."""
    return ev.plain_value(state, side, ev._context(state, side))


def bits(x: float) -> str:
    return float(x).hex()


def random_history(path: str, seed: int) -> list[Position]:
    game = new_game(path, seed)
    players = {s.id: RandomPlayer(f"{seed}/{s.id}") for s in game.scenario.sides}
    game, result = play_game(game, players, seed=seed)
    assert result.stop == "game_over"
    return [state for state, _events in game.history()]


class Checked(GreedyPlayer):
    """A greedy player whose every value is checked against the plain computation as the look-ahead asks it."""

    def __init__(self, seed: str, seen: list) -> None:
        super().__init__(seed)
        self.seen = seen
        self.plain: Evaluator | None = None

    def _value(self, ev: Evaluator, state, side: str) -> float:
        got = ev.value(state, side)
        if self.plain is None:
            self.plain = Evaluator(state)
        self.seen.append((state, side, bits(got), bits(reference(self.plain, state, side))))
        return super()._value(ev, state, side)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 60)])
def test_the_kept_value_is_the_plain_value_to_the_bit_over_a_greedy_look_ahead(path, steps):
    game = new_game(path, 1)
    seen: list = []
    players = {s.id: Checked(f"1/{s.id}", seen) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert len(seen) > 300  # the look-ahead's positions: a few counters apart, enemies damaged by the dice
    wrong = [(st.turn, st.phase, side, got, want) for st, side, got, want in seen if got != want]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("path, seed", [(TREMITHOUSSIA, 3), (HAUTMESNIL, 2)])
def test_the_kept_value_is_the_plain_value_in_any_order_of_positions(path, seed):
    # a random game to its end: eliminations, routs, leader casualties, hexes held, sudden death or the last
    # turn; valued in the game's order, then shuffled (each position far from the last one valued)
    history = random_history(path, seed)
    sides = history[0].battle.side_ids
    pairs = [(st, side) for st in history for side in sides]
    plain = Evaluator(history[0])
    for order in (pairs, random.Random(seed).sample(pairs, min(len(pairs), 600))):
        ev = Evaluator(history[0])
        wrong = [(st.turn, side) for st, side in order if bits(ev.value(st, side)) != bits(reference(plain, st, side))]
        assert not wrong, wrong[:5]
    assert any(score(st).entries for st in history)  # the score moved: the points' terms were exercised


@pytest.mark.parametrize("path, seed", [(TREMITHOUSSIA, 3), (HAUTMESNIL, 2)])
def test_the_score_counter_by_counter_adds_up_to_the_score(path, seed):
    history = random_history(path, seed)
    scored = 0
    for st in history:
        totals = {s: 0 for s in st.battle.side_ids}
        losses = {s: 0 for s in st.battle.side_ids}
        for us in st.units:
            for s, p in unit_points(st, us):
                totals[s] += p
            losses[st.side_of(us.id)] += unit_loss(st, us)
        for ls in st.leaders:
            for s, p in leader_points(st, ls):
                totals[s] += p
        for h, rule_side, pts in held_rules(st.battle.scenario):
            for s in {st.side_of(u.id) for u in st.units_at(h) if not u.routed}:
                if rule_side in (None, s):
                    totals[s] += pts
        sc = score(st)
        assert totals == dict(sc.totals), (st.turn, st.phase)
        assert losses == losses_sp(st)
        scored += any(sc.totals.values())
    assert scored
