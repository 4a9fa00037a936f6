"""The game state: where every counter is and what state it is in, whose turn, phase and activation it is.

A `Position` is the data of a game state and what can be read off it; `game.GameState` adds the decision
model (pending, legal choices, apply) on top, so the rules below it can read positions without importing
the flow that drives them. A `Position` is a frozen value: counters are tuples of frozen records in a fixed
order (the scenario's), so copying a state is cheap (one tuple rebuilt per change) and two states compare
equal exactly when every counter, marker, turn and phase is the same. The scenario and its tables live in
the shared `Battle`, compared by identity. Look-ups that are costly to rebuild (who stands in a hex, the
enemy front hexes) are cached on the state the first time they are asked for; a new state starts with none.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial
from itertools import compress
from operator import attrgetter, is_not
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar

from rules import i18n
from rules.geometry.hexgrid import Hex
from rules.scenario import model as m

from .battle import Battle, LeaderInfo, UnitInfo
from .frozen import UP_LIMIT, KeptTuple, derived, fast_inits, keep_hash, replace

Condition = Literal["valiant", "discouraged", "routed", "eliminated"]
LeaderStatus = Literal["active", "wounded", "captured", "killed", "safe"]
Phase = Literal["A", "B", "C", "D", "E"]
Step = Literal["D1", "D2", "D3", "D4", "D5"]
PHASES: tuple[str, ...] = ("A", "B", "C", "D", "E")
STEPS: tuple[str, ...] = ("D1", "D2", "D3", "D4", "D5")
P = TypeVar("P", bound="Position")


@keep_hash
@dataclass(frozen=True)
class UnitState:
    """One combat unit. `hex` None: not on the map (eliminated, a reinforcement still to come on, or a unit
    that left the map by a scoring edge, `exited_by`)."""

    id: str
    hex: Hex | None
    facing: int
    stack: int = 0  # place in its hex, 0 = top (5.2.4: the owner chooses above or beneath)
    fatigued: bool = False  # 2.3.1: the counter's back
    condition: Condition = "valiant"  # 2.3.2, plus eliminated
    mounted: bool = False  # 2.2, 8.4
    out_of_command: bool = False  # the "non commandé" marker of Phase A (7.2)
    resting: bool = False  # the "au repos" marker (11.2)
    charging: tuple[str, ...] = ()  # the Charge marker on a charger: the units it charges (10.2)
    charged: bool = False  # the Charge marker on a target
    melee: bool = False  # the Mêlée marker (10.4)
    moved: bool = False  # in the current activation (a facing change counts, 8.2)
    fired: bool = False  # in the current activation (or in Phase B)
    arrival_turn: int | None = None  # a reinforcement: the turn it comes on (R29)
    declared: bool = False  # D.3: it will initiate a mêlée in this activation (10.4)
    fought: bool = False  # it has attacked in a mêlée of this activation (10.4)
    fired_at: bool = False  # the target of a fire attack in this activation / Phase B (9.1)
    joined: bool = False  # stacked here by a mêlée result in this activation: adds nothing (5.2.5)
    rout_moved: bool = False  # has made its Phase E rout move this turn (12.2.2)
    exited: bool = False  # left the map (routing): eliminated (12.2.3)
    exited_by: str | None = None  # left the map by this edge of its own move (`exit`, a unit_exited rule): not
    # eliminated, out of play

    # `on_map` (on the map and not eliminated) and `routed`: read a quarter of a million times in 300 greedy choices
    # of Hautmesnil, as properties a Python call each. They are kept in the record's dictionary beside the fields
    # instead, written by `__init__` and `replace` (`_derived`, see `frozen.replace`), where a read is a plain
    # attribute look-up (issue #30). Not fields: not compared, hashed, shown or asked for by `__init__`. (No
    # `__getattr__` to compute them for a record made otherwise: a class with one loses the interpreter's fast
    # attribute reads, +1.6 % of a game.)
    if TYPE_CHECKING:
        @property
        def on_map(self) -> bool: ...

        @property
        def routed(self) -> bool: ...

    _derived_names = ("on_map", "routed")

    @staticmethod
    def _derived(d: dict[str, Any]) -> None:
        """Write `on_map` and `routed` into a unit state's dictionary from its fields."""
        condition = d["condition"]
        d["on_map"] = d["hex"] is not None and condition != "eliminated"
        d["routed"] = condition == "routed"


