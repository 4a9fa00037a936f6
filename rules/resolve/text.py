"""The log in the rules' words: one line per die roll, with every modifier that is not zero.

    Defensive fire: 7 −1 <4 SP −1 mounted = 5: no effect
    Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: obligatory advance
    Élan: 7 +1 odds 1:1 +2 Ch v Cl +1 quality +2 defender discouraged +3 charge front (+9, limited to +7) = 14: …

Numbers use the minus sign (U+2212) of the printed rules. The words are in the current language
(`rules.i18n`); the result codes (D, Dr, R, F), the unit types (Ch v Cl) and the rule numbers never change. The
tables below hold the English words (marked for the catalogue) by the engine's key: translate them with `_()`
where they are shown, as the functions here do.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rules.i18n import N_, _, language

from .common import Modifier
from .counter_charge import CounterChargeTest
from .fire import FireResolution
from .initiative import InitiativeResult
from .leaders import LeaderCasualty
from .melee import MeleeResolution
from .rally import RallyResolution

MINUS = "\u2212"

FIRE_KINDS = {
    "phase_b": N_("Fire (Phase B)"),
    "ranged": N_("Fire"),
    "offensive": N_("Offensive fire"),
    "defensive": N_("Defensive fire"),
}
MELEE_KINDS = {"melee": N_("Mêlée"), "charge": N_("Charge"), "elan": N_("Élan"), "dispersion": N_("Dispersion")}
FIRE_OUTCOMES = {"no_effect": N_("no effect"), "discourage": N_("discouraged"), "rout": N_("routed")}
ADVANCE = {"attacker_obligatory": N_("obligatory advance"), "defender_optional": N_("advance optional")}

# The modifiers' names (`Modifier.label`) the resolution functions give, by their English words; the label of
# a terrain modifier is the terrain's key in the tables. A label not listed here is printed as it is.
LABELS = {w: w for w in (
    N_("quality"), N_("leaders"), N_("offensive fire"), N_("rear"), N_("charge front"), N_("charge rear"),
    N_("multiple charge"), N_("multiple charge with rear"), N_("attacker discouraged"), N_("attackers discouraged"),
    N_("some attackers discouraged"), N_("defender routed"), N_("defenders routed"), N_("some defenders routed"),
    N_("defender discouraged"), N_("defenders discouraged"), N_("some defenders discouraged"),
    N_("dismounted target"), N_("moved"), N_("mounted"), N_("discouraged"), N_("routed"), N_("banner leader"),
    N_("army commander"),
)}
# The terrains of the tables (resources/tables/tables.yaml) by key, as a modifier's label names them.
TERRAINS = {
    "clear": N_("clear"), "wood": N_("wood"), "bushes": N_("bushes"), "marsh": N_("marsh"),
    "village": N_("village"), "farm": N_("farm"), "pond": N_("pond"), "lake": N_("lake"), "sea": N_("sea"),
    "stream": N_("stream"), "river": N_("river"), "wall": N_("wall"), "fortification": N_("fortification"),
    "gate": N_("gate"), "bridge": N_("bridge"), "ford": N_("ford"), "road": N_("road"), "track": N_("track"),
    "level": N_("level"),
}
# The Fire Table's columns by key (the others are unit type codes, printed as they are).
FIRE_CLASSES = {"javelins": N_("javelins")}
# The Terrain Chart's level rows by key, as a rule reference names them.
LEVEL_ROWS = {"level_up": N_("+1 level"), "level_down": N_("-1 level")}
_SP = re.compile(r"([<>])(\d+) SP")


def label(modifier: Modifier) -> str:
    """A modifier's name in the current language: 'odds 1:1', '<4 SP', 'Ch v Cl', 'wood', 'charge front'."""
    text = modifier.label
    if modifier.key == "odds" and text.startswith("odds "):
        return _("odds {ratio}").format(ratio=text[5:])
    if (m := _SP.fullmatch(text)) is not None:
        return (_("<{sp} SP") if m[1] == "<" else _(">{sp} SP")).format(sp=m[2])
    if modifier.key == "army_commander" and text.endswith(" army commander"):  # the initiative's (engine/odds.py)
        return _("{side} army commander").format(side=text[: -len(" army commander")])
    if text in LABELS:
        return _(LABELS[text])
    if text in TERRAINS:
        return _(TERRAINS[text])
    return text


