"""`banneret export pdf` and `banneret export counters`: the map and the counter sheets to print."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, load_or_report
from rules.export.paper import PAPER_MM
from rules.i18n import _, ngettext

PAPERS = (*PAPER_MM, "sheet")


def add_pdf_parser(formats: argparse._SubParsersAction) -> None:
    p = formats.add_parser("pdf", help=_("the map as a vector PDF at true scale, one sheet or tiled over paper"))
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
    p.add_argument("--paper", default="A4", type=_paper, metavar="|".join(PAPERS),
                   help=_("tile over A4, A3 or Letter, or 'sheet': one page the size of the map (default A4)"))
    p.add_argument("--orientation", default="auto", choices=("auto", "portrait", "landscape"),
                   help=_("of the tiles (default: the one with fewer pages)"))
    p.add_argument("--overlap", type=float, default=10.0, metavar="MM", help=_("tiles overlap (default 10 mm)"))
    p.add_argument("--margin", type=float, default=10.0, metavar="MM", help=_("page margin (default 10 mm)"))
    p.add_argument("--hex-mm", type=float, default=None, metavar="MM",
                   help=_("hex across the flats (default: the scenario's scale.hex_mm, else 19)"))
    p.add_argument("--no-units", action="store_true", help=_("the map without the setup counters"))
    p.add_argument("--no-labels", action="store_true", help=_("without the hex labels"))
    p.set_defaults(func=cmd_export_pdf)


def add_counters_parser(formats: argparse._SubParsersAction) -> None:
    p = formats.add_parser("counters", help=_("every unit and leader counter, fronts and backs for duplex printing"))
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
    p.add_argument("--size", type=float, default=16.0, metavar="MM", help=_("counter side (default 16 mm)"))
    p.add_argument("--paper", default="A4", type=_paper, metavar="|".join(PAPER_MM))
    p.add_argument("--bleed", type=float, default=1.0, metavar="MM", help=_("colour past the cut (default 1 mm)"))
    p.add_argument("--gap", type=float, default=2.0, metavar="MM", help=_("between counters (default 2 mm)"))
    p.add_argument("--no-cut-lines", action="store_true", help=_("crop marks in the margins only"))
    p.set_defaults(func=cmd_export_counters)


def _paper(text: str) -> str:
    for name in PAPERS:
        if name.lower() == text.lower():
            return name
    raise argparse.ArgumentTypeError(_("'{text}' is not a paper: one of {papers}").format(text=text,
                                                                                          papers=", ".join(PAPERS)))


def _load(args: argparse.Namespace):
    loaded = load_or_report(args.file)
    if isinstance(loaded, int):
        return loaded
    errors = [f for f in loaded.findings if f.severity == "error"]
    if errors:
        print(ngettext("{file}: exporting despite {n} error; run 'banneret validate' to see it",
                       "{file}: exporting despite {n} errors; run 'banneret validate' to see them", len(errors)).format(
            file=args.file, n=len(errors)), file=sys.stderr)
    return loaded


def _write(args: argparse.Namespace, write) -> int | None:
    try:
        return write()
    except ValueError as e:
        print(f"{args.file}: {e}", file=sys.stderr)
        return EXIT_FINDINGS
    except OSError as e:
        print(_("{file}: cannot write the PDF: {error}").format(file=args.output, error=e.strerror or e),
              file=sys.stderr)
        return EXIT_UNREADABLE


def cmd_export_pdf(args: argparse.Namespace) -> int:
    from rules.export.pdfmap import MapPrint, write_map_pdf

    loaded = _load(args)
    if isinstance(loaded, int):
        return loaded
    opts = MapPrint(paper=args.paper, orientation=args.orientation, overlap_mm=args.overlap,
                    margin_mm=args.margin, units=not args.no_units, labels=not args.no_labels, hex_mm=args.hex_mm)
    plan = _write(args, lambda: write_map_pdf(loaded.scenario, args.output, opts,
                                              base_dir=Path(args.file).resolve().parent))
    if isinstance(plan, int):
        return plan
    mm = 72 / 25.4
    pages = len(plan.tiles)
    print(ngettext("{file}: {n} page ({page_w:.0f} × {page_h:.0f} mm, {rows} × {cols}); the map {map_w:.0f} × "
                   "{map_h:.0f} mm, hexes {hex_mm:g} mm across the flats",
                   "{file}: {n} pages ({page_w:.0f} × {page_h:.0f} mm, {rows} × {cols}); the map {map_w:.0f} × "
                   "{map_h:.0f} mm, hexes {hex_mm:g} mm across the flats", pages).format(
        file=args.output, n=pages, page_w=plan.page_w / mm, page_h=plan.page_h / mm, rows=plan.rows, cols=plan.cols,
        map_w=plan.map_w / mm, map_h=plan.map_h / mm, hex_mm=plan.hex_mm), file=sys.stderr)
    return EXIT_OK


def cmd_export_counters(args: argparse.Namespace) -> int:
    from rules.export.pdfcounters import CounterPrint, write_counters_pdf

    loaded = _load(args)
    if isinstance(loaded, int):
        return loaded
    opts = CounterPrint(counter_mm=args.size, paper=args.paper, bleed_mm=args.bleed, gap_mm=args.gap,
                        cut_lines=not args.no_cut_lines)
    plan = _write(args, lambda: write_counters_pdf(loaded.scenario, args.output, opts,
                                                   base_dir=Path(args.file).resolve().parent))
    if isinstance(plan, int):
        return plan
    print(ngettext("{file}: {counters} counters of {size:g} mm on {n} sheet ({pages} pages: fronts, then backs "
                   "mirrored for duplex printing, flip on the long edge)",
                   "{file}: {counters} counters of {size:g} mm on {n} sheets ({pages} pages: fronts, then backs "
                   "mirrored for duplex printing, flip on the long edge)", plan.sheets).format(
        file=args.output, counters=len(plan.pieces), size=args.size, n=plan.sheets, pages=plan.sheets * 2),
          file=sys.stderr)
    return EXIT_OK
