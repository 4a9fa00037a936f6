"""Hex geometry: one internal coordinate (axial), printed labels only at the edges.

Follows the Red Blob Games guide (axial/cube coordinates, lines by interpolation). The printed maps of
the series use flat-topped hexes in columns with the odd columns sitting half a hex higher (R12); which
columns (or, on a pointy grid, which rows) sit high is a map setting.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Literal, NamedTuple

from rules.i18n import _

Orientation = Literal["flat", "pointy"]
Parity = Literal["odd", "even"]


class Hex(NamedTuple):
    """Axial coordinate (q, r); the third cube coordinate is s = -q - r."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:  # type: ignore[override]
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)


# The six axial directions, clockwise from the top. On a flat grid they are N, NE, SE, S, SW, NW; on a
# pointy grid the same vectors are NE, E, SE, SW, W, NW (starting one step later on the clock face).
_FLAT_DIRECTIONS = (Hex(0, -1), Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0))
_POINTY_DIRECTIONS = (Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0), Hex(0, -1))
FACING_NAMES: dict[str, tuple[str, ...]] = {
    "flat": ("N", "NE", "SE", "S", "SW", "NW"),
    "pointy": ("NE", "E", "SE", "SW", "W", "NW"),
}


def distance(a: Hex, b: Hex) -> int:
    """Hex distance: the fewest steps between two hexes."""
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def axial_neighbours(h: Hex) -> list[Hex]:
    return [h + d for d in _FLAT_DIRECTIONS]


def are_adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly `radius` from `center`, clockwise."""
    if radius == 0:
        return [center]
    out: list[Hex] = []
    h = Hex(center.q + _FLAT_DIRECTIONS[4].q * radius, center.r + _FLAT_DIRECTIONS[4].r * radius)
    for side in range(6):
        for _step in range(radius):
            out.append(h)
            h = h + _FLAT_DIRECTIONS[side]
    return out


def hex_range(center: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius` of `center` (the centre included)."""
    return [
        Hex(center.q + dq, center.r + dr)
        for dq in range(-radius, radius + 1)
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)
    ]


@dataclass(frozen=True, eq=False)
class Hexside:
    """The side shared by two hexes. Equal (and hashed) whichever order its hexes are given in.

    The order written is kept in `a`/`b` because for walls, gates and fortifications the first hex is
    the inside (the protected side).
    """

    a: Hex
    b: Hex

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hexside):
            return NotImplemented
        return {self.a, self.b} == {other.a, other.b}

    def __hash__(self) -> int:
        return hash(frozenset((self.a, self.b)))

    @property
    def hexes(self) -> frozenset[Hex]:
        return frozenset((self.a, self.b))

    @property
    def is_adjacent(self) -> bool:
        return are_adjacent(self.a, self.b)

    def other(self, h: Hex) -> Hex:
        if h == self.a:
            return self.b
        if h == self.b:
            return self.a
        raise ValueError(f"{h} is not on this hexside")


@dataclass(frozen=True)
class LineStep:
    """One step of a centre-to-centre line: a hex it crosses, or two hexes whose shared hexside it runs
    along exactly (R17: such a step is blocked only when both hexes are obstacles)."""

    hexes: tuple[Hex, ...]

    @property
    def along_hexside(self) -> bool:
        return len(self.hexes) == 2


def _open_interval(alpha: int, beta: int) -> tuple[Fraction, Fraction] | None:
    """The t where |alpha + beta·t| < 1, as an open interval (None when empty; ±inf as ±10**9)."""
    if beta == 0:
        return (Fraction(-(10**9)), Fraction(10**9)) if abs(alpha) < 1 else None
    lo, hi = Fraction(-1 - alpha, beta), Fraction(1 - alpha, beta)
    return (lo, hi) if lo < hi else (hi, lo)


def _crossing(a: Hex, b: Hex, c: Hex) -> tuple[str, Fraction] | None:
    """How the segment from the centre of `a` to the centre of `b` meets hex `c`.

    The hex is {p : |dx-dy| <= 1, |dy-dz| <= 1, |dz-dx| <= 1} in cube coordinates (d = p - c); along the
    segment each of the three is an integer linear function of t, so the test is exact. Returns
    ("cross", mid-t) when the segment passes through the hex's interior, ("side", mid-t) when it runs along
    one of its hexsides for a positive length, None otherwise (a vertex touch is not a crossing).
    """
    ax, ay, az = a.q - c.q, a.r - c.r, a.s - c.s
    bx, by, bz = b.q - a.q, b.r - a.r, b.s - a.s
    funcs = ((ax - ay, bx - by), (ay - az, by - bz), (az - ax, bz - bx))
    lo, hi = Fraction(0), Fraction(1)
    on_side = False
    for alpha, beta in funcs:
        if beta == 0 and abs(alpha) == 1:
            on_side = True  # parallel to, and on, one of this hex's hexsides
            continue
        iv = _open_interval(alpha, beta)
        if iv is None:
            return None
        lo, hi = max(lo, iv[0]), min(hi, iv[1])
        if lo >= hi:
            return None
    return ("side" if on_side else "cross", (lo + hi) / 2)


