"""Time random self-play (issue 5: at least 20 complete games a minute on one core) and profile it.

    python bench/bench_selfplay.py [--games 20] [--seed 1] [--max-steps 20000] [--leader L] [--top 15]
                                   [--gc-threshold N] [FILE...]

For each scenario (default: every demo): N games between random players with seeds S..S+N-1 in this process,
the games a minute, the seconds a game (min / median / max), how many finished (the engine's game over) and
why the others stopped, the choices per game and the time per choice, the process's peak RSS; then (unless
--top 0) one more game under cProfile and its top entries by own time (with --games 0, in a fresh process: the
exact call counts of that one game, as docs/performance.md quotes them). Prints the machine and its load too,
before and after each scenario's timed games, and the share of their time the cyclic garbage collector took
(collections by generation): `--gc-threshold N` sets its first threshold (Python's default is 700) to measure
what a self-play process would gain by tuning it. Run one scenario per process when its peak memory matters (the
peak is the process's).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import os
import platform
import pstats
import resource
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.games import players  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game, Start  # noqa: E402
from rules.paths import scenarios_dir  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", metavar="FILE")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-steps", type=int, default=20_000)
    ap.add_argument("--leader")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--gc-threshold", type=int,
                    help="the garbage collector's first threshold while games are played (default: play_game's "
                         "GAME_GC_THRESHOLD, 50,000; 700 is Python's own)")
    args = ap.parse_args()
    if args.gc_threshold is not None:
        players.GAME_GC_THRESHOLD = 0  # play_game leaves the interpreter's setting, which is this one
        gc.set_threshold(args.gc_threshold, *gc.get_threshold()[1:])
    gc.callbacks.append(_gc_clock)
    print(f"{platform.platform()}; {platform.processor() or platform.machine()}; {os.cpu_count()} CPUs; "
          f"Python {platform.python_version()}; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for path in args.files or sorted(str(p) for p in scenarios_dir().glob("*.yaml")):
        load = Game.from_file(path, Start(leader=args.leader))
        if load.game is None:
            print(f"{path}: cannot start: " + "; ".join(f.message for f in load.findings))
            continue
        base = load.game
        steps, stops, times = [], Counter(), []
        _GC.update(seconds=0.0, counts=[0, 0, 0])
        for seed in range(args.seed, args.seed + args.games):
            game = Game(base.scenario, base.start, seed=seed)
            t0 = time.perf_counter()
            _GC["on"] = True
            result = play_game(game, seed=seed, max_steps=args.max_steps)[1]
            _GC["on"] = False
            times.append(time.perf_counter() - t0)
            steps.append(result.steps)
            stops[result.reason if result.stop != "game_over" else "finished"] += 1
            del game
        elapsed = sum(times)
        total = sum(steps)
        if not times:  # --games 0: only the profiled game, in a fresh process (exact call counts)
            print(f"\n{base.scenario.title}: no timed game")
        else:
            _report(base, args, elapsed, total, times, steps, stops)
        if args.top <= 0:
            continue
        prof = cProfile.Profile()
        prof.enable()
        play_game(Game(base.scenario, base.start, seed=args.seed), seed=args.seed, max_steps=args.max_steps)
        prof.disable()
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(args.top)
        print("\n".join(line for line in out.getvalue().splitlines() if line.strip())[:6000])
    return 0


def _report(base, args, elapsed: float, total: int, times: list[float], steps: list[int], stops: Counter) -> None:
    """The timed games: games a minute, seconds a game (min / median / max), choices, peak RSS, why they ended."""
    print(f"\n{base.scenario.title}: {args.games} games in {elapsed:.2f} s = "
          f"{args.games / elapsed * 60:.0f} games a minute; choices per game: mean "
          f"{statistics.mean(steps):.0f}, max {max(steps)}; "
          f"{(elapsed / total * 1e3) if total else 0:.2f} ms a choice")
    print(f"  seconds a game: min {min(times):.2f}, median {statistics.median(times):.2f}, max {max(times):.2f}; "
          f"peak RSS so far {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    for reason, n in stops.most_common():
        print(f"  {n:4} × {reason}")
    counts = "/".join(str(n) for n in _GC["counts"])
    print(f"  garbage collector: {_GC['seconds']:.2f} s ({100 * _GC['seconds'] / elapsed:.0f} % of the games' time), "
          f"{counts} collections of generations 0/1/2 (thresholds {gc.get_threshold()}); load average now "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")


_GC: dict = {"seconds": 0.0, "counts": [0, 0, 0], "start": 0.0, "on": False}


def _gc_clock(phase: str, info: dict) -> None:
    """gc.callbacks: the time the cyclic collector takes during the timed games, and its collections."""
    if not _GC["on"]:
        return
    if phase == "start":
        _GC["start"] = time.perf_counter()
    else:
        _GC["seconds"] += time.perf_counter() - _GC["start"]
        _GC["counts"][info["generation"]] += 1

if __name__ == "__main__":
    sys.exit(main())
