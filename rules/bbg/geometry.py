"""The open table in M (B3): a unit's pose, frame, figure slots, footprint, reference points and distances, and
the zones of B18/B44 — field of view, zone of control, front/side/rear zones, protected-flank zones (B19).

Conventions (B3): x east, y north; headings are compass degrees, clockwise, 0 = +y; forward (sin h, cos h),
right (cos h, −sin h). Local coordinates: u lateral (+ right), v forward, origin at the pose (the centre of the
front edge). A close unit occupies u ∈ [−W/2, W/2], v ∈ [−D, 0]; file j (1 = the unit's left) of rank r
(1 = front) has its centre at u = −W/2 + (j − ½)·bw, v = −(r − ½)·bd. The half-base stagger of close order
[L132] is drawn, not geometry: it does not widen the frame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from rules.bbg.breakdown import BadFact
from rules.bbg.rulebook import PROTECTED_FLANK_M, ZOC_RADIUS_M

QUAD_SEGS = 64  # arc error below 0.0003 M for the 4 M shoulders (B44)
FAR = 1.0e4  # "no depth limit": rays long enough for any table (B44)


@dataclass(frozen=True)
class Pose:
    """The centre of a unit's front edge and its heading (B3)."""

    x: float
    y: float
    heading: float  # compass degrees, clockwise from north

    @property
    def forward(self) -> tuple[float, float]:
        h = math.radians(self.heading)
        return math.sin(h), math.cos(h)

    @property
    def right(self) -> tuple[float, float]:
        h = math.radians(self.heading)
        return math.cos(h), -math.sin(h)

    def to_table(self, u: float, v: float) -> tuple[float, float]:
        (fx, fy), (rx, ry) = self.forward, self.right
        return self.x + u * rx + v * fx, self.y + u * ry + v * fy

    def to_local(self, x: float, y: float) -> tuple[float, float]:
        (fx, fy), (rx, ry) = self.forward, self.right
        dx, dy = x - self.x, y - self.y
        return dx * rx + dy * ry, dx * fx + dy * fy

    def moved(self, dx: float, dy: float, turn: float = 0.0) -> Pose:
        return Pose(self.x + dx, self.y + dy, (self.heading + turn) % 360.0)


@dataclass(frozen=True)
class Figure:
    """One figure's slot: its id, rank and file (1-based; 0 for a loose figure placed freely) and centre."""

    id: str
    rank: int
    file: int
    x: float
    y: float


