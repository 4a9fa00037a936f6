"""`banneret export tmx|vassal`: the scenario written for Tiled and for VASSAL (rules/export/tmx.py,
vassal.py); `export.py` adds these sub-commands to the `export` group."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, finite_float, load_or_report
from rules.scenario.files import LoadResult


def _load(args: argparse.Namespace) -> LoadResult | int:
    """The scenario, or the exit code after saying why not; a scenario with errors is exported with a note."""
    if args.scale <= 4 or args.scale > 1024:
        print(f"--scale {args.scale:g}: give a hex width between 5 and 1024 pixels", file=sys.stderr)
        return EXIT_FINDINGS
    loaded = load_or_report(args.file)
    if isinstance(loaded, int):
        return loaded
    errors = sum(f.severity == "error" for f in loaded.findings)
    if errors:
        print(f"{args.file}: exporting despite {errors} error(s); run 'banneret validate' to see them",
              file=sys.stderr)
    return loaded


def _cannot_write(out: Path, e: OSError) -> int:
    print(f"{out}: cannot write the export: {e.strerror or e}", file=sys.stderr)
    return EXIT_UNREADABLE


def cmd_export_tmx(args: argparse.Namespace) -> int:
    loaded = _load(args)
    if isinstance(loaded, int):
        return loaded
    from rules.export.tmx import export_tmx, tileset_path

    out = Path(args.output)
    try:
        made = export_tmx(loaded.scenario, out, args.scale)
    except OSError as e:
        return _cannot_write(out, e)
    tg, c = made.grid, made.counts
    print(f"{out}: {loaded.scenario.grid.columns} × {loaded.scenario.grid.rows} hexes, tiles {tg.tile_width} × "
          f"{tg.tile_height} px (stagger {tg.stagger_axis}, {tg.stagger_index}), {len(made.looks)} terrain tiles in "
          f"{tileset_path(out).name}; {c['counters']} counters, {c['places']} places, {c['hexsides']} hexsides, "
          f"{c['routes']} routes", file=sys.stderr)
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
    print(f"{out}: board {made.board_size[0]} × {made.board_size[1]} px, {made.pieces} pieces "
          f"({made.at_start} at start in {made.stacks} stacks, {made.reinforcements} reinforcements), "
          f"{len(made.images)} images", file=sys.stderr)
    return EXIT_OK


def _common(p: argparse.ArgumentParser, out: str) -> None:
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", required=True, metavar=out)
    p.add_argument("--scale", type=finite_float, default=64.0,
                   help="hex width in pixels, corner to corner (default 64)")


def add_tmx_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("tmx", help="a Tiled map: hexagonal terrain tiles, counters, places, hexsides, routes")
    _common(p, "MAP.tmx")
    p.set_defaults(func=cmd_export_tmx)


def add_vassal_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("vassal", help="a VASSAL module: the board and its hex grid, pieces, set-up, dice, turns")
    _common(p, "MODULE.vmod")
    p.set_defaults(func=cmd_export_vassal)
