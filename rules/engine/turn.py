"""The turn (§6): Phase A command check and resting markers, Phase B fire in the edition's order, Phase C
initiative and the activation order, the passage from one activation to the next, Phase E rest, rally and
rout moves, the turn's end and the game's end (R1, R16, R26–R30, CSW #239).

`phase_run` does what happens on its own (returns None when a player or a die must answer); `phase_decision`
/ `phase_choices` / `phase_take` are the decisions of these phases. An activation's steps D.1–D.5 are in
`activation.py` and `combat.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.geometry.hexgrid import Hex, distance
from rules.i18n import N_, _, language
from rules.resolve import (
    RallyResolution,
    RallySituation,
    can_rally,
    first_at_equal_rating,
    resolve_initiative,
    resolve_rally,
)
from rules.resolve.text import initiative_line, rally_line
from rules.resolve.text import label as modifier_words

from . import board
from .choices import Activate, Choice, Decision, EndStep, Face, Fire, IllegalChoice, Rest, Roll
from .combat import FireTask, fire_options, why_not_fire
from .command import command_check
from .dice import D10, D6x2, check_roll, roll_choices
from .events import (
    ActivationBegun,
    ArmyCommanderChanged,
    Event,
    Faced,
    GameOver,
    InitiativeRolled,
    LeaderFate,
    LeaderNamed,
    PhaseBegun,
    Rallied,
    Rested,
    RestPlaced,
    TurnEnded,
)
from .frozen import replace
from .results import PhaseERout, captured_as_army_commander
from .setup import begin_activation
from .state import Position, TurnInfo
from .tasks import Task, decision_words, kept, pop, push
from .victory import check_sudden_death

# ---------------------------------------------------------------------------------------------------------
# Sides


def attacker(state: Position) -> str:
    """6: the scenario's attacker (the first side when none is named)."""
    for s in state.battle.scenario.sides:
        if s.role == "attacker":
            return s.id
    return state.battle.side_ids[0]


def defender(state: Position) -> str:
    a = attacker(state)
    return next((s for s in state.battle.side_ids if s != a), a)


def ac_bonus(state: Position, side: str) -> int:
    ac = state.army_commander(side)
    if ac is None or not state.leader(ac).commanding:
        return 0
    return state.leader_values(ac).bonus


# ---------------------------------------------------------------------------------------------------------
# Phase A: command, resting markers


def _start_turn(state: Position) -> tuple[Position, list[Event]]:
    """Phase A's own work: freed leaders take back their place (CSW #239), a freed army commander his army
    command too (7.5.1, R37), then the command check (7.2)."""
    events: list[Event] = [PhaseBegun("A", state.turn)]
    for ls in state.leaders:
        if not ls.freed:
            continue
        was_ac = captured_as_army_commander(state, ls.id)
        units = board.own_banner_units(state, ls.id)
        if ls.hex is not None:
            to = ls.hex
        elif units:
            to = units[0].hex
        else:
            to = None
        if to is None and not was_ac:
            state = state.with_leaders([replace(ls, freed=False, freed_at=None, status="safe", replacement=None,
                                                hex=None)])
            events.append(LeaderFate(ls.id, N_("freed, his banner gone: safe and sound"), "7.5.1"))
            continue
        side = state.side_of(ls.id)
        if was_ac and state.army_commander(side) != ls.id:  # 7.5.1 "reversing the process" (R37)
            state = state.with_side(replace(state.side(side), army_commander=ls.id))
            events.append(ArmyCommanderChanged(side, ls.id))
        if to is None:  # the army commander whose banner is gone stays, with the nearest unit of his army (7.5)
            to = board.nearest_unit_hex(state, ls.id, ls.freed_at) if ls.freed_at is not None else None
            to = to if to is not None else next((u.hex for u in board.banner_units(state, ls.id)), None)
        state = state.with_leaders([replace(ls, freed=False, freed_at=None, status="active", replacement=None,
                                            replacement_wounded=False, hex=to)])
        events.append(LeaderFate(ls.id, N_("takes back his place"), "CSW #239; R37" if was_ac else "CSW #239", to))
    state, ev = command_check(state)
    events.append(ev)
    return replace(state, info=replace(state.info, started=True)), events


