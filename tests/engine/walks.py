"""Whole games walked by random choices, for the engine's property tests, and the engine's kept answers
forgotten: one place for both, so that a cache added to the engine is emptied by every test that means to."""

from __future__ import annotations

import random
from collections.abc import Iterator

from rules.engine import SeededDice, activation, flow, initial_state, movement
from rules.engine.state import Position
from rules.scenario import model as m


def empty_caches() -> None:
    """Forget every answer the engine keeps between calls (movement searches, unit listings, the last
    `legal_choices`), so that the next call works it out afresh."""
    movement._caches.kept.clear()
    activation._caches.listed.clear()
    flow._last_choices = (None, ())


def random_walk(scenario: m.Scenario, seed: int, steps: int, rng: random.Random | None = None,
                ) -> Iterator[tuple[int, Position]]:
    """The states of a game, each yielded before its choice is made: rolls answered by `SeededDice(seed)`,
    every other decision by `rng` (default `random.Random(seed)`) among the legal choices, until the game is
    over or `steps` states were yielded. A test that draws from `rng` between states keeps the walk
    reproducible."""
    rng = random.Random(seed) if rng is None else rng
    dice = SeededDice(seed)
    state = initial_state(scenario)
    for i in range(steps):
        decision = state.pending()
        if decision.kind == "game_over":
            return
        yield i, state
        choice = dice.answer(state) if decision.kind == "roll" else rng.choice(state.legal_choices())
        state, _ = state.apply(choice)
