"""Movement (8, 5.2.4, 7.4; R14, R15, R19, R20, R33): where a unit, a stack or a leader can end its move,
at what cost and by which path, and whether one given path is legal.

The search runs over (hex, facing) with Dijkstra: a step goes only through a front hex (8.1; artillery its
one front hex; leaders anywhere), costs the step's terrain (battle.py: hex + hexside + levels, or the road /
track link) plus 1 MP to leave an enemy front hex (8.3, R33); a turn costs 1 MP per hexside, 2 in an enemy
front hex (8.2; leaders turn free). Stacking is checked at the end of the move only (5.1, R20): a unit moves
through friends freely and pays +1 MP to join or leave a stack (5.2.4), and a unit joining a stack takes
its facing (5.2.3). A stack moving together keeps a set of non-dominated cost vectors per state, one cost
per unit, each within its own allowance. Then come the one-hex move (8.1), the disengagement (8.3) and the
out-of-command rule (7.4: half the allowance rounded up, ending closer to the banner leader).
"""

from __future__ import annotations

import heapq
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from itertools import count

from rules.geometry.hexgrid import Hex, distance
from rules.i18n import _
from rules.scenario.stacking import StackingProblem, stacking_problem

from .battle import Battle
from .choices import IllegalChoice
from .state import Field, Position, changed_indices

INF = 1 << 30


@dataclass(frozen=True)
class Reach:
    """One place a move can end: hex, facing (None for a leader), the MP it costs each moving counter, one
    path that costs that (start hex first; the entry hex first for a reinforcement), and how: "move",
    "minimum" (the one-hex move of 8.1, beyond the allowance) or "disengage" (8.3)."""

    hex: Hex
    facing: int | None
    costs: tuple[int, ...]
    path: tuple[Hex, ...]
    how: str = "move"

    @property
    def cost(self) -> int:
        return self.costs[0]


def _reach(h: Hex, facing: int | None, costs: tuple[int, ...], path: tuple[Hex, ...], how: str = "move") -> Reach:
    """`Reach(...)` made by filling its dictionary (half the frozen `__init__`'s cost; ~50 ends a search)."""
    r = _new(Reach)
    d = r.__dict__
    d["hex"], d["facing"], d["costs"], d["path"], d["how"] = h, facing, costs, path, how
    return r


_new = object.__new__


class Ends(Mapping):
    """`reach_table`'s answer: (hex, facing) → `Reach`, each record (and its path) made when first asked for.
    A random player lists a unit's ~50 ends at each decision but takes one of them: the counts and the order
    need the ends' keys only (`activation._Listing`). `picked` holds the search's ends by hex number,
    (h, facing) → (cost, state), their paths from `paths`; `extras` the others (8.1, 8.3, a stack's ends),
    (h, facing) → (costs, path maker, how). Iterated in that order (picked, then extras); never modified.
    A patched answer (`_recheck`) names the answer it was patched from (`base`) and the hexes whose ends were
    picked again (`changed`, hex numbers): every other end, 8.1 and 8.3 ones included, is the base's."""

    __slots__ = ("b", "picked", "extras", "paths", "made", "base", "changed")

    def __init__(self, b: Battle, picked: dict, extras: dict, paths: _Paths | None,
                 made: dict[tuple[Hex, int | None], Reach], base: Ends | None = None,
                 changed: list[int] | None = None) -> None:
        self.b, self.picked, self.extras, self.paths, self.made = b, picked, extras, paths, made
        self.base, self.changed = base, changed

    def __getitem__(self, key: tuple[Hex, int | None]) -> Reach:
        got = self.made.get(key)
        if got is None:
            got = self._make(key)
        return got

    def _make(self, key: tuple[Hex, int | None]) -> Reach:
        try:
            h, f = key
            i = self.b.index.get(h)
        except (TypeError, ValueError):
            raise KeyError(key) from None
        hexes = self.b.hexes
        one = self.picked.get((i, f))
        if one is not None:
            r = _reach(hexes[i], f, (one[0],), self.paths[one[1]])  # type: ignore[index]
        else:
            other = self.extras.get((i, f))
            if other is None:
                raise KeyError(key)
            costs, path_of, how = other
            r = _reach(hexes[i], f, costs, tuple(map(hexes.__getitem__, path_of())), how)
        self.made[key] = r
        return r

    def __contains__(self, key: object) -> bool:
        if key in self.made:
            return True
        try:
            h, f = key  # type: ignore[misc]
            i = self.b.index.get(h)
        except (TypeError, ValueError):
            return False
        return (i, f) in self.picked or (i, f) in self.extras

    def __iter__(self) -> Iterator[tuple[Hex, int | None]]:
        hexes = self.b.hexes
        for h, f in self.picked:
            yield hexes[h], f
        for h, f in self.extras:
            yield hexes[h], f

    def __len__(self) -> int:
        return len(self.picked) + len(self.extras)

    def how(self, h: int, f: int | None) -> str:
        """How the end (hex number h, facing f) is reached, without making its `Reach`."""
        return "move" if (h, f) in self.picked else self.extras[(h, f)][2]


@dataclass(frozen=True)
class Movers:
    """Who moves and under which limits."""

    ids: tuple[str, ...]
    side: str
    leader: str | None  # a leader moving on his own
    start: int | None  # hex number; None when coming on as a reinforcement
    facing: int
    columns: tuple[str, ...]  # Terrain Chart column of each unit
    budgets: tuple[int, ...]  # MP each may spend, including g0
    g0: int  # MP already spent (mounting, dismounting)
    fronts: tuple[int, ...]  # direction offsets a step may take (every unit's front)
    rears: tuple[int, ...]  # direction offsets that are a rear hex of every unit (8.3)
    mounted: tuple[bool, ...]  # each unit's state during the move
    leaves_stack: bool  # 5.2.4: another unit stays behind in the start hex
    toward: Hex | None  # out of command: the banner leader's hex to end closer to (7.4)
    entries: tuple[int, ...] = ()  # entry hexes of a reinforcement


@dataclass(frozen=True)
class Outcome:
    """A checked move: what it costs each counter, the final facing, and whether it is the 8.1 minimum."""

    costs: tuple[int, ...]
    facing: int | None
    minimum: bool


# ---------------------------------------------------------------------------------------------------------
# Who moves


def entering(state: Position, unit_id: str) -> bool:
    """A reinforcement whose turn has come and which is not on the map yet (R29)."""
    us = state.unit(unit_id)
    return (us.hex is None and us.condition != "eliminated" and us.arrival_turn == state.turn
            and us.exited_by is None)


def entry_hexes_of(state: Position, counter_id: str) -> list[Hex]:
    for r in state.battle.scenario.reinforcements:
        if counter_id in r.units or counter_id in r.leaders:
            return state.battle.entry_hexes(r.enter)
    return []


