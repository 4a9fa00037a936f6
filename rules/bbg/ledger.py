"""The modifier ledger of one unit (B7 for melee, B28 for morale): every row of `[L326-346]` / `[L479-491]`,
present or absent, with its reason, line and decision.

One function builds both ledgers because the morale rows are the melee rows minus those that depend on weapons,
armour or the charge (`[L477]`, B28): the same facts, the same reasons, a row list chosen per use.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.bbg.breakdown import Ledger, Row, row
from rules.bbg.rulebook import CHARIOT_CHARGE_MIN_M, MELEE, MORALE_LOOSE_VS_CLOSE
from rules.bbg.units import Unit
from rules.i18n import N_

ALWAYS = N_("always")
NOT_IN_UNIT = N_("none in the unit")
IN_UNIT = N_("in the unit")
LOOSE_NO = N_("a loose unit has no formation modifiers (B17)")
NOT_INFANTRY = N_("only close infantry has it")
ROUND_ONLY = N_("only in round {round} of the melee; this is round {now}")


@dataclass(frozen=True)
class Situation:
    """The referee facts of one melee round for one unit (what the position alone cannot say).

    `attacked_from`: the zone of this unit the enemy charged from (B18; `zones.attack_direction` computes it).
    `charge_from_outside_zoc`: for a charging cavalry unit or elephant, whether its footprint at the start of the
    charge was outside the target's ZOC (B13; `zones.outside_zoc_at_start`). `chariot_moved_M`: path length
    before contact for a chariot (B13). `against_close`: for morale, the test comes from a fight with, or a
    loss to, a close formation ([L120], B28)."""

    round: int = 1
    charged: bool = False
    was_charged: bool = False
    countercharge: bool = False
    charge_from_outside_zoc: bool | None = None
    chariot_moved_M: float | None = None
    wedge: bool = False
    wedge_late_riders: bool = False  # some rider reaches contact only in round 2 (B14)
    wedge_had_charge_bonus: bool = False  # the wedge had the +2 in round 1 (B14)
    snaking: bool = False
    attacked_from: str = "front"  # front | flank | rear
    engaged_before_attack: bool = False  # already in melee when the flank/rear attack came (B18)
    reroll_vs_cavalry_unused: bool = True  # the throwing-spear re-roll against cavalry, once a battle (B12)
    against_close: bool = False
    cavalry_charge_vs: str = "any"  # option B13: any | infantry_only
    rear_attack_duration: str = "as_flank"  # option B18: as_flank | whole_melee


def rank_bonus(unit: Unit) -> tuple[int, list[str]]:
    """B9: rank r qualifies when it is whole and rank r + 1 has no two adjacent empty places; ranks 1…k_max."""
    k_max = 2 if ({"pike", "warband"} & unit.traits or unit.rank_bonus_max >= 2) else 1
    ranks = unit.ranks
    notes: list[str] = []
    count = 0
    for r in range(min(k_max, len(ranks))):
        this = ranks[r]
        nxt = ranks[r + 1] if r + 1 < len(ranks) else ()
        n = len(this)
        behind = [nxt[i] if i < len(nxt) else False for i in range(n)]
        whole = all(this)
        no_two_empty = any(behind) and not any(not behind[i] and not behind[i + 1] for i in range(n - 1))
        if n == 1:
            no_two_empty = any(behind)
        if whole and no_two_empty:
            count += 1
            notes.append(f"rank {r + 1}")
    return count, notes


def _row(key: str, applies: bool, reason: str, lines: str, rule: str, value: int | None = None, **args) -> Row:
    return row(key, MELEE[key] if value is None else value, applies, reason, lines, rule, **args)


def unit_rows(unit: Unit, opp: Unit, sit: Situation, morale: bool = False) -> Ledger:
    """The unit's own ledger (ΣM of B4) against `opp`; with `morale`, the rows of `[L479-491]` only."""
    rows: list[Row] = []
    close = unit.is_close
    rnd = sit.round
    # -- leaders (B8) --------------------------------------------------------------------------------------
    rows.append(_row("officer", unit.officer, IN_UNIT if unit.officer else NOT_IN_UNIT, "L327", "B8"))
    rows.append(_row("musician", unit.musician, IN_UNIT if unit.musician else NOT_IN_UNIT, "L328", "B8"))
    # -- formation rows (B9, B10, B17, B19) ----------------------------------------------------------------
    if not close:
        rows.append(_row("rank_bonus", False, LOOSE_NO if unit.kind == "infantry" else NOT_INFANTRY,
                         "L329, L141", "B9", value=0))
    elif unit.ran_pike:
        rows.append(_row("rank_bonus", False, N_("a pike block that ran has not reformed yet"), "L161", "B9",
                         value=0))
    else:
        n, _ranks = rank_bonus(unit)
        rows.append(_row("rank_bonus", n > 0, N_("{count} qualifying rank(s): whole, and the rank behind has no "
                                                 "two adjacent empty places") if n else
                         N_("no rank qualifies: a rank must be whole and the rank behind it must have no two "
                            "adjacent empty places"), "L329, L141", "B9", value=n * MELEE["rank_bonus"], count=n))
    broken = unit.front_gaps + unit.penetrating_riders
    rows.append(_row("broken_rank", close and broken > 0,
                     LOOSE_NO if not close else N_("{gaps} front-rank gap(s), {riders} rider(s) pushed in"),
                     "L330", "B10", value=-broken if close else 0, gaps=unit.front_gaps,
                     riders=unit.penetrating_riders))
    if morale:
        loose_vs_close = (not close) and sit.against_close
        rows.append(row("loose_vs_close", MORALE_LOOSE_VS_CLOSE, loose_vs_close,
                        N_("a loose unit that fought or lost against a close formation") if loose_vs_close else
                        N_("not a loose unit that fought or lost against a close formation"), "L485, L120", "B28"))
    else:
        rows += _charge_rows(unit, opp, sit)
    rows.append(_row("protected_flank", close and unit.protected_flanks > 0,
                     LOOSE_NO if not close else N_("{count} protected flank(s)"), "L338", "B19",
                     value=min(unit.protected_flanks, 2) * MELEE["protected_flank"] if close else 0,
                     count=unit.protected_flanks))
    if not morale:
        higher = unit.level > opp.level
        rows.append(_row("higher_position", higher, N_("level {mine} against {theirs}"), "L340", "B20",
                         mine=unit.level, theirs=opp.level))
    f = unit.forced_marches
    rows.append(_row("forced_march", f > 0, N_("{count} consecutive forced march(es) since the last standing round"),
                     "L341", "B21", value=-f, count=f))
    # -- flank and rear (B18) ------------------------------------------------------------------------------
    lasting = rnd == 1 or sit.engaged_before_attack
    for key, zone, line in (("flank_attack", "flank", "L342"), ("rear_attack", "rear", "L343")):
        hit = sit.attacked_from == zone
        lasts = lasting or (key == "rear_attack" and sit.rear_attack_duration == "whole_melee")
        if not hit:
            why = N_("attacked from the {zone}")
            rows.append(_row(key, False, why, line, "B18", zone=sit.attacked_from))
        else:
            rows.append(_row(key, lasts, N_("attacked from the {zone}; counts in round 1, or all the melee if the "
                                            "unit was already fighting"), line, "B18", zone=zone))
    if not morale:
        flee = unit.fleeing and rnd == 1
        rows.append(_row("fleeing_attacked", flee, N_("the unit was fleeing when attacked") if unit.fleeing else
                         N_("the unit is not fleeing"), "L344", "B7"))
    rows.append(_row("corps_leader_lost", unit.corps_leader_lost, ALWAYS if unit.corps_leader_lost else
                     N_("the corps commander is with his corps"), "L345", "B22"))
    rows.append(_row("camp_captured", unit.camp_captured, ALWAYS if unit.camp_captured else
                     N_("the camp is held"), "L346", "B22"))
    rows.append(_row("cannot_rout", unit.cannot_rout, N_("failed a test but cannot rout") if unit.cannot_rout else
                     N_("not blocked from routing"), "L468", "B22"))
    return Ledger(tuple(rows))


