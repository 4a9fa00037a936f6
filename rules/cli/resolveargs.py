"""The `resolve` command's arguments, apart from the work: `banneret` builds every command's parser at each
start, and the work (rules/cli/resolve.py) imports the engine, 0.15 s of a 0.6 s `banneret render` under load.
The engine is imported only when `resolve` runs."""

from __future__ import annotations

import argparse

from rules.i18n import _

FIRE_KINDS = ("ranged", "phase_b", "defensive", "offensive")


def add_resolve_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "resolve", help=_("one fire attack or mêlée on a scenario's position: modifiers, a die's result, exact odds")
    )
    p.add_argument("file", metavar="FILE", help=_("a scenario (its setup is the position)"))
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--fire", nargs=2, metavar=("FIRERS", "TARGET"),
                      help=_("unit ids (comma-separated, one type) firing at the stack of the TARGET unit"))
    what.add_argument("--melee", nargs=2, metavar=("ATTACKERS", "DEFENDERS"),
                      help=_("unit ids, comma-separated; each names its whole stack (5.2.5)"))
    p.add_argument("--charge", action="store_true", help=_("the attackers charge (10.2): mounted Ch/Ha, one defender"))
    p.add_argument("--counter-charged", metavar="CHARGER",
                   help=_("the defender's counter-charge succeeded against this charger (10.3, R22)"))
    p.add_argument("--offensive-fire", action="store_true", help=_("an attacker has just made offensive fire (−2)"))
    p.add_argument("--kind", choices=FIRE_KINDS, default="ranged",
                   help=_("the fire: ranged (D.2, default), phase_b (6.B), defensive or offensive (D.4, adjacent)"))
    p.add_argument("--at", action="append", default=[], metavar="ID=HEX[,FACING][,STATE...]",
                   help=_("put a unit (or leader) in HEX for the question; STATE: valiant, discouraged, routed, "
                        "fresh, fatigued, mounted, dismounted, moved, ooc (out of command), wounded (leaders); "
                        "ID=STATE[,...] changes a unit in place. Repeatable"))
    p.add_argument("--turn", type=int, help=_("the position on this turn (default: the scenario's first)"))
    p.add_argument("--dice", metavar="N", help=_("the d10 rolled (0–9): print the result in the rules' words"))
    p.add_argument("--odds", action="store_true",
                   help=_("the exact probability of each result (default without --dice)"))
    p.add_argument("--json", action="store_true", help=_("machine-readable output"))
    p.set_defaults(func=cmd_resolve)


def cmd_resolve(args: argparse.Namespace) -> int:
    from rules.cli.resolve import cmd_resolve as run  # the engine, only for this command

    return run(args)
