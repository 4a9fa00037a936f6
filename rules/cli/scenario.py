"""`banneret validate`, `render` and `info`: a scenario file checked, drawn and summed up, headless."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

from rules.cli.common import (
    EXIT_FINDINGS,
    EXIT_OK,
    EXIT_UNREADABLE,
    fails,
    finite_float,
    load_or_report,
    print_findings,
)
from rules.i18n import _, ngettext
from rules.scenario.files import LoadResult, load_scenario


def _check(path: str) -> LoadResult:
    """A scenario or a counter library (rules/scenario), or a counter-sheet layout (rules/sheets)."""
    result = load_scenario(path)
    if result.kind == "sheet":
        from rules.sheets.layout import read_layout  # Pillow and the sheet code only for a sheet layout

        sheet = read_layout(path)
        return LoadResult(path, None, sheet.findings, sheet.doc, unreadable=sheet.unreadable, kind="sheet")
    return result


def cmd_validate(args: argparse.Namespace) -> int:
    results = [_check(p) for p in args.files]
    if args.json:
        out = [f.to_json(r.path) for r in results for f in r.findings]
        json.dump(out, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        for r in results:
            print_findings(r)
    code = EXIT_OK
    for r in results:
        if r.unreadable:
            code = EXIT_UNREADABLE
        elif code == EXIT_OK and fails(r.findings, args.strict):
            code = EXIT_FINDINGS
    if not args.json and not args.quiet:
        errors = sum(f.severity == "error" for r in results for f in r.findings)
        warnings = sum(f.severity == "warning" for r in results for f in r.findings)
        files = ngettext("{n} file checked", "{n} files checked", len(results)).format(n=len(results))
        errs = ngettext("{n} error", "{n} errors", errors).format(n=errors)
        warns = ngettext("{n} warning", "{n} warnings", warnings).format(n=warnings)
        print(_("{files}: {errors}, {warnings}").format(files=files, errors=errs, warnings=warns), file=sys.stderr)
    return code


def cmd_render(args: argparse.Namespace) -> int:
    loaded = load_or_report(args.file)
    if isinstance(loaded, int):
        return loaded
    errors = [f for f in loaded.findings if f.severity == "error"]
    if errors:
        print(_("{file}: rendering despite {n} error(s); run 'banneret validate' to see them").format(
            file=args.file, n=len(errors)), file=sys.stderr)
    if args.scale <= 4 or args.scale > 1024:
        print(_("--scale {scale}: give a hex width between 5 and 1024 pixels").format(scale=args.scale),
              file=sys.stderr)
        return EXIT_FINDINGS
    from rules.map.render import MAX_PIXELS, image_size, render_map, save_png

    w, h = image_size(loaded.scenario, args.scale)
    if w * h > MAX_PIXELS:
        print(f"{args.file}: the map would be about {w} x {h} pixels at --scale {args.scale:g}, more than "
              f"{MAX_PIXELS:,}; give a smaller --scale", file=sys.stderr)
        return EXIT_FINDINGS
    image = render_map(loaded.scenario, scale=args.scale, units=not args.no_units,
                       base_dir=Path(args.file).resolve().parent)  # counter images are relative to the file
    if args.legend:
        from rules.map.legend import with_legend

        image = with_legend(image, loaded.scenario)
    out = Path(args.output)
    try:
        save_png(image, out)
    except OSError as e:
        print(_("{file}: cannot write the image: {error}").format(file=out, error=e.strerror or e), file=sys.stderr)
        return EXIT_UNREADABLE
    print(f"{out}: {image.width} × {image.height} px", file=sys.stderr)
    return EXIT_OK


def cmd_info(args: argparse.Namespace) -> int:
    loaded = load_or_report(args.file)
    if isinstance(loaded, int):
        return loaded
    s = loaded.scenario
    g = s.grid
    print(s.title)
    print(f"  edition {s.ruleset.edition}; turns {s.first_turn}–{s.last_turn}; map {g.columns} × {g.rows} "
          f"{g.orientation} hexes ({g.high} {'columns' if g.orientation == 'flat' else 'rows'} high)")
    placed = {p.unit for p in s.setup if p.unit}
    for side in s.sides:
        sp_total = sum(u.front.sp for u in side.units)
        print(f"\n{side.name} ({side.id}, {side.role}): {len(side.leaders)} leaders, {len(side.units)} units, "
              f"{sp_total} SP")
        commander = s.leader(side.army_commander) if side.army_commander else None
        if commander:
            print(f"  army commander: {commander.name or commander.id}")
        by_banner: dict[str, list] = defaultdict(list)
        for u in side.units:
            by_banner[u.banner].append(u)
        for ld in side.leaders:
            units = by_banner.get(ld.banner, [])
            f = ld.front
            print(f"  banner {ld.banner}: {ld.name or ld.id} (bonus {f.bonus}, rating {f.rating}, radius {f.radius}, "
                  f"{f.mp} MP), {len(units)} units, {sum(u.front.sp for u in units)} SP")
        types = Counter()
        sps = Counter()
        for u in side.units:
            types[u.type] += 1
            sps[u.type] += u.front.sp
        print("  by type: " + ", ".join(f"{t} {types[t]} ({sps[t]} SP)" for t in sorted(types)))
        later = [u.id for u in side.units if u.id not in placed]
        if later:
            print(f"  not in the setup (reinforcements or unplaced): {len(later)}")
    if s.reinforcements:
        print("\nreinforcements: " + "; ".join(
            f"turn {r.turn}: {r.side} {len(r.units)} units, {len(r.leaders)} leaders" for r in s.reinforcements))
    errors = sum(f.severity == "error" for f in loaded.findings)
    warnings = len(loaded.findings) - errors
    if loaded.findings:
        print(f"\nvalidation: {errors} errors, {warnings} warnings (banneret validate {args.file})")
    if errors:  # docs/cli.md: info exits 1 on a scenario with errors, and says so on stderr
        print(f"{args.file}: {errors} error{'s' if errors != 1 else ''}; run 'banneret validate {args.file}'",
              file=sys.stderr)
        return EXIT_FINDINGS
    return EXIT_OK




def add_scenario_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="check scenario files and print findings (file:line:col)")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print the findings as a JSON list")
    p.add_argument("--strict", action="store_true", help="fail (exit 1) on warnings too")
    p.add_argument("-q", "--quiet", action="store_true", help="no summary line")
    p.set_defaults(func=cmd_validate)
    p = sub.add_parser("render", help="draw the map and the counters at setup to a PNG")
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", required=True, metavar="OUT.png")
    p.add_argument("--scale", type=finite_float, default=64.0,
                   help="hex width in pixels, corner to corner (default 64)")
    p.add_argument("--no-units", action="store_true", help="the map only, no counters")
    p.add_argument("--legend", action="store_true",
                   help="add a legend box under the map: the title, the sides' colours and what every mark means")
    p.set_defaults(func=cmd_render)
    p = sub.add_parser("info", help="turns, sides, banners, leaders, units, SP by side and by type")
    p.add_argument("file", metavar="FILE")
    p.set_defaults(func=cmd_info)
