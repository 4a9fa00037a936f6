"""The greedy player: each legal choice played, the dice that follow it averaged with their exact odds, and
the position reached valued (`evaluate.Evaluator`); the best choice is played.

    player = GreedyPlayer(seed=7)
    choice = player.choose(state, state.legal_choices())

Why this shape: the engine gives the exact distribution of every roll (`rules.engine.odds.pending_roll`), so
a fire or a mêlée can be averaged over its outcomes instead of sampled — one `apply` per distinct outcome,
not per face. A movement decision offers hundreds of moves (one unit's path and facing each); playing them
all would cost hundreds of `apply` calls, so moves are first ranked by the positional term they change
(`Evaluator.move_delta`, no state built) and only the best few are played out. A charge or a mêlée
declaration resolves steps later; its worth is the engine's own preview of that combat
(`melee_preview`). The seed only breaks exact ties, so the same seed plays the same game.

A transposition table (issue #30): the look-ahead of one decision plays through the combat decisions and dice
that the next decisions then meet again (the fire chosen, then its defender's reply, then the roll), so the
position a choice reaches from a position (`apply`) and a position's value are kept, keyed by the position's
value (states are frozen and compare by value), for the next decisions to find. The engine is deterministic,
so a kept answer is the one `apply` would give again: the same games, fewer `apply` calls.

Facing twins (issue #30, fourteenth round): a combat decision's candidates whose positions differ in the facings of
some units only (an advance into a hex under six facings, a retreat, a rally's facing) share one look-ahead, played
on a position whose twins' facings raise when a step uses them (`twins.py`); a step that uses one is played on each
twin's own position, and each twin's leaves are valued on its own: the same values to the bit, a step applied once
instead of up to six times.
"""

from __future__ import annotations

import heapq
import random
import threading
from collections.abc import Sequence
from itertools import compress, count, repeat
from operator import itemgetter, neg, not_

from rules.engine.choices import Charge, Choice, Declare, EndStep, Move, Roll
from rules.engine.flow import canonical, choose_taken, keep_taken, legal_choices, pending, settle
from rules.engine.game import GameState
from rules.engine.odds import melee_preview, pending_roll
from rules.engine.turn import quiet_until_decision

from .evaluate import Context, Evaluator, Weights
from .players import Dice, make_dice
from .twins import FORBIDDEN, FacingRead, Twins, facing_twins, held_after, read_back

ROLL = "roll"
MEMO_SIZE = 4096  # positions kept in each transposition table before it is emptied (a few decisions' worth)
MEMO_ROOM = MEMO_SIZE - 1024  # a table this full is emptied before a decision's look-ahead (`rank`)
# Decisions inside a combat: the look-ahead plays through them (few choices) to reach the dice.
COMBAT_KINDS = frozenset({"melee", "counter_charge", "defensive_fire", "offensive_fire", "retreat", "rout",
                          "advance", "dispersion", "rally_facing", "leader_placement", "melee_declaration"})


_ROLLS: dict[tuple[int, ...], Roll] = {}

# Per thread, (battle, the transposition table every greedy player on that battle uses): both sides' look-aheads
# meet the same positions, and the position a choice reaches is the same whoever asks (766 of a Hautmesnil
# seed-1 game's 26,575 look-ahead applies had been made by the other player: ninth round). One slot, not a table
# by battle: the positions hold their battle, so a weak dictionary's value would keep its key alive. Per thread,
# so players in threads of one process (a Dask cluster of threads) never share a plain dictionary.
_SHARED = threading.local()


def _roll(faces: tuple[int, ...]) -> Roll:
    """`Roll(faces)`, one record for each faces shared by every look-ahead (ninth round, from the eighth's second
    wave): no record made per outcome visited (about 6,000 in 300 choices of Hautmesnil)."""
    got = _ROLLS.get(faces)
    if got is None:
        got = _ROLLS[faces] = Roll(faces)
    return got


# A roll's outcomes as the look-ahead reads them, by the outcomes' tuple (`RollResolution.outcomes`): the engine keeps
# one tuple per resolution and battle (`odds`), so most rolls the look-ahead meets hand back one it has converted
# already (927 of 1,033 in 300 Tremithoussia choices, eleventh round). Keyed by the tuple's identity, the tuple kept
# in the entry (an identity is never another object's while it lives); emptied when full.
_OUTCOMES: dict[int, tuple[tuple, list[tuple[float, tuple[int, ...], Roll]]]] = {}
OUTCOMES_SIZE = 4096


