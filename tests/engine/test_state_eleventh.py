"""The eleventh round's state layer (issue #30): fewer Python frames on the position's make and read path. A battle's
hash is kept (`Battle._hm`, from its scenario's and tables' identities), a units or leaders tuple's first hash is
computed by its descriptor's own `__get__` (`frozen._first_hash`), a position's first occupancy read is one frame
(`state._occupancy_read`), `with_units` and `remade_with` drop a position's kept answers in place, and `relocate`
renumbers stacks without `revised`'s call and reads the occupancy table once, `replace` makes its record in its own
body, and a grid keeps its neighbours and directions (`Grid.neighbour`, `Grid.direction_to`). Each must give exactly
what it gave before."""

from __future__ import annotations

import copy
import dataclasses
from collections import Counter

import pytest

from rules.engine import board, frozen, state
from rules.engine.battle import Battle
from rules.engine.frozen import replace
from rules.engine.state import Position
from rules.geometry.hexgrid import Grid, Hex

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy, settled_hautmesnil

FIELDS = [f.name for f in dataclasses.fields(Position)]


def _fresh_battle_hash(b: Battle) -> int:
    """What `Battle.__hash__` computed at each call before the hash was kept."""
    return hash((id(b.scenario), id(b.tables)))


class _FreshBattle:
    """A stand-in for a battle in a tuple, hashed afresh (an int would be hashed again, modulo 2**61 - 1)."""

    def __init__(self, b: Battle) -> None:
        self.b = b

    def __hash__(self) -> int:
        return _fresh_battle_hash(self.b)


def test_a_battles_kept_hash_is_its_scenarios_and_tables_identities_and_not_copied():
    """The kept hash is the one computed at each call before, the same at every read, equal battles (one scenario,
    one tables) hash alike, and a copy hashes from its own scenario and tables (a battle does not pickle: its
    scenario holds mapping proxies)."""
    pos = settled_hautmesnil()
    b = pos.battle
    b.__dict__.pop("_hm", None)
    assert hash(b) == _fresh_battle_hash(b) == hash(b)
    assert "_hm" in b.__dict__
    twin = Battle(b.scenario, b.tables)
    assert twin == b and hash(twin) == hash(b)
    other = Battle(b.scenario)  # its own tables
    assert hash(other) == _fresh_battle_hash(other)
    assert "_hm" not in b.__getstate__()
    shallow = copy.copy(b)
    assert "_hm" not in shallow.__dict__
    shallow.tables = other.tables  # a copy given other tables hashes from them
    assert hash(shallow) == _fresh_battle_hash(shallow)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 100), (HAUTMESNIL, 60)])
def test_every_position_hash_of_a_greedy_look_ahead_is_a_fresh_one(path, steps, monkeypatch):
    """Every hash of a position greedy's look-ahead reads (its kept `_hm`, the battle's and the tuples' inside) is
    the hash of a fresh tuple of its fields, each hashed afresh: the battle by its identities, the units and leaders
    as plain tuples."""
    asked: Counter = Counter()
    wrong: list = []
    first = frozen._first_hash

    def tuple_hash(descr, t, cls=None):
        got = first(descr, t, cls)
        if t is not None:
            asked[len(t) > 0] += 1
            if got() != hash(tuple(t)) or t.__dict__["hs"] != tuple(hash(r) for r in t):
                wrong.append(("tuple", len(t)))
        return got

    position_hash = Position.__hash__

    def hashed(self):
        got = position_hash.__get__(self)()
        asked["position"] += 1
        d = self.__dict__
        fresh = tuple(_FreshBattle(d[n]) if n == "battle" else tuple(d[n]) if n in ("units", "leaders")
                      else d[n] for n in FIELDS)
        if got != hash(hash(fresh)):
            wrong.append(("position", self.turn, self.phase))
        return got

    monkeypatch.setattr(frozen._TupleHash, "__get__", tuple_hash)
    monkeypatch.setattr(Position, "__hash__", hashed)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked[True] > 500 and asked["position"] > 500, asked


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 100), (HAUTMESNIL, 60)])
def test_every_first_occupancy_read_of_a_greedy_look_ahead_is_its_own_tuples(path, steps, monkeypatch):
    """`_occ`'s first read (`_occupancy_read`, the descriptor's `__get__`) and `_occupancy(pos)` (the same body
    through a `partial`) give a table of the position's own units tuple and battle, whose hexes hold what a fresh
    build of that tuple gives, and leave it in the position's dictionary."""
    asked: Counter = Counter()
    wrong: list = []
    read = state._occupancy_read

    def checked(descr, pos, cls=None):
        got = read(descr, pos, cls)
        if pos is None:
            return got
        asked["read"] += 1
        fresh = state._built(pos.battle, pos.units).by_hex
        if (got.units is not pos.units or got.battle is not pos.battle or pos.__dict__["_occ"] is not got
                or set(got.by_hex) != set(fresh)
                or any(not all(a is b for a, b in zip(got.by_hex[h], fresh[h], strict=True)) for h in fresh)):
            wrong.append((pos.turn, pos.phase, pos.step))
        return got

    monkeypatch.setattr(state._OccupancyRead, "__get__", checked)
    assert isinstance(Position._occ, state._OccupancyRead)  # read on the class: the descriptor itself
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["read"] > 250, asked
    pos = settled_hautmesnil()
    pos.__dict__.pop("_occ", None)
    assert state._occupancy(pos) is pos.__dict__["_occ"] is pos._occ


