"""The evaluation kept from one position to the next (issue #30): `Evaluator.value` reads only the counters
that changed since the last position it valued, and must give the same number, to the last bit, as the plain
computation over every counter (`Evaluator.plain_value` with a context built for the position alone), or the
greedy player's ties fall another way and the seeded games change (tests/engine/golden_games.json)."""

from __future__ import annotations

import collections
import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from bench.make_big_map import make_big_scenario
from rules.engine.choices import Move
from rules.engine.frozen import replace
from rules.engine.state import Position
from rules.engine.victory import held_rules, leader_points, losses_sp, score, unit_loss, unit_points
from rules.games.evaluate import FAR, FIELD_STEPS, Evaluator, _mounted_factor, _unit_setup
from rules.games.greedy import GreedyPlayer
from rules.games.players import RandomPlayer, play_game
from rules.games.record import Game, Start
from rules.geometry.hexgrid import Hex, distance
from rules.paths import scenarios_dir

TREMITHOUSSIA = str(scenarios_dir() / "tremithoussia-demo.yaml")
HAUTMESNIL = str(scenarios_dir() / "hautmesnil-1478.yaml")


def new_game(path: str, seed: int) -> Game:
    base = Game.from_file(path, Start()).game
    return Game(base.scenario, base.start, seed=seed)


def reference(ev: Evaluator, state: Position, side: str) -> float:
    """The plain value, its context built for this position alone (no context shared between positions), each
    unit's positional term as it was written before (`reference_position`)."""
    ev.unit_position = lambda state, ctx, us: reference_position(ev, state, ctx, us)  # type: ignore[method-assign]
    return ev.plain_value(state, side, ev._context(state, side))


def bits(x: float) -> str:
    return float(x).hex()


def random_history(path: str, seed: int) -> list[Position]:
    game = new_game(path, seed)
    players = {s.id: RandomPlayer(f"{seed}/{s.id}") for s in game.scenario.sides}
    game, result = play_game(game, players, seed=seed)
    assert result.stop == "game_over"
    return [state for state, _events in game.history()]


class Checked(GreedyPlayer):
    """A greedy player whose every value is checked against the plain computation as the look-ahead asks it."""

    def __init__(self, seed: str, seen: list) -> None:
        super().__init__(seed)
        self.seen = seen
        self.plain: Evaluator | None = None

    def _value(self, ev: Evaluator, state, side: str) -> float:
        got = ev.value(state, side)
        if self.plain is None:
            self.plain = Evaluator(state)
        self.seen.append((state, side, bits(got), bits(reference(self.plain, state, side))))
        return super()._value(ev, state, side)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 60)])
