"""Melee (B4–B17, B23–B24) on positions built by hand from the text, with the text's two worked numbers."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.bbg.breakdown import MissingDesignerValue
from rules.bbg.dice import p_reroll, p_roll
from rules.bbg.geometry import Body, Pose
from rules.bbg.ledger import Situation, rank_bonus, spear_row
from rules.bbg.melee import (
    LossRule,
    Pair,
    _status,
    contact_pairs,
    envelopment,
    melee_round,
    snaking,
    strike_order,
    wedge_test_due,
)
from rules.bbg.units import Unit, block_ranks, ranks_from_text

CHARGER = Situation(round=1, charged=True)
CHARGED = Situation(round=1, was_charged=True)


def inf(name="I", att=10, dfn=4, mor=8, files=6, ranks=2, **kw):
    return Unit(name, attack=att, defence=dfn, morale=mor, ranks=block_ranks(files, ranks), **kw)


def frontal(n):
    return [Pair(f"r1f{j}", f"r1f{j}") for j in range(1, n + 1)]


def test_rank_bonus_needs_a_whole_rank_and_no_two_adjacent_gaps_behind_b9():
    """B9 `[L141]`: {2, 4, 6} of 6 behind qualifies; {2, 4} fails (5 and 6 empty); one rank gets nothing."""
    u = Unit("u", ranks=ranks_from_text(["SSSSSS", ".S.S.S"]))
    assert rank_bonus(u)[0] == 1
    u = Unit("u", ranks=ranks_from_text(["SSSSSS", ".S.S.."]))
    assert rank_bonus(u)[0] == 0
    assert rank_bonus(Unit("u", ranks=ranks_from_text(["SSSSSS"])))[0] == 0
    assert rank_bonus(Unit("u", ranks=ranks_from_text(["SSS.SS", "SSSSSS"])))[0] == 0  # front rank broken
    pike = Unit("p", traits=frozenset({"pike"}), ranks=block_ranks(6, 3))
    assert rank_bonus(pike)[0] == 2  # pikes apply it to their second rank too [L161]
    assert rank_bonus(pike.with_(ranks=block_ranks(6, 2)))[0] == 1


def test_rank_bonus_is_close_infantry_only_b17():
    cav = Unit("c", kind="cavalry", attack=10, defence=3, ranks=block_ranks(4, 2))
    led = melee_round(cav, inf(), CHARGER, CHARGED, frontal(4), frontal(4)).ledger_a
    assert led.get("rank_bonus").applies is False


def test_base_number_sign_convention_b4():
    """B4: base = Att − Def + (ΣM(S) − ΣM(T)) + (Tri(S) − Tri(T)); A's officer raises A's strikes and lowers
    B's strikes on A."""
    a = inf("A", att=12, dfn=5, ranks=1, officer=True, triumph=3)
    b = inf("B", att=11, dfn=4, ranks=1, triumph=1)
    r = melee_round(a, b, Situation(round=2), Situation(round=2), frontal(6), frontal(6))
    sa = next(s for s in r.strikes if s.side == "a")
    sb = next(s for s in r.strikes if s.side == "b")
    assert sa.base == 12 - 4 + 1 + (3 - 1)
    assert sb.base == 11 - 5 - 1 + (1 - 3)
    keys = [(row.key, row.side, row.value) for row in sb.ledger.rows]
    assert ("officer", "target", -1) in keys and ("triumph", "target", -3) in keys


def test_attack_15_re_roll_13_l165():
    """`[L165]`: attack 15, the re-roll at 13 (B12): p = 15/20 + 5/20 · 13/20."""
    a = Unit("A", attack=15, defence=3, morale=8, ranks=block_ranks(1, 1), traits=frozenset({"throwing_spear"}))
    b = Unit("B", attack=10, defence=0, morale=8, ranks=block_ranks(1, 1))
    r = melee_round(a, b, CHARGER, CHARGED, frontal(1), frontal(1))
    s = next(s for s in r.strikes if s.side == "a")
    assert (s.base, s.reroll_base) == (15, 13)
    assert s.p == Fraction(15, 20) + Fraction(5, 20) * Fraction(13, 20) == p_reroll(15, 13)
    r2 = melee_round(a, b, Situation(round=2), Situation(round=2), frontal(1), frontal(1))
    assert next(s for s in r2.strikes if s.side == "a").reroll_base is None  # round 1 only


