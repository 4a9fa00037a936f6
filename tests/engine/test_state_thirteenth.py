"""The thirteenth round of issue #30 in the position layer and the settle loop: calls written out, each compared over
the positions a greedy game's look-ahead meets with what the code it stands for gives.

- `Position.with_leaders` and `leaders_with` (`derived` and the pairs' comprehension written out): the position
  `dataclasses.replace` makes with the leaders put in, no kept answer carried, and a leaders tuple whose first hash
  (from its parent's records' hashes, `up`) is the plain tuple's.
- `state._patched` (the table made without `_Occupancy.__init__`): the slots `__init__` sets, its own `pending`
  dictionary (a new one when the base's is empty), who stands where as a fresh build says.
- `flow.apply_ahead` (`canonical`'s one-unit answers written out): a choice whose unit lists are out of order or
  lists is taken as its canonical form; `flow.legal_choices` (a settled position's mark read in place) lists what
  the choices of the settled position are.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from rules.engine import flow, game, state
from rules.engine.choices import Fire, Melee
from rules.engine.frozen import KeptTuple, replace
from rules.engine.state import Position

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy

KEPT = ("_memo", "_occ", "_hm", "_ft")
FIELDS = [f.name for f in dataclasses.fields(Position)]


def _same(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 120)])
def test_with_leaders_written_out_equals_a_fresh_replace_over_a_greedy_game(path, steps, monkeypatch):
    """Every `with_leaders` and `leaders_with` of greedy's game and look-ahead against the leaders put in afresh: the
    same records in a `KeptTuple` whose first hash is the plain tuple's, a new position with the dictionary
    `dataclasses.replace` gives (fields only, in order), itself when nothing changes and no field is given."""
    asked: Counter = Counter()
    wrong: list = []
    with_leaders, leaders_with = Position.with_leaders, Position.leaders_with

    def expected(pos, changed):
        leaders = list(pos.leaders)
        for ls in changed:
            leaders[pos.battle.leader_index[ls.id]] = ls
        return tuple(leaders)

    def checked_tuple(got, want, what):
        if got.__class__ is not KeptTuple or not _same(got, want) or hash(got) != hash(tuple(want)):
            wrong.append((what, got, want))

    def checked_with(self, changed, **fields):
        changed = list(changed)
        given = dict(fields)
        got = with_leaders(self, changed, **fields)
        if not changed:
            asked["none"] += 1
            want = dataclasses.replace(self, **given) if given else self
            if (got is self) is not (not given) or got != want:
                wrong.append(("none", given, got))
            return got
        asked["with_fields" if given else "with"] += 1
        want = expected(self, changed)
        checked_tuple(got.leaders, want, "with_leaders")
        fresh = dataclasses.replace(self, leaders=want, **given)
        if list(got.__dict__) != FIELDS or any(got.__dict__[k] is not fresh.__dict__[k]
                                               for k in FIELDS if k != "leaders") or got is self:
            wrong.append(("position", sorted(got.__dict__), given))
        asked["parent_kept"] += any(k in self.__dict__ for k in KEPT)
        return got

    def checked_leaders_with(self, changed):
        changed = list(changed)
        got = leaders_with(self, changed)
        asked["leaders_with"] += 1
        if not changed:
            if got is not None:
                wrong.append(("leaders_with none", got))
        else:
            checked_tuple(got, expected(self, changed), "leaders_with")
        return got

    monkeypatch.setattr(Position, "with_leaders", checked_with)
    monkeypatch.setattr(Position, "leaders_with", checked_leaders_with)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    # Tremithoussia's 150 choices: 296 with leaders (68 with fields too), 78 with none, 240 `leaders_with`;
    # Hautmesnil's 120: 494 (442), 131, 87
    assert asked["with"] + asked["with_fields"] > 100 and asked["none"] > 30 and asked["leaders_with"] > 50, asked
    assert asked["parent_kept"] > 50, asked
    if path == HAUTMESNIL:
        assert asked["with_fields"] > 100, asked


def test_with_leaders_carries_the_hashes_of_an_unhashed_parent():
    """A leaders tuple made from a tuple never hashed carries its parent's changes (`up`), and hashes as the plain
    tuple; a tuple from a hashed one starts from its records' hashes (`hs`)."""
    from .demo_games import settled_hautmesnil

    start = settled_hautmesnil()
    a, b = start.leaders[:2]
    first = start.with_leaders([replace(a, inactive=not a.inactive)])  # a `KeptTuple` of leaders
    hash(first.leaders)
    one = first.with_leaders([replace(a, moved=not a.moved)])
    assert one.leaders.__dict__["up"][0] is first.leaders.__dict__["hs"]
    two = one.with_leaders([replace(b, moved=not b.moved)], agenda=())
    assert len(two.leaders.__dict__["up"][1]) == 2  # one's change and its own, one never hashed
    for pos in (one, two):
        assert hash(pos.leaders) == hash(tuple(pos.leaders)) and pos.leaders == tuple(pos.leaders)
    assert two.agenda == () and list(two.__dict__) == FIELDS
    assert first.with_leaders([]) is first and first.leaders_with(iter(())) is None
    assert first.with_leaders(ls for ls in [replace(a, moved=not a.moved)]).leaders[0] == one.leaders[0]
    with pytest.raises(KeyError):
        first.with_leaders([replace(a, id="no-such-leader")])
    with pytest.raises(TypeError):  # not a field: `replace`'s error
        first.with_leaders([replace(a, moved=not a.moved)], no_such_field=1)
    odd = replace(first, turn=first.turn)
    odd.__dict__["_other"] = 1  # an answer the position layer does not know: `replace` drops it
    made = odd.with_leaders([replace(a, moved=not a.moved)], agenda=())
    assert list(made.__dict__) == FIELDS and made.leaders == one.leaders and made.agenda == ()


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 100), (HAUTMESNIL, 80)])
def test_patched_tables_are_whole_and_their_own_over_a_greedy_game(path, steps, monkeypatch):
    """Every occupancy table `_patched` makes in greedy's look-ahead: an `_Occupancy` of this battle and units tuple,
    who stands where as a fresh build of the units says (the same records, in order), no Field yet, and a `pending`
    dictionary of its own (never its base's, not even an empty one), holding the base's Fields and pending ones."""
    asked: Counter = Counter()
    wrong: list = []
    patched = state._patched

    def checked(b, base, units, at=None):
        base_pending, base_fields = dict(base.pending), dict(base.fields)
        got = patched(b, base, units, at)
        if got is None:
            return got
        asked["patched"] += 1
        asked["empty_base"] += not base.pending
        fresh = state._built(b, units)
        if (got.__class__ is not state._Occupancy or got.battle is not b or got.units is not units
                or got.fields != {} or got.fields is base.fields or got.pending is base.pending
                or got.by_hex.keys() != fresh.by_hex.keys()
                or any(not _same(got.by_hex[h], fresh.by_hex[h]) for h in fresh.by_hex)):
            wrong.append(("table", units))
        want = {**base_pending, **{side: (f, base.units) for side, f in base_fields.items()}}
        if got.pending.keys() != want.keys() or any(got.pending[k][0] is not want[k][0]
                                                    or got.pending[k][1] is not want[k][1] for k in want):
            wrong.append(("pending", sorted(got.pending), sorted(want)))
        return got

    monkeypatch.setattr(state, "_patched", checked)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    # 639 tables in Tremithoussia's 100 choices (12 from a base with nothing pending), 509 (44) in Hautmesnil's 80
    assert asked["patched"] > 300 and asked["empty_base"] > 5, asked


