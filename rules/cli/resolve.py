"""`banneret resolve`: one fire attack or one mêlée on a scenario's position, with every modifier and its rule,
the result of a given die and the exact odds over the d10 (docs/cli.md, docs/rules-resolution.md).

The position is the scenario's setup on its first turn (or ``--turn``) with the states the setup gives
(facing, fatigue, disorder, mounted, wounded leaders) and the Phase A command check (7.2); ``--at`` moves or
changes counters to pose a hypothetical question. The inputs of the tables are built from that position
exactly as the engine builds them in play (``rules/engine/combat.py``), so the answer is the engine's.

Exit codes as for every command: 0 answered; 1 the rules forbid that combat (the message names the rule), or
the scenario has errors; 2 the file cannot be read, an id names no counter, or an option is malformed.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.fileio.findings import Finding
from rules.geometry.hexgrid import distance
from rules.scenario.files import load_scenario

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2

FIRE_KINDS = ("ranged", "phase_b", "defensive", "offensive")
CONDITIONS = ("valiant", "discouraged", "routed")


class Refused(Exception):
    """The rules forbid this combat: why, and the rule that says so."""

    def __init__(self, reason: str, rule: str = "") -> None:
        super().__init__(reason)
        self.reason, self.rule = reason, rule

    @classmethod
    def from_text(cls, text: str) -> Refused:
        """'reason (rule)' as the engine and the resolution layer word their refusals."""
        text = text.strip()
        if text.endswith(")"):
            depth = 0
            for i in range(len(text) - 1, -1, -1):
                depth += {")": 1, "(": -1}.get(text[i], 0)
                if depth == 0:
                    if i > 0 and text[:i].strip():
                        return cls(text[:i].rstrip(), text[i + 1 : -1])
                    break
        return cls(text)

    def text(self) -> str:
        return f"{self.reason} ({self.rule})" if self.rule else self.reason


class BadInput(Exception):
    """An id, an override or a die the command cannot use (exit 2)."""

    def __init__(self, finding: Finding) -> None:
        super().__init__(finding.message)
        self.finding = finding


def _bad(code: str, message: str, obj: str | None = None) -> BadInput:
    return BadInput(Finding(code, "error", message, object=obj))


# ---------------------------------------------------------------------------------------------------------
# The parser


def add_resolve_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "resolve", help="one fire attack or mêlée on a scenario's position: modifiers, a die's result, exact odds"
    )
    p.add_argument("file", metavar="FILE", help="a scenario (its setup is the position)")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--fire", nargs=2, metavar=("FIRERS", "TARGET"),
                      help="unit ids (comma-separated, one type) firing at the stack of the TARGET unit")
    what.add_argument("--melee", nargs=2, metavar=("ATTACKERS", "DEFENDERS"),
                      help="unit ids, comma-separated; each names its whole stack (5.2.5)")
    p.add_argument("--charge", action="store_true", help="the attackers charge (10.2): mounted Ch/Ha, one defender")
    p.add_argument("--counter-charged", metavar="CHARGER",
                   help="the defender's counter-charge succeeded against this charger (10.3, R22)")
    p.add_argument("--offensive-fire", action="store_true", help="an attacker has just made offensive fire (−2)")
    p.add_argument("--kind", choices=FIRE_KINDS, default="ranged",
                   help="the fire: ranged (D.2, default), phase_b (6.B), defensive or offensive (D.4, adjacent)")
    p.add_argument("--at", action="append", default=[], metavar="ID=HEX[,FACING][,STATE...]",
                   help="put a unit (or leader) in HEX for the question; STATE: valiant, discouraged, routed, "
                        "fresh, fatigued, mounted, dismounted, moved, ooc (out of command), wounded (leaders); "
                        "ID=STATE[,...] changes a unit in place. Repeatable")
    p.add_argument("--turn", type=int, help="the position on this turn (default: the scenario's first)")
    p.add_argument("--dice", metavar="N", help="the d10 rolled (0–9): print the result in the rules' words")
    p.add_argument("--odds", action="store_true", help="the exact probability of each result (default without --dice)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_resolve)


# ---------------------------------------------------------------------------------------------------------
# The position


def _ids(text: str, what: str) -> tuple[str, ...]:
    ids = tuple(dict.fromkeys(i.strip() for i in text.split(",") if i.strip()))
    if not ids:
        raise _bad("unknown-unit", f"{what}: give at least one unit id")
    return ids


def _check_units(state, ids: tuple[str, ...], what: str) -> None:
    for uid in ids:
        if uid not in state.battle.units:
            known = "a leader" if uid in state.battle.leaders else "no unit of the scenario"
            raise _bad("unknown-unit", f"{what}: '{uid}' is {known}; give combat unit ids", uid)
        if not state.unit(uid).on_map:
            raise _bad("unit-off-map", f"{what}: {uid} is not on the map in this position (not set up, or a "
                                       f"reinforcement still to come); place it with --at {uid}=HEX", uid)


def build_position(scenario, turn: int | None = None, overrides: list[str] = ()):  # -> GameState
    """The setup on `turn`, the `--at` overrides, then the Phase A command check (7.2) and the forced states."""
    from rules.engine import board, command_check, initial_state

    if turn is not None and not (scenario.first_turn <= turn <= scenario.last_turn):
        raise _bad("bad-override", f"--turn {turn}: the scenario runs from turn {scenario.first_turn} to "
                                   f"{scenario.last_turn}")
    state = initial_state(scenario, turn)
    grid = state.grid
    forced: list[tuple[str, str]] = []
    for text in overrides:
        cid, sep, rest = text.partition("=")
        cid = cid.strip()
        tokens = [t.strip() for t in rest.split(",")] if sep else []
        if not sep or not cid or not any(tokens):
            raise _bad("bad-override", f"--at {text!r}: write ID=HEX[,FACING][,STATE...] or ID=STATE[,...]")
        is_leader = cid in state.battle.leaders
        if cid not in state.battle.units and not is_leader:
            raise _bad("unknown-unit", f"--at {text!r}: '{cid}' is no unit or leader of the scenario", cid)
        where = None
        if tokens and tokens[0][:1].isdigit():
            try:
                where = grid.parse_label(tokens[0])
            except ValueError as e:
                raise _bad("bad-override", f"--at {text!r}: {e}", cid) from None
            if not grid.contains(where):
                raise _bad("bad-override", f"--at {text!r}: hex {tokens[0]} is not on the map", cid)
            tokens = tokens[1:]
        if is_leader:
            ls = state.leader(cid)
            for tok in tokens:
                if tok.lower() != "wounded":
                    raise _bad("bad-override", f"--at {text!r}: a leader takes a hex and 'wounded', not {tok!r}",
                               cid)
            if where is None and not ls.commanding:
                raise _bad("bad-override", f"--at {text!r}: {cid} is not on the map; give his hex", cid)
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
                    raise _bad("bad-override", f"--at {text!r}: {cid} cannot be {low}: its counter gives no "
                                               "dismounted values (8.4)", cid)
                changes["mounted"] = low == "mounted"
            elif low in ("moved", "ooc"):
                forced.append((cid, low))
            else:
                raise _bad("bad-override", f"--at {text!r}: {tok!r} is no facing ({', '.join(grid.facing_names)}) "
                                           "nor state (valiant, discouraged, routed, fresh, fatigued, mounted, "
                                           "dismounted, moved, ooc)", cid)
        if where is None and not us.on_map:
            raise _bad("unit-off-map", f"--at {text!r}: {cid} is not on the map; give its hex", cid)
        if where is not None and where != us.hex:
            side = board.side_of_unit(state, cid)
            if board.enemy_at(state, side, where):
                raise _bad("bad-override", f"--at {text!r}: an enemy unit stands in {grid.label(where)}", cid)
            if not board.stack_ok(state, (cid,), where):
                raise _bad("bad-override", f"--at {text!r}: {cid} cannot stack with the units in "
                                           f"{grid.label(where)} (5.1, 5.2)", cid)
            state = board.relocate(state, (cid,), where, facing)
            facing = None
        us = state.unit(cid)
        if facing is not None:
            changes["facing"] = facing
        if changes or us.arrival_turn is not None:
            state = state.with_units([replace(us, arrival_turn=None, **changes)])  # type: ignore[arg-type]
    state, _ = command_check(state)
    for cid, flag in forced:
        us = state.unit(cid)
        state = state.with_units([replace(us, moved=True) if flag == "moved" else replace(us, out_of_command=True)])
    return state


# ---------------------------------------------------------------------------------------------------------
# Fire


def fire_question(state, firer_ids: tuple[str, ...], target_id: str, kind: str = "ranged"):
    """The engine's FireResolution for these firers at the target's stack, or Refused with the rule."""
    from rules.engine.combat import fire_situation, fire_verdict
    from rules.resolve import resolve_fire

    target = state.unit(target_id).hex
    sides = {state.side_of(u) for u in firer_ids}
    if len(sides) > 1:
        raise Refused(f"the firers belong to {' and '.join(sorted(sides))}: a fire attack is one side's", "9.1, 9.3")
    if state.side_of(target_id) in sides:
        raise Refused(f"{target_id} is a unit of the firing side ({sides.pop()})", "9.1")
    if len({state.unit_info(u).type for u in firer_ids}) > 1:
        types = ", ".join(sorted({state.unit_info(u).type for u in firer_ids}))
        raise Refused(f"different unit types never combine their fire ({types})", "9.1")
    for uid in firer_ids:
        why = fire_verdict(state, kind, uid, target)
        if why:
            refusal = Refused.from_text(why)
            if kind in ("ranged", "phase_b") and distance(state.unit(uid).hex, target) == 1:
                refusal.reason += " — fire at an adjacent unit is defensive or offensive fire (--kind)"
            raise refusal
    try:
        return resolve_fire(fire_situation(state, kind, firer_ids, target), state.battle.tables,
                            state.battle.edition)
    except ValueError as e:
        raise Refused.from_text(str(e)) from None


# ---------------------------------------------------------------------------------------------------------
# Mêlée


@dataclass(frozen=True)
class MeleeQuestion:
    resolution: object  # MeleeResolution
    task: object  # the engine's MeleeTask that built it
    counter_charges: tuple[tuple[str, str, object, object], ...]  # (defender, charger, test, resolution if ok)


def _stack_ids(state, ids: tuple[str, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for uid in ids:
        out += [u.id for u in state.units_at(state.unit(uid).hex)]
    idx = state.battle.unit_index
    return tuple(sorted(dict.fromkeys(out), key=lambda u: idx[u]))


def _lane_refusal(state, a, d, charge: bool) -> Refused | None:
    """Why the hexside, the defender's hex or a scenario rule forbids this contact (None: it allows it)."""
    from rules.engine import board
    from rules.resolve import melee_terrain

    lane = melee_terrain(state.battle.tables, hex_terrain=board.terrain_key(state, d.hex),
                         hexside=board.hexside_features(state, a.hex, d.hex),
                         level_difference=board.level(state, a.hex) - board.level(state, d.hex), charge=charge)
    if not lane.allowed:
        what = "charge" if charge else "mêlée"
        return Refused(f"no {what} from {state.grid.label(a.hex)} to {state.grid.label(d.hex)} across or into "
                       f"{lane.prohibited_by}", "Terrain Chart: NA; R14")
    if board.no_melee_banner(state, d, a.hex) or board.no_melee_banner(state, a, d.hex):
        return Refused(f"the scenario forbids a mêlée between {a.id} and {d.id}", "9.1; special rules")
    return None


