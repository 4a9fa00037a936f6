"""`banneret bbg melee | shoot | morale | move | zones SCENARIO --unit U [--target T] [--fact KEY=VALUE …]
[--json]`: the referee desk's computations (`rules/bbg/`, docs/bbg.md) on a table scenario's position.

The position is the scenario's: poses, slot grids, triumph and state as the file has them. What the position
cannot say is a referee fact (`--fact`), never guessed: which figures strike which (`pairs=`), the round, who
charged, where a charge came from, the point of a move where a shot lands (`distance=`). Each answer is the
number with its breakdown (row, value, why, line `[Lnnn]`, decision B-number) and, where dice decide, the exact
distribution.

Exit codes as `banneret resolve`: 0 answered; 1 the computation is refused (a designer's value is missing, B57,
or a fact the rules need was not given); 2 the file cannot be read, an id names no unit, or a fact is malformed.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from fractions import Fraction
from typing import Any

from rules.cli.common import EXIT_FINDINGS, EXIT_OK, EXIT_UNREADABLE
from rules.i18n import _

EXIT_REFUSED = EXIT_FINDINGS
TRUE = {"yes", "true", "1", "y", "on"}
FALSE = {"no", "false", "0", "n", "off"}


class Malformed(ValueError):
    pass


def parse_facts(items: list[str]) -> dict[str, str]:
    out = {}
    for it in items or ():
        key, sep, value = it.partition("=")
        if not sep or not key.strip():
            raise Malformed(_("a fact is KEY=VALUE, not '{fact}'").format(fact=it))
        out[key.strip()] = value.strip()
    return out


def _bool(facts: dict[str, str], key: str, default: bool | None = None) -> bool | None:
    if key not in facts:
        return default
    v = facts[key].lower()
    if v in TRUE:
        return True
    if v in FALSE:
        return False
    raise Malformed(_("the fact {key} is yes or no, not '{value}'").format(key=key, value=facts[key]))


def _num(facts: dict[str, str], key: str, kind=float, default=None):
    if key not in facts:
        return default
    try:
        return kind(facts[key])
    except ValueError:
        raise Malformed(_("the fact {key} must be a number, not '{value}'").format(key=key,
                                                                                  value=facts[key])) from None


def _pairs(text: str):
    from rules.bbg.melee import Pair
    out = []
    for item in filter(None, (x.strip() for x in text.split(","))):
        s, sep, t = item.partition(":")
        if not sep:
            raise Malformed(_("a strike pair is STRIKER:TARGET, not '{pair}'").format(pair=item))
        wrap = t.endswith("!")
        out.append(Pair(s, t.rstrip("!"), wrapping=wrap))
    return out


def _points(text: str) -> list[tuple[float, float]]:
    pts = []
    for item in text.replace(";", " ").split():
        x, sep, y = item.partition(",")
        try:
            pts.append((float(x), float(y)))
        except ValueError:
            raise Malformed(_("a path is points X,Y separated by spaces, not '{path}'").format(path=text)) from None
    return pts


def _json_default(x: Any) -> Any:
    if isinstance(x, Fraction):
        return str(x)
    return str(x)


def _geom(g) -> Any:
    from shapely.geometry import mapping
    return mapping(g.simplify(0.001)) if not g.is_empty else None


# -- the computations -----------------------------------------------------------------------------------------

def _zones(table, args, facts) -> dict:
    from rules.bbg.geometry import distance
    from rules.bbg.zones import in_zoc, may_manoeuvre, protected_flanks
    uid = args.unit
    body = table.body(uid)
    enemies = {e: table.body(e) for e in table.others(uid, friends=False)}
    friends = {f: table.body(f) for f in table.others(uid, friends=True)
               if table.formation(f) != "skirmish"}
    ok, inside, why = may_manoeuvre(body, list(enemies.values()), charged=bool(_bool(facts, "charged", False)))
    flanks = protected_flanks(body, friends, impassable_for(table, uid))
    close = table.formation(uid) == "close"
    return {
        "unit": uid, "pose": [body.pose.x, body.pose.y, body.pose.heading], "width": round(body.width, 4),
        "depth": round(body.depth, 4), "centre": [round(c, 4) for c in body.centre],
        "enemies_in_zoc": sorted(e for e, b in enemies.items() if in_zoc(b, body)),
        "enemies_in_field_of_view": sorted(e for e, b in enemies.items()
                                           if b.footprint.intersects(body.field_of_view)),
        "in_enemy_zoc": sorted(inside), "may_manoeuvre": ok, "manoeuvre_why": _(why),
        "protected_flanks": [f.as_dict() | {"counts": close} for f in flanks],
        "distances": {o: round(distance(body, table.body(o)), 4) for o in sorted(enemies) + sorted(friends)},
        "lines": "L136, L272, L338, L358", "rule": "B18, B19, B44, B52",
        "polygons": {"footprint": _geom(body.footprint), "zoc": _geom(body.zoc),
                     "field_of_view": _geom(body.field_of_view.intersection(body.frame.buffer(40))),
                     "protected_left": _geom(body.protected_flank_zone("left")),
                     "protected_right": _geom(body.protected_flank_zone("right"))},
    }


def impassable_for(table, uid: str) -> dict:
    """B19: the obstacles that protect a flank: areas "nem járható" for this unit's column of the terrain
    table, and castle walls, moats and wide rivers."""
    from rules.bbg.movement import terrain_column
    from rules.bbg.rulebook import IMPASSABLE_LINEAR, TERRAIN
    u = table.unit(uid)
    try:
        col = ("close_infantry", "loose_infantry", "cavalry").index(terrain_column(u.kind, u.is_close))
    except Exception:  # a beast without a column: only what is impassable to all
        col = None
    out = {}
    for a in table.areas():
        fr = TERRAIN.get(a.kind)
        if fr is not None and (fr[0][col] is None if col is not None else all(x is None for x in fr[0])):
            out[a.id] = a.polygon
    out.update({lid: g for lid, kind, g in table.lines() if kind in IMPASSABLE_LINEAR})
    return out


def _situations(table, a_id: str, b_id: str, facts: dict[str, str]):
    from rules.bbg.ledger import Situation
    from rules.bbg.zones import attack_direction
    rnd = _num(facts, "round", int, 1)
    charger = facts.get("charger", a_id if rnd == 1 else "")
    if charger and charger not in (a_id, b_id):
        raise Malformed(_("the charger must be {a} or {b}, not '{c}'").format(a=a_id, b=b_id, c=charger))
    counter = bool(_bool(facts, "countercharge", False))
    sits = {}
    for me, other in ((a_id, b_id), (b_id, a_id)):
        charged_me = charger == other
        came = facts.get(f"{me}.attacked_from") or (
            attack_direction(table.body(me), table.body(other)).zone if charged_me else "front")
        if came not in ("front", "flank", "rear"):
            raise Malformed(_("attacked_from is front, flank or rear, not '{value}'").format(value=came))
        sits[me] = Situation(
            round=rnd, charged=charger == me, was_charged=charged_me, countercharge=counter and charged_me,
            charge_from_outside_zoc=_bool(facts, "outside_zoc"), chariot_moved_M=_num(facts, "chariot_moved"),
            wedge=facts.get("wedge") == me,
            wedge_late_riders=bool(_bool(facts, "wedge_late_riders", False)),
            wedge_had_charge_bonus=bool(_bool(facts, "wedge_had_charge_bonus", False)),
            attacked_from=came, engaged_before_attack=bool(_bool(facts, f"{me}.engaged_before", False)),
            reroll_vs_cavalry_unused=bool(_bool(facts, f"{me}.reroll_vs_cavalry_unused", True)),
            cavalry_charge_vs=table.scenario.options.get("cavalry_charge_vs", "any"),
            rear_attack_duration=table.scenario.options.get("rear_attack_duration", "as_flank"))
    return sits


def _reroll(table, uid: str, facts: dict[str, str]) -> tuple[bool, str]:
    from rules.bbg.morale import reroll_eligibility
    given = _bool(facts, f"{uid}.reroll")
    if given is not None:
        return given, _("stated by the referee")
    return reroll_eligibility(table.body(uid), table.corps_of(uid), table.commanders(table.placed(uid).side))


def _melee(table, args, facts) -> dict:
    r, why = build_melee(table, args.unit, _target(args), facts)
    out = r.as_dict()
    out["reroll_why"] = why
    return out


def require_charge_facts(uid: str, unit, sit) -> None:
    """B13: a charge in round 1 counts only with the facts the table cannot tell: whether a cavalry or elephant
    charger started outside the target's zone of control, how far a chariot moved before contact."""
    from rules.bbg.breakdown import BadFact

    if sit.charged and sit.round == 1 and unit.kind in ("cavalry", "elephant") and sit.charge_from_outside_zoc is None:
        raise BadFact(_("{unit} charged: say whether it started outside the target's zone of control "
                        "(--fact outside_zoc=yes|no, B13)").format(unit=uid))
    if sit.charged and sit.round == 1 and unit.kind == "chariot" and sit.chariot_moved_M is None:
        raise BadFact(_("{unit} charged: say how far it moved before contact (--fact chariot_moved=M, "
                        "B13)").format(unit=uid))


