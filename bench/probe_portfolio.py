"""How much the portfolio player's choice is worth (issue 16, sixth round): at the first activations of one
side in a greedy-v-greedy game, every policy of `bench/portfolio_player.py`'s portfolio is played on many dice
streams through that activation and the next, and its mean paired gain over greedy's own weights printed with
its standard error.

    python bench/probe_portfolio.py --demo T --side 0 --seed 1 --streams 16 --activations 8

If the gains are small against their standard errors at 16 streams, a pick made on 4 streams is mostly noise,
and the best pick is worth little: the printed sum of each activation's best mean gain is an optimistic ceiling
(the best of several noisy means is biased upward).
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

from bench.bench_variants import DEMOS  # noqa: E402
from bench.portfolio_player import POLICIES, PortfolioPlayer  # noqa: E402
from rules.games.balance import BalanceJob, base_game  # noqa: E402
from rules.games.greedy import GreedyPlayer  # noqa: E402
from rules.games.players import make_dice  # noqa: E402
from rules.games.record import Game  # noqa: E402
from rules.paths import scenarios_dir  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--demo", default="T", choices=sorted(DEMOS))
    ap.add_argument("--side", type=int, default=0, choices=(0, 1))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--streams", type=int, default=16)
    ap.add_argument("--activations", type=int, default=8)
    ap.add_argument("--policies", default=",".join(POLICIES))
    args = ap.parse_args()
    print(f"{platform.platform()}; {os.cpu_count()} CPUs; Python {platform.python_version()}; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    base = base_game(BalanceJob(str(scenarios_dir() / DEMOS[args.demo]), "greedy"))
    sides = [s.id for s in base.scenario.sides]
    me = sides[args.side]
    game = Game(base.scenario, base.start, seed=args.seed)
    players = {s: GreedyPlayer(f"{args.seed}/{s}") for s in sides}
    dice = make_dice(args.seed)
    lab = PortfolioPlayer("probe", policies=args.policies, samples=args.streams)
    seen: set[tuple] = set()
    ceiling = 0.0
    n = args.streams
    while not game.state.is_over and len(seen) < args.activations:
        state = game.state
        decision = state.pending()
        choices = state.legal_choices()
        leader = state.active_leader
        if (decision.kind != "roll" and decision.side == me and leader is not None and len(choices) > 1
                and state.side_of(leader) == me and (state.turn, leader) not in seen):
            seen.add((state.turn, leader))
            ev = lab.judge.evaluator(state)
            t0 = time.process_time()
            values = [[lab._playout(state, me, k, f"probe/{state.turn}/{leader}/{j}", ev) for j in range(n)]
                      for k in range(len(lab.policies))]
            gains = []
            for k in range(1, len(values)):
                diffs = [a - b for a, b in zip(values[k], values[0], strict=True)]
                gains.append((lab.names[k], statistics.fmean(diffs), statistics.stdev(diffs) / n ** 0.5))
            ceiling += max(0.0, *(g for _, g, _ in gains))
            print(f"turn {state.turn} {leader}: base's value spreads {statistics.stdev(values[0]):.1f} VP; "
                  + "; ".join(f"{name} {g:+.2f} ± {se:.2f}" for name, g, se in gains)
                  + f" ({time.process_time() - t0:.0f} s processor)", flush=True)
        choice = (dice.roll(state, choices) if decision.kind == "roll" else
                  players[decision.side].choose(state, choices) if decision.side else choices[0])
        game.push(choice)
    print(f"the best policy's mean gain, summed over {len(seen)} activations (optimistic): {ceiling:+.2f} VP")
    return 0


if __name__ == "__main__":
    sys.exit(main())
