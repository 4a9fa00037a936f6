"""A balance study: many games of one scenario between program players, over every core or a cluster.

    job = BalanceJob("scenarios/hautmesnil-1478.yaml", lineup="greedy")
    games = run_balance(job, games=200, seed=1, jobs="auto")          # a process per core
    games = run_balance(job, games=200, seed=1, cluster="tcp://host:8786")   # a Dask scheduler

Game i is played with seed S + i and nothing else, in whichever worker: the same games come back whatever
the number of workers (they are put back in order), and `banneret play FILE --seed S+i --players …` plays
game i again. (The lab's time-budgeted search player, `search:2s`, a job with `lab=True`, plays more or fewer
playouts on a faster or busier machine: only iteration budgets are reproducible.)

The scenario travels with the job as text (`BalanceJob.text`, the model written out self-contained: the
counters of a side that takes them from a counter library are written in), read once in the process that
starts the study: a worker never opens the file, so a Dask worker on another machine or in another folder
plays it, a file saved again during the study does not mix two versions, and the editor studies the open
document as it is, saved or not.

Each game is summarised where it is played (`GameSummary`, small and picklable): the result, the VP, the
turn from which the final leader stayed ahead ("the turn the game was decided"), which victory conditions
scored, and where units fell — what `balance_report` aggregates.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from functools import cache

from rules.engine.battle import Battle
from rules.engine.game import GameState
from rules.engine.victory import score
from rules.games.players import Player, PlayResult, play_game
from rules.games.record import Game, Start
from rules.i18n import _
from rules.scenario import model as m
from rules.scenario.files import dump_scenario, load_scenario_bytes

Progress = Callable[[int, int], None]  # (games done, games in all)


class Cancelled(Exception):
    """The study was stopped (`stop()` said so) before every game was played."""


@dataclass(frozen=True)
class BalanceJob:
    """What every game of a study shares: the scenario (`path` names it; `text`, when given, is what is
    played: `with_text` fills it), the start, the players, the step limit."""

    path: str
    lineup: str = "greedy"
    turn: int | None = None
    leader: str | None = None
    max_steps: int = 20_000
    text: str | None = field(default=None, repr=False)
    lab: bool = False  # the lineup may name lab players (search: `rules.games.lineup`); the bench scripts alone

    def with_text(self) -> BalanceJob:
        """This job carrying its scenario as self-contained text (read from `path` unless it has it)."""
        if self.text is not None:
            return self
        # read afresh, not through `_load`'s cache: a long-lived process (the editor) sees the file as saved now
        return replace(self, text=portable_text(_load.__wrapped__(self.path, None, self.turn, self.leader).scenario))


def portable_text(scenario: m.Scenario) -> str:
    """The scenario as a document that needs no other file: a side's counters taken from a counter library
    are written into it (what the engine plays; images and the map's background are not needed to play)."""
    sides = [replace(side, counters=None) for side in scenario.sides]
    return dump_scenario(replace(scenario, sides=sides))


@dataclass(frozen=True)
class Fall:
    """A unit eliminated: where it stood last, whose it was, when, and how (`eliminated` on the map, or
    `routed off` the map by its rout move, 12.2.3: then the hex is the edge hex it left from)."""

    hex: str
    q: int
    r: int
    side: str
    turn: int
    how: str = "eliminated"  # eliminated | routed off


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
    # how long the game took where it was played (for the benchmark's speed-up analysis; not compared, so
    # that the same games compare equal whatever the machine)
    cpu: float = field(default=0.0, compare=False)
    wall: float = field(default=0.0, compare=False)
    worker: int = field(default=0, compare=False)  # the id of the process that played it
    # per side, what its player counted over the game (a search player: decisions searched, overturned, capped)
    player_stats: dict[str, dict[str, int]] = field(default_factory=dict, compare=False)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> GameSummary:
        """The summary `to_dict` wrote (a study's journal, the cache); KeyError/TypeError/ValueError when it
        is not one."""
        d = dict(d)
        d["falls"] = tuple(Fall(**f) for f in d.get("falls", ()))
        d["totals"] = {str(k): int(v) for k, v in d["totals"].items()}
        return cls(**d)


@cache
def _load(path: str, text: str | None, turn: int | None, leader: str | None) -> Game:
    """The game every game of the study starts from (once per process): from `text` when given, else the file."""
    if text is None:
        load = Game.from_file(path, Start(turn, leader))
        if load.game is None:
            raise ValueError(_("{file}: cannot start a game").format(file=path) + ": " + "; ".join(
                f.message for f in load.findings))
        return load.game
    loaded = load_scenario_bytes(text.encode("utf-8"), f"<{path}>")
    errors = [f.message for f in loaded.findings if f.severity == "error"]
    if loaded.scenario is None or errors:
        raise ValueError(_("{file}: cannot start a game").format(file=path) + ": " + "; ".join(
            errors or [_("not a scenario")]))
    try:
        return Game(loaded.scenario, Start(turn, leader))
    except (ValueError, KeyError) as e:
        raise ValueError(_("{file}: cannot start a game").format(file=path) + f": {e}") from None


def base_game(job: BalanceJob) -> Game:
    """The game the study's games start from (the editor reads its scenario for the report)."""
    return _load(job.path, job.text, job.turn, job.leader)


def warm_up(*jobs: BalanceJob) -> None:
    """What a worker does once before its first game: read the scenarios and import the players (a pool's
    initializer), so that no game's time includes them."""
    import rules.games.lineup  # noqa: F401 - the import is the warm-up

    for job in jobs:
        base_game(job)


_firsts = threading.local()  # per thread, the last job played and the position its games start from


def first_state(job: BalanceJob) -> GameState:
    """The position every game of `job` starts from, made once per thread and shared by the games the thread
    plays of it one after another. With it they share its battle: the map's tables and what the engine keeps
    there that the map fixes (edge distances, front hexes, mêlée lanes, step costs), which each game otherwise
    rebuilt (the answers by situation are emptied before each game: `_forget_situations`), and no finished
    game's battle stays alive behind the engine's module tables (`turn._PHASE_B_MEMO`, the reach and occupancy
    caches): a Hautmesnil worker's memory stays about 100 MB (182 MB after thirty games with a battle a game,
    260-280 MB after a hundred), and its games are 3-12 % cheaper (more the more games it has played). Every
    kept answer is what the computation gives (the engine's positions are values), so the games are the same
    (tests/test_balance.py; docs/performance.md, "Fifth round, the balance study"). Per thread, not per
    process: the battle's tables are plain dictionaries, and games played side by side in threads (a Dask
    cluster of threads) keep their own, as the engine's module caches do."""
    got = getattr(_firsts, "last", None)
    if got is None or got[0] != job:
        base = base_game(job)
        got = _firsts.last = (job, Game(base.scenario, base.start).state)
    return got[1]


def _forget_situations(battle: Battle) -> None:
    """Empty what the battle keeps by a game's situations (the rules' answers by the counters they read, a unit
    state's score, a stack's verdict) before the next game: another game seldom meets them again, and kept
    they filled up to their bounds (a Tremithoussia worker: 300,000 live containers after six games, against
    the 170,000-220,000 of a battle a game). What the map fixes (edge distances, front hexes, mêlée lanes,
    step costs, a counter's movement numbers) stays: every game asks for it."""
    battle.kept_answers.clear()
    battle.score_memo.clear()
    battle.stacking_memo.clear()


def play_seeded(job: BalanceJob, seed: int) -> tuple[Game, PlayResult, dict[str, Player]]:
    """Game `seed` of the study as `play_one` plays it: the game, how it stopped, the players."""
    from rules.games.lineup import make_player, parse_lineup

    base = base_game(job)
    sides = [s.id for s in base.scenario.sides]
    players = {s: make_player(spec, f"{seed}/{s}", job.lab)
               for s, spec in zip(sides, parse_lineup(job.lineup, len(sides), job.lab), strict=True)}
    first = first_state(job)
    _forget_situations(first.battle)
    game = Game(base.scenario, base.start, seed=seed, first=first)
    game, result = play_game(game, players, seed=seed, max_steps=job.max_steps)
    return game, result, players


def play_one(job: BalanceJob, index: int, seed: int) -> GameSummary:
    """Play game `index` of the study with `seed` and summarise it (runs in a worker)."""
    t0, c0 = time.perf_counter(), time.process_time()
    game, result, players = play_seeded(job, seed)
    sc = result.score
    conditions: dict[str, dict[str, int]] = {}
    for e in sc.entries:
        by_side = conditions.setdefault(e.event, {})
        by_side[e.side] = by_side.get(e.side, 0) + e.points
    return GameSummary(index, seed, sc.winner, sc.result, dict(sc.totals), result.steps, result.stop,
                       result.reason, game.state.turn, _decided_turn(game, sc.winner), conditions, _falls(game),
                       cpu=time.process_time() - c0, wall=time.perf_counter() - t0, worker=os.getpid(),
                       player_stats={s: _stats(p) for s, p in players.items()})


STATS = ("decisions", "searched", "overturned", "playouts", "capped")


def _stats(player: object) -> dict[str, int]:
    return {k: getattr(player, k) for k in STATS if isinstance(getattr(player, k, None), int)}


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
    """Every unit's last hex on the map before it was eliminated (or routed off the map: the last hex of its
    rout move, where it left), in the order it happened."""
    from rules.engine.choices import Rout, parse_choice

    out = []
    states = game.states
    grid = game.scenario.grid
    for i, (before, after) in enumerate(zip(states, states[1:], strict=False)):
        if before.units is after.units:
            continue
        for ub, ua in zip(before.units, after.units, strict=True):
            if ua.condition == "eliminated" and ub.condition != "eliminated":
                last, how = ub.hex, "eliminated"
                if ua.exited:
                    how = "routed off"
                    choice = parse_choice(game.moves[i].text, before)
                    if isinstance(choice, Rout) and choice.path:
                        last = choice.path[-1]
                if last is not None:
                    out.append(Fall(grid.label(last), last.q, last.r, before.side_of(ub.id), before.turn, how))
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
    job = job.with_text()  # read once here; the workers play the text (see the module)
    base_game(job)  # refuse an unplayable scenario before starting any worker
    done: list[GameSummary] = []

    def tick(_job: int, summary: GameSummary) -> None:
        done.append(summary)
        if progress:
            progress(len(done), games)

    play_tasks([job], [(0, i, seed + i) for i in range(games)], jobs, cluster, tick, stop)
    return sorted(done, key=lambda s: s.index)


Task = tuple[int, int, int]  # (which of the jobs, game index, seed)


def play_tasks(jobs_: list[BalanceJob], tasks: list[Task], jobs: int | str = 1, cluster: str | None = None,
               tick: Callable[[int, GameSummary], None] | None = None,
               stop: Callable[[], bool] | None = None) -> None:
    """Play `tasks` — game `index` of `jobs_[k]` with `seed` — in this process, a pool of `jobs` processes or
    on the Dask scheduler at `cluster`, and hand each summary to `tick(k, summary)` as it comes (in no set
    order). The jobs carry their text (`with_text`). `stop` is asked after each game: True cancels the games
    not started and raises Cancelled; the games handed to `tick` so far are the ones played (a comparison
    interleaves its variants' tasks so that a stopped study keeps whole pairs)."""
    total = len(tasks)
    count = 0

    def got(k: int, summary: GameSummary) -> None:
        nonlocal count
        count += 1
        if tick:
            tick(k, summary)

    def stopped() -> Cancelled:
        return Cancelled(_("stopped after {done} of {games} games").format(done=count, games=total))

    if not tasks:
        return
    if cluster is not None:
        _on_cluster(cluster, jobs_, tasks, got, stop, stopped)
        return
    n = min(worker_count(jobs), total)
    if n <= 1:
        for k, index, seed in tasks:
            if stop and stop():
                raise stopped()
            got(k, play_one(jobs_[k], index, seed))
    else:
        _in_pool(n, jobs_, tasks, got, stop, stopped)


def _in_pool(n: int, jobs_: list[BalanceJob], tasks: list[Task], got: Callable[[int, GameSummary], None],
             stop: Callable[[], bool] | None, stopped: Callable[[], Cancelled]) -> None:
    """The games over `n` processes. They are started by a fork server, not forked from this process: the
    caller may have threads (the editor's Qt, a progress bar's), and forking a threaded process is unsafe.
    Each worker warms up (`warm_up`) before its first game."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    pool = ProcessPoolExecutor(max_workers=n, mp_context=ctx, initializer=warm_up, initargs=tuple(jobs_))
    try:
        which = {pool.submit(play_one, jobs_[k], index, seed): k for k, index, seed in tasks}
        for fut in as_completed(which):
            got(which[fut], fut.result())
            if stop and stop():
                raise stopped()
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _on_cluster(address: str, jobs_: list[BalanceJob], tasks: list[Task], got: Callable[[int, GameSummary], None],
                stop: Callable[[], bool] | None, stopped: Callable[[], Cancelled]) -> None:
    """Run the games on an existing Dask distributed scheduler (the optional extra `banneret[cluster]`). The
    workers need Banneret installed; the scenario travels in the tasks (`BalanceJob.text`)."""
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise RuntimeError(_("--cluster needs Dask distributed: pip install 'banneret[cluster]'")) from None
    with Client(address) as client:
        futures = client.map(play_one, [jobs_[k] for k, _i, _s in tasks], [i for _k, i, _s in tasks],
                             [s for _k, _i, s in tasks], pure=False)
        which = {f.key: k for f, (k, _i, _s) in zip(futures, tasks, strict=True)}
        try:
            for fut in as_completed(futures):
                got(which[fut.key], fut.result())
                if stop and stop():
                    raise stopped()
        finally:
            client.cancel(futures)
