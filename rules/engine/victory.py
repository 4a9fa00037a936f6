"""Victory: the scenario's points, sudden death and levels, at any moment of a game and at its end.

The rules leave victory to the scenarios (7.6 only says "record the victory points" of a replacement leader
killed or captured); the scenario's `victory` section (docs/format.md) gives points by event, sudden-death
thresholds and result levels on the VP difference. How each event is read is documented in docs/play.md;
in short:

What the score reads, from the **state** (so a lone position has a score, as the editor shows it):
    unit_eliminated        a unit whose condition is `eliminated` (a routed unit that left the map
                           included, 12.2.3); its SP are those in force (fatigued back, dismounted values:
                           2.3.1, 8.4) as the state kept them when it was eliminated
    unit_routed_at_end     a unit on the map whose condition is `routed`
    leader_killed / _captured / _wounded
                           each entry of a leader's `casualties` (the engine's list of what befell his
                           banner's command counter: fate, army commander then, which counter), so that a
                           replacement killed or captured again scores again (7.6: "record the victory
                           points"), and a wound then a death score both; a capture of the leader himself
                           no longer scores once he is freed (7.5.1: the process is reversed). An engine
                           without that list: the leader's status alone, one entry
    army_commander_killed / _captured
                           the same for a leader who was army commander then (7.6); when the scenario has
                           no rule of that event for the scoring side, he scores as a leader
    hex_held_at_end        a listed hex with a combat unit of the side in it that is not routed; each listed
                           hex scores the rule's points
    unit_exited            a unit that left the map by an edge of its own move (`exit`, exits.py): its
                           `exited_by` edge must be the rule's; its SP are those in force when it left.
                           A routed unit that left the map is eliminated and never scores here (12.2.3)
    sudden death           a side's losses: the SP of its eliminated units, as above

and from the **history** (the states and events of a game record, when given):
    turn, move             when each entry first held (the start of its last unbroken run)
    unit_exited            besides: a unit that was on the map and is now off it, neither eliminated nor
                           `exited_by` (an engine without the exit choice); the edge is the one an event
                           gives (an event with `unit` and `edge`), else the map edge(s) of its last hex

Each entry is scored by the side that causes the event — the enemy of the unit's or leader's side (the
captor's side for a capture) — and by the unit's own side for an exit; a rule that names a `side` scores
only for that side. The "_at_end" events are counted at every moment as if the game ended now, marked
`provisional` until it has.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rules.geometry.hexgrid import Grid, Hex
from rules.i18n import N_, _, language
from rules.scenario import model as m

from .events import Event, GameOver
from .frozen import replace
from .state import LeaderState, Position, UnitState

History = Sequence[tuple[Position, Sequence[Event]]]
AT_END = ("unit_routed_at_end", "hex_held_at_end")


@dataclass(frozen=True)
class ScoreEntry:
    """One scoring fact: who scores how much, for what, under which rule of the scenario."""

    side: str  # who scores
    event: str  # one of model.VICTORY_EVENTS
    points: int
    subject: str  # the unit, the leader, or the hex label
    detail: str  # what happened, in words
    rule: int  # index in scenario.victory.points
    turn: int | None = None  # when it first held (from the history); None from a lone state
    move: int | None = None  # how many choices had been applied then (0: the start position)
    provisional: bool = False  # an "_at_end" event counted as if the game ended now

    def text(self) -> str:
        when = _("turn {turn}: ").format(turn=self.turn) if self.turn is not None else ""
        tag = _(" (if the game ended now)") if self.provisional else ""
        return f"{when}{self.detail} → {self.side} +{self.points}{tag}"


@dataclass(frozen=True)
class SuddenDeathHit:
    rule: int  # index in scenario.victory.sudden_death
    side: str  # whose losses
    losses_sp: int
    threshold: int
    winner: str


@dataclass(frozen=True)
class Score:
    totals: Mapping[str, int]  # every side, in the scenario's order
    entries: tuple[ScoreEntry, ...]
    losses_sp: Mapping[str, int]
    sudden_death: SuddenDeathHit | None
    over: bool  # the game has ended (the engine's game_over)
    winner: str | None  # sudden death's winner, else the side ahead when a level names one
    result: str  # the level's result ("decisive victory", "draw"), or "sudden death"
    difference: int  # VP of the side ahead minus the next side's
    notes: tuple[str, ...] = field(default=())  # what could not be scored, and why

    def describe(self, scenario: m.Scenario) -> str:
        """One line: the points of each side and the result (if the game ended now, when it has not)."""
        names = {s.id: s.name for s in scenario.sides}
        vp = ", ".join(f"{names.get(s, s)} {v}" for s, v in self.totals.items())
        if self.sudden_death is not None:
            hit = self.sudden_death
            res = _("{winner} wins by sudden death ({side} lost {sp} SP, the threshold is {threshold})").format(
                winner=names.get(hit.winner, hit.winner), side=names.get(hit.side, hit.side), sp=hit.losses_sp,
                threshold=hit.threshold)
        elif self.winner is not None:
            res = _("{winner}: {result} (by {vp} VP)").format(winner=names.get(self.winner, self.winner),
                                                              result=_(self.result), vp=self.difference)
        else:
            res = _(self.result) if self.result else self.result
        return _("VP {vp} — {result}").format(vp=vp, result=res) + ("" if self.over else _(" (if the game ended now)"))


# The results the engine names itself (a scenario's levels name theirs, in the scenario's language).
RESULTS = (N_("draw"), N_("victory on points"), N_("sudden death"), N_("no victory level reached"))


# ---------------------------------------------------------------------------------------------------------
# Reading the state


def unit_sp(state: Position, unit_id: str) -> int:
    """The SP the unit has in force: its fatigued back, its dismounted values (2.3.1, 8.4)."""
    return state.values(unit_id).sp


def losses_sp(state: Position) -> dict[str, int]:
    """Every side's losses: the SP of its eliminated units."""
    out = {s: 0 for s in state.battle.side_ids}
    for us in state.units:
        if us.condition == "eliminated":
            side = state.side_of(us.id)
            out[side] = out.get(side, 0) + unit_sp(state, us.id)
    return out


