"""Strength and speed of the program players (issue 16), and the balance study's games a minute by workers.

    python bench/bench_opponent.py [--strength 10] [--search-games 4] [--search random|16|2s] [--decisions 30]
                                   [--speed-games 8] [--workers 1,2] [--repeat 2] [--only strength,search,...]

Prints the machine and its load, then
  strength   greedy v random on both demos, greedy on each side: greedy's wins with a Wilson 95 % interval
             (target: greedy wins >= 95 %)
  search     search v greedy the same way (target: search wins >= 60 %); with `--jobs 1` each game is
             printed as it ends; `--control` also plays greedy in the search's seat on the same seeds
Matches are paired by default (each seed played with the stronger player on each side; `--unpaired` for the
first rounds' seeds) and print the mean victory-point margin with its standard error beside the wins.
  decisions  the time of one decision (min / median / max, wall clock and this process's processor time) of
             greedy and of the default search, on positions of seeded random games with at least two legal
             choices (targets: greedy < 50 ms median, search <= 1 s), in this process (pin it to one core with
             `taskset -c 0`); for search, how many decisions its processor-time cap cut short
  speed      `run_balance` games a minute with 1, 2, … worker processes (`--speed-players`, greedy v greedy,
             Tremithoussia) and the speed-up over one worker (target >= 1.8x from 1 to 2 on a quiet
             machine), `--repeat` times; and what explains a speed-up below the number of workers: the
             processor time the games took (if it grows with the workers, they contend), the cores the games
             got (processor time / wall time), the cores the rest of the machine used meanwhile (/proc/stat),
             and the best the game lengths allow (the longest game, or the total shared evenly)
Times depend on the load: the load average is printed before each part and after each run.
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

from rules.games.balance import BalanceJob, GameSummary, play_one, run_balance  # noqa: E402
from rules.games.balance_report import wilson  # noqa: E402
from rules.games.lineup import make_player  # noqa: E402
from rules.games.players import play_game  # noqa: E402
from rules.games.record import Game, Start  # noqa: E402
from rules.paths import scenarios_dir  # noqa: E402

DEMOS = ("tremithoussia-demo.yaml", "hautmesnil-1478.yaml")


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def busy() -> tuple[float, float] | None:
    """(busy, total) jiffies of the whole machine since boot (/proc/stat), or None off Linux."""
    try:
        with open("/proc/stat") as f:
            cpu = [int(x) for x in f.readline().split()[1:]]
    except OSError:
        return None
    idle = cpu[3] + (cpu[4] if len(cpu) > 4 else 0)
    return sum(cpu) - idle, sum(cpu)


def sessions() -> str:
    """How the kernel shares the cores: with autogroup on (most Linux desktops and this machine), CPU time is
    shared fairly between sessions, not processes, so a study's second worker only adds a core that no other
    busy session wants. The sessions with a runnable process now, other than this one's."""
    try:
        with open("/proc/sys/kernel/sched_autogroup_enabled") as f:
            on = f.read().strip() == "1"
    except OSError:
        return "scheduler: no autogroup information"
    if not on:
        return "scheduler: autogroup off (cores shared between processes)"
    mine = Path("/proc/self/autogroup").read_text().split()[0]
    busy_groups = set()
    for p in Path("/proc").glob("[0-9]*"):
        try:
            state = (p / "stat").read_text().rsplit(")", 1)[1].split()[0]
            group = (p / "autogroup").read_text().split()[0]
        except (OSError, IndexError):
            continue
        if state == "R" and group != mine:
            busy_groups.add(group)
    return (f"scheduler: autogroup on (cores shared between sessions); other sessions running now: "
            f"{len(busy_groups)}")


