"""Dice as decisions (0.3): every die roll the rules call for is a pending decision of kind "roll", side None.

The state stays a pure value and `apply` deterministic: the faces come from outside. A program answers a
roll with `SeededDice` (a seeded generator), a person types the die rolled on the table (`roll 7`), a replay
reads the rolls back from the record. The Decision says what the roll is for (`note`) and which dice
(`dice`: "d10" for fire, mêlée, counter-charge, rally, pass-through and leader tests; "2d6" for the
initiative of 6.C).

    state = initial_state(scenario)
    dice = SeededDice(7)
    state, events = play_rolls(state, dice)        # answers every roll until a player must decide
"""

from __future__ import annotations

import random
from itertools import product

from rules.i18n import _
from rules.tables import Tables

from .choices import Choice, Decision, IllegalChoice, Roll

D10 = "d10"
D6x2 = "2d6"


def faces(tables: Tables, dice: str) -> list[tuple[int, ...]]:
    """Every legal answer to a roll: each d10 face (0..9, 0.3), or each ordered pair of the 2d6 (6.C)."""
    if dice == D10:
        return [(f,) for f in range(tables.number("d10_min"), tables.number("d10_max") + 1)]
    if dice == D6x2:
        one = range(1, tables.initiative_die_faces + 1)
        return list(product(one, repeat=tables.initiative_dice))
    raise ValueError(_("unknown dice {dice}").format(dice=repr(dice)))


_rolls: dict[tuple[int, str], tuple[Tables, tuple[Roll, ...]]] = {}


def roll_choices(tables: Tables, dice: str) -> list[Choice]:
    """Every legal roll answer, as choices. The records are made once per tables and dice and shared (issue
    #30: the look-ahead asks for them at every roll it meets); each call gets its own list."""
    got = _rolls.get((id(tables), dice))
    if got is None or got[0] is not tables:
        got = _rolls[(id(tables), dice)] = (tables, tuple(Roll(f) for f in faces(tables, dice)))
    return list(got[1])


_faces: dict[tuple[int, str], tuple[Tables, frozenset[tuple[int, ...]]]] = {}

CHECKED_KEPT = 256  # roll records whose verdict is kept (a game's are the few `roll_choices` shares)
_checked: dict[int, tuple[Choice, Tables, str, int]] = {}  # id(record) → (record, tables, dice, total)


def check_roll(tables: Tables, dice: str, choice: Choice) -> int:
    """The total of a legal roll answer; IllegalChoice says what the dice can show. A record found legal is kept
    with its total by its id, the tables and the dice (the entry holds the record, so its id is not reused; a
    Roll is frozen): the look-ahead answers every roll with the records `roll_choices` shares, 1,722 checks in
    seed 4's worst Hautmesnil decisions (thirteenth round, issue #30)."""
    got = _checked.get(id(choice))
    if got is not None and got[0] is choice and got[1] is tables and got[2] == dice:
        return got[3]
    if not isinstance(choice, Roll):
        raise IllegalChoice(_("a die must be rolled now ({dice}): write {form}").format(
            dice=dice, form="'roll <result>'"))
    legal = _faces.get((id(tables), dice))
    if legal is None or legal[0] is not tables:  # the faces kept per tables and dice (issue #30), as roll_choices
        legal = _faces[(id(tables), dice)] = (tables, frozenset(faces(tables, dice)))
    if type(choice.faces) is not tuple or choice.faces not in legal[1]:  # a list equals no face either
        if dice == D10:
            lo, hi = tables.number("d10_min"), tables.number("d10_max")
            raise IllegalChoice(_("a d10 reads {lo}..{hi} (0 is zero, 0.3); {roll} is not a face").format(
                lo=lo, hi=hi, roll=f"'{choice.notation(None)}'"))  # type: ignore[arg-type]
        n, f = tables.initiative_dice, tables.initiative_die_faces
        raise IllegalChoice(_("the initiative is {n}d{f}: write each die, e.g. {example} (1..{f} each)").format(
            n=n, f=f, example="'roll 3+5'"))
    total = choice.total
    if len(_checked) >= CHECKED_KEPT:
        _checked.clear()
    _checked[id(choice)] = (choice, tables, dice, total)
    return total


class SeededDice:
    """Answers roll decisions from a seeded generator: the same seed gives the same rolls in the same order."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def roll(self, decision: Decision, tables: Tables | None = None) -> Roll:
        if decision.kind != "roll":
            raise ValueError(_("the pending decision is {decision}, not a roll").format(decision=repr(decision.kind)))
        if decision.dice == D6x2:
            n, f = (2, 6) if tables is None else (tables.initiative_dice, tables.initiative_die_faces)
            return Roll(tuple(self.rng.randint(1, f) for _i in range(n)))
        lo, hi = (0, 9) if tables is None else (tables.number("d10_min"), tables.number("d10_max"))
        return Roll((self.rng.randint(lo, hi),))

    def answer(self, state) -> Roll:
        """The roll for `state`'s pending decision."""
        return self.roll(state.pending(), state.battle.tables)


class ScriptedDice:
    """Answers roll decisions from a list of results (`7`, or `(3, 5)` for 2d6), in order; for tests and for
    a person replaying a table's dice."""

    def __init__(self, rolls) -> None:
        self.rolls = list(rolls)
        self.used = 0

    def answer(self, state) -> Roll:
        if self.used >= len(self.rolls):
            raise IndexError(_("no scripted roll left for: {note}").format(note=state.pending().note))
        r = self.rolls[self.used]
        self.used += 1
        return Roll(tuple(r) if isinstance(r, (tuple, list)) else (int(r),))


def play_rolls(state, dice, limit: int = 10_000):
    """Apply rolls from `dice` while the pending decision is a roll; returns (state, events)."""
    events: list = []
    for _i in range(limit):
        if state.pending().kind != "roll":
            return state, tuple(events)
        state, ev = state.apply(dice.answer(state))
        events += ev
    raise RuntimeError(_("more rolls in a row than the limit"))  # pragma: no cover
