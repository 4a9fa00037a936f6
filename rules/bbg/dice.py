"""Exact d20 probabilities (B2): every BBG test succeeds on d20 <= base; sums of such tests as exact distributions.

Why integers over a common denominator and not Fractions all through: a volley of 200 figures convolved as
Fractions costs a gcd per term; grouped binomials of Python integers (`math.comb`) give the same exact numbers
within the referee desk's 10 ms.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rules.bbg.breakdown import Number, number_json
from rules.bbg.rulebook import DIE


def p_roll(base: Number | float) -> Fraction:
    """P(d20 <= base): base <= 0 never, base >= 20 always, a half value rounds down (B2)."""
    return Fraction(min(max(math.floor(base), 0), DIE), DIE)


def p_reroll(base: Number, reroll_base: Number) -> Fraction:
    """A second roll only after a failed first (B2, B12, B29): p1 + (1 − p1)·p2."""
    p1 = p_roll(base)
    return p1 + (1 - p1) * p_roll(reroll_base)


def p_twice(p: Fraction) -> Fraction:
    """The same test re-rolled once after a failure (the commander's re-roll, B29): 1 − (1 − p)²."""
    return 1 - (1 - p) ** 2


@dataclass(frozen=True)
class Distribution:
    """P(X = k) = weights[k] / denominator for k = 0 … len(weights) − 1, exactly."""

    weights: tuple[int, ...]
    denominator: int

    def p(self, k: int) -> Fraction:
        return Fraction(self.weights[k], self.denominator) if 0 <= k < len(self.weights) else Fraction(0)

    def at_least(self, k: int) -> Fraction:
        return Fraction(sum(self.weights[max(k, 0):]), self.denominator)

    def at_most(self, k: int) -> Fraction:
        return Fraction(sum(self.weights[: max(k + 1, 0)]), self.denominator)

    def where(self, pred) -> Fraction:
        return Fraction(sum(w for k, w in enumerate(self.weights) if pred(k)), self.denominator)

    @property
    def mean(self) -> Fraction:
        return Fraction(sum(k * w for k, w in enumerate(self.weights)), self.denominator)

    @property
    def total(self) -> Fraction:
        return Fraction(sum(self.weights), self.denominator)

    def probabilities(self) -> list[Fraction]:
        return [Fraction(w, self.denominator) for w in self.weights]

    def as_dict(self) -> dict[str, Any]:
        ps = self.probabilities()
        return {"p": [number_json(p) if p.denominator != 1 else int(p) for p in ps],
                "float": [round(float(p), 6) for p in ps], "mean": round(float(self.mean), 6)}


POINT = Distribution((1,), 1)


def binomial(n: int, p: Fraction) -> Distribution:
    """n independent tests of probability p."""
    den = p.denominator
    a, b = p.numerator, den - p.numerator
    return Distribution(tuple(math.comb(n, k) * a ** k * b ** (n - k) for k in range(n + 1)), den ** n)


def convolve(x: Distribution, y: Distribution) -> Distribution:
    """The distribution of X + Y for independent X, Y."""
    if len(x.weights) == 1:
        return Distribution(tuple(w * x.weights[0] for w in y.weights), x.denominator * y.denominator)
    if len(y.weights) == 1:
        return convolve(y, x)
    out = [0] * (len(x.weights) + len(y.weights) - 1)
    for i, a in enumerate(x.weights):
        if a:
            for j, b in enumerate(y.weights):
                out[i + j] += a * b
    return Distribution(tuple(out), x.denominator * y.denominator)


def successes(ps: Iterable[Fraction]) -> Distribution:
    """The number of successes of independent tests (a Poisson binomial), grouped by equal probabilities."""
    groups: dict[Fraction, int] = {}
    for p in ps:
        groups[p] = groups.get(p, 0) + 1
    dist = POINT
    for p, n in sorted(groups.items()):
        dist = convolve(dist, binomial(n, p))
    return dist


def fraction_json(p: Fraction) -> dict[str, Any]:
    return {"exact": number_json(p), "float": round(float(p), 6)}