@keep_hash
@dataclass(frozen=True)
class LeaderState:
    """A banner's leader. `replacement` names the counter commanding in his place once he is killed
    ("back", the reverse of his counter) or captured (a generic replacement's id), 7.6; `hex` is then
    that counter's hex, and a captured leader sits under `captured_by` (7.5.1)."""

    id: str
    hex: Hex | None
    status: LeaderStatus = "active"
    replacement: str | None = None
    captured_by: str | None = None
    moved: bool = False  # in the current activation
    activated: bool = False  # this turn (6.C)
    inactive: bool = False  # the "inactif" marker (C.4)
    arrival_turn: int | None = None
    replacement_wounded: bool = False  # the replacement counter in command carries a wound (7.5.2)
    freed: bool = False  # captured, then freed: takes back his place at the next turn (7.5.1, CSW #239)
    freed_at: Hex | None = None  # where his captor was eliminated (7.5: the nearest unit, for an army commander)
    bound_to: str | None = None  # the routed unit he went with: he may not leave it until his next activation (7.5)
    # Every casualty of this banner's command counter(s), in order: (fate, army commander then, counter) with
    # fate wounded / killed / captured and counter "leader", "back" or a generic's id (7.5, 7.6; victory).
    casualties: tuple[tuple[str, bool, str], ...] = ()

    # `commanding`: a counter of this banner's command is on the map (the leader himself or his replacement).
    # Read about 100 times a greedy choice; kept in the record's dictionary beside the fields, written by
    # `__init__` and `replace` (`_derived`, as `UnitState.on_map`), where a read is a plain attribute look-up
    # instead of a property's Python call (issue #30). Not a field: not compared, hashed or shown.
    if TYPE_CHECKING:
        @property
        def commanding(self) -> bool: ...

    _derived_names = ("commanding",)

    @staticmethod
    def _derived(d: dict[str, Any]) -> None:
        """Write `commanding` into a leader state's dictionary from its fields."""
        d["commanding"] = d["hex"] is not None and (d["replacement"] is not None
                                                    or d["status"] in ("active", "wounded"))


@keep_hash
@dataclass(frozen=True)
class SideState:
    id: str
    army_commander: str | None  # the current one (7.6: a replacement army commander takes over)
    mount_markers: int  # "remonte" / "démonte" markers left (8.4)


@dataclass(frozen=True)
class Field:
    """What a side meets on the map, as hex numbers of the battle: hexes it may not enter (an enemy unit
    there), enemy front hexes (R19, R33), and its own units by hex."""

    blocked: frozenset[int]
    enemy_front: frozenset[int]
    friends: Mapping[int, tuple[UnitState, ...]]
    enemies_adjacent: frozenset[int]  # hexes next to an enemy unit (8.4 clarification, 10.2)


@keep_hash
@dataclass(frozen=True)
class TurnInfo:
    """The bookkeeping of the turn sequence (6): how far Phases A, B, C and E have gone, the initiative and
    what it still owes its winner, the leaders who must activate next, the alternation of the activation
    order at one command rating."""

    started: bool = False  # Phase A's automatic work (freed leaders back, command check) is done
    resting_done: tuple[str, ...] = ()  # sides that have placed their resting markers (6.A, 11.2)
    phase_b: int = 0  # the next Phase B step (6.B, R1 phase_b_archer_order)
    dice: tuple[int, ...] = ()  # initiative 2d6 totals rolled so far, in the scenario's side order (6.C)
    case: str | None = None  # C.1 .. C.4
    winner: str | None = None
    owed: tuple[str, ...] = ()  # what the initiative still gives its winner: first / next / inactive
    queue: tuple[str, ...] = ()  # leaders to activate next, in order (C.3 named leader, 7.6 replacements)
    last_normal: tuple[int, str] | None = None  # (rating, side) of the last activation in the normal order
    e_stage: int = 0  # Phase E: 0 rest and rally, 1 rout moves, 2 end of turn (6.E)


class _Memo:
    """`Position._memo`: a dictionary of answers computed from this (immutable) state (flow.py's settled state,
    the tasks' options…), made at the first read and kept in the instance dictionary, where later reads find it
    without calling anything. `functools.cached_property` does the same but takes a lock at each first read (a
    new position's, tens of thousands a game: issue #30)."""

    def __get__(self, obj: Any, cls: type | None = None) -> Any:
        if obj is None:
            return self
        memo = obj.__dict__["_memo"] = {}
        return memo


class _OccupancyRead:
    """`Position._occ`: the first read finds or makes the state's occupancy table (`_occupancy`, which leaves it
    in the instance dictionary, where later reads find it without calling anything: a non-data descriptor). A
    table read this way may have been dropped since (its `by_hex` None): `units_at` then asks `_occupancy`.
    Its `__get__` is `_occupancy_read`, `_occupancy`'s own body: one Python frame for a first read, not two
    (7,800 first reads in a greedy game of Tremithoussia, issue #30)."""

    __slots__ = ()