def melee_question(state, attacker_ids: tuple[str, ...], defender_ids: tuple[str, ...], *, charge: bool = False,
                   offensive_fire: bool = False, counter_charged: str | None = None) -> MeleeQuestion:
    """The engine's MeleeResolution for these stacks in contact, or Refused with the rule."""
    from rules.engine import board
    from rules.engine.combat import MeleeTask, lead_unit
    from rules.resolve import can_attack, can_charge, can_counter_charge, counter_charge, resolve_melee

    tables = state.battle.tables
    grid = state.grid
    lab = grid.label
    atts, defs = _stack_ids(state, attacker_ids), _stack_ids(state, defender_ids)
    side = board.side_of_unit(state, atts[0])
    for uid in atts:
        if board.side_of_unit(state, uid) != side:
            raise Refused(f"{uid} and {atts[0]} are not on the same side: the attackers are one side's units", "10")
    for uid in defs:
        if board.side_of_unit(state, uid) == side:
            raise Refused(f"{uid} is a unit of the attacking side ({side})", "10")
    a_hexes = list(dict.fromkeys(state.unit(u).hex for u in atts))
    d_hexes = list(dict.fromkeys(state.unit(u).hex for u in defs))
    if len(a_hexes) > 1 and len(d_hexes) > 1:
        raise Refused(f"{len(a_hexes)} attacking stacks against {len(d_hexes)} defending stacks: one side of a "
                      "mêlée is a single unit", "R10; Bey, CSW #535")
    if counter_charged is not None:
        if not charge:
            raise Refused("only a charge can be counter-charged (give --charge)", "10.3")
        if counter_charged not in atts:
            raise _bad("unknown-unit", f"--counter-charged {counter_charged}: not one of the attackers",
                       counter_charged)
    for h in a_hexes:
        stack = board.stack_at(state, h)
        ooc = any(state.unit(u.unit_id).out_of_command for u in stack.units)
        verdict = can_attack(stack, tables, in_command=not ooc)
        if not verdict:
            raise Refused(verdict.reason, verdict.rule)
    if charge:
        if len(d_hexes) > 1:
            raise Refused("a charge is made against one unit: the one in the charger's central front hex",
                          "10.2; R21")
        d_hex = d_hexes[0]
        for uid in atts:
            us = state.unit(uid)
            central = grid.neighbour(us.hex, us.facing)
            verdict = can_charge(board.combatant(state, uid), tables, in_command=not us.out_of_command,
                                 target_in_central_front_hex=central == d_hex)
            if not verdict:
                reason = verdict.reason
                if central != d_hex:
                    facing = grid.facing_names[us.facing]
                    reason = (f"{'+'.join(defs)} in {lab(d_hex)} is not in {uid}'s central front hex ({lab(central)}, "
                              f"from {lab(us.hex)} facing {facing}): a charge ends against the unit straight ahead; "
                              f"pose the question with --at {uid}=HEX[,FACING] (facing {facing}, from "
                              f"{lab(grid.neighbour(d_hex, us.facing + 3))})")
                raise Refused(reason, verdict.rule)
            why = _lane_refusal(state, us, state.units_at(d_hex)[0], True)
            if why:
                raise why
    else:
        for h in a_hexes:
            lead = lead_unit(state, h)
            assert lead is not None  # can_attack: a unit that initiates a mêlée is in the stack
            for d_hex in d_hexes:
                d = state.units_at(d_hex)[0]
                if grid.direction_to(h, d_hex) is None:
                    raise Refused(f"{'+'.join(u.id for u in state.units_at(d_hex))} in {lab(d_hex)} is not adjacent "
                                  f"to {lead.id} in {lab(h)} ({distance(h, d_hex)} hexes apart): "
                                  "a mêlée is fought between adjacent units; pose the question with --at ID=HEX",
                                  "10, 10.4")
                if d_hex not in state.front_hexes(lead):
                    raise Refused(f"{lab(d_hex)} is not one of the front hexes of {lead.id} in {lab(h)}: a unit "
                                  "attacks the enemy units in its front hexes", "10.4; R13")
                why = _lane_refusal(state, lead, d, False)
                if why:
                    raise why
    task = MeleeTask("charge" if charge else "melee", atts, defs, offensive_fire=offensive_fire,
                     counter_charged=(counter_charged,) if counter_charged else ())
    situation = task.situation(state)
    if situation is None:  # pragma: no cover - the checks above found the contacts
        raise Refused("the units are not in contact", "10.4")
    try:
        resolution = resolve_melee(situation, tables)
    except ValueError as e:
        raise Refused.from_text(str(e)) from None
    ccs = []
    if charge and counter_charged is None:
        d = state.unit(defs[0])
        stack = board.stack_at(state, d.hex)
        for c in atts:
            cu = state.unit(c)
            front = state.has_facing(d) and cu.hex in state.front_hexes(d)
            if can_counter_charge(stack, tables, through_front_hex=front):
                test = counter_charge(stack, tables)
                alt = resolve_melee(replace(task, counter_charged=(c,)).situation(state), tables)
                ccs.append((d.id, c, test, alt))
    return MeleeQuestion(resolution, task, tuple(ccs))


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
        return f"die {faces[0]}–{faces[-1]}"
    return "die " + ", ".join(map(str, faces))


