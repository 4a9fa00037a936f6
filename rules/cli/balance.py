"""`banneret balance`: a balance study of one scenario between program players, over every core or a Dask
cluster, with its report (docs/cli.md); with `--against B.yaml`, the paired comparison of two variants on the
same seeds. Games already played (the `--save` journal, the user cache) are not played again. Exit codes: 0
done, 1 bad arguments, a journal of another study or a game failed in the engine, 2 a scenario cannot be read
or the report or the journal cannot be written, 130 stopped (Ctrl-C: the games played are kept)."""

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
    p.add_argument("--against", metavar="B.yaml",
                   help=_("compare FILE with this variant: the same seeds on both, the paired difference and "
                          "whether it is significant"))
    p.add_argument("--change", metavar="WORDS",
                   help=_("what the variant changes, for the sentences ('removing the Genoese crossbowmen')"))
    p.add_argument("--games", type=int, default=100, help=_("how many games (default 100)"))
    p.add_argument("--seed", type=int, default=1, help=_("game i is played with seed S + i (default S = 1)"))
    p.add_argument("--players", default="greedy", metavar="LINEUP",
                   help=_("one player for every side or one per side: random, greedy (default greedy, the "
                          "strongest program player)"))
    p.add_argument("--jobs", default="1", metavar="N|auto", help=_("processes to play in; 'auto': one per core"))
    p.add_argument("--cluster", metavar="ADDRESS",
                   help=_("run the games on this Dask distributed scheduler (tcp://host:8786; needs "
                          "banneret[cluster])"))
    p.add_argument("--save", metavar="STUDY.json",
                   help=_("keep every game played in this file; the same command again continues the study"))
    p.add_argument("--no-cache", action="store_true",
                   help=_("play every game, even those kept in the user cache folder"))
    p.add_argument("--report", metavar="DIR", help=_("write report.html, report.json and the PNG plots here"))
    p.add_argument("--max-steps", type=int, default=20_000, metavar="N", help=_("stop a game after N choices"))
    p.add_argument("--leader", help=_("start in this leader's activation, step D.1 (a test position)"))
    p.add_argument("--turn", type=int, help=_("start on this turn (default: the scenario's first)"))
    p.add_argument("--no-progress", action="store_true", help=_("no progress bar"))
    p.set_defaults(func=cmd_balance)


