"""Benchmark the editor offscreen on generated maps: open, repaint, brush stroke, zoom; and play mode's
decision panel.

    QT_QPA_PLATFORM=offscreen taskset -c 0 python bench/bench_editor.py [--sizes 100x100:400,200x200:800]
        [--runs 3] [--modes tiles,direct] [--play N | --play 0] [--work 200x200:800]

For each map: the time from reading the file to the window shown and painted; a full repaint of the view
(1400 × 900 window) at fit zoom (the first builds the overview image, the second reuses it) and at 100 %
(the first draws the tiles of that zoom, the next five paste them: their median is reported);
a 50-hex brush stroke with the view repainted after each hex (the per-hex time is what a designer waits
for between two hexes), then its undo (one step); and zooming from 100 % out to the whole map and back in
twelve steps, each step repainted (the slowest frame is reported), then the time to finish the tiles the
last frame of the gesture left to later; then File → Open of the same file in that window, as the user does
it (with its progress dialog where the editor has one), until the map is painted at fit.

Play mode (`--play N`, default 7; `--sizes none` for it alone): the demo battle at Richard's activation, D.1
(835 legal choices), the decision panel updated N times a run as at each new decision (its choices listed,
grouped and, lazily, worded: what the UI thread does before the user sees the list), then the time until the
idle wording of the rest is done (the event loop running), and opening the biggest counter's group with its
kinds (its choices worded) and repainting the list.

Long work (`--work COLUMNSxROWS:UNITS`): what a designer may wait for on such a map besides opening it,
timed through the functions the editor calls (no dialogs): saving (round trip), the live check
(`checkjob.check_text`, as the checker process runs it), the PNG export at 64 px, the Tiled and VASSAL
exports, the map and counter PDFs; the editor shows progress for those over ~0.5 s (docs/editor.md).

Each mode (`tiles`: the map item's tile cache, `direct`: every repaint draws the hexes, as before the
cache) runs `--runs` times, the modes interleaved so they see the same machine load; every figure is
printed as min / median / max over the runs, with the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.make_big_map import make_big_scenario  # noqa: E402
from rules.scenario.files import save_scenario  # noqa: E402


def machine() -> str:
    import PySide6

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} CPUs, Python {platform.python_version()}, PySide6 {PySide6.__version__}, "
            f"{platform.system()} {platform.release()}, QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM')}")


def bench_map(path: Path, columns: int, rows: int, app, tiles: bool) -> dict[str, float]:
    from PySide6.QtCore import QSettings

    from editor.commands import new_stroke
    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        doc = Document.open(path)
        out["load file"] = time.perf_counter() - t0
        w = MainWindow(doc, QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        w.view.map_item.tiles_enabled = tiles
        w.resize(1400, 900)
        w.show()
        w.view.fit()
        app.processEvents()
        w.view.viewport().repaint()
        out["open → window shown and painted"] = time.perf_counter() - t0
        vp = w.view.viewport()

        def repaint() -> float:
            t = time.perf_counter()
            vp.repaint()
            return time.perf_counter() - t

        w.view.map_item.refresh()
        out["repaint at fit, building the overview"] = repaint()
        out["repaint at fit (overview cached)"] = statistics.median(repaint() for _ in range(5))
        w.view.zoom_actual()
        app.processEvents()
        w.view.map_item.tiles.clear()
        out["first repaint at 100 % (draws the tiles)"] = repaint()
        out["repaint at 100 %"] = statistics.median(repaint() for _ in range(5))

        # a 50-hex stroke with the brush, repainted after each hex
        g = doc.scenario.grid
        col0 = g.first_column + columns // 2
        row0 = g.first_row + rows // 2 - 25
        hexes = [g.from_offset(col0, row0 + i) for i in range(50)]
        w.view.centerOn(doc.geometry.qcenter(hexes[25]))
        w.view.zoom_by(24 / w.view.hex_px())  # the whole stroke in view: hexes 24 px wide
        app.processEvents()
        vp.repaint()
        stroke = new_stroke()
        steps = doc.undo.count()
        per_hex = []
        for h in hexes:
            t = time.perf_counter()
            doc.paint_cells("Paint marsh", terrain={h: "marsh"}, stroke=stroke)
            vp.repaint()
            per_hex.append(time.perf_counter() - t)
        assert doc.undo.count() == steps + 1
        out["brush: one hex painted + repaint, median"] = statistics.median(per_hex)
        out["brush: one hex painted + repaint, worst"] = max(per_hex)
        t = time.perf_counter()
        doc.undo.undo()
        vp.repaint()
        out["undo the 50-hex stroke + repaint"] = time.perf_counter() - t

        # zoom from 100 % out to the whole map and back in, 12 steps each way
        w.view.zoom_actual()
        app.processEvents()
        vp.repaint()
        w.view.fit()
        fit_px = w.view.hex_px()
        w.view.zoom_actual()
        factor = (fit_px / 64.0) ** (1 / 12)
        frames = []
        for f in [factor] * 12 + [1 / factor] * 12:
            t = time.perf_counter()
            w.view.zoom_by(f)
            vp.repaint()
            frames.append(time.perf_counter() - t)
        out["zoom out and in: frame median"] = statistics.median(frames)
        out["zoom out and in: slowest frame"] = max(frames)
        t = time.perf_counter()
        w.view.map_item.settle()
        vp.repaint()
        out["zoom: tiles left to later, drawn + repaint"] = time.perf_counter() - t

        # File → Open of the same file as the user does it (read on a worker thread with a progress dialog
        # after 0.5 s, where the editor has it), the map then painted at fit
        w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
        t = time.perf_counter()
        assert w.open_file(str(path), ask=False)
        w.view.fit()
        app.processEvents()
        w.view.viewport().repaint()
        out["File → Open (progress, cancellable) → painted"] = time.perf_counter() - t
        w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
        w.close()
    return out


def bench_play(app, repeats: int) -> dict[str, list[float]]:
    """The decision panel's update at a D.1 decision with hundreds of choices (seconds, one per repeat)."""
    from PySide6.QtCore import QEventLoop, QSettings

    from editor.hexmap.document import Document, demo_path
    from editor.hexmap.mainwindow import MainWindow
    from editor.hexmap.play import Start

    out: dict[str, list[float]] = {"decision panel update (list shown)": [],
                                   "… then idle wording of the rest (event loop running)": [],
                                   "open the biggest counter's group + repaint": []}
    with tempfile.TemporaryDirectory() as tmp:
        w = MainWindow(Document.open(demo_path()), QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        w.resize(1400, 900)
        w.show()
        app.processEvents()
        assert w.play.enter(Start("activation", "richard"))
        panel = w.play.decision_panel
        w.play.session.legal()  # the engine's list, kept by the session: not the panel's time
        out["choices"] = [len(w.play.session.legal())]
        for _ in range(repeats):
            app.processEvents()
            t = time.perf_counter()
            panel.refresh()
            out["decision panel update (list shown)"].append(time.perf_counter() - t)
            t = time.perf_counter()
            idle = getattr(panel, "idle", None)  # absent before lazy wording: nothing left to do
            while idle is not None and idle.isActive():
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
            out["… then idle wording of the rest (event loop running)"].append(time.perf_counter() - t)
            panel.refresh()
            tree = panel.tree
            top = max((tree.topLevelItem(i) for i in range(tree.topLevelItemCount())), key=lambda it: it.childCount()
                      + sum(it.child(k).childCount() for k in range(it.childCount())))
            t = time.perf_counter()
            top.setExpanded(True)
            for k in range(top.childCount()):
                top.child(k).setExpanded(True)
            tree.scrollToItem(top)
            tree.viewport().repaint()
            out["open the biggest counter's group + repaint"].append(time.perf_counter() - t)
        w.play.ask_leave = lambda *a: "discard"
        w.play.ask_close = lambda *a: "discard"
        w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
        w.close()
    return out


def bench_work(path: Path, runs: int) -> dict[str, list[float]]:
    """Seconds of each long piece of work on the map at `path`, one per run."""
    out: dict[str, list[float]] = {}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            for name, seconds in _work_once(path, Path(tmp)):
                out.setdefault(name, []).append(seconds)
    return out


def _work_once(path: Path, tmp: Path) -> list[tuple[str, float]]:
    from rules.export.pdfcounters import write_counters_pdf
    from rules.export.pdfmap import write_map_pdf
    from rules.export.tmx import export_tmx
    from rules.export.vassal import export_vassal
    from rules.map.render import render_map, save_png
    from rules.scenario.checkjob import check_text
    from rules.scenario.files import load_scenario

    result = load_scenario(path, lenient=True)
    s = result.scenario
    text = path.read_text(encoding="utf-8")
    saved = tmp / "saved.yaml"
    saved.write_text(text, encoding="utf-8")
    original = result.original()
    work = [
        ("save, unchanged (round trip)", lambda: save_scenario(s, saved, original=original, overwrite=True)),
        ("live check of the text (checker process's job)", lambda: check_text(text, str(path))),
        ("PNG export at 64 px, counters drawn", lambda: save_png(render_map(s, scale=64, units=True), tmp / "m.png")),
        ("Tiled export (TMX + tileset)", lambda: export_tmx(s, tmp / "m.tmx", 64.0)),
        ("VASSAL export", lambda: export_vassal(s, tmp / "m.vmod", 64.0)),
        ("map PDF (A4 pages, 19 mm hexes)", lambda: write_map_pdf(s, tmp / "m.pdf")),
        ("counter sheets PDF", lambda: write_counters_pdf(s, tmp / "c.pdf")),
    ]
    out = []
    for name, job in work:
        t = time.perf_counter()
        job()
        out.append((name, time.perf_counter() - t))
    return out


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="100x100:400,200x200:800",
                    help="comma-separated COLUMNSxROWS:UNITS (default 100x100:400,200x200:800)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--modes", default="tiles,direct", help="comma-separated: tiles, direct")
    ap.add_argument("--play", type=int, default=7, help="decision panel updates a run (0: none)")
    ap.add_argument("--work", default="", help="COLUMNSxROWS:UNITS: time the long work on such a map")
    args = ap.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    print(machine())
    print(f"CPU affinity: {sorted(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else '?'}")
    modes = args.modes.split(",")
    if args.play:
        before = load()
        runs_play = [bench_play(app, args.play) for _ in range(args.runs)]
        n = runs_play[0].pop("choices")[0]
        for r in runs_play[1:]:
            r.pop("choices")
        print(f"\nplay mode, the demo at Richard's D.1, {n} legal choices; {args.runs} runs × {args.play} updates; "
              f"load average {before} → {load()}")
        print(f"  {'ms, min / median / max':<56}")
        for k in runs_play[0]:
            v = [x * 1000 for r in runs_play for x in r[k]]
            print(f"  {k:<56}{min(v):7.1f} /{statistics.median(v):7.1f} /{max(v):7.1f}")
    if args.work:
        size, _, units = args.work.partition(":")
        c, r = (int(x) for x in size.lower().split("x"))
        before = load()
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "big.yaml"
            save_scenario(make_big_scenario(c, r, int(units or 0), seed=1), path)
            work = bench_work(path, args.runs)
        print(f"\nlong work on {c} × {r} hexes, {units} units; {args.runs} runs; load average {before} → {load()}")
        print(f"  {'ms, min / median / max':<56}")
        for k, v in work.items():
            v = [x * 1000 for x in v]
            print(f"  {k:<56}{min(v):7.0f} /{statistics.median(v):7.0f} /{max(v):7.0f}")
    for spec in (s for s in args.sizes.split(",") if s and s != "none"):
        size, _, units = spec.partition(":")
        c, r = (int(x) for x in size.lower().split("x"))
        runs: dict[str, list[dict[str, float]]] = {mode: [] for mode in modes}
        before = load()
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "big.yaml"
            save_scenario(make_big_scenario(c, r, int(units or 0), seed=1), path)
            for _ in range(args.runs):
                for mode in modes:
                    runs[mode].append(bench_map(path, c, r, app, tiles=mode == "tiles"))
        print(f"\n{c} × {r} hexes, {units} units; {args.runs} runs a mode; load average {before} → {load()}")
        print(f"  {'ms, min / median / max':<44}" + "".join(f"{mode:>24}" for mode in modes))
        for k in runs[modes[0]][0]:
            cells = []
            for mode in modes:
                v = [run[k] * 1000 for run in runs[mode]]
                cells.append(f"{min(v):7.1f} /{statistics.median(v):7.1f} /{max(v):7.1f}")
            print(f"  {k:<44}" + "".join(f"{cell:>24}" for cell in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
