"""Morale (B28–B32): the test's base with its breakdown, the exact chances with and without the commander's
re-roll, orderly or broken rout, double tests, and who must test when a friend routs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from shapely.geometry import Point

from rules.bbg.breakdown import Ledger, Row, row
from rules.bbg.dice import fraction_json, p_roll, p_twice
from rules.bbg.geometry import Body, Pose
from rules.bbg.ledger import Situation, unit_rows
from rules.bbg.rulebook import (
    COMMAND_RADIUS_M,
    DIE,
    ELEPHANT_FEAR_M,
    FRIENDLY_ROUT_K,
    FRIENDLY_ROUT_RADIUS_M,
    ORDERLY_FACTOR,
)
from rules.bbg.units import Unit
from rules.i18n import N_, _


@dataclass(frozen=True)
class MoraleTest:
    """One test: base = k × morale value + modifiers + triumph (B28); the chances with and without the
    commander's re-roll (B29); a failure orderly when the roll is at most twice the base, else broken (B30)."""

    unit: str
    base: int
    ledger: Ledger
    reroll: bool  # a commander is within 4 M (B29); the player may still decline it
    reroll_reason: str = ""

    @property
    def p_pass(self) -> Fraction:
        return p_roll(self.base)

    @property
    def p_pass_reroll(self) -> Fraction:
        return p_twice(self.p_pass)

    @property
    def p_orderly_roll(self) -> Fraction:
        """P(one roll fails but is <= 2 × base): an orderly rout (B30)."""
        b = self.base
        return Fraction(max(0, min(ORDERLY_FACTOR * b, DIE) - max(b, 0)), DIE)

    def chances(self, use_reroll: bool) -> dict[str, Fraction]:
        p, o = self.p_pass, self.p_orderly_roll
        broken = 1 - p - o
        if use_reroll:
            return {"pass": p_twice(p), "orderly": (1 - p) * o, "broken": (1 - p) * broken}
        return {"pass": p, "orderly": o, "broken": broken}

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"unit": self.unit, "base": self.base, "breakdown": self.ledger.as_list(),
                               "without_reroll": {k: fraction_json(v) for k, v in self.chances(False).items()}}
        out["reroll"] = {"eligible": self.reroll, "why": self.reroll_reason}
        if self.reroll:
            out["with_reroll"] = {k: fraction_json(v) for k, v in self.chances(True).items()}
        return out


def morale_ledger(unit: Unit, sit: Situation | None = None, k: int = 1, extra: Iterable[Row] = ()) -> Ledger:
    """The rows of a test's base (B28): k × morale value, the `[L479-491]` rows, triumph (absolute), extras."""
    sit = sit or Situation()
    value = unit.morale_value()
    rows = [row("morale", k * value, True, N_("morale value {points} × {k}"), "L463, L503", "B28, B31",
                points=value, k=k)]
    rows += [r for r in unit_rows(unit, unit, sit, morale=True).rows]
    rows += list(extra)
    rows.append(row("triumph", unit.triumph, True, N_("the unit's triumph, counted whole in morale"), "L108",
                    "B28"))
    return Ledger(tuple(rows))


def morale_test(unit: Unit, sit: Situation | None = None, k: int = 1, reroll: bool = False,
                reroll_reason: str = "", extra: Iterable[Row] = ()) -> MoraleTest:
    led = morale_ledger(unit, sit, k, extra)
    return MoraleTest(unit.name, int(led.total), led, reroll, reroll_reason)


@dataclass(frozen=True)
class Commander:
    """A general or corps leader figure: where his base centre stands, whom he commands (B29)."""

    name: str
    x: float
    y: float
    army_general: bool = False
    corps: str = ""  # the corps he leads (a corps leader affects only its units)
    fled: bool = False  # fleeing or off the table: no re-roll


def reroll_eligibility(body: Body, corps: str, commanders: Iterable[Commander]) -> tuple[bool, str]:
    """B29: the army general (any unit) or the unit's own corps leader within 4 M of the unit's footprint, from
    his base centre. Returns (eligible, why) with the reason in the user's language."""
    best = None
    for c in commanders:
        if c.fled or not (c.army_general or (c.corps and c.corps == corps)):
            continue
        d = Point(c.x, c.y).distance(body.footprint)
        if d <= COMMAND_RADIUS_M and (best is None or d < best[1]):
            best = (c, d)
    if best is None:
        return False, _("no army general or own corps commander within 4 M")
    return True, _("{name} is {distance} M from the unit (4 M or less)").format(name=best[0].name,
                                                                               distance=round(best[1], 2))