def resting_candidates(state: Position, side: str, first: bool = False) -> list[str]:
    """11.2: a fatigued unit, in or out of command, not routed, not next to an enemy unit (impassable hexsides
    included), may rest; it must not already rest. `first`: stop at the first one (whether there is one)."""
    out = []
    for us in state.units:
        if not us.fatigued or us.resting or not us.on_map or us.routed:  # the rare flag first
            continue
        if board.side_of_unit(state, us.id) != side:
            continue
        # its six neighbours looked at, not the side's whole `Field` (issue #30: a look-ahead crossing into a
        # new turn built a Field for each position it reached, for the few fatigued units asked about)
        if state.adjacent_enemies(side, us.hex):  # type: ignore[arg-type]
            continue
        out.append(us.id)
        if first:
            break
    return out


def _resting_side(state: Position) -> str | None:
    for side in (attacker(state), defender(state)):
        if side not in state.info.resting_done and resting_candidates(state, side, first=True):
            return side
    return None


# ---------------------------------------------------------------------------------------------------------
# Sudden death outside an activation (R43)


@dataclass(frozen=True)
class SuddenDeathCheck(Task):
    """R43: a resolution outside an activation is complete — a Phase B fire with its retreats, rout moves,
    pass-through tests and leader checks, or a Phase E rout move with the same — and the scenario's sudden
    death is asked now. Pushed beneath the resolution's own task, it runs once everything above it is done;
    when a side's losses reach a threshold the game is over (`flow.settle` drops what is left of the agenda).
    An activation asks at its end instead (`activation.end_activation`)."""

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        return check_sudden_death(pop(state))


# ---------------------------------------------------------------------------------------------------------
# Phase B


def phase_b_steps(state: Position) -> list[tuple[str, str]]:
    """6.B: attacker's artillery, defender's artillery, then the archers in the edition's order (R1)."""
    a, d = attacker(state), defender(state)
    order = state.battle.edition.options.get("phase_b_archer_order", "defender_first")
    archers = [(d, "archers"), (a, "archers")] if order == "defender_first" else [(a, "archers"), (d, "archers")]
    return [(a, "artillery"), (d, "artillery"), *archers]


def phase_b_pool(state: Position, side: str, kind: str) -> list[str]:
    out = []
    for us in state.units:
        if not us.on_map or us.fired or board.side_of_unit(state, us.id) != side:
            continue
        info = state.unit_info(us.id)
        if not info.utype.phase_b_fire:
            continue
        if (kind == "artillery") != info.artillery:
            continue
        out.append(us.id)
    return out


_PHASE_B_MEMO: dict[Position, tuple] = {}  # not on the battle: positions there held their battle in a cycle


def _phase_b_options(state: Position) -> list[Choice]:
    """The fire attacks of this Phase B step. Kept by the position's value, its battle included (issue #30: a
    game's look-ahead reaches the same Phase B position by many ways; a frozen position gives the same answer)."""
    memo = _PHASE_B_MEMO
    got = memo.get(state)
    if got is None:
        if len(memo) >= 256:
            memo.clear()
        got = memo[state] = tuple(_find_phase_b_options(state))
    return list(got)


def _find_phase_b_options(state: Position) -> list[Choice]:
    steps = phase_b_steps(state)
    side, kind = steps[state.info.phase_b]
    return fire_options(state, "phase_b", phase_b_pool(state, side, kind))


# ---------------------------------------------------------------------------------------------------------
# Activation order (6.C, R27)


def rating(state: Position, lid: str) -> int:
    return state.leader_values(lid).rating


def eligible(state: Position, side: str | None = None) -> list[str]:
    """Leaders still to activate this turn: on the map (or coming on this turn, R29), not activated, not
    inactive (C.4)."""
    out = []
    for ls in state.leaders:
        if ls.activated or ls.inactive:
            continue
        if side is not None and state.side_of(ls.id) != side:
            continue
        arriving = (ls.hex is None and ls.replacement is None and ls.arrival_turn == state.turn
                    and ls.status in ("active", "wounded"))
        if ls.commanding or arriving:
            out.append(ls.id)
    return out


