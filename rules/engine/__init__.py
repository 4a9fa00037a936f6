"""The rules engine: game state, decisions and choices, command, movement, charges, line of sight.

    from rules.engine import movement_position, reachable, line_of_sight
    state = movement_position(scenario, "richard")          # D.1 of Richard's activation
    state.pending()                                          # Decision(side='crusaders', kind='movement', ...)
    state, events = state.apply("move cru-ch-anglonormans 1316-1315 N")
    reachable(state, "cru-ha-sergeants")                     # {(hex, facing): Reach(cost, path, how)}

Modelled on python-chess: small frozen values, a state that knows its pending decision and lists its legal
choices, `apply` returning the next state and the events, and a one-line notation for every choice.
"""

from .battle import Battle, LeaderInfo, UnitInfo
from .charge import ChargeRun, charge_run, why_no_charge
from .choices import Charge, Choice, Decision, Disengage, EndStep, IllegalChoice, Move, parse_choice
from .command import activation_units, command_check, in_command_now
from .events import (
    ActivationBegun,
    ChargeDeclared,
    CommandChecked,
    Disengaged,
    Event,
    LeaderMoved,
    MountChanged,
    Moved,
    RestEnded,
    Routed,
    StepEnded,
)
from .los import Obstacle, Sight, WallCrossing, in_fire_arc, line_of_sight, unit_in_fire_arc, unit_line_of_sight
from .movement import Movers, Outcome, Reach, check_disengage, check_path, movers, reachable
from .setup import begin_activation, initial_state, movement_position
from .state import GameState, LeaderState, SideState, UnitState

__all__ = [
    "ActivationBegun", "Battle", "Charge", "ChargeDeclared", "ChargeRun", "Choice", "CommandChecked", "Decision",
    "Disengage", "Disengaged", "EndStep", "Event", "GameState", "IllegalChoice", "LeaderInfo", "LeaderMoved",
    "LeaderState", "MountChanged", "Move", "Moved", "Movers", "Obstacle", "Outcome", "Reach", "RestEnded",
    "Routed", "SideState", "Sight", "StepEnded", "UnitInfo", "UnitState", "WallCrossing", "activation_units",
    "begin_activation", "charge_run", "check_disengage", "check_path", "command_check", "in_command_now",
    "in_fire_arc", "initial_state", "line_of_sight", "movement_position", "movers", "parse_choice", "reachable",
    "unit_in_fire_arc", "unit_line_of_sight", "why_no_charge",
]
