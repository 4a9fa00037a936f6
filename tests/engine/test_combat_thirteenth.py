"""The thirteenth round's kept combat answers (issue #30) equal the rules' fresh ones over greedy's real
look-aheads: the marked counters kept by their units tuple's id (`combat._flagged_indices`) are those a scan of
the units finds (10.2-10.5's markers)."""

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


def _marked(us) -> bool:
    return bool(us.charging or us.charged or us.melee or us.declared)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_marked_counters_equal_a_scan(monkeypatch, name, choices):
    """Every position's marked counters (`_flagged`), and the indices `_flagged_indices` gives for its units
    (asked on Tremithoussia too, whose 19 counters `_flagged` scans itself), equal a scan of a copy's units."""
    tally = {"asked": 0, "kept": 0}
    wrong: list[str] = []  # gathered: an assertion inside the engine would only end the game
    flagged = combat._flagged

    def checked(state):
        units = state.units
        hit = combat._flagged_cache.recent.get(id(units))  # before the ask: a tuple's indices kept
        tally["asked"] += 1
        tally["kept"] += hit is not None and hit[1] is units and "d4_flagged" not in state._memo
        got = flagged(state)
        idx = combat._flagged_indices(state.battle, units)
        fresh_units = replace(state).units
        fresh_idx = tuple(i for i, us in enumerate(fresh_units) if _marked(us))
        if idx != fresh_idx:
            wrong.append(f"indices {idx} != {fresh_idx}")
        fresh = [us for us in fresh_units if _marked(us)]
        if got != fresh:
            wrong.append(f"{[us.id for us in got]} != {[us.id for us in fresh]}")
        return got

    monkeypatch.setattr(combat, "_flagged", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 500 and tally["kept"] > 50, tally