def _outcomes(outcomes: tuple) -> list[tuple[float, tuple[int, ...], Roll]]:
    """(probability as a float, the representative faces, their `Roll`) of each outcome, in order. Not to be
    modified (shared by every position whose roll has these outcomes)."""
    got = _OUTCOMES.get(id(outcomes))
    if got is not None and got[0] is outcomes:
        return got[1]
    rolls = [(float(o.probability), o.faces[0], _roll(o.faces[0])) for o in outcomes]
    if len(_OUTCOMES) >= OUTCOMES_SIZE:
        _OUTCOMES.clear()
    _OUTCOMES[id(outcomes)] = (outcomes, rolls)
    return rolls


_LEAF, _OWN = "leaf", "own"
_UNMADE = None  # a step of the twins' tree not applied yet


class _Grown:
    """A node of the twins' shared look-ahead (`GreedyPlayer._twin_value`): its position, its units still facing
    unread (`held`: (unit index, the `Unread`'s slot) pairs), the depth left, and once a walk has read it, its
    kind (`_LEAF`: valued as it stands; `_OWN`: reading it used an unread facing, each twin plays on from its own
    position; ROLL or "choices"), the deciding side's (`mine`), its steps (`items`: the roll's outcomes or the
    choices) and the node after each (`_UNMADE` until a walk needs it; `_OWN` when applying it used an unread
    facing)."""

    __slots__ = ("pos", "held", "depth", "kind", "mine", "items", "children")

    def __init__(self, pos: GameState, held: tuple, depth: int) -> None:
        self.pos, self.held, self.depth = pos, held, depth
        self.kind: str | None = None
        self.mine = False
        self.items: list = []
        self.children: list = []