def melee_words(outcome) -> str:
    """'D+R; attacker: obligatory advance' for one die's outcome (as the log line words it)."""
    from rules.resolve.text import ADVANCE

    def words(codes, adv):
        w = "+".join(codes)
        if adv:
            w = f"{w} + {adv}" if w else adv
        return w or "no effect"

    d_adv = ADVANCE["defender_optional"] if outcome.defender_may_advance else None
    a_adv = ADVANCE["attacker_obligatory"] if outcome.attacker_must_advance else None
    text = words(outcome.defender_effects, d_adv)
    if outcome.attacker_effects or a_adv:
        text += f"; attacker: {words(outcome.attacker_effects, a_adv)}"
    return text


def _melee_rows(res) -> list[dict]:
    """The results over the d10, one row per distinct result, with the faces that give it."""
    from rules.resolve.common import d10_faces

    rows: dict[str, dict] = {}
    n = len(d10_faces(res.tables))
    for die in d10_faces(res.tables):
        out = res.result(die)
        key = melee_words(out)
        row = rows.setdefault(key, {"result": key, "defender": list(out.defender_effects),
                                    "attacker": list(out.attacker_effects), "advance": out.advance,
                                    "faces": [], "modified": []})
        row["faces"].append(die)
        row["modified"].append(out.modified)
    for row in rows.values():
        row["probability"] = Fraction(len(row["faces"]), n)
    dist = res.distribution()  # the layer's own odds: the rows must add up to them band by band
    assert sum(dist.values()) == 1 and sum(r["probability"] for r in rows.values()) == 1
    return list(rows.values())