def line(a: Hex, b: Hex) -> list[LineStep]:
    """The hexes a centre-to-centre line from `a` to `b` passes through, in order, both ends included.

    Exact: a hex counts when the line passes through its interior, however little (a line that only
    touches a vertex does not enter the hex). Where the line runs exactly along a hexside, the two hexes
    sharing it form one two-hex step (R17: blocked only when both are obstacles).
    """
    n = distance(a, b)
    if n == 0:
        return [LineStep((a,))]
    candidates: set[Hex] = set()
    for i in range(n + 1):
        x = Fraction(a.q) + Fraction((b.q - a.q) * i, n)
        y = Fraction(a.r) + Fraction((b.r - a.r) * i, n)
        h = _cube_round(x, y, -x - y)
        candidates.add(h)
        candidates.update(h + d for d in _FLAT_DIRECTIONS)
    crossed: list[tuple[Fraction, Hex]] = []
    sides: dict[Fraction, list[Hex]] = {}
    for c in candidates:
        hit = _crossing(a, b, c)
        if hit is None:
            continue
        kind, t = hit
        if kind == "cross":
            crossed.append((t, c))
        else:
            sides.setdefault(t, []).append(c)
    items: list[tuple[Fraction, tuple[Hex, ...]]] = [(t, (c,)) for t, c in crossed]
    items += [(t, tuple(sorted(hs))) for t, hs in sides.items()]
    items.sort(key=lambda it: it[0])
    return [LineStep(hs) for _, hs in items]


@lru_cache(maxsize=8192)
def _line_offsets(dq: int, dr: int) -> tuple[tuple[Hex, ...], ...]:
    return tuple(step.hexes for step in line(Hex(0, 0), Hex(dq, dr)))


def line_hexes(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], ...]:
    """The steps of `line(a, b)` as tuples of hexes, computed once per displacement `b - a`.

    The exact test of `line` depends only on the displacement (it works on `a - c` and `b - a`), so the
    line from `a` is the line from the origin moved by `a`: line of sight asks for the same few hundred
    displacements over and over, and this answers them without rational arithmetic.
    """
    base = _line_offsets(b.q - a.q, b.r - a.r)
    q, r = a.q, a.r
    return tuple(tuple(Hex(h.q + q, h.r + r) for h in step) for step in base)


def _cube_round(x: Fraction | float, y: Fraction | float, z: Fraction | float) -> Hex:
    """The hex holding a cube point: round each coordinate, then fix the one that moved most."""
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    return Hex(int(rx), int(ry))


_LABEL_RE = re.compile(r"^\d+$")


DIRECTIONS_KEPT = 65536  # `Grid.neighbour`'s and `Grid.direction_to`'s answers kept per grid at most (each)
_KEPT = ("_neighbours", "_labels", "_neighbour", "_direction_to")  # a grid's kept answers, left out of its pickles