def test_throwing_spear_re_roll_against_cavalry_once_a_battle_b12():
    a = Unit("A", attack=12, defence=3, ranks=block_ranks(2, 1), traits=frozenset({"throwing_spear"}))
    cav = Unit("C", kind="cavalry", attack=10, defence=3)
    r = melee_round(a, cav, Situation(round=1, was_charged=True), Situation(round=1, charged=True), frontal(1),
                    frontal(1))
    assert next(s for s in r.strikes if s.side == "a").reroll_base == 12 - 3 + 1 - 2  # close v loose +1 (B17)
    used = Situation(round=1, was_charged=True, reroll_vs_cavalry_unused=False)
    r = melee_round(a, cav, used, Situation(round=1, charged=True), frontal(1), frontal(1))
    assert next(s for s in r.strikes if s.side == "a").reroll_base is None


@pytest.mark.parametrize("opp, value", [
    (Unit("c", kind="cavalry", attack=9, defence=2), 2),
    (Unit("ch", kind="chariot", attack=9, defence=2), 2),
    (Unit("i", attack=9, defence=2), 1),
    (Unit("s", attack=9, defence=2, traits=frozenset({"thrusting_spear"})), 0),
    (Unit("e", kind="elephant", attack=14, defence=6), 0),
])
def test_spear_bonus_on_defence_round_1_when_charged_b11(opp, value):
    spear = inf("S", traits=frozenset({"thrusting_spear"}))
    r = spear_row(spear, opp, CHARGED)
    assert (r.value if r.applies else 0) == value
    assert not spear_row(spear, opp, Situation(round=2, was_charged=True)).applies
    assert not spear_row(spear, opp, CHARGER).applies  # only when the spear unit is the one charged


def test_spear_lowers_the_enemy_strike_not_the_spear_units_own():
    spear = inf("S", att=10, dfn=4, ranks=1, traits=frozenset({"thrusting_spear"}))
    cav = Unit("C", kind="cavalry", attack=12, defence=3, morale=7)
    r = melee_round(cav, spear, Situation(round=1, charged=True, charge_from_outside_zoc=True), CHARGED,
                    frontal(1), frontal(1))
    c = next(s for s in r.strikes if s.side == "a")
    assert c.base == 12 - 4 + 2 - 2 - 1  # cavalry charge +2 (B13), spear −2 (B11), close v loose −1 (B17)
    s = next(s for s in r.strikes if s.side == "b")
    assert s.base == 10 - 3 + 1 - 2  # the spear does not raise its own attack; the charger's +2 lowers it


@pytest.mark.parametrize("outside, expect", [(True, True), (False, False)])
def test_cavalry_impetus_only_from_outside_the_zoc_b13(outside, expect):
    cav = Unit("C", kind="cavalry", attack=12, defence=3)
    r = melee_round(cav, inf(), Situation(round=1, charged=True, charge_from_outside_zoc=outside), CHARGED,
                    frontal(1), frontal(1))
    assert r.ledger_a.get("cavalry_charge").applies is expect


def test_chariot_impetus_after_4_m_b13():
    ch = Unit("X", kind="chariot", attack=12, defence=3)
    for moved, ok in ((4.5, True), (3.5, False)):
        r = melee_round(ch, inf(), Situation(round=1, charged=True, chariot_moved_M=moved), CHARGED,
                        frontal(1), frontal(1))
        assert r.ledger_a.get("cavalry_charge").applies is ok


def test_strike_order_b6():
    a, b = inf("A"), inf("B")
    assert strike_order(a, b, CHARGER, CHARGED)[0] == "a"
    assert strike_order(a, b, Situation(round=2), Situation(round=2))[0] is None
    assert strike_order(a, b, Situation(round=1, charged=True), Situation(round=1, countercharge=True,
                                                                          charged=True))[0] is None
    pike = inf("P", traits=frozenset({"pike"}))
    assert strike_order(a, pike, Situation(round=3), Situation(round=3, attacked_from="front"))[0] == "b"
    assert strike_order(a, pike, CHARGER, Situation(round=1, was_charged=True))[0] == "b"  # "minden esetben"
    assert strike_order(a, pike, CHARGER, Situation(round=1, was_charged=True, attacked_from="flank"))[0] == "a"


