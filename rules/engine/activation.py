"""The steps of a leader's activation (6.D) as decisions: what is pending, the legal choices, applying one.

This engine plays D.1 (movement of the active leader and his in-command units, charge moves) and D.5
(out-of-command movement, 7.4). D.2–D.4 (fire, mêlée declaration and resolution) are pending decisions whose
only choice so far is `end`; the combat issue fills them in. When D.5 ends the activation is over; choosing
the next leader belongs to the full turn.

`legal_choices` lists one choice per distinct outcome: for each end (hex, facing) one path (`reachable`'s);
`apply` accepts any other legal path to the same end as well.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

from rules.hexgrid import Hex

from .charge import charge_run, check_charge
from .choices import Charge, Choice, Decision, Disengage, EndStep, IllegalChoice, Move, parse_choice
from .events import ChargeDeclared, Disengaged, Event, LeaderMoved, MountChanged, Moved, RestEnded, Routed, StepEnded
from .movement import check_disengage, check_path, entering, movers, reachable
from .state import STEPS, GameState, LeaderState, UnitState

STEP_KINDS = {
    "D1": "movement",
    "D2": "ranged_fire",
    "D3": "melee_declaration",
    "D4": "melee",
    "D5": "out_of_command_movement",
}
NOT_YET = "fire and mêlée are not in this engine yet: the only choice is 'end'"


def pending(state: GameState) -> Decision:
    if state.phase != "D" or state.active_leader is None or state.step is None:
        return Decision(None, "next_activation", note="choosing the next leader to activate belongs to the full "
                        "turn, not in this engine yet")
    side = state.side_of(state.active_leader)
    note = NOT_YET if state.step in ("D2", "D3", "D4") else ""
    return Decision(side, STEP_KINDS[state.step], state.active_leader, state.step, note)


# ---------------------------------------------------------------------------------------------------------
# Legal choices


def _may_move(state: GameState, unit_id: str, step: str) -> bool:
    us = state.unit(unit_id)
    if unit_id not in state.acting or us.moved or us.routed or us.condition == "eliminated":
        return False
    if us.hex is None and not entering(state, unit_id):
        return False
    return us.out_of_command == (step == "D5")


def _moves_from(state: GameState, ids: tuple[str, ...], change: str | None = None) -> list[Choice]:
    out: list[Choice] = []
    try:
        found = reachable(state, ids, change)
    except IllegalChoice:
        return out
    is_leader = ids[0] in state.battle.leaders
    enter = not is_leader and entering(state, ids[0])
    for (h, f), r in sorted(found.items(), key=lambda kv: (state.grid.label(kv[0][0]), kv[0][1] or 0)):
        if r.how == "disengage":
            out.append(Disengage(ids, h))
            continue
        out.append(Move(ids, r.path, f, False, change, enter))
        if not is_leader and any(u.id not in ids for u in state.units_at(h)):
            out.append(Move(ids, r.path, f, True, change, enter))
    return out


def legal_choices(state: GameState) -> list[Choice]:
    decision = pending(state)
    if decision.step is None:
        return []
    if decision.step in ("D2", "D3", "D4"):
        return [EndStep()]
    step = decision.step
    out: list[Choice] = []
    movable = sorted(u for u in state.acting if _may_move(state, u, step))
    for uid in movable:
        out += _moves_from(state, (uid,))
        if step == "D1":
            run = charge_run(state, uid)
            if not isinstance(run, str):
                out.append(Charge(uid, run.path, run.target))
            for change in ("mount", "dismount"):
                if _mount_problem(state, uid, change) is None:
                    out.append(Move((uid,), (), None, False, change))
                    out += [c for c in _moves_from(state, (uid,), change) if isinstance(c, Move)]
    by_hex: dict[Hex, list[str]] = {}
    for uid in movable:
        h = state.unit(uid).hex
        if h is not None:
            by_hex.setdefault(h, []).append(uid)
    for ids in by_hex.values():
        if len(ids) >= 2:
            for order in permutations(ids):
                out += _moves_from(state, order)
    leader = state.active_leader
    if step == "D1" and leader is not None and not state.leader(leader).moved:
        out += _moves_from(state, (leader,))
    out.append(EndStep())
    return out


# ---------------------------------------------------------------------------------------------------------
# Applying a choice


def apply(state: GameState, choice: Choice | str) -> tuple[GameState, tuple[Event, ...]]:
    if isinstance(choice, str):
        choice = parse_choice(choice, state)
    decision = pending(state)
    if decision.step is None:
        raise IllegalChoice("no activation is in progress: " + decision.note)
    if isinstance(choice, EndStep):
        return _end_step(state)
    if decision.step in ("D2", "D3", "D4"):
        raise IllegalChoice(f"step {decision.step}: {NOT_YET}")
    if isinstance(choice, Move):
        return _apply_move(state, choice, decision.step)
    if isinstance(choice, Disengage):
        return _apply_disengage(state, choice, decision.step)
    if isinstance(choice, Charge):
        return _apply_charge(state, choice, decision.step)
    raise IllegalChoice(f"{type(choice).__name__} is not a choice of step {decision.step}")


def _end_step(state: GameState) -> tuple[GameState, tuple[Event, ...]]:
    i = STEPS.index(state.step)  # type: ignore[arg-type]
    if i + 1 < len(STEPS):
        nxt = STEPS[i + 1]
        return replace(state, step=nxt), (StepEnded(state.step, nxt),)  # type: ignore[arg-type]
    return (replace(state, step=None, active_leader=None, acting=frozenset()),
            (StepEnded(state.step, None),))  # type: ignore[arg-type]


def _check_may_act(state: GameState, ids: tuple[str, ...], step: str, verb: str) -> None:
    """Whose decision it is, whether these counters are activated and have not moved (6.D, 7.2–7.4, 12.2.3)."""
    side = state.side_of(state.active_leader)  # type: ignore[arg-type]
    leader = state.active_leader
    for i in ids:
        owner = state.side_of(i)
        if owner != side:
            raise IllegalChoice(f"{i} belongs to {owner}, but the pending decision is {side}'s ({leader}'s "
                                "activation)")
        if i in state.battle.leaders:
            if i != leader:
                raise IllegalChoice(f"only the active leader moves in his activation (7.1); {leader} is active, "
                                    f"not {i}")
            if step != "D1":
                raise IllegalChoice("the leader moves in D.1 (6.D)")
            if state.leader(i).moved:
                raise IllegalChoice(f"{i} has already moved in this activation")
            continue
        us = state.unit(i)
        if i not in state.acting:
            raise IllegalChoice(f"{i} is not activated by {leader} (7.2: his banner, and for the army commander "
                                "the units of his army within his radius)")
        if us.condition == "eliminated":
            raise IllegalChoice(f"{i} has been eliminated")
        if us.moved:
            raise IllegalChoice(f"{i} has already moved in this activation (8.1: one move per unit)")
        if us.routed:
            raise IllegalChoice(f"{i} is routed: routed units move only in Phase E (12.2.3)")
        if step == "D1" and us.out_of_command:
            raise IllegalChoice(f"{i} is out of command: it may only {verb} in D.5, toward its leader (7.4)")
        if step == "D5" and not us.out_of_command:
            raise IllegalChoice(f"{i} is in command: it moves in D.1; D.5 is for out-of-command units (7.4)")


def _mount_problem(state: GameState, unit_id: str, change: str) -> str | None:
    """8.4 and R19: before moving, not routed, not next to an enemy, within the side's markers."""
    us, info = state.unit(unit_id), state.unit_info(unit_id)
    if not info.can_change_mount:
        return f"{unit_id} has no dismounted values on its counter: it cannot {change} (8.4)"
    if change == "mount" and us.mounted:
        return f"{unit_id} is already mounted"
    if change == "dismount" and not us.mounted:
        return f"{unit_id} is already on foot"
    if us.routed:
        return f"{unit_id} is routed: routed units cannot mount or dismount (8.4)"
    if us.out_of_command:
        return f"{unit_id} is out of command: it may only move toward its leader or stay (7.4)"
    if us.hex is None:
        return f"{unit_id} is not on the map"
    if state.adjacent_enemies(unit_id, us.hex):
        return f"{unit_id} is next to an enemy unit: no mounting or dismounting there (8.4 clarification)"
    left = state.side(state.side_of(unit_id)).mount_markers
    if left < state.battle.number("mount_markers_per_change"):
        return f"the {state.side_of(unit_id)} have no mount/dismount marker left (8.4)"
    return None


