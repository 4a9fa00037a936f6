"""#26 item 4 made the map's counters 84 % of the hex's flats wide; the VASSAL module's piece images are cut out
of a one-hex render (rules/export/vassal.py: counter_image), which still cuts a hex radius square (the old
counter's size), so the piece shows the middle of the new counter only. rules/export/ belongs to the export
work of #26 (another branch): this test marks the fault until that file takes `counters.UNIT_SIZE`."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.export.vassal import counter_image
from rules.map import counters as C
from rules.scenario.files import load_scenario

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.xfail(strict=True, reason="rules/export/vassal.py counter_image crops r x r, not r * UNIT_SIZE "
                                        "(another helper's file in #26; see the first-use-map report)")
def test_a_vassal_piece_is_the_whole_counter():
    s = load_scenario(ROOT / "scenarios" / "tremithoussia-demo.yaml").scenario
    pl = next(p for p in s.setup if p.unit is not None)
    side = next(sd for sd in s.sides if any(u.id == pl.unit for u in sd.units))
    im = counter_image(s, side, pl, 64.0, None)
    assert im.width >= round(32 * C.UNIT_SIZE)  # the counter, edge to edge
