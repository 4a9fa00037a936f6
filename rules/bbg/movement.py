"""Movement (B21, B41, B46–B51, B54): rates and allowances, the forced march and its counter, a drawn path's cost
with terrain prorated and slopes, charge reach, the retreat's obstacle check, and the 2.5 M turning radius.

Paths are drawn by the referee (the referee desk plans no route): a list of points the unit's pose passes
through. The cost of a stretch where the moving footprint overlaps a terrain area is its length ÷ the area's
fraction (B47); the stretch runs from the footprint first touching the area to its last part leaving it, found
exactly as the path's intersection with the area grown by the footprint (a Minkowski sum).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np
from shapely.geometry.base import BaseGeometry

from rules.bbg.breakdown import BadFact, Ledger, MissingDesignerValue, number_json, row
from rules.bbg.geometry import Body, Pose, minkowski
from rules.bbg.rulebook import (
    FORCED_MARCH,
    FORCED_MARCH_MAX_RUN,
    IMPASSABLE_LINEAR,
    RATES_M,
    SHOOTING_MOVE,
    SKIRMISHER_JOIN_COST_M,
    TERRAIN,
    TERRAIN_LINES,
    TESTUDO_FORM_COST,
    TURN_RADIUS_M,
)
from rules.i18n import N_, _

COLUMNS = ("close_infantry", "loose_infantry", "cavalry")


@dataclass(frozen=True)
class Area:
    """A terrain area (B47): `kind` one of the terrain table's rows, or plateau/hill/building/other; `level`
    for B20/B35; `up_bearing` (compass degrees) for slopes."""

    id: str
    kind: str
    polygon: BaseGeometry
    level: int = 0
    up_bearing: float | None = None


def rate(unit_class: str, designer_rate: float | None = None, owner: str = "") -> float:
    """B46: the six rates of [L364-376]; any other class (chariot, elephant, camel…) needs the designer's rate."""
    if unit_class in RATES_M:
        return RATES_M[unit_class]
    if designer_rate is None:
        raise MissingDesignerValue("rate_M", owner or unit_class)
    return float(designer_rate)


def forced_march_allowed(history: Sequence[bool]) -> tuple[bool, str]:
    """B48: a forced march is allowed unless both of the two previous rounds were forced-march rounds.
    `history`: one bool per past round, oldest first, True = forced march."""
    if len(history) >= FORCED_MARCH_MAX_RUN and all(history[-FORCED_MARCH_MAX_RUN:]):
        return False, N_("two forced marches in a row: no forced march this round")
    return True, N_("allowed")


def may_move(history: Sequence[bool]) -> tuple[bool, str]:
    """B48: in the round after two consecutive forced-march rounds the unit may not move at all ([L360])."""
    if len(history) >= FORCED_MARCH_MAX_RUN and all(history[-FORCED_MARCH_MAX_RUN:]):
        return False, N_("after two consecutive forced marches the unit may not move this round")
    return True, N_("allowed")


def forced_march_counter(rounds: Sequence[str]) -> list[int]:
    """B21: the penalty F in force during each round. `rounds` holds "forced", "normal" or "stand" per round.
    A forced march adds 1 from that round; a standing round still counts F and clears it at its end; a
    normal move neither adds nor clears."""
    out, f = [], 0
    for kind in rounds:
        if kind not in ("forced", "normal", "stand"):
            raise BadFact(f"round kind must be forced, normal or stand, not {kind!r}")
        if kind == "forced":
            f += 1
        out.append(f)
        if kind == "stand":
            f = 0
    return out