def build_melee(table, a_id: str, b_id: str, facts: dict[str, str]):
    """The melee round of `a_id` against `b_id` on the table with the referee's facts (the `--fact` keys), and
    each side's re-roll reason: what `bbg melee` prints and the editor's melee panel reads dice against."""
    from rules.bbg.breakdown import BadFact
    from rules.bbg.melee import LossRule, contact_pairs, melee_round
    sits = _situations(table, a_id, b_id, facts)
    a, b = (table.unit(x, protected_flanks=_num(facts, f"{x}.protected_flanks", int, None)
                       if f"{x}.protected_flanks" in facts else _flanks_protected(table, x)) for x in (a_id, b_id))
    for me, u in ((a_id, a), (b_id, b)):
        require_charge_facts(me, u, sits[me])
    ba, bb = table.body(a_id), table.body(b_id)
    pa = _pairs(facts["pairs"]) if "pairs" in facts else contact_pairs(ba, bb)
    pb = _pairs(facts["back_pairs"]) if "back_pairs" in facts else contact_pairs(bb, ba)
    if not pa and not pb:
        raise BadFact(_("{a} and {b} are not in base contact: give the strike pairs (--fact pairs=A:B,…) "
                        "(B5)").format(a=a_id, b=b_id))
    ra, why_a = _reroll(table, a_id, facts)
    rb, why_b = _reroll(table, b_id, facts)
    rules = {}
    for me, other in ((a_id, b_id), (b_id, a_id)):
        if sits[me].wedge and table.formation(other) == "close":  # B14 against a close formation
            if sits[me].round == 1:
                rules[me] = LossRule("wedge1")
            elif sits[me].round == 2:
                lost, eng = _num(facts, "wedge_prior_losses", int), _num(facts, "wedge_prior_engaged", int)
                if lost is None or eng is None:
                    raise BadFact(_("round 2 of a wedge: give its round-1 losses and strikers (--fact "
                                    "wedge_prior_losses=N --fact wedge_prior_engaged=N, B14)"))
                rules[me] = LossRule("wedge2", lost, eng)
    r = melee_round(a, b, sits[a_id], sits[b_id], pa, pb, rule_a=rules.get(a_id), rule_b=rules.get(b_id),
                    reroll_a=ra, reroll_b=rb)
    return r, {"a": why_a, "b": why_b}


