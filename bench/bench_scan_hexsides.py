"""How well `banneret scan-terrain` proposes hexside features and road links on generated maps, per style, and
what it adds to the time.

    python bench/bench_scan_hexsides.py [--maps 6] [--columns 24 --rows 18] [--styles classic,...] [--above 0.5,0.8]
    python bench/bench_scan_hexsides.py --fords [--pointy]   # fords drawn (and taught), a pointy-top grid
    python bench/bench_scan_hexsides.py --speed      # a 40 x 30 map from a 5 000 x 4 000 px scan, timed

For each style, `--maps` maps (seeds 1..N, 24 x 18 hexes, 90-px hexes) are drawn and damaged
(bench/scan_maps.py); two stream hexsides and two road links are taken from the truth as the designer would
draw them by hand (`pick_examples`; with `--fords`, two fords too), and every other hexside is read. Printed
per style, min/median/max over the maps: recall (% of the true streams, road links, bridges and fords proposed
at each `--above` floor or more) and precision (% of those proposals that are true), the examples left out of
both; then the pooled counts. The levels the contour check uses are the terrain reading's (`classify`, with
`pick_samples`).
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from bench.scan_maps import ScanMap, generate, map_arguments, pick_samples, speed_scan  # noqa: E402
from rules.geometry.hexgrid import Hexside  # noqa: E402
from rules.scan.classify import classify  # noqa: E402
from rules.scan.features import measure  # noqa: E402
from rules.scan.hexsides import BRIDGE, FORD, read_hexsides  # noqa: E402

KINDS = ("stream", "road", BRIDGE, FORD)


def pick_examples(sm: ScanMap, per_feature: int = 2, seed: int = 0, fords: int = 2) -> dict[str, set[Hexside]]:
    """What a designer would draw by hand to teach the reading: `per_feature` stream hexsides and road
    links (away from a bridge or ford, which are read from them), and `fords` of the map's fords (with the
    stream under each, as the scenario's check demands)."""
    rng = random.Random(seed)
    t = sm.truth
    out = {}
    for name, pool in (("stream", t.streams - t.roads - t.fords), ("road", t.roads - t.streams)):
        ordered = sorted(pool, key=lambda s: (s.a, s.b))
        out[name] = set(rng.sample(ordered, min(per_feature, len(ordered))))
    if t.fords and fords:
        out[FORD] = set(random.Random(seed + 1).sample(sorted(t.fords, key=lambda s: (s.a, s.b)),
                                                        min(fords, len(t.fords))))
        out["stream"] |= out[FORD]
    return out


def score(sm: ScanMap, examples: dict[str, set[Hexside]], above: tuple[float, ...], feats=None
          ) -> dict[tuple[str, float], tuple[int, int, int]]:
    """Per kind and confidence floor: (true found, proposals, true), the examples left out."""
    if feats is None:
        feats = measure(Image.open(io.BytesIO(sm.jpeg)), sm.affine, sm.truth.grid)
    levels = {c.hex: c.level for c in classify(feats, pick_samples(sm, seed=sm.seed)).calls}
    along = {k: v for k, v in examples.items() if k in ("stream", FORD)}
    reading = read_hexsides(feats.lines, along, {"road": examples["road"]}, levels=levels)
    truth = {"stream": sm.truth.streams, "road": sm.truth.roads, BRIDGE: sm.truth.bridges, FORD: sm.truth.fords}
    taught = set().union(*examples.values())
    out = {}
    for kind in KINDS:
        real = truth[kind] - (examples.get(kind, set()))
        for floor in above:
            said = {c.side for c in reading.calls if c.feature == kind and c.confidence >= floor} - taught
            out[(kind, floor)] = (len(said & real), len(said), len(real))
    return out


def speed(runs: int) -> None:
    from rules.scan.features import _sample, _to_lab, load_scan
    from rules.scan.hexsides import sample_sides

    sm = speed_scan()
    examples = pick_examples(sm)
    import os

    import numpy as np
    from threadpoolctl import threadpool_limits

    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; one thread (threadpoolctl)")
    hexes = list(sm.truth.grid.hexes())
    arr, t = load_scan(Image.open(io.BytesIO(sm.jpeg)), sm.affine)
    gain = np.ones(len(hexes), dtype=np.float32)
    sampling, reading = [], []
    with threadpool_limits(1):
        for _run in range(runs):
            c0 = time.process_time()
            lines = sample_sides(arr, t, sm.truth.grid, hexes, gain, _sample, _to_lab)
            c1 = time.process_time()
            read_hexsides(lines, {"stream": examples["stream"]}, {"road": examples["road"]})
            c2 = time.process_time()
            sampling.append(c1 - c0)
            reading.append(c2 - c1)
    print(f"{len(lines.sides)} hexsides")
    for name, xs in (("sampling every hexside (in measure), CPU", sampling), ("reading the proposals, CPU", reading)):
        print(f"{name}: min {min(xs):.3f} s, median {statistics.median(xs):.3f} s, max {max(xs):.3f} s")
    print(f"load average after: {os.getloadavg()[0]:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    map_arguments(ap, 6)
    ap.add_argument("--above", default="0.5,0.8", help="confidence floors, comma-separated")
    ap.add_argument("--pointy", action="store_true", help="pointy-top grids")
    ap.add_argument("--fords", action="store_true", help="fords drawn on the maps, two taught per map")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    if a.speed:
        speed(a.runs)
        return
    floors = tuple(float(x) for x in a.above.split(","))
    print("recall and precision min/median/max % over the maps, then pooled counts")
    for style in a.styles.split(","):
        rows = []
        for seed in range(1, a.maps + 1):
            sm = generate(style, seed, a.columns, a.rows, a.hex_px, pointy=a.pointy, fords=a.fords)
            rows.append(score(sm, pick_examples(sm, seed=seed), floors))
        cells = []
        for kind in [(k, f) for f in floors for k in KINDS if a.fords or k != FORD]:
            rec = [100 * r[kind][0] / r[kind][2] for r in rows if r[kind][2]]
            pre = [100 * r[kind][0] / r[kind][1] for r in rows if r[kind][1]]
            found, said, real = (sum(r[kind][i] for r in rows) for i in range(3))

            def mmm(xs: list[float]) -> str:
                return f"{min(xs):.0f}/{statistics.median(xs):.0f}/{max(xs):.0f}" if xs else "-"

            cells.append(f"{kind[0]} >= {kind[1]}: recall {mmm(rec)} precision {mmm(pre)} (found {found} of {real}, "
                         f"{said} proposed)")
        print(f"{style:8} " + "\n         ".join(cells))


if __name__ == "__main__":
    main()