def match(strong: str, weak: str, games: int, seed: int, jobs: int, demos: tuple[str, ...] = DEMOS,
          paired: bool = True, control: bool = False) -> None:
    """`strong` against `weak` on both demos, `strong` on each side in turn; its wins with Wilson intervals.

    `paired` (the default): `strong` plays both sides of the same seeds (`seed` … `seed + games - 1`), so that
    a side's advantage and a seed's dice count once for each side; else the second side's seeds are `seed +
    1000` … (the first rounds' design). Besides the wins, the mean victory-point margin (own VP minus the
    enemy's) with its standard error: a finer measure than wins, which throw away by how much. `control`
    plays `weak` against itself on the same seeds (paired, each seed once: the same game serves both seats),
    so that `strong`'s figures read against what `weak` scores in its seat; the difference of the margins is
    taken seed by seed and side by side."""
    print(f"\n{strong} v {weak}: {games} games per demo and side, {'paired seeds' if paired else 'seeds per side'}"
          f" ({load()})")
    total_w = total_n = 0
    margins: list[float] = []
    diffs: list[float] = []
    ctrl_w = 0
    for demo in demos:
        path = str(scenarios_dir() / demo)
        sides = [s.id for s in Game.from_file(path, Start()).game.scenario.sides]
        ctrl: list[GameSummary] = []
        if control:
            ctrl = _games(BalanceJob(path, weak, lab=True), games, seed, jobs, None)
        for k, side in enumerate(sides):
            lineup = ",".join(strong if s == side else weak for s in sides)
            first = seed if paired else seed + 1000 * k
            t0 = time.perf_counter()
            res = _games(BalanceJob(path, lineup, lab=True), games, first, jobs, side)
            dt = time.perf_counter() - t0
            wins = sum(g.winner == side for g in res)
            draws = sum(g.winner is None for g in res)
            lo, hi = wilson(wins, games)
            total_w, total_n = total_w + wins, total_n + games
            mine = [margin(g.totals, side) for g in res]
            margins += mine
            stats: dict[str, int] = {}
            for g in res:
                for key, v in g.player_stats.get(side, {}).items():
                    stats[key] = stats.get(key, 0) + v
            note = ""
            if "searched" in stats:
                note = (f"; searched {stats['searched']} of {stats['decisions']} decisions, greedy's choice "
                        f"overturned {stats['overturned']}, {stats['playouts']} playouts, capped {stats['capped']}")
            print(f"  {demo:26} {strong} as {side:12}: wins {wins}/{games} = {100 * wins / games:5.1f} % "
                  f"(95 % CI {100 * lo:.1f}–{100 * hi:.1f} %), draws {draws}; VP margin {mean_se(mine)}; "
                  f"{dt / games:.1f} s a game, {statistics.fmean(g.cpu for g in res):.1f} s processor a game"
                  f"{note} ({load()})", flush=True)
            if ctrl and paired:
                seat = [margin(g.totals, side) for g in ctrl]
                cw = sum(g.winner == side for g in ctrl)
                ctrl_w += cw
                diffs += [a - b for a, b in zip(mine, seat, strict=True)]
                print(f"  {'':26} {weak} in that seat (control): wins {cw}/{games}, VP margin {mean_se(seat)}")
    lo, hi = wilson(total_w, total_n)
    print(f"  all: {total_w}/{total_n} = {100 * total_w / total_n:.1f} % (95 % CI {100 * lo:.1f}–{100 * hi:.1f} %); "
          f"VP margin {mean_se(margins)}")
    if diffs:
        clo, chi = wilson(ctrl_w, total_n)
        print(f"  control: {weak} in the same seats wins {ctrl_w}/{total_n} = {100 * ctrl_w / total_n:.1f} % "
              f"(95 % CI {100 * clo:.1f}–{100 * chi:.1f} %); {strong} minus {weak}, seed by seed: VP margin "
              f"{mean_se(diffs)}, wins {total_w - ctrl_w:+d}")


def _games(job: BalanceJob, games: int, first: int, jobs: int, side: str | None) -> list[GameSummary]:
    """The games of one seat, seeds `first` …; with one job each printed as it ends (a long match shows its
    progress)."""
    if jobs != 1:
        return run_balance(job, games, first, jobs)
    res = []
    for i in range(games):
        g = play_one(job, i, first + i)
        res.append(g)
        if side is not None:
            print(f"    seed {g.seed}: {game_line(g, side)} ({load()})", flush=True)
    return res


def margin(totals: dict[str, int], side: str) -> float:
    """The side's victory points minus the best of its enemies' at the game's end."""
    return totals.get(side, 0) - max((v for s, v in totals.items() if s != side), default=0)


def mean_se(xs: list[float]) -> str:
    if len(xs) < 2:
        return f"{statistics.fmean(xs):+.2f}" if xs else "–"
    return f"{statistics.fmean(xs):+.2f} ± {statistics.stdev(xs) / len(xs) ** 0.5:.2f} (standard error)"


def game_line(g: GameSummary, side: str) -> str:
    """One game of a match in a line: who won and how, the points, its processor time, the player's counts."""
    won = "won" if g.winner == side else "draw" if g.winner is None else "lost"
    stats = ", ".join(f"{k} {v}" for k, v in g.player_stats.get(side, {}).items())
    return (f"{won} ({g.result}, {' '.join(f'{s} {v}' for s, v in g.totals.items())}, turn {g.last_turn}, "
            f"{g.stop}); processor {g.cpu:.1f} s, wall {g.wall:.1f} s" + (f"; {stats}" if stats else ""))


