"""Greedy's transposition tables are emptied before a decision's look-ahead once they are nearly full (issue #30,
ninth round): freeing thousands of positions inside the look-ahead made the worst decisions slower; which entries
a table holds changes no choice."""

from __future__ import annotations

import rules.games.greedy as greedy
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from tests.engine.demo_games import TREMITHOUSSIA, new_game


def _decision():
    """Tremithoussia seed 1 at its first decision of two or more choices that is not a roll."""
    game = new_game(TREMITHOUSSIA, 1)
    state = game.state
    while True:
        choices = state.legal_choices()
        if len(choices) > 1 and state.pending().kind != "roll":
            return state, choices
        game.push(choices[0])
        state = game.state


def _filled(state, n: int) -> GreedyPlayer:
    player = GreedyPlayer("1/x")
    player.evaluator(state)  # its battle's: a new battle empties the tables anyway
    player._next.clear()  # the battle's table, shared with the players before it in this thread: this one's alone
    player._next.update({("old", i): None for i in range(n)})
    player._values.update({("old", i): None for i in range(n)})
    return player


def test_a_nearly_full_table_is_emptied_before_the_look_ahead():
    state, choices = _decision()
    full = _filled(state, greedy.MEMO_ROOM)
    full.rank(state, choices)
    assert not any(k[0] == "old" for k in full._next) and not any(k[0] == "old" for k in full._values)
    roomy = _filled(state, greedy.MEMO_ROOM - 1)
    roomy.rank(state, choices)
    assert sum(k[0] == "old" for k in roomy._next) == greedy.MEMO_ROOM - 1


def test_the_tables_size_changes_no_choice(monkeypatch):
    def notation(room: int) -> list[str]:
        monkeypatch.setattr(greedy, "MEMO_ROOM", room)
        game = new_game(TREMITHOUSSIA, 1)
        play_game(game, {s.id: GreedyPlayer(f"1/{s.id}") for s in game.scenario.sides}, seed=1, max_steps=60)
        return list(game.notations)

    assert notation(64) == notation(greedy.MEMO_SIZE)
