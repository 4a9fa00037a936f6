"""Greedy's transposition table keyed without the choices' hashes (issue #30, ninth round): a roll's entry is keyed
by the position and the faces, a combat choice's by the position and its index in the position's listing (the
look-ahead's and, for a combat decision it would play through, the ranked candidates'). A position reached from
the table must be the one `apply_ahead` reaches afresh from the choice that key names, so the same games follow
(tests/engine/golden_games.json)."""

from __future__ import annotations

from rules.engine import choices as C
from rules.games import greedy
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _named(state, part):
    """The choice a table key's second part names."""
    if isinstance(part, int):
        return state.legal_choices()[part]
    if isinstance(part, tuple):
        return C.Roll(part)
    return part


def _check_tables(monkeypatch, path: str, steps: int) -> dict:
    tally = {"entries": 0, "indexed": 0, "rolls": 0, "wrong": 0}
    seen: set[int] = set()
    rank = greedy.GreedyPlayer.rank

    def checked(self, state, choices, keep=None):
        got = rank(self, state, choices, keep)
        for (s, part), reached in list(self._next.items()):
            if id(reached) in seen:
                continue
            seen.add(id(reached))
            tally["entries"] += 1
            tally["indexed"] += isinstance(part, int)
            tally["rolls"] += isinstance(part, tuple)
            fresh = s.apply_ahead(_named(s, part))
            tally["wrong"] += fresh != reached
        return got

    monkeypatch.setattr(greedy.GreedyPlayer, "rank", checked)
    play_greedy(path, steps)
    return tally


def test_every_position_greedys_table_hands_back_is_the_one_its_key_names(monkeypatch):
    tally = _check_tables(monkeypatch, TREMITHOUSSIA, 60)
    assert tally["indexed"] > 300 and tally["rolls"] > 100, tally
    assert tally["wrong"] == 0, tally


def test_the_same_on_hautmesnil(monkeypatch):
    tally = _check_tables(monkeypatch, HAUTMESNIL, 40)
    assert tally["indexed"] > 60 and tally["rolls"] > 100, tally
    assert tally["wrong"] == 0, tally


def test_greedys_dice_records_are_shared():
    assert greedy._roll((4,)) is greedy._roll((4,)) == C.Roll((4,))
