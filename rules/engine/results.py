"""Results on the board: fire and mêlée effects through the ladders of R25, retreats (10.7), rout retreats and
rout moves (12.2), pass-through tests (12.2.2, 12.2.3), elimination, and what becomes of leaders (7.1, 7.5,
7.6, R30, CSW #239).

Each of these is a task of the agenda (tasks.py) or a function a task calls. The owner of the units chooses
where they retreat or rout when the rules leave a choice; a decision is asked only when there are two or
more legal answers (one is taken at once, none means the move is impossible: an extra level or elimination).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from operator import is_not

from rules import i18n
from rules.geometry.hexgrid import Hex, hex_range
from rules.resolve import PassThrough as PassThroughTest
from rules.resolve import Transition, UnitCondition, leader_casualty, leader_with_eliminated_unit, pass_through
from rules.resolve import apply as apply_result
from rules.resolve import blocked as blocked_result
from rules.resolve.disorder import Move as OwedMove
from rules.resolve.disorder import condition
from rules.resolve.leaders import LeaderCasualty as LeaderCasualtyResult
from rules.resolve.text import leader_line
from rules.tables import Tables

from . import board
from .choices import Choice, Decision, IllegalChoice, Place, Retreat, Rout
from .dice import D10, check_roll, roll_choices
from .events import (
    ArmyCommanderChanged,
    ConditionChanged,
    Eliminated,
    Event,
    LeaderCasualty,
    LeaderFate,
    LeaderReplaced,
    PassedThrough,
    RestEnded,
    Retreated,
    Routed,
    RoutMoved,
)
from .frozen import keep_hash, replace
from .state import Position, SideState, UnitState
from .tasks import Task, kept, pop, push

# ---------------------------------------------------------------------------------------------------------
# Conditions


def condition_of(us: UnitState) -> UnitCondition:
    return condition(us.fatigued, us.condition)


def _rest_off(state: Position, ids: tuple[str, ...]) -> tuple[Position, list[Event]]:
    """11.2: moving, firing, being fired at, fighting a mêlée takes the "au repos" marker off."""
    changed = [replace(state.unit(i), resting=False) for i in ids if state.unit(i).resting]
    if not changed:  # the common case: no marker to take off
        return state, []
    return state.with_units(changed), [RestEnded(u.id) for u in changed]


def transition(state: Position, us: UnitState, result: str, source: str = "melee") -> Transition:
    """`apply_result` for this unit's condition (R25), kept per battle by what it reads (issue #30: the
    look-ahead applies the same few results to the same few conditions thousands of times a game): the
    condition, the result, whether the unit is artillery and the source; the tables are the battle's."""
    art = state.battle.units[us.id].artillery
    key = (us.fatigued, us.condition, result, art, source)
    memo = kept(state, "transitions", 1024)
    got = memo.get(key)
    if got is None:
        got = memo[key] = apply_result(condition_of(us), result, state.battle.tables, artillery=art, source=source)
    return got


def _blocked_transition(state: Position, t: Transition, us: UnitState) -> Transition:
    """`blocked_result` of the owed move `t` for the unit in its condition now, kept per battle by what it reads
    (thirteenth round: the look-ahead blocks the same rout retreats from many positions): the move's fallback and
    rule, whether the unit is artillery, and its condition; the tables are the battle's."""
    move = t.move
    key = (move.if_impossible, move.rule, t.artillery, us.fatigued, us.condition)  # type: ignore[union-attr]
    memo = kept(state, "blocked_transitions", 256)
    got = memo.get(key)
    if got is None:
        got = memo[key] = blocked_result(replace(t, after=condition_of(us)), state.battle.tables)
    return got


def _transitioned(us: UnitState, t: Transition) -> tuple[UnitState, list[Event]]:
    """The unit after a transition that does not eliminate it, and the events saying so."""
    uid = us.id
    events: list[Event] = [ConditionChanged(uid, t.result, str(t.before), str(t.after), t.rule)]
    new = board.revised(us, fatigued=t.after.fatigued, condition=t.after.disorder)
    if t.after.disorder == "routed" and us.condition != "routed":
        new = replace(new, resting=False)
        events.append(Routed(uid, f"{t.result}: {t.rule}", t.move is not None))
    return new, events


def set_transition(state: Position, uid: str, t: Transition, cause: str, by: tuple[str, ...],
                   agenda: tuple | None = None) -> tuple[Position, list[Event], list[Task]]:
    """Put one transition of the ladders on the board (eliminating the unit when it says so). `agenda`: see
    `eliminate`."""
    if t.after.eliminated:
        events: list[Event] = [ConditionChanged(uid, t.result, str(t.before), str(t.after), t.rule)]
        state, more, tasks = eliminate(state, uid, cause, by, agenda)
        return state, events + more, tasks
    us = state.unit(uid)
    new, events = _transitioned(us, t)
    return state.with_units([new] if new is not us else []), events, []


# ---------------------------------------------------------------------------------------------------------
# Elimination and leaders


def eliminate(state: Position, uid: str, cause: str, by: tuple[str, ...] = (), agenda: tuple | None = None) -> tuple[
        Position, list[Event], list[Task]]:
    """A unit leaves play: off the board, its markers off; leaders stacked with it, leaders it held captive and
    leaders whose banner it was the last of learn their fate (7.1, 7.5, 7.5.1). `agenda`: the caller's next agenda,
    put on the board with the removal (no step below reads it; thirteenth round: one position, not two); the
    caller makes it again when a task is returned."""
    us = state.unit(uid)
    h = us.hex
    side = board.side_of_unit(state, uid)
    state = board.relocate(state, (uid,), None, then=None if agenda is None else {"agenda": agenda},
                           condition="eliminated", exited=cause == "left_map", melee=False, charged=False,
                           charging=(), declared=False, resting=False)
    events: list[Event] = [Eliminated(uid, cause)]
    tasks: list[Task] = []
    by_side = board.side_of_unit(state, by[0]) if by else None
    state, ev = free_captives(state, uid, cause, by_side, h)
    events += ev
    if h is not None:
        state, ev, t = _orphans(state, h, side, cause, by)
        events += ev
        tasks += t
    state, ev = _banners_gone(state, side, cause, h, by)
    events += ev
    return state, events, tasks


def _captor(state: Position, h: Hex | None, side: str, by: tuple[str, ...]) -> str | None:
    """The enemy unit a captured leader is stacked under (7.5.1): one of `by` next to him, else any enemy
    unit next to him, else the first of `by`."""
    if h is not None:
        near = [u.id for u in board.adjacent_enemy_units(state, side, h)]
        for b in by:
            if b in near and state.unit(b).on_map:
                return b
        if near:
            return near[0]
    for b in by:
        if state.unit(b).on_map:
            return b
    return by[0] if by else None


