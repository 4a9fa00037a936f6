"""`banneret balance`: a balance study of one scenario between program players, over every core or a Dask
cluster, with its report (docs/cli.md). Exit codes: 0 done, 1 bad arguments or a game failed in the
engine, 2 the scenario cannot be read or the report cannot be written."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE
from rules.i18n import _, ngettext


def add_balance_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("balance", help=_("play N games between program players; a balance report (HTML, PNG, JSON)"))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--games", type=int, default=100, help=_("how many games (default 100)"))
    p.add_argument("--seed", type=int, default=1, help=_("game i is played with seed S + i (default S = 1)"))
    p.add_argument("--players", default="greedy", metavar="LINEUP",
                   help=_("one player for every side or one per side: random, greedy, search[:2s|:500] (default "
                          "greedy)"))
    p.add_argument("--jobs", default="1", metavar="N|auto", help=_("processes to play in; 'auto': one per core"))
    p.add_argument("--cluster", metavar="ADDRESS",
                   help=_("run the games on this Dask distributed scheduler (tcp://host:8786; needs "
                          "banneret[cluster])"))
    p.add_argument("--report", metavar="DIR", help=_("write report.html, report.json and the PNG plots here"))
    p.add_argument("--max-steps", type=int, default=20_000, metavar="N", help=_("stop a game after N choices"))
    p.add_argument("--leader", help=_("start in this leader's activation, step D.1 (a test position)"))
    p.add_argument("--turn", type=int, help=_("start on this turn (default: the scenario's first)"))
    p.add_argument("--no-progress", action="store_true", help=_("no progress bar"))
    p.set_defaults(func=cmd_balance)


def cmd_balance(args: argparse.Namespace) -> int:
    from rules.games.balance import BalanceJob, run_balance, worker_count
    from rules.games.balance_report import aggregate, headline, write_report
    from rules.games.lineup import parse_lineup

    if args.games < 1 or args.max_steps < 1:
        print(_("--games and --max-steps: give at least 1"), file=sys.stderr)
        return EXIT_FINDINGS
    try:
        workers = worker_count(args.jobs)
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return EXIT_FINDINGS
    from rules.games.record import Game, Start

    load = Game.from_file(args.file, Start(args.turn, args.leader))
    if load.game is None:
        for f in load.findings:
            print(f.format(args.file), file=sys.stderr)
        return EXIT_UNREADABLE if load.unreadable else EXIT_FINDINGS
    base = load.game
    try:
        parse_lineup(args.players, len(base.scenario.sides))
    except ValueError as e:
        print(f"--players: {e}", file=sys.stderr)
        return EXIT_FINDINGS
    job = BalanceJob(args.file, args.players, args.turn, args.leader, args.max_steps)
    bar = None
    if not args.no_progress:
        from tqdm import tqdm

        from rules.cli.common import unescaped

        # on a terminal only, as selfplay's: pipes, logs and tests get the headline alone
        bar = tqdm(total=args.games, unit="game", desc="balance", file=unescaped(sys.stderr),
                   disable=not sys.stderr.isatty(), leave=False, mininterval=0, miniters=1)
    t0 = time.perf_counter()
    try:
        games = run_balance(job, args.games, args.seed, workers, args.cluster,
                            progress=(lambda done, total: bar.update(1)) if bar is not None else None)
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - t0
    agg = aggregate(base.scenario, games, args.players, args.seed)
    for line in headline(agg):
        print(line)
    where = (_("on {cluster}").format(cluster=args.cluster) if args.cluster else
             ngettext("{n} process", "{n} processes", workers).format(n=workers))
    print(_("time: {seconds:.1f} s ({rate:.1f} games a minute, {where})").format(
        seconds=elapsed, rate=len(games) / elapsed * 60, where=where))
    if args.report:
        try:
            from rules.games.balance_report import HEAT_SCALE
            from rules.map.render import render_map

            base_map = render_map(base.scenario, HEAT_SCALE, units=False, labels=False,
                                  base_dir=str(Path(args.file).resolve().parent))
            page = write_report(args.report, base.scenario, agg, base_map)
        except OSError as e:
            print(_("{file}: cannot write the report: {error}").format(file=args.report, error=e.strerror or e),
                  file=sys.stderr)
            return EXIT_UNREADABLE
        print(_("report: {file}").format(file=page))
    return EXIT_FINDINGS if any(g.stop == "engine_error" for g in games) else EXIT_OK

