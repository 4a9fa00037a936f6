"""Building game states: the position a scenario sets up, and a position at a given step of a leader's
activation (for play from the middle of a turn, test positions and the editor's test-play mode)."""

from __future__ import annotations

from dataclasses import replace

from rules import model as m

from .battle import Battle
from .choices import IllegalChoice
from .command import activation_units, command_check
from .events import ActivationBegun
from .state import STEPS, GameState, LeaderState, SideState, UnitState


def initial_state(scenario: m.Scenario, turn: int | None = None, battle: Battle | None = None) -> GameState:
    """The scenario's setup at Phase A of `turn` (default: its first turn), before the command check.

    Placements give hex, facing, fatigue, disorder and mounted state (a test position); within a hex the
    first unit listed is on top. Reinforcements wait off the map for their turn (R29); units neither set up
    nor arriving are off the map.
    """
    battle = battle or Battle(scenario)
    turn = scenario.first_turn if turn is None else turn
    placed_units: dict[str, m.Placement] = {}
    placed_leaders: dict[str, m.Placement] = {}
    for p in scenario.setup:
        if p.unit and p.unit not in placed_units:
            placed_units[p.unit] = p
        if p.leader and p.leader not in placed_leaders:
            placed_leaders[p.leader] = p
    arrivals: dict[str, int] = {}
    for r in scenario.reinforcements:
        for i in (*r.units, *r.leaders):
            arrivals.setdefault(i, r.turn)
    # 5.2.4: within a hex, the unit listed first in the setup is on top.
    stack_count: dict[object, int] = {}
    stack_pos: dict[str, int] = {}
    for uid, p in placed_units.items():
        stack_pos[uid] = stack_count.get(p.hex, 0)
        stack_count[p.hex] = stack_pos[uid] + 1
    units = []
    for uid in battle.unit_order:
        info = battle.units[uid]
        p = placed_units.get(uid)
        if p is None:
            units.append(UnitState(uid, None, 0, mounted=info.model.mounted, arrival_turn=arrivals.get(uid)))
            continue
        pos = stack_pos[uid]
        condition = p.disorder if p.disorder in ("discouraged", "routed") else "valiant"
        units.append(UnitState(uid, p.hex, p.facing or 0, stack=pos, fatigued=p.fatigued, condition=condition,
                               mounted=info.model.mounted if p.mounted is None else p.mounted))
    leaders = []
    for lid in battle.leader_order:
        p = placed_leaders.get(lid)
        if p is None:
            leaders.append(LeaderState(lid, None, arrival_turn=arrivals.get(lid)))
        else:
            leaders.append(LeaderState(lid, p.hex, "wounded" if p.wounded else "active"))
    sides = tuple(SideState(s.id, s.army_commander, s.mount_markers) for s in scenario.sides)
    return GameState(battle, turn, "A", None, None, frozenset(), tuple(units), tuple(leaders), sides)


def begin_activation(state: GameState, leader_id: str, step: str = "D1") -> tuple[GameState, ActivationBegun]:
    """Phase D for this leader (6.D): the moved, fired, fired-at and mêlée flags start afresh (a unit may act
    again in another leader's activation, 7.2), the units he activates are fixed now (R28: the army
    commander's radius measured before he moves)."""
    if leader_id not in state.battle.leaders:
        raise IllegalChoice(f"there is no leader '{leader_id}'")
    if step not in STEPS:
        raise IllegalChoice(f"unknown activation step {step!r}; steps: {', '.join(STEPS)}")
    ls = state.leader(leader_id)
    if not ls.commanding and ls.arrival_turn != state.turn:
        raise IllegalChoice(f"{leader_id} is not on the map ({ls.status}) and cannot be activated")
    if ls.inactive:
        raise IllegalChoice(f"{leader_id} carries the inactive marker this turn (C.4)")
    units = tuple(replace(u, moved=False, fired=False, fired_at=False, declared=False, fought=False, joined=False,
                          melee=False, charged=False, charging=())
                  if (u.moved or u.fired or u.fired_at or u.declared or u.fought or u.joined or u.melee or u.charged
                      or u.charging) else u for u in state.units)
    leaders = tuple(replace(x, moved=False, activated=x.activated or x.id == leader_id) for x in state.leaders)
    new = replace(state, phase="D", step=step, active_leader=leader_id, units=units, leaders=leaders)
    acting = activation_units(new, leader_id)
    new = replace(new, acting=acting)
    return new, ActivationBegun(leader_id, tuple(sorted(acting)))


def movement_position(source: m.Scenario | GameState, leader_id: str, turn: int | None = None,
                      step: str = "D1") -> GameState:
    """A position at step D.1 (or another step) of this leader's activation.

    From a scenario: its setup on `turn`, the Phase A command check, then the activation. From a state:
    the activation only (its out-of-command markers are kept as they are).
    """
    if isinstance(source, m.Scenario):
        state, _ = command_check(initial_state(source, turn))
    else:
        state = source
    state, _ = begin_activation(state, leader_id, step)
    return state


def new_game(scenario: m.Scenario, turn: int | None = None, battle: Battle | None = None) -> GameState:
    """A game ready to play: the scenario's setup on its first turn (or `turn`), settled at the first decision
    (Phase A's command check done). `initial_state(...)` plays the same: `apply` settles it first."""
    from .flow import settle

    return settle(initial_state(scenario, turn, battle))[0]
