"""The tenth round's kept answers of results (issue #30) equal the rules' fresh ones over greedy's real
look-aheads. A key that leaves out something the rules read would hand one position another's answer, and the
seeded games would change (tests/engine/golden_games.json)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine.frozen import replace
from rules.engine.results import Effects

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def fresh(state):
    """The same position without its memo (a new record: the answers kept on it are not copied)."""
    return replace(state)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 200), (HAUTMESNIL, 120)])
def test_owed_options_from_the_last_answer_equal_fresh_ones(path, steps, monkeypatch):
    """An owed move's options handed back from the last answer for the same movers' states (every counter that
    differs outside their reach, or inside with the fields the key reads unchanged) are the options computed
    afresh for that position; most asks are answered so."""
    asked: Counter = Counter()
    wrong: list = []
    kept_options = Effects._kept_owed_options
    in_reach = Effects._owed_in_reach
    keyed: list[bool] = []

    def by_key(self, state):
        keyed.append(True)
        return in_reach(self, state)

    def owed_options(self, state):
        keyed.clear()
        got = kept_options(self, state)
        how = "by key" if keyed else "from the last answer"
        asked[how] += 1
        want = tuple(self._owed_options(fresh(state)))
        if got != want:
            wrong.append((how, state.turn, state.phase, self.groups[0][0], got, want))
        return got

    monkeypatch.setattr(Effects, "_owed_in_reach", by_key)
    monkeypatch.setattr(Effects, "_kept_owed_options", owed_options)
    play_greedy(path, steps)
    print(asked)
    assert not wrong, wrong[:3]
    assert asked["from the last answer"] > 150 and asked["by key"] > 100, asked
