"""What the dice did: a resolution's rolls read against its base numbers, die by die, in the order the rules take
them (B2: d20 <= base succeeds). The referee types the table's dice, or the record rolls seeded ones
(`rules.bbg.record.roll`); either way the same reading gives the figures that fall and the test's result.

- melee (B5, B6, B12): the strikes of the side that strikes first, then only the survivors' strikes back (a
  simultaneous round: every strike in the computation's order); a throwing-spear strike that fails rolls its
  re-roll die at base − 2; a second hit on a fallen figure is lost;
- shooting (B38): the unpenalised dice first, then the third rank's; each die against the nearest figure not
  yet hit, at that figure's base plus the shooter's rank penalty; hits beyond the last figure are lost;
- a test (morale B28–B30, an elephant's wound B56, terror B32c): pass on d20 <= base; with the commander's
  re-roll a second die after a failure; a failure is orderly when the (last) roll is at most twice the base;
- chariots: the overturn of a collision (B55, `[L513]`: each chariot its own die) and the overrun
  (B55, `[L525]`: the strikes, a test at 10, the second strikes, a test at 15).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from rules.bbg.beasts import Overrun
from rules.bbg.breakdown import BadFact, Number
from rules.bbg.melee import MeleeRound
from rules.bbg.morale import MoraleTest
from rules.bbg.rulebook import (
    CHARIOT_OVERRUN_FIRST,
    CHARIOT_OVERRUN_SECOND,
    CHARIOT_OVERTURN_MORE,
    CHARIOT_OVERTURN_TWO,
    DIE,
    ORDERLY_FACTOR,
)
from rules.bbg.shooting import Volley
from rules.i18n import _


class DiceError(BadFact):
    """The dice given do not fit the resolution: too few, too many, or not a d20's face."""


class DiceShort(DiceError):
    """The dice ran out before the reading ended (a re-roll or a strike back needs one more)."""


class DiceOver(DiceError):
    """Dice were left over: `used` were read (a figure struck down does not strike back)."""

    def __init__(self, message: str, used: int) -> None:
        super().__init__(message)
        self.used = used


@dataclass(frozen=True)
class Roll:
    """One die: what it was rolled for, the base it had to reach, its value and whether it succeeded."""

    label: str
    base: Number
    value: int
    success: bool


@dataclass(frozen=True)
class Reading:
    """The dice read: every roll, the figures that fall per unit id (in the order they fell), and the result
    key ("hits", "pass", "orderly", "broken", "overturned_first", "overturned_second", "melee", "overturned");
    `hits` per unit id: the strikes or shots that succeeded against it, a second hit on a fallen figure too (an
    elephant counts each as a wound, B56)."""

    rolls: tuple[Roll, ...]
    fallen: dict[str, tuple[str, ...]] = field(default_factory=dict)
    result: str = "hits"
    overturned: int = 0
    hits: dict[str, int] = field(default_factory=dict)

    @property
    def used(self) -> int:
        return len(self.rolls)

    def line(self) -> str:
        """The result as the record keeps it, the same in every language: `hits; hoplites-1 −2, warband-1 −0`."""
        lost = ", ".join(f"{uid} −{len(ids)}" for uid, ids in self.fallen.items())
        return self.result + (f"; {lost}" if lost else "") + (f"; {self.overturned} overturned"
                                                            if self.overturned else "")


class _Dice:
    """The dice in the order given; running out or leaving some over is a DiceError naming both counts."""

    def __init__(self, dice: Sequence[int]) -> None:
        bad = [d for d in dice if not isinstance(d, int) or isinstance(d, bool) or not 1 <= d <= DIE]
        if bad:
            raise DiceError(_("a d20 shows 1 to 20, not {value}").format(value=bad[0]))
        self.dice = list(dice)
        self.i = 0
        self.rolls: list[Roll] = []

    def roll(self, label: str, base: Number) -> bool:
        if self.i >= len(self.dice):
            raise DiceShort(_("the dice ran out: {given} given, at least {needed} needed").format(
                given=len(self.dice), needed=self.i + 1))
        value = self.dice[self.i]
        self.i += 1
        ok = value <= math.floor(base)
        self.rolls.append(Roll(label, base, value, ok))
        return ok

    def done(self) -> tuple[Roll, ...]:
        if self.i < len(self.dice):
            raise DiceOver(_("too many dice: {given} given, {needed} used").format(given=len(self.dice),
                                                                                 needed=self.i), self.i)
        return tuple(self.rolls)


