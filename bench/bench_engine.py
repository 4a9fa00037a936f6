"""Time the rules engine on a generated 60 × 40 map with every terrain, hexsides, roads, levels and 200 units.

    python bench/bench_engine.py [--columns 60] [--rows 40] [--units 200] [--seed 1] [--runs 5]

- `reachable` for every fresh 6-MP cavalry unit (Ch), each on a new state (no cached look-ups), `--runs`
  times: the median, min and max of the single calls. The battle's one-off step-cost tables are timed apart.
- Line of sight between every pair of units within 5 hexes (both directions, archers over units): total
  time of one sweep, cold (first use of each line displacement) and warm.
Prints the machine too.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.make_big_map import make_big_scenario  # noqa: E402
from rules.engine import Battle, initial_state, line_of_sight, reachable  # noqa: E402
from rules.geometry.hexgrid import _line_offsets, distance  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--columns", type=int, default=60)
    ap.add_argument("--rows", type=int, default=40)
    ap.add_argument("--units", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    scenario = make_big_scenario(args.columns, args.rows, args.units, args.seed)

    t = time.perf_counter()
    battle = Battle(scenario)
    t_battle = time.perf_counter() - t
    t = time.perf_counter()
    for column in ("infantry", "cavalry"):
        battle.step_costs(column)
    t_costs = time.perf_counter() - t
    state = initial_state(scenario, battle=battle)

    cavalry = [u.id for u in state.units
               if u.on_map and battle.units[u.id].type == "Ch" and u.mounted and not u.fatigued and not u.routed
               and state.values(u.id).mp == 6]
    times: list[float] = []
    sizes: list[int] = []
    gc.collect()  # the generated scenario leaves garbage; do not time its collection inside the first call
    for _ in range(args.runs):
        for uid in cavalry:
            fresh = replace(state)  # a new state: its field (enemy fronts, occupancy) is rebuilt in the call
            t = time.perf_counter()
            found = reachable(fresh, uid)
            times.append(time.perf_counter() - t)
            sizes.append(len(found))

    units = [u for u in state.units if u.on_map]
    pairs = [(a, b) for a in units for b in units if a is not b and distance(a.hex, b.hex) <= 5]
    over = {u.id: battle.units[u.id].utype.fires_over_units for u in units}

    def sweep() -> tuple[float, int]:
        t0 = time.perf_counter()
        clear = 0
        for a, b in pairs:
            clear += line_of_sight(state, a.hex, b.hex, over[a.id]).clear
        return time.perf_counter() - t0, clear

    _line_offsets.cache_clear()
    gc.collect()
    cold, clear = sweep()
    warm, _ = sweep()

    print(f"machine: {platform.machine()} {platform.processor() or ''} {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, {platform.platform()}")
    print(f"map: {args.columns} x {args.rows} hexes, {len(units)} units on the map, seed {args.seed}")
    print(f"battle set-up: {t_battle * 1000:.0f} ms; step-cost tables (both columns, once per battle): "
          f"{t_costs * 1000:.0f} ms")
    print(f"reachable, 6-MP cavalry: {len(cavalry)} units x {args.runs} runs, median "
          f"{statistics.median(times) * 1000:.2f} ms, min {min(times) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms "
          f"({statistics.median(sizes):.0f} ends (hex, facing) median)")
    print(f"line of sight, every ordered pair of units within 5 hexes: {len(pairs)} lines, {clear} clear; "
          f"total {cold:.3f} s cold, {warm:.3f} s warm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
