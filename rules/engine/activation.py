"""The steps of a leader's activation (6.D) as decisions: what is pending, the legal choices, applying one.

D.1 movement of the active leader and his in-command units and charge moves, D.2 ranged fire, D.3 mêlée
declaration, D.4 mêlée resolution (combat.py), D.5 out-of-command movement (7.4). Each step waits for
`end`; D.4's `end` only once every declared mêlée is resolved. When D.5 ends the activation is over and the
turn goes on (turn.py: the next leader, or Phase E).

`legal_choices` lists one choice per distinct outcome: for each end (hex, facing) one path (`reachable`'s);
`apply` accepts any other legal path to the same end as well.
"""

from __future__ import annotations

import threading
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from itertools import permutations

from rules import i18n
from rules.geometry.hexgrid import Hex, distance
from rules.i18n import N_, _

from .board import banner_units, nearest_unit_hex, revised
from .charge import ChargeRun, charge_run, check_charge
from .choices import (
    Charge,
    Choice,
    Decision,
    Declare,
    Disengage,
    EndStep,
    Exit,
    Fire,
    IllegalChoice,
    Melee,
    Move,
    new_move,
)
from .combat import (
    FireTask,
    apply_declare,
    canonical_melee,
    declare_options,
    fire_is_legal,
    fire_options,
    melee_options,
    start_melee,
    why_not_fire,
    why_not_melee,
)
from .events import ChargeDeclared, Disengaged, Event, LeaderMoved, MountChanged, Moved, RestEnded, Routed, StepEnded
from .exits import apply_exit, exit_edges, why_no_exit
from .frozen import replace
from .movement import Ends, Outcome, check_disengage, check_path, entering, entry_hexes_of, movers, reach_table
from .results import Effects, owed_rout
from .state import STEPS, LeaderState, Position, UnitState, remade
from .tasks import push
from .victory import check_sudden_death, map_edges

STEP_KINDS = {
    "D1": "movement",
    "D2": "ranged_fire",
    "D3": "melee_declaration",
    "D4": "melee",
    "D5": "out_of_command_movement",
}
STEP_NOTES = {
    "D1": N_("move the leader and his in-command units, charge moves (6.D.1, 8, 10.2); then 'end'"),
    "D2": N_("ranged fire by units not next to an enemy (6.D.2, 9.1); then 'end'"),
    "D3": N_("declare the units that will initiate a mêlée (6.D.3, 10.4); then 'end'"),
    "D4": N_("resolve the mêlées, charges first (6.D.4, 10.5); 'end' once all are resolved"),
    "D5": N_("out-of-command units move toward their leader (6.D.5, 7.4); then 'end'"),
}


def step_decision(state: Position) -> Decision:
    """The active leader's step decision. Kept per battle by leader, step and language (`_caches.decisions`):
    it reads nothing else (the leader's side is the battle's), and greedy's look-ahead asks it of every step
    position it reaches (issue #30, eleventh round: a frozen record of six fields and a translation each)."""
    leader, step = state.active_leader, state.step
    b = state.battle
    kept = _caches.decisions
    if kept[0] is not b:
        kept = _caches.decisions = (b, {})
    key = (leader, step, i18n.language())
    got = kept[1].get(key)
    if got is None:
        side = state.side_of(leader)  # type: ignore[arg-type]
        got = kept[1][key] = Decision(side, STEP_KINDS[step], leader, step, i18n._(STEP_NOTES[step]))  # type: ignore[index]
    return got


def melee_pending(state: Position) -> bool:
    """A charge or a declared mêlée still to resolve in D.4 (10.4, 10.5): a unit on the map with a Mêlée marker,
    or a charger on the map whose target is (`pending_charges`). Kept in the state's memo: D.4's choices ask,
    then its 'end' taken asks again (issue #30: one pass over the units, not two, and not twice)."""
    memo = state._memo
    got = memo.get("melee_pending")
    if got is None:
        got = memo["melee_pending"] = _melee_pending(state)
    return got


def _melee_pending(state: Position) -> bool:
    """One pass over the units; over D.4's marked counters alone when the position has them already
    (`combat._flagged`, kept in its memo by the settle's cancellations test: every marked unit, Mêlée and
    Charging markers included, in the scenario's order; issue #30, eleventh round: Hautmesnil's 47 counters)."""
    flagged = state._memo.get("d4_flagged")
    for us in (state.units if flagged is None else flagged):
        if (us.melee or us.charging) and us.on_map:  # the rare markers first: no property call for most units
            if us.melee or state.unit(us.charging[0]).on_map:
                return True
    return False


def ranged_pool(state: Position) -> list[str]:
    side = state.side_of(state.active_leader)  # type: ignore[arg-type]
    return [u for u in sorted(state.acting, key=lambda x: state.battle.unit_index[x])
            if state.unit(u).on_map and not state.unit(u).fired and state.side_of(u) == side]



def _may_move(state: Position, unit_id: str, step: str) -> bool:
    us = state.unit(unit_id)
    if unit_id not in state.acting or us.moved or us.routed or us.condition == "eliminated":
        return False
    if us.hex is None and not entering(state, unit_id):
        return False
    return us.out_of_command == (step == "D5")


class _ThreadCaches(threading.local):
    """Each unit's last listing of moves, one table a thread (see state._ThreadCaches)."""

    def __init__(self) -> None:
        self.listed: dict[tuple[tuple[str, ...], str | None], tuple[Ends, _Listing]] = {}
        self.decisions: tuple[object, dict[tuple, Decision]] = (None, {})  # (battle, step decisions)


_caches = _ThreadCaches()
_new = object.__new__