def normal_next(state: Position) -> tuple[str, list[str], int] | None:
    """6.C: ascending command rating; at one rating the sides alternate, starting with the side whose army
    commander has the smaller bonus, then the attacker (R27); a side with several leaders chooses their
    order."""
    el = eligible(state)
    if not el:
        return None
    r = min(rating(state, lid) for lid in el)
    at_r = [lid for lid in el if rating(state, lid) == r]
    sides = {state.side_of(lid) for lid in at_r}
    if len(sides) == 1:
        side = next(iter(sides))
    else:
        last = state.info.last_normal
        if last is not None and last[0] == r:
            others = [s for s in sides if s != last[1]]
            side = others[0] if others else last[1]
        else:
            ids = list(state.battle.side_ids)
            att = attacker(state)
            side = first_at_equal_rating({s: ac_bonus(state, s) for s in ids[:2]}, att if att in ids[:2] else ids[0])
            if side not in sides:
                side = next(iter(sides))
    return side, [lid for lid in at_r if state.side_of(lid) == side], r


def _begin(state: Position, lid: str, normal: bool = False) -> tuple[Position, list[Event]]:
    info = state.info
    if normal:
        info = replace(info, last_normal=(rating(state, lid), state.side_of(lid)))
    info = replace(info, owed=tuple(o for o in info.owed if o != "first"),
                   queue=tuple(q for q in info.queue if q != lid))
    state, ev = begin_activation(replace(state, info=info), lid)
    return state, [ev]


def _enemy_leaders(state: Position, exclude: tuple[str, ...] = ()) -> list[str]:
    w = state.info.winner
    return [lid for lid in eligible(state) if state.side_of(lid) != w and lid not in exclude]


def between_activations(state: Position) -> tuple[str, object] | None:
    """What comes next between two activations: ("begin", leader, normal), ("decide", Decision) or None
    (no leader left: Phase E)."""
    info = state.info
    if "first" in info.owed:
        cands = eligible(state, info.winner)
        if len(cands) > 1:
            return ("decide", Decision(info.winner, "activation", None, None,
                                       _("initiative ({case}): activate one of your leaders first (6.C)").format(
                                           case=info.case)))
        if cands:
            return ("begin", (cands[0], False))
        return ("skip", "first")
    for owed, kind in (("next", "initiative_next"), ("inactive", "initiative_inactive")):
        if owed in info.owed:
            cands = _enemy_leaders(state, info.queue)
            if len(cands) > 1:
                what = (_("initiative ({case}): name the enemy leader who must activate next (6.C)")
                        if owed == "next" else
                        _("initiative ({case}): name the enemy leader who cannot activate this turn (inactive "
                          "marker) (6.C)"))
                return ("decide", Decision(info.winner, kind, None, None, what.format(case=info.case)))
            if cands:
                return ("name", (cands[0], owed))
            return ("skip", owed)
    for lid in info.queue:
        if lid in eligible(state):
            return ("begin", (lid, False))
    if info.queue:
        return ("skip", "queue")
    nxt = normal_next(state)
    if nxt is None:
        return None
    side, cands, r = nxt
    if len(cands) > 1:
        return ("decide", Decision(side, "activation", None, None,
                                   _("activate one of your leaders of command rating {rating} (6.C)").format(
                                       rating=r)))
    return ("begin", (cands[0], True))


def _name(state: Position, lid: str, how: str) -> tuple[Position, list[Event]]:
    info = state.info
    owed = tuple(o for o in info.owed if o != how)
    if how == "next":
        info = replace(info, owed=owed, queue=(lid, *info.queue))
        state = replace(state, info=info)
    else:
        state = replace(state, info=replace(info, owed=owed)).with_leaders([replace(state.leader(lid), inactive=True)])
    return state, [LeaderNamed(lid, how)]


