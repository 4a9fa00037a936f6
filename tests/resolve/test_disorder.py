"""R25: every step of the disorganisation ladders (10.7, 11, 12.1, 12.2), moves owed and blocked moves."""

from __future__ import annotations

import pytest

from rules import tables as t
from rules.resolve import UnitCondition, apply, apply_all, blocked, pass_through

FRESH_V = UnitCondition(False, "valiant")
FRESH_D = UnitCondition(False, "discouraged")
TIRED_D = UnitCondition(True, "discouraged")
FRESH_R = UnitCondition(False, "routed")
TIRED_R = UnitCondition(True, "routed")
GONE = UnitCondition(False, "eliminated")


def step(state: UnitCondition, result: str, tables: t.Tables, **kw: bool):
    tr = apply(state, result, tables, **kw)
    move = None if tr.move is None else (tr.move.kind, tr.move.hexes, tr.move.if_impossible)
    return tr.after, move


@pytest.mark.parametrize(
    ("before", "after", "move"),
    [
        (FRESH_V, UnitCondition(False, "discouraged"), None),  # 12.1
        (UnitCondition(True, "valiant"), UnitCondition(True, "discouraged"), None),
        (FRESH_D, UnitCondition(True, "discouraged"), None),  # 12.1: discouraged & fresh → fatigued
        (TIRED_D, UnitCondition(True, "routed"), ("rout_retreat", 2, "eliminated")),  # 12.1, 12.2.1
        (FRESH_R, FRESH_R, ("rout_move", 2, "extra_level")),  # 12.2.3
        (TIRED_R, TIRED_R, ("rout_move", 2, "extra_level")),
    ],
)
def test_discouraged_result_r25_12_1(tables: t.Tables, before, after, move) -> None:
    """R25, 12.1, 12.2.3: the D ladder."""
    assert step(before, "D", tables) == (after, move)
    assert step(before, "discourage", tables) == (after, move)  # the fire table's result is the same ladder


@pytest.mark.parametrize(
    ("before", "after", "move"),
    [
        (FRESH_V, FRESH_R, ("rout_retreat", 2, "eliminated")),  # 12.2.1
        (TIRED_D, TIRED_R, ("rout_retreat", 2, "eliminated")),  # 12.1: routed, not eliminated
        (FRESH_R, UnitCondition(False, "eliminated"), None),  # 12.2.3
    ],
)
def test_rout_result_r25_12_2(tables: t.Tables, before, after, move) -> None:
    """R25, 12.1, 12.2.1, 12.2.3: the rout ladder (Dr of the mêlée table, rout of the fire table)."""
    assert step(before, "Dr", tables) == (after, move)
    assert step(before, "rout", tables) == (after, move)


def test_retreat_result_10_7_12_2_3(tables: t.Tables) -> None:
    """10.7: R retreats one hex (an extra level if impossible); 12.2.3: a routed unit moves one hex toward its
    rout edge (eliminated by the extra level if impossible)."""
    assert step(FRESH_V, "R", tables) == (FRESH_V, ("retreat", 1, "extra_level"))
    assert step(TIRED_D, "R", tables) == (TIRED_D, ("retreat", 1, "extra_level"))
    assert step(FRESH_R, "R", tables) == (FRESH_R, ("rout_move", 1, "extra_level"))


@pytest.mark.parametrize(
    ("before", "after", "move"),
    [
        (FRESH_V, FRESH_D, None),
        (FRESH_D, FRESH_R, ("rout_retreat", 2, "eliminated")),  # no fatigue step on this ladder
        (TIRED_D, TIRED_R, ("rout_retreat", 2, "eliminated")),
        (FRESH_R, UnitCondition(False, "eliminated"), None),
    ],
)
def test_extra_level_10_7_r25(tables: t.Tables, before, after, move) -> None:
    """R25, 10.7: valiant → discouraged → routed (2-hex rout retreat) → eliminated; fatigue is not a step."""
    assert step(before, "extra_level", tables) == (after, move)


def test_fatigue_11(tables: t.Tables) -> None:
    """11: F turns a fresh unit to its back; a fatigued unit stays fatigued; disorganisation unchanged."""
    assert step(FRESH_D, "F", tables) == (TIRED_D, None)
    assert step(TIRED_R, "F", tables) == (TIRED_R, None)
    assert apply(TIRED_R, "F", tables).text == "already fatigued: no further effect"


