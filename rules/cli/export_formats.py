"""`banneret export tmx|vassal`: the scenario written for Tiled and for VASSAL (rules/export/tmx.py,
vassal.py); `export.py` adds these sub-commands to the `export` group."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, finite_float, load_or_report
from rules.i18n import _, ngettext
from rules.scenario.files import LoadResult


def _load(args: argparse.Namespace) -> LoadResult | int:
    """The scenario, or the exit code after saying why not; a scenario with errors is exported with a note."""
    if args.scale is not None and (args.scale <= 4 or args.scale > 1024):
        print(_("--scale {scale}: give a hex width between 5 and 1024 pixels").format(scale=f"{args.scale:g}"),
              file=sys.stderr)
        return EXIT_FINDINGS
    loaded = load_or_report(args.file)
    if isinstance(loaded, int):
        return loaded
    errors = sum(f.severity == "error" for f in loaded.findings)
    if errors:
        print(ngettext("{file}: exporting despite {n} error; run 'banneret validate' to see it",
                       "{file}: exporting despite {n} errors; run 'banneret validate' to see them", errors).format(
            file=args.file, n=errors), file=sys.stderr)
    return loaded


def _cannot_write(out: Path, e: OSError) -> int:
    print(_("{file}: cannot write the export: {error}").format(file=out, error=e.strerror or e), file=sys.stderr)
    return EXIT_UNREADABLE


def cmd_export_tmx(args: argparse.Namespace) -> int:
    loaded = _load(args)
    if isinstance(loaded, int):
        return loaded
    from rules.export.tmx import export_tmx, tileset_path

    out = Path(args.output)
    try:
        made = export_tmx(loaded.scenario, out, args.scale, base_dir=Path(args.file).resolve().parent)
    except OSError as e:
        return _cannot_write(out, e)
    tg, c = made.grid, made.counts
    print(_("{file}: {columns} × {rows} hexes, tiles {width} × {height} px (stagger {axis}, {index}), {looks} "
            "terrain tiles in {tileset}; {counters} counters, {places} places, {hexsides} hexsides, {routes} "
            "routes").format(file=out, columns=loaded.scenario.grid.columns, rows=loaded.scenario.grid.rows,
                             width=tg.tile_width, height=tg.tile_height, axis=tg.stagger_axis,
                             index=tg.stagger_index, looks=len(made.looks), tileset=tileset_path(out).name,
                             counters=c["counters"], places=c["places"], hexsides=c["hexsides"],
                             routes=c["routes"]), file=sys.stderr)
    return EXIT_OK


def cmd_export_vassal(args: argparse.Namespace) -> int:
    loaded = _load(args)
    if isinstance(loaded, int):
        return loaded
    from rules.export.vassal import export_vassal

    out = Path(args.output)
    try:
        made = export_vassal(loaded.scenario, out, args.scale, base_dir=Path(args.file).resolve().parent)
    except OSError as e:
        return _cannot_write(out, e)
    print(_("{file}: board {width} × {height} px, {pieces} pieces ({at_start} at start in {stacks} stacks, "
            "{reinforcements} reinforcements), {images} images").format(
        file=out, width=made.board_size[0], height=made.board_size[1], pieces=made.pieces, at_start=made.at_start,
        stacks=made.stacks, reinforcements=made.reinforcements, images=len(made.images)), file=sys.stderr)
    return EXIT_OK


def _common(p: argparse.ArgumentParser, out: str, scale: float | None = 64.0, scale_help: str | None = None) -> None:
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", required=True, metavar=out)
    p.add_argument("--scale", type=finite_float, default=scale,
                   help=scale_help or _("hex width in pixels, corner to corner (default 64)"))


def add_tmx_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("tmx", help=_("a Tiled map: hexagonal terrain tiles, counters, places, hexsides, routes"))
    _common(p, "MAP.tmx")
    p.set_defaults(func=cmd_export_tmx)


def add_vassal_parser(sub: argparse._SubParsersAction) -> None:
    from rules.export.vassal_pieces import PIECE_PX  # light: vassal.py pulls the renderer

    p = sub.add_parser("vassal", help=_("a VASSAL module: the board and its hex grid, pieces, set-up, dice, turns"))
    # board and pieces at one scale, large enough that a piece stays sharp when VASSAL zooms in
    _common(p, "MODULE.vmod", None, _("hex width in pixels, corner to corner, of the board and the pieces (default: "
                                      "a unit counter of {px} px or more)").format(px=PIECE_PX))
    p.set_defaults(func=cmd_export_vassal)