def movers(state: Position, ids: tuple[str, ...] | str, change: str | None = None) -> Movers:
    """The limits of a move of these counters; IllegalChoice when they cannot move together at all."""
    b = state.battle
    ids = (ids,) if isinstance(ids, str) else tuple(ids)
    if not ids:
        raise IllegalChoice(_("a move needs at least one counter"))
    if any(i in b.leaders for i in ids):
        if len(ids) != 1:
            raise IllegalChoice(_("a leader moves on his own; move the unit first, then the leader"))
        return _leader_movers(state, ids[0])
    side = state.side_of(ids[0])
    uss = [state.unit(i) for i in ids]
    if any(state.side_of(i) != side for i in ids):
        raise IllegalChoice(_("units of both sides cannot move together"))
    enter = [entering(state, i) for i in ids]
    if any(enter) and not all(enter):
        raise IllegalChoice(_("a unit on the map and one coming on cannot move together"))
    for us in uss:
        if us.condition == "eliminated":
            raise IllegalChoice(_("{id} has been eliminated").format(id=us.id))
        if us.hex is None and not entering(state, us.id):
            raise IllegalChoice(_("{id} is not on the map").format(id=us.id))
    if len({us.hex for us in uss}) != 1:
        raise IllegalChoice(_("units move together only when they start stacked in one hex (5.2.4)"))
    if len({us.out_of_command for us in uss}) != 1:
        raise IllegalChoice(
            _("an in-command and an out-of-command unit do not move in the same step (7.3, 7.4)"))
    if change is not None and len(ids) != 1:
        raise IllegalChoice(_("units mount or dismount one at a time (8.4)"))
    mounted = tuple((not us.mounted) if change else us.mounted for us in uss)
    columns, budgets, fronts, rears = [], [], None, set(range(6))
    memo = b.movers_memo
    for us, mnt in zip(uss, mounted, strict=True):
        key = (us.id, mnt, us.fatigued, us.out_of_command)
        got = memo.get(key)
        if got is None:  # what a unit's counter and markers give a move: the same for the whole game
            info = b.units[us.id]
            mp = info.values(mnt, us.fatigued).mp
            if us.out_of_command:
                mp = b.tables.out_of_command_mp(mp)  # 7.4: half, rounded up
            offs = frozenset(b.front_offsets(info.artillery))
            got = memo[key] = (b.cost_column(info.unit_class(mnt)), mp, offs, frozenset(o % 6 for o in offs))
        column, mp, offs, rear_offs = got
        columns.append(column)
        budgets.append(mp)
        fronts = offs if fronts is None else fronts & offs
        rears -= rear_offs
    start = None if enter[0] else b.index[uss[0].hex]  # type: ignore[index]
    toward = None
    if uss[0].out_of_command:
        bl = state.banner_leader(ids[0])
        if bl is None or not bl.commanding:
            raise IllegalChoice(_("{id} is out of command and its banner has no leader on the map to move "
                                  "toward (7.4)").format(id=ids[0]))
        toward = bl.hex
    leaves = False
    if start is not None:
        leaves = any(u.id not in ids for u in state.field(side).friends.get(start, ()))
    g0 = b.number("mount_dismount_mp") if change else 0
    entries = tuple(b.index[h] for h in entry_hexes_of(state, ids[0])) if enter[0] else ()
    return Movers(ids, side, None, start, uss[0].facing, tuple(columns), tuple(budgets), g0,
                  tuple(sorted(fronts or ())), tuple(sorted(o if o < 4 else o - 6 for o in rears)), mounted,
                  leaves, toward, entries)


def held_by(state: Position, leader_id: str) -> str | None:
    """7.5, R42: the routed unit a leader went with, while he is still stacked with it and his next activation
    has not begun (even when the rout came in his own activation); None when he is free to move."""
    ls = state.leader(leader_id)
    uid = ls.bound_to
    if uid is None or ls.hex is None or state.unit(uid).hex != ls.hex or not state.unit(uid).on_map:
        return None
    return uid


def _leader_movers(state: Position, leader_id: str) -> Movers:
    b = state.battle
    ls = state.leader(leader_id)
    enter = ls.hex is None and ls.arrival_turn == state.turn and ls.status in ("active", "wounded")
    if not ls.commanding and not enter:
        raise IllegalChoice(_("{id} is not on the map ({status})").format(id=leader_id, status=ls.status))
    held = held_by(state, leader_id)
    if held is not None:
        raise IllegalChoice(_("{id} went with {unit} in its rout: he can't leave the unit until his next "
                              "activation (7.5, R42)").format(id=leader_id, unit=held))
    mp = state.leader_values(leader_id).mp
    start = None if enter else b.index[ls.hex]  # type: ignore[index]
    entries = tuple(b.index[h] for h in entry_hexes_of(state, leader_id)) if enter else ()
    # 8.1 exception: leaders move in any direction; 8.2: their facing does not matter.
    return Movers((leader_id,), state.side_of(leader_id), leader_id, start, 0, (b.cost_column("leader"),),
                  (mp,), 0, (0, 1, 2, 3, 4, 5), (), (), False, None, entries)


# ---------------------------------------------------------------------------------------------------------
# Where a move may end


REFUSED = "refused"  # a quiet _Ends' refusal: the search only asks whether a move may end there


class _Ends:
    """The end-of-move checks of one move, cached per hex: stacking (5.1, 5.2, R20), the facing a joining
    unit takes (5.2.3), a leader ending with a unit of his banner (7.1), out of command ending closer (7.4)."""

    def __init__(self, state: Position, mv: Movers, fld: Field, quiet: bool = False) -> None:
        self.state, self.mv, self.fld, self.b = state, mv, fld, state.battle
        self.quiet = quiet  # a search's checks: every refusal is the same answer, so none is worded (REFUSED)
        self.join_mp = _numbers(self.b)[4]  # stack_join_leave_mp
        self.cache: dict[int, str | tuple[int | None, int]] = {}
        start_hex = None if mv.start is None else self.b.hexes[mv.start]
        self.start_distance = None if (mv.toward is None or start_hex is None) else distance(start_hex, mv.toward)

    def at(self, h: int) -> str | tuple[int | None, int]:
        """Why the move may not end in hex h, or (the facing it must take or None, the join MP)."""
        got = self.cache.get(h)
        if got is None:
            got = self.cache[h] = self._at(h)
        return got

    def _at(self, h: int) -> str | tuple[int | None, int]:
        state, mv, b = self.state, self.mv, self.b
        label = b.labels[h]
        residents = [u for u in self.fld.friends.get(h, ()) if u.id not in mv.ids]
        if mv.leader is not None:
            if h == mv.start:
                return _("the leader would not move")
            banner = b.leaders[mv.leader].model.banner
            commander = state.is_army_commander(mv.leader)
            if not any(commander or b.units[u.id].banner == banner for u in residents):
                if self.quiet:
                    return REFUSED
                whom = (_("a unit of his army") if commander
                        else _("a unit of his banner '{banner}'").format(banner=banner))
                return _("a leader must end his move stacked with {whom} (7.1, 5.1); {label} has none").format(
                    whom=whom, label=label)
            return (None, 0)
        if h == mv.start and residents:
            return _("a stacked unit cannot turn on its own: two stacked units always share one facing (5.2.3)")
        forced: int | None = None
        join = 0
        if residents:
            problem = self.stacking(residents)
            if problem:
                if self.quiet:
                    return REFUSED
                return _("stacking in {label}: {problem}").format(label=label, problem=problem)
            join = self.join_mp
            unrouted = [u for u in residents if not u.routed]
            if unrouted:
                forced = unrouted[0].facing
        if mv.toward is not None and self.start_distance is not None:
            if distance(b.hexes[h], mv.toward) >= self.start_distance:
                if self.quiet:
                    return REFUSED
                return _("an out-of-command unit must end its move closer to its banner leader (7.4); {label} is "
                         "{far} hexes from him, the start {start}").format(
                    label=label, far=distance(b.hexes[h], mv.toward), start=self.start_distance)
        return (forced, join)

    def stacking(self, residents) -> StackingProblem | None:
        """The stacking rule's verdict on these residents joined by the movers (5.1, 5.2), kept on the battle:
        it reads the counters' models and mounted states only."""
        mv = self.mv
        key = (tuple((u.id, u.mounted) for u in residents), mv.ids, mv.mounted)
        memo = self.b.stacking_memo
        got = memo.get(key, memo)
        if got is memo:
            if len(memo) >= 65536:
                memo.clear()
            got = memo[key] = self._stacking(residents)
        return got  # type: ignore[return-value]

    def _stacking(self, residents) -> StackingProblem | None:
        b, mv = self.b, self.mv
        infos = [b.units[u.id] for u in residents] + [b.units[i] for i in mv.ids]
        mounted = [u.mounted for u in residents] + list(mv.mounted)
        problem = stacking_problem([i.model for i in infos], b.scenario.special_rules.stacking, mounted)
        classes = sorted(i.unit_class(mt) for i, mt in zip(infos, mounted, strict=True))
        if problem is None and classes == ["artillery", "cavalry"]:
            problem = StackingProblem(artillery_with_cavalry=True)  # worded when shown: the memo keeps data
        return problem