def _fire_rows(res) -> list[dict]:
    from rules.resolve.common import d10_faces
    from rules.resolve.fire import FIRE_OUTCOMES
    from rules.resolve.text import FIRE_OUTCOMES as WORDS

    dist = res.distribution()
    rows = []
    for outcome in FIRE_OUTCOMES:
        faces = [d for d in d10_faces(res.tables) if res.outcome(d) == outcome]
        rows.append({"result": WORDS[outcome], "outcome": outcome, "faces": faces,
                     "modified": [res.modified(d) for d in faces], "probability": dist[outcome]})
    return rows


def _leader_odds(table: str, groups: list[tuple[str, tuple, Fraction]], tables) -> list[dict]:
    """Each leader who may have to roll: the chance of the check, his fate on the roll, and overall."""
    from rules.resolve import leader_casualty_distribution

    out = []
    for who, leaders, p_check in groups:
        for ldr in leaders:
            fates = leader_casualty_distribution(table, tables, wounded=ldr.wounded)  # type: ignore[arg-type]
            out.append({"leader": ldr.leader_id, "side": who, "check": p_check,
                        "fates": {f: p for f, p in fates.items() if p},
                        "overall": {f: p * p_check for f, p in fates.items() if p and f != "no_effect"}})
    return out


def _modifier_json(m) -> dict:
    return {"name": m.key, "label": m.label, "value": m.value, "rule": m.rule}


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
    from rules.resolve.common import d10_faces

    if text is None:
        return None
    faces = d10_faces(tables)
    try:
        die = int(text)
    except ValueError:
        die = None
    if die is None or die not in faces:
        raise _bad("bad-die", f"--dice {text}: a d10 reads {faces.start}..{faces.stop - 1} (0 is zero, 0.3)")
    return die


