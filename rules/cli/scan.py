"""`banneret scan-terrain SCENARIO --samples FILE [--apply] [--json] [--overwrite]`: every hex's terrain and
level read from the scenario's background scan, learnt from a few sample hexes (rules/scan).

"Hand-painted" hexes: a hex the scenario already lists with a terrain other than clear or a level other than
0 was put there by the designer (by hand or by an earlier, reviewed run); `--apply` keeps it as it is unless
`--overwrite` is given. Samples are always applied: they are what the designer says the hex is.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE, load_or_report
from rules.fileio.findings import Finding, has_errors
from rules.i18n import _, ngettext


def add_scan_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("scan-terrain", help=_("read every hex's terrain and level from the scenario's background "
                                              "scan, learnt from a few sample hexes"))
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("--samples", required=True, metavar="FILE",
                   help=_("a YAML file of sample hexes: label: terrain, or label: {terrain: T, level: N}"))
    p.add_argument("--apply", action="store_true", help=_("write the terrain and levels into the scenario"))
    p.add_argument("--overwrite", action="store_true",
                   help=_("with --apply: replace hexes the scenario already has a terrain or level for"))
    p.add_argument("--json", action="store_true", help=_("print every hex as JSON"))
    p.set_defaults(func=cmd_scan_terrain)


def cmd_scan_terrain(args: argparse.Namespace) -> int:
    result = load_or_report(args.scenario)
    if isinstance(result, int):
        return result
    s = result.scenario
    bg = s.map.background
    if bg is None:
        print(_("{path}: the map has no background scan; fit the grid to the scan first (editor: Map → "
                "Background)").format(path=args.scenario), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        from rules.scan.classify import classify
        from rules.scan.features import measure
    except ImportError as e:
        print(_("banneret scan-terrain needs numpy and scikit-learn (pip install \"banneret[scan]\"): {error}")
              .format(error=e), file=sys.stderr)
        return EXIT_UNREADABLE
    from rules.geometry import affine
    from rules.scan.features import open_scan
    from rules.scan.samples import read_samples
    from rules.scenario.model import HEX_TERRAIN

    grid = s.map.grid
    terrains = set(HEX_TERRAIN) | set(s.special_rules.terrain_as)
    read = read_samples(args.samples, grid, terrains)
    for f in read.findings:
        print(f.format(args.samples), file=sys.stderr)
    if read.unreadable:
        return EXIT_UNREADABLE
    if has_errors(read.findings):
        return EXIT_FINDINGS
    if len({t for t, _lv in read.samples.values()}) < 2:
        print(Finding("samples-too-few", "error", _("give sample hexes of at least two terrains")).format(
            args.samples), file=sys.stderr)
        return EXIT_FINDINGS
    if bg.affine is not None:
        transform = tuple(bg.affine)
    else:
        lay = grid.layout(affine.GRID_HEX_WIDTH)
        first = grid.from_offset(grid.first_column, grid.first_row)
        transform = affine.quick_fit(lay.center(first), tuple(bg.origin), bg.hex_width)
    scan = Path(os.path.realpath(args.scenario)).parent / bg.image
    try:
        image = open_scan(scan)
    except ValueError as e:
        print(f"{args.scenario}: {e}", file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        with image:
            feats = measure(image, transform, grid)  # type: ignore[arg-type]
    except OSError as e:  # a damaged or truncated image fails when decoded
        print(f"{args.scenario}: " + _("the scan {path} cannot be read: {problem}").format(path=scan, problem=e),
              file=sys.stderr)
        return EXIT_UNREADABLE
    res = classify(feats, read.samples)
    painted = {h for h in grid.hexes() if s.map.terrain_at(h) != "clear" or s.map.level_at(h) != 0}
    kept = set() if args.overwrite else painted - set(read.samples)
    if args.json:
        print(json.dumps({
            "review_below": res.review_below, "flagged": len(res.flagged), "capped": res.capped,
            "hexes": [{"hex": grid.label(c.hex), "terrain": c.terrain, "level": c.level,
                       "confidence": round(c.confidence, 4), "terrain_confidence": round(c.terrain_confidence, 4),
                       "level_confidence": round(c.level_confidence, 4), "flagged": c.flagged,
                       "sample": c.hex in read.samples, "kept": c.hex in kept} for c in res.calls]},
            ensure_ascii=False, indent=1))
    else:
        _print_text(res, grid, kept)
    if not args.apply:
        return EXIT_OK
    return _apply(args.scenario, result, res, kept)


def _print_text(res, grid, kept) -> None:
    counts: dict[tuple[str, int], int] = {}
    for c in res.calls:
        counts[(c.terrain, c.level)] = counts.get((c.terrain, c.level), 0) + 1
    for (terrain, level), n in sorted(counts.items()):
        print(_("{terrain} level {level}: {count}").format(terrain=terrain, level=level, count=n))
    queue = res.flagged
    if res.capped:
        print(_("{count} hexes to review: the least certain, at most 15 % of the map ({below} were less than "
                "{percent} % sure)").format(count=len(queue), below=res.below, percent=round(100 * res.review_below)))
    else:
        print(ngettext("{count} hex to review: less than {percent} % sure of its terrain and level",
                       "{count} hexes to review: less than {percent} % sure of their terrain and level",
                       len(queue)).format(count=len(queue), percent=round(100 * res.review_below)))
    for c in queue:
        print(f"  {grid.label(c.hex)} {c.terrain} {c.level} {100 * c.confidence:.0f} %")
    if kept:
        print(ngettext("{count} hex already painted is kept (--overwrite replaces it)",
                       "{count} hexes already painted are kept (--overwrite replaces them)", len(kept)).format(
            count=len(kept)))


def _apply(path: str, loaded, res, kept: set) -> int:
    from rules.scenario.files import save_scenario

    s = loaded.scenario
    original = loaded.original()
    for c in res.calls:
        if c.hex in kept:
            continue
        terrain, level = res.samples.get(c.hex, (c.terrain, c.level))
        if terrain == "clear":
            s.map.terrain.pop(c.hex, None)
        else:
            s.map.terrain[c.hex] = terrain
        if level == 0:
            s.map.levels.pop(c.hex, None)
        else:
            s.map.levels[c.hex] = level
    schema_ref = None
    try:
        first = Path(path).read_text(encoding="utf-8").split("\n", 1)[0]
        if first.startswith("# yaml-language-server: $schema="):
            schema_ref = first.split("=", 1)[1].strip()
    except (OSError, UnicodeDecodeError):
        pass
    try:
        save_scenario(s, path, schema_ref=schema_ref, keep=loaded.removed, original=original)
    except OSError as e:
        print(_("{file}: cannot save: {problem}; nothing was written, the previous files are intact").format(
            problem=e.strerror or e, file=getattr(e, "filename", None) or path), file=sys.stderr)
        return EXIT_UNREADABLE
    return EXIT_OK