def _variants(choice):
    """The choice with its unit lists as lists and reversed: what `canonical` puts back in order."""
    if isinstance(choice, Melee):
        return [replace(choice, attackers=list(choice.attackers), defenders=list(choice.defenders)),
                replace(choice, attackers=tuple(reversed(choice.attackers)),
                        defenders=tuple(reversed(choice.defenders)))]
    if isinstance(choice, Fire):
        return [replace(choice, firers=list(choice.firers)), replace(choice, firers=tuple(reversed(choice.firers)))]
    if type(choice) in flow._BY_IDS:  # a retreat, rout, advance, facing or exit (a disengage keeps its order)
        return [replace(choice, ids=list(choice.ids)), replace(choice, ids=tuple(reversed(choice.ids)))]
    return []


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 60), (HAUTMESNIL, 60)])
def test_apply_ahead_takes_every_choice_in_its_canonical_form(path, steps, monkeypatch):
    """Every choice of greedy's look-ahead with a unit list, taken again by `apply_ahead` from the same position
    (without its memo) with its lists as lists and reversed, is put in its canonical form (by `canonical`, when that
    is not the variant itself) and reaches the position its canonical form reaches; and `legal_choices` of the
    positions the look-ahead applies from (every one not marked settled, and 300 more) are the listing of the
    settled position afresh."""
    asked: Counter = Counter()
    wrong: list = []
    ahead = game.apply_ahead
    canonical = flow.canonical
    ordered: list = []

    def recorded(s, choice):
        ordered.append(choice)
        return canonical(s, choice)

    def reached(pos, choice):
        end = ahead(pos, choice)
        for p in (pos, end):
            mark = p.__dict__.get("_memo", {}).get("settle")
            if mark is None or mark[0] is not None or asked["listed"] < 300:
                asked["listed"] += 1
                asked["unsettled"] += mark is None or mark[0] is not None
                if not p.over and flow.legal_choices(p) != flow._choices(flow.settle(replace(p))[0]):
                    wrong.append(("listed", choice))
        for variant in _variants(choice):
            asked["variants"] += 1
            want = canonical(pos, variant)
            asked["reordered"] += want != variant
            ordered.clear()
            if flow.apply_ahead(replace(pos), variant) != flow.apply_ahead(replace(pos), want) or (
                    want is not variant and not any(c is variant for c in ordered)):
                wrong.append((choice, variant))
        return end

    monkeypatch.setattr(game, "apply_ahead", reached)  # `GameState.apply_ahead` calls it
    monkeypatch.setattr(flow, "canonical", recorded)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["listed"] >= 300 and asked["variants"] > 200, asked
    if path == HAUTMESNIL:
        assert asked["reordered"] > 20, asked


