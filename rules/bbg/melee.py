"""One melee round (B4–B7, B11–B17, B23–B24): strike pairs, base numbers with their breakdown, strike order, the
exact joint distribution of both sides' losses, the tests and automatic routs it brings, and who routs.

The strike pairs are a referee fact (B5: which figures touch, which enemy a figure touching two strikes, the
wrapping pairs of B16); `contact_pairs` offers the pairs the position fixes and refuses to guess the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from math import lcm
from typing import Any

import numpy as np

from rules.bbg.breakdown import BadFact, Ledger, Number, Row, number_json, row
from rules.bbg.dice import Distribution, binomial, fraction_json, p_reroll, p_roll, successes
from rules.bbg.geometry import Body
from rules.bbg.ledger import Situation, reroll_available, spear_row, unit_rows
from rules.bbg.morale import MoraleTest, double_test, morale_test
from rules.bbg.rulebook import (
    CHARIOT_SIDE_DEFENCE,
    ELEPHANT_MAX_STRIKES,
    MELEE,
    WEDGE_ROUND1_STRIKERS,
)
from rules.bbg.units import Unit
from rules.i18n import N_, _

MAX_COMPONENT_TARGETS = 16  # chained pairs enumerated exactly; beyond this the referee splits the fight


@dataclass(frozen=True)
class Pair:
    """A strike pair (B5): `striker` of one unit strikes `target` of the other. `wrapping`: an envelopment pair
    (B16), in which the target's unit counts the flank attack −2."""

    striker: str
    target: str
    wrapping: bool = False


@dataclass(frozen=True)
class Strike:
    side: str  # "a" or "b": the striking unit
    striker: str
    target: str
    base: Number
    p: Fraction
    reroll_base: Number | None
    ledger: Ledger

    def as_dict(self) -> dict[str, Any]:
        out = {"side": self.side, "striker": self.striker, "target": self.target, "base": number_json(self.base),
               "p_hit": fraction_json(self.p), "breakdown": self.ledger.as_list()}
        if self.reroll_base is not None:
            out["reroll_base"] = number_json(self.reroll_base)
        return out


@dataclass(frozen=True)
class LossRule:
    """When a unit's losses this round bring a test (B23), or the wedge's exceptions (B14).

    kind: "engaged" (B23: 2·losses > engaged tests, all engaged fallen routs), "wedge1" (B14 round 1: tests only
    if 2·losses >= strength at the round's start, never an automatic rout), "wedge2" (B14 round 2: cumulative,
    2·(prior + losses) > prior engaged + engaged now), "skirmisher" (B17: survivors run, no test)."""

    kind: str = "engaged"
    prior_losses: int = 0
    prior_engaged: int = 0


def contact_pairs(striker: Body, target: Body, tolerance: float = 0.01) -> list[Pair]:
    """The pairs the position fixes (B5): each figure of `striker` whose base touches exactly one base of
    `target` along an edge (at least 0.05 M of it, within `tolerance` M) strikes that figure. A figure touching
    two or more is the referee's choice, and is refused; corners meeting are not contact."""
    import shapely
    from shapely import STRtree
    tfigs, tbases = target.figures, target.bases
    sfigs, sbases = striker.figures, striker.bases
    if not len(tbases) or not len(sbases):
        return []
    tree = STRtree(tbases)
    grown = shapely.buffer(sbases, tolerance, join_style="mitre")
    near = shapely.intersects(grown, target.footprint)
    pairs, unsure = [], []
    for k in np.flatnonzero(near):
        g = grown[k]
        cand = sorted(tree.query(g, predicate="intersects"))
        if not cand:
            continue
        areas = shapely.area(shapely.intersection(g, tbases[cand])) / tolerance
        touching = [tfigs[c].id for c, a in zip(cand, areas, strict=True) if a >= 0.05]
        if len(touching) == 1:
            pairs.append(Pair(sfigs[k].id, touching[0]))
        elif len(touching) > 1:
            unsure.append(f"{sfigs[k].id}: {', '.join(touching)}")
    if unsure:
        raise BadFact(_("these figures touch more than one enemy; the referee names the figure each strikes "
                        "(B5): {figures}").format(figures="; ".join(unsure)))
    return pairs


