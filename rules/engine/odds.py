"""What a roll will do before it is rolled: the pending roll's resolution, and the "what if" of a fire or a
mêlée that has not been declared yet.

    roll = pending_roll(state)          # None unless the pending decision is a roll
    roll.kind, roll.modifiers, roll.total, roll.applied
    roll.outcome(7).words               # what face 7 does; roll.outcomes: every result with its exact odds
    fire_preview(state, ("byz-cl-vanguard",), hex_, kind="defensive")
    melee_preview(state, ("cru-ch-household",), ("byz-cl-vanguard",), charge=True)

Everything here is read from the tasks the engine rolls on (`FireTask.resolution`, `MeleeTask.resolution`,
`MeleeTask.counter_test`, `RallyTask.situation`, `LeaderCheck`, `PassTest.test`, `initiative_inputs`) and
from the resolution layer's functions (`rules/resolve`): the editor's odds and `banneret resolve` build no
combat input of their own, so they cannot disagree with what the engine then does with the die.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from rules.i18n import N_, _, and_list, language
from rules.resolve import (
    FireResolution,
    MeleeResolution,
    Modifier,
    can_attack,
    can_charge,
    leader_casualty,
    melee_terrain,
    resolve_fire,
    resolve_initiative,
)
from rules.resolve.initiative import dice_totals
from rules.resolve.text import advance_words, effects, fire_kind, fire_outcome, melee_kind, terrain_words

from . import board
from .activation import charge_move
from .charge import charge_run
from .combat import FireTask, MeleeTask, fire_situation, fire_verdict, lead_unit
from .dice import D10, D6x2, faces
from .flow import _decision, settle
from .results import LeaderCheck, PassTest, condition_of
from .state import Position
from .tasks import kept
from .turn import RallyTask, initiative_inputs

KINDS = ("fire", "melee", "counter_charge", "rally", "initiative", "leader_check", "pass_through")


class Refused(ValueError):
    """The rules forbid this combat: why (in the user's language), the rule that says so, and `code`, a
    language-neutral kind for callers that act on one refusal (`no-line-of-sight`, `out-of-range`,
    `not-central-front-hex`, `charge-one-unit`), None for the others."""

    def __init__(self, reason: str, rule: str = "", code: str | None = None) -> None:
        super().__init__(reason)
        self.reason, self.rule = reason, rule
        self.code = code if code is not None else getattr(reason, "code", None)

    def __str__(self) -> str:
        return f"{self.reason} ({self.rule})" if self.rule else self.reason

    @classmethod
    def from_text(cls, text: str) -> Refused:
        """'reason (rule)' as the engine and the resolution layer word their refusals; a `Reason` keeps its
        code."""
        code = getattr(text, "code", None)
        text = text.strip()
        if text.endswith(")"):
            depth = 0
            for i in range(len(text) - 1, -1, -1):
                depth += {")": 1, "(": -1}.get(text[i], 0)
                if depth == 0:
                    if i > 0 and text[:i].strip():
                        return cls(text[:i].rstrip(), text[i + 1 : -1], code)
                    break
        return cls(text, code=code)

    def text(self) -> str:
        return str(self)


@dataclass(frozen=True)
class Outcome:
    """One result of a roll: a key to compare (what the engine's event says), its words, the faces giving it
    (each a tuple of dice: (7,) for a d10, (3, 5) for 2d6), the modified rolls, its exact probability, and the
    resolution layer's result for its first face (`detail`: a FireResult, a MeleeOutcome…)."""

    key: Hashable
    words: str
    faces: tuple[tuple[int, ...], ...]
    probability: Fraction
    modified: tuple[int, ...] = ()
    detail: Any = None

    @property
    def die_faces(self) -> tuple[int, ...]:
        """The d10 faces (for a d10 roll)."""
        return tuple(f[0] for f in self.faces)


@dataclass(frozen=True)
class CounterChargeOdds:
    """A defender's possible counter-charge against one charger (10.3, R22): the test, and the mêlée if it
    succeeds (that charger's charge modifiers disregarded)."""

    defender: str
    charger: str
    test: RollResolution
    if_success: RollResolution


@dataclass(frozen=True)
class RollResolution:
    """A roll and everything it can do. `inputs`: what the tables read (a FireSituation, a MeleeSituation, the
    defending Stack, a RallySituation, the initiative's (sides, dice rolled, bonuses), the leader's (id, table,
    wounded), the passed unit's (id, quality)); `resolution`: the resolution layer's object when there is one.
    `total` is the sum of the modifiers, `applied` the sum the table uses (±7 for a mêlée, R6). `outcomes`
    covers every face of the pending dice; `decided` is False for the first side's initiative dice, whose
    result needs the other side's (its outcomes then run over both sides' dice)."""

    kind: str  # fire | melee | counter_charge | rally | initiative | leader_check | pass_through
    title: str
    dice: str  # d10 | 2d6
    inputs: Any
    resolution: Any
    modifiers: tuple[Modifier, ...]
    total: int
    applied: int
    outcomes: tuple[Outcome, ...]
    excluded: tuple[Modifier, ...] = ()
    decided: bool = True
    counter_charges: tuple[CounterChargeOdds, ...] = ()
    combat: str = ""  # fire: phase_b | ranged | defensive | offensive; mêlée: melee | charge | elan | dispersion

    @property
    def clamped(self) -> bool:
        return self.applied != self.total

    def outcome(self, roll: int | tuple[int, ...]) -> Outcome | None:
        """The result these dice give (None for a face the dice cannot show, or when not `decided`)."""
        key = (roll,) if isinstance(roll, int) else tuple(roll)
        if not self.decided:
            return None
        return next((o for o in self.outcomes if key in o.faces), None)

    def distribution(self) -> dict[Hashable, Fraction]:
        return {o.key: o.probability for o in self.outcomes}


def _group(all_faces: list[tuple[int, ...]], p: Fraction,
           result: Callable[[tuple[int, ...]], tuple[Hashable, int | None, Any]],
           words: Callable[[Hashable, Any], str]) -> tuple[Outcome, ...]:
    """Outcomes in the order of their first face, each with its faces, modified rolls and probability (`p` a
    face). An outcome's words and detail are its first face's: the words are built for that face only, from
    its key and detail (issue #30: the look-ahead asks for the odds of every roll it meets, and wording each
    face was most of the cost). So `result` may give None for the detail of a face whose key an earlier face
    had (a fire or a mêlée works out only the first face of each outcome: the look-ahead rolls that face
    alone). Equally likely faces: the probability is `p` times the faces' count, the same exact fraction as
    their sum."""
    rows: dict[Hashable, tuple[list, list, Any]] = {}
    for f in all_faces:
        key, modified, detail = result(f)
        row = rows.get(key)
        if row is None:
            row = rows[key] = ([], [], detail)
        row[0].append(f)
        if modified is not None:
            row[1].append(modified)
    return tuple(Outcome(k, words(k, d), tuple(fs), p * len(fs), tuple(mods), d) for k, (fs, mods, d) in rows.items())


def _d10(state: Position, result, words) -> tuple[Outcome, ...]:
    fs = faces(state.battle.tables, D10)
    return _group(fs, Fraction(1, len(fs)), lambda f: result(f[0]), words)


def _kept_d10(state: Position, res: FireResolution | MeleeResolution, result, words) -> tuple[Outcome, ...]:
    """`_d10`, kept on the (frozen) resolution per language (the outcomes' words): the look-ahead asks for the
    odds of one fire or mêlée from the many positions that meet it (issue #30)."""
    kept = res.__dict__.setdefault("_odds", {})
    tables = state.battle.tables  # the faces are the state's tables' (in play, the resolution's too)
    lang = language()
    got = kept.get(lang)
    if got is None or got[0] is not tables:
        got = kept[lang] = (tables, _d10(state, result, words))
    return got[1]


def _kept_per_battle(state: Position, name: str, key: Hashable, make: Callable[[], tuple[Outcome, ...]],
                     ) -> tuple[Outcome, ...]:
    """A roll's outcomes kept per battle by everything they are computed from (`key`: the rest is the battle's
    tables) and the language of their words (issue #30: the look-ahead meets one leader check or pass-through
    test from the many positions that differ elsewhere)."""
    answers = kept(state, name, 1024)
    k = (key, language())
    got = answers.get(k)
    if got is None:
        got = answers[k] = make()
    return got


def _total(mods: Sequence[Modifier]) -> int:
    return sum(m.value for m in mods)


# ---------------------------------------------------------------------------------------------------------
# Fire and mêlée from the resolution layer's objects


def fire_roll(state: Position, res: FireResolution, title: str = "") -> RollResolution:
    """A fire attack's roll: the Fire Table's outcome for each face (9.3)."""
    seen: set = set()

    def result(die: int):  # a face whose outcome an earlier face had: its detail is never read (`_group`)
        outcome = res.outcome(die)
        if outcome in seen:
            return outcome, res.modified(die), None
        seen.add(outcome)
        r = res.result(die)
        return r.outcome, r.modified, r
    kind = res.situation.kind
    return RollResolution("fire", title or fire_kind(kind), D10, res.situation, res, res.modifiers, res.total,
                          res.total, _kept_d10(state, res, result, lambda k, r: fire_outcome(k)), combat=kind)


def melee_words(outcome) -> str:
    """'D+R; attacker: obligatory advance' for one die's outcome (as the log line words it)."""
    d_adv = advance_words("defender_optional") if outcome.defender_may_advance else None
    a_adv = advance_words("attacker_obligatory") if outcome.attacker_must_advance else None
    text = effects(outcome.defender_effects, d_adv)
    if outcome.attacker_effects or a_adv:
        text += _("; attacker: {effects}").format(effects=effects(outcome.attacker_effects, a_adv))
    return text


def melee_roll(state: Position, res: MeleeResolution, title: str = "",
               counter_charges: tuple[CounterChargeOdds, ...] = ()) -> RollResolution:
    """A mêlée's roll (10.5, 10.6): the effects on each side for each face, in the printed order. Without
    counter-charges (the pending roll's), kept on the (frozen, per-battle) resolution by title and language, with
    the tables its faces are read from: the look-ahead asks for the odds of one mêlée's roll from the many
    positions that meet it (eleventh round, issue #30)."""
    if not counter_charges:
        rolls = res.__dict__.setdefault("_melee_rolls", {})
        key = (title, language())
        tables = state.battle.tables
        got = rolls.get(key)
        if got is None or got[0] is not tables:
            got = rolls[key] = (tables, _melee_roll(state, res, title, ()))
        return got[1]
    return _melee_roll(state, res, title, counter_charges)


def _melee_roll(state: Position, res: MeleeResolution, title: str,
                counter_charges: tuple[CounterChargeOdds, ...]) -> RollResolution:
    by_band: dict[int, Hashable] = {}  # the table's band (by identity) -> its outcome's key

    def result(die: int):  # a face in a band an earlier face was in: the same key, its detail never read (`_group`)
        band = res.band(die)
        key = by_band.get(id(band))
        if key is not None:
            return key, res.modified(die), None
        r = res.result(die)
        key = by_band[id(band)] = (r.defender_effects, r.attacker_effects, r.advance)
        return key, r.modified, r
    kind = res.situation.kind
    return RollResolution("melee", title or melee_kind(kind), D10, res.situation, res, res.modifiers, res.total,
                          res.applied, _kept_d10(state, res, result, lambda k, r: melee_words(r)), res.excluded,
                          counter_charges=counter_charges, combat=kind)


def _counter_roll(state: Position, task: MeleeTask, title: str = "") -> RollResolution:
    test = task.counter_test(state)
    def result(die: int):
        ok = test.success(die)
        return ok, die, None
    def words(ok, _detail) -> str:
        return "counter-charge succeeds" if ok else "counter-charge fails"
    return RollResolution("counter_charge", title or f"Counter-charge by {test.defender.label} (10.3)", D10,
                          test.defender, test, (), 0, 0, _d10(state, result, words), decided=True)


# ---------------------------------------------------------------------------------------------------------
# The pending roll


def pending_roll(state: Position) -> RollResolution | None:
    """The roll the pending decision asks for, resolved (None when the pending decision is not a roll)."""
    state = settle(state)[0]
    if state.over:
        return None
    task = state.agenda[0] if state.agenda else None
    if task is None:
        if state.phase == "C":
            return _initiative(state)
        return None
    d = _decision(state)  # the top task's decision, kept on the settled state (issue #30)
    if d.kind != "roll":
        return None
    title = d.note
    if isinstance(task, FireTask):
        return fire_roll(state, task.resolution(state), title)
    if isinstance(task, MeleeTask):
        if task.stage == "cc_roll":
            return _counter_roll(state, task, title)
        res = task.resolution(state)
        return None if res is None else melee_roll(state, res, title)
    if isinstance(task, RallyTask):
        return _rally(state, task, title)
    if isinstance(task, LeaderCheck):
        return _leader_check(state, task, title)
    if isinstance(task, PassTest):
        return _pass_through(state, task, title)
    raise TypeError(_("no resolution for the roll of {task}").format(  # pragma: no cover - a new roll task
        task=type(task).__name__))


def _rally(state: Position, task: RallyTask, title: str) -> RollResolution:
    sit = task.situation(state)
    res = task.resolution(state)
    assert res is not None  # a roll is pending: someone here may rally
    several = len(res.tests) > 1
    mods = tuple(replace(m, label=f"{t.unit.unit_id}: {m.label}") if several else m
                 for t in res.tests for m in t.modifiers)
    def result(die: int):
        r = res.result(die)
        return tuple((u.unit_id, u.success) for u in r.units), r.units[0].modified, r
    def words(key, r) -> str:
        return ", ".join((_("{unit} rallies") if u.success else _("{unit} does not rally")).format(unit=u.unit_id)
                         for u in r.units)
    first = res.tests[0].total
    # kept on the (frozen, per-battle) resolution: the look-ahead meets one rally from many positions (issue #30)
    return RollResolution("rally", title, D10, sit, res, mods, first, first, _kept_d10(state, res, result, words))


def _leader_check(state: Position, task: LeaderCheck, title: str) -> RollResolution:
    wounded = task.wounded(state)
    tables = state.battle.tables
    def result(die: int):
        c = leader_casualty(task.table, die, tables, wounded=wounded)  # type: ignore[arg-type]
        return c.fate, die, c
    outcomes = _kept_per_battle(state, "leader_check_odds", (task.table, wounded),
                                lambda: _d10(state, result, lambda fate, c: _(fate.replace("_", " "))))
    return RollResolution("leader_check", title, D10, (task.leader, task.table, wounded), None, (), 0, 0, outcomes)


def _pass_through(state: Position, task: PassTest, title: str) -> RollResolution:
    quality = state.values(task.unit).quality
    def result(die: int):
        t = task.test(state, die)
        return t.routs, die, t
    def words(routs, t) -> str:
        return (_("{unit} routs") if routs else _("{unit} holds")).format(unit=task.unit)
    outcomes = _kept_per_battle(state, "pass_through_odds", (task.unit, condition_of(state.unit(task.unit)), quality),
                                lambda: _d10(state, result, words))
    return RollResolution("pass_through", title, D10, (task.unit, quality), None, (), 0, 0, outcomes)


def _initiative(state: Position) -> RollResolution:
    """6.C: one side's 2d6 at a time. The second side's dice decide the case; the first side's outcomes run
    over both sides' dice."""
    tables = state.battle.tables
    sides, rolled, bonuses = initiative_inputs(state)
    me = len(rolled)
    mods = (Modifier("army_commander", bonuses[me], N_("6.C: 2d6 + the army commander's bonus"),
                     f"{sides[me]} army commander"),)
    pending = faces(tables, D6x2)
    p = Fraction(1, len(pending))

    def words(winner, case):
        return (_("{case}: no initiative").format(case=case) if winner is None else
                _("{case} for {side}").format(case=case, side=winner))

    if me == 0:
        totals = dice_totals(tables)
        pairs = [(f, t) for f in pending for t in totals]
        rows: dict[Hashable, Fraction] = {}
        for f, t in pairs:
            r = resolve_initiative(sides, (sum(f), t), bonuses, tables)
            rows[(r.winner, r.case)] = rows.get((r.winner, r.case), Fraction(0)) + p * totals[t]
        outs = tuple(Outcome(k, words(*k), (), v) for k, v in rows.items())  # type: ignore[misc]
        decided = False
    else:
        def result(f):
            r = resolve_initiative(sides, (rolled[0], sum(f)), bonuses, tables)
            return (r.winner, r.case), sum(f) + bonuses[1], r
        outs = _group(pending, p, result, lambda k, r: words(*k))
        decided = True
    title = _("initiative (6.C): {side} roll 2d6 + {bonus}").format(side=sides[me], bonus=bonuses[me])
    return RollResolution("initiative", title, D6x2, (sides, rolled, bonuses), None, mods, bonuses[me], bonuses[me],
                          outs, decided=decided)


# ---------------------------------------------------------------------------------------------------------
# What if: a fire or a mêlée not declared yet


def fire_preview(state: Position, firers: Sequence[str], target, kind: str = "ranged") -> RollResolution:
    """The fire attack of these units (one side, one type: 9.1) at the stack in hex `target`, resolved as
    `FireTask` will resolve it; Refused with the rule when the engine would not allow it."""
    firers = tuple(dict.fromkeys(firers))
    sides = {board.side_of_unit(state, u) for u in firers}
    if len(sides) > 1:
        raise Refused(_("the firers belong to {sides}: a fire attack is one side's").format(
            sides=and_list(sorted(sides))), "9.1, 9.3")
    here = state.units_at(target)
    if here and board.side_of_unit(state, here[0].id) in sides:
        raise Refused(_("{unit} is a unit of the firing side ({side})").format(unit=here[0].id, side=sides.pop()),
                      "9.1")
    if len({state.unit_info(u).type for u in firers}) > 1:
        types = ", ".join(sorted({state.unit_info(u).type for u in firers}))
        raise Refused(_("different unit types never combine their fire ({types})").format(types=types), "9.1")
    for uid in firers:
        why = fire_verdict(state, kind, uid, target)
        if why:
            raise Refused.from_text(why)
    try:
        return fire_roll(state, resolve_fire(fire_situation(state, kind, firers, target), state.battle.tables,
                                             state.battle.edition))
    except ValueError as e:
        raise Refused.from_text(str(e)) from None


def whole_stacks(state: Position, ids: Sequence[str]) -> tuple[str, ...]:
    """These units' whole stacks (a unit names its stack, 5.2.5), in the scenario's order."""
    out: list[str] = []
    for uid in ids:
        out += [u.id for u in state.units_at(state.unit(uid).hex)]  # type: ignore[arg-type]
    idx = state.battle.unit_index
    return tuple(sorted(dict.fromkeys(out), key=lambda u: idx[u]))


def _lane_refusal(state: Position, a, d, charge: bool) -> Refused | None:
    """Why the hexside, the defender's hex or a scenario rule forbids this contact (None: it allows it)."""
    lane = melee_terrain(state.battle.tables, hex_terrain=board.terrain_key(state, d.hex),
                         hexside=board.hexside_features(state, a.hex, d.hex),
                         level_difference=board.level(state, a.hex) - board.level(state, d.hex), charge=charge)
    if not lane.allowed:
        words = (_("no charge from {origin} to {target} across or into {what}") if charge else
                 _("no mêlée from {origin} to {target} across or into {what}"))
        return Refused(words.format(origin=state.grid.label(a.hex), target=state.grid.label(d.hex),
                                    what=terrain_words(lane.prohibited_by)), _("Terrain Chart: NA") + "; R14")
    if board.no_melee_banner(state, d, a.hex) or board.no_melee_banner(state, a, d.hex):
        return Refused(_("the scenario forbids a mêlée between {a} and {b}").format(a=a.id, b=d.id),
                       "9.1; " + _("special rules"))
    return None


def charge_position(state: Position, charger: str, defenders: Sequence[str]) -> Position:
    """The position after this unit's charge move at the defenders (10.2, R21), made by the engine's own
    charge code; the position itself when the unit is already charging them (its move made in D.1)."""
    us = state.unit(charger)
    if us.charging and set(us.charging) & set(defenders):
        return state
    run = charge_run(state, charger)
    if isinstance(run, str):
        raise Refused.from_text(run if run.endswith(")") else f"{run} (10.2; R21)")
    if not set(run.targets) & set(defenders):
        lab = state.grid.label
        raise Refused(_("{charger}'s charge run {path} ends against {targets} in {hex}: a charge is made against "
                        "the unit straight ahead").format(charger=charger, path="-".join(lab(h) for h in run.path),
                                                          targets="+".join(run.targets), hex=lab(run.target)),
                      "10.2; R21")
    return charge_move(state, run)[0]


def melee_preview(state: Position, attackers: Sequence[str], defenders: Sequence[str], *, charge: bool = False,
                  offensive_fire: bool = False, counter_charged: str | None = None,
                  move: bool = True) -> RollResolution:
    """The mêlée of these attackers against these defenders (each unit names its whole stack, 5.2.5), resolved
    by the engine's `MeleeTask`. A charge: with `move`, a charger not yet charging first makes its charge move
    (the engine's own, 10.2, R21); without, the position is taken as the end of the move. With a charge, the
    result lists the defender's possible counter-charges (10.3, R22). Refused with the rule otherwise."""
    tables = state.battle.tables
    lab = state.grid.label
    if charge and move:
        if len(attackers) != 1:
            raise Refused(_("a charge is one unit's: no other unit joins it"), "10.2; R21")
        state = charge_position(state, attackers[0], defenders)
    atts, defs = whole_stacks(state, attackers), whole_stacks(state, defenders)
    side = board.side_of_unit(state, atts[0])
    for uid in atts:
        if board.side_of_unit(state, uid) != side:
            raise Refused(_("{unit} and {other} are not on the same side: the attackers are one side's units").format(
                unit=uid, other=atts[0]), "10")
    for uid in defs:
        if board.side_of_unit(state, uid) == side:
            raise Refused(_("{unit} is a unit of the attacking side ({side})").format(unit=uid, side=side), "10")
    a_hexes = list(dict.fromkeys(state.unit(u).hex for u in atts))
    d_hexes = list(dict.fromkeys(state.unit(u).hex for u in defs))
    if len(a_hexes) > 1 and len(d_hexes) > 1:
        raise Refused(_("{a} attacking stacks against {d} defending stacks: one side of a mêlée is a single "
                        "unit").format(a=len(a_hexes), d=len(d_hexes)), "R10; Bey, CSW #535")
    if counter_charged is not None:
        if not charge:
            raise Refused(_("only a charge can be counter-charged"), "10.3")
        if counter_charged not in atts:
            raise ValueError(_("{unit} is not one of the attackers").format(unit=counter_charged))
    for h in a_hexes:
        stack = board.stack_at(state, h)  # type: ignore[arg-type]
        ooc = any(state.unit(u.unit_id).out_of_command for u in stack.units)
        verdict = can_attack(stack, tables, in_command=not ooc)
        if not verdict:
            raise Refused(verdict.reason, verdict.rule, verdict.code)
    grid = state.grid
    if charge:
        if len(d_hexes) > 1:
            raise Refused(_("a charge is made against one unit: the one in the charger's central front hex"),
                          "10.2; R21", "charge-one-unit")
        d_hex = d_hexes[0]
        for uid in atts:
            us = state.unit(uid)
            central = grid.neighbour(us.hex, us.facing)  # type: ignore[arg-type]
            verdict = can_charge(board.combatant(state, uid), tables, in_command=not us.out_of_command,
                                 target_in_central_front_hex=central == d_hex)
            if not verdict:
                reason = verdict.reason
                if central != d_hex:
                    facing = grid.facing_names[us.facing]
                    reason = _("{defenders} in {hex} is not in {unit}'s central front hex ({central}, from {origin} "
                               "facing {facing}): a charge ends against the unit straight ahead").format(
                        defenders="+".join(defs), hex=lab(d_hex), unit=uid, central=lab(central),  # type: ignore[arg-type]
                        origin=lab(us.hex), facing=facing)  # type: ignore[arg-type]
                raise Refused(reason, verdict.rule, "not-central-front-hex" if central != d_hex else verdict.code)
            why = _lane_refusal(state, us, state.units_at(d_hex)[0], True)  # type: ignore[arg-type]
            if why:
                raise Refused(why.reason, why.rule, why.code)  # a copy: `why` raised is a cycle with this frame
    else:
        for h in a_hexes:
            lead = lead_unit(state, h)  # type: ignore[arg-type]
            assert lead is not None  # can_attack: a unit that initiates a mêlée is in the stack
            for d_hex in d_hexes:
                d = state.units_at(d_hex)[0]  # type: ignore[arg-type]
                if grid.direction_to(h, d_hex) is None:  # type: ignore[arg-type]
                    raise Refused(_("{defenders} in {hex} is not adjacent to {unit} in {origin}: a mêlée is fought "
                                    "between adjacent units").format(
                        defenders="+".join(u.id for u in state.units_at(d_hex)), hex=lab(d_hex),  # type: ignore[arg-type]
                        unit=lead.id, origin=lab(h)), "10, 10.4")  # type: ignore[arg-type]
                if d_hex not in state.front_hexes(lead):
                    raise Refused(_("{hex} is not one of the front hexes of {unit} in {origin}: a unit attacks the "
                                    "enemy units in its front hexes").format(
                        hex=lab(d_hex), unit=lead.id, origin=lab(h)), "10.4; R13")  # type: ignore[arg-type]
                why = _lane_refusal(state, lead, d, False)
                if why:
                    raise Refused(why.reason, why.rule, why.code)  # a copy: `why` raised is a cycle with this frame
    task = MeleeTask("charge" if charge else "melee", atts, defs, offensive_fire=offensive_fire,
                     counter_charged=(counter_charged,) if counter_charged else ())
    try:
        res = task.resolution(state)
    except ValueError as e:
        raise Refused.from_text(str(e)) from None
    if res is None:  # pragma: no cover - the checks above found the contacts
        raise Refused(_("the units are not in contact"), "10.4")
    ccs = []
    if charge and counter_charged is None:
        for cc in task.counter_charge_options(state):  # the choices the engine will offer (10.3, R22, R34)
            alt = replace(task, counter_charged=(cc.charger,))  # type: ignore[attr-defined]
            ccs.append(CounterChargeOdds(cc.unit, cc.charger, _counter_roll(state, alt),  # type: ignore[attr-defined]
                                         melee_roll(state, alt.resolution(state))))  # type: ignore[arg-type]
    return melee_roll(state, res, counter_charges=tuple(ccs))


__all__ = ["KINDS", "CounterChargeOdds", "Outcome", "Refused", "RollResolution", "charge_position", "fire_preview",
           "fire_roll", "melee_preview", "melee_roll", "melee_words", "pending_roll", "whole_stacks"]