def _apply_move(state: GameState, choice: Move, step: str) -> tuple[GameState, tuple[Event, ...]]:
    ids = choice.ids
    _check_may_act(state, ids, step, choice.change or "move")
    events: list[Event] = []
    if choice.change is not None:
        if step != "D1":
            raise IllegalChoice("mounting and dismounting come before movement in D.1 (8.4)")
        problem = _mount_problem(state, ids[0], choice.change)
        if problem:
            raise IllegalChoice(problem)
    leader = ids[0] in state.battle.leaders
    if not leader and choice.enter != entering(state, ids[0]):
        raise IllegalChoice(f"{ids[0]} is " + ("off the map: write 'enter'" if not choice.enter else
                                                "on the map: 'enter' is for reinforcements coming on (R29)"))
    mv = movers(state, ids, choice.change)
    start = state.leader(ids[0]).hex if leader else state.unit(ids[0]).hex
    if choice.change is not None and not choice.path:
        if choice.under:
            raise IllegalChoice("'under' is for a unit joining a stack")
        us = state.unit(ids[0])
        new, ev = _mount(state, us, choice.change)
        return new, (ev,)
    outcome = check_path(state, mv, choice.path, choice.facing)
    if leader:
        ls = state.leader(ids[0])
        new = state.with_leaders([replace(ls, hex=choice.path[-1], moved=True)])
        return new, (LeaderMoved(ls.id, choice.path, outcome.costs[0]),)
    new = state
    if choice.change is not None:
        new, ev = _mount(new, new.unit(ids[0]), choice.change)
        events.append(ev)
    new, more = _place(new, ids, start, choice.path, outcome.facing, choice.under)  # type: ignore[arg-type]
    events.append(Moved(ids, choice.path, outcome.facing, outcome.costs, outcome.minimum,  # type: ignore[arg-type]
                        entered=choice.enter))
    events += more
    return new, tuple(events)


