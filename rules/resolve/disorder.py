"""The disorganisation ladders (R25; 10.7, 11, 12.1, 12.2) as pure state transitions.

A unit is fresh or fatigued, and valiant, discouraged, routed or eliminated (2.3). A result (D, Dr, R, F of
the mêlée table; discourage and rout of the fire table; one extra level of 10.7) moves it on its ladder and
may owe a movement, which the state machine carries out on the board:

=================  =========================================================================================
result             ladder (R25)
=================  =========================================================================================
D / discourage     valiant → discouraged; discouraged & fresh → fatigued (still discouraged); discouraged &
                   fatigued → routed (2-hex rout retreat, eliminated if impossible); routed → 2-hex rout move
                   (an extra level, so elimination, if impossible) (12.1, 12.2.3)
Dr / rout          valiant or discouraged → routed (2-hex rout retreat, eliminated if impossible); routed →
                   eliminated (12.1, 12.2.1, 12.2.3)
R                  retreat 1 hex (an extra level if impossible); a routed unit moves 1 hex toward its rout
                   edge (an extra level, so elimination, if impossible) (10.7, 12.2.3)
extra level        valiant → discouraged → routed (2-hex rout retreat, eliminated if impossible) →
                   eliminated (10.7: retreat impossible, or a retreat into a front hex)
F                  fresh → fatigued; a fatigued unit stays fatigued (11)
=================  =========================================================================================

Artillery (R24): an R or a rout (Dr, fire rout) eliminates it (9.3, 10.6; 2018 10.7: it never retreats).
**Open question:** artillery that would become routed any other way (a D while discouraged and fatigued, an
extra level while discouraged) is eliminated too: it cannot make the rout retreat (reading of 9.3 and 10.7).

Moves are nominal: the transition says what is owed and what happens if it cannot be done (``blocked``).
Results of one mêlée are applied in the printed order (10.6): ``apply_all`` runs them on the assumption that
every move succeeds; when a move fails, call ``blocked`` and apply the remaining results to its state
(12.2.1 clarification: a Dr + R unit eliminated after the Dr never takes the R).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Literal

from rules.i18n import N_, _
from rules.tables import Tables

from .records import fast_inits

State = Literal["valiant", "discouraged", "routed", "eliminated"]
MoveKind = Literal["retreat", "rout_retreat", "rout_move"]
Fallback = Literal["extra_level", "eliminated"]

# Result names: the mêlée table's codes, the fire table's outcomes, and the extra level of 10.7.
RESULTS = ("D", "Dr", "R", "F", "discourage", "rout", "extra_level")
_ALIASES = {"discourage": "D", "rout": "Dr"}


@dataclass(frozen=True)
class UnitCondition:
    """Fatigue (2.3.1) and disorganisation (2.3.2) of one unit."""

    fatigued: bool = False
    disorder: State = "valiant"

    def __post_init__(self) -> None:
        if self.disorder not in ("valiant", "discouraged", "routed", "eliminated"):
            raise ValueError(_("unknown disorganisation level {level}").format(level=repr(self.disorder)))

    @property
    def eliminated(self) -> bool:
        return self.disorder == "eliminated"

    def __str__(self) -> str:
        if self.eliminated:
            return "eliminated"
        return f"{'fatigued' if self.fatigued else 'fresh'}, {self.disorder}"


@dataclass(frozen=True)
class Move:
    """A movement owed after a result.

    retreat: 1 hex, any direction, not through friendly units, one hexside of facing change (10.7);
    rout_retreat: 2 hexes straight toward the rout edge on becoming routed (12.2.1);
    rout_move: a routed unit's further move toward its rout edge (12.2.3).
    if_impossible: extra_level (take ``blocked``) or eliminated.
    """

    kind: MoveKind
    hexes: int
    toward_rout_edge: bool
    if_impossible: Fallback
    rule: str


@dataclass(frozen=True)
class Transition:
    """One result applied to one unit: before, after, the move owed, the rule, and the words for the log."""

    result: str
    before: UnitCondition
    after: UnitCondition
    move: Move | None
    rule: str
    text: str
    artillery: bool = False

    @property
    def eliminated(self) -> bool:
        return self.after.eliminated


_conditions: dict[tuple[bool, str], UnitCondition] = {}


def condition(fatigued: bool, disorder: State) -> UnitCondition:
    """`UnitCondition(fatigued, disorder)`: the eight conditions are made once and shared (issue #30: a
    combat's look-ahead applies thousands of results). An unknown level raises as the constructor does."""
    if type(fatigued) is not bool:  # 1 == True: only a bool finds its shared record
        return UnitCondition(fatigued, disorder)
    got = _conditions.get((fatigued, disorder))
    if got is None:
        got = _conditions[(fatigued, disorder)] = UnitCondition(fatigued, disorder)
    return got


def _retreat(tables: Tables) -> Move:
    return Move("retreat", tables.number("retreat_hexes"), False, "extra_level", "10.7")


def _rout_retreat(tables: Tables) -> Move:
    return Move("rout_retreat", tables.number("rout_retreat_hexes"), True, "eliminated", "12.2.1")


def apply(
    state: UnitCondition, result: str, tables: Tables, *, artillery: bool = False, source: str = "melee"
) -> Transition:
    """Apply one result to a unit's state (R25). ``source`` is ``melee`` or ``fire`` (for the citations)."""
    if result not in RESULTS:
        raise ValueError(_("unknown result {result}; known: {known}").format(result=repr(result),
                                                                           known=", ".join(RESULTS)))
    code = _ALIASES.get(result, result)
    before = state
    if state.eliminated:
        return Transition(result, before, before, None, "", N_("already eliminated"), artillery)

    def to(
        disorder: State | None = None, *, fatigued: bool | None = None, move: Move | None = None, rule: str, text: str
    ) -> Transition:
        after = condition(state.fatigued if fatigued is None else fatigued,
                          disorder if disorder is not None else state.disorder)
        return Transition(result, before, after, move, rule, text, artillery)

    def eliminated(rule: str, text: str) -> Transition:
        return to("eliminated", rule=rule, text=text)

    if code == "F":
        if state.fatigued:
            return to(rule="11", text=N_("already fatigued: no further effect"))
        return to(fatigued=True, rule="11", text=N_("fatigued (turned to its back)"))

    if artillery and code == "R":
        return eliminated("10.6, 10.7 (artillery never retreats); R24", N_("artillery eliminated (retreat)"))
    if artillery and code == "Dr":
        rule = "9.3 (artillery routed by fire is eliminated); R24" if source == "fire" else "10.6; R24"
        return eliminated(rule, N_("artillery eliminated (rout)"))

    if code == "D":
        if state.disorder == "valiant":
            return to("discouraged", rule="12.1; R25", text=N_("discouraged"))
        if state.disorder == "discouraged" and not state.fatigued:
            return to(
                fatigued=True, rule="12.1 (discouraged and fresh: fatigued); R25",
                text=N_("fatigued, still discouraged"),
            )
        if state.disorder == "discouraged":
            if artillery:
                return eliminated(
                    "12.1, 9.3, 10.7 (open question: artillery cannot rout); R24, R25",
                    N_("artillery eliminated (would rout)"),
                )
            return to(
                "routed",
                move=_rout_retreat(tables),
                rule="12.1 (discouraged and fatigued: routs), 12.2.1; R25",
                text=N_("routed"),
            )
        move = Move("rout_move", tables.number("routed_discouraged_retreat_hexes"), True, "extra_level", "12.2.3")
        return to(
            move=move,
            rule="12.2.3 (routed + discouraged: two more hexes, still routed); R25",
            text=N_("still routed, rout move"),
        )

    if code == "Dr":
        if state.disorder in ("valiant", "discouraged"):
            rule = "12.2.1; 12.1 (a discouraged unit is routed, not eliminated); R25"
            return to("routed", move=_rout_retreat(tables), rule=rule, text=N_("routed"))
        return eliminated("12.2.3 (routed + rout: eliminated); R25", N_("eliminated (routed again)"))

    if code == "R":
        if state.disorder == "routed":
            move = Move("rout_move", tables.number("routed_retreat_hexes"), True, "extra_level", "12.2.3")
            return to(
                move=move,
                rule="12.2.3 (routed + R: one hex toward the rout edge); R25",
                text=N_("one hex toward the rout edge"),
            )
        return to(move=_retreat(tables), rule="10.7; R25", text=N_("retreats one hex"))

    # extra level (10.7)
    if state.disorder == "valiant":
        return to(
            "discouraged", rule="10.7 (extra level: valiant → discouraged); R25", text=N_("discouraged (extra level)")
        )
    if state.disorder == "discouraged":
        if artillery:
            return eliminated(
                "10.7, 9.3 (open question: artillery cannot rout); R24, R25", N_("artillery eliminated (would rout)")
            )
        return to(
            "routed",
            move=_rout_retreat(tables),
            rule="10.7 (extra level: discouraged → routed), 12.2.1; R25",
            text=N_("routed (extra level)"),
        )
    return eliminated("10.7, 12.2.3 (extra level: routed → eliminated); R25", N_("eliminated (extra level)"))


def blocked(transition: Transition, tables: Tables) -> Transition:
    """The owed move of ``transition`` cannot be made: the extra level(s) of 10.7 / 12.2.3, or elimination."""
    move = transition.move
    if move is None:
        raise ValueError(_("this result owes no move"))
    state = transition.after
    if move.if_impossible == "eliminated":
        rule = f"{move.rule} (no hex after the rout retreat: eliminated); R25"  # worded by text.rule_text
        after = replace(state, disorder="eliminated")
        return Transition("blocked", state, after, None, rule, N_("eliminated (no way out)"), transition.artillery)
    last = transition
    for _level in range(tables.number("retreat_blocked_extra_levels")):
        last = apply(last.after, "extra_level", tables, artillery=transition.artillery)
        if last.eliminated or last.move is not None:
            break
    return replace(last, before=state, result="blocked")


def apply_all(
    state: UnitCondition, results: Iterable[str], tables: Tables, *, artillery: bool = False, source: str = "melee"
) -> tuple[Transition, ...]:
    """Apply results in the printed order (10.6), assuming every owed move is made; stops at elimination."""
    out: list[Transition] = []
    for result in results:
        t = apply(state, result, tables, artillery=artillery, source=source)
        out.append(t)
        state = t.after
        if state.eliminated:
            break
    return tuple(out)


def final_state(transitions: Iterable[Transition], start: UnitCondition) -> UnitCondition:
    state = start
    for t in transitions:
        state = t.after
    return state


@dataclass(frozen=True)
class PassThrough:
    """A friendly unit passed through by a routing unit (12.2.2, 12.2.3) or by a charger (10.2)."""

    unit_id: str
    tested: bool  # a d10 was rolled (not for an already routed unit, nor for a charge)
    routs: bool  # it routs now (12.2.1), or, already routed, makes its rout move
    rule: str


def pass_through(
    unit_id: str,
    state: UnitCondition,
    quality: int,
    tables: Tables,
    die: int | None = None,
    *,
    by_charge: bool = False,
) -> PassThrough:
    """12.2.3: a routing unit passes through a friendly unit: d10 > its quality (the face in force) → it routs
    too and makes its rout move after the first one; an already routed unit makes its rout move without a test.
    10.2: a unit passed through by a friendly charge routs at once. (A unit that passed through it is not
    tested again when it passes back: the state machine keeps that memory.)"""
    if state.eliminated:
        raise ValueError(_("{unit} is eliminated").format(unit=unit_id))
    if by_charge:
        return PassThrough(unit_id, False, True, "10.2 (passed through by a friendly charge: routed); R21")
    if state.disorder == "routed":
        return PassThrough(unit_id, False, True, "12.2.3 (already routed: rout move, no test)")
    if die is None:
        raise ValueError(_("the pass-through test needs the d10"))
    faces = range(tables.number("d10_min"), tables.number("d10_max") + 1)
    if die not in faces:
        raise ValueError(_("a d10 reads {low}..{high}, not {die}").format(low=faces.start, high=faces.stop - 1,
                                                                          die=die))
    return PassThrough(unit_id, True, die > quality, "12.2.2, 12.2.3 (d10 > quality: routs)")


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