def allowance(unit_rate: float, forced: bool = False, shooting: str | None = None, forced_ok: bool = True,
              forming_testudo: bool = False, skirmishers_joining: int = 0) -> tuple[Fraction | float, Ledger]:
    """The distance a unit may move this round before terrain (B41, B46, B48, B54), with its breakdown."""
    rows = [row("rate", unit_rate, True, N_("the unit's rate"), "L364-376", "B46")]
    rate_f: Any = Fraction(unit_rate).limit_denominator(1000)
    value = rate_f
    if shooting in ("longbow",):
        rows.append(row("shooting_move", -value, True, N_("longbowmen do not move in a round they shoot"), "L420",
                        "B41"))
        value = Fraction(0)
    elif shooting in ("bow", "reflex_bow", "sling"):
        half = value * SHOOTING_MOVE
        rows.append(row("shooting_move", half - value, True, N_("shooters move half their normal move, no forced "
                                                                 "march"), "L414, L432", "B41"))
        value = half
    elif forced:
        if not forced_ok:
            raise BadFact(_("a forced march is not allowed this round (B48)"))
        rows.append(row("forced_march_move", value * (FORCED_MARCH - 1), True, N_("forced march: one and a half times "
                                                                             "the rate"), "L360", "B48"))
        value = value * FORCED_MARCH
    if forming_testudo:
        cost = rate_f * TESTUDO_FORM_COST
        rows.append(row("formation_cost", -cost, True, N_("forming testudo takes half a move"), "L167", "B54"))
        value -= cost
    if skirmishers_joining:
        cost = Fraction(SKIRMISHER_JOIN_COST_M).limit_denominator(1000) * skirmishers_joining
        rows.append(row("formation_cost", -cost, True, N_("{count} skirmisher(s) joining a close unit, 1 M each"),
                        "L112", "B54", count=skirmishers_joining))
        value -= cost
    return max(value, Fraction(0)), Ledger(tuple(rows))


def chariot_must_go_on(moved_M: float, max_move_M: float) -> float:
    """B55, [L513]: a chariot that moved more than half its maximum move must move the same distance again before
    it stops; returns that distance (0 if it may stop)."""
    return moved_M if moved_M > max_move_M / 2 else 0.0


def terrain_column(kind: str, close: bool, designer_column: str | None = None, owner: str = "") -> str:
    """Which column of [L380-388] a unit reads: close or loose infantry, or cavalry; chariots, elephants and any
    other class have no column in the text, so the designer names one (B57)."""
    if kind == "infantry":
        return "close_infantry" if close else "loose_infantry"
    if kind == "cavalry":
        return "cavalry"
    if designer_column in COLUMNS:
        return designer_column
    raise MissingDesignerValue("terrain_column", owner or kind)


def _shape_and_shifts(body: Body, heading: float) -> tuple[list[tuple[float, float]], np.ndarray]:
    """The negated corners of one moving shape relative to its reference point, and the reference points'
    offsets from the pose, at `heading`: the frame once for a close unit; for a loose one a base and each
    figure's centre (its figures are measured one by one, B47). All bases of a unit have one size, so one
    Minkowski sum per area serves every figure, shifted."""
    p = Pose(0.0, 0.0, heading)
    if body.close:
        u0, u1, v0, v1 = body._local_extent
        corners = [p.to_table(u, v) for u, v in ((u0, v1), (u1, v1), (u1, v0), (u0, v0))]
        return [(-x, -y) for x, y in corners], np.zeros((1, 2))
    hw, hd = body.base_w / 2, body.base_d / 2
    corners = [p.to_table(u, v) for u, v in ((-hw, hd), (hw, hd), (hw, -hd), (-hw, -hd))]
    shifts = np.array([p.to_table(*body.pose.to_local(f.x, f.y)) for f in body.figures])
    return [(-x, -y) for x, y in corners], shifts


@dataclass(frozen=True)
class PathCost:
    length: float
    cost: float
    stretches: tuple[dict[str, Any], ...]
    impassable: tuple[str, ...]
    no_forced_march: tuple[str, ...]
    no_charge: tuple[str, ...]
    disorders: tuple[str, ...] = field(default_factory=tuple)

    def as_dict(self) -> dict[str, Any]:
        return {"length": round(self.length, 4), "cost": round(self.cost, 4), "stretches": list(self.stretches),
                "impassable": list(self.impassable), "forced_march_blocked_by": list(self.no_forced_march),
                "charge_blocked_by": list(self.no_charge), "lines": "L380-390", "rule": "B47"}


def _bearing(dx: float, dy: float) -> float:
    return math.degrees(math.atan2(dx, dy)) % 360.0


def _uphill(seg_bearing: float, up: float) -> bool:
    d = abs((seg_bearing - up + 180.0) % 360.0 - 180.0)
    return d < 90.0


