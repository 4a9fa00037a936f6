"""Greedy's evaluation weights tuned by self-play with SPSA (issue 30, part 3): the way chess engines tune theirs
(Stockfish's fishtest SPSA), here on two demos.

    python bench/tune_weights.py [--iterations 120] [--jobs 2] [--seed 1001] [--log FILE]
                                 [--params material,leader,...] [--c 0.2] [--first-step 0.15] [--A 12]

θ is the `rules.games.evaluate.Weights` fields that shape greedy's play, in log space (each step multiplies a
weight; `vp` fixes the scale, `win` and the threshold stay as they ship). Iteration k draws a random ±1
perturbation Δ and plays greedy(θ·e^{+c_k Δ}) against greedy(θ·e^{−c_k Δ}) on seed `seed + k`, in both seats of
the same seed (two games, common random numbers: the dice and a seat's advantage count once for each), on
Tremithoussia at even k and Hautmesnil at odd k. r is θ+'s victory-point margin summed over the two seats, and

    log θ ← log θ + a_k · r / (2 c_k) · Δ,   a_k = a / (k + 1 + A)^0.602,   c_k = c / (k + 1)^0.101

(Spall's gain sequences). `a` is set from `--first-step`: the step that moves a weight by that share at the first
iteration when |r| is `--typical-r` VP. Each log θ is kept within a factor `--bound` of where it started.

Use seeds 1001 and up: seeds 1–50 are the judging seeds of `bench/bench_variants.py` (issue 30 asks each
candidate to be judged there on 200 paired games), and tuning on them would judge the tune on its own data.

The two games of an iteration run in parallel (`--jobs 2`). `--log FILE` keeps a JSON line per iteration (its
θ before and after, Δ, the margins, the processor time, the load): a run stopped halfway resumes from the log's
last θ, a killed run leaves its trajectory, and `--iterations 0` prints a log's summary and plays nothing (give
the run's `--A` and the other tuning options again: a log is read only under the config that wrote it).
Printed: the machine and the load, θ every `--every` iterations, then the final θ as a `bench_variants.py` spec
(`greedy/material=0.62/leader=1.8/...`), the mean of θ over the run's second half, and each weight's mean
gradient estimate with its standard error (is there any signal under the dice?).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_opponent import margin  # noqa: E402
from rules.games.evaluate import Weights  # noqa: E402

PARAMS = ("material", "leader", "objective", "exit", "contact", "front", "flank", "command")
DEMOS = ("T", "H")  # alternated: Tremithoussia at even iterations, Hautmesnil at odd
ALPHA, GAMMA = 0.602, 0.101  # Spall's exponents for a_k and c_k

# One game: (demo, seed, the seat θ+ plays, θ+'s weights, θ−'s weights) -> (θ+'s VP margin, processor s).
Task = tuple[str, int, int, dict[str, float], dict[str, float]]
GameFn = Callable[[Task], tuple[float, float]]
MapFn = Callable[[GameFn, Iterable[Task]], Iterator[tuple[float, float]]]


@dataclasses.dataclass(frozen=True)
class Config:
    """What a run's trajectory depends on: a log written under another config is not resumed."""

    params: tuple[str, ...] = PARAMS
    seed: int = 1001
    c: float = 0.2
    a: float = 0.0  # 0: derived from first_step
    big_a: float = 12.0  # Spall's stability constant A, about a tenth of the iterations
    first_step: float = 0.15
    typical_r: float = 20.0
    bound: float = 4.0

    def gain_a(self) -> float:
        """`a`, so that the first step moves a weight by `first_step` (in log space) when |r| is `typical_r`."""
        if self.a:
            return self.a
        return self.first_step * (1 + self.big_a) ** ALPHA * 2 * self.c / self.typical_r

    def a_k(self, k: int) -> float:
        return self.gain_a() / (k + 1 + self.big_a) ** ALPHA

    def c_k(self, k: int) -> float:
        return self.c / (k + 1) ** GAMMA


def start_theta(params: Iterable[str]) -> dict[str, float]:
    """Log θ where greedy ships."""
    base = Weights()
    return {p: math.log(getattr(base, p)) for p in params}


def delta(config: Config, k: int) -> dict[str, int]:
    """Iteration k's perturbation, ±1 per weight; drawn from the run's seed and k, so a resumed run draws the
    same ones."""
    rng = random.Random(f"spsa/{config.seed}/{k}")
    return {p: rng.choice((-1, 1)) for p in config.params}


def weights_of(theta: dict[str, float]) -> dict[str, float]:
    return {p: round(math.exp(v), 4) for p, v in theta.items()}


def spec(theta: dict[str, float]) -> str:
    """θ as a `bench_variants.py` variant."""
    return "greedy/" + "/".join(f"{p}={w:.4g}" for p, w in weights_of(theta).items())


