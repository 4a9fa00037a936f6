"""The `banneret` command: one sub-command group per module of this package, plus the commands other
installed packages register under the `banneret.commands` entry-point group (the editor registers `edit`
that way, so the core never imports the editor and no command but `edit` imports Qt)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rules import __version__
from rules.cli.common import EXIT_OK, EXIT_UNREADABLE, printable_output
from rules.cli.play import add_play_parsers
from rules.cli.resolve import add_resolve_parser
from rules.cli.scenario import add_scenario_parsers
from rules.cli.sheet import add_sheet_parser

CORE_COMMANDS = ("validate", "render", "info", "sheet", "play", "replay", "selfplay", "resolve")
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


if __name__ == "__main__":
    sys.exit(main())
