"""`banneret export FORMAT ...`: a scenario to another program or to paper (docs/cli.md).

One sub-parser per format, each added by its module's `add_<format>_parser(formats)` call below: a new
format is one import and one line here.
"""

from __future__ import annotations

import argparse
import sys

from rules.cli.common import EXIT_UNREADABLE
from rules.cli.export_bbg import add_bbg_print_parsers
from rules.cli.export_formats import add_tmx_parser, add_vassal_parser
from rules.cli.export_print import add_counters_parser, add_pdf_parser
from rules.i18n import _


def add_export_parser(sub: argparse._SubParsersAction) -> None:
    """Register `banneret export ...` on the main parser's subcommands."""
    p = sub.add_parser("export", help=_("export a scenario: the map as a PDF, counter sheets, other programs"))
    formats = p.add_subparsers(dest="export_format", metavar="FORMAT")
    add_pdf_parser(formats)  # export pdf
    add_counters_parser(formats)  # export counters
    add_tmx_parser(formats)  # export tmx
    add_vassal_parser(formats)  # export vassal
    add_bbg_print_parsers(formats)  # export bbg-sheet, bbg-roster, bbg-card

    def usage(args: argparse.Namespace) -> int:
        p.print_help(sys.stderr)
        return EXIT_UNREADABLE

    p.set_defaults(func=usage)