def captured_as_army_commander(state: Position, lid: str) -> bool:
    """The leader was his side's army commander when he was last captured (7.5.1 "reversing the process": a
    freed army commander takes back the army command, R37)."""
    return next((ac for fate, ac, counter in reversed(state.leader(lid).casualties)
                 if fate == "captured" and counter == "leader"), False)


def free_captives(state: Position, uid: str, cause: str, by_side: str | None,
                  at: Hex | None = None) -> tuple[Position, list[Event]]:
    """7.5.1: a captured leader is freed when his captor (eliminated in hex `at`) is eliminated by his own side;
    a captor leaving the map routing takes him away for good (7.5 clarification). A freed leader whose banner
    is gone is removed, safe and sound, except the army commander, who stays (7.5.1, R37)."""
    events: list[Event] = []
    changed = []
    for ls in state.leaders:
        if ls.captured_by != uid:
            continue
        side = state.side_of(ls.id)
        if cause != "left_map" and by_side == side:
            new = replace(ls, captured_by=None, freed=True, freed_at=at)
            fate = i18n.N_("freed")
            was_ac = state.is_army_commander(ls.id) or captured_as_army_commander(state, ls.id)
            if not board.own_banner_units(state, ls.id) and not was_ac:
                new = replace(new, status="safe" if ls.replacement is None else ls.status, freed=False,
                              hex=None if ls.replacement is None else ls.hex)
                fate = i18n.N_("freed, his banner gone: safe and sound")
            changed.append(new)
            events.append(LeaderFate(ls.id, fate, "7.5.1"))
        else:
            changed.append(replace(ls, captured_by=None))
            events.append(LeaderFate(ls.id, i18n.N_("permanently captured"), "7.5 clarification"))
    return state.with_leaders(changed), events


def _orphans(state: Position, h: Hex, side: str, cause: str, by: tuple[str, ...]) -> tuple[
        Position, list[Event], list[Task]]:
    """Leaders left without a unit in hex h (7.1, 7.5 and its clarification; R30)."""
    events: list[Event] = []
    tasks: list[Task] = []
    if any(board.side_of_unit(state, u.id) == side for u in state.units_at(h)):
        return state, events, tasks
    for ls in state.leaders_at(h):
        if state.side_of(ls.id) != side:
            continue
        left = bool(board.banner_units(state, ls.id))
        surrounded = board.surrounded(state, h, side)
        fate = leader_with_eliminated_unit(cause, surrounded=surrounded, friendly_unit_left=left)  # type: ignore[arg-type]
        if fate == "rejoins_nearest_unit":
            to = board.nearest_unit_hex(state, ls.id, h)
            state = state.with_leaders([replace(state.leader(ls.id), hex=to)])
            events.append(LeaderFate(ls.id, i18n.N_("placed with the nearest unit"), f"7.5 ({cause})", to))
            continue
        captor = _captor(state, h, side, by) if fate == "captured" else None
        if left:
            state, ev, t = lose_leader(state, ls.id, fate, captor, cause=f"7.5 ({cause})")
        else:
            state, ev, t = remove_leader(state, ls.id, fate, captor, cause=f"7.1 ({cause})")
        events += ev
        tasks += t
    return state, events, tasks


def _banners_gone(state: Position, side: str, cause: str, h: Hex | None, by: tuple[str, ...]) -> tuple[
        Position, list[Event]]:
    """7.1: a leader (not the army commander) whose banner has no unit left is removed from the game: captured,
    killed or safe by the way the last unit went."""
    events: list[Event] = []
    alive = None
    # the side's leaders by their places in the leaders tuple (kept per battle), and its army commander read once:
    # removing a leader who is not the army commander changes no army command (tenth round)
    ac = state.side(side).army_commander
    leaders = state.leaders
    for i in _side_places(state, side)[0]:
        ls = leaders[i]
        if not ls.commanding or ls.id == ac:
            continue
        if alive is None:  # the banners still in play, found once (no step below changes a unit, the turn or
            alive = _banners_in_play(state, side)  # the army commander: the leaders removed are not he)
        if state.battle.leaders[ls.id].model.banner in alive:
            continue
        surrounded = h is not None and board.surrounded(state, h, side)
        fate = leader_with_eliminated_unit(cause, surrounded=surrounded, friendly_unit_left=False)  # type: ignore[arg-type]
        captor = _captor(state, h, side, by) if fate == "captured" else None
        state, ev, _ = remove_leader(state, ls.id, fate, captor, cause=f"7.1 ({cause})")
        events += ev
    return state, events


def _side_places(state: Position, side: str) -> tuple[tuple[int, ...], tuple[tuple[int, str], ...]]:
    """Fixed by the battle, kept per battle (tenth round): the places in the leaders tuple of `side`'s leaders, and
    the places in the units tuple of its units with their banners, in the tuples' order."""
    memo = kept(state, "side_places", 64)
    got = memo.get(side)
    if got is None:
        infos = state.battle.units
        got = memo[side] = (
            tuple(i for i, ls in enumerate(state.leaders) if state.side_of(ls.id) == side),
            tuple((i, infos[us.id].banner) for i, us in enumerate(state.units) if infos[us.id].side == side))
    return got


def _banners_in_play(state: Position, side: str) -> set[str]:
    """The banners of `side` with a unit on the map or still to come: those for which `board.banner_units(state,
    leader, on_map_only=False)` is not empty (a leader not the army commander), in one pass over the side's units
    instead of one over every unit a leader (issue #30), a banner found once."""
    units, turn = state.units, state.turn
    out = set()
    for i, banner in _side_places(state, side)[1]:
        if banner in out:
            continue
        us = units[i]
        if us.condition == "eliminated":
            continue
        if us.on_map or (us.arrival_turn is not None and us.arrival_turn >= turn):
            out.add(banner)
    return out


def remove_leader(state: Position, lid: str, fate: str, captor: str | None, cause: str) -> tuple[
        Position, list[Event], list[Task]]:
    """7.1: the leader (or the replacement in command) leaves the game: captured, killed or safe and sound."""
    ls = state.leader(lid)
    was_ac = state.is_army_commander(lid)
    counter = ls.replacement or "leader"
    casualties = ls.casualties + ((fate, was_ac, counter),) if fate in ("captured", "killed") else ls.casualties
    if ls.replacement is None:
        new = replace(ls, status=fate, hex=None, casualties=casualties,
                      captured_by=captor if fate == "captured" else None)
    else:
        new = replace(ls, hex=None, casualties=casualties)
    state = state.with_leaders([new])
    events: list[Event] = [LeaderFate(lid, fate, cause, None, captor)]
    if was_ac:
        state, ev = _new_army_commander(state, state.side_of(lid), lid)
        events += ev
    return state, events, []


def _new_army_commander(state: Position, side: str, old: str) -> tuple[Position, list[Event]]:
    """7.6: the friendly leader with the highest command rating becomes the army commander (ties: the first in
    the scenario's order, **open question**)."""
    changed, events = _army_commander_after(state, side, old)
    return state.with_side(changed), events