class _Listing(Sequence[Choice]):
    """The moves of these counters from one `reach_table` answer: one choice per end, a second ('under') where
    other friends stand (5.2.3), in the order of the ends' labels and facings. Its length is known from the
    ends' keys; the order and the choices are made only when asked for: a random player lists every unit's
    moves at each decision (their number) and takes one. A mount change lists no disengagement (`moves_only`).
    The choices of an end are made from the search's answer for it (its `picked` or `extras` entry: cost and
    state, or costs, path and how), not from a `Reach` record (issue #30: a record an end was a third of the
    cost of listing a unit's moves, and only a move applied reads one, `listed_outcome`), and are kept, by hex
    number and facing, with that entry: a patched answer (`movement._recheck`) keeps the very entry of every
    end whose check did not change, and `_listing` keeps its choices."""

    __slots__ = ("found", "ids", "change", "enter", "under", "moves_only", "size", "made", "_flat", "_all", "codes")

    def __init__(self, found: Ends, ids: tuple[str, ...], change: str | None, enter: bool, under: set[int],
                 moves_only: bool, made: dict) -> None:
        self.found, self.ids, self.change, self.enter, self.under = found, ids, change, enter, under
        self.moves_only, self.made = moves_only, made
        picked, extras = found.picked, found.extras
        size = len(picked)
        if under:
            size += sum(1 for h, _f in picked if h in under)
        for (h, _f), (_c, _p, how) in extras.items():
            if how == "disengage":
                size += not moves_only
            else:
                size += 1 + (h in under)
        self.size = size
        self._flat: list[tuple[int, int | None, int]] | None = None
        self._all: list[Choice] | None = None
        self.codes: list[int] | None = None  # the ends' codes in order, one a choice of `_all` (`_plain` only)

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return self.choices()[i]
        if self._all is not None:
            return self._all[i]
        h, f, j = (self._flat or self._order())[i]
        return (self.made.get((h, f)) or self._make(h, f))[1][j]

    def __iter__(self) -> Iterator[Choice]:
        return iter(self.choices())

    def choices(self) -> list[Choice]:
        """Every choice, in order (made once)."""
        if self._all is None:
            if not self.under and self._flat is None:
                self._all = self._plain()
                return self._all
            flat = self._flat or self._order()
            made, picked, paths = self.made, self.found.picked, self.found.paths
            ids, change, enter, under = self.ids, self.change, self.enter, self.under
            out: list[Choice] = []
            for h, f, j in flat:  # `_make` written out for the search's ends (most of them)
                k = (h, f)
                got = made.get(k)
                if got is None:
                    one = picked.get(k)
                    if one is None:
                        got = self._make(h, f)
                    else:
                        path = paths[one[1]]  # type: ignore[index]
                        moves: tuple[Choice, ...] = (new_move(ids, path, f, False, change, enter),)
                        if h in under:
                            moves += (new_move(ids, path, f, True, change, enter),)
                        got = made[k] = (one, moves)
                out.append(got[1][j])
            self._all = out
        return self._all

    def _plain(self) -> list[Choice]:
        """`choices` where no end has a second ('under') choice: each end's move made from its entry and filed
        by its code (`_codes`: label rank * 8 + facing), then read in the codes' order (issue #30, ninth round's
        second wave: no (hex, facing) key made and looked up twice an end, no entry kept by end; a patched
        answer's listing is spliced from this one's `codes` and moves instead, `_listing`). The choices an
        earlier listing left in `made` (a random player indexing, `_make`) are taken as they are."""
        found, made = self.found, self.made
        picked, paths = found.picked, found.paths
        ids, change, enter = self.ids, self.change, self.enter
        rank = found.b.label_rank
        by_code: dict[int, Choice] = {}
        if made:  # choices carried over or made by index: the same objects again
            for k, one in picked.items():
                got = made.get(k)
                by_code[rank[k[0]] * 8 + (k[1] or 0)] = (
                    got[1][0] if got is not None else new_move(ids, paths[one[1]], k[1], False, change, enter))  # type: ignore[index]
        else:
            for (h, f), one in picked.items():  # `new_move` written out (one call less a move)
                m = _new(Move)
                d = m.__dict__
                d["ids"], d["path"], d["facing"], d["under"], d["change"], d["enter"] = (
                    ids, paths[one[1]], f, False, change, enter)  # type: ignore[index]
                by_code[rank[h] * 8 + (f or 0)] = m
        if found.extras:
            moves_only = self.moves_only
            for (h, f), (_c, _p, how) in found.extras.items():
                if how == "disengage" and moves_only:
                    continue
                got = made.get((h, f)) or self._make(h, f)
                by_code[rank[h] * 8 + (f or 0)] = got[1][0]
        codes = self.codes = sorted(by_code)
        return list(map(by_code.__getitem__, codes))

    def _codes(self) -> list[int]:
        """The ends as integers `rank * 8 + facing` (a leader's facing None as 0; he has no other), sorted: the
        listing's order, by label rank, then facing."""
        found = self.found
        rank = found.b.label_rank
        codes = [rank[h] * 8 + (f or 0) for h, f in found.picked]
        for (h, f), (_c, _p, how) in found.extras.items():
            if how == "disengage" and self.moves_only:
                continue
            codes.append(rank[h] * 8 + (f or 0))
        codes.sort()
        return codes

    def _order(self) -> list[tuple[int, int | None, int]]:
        """(hex number, facing, which of the end's choices) in listing order: by label rank, then facing. The
        ends are sorted as integers `rank * 8 + facing` (a leader's facing None as 0; he has no other)."""
        found, under = self.found, self.under
        b = found.b
        by_label = b.by_label
        codes = self._codes()
        leader = self.ids[0] in b.leaders
        if not under:
            flat = [(by_label[c >> 3], None if leader else c & 7, 0) for c in codes]
        else:
            flat = []
            how = found.how
            for c in codes:
                h, f = by_label[c >> 3], None if leader else c & 7
                flat.append((h, f, 0))
                if h in under and how(h, f) != "disengage":
                    flat.append((h, f, 1))
        self._flat = flat
        return flat

    def _make(self, h: int, f: int | None) -> tuple[tuple, tuple[Choice, ...]]:
        """The choices of the end (hex number h, facing f), kept with the search's entry they came from."""
        k = (h, f)
        found, ids = self.found, self.ids
        entry = found.picked.get(k)
        if entry is not None:
            path = found.paths[entry[1]]  # type: ignore[index]
        else:
            entry = found.extras[k]
            if entry[2] == "disengage":
                got = self.made[k] = (entry, (Disengage(ids, found.b.hexes[h]),))
                return got
            path = tuple(map(found.b.hexes.__getitem__, entry[1]()))
        made: tuple[Choice, ...] = (new_move(ids, path, f, False, self.change, self.enter),)
        if h in self.under:
            made += (new_move(ids, path, f, True, self.change, self.enter),)
        got = self.made[k] = (entry, made)
        return got