def _target(args) -> str:
    if not args.target:
        raise Malformed(_("this computation needs --target"))
    return args.target


def _shoot(table, args, facts) -> dict:
    s_id, t_id = args.unit, _target(args)
    v, weapon, why = build_volley(table, s_id, t_id, facts)
    out = v.as_dict()
    out.update({"shooter": s_id, "target": t_id, "weapon": weapon, "target_allowed_why": _(why)})
    return out


def build_volley(table, s_id: str, t_id: str, facts: dict[str, str]):
    """The volley of `s_id` at `t_id` with the referee's facts, its weapon and why the target may be shot."""
    from rules.bbg.breakdown import BadFact
    from rules.bbg.shooting import can_target, elevation_delta, line_of_sight, volley
    s_body, t_body = table.body(s_id), table.body(t_id)
    s_unit, t_unit = table.unit(s_id), table.unit(t_id)
    _c, troop = table.card_and_type(s_id)
    weapon = facts.get("weapon") or (troop.weapons[0] if troop and troop.weapons else None)
    if weapon is None:
        raise BadFact(_("{unit} has no missile weapon in its army list (B57)").format(unit=s_id))
    moving_mounted = bool(_bool(facts, "shooter_moving", False))
    ok, why, cap = can_target(s_body, t_body, s_unit, weapon, moving_mounted)
    if not ok:
        raise BadFact(_(why))
    delta = _num(facts, "delta", int)
    if delta is None:
        delta = elevation_delta(s_unit.level, t_unit.level, bool(_bool(facts, "shooter_raised", False)),
                                bool(_bool(facts, "target_raised", False)),
                                int(table.scenario.agreements.get("elephant_level", 1) or 1))
    blockers = [table.body(o).footprint for o in table.others(s_id, True) + table.others(s_id, False)
                if o != t_id]
    blockers += [a.polygon for a in table.areas() if a.kind in ("forest", "building")
                 or (a.level > max(s_unit.level, t_unit.level))]
    visible = line_of_sight(s_body.measuring_point, t_body, blockers)
    if not visible and not _bool(facts, "visible", False):
        raise BadFact(_("{target} is not visible from {unit}: hills, forests, buildings or units are in the way "
                        "(B43); the referee may state --fact visible=yes").format(target=t_id, unit=s_id))
    v = volley(s_body, s_unit, t_body, t_unit, weapon, delta=delta,
               standing_target=not bool(_bool(facts, "target_moving", False)),
               testudo=bool(_bool(facts, "testudo", False)), target_moving=bool(_bool(facts, "target_moving", False)),
               reaction_lowest=bool(_bool(facts, "reaction_lowest", False)), distance=_num(facts, "distance"),
               cap=cap)
    return v, weapon, why


