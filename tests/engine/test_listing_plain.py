"""A D.1 / D.5 listing without 'under' choices made straight from its ends' codes (issue #30, eighth round:
`activation._Listing._plain`, no (hex, facing, which) entry made and kept for each end) is the listing made through
those entries (`_order`), over every unit's listing of a greedy game's movement decisions: the same moves in the
same order, equal and of the same kinds, its codes (what a patched answer's listing is spliced from, ninth round's
second wave) the ends' codes in order, and each indexed alone (`__getitem__`, what a random player takes) the same. A listing in another order would change the seeded
games (tests/engine/golden_games.json)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import activation

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 120)])
def test_a_plain_listing_is_the_listing_made_through_its_entries(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    real = activation._Listing.choices

    def choices(self):
        fresh = self._all is None and self._flat is None and not self.under
        got = real(self)
        if fresh:
            if self._flat is not None:  # the point: no entry an end made and kept
                wrong.append(("entries made", self.ids))
            asked["plain"] += 1
            asked["moves"] += len(got)
            twin = activation._Listing(self.found, self.ids, self.change, self.enter, self.under, self.moves_only, {})
            indexed = [twin[i] for i in range(len(twin))]  # through the (hex, facing, which) entries
            want = real(twin)
            if (got != want or indexed != want or [type(c) for c in got] != [type(c) for c in want]
                    or len(got) != len(self) or self.codes != twin._codes()):
                wrong.append((self.ids, got[:3], want[:3]))
        return got

    monkeypatch.setattr(activation._Listing, "choices", choices)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert asked["plain"] >= 30 and asked["moves"] >= 1000, asked