def cmd_resolve(args: argparse.Namespace) -> int:
    loaded = load_scenario(args.file)
    findings = list(loaded.findings)
    if loaded.kind == "library":
        findings.append(Finding("not-a-scenario", "error", "this is a counter library; give a scenario"))
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
            print(f"refused: {e.text()}", file=sys.stderr)
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
    state = build_position(scenario, args.turn, args.at)
    tables = state.battle.tables
    die = _die(args.dice, tables)
    show_odds = args.odds or die is None or args.json  # JSON always carries the distribution
    if args.fire:
        firers, target = _ids(args.fire[0], "--fire FIRERS"), _ids(args.fire[1], "--fire TARGET")
        if len(target) != 1:
            raise _bad("unknown-unit", "--fire TARGET: give one unit id (its whole stack is the target, 5.2.5)")
        for flag in ("charge", "counter_charged", "offensive_fire"):
            if getattr(args, flag):
                raise _bad("bad-override", f"--{flag.replace('_', '-')} is for --melee")
        _check_units(state, firers, "--fire FIRERS")
        _check_units(state, target, "--fire TARGET")
        res = fire_question(state, firers, target[0], args.kind)
        data = _fire_data(state, res, die, show_odds)
    else:
        if args.kind != "ranged":
            raise _bad("bad-override", "--kind is for --fire")
        atts, defs = _ids(args.melee[0], "--melee ATTACKERS"), _ids(args.melee[1], "--melee DEFENDERS")
        _check_units(state, atts, "--melee ATTACKERS")
        _check_units(state, defs, "--melee DEFENDERS")
        q = melee_question(state, atts, defs, charge=args.charge, offensive_fire=args.offensive_fire,
                           counter_charged=args.counter_charged)
        data = _melee_data(state, q, die, show_odds)
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