def sudden_death(state: Position) -> SuddenDeathHit | None:
    """The first sudden-death rule (in the scenario's order) whose losses threshold is reached."""
    rules = state.battle.scenario.victory.sudden_death
    if not rules:  # most test positions: nothing to count (the engine asks after every resolution, R43)
        return None
    return sudden_death_of(state.battle.scenario, losses_sp(state))


def sudden_death_of(scenario: m.Scenario, losses: Mapping[str, int]) -> SuddenDeathHit | None:
    """`sudden_death` from every side's losses (SP), as `losses_sp` counts them."""
    for i, sd in enumerate(scenario.victory.sudden_death):
        lost = losses.get(sd.side, 0)
        if lost >= sd.losses_sp_at_least:
            return SuddenDeathHit(i, sd.side, lost, sd.losses_sp_at_least, sd.winner)
    return None


def sudden_death_winner(state: Position) -> str | None:
    """The winning side when a side's losses reach a sudden-death threshold, else None."""
    hit = sudden_death(state)
    return hit.winner if hit is not None else None


def is_over(state: Position) -> bool:
    """The game has ended: the engine's `is_over` when it has one, else a pending `game_over` decision."""
    flag = getattr(state, "is_over", None)
    if isinstance(flag, bool):
        return flag
    try:
        return state.pending().kind == "game_over"
    except Exception:  # a state the engine cannot read is not over
        return False


def map_edges(grid: Grid, h: Hex) -> frozenset[str]:
    """The map edges a hex lies on (a corner hex on two)."""
    col, row = grid.to_offset(h)
    out = set()
    if col == grid.first_column:
        out.add("west")
    if col == grid.first_column + grid.columns - 1:
        out.add("east")
    if row == grid.first_row:
        out.add("north")
    if row == grid.first_row + grid.rows - 1:
        out.add("south")
    return frozenset(out)