# The tables' names, as a rule reference starts with them ("Mêlée Table: charge into a front hex").
TABLES = {"Mêlée Table": N_("Mêlée Table"), "Fire Table": N_("Fire Table"), "Terrain Chart": N_("Terrain Chart")}
# The parts of rule references the resolution functions and the tables give (resources/tables/tables.yaml's
# `source` of each modifier, split at "; "): said in the reader's language where the catalogue has them, the
# section and R-numbers unchanged. A part not listed here keeps its English words after the table's name.
RULE_PARTS = (
    N_("Fire Table: fewer than 4 SP (combined), not artillery"), N_("Fire Table: more than 4 SP (combined)"),
    N_("Fire Table: more than 8 SP (combined)"), N_("+2 in total (R5, D17)"),
    N_("Fire Table: target is a dismounted Ch or Ha"), N_("Fire Table: a firer moved this activation"),
    N_("a facing change counts (8.2)"), N_("9.3 (mounted archers and crossbowmen)"),
    N_("Terrain Chart: effect on fire"),
    N_("Mêlée Table: an attacker has just made offensive fire"), N_("Mêlée Table: a defender attacked from a rear hex"),
    N_("adds to a rear charge (R31)"), N_("Mêlée Table: charge into a front hex"),
    N_("Mêlée Table: charge into a rear hex, or multiple charges into 2 or 3 front hexes"),
    N_("Mêlée Table: multiple charges from at least two hexes, one a rear hex (EN wording, D10)"),
    N_("Mêlée Table: one or more, but not all"),
    N_("Mêlée Table: all discouraged, or at least one but not all routed (R32)"),
    N_("Mêlée Table: routed units have no facing, so no rear or charge modifier (D9, R31, IT 3.4)"),
    N_("Mêlée Table: unit types"), N_("combined: most favourable to the defender (R8)"), N_("Mêlée Table: quality"),
    N_("best quality on each side (R8)"), N_("a stack takes its weaker quality (5.2.5, 5.2.1)"),
    N_("Mêlée Table: leaders' bonuses, attackers' minus defenders' (R7)"),
    N_("counter-charged chargers not counted (10.3, R22)"),
    N_("several contacts: the combination most favourable to the defender (R9)"),
    N_("12.3: routed +1"), N_("12.3: minus the leader's bonus"), N_("6.C: 2d6 + the army commander's bonus"),
    N_("the better of banner leader and army commander (R26)"),
    N_("12.1 (discouraged and fresh: fatigued)"), N_("12.1 (discouraged and fatigued: routs), 12.2.1"),
    N_("12.2.3 (routed + discouraged: two more hexes, still routed)"),
    N_("12.1 (a discouraged unit is routed, not eliminated)"), N_("12.2.3 (routed + R: one hex toward the rout edge)"),
    N_("10.7 (extra level: valiant → discouraged)"), N_("10.7 (extra level: discouraged → routed), 12.2.1"),
    N_("12.2.3 (routed + rout: eliminated)"), N_("10.6, 10.7 (artillery never retreats)"),
    N_("9.3 (artillery routed by fire is eliminated)"), N_("12.1, 9.3, 10.7 (open question: artillery cannot rout)"),
    N_("10.7, 9.3 (open question: artillery cannot rout)"), N_("10.7, 12.2.3 (extra level: routed → eliminated)"),
    N_("10.2 (passed through by a friendly charge: routed)"), N_("12.2.3 (already routed: rout move, no test)"),
    N_("12.2.2, 12.2.3 (d10 > quality: routs)"), N_("9.1 and its exception, R36"),
    N_("6.B, 9.1 (Phases B and D.2), R36"), N_("9.3 (stacked artillery spared)"),
)
_NO_WAY_OUT_RULE = re.compile(r"([\d.]+) \(no hex after the rout retreat: eliminated\)")
_ODDS_RULE = re.compile(r"Mêlée Table: odds (\d+:\d+), rounded in favour of the defender \(10\.5\)")
_TERRAIN_RULE = re.compile(r"Terrain Chart: (\w+) \((charge column, R4|mêlée column)\)")
_WALL_RULE = re.compile(r"Terrain Chart: (\w+), (firing in from outside|firing out from inside) "
                        r"\(footnote a, D3, R11\)")