def _numbers(b: Battle) -> tuple[int, int, int, int, int]:
    """The movement numbers of the battle's tables, read once a battle (every search and check asks)."""
    got = b.move_numbers
    if got is None:
        got = b.move_numbers = (
            b.number("facing_change_mp"), b.number("facing_change_mp_enemy_front"), b.number("leave_enemy_front_mp"),
            b.number("enter_enemy_front_mp"), b.number("stack_join_leave_mp"))
    return got


def _turns(a: int, b: int) -> int:
    d = abs(a - b) % 6
    return min(d, 6 - d)


def reachable(state: Position, who: tuple[str, ...] | str, change: str | None = None) -> dict[
        tuple[Hex, int | None], Reach]:
    """Every (hex, facing) the counter(s) can end a move in, with the cheapest cost and one path.

    `who` is a unit, a leader, or the units of one stack moving together; `change` ("mount" or
    "dismount") first spends the 8.4 cost and moves on with the new allowance. The answer does not depend on
    whose activation it is (the editor may ask about any unit); `Position.legal_choices` adds who may move
    now. A move is legal exactly when its end is in this set and its own path costs no more than allowed.
    """
    return dict(reach_table(state, who, change))


class _Kept:
    """One `reachable` answer and what it depends on besides its `Movers`: the enemy counters' places (the
    search) and the friends in the hexes its end checks looked at (`deps`), as of the `units` tuple."""

    __slots__ = ("battle", "units", "leaders", "sides", "turn", "mv", "commander", "deps", "out", "banner", "search")

    def __init__(self, state: Position, mv: Movers, commander: bool, deps: frozenset[int] | None, out: Ends,
                 search: _Search | None) -> None:
        self.battle, self.mv, self.commander, self.deps, self.out = state.battle, mv, commander, deps, out
        self.search = search  # one counter: what `_recheck` needs to redo only the end checks that changed
        # 7.4: an out-of-command unit's Movers read its banner leader only (where he is, whether he commands).
        self.banner = state.banner_leader(mv.ids[0]) if mv.toward is not None else None
        self.seen(state)

    def seen(self, state: Position) -> None:
        self.units, self.leaders, self.sides, self.turn = state.units, state.leaders, state.sides, state.turn

    def same_movers(self, state: Position) -> bool:
        """Whether `movers` would give the kept `mv` again, known without calling it: the same turn (R29),
        for a leader the same leaders and sides (his move, 7.6's army commander), for an out-of-command unit
        the same banner leader state (7.4), the moving units unchanged and no counter changed in the start hex
        (5.2.4: leaving a stack)."""
        mv = self.mv
        if self.turn != state.turn:
            return False
        if mv.leader is not None and (self.leaders is not state.leaders or self.sides is not state.sides):
            return False
        if mv.toward is not None and self.leaders is not state.leaders and (
                state.banner_leader(mv.ids[0]) is not self.banner):
            return False
        old, new = self.units, state.units
        if old is new or mv.leader is not None:
            return True
        index = self.battle.unit_index
        if any(old[index[i]] is not new[index[i]] for i in mv.ids):
            return False
        return mv.start is None or mv.start not in _changes(self.battle, old, new).hexes


KEPT_LIMIT = 4096  # answers kept (one a unit, stack order and mount change); past it the table starts again


class _ThreadCaches(threading.local):
    """The kept answers and diffs, one set a thread (see state._ThreadCaches)."""

    def __init__(self) -> None:
        self.kept: dict[tuple[tuple[str, ...], str | None], _Kept] = {}
        self.diffs: dict[tuple[int, int], tuple[tuple, tuple, _Diff]] = {}
        self.costly: tuple[Battle, dict[str, bool]] | None = None  # `_costly`'s verdicts, for the last battle


_caches = _ThreadCaches()


class _Diff:
    """Between two units tuples of a battle: the hexes where any counter changed (before or after), and, for
    each side whose counters changed what an enemy meets (place, facing, rout), the hexes where that can have
    changed an enemy's blocked or front hexes (the hexes such a counter stood in, and their neighbours)."""

    __slots__ = ("hexes", "sides")

    def __init__(self, hexes: frozenset[int], sides: dict[str, set[int]]) -> None:
        self.hexes, self.sides = hexes, sides

    def enemy_hexes(self, side: str) -> set[int] | None:
        """The hexes where side's enemies can have changed what it meets; None when none of theirs did."""
        out: set[int] | None = None
        for s, hs in self.sides.items():
            if s != side:
                out = hs if out is None else out | hs
        return out


def _changes(b: Battle, old: tuple, new: tuple) -> _Diff:
    key = (id(old), id(new))
    _diffs = _caches.diffs
    got = _diffs.get(key)
    if got is not None and got[0] is old and got[1] is new:
        return got[2]
    hexes: set[int] = set()
    sides: dict[str, set[int]] = {}
    index, nbr = b.index, b.nbr
    for i in changed_indices(old, new):
        x, y = old[i], new[i]
        for us in (x, y):
            if us.on_map and us.hex in index:
                hexes.add(index[us.hex])
        if (x.on_map, x.hex, x.facing, x.routed) != (y.on_map, y.hex, y.facing, y.routed):
            near = sides.setdefault(b.units[x.id].side, set())
            for us in (x, y):
                i = index.get(us.hex) if us.on_map else None
                if i is not None:
                    near.add(i)
                    near.update(n for n in nbr[i] if n >= 0)
    answer = _Diff(frozenset(hexes), sides)
    if len(_diffs) > 64:
        _diffs.clear()
    _diffs[key] = (old, new, answer)
    return answer


