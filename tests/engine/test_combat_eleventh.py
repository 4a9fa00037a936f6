"""The eleventh round's advance answers (issue #30) equal the rules' fresh ones over greedy's real look-aheads: a
mêlée's advance options kept per battle (`MeleeTask._find_advance_options`) are those listed afresh on a copy of
the position (10.8, 10.9)."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import combat
from rules.engine.frozen import replace
from rules.games.lineup import make_player
from rules.games.players import play_game
from rules.games.record import Game


def _play(name: str, choices: int) -> None:
    scen = scenario(name)
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_advance_listings_equal_listings_made_afresh(monkeypatch, name, choices):
    tally = {"asked": 0, "kept": 0}
    wrong: list[str] = []  # gathered: an assertion inside the engine would only end the game
    find, listed = combat.MeleeTask._find_advance_options, combat.MeleeTask._list_advance_options
    made = {"n": 0}

    def counted(task, state):
        made["n"] += 1
        return listed(task, state)

    def checked(task, state):
        before = made["n"]
        got = find(task, state)
        tally["asked"] += 1
        tally["kept"] += made["n"] == before
        fresh = listed(task, replace(state))  # a copy of the position: nothing kept on it
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    monkeypatch.setattr(combat.MeleeTask, "_list_advance_options", counted)
    monkeypatch.setattr(combat.MeleeTask, "_find_advance_options", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 300 and tally["kept"] > 100, tally
