"""Counter-charge (10.3, R22): who may try, the d10 ≤ quality test, its probability.

A mounted Ch or Ha, in command or not, not routed, charged through one of its three front hexes, may roll a
d10 just before the charge is resolved: a result ≤ its quality succeeds. A success cancels the charge
modifiers of the one charger it names (``Contact.counter_charged``), and the unit turns its central front
hexside toward that charger (EN/HU; the state machine turns it). The charger cannot call off its charge.
A stack (scenario exceptions only) is one counter and tests with its weaker quality (5.2.5; **open question**).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from rules.i18n import _
from rules.tables import Tables

from .common import Verdict, allowed, check_d10, over_d10, refused
from .inputs import Combatant, Stack
from .records import fast_inits


def can_counter_charge(defender: Stack | Combatant, tables: Tables, *, through_front_hex: bool) -> Verdict:
    """10.3, R22: mounted Ch/Ha, not routed (in command or not), charged through a front hex."""
    stack = Stack.of(defender)
    for u in stack.units:
        if not tables.unit_type(u.type).counter_charges:
            return refused(_("{unit}: only Ch and Ha counter-charge").format(unit=u.unit_id), "10.3")
        if not u.is_mounted(tables):
            return refused(_("{unit}: a dismounted {type} cannot counter-charge").format(unit=u.unit_id, type=u.type),
                           "10.3, 10.2 clarification")
        if u.routed:
            return refused(_("{unit} is routed").format(unit=u.unit_id), "10.3")
    if not through_front_hex:
        return refused(_("{stack} is charged through a rear hex").format(stack=stack.label), "10.3")
    return allowed("may counter-charge", "10.3; R22")


@dataclass(frozen=True)
class CounterChargeTest:
    """The test: success when the d10 ≤ quality."""

    defender: Stack
    quality: int
    tables: Tables

    def success(self, die: int) -> bool:
        return check_d10(self.tables, die) <= self.quality

    def distribution(self) -> dict[bool, Fraction]:
        return over_d10(self.tables, self.success, (True, False))

    @property
    def probability(self) -> Fraction:
        return self.distribution()[True]


def counter_charge(defender: Stack | Combatant, tables: Tables, *, through_front_hex: bool = True) -> CounterChargeTest:
    """The counter-charge test of a unit allowed to try (ValueError otherwise)."""
    verdict = can_counter_charge(defender, tables, through_front_hex=through_front_hex)
    if not verdict:
        raise ValueError(f"{verdict.reason} ({verdict.rule})")
    stack = Stack.of(defender)
    return CounterChargeTest(stack, min(u.quality for u in stack.units), tables)


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