def victory_level(scenario: m.Scenario, totals: Mapping[str, int]) -> tuple[str | None, str, int]:
    """(winner, result, difference) on the VP difference between the side ahead and the next one: the first
    level whose threshold the difference reaches, else the `otherwise` level. With no levels the side ahead
    wins ("victory on points"), equal points are a draw."""
    ranked = sorted(totals.items(), key=lambda kv: -kv[1])
    if not ranked:
        return None, "draw", 0
    top, best = ranked[0]
    diff = best - (ranked[1][1] if len(ranked) > 1 else 0)
    levels = scenario.victory.levels
    if not levels:
        return (top, "victory on points", diff) if diff > 0 else (None, "draw", 0)
    for lv in levels:
        if lv.at_least is None:
            return None, lv.result, diff
        if diff >= lv.at_least:
            return (top if diff > 0 else None), lv.result, diff
    return None, N_("no victory level reached"), diff


# ---------------------------------------------------------------------------------------------------------
# Scoring


@dataclass
class _Scorer:
    state: Position
    over: bool
    entries: list[tuple[tuple, ScoreEntry]] = field(default_factory=list)  # (fact key, entry)
    notes: list[str] = field(default_factory=list)

    @property
    def rules(self) -> list[m.VictoryPoints]:
        return self.state.battle.scenario.victory.points

    def enemy(self, side: str) -> str | None:
        enemies = self.state.enemy_sides(side)
        return enemies[0] if len(enemies) == 1 else None

    def add(self, key: tuple, event: str, scorer: str | None, subject: str, detail: str,
            sp: int | None = None) -> bool:
        """Score every rule of this event that applies to `scorer`; True when one did."""
        if scorer is None:
            self.notes.append(_("{detail}: no single side causes it (the scenario does not have two sides)").format(
                detail=detail))
            return False
        scored = False
        for i, rule in enumerate(self.rules):
            if rule.event != event or (rule.side is not None and rule.side != scorer):
                continue
            pts = (rule.points or 0) + ((rule.per_sp or 0) * sp if sp is not None else 0)
            how = _(" ({sp} SP × {per_sp})").format(sp=sp, per_sp=rule.per_sp) if sp is not None and rule.per_sp else ""
            self.entries.append((key, ScoreEntry(scorer, event, pts, subject, detail + how, i,
                                                 provisional=event in AT_END and not self.over)))
            scored = True
        return scored

    def has_rule(self, event: str, scorer: str | None) -> bool:
        return any(r.event == event and (r.side is None or r.side == scorer) for r in self.rules)

    def units(self) -> None:
        st = self.state
        memo = getattr(st.battle, "score_memo", None)
        lang = language()
        for us in st.units:
            if (us.condition != "eliminated" and not (us.on_map and us.routed)
                    and getattr(us, "exited_by", None) is None):
                continue  # scores nothing
            if memo is None:
                self._unit(us)
                continue
            # what a unit state scores depends on it, the scenario and whether the game is over: kept per battle
            # (issue #30: the players score thousands of positions that differ in a few counters)
            key = (us, self.over, lang)
            got = memo.get(key)
            if got is None:
                n, k = len(self.entries), len(self.notes)
                self._unit(us)
                if len(memo) >= 20_000:
                    memo.clear()
                memo[key] = (self.entries[n:], self.notes[k:])
            else:
                self.entries += got[0]
                self.notes += got[1]

    def _unit(self, us: UnitState) -> None:
        """What one unit scores: eliminated, routed (at the end), or left the map by an edge of its move."""
        st = self.state
        if us.condition == "eliminated":
            side = st.side_of(us.id)
            self.add(("eliminated", us.id), "unit_eliminated", self.enemy(side), us.id,
                     _("{unit} ({side}) eliminated").format(unit=us.id, side=side), unit_sp(st, us.id))
        elif us.on_map and us.routed:
            side = st.side_of(us.id)
            self.add(("routed", us.id), "unit_routed_at_end", self.enemy(side), us.id,
                     _("{unit} ({side}) routed").format(unit=us.id, side=side), unit_sp(st, us.id))
        elif getattr(us, "exited_by", None) is not None:
            self.exited(us.id, st.side_of(us.id), us.exited_by)

    def exited(self, unit_id: str, side: str, edge: str) -> None:
        """unit_exited, for the unit's own side: every rule of that side and edge, per SP in force."""
        sp = unit_sp(self.state, unit_id)
        for i, rule in enumerate(self.rules):
            if rule.event != "unit_exited" or rule.side not in (None, side) or rule.edge not in (None, edge):
                continue
            pts = (rule.points or 0) + (rule.per_sp or 0) * sp
            how = _(" ({sp} SP × {per_sp})").format(sp=sp, per_sp=rule.per_sp) if rule.per_sp else ""
            text = _("{unit} ({side}) left the map by the {edge} edge").format(unit=unit_id, side=side, edge=edge)
            self.entries.append((("exited", unit_id), ScoreEntry(side, "unit_exited", pts, unit_id, text + how, i)))

    def leaders(self) -> None:
        for ls in self.state.leaders:
            self._leader(ls)

    def _leader(self, ls: LeaderState) -> None:
        """What one leader's casualties score (7.5, 7.6)."""
        casualties = getattr(ls, "casualties", None)
        if casualties is None:  # an engine without the casualty list: the leader's status alone
            if ls.status in ("killed", "captured", "wounded"):
                self.casualty(ls, ls.status, self.commander(ls.id), "leader", ("leader", ls.id, ls.status))
            return
        captures = [i for i, c in enumerate(casualties) if c[0] == "captured" and c[2] == "leader"]
        for i, (fate, commander, counter) in enumerate(casualties):
            if i in captures and (i != captures[-1] or ls.status != "captured"):
                self.notes.append(_("{leader} was captured and freed: the capture is reversed (7.5.1)").format(
                    leader=ls.id))
                continue
            self.casualty(ls, fate, commander, counter, ("casualty", ls.id, i))

    def commander(self, leader_id: str) -> bool:
        """The scenario's army commander, or his side's current one (7.6)."""
        st = self.state
        side = st.side_of(leader_id)
        model_side = st.battle.scenario.side(side)
        return leader_id in (st.army_commander(side), model_side.army_commander if model_side else None)

    def casualty(self, ls: LeaderState, fate: str, commander: bool, counter: str, key: tuple) -> None:
        """One casualty of a banner's command counter (7.5, 7.6): the leader himself, or his replacement (the
        back of his counter, a generic) killed or captured again, each scoring."""
        st = self.state
        side = st.side_of(ls.id)
        scorer = self.enemy(side)
        if fate == "captured" and counter == "leader" and ls.captured_by in st.battle.units:
            scorer = st.side_of(ls.captured_by)
        event = f"leader_{fate}"
        if commander and fate != "wounded" and self.has_rule(f"army_commander_{fate}", scorer):
            event = f"army_commander_{fate}"
        commands = event.startswith("army_commander")
        if counter == "leader":
            who = (_("army commander {leader}") if commands else "{leader}").format(leader=ls.id)
        elif counter == "back":
            who = (_("army commander {leader}'s replacement (the back of his counter, 7.6)") if commands else
                   _("{leader}'s replacement (the back of his counter, 7.6)")).format(leader=ls.id)
        else:
            who = (_("army commander {leader}'s replacement ({counter}, 7.6)") if commands else
                   _("{leader}'s replacement ({counter}, 7.6)")).format(leader=ls.id, counter=counter)
        self.add(key, event, scorer, ls.id, _("{who} ({side}) {fate}").format(who=who, side=side, fate=_(fate)))

    def hexes(self) -> None:
        st = self.state
        for i, rule in enumerate(self.rules):
            if rule.event != "hex_held_at_end":
                continue
            for h in rule.hexes or []:
                holders = {st.side_of(u.id) for u in st.units_at(h) if not u.routed}
                for side in sorted(holders):
                    if rule.side is not None and rule.side != side:
                        continue
                    lab = st.label(h)
                    held = _("{hex} held by {side}").format(hex=lab, side=side)
                    self.entries.append((("held", h, side), ScoreEntry(
                        side, rule.event, rule.points or 0, lab, held, i, provisional=not self.over)))