def command_area(commander: Commander) -> Any:
    """B29 ([L463]): the disc of 4 M around a commander's base centre; a unit whose footprint meets it may
    re-roll (the overlay of the general's and corps leaders' radius)."""
    return Point(commander.x, commander.y).buffer(COMMAND_RADIUS_M, quad_segs=64)


def double_test(a: Mapping[str, Fraction] | None, b: Mapping[str, Fraction] | None,
                a_auto: bool = False, b_auto: bool = False) -> dict[str, Fraction]:
    """B24: who routs when both sides are due a test. `a`, `b` are each test's chances ({"pass": p, …}) or None
    if that side does not test; `*_auto` is an automatic rout (B23), which is not a test. Returns P(only A
    routs), P(only B routs), P(both rout), P(the melee goes on)."""
    pa = None if a is None else a["pass"]
    pb = None if b is None else b["pass"]
    fa = Fraction(1) if a_auto else (Fraction(0) if pa is None else 1 - pa)
    fb = Fraction(1) if b_auto else (Fraction(0) if pb is None else 1 - pb)
    if a_auto or b_auto or pa is None or pb is None:
        # an automatic rout is not a test: each side routs on its own result
        return {"a_routs": fa * (1 - fb), "b_routs": fb * (1 - fa), "both_rout": fa * fb,
                "continues": (1 - fa) * (1 - fb)}
    # both test: the melee is decided only if the results differ; both fail -> it continues (B24)
    return {"a_routs": fa * (1 - fb), "b_routs": fb * (1 - fa), "both_rout": Fraction(0),
            "continues": (1 - fa) * (1 - fb) + fa * fb}


@dataclass(frozen=True)
class FriendlyRoutTest:
    unit: str
    k: int
    distance: float
    why: str


def swept(body: Body, end: Pose) -> Any:
    """The footprint swept by a straight move from the body's pose to `end` without turning (B31)."""
    from shapely.ops import unary_union

    from rules.bbg.geometry import transform
    if body.close:
        return unary_union([body.footprint, transform(body.footprint, body.pose, end)]).convex_hull
    parts = []
    for f in body.figures:
        b = body.base_of(f)
        parts.append(unary_union([b, transform(b, body.pose, end)]).convex_hull)
    return unary_union(parts)


def rout_back(body: Body, distance: float) -> Pose:
    """The pose after a straight-back move of `distance` M, keeping the heading (B30: back to the enemy)."""
    fx, fy = body.pose.forward
    return body.pose.moved(-fx * distance, -fy * distance)


def rout_area(fugitive: Body, path: Sequence[tuple[float, float]]) -> Any:
    """B31 ([L503]): the ground within 4 M of a fleeing unit at its start or anywhere along a drawn rout path
    (its footprint carried along each leg, heading kept): a friend whose footprint meets it tests. A straight
    path of one point is `friendly_rout_tests`' swept footprint grown by 4 M."""
    from shapely.ops import unary_union

    legs, body = [], fugitive
    for x, y in path:
        end = Pose(x, y, fugitive.pose.heading)
        legs.append(swept(body, end))
        body = body.moved_to(end)
    if not legs:
        legs.append(fugitive.footprint)
    return unary_union(legs).buffer(FRIENDLY_ROUT_RADIUS_M, quad_segs=64)


def friendly_rout_tests(fugitive: Body, end: Pose, friends: Mapping[str, tuple[Body, Unit]],
                        run_into: bool = False) -> list[FriendlyRoutTest]:
    """B31: friends (not skirmishers, not routing) within 4 M of the fugitive at its start or along its straight
    rout to `end` test at 2× (close fugitive) or 3× (loose) their morale value; with `run_into`, those the
    fugitive's swept footprint meets test at 4× or 6×."""
    near_k, into_k = FRIENDLY_ROUT_K["close" if fugitive.close else "loose"]
    path = swept(fugitive, end)
    out = []
    for name, (body, unit) in sorted(friends.items()):
        if unit.skirmisher or unit.fleeing:
            continue
        d = path.distance(body.footprint)
        if run_into:
            if path.intersects(body.footprint) and not path.touches(body.footprint):
                out.append(FriendlyRoutTest(name, into_k, 0.0, N_("in the path of the fleeing unit")))
        elif d <= FRIENDLY_ROUT_RADIUS_M:
            out.append(FriendlyRoutTest(name, near_k, round(d, 4),
                                        N_("within 4 M of the fleeing unit or of its rout path")))
    return out


def elephant_fear(elephant: Body, cavalry: Body) -> tuple[bool, float]:
    """B32: cavalry tests when an elephant comes to less than 4 M of its footprint (strict, [L537])."""
    d = elephant.footprint.distance(cavalry.footprint)
    return d < ELEPHANT_FEAR_M, d
