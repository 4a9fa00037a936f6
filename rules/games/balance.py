"""A balance study: many games of one scenario between program players, over every core or a cluster.

    job = BalanceJob("scenarios/hautmesnil-1478.yaml", lineup="greedy")
    games = run_balance(job, games=200, seed=1, jobs="auto")          # a process per core
    games = run_balance(job, games=200, seed=1, cluster="tcp://host:8786")   # a Dask scheduler

Game i is played with seed S + i and nothing else, in whichever worker: the same games come back whatever
the number of workers (they are put back in order), and `banneret play FILE --seed S+i --players …` plays
game i again. (A time-budgeted search player, `search:2s`, plays more or fewer playouts on a faster or
busier machine: only iteration budgets are reproducible.)

Each game is summarised where it is played (`GameSummary`, small and picklable): the result, the VP, the
turn from which the final leader stayed ahead ("the turn the game was decided"), which victory conditions
scored, and where units fell — what `balance_report` aggregates.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import cache

from rules.engine.victory import score
from rules.games.players import play_game
from rules.games.record import Game, Start
from rules.i18n import _

Progress = Callable[[int, int], None]  # (games done, games in all)


class Cancelled(Exception):
    """The study was stopped (`stop()` said so) before every game was played."""


@dataclass(frozen=True)
class BalanceJob:
    """What every game of a study shares: the scenario file, the start, the players, the step limit."""

    path: str
    lineup: str = "greedy"
    turn: int | None = None
    leader: str | None = None
    max_steps: int = 20_000


@dataclass(frozen=True)
class Fall:
    """A unit eliminated (or routed off the map): where it stood last, whose it was, when."""

    hex: str
    q: int
    r: int
    side: str
    turn: int


@dataclass(frozen=True)
class GameSummary:
    index: int
    seed: int
    winner: str | None  # a side id, or None (a draw, no level reached)
    result: str  # "decisive victory", "sudden death", "draw"
    totals: dict[str, int]
    steps: int
    stop: str  # game_over | no_choice | max_steps | engine_error
    reason: str
    last_turn: int
    decided_turn: int | None  # from this turn's end on, the final winner was always ahead
    conditions: dict[str, dict[str, int]] = field(default_factory=dict)  # event -> side -> points
    falls: tuple[Fall, ...] = ()

    def to_dict(self) -> dict:
        return asdict(self)


@cache
def _base(path: str, turn: int | None, leader: str | None) -> Game:
    load = Game.from_file(path, Start(turn, leader))
    if load.game is None:
        raise ValueError(_("{file}: cannot start a game").format(file=path) + ": " + "; ".join(
            f.message for f in load.findings))
    return load.game


def play_one(job: BalanceJob, index: int, seed: int) -> GameSummary:
    """Play game `index` of the study with `seed` and summarise it (runs in a worker)."""
    from rules.games.lineup import make_player, parse_lineup

    base = _base(job.path, job.turn, job.leader)
    sides = [s.id for s in base.scenario.sides]
    players = {s: make_player(spec, f"{seed}/{s}")
               for s, spec in zip(sides, parse_lineup(job.lineup, len(sides)), strict=True)}
    game = Game(base.scenario, base.start, seed=seed, scenario_path=base.scenario_path,
                scenario_sha256=base.scenario_sha256)
    game, result = play_game(game, players, seed=seed, max_steps=job.max_steps)
    sc = result.score
    conditions: dict[str, dict[str, int]] = {}
    for e in sc.entries:
        by_side = conditions.setdefault(e.event, {})
        by_side[e.side] = by_side.get(e.side, 0) + e.points
    return GameSummary(index, seed, sc.winner, sc.result, dict(sc.totals), result.steps, result.stop,
                       result.reason, game.state.turn, _decided_turn(game, sc.winner), conditions, _falls(game))


def _decided_turn(game: Game, winner: str | None) -> int | None:
    """The first turn at whose end the final winner led on points (or had won) and kept leading to the end;
    None for a game without a winner."""
    if winner is None:
        return None
    ends: list[tuple[int, str | None]] = []
    states = game.states
    for before, after in zip(states, states[1:], strict=False):
        if after.turn != before.turn:
            ends.append((before.turn, _leader(before)))
    ends.append((states[-1].turn, winner))
    decided = None
    for turn, ahead in ends:
        decided = (turn if decided is None else decided) if ahead == winner else None
    return decided


def _leader(state) -> str | None:
    sc = score(state)
    if sc.sudden_death is not None:
        return sc.winner
    ranked = sorted(sc.totals.items(), key=lambda kv: -kv[1])
    if len(ranked) < 2 or ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


def _falls(game: Game) -> tuple[Fall, ...]:
    """Every unit's last hex on the map before it was eliminated, in the order it happened."""
    out = []
    states = game.states
    grid = game.scenario.grid
    for before, after in zip(states, states[1:], strict=False):
        if before.units is after.units:
            continue
        for ub, ua in zip(before.units, after.units, strict=True):
            if ua.condition == "eliminated" and ub.condition != "eliminated":
                last = ub.hex
                if last is not None:
                    out.append(Fall(grid.label(last), last.q, last.r, before.side_of(ub.id), before.turn))
    return tuple(out)


