"""`banneret export bbg-sheet | bbg-roster | bbg-card`: the *Battles Before Gunpowder* pages to print, vector PDFs
true to size on A4 (rules/export/bbgprint.py). Exit codes as every command: 0, 1 when the file has errors (the
pages are still printed, as `export pdf` does), 2 when it cannot be read or is the wrong kind of file."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE
from rules.i18n import _, ngettext


def add_bbg_print_parsers(formats: argparse._SubParsersAction) -> None:
    p = formats.add_parser("bbg-sheet", help=_("the BBG army sheet (Sereglap), blank or filled from a bbg-sheet "
                                              "file, A4"))
    p.add_argument("file", metavar="FILE", nargs="?", help=_("a bbg-sheet/1 file; without it, a blank sheet"))
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
    p.set_defaults(func=cmd_export_bbg_sheet)
    p = formats.add_parser("bbg-roster", help=_("the BBG unit roster cards, one per player, from a bbg-scenario or "
                                               "bbg-army file, A4"))
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
    p.set_defaults(func=cmd_export_bbg_roster)
    p = formats.add_parser("bbg-card", help=_("the BBG modifier card: melee, morale and shooting on one A4 page"))
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
    p.set_defaults(func=cmd_export_bbg_card)


def _load(path: str, kinds: tuple[str, ...]):
    from rules.bbg.files import load_bbg

    loaded = load_bbg(path)
    if loaded.model is None or loaded.kind not in kinds:
        for f in loaded.findings:
            print(f.format(path), file=sys.stderr)
        if loaded.model is not None:
            print(_("{file}: this is a BBG {kind} file; this page is printed from a {wanted} file").format(
                file=path, kind=loaded.kind, wanted=" / ".join(kinds)), file=sys.stderr)
        return EXIT_UNREADABLE if loaded.unreadable or loaded.model is not None else EXIT_FINDINGS
    errors = [f for f in loaded.findings if f.severity == "error"]
    if errors:
        print(ngettext("{file}: exporting despite {n} error; run 'banneret validate' to see it",
                       "{file}: exporting despite {n} errors; run 'banneret validate' to see them", len(errors)).format(
            file=path, n=len(errors)), file=sys.stderr)
    return loaded


def _write(args: argparse.Namespace, write, pages_of) -> int:
    try:
        data = write()
    except OSError as e:
        print(_("{file}: cannot write the PDF: {error}").format(file=args.output, error=e.strerror or e),
              file=sys.stderr)
        return EXIT_UNREADABLE
    n = pages_of(data)
    print(ngettext("{file}: {n} page, A4", "{file}: {n} pages, A4", n).format(file=args.output, n=n), file=sys.stderr)
    return EXIT_OK


def _pages(data: bytes) -> int:
    """The pages of a PDF reportlab wrote: its page objects (`/Type /Page`, not the `/Type /Pages` tree)."""
    return len(re.findall(rb"/Type /Page(?![A-Za-z])", data))


def cmd_export_bbg_sheet(args: argparse.Namespace) -> int:
    from rules.export.bbgprint import write_sheet_pdf

    sheet = None
    code = EXIT_OK
    if args.file:
        loaded = _load(args.file, ("sheet",))
        if isinstance(loaded, int):
            return loaded
        sheet = loaded.model
        code = EXIT_FINDINGS if any(f.severity == "error" for f in loaded.findings) else EXIT_OK
    return _write(args, lambda: write_sheet_pdf(args.output, sheet), _pages) or code


def cmd_export_bbg_roster(args: argparse.Namespace) -> int:
    from rules.bbg.files import load_bbg, referenced_path
    from rules.export.bbgprint import roster_from_army, rosters_from_scenario, write_roster_pdf

    loaded = _load(args.file, ("scenario", "army"))
    if isinstance(loaded, int):
        return loaded
    if loaded.kind == "army":
        rosters = [roster_from_army(loaded.model)]
    else:
        base = Path(args.file).resolve().parent
        armies = {}
        for side in loaded.model.sides:
            path = referenced_path(base, side.army or "") if side.army else None
            got = load_bbg(path, validate=False) if path is not None else None
            armies[side.id] = got.model if got is not None and got.kind == "army" else None
        rosters = rosters_from_scenario(loaded.model, armies)
    code = EXIT_FINDINGS if any(f.severity == "error" for f in loaded.findings) else EXIT_OK
    return _write(args, lambda: write_roster_pdf(args.output, rosters), _pages) or code


def cmd_export_bbg_card(args: argparse.Namespace) -> int:
    from rules.export.bbgprint import write_card_pdf

    return _write(args, lambda: write_card_pdf(args.output), _pages)