@keep_hash
@dataclass(frozen=True)
class Position:
    battle: Battle = field(repr=False)
    turn: int
    phase: Phase
    step: Step | None
    active_leader: str | None
    acting: frozenset[str]  # the units that may act in this activation (7.2, R28)
    units: tuple[UnitState, ...]
    leaders: tuple[LeaderState, ...]
    sides: tuple[SideState, ...]
    agenda: tuple = ()  # the pending sub-decisions of a combat or a phase, top first (tasks.py)
    info: TurnInfo = TurnInfo()
    over: bool = False  # the game has ended (last turn played, or sudden death)
    winner: str | None = None  # the sudden-death winner, when the victory module names one
    _replace_fresh = True  # `frozen.replace` makes a new position at each call (a kept one would keep its memos alive)

    # `is_over` (greedy asks it of every node of its look-ahead) and `grid` read by `attrgetter`s, in C: a
    # property written in Python is a Python call at each read (issue #30).
    if TYPE_CHECKING:
        @property
        def is_over(self) -> bool: ...

        @property
        def grid(self) -> Any: ...
    else:
        is_over = property(attrgetter("over"), doc="The game has ended (`over`).")
        grid = property(attrgetter("battle.grid"), doc="The battle's hex grid.")

    # -- look-ups ------------------------------------------------------------------------------------------
    def unit(self, unit_id: str) -> UnitState:
        try:
            return self.units[self.battle.unit_index[unit_id]]
        except KeyError:
            raise KeyError(i18n._("no unit '{id}'").format(id=unit_id)) from None

    def leader(self, leader_id: str) -> LeaderState:
        try:
            return self.leaders[self.battle.leader_index[leader_id]]
        except KeyError:
            raise KeyError(i18n._("no leader '{id}'").format(id=leader_id)) from None

    def side(self, side_id: str) -> SideState:
        """The side's state (StopIteration for an unknown side, as `next` over them raised). A plain loop, not a
        generator resumed a side (twelfth round)."""
        for s in self.sides:
            if s.id == side_id:
                return s
        raise StopIteration

    def unit_info(self, unit_id: str) -> UnitInfo:
        return self.battle.units[unit_id]

    def leader_info(self, leader_id: str) -> LeaderInfo:
        return self.battle.leaders[leader_id]

    def side_of(self, counter_id: str) -> str:
        b = self.battle
        info = b.units.get(counter_id) or b.leaders.get(counter_id)
        if info is None:
            raise KeyError(i18n._("no unit or leader '{id}'").format(id=counter_id))
        return info.side

    def enemy_sides(self, side_id: str) -> tuple[str, ...]:
        return tuple(s for s in self.battle.side_ids if s != side_id)

    def army_commander(self, side_id: str) -> str | None:
        for s in self.sides:  # `side` written out (thirteenth round)
            if s.id == side_id:
                return s.army_commander
        raise StopIteration

    def is_army_commander(self, leader_id: str) -> bool:
        """Whether the leader commands his side's army now. `side_of`, `side` and `army_commander` written out: two
        Python frames less a call (590 calls in seed 4's worst decisions: a leader's casualty, the command
        check, thirteenth round); the same KeyError and StopIteration."""
        b = self.battle
        info = b.units.get(leader_id) or b.leaders.get(leader_id)
        if info is None:
            raise KeyError(i18n._("no unit or leader '{id}'").format(id=leader_id))
        side_id = info.side
        for s in self.sides:
            if s.id == side_id:
                return s.army_commander == leader_id
        raise StopIteration

    def values(self, unit_id: str) -> m.UnitValues:
        """The unit's SP, quality and MP in force (fatigued back, dismounted values). `unit` and `unit_info`
        written out: two Python calls less for each of the ~3,000 asked in a rally facing's look-ahead (the
        sudden-death losses at each turn end it reaches, twelfth round)."""
        b = self.battle
        try:
            us = self.units[b.unit_index[unit_id]]
        except KeyError:
            raise KeyError(i18n._("no unit '{id}'").format(id=unit_id)) from None
        return b.units[unit_id].values(us.mounted, us.fatigued)

    def unit_class(self, unit_id: str) -> str:
        return self.unit_info(unit_id).unit_class(self.unit(unit_id).mounted)

    def leader_values(self, leader_id: str) -> m.LeaderValues:
        """The values of the counter commanding the banner: the leader (wounded marker when wounded, 7.5.2),
        the back of his counter after his death, a generic replacement after his capture (7.6). `leader` and
        `leader_info` written out: two Python calls less for each of the ~2,000 asked in a rally facing's
        look-ahead (the command check at each next turn's start it reaches, twelfth round)."""
        b = self.battle
        try:
            ls = self.leaders[b.leader_index[leader_id]]
        except KeyError:
            raise KeyError(i18n._("no leader '{id}'").format(id=leader_id)) from None
        ld = b.leaders[leader_id].model
        if ls.replacement is None:
            if ls.status == "wounded" and ld.wounded is not None:
                return ld.wounded
            return ld.front
        if ls.replacement == "back":
            return ld.replacement or ld.front
        generic = self.battle.generics.get(ls.replacement)
        return generic.front if generic is not None else ld.front

    def banner_leader(self, unit_id: str) -> LeaderState | None:
        """The leader of the unit's banner (1.2), whoever commands it now; None when the banner has none."""
        b = self.battle
        i = b.banner_leaders.get(unit_id, -1)
        if i == -1:  # fixed by the scenario: found once per battle (issue #30)
            banner = self.unit_info(unit_id).banner
            side = self.side_of(unit_id)
            i = b.banner_leaders[unit_id] = next(
                (k for k, lid in enumerate(b.leader_order)
                 if b.leaders[lid].side == side and b.leaders[lid].model.banner == banner), None)
        return None if i is None else self.leaders[i]

    @property
    def _by_hex(self) -> dict[Hex, tuple[UnitState, ...]]:
        """Who stands where: the kept table read as an attribute first, as `units_at` reads it (no call when kept);
        a table dropped from the recent ones (its `by_hex` None) is found again by `_occupancy`."""
        by_hex = self._occ.by_hex
        return _occupancy(self).by_hex if by_hex is None else by_hex  # type: ignore[return-value]

    def units_at(self, h: Hex) -> tuple[UnitState, ...]:
        """The combat units in a hex, top first. Asked 33,000 times in 300 greedy choices of Tremithoussia: the
        table is read as an attribute (`_occ`, kept in the dictionary, else made by `_OccupancyRead`), a table
        dropped from the recent ones (its `by_hex` None) is found again by `_occupancy` (issue #30)."""
        try:
            return self._occ.by_hex.get(h, ())  # type: ignore[union-attr]
        except AttributeError:  # a dropped table: `None.get`
            return _occupancy(self).by_hex.get(h, ())  # type: ignore[union-attr]

    def leaders_at(self, h: Hex) -> tuple[LeaderState, ...]:
        """The leader counters commanding from a hex (captured leaders are not counted)."""
        out = []
        for ls in self.leaders:  # a loop: no comprehension's frame (thirteenth round)
            if ls.hex == h and ls.commanding:
                out.append(ls)
        return tuple(out)

    def has_facing(self, us: UnitState) -> bool:
        """3: routed units are outside the facing rules (2018 3.4: no front, no rear)."""
        return us.on_map and not us.routed

    def front_hexes(self, us: UnitState) -> tuple[Hex, ...]:
        """R13 / 3.1, 3.2: the hexes in front of the unit (none for a routed or off-map unit, `has_facing`), as
        the tuple kept per battle by (hex, facing, artillery): fixed by the map (issue #30)."""
        h = us.hex
        if h is None or us.condition in ("eliminated", "routed"):
            return ()
        b = self.battle
        key = (h, us.facing, b.units[us.id].artillery)
        got = b.front_memo.get(key)
        if got is None:
            offsets = b.front_offsets(key[2])
            got = b.front_memo[key] = tuple(self.grid.neighbour(h, us.facing + o) for o in offsets)
        return got

    def rear_hexes(self, us: UnitState) -> list[Hex]:
        if not self.has_facing(us):
            return []
        front = set(self.front_hexes(us))
        return [n for n in self.grid.neighbours(us.hex, on_map=False) if n not in front]  # type: ignore[arg-type]

    def adjacent_enemies(self, unit_or_side: str, h: Hex) -> list[UnitState]:
        """Enemy combat units next to a hex (any hexside, impassable ones included). The occupancy table is read
        once, not through `units_at` six times, and an empty hex makes no list (1,300 calls in 300 greedy choices of
        Tremithoussia, 7,800 `units_at` calls before, issue #30)."""
        b = self.battle
        side = self.side_of(unit_or_side) if unit_or_side not in b.side_ids else unit_or_side
        by_hex = self._occ.by_hex
        if by_hex is None:  # a table dropped from the recent ones
            by_hex = _occupancy(self).by_hex
        infos = b.units  # a unit's side, as `side_of` reads it
        out: list[UnitState] = []
        for n in self.grid.neighbours(h, on_map=False):
            here = by_hex.get(n)  # type: ignore[union-attr]
            if here:
                out += [u for u in here if infos[u.id].side != side]
        return out

    _memo = _Memo()  # answers computed from this (immutable) state; no annotation: not a dataclass field
    _occ = _OccupancyRead()  # this state's occupancy table (`_occupancy`), kept in its dictionary once read

    def field(self, side_id: str) -> Field:
        """The side's view of the map for movement, built once per units tuple (see `_Occupancy`)."""
        occ = _occupancy(self)
        f = occ.fields.get(side_id)  # type: ignore[union-attr]
        if f is None:
            todo = occ.pending.pop(side_id, None)  # type: ignore[union-attr]
            f = None if todo is None else _refreshed(
                self.battle, occ.by_hex, occ.units, side_id, *todo)  # type: ignore[arg-type]
            f = occ.fields[side_id] = f or _build_field(self.battle, occ.by_hex, side_id)  # type: ignore[index,arg-type]
        return f

    # -- changing ------------------------------------------------------------------------------------------
    def with_units(self, changed: Iterable[UnitState], **fields: Any) -> Self:
        """This state with these unit states; itself when there are none (the kept answers of `movement` and
        the occupancy tables compare the units tuple by identity, so an unchanged tuple keeps them valid).
        `fields`: other fields of the position changed in the same new record (the agenda, issue #30: one
        position made instead of two)."""
        index = self.battle.unit_index
        old = self.units
        units = list(old)
        pairs = []
        at = []
        for us in changed:
            i = index[us.id]
            units[i] = us
            pairs.append((i, us))
            at.append(i)
        if not at:
            return remade_with(self, fields) if fields else self
        # `derived(units, old, pairs)` written out (a Python call less a units tuple, issue #30): the new tuple
        # hashes from its parent's records' hashes, kept beside the parent's hash or carried from its own parent
        new = KeptTuple(units)
        nd = new.__dict__
        if old.__class__ is KeptTuple:
            od = old.__dict__
            hs = od.get("hs")
            if hs is not None:
                nd["up"] = (hs, pairs)
            else:
                up = od.get("up")
                if up is not None and len(up[1]) < UP_LIMIT:
                    nd["up"] = (up[0], up[1] + pairs)
            nd["g"] = od.get("g", 0) + 1
        else:
            nd["g"] = 1
        # The change recorded for `changed_indices` and the occupancy patches (written out here, its only place: a
        # Python call less a units tuple, issue #30), in two generations of `DELTA_LIMIT`: when the young one is
        # full it becomes the old one and the old one is dropped (dropping the oldest entry one at a time,
        # `del d[next(iter(d))]`, scanned the dictionary's deleted slots at each call: 2.3 µs a change). `new`
        # was given its generation above, one more than `old`'s (0 for a tuple no change was recorded for), so
        # that `changed_indices` knows how many steps up an older tuple can be.
        caches = _caches
        deltas = caches.deltas
        if len(deltas) >= DELTA_LIMIT:
            caches.older = deltas
            deltas = caches.deltas = {}
        deltas[id(new)] = (new, old, at)
        fields["units"] = new  # `fields` is this call's own keyword dictionary
        # `remade_with(self, fields)` written out, the kept answers dropped in place (two Python calls less a new
        # position, 9,600 in a greedy game of Tremithoussia, issue #30)
        d = self.__dict__.copy()
        if len(d) != _FIELDS:
            if "_memo" in d:
                del d["_memo"]
            if "_occ" in d:
                del d["_occ"]
            if "_hm" in d:
                del d["_hm"]
            if "_ft" in d:
                del d["_ft"]
        d.update(fields)
        if len(d) == _FIELDS:
            pos = _new(self.__class__)
            _set(pos, "__dict__", d)
            return pos
        return replace(self, **fields)

    def with_leaders(self, changed: Iterable[LeaderState], **fields: Any) -> Self:
        """This state with these leader states; itself when there are none and no `fields` (see `with_units`)."""
        new = self.leaders_with(changed)
        if new is None:
            return remade_with(self, fields) if fields else self
        if fields:
            fields["leaders"] = new  # `fields` is this call's own keyword dictionary
            return remade_with(self, fields)
        return remade(self, "leaders", new)

    def leaders_with(self, changed: Iterable[LeaderState]) -> tuple[LeaderState, ...] | None:
        """This state's leaders tuple with these leader states put in (None when there are none): a field for a
        new position made with other changes (`with_units(units, leaders=...)`, one position instead of two).
        The pairs made by a loop, not a comprehension's frame (thirteenth round)."""
        index = self.battle.leader_index
        pairs = []
        for ls in changed:
            pairs.append((index[ls.id], ls))
        if not pairs:
            return None
        old = self.leaders
        leaders = list(old)
        for i, ls in pairs:
            leaders[i] = ls
        return derived(leaders, old, pairs)

    def with_side(self, changed: SideState) -> Self:
        return remade(self, "sides", tuple(changed if s.id == changed.id else s for s in self.sides))

    def label(self, h: Hex | None) -> str:
        return "off-map" if h is None else self.grid.label(h)