def _mount(state: GameState, us: UnitState, change: str) -> tuple[GameState, MountChanged]:
    side = state.side(state.side_of(us.id))
    left = side.mount_markers - state.battle.number("mount_markers_per_change")
    new = state.with_units([replace(us, mounted=change == "mount", moved=True, resting=False)])
    new = new.with_side(replace(side, mount_markers=left))
    return new, MountChanged(us.id, change == "mount", left)


def _place(state: GameState, ids: tuple[str, ...], start: Hex | None, path: tuple[Hex, ...], facing: int,
           under: bool) -> tuple[GameState, list[Event]]:
    """Put the moved units at the end of their path with their facing and stack order (5.2.3, 5.2.4), mark
    them moved, take off resting markers (11.2), and carry leaders along in the army commander's
    activation (7.1 exception)."""
    end = path[-1]
    events: list[Event] = []
    residents = [u for u in state.units_at(end) if u.id not in ids]
    if under and not residents:
        raise IllegalChoice("'under' is for a unit joining a stack; there is none at the end of the path")
    order = [*residents, *ids] if under else [*ids, *residents]
    changed: dict[str, UnitState] = {}
    for pos, item in enumerate(order):
        uid = item if isinstance(item, str) else item.id
        us = changed.get(uid) or state.unit(uid)
        if isinstance(item, str):
            if us.resting:
                events.append(RestEnded(uid))
            us = replace(us, hex=end, facing=facing, moved=True, resting=False)
        changed[uid] = replace(us, stack=pos)
    if start is not None and start != end:
        left = [u for u in state.units_at(start) if u.id not in ids]
        for pos, u in enumerate(left):
            changed[u.id] = replace(changed.get(u.id, u), stack=pos)
    new = state.with_units(changed.values())
    new, carried = _carry_leaders(new, ids, start, path)
    return new, events + carried


def _carry_leaders(state: GameState, ids: tuple[str, ...], start: Hex | None,
                   path: tuple[Hex, ...]) -> tuple[GameState, list[Event]]:
    """7.1 exception: a unit not of the army commander's banner that he activates takes the leader stacked
    with it along. In a banner leader's activation the army commander stays (HU 2014 reading of 7.1)."""
    active = state.active_leader
    if start is None or active is None or not state.is_army_commander(active):
        return state, []
    b = state.battle
    banner = b.leaders[active].model.banner
    if all(b.units[i].banner == banner for i in ids):
        return state, []
    moved: list[LeaderState] = []
    events: list[Event] = []
    for ls in state.leaders_at(start):
        if ls.id == active:
            continue
        moved.append(replace(ls, hex=path[-1], moved=True))
        events.append(LeaderMoved(ls.id, path, None, with_unit=ids[0]))
    return state.with_leaders(moved), events


def _apply_disengage(state: GameState, choice: Disengage, step: str) -> tuple[GameState, tuple[Event, ...]]:
    ids = choice.ids
    if any(i in state.battle.leaders for i in ids):
        raise IllegalChoice("leaders do not disengage; they move freely (8.1 exception)")
    _check_may_act(state, ids, step, "disengage")
    mv = movers(state, ids)
    start = state.unit(ids[0]).hex
    outcome = check_disengage(state, mv, choice.to)
    new, more = _place(state, ids, start, (start, choice.to), outcome.facing, False)  # type: ignore[arg-type]
    return new, (Disengaged(ids, (start, choice.to)), *more)  # type: ignore[arg-type]


def _apply_charge(state: GameState, choice: Charge, step: str) -> tuple[GameState, tuple[Event, ...]]:
    if step != "D1":
        raise IllegalChoice("charges are determined in D.1 (6.D, 10.2)")
    if choice.unit in state.battle.leaders:
        raise IllegalChoice("leaders do not charge (10.2)")
    _check_may_act(state, (choice.unit,), step, "charge")
    run = check_charge(state, choice)
    us = state.unit(choice.unit)
    new, more = _place(state, (choice.unit,), us.hex, run.path, us.facing, False)
    events: list[Event] = [ChargeDeclared(run.unit, run.path, run.target, run.targets, run.cost), *more]
    charger = new.unit(run.unit)
    changed = [replace(charger, charging=run.targets)]
    changed += [replace(new.unit(t), charged=True) for t in run.targets]
    for uid in run.passed:
        changed.append(replace(new.unit(uid), condition="routed"))
        events.append(Routed(uid, f"charged through by {run.unit} (10.2)"))
    return new.with_units(changed), tuple(events)