def _charge_rows(unit: Unit, opp: Unit, sit: Situation) -> list[Row]:
    rows = []
    rnd = sit.round
    # Cavalry charge (B13): a charging cavalry unit or elephant from outside the target's ZOC; a chariot after 4 M.
    ok, lines, args = False, "L199, L331", {"round": 1, "now": rnd}
    if unit.kind not in ("cavalry", "elephant", "chariot"):
        why = N_("only cavalry, chariots and elephants have it")
    elif not sit.charged:
        why = N_("the unit did not charge")
    elif rnd != 1:
        why = ROUND_ONLY
    elif sit.cavalry_charge_vs == "infantry_only" and opp.kind != "infantry":
        why = N_("the option cavalry_charge_vs: infantry_only, and the enemy is not infantry")
    elif unit.kind == "chariot":
        moved = sit.chariot_moved_M
        ok = moved is not None and moved >= CHARIOT_CHARGE_MIN_M
        why = N_("the chariot moved {moved} M before contact (at least 4 M needed)")
        lines, args = "L515, L331", {"moved": moved}
    else:
        ok = bool(sit.charge_from_outside_zoc)
        why = N_("charged from outside the target's zone of control") if ok else \
            N_("charged from inside the target's zone of control")
    rows.append(_row("cavalry_charge", ok, why, lines, "B13", **args))
    wedge = sit.wedge and rnd == 2 and sit.wedge_late_riders and sit.wedge_had_charge_bonus
    rows.append(_row("wedge_charge", wedge,
                     N_("a wedge whose late riders reach contact in round 2 after the round-1 charge bonus")
                     if wedge else N_("not a wedge in round 2 with late riders after a round-1 charge bonus"),
                     "L217, L332", "B14"))
    rows.append(_row("snaking", sit.snaking, N_("each snaking strike") if sit.snaking else
                     N_("the unit is not snaking"), "L225, L333", "B15"))
    cvl = unit.is_close and not opp.is_close and opp.kind != "elephant"
    if opp.kind == "elephant" or unit.kind == "elephant":
        why = N_("an elephant is neither close nor loose (B56)")
    elif cvl:
        why = N_("a close formation against a loose one")
    else:
        why = N_("not a close formation against a loose one")
    rows.append(_row("close_vs_loose", cvl, why, "L334", "B17"))
    return rows


