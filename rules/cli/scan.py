"""`banneret scan-terrain SCENARIO --samples FILE [--apply] [--apply-hexsides] [--json] [--overwrite]`: every
hex's terrain and level read from the scenario's background scan, learnt from a few sample hexes, and the
hexside features and road links proposed, learnt from the ones the designer has drawn (rules/scan).

"Hand-painted" hexes: a hex the scenario already lists with a terrain other than clear or a level other than
0 was put there by the designer (by hand or by an earlier, reviewed run); `--apply` keeps it as it is unless
`--overwrite` is given. Samples are always applied: they are what the designer says the hex is.

Hexsides: the features and road links the scenario already has were drawn by the designer; they teach the
reading and are never removed. The samples file's `hexsides:` section teaches it too (and `--apply-hexsides`
writes those examples, as `--apply` writes the sample hexes). `--apply-hexsides` adds the proposals at
`--hexsides-above` or more (by default the sure ones, those not flagged for review), never on a hexside that
has a feature or a road link already unless `--overwrite` is given.
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
    p.add_argument("--apply-hexsides", action="store_true",
                   help=_("write the proposed hexside features and road links into the scenario"))
    p.add_argument("--hexsides-above", type=float, default=None, metavar="CONFIDENCE",
                   help=_("with --apply-hexsides: write the proposals at least this sure (0 to 1; by default "
                          "those not flagged for review)"))
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
    from rules.scenario.model import HEX_TERRAIN, HEXSIDE_FEATURES, ROUTES

    grid = s.map.grid
    terrains = set(HEX_TERRAIN) | set(s.special_rules.terrain_as)
    read = read_samples(args.samples, grid, terrains, HEXSIDE_FEATURES + ROUTES)
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
    sides = _read_hexsides(s, feats, res, read.hexsides)
    side_kept = set() if args.overwrite else _drawn_sides(s.map)
    above = sides.sure if args.hexsides_above is None else args.hexsides_above
    if args.json:
        print(json.dumps({
            "review_below": res.review_below, "flagged": len(res.flagged), "capped": res.capped,
            "hexes": [{"hex": grid.label(c.hex), "terrain": c.terrain, "level": c.level,
                       "confidence": round(c.confidence, 4), "terrain_confidence": round(c.terrain_confidence, 4),
                       "level_confidence": round(c.level_confidence, 4), "flagged": c.flagged,
                       "sample": c.hex in read.samples, "kept": c.hex in kept} for c in res.calls],
            "hexsides": {"taught": sides.taught, "propose": sides.propose, "sure": sides.sure, "proposals": [
                {"hexside": _side_label(grid, c.side), "feature": c.feature, "confidence": round(c.confidence, 4),
                 "flagged": c.flagged, "kept": c.side in side_kept} for c in sides.calls]}},
            ensure_ascii=False, indent=1))
    else:
        _print_text(res, grid, kept)
        _print_hexsides(sides, grid, side_kept, above)
    if not args.apply and not args.apply_hexsides:
        return EXIT_OK
    from rules.scan.hexsides import SideCall

    examples = [SideCall(side, f, 1.0, False) for f, sides in read.hexsides.items() for side in sides]
    return _apply(args.scenario, result, res if args.apply else None, kept,
                  [c for c in sides.calls if c.confidence >= above] if args.apply_hexsides else [], side_kept,
                  examples if args.apply_hexsides else [])


def _read_hexsides(s, feats, res, examples: dict):
    """The hexside proposals, taught by the features and links the scenario has already and by the samples
    file's hexside `examples` (feature or road kind → hexsides)."""
    from rules.scan.hexsides import BRIDGE, HexsideReading, read_hexsides, taught_by
    from rules.scenario.model import HEXSIDE_FEATURES, ROUTES

    if feats.lines is None:
        return HexsideReading()
    along, across, drawn = taught_by(s.map, HEXSIDE_FEATURES, ROUTES)
    for feature, sides in examples.items():
        if feature in ROUTES:
            across.setdefault(feature, set()).update(sides)
        elif feature != BRIDGE:  # bridges are read from the roads and the water, never taught
            along.setdefault(feature, set()).update(sides)
        for side in sides:
            drawn.setdefault(side, set()).add(feature)
    return read_hexsides(feats.lines, along, across, drawn, {c.hex: c.level for c in res.calls})


def _drawn_sides(md) -> set:
    from rules.scan.hexsides import taught_by
    from rules.scenario.model import HEXSIDE_FEATURES, ROUTES

    return set(taught_by(md, HEXSIDE_FEATURES, ROUTES)[2])


def _side_label(grid, side) -> str:
    return f"{grid.label(side.a)}/{grid.label(side.b)}"


def _print_hexsides(sides, grid, kept: set, above: float) -> None:
    from rules.scenario.words import word

    if not sides.taught:
        print(_("No hexside features read: draw two or three hexsides of each feature (a stream, a wall) and a "
                "road link or two by hand, and they teach the reading"))
        return
    print(_("Hexsides learnt from the ones drawn: {taught}").format(
        taught=", ".join(f"{word(f)} {n}" for f, n in sorted(sides.taught.items()))))
    counts: dict[str, int] = {}
    for c in sides.calls:
        counts[c.feature] = counts.get(c.feature, 0) + 1
    for feature, n in sorted(counts.items()):
        print(_("{feature} proposed: {count}").format(feature=word(feature), count=n))
    queue = sides.flagged
    print(ngettext("{count} hexside proposal to review: less than {percent} % sure",
                   "{count} hexside proposals to review: less than {percent} % sure", len(queue)).format(
        count=len(queue), percent=round(100 * sides.sure)))
    for c in queue:
        print(f"  {_side_label(grid, c.side)} {word(c.feature)} {100 * c.confidence:.0f} %")
    held = sum(1 for c in sides.calls if c.side in kept and c.confidence >= above)
    if held:
        print(ngettext("{count} proposal on a hexside drawn by hand is left out (--overwrite adds it)",
                       "{count} proposals on hexsides drawn by hand are left out (--overwrite adds them)",
                       held).format(count=held))


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


def _apply(path: str, loaded, res, kept: set, side_calls: list, side_kept: set, examples: list) -> int:
    """The terrain as read (`res`; None: left as it is), the hexside proposals `side_calls` and the samples
    file's hexside `examples` (what the designer says is there, written whatever is drawn) written, in one
    round-trip save."""
    from rules.scan.hexsides import merged
    from rules.scenario.files import save_scenario
    from rules.scenario.model import ROUTES

    s = loaded.scenario
    original = loaded.original()
    if side_calls:
        s.map.hexsides, s.map.routes = merged(s.map.hexsides, s.map.routes, side_calls, ROUTES, side_kept)
    if examples:
        s.map.hexsides, s.map.routes = merged(s.map.hexsides, s.map.routes, examples, ROUTES, set())
    for c in res.calls if res is not None else []:
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
