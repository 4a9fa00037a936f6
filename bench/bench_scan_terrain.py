"""How well `banneret scan-terrain` reads generated printed-looking maps, per style, and how fast.

    python bench/bench_scan_terrain.py [--maps 4] [--first-seed 1] [--columns 24] [--rows 18] [--styles classic,...]
    python bench/bench_scan_terrain.py --speed      # a 40 x 30 map from a 5 000 x 4 000 px scan, timed

The speed run times the whole reading (decode, measure, classify) and a re-reading after the designer
corrects the first hex of the review queue (warm start from the first reading, as the editor does).

For each style, `--maps` maps (seeds 1..N) are drawn and damaged (bench/scan_maps.py), three sample hexes of
each terrain (and of each level, among clear hexes) are taken as a designer would click them, and every other
hex is classified. Printed per style, min/median/max over the maps: % of hexes with the terrain right, with
terrain and level right, the share flagged for review, and % right (both) among the hexes not flagged; and
the seeds of the maps short of one of issue #31's targets. Then the same figures pooled per style (all the
hexes of its maps together: right / total), as the issue asks them; `--per-map` also prints every map.
The samples themselves are left out of every figure.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from bench.scan_maps import generate, map_arguments, pick_samples, reading_scores, speed_scan  # noqa: E402
from rules.scan.classify import classify  # noqa: E402
from rules.scan.features import measure  # noqa: E402


def score(style: str, seed: int, columns: int, rows: int, hex_px: float) -> dict[str, float]:
    sm = generate(style, seed, columns, rows, hex_px)
    samples = pick_samples(sm, seed=seed)
    feats = measure(Image.open(io.BytesIO(sm.jpeg)), sm.affine, sm.truth.grid)
    return reading_scores(sm, classify(feats, samples), samples)


def pooled(rows: list[dict[str, float]]) -> dict[str, float]:
    """A style's figures over all its maps' hexes together (right / total), as issue #31 asks them."""
    n = sum(r["n"] for r in rows)
    nu = sum(r["n_unflagged"] for r in rows)
    return {"terrain": 100 * sum(r["n_terrain"] for r in rows) / n,
            "both": 100 * sum(r["n_both"] for r in rows) / n,
            "flagged": 100 * (n - nu) / n,
            "unflagged": 100 * sum(r["n_unflagged_right"] for r in rows) / max(1, nu),
            "level": 100 * sum(r["n_level"] for r in rows) / n}


def speed(runs: int) -> None:

    sm = speed_scan()
    samples = pick_samples(sm)
    import os

    from threadpoolctl import threadpool_limits

    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; one thread (threadpoolctl)")
    whole, again, whole_cpu, again_cpu = [], [], [], []
    with threadpool_limits(1):
        for _run in range(runs):
            t0, c0 = time.perf_counter(), time.process_time()
            feats = measure(Image.open(io.BytesIO(sm.jpeg)), sm.affine, sm.truth.grid)
            first = classify(feats, samples)
            t1, c1 = time.perf_counter(), time.process_time()
            extra = dict(samples)  # the designer corrects the first hex of the review queue
            h = first.flagged[0].hex if first.flagged else next(c for c in sm.truth.grid.hexes() if c not in extra)
            extra[h] = (sm.truth.terrain_at(h), sm.truth.level_at(h))
            classify(feats, extra, previous=first)
            t2, c2 = time.perf_counter(), time.process_time()
            whole.append(t1 - t0)
            again.append(t2 - t1)
            whole_cpu.append(c1 - c0)
            again_cpu.append(c2 - c1)
    for name, xs in (("whole map (decode, measure, classify), wall", whole), ("  the same, CPU", whole_cpu),
                     ("re-classify after a correction, wall", again), ("  the same, CPU", again_cpu)):
        print(f"{name}: min {min(xs):.2f} s, median {statistics.median(xs):.2f} s, max {max(xs):.2f} s")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    map_arguments(ap, 4)
    ap.add_argument("--first-seed", type=int, default=1, help="seeds first..first+maps-1 (7-12: the calibration maps)")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--per-map", action="store_true", help="also print every map's figures (to compare two runs)")
    a = ap.parse_args()
    if a.speed:
        speed(a.runs)
        return
    keys = ("terrain", "both", "flagged", "unflagged", "level")
    print("style     " + "  ".join(f"{k:>20}" for k in keys) + "   (min/median/max %)")
    by_style: dict[str, list[dict[str, float]]] = {}
    for style in a.styles.split(","):
        seeds = range(a.first_seed, a.first_seed + a.maps)
        rows = by_style[style] = [score(style, seed, a.columns, a.rows, a.hex_px) for seed in seeds]
        cells = []
        for k in keys:
            xs = [r[k] for r in rows]
            cells.append(f"{min(xs):5.1f}/{statistics.median(xs):5.1f}/{max(xs):5.1f}")
        short = [f"{seed}" for seed, r in zip(seeds, rows, strict=True) if not _meets(r)]
        print(f"{style:9} " + "  ".join(f"{c:>20}" for c in cells)
              + (f"   short of a target: seed {', '.join(short)}" if short else ""), flush=True)
        if a.per_map:
            for seed, r in zip(seeds, rows, strict=True):
                print(f"  seed {seed:<3} " + "  ".join(f"{k} {r[k]:5.1f}" for k in keys)
                      + ("" if _meets(r) else "   SHORT"), flush=True)
    print(f"\npooled per style (all hexes of its {a.maps} maps together, right / total, %)")
    print("style     " + "  ".join(f"{k:>9}" for k in keys) + "   maps meeting every target")
    for style, rows in by_style.items():
        p = pooled(rows)
        print(f"{style:9} " + "  ".join(f"{p[k]:9.1f}" for k in keys)
              + f"   {sum(_meets(r) for r in rows)} of {len(rows)}")


def _meets(r: dict[str, float]) -> bool:
    """Issue #31's targets on one map: terrain >= 95 %, both >= 90 %, >= 99 % right among the unflagged with
    at most 15 % flagged."""
    return r["terrain"] >= 95 and r["both"] >= 90 and r["unflagged"] >= 99 and r["flagged"] <= 15


if __name__ == "__main__":
    main()