def activation_choices(state: Position) -> list[Choice]:
    nxt = between_activations(state)
    if nxt is None or nxt[0] != "decide":
        return []
    d: Decision = nxt[1]  # type: ignore[assignment]
    if d.kind == "activation":
        first = "first" in state.info.owed
        cands = eligible(state, state.info.winner) if first else normal_next(state)[1]  # type: ignore[index]
        return [Activate(lid) for lid in cands]
    how = "next" if d.kind == "initiative_next" else "inactive"
    return [Activate(lid, how) for lid in _enemy_leaders(state, state.info.queue)]


# ---------------------------------------------------------------------------------------------------------
# Phase E


@dataclass(frozen=True)
class RallyTask(Task):
    """12.3, R26: one rally roll for the stack in a hex (5.2.6: one die, the better quality)."""

    hex: Hex
    side: str

    def situation(self, state: Position) -> RallySituation | None:
        """The rally test's inputs (None: nobody here needs or may rally)."""
        return self._kept(state)[0]

    def resolution(self, state: Position) -> RallyResolution | None:
        """The rally test resolved (`resolve_rally` of the situation)."""
        return self._kept(state)[1]

    def _kept(self, state: Position) -> tuple[RallySituation | None, RallyResolution | None, dict]:
        """The situation and its resolution, kept in the (immutable) state's memo (the settle loop's decision,
        the odds and the roll each ask for them) and per battle by what `_situation` reads: the units in the
        hex (the stack, its quality, mounts, fatigue, who joined), whether an enemy is adjacent, the leaders and
        the sides (banner leaders, army commander, their bonuses). A rally's look-ahead meets the same rally
        from many positions (each facing of the last rallied stack, each outcome of the rolls before it: issue
        #30). The third part holds what is made from the resolution alone, by die and language (`take`) or by
        language (`decision`): its result and line, its decision."""
        memo = state._memo
        key = ("rally", self)
        got = memo.get(key)
        if got is None:
            answers = kept(state, "rally")
            k = (self, tuple(state.units_at(self.hex)), bool(state.adjacent_enemies(self.side, self.hex)),
                 state.leaders, state.sides)
            got = answers.get(k)
            if got is None:
                sit = self._situation(state)
                got = answers[k] = (sit, None if sit is None else resolve_rally(sit, state.battle.tables), {})
            memo[key] = got
        return got

    def _situation(self, state: Position) -> RallySituation | None:
        here = [u for u in state.units_at(self.hex) if board.side_of_unit(state, u.id) == self.side]
        if not any(u.condition in ("discouraged", "routed") for u in here):
            return None
        stack = board.stack_at(state, self.hex, tuple(u.id for u in here))
        banner: dict[str, int] = {}
        for u in here:
            bl = state.banner_leader(u.id)
            if bl is not None and bl.commanding and distance(bl.hex, self.hex) <= 1:  # type: ignore[arg-type]
                banner[u.id] = state.leader_values(bl.id).bonus
        ac = state.army_commander(self.side)
        ac_b = None
        if ac is not None and state.leader(ac).commanding and distance(state.leader(ac).hex, self.hex) <= 1:  # type: ignore[arg-type]
            ac_b = state.leader_values(ac).bonus
        adjacent = bool(state.adjacent_enemies(self.side, self.hex))
        sit = RallySituation(stack, banner, ac_b, adjacent)
        return sit if can_rally(sit) else None

    def decision(self, state: Position) -> Decision | None:
        """The roll's decision, kept with the resolution by language (its note reads the resolution alone: issue
        #30, eleventh round, a rally's look-ahead asks it of every position it reaches)."""
        got = self._kept(state)
        r = got[1]
        if r is None:
            return None
        key = ("decision", language())
        d = got[2].get(key)
        if d is None:
            d = got[2][key] = self._decision(r)
        return d

    @staticmethod
    def _decision(r: RallyResolution) -> Decision:
        parts = []
        for t in r.tests:
            mods = " ".join(f"{m.value:+d} {modifier_words(m)}" for m in t.modifiers if m.value)
            parts.append(f"{t.unit.unit_id}{(' ' + mods) if mods else ''}")
        return Decision(None, "roll", None, None,
                        _("rally (12.3) of {units}: d10 ≤ {quality} rallies, an unmodified 0 always").format(
                            units=", ".join(parts), quality=r.quality), D10)

    def choices(self, state: Position) -> list[Choice]:
        return roll_choices(state.battle.tables, D10)

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        return pop(state), []

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        die = check_roll(state.battle.tables, D10, choice)
        got = self._kept(state)
        res = got[1]
        assert res is not None
        # the result and its line kept with the resolution by die and language (issue #30, eleventh round: the
        # look-ahead takes each face of the same rally from many positions; the line is words, so by language)
        key = (die, language())
        done = got[2].get(key)
        if done is None:
            done = got[2][key] = (res.result(die), rally_line(res, die))
        result, line = done
        state = pop(state)
        changed = []
        rallied = False
        for ur in result.units:
            if ur.success:
                rallied = True
                changed.append(replace(state.unit(ur.unit_id), condition=ur.after.disorder))
        state = state.with_units(changed)
        events: list[Event] = [Rallied(tuple(u.unit_id for u in result.units), die,
                                       tuple(u.success for u in result.units), line)]
        if rallied:
            ralliers = {ur.unit_id for ur in result.units if ur.success}
            here = [u for u in state.units_at(self.hex)
                    if not u.routed and board.side_of_unit(state, u.id) == self.side]
            steady = [u for u in here if u.id not in ralliers]
            if steady:  # 5.2.3: joining an unrouted unit's stack, it takes that unit's facing
                state = state.with_units([replace(u, facing=steady[0].facing) for u in here if u.id in ralliers])
                return state, events
            ids = tuple(sorted((u.id for u in here), key=lambda u: state.battle.unit_index[u]))
            if ids:
                return push(state, FaceTask(ids)), events
        return state, events


