"""The answers results and the board keep for the look-ahead (issue #30) are the rules' fresh answers: over the
positions a greedy game's look-ahead meets (retreats, rout retreats and rout moves after every die of a mêlée,
Phase E routs, leaders' replacements, mêlée and fire situations), every kept answer equals the one computed
again for that position alone. A key that leaves out something the rules read would hand one position
another's answer, and the seeded games would change (tests/engine/golden_games.json)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine import board, results
from rules.engine.choices import Rout
from rules.engine.frozen import replace
from rules.engine.results import Effects, LeaderPlace, PhaseERout, condition_of
from rules.resolve import apply as apply_result

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def fresh(state):
    """The same position without its memo (a new record: the answers kept on it are not copied)."""
    return replace(state)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 90)])
def test_kept_answers_equal_fresh_ones_over_a_greedy_look_ahead(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []

    def check(what, got, want, state):
        asked[what] += 1
        if got != want:
            wrong.append((what, state.turn, state.phase, got, want))

    kept_options = Effects._kept_owed_options

    def owed_options(self, state):
        got = kept_options(self, state)
        check("owed move options", got, tuple(self._owed_options(fresh(state))), state)
        return got

    kept_transition = results.transition

    def transition(state, us, result, source="melee"):
        got = kept_transition(state, us, result, source)
        want = apply_result(condition_of(us), result, state.battle.tables,
                            artillery=state.unit_info(us.id).artillery, source=source)
        check("transition", got, want, state)
        return got

    kept_stack = board.stack_at

    def stack_at(state, h, ids=None):
        got = kept_stack(state, h, ids)
        check("stack", got, board._stack_at(fresh(state), h, ids), state)
        return got

    kept_hexes = LeaderPlace._hexes

    def place_hexes(self, state):
        got = kept_hexes(self, state)
        want = sorted({u.hex for u in board.own_banner_units(state, self.leader)}, key=state.grid.label)
        check("replacement hexes", got, want, state)
        return got

    kept_routs = PhaseERout._options

    def phase_e_options(self, state):
        got = kept_routs(self, state)
        want = [Rout((self.unit,), p, off) for p, off in board._phase_e_rout_paths(fresh(state), self.unit)]
        check("Phase E rout moves", got, want, state)
        return got

    monkeypatch.setattr(Effects, "_kept_owed_options", owed_options)
    monkeypatch.setattr(results, "transition", transition)
    monkeypatch.setattr(board, "stack_at", stack_at)
    monkeypatch.setattr(LeaderPlace, "_hexes", place_hexes)
    monkeypatch.setattr(PhaseERout, "_options", phase_e_options)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    # enough of each asked for the comparison to mean something (the mêlée's resolutions, kept per battle since the
    # fifth round, ask for fewer stacks: 198 in Hautmesnil's 90 choices; an effect list's steps, kept per battle
    # since the sixth, for fewer transitions: 132 in Tremithoussia's 150 choices; a retreat's decision, kept per
    # battle since the eighth, for fewer stacks again: 137 in Hautmesnil's 90 choices; greedy's table shared by the
    # two players since the ninth, for fewer owed moves: 300 in Hautmesnil's 90 choices)
    assert asked["owed move options"] > 250 and asked["transition"] > 100 and asked["stack"] > 100, asked
