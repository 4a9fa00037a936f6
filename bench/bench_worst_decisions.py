"""The slowest greedy decisions of Hautmesnil, replayed (issue #30: a greedy decision's worst under 50 ms).

    python bench/bench_worst_decisions.py [--runs 3]

Plays greedy v greedy Hautmesnil seeds 1-4 with the balance study's seeding (`bench/golden_games.py`) up to the
last decision of a fixed set: the 16 slowest decisions of main af6ce56 (picked by processor time over two whole
runs; seeds and games are the same on every commit that keeps the golden games). Prints each decision's processor
time, the fastest of `--runs` replays, their sum and the slowest, with the machine and the load. Each replay plays
every seed again from the start with a newly loaded scenario (a new battle: its kept answers start empty); the
module-level caches of pure functions stay warm between replays, as they do between the games of a study.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.golden_games import scenario  # noqa: E402
from rules.games.greedy import GreedyPlayer  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game  # noqa: E402

# (seed, n): the n-th `choose` call of the game (both sides counted, rolls included) and what it decides
WORST = {
    (4, 219): "advance, 18 choices", (1, 221): "mêlée order, 12 choices", (3, 417): "retreat, 15 choices",
    (1, 347): "mêlée order, 11 choices", (2, 831): "rally facing, 6 choices", (4, 702): "retreat, 15 choices",
    (1, 804): "retreat, 15 choices", (2, 33): "advance, 12 choices", (3, 326): "retreat, 12 choices",
    (4, 437): "retreat, 15 choices", (4, 582): "retreat, 12 choices", (1, 225): "mêlée order, 11 choices",
    (2, 464): "rally facing, 6 choices", (1, 604): "rally facing, 6 choices", (3, 243): "rally facing, 6 choices",
    (3, 236): "retreat, 15 choices",
}


class _Reached(Exception):
    """The last decision of the set for this seed is made: the rest of the game is not needed."""


def replay(seed: int, times: dict[tuple[int, int], float]) -> None:
    """Play `seed` up to its last decision in the set, keeping each picked decision's fastest time in `times`."""
    last = max(n for s, n in WORST if s == seed)
    calls = [0]

    class Clocked(GreedyPlayer):
        def choose(self, state, choices=None):
            calls[0] += 1
            n = calls[0]
            t0 = time.process_time()
            out = super().choose(state, choices)
            dt = time.process_time() - t0
            if (seed, n) in WORST:
                times[seed, n] = min(times.get((seed, n), dt), dt)
            if n >= last:
                raise _Reached
            return out

    scen = scenario("hautmesnil")
    players = {s.id: Clocked(f"{seed}/{s.id}") for s in scen.sides}
    try:
        play_game(Game(scen, seed=seed), players, seed=seed)
    except _Reached:
        pass


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    print(f"{ROOT}; {platform.platform()}; {os.cpu_count()} CPUs; Python {platform.python_version()}; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    times: dict[tuple[int, int], float] = {}
    for _ in range(args.runs):
        for seed in sorted({s for s, _n in WORST}):
            replay(seed, times)
    for (seed, n), what in WORST.items():
        print(f"  seed {seed} call {n:4d} ({what}): {1000 * times[seed, n]:6.1f} ms")
    print(f"the {len(WORST)} decisions, each the fastest of {args.runs} replays: "
          f"sum {1000 * sum(times.values()):.1f} ms, slowest {1000 * max(times.values()):.1f} ms; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
