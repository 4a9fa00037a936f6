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
