"""What the state layer keeps or does faster in the seventh round (issue #30) equals a fresh computation: a unit
state's `on_map` and `routed`, kept in its dictionary beside the fields, are what the fields say. Checked over the
positions a greedy game's look-ahead meets, and on small cases that fail without the change."""

from __future__ import annotations

import dataclasses
import pickle
from collections import Counter

import pytest

from rules.engine import game
from rules.engine.frozen import replace
from rules.engine.state import UnitState
from rules.geometry.hexgrid import Hex

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _wrong_unit(us: UnitState) -> bool:
    return (us.on_map != (us.hex is not None and us.condition != "eliminated")
            or us.routed != (us.condition == "routed"))


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 80)])
def test_kept_answers_equal_fresh_ones_over_a_greedy_look_ahead(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    ahead = game.apply_ahead

    def reached(pos, choice):
        end = ahead(pos, choice)
        for us in end.units:
            asked["units"] += 1
            if _wrong_unit(us):
                wrong.append(("unit", us))
        return end

    monkeypatch.setattr(game, "apply_ahead", reached)  # `GameState.apply_ahead` calls it
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["units"] > 20_000, asked


def test_a_unit_state_keeps_on_map_and_routed_beside_its_fields():
    us = UnitState("a", Hex(0, 0), 0)
    assert us.__dict__["on_map"] is True and us.__dict__["routed"] is False
    for change in ({"condition": "routed"}, {"hex": None}, {"condition": "eliminated"}, {"facing": 3}):
        new = replace(us, **change)
        assert not _wrong_unit(new) and new.__dict__ == dataclasses.replace(us, **change).__dict__, change
    routed = replace(us, condition="routed")
    assert routed.on_map and routed.routed and not replace(routed, hex=None).on_map
    back = pickle.loads(pickle.dumps(routed))
    assert back == routed and back.routed and back.on_map
    with pytest.raises(TypeError):
        replace(us, on_map=False)  # not a field
    assert us == UnitState("a", Hex(0, 0), 0) and hash(us) == hash(UnitState("a", Hex(0, 0), 0))
    assert repr(us) == repr(UnitState("a", Hex(0, 0), 0)) and "on_map" not in repr(us)