def _filled(pos: Position) -> Position:
    """`pos` remade with every answer a position keeps beside its fields (memo, occupancy table, hash, fields)."""
    new = state.remade(pos, "turn", pos.turn)
    new._memo["x"] = 1
    new.units_at(new.units[0].hex)
    hash(new)
    assert {"_memo", "_occ", "_hm", "_ft"} <= new.__dict__.keys()
    return new


def _same_position(a: Position, b: Position) -> bool:
    da, db = a.__dict__, b.__dict__
    return list(da) == list(db) and all(da[k] is db[k] for k in da)


def test_with_units_and_remade_with_drop_the_kept_answers_in_place(monkeypatch):
    """A position made by `with_units` (with and without other fields) and by `remade_with` from a parent holding
    every kept answer is `dataclasses.replace`'s, field by field, in the same order, with none of the parent's
    answers, and made without `replace`; a name that is not a field, or an unknown entry in the parent's
    dictionary, goes to `replace`."""
    seen: list = []
    real = state.replace

    def spy(obj, **changes):
        seen.append(changes)
        return real(obj, **changes)

    monkeypatch.setattr(state, "replace", spy)
    parent = _filled(settled_hautmesnil())
    us = parent.units[0]
    moved = replace(us, facing=(us.facing + 1) % 6)
    child = parent.with_units([moved])
    assert child.units[0] is moved and set(child.__dict__) == set(FIELDS)
    assert _same_position(child, dataclasses.replace(parent, units=child.units))
    agenda = ("x",)
    child = parent.with_units([moved], agenda=agenda)
    assert _same_position(child, dataclasses.replace(parent, units=child.units, agenda=agenda))
    child = state.remade_with(parent, {"agenda": agenda, "turn": parent.turn + 1})
    assert _same_position(child, dataclasses.replace(parent, agenda=agenda, turn=parent.turn + 1))
    child = parent.with_units([], agenda=agenda)
    assert _same_position(child, dataclasses.replace(parent, agenda=agenda))
    assert not seen, seen  # every kept answer dropped in place
    with pytest.raises(TypeError):
        parent.with_units([moved], nonsense=1)
    with pytest.raises(TypeError):
        state.remade_with(parent, {"nonsense": 1})
    odd = _filled(settled_hautmesnil())
    object.__setattr__(odd, "_other", 1)  # an answer this code does not know: `replace` drops it
    seen.clear()
    child = odd.with_units([moved], agenda=agenda)
    child2 = state.remade_with(odd, {"agenda": agenda})
    assert len(seen) == 2 and "_other" not in child.__dict__ and "_other" not in child2.__dict__
    assert child == dataclasses.replace(parent, units=child.units, agenda=agenda)