def _listing(state: Position, ids: tuple[str, ...], change: str | None = None) -> _Listing | tuple[()]:
    """The moves of these counters, one per end (`_Listing`); kept while `reach_table` gives the same answer,
    which it does only while the friends in every hex it looked at are the same (the 'under' choices read
    them). When it gives a patched answer (movement._recheck keeps the search's entry of every end whose check
    did not change), the choices already made for those ends are kept. () when these counters cannot move together."""
    try:
        found = reach_table(state, ids, change)
    except IllegalChoice:
        return ()
    key = (ids, change)
    _listed = _caches.listed
    got = _listed.get(key)
    if got is not None and got[0] is found:
        return got[1]
    b = state.battle
    is_leader = ids[0] in b.leaders
    enter = not is_leader and entering(state, ids[0])
    if got is not None and found.base is got[0]:
        spliced = _spliced(state, found, got[1], enter)
        if spliced is not None:
            _listed[key] = (found, spliced)
            return spliced
    under: set[int] = set()
    if not is_leader:  # the end hexes where other units stand (of this side: no move ends among enemies, 4)
        friends = state.field(state.side_of(ids[0])).friends
        for h in {h for h, _f in found.picked if h in friends} | {h for h, _f in found.extras if h in friends}:
            if any(u.id not in ids for u in friends[h]):
                under.add(h)
    made = {}
    # the search's ends whose entry is the very one found now keep their choices (a new search's entries are all
    # new: nothing to look for)
    if got is not None and got[1].made and found.paths is not None and found.paths is got[1].found.paths:
        picked = found.picked
        for k, kept in got[1].made.items():
            if picked.get(k) is kept[0] and len(kept[1]) == 1 + (k[0] in under):
                made[k] = kept
    listing = _Listing(found, ids, change, enter, under, change is not None, made)
    if len(_listed) >= 4096:
        _listed.clear()
    _listed[key] = (found, listing)
    return listing


def _spliced(state: Position, found: Ends, old: _Listing, enter: bool) -> _Listing | None:
    """The listing of a patched answer made from the listing of the answer it was patched from (issue #30, ninth
    round's second wave: between two movement decisions of one activation one unit moved, and most other units'
    answers are patched at a hex or two): the old listing's moves and codes, less those of the hexes whose ends
    were picked again (`found.changed`), plus those hexes' new ends, each put in its place by its code. The same
    choices in the same order as a listing made whole: every other end is the old answer's (its entry, its 8.1
    and 8.3 moves: `movement._recheck`), and so is whether friends stand there (an unchanged end check means the
    same join MP; a hex whose friends changed and whose check did not is no 'under' end before or after, for
    the old listing had none). None when the old listing had 'under' choices or was not made whole, or when a
    changed hex now has ends and other friends (the listing is then made whole)."""
    codes, moves = old.codes, old._all
    if codes is None or moves is None or old.under or enter != old.enter:
        return None
    ids, changed = old.ids, found.changed
    picked, extras, paths = found.picked, found.extras, found.paths
    friends = {} if ids[0] in found.b.leaders else state.field(state.side_of(ids[0])).friends  # a leader: no 'under'
    for h in changed:  # type: ignore[union-attr]
        if h in friends and any(u.id not in ids for u in friends[h]) and any(
                (h, f) in picked or (h, f) in extras for f in _ANY_FACING):
            return None  # an end where other friends stand: an 'under' choice (`_listing`)
    codes, moves = codes[:], moves[:]
    rank = found.b.label_rank
    change, moves_only = old.change, old.moves_only
    listing = _Listing(found, ids, change, enter, set(), moves_only, {})
    for h in changed:  # type: ignore[union-attr]
        lo = rank[h] * 8
        i, j = bisect_left(codes, lo), bisect_left(codes, lo + 8)
        if i < j:
            del codes[i:j], moves[i:j]
        for f in _ANY_FACING:
            k = (h, f)
            one = picked.get(k)
            if one is not None:
                m: Choice = new_move(ids, paths[one[1]], f, False, change, enter)  # type: ignore[index]
            else:
                entry = extras.get(k)
                if entry is None or (moves_only and entry[2] == "disengage"):
                    continue
                m = listing._make(h, f)[1][0]
            c = lo + (f or 0)
            i = bisect_left(codes, c)
            codes.insert(i, c)
            moves.insert(i, m)
    listing.codes, listing._all = codes, moves
    return listing


_ANY_FACING = (None, 0, 1, 2, 3, 4, 5)


def _moves_from(state: Position, ids: tuple[str, ...], change: str | None = None) -> list[Choice]:
    """The moves of these counters as a list (`_listing`'s choices, made)."""
    got = _listing(state, ids, change)
    return got.choices() if got else []


def step_choices(state: Position) -> list[Choice]:
    if state.step in _SHORT_STEPS:  # one group: no generator (the look-ahead asks D.3 and D.4 thousands of times)
        return _short_list(state)
    out: list[Choice] = []
    for _key, group in step_choice_groups(state):
        out += group
    return out


