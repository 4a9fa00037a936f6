"""Benchmark `banneret export tmx` and `banneret export vassal` on the generated 100 x 100 map.

    python bench/bench_export_formats.py [--runs 3] [--columns 100] [--rows 100] [--units 400] [--scale 64]
                                         [--formats tmx,vassal]

`--scale 0`: each command's own default (VASSAL: pieces of 80 px or more, the board within 120 megapixels).

Each run is a fresh process (start-up, imports, loading and validating the YAML, drawing, writing): what a
user waits for. Prints min/median/max wall time, the child's peak RSS and the size of what was written.
Figures are recorded in docs/performance.md; no test asserts a time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_render import _run  # noqa: E402
from bench.make_big_map import make_big_scenario  # noqa: E402
from rules.scenario.files import save_scenario  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--columns", type=int, default=100)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--units", type=int, default=400)
    ap.add_argument("--scale", type=float, default=64.0)
    ap.add_argument("--formats", default="tmx,vassal")
    args = ap.parse_args(argv)
    import statistics

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        yaml_path = folder / "big.yaml"
        save_scenario(make_big_scenario(args.columns, args.rows, args.units), yaml_path)
        for fmt, out, extra in (("tmx", folder / "big.tmx", [folder / "big-terrain.png", folder / "big-counters.png"]),
                                ("vassal", folder / "big.vmod", [])):
            if fmt not in args.formats.split(","):
                continue
            cmd = [sys.executable, "-m", "rules.cli", "export", fmt, str(yaml_path), "-o", str(out)]
            cmd += ["--scale", str(args.scale)] if args.scale else []
            results = [_run(cmd) for _ in range(args.runs)]
            walls = [w for w, _, _ in results]
            size = sum(p.stat().st_size for p in (out, *extra) if p.exists())
            print(f"export {fmt:<7} {args.columns} x {args.rows}, {args.units} units, scale {args.scale:g}: wall min "
                  f"{min(walls):.2f} s  median {statistics.median(walls):.2f} s  max {max(walls):.2f} s  "
                  f"peak RSS {max(r for _, r, _ in results) / 2**20:.0f} MB  written {size / 1e6:.2f} MB"
                  f"{'' if all(c == 0 for _, _, c in results) else '  (FAILED)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