def test_the_kept_value_is_the_plain_value_to_the_bit_over_a_greedy_look_ahead(path, steps):
    game = new_game(path, 1)
    seen: list = []
    players = {s.id: Checked(f"1/{s.id}", seen) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert len(seen) > 300  # the look-ahead's positions: a few counters apart, enemies damaged by the dice
    wrong = [(st.turn, st.phase, side, got, want) for st, side, got, want in seen if got != want]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("path, seed", [(TREMITHOUSSIA, 3), (HAUTMESNIL, 2)])
def test_the_kept_value_is_the_plain_value_in_any_order_of_positions(path, seed):
    # a random game to its end: eliminations, routs, leader casualties, hexes held, sudden death or the last
    # turn; valued in the game's order, then shuffled (each position far from the last one valued)
    history = random_history(path, seed)
    sides = history[0].battle.side_ids
    stride = max(1, len(history) // 400)  # about 400 positions in the game's order, a few choices apart
    pairs = [(st, side) for st in history[::stride] for side in sides]
    plain = Evaluator(history[0])
    for order in (pairs, random.Random(seed).sample(pairs, min(len(pairs), 300))):
        ev = Evaluator(history[0])
        wrong = [(st.turn, side) for st, side in order if bits(ev.value(st, side)) != bits(reference(plain, st, side))]
        assert not wrong, wrong[:5]
    assert any(score(st).entries for st in history)  # the score moved: the points' terms were exercised


@pytest.mark.parametrize("path, seed", [(TREMITHOUSSIA, 3), (HAUTMESNIL, 2)])
def test_the_score_counter_by_counter_adds_up_to_the_score(path, seed):
    history = random_history(path, seed)
    scored = 0
    for st in history:
        totals = {s: 0 for s in st.battle.side_ids}
        losses = {s: 0 for s in st.battle.side_ids}
        for us in st.units:
            for s, p in unit_points(st, us):
                totals[s] += p
            losses[st.side_of(us.id)] += unit_loss(st, us)
        for ls in st.leaders:
            for s, p in leader_points(st, ls):
                totals[s] += p
        for h, rule_side, pts in held_rules(st.battle.scenario):
            for s in {st.side_of(u.id) for u in st.units_at(h) if not u.routed}:
                if rule_side in (None, s):
                    totals[s] += pts
        sc = score(st)
        assert totals == dict(sc.totals), (st.turn, st.phase)
        assert losses == losses_sp(st)
        scored += any(sc.totals.values())
    assert scored


# -- a move's worth read without playing it ---------------------------------------------------------------------


def reference_position(ev: Evaluator, state: Position, ctx, us) -> float:
    """`unit_position` as it was written before issue #30's third round: every term read from the unit state."""
    w = ev.w
    h = us.hex
    if h is None or not us.on_map or us.routed:
        return 0.0
    v = -w.contact * ctx.enemy_dist.get(h, FAR)
    if ctx.exit_dist is not None:
        v -= w.exit * ctx.exit_dist.get(h, FAR) * ev.strength(state, us)
    mine = ev.strength(state, us) * _mounted_factor(state, us)
    front = set(state.front_hexes(us))
    for n in state.grid.neighbours(h):
        for e in ctx.enemy_at.get(n, ()):
            theirs = ev.strength(state, e) * _mounted_factor(state, e)
            edge = (mine - theirs) / (mine + theirs + 1e-9)
            if e.routed:
                v += w.front * 0.5 if n in front else 0.0
                continue
            in_mine = n in front
            in_his = e in ctx.enemy_front.get(h, ())
            if in_mine and not in_his:
                v += w.front * (1.0 + edge)
            elif in_his and not in_mine:
                v -= w.flank * (1.0 - edge)
            elif in_mine and in_his:
                v += w.front * edge
    ldr = state.banner_leader(us.id)
    if ldr is not None and ldr.commanding and ldr.hex is not None:
        if distance(h, ldr.hex) > state.leader_values(ldr.id).radius:
            v -= w.command * ev.strength(state, us) / 3
    elif ldr is not None:
        v -= w.command * ev.strength(state, us) / 3
    return v


def reference_leader_delta(ev: Evaluator, state: Position, ctx, leader_id: str, to: Hex) -> float:
    """A leader's `move_delta` as it was before the ninth round's second wave (`Evaluator._leader_delta` then): his
    state, radius and banner read for this move alone, each unit's place against his radius by `distance`."""
    if leader_id not in state.battle.leader_index:
        return 0.0
    ls = state.leader(leader_id)
    radius = state.leader_values(leader_id).radius
    banner = state.battle.leaders[leader_id].model.banner
    v = 0.0
    for uid in state.battle.unit_order:  # every counter, in the units' order: his banner's own units count
        info = state.battle.units[uid]
        us = state.unit(uid)
        if info.banner != banner or info.side != ctx.side or not us.on_map:
            continue
        was = ls.hex is not None and distance(us.hex, ls.hex) <= radius
        now = distance(us.hex, to) <= radius
        v += (now - was) * ev.w.command * ev.strength(state, us) / 3
    # a leader alone next to the enemy risks capture (7.5): stay one hex back
    if to in ctx.enemy_front and not state.units_at(to):
        v -= ev.w.leader
    return v


def reference_delta(ev: Evaluator, state: Position, ctx, move: Move) -> float:
    """`move_delta` as it was: the moved unit's state built, valued where it stands and where it goes."""
    if not move.path:
        return 0.0
    to, facing = move.path[-1], move.facing
    units = [i for i in move.ids if i in state.battle.unit_index]
    if not units:
        return reference_leader_delta(ev, state, ctx, move.ids[0], to)
    before = after = 0.0
    for uid in units:
        us = state.unit(uid)
        before += reference_position(ev, state, ctx, us)
        f = us.facing if facing is None else facing
        after += reference_position(ev, state, ctx, replace(us, hex=to, facing=f))
    obj = 0.0
    for (dist, weight), near in zip(ctx.objectives, ev.nearest(state, ctx), strict=True):
        if not near:
            continue
        others = [d for d, uid in near if uid not in units]
        now = min(others[:1] + [dist.get(to, FAR)])
        obj -= ev.w.objective * weight * (now - near[0][0])
    return after - before + obj


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 60)])
def test_the_moves_worth_by_counter_is_the_plain_one_to_the_bit(path, steps):
    game = new_game(path, 1)
    players = {s.id: GreedyPlayer(f"1/{s.id}") for s in game.scenario.sides}
    game, _result = play_game(game, players, seed=1, max_steps=steps)
    ev = Evaluator(game.states[0])
    checked = 0
    for state in game.states:
        decision = state.pending()
        if decision.kind not in ("movement", "out_of_command_movement") or decision.side is None:
            continue
        ctx = ev.context(state, decision.side)
        moves = [c for c in state.legal_choices() if isinstance(c, Move)]
        for _ in range(2):  # the second time from the worth kept by destination
            got = ev.move_deltas(state, ctx, moves)
            want = [reference_delta(ev, state, ctx, m) for m in moves]
            assert [bits(x) for x in got] == [bits(x) for x in want]
        assert [bits(ev.move_delta(state, ctx, m)) for m in moves[:20]] == [bits(x) for x in want[:20]]
        for us in state.units:
            if state.side_of(us.id) == decision.side:
                assert bits(ev.unit_position(state, ctx, us)) == bits(reference_position(ev, state, ctx, us))
        checked += len(moves)
    assert checked > 1000