_FIELDS = len(Position.__dataclass_fields__)  # type: ignore[attr-defined]
_new = object.__new__
_set = object.__setattr__


def remade(pos: P, name: str, value: Any) -> P:
    """`replace(pos, **{name: value})` for one field of a position (`name` a field's name, written out by the
    caller): the same record, made without `replace`'s keyword dictionary and its generic look-ups. A position is
    the engine's most made record (27,000 in 300 greedy choices of Hautmesnil, most by the agenda's `pop`,
    `swap` and `push` and by `with_units`), and the answers kept beside its fields are known: the memo, the
    occupancy table and the hash, dropped here as `replace` drops them (a new position starts without any).
    Anything else in its dictionary goes to `replace` (issue #30)."""
    d = pos.__dict__.copy()
    if len(d) != _FIELDS:  # the kept answers dropped in place, not by a shared helper: a Python call less for 9,000
        # positions in 300 greedy choices of Tremithoussia (the agenda's `push`, `pop`, `swap`), issue #30
        if "_memo" in d:
            del d["_memo"]
        if "_occ" in d:
            del d["_occ"]
        if "_hm" in d:
            del d["_hm"]
        if "_ft" in d:
            del d["_ft"]
        if len(d) != _FIELDS:
            return replace(pos, **{name: value})
    d[name] = value
    new = _new(pos.__class__)
    _set(new, "__dict__", d)
    return new