def spear_row(unit: Unit, opp: Unit, sit: Situation) -> Row:
    """B11: on the spear unit's defence, round 1, when it is the one charged: +2 v cavalry and chariots, +1 v
    infantry fighting with neither thrusting spear nor pike; never against elephants; close infantry only."""
    has = ("thrusting_spear" in unit.traits or "pike" in unit.traits) and not unit.broke_formation_rout
    value, ok = 0, False
    if not has:
        why = N_("no thrusting spear")
    elif not unit.is_close:
        why = LOOSE_NO
    elif sit.round != 1:
        why = ROUND_ONLY
    elif not sit.was_charged:
        why = N_("only when the spear unit is the one charged")
    elif opp.cavalry_like:
        value, ok, why = MELEE["spear_vs_cavalry"], True, N_("charged by cavalry")
    elif opp.kind == "elephant":
        why = N_("an elephant is neither cavalry nor infantry (B56)")
    elif {"thrusting_spear", "pike"} & opp.traits:
        why = N_("the enemy infantry fights with spear or pike")
    else:
        value, ok, why = MELEE["spear_vs_infantry"], True, N_("charged by infantry without spear or pike")
    return row("spear", value, ok, why, "L155, L335-336", "B11", round=1, now=sit.round)


def reroll_available(unit: Unit, opp: Unit, sit: Situation) -> tuple[bool, Row]:
    """B12: close infantry with throwing spears re-rolls failed attacks at −2 in round 1 against infantry, and in
    round 1 of one melee per battle against cavalry."""
    ok = False
    if "throwing_spear" not in unit.traits:
        why = N_("no throwing spears")
    elif not unit.is_close:
        why = LOOSE_NO
    elif sit.round != 1:
        why = ROUND_ONLY
    elif opp.kind == "infantry":
        ok, why = True, N_("round 1 against infantry")
    elif opp.cavalry_like:
        ok = sit.reroll_vs_cavalry_unused
        why = N_("round 1 against cavalry, once a battle") if ok else N_("the once-a-battle re-roll against "
                                                                        "cavalry is used")
    else:
        why = N_("only against infantry or cavalry")
    return ok, row("attack_reroll", MELEE["attack_reroll"], ok, why, "L165, L337", "B12", round=1, now=sit.round)