@dataclass(frozen=True)
class FaceTask(Task):
    """12.3: a rallied unit may face freely (a stack shares one facing, 5.2.3)."""

    ids: tuple[str, ...]

    def decision(self, state: Position) -> Decision | None:
        return Decision(board.side_of_unit(state, self.ids[0]), "rally_facing", None, None,
                        _("{units} rallied: choose its facing (12.3)").format(units="+".join(self.ids)))

    def choices(self, state: Position) -> list[Choice]:
        return [Face(self.ids, f) for f in range(6)]

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        # a Face of these very ids (in order already) and a facing 0-5 is one of the six choices: not made again
        # and looked for (issue #30, eleventh round: greedy ranks the six facings of every rallied stack)
        if not (choice.__class__ is Face and choice.ids == self.ids and choice.facing in _FACINGS):  # type: ignore[attr-defined]
            if isinstance(choice, Face):
                choice = Face(tuple(sorted(choice.ids, key=lambda u: state.battle.unit_index[u])), choice.facing)
            self.refuse(state, choice, self.choices(state))
        state = pop(state).with_units([replace(state.unit(u), facing=choice.facing) for u in self.ids])  # type: ignore[attr-defined]
        return state, [Faced(self.ids, choice.facing, "rally, 12.3")]  # type: ignore[attr-defined]


_FACINGS = range(6)  # `FaceTask.choices`' facings


def _rest_recovery(state: Position) -> tuple[Position, list[Event]]:
    """6.E, 11.2: a unit that rested the whole turn (marker still on, no enemy adjacent at the end) turns
    fresh; every resting marker comes off."""
    events: list[Event] = []
    changed = []
    for us in state.units:
        if not us.resting:
            continue
        new = replace(us, resting=False)
        side = board.side_of_unit(state, us.id)
        if us.on_map and us.fatigued and not state.adjacent_enemies(side, us.hex):  # type: ignore[arg-type]
            new = replace(new, fatigued=False)
            events.append(Rested(us.id))
        changed.append(new)
    return state.with_units(changed), events


