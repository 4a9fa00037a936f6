"""What a game looked like, in words: the turn-by-turn summary of a game record and a position's summary.

Both are read from the record alone (its states and events), so `banneret play` and `banneret replay` print
the same thing for the same game. Activations are read from the states (a new active leader), notable events
are every event but the routine ones (moves, step ends), scoring from the score's entries and their turns.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.engine.game import GameState
from rules.engine.state import PHASES
from rules.engine.victory import Score
from rules.games.record import Game
from rules.i18n import _, ngettext

# Events a summary leaves out: each move, the end of each step, each die rolled, each phase begun (the counts
# of choices and rolls and the list of phases say them), markers placed and taken off.
ROUTINE = frozenset({"Moved", "LeaderMoved", "StepEnded", "ActivationBegun", "RestEnded", "RestPlaced", "Rested",
                     "Rolled", "PhaseBegun", "TurnEnded", "Declared", "Faced"})


@dataclass
class TurnLog:
    turn: int
    phases: list[str] = field(default_factory=list)  # in the order they were seen
    activations: list[str] = field(default_factory=list)  # "richard (5 units)"
    choices: int = 0
    rolls: int = 0
    notable: list[str] = field(default_factory=list)
    scored: list[str] = field(default_factory=list)


def turn_logs(game: Game, score: Score | None = None) -> list[TurnLog]:
    """One entry per turn the game went through, in order."""
    logs: dict[int, TurnLog] = {}
    grid = game.scenario.grid

    def log(turn: int) -> TurnLog:
        return logs.setdefault(turn, TurnLog(turn))

    prev: GameState | None = None
    for i, (st, events) in enumerate(game.history()):
        t = log(st.turn)
        if st.phase not in t.phases:
            t.phases.append(st.phase)
        if st.active_leader is not None and (prev is None or prev.active_leader != st.active_leader):
            t.activations.append(ngettext("{leader} ({n} unit)", "{leader} ({n} units)", len(st.acting)).format(
                leader=st.active_leader, n=len(st.acting)))
        if i > 0 and prev is not None:  # the choice was made in `prev`: it belongs to that turn
            before = log(prev.turn)
            before.choices += 1
            if _kind(prev) == "roll":
                before.rolls += 1
            turn = prev.turn
            for ev in events:  # what runs on its own after the end of a turn belongs to the next one
                name = type(ev).__name__
                if name == "TurnEnded" and isinstance(getattr(ev, "turn", None), int):
                    turn = ev.turn + 1  # type: ignore[attr-defined]
                elif name == "PhaseBegun" and isinstance(getattr(ev, "turn", None), int):
                    turn = ev.turn  # type: ignore[attr-defined]
                    phase = getattr(ev, "phase", None)
                    if isinstance(phase, str) and phase not in log(turn).phases:
                        log(turn).phases.append(phase)
                if name not in ROUTINE:
                    log(turn).notable.append(ev.text(grid))
        prev = st
    for e in (score or game.score()).entries:
        if e.turn is not None and not e.provisional:
            log(e.turn).scored.append(e.text())
    return [logs[k] for k in sorted(logs)]


def _kind(state: GameState) -> str:
    try:
        return state.pending().kind
    except Exception:  # a summary never fails on what the engine cannot say
        return "?"


def format_turns(logs: list[TurnLog], limit: int | None = 12) -> list[str]:
    """The turn-by-turn summary as lines; at most `limit` notable events per turn (None: all)."""
    out = []
    for t in logs:
        acts = ", ".join(t.activations) or _("none")
        choices = ngettext("{n} choice", "{n} choices", t.choices).format(n=t.choices)
        if t.rolls:
            choices += ngettext(", {n} roll", ", {n} rolls", t.rolls).format(n=t.rolls)
        phases = " ".join(sorted(t.phases, key=lambda p: PHASES.index(p) if p in PHASES else len(PHASES)))
        out.append(_("turn {turn}: phases {phases}; activations: {activations}; {choices}").format(
            turn=t.turn, phases=phases, activations=acts, choices=choices))
        shown = t.notable if limit is None else t.notable[:limit]
        out += [f"    {line}" for line in shown]
        if len(shown) < len(t.notable):
            more = len(t.notable) - len(shown)
            out.append("    " + ngettext("… and {n} more event", "… and {n} more events", more).format(n=more))
        out += ["    " + _("scored: {line}").format(line=line) for line in t.scored]
    return out


def position_lines(game: Game) -> list[str]:
    """Where the game stands: turn, phase, step, the pending decision, and each side's units and leaders."""
    st = game.state
    grid = game.scenario.grid
    try:
        d = st.pending()
        n = len(st.legal_choices())
        pending = f"{d.kind}" + (f" ({d.side})" if d.side else "") + (
            ngettext(", {n} legal choice", ", {n} legal choices", n).format(n=n) if n else _(", no legal choice"))
    except Exception as e:  # the position is still described
        pending = _("the engine cannot say ({error})").format(error=f"{type(e).__name__}: {e}")
    where = _("turn {turn}, phase {phase}").format(turn=st.turn, phase=st.phase)
    if st.step:
        where += _(", step {step}").format(step=st.step)
    if st.active_leader:
        where += _(", {leader}'s activation").format(leader=st.active_leader)
    out = [ngettext("after {n} choice: {where}; pending: {pending}", "after {n} choices: {where}; pending: {pending}",
                    len(game.moves)).format(n=len(game.moves), where=where, pending=pending)]
    for side in game.scenario.sides:
        units = [u for u in st.units if st.side_of(u.id) == side.id]
        on = [u for u in units if u.on_map]
        sp = sum(st.values(u.id).sp for u in on)
        routed = sum(u.routed for u in on)
        gone = sum(u.condition == "eliminated" for u in units)
        away = [u for u in units if u.hex is None and u.condition != "eliminated"]
        coming = sum(u.arrival_turn is not None and u.arrival_turn >= st.turn for u in away)
        off = len(away) - coming
        leaders = []
        for ls in st.leaders:
            if st.side_of(ls.id) != side.id:
                continue
            where = grid.label(ls.hex) if ls.hex is not None else (
                _("to come on turn {turn}").format(turn=ls.arrival_turn) if ls.arrival_turn is not None
                and ls.arrival_turn >= st.turn and ls.status == "active" else _("off the map"))
            status = "" if ls.status == "active" else f" {_(ls.status)}"
            if ls.replacement is not None:
                by = _("the back of his counter") if ls.replacement == "back" else ls.replacement
                status += _(" (replaced by {by})").format(by=by)
            leaders.append(f"{ls.id}{status} {where}")
        out.append(_("{side}: {on} on the map ({sp} SP), {routed} routed, {gone} eliminated, {coming} to come, "
                     "{off} off the map; leaders: {leaders}").format(
            side=side.name, on=ngettext("{n} unit", "{n} units", len(on)).format(n=len(on)), sp=sp, routed=routed,
            gone=gone, coming=coming, off=off, leaders=", ".join(leaders) or _("none")))
    return out
