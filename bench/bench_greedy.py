"""Greedy v greedy speed (issue #30: a greedy game ten times cheaper): whole games and single decisions.

    python bench/bench_greedy.py [--scenarios tremithoussia,hautmesnil] [--seeds 1-3]

For each scenario: greedy v greedy games with the balance study's seeding (`bench/golden_games.py`), each game's
wall and processor time (min / median / max), the `apply` calls and the share of greedy's decisions, then the
processor time of each greedy decision with two or more choices (min / median / max) in
those games and the three slowest, named by seed and `choose` call as `bench_worst_decisions.py` names them (a
slow decision that is not one of those is seen at once). Prints the machine and the load before and after.
To compare with another commit in the same run: `git archive REV | tar -x -C /tmp/base` and run this script
there too (`PYTHONPATH=/tmp/base python /tmp/base/bench/bench_greedy.py`, copying the script if it is older),
alternating; processor times are the figure to compare on a loaded machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.golden_games import _seeds, scenario  # noqa: E402
from rules.engine.game import GameState  # noqa: E402
from rules.games.greedy import GreedyPlayer  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game  # noqa: E402


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def mmm(xs: list[float], unit: str = "s", scale: float = 1.0) -> str:
    return " / ".join(f"{scale * x:.3g}" for x in (min(xs), statistics.median(xs), max(xs))) + f" {unit}"


class Timed(GreedyPlayer):
    """A greedy player that clocks its decisions (processor time) and counts the engine's `apply` calls.
    `calls`: the game's `choose` calls so far, shared by both sides (rolls included), so that a slow decision is
    named as `bench_worst_decisions.py` names it: (seed, n)."""

    def __init__(self, seed, game_seed: int, calls: list[int]) -> None:
        super().__init__(seed)
        self.game_seed, self.calls = game_seed, calls
        self.times: list[float] = []
        self.named: list[tuple[float, int, int, str, int]] = []  # (time, seed, n, decision kind, choices)

    def choose(self, state, choices=None):
        self.calls[0] += 1
        t0 = time.process_time()
        out = super().choose(state, choices)
        if choices is not None and len(choices) > 1:
            kind = state.pending().kind
            if kind != "roll":
                dt = time.process_time() - t0
                self.times.append(dt)
                self.named.append((dt, self.game_seed, self.calls[0], kind, len(choices)))
        return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scenarios", default="tremithoussia,hautmesnil")
    ap.add_argument("--seeds", default="1-3")
    args = ap.parse_args()
    print(f"{ROOT}; {platform.platform()}; {os.cpu_count()} CPUs; Python {platform.python_version()}; {load()}")
    calls = [0]
    real_apply = GameState.apply

    def counted(self, choice):
        calls[0] += 1
        return real_apply(self, choice)

    GameState.apply = counted  # type: ignore[method-assign]
    real_ahead = getattr(GameState, "apply_ahead", None)
    if real_ahead is not None:  # the look-ahead's apply (issue #30, fifth round): counted with `apply`

        def counted_ahead(self, choice):
            calls[0] += 1
            return real_ahead(self, choice)

        GameState.apply_ahead = counted_ahead  # type: ignore[method-assign]
    for name in args.scenarios.split(","):
        scen = scenario(name)
        walls, cpus, applies, decisions, named = [], [], [], [], []
        for seed in _seeds(args.seeds):
            game_calls = [0]
            players = {s.id: Timed(f"{seed}/{s.id}", seed, game_calls) for s in scen.sides}
            calls[0] = 0
            t0, c0 = time.perf_counter(), time.process_time()
            game, result = play_game(Game(scen, seed=seed), players, seed=seed)
            walls.append(time.perf_counter() - t0)
            cpus.append(time.process_time() - c0)
            applies.append(calls[0])
            for p in players.values():
                decisions += p.times
                named += p.named
            print(f"  {name} seed {seed}: {len(game.moves)} moves, {result.stop}, wall {walls[-1]:.1f} s, "
                  f"processor {cpus[-1]:.1f} s, {calls[0]} apply calls; {load()}", flush=True)
        print(f"{name}: {len(walls)} games; wall {mmm(walls)}; processor {mmm(cpus)}; apply calls "
              f"{mmm(applies, '')}; greedy decisions with 2+ choices: {len(decisions)}, processor "
              f"{mmm(decisions, 'ms', 1000)}, share of processor time {sum(decisions) / sum(cpus):.0%}", flush=True)
        slowest = sorted(named)[:-4:-1]
        print(f"{name}: slowest decisions: " + "; ".join(
            f"{1000 * t:.1f} ms seed {sd} call {n} ({kind}, {k} choices)" for t, sd, n, kind, k in slowest), flush=True)
    print(load())
    return 0


if __name__ == "__main__":
    sys.exit(main())
