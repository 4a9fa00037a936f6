"""Time the BBG game record (issue 29): pushing a step (deep copy of the table + bookkeeping + digest) and
reading back a saved record of a whole game (YAML, schema, the scenario, every step replayed and checked).

    python bench/bench_bbg_record.py [--steps 200] [--runs 5]

The game: the demo table (scenarios/bbg/meadow-of-kohalom.yaml), `--steps` steps over 8 rounds, each removing a
figure (with rank filling for blocks), changing triumph and counting a forced march. Prints min / median / max in
ms of the wall clock and the machine with its load.
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.bbg.record import BbgRecord, Effect, Step, figure_ids, read_record  # noqa: E402

DEMO = ROOT / "scenarios" / "bbg" / "meadow-of-kohalom.yaml"


def game(steps: int) -> tuple[BbgRecord, list[float]]:
    rec = BbgRecord.start_from(DEMO, seed=1).record
    times = []
    units = [u.id for u in rec.start.units()]
    for n in range(steps):
        uid = units[n % len(units)]
        ids = figure_ids(rec.state.unit(uid))
        remove = (ids[0],) if len(ids) > 3 else ()
        step = Step("melee", (uid,), 1 + n * 8 // steps, {"round": 1}, rec.next_dice(1 + n * 8 // steps, 4),
                    (Effect(uid, remove, fill=not rec.state.unit(uid).figures, triumph=(-1) ** n,
                            forced_marches=n % 3),))
        t = time.perf_counter()
        rec.push(step)
        times.append((time.perf_counter() - t) * 1000)
    return rec, times


def show(name: str, ms: list[float]) -> None:
    print(f"{name:<40} min {min(ms):8.2f}  median {statistics.median(ms):8.2f}  max {max(ms):8.2f} ms")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    print(f"{platform.node()} {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.2f}; Python {platform.python_version()}")
    rec, push = game(a.steps)
    show(f"push one step ({a.steps} steps)", push)
    with tempfile.TemporaryDirectory() as d:
        out = Path(d) / "game.yaml"
        rec.scenario_path = DEMO
        save = []
        read = []
        for _ in range(a.runs):
            t = time.perf_counter()
            rec.save(out)
            save.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            load = read_record(out)
            read.append((time.perf_counter() - t) * 1000)
            assert load.ok, load.findings
        show(f"save the record ({a.steps} steps)", save)
        show(f"read and replay the record ({a.steps} steps)", read)


if __name__ == "__main__":
    main()
