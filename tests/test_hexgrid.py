"""Hex geometry: R12 labels and neighbours, facings (R13), lines (R17), pixels — examples and properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.geometry.hexgrid import Grid, Hex, Hexside, are_adjacent, distance, hex_range, line, ring

R12 = Grid(columns=30, rows=30)  # flat, odd columns high: the published maps


def labels(g: Grid, hexes) -> list[str]:
    return sorted(g.label(h) for h in hexes)


def test_r12_neighbours_of_0915_and_1015():
    assert labels(R12, R12.neighbours(R12.parse_label("0915"))) == ["0814", "0815", "0914", "0916", "1014", "1015"]
    assert labels(R12, R12.neighbours(R12.parse_label("1015"))) == ["0915", "0916", "1014", "1016", "1115", "1116"]


def test_tremithoussia_charge_runs_straight_north_west():
    nw = R12.facing_index("NW")
    h = R12.parse_label("1216")
    path = []
    for _ in range(4):
        h = R12.neighbour(h, nw)
        path.append(R12.label(h))
    assert path == ["1116", "1015", "0915", "0814"]
    # The routed Cl's 1015 → 0816 is two hexes, 0816 → 0717 one (R12).
    assert distance(R12.parse_label("1015"), R12.parse_label("0816")) == 2
    assert distance(R12.parse_label("0816"), R12.parse_label("0717")) == 1


def test_even_columns_high_is_a_map_setting():
    g = Grid(columns=30, rows=30, high="even")
    assert labels(g, g.neighbours(g.parse_label("0915"))) == ["0815", "0816", "0914", "0916", "1015", "1016"]


def test_pointy_grid_neighbours():
    g = Grid(columns=10, rows=10, orientation="pointy")  # odd rows shifted left
    assert labels(g, g.neighbours(g.parse_label("0505"))) == ["0404", "0405", "0406", "0504", "0506", "0605"]
    assert g.facing_names == ("NE", "E", "SE", "SW", "W", "NW")
    assert g.label(g.neighbour(g.parse_label("0505"), g.facing_index("E"))) == "0605"


def test_labels_widen_past_99_columns():
    g = Grid(columns=100, rows=100)
    assert g.label(g.from_offset(100, 7)) == "100007"
    assert g.parse_label("100007") == g.from_offset(100, 7)
    with pytest.raises(ValueError, match="6 digits"):
        g.parse_label("0915")


@pytest.mark.parametrize("bad", ["09150", "09a5", "", "9-15"])
def test_bad_labels_are_refused(bad):
    with pytest.raises(ValueError):
        R12.parse_label(bad)


def test_front_and_rear_hexes():
    h = R12.parse_label("1015")
    n = R12.facing_index("N")
    assert labels(R12, R12.front_hexes(h, n)) == ["0915", "1014", "1115"]
    assert labels(R12, R12.rear_hexes(h, n)) == ["0916", "1016", "1116"]
    assert labels(R12, R12.front_hexes(h, n, artillery=True)) == ["1014"]


def test_hexside_is_a_value_in_either_order():
    a, b = R12.parse_label("0304"), R12.parse_label("0305")
    assert Hexside(a, b) == Hexside(b, a)
    assert len({Hexside(a, b), Hexside(b, a)}) == 1
    assert Hexside(a, b).is_adjacent
    assert not Hexside(a, R12.parse_label("0306")).is_adjacent


def test_line_through_a_column_is_plain():
    steps = line(R12.parse_label("0505"), R12.parse_label("0508"))
    assert [[R12.label(h) for h in s.hexes] for s in steps] == [["0505"], ["0506"], ["0507"], ["0508"]]


def test_line_along_a_hexside_is_reported_as_the_pair():
    # 0505 → 0705: the same row two columns over; the line runs exactly along the hexside 0604/0605.
    steps = line(R12.parse_label("0505"), R12.parse_label("0705"))
    assert [[R12.label(h) for h in s.hexes] for s in steps] == [["0505"], ["0604", "0605"], ["0705"]]
    assert steps[1].along_hexside


def test_line_clipping_a_corner_counts_the_hex():
    # A shallow line that clips a third hex near a vertex: the exact test sees it (sampling would not).
    a, b = R12.parse_label("0736"), R12.parse_label("3006")
    g = Grid(columns=40, rows=40)
    crossed = {h for s in line(a, b) for h in s.hexes}
    assert g.parse_label("1230") in crossed


coords = st.builds(Hex, st.integers(-60, 60), st.integers(-60, 60))


@given(coords, coords)
def test_distance_is_symmetric(a, b):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)


@given(coords, coords, coords)
def test_triangle_inequality(a, b, c):
    assert distance(a, c) <= distance(a, b) + distance(b, c)


grids = st.builds(
    Grid, columns=st.integers(1, 120), rows=st.integers(1, 120), orientation=st.sampled_from(["flat", "pointy"]),
    first_column=st.integers(0, 3), first_row=st.integers(0, 3), high=st.sampled_from(["odd", "even"]))


@given(grids, st.data())
def test_label_round_trip(g, data):
    col = data.draw(st.integers(g.first_column, g.first_column + g.columns - 1))
    row = data.draw(st.integers(g.first_row, g.first_row + g.rows - 1))
    h = g.from_offset(col, row)
    assert g.to_offset(h) == (col, row)
    assert g.parse_label(g.label(h)) == h
    assert g.contains(h)


@given(grids, coords)
def test_neighbours_are_at_distance_one(g, h):
    ns = g.neighbours(h, on_map=False)
    assert len(set(ns)) == 6
    assert all(distance(h, n) == 1 and are_adjacent(n, h) for n in ns)
    for d in range(6):
        assert g.direction_to(h, g.neighbour(h, d)) == d


@given(coords, st.integers(0, 6))
def test_rings_and_ranges(c, radius):
    r = ring(c, radius)
    assert len(r) == (6 * radius if radius else 1)
    assert all(distance(c, h) == radius for h in r)
    rng = hex_range(c, radius)
    assert len(rng) == 3 * radius * (radius + 1) + 1
    assert all(distance(c, h) <= radius for h in rng)


near = st.builds(Hex, st.integers(-25, 25), st.integers(-25, 25))


@given(near, near)
def test_line_is_connected_from_end_to_end(a, b):
    steps = line(a, b)
    assert steps[0].hexes == (a,) and steps[-1].hexes == (b,)
    for s in steps:
        if s.along_hexside:
            assert are_adjacent(*s.hexes)
    singles = [s.hexes[0] for s in steps if not s.along_hexside]
    assert len(singles) >= 2 or a == b
    # Every hex the line enters is next to the one before (or both sit beside one spine step).
    flat = [h for s in steps for h in s.hexes]
    for x, y in zip(flat, flat[1:], strict=False):
        assert distance(x, y) <= 1


@given(grids, st.data(), st.floats(10, 200))
def test_pixel_to_hex_of_a_centre(g, data, width):
    col = data.draw(st.integers(g.first_column, g.first_column + g.columns - 1))
    row = data.draw(st.integers(g.first_row, g.first_row + g.rows - 1))
    h = g.from_offset(col, row)
    layout = g.layout(width)
    x, y = layout.center(h)
    assert layout.pixel_to_hex(x, y) == h
    assert layout.polygon(h).contains(layout.polygon(h).centroid)
    w, hgt = layout.size()
    assert 0 <= x <= w and 0 <= y <= hgt


def test_line_matches_exact_geometry():
    """The crossed hexes equal those whose interior a shapely segment meets (a brute-force oracle)."""
    from shapely.geometry import LineString

    g = Grid(columns=25, rows=25)
    layout = g.layout(64)
    hexes = list(g.hexes())
    import random

    rnd = random.Random(7)
    for _ in range(60):
        a, b = rnd.sample(hexes, 2)
        seg = LineString([layout.center(a), layout.center(b)])
        oracle = {h for h in hex_range(a, distance(a, b))
                  if layout.polygon(h).buffer(-1e-4).intersects(seg)}
        got = {s.hexes[0] for s in line(a, b) if not s.along_hexside}
        assert got == oracle, (g.label(a), g.label(b))


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("high", ["odd", "even"])
@pytest.mark.parametrize(("cols", "rows"), [(1, 1), (1, 5), (5, 1), (7, 6)])
def test_layout_box_fits_the_map_exactly(orientation, high, cols, rows):
    g = Grid(columns=cols, rows=rows, orientation=orientation, high=high)
    layout = g.layout(60)
    w, h = layout.size()
    corners = [pt for hx in g.hexes() for pt in layout.corners(hx)]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    assert min(xs) == pytest.approx(0, abs=1e-6) and min(ys) == pytest.approx(0, abs=1e-6)
    assert max(xs) == pytest.approx(w) and max(ys) == pytest.approx(h)
