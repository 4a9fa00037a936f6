"""Time reading and checking a generated *Battles Before Gunpowder* table (`load_bbg`: YAML, limits, schema,
model, the validator's geometry with shapely), in process, and saving it back round trip.

    taskset -c 0 python bench/bench_bbg_validate.py [--runs 5] [--units 200] [--figures 24]

The table is `--units` close units of `--figures` figures per side, in rows, plus as many loose units of 8 free
figures, and 50 terrain polygons, with the demo's two army lists. Prints min/median/max of each step, the
machine and the load average.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.startup_timing import load_average, machine  # noqa: E402
from rules.bbg.files import bbg_text, load_bbg  # noqa: E402


def make_table(folder: Path, units: int, figures: int) -> Path:
    shutil.copytree(ROOT / "scenarios" / "bbg" / "armies", folder / "armies")
    files = max(1, figures // 2)
    width = files * 0.6 + 1.0
    per_row = 40
    depth = 40 + (2 * units // per_row + 2) * 8
    table = f"table: {{width_M: {per_row * width + 20:.1f}, depth_M: {depth}, cm_per_M: 2.5}}"
    lines = ["format: bbg-scenario/1", "title: bench", table, "rounds: 8", "victory: the bench", "terrain:"]
    for i in range(50):
        x = 5 + (i % 10) * 30
        lines.append(f"  - {{id: t{i}, type: forest, polygon: [[{x}, 1], [{x + 6}, 1], [{x + 7}, 4], [{x}, 5]]}}")
    lines.append("sides:")
    for side, army, card, loose in (("a", "hoplite-league", "hoplite", "peltast"),
                                    ("b", "hill-tribes", "warrior", "javelinman")):
        lines += [f"  - id: {side}", f"    army: armies/{army}.yaml", "    units:"]
        y0 = 10 if side == "a" else depth / 2 + 10
        for k in range(units):
            x, y = 10 + (k % per_row) * width, y0 + (k // per_row) * 4
            ranks = ", ".join(["S" * files] * max(1, figures // files))
            lines.append(f"      - {{id: {side}{k}, type: {card}, pose: [{x:.2f}, {y:.2f}, 0], ranks: [{ranks}]}}")
        for k in range(units):
            x, y = 10 + (k % per_row) * width, y0 + (units // per_row + 1) * 4 + (k // per_row) * 4
            figs = ", ".join(f"{{role: {'O' if j == 0 else 'S'}, x: {x + (j % 4) * 0.8:.2f}, "
                             f"y: {y - (j // 4) * 0.8:.2f}}}" for j in range(8))
            lines.append(f"      - {{id: {side}l{k}, type: {loose}, formation: loose, pose: [{x:.2f}, {y:.2f}, 0], "
                         f"figures: [{figs}]}}")
    path = folder / "bench.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--units", type=int, default=200, help="close units per side (and as many loose)")
    ap.add_argument("--figures", type=int, default=24)
    args = ap.parse_args(argv)
    print(f"machine: {machine()}")
    print(f"load average at start: {load_average()}")
    with tempfile.TemporaryDirectory() as tmp:
        path = make_table(Path(tmp), args.units, args.figures)
        print(f"table: {2 * args.units} close units of {args.figures} figures, {2 * args.units} loose units of 8, "
              f"{path.stat().st_size:,} bytes")
        loads, saves = [], []
        for _ in range(args.runs):
            t = time.perf_counter()
            got = load_bbg(path)
            loads.append(time.perf_counter() - t)
            t = time.perf_counter()
            text, _note = bbg_text(got.model, got)
            saves.append(time.perf_counter() - t)
        assert text == path.read_text(encoding="utf-8")
        print(f"findings: {len(got.findings)} ({sorted({f.code for f in got.findings})})")
    for label, xs in (("load + validate", loads), ("round-trip save text", saves)):
        print(f"{label}: min {min(xs) * 1000:.0f} ms, median {statistics.median(xs) * 1000:.0f} ms, "
              f"max {max(xs) * 1000:.0f} ms ({args.runs} runs)")
    print(f"load average at end: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
