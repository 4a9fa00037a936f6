"""The two demo battles as new seeded games, for tests that play a greedy look-ahead over them."""

from __future__ import annotations

from rules.games.record import Game, Start
from rules.paths import scenarios_dir

TREMITHOUSSIA = str(scenarios_dir() / "tremithoussia-demo.yaml")
HAUTMESNIL = str(scenarios_dir() / "hautmesnil-1478.yaml")


def new_game(path: str, seed: int) -> Game:
    """The scenario at `path` from its start, with the dice of `seed`."""
    base = Game.from_file(path, Start()).game
    return Game(base.scenario, base.start, seed=seed)
