"""A combat as the table sees it, independent of the board: frozen values the state machine fills in.

The caller (the engine) reads the board: which counters fight, the ranges, which hexes are front or rear,
the terrain keys of the chart. The resolution functions read only these values and the edition tables.

- ``Combatant``: one combat unit with the values of the face in force (fresh or fatigued side, mounted or
  dismounted values already chosen), its disorganisation and what it may do.
- ``Stack``: the counters of one hex, a single counter for fire, mêlée and charges (5.2.5), with the
  leaders stacked there (7.5, R7).
- ``Firer`` / ``FireSituation``: one fire attack (9.3).
- ``Contact`` / ``MeleeSituation``: one mêlée (10.4, 10.5), one contact per attacker–defender pair in
  contact, each with its terrain (R9), rear hex and charge.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from rules.i18n import _
from rules.tables import Tables

from .records import fast_inits

Disorder = Literal["valiant", "discouraged", "routed"]
FireKind = Literal["phase_b", "ranged", "offensive", "defensive"]
MeleeKind = Literal["melee", "charge", "elan", "dispersion"]
WallDirection = Literal["in", "out"]

DISORDERS: tuple[Disorder, ...] = ("valiant", "discouraged", "routed")
FIRE_KINDS: tuple[FireKind, ...] = ("phase_b", "ranged", "offensive", "defensive")
MELEE_KINDS: tuple[MeleeKind, ...] = ("melee", "charge", "elan", "dispersion")
# The fire table's "dismounted CH or dismounted HA" target modifier names these two types.
DISMOUNTED_TARGET_TYPES = ("Ch", "Ha")


@dataclass(frozen=True)
class LeaderInfo:
    """A leader stacked with a unit: his bonus in force (the wounded marker's when wounded, 7.5.2)."""

    leader_id: str
    bonus: int = 0
    wounded: bool = False
    army_commander: bool = False


@dataclass(frozen=True)
class Combatant:
    """One combat unit as the tables see it.

    sp, quality: the values of the face in force (the back when fatigued, 11.1; the dismounted values when
    dismounted, 8.4). mounted: the unit is on horses now (a Ch or Ha with mounted False is dismounted); None
    (the default) reads the usual class of its type in the tables: Ch, Ha and Cl mounted, the others not.
    fire: the counter has the fire symbol (needed by Cl and Il; Ar, Ab, Aq and At always fire, 2.2).
    fights: False for a unit that became stacked in this hex by a mêlée and is attacked there in the same
    activation: it adds nothing to the mêlée but suffers its results (5.2.5).
    """

    unit_id: str
    type: str
    sp: int
    quality: int
    mounted: bool | None = None
    disorder: Disorder = "valiant"
    fatigued: bool = False
    fire: bool = False
    fights: bool = True

    def __post_init__(self) -> None:
        if self.disorder not in DISORDERS:
            raise ValueError(_("{unit}: disorder must be one of {values}, not {value}").format(
                unit=self.unit_id, values=", ".join(DISORDERS), value=repr(self.disorder)))
        if self.sp < 0:
            raise ValueError(_("{unit}: SP cannot be negative ({sp})").format(unit=self.unit_id, sp=self.sp))

    @property
    def discouraged(self) -> bool:
        return self.disorder == "discouraged"

    @property
    def routed(self) -> bool:
        return self.disorder == "routed"

    def is_artillery(self, tables: Tables) -> bool:
        """Artillery by the unit types of the tables (2.2: neither infantry nor cavalry)."""
        return tables.unit_type(self.type).unit_class == "artillery"

    def is_mounted(self, tables: Tables) -> bool:
        """On horses now: the ``mounted`` flag, or the usual class of the type (2.2) when it is None."""
        if self.mounted is not None:
            return self.mounted
        return tables.unit_type(self.type).unit_class == "cavalry"

    def is_dismounted_ch_or_ha(self, tables: Tables) -> bool:
        """The fire table's 'dismounted CH or dismounted HA' target."""
        return self.type in DISMOUNTED_TARGET_TYPES and not self.is_mounted(tables)

    def fire_capable(self, tables: Tables) -> bool:
        """2.1, 2.2: Ar, Ab, Aq, At always; Cl and Il only with the fire symbol."""
        fires = tables.unit_type(self.type).fires
        return fires == "always" or (fires == "with_symbol" and self.fire)


@dataclass(frozen=True)
class Stack:
    """The combat units of one hex (top first) and the leaders stacked with them.

    Two stacked units are a single counter for mêlées, charges and the results of fire (5.2.5); artillery
    with infantry follows 5.2.1. Most stacks hold one unit.
    """

    units: tuple[Combatant, ...]
    leaders: tuple[LeaderInfo, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "units", tuple(self.units))
        object.__setattr__(self, "leaders", tuple(self.leaders))
        if not self.units:
            raise ValueError(_("a stack holds at least one combat unit"))
        ids = [u.unit_id for u in self.units]
        if len(set(ids)) != len(ids):
            raise ValueError(_("a unit appears twice in a stack: {ids}").format(ids=ids))

    @classmethod
    def of(cls, unit: Combatant | Stack, leaders: tuple[LeaderInfo, ...] = ()) -> Stack:
        """A stack from one unit (or the stack itself)."""
        if isinstance(unit, Stack):
            return unit
        return cls((unit,), tuple(leaders))

    @property
    def unit_ids(self) -> tuple[str, ...]:
        return tuple(u.unit_id for u in self.units)

    @property
    def label(self) -> str:
        return "+".join(self.unit_ids)


def as_stacks(items: tuple[Combatant | Stack, ...] | list[Combatant | Stack]) -> tuple[Stack, ...]:
    return tuple(Stack.of(x) for x in items)


# ---------------------------------------------------------------------------------------------------------
# Fire


@dataclass(frozen=True)
class Firer:
    """A unit taking part in a fire attack.

    range: hexes from this firer to the target (combined fire uses the farthest, 9.3).
    moved: it moved (a facing change counts, 8.2) in the current activation.
    beneath: the unit on top of it when it is the lower unit of a stack (5.2.5: only the top unit fires,
    except in 2014/2018 when one of the two is artillery, R1 ``stacked_artillery_both_fire``).
    """

    unit: Combatant
    range: int
    moved: bool = False
    beneath: Combatant | None = None


@dataclass(frozen=True)
class FireSituation:
    """One fire attack (9.3): the firers, the target hex's stack, and the terrain read from the chart.

    target_terrain: the chart key of the target's hex (its fire column: wood −2, …).
    hexsides: hexside features the fire crosses into the target's position with a fire effect, as
    (chart key, direction): walls and gates ``in`` = firing in from outside (−4), ``out`` = firing out from
    inside (0) (footnote a, D3, R11). The caller's geometry decides which hexsides count.
    kind: phase_b (6.B), ranged (D.2), offensive or defensive (D.4): for can_fire and the log.
    """

    firers: tuple[Firer, ...]
    target: Stack
    kind: FireKind = "ranged"
    target_terrain: str = "clear"
    hexsides: tuple[tuple[str, WallDirection], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "firers", tuple(self.firers))
        object.__setattr__(self, "target", Stack.of(self.target))
        object.__setattr__(self, "hexsides", tuple(tuple(h) for h in self.hexsides))
        if not self.firers:
            raise ValueError(_("a fire attack needs at least one firer"))
        if self.kind not in FIRE_KINDS:
            raise ValueError(_("fire kind must be one of {values}, not {value}").format(
                values=", ".join(FIRE_KINDS), value=repr(self.kind)))
        for key, direction in self.hexsides:
            if direction not in ("in", "out"):
                raise ValueError(_("hexside {key}: direction must be 'in' or 'out', not {value}").format(
                    key=key, value=repr(direction)))

    @property
    def range(self) -> int:
        """Combined fire uses the range of the firer farthest from the target (9.3, Fire Table note)."""
        return max(f.range for f in self.firers)


# ---------------------------------------------------------------------------------------------------------
# Mêlée


@dataclass(frozen=True)
class Contact:
    """One attacker–defender pair in contact across one hexside (indices into the situation's stacks).

    hex_terrain: the chart key of the defender's hex; hexside: chart keys of the features on the hexside
    between them (stream, fortification, bridge, …); level_difference: the attacker's level minus the
    defender's (> 0 attacking downhill, the '−1 level' row; < 0 uphill, '+1 level') (R9, R15).
    from_rear: the attacker stands in one of the defender's rear hexes (3.1; a routed defender has none).
    charge: this attacker is charging this defender (10.2); counter_charged: the defender's successful
    counter-charge named this charger, so its charge modifiers are disregarded (10.3, R22).
    outward: the directed features of the hexside (wall, gate, fortification) whose inside is the attacker's
    hex: striking out from inside, they give no modifier (R40).
    """

    attacker: int = 0
    defender: int = 0
    hex_terrain: str = "clear"
    hexside: tuple[str, ...] = ()
    level_difference: int = 0
    from_rear: bool = False
    charge: bool = False
    counter_charged: bool = False
    outward: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "hexside", tuple(self.hexside))
        object.__setattr__(self, "outward", tuple(self.outward))
        if not set(self.outward) <= set(self.hexside):
            raise ValueError(_("outward features {outward} are not on the hexside {hexside}").format(
                outward=self.outward, hexside=self.hexside))
        if self.counter_charged and not self.charge:
            raise ValueError(_("only a charging attacker can be counter-charged (10.3)"))