def _rally_tasks(state: Position) -> list[Task]:
    tasks: list[Task] = []
    seen: set = set()
    for side in state.battle.side_ids:
        for us in state.units:
            if not us.on_map or board.side_of_unit(state, us.id) != side:
                continue
            if us.condition in ("discouraged", "routed") and (us.hex, side) not in seen:
                seen.add((us.hex, side))
                tasks.append(RallyTask(us.hex, side))  # type: ignore[arg-type]
    return tasks


def _rout_tasks(state: Position) -> list[Task]:
    """12.2.2: every routed unit's rout move, sides in the scenario's order; after each one (with the friends
    it routed and the leaders it took along) the scenario's sudden death is asked (R43)."""
    check = SuddenDeathCheck()
    return [task for side in state.battle.side_ids for us in state.units
            if us.on_map and us.routed and board.side_of_unit(state, us.id) == side
            for task in (PhaseERout(us.id), check)]


CLEARED_KEPT = 2048  # records `_cleared` keeps (the table is emptied when full)
# `_end_turn`'s record for a counter record with a marker of the turn, by the record's identity: (record, cleared)
_CLEARED: dict[int, tuple] = {}


def _cleared(rec: Any, unit: bool) -> Any:
    """`rec` (a unit's or a leader's record) with the turn's markers off: the record made for this very record
    before (issue #30, twelfth round: a rally facing's six candidates each end the turn, and their 20-odd
    marked records, but the rallied stack's, are the same records; `replace`'s own table keys by the value and
    the ten changes, a 21-item key made and hashed a record). A record is frozen: its answer is a function of it."""
    got = _CLEARED.get(id(rec))
    if got is not None and got[0] is rec:  # the record itself held in the table: its id is not reused
        return got[1]
    if unit:
        new = replace(rec, moved=False, fired=False, fired_at=False, declared=False, fought=False, joined=False,
                      rout_moved=False, melee=False, charged=False, charging=())
    else:
        new = replace(rec, activated=False, inactive=False, moved=False)
    if len(_CLEARED) >= CLEARED_KEPT:
        _CLEARED.clear()
    _CLEARED[id(rec)] = (rec, new)
    return new


def _end_turn(state: Position) -> tuple[Position, list[Event]]:
    events: list[Event] = [TurnEnded(state.turn)]
    # only the counters with a marker of the turn are made again (issue #30: an equal new record only cost time,
    # and the tables kept by counter identity, the occupancy's and the evaluation's, had to be made again)
    state = state.with_units([_cleared(u, True)
                              for u in state.units if (u.moved or u.fired or u.fired_at or u.declared or u.fought
                                                       or u.joined or u.rout_moved or u.melee or u.charged
                                                       or u.charging)])
    state = state.with_leaders([_cleared(ls, False)
                                for ls in state.leaders if ls.activated or ls.inactive or ls.moved])
    state = replace(state, step=None, active_leader=None, acting=frozenset())
    if state.turn >= state.battle.scenario.last_turn:
        events.append(GameOver(_("the last turn ({turn}) has been played").format(turn=state.turn)))
        return replace(state, over=True, info=TurnInfo()), events
    return replace(state, turn=state.turn + 1, phase="A", info=TurnInfo()), events


def quiet_until_decision(state: Position) -> bool:
    """What runs on its own from here to the next decision changes no counter but their markers, and that
    decision is no combat's (resting markers, a Phase B fire, the initiative's roll): a look-ahead valuing
    positions by their counters may stop here (`flow.apply_ahead`, issue #30). So in Phase B between fires
    (its next steps change the step only), in Phase A once the turn has started (the resting question, then as
    Phase B: the fired markers came off at the turn's end), and at the end of the turn once Phase E's rallies
    and rout moves are done (the turn's markers come off, the command check puts out-of-command markers on,
    7.2), unless it is the last turn (the game's end) or a freed leader takes back his place (CSW #239)."""
    if state.agenda or state.over:
        return False
    phase = state.phase
    if phase == "B":
        return True
    if phase == "A":
        return state.info.started
    return (phase == "E" and state.info.e_stage >= 2 and state.turn < state.battle.scenario.last_turn
            and not any(ls.freed for ls in state.leaders))


