"""D.4's cancellations (10.2, 10.4, R10: a charge whose target left the charger's central front hex, a marked
defender no declared attacker can reach, a Charged marker nobody's charge names) read the marked counters from a
list kept by units tuple and patched from the last tuple's at the counters that differ (issue #30, seventh round).
Over greedy's look-ahead in the first choices of both demos, every such list equals a scan of the 400 counters,
and every cancellation (the position and the events) equals the one the scans of the whole units tuple give."""

from __future__ import annotations

import pytest

from rules.engine import combat
from rules.engine.events import MeleeCancelled
from rules.engine.frozen import replace
from rules.i18n import N_

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _scanned_cancellations(state):
    """10.4 as written before the kept list: every scan over the whole units tuple."""
    events = []
    charges: dict = {}
    for us in state.units:
        if us.charging and us.on_map:
            t = state.unit(us.charging[0])
            if t.on_map:
                charges.setdefault(t.hex, []).append(us.id)
    for h, chargers in charges.items():
        for c in chargers:
            why = combat._charge_ok(state, state.unit(c))
            if why:
                state = state.with_units([replace(state.unit(c), charging=())])
                events.append(MeleeCancelled(tuple(combat._stack_ids(state, h)), N_("the charge of {unit}: {why}"),
                                             (("unit", c), ("why", why))))
    charged_still = {t for us in state.units if us.charging for t in us.charging}
    stale = [us for us in state.units if us.charged and us.id not in charged_still]
    if stale:
        state = state.with_units([replace(us, charged=False) for us in stale])
    avail = {}
    for us in state.units:
        if not (us.declared and us.on_map and not us.fought and not us.routed and not us.out_of_command):
            continue
        lead = combat.lead_unit(state, us.hex)
        if lead is not None and not lead.routed:
            avail[us.hex] = lead
    marked: dict = {}
    for us in state.units:
        if us.melee and us.on_map:
            marked.setdefault(us.hex, []).append(us.id)
    for h, ids in marked.items():
        if not any(combat._can_hit(state, lead, h) for lead in avail.values()):
            state = state.with_units([replace(state.unit(i), melee=False) for i in ids])
            events.append(MeleeCancelled(tuple(ids), N_("no declared attacker is in contact any more (10.4)")))
    return state, events


def _check(monkeypatch, path: str, steps: int, scan_max: int) -> dict[str, int]:
    monkeypatch.setattr(combat, "FLAGGED_SCAN_MAX", scan_max)
    seen = {"lists": 0, "marked": 0, "cancellations": 0, "cancelled": 0}
    wrong: list = []  # gathered, asserted at the end: an exception inside the engine only ends the game
    flagged, cancellations = combat._flagged, combat.cancellations

    def checked_flagged(state):
        fresh = "d4_flagged" not in state._memo
        got = flagged(state)
        if fresh:
            scan = [us for us in state.units if us.charging or us.charged or us.melee or us.declared]
            if len(got) != len(scan) or not all(a is b for a, b in zip(got, scan, strict=True)):
                wrong.append(("list", [u.id for u in got], [u.id for u in scan]))
            seen["lists"] += 1
            seen["marked"] += bool(got)
        return got

    def checked_cancellations(state):
        new, events = cancellations(state)
        old, old_events = _scanned_cancellations(state)
        if new != old or events != old_events:
            wrong.append(("cancellations", events, old_events))
        seen["cancellations"] += 1
        seen["cancelled"] += bool(events)
        return new, events

    monkeypatch.setattr(combat, "_flagged", checked_flagged)
    monkeypatch.setattr("rules.engine.flow.cancellations", checked_cancellations)
    _game, result = play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert result.stop == "max_steps", result
    return seen


@pytest.mark.parametrize("path, steps, scan_max", [
    (HAUTMESNIL, 300, combat.FLAGGED_SCAN_MAX),  # 47 counters: patched from a recent tuple's
    (TREMITHOUSSIA, 200, combat.FLAGGED_SCAN_MAX),  # 19 counters: one scan a position
    (TREMITHOUSSIA, 200, 0),  # patched
])
def test_kept_marked_counters_and_cancellations_equal_the_scans(monkeypatch, path, steps, scan_max):
    seen = _check(monkeypatch, path, steps, scan_max)
    assert seen["lists"] > 1000 and seen["marked"] > 500 and seen["cancellations"] > 300, seen


def test_a_stale_mark_is_cancelled_from_a_patched_list(monkeypatch):
    """A position whose marked counters were patched from its parent's: a Mêlée marker left on a defender no
    declared attacker reaches is cancelled (10.4), as a scan finds it."""
    monkeypatch.setattr(combat, "FLAGGED_SCAN_MAX", 0)
    game, _ = play_greedy(HAUTMESNIL, 0)
    state = game.state
    units = [us for us in state.units if us.on_map]
    a, d = units[0], units[-1]
    parent = state.with_units([replace(a, declared=True)])
    combat._flagged(parent)  # kept: the child's list is patched from it
    child = parent.with_units([replace(d, melee=True)])
    assert combat._flagged(child) == [child.unit(a.id), child.unit(d.id)]  # in the scenario's order
    new, events = combat.cancellations(child)
    assert (new, events) == _scanned_cancellations(child)
    assert not new.unit(d.id).melee and [e.defenders for e in events] == [(d.id,)]