def unit_ledger(unit: Unit, opp: Unit, sit: Situation) -> Ledger:
    """ΣM of B4 with every row of B7, present or absent."""
    return unit_rows(unit, opp, sit, morale=False)


def strike_ledger(s_unit: Unit, t_unit: Unit, s_led: Ledger, t_led: Ledger, spear: Row, striker: str, target: str,
                  wrapping: bool) -> Ledger:
    """B4: Att(s) − Def(t) + (ΣM(S) − ΣM(T)) + (Tri(S) − Tri(T)) − Dx(T); each term a row."""
    att = s_unit.attack_of(striker or None)
    dfn = t_unit.defence_of(target or None)
    rows = [row("attack", att, True, N_("the striking figure's attack value"), "L322", "B4"),
            row("defence", -dfn, True, N_("the target figure's defence value"), "L322", "B4")]
    for r in s_led.applied():
        rows.append(Row(r.key, r.value, True, r.reason, r.lines, r.rule, r.args, side="striker"))
    for r in t_led.applied():
        rows.append(Row(r.key, -r.value, True, r.reason, r.lines, r.rule, r.args, side="target"))
    if wrapping and not t_led.value("flank_attack"):
        rows.append(Row("flank_attack", -MELEE["flank_attack"], True, N_("an envelopment pair (B16)"),
                        "L181, L342", "B16", side="target"))
    if t_unit.kind == "chariot":
        rows.append(Row("chariot_side", -CHARIOT_SIDE_DEFENCE, True, N_("the chariot's side covers its crew"),
                        "L515", "B37, B55", side="target"))
    rows.append(Row("triumph", s_unit.triumph, True, N_("triumph at the start of the round"), "L322, L108", "B4",
                    side="striker"))
    rows.append(Row("triumph", -t_unit.triumph, True, N_("triumph at the start of the round"), "L322, L108",
                    "B4", side="target"))
    if spear.applies:
        rows.append(Row(spear.key, -spear.value, True, spear.reason, spear.lines, spear.rule, spear.args,
                        side="target"))
    return Ledger(tuple(rows))


def strike_order(a: Unit, b: Unit, sa: Situation, sb: Situation) -> tuple[str | None, str, str]:
    """B6: who strikes first this round: "a", "b" or None (simultaneous), with the reason and lines."""
    for x, y, sx, name in ((a, b, sa, "a"), (b, a, sb, "b")):
        if "pike" in x.traits and "pike" not in y.traits and sx.attacked_from == "front" and x.is_close:
            return name, N_("pikes attacked from the front by a unit that is not pikes strike first in every "
                            "round"), "L163"
    if sa.round == 1 and not (sa.countercharge or sb.countercharge):
        if sa.charged and not sb.charged:
            return "a", N_("round 1: the charging unit strikes first, the survivors strike back"), "L322"
        if sb.charged and not sa.charged:
            return "b", N_("round 1: the charging unit strikes first, the survivors strike back"), "L322"
    if sa.countercharge or sb.countercharge:
        return None, N_("after a countercharge the strikes are simultaneous"), "L322"
    return None, N_("from round 2 the strikes are simultaneous"), "L322"


@dataclass(frozen=True)
class Joint:
    """P(A loses i, B loses j) = weights[(i, j)] / denominator."""

    weights: dict[tuple[int, int], int]
    denominator: int

    def p(self, pred) -> Fraction:
        return Fraction(sum(w for k, w in self.weights.items() if pred(*k)), self.denominator)

    def marginal(self, side: str) -> Distribution:
        idx = 0 if side == "a" else 1
        n = max((k[idx] for k in self.weights), default=0)
        out = [0] * (n + 1)
        for k, w in self.weights.items():
            out[k[idx]] += w
        return Distribution(tuple(out), self.denominator)


def _death_probs(strikes: Iterable[Strike]) -> dict[str, Fraction]:
    """Each target's chance to fall: a second hit on a fallen figure is lost (B5)."""
    miss: dict[str, Fraction] = {}
    for s in strikes:
        miss[s.target] = miss.get(s.target, Fraction(1)) * (1 - s.p)
    return {t: 1 - m for t, m in miss.items()}