@dataclass(frozen=True)
class Body:
    """A unit on the table as geometry: a close block of slots, or loose figures at free positions (B3).

    `slots` (close): one tuple per rank, front first, each holding a figure id or None for an empty place,
    all ranks `files` long. `positions` (loose): figure id → centre (x, y) in table coordinates; the pose is
    then derived from them and `heading`. Base sizes are in M (cm ÷ the scenario's cm_per_M)."""

    pose: Pose
    base_w: float
    base_d: float
    slots: tuple[tuple[str | None, ...], ...] = ()
    positions: tuple[tuple[str, float, float], ...] = ()
    close: bool = True
    name: str = ""

    def __post_init__(self):
        if self.base_w <= 0 or self.base_d <= 0:
            raise BadFact(f"{self.name or 'unit'}: base size must be positive")
        if self.slots and len({len(r) for r in self.slots}) != 1:
            raise BadFact(f"{self.name or 'unit'}: every rank must have as many places as there are files")

    # -- construction -----------------------------------------------------------------------------------------
    @staticmethod
    def block(pose: Pose, files: int, ranks: int | Sequence[Sequence[bool | str | None]], base_w: float,
              base_d: float, close: bool = True, name: str = "") -> Body:
        """A block of `files` × `ranks`; `ranks` may be a count (all places filled) or rows of occupancy."""
        if isinstance(ranks, int):
            rows = [[True] * files for _ in range(ranks)]
        else:
            rows = [[c not in (None, False, ".", " ", "") for c in r] for r in ranks]
            rows = [r + [False] * (files - len(r)) for r in rows]
        slots = tuple(tuple(f"r{r}f{j}" if filled else None for j, filled in enumerate(row, 1))
                      for r, row in enumerate(rows, 1))
        return Body(pose, base_w, base_d, slots=slots, close=close, name=name)

    @staticmethod
    def loose(heading: float, figures: Iterable[tuple[str, float, float]], base_w: float, base_d: float,
              name: str = "") -> Body:
        """Loose figures at free centres; the frame is the smallest heading-aligned rectangle that holds their
        bases, and the pose the centre of its front edge (B3)."""
        figs = tuple(figures)
        if not figs:
            raise BadFact(f"{name or 'unit'}: a loose unit needs at least one figure")
        probe = Pose(0.0, 0.0, heading)
        loc = [probe.to_local(x, y) for _, x, y in figs]
        u0 = min(u for u, _ in loc) - base_w / 2
        u1 = max(u for u, _ in loc) + base_w / 2
        v1 = max(v for _, v in loc) + base_d / 2
        px, py = probe.to_table((u0 + u1) / 2, v1)
        return Body(Pose(px, py, heading), base_w, base_d, positions=figs, close=False, name=name)

    def moved_to(self, pose: Pose) -> Body:
        """The same unit carried rigidly to `pose` (its front-edge centre and heading): a dragged unit, a leg of
        a rout path. Loose figures keep their places relative to the pose."""
        if not self.positions:
            return Body(pose, self.base_w, self.base_d, slots=self.slots, close=self.close, name=self.name)
        figs = []
        for fid, x, y in self.positions:
            u, v = self.pose.to_local(x, y)
            figs.append((fid, *pose.to_table(u, v)))
        return Body.loose(pose.heading, figs, self.base_w, self.base_d, name=self.name)

    def carry(self, still: Body) -> Body:
        """This body (the same unit as `still`, carried rigidly: a dragged unit) given `still`'s shapes already
        computed — footprint, field of view, ZOC, protected-flank zones — moved with it instead of built anew (a
        union of bases, a buffer and an intersection each, at every frame of a drag). They are rigid with the
        unit (B3, B19, B44): the same shapes, to the last bits of a float. Returns self."""
        if still is self or still.slots != self.slots or {f for f, _x, _y in still.positions} != {
                f for f, _x, _y in self.positions}:
            return self
        carried = [(n, still.__dict__[n]) for n in ("footprint", "field_of_view", "zoc") if n in still.__dict__]
        carried += [(("flank", side), zone) for side, zone in still.__dict__.get("_flank_zones", {}).items()]
        if not carried:
            return self
        moved = shapely.transform(np.array([g for _n, g in carried], dtype=object), _rigid(still.pose, self.pose))
        for (name, _g), geom in zip(carried, moved, strict=True):
            if isinstance(name, tuple):
                self.__dict__.setdefault("_flank_zones", {}).setdefault(name[1], geom)
            else:
                self.__dict__.setdefault(name, geom)
        return self

    # -- frame ----------------------------------------------------------------------------------------------
    @cached_property
    def _local_extent(self) -> tuple[float, float, float, float]:
        """(u_min, u_max, v_min, v_max) of the frame in local coordinates."""
        if self.slots:
            w = len(self.slots[0]) * self.base_w
            return -w / 2, w / 2, -len(self.slots) * self.base_d, 0.0
        loc = [self.pose.to_local(x, y) for _, x, y in self.positions]
        u0 = min(u for u, _ in loc) - self.base_w / 2
        u1 = max(u for u, _ in loc) + self.base_w / 2
        v0 = min(v for _, v in loc) - self.base_d / 2
        return u0, u1, v0, 0.0

    @property
    def files(self) -> int:
        return len(self.slots[0]) if self.slots else 0

    @property
    def width(self) -> float:
        u0, u1, _, _ = self._local_extent
        return u1 - u0

    @property
    def depth(self) -> float:
        _, _, v0, v1 = self._local_extent
        return v1 - v0

    def corners(self) -> dict[str, tuple[float, float]]:
        """Front-left, front-right, rear-right, rear-left corners in table coordinates."""
        u0, u1, v0, v1 = self._local_extent
        p = self.pose.to_table
        return {"FL": p(u0, v1), "FR": p(u1, v1), "RR": p(u1, v0), "RL": p(u0, v0)}

    @cached_property
    def frame(self) -> Polygon:
        c = self.corners()
        return Polygon([c["FL"], c["FR"], c["RR"], c["RL"]])

    @cached_property
    def front_edge(self) -> LineString:
        c = self.corners()
        return LineString([c["FL"], c["FR"]])

    # -- figures --------------------------------------------------------------------------------------------
    @cached_property
    def figures(self) -> tuple[Figure, ...]:
        if not self.slots:
            return tuple(Figure(fid, 0, 0, x, y) for fid, x, y in self.positions)
        w = self.files * self.base_w
        out = []
        for r, rank in enumerate(self.slots, 1):
            for j, fid in enumerate(rank, 1):
                if fid is not None:
                    x, y = self.pose.to_table(-w / 2 + (j - 0.5) * self.base_w, -(r - 0.5) * self.base_d)
                    out.append(Figure(fid, r, j, x, y))
        return tuple(out)

    def figure(self, fid: str) -> Figure:
        for f in self.figures:
            if f.id == fid:
                return f
        raise BadFact(f"{self.name or 'unit'}: no figure '{fid}'")

    def base_of(self, f: Figure) -> Polygon:
        hw, hd = self.base_w / 2, self.base_d / 2
        u, v = self.pose.to_local(f.x, f.y)
        p = self.pose.to_table
        return Polygon([p(u - hw, v + hd), p(u + hw, v + hd), p(u + hw, v - hd), p(u - hw, v - hd)])

    @cached_property
    def bases(self) -> np.ndarray:
        """Every figure's base as a polygon, in the order of `figures` (built at once, for many figures)."""
        figs = self.figures
        if not figs:
            return np.array([], dtype=object)
        (fx, fy), (rx, ry) = self.pose.forward, self.pose.right
        hw, hd = self.base_w / 2, self.base_d / 2
        corners = np.array([(u * rx + v * fx, u * ry + v * fy) for u, v in ((-hw, hd), (hw, hd), (hw, -hd),
                                                                             (-hw, -hd), (-hw, hd))])
        centres = np.array([(f.x, f.y) for f in figs])
        return shapely.polygons(centres[:, None, :] + corners[None, :, :])

    @cached_property
    def footprint(self) -> BaseGeometry:
        """A close unit's frame; a loose unit's union of bases (B3)."""
        if self.close:
            return self.frame
        return unary_union(self.bases)

    @property
    def centre(self) -> tuple[float, float]:
        """The mean of the figures' centres (B3)."""
        figs = self.figures
        if not figs:
            return self.pose.to_table(0.0, -self.depth / 2)
        return sum(f.x for f in figs) / len(figs), sum(f.y for f in figs) / len(figs)

    @property
    def measuring_point(self) -> tuple[float, float]:
        """The centre of the front edge for a close unit (B3, B34); the centre for a loose one ([L422])."""
        return (self.pose.x, self.pose.y) if self.close else self.centre

    # -- zones (B18, B44) -----------------------------------------------------------------------------------
    def _ray_quad(self, a: str, b: str, da: tuple[float, float], db: tuple[float, float]) -> Polygon:
        c = self.corners()
        (ax, ay), (bx, by) = c[a], c[b]
        return Polygon([(ax, ay), (bx, by), (bx + FAR * db[0], by + FAR * db[1]), (ax + FAR * da[0], ay + FAR * da[1])])

    def _dirs(self):
        (fx, fy), (rx, ry) = self.pose.forward, self.pose.right
        return (fx, fy), (rx, ry)

    @cached_property
    def field_of_view(self) -> Polygon:
        """B44: { v >= 0, |u| − W/2 <= v }: the 90° arc whose apex is the front edge, unbounded in depth."""
        (fx, fy), (rx, ry) = self._dirs()
        return self._ray_quad("FL", "FR", (fx - rx, fy - ry), (fx + rx, fy + ry))

    @cached_property
    def zoc(self) -> BaseGeometry:
        """B44: the field of view within 4 M of the front edge (a W × 4 strip with 45° quarter-round shoulders)."""
        return self.front_edge.buffer(ZOC_RADIUS_M, quad_segs=QUAD_SEGS).intersection(self.field_of_view)

    @cached_property
    def rear_zone(self) -> Polygon:
        """B18: { v <= −D, |u| − W/2 <= −D − v }."""
        (fx, fy), (rx, ry) = self._dirs()
        return self._ray_quad("RR", "RL", (-fx + rx, -fy + ry), (-fx - rx, -fy - ry))

    def side_zone(self, side: str) -> Polygon:
        """B18: everything outside the frame between the front and rear zones, on the unit's left or right."""
        (fx, fy), (rx, ry) = self._dirs()
        if side == "left":
            return self._ray_quad("RL", "FL", (-fx - rx, -fy - ry), (fx - rx, fy - ry))
        if side == "right":
            return self._ray_quad("FR", "RR", (fx + rx, fy + ry), (-fx + rx, -fy + ry))
        raise BadFact(f"side must be 'left' or 'right', not {side!r}")

    def flank_edge(self, side: str) -> LineString:
        c = self.corners()
        return LineString([c["FL"], c["RL"]] if side == "left" else [c["FR"], c["RR"]])

    def protected_flank_zone(self, side: str) -> BaseGeometry:
        """B19: the side zone cut to the points within 4 M of that side's edge (kept: a body does not move)."""
        zones = self.__dict__.setdefault("_flank_zones", {})
        if side not in zones:
            zones[side] = self.side_zone(side).intersection(
                self.flank_edge(side).buffer(PROTECTED_FLANK_M, quad_segs=QUAD_SEGS))
        return zones[side]

    def zone_of_point(self, x: float, y: float) -> str:
        """'front', 'left', 'right', 'rear' or 'inside', analytically (B18); boundaries belong to front/rear."""
        u, v = self.pose.to_local(x, y)
        u0, u1, v0, _ = self._local_extent
        uc = (u0 + u1) / 2
        s = abs(u - uc) - (u1 - u0) / 2
        if v >= 0 and s <= v:
            return "front"
        if v <= v0 and s <= v0 - v:
            return "rear"
        if u0 <= u <= u1 and v0 <= v <= 0:
            return "inside"
        return "left" if u < uc else "right"

    def in_zoc(self, x: float, y: float) -> bool:
        """Analytic membership (B44): in the field of view and within 4 M of the front edge."""
        if self.zone_of_point(x, y) != "front":
            return False
        return self.front_edge.distance(Point(x, y)) <= ZOC_RADIUS_M