def remade_with(pos: P, changes: dict[str, Any]) -> P:
    """`replace(pos, **changes)` for a position (`changes` names fields only: the engine's own callers,
    `with_units` and `with_leaders` given other fields, 4,600 positions in 300 greedy choices of Hautmesnil), made
    as `remade` makes one, without `replace`'s keyword dictionaries and generic look-ups (issue #30). A name that
    is not a field goes to `replace` for its error. The kept answers are dropped in place, not by a helper (a
    Python call less for 5,300 positions in a greedy game of Tremithoussia); anything else left in the dictionary
    shows as a longer one after the changes, and goes to `replace`."""
    d = pos.__dict__.copy()
    if len(d) != _FIELDS:
        if "_memo" in d:
            del d["_memo"]
        if "_occ" in d:
            del d["_occ"]
        if "_hm" in d:
            del d["_hm"]
        if "_ft" in d:
            del d["_ft"]
    d.update(changes)
    if len(d) != _FIELDS:
        return replace(pos, **changes)
    new = _new(pos.__class__)
    _set(new, "__dict__", d)
    return new


# ---------------------------------------------------------------------------------------------------------
# Which counters changed between two units tuples


DELTA_LIMIT = 512  # units tuples remembered with their parent, in each of two generations (a few activations' worth)
DELTA_CHAIN = 4  # parents followed at most to find an older tuple (see `changed_indices`)


