"""Benchmark the BBG table canvas: pan and zoom frames with 40 units of 24 figures and 30 terrain polygons
(issue 29: every frame under 16 ms, 60 Hz).

    QT_QPA_PLATFORM=offscreen python bench/bench_bbg_canvas.py [--frames 120] [--runs 3]

A generated table (72 × 48 M, two sides of 20 units, each 8 files × 3 ranks with an officer, a musician and
a standard bearer; 30 terrain areas of 5–8 corners, some with levels and slopes) opens in the BBG window at
1366 × 768. A pan frame scrolls the view by 12 px and repaints it; a zoom frame scales by 1.05 about the
centre and repaints; the zoom runs in and out from fit to 12× and back. Each repaint is synchronous
(`viewport().repaint()`), so the time is what the frame costs the UI thread. Two clocks per frame: the wall
clock (what the user sees, which includes time the system gave other processes) and the UI thread's CPU
time (`time.thread_time`: the frame's own cost, which the offscreen platform paints on that thread). On a
loaded machine the two differ; the load average is printed before and after. Figures: min / median / max
per frame over all runs.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_editor import machine  # noqa: E402
from bench.frame_timing import Frames, load_average  # noqa: E402
from rules.bbg import model as m  # noqa: E402
from rules.bbg.files import save_bbg  # noqa: E402


def make_table(folder: Path, units_per_side: int = 20, terrain: int = 30, seed: int = 29) -> Path:
    """A scenario and its two army lists in `folder`; returns the scenario's path."""
    rnd = random.Random(seed)
    for side in ("north", "south"):
        army = m.ArmyList(side, side.title(), troop_types={"foot": m.TroopType(
            "foot", troop_class="heavy_inf", armour="half_body", values=m.FigureValues(10, 5), morale=8,
            base_cm=(2.0, 2.0))}, cards=[m.UnitCard("foot", "foot", files=8, ranks=3, roles={"O": 1, "M": 1, "Z": 1})])
        save_bbg(army, folder / f"{side}.yaml")
    areas = []
    types = ("forest", "orchard", "plateau", "uphill", "swamp", "soaked_ground")
    for i in range(terrain):
        cx, cy, r = rnd.uniform(6, 66), rnd.uniform(6, 42), rnd.uniform(1.5, 3.5)
        n = rnd.randint(5, 8)
        pts = tuple((round(cx + r * math.cos(2 * math.pi * k / n), 2), round(cy + r * math.sin(2 * math.pi * k / n), 2))
                    for k in range(n))
        kind = types[i % len(types)]
        areas.append(m.Terrain(f"t-{i}", kind, polygon=pts, level=1 if kind == "plateau" else None,
                               up_bearing=90.0 if kind == "uphill" else None))
    sides = []
    for s, (side, y, heading) in enumerate((("north", 40.0, 180.0), ("south", 8.0, 0.0))):
        units = [m.Unit(f"{side}-{k}", side, m.Pose(4 + (k % 10) * 7, y - (k // 10) * 4 * (1 if s else -1), heading),
                        card="foot", ranks=("OMZSSSSS", "SSSSSSSS", "SSSSSSSS")) for k in range(units_per_side)]
        sides.append(m.Side(side, army=f"{side}.yaml", units=units))
    scenario = m.Scenario("Benchmark table", m.Table(72, 48, 2.5), rounds=8, victory="none", terrain=areas,
                          sides=sides)
    path = folder / "table.yaml"
    save_bbg(scenario, path)
    return path


def frames_on(path: Path, folder: Path, frames: int, pan: Frames, zoom: Frames) -> str:
    """One run: the table opened in its window, `frames` pan frames at twice fit, then `frames` zoom frames from
    fit in and back; returns what the table holds."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from editor.table.document import BbgDocument
    from editor.table.window import TableWindow

    app = QApplication.instance() or QApplication([])
    doc = BbgDocument.open(path)
    sc = doc.scenario
    held = (f"table: {len(sc.units())} units, {sum(u.figure_count() for u in sc.units())} figures, "
            f"{len(sc.terrain)} terrain areas; window 1366 × 768")
    w = TableWindow(doc, QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    w.resize(1366, 768)
    w.show()
    for _ in range(5):
        app.processEvents()
    c = w.canvas
    c.fit()
    c.zoom_by(2.0)
    app.processEvents()
    vp = c.viewport()
    bar = c.horizontalScrollBar()

    def pan_by(px: int) -> None:
        bar.setValue(bar.value() + px)
        vp.repaint()

    def zoom_by(factor: float) -> None:
        c.zoom_by(factor)
        vp.repaint()

    for i in range(frames):
        pan.time(lambda i=i: pan_by(12 if (i // 40) % 2 == 0 else -12))
    c.fit()
    app.processEvents()
    steps = max(1, frames // 2)
    for i in range(2 * steps):
        zoom.time(lambda i=i: zoom_by(1.05 if i < steps else 1 / 1.05))
    w.doc.undo.setClean()
    w.close()
    w.deleteLater()
    app.processEvents()
    return held


def run(frames: int, runs: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bbg-bench-"))
    path = make_table(folder)
    pan, zoom = Frames(), Frames()
    print(machine())
    print(load_average("before"))
    for _ in range(runs):
        held = frames_on(path, folder, frames, pan, zoom)
    print(held)
    for line in pan.lines("pan frame") + zoom.lines("zoom frame"):
        print(line)
    print(load_average("after"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=120)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    run(args.frames, args.runs)


if __name__ == "__main__":
    main()
