"""The canvas's figure positions (editor/table/figures.py) against the validator's bases
(rules/bbg/validate.py: unit_bases, B3): the same slots at the same places for any pose, grid and base size,
and loose figures carried along unchanged in the unit's frame when it moves and turns."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.table.figures import moved_figures, to_table, unit_figures
from rules.bbg import model as m
from rules.bbg.validate import unit_bases

rows = st.integers(1, 4).flatmap(lambda files: st.lists(
    st.text(alphabet="SOMZ.", min_size=files, max_size=files), min_size=1, max_size=4))
poses = st.builds(m.Pose, st.floats(-50, 50), st.floats(-50, 50), st.floats(0, 359.9))
bases = st.tuples(st.floats(0.2, 3.0), st.floats(0.2, 3.0))


@settings(max_examples=150, deadline=None)
@given(rows, poses, bases)
def test_figures_stand_where_the_validator_puts_their_bases(ranks, pose, base):
    unit = m.Unit("u", "a", pose, ranks=tuple(ranks))
    figs = unit_figures(unit, base)
    polys = unit_bases(unit, *base)
    assert len(figs.centres) == len(polys) == unit.figure_count()
    for local, poly in zip(figs.centres, polys, strict=True):
        x, y = to_table(unit, local)
        assert (x, y) == pytest.approx((poly.centroid.x, poly.centroid.y), abs=1e-6)


@settings(max_examples=100, deadline=None)
@given(poses, poses, st.lists(st.tuples(st.floats(-3, 3), st.floats(-3, 3)), min_size=1, max_size=6))
def test_loose_figures_keep_their_places_in_the_units_frame(start, end, offsets):
    figures = tuple(m.LooseFigure("S", start.x + dx, start.y + dy) for dx, dy in offsets)
    unit = m.Unit("u", "a", start, figures=figures)
    before = unit_figures(unit, (1.0, 1.0)).centres
    moved = m.Unit("u", "a", end, figures=moved_figures(unit, end))
    after = unit_figures(moved, (1.0, 1.0)).centres
    flat = [c for xy in after for c in xy]
    assert flat == pytest.approx([c for xy in before for c in xy], abs=0.01)  # the file keeps 3 decimals


def test_a_zero_base_is_drawn_as_an_unknown_one_not_a_crash():
    unit = m.Unit("u", "a", m.Pose(3, 4, 30), ranks=("OSS", "SS."))
    figs = unit_figures(unit, (0.0, 1.0))
    assert not figs.base_known and len(figs.centres) == 5 and figs.base == (1.0, 1.0)