def step_choice_groups(state: Position) -> Iterator[tuple[tuple[str, ...], list[Choice]]]:
    """The step's legal choices in `step_choices`' order, a group at a time with the counters acting in it
    (() for 'end'): in D.1 and D.5 each group is computed only when it is reached, so a caller that stops
    early, or wants one unit's moves (`unit_step_choices`), does not pay for every unit's search."""
    for ids, parts in _step_parts(state):
        if len(parts) == 1:
            part = parts[0]
            yield ids, (part.choices() if isinstance(part, _Listing) else list(part))
        else:
            out: list[Choice] = []
            for part in parts:
                out += part.choices() if isinstance(part, _Listing) else part
            yield ids, out


def step_choice_sequence(state: Position) -> Sequence[Choice]:
    """`step_choices` as a read-only sequence whose moves are made only when indexed: its length needs every
    unit's search, but only the ends' keys of their answers (`_Listing`). What a random player takes one of."""
    parts: list[Sequence[Choice]] = []
    for _ids, group in _step_parts(state):
        parts += group
    return _Chain([p for p in parts if p])


class _Chain(Sequence[Choice]):
    """Sequences one after the other, indexed without copying them."""

    __slots__ = ("parts", "size")

    def __init__(self, parts: list[Sequence[Choice]]) -> None:
        self.parts = parts
        self.size = sum(map(len, parts))

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return list(self)[i]
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError(i)
        for part in self.parts:
            n = len(part)
            if i < n:
                return part[i]
            i -= n
        raise IndexError(i)  # pragma: no cover - the sizes add up

    def __iter__(self) -> Iterator[Choice]:
        for part in self.parts:
            yield from part


def _step_parts(state: Position) -> Iterator[tuple[tuple[str, ...], list[Sequence[Choice]]]]:
    """`step_choice_groups`' groups as lists of parts, a unit's moves as a lazy `_Listing`."""
    step = state.step
    if step in _SHORT_STEPS:
        yield (), [_short_list(state)]
        return
    movable = movable_counters(state)
    for uid in movable:
        yield (uid,), _unit_parts(state, uid)
    stacks = _stacks(state, movable)
    for ids in stacks:
        for order in permutations(ids):
            yield order, [_listing(state, order)]
    groups = [(u,) for u in movable]
    index = state.battle.unit_index
    groups += [tuple(sorted(ids, key=index.__getitem__)) for ids in stacks]
    for ids in groups:
        yield ids, [_exits(state, ids)]
    leader = state.active_leader
    if step == "D1" and leader is not None and not state.leader(leader).moved:
        yield (leader,), [_listing(state, (leader,))]
    if not leader_stranded(state):
        yield (), [[EndStep()]]


_SHORT_STEPS = frozenset({"D2", "D3", "D4"})


def _short_list(state: Position) -> list[Choice]:
    """The choices of D.2, D.3 or D.4: the fires, the declarations or the mêlées, and 'end'."""
    step = state.step
    if step == "D2":
        return [*fire_options(state, "ranged", ranged_pool(state)), EndStep()]
    if step == "D3":
        return [*_declarations(state), EndStep()]
    # D.4: the mêlées' options only while one is pending (the look-ahead meets D.4 after the last)
    opts = melee_options(state) if melee_pending(state) else []
    return opts or [EndStep()]


def _declarations(state: Position) -> list[Choice]:
    """D.3's declarations (`declare_options`), kept in the position's memo; a declaration's position gets its
    own from them (`_declared`). Not to be modified."""
    memo = state._memo
    got = memo.get("declarations")
    if got is None:
        got = memo["declarations"] = declare_options(state)
    return got


def _declared(state: Position, new: Position, uid: str) -> None:
    """Give `new`, the position after `uid`'s declaration on `state`, D.3's declarations when `state`'s were
    listed: the same less the one of `uid`'s hex (issue #30: the look-ahead plays every declaration after every
    other). A declaration marks its own stack declared and the enemies it will fight with a Mêlée marker; who
    else may declare reads neither (`why_no_declare`: a unit's own stack, its lead unit's front hexes and
    whether the enemies there were charged), and `declare_options` lists one unit a hex, in the same order."""
    listed = state._memo.get("declarations")
    if listed is not None:
        unit, h = state.unit, state.unit(uid).hex
        new._memo["declarations"] = [d for d in listed if unit(d.unit).hex != h]  # type: ignore[attr-defined]


def unit_step_choices(state: Position, counter_id: str) -> list[Choice] | None:
    """In D.1 and D.5: the legal choices in which this counter moves (alone, with its stack, exiting, or the
    active leader's own moves), in `step_choices`' order, without searching for any other counter. None in
    the other steps (their lists are short: filter `step_choices`)."""
    step = state.step
    if step not in ("D1", "D5"):
        return None
    out: list[Choice] = []
    if counter_id in state.battle.leaders:
        leader = state.active_leader
        if step == "D1" and counter_id == leader and not state.leader(leader).moved:
            out += _moves_from(state, (leader,))
        return out
    movable = movable_counters(state)
    if counter_id not in movable:
        return out
    out += _unit_moves(state, counter_id)
    here = state.unit(counter_id).hex
    stack = [u for u in movable if here is not None and state.unit(u).hex == here]
    if len(stack) >= 2:
        for order in permutations(stack):
            out += _moves_from(state, order)
    out += _exits(state, (counter_id,))
    if len(stack) >= 2:
        index = state.battle.unit_index
        out += _exits(state, tuple(sorted(stack, key=index.__getitem__)))
    return out


def movable_counters(state: Position) -> list[str]:
    """The units that may still move in this step (D.1 in command, D.5 out of command), by id."""
    return sorted(u for u in state.acting if _may_move(state, u, state.step))  # type: ignore[arg-type]


def _stacks(state: Position, movable: list[str]) -> list[list[str]]:
    """The movable units sharing a hex with another movable unit, a list a hex (in `movable`'s order)."""
    by_hex: dict[Hex, list[str]] = {}
    for uid in movable:
        h = state.unit(uid).hex
        if h is not None:
            by_hex.setdefault(h, []).append(uid)
    return [ids for ids in by_hex.values() if len(ids) >= 2]


