"""A position of a game as a scenario file of its own: a test position (no Qt).

The position is written in the scenario format: the setup gives every counter on the map with its hex,
facing, fatigue, disorganisation, mounted state and, for leaders, the wounded marker; `turns.first` is the
turn being played; reinforcements still to come stay, those already on the map or gone are dropped. What
the format cannot hold is listed by `position_notes` (the step within the turn, markers such as out of
command, resting or charge, dead or captured leaders and their replacements). The mount markers left and
the army commander in office are kept; counters from a library are written into the file.
"""

from __future__ import annotations

import copy
import os

from rules.engine import GameState
from rules.fileio.atomic import file_lock
from rules.scenario import model as m
from rules.scenario.files import save_over

from ...i18n import tr


def position_scenario(scenario: m.Scenario, state: GameState, title: str | None = None) -> m.Scenario:
    """A new scenario whose setup is the position of `state` (the game's scenario is left as it was)."""
    out = copy.deepcopy(scenario)
    setup: list[m.Placement] = []
    by_hex: dict = {}
    for us in state.units:
        if us.on_map:
            by_hex.setdefault(us.hex, []).append(us)
    for h in sorted(by_hex, key=lambda x: state.grid.label(x)):
        for us in sorted(by_hex[h], key=lambda u: u.stack):  # the first listed is on top
            printed = state.unit_info(us.id).model.mounted
            setup.append(m.Placement(
                hex=us.hex,  # type: ignore[arg-type]
                unit=us.id,
                facing=None if us.routed else us.facing,
                fatigued=us.fatigued,
                disorder=us.condition if us.condition in ("discouraged", "routed") else None,
                mounted=None if us.mounted == printed else us.mounted,
            ))
    for ls in state.leaders:
        if ls.hex is not None and ls.replacement is None and ls.status in ("active", "wounded"):
            setup.append(m.Placement(hex=ls.hex, leader=ls.id, wounded=ls.status == "wounded"))
    out.setup = setup
    placed = {p.unit for p in setup if p.unit} | {p.leader for p in setup if p.leader}
    waiting_units = {us.id for us in state.units if us.hex is None and us.condition != "eliminated"
                     and us.arrival_turn is not None and us.arrival_turn >= state.turn}
    waiting_leaders = {ls.id for ls in state.leaders if ls.hex is None and ls.arrival_turn is not None
                       and ls.arrival_turn >= state.turn}
    kept = []
    for r in out.reinforcements:
        units = [u for u in r.units if u in waiting_units and u not in placed]
        leaders = [ld for ld in r.leaders if ld in waiting_leaders and ld not in placed]
        if units or leaders:
            kept.append(m.Reinforcement(r.turn, r.side, r.enter, units, leaders))
    out.reinforcements = kept
    for side in out.sides:
        now = state.side(side.id)
        side.mount_markers = now.mount_markers
        side.army_commander = now.army_commander
        side.counters = None  # the counters go into the file: a library path would not follow it elsewhere
    out.first_turn = state.turn
    out.last_turn = max(out.last_turn, state.turn)
    out.title = title or tr("{title} — test position, turn {turn}").format(title=scenario.title, turn=state.turn)
    return out


def position_notes(state: GameState) -> list[str]:
    """What of this position the scenario format does not hold (said before saving)."""
    notes = []
    if state.phase != "A" or state.step is not None:
        step = tr(", step {step}").format(step=f"{state.step[0]}.{state.step[1:]}") if state.step else ""
        notes.append(tr("the game is in Phase {phase}{step}; the file starts turn {turn} at Phase A").format(
            phase=state.phase, step=step, turn=state.turn))
    markers = {
        tr("out of command"): [u.id for u in state.units if u.on_map and u.out_of_command],
        tr("resting"): [u.id for u in state.units if u.on_map and u.resting],
        tr("charge"): [u.id for u in state.units if u.on_map and (u.charging or u.charged)],
        tr("mêlée"): [u.id for u in state.units if u.on_map and u.melee],
    }
    for name, ids in markers.items():
        if ids:
            notes.append(tr("{marker} markers are not kept ({ids})").format(marker=name, ids=", ".join(ids)))
    gone = [f"{ls.id} ({ls.status})" for ls in state.leaders if ls.replacement is not None
            or ls.status in ("killed", "captured", "safe")]
    if gone:
        notes.append(tr("leaders dead, captured or replaced are left off the map: {leaders}").format(
            leaders=", ".join(gone)))
    return notes


def save_position(scenario: m.Scenario, state: GameState, path: str | os.PathLike[str],
                  title: str | None = None) -> m.Scenario:
    """Write the position as a scenario file (atomically, under the file's lock); returns the scenario
    written. Over an existing scenario (a test position saved again) the save is round trip: only what
    differs is rewritten, so the designer's comments and layout in that file stay."""
    out = position_scenario(scenario, state, title)
    with file_lock(path, wait=2.0):
        save_over(out, path)
    return out