def worker_count(jobs: int | str) -> int:
    """`--jobs auto`: the cores this process may run on."""
    if jobs == "auto":
        try:
            return max(1, len(os.sched_getaffinity(0)))
        except AttributeError:  # not on Linux
            return max(1, os.cpu_count() or 1)
    n = int(jobs)
    if n < 1:
        raise ValueError(_("--jobs {jobs}: give at least 1, or 'auto'").format(jobs=jobs))
    return n


def run_balance(job: BalanceJob, games: int, seed: int = 1, jobs: int | str = 1, cluster: str | None = None,
                progress: Progress | None = None, stop: Callable[[], bool] | None = None) -> list[GameSummary]:
    """Play `games` games (game i with seed `seed + i`), in this process, a pool of `jobs` processes, or on
    the Dask scheduler at `cluster`; the summaries in game order. `stop` is asked after each game: True
    cancels the games not started and raises Cancelled (the editor's Cancel)."""
    _base(job.path, job.turn, job.leader)  # refuse an unplayable scenario before starting any worker
    tasks = [(job, i, seed + i) for i in range(games)]
    done: list[GameSummary] = []

    def tick(summary: GameSummary) -> None:
        done.append(summary)
        if progress:
            progress(len(done), games)

    if cluster is not None:
        _on_cluster(cluster, tasks, tick)
    else:
        n = min(worker_count(jobs), games)
        if n <= 1:
            for t in tasks:
                if stop and stop():
                    raise Cancelled(_("stopped after {done} of {games} games").format(done=len(done), games=games))
                tick(play_one(*t))
        else:
            _in_pool(n, tasks, tick, stop)
    return sorted(done, key=lambda s: s.index)


def _in_pool(n: int, tasks: list[tuple[BalanceJob, int, int]], tick: Callable[[GameSummary], None],
             stop: Callable[[], bool] | None) -> None:
    """The games over `n` processes. They are started by a fork server, not forked from this process: the
    caller may have threads (the editor's Qt, a progress bar's), and forking a threaded process is unsafe."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    pool = ProcessPoolExecutor(max_workers=n, mp_context=ctx)
    try:
        for fut in as_completed([pool.submit(play_one, *t) for t in tasks]):
            tick(fut.result())
            if stop and stop():
                raise Cancelled(_("stopped"))
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _on_cluster(address: str, tasks: list[tuple[BalanceJob, int, int]], tick: Callable[[GameSummary], None]) -> None:
    """Run the games on an existing Dask distributed scheduler (the optional extra `banneret[cluster]`). The
    workers need Banneret installed and the scenario file at the same path (a shared folder)."""
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise RuntimeError(_("--cluster needs Dask distributed: pip install 'banneret[cluster]'")) from None
    with Client(address) as client:
        futures = client.map(play_one, *zip(*tasks, strict=True), pure=False)
        for fut in as_completed(futures):
            tick(fut.result())
