"""Time one combat resolution with its exact odds on the Tremithoussia example (EN 2010 10.9, the demo scenario).

    python bench/bench_resolve.py [--runs 5000]

- Mêlée: the charge of cru-ch-household (placed in 1216, as at the end of its charge move) on byz-cl-vanguard:
  `resolve_melee` (every modifier with its rule) + `distribution()` (exact odds over the d10), the situation
  built once; then the same with the situation built from the board as the engine does (MeleeTask.situation).
- Fire: the Cl's defensive fire at the charger: `resolve_fire` + `distribution()`; then with the situation
  built from the board (range, line of sight and walls, `fire_situation`).
- The whole `banneret resolve ... --odds` answer after loading (the checks, the breakdown, the odds, the
  counter-charge and leader odds, the JSON-ready data), without the YAML load.
Each figure is the median (min, max) of `--runs` single calls. Prints the machine too. Target (issue 4):
one mêlée breakdown with its exact odds, median under 1 ms.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.cli.resolve import _fire_data, _melee_data, build_position, fire_question, melee_question  # noqa: E402
from rules.engine.combat import MeleeTask, fire_situation  # noqa: E402
from rules.resolve import resolve_fire, resolve_melee  # noqa: E402
from rules.scenario.files import load_scenario  # noqa: E402


def timed(fn, runs: int) -> tuple[float, float, float]:
    fn()  # warm caches (tables, lines of sight) once, as a session would
    times = []
    gc.collect()
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), min(times), max(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5000)
    args = ap.parse_args()
    scenario = load_scenario(ROOT / "scenarios" / "tremithoussia-demo.yaml").scenario
    state, _ = build_position(scenario, None, ["cru-ch-household=1216"])
    tables, edition = state.battle.tables, state.battle.edition
    task = MeleeTask("charge", ("cru-ch-household",), ("byz-cl-vanguard",))
    melee_sit = task.situation(state)
    target = state.unit("cru-ch-household").hex
    fire_sit = fire_situation(state, "defensive", ("byz-cl-vanguard",), target)

    res = resolve_melee(melee_sit, tables)
    assert [m.value for m in res.modifiers if m.value] == [1, 2, 1, 3] and res.result(4).modified == 11

    cases = [
        ("mêlée: resolve_melee + distribution (situation built)",
         lambda: resolve_melee(melee_sit, tables).distribution()),
        ("mêlée: from the board (MeleeTask.situation) + resolve + distribution",
         lambda: resolve_melee(task.situation(state), tables).distribution()),
        ("fire: resolve_fire + distribution (situation built)",
         lambda: resolve_fire(fire_sit, tables, edition).distribution()),
        ("fire: from the board (fire_situation: range, LOS, walls) + resolve + distribution",
         lambda: resolve_fire(fire_situation(state, "defensive", ("byz-cl-vanguard",), target), tables,
                              edition).distribution()),
        ("CLI answer, charge --odds (checks, breakdown, odds, counter-charge and leader odds)",
         lambda: _melee_data(state, melee_question(state, ("cru-ch-household",), ("byz-cl-vanguard",),
                                                   charge=True), None, True)),
        ("CLI answer, defensive fire --odds",
         lambda: _fire_data(state, fire_question(state, ("byz-cl-vanguard",), "cru-ch-household", "defensive"),
                            None, True)),
    ]
    print(f"machine: {platform.machine()} {platform.system()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}; {args.runs} runs each")
    for name, fn in cases:
        med, lo, hi = timed(fn, args.runs)
        print(f"{name}: median {med * 1e6:.0f} µs (min {lo * 1e6:.0f}, max {hi * 1e6:.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
