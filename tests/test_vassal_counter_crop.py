"""#26 item 4 made the map's counters 84 % of the hex's flats wide; the VASSAL module's piece images are cut out
of a one-hex render (rules/export/pieces.py: counter_image), which must cut the whole counter at its new size
(`counters.UNIT_SIZE`), not the old hex-radius square that showed only its middle."""

from __future__ import annotations

from pathlib import Path

from rules.export.vassal import counter_image
from rules.map import counters as C
from rules.scenario.files import load_scenario

ROOT = Path(__file__).resolve().parent.parent


def test_a_vassal_piece_is_the_whole_counter():
    s = load_scenario(ROOT / "scenarios" / "tremithoussia-demo.yaml").scenario
    pl = next(p for p in s.setup if p.unit is not None)
    side = next(sd for sd in s.sides if any(u.id == pl.unit for u in sd.units))
    im = counter_image(s, side, pl, 64.0, None)
    assert im.width >= round(32 * C.UNIT_SIZE)  # the counter, edge to edge