def _brute(pa, pb, first):
    """All dice of a one-to-one pair each way, enumerated: (A losses, B losses) → probability."""
    out = {}
    n = len(pa)
    for bits in product((0, 1), repeat=2 * n):
        prob = Fraction(1)
        la = lb = 0
        for i in range(n):
            ha, hb = bits[2 * i], bits[2 * i + 1]
            if first == "a":
                prob *= pa[i] if ha else 1 - pa[i]
                if ha:  # B's figure fell: it does not strike back
                    prob *= 1 if hb == 0 else 0
                else:
                    prob *= pb[i] if hb else 1 - pb[i]
            else:
                prob *= (pa[i] if ha else 1 - pa[i]) * (pb[i] if hb else 1 - pb[i])
            la += hb
            lb += ha
        out[(la, lb)] = out.get((la, lb), 0) + prob
    return {k: v for k, v in out.items() if v}


@pytest.mark.parametrize("rnd", [1, 2])
def test_joint_losses_match_enumerating_every_die(rnd):
    a = inf("A", att=13, dfn=4, files=3, ranks=1)
    b = inf("B", att=9, dfn=5, files=3, ranks=1)
    sa, sb = (CHARGER, CHARGED) if rnd == 1 else (Situation(round=2), Situation(round=2))
    r = melee_round(a, b, sa, sb, frontal(3), frontal(3))
    pa = [s.p for s in r.strikes if s.side == "a"]
    pb = [s.p for s in r.strikes if s.side == "b"]
    brute = _brute(pa, pb, "a" if rnd == 1 else None)
    got = {k: Fraction(w, r.joint.denominator) for k, w in r.joint.weights.items() if w}
    assert got == brute


def test_a_second_hit_on_a_fallen_figure_is_lost_b5():
    a = inf("A", att=14, dfn=4, files=2, ranks=1)
    b = inf("B", att=9, dfn=4, files=1, ranks=1)
    r = melee_round(a, b, Situation(round=2), Situation(round=2), [Pair("r1f1", "r1f1"), Pair("r1f2", "r1f1")], [])
    p = p_roll(14 - 4)
    assert r.losses("b").p(1) == 1 - (1 - p) ** 2 and len(r.losses("b").weights) == 2


@pytest.mark.parametrize("losses, engaged, status", [(4, 6, "test"), (3, 6, "none"), (3, 5, "test"),
                                                     (2, 5, "none"), (6, 6, "auto"), (1, 1, "auto")])
def test_test_thresholds_on_engaged_figures_b23(losses, engaged, status):
    """B23: a test if 2·losses > engaged (6 engaged: 4 or more; 5: 3 or more); all engaged fallen: rout."""
    assert _status(LossRule(), losses, engaged, 12) == status


def test_wedge_worked_example_l211_213():
    """`[L211-213]`: 3 riders strike and all 3 fall — not more than half of 10, no test; round 2, seven engaged
    and three fall: 3 + 3 = 6 exceeds half of 3 + 7 = 10, the riders test (B14)."""
    assert wedge_test_due(1, [3], [3], strength=10)[0] is False
    assert _status(LossRule("wedge1"), 3, 3, 10) == "none"  # no automatic rout either
    assert wedge_test_due(2, [3, 3], [3, 7], strength=10)[0] is True
    assert _status(LossRule("wedge2", prior_losses=3, prior_engaged=3), 3, 7, 7) == "test"
    assert _status(LossRule("wedge2", prior_losses=3, prior_engaged=3), 2, 7, 7) == "none"  # 10 > 10 is false
    assert wedge_test_due(1, [3], [3], strength=6)[0] is True  # "hat vagy kevesebb" [L205]


def test_wedge_strikes_with_three_against_a_close_formation_b14():
    from rules.bbg.breakdown import BadFact
    cav = Unit("W", kind="cavalry", attack=12, defence=3, morale=7, strength=10)
    with pytest.raises(BadFact, match="3 riders"):
        melee_round(cav, inf(), Situation(round=1, charged=True, wedge=True), CHARGED, frontal(4), frontal(3))