def decisions(n: int, spec: str, seed: int) -> None:
    print(f"\none decision of '{spec}' ({load()}; positions of seeded random games, >= 2 legal choices)")
    for demo in DEMOS:
        base = Game.from_file(str(scenarios_dir() / demo), Start()).game
        game, _ = play_game(Game(base.scenario, base.start, seed=seed), seed=seed)
        states = [s for s in game.states if not s.is_over and s.pending().kind != "roll"]
        states = [s for s in states if len(s.legal_choices()) > 1]
        step = max(1, len(states) // n)
        times, cpus, widths, capped = [], [], [], 0
        for st in states[::step][:n]:
            player = make_player(spec, seed, lab=True)
            choices = st.legal_choices()
            t0, c0 = time.perf_counter(), time.process_time()
            player.choose(st, choices)
            times.append(time.perf_counter() - t0)
            cpus.append(time.process_time() - c0)
            widths.append(len(choices))
            capped += getattr(player, "capped", 0)

        def ms(xs: list[float]) -> str:
            return f"min {1e3 * min(xs):.1f}, median {1e3 * statistics.median(xs):.1f}, max {1e3 * max(xs):.1f}"

        print(f"  {demo:26} {len(times)} decisions ({min(widths)}–{max(widths)} choices): wall ms {ms(times)}; "
              f"processor ms {ms(cpus)}" + (f"; capped {capped}" if hasattr(player, "capped") else ""), flush=True)


def speed(games: int, workers: list[int], repeat: int, seed: int, lineup: str) -> None:
    path = str(scenarios_dir() / DEMOS[0])
    job = BalanceJob(path, lineup, lab=True)
    for r in range(repeat):
        print(f"\nbalance speed, {lineup}, {games} games of {DEMOS[0]}, run {r + 1} ({load()}; {sessions()})")
        base = None
        for w in workers:
            m0 = busy()
            t0 = time.perf_counter()
            res = run_balance(job, games, seed, w)
            dt = time.perf_counter() - t0
            m1 = busy()
            base = base or dt
            cpu = sum(g.cpu for g in res)
            longest = max(g.cpu for g in res)
            bound = max(longest, cpu / w)  # the best `w` workers can do with these game lengths, all cores free
            machine = ""
            if m0 and m1:
                cores = (m1[0] - m0[0]) / (m1[1] - m0[1]) * (os.cpu_count() or 1)
                machine = f"; machine busy {cores:.2f} cores, of which others' {max(0.0, cores - cpu / dt):.2f}"
            print(f"  {w} worker{'s' if w > 1 else ' '}: {dt:6.1f} s, {games / dt * 60:5.1f} games a minute, "
                  f"speed-up {base / dt:.2f}x ({load()}; {sessions()})", flush=True)
            print(f"     games' processor time {cpu:.1f} s ({cpu / games:.1f} s a game, longest {longest:.1f} s); "
                  f"the games got {cpu / dt:.2f} cores{machine}; best possible with these lengths {bound:.1f} s "
                  f"(speed-up bound {res and sum(g.cpu for g in res) / bound:.2f}x)", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--strength", type=int, default=10, help="greedy v random games per demo and side")
    ap.add_argument("--search-games", type=int, default=4, help="search v greedy games per demo and side")
    ap.add_argument("--search", default="search", help="the search player's spec (default: its default budget)")
    ap.add_argument("--decisions", type=int, default=30)
    ap.add_argument("--speed-games", type=int, default=8)
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--speed-players", default="greedy", help="the lineup of the speed games")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=2, help="worker processes for the strength matches")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="strength,search,decisions,speed")
    ap.add_argument("--demos", default=",".join(DEMOS), help="the scenarios of the matches (file names)")
    ap.add_argument("--unpaired", action="store_true",
                    help="the second side on seeds from seed + 1000 (the first rounds' design), not the same")
    ap.add_argument("--control", action="store_true",
                    help="also play the weaker player in the stronger one's seat on the same seeds (search part)")
    args = ap.parse_args()
    parts = set(args.only.split(","))
    print(f"{platform.platform()}; {platform.processor() or platform.machine()}; {os.cpu_count()} CPUs; "
          f"Python {platform.python_version()}; {load()}; {sessions()}")
    if "decisions" in parts:
        decisions(args.decisions, "greedy", args.seed)
        decisions(args.decisions, args.search, args.seed)
    if "strength" in parts:
        match("greedy", "random", args.strength, args.seed, args.jobs, tuple(args.demos.split(",")),
              paired=not args.unpaired)
    if "search" in parts:
        match(args.search, "greedy", args.search_games, args.seed, args.jobs, tuple(args.demos.split(",")),
              paired=not args.unpaired, control=args.control)
    if "speed" in parts:
        speed(args.speed_games, [int(w) for w in args.workers.split(",")], args.repeat, args.seed, args.speed_players)
    return 0


if __name__ == "__main__":
    sys.exit(main())
