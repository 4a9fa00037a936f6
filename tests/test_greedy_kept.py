"""Greedy's kept values (issue #30, eighth round): `GreedyPlayer._value` keys its table by the hash of what a value
reads (kept in the position's memo) and compares what it reads on a hit, so a value it hands back is the position's
own, never another position's that shares the hash; the same games depend on it (tests/engine/golden_games.json)."""

from __future__ import annotations

import struct

from rules.games.evaluate import Evaluator
from rules.games.greedy import GreedyPlayer
from tests.engine.demo_games import TREMITHOUSSIA, new_game


def bits(x: float) -> bytes:
    return struct.pack("<d", x)


class CheckedGreedy(GreedyPlayer):
    """A greedy player whose every value, from its table or made, is compared with the plain value of the position
    on an evaluator of its own."""

    def __init__(self, seed: str, tally: dict, plain: dict) -> None:
        super().__init__(seed)
        self.tally, self.plain = tally, plain

    def _value(self, ev, state, side):
        before = len(self._values)
        got = super()._value(ev, state, side)
        self.tally["values"] += 1
        self.tally["from the table"] += len(self._values) == before and before > 0
        plain = self.plain.get(side)
        if plain is None:
            plain = self.plain[side] = Evaluator(state)
        self.tally["wrong"] += bits(got) != bits(plain.plain_value(state, side))
        return got


def test_every_value_greedys_table_hands_back_is_the_positions_plain_value():
    from rules.games.players import play_game

    tally = {"values": 0, "from the table": 0, "wrong": 0}
    game = new_game(TREMITHOUSSIA, 1)
    players = {s.id: CheckedGreedy(f"1/{s.id}", tally, {}) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=150)
    assert tally["values"] > 1000 and tally["from the table"] > 200, tally
    assert tally["wrong"] == 0


def test_a_position_whose_value_key_shares_another_ones_hash_gets_its_own_value():
    game = new_game(TREMITHOUSSIA, 1)
    first = game.state
    side = first.pending().side or first.battle.side_ids[0]
    was = Evaluator(first).value(first, side)
    # a position of another value: the first legal choice played until the value changed
    other, want = first, was
    for _ in range(300):
        other = other.apply(other.legal_choices()[0])[0]
        want = Evaluator(other).value(other, side)
        if bits(want) != bits(was):
            break
    assert bits(want) != bits(was)
    player = GreedyPlayer("1/x")
    ev = player.evaluator(first)
    player._value(ev, first, side)
    # `other`'s key forged to carry `first`'s hash: the table must compare what the value reads, not the hash alone
    h = first._memo["greedy_value_key"][0]
    other._memo["greedy_value_key"] = (h, (other.units, other.leaders, other.sides, other.over))
    assert bits(player._value(ev, other, side)) == bits(want)
    assert bits(player._value(ev, first, side)) == bits(was)