class _ThreadCaches(threading.local):
    """This module's caches, one set a thread: games played side by side in threads of one process (a balance
    study on a Dask cluster of threads) never evict or overwrite each other's tables while using them."""

    def __init__(self) -> None:
        self.deltas: dict[int, tuple[tuple, tuple, list[int]]] = {}  # id(units) → (units, parent, indices)
        self.older: dict[int, tuple[tuple, tuple, list[int]]] = {}  # the generation before `deltas`
        self.recent: list[_Occupancy] = []  # the RECENT occupancy tables kept filled


_caches = _ThreadCaches()


def _delta(units: tuple) -> tuple[tuple, tuple, list[int]] | None:
    """What `with_units` recorded for this units tuple (its parent and the indices changed), if it still does."""
    key = id(units)
    got = _caches.deltas.get(key) or _caches.older.get(key)
    return got if got is not None and got[0] is units else None


def changed_indices(old: tuple, new: tuple) -> list[int]:
    """The indices where `new` holds another unit state than `old` (by identity), in increasing order. Found
    from the changes `with_units` recorded when `new` descends from `old` by a short chain of them (a move
    changes one to a few of 400 counters), else by comparing both tuples at C speed. A look-ahead mostly asks
    about its parent (found in one to four steps) or about a sibling, which no chain reaches: the chain is
    followed `DELTA_CHAIN` steps at most (64 steps cost more than comparing 400 counters, issue #30), and only
    when the tuples' generations (recorded by `with_units`) say `old` may be that many steps up: a sibling or a cousin
    (four of five questions in a greedy look-ahead, each a four-step walk in vain before) is compared at once.
    The answer is the same either way."""
    if old is new:
        return []
    steps = (new.__dict__.get("g", 0) if new.__class__ is KeptTuple else 0) - (  # type: ignore[attr-defined]
        old.__dict__.get("g", 0) if old.__class__ is KeptTuple else 0)  # type: ignore[attr-defined]
    if 0 < steps <= DELTA_CHAIN:
        found: set[int] = set()
        cur = new
        for _ in range(steps):
            got = _delta(cur)
            if got is None:
                break
            found.update(got[2])
            cur = got[1]
        if cur is old:  # each step up is one generation: `old` can only be `steps` steps up
            out = []
            for i in found:  # a loop, not a generator resumed an index (thirteenth round)
                if old[i] is not new[i]:
                    out.append(i)
            out.sort()
            return out
    if len(old) != len(new):
        raise ValueError("changed_indices: tuples of different lengths")
    return list(compress(range(len(new)), map(is_not, old, new)))


# ---------------------------------------------------------------------------------------------------------
# Occupancy caches, kept out of the game history


class _Occupancy:
    """Who stands where for one `units` tuple: units by hex and each side's `Field`. They depend on the units
    and the battle only, so states sharing both share them, and a state whose tuple differs from a recent one in a few
    counters patches a copy of that one's (a move changes two hexes). Only the `RECENT` last ones are kept
    filled: a game's history of thousands of states would otherwise hold a table each (issue 14: 800 MiB)."""

    __slots__ = ("battle", "units", "by_hex", "fields", "pending")

    def __init__(self, battle: Battle, units: tuple[UnitState, ...], by_hex: dict[Hex, tuple[UnitState, ...]],
                 fields: dict[str, Field], pending: dict[str, tuple[Field, tuple]] | None = None) -> None:
        self.battle: Battle | None = battle
        self.units: tuple[UnitState, ...] | None = units
        self.by_hex: dict[Hex, tuple[UnitState, ...]] | None = by_hex
        self.fields: dict[str, Field] | None = fields
        # A side's Field still to be brought up to date when first asked for: an older Field and the units tuple
        # it was made for (see `_refreshed`). Patching it once, when asked, from the counters that differ costs
        # less than carrying the changed hexes along every patch (a side's Field is asked for by one position in
        # five of a look-ahead).
        self.pending: dict[str, tuple[Field, tuple]] | None = pending or {}


