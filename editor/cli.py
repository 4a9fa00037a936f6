"""`banneret edit [FILE]`: the editor's sub-command, registered in the `banneret.commands` entry-point group
(pyproject.toml). Importing this module imports no Qt; only running the command does."""

from __future__ import annotations

import argparse
import sys


def cmd_edit(args: argparse.Namespace) -> int:
    """The desktop editor (PySide6), imported only here so that the rest of the CLI stays Qt-free."""
    try:
        from editor.app import main as editor_main
    except ImportError as e:
        print(f"the editor needs PySide6, which could not be imported: {e}", file=sys.stderr)
        return 2
    return editor_main([args.file] if args.file else [])


def add_edit_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("edit", help="open the desktop editor (on the demo battle when no file is given)")
    p.add_argument("file", nargs="?", metavar="FILE")
    p.set_defaults(func=cmd_edit)