def _joint_simultaneous(strikes: Sequence[Strike]) -> Joint:
    la = successes(_death_probs(s for s in strikes if s.side == "b").values())  # A's figures hit by B
    lb = successes(_death_probs(s for s in strikes if s.side == "a").values())
    w = {(i, j): x * y for i, x in enumerate(la.weights) if x for j, y in enumerate(lb.weights) if y}
    return Joint(w, la.denominator * lb.denominator)


def _strike_components(strikes: Sequence, striker: Callable, target: Callable) -> dict[tuple, list]:
    """The strike graph's connected components (union-find over the figures, a strike joining its striker and its
    target): figures' fates depend on one another only within one component."""
    parent: dict[tuple, tuple] = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for s in strikes:
        parent[find(striker(s))] = find(target(s))
    comps: dict[tuple, list] = {}
    for s in strikes:
        comps.setdefault(find(striker(s)), []).append(s)
    return comps


def _joint_sequential(strikes: Sequence[Strike], first: str) -> Joint:
    """Round 1 (B6): `first`'s strikes land; only the struck side's survivors strike back. Exact, component by
    component of the strike graph, then convolved."""
    comps = _strike_components(strikes, lambda s: (s.side, s.striker),
                               lambda s: ("b" if s.side == "a" else "a", s.target))
    dists: dict[tuple, int] = {}
    seen: dict[tuple, tuple] = {}
    for cs in comps.values():
        shape = _shape(cs, lambda s: s.side, lambda s: (s.side, s.striker), lambda s: ("b" if s.side == "a" else "a",
                                                                                        s.target))
        if shape not in seen:  # alike components (most pairs of a front) are enumerated once
            seen[shape] = _component(cs, first)
        sig = seen[shape]
        dists[sig] = dists.get(sig, 0) + 1
    return _convolve_groups(dists)


def _shape(cs, tag, striker, target) -> tuple:
    """A component's structure with its figures renamed by first appearance: equal shapes, equal distributions."""
    names: dict = {}
    out = []
    for s in cs:
        a = names.setdefault(striker(s), len(names))
        b = names.setdefault(target(s), len(names))
        out.append((tag(s), s.p, a, b))
    return tuple(out)


def _convolve_groups(groups: dict[tuple, int]) -> Joint:
    """The joint losses of independent components, alike ones grouped (B5, B6): `joint_of_groups`."""
    weights, den = joint_of_groups(groups)
    return Joint(weights, den)


