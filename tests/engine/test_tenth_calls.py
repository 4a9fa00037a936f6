"""What the tenth round's calls step keeps equals a fresh computation (issue #30): `Battle.entry_hexes` keeps an
edge's hexes per edge on the battle (its map is fixed) instead of walking the whole map at each call. Checked over
the entries a greedy game's look-ahead asks for, and for every edge of every scenario's battle."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine.battle import Battle
from rules.scenario import model as m

from .demo_games import TREMITHOUSSIA, play_greedy
from .test_game_properties import SCENARIOS


def _fresh(b: Battle, entry: m.Entry) -> list:
    """The entry's hexes found afresh: its listed hexes on the map, or every hex of its edge, in the map's order."""
    if entry.hexes is not None:
        return [h for h in entry.hexes if h in b.index]
    g = b.grid
    out = []
    for h in b.hexes:
        col, row = g.to_offset(h)
        if ((entry.edge == "west" and col == g.first_column)
                or (entry.edge == "east" and col == g.first_column + g.columns - 1)
                or (entry.edge == "north" and row == g.first_row)
                or (entry.edge == "south" and row == g.first_row + g.rows - 1)):
            out.append(h)
    return out


def test_entry_hexes_equal_fresh_ones_over_a_greedy_look_ahead(monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    kept = Battle.entry_hexes

    def checked(b, entry):
        got = kept(b, entry)
        asked[entry.edge] += 1
        if got != _fresh(b, entry):
            wrong.append((entry, got))
        return got
    monkeypatch.setattr(Battle, "entry_hexes", checked)
    play_greedy(TREMITHOUSSIA, 300)
    assert not wrong, wrong[:3]
    assert len(asked) >= 2 and sum(asked.values()) > len(asked), asked  # two edges, some asked again (kept)


@pytest.mark.parametrize("name", SCENARIOS)
def test_every_edge_equals_a_fresh_walk(name):
    b = Battle(SCENARIOS[name])
    for _ in range(2):  # the second time from what was kept
        for edge in ("west", "east", "north", "south", None, "nowhere"):
            got = b.entry_hexes(m.Entry(edge=edge))
            assert got == _fresh(b, m.Entry(edge=edge)), edge
            got.clear()  # a caller's list: changing it changes nothing kept
    for r in b.scenario.reinforcements:
        assert b.entry_hexes(r.enter) == _fresh(b, r.enter)