# ---------------------------------------------------------------------------------------------------------
# Running the phases


def phase_run(state: Position) -> tuple[Position, list[Event]] | None:
    """One step of what happens on its own between decisions, or None when a decision is pending."""
    info = state.info
    if state.phase == "A":
        if not info.started:
            return _start_turn(state)
        if _resting_side(state) is not None:
            return None
        state = state.with_units([replace(u, fired=False, fired_at=False) for u in state.units
                                  if u.fired or u.fired_at])  # the others kept as they are (issue #30)
        return replace(state, phase="B", info=replace(info, phase_b=0)), [PhaseBegun("B", state.turn)]
    if state.phase == "B":
        steps = phase_b_steps(state)
        if info.phase_b < len(steps):
            if _phase_b_options(state):
                return None
            return replace(state, info=replace(info, phase_b=info.phase_b + 1)), []
        return replace(state, phase="C"), [PhaseBegun("C", state.turn)]
    if state.phase == "C":
        return None  # the initiative dice
    if state.phase == "D":
        if state.active_leader is not None:
            return None
        nxt = between_activations(state)
        if nxt is None:
            return replace(state, phase="E", step=None, info=replace(info, e_stage=0)), [PhaseBegun("E", state.turn)]
        what, arg = nxt
        if what == "decide":
            return None
        if what == "begin":
            lid, normal = arg  # type: ignore[misc]
            return _begin(state, lid, normal)
        if what == "name":
            lid, how = arg  # type: ignore[misc]
            return _name(state, lid, how)
        # skip
        if arg == "queue":
            return replace(state, info=replace(info, queue=tuple(q for q in info.queue if q in eligible(state)))), []
        return replace(state, info=replace(info, owed=tuple(o for o in info.owed if o != arg))), []
    if state.phase == "E":
        if info.e_stage == 0:
            state, events = _rest_recovery(state)
            state = push(state, *_rally_tasks(state))
            return replace(state, info=replace(state.info, e_stage=1)), events
        if info.e_stage == 1:
            state = push(state, *_rout_tasks(state))
            return replace(state, info=replace(state.info, e_stage=2)), []
        return _end_turn(state)
    return None  # pragma: no cover


def initiative_inputs(state: Position) -> tuple[tuple[str, str], tuple[int, ...], tuple[int, int]]:
    """Phase C (6.C): the two sides, the 2d6 totals already rolled (in side order), each army commander's bonus."""
    sides = tuple(state.battle.side_ids[:2])
    return sides, state.info.dice, tuple(ac_bonus(state, s) for s in sides)  # type: ignore[return-value]


def phase_decision(state: Position) -> Decision:
    info = state.info
    if state.phase == "A":
        side = _resting_side(state)
        return Decision(side, "resting", None, None,
                        _("Phase A: place resting markers on fatigued units not next to an enemy (11.2), then 'end'"))
    if state.phase == "B":
        side, kind = phase_b_steps(state)[info.phase_b]
        return Decision(side, "phase_b_fire", None, None,
                        (_("Phase B (6.B): the artillery of {side} may fire (not next to an enemy unit), then 'end'")
                         if kind == "artillery" else
                         _("Phase B (6.B): the archers of {side} may fire (not next to an enemy unit), then 'end'")
                         ).format(side=side))
    if state.phase == "C":
        sides = state.battle.side_ids
        side = sides[len(info.dice)]
        ac = state.army_commander(side)
        return Decision(None, "roll", None, None,
                        (_("initiative (6.C): {side} roll 2d6 + {bonus} ({commander}'s bonus)").format(
                            side=side, bonus=ac_bonus(state, side), commander=ac) if ac else
                         _("initiative (6.C): {side} roll 2d6 + {bonus} (no army commander's bonus)").format(
                            side=side, bonus=ac_bonus(state, side))), D6x2)
    if state.phase == "D":
        nxt = between_activations(state)
        assert nxt is not None and nxt[0] == "decide"
        return nxt[1]  # type: ignore[return-value]
    raise AssertionError(f"no decision in phase {state.phase}")  # pragma: no cover


