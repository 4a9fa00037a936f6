"""The zone questions the rules ask of two units (B13, B18, B19, B45, B50, B52): where a charge comes from, whether
it started outside the target's ZOC, which flanks are protected, who may manoeuvre, where a charge stops.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, Point
from shapely.geometry.base import BaseGeometry

from rules.bbg.geometry import Body, Pose, minkowski
from rules.i18n import N_, _


@dataclass(frozen=True)
class AttackDirection:
    zone: str  # "front", "flank" or "rear"
    can_turn_to_face: bool
    why: str

    def as_dict(self) -> dict[str, Any]:
        return {"zone": self.zone, "defender_may_turn": self.can_turn_to_face, "why": _(self.why),
                "lines": "L272, L342-343", "rule": "B18"}


def attack_direction(defender: Body, charger_at_start: Body) -> AttackDirection:
    """B18: frontal if the charger's footprint at the start of the charge meets the defender's front zone (the
    defender may turn to face it); else the zone that holds the centre of the charger's front edge decides."""
    if charger_at_start.footprint.intersects(defender.field_of_view):
        return AttackDirection("front", True, N_("the charger started in the defender's field of view"))
    z = defender.zone_of_point(charger_at_start.pose.x, charger_at_start.pose.y)
    if z == "rear":
        return AttackDirection("rear", False, N_("the charger's front-edge centre started in the rear zone"))
    return AttackDirection("flank", False, N_("the charger's front-edge centre started in a side zone"))


def outside_zoc_at_start(target: Body, charger_at_start: Body) -> bool:
    """B13: the cavalry impetus needs the charger's footprint at the start of its charge outside the target's
    ZOC."""
    return not charger_at_start.footprint.intersects(target.zoc)


def in_zoc(unit: Body, of: Body) -> bool:
    """B44: a unit is in another's ZOC if its footprint intersects that zone."""
    return unit.footprint.intersects(of.zoc)


def may_manoeuvre(unit: Body, enemies: Iterable[Body], charged: bool = False) -> tuple[bool, list[str], str]:
    """B52: a unit whose footprint meets an enemy's ZOC, or that was charged this round, may not manoeuvre."""
    inside = [e.name for e in enemies if in_zoc(unit, e)]
    if charged:
        return False, inside, N_("a unit charged this round may not manoeuvre")
    if inside:
        return False, inside, N_("in an enemy's zone of control: no manoeuvre")
    return True, [], N_("outside every enemy zone of control")


@dataclass(frozen=True)
class FlankProtection:
    side: str
    protected: bool
    by: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {"side": self.side, "protected": self.protected, "by": list(self.by), "lines": "L338",
                "rule": "B19"}


def protected_flanks(unit: Body, friends: Mapping[str, Body], obstacles: Mapping[str, BaseGeometry] = {},
                     ) -> list[FlankProtection]:
    """B19: a flank is protected if its zone (the side zone within 4 M of that edge) meets a friendly unit's
    footprint (skirmishers excluded by the caller) or an impassable obstacle (terrain impassable for this unit's
    class and formation, castle wall, moat, wide river). Close formations only (B17), checked by the caller."""
    names = [n for n, b in friends.items() if b is not unit] + list(obstacles)
    shapes = np.array([b.footprint for n, b in friends.items() if b is not unit] + list(obstacles.values()),
                      dtype=object)
    out = []
    for side in ("left", "right"):
        zone = unit.protected_flank_zone(side)
        shapely.prepare(zone)  # the zone is kept with the body: tested against every friend, every frame of a drag
        meets = shapely.intersects(zone, shapes) & ~shapely.touches(zone, shapes) if len(shapes) else []
        by = [n for n, hit in zip(names, meets, strict=True) if hit]
        out.append(FlankProtection(side, bool(by), tuple(sorted(by))))
    return out


def charge_stop(charger: Body, target: Body, path: list[tuple[float, float]]) -> Pose | None:
    """B50 step 3: the first pose along the charger's path (heading kept) at which the target's footprint meets
    the charger's ZOC; None if it never does. Exact: the path's first point inside the target grown by the
    charger's ZOC (a Minkowski sum)."""
    px, py = charger.pose.x, charger.pose.y
    zoc = charger.zoc
    hull = zoc.convex_hull  # the ZOC is convex (B44)
    offsets = [(px - x, py - y) for x, y in hull.exterior.coords[:-1]]
    grown = minkowski(target.footprint, offsets)
    pts = [(px, py)] + [tuple(p) for p in path]
    for a, b in zip(pts, pts[1:], strict=False):
        seg = LineString([a, b])
        if seg.length < 1e-12:
            continue
        cut = seg.intersection(grown)
        if cut.is_empty:
            continue
        t = min(seg.project(Point(c)) for g in getattr(cut, "geoms", [cut]) for c in g.coords)
        x, y = seg.interpolate(t).coords[0]
        return Pose(x, y, charger.pose.heading)
    return None
