"""The garbage collector during greedy games played one after the other in one process, as a balance worker plays
them: per game its processor time, the collector's time and longest pause, the worst and median decision, and
the process's memory after it (to see that it does not grow game after game).

    python bench/bench_gc.py [--scenario tremithoussia] [--seeds 1-20] [--balance]

`--balance` plays each game as a balance study's worker does (`balance.warm_up`, then `balance.play_one` for
each game, greedy v greedy): no decision times then, the rest the same.

Each collection is timed with `gc.callbacks` (processor time), the explicit ones `play_game` makes included.
Memory: the resident set after each game (`/proc/self/statm`) and the peak so far (`ru_maxrss`). To compare with
another commit in the same run: copy this script into its tree (`git archive REV | tar -x -C /tmp/base`) and run
both, alternating; processor times are the figure to compare on a loaded machine.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.golden_games import _seeds, scenario  # noqa: E402
from rules.games.greedy import GreedyPlayer  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game  # noqa: E402

_pauses: list[tuple[float, int]] = []
_t0 = [0.0]


def _clock(phase: str, info: dict) -> None:
    if phase == "start":
        _t0[0] = time.process_time()
    else:
        _pauses.append((time.process_time() - _t0[0], info["generation"]))


class Timed(GreedyPlayer):
    """A greedy player that clocks its decisions of two or more choices (processor time) and the collector's
    time inside each."""

    def __init__(self, seed) -> None:
        super().__init__(seed)
        self.times: list[tuple[float, float]] = []

    def choose(self, state, choices=None):
        n, t0 = len(_pauses), time.process_time()
        out = super().choose(state, choices)
        if choices is not None and len(choices) > 1 and state.pending().kind != "roll":
            self.times.append((time.process_time() - t0, sum(p for p, _g in _pauses[n:])))
        return out


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def mmm(xs: list[float], scale: float = 1.0, unit: str = "s") -> str:
    return " / ".join(f"{scale * x:.3g}" for x in (min(xs), statistics.median(xs), max(xs))) + f" {unit}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scenario", default="tremithoussia")
    ap.add_argument("--seeds", default="1-20")
    ap.add_argument("--balance", action="store_true", help="play through balance.play_one, as a study's worker")
    args = ap.parse_args()
    print(f"{ROOT}; {platform.platform()}; Python {platform.python_version()}; {load()}", flush=True)
    scen = scenario(args.scenario)
    gc.callbacks.append(_clock)
    cpus, gcs, longest, decisions, rss = [], [], [], [], []
    job = None
    if args.balance:
        from rules.games.balance import BalanceJob, play_one, warm_up
        from rules.paths import scenarios_dir

        file = {"tremithoussia": "tremithoussia-demo.yaml", "hautmesnil": "hautmesnil-1478.yaml"}[args.scenario]
        job = BalanceJob(str(scenarios_dir() / file))
        warm_up(job)
    for index, seed in enumerate(_seeds(args.seeds)):
        n, c0 = len(_pauses), time.process_time()
        if job is not None:
            play_one(job, index, seed)
            game = players = result = None
        else:
            players = {s.id: Timed(f"{seed}/{s.id}") for s in scen.sides}
            game, result = play_game(Game(scen, seed=seed), players, seed=seed)
        cpus.append(time.process_time() - c0)
        mine = _pauses[n:]
        gcs.append(sum(p for p, _g in mine))
        longest.append(max((p for p, _g in mine), default=0.0))
        times = [t for p in players.values() for t in p.times] if players else [(0.0, 0.0)]
        decisions += times
        worst = max(times)
        by_gen = [sum(1 for _p, g in mine if g == k) for k in range(3)]
        ms_gen = [round(1000 * sum(p for p, g in mine if g == k)) for k in range(3)]
        del game, players, result
        rss.append(rss_mb())
        print(f"  seed {seed}: processor {cpus[-1]:.2f} s, collector {gcs[-1]:.3f} s ({by_gen} collections of "
              f"generations 0/1/2 taking {ms_gen} ms, longest {1000 * longest[-1]:.0f} ms), worst decision "
              f"{1000 * worst[0]:.0f} ms "
              f"(of which collector {1000 * worst[1]:.0f} ms), RSS {rss[-1]:.0f} MB, peak "
              f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB; {load()}", flush=True)
    ds = [d for d, _g in decisions]
    print(f"{args.scenario}: {len(cpus)} games; processor {mmm(cpus)}; collector a game {mmm(gcs)} "
          f"({sum(gcs) / sum(cpus):.1%} of the processor); longest collection a game {mmm(longest, 1000, 'ms')}; "
          f"decisions of 2+ choices {len(ds)}: {mmm(ds, 1000, 'ms')}; RSS after each game {mmm(rss, 1, 'MB')}, "
          f"first {rss[0]:.0f}, last {rss[-1]:.0f} MB; peak "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB; "
          f"{load()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
