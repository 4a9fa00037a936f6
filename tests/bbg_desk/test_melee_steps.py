"""The steps of a several-unit melee (rules/bbg/melee_steps.py, rules/cli/bbg_many.py): the dice read in the rules'
order (B5, B6, B12, B23, B25 `[L258-260, L322, L354]`), the bookkeeping and triumph of B25/B26, the snaking strike
read die by die (B15 `[L225-233]`), the envelopment's wrapping pairs (B16 `[L173-181]`), and the record's new step
kinds saved and replayed."""

from __future__ import annotations

import shutil
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.bbg.breakdown import BadFact
from rules.bbg.dice import p_roll
from rules.bbg.ledger import Situation
from rules.bbg.melee import snaking
from rules.bbg.melee_many import Contact, melee_round_many
from rules.bbg.melee_steps import (
    ManyReading,
    SnakingStep,
    melee_many_effects,
    melee_rounds_recorded,
    parse_contacts,
    read_melee_many,
    read_snaking,
    stop_chances,
)
from rules.bbg.morale import morale_test
from rules.bbg.outcomes import DiceOver, DiceShort
from rules.bbg.record import BbgRecord, Dice, Effect, Step, read_record, state_digest
from rules.bbg.table import OpenTable
from rules.bbg.units import Unit, block_ranks

ROOT = Path(__file__).resolve().parents[2]


def contact_table(tmp_path: Path) -> Path:
    """The demo table with the two warbands moved against the first phalanx: warband-1 faces its left eight files,
    warband-2 its right four and overhangs it by four figures (flexibility 2)."""
    shutil.copytree(ROOT / "scenarios" / "bbg", tmp_path / "bbg")
    path = tmp_path / "bbg" / "meadow-of-kohalom.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace("{id: warband-1, card: warband-1, pose: [19, 22, 180]",
                        "{id: warband-1, card: warband-1, pose: [16.8, 8, 180]")
    text = text.replace("{id: warband-2, card: warband-2, pose: [27, 22, 180]",
                        "{id: warband-2, card: warband-2, pose: [21.6, 8, 180]")
    text = text.replace("{id: horse-1, card: horse-1, pose: [40, 7, 0]", "{id: horse-1, card: horse-1, pose: [26, 4, 90]")
    path.write_text(text, encoding="utf-8")
    return path


def inf(name, att=12, dfn=4, mor=8, files=2, **kw):
    return Unit(name, attack=att, defence=dfn, morale=mor, ranks=block_ranks(files, 1), **kw)


def x_against_a_and_b():
    """B25 `[L258]`: X (2 figures) charges and touches A and B (1 figure each); round 1, X strikes first."""
    x, a, b = inf("X", att=14, files=2), inf("A", att=11, files=1), inf("B", att=9, files=1)
    sit = {"X": Situation(round=1, charged=True), "A": Situation(round=1, was_charged=True),
           "B": Situation(round=1, was_charged=True)}
    contacts = [Contact("X", "r1f1", "A", "r1f1"), Contact("X", "r1f2", "B", "r1f1"),
                Contact("A", "r1f1", "X", "r1f1"), Contact("B", "r1f1", "X", "r1f2")]
    return melee_round_many([x], [a, b], sit, contacts), {"X": 2, "A": 1, "B": 1}


def test_a_figure_struck_down_does_not_strike_back_b6():
    r, counts = x_against_a_and_b()
    # X1 hits A1, X2 misses B1; A1 fell (no die), B1 strikes back and misses
    rd = read_melee_many(r, (1, 20, 20), counts)
    assert rd.fallen == {"X": (), "A": ("r1f1",), "B": ()}
    assert [x.label for x in rd.rolls] == ["X r1f1 → A r1f1", "X r1f2 → B r1f1", "B r1f1 → X r1f2"]
    assert rd.tests == {"A": "auto"}  # A lost all its engaged figures: a rout, no die (B23)
    with pytest.raises(DiceOver):
        read_melee_many(r, (1, 20, 20, 5), counts)
    with pytest.raises(DiceShort):
        read_melee_many(r, (20, 20, 20), counts)  # both strike back: four dice


