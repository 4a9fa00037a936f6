"""The eleventh round's kept answers of the evaluation (issue #30), each against a fresh computation over greedy's own
look-ahead: the verdict kept across a counter whose weight alone changed (`Evaluator._update`); the leaders' terms
kept by what they read (`Evaluator._leader_terms`); a move's objectives' term kept per side across its contexts
(`Evaluator._mover`). A kept answer that is not the fresh one to the last bit plays another game
(tests/engine/golden_games.json)."""

from __future__ import annotations

import pytest

from rules.engine.choices import Move
from rules.engine.frozen import replace
from rules.games.evaluate import Evaluator
from rules.games.players import play_game
from tests.test_evaluate_kept import (
    HAUTMESNIL,
    TREMITHOUSSIA,
    WatchingGreedy,
    bits,
    new_game,
    random_history,
    reference_delta,
)


def _counted(sums: dict) -> dict:
    return {k: v for k, v in sums.items() if v}


class SumsWatched(Evaluator):
    """An evaluator whose kept integer sums, weight sum and verdict are checked, at every value greedy asks for,
    against those of a fresh evaluator (nothing kept: every counter read) for the same position and side."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally

    def _update(self, state, side, given):
        last = self._last.get(side)
        k = super()._update(state, side, given)
        fresh = Evaluator(state)
        f = fresh._update(state, side, None)
        verdict = fresh._verdict(state, side, f)
        t = self.tally
        t["values"] += 1
        kept = k.verdict is not None and last is not None and k.verdict is last.verdict
        t["verdict kept, weight changed"] += kept and bits(k.mat_sum) != bits(last.mat_sum)
        t["wrong verdicts"] += k.verdict is not None and k.verdict != verdict
        t["wrong sums"] += (_counted(k.unit_totals), _counted(k.losses), _counted(k.held), bits(k.mat_sum)) != (
            _counted(f.unit_totals), _counted(f.losses), _counted(f.held), bits(f.mat_sum))
        t["wrong leaders"] += (bits(k.lead), _counted(k.leader_totals)) != (bits(f.lead), _counted(f.leader_totals))
        return k


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 120), (HAUTMESNIL, 60)])
def test_a_verdict_kept_across_a_changed_weight_is_the_fresh_one(path, steps):
    # the dice disorder and rout units: their weight changes, their points, losses and hold do not, and the verdict
    # of the integer sums is the base's; every kept sum, verdict and leaders' term against a fresh evaluator's
    game = new_game(path, 1)
    tally = dict.fromkeys(("values", "verdict kept, weight changed", "wrong verdicts", "wrong sums", "wrong leaders"),
                          0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, SumsWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["values"] > 500 and tally["verdict kept, weight changed"] > 50, tally
    assert tally["wrong verdicts"] == 0 and tally["wrong sums"] == 0 and tally["wrong leaders"] == 0, tally


class LeadersWatched(Evaluator):
    """An evaluator whose every `_leader_terms` answer is checked against the leaders read afresh
    (`_read_leader_terms`), counting the answers kept from a position whose leaders were other records."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally
        self.asked: dict[tuple, tuple] = {}  # the answer's id -> the leaders and sides it was read from

    def _leader_terms(self, state, side):
        got = super()._leader_terms(state, side)
        lead, totals = self._read_leader_terms(state, side)
        t = self.tally
        t["asked"] += 1
        first = self.asked.setdefault(id(got), (got, state.leaders, state.sides))
        t["kept from other leaders"] += first[0] is got and first[1] is not state.leaders
        t["kept from other sides"] += first[0] is got and first[2] is not state.sides
        t["wrong"] += (bits(got[0]), got[1]) != (bits(lead), totals)
        return got


