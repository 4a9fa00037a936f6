"""Triumph bookkeeping (B26), dissolution and loose cohesion (B27).

Triumph is a per-unit integer clamped to [−2, 6] after every change ([L108]); changes are applied at step 7 and
count from the next round (B4).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rules.bbg.breakdown import BadFact
from rules.bbg.geometry import Body
from rules.bbg.rulebook import LOOSE_COHESION_M, TRIUMPH_MAX, TRIUMPH_MIN
from rules.i18n import N_, _

# event → (change to the unit it happens to, change to its opponent), with the line and decision
EVENTS: dict[str, tuple[int, int, str, str]] = {
    "retreat_from_charge": (0, +1, "L280, L288", N_("the charged unit retreated: it keeps its triumph, the charger "
                                                    "gains 1")),
    "routed": (-1, +1, "L350, L468", N_("the loser routs: it loses 1, the winner gains 1")),
    "destroyed": (0, +2, "L350", N_("the loser is destroyed (below the unit minimum): the winner gains 2")),
    "double_test_no_decision": (0, 0, "L352", N_("both passed or both failed: the melee goes on, no change")),
    "cannot_rout": (0, 0, "L468", N_("the unit cannot rout: no change until the melee really ends")),
    "elephant_terror_flight": (-1, 0, "L535", N_("fled from an elephant's terror: its triumph falls by 1")),
}


def clamp(value: int) -> int:
    return max(TRIUMPH_MIN, min(TRIUMPH_MAX, value))


@dataclass(frozen=True)
class TriumphChange:
    event: str
    unit: tuple[int, int]  # before, after
    opponent: tuple[int, int] | None
    why: str
    lines: str

    def as_dict(self) -> dict[str, Any]:
        out = {"event": self.event, "unit": list(self.unit), "why": _(self.why), "lines": self.lines, "rule": "B26"}
        if self.opponent is not None:
            out["opponent"] = list(self.opponent)
        return out


def apply_event(event: str, unit: int, opponent: int | None = None) -> TriumphChange:
    """B26: one event's change to the unit and its opponent, each clamped to [−2, 6]."""
    if event not in EVENTS:
        raise BadFact(_("unknown triumph event '{event}'; known: {events}").format(event=event,
                                                                                 events=", ".join(EVENTS)))
    du, do, lines, why = EVENTS[event]
    opp = None if opponent is None else (opponent, clamp(opponent + do))
    return TriumphChange(event, (unit, clamp(unit + du)), opp, why, lines)


def melee_end(winners: Iterable[int], loser: int, destroyed: bool) -> tuple[list[int], int]:
    """B25/B26: at the end of one melee the loser loses 1 and each winning unit gains 1 once (2 if the loser was
    destroyed), however many units were beaten."""
    gain = 2 if destroyed else 1
    return [clamp(w + gain) for w in winners], clamp(loser - 1)


def dissolved(kind: str, figures: int) -> bool | None:
    """B27, [L106]: below 5 infantry or below 3 cavalry the unit ceases to exist; None for chariots and
    elephants, which this rule does not count."""
    from rules.bbg.rulebook import DISSOLUTION_MIN
    m = DISSOLUTION_MIN.get(kind)
    return None if m is None else figures < m


@dataclass(frozen=True)
class Cohesion:
    groups: tuple[tuple[str, ...], ...]
    led: tuple[bool, ...]
    one_unit: bool

    def as_dict(self) -> dict[str, Any]:
        return {"groups": [list(g) for g in self.groups], "led": list(self.led), "one_unit": self.one_unit,
                "lines": "L120, L195, L499", "rule": "B27"}


def loose_cohesion(body: Body, leaders: Iterable[str]) -> Cohesion:
    """B27, [L120]: link two figures whose bases are at most 1 M apart edge to edge; the body is one unit if the
    links connect all its figures and it holds a leader (officer or musician; for cavalry also a standard
    bearer, which the caller includes in `leaders`)."""
    figs = list(body.figures)
    bases = [body.base_of(f) for f in figs]
    parent = list(range(len(figs)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(len(figs)):
        for j in range(i + 1, len(figs)):
            if bases[i].distance(bases[j]) <= LOOSE_COHESION_M:
                parent[find(i)] = find(j)
    groups: dict[int, list[str]] = {}
    for i, f in enumerate(figs):
        groups.setdefault(find(i), []).append(f.id)
    lead = set(leaders)
    gs = tuple(tuple(g) for g in sorted(groups.values(), key=lambda g: g[0]))
    led = tuple(bool(lead & set(g)) for g in gs)
    return Cohesion(gs, led, len(gs) == 1 and led[0])