def step(config: Config, k: int, theta: dict[str, float], d: dict[str, int], r: float) -> dict[str, float]:
    """SPSA's update: θ moves along Δ by a_k · r / (2 c_k), each weight kept within `bound` of its start."""
    g = config.a_k(k) * r / (2 * config.c_k(k))
    start = start_theta(config.params)
    lim = math.log(config.bound)
    return {p: min(start[p] + lim, max(start[p] - lim, theta[p] + g * d[p])) for p in config.params}


def tasks(config: Config, k: int, theta: dict[str, float], d: dict[str, int]) -> list[Task]:
    """Iteration k's two games: θ+ in seat 0, then in seat 1, on the same demo and seed."""
    ck = config.c_k(k)
    plus = weights_of({p: theta[p] + ck * d[p] for p in config.params})
    minus = weights_of({p: theta[p] - ck * d[p] for p in config.params})
    demo, seed = DEMOS[k % 2], config.seed + k
    return [(demo, seed, 0, plus, minus), (demo, seed, 1, plus, minus)]


def read_log(path: Path | None, config: Config) -> list[dict]:
    """The iterations a log holds (a torn last line, from a run killed while writing, is skipped). A log written
    under another config is refused: its trajectory is not this run's."""
    if path is None or not path.exists():
        return []
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if "config" in row:
            if row["config"] != _config_json(config):
                raise SystemExit(f"{path}: written under another config ({row['config']}); use another --log")
            continue
        rows.append(row)
    return rows


def _config_json(config: Config) -> dict:
    return json.loads(json.dumps(dataclasses.asdict(config)))