def test_blocked_moves_10_7_12_2(tables: t.Tables) -> None:
    """10.7: an impossible retreat is an extra level instead; 12.2.1: no hex after a rout retreat, eliminated;
    12.2.3: a routed unit that cannot make its move is eliminated."""
    retreat = apply(FRESH_V, "R", tables)
    assert blocked(retreat, tables).after == FRESH_D and blocked(retreat, tables).move is None
    retreat = apply(FRESH_D, "R", tables)
    b = blocked(retreat, tables)
    assert b.after == FRESH_R and b.move is not None and b.move.kind == "rout_retreat"  # then the rout retreat
    assert blocked(b, tables).after.eliminated
    assert blocked(apply(FRESH_R, "R", tables), tables).after.eliminated
    assert blocked(apply(FRESH_R, "D", tables), tables).after.eliminated
    with pytest.raises(ValueError, match="owes no move"):
        blocked(apply(FRESH_V, "D", tables), tables)


def test_dr_plus_r_eliminated_before_the_r_12_2_1(tables: t.Tables) -> None:
    """12.2.1 clarification: a Dr + R unit with no hex after the Dr is eliminated before the R."""
    seq = apply_all(FRESH_V, ("Dr", "R"), tables)
    assert [tr.text for tr in seq] == ["routed", "one hex toward the rout edge"]
    after_blocked = blocked(seq[0], tables)
    assert after_blocked.after.eliminated
    assert apply_all(after_blocked.after, ("R",), tables) == (apply(after_blocked.after, "R", tables),)
    assert apply(after_blocked.after, "R", tables).after.eliminated  # nothing more happens to it


def test_routed_then_dr_plus_r_stops_at_elimination(tables: t.Tables) -> None:
    """12.2.3, 10.6: results in printed order; a routed unit taking Dr + R is eliminated by the Dr."""
    seq = apply_all(FRESH_R, ("Dr", "R"), tables)
    assert len(seq) == 1 and seq[0].after.eliminated


def test_artillery_ladders_r24(tables: t.Tables) -> None:
    """R24: R and rout eliminate artillery (9.3, 10.6, 10.7); D discourages it; open question: artillery that
    would rout by the D ladder or an extra level is eliminated."""
    assert step(FRESH_V, "R", tables, artillery=True) == (GONE, None)
    assert step(FRESH_V, "Dr", tables, artillery=True) == (GONE, None)
    assert apply(FRESH_V, "rout", tables, artillery=True, source="fire").rule.startswith("9.3")
    assert step(FRESH_V, "D", tables, artillery=True) == (FRESH_D, None)
    assert step(FRESH_D, "D", tables, artillery=True) == (TIRED_D, None)
    assert step(TIRED_D, "D", tables, artillery=True)[0].eliminated
    assert step(FRESH_D, "extra_level", tables, artillery=True)[0].eliminated
    assert step(FRESH_V, "F", tables, artillery=True) == (UnitCondition(True, "valiant"), None)


def test_eliminated_is_final_and_bad_input(tables: t.Tables) -> None:
    assert step(GONE, "D", tables) == (GONE, None)
    with pytest.raises(ValueError, match="unknown result"):
        apply(FRESH_V, "X", tables)
    with pytest.raises(ValueError):
        UnitCondition(False, "shaken")  # type: ignore[arg-type]


def test_pass_through_test_12_2_3_and_charge_10_2(tables: t.Tables) -> None:
    """12.2.3: a friendly unit passed through by a routing unit routs on d10 > its quality; an already routed
    one makes its rout move untested; 10.2: passed through by a friendly charge, it routs at once."""
    assert pass_through("pi", FRESH_V, 5, tables, 6).routs
    assert not pass_through("pi", FRESH_V, 5, tables, 5).routs
    assert pass_through("pi", FRESH_V, 5, tables, 5).tested
    routed = pass_through("mi", FRESH_R, 9, tables)
    assert routed.routs and not routed.tested
    charged = pass_through("ar", FRESH_V, 9, tables, by_charge=True)
    assert charged.routs and not charged.tested and "10.2" in charged.rule
    with pytest.raises(ValueError, match="needs the d10"):
        pass_through("pi", FRESH_V, 5, tables)


def test_shared_conditions_are_the_records_the_constructor_makes():
    """Issue #30: `condition` hands out one record per condition, equal to a new one (value, hash, repr), and
    refuses an unknown level as the constructor does; an int `fatigued` is not given `True`'s record."""
    from rules.resolve.disorder import condition

    for fatigued in (False, True):
        for level in ("valiant", "discouraged", "routed", "eliminated"):
            made = UnitCondition(fatigued, level)  # type: ignore[arg-type]
            got = condition(fatigued, level)  # type: ignore[arg-type]
            assert got == made and hash(got) == hash(made) and repr(got) == repr(made)
            assert condition(fatigued, level) is got  # type: ignore[arg-type]
    condition(True, "valiant")
    assert repr(condition(1, "valiant")) == repr(UnitCondition(1, "valiant"))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="shaken"):
        condition(False, "shaken")  # type: ignore[arg-type]