# ---------------------------------------------------------------------------------------------------------
# The score counter by counter: what a program player's evaluation keeps per position and updates from the last
# position it valued (issue #30), instead of scoring every counter of every position of its look-ahead


def unit_points(state: Position, us: UnitState) -> tuple[tuple[str, int], ...]:
    """(side, points) of each entry `score` counts for this unit state (eliminated, routed, exited): a function
    of the unit state and the battle alone, as `_Scorer.units` keeps it."""
    if us.condition != "eliminated" and not (us.on_map and us.routed) and getattr(us, "exited_by", None) is None:
        return ()
    scorer = _Scorer(state, False)
    scorer._unit(us)
    return tuple((e.side, e.points) for _key, e in scorer.entries)


def leader_points(state: Position, ls: LeaderState) -> tuple[tuple[str, int], ...]:
    """(side, points) of each entry `score` counts for this leader's casualties."""
    scorer = _Scorer(state, False)
    scorer._leader(ls)
    return tuple((e.side, e.points) for _key, e in scorer.entries)


def unit_loss(state: Position, us: UnitState) -> int:
    """The unit's share of its side's losses (`losses_sp`): its SP in force when eliminated, else 0."""
    return unit_sp(state, us.id) if us.condition == "eliminated" else 0


def held_rules(scenario: m.Scenario) -> list[tuple[Hex, str | None, int]]:
    """Every (hex, side the rule names or None, points) of the scenario's hex_held_at_end rules, in its order:
    a side holding the hex (a combat unit of it there, not routed) scores the points when the rule allows it."""
    return [(h, r.side, r.points or 0) for r in scenario.victory.points if r.event == "hex_held_at_end"
            for h in r.hexes or []]