def _fire_data(state, res, die: int | None, show_odds: bool) -> dict:
    from rules.resolve.text import FIRE_KINDS as TITLES
    from rules.resolve.text import fire_line

    sit = res.situation
    firers = tuple(f.unit.unit_id for f in sit.firers)
    data: dict = {
        "ok": True, "combat": "fire", "kind": sit.kind, "title": TITLES[sit.kind],
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
        data["distribution"] = _fire_rows(res)
        data["leaders"] = _leader_odds("fire", [("target", sit.target.leaders, res.leader_check_probability())],
                                       state.battle.tables)
    return data


def _melee_data(state, q: MeleeQuestion, die: int | None, show_odds: bool) -> dict:
    from rules.resolve.text import MELEE_KINDS as TITLES
    from rules.resolve.text import melee_line

    res = q.resolution
    sit = res.situation
    data: dict = {
        "ok": True, "combat": "melee", "kind": sit.kind, "title": TITLES[sit.kind],
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
        data["distribution"] = _melee_rows(res)
        groups = [("defenders", tuple(ld for s in sit.defenders for ld in s.leaders),
                   res.leader_check_probability("defenders")),
                  ("attackers", tuple(ld for s in sit.attackers for ld in s.leaders),
                   res.leader_check_probability("attackers"))]
        data["leaders"] = _leader_odds("melee", groups, state.battle.tables)
        ccs = []
        for defender, charger, test, alt in q.counter_charges:
            p = test.probability
            plain = {r["result"]: r["probability"] for r in _melee_rows(res)}
            cancelled = {r["result"]: r["probability"] for r in _melee_rows(alt)}
            tries = {k: p * cancelled.get(k, Fraction(0)) + (1 - p) * plain.get(k, Fraction(0))
                     for k in dict.fromkeys([*plain, *cancelled])}
            ccs.append({"defender": defender, "charger": charger, "quality": test.quality, "success": p,
                        "rule": "10.3; R22", "if_success": _melee_rows(alt),
                        "if_it_tries": [{"result": k, "probability": v} for k, v in tries.items() if v]})
        data["counter_charge"] = ccs
    return data


def _text(data: dict) -> list[str]:
    from rules.resolve.text import number, signed

    def names(rows):
        return "+".join(r["unit"] for r in rows)

    def hexes(rows):
        return ",".join(dict.fromkeys(r["hex"] for r in rows))

    if data["combat"] == "fire":
        head = (f"{data['title']}: {names(data['firers'])} ({hexes(data['firers'])}) at {names(data['target'])} "
                f"({hexes(data['target'])}), {data['range']} hex{'es' if data['range'] != 1 else ''}, "
                f"{data['fire_class']}")
    else:
        head = (f"{data['title']}: {names(data['attackers'])} ({hexes(data['attackers'])}) on "
                f"{names(data['defenders'])} ({hexes(data['defenders'])})")
    lines = [head]
    width = max([len(m["label"]) for m in data["modifiers"]] + [8])
    for m in data["modifiers"]:
        lines.append(f"  {signed(m['value']):>3} {m['label']:<{width}}  {m['rule']}")
    for m in data["excluded"]:
        lines.append(f"  ({signed(m['value'])} {m['label']}: excluded)  {m['rule']}")
    total = f"  sum {signed(data['sum'])}"
    if data["clamped"]:
        total += f", limited to {signed(data['applied'])} (R6)"
    if data["combat"] == "fire":
        t = data["thresholds"]
        total += f"; modified roll {t['discourage']}+ discourages" + (
            f", {t['rout']}+ routs" if t["rout"] is not None else "") + " (Fire Table)"
    lines.append(total)
    if data.get("line"):
        lines.append(data["line"])
        for u in data["result"]["units"]:
            for e in u["effects"]:
                lines.append(f"  {u['unit']}: {e['text']} ({e['rule']})")
    if "distribution" in data:
        lines.append("odds over the d10:")
        lines += _rows_text(data["distribution"], number)
        for cc in data.get("counter_charge", []):
            lines.append(f"counter-charge: {cc['defender']} may try against {cc['charger']} ({cc['rule']}): "
                         f"d10 ≤ {cc['quality']}, {_fraction(cc['success'])} ({_percent(cc['success'])})")
            lines.append("  if it succeeds:")
            lines += ["  " + x for x in _rows_text(cc["if_success"], number)]
            lines.append("  if it tries (success or not):")
            lines += [f"    {_fraction(r['probability']):>6} {_percent(r['probability']):>6}  {r['result']}"
                      for r in cc["if_it_tries"]]
        for ld in data.get("leaders", []):
            if not ld["check"]:
                continue
            fates = ", ".join(f"{f.replace('_', ' ')} {_fraction(p)}" for f, p in ld["fates"].items())
            overall = ", ".join(f"{f} {_fraction(p)}" for f, p in ld["overall"].items())
            lines.append(f"leader {ld['leader']} ({ld['side']}): checks {_fraction(ld['check'])}; "
                         f"on his roll {fates}; overall {overall}")
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
                   f"({_faces(r['faces'])}: {span})")
    return out
