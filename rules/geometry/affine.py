"""Fitting a hex grid onto a scanned map: 2-D affine transforms and their least-squares fit, in pure Python.

A scan is rarely straight: it may be rotated a little, scaled differently across and down (squashed hexes),
or skewed. The editor lets a designer click the centres of three or more hexes whose labels he knows; this
module finds the affine transform from *grid pixels* to *image pixels* that best fits those points (least
squares), and how far each clicked point lies from where the fit puts it (its residual, in image pixels).

Grid pixels are the coordinates of `Grid.layout(GRID_HEX_WIDTH)` with the default origin: the map as
`banneret render` draws it at its default scale (hexes 64 px wide, the map's top-left at (0, 0)). The
transform is stored in the scenario as `map.background.affine = [a, b, c, d, e, f]`:

    image x = a·x + b·y + c
    image y = d·x + e·y + f

No numpy: a 3 × 3 normal-equations solve (on centred, scaled coordinates, for accuracy) is all it needs.
Nothing here imports Qt.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from rules.i18n import _, ngettext

GRID_HEX_WIDTH = 64.0  # the hex width (corner to corner) of grid pixels

Point = tuple[float, float]
Affine = tuple[float, float, float, float, float, float]

IDENTITY: Affine = (1.0, 0.0, 0.0, 0.0, 1.0, 0.0)


def apply(t: Affine, x: float, y: float) -> Point:
    a, b, c, d, e, f = t
    return a * x + b * y + c, d * x + e * y + f


def determinant(t: Affine) -> float:
    return t[0] * t[4] - t[1] * t[3]


def invert(t: Affine) -> Affine:
    """The inverse transform. Raises ValueError for a singular one (it flattens the plane to a line)."""
    a, b, c, d, e, f = t
    det = a * e - b * d
    scale = max(abs(a), abs(b), abs(d), abs(e), 1e-300)
    if not math.isfinite(det) or abs(det) <= 1e-12 * scale * scale:
        raise ValueError(_("this transform flattens the map onto a line and cannot be inverted"))
    ia, ib, id_, ie = e / det, -b / det, -d / det, a / det
    return ia, ib, -(ia * c + ib * f), id_, ie, -(id_ * c + ie * f)


def compose(outer: Affine, inner: Affine) -> Affine:
    """outer ∘ inner: first `inner`, then `outer`."""
    a1, b1, c1, d1, e1, f1 = outer
    a2, b2, c2, d2, e2, f2 = inner
    return (a1 * a2 + b1 * d2, a1 * b2 + b1 * e2, a1 * c2 + b1 * f2 + c1,
            d1 * a2 + e1 * d2, d1 * b2 + e1 * e2, d1 * c2 + e1 * f2 + f1)


def similarity(scale: float, rotation_deg: float = 0.0, tx: float = 0.0, ty: float = 0.0) -> Affine:
    """Uniform scale, then rotation (degrees, clockwise on screen where y points down), then translation."""
    r = math.radians(rotation_deg)
    cs, sn = math.cos(r) * scale, math.sin(r) * scale
    return cs, -sn, tx, sn, cs, ty


def quick_fit(grid_first_centre: Point, image_origin: Point, hex_width: float) -> Affine:
    """The transform of a quick fit: the first hex's centre on `image_origin`, hexes `hex_width` image
    pixels wide, no rotation."""
    k = hex_width / GRID_HEX_WIDTH
    gx, gy = grid_first_centre
    return k, 0.0, image_origin[0] - k * gx, 0.0, k, image_origin[1] - k * gy


@dataclass(frozen=True)
class Decomposition:
    """An affine transform read as a designer thinks of a scan: scales across and down, rotation, skew."""

    scale_x: float
    scale_y: float
    rotation_deg: float
    skew_deg: float
    tx: float
    ty: float


def decompose(t: Affine) -> Decomposition:
    """t = translate · rotate · shear · scale (QR-style): rotation of the x axis, then the skew of y."""
    a, b, c, d, e, f = t
    sx = math.hypot(a, d)
    if sx == 0:
        return Decomposition(0.0, 0.0, 0.0, 0.0, c, f)
    rot = math.atan2(d, a)
    det = a * e - b * d
    sy = det / sx
    shear = (a * b + d * e) / (sx * sx)  # y's component along x, per unit of y scale
    skew = math.degrees(math.atan2(shear * sx, sy)) if sy else 0.0
    return Decomposition(sx, sy, math.degrees(rot), skew, c, f)


@dataclass(frozen=True)
class Fit:
    transform: Affine
    residuals: tuple[float, ...]  # per point, image pixels: |fit(src) - dst|

    @property
    def rms(self) -> float:
        return math.sqrt(sum(r * r for r in self.residuals) / len(self.residuals)) if self.residuals else 0.0

    @property
    def worst(self) -> float:
        return max(self.residuals, default=0.0)


def _solve3(m: list[list[float]], v: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting on a 3 × 3 system (m is modified)."""
    a = [row[:] + [v[i]] for i, row in enumerate(m)]
    n = 3
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[piv][col]) < 1e-12:
            raise ValueError(_("the points are on one line (or repeated): click hexes that are not all in a row"))
        a[col], a[piv] = a[piv], a[col]
        for r in range(col + 1, n):
            k = a[r][col] / a[col][col]
            for cc in range(col, n + 1):
                a[r][cc] -= k * a[col][cc]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][cc] * x[cc] for cc in range(r + 1, n))) / a[r][r]
    return x


