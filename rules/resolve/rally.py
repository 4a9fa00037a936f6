"""Rally (12.3, R26): who may rally, the modified d10 against quality, the new state, the probabilities.

Phase E, after resting units turn fresh and before rout moves. Each discouraged or routed unit rolls a d10:
+1 if routed; minus the bonus of its banner leader or of its army commander when stacked with or adjacent to
it, the better of the two only; success when the modified roll ≤ its quality (the back's quality when
fatigued: the caller gives the face in force); an unmodified 0 always succeeds. No rally adjacent to an enemy
unit, across an impassable hexside included (the caller's flag). Two stacked units are one counter: a single
die, with the better quality of the two (5.2.6).

Effects: discouraged → valiant; routed → discouraged; the unit may face freely (the state machine turns it).

**Open question** (stack of a routed and a discouraged unit, 5.2.6): the single die is read for each unit with
its own modifiers (+1 only for the routed one, its own banner leader), against the stack's better quality.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.i18n import _
from rules.tables import Tables

from .common import Modifier, Verdict, allowed, check_d10, over_d10, refused
from .disorder import UnitCondition
from .inputs import Combatant, Stack
from .records import fast_inits


@dataclass(frozen=True)
class RallySituation:
    """The stack in one hex and the leaders that help it.

    banner_leader_bonus: the bonus of the unit's banner leader when he is stacked with or adjacent to it;
    an int applies to every unit of the stack, a mapping gives it by unit id; None: none near.
    army_commander_bonus: likewise for the army commander. adjacent_enemy: an enemy unit is adjacent
    (impassable hexsides included, 12.3 clarification).
    """

    stack: Stack
    banner_leader_bonus: Mapping[str, int] | int | None = None
    army_commander_bonus: int | None = None
    adjacent_enemy: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "stack", Stack.of(self.stack))

    def banner_bonus(self, unit_id: str) -> int | None:
        b = self.banner_leader_bonus
        if b is None or isinstance(b, int):
            return b
        return b.get(unit_id)


def can_rally(situation: RallySituation) -> Verdict:
    """12.3, R26: a discouraged or routed unit, no enemy adjacent."""
    if not any(u.disorder in ("discouraged", "routed") for u in situation.stack.units):
        return refused(_("{stack}: no discouraged or routed unit to rally").format(stack=situation.stack.label), "12.3")
    if situation.adjacent_enemy:
        return refused(
            _("{stack} is adjacent to an enemy unit (impassable hexsides included)").format(
                stack=situation.stack.label),
            "12.3; R26",
        )
    return allowed("may rally", "12.3; R26")


@dataclass(frozen=True)
class RallyUnitTest:
    unit: Combatant
    modifiers: tuple[Modifier, ...]

    @property
    def total(self) -> int:
        return sum(m.value for m in self.modifiers)


@dataclass(frozen=True)
class RallyUnitResult:
    unit_id: str
    modified: int
    success: bool
    automatic: bool  # an unmodified 0
    before: UnitCondition
    after: UnitCondition


@dataclass(frozen=True)
class RallyResult:
    die: int
    quality: int
    units: tuple[RallyUnitResult, ...]

    def unit(self, unit_id: str) -> RallyUnitResult:
        return next(u for u in self.units if u.unit_id == unit_id)


@dataclass(frozen=True)
class RallyResolution:
    """The rally test of one stack: ``result(die)``, ``distribution()`` per unit."""

    situation: RallySituation
    tables: Tables
    quality: int  # the better quality of the stack (5.2.6)
    tests: tuple[RallyUnitTest, ...]

    def _automatic(self, die: int) -> bool:
        return die == self.tables.number("rally_automatic_roll")

    def success(self, test: RallyUnitTest, die: int) -> bool:
        return self._automatic(check_d10(self.tables, die)) or die + test.total <= self.quality

    def result(self, die: int) -> RallyResult:
        out = []
        for t in self.tests:
            before = UnitCondition(t.unit.fatigued, t.unit.disorder)
            ok = self.success(t, die)
            after = before
            if ok:
                after = replace(before, disorder="valiant" if before.disorder == "discouraged" else "discouraged")
            out.append(RallyUnitResult(t.unit.unit_id, die + t.total, ok, self._automatic(die), before, after))
        return RallyResult(die, self.quality, tuple(out))

    def distribution(self) -> dict[str, dict[bool, Fraction]]:
        """Per unit id: the exact probability of rallying (True) or not (False)."""
        return {
            t.unit.unit_id: over_d10(self.tables, lambda d, t=t: self.success(t, d), (True, False)) for t in self.tests
        }

    def probability(self, unit_id: str) -> Fraction:
        return self.distribution()[unit_id][True]


def resolve_rally(situation: RallySituation, tables: Tables) -> RallyResolution:
    """The rally test of a stack allowed to rally (ValueError otherwise, with the rule)."""
    verdict = can_rally(situation)
    if not verdict:
        raise ValueError(f"{verdict.reason} ({verdict.rule})")
    stack = situation.stack
    quality = max(u.quality for u in stack.units)
    tests = []
    for u in stack.units:
        if u.disorder not in ("discouraged", "routed"):
            continue
        mods: list[Modifier] = []
        if u.routed:
            mods.append(Modifier("routed", tables.number("rally_routed_modifier"), "12.3: routed +1; R26", "routed"))
        bonuses = [
            (b, who)
            for b, who in (
                (situation.banner_bonus(u.unit_id), "banner leader"),
                (situation.army_commander_bonus, "army commander"),
            )
            if b is not None
        ]
        if bonuses:
            bonus, who = max(bonuses, key=lambda x: x[0])
            if bonus:
                rule = "12.3: minus the leader's bonus; the better of banner leader and army commander (R26)"
                mods.append(Modifier("leader", -bonus, rule, who))
        tests.append(RallyUnitTest(u, tuple(mods)))
    return RallyResolution(situation, tables, quality, tuple(tests))


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
