"""Seeded games play exactly as they did before the engine was made faster (issue #30: a speed change, not a
new player). `golden_games.json` holds, per scenario, players and seed, the SHA-256 of the game's notation, its
move count, how it stopped and the final state's digest (`record.state_digest`), made by
`bench/golden_games.py --write` at the commit it names (`made_at`; the games added later: `recorded`). A game
too long to record whole is recorded capped: its first `cap` choices and the state they reach, replayed to the
same cap. The default run replays a few random games and a capped prefix (seconds); with BANNERET_GOLDEN_ALL=1
(and `-m slow`) every recorded game is replayed, greedy ones included (minutes each on a loaded machine;
`python bench/golden_games.py` does the same as a script and prints the times).
"""

from __future__ import annotations

import os

import pytest

from bench.golden_games import key, load_golden, play, replay

GOLDEN = load_golden()["games"]
QUICK = [("tremithoussia", "random", s) for s in (1, 2, 3)] + [("hautmesnil", "random", 1)]
ALL = [tuple(k.split("/")) for k in sorted(GOLDEN)]
SLOW = [(n, p, int(s)) for n, p, s in ALL if (n, p, int(s)) not in QUICK]


def test_the_golden_file_covers_both_players_and_the_three_maps():
    kinds = {(n, p) for n, p, _ in ALL}
    assert {("tremithoussia", "random"), ("hautmesnil", "random"), ("big60", "random")} <= kinds
    assert {("tremithoussia", "greedy"), ("hautmesnil", "greedy"), ("big60", "greedy")} <= kinds
    for scenario in ("hautmesnil", "big60"):
        assert {int(s) for n, p, s in ALL if (n, p) == (scenario, "greedy")} == set(range(1, 11))
    for g in GOLDEN.values():  # a whole game, or a prefix cut at its cap
        assert g["stop"] == "game_over" and "cap" not in g or g["stop"] == "max_steps" and g["moves"] == g["cap"]


@pytest.mark.parametrize(("name", "kind", "seed"), QUICK)
def test_a_seeded_game_plays_as_before(name, kind, seed):
    assert play(name, kind, seed) == GOLDEN[key(name, kind, seed)]


def test_a_capped_game_is_its_first_choices_and_a_recordings_checkpoints_are_the_same_prefixes():
    seen: list[dict] = []
    capped = play("tremithoussia", "random", 1, 120, seen.append, 50)
    assert capped["stop"] == "max_steps" and capped["cap"] == capped["moves"] == 120
    assert replay("tremithoussia", "random", 1, capped) == capped
    assert capped != play("tremithoussia", "random", 1, 121) != GOLDEN[key("tremithoussia", "random", 1)]
    assert [c["moves"] for c in seen] == [50, 100]  # the first player's decision at or after each 50 choices
    for c in seen:
        assert replay("tremithoussia", "random", 1, c) == c


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("BANNERET_GOLDEN_ALL"), reason="every golden game: BANNERET_GOLDEN_ALL=1")
@pytest.mark.parametrize(("name", "kind", "seed"), SLOW)
def test_every_recorded_game_plays_as_before(name, kind, seed):
    want = GOLDEN[key(name, kind, seed)]
    assert replay(name, kind, seed, want) == want