# -- the sixth round's kept answer, against a fresh computation over greedy's look-ahead -------------------------


class Watched(Evaluator):
    """An evaluator whose own units' terms are checked as the look-ahead asks them, against the former
    `unit_position` (`reference_position`) in the same context."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def _own_term(self, state, ctx, us, ldr):
        seen = ctx.bases.get(us)
        fresh = seen is not None and seen[2] is not ldr  # the leader-free sum kept, read again
        got = super()._own_term(state, ctx, us, ldr)
        assert ldr is state.banner_leader(us.id)
        self.tally["terms"] += 1
        self.tally["from kept sums"] += fresh
        self.tally["wrong terms"] += bits(got) != bits(reference_position(self, state, ctx, us))
        return got


class WatchingGreedy(GreedyPlayer):
    """A greedy player whose evaluator is `watched(state, tally)`: an Evaluator that checks what it keeps."""

    def __init__(self, seed: str, tally: dict, watched: type[Evaluator]) -> None:
        super().__init__(seed)
        self.tally, self.watched = tally, watched

    def evaluator(self, state):
        if self._evaluator is None or self._battle is not state.battle:
            super().evaluator(state)
            self._evaluator = self.watched(state, self.tally)
        return self._evaluator


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 80)])
def test_an_own_units_term_from_its_kept_leader_free_sum_is_the_fresh_one(path, steps):
    game = new_game(path, 1)
    tally = dict.fromkeys(("terms", "from kept sums", "wrong terms"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, Watched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["terms"] > 1000, tally  # units moved, their leaders moved, the dice changed enemies
    assert tally["from kept sums"] > 50, tally  # a leader moved: the command term alone read again
    assert tally["wrong terms"] == 0, tally


# -- the seventh round's kept answers ----------------------------------------------------------------------------


def plain_search(sources: list[int], adj, n: int) -> list[int]:
    """The distance from the nearest source to each hex of the graph, capped at FAR: a breadth-first search hex by
    hex from a queue, written apart from the product's level-by-level one (`bfs_field`, `spread`)."""
    dist: list[int | None] = [None] * n
    queue = collections.deque(sources)
    for i in sources:
        dist[i] = 0
    while queue:
        i = queue.popleft()
        if dist[i] >= FAR:  # type: ignore[operator]
            continue
        for j in adj[i]:
            if dist[j] is None:
                dist[j] = dist[i] + 1  # type: ignore[operator]
                queue.append(j)
    return [FAR if d is None else d for d in dist]


