"""Building game states: the position a scenario sets up, and a position at a given step of a leader's
activation (for play from the middle of a turn, test positions and the editor's test-play mode)."""

from __future__ import annotations

from rules.i18n import _

from .choices import IllegalChoice
from .command import activation_units
from .events import ActivationBegun
from .frozen import replace
from .state import STEPS, Position


def begin_activation(state: Position, leader_id: str, step: str = "D1") -> tuple[Position, ActivationBegun]:
    """Phase D for this leader (6.D): the moved, fired, fired-at and mêlée flags start afresh (a unit may act
    again in another leader's activation, 7.2), the units he activates are fixed now (R28: the army
    commander's radius measured before he moves)."""
    if leader_id not in state.battle.leaders:
        raise IllegalChoice(_("there is no leader '{leader}'").format(leader=leader_id))
    if step not in STEPS:
        raise IllegalChoice(_("unknown activation step {step}; steps: {steps}").format(step=repr(step),
                                                                                     steps=", ".join(STEPS)))
    ls = state.leader(leader_id)
    if not ls.commanding and ls.arrival_turn != state.turn:
        raise IllegalChoice(_("{leader} is not on the map ({status}) and cannot be activated").format(
            leader=leader_id, status=_(ls.status)))  # a status word: safe, captured, killed (playlog's)
    if ls.inactive:
        raise IllegalChoice(_("{leader} carries the inactive marker this turn (C.4)").format(leader=leader_id))
    units = tuple(replace(u, moved=False, fired=False, fired_at=False, declared=False, fought=False, joined=False,
                          melee=False, charged=False, charging=())
                  if (u.moved or u.fired or u.fired_at or u.declared or u.fought or u.joined or u.melee or u.charged
                      or u.charging) else u for u in state.units)
    # 7.5, R42: a leader who went with a routed unit is held to it until his next activation: this one.
    leaders = tuple(replace(x, moved=False, activated=x.activated or x.id == leader_id,
                            bound_to=None if x.id == leader_id else x.bound_to) for x in state.leaders)
    new = replace(state, phase="D", step=step, active_leader=leader_id, units=units, leaders=leaders)
    acting = activation_units(new, leader_id)
    new = replace(new, acting=acting)
    return new, ActivationBegun(leader_id, tuple(sorted(acting)))


