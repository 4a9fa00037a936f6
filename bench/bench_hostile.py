"""Hostile input, timed (issue 19): every reading command on a seeded corpus of mutants of the kit files
(tests/hostile_kit.py), each run in a child with bounded memory; prints the per-input time min/median/max per
command and any run that broke the rules (exit code not 0/1/2, a traceback, a silent failure, a timeout).

    python bench/bench_hostile.py [--per-file 10] [--seed 19]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `rules` and `tests` importable from the checkout
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.hostile_kit import READERS, Kit, commands, make_kit, mutants, run_bounded


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-file", type=int, default=10, help="mutants of each kit file (default 10)")
    ap.add_argument("--seed", type=int, default=19)
    args = ap.parse_args(argv)
    times: dict[str, list[float]] = defaultdict(list)
    broken: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        pristine = make_kit(Path(tmp) / "pristine")
        for file, i, data in mutants(pristine, args.seed, args.per_file):
            where = Path(tmp) / f"{file}-{i}"
            shutil.copytree(pristine.folder, where)
            kit = Kit(where)
            kit.files()[file].write_bytes(data)
            for name, cmd in commands(kit):
                if name not in READERS[file]:
                    continue
                t = time.perf_counter()
                outcome = run_bounded(cmd, where)
                times[name].append(time.perf_counter() - t)
                broken += [f"{file} mutant {i}, {name}: {p}" for p in outcome.problems()]
            shutil.rmtree(where)
    print(f"{'command':<12} {'runs':>5} {'min s':>7} {'median s':>9} {'max s':>7}")
    for name, ts in sorted(times.items()):
        print(f"{name:<12} {len(ts):>5} {min(ts):>7.2f} {statistics.median(ts):>9.2f} {max(ts):>7.2f}")
    for line in broken:
        print("BROKEN", line)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
