"""The program players (issue 16): greedy and search play whole games of both demos, every decision kind
answered with a legal choice, the same seed giving the same game, and greedy beating random."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine.victory import losses_sp, sudden_death
from rules.games.evaluate import Evaluator
from rules.games.greedy import GreedyPlayer
from rules.games.lineup import SpecError, make_player, parse_lineup
from rules.games.players import RandomPlayer, play_game
from rules.games.record import Game, Start
from rules.games.search import SearchPlayer
from rules.paths import scenarios_dir

TREMITHOUSSIA = str(scenarios_dir() / "tremithoussia-demo.yaml")
HAUTMESNIL = str(scenarios_dir() / "hautmesnil-1478.yaml")


def new_game(path: str, seed: int) -> Game:
    base = Game.from_file(path, Start()).game
    return Game(base.scenario, base.start, seed=seed)


def sides(game: Game) -> list[str]:
    return [s.id for s in game.scenario.sides]


def test_greedy_plays_tremithoussia_to_the_end_and_beats_random_on_both_sides():
    for i, greedy_side in enumerate(("crusaders", "byzantines")):
        game = new_game(TREMITHOUSSIA, 1 + i)
        players = {s: GreedyPlayer(f"{1 + i}/{s}") if s == greedy_side else RandomPlayer(f"{1 + i}/{s}")
                   for s in sides(game)}
        game, result = play_game(game, players, seed=1 + i)
        assert result.stop == "game_over", result.reason  # never an illegal choice (that is an engine_error)
        assert result.score.winner == greedy_side, result.score.describe(game.scenario)


@pytest.mark.slow
def test_greedy_plays_hautmesnil_to_the_end_without_an_illegal_choice():
    game = new_game(HAUTMESNIL, 2)
    players = {"burgundians": GreedyPlayer("2/burgundians"), "french": RandomPlayer("2/french")}
    game, result = play_game(game, players, seed=2)
    assert result.stop == "game_over", result.reason
    kinds = {st.pending().kind for st in game.states[:-1]}
    assert {"movement", "activation", "roll"} <= kinds


def test_the_same_seed_plays_the_same_game():
    def moves(seed: int) -> list[str]:
        game = new_game(TREMITHOUSSIA, seed)
        players = {s: GreedyPlayer(f"{seed}/{s}") for s in sides(game)}
        return play_game(game, players, seed=seed, max_steps=60)[0].notations

    assert moves(4) == moves(4)


def test_search_plays_tremithoussia_to_the_end_on_a_small_budget():
    game = new_game(TREMITHOUSSIA, 3)
    a, b = sides(game)
    players = {a: SearchPlayer(f"3/{a}", iterations=2, horizon=2), b: GreedyPlayer(f"3/{b}")}
    game, result = play_game(game, players, seed=3)
    assert result.stop == "game_over", result.reason
    assert players[a].playouts > 0  # it searched where greedy's ranking was close, not only followed it


@pytest.mark.slow
def test_search_answers_hautmesnil_decisions_with_legal_choices():
    game = new_game(HAUTMESNIL, 3)
    a, b = sides(game)
    players = {a: GreedyPlayer(f"3/{a}"), b: SearchPlayer(f"3/{b}", iterations=2, horizon=2, window=float("inf"))}
    game, result = play_game(game, players, seed=3, max_steps=120)
    assert result.stop == "max_steps", result.reason
    assert players[b].searched > 0  # by playouts or, for combat decisions, by the exact expectimax


def test_players_are_named_in_words():
    """The search is a lab player (issue 30): named through the lab path, as the bench scripts name it."""
    assert isinstance(make_player("greedy", 1), GreedyPlayer)
    timed = make_player("search:2s", 1, lab=True)
    assert isinstance(timed, SearchPlayer) and timed.seconds == 2.0 and timed.iterations is None
    counted = make_player("search:500", 1, lab=True)
    assert counted.iterations == 500 and counted.seconds is None
    assert [str(s) for s in parse_lineup("greedy,search:2s", lab=True)] == ["greedy", "search:2s"]
    with pytest.raises(SpecError, match="a time .* or a number of playouts"):
        make_player("search:fast", 1, lab=True)
    with pytest.raises(SpecError, match="'greedy' takes no option"):
        make_player("greedy:3", 1)


def test_the_search_without_its_time_cap_plays_the_same_game_from_the_same_seed():
    """The default's budgets that are not time (playouts, rollout decisions) are deterministic: only the
    processor-time cap, a safety net, could make two games differ (it is left out here)."""
    def moves(seed: int) -> tuple[list[str], int]:
        game = new_game(TREMITHOUSSIA, seed)
        a, b = sides(game)
        search = SearchPlayer(f"{seed}/{a}", iterations=12, work=40)
        players = {a: search, b: GreedyPlayer(f"{seed}/{b}")}
        return play_game(game, players, seed=seed, max_steps=90)[0].notations, search.searched

    first, searched = moves(6)
    assert searched > 0  # some decisions were searched, not only greedy's
    assert moves(6)[0] == first


def test_the_search_values_combat_decisions_by_exact_expectimax_and_plays_the_same_game_again():
    """Combat decisions go to the exact look-ahead (every face with its probability, no dice sampled): a whole
    game with only legal choices, and the same game again from the same seed."""
    def play(seed: int) -> tuple[list[str], SearchPlayer, str]:
        game = new_game(TREMITHOUSSIA, seed)
        a, b = sides(game)
        search = SearchPlayer(f"{seed}/{a}", iterations=2, horizon=2)
        game, result = play_game(game, {a: search, b: GreedyPlayer(f"{seed}/{b}")}, seed=seed)
        return game.notations, search, result.stop

    first, search, stop = play(5)
    assert stop == "game_over"
    assert search.exacts > 0 and search.exacts <= search.searched
    assert play(5)[0] == first


def eliminated(state, ids):
    return state.with_units([replace(state.unit(u), condition="eliminated") for u in ids])


def test_the_evaluation_reads_the_sudden_death_thresholds_from_the_scenario():
    assert Evaluator(new_game(TREMITHOUSSIA, 1).state).thresholds == {"crusaders": 14, "byzantines": 18}
    assert Evaluator(new_game(HAUTMESNIL, 1).state).thresholds == {"french": 35, "burgundians": 35}


def test_near_its_own_sudden_death_threshold_the_search_declines_a_trade_greedy_takes():
    """A choice between two positions of Tremithoussia, the crusaders 11 SP down of the 14 that lose them: a
    trade (their 3-SP sergeants for the byzantines' 4-SP guard) or no trade. Greedy's linear material takes
    the trade (an SP ahead); the search's evaluation sees that it leaves the crusaders one SP from sudden
    death and declines it. Far from the threshold, both take it."""
    state = new_game(TREMITHOUSSIA, 1).state
    trade = ["cru-ha-sergeants", "byz-ha-guard"]
    far_quiet, far_trade = state, eliminated(state, trade)
    near_quiet = eliminated(state, ["cru-ch-household", "cru-ch-anglonormans", "cru-ha-syrians"])  # 3 + 4 + 3 SP
    near_trade = eliminated(near_quiet, trade)
    assert losses_sp(near_trade)["crusaders"] == 13 and sudden_death(near_trade) is None
    greedy = GreedyPlayer(1).evaluator(state)
    search_player = SearchPlayer(1)
    search = search_player.greedy.evaluator(state)
    assert search_player.weights.threshold > 0  # the default search plays with the term

    def trades(ev: Evaluator, quiet, trade) -> bool:
        return ev.value(trade, "crusaders") > ev.value(quiet, "crusaders")

    assert trades(greedy, near_quiet, near_trade) and trades(greedy, far_quiet, far_trade)
    assert not trades(search, near_quiet, near_trade)
    assert trades(search, far_quiet, far_trade)
    # and the byzantines, the other side of the same positions, welcome it: the crusaders near their threshold
    assert search.value(near_trade, "byzantines") > search.value(near_quiet, "byzantines")


def test_the_movement_tactics_option_plays_legal_choices_and_the_same_game_again():
    def play(seed: int) -> tuple[list[str], SearchPlayer, str]:
        game = new_game(TREMITHOUSSIA, seed)
        a, b = sides(game)
        search = SearchPlayer(f"{seed}/{a}", iterations=2, horizon=2, tactics=True)
        game, result = play_game(game, {a: search, b: GreedyPlayer(f"{seed}/{b}")}, seed=seed, max_steps=120)
        return game.notations, search, result.stop

    first, search, stop = play(2)
    assert stop in ("max_steps", "game_over")
    assert search.searched > 0
    assert play(2)[0] == first


@pytest.mark.slow
@pytest.mark.parametrize("search_side", [0, 1])
def test_the_default_search_plays_whole_hautmesnil_games_with_legal_choices(search_side):
    game = new_game(HAUTMESNIL, 1001 + search_side)
    names = sides(game)
    players = {s: SearchPlayer(f"{1001 + search_side}/{s}") if i == search_side else GreedyPlayer(f"1/{s}")
               for i, s in enumerate(names)}
    game, result = play_game(game, players, seed=1001 + search_side)
    assert result.stop == "game_over", result.reason