class GreedyPlayer:
    """One-ply greedy play on the exact odds. `shortlist`: how many of the best-ranked moves are played out;
    `depth`: how many dice and forced or combat decisions the look-ahead goes through; `budget`: the most
    `apply` calls one choice's look-ahead may make (then the position is valued as it stands); `sample`: rank
    only that many moves, drawn with the seeded generator (cheaper and weaker: the search's rollouts)."""

    def __init__(self, seed: int | str | None = None, shortlist: int = 6, depth: int = 5, budget: int = 40,
                 weights: Weights | None = None, dice: Dice | None = None, sample: int | None = None,
                 width: int = 6, twins: bool = True) -> None:
        self.seed = seed
        self.twins = twins  # facing twins share a look-ahead (`_twin_value`), same values (False: the tests' reference)
        self.width = width  # the look-ahead plays through combat decisions of at most this many choices
        self.sample = sample  # rank only this many moves drawn at random (the search's cheap rollouts)
        self.rng = random.Random(f"greedy/{seed}")
        self.shortlist, self.depth, self.budget = shortlist, depth, budget
        self.weights = weights
        self.dice = dice or make_dice(seed)
        self.name = f"greedy seed {seed}"
        self._evaluator: Evaluator | None = None
        self._battle: object | None = None
        # (position, choice) -> position reached; a roll's key is (position, its faces), a combat choice's (position,
        # its index in the position's listing) (`_expect`, `rank`); shared by every greedy player of the battle in
        # this thread once `evaluator` has seen the battle (`_SHARED`)
        self._next: dict[tuple[GameState, Choice | tuple[int, ...] | int], GameState] = {}
        # (what a value reads's hash, side, evaluator) -> (what it reads, the value): `_value`
        self._values: dict[tuple[int, str, Evaluator], tuple[tuple, float]] = {}
        # (candidate, the position it reaches) whose takes are kept for the game's `apply` (`choose`), else None
        self._reached: list[tuple[Choice, GameState]] | None = None

    def evaluator(self, state: GameState) -> Evaluator:
        if self._evaluator is None or self._battle is not state.battle:
            self._evaluator, self._battle = Evaluator(state, self.weights), state.battle
            got = getattr(_SHARED, "table", None)
            if got is None or got[0] is not state.battle:
                got = _SHARED.table = (state.battle, {})
            self._next = got[1]
            self._values.clear()
        return self._evaluator

    def _apply(self, state: GameState, choice: Choice, part: object = None) -> GameState:
        """The position `choice` reaches from `state`, from the transposition table when it was reached before.
        It may stop where only markers change up to the next decision (`GameState.apply_ahead`): `_expect` values it
        as it stands. The key is the position itself: a dictionary and a tuple compare their items by identity
        first, then by value, and the position's hash is kept (frozen.keep_hash), so no wrapper (eighth round).
        `part`: the key's second part when not the choice (`rank`: a combat choice's index in the position's
        listing, as `_expect` keys it)."""
        key = (state, choice if part is None else part)
        got = self._next.get(key)
        if got is None:
            if len(self._next) >= MEMO_SIZE:
                self._next.clear()
            got = self._next[key] = state.apply_ahead(choice)
        return got

    def _value(self, ev: Evaluator, state: GameState, side: str) -> float:
        """`ev.value(state, side)`, kept per position (and evaluator: the search lends its own). A value reads
        the counters and the sides only (not the agenda, phase or step), so positions that differ in those
        alone share it: keyed by the hash of what it reads (kept in the position's memo with what it reads), the
        entry holding what it reads to compare (a hash shared by other counters is a miss, the value made
        again: the same value). Integers and strings hash at C speed (eighth round: no key object)."""
        memo = state._memo
        parts = memo.get("greedy_value_key")
        if parts is None:
            parts = (state.units, state.leaders, state.sides, state.over)
            parts = memo["greedy_value_key"] = (hash(parts), parts)
        key = (parts[0], side, ev)
        got = self._values.get(key)
        if got is not None and (got[0] is parts[1] or got[0] == parts[1]):
            return got[1]
        if len(self._values) >= MEMO_SIZE:
            self._values.clear()
        v = ev.value(state, side)
        self._values[key] = (parts[1], v)
        return v

    def choose(self, state: GameState, choices: Sequence[Choice] | None = None) -> Choice:
        if choices is None:
            choices = state.legal_choices()
        if not choices:
            from rules.engine.choices import IllegalChoice

            raise IllegalChoice("no legal choice to make")
        decision = state.pending()
        if decision.kind == ROLL:
            return self.dice.roll(state, choices)
        if len(choices) == 1:
            return choices[0]
        # the candidates' takes kept with their events, and those from the positions they reach (the dice and
        # combat decisions after them): the chosen one's left for the game's `apply` (issue #30, ninth round)
        keep_taken(state)
        reached = self._reached = []
        try:
            best = self.rank(state, choices)[0][2]
        finally:
            self._reached = None
        choose_taken(state, canonical(settle(state)[0], best))
        mine = next((nxt for c, nxt in reached if c is best), None)
        for _c, nxt in reached:
            if nxt is not mine:
                nxt._memo.pop("taken", None)
        return best

    def rank(self, state: GameState, choices: Sequence[Choice], keep: int | None = None,
             ) -> list[tuple[float, int, Choice]]:
        """The candidates, best first, with their values for the deciding side: (value, index, choice)."""
        decision = pending(state)
        side = decision.side
        ev = self.evaluator(state)
        # a table nearly full is emptied before the look-ahead rather than inside it: freeing 4,096 positions took
        # 10-16 ms, inside 3 of Hautmesnil seed 1's 4 worst decisions (ninth round, issue #30), the ones that fill
        # the table; a decision's look-ahead adds a few hundred. A kept answer is what the computation gives again.
        if len(self._next) >= MEMO_ROOM:
            self._next.clear()
        if len(self._values) >= MEMO_ROOM:
            self._values.clear()
        if side is None:  # a decision of no side that is not a roll: anything legal is as good
            return [(0.0, i, c) for i, c in enumerate(choices)]
        ctx = ev.context(state, side)
        # the moves and the others split, and the moves' shortlist ordered, at C speed: a movement decision lists
        # hundreds of moves (21,500 in 46 decisions of 300 Tremithoussia choices, eleventh round), and a Python
        # key a move cost more than the heap
        is_move = list(map(isinstance, choices, repeat(Move)))
        moves = list(compress(enumerate(choices), is_move))
        others = list(compress(enumerate(choices), map(not_, is_move)))
        if self.sample is not None and len(moves) > self.sample:
            moves = sorted(self.rng.sample(moves, self.sample))
        if len(moves) > self.shortlist:
            deltas = ev.move_deltas(state, ctx, list(map(itemgetter(1), moves)))
            # (−delta, the choice's index, n): the indices differ, so `n` is never compared and the order is that of
            # the key (−delta, index), as `nsmallest(..., key=...)` ordered it
            best = heapq.nsmallest(self.shortlist, zip(map(neg, deltas), map(itemgetter(0), moves), count()))
            moves = [moves[n] for _d, _i, n in best]
        # a combat decision `_expect` would play through: its choices keyed by their index in the listing, as
        # there (positions the look-ahead of an earlier decision reached come back as the next decision's)
        indexed = (decision.kind in COMBAT_KINDS and 0 < len(choices) <= self.width
                   and legal_choices(state) == list(choices))
        items = others + moves
        qs = self._values_of(state, items, side, ev, ctx, indexed, decision.kind in COMBAT_KINDS)
        out = []
        for (i, c), q in zip(items, qs, strict=True):
            out.append((q + 1e-7 * self.rng.random(), i, c))
        out.sort(key=lambda t: (-t[0], t[1]))
        return out[:keep] if keep else out

    def value_of(self, state: GameState, choice: Choice, side: str, ev: Evaluator, ctx: Context,
                 index: int | None = None) -> float:
        """The expected value for `side` of the position after `choice` and the dice right after it. `index`: the
        choice's index in the position's legal choices, when its table key is that (`rank`)."""
        nxt = self._reach(state, choice, index)
        self._left = self.budget
        return self._with_odds(state, choice, self._expect(nxt, side, ev, self.depth), side, ev)

    def _reach(self, state: GameState, choice: Choice, index: int | None) -> GameState:
        """The position a candidate reaches, its takes kept for the game's `apply` when `choose` asks."""
        nxt = self._apply(state, choice, index)
        if self._reached is not None and keep_taken(nxt, settled=True) is not None:  # `choose`
            self._reached.append((choice, nxt))
        return nxt

    def _values_of(self, state: GameState, items: list[tuple[int, Choice]], side: str, ev: Evaluator,
                   ctx: Context, indexed: bool, combat: bool = True) -> list[float]:
        """`value_of` of each (index, choice), in order. In a combat decision (`combat`), candidates whose positions
        are one another with other facings of the same units (`twins.facing_twins`) share one look-ahead
        (`_twin_value`): the same values, to the bit, as each played alone (fourteenth round)."""
        reached = [self._reach(state, c, i if indexed else None) for i, c in items]
        qs: list[float | None] = [None] * len(items)
        # twins are sought only among a combat decision's choices that give a facing (an advance, a retreat, a
        # rally's facing): a move's look-ahead stops at once (the next decision is no combat's), with nothing to share
        if combat and self.twins and sum(getattr(c, "facing", None) is not None for _i, c in items) > 1:
            for tw in facing_twins(state, reached):
                tree = _Grown(tw.unread, tuple((i, i) for i in tw.at), self.depth)
                tree.pos._memo["twins"] = {tw.facings[k]: reached[m] for k, m in enumerate(tw.members)}
                for k, member in enumerate(tw.members):
                    qs[member] = self._twin_value(tree, tw, k, side, ev, self.budget)[0]
        out = []
        for (_i, c), nxt, q in zip(items, reached, qs, strict=True):
            if q is None:
                self._left = self.budget
                q = self._expect(nxt, side, ev, self.depth)
            out.append(self._with_odds(state, c, q, side, ev))
        return out

    def _with_odds(self, state: GameState, choice: Choice, q: float, side: str, ev: Evaluator) -> float:
        """A candidate's look-ahead value `q` with what its choice adds: a charge's or a declaration's combat to
        come, a movement's end a little less."""
        if isinstance(choice, Charge):
            q += self._charge_odds(state, choice, side, ev)
        elif isinstance(choice, Declare):
            q += self._declare_odds(state, choice, side, ev)
        elif isinstance(choice, EndStep) and state.pending().kind in ("movement", "out_of_command_movement"):
            q -= 1e-3  # stop moving only when no move is worth anything
        return q

    def _expect(self, state: GameState, side: str, ev: Evaluator, depth: int) -> float:
        if depth <= 0 or self._left <= 0 or state.over:  # (`is_over`, read without the property)
            return self._value(ev, state, side)
        memo = state._memo  # what this look-ahead reads of a position, kept on it (the table hands it back)
        decision = memo.get("greedy_pending")
        if decision is None:
            if not state.agenda and quiet_until_decision(state):  # (a task on the agenda: never quiet)
                # maybe stopped there by `_apply`: the next decision is no combat's, and what runs up to it
                # changes nothing a value reads (markers only)
                return self._value(ev, state, side)
            decision = memo["greedy_pending"] = pending(state)
        if decision.kind == ROLL:
            if decision.dice != "d10":
                return self._value(ev, state, side)
            rolls = memo.get("greedy_roll", False)
            if rolls is False:
                res = pending_roll(state)
                rolls = memo["greedy_roll"] = None if res is None else _outcomes(res.outcomes)
            if rolls is None:
                return self._value(ev, state, side)
            # A roll's table key is the position and the faces (a tuple of ints, hashed at C speed; no choice's
            # generated `__hash__` twice a miss): a roll is never a ranked candidate, so no other key names it.
            # The look-up is written out here and in the choices' loop below, not a helper: one call less a node.
            table = self._next
            total = 0.0
            for p, faces, roll in rolls:
                self._left -= 1
                key = (state, faces)
                nxt = table.get(key)
                if nxt is None:
                    if len(table) >= MEMO_SIZE:
                        table.clear()
                    nxt = table[key] = state.apply_ahead(roll)
                total += p * self._expect(nxt, side, ev, depth - 1)
            return total
        if decision.kind not in COMBAT_KINDS:
            return self._value(ev, state, side)
        choices = memo.get("greedy_choices")
        if choices is None:
            choices = memo["greedy_choices"] = legal_choices(state)
        if not choices or len(choices) > self.width:
            return self._value(ev, state, side)
        # A choice's table key is the position and the choice's index in its listing (an int, hashed at C speed;
        # the listing is a function of the position, so equal positions list equal choices in the same order).
        table = self._next
        values = []
        for i, c in enumerate(choices):
            self._left -= 1
            key = (state, i)
            nxt = table.get(key)
            if nxt is None:
                if len(table) >= MEMO_SIZE:
                    table.clear()
                nxt = table[key] = state.apply_ahead(c)
            values.append(self._expect(nxt, side, ev, depth - 1))
            if self._left <= 0:
                break
        # each side makes its own best choice (as far as this value can tell)
        return max(values) if decision.side == side else min(values)

    # -- facing twins: one look-ahead for candidates that differ in facings only (fourteenth round) ----------------
    #
    # Each twin walks the look-ahead with its own budget (`_twin_value`), `_expect`'s steps in `_expect`'s order,
    # valuing its leaves on its own positions: the same value to the bit. The walks share one tree of positions
    # whose twins' facings are unread (`_Grown`), grown as a walk first needs a node: a step that uses no unread
    # facing is applied there once for all; one that does is played by each twin from its own position. A twin's own
    # position at a node is the node's with the facings still unread given back as the twin's (`twins.read_back`;
    # which units hold one is followed along the tree, `held`).

    @staticmethod
    def _twin_state(node: _Grown, tw: Twins, k: int) -> GameState:
        """Twin k's own position at `node` of the twins' tree, kept on the node's position (by the twin's facings)."""
        memo = node.pos._memo
        got = memo.get("twins")
        if got is None:
            got = memo["twins"] = {}
        fs = tw.facings[k]
        s = got.get(fs)
        if s is None:
            s = got[fs] = read_back(node.pos, node.held, dict(zip(tw.at, fs, strict=True)))
        return s

    def _twin_node(self, pos: GameState, side: str) -> tuple | None:
        """`_expect`'s reading of `pos`, a position with unread facings (called inside `FORBIDDEN`): None when it
        values the position as it stands, else (ROLL, the outcomes) or ("choices", the deciding side's, the
        choices). The same steps as `_expect`'s, in the same order."""
        memo = pos._memo
        decision = memo.get("greedy_pending")
        if decision is None:
            if not pos.agenda and quiet_until_decision(pos):
                return None
            decision = memo["greedy_pending"] = pending(pos)
        if decision.kind == ROLL:
            if decision.dice != "d10":
                return None
            rolls = memo.get("greedy_roll", False)
            if rolls is False:
                res = pending_roll(pos)
                rolls = memo["greedy_roll"] = None if res is None else _outcomes(res.outcomes)
            return None if rolls is None else (ROLL, rolls)
        if decision.kind not in COMBAT_KINDS:
            return None
        choices = memo.get("greedy_choices")
        if choices is None:
            choices = memo["greedy_choices"] = legal_choices(pos)
        if not choices or len(choices) > self.width:
            return None
        return ("choices", decision.side == side, choices)

    def _read_node(self, node: _Grown, side: str) -> str:
        """What `_expect` does at `node` (its kind), read once on the shared position with the facings forbidden."""
        try:
            with FORBIDDEN:
                got = self._twin_node(node.pos, side)
        except (FacingRead, Exception):  # an unread facing used (or refused): each twin reads its own position
            node.kind = _OWN
            return _OWN
        if got is None:
            node.kind = _LEAF
        elif got[0] == ROLL:
            node.kind, node.items = ROLL, got[1]
            node.children = [_UNMADE] * len(got[1])
        else:
            node.kind, node.mine, node.items = "choices", got[1], got[2]
            node.children = [_UNMADE] * len(got[2])
        return node.kind

    def _twin_value(self, node: _Grown, tw: Twins, k: int, side: str, ev: Evaluator, left: int) -> tuple[float, int]:
        """(`_expect`'s value for twin k at `node` with budget `left`, the budget left after it)."""
        depth = node.depth
        if depth <= 0 or left <= 0 or node.pos.over:
            return self._value(ev, self._twin_state(node, tw, k), side), left
        kind = node.kind or self._read_node(node, side)
        if kind is _LEAF:
            return self._value(ev, self._twin_state(node, tw, k), side), left
        if kind is _OWN:
            self._left = left
            v = self._expect(self._twin_state(node, tw, k), side, ev, depth)
            return v, self._left
        # (a step already made shared is walked into here, not through `_twin_step`: a Python call less a node a twin)
        children = node.children
        if kind == ROLL:
            total = 0.0
            for j, (p, faces, roll) in enumerate(node.items):
                left -= 1
                child = children[j]
                if child.__class__ is _Grown:
                    v, left = self._twin_value(child, tw, k, side, ev, left)
                else:
                    v, left = self._twin_step(node, j, faces, roll, tw, k, side, ev, left)
                total += p * v
            return total, left
        values = []
        for j, c in enumerate(node.items):
            left -= 1
            child = children[j]
            if child.__class__ is _Grown:
                v, left = self._twin_value(child, tw, k, side, ev, left)
            else:
                v, left = self._twin_step(node, j, j, c, tw, k, side, ev, left)
            values.append(v)
            if left <= 0:
                break
        return (max(values) if node.mine else min(values)), left

    def _twin_step(self, node: _Grown, j: int, part: object, choice: Choice, tw: Twins, k: int, side: str,
                   ev: Evaluator, left: int) -> tuple[float, int]:
        """Twin k's value after `node`'s j-th step (table key `part`, as in `_expect`): the shared position after it,
        applied the first time a walk needs it, else, when applying it uses an unread facing, the twin's own."""
        child = node.children[j]
        table = self._next
        if child is _UNMADE:
            key = (node.pos, part)
            nxt = table.get(key)
            if nxt is None:
                try:
                    with FORBIDDEN:
                        nxt = node.pos.apply_ahead(choice)
                except (FacingRead, Exception):
                    nxt = None
                else:
                    if len(table) >= MEMO_SIZE:
                        table.clear()
                    table[key] = nxt
            child = node.children[j] = (_OWN if nxt is None else
                                        _Grown(nxt, held_after(node.pos, node.held, nxt), node.depth - 1))
        if child is not _OWN:
            return self._twin_value(child, tw, k, side, ev, left)
        s = self._twin_state(node, tw, k)
        key = (s, part)
        nxt = table.get(key)
        if nxt is None:
            if len(table) >= MEMO_SIZE:
                table.clear()
            nxt = table[key] = s.apply_ahead(choice)
        self._left = left
        v = self._expect(nxt, side, ev, node.depth - 1)
        return v, self._left

    def _charge_odds(self, state: GameState, c: Charge, side: str, ev: Evaluator) -> float:
        defenders = tuple(u.id for u in state.units_at(c.target))
        if not defenders:
            return 0.0
        try:
            return ev.expected_combat(state, side, melee_preview(state, (c.unit,), defenders, charge=True))
        except Exception:  # the preview refuses what the engine may still allow: value the move alone
            return 0.0

    def _declare_odds(self, state: GameState, c: Declare, side: str, ev: Evaluator) -> float:
        us = state.unit(c.unit)
        best = None
        for h in state.front_hexes(us):
            for e in state.units_at(h):
                if state.side_of(e.id) == side:
                    continue
                try:
                    v = ev.expected_combat(state, side, melee_preview(state, (c.unit,), (e.id,), move=False))
                except Exception:  # a mêlée the preview refuses is not one to count on
                    continue
                best = v if best is None else max(best, v)
        return best or 0.0
