"""Small values shared by the resolution functions: a modifier with its rule, a yes/no with its reason, the d10.

Every number comes from the edition tables (``rules/tables.py``); this module only reads the die faces and
adds up exact probabilities with ``fractions.Fraction``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TypeVar

from rules.i18n import _
from rules.tables import Tables

from .records import fast_inits

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True)
class Modifier:
    """One die-roll modifier as the table gives it.

    key: the table's name for it (``charge_front``, ``strength_below_4``, ``odds``, ``terrain:wood``);
    value: the number (from the tables); rule: where the rules say so (table line, section, R-number);
    label: the words the log prints after the number ("odds 1:1", "<4 SP", "charge front").
    """

    key: str
    value: int
    rule: str
    label: str


@dataclass(frozen=True)
class Verdict:
    """May it be done? ``ok`` with the reason (and the rule) either way. Truthy when allowed."""

    ok: bool
    reason: str
    rule: str = ""
    # a refusal's language-neutral kind where a caller acts on it (`out-of-range`)
    code: str | None = field(default=None, compare=False)

    def __bool__(self) -> bool:
        return self.ok


def allowed(reason: str = "allowed", rule: str = "") -> Verdict:
    return Verdict(True, reason, rule)


def refused(reason: str, rule: str, code: str | None = None) -> Verdict:
    return Verdict(False, reason, rule, code)


def d10_faces(tables: Tables) -> range:
    """The faces of the d10 as the rules read it: 0..9, 0 is zero (0.3)."""
    return range(tables.number("d10_min"), tables.number("d10_max") + 1)


def check_d10(tables: Tables, die: int) -> int:
    """A d10 result or ValueError."""
    faces = d10_faces(tables)
    if not isinstance(die, int) or isinstance(die, bool) or die not in faces:
        raise ValueError(_("a d10 reads {low}..{high} (0.3), not {die}").format(low=faces.start, high=faces.stop - 1,
                                                                               die=repr(die)))
    return die


def over_d10(tables: Tables, outcome: Callable[[int], K], keys: Iterable[K] = ()) -> dict[K, Fraction]:
    """The exact distribution of ``outcome(die)`` over the d10, each face 1/10.

    ``keys`` are listed first (with 0 when they never happen), so a distribution shows every result.
    """
    faces = d10_faces(tables)
    p = Fraction(1, len(faces))
    out: dict[K, Fraction] = {k: Fraction(0) for k in keys}
    for die in faces:
        k = outcome(die)
        out[k] = out.get(k, Fraction(0)) + p
    return out


def total(modifiers: Iterable[Modifier]) -> int:
    return sum(m.value for m in modifiers)


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
