"""Choices in words a player reads ("Anglo-Norman knights to 1315, facing N — 1 MP"), next to their notation
(choices.py), and the group a choice belongs to (whose counter, which kind of choice), so the editor's
decision panel, the CLI and the play log can list hundreds of legal choices by unit rather than as raw text.
"""

from __future__ import annotations

from typing import Any

from .choices import (
    Activate,
    Advance,
    Charge,
    CounterCharge,
    Declare,
    Disengage,
    Dispersion,
    EndStep,
    Exit,
    Face,
    Fire,
    Melee,
    Move,
    Pass,
    Place,
    Rest,
    Retreat,
    Roll,
    Rout,
)
from .choices import IllegalChoice as _Illegal
from .movement import check_path, movers
from .state import Position

# The kind of each choice, as the decision panel's second level names it (plural: "moves", "charges").
KINDS = {
    Move: "moves", Disengage: "disengagements", Exit: "exits", Charge: "charges", Fire: "fire",
    Declare: "mêlée declarations", Melee: "mêlées", CounterCharge: "counter-charges", Retreat: "retreats",
    Rout: "rout moves", Advance: "advances", Rest: "rests", Face: "facings", Place: "placements",
    Activate: "leaders", Roll: "dice", EndStep: "the step", Pass: "the step", Dispersion: "the step",
}
GENERAL = ""  # the group of choices that belong to no counter (end, pass, a roll)


def name_of(state: Position, counter_id: str) -> str:
    """A counter's printed name (its id when it has none)."""
    info = state.battle.units.get(counter_id) or state.battle.leaders.get(counter_id)
    return (info.model.name if info is not None and info.model.name else counter_id)


def _names(state: Position, ids: tuple[str, ...]) -> str:
    names = [name_of(state, i) for i in ids]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _facing(state: Position, facing: int | None) -> str:
    return "" if facing is None else f", facing {state.grid.facing_names[facing]}"


def _stack_at(state: Position, h) -> str:
    units = [us.id for us in state.units_at(h)] if h is not None else []
    return _names(state, tuple(units)) + f" in {state.label(h)}" if units else f"the stack in {state.label(h)}"


def group(choice: Any) -> tuple[tuple[str, ...], str]:
    """Whose choice it is (the counters it names first, () for none) and its kind, in words."""
    kind = KINDS.get(type(choice), type(choice).__name__.lower())
    for attr in ("ids", "firers", "attackers"):
        if hasattr(choice, attr):
            return tuple(getattr(choice, attr)), kind
    for attr in ("unit", "leader"):
        if hasattr(choice, attr):
            return (getattr(choice, attr),), kind
    return (), kind


def _mp(state: Position, c: Move) -> str:
    """The MP the move costs (each counter's, for a stack), or nothing when the engine refuses it."""
    if not c.path:
        return ""
    try:
        out = check_path(state, movers(state, c.ids, c.change), c.path, c.facing)
    except (_Illegal, KeyError, IndexError):
        return ""
    costs = sorted(set(out.costs))
    extra = " (the one-hex move, 8.1)" if out.minimum else ""
    return f" — {'/'.join(map(str, costs))} MP{extra}"


def _move(state: Position, c: Move) -> str:
    who = _names(state, c.ids)
    lab = state.label
    where = ""
    if c.path:
        end = c.path[-1]
        if c.enter:
            where = f" comes on at {lab(c.path[0])}" + (f" and moves to {lab(end)}" if len(c.path) > 1 else "")
        elif len(c.path) == 1:
            where = f" turns in {lab(end)}"
        else:
            where = f" to {lab(end)}"
    verb = {"mount": " mounts", "dismount": " dismounts"}.get(c.change or "", "")
    if verb and where:
        verb += ", then"
    under = " (beneath the stack there)" if c.under else ""
    return f"{who}{verb}{where}{_facing(state, c.facing)}{under}{_mp(state, c)}"


def describe(choice: Any, state: Position) -> str:
    """One choice in plain words; its notation for anything this module does not know."""
    lab, n = state.label, (lambda ids: _names(state, tuple(ids)))
    match choice:
        case Move():
            return _move(state, choice)
        case EndStep():
            return "End this step"
        case Pass():
            return "Pass (decline what is offered)"
        case Dispersion():
            return "Disperse: the third charge of the pursuit (10.9)"
        case Roll():
            return f"The die reads {'+'.join(map(str, choice.faces))}"
        case Disengage():
            return f"{n(choice.ids)} disengages to {lab(choice.to)} (8.3)"
        case Exit():
            return f"{n(choice.ids)} leaves the map by the {choice.edge} edge"
        case Charge():
            return f"{n([choice.unit])} charges {_stack_at(state, choice.target)} from {lab(choice.path[-1])}"
        case Fire():
            return f"{n(choice.firers)} fire{'s' * (len(choice.firers) == 1)} at {_stack_at(state, choice.target)}"
        case Declare():
            return f"{n([choice.unit])} will initiate a mêlée (D.3)"
        case Melee():
            return f"{n(choice.attackers)} attack{'s' * (len(choice.attackers) == 1)} {n(choice.defenders)} in mêlée"
        case CounterCharge():
            return f"{n([choice.unit])} counter-charges {n([choice.charger])} (10.3)"
        case Retreat():
            return f"{n(choice.ids)} retreats to {lab(choice.to)}{_facing(state, choice.facing)}"
        case Advance():
            return f"{n(choice.ids)} advances to {lab(choice.to)}{_facing(state, choice.facing)}"
        case Rout():
            end = "off the map" if choice.off else f"to {lab(choice.path[-1])}"
            return f"{n(choice.ids)} routs {end} ({len(choice.path) - 1 + choice.off} hexes)"
        case Rest():
            return f"{n([choice.unit])} rests (au repos, 11.2)"
        case Face():
            return f"{n(choice.ids)} faces {state.grid.facing_names[choice.facing]}"
        case Place():
            return f"{n([choice.leader])} is placed in {lab(choice.hex)} (7.6)"
        case Activate():
            verb = {"activate": "Activate", "next": "Name next:", "inactive": "Make inactive:"}[choice.how]
            return f"{verb} {n([choice.leader])}"
    notation = getattr(choice, "notation", None)
    return notation(state.grid) if callable(notation) else str(choice)
