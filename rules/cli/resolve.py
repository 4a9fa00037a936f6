"""`banneret resolve`: one fire attack or one mêlée on a scenario's position, with every modifier and its rule,
the result of a given die and the exact odds over the d10 (docs/cli.md, docs/rules-resolution.md).

The position is the scenario's setup on its first turn (or ``--turn``) with the states the setup gives
(facing, fatigue, disorder, mounted, wounded leaders) and the Phase A command check (7.2); ``--at`` moves or
changes counters to pose a hypothetical question. The answer is the engine's own (``rules.engine.fire_preview``,
``melee_preview``: the tasks it rolls on in play); this module builds no combat input. With ``--charge``, a
charger that ``--at`` moves is posed at the end of its charge move: the move is made by the engine from where
the charger stood (it must be its legal charge move, 10.2, R21), and command is the one before the move (7.2).

Exit codes as for every command: 0 answered; 1 the rules forbid that combat (the message names the rule), or
the scenario has errors; 2 the file cannot be read, an id names no counter, or an option is malformed. The
arguments are in `resolveargs.py`, so that building `banneret`'s parser does not import the engine.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from fractions import Fraction

from rules.engine import (
    Refused,
    RollResolution,
    board,
    charge_position,
    charge_run,
    command_check,
    fire_preview,
    initial_state,
    melee_preview,
)
from rules.engine.odds import melee_words, whole_stacks
from rules.fileio.findings import Finding
from rules.geometry.hexgrid import distance
from rules.i18n import _, ngettext
from rules.resolve import leader_casualty_distribution
from rules.resolve.common import d10_faces
from rules.resolve.text import (
    FIRE_CLASSES,
    fire_kind,
    fire_line,
    fire_outcome,
    label,
    melee_kind,
    melee_line,
    number,
    rule_text,
    signed,
)
from rules.resolve.text import FIRE_OUTCOMES as FIRE_WORDS
from rules.resolve.text import words as result_words
from rules.scenario.files import load_scenario

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2

CONDITIONS = ("valiant", "discouraged", "routed")


class BadInput(Exception):
    """An id, an override or a die the command cannot use (exit 2)."""

    def __init__(self, finding: Finding) -> None:
        super().__init__(finding.message)
        self.finding = finding


def _bad(code: str, message: str, obj: str | None = None) -> BadInput:
    return BadInput(Finding(code, "error", message, object=obj))


# ---------------------------------------------------------------------------------------------------------
# The position


def _ids(text: str, what: str) -> tuple[str, ...]:
    ids = tuple(dict.fromkeys(i.strip() for i in text.split(",") if i.strip()))
    if not ids:
        raise _bad("unknown-unit", _("{option}: give at least one unit id").format(option=what))
    return ids


def _check_units(state, ids: tuple[str, ...], what: str) -> None:
    for uid in ids:
        if uid not in state.battle.units:
            text = (_("{option}: '{id}' is a leader; give combat unit ids") if uid in state.battle.leaders else
                    _("{option}: '{id}' is no unit of the scenario; give combat unit ids"))
            raise _bad("unknown-unit", text.format(option=what, id=uid), uid)
        if not state.unit(uid).on_map:
            raise _bad("unit-off-map", _("{option}: {id} is not on the map in this position (not set up, or a "
                                         "reinforcement still to come); place it with --at {id}=HEX").format(
                                             option=what, id=uid), uid)


def build_position(scenario, turn: int | None = None, overrides: list[str] = (), hold: tuple[str, ...] = ()):
    """The setup on `turn`, the `--at` overrides, then the Phase A command check (7.2) and the forced states.

    The units in `hold` keep their hex (their other `--at` words apply): the position before a charge move
    that `--at` poses. Returns the GameState and {unit: hex} of the held moves."""
    if turn is not None and not (scenario.first_turn <= turn <= scenario.last_turn):
        raise _bad("bad-override", _("--turn {turn}: the scenario runs from turn {first} to {last}").format(
            turn=turn, first=scenario.first_turn, last=scenario.last_turn))
    state = initial_state(scenario, turn)
    grid = state.grid
    forced: list[tuple[str, str]] = []
    held: dict[str, object] = {}
    for text in overrides:
        cid, sep, rest = text.partition("=")
        cid = cid.strip()
        tokens = [t.strip() for t in rest.split(",")] if sep else []
        if not sep or not cid or not any(tokens):
            raise _bad("bad-override", _("--at {text}: write ID=HEX[,FACING][,STATE...] or ID=STATE[,...]").format(
                text=repr(text)))
        is_leader = cid in state.battle.leaders
        if cid not in state.battle.units and not is_leader:
            raise _bad("unknown-unit", _("--at {text}: '{id}' is no unit or leader of the scenario").format(
                text=repr(text), id=cid), cid)
        where = None
        if tokens and tokens[0][:1].isdigit():
            try:
                where = grid.parse_label(tokens[0])
            except ValueError as e:
                raise _bad("bad-override", f"--at {text!r}: {e}", cid) from None
            if not grid.contains(where):
                raise _bad("bad-override", _("--at {text}: hex {hex} is not on the map").format(
                    text=repr(text), hex=tokens[0]), cid)
            tokens = tokens[1:]
        if is_leader:
            ls = state.leader(cid)
            for tok in tokens:
                if tok.lower() != "wounded":
                    raise _bad("bad-override", _("--at {text}: a leader takes a hex and 'wounded', not {word}").format(
                        text=repr(text), word=repr(tok)), cid)
            if where is None and not ls.commanding:
                raise _bad("bad-override", _("--at {text}: {id} is not on the map; give his hex").format(
                    text=repr(text), id=cid), cid)
            ls = replace(ls, hex=where if where is not None else ls.hex,
                         status="wounded" if tokens else ls.status, arrival_turn=None)
            state = state.with_leaders([ls])
            continue
        us = state.unit(cid)
        facing = None
        changes: dict[str, object] = {}
        for tok in tokens:
            low = tok.lower()
            if tok.upper() in grid.facing_names:
                facing = grid.facing_index(tok)
            elif low in CONDITIONS:
                changes["condition"] = low
            elif low in ("fresh", "fatigued"):
                changes["fatigued"] = low == "fatigued"
            elif low in ("mounted", "dismounted"):
                info = state.unit_info(cid)
                if (low == "mounted") != info.model.mounted and not info.can_change_mount:
                    raise _bad("bad-override", _("--at {text}: {id} cannot be {state}: its counter gives no "
                                                 "dismounted values (8.4)").format(text=repr(text), id=cid,
                                                                                   state=_(low)), cid)
                changes["mounted"] = low == "mounted"
            elif low in ("moved", "ooc"):
                forced.append((cid, low))
            else:
                raise _bad("bad-override", _("--at {text}: {word} is no facing ({facings}) nor state (valiant, "
                                             "discouraged, routed, fresh, fatigued, mounted, dismounted, moved, "
                                             "ooc)").format(text=repr(text), word=repr(tok),
                                                            facings=", ".join(grid.facing_names)), cid)
        if where is None and not us.on_map:
            raise _bad("unit-off-map", _("--at {text}: {id} is not on the map; give its hex").format(
                text=repr(text), id=cid), cid)
        if where is not None and cid in hold and where != us.hex:
            held[cid] = where
            where = None
        if where is not None and where != us.hex:
            side = board.side_of_unit(state, cid)
            if board.enemy_at(state, side, where):
                raise _bad("bad-override", _("--at {text}: an enemy unit stands in {hex}").format(
                    text=repr(text), hex=grid.label(where)), cid)
            if not board.stack_ok(state, (cid,), where):
                raise _bad("bad-override", _("--at {text}: {id} cannot stack with the units in {hex} (5.1, "
                                             "5.2)").format(text=repr(text), id=cid, hex=grid.label(where)), cid)
            state = board.relocate(state, (cid,), where, facing)
            facing = None
        us = state.unit(cid)
        if facing is not None:
            changes["facing"] = facing
        if changes or us.arrival_turn is not None:
            state = state.with_units([replace(us, arrival_turn=None, **changes)])  # type: ignore[arg-type]
    state, _events = command_check(state)
    for cid, flag in forced:
        us = state.unit(cid)
        state = state.with_units([replace(us, moved=True) if flag == "moved" else replace(us, out_of_command=True)])
    return state, held


# ---------------------------------------------------------------------------------------------------------
# Fire


def fire_question(state, firer_ids: tuple[str, ...], target_id: str, kind: str = "ranged") -> RollResolution:
    """The engine's resolution of this fire at the target's stack (`rules.engine.fire_preview`), or Refused."""
    target = state.unit(target_id).hex
    try:
        return fire_preview(state, firer_ids, target, kind)
    except Refused as refusal:
        if kind in ("ranged", "phase_b") and any(distance(state.unit(u).hex, target) == 1 for u in firer_ids):
            refusal.reason += _(" — fire at an adjacent unit is defensive or offensive fire (--kind)")
        raise


# ---------------------------------------------------------------------------------------------------------
# Mêlée


def melee_question(state, attacker_ids: tuple[str, ...], defender_ids: tuple[str, ...], *, charge: bool = False,
                   offensive_fire: bool = False, counter_charged: str | None = None) -> RollResolution:
    """The engine's resolution of this mêlée (`rules.engine.melee_preview`), the position being where a charge
    ends; Refused with the rule."""
    if counter_charged is not None and charge and counter_charged not in whole_stacks(state, attacker_ids):
        raise _bad("unknown-unit", _("--counter-charged {id}: not one of the attackers").format(id=counter_charged),
                   counter_charged)
    try:
        return melee_preview(state, attacker_ids, defender_ids, charge=charge, offensive_fire=offensive_fire,
                             counter_charged=counter_charged, move=False)
    except Refused as refusal:
        if charge and refusal.code in ("not-central-front-hex", "charge-one-unit") and len(attacker_ids) == 1:
            us = state.unit(attacker_ids[0])
            d_hex = state.unit(defender_ids[0]).hex
            facing = state.grid.facing_names[us.facing]
            back = state.grid.label(state.grid.neighbour(d_hex, us.facing + 3))
            refusal.reason += _("; pose the question with --at {id}=HEX[,FACING] (facing {facing}, from "
                                "{hex})").format(id=attacker_ids[0], facing=facing, hex=back)
        raise


def charge_moved(before, held: dict, attacker_ids: tuple[str, ...], defender_ids: tuple[str, ...]):
    """The position after the charge moves that `--at` posed (issue 12): each charger moved by `--at` must
    have a legal charge move from where it stood, ending there (10.2, R21), in the engine's own code; its
    command status is the one of the position before the move (7.2, 7.4)."""
    lab = before.grid.label
    state = before
    for uid in attacker_ids:
        if uid not in held:
            continue
        run = charge_run(state, uid)
        if isinstance(run, str):
            raise Refused.from_text(run if run.endswith(")") else f"{run} (10.2; R21)")
        if run.path[-1] != held[uid]:
            raise Refused(_("{unit}'s charge move from {origin} runs {path} to {targets} in {hex}: it cannot end in "
                            "{held}").format(unit=uid, origin=lab(run.path[0]), path="-".join(lab(h) for h in run.path),
                                             targets="+".join(run.targets), hex=lab(run.target), held=lab(held[uid])),
                          "10.2; R21")
        state = charge_position(state, uid, defender_ids)
    return state


# ---------------------------------------------------------------------------------------------------------
# Words


def _fraction(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)


def _percent(p: Fraction) -> str:
    return f"{float(p) * 100:.4g}%"


def _faces(faces: list[int]) -> str:
    if not faces:
        return ""
    if faces == list(range(faces[0], faces[-1] + 1)) and len(faces) > 1:
        return _("die {first}–{last}").format(first=faces[0], last=faces[-1])
    return _("die {faces}").format(faces=", ".join(map(str, faces)))


def _melee_rows(roll: RollResolution) -> list[dict]:
    """The results over the d10, one row per distinct result, with the faces that give it (the engine's)."""
    return [{"result": o.words, "defender": list(o.detail.defender_effects),
             "attacker": list(o.detail.attacker_effects), "advance": o.detail.advance,
             "faces": list(o.die_faces), "modified": list(o.modified), "probability": o.probability}
            for o in roll.outcomes]


def _fire_rows(roll: RollResolution) -> list[dict]:
    """Every outcome of the Fire Table, those no face gives with probability 0."""
    by_key = {o.key: o for o in roll.outcomes}
    rows = []
    for outcome in FIRE_WORDS:
        o = by_key.get(outcome)
        rows.append({"result": fire_outcome(outcome), "outcome": outcome, "faces": list(o.die_faces) if o else [],
                     "modified": list(o.modified) if o else [], "probability": o.probability if o else Fraction(0)})
    return rows


def _leader_odds(table: str, groups: list[tuple[str, tuple, Fraction]], tables) -> list[dict]:
    """Each leader who may have to roll: the chance of the check, his fate on the roll, and overall."""
    out = []
    for who, leaders, p_check in groups:
        for ldr in leaders:
            fates = leader_casualty_distribution(table, tables, wounded=ldr.wounded)  # type: ignore[arg-type]
            out.append({"leader": ldr.leader_id, "side": who, "check": p_check,
                        "fates": {f: p for f, p in fates.items() if p},
                        "overall": {f: p * p_check for f, p in fates.items() if p and f != "no_effect"}})
    return out


def _modifier_json(m) -> dict:
    return {"name": m.key, "label": label(m), "value": m.value, "rule": m.rule}


def _jsonable(x):
    if isinstance(x, Fraction):
        return {"fraction": _fraction(x), "p": float(x)}
    if isinstance(x, dict):
        return {k: _jsonable(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_jsonable(v) for v in x]
    return x


# ---------------------------------------------------------------------------------------------------------
# The command


def _die(text: str | None, tables) -> int | None:
    if text is None:
        return None
    faces = d10_faces(tables)
    try:
        die = int(text)
    except ValueError:
        die = None
    if die is None or die not in faces:
        raise _bad("bad-die", _("--dice {text}: a d10 reads {low}..{high} (0 is zero, 0.3)").format(
            text=text, low=faces.start, high=faces.stop - 1))
    return die


def cmd_resolve(args: argparse.Namespace) -> int:
    loaded = load_scenario(args.file)
    findings = list(loaded.findings)
    if loaded.kind == "library":
        findings.append(Finding("not-a-scenario", "error", _("this is a counter library; give a scenario")))
    errors = [f for f in findings if f.severity == "error"]
    if loaded.scenario is None or errors:
        code = EXIT_BAD_INPUT if loaded.unreadable or loaded.kind == "library" else EXIT_REFUSED
        return _report_findings(args, errors or findings, code)
    try:
        return _answer(args, loaded.scenario)
    except BadInput as e:
        return _report_findings(args, [e.finding], EXIT_BAD_INPUT)
    except Refused as e:
        if args.json:
            json.dump({"ok": False, "refused": {"reason": e.reason, "rule": e.rule}}, sys.stdout, indent=2,
                      ensure_ascii=False)
            print()
        else:
            print(_("refused: {reason}").format(reason=e.text()), file=sys.stderr)
        return EXIT_REFUSED


def _report_findings(args: argparse.Namespace, findings: list[Finding], code: int) -> int:
    if args.json:
        json.dump({"ok": False, "findings": [f.to_json(args.file) for f in findings]}, sys.stdout, indent=2,
                  ensure_ascii=False)
        print()
    else:
        for f in findings:
            print(f.format(args.file), file=sys.stderr)
    return code


def _answer(args: argparse.Namespace, scenario) -> int:
    if args.fire:
        state, _held = build_position(scenario, args.turn, args.at)
        die = _die(args.dice, state.battle.tables)
        firers, target = _ids(args.fire[0], "--fire FIRERS"), _ids(args.fire[1], "--fire TARGET")
        if len(target) != 1:
            raise _bad("unknown-unit", _("--fire TARGET: give one unit id (its whole stack is the target, 5.2.5)"))
        for flag in ("charge", "counter_charged", "offensive_fire"):
            if getattr(args, flag):
                raise _bad("bad-override", _("--{option} is for --melee").format(option=flag.replace("_", "-")))
        _check_units(state, firers, "--fire FIRERS")
        _check_units(state, target, "--fire TARGET")
        roll = fire_question(state, firers, target[0], args.kind)
        data = _fire_data(state, roll, die, args.odds or die is None or args.json)
    else:
        atts, defs = _ids(args.melee[0], "--melee ATTACKERS"), _ids(args.melee[1], "--melee DEFENDERS")
        # A charger that --at moves is posed at the end of its charge move: the position is the one before it.
        state, held = build_position(scenario, args.turn, args.at, hold=atts if args.charge else ())
        die = _die(args.dice, state.battle.tables)
        if args.kind != "ranged":
            raise _bad("bad-override", _("--kind is for --fire"))
        _check_units(state, atts, "--melee ATTACKERS")
        _check_units(state, defs, "--melee DEFENDERS")
        state = charge_moved(state, held, atts, defs)
        roll = melee_question(state, atts, defs, charge=args.charge, offensive_fire=args.offensive_fire,
                              counter_charged=args.counter_charged)
        data = _melee_data(state, roll, die, args.odds or die is None or args.json)
    if args.json:
        json.dump(_jsonable(data), sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        for line in _text(data):
            print(line)
    return EXIT_OK


def _where(state, ids) -> list[dict]:
    out = []
    for uid in ids:
        us = state.unit(uid)
        out.append({"unit": uid, "hex": state.grid.label(us.hex), "facing": state.grid.facing_names[us.facing],
                    "condition": us.condition, "fatigued": us.fatigued, "mounted": us.mounted,
                    "out_of_command": us.out_of_command})
    return out


def _fire_data(state, roll: RollResolution, die: int | None, show_odds: bool) -> dict:
    res = roll.resolution
    sit = res.situation
    firers = tuple(f.unit.unit_id for f in sit.firers)
    data: dict = {
        "ok": True, "combat": "fire", "kind": sit.kind, "title": fire_kind(sit.kind),
        "firers": _where(state, firers), "target": _where(state, sit.target.unit_ids),
        "fire_class": res.fire_class, "range": res.range,
        "thresholds": {"discourage": res.cell.discourage, "rout": res.cell.rout},
        "modifiers": [_modifier_json(m) for m in res.modifiers], "excluded": [],
        "sum": res.total, "applied": res.total, "clamped": False,
        "die": die, "modified": None, "result": None, "line": None,
    }
    if die is not None:
        r = res.result(die)
        data.update(modified=r.modified, result={
            "outcome": r.outcome,
            "units": [{"unit": u.unit_id, "affected": u.affected, "rule": u.rule,
                       "effects": [{"result": t.result, "text": t.text, "rule": t.rule} for t in u.transitions]}
                      for u in r.units],
            "leader_checks": list(r.leader_checks)}, line=fire_line(res, die))
    if show_odds:
        data["distribution"] = _fire_rows(roll)
        data["leaders"] = _leader_odds("fire", [("target", sit.target.leaders, res.leader_check_probability())],
                                       state.battle.tables)
    return data


def _melee_data(state, roll: RollResolution, die: int | None, show_odds: bool) -> dict:
    res = roll.resolution
    sit = res.situation
    data: dict = {
        "ok": True, "combat": "melee", "kind": sit.kind, "title": melee_kind(sit.kind),
        "attackers": _where(state, [u for s in sit.attackers for u in s.unit_ids]),
        "defenders": _where(state, [u for s in sit.defenders for u in s.unit_ids]),
        "modifiers": [_modifier_json(m) for m in res.modifiers],
        "excluded": [_modifier_json(m) for m in res.excluded],
        "cancelled_charges": list(res.cancelled),
        "sum": res.total, "applied": res.applied, "clamped": res.clamped,
        "die": die, "modified": None, "result": None, "line": None,
    }
    if die is not None:
        r = res.result(die)
        data.update(modified=r.modified, line=melee_line(res, die), result={
            "words": melee_words(r), "defender": list(r.defender_effects), "attacker": list(r.attacker_effects),
            "advance": r.advance, "advancing": list(r.advancing_units),
            "units": [{"unit": u.unit_id, "side": u.side, "eliminated": u.eliminated,
                       "effects": [{"result": t.result, "text": t.text, "rule": t.rule} for t in u.transitions]}
                      for u in r.units],
            "leader_checks": [{"side": who, "leaders": list(ids)} for who, ids in r.leader_checks]})
    if show_odds:
        data["distribution"] = _melee_rows(roll)
        groups = [("defenders", tuple(ld for s in sit.defenders for ld in s.leaders),
                   res.leader_check_probability("defenders")),
                  ("attackers", tuple(ld for s in sit.attackers for ld in s.leaders),
                   res.leader_check_probability("attackers"))]
        data["leaders"] = _leader_odds("melee", groups, state.battle.tables)
        ccs = []
        for cc in roll.counter_charges:
            test, alt = cc.test.resolution, cc.if_success
            defender, charger, p = cc.defender, cc.charger, test.probability
            plain = roll.distribution()
            cancelled = alt.distribution()
            words = {o.key: o.words for o in (*roll.outcomes, *alt.outcomes)}
            tries = {words[k]: p * cancelled.get(k, Fraction(0)) + (1 - p) * plain.get(k, Fraction(0))
                     for k in dict.fromkeys([*plain, *cancelled])}
            ccs.append({"defender": defender, "charger": charger, "quality": test.quality, "success": p,
                        "rule": "10.3; R22", "if_success": _melee_rows(alt),
                        "if_it_tries": [{"result": k, "probability": v} for k, v in tries.items() if v]})
        data["counter_charge"] = ccs
    return data


def _text(data: dict) -> list[str]:
    def names(rows):
        return "+".join(r["unit"] for r in rows)

    def hexes(rows):
        return ",".join(dict.fromkeys(r["hex"] for r in rows))

    if data["combat"] == "fire":
        head = ngettext("{title}: {firers} ({firer_hexes}) at {targets} ({target_hexes}), {range} hex, {fire_class}",
                        "{title}: {firers} ({firer_hexes}) at {targets} ({target_hexes}), {range} hexes, "
                        "{fire_class}", data["range"]).format(
            title=data["title"], firers=names(data["firers"]), firer_hexes=hexes(data["firers"]),
            targets=names(data["target"]), target_hexes=hexes(data["target"]), range=data["range"],
            fire_class=_(FIRE_CLASSES[fc]) if (fc := data["fire_class"]) in FIRE_CLASSES else fc)
    else:
        head = _("{title}: {attackers} ({attacker_hexes}) on {defenders} ({defender_hexes})").format(
            title=data["title"], attackers=names(data["attackers"]), attacker_hexes=hexes(data["attackers"]),
            defenders=names(data["defenders"]), defender_hexes=hexes(data["defenders"]))
    lines = [head]
    width = max([len(m["label"]) for m in data["modifiers"]] + [8])
    for m in data["modifiers"]:
        lines.append(f"  {signed(m['value']):>3} {m['label']:<{width}}  {rule_text(m['rule'])}")
    for m in data["excluded"]:
        lines.append("  " + _("({value} {label}: excluded)").format(value=signed(m["value"]), label=m["label"])
                     + f"  {rule_text(m['rule'])}")
    total = "  " + _("sum {sum}").format(sum=signed(data["sum"]))
    if data["clamped"]:
        total += _(", limited to {applied} (R6)").format(applied=signed(data["applied"]))
    if data["combat"] == "fire":
        t = data["thresholds"]
        if t["rout"] is not None:
            total += _("; modified roll {discourage}+ discourages, {rout}+ routs (Fire Table)").format(
                discourage=t["discourage"], rout=t["rout"])
        else:
            total += _("; modified roll {discourage}+ discourages (Fire Table)").format(discourage=t["discourage"])
    lines.append(total)
    if data.get("line"):
        lines.append(data["line"])
        for u in data["result"]["units"]:
            for e in u["effects"]:
                lines.append(f"  {u['unit']}: {result_words(e['text'])} ({rule_text(e['rule'])})")
    if "distribution" in data:
        lines.append(_("odds over the d10:"))
        lines += _rows_text(data["distribution"], number)
        for cc in data.get("counter_charge", []):
            lines.append(_("counter-charge: {defender} may try against {charger} ({rule}): d10 ≤ {quality}, "
                           "{fraction} ({percent})").format(
                defender=cc["defender"], charger=cc["charger"], rule=cc["rule"], quality=cc["quality"],
                fraction=_fraction(cc["success"]), percent=_percent(cc["success"])))
            lines.append("  " + _("if it succeeds:"))
            lines += ["  " + x for x in _rows_text(cc["if_success"], number)]
            lines.append("  " + _("if it tries (success or not):"))
            lines += [f"    {_fraction(r['probability']):>6} {_percent(r['probability']):>6}  {r['result']}"
                      for r in cc["if_it_tries"]]
        for ld in data.get("leaders", []):
            if not ld["check"]:
                continue
            fates = ", ".join(f"{_(f.replace('_', ' '))} {_fraction(p)}" for f, p in ld["fates"].items())
            overall = ", ".join(f"{_(f.replace('_', ' '))} {_fraction(p)}" for f, p in ld["overall"].items())
            lines.append(_("leader {leader} ({side}): checks {check}; on his roll {fates}; overall {overall}").format(
                leader=ld["leader"], side=_(ld["side"]), check=_fraction(ld["check"]), fates=fates,
                overall=overall))
    return lines


def _rows_text(rows: list[dict], number) -> list[str]:
    out = []
    for r in rows:
        if not r["probability"]:
            continue
        mods = r["modified"]
        dash = "…" if mods[0] < 0 else "–"  # "−3…6" rather than "−3–6"
        span = number(mods[0]) if mods[0] == mods[-1] else f"{number(mods[0])}{dash}{number(mods[-1])}"
        out.append(f"  {_fraction(r['probability']):>6} {_percent(r['probability']):>6}  {r['result']}  "
                   + _("({faces}: {span})").format(faces=_faces(r["faces"]), span=span))
    return out