def distance(a: Body, b: Body) -> float:
    """Edge to edge: the shortest distance between the footprints (B3)."""
    return a.footprint.distance(b.footprint)


def centre_distance(a: Body, b: Body) -> float:
    """Centre to centre, as loose archers measure ([L422], B34)."""
    (ax, ay), (bx, by) = a.centre, b.centre
    return math.hypot(ax - bx, ay - by)


@dataclass(frozen=True)
class Measure:
    """A ruler's reading: the distance, the two points it runs between, and how it was measured."""

    distance: float
    a: tuple[float, float]
    b: tuple[float, float]
    how: str  # "edge" (footprint to footprint, B3), "centre" (centre to centre, B34 [L422]) or "platform"


def ruler(a: Body, b: Body, centres: bool = False, platform: bool = False) -> Measure:
    """The referee's ruler between two units (for the editor): edge to edge by default (B3), centre to centre
    with `centres` as loose archers measure (B34, [L422]), from `a`'s base centre to `b`'s footprint with
    `platform` as archers on an elephant or a chariot measure (B34, as `shooting.shot_distance`'s "platform").
    The points are where the distance is taken."""
    if centres:
        return Measure(centre_distance(a, b), a.centre, b.centre, "centre")
    from shapely.ops import nearest_points
    if platform:
        pa, pb = nearest_points(Point(a.centre), b.footprint)
        return Measure(point_distance(a.centre, b), a.centre, (pb.x, pb.y), "platform")
    pa, pb = nearest_points(a.footprint, b.footprint)
    return Measure(distance(a, b), (pa.x, pa.y), (pb.x, pb.y), "edge")


