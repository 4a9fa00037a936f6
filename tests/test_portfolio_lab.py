"""The sixth round's lab player (bench/portfolio_player.py, issue 16): it answers with legal choices, picks a
policy once per activation of its own leaders (not once per decision), and the lab names it."""

from __future__ import annotations

import pytest

from bench.bench_variants import make
from bench.portfolio_player import PortfolioPlayer
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from rules.games.record import Game, Start
from rules.paths import scenarios_dir


def test_the_portfolio_player_picks_once_an_activation_and_plays_legal_choices():
    base = Game.from_file(str(scenarios_dir() / "tremithoussia-demo.yaml"), Start()).game
    game = Game(base.scenario, base.start, seed=3)
    lab = PortfolioPlayer("3/crusaders", policies="base+flank", samples=2)
    players = {"crusaders": lab, "byzantines": GreedyPlayer("3/byzantines")}
    game, result = play_game(game, players, seed=3, max_steps=60)
    assert result.stop == "max_steps", result.reason  # no illegal choice (that ends the game as engine_error)
    own = {(st.turn, st.active_leader) for st in game.states[:-1]
           if st.active_leader is not None and st.side_of(st.active_leader) == "crusaders"
           and st.pending().side == "crusaders" and len(st.legal_choices()) > 1}
    assert sum(lab.picks.values()) == len(own) == len(lab.pick_times) >= 1
    assert set(lab.picks) == {"base", "flank"}


def test_the_lab_names_the_portfolio_player_with_its_options():
    player = make("portfolio/policies=base+front/samples=2/z=1.5", "1/crusaders")
    assert isinstance(player, PortfolioPlayer)
    assert (player.names, player.samples, player.z) == (["base", "front"], 2, 1.5)
    with pytest.raises(KeyError):
        make("portfolio/policies=base+bold", "1/crusaders")  # an unknown policy fails before any game
