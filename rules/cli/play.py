"""`banneret play`, `banneret replay` and `banneret selfplay`: games between random players, game records
replayed, and a first balance report (docs/cli.md, docs/play.md). Exit codes as for every command: 0 done,
1 errors (a scenario with errors, an illegal move in a record, an engine failure), 2 a file cannot be read or
written."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass
from functools import cache
from statistics import mean
from typing import TYPE_CHECKING

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, unescaped
from rules.i18n import _, ngettext

# The engine and the game records load only when a command of this group runs: `banneret render` and
# `validate` build the same parser and must not pay for them at start-up (issue 14).
if TYPE_CHECKING:
    from tqdm import tqdm

    from rules.engine.victory import Score
    from rules.games.players import PlayResult
    from rules.games.record import Game, GameLoad, Start
    from rules.scenario import model as m


def add_play_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("play", help=_("play a game between program players; print its summary and result"))
    p.add_argument("file", metavar="FILE")
    _players_arg(p)
    p.add_argument("--seed", type=int, help=_("seed of the dice and the players (default: a new one, printed)"))
    p.add_argument("--record", metavar="OUT", help=_("save the game record here (replay it with 'banneret replay')"))
    p.add_argument("--embed", action="store_true", help=_("embed the scenario in the record instead of its path"))
    _start_args(p)
    p.add_argument("-v", "--verbose", action="store_true", help=_("every notable event (default: 12 per turn)"))
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("replay", help=_("replay a game record; print the final position and the score"))
    p.add_argument("game", metavar="GAME")
    p.add_argument("--turns", action="store_true", help=_("print the turn-by-turn summary too"))
    p.add_argument("--moves", action="store_true", help=_("print every move, numbered"))
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("selfplay", help=_("play N games between program players; print the results and VP"))
    p.add_argument("file", metavar="FILE")
    _players_arg(p)
    p.add_argument("--games", type=int, default=10, help=_("how many games (default 10)"))
    p.add_argument("--seed", type=int, default=1, help=_("game i is played with seed S + i (default S = 1)"))
    p.add_argument("--jobs", type=int, default=1, help=_("processes to play in (default 1)"))
    _start_args(p)
    p.set_defaults(func=cmd_selfplay)


def _players_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--players", default="random", metavar="LINEUP",
                   help=_("who plays: one player for every side or one per side in the scenario's order, e.g. "
                          "'greedy', 'greedy,random' (players: random, greedy; greedy is the strongest: the search "
                          "player, no stronger over 200 paired games, +0.6 ± 1.8 VP a game, is kept in the lab)"))


def lineup_players(text: str, sides: list[str], seed: int | str | None) -> dict:
    """The players of `--players` by side, each seeded '<seed>/<side>' (as play_game seeds its random ones).
    SpecError (a ValueError) says what is wrong with the text."""
    from rules.games.lineup import make_player, parse_lineup

    specs = parse_lineup(text, len(sides))
    return {side: make_player(spec, f"{seed}/{side}") for side, spec in zip(sides, specs, strict=True)}


def lineup_words(text: str, sides: list[str]) -> str:
    """'random players' / 'greedy players' / 'greedy v random' for a heading."""
    from rules.games.lineup import parse_lineup

    specs = [str(s) for s in parse_lineup(text, len(sides))]
    return _("{player} players").format(player=specs[0]) if len(set(specs)) == 1 else " v ".join(specs)


def _start_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--max-steps", type=int, default=20_000, metavar="N",
                   help=_("stop a game after N choices (default 20000)"))
    p.add_argument("--leader", help=_("start in this leader's activation, step D.1 (a test position)"))
    p.add_argument("--turn", type=int, help=_("start on this turn (default: the scenario's first)"))


def _start(args: argparse.Namespace) -> Start:
    from rules.games.record import Start

    return Start(args.turn, args.leader)


def _report(load: GameLoad, filename: str) -> None:
    for f in load.findings:
        print(f.format(filename), file=sys.stderr)


def _open(args: argparse.Namespace, seed: int | None) -> Game | int:
    if args.max_steps < 1:
        print(_("--max-steps {n}: give at least 1").format(n=args.max_steps), file=sys.stderr)
        return EXIT_FINDINGS
    from rules.games.record import Game

    load = Game.from_file(args.file, _start(args), seed=seed)
    if load.game is None:
        _report(load, args.file)
        if not load.unreadable and not load.findings:  # pragma: no cover - from_file always says why
            print(_("{file}: cannot start a game").format(file=args.file), file=sys.stderr)
        return EXIT_UNREADABLE if load.unreadable else EXIT_FINDINGS
    return load.game


def _score_lines(score: Score, scenario: m.Scenario) -> list[str]:
    out = [_("score: {score}").format(score=score.describe(scenario))]
    out += [f"    {e.text()}" for e in score.entries]
    out += ["    " + _("note: {note}").format(note=n) for n in score.notes]
    return out


def cmd_play(args: argparse.Namespace) -> int:
    from rules.games.players import play_game
    from rules.games.playlog import format_turns, position_lines, turn_logs

    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") % 10**6
    opened = _open(args, seed)
    if isinstance(opened, int):
        return opened
    game = opened
    sides = [sd.id for sd in game.scenario.sides]
    try:
        players = lineup_players(args.players, sides, seed)
    except ValueError as e:
        print(f"--players: {e}", file=sys.stderr)
        return EXIT_FINDINGS
    game, result = play_game(game, players, seed=seed, max_steps=args.max_steps)
    print(_("{title}: {players}, seed {seed}").format(title=game.scenario.title,
                                                     players=lineup_words(args.players, sides), seed=seed))
    for line in format_turns(turn_logs(game, result.score), None if args.verbose else 12):
        print(line)
    print(_stop_line(result))
    for line in position_lines(game):
        print(line)
    for line in _score_lines(result.score, game.scenario):
        print(line)
    code = EXIT_FINDINGS if result.stop == "engine_error" else EXIT_OK
    if args.record:
        try:
            game.save(args.record, embed=args.embed or None)
        except OSError as e:
            print(_("{file}: cannot write the record: {error}").format(file=args.record, error=e.strerror or e),
                  file=sys.stderr)
            return EXIT_UNREADABLE
        print(ngettext("record: {file} ({n} choice)", "record: {file} ({n} choices)", len(game.moves)).format(
            file=args.record, n=len(game.moves)))
    return code


def words(text: str) -> str:
    """A reason the players or the engine give (marked for the catalogue where they make it), translated."""
    return _(text) if text else text


def _stop_line(result: PlayResult) -> str:
    n, reason = result.steps, words(result.reason)
    if result.stop == "game_over":
        return ngettext("{reason} (after {n} choice)", "{reason} (after {n} choices)", n).format(reason=reason, n=n)
    if result.stop == "no_choice":
        return ngettext("stopped after {n} choice: the engine cannot go further yet — {reason}",
                        "stopped after {n} choices: the engine cannot go further yet — {reason}", n).format(
            n=n, reason=reason)
    return ngettext("stopped after {n} choice: {reason}", "stopped after {n} choices: {reason}", n).format(
        n=n, reason=reason)


def cmd_replay(args: argparse.Namespace) -> int:
    from rules.games.playlog import format_turns, position_lines, turn_logs
    from rules.games.record import read_game

    load = read_game(args.game)
    _report(load, args.game)
    game = load.game
    if game is None:
        return EXIT_UNREADABLE if load.unreadable else EXIT_FINDINGS
    total = len(game.moves) + len(load.unplayed)
    print(ngettext("{title}: {n} of {total} move replayed", "{title}: {n} of {total} moves replayed", total).format(
        title=game.scenario.title, n=len(game.moves), total=total))
    if args.moves:
        for i, node in enumerate(game.moves, 1):
            print(f"{i:5}. {node.text}" + (f"  {{{node.comment}}}" if node.comment else ""))
    score = game.score()
    if args.turns:
        for line in format_turns(turn_logs(game, score), None):
            print(line)
    for line in position_lines(game):
        print(line)
    for line in _score_lines(score, game.scenario):
        print(line)
    return EXIT_FINDINGS if any(f.severity == "error" for f in load.findings) else EXIT_OK


# ---------------------------------------------------------------------------------------------------------
# selfplay


@dataclass(frozen=True)
class GameOutcome:
    seed: int
    key: str  # the result in words: "Crusaders: decisive victory", "draw"
    totals: dict[str, int]
    steps: int
    stop: str
    reason: str


@cache
def _base_game(path: str, turn: int | None, leader: str | None) -> Game | GameLoad:
    from rules.games.record import Game, Start

    load = Game.from_file(path, Start(turn, leader))
    return load.game if load.game is not None else load


def _one(path: str, turn: int | None, leader: str | None, seed: int, max_steps: int,
         lineup: str = "random") -> GameOutcome:
    from rules.games.players import play_game
    from rules.games.record import Game

    base = _base_game(path, turn, leader)
    if not isinstance(base, Game):
        raise ValueError(_("{file}: cannot start a game").format(file=path) + ": " + "; ".join(
            f.message for f in base.findings))
    game = Game(base.scenario, base.start, seed=seed, scenario_path=base.scenario_path,
                scenario_sha256=base.scenario_sha256)
    players = lineup_players(lineup, [s.id for s in base.scenario.sides], seed)
    game, result = play_game(game, players, seed=seed, max_steps=max_steps)
    return GameOutcome(seed, _result_key(result.score, base.scenario), dict(result.score.totals), result.steps,
                       result.stop, result.reason)


def _result_key(score: Score, scenario: m.Scenario) -> str:
    side = scenario.side(score.winner) if score.winner else None
    return f"{side.name if side else score.winner}: {score.result}" if score.winner else score.result


def cmd_selfplay(args: argparse.Namespace) -> int:
    if args.games < 1 or args.jobs < 1:
        print(_("--games and --jobs: give at least 1"), file=sys.stderr)
        return EXIT_FINDINGS
    opened = _open(args, args.seed)
    if isinstance(opened, int):
        return opened
    scenario = opened.scenario
    sides = [sd.id for sd in scenario.sides]
    try:
        who = lineup_words(args.players, sides)
    except ValueError as e:
        print(f"--players: {e}", file=sys.stderr)
        return EXIT_FINDINGS
    seeds = range(args.seed, args.seed + args.games)
    job = (args.file, args.turn, args.leader)
    t0 = time.perf_counter()
    with _progress(args.games) as bar:
        if args.jobs == 1:
            outcomes = []
            for s in seeds:
                outcomes.append(_one(*job, s, args.max_steps, args.players))
                bar.update()
        else:
            from concurrent.futures import ProcessPoolExecutor

            with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                outcomes = []
                tasks = [(*job, s, args.max_steps, args.players) for s in seeds]
                for o in pool.map(_one, *zip(*tasks, strict=True)):
                    outcomes.append(o)
                    bar.update()
    elapsed = time.perf_counter() - t0
    extra = "".join(f" --{k} {v}" for k, v in (("leader", args.leader), ("turn", args.turn)) if v is not None)
    hint = f"banneret play {args.file} --seed <seed>{extra}"
    if args.players != "random":
        hint += f" --players {args.players}"
    for line in selfplay_report(scenario, outcomes, args.seed, args.max_steps, hint, who):
        print(line)
    rate = _("{rate:.0f} games a minute").format(rate=len(outcomes) / elapsed * 60) if elapsed > 0 else _("instant")
    print(ngettext("time: {seconds:.1f} s ({rate}, {n} process)", "time: {seconds:.1f} s ({rate}, {n} processes)",
                   args.jobs).format(seconds=elapsed, rate=rate, n=args.jobs))
    return EXIT_FINDINGS if any(o.stop == "engine_error" for o in outcomes) else EXIT_OK


def _progress(games: int) -> tqdm:
    """A progress bar on stderr while the games are played, only when stderr is a terminal: pipes, logs and
    tests get the report alone."""
    from tqdm import tqdm  # loaded with the command, like the engine (start-up of the other commands)

    return tqdm(total=games, unit="game", file=unescaped(sys.stderr), disable=not sys.stderr.isatty(), leave=False,
                desc="selfplay", mininterval=0, miniters=1)  # a game takes long enough to redraw after each


def selfplay_report(scenario: m.Scenario, outcomes: list[GameOutcome], seed: int, max_steps: int,
                    hint: str = "banneret play FILE --seed <seed>", who: str = "random players") -> list[str]:
    """The balance report: results and their share, why games stopped early, VP per side, game lengths."""
    n = len(outcomes)
    who = f"({who})" if " v " in who else _("between {players}").format(players=who)
    out = [ngettext("{title}: {n} game {who}, seeds {first}–{last}, at most {max} choices each (one game again: "
                    "{hint})", "{title}: {n} games {who}, seeds {first}–{last}, at most {max} choices each (one game "
                    "again: {hint})", n).format(title=scenario.title, n=n, who=who, first=seed, last=seed + n - 1,
                                                max=max_steps, hint=hint)]
    out.append(_("results:"))
    width = max(len(k) for k in Counter(o.key for o in outcomes))
    for key, count in Counter(o.key for o in outcomes).most_common():
        out.append(f"  {key:<{width}}  {count:5}  {100 * count / n:5.1f}%")
    finished = sum(o.stop == "game_over" for o in outcomes)
    out.append(_("finished: {finished} of {n}").format(finished=finished, n=n))
    if finished < n:
        out.append(_("stopped early (their result is the score when they stopped, as if the game ended then):"))
        for reason, count in Counter(o.reason for o in outcomes if o.stop != "game_over").most_common():
            out.append(f"  {count:5} × {words(reason)}")
    heading = _("VP per side:")
    width = max(len(side.name) for side in scenario.sides)
    width = max(width, len(heading) - 2)  # short side names: the heading sets the column's width
    out.append(f"{heading:<{width + 2}} " + " ".join(f"{w:>6}" for w in (_("mean"), _("min"), _("max"))))
    for side in scenario.sides:
        vp = [o.totals.get(side.id, 0) for o in outcomes]
        out.append(f"  {side.name:<{width}} {mean(vp):6.1f} {min(vp):6} {max(vp):6}")
    steps = [o.steps for o in outcomes]
    out.append(_("choices per game: mean {mean:.1f}, min {min}, max {max}").format(mean=mean(steps), min=min(steps),
                                                                                  max=max(steps)))
    return out
