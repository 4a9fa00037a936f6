"""The play overlay's marks leave the counters readable: a target's ring and ticks stay outside the unit counter,
a reachable hex's MP badge beside it."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from editor.hexmap.play.overlay import TARGET_PEN, target_mark
from rules.map.counters import UNIT_SIZE


@given(st.floats(min_value=5, max_value=200))
def test_the_target_mark_is_drawn_round_the_counter_not_over_it(r):
    half = r * UNIT_SIZE / 2  # the counter: a square of this half side on the hex centre
    radius, ticks = target_mark(r)
    assert radius - r * TARGET_PEN / 2 > half * math.sqrt(2)  # the ring's inner edge clears the corners
    for x0, y0, x1, y1 in ticks:
        for x, y in ((x0, y0), (x1, y1)):  # a tick's both ends (and so the whole straight tick) are outside
            assert max(abs(x), abs(y)) - r * TARGET_PEN / 2 > half
