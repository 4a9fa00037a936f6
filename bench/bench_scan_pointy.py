"""How well `banneret scan-terrain` reads generated maps on a pointy-top grid (hexes in rows), per style: the
terrain and levels as `bench_scan_terrain.py` measures them and the hexsides (fords included) as
`bench_scan_hexsides.py` does, from one reading of each map.

    python bench/bench_scan_pointy.py [--maps 6] [--styles classic,survey] [--columns 24 --rows 18] [--flat]

Each map is drawn with fords (bench/scan_maps.py `generate(pointy=True, fords=True)`), three sample hexes of
each terrain and level are taken as a designer would click them (`pick_samples`), two streams, two road links
and two fords as a designer would draw them (`pick_examples`). Printed per style, min/median/max over the
maps: % of hexes with the terrain right, with terrain and level right, flagged, right among the unflagged
(the samples left out), then each hexside kind's recall and precision at 0.5 and 0.8 (the examples left out).
`--flat` draws the same maps on a flat-topped grid, for comparison.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from bench.bench_scan_hexsides import KINDS, pick_examples, score  # noqa: E402
from bench.scan_maps import generate, map_arguments, pick_samples, reading_scores  # noqa: E402
from rules.scan.classify import classify  # noqa: E402
from rules.scan.features import measure  # noqa: E402

FLOORS = (0.5, 0.8)


def terrain(sm, feats) -> dict[str, float]:
    """The terrain reading's figures on one map (as bench_scan_terrain.score)."""
    samples = pick_samples(sm, seed=sm.seed)
    return reading_scores(sm, classify(feats, samples), samples)


def mmm(xs: list[float]) -> str:
    return f"{min(xs):.1f} / {statistics.median(xs):.1f} / {max(xs):.1f}" if xs else "-"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    map_arguments(ap, 6)
    ap.add_argument("--flat", action="store_true", help="flat-topped grids instead (the same maps otherwise)")
    a = ap.parse_args()
    print(f"{'flat' if a.flat else 'pointy'} grids, {a.columns} x {a.rows} hexes, fords drawn; min / median / max "
          "over the maps, then the hexsides' pooled counts")
    for style in a.styles.split(","):
        figures, sides = [], []
        for seed in range(1, a.maps + 1):
            sm = generate(style, seed, a.columns, a.rows, a.hex_px, pointy=not a.flat, fords=True)
            feats = measure(Image.open(io.BytesIO(sm.jpeg)), sm.affine, sm.truth.grid)
            figures.append(terrain(sm, feats))
            sides.append(score(sm, pick_examples(sm, seed=seed), FLOORS, feats))
        print(f"{style:8} terrain {mmm([f['terrain'] for f in figures])}  terrain+level "
              f"{mmm([f['both'] for f in figures])}  flagged {mmm([f['flagged'] for f in figures])}  "
              f"right unflagged {mmm([f['unflagged'] for f in figures])}")
        for floor in FLOORS:
            cells = []
            for kind in KINDS:
                k = (kind, floor)
                found, said, real = (sum(r[k][i] for r in sides) for i in range(3))
                rec = [100 * r[k][0] / r[k][2] for r in sides if r[k][2]]
                pre = [100 * r[k][0] / r[k][1] for r in sides if r[k][1]]
                cells.append(f"{kind} recall {mmm(rec)} precision {mmm(pre)} ({found} of {real}, {said} proposed)")
            print(f"         >= {floor}: " + "\n                   ".join(cells))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
