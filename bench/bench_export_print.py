"""Benchmark `banneret export pdf` and `banneret export counters` on the generated 100 x 100 map.

    python bench/bench_export_print.py [--runs 3] [--columns 100] [--rows 100] [--keep DIR]

Each run is a fresh process (start-up, imports, loading and validating the YAML, drawing, writing the PDF
atomically): what a user waits for. Prints min / median / max wall time, the PDF's size and pages; the
figures go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.make_big_map import make_big_scenario  # noqa: E402
from rules.scenario.files import save_scenario  # noqa: E402

CASES = {
    "pdf A4 (tiled)": ["export", "pdf", "{src}", "-o", "{out}", "--paper", "A4"],
    "pdf A3 (tiled)": ["export", "pdf", "{src}", "-o", "{out}", "--paper", "A3"],
    "pdf one sheet": ["export", "pdf", "{src}", "-o", "{out}", "--paper", "sheet"],
    "counters 16 mm A4": ["export", "counters", "{src}", "-o", "{out}"],
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--columns", type=int, default=100)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--keep", type=Path, default=None, help="write the map and the PDFs here")
    args = ap.parse_args(argv)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="banneret-export-"))
    folder.mkdir(parents=True, exist_ok=True)
    src = folder / f"big-{args.columns}x{args.rows}.yaml"
    save_scenario(make_big_scenario(args.columns, args.rows), src)
    for name, argv_ in CASES.items():
        out = folder / (name.replace(" ", "-").replace("(", "").replace(")", "") + ".pdf")
        cmd = [sys.executable, "-m", "rules.cli", *(a.format(src=src, out=out) for a in argv_)]
        times = []
        for _ in range(args.runs):
            t = time.perf_counter()
            done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
            times.append(time.perf_counter() - t)
            if done.returncode:
                print(f"{name}: exit {done.returncode}: {done.stderr.strip()}", file=sys.stderr)
                return 1
        print(f"{name}: min {min(times):.2f} s, median {statistics.median(times):.2f} s, max {max(times):.2f} s; "
              f"{out.stat().st_size / 2**20:.1f} MB; {done.stderr.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