@dataclass(frozen=True)
class MeleeSituation:
    """One mêlée: attacking and defending stacks, their contacts, and the attackers' offensive fire.

    contacts: every attacker–defender pair in contact; left empty, every attacker touches every defender
    across a clear hexside on level ground, from a front hex, without a charge.
    offensive_fire: an attacking unit has just made offensive fire (−2).
    kind: melee, charge, elan or dispersion: for the log (the charge modifiers come from the contacts).
    """

    attackers: tuple[Stack, ...]
    defenders: tuple[Stack, ...]
    contacts: tuple[Contact, ...] = ()
    offensive_fire: bool = False
    kind: MeleeKind = "melee"
    notes: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "attackers", as_stacks(self.attackers))
        object.__setattr__(self, "defenders", as_stacks(self.defenders))
        if not self.attackers or not self.defenders:
            raise ValueError(_("a mêlée needs at least one attacker and one defender"))
        if self.kind not in MELEE_KINDS:
            raise ValueError(_("mêlée kind must be one of {values}, not {value}").format(
                values=", ".join(MELEE_KINDS), value=repr(self.kind)))
        contacts = tuple(self.contacts) or tuple(
            Contact(a, d) for a in range(len(self.attackers)) for d in range(len(self.defenders))
        )
        object.__setattr__(self, "contacts", contacts)

    @classmethod
    def single(
        cls,
        attacker: Combatant | Stack,
        defender: Combatant | Stack,
        *,
        offensive_fire: bool = False,
        kind: MeleeKind | None = None,
        **contact: object,
    ) -> MeleeSituation:
        """One attacker against one defender; ``contact`` are the Contact fields (hex_terrain, charge, …)."""
        c = Contact(0, 0, **contact)  # type: ignore[arg-type]
        if kind is None:
            kind = "charge" if c.charge else "melee"
        return cls((Stack.of(attacker),), (Stack.of(defender),), (c,), offensive_fire, kind)


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
