"""Player specs in words: every command takes the same names (rules/games/lineup.py)."""

import pytest

from rules.games.lineup import SpecError, make_player, parse_lineup
from rules.games.players import RandomPlayer


def test_one_name_serves_every_side_and_a_list_names_one_per_side():
    assert [str(s) for s in parse_lineup("random")] == ["random", "random"]
    assert [s.kind for s in parse_lineup("random, random")] == ["random", "random"]


def test_unknown_players_and_wrong_counts_are_explained():
    with pytest.raises(SpecError, match="unknown player 'grandmaster'; players: .*random"):
        parse_lineup("grandmaster")
    with pytest.raises(SpecError, match="one per side \\(2\\)"):
        parse_lineup("random,random,random")


def test_a_spec_makes_a_seeded_player():
    p = make_player("random", 7)
    assert isinstance(p, RandomPlayer) and p.seed == 7


# issue 30, part 3: the search player was no stronger than greedy (+0.1 ± 2.6 VP a game over 64 paired games,
# docs/performance.md), so it is a lab player: the commands refuse it, naming greedy the strongest


@pytest.mark.parametrize("spec", ["search", "search:2s", "greedy,search:500"])
def test_the_search_is_refused_outside_the_lab_with_greedy_named_the_strongest(spec):
    with pytest.raises(SpecError, match=r"'search' is a lab player.*\+0\.1 ± 2\.6 VP.*greedy is the strongest"):
        parse_lineup(spec)
    with pytest.raises(SpecError, match="greedy is the strongest"):
        make_player(spec.split(",")[-1], 1)


def test_the_players_named_to_the_user_are_random_and_greedy():
    from rules.games.lineup import PLAYER_KINDS

    assert sorted(PLAYER_KINDS) == ["greedy", "random"]
    with pytest.raises(SpecError, match=r"players: greedy, random$"):
        parse_lineup("grandmaster")


def test_the_lab_still_makes_the_search_player():
    from rules.games.search import SearchPlayer

    assert [str(s) for s in parse_lineup("greedy,search:2s", lab=True)] == ["greedy", "search:2s"]
    p = make_player("search:500", 1, lab=True)
    assert isinstance(p, SearchPlayer) and p.iterations == 500


@pytest.mark.parametrize("command", [["play", "--seed", "1"], ["selfplay", "--games", "1"], ["balance", "--games", "1",
                                                                                              "--no-progress"]])
def test_the_commands_refuse_the_search_saying_greedy_is_the_strongest(command, capsys):
    from rules.cli.main import main
    from rules.paths import scenarios_dir

    demo = str(scenarios_dir() / "tremithoussia-demo.yaml")
    code = main([command[0], demo, *command[1:], "--players", "greedy,search:2s"])
    err = capsys.readouterr().err
    assert code == 1  # as for an unknown player
    assert "--players: 'search' is a lab player" in err and "greedy is the strongest program player" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", ["play", "selfplay", "balance"])
def test_the_help_says_greedy_is_the_strongest_and_offers_no_search(command, capsys):
    from rules.cli.main import main

    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "greedy is the strongest" in out or "greedy, the strongest" in out
    assert "search:" not in out and "search[" not in out