def point_distance(p: tuple[float, float], b: Body) -> float:
    """From a point (a leader's base centre) to a unit's footprint (B3); 0 inside it."""
    return Point(p).distance(b.footprint)


def shadow(viewpoint: tuple[float, float], obstacle: BaseGeometry) -> BaseGeometry:
    """The points whose segment from `viewpoint` meets `obstacle` (for B43): the obstacle and, for each of its
    edges, the quadrilateral that edge casts away from the viewpoint."""
    px, py = viewpoint
    parts = [obstacle]
    polys = getattr(obstacle, "geoms", [obstacle])
    for poly in polys:
        rings = [poly.exterior] if hasattr(poly, "exterior") else [poly]
        for ring in rings:
            cs = list(ring.coords)
            for (ax, ay), (bx, by) in zip(cs, cs[1:], strict=False):
                da, db = math.hypot(ax - px, ay - py), math.hypot(bx - px, by - py)
                if da < 1e-12 or db < 1e-12:
                    continue
                fa, fb = FAR / da, FAR / db
                q = Polygon([(ax, ay), (bx, by), (bx + (bx - px) * fb, by + (by - py) * fb),
                             (ax + (ax - px) * fa, ay + (ay - py) * fa)])
                if q.is_valid and q.area > 0:
                    parts.append(q)
    return unary_union(parts)


