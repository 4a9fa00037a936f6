"""`GameState`: a position with its decision model — who decides now, the legal choices, and what a choice
does — and the ways to start a game (a scenario's setup, a position at a leader's activation).

This is the top of the engine: it imports the flow of the turn, which imports the rules; the rules read
`state.Position`, never this module.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.scenario import model as m

from .battle import Battle
from .choices import Choice, Decision
from .command import command_check
from .events import Event
from .flow import (
    ChoicesByUnit,
    apply,
    apply_ahead,
    iter_legal_choices,
    legal_choices,
    legal_choices_by_unit,
    legal_choices_of,
    pending,
    settle,
)
from .setup import begin_activation
from .state import LeaderState, Position, SideState, UnitState


class GameState(Position):
    """A position you can play from: `pending()`, `legal_choices()`, `apply(choice)` (python-chess's board)."""

    def pending(self) -> Decision:
        """Who must decide now, and what kind of decision it is (a die to roll is a decision too)."""
        return pending(self)

    def legal_choices(self) -> list[Choice]:
        """Every legal choice for the pending decision (one per distinct outcome); empty once the game is over."""
        return legal_choices(self)

    def iter_legal_choices(self) -> Iterator[Choice]:
        """`legal_choices()` one at a time, in the same order; in D.1/D.5 each unit's moves are searched only
        when reached."""
        return iter_legal_choices(self)

    def legal_choices_of(self, counter_id: str) -> list[Choice]:
        """The legal choices in which this unit or leader acts (`flow.actors`), in `legal_choices()`' order;
        in D.1/D.5 without searching any other unit's moves."""
        return legal_choices_of(self, counter_id)

    def legal_choices_by_unit(self) -> ChoicesByUnit:
        """The legal choices grouped by the counter acting first in them ("" for 'end' and rolls), each group
        computed when asked for (a Mapping)."""
        return legal_choices_by_unit(self)

    def apply(self, choice: Choice | str) -> tuple[GameState, tuple[Event, ...]]:
        """The next state and what happened. An illegal choice raises IllegalChoice; this state is unchanged."""
        return apply(self, choice)  # type: ignore[return-value]

    def apply_ahead(self, choice: Choice) -> GameState:
        """`apply(choice)`'s state for a look-ahead valuing positions by their counters: no events, and it may
        stop where only markers change up to the next decision (`flow.apply_ahead`); `pending()` and the rest
        settle it on."""
        return apply_ahead(self, choice)  # type: ignore[return-value]


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
    return settle(initial_state(scenario, turn, battle))[0]
