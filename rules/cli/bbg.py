"""`banneret bbg`: the *Battles Before Gunpowder* commands. `bbg info FILE` sums up an army list (troop types,
cards, points, figures), a table scenario (each side's army, units, points, figures by troop type) or an army
sheet (orders by round); `--json` prints the same as one JSON object. Exit codes as every command
(docs/cli.md): 0, 1 when the file has errors (the summary is still printed), 2 when it cannot be read.

The referee's computations (`bbg melee | shoot | morale | move | zones`) are registered by
`rules/cli/bbg_compute.py`, when it is present, through `add_compute_parsers` (see `_add_compute_parsers`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE
from rules.i18n import _, ngettext


def _load(path: str) -> Any:
    from rules.bbg.files import load_bbg

    return load_bbg(path)


def _figures_by_type(units: list, army: Any) -> tuple[Counter, Counter, int, list[str]]:
    """Figures and points by troop type of placed units; the total points; the units whose points are not
    known (no card points, no type points: the designer's, B57)."""
    figures: Counter = Counter()
    points: Counter = Counter()
    total = 0.0
    unknown: list[str] = []
    for u in units:
        card = army.card(u.card) if army and u.card else None
        tid = u.type or (card.type if card else None) or "?"
        t = army.troop_types.get(tid) if army else None
        n = u.figure_count()
        name = (t.name or t.id) if t else tid
        figures[name] += n
        p = card.points if card is not None and card.points is not None else (
            t.points * n if t is not None and t.points is not None else None)
        if p is None:
            unknown.append(u.id)
        else:
            points[name] += p
            total += p
    return figures, points, total, unknown


def _num(v: float) -> int | float:
    return int(v) if float(v).is_integer() else v


def _scenario_info(loaded: Any) -> dict:
    from rules.bbg.files import load_bbg, referenced_path

    s = loaded.model
    base = Path(loaded.path).resolve().parent
    out: dict[str, Any] = {"kind": "scenario", "title": s.title,
                           "table": {"width_M": _num(s.table.width_M), "depth_M": _num(s.table.depth_M),
                                     "cm_per_M": _num(s.table.cm_per_M)},
                           "rounds": s.rounds, "victory": s.victory, "sides": []}
    for side in s.sides:
        path = referenced_path(base, side.army or "")
        army_file = load_bbg(path, validate=False) if path is not None else None
        army = army_file.model if army_file is not None and army_file.kind == "army" else None
        figures, points, total, unknown = _figures_by_type(side.units, army)
        out["sides"].append({
            "id": side.id, "name": side.name, "army": side.army, "army_name": army.name if army else None,
            "units": len(side.units), "figures": sum(figures.values()), "points": _num(total),
            "points_unknown": unknown, "corps": len(side.corps),
            "figures_by_type": {k: figures[k] for k in sorted(figures)},
            "points_by_type": {k: _num(points[k]) for k in sorted(points)}})
    return out


def _army_info(loaded: Any) -> dict:
    a = loaded.model
    types = {}
    for tid, t in a.troop_types.items():
        types[tid] = {"name": t.name, "class": t.troop_class, "attack": t.values.attack, "defence": t.values.defence,
                      "morale": t.morale, "weapons": list(t.weapons), "traits": list(t.traits), "points": t.points}
    cards = []
    figures: Counter = Counter()
    for c in a.cards:
        t = a.troop_types.get(c.type)
        n = c.figure_count()
        name = (t.name or t.id) if t else c.type
        if n is not None:
            figures[name] += n
        pts = c.points if c.points is not None else (t.points * n if t and t.points is not None and n else None)
        cards.append({"id": c.id, "name": c.name, "type": c.type, "formation": c.formation, "special": c.special,
                      "figures": n, "points": None if pts is None else _num(pts)})
    return {"kind": "army", "id": a.id, "name": a.name, "troop_types": types, "units": cards,
            "figures": sum(figures.values()), "points": _num(sum(c["points"] or 0 for c in cards)),
            "figures_by_type": {k: figures[k] for k in sorted(figures)}}


def _sheet_info(loaded: Any) -> dict:
    sh = loaded.model
    rounds = {}
    for n, r in sorted(sh.rounds.items()):
        rounds[n] = {"charges": sum(1 for o in r.orders.values() if o.charge),
                     "moves": sum(1 for o in r.orders.values() if o.move is not None),
                     "shots": sum(1 for o in r.orders.values() if o.shoot is not None and o.shoot.target)}
    return {"kind": "sheet", "scenario": sh.scenario, "side": sh.side, "units": len(sh.units), "rounds": rounds}


def _print_info(info: dict) -> None:
    if info["kind"] == "scenario":
        print(info["title"])
        t = info["table"]
        print("  " + _("table {width} × {depth} M at {cm} cm per M; {rounds}").format(
            width=t["width_M"], depth=t["depth_M"], cm=t["cm_per_M"],
            rounds=ngettext("{n} round", "{n} rounds", info["rounds"] or 0).format(n=info["rounds"])
            if info["rounds"] else _("rounds not given")))
        for side in info["sides"]:
            print("\n" + _("{side} ({id}): army {army}; {units}, {figures}, {points} points").format(
                side=side["name"] or side["id"], id=side["id"], army=side["army_name"] or side["army"],
                units=ngettext("{n} unit", "{n} units", side["units"]).format(n=side["units"]),
                figures=ngettext("{n} figure", "{n} figures", side["figures"]).format(n=side["figures"]),
                points=side["points"]))
            _print_types(side["figures_by_type"], side["points_by_type"])
            if side["points_unknown"]:
                print("  " + _("points not known for: {units}").format(units=", ".join(side["points_unknown"])))
    elif info["kind"] == "army":
        print(info["name"])
        print("  " + _("{types}, {units}, {figures}, {points} points").format(
            types=ngettext("{n} troop type", "{n} troop types", len(info["troop_types"])).format(
                n=len(info["troop_types"])),
            units=ngettext("{n} unit", "{n} units", len(info["units"])).format(n=len(info["units"])),
            figures=ngettext("{n} figure", "{n} figures", info["figures"]).format(n=info["figures"]),
            points=info["points"]))
        _print_types(info["figures_by_type"], {})
    else:
        print(_("army sheet of side {side} for {scenario}").format(side=info["side"], scenario=info["scenario"]))
        for n, r in info["rounds"].items():
            print("  " + _("round {round}: {charges}, {moves}, {shots}").format(
                round=n, charges=ngettext("{n} charge", "{n} charges", r["charges"]).format(n=r["charges"]),
                moves=ngettext("{n} move", "{n} moves", r["moves"]).format(n=r["moves"]),
                shots=ngettext("{n} shot", "{n} shots", r["shots"]).format(n=r["shots"])))


def _print_types(figures: dict, points: dict) -> None:
    parts = []
    for name, n in figures.items():
        fig = ngettext("{n} figure", "{n} figures", n).format(n=n)
        parts.append(f"{name} {fig}" + (f" ({points[name]})" if name in points else ""))
    if parts:
        print("  " + _("by type: {types}").format(types=", ".join(parts)))


def cmd_bbg_info(args: argparse.Namespace) -> int:
    loaded = _load(args.file)
    if loaded.model is None:
        for f in loaded.findings:
            print(f.format(args.file), file=sys.stderr)
        return EXIT_UNREADABLE if loaded.unreadable else EXIT_FINDINGS
    info = {"scenario": _scenario_info, "army": _army_info, "sheet": _sheet_info}[loaded.kind](loaded)
    errors = sum(f.severity == "error" for f in loaded.findings)
    info["errors"], info["warnings"] = errors, len(loaded.findings) - errors
    if args.json:
        json.dump(info, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        _print_info(info)
    if errors:  # as `banneret info`: exit 1 on a file with errors, said on stderr, the summary still printed
        print(ngettext("{file}: {n} error; run 'banneret validate {file}'",
                       "{file}: {n} errors; run 'banneret validate {file}'", errors).format(file=args.file, n=errors),
              file=sys.stderr)
        return EXIT_FINDINGS
    return EXIT_OK


def cmd_bbg_replay(args: argparse.Namespace) -> int:
    """Replay a `bbg-record/1` game record (rules/bbg/record.py): its findings at their lines, then the table it
    reaches, unit by unit: figures left, triumph and the bookkeeping that is not at rest."""
    from rules.bbg.record import read_record
    load = read_record(args.record)
    for f in load.findings:
        print(f.format(args.record), file=sys.stderr)
    if load.record is None:
        return EXIT_UNREADABLE if load.unreadable else EXIT_FINDINGS
    rec = load.record
    units = {}
    for u in rec.state.units():
        st = u.state
        more = {k: v for k, v in (("forced_marches", st.forced_marches), ("fleeing", st.fleeing),
                                  ("disordered", st.disordered), ("wounds", st.wounds),
                                  ("reloading", dict(st.reloading)), ("berserk", st.berserk)) if v}
        units[u.id] = {"figures": u.figure_count(), "lost": rec.start.unit(u.id).figure_count() - u.figure_count(),
                       "triumph": u.triumph, **more}
    if args.json:
        json.dump({"steps": len(rec), "replayed": load.ok, "units": units}, sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print(ngettext("{file}: {n} step replayed; the table:", "{file}: {n} steps replayed; the table:",
                       len(rec)).format(file=args.record, n=len(rec)))
        for uid, d in units.items():
            rest = "".join(f", {k}={v}" for k, v in d.items() if k not in ("figures", "lost", "triumph"))
            print("  " + _("{unit}: {figures} figures ({lost} lost), triumph {triumph}").format(
                unit=uid, figures=d["figures"], lost=d["lost"], triumph=d["triumph"]) + rest)
    return EXIT_OK if load.ok else EXIT_FINDINGS


def _add_compute_parsers(bsub: argparse._SubParsersAction) -> None:
    """The referee's computations: `rules/cli/bbg_compute.py` (written with the table geometry) adds
    `melee | shoot | morale | move | zones` here through its `add_compute_parsers(bsub)`. Until it exists,
    `bbg` has `info` only."""
    from importlib import import_module
    from importlib.util import find_spec

    if find_spec("rules.cli.bbg_compute") is None:
        return
    bbg_compute = import_module("rules.cli.bbg_compute")
    bbg_compute.add_compute_parsers(bsub)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return EXIT_UNREADABLE


def add_bbg_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bbg", help=_("Battles Before Gunpowder: army lists, tables and army sheets"))
    p.set_defaults(func=lambda _args: _usage(p))
    bsub = p.add_subparsers(dest="bbg_command", metavar="COMMAND")
    q = bsub.add_parser("info", help=_("armies, units, points and figures by troop type of a BBG file"))
    q.add_argument("file", metavar="FILE")
    q.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    q.set_defaults(func=cmd_bbg_info)
    r = bsub.add_parser("replay", help=_("replay a BBG game record and print the table it reaches"))
    r.add_argument("record", metavar="RECORD")
    r.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    r.set_defaults(func=cmd_bbg_replay)
    _add_compute_parsers(bsub)