def read_melee(r: MeleeRound, a: str, b: str, dice: Sequence[int]) -> Reading:
    """B5, B6, B12: the figures of units `a` and `b` that fall in one melee round; an elephant's hits are counted
    in `hits` (each a wound) and never make it fall (B56, [L545])."""
    d = _Dice(dice)
    fallen: dict[str, list[str]] = {"a": [], "b": []}
    hits = {"a": 0, "b": 0}
    other = {"a": "b", "b": "a"}
    waves = [[s for s in r.strikes if s.side == r.first], [s for s in r.strikes if s.side != r.first]] \
        if r.first else [list(r.strikes)]
    for wave in waves:
        for s in wave:
            if s.striker in fallen[s.side] and r.first is not None and s.side != r.first:
                continue  # struck down before striking back (B6)
            label = f"{a if s.side == 'a' else b} {s.striker} → {s.target}"
            hit = d.roll(label, s.base)
            if not hit and s.reroll_base is not None:
                hit = d.roll(label + " ↺", s.reroll_base)
            hits[other[s.side]] += hit
            if hit and other[s.side] in r.wounded:
                continue  # a wound, not a casualty: the elephant stands and strikes back (B56, [L545])
            if hit and s.target not in fallen[other[s.side]]:
                fallen[other[s.side]].append(s.target)
    return Reading(d.done(), {a: tuple(fallen["a"]), b: tuple(fallen["b"])}, hits={a: hits["a"], b: hits["b"]})


def read_volley(v: Volley, target: str, dice: Sequence[int]) -> Reading:
    """B38: each die against the nearest figure not yet hit; the unpenalised dice first."""
    d = _Dice(dice)
    hits = succeeded = 0
    n = len(v.order)
    for shooter, pen in sorted(v.shots, key=lambda s: -s[1]):
        k = min(hits, n - 1) if n else 0
        base = (v.figure_bases[k] if v.figure_bases else 0) + pen
        if d.roll(f"{shooter} → {v.order[k] if n else '—'}", base):
            succeeded += 1
            hits += hits < n
    return Reading(d.done(), {target: tuple(v.order[:hits])}, hits={target: succeeded})


def read_test(test: MoraleTest, dice: Sequence[int], use_reroll: bool = False) -> Reading:
    """B28–B30: pass, orderly rout or broken rout; a second die only after a failure and with the re-roll."""
    d = _Dice(dice)
    ok = d.roll(test.unit, test.base)
    if not ok and use_reroll:
        ok = d.roll(test.unit + " ↺", test.base)
    rolls = d.done()
    if ok:
        return Reading(rolls, result="pass")
    return Reading(rolls, result="orderly" if rolls[-1].value <= ORDERLY_FACTOR * test.base else "broken")


@dataclass(frozen=True)
class DoubleReading(Reading):
    """Both units' tests after their melee (B24): each unit's result ("pass", "orderly", "broken"); `result` is
    "decided" when exactly one routs, else "continues"."""

    tests: dict[str, str] = field(default_factory=dict)


def read_double_test(a: MoraleTest, b: MoraleTest, dice: Sequence[int], use_reroll: bool = False) -> DoubleReading:
    """B24 `[L352]` "akkor dőlt el a közelharc, ha a csapatok különböző eredményre jutnak … egyébként folytatódik":
    `a` tests, then `b` (each with its commander's re-roll die after a failure when `use_reroll` and it has one,
    B29); the melee is decided only if one routs and the other does not."""
    d = _Dice(dice)
    res: dict[str, str] = {}
    for t in (a, b):
        ok = d.roll(t.unit, t.base)
        if not ok and use_reroll and t.reroll:
            ok = d.roll(t.unit + " ↺", t.base)
        res[t.unit] = "pass" if ok else ("orderly" if d.rolls[-1].value <= ORDERLY_FACTOR * t.base else "broken")
    failed = [u for u, r in res.items() if r != "pass"]
    return DoubleReading(d.done(), result="decided" if len(failed) == 1 else "continues", tests=res)


def read_overturn(chariots: Sequence[str], dice: Sequence[int]) -> Reading:
    """B55, [L513]: each chariot of a collision stays up on its own die <= 10 (two chariots) or <= 5 (more)."""
    if len(chariots) < 2:
        raise BadFact(_("a collision needs at least two chariots"))
    base = CHARIOT_OVERTURN_TWO if len(chariots) == 2 else CHARIOT_OVERTURN_MORE
    d = _Dice(dice)
    down = sum(not d.roll(c, base) for c in chariots)
    return Reading(d.done(), result="overturned" if down else "pass", overturned=down)


def read_overrun(o: Overrun, target: str, front: Sequence[str], dice: Sequence[int]) -> Reading:
    """B55, [L525]: the first strikes at `front` figures in order, the test at 10, the second strikes at the
    surviving front figures, the test at 15; the result says where it ended."""
    d = _Dice(dice)
    hit: list[str] = []
    for fid in list(front)[: o.strikes]:
        if d.roll(f"→ {fid}", o.first_base):
            hit.append(fid)
    if not d.roll(_("test at {base}").format(base=CHARIOT_OVERRUN_FIRST), CHARIOT_OVERRUN_FIRST):
        return Reading(d.done(), {target: tuple(hit)}, "overturned_first")
    alive = [f for f in front if f not in hit]
    for fid in alive[: o.strikes]:
        if d.roll(f"→ {fid}", o.second_base):
            hit.append(fid)
    if not d.roll(_("test at {base}").format(base=CHARIOT_OVERRUN_SECOND), CHARIOT_OVERRUN_SECOND):
        return Reading(d.done(), {target: tuple(hit)}, "overturned_second")
    return Reading(d.done(), {target: tuple(hit)}, "melee")