def test_double_test_both_fail_the_melee_goes_on_b24():
    a = inf("A", att=20, dfn=0, mor=0, files=2, ranks=1, triumph=-2)
    b = inf("B", att=20, dfn=0, mor=0, files=2, ranks=1, triumph=-2)
    # every strike hits (base >= 20): both lose everything -> both rout automatically
    r = melee_round(a, b, Situation(round=2), Situation(round=2), frontal(2), frontal(2))
    assert r.outcome["without_reroll"]["both_rout"] == 1
    # 3 of 4 engaged lost on both sides, morale base 0: both fail: the melee continues
    a4 = inf("A", att=14, dfn=0, mor=0, files=4, ranks=1, triumph=-2)
    b4 = inf("B", att=14, dfn=0, mor=0, files=4, ranks=1, triumph=-2)
    r = melee_round(a4, b4, Situation(round=2), Situation(round=2), frontal(4), frontal(4))
    assert r.tests["a"].base <= 0
    both_test = r.joint.p(lambda i, j: 2 * i > 4 and 2 * j > 4 and i < 4 and j < 4)
    assert both_test > 0
    assert r.outcome["without_reroll"]["continues"] >= both_test


def test_outcome_distribution_sums_to_one_and_losses_too():
    a = inf("A", att=13, dfn=4, files=5, ranks=3, officer=True)
    b = inf("B", att=11, dfn=5, files=5, ranks=2, musician=True)
    r = melee_round(a, b, CHARGER, CHARGED, frontal(5), frontal(5), reroll_a=True)
    for mode in r.outcome.values():
        assert sum(mode.values()) == 1
    assert r.losses("a").total == r.losses("b").total == 1
    assert "with_reroll" in r.outcome
    assert r.outcome["with_reroll"]["a_routs"] <= r.outcome["without_reroll"]["a_routs"]


@settings(max_examples=25)
@given(st.integers(2, 18), st.integers(2, 18), st.integers(0, 8))
def test_more_attack_never_lowers_the_enemy_rout_chance(att_a, att_b, dfn):
    b = inf("B", att=att_b, dfn=dfn, files=3, ranks=1)
    lo = melee_round(inf("A", att=att_a, dfn=4, files=3, ranks=1), b, CHARGER, CHARGED, frontal(3), frontal(3))
    hi = melee_round(inf("A", att=att_a + 1, dfn=4, files=3, ranks=1), b, CHARGER, CHARGED, frontal(3), frontal(3))
    assert hi.outcome["without_reroll"]["b_routs"] + hi.outcome["without_reroll"]["both_rout"] >= \
        lo.outcome["without_reroll"]["b_routs"] + lo.outcome["without_reroll"]["both_rout"]
    assert hi.losses("b").mean >= lo.losses("b").mean


def test_skirmishers_charged_do_not_strike_back_b17():
    sk = Unit("K", attack=8, defence=2, morale=6, skirmisher=True, strength=4)
    r = melee_round(inf(), sk, CHARGER, CHARGED, frontal(2), frontal(2))
    assert all(s.side == "a" for s in r.strikes)
    assert r.statuses["b"]["auto"] == 1


def test_skirmishers_may_charge_only_skirmishers_b17():
    from rules.bbg.breakdown import BadFact
    sk = Unit("K", attack=8, defence=2, morale=6, skirmisher=True, strength=4)
    with pytest.raises(BadFact, match="only against skirmishers"):
        melee_round(sk, inf(), CHARGER, CHARGED, frontal(1), frontal(1))
    other = Unit("L", attack=8, defence=2, morale=6, skirmisher=True, strength=4)
    assert melee_round(sk, other, CHARGER, CHARGED, frontal(1), frontal(1)).losses("b").total == 1


