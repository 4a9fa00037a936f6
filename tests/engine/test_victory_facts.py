"""The score's dating walk reads one fact at a time (`victory._holds`, issue 14): for every state of played
games, each key answers as the full list of facts (`victory._facts`) does, for the facts that hold in some
state of the game and for those that never do."""

from __future__ import annotations

import pytest

from rules.engine import victory
from rules.games.players import play_game
from rules.games.record import Game
from tests.engine.test_game_properties import SCENARIOS


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_one_fact_at_a_time_equals_every_fact(name):
    scenario = SCENARIOS[name]
    game, _ = play_game(Game(scenario), seed=4, max_steps=700)
    hexes = {h for r in scenario.victory.points if r.event == "hex_held_at_end" for h in r.hexes or []}
    states = [s for s, _ in game.history()] + [game.state]
    facts = [victory._facts(s, hexes) for s in states[::3]]
    keys = set().union(*facts)
    some = next(iter(hexes), None)
    keys |= {("eliminated", "nobody"), ("leader", "nobody", "active"), ("casualty", "x", 0), ("exit", "u"),
             ("held", some, "nobody")}
    keys |= {(k[0], k[1], "killed") for k in list(keys) if k[0] == "leader"}
    keys |= {("casualty", k[1], 5) for k in list(keys) if k[0] == "leader"}
    assert len(keys) > 20
    changed = 0
    for s, got in zip(states[::3], facts, strict=True):
        for k in keys:
            holds = victory._holds(s, k, hexes)
            assert (k in got) == (holds if holds is not None else k in got), (k, s.turn)
            changed += holds is not None and holds
    assert changed > 0
