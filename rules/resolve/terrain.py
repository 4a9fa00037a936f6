"""Terrain modifiers of fire and mêlée, from the terrain chart's rows (never a number in code).

Mêlée (R9, R4, R15): the defender's hex, plus every feature on the hexside crossed, plus the level
difference (the '+1 level' row attacking uphill, the '−1 level' row downhill, once whatever the number of
levels: R15 gives the mêlée effect without "per level"; **open question**), each from the *mêlée* column,
or from the *charge* column instead for a charge (R4, D16). A bridge or a ford on a river or a stream, a
gate in a wall, stands for the whole hexside: its row replaces the crossed feature's in every column (R14,
R38; ``Tables.hexside_keys``, the same rows movement reads). A ``None`` (NA) anywhere means no mêlée (or no
charge) across that hexside or into that hex. Fortification and wall modifiers count only for a blow
**into** the walled place: an attacker in the inside hex striking out gets none of them (R40), while an NA
stays NA both ways (9.1: the hexside prohibits mêlée).

Fire (Terrain Chart 'effect on fire', footnote a): the target hex's row plus the wall/gate hexsides the
fire crosses, −4 firing in from outside, 0 firing out from inside (D3, R11, R40). The bridge's printed +1 is
for a target *on* a bridge; a bridge is a hexside here and no unit ever stands on one, so it applies to no
fire (docs/rules.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.i18n import _
from rules.tables import Tables

from .common import Modifier
from .inputs import Contact, WallDirection

LEVEL_DOWN = "level_down"  # Terrain Chart '−1 level': the attacker goes down (R15)
LEVEL_UP = "level_up"  # Terrain Chart '+1 level': the attacker goes up (R15)


@dataclass(frozen=True)
class CombatTerrain:
    """The terrain of one contact: the modifiers (zeros dropped) and their sum, or why it is NA."""

    parts: tuple[Modifier, ...]
    prohibited_by: str | None = None

    @property
    def allowed(self) -> bool:
        return self.prohibited_by is None

    @property
    def value(self) -> int:
        if self.prohibited_by is not None:
            raise ValueError(_("no mêlée across or into {terrain} (Terrain Chart: NA)").format(
                terrain=self.prohibited_by))
        return sum(p.value for p in self.parts)


def melee_terrain(
    tables: Tables,
    *,
    hex_terrain: str = "clear",
    hexside: Iterable[str] = (),
    level_difference: int = 0,
    charge: bool = False,
    outward: Iterable[str] = (),
) -> CombatTerrain:
    """The terrain modifier of one attacker–defender contact (R9; charge column for a charge, R4).

    outward: the directed hexside features (wall, gate, fortification) whose inside is the attacker's hex:
    striking out of the walled place, they give no modifier (R40); an NA among them still forbids the mêlée.
    """
    column = "charge column, R4" if charge else "mêlée column"
    parts: list[Modifier] = []
    out_of = set(outward)

    def add(key: str, times: int, label: str) -> str | None:
        row = tables.terrain_row(key)
        value = row.combat_modifier(charge)
        if value is None:
            return key
        if key in out_of:
            return None
        if value * times:
            rule = f"Terrain Chart: {key} ({column}); 10.5, R9"
            parts.append(Modifier(f"terrain:{key}", value * times, rule, label))
        return None

    for key, times, label in [
        (hex_terrain, 1, hex_terrain),
        *((k, 1, k) for k in tables.hexside_keys(hexside)),
        # R15: "−1 attacking uphill, +1 attacking downhill": one row whatever the number of levels (open question).
        *([(LEVEL_DOWN, 1, "level")] if level_difference > 0 else []),
        *([(LEVEL_UP, 1, "level")] if level_difference < 0 else []),
    ]:
        bad = add(key, times, label)
        if bad is not None:
            return CombatTerrain((), bad)
    return CombatTerrain(tuple(parts))


def hexside_terrain(tables: Tables, features: Iterable[str], *, charge: bool = False,
                    outward: Iterable[str] = ()) -> CombatTerrain:
    """The mêlée (or, with ``charge``, the charge) column of one hexside alone, crossings included (R38):
    NA (``prohibited_by``) across a river, wall or gate, and for a charge across a bridge or ford. What a
    charge's legality in D.1 asks of a hexside (R21, R38); the defender's hex and levels are not counted."""
    return melee_terrain(tables, hexside=features, charge=charge, outward=outward)


def contact_terrain(tables: Tables, contact: Contact) -> CombatTerrain:
    """The terrain of a contact; a counter-charged charge is fought with the mêlée column (R22 reading)."""
    return melee_terrain(
        tables,
        hex_terrain=contact.hex_terrain,
        hexside=contact.hexside,
        level_difference=contact.level_difference,
        charge=contact.charge and not contact.counter_charged,
        outward=contact.outward,
    )


def fire_terrain(
    tables: Tables, target_terrain: str = "clear", hexsides: Iterable[tuple[str, WallDirection]] = ()
) -> tuple[Modifier, ...]:
    """The fire modifiers of the target's position (zeros dropped): its hex, then walls and gates crossed."""
    out: list[Modifier] = []
    row = tables.terrain_row(target_terrain)
    if row.fire_in:
        out.append(Modifier(f"terrain:{target_terrain}", row.fire_in, "Terrain Chart: effect on fire", target_terrain))
    for key, direction in hexsides:
        side = tables.terrain_row(key)
        value = side.fire_in if direction == "in" else side.fire_out
        if value:
            words = "firing in from outside" if direction == "in" else "firing out from inside"
            rule = f"Terrain Chart: {key}, {words} (footnote a, D3, R11)"
            out.append(Modifier(f"terrain:{key}_{direction}", value, rule, key))
    return tuple(out)
