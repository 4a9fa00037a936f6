"""Does the paired study (`banneret balance A --against B`) see a change with fewer games than two independent
studies? (issue #30, part 2)

    python bench/bench_balance_compare.py [--games 200,100] [--players random] [--jobs 2] [--only T-genoese,...]

On each demo, deliberate changes (a unit removed, a victory hex moved); for each change three sets of games:
A on seeds 1…n, B on the same seeds (the paired design) and B on seeds 100001…100000+n (the independent
design, two studies of n games each). Prints, for each side, the difference B − A of the win rate and of the
mean VP with the 95 % interval of each design and its width, the games the independent design needs for the
paired design's width (n × (width independent / width paired)²), and the first n (by tens) from which each
design's interval leaves 0 and stays out. Then the time of a game (min / median / max, wall clock) and the
load average. Random players by default: greedy takes 12–17 s a game on a loaded 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules.games.balance import BalanceJob, GameSummary  # noqa: E402
from rules.games.balance_compare import (  # noqa: E402
    mean_interval,
    newcombe_interval,
    paired_proportion_interval,
    welch_interval,
)
from rules.games.study import run_study  # noqa: E402
from rules.paths import scenarios_dir  # noqa: E402
from rules.scenario import model as m  # noqa: E402
from rules.scenario.files import dump_scenario, load_scenario  # noqa: E402

INDEPENDENT = 100_000  # the independent B's seeds start here (far from A's)


def without_unit(s: m.Scenario, uid: str) -> m.Scenario:
    sides = [replace(side, units=[u for u in side.units if u.id != uid]) for side in s.sides]
    return replace(s, sides=sides, setup=[p for p in s.setup if p.unit != uid],
                   reinforcements=[replace(r, units=[u for u in r.units if u != uid]) for r in s.reinforcements])


def moved_hex(s: m.Scenario, old: str, new: str) -> m.Scenario:
    """`s` with the victory hex labelled `old` moved to `new` (in every rule that lists it)."""
    a, b = s.grid.parse_label(old), s.grid.parse_label(new)
    points = [replace(p, hexes=[b if h == a else h for h in p.hexes]) if p.hexes else p for p in s.victory.points]
    assert points != s.victory.points, f"no victory rule lists {old}"
    return replace(s, victory=replace(s.victory, points=points))


# name -> (demo file, words, how B is made from A)
CHANGES: dict[str, tuple[str, str, Callable[[m.Scenario], m.Scenario]]] = {
    "T-genoese": ("tremithoussia-demo.yaml", "removing the Genoese crossbowmen",
                  lambda s: without_unit(s, "cru-ab-genoese")),
    "T-village": ("tremithoussia-demo.yaml", "moving the Byzantines' village hex 0510 to 0610",
                  lambda s: moved_hex(s, "0510", "0610")),
    "H-bombard": ("hautmesnil-1478.yaml", "removing the great bombard",
                  lambda s: without_unit(s, "bu-bombard")),
    "H-market": ("hautmesnil-1478.yaml", "moving the Burgundians' market place hex 1008 to 1408",
                 lambda s: moved_hex(s, "1008", "1408")),
}


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def leaves_zero(intervals: list[tuple[int, tuple[float, float] | None]]) -> int | None:
    """The first n from which every interval excludes 0 (None: never)."""
    first = None
    for n, iv in intervals:
        out = iv is not None and (iv[0] > 0 or iv[1] < 0)
        first = (first if first is not None else n) if out else None
    return first


def side_rows(side: str, a: list[GameSummary], bp: list[GameSummary], bi: list[GameSummary]) -> list[str]:
    n = len(a)
    wa = [g.winner == side for g in a]
    wp = [g.winner == side for g in bp]
    wi = [g.winner == side for g in bi]
    va = [float(g.totals.get(side, 0)) for g in a]
    vp = [float(g.totals.get(side, 0)) for g in bp]
    vi = [float(g.totals.get(side, 0)) for g in bi]

    def win_paired(k: int) -> tuple[float, float]:
        return paired_proportion_interval(k, sum(x and not y for x, y in zip(wa[:k], wp[:k], strict=True)),
                                          sum(y and not x for x, y in zip(wa[:k], wp[:k], strict=True)))

    def win_indep(k: int) -> tuple[float, float]:
        return newcombe_interval(sum(wa[:k]), k, sum(wi[:k]), k)

    def vp_paired(k: int) -> tuple[float, float] | None:
        return mean_interval([y - x for x, y in zip(va[:k], vp[:k], strict=True)])

    def vp_indep(k: int) -> tuple[float, float] | None:
        return welch_interval(va[:k], vi[:k])

    steps = list(range(10, n + 1, 10)) or [n]
    out = []
    for what, scale, diff_p, diff_i, paired, indep in (
            ("win rate", 100, (sum(wp) - sum(wa)) / n, (sum(wi) - sum(wa)) / n, win_paired, win_indep),
            ("mean VP", 1, statistics.fmean(vp) - statistics.fmean(va), statistics.fmean(vi) - statistics.fmean(va),
             vp_paired, vp_indep)):
        ip, ii = paired(n), indep(n)
        wp_, wi_ = (ip[1] - ip[0] if ip else float("nan")), (ii[1] - ii[0] if ii else float("nan"))
        equal = n * (wi_ / wp_) ** 2 if wp_ > 0 else float("inf")
        dp = leaves_zero([(k, paired(k)) for k in steps])
        di = leaves_zero([(k, indep(k)) for k in steps])
        unit = " %" if scale == 100 else ""
        out.append(
            f"  {side:<12} {what:<8} paired {scale * diff_p:+6.1f}{unit} [{scale * ip[0]:+6.1f}, {scale * ip[1]:+6.1f}]"
            f" width {scale * wp_:5.1f} | independent {scale * diff_i:+6.1f}{unit} "
            f"[{scale * ii[0]:+6.1f}, {scale * ii[1]:+6.1f}] width {scale * wi_:5.1f} | independent games for the "
            f"paired width: {equal:6.0f} each | out of 0 from n = {dp if dp else '–'} paired, "
            f"{di if di else '–'} independent")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", default="200,100", help="games a design on Tremithoussia, on Hautmesnil")
    ap.add_argument("--players", default="random")
    ap.add_argument("--jobs", default="1")
    ap.add_argument("--only", default=",".join(CHANGES))
    args = ap.parse_args()
    sizes = dict(zip(("tremithoussia-demo.yaml", "hautmesnil-1478.yaml"),
                     [int(x) for x in args.games.split(",")], strict=True))
    print(f"{platform.node()} {platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}; players {args.players}, {args.jobs} process(es); {load()}")
    walls: list[float] = []
    a_games: dict[str, list[GameSummary]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.only.split(","):
            demo, words, make = CHANGES[name]
            n = sizes[demo]
            a_path = str(scenarios_dir() / demo)
            b_path = Path(tmp) / f"{name}.yaml"
            b_path.write_text(dump_scenario(make(load_scenario(a_path).scenario)), encoding="utf-8")
            a_job, b_job = BalanceJob(a_path, args.players), BalanceJob(str(b_path), args.players)
            t0 = time.perf_counter()
            if demo not in a_games:
                a, bp = run_study([a_job, b_job], n, seed=1, workers=args.jobs, cache=False)
                a_games[demo] = a
                walls += [g.wall for g in a]
            else:
                a = a_games[demo]
                (bp,) = run_study([b_job], n, seed=1, workers=args.jobs, cache=False)
            (bi,) = run_study([b_job], n, seed=INDEPENDENT + 1, workers=args.jobs, cache=False)
            walls += [g.wall for g in bp + bi]
            same = sum(x.steps == y.steps and x.falls == y.falls for x, y in zip(a, bp, strict=True))
            print(f"\n{name}: {demo}, {words}; n = {n} games a design ({time.perf_counter() - t0:.0f} s; "
                  f"{same} of {n} pairs played the very same game; {load()})")
            sides = [s.id for s in load_scenario(a_path).scenario.sides]
            for side in sides:
                for line in side_rows(side, a, bp, bi):
                    print(line)
    print(f"\ngame wall time: min {min(walls):.2f} s, median {statistics.median(walls):.2f} s, max "
          f"{max(walls):.2f} s over {len(walls)} games; {load()}")


if __name__ == "__main__":
    main()