def test_the_reading_gives_the_exact_distribution_of_every_unit_b25():
    """Each die read as a hit (1) or a miss (20) with its chance: the reader's losses per unit add up to the
    computation's marginals."""
    r, counts = x_against_a_and_b()
    early = [s for s in r.strikes if not s.late]
    got: dict[str, dict[int, Fraction]] = {u: {} for u in r.units}
    for hits in product((True, False), repeat=len(early)):
        pr = Fraction(1)
        dice = []
        for s, h in zip(early, hits, strict=True):
            pr *= s.p if h else 1 - s.p
            dice.append(1 if h else 20)
        dead = {(s.target_unit, s.target) for s, h in zip(early, hits, strict=True) if h}
        backs = [s for s in r.strikes if s.late and (s.striker_unit, s.striker) not in dead]
        for bh in product((True, False), repeat=len(backs)):
            q = pr
            for s, h in zip(backs, bh, strict=True):
                q *= s.p if h else 1 - s.p
            rd = read_melee_many(r, dice + [1 if h else 20 for h in bh], counts)  # one figure: no test die
            for u in r.units:
                k = len(rd.fallen[u])
                got[u][k] = got[u].get(k, Fraction(0)) + q
    for u in r.units:
        assert [got[u].get(k, 0) for k in range(len(r.losses(u).probabilities()))] == r.losses(u).probabilities()


def test_routs_lose_one_at_once_and_the_winners_gain_one_once_b25():
    """B25 `[L260]`: "its triumph rises only by one, for it is really one melee"; B26: −1 to a unit that routs."""
    r, counts = x_against_a_and_b()
    rd = ManyReading((), {"X": (), "A": ("r1f1",), "B": ("r1f1",)}, tests={"A": "auto", "B": "auto"})
    effects, end = melee_many_effects(r, rd, {"X": True, "A": True, "B": True}, counts,
                                      {"X": None, "A": None, "B": None})
    assert end.ended and end.winners == ("X",) and not end.destroyed
    by = {e.unit: e for e in effects}
    assert by["X"].triumph == 1 and by["X"].remove == ()
    assert by["A"].triumph == -1 and by["A"].fleeing and by["A"].fill
    # only A routs: the melee goes on, B and X change nothing yet
    rd = ManyReading((), {"X": (), "A": ("r1f1",), "B": ()}, tests={"A": "broken", "B": "pass"})
    effects, end = melee_many_effects(r, rd, {}, counts, {"X": None, "A": None, "B": None})
    assert not end.ended and [(e.unit, e.triumph, e.fleeing) for e in effects] == [("A", -1, True)]
    # every beaten unit below its minimum: +2 (B26 `[L350]`)
    rd = ManyReading((), {"X": (), "A": ("r1f1",), "B": ("r1f1",)}, tests={"A": "auto", "B": "auto"})
    effects, end = melee_many_effects(r, rd, {}, counts, {"X": None, "A": 1, "B": 1})
    assert end.destroyed and {e.unit: e.triumph for e in effects}["X"] == 2


def test_a_test_is_read_after_the_strikes_with_the_reroll_b29():
    x, a, b = inf("X", files=4), inf("A", files=4, mor=5), inf("B", files=1)
    sit = {n: Situation(round=2) for n in "XAB"}
    contacts = [Contact("X", f"r1f{j}", "A", f"r1f{j}") for j in range(1, 5)]
    r = melee_round_many([x], [a, b], sit, contacts, rerolls={"A": True})
    base = r.tests["A"].base
    # A loses 3 of 4 engaged: 2·3 > 4, a test (B23); a failure, then the re-roll passes
    rd = read_melee_many(r, (1, 1, 1, 20, base + 1, 1), {"X": 4, "A": 4, "B": 1}, use_reroll=True)
    assert rd.tests == {"A": "pass"} and rd.rolls[-1].label.endswith("↺")
    rd = read_melee_many(r, (1, 1, 1, 20, 2 * base + 1), {"X": 4, "A": 4, "B": 1})
    assert rd.tests == {"A": "broken"} and "routs: A broken" in rd.line()  # B30: more than twice the base


def test_snaking_reading_hits_the_next_outermost_and_a_moving_target_stops_b15():
    cav = Unit("C", kind="cavalry", attack=12, defence=3, morale=7, ranks=block_ranks(4, 1))
    t = inf("T", att=10, dfn=4, files=4)
    res = snaking(cav, t, Situation(round=1, charged=True), Situation(round=1), 4, 4)
    order = ("r1f1", "r1f2", "r1f3", "r1f4")
    st = SnakingStep(res, 4, order, 4, True, morale_test(t, Situation(round=1)))
    rd = read_snaking(st, "T", (1, 20, 1, 20, 20))  # two hits: half the rank, a stop test: failed
    assert rd.fallen == {"T": ("r1f1", "r1f2")} and rd.result == "stops"
    assert rd.rolls[1].label == "→ r1f2"  # a miss leaves the same figure the target
    assert read_snaking(st, "T", (1, 20, 20, 20)).result == "moves_on"  # one of four: no test
    assert read_snaking(st, "T", (1, 1, 1, 1)).result == "stops"  # the whole rank: stops at once, no die
    chances = stop_chances(st)
    assert chances["stops"] == res.stop_automatic + res.stop_test_due * (1 - p_roll(st.test.base))
    assert sum(chances.values()) == 1


