"""The moves' worth kept from one movement decision to the next (issue #30, ninth round): `Evaluator.move_deltas`
keeps each run of one counter group's moves with its deltas in the context, by what those deltas read besides the
moves (the counters' and their leaders' states, the nearest other units to the objectives), and gives them back for
an equal run, or for the very move objects of a patched listing. Greedy ranks the moves by these deltas and plays
the best six: a delta that is not the fresh one to the last bit plays another game (tests/engine/golden_games.json).
"""

from __future__ import annotations

import struct

import pytest

from rules.engine.choices import Move
from rules.games.evaluate import Evaluator
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def bits(xs: list[float]) -> list[bytes]:
    return [struct.pack("<d", x) for x in xs]


class Counting(Evaluator):
    """An evaluator that counts the moves whose deltas it works out (the others come from a kept run)."""

    worked = 0

    def _run_deltas(self, state, ctx, mover, run):
        self.worked += len(run)
        return super()._run_deltas(state, ctx, mover, run)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 110)])
def test_every_kept_run_of_deltas_is_the_fresh_one_to_the_bit(path, steps):
    game, _result = play_greedy(path, steps)
    ev = Counting(game.states[0])  # one evaluator over the game's decisions, in order: its contexts and runs kept
    asked = 0
    for state in game.states:
        decision = state.pending()
        if decision.kind not in ("movement", "out_of_command_movement") or decision.side is None:
            continue
        moves = [c for c in state.legal_choices() if isinstance(c, Move)]
        got = ev.move_deltas(state, ev.context(state, decision.side), moves)
        fresh = Evaluator(state)  # nothing kept: every delta worked out
        assert bits(got) == bits(fresh.move_deltas(state, fresh.context(state, decision.side), moves))
        asked += len(moves)
    # most of the deltas greedy asks for come back from the runs kept (the units that did not move, as the same
    # moves or the same objects in a patched listing); the rest are worked out
    assert asked > 3000 and ev.worked < 0.85 * asked, (asked, ev.worked)


def test_a_run_read_with_other_nearest_units_is_worked_out_again():
    game, _result = play_greedy(TREMITHOUSSIA, 40)
    state = next(s for s in game.states if s.pending().kind == "movement" and s.pending().side is not None)
    side = state.pending().side
    ev = Counting(state)
    ctx = ev.context(state, side)
    moves = [c for c in state.legal_choices() if isinstance(c, Move)]
    want = ev.move_deltas(state, ctx, moves)
    worked = ev.worked
    leaders = sum(m.ids[0] in state.battle.leaders for m in moves)  # a leader's deltas read the whole position
    assert bits(ev.move_deltas(state, ctx, moves)) == bits(want)
    assert ev.worked - worked == leaders < len(moves)  # the units' runs all kept
    # the nearest units to the objectives as another position would have them: the objectives' term changes, and
    # the kept runs (read with the true nearest) must not be handed back
    nearest = [[(d + 1, uid) for d, uid in near] for near in ev.nearest(state, ctx)]
    other = Evaluator(state)
    assert bits(ev.move_deltas(state, ctx, moves, nearest)) == bits(
        other.move_deltas(state, other.context(state, side), moves, nearest))
    assert ev.worked > worked