def fit_affine(src: Sequence[Point], dst: Sequence[Point]) -> Fit:
    """The least-squares affine transform taking each `src` point to its `dst` point.

    Needs three or more points not all on one line. Raises ValueError otherwise (with a message for the
    designer). With exactly three points the fit is exact (residuals 0); with more, the residuals show
    which click is off.
    """
    if len(src) != len(dst):
        raise ValueError(_("every grid point needs its image point"))
    pts = [(float(x), float(y), float(u), float(v)) for (x, y), (u, v) in zip(src, dst, strict=True)]
    if len(pts) < 3:
        raise ValueError(ngettext("an exact fit needs at least 3 hexes; {count} given",
                                  "an exact fit needs at least 3 hexes; {count} given", len(pts)).format(
            count=len(pts)))
    if not all(math.isfinite(c) for p in pts for c in p):
        raise ValueError(_("a point has a coordinate that is not a finite number"))
    n = len(pts)
    # Centre and scale both point sets: the normal equations of raw pixel coordinates (thousands) are
    # badly conditioned; of centred unit-sized ones they are not.
    mx = sum(p[0] for p in pts) / n
    my = sum(p[1] for p in pts) / n
    mu = sum(p[2] for p in pts) / n
    mv = sum(p[3] for p in pts) / n
    ss = math.sqrt(sum((p[0] - mx) ** 2 + (p[1] - my) ** 2 for p in pts) / n)
    if ss == 0:
        raise ValueError(_("the points are all the same hex: click three different hexes"))
    xs = [((p[0] - mx) / ss, (p[1] - my) / ss) for p in pts]
    us = [(p[2] - mu, p[3] - mv) for p in pts]
    m = [[0.0] * 3 for _row in range(3)]
    bu = [0.0] * 3
    bv = [0.0] * 3
    for (x, y), (u, v) in zip(xs, us, strict=True):
        row = (x, y, 1.0)
        for i in range(3):
            for j in range(3):
                m[i][j] += row[i] * row[j]
            bu[i] += row[i] * u
            bv[i] += row[i] * v
    # Collinear points make the x-y block singular: check its conditioning relative to its size.
    sxx, sxy, syy = m[0][0], m[0][1], m[1][1]
    det2 = sxx * syy - sxy * sxy
    if det2 <= 1e-9 * max(sxx + syy, 1e-300) ** 2:
        raise ValueError(_("the points are on one line: click hexes that are not all in a row"))
    a_, b_, c_ = _solve3(m, bu)
    d_, e_, f_ = _solve3(m, bv)
    # Undo the normalisation: u = a·(x-mx)/ss + b·(y-my)/ss + c + mu
    a, b = a_ / ss, b_ / ss
    d, e = d_ / ss, e_ / ss
    c = c_ + mu - a * mx - b * my
    f = f_ + mv - d * mx - e * my
    t: Affine = (a, b, c, d, e, f)
    residuals = []
    for x, y, u, v in pts:
        px, py = apply(t, x, y)
        residuals.append(math.hypot(px - u, py - v))
    return Fit(t, tuple(residuals))
