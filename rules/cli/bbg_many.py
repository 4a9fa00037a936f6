"""The referee's facts of a melee with several units a side, on a table scenario (B15, B16, B25): the strike pairs
(the table's base contact, the `pairs` fact, and the wrapping pairs of a recorded envelopment), each unit's
situation, and the three steps the editor's several-unit panel takes — a melee round, a snaking fast strike, an
envelopment — each with its condition checked (editor/bbg/melee_many_panel.py, docs/bbg.md).

Facts (as `bbg melee`'s, docs/bbg.md): `round` (default: one more than the melee rounds of these units in the
record), `charger=UNIT,UNIT` (default in round 1: the units of side A), `countercharge`, `pairs=A.r1f1:B.r1f1,…`
(replaces the table's pairs; `!` marks an envelopment pair), `outside_zoc`, `chariot_moved`, `wedge=UNIT`,
`wedge_prior_losses`, `wedge_prior_engaged`, `UNIT.attacked_from`, `UNIT.engaged_before`, `UNIT.reroll`,
`UNIT.protected_flanks`; for a snaking strike `riders_passing`, `crew_strikes`, `reachable`, `from=left|right`
(the target's side the riders come from; default from the positions), `target_moving`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from rules.bbg.breakdown import BadFact
from rules.bbg.ledger import Situation
from rules.bbg.melee import LossRule, contact_pairs, envelopment, snaking
from rules.bbg.melee_many import Contact, ManyRound, melee_round_many
from rules.bbg.melee_steps import (
    SnakingStep,
    melee_rounds_recorded,
    parse_contacts,
    recorded_envelopments,
    snaking_order,
    wrapping_contacts,
)
from rules.bbg.morale import morale_test
from rules.bbg.record import Step
from rules.bbg.rulebook import WEDGE_ROUND1_STRIKERS
from rules.cli.bbg_compute import _bool, _flanks_protected, _num, _reroll, require_charge_facts
from rules.i18n import N_, _


@dataclass(frozen=True)
class ManyMelee:
    """One round of a several-unit melee on the table, with where its pairs came from: `extra` gives the strike
    pairs (by index in `round.strikes`) that are more than a front figure against the figure it touches, and why
    (envelopment B16, an elephant's or a chariot's several strikes B55/B56, a wedge's rider B14)."""

    round: ManyRound
    melee_round: int
    recorded_rounds: int
    chargers: tuple[str, ...]
    rules: dict[str, LossRule]
    rerolls: dict[str, tuple[bool, str]]
    extra: dict[int, str] = field(default_factory=dict)
    source: str = "table"  # "table" (base contact, and recorded envelopments) or "facts" (`pairs=`)


def _chosen(table, side_a: Sequence[str], side_b: Sequence[str]) -> None:
    if not side_a or not side_b:
        raise BadFact(_("choose at least one unit on each side"))
    if set(side_a) & set(side_b):
        raise BadFact(_("a unit cannot fight on both sides"))
    for uid in (*side_a, *side_b):
        table.placed(uid)


def melee_round_no(facts: dict[str, str], steps: Sequence[Step], side_a: Sequence[str],
                   side_b: Sequence[str]) -> tuple[int, int]:
    """(the melee round, the rounds of this melee the record holds): the `round` fact, else one more than the
    record's."""
    held = melee_rounds_recorded(steps, side_a, side_b)
    return _num(facts, "round", int, held + 1), held


def build_melee_many(table, side_a: Sequence[str], side_b: Sequence[str], facts: dict[str, str],
                     steps: Sequence[Step] = ()) -> ManyMelee:
    """B25 on the table: every unit of `side_a` against every unit of `side_b` it touches."""
    _chosen(table, side_a, side_b)
    rnd, held = melee_round_no(facts, steps, side_a, side_b)
    sides = {u: "a" for u in side_a} | {u: "b" for u in side_b}
    if "charger" in facts:
        chargers = tuple(x for x in facts["charger"].split(",") if x)
        for c in chargers:
            if c not in sides:
                raise BadFact(_("the charger {unit} is not one of the chosen units").format(unit=c))
    else:
        chargers = tuple(side_a) if rnd == 1 else ()
    units = {u: table.unit(u, protected_flanks=_num(facts, f"{u}.protected_flanks", int, None)
                           if f"{u}.protected_flanks" in facts else _flanks_protected(table, u)) for u in sides}
    bodies = {u: table.body(u) for u in sides}
    if "pairs" in facts:
        contacts, source = parse_contacts(facts["pairs"]), "facts"
        for c in contacts:
            for uid in (c.striker_unit, c.target_unit):
                if uid not in sides:
                    raise BadFact(_("the strike pair names {unit}, which is not one of the chosen units").format(
                        unit=uid))
    else:
        contacts, source = [], "table"
        for x in sides:
            for y in sides:
                if sides[x] != sides[y]:
                    contacts += [Contact(x, p.striker, y, p.target) for p in contact_pairs(bodies[x], bodies[y])]
        if rnd >= 2:  # B16: the wrapping pairs of an envelopment the record holds, from the round after it
            striking = {(c.striker_unit, c.striker) for c in contacts}
            for env, enemy, ids in recorded_envelopments(steps, sides):
                if sides[env] != sides[enemy]:
                    contacts += [c for c in wrapping_contacts(bodies[env], bodies[enemy], ids)
                                 if (c.striker_unit, c.striker) not in striking]
    if not contacts:
        raise BadFact(_("the chosen units are not in base contact: give the strike pairs (pairs=UNIT.FIGURE:"
                        "UNIT.FIGURE,…) (B5)"))
    touching: dict[str, set[str]] = {u: set() for u in sides}
    for c in contacts:
        touching[c.striker_unit].add(c.target_unit)
        touching[c.target_unit].add(c.striker_unit)
    counter = bool(_bool(facts, "countercharge", False))
    sits = {}
    for me in sides:
        charged_me = [c for c in chargers if c in touching[me] and sides[c] != sides[me]]
        came = facts.get(f"{me}.attacked_from")
        if came is None:
            from rules.bbg.zones import attack_direction
            came = attack_direction(bodies[me], bodies[charged_me[0]]).zone if charged_me and rnd == 1 else "front"
        if came not in ("front", "flank", "rear"):
            raise BadFact(_("attacked_from is front, flank or rear, not '{value}'").format(value=came))
        sits[me] = Situation(
            round=rnd, charged=me in chargers, was_charged=bool(charged_me), countercharge=counter and bool(charged_me),
            charge_from_outside_zoc=_bool(facts, "outside_zoc"), chariot_moved_M=_num(facts, "chariot_moved"),
            wedge=facts.get("wedge") == me, wedge_late_riders=bool(_bool(facts, "wedge_late_riders", False)),
            wedge_had_charge_bonus=bool(_bool(facts, "wedge_had_charge_bonus", False)), attacked_from=came,
            engaged_before_attack=bool(_bool(facts, f"{me}.engaged_before", False)),
            reroll_vs_cavalry_unused=bool(_bool(facts, f"{me}.reroll_vs_cavalry_unused", True)),
            cavalry_charge_vs=table.scenario.options.get("cavalry_charge_vs", "any"),
            rear_attack_duration=table.scenario.options.get("rear_attack_duration", "as_flank"))
        u, s = units[me], sits[me]
        require_charge_facts(me, u, s)
        for enemy in touching[me]:
            if s.charged and u.kind == "cavalry" and units[enemy].kind == "elephant":
                raise BadFact(_("cavalry may not attack elephants: the horses fear them (B56, [L537])"))
    for me in sides:
        strikers = {c.striker for c in contacts if c.striker_unit == me}
        if sits[me].wedge and rnd == 1 and len(strikers) > WEDGE_ROUND1_STRIKERS and any(
                units[e].is_close for e in touching[me]):
            raise BadFact(_("in round 1 a wedge attacking a close formation strikes with 3 riders (B14, [L211])"))
    rules: dict[str, LossRule] = {}
    for me in sides:
        if sits[me].wedge and any(table.formation(e) == "close" for e in touching[me]):  # B14
            if rnd == 1:
                rules[me] = LossRule("wedge1")
            elif rnd == 2:
                lost, eng = _num(facts, "wedge_prior_losses", int), _num(facts, "wedge_prior_engaged", int)
                if lost is None or eng is None:
                    raise BadFact(_("round 2 of a wedge: give its round-1 losses and strikers (--fact "
                                    "wedge_prior_losses=N --fact wedge_prior_engaged=N, B14)"))
                rules[me] = LossRule("wedge2", lost, eng)
    rerolls = {u: _reroll(table, u, facts) for u in sides}
    morale = {u: replace(sits[u], against_close=any(units[e].is_close for e in touching[u])) for u in sides}
    r = melee_round_many([units[u] for u in side_a], [units[u] for u in side_b], sits, contacts, rules,
                         {u: v[0] for u, v in rerolls.items()})
    r = replace(r, tests={u: morale_test(units[u], morale[u], reroll=rerolls[u][0], reroll_reason=rerolls[u][1])
                          for u in sides if units[u].morale is not None})
    return ManyMelee(r, rnd, held, chargers, rules, rerolls, _extra(r, contacts, units, sits, bodies), source)


EXTRA_WHY = {
    "wrapping": N_("an envelopment pair: the enveloped unit counts the flank attack −2 (B16, [L181])"),
    "elephant": N_("an elephant strikes up to 4 figures (B56, [L541])"),
    "chariot": N_("every crewman of a chariot strikes (B55, [L515])"),
    "several": N_("this figure strikes more than one enemy: the referee's pairs (B5)"),
    "wedge": N_("a wedge's rider behind the front strikes (B14, [L205])"),
}


def _extra(r: ManyRound, contacts: Sequence[Contact], units, sits, bodies) -> dict[int, str]:
    """The pairs beyond one figure striking the one it touches, and why (B5: they come only from the wedge,
    envelopment, the elephant and the chariot). The strikes are in the order of the contacts."""
    rank = {(u, f.id): f.rank for u, b in bodies.items() for f in b.figures}
    seen: dict[tuple[str, str], int] = {}
    for s in r.strikes:
        seen[(s.striker_unit, s.striker)] = seen.get((s.striker_unit, s.striker), 0) + 1
    out = {}
    for i, (c, s) in enumerate(zip(contacts, r.strikes, strict=True)):
        kind = units[s.striker_unit].kind
        if c.wrapping:
            out[i] = "wrapping"
        elif seen[(s.striker_unit, s.striker)] > 1:
            out[i] = kind if kind in ("elephant", "chariot") else "several"
        elif sits[s.striker_unit].wedge and rank.get((s.striker_unit, s.striker), 1) > 1:
            out[i] = "wedge"
    return out


# -- snaking and envelopment ----------------------------------------------------------------------------------

def snaking_refusal(table, riders: str, target: str) -> str | None:
    """Why `riders` may not make a snaking strike at `target`, or None (B15, `[L225, L234]`)."""
    if riders == target or table.placed(riders).side == table.placed(target).side:
        return _("a snaking strike is made at an enemy unit")
    if not table.unit(riders).cavalry_like:
        return _("{unit} is not cavalry or chariots: only they strike by snaking (B15, [L225, L234])").format(
            unit=riders)
    return None


def build_snaking(table, riders: str, target: str, facts: dict[str, str]) -> SnakingStep:
    """B15 on the table: the strikes of the riders passing `target`, the figures in the order they are struck,
    and a moving target's stop test."""
    why = snaking_refusal(table, riders, target)
    if why:
        raise BadFact(why)
    ru, tu = table.unit(riders), table.unit(target)
    body, rb = table.body(target), table.body(riders)
    side = facts.get("from")
    if side is None:
        side = "left" if body.pose.to_local(*rb.centre)[0] < 0 else "right"
    if side not in ("left", "right"):
        raise BadFact(_("from is left or right, not '{value}'").format(value=side))
    order, rank_size = snaking_order(body, side == "left")
    passing = _num(facts, "riders_passing", int, ru.count)
    crew = _num(facts, "crew_strikes", int, 1)
    reachable = _num(facts, "reachable", int, None)
    s_r, s_t = Situation(round=1, charged=True), Situation(round=1, attacked_from="flank")
    res = snaking(ru, tu, s_r, s_t, passing, rank_size, reachable, crew)
    strikes = passing * crew + (passing if "scythed" in ru.traits else 0)
    moving = bool(_bool(facts, "target_moving", False))
    test = morale_test(tu, Situation(round=1)) if moving and tu.morale is not None else None
    return SnakingStep(res, strikes, tuple(order), rank_size, moving, test)


def envelopment_check(table, enveloper: str, enemy: str, melee_round: int):
    """B16 `[L173-181]`: each side's overhang against the flexibility, allowed from melee round 2; the first
    allowed side (or None) and every side's answer."""
    if table.placed(enveloper).side == table.placed(enemy).side:
        raise BadFact(_("a unit envelops an enemy unit"))
    _card, troop = table.card_and_type(enveloper)
    sides = envelopment(table.body(enveloper), table.body(enemy), troop.flexibility if troop else None,
                        melee_round, owner=enveloper)
    return next((e for e in sides if e.allowed), None), sides
