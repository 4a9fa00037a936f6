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


def play_greedy(path: str, steps: int, seed: int = 1, twins: bool = False) -> tuple[Game, object]:
    """Greedy against greedy on the scenario at `path`, seeded as the balance study seeds them, for `steps`
    choices: the look-ahead whose kept answers the tests compare with fresh ones. `twins`: candidates that differ
    in facings only share one look-ahead, played on positions whose facings are unread (rules/games/twins.py); off
    by default, so that the engine's tests see each position of the plain look-ahead as they were written for (the
    shared look-ahead is checked value by value against the plain one in tests/test_greedy_twins.py)."""
    from rules.games.greedy import GreedyPlayer
    from rules.games.players import play_game

    game = new_game(path, seed)
    players = {s.id: GreedyPlayer(f"{seed}/{s.id}", twins=twins) for s in game.scenario.sides}
    return play_game(game, players, seed=seed, max_steps=steps)


def settled_hautmesnil():
    """Hautmesnil's first position settled, with its hash and occupancy table kept (the answers a position made
    from it must not inherit): the parent the state layer's tests make children of."""
    from rules.engine import flow, game

    from .test_game_properties import SCENARIOS

    first = game.new_game(SCENARIOS["hautmesnil-1478.yaml"])
    flow.settle(first)
    hash(first)
    first.units_at(first.units[0].hex)
    return first
