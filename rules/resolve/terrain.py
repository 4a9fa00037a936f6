"""Terrain modifiers of fire and mêlée, from the terrain chart's rows (never a number in code).

Mêlée (R9, R4, R15): the defender's hex, plus every feature on the hexside crossed, plus the level
difference (the '+1 level' row attacking uphill, the '−1 level' row downhill, once whatever the number of
levels: R15 gives the mêlée effect without "per level"; **open question**), each from the *mêlée* column,
or from the *charge* column instead for a charge (R4, D16). A bridge or a ford on a river hexside makes it
crossable at its own values: the river's NA is not counted where one of them is drawn (R14). A ``None``
(NA) anywhere means no mêlée (or no charge) across that hexside or into that hex.

Fire (Terrain Chart 'effect on fire', footnote a): the target hex's row plus the wall/gate hexsides the
fire crosses, −4 firing in from outside, 0 firing out from inside (D3, R11).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.tables import Tables

from .common import Modifier
from .inputs import Contact, WallDirection

# R14: these hexside features are crossing points of a river hexside; where one is drawn the river's NA
# does not apply and the crossing's own values do.
RIVER_CROSSINGS = ("bridge", "ford")
RIVER = "river"
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
            raise ValueError(f"no mêlée across or into {self.prohibited_by} (Terrain Chart: NA)")
        return sum(p.value for p in self.parts)


def _hexside_keys(features: Iterable[str]) -> list[str]:
    keys = list(features)
    if RIVER in keys and any(c in keys for c in RIVER_CROSSINGS):
        keys.remove(RIVER)
    return keys


def melee_terrain(
    tables: Tables,
    *,
    hex_terrain: str = "clear",
    hexside: Iterable[str] = (),
    level_difference: int = 0,
    charge: bool = False,
) -> CombatTerrain:
    """The terrain modifier of one attacker–defender contact (R9; charge column for a charge, R4)."""
    column = "charge column, R4" if charge else "mêlée column"
    parts: list[Modifier] = []

    def add(key: str, times: int, label: str) -> str | None:
        row = tables.terrain_row(key)
        value = row.combat_modifier(charge)
        if value is None:
            return key
        if value * times:
            rule = f"Terrain Chart: {key} ({column}); 10.5, R9"
            parts.append(Modifier(f"terrain:{key}", value * times, rule, label))
        return None

    for key, times, label in [
        (hex_terrain, 1, hex_terrain),
        *((k, 1, k) for k in _hexside_keys(hexside)),
        # R15: "−1 attacking uphill, +1 attacking downhill": one row whatever the number of levels (open question).
        *([(LEVEL_DOWN, 1, "level")] if level_difference > 0 else []),
        *([(LEVEL_UP, 1, "level")] if level_difference < 0 else []),
    ]:
        bad = add(key, times, label)
        if bad is not None:
            return CombatTerrain((), bad)
    return CombatTerrain(tuple(parts))


def contact_terrain(tables: Tables, contact: Contact) -> CombatTerrain:
    """The terrain of a contact; a counter-charged charge is fought with the mêlée column (R22 reading)."""
    return melee_terrain(
        tables,
        hex_terrain=contact.hex_terrain,
        hexside=contact.hexside,
        level_difference=contact.level_difference,
        charge=contact.charge and not contact.counter_charged,
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