def _rule_part(part: str) -> str:
    if part in RULE_PARTS:
        return _(part)
    if (m := _NO_WAY_OUT_RULE.fullmatch(part)) is not None:
        return _("{rule} (no hex after the rout retreat: eliminated)").format(rule=m[1])
    if (m := _ODDS_RULE.fullmatch(part)) is not None:
        return _("Mêlée Table: odds {odds}, rounded in favour of the defender (10.5)").format(odds=m[1])
    if (m := _TERRAIN_RULE.fullmatch(part)) is not None:
        row = TERRAINS.get(m[1]) or LEVEL_ROWS.get(m[1])
        terrain = _(row) if row else m[1]
        text = _("Terrain Chart: {terrain} (charge column, R4)") if m[2].startswith("charge") else _(
            "Terrain Chart: {terrain} (mêlée column)")
        return text.format(terrain=terrain)
    if (m := _WALL_RULE.fullmatch(part)) is not None:
        terrain = _(TERRAINS[m[1]]) if m[1] in TERRAINS else m[1]
        text = _("Terrain Chart: {terrain}, firing in from outside (footnote a, D3, R11)") if m[2].endswith(
            "outside") else _("Terrain Chart: {terrain}, firing out from inside (footnote a, D3, R11)")
        return text.format(terrain=terrain)
    for table, msg in TABLES.items():  # the table's name at least, as the reader's rule book names it
        if part == table or part.startswith((table + ":", table + ",", table + " ")):
            return _(msg) + part[len(table):]
    return part


def terrain_words(key: str | None) -> str:
    """A terrain of the tables ('wood', 'river', 'level_up') in the current language; another key as it is."""
    row = TERRAINS.get(key or "") or LEVEL_ROWS.get(key or "")
    return _(row) if row else (key or "")


def rule_text(rule: str) -> str:
    """A rule reference ("Mêlée Table: charge into a front hex; R31", "12.1; R25") in the current language:
    the tables' names and the marked explanations translated, every number as it is."""
    return "; ".join(_rule_part(p) for p in rule.split("; ")) if rule else rule


def words(text: str) -> str:
    """A word the resolution functions give in English (a transition's text, a condition, a fate), in the current
    language; a text the catalogue does not know shows as it is."""
    return _(text) if text else text


def fire_kind(kind: str) -> str:
    """'Defensive fire' for 'defensive', in the current language."""
    return _(FIRE_KINDS[kind])


def melee_kind(kind: str) -> str:
    """'Charge' for 'charge', in the current language."""
    return _(MELEE_KINDS[kind])


def fire_outcome(outcome: str) -> str:
    """'no effect', 'discouraged', 'routed' for the Fire Table's outcomes, in the current language."""
    return _(FIRE_OUTCOMES[outcome])


def advance_words(key: str) -> str:
    return _(ADVANCE[key])