def _unit_moves(state: Position, uid: str) -> list[Choice]:
    """One unit's own choices: its moves, in D.1 its charge and its mount changes (8.4, 10.2)."""
    out: list[Choice] = []
    for part in _unit_parts(state, uid):
        out += part.choices() if isinstance(part, _Listing) else part
    return out


def _unit_parts(state: Position, uid: str) -> list[Sequence[Choice]]:
    """`_unit_moves` in parts: its moves (a lazy `_Listing`), then in D.1 its charge, and each mount change
    followed by the moves after it (no disengagement: it comes before anything else in a move, 8.3)."""
    parts: list[Sequence[Choice]] = [_listing(state, (uid,))]
    if state.step == "D1":
        run = charge_run(state, uid)
        if not isinstance(run, str):
            parts.append([Charge(uid, run.path, run.target)])
        for change in ("mount", "dismount"):
            if _mount_problem(state, uid, change) is None:
                parts.append([Move((uid,), (), None, False, change)])
                parts.append(_listing(state, (uid,), change))
    return parts


# ---------------------------------------------------------------------------------------------------------
# Applying a choice


def _exits(state: Position, ids: tuple[str, ...]) -> list[Choice]:
    """`exit`: these units (a stack together) on an edge where the scenario scores their leaving (exits.py)."""
    edges = exit_edges(state, state.side_of(state.active_leader))  # type: ignore[arg-type]
    if not edges:
        return []
    if ids[0] in state.battle.leaders:
        return []  # why_no_exit: a leader leaves the map only with a unit (5.1)
    h = state.unit(ids[0]).hex
    if h is None:
        return []  # why_no_exit: not on the map
    # why_no_exit accepts only an edge the units' hex lies on: ask it about those alone (most hexes lie on none)
    edges &= map_edges(state.grid, h)
    return [Exit(ids, e) for e in sorted(edges) if why_no_exit(state, ids, e) is None]


def step_apply(state: Position, choice: Choice) -> tuple[Position, tuple[Event, ...]]:
    step = state.step
    if isinstance(choice, EndStep):
        if leader_stranded(state):
            if arriving_leader(state, state.active_leader):  # type: ignore[arg-type]
                why = _("{id} is still off the map while his units have come on: he enters onto one of them "
                        "(R29, 7.1); move him first")
            else:
                why = _("{id} stands alone: he must end his movement stacked with a unit (5.1, 7.1); move him first")
            raise IllegalChoice(why.format(id=state.active_leader))
        if step == "D4" and melee_pending(state) and melee_options(state):
            raise IllegalChoice(_("every declared mêlée and charge must be resolved before D.4 ends (10.4: once "
                                  "declared, a mêlée is resolved)"))
        return _end_step(state)
    if step == "D2":
        if not isinstance(choice, Fire):
            raise IllegalChoice(_("step D.2 is ranged fire: write {form} or {end}, not {choice}").format(
                form="'fire <unit> <target hex>'", end="'end'", choice=f"'{choice.notation(state.grid)}'"))
        choice = Fire(tuple(sorted(choice.firers, key=lambda u: state.battle.unit_index[u])), choice.target)
        if not fire_is_legal(state, "ranged", choice, ranged_pool(state)):
            raise IllegalChoice(why_not_fire(state, "ranged", choice, ranged_pool(state)))
        return push(state, FireTask("ranged", choice.firers, choice.target)), ()
    if step == "D3":
        if not isinstance(choice, Declare):
            raise IllegalChoice(_("step D.3 is the mêlée declaration: write {form} or {end}, not {choice}").format(
                form="'declare <unit>'", end="'end'", choice=f"'{choice.notation(state.grid)}'"))
        new, events = apply_declare(state, choice.unit)  # it refuses what why_no_declare refuses (10.4)
        _declared(state, new, choice.unit)
        return new, tuple(events)
    if step == "D4":
        if not isinstance(choice, Melee):
            raise IllegalChoice(_("step D.4 resolves the mêlées: write {form}, not {choice}").format(
                form="'melee <attackers> <defenders>'", choice=f"'{choice.notation(state.grid)}'"))
        if not _listed_melee(state, choice):
            choice = canonical_melee(state, choice)
            if choice not in melee_options(state):
                raise IllegalChoice(why_not_melee(state, choice))
        new, events = start_melee(state, choice)
        return new, tuple(events)
    if isinstance(choice, Move):
        return _apply_move(state, choice, step)  # type: ignore[arg-type]
    if isinstance(choice, Disengage):
        return _apply_disengage(state, choice, step)  # type: ignore[arg-type]
    if isinstance(choice, Charge):
        return _apply_charge(state, choice, step)  # type: ignore[arg-type]
    if isinstance(choice, Exit):
        _check_may_act(state, choice.ids, step, "exit")  # type: ignore[arg-type]
        return apply_exit(state, choice.ids, choice.edge)
    raise IllegalChoice(_("{choice} is not a choice of step {step} ({note})").format(
        choice=f"'{choice.notation(state.grid)}'", step=step, note=_(STEP_NOTES[step])))  # type: ignore[index]


def _listed_melee(state: Position, choice: Melee) -> bool:
    """The very option D.4's list gave for this position (kept in its memo by `melee_options`): whole stacks in
    the scenario's order already, so `canonical_melee` would give it back, and one of the options (issue #30: the
    look-ahead plays every listed mêlée, and an equal record written otherwise is still put in order and looked
    for)."""
    listed = state._memo.get("melee_options")
    if listed is not None:
        for opt in listed:
            if opt is choice:
                return True
    return False


def _end_step(state: Position) -> tuple[Position, tuple[Event, ...]]:
    step = state.step
    if step == "D1":
        state, placed = _place_stranded_leader(state)
        if placed:
            new, ev = _end_step(state)
            return new, (*placed, *ev)
    nxt = _NEXT_STEP[step]  # type: ignore[index]
    if nxt is not None:  # `remade`: one field of a position, without `replace`'s generic look-ups
        return remade(state, "step", nxt), (StepEnded(step, nxt),)  # type: ignore[arg-type]
    return end_activation(state)


