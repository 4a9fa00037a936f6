"""The picture of docs/editor.md's hexside proposals at 1366 x 768: the editor on a generated scan
(bench/scan_maps.py) with two streams and two road links drawn by hand, the map read, the hexside
proposals drawn over it and the Read terrain dialog's Hexsides list beside it, one proposal current.

    python tools/scan_hexsides_screenshot.py      # writes docs/img/scan-hexsides.png (offscreen)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from bench.bench_scan_hexsides import pick_examples
    from bench.scan_maps import generate, pick_samples, write
    from tools.scan_screenshot import open_on_scan, shot

    sm = generate("modern", 8, 16, 12, 80.0, quality=75)
    folder = Path(tempfile.mkdtemp())
    write(sm, str(folder))
    grid = sm.truth.grid
    ex = pick_examples(sm, seed=8)
    streams = ", ".join(f'"{grid.label(s.a)}/{grid.label(s.b)}"' for s in ex["stream"])
    roads = ", ".join(f'["{grid.label(s.a)}", "{grid.label(s.b)}"]' for s in ex["road"])
    scen = folder / "map.yaml"
    scen.write_text(scen.read_text(encoding="utf-8").replace(
        "  background:", f"  hexsides: {{stream: [{streams}]}}\n  routes: {{road: [{roads}]}}\n  background:"),
        encoding="utf-8")
    w, dlg = open_on_scan(app, scen)
    for h, (t, lv) in pick_samples(sm, seed=8).items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    dlg.queue.setCurrentRow(-1)
    calls = dlg.sides.reading.calls
    dlg.sides.list.setCurrentRow(next(i for i, c in enumerate(calls) if c.feature == "stream"))
    w.view.zoom_actual()
    w.view.center_on_hex(dlg.sides.current().side.a)
    shot(app, w, dlg, "scan-hexsides.png")


if __name__ == "__main__":
    main()