def path_cost(body: Body, path: Sequence[tuple[float, float]], areas: Iterable[Area], column: str,
              face_path: bool = False) -> PathCost:
    """B47: the allowance a drawn path uses. `path` starts at the body's pose; the heading stays the body's unless
    `face_path` (the unit turns to each segment's direction). Slopes count only uphill (within 90° of the area's
    up bearing). A close unit pays for the whole stretch from its front entering to its rear leaving; a loose
    unit's figures are measured one by one along the same path, and the unit needs what its slowest figure
    needs."""
    if column not in COLUMNS:
        raise BadFact(f"terrain column must be one of {COLUMNS}")
    col = COLUMNS.index(column)
    areas = [a for a in areas if a.kind in TERRAIN]
    for a in areas:
        if a.kind in ("uphill", "steep_uphill") and a.up_bearing is None:
            raise MissingDesignerValue("up_bearing", a.id)
    kinds = {a.id: a.kind for a in areas}
    pts = [(body.pose.x, body.pose.y)] + [tuple(p) for p in path]
    parts = 1 if body.close else len(body.figures)
    cost = [0.0] * parts
    legs: list[tuple[list, float, float]] = []
    impassable: list[set[str]] = [set() for _ in range(parts)]
    no_fm, no_charge = set(), set()
    total_len = 0.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        seg_len = math.hypot(x1 - x0, y1 - y0)
        if seg_len < 1e-12:
            continue
        ux, uy = (x1 - x0) / seg_len, (y1 - y0) / seg_len
        heading = _bearing(x1 - x0, y1 - y0) if face_path else body.pose.heading
        shape, shifts = _shape_and_shifts(body, heading)
        intervals: list[list[tuple[float, float, str, Fraction | None]]] = [[] for _ in range(parts)]
        for a in areas:
            fractions, fm_ok, charge_ok = TERRAIN[a.kind]
            if a.kind in ("uphill", "steep_uphill") and not _uphill(_bearing(x1 - x0, y1 - y0), a.up_bearing):
                continue
            grown = minkowski(a.polygon, shape)
            hit = False
            for k, lo, hi in _parallel_cuts(grown, (x0, y0), (ux, uy), seg_len, shifts):
                intervals[k].append((lo, hi, a.id, fractions[col]))
                hit = True
            if hit and not fm_ok:
                no_fm.add(a.id)
            if hit and not charge_ok:
                no_charge.add(a.id)
        for k in range(parts):
            cost[k] += _segment_cost(intervals[k], seg_len, total_len, kinds, None, impassable[k])
        legs.append((intervals, seg_len, total_len))
        total_len += seg_len
    worst = max(range(parts), key=lambda k: cost[k])
    shown: list[dict[str, Any]] = []  # the stretches of the figure (or block) that needs the most
    for intervals, seg_len, offset in legs:
        _segment_cost(intervals[worst], seg_len, offset, kinds, shown, set())
    return PathCost(total_len, cost[worst], tuple(shown), tuple(sorted(set().union(*impassable))),
                    tuple(sorted(no_fm)), tuple(sorted(no_charge)))


def _parallel_cuts(region: Any, start: tuple[float, float], u: tuple[float, float], seg_len: float,
                   shifts: np.ndarray) -> list[tuple[int, float, float]]:
    """Where each of the parallel segments start + shift_k + t·u (0 <= t <= seg_len) lies inside `region`: the
    crossings of each line with the region's rings, paired inside/outside (even-odd), clipped to the segment.
    All segments are parallel, so this is one small numpy computation instead of a shapely call per figure."""
    ux, uy = u
    rel = shifts
    tk = rel[:, 0] * ux + rel[:, 1] * uy  # each segment's start along the direction
    nk = -rel[:, 0] * uy + rel[:, 1] * ux  # each segment's offset across it
    crossings: list[list[float]] = [[] for _ in range(len(shifts))]
    for poly in getattr(region, "geoms", [region]):
        if poly.is_empty or not hasattr(poly, "exterior"):
            continue
        for ring in [poly.exterior, *poly.interiors]:
            c = np.asarray(ring.coords) - start
            t = c[:, 0] * ux + c[:, 1] * uy
            n = -c[:, 0] * uy + c[:, 1] * ux
            t1, t2, n1, n2 = t[:-1], t[1:], n[:-1], n[1:]
            up = (n1[None, :] <= nk[:, None]) & (nk[:, None] < n2[None, :])
            down = (n2[None, :] <= nk[:, None]) & (nk[:, None] < n1[None, :])
            ks, es = np.nonzero(up | down)
            if not len(ks):
                continue
            x = t1[es] + (nk[ks] - n1[es]) * (t2[es] - t1[es]) / (n2[es] - n1[es])
            for k, xv in zip(ks.tolist(), x.tolist(), strict=True):
                crossings[k].append(xv)
    out = []
    for k, xs in enumerate(crossings):
        if len(xs) < 2:
            continue
        xs.sort()
        base = float(tk[k])
        for a, b in zip(xs[0::2], xs[1::2], strict=False):
            lo, hi = max(a - base, 0.0), min(b - base, seg_len)
            if hi - lo > 1e-12:
                out.append((k, lo, hi))
    return out