_NEXT_STEP: dict[str, str | None] = {s: (STEPS[i + 1] if i + 1 < len(STEPS) else None) for i, s in enumerate(STEPS)}


def end_activation(state: Position) -> tuple[Position, tuple[Event, ...]]:
    """The activation is over (after D.5): markers off, then the victory module's sudden death (turn.py)."""
    units = [replace(u, melee=False, charged=False, charging=()) for u in state.units
             if u.melee or u.charged or u.charging]
    new = replace(state.with_units(units), step=None, active_leader=None, acting=frozenset())
    new, placed = _place_arrived_leaders(new)
    new, more = check_sudden_death(new)
    return new, (StepEnded(state.step, None), *placed, *more)  # type: ignore[arg-type]


def _check_may_act(state: Position, ids: tuple[str, ...], step: str, verb: str) -> None:
    """Whose decision it is, whether these counters are activated and have not moved (6.D, 7.2–7.4, 12.2.3)."""
    side = state.side_of(state.active_leader)  # type: ignore[arg-type]
    leader = state.active_leader
    for i in ids:
        owner = state.side_of(i)
        if owner != side:
            raise IllegalChoice(_("{id} belongs to {owner}, but the pending decision is for {side} (the "
                                  "activation of {leader})").format(id=i, owner=owner, side=side, leader=leader))
        if i in state.battle.leaders:
            if i != leader:
                raise IllegalChoice(_("only the active leader moves in his activation (7.1); {leader} is active, "
                                      "not {id}").format(leader=leader, id=i))
            if step != "D1":
                raise IllegalChoice(_("the leader moves in D.1 (6.D)"))
            if state.leader(i).moved:
                raise IllegalChoice(_("{id} has already moved in this activation").format(id=i))
            continue
        us = state.unit(i)
        if i not in state.acting:
            raise IllegalChoice(_("{id} is not activated by {leader} (7.2: his banner, and for the army commander "
                                  "the units of his army within his radius)").format(id=i, leader=leader))
        if us.condition == "eliminated":
            raise IllegalChoice(_("{id} has been eliminated").format(id=i))
        if us.moved:
            raise IllegalChoice(_("{id} has already moved in this activation (8.1: one move per unit)").format(id=i))
        if us.routed:
            raise IllegalChoice(_("{id} is routed: routed units move only in Phase E (12.2.3)").format(id=i))
        if step == "D1" and us.out_of_command:
            raise IllegalChoice(_("{id} is out of command: it may only {verb} in D.5, toward its leader (7.4)").format(
                id=i, verb=verb))
        if step == "D5" and not us.out_of_command:
            raise IllegalChoice(_("{id} is in command: it moves in D.1; D.5 is for out-of-command units (7.4)").format(
                id=i))


def _mount_problem(state: Position, unit_id: str, change: str) -> str | None:
    """8.4 and R19: before moving, not routed, not next to an enemy, within the side's markers."""
    us, info = state.unit(unit_id), state.unit_info(unit_id)
    if not info.can_change_mount:
        return _("{id} has no dismounted values on its counter: it cannot {change} (8.4)").format(
            id=unit_id, change=change)
    if change == "mount" and us.mounted:
        return _("{id} is already mounted").format(id=unit_id)
    if change == "dismount" and not us.mounted:
        return _("{id} is already on foot").format(id=unit_id)
    if us.routed:
        return _("{id} is routed: routed units cannot mount or dismount (8.4)").format(id=unit_id)
    if us.out_of_command:
        return _("{id} is out of command: it may only move toward its leader or stay (7.4)").format(id=unit_id)
    if us.hex is None:
        return _("{id} is not on the map").format(id=unit_id)
    if state.adjacent_enemies(unit_id, us.hex):
        return _("{id} is next to an enemy unit: no mounting or dismounting there (8.4 clarification)").format(
            id=unit_id)
    left = state.side(state.side_of(unit_id)).mount_markers
    if left < state.battle.number("mount_markers_per_change"):
        return _("the {side} have no mount/dismount marker left (8.4)").format(side=state.side_of(unit_id))
    return None


def _apply_move(state: Position, choice: Move, step: str) -> tuple[Position, tuple[Event, ...]]:
    ids = choice.ids
    _check_may_act(state, ids, step, choice.change or "move")
    events: list[Event] = []
    if choice.change is not None:
        if step != "D1":
            raise IllegalChoice(_("mounting and dismounting come before movement in D.1 (8.4)"))
        problem = _mount_problem(state, ids[0], choice.change)
        if problem:
            raise IllegalChoice(problem)
    leader = ids[0] in state.battle.leaders
    if not leader and choice.enter != entering(state, ids[0]):
        raise IllegalChoice((_("{id} is off the map: write {enter}") if not choice.enter else
                             _("{id} is on the map: {enter} is for reinforcements coming on (R29)")).format(
            id=ids[0], enter="'enter'"))
    listed = listed_outcome(state, choice)  # a move as listed is legal: no movers() or path walk needed
    mv = movers(state, ids, choice.change) if listed is None else None
    start = state.leader(ids[0]).hex if leader else state.unit(ids[0]).hex
    if choice.change is not None and not choice.path:
        if choice.under:
            raise IllegalChoice(_("{under} is for a unit joining a stack").format(under="'under'"))
        us = state.unit(ids[0])
        new, ev = _mount(state, us, choice.change)
        return new, (ev,)
    outcome = listed or check_path(state, mv, choice.path, choice.facing)  # type: ignore[arg-type]
    if leader:
        ls = state.leader(ids[0])
        new = state.with_leaders([replace(ls, hex=choice.path[-1], moved=True)])
        return new, (LeaderMoved(ls.id, choice.path, outcome.costs[0]),)
    new = state
    if choice.change is not None:
        new, ev = _mount(new, new.unit(ids[0]), choice.change)
        events.append(ev)
    new, more = _place(new, ids, start, choice.path, outcome.facing, choice.under)  # type: ignore[arg-type]
    events.append(Moved(ids, choice.path, outcome.facing, outcome.costs, outcome.minimum,  # type: ignore[arg-type]
                        entered=choice.enter))
    events += more
    return new, tuple(events)


