"""The tenth round's kept answers of results (issue #30) equal the rules' fresh ones over greedy's real
look-aheads. A key that leaves out something the rules read would hand one position another's answer, and the
seeded games would change (tests/engine/golden_games.json)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine.frozen import replace
from rules.engine.results import Effects

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def fresh(state):
    """The same position without its memo (a new record: the answers kept on it are not copied)."""
    return replace(state)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 200), (HAUTMESNIL, 120)])
def test_owed_options_from_the_last_answer_equal_fresh_ones(path, steps, monkeypatch):
    """An owed move's options handed back from the last answer for the same movers' states (every counter that
    differs outside their reach, or inside with the fields the key reads unchanged) are the options computed
    afresh for that position; most asks are answered so."""
    asked: Counter = Counter()
    wrong: list = []
    kept_options = Effects._kept_owed_options
    in_reach = Effects._owed_in_reach
    keyed: list[bool] = []

    def by_key(self, state):
        keyed.append(True)
        return in_reach(self, state)

    def owed_options(self, state):
        keyed.clear()
        got = kept_options(self, state)
        how = "by key" if keyed else "from the last answer"
        asked[how] += 1
        want = tuple(self._owed_options(fresh(state)))
        if got != want:
            wrong.append((how, state.turn, state.phase, self.groups[0][0], got, want))
        return got

    monkeypatch.setattr(Effects, "_owed_in_reach", by_key)
    monkeypatch.setattr(Effects, "_kept_owed_options", owed_options)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert asked["from the last answer"] > 150 and asked["by key"] > 100, asked


def _former_banners_gone(state, side, cause, h, by):
    """`results._banners_gone` as it was before the tenth round (every leader's side and army command asked, every
    unit scanned for the banners in play)."""
    from rules.engine import board, results
    from rules.resolve import leader_with_eliminated_unit

    events: list = []
    alive = None
    for ls in state.leaders:
        if state.side_of(ls.id) != side or not ls.commanding or state.is_army_commander(ls.id):
            continue
        if alive is None:
            infos, turn = state.battle.units, state.turn
            alive = {infos[us.id].banner for us in state.units if infos[us.id].side == side
                     and us.condition != "eliminated"
                     and (us.on_map or (us.arrival_turn is not None and us.arrival_turn >= turn))}
        if state.battle.leaders[ls.id].model.banner in alive:
            continue
        surrounded = h is not None and board.surrounded(state, h, side)
        fate = leader_with_eliminated_unit(cause, surrounded=surrounded, friendly_unit_left=False)
        captor = results._captor(state, h, side, by) if fate == "captured" else None
        state, ev, _ = results.remove_leader(state, ls.id, fate, captor, cause=f"7.1 ({cause})")
        events += ev
    return state, events


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 700), (HAUTMESNIL, 400)])
def test_banners_by_kept_places_equal_fresh_ones(path, steps, monkeypatch):
    """The banners gone after an elimination (7.1) and a banner's hexes for a replacement (7.6), read through the
    places kept per battle, are those the former code finds afresh over every unit and leader."""
    from rules.engine import board, results

    asked: Counter = Counter()
    wrong: list = []
    kept_gone = results._banners_gone
    kept_hexes = results._banner_hexes

    def banners_gone(state, side, cause, h, by):
        got = kept_gone(state, side, cause, h, by)
        want = _former_banners_gone(fresh(state), side, cause, h, by)
        asked["banners gone"] += 1
        asked["leaders removed"] += len(got[1])
        if got[0] != want[0] or got[1] != want[1]:
            wrong.append(("banners gone", side, got[1], want[1]))
        return got

    def banner_hexes(state, lid):
        got = kept_hexes(state, lid)
        want = sorted({u.hex for u in board.own_banner_units(fresh(state), lid)}, key=lambda h: state.grid.label(h))
        asked["banner hexes"] += 1
        if got != want:
            wrong.append(("banner hexes", lid, got, want))
        return got

    monkeypatch.setattr(results, "_banners_gone", banners_gone)
    monkeypatch.setattr(results, "_banner_hexes", banner_hexes)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert asked["banners gone"] > 100 and asked["banner hexes"] > 50, asked