RECENT = 8
PATCH_LIMIT = 64  # more changed counters than this: rebuild rather than patch


def _occupancy_read(descr: Any, pos: Position | None, cls: type | None = None) -> Any:
    """`Position._occ`'s `__get__` (the descriptor itself when read on the class) and, as `_occupancy(pos)`,
    the position's occupancy table: its kept one, else a recent table of the same units tuple, else one patched
    from the table of the tuple it was made from or from the last one made, else one built."""
    if pos is None:
        return descr
    d = pos.__dict__
    occ = d.get("_occ")
    if occ is not None and occ.by_hex is not None:
        return occ
    units, battle = pos.units, pos.battle
    _recent = _caches.recent
    # one pass over the RECENT tables (plain loops, not generators: 15,000 tables a game, issue #30): this tuple's
    # own, else the one of the tuple it was made from, patched (a look-ahead's last table is often a sibling's,
    # many changes away), else the last one made
    key = id(units)  # `_delta(units)`, written out (5,700 first reads in 300 greedy choices of Tremithoussia)
    got = _caches.deltas.get(key) or _caches.older.get(key)
    if got is not None and got[0] is not units:
        got = None
    parent = None if got is None else got[1]
    base = None
    for occ in reversed(_recent):
        u = occ.units
        if u is units:
            if occ.battle is battle:
                d["_occ"] = occ
                return occ
        elif u is parent and base is None:
            base = occ
    if base is not None:
        occ = _patched(battle, base, units, got[2]) if base.battle is battle else None  # type: ignore[index]
    elif _recent and _recent[-1].battle is battle:
        occ = _patched(battle, _recent[-1], units)
    else:
        occ = None
    if occ is None:
        occ = _built(battle, units)
    _recent.append(occ)
    if len(_recent) > RECENT:
        old = _recent.pop(0)
        old.battle = old.units = old.by_hex = old.fields = old.pending = None
    d["_occ"] = occ
    return occ


_OccupancyRead.__get__ = _occupancy_read  # type: ignore[attr-defined]
_occupancy: Callable[[Position], _Occupancy] = partial(_occupancy_read, None)  # a C call, not a Python frame


def _built(b: Battle, units: tuple[UnitState, ...]) -> _Occupancy:
    out: dict[Hex, list[UnitState]] = {}
    for us in units:
        if us.on_map:
            out.setdefault(us.hex, []).append(us)  # type: ignore[arg-type]
    by_hex = {h: tuple(v) if len(v) == 1 else tuple(sorted(v, key=lambda u: u.stack)) for h, v in out.items()}
    return _Occupancy(b, units, by_hex, {})


def _moves_on_map(a: UnitState, b: UnitState) -> bool:
    """Whether a change of this counter changes what an enemy meets (blocked, front and nearby hexes)."""
    return (a.on_map, a.hex, a.facing, a.routed) != (b.on_map, b.hex, b.facing, b.routed)


def _patched(b: Battle, base: _Occupancy, units: tuple[UnitState, ...], at: list[int] | None = None
             ) -> _Occupancy | None:
    """`base`'s tables updated for the counters that differ (by identity); None when too many do. `at`: the
    indices `with_units` changed when `base` is the table of the tuple `units` was made from (some may hold the
    same record again, or come twice). The sides' Fields are not patched here but when first asked for
    (`pending`). One changed counter at a time: a counter that stays on the map in its hex and its place in the
    stack (a marker, a facing, a step lost: half of a look-ahead's changes) takes its old record's place in its
    hex's tuple; any other leaves its old hex's tuple (by identity) and joins its new hex's units sorted by
    (stack, scenario order), the order `_built` gives (a stable sort by stack of the scenario's order)."""
    old_units = base.units
    if at is None:
        at = changed_indices(old_units, units)  # type: ignore[arg-type]
    if len(at) > PATCH_LIMIT:
        return None
    by_hex = dict(base.by_hex)  # type: ignore[arg-type]
    index = None
    for i in dict.fromkeys(at) if len(at) > 1 else at:  # once each (`at` may name one twice), in a fixed order
        o, n = old_units[i], units[i]  # type: ignore[index]
        if o is n:
            continue
        h, to = o.hex, n.hex
        if h is not None and o.condition != "eliminated":  # on the map: o leaves its hex's tuple
            here = by_hex[h]
            alone = len(here) == 1  # most hexes hold one counter
            if h == to and o.stack == n.stack and n.condition != "eliminated":  # its place in the stack order kept
                by_hex[h] = (n,) if alone else tuple(n if u is o else u for u in here)
                continue
            if alone:
                del by_hex[h]
            else:
                by_hex[h] = tuple(u for u in here if u is not o)
        if to is not None and n.condition != "eliminated":  # on the map: n joins its hex's units
            here = by_hex.get(to)
            if here is None:
                by_hex[to] = (n,)
            else:
                if index is None:
                    index = b.unit_index
                by_hex[to] = tuple(sorted((*here, n), key=lambda u: (u.stack, index[u.id])))
    pending = base.pending
    fields = base.fields
    if fields:
        pending = dict(pending)  # type: ignore[arg-type]
        for side, f in fields.items():
            pending[side] = (f, old_units)
    elif pending:
        pending = dict(pending)
    # `_Occupancy(b, units, by_hex, {}, pending)` without its `__init__`'s Python frame (1,100 tables patched in
    # seed 4's worst decisions, thirteenth round): the same slots, an empty `pending` a new dictionary of its own
    occ = _new(_Occupancy)
    occ.battle = b
    occ.units = units
    occ.by_hex = by_hex
    occ.fields = {}
    occ.pending = pending or {}
    return occ


