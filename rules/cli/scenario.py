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
from rules.i18n import N_, _, ngettext
from rules.scenario.files import LoadResult, load_scenario


def _check(path: str) -> LoadResult:
    """A scenario or a counter library (rules/scenario), a counter-sheet layout (rules/sheets), or a Battles
    Before Gunpowder army list, table or army sheet (rules/bbg)."""
    result = load_scenario(path)
    if result.kind == "bbg":
        from rules.bbg.files import load_bbg  # Battles Before Gunpowder: its three files, its checks

        bbg = load_bbg(path)
        return LoadResult(path, None, bbg.findings, bbg.doc, unreadable=bbg.unreadable, kind="bbg")
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
        print(_("{file}: the map would be about {w} x {h} pixels at --scale {scale:g}, more than {max:,}; give a "
                "smaller --scale").format(file=args.file, w=w, h=h, scale=args.scale, max=MAX_PIXELS), file=sys.stderr)
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


# Words of a scenario `info` prints in the reader's language: a grid's orientation, a side's role.
INFO_WORDS = (N_("flat"), N_("pointy"), N_("attacker"), N_("defender"))


def cmd_info(args: argparse.Namespace) -> int:
    loaded = load_or_report(args.file)
    if isinstance(loaded, int):
        return loaded
    s = loaded.scenario
    g = s.grid
    print(s.title)
    high = {("flat", "odd"): _("odd columns high"), ("flat", "even"): _("even columns high"),
            ("pointy", "odd"): _("odd rows high"), ("pointy", "even"): _("even rows high")}.get(
        (g.orientation, g.high), f"{g.high}")
    print("  " + _("edition {edition}; turns {first}–{last}; map {columns} × {rows} {orientation} hexes "
                   "({high})").format(
        edition=s.ruleset.edition, first=s.first_turn, last=s.last_turn, columns=g.columns, rows=g.rows,
        orientation=_(g.orientation), high=high))
    placed = {p.unit for p in s.setup if p.unit}
    for side in s.sides:
        sp_total = sum(u.front.sp for u in side.units)
        print("\n" + _("{side} ({id}, {role}): {leaders}, {units}, {sp} SP").format(
            side=side.name, id=side.id, role=_(side.role), sp=sp_total,
            leaders=ngettext("{n} leader", "{n} leaders", len(side.leaders)).format(n=len(side.leaders)),
            units=ngettext("{n} unit", "{n} units", len(side.units)).format(n=len(side.units))))
        commander = s.leader(side.army_commander) if side.army_commander else None
        if commander:
            print("  " + _("army commander: {leader}").format(leader=commander.name or commander.id))
        by_banner: dict[str, list] = defaultdict(list)
        for u in side.units:
            by_banner[u.banner].append(u)
        for ld in side.leaders:
            units = by_banner.get(ld.banner, [])
            f = ld.front
            print("  " + _("banner {banner}: {leader} (bonus {bonus}, rating {rating}, radius {radius}, {mp} MP), "
                           "{units}, {sp} SP").format(
                banner=ld.banner, leader=ld.name or ld.id, bonus=f.bonus, rating=f.rating, radius=f.radius, mp=f.mp,
                units=ngettext("{n} unit", "{n} units", len(units)).format(n=len(units)),
                sp=sum(u.front.sp for u in units)))
        types = Counter()
        sps = Counter()
        for u in side.units:
            types[u.type] += 1
            sps[u.type] += u.front.sp
        print("  " + _("by type: {types}").format(types=", ".join(
            _("{type} {n} ({sp} SP)").format(type=t, n=types[t], sp=sps[t]) for t in sorted(types))))
        later = [u.id for u in side.units if u.id not in placed]
        if later:
            print("  " + _("not in the setup (reinforcements or unplaced): {n}").format(n=len(later)))
    if s.reinforcements:
        print("\n" + _("reinforcements: {list}").format(list="; ".join(
            _("turn {turn}: {side} {units}, {leaders}").format(
                turn=r.turn, side=r.side, units=ngettext("{n} unit", "{n} units", len(r.units)).format(n=len(r.units)),
                leaders=ngettext("{n} leader", "{n} leaders", len(r.leaders)).format(n=len(r.leaders)))
            for r in s.reinforcements)))
    errors = sum(f.severity == "error" for f in loaded.findings)
    warnings = len(loaded.findings) - errors
    if loaded.findings:
        print("\n" + _("validation: {errors}, {warnings} (banneret validate {file})").format(
            errors=ngettext("{n} error", "{n} errors", errors).format(n=errors),
            warnings=ngettext("{n} warning", "{n} warnings", warnings).format(n=warnings), file=args.file))
    if errors:  # docs/cli.md: info exits 1 on a scenario with errors, and says so on stderr
        print(ngettext("{file}: {n} error; run 'banneret validate {file}'",
                       "{file}: {n} errors; run 'banneret validate {file}'", errors).format(file=args.file, n=errors),
              file=sys.stderr)
        return EXIT_FINDINGS
    return EXIT_OK




def add_scenario_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help=_("check scenario files and print findings (file:line:col)"))
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true", help=_("print the findings as a JSON list"))
    p.add_argument("--strict", action="store_true", help=_("fail (exit 1) on warnings too"))
    p.add_argument("-q", "--quiet", action="store_true", help=_("no summary line"))
    p.set_defaults(func=cmd_validate)
    p = sub.add_parser("render", help=_("draw the map and the counters at setup to a PNG"))
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", required=True, metavar="OUT.png")
    p.add_argument("--scale", type=finite_float, default=64.0,
                   help=_("hex width in pixels, corner to corner (default 64)"))
    p.add_argument("--no-units", action="store_true", help=_("the map only, no counters"))
    p.add_argument("--legend", action="store_true",
                   help=_("add a legend box under the map: the title, the sides' colours and what every mark means"))
    p.set_defaults(func=cmd_render)
    p = sub.add_parser("info", help=_("turns, sides, banners, leaders, units, SP by side and by type"))
    p.add_argument("file", metavar="FILE")
    p.set_defaults(func=cmd_info)