def _flanks_protected(table, uid: str) -> int:
    """B19: how many of the unit's flanks are protected on the table (close formations only)."""
    from rules.bbg.zones import protected_flanks
    if table.formation(uid) != "close":
        return 0
    friends = {f: table.body(f) for f in table.others(uid, friends=True) if table.formation(f) != "skirmish"}
    return sum(f.protected for f in protected_flanks(table.body(uid), friends, impassable_for(table, uid)))


def _morale(table, args, facts) -> dict:
    t, info = build_morale(table, args.unit, facts, args.scenario)
    if t is None:
        return info
    d = t.as_dict()
    d["reroll"]["why"] = t.reroll_reason
    if info:
        d["friendly_rout"] = info
    return d


def build_retreat(table, uid: str, facts: dict[str, str]):
    """B51 `[L280-284]` on the table: the charged unit's retreat, one forced march (1.5 × its rate, or the
    `retreat_distance` fact) straight back: blocked by a castle wall, moat, wide river, a friendly close formation
    or any enemy unit; through forest, dry ditch or stake palisade a close formation is disordered."""
    from rules.bbg.movement import rate, retreat_check
    from rules.bbg.rulebook import FORCED_MARCH
    dist = _num(facts, "retreat_distance")
    if dist is None:
        _c, troop = table.card_and_type(uid)
        dist = float(FORCED_MARCH) * rate(troop.troop_class if troop else "", troop.rate_M if troop else None, uid)
    body = table.body(uid)
    friends = {f: table.body(f).footprint for f in table.others(uid, True) if table.formation(f) == "close"}
    enemies = {e: table.body(e).footprint for e in table.others(uid, False)}
    return retreat_check(body, dist, friends, enemies, table.lines(), table.areas()), dist