def _refreshed(b: Battle, by_hex: dict[Hex, tuple[UnitState, ...]], units: tuple[UnitState, ...], side_id: str,
               f: Field, old_units: tuple) -> Field | None:
    """The side's Field `f`, made for `old_units`, brought up to date for `units` (whose tables are `by_hex`):
    the friends of the hexes where counters changed are read again; where an enemy moved, turned, routed or
    left, its blocked, front and enemy-adjacent hexes are patched. None when too many counters changed."""
    changed = changed_indices(old_units, units)
    if len(changed) > PATCH_LIMIT:
        return None
    index, infos = b.index, b.units
    where: set[int] = set()
    moved: set[int] = set()
    for i in changed:
        o, n = old_units[i], units[i]
        at = {index[us.hex] for us in (o, n) if us.on_map and us.hex in index}
        where |= at
        if infos[n.id].side != side_id and _moves_on_map(o, n):
            moved |= at
    return _finish_patch(b, by_hex, side_id, f, where, moved)


def _finish_patch(b: Battle, by_hex: dict[Hex, tuple[UnitState, ...]], side_id: str, f: Field, where: set[int],
                  moved: set[int]) -> Field:
    """An older Field of the side brought up to date: the friends of the hexes where counters changed are read
    again; where an enemy moved (`moved`), its blocked, front and enemy-adjacent hexes are patched."""
    friends = dict(f.friends)
    hexes, units = b.hexes, b.units
    for n in where:
        mine = tuple(u for u in by_hex.get(hexes[n], ()) if units[u.id].side == side_id)
        if mine:
            friends[n] = mine
        else:
            friends.pop(n, None)
    if not moved:
        return Field(f.blocked, f.enemy_front, friends, f.enemies_adjacent)
    return _patched_enemies(b, by_hex, side_id, f, friends, moved)


def _patched_enemies(b: Battle, by_hex: dict[Hex, tuple[UnitState, ...]], side_id: str, f: Field,
                     friends: dict[int, tuple[UnitState, ...]], moved: set[int]) -> Field:
    """`f` after enemy counters changed in the hexes `moved` (where they stood before and after): whether a hex
    holds an enemy changes only there, whether it is next to one or in an enemy's front only in their
    neighbours, so only those are decided again, as `_build_field` decides them."""
    nbr, hexes, units = b.nbr, b.hexes, b.units
    blocked, front, near = set(f.blocked), set(f.enemy_front), set(f.enemies_adjacent)
    around: set[int] = set()
    for i in moved:
        if any(units[u.id].side != side_id for u in by_hex.get(hexes[i], ())):
            blocked.add(i)
        else:
            blocked.discard(i)
        around.update(nbr[i])
    around.discard(-1)
    for n in around:
        next_to = nf = False
        for d, k in enumerate(nbr[n]):
            if k < 0 or k not in blocked:
                continue
            next_to = True
            if not nf:
                back = (d + 3) % 6  # the direction from k to n
                for us in by_hex.get(hexes[k], ()):
                    info = units[us.id]
                    if info.side != side_id and not us.routed and any(
                            (us.facing + o) % 6 == back for o in b.front_offsets(info.artillery)):
                        nf = True
                        break
        (near.add if next_to else near.discard)(n)
        (front.add if nf else front.discard)(n)
    return Field(frozenset(blocked), frozenset(front), friends, frozenset(near))


def _build_field(b: Battle, by_hex: dict[Hex, tuple[UnitState, ...]], side_id: str) -> Field:
    blocked: set[int] = set()
    front: set[int] = set()
    near: set[int] = set()
    friends: dict[int, tuple[UnitState, ...]] = {}
    for h, here in by_hex.items():
        i = b.index.get(h)
        if i is None:
            continue
        mine = tuple(u for u in here if b.units[u.id].side == side_id)
        if mine:
            friends[i] = mine
        if len(mine) == len(here):
            continue
        blocked.add(i)
        near.update(n for n in b.nbr[i] if n >= 0)
        for us in here:
            if b.units[us.id].side != side_id and not us.routed:
                for o in b.front_offsets(b.units[us.id].artillery):
                    n = b.nbr[i][(us.facing + o) % 6]
                    if n >= 0:
                        front.add(n)
    return Field(frozenset(blocked), frozenset(front), friends, frozenset(near))


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
