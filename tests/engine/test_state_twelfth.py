"""The twelfth round of issue #30 in the state layer and the board: what is kept is the rules' fresh answer over the
positions a greedy game's look-ahead meets.

- A Phase E rout's disc of hexes (`board._kept_phase_e_rout_paths`'s "rout_discs", kept per battle by the mover, its
  hex, mount and fatigue) is the disc `_rout_reach` and `_hexes_within` give afresh for that position, and the
  rout paths handed out are the walk made afresh on the same position without its memo.
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