def build_morale(table, uid: str, facts: dict[str, str], scenario: str = ""):
    """The unit's test with the referee's facts: (the MoraleTest, the friendly-rout facts), or (None, the answer
    saying why there is no test)."""
    from rules.bbg.beasts import elephant_wound_test
    from rules.bbg.ledger import Situation
    from rules.bbg.morale import friendly_rout_tests, morale_test, rout_back
    from rules.bbg.movement import rate
    flanks = _num(facts, "protected_flanks", int)
    u = table.unit(uid, protected_flanks=_flanks_protected(table, uid) if flanks is None else flanks,
                   front_gaps=_num(facts, "front_gaps", int, 0), cannot_rout=bool(_bool(facts, "cannot_rout", False)),
                   corps_leader_lost=bool(_bool(facts, "corps_leader_lost", False)))
    sit = Situation(attacked_from=facts.get("attacked_from", "front"),
                    against_close=bool(_bool(facts, "against_close", False)))
    rr, why = _reroll(table, uid, facts)
    k = _num(facts, "k", int, 1)
    extra: dict[str, Any] = {}
    if "fugitive" in facts:  # B31: a friend routs; does this unit test, and at what multiple?
        fid = facts["fugitive"]
        if table.scenario.unit(fid) is None or fid == uid:
            raise Malformed(_("no unit '{unit}' in {file}").format(unit=fid, file=scenario))
        _c, troop = table.card_and_type(fid)
        dist = _num(facts, "rout_distance")
        if dist is None:
            dist = 1.5 * rate(troop.troop_class if troop else "", troop.rate_M if troop else None, fid)
        fb = table.body(fid)
        found = friendly_rout_tests(fb, rout_back(fb, dist), {uid: (table.body(uid), u)},
                                    run_into=bool(_bool(facts, "run_into", False)))
        extra = {"fugitive": fid, "rout_distance": round(dist, 4), "lines": "L503", "rule": "B31"}
        if not found:
            return None, {"unit": uid, "test": None, **extra,
                          "why": _("not within 4 M of the fleeing unit or of its rout path: no test")}
        k = found[0].k
        extra["why"] = _(found[0].why)
    wounds = _num(facts, "wounds", int)
    if wounds is not None and u.kind == "elephant":
        t = elephant_wound_test(u, wounds, sit, reroll=rr)
        if t is None:
            return None, {"unit": uid, "test": None, "why": _("no test before the fifth wound (B56)")}
        t = replace(t, reroll_reason=why)
    else:
        t = morale_test(u, sit, k=k, reroll=rr, reroll_reason=why)
    return t, extra


def _move(table, args, facts) -> dict:
    from rules.bbg.movement import allowance, charge_reach, path_cost, rate, terrain_column, turning
    uid = args.unit
    u = table.unit(uid)
    _c, troop = table.card_and_type(uid)
    r = rate(troop.troop_class if troop else "", troop.rate_M if troop else None, uid)
    forced = bool(_bool(facts, "forced", False))
    value, led = allowance(r, forced=forced, shooting=facts.get("shooting"))
    body = table.body(uid)
    out: dict[str, Any] = {"unit": uid, "rate": r, "allowance": float(value), "breakdown": led.as_list()}
    path = _points(facts["path"]) if "path" in facts else []
    if args.target and not path:
        from shapely.geometry import Point
        tb = table.body(args.target)
        near = tb.footprint.exterior.interpolate(tb.footprint.exterior.project(Point(body.pose.x, body.pose.y)))
        path = [near.coords[0]]
    if path:
        col = terrain_column(u.kind, body.close, facts.get("terrain_column"), uid)
        cost = path_cost(body, path, table.areas(), col, face_path=bool(_bool(facts, "face_path", False)))
        out["path"] = cost.as_dict()
        out["fits"] = cost.cost <= float(value) + 1e-9 and not cost.impassable
        if u.kind in ("cavalry", "chariot"):
            out["turning"] = turning([(body.pose.x, body.pose.y)] + path).as_dict()
        if args.target:
            out["charge"] = charge_reach(cost.cost, r, forced_ok=not cost.no_forced_march,
                                         charge_blocked=cost.no_charge).as_dict()
    return out