def cmd_balance(args: argparse.Namespace) -> int:
    from rules.games.balance import BalanceJob, Cancelled, worker_count
    from rules.games.balance_report import aggregate, headline
    from rules.games.lineup import parse_lineup
    from rules.games.record import Game, Start
    from rules.games.study import journal_settings, journal_variants, run_study
    from rules.games.study_store import Journal, JournalError

    if args.games < 1 or args.max_steps < 1:
        print(_("--games and --max-steps: give at least 1"), file=sys.stderr)
        return EXIT_FINDINGS
    try:
        workers = worker_count(args.jobs)
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return EXIT_FINDINGS
    files = [args.file] + ([args.against] if args.against else [])
    bases = []
    for file in files:
        load = Game.from_file(file, Start(args.turn, args.leader))
        if load.game is None:
            for f in load.findings:
                print(f.format(file), file=sys.stderr)
            return EXIT_UNREADABLE if load.unreadable else EXIT_FINDINGS
        bases.append(load.game)
    base = bases[0]
    if len(bases) == 2 and [s.id for s in bases[0].scenario.sides] != [s.id for s in bases[1].scenario.sides]:
        print(_("--against: the two variants must have the same sides in the same order ({a}: {sides_a}; {b}: "
                "{sides_b})").format(a=args.file, b=args.against,
                                     sides_a=", ".join(s.id for s in bases[0].scenario.sides),
                                     sides_b=", ".join(s.id for s in bases[1].scenario.sides)), file=sys.stderr)
        return EXIT_FINDINGS
    try:
        parse_lineup(args.players, len(base.scenario.sides))
    except ValueError as e:
        print(f"--players: {e}", file=sys.stderr)
        return EXIT_FINDINGS
    try:
        jobs = [BalanceJob(f, args.players, args.turn, args.leader, args.max_steps).with_text() for f in files]
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return EXIT_FINDINGS
    labels = _labels(files)
    journal = None
    if args.save:
        try:
            journal = Journal.open(args.save, journal_settings(jobs[0], args.seed), journal_variants(jobs, labels),
                                   args.change)
        except JournalError as e:
            print(str(e), file=sys.stderr)
            return EXIT_FINDINGS
    total = args.games * len(jobs)
    bar = None
    if not args.no_progress:
        from tqdm import tqdm

        from rules.cli.common import unescaped

        # on a terminal only, as selfplay's: pipes, logs and tests get the headline alone
        bar = tqdm(total=total, unit="game", desc="balance", file=unescaped(sys.stderr),
                   disable=not sys.stderr.isatty(), leave=False, mininterval=0, miniters=1)

    def progress(done: int, _total: int) -> None:
        if bar is not None:
            bar.n = done
            bar.refresh()

    known = 0

    def on_known(n: int) -> None:
        nonlocal known
        known = n

    t0 = time.perf_counter()
    try:
        results = run_study(jobs, args.games, args.seed, workers, args.cluster, progress=progress,
                            cache=not args.no_cache, journal=journal, on_known=on_known)
    except (KeyboardInterrupt, Cancelled):
        print(_("stopped: the games played are kept; the same command continues the study") +
              (f" ({args.save})" if args.save else ""), file=sys.stderr)
        return 130
    except OSError as e:
        print(_("{file}: cannot write the study: {error}").format(file=args.save, error=e.strerror or e),
              file=sys.stderr)
        return EXIT_UNREADABLE
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - t0
    aggs = [aggregate(b.scenario, games, args.players, args.seed) for b, games in zip(bases, results, strict=True)]
    for k, agg in enumerate(aggs):
        lines = headline(agg)
        if len(aggs) > 1:
            lines[0] = f"{'AB'[k]} = {labels[k]}: {lines[0]}"
        for line in lines:
            print(line)
    cmp = None
    if len(jobs) == 2:
        from rules.games.balance_compare import compare, compare_lines

        cmp = compare(bases[0].scenario, results[0], results[1], (labels[0], labels[1]), args.change, args.players,
                      args.seed)
        for line in compare_lines(cmp):
            print(line)
    where = (_("on {cluster}").format(cluster=args.cluster) if args.cluster else
             ngettext("{n} process", "{n} processes", workers).format(n=workers))
    played = total - known
    print(_("time: {seconds:.1f} s ({rate:.1f} games a minute, {where})").format(
        seconds=elapsed, rate=played / elapsed * 60 if elapsed > 0 else 0.0, where=where))
    if known:
        print(ngettext("{n} game was already played (the study's journal or the cache), {played} played now",
                       "{n} games were already played (the study's journal or the cache), {played} played now",
                       known).format(n=known, played=played))
    if args.report:
        try:
            page = _write_reports(args.report, files, bases, aggs, cmp)
        except OSError as e:
            print(_("{file}: cannot write the report: {error}").format(file=args.report, error=e.strerror or e),
                  file=sys.stderr)
            return EXIT_UNREADABLE
        print(_("report: {file}").format(file=page))
    return EXIT_FINDINGS if any(g.stop == "engine_error" for games in results for g in games) else EXIT_OK


def _labels(files: list[str]) -> list[str]:
    """How the sentences name each variant: its file's name, or its path when the names are the same."""
    names = [Path(f).name for f in files]
    return names if len(set(names)) == len(names) else [str(Path(f)) for f in files]


def _write_reports(folder: str, files: list[str], bases: list, aggs: list[dict], cmp: dict | None) -> Path:
    """One study: its report in `folder`. A comparison: A's report in folder/A, B's in folder/B, and
    compare.html in `folder` linking to them."""
    from rules.games.balance_report import HEAT_SCALE, write_report
    from rules.map.render import render_map

    pages = []
    for k, (file, base, agg) in enumerate(zip(files, bases, aggs, strict=True)):
        base_map = render_map(base.scenario, HEAT_SCALE, units=False, labels=False,
                              base_dir=str(Path(file).resolve().parent))
        sub = Path(folder) / "AB"[k] if cmp is not None else Path(folder)
        pages.append(write_report(sub, base.scenario, agg, base_map))
    if cmp is None:
        return pages[0]
    from rules.games.balance_compare import write_compare_report

    return write_compare_report(folder, cmp, ("A/report.html", "B/report.html"))
