"""The twelfth round of issue #30 in the state layer and the board: what is kept is the rules' fresh answer over the
positions a greedy game's look-ahead meets.

- A Phase E rout's disc of hexes (`board._kept_phase_e_rout_paths`'s "rout_discs", kept per battle by the mover, its
  hex, mount and fatigue) is the disc `_rout_reach` and `_hexes_within` give afresh for that position, and the
  rout paths handed out are the walk made afresh on the same position without its memo.
- `Position.values`, `leader_values` and `side`, written out, give what the calls they stand for give; so do
  `board.melee_possible` (`no_melee_banner` written out) and `flow._ordered` (a sort only when out of order).
"""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import board
from rules.engine.frozen import replace

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def fresh(state):
    """The same position without its memo (a new record: the answers kept on it are not copied)."""
    return replace(state)


def fresh_disc(state, uid):
    """The hexes a rout's key reads units in, found afresh (None: every unit on the map), as the former code did."""
    us = state.unit(uid)
    reach = board._rout_reach(state, uid, us.hex) + 1
    return None if reach > board.REACH_LIMIT else board._hexes_within(state, us.hex, reach)


# Tremithoussia's 300 choices meet 197 Phase E rout look-ups, Hautmesnil's 600 474
@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 300), (HAUTMESNIL, 600)])
def test_kept_rout_discs_and_paths_equal_fresh_ones_over_a_greedy_game(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    used: list = []  # the discs the look-up read from its table or put in it, whatever its key

    class Recording(dict):
        def get(self, key, default=None):
            got = dict.get(self, key, default)
            used.append(got)
            return got

        def __setitem__(self, key, value):
            used.append(value)
            dict.__setitem__(self, key, value)

    real_kept = board.kept

    def kept(state, name, size=4096):
        got = real_kept(state, name, size)
        if name == "rout_discs" and got.__class__ is not Recording:
            got = state.battle.kept_answers[name] = Recording(got)
        return got

    kept_paths = board._kept_phase_e_rout_paths

    def checked(state, uid):
        used.clear()
        got = kept_paths(state, uid)
        us = state.unit(uid)
        if us.hex is None:
            return got
        asked["rout"] += 1
        if used[-1] != fresh_disc(fresh(state), uid):
            wrong.append(("disc", uid, us.hex))
        if got != tuple(board._phase_e_rout_paths(fresh(state), uid)):
            wrong.append(("paths", uid, us.hex))
        # the mover tired or rested, mounted or on foot (its allowance, its cost column), asked in the same hex: the
        # disc read is the fresh one for that variant too (a game's look-ups change these too seldom to tell)
        flips = [{"fatigued": not us.fatigued}]
        if state.unit_info(uid).model.mounted:
            flips.append({"mounted": not us.mounted})
        for flip in flips:
            variant = state.with_units([replace(us, **flip)])
            used.clear()
            kept_paths(variant, uid)
            asked["variant"] += 1
            if used[-1] != fresh_disc(fresh(variant), uid):
                wrong.append(("variant disc", uid, us.hex, flip))
        return got

    monkeypatch.setattr(board, "kept", kept)
    monkeypatch.setattr(board, "_kept_phase_e_rout_paths", checked)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["rout"] > 150 and asked["variant"] > 150, asked


def test_written_out_look_ups_equal_the_calls_they_stand_for():
    from .demo_games import settled_hautmesnil

    first = settled_hautmesnil()
    for us in first.units:
        for mounted in (False, True):
            for fatigued in (False, True):
                pos = first.with_units([replace(us, mounted=mounted, fatigued=fatigued)])
                want = pos.unit_info(us.id).values(mounted, fatigued)
                assert pos.values(us.id) == want
    for ls in first.leaders:
        ld = first.leader_info(ls.id).model
        for status, replacement in (("active", None), ("wounded", None), ("killed", "back")):
            pos = first.with_leaders([replace(ls, status=status, replacement=replacement)])
            want = (ld.replacement or ld.front) if replacement == "back" else (
                ld.wounded if status == "wounded" and ld.wounded is not None else ld.front)
            assert pos.leader_values(ls.id) == want
    for s in first.sides:
        assert first.side(s.id) is s
    with pytest.raises(KeyError, match="no unit"):
        first.values("nobody")
    with pytest.raises(KeyError, match="no leader"):
        first.leader_values("nobody")
    with pytest.raises(StopIteration):
        first.side("nobody")


def test_ordered_is_the_stable_sort_it_stands_for():
    from itertools import permutations

    from rules.engine.flow import _ordered

    from .demo_games import settled_hautmesnil

    first = settled_hautmesnil()
    idx = first.battle.unit_index
    ids = [us.id for us in first.units[:4]] + ["nobody", "no-one"]
    for n in range(5):
        for chosen in permutations(ids, n):
            want = tuple(sorted(chosen, key=lambda u: idx.get(u, 0)))
            assert _ordered(idx, chosen) == want
            assert _ordered(idx, list(chosen)) == want


def test_melee_possible_with_its_banners_written_out_over_a_greedy_game(monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    possible = board.melee_possible

    def checked(state, attacker, defender, charge=False):
        got = possible(state, attacker, defender, charge)
        asked["pair"] += 1
        a, d = attacker.hex, defender.hex
        lane = a is not None and d is not None and state.battle.melee_lane_memo.get((a, d, charge))
        banned = bool(lane) and (board.no_melee_banner(state, defender, a) or board.no_melee_banner(state, attacker, d))
        want = bool(lane) and not banned
        asked["refused"] += banned
        if got != want:
            wrong.append((attacker.id, defender.id))
        return got

    monkeypatch.setattr(board, "melee_possible", checked)
    play_greedy(HAUTMESNIL, 150)
    assert not wrong, wrong[:5]
    assert asked["pair"] > 500 and asked["refused"] > 10, asked