def test_flank_attack_round_1_only_unless_already_engaged_b18():
    a = inf("A")
    b = inf("B")
    r1 = melee_round(a, b, CHARGER, Situation(round=1, was_charged=True, attacked_from="flank"), frontal(1),
                     frontal(1))
    assert r1.ledger_b.get("flank_attack").applies
    r2 = melee_round(a, b, Situation(round=2), Situation(round=2, attacked_from="flank"), frontal(1), frontal(1))
    assert not r2.ledger_b.get("flank_attack").applies
    r3 = melee_round(a, b, Situation(round=2), Situation(round=2, attacked_from="flank",
                                                         engaged_before_attack=True), frontal(1), frontal(1))
    assert r3.ledger_b.get("flank_attack").applies
    rr = melee_round(a, b, Situation(round=2), Situation(round=2, attacked_from="rear",
                                                         rear_attack_duration="whole_melee"), frontal(1), frontal(1))
    assert rr.ledger_b.value("rear_attack") == -3


def test_loose_unit_keeps_only_leader_rows_and_situational_rows_b17():
    loose = Unit("L", close=False, attack=9, defence=3, morale=7, officer=True, protected_flanks=2,
                 front_gaps=1, ranks=block_ranks(6, 2), forced_marches=1)
    r = melee_round(loose, inf(), CHARGER, CHARGED, frontal(1), frontal(1))
    led = r.ledger_a
    assert led.value("officer") == 1 and led.value("forced_march") == -1
    assert led.value("rank_bonus") == led.value("broken_rank") == led.value("protected_flank") == 0
    assert r.ledger_b.value("close_vs_loose") == 1


def test_missing_designer_value_names_the_field_b57():
    with pytest.raises(MissingDesignerValue, match="attack"):
        melee_round(Unit("A", defence=3), inf(), CHARGER, CHARGED, frontal(1), frontal(1))


def test_contact_pairs_file_to_file_and_refuses_to_guess():
    from rules.bbg.breakdown import BadFact
    a = Body.block(Pose(0, 0, 0), 4, 1, 1, 1)
    b = Body.block(Pose(0, 0, 180), 4, 1, 1, 1)
    pairs = contact_pairs(a, b)
    assert [(p.striker, p.target) for p in pairs] == [("r1f1", "r1f4"), ("r1f2", "r1f3"), ("r1f3", "r1f2"),
                                                      ("r1f4", "r1f1")]
    c = Body.block(Pose(0.5, 0, 180), 4, 1, 1, 1)  # half a base over: each figure touches two
    with pytest.raises(BadFact, match="touch more than one"):
        contact_pairs(a, c)


def test_envelopment_flexibility_three_l179():
    """`[L179]` with flexibility 3: the right side may wrap (3 overhang), the left may not (2) (B16)."""
    blue = Body.block(Pose(0.5, 0, 0), 11, 2, 1, 1)  # u from -5 to 6
    orange = Body.block(Pose(0, 1, 180), 6, 2, 1, 1)  # x from -3 to 3
    res = {e.side: e for e in envelopment(blue, orange, 3, round_=2)}
    assert (res["left"].overhang, res["left"].allowed) == (2, False)
    assert (res["right"].overhang, res["right"].allowed) == (3, True)
    assert not any(e.allowed for e in envelopment(blue, orange, 3, round_=1))
    with pytest.raises(MissingDesignerValue, match="flexibility"):
        envelopment(blue, orange, None, round_=2)


def test_snaking_strikes_at_minus_two_and_stops_a_moving_target_b15():
    cav = Unit("S", kind="cavalry", attack=12, defence=3)
    t = inf("T", att=9, dfn=4, files=4, ranks=2)
    res = snaking(cav, t, Situation(round=1, charged=True), Situation(round=1), riders_passing=6, rank_size=4)
    assert res.base == 12 - 4 - 2 - 1 - 1  # −2 snaking; the target: rank bonus, close v loose (B17)
    assert res.hits.total == 1 and len(res.hits.weights) == 5  # capped at the rank's 4 figures
    assert res.stop_automatic == res.hits.p(4)
    assert res.stop_test_due == res.hits.p(2) + res.hits.p(3)  # at least half: 2·L >= 4 [L229]


def test_cavalry_may_not_attack_elephants_b56():
    from rules.bbg.breakdown import BadFact
    cav = Unit("C", kind="cavalry", attack=12, defence=3)
    ele = Unit("E", kind="elephant", attack=14, defence=6)
    with pytest.raises(BadFact, match="elephants"):
        melee_round(cav, ele, Situation(round=1, charged=True, charge_from_outside_zoc=True), CHARGED,
                    frontal(1), frontal(1))