def number(value: int) -> str:
    """A roll: 5, −3."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """A modifier: +1, −2, +0."""
    return f"{MINUS}{-value}" if value < 0 else f"+{value}"


def terms(modifiers: Iterable[Modifier]) -> str:
    """The modifiers that are not zero: '+1 odds 1:1 +2 Ch v Cl'."""
    return " ".join(f"{signed(m.value)} {label(m)}" for m in modifiers if m.value)


def _roll(die: int, mods: str) -> str:
    return f"{die} {mods}" if mods else str(die)


def _kept_line(resolution: FireResolution | MeleeResolution, die: int, make) -> str:
    """A roll's log line, kept on the (frozen) resolution per die and language (issue #30: the look-ahead rolls
    the same die of one fire or mêlée from many positions, and reads no log line)."""
    kept = resolution.__dict__.setdefault("_lines", {})
    key = (die, language())
    got = kept.get(key)
    if got is None:
        got = kept[key] = make(resolution, die)
    return got


def fire_line(resolution: FireResolution, die: int) -> str:
    """'Defensive fire: 7 −1 <4 SP −1 mounted = 5: no effect'."""
    return _kept_line(resolution, die, _fire_line)


def _fire_line(resolution: FireResolution, die: int) -> str:
    r = resolution.result(die)
    kind = fire_kind(resolution.situation.kind)
    line = f"{kind}: {_roll(die, terms(resolution.modifiers))} = {number(r.modified)}: {fire_outcome(r.outcome)}"
    notes = []
    spared = [u.unit_id for u in r.units if not u.affected]
    if spared and r.outcome != "no_effect":
        notes.append(_("{units} spared (stacked artillery)").format(units=", ".join(spared)))
    if r.eliminated:
        notes.append(_("{units} eliminated").format(units=", ".join(r.eliminated)))
    if r.leader_checks:
        notes.append(_("leader check: {leaders}").format(leaders=", ".join(r.leader_checks)))
    return line + "".join(f"; {n}" for n in notes)


def effects(codes: tuple[str, ...], advance: str | None) -> str:
    """'D+R', 'F + obligatory advance', 'no effect': the codes as printed, the words translated."""
    words = "+".join(codes)
    if advance:
        words = f"{words} + {advance}" if words else advance
    return words or _("no effect")



def melee_line(resolution: MeleeResolution, die: int) -> str:
    """'Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: obligatory advance'."""
    return _kept_line(resolution, die, _melee_line)


def _melee_line(resolution: MeleeResolution, die: int) -> str:
    r = resolution.result(die)
    kind = melee_kind(resolution.situation.kind)
    clamp = ""
    if resolution.clamped:
        clamp = _(" ({total}, limited to {applied})").format(total=signed(resolution.total),
                                                             applied=signed(resolution.applied))
    line = f"{kind}: {_roll(die, terms(resolution.modifiers))}{clamp} = {number(r.modified)}: "
    d_adv = advance_words("defender_optional") if r.defender_may_advance else None
    a_adv = advance_words("attacker_obligatory") if r.attacker_must_advance else None
    line += effects(r.defender_effects, d_adv)
    if r.attacker_effects or a_adv:
        line += _("; attacker: {effects}").format(effects=effects(r.attacker_effects, a_adv))
    eliminated = [u.unit_id for u in r.units if u.eliminated]
    if eliminated:
        line += "; " + _("{units} eliminated").format(units=", ".join(eliminated))
    for who, ids in r.leader_checks:
        side = _("attackers") if who == "attackers" else _("defenders") if who == "defenders" else who
        line += _("; leader check ({side}): {leaders}").format(side=side, leaders=", ".join(ids))
    if resolution.cancelled:
        line += _("; counter-charge cancelled the charge of {units}").format(units=", ".join(resolution.cancelled))
    return line


def rally_line(resolution: RallyResolution, die: int) -> str:
    """'Rally u1: 3 +1 routed −2 banner leader = 2 ≤ 5: rallied (discouraged)'; one line per unit tested."""
    r = resolution.result(die)
    lines = []
    for test, res in zip(resolution.tests, r.units, strict=True):
        head = _("Rally {unit}: {roll} = {modified}").format(unit=res.unit_id, roll=_roll(die, terms(test.modifiers)),
                                                              modified=number(res.modified))
        after = _(res.after.disorder)
        if res.automatic:
            verdict = _("unmodified {die}: rallied ({condition})").format(die=die, condition=after)
        elif res.success:
            verdict = _("≤ {quality}: rallied ({condition})").format(quality=r.quality, condition=after)
        else:
            verdict = _("> {quality}: not rallied").format(quality=r.quality)
        lines.append(f"{head} {verdict}")
    return "\n".join(lines)


def initiative_line(result: InitiativeResult) -> str:
    """'Initiative: Crusaders 9 +3 = 12, Ayyoubids 2 +2 = 4; difference 8: C.4 for Crusaders'."""
    parts = [
        f"{side} {dice} {signed(bonus)} = {total}"
        for side, dice, bonus, total in zip(result.sides, result.dice, result.bonuses, result.totals, strict=True)
    ]
    if result.winner:
        tail = _("{case} for {side}").format(case=result.case, side=result.winner)
    else:
        tail = _("{case}: nobody has the initiative").format(case=result.case)
    return _("Initiative: {rolls}; difference {difference}: {outcome}").format(
        rolls=", ".join(parts), difference=result.difference, outcome=tail)


def counter_charge_line(test: CounterChargeTest, die: int) -> str:
    """'Counter-charge h1: 4 ≤ 5: success'."""
    ok = test.success(die)
    text = _("Counter-charge {unit}: {die} ≤ {quality}: success") if ok else _(
        "Counter-charge {unit}: {die} > {quality}: failure")
    return text.format(unit=test.defender.label, die=die, quality=test.quality)


def leader_line(leader_id: str, casualty: LeaderCasualty) -> str:
    """'Leader check (mêlée) Guy: 8: wounded'."""
    fate = _(casualty.fate.replace("_", " "))
    extra = _(" (second wound)") if casualty.fate != casualty.printed else ""
    text = _("Leader check (fire) {leader}: {roll}: {fate}") if casualty.table == "fire" else _(
        "Leader check (mêlée) {leader}: {roll}: {fate}")
    return text.format(leader=leader_id, roll=casualty.roll, fate=fate) + extra


# What the engine's words for a fate and a condition are, marked for the catalogue (shown with `_()`).
_WORDS = (N_("wounded"), N_("captured"), N_("killed"), N_("valiant"), N_("discouraged"), N_("routed"),
          N_("eliminated"), N_("attackers"), N_("defenders"), N_("safe"), N_("active"))