@pytest.mark.parametrize("name", ["hautmesnil-1478.yaml", "tremithoussia-demo.yaml"])
def test_legal_choices_of_a_position_settled_elsewhere_are_its_settled_positions(name):
    """A position `apply_ahead` stops short at (only markers change up to the next decision) settles to another,
    kept in its memo: `legal_choices` lists that position's choices, read from the mark, as the settled position
    lists them afresh, and not the unsettled position's own."""
    from .test_game_properties import SCENARIOS

    pos = game.new_game(SCENARIOS[name])
    seen = Counter()
    for _ in range(400):
        choices = flow.legal_choices(pos)
        if not choices:
            break
        pos = flow.apply_ahead(pos, choices[-1])
        end = flow.settle(pos)[0]
        if end is not pos:
            seen["short"] += 1
            assert pos._memo["settle"][0] is end
            listed = flow.legal_choices(pos)
            assert listed == flow._choices(end) == flow._choices(flow.settle(replace(pos))[0])
            try:  # the unsettled position's own listing, when it has one
                own = flow._choices(pos)
            except (IndexError, KeyError, AssertionError):
                own = None
            seen["differ"] += listed != own
    assert seen["short"] >= 3 and seen["differ"] >= 1, seen


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 80), (HAUTMESNIL, 80)])
def test_choices_listed_are_canonical_when_the_rules_list_them_out_of_order(path, steps, monkeypatch):
    """`_choices` (a loop with `canonical`'s one-unit answers inline) lists every choice in its canonical form: the
    step's listings (D.2-D.4: fire, mêlée, declarations) handed to it with their unit lists reversed or as lists
    come out as `canonical` puts them, the rest as they are."""
    asked: Counter = Counter()
    wrong: list = []
    real_step, real_choices, canonical = flow.step_choices, flow._choices, flow.canonical

    def mixed(s):
        out = real_step(s)
        if s.step in ("D1", "D5"):
            return out
        got = []
        for c in out:
            v = _variants(c)
            asked["variants"] += bool(v)
            got.append(v[asked["variants"] % 2] if v else c)
        return got

    def listed(s):
        got = real_choices(s)
        for c in got:
            want = canonical(s, c)
            asked["choices"] += 1
            if want != c or type(getattr(c, "ids", ())) is not tuple:
                wrong.append((c, want))
        return got

    monkeypatch.setattr(flow, "step_choices", mixed)
    monkeypatch.setattr(flow, "_choices", listed)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["variants"] > 10 and asked["choices"] > 1000, asked


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 100), (HAUTMESNIL, 100)])
def test_is_army_commander_written_out_equals_the_calls_it_stands_for(path, steps, monkeypatch):
    """`is_army_commander` and `army_commander` (`side_of` and `side` written out) over greedy's look-ahead answer
    as the calls they stand for; an unknown leader or side raises as those calls raise."""
    asked: Counter = Counter()
    wrong: list = []
    is_ac = Position.is_army_commander

    def checked(self, leader_id):
        got = is_ac(self, leader_id)
        asked[got] += 1
        side = self.side(self.side_of(leader_id))
        if got is not (side.army_commander == leader_id) or self.army_commander(side.id) != side.army_commander:
            wrong.append((leader_id, got))
        return got

    monkeypatch.setattr(Position, "is_army_commander", checked)
    _game, _ = play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked[True] > 10 and asked[False] > 10, asked
    from .demo_games import settled_hautmesnil

    first = settled_hautmesnil()
    with pytest.raises(KeyError):
        first.is_army_commander("no-such-leader")
    with pytest.raises(StopIteration):
        first.army_commander("no-such-side")
    odd = replace(first, sides=first.sides[1:])
    lid = next(ls.id for ls in first.leaders if first.side_of(ls.id) == first.sides[0].id)
    with pytest.raises(StopIteration):
        odd.is_army_commander(lid)
