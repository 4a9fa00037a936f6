"""One melee round with several units on a side (B25, `[L258-260, L354]`): every unit fights every enemy it
touches, each tests on its own losses (B23), and losses from every enemy unit that round add up. The answer is
each unit's exact loss distribution (every test, rout and dissolution depends on one unit's losses).

The strike pairs are a referee fact as in `melee.py`, each naming both units. The joint distribution is over
every unit's losses; the double-test rule of B24 is written for two units and is not applied here: a unit
routs on its own automatic rout or failed test (`[L354]`: "those units test … and rout").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from math import lcm
from typing import Any

from rules.bbg.breakdown import BadFact, Ledger, number_json
from rules.bbg.dice import Distribution, fraction_json, p_reroll, p_roll, successes
from rules.bbg.ledger import Situation, reroll_available, spear_row
from rules.bbg.melee import (
    MAX_COMPONENT_TARGETS,
    LossRule,
    _shape,
    _status,
    _strike_components,
    as_wounds,
    joint_of_groups,
    strike_ledger,
    strike_order,
    unit_ledger,
)
from rules.bbg.morale import MoraleTest, morale_test
from rules.bbg.rulebook import ELEPHANT_MAX_STRIKES, MELEE
from rules.bbg.units import Unit
from rules.i18n import _


@dataclass(frozen=True)
class Contact:
    """A strike pair between two units: `striker` of `striker_unit` strikes `target` of `target_unit` (B5)."""

    striker_unit: str
    striker: str
    target_unit: str
    target: str
    wrapping: bool = False


@dataclass(frozen=True)
class ManyStrike:
    striker_unit: str
    striker: str
    target_unit: str
    target: str
    base: Any
    p: Fraction
    reroll_base: Any
    late: bool  # struck only if the striker survived the first strikes (B6)
    ledger: Ledger

    def as_dict(self) -> dict[str, Any]:
        out = {"striker_unit": self.striker_unit, "striker": self.striker, "target_unit": self.target_unit,
               "target": self.target, "base": number_json(self.base), "p_hit": fraction_json(self.p),
               "strikes_back": self.late, "breakdown": self.ledger.as_list()}
        if self.reroll_base is not None:
            out["reroll_base"] = number_json(self.reroll_base)
        return out


@dataclass(frozen=True)
class ManyRound:
    units: tuple[str, ...]
    sides: dict[str, str]
    strikes: tuple[ManyStrike, ...]
    marginals: dict[str, Distribution]
    engaged: dict[str, int]
    tests: dict[str, MoraleTest]
    statuses: dict[str, dict[str, Fraction]]
    routs: dict[str, dict[str, Fraction]]  # unit -> {"without_reroll": p, "with_reroll": p}
    dissolved: dict[str, Fraction]
    ledgers: dict[str, dict[str, Ledger]] = field(default_factory=dict)  # unit -> enemy -> ledger
    wounded: frozenset[str] = frozenset()  # units whose hits are wounds, not casualties: elephants (B56, [L545])

    def losses(self, unit: str) -> Distribution:
        return self.marginals[unit]

    def as_dict(self) -> dict[str, Any]:
        return {
            **({"wounds_not_losses": sorted(self.wounded)} if self.wounded else {}),  # B56: its losses are wounds
            "units": {u: self.sides[u] for u in self.units}, "strikes": [s.as_dict() for s in self.strikes],
            "ledgers": {u: {e: led.as_list() for e, led in d.items()} for u, d in self.ledgers.items()},
            "engaged": self.engaged, "losses": {u: self.losses(u).as_dict() for u in self.units},
            "test_due": {u: {k: fraction_json(p) for k, p in d.items()} for u, d in self.statuses.items()},
            "tests": {u: t.as_dict() for u, t in self.tests.items()},
            "routs": {u: {k: fraction_json(p) for k, p in d.items()} for u, d in self.routs.items()},
            "dissolved": {u: fraction_json(p) for u, p in self.dissolved.items()},
            "lines": "L258-260, L322, L350-354", "rule": "B4-B6, B23, B25",
        }


def melee_round_many(side_a: Sequence[Unit], side_b: Sequence[Unit], situations: Mapping[str, Situation],
                     contacts: Sequence[Contact], rules: Mapping[str, LossRule] | None = None,
                     rerolls: Mapping[str, bool] | None = None) -> ManyRound:
    """B25: one round of one melee between the units of `side_a` and `side_b` (each unit's `Situation` by
    name). Strike order per pair of units as B6 says; a strike whose unit strikes second against that enemy
    happens only if its figure survived."""
    rules = dict(rules or {})
    rerolls = dict(rerolls or {})
    units = {u.name: u for u in (*side_a, *side_b)}
    sides = {u.name: "a" for u in side_a} | {u.name: "b" for u in side_b}
    if len(units) != len(side_a) + len(side_b):
        raise BadFact("every unit of a melee needs its own name")
    order = tuple(units)
    ledgers: dict[str, dict[str, Ledger]] = {}
    strikes: list[ManyStrike] = []
    per_unit = {n: 0 for n in units}
    for c in contacts:
        if c.striker_unit not in units or c.target_unit not in units:
            raise BadFact(f"unknown unit in the pair {c}")
        if sides[c.striker_unit] == sides[c.target_unit]:
            raise BadFact(f"{c.striker_unit} and {c.target_unit} are on the same side")
        per_unit[c.striker_unit] += 1
        s_unit, t_unit = units[c.striker_unit], units[c.target_unit]
        if s_unit.kind == "elephant" and per_unit[c.striker_unit] > ELEPHANT_MAX_STRIKES:
            raise BadFact(_("an elephant strikes at most 4 figures a round (B56, [L541])"))
        s_sit, t_sit = situations[c.striker_unit], situations[c.target_unit]
        s_led = ledgers.setdefault(c.striker_unit, {}).setdefault(c.target_unit, unit_ledger(s_unit, t_unit, s_sit))
        t_led = ledgers.setdefault(c.target_unit, {}).setdefault(c.striker_unit, unit_ledger(t_unit, s_unit, t_sit))
        led = strike_ledger(s_unit, t_unit, s_led, t_led, spear_row(t_unit, s_unit, t_sit), c.striker, c.target,
                            c.wrapping)
        first, _why, _lines = strike_order(s_unit, t_unit, s_sit, t_sit)
        base = led.total
        can, _row = reroll_available(s_unit, t_unit, s_sit)
        rb = base + MELEE["attack_reroll"] if can else None
        p = p_reroll(base, rb) if can else p_roll(base)
        strikes.append(ManyStrike(c.striker_unit, c.striker, c.target_unit, c.target, base, p, rb, first == "b",
                                  led))
    wounded = frozenset(n for n, u in units.items() if u.kind == "elephant")
    marginals = _marginals(as_wounds(strikes, lambda s: s.target_unit in wounded), order)  # B56: hits are wounds
    engaged = {n: len({(s.striker_unit, s.striker) for s in strikes if s.striker_unit == n}
                      | {(s.target_unit, s.target) for s in strikes if s.target_unit == n}) for n in units}
    tests = {n: morale_test(u, situations[n], reroll=bool(rerolls.get(n))) for n, u in units.items()
             if u.morale is not None}
    statuses: dict[str, dict[str, Fraction]] = {}
    dissolved: dict[str, Fraction] = {}
    for n in order:
        dist, rule, u = marginals[n], rules.get(n, LossRule()), units[n]
        count, m = u.count, u.dissolution_minimum()
        w = {"auto": 0, "test": 0, "none": 0}
        for k, x in enumerate(dist.weights):
            w["none" if n in wounded else _status(rule, k, engaged[n], count)] += x  # B56: wounds bring no B23 test
        statuses[n] = {k: Fraction(v, dist.denominator) for k, v in w.items()}
        dissolved[n] = Fraction(0) if n in wounded else dist.where(
            lambda k, c=count, mm=m: mm is not None and c - k < mm)
    routs = {}
    for n in units:
        st = statuses[n]
        if n not in tests:
            continue
        t = tests[n]
        routs[n] = {"without_reroll": st["auto"] + st["test"] * (1 - t.p_pass)}
        if t.reroll:
            routs[n]["with_reroll"] = st["auto"] + st["test"] * (1 - t.p_pass_reroll)
    return ManyRound(order, sides, tuple(strikes), marginals, engaged, tests, statuses, routs, dissolved, ledgers,
                     wounded)


def _marginals(strikes: Sequence[ManyStrike], order: tuple[str, ...]) -> dict[str, Distribution]:
    """Each unit's exact loss distribution: the components of the strike graph are enumerated jointly (a figure's
    strike back depends on whether it survived), and each unit's share of them is summed over the components.
    Every answer of a several-unit round (tests, routs, dissolution) depends on one unit's losses only, so the
    joint over all units is never built."""
    comps = _strike_components(strikes, lambda s: (s.striker_unit, s.striker), lambda s: (s.target_unit, s.target))
    index = {n: i for i, n in enumerate(order)}
    per_unit: dict[str, dict[tuple, int]] = {n: {} for n in order}
    seen: dict[tuple, tuple] = {}
    for cs in comps.values():
        shape = _shape(cs, lambda s: (s.striker_unit, s.target_unit, s.late), lambda s: (s.striker_unit, s.striker),
                       lambda s: (s.target_unit, s.target))
        if shape not in seen:
            seen[shape] = _component(cs, index, len(order))
        cden, outs = seen[shape]
        for n, i in index.items():
            acc: dict[int, int] = {}
            for key, w in outs:
                acc[key[i]] = acc.get(key[i], 0) + w
            if set(acc) == {0}:
                continue
            sig = (cden, tuple(sorted(((k,), w) for k, w in acc.items())))
            per_unit[n][sig] = per_unit[n].get(sig, 0) + 1
    out = {}
    for n in order:
        if not per_unit[n]:
            out[n] = Distribution((1,), 1)
            continue
        weights, den = joint_of_groups(per_unit[n])
        top = max(k[0] for k in weights)
        out[n] = Distribution(tuple(weights.get((k,), 0) for k in range(top + 1)), den)
    return out


def _deaths(strikes) -> dict[tuple[str, str], Fraction]:
    miss: dict[tuple[str, str], Fraction] = {}
    for s in strikes:
        k = (s.target_unit, s.target)
        miss[k] = miss.get(k, Fraction(1)) * (1 - s.p)
    return {k: 1 - v for k, v in miss.items()}


def _component(cs: list[ManyStrike], index: dict[str, int], n_units: int) -> tuple[int, tuple]:
    early = [s for s in cs if not s.late]
    late = [s for s in cs if s.late]
    d1 = _deaths(early)
    targets = sorted(d1)
    if len(targets) > MAX_COMPONENT_TARGETS:
        raise BadFact(_("too many chained strike pairs for an exact answer; split the fight into smaller "
                        "groups of pairs"))
    out: dict[tuple[int, ...], Fraction] = {}
    for k in range(len(targets) + 1):
        for dead in combinations(targets, k):
            dead_set = set(dead)
            pr = Fraction(1)
            for t in targets:
                pr *= d1[t] if t in dead_set else 1 - d1[t]
            if not pr:
                continue
            base = [0] * n_units
            for unit, _fig in dead:
                base[index[unit]] += 1
            back = _deaths(s for s in late if (s.striker_unit, s.striker) not in dead_set)
            # the late strikes' deaths per unit, independent figure by figure
            per_unit: dict[str, list[Fraction]] = {}
            for (unit, fig), p in back.items():
                if (unit, fig) not in dead_set:
                    per_unit.setdefault(unit, []).append(p)
            partial = {tuple(base): pr}
            for unit, ps in per_unit.items():
                dist = successes(ps)
                nxt: dict[tuple[int, ...], Fraction] = {}
                for key, q in partial.items():
                    for j, w in enumerate(dist.weights):
                        if w:
                            kk = list(key)
                            kk[index[unit]] += j
                            nxt[tuple(kk)] = nxt.get(tuple(kk), Fraction(0)) + q * Fraction(w, dist.denominator)
                partial = nxt
            for key, q in partial.items():
                out[key] = out.get(key, Fraction(0)) + q
    den = lcm(*(v.denominator for v in out.values())) if out else 1
    return den, tuple(sorted((k, int(v * den)) for k, v in out.items()))
