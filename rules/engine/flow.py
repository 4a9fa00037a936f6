"""The decision loop: `pending`, `legal_choices` and `apply` for every moment of a game.

A state is *settled* when what happens on its own has been done (Phase A's command check, rest recovery,
the next leader when there is no choice, a task that needs no decision…) and a decision is pending: a
player's, or a die's (kind "roll"), or "game_over". `apply` settles the state first, applies the choice,
and settles again, so that a game is the scenario's initial state and the list of choices, nothing else.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from rules.i18n import _
from rules.i18n import core as _i18n  # `_i18n._lang`: the language read without a call (`language()` returns it)

from . import combat, turn
from .activation import (
    leader_stranded,
    movable_counters,
    step_apply,
    step_choice_groups,
    step_choice_sequence,
    step_choices,
    step_decision,
    unit_step_choices,
)
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
from .combat import cancellations
from .describe import GENERAL
from .describe import group as _group
from .events import Event, Rolled
from .frozen import replace
from .state import Position

SETTLE_LIMIT = 100_000


def settle(state: Position) -> tuple[Position, tuple[Event, ...]]:
    """Run everything that happens without a decision; stop at the next decision (or the game's end). A state
    is immutable, so the answer is kept on it (`pending`, `legal_choices` and `apply` all settle first)."""
    memo = state._memo
    got = memo.get("settle")
    if got is None:
        got = _settle(state)
        # A settled state keeps a mark, not itself: a state holding itself is a reference cycle, which only the
        # cyclic garbage collector frees (one a choice, and its full collections walked every kept state).
        if got[0] is state and not got[1]:
            memo["settle"] = _SETTLED
        else:
            memo["settle"] = got
            _mark_settled(got[0])
    elif got[0] is None:  # the mark
        return state, ()
    return got


_SETTLED = (None, ())  # settle's mark on a state that is already settled


def _mark_settled(state: Position) -> None:
    """`state` is where `_settle` stopped: settling it again would stop at once, with no event (the same
    decision asked of the same task, the same phase step; D.4's cancellations leave none to cancel). Marked so,
    the next `settle` of it (the next `apply`, greedy's `pending()` on each position its look-ahead reaches:
    10,000 a Hautmesnil game) does not run the loop again (issue #30)."""
    memo = state._memo
    if "settle" not in memo:
        memo["settle"] = _SETTLED


def _settle(state: Position, ahead: bool = False, asked: bool = False) -> tuple[Position, tuple[Event, ...]]:
    """`settle`'s loop; `ahead`: stop where only markers change up to the next decision too (`apply_ahead`);
    `asked`: the task on top of `state`'s agenda was asked for its decision already, and has none."""
    events: list[Event] = []
    for _round in range(SETTLE_LIMIT):
        if state.over:
            if state.agenda or state.active_leader is not None:
                state = replace(state, agenda=(), step=None, active_leader=None, acting=frozenset())
            break
        if state.agenda:
            top = state.agenda[0]
            if asked:
                asked = False
            else:
                d = top.decision(state)
                if d is not None:
                    # `_decision` asks again: the answer kept (issue #30), in the memo `Position._memo` makes (an empty
                    # dictionary in the instance dictionary) made here without the descriptor's Python call when the
                    # position is a new one a task's run made (thirteenth round, as `apply_ahead` makes it)
                    sd = state.__dict__
                    memo = sd.get("_memo")
                    if memo is None:
                        memo = sd["_memo"] = {}
                    memo[("decision", _i18n._lang)] = d
                    break
            state, ev = top.run(state)
            events += ev
            continue
        if state.phase == "D" and state.active_leader is not None:
            if state.step == "D4" and _may_cancel(state):
                new, ev = cancellations(state)
                if ev:
                    state = new
                    events += ev
            break
        if ahead and turn.quiet_until_decision(state):
            break
        got = turn.phase_run(state)
        if got is None:
            break
        state, ev = got
        events += ev
    else:  # pragma: no cover - a loop in the rules engine
        raise RuntimeError(_("the engine did not reach a decision"))
    return state, tuple(events)


def _may_cancel(state: Position) -> bool:
    """Whether D.4's cancellations (10.2, 10.4) have anything to look at: a charge (a Charging marker), a Charged
    marker that may be stale, or a Mêlée marker on the map. Without one, `cancellations` gives the position back
    with no event, and it is not run (issue #30, tenth round): on a settled D.4 position after the last mêlée (63 %
    of those greedy's look-ahead reaches in Tremithoussia, 52 % in Hautmesnil) it looked up the declared attackers'
    stacks for nothing. The marked counters are the list `cancellations` reads first (kept on the position)."""
    # `combat._flagged` through the module: the D.4 tests wrap it; a plain loop, not `any` over a generator resumed a
    # counter (twelfth round: 846 resumptions in the worst advance's look-ahead, seed 4)
    for us in combat._flagged(state):  # noqa: SIM110 - no generator (see above)
        if us.charging or us.charged or (us.melee and us.on_map):
            return True
    return False


def _decision(state: Position) -> Decision:
    """The pending decision of a settled state, kept in its memo (per language: the note is in words)."""
    memo = state._memo
    key = ("decision", _i18n._lang)
    got = memo.get(key)
    if got is None:
        got = memo[key] = _decide(state)
    return got


def _decide(state: Position) -> Decision:
    if state.over:
        why = (_("sudden death: {winner} win").format(winner=state.winner) if state.winner else
               _("the last turn has been played"))
        return Decision(None, "game_over", note=why)
    if state.agenda:
        d = state.agenda[0].decision(state)
        assert d is not None
        return d
    if state.phase == "D" and state.active_leader is not None:
        return step_decision(state)
    return turn.phase_decision(state)


def _choices(state: Position) -> list[Choice]:
    if state.over:
        return []
    if state.agenda:
        out = state.agenda[0].choices(state)
    elif state.phase == "D" and state.active_leader is not None:
        out = step_choices(state)
        if state.step in ("D1", "D5"):
            return out  # already canonical: moves keep their stack order, exits list ids in scenario order
    else:
        out = turn.phase_choices(state)
    # `canonical`'s early answers inline: most listed choices are moves or name one unit (a retreat's options: 15,600
    # calls in 300 Tremithoussia choices, tenth round; a one-unit fire or mêlée, a loop and not a comprehension's
    # frame: thirteenth round)
    listed = []
    for c in out:
        cls = c.__class__
        if cls not in _AS_IS:
            if cls in _BY_IDS:
                one = c.ids  # type: ignore[attr-defined]
            elif cls is Melee:
                dfd = c.defenders  # type: ignore[attr-defined]
                one = c.attackers if len(dfd) < 2 and dfd.__class__ is tuple else None  # type: ignore[attr-defined]
            elif cls is Fire:
                one = c.firers  # type: ignore[attr-defined]
            else:
                one = None
            if one is None or len(one) > 1 or one.__class__ is not tuple:
                c = canonical(state, c)
        listed.append(c)
    return listed


# no unit list to order (hundreds a decision); `canonical` gives every other class than these, `_BY_IDS`, Fire and
# Melee back as it is, so the rest are as is too (a pass, a declaration, a placement: eleventh round)
_AS_IS = frozenset({Move, Disengage, Charge, EndStep, Roll, Rest, Declare, CounterCharge, Pass, Dispersion, Activate,
                    Place})
_BY_IDS = frozenset({Retreat, Rout, Advance, Face, Exit})  # one unit list, `ids`


def canonical(state: Position, choice: Choice) -> Choice:
    """Unit lists of combat choices in the scenario's order, whatever order they were written in. Its early answers
    (a choice given back as it is) are written out in `_choices` and `apply_ahead`, the hot paths: a change of them
    here changes those too (tests/engine/test_state_thirteenth.py compares the three)."""
    cls = choice.__class__
    if cls in _AS_IS:
        return choice
    if cls in _BY_IDS:  # most name one unit, a tuple already in order (tens of thousands a game, issue #30)
        ids = choice.ids  # type: ignore[attr-defined]
        if len(ids) < 2 and ids.__class__ is tuple:
            return choice
    elif cls is Melee:  # one attacking and one defending unit, tuples: given back as they are (a D.4 listing's most)
        att, dfd = choice.attackers, choice.defenders  # type: ignore[attr-defined]
        if len(att) < 2 and len(dfd) < 2 and att.__class__ is tuple and dfd.__class__ is tuple:
            return choice
    elif cls is Fire:  # one firer, a tuple
        firers = choice.firers  # type: ignore[attr-defined]
        if len(firers) < 2 and firers.__class__ is tuple:
            return choice
    idx = state.battle.unit_index

    # the choice itself when already in order (most are: a new equal record only cost time, issue #30)
    if isinstance(choice, (Retreat, Rout, Advance, Face, Exit)):
        ids = _ordered(idx, choice.ids)
        return choice if ids == choice.ids else replace(choice, ids=ids)
    if isinstance(choice, Fire):
        firers = _ordered(idx, choice.firers)
        return choice if firers == choice.firers else replace(choice, firers=firers)
    if isinstance(choice, Melee):
        attackers, defenders = _ordered(idx, choice.attackers), _ordered(idx, choice.defenders)
        if attackers == choice.attackers and defenders == choice.defenders:
            return choice
        return replace(choice, attackers=attackers, defenders=defenders)
    return choice


def _ordered(idx: Mapping[str, int], ids: tuple[str, ...]) -> tuple[str, ...]:
    """`ids` in the scenario's order (`idx`; an unknown id ranks as the first unit), as a stable sort gives them.
    Most lists a mêlée names are in order already: found by one pass, without the sort's key function called once an
    id (a mêlée order's look-ahead lists and takes 750 choices of several units, twelfth round)."""
    if len(ids) < 2:
        return tuple(ids)
    get = idx.get
    last = -1
    for u in ids:
        k = get(u, 0)
        if k < last:
            return tuple(sorted(ids, key=lambda u: get(u, 0)))
        last = k
    return tuple(ids)


def pending(state: Position) -> Decision:
    """The pending decision. A settled position (`settle`'s mark) with its decision kept answers from its memo
    without a call: greedy's look-ahead asks it of every position it reaches (ninth round)."""
    memo = state._memo
    got = memo.get("settle")
    if got is None or got[0] is not None:
        return _decision(settle(state)[0])
    d = memo.get(("decision", _i18n._lang))
    return _decision(state) if d is None else d


_last_choices: tuple[Position | None, list[Choice] | tuple[Choice, ...]] = (None, ())  # never handed out


def legal_choices(state: Position) -> list[Choice]:
    """The legal choices of the settled state. The last answer is kept (one state only, so that a game's
    states do not all carry their lists): a player asking, then `apply` checking, computes them once."""
    global _last_choices
    got = state._memo.get("settle")  # `settle` written out for a settled position, as `apply_ahead` reads it
    s = settle(state)[0] if got is None else state if got[0] is None else got[0]
    last, got = _last_choices
    if last is not s:
        got = _choices(s)  # a new list, kept here only: callers get copies
        _last_choices = (s, got)
    return list(got)


def legal_choice_sequence(state: Position) -> Sequence[Choice]:
    """`legal_choices` as a read-only sequence, same length and order. In D.1 and D.5 its moves are made only
    when indexed (every unit is searched for the count, but no path, `Reach` or `Move` is made for the ends
    nobody takes): what a player that picks one choice by its index needs (players.RandomPlayer)."""
    s = settle(state)[0]
    last, got = _last_choices
    if last is s:
        return list(got)
    if s.over or s.agenda or not (s.phase == "D" and s.active_leader is not None) or s.step not in ("D1", "D5"):
        return legal_choices(s)
    return step_choice_sequence(s)


def actors(choice: Choice) -> tuple[str, ...]:
    """The counters a choice acts with: the moving units or leader, the charger, the firers, the attackers,
    the unit declaring or resting, the leader activated or placed; () for 'end', a roll, a pass. The same
    grouping as the decision panel's (`describe.group`), so a group here is a group there."""
    return _group(choice)[0]


def iter_legal_choices(state: Position) -> Iterator[Choice]:
    """`legal_choices` one at a time, in the same order. In D.1 and D.5 a unit's moves are searched only
    when the iteration reaches them: a player that takes the first acceptable choice pays for the units
    before it only. Other decisions have short lists, computed whole."""
    s = settle(state)[0]
    last, got = _last_choices
    if last is s:
        yield from got
        return
    if s.over or s.agenda or not (s.phase == "D" and s.active_leader is not None):
        yield from _choices(s)
        return
    moving = s.step in ("D1", "D5")
    for _unit, group in step_choice_groups(s):
        for c in group:
            yield c if moving else canonical(s, c)


def legal_choices_of(state: Position, counter_id: str) -> list[Choice]:
    """The legal choices in which this counter acts (`actors`), in `legal_choices`' order. In D.1 and D.5 only
    this counter's moves, its stack's and its exits are searched, not every unit's (issue 14: a player or
    the editor asking about one unit of 400)."""
    s = settle(state)[0]
    last, got = _last_choices
    if last is not s and not s.over and not s.agenda and s.phase == "D" and s.active_leader is not None:
        mine = unit_step_choices(s, counter_id)
        if mine is not None:
            return [canonical(s, c) for c in mine]
    return [c for c in legal_choices(s) if counter_id in actors(c)]


class ChoicesByUnit(Mapping[str, list[Choice]]):
    """The legal choices grouped by the counter acting first in them (`actors(c)[0]`; `describe.GENERAL`, "",
    for 'end', a roll, a pass), each group computed when first asked for. The keys are every counter that may
    act in the pending decision; in D.1 and D.5 a counter that may move but has nowhere to go maps to an empty
    list. Grouped by first actor, a stack's moves come under its first unit, so concatenating the groups gives
    every legal choice exactly once (not in `legal_choices`' order)."""

    def __init__(self, state: Position) -> None:
        s = self.state = settle(state)[0]
        self._got: dict[str, list[Choice]] = {}
        lazy = not s.over and not s.agenda and s.phase == "D" and s.active_leader is not None and (
            s.step in ("D1", "D5"))
        self._all: list[Choice] | None = None if lazy else legal_choices(s)
        if self._all is None:
            keys = movable_counters(s)
            leader = s.active_leader
            if s.step == "D1" and leader is not None and not s.leader(leader).moved:
                keys.append(leader)
            self._keys = [*keys, GENERAL]
        else:
            self._keys = list(dict.fromkeys((actors(c) or (GENERAL,))[0] for c in self._all))

    def __getitem__(self, counter_id: str) -> list[Choice]:
        if counter_id not in self._keys:
            raise KeyError(counter_id)
        got = self._got.get(counter_id)
        if got is None:
            if self._all is not None:
                got = [c for c in self._all if (actors(c) or (GENERAL,))[0] == counter_id]
            elif counter_id == GENERAL:
                got = [] if leader_stranded(self.state) else [EndStep()]
            else:
                got = [c for c in legal_choices_of(self.state, counter_id) if actors(c)[0] == counter_id]
            self._got[counter_id] = got
        return got

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


def legal_choices_by_unit(state: Position) -> ChoicesByUnit:
    """The legal choices by acting counter, each group computed on first access (see `ChoicesByUnit`)."""
    return ChoicesByUnit(state)


def apply(state: Position, choice: Choice | str) -> tuple[Position, tuple[Event, ...]]:
    s, before = settle(state)
    if isinstance(choice, str):
        choice = parse_choice(choice, s)
    choice = canonical(s, choice)
    _refuse_when_over(s)
    decision = _decision(s)
    rolled: tuple[Event, ...] = ()
    if decision.kind == "roll" and isinstance(choice, Roll):
        rolled = (Rolled(decision.dice or "", choice.faces, decision.note),)
    # the choice a player's look-ahead took already on this very position (`apply_ahead` with a "taken" table in
    # its memo, greedy's `choose`): `_take`'s answer, kept with its events; dropped here whatever the choice
    taken = s._memo.pop("taken", None)
    got = None if taken is None else taken.get(choice)
    new, ev = _take(s, choice) if got is None else got
    new, after = settle(new)
    return new, (*before, *rolled, *ev, *after)


Taken = dict[Choice, tuple[Position, "tuple[Event, ...] | list[Event]"]]


def keep_taken(state: Position, settled: bool = False) -> Taken | None:
    """Ask `apply_ahead` to keep, on the settled `state`, what taking each choice from it gives (the position and
    its events, which a look-ahead gathers not): a player's look-ahead from the game's position, and from the
    positions its candidates reach, before the game's `apply` of the choice it picks there (issue #30, ninth
    round). Returns the table, `state`'s own when it has one already. `settled`: only if `state` is known to be
    settled (`apply_ahead`'s answer may be a stop short of it, not settled here: None)."""
    if settled:
        if state._memo.get("settle") is not _SETTLED:
            return None
        memo = state._memo
    else:
        memo = settle(state)[0]._memo
    got = memo.get("taken")
    if got is None:
        got = memo["taken"] = {}
    return got


def choose_taken(state: Position, choice: Choice | None) -> None:
    """Keep on the settled `state` only the entry of `choice` (the one the game's `apply` may read), or none."""
    memo = settle(state)[0]._memo
    taken = memo.pop("taken", None)
    got = None if taken is None or choice is None else taken.get(choice)
    if got is not None:
        memo["taken"] = {choice: got}


def _refuse_when_over(s: Position) -> None:
    """No choice is taken once the game is over (`apply` and `apply_ahead`)."""
    if s.over:
        raise IllegalChoice(_("the game is over ({why}): no choice is taken").format(why=_decision(s).note))


def _take(s: Position, choice: Choice) -> tuple[Position, tuple[Event, ...] | list[Event]]:
    """The choice taken on a settled position by whoever decides there: the agenda's first task, the active
    leader's step (Phase D) or the phase (`apply` and `apply_ahead`)."""
    if s.agenda:
        return s.agenda[0].take(s, choice)
    if s.phase == "D" and s.active_leader is not None:
        return step_apply(s, choice)
    return turn.phase_take(s, choice)


def apply_ahead(state: Position, choice: Choice) -> Position:
    """`apply`'s position for a look-ahead that values the positions it reaches by their counters (greedy, issue
    #30): no events gathered, and the settle stops where what runs on its own up to the next decision changes
    no counter but their markers and that decision is no combat's (`turn.quiet_until_decision`: the end of the
    turn, the command check, the resting and Phase B's questions, the initiative's words). The position returned
    settles to `apply`'s (`settle` runs on from where this stopped)."""
    # `settle`, `canonical`, `_refuse_when_over` and `_take` written out: a look-ahead position is settled already
    # and most choices are as listed (ninth round: four calls an apply, 26,575 applies a Hautmesnil game)
    got = state._memo.get("settle")
    s = settle(state)[0] if got is None else state if got[0] is None else got[0]
    cls = choice.__class__
    if cls not in _AS_IS:
        # `canonical`'s early answers written out (thirteenth round: 680 of its calls in seed 4's worst decisions, a
        # one-unit advance, retreat, fire or mêlée given back as it is): its one list when that is all it orders
        if cls in _BY_IDS:
            one = choice.ids  # type: ignore[attr-defined]
        elif cls is Melee:
            dfd = choice.defenders  # type: ignore[attr-defined]
            one = choice.attackers if len(dfd) < 2 and dfd.__class__ is tuple else None  # type: ignore[attr-defined]
        elif cls is Fire:
            one = choice.firers  # type: ignore[attr-defined]
        else:
            one = None
        if one is None or len(one) > 1 or one.__class__ is not tuple:
            choice = canonical(s, choice)
    if s.over:
        _refuse_when_over(s)
    taken = s._memo.get("taken")
    if taken is not None:  # a position the game may reach (`keep_taken`): the take kept with its events for `apply`
        got = taken[choice] = _take(s, choice)
        new = got[0]
    elif s.agenda:
        new = s.agenda[0].take(s, choice)[0]
    elif s.phase == "D" and s.active_leader is not None:
        new = step_apply(s, choice)[0]
    else:
        new = turn.phase_take(s, choice)[0]
    # the new position's memo as `Position._memo` makes it (an empty dictionary in its instance dictionary), without
    # the descriptor's Python call: most positions a take makes are first asked here (eleventh round)
    nd = new.__dict__
    memo = nd.get("_memo")
    if memo is None:
        memo = nd["_memo"] = {}
    got = memo.get("settle")
    if got is not None:
        return new if got[0] is None else got[0]
    # `_settle`'s first round written out (tenth round): most takes leave a task that asks a decision at once (64 % of
    # the look-ahead's applies in Tremithoussia), settled here as `_settle` and the lines below would settle it
    asked = False
    if not new.over and new.agenda:
        d = new.agenda[0].decision(new)
        if d is not None:
            memo[("decision", _i18n._lang)] = d
            memo["settle"] = _SETTLED
            return new
        asked = True
    end, events = _settle(new, True, asked)
    if end.agenda or not turn.quiet_until_decision(end):  # settled: kept as `settle` keeps it (a task: never quiet)
        if end is new and not events:
            memo["settle"] = _SETTLED
        else:
            memo["settle"] = (end, events)
            _mark_settled(end)
    return end
