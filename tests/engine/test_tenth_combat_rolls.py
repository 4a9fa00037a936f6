"""The tenth round's roll answers (issue #30) equal the rules' fresh ones over greedy's real look-aheads: a mêlée
roll's faces applied from one position share what that position gives every face (its resolution, the states of
the units the roll reads) and the units tuple of an earlier face that changed the same counters to the same
records (`MeleeTask._roll`, kept in the position's memo), and each face's position and events are those of the
roll made on a copy of the position with nothing kept on it (10.4–10.6, 11.2)."""

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
def test_a_melee_rolls_faces_equal_rolls_made_afresh(monkeypatch, name, choices):
    checked = {"roll": 0, "again": 0, "shared": 0}
    mismatches: list[str] = []  # gathered: an exception inside the engine would only end the game
    rolled = combat.MeleeTask._roll

    def roll(task, state, die):
        at = state._memo.get(("melee_roll", task))
        before = {id(units) for units in at[2].values()} if at is not None else set()
        got = rolled(task, state, die)
        fresh = rolled(task, replace(state), die)  # a copy of the position: nothing kept on it
        if got[0] != fresh[0] or got[1] != fresh[1]:
            mismatches.append(f"roll {task} {die}")
        checked["roll"] += 1
        checked["again"] += at is not None
        checked["shared"] += id(got[0].units) in before
        return got

    monkeypatch.setattr(combat.MeleeTask, "_roll", roll)
    _play(name, choices)
    assert not mismatches, mismatches[:5]
    assert checked["roll"] > 1000 and checked["again"] > 600 and checked["shared"] > 300, checked
