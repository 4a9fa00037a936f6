"""D.4's cancellations (10.2, 10.4) are run by the settle loop only when `flow._may_cancel` finds a marker they
look at (a Charging, Charged or Mêlée marker; issue #30, tenth round). Over greedy's look-ahead in the first choices
of both demos, every settled D.4 position where `_may_cancel` says no is one `cancellations` gives no event on (the
loop keeps the position it had when there is none); and on variants of those positions that `cancellations` does
cancel something on (the attackers' facing turned away, their declaration or their command gone, their stack
routed or reordered, a charge whose target is not in the charger's central front hex), `_may_cancel` says yes."""


from __future__ import annotations

import pytest

from rules.engine import combat, flow
from rules.engine.frozen import replace

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _cancels(state) -> bool:
    """Whether `cancellations` gives an event (on a copy without kept answers: its own scans)."""
    return bool(combat.cancellations(replace(state))[1])


def _variants(state):
    """The position with a charge gone astray, and with its declared attackers unable to hit their marked
    defenders, one way each."""
    out = []
    on_map = [us for us in state.units if us.on_map and not us.routed]
    charger = on_map[0]
    ahead = state.grid.neighbour(charger.hex, charger.facing)
    target = next((us for us in on_map if state.side_of(us.id) != state.side_of(charger.id) and us.hex != ahead), None)
    if target is not None:
        out.append(state.with_units([replace(charger, charging=(target.id,))]))
    attackers = [us for us in state.units if us.declared and us.on_map and not us.fought]
    if not attackers or not any(us.melee and us.on_map for us in state.units):
        return out
    return out + [
        state.with_units([replace(us, facing=(us.facing + 3) % 6) for us in attackers]),
        state.with_units([replace(us, declared=False) for us in attackers]),
        state.with_units([replace(us, out_of_command=True) for us in attackers]),
        state.with_units([replace(us, condition="routed") for us in attackers]),
        state.with_units([replace(us, facing=(us.facing + 1) % 6) for us in attackers[:1]]),
        # each attacking stack's order reversed, or its top unit turned away (the stack attacks through its
        # first unit that may attack)
        state.with_units([replace(u, stack=len(here) - 1 - u.stack) for h in {us.hex for us in attackers}
                          for here in [state.units_at(h)] if len(here) > 1 for u in here]),
        state.with_units([replace(here[0], facing=(here[0].facing + 3) % 6) for h in {us.hex for us in attackers}
                          for here in [state.units_at(h)] if len(here) > 1]),
    ]


def _check(monkeypatch, path: str, steps: int) -> dict[str, int]:
    seen = {"asked": 0, "skipped": 0, "variants": 0, "cancelling": 0}
    wrong: list = []  # gathered, asserted at the end: an exception inside the engine only ends the game
    may_cancel = flow._may_cancel

    def checked(state):
        got = may_cancel(state)
        seen["asked"] += 1
        if not got:
            seen["skipped"] += 1
            if _cancels(state):
                wrong.append(("skipped a cancellation", state))
        for v in _variants(state):
            seen["variants"] += 1
            cancels = _cancels(v)
            seen["cancelling"] += cancels
            if cancels and not may_cancel(v):
                wrong.append(("variant", v))
        return got

    monkeypatch.setattr(flow, "_may_cancel", checked)
    _game, result = play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert result.stop == "max_steps", result
    return seen


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 200)])
def test_the_cancellations_skipped_are_those_that_give_no_event(monkeypatch, path, steps):
    seen = _check(monkeypatch, path, steps)
    assert seen["asked"] > 500 and seen["skipped"] > 300, seen
    assert seen["cancelling"] > 1000 and seen["variants"] - seen["cancelling"] > 100, seen