def _facts(state: Position, hexes: set[Hex]) -> set[tuple]:
    """The keys of the facts that hold in a state (see _Scorer), cheap to build for every state of a game."""
    out: set[tuple] = set()
    for us in state.units:
        if us.condition == "eliminated":
            out.add(("eliminated", us.id))
        elif us.on_map:
            if us.routed:
                out.add(("routed", us.id))
        elif getattr(us, "exited_by", None) is not None:
            out.add(("exited", us.id))
        else:
            out.add(("offmap", us.id))
    for ls in state.leaders:
        out.add(("leader", ls.id, ls.status))
        out.update(("casualty", ls.id, i) for i in range(len(getattr(ls, "casualties", ()))))
    for h in hexes:
        for u in state.units_at(h):
            if not u.routed:
                out.add(("held", h, state.side_of(u.id)))
    return out


def _holds(state: Position, key: tuple, hexes: set[Hex]) -> bool | None:
    """Whether `key in _facts(state, hexes)`, read off the one counter or hex the key names (a game's history
    is walked back one state at a time; every fact of every state was 7 % of a Hautmesnil game); None for a
    key of another kind."""
    kind = key[0]
    if kind in ("eliminated", "routed", "exited", "offmap") and len(key) == 2 and key[1] in state.battle.unit_index:
        us = state.unit(key[1])
        if us.condition == "eliminated":
            return kind == "eliminated"
        if us.on_map:
            return kind == "routed" and us.routed
        return kind == ("exited" if getattr(us, "exited_by", None) is not None else "offmap")
    if kind in ("leader", "casualty") and len(key) == 3 and key[1] in state.battle.leader_index:
        ls = state.leader(key[1])
        if kind == "leader":
            return ls.status == key[2]
        return isinstance(key[2], int) and 0 <= key[2] < len(getattr(ls, "casualties", ()))
    if kind == "held" and len(key) == 3:
        return key[1] in hexes and any(not u.routed and state.side_of(u.id) == key[2] for u in state.units_at(key[1]))
    return None


