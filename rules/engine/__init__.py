"""The rules engine: game state, decisions and choices, command, movement, charges, line of sight.

    from rules.engine import movement_position, reachable, line_of_sight
    state = movement_position(scenario, "richard")          # D.1 of Richard's activation
    state.pending()                                          # Decision(side='crusaders', kind='movement', ...)
    state, events = state.apply("move cru-ch-anglonormans 1316-1315 N")
    reachable(state, "cru-ha-sergeants")                     # {(hex, facing): Reach(cost, path, how)}

Modelled on python-chess: small frozen values, a state that knows its pending decision and lists its legal
choices, `apply` returning the next state and the events, and a one-line notation for every choice.

A whole game (Engine II and III: combat and the turn, docs/rules.md):

    state = initial_state(scenario)                          # Phase A of the first turn (settled on demand)
    dice = SeededDice(1)
    while state.pending().kind != "game_over":
        d = state.pending()                                  # whose decision, which kind, what it is for
        choice = dice.answer(state) if d.kind == "roll" else pick(state.legal_choices())
        state, events = state.apply(choice)                  # or a notation: "roll 7", "melee a b", "end"

One counter's choices without listing every unit's (issue 14): `state.legal_choices_of("cru-ha-sergeants")`;
`state.iter_legal_choices()` yields `legal_choices()` lazily; `state.legal_choices_by_unit()` is a Mapping
from each counter that may act to its choices, each group searched on first access.

What a roll will do before it is rolled (odds.py): `pending_roll(state)` resolves the pending roll (fire,
mêlée, counter-charge, rally, initiative, leader check, pass-through) with its modifiers and exact odds;
`fire_preview` and `melee_preview` resolve a combat not declared yet, through the same tasks:

    roll = pending_roll(state)                               # RollResolution | None
    [(m.label, m.value, m.rule) for m in roll.modifiers], roll.total, roll.applied
    roll.outcome(4).words                                    # 'D+R; attacker: obligatory advance'
    melee_preview(state, ("cru-ch-household",), ("byz-cl-vanguard",), charge=True)   # Refused: why, rule

Inside: `state.Position` is the data of a position; `game.GameState` adds the decision model on top and
starts games; `flow` dispatches a decision to `turn` (phases A–E), `activation` (D.1–D.5), `combat`
(fire, mêlée, charges), `results` (retreats, routs, leader fates); `odds` says what a roll will do (the
public odds API, on top of the tasks); `movement`, `charge`, `los`, `command`, `exits`, `victory` answer
questions about a position; `battle` reads the scenario once into arrays.

May import: `rules.scenario`, `rules.resolve`, `rules.geometry`, `rules.tables`, `rules.fileio`.
Exports: the names in `__all__` below.
"""

from .battle import Battle, LeaderInfo, UnitInfo
from .charge import ChargeRun, charge_run, why_no_charge
from .choices import (
    Activate,
    Advance,
    Charge,
    Choice,
    CounterCharge,
    Decision,
    Declare,
    Disengage,
    Dispersion,
    EndStep,
    Exit,
    Face,
    Fire,
    IllegalChoice,
    Melee,
    Move,
    Pass,
    Place,
    Rest,
    Retreat,
    Roll,
    Rout,
    parse_choice,
)
from .command import activation_units, command_check, in_command_now
from .dice import ScriptedDice, SeededDice, play_rolls
from .events import (
    ActivationBegun,
    Advanced,
    ArmyCommanderChanged,
    ChargeDeclared,
    CommandChecked,
    ConditionChanged,
    CounterCharged,
    Declared,
    Disengaged,
    Eliminated,
    Event,
    Faced,
    FireResolved,
    GameOver,
    InitiativeRolled,
    LeaderCasualty,
    LeaderFate,
    LeaderMoved,
    LeaderNamed,
    LeaderReplaced,
    MeleeCancelled,
    MeleeResolved,
    MountChanged,
    Moved,
    PassedThrough,
    PhaseBegun,
    Rallied,
    Rested,
    RestEnded,
    RestPlaced,
    Retreated,
    Rolled,
    Routed,
    RoutMoved,
    StepEnded,
    TurnEnded,
    UnitExited,
)
from .exits import exit_edges, why_no_exit
from .flow import ChoicesByUnit, actors, settle
from .game import GameState, initial_state, movement_position, new_game
from .los import Obstacle, Sight, WallCrossing, in_fire_arc, line_of_sight, unit_in_fire_arc, unit_line_of_sight
from .movement import Movers, Outcome, Reach, check_disengage, check_path, movers, reachable
from .odds import (
    KINDS,
    CounterChargeOdds,
    Refused,
    RollResolution,
    charge_position,
    fire_preview,
    melee_preview,
    pending_roll,
)
from .odds import Outcome as RollOutcome
from .setup import begin_activation
from .state import LeaderState, Position, SideState, TurnInfo, UnitState

__all__ = [
    "Activate", "ActivationBegun", "Advance", "Advanced", "ArmyCommanderChanged", "Battle", "Charge",
    "ChargeDeclared", "ChargeRun", "Choice", "ChoicesByUnit", "CommandChecked", "ConditionChanged", "CounterCharge",
    "CounterChargeOdds", "CounterCharged", "Decision", "Declare", "Declared", "Disengage", "Disengaged", "Dispersion",
    "Eliminated", "EndStep", "Event", "Exit", "Face", "Faced", "Fire", "FireResolved", "GameOver", "GameState",
    "IllegalChoice", "InitiativeRolled", "KINDS", "LeaderCasualty", "LeaderFate", "LeaderInfo", "LeaderMoved",
    "LeaderNamed", "LeaderReplaced", "LeaderState", "Melee", "MeleeCancelled", "MeleeResolved", "MountChanged",
    "Move", "Moved", "Movers", "Obstacle", "Outcome", "Pass", "PassedThrough", "PhaseBegun", "Place", "Position",
    "Rallied", "Reach", "Refused", "Rest", "RestEnded", "RestPlaced", "Rested", "Retreat", "Retreated", "Roll",
    "RollOutcome", "RollResolution", "Rolled", "Rout", "RoutMoved", "Routed", "ScriptedDice", "SeededDice",
    "SideState", "Sight", "StepEnded", "TurnEnded", "TurnInfo", "UnitExited", "UnitInfo", "UnitState", "WallCrossing",
    "activation_units", "actors", "begin_activation", "charge_position", "charge_run", "check_disengage", "check_path",
    "command_check", "exit_edges", "fire_preview", "in_command_now", "in_fire_arc", "initial_state", "line_of_sight",
    "melee_preview", "movement_position", "movers", "new_game", "parse_choice", "pending_roll", "play_rolls",
    "reachable", "settle", "unit_in_fire_arc", "unit_line_of_sight", "why_no_charge", "why_no_exit",
]