COMMANDS = {"zones": _zones, "melee": _melee, "shoot": _shoot, "morale": _morale, "move": _move}


def cmd_compute(args: argparse.Namespace) -> int:
    from rules.bbg.breakdown import BadFact, MissingDesignerValue
    from rules.bbg.table import OpenTable
    table, findings = OpenTable.load(args.scenario)
    if table is None:
        for f in findings:
            print(f.format(args.scenario), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        facts = parse_facts(args.fact)
        for uid in filter(None, (args.unit, getattr(args, "target", None))):
            if table.scenario.unit(uid) is None:
                raise Malformed(_("no unit '{unit}' in {file}").format(unit=uid, file=args.scenario))
        data = COMMANDS[args.bbg_command](table, args, facts)
    except Malformed as e:
        print(f"banneret bbg {args.bbg_command}: {e}", file=sys.stderr)
        return EXIT_UNREADABLE
    except MissingDesignerValue as e:
        print(f"banneret bbg {args.bbg_command}: {e.message()}", file=sys.stderr)
        return EXIT_REFUSED
    except BadFact as e:
        print(f"banneret bbg {args.bbg_command}: {e}", file=sys.stderr)
        return EXIT_REFUSED
    if args.json:
        json.dump(data, sys.stdout, indent=2, ensure_ascii=False, default=_json_default)
        print()
    else:
        for line in text_lines(data):
            print(line)
    return EXIT_OK


def text_lines(data: Any, indent: str = "") -> list[str]:
    """A readable rendering of an answer: breakdown rows on one line each, everything else as key: value."""
    lines = []
    if isinstance(data, dict):
        for k, v in data.items():
            if k == "polygons":
                continue
            if isinstance(v, list) and v and isinstance(v[0], dict) and "row" in v[0]:
                lines.append(f"{indent}{k}:")
                for r in v:
                    mark = "+" if r["applies"] else "·"
                    val = r["value"] if isinstance(r["value"], str) else f"{r['value']:+}"
                    side = f" ({r['side']})" if r.get("side") else ""
                    lines.append(f"{indent}  {mark} {r['row']}{side} {val} — {r['why']} [{r['lines']}] {r['rule']}")
            elif isinstance(v, dict | list):
                lines.append(f"{indent}{k}:")
                lines += text_lines(v, indent + "  ")
            else:
                lines.append(f"{indent}{k}: {v}")
    elif isinstance(data, list):
        for i, v in enumerate(data):
            if isinstance(v, dict | list):
                lines.append(f"{indent}- [{i}]")
                lines += text_lines(v, indent + "  ")
            else:
                lines.append(f"{indent}- {v}")
    return lines


def add_compute_parsers(bsub: argparse._SubParsersAction) -> None:
    helps = {
        "melee": _("one melee round between --unit and --target: modifiers, base numbers, exact losses and routs"),
        "shoot": _("one unit's shooting at --target: band, base numbers, exact hits and casualty order"),
        "morale": _("a morale test of --unit: its base, and the chances with and without the re-roll"),
        "move": _("a unit's allowance, a drawn path's cost with terrain, and charge reach to --target"),
        "zones": _("a unit's zone of control, field of view, protected flanks and manoeuvre ban"),
    }
    for name, text in helps.items():
        p = bsub.add_parser(name, help=text)
        p.add_argument("scenario", metavar="SCENARIO")
        p.add_argument("--unit", required=True, help=_("the unit's id"))
        p.add_argument("--target", help=_("the other unit's id"))
        p.add_argument("--fact", action="append", default=[], metavar="KEY=VALUE",
                       help=_("a referee fact the position cannot say (docs/bbg.md lists them)"))
        p.add_argument("--json", action="store_true", help=_("print the answer as JSON"))
        p.set_defaults(func=cmd_compute)