def _segment_cost(intervals: list[tuple[float, float, str, Fraction | None]], seg_len: float, offset: float,
                  kinds: dict[str, str], stretches: list[dict[str, Any]] | None, impassable: set[str]) -> float:
    """One segment's cost for one moving shape: where areas overlap, the smallest fraction governs (B47)."""
    if not intervals:
        return seg_len
    total = 0.0
    cuts = sorted({0.0, seg_len, *[t for i in intervals for t in i[:2]]})
    for t0, t1 in zip(cuts, cuts[1:], strict=False):
        if t1 - t0 <= 1e-12:
            continue
        mid = (t0 + t1) / 2
        cover = [(i[2], i[3]) for i in intervals if i[0] - 1e-12 <= mid <= i[1] + 1e-12]
        if not cover:
            total += t1 - t0
            continue
        blocked = [aid for aid, fr in cover if fr is None]
        if blocked:
            impassable.update(blocked)
            total += t1 - t0
            if stretches is not None:
                _stretch(stretches, offset + t0, offset + t1, blocked[0], None, None)
            continue
        aid, fr = min(cover, key=lambda c: c[1])
        total += (t1 - t0) / float(fr)
        if stretches is not None:
            _stretch(stretches, offset + t0, offset + t1, aid, fr, kinds[aid])
    return total


def _stretch(out: list[dict[str, Any]], t0: float, t1: float, area: str, fr: Fraction | None,
             kind: str | None) -> None:
    """Add a stretch, merging it with the previous one when it continues the same area at the same fraction."""
    fj = None if fr is None else number_json(fr)
    if out and out[-1]["area"] == area and out[-1]["fraction"] == fj and abs(out[-1]["to"] - round(t0, 4)) < 1e-3:
        out[-1]["to"] = round(t1, 4)
        return
    item: dict[str, Any] = {"from": round(t0, 4), "to": round(t1, 4), "area": area, "fraction": fj}
    if kind is None:
        item["why"] = _("impassable")
    else:
        item.update({"terrain": kind, "lines": TERRAIN_LINES[kind], "rule": "B47"})
    out.append(item)


@dataclass(frozen=True)
class ChargeReach:
    kind: str  # "normal", "forced", "short"
    cost: float
    allowance: float
    forced_allowance: float | None
    why: str

    def as_dict(self) -> dict[str, Any]:
        return {"reach": self.kind, "cost_to_contact": round(self.cost, 4), "allowance": round(self.allowance, 4),
                "forced_allowance": None if self.forced_allowance is None else round(self.forced_allowance, 4),
                "why": _(self.why), "lines": "L254", "rule": "B50"}


def charge_reach(cost_to_contact: float, unit_rate: float, forced_ok: bool = True,
                 charge_blocked: Sequence[str] = ()) -> ChargeReach:
    """B50: d <= allowance a normal charge; <= 1.5 × allowance with a forced march allowed, an automatic forced
    march (its B21 penalty counts); else the charge falls short and the order stands for the next round."""
    fm = unit_rate * float(FORCED_MARCH) if forced_ok else None
    if charge_blocked:
        return ChargeReach("short", cost_to_contact, unit_rate, fm,
                           N_("the charge path enters terrain where no charge is possible"))
    if cost_to_contact <= unit_rate:
        return ChargeReach("normal", cost_to_contact, unit_rate, fm, N_("within the normal move"))
    if fm is not None and cost_to_contact <= fm:
        return ChargeReach("forced", cost_to_contact, unit_rate, fm,
                           N_("beyond the normal move: an automatic forced march, with its penalty"))
    return ChargeReach("short", cost_to_contact, unit_rate, fm, N_("out of reach: the charge falls short and the "
                                                                    "order stands"))