@pytest.mark.parametrize("path, steps, least", [(TREMITHOUSSIA, 200, 40), (HAUTMESNIL, 150, 150)])
def test_the_leaders_terms_kept_by_what_they_read_are_the_fresh_ones(path, steps, least):
    # a look-ahead's dice wound, kill or capture a leader (his status, casualties and command change) and the next
    # leaf is a sibling where they did not: each answer against the leaders read afresh
    game = new_game(path, 1)
    tally = dict.fromkeys(("asked", "kept from other leaders", "kept from other sides", "wrong"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, LeadersWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["asked"] > least and tally["kept from other leaders"] > least * 3 // 4, tally
    assert tally["wrong"] == 0, tally


class ObjectivesWatched(Evaluator):
    """An evaluator whose every `move_deltas` greedy asks for is checked against the plain delta (`reference_delta`),
    counting the deltas whose objectives' term was kept in another context of the side."""

    def __init__(self, state, tally: dict) -> None:
        super().__init__(state)
        self.tally = tally
        self.made_in: dict[int, tuple] = {}  # a kept objectives' table's id -> (it, the context it was made for)

    def _mover(self, state, ctx, ids, nearest):
        mover = super()._mover(state, ctx, ids, nearest)
        got = self.made_in.setdefault(id(mover.obj), (mover.obj, ctx))
        self.shared = got[0] is mover.obj and got[1] is not ctx
        return mover

    def move_deltas(self, state, ctx, moves, nearest=None):
        moves = list(moves)
        self.shared = False
        got = super().move_deltas(state, ctx, moves, nearest)
        for m, d in zip(moves, got, strict=True):
            self.tally["deltas"] += 1
            self.tally["objectives from another context"] += self.shared and bool(m.path)
            self.tally["wrong deltas"] += bits(d) != bits(reference_delta(self, state, ctx, m))
        return got


@pytest.mark.parametrize("path, steps, least", [(TREMITHOUSSIA, 150, 500), (HAUTMESNIL, 90, -1)])
def test_a_moves_objectives_term_kept_across_contexts_is_the_plain_one(path, steps, least):
    # Tremithoussia's decisions rank the same units' moves with the same nearest units in the contexts the enemy's
    # moves make; Hautmesnil's seldom do (its decisions' nearest units differ): the plain deltas alone there
    game = new_game(path, 1)
    tally = dict.fromkeys(("deltas", "objectives from another context", "wrong deltas"), 0)
    players = {s.id: WatchingGreedy(f"1/{s.id}", tally, ObjectivesWatched) for s in game.scenario.sides}
    play_game(game, players, seed=1, max_steps=steps)
    assert tally["deltas"] > 3000 and tally["objectives from another context"] > least, tally
    assert tally["wrong deltas"] == 0, tally


@pytest.mark.parametrize("path", [TREMITHOUSSIA, HAUTMESNIL])
def test_a_moves_objectives_term_is_kept_apart_for_each_side(path):
    # the sides weigh the same objective hexes differently (their own at full weight, the enemy's at half): with the
    # same nearest distances, one side's kept terms are not the other's (against a fresh evaluator each time)
    state = random_history(path, 1)[0]
    ev = Evaluator(state)
    sides = [s.id for s in state.sides]
    nearest = [[(3, "nobody"), (5, "nobody else")] for _ in ev.context(state, sides[0]).objectives]
    asked = 0
    for side in sides:
        ctx = ev.context(state, side)
        assert len(ctx.objectives) == len(nearest)
        for us in state.units:
            if not us.on_map or us.routed or state.side_of(us.id) != side:
                continue
            moves = [Move((us.id,), (us.hex, n), None) for n in state.grid.neighbours(us.hex)]
            fresh = Evaluator(state)
            want = fresh.move_deltas(state, fresh.context(state, side), moves, nearest)
            got = ev.move_deltas(state, ctx, moves, nearest)
            assert [bits(d) for d in got] == [bits(d) for d in want], (side, us.id)
            asked += len(moves)
    assert asked > 50


@pytest.mark.parametrize("path", [TREMITHOUSSIA, HAUTMESNIL])
def test_the_leaders_terms_of_another_army_commander_are_read_again(path):
    # the army commander's worth is twice a leader's: a side whose commander is another (7.6: his successor) values
    # its leaders anew, whatever is kept for the same leader states under the first
    changed = 0
    for state in random_history(path, 1)[:40:4]:
        ev = Evaluator(state)
        for n, side in enumerate(state.sides):
            for ls in state.leaders:
                if state.side_of(ls.id) != side.id or ls.id == side.army_commander:
                    continue
                other = replace(state, sides=(*state.sides[:n], replace(side, army_commander=ls.id),
                                              *state.sides[n + 1:]))
                for s in state.sides:
                    ev._leader_terms(state, s.id)
                    got, want = ev._leader_terms(other, s.id), Evaluator(other)._read_leader_terms(other, s.id)
                    changed += bits(want[0]) != bits(ev._read_leader_terms(state, s.id)[0])
                    assert (bits(got[0]), got[1]) == (bits(want[0]), want[1])
    assert changed > 10