def _army_commander_after(state: Position, side: str, old: str) -> tuple[SideState, list[Event]]:
    """`_new_army_commander`'s side record and event (the record not yet on the board)."""
    cands = [ls for ls in state.leaders if state.side_of(ls.id) == side and ls.id != old and ls.commanding]
    best = max(cands, key=lambda ls: (state.leader_values(ls.id).rating, -state.battle.leader_index[ls.id]),
               default=None)
    new_id = best.id if best is not None else None
    return replace(state.side(side), army_commander=new_id), [ArmyCommanderChanged(side, new_id)]


def _generic_for(state: Position, lid: str) -> str:
    """7.6: a generic replacement with the same movement allowance and a lower radius, from the reserve; else
    any unused one; else the back of his counter (**open question** when the reserve is empty)."""
    side = state.battle.scenario.side(state.side_of(lid))
    used = {ls.replacement for ls in state.leaders}
    front = state.leader_info(lid).model.front
    free = [g for g in (side.generic_replacements if side else []) if g.id not in used]
    for g in free:
        if g.front.mp == front.mp and g.front.radius < front.radius:
            return g.id
    return free[0].id if free else "back"


def lose_leader(state: Position, lid: str, fate: str, captor: str | None = None, cause: str = "", *,
                below: tuple | None = None) -> tuple[Position, list[Event], list[Task]]:
    """A leader wounded, killed or captured while his banner still has units (7.5, 7.6): the wounded marker,
    or a replacement (the back of his counter when killed, a generic replacement when captured; a replacement
    lost is replaced by an identical counter) placed on a unit of his banner; a lost army commander is replaced
    in that role by the friendly leader with the highest rating; a replacement for a leader not yet activated
    this turn activates right after the current leader (7.6 clarification).

    Every change goes on the board in one new position (issue #30: his record, the army command and the
    activation queue were one position each, a replacement's placement another). `below`: the agenda under the
    caller's task, which comes off in that position with the tasks the loss adds on top (none are returned)."""
    ls = state.leader(lid)
    was_ac = state.is_army_commander(lid)
    counter = ls.replacement or "leader"
    fields: dict = {}
    if fate == "wounded":
        casualties = ls.casualties + (("wounded", was_ac, counter),)
        new = (replace(ls, status="wounded", casualties=casualties) if ls.replacement is None else
               replace(ls, replacement_wounded=True, casualties=casualties))
        if below is not None:
            fields["agenda"] = below
        return state.with_leaders([new], **fields), [LeaderFate(lid, "wounded", cause or "7.5.2")], []
    casualties = ls.casualties + ((fate, was_ac, counter),)
    events: list[Event] = [LeaderFate(lid, fate, cause or "7.5", None, captor)]
    if was_ac:  # the others' ratings and commands do not depend on this leader's record
        side, ev = _army_commander_after(state, state.side_of(lid), lid)
        fields["sides"] = tuple(side if s.id == side.id else s for s in state.sides)
        events += ev
    # his banner's units, where a replacement goes (the units, not the leaders, say where they are)
    hexes = _banner_hexes(state, lid)
    to = hexes[0] if len(hexes) == 1 else None
    if ls.replacement is None:
        if fate == "killed":
            new = replace(ls, status="killed", replacement="back", hex=to, casualties=casualties)
        else:
            new = replace(ls, status="captured", captured_by=captor, replacement=_generic_for(state, lid), hex=to,
                          casualties=casualties)
    else:
        new = replace(ls, hex=to, replacement_wounded=False, casualties=casualties)
    tasks: list[Task] = []
    if not hexes:
        events.append(LeaderReplaced(lid, new.replacement or "back", None))
    elif len(hexes) == 1:
        events.append(LeaderReplaced(lid, new.replacement or "back", hexes[0]))
    else:
        tasks.append(LeaderPlace(lid))
    if hexes and state.phase == "D" and state.active_leader not in (None, lid) and not ls.activated \
            and lid not in state.info.queue:
        fields["info"] = replace(state.info, queue=state.info.queue + (lid,))
    if below is not None:
        fields["agenda"] = (*tasks, *below)
        tasks = []
    return state.with_leaders([new], **fields), events, tasks


def _banner_hexes(state: Position, lid: str) -> list[Hex]:
    """The hexes of the units of the leader's own banner on the map (`board.own_banner_units`), in the order of
    their labels: where a replacement goes (7.6). The banner's places in the units tuple are fixed by the battle and
    kept per battle (tenth round: the pass over every unit and its two look-ups of the unit's info a unit)."""
    memo = kept(state, "banner_places", 256)
    places = memo.get(lid)
    if places is None:
        b = state.battle
        side, banner = state.side_of(lid), b.leaders[lid].model.banner
        places = memo[lid] = tuple(i for i, us in enumerate(state.units)
                                   if b.units[us.id].side == side and b.units[us.id].banner == banner)
    units = state.units
    hexes = {units[i].hex for i in places if units[i].on_map}
    if len(hexes) < 2:  # one hex or none (most banners stand together): nothing to sort, no label made
        return list(hexes)  # type: ignore[arg-type]
    return sorted(hexes, key=state.grid.label)  # type: ignore[misc]


@dataclass(frozen=True)
class LeaderPlace(Task):
    """7.6: the replacement is placed at once on any unit of the banner (the owner chooses)."""

    leader: str

    def _hexes(self, state: Position) -> list[Hex]:
        """The hexes of his banner's units, kept in the (immutable) state's memo: the decision, the choices and
        the choice taken each ask (issue #30)."""
        key = ("leader_place_hexes", self.leader)
        memo = state._memo
        got = memo.get(key)
        if got is None:
            got = memo[key] = tuple(_banner_hexes(state, self.leader))
        return list(got)

    def decision(self, state: Position) -> Decision | None:
        if len(self._hexes(state)) <= 1:
            return None
        # the same for the same leader, activation step and language (his side is the battle's): kept per battle
        # (twelfth round: the look-ahead asks it of every position after a lost leader's check)
        key = (self.leader, state.active_leader, state.step, i18n.language())
        memo = kept(state, "leader_place_decisions", 1024)
        got = memo.get(key)
        if got is None:
            got = memo[key] = self._decision(state)
        return got

    def _decision(self, state: Position) -> Decision:
        """The placement's decision, in words (two or more hexes: `decision` asked)."""
        return Decision(state.side_of(self.leader), "leader_placement", state.active_leader, state.step,
                        i18n._("place {leader}'s replacement on a unit of his banner (7.6)").format(
                            leader=self.leader))

    def choices(self, state: Position) -> list[Choice]:
        return [Place(self.leader, h) for h in self._hexes(state)]

    def _place(self, state: Position, h: Hex | None) -> tuple[Position, list[Event]]:
        ls = state.leader(self.leader)
        state = state.with_leaders([replace(ls, hex=h)], agenda=state.agenda[1:])  # placed and done: one position
        return state, [LeaderReplaced(self.leader, ls.replacement or "back", h)]

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        self.refuse(state, choice, self.choices(state), i18n._("a replacement goes on a unit of his banner (7.6)"))
        return self._place(state, choice.hex)  # type: ignore[attr-defined]

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        hexes = self._hexes(state)
        return self._place(state, hexes[0] if hexes else None)


