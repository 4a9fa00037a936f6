"""A unit as the referee desk's computations see it: the designer's numbers (B57) and the unit's state this round.

These small frozen dataclasses are the stable input of the API (docs/bbg.md): a designer fills them by hand or
a scenario reader fills them from the files. Every game number the text does not give is `None` until entered,
and a computation that needs it raises `MissingDesignerValue` naming the field (B57); none is defaulted.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from rules.bbg.breakdown import BadFact, require
from rules.bbg.rulebook import DISSOLUTION_MIN, TRIUMPH_START

KINDS = ("infantry", "cavalry", "chariot", "elephant")
TRAITS = frozenset({"thrusting_spear", "throwing_spear", "large_shield", "propped_shields", "pike",
                    "testudo_capable", "warband", "shock_attack", "never_met_elephants", "scythed"})  # model.TRAITS


@dataclass(frozen=True)
class Unit:
    """One unit: designer values (None = not entered) and the state the referee records.

    `ranks` is the occupancy after rank filling, front rank first (True = a figure in that place); it gives the
    rank bonus (B9). `figures` maps figure ids to (attack, defence) where figures of one unit differ ([L322]).
    """

    name: str
    kind: str = "infantry"
    close: bool = True
    attack: int | None = None
    defence: int | None = None
    morale: int | None = None
    triumph: int = TRIUMPH_START
    strength: int | None = None  # figures at the start of the round; defaults to the filled places
    ranks: tuple[tuple[bool, ...], ...] = ()
    figures: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    traits: frozenset[str] = frozenset()
    rank_bonus_max: int = 1  # "egyes csapatok kettőt kaphatnak" [L141]; pike and warband give 2 (B9)
    officer: bool = False  # an officer, or the general or a corps leader leading it (B8)
    musician: bool = False  # a musician or a standard bearer (B8)
    skirmisher: bool = False  # [L112] (B17)
    level: int = 0  # B20
    forced_marches: int = 0  # the counter F of B21
    front_gaps: int = 0  # front-rank places nobody could fill (B10)
    penetrating_riders: int = 0  # enemy riders pushed into the ranks behind (B10, B14)
    protected_flanks: int = 0  # 0, 1 or 2 (B19): from `protection.protected_flanks` or stated
    fleeing: bool = False  # B7 "Megtámadott menekülők"
    corps_leader_lost: bool = False  # B22
    camp_captured: bool = False  # B22
    cannot_rout: bool = False  # B22, the rest of this melee
    ran_pike: bool = False  # a pike block that moved at the run, not yet reformed [L161] (B9)
    broke_formation_rout: bool = False  # pikes that once routed breaking formation lose the spear bonus [L161]
    on_elephant_or_wall: bool = False  # shooters one level up (B35)

    def __post_init__(self):
        if self.kind not in KINDS:
            raise BadFact(f"{self.name}: kind must be one of {', '.join(KINDS)}, not {self.kind!r}")
        unknown = set(self.traits) - TRAITS
        if unknown:
            raise BadFact(f"{self.name}: unknown traits {sorted(unknown)}")

    @property
    def cavalry_like(self) -> bool:
        """Chariots count as cavalry for the spear bonus and the charge (B11, B13)."""
        return self.kind in ("cavalry", "chariot")

    @property
    def is_close(self) -> bool:
        """Cavalry always fights loose [L195]; chariots cannot fight close [L513]; elephants are neither (B56)."""
        return self.close and self.kind == "infantry" and not self.skirmisher

    @property
    def count(self) -> int:
        if self.strength is not None:
            return self.strength
        return sum(sum(1 for p in r if p) for r in self.ranks)

    def attack_of(self, fid: str | None = None) -> int:
        if fid is not None and fid in self.figures:
            return self.figures[fid][0]
        return require(self.attack, "attack", self.name)

    def defence_of(self, fid: str | None = None) -> int:
        if fid is not None and fid in self.figures:
            return self.figures[fid][1]
        return require(self.defence, "defence", self.name)

    def morale_value(self) -> int:
        return require(self.morale, "morale", self.name)

    def dissolution_minimum(self) -> int | None:
        """[L106] (B27): below 5 infantry, below 3 cavalry; chariots and elephants are not counted."""
        return DISSOLUTION_MIN.get(self.kind)

    def with_(self, **changes) -> Unit:
        return replace(self, **changes)


def block_ranks(files: int, ranks: int, missing: Mapping[int, set[int]] | None = None) -> tuple[tuple[bool, ...], ...]:
    """files × ranks all filled except the (rank → files) places in `missing` (1-based)."""
    missing = missing or {}
    return tuple(tuple(j not in missing.get(r, set()) for j in range(1, files + 1)) for r in range(1, ranks + 1))


def ranks_from_text(rows: list[str]) -> tuple[tuple[bool, ...], ...]:
    """["OMSS", "S.SS"] → occupancy; '.', ' ', '-' and '_' are empty places."""
    width = max((len(r) for r in rows), default=0)
    return tuple(tuple(i < len(r) and r[i] not in ".- _" for i in range(width)) for r in rows)