def _exits(scorer: _Scorer, history: History) -> None:
    """unit_exited: units that stood on the map in an earlier state and are off it now, not eliminated."""
    st = scorer.state
    gone = [us for us in st.units if us.hex is None and us.condition != "eliminated"
            and getattr(us, "exited_by", None) is None]  # an `exit` scores from the state (units())
    if not gone:
        return
    named: dict[str, str] = {}
    for _state, events in history:
        for ev in events:
            unit, edge = getattr(ev, "unit", None), getattr(ev, "edge", None)
            if isinstance(unit, str) and isinstance(edge, str):
                named[unit] = edge
    for us in gone:
        last: tuple[int, Position, Hex] | None = None
        for i in range(len(history) - 1, -1, -1):
            h = history[i][0].unit(us.id).hex
            if h is not None:
                last = (i, history[i][0], h)
                break
        if last is None:
            continue  # never on the map in this game: a reinforcement to come, or not set up
        i, before, h = last
        edges = frozenset({named[us.id]}) if us.id in named else map_edges(st.grid, h)
        side = st.side_of(us.id)
        sp = unit_sp(before, us.id)
        nxt = history[i + 1][0] if i + 1 < len(history) else st
        for r, rule in enumerate(scorer.rules):
            if rule.event != "unit_exited" or (rule.side is not None and rule.side != side):
                continue
            if rule.edge is not None and rule.edge not in edges:
                continue
            pts = (rule.points or 0) + (rule.per_sp or 0) * sp
            how = _(" ({sp} SP × {per_sp})").format(sp=sp, per_sp=rule.per_sp) if rule.per_sp else ""
            edge = rule.edge or "/".join(sorted(edges)) or "?"
            text = _("{unit} ({side}) left the map by the {edge} edge").format(unit=us.id, side=side, edge=edge)
            scorer.entries.append((("exit", us.id), ScoreEntry(
                side, "unit_exited", pts, us.id, text + how, r,
                turn=nxt.turn, move=i + 1)))


def _when(entry: ScoreEntry, turn: int, move: int) -> ScoreEntry:
    return replace(entry, turn=turn, move=move)


def _date(scorer: _Scorer, history: History) -> None:
    """Give each state-read entry the turn and move where its fact started to hold for good."""
    keys = {k for k, e in scorer.entries if e.turn is None}
    if not keys:
        return
    hexes = {h for rule in scorer.rules if rule.event == "hex_held_at_end" for h in rule.hexes or []}
    first: dict[tuple, int] = {}
    live = set(keys)
    for i in range(len(history) - 1, -1, -1):
        st = history[i][0]
        facts: set[tuple] | None = None
        for k in list(live):
            holds = _holds(st, k, hexes)
            if holds is None:
                if facts is None:
                    facts = _facts(st, hexes)
                holds = k in facts
            if holds:
                first[k] = i
            else:
                live.discard(k)
        if not live:
            break
    scorer.entries = [(k, _when(e, history[first[k]][0].turn, first[k]) if k in first and e.turn is None else e)
                      for k, e in scorer.entries]


def score(state: Position, history: History | None = None) -> Score:
    """The score now: every side's VP, the entries that scored, the losses, sudden death, and the result if
    the game ended now (the final one once it has). `history`: the game's (state, events) pairs from its
    start (a game record's `Game.history()`), for the turn of each entry, exits and repeated leader fates."""
    over = is_over(state)
    scorer = _Scorer(state, over)
    scorer.units()
    scorer.leaders()
    scorer.hexes()
    if history:
        hist = list(history)
        if hist[-1][0] is not state:
            hist.append((state, ()))
        _exits(scorer, hist)
        _date(scorer, hist)
    elif any(r.event == "unit_exited" for r in scorer.rules):
        scorer.notes.append(_("units off the map with no recorded exit are counted from a game's history only"))
    entries = tuple(sorted((e for _key, e in scorer.entries), key=lambda e: -1 if e.move is None else e.move))
    totals = {s: 0 for s in state.battle.side_ids}
    for e in entries:
        totals[e.side] = totals.get(e.side, 0) + e.points
    hit = sudden_death(state)
    winner, result, diff = victory_level(state.battle.scenario, totals)
    if hit is not None:
        winner, result = hit.winner, "sudden death"
    return Score(totals, entries, losses_sp(state), hit, over, winner, result, diff, tuple(scorer.notes))


def check_sudden_death(state: Position) -> tuple[Position, list[Event]]:
    """Sudden death (the scenario's victory rules): the game ends at once (R43). The engine asks when a
    resolution that can cost a side units is complete: an activation (`activation.end_activation`), a Phase B
    fire and a Phase E rout move with what follows them (`turn.SuddenDeathCheck`). One pass over the units."""
    winner = sudden_death_winner(state)
    if winner is None:
        return state, []
    return replace(state, over=True, winner=winner), [GameOver("sudden death", winner)]