def test_pairs_naming_both_units_and_a_malformed_one_refused():
    assert parse_contacts("a-1.r1f1:b-1.r1f2!, b-1.S1:a-1.r1f1") == [
        Contact("a-1", "r1f1", "b-1", "r1f2", True), Contact("b-1", "S1", "a-1", "r1f1")]
    with pytest.raises(BadFact, match="UNIT.FIGURE:UNIT.FIGURE, not 'r1f1:r1f1'"):
        parse_contacts("r1f1:r1f1")


@pytest.fixture
def contact(tmp_path) -> Path:
    return contact_table(tmp_path)


def test_on_the_table_pairs_from_contact_and_the_envelopment_from_round_two_b16(contact):
    from rules.cli.bbg_many import build_melee_many, envelopment_check
    table, _f = OpenTable.load(contact)
    mm = build_melee_many(table, ["warband-1", "warband-2"], ["hoplites-1"], {})
    assert mm.melee_round == 1 and mm.chargers == ("warband-1", "warband-2") and len(mm.round.strikes) == 24
    assert mm.round.engaged == {"warband-1": 8, "warband-2": 4, "hoplites-1": 12}
    ok, sides = envelopment_check(table, "warband-2", "hoplites-1", 1)
    assert ok is None and {s.why for s in sides} == {"envelopment may happen only after the first melee round"}
    ok, _sides = envelopment_check(table, "warband-2", "hoplites-1", 2)
    assert ok.side == "left" and ok.wrapping == ("r1f1", "r1f2", "r1f3", "r1f4")  # overhang 4 >= flexibility 2
    steps = [Step("melee_many", ("warband-1", "warband-2", "hoplites-1"), 1),
             Step("envelopment", ("warband-2", "hoplites-1"), 1, {"wrapping": "r1f1,r1f2,r1f3,r1f4"})]
    assert melee_rounds_recorded(steps, ["warband-2"], ["hoplites-1"]) == 1
    mm2 = build_melee_many(table, ["warband-1", "warband-2"], ["hoplites-1"], {}, steps)
    wraps = [(s.striker, s.target) for i, s in enumerate(mm2.round.strikes) if mm2.extra.get(i) == "wrapping"]
    assert mm2.melee_round == 2 and wraps == [("r1f4", "r1f12"), ("r1f3", "r2f12")]  # the flank file, front first
    wrap = next(s for s in mm2.round.strikes if s.striker_unit == "warband-2" and s.striker == "r1f4")
    assert any(r.key == "flank_attack" and r.lines == "L181, L342" for r in wrap.ledger.rows)


def test_snaking_is_for_cavalry_and_chariots_only(contact):
    from rules.cli.bbg_many import build_snaking, snaking_refusal
    table, _f = OpenTable.load(contact)
    assert "only they strike by snaking" in snaking_refusal(table, "warband-1", "hoplites-1")
    assert snaking_refusal(table, "horse-1", "warband-2") is None
    st = build_snaking(table, "horse-1", "warband-2", {"target_moving": "yes"})
    assert st.strikes == 6 and st.rank_size == 8 and st.test is not None
    assert any(r.key == "snaking" and r.applies for r in st.result.ledger.rows)


def test_the_new_step_kinds_are_saved_and_replayed(tmp_path):
    shutil.copytree(ROOT / "scenarios" / "bbg", tmp_path / "bbg")
    rec = BbgRecord.start_from(tmp_path / "bbg" / "meadow-of-kohalom.yaml", seed=3).record
    rec.push(Step("melee_many", ("warband-1", "warband-2", "hoplites-1"), 1,
                  {"side_a": "warband-1,warband-2", "side_b": "hoplites-1"}, Dice((1, 20)),
                  (Effect("hoplites-1", remove=("r1f1",), fill=True),)))
    rec.push(Step("envelopment", ("warband-2", "hoplites-1"), 2, {"side": "left", "wrapping": "r1f1,r1f2"}))
    rec.push(Step("snaking", ("horse-1", "warband-2"), 2, {}, Dice.rolled(3, 2, 3, 2),
                  (Effect("warband-2", remove=("r1f1",), fill=True),)))
    rec.save(tmp_path / "g.yaml")
    load = read_record(tmp_path / "g.yaml")
    assert not [f for f in load.findings if f.severity == "error"]
    assert [s.kind for s in load.record.steps] == ["melee_many", "envelopment", "snaking"]
    assert state_digest(load.record.state) == state_digest(rec.state)