def _relocate_before(st, ids, to, facing=None, *, then=None, **flags):
    """`board.relocate` as it was before this round (`revised` for the stacks renumbered)."""
    units, index = st.units, st.battle.unit_index
    frm = units[index[ids[0]]].hex
    side = st.battle.units[ids[0]].side
    changed = {}
    if to is not None:
        residents = [u for u in st.units_at(to) if u.id not in ids]
        for pos, uid in enumerate(ids):
            us = units[index[uid]]
            changed[uid] = replace(us, hex=to, facing=us.facing if facing is None else facing, stack=pos, **flags)
        for pos, u in enumerate(residents, start=len(ids)):
            changed[u.id] = board.revised(u, stack=pos)
    else:
        for uid in ids:
            changed[uid] = replace(units[index[uid]], hex=None, **flags)
    left = []
    if frm is not None:
        left = [u for u in st.units_at(frm) if u.id not in ids]
        for pos, u in enumerate(left):
            changed[u.id] = board.revised(u, stack=pos)
    fields = then or {}
    if frm is not None and to is not None and frm != to:
        infos = st.battle.units
        alone = not any(infos[u.id].side == side for u in left)
        moved = [replace(ls, hex=to) for ls in st.leaders
                 if ls.hex == frm and ls.commanding and st.side_of(ls.id) == side and (alone or ls.bound_to in ids)]
        if moved:
            fields = {**fields, "leaders": st.leaders_with(moved)}
    return st.with_units([u for u in changed.values() if u is not units[index[u.id]]], **fields)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 100), (HAUTMESNIL, 60)])
def test_every_relocate_of_a_greedy_look_ahead_is_the_one_before(path, steps, monkeypatch):
    """Every `relocate` of greedy's look-ahead gives the position the code before gave: equal, the same units
    changed in the same order (the recorded change), the records renumbered in place equal."""
    asked: Counter = Counter()
    wrong: list = []
    relocate = board.relocate

    def checked(st, ids, to, facing=None, **kw):
        got = relocate(st, ids, to, facing, **kw)
        before = _relocate_before(st, ids, to, facing, **kw)
        asked["moves"] += 1
        asked["renumbered"] += sum(1 for a, b in zip(st.units, got.units, strict=True) if a is not b) > len(ids)
        recorded = [None if d is None else d[2] for d in (state._delta(got.units), state._delta(before.units))]
        if got != before or state.changed_indices(st.units, got.units) != state.changed_indices(
                st.units, before.units) or recorded[0] != recorded[1]:
            wrong.append((st.turn, ids, to))
        return got

    monkeypatch.setattr(board, "relocate", checked)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["moves"] > 200, asked


def test_relocate_renumbers_the_stacks_entered_and_left_as_before():
    """Stacks renumbered (rare in greedy's look-ahead: once in Hautmesnil's 60 choices): a unit moved onto another
    (the resident goes beneath), the top one moved away again (the one left goes back on top), a unit moved in its
    own hex (the stack entered is the one left): each as the code before, and a counter renumbered in place is a
    new record only when its place changed."""
    pos = settled_hautmesnil()
    side = pos.battle.units[pos.units[0].id].side
    a, b, c = [u for u in pos.units if u.on_map and pos.battle.units[u.id].side == side][:3]
    onto = board.relocate(pos, (a.id,), b.hex, 2)
    assert onto == _relocate_before(pos, (a.id,), b.hex, 2)
    assert [u.id for u in onto.units_at(b.hex)] == [a.id, b.id]
    three = board.relocate(onto, (c.id,), b.hex)
    assert three == _relocate_before(onto, (c.id,), b.hex)
    assert [u.id for u in three.units_at(b.hex)] == [c.id, a.id, b.id]
    for st, ids, to, facing in [(onto, (a.id,), a.hex, None), (three, (c.id,), c.hex, 1), (three, (a.id,), b.hex, 4),
                                (three, (b.id,), b.hex, None), (three, (a.id, b.id), c.hex, None),
                                (three, (a.id,), None, None)]:
        got, before = board.relocate(st, ids, to, facing), _relocate_before(st, ids, to, facing)
        assert got == before and state.changed_indices(st.units, got.units) == state.changed_indices(
            st.units, before.units), (ids, to)
        assert all(x is y for x, y in zip(st.units, got.units, strict=True)
                   if x == y), "a record changed for nothing"


def test_relocate_from_a_position_whose_table_was_dropped_finds_it_again():
    """`relocate` reads the position's occupancy table once; a table dropped from the recent ones (its `by_hex`
    None) is found again, as `units_at` finds it, and the move is the one before."""
    pos = settled_hautmesnil()
    side = pos.battle.units[pos.units[0].id].side
    a, b = [u for u in pos.units if u.on_map and pos.battle.units[u.id].side == side][:2]
    onto = board.relocate(pos, (a.id,), b.hex, 2)
    for st, ids, to in [(onto, (b.id,), a.hex), (onto, (a.id,), pos.units[5].hex), (pos, (a.id,), b.hex)]:
        st = state.remade(st, "turn", st.turn)
        st.__dict__["_occ"] = state._Occupancy(None, None, None, None)  # type: ignore[arg-type]
        st.__dict__["_occ"].by_hex = None
        got = board.relocate(st, ids, to)
        assert st.__dict__["_occ"].by_hex is not None and st.__dict__["_occ"].units is st.units
        assert got == _relocate_before(st, ids, to)