@dataclass(frozen=True)
class Grid:
    """A map's hex grid: size, orientation, printed numbering, and which columns (rows) sit high.

    Flat grid: hexes in columns; `high` names the columns that sit half a hex higher (R12: odd).
    Pointy grid: hexes in rows; `high` names the rows that sit half a hex further left.
    """

    columns: int
    rows: int
    orientation: Orientation = "flat"
    first_column: int = 1
    first_row: int = 1
    high: Parity = "odd"
    digits: int = field(default=0)

    def __post_init__(self) -> None:
        if self.digits == 0:
            last = max(self.first_column + self.columns - 1, self.first_row + self.rows - 1, 99)
            object.__setattr__(self, "digits", len(str(last)))

    # -- offset (printed) <-> axial ------------------------------------------------------------------
    @property
    def _p(self) -> int:
        return 1 if self.high == "odd" else 0

    def from_offset(self, col: int, row: int) -> Hex:
        if self.orientation == "flat":
            return Hex(col, row - (col + self._p) // 2)
        return Hex(col - (row + self._p) // 2, row)

    def to_offset(self, h: Hex) -> tuple[int, int]:
        if self.orientation == "flat":
            return h.q, h.r + (h.q + self._p) // 2
        return h.q + (h.r + self._p) // 2, h.r

    def label(self, h: Hex) -> str:
        cache = self.__dict__.get("_labels")
        if cache is None:  # kept per grid: choices and notes are listed by label, thousands of times a game
            cache = {}
            object.__setattr__(self, "_labels", cache)
        got = cache.get(h)
        if got is None:
            col, row = self.to_offset(h)
            got = cache[h] = f"{col},{row}" if col < 0 or row < 0 else f"{col:0{self.digits}d}{row:0{self.digits}d}"
        return got

    def parse_label(self, label: str) -> Hex:
        """`"0915"` → the hex. Raises ValueError for a label that is not CCRR-shaped (it may be off-map)."""
        text = str(label).strip()
        if not _LABEL_RE.match(text) or len(text) != 2 * self.digits:
            raise ValueError(
                _("hex label {label} is not {digits} digits (column then row, e.g. {example})").format(
                    label=repr(label), digits=2 * self.digits, example=f"{'0' * (self.digits - 2)}0915")
            )
        return self.from_offset(int(text[: self.digits]), int(text[self.digits :]))

    def contains(self, h: Hex) -> bool:
        col, row = self.to_offset(h)
        return (
            self.first_column <= col < self.first_column + self.columns
            and self.first_row <= row < self.first_row + self.rows
        )

    def hexes(self) -> Iterator[Hex]:
        """Every hex of the map, column by column (row by row on a pointy grid)."""
        if self.orientation == "flat":
            for col in range(self.first_column, self.first_column + self.columns):
                for row in range(self.first_row, self.first_row + self.rows):
                    yield self.from_offset(col, row)
        else:
            for row in range(self.first_row, self.first_row + self.rows):
                for col in range(self.first_column, self.first_column + self.columns):
                    yield self.from_offset(col, row)

    @property
    def size(self) -> int:
        return self.columns * self.rows

    # -- directions and facings (R13) ------------------------------------------------------------------
    @property
    def directions(self) -> tuple[Hex, ...]:
        return _FLAT_DIRECTIONS if self.orientation == "flat" else _POINTY_DIRECTIONS

    @property
    def facing_names(self) -> tuple[str, ...]:
        return FACING_NAMES[self.orientation]

    def facing_index(self, name: str) -> int:
        try:
            return self.facing_names.index(str(name).upper())
        except ValueError:
            names = ", ".join(self.facing_names)
            raise ValueError(
                (_("facing {facing} is not one of {names} on a flat grid") if self.orientation == "flat" else
                 _("facing {facing} is not one of {names} on a pointy grid")).format(facing=repr(name), names=names)
            ) from None

    def neighbour(self, h: Hex, direction: int) -> Hex:
        """The hex next to `h` in that direction (any int, taken modulo 6), kept per grid by (hex, direction): a
        new `Hex` is a Python `__add__` and a Python `__new__`, 4,200 times a greedy game of Tremithoussia for the
        same few hundred answers (the front and edge hexes, issue #30). At most `DIRECTIONS_KEPT` answers (then
        the table starts again): the hexes asked about may lie off the map, and the direction is any int."""
        cache = self.__dict__.get("_neighbour")
        if cache is None:
            cache = {}
            object.__setattr__(self, "_neighbour", cache)
        key = (h, direction)
        got = cache.get(key)
        if got is None:
            if len(cache) >= DIRECTIONS_KEPT:
                cache.clear()
            got = cache[key] = h + self.directions[direction % 6]
        return got

    def neighbours(self, h: Hex, on_map: bool = True) -> list[Hex]:
        cache = self.__dict__.get("_neighbours")
        if cache is None:  # kept per grid: the rules and the players ask for the same hexes over and over
            cache = {}
            object.__setattr__(self, "_neighbours", cache)
        key = (h, on_map)
        got = cache.get(key)
        if got is None:
            out = [h + d for d in self.directions]
            got = cache[key] = tuple(n for n in out if self.contains(n)) if on_map else tuple(out)
        return list(got)

    def __getstate__(self) -> dict:
        """The fields only: the neighbours and labels kept by `neighbours` and `label` are made again where they
        are needed."""
        return {k: v for k, v in self.__dict__.items() if k not in _KEPT}

    def direction_to(self, a: Hex, b: Hex) -> int | None:
        """The direction index from `a` to an adjacent `b` (None when not adjacent), kept per grid by (a, b): a
        Python `__sub__` and `__new__` and the directions' property each call before, 4,000 times a greedy game
        of Tremithoussia (issue #30). At most `DIRECTIONS_KEPT` answers (then the table starts again)."""
        cache = self.__dict__.get("_direction_to")
        if cache is None:
            cache = {}
            object.__setattr__(self, "_direction_to", cache)
        key = (a, b)
        got = cache.get(key, -1)
        if got == -1:
            try:
                got = self.directions.index(b - a)
            except ValueError:
                got = None
            if len(cache) >= DIRECTIONS_KEPT:
                cache.clear()
            cache[key] = got
        return got

    def front_hexes(self, h: Hex, facing: int, artillery: bool = False) -> list[Hex]:
        """R13: the faced hexside and its two neighbours; artillery has one front hex."""
        dirs = (facing,) if artillery else (facing - 1, facing, facing + 1)
        return [self.neighbour(h, d) for d in dirs]

    def rear_hexes(self, h: Hex, facing: int, artillery: bool = False) -> list[Hex]:
        front = set(self.front_hexes(h, facing, artillery))
        return [n for n in self.neighbours(h, on_map=False) if n not in front]

    # -- pixels ----------------------------------------------------------------------------------------
    def layout(self, hex_width: float, origin: tuple[float, float] | None = None) -> Layout:
        """Pixel layout with hexes `hex_width` px corner to corner; `origin` is the first hex's centre
        (default: the map's top-left hex just touches (0, 0))."""
        return Layout(self, hex_width / 2.0, origin)


@dataclass(frozen=True)
class Layout:
    """Axial hex ↔ pixel for one grid, hex radius and origin (the first hex's centre)."""

    grid: Grid
    radius: float
    origin: tuple[float, float] | None = None

    def __post_init__(self) -> None:
        # The translation is computed once: center() is called for every hex of every drawing.
        if self.origin is not None:
            fx, fy = self._raw(self.grid.from_offset(self.grid.first_column, self.grid.first_row))
            offset = (self.origin[0] - fx, self.origin[1] - fy)
        else:  # the whole map's bounding box starts at (0, 0)
            xs, ys = zip(*(self._raw(h) for h in self._border()), strict=True)
            offset = (self._half_w - min(xs), self._half_h - min(ys))
        object.__setattr__(self, "_offset", offset)

    def _border(self) -> list[Hex]:
        """The hexes of the first two and last two columns and rows: they hold the map's extremes."""
        g = self.grid
        cols = sorted({c for c in (g.first_column, g.first_column + 1, g.first_column + g.columns - 2,
                                   g.first_column + g.columns - 1)
                       if g.first_column <= c < g.first_column + g.columns})
        rows = sorted({r for r in (g.first_row, g.first_row + 1, g.first_row + g.rows - 2, g.first_row + g.rows - 1)
                       if g.first_row <= r < g.first_row + g.rows})
        return [g.from_offset(c, r) for c in cols for r in range(g.first_row, g.first_row + g.rows)] + [
            g.from_offset(c, r) for r in rows for c in range(g.first_column, g.first_column + g.columns)]

    @property
    def _half_w(self) -> float:
        return self.radius if self.grid.orientation == "flat" else self.radius * math.sqrt(3) / 2

    @property
    def _half_h(self) -> float:
        return self.radius * math.sqrt(3) / 2 if self.grid.orientation == "flat" else self.radius

    def _raw(self, h: Hex) -> tuple[float, float]:
        r = self.radius
        if self.grid.orientation == "flat":
            return r * 1.5 * h.q, r * math.sqrt(3) * (h.r + h.q / 2)
        return r * math.sqrt(3) * (h.q + h.r / 2), r * 1.5 * h.r

    def center(self, h: Hex) -> tuple[float, float]:
        ox, oy = self._offset
        x, y = self._raw(h)
        return x + ox, y + oy

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corners, clockwise from the east (flat) or north-east (pointy) one."""
        cx, cy = self.center(h)
        start = 0.0 if self.grid.orientation == "flat" else -30.0
        out = []
        for i in range(6):
            a = math.radians(start + 60 * i)
            out.append((cx + self.radius * math.cos(a), cy + self.radius * math.sin(a)))
        return out

    def hexside_segment(self, side: Hexside) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two pixel corners of the side shared by two adjacent hexes."""
        ca, cb = self.center(side.a), self.center(side.b)
        mx, my = (ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2
        dx, dy = cb[0] - ca[0], cb[1] - ca[1]
        length = math.hypot(dx, dy)
        half = self.radius / 2
        px, py = -dy / length * half, dx / length * half
        return (mx + px, my + py), (mx - px, my - py)

    def polygon(self, h: Hex):  # -> shapely.Polygon
        from shapely.geometry import Polygon

        return Polygon(self.corners(h))

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        ox, oy = self._offset
        x, y = x - ox, y - oy
        r = self.radius
        if self.grid.orientation == "flat":
            fq = (2.0 / 3.0 * x) / r
            fr = (-1.0 / 3.0 * x + math.sqrt(3) / 3.0 * y) / r
        else:
            fq = (math.sqrt(3) / 3.0 * x - 1.0 / 3.0 * y) / r
            fr = (2.0 / 3.0 * y) / r
        return _cube_round(fq, fr, -fq - fr)

    def size(self) -> tuple[float, float]:
        """Width and height in pixels of the whole map (with the default origin)."""
        xs, ys = zip(*(self.center(h) for h in self._border()), strict=True)
        return max(xs) + self._half_w, max(ys) + self._half_h