def reach_table(state: Position, who: tuple[str, ...] | str, change: str | None = None) -> Ends:
    """`reachable`'s answer, kept across states and not to be modified: the last answer for these counters is
    reused when their `Movers` are the same, no enemy counter moved, turned or routed (for a single counter: none
    did within or next to the hexes its search went through, `_Search.region`), and no counter changed in a hex
    its end checks looked at (the search itself never looks at friends). When friends changed in some of those
    hexes only, a single counter's answer is patched: its search is kept and only the end checks of those hexes
    are run again (`_recheck`). Otherwise it is computed again. The answer is an `Ends` mapping: its `Reach`
    records are made when asked for."""
    b, units = state.battle, state.units
    key = ((who,) if isinstance(who, str) else tuple(who), change)
    _kept = _caches.kept
    kept = _kept.get(key)
    known = kept is not None and kept.battle is b and kept.same_movers(state)
    mv = kept.mv if known else movers(state, who, change)  # type: ignore[union-attr]
    commander = mv.leader is not None and state.is_army_commander(mv.leader)
    if kept is not None and kept.battle is b and (known or kept.mv == mv) and kept.commander == commander:
        if kept.units is units:
            kept.seen(state)
            return kept.out
        diff = _changes(b, kept.units, units)
        near = diff.enemy_hexes(mv.side)
        search = kept.search
        if near is None or (search is not None and near.isdisjoint(search.region(b, mv))):
            touched = diff.hexes & (kept.deps if search is None else search.deps())
            if not touched:
                kept.seen(state)
                return kept.out
            if search is not None:
                try:
                    kept.out = _recheck(state, kept, touched)
                except BaseException:  # its end checks half patched in place: made again next time
                    if _kept.get(key) is kept:  # (not emptied meanwhile by another counter's answer)
                        del _kept[key]
                    raise
                kept.seen(state)
                return kept.out
    out, deps, search = _reachable_kept(state, mv)
    if len(_kept) >= KEPT_LIMIT:
        _kept.clear()
    _kept[key] = _Kept(state, mv, commander, deps, out, search)
    return out


