"""Benchmark the referee desk's overlays following a dragged unit (issue 29: under 16 ms a frame).

    QT_QPA_PLATFORM=offscreen python bench/bench_bbg_overlays.py [--frames 120] [--runs 3]

Two tables open in the BBG window at 1366 × 768 with every overlay on (ZOC and field of view, range bands
with elevation, protected flanks, command radius) and a ruler between two units:
- the demo table (scenarios/bbg/meadow-of-kohalom.yaml): the archers (bow, three bands over two levels) and
  the second phalanx (flanks, the general's and corps leader's 4 M) selected; the archers are dragged;
- the generated table of bench_bbg_canvas (40 units of 24 figures, 30 terrain areas): one unit selected, its
  flanks checked against its 19 friends; it is dragged.
A frame moves the dragged unit by 0.15 M and turns it by 1° (as a drag or a turn through its handle does),
lets the desk redraw from the core (`MeasureDesk.follow`) and repaints the view synchronously. Wall clock and
the UI thread's CPU time per frame, min / median / max over all runs; the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_bbg_canvas import make_table  # noqa: E402
from bench.bench_editor import machine  # noqa: E402
from bench.frame_timing import Frames, load_average  # noqa: E402

DEMO = ROOT / "scenarios" / "bbg" / "meadow-of-kohalom.yaml"


def frames_on(path: Path, selected: list[str], dragged: str, ruler: tuple[str, str], frames: int, times: Frames,
              folder: Path) -> None:
    from PySide6.QtCore import QPointF, QSettings
    from PySide6.QtWidgets import QApplication

    from editor.table.document import BbgDocument
    from editor.table.window import TableWindow

    app = QApplication.instance() or QApplication([])
    w = TableWindow(BbgDocument.open(path), QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    w.resize(1366, 768)
    w.show()
    for _ in range(5):
        app.processEvents()
    w.canvas.fit()
    desk = w.measure.desk
    for box in w.measure.boxes.values():
        box.setChecked(True)
    desk.set_tool("ruler")
    for uid in ruler:
        desk.pick_unit(uid)
    desk.finish()
    for uid in selected:
        w.canvas.units[uid].setSelected(True)
    app.processEvents()
    item = w.canvas.units[dragged]
    vp = w.canvas.viewport()

    def drag(step: float) -> None:
        item.setPos(item.pos() + QPointF(step, 0))
        item.setRotation(item.rotation() + (1 if step > 0 else -1))
        assert desk.follow()
        vp.repaint()

    for i in range(frames):
        times.time(lambda i=i: drag(0.15 if (i // 30) % 2 == 0 else -0.15))
    print(f"  {path.name}: {len(desk.overlays)} overlay shapes drawn for {len(selected)} selected units")
    w.doc.undo.setClean()
    w.close()
    w.deleteLater()
    app.processEvents()


def run(frames: int, runs: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bbg-bench-"))
    big = make_table(folder)
    print(machine())
    print(load_average("before"))
    results = {"demo": Frames(), "generated": Frames()}
    for _ in range(runs):
        frames_on(DEMO, ["archers-1", "hoplites-2"], "archers-1", ("hoplites-1", "archers-1"), frames,
                  results["demo"], folder)
        frames_on(big, ["south-3"], "south-3", ("south-3", "north-3"), frames, results["generated"], folder)
    for table, times in results.items():
        for line in times.lines(f"{table:9s} drag frame", width=26):
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
