"""The `banneret` command: one sub-command group per module of this package, plus the commands other
installed packages register under the `banneret.commands` entry-point group (the editor registers `edit`
that way, so the core never imports the editor and no command but `edit` imports Qt)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from rules import __version__
from rules.cli.common import EXIT_INTERNAL, EXIT_OK, EXIT_UNREADABLE, printable_output
from rules.cli.export import add_export_parser
from rules.cli.play import add_play_parsers
from rules.cli.resolveargs import add_resolve_parser
from rules.cli.scenario import add_scenario_parsers
from rules.cli.sheet import add_sheet_parser

CORE_COMMANDS = ("validate", "render", "info", "sheet", "play", "replay", "selfplay", "resolve", "export")
PLUGIN_GROUP = "banneret.commands"


def _add_plugin_commands(sub: argparse._SubParsersAction) -> None:
    """Each entry point of the group is a function that adds its sub-command(s) to `sub`."""
    from importlib.metadata import entry_points  # only when a command outside the core is asked for

    for ep in sorted(entry_points(group=PLUGIN_GROUP), key=lambda e: e.name):
        try:
            ep.load()(sub)
        except Exception as e:  # a broken plug-in must not take the core commands down with it
            print(f"banneret: the command '{ep.name}' could not be loaded: {e}", file=sys.stderr)


def build_parser(plugins: bool = True) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="banneret", description="Scenario tools for Au fil de l'épée (By the Edge of the Sword).")
    parser.add_argument("--version", action="version", version=f"banneret {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    add_scenario_parsers(sub)  # validate | render | info
    add_sheet_parser(sub)  # sheet slice | apply
    add_play_parsers(sub)  # play | replay | selfplay
    add_resolve_parser(sub)  # resolve
    add_export_parser(sub)  # export pdf | counters | tmx | vassal
    if plugins:
        _add_plugin_commands(sub)  # edit (the desktop editor)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(plugins=not argv or argv[0] not in CORE_COMMANDS)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_UNREADABLE
    try:
        with printable_output():
            return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except MemoryError:
        print(f"banneret {args.command}: out of memory on {_files(args)}; the input is too big for this machine",
              file=sys.stderr)
        return EXIT_INTERNAL
    except Exception as e:  # the last resort: one line and a distinct exit code, never a traceback
        where = _origin(e)
        print(f"banneret {args.command}: internal error: {type(e).__name__}: {_short(e)} (in {where}, on "
              f"{_files(args)}); please report it with the file", file=sys.stderr)
        return EXIT_INTERNAL


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
    sys.exit(main())
