"""The answers the listing of the choices keeps (issue #30, sixth round) are the rules' fresh answers, over the
positions a greedy game and its look-ahead meet: every unit's listed moves (`activation._listing`: the choices
of an end made once and carried over a patched `reach_table` answer by the search's very entry for it), every
disengagement taken as listed (`listed_disengage`: no `movers` and `check_disengage` again) and D.4's pending
mêlées (`melee_pending`, one pass kept in the state's memo) equal what is computed again for that position
alone. The fresh listing is made in another thread with its caches emptied (the kept tables are per thread), on
the position without its memo. A kept answer that missed something the rules read would change the seeded
games (tests/engine/golden_games.json)."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

from rules.engine import activation, movement
from rules.engine.choices import IllegalChoice
from rules.engine.combat import pending_charges
from rules.engine.frozen import replace
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game


def fresh(state):
    """The same position without its memo (a new record: the answers kept on it are not copied)."""
    return replace(state)


def _cold(fn):
    """`fn()` in a thread whose kept movement answers and listings are empty (they are per thread)."""
    movement._caches.kept.clear()
    activation._caches.listed.clear()
    return fn()


# at least this many of each asked (Tremithoussia's 150 choices ask 113 listings, 36 of them with choices carried
# over, 29 disengagements, 1134 D.4 questions; Hautmesnil's 110: 248, 99, 158, 414)
ENOUGH = {TREMITHOUSSIA: (80, 20, 10, 500), HAUTMESNIL: (150, 50, 100, 200)}


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 110)])
def test_kept_listings_equal_fresh_ones_over_a_greedy_game(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    pool = ThreadPoolExecutor(1)

    def check(what, got, want, state):
        asked[what] += 1
        if got != want:
            wrong.append((what, state.turn, state.phase, state.step, got, want))

    kept_listing = activation._listing

    def listing(state, ids, change=None):
        before = activation._caches.listed.get((ids, change))
        got = kept_listing(state, ids, change)
        if got and before is not None and before[1] is not got and (
                got.made or (got.found.base is before[0] and got._all is not None)):  # carried or spliced
            asked["listing with choices carried over"] += 1
        want = pool.submit(_cold, lambda: list(kept_listing(fresh(state), ids, change))).result()
        check("listing", list(got), want, state)
        return got

    kept_disengage = activation.listed_disengage

    def listed_disengage(state, choice):
        got = kept_disengage(state, choice)
        if got:
            def legal():
                s = fresh(state)
                try:
                    out = movement.check_disengage(s, movement.movers(s, choice.ids), choice.to)
                except IllegalChoice:
                    return None
                return out.facing
            check("listed disengagement", state.unit(choice.ids[0]).facing, pool.submit(_cold, legal).result(), state)
        return got

    kept_pending = activation.melee_pending

    def melee_pending(state):
        got = kept_pending(state)
        s = fresh(state)
        check("mêlée pending", got, bool(pending_charges(s)) or any(u.melee and u.on_map for u in s.units), state)
        return got

    monkeypatch.setattr(activation, "_listing", listing)
    monkeypatch.setattr(activation, "listed_disengage", listed_disengage)
    monkeypatch.setattr(activation, "melee_pending", melee_pending)
    game = new_game(path, 1)
    players = {s.id: GreedyPlayer(f"1/{s.id}") for s in game.scenario.sides}
    try:
        play_game(game, players, seed=1, max_steps=steps)
    finally:
        pool.shutdown()
    assert not wrong, wrong[:3]
    # enough of each asked for the comparison to mean something
    kinds = ("listing", "listing with choices carried over", "listed disengagement", "mêlée pending")
    assert all(asked[k] > n for k, n in zip(kinds, ENOUGH[path], strict=True)), asked