@dataclass(frozen=True)
class RetreatCheck:
    allowed: bool
    blocked_by: tuple[str, ...]
    disorders: tuple[str, ...]
    end: Pose

    def as_dict(self) -> dict[str, Any]:
        return {"allowed": self.allowed, "blocked_by": list(self.blocked_by), "disorders": list(self.disorders),
                "end": [round(self.end.x, 4), round(self.end.y, 4), self.end.heading], "lines": "L280-284",
                "rule": "B51"}


def retreat_check(body: Body, distance: float, friends_close: dict[str, BaseGeometry],
                  enemies: dict[str, BaseGeometry], linear: Iterable[tuple[str, str, BaseGeometry]] = (),
                  areas: Iterable[Area] = ()) -> RetreatCheck:
    """B51, [L280-284]: a retreat is one forced march straight back; refused if its swept footprint meets a
    castle wall, moat, wide river, a friendly close formation or any enemy unit. Forest, dry ditch and stake
    palisade are cut through and disorder a close formation. `linear`: (id, kind, geometry)."""
    from rules.bbg.morale import rout_back, swept
    end = rout_back(body, distance)
    path = swept(body, end)
    blocked = []
    for name, fp in list(friends_close.items()) + list(enemies.items()):
        if path.intersects(fp) and not path.touches(fp):
            blocked.append(name)
    disorders = []
    for lid, kind, geom in linear:
        if path.intersects(geom):
            if kind in IMPASSABLE_LINEAR:
                blocked.append(lid)
            elif kind in ("dry_ditch", "stake_palisade") and body.close:
                disorders.append(lid)
    for a in areas:
        if a.kind == "forest" and body.close and path.intersects(a.polygon) and not path.touches(a.polygon):
            disorders.append(a.id)
    return RetreatCheck(not blocked, tuple(blocked), tuple(disorders), end)


@dataclass(frozen=True)
class Turning:
    ok: bool
    min_radius: float
    corners: tuple[dict[str, Any], ...]

    def as_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "min_radius": None if math.isinf(self.min_radius) else round(self.min_radius, 4),
                "limit": TURN_RADIUS_M, "corners": list(self.corners), "lines": "L197, L513", "rule": "B49"}


def turning(path: Sequence[tuple[float, float]], limit: float = TURN_RADIUS_M) -> Turning:
    """B49: moving cavalry and chariots may not turn on a circle of radius < 2.5 M. For each corner of a drawn
    polyline, the largest arc tangent to both legs that fits in half of each inner leg (all of an end leg):
    r = min(available) / tan(θ/2). The path is legal if every corner allows r >= 2.5 M."""
    pts = [tuple(p) for p in path]
    corners = []
    rmin = math.inf
    for i in range(1, len(pts) - 1):
        (ax, ay), (bx, by), (cx, cy) = pts[i - 1], pts[i], pts[i + 1]
        l1, l2 = math.hypot(bx - ax, by - ay), math.hypot(cx - bx, cy - by)
        if l1 < 1e-12 or l2 < 1e-12:
            continue
        cosang = ((bx - ax) * (cx - bx) + (by - ay) * (cy - by)) / (l1 * l2)
        theta = math.acos(max(-1.0, min(1.0, cosang)))
        if theta < 1e-9:
            continue
        avail1 = l1 if i == 1 else l1 / 2
        avail2 = l2 if i == len(pts) - 2 else l2 / 2
        r = min(avail1, avail2) / math.tan(theta / 2) if theta < math.pi - 1e-9 else 0.0
        rmin = min(rmin, r)
        corners.append({"at": [round(bx, 4), round(by, 4)], "turn_deg": round(math.degrees(theta), 3),
                        "max_radius": round(r, 4), "ok": r >= limit})
    return Turning(rmin >= limit, rmin, tuple(corners))


def turn_category(from_heading: float, to_heading: float) -> tuple[str, str]:
    """B49/B58: the order glyph of a turn: 0–45° either way ↑, 45–90° ↖/↗, more than 90° ←/→."""
    d = (to_heading - from_heading + 180.0) % 360.0 - 180.0
    a = abs(d)
    if a <= 45.0:
        return "0-45", "↑"
    if a <= 90.0:
        return "45-90", "↗" if d > 0 else "↖"
    return ">90", "→" if d > 0 else "←"