def listed_outcome(state: Position, choice: Move) -> Outcome | None:
    """A move exactly as listed (its end in `reach_table`'s answer for these counters, by the very path listed):
    its costs, facing and 8.1 minimum read off that answer, which `check_path` would work out again step by step
    (tests/engine/test_incremental.py checks both agree on every listed move); None for any other move."""
    if not choice.path:
        return None
    try:
        found = reach_table(state, choice.ids, choice.change)
    except IllegalChoice:
        return None
    r = found.get((choice.path[-1], choice.facing))
    if r is None or r.how == "disengage" or r.path != choice.path:
        return None
    return Outcome(r.costs, choice.facing, r.how == "minimum")


def listed_disengage(state: Position, choice: Disengage) -> bool:
    """A disengagement exactly as listed: an 8.3 end of `reach_table`'s answer for these units (into that hex,
    keeping their facing), which `check_disengage` would accept after working out `movers` again (a unit's
    disengagements are played out at every movement decision the look-ahead ranks)."""
    try:
        found = reach_table(state, choice.ids)
    except IllegalChoice:
        return False
    h = state.battle.index.get(choice.to)
    entry = found.extras.get((h, state.unit(choice.ids[0]).facing))
    return entry is not None and entry[2] == "disengage"


def _mount(state: Position, us: UnitState, change: str) -> tuple[Position, MountChanged]:
    side = state.side(state.side_of(us.id))
    left = side.mount_markers - state.battle.number("mount_markers_per_change")
    new = state.with_units([replace(us, mounted=change == "mount", moved=True, resting=False)])
    new = new.with_side(replace(side, mount_markers=left))
    return new, MountChanged(us.id, change == "mount", left)


def _place(state: Position, ids: tuple[str, ...], start: Hex | None, path: tuple[Hex, ...], facing: int,
           under: bool) -> tuple[Position, list[Event]]:
    """Put the moved units at the end of their path with their facing and stack order (5.2.3, 5.2.4), mark
    them moved, take off resting markers (11.2), and carry leaders along in the army commander's
    activation (7.1 exception)."""
    end = path[-1]
    events: list[Event] = []
    residents = [u for u in state.units_at(end) if u.id not in ids]
    if under and not residents:
        raise IllegalChoice(_("{under} is for a unit joining a stack; there is none at the end of the path").format(
            under="'under'"))
    order = [*residents, *ids] if under else [*ids, *residents]
    changed: dict[str, UnitState] = {}
    for pos, item in enumerate(order):
        uid = item if isinstance(item, str) else item.id
        us = changed.get(uid) or state.unit(uid)
        if isinstance(item, str):
            if us.resting:
                events.append(RestEnded(uid))
            us = replace(us, hex=end, facing=facing, moved=True, resting=False)
        changed[uid] = revised(us, stack=pos)
    if start is not None and start != end:
        left = [u for u in state.units_at(start) if u.id not in ids]
        for pos, u in enumerate(left):
            changed[u.id] = revised(changed.get(u.id, u), stack=pos)
    new = state.with_units(u for u in changed.values() if u is not state.unit(u.id))
    new, carried = _carry_leaders(new, ids, start, path)
    new, kept = _keep_leaders_with_units(new, ids, start, path)
    return new, events + carried + kept


def _keep_leaders_with_units(state: Position, ids: tuple[str, ...], start: Hex | None,
                             path: tuple[Hex, ...]) -> tuple[Position, list[Event]]:
    """5.1: a leader is always stacked with a combat unit. Leaders the move would leave alone in the start
    hex go along with the moving unit, except the active leader while he still has his own move to make in
    D.1 (**open question**: the texts do not say what happens to a leader whose unit moves away); a leader
    held to the unit he went with in its rout goes with it whatever (7.5, R42)."""
    if start is None or start == path[-1]:
        return state, []
    side = state.side_of(ids[0])
    leaders = [ls for ls in state.leaders_at(start) if state.side_of(ls.id) == side]
    if not leaders:  # most moves: no need to find who stays in the start hex (its stacks on the new position)
        return state, []
    alone = not any(state.side_of(u.id) == side for u in state.units_at(start))
    moved: list[LeaderState] = []
    events: list[Event] = []
    for ls in leaders:
        if ls.bound_to in ids:  # 7.5, R42: he may not leave the unit he went with in its rout
            pass
        elif not alone or (ls.id == state.active_leader and not ls.moved and state.step == "D1"):
            continue
        moved.append(replace(ls, hex=path[-1]))
        events.append(LeaderMoved(ls.id, path, None, with_unit=ids[0]))
    return state.with_leaders(moved), events


def _place_stranded_leader(state: Position) -> tuple[Position, tuple[Event, ...]]:
    """5.1, 7.1: an active leader left alone who can reach no unit of his banner (his army) by D.1's end is
    placed with the nearest one (**open question**: the texts do not foresee it; 7.5 places a leader who
    lost his unit the same way)."""

    lid = state.active_leader
    if lid is None:
        return state, ()
    ls = state.leader(lid)
    if arriving_leader(state, lid):
        return _place_arriving_leader(state, lid)
    if not ls.commanding:
        return state, ()
    side = state.side_of(lid)
    if any(state.side_of(u.id) == side for u in state.units_at(ls.hex)):  # type: ignore[arg-type]
        return state, ()
    to = nearest_unit_hex(state, lid, ls.hex)  # type: ignore[arg-type]
    if to is None:
        return state, ()
    new = state.with_leaders([replace(ls, hex=to, moved=True)])
    return new, (LeaderMoved(lid, (ls.hex, to), None, with_unit=new.units_at(to)[0].id),)  # type: ignore[arg-type]


