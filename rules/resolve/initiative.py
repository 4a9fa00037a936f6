"""Initiative (6.C, R27): 2d6 + the army commander's bonus each side; the difference picks case C.1–C.4.

What each case gives the side with the higher total (6.C):

- C.1 (equal totals): nobody has the initiative; leaders activate alternately by ascending command rating.
- C.2 (1–3): the winner at once activates one of his leaders of his choice.
- C.3 (4–7): as C.2, then the winner names any enemy leader (the army commander too), whom his owner must
  activate at once.
- C.4 (8 or more): as C.3, and the winner names one other enemy leader (the army commander too), who cannot
  activate at all this turn ("inactif" marker).

Then the normal order resumes (ascending command rating; leaders already activated are not activated again).
Leaders of both sides with the same rating: the side whose army commander has the smaller bonus goes first;
equal bonuses: the attacker (6.C specific cases; R27).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from rules.i18n import N_, _
from rules.tables import Tables


@dataclass(frozen=True)
class Grants:
    """What the initiative case gives its winner (6.C)."""

    activates_first: bool
    names_enemy_next: bool
    names_enemy_inactive: bool
    text: str  # in English, marked for the catalogue: shown with `_()`


# The words of 6.C for each case label of the tables' bands.
CASES: Mapping[str, Grants] = {
    "C.1": Grants(False, False, False, N_("no initiative: alternate activations by ascending command rating")),
    "C.2": Grants(True, False, False, N_("activates one of his leaders first")),
    "C.3": Grants(
        True, True, False, N_("activates one of his leaders first, then names the enemy leader who activates next")
    ),
    "C.4": Grants(
        True,
        True,
        True,
        N_("activates one of his leaders first, names the enemy leader who activates next "
           "and another who cannot activate this turn"),
    ),
}


@dataclass(frozen=True)
class InitiativeResult:
    sides: tuple[str, str]
    dice: tuple[int, int]  # each side's 2d6 total
    bonuses: tuple[int, int]
    totals: tuple[int, int]
    difference: int  # absolute
    case: str
    winner: str | None  # None in C.1
    grants: Grants


def dice_totals(tables: Tables) -> dict[int, Fraction]:
    """The exact distribution of the initiative dice total (2d6: 0.3, 6.C)."""
    n, faces = tables.initiative_dice, tables.initiative_die_faces
    out: dict[int, Fraction] = {}
    p = Fraction(1, faces**n)
    for roll in product(range(1, faces + 1), repeat=n):
        out[sum(roll)] = out.get(sum(roll), Fraction(0)) + p
    return out


def resolve_initiative(
    sides: tuple[str, str], dice: tuple[int, int], bonuses: tuple[int, int], tables: Tables
) -> InitiativeResult:
    """The initiative of a turn from each side's dice total and army commander's bonus (6.C, R27)."""
    possible = dice_totals(tables)
    for d in dice:
        if d not in possible:
            raise ValueError(_("{dice} cannot total {total}").format(
                dice=f"{tables.initiative_dice}d{tables.initiative_die_faces}", total=d))
    totals = (dice[0] + bonuses[0], dice[1] + bonuses[1])
    diff = totals[0] - totals[1]
    case = tables.initiative_case(diff)
    winner = None if diff == 0 else sides[0] if diff > 0 else sides[1]
    return InitiativeResult(
        tuple(sides),
        tuple(dice),
        tuple(bonuses),
        totals,
        abs(diff),
        case,
        winner,  # type: ignore[arg-type]
        CASES[case],
    )


def initiative_distribution(
    bonuses: tuple[int, int], tables: Tables, sides: tuple[str, str] = ("first", "second")
) -> dict[tuple[str | None, str], Fraction]:
    """Exact probability of every (winner, case) over both sides' 2d6 (winner None for C.1)."""
    totals = dice_totals(tables)
    out: dict[tuple[str | None, str], Fraction] = {}
    for (a, pa), (b, pb) in product(totals.items(), totals.items()):
        r = resolve_initiative(sides, (a, b), bonuses, tables)
        key = (r.winner, r.case)
        out[key] = out.get(key, Fraction(0)) + pa * pb
    return out


def first_at_equal_rating(army_commander_bonus: Mapping[str, int], attacker: str) -> str:
    """Leaders of both sides with the same command rating: the side whose army commander has the smaller
    bonus activates first; equal bonuses: the attacker (6.C specific cases; R27)."""
    if len(army_commander_bonus) != 2 or attacker not in army_commander_bonus:
        raise ValueError(_("two sides, one of them the attacker"))
    (s1, b1), (s2, b2) = army_commander_bonus.items()
    if b1 != b2:
        return s1 if b1 < b2 else s2
    return attacker
