"""A tiled map's registration ticks stop short of the margin lines (title, page label, hex size): they ran
through "turn 3", "page A1" and "hex 19 mm" (#26 screenshots)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules.export.pdfmap import MM, TEXT_HALF, MapPlan, margin_text, tick_lengths


@given(st.floats(min_value=4, max_value=30), st.floats(min_value=4, max_value=30))
def test_the_ticks_stay_out_of_the_margin_lines(margin_mm, side_mm):
    ax, ay = side_mm * MM, margin_mm * MM
    plan = MapPlan(19.0, 2000, 3000, 595, 842, (ax, ay, 595 - 2 * ax, 842 - 2 * ay), 2, 2)
    size, above, below = margin_text(plan)
    _side, down = tick_lengths(plan)
    ah = plan.area[3]
    assert ay - down > above + size * TEXT_HALF  # the top tick ends below the title line
    assert ay + ah + down < below - size * TEXT_HALF  # the bottom one above the hex-size line
    assert down > 0 or ay < 8 * MM  # and a tick is drawn where the margin has room for it
