"""Shooting (B33–B43): range bands with the elevation shift, measuring points, who may shoot and at what, line of
sight, defence bonuses, each figure's base number, the exact hits of a volley with nearest-figure casualties,
the test that stops a moving target, reaction shots, and the reload and spanning schedule.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from rules.bbg.breakdown import BadFact, Ledger, Row, number_json, row
from rules.bbg.dice import Distribution, binomial, convolve, fraction_json, p_roll
from rules.bbg.geometry import Body, shadow
from rules.bbg.rulebook import (
    DIE,
    ELEVATION_STEP_M,
    PIKE_WALL_IMMUNE,
    RELOAD_HALF_ROUNDS,
    SHIELD_WALL,
    SHOOTING_RANKS,
    SLING_OVER_GAP_M,
    TESTUDO_SHOOTING,
    THIRD_RANK_PENALTY,
    WEAPON_LINES,
    WEAPONS,
)
from rules.bbg.units import Unit
from rules.i18n import N_, _


def weapon_bands(weapon: str) -> tuple[tuple[float, int], ...]:
    try:
        return WEAPONS[weapon]
    except KeyError:
        raise BadFact(_("unknown weapon '{weapon}'; the text's weapons are {names}").format(
            weapon=weapon, names=", ".join(WEAPONS))) from None


def elevation_delta(shooter_level: int, target_level: int, shooter_raised: bool = False,
                    target_raised: bool = False, raised_levels: int = 1) -> int:
    """B35: Δ = target level − shooter level; a figure on an elephant or a wall is `raised_levels` up (1 unless
    the pre-game agreement says otherwise, [L402])."""
    return (target_level + (raised_levels if target_raised else 0)) - (shooter_level +
                                                                        (raised_levels if shooter_raised else 0))


def bands(weapon: str, delta: int = 0, cap: float | None = None) -> tuple[tuple[float, int], ...]:
    """The bands after the elevation shift (every limit − 2Δ M, B35) and, for mounted archers moving at a target
    in their front or right quadrant, truncated at `cap` M (B36), not scaled."""
    out = []
    for limit, strength in weapon_bands(weapon):
        lim = limit - ELEVATION_STEP_M * delta
        if cap is not None:
            lim = min(lim, cap)
        if lim >= 0 and (not out or lim > out[-1][0]):
            out.append((lim, strength))
    return tuple(out)


@dataclass(frozen=True)
class Band:
    weapon: str
    distance: float
    delta: int
    bands: tuple[tuple[float, int], ...]
    index: int | None  # 0 short, 1 medium, 2 long; None out of range
    strength: int | None
    how: str

    def as_dict(self) -> dict[str, Any]:
        names = ("short", "medium", "long")
        return {"weapon": self.weapon, "distance": round(self.distance, 4), "elevation_delta": self.delta,
                "bands": [[round(lim, 4), s] for lim, s in self.bands], "measured": self.how,
                "band": None if self.index is None else names[self.index], "strength": self.strength,
                "lines": f"{WEAPON_LINES[self.weapon]}, L402", "rule": "B34, B35"}


def band_at(weapon: str, distance: float, delta: int = 0, cap: float | None = None, how: str = "") -> Band:
    """B34: strength s_i if d <= r_i (inclusive limits), out of range beyond the last."""
    bs = bands(weapon, delta, cap)
    for i, (lim, strength) in enumerate(bs):
        if distance <= lim:
            return Band(weapon, distance, delta, bs, i, strength, how)
    return Band(weapon, distance, delta, bs, None, None, how)


@dataclass(frozen=True)
class BandArea:
    index: int  # 0 short, 1 medium, 2 long
    strength: int
    area: BaseGeometry


@lru_cache(maxsize=64)
def _rings_about_origin(limits: tuple[float, ...]) -> tuple[BaseGeometry, ...]:
    """Each band's ground about the origin, as its shooter carries it: the disc of its limit less the disc of the
    band before (the first band whole). Made once per set of limits and moved to the measuring point: the
    same points as buffering there (the arc's corners are the centre plus the same offsets)."""
    discs = shapely.buffer(Point(0.0, 0.0), list(limits), quad_segs=64)
    return tuple(discs[i].difference(discs[i - 1]) if i and limits[i - 1] > 0 else discs[i]
                 for i in range(len(limits)))


def band_areas(shooter: Body, weapon: str, shooter_level: int, levels: dict[int, BaseGeometry],
               cap: float | None = None) -> list[BandArea]:
    """B34, B35 as ground: for each band, the points within its limits of the shooter's measuring point (the
    front-edge centre of a close unit, the centre of a loose one, B34), each level's ground with its own
    limits (every limit − 2Δ M, Δ = that level − the shooter's, B35). `levels`: level → the ground whose
    highest level it is (`OpenTable.level_regions`). A close shooter reaches a target whose footprint meets the
    band; a loose one a target whose centre lies in it ([L422]). `cap`: B36's half range, from `can_target`."""
    from shapely.ops import unary_union

    px, py = shooter.measuring_point
    strengths = [s for _lim, s in weapon_bands(weapon)]
    rings, grounds, of_band = [], [], []  # every (level, band) at once: a dragged shooter's every frame
    for level, ground in sorted(levels.items()):
        limits = bands(weapon, level - shooter_level, cap)
        rings += _rings_about_origin(tuple(lim for lim, _s in limits))
        grounds += [ground] * len(limits)
        of_band += [s for _lim, s in limits]
    per_band: dict[int, list[BaseGeometry]] = {s: [] for s in strengths}
    if rings:
        placed = shapely.transform(np.array(rings, dtype=object), lambda xy: xy + (px, py))
        for strength, g in zip(of_band, shapely.intersection(placed, np.array(grounds, dtype=object)), strict=True):
            per_band[strength].append(g)
    return [BandArea(i, s, unary_union([g for g in per_band[s] if not g.is_empty]))
            for i, s in enumerate(strengths)]


def half_range_when_moving(unit: Unit, weapon: str) -> bool:
    """B36 ([L424]): mounted archers moving reach their front and right only to half range (javelins and pila
    are thrown, not shot: no cap)."""
    return unit.kind == "cavalry" and weapon not in ("javelin", "pilum")


def moving_out_of_reach(shooter: Body, weapon: str, shooter_level: int, levels: dict[int, BaseGeometry],
                        ) -> BaseGeometry:
    """B36 ([L424]) as ground: what a mounted archer's bands reach standing but not while it moves — in its front
    and right quadrants (as `can_target` sees them from its centre), beyond half its greatest range."""
    from shapely.ops import unary_union

    cap = weapon_bands(weapon)[-1][0] / 2
    full = unary_union([b.area for b in band_areas(shooter, weapon, shooter_level, levels)])
    capped = unary_union([b.area for b in band_areas(shooter, weapon, shooter_level, levels, cap)])
    far = 4 * weapon_bands(weapon)[-1][0] + 100.0  # beyond any band, whatever the levels
    (cx, cy), (fx, fy), (rx, ry) = shooter.centre, shooter.pose.forward, shooter.pose.right

    def world(u: float, v: float) -> tuple[float, float]:
        return cx + u * rx + v * fx, cy + u * ry + v * fy

    front_and_right = Polygon([(cx, cy), world(-far, far), world(far, far), world(far, -far)])
    return full.difference(capped).intersection(front_and_right)


def shot_distance(shooter: Body, target: Body, mode: str = "auto",
                  point: tuple[float, float] | None = None) -> tuple[float, str]:
    """B34: close shooters measure from the centre of their front edge to the target's footprint; loose ones
    centre to centre ([L422]); archers on an elephant or chariot from its base centre to the footprint
    ("platform"); mounted archers centre to centre at the halfway point of their move (`point`, [L426])."""
    if mode == "auto":
        mode = "close" if shooter.close else "loose"
    tx, ty = target.centre
    if mode == "close":
        return Point(shooter.measuring_point).distance(target.footprint), "front edge centre to footprint"
    if mode == "loose":
        sx, sy = point or shooter.centre
        return math.hypot(sx - tx, sy - ty), "centre to centre"
    if mode == "platform":
        return Point(point or shooter.centre).distance(target.footprint), "base centre to footprint"
    raise BadFact(f"unknown measuring mode {mode!r}")


def shot_direction(shooter_point: tuple[float, float], target: Body) -> str:
    """B37: a shot comes from the front if the shooter's measuring point lies in the target's field of view,
    else from the side or the rear zone (B18)."""
    z = target.zone_of_point(*shooter_point)
    return {"front": "front", "rear": "rear"}.get(z, "side")


def can_target(shooter: Body, target: Body, unit: Unit, weapon: str, moving_mounted: bool = False) -> tuple[
        bool, str, float | None]:
    """B36: who may be shot at. Returns (allowed, why, band cap in M for moving mounted archers or None)."""
    if unit.kind == "infantry" and shooter.close:
        if target.footprint.intersects(shooter.field_of_view):
            return True, N_("in the field of view of close foot shooters"), None
        return False, N_("close foot shooters shoot only into their field of view"), None
    if moving_mounted and half_range_when_moving(unit, weapon):
        sx, sy = shooter.centre
        tx, ty = target.centre
        u, v = shooter.pose.to_local(tx, ty)
        cu, cv = shooter.pose.to_local(sx, sy)
        du, dv = u - cu, v - cv
        front_or_right = (dv >= abs(du)) or (du >= abs(dv))
        if front_or_right:
            return True, N_("moving mounted archers reach their front and right only to half range"), \
                weapon_bands(weapon)[-1][0] / 2
        return True, N_("moving mounted archers keep their full range to the left and rear"), None
    return True, N_("loose shooters shoot in any direction"), None


def line_of_sight(shooter_point: tuple[float, float], target: Body, blockers: Iterable[BaseGeometry]) -> bool:
    """B43: visible if some straight segment from the shooter's point to a point of the target's footprint
    crosses none of `blockers` (forests, buildings, hills higher than both, other units' footprints)."""
    seen = target.footprint
    for b in blockers:
        if b.is_empty:
            continue
        seen = seen.difference(shadow(shooter_point, b))
        if seen.is_empty or seen.area < 1e-9:
            return False
    return True


def sling_over(shooter_point: tuple[float, float], target: Body, friend: Body) -> tuple[bool, float, float]:
    """B43, [L432]: a sling shoots over one friendly unit if the gaps slingers–friend and friend–target along the
    line of fire are each at least 2 M. Returns (allowed, near gap, far gap) along the centre line of fire."""
    line = LineString([shooter_point, target.centre])
    cut = line.intersection(friend.footprint)
    if cut.is_empty:
        return True, math.inf, math.inf
    start = Point(shooter_point)
    dists = [start.distance(Point(c)) for c in getattr(cut, "coords", [])] or [0.0]
    near = min(dists)
    entry = line.interpolate(max(dists))
    far = entry.distance(target.footprint)
    return near >= SLING_OVER_GAP_M and far >= SLING_OVER_GAP_M, near, far


def eligible_shooters(body: Body, unit: Unit, weapon: str) -> list[tuple[str, int, int]]:
    """B36: (figure, rank, penalty) of the figures that shoot: close bows ranks 1–2, rank 3 at −2, none behind;
    crossbow and gunpowder the front rank only; javelins ranks 1–2; a loose unit every figure."""
    if not body.close or not body.slots:
        return [(f.id, f.rank, 0) for f in body.figures]
    deepest = SHOOTING_RANKS[weapon]
    out = []
    for f in body.figures:
        if f.rank <= deepest:
            out.append((f.id, f.rank, THIRD_RANK_PENALTY if f.rank == 3 else 0))
    return out


def defence_rows(target: Unit, rank: int, weapon: str, direction: str, standing: bool = True,
                 testudo: bool = False) -> list[Row]:
    """B37: the shooting defence bonuses of one target figure (of `rank`) against one shot."""
    rows = []
    close_inf = target.is_close
    wall_traits = {"large_shield"} | ({"propped_shields"} if standing else set())
    if testudo:
        ok = direction in ("front", "side") and close_inf
        rows.append(row("shooting_defence", TESTUDO_SHOOTING, ok, N_("testudo: +3 from the front and sides, none "
                                                                      "from the rear"), "L167", "B37"))
        return rows
    if close_inf and "pike" in target.traits:
        ok = direction == "front" and rank <= 2 and weapon not in PIKE_WALL_IMMUNE
        why = N_("pikes: +1 for ranks 1–2 against shots from the front, never against crossbow, javelin, pilum "
                 "or gunpowder")
        rows.append(row("shooting_defence", SHIELD_WALL, ok, why, "L161", "B37"))
    elif close_inf and wall_traits & target.traits:
        ok = direction == "front" and not (weapon == "pilum" and rank == 1)
        why = N_("shield wall: +1 against shots from the front; the front rank loses it against pila")
        rows.append(row("shooting_defence", SHIELD_WALL, ok, why, "L157, L159, L436", "B37"))
    if target.kind == "chariot":
        rows.append(row("chariot_side", 2, True, N_("the chariot's side covers its crew"), "L515", "B37"))
    return rows


@dataclass(frozen=True)
class Volley:
    band: Band
    shots: tuple[tuple[str, int], ...]  # (shooter figure, rank penalty)
    order: tuple[str, ...]  # target figures, nearest first (B38)
    bases: tuple[tuple[str, int, Ledger], ...]
    hits: Distribution
    removed_p: tuple[Fraction, ...]  # P(the i-th nearest figure is removed)
    stop: dict[str, Fraction] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    figure_bases: tuple[int, ...] = ()  # base against the i-th nearest figure, before a shooter's rank penalty

    def as_dict(self) -> dict[str, Any]:
        return {"band": self.band.as_dict(), "shooters": len(self.shots),
                "bases": [{"shooter": s, "base": number_json(b), "breakdown": led.as_list()} for s, b, led in
                          self.bases[:3]] + ([{"more": len(self.bases) - 3}] if len(self.bases) > 3 else []),
                "hits": self.hits.as_dict(),
                "casualty_order": [{"figure": f, "p_removed": fraction_json(p)} for f, p in
                                   zip(self.order, self.removed_p, strict=False)],
                "stop": {k: fraction_json(v) for k, v in self.stop.items()}, "notes": [_(n) for n in self.notes]}



def casualty_order(shooter_point: tuple[float, float], target: Body) -> list[str]:
    """B38: the target's figures by increasing distance from the shooter's measuring point to their centres;
    ties to the lower rank, then the lower file."""
    sx, sy = shooter_point
    figs = sorted(target.figures, key=lambda f: (round(math.hypot(f.x - sx, f.y - sy), 9), f.rank, f.file))
    return [f.id for f in figs]


def volley(shooter: Body, s_unit: Unit, target: Body, t_unit: Unit, weapon: str, delta: int = 0,
           mode: str = "auto", standing_target: bool = True, testudo: bool = False,
           target_moving: bool = False, reaction_lowest: bool = False, distance: float | None = None,
           cap: float | None = None, shooters: Sequence[tuple[str, int]] | None = None,
           point: tuple[float, float] | None = None) -> Volley:
    """One unit's shooting at one target (B33–B39): per figure base = strength(band) − (Def + bonuses) + rank
    penalty; dice taken against the nearest figure not yet hit (B38); the hits' exact distribution; for a
    moving target, the chance its move stops (B39). `distance` (referee fact: the point of the move where the
    shot lands) overrides the measured distance; `reaction_lowest` uses the weapon row's lowest strength (B42)."""
    how = ""
    if distance is None:
        distance, how = shot_distance(shooter, target, mode, point)
    else:
        how = "referee's point"
    bnd = band_at(weapon, distance, delta, cap, how)
    notes: list[str] = []
    if bnd.strength is None:
        return Volley(bnd, (), tuple(), (), Distribution((1,), 1), (), {}, (N_("out of range"),))
    strength = bnd.strength
    if reaction_lowest:
        strength = min(s for _lim, s in weapon_bands(weapon))
        notes.append(N_("a reaction shot after shooting in the phase just before: the weapon's lowest value (B42)"))
    shots = tuple(shooters) if shooters is not None else tuple((f, pen) for f, _r, pen in
                                                              eligible_shooters(shooter, s_unit, weapon))
    mp = point or shooter.measuring_point
    order = casualty_order(mp, target)
    direction = shot_direction(mp, target)
    ranks = {f.id: f.rank for f in target.figures}
    fig_base: dict[str, tuple[int, Ledger]] = {}
    seen: dict[tuple[int, int], tuple[int, Ledger]] = {}
    for fid in order:
        dfn = t_unit.defence_of(fid)
        key = (dfn, min(ranks[fid] or 1, 3))  # figures alike in defence and rank class share one ledger
        if key in seen:
            fig_base[fid] = seen[key]
            continue
        rows = [row("strength", strength, True, N_("the weapon's strength at this distance"),
                    WEAPON_LINES[weapon], "B34"),
                row("defence", -dfn, True, N_("the target figure's defence value"), "L394", "B33")]
        rows += [Row(r.key, -r.value, r.applies, r.reason, r.lines, r.rule, r.args)
                 for r in defence_rows(t_unit, ranks[fid] or 1, weapon, direction, standing_target, testudo)]
        led = Ledger(tuple(rows))
        fig_base[fid] = seen[key] = (int(led.total), led)
    # dice in the casualty order: each against the nearest figure not yet hit (B38)
    pens = sorted({pen for _f, pen in shots}, reverse=True)
    counts = {pen: sum(1 for _f, p in shots if p == pen) for pen in pens}
    uniform = len({fig_base[f][0] for f in order}) <= 1
    n_t = len(order)
    if uniform and order:
        b0 = fig_base[order[0]][0]
        dist = Distribution((1,), 1)
        for pen in pens:
            dist = convolve(dist, binomial(counts[pen], p_roll(b0 + pen)))
        if len(dist.weights) > n_t + 1:
            w = list(dist.weights[: n_t + 1])
            w[n_t] += sum(dist.weights[n_t + 1:])
            dist = Distribution(tuple(w), dist.denominator)
    else:
        weights = [1]
        den = 1
        for pen in pens:
            hit = [p_roll(fig_base[f][0] + pen) for f in order]
            num = [p.numerator * (DIE // p.denominator) for p in hit]  # over 20
            for _i in range(counts[pen]):
                new = [0] * (min(len(weights) + 1, n_t + 1))
                for k, w in enumerate(weights):
                    if not w:
                        continue
                    if k >= n_t:
                        new[k] += w * DIE
                        continue
                    a = num[k]
                    new[k + 1] += w * a
                    new[k] += w * (DIE - a)
                weights, den = new, den * DIE
        dist = Distribution(tuple(weights), den)
    removed = tuple(dist.at_least(i + 1) for i in range(n_t))
    bases = tuple((s, fig_base[order[0]][0] + pen, fig_base[order[0]][1]) for s, pen in shots) if order else ()
    stop: dict[str, Fraction] = {}
    if target_moving and order and t_unit.kind != "elephant":
        nearest_rank = ranks[order[0]]
        in_rank = [ranks[f] == nearest_rank for f in order]
        n = sum(in_rank)
        auto = Fraction(0)
        test = Fraction(0)
        for k, w in enumerate(dist.weights):
            lost = sum(in_rank[:k])
            p = Fraction(w, dist.denominator)
            if lost >= n:
                auto += p
            elif 2 * lost > n:
                test += p
        stop = {"automatic": auto, "test_due": test}
    return Volley(bnd, shots, tuple(order), bases, dist, removed, stop, tuple(notes),
                  tuple(fig_base[f][0] for f in order))


# -- reloading and spanning (B40) ------------------------------------------------------------------------------

def reload_schedule(weapon: str, rounds: int, moves_h1: Sequence[bool] = (), moves_h2: Sequence[bool] = (),
                    loaded: bool = True, two_ranks: bool = False) -> list[tuple[int, str]]:
    """B40: the windows (round, "S1"/"S2") at which a figure (a file, for two ranks of gunpowder) fires if it
    fires whenever it can. A half-round is H1 (steps 1–5, window S1) or H2 (steps 6–9, window S2). A figure
    that fires needs L further half-rounds of loading (crossbow 1, gunpowder 2), each counting only if its unit
    makes no move in it; a unit that moves in H1 fires, if loaded, at S2 after its move. Two loaded ranks of
    gunpowder fire at S1 and S2 of the first round they fire, then reload as one weapon ([L440])."""
    need = RELOAD_HALF_ROUNDS.get(weapon, 0)
    left = 0 if loaded else need
    double = two_ranks and weapon == "gunpowder" and loaded
    out: list[tuple[int, str]] = []
    for h in range(2 * rounds):
        r, first_half = h // 2 + 1, h % 2 == 0
        moves = (moves_h1 if first_half else moves_h2)
        moving = moves[r - 1] if r - 1 < len(moves) else False
        window = "S1" if first_half else "S2"
        if not need:  # bows, slings, javelins: once a round, before the move unless the unit moves first
            if (first_half and not moving) or (not first_half and (r, "S1") not in out and
                                               (moves_h1[r - 1] if r - 1 < len(moves_h1) else False)):
                out.append((r, window))
            continue
        if first_half and moving:
            continue  # no shot at S1 and no loading while the unit moves in H1
        if left == 0:
            out.append((r, window))
            if double and first_half:
                double = False
                left = 0  # the second rank passes its loaded weapon forward for S2
                continue
            double = False
            left = need
            continue
        if not moving:
            left -= 1
    return out