class _CheckedMade(dict):
    """`frozen._replaced` that checks every record `replace` makes and keeps against `dataclasses.replace`."""

    def __init__(self, wrong: list, asked: Counter) -> None:
        super().__init__()
        self.wrong, self.asked = wrong, asked

    def __setitem__(self, key, got) -> None:
        obj, rest = key[0], key[1:]
        changes = dict(rest[:len(rest) // 2])
        fresh = dataclasses.replace(obj, **changes)
        self.asked[type(obj).__name__] += 1
        mine = {k: v for k, v in got.__dict__.items() if k not in ("_hm", "_ft")}
        theirs = {k: v for k, v in fresh.__dict__.items() if k not in ("_hm", "_ft")}
        if got is obj or list(mine) != list(theirs) or any(
                mine[k] != theirs[k] or type(mine[k]) is not type(theirs[k]) for k in mine):
            self.wrong.append((type(obj).__name__, changes))
        super().__setitem__(key, got)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 60), (HAUTMESNIL, 40)])
def test_every_record_replace_makes_over_a_greedy_look_ahead_is_dataclasses_replaces(path, steps, monkeypatch):
    """`replace` makes its record in its own body now (no `_made` call): every record it makes and keeps over greedy's
    look-ahead holds what `dataclasses.replace` gives, field by field with their classes, with the values kept
    beside the fields (`on_map`, `routed`, `commanding`) written again, and none of the record's kept answers."""
    asked: Counter = Counter()
    wrong: list = []
    monkeypatch.setattr(frozen, "_replaced", _CheckedMade(wrong, asked))
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["UnitState"] > 200 and asked["LeaderState"] > 0 and asked["MeleeTask"] > 0, asked


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 100), (HAUTMESNIL, 60)])
def test_every_neighbour_and_direction_of_a_greedy_look_ahead_is_a_fresh_one(path, steps, monkeypatch):
    """`Grid.neighbour` and `Grid.direction_to` answer from tables kept per grid by (hex, direction) and (hex, hex):
    every answer over greedy's look-ahead equals the sum or difference of hexes computed afresh."""
    asked: Counter = Counter()
    wrong: list = []
    neighbour, direction_to = Grid.neighbour, Grid.direction_to

    def checked_neighbour(self, h, direction):
        got = neighbour(self, h, direction)
        asked["neighbour"] += 1
        if got != Hex(h.q + self.directions[direction % 6].q, h.r + self.directions[direction % 6].r):
            wrong.append(("neighbour", h, direction, got))
        return got

    def checked_direction(self, a, b):
        got = direction_to(self, a, b)
        asked["direction"] += 1
        d = Hex(b.q - a.q, b.r - a.r)
        if got != (self.directions.index(d) if d in self.directions else None):
            wrong.append(("direction", a, b, got))
        return got

    monkeypatch.setattr(Grid, "neighbour", checked_neighbour)
    monkeypatch.setattr(Grid, "direction_to", checked_direction)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["neighbour"] > 100 and asked["direction"] > 100, asked


def test_a_grids_kept_directions_are_keyed_by_both_hexes_and_the_grid():
    """Each answer is its own pair's (the same hex asked with each direction and each neighbour, a hex not next to
    it), each grid keeps its own (a flat and a pointy grid differ), and a grid's copy starts without them."""
    for orientation in ("flat", "pointy"):
        g = Grid(10, 10, orientation)
        h = Hex(4, 3)
        for d in range(-6, 13):
            n = g.neighbour(h, d)
            assert n == h + g.directions[d % 6] and g.neighbour(h, d) is n
            assert g.direction_to(h, n) == d % 6 and g.direction_to(n, h) == (d + 3) % 6
        assert g.direction_to(h, Hex(7, 3)) is None and g.direction_to(h, h) is None
    flat, pointy = Grid(10, 10, "flat"), Grid(10, 10, "pointy")
    assert flat.neighbour(Hex(4, 3), 0) != pointy.neighbour(Hex(4, 3), 0)
    assert flat.direction_to(Hex(4, 3), Hex(4, 2)) != pointy.direction_to(Hex(4, 3), Hex(4, 2))
    copied = copy.copy(flat)
    assert "_neighbour" not in copied.__dict__ and "_direction_to" not in copied.__dict__
