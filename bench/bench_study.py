"""What a balance study adds to each game beyond the game itself (issue #30: 200 Hautmesnil games in 5 minutes).

    python bench/bench_study.py [--scenario hautmesnil] [--seeds 1-20] [--mode study|bench]

`--mode study` plays the seeds one after the other as a study's worker does (`balance.warm_up`, then
`balance.play_one` for each game, greedy v greedy, the scenario read from the job's text) and splits each game's
processor time into the game itself (`play_game`), the summary built from it (`_decided_turn`, `_falls`) and the
rest of `play_one` (players, the new game), plus the summary's pickle (what goes back to the study's process).
`--mode bench` plays the same seeds as `bench/bench_greedy.py` does (a `Game` on the scenario read from its file,
two `GreedyPlayer`). Both print the resident memory after each game (`/proc/self/statm`) and the peak so far.
`--mode store` times the study's own writes instead: `--games N` summaries handed to a cache and a journal one
by one as a study's process does, each written after every game (a study writes at most every 2 s: a game
every 2 s or more, as 200 Hautmesnil games on two processes bring them), no game played.
Run the first two modes in turn (and alternate with another tree's copy) to compare a seed's time in a study with its
time in the bench; processor times are the figure to compare on a loaded machine.
"""

from __future__ import annotations

import argparse
import os
import pickle
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
from rules.games import balance  # noqa: E402
from rules.games.greedy import GreedyPlayer  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game  # noqa: E402
from rules.paths import scenarios_dir  # noqa: E402

FILES = {"tremithoussia": "tremithoussia-demo.yaml", "hautmesnil": "hautmesnil-1478.yaml"}


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def mmm(xs: list[float], unit: str = "s") -> str:
    return " / ".join(f"{x:.3g}" for x in (min(xs), statistics.median(xs), max(xs))) + f" {unit}"


class _Clock:
    """Processor time spent inside a wrapped function (not re-entrant: none of the wrapped ones is)."""

    def __init__(self) -> None:
        self.spent = 0.0

    def wrap(self, fn):
        def timed(*a, **kw):
            t0 = time.process_time()
            try:
                return fn(*a, **kw)
            finally:
                self.spent += time.process_time() - t0
        return timed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scenario", default="hautmesnil", choices=sorted(FILES))
    ap.add_argument("--seeds", default="1-20")
    ap.add_argument("--mode", default="study", choices=("study", "bench", "store"))
    ap.add_argument("--games", type=int, default=200, help="--mode store: the games written")
    args = ap.parse_args()
    if args.mode == "store":
        return store(args.games)
    print(f"{ROOT}; {platform.platform()}; {os.cpu_count()} CPUs; Python {platform.python_version()}; "
          f"mode {args.mode}; {load()}", flush=True)
    game_clock, summary_clock = _Clock(), _Clock()
    if args.mode == "study":
        job = balance.BalanceJob(str(scenarios_dir() / FILES[args.scenario]), "greedy").with_text()
        c0 = time.process_time()
        balance.warm_up(job)
        print(f"warm-up {time.process_time() - c0:.2f} s processor; {rss_mb():.0f} MB", flush=True)
        balance.play_game = game_clock.wrap(balance.play_game)
        balance._decided_turn = summary_clock.wrap(balance._decided_turn)
        balance._falls = summary_clock.wrap(balance._falls)
    else:
        scen = scenario(args.scenario)
    cpus, games, summaries, pickles, sizes = [], [], [], [], []
    for i, seed in enumerate(_seeds(args.seeds)):
        game_clock.spent = summary_clock.spent = 0.0
        c0 = time.process_time()
        if args.mode == "study":
            summary = balance.play_one(job, i, seed)
            steps = summary.steps
            p0 = time.process_time()
            data = pickle.dumps(summary, pickle.HIGHEST_PROTOCOL)
            pickles.append(time.process_time() - p0)
            sizes.append(len(data))
        else:
            players = {s.id: GreedyPlayer(f"{seed}/{s.id}") for s in scen.sides}
            game, result = play_game(Game(scen, seed=seed), players, seed=seed)
            steps = result.steps
        cpus.append(time.process_time() - c0)
        games.append(game_clock.spent)
        summaries.append(summary_clock.spent)
        extra = (f", of which the game {games[-1]:.2f} s, the summary {summaries[-1]:.3f} s, pickle "
                 f"{pickles[-1] * 1000:.2f} ms ({sizes[-1]} bytes)" if args.mode == "study" else "")
        print(f"  seed {seed}: {steps} choices, processor {cpus[-1]:.2f} s{extra}; memory {rss_mb():.0f} MB "
              f"(peak {peak_mb():.0f}); {load()}", flush=True)
    print(f"{args.scenario} {args.mode}: {len(cpus)} games; processor a game {mmm(cpus)}, mean "
          f"{statistics.mean(cpus):.2f} s, sum {sum(cpus):.1f} s", flush=True)
    if args.mode == "study":
        rest = [c - g - s for c, g, s in zip(cpus, games, summaries, strict=True)]
        print(f"  the game itself {mmm(games)}; the summary {mmm(summaries)}; the rest of play_one {mmm(rest)};"
              f" pickle {mmm([p * 1000 for p in pickles], 'ms')}", flush=True)
    print(f"memory {rss_mb():.0f} MB, peak {peak_mb():.0f} MB; {load()}")
    return 0


def store(games: int) -> int:
    """Each game's summary added to a cache and a journal and both written whole, as `study.run_study` does."""
    import tempfile

    from rules.games.study_store import GameCache, Journal

    job = balance.BalanceJob(str(scenarios_dir() / FILES["hautmesnil"]), "greedy").with_text()
    folder = Path(tempfile.mkdtemp(prefix="bench-study-"))
    cache = GameCache(job, folder)
    journal = Journal(folder / "study.json", {"lineup": "greedy"}, [{"label": "A", "sha256": "-", "key": "-"}],
                      [{}])
    falls = tuple(balance.Fall("0710", 7, 10, "fr", 3) for _i in range(12))
    spent = {"cache": 0.0, "journal": 0.0}
    for i in range(games):
        g = balance.GameSummary(i, i + 1, "fr", "decisive victory", {"fr": 31, "bu": 12}, 950, "game_over",
                                "the game is over", 9, 6, {"rout": {"fr": 3}}, falls, cpu=6.5, wall=6.6,
                                worker=1, player_stats={"fr": {"decisions": 300}, "bu": {"decisions": 290}})
        c0 = time.process_time()
        cache.put(g)
        cache.save()
        c1 = time.process_time()
        journal.games[0][g.seed] = g
        journal.save()
        spent["cache"] += c1 - c0
        spent["journal"] += time.process_time() - c1
    print(f"{games} games, each written when it came: the cache {spent['cache']:.2f} s, the journal "
          f"{spent['journal']:.2f} s of processor in all; {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
