"""Greedy's driver, eleventh round (issue #30): a roll's outcomes converted once per outcomes' tuple (`_outcomes`,
kept by the tuple's identity) and the moves' shortlist ordered at C speed (`rank`). Each kept list must be the one
converted afresh from the roll the look-ahead meets, and each shortlist the one the key-based heap gave, so that the
same games follow (tests/engine/golden_games.json)."""

from __future__ import annotations

import heapq

from rules.engine import choices as C
from rules.games import evaluate, greedy
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _fresh(state) -> list:
    """A roll's outcomes as the look-ahead reads them, from a fresh resolution of the position's roll."""
    res = greedy.pending_roll(state)
    return [(float(o.probability), o.faces[0], C.Roll(o.faces[0])) for o in res.outcomes]


def _check_rolls(monkeypatch, path: str, steps: int) -> dict:
    """Every roll node greedy's look-ahead expands: the outcomes it read (kept on the position, from `_outcomes`)
    against the same position's roll resolved and converted afresh."""
    tally = {"rolls": 0, "kept": 0, "wrong": 0}
    expect = greedy.GreedyPlayer._expect
    outcomes = greedy._outcomes

    def counted(got):
        tally["kept"] += greedy._OUTCOMES.get(id(got), (None,))[0] is got
        return outcomes(got)

    def checked(self, state, side, ev, depth):
        value = expect(self, state, side, ev, depth)
        rolls = state._memo.get("greedy_roll")
        if rolls:
            tally["rolls"] += 1
            tally["wrong"] += rolls != _fresh(state)
        return value

    monkeypatch.setattr(greedy, "_outcomes", counted)
    monkeypatch.setattr(greedy.GreedyPlayer, "_expect", checked)
    play_greedy(path, steps)
    return tally


def test_every_roll_the_look_ahead_reads_is_its_own_converted_afresh(monkeypatch):
    tally = _check_rolls(monkeypatch, TREMITHOUSSIA, 150)
    assert tally["rolls"] > 500 and tally["kept"] > 300, tally
    assert tally["wrong"] == 0, tally


def test_the_same_on_hautmesnil(monkeypatch):
    tally = _check_rolls(monkeypatch, HAUTMESNIL, 150)
    assert tally["rolls"] > 200 and tally["kept"] > 100, tally
    assert tally["wrong"] == 0, tally


def _check_shortlists(monkeypatch, path: str, steps: int) -> dict:
    """Every movement decision's shortlist (the moves `rank` plays out) against the key-based heap of the deltas."""
    tally = {"decisions": 0, "moves": 0, "wrong": 0}
    deltas_of = evaluate.Evaluator.move_deltas
    reach = greedy.GreedyPlayer._reach
    seen: dict = {}

    def deltas(self, state, ctx, moves):
        got = deltas_of(self, state, ctx, moves)
        seen["last"] = (state, list(moves), list(got))
        return got

    rank = greedy.GreedyPlayer.rank

    def ranked(self, state, choices, keep=None):
        seen.pop("last", None)
        played: list = []
        seen["played"] = played
        got = rank(self, state, choices, keep)
        last = seen.pop("last", None)
        if last is not None and last[0] is state:
            _s, moves, ds = last
            index = {id(c): i for i, c in enumerate(choices)}
            pairs = [(index[id(c)], c) for c in moves]
            best = heapq.nsmallest(self.shortlist, range(len(pairs)), key=lambda n: (-ds[n], pairs[n][0]))
            want = [pairs[n][1] for n in best]
            tally["decisions"] += 1
            tally["moves"] += len(moves)
            tally["wrong"] += [c for c in played if isinstance(c, C.Move)] != want
        return got

    def reached(self, state, choice, index):  # each candidate played out, in `rank`'s order
        played = seen.get("played")
        if played is not None:
            played.append(choice)
        return reach(self, state, choice, index)

    monkeypatch.setattr(evaluate.Evaluator, "move_deltas", deltas)
    monkeypatch.setattr(greedy.GreedyPlayer, "rank", ranked)
    monkeypatch.setattr(greedy.GreedyPlayer, "_reach", reached)
    play_greedy(path, steps)
    return tally


def test_the_moves_played_out_are_the_key_based_shortlist(monkeypatch):
    tally = _check_shortlists(monkeypatch, TREMITHOUSSIA, 150)
    assert tally["decisions"] > 15 and tally["moves"] > 5000, tally
    assert tally["wrong"] == 0, tally


def test_the_shortlist_the_same_on_hautmesnil(monkeypatch):
    tally = _check_shortlists(monkeypatch, HAUTMESNIL, 100)
    assert tally["decisions"] > 10 and tally["moves"] > 3000, tally
    assert tally["wrong"] == 0, tally


def test_ties_in_the_deltas_keep_the_listing_order():
    """Equal deltas: the earlier choice first, as the key (−delta, index) ordered them; a NaN-free float list."""
    moves = [(i, f"m{i}") for i in (3, 1, 7, 5, 9, 2)]
    deltas = [0.5, 0.5, 1.0, -1.0, 0.5, 1.0]
    old = heapq.nsmallest(4, range(len(moves)), key=lambda n: (-deltas[n], moves[n][0]))
    new = [n for _d, _i, n in heapq.nsmallest(4, zip([-d for d in deltas], [i for i, _c in moves], range(6), strict=True))]
    assert new == old == [5, 2, 1, 0]