class _Search:
    """What a single counter's answer was made from, besides the state: the Dijkstra costs and parents (they
    depend on the enemies and the `Movers` only), the end checks by hex, the chosen state of each end, the
    8.1 one-hex moves and 8.3 disengagements, and (made on first need) the searched states of each hex."""

    __slots__ = ("dist", "parent", "checks", "picked", "extras", "paths", "near", "reached", "_deps")

    def __init__(self, dist: dict[int, int], parent: dict[int, int], checks: dict, picked: dict,
                 extras: dict) -> None:
        self.dist, self.parent, self.checks, self.picked, self.extras = dist, parent, checks, picked, extras
        self.paths: _Paths | None = None  # the hex paths of its states, made on first need and kept
        self.near: frozenset[int] | None = None
        self.reached: frozenset[int] | None = None
        self._deps: frozenset[int] | None = None

    def hexes(self) -> frozenset[int]:
        """The hexes the search reached (in some facing)."""
        if self.reached is None:
            self.reached = frozenset({s // 6 for s in self.dist})
        return self.reached

    def deps(self) -> frozenset[int]:
        """The hexes whose friends the answer depends on: every hex reached (an end there is plain only while
        no friend stands in it) and every hex an end check looked at (the 8.1 and 8.3 one-hex moves)."""
        if self._deps is None:
            self._deps = self.hexes() | frozenset(self.checks)
        return self._deps

    def region(self, b: Battle, mv: Movers) -> frozenset[int]:
        """Every hex whose enemies the search (and the 8.1 / 8.3 one-hex moves) read: the hexes it reached,
        their neighbours (blocked? an enemy front?) and the entry hexes. An enemy that moved, turned or routed
        outside these changed nothing the search saw."""
        if self.near is None:
            near = set(mv.entries)
            if mv.start is not None:
                near.add(mv.start)
            nbr = b.nbr
            for h in self.hexes():
                near.add(h)
                near.update(nbr[h])
            near.discard(-1)
            self.near = frozenset(near)
        return self.near

    def states(self, h: int, order: list[list[int]]) -> list[int]:
        """The searched states of hex h in the order the search first reached them (the order the full pick
        sees them in, so that ties between equal costs fall the same way and so do the paths). `order` holds
        the list of the searched states once made (a C-level copy of the keys, made only when a hex has two)."""
        dist = self.dist
        mine = [s for s in range(h * 6, h * 6 + 6) if s in dist]
        if len(mine) > 1:
            if not order:
                order.append(list(dist))
            mine.sort(key=order[0].index)
        return mine


_ANY_FACING = (None, 0, 1, 2, 3, 4, 5)


class _Extras:
    """What `_minimum_moves` and `_disengagements` add to the ends already found, without copying those: they
    ask whether an end is known and add the ones that are not (8.1, 8.3: only where no move ends)."""

    __slots__ = ("known", "new")

    def __init__(self, known: dict) -> None:
        self.known, self.new = known, {}

    def __contains__(self, key: object) -> bool:
        return key in self.known or key in self.new

    def __setitem__(self, key: tuple, value: tuple) -> None:
        self.new[key] = value


def _pick(dist: dict[int, int], states, at, h: int, mv: Movers, picked: dict) -> None:
    """The cheapest searched state for each end (hex, facing) of hex h, given its end check `at`."""
    if at.__class__ is str:
        return
    forced, join = at
    budget, start, facing, leader = mv.budgets[0], mv.start, mv.facing, mv.leader
    for s in states:
        f = s % 6
        if h == start and forced is None and f == facing:
            continue  # no move at all
        g = dist[s] + join
        if g > budget:
            continue
        key = (h, None if leader else (f if forced is None else forced))
        old = picked.get(key)
        if old is None or g < old[0]:
            picked[key] = (g, s)


def _reachable(state: Position, mv: Movers) -> tuple[Ends, frozenset[int]]:
    """The answer from scratch, and the hexes whose friends it depends on (those its end checks looked at)."""
    out, deps, search = _reachable_kept(state, mv)
    return out, (search.deps() if search is not None else deps)  # type: ignore[return-value]


def _reachable_kept(state: Position, mv: Movers) -> tuple[Ends, frozenset[int], _Search | None]:
    """`_reachable`, and for a single counter what `_recheck` needs to patch it later."""
    fld = state.field(mv.side)
    ends = _Ends(state, mv, fld, quiet=True)
    b = state.battle
    best: dict[tuple[int, int | None], tuple[tuple[int, ...], Callable[[], tuple[int, ...]], str]] = {}
    at_of, start, facing, budgets, leader = ends.at, mv.start, mv.facing, mv.budgets, mv.leader
    search = None
    if len(mv.ids) == 1:  # the common case, written out: one cost, a unit's paths made as the search goes
        paths = _Paths({}, b.hexes)
        dist, parent = _search_one(b, fld, mv, paths)
        paths.parent = parent
        budget, known = budgets[0], ends.cache
        picked: dict[tuple[int, int | None], tuple[int, int]] = {}
        # Where no friend stands the end checks are known without running them: a unit in command ends there
        # as it is (no stacking, no forced facing, no join MP), a leader cannot end there (7.1).
        # An out-of-command unit (7.4) where no friend stands: the one check left is the distance to its
        # banner leader, worked out here as `_Ends._at` would (and kept with its checks, as it would).
        friends = fld.friends
        plain = mv.toward is None
        toward, far, hexes = mv.toward, ends.start_distance, b.hexes
        for s, g in dist.items():
            h, f = divmod(s, 6)
            if h not in friends:
                if plain:
                    if leader is None and not (h == start and f == facing):
                        picked[(h, f)] = (g, s)  # one state a key: the search kept only its cheapest cost
                    continue
                at = known.get(h)
                if at is None:
                    x = hexes[h]
                    dq, dr = x.q - toward.q, x.r - toward.r  # type: ignore[union-attr]
                    at = known[h] = REFUSED if far is not None and (abs(dq) + abs(dr) + abs(dq + dr)) // 2 >= far \
                        else (None, 0)
            else:
                at = known.get(h) or at_of(h)
            if at.__class__ is str:
                continue
            forced, join = at  # type: ignore[misc]
            if h == start and forced is None and f == facing:
                continue  # no move at all
            g += join
            if g > budget:
                continue
            key = (h, None if leader else (f if forced is None else forced))
            old = picked.get(key)
            if old is None or g < old[0]:
                picked[key] = (g, s)
        search = _Search(dist, parent, ends.cache, picked, {})
    else:
        for s, costs, path_of in _search_many(b, fld, mv):
            h, f = divmod(s, 6)
            at = at_of(h)
            if at.__class__ is str:
                continue
            forced, join = at  # type: ignore[misc]
            if h == start and forced is None and f == facing:
                continue  # no move at all
            total = tuple(c + join for c in costs)
            if any(t > lim for t, lim in zip(total, budgets, strict=True)):
                continue
            key = (h, None if leader else (f if forced is None else forced))
            old = best.get(key)
            if old is None or total < old[0]:
                best[key] = (total, path_of, "move")
    probe = _Extras(best if search is None else search.picked)
    _minimum_moves(state, mv, fld, ends, probe)  # type: ignore[arg-type]
    _disengagements(state, mv, fld, ends, probe)  # type: ignore[arg-type]
    if search is not None:  # the search's ends (their paths from its parents), then the 8.1 / 8.3 ones
        search.extras = probe.new
        search.paths = paths
        out = Ends(b, search.picked, probe.new, search.paths, {})
    else:
        best.update(probe.new)
        out = Ends(b, {}, best, None, {})
    return out, (None if search is not None else frozenset(ends.cache)), search


def _recheck(state: Position, kept: _Kept, touched: frozenset[int]) -> Ends:
    """A single counter's kept answer after friends changed in `touched` (hexes its end checks looked at),
    and no enemy changed: the search stands; the end checks of those hexes run again and, where one gives
    another answer, that hex's ends are picked again from the kept search, 8.1 and 8.3 included. The same
    answer as `_reachable` on this state (tests/engine/test_incremental.py), and the same dict when no end
    check changed. A unit (not a leader) has friends in an end hex exactly when it pays the join MP there, so
    an unchanged check also means an unchanged 'under' choice (activation.py) as long as that MP is not 0."""
    mv, search, b = kept.mv, kept.search, state.battle
    assert search is not None
    fld = state.field(mv.side)
    ends = _Ends(state, mv, fld, quiet=True)
    checks = ends.cache = search.checks  # updated in place: the search keeps only the latest checks
    sure = mv.leader is not None or ends.join_mp > 0
    changed = []
    for h in touched:
        old = checks.pop(h, None)
        if old is None:  # a reached hex not checked: it held no friend (see `_reachable_kept`)
            old = "no end" if mv.leader is not None else (None, 0)
        new = ends.at(h)
        if not sure or (new != old and not (new.__class__ is str and old.__class__ is str)):
            changed.append(h)  # two refusals are the same answer whatever they say
    search.checks = checks
    if not changed:
        return kept.out
    picked = dict(search.picked)
    hexes = b.hexes
    for h in changed:
        for f in _ANY_FACING:
            picked.pop((h, f), None)
    dist, order = search.dist, []  # type: ignore[var-annotated]
    for h in changed:
        _pick(dist, search.states(h, order), checks[h], h, mv, picked)
    probe = _Extras(picked)
    _minimum_moves(state, mv, fld, ends, probe)  # type: ignore[arg-type]
    _disengagements(state, mv, fld, ends, probe)  # type: ignore[arg-type]
    search.picked = picked
    search.extras = probe.new
    # The `Reach` records already made for the ends of the other hexes stay the same objects (their checks,
    # picks and 8.1 / 8.3 moves did not change): `activation._listing` keeps their choices by identity.
    gone = {hexes[h] for h in changed}
    base = kept.out
    made = {k: r for k, r in base.made.items() if k[0] not in gone}
    base.base = None  # only the latest patch names its base (no chain of answers kept alive)
    return Ends(b, picked, probe.new, search.paths, made, base, changed)


def _starts(b: Battle, mv: Movers, fld: Field) -> list[tuple[int, tuple[int, ...]]]:
    """Start states and their costs: the unit's hex and facing, or every entry hex in every facing (not one
    an enemy unit holds: no unit or leader enters it, 4; `check_path` refuses it too)."""
    if mv.start is not None:
        return [(mv.start * 6 + mv.facing, (mv.g0,) * len(mv.ids))]
    out = []
    facings = (0,) if mv.leader else range(6)
    for e in mv.entries:
        if e in fld.blocked:
            continue
        costs = tuple(b.entry_cost(e, col) for col in mv.columns)
        if any(c is None for c in costs):
            continue
        for f in facings:
            out.append((e * 6 + f, tuple(mv.g0 + c for c in costs)))  # type: ignore[operator]
    return out


class _Paths(dict):
    """The hex paths of one search's states (`paths[s]`); `parent` links each state to the state it left its
    previous hex from. The ends of a move share their beginnings, so each state's path is its parent's plus one
    hex, made once on first need (`__missing__`; a path a hex at a time for every end was 7 % of a Hautmesnil
    game), and a path already made is a C-level look-up. A unit's search puts every state's path in as it takes
    the state (`_search_one`); a leader's and the heap's are made here."""

    def __init__(self, parent: dict[int, int], hexes: list[Hex]) -> None:
        super().__init__()
        self.parent, self.hexes = parent, hexes

    def __missing__(self, s: int) -> tuple[Hex, ...]:
        p = self.parent[s]
        here = (self.hexes[s // 6],)
        got = self[s] = here if p < 0 else self[p] + here
        return got


def _search_one(b: Battle, fld: Field, mv: Movers, paths: dict[int, tuple[Hex, ...]]) -> tuple[
        dict[int, int], dict[int, int]]:
    """Dijkstra for one counter over (hex, facing) states numbered hex * 6 + facing: the cheapest cost of
    every state reached and its parent: the state it stepped into its hex from (-1 in a start hex), so that a
    path is walked one hex a link.

    States are taken in (cost, state) order, as a heap of the pairs pops them (the same ties, so the same
    parents and paths, and `dist` filled in the same order), from a list a cost (issue #30, tenth round: no
    heap push and pop, no `cost * K + state` packed and split; a third fewer instructions): every step and turn
    costs at least 1 MP (`_costly`), so a cost's bucket is whole when its turn comes, and it is sorted once. The
    best costs so far are read from a list by state number (no call). A battle whose numbers allow a free step
    or turn is searched with the heap (`_search_one_heap`).

    A unit's path to each state is put in `paths` when the state is taken (its hex parent's, taken before it
    at a lower cost, plus its hex): most of a unit's states are ends whose moves are listed, and a path made
    here costs a third of one made on demand (`_Paths.__missing__`, a call a state). A leader's few ends
    (hexes of his banner's units) keep their paths made on demand."""
    turn, turn_ef, leave_ef, enter_ef, stack_mp = _numbers(b)
    column = mv.columns[0]
    if not _costly(b, column):
        return _search_one_heap(b, fld, mv)
    budget = mv.budgets[0]
    costs = b.step_costs(column)
    nbr, blocked, efront = b.nbr, fld.blocked, fld.enemy_front
    start = mv.start if mv.start is not None else -1
    leave_stack = stack_mp if mv.leaves_stack else 0
    fronts, leader = mv.fronts, mv.leader is not None
    dist: dict[int, int] = {}
    parent: dict[int, int] = {}
    best = [INF] * (6 * len(costs))  # dist by state number, INF where not reached
    buckets: list[list[int]] = [[] for _ in range(budget + 1)]
    for s, (g,) in _starts(b, mv, fld):
        if g <= budget and g < best[s]:
            if g < 0:
                return _search_one_heap(b, fld, mv)
            dist[s] = best[s] = g
            parent[s] = -1
            buckets[g].append(s)
    ahead = [tuple((f + o) % 6 for o in fronts) for f in range(6)]  # the directions a step may take, by facing
    turned, hexes = _TURNED, b.hexes
    for g, bucket in enumerate(buckets):
        if not bucket:
            continue
        bucket.sort()  # (cost, state) order; a state reached from here on costs more (a later bucket)
        for s in bucket:
            if g != best[s]:
                continue  # a costlier entry of a state reached cheaper since
            h = s // 6
            f = s - h * 6
            in_ef = h in efront
            if not leader:
                p = parent[s]
                paths[s] = (hexes[h],) if p < 0 else paths[p] + (hexes[h],)
                ng = g + (turn_ef if in_ef else turn)
                if ng <= budget:
                    for ns in turned[f]:
                        ns += s
                        if ng < best[ns]:
                            dist[ns] = best[ns] = ng
                            parent[ns] = parent[s]  # a turn in place: the same hex parent
                            buckets[ng].append(ns)
            base = g + (leave_ef if in_ef else 0) + (leave_stack if h == start else 0)
            row, nb = costs[h], nbr[h]
            for d in ahead[f]:
                c = row[d]
                if c is None:
                    continue
                n = nb[d]
                if n in blocked:
                    continue
                ng = base + c
                if enter_ef and n in efront:
                    ng += enter_ef
                if ng <= budget:
                    ns = n * 6 + f
                    if ng < best[ns]:
                        dist[ns] = best[ns] = ng
                        parent[ns] = s
                        buckets[ng].append(ns)
    return dist, parent


# A turn of one hexside from state s (facing f): s + these offsets, in the order `_TURNS` tries them.
_TURNED = tuple((((f + 1) % 6) - f, ((f + 5) % 6) - f) for f in range(6))


def _costly(b: Battle, column: str) -> bool:
    """Whether every step of this Terrain Chart column and every turn costs at least 1 MP and nothing a search
    adds is negative (what `_search_one`'s buckets need), kept per battle and column: it reads the battle's
    tables and map alone."""
    kept = _caches.costly
    if kept is None or kept[0] is not b:
        kept = _caches.costly = (b, {})
    got = kept[1].get(column)
    if got is None:
        numbers = _numbers(b)
        steps = [c for row in b.step_costs(column) for c in row if c is not None]
        got = kept[1][column] = min(numbers[:2]) >= 1 and min(numbers[2:]) >= 0 and (not steps or min(steps) >= 1)
    return got


def _search_one_heap(b: Battle, fld: Field, mv: Movers) -> tuple[dict[int, int], dict[int, int]]:
    """`_search_one` with a heap: the states popped in (cost, state) order whatever the costs (a battle whose
    tables give a step or a turn of 0 MP, or a start below 0). The heap holds `cost * K + state` (K: the number
    of states), an int that sorts as the pair (cost, state) did, without a tuple per state."""
    turn, turn_ef, leave_ef, enter_ef, stack_mp = _numbers(b)
    budget = mv.budgets[0]
    costs = b.step_costs(mv.columns[0])
    nbr, blocked, efront = b.nbr, fld.blocked, fld.enemy_front
    start = mv.start if mv.start is not None else -1
    leave_stack = stack_mp if mv.leaves_stack else 0
    fronts, leader = mv.fronts, mv.leader is not None
    dist: dict[int, int] = {}
    parent: dict[int, int] = {}
    heap: list[int] = []
    k = 6 * len(b.hexes)
    for s, (g,) in _starts(b, mv, fld):
        if g <= budget and g < dist.get(s, INF):
            dist[s], parent[s] = g, -1
            heap.append(g * k + s)
    heapq.heapify(heap)
    pop, push, get = heapq.heappop, heapq.heappush, dist.get
    ahead = [tuple((f + o) % 6 for o in fronts) for f in range(6)]  # the directions a step may take, by facing
    while heap:
        g, s = divmod(pop(heap), k)
        if g != dist[s]:
            continue
        h, f = divmod(s, 6)
        in_ef = h in efront
        if not leader:
            ng = g + (turn_ef if in_ef else turn)
            if ng <= budget:
                h6 = s - f
                for nf in _TURNS[f]:
                    ns = h6 + nf
                    if ng < get(ns, INF):
                        dist[ns] = ng
                        parent[ns] = parent[s]  # a turn in place: the same hex parent
                        push(heap, ng * k + ns)
        base = g + (leave_ef if in_ef else 0) + (leave_stack if h == start else 0)
        row, nb = costs[h], nbr[h]
        for d in ahead[f]:
            c = row[d]
            if c is None:
                continue
            n = nb[d]
            if n in blocked:
                continue
            ng = base + c
            if enter_ef and n in efront:
                ng += enter_ef
            if ng <= budget:
                ns = n * 6 + f
                if ng < get(ns, INF):
                    dist[ns] = ng
                    parent[ns] = s
                    push(heap, ng * k + ns)
    return dist, parent


_TURNS = tuple(((f + 1) % 6, (f + 5) % 6) for f in range(6))  # one hexside turn, in the order always tried


class _Label:
    __slots__ = ("costs", "parent", "state", "alive")

    def __init__(self, costs: tuple[int, ...], parent: _Label | None, state: int) -> None:
        self.costs, self.parent, self.state, self.alive = costs, parent, state, True


def _label_path(label: _Label) -> Callable[[], tuple[int, ...]]:
    def path() -> tuple[int, ...]:
        hexes: list[int] = []
        cur: _Label | None = label
        while cur is not None:
            h = cur.state // 6
            if not hexes or hexes[-1] != h:
                hexes.append(h)
            cur = cur.parent
        return tuple(reversed(hexes))

    return path


def _search_many(b: Battle, fld: Field, mv: Movers) -> list[tuple[int, tuple[int, ...], Callable]]:
    """A stack moving together (5.2.4): each unit pays its own column within its own allowance, so a state
    keeps every cost vector no other one beats on every unit (multi-criteria label setting)."""
    turn, turn_ef, leave_ef, enter_ef, stack_mp = _numbers(b)
    tables = [b.step_costs(col) for col in mv.columns]
    nbr, blocked, efront = b.nbr, fld.blocked, fld.enemy_front
    start = mv.start if mv.start is not None else -1
    labels: dict[int, list[_Label]] = {}
    heap: list[tuple[int, int, _Label]] = []
    seq = count()

    def offer(s: int, costs: tuple[int, ...], parent: _Label | None) -> None:
        if any(c > lim for c, lim in zip(costs, mv.budgets, strict=True)):
            return
        here = labels.setdefault(s, [])
        for lab in here:
            if lab.alive and all(x <= y for x, y in zip(lab.costs, costs, strict=True)):
                return
        for lab in here:
            if lab.alive and all(y <= x for x, y in zip(lab.costs, costs, strict=True)):
                lab.alive = False
        new = _Label(costs, parent, s)
        here.append(new)
        heapq.heappush(heap, (sum(costs), next(seq), new))

    for s, costs in _starts(b, mv, fld):
        offer(s, costs, None)
    while heap:
        _, _, lab = heapq.heappop(heap)
        if not lab.alive:
            continue
        h, f = divmod(lab.state, 6)
        in_ef = h in efront
        tc = turn_ef if in_ef else turn
        for nf in ((f + 1) % 6, (f + 5) % 6):
            offer(h * 6 + nf, tuple(c + tc for c in lab.costs), lab)
        extra = (leave_ef if in_ef else 0) + (stack_mp if (mv.leaves_stack and h == start) else 0)
        for o in mv.fronts:
            d = (f + o) % 6
            n = nbr[h][d]
            if n < 0 or n in blocked:
                continue
            steps = [t[h][d] for t in tables]
            if any(c is None for c in steps):
                continue
            add = extra + (enter_ef if n in efront else 0)
            offer(n * 6 + f, tuple(c + st + add for c, st in zip(lab.costs, steps, strict=True)), lab)  # type: ignore[operator]
    return [(s, lab.costs, _label_path(lab)) for s, labs in labels.items() for lab in labs if lab.alive]


def _step_all(b: Battle, mv: Movers, a: int, d: int) -> tuple[int, ...] | None:
    if len(mv.columns) == 1:  # one counter: no tuple of one built by a generator
        c = b.step_costs(mv.columns[0])[a][d]
        return None if c is None else (c,)
    costs = tuple(b.step_costs(col)[a][d] for col in mv.columns)
    return None if any(c is None for c in costs) else costs  # type: ignore[return-value]


def _minimum_moves(state: Position, mv: Movers, fld: Field, ends: _Ends, best: dict) -> None:
    """8.1, R19: a move of one hex without a facing change is allowed whatever it costs, unless the terrain
    is NA or stacking forbids it (the facing a joining unit takes, 5.2.3, is not a change it makes)."""
    b = state.battle
    _, _, leave_ef, enter_ef, stack_mp = _numbers(b)
    if mv.start is None:  # coming on: entering one hex is the one-hex move
        for s, costs in _starts(b, mv, fld):
            h, f = divmod(s, 6)
            at = ends.at(h)
            if isinstance(at, str):
                continue
            forced, join = at
            key = (h, None if mv.leader else (f if forced is None else forced))
            if key not in best:
                best[key] = (tuple(c + join for c in costs), (lambda h=h: (h,)), "minimum")
        return
    a = mv.start
    for o in mv.fronts:
        d = (mv.facing + o) % 6
        n = b.nbr[a][d]
        steps = _step_all(b, mv, a, d)
        if n < 0 or steps is None or n in fld.blocked:
            continue
        at = ends.at(n)
        if isinstance(at, str):
            continue
        forced, join = at
        key = (n, None if mv.leader else (mv.facing if forced is None else forced))
        if key in best:
            continue
        extra = ((leave_ef if a in fld.enemy_front else 0) + (enter_ef if n in fld.enemy_front else 0)
                 + (stack_mp if mv.leaves_stack else 0) + join)
        best[key] = (tuple(mv.g0 + c + extra for c in steps), (lambda a=a, n=n: (a, n)), "minimum")


def _disengagements(state: Position, mv: Movers, fld: Field, ends: _Ends, best: dict) -> None:
    """8.3 (and its 2014 precision): one hex into a rear hex, keeping the facing, terrain ignored unless NA,
    within the stacking limit; it costs the whole allowance."""
    if not _may_disengage(state, mv):
        return
    b = state.battle
    a = mv.start
    for o in mv.rears:
        d = (mv.facing + o) % 6
        n = b.nbr[a][d]  # type: ignore[index]
        if n < 0 or n in fld.blocked or _step_all(b, mv, a, d) is None:  # type: ignore[arg-type]
            continue
        at = ends.at(n)
        if isinstance(at, str):
            continue
        forced, _ = at
        if forced is not None and forced != mv.facing:
            continue  # it would have to turn to join that stack, and a disengaging unit keeps its facing
        key = (n, mv.facing)
        if key not in best:
            best[key] = (mv.budgets, (lambda a=a, n=n: (a, n)), "disengage")


def _may_disengage(state: Position, mv: Movers) -> bool:
    return mv.leader is None and mv.start is not None and mv.g0 == 0


# ---------------------------------------------------------------------------------------------------------
# Checking one given path


def check_path(state: Position, mv: Movers, path: tuple[Hex, ...], facing: int | None) -> Outcome:
    """The cost of moving along exactly this hex path and ending with this facing, with the cheapest facing
    changes on the way; IllegalChoice says why when it is not a legal move."""
    b, grid = state.battle, state.grid
    fld = state.field(mv.side)
    turn, turn_ef, leave_ef, enter_ef, stack_mp = _numbers(b)
    lab = grid.label
    name = "+".join(mv.ids)
    leader = mv.leader is not None
    if leader and facing is not None:
        raise IllegalChoice(_("a leader has no facing (3.3); write his path only"))
    if not leader and facing is None:
        raise IllegalChoice(_("say the facing {name} ends with, e.g. {example}").format(
            name=name, example=f"'... {grid.facing_names[mv.facing]}'"))
    if not path:
        raise IllegalChoice(_("a move needs a path"))
    for h in path:
        if h not in b.index:
            raise IllegalChoice(_("hex {label} is off the map").format(label=lab(h)))
    idx = [b.index[h] for h in path]
    k = len(mv.ids)
    if mv.start is None:
        if idx[0] not in mv.entries:
            raise IllegalChoice(_("{name} comes on at one of its entry hexes; {hex} is not one (R29)").format(
                name=name, hex=lab(path[0])))
        entry = tuple(b.entry_cost(idx[0], col) for col in mv.columns)
        if any(c is None for c in entry) or idx[0] in fld.blocked:
            raise IllegalChoice(_("{name} cannot come on at {hex}").format(name=name, hex=lab(path[0])))
        sums = [mv.g0 + c for c in entry]  # type: ignore[operator]
        common = [0] * 6 if not leader else [0]
    else:
        if idx[0] != mv.start:
            raise IllegalChoice(_("{name} is in {start}; its path must start there, not at {hex}").format(
                name=name, start=lab(b.hexes[mv.start]), hex=lab(path[0])))
        sums = [mv.g0] * k
        tc = turn_ef if mv.start in fld.enemy_front else turn
        common = [0] if leader else [_turns(mv.facing, f) * tc for f in range(6)]
    for i in range(1, len(idx)):
        a, n = idx[i - 1], idx[i]
        d = state.grid.direction_to(b.hexes[a], b.hexes[n])
        if d is None:
            raise IllegalChoice(_("{a} and {b} are not adjacent").format(a=lab(path[i - 1]), b=lab(path[i])))
        if n in fld.blocked:
            raise IllegalChoice(_("{hex} holds an enemy unit: no unit or leader enters it (4)").format(
                hex=lab(path[i])))
        steps = _step_all(b, mv, a, d)
        if steps is None:
            why = _("its terrain") if not b.rows[n].passable else _("the hexside crossed")
            raise IllegalChoice(_("{name} cannot step {a} → {b}: {why} is not allowed "
                                  "(NA on the Terrain Chart)").format(name=name, a=lab(path[i - 1]), b=lab(path[i]),
                                                                      why=why))
        extra = ((leave_ef if a in fld.enemy_front else 0) + (enter_ef if n in fld.enemy_front else 0)
                 + (stack_mp if (mv.leaves_stack and a == mv.start) else 0))
        sums = [s + c for s, c in zip(sums, steps, strict=True)]
        if leader:
            common = [common[0] + extra]
            continue
        moved = [common[f] + extra if (d - f) % 6 in {o % 6 for o in mv.fronts} else INF for f in range(6)]
        tc = turn_ef if n in fld.enemy_front else turn
        common = [min(moved[f] + _turns(f, g) * tc for f in range(6)) for g in range(6)]
    end = idx[-1]
    at = _Ends(state, mv, fld).at(end)
    if isinstance(at, str):
        raise IllegalChoice(at)
    forced, join = at
    if leader:
        final, facing_cost = None, common[0]
    else:
        arrival = facing if forced is None else None
        if forced is not None and facing != forced:
            raise IllegalChoice(_("a unit joining a stack takes its facing (5.2.3): {name} would face "
                                  "{facing} in {hex}").format(name=name, facing=grid.facing_names[forced],
                                                              hex=lab(path[-1])))
        if idx[-1] == mv.start and forced is None and facing == mv.facing and mv.g0 == 0:
            raise IllegalChoice(
                _("{name} would neither move nor turn: it ends where it started, facing the same way").format(
                    name=name))
        facing_cost = common[facing] if arrival is not None else min(common)  # type: ignore[index]
        final = facing
    if facing_cost >= INF:
        raise IllegalChoice(_("{name} cannot follow that path through its front hexes (8.1)").format(name=name))
    costs = tuple(s + facing_cost + join for s in sums)
    if all(c <= lim for c, lim in zip(costs, mv.budgets, strict=True)):
        return Outcome(costs, final, False)
    if _is_minimum(state, mv, fld, idx, final, forced):
        return Outcome(costs, final, True)
    have = "/".join(str(x) for x in mv.budgets)
    ooc = _(" (out of command: half the allowance, 7.4)") if mv.toward is not None else ""
    raise IllegalChoice(_("{name} would spend {costs} MP along {path}; it has {have}{ooc}").format(
        name=name, costs="/".join(str(c) for c in costs), path="-".join(map(lab, path)), have=have, ooc=ooc))


def _is_minimum(state: Position, mv: Movers, fld: Field, idx: list[int], final: int | None,
                forced: int | None) -> bool:
    if mv.start is None:
        return len(idx) == 1
    if len(idx) != 2:
        return False
    d = state.grid.direction_to(state.battle.hexes[idx[0]], state.battle.hexes[idx[1]])
    in_front = d is not None and (d - mv.facing) % 6 in {o % 6 for o in mv.fronts}
    unturned = mv.leader is not None or forced is not None or final == mv.facing
    return in_front and unturned


def check_disengage(state: Position, mv: Movers, to: Hex) -> Outcome:
    """8.3: one hex into a rear hex, same facing, NA terrain and stacking respected; the whole allowance."""
    b, lab = state.battle, state.grid.label
    name = "+".join(mv.ids)
    if not _may_disengage(state, mv):
        raise IllegalChoice(_("only a unit on the map disengages, before anything else in its move (8.3)"))
    if to not in b.index:
        raise IllegalChoice(_("hex {label} is off the map").format(label=lab(to)))
    a, n = mv.start, b.index[to]
    d = state.grid.direction_to(b.hexes[a], to)  # type: ignore[index]
    if d is None or (d - mv.facing) % 6 not in {o % 6 for o in mv.rears}:
        raise IllegalChoice(_("{name} disengages only into one of its rear hexes (8.3); {hex} is not one").format(
            name=name, hex=lab(to)))
    fld = state.field(mv.side)
    if n in fld.blocked:
        raise IllegalChoice(_("{hex} holds an enemy unit").format(hex=lab(to)))
    if _step_all(b, mv, a, d) is None:  # type: ignore[arg-type]
        raise IllegalChoice(_("{name} cannot disengage into {hex}: NA terrain or hexside (8.3)").format(
            name=name, hex=lab(to)))
    at = _Ends(state, mv, fld).at(n)
    if isinstance(at, str):
        raise IllegalChoice(at)
    forced = at[0]
    if forced is not None and forced != mv.facing:
        raise IllegalChoice(_("a disengaging unit keeps its facing (8.3) and a unit joining a stack takes the "
                              "stack's (5.2.3): {hex} faces another way").format(hex=lab(to)))
    return Outcome(mv.budgets, mv.facing, False)
