"""`banneret sheet slice` and `banneret sheet apply`: counter sheets from the command line (docs/cli.md)."""

from __future__ import annotations

import argparse
import sys

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, fails, print_findings
from rules.fileio.findings import Finding, has_errors
from rules.i18n import _, ngettext

# Findings that mean a file cannot be read or written at all (exit 2), as for `banneret validate`.
UNREADABLE = {"cannot-read", "file-too-large", "not-utf8", "not-text", "empty", "yaml-syntax", "not-a-layout",
              "format-too-new", "image-missing", "image-unreadable", "image-too-large", "bad-page", "cannot-write"}


def add_sheet_parser(sub: argparse._SubParsersAction) -> None:
    """Register `banneret sheet ...` on the main parser's subcommands."""
    p = sub.add_parser("sheet", help=_("counter sheets: cut a scan into counter images, add counters from a CSV"))
    ssub = p.add_subparsers(dest="sheet_command", metavar="SHEET_COMMAND")
    s = ssub.add_parser("slice", help=_("write a PNG crop of every counter (front and back) of a sheet layout"))
    s.add_argument("layout", metavar="LAYOUT")
    s.add_argument("-o", "--output", metavar="DIR",
                   help=_("folder for the crops (default: the layout's output folder, next to the layout)"))
    s.set_defaults(func=cmd_sheet_slice)
    a = ssub.add_parser("apply", help=_("add (or update) units and leaders from a CSV of values, with their crops"))
    a.add_argument("layout", metavar="LAYOUT")
    a.add_argument("values", metavar="VALUES.csv")
    a.add_argument("scenario", metavar="SCENARIO")
    a.add_argument("-n", "--dry-run", action="store_true", help=_("check everything, write nothing"))
    a.add_argument("--strict", action="store_true", help=_("fail (exit 1) on warnings of the scenario too"))
    a.add_argument("-q", "--quiet", action="store_true", help=_("no summary lines"))
    a.set_defaults(func=cmd_sheet_apply)

    def usage(args: argparse.Namespace) -> int:
        p.print_help(sys.stderr)
        return EXIT_UNREADABLE

    p.set_defaults(func=usage)


def _print(findings: list[Finding], filename: str) -> None:
    for f in findings:
        print(f.format(filename))


def _exit_code(findings: list[Finding]) -> int:
    if any(f.severity == "error" and f.code in UNREADABLE for f in findings):
        return EXIT_UNREADABLE
    return EXIT_FINDINGS if has_errors(findings) else EXIT_OK


def cmd_sheet_slice(args: argparse.Namespace) -> int:
    from rules.sheets.layout import read_layout, slice_sheet

    lr = read_layout(args.layout)
    _print(lr.findings, args.layout)
    if lr.layout is None:
        return EXIT_UNREADABLE if lr.unreadable else EXIT_FINDINGS
    if has_errors(lr.findings):
        return _exit_code(lr.findings)
    files, findings = slice_sheet(lr.layout, args.output)
    _print([f for f in findings if f not in lr.findings], args.layout)
    if has_errors(findings):
        return _exit_code(findings)
    folder = files[0].parent if files else args.output or lr.layout.output.folder
    print(ngettext("{file}: {n} crop written to {folder}", "{file}: {n} crops written to {folder}", len(files)).format(
        file=args.layout, n=len(files), folder=folder), file=sys.stderr)
    return EXIT_OK


def cmd_sheet_apply(args: argparse.Namespace) -> int:
    from rules.scenario.files import load_scenario
    from rules.sheets.values import apply_sheet

    out = apply_sheet(args.layout, args.values, args.scenario, dry_run=args.dry_run)
    for filename, findings in out.groups:
        _print(findings, filename)
    if not args.quiet or out.code:
        for note in out.notes:
            print(note, file=sys.stderr)
    if out.code or not out.written:
        return out.code
    result = load_scenario(args.scenario)  # what `banneret validate SCENARIO` says now
    print_findings(result)
    if not args.quiet:
        errors = sum(f.severity == "error" for f in result.findings)
        warnings = len(result.findings) - errors
        print(_("{file} checked: {errors}, {warnings}").format(
            file=args.scenario, errors=ngettext("{n} error", "{n} errors", errors).format(n=errors),
            warnings=ngettext("{n} warning", "{n} warnings", warnings).format(n=warnings)), file=sys.stderr)
    if result.unreadable:
        return EXIT_UNREADABLE
    return EXIT_FINDINGS if fails(result.findings, args.strict) else EXIT_OK
