"""Time `banneret validate` on a generated 100 × 100 map with every terrain, hexsides, roads and 400 units.

    python bench/bench_validate.py [--runs 5] [--columns 100] [--rows 100] [--units 400]

Wall time includes the interpreter's start-up and imports, as a user sees it. Prints the machine too.
If `check-jsonschema` (PyPI; a benchmark tool, not a dependency) is on PATH or beside this Python, it checks
the same file against schemas/scenario.schema.json in the same runs, interleaved, for the ratio.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import shutil
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--columns", type=int, default=100)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--units", type=int, default=400)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.yaml"
        save_scenario(make_big_scenario(args.columns, args.rows, args.units), path)
        cmd = [sys.executable, "-m", "rules.cli.main", "validate", "-q", str(path)]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        other = shutil.which("check-jsonschema") or shutil.which("check-jsonschema",
                                                                 path=str(Path(sys.executable).parent))
        schema = str(ROOT / "schemas" / "scenario.schema.json")
        other_cmd = [other, "--schemafile", schema, str(path)] if other else None
        times, other_times = [], []
        load_before = os.getloadavg()
        for _ in range(args.runs):
            t = time.perf_counter()
            run = subprocess.run(cmd, env=env, capture_output=True, text=True)
            times.append(time.perf_counter() - t)
            if run.returncode != 0:
                print(run.stdout, run.stderr)
                return 1
            if other_cmd:
                t = time.perf_counter()
                subprocess.run(other_cmd, capture_output=True, text=True, check=True)
                other_times.append(time.perf_counter() - t)
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(f"machine: {platform.machine()} {platform.processor() or ''} {os.cpu_count()} cores, "
              f"Python {platform.python_version()}, {platform.platform()}")
        print(f"map: {args.columns} x {args.rows} hexes, {args.units} units, file {path.stat().st_size / 1024:.0f} KiB")
        print(f"banneret validate: median {statistics.median(times):.3f} s, min {min(times):.3f} s, "
              f"max {max(times):.3f} s over {args.runs} runs (start-up included); peak RSS {peak:.0f} MiB")
        if other_times:
            ratio = statistics.median(times) / statistics.median(other_times)
            print(f"check-jsonschema: median {statistics.median(other_times):.3f} s, min {min(other_times):.3f} s, "
                  f"max {max(other_times):.3f} s; banneret / check-jsonschema: median {ratio:.2f}, "
                  f"min {min(times) / min(other_times):.2f}")
        print(f"load average {load_before[0]:.2f} → {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