# A band of the leader's casualty d10 in a check's note, by its printed fate (the schema's four): "0-5 none".
_CHECK_BANDS = {"no_effect": i18n.N_("{rolls} none"), "wounded": i18n.N_("{rolls} wounded"),
                "captured": i18n.N_("{rolls} captured"), "killed": i18n.N_("{rolls} killed")}


def leader_check_note(leader: str, table: str, tables: Tables) -> str:
    """A leader check's note, "leader check (Fire Table, 7.5) for duke: 0-5 none, 6-8 wounded, 9 killed": its
    bands are the edition's (the ones `leader_casualty` reads), so an edition that moves them is said right."""
    check = tables.fire_leader_check if table == "fire" else tables.melee_leader_check
    bands = ", ".join(i18n._(_CHECK_BANDS[b.result]).format(rolls=str(b.min) if b.min == b.max else f"{b.min}-{b.max}")
                      for b in check.results)
    note = (i18n._("leader check (Fire Table, 7.5) for {leader}: {bands}") if table == "fire" else
            i18n._("leader check (Mêlée Table, 7.5) for {leader}: {bands}"))
    return note.format(leader=leader, bands=bands)


@dataclass(frozen=True)
class LeaderCheck(Task):
    """The casualty roll of one leader after fire or mêlée (Fire / Mêlée Table effects on leaders, 7.5, R30)."""

    leader: str
    table: str  # fire | melee
    by: tuple[str, ...] = ()  # the enemy units (a captured leader goes under one of them)

    def _live(self, state: Position) -> bool:
        return state.leader(self.leader).commanding

    def decision(self, state: Position) -> Decision | None:
        if not self._live(state):
            return None
        # the decision in words is the same for the same leader, table, activation step and language: kept per
        # battle (twelfth round: the look-ahead asks it of every position after a mêlée's or a fire's die that
        # calls the check, and wording it was most of its cost)
        key = (self.leader, self.table, state.active_leader, state.step, i18n.language())
        memo = kept(state, "leader_check_decisions", 1024)
        got = memo.get(key)
        if got is None:
            got = memo[key] = self._decision(state)
        return got

    def _decision(self, state: Position) -> Decision:
        """The check's decision, in words (the leader is in command: `decision` asked)."""
        return Decision(None, "roll", state.active_leader, state.step,
                        leader_check_note(self.leader, self.table, state.battle.tables), D10)

    def choices(self, state: Position) -> list[Choice]:
        return roll_choices(state.battle.tables, D10)

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        return pop(state), []

    def wounded(self, state: Position) -> bool:
        """He already carries a wound: a second one kills (7.5.2)."""
        ls = state.leader(self.leader)
        return ls.status == "wounded" if ls.replacement is None else ls.replacement_wounded

    def casualty(self, state: Position, roll: int) -> tuple[LeaderCasualtyResult, str]:
        """The roll's casualty (7.5, 7.5.2) and its log line, kept per battle by what they read: the leader, the
        table, the roll, whether he already carries a wound and the language of the line; the tables are the
        battle's (twelfth round: the look-ahead takes each fate of one check from many positions, and the line is
        three translations and a format)."""
        wounded = self.wounded(state)
        key = (self.leader, self.table, roll, wounded, i18n.language())
        memo = kept(state, "leader_casualties", 1024)
        got = memo.get(key)
        if got is None:
            cas = leader_casualty(self.table, roll, state.battle.tables, wounded=wounded)  # type: ignore[arg-type]
            got = memo[key] = (cas, leader_line(self.leader, cas))
        return got

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        roll = check_roll(state.battle.tables, D10, choice)
        ls = state.leader(self.leader)
        cas, line = self.casualty(state, roll)
        events: list[Event] = [LeaderCasualty(self.leader, self.table, roll, cas.fate, line)]
        if cas.fate == "no_effect":
            return pop(state), events
        captor = None
        if cas.fate == "captured":
            captor = _captor(state, ls.hex, state.side_of(self.leader), self.by)
        # the check comes off the agenda with the tasks the loss adds, in the loss's last position (none of its
        # steps reads the agenda; issue #30: the pop and the push were two more positions)
        state, ev, _tasks = lose_leader(state, self.leader, cas.fate, captor,
                                        cause=f"{'Fire' if self.table == 'fire' else 'Mêlée'} Table, 7.5; R30",
                                        below=state.agenda[1:])
        return state, events + ev


# ---------------------------------------------------------------------------------------------------------
# Effects through the ladders, retreat and rout


_UNSEEN = object()  # an answer not kept yet (None is a kept answer: a unit is eliminated)


def _cause(source: str) -> str:
    return source if source in ("melee", "fire") else "rout_blocked"


