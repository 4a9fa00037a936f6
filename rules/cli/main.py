"""The `banneret` command: one sub-command group per module of this package, plus the commands other
installed packages register under the `banneret.commands` entry-point group (the editor registers `edit`
that way, so the core never imports the editor and no command but `edit` imports Qt)."""

from __future__ import annotations

import argparse
import contextlib
import gc
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NoReturn

from rules import __version__
from rules.cli.common import EXIT_INTERNAL, EXIT_OK, EXIT_UNREADABLE, printable_output
from rules.i18n import LANGUAGES, N_, _, set_language

# Commands that read, check or draw files and end: the garbage collector's passes over the trees they build
# (a YAML document, a model, a picture's pieces, all without reference cycles) found nothing and took 12 ms
# of a 0.3 s render; it runs a hundred times less often while they work (`_fewer_collections`).
FILE_COMMANDS = frozenset({"validate", "render", "info"})
GC_THRESHOLD = 100_000  # container allocations between young collections (CPython's default: 700)

CORE_COMMANDS = ("validate", "render", "info", "sheet", "play", "replay", "selfplay", "balance", "resolve",
                 "export", "bbg", "scan-terrain")
PLUGIN_GROUP = "banneret.commands"


def _add_plugin_commands(sub: argparse._SubParsersAction) -> None:
    """Each entry point of the group is a function that adds its sub-command(s) to `sub`."""
    from importlib.metadata import entry_points  # only when a command outside the core is asked for

    for ep in sorted(entry_points(group=PLUGIN_GROUP), key=lambda e: e.name):
        try:
            ep.load()(sub)
        except Exception as e:  # a broken plug-in must not take the core commands down with it
            print(_("banneret: the command '{name}' could not be loaded: {error}").format(name=ep.name, error=e),
                  file=sys.stderr)


DESCRIPTION = N_("Scenario tools for Au fil de l'épée (By the Edge of the Sword).")


# The group of core commands each command belongs to (`_add_group` adds a group's parsers).
_GROUP_OF = {"validate": 0, "render": 0, "info": 0, "sheet": 1, "play": 2, "replay": 2, "selfplay": 2, "balance": 3,
             "resolve": 4, "export": 5, "bbg": 6,
             "scan-terrain": 7}


def _add_group(sub: argparse._SubParsersAction, group: int) -> None:
    """Add one group's parsers, importing its module only now: `render` needs neither the play nor the
    export commands' modules."""
    if group == 0:
        from rules.cli.scenario import add_scenario_parsers

        add_scenario_parsers(sub)  # validate | render | info
    elif group == 1:
        from rules.cli.sheet import add_sheet_parser

        add_sheet_parser(sub)  # sheet slice | apply
    elif group == 2:
        from rules.cli.play import add_play_parsers

        add_play_parsers(sub)  # play | replay | selfplay
    elif group == 3:
        from rules.cli.balance import add_balance_parser

        add_balance_parser(sub)  # balance
    elif group == 4:
        from rules.cli.resolveargs import add_resolve_parser

        add_resolve_parser(sub)  # resolve
    elif group == 5:
        from rules.cli.export import add_export_parser

        add_export_parser(sub)  # export pdf | counters | tmx | vassal
    elif group == 6:
        from rules.cli.bbg import add_bbg_parser

        add_bbg_parser(sub)  # bbg info (and the referee's computations, rules/cli/bbg_compute.py)
    else:
        from rules.cli.scan import add_scan_parser

        add_scan_parser(sub)  # scan-terrain (rules/scan)


def build_parser(plugins: bool = True, command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, or with `command` (a core command) only the group that defines it: all that
    running it needs, without importing and building the nine others' (their help is the same)."""
    parser = argparse.ArgumentParser(prog="banneret", description=_(DESCRIPTION))
    parser.add_argument("--version", action="version", version=f"banneret {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, metavar="LANG",
                        help=_("the language of messages: {languages} (default: $BANNERET_LANG, else the "
                               "system's locale)").format(languages=", ".join(LANGUAGES)))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for group in range(8) if command is None else [_GROUP_OF[command]]:
        _add_group(sub, group)
    if plugins:
        _add_plugin_commands(sub)  # edit (the desktop editor)
    return parser


def _language_option(argv: list[str]) -> str | None:
    """`--lang X` / `--lang=X` read before the parser is built, so that its help speaks the language too."""
    for i, a in enumerate(argv):
        if a == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith("--lang="):
            return a.partition("=")[2]
    return None


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        set_language(_language_option(argv))
    except ValueError as e:
        print(f"banneret: {e}", file=sys.stderr)
        return EXIT_UNREADABLE
    core = argv[0] if argv and argv[0] in CORE_COMMANDS else None
    parser = build_parser(plugins=core is None, command=core)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_UNREADABLE
    try:
        with printable_output(), _fewer_collections(args.command in FILE_COMMANDS):
            return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except MemoryError:
        print(_("banneret {command}: out of memory on {files}; the input is too big for this machine").format(
            command=args.command, files=_files(args)), file=sys.stderr)
        return EXIT_INTERNAL
    except Exception as e:  # the last resort: one line and a distinct exit code, never a traceback
        where = _origin(e)
        print(_("banneret {command}: internal error: {error}: {detail} (in {where}, on {files}); please report it "
                "with the file").format(command=args.command, error=type(e).__name__, detail=_short(e), where=where,
                                        files=_files(args)), file=sys.stderr)
        return EXIT_INTERNAL


def run() -> NoReturn:
    """The program (`banneret`, `python -m rules.cli`): `main`, then exit. Before exiting, every object is
    moved out of the garbage collector's sight (`gc.freeze`): the interpreter's collections at exit walked the
    whole heap of a render (its YAML, model and caches) for nothing, 15–25 ms of a 0.35 s command. Objects are
    still freed; only finalizers of objects in reference cycles are skipped, and every file is closed and
    written (atomically) before `main` returns. Tests call `main`, which leaves the collector alone."""
    code = main()
    gc.freeze()
    sys.exit(code)


@contextlib.contextmanager
def _fewer_collections(fewer: bool) -> Iterator[None]:
    """The collector's young generation collected every GC_THRESHOLD allocations instead of 700 (so still
    bounded), the thresholds as they were afterwards (tests call `main` in their own process)."""
    if not fewer:
        yield
        return
    before = gc.get_threshold()
    gc.set_threshold(GC_THRESHOLD, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


def _short(e: BaseException, limit: int = 300) -> str:
    text = " ".join(str(e).split()) or "no detail"
    return text if len(text) <= limit else text[:limit] + "…"


def _origin(e: BaseException) -> str:
    tb = e.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is None:
        return "?"
    code = tb.tb_frame.f_code
    return f"{Path(code.co_filename).name}:{tb.tb_lineno} {code.co_name}"


def _files(args: argparse.Namespace) -> str:
    names = [str(v) for k in ("files", "file", "game", "layout", "values", "scenario")
             for v in (getattr(args, k, None) if isinstance(getattr(args, k, None), list) else [getattr(args, k, None)])
             if v is not None]
    return ", ".join(names) or "no file"


if __name__ == "__main__":
    run()
