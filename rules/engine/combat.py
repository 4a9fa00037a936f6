"""Fire and mêlée on the board (§9, §10; R2, R6–R10, R21–R25, R31, R32): who may fire at whom, the D.3
declaration, the D.4 mêlées in order (charges first), each mêlée's defensive and offensive fire and counter-charge
(R34, R35), the roll and its results, the advance after mêlée, and the pursuit (Élan, Dispersion).

The numbers and modifiers come from the resolution layer (`rules/resolve`): this module builds its inputs from
the state (`board.py`) and turns its outcomes into tasks (`results.py`). Every fire and mêlée event carries the
resolution's modifier breakdown and its log line (`rules/resolve/text.py`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, compress, repeat
from operator import attrgetter, eq, is_

from rules.geometry.hexgrid import Hex, distance, hex_range
from rules.i18n import N_, _, language, ngettext
from rules.resolve import (
    Contact,
    CounterChargeTest,
    Firer,
    FireResolution,
    FireSituation,
    MeleeOutcome,
    MeleeResolution,
    MeleeSituation,
    can_counter_charge,
    can_fire,
    counter_charge,
    resolve_fire,
    resolve_melee,
)
from rules.resolve.pursuit import advanced_without_fatigue
from rules.resolve.text import counter_charge_line, fire_line, melee_line
from rules.resolve.text import label as modifier_words

from . import board
from .choices import (
    Advance,
    Choice,
    CounterCharge,
    Decision,
    Declare,
    Dispersion,
    Fire,
    IllegalChoice,
    Melee,
    Pass,
    Reason,
)
from .dice import D10, check_roll, roll_choices
from .events import (
    Advanced,
    Args,
    CounterCharged,
    Declared,
    Event,
    Faced,
    FireResolved,
    MeleeCancelled,
    MeleeResolved,
    RestEnded,
)
from .frozen import keep_hash, replace
from .los import unit_in_fire_arc, unit_line_of_sight
from .results import Effects, LeaderCheck, _next_agenda, _rest_off
from .state import LeaderState, Position, UnitState, _delta, changed_indices, remade_with
from .tasks import Task, kept, pop, push, swap

FIRE_WORDS = {"phase_b": N_("Phase B fire"), "ranged": N_("ranged fire"), "offensive": N_("offensive fire"),
              "defensive": N_("defensive fire")}
MELEE_WORDS = {"melee": N_("melee"), "charge": N_("charge"), "elan": N_("elan"), "dispersion": N_("dispersion")}


def _label(state: Position, h: Hex) -> str:
    return state.grid.label(h)


def _ordered(state: Position, ids) -> tuple[str, ...]:
    idx = state.battle.unit_index
    return tuple(sorted(dict.fromkeys(ids), key=lambda u: idx[u]))


def _stack_ids(state: Position, h: Hex) -> tuple[str, ...]:
    return tuple(u.id for u in state.units_at(h))


# ---------------------------------------------------------------------------------------------------------
# Fire


def _beneath(state: Position, us: UnitState):
    """5.2.5: the unit on top of this one when it is the lower unit of a stack."""
    here = state.units_at(us.hex)  # type: ignore[arg-type]
    if here and here[0].id != us.id:
        return board.combatant(state, here[0].id)
    return None


def _melee_prohibited(state: Position, us: UnitState, target: Hex) -> bool:
    """9.1 exception, R36: the target is adjacent, in one of the firer's front hexes, and no mêlée is possible
    with any unit there, either way: the hexside's mêlée column is NA (river, wall, gate — read from the
    chart, crossings included, R38) or a scenario rule forbids it (Al-Nasir's banner)."""
    if us.hex is None or distance(us.hex, target) != 1 or target not in state.front_hexes(us):
        return False
    return not any(board.melee_possible(state, us, e) or board.melee_possible(state, e, us)
                   for e in state.units_at(target))


def fire_verdict(state: Position, kind: str, uid: str, target: Hex, pursuit: bool = False) -> str | None:
    """Why this unit may not fire at the stack in `target` now (None: it may). 9.1–9.3, 6.B, 7.4, R2, R17, R18."""
    us = state.unit(uid)
    if not us.on_map:
        return _("{unit} is not on the map").format(unit=uid)
    lab = _label(state, target)
    here = state.units_at(target)
    side = board.side_of_unit(state, uid)
    if not here or board.side_of_unit(state, here[0].id) == side:
        return _("there is no enemy unit in {hex} to fire at").format(hex=lab)
    rng = distance(us.hex, target)  # type: ignore[arg-type]
    if rng < 1:
        return _("a unit does not fire at its own hex")
    # R36: in Phases B and D.2 any adjacent enemy unit (across any hexside) restricts the fire to the 9.1
    # exception's target.
    adjacent = bool(state.adjacent_enemies(side, us.hex)) if kind in ("phase_b", "ranged") else False  # type: ignore[arg-type]
    prohibited = _melee_prohibited(state, us, target)
    tables = state.battle.tables
    fire_class = tables.fire_class_of(state.unit_info(uid).type)
    if fire_class is not None and rng > tables.fire_classes[fire_class].max_range:
        return Reason(ngettext("{unit} cannot fire at {range} hex (Fire Table: at most {max})",
                               "{unit} cannot fire at {range} hexes (Fire Table: at most {max})", rng).format(
            unit=uid, range=rng, max=tables.fire_classes[fire_class].max_range), "out-of-range")
    verdict = can_fire(board.combatant(state, uid), rng, tables, kind=kind, edition=state.battle.edition,  # type: ignore[arg-type]
                       in_command=not us.out_of_command, adjacent_enemy=adjacent, melee_prohibited=prohibited,
                       beneath=_beneath(state, us))
    if not verdict:
        return Reason(f"{verdict.reason} ({verdict.rule})", verdict.code)
    if not unit_in_fire_arc(state, uid, target):
        return _("{hex} is not in {unit}'s fire arc: units fire through their front hexes (9.1, R18)").format(
            hex=lab, unit=uid)
    sight = unit_line_of_sight(state, uid, target)
    if not sight:
        why = ", ".join(f"{_label(state, o.hex)} ({o.reason})" for o in sight.blocked_by)
        return Reason(_("no line of sight from {origin} to {target}: blocked by {where} (9.2, R17)").format(
            origin=_label(state, us.hex), target=lab, where=why), "no-line-of-sight")  # type: ignore[arg-type]
    if not pursuit and any(u.fired_at for u in here):
        return _("the stack in {hex} has already been the target of a fire attack in this activation (9.1)").format(
            hex=lab)
    return None


MELEE_FIRE = ("defensive", "offensive")  # a mêlée's fire: at an adjacent target only (9.1, Phase D.4)


def _may_fire(state: Position, kind: str, uid: str, target: Hex, pursuit: bool) -> bool:
    """`fire_verdict(...) is None`, for `fire_options`. A mêlée's fire at an adjacent hex is kept per battle by
    everything the verdict reads there: the firer's state and the stacks in its hex (5.2.5: its combatant, the
    unit above it) and in the target's (the enemy, the mêlée lanes either way, Fired-at); the line of an adjacent
    target crosses no hex, and the rest is the map's and the tables'. The look-ahead asks one mêlée's fire options
    from the many positions that reach it (issue #30: 94 % of a greedy game's asks were met before)."""
    if kind not in MELEE_FIRE:
        return fire_verdict(state, kind, uid, target, pursuit) is None
    us = state.unit(uid)
    if not us.on_map:
        return False
    if distance(us.hex, target) != 1:  # type: ignore[arg-type]
        return fire_verdict(state, kind, uid, target, pursuit) is None
    key = (kind, pursuit, target, us, state.units_at(target), state.units_at(us.hex))  # type: ignore[arg-type]
    answers = kept(state, "melee_fire_ok", 4096)
    got = answers.get(key)
    if got is None:
        got = answers[key] = fire_verdict(state, kind, uid, target, pursuit) is None
    return got


def fire_situation(state: Position, kind: str, firers: tuple[str, ...], target: Hex) -> FireSituation:
    fs = []
    walls: list[tuple[str, str]] = []
    for uid in firers:
        us = state.unit(uid)
        fs.append(Firer(board.combatant(state, uid), distance(us.hex, target), us.moved, _beneath(state, us)))  # type: ignore[arg-type]
        for w in unit_line_of_sight(state, uid, target).walls:
            item = (w.feature, "in" if w.inward else "out")
            if item not in walls:
                walls.append(item)
    return FireSituation(tuple(fs), board.stack_at(state, target), kind, board.terrain_key(state, target),  # type: ignore[arg-type]
                         tuple(walls))  # type: ignore[arg-type]


def _may_ever_fire(state: Position, uid: str) -> bool:
    """A unit on the map whose type has a fire class and whose counter fires (or whose type always does)."""
    if not state.unit(uid).on_map:
        return False
    tables, info = state.battle.tables, state.unit_info(uid)
    return tables.fire_class_of(info.type) is not None and (
        info.model.fire or tables.unit_type(info.type).fires == "always")


def _enemy_hexes(state: Position) -> dict[str, list[Hex]]:
    """For each side, the hexes holding at least one of its enemies' units (from the units-by-hex table)."""
    b = state.battle
    units = b.units
    out: dict[str, list[Hex]] = {s: [] for s in b.side_ids}
    for h, here in state._by_hex.items():
        present = {units[u.id].side for u in here}
        for side in b.side_ids:
            if present - {side}:
                out[side].append(h)
    return out


@lru_cache(maxsize=16)
def _offsets(reach: int) -> tuple[tuple[int, int], ...]:
    """The axial offsets of the hexes within `reach` of a hex (`hex_range` around the origin)."""
    return tuple(tuple(h) for h in hex_range(Hex(0, 0), reach))  # type: ignore[misc]


def _targets_near(state: Position, side: str, at: Hex, reach: int, enemy: dict[str, list[Hex]]) -> list[Hex]:
    """The hexes within `reach` of `at` holding an enemy of `side`, by label. Looked up around the firer
    (at most 91 hexes for range 5) or among the enemy hexes, whichever list is shorter: scanning every unit
    for every firer was 14 % of a 100 × 100 game (issue 14)."""
    theirs = enemy[side]
    if 3 * reach * (reach + 1) + 1 < len(theirs):
        by_hex = state._by_hex
        units = state.battle.units
        q, r = at
        near = []
        for dq, dr in _offsets(reach):  # plain (q, r) tuples find Hex keys: a Hex is made only for a hit
            here = by_hex.get((q + dq, r + dr))
            if here and any(units[u.id].side != side for u in here):
                near.append(Hex(q + dq, r + dr))
    else:
        near = [h for h in theirs if distance(h, at) <= reach]
    return sorted(near, key=state.grid.label)


def fire_options(state: Position, kind: str, pool: list[str], targets: list[Hex] | None = None,
                 pursuit: bool = False, combine: bool = True) -> list[Choice]:
    """Every fire attack the `pool` can make: one per target and per set of firers of one type (9.1, 9.3)."""
    tables = state.battle.tables
    by_target: dict[Hex, list[str]] = {}
    enemy: dict[str, list[Hex]] | None = None
    for uid in pool:
        if not _may_ever_fire(state, uid):
            continue
        if targets is None:
            if enemy is None:
                enemy = _enemy_hexes(state)
            reach = tables.fire_classes[tables.fire_class_of(state.unit_info(uid).type)].max_range  # type: ignore[index]
            cands = _targets_near(state, board.side_of_unit(state, uid), state.unit(uid).hex, reach, enemy)  # type: ignore[arg-type]
        else:
            cands = targets
        for t in cands:
            if _may_fire(state, kind, uid, t, pursuit):
                by_target.setdefault(t, []).append(uid)
    out: list[Choice] = []
    for t in sorted(by_target, key=lambda h: _label(state, h)):
        by_type: dict[str, list[str]] = {}
        for uid in _ordered(state, by_target[t]):
            by_type.setdefault(state.unit_info(uid).type, []).append(uid)
        for members in by_type.values():
            sizes = range(1, len(members) + 1) if combine else (1,)
            for k in sizes:
                for sub in combinations(members, k):
                    out.append(Fire(tuple(sub), t))
    return out


def fire_is_legal(state: Position, kind: str, choice: Fire, pool: list[str], pursuit: bool = False,
                  combine: bool = True) -> bool:
    """Whether `choice` (firers in the scenario's order) is one of `fire_options(state, kind, pool, ...)`,
    decided from its own firers and target only: `apply` need not list every attack to check one."""
    firers = choice.firers
    if not firers or len(set(firers)) != len(firers) or (not combine and len(firers) != 1):
        return False
    if tuple(_ordered(state, firers)) != tuple(firers):
        return False
    if len({state.unit_info(u).type for u in firers}) != 1:
        return False
    tables = state.battle.tables
    for uid in firers:
        if uid not in pool or not _may_ever_fire(state, uid):
            return False
        reach = tables.fire_classes[tables.fire_class_of(state.unit_info(uid).type)].max_range  # type: ignore[index]
        if distance(state.unit(uid).hex, choice.target) > reach:  # type: ignore[arg-type]
            return False
        if fire_verdict(state, kind, uid, choice.target, pursuit) is not None:
            return False
    return True


def why_not_fire(state: Position, kind: str, choice: Fire, pool: list[str], pursuit: bool = False) -> str:
    """The rule that refuses a fire choice (for IllegalChoice)."""
    for uid in choice.firers:
        if uid not in pool:
            return _("{unit} may not fire now ({kind})").format(unit=uid, kind=_(FIRE_WORDS[kind]))
        why = fire_verdict(state, kind, uid, choice.target, pursuit)
        if why:
            return why
    if len({state.unit_info(u).type for u in choice.firers}) > 1:
        return _("different unit types never combine their fire (9.1)")
    return _("not a legal fire attack now")


@dataclass(frozen=True)
class FireTask(Task):
    """One fire attack (9.3): the d10, the result on the target stack as a single counter (5.2.5, R24), the
    leader checks on an unmodified 9 (R30)."""

    kind: str
    firers: tuple[str, ...]
    target: Hex
    pursuit: bool = False

    def resolution(self, state: Position) -> FireResolution:
        """The resolution this task's die is rolled on (the public API reads it: `odds.pending_roll`). Kept in
        the (immutable) state's memo, and per battle by its situation (issue #30: the decision, the odds and the
        roll each ask for it, from the many positions of the look-ahead that meet this fire)."""
        key = ("fire_resolution", self)
        memo = state._memo
        got = memo.get(key)
        if got is None:
            facts = self._situation_facts(state)
            by_facts = kept(state, "fire_resolution_facts", 2048)
            got = by_facts.get(facts)
            if got is None:
                s = fire_situation(state, self.kind, self.firers, self.target)
                by_situation = kept(state, "fire_resolution", 1024)
                got = by_situation.get(s)
                if got is None:
                    got = by_situation[s] = resolve_fire(s, state.battle.tables, state.battle.edition)
                by_facts[facts] = got
            memo[key] = got
        return got

    def _situation_facts(self, state: Position) -> tuple:
        """Everything `fire_situation` reads of a position, as a key: this task (kind, firers, target), the stacks
        in the firers' hexes (each firer's record: its combatant, range, moved; the unit above it, 5.2.5; the
        units `joined` beside it) and in the target's, the leaders in the target's hex (the stack's leaders and
        their values) and the sides (the army commanders). The rest (lines of sight's walls, the terrain) is the
        map's and the tables'. The look-ahead builds one fire's situation for each of the many positions that meet
        it, to find a resolution already kept by that situation (eleventh round, issue #30)."""
        index, every, by_hex = state.battle.unit_index, state.units, state._by_hex
        target = self.target
        leaders = state.leaders  # those in the target's hex, scanned at C speed
        return (self, tuple([by_hex.get(every[index[u]].hex, ()) for u in self.firers]),  # type: ignore[arg-type]
                by_hex.get(target, ()), tuple(compress(leaders, map(eq, map(_LEADER_HEX, leaders), repeat(target)))),
                state.sides)

    def decision(self, state: Position) -> Decision | None:
        r = self.resolution(state)
        targets = _stack_ids(state, self.target)
        # the note kept on the (frozen, per-battle) resolution by this task, the target's stack and the language:
        # the look-ahead meets the same fire from many positions and never reads the words (issue #30); the rest
        # it reads (the firers' side, the hex's label) is the battle's
        notes = r.__dict__.setdefault("_fire_notes", {})
        key = (self, targets, language())
        note = notes.get(key)
        if note is None:
            tot = r.total
            cell = r.cell
            need = _("{n}+ discourages").format(n=cell.discourage - tot)
            if cell.rout is not None:
                need += _(", {n}+ routs").format(n=cell.rout - tot)
            mods = " ".join(f"{m.value:+d} {modifier_words(m)}" for m in r.modifiers if m.value) or _("no modifier")
            who = board.side_of_unit(state, self.firers[0])
            note = notes[key] = _("{fire} by {firers} ({side}) on {targets} in {hex}, {range} hex(es): {modifiers}; "
                                  "{need}").format(fire=_(FIRE_WORDS[self.kind]), firers="+".join(self.firers),
                                                   side=who, targets="+".join(targets),
                                                   hex=_label(state, self.target), range=r.range, modifiers=mods,
                                                   need=need)
        return Decision(None, "roll", state.active_leader, state.step, note, D10)

    def choices(self, state: Position) -> list[Choice]:
        return roll_choices(state.battle.tables, D10)

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        die = check_roll(state.battle.tables, D10, choice)
        # what every face of this roll does alike from this position (the look-ahead applies each outcome from
        # the same position): the target's stack and leaders, the firers fired, the targets fired at, the
        # resting markers off (11.2), gathered into one units tuple (and one new position a face, where there
        # were up to five), kept in the position's memo and shared by the faces (issue #30)
        memo = state._memo
        at_key = ("fire_roll", self)
        at = memo.get(at_key)
        if at is None:
            at = memo[at_key] = self._marks(state)
        r, targets, leaders, recs, rested, units = at
        parts = r.__dict__.setdefault("_fire_parts", {})
        key = (self, die, targets, leaders, language())
        got = parts.get(key)
        if got is None:  # kept on the (frozen, per-battle) resolution: the same roll is met from many positions
            result = r.result(die)
            event = FireResolved(self.kind, self.firers, self.target, targets, r.modifiers, die, result.modified,
                                 result.outcome, fire_line(r, die))
            tasks: list[Task] = []
            if result.outcome != "no_effect":
                hit = tuple(u.unit_id for u in result.units if u.affected)
                if hit:
                    tasks.append(Effects(hit, (result.outcome,), "fire", self.firers))
            tasks += [LeaderCheck(lid, "fire", self.firers) for lid in leaders if lid in result.leader_checks]
            got = parts[key] = (event, tuple(tasks))
        event, tasks = got
        agenda = (*tasks, *state.agenda[1:])
        if units is None:
            new = state.with_units(recs, agenda=agenda)
            memo[at_key] = (r, targets, leaders, recs, rested, new.units)
        else:
            new = remade_with(state, {"units": units, "agenda": agenda})
        return new, [event, *rested]

    def _marks(self, state: Position) -> tuple:
        """What a roll of this fire does whatever the die (`take`): the resolution, the target's stack and its
        leaders, the changed counters (fired, fired at, resting marker off) and the RestEnded events."""
        r = self.resolution(state)
        targets = _stack_ids(state, self.target)
        side = board.side_of_unit(state, targets[0])
        leaders = tuple(ls.id for ls in state.leaders_at(self.target) if state.side_of(ls.id) == side)
        unit = state.unit
        cur: dict[str, UnitState] = {}
        if self.kind in ("phase_b", "ranged"):
            for u in self.firers:
                cur[u] = replace(unit(u), fired=True)
        for u in targets:
            cur[u] = replace(unit(u), fired_at=True)
        rested: list[Event] = []
        for u in self.firers + targets:
            us = cur.get(u) or unit(u)
            if us.resting:
                cur[u] = replace(us, resting=False)
                rested.append(RestEnded(u))
        return r, targets, leaders, tuple(cur.values()), tuple(rested), None


# ---------------------------------------------------------------------------------------------------------
# D.3: declaration


def lead_unit(state: Position, h: Hex) -> UnitState | None:
    """The unit of a stack whose front the stack attacks through: the first that may initiate a mêlée."""
    initiates = kept(state, "initiates_melee", 1 << 30)  # by unit id: its type's, fixed per battle (issue #30)
    for u in state.units_at(h):
        ok = initiates.get(u.id)
        if ok is None:
            ok = initiates[u.id] = state.battle.tables.unit_type(state.unit_info(u.id).type).initiates_melee
        if ok:
            return u
    return None


def attackable_in_front(state: Position, us: UnitState) -> list[UnitState]:
    """Enemy units in a unit's front hexes it could fight (not across an NA hexside, 9.1 scenario rules)."""
    return [e for e in board.enemies_in_front(state, us) if board.melee_possible(state, us, e)]


def why_no_declare(state: Position, uid: str) -> str | None:
    """D.3, 10.1, 10.4, 7.4: who may declare a mêlée."""
    if state.step != "D3":
        return _("mêlées are declared in D.3 (6.D)")
    us = state.unit(uid)
    side = state.side_of(state.active_leader)  # type: ignore[arg-type]
    if board.side_of_unit(state, uid) != side:
        return _("{unit} belongs to {side}: only the active player declares mêlées").format(
            unit=uid, side=board.side_of_unit(state, uid))
    if uid not in state.acting:
        return _("{unit} is not activated by {leader} (7.2)").format(unit=uid, leader=state.active_leader)
    if not us.on_map:
        return _("{unit} is not on the map").format(unit=uid)
    if us.routed:
        return _("{unit} is routed: routed units cannot attack (10.1, 12.2.3)").format(unit=uid)
    if us.out_of_command:
        return _("{unit} is out of command: it cannot initiate a mêlée (7.4, 10.1)").format(unit=uid)
    if us.declared:
        return _("{unit} has already declared").format(unit=uid)
    here = state.units_at(us.hex)  # type: ignore[arg-type]
    if any(u.charging for u in here):
        return _("{unit} is charging: its charge is its mêlée (10.2)").format(unit=uid)
    lead = lead_unit(state, us.hex)  # type: ignore[arg-type]
    if lead is None:
        return _("{unit}: artillery never initiates a mêlée (10.1)").format(unit=uid)
    cands = [e for e in attackable_in_front(state, lead) if not e.charged]
    if not cands:
        return _("{unit} has no enemy unit it could attack in its front hexes (10.4)").format(unit=uid)
    return None


def declare_options(state: Position) -> list[Choice]:

    out: list[Choice] = []
    seen: set = set()
    for uid in sorted(state.acting, key=lambda u: state.battle.unit_index[u]):
        if why_no_declare(state, uid) is None:
            h = state.unit(uid).hex
            if h in seen:
                continue
            seen.add(h)
            out.append(Declare(uid))
    return out


def apply_declare(state: Position, uid: str) -> tuple[Position, list[Event]]:
    """10.4: the unit (its stack, a single counter) will attack; every enemy unit in its front hexes it could
    fight gets a Mêlée marker, except those already charged."""
    why = why_no_declare(state, uid)
    if why:
        raise IllegalChoice(why)
    h = state.unit(uid).hex
    lead = lead_unit(state, h)  # type: ignore[arg-type]
    marked = [e for e in attackable_in_front(state, lead) if not e.charged]  # type: ignore[arg-type]
    changed = [replace(u, declared=True) for u in state.units_at(h)]  # type: ignore[arg-type]
    new_marks = [e.id for e in marked if not e.melee]
    state = state.with_units(changed)
    state = state.with_units([replace(state.unit(e.id), melee=True) for e in marked])
    return state, [Declared(uid, tuple(new_marks))]


# ---------------------------------------------------------------------------------------------------------
# D.4: which mêlée next


FLAGGED_SCAN_MAX = 32  # at most this many counters: one scan costs less than finding the changes (see `_flagged`)
FLAGGED_RECENT = 8  # units tuples whose marked counters are kept, to patch the next one's from
FLAGGED_PATCH_LIMIT = 64  # more changed counters than this: scan the units again


class _FlaggedCache(threading.local):
    """The marked counters of the last `FLAGGED_RECENT` units tuples, one list a thread (see `_flagged`)."""

    def __init__(self) -> None:
        self.recent: list[tuple[object, tuple, tuple[int, ...]]] = []  # (battle, units, indices flagged)


_flagged_cache = _FlaggedCache()


def _is_flagged(us: UnitState) -> bool:
    return bool(us.charging or us.charged or us.melee or us.declared)


def _flagged(state: Position) -> list[UnitState]:
    """The counters carrying a D.3–D.4 marker (charging, charged, Mêlée, declared), in the scenario's order:
    what D.4's scans of the units look for (`pending_charges`, `_marked`, the declared attackers, the stale
    Charged markers), found once a position (they scanned every counter five times on each settled D.4
    position of greedy's look-ahead, issue #30). Up to `FLAGGED_SCAN_MAX` counters (Tremithoussia's 19) one
    scan finds them; more (Hautmesnil's 47, the 400 of a large map) are patched from a recent tuple's
    (`_flagged_indices`). The same counters, in the same order, as a scan would find."""
    memo = state._memo
    got = memo.get("d4_flagged")
    if got is None:
        units = state.units
        if len(units) <= FLAGGED_SCAN_MAX:
            got = [us for us in units if us.charging or us.charged or us.melee or us.declared]
        else:
            got = [units[i] for i in _flagged_indices(state.battle, units)]
        memo["d4_flagged"] = got
    return got


def _flagged_indices(battle: object, units: tuple[UnitState, ...]) -> tuple[int, ...]:
    """The indices of the marked counters of `units`, kept for the last few tuples: a new tuple's are the
    last tuple's patched at the counters that differ (`changed_indices`: its parent's changes when the last
    tuple is an ancestor, else a comparison at C speed; a mêlée changes a few counters)."""
    recent = _flagged_cache.recent
    for b, u, idx in reversed(recent):
        if u is units and b is battle:
            return idx
    base = next((e for e in reversed(recent) if e[0] is battle), None)
    at = None if base is None else changed_indices(base[1], units)
    if at is None or len(at) > FLAGGED_PATCH_LIMIT:
        idx = tuple(i for i, us in enumerate(units) if _is_flagged(us))
    else:
        keep = set(base[2])  # type: ignore[index]
        for i in at:
            if _is_flagged(units[i]):
                keep.add(i)
            else:
                keep.discard(i)
        idx = tuple(sorted(keep))
    recent.append((battle, units, idx))
    if len(recent) > FLAGGED_RECENT:
        del recent[0]
    return idx


def pending_charges(state: Position) -> dict[Hex, list[str]]:
    """Chargers still to resolve, by their target's hex (10.2, 10.5: charges first)."""
    out: dict[Hex, list[str]] = {}
    for us in _flagged(state):
        if us.charging and us.on_map:  # the rare marker first: no property call for most of 400 units
            t = state.unit(us.charging[0])
            if t.on_map:
                out.setdefault(t.hex, []).append(us.id)  # type: ignore[arg-type]
    return out


def _charge_ok(state: Position, charger: UnitState) -> tuple[str, Args] | None:
    """10.2: the charge target must be in the charger's central front hex when the charge is resolved. Why
    not, as data (a template marked with N_ and its values): the cancellation event words it when shown."""
    if not charger.on_map or charger.routed:
        return N_("{unit} is no longer able to charge"), (("unit", charger.id),)
    target = state.unit(charger.charging[0])
    if not target.on_map:
        return N_("the target is gone"), ()
    central = state.grid.neighbour(charger.hex, charger.facing)  # type: ignore[arg-type]
    if target.hex != central:
        return N_("{target} is no longer in {unit}'s central front hex (10.2)"), (("target", target.id),
                                                                                 ("unit", charger.id))
    if not board.melee_possible(state, charger, target, charge=True):
        return N_("no charge across that hexside (Terrain Chart: NA)"), ()
    return None


def _avail_attackers(state: Position) -> dict[Hex, UnitState]:
    """Declared attackers still able to attack, by hex (their lead unit). Kept in the (immutable) state's memo:
    `cancellations` on a settled D.4 position, then its mêlée options and the choice taken ask (issue #30)."""
    memo = state._memo
    got = memo.get("melee_avail")
    if got is None:
        got = memo["melee_avail"] = _find_avail_attackers(state)
    return got


def _find_avail_attackers(state: Position) -> dict[Hex, UnitState]:
    out: dict[Hex, UnitState] = {}
    for us in _flagged(state):
        if not (us.declared and us.on_map and not us.fought and not us.routed and not us.out_of_command):
            continue
        lead = lead_unit(state, us.hex)  # type: ignore[arg-type]
        if lead is not None and not lead.routed:
            out[us.hex] = lead  # type: ignore[index]
    return out


def _marked(state: Position) -> dict[Hex, list[str]]:
    out: dict[Hex, list[str]] = {}
    for us in _flagged(state):
        if us.melee and us.on_map:
            out.setdefault(us.hex, []).append(us.id)  # type: ignore[arg-type]
    return out


def _can_hit(state: Position, lead: UnitState, h: Hex) -> bool:
    """The lead unit of an attacking stack may attack the stack in hex h. Kept per position by the lead unit
    and the hex (the stack there is the position's): `cancellations` and `melee_options` ask for each pair of
    a declared attacker and a marked defender, several times (issue #30)."""
    hits = state._memo.get("melee_hits")
    if hits is None:
        hits = state._memo["melee_hits"] = {}
    key = (lead, h)
    got = hits.get(key)
    if got is None:
        # kept per battle too, by the lead unit's record, the hex and the stack in it (the front hexes are the
        # lead's, `melee_possible` reads the two records, the map and the scenario's banners): the look-ahead
        # asks the same contacts from many positions (twelfth round, issue #30)
        stack = state.units_at(h)
        by_stack = kept(state, "melee_hits", 4096)
        wide = (lead, h, stack)
        got = by_stack.get(wide)
        if got is None:
            got = by_stack[wide] = h in state.front_hexes(lead) and all(
                board.melee_possible(state, lead, e) for e in stack)
        hits[key] = got
    return got


def cancellations(state: Position) -> tuple[Position, list[Event]]:
    """10.4: a marked defender no declared attacker can reach any more, and a charge whose target left the
    charger's central front hex, are cancelled. A verdict of nothing to cancel (the position given back, no
    event: every one the look-ahead met in the worst Hautmesnil decisions) is kept per battle by what the rules
    below read (`_cancel_facts`): the look-ahead settles the same D.4 marks from many positions that differ
    elsewhere, nearly half of them met before (twelfth round, issue #30)."""
    verdicts = kept(state, "melee_cancel_none", 2048)
    facts = _cancel_facts(state)
    if facts in verdicts:
        return state, []
    new, events = _cancellations(state)
    if new is state and not events:
        verdicts[facts] = True
    return new, events


def _cancel_facts(state: Position) -> tuple:
    """Everything `_cancellations` reads of a position, as a key: the marked counters (`_flagged`: the
    chargers, the Charged and Mêlée markers, the declared attackers with their fought, rout and command
    markers), the stacks in their hexes (the lead units, the defenders fought and every contact's units: their
    facings, front hexes and banners, `_can_hit`, `melee_possible`), and each charge's target with the stack in
    its hex (10.2: still in the central front hex; the cancelled stack's ids). The rest is the map's, the
    scenario's and the tables'. The same key serves `melee_options` (the same reads, and the stacks' ids, the
    hexes' labels and the choices' notation: the stacks' and the map's); kept in the position's memo."""
    memo = state._memo
    got = memo.get("d4_facts")
    if got is None:
        flagged = _flagged(state)
        get = state._by_hex.get  # the stacks read at C speed: `by_hex.get(us.hex, ())` for each
        index, every = state.battle.unit_index, state.units
        targets = tuple([every[index[us.charging[0]]] for us in flagged if us.charging])
        got = memo["d4_facts"] = (tuple(flagged), tuple(map(get, map(_UNIT_HEX, flagged), repeat(()))),
                                  targets, tuple(map(get, map(_UNIT_HEX, targets), repeat(()))))
    return got


def _cancellations(state: Position) -> tuple[Position, list[Event]]:
    """`cancellations` worked out."""
    events: list[Event] = []
    for h, chargers in pending_charges(state).items():
        for c in chargers:
            why = _charge_ok(state, state.unit(c))
            if why:
                state = state.with_units([replace(state.unit(c), charging=())])
                events.append(MeleeCancelled(tuple(_stack_ids(state, h)), N_("the charge of {unit}: {why}"),
                                              (("unit", c), ("why", why))))
    flagged = _flagged(state)
    charged_still = {t for us in flagged if us.charging for t in us.charging}
    stale = [us for us in flagged if us.charged and us.id not in charged_still]
    if stale:
        state = state.with_units([replace(us, charged=False) for us in stale])
    avail = _avail_attackers(state)
    for h, ids in _marked(state).items():
        if not any(_can_hit(state, lead, h) for lead in avail.values()):
            state = state.with_units([replace(state.unit(i), melee=False) for i in ids])
            events.append(MeleeCancelled(tuple(ids), N_("no declared attacker is in contact any more (10.4)")))
    return state, events


def melee_options(state: Position) -> list[Choice]:
    """The mêlées the active player may resolve next: the charges first (10.5), then any grouping of declared
    attackers and marked defenders with one side a single stack (R10) that leaves every other marked defender
    attackable by an attacker not used yet (10.4; a unit attacks once per activation, **open question**).
    Kept in the (immutable) state's memo: the decision's choices, then the choice taken ask (issue #30)."""
    memo = state._memo
    got = memo.get("melee_options")
    if got is None:
        # kept per battle too, by what the listing reads (`_cancel_facts`, the same as the cancellations'): the
        # look-ahead lists one D.4 decision's mêlées from many positions that differ elsewhere (twelfth round)
        listings = kept(state, "melee_option_listings", 2048)
        facts = _cancel_facts(state)
        got = listings.get(facts)
        if got is None:
            got = listings[facts] = tuple(_find_melee_options(state))
        memo["melee_options"] = got
    return list(got)


def _find_melee_options(state: Position) -> list[Choice]:
    charges = pending_charges(state)
    if charges:
        out: list[Choice] = []
        for h in sorted(charges, key=lambda x: _label(state, x)):
            ok = [c for c in charges[h] if _charge_ok(state, state.unit(c)) is None]
            if ok:
                out.append(Melee(_ordered(state, [i for c in ok for i in _stack_ids(state, state.unit(c).hex)]),
                                 _ordered(state, _stack_ids(state, h))))
        return out
    avail = _avail_attackers(state)
    marked = _marked(state)
    # who can hit whom, asked once a pair: the groups below test each pair many times (a 12-choice D.4 decision
    # asked 76 contact tests a position, issue #30); the stacks' ids in the scenario's order once a hex
    hitters = {d: [a for a, lead in avail.items() if _can_hit(state, lead, d)] for d in marked}
    groups: list[tuple[tuple[Hex, ...], tuple[Hex, ...]]] = []
    for d in marked:
        able = hitters[d]
        for k in range(1, len(able) + 1):
            for sub in combinations(able, k):
                groups.append((tuple(sub), (d,)))
    for a in avail:
        front = [d for d in marked if a in hitters[d]]
        for k in range(2, len(front) + 1):
            for sub in combinations(front, k):
                groups.append(((a,), tuple(sub)))
    if not groups:
        return []
    ordered = {h: _ordered(state, _stack_ids(state, h)) for h in (*avail, *marked)}

    def whole(hexes: tuple[Hex, ...]) -> tuple[str, ...]:
        return ordered[hexes[0]] if len(hexes) == 1 else _ordered(state, [i for h in hexes for i in ordered[h]])
    out = [Melee(whole(atts), whole(defs)) for atts, defs in groups
           if all(any(a not in atts for a in hitters[d]) for d in marked if d not in defs)]
    return sorted(set(out), key=lambda c: c.notation(state.grid))


def canonical_melee(state: Position, choice: Melee) -> Melee:
    """Whole stacks, in the scenario's order (a unit named stands for its stack, 5.2.5)."""
    def expand(ids):
        out = []
        for i in ids:
            us = state.unit(i)
            out += [i] if us.hex is None else [u.id for u in state.units_at(us.hex)]
        return _ordered(state, out)

    return Melee(expand(choice.attackers), expand(choice.defenders))


def why_not_melee(state: Position, choice: Melee) -> str:
    side = state.side_of(state.active_leader)  # type: ignore[arg-type]
    att_hexes = {state.unit(i).hex for i in choice.attackers}
    def_hexes = {state.unit(i).hex for i in choice.defenders}
    if len(att_hexes) > 1 and len(def_hexes) > 1:
        return _("several attackers against several defenders: one side of a mêlée is a single unit (R10; Bey, CSW "
                 "#535)")
    for i in choice.attackers:
        us = state.unit(i)
        if board.side_of_unit(state, i) != side:
            return _("{unit} is not a unit of the active player").format(unit=i)
        if us.out_of_command:
            return _("{unit} is out of command: it cannot initiate a mêlée (7.4, 10.1)").format(unit=i)
        if us.routed:
            return _("{unit} is routed: it cannot attack (10.1)").format(unit=i)
        if not us.declared and not us.charging:
            return _("{unit} did not declare a mêlée in D.3 (10.4)").format(unit=i)
        if us.fought:
            return _("{unit} has already attacked in this activation").format(unit=i)
    for i in choice.defenders:
        us = state.unit(i)
        if board.side_of_unit(state, i) == side:
            return _("{unit} is a unit of the active player").format(unit=i)
        if not us.melee and not us.charged:
            return _("{unit} carries no Mêlée marker: only the units marked in D.3 are attacked (10.4)").format(unit=i)
    if pending_charges(state) and not any(state.unit(i).charging for i in choice.attackers):
        return _("the charges are resolved before any other mêlée (10.5)")
    for a in att_hexes:
        lead = lead_unit(state, a)  # type: ignore[arg-type]
        for d in def_hexes:
            if lead is None or not _can_hit(state, lead, d):  # type: ignore[arg-type]
                return _("{hex} is not in a front hex of the attacker in {origin} (10.4), or the hexside forbids "
                         "the mêlée").format(hex=_label(state, d), origin=_label(state, a))  # type: ignore[arg-type]
    return _("that grouping would leave a marked defender that no unused attacker can reach: every marked "
             "defender must be attacked (10.4)")


# ---------------------------------------------------------------------------------------------------------
# One mêlée


@keep_hash  # hashed with every position whose agenda holds it (issue #30)
@dataclass(frozen=True)
class MeleeTask(Task):
    """One mêlée (10.5): defensive fire, offensive fire, [the counter-charge of a charge, Élan or Dispersion,
    R34, R35], the d10, the results in the printed order (10.6), the advance (10.8), the leader checks, and the
    pursuit of a charge (10.9)."""

    kind: str  # melee | charge | elan | dispersion
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    stage: str = "defensive"
    counter_charged: tuple[str, ...] = ()  # chargers whose charge modifiers are disregarded (10.3, R22)
    cc_charger: str | None = None  # the charger named by a counter-charge awaiting its roll
    fired: tuple[str, ...] = ()  # units that fired (or declined) in this mêlée
    offensive_fire: bool = False
    fresh: tuple[str, ...] = ()  # chargers fresh at the start of the charge (10.9)
    # after the roll (not the die itself: nothing reads it after the roll, and the outcomes of one die that
    # leave the board alike then reach one position, which the look-ahead meets once; issue #30)
    advance: str | None = None
    may_advance: tuple[str, ...] = ()
    no_f: tuple[str, ...] = ()  # chargers whose result gave an advance without F (10.9)
    def_hexes: tuple[Hex, ...] = ()
    att_hexes: tuple[Hex, ...] = ()
    leaders: tuple[tuple[str, str, tuple[str, ...]], ...] = ()  # (leader, table, enemy units) to check
    advanced: tuple[str, ...] = ()  # the unit(s) that advanced
    pursue: bool = False  # the advancing charger turned onto an enemy: Élan (obligatory) / Dispersion offered

    @property
    def is_charge(self) -> bool:
        return self.kind != "melee"

    @property
    def pursuit(self) -> bool:
        return self.kind in ("elan", "dispersion")

    def _side(self, state: Position, ids: tuple[str, ...]) -> str:
        return board.side_of_unit(state, ids[0])

    # -- who is still in the fight
    def _live_attackers(self, state: Position) -> list[str]:
        out = []
        for i in self.attackers:
            us = state.unit(i)
            if us.on_map and not us.routed:
                out.append(i)
        return out

    def _live_defenders(self, state: Position) -> list[str]:
        return [i for i in self.defenders if state.unit(i).on_map]

    def _contact_ok(self, state: Position, a: UnitState, d: UnitState) -> bool:
        if self.is_charge:
            return state.grid.neighbour(a.hex, a.facing) == d.hex and board.melee_possible(state, a, d, charge=True)  # type: ignore[arg-type]
        lead = lead_unit(state, a.hex)  # type: ignore[arg-type]
        return lead is not None and d.hex in state.front_hexes(lead) and board.melee_possible(state, lead, d)

    def _pairs(self, state: Position) -> tuple[list[Hex], list[Hex], list[tuple[Hex, Hex]]]:
        """Attacker and defender hexes still in contact, and the contacts (R9, R10)."""
        atts = [state.unit(i) for i in self._live_attackers(state)]
        defs = [state.unit(i) for i in self._live_defenders(state)]
        pairs = []
        for a in atts:
            for d in defs:
                if (a.hex, d.hex) not in pairs and self._contact_ok(state, a, d):
                    pairs.append((a.hex, d.hex))
        a_hexes = list(dict.fromkeys(p[0] for p in pairs))
        d_hexes = list(dict.fromkeys(p[1] for p in pairs))
        return a_hexes, d_hexes, pairs  # type: ignore[return-value]

    def situation(self, state: Position) -> MeleeSituation | None:
        a_hexes, d_hexes, pairs = self._pairs(state)
        if not pairs:
            return None
        if len(a_hexes) > 1 and len(d_hexes) > 1:  # R10 after losses: keep the first defender's fight
            d_hexes = d_hexes[:1]
            pairs = [p for p in pairs if p[1] == d_hexes[0]]
            a_hexes = list(dict.fromkeys(p[0] for p in pairs))
        att_ids = set(self._live_attackers(state))
        def_ids = set(self._live_defenders(state))
        astacks = tuple(board.stack_at(state, h, tuple(u.id for u in state.units_at(h) if u.id in att_ids
                                                       or not self.is_charge)) for h in a_hexes)
        dstacks = tuple(board.stack_at(state, h, tuple(u.id for u in state.units_at(h) if u.id in def_ids
                                                       or not self.is_charge)) for h in d_hexes)
        contacts = []
        for a, d in pairs:
            ai, di = a_hexes.index(a), d_hexes.index(d)
            facing_units = [u for u in state.units_at(d) if not u.routed]
            rear = bool(facing_units) and board.in_rear(state, facing_units[0], a)
            charger = next((u.id for u in state.units_at(a) if u.id in self.attackers), None)
            contacts.append(Contact(ai, di, board.terrain_key(state, d), board.hexside_features(state, a, d),
                                    board.level(state, a) - board.level(state, d), rear, self.is_charge,
                                    self.is_charge and charger in self.counter_charged,
                                    board.outward_features(state, a, d)))
        return MeleeSituation(astacks, dstacks, tuple(contacts), self.offensive_fire, self.kind)  # type: ignore[arg-type]

    def resolution(self, state: Position) -> MeleeResolution | None:
        """The resolution the mêlée's die is rolled on (None: nobody is in contact any more). Kept in the
        (immutable) state's memo: the decision, the odds and the roll each ask for it (issue #30)."""
        key = ("melee_resolution", self)
        memo = state._memo
        if key in memo:
            return memo[key]
        # what `situation` reads, gathered without building it: the look-ahead meets one mêlée from many
        # positions that differ elsewhere (its other counters' markers, the agenda), 1670 situations built in a
        # Hautmesnil game's mêlée decisions for a few hundred distinct ones
        facts = self._situation_facts(state)
        by_facts = kept(state, "melee_resolution_facts", 2048)
        got = by_facts.get(facts, _UNSEEN)
        if got is _UNSEEN:
            s = self.situation(state)
            if s is None:
                got = None
            else:  # the same situation is met from many positions: its resolution kept per battle
                by_situation = kept(state, "melee_resolution", 1024)
                got = by_situation.get(s)
                if got is None:
                    got = by_situation[s] = resolve_melee(s, state.battle.tables)
            by_facts[facts] = got
        memo[key] = got
        return got

    def _situation_facts(self, state: Position) -> tuple:
        """Everything `situation` reads of a position, field by field, as a key: this task's kind, units,
        offensive fire and counter-charged chargers; of each unit in the attackers' and defenders' hexes
        (`_UNIT_READ`) its id, hex, facing, place in the stack (the lead unit, the stacks' order), fatigue,
        condition (on the map, routed: who is still in the fight, the front hexes, the combatants' disorder),
        mount and `joined` (5.2.5); the leaders in those hexes (a stack's leaders and their values,
        `board.leader_infos`) and the sides (the army commander). The rest is the map's and the tables'. (A key
        of whole records and all the leaders missed when records differed in a marker only, or a leader
        elsewhere moved: 1,719 asks of a Tremithoussia game built 572 situations for 156 resolutions; issue #30.)"""
        hexes, stacks = self._stacks(state)
        return (self.kind, self.attackers, self.defenders, self.offensive_fire, self.counter_charged,
                tuple([tuple(map(_UNIT_READ, st)) for st in stacks]),
                _leaders_in(state.leaders, hexes), state.sides)

    def _stacks(self, state: Position) -> tuple[tuple, tuple[tuple[UnitState, ...], ...]]:
        """The hexes of this mêlée's attackers and defenders (once each, in their order; None for a unit off the
        map) and the stacks in those on the map (the occupancy's tuples, `units_at`), kept in the position's memo
        by the attackers and defenders: a function of the units tuple and those ids alone. A fire's face in a
        mêlée asks for them three times (the two fire listings, the resolution's facts), on its position and on
        the one `swap` makes of it, which `_handed_on` gives them (twelfth round, issue #30)."""
        memo = state._memo
        key = ("melee_stacks", self.attackers, self.defenders)
        got = memo.get(key)
        if got is None:
            index, every = state.battle.unit_index, state.units  # `state.unit` and `units_at`, written out
            by_hex = state._by_hex
            hexes = tuple(dict.fromkeys([every[index[u]].hex for u in self.attackers + self.defenders]))
            got = memo[key] = (hexes, tuple([by_hex.get(h, ()) for h in hexes if h is not None]))
        return got

    def counter_test(self, state: Position) -> CounterChargeTest:
        """The defender's counter-charge test (10.3): d10 ≤ the stack's quality."""
        d = state.unit(self.defenders[0])
        return counter_charge(board.stack_at(state, d.hex), state.battle.tables)  # type: ignore[arg-type]

    # -- stages
    def decision(self, state: Position) -> Decision | None:
        st = self.stage
        if st == "counter_charge":
            opts = self.counter_charge_options(state)
            if not opts:
                return None
            d = state.unit(self.defenders[0])
            return Decision(board.side_of_unit(state, d.id), "counter_charge", state.active_leader, state.step,
                            _("{units} is charged ({kind}): after the fire, try a counter-charge (d10 ≤ quality, "
                              "10.3, R34, R35) against one charger, or pass").format(
                                units="+".join(self.defenders), kind=self.kind))
        if st == "cc_roll":
            q = self.counter_test(state).quality
            return Decision(None, "roll", state.active_leader, state.step,
                            _("counter-charge by {units} against {charger}: succeeds on {quality} or less "
                              "(10.3)").format(units="+".join(self.defenders), charger=self.cc_charger, quality=q),
                            D10)
        if st == "defensive":
            if not self._fire_opts(state, "defensive"):
                return None
            return Decision(self._side(state, self.defenders), "defensive_fire", state.active_leader, state.step,
                            _("defensive fire by the defenders of {units} at an attacker in their front hexes "
                              "(9.1, 10.5), or pass").format(units="+".join(self.defenders)))
        if st == "offensive":
            if not self._fire_opts(state, "offensive"):
                return None
            return Decision(self._side(state, self.attackers), "offensive_fire", state.active_leader, state.step,
                            _("offensive fire by the attackers (−2 to the mêlée, 9.1, 10.5), or pass"))
        if st == "roll":
            r = self.resolution(state)
            if r is None:
                return None
            return Decision(None, "roll", state.active_leader, state.step, _roll_note(r, self.kind), D10)
        if st == "advance":
            opts = self._advance_options(state)
            if not opts:
                return None
            optional = self.advance == "defender_optional"
            side = self._side(state, self.defenders if optional else self.attackers)
            if not optional and len(opts) == 1:
                return None
            note = (_("the defender may advance into the vacated hex (10.8, R3)") if optional else
                    _("the attacker must advance into the vacated hex (10.8, R3)"))
            if any(self._pursuit_possible(state, i) for i in self.attackers) and not optional:
                note += _("; a charger turns at most one hexside on an advance that leads into Élan or Dispersion "
                          "(R23)")
            return Decision(side, "advance", state.active_leader, state.step, note)
        if st == "dispersion":
            return Decision(self._side(state, self.attackers), "dispersion", state.active_leader, state.step,
                            _("Dispersion (optional, 10.9): charge the enemy in the central front hex again, the "
                              "charger fatigued whatever the result; or pass"))
        return None

    def choices(self, state: Position) -> list[Choice]:
        st = self.stage
        if st == "counter_charge":
            return [*self.counter_charge_options(state), Pass()]
        if st in ("cc_roll", "roll"):
            return roll_choices(state.battle.tables, D10)
        if st in ("defensive", "offensive"):
            return [*self._fire_opts(state, st), Pass()]
        if st == "advance":
            opts = self._advance_options(state)
            return opts + ([Pass()] if self.advance == "defender_optional" else [])
        if st == "dispersion":
            return [Dispersion(), Pass()]
        return []

    def run(self, state: Position) -> tuple[Position, list[Event]]:
        st = self.stage
        if st in _NEXT_STAGE:
            task = self._at(_NEXT_STAGE[st])._asking(state)
            return task._handed_on(state, swap(state, task)), []
        if st == "roll":  # nobody left in contact: the mêlée cannot take place
            state = pop(state)
            state = self._clear_markers(state)
            return state, [MeleeCancelled(self.defenders, N_("no attacker and defender are in contact any more"))]
        if st == "advance":
            opts = self._advance_options(state)
            if len(opts) == 1 and self.advance != "defender_optional":
                return self._do_advance(state, opts[0])  # type: ignore[arg-type]
            return self._after_advance(state)
        if st == "pursuit":
            return self._pursuit(state)
        return pop(state), []

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:
        st = self.stage
        if st in ("cc_roll", "roll"):
            die = check_roll(state.battle.tables, D10, choice)
            return self._counter_roll(state, die) if st == "cc_roll" else self._roll(state, die)
        if st == "advance" and choice.__class__ is Advance:
            # the very record of an option listed on this position (kept in its memo by `_advance_options`) is
            # legal: the listing and its comparisons are not made again (tenth round, issue #30: greedy takes the
            # choices it listed, 696 advances in 300 Tremithoussia choices, every one such a record)
            listed = state._memo.get(("melee_advance_options", self))
            if listed is not None and any(map(is_, listed, repeat(choice))):
                return self._do_advance(state, choice)
        legal = self.choices(state)
        if st in ("defensive", "offensive") and isinstance(choice, Fire):
            choice = Fire(_ordered(state, choice.firers), choice.target)
            if choice not in legal:
                pool = self._fire_pool(state, st)
                raise IllegalChoice(why_not_fire(state, st, choice, pool, self.pursuit))
        self.refuse(state, choice, legal)
        if st == "counter_charge":
            if isinstance(choice, Pass):
                return swap(state, self._at("roll")), []
            return swap(state, self._then(stage="cc_roll", cc_charger=choice.charger)), []  # type: ignore[attr-defined]
        if st in ("defensive", "offensive"):
            if isinstance(choice, Pass):
                nxt = "offensive" if st == "defensive" else "counter_charge"
                return swap(state, self._at(nxt)), []
            assert isinstance(choice, Fire)
            task = self._then(fired=self.fired + choice.firers, offensive_fire=self.offensive_fire or st == "offensive")
            return swap(state, task, FireTask(st, choice.firers, choice.target, self.pursuit)), []
        if st == "advance":
            if isinstance(choice, Pass):
                return self._after_advance(state)
            return self._do_advance(state, choice)  # type: ignore[arg-type]
        if st == "dispersion":
            if isinstance(choice, Pass):
                return pop(state), []
            return self._next_charge(state, "dispersion")
        raise IllegalChoice(_("nothing to choose now"))  # pragma: no cover

    def _at(self, stage: str) -> MeleeTask:
        """This task at `stage`: `replace(self, stage=stage)`, made once a record and kept in its dictionary
        (`_stages`, left out of pickles and copies). The look-ahead moves the same task through the same stages
        from many positions (a Hautmesnil game replaced about 5,600 mêlée tasks in 300 choices, nine in ten equal
        to one made before); the record handed out again is also hashed and compared once (ninth round, issue
        #30). Kept by the record, not by its value: a task started from the battle's kept ones (`_started`)
        passes its stages on to every position that reaches it."""
        d = self.__dict__
        kept_stages = d.get("_stages")
        if kept_stages is None:
            kept_stages = d["_stages"] = {}
        got = kept_stages.get(stage)
        if got is None:
            got = kept_stages[stage] = replace(self, stage=stage)
        return got

    def _then(self, **changes: object) -> MeleeTask:
        """`replace(self, **changes)`, kept in the record's dictionary as `_at`'s stages are (by the changes'
        names and values, in the order the caller gives them)."""
        d = self.__dict__
        kept_changes = d.get("_changes")
        if kept_changes is None:
            kept_changes = d["_changes"] = {}
        key = tuple(changes.items())
        got = kept_changes.get(key)
        if got is None:
            got = kept_changes[key] = replace(self, **changes)
        return got

    def _asking(self, state: Position) -> MeleeTask:
        """This task at the first stage from its own that asks a decision or rolls: a fire stage with no fire
        option and a counter-charge stage with no counter-charge ask none, and the settle loop would run each at
        once, on a position that differs from this one in the agenda alone, which none of those options reads
        (issue #30: a mêlée without fire made three positions before its roll)."""
        task = self
        while True:
            st = task.stage
            if st == "counter_charge":
                if task.counter_charge_options(state):
                    return task
            elif st not in ("defensive", "offensive") or task._fire_opts(state, st):
                return task
            task = task._at(_NEXT_STAGE[st])

    def _handed_on(self, state: Position, new: Position) -> Position:
        """`new` (made from `state` with this task on top), with the fire options `_asking` found for this task's
        stage on `state` kept in its memo: they read no agenda, and the settle loop's decision asks for them."""
        memo = state._memo
        key = ("melee_fire_options", self, self.stage)
        got = memo.get(key)
        if got is not None:
            new._memo[key] = got
        if new.units is state.units:  # the stacks too (`_stacks`: a function of the units tuple)
            key = ("melee_stacks", self.attackers, self.defenders)
            got = memo.get(key)
            if got is not None:
                new._memo[key] = got
        return new

    # -- counter-charge (10.3, R22, R34, R35)
    def counter_charge_options(self, state: Position) -> list[Choice]:
        """10.3: the target of a charge, an Élan or a Dispersion (each "executes a new charge", 10.9; R34) may try
        a counter-charge against a charger still in contact, after that mêlée's defensive and offensive fire and
        just before its roll (R35)."""
        if not self.is_charge or self.situation(state) is None:
            return []
        defs = self._live_defenders(state)
        if not defs:
            return []
        d = state.unit(defs[0])
        stack = board.stack_at(state, d.hex)  # type: ignore[arg-type]
        out: list[Choice] = []
        for c in self._live_attackers(state):
            cu = state.unit(c)
            front = state.has_facing(d) and cu.hex in state.front_hexes(d)
            if can_counter_charge(stack, state.battle.tables, through_front_hex=front):
                out.append(CounterCharge(d.id, c))
        return out

    def _counter_roll(self, state: Position, die: int) -> tuple[Position, list[Event]]:
        d = state.unit(self.defenders[0])
        test = self.counter_test(state)
        ok = test.success(die)
        charger = self.cc_charger
        events: list[Event] = [CounterCharged(d.id, charger, die, ok, counter_charge_line(test, die))]  # type: ignore[arg-type]
        task = self._then(stage="roll", cc_charger=None)
        if ok:
            facing = state.grid.direction_to(d.hex, state.unit(charger).hex)  # type: ignore[arg-type]
            state = state.with_units([replace(u, facing=facing) for u in state.units_at(d.hex)])  # type: ignore[arg-type]
            events.append(Faced(tuple(u.id for u in state.units_at(d.hex)), facing, "counter-charge, 10.3"))  # type: ignore[arg-type]
            task = task._then(counter_charged=self.counter_charged + (charger,))  # type: ignore[operator]
        return swap(state, task), events

    # -- fire in the mêlée (9.1, 10.5)
    def _fire_pool(self, state: Position, kind: str) -> list[str]:
        ids = self._live_defenders(state) if kind == "defensive" else self._attack_fire_units(state)
        return [i for i in ids if i not in self.fired]

    def _attack_fire_units(self, state: Position) -> list[str]:
        """Attacking units, and an artillery unit stacked with an attacking infantry unit (9.1)."""
        out = []
        for i in self._live_attackers(state):
            out += [u.id for u in state.units_at(state.unit(i).hex)]  # type: ignore[arg-type]
        return list(dict.fromkeys(out))

    def _fire_opts(self, state: Position, kind: str) -> list[Choice]:
        """The fire options of this stage; kept in the (immutable) state's memo: the decision, then the choices
        and the choice taken ask for them (issue #30)."""
        key = ("melee_fire_options", self, kind)
        memo = state._memo
        got = memo.get(key)
        if got is None:
            got = memo[key] = self._kept_fire_opts(state, kind)
        return list(got)

    def _kept_fire_opts(self, state: Position, kind: str) -> tuple[Choice, ...]:
        """`_find_fire_opts`, kept per battle by everything it reads: this task (its units, the units that fired,
        a pursuit's kind), the stage, and the stacks in the hexes of its attackers and defenders. Those stacks hold
        the record of every one of them on the map (an occupancy lists each unit on the map in its hex), so they
        say who is still in the fight (on the map, routed) and where; and the pool (the live defenders, or the
        live attackers and the units stacked with them, 9.1), the targets and each fire verdict's key
        (`_may_fire`: the firer, the stacks in its hex and in the target's) are read from them. A verdict at any
        other range than 1 is a refusal read from those too (offensive and defensive fire only at an adjacent
        target, 9.1). The look-ahead lists one mêlée's fire from the many positions that reach it, nine in ten of
        them met before (tenth round, issue #30)."""
        stacks = self._stacks(state)[1]
        answers = kept(state, "melee_fire_listings", 2048)
        key = (self, kind, stacks)
        got = answers.get(key)
        if got is None:
            got = answers[key] = tuple(self._find_fire_opts(state, kind))
        return got

    def _find_fire_opts(self, state: Position, kind: str) -> list[Choice]:
        pool = self._fire_pool(state, kind)
        if not pool:
            return []
        targets_ids = self._live_attackers(state) if kind == "defensive" else self._live_defenders(state)
        targets = list(dict.fromkeys(state.unit(i).hex for i in targets_ids))
        return fire_options(state, kind, pool, targets, self.pursuit, combine=kind == "offensive")  # type: ignore[arg-type]

    # -- the roll and the results (10.6)
    def _roll(self, state: Position, die: int) -> tuple[Position, list[Event]]:
        unit = state.unit
        memo = state._memo
        at_key = ("melee_roll", self)
        at = memo.get(at_key)
        if at is None:
            r = self.resolution(state)
            assert r is not None
            parts = _roll_parts(r, self.kind, die)
            read = tuple([unit(u) for u in dict.fromkeys(parts[0] + parts[1] + self.attackers + self.defenders)])
            at = memo[at_key] = (r, read, {})
        else:
            r, read = at[0], at[1]
            parts = _roll_parts(r, self.kind, die)
        att_ids, def_ids, event, out, effects, checks, no_f = parts
        # the attackers have fought, the markers come off (`_clear_markers`), so does the resting marker
        # (`_rest_off`): the changed counters gathered and put on the board at once with the next stage of the
        # agenda (issue #30: one new position for the roll instead of five). Those records and the task's next
        # stage are kept on the (per-battle) resolution by this task, the die and the states of the units read
        # (the look-ahead rolls one face of one mêlée from the many positions that reach it)
        marks = r.__dict__.setdefault("_roll_marks", {})
        key = (self, die, read)
        got = marks.get(key)
        if got is None:
            if len(marks) >= ROLL_MARKS_KEPT:
                marks.clear()
            got = marks[key] = self._roll_marks(state, att_ids, def_ids, out, checks, no_f)
        changed, rested, task = got
        cur = {us.id: us for us in changed}
        events: list[Event] = [event, *rested]
        # the effect lists on top ask no decision: the settle loop would apply each next, on a new position; the
        # answers kept per battle (by the list and its units' states) go on the board with the roll's changes, up
        # to a move owed or a list not kept yet (issue #30: one position where there were up to three)
        above = effects
        while above and isinstance(above[0], Effects):
            e = above[0]
            got = e.applied_kept(state, tuple([cur.get(u) or unit(u) for u in e.ids]))
            if got is None:
                break
            changed, ev, nxt = got
            for us in changed:
                cur[us.id] = us
            events += ev
            above = _next_agenda(nxt, (), above[1:])
            if above and above[0] is nxt:  # a move owed: asked, or run, by the settle loop
                break
        agenda = (*above, task, *state.agenda[1:])
        recs = tuple(cur.values())
        shared = at[2]
        units = shared.get(recs)
        if units is not None:
            return remade_with(state, {"units": units, "agenda": agenda}), events
        new = state.with_units(recs, agenda=agenda)
        shared[recs] = new.units
        return new, events

    def _roll_marks(self, state: Position, att_ids: tuple[str, ...], def_ids: tuple[str, ...], out: MeleeOutcome,
                    checks: tuple, no_f: tuple[str, ...],
                    ) -> tuple[tuple[UnitState, ...], tuple[Event, ...], MeleeTask]:
        """What a roll changes before its effects (`_roll`): the counters, the RestEnded events, the next stage."""
        unit = state.unit
        a_hexes = tuple(unit(u).hex for u in att_ids)
        d_hexes = tuple(unit(u).hex for u in def_ids)
        events: list[Event] = []
        cur: dict[str, UnitState] = {}
        for u in att_ids:
            cur[u] = replace(unit(u), fought=True)
        for u in self.defenders:
            us = cur.get(u) or unit(u)
            if us.melee or us.charged:
                cur[u] = replace(us, melee=False, charged=False)
        for u in self.attackers:
            us = cur.get(u) or unit(u)
            if us.charging:
                cur[u] = replace(us, charging=())
        for u in att_ids + def_ids:
            us = cur.get(u) or unit(u)
            if us.resting:
                cur[u] = replace(us, resting=False)
                events.append(RestEnded(u))
        task = replace(self, stage="advance", advance=out.advance, may_advance=out.advancing_units,
                       no_f=no_f, def_hexes=tuple(dict.fromkeys(d_hexes)), att_hexes=tuple(dict.fromkeys(a_hexes)),
                       leaders=checks)
        return tuple(cur.values()), tuple(events), task

    def _clear_markers(self, state: Position) -> Position:
        """10.5: the Charge or Mêlée marker comes off the defender after the combat; a unit attacked by an Élan
        or a Dispersion is not attacked again by the mêlée intended for it (10.9)."""
        changed = [replace(us, melee=False, charged=False) for us in map(state.unit, self.defenders)
                   if us.melee or us.charged]
        changed += [replace(state.unit(u), charging=()) for u in self.attackers if state.unit(u).charging]
        return state.with_units(changed)

    # -- the advance (10.8, R3, R23)
    def _vacated(self, state: Position, hexes: tuple[Hex, ...], side: str) -> list[Hex]:
        return [h for h in hexes if not any(board.side_of_unit(state, u.id) == side for u in state.units_at(h))]

    def _pursuit_possible(self, state: Position, uid: str) -> bool:
        if self.kind not in ("charge", "elan") or uid not in self.no_f or uid not in self.fresh:
            return False
        return not any(state.unit(d).on_map and state.unit(d).hex in self.def_hexes for d in self.defenders)

    def _advance_options(self, state: Position) -> list[Choice]:
        """The advances open after the roll (10.8, R3, R23); kept in the (immutable) state's memo: the decision,
        the choices and the choice taken ask for them (issue #30)."""
        if self.advance is None:
            return []
        key = ("melee_advance_options", self)
        memo = state._memo
        got = memo.get(key)
        if got is None:
            got = memo[key] = tuple(self._find_advance_options(state))
        return list(got)

    def _find_advance_options(self, state: Position) -> list[Choice]:
        """`_list_advance_options`, kept per battle by everything it reads: this task (the result's advance, the
        hexes fought from and over, who may advance, a charge's fresh chargers advancing without F) and the stacks
        in its attackers' and defenders' hexes, the hexes left and entered: who stands there (the movers and their
        records, the unit on top's facing, the side left in a hex, the stacking there, the movers' classes for the
        step costs, whether a defender stayed, 10.9); and, when a charger may pursue (10.9, R23), the stacks in the
        hexes around those (the enemy ahead of each facing). The rest is the map's and the tables'. The look-ahead
        lists one mêlée's advance from the many positions that reach its result (eleventh round, issue #30)."""
        by_hex = state._by_hex
        hexes = self.att_hexes + self.def_hexes
        stacks = tuple([by_hex.get(h, ()) for h in hexes])
        if self.kind in ("charge", "elan") and any(i in self.fresh for i in self.no_f):
            around = _ring(state, hexes)
            key: tuple = (self, stacks, tuple([by_hex.get(h, ()) for h in around]))
        else:
            key = (self, stacks)
        answers = kept(state, "melee_advance_listings", 2048)
        got = answers.get(key)
        if got is None:
            got = answers[key] = tuple(self._list_advance_options(state))
        return list(got)

    def _list_advance_options(self, state: Position) -> list[Choice]:
        if self.advance == "attacker_obligatory":
            movers_side, into = self.attackers, self._vacated(state, self.def_hexes, self._side(state, self.defenders))
            from_hexes = self.att_hexes
        else:
            movers_side, into = self.defenders, self._vacated(state, self.att_hexes, self._side(state, self.attackers))
            from_hexes = self.def_hexes
        if not into:
            return []
        out: list[Choice] = []
        turn = state.battle.number("charge_advance_facing_change_max")
        # the options' records kept per battle by the stack, the hex and the facings: the look-ahead lists the same
        # advance, six facings each, from the many positions that reach one mêlée's result (ninth round, issue #30)
        records = kept(state, "melee_advance_records", 1024)
        for h in from_hexes:
            here = state.units_at(h)
            ids = tuple(u.id for u in here)
            if not ids or any(i not in self.may_advance for i in ids) or not any(i in movers_side for i in ids):
                continue
            us = here[0]
            ordered = None
            for to in into:
                if state.grid.direction_to(h, to) is None or not board.stack_ok(state, ids, to):
                    continue
                if any(board._step_cost(state, i, h, state.grid.direction_to(h, to)) is None for i in ids):  # type: ignore[arg-type]
                    continue
                facings = _ALL_FACINGS
                charger = next((i for i in ids if self._pursuit_possible(state, i)), None)
                if charger is not None:
                    near = [(us.facing + k) % 6 for k in range(-turn, turn + 1)]
                    onto = [f for f in near if self._enemy_ahead(state, charger, to, f)]
                    if self.kind == "charge" and onto:
                        facings = tuple(sorted(set(onto)))  # Élan is obligatory (10.9, R23)
                if ordered is None:
                    ordered = _ordered(state, ids)
                key = (ordered, to, facings)
                got = records.get(key)
                if got is None:
                    got = records[key] = tuple([Advance(ordered, to, f) for f in facings])
                out += got
        return out

    def _enemy_ahead(self, state: Position, uid: str, at: Hex, facing: int) -> bool:
        side = board.side_of_unit(state, uid)
        ahead = state.grid.neighbour(at, facing)
        return any(board.side_of_unit(state, u.id) != side for u in state.units_at(ahead))

    def _do_advance(self, state: Position, choice: Advance) -> tuple[Position, list[Event]]:
        ids = choice.ids
        start = state.unit(ids[0]).hex
        facing_before = state.unit(ids[0]).facing
        state, events = _rest_off(state, ids)
        if self.kind == "melee":
            # no pursuit after a plain mêlée (10.9): the leader checks and the pursuit stage (which pops this task,
            # `_after_advance`, `_pursuit`) are known before the move, and go on the board with it (issue #30:
            # one new position for an advance where there were two)
            task = self._then(advanced=ids, pursue=False)._at("pursuit")
            agenda = ((*[LeaderCheck(lid, table, enemies) for lid, table, enemies in self.leaders], task,
                       *state.agenda[1:]) if self.leaders else state.agenda[1:])
            state = _relocated(state, ids, choice.to, choice.facing, {"agenda": agenda})
            events.append(Advanced(ids, (start, choice.to), choice.facing))  # type: ignore[arg-type]
            return state, events
        state = _relocated(state, ids, choice.to, choice.facing, {})
        events.append(Advanced(ids, (start, choice.to), choice.facing))  # type: ignore[arg-type]
        pursue = False
        charger = next((i for i in ids if self._pursuit_possible(state, i)), None)
        if charger is not None:
            turn = state.battle.number("charge_advance_facing_change_max")
            d = (choice.facing - facing_before) % 6
            within = min(d, 6 - d) <= turn
            stayed = any(state.unit(x).on_map and state.unit(x).hex in self.def_hexes for x in self.defenders)
            pursue = within and not stayed and self._enemy_ahead(state, charger, choice.to, choice.facing)
        state, more = self._after_advance(state, self._then(advanced=ids, pursue=pursue))
        return state, events + more

    def _after_advance(self, state: Position, task: MeleeTask | None = None) -> tuple[Position, list[Event]]:
        """The leader checks, then the pursuit stage, in place of this task (or of `task`, its record after the
        advance). With no leader check the pursuit stage has no decision and the settle loop would run it at
        once: it is run here, on this position (its steps replace the top task, as the swap would: issue #30, one
        new position where there were two)."""
        task = (task or state.agenda[0])._at("pursuit")  # type: ignore[attr-defined]
        if not self.leaders:
            return task._pursuit(state)
        checks = [LeaderCheck(lid, table, enemies) for lid, table, enemies in self.leaders]
        return swap(state, task, *checks), []

    # -- pursuit (10.9, R23)
    def _pursuit(self, state: Position) -> tuple[Position, list[Event]]:
        if self.kind == "dispersion":
            chargers = tuple(i for i in self.attackers if state.unit(i).on_map)
            return pop(state, *((Effects(chargers, ("F",), "melee", ()),) if chargers else ())), []
        if self.kind in ("charge", "elan") and self.pursue:
            charger = next(i for i in self.advanced if i in self.attackers)
            us = state.unit(charger)
            if us.on_map and not us.routed and self._enemy_ahead(state, charger, us.hex, us.facing):  # type: ignore[arg-type]
                if self.kind == "charge":
                    return self._next_charge(state, "elan")
                return swap(state, self._at("dispersion")), []
        return pop(state), []

    def _next_charge(self, state: Position, kind: str) -> tuple[Position, list[Event]]:
        charger = next(i for i in self.advanced if i in self.attackers)
        us = state.unit(charger)
        ahead = state.grid.neighbour(us.hex, us.facing)  # type: ignore[arg-type]
        atts = tuple(u.id for u in state.units_at(us.hex))  # type: ignore[arg-type]
        defs = _ordered(state, [u.id for u in state.units_at(ahead)])
        nxt = _started(state, kind, _ordered(state, atts), defs, self.fresh)
        return swap(state, nxt), []


_ALL_FACINGS = tuple(range(6))

_UNSEEN = object()  # a key not kept yet (None is a kept answer: nobody in contact)
ROLL_MARKS_KEPT = 256  # a resolution's rolls kept by task, die and units' states (`MeleeTask._roll`)
_LEADER_HEX = _UNIT_HEX = attrgetter("hex")


def _leaders_in(leaders: tuple[LeaderState, ...], hexes: tuple) -> tuple[LeaderState, ...]:
    """`tuple([ls for ls in leaders if ls.hex in hexes])` at C speed (`tuple.__contains__`: the same comparisons,
    None included), a facts key's scan of every leader (twelfth round, issue #30)."""
    return tuple(compress(leaders, map(hexes.__contains__, map(_LEADER_HEX, leaders))))


_UNIT_READ = attrgetter("id", "hex", "facing", "stack", "fatigued", "condition", "mounted", "joined")
_NEXT_STAGE = {"defensive": "offensive", "offensive": "counter_charge", "counter_charge": "roll"}


def _relocated(state: Position, ids: tuple[str, ...], to: Hex, facing: int, then: dict) -> Position:
    """`board.relocate(state, ids, to, facing, then=then)` for an advance, the records it changes kept per battle
    by everything it reads: the movers, their records, the hex entered and the facing, the stacks in the hexes left
    and entered (renumbered), and the leaders in the hex left (who follow their unit, 7.5). The look-ahead makes one
    mêlée's advance from the many positions that reach it (eleventh round, issue #30: five in six of them met
    before); the records handed out again are shared, their kept hashes with them. The changed records are put in
    the order `relocate` gives them."""
    units, index = state.units, state.battle.unit_index
    frm = units[index[ids[0]]].hex
    by_hex = state._by_hex
    key = (ids, to, facing, tuple([units[index[u]] for u in ids]), by_hex.get(frm, ()), by_hex.get(to, ()),  # type: ignore[arg-type]
           tuple([ls for ls in state.leaders if ls.hex == frm]))
    answers = kept(state, "advance_moves", 2048)
    got = answers.get(key)
    if got is not None:
        changed, moved = got
        return state.with_units(changed, **({**then, "leaders": state.leaders_with(moved)} if moved else then))
    new = board.relocate(state, ids, to, facing, then=then)
    made = _delta(new.units)
    if made is not None and made[1] is units:
        old_leaders = state.leaders
        moved = tuple([ls for ls, was in zip(new.leaders, old_leaders, strict=True) if ls is not was])
        answers[key] = (tuple([new.units[i] for i in made[2]]), moved)
    return new


def _ring(state: Position, hexes: tuple[Hex, ...]) -> list[Hex]:
    """The six neighbours of each of `hexes` (on the map or not), in the grid's order of directions."""
    around = state.grid.neighbours
    return [n for h in hexes for n in around(h, False)]


def _roll_note(r: MeleeResolution, kind: str) -> str:
    """The note of a mêlée's roll decision, kept on the (frozen, per-battle) resolution per kind and language
    (issue #30: the look-ahead reaches the same roll from many positions and never reads the words)."""
    notes = r.__dict__.setdefault("_roll_notes", {})
    key = (kind, language())
    got = notes.get(key)
    if got is None:
        s = r.situation
        mods = " ".join(f"{m.value:+d} {modifier_words(m)}" for m in r.modifiers if m.value) or _("no modifier")
        clamp = _(" (limited to {total})").format(total=f"{r.applied:+d}") if r.clamped else ""
        got = notes[key] = (
            _("{kind} {attackers} v {defenders}: {modifiers}{limit}") if len(s.attackers) == 1 else
            _("{kind} {attackers} etc. v {defenders}: {modifiers}{limit}")).format(
                kind=_(MELEE_WORDS.get(kind, kind)), attackers="+".join(s.attackers[0].unit_ids),
                defenders="+".join(x for st_ in s.defenders for x in st_.unit_ids), modifiers=mods, limit=clamp)
    return got


def _roll_parts(r: MeleeResolution, kind: str, die: int) -> tuple:
    """What a mêlée's roll of `die` does that its resolution alone decides: the units of each side, the
    MeleeResolved event (its log line in the current language), the outcome, the Effects tasks it puts on the
    agenda, the leader checks and the chargers advancing without F (10.9). Kept on the (frozen, per-battle)
    resolution by kind, die and language (issue #30: the look-ahead rolls each face of one mêlée from many
    positions that differ elsewhere; these records are values, shared as they are)."""
    parts = r.__dict__.setdefault("_roll_parts", {})
    key = (kind, die, language())
    got = parts.get(key)
    if got is None:
        s = r.situation
        out = r.result(die)
        att_ids = tuple(u for st_ in s.attackers for u in st_.unit_ids)
        def_ids = tuple(u for st_ in s.defenders for u in st_.unit_ids)
        event = MeleeResolved(kind, att_ids, def_ids, r.modifiers, r.excluded, r.total, r.applied, die, out.modified,
                              out.defender_effects, out.attacker_effects, melee_line(r, die))
        effects: list[Task] = []
        for st_ in s.defenders:
            if out.defender_effects:
                effects.append(Effects(st_.unit_ids, out.defender_effects, "melee", att_ids))
        for st_ in s.attackers:
            if out.attacker_effects:
                effects.append(Effects(st_.unit_ids, out.attacker_effects, "melee", def_ids))
        checks = []
        for who, ids in out.leader_checks:
            enemies = att_ids if who == "defenders" else def_ids
            checks += [(lid, "melee", enemies) for lid in ids]
        no_f = tuple(c for c in att_ids if kind != "melee" and advanced_without_fatigue(out, c))
        got = parts[key] = (att_ids, def_ids, event, out, tuple(effects), tuple(checks), no_f)
    return got


def start_melee(state: Position, choice: Melee) -> tuple[Position, list[Event]]:
    """D.4: push the chosen mêlée (charges first, 10.5)."""
    charging = [i for i in choice.attackers if state.unit(i).charging]
    kind = "charge" if charging else "melee"
    fresh = tuple(i for i in charging if not state.unit(i).fatigued)
    attackers = tuple(charging) if charging else choice.attackers
    task = _started(state, kind, attackers, choice.defenders, fresh)._asking(state)
    return task._handed_on(state, push(state, task)), []


def _started(state: Position, kind: str, attackers: tuple[str, ...], defenders: tuple[str, ...],
             fresh: tuple[str, ...]) -> MeleeTask:
    """A new mêlée's task, `MeleeTask(kind, attackers, defenders, fresh=fresh)`, kept per battle by those four:
    the look-ahead starts the same mêlée from many positions, and the stages kept on the record (`MeleeTask._at`)
    are then shared by all of them (ninth round, issue #30)."""
    tasks = kept(state, "melee_tasks", 1024)
    key = (kind, attackers, defenders, fresh)
    got = tasks.get(key)
    if got is None:
        got = tasks[key] = MeleeTask(kind, attackers, defenders, fresh=fresh)
    return got


_KEPT_STATE = MeleeTask.__getstate__  # keep_hash's: the record's fields without its kept hash


def _melee_task_state(self: MeleeTask) -> dict:
    """A mêlée task's pickled (or copied) fields: `keep_hash`'s, without the next records kept in `_at` and
    `_then` (a copy starts without them, as a record made by `__init__` does)."""
    d = _KEPT_STATE(self)
    if "_stages" in d or "_changes" in d:
        d = {k: v for k, v in d.items() if k != "_stages" and k != "_changes"}
    return d


MeleeTask.__getstate__ = _melee_task_state  # type: ignore[method-assign]