def full_field(ev: Evaluator, sources) -> dict:
    """The distance field by a breadth-first search over the whole map, as `_field` made every field before."""
    key = tuple(sorted(sources))
    index, hexes, adj = ev._graph(key)
    return dict(zip(hexes, plain_search([index[h] for h in key], adj, len(hexes)), strict=True))


class FieldWatched(Evaluator):
    """An evaluator whose every distance field is checked against a search over the whole map as it is made."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def _field_of(self, key, near=None):
        fresh = key not in self._fields
        got = super()._field_of(key, near)
        if fresh:
            patched = near is not None and len(set(near[0]) ^ set(key)) <= FIELD_STEPS
            self.tally["fields"] += 1
            self.tally["from a near one"] += patched
            self.tally["with a source removed"] += patched and bool(set(near[0]) - set(key))
            self.tally["wrong fields"] += got[1] != full_field(self, key) or list(got[1].values()) != got[2]
        return got


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 150)])
def test_a_distance_field_made_from_a_near_one_is_the_whole_maps_search(path, steps):
    # the look-ahead's dice rout, push back and kill enemies: each new context's field to the fighting enemies
    # is made from the last context's, a few sources apart
    game = new_game(path, 1)
    tally = dict.fromkeys(("fields", "from a near one", "with a source removed", "wrong fields"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, FieldWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["from a near one"] > 25 and tally["with a source removed"] > 20, tally
    assert tally["wrong fields"] == 0, tally


@settings(max_examples=80, deadline=None)
@given(hs.data())
def test_a_field_made_from_any_near_one_is_the_whole_maps_search(data):
    # sources anywhere on a 60 x 40 map (hexes beyond FAR of every source: the cap), near fields a few sources
    # apart (added, removed, moved), one after the other
    ev = Evaluator(_big_start())
    hexes = sorted(ev.hexes)
    pick = hs.lists(hs.sampled_from(hexes), min_size=1, max_size=12, unique=True)
    near = ev._field_of(tuple(sorted(data.draw(pick))))
    for _ in range(3):
        sources = set(near[0])
        gone = data.draw(hs.lists(hs.sampled_from(sorted(sources)), max_size=min(3, len(sources) - 1), unique=True))
        new = data.draw(hs.lists(hs.sampled_from(hexes), max_size=3, unique=True))
        key = tuple(sorted((sources - set(gone)) | set(new)))
        got = ev._field_of(key, near)
        assert got[1] == full_field(ev, key)
        assert list(got[1].values()) == got[2]
        near = got


@functools.cache
def _big_start() -> Position:
    return Game(make_big_scenario(60, 40, 20, 1), seed=1).states[0]


class ContextWatched(Evaluator):
    """An evaluator whose every context is checked, as it is asked, against the key of the position's enemies'
    set-ups read afresh and a context built for the position alone."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def context(self, state, side):
        got = super().context(state, side)
        fresh = self._context(state, side)
        setups = tuple((u.hex, u.facing, u.condition, u.mounted, u.fatigued) for u in state.units
                       if state.side_of(u.id) != side)
        self.tally["contexts"] += 1
        self.tally["wrong contexts"] += got.key != setups or got.enemy_dist != fresh.enemy_dist or (
            {h: [_setup_of(e) for e in es] for h, es in got.enemy_at.items()}
            != {h: [_setup_of(e) for e in es] for h, es in fresh.enemy_at.items()}) or (
            {h: sorted(e.id for e in es) for h, es in got.enemy_front.items()}
            != {h: sorted(e.id for e in es) for h, es in fresh.enemy_front.items()})
        return got