def _rigid(src: Pose, dst: Pose):
    """The rigid motion taking a unit from pose `src` to pose `dst`, as a function of an (n, 2) array of points
    (for `shapely.transform`): turned about `src` by the change of heading (compass: clockwise), then moved."""
    a = math.radians(dst.heading - src.heading)
    c, s = math.cos(a), math.sin(a)
    m = np.array([[c, -s], [s, c]])  # clockwise by a, applied to row vectors: (x, y) @ m

    def move(xy: np.ndarray) -> np.ndarray:
        return (xy - (src.x, src.y)) @ m + (dst.x, dst.y)

    return move


def transform(geom: BaseGeometry, src: Pose, dst: Pose) -> BaseGeometry:
    """Move a geometry rigidly with a unit from pose `src` to pose `dst` (for the rigid-motion properties)."""
    g = affinity.translate(geom, -src.x, -src.y)
    g = affinity.rotate(g, -(dst.heading - src.heading), origin=(0, 0))  # compass is clockwise
    return affinity.translate(g, dst.x, dst.y)


def minkowski(area: BaseGeometry, offsets: Sequence[tuple[float, float]]) -> BaseGeometry:
    """area ⊕ K for the convex K spanned by `offsets`: the poses at which a convex shape, given by its corners
    relative to the pose and negated, meets `area` (for path costs, B47, and the charge stop, B50). A convex
    piece of `area` gives the hull of all vertex sums; a concave one the union of its edges swept by K."""
    off = np.asarray(offsets, dtype=float)
    parts = []
    for poly in getattr(area, "geoms", [area]):
        ring = poly.exterior if hasattr(poly, "exterior") else poly
        cs = np.asarray(ring.coords, dtype=float)
        if hasattr(poly, "exterior") and not poly.interiors and abs(poly.convex_hull.area - poly.area) <= 1e-9:
            sums = (cs[:, None, :] + off[None, :, :]).reshape(-1, 2)
            parts.append(shapely.multipoints(sums).convex_hull)
            continue
        parts.append(Polygon(cs + off[0]) if len(cs) >= 4 else Point(*(cs[0] + off[0])))
        for a, b in zip(cs, cs[1:], strict=False):
            parts.append(shapely.multipoints(np.vstack([a + off, b + off])).convex_hull)
    return parts[0] if len(parts) == 1 else unary_union(parts)


@dataclass(frozen=True)
class Zones:
    """All of one unit's zones as polygons, for an overlay or a JSON answer."""

    fov: BaseGeometry
    zoc: BaseGeometry
    left: BaseGeometry
    right: BaseGeometry
    rear: BaseGeometry
    protected_left: BaseGeometry
    protected_right: BaseGeometry
    extra: dict = field(default_factory=dict)


def zones(body: Body) -> Zones:
    return Zones(body.field_of_view, body.zoc, body.side_zone("left"), body.side_zone("right"), body.rear_zone,
                 body.protected_flank_zone("left"), body.protected_flank_zone("right"))
