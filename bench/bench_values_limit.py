"""A values file far past the row limit, timed (issue 27, 5): reading a 100,000-row CSV until it is refused
(`too-many-rows`), in this process, and the whole `banneret sheet apply` on it in a child; prints min/median/max.

    python bench/bench_values_limit.py [--rows 100000] [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `rules` and `tests` importable from the checkout
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

ROOT = Path(__file__).resolve().parent.parent


def _line(name: str, times: list[float]) -> str:
    return f"{name}: min {min(times):.3f} s, median {statistics.median(times):.3f} s, max {max(times):.3f} s"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    from rules.sheets.values import read_values
    from tests.test_full_disk import sheet_folder

    with tempfile.TemporaryDirectory() as tmp:
        s = sheet_folder(Path(tmp) / "s")
        text = (s / "VALUES.csv").read_text()
        row = text.splitlines()[1]
        (s / "VALUES.csv").write_text(text + "".join(row.replace("k2", f"k{i}") + "\n" for i in range(args.rows)))
        reads, commands = [], []
        for _ in range(args.runs):
            t = time.perf_counter()
            r = read_values(s / "VALUES.csv")
            reads.append(time.perf_counter() - t)
            assert [f.code for f in r.findings] == ["too-many-rows"]
            t = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "rules.cli", "sheet", "apply", str(s / "layout.yaml"),
                                   str(s / "VALUES.csv"), str(s / "battle.yaml")], cwd=ROOT, capture_output=True)
            commands.append(time.perf_counter() - t)
            assert done.returncode == 2, done.stderr
    print(_line(f"read_values, {args.rows:,} rows, refused", reads))
    print(_line("banneret sheet apply (a child process, start included)", commands))
    return 0


if __name__ == "__main__":
    sys.exit(main())
