"""Choices in words a player reads ("Anglo-Norman knights to 1315, facing N — 1 MP"), next to their notation
(choices.py), and the group a choice belongs to (whose counter, which kind of choice), so the editor's
decision panel, the CLI and the play log can list hundreds of legal choices by unit rather than as raw text.
"""

from __future__ import annotations

from typing import Any

from rules.i18n import N_, _, and_list, ngettext

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

# The kind of each choice, as the decision panel's second level names it (plural: "moves", "charges"); in
# English here, in the reader's language from `group`.
KINDS = {
    Move: N_("moves"), Disengage: N_("disengagements"), Exit: N_("exits"), Charge: N_("charges"), Fire: N_("fire"),
    Declare: N_("mêlée declarations"), Melee: N_("mêlées"), CounterCharge: N_("counter-charges"),
    Retreat: N_("retreats"), Rout: N_("rout moves"), Advance: N_("advances"), Rest: N_("rests"),
    Face: N_("facings"), Place: N_("placements"), Activate: N_("leaders"), Roll: N_("dice"),
    EndStep: N_("the step"), Pass: N_("the step"), Dispersion: N_("the step"),
}
GENERAL = ""  # the group of choices that belong to no counter (end, pass, a roll)


def name_of(state: Position, counter_id: str) -> str:
    """A counter's printed name (its id when it has none)."""
    info = state.battle.units.get(counter_id) or state.battle.leaders.get(counter_id)
    return (info.model.name if info is not None and info.model.name else counter_id)


def _names(state: Position, ids: tuple[str, ...]) -> str:
    return and_list(name_of(state, i) for i in ids)


def _facing(state: Position, facing: int | None) -> str:
    return "" if facing is None else _(", facing {facing}").format(facing=state.grid.facing_names[facing])


def _stack_at(state: Position, h) -> str:
    units = [us.id for us in state.units_at(h)] if h is not None else []
    if units:
        return _("{units} in {hex}").format(units=_names(state, tuple(units)), hex=state.label(h))
    return _("the stack in {hex}").format(hex=state.label(h))


def group(choice: Any) -> tuple[tuple[str, ...], str]:
    """Whose choice it is (the counters it names first, () for none) and its kind, in words."""
    kind = _(KINDS[type(choice)]) if type(choice) in KINDS else type(choice).__name__.lower()
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
    extra = _(" (the one-hex move, 8.1)") if out.minimum else ""
    return _(" — {mp} MP").format(mp="/".join(map(str, costs))) + extra


def _move(state: Position, c: Move) -> str:
    who = _names(state, c.ids)
    lab = state.label
    where = ""
    if c.path:
        end = c.path[-1]
        if c.enter and len(c.path) > 1:
            where = _("comes on at {hex} and moves to {end}").format(hex=lab(c.path[0]), end=lab(end))
        elif c.enter:
            where = _("comes on at {hex}").format(hex=lab(c.path[0]))
        elif len(c.path) == 1:
            where = _("turns in {hex}").format(hex=lab(end))
        else:
            where = _("to {hex}").format(hex=lab(end))
    if c.change in ("mount", "dismount"):
        verb = _("mounts") if c.change == "mount" else _("dismounts")
        text = _("{who} {verb}, then {where}").format(who=who, verb=verb, where=where) if where else f"{who} {verb}"
    else:
        text = f"{who} {where}" if where else who
    under = _(" (beneath the stack there)") if c.under else ""
    return f"{text}{_facing(state, c.facing)}{under}{_mp(state, c)}"


def describe(choice: Any, state: Position) -> str:
    """One choice in plain words; its notation for anything this module does not know."""
    lab, n = state.label, (lambda ids: _names(state, tuple(ids)))
    match choice:
        case Move():
            return _move(state, choice)
        case EndStep():
            return _("End this step")
        case Pass():
            return _("Pass (decline what is offered)")
        case Dispersion():
            return _("Disperse: the third charge of the pursuit (10.9)")
        case Roll():
            return _("The die reads {faces}").format(faces="+".join(map(str, choice.faces)))
        case Disengage():
            return _("{who} disengages to {hex} (8.3)").format(who=n(choice.ids), hex=lab(choice.to))
        case Exit():
            return _("{who} leaves the map by the {edge} edge").format(who=n(choice.ids), edge=choice.edge)
        case Charge():
            return _("{who} charges {target} from {hex}").format(
                who=n([choice.unit]), target=_stack_at(state, choice.target), hex=lab(choice.path[-1]))
        case Fire():
            return ngettext("{who} fires at {target}", "{who} fire at {target}", len(choice.firers)).format(
                who=n(choice.firers), target=_stack_at(state, choice.target))
        case Declare():
            return _("{who} will initiate a mêlée (D.3)").format(who=n([choice.unit]))
        case Melee():
            return ngettext("{who} attacks {defenders} in mêlée", "{who} attack {defenders} in mêlée",
                            len(choice.attackers)).format(who=n(choice.attackers), defenders=n(choice.defenders))
        case CounterCharge():
            return _("{who} counter-charges {charger} (10.3)").format(who=n([choice.unit]),
                                                                      charger=n([choice.charger]))
        case Retreat():
            return _("{who} retreats to {hex}").format(who=n(choice.ids), hex=lab(choice.to)) + _facing(
                state, choice.facing)
        case Advance():
            return _("{who} advances to {hex}").format(who=n(choice.ids), hex=lab(choice.to)) + _facing(
                state, choice.facing)
        case Rout():
            hexes = len(choice.path) - 1 + choice.off
            if choice.off:
                text = ngettext("{who} routs off the map ({n} hex)", "{who} routs off the map ({n} hexes)", hexes)
                return text.format(who=n(choice.ids), n=hexes)
            text = ngettext("{who} routs to {hex} ({n} hex)", "{who} routs to {hex} ({n} hexes)", hexes)
            return text.format(who=n(choice.ids), hex=lab(choice.path[-1]), n=hexes)
        case Rest():
            return _("{who} rests (au repos, 11.2)").format(who=n([choice.unit]))
        case Face():
            return _("{who} faces {facing}").format(who=n(choice.ids), facing=state.grid.facing_names[choice.facing])
        case Place():
            return _("{who} is placed in {hex} (7.6)").format(who=n([choice.leader]), hex=lab(choice.hex))
        case Activate():
            text = {"activate": _("Activate {leader}"), "next": _("Name next: {leader}"),
                    "inactive": _("Make inactive: {leader}")}[choice.how]
            return text.format(leader=n([choice.leader]))
    notation = getattr(choice, "notation", None)
    return notation(state.grid) if callable(notation) else str(choice)