@settings(max_examples=25)
@given(st.integers(-2, 6), st.integers(0, 1), st.integers(0, 3))
def test_each_modifier_moves_the_base_by_its_value(triumph, officer, forced):
    """B4/B7: a unit's own row raises its strikes and lowers the enemy's by the row's value."""
    a0 = inf("A", att=12, dfn=4, ranks=1)
    a1 = a0.with_(triumph=triumph, officer=bool(officer), forced_marches=forced)
    b = inf("B", att=11, dfn=5, ranks=1)
    r0 = melee_round(a0, b, Situation(round=2), Situation(round=2), frontal(1), frontal(1))
    r1 = melee_round(a1, b, Situation(round=2), Situation(round=2), frontal(1), frontal(1))
    delta = (triumph - 2) + officer - forced
    base = {s.side: s.base for s in r0.strikes}
    base1 = {s.side: s.base for s in r1.strikes}
    assert base1["a"] - base["a"] == delta and base1["b"] - base["b"] == -delta


def _elephant_round(rnd):
    """Three foot figures charge an elephant (round 1: they strike first, B6) or fight it in round 2; it strikes
    back at all three (at most 4, B56 [L541])."""
    a = inf("A", att=13, dfn=4, files=3, ranks=1)
    e = Unit("E", kind="elephant", attack=14, defence=6, morale=8, ranks=block_ranks(1, 1))
    sa, se = (CHARGER, CHARGED) if rnd == 1 else (Situation(round=2), Situation(round=2))
    return melee_round(a, e, sa, se, [Pair(f"r1f{j}", "r1f1") for j in (1, 2, 3)],
                       [Pair("r1f1", f"r1f{j}") for j in (1, 2, 3)])


def _elephant_free():
    return melee_round(inf("A", files=1, ranks=1), inf("B", files=1, ranks=1), CHARGER, CHARGED, frontal(1),
                       frontal(1))


@pytest.mark.parametrize("rnd", [1, 2])
def test_an_elephant_hit_first_still_strikes_back_and_each_hit_is_a_wound_b56(rnd):
    """B56 `[L545]` ("az elefánt azonban nem esik el könnyen": hits on an elephant are wounds, recorded on its
    sheet): every hit counts one wound (none is lost as on a fallen figure, B5), and the elephant, never struck
    down, strikes back in round 1 whatever hit it (B6). Enumerated hit by hit over all six strikes."""
    r = _elephant_round(rnd)
    pa = [s.p for s in r.strikes if s.side == "a"]
    pe = [s.p for s in r.strikes if s.side == "b"]
    assert pa == [p_roll(13 - 6)] * 3 and len(pe) == 3
    brute: dict[tuple[int, int], Fraction] = {}
    for hits in product((0, 1), repeat=6):
        prob = Fraction(1)
        for h, p in zip(hits, pa + pe, strict=True):
            prob *= p if h else 1 - p
        key = (sum(hits[3:]), sum(hits[:3]))  # (A's fallen, E's wounds): E strikes back always
        brute[key] = brute.get(key, 0) + prob
    got = {k: Fraction(w, r.joint.denominator) for k, w in r.joint.weights.items() if w}
    assert got == {k: v for k, v in brute.items() if v}
    assert r.losses("b").p(3) == pa[0] ** 3  # three wounds in one round are possible
    assert r.statuses["b"]["none"] == 1 and r.dissolved["b"] == 0  # wounds bring B56's tests, not B23's
    assert r.as_dict()["wounds_not_losses"] == ["b"] and "wounds_not_losses" not in _elephant_free().as_dict()


def test_the_dice_reading_lets_a_wounded_elephant_strike_back_b56():
    """Round 1: all three strikes hit the elephant (three wounds), and it still rolls its three strikes back."""
    from rules.bbg.outcomes import read_melee
    r = _elephant_round(1)
    rd = read_melee(r, "A", "E", (1, 1, 1, 1, 20, 20))
    assert rd.fallen == {"A": ("r1f1",), "E": ()}
    assert rd.hits == {"A": 1, "E": 3}
    assert [x.label for x in rd.rolls][3:] == ["E r1f1 → r1f1", "E r1f1 → r1f2", "E r1f1 → r1f3"]