def arriving_leader(state: Position, leader_id: str) -> bool:
    """A reinforcement leader whose turn has come and who is not on the map yet (R29)."""
    ls = state.leader(leader_id)
    return (ls.hex is None and ls.replacement is None and ls.arrival_turn == state.turn
            and ls.status in ("active", "wounded"))


def _place_arriving_leader(state: Position, lid: str) -> tuple[Position, tuple[Event, ...]]:
    """R29, 5.1, 7.1: a reinforcement leader comes on with his units. Once a unit of his banner (his army, for
    the army commander) is on the map he cannot stay off it: if he has not entered onto one by himself, he is
    placed with the one nearest to his entry hexes (ties: the scenario's order), as 7.5 places a leader who
    lost his unit. While none of his units is on the map he waits off it with them."""

    cands = banner_units(state, lid)
    if not cands:
        return state, ()
    entries = entry_hexes_of(state, lid)
    b = state.battle

    def key(us: UnitState) -> tuple[int, int]:
        near = min((distance(us.hex, e) for e in entries), default=0)  # type: ignore[arg-type]
        return near, b.unit_index[us.id]

    best = min(cands, key=key)
    ls = state.leader(lid)
    new = state.with_leaders([replace(ls, hex=best.hex, moved=True)])
    return new, (LeaderMoved(lid, (best.hex,), None, with_unit=new.units_at(best.hex)[0].id),)  # type: ignore[arg-type]


def _place_arrived_leaders(state: Position) -> tuple[Position, tuple[Event, ...]]:
    """R29: a reinforcement leader whose activation has passed while his units were still off the map (they
    came on later in the turn, in the army commander's activation) joins them at the end of that activation."""
    events: list[Event] = []
    for ls in state.leaders:
        if ls.activated and arriving_leader(state, ls.id):
            state, ev = _place_arriving_leader(state, ls.id)
            events += ev
    return state, tuple(events)


def leader_stranded(state: Position) -> bool:
    """5.1, 7.1: the active leader stands alone and could still move onto a unit: D.1 cannot end yet."""
    lid = state.active_leader
    if lid is None or state.step != "D1":
        return False
    ls = state.leader(lid)
    if arriving_leader(state, lid):
        return not ls.moved and bool(_listing(state, (lid,)))
    if not ls.commanding or ls.moved:
        return False
    side = state.side_of(lid)
    if any(state.side_of(u.id) == side for u in state.units_at(ls.hex)):  # type: ignore[arg-type]
        return False
    return bool(_listing(state, (lid,)))


def _carry_leaders(state: Position, ids: tuple[str, ...], start: Hex | None,
                   path: tuple[Hex, ...]) -> tuple[Position, list[Event]]:
    """7.1 exception: a unit not of the army commander's banner that he activates takes the leader stacked
    with it along. In a banner leader's activation the army commander stays (HU 2014 reading of 7.1)."""
    active = state.active_leader
    if start is None or active is None or not state.is_army_commander(active):
        return state, []
    b = state.battle
    banner = b.leaders[active].model.banner
    if all(b.units[i].banner == banner for i in ids):
        return state, []
    moved: list[LeaderState] = []
    events: list[Event] = []
    for ls in state.leaders_at(start):
        if ls.id == active:
            continue
        moved.append(replace(ls, hex=path[-1], moved=True))
        events.append(LeaderMoved(ls.id, path, None, with_unit=ids[0]))
    return state.with_leaders(moved), events


def _apply_disengage(state: Position, choice: Disengage, step: str) -> tuple[Position, tuple[Event, ...]]:
    ids = choice.ids
    if any(i in state.battle.leaders for i in ids):
        raise IllegalChoice(_("leaders do not disengage; they move freely (8.1 exception)"))
    _check_may_act(state, ids, step, "disengage")
    us = state.unit(ids[0])
    start = us.hex
    if listed_disengage(state, choice):  # as listed: legal, and the unit keeps its facing (8.3)
        facing = us.facing
    else:
        facing = check_disengage(state, movers(state, ids), choice.to).facing  # type: ignore[assignment]
    new, more = _place(state, ids, start, (start, choice.to), facing, False)  # type: ignore[arg-type]
    return new, (Disengaged(ids, (start, choice.to)), *more)  # type: ignore[arg-type]


def _apply_charge(state: Position, choice: Charge, step: str) -> tuple[Position, tuple[Event, ...]]:
    if step != "D1":
        raise IllegalChoice(_("charges are determined in D.1 (6.D, 10.2)"))
    if choice.unit in state.battle.leaders:
        raise IllegalChoice(_("leaders do not charge (10.2)"))
    _check_may_act(state, (choice.unit,), step, "charge")
    new, events = charge_move(state, check_charge(state, choice))
    return new, tuple(events)


def charge_move(state: Position, run: ChargeRun) -> tuple[Position, list[Event]]:
    """The charge move (10.2): the charger at the end of its run, Charge marker on it and on its targets,
    the friends it passed through routed (their rout retreats pushed on the agenda). The preview of a charge
    (`odds.melee_preview`) resolves the mêlée in the position this gives, as the engine will."""
    us = state.unit(run.unit)
    new, more = _place(state, (run.unit,), us.hex, run.path, us.facing, False)
    events: list[Event] = [ChargeDeclared(run.unit, run.path, run.target, run.targets, run.cost), *more]
    charger = new.unit(run.unit)
    changed = [replace(charger, charging=run.targets)]
    changed += [replace(new.unit(t), charged=True) for t in run.targets]
    for uid in run.passed:
        changed.append(replace(new.unit(uid), condition="routed", resting=False))
        events.append(Routed(uid, N_("charged through by {unit} (10.2)"), args=(("unit", run.unit),)))
    new = new.with_units(changed)
    # 12.2.1: each routs at once: its two-hex rout retreat toward the rout edge, the owner's choice of path.
    tables = new.battle.tables
    tasks = [Effects((uid,), (), "charge", (), owed_rout(tables, uid, new)) for uid in run.passed]
    return push(new, *tasks), events