def joint_of_groups(groups: dict[tuple, int]) -> tuple[dict[tuple[int, ...], int], int]:
    """The m-fold sum of each group's component distribution ((den, ((key, weight), …)), m), all groups added
    together, exactly. A component with at most three outcomes (a one-to-one pair each way has three: neither
    falls, one, the other) sums by the multinomial formula; others by a power of an integer that packs the
    distribution. The groups' tables are packed into integers (Kronecker substitution: the weight of losses
    (i, j, …) at byte offset nbytes·(i + r₀·j + …)) and multiplied, so the convolution runs in C."""
    tables = [_group_table(sig, m) for sig, m in groups.items()]
    if len(tables) == 1:
        return tables[0]
    dims = len(next(iter(tables[0][0])))
    radix = [sum(max(k[d] for k in t) for t, _den in tables) + 1 for d in range(dims)]
    strides = [1] * dims
    for d in range(1, dims):
        strides[d] = strides[d - 1] * radix[d - 1]
    den = 1
    for _t, tden in tables:
        den *= tden
    nbytes = (den.bit_length() + 8) // 8 + 1
    cells = strides[-1] * radix[-1]
    products = 1
    for t, _tden in tables:
        products *= len(t)
    # measured on this machine: a dict product costs about 1.5 µs; a Karatsuba product of N-bit integers about
    # (N / 30) ** 1.585 ns. Take the cheaper (both exact).
    if products * 1500 < (cells * nbytes * 8 / 30) ** 1.585:
        return _sparse_product(tables), den
    total = 1
    for table, _tden in tables:
        span = max(sum(k[d] * strides[d] for d in range(dims)) for k in table) + 1
        buf = bytearray(nbytes * span)
        for k, w in table.items():
            at = nbytes * sum(k[d] * strides[d] for d in range(dims))
            buf[at:at + nbytes] = w.to_bytes(nbytes, "little")
        total *= int.from_bytes(buf, "little")
    raw = total.to_bytes(nbytes * cells, "little")
    weights = {}
    for cell in range(cells):
        w = int.from_bytes(raw[cell * nbytes:(cell + 1) * nbytes], "little")
        if w:
            weights[tuple((cell // strides[d]) % radix[d] for d in range(dims))] = w
    return weights, den


def _sparse_product(tables: list[tuple[dict[tuple[int, ...], int], int]]) -> dict[tuple[int, ...], int]:
    weights = dict(tables[0][0])
    for table, _tden in tables[1:]:
        new: dict[tuple[int, ...], int] = {}
        for k1, w1 in weights.items():
            for k2, w2 in table.items():
                k = tuple(a + b for a, b in zip(k1, k2, strict=True))
                new[k] = new.get(k, 0) + w1 * w2
        weights = new
    return weights


def _group_table(sig: tuple, m: int) -> tuple[dict[tuple[int, ...], int], int]:
    cden, outs = sig
    den = cden ** m
    if len(outs) <= 3:
        from math import factorial
        keys = [k for k, _w in outs] + [None] * (3 - len(outs))
        ws = [w for _k, w in outs] + [0] * (3 - len(outs))
        dims = len(outs[0][0])
        pw = [[1] for _ in range(3)]
        for _i in range(m):
            for q in range(3):
                pw[q].append(pw[q][-1] * ws[q])
        fact = [factorial(i) for i in range(m + 1)]
        table: dict[tuple[int, ...], int] = {}
        for i in range(m + 1):
            for j in range(m + 1 - i):
                r = m - i - j
                w = fact[m] // (fact[i] * fact[j] * fact[r]) * pw[0][i] * pw[1][j] * pw[2][r]
                if not w:
                    continue
                key = tuple((keys[0][d] * i if keys[0] else 0) + (keys[1][d] * j if keys[1] else 0)
                            + (keys[2][d] * r if keys[2] else 0) for d in range(dims))
                table[key] = table.get(key, 0) + w
        return table, den
    dims = len(outs[0][0])
    top = [m * max(k[d] for k, _w in outs) for d in range(dims)]
    radix = [t + 1 for t in top]
    strides = [1] * dims
    for d in range(1, dims):
        strides[d] = strides[d - 1] * radix[d - 1]
    nbytes = (den.bit_length() + 8) // 8 + 1
    s = 8 * nbytes
    packed = sum(w << (s * sum(k[d] * strides[d] for d in range(dims))) for k, w in outs) ** m
    cells = strides[-1] * radix[-1]
    raw = packed.to_bytes(nbytes * cells, "little")
    table = {}
    for cell in range(cells):
        w = int.from_bytes(raw[cell * nbytes:(cell + 1) * nbytes], "little")
        if w:
            table[tuple((cell // strides[d]) % radix[d] for d in range(dims))] = w
    return table, den


def _component(cs: list[Strike], first: str) -> tuple[int, tuple]:
    """One component's distribution over (A losses, B losses) as (denominator, ((da, db), weight), …)."""
    p1 = [s for s in cs if s.side == first]
    p2 = [s for s in cs if s.side != first]
    death1 = _death_probs(p1)
    targets = sorted(death1)
    if len(targets) > MAX_COMPONENT_TARGETS:
        raise BadFact(_("too many chained strike pairs for an exact answer; split the fight into smaller "
                        "groups of pairs"))
    out: dict[tuple[int, int], Fraction] = {}
    for k in range(len(targets) + 1):
        for dead in combinations(targets, k):
            dead_set = set(dead)
            pr = Fraction(1)
            for t in targets:
                pr *= death1[t] if t in dead_set else 1 - death1[t]
            if not pr:
                continue
            back = _death_probs(s for s in p2 if s.striker not in dead_set)
            l2 = successes(back.values())
            for n2, w in enumerate(l2.weights):
                if not w:
                    continue
                key = (k, n2) if first == "b" else (n2, k)
                out[key] = out.get(key, Fraction(0)) + pr * Fraction(w, l2.denominator)
    den = lcm(*(v.denominator for v in out.values())) if out else 1
    return den, tuple(sorted((k, int(v * den)) for k, v in out.items()))


def loss_status(rule: LossRule, losses: int, engaged: int, strength: int) -> str:
    """"auto", "test" or "none" for one unit's losses this round (B23, B14, B17): what the dice read give."""
    if rule.kind == "skirmisher":
        return "auto"
    if rule.kind == "wedge1":
        return "test" if 2 * losses >= strength and losses > 0 else "none"
    if engaged and losses >= engaged:
        return "auto"
    if rule.kind == "wedge2":
        return "test" if 2 * (rule.prior_losses + losses) > rule.prior_engaged + engaged else "none"
    return "test" if 2 * losses > engaged else "none"


_status = loss_status  # the name melee_many.py imports


@dataclass(frozen=True)
class MeleeRound:
    a: str
    b: str
    round: int
    ledger_a: Ledger
    ledger_b: Ledger
    strikes: tuple[Strike, ...]
    first: str | None
    order_reason: str
    order_lines: str
    engaged: dict[str, int]
    joint: Joint
    tests: dict[str, MoraleTest]
    statuses: dict[str, dict[str, Fraction]]
    outcome: dict[str, dict[str, Fraction]]  # "without_reroll" / "with_reroll" -> a_routs, b_routs, …
    dissolved: dict[str, Fraction]
    notes: tuple[str, ...] = field(default_factory=tuple)
    rules: dict[str, LossRule] = field(default_factory=dict)  # each side's test rule ("a", "b")
    wounded: frozenset[str] = frozenset()  # sides whose hits are wounds, not casualties: an elephant (B56)

    def losses(self, side: str) -> Distribution:
        return self.joint.marginal(side)

    def as_dict(self) -> dict[str, Any]:
        return {
            **({"wounds_not_losses": sorted(self.wounded)} if self.wounded else {}),  # B56: its losses are wounds
            "units": {"a": self.a, "b": self.b}, "round": self.round,
            "ledgers": {"a": self.ledger_a.as_list(), "b": self.ledger_b.as_list()},
            "modifiers": {"a": number_json(self.ledger_a.total), "b": number_json(self.ledger_b.total)},
            "strike_order": {"first": self.first, "why": _(self.order_reason), "lines": self.order_lines,
                             "rule": "B6"},
            "strikes": [s.as_dict() for s in self.strikes],
            "engaged": self.engaged,
            "losses": {"a": self.losses("a").as_dict(), "b": self.losses("b").as_dict()},
            "test_due": {k: {s: fraction_json(p) for s, p in v.items()} for k, v in self.statuses.items()},
            "tests": {k: t.as_dict() for k, t in self.tests.items()},
            "outcome": {k: {s: fraction_json(p) for s, p in v.items()} for k, v in self.outcome.items()},
            "dissolved": {k: fraction_json(p) for k, p in self.dissolved.items()},
            "notes": [_(n) for n in self.notes],
        }


def melee_round(a: Unit, b: Unit, sa: Situation, sb: Situation, pairs_a: Sequence[Pair], pairs_b: Sequence[Pair],
                rule_a: LossRule | None = None, rule_b: LossRule | None = None, reroll_a: bool = False,
                reroll_b: bool = False, morale_a: Situation | None = None,
                morale_b: Situation | None = None) -> MeleeRound:
    """One round between unit `a` and unit `b` (B4–B6, B23–B24).

    `pairs_a`: A's strike pairs (A figure → B figure), `pairs_b` B's. `sa`/`sb`: each unit's situation (round,
    who charged, attack direction…). `rule_*`: the test rule (default B23). `reroll_*`: the commander's re-roll
    is available (B29, `morale.reroll_eligibility`). `morale_*`: the situation for the test's ledger (default:
    the melee's, with `against_close` set when the enemy is a close formation)."""
    if sa.round != sb.round:
        raise BadFact("both units must be in the same melee round")
    for x, y, sx in ((a, b, sa), (b, a, sb)):
        if sx.charged and x.kind == "cavalry" and y.kind == "elephant":
            raise BadFact(_("cavalry may not attack elephants: the horses fear them (B56, [L537])"))
        if sx.charged and x.skirmisher and not y.skirmisher:
            raise BadFact(_("skirmishers may start a melee only against skirmishers (B17, [L112])"))
    rule_a = rule_a or LossRule()
    rule_b = rule_b or LossRule()
    notes: list[str] = []
    led_a, led_b = unit_ledger(a, b, sa), unit_ledger(b, a, sb)
    first, why, lines = strike_order(a, b, sa, sb)
    pairs_b = list(pairs_b)
    if b.skirmisher and sa.charged and not a.skirmisher:
        pairs_b, rule_b = [], LossRule("skirmisher")
        first, why, lines = "a", N_("skirmishers charged by a unit are struck once, do not strike back, and run"), \
            "L112"
    if a.skirmisher and sb.charged and not b.skirmisher:
        pairs_a, rule_a = [], LossRule("skirmisher")
        first, why, lines = "b", N_("skirmishers charged by a unit are struck once, do not strike back, and run"), \
            "L112"
    for unit, pairs, sit in ((a, pairs_a, sa), (b, pairs_b, sb)):
        if unit.kind == "elephant" and len(pairs) > ELEPHANT_MAX_STRIKES:
            raise BadFact(_("an elephant strikes at most 4 figures a round (B56, [L541])"))
        if sit.wedge and sit.round == 1 and len(pairs) > WEDGE_ROUND1_STRIKERS:
            other = b if unit is a else a
            if other.is_close:
                raise BadFact(_("in round 1 a wedge attacking a close formation strikes with 3 riders (B14, "
                                "[L211])"))
    strikes: list[Strike] = []
    for side, s_unit, t_unit, s_sit, t_sit, s_led, t_led, pairs in (
            ("a", a, b, sa, sb, led_a, led_b, pairs_a), ("b", b, a, sb, sa, led_b, led_a, pairs_b)):
        spear = spear_row(t_unit, s_unit, t_sit)
        can_reroll, _r = reroll_available(s_unit, t_unit, s_sit)
        for pr in pairs:
            led = strike_ledger(s_unit, t_unit, s_led, t_led, spear, pr.striker, pr.target, pr.wrapping)
            base = led.total
            if can_reroll:
                rb = base + MELEE["attack_reroll"]
                strikes.append(Strike(side, pr.striker, pr.target, base, p_reroll(base, rb), rb, led))
            else:
                strikes.append(Strike(side, pr.striker, pr.target, base, p_roll(base), None, led))
    wounded = frozenset(side for side, unit in (("a", a), ("b", b)) if unit.kind == "elephant")
    counted = as_wounds(strikes, lambda s: ("b" if s.side == "a" else "a") in wounded)
    joint = _joint_simultaneous(counted) if first is None else _joint_sequential(counted, first)
    engaged = {"a": len({p.striker for p in pairs_a} | {p.target for p in pairs_b}),
               "b": len({p.striker for p in pairs_b} | {p.target for p in pairs_a})}
    ma = morale_a or _with_close(sa, b)
    mb = morale_b or _with_close(sb, a)
    tests = {}
    for side, unit, m, rr in (("a", a, ma, reroll_a), ("b", b, mb, reroll_b)):
        if unit.morale is not None:
            tests[side] = morale_test(unit, m, reroll=rr)
        else:
            notes.append(N_("a unit without a morale value: its test cannot be computed (B57)"))
    statuses, outcome, dissolved = _outcomes(a, b, joint, engaged, rule_a, rule_b, tests, wounded)
    return MeleeRound(a.name, b.name, sa.round, led_a, led_b, tuple(strikes), first, why, lines, engaged, joint,
                      tests, statuses, outcome, dissolved, tuple(notes), {"a": rule_a, "b": rule_b}, wounded)


def as_wounds(strikes: Sequence, on_elephant: Callable) -> list:
    """The strikes as the loss distribution counts them (B56, `[L545]`: "az elefánt azonban nem esik el könnyen":
    a hit on an elephant is a wound, not a casualty). Each strike on an elephant gets a target of its own, so every
    hit counts one (no "second hit on a fallen figure is lost", B5) and the elephant, never struck down, still
    strikes back in round 1 (B6). The strikes shown and read keep their real target."""
    from dataclasses import replace
    return [replace(s, target=f"{s.target}#wound{i}") if on_elephant(s) else s for i, s in enumerate(strikes)]


def _with_close(sit: Situation, opp: Unit) -> Situation:
    from dataclasses import replace
    return replace(sit, against_close=opp.is_close)


def _outcomes(a: Unit, b: Unit, joint: Joint, engaged: dict[str, int], rule_a: LossRule, rule_b: LossRule,
              tests: dict[str, MoraleTest], wounded: frozenset[str] = frozenset()):
    """Who tests, who routs automatically, who is dissolved, and who routs (B23, B24, B27), exactly. The joint
    weights are first summed by the pair of statuses (integers), so the chances are taken nine times, not once
    per state."""
    strength = {"a": a.count, "b": b.count}
    mins = {"a": a.dissolution_minimum(), "b": b.dissolution_minimum()}
    by_status: dict[tuple[str, str], int] = {}
    status_w = {s: {"auto": 0, "test": 0, "none": 0} for s in "ab"}
    dissolved_w = {"a": 0, "b": 0}
    for (la, lb), w in joint.weights.items():
        # an elephant's hits are wounds: no B23 test and no dissolution from them; its tests are B56's
        sa = "none" if "a" in wounded else loss_status(rule_a, la, engaged["a"], strength["a"])
        sb = "none" if "b" in wounded else loss_status(rule_b, lb, engaged["b"], strength["b"])
        by_status[(sa, sb)] = by_status.get((sa, sb), 0) + w
        status_w["a"][sa] += w
        status_w["b"][sb] += w
        for s, loss in (("a", la), ("b", lb)):
            if s not in wounded and mins[s] is not None and strength[s] - loss < mins[s]:
                dissolved_w[s] += w
    den = joint.denominator
    statuses = {s: {k: Fraction(v, den) for k, v in d.items()} for s, d in status_w.items()}
    dissolved = {s: Fraction(v, den) for s, v in dissolved_w.items()}
    modes = [("without_reroll", False)] + ([("with_reroll", True)] if any(t.reroll for t in tests.values()) else [])
    outcome: dict[str, dict[str, Fraction]] = {}
    for mode, use in modes:
        acc = {"a_routs": Fraction(0), "b_routs": Fraction(0), "both_rout": Fraction(0), "continues": Fraction(0)}
        for (sa, sb), w in by_status.items():
            st = {"a": sa, "b": sb}
            if any(st[s] == "test" and s not in tests for s in "ab"):
                continue  # no morale value: reported in the notes (B57)
            ch = {s: tests[s].chances(use and tests[s].reroll) if st[s] == "test" else None for s in "ab"}
            p = Fraction(w, den)
            for k, v in double_test(ch["a"], ch["b"], sa == "auto", sb == "auto").items():
                acc[k] += p * v
        outcome[mode] = acc
    return statuses, outcome, dissolved


# -- the wedge, snaking and envelopment ------------------------------------------------------------------------

def wedge_test_due(round_: int, losses: Sequence[int], engaged: Sequence[int], strength: int) -> tuple[bool, str]:
    """B14: round 1 tests only if 2·losses >= strength at the round's start; round 2 on the cumulative losses
    of rounds 1–2 against the strikers of round 1 plus the riders newly engaged in round 2."""
    if round_ == 1:
        due = 2 * losses[0] >= strength
        return due, N_("round 1 of a wedge: a test only if half the unit fell")
    total_l, total_e = sum(losses[:2]), sum(engaged[:2])
    return 2 * total_l > total_e, N_("round 2 of a wedge: the losses of both rounds against all riders engaged")


@dataclass(frozen=True)
class SnakingResult:
    hits: Distribution
    base: Number
    ledger: Ledger
    rank_size: int
    stop_test_due: Fraction  # P(2·losses >= rank size and not the whole rank)
    stop_automatic: Fraction  # P(the whole attacked rank falls)

    def as_dict(self) -> dict[str, Any]:
        return {"base": number_json(self.base), "breakdown": self.ledger.as_list(), "hits": self.hits.as_dict(),
                "rank_size": self.rank_size, "stop_test_due": fraction_json(self.stop_test_due),
                "stop_automatic": fraction_json(self.stop_automatic)}


def snaking(riders: Unit, target: Unit, s_rider: Situation, s_target: Situation, riders_passing: int,
            rank_size: int, reachable: int | None = None, crew_strikes: int = 1) -> SnakingResult:
    """B15: each passing rider strikes once at −2 at the current outermost figure; a hit removes it and the next
    becomes the target. Hits are binomial in the strikes, capped by the figures reachable. A moving target stops
    on a failed test if it lost at least half the attacked rank, automatically if it lost the whole rank
    (`[L229]`); a fast strike never routs. Chariots: every crewman strikes (`crew_strikes`), +1 if scythed."""
    from dataclasses import replace
    sr = replace(s_rider, snaking=True)
    led_r, led_t = unit_ledger(riders, target, sr), unit_ledger(target, riders, s_target)
    led = strike_ledger(riders, target, led_r, led_t, spear_row(target, riders, s_target), "", "", False)
    base = led.total
    n = riders_passing * crew_strikes + (riders_passing if "scythed" in riders.traits else 0)
    dist = binomial(n, p_roll(base))
    cap = reachable if reachable is not None else rank_size
    if cap < n:  # hits beyond the figures reachable are lost
        w = list(dist.weights[: cap + 1])
        w[cap] += sum(dist.weights[cap + 1:])
        dist = Distribution(tuple(w), dist.denominator)
    auto = dist.where(lambda k: snaking_stop(k, rank_size) == "stops")
    due = dist.where(lambda k: snaking_stop(k, rank_size) == "test")
    return SnakingResult(dist, base, led, rank_size, due, auto)


def snaking_stop(lost: int, rank_size: int) -> str:
    """B15: a moving target that lost the whole attacked rank stops (`stops`), one that lost half of it or more
    takes a test (`test`), any other moves on (`moves_on`). The one reading, for the distribution and the dice."""
    if lost >= rank_size:
        return "stops"
    return "test" if 2 * lost >= rank_size else "moves_on"


@dataclass(frozen=True)
class Envelopment:
    side: str
    overhang: int
    flexibility: int
    allowed: bool
    wrapping: tuple[str, ...]
    why: str

    def as_dict(self) -> dict[str, Any]:
        return {"side": self.side, "overhang": self.overhang, "flexibility": self.flexibility,
                "allowed": self.allowed, "wrapping_figures": list(self.wrapping), "why": _(self.why),
                "lines": "L173-181", "rule": "B16"}


def envelopment(enveloper: Body, enemy: Body, flexibility: int | None, round_: int, owner: str = "") -> list[
        Envelopment]:
    """B16: on each side, the enveloper's front-rank figures whose centres lie beyond the line extending the
    enemy's flank edge (perpendicular to the enveloper's front); allowed from round 2 if overhang >=
    flexibility. The pairs themselves are the referee's (`Pair(wrapping=True)`)."""
    from rules.bbg.breakdown import require
    flex = require(flexibility, "flexibility", owner)
    front = [f for f in enveloper.figures if f.rank == 1] if enveloper.slots else list(enveloper.figures)
    e_us = [enveloper.pose.to_local(x, y)[0] for x, y in enemy.frame.exterior.coords]
    lo, hi = min(e_us), max(e_us)
    out = []
    for side in ("left", "right"):
        over = tuple(f.id for f in front if (enveloper.pose.to_local(f.x, f.y)[0] < lo if side == "left" else
                                             enveloper.pose.to_local(f.x, f.y)[0] > hi))
        ok = round_ >= 2 and len(over) >= flex
        if round_ < 2:
            why = N_("envelopment may happen only after the first melee round")
        elif ok:
            why = N_("the overhang reaches the unit's flexibility")
        else:
            why = N_("the overhang is smaller than the unit's flexibility")
        out.append(Envelopment(side, len(over), flex, ok, over if ok else (), why))
    return out