@keep_hash  # hashed with every position whose agenda holds it (issue #30)
@dataclass(frozen=True)
class Effects(Task):
    """Results applied in the printed order (10.6) to one stack, a single counter (5.2.5): each effect goes
    through the ladders of R25 for every unit; a move owed (retreat, rout retreat, rout move) is the owner's
    choice, and when none is possible the extra level (or elimination) of 10.7 / 12.2 is taken instead.
    Friends the routing units passed through take their tests afterwards (12.2.3)."""

    ids: tuple[str, ...]
    effects: tuple[str, ...]
    source: str  # melee | fire | charge (passed through by a charge) | pass_through
    by: tuple[str, ...] = ()
    groups: tuple[tuple[tuple[str, ...], OwedMove, tuple[Transition, ...]], ...] = ()
    passed: tuple[tuple[str, str], ...] = ()  # (friend, router): passed through by a rout move, tested afterwards
    exempt: tuple[str, ...] = ()  # 12.2.2: the unit that made these rout passes through without a test

    # -- the move owed now
    def _options(self, state: Position) -> list[Choice]:
        """The choices of the move owed now (a list the caller may keep)."""
        return list(self._owed_now(state))

    def _owed_now(self, state: Position) -> tuple[Choice, ...]:
        """The choices of the move owed now, as kept; kept in the (immutable) state's memo, since the flow asks
        for them for the decision, then the choices (issue #30)."""
        memo = state._memo
        kept_for = memo.get("owed_move_options")
        # one slot, the task beside its answer: the asker is the state's top task, the same record each time, so
        # an identity test finds it without hashing the task (its groups' transitions, a tuple walk a call)
        if kept_for is not None and (kept_for[0] is self or kept_for[0] == self):
            return kept_for[1]
        got = self._kept_owed_options(state)
        memo["owed_move_options"] = (self, got)
        return got

    def _kept_owed_options(self, state: Position) -> tuple[Choice, ...]:
        """`_owed_options`, kept per battle by what the rules read for them (issue #30: the look-ahead meets
        the same retreat after each die of a mêlée and each choice before it): the move owed (its kind and
        length), the moving units' hex and mount, and the units within reach of the move (one hex for a retreat,
        a rout's hexes and their neighbours for a rout: enemies, stacking); for a retreat also the movers' facing
        and rout and the facing and rout of the units in reach (the facing of a stack joined, 5.2.3). A rout's
        paths read neither (`board.rout_paths`): keyed without them, the look-ahead's routs meet again the
        answers of positions where a unit near them only turned.

        Before that key is built (a pass over every unit), the last answer for the same move of the same movers'
        states is tried (tenth round): it holds when every counter that differs from the units tuple it was found
        for (by identity, at C speed) is outside the movers' reach in both tuples, or inside with the fields the
        key reads unchanged (a mêlée's attackers next to the movers change only their markers)."""
        ids, move, _ = self.groups[0]
        units = state.units
        battle = state.battle
        kind = move.kind
        ref_key = (kind, move.hexes, tuple(map(units.__getitem__, map(battle.unit_index.__getitem__, ids))))
        memos = battle.kept_answers  # `kept(state, "owed_move_refs", 1024)` written out
        refs = memos.get("owed_move_refs")
        if refs is None or len(refs) >= 1024:
            refs = memos["owed_move_refs"] = {}
        ref = refs.get(ref_key)
        if ref is not None:
            old, disc, got = ref
            if old is units:
                return got
            retreat = kind == "retreat"
            for i in compress(range(len(units)), map(is_not, old, units)):
                o, n = old[i], units[i]
                if (o.hex in disc or n.hex in disc) and (
                        o.hex != n.hex or o.on_map is not n.on_map or o.stack != n.stack or o.mounted != n.mounted
                        or retreat and (o.facing != n.facing or o.routed is not n.routed)):
                    break
            else:
                refs[ref_key] = (units, disc, got)
                return got
        got, disc = self._owed_in_reach(state)
        if disc is not None:
            refs[ref_key] = (units, disc, got)
        return got

    def _owed_in_reach(self, state: Position) -> tuple[tuple[Choice, ...], frozenset[Hex] | None]:
        """`_kept_owed_options`' table by the movers and the units in their reach: the options, and the hexes in
        reach (None when no mover is on the map)."""
        ids, move, _ = self.groups[0]
        movers = [u for u in map(state.unit, ids) if u.on_map]
        if not movers:
            return (), None
        h = movers[0].hex
        if any(u.hex != h for u in movers):  # pragma: no cover - a group is one stack (5.2.5)
            return tuple(self._owed_options(state)), None
        retreat = move.kind == "retreat"
        disc = _disc(h, 1 if retreat else move.hexes + 1)  # type: ignore[arg-type]
        # the units in reach read off the units tuple (an attribute read inline: `attrgetter` takes the slow path
        # on a unit state's whole dictionary) rather than hex by hex from the occupancy table, which a new
        # position then has to build: in the scenario's order with their stack place, so the same units stacked
        # the same way give the same key
        inside = [u for u in state.units if u.hex in disc]
        if retreat:
            near = tuple((u.id, u.hex, u.stack, u.mounted, u.condition == "routed", u.facing) for u in inside
                         if u.condition != "eliminated")
            who = tuple((u.id, u.facing, u.mounted, u.routed) for u in movers)
        else:
            near = tuple((u.id, u.hex, u.stack, u.mounted) for u in inside if u.condition != "eliminated")
            who = tuple((u.id, u.mounted) for u in movers)
        key = (move.kind, move.hexes, who, h, near)
        by_reach = kept(state, "owed_move_options")
        got = by_reach.get(key)
        if got is None:
            got = by_reach[key] = tuple(self._owed_options(state))
        return got, disc

    def _owed_options(self, state: Position) -> list[Choice]:
        ids, move, _ = self.groups[0]
        ids = tuple(sorted((i for i in ids if state.unit(i).on_map), key=lambda u: state.battle.unit_index[u]))
        if not ids:
            return []
        if move.kind == "retreat":
            return ([Retreat(ids, h, f) for h, f, _ in board.retreat_options(state, ids)]
                    + [Retreat((u,), h, f) for u, h, f in board.split_retreat_options(state, ids)])
        out = [Rout(ids, p, off) for p, off in board.rout_paths(state, ids, move.hexes)]
        if len(ids) == 2:  # 5.2.6, R41: two stacked units that rout may separate, at the owner's choice
            out += [Rout((u,), p, off) for u in ids for p, off in board.rout_paths(state, (u,), move.hexes)]
        return out

    def decision(self, state: Position) -> Decision | None:
        groups = self.groups
        if not groups:
            return None
        opts = self._owed_now(state)
        if len(opts) <= 1:
            return None
        ids, move, _ = groups[0]
        kind = move.kind
        # a split retreat (5.2.5) is offered to two units only: one alone never has an option of fewer units
        split = kind == "retreat" and len(ids) > 1 and min(len(c.ids) for c in opts) < len(ids)
        # the decision in words is the same for the same movers, move, split and activation step: kept per battle
        # (issue #30: a look-ahead asks it of thousands of positions, and wording it was most of its cost); the
        # table found as `kept` finds it, written out (tenth round: a call less for each of thousands of asks)
        key = (ids, kind, move.hexes, move.rule, split, state.active_leader, state.step, i18n.language())
        memos = state.battle.kept_answers
        decisions = memos.get("owed_move_decisions")
        if decisions is None or len(decisions) >= 1024:
            decisions = memos["owed_move_decisions"] = {}
        got = decisions.get(key)
        if got is None:
            got = decisions[key] = self._decision(state, split)
        return got

    def _decision(self, state: Position, split: bool) -> Decision:
        """The decision of the move owed now (two or more choices), in words; `split`: a split retreat is
        offered."""
        ids, move, _ = self.groups[0]
        side = board.side_of_unit(state, ids[0])
        who = "+".join(ids)
        if move.kind == "retreat":
            note = i18n._("{units} retreats one hex (10.7): any direction, one hexside of facing change; into one "
                          "of its front hexes costs one more level").format(units=who)
            if split:  # a split retreat is offered
                note += i18n._("; or one unit alone into a hex held by one unit of its type, the other staying "
                               "with one extra level (5.2.5, R41)")
            return Decision(side, "retreat", state.active_leader, state.step, note)
        note = i18n.ngettext("{units} routs {n} hex toward its rout edge ({rule}); passing through friends tests "
                             "them (12.2.3)",
                             "{units} routs {n} hexes toward its rout edge ({rule}); passing through friends tests "
                             "them (12.2.3)", move.hexes).format(units=who, n=move.hexes, rule=move.rule)
        if len(ids) == 2:
            note += i18n._("; the two may rout together or separate, one unit at a time (5.2.6, R41)")
        return Decision(side, "rout", state.active_leader, state.step, note)

    def choices(self, state: Position) -> list[Choice]:
        return self._options(state) if self.groups else []

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        if self.groups:
            opts = self._owed_now(state)
            if len(opts) == 1:
                return self._move(state, opts[0])
            return self._blocked(state)
        if not self.effects:
            return pop(state, *self._tests()), []
        return self._apply_next(state)

    def _tests(self) -> list[PassTest]:
        """The pass-through tests owed once every effect and move is done (12.2.3)."""
        if not self.passed:
            return []
        return [PassTest(u, by, "retreat") for u, by in _pairs(self.passed)]

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        opts = self._owed_now(state)
        for c in opts:  # a player hands back one of the options as listed: found by identity first (issue #30)
            if c is choice:
                break
        else:
            self._refuse_unless_owed(state, choice, opts)
        return self._move(state, choice)

    def _refuse_unless_owed(self, state: Position, choice: Choice, opts: tuple[Choice, ...]) -> None:
        """IllegalChoice unless `choice` equals one of the options of the move owed now."""
        if choice not in opts:
            ids, move, _owed = self.groups[0]
            why = (i18n._("10.7: one hex, not into an enemy unit, NA terrain or across an NA hexside, not off the map, "
                          "within the stacking limit, one hexside of facing change") if move.kind == "retreat" else
                   i18n.ngettext("{rule}: {hexes} hex toward the rout edge, nearer at every step, never into an "
                                 "enemy unit, a straight line when one is possible",
                                 "{rule}: {hexes} hexes toward the rout edge, nearer at every step, never into an "
                                 "enemy unit, a straight line when one is possible", move.hexes).format(
                       rule=move.rule, hexes=move.hexes))
            self.refuse(state, choice, list(opts), why)

    def _apply_next(self, state: Position) -> tuple[Position, list[Event]]:
        """The next effect on every unit of the stack (10.6). The changed counters are put on the board with
        the task's next stage in one new position (issue #30); an effect that owes no move and adds no task is
        followed at once by the next one, as the settle loop would (this task on top, no decision between).
        When no unit is eliminated, what it does reads only this task and its units' states: kept per battle by
        those (the look-ahead applies one mêlée's effects to the same stack from many positions)."""
        answers = kept(state, "effects_applied", 4096)
        key = (self, tuple(map(state.unit, self.ids)))
        got = answers.get(key, _UNSEEN)
        if got is _UNSEEN:
            got = answers[key] = self._applied_alone(state)
        if got is None:  # an effect eliminates a unit: the rest of the board is read (leaders, banners)
            return self._apply_all(state)
        changed, events, task = got
        return state.with_units(changed, agenda=_next_agenda(task, (), state.agenda[1:])), list(events)

    def applied_kept(self, state: Position, units: tuple[UnitState, ...]) -> tuple[
            tuple[UnitState, ...], tuple[Event, ...], Effects] | None:
        """`_apply_next`'s kept answer for this task with its units in these states (the changed counters, the
        events, this task's next stage); None when none is kept yet or an effect eliminates a unit. For a step
        that has its units' states before their position: a mêlée's roll applies its effect lists at once (issue
        #30), as the settle loop would next (the lists ask no decision)."""
        return kept(state, "effects_applied", 4096).get((self, units))

    def _applied_alone(self, state: Position) -> tuple[tuple[UnitState, ...], tuple[Event, ...], Effects] | None:
        """What `_apply_all` does when no unit is eliminated (the changed counters, the events, this task's next
        stage), found from this task and its units' states only; None when an effect eliminates a unit."""
        got = self._run_effects(state, alone=True)
        if got is None:
            return None
        _state, changed, events, _tasks, task = got
        return tuple(changed.values()), tuple(events), task

    def _apply_all(self, state: Position) -> tuple[Position, list[Event]]:
        """`_apply_next` with the whole board at hand (a unit eliminated: its leaders and banner, 7.1, 7.5)."""
        got = self._run_effects(state, alone=False)
        assert got is not None
        state, changed, events, tasks, task = got
        return state.with_units(changed.values(), agenda=_next_agenda(task, tasks, state.agenda[1:])), events

    def _run_effects(self, state: Position, alone: bool) -> tuple[
            Position, dict[str, UnitState], list[Event], list[Task], Effects] | None:
        """The next effects on the stack's units, up to a move owed, a task added or the last effect: the
        position with the eliminations put on it, the other changed counters (not yet on it), the events, the
        tasks added and this task's next stage. `alone`: None at the first elimination instead (`_applied_alone`
        reads only this task and its units' states)."""
        source = "fire" if self.source == "fire" else "melee"
        events: list[Event] = []
        tasks: list[Task] = []
        owed: list[tuple[str, Transition]] = []
        changed: dict[str, UnitState] = {}  # counters changed, not yet on the board
        effects = self.effects
        while True:
            e = effects[0]
            effects = effects[1:]
            for uid in self.ids:
                us = changed.get(uid) or state.unit(uid)
                if not us.on_map:
                    continue
                t = transition(state, us, e, source)
                if t.after.eliminated:
                    if alone:
                        return None
                    if changed:
                        state = state.with_units(changed.values())
                        changed = {}
                    state, ev, tk = set_transition(state, uid, t, _cause(self.source), self.by)
                    events += ev
                    tasks += tk
                    continue
                new, ev = _transitioned(us, t)
                if new is not us:
                    changed[uid] = new
                events += ev
                if t.move is not None:
                    owed.append((uid, t))
            if owed or tasks or not effects:
                break
        # `_group` reads the owing units' hexes, which a transition that does not eliminate leaves as they are
        task = replace(self, effects=effects, groups=_group(owed, state) + self.groups)
        return state, changed, events, tasks, task

    def _blocked(self, state: Position) -> tuple[Position, list[Event]]:
        """No legal move: the extra level(s) instead (10.7, 12.2.3), or elimination (12.2.1).

        A lone unit eliminated (a rout retreat blocked, the look-ahead's common case) takes the agenda this step
        leaves when the elimination adds no task, put on the board with its removal: one new position, not two
        (thirteenth round); a task added, the agenda is made again as before."""
        ids, move, transitions = self.groups[0]
        events: list[Event] = []
        tasks: list[Task] = []
        owed: list[tuple[str, Transition]] = []
        cause = "retreat_blocked" if move.kind == "retreat" else "rout_blocked"
        rest = state.agenda[1:]
        last = len(ids) - 1
        for i, (t, uid) in enumerate(zip(transitions, ids, strict=True)):
            us = state.unit(uid)
            if not us.on_map:
                continue
            bt = _blocked_transition(state, t, us)
            agenda = None
            if i == last and not owed and bt.after.eliminated:  # nothing owed after it: the agenda if no task
                agenda = self._agenda_after(self.groups[1:], self.passed, rest)
            state, ev, tk = set_transition(state, uid, bt, cause, self.by, agenda)
            events += ev
            tasks += tk
            if agenda is not None and not tasks:
                return state, events
            if bt.move is not None and not bt.after.eliminated:
                owed.append((uid, bt))
        task = replace(self, groups=_group(owed, state) + self.groups[1:])
        return replace(state, agenda=_next_agenda(task, tasks, rest)), events

    def _move(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        tables = state.battle.tables
        ids, move, transitions = self.groups[0]
        events: list[Event] = []
        tasks: list[Task] = []
        passed: list[str] = []
        owed: list[tuple[str, Transition]] = []
        rest: tuple = ()
        if isinstance(choice, Retreat):
            us = state.unit(ids[0])
            start = us.hex
            into_front = choice.to in state.front_hexes(us)
            here = state.units_at(choice.to)
            joined = bool(here) and any(u.id not in ids for u in here)
            if us.resting or len(ids) > 1:  # 11.2: a resting marker comes off (none on most retreating units)
                state, ev = _rest_off(state, ids)
                events += ev
            retreated = Retreated(choice.ids, (start, choice.to), choice.facing, into_front)  # type: ignore[arg-type]
            if not into_front and len(choice.ids) == len(ids):  # no extra level, no unit left: the task's next
                # stage is known before the move, and goes on the board with it (issue #30: one position)
                then = {"agenda": self._agenda_after(self.groups[1:], self.passed, state.agenda[1:])}
                state = board.relocate(state, choice.ids, choice.to, choice.facing, then=then, joined=joined)
                return state, [*events, retreated]
            state = board.relocate(state, choice.ids, choice.to, choice.facing, joined=joined)
            events.append(retreated)
            if into_front:
                for _ in range(tables.number("retreat_into_front_hex_extra_levels")):
                    for uid in choice.ids:
                        if not state.unit(uid).on_map:
                            continue
                        t = transition(state, state.unit(uid), "extra_level")  # kept (R25, source melee)
                        state, ev, tk = set_transition(state, uid, t, _cause(self.source), self.by)
                        events += ev
                        tasks += tk
                        if t.move is not None and not t.after.eliminated:
                            owed.append((uid, t))
            # 5.2.5, R41: the unit left in place by a split retreat suffers one extra level instead.
            for uid in (i for i in ids if i not in choice.ids and state.unit(i).on_map):
                t = transition(state, state.unit(uid), "extra_level")  # kept (R25, source melee)
                state, ev, tk = set_transition(state, uid, t, "retreat_blocked", self.by)
                events += ev
                tasks += tk
                if t.move is not None and not t.after.eliminated:
                    owed.append((uid, t))
        else:
            assert isinstance(choice, Rout)
            # 5.2.6, R41: a unit that separates from its stack routs alone; the other makes the same move next.
            rest = tuple((i, t) for i, t in zip(ids, transitions, strict=True) if i not in choice.ids)
            state, ev = _rest_off(state, choice.ids)
            events += ev
            path = choice.path
            side = board.side_of_unit(state, choice.ids[0])
            crossed = path[1:] if choice.off else path[1:-1]
            for h in crossed:
                passed += [u.id for u in state.units_at(h) if board.side_of_unit(state, u.id) == side
                           and u.id not in choice.ids and u.id not in self.exempt]
            events.append(RoutMoved(choice.ids, path, choice.off, move.kind.replace("_", " ")))
            if choice.off:
                for uid in choice.ids:
                    state, ev, tk = eliminate(state, uid, "left_map", self.by)
                    events += ev
                    tasks += tk
            elif len(path) > 1:
                facing = None
                if state.battle.edition.routed_units_face_rout_edge:
                    facing = state.grid.direction_to(path[-2], path[-1])
                # no move owed and no task added: the task's next stage is known before the move, and goes on the
                # board with it (issue #30: one position, not two)
                left = ((tuple(i for i, _ in rest), move, tuple(t for _, t in rest)),) if rest else ()
                then = {"agenda": self._agenda_after(left + self.groups[1:], self.passed + tuple(
                    (p, choice.ids[0]) for p in passed), state.agenda[1:])}
                moved = board.relocate(state, choice.ids, path[-1], facing, then=then)
                return board.rout_carry(state, moved, choice.ids), events
        left = ((tuple(i for i, _ in rest), move, tuple(t for _, t in rest)),) if rest else ()
        task = replace(self, groups=_group(owed, state) + left + self.groups[1:],
                       passed=self.passed + tuple((p, choice.ids[0]) for p in passed))
        return replace(state, agenda=_next_agenda(task, tasks, state.agenda[1:])), events

    def _agenda_after(self, groups: tuple, passed: tuple[tuple[str, str], ...], rest: tuple) -> tuple:
        """`_next_agenda(replace(self, groups=groups, passed=passed), (), rest)`, without making the task's next
        stage when it comes off (no effect, no move left): its pass-through tests go on instead."""
        if not self.effects and not groups:
            return (*[PassTest(u, by, "retreat") for u, by in _pairs(passed)], *rest)
        return (replace(self, groups=groups, passed=passed), *rest)


def _next_agenda(task: Effects, above: list[Task] | tuple[Task, ...], rest: tuple) -> tuple:
    """The agenda after a step of an Effects task: `above` (tasks the step added), its next stage `task`, then
    `rest`. A task left with no effect and no move owed, nothing above it, is taken off at once with its
    pass-through tests put on: what its `run` does next, since it asks no decision, and the settle loop would run
    it on the position this step made (issue #30: one new position where there were two)."""
    if not above and not task.effects and not task.groups:
        return (*task._tests(), *rest)
    return (*above, task, *rest)


_DISCS: dict[tuple[Hex, int], frozenset[Hex]] = {}  # geometry alone (axial coordinates): shared by every map


def _disc(h: Hex, radius: int) -> frozenset[Hex]:
    """The hexes within `radius` of h, h itself left out (pure geometry: kept, up to 65,536 answers)."""
    got = _DISCS.get((h, radius))
    if got is None:
        if len(_DISCS) >= 1 << 16:
            _DISCS.clear()
        got = _DISCS[(h, radius)] = frozenset(n for n in hex_range(h, radius) if n != h)
    return got


def _pairs(passed: tuple[tuple[str, str], ...]) -> list[tuple[str, str]]:
    return list(dict.fromkeys(passed))


def _group(owed: list[tuple[str, Transition]], state: Position) -> tuple[
        tuple[tuple[str, ...], OwedMove, tuple[Transition, ...]], ...]:
    """Units of one stack (one hex) owing the same move make it together (5.2.5; 5.2.6 lets the owner separate
    them); others one after another."""
    groups: dict[tuple[str, int, Hex | None], list[tuple[str, Transition]]] = {}
    for uid, t in owed:
        assert t.move is not None
        groups.setdefault((t.move.kind, t.move.hexes, state.unit(uid).hex), []).append((uid, t))
    out = []
    for members in groups.values():
        out.append((tuple(u for u, _ in members), members[0][1].move, tuple(t for _, t in members)))
    return tuple(out)  # type: ignore[return-value]


def owed_rout(tables, uid: str, state: Position, hexes: int | None = None) -> tuple:
    """A rout retreat owed by a unit just routed outside the ladders (passed through by a friendly charge)."""
    n = tables.number("rout_retreat_hexes") if hexes is None else hexes
    move = OwedMove("rout_retreat", n, True, "eliminated", "12.2.1")
    cond = condition_of(state.unit(uid))
    t = Transition("Dr", cond, cond, move, "12.2.1; 10.2", "routed")
    return (((uid,), move, (t,)),)


@dataclass(frozen=True)
class PassTest(Task):
    """12.2.2, 12.2.3: a friend passed through by a routing unit: d10 > its quality and it routs too (its own
    rout move comes after the first one's); an already routed friend moves without a test."""

    unit: str
    by: str
    context: str  # retreat (12.2.1, 12.2.3) | phase_e (12.2.2)

    def _live(self, state: Position) -> bool:
        return state.unit(self.unit).on_map

    def decision(self, state: Position) -> Decision | None:
        us = state.unit(self.unit)
        if not us.on_map or us.routed:
            return None
        q = state.values(self.unit).quality
        return Decision(None, "roll", state.active_leader, state.step,
                        i18n._("pass-through test (12.2.3): {by} routs through {unit}, which routs on more than "
                               "{quality}").format(by=self.by, unit=self.unit, quality=q), D10)

    def choices(self, state: Position) -> list[Choice]:
        return roll_choices(state.battle.tables, D10)

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        us = state.unit(self.unit)
        state = pop(state)
        if not us.on_map:
            return state, []
        return self._rout(state, None)

    def test(self, state: Position, die: int) -> PassThroughTest:
        """The resolution layer's test of this unit for this die (12.2.3: d10 > quality routs)."""
        us = state.unit(self.unit)
        return pass_through(self.unit, condition_of(us), state.values(self.unit).quality, state.battle.tables, die)

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        die = check_roll(state.battle.tables, D10, choice)
        routs = self.test(state, die).routs
        state = pop(state)
        if routs:
            return self._rout(state, die)
        return state, [PassedThrough(self.unit, self.by, die, False)]

    def _rout(self, state: Position, die: int | None) -> tuple[Position, list[Event]]:
        events: list[Event] = [PassedThrough(self.unit, self.by, die, True)]
        us = state.unit(self.unit)
        if self.context == "phase_e":
            if not us.routed:
                t = apply_result(condition_of(us), "Dr", state.battle.tables,
                                 artillery=state.unit_info(self.unit).artillery)
                state, ev, tk = set_transition(state, self.unit, replace(t, move=None), "rout_blocked", ())
                events += ev
                if not state.unit(self.unit).on_map:
                    return push(state, *tk), events
            return push(state, PhaseERout(self.unit, (self.by,), forced=True)), events
        if us.routed:
            task = Effects((self.unit,), (), "pass_through", (), owed_rout(state.battle.tables, self.unit, state),
                           exempt=(self.by,))
        else:
            task = Effects((self.unit,), ("Dr",), "pass_through", (), exempt=(self.by,))
        return push(state, task), events


@dataclass(frozen=True)
class PhaseERout(Task):
    """12.2.2: a routed unit spends its whole allowance moving toward its rout edge (R1 `rout_path`); when it
    cannot move at all it is eliminated (7.5 clarification)."""

    unit: str
    exempt: tuple[str, ...] = ()
    forced: bool = False  # made because a routing friend passed through it (moves even if it moved already)

    def _due(self, state: Position) -> bool:
        us = state.unit(self.unit)
        return us.on_map and us.routed and (self.forced or not us.rout_moved)

    def _options(self, state: Position) -> list[Choice]:
        """The rout moves open, kept in the (immutable) state's memo: the decision, the choices, the run and the
        choice taken each ask (issue #30)."""
        key = ("phase_e_rout_options", self.unit)
        memo = state._memo
        got = memo.get(key)
        if got is None:
            got = memo[key] = tuple(Rout((self.unit,), p, off) for p, off in board.phase_e_rout_paths(state, self.unit))
        return list(got)

    def decision(self, state: Position) -> Decision | None:
        if not self._due(state) or len(self._options(state)) <= 1:
            return None
        return Decision(board.side_of_unit(state, self.unit), "rout", None, None,
                        i18n._("{unit}'s rout move (12.2.2): its whole allowance toward its rout edge").format(
                            unit=self.unit))

    def choices(self, state: Position) -> list[Choice]:
        return self._options(state) if self._due(state) else []

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        if not self._due(state):
            return pop(state), []
        opts = self._options(state)
        if opts:
            return self._move(state, opts[0])
        state, events, tasks = eliminate(state, self.unit, "rout_blocked")
        return pop(state, *tasks), events

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        self.refuse(state, choice, self._options(state), i18n._("12.2.2: the whole allowance toward the rout edge"))
        return self._move(state, choice)

    def _move(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        assert isinstance(choice, Rout)
        # this task comes off the agenda with the tests it adds, in the move's last position (nothing below reads
        # the agenda; issue #30: the pop and the push were two more positions)
        side = board.side_of_unit(state, self.unit)
        path = choice.path
        crossed = path[1:] if choice.off else path[1:-1]
        passed = []
        for h in crossed:
            passed += [u.id for u in state.units_at(h) if board.side_of_unit(state, u.id) == side
                       and u.id != self.unit and u.id not in self.exempt]
        events: list[Event] = [RoutMoved(choice.ids, path, choice.off, "rout move")]
        tasks: list[Task] = []
        if choice.off:
            state, ev, tasks = eliminate(state, self.unit, "left_map")
            events += ev
        tests = [PassTest(u, self.unit, "phase_e") for u in dict.fromkeys(passed)]
        if not choice.off:
            facing = None
            if state.battle.edition.routed_units_face_rout_edge and len(path) > 1:
                facing = state.grid.direction_to(path[-2], path[-1])
            then = {"agenda": (*tests, *state.agenda[1:])}  # off the agenda with the move (one position)
            moved = board.relocate(state, (self.unit,), path[-1], facing, then=then, rout_moved=True)
            return board.rout_carry(state, moved, (self.unit,)), events
        return pop(state, *tasks, *tests), events


__all__ = ["Effects", "IllegalChoice", "LeaderCheck", "LeaderPlace", "PassTest", "PhaseERout", "eliminate",
           "lose_leader", "remove_leader", "set_transition"]