def _setup_of(us) -> tuple:
    return us.id, us.hex, us.facing, us.condition, us.mounted, us.fatigued


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 80)])
def test_a_context_found_from_the_last_enemies_is_the_positions_own(path, steps):
    # the look-ahead asks a context for each position whose enemies' set-ups changed (the dice): its key is made
    # from the last call's, reading again only the enemies whose records changed
    game = new_game(path, 1)
    tally = dict.fromkeys(("contexts", "wrong contexts"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, ContextWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["contexts"] > 300, tally
    assert tally["wrong contexts"] == 0, tally


# -- the eighth round: a unit state's facts kept by what they read of it --------------------------------------------


@pytest.mark.parametrize("path, seed", [(TREMITHOUSSIA, 3), (HAUTMESNIL, 2)])
def test_a_counter_changed_in_any_one_field_is_valued_as_the_plain_value(path, seed):
    # `Evaluator._update` keeps each unit state's facts (material, points, losses, hold) by `_fact_key`, the fields
    # they read: every unit of a few positions of a random game changed in one field at a time (condition, mounted,
    # fatigued, hex, exit edge, arrival turn, a marker), valued one after the other on one evaluator, so that a
    # field missing from the key hands a variant the facts of another
    history = random_history(path, seed)
    sides = history[0].battle.side_ids
    edge = "north"
    changes = [{"condition": c} for c in ("valiant", "discouraged", "routed", "eliminated")] + [
        {"mounted": True}, {"mounted": False}, {"fatigued": True}, {"fatigued": False}, {"hex": None},
        {"exited_by": edge, "hex": None}, {"arrival_turn": 9, "hex": None}, {"fired_at": True}, {"exited": True}]
    plain = Evaluator(history[0])
    ev = Evaluator(history[0])
    valued = wrong = 0
    for st in history[:: max(1, len(history) // 4)]:
        for i, us in enumerate(st.units):
            for change in changes:
                units = list(st.units)
                units[i] = replace(us, **change)
                var = replace(st, units=tuple(units))
                for side in sides:
                    valued += 1
                    wrong += bits(ev.value(var, side)) != bits(reference(plain, var, side))
    assert valued > 500
    assert wrong == 0


# -- the ninth round: what one context found, handed to another -----------------------------------------------------


class SharedWatched(Watched):
    """`Watched` (every own unit's term against the former `unit_position`), counting the leader-free sums found in
    another context (`Evaluator._same_base`), and checking each context's hexes beside an enemy (shared by the
    contexts whose enemies stand in the same hexes) against the context's own."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state, tally)
        self.besides_seen: list = []

    def _own_term(self, state, ctx, us, ldr):
        if us not in ctx.bases:
            self.tally["new sums"] += 1
            was = self._setup_bases.get(_unit_setup(us))
            self.tally["from another context"] += was is not None and was[0] is not ctx and self._same_base(
                was[0], ctx, us.hex)
        return super()._own_term(state, ctx, us, ldr)

    def _beside(self, ctx):
        got = super()._beside(ctx)
        self.tally["besides"] += 1
        self.tally["shared besides"] += any(got is other for other in self.besides_seen)
        self.besides_seen.append(got)
        self.tally["wrong besides"] += got != {n for h in ctx.enemy_at for n in self.grid.neighbours(h, on_map=False)}
        return got


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 80)])
def test_an_own_units_leader_free_sum_found_in_another_context_is_the_fresh_one(path, steps):
    # a unit read again in a new context (the dice changed an enemy) takes its leader-free sum from the context it
    # was last read in when no enemy changed in its hex or next to it and its distance to the nearest fighting enemy
    # is the same; each context's hexes beside an enemy are shared by the contexts whose enemies stand in the same
    # hexes: every term against the former `unit_position`, every such set against the context's own
    game = new_game(path, 1)
    tally = dict.fromkeys(("terms", "from kept sums", "wrong terms", "new sums", "from another context", "besides",
                           "shared besides", "wrong besides"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, SharedWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["from another context"] > 100, tally
    assert tally["besides"] > 50 and tally["shared besides"] > 10, tally
    assert tally["wrong terms"] == 0, tally
    assert tally["wrong besides"] == 0, tally


# -- the ninth round's second wave: the command radius read as a kept area -----------------------------------------


@settings(max_examples=200, deadline=None)
@given(hs.integers(-12, 12), hs.integers(-12, 12), hs.integers(-12, 12), hs.integers(-12, 12), hs.integers(-1, 7))
def test_the_hexes_within_a_radius_are_those_at_most_that_distance(cq, cr, q, r, radius):
    ev = one_evaluator()
    for _ in range(2):  # made, then kept
        assert (Hex(q, r) in ev._area(Hex(cq, cr), radius)) == (distance(Hex(q, r), Hex(cq, cr)) <= radius)


@functools.cache
def one_evaluator() -> Evaluator:
    """One evaluator for every example: its areas kept between them, as in a game."""
    return Evaluator(new_game(TREMITHOUSSIA, 1).state)


class RadiusWatched(Evaluator):
    """An evaluator whose answers read through the kept areas (`_area`) are checked against `distance` as the
    look-ahead asks them: the units a leader's change takes into or out of command (`_recommanded`), and a leader's
    deltas read once for his run (`_leader_run`, `_leader_at`) against `reference_leader_delta`."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def _recommanded(self, state, units, own, members, a, b):
        got = super()._recommanded(state, units, own, members, a, b)
        ra, rb = self._radius(state, a), self._radius(state, b)
        want = [j for j in members if units[own[j]].on_map and not units[own[j]].routed and (
            ra is not None and distance(units[own[j]].hex, a.hex) <= ra) != (
            rb is not None and distance(units[own[j]].hex, b.hex) <= rb)]
        self.tally["recommanded"] += 1
        self.tally["units taken in or out"] += len(want)
        self.tally["wrong recommanded"] += got != want
        return got

    def _leader_at(self, state, ctx, lead, to):
        got = super()._leader_at(state, ctx, lead, to)
        self.tally["leader deltas"] += 1
        return got


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 110)])
def test_the_command_radius_read_as_a_kept_area_is_the_distances_answer(path, steps):
    # greedy's look-ahead moves leaders (the units he takes into or out of command read again) and ranks his moves
    # (his deltas read once for the run): every answer against `distance`, to the bit
    game = new_game(path, 1)
    tally = dict.fromkeys(("recommanded", "units taken in or out", "wrong recommanded", "leader deltas"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, RadiusWatched) for s in game.scenario.sides}
    game, _result = play_game(game, players, seed=1, max_steps=steps)
    assert tally["recommanded"] > 50 and tally["units taken in or out"] > 20, tally
    assert tally["wrong recommanded"] == 0, tally
    ev = Evaluator(game.states[0])
    leader_moves = alone = 0
    for state in game.states:
        decision = state.pending()
        if decision.kind not in ("movement", "out_of_command_movement") or decision.side is None:
            continue
        ctx = ev.context(state, decision.side)
        moves = [c for c in state.legal_choices() if isinstance(c, Move)]
        got = ev.move_deltas(state, ctx, moves)
        for m, d in zip(moves, got, strict=True):
            if m.path and m.ids[0] in state.battle.leader_index:
                leader_moves += 1
                assert bits(d) == bits(reference_leader_delta(ev, state, ctx, m.ids[0], m.path[-1])), m
        # the legal moves never take a leader alone into an enemy's front: every such hex asked too, for each of
        # the side's leaders on the map (the capture term)
        for ls in state.leaders:
            if state.side_of(ls.id) != decision.side or ls.hex is None:
                continue
            lead = ev._leader_run(state, ctx, ls.id)
            for to in ctx.enemy_front:
                alone += not state.units_at(to)
                assert bits(ev._leader_at(state, ctx, lead, to)) == bits(
                    reference_leader_delta(ev, state, ctx, ls.id, to)), (ls.id, to)
    assert tally["leader deltas"] > 100 and leader_moves > 100 and alone > 100, (tally, leader_moves, alone)