def test_a_wedge_strikes_a_close_formation_with_three_riders_and_its_riders_behind_are_marked_b14(contact):
    from rules.cli.bbg_many import build_melee_many
    table, _f = OpenTable.load(contact)
    with pytest.raises(BadFact, match=r"strikes with 3 riders \(B14, \[L211\]\)"):
        build_melee_many(table, ["warband-1", "warband-2"], ["hoplites-1"], {"wedge": "warband-1"})
    mm = build_melee_many(table, ["warband-1"], ["hoplites-1"], {
        "wedge": "warband-1", "round": "2", "wedge_prior_losses": "1", "wedge_prior_engaged": "3",
        "pairs": "warband-1.r1f1:hoplites-1.r1f8,warband-1.r2f1:hoplites-1.r1f7"})
    assert mm.extra == {1: "wedge"} and mm.source == "facts"
    assert mm.rules["warband-1"].kind == "wedge2"  # the cumulative test of round 2 (B14, [L211-213])


@given(st.lists(st.integers(1, 20), min_size=0, max_size=8))
def test_any_dice_are_read_or_refused_and_a_fallen_figure_never_strikes_back(dice):
    r, counts = x_against_a_and_b()
    try:
        rd = read_melee_many(r, dice, counts)
    except (DiceShort, DiceOver):
        return
    early = {f"{s.target_unit} {s.target}" for s in r.strikes if not s.late}
    first_hits = {roll.label.split(" → ")[1] for roll in rd.rolls[:2] if roll.success}
    backs = [roll.label.split(" → ")[0] for roll in rd.rolls[2:]]
    assert not first_hits & set(backs) and first_hits <= early
    assert sum(len(v) for v in rd.fallen.values()) == sum(roll.success for roll in rd.rolls)


def test_an_elephant_among_several_units_stands_and_counts_wounds_b56():
    """B56 `[L545]` with B25: X charges an elephant E and a foot figure B (round 1, X strikes first, B6). A hit on E
    is a wound: E never falls, so it strikes back whatever hit it, and it takes no B23 test; B struck down does
    not strike back. Exact marginals against every hit/miss, then the dice read."""
    x, b = inf("X", att=14, files=2), inf("B", att=9, files=1)
    e = Unit("E", kind="elephant", attack=14, defence=6, morale=8, ranks=block_ranks(1, 1))
    sit = {"X": Situation(round=1, charged=True), "E": Situation(round=1, was_charged=True),
           "B": Situation(round=1, was_charged=True)}
    contacts = [Contact("X", "r1f1", "E", "r1f1"), Contact("X", "r1f2", "B", "r1f1"),
                Contact("E", "r1f1", "X", "r1f1"), Contact("B", "r1f1", "X", "r1f2")]
    r = melee_round_many([x], [e, b], sit, contacts)
    p = [s.p for s in r.strikes]
    brute: dict[str, dict[int, Fraction]] = {"X": {}, "E": {}, "B": {}}
    for h in product((0, 1), repeat=4):
        if h[1] and h[3]:
            continue  # B fell before striking back: its die is never rolled
        prob = Fraction(1)
        for k, hit in enumerate(h):
            if k == 3 and h[1]:
                continue
            prob *= p[k] if hit else 1 - p[k]
        for unit, n in (("X", h[2] + h[3]), ("E", h[0]), ("B", h[1])):
            brute[unit][n] = brute[unit].get(n, 0) + prob
    for unit in ("X", "E", "B"):
        got = r.losses(unit)
        assert {k: got.p(k) for k in range(len(got.weights)) if got.p(k)} == brute[unit], unit
    assert r.statuses["E"] == {"auto": 0, "test": 0, "none": 1} and r.dissolved["E"] == 0
    # X1 hits E (a wound), X2 misses B; E strikes back (hits X1), B strikes back (misses)
    rd = read_melee_many(r, (1, 20, 1, 20), {"X": 2, "E": 1, "B": 1})
    assert rd.fallen == {"X": ("r1f1",), "E": (), "B": ()}
    assert rd.hits["E"] == 1 and "E" not in rd.tests
