"""The background fit: least-squares affine transforms recover rotation, scale, skew and squash exactly, and
a scan rotated 1° over 40 hexes puts every hex centre on its hex."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from rules.geometry.affine import (
    GRID_HEX_WIDTH,
    apply,
    compose,
    decompose,
    fit_affine,
    invert,
    quick_fit,
    similarity,
)
from rules.geometry.hexgrid import Grid

finite = st.floats(-3.0, 3.0, allow_nan=False)
coords = st.floats(-2000.0, 2000.0, allow_nan=False)


def _transform(scale_x, scale_y, rot, skew, tx, ty):
    """Scale (squash), skew, rotate, translate."""
    r, k = math.radians(rot), math.tan(math.radians(skew))
    # [sx, k*sy; 0, sy] then rotation
    a0, b0, d0, e0 = scale_x, k * scale_y, 0.0, scale_y
    cs, sn = math.cos(r), math.sin(r)
    return (cs * a0 - sn * d0, cs * b0 - sn * e0, tx, sn * a0 + cs * d0, sn * b0 + cs * e0, ty)


@given(st.floats(0.2, 5.0), st.floats(0.2, 5.0), st.floats(-45, 45), st.floats(-20, 20), coords, coords,
       st.lists(st.tuples(coords, coords), min_size=3, max_size=12, unique=True))
def test_fit_recovers_a_known_transform(sx, sy, rot, skew, tx, ty, src):
    xs = [p[0] for p in src]
    ys = [p[1] for p in src]
    # points well spread in both directions (not all in a row)
    area = abs((xs[1] - xs[0]) * (ys[2] - ys[0]) - (xs[2] - xs[0]) * (ys[1] - ys[0]))
    assume(area > 1000.0)
    t = _transform(sx, sy, rot, skew, tx, ty)
    dst = [apply(t, x, y) for x, y in src]
    fit = fit_affine(src, dst)
    for got, want in zip(fit.transform, t, strict=True):
        assert got == pytest.approx(want, rel=1e-6, abs=1e-6)
    assert fit.worst < 1e-6 * max(1.0, max(abs(c) for p in dst for c in p))
    dec = decompose(fit.transform)
    assert dec.rotation_deg == pytest.approx(rot, abs=1e-6)
    assert dec.scale_x == pytest.approx(sx, rel=1e-6)
    assert dec.scale_y == pytest.approx(sy, rel=1e-6)
    assert dec.skew_deg == pytest.approx(skew, abs=1e-5)


@given(st.tuples(finite, finite, coords, finite, finite, coords), coords, coords)
def test_invert_round_trips(t, x, y):
    assume(abs(t[0] * t[4] - t[1] * t[3]) > 1e-2)
    u, v = apply(t, x, y)
    bx, by = apply(invert(t), u, v)
    assert bx == pytest.approx(x, abs=1e-6 * (1 + abs(u) + abs(v)) / abs(t[0] * t[4] - t[1] * t[3]) + 1e-6)
    assert by == pytest.approx(y, abs=1e-6 * (1 + abs(u) + abs(v)) / abs(t[0] * t[4] - t[1] * t[3]) + 1e-6)
    ident = compose(invert(t), t)
    for got, want in zip(ident, (1, 0, 0, 0, 1, 0), strict=True):
        assert got == pytest.approx(want, abs=1e-6)


def test_noisy_clicks_give_residuals_that_point_at_the_bad_one():
    t = similarity(1.3, 2.0, 40, 25)
    src = [(0, 0), (1000, 0), (0, 1000), (1000, 1000), (500, 500)]
    dst = [apply(t, x, y) for x, y in src]
    dst[4] = (dst[4][0] + 12.0, dst[4][1])  # one click 12 px off
    fit = fit_affine(src, dst)
    worst = max(range(5), key=lambda i: fit.residuals[i])
    assert worst == 4
    assert 0 < fit.rms < 12


def test_one_degree_over_forty_hexes_lands_every_hex_on_its_hex():
    """A scan rotated 1°, squashed 2 % and 40 × 40 hexes: fit from 4 noisy clicks (±1 px), then every hex
    centre of the map maps within a small fraction of a hex of where the scan has it."""
    g = Grid(40, 40)
    layout = g.layout(GRID_HEX_WIDTH)
    truth = compose(similarity(1.1, 1.0, 37.0, 55.0), (1.0, 0.0, 0.0, 0.0, 0.98, 0.0))
    rng = random.Random(3)
    picks = [g.from_offset(c, r) for c, r in ((1, 1), (40, 1), (1, 40), (40, 40), (20, 21))]
    src = [layout.center(h) for h in picks]
    dst = [(u + rng.uniform(-1, 1), v + rng.uniform(-1, 1)) for u, v in (apply(truth, x, y) for x, y in src)]
    fit = fit_affine(src, dst)
    hex_px = GRID_HEX_WIDTH * 1.1
    worst = 0.0
    for h in g.hexes():
        x, y = layout.center(h)
        fx, fy = apply(fit.transform, x, y)
        tx, ty = apply(truth, x, y)
        worst = max(worst, math.hypot(fx - tx, fy - ty))
    assert worst < 0.05 * hex_px  # within 5 % of a hex everywhere
    # and without the fit, the quick fit (first hex + width, no rotation) would miss by a third of a hex
    q = quick_fit(layout.center(picks[0]), dst[0], hex_px)
    far = max(math.hypot(*(a - b for a, b in zip(apply(q, *layout.center(h)), apply(truth, *layout.center(h)),
                                                  strict=True))) for h in g.hexes())
    assert far > 0.3 * hex_px


@pytest.mark.parametrize("pts", [
    [(0, 0), (1, 1)],
    [(0, 0), (10, 10), (20, 20)],
    [(5, 5), (5, 5), (5, 5)],
])
def test_too_few_or_collinear_points_are_refused_with_a_message(pts):
    with pytest.raises(ValueError, match="hex|line|3"):
        fit_affine(pts, pts)


def test_singular_transform_cannot_be_inverted():
    with pytest.raises(ValueError):
        invert((1, 2, 0, 2, 4, 0))


def test_quick_fit_puts_the_first_hex_on_the_origin():
    q = quick_fit((32.0, 27.7), (100.0, 80.0), 128.0)
    assert apply(q, 32.0, 27.7) == pytest.approx((100.0, 80.0))
    assert apply(q, 32.0 + 64, 27.7)[0] == pytest.approx(100.0 + 128.0)
