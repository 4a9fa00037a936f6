"""Rank filling and broken ranks (B10) and the rout's break-up (B30)."""

import pytest

from rules.bbg.breakdown import BadFact
from rules.bbg.formation import fill_ranks, rout_breaks_up
from rules.bbg.units import block_ranks, ranks_from_text


def test_the_man_behind_steps_up_and_no_gap_remains_b10():
    f = fill_ranks(block_ranks(4, 2), fallen=[(1, 2)])
    assert f.gaps == 0 and f.moves == (((2, 2), (1, 2)),)
    assert f.ranks == ((True, True, True, True), (True, False, True, True))


def test_left_then_right_when_nobody_is_straight_behind_b10():
    f = fill_ranks(ranks_from_text(["SSSS", "S.SS"]), fallen=[(1, 2)])
    assert f.moves == (((2, 1), (1, 2)),) and f.gaps == 0  # the unit's left (file 1) first
    f = fill_ranks(ranks_from_text(["SSSS", "S.SS"]), fallen=[(1, 2)], choices={(1, 2): 3})
    assert f.moves == (((2, 3), (1, 2)),)


def test_a_front_place_nobody_can_reach_is_a_gap_b10():
    f = fill_ranks(ranks_from_text(["SSSSSS", "SS...S"]), fallen=[(1, 4)])
    assert f.gaps == 1 and f.as_dict()["broken_rank"] == -1
    f = fill_ranks(ranks_from_text(["SSSS"]), fallen=[(1, 1), (1, 2)])
    assert f.gaps == 2


def test_each_figure_moves_at_most_one_rank_b10():
    f = fill_ranks(block_ranks(3, 3), fallen=[(1, 2), (2, 2)])
    assert ((3, 2), (1, 2)) not in f.moves
    assert f.ranks[0] == (True, True, True) and f.gaps == 0


def test_bad_facts_are_refused():
    with pytest.raises(BadFact):
        fill_ranks(block_ranks(2, 1), fallen=[(2, 1)])
    with pytest.raises(BadFact):
        fill_ranks(ranks_from_text(["SS", ".S"]), fallen=[(1, 1)], choices={(1, 1): 1})


def test_rout_breaks_up_b30():
    assert rout_breaks_up(True, 13, 6)[0] and not rout_breaks_up(True, 12, 6)[0]
    assert rout_breaks_up(True, 9, 6, rates=[4, 6])[0]
    assert rout_breaks_up(True, 9, 6, difficult=True)[0]
    assert not rout_breaks_up(False, 20, 1)[0]