def phase_choices(state: Position) -> list[Choice]:
    if state.phase == "A":
        side = _resting_side(state)
        return [*(Rest(u) for u in resting_candidates(state, side)), EndStep()]  # type: ignore[arg-type]
    if state.phase == "B":
        return [*_phase_b_options(state), EndStep()]
    if state.phase == "C":
        return roll_choices(state.battle.tables, D6x2)
    if state.phase == "D":
        return activation_choices(state)
    return []


def phase_take(state: Position, choice: Choice) -> tuple[Position, list[Event]]:
    info = state.info
    legal = phase_choices(state)
    d = phase_decision(state)
    if state.phase == "C":
        total = check_roll(state.battle.tables, D6x2, choice)
        dice = info.dice + (total,)
        if len(dice) < len(state.battle.side_ids[:2]):
            return replace(state, info=replace(info, dice=dice)), []
        sides, _commander, bonuses = initiative_inputs(state)
        res = resolve_initiative(sides, dice, bonuses, state.battle.tables)  # type: ignore[arg-type]
        owed = {"C.1": (), "C.2": ("first",), "C.3": ("first", "next"), "C.4": ("first", "next", "inactive")}[res.case]
        info = replace(info, dice=dice, case=res.case, winner=res.winner, owed=owed)
        return (replace(state, phase="D", step=None, info=info),
                [InitiativeRolled(res.case, res.winner, initiative_line(res)), PhaseBegun("D", state.turn)])
    if isinstance(choice, Roll):
        raise IllegalChoice(_("no die is to be rolled now: {decision} ({note})").format(decision=decision_words(d.kind),
                                                                                         note=d.note))
    if state.phase == "A":
        if isinstance(choice, EndStep):
            return replace(state, info=replace(info, resting_done=info.resting_done + (d.side,))), []  # type: ignore[operator]
        if isinstance(choice, Rest) and choice not in legal:
            raise IllegalChoice(_("{unit} may not rest: a fatigued unit of {side}, not routed, not next to an enemy "
                                  "unit, not already resting (11.2)").format(unit=choice.unit, side=d.side))
        _refuse(state, choice, legal, d)
        return state.with_units([replace(state.unit(choice.unit), resting=True)]), [RestPlaced(choice.unit)]  # type: ignore[attr-defined]
    if state.phase == "B":
        if isinstance(choice, EndStep):
            return replace(state, info=replace(info, phase_b=info.phase_b + 1)), []
        if isinstance(choice, Fire):
            choice = Fire(tuple(sorted(choice.firers, key=lambda u: state.battle.unit_index[u])), choice.target)
            if choice not in legal:
                side, kind = phase_b_steps(state)[info.phase_b]
                raise IllegalChoice(why_not_fire(state, "phase_b", choice, phase_b_pool(state, side, kind)))
            # R43: once this fire's results are all applied, the scenario's sudden death is asked
            return push(state, FireTask("phase_b", choice.firers, choice.target), SuddenDeathCheck()), []
        _refuse(state, choice, legal, d)
    if state.phase == "D":
        _refuse(state, choice, legal, d)
        assert isinstance(choice, Activate)
        if choice.how == "activate":
            normal = "first" not in info.owed
            return _begin(state, choice.leader, normal)
        return _name(state, choice.leader, choice.how)
    raise IllegalChoice(_("nothing to choose in phase {phase}").format(phase=state.phase))  # pragma: no cover


def _refuse(state: Position, choice: Choice, legal: list[Choice], d: Decision) -> None:
    if choice in legal:
        return
    sample = ", ".join(c.notation(state.grid) for c in legal[:6]) + (" ..." if len(legal) > 6 else "")
    raise IllegalChoice(_("'{choice}' is not a legal {decision} choice now ({note}); legal: {legal}").format(
        choice=choice.notation(state.grid), decision=decision_words(d.kind), note=d.note, legal=sample))


__all__ = ["ActivationBegun", "FaceTask", "RallyTask", "SuddenDeathCheck", "phase_choices", "phase_decision",
           "phase_run", "phase_take"]