def run(config: Config, iterations: int, game: GameFn, pool_map: MapFn = map, log: Path | None = None,
        every: int = 5, out: Callable[[str], None] = print) -> list[dict]:
    """SPSA for `iterations` iterations (those in `log` are not played again); the trajectory, a row an
    iteration."""
    rows = read_log(log, config)
    if log is not None and len(rows) < iterations:  # (a log read for its summary alone is not touched)
        if not log.exists() or not log.stat().st_size:
            log.parent.mkdir(parents=True, exist_ok=True)
            log.write_text(json.dumps({"config": _config_json(config)}) + "\n", encoding="utf-8")
        elif not log.read_bytes().endswith(b"\n"):
            with log.open("a", encoding="utf-8") as f:
                f.write("\n")  # a torn last line stays torn, on its own
    theta = rows[-1]["theta_after"] if rows else start_theta(config.params)
    if rows:
        out(f"{log}: {len(rows)} iterations read" + (", resumed" if len(rows) < iterations else ""))
    for k in range(len(rows), iterations):
        d = delta(config, k)
        todo = tasks(config, k, theta, d)
        w0 = time.perf_counter()
        played = list(pool_map(game, todo))
        margins = [m for m, _cpu in played]
        r = sum(margins)
        after = step(config, k, theta, d, r)
        row = {"k": k, "demo": todo[0][0], "seed": todo[0][1], "theta": theta, "delta": d, "a_k": config.a_k(k),
               "c_k": config.c_k(k), "margins": margins, "r": r, "theta_after": after,
               "wall": round(time.perf_counter() - w0, 1), "cpu": [round(c, 1) for _m, c in played],
               "load": os.getloadavg()[0]}
        rows.append(row)
        if log is not None:
            with log.open("a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
        theta = after
        if (k + 1) % every == 0 or k + 1 == iterations:
            out(f"{k + 1:4} {row['demo']} seed {row['seed']} r {r:+.0f} ({row['wall']:.0f} s, load "
                f"{row['load']:.2f}): " + " ".join(f"{p} {w:.3g}" for p, w in weights_of(theta).items()))
    return rows


def gradient(rows: list[dict], params: Iterable[str]) -> dict[str, tuple[float, float]]:
    """Each weight's gradient estimate r·Δ/(2 c_k), VP per unit of log weight, mean and standard error over the
    run: a mean within two standard errors of zero says the dice drowned that weight's signal."""
    out = {}
    for p in params:
        g = [row["r"] * row["delta"][p] / (2 * row["c_k"]) for row in rows]
        se = statistics.stdev(g) / len(g) ** 0.5 if len(g) > 1 else float("nan")
        out[p] = (statistics.fmean(g), se)
    return out


def summary(rows: list[dict], config: Config, out: Callable[[str], None] = print) -> str:
    """The run in words and numbers; returns the final spec."""
    start, end = start_theta(config.params), rows[-1]["theta_after"]
    half = rows[len(rows) // 2:]
    avg = {p: statistics.fmean(row["theta_after"][p] for row in half) for p in config.params}
    grad = gradient(rows, config.params)
    rs = [row["r"] for row in rows]
    out(f"{len(rows)} iterations, {2 * len(rows)} games; r (θ+'s margin over both seats) mean "
        f"{statistics.fmean(rs):+.1f}, standard deviation {statistics.stdev(rs) if len(rs) > 1 else 0:.1f} VP; "
        f"a = {config.gain_a():.4g}, c = {config.c}, A = {config.big_a}")
    out(f"{'weight':10} {'start':>8} {'end':>8} {'moved':>7} {'min':>8} {'max':>8} {'2nd-half mean':>14} "
        f"{'gradient, VP per log unit':>28}")
    for p in config.params:
        seen = [math.exp(row["theta_after"][p]) for row in rows]
        g, se = grad[p]
        out(f"{p:10} {math.exp(start[p]):8.4g} {math.exp(end[p]):8.4g} {math.exp(end[p] - start[p]) - 1:+7.0%} "
            f"{min(seen):8.4g} {max(seen):8.4g} {math.exp(avg[p]):14.4g} {g:+14.1f} ± {se:.1f}")
    for demo in DEMOS:
        cpu = sorted(c for row in rows if row["demo"] == demo for c in row["cpu"])
        if cpu:
            out(f"{demo}: processor a game {cpu[0]:.1f} / {statistics.median(cpu):.1f} / {cpu[-1]:.1f} s "
                f"(min / median / max over {len(cpu)})")
    walls = sorted(row["wall"] for row in rows)
    out(f"wall clock an iteration {walls[0]:.0f} / {statistics.median(walls):.0f} / {walls[-1]:.0f} s "
        "(min / median / max)")
    out(f"the second half's mean θ: {spec(avg)}")
    final = spec(end)
    out(f"final θ: {final}")
    return final


# --- the real game -------------------------------------------------------------------------------------------

_BASES: dict[str, object] = {}


def play(task: Task) -> tuple[float, float]:
    """One greedy-v-greedy game as `bench_variants.play` sets it up and seeds it; θ+'s VP margin, and the game's
    processor time."""
    from bench.bench_variants import DEMOS as FILES
    from rules.games.balance import BalanceJob, base_game
    from rules.games.greedy import GreedyPlayer
    from rules.games.players import play_game
    from rules.games.record import Game
    from rules.paths import scenarios_dir

    demo, seed, seat, plus, minus = task
    if demo not in _BASES:
        _BASES[demo] = base_game(BalanceJob(str(scenarios_dir() / FILES[demo]), "greedy"))
    base = _BASES[demo]
    sides = [s.id for s in base.scenario.sides]  # type: ignore[attr-defined]
    players = {s: GreedyPlayer(f"{seed}/{s}", weights=dataclasses.replace(Weights(), **(plus if i == seat else minus)))
               for i, s in enumerate(sides)}
    c0 = time.process_time()
    _game, result = play_game(Game(base.scenario, base.start, seed=seed), players, seed=seed)  # type: ignore
    return margin(dict(result.score.totals), sides[seat]), time.process_time() - c0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=120)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1001, help="iteration k plays seed SEED + k (not 1–50: judging)")
    ap.add_argument("--log", type=Path, help="JSON lines, one an iteration: resumed if it exists")
    ap.add_argument("--params", default=",".join(PARAMS), help="the Weights fields tuned, comma-separated")
    ap.add_argument("--c", type=float, default=0.2, help="perturbation, in log space (0.2: ×1.22 / ÷1.22)")
    ap.add_argument("--a", type=float, default=0.0, help="step gain (default: from --first-step)")
    ap.add_argument("--A", type=float, default=12.0, dest="big_a", help="stability constant")
    ap.add_argument("--first-step", type=float, default=0.15, help="first step in log space at |r| = typical")
    ap.add_argument("--typical-r", type=float, default=20.0, help="VP")
    ap.add_argument("--bound", type=float, default=4.0, help="each weight stays within this factor of its start")
    ap.add_argument("--every", type=int, default=5, help="print θ every this many iterations")
    args = ap.parse_args()
    params = tuple(args.params.split(","))
    fields = {f.name for f in dataclasses.fields(Weights)}
    if bad := [p for p in params if p not in fields or getattr(Weights(), p) <= 0]:
        ap.error(f"not a positive Weights field: {', '.join(bad)}")
    if args.seed <= 50 and args.iterations > 0:
        ap.error("seeds 1–50 are the judging seeds: tune on --seed 1001 and up")
    config = Config(params, args.seed, args.c, args.a, args.big_a, args.first_step, args.typical_r, args.bound)
    print(f"{platform.platform()}; {os.cpu_count()} CPUs; Python {platform.python_version()}; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}", flush=True)
    print(f"start: {spec(start_theta(params))}; a = {config.gain_a():.4g}, c = {config.c}, A = {config.big_a}",
          flush=True)
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = run(config, args.iterations, play, pool.map, args.log, args.every,
                   lambda s: print(s, flush=True))
    if rows:
        summary(rows, config, lambda s: print(s, flush=True))
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
