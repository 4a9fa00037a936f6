"""Program-player variants against greedy, on paired seeds with a control: the lab where the search player's
strength is looked for (issue 16).

    python bench/bench_variants.py VARIANT [VARIANT ...] [--games 8] [--demos T,H] [--seed 1] [--jobs 2]
                                   [--results FILE]

A variant is a player with options, `KIND/NAME=VALUE/...`:
    greedy                         the greedy player as it ships (the control plays it against itself)
    greedy/shortlist=12            a GreedyPlayer option (shortlist, depth, budget, width)
    greedy/objective=0.7           an evaluation weight (any field of `rules.games.evaluate.Weights`)
    search   search/tactics=1      the search player, with SearchPlayer options or weights likewise
    greedy-random-order            greedy with the activation-order decisions (6.C) made at random
    portfolio/policies=base+flank  greedy whose weights for each of its activations are picked by a look-ahead
                                   through the enemy's next activation (bench/portfolio_player.py)

Each variant plays greedy on every demo, on each side, on the same seeds (`--seed` …): a side's advantage and a
seed's dice count once for each side. The control is greedy against itself on those seeds, each seed played
once (the same game serves both seats). Printed: each game as it ends, then per variant its wins with a Wilson
95 % interval, the mean victory-point margin (own VP minus the enemy's) with its standard error, and the
difference to the control seed by seed and seat by seat. The margin keeps by how much a game went, which wins
throw away: it tells variants apart with fewer games (docs/performance.md, fifth round).

`--results FILE` keeps every game as a JSON line as it ends and plays only the games the file lacks: a study
stopped halfway resumes, and a variant judged later reuses the control games already played (a seeded game is
the same game on any engine that keeps the golden games, so the file outlives speed changes).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import platform
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_opponent import margin, mean_se  # noqa: E402
from bench.portfolio_player import PortfolioPlayer  # noqa: E402
from rules.engine.victory import victory_level  # noqa: E402
from rules.games.balance import BalanceJob, base_game  # noqa: E402
from rules.games.balance_report import wilson  # noqa: E402
from rules.games.evaluate import Weights  # noqa: E402
from rules.games.greedy import GreedyPlayer  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game  # noqa: E402
from rules.games.search import SearchPlayer  # noqa: E402
from rules.paths import scenarios_dir  # noqa: E402

DEMOS = {"T": "tremithoussia-demo.yaml", "H": "hautmesnil-1478.yaml"}
WEIGHTS = {f.name for f in dataclasses.fields(Weights)}


class RandomOrderGreedy(GreedyPlayer):
    """Greedy, except the activation order (6.C: which leader activates, which enemy leader must or cannot)
    chosen at random: whether that order is worth searching at all."""

    def choose(self, state, choices=None):  # type: ignore[no-untyped-def]
        if choices is None:
            choices = state.legal_choices()
        if state.pending().kind in ORDER and len(choices) > 1:
            return choices[self.rng.randrange(len(choices))]
        return super().choose(state, choices)


ORDER = ("activation", "initiative_next", "initiative_inactive")
KINDS = {"greedy": GreedyPlayer, "search": SearchPlayer, "greedy-random-order": RandomOrderGreedy,
         "portfolio": PortfolioPlayer}
TEXT_OPTIONS = {"policies"}  # options whose value is a text, not a number


def make(variant: str, seed: str) -> GreedyPlayer | SearchPlayer | PortfolioPlayer:
    """The player a variant names, seeded as `banneret balance` seeds its players ('<seed>/<side>')."""
    kind, *opts = variant.split("/")
    weights: dict[str, float] = {}
    options: dict[str, object] = {}
    for opt in opts:
        name, _, text = opt.partition("=")
        try:
            value: object = int(text)
        except ValueError:
            value = text if name in TEXT_OPTIONS else float(text)  # a misspelt number fails here, before any game
        if name in WEIGHTS:
            weights[name] = float(value)  # type: ignore[arg-type]
        else:
            options[name] = value
    if weights:
        base = Weights(threshold=20.0) if kind == "search" else Weights()  # the search's default has it on
        options["weights"] = dataclasses.replace(base, **weights)
    return KINDS[kind](seed, **options)  # type: ignore[arg-type]


_BASES: dict[str, Game] = {}


def play(task: tuple[str, str, int, int]) -> tuple[str, str, int, int, str | None, dict[str, int], float]:
    """One game: `variant` on side `k` of `demo`, greedy on the other; (…, winner, totals, processor s)."""
    variant, demo, k, seed = task
    if demo not in _BASES:
        _BASES[demo] = base_game(BalanceJob(str(scenarios_dir() / DEMOS[demo]), "greedy"))
    base = _BASES[demo]
    sides = [s.id for s in base.scenario.sides]
    players = {s: make(variant if i == k else "greedy", f"{seed}/{s}") for i, s in enumerate(sides)}
    c0 = time.process_time()
    game, result = play_game(Game(base.scenario, base.start, seed=seed), players, seed=seed)
    return variant, demo, k, seed, result.score.winner, dict(result.score.totals), time.process_time() - c0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants", nargs="+")
    ap.add_argument("--games", type=int, default=8, help="seeds per demo (each played on both sides)")
    ap.add_argument("--demos", default="T,H", help="T (Tremithoussia), H (Hautmesnil), comma-separated")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--results", type=Path, help="JSON lines of the games played: kept, and not played again")
    args = ap.parse_args()
    demos = args.demos.split(",")
    for v in args.variants:
        make(v, "check")  # a misspelt option fails now, not in a worker an hour later
    print(f"{platform.platform()}; {os.cpu_count()} CPUs; Python {platform.python_version()}; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    seeds = range(args.seed, args.seed + args.games)
    tasks = [("greedy", d, 0, s) for d in demos for s in seeds]  # the control: one game serves both seats
    tasks += [(v, d, k, s) for v in args.variants if v != "greedy" for d in demos for k in (0, 1) for s in seeds]
    scenarios = {d: base_game(BalanceJob(str(scenarios_dir() / DEMOS[d]), "greedy")).scenario for d in demos}
    sides = {d: [s.id for s in scenarios[d].sides] for d in demos}
    margins: dict[tuple[str, str, int, int], float] = {}
    won: dict[tuple[str, str, int, int], bool] = {}
    final: dict[tuple[str, int], dict[str, int]] = {}  # the control's totals by demo and seed
    done = kept_games(args.results)
    todo = [t for t in tasks if t not in done]
    print(f"{len(tasks) - len(todo)} of {len(tasks)} games read from {args.results}" if args.results else "",
          flush=True)
    t0 = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        for got in pool.map(play, todo):
            done[got[:4]] = got
            if args.results:
                with args.results.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(got) + "\n")
            print(f"{got[0]} {got[1]} side {got[2]} seed {got[3]}: winner {got[4]}, {got[5]}, {got[6]:.1f} s "
                  "processor", flush=True)
    for variant, demo, k, seed, winner, totals, _cpu in (done[t] for t in tasks):
        if variant == "greedy":
            final[demo, seed] = totals
        for seat in ((0, 1) if variant == "greedy" else (k,)):
            margins[variant, demo, seat, seed] = margin(totals, sides[demo][seat])
            won[variant, demo, seat, seed] = winner == sides[demo][seat]
    print(f"({time.perf_counter() - t0:.0f} s in all)")
    for v in ["greedy"] + [v for v in args.variants if v != "greedy"]:
        cpus = sorted(done[t][6] for t in tasks if t[0] == v)
        print(f"{v:28} processor a game: {cpus[0]:.1f} / {statistics.median(cpus):.1f} / {cpus[-1]:.1f} s "
              f"(min / median / max over {len(cpus)})")
    for v in ["greedy"] + [v for v in args.variants if v != "greedy"]:
        keys = [(v, d, k, s) for d in demos for k in (0, 1) for s in seeds]
        wins = sum(won[x] for x in keys)
        lo, hi = wilson(wins, len(keys))
        diffs = [margins[x] - margins[("greedy",) + x[1:]] for x in keys]
        by_seat = " ".join(f"{d}{k} {sum(won[v, d, k, s] for s in seeds)}/{len(seeds)}" for d in demos for k in (0, 1))
        print(f"{v:28} wins {wins}/{len(keys)} = {100 * wins / len(keys):5.1f} % (95 % CI {100 * lo:.1f}–{100 * hi:.1f}"
              f" %) [{by_seat}]; VP margin {mean_se([margins[x] for x in keys])}; minus the control's, seed by seed "
              f"{mean_se(diffs)}")
    control(scenarios, sides, final, [margins["greedy", d, k, s] for d in demos for k in (0, 1) for s in seeds])
    return 0


def kept_games(path: Path | None) -> dict[tuple, tuple]:
    """The games a results file holds, by (variant, demo, seat, seed); a torn last line (a study killed while
    writing) is skipped."""
    out: dict[tuple, tuple] = {}
    if path is None or not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            got = tuple(json.loads(line))
        except ValueError:
            continue
        out[got[:4]] = got
    return out


def control(scenarios: dict, sides: dict, final: dict[tuple[str, int], dict[str, int]], spread: list[float],
            ) -> None:
    """How far a win rate is from greedy's, in VP: the spread of the control's margins, and the share of its
    seats a player would win who scored `gain` VP more in every game (the scenario's own victory levels decide,
    `victory.victory_level`; a sudden death is counted as the totals it ended on)."""
    seats = [(d, seed, k) for (d, seed) in final for k in (0, 1)]
    shares = []
    for gain in (0, 3, 6, 9):
        wins = 0
        for d, seed, k in seats:
            me = sides[d][k]
            totals = dict(final[d, seed])
            totals[me] = totals.get(me, 0) + gain
            wins += victory_level(scenarios[d], totals)[0] == me
        shares.append(f"+{gain}: {100 * wins / len(seats):.1f} %")
    print(f"control: margins spread {statistics.stdev(spread):.1f} VP a game (standard deviation over "
          f"{len(spread)} seats); a player scoring that many VP more in every seat would win {', '.join(shares)}")


if __name__ == "__main__":
    sys.exit(main())
