"""What the map gestures of movement need, read from the engine's legal choices (no Qt).

For a selected unit, stack or leader: every hex its move can end in, each with its legal facings, the MP
it costs (from `reachable`) and the path drawn on hover; its charge with the target; its mount and dismount
moves. The legal choices decide what is allowed (whose decision, who is activated, who has moved); the
gestures only pick among them, and `why_not` asks the engine why a click is not a legal move.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine import Charge, Disengage, GameState, IllegalChoice, Move, charge_run, reachable, why_no_charge
from rules.geometry.hexgrid import Hex, line_hexes

from ...i18n import tr


@dataclass(frozen=True)
class End:
    """One legal end of a move: hex, facing (None for a leader), the choice, its MP and its path."""

    hex: Hex
    facing: int | None
    choice: Any
    costs: tuple[int, ...]
    path: tuple[Hex, ...]
    how: str = "move"  # move | minimum | disengage | charge
    under: bool = False

    @property
    def cost(self) -> int:
        return self.costs[0] if self.costs else 0


@dataclass
class Options:
    """The legal moves of one selection (ids top first) with an optional mount change first."""

    ids: tuple[str, ...]
    change: str | None = None
    ends: dict[Hex, list[End]] = field(default_factory=dict)
    charge: End | None = None
    charge_targets: tuple[str, ...] = ()
    mount_changes: tuple[Any, ...] = ()  # the "mount/dismount and stay" choices

    @property
    def any(self) -> bool:
        return bool(self.ends or self.charge or self.mount_changes)

    def best(self, h: Hex) -> End | None:
        """The cheapest end in a hex, on top of a stack rather than beneath it."""
        ends = self.ends.get(h)
        if not ends:
            return None
        return min(ends, key=lambda e: (e.under, e.cost, e.facing or 0))

    def costs(self) -> dict[Hex, int]:
        return {h: min(e.cost for e in ends) for h, ends in self.ends.items()}

    def facings(self, h: Hex, under: bool = False) -> dict[int | None, End]:
        return {e.facing: e for e in self.ends.get(h, []) if e.under == under}


def _ids_of(choice: Any) -> tuple[str, ...] | None:
    ids = getattr(choice, "ids", None)
    if ids is None and getattr(choice, "unit", None) is not None:
        ids = (choice.unit,)
    return tuple(ids) if ids is not None else None


def options_for(state: GameState, legal: list, ids: tuple[str, ...], change: str | None = None) -> Options:
    """The legal moves of these counters now, with their costs."""
    out = Options(tuple(ids), change)
    mine = [c for c in legal if _ids_of(c) == out.ids]
    if not mine:
        return out
    try:
        reach = reachable(state, out.ids, change)
    except (IllegalChoice, KeyError, ValueError):
        reach = {}
    for c in mine:
        if isinstance(c, Move) and c.change == change:
            if not c.path:
                if change is None:
                    continue
                out.mount_changes += (c,)
                continue
            r = reach.get((c.path[-1], c.facing))
            costs = r.costs if r is not None else ()
            how = r.how if r is not None else "move"
            out.ends.setdefault(c.path[-1], []).append(End(c.path[-1], c.facing, c, costs, c.path, how, c.under))
        elif isinstance(c, Move) and change is None and not c.path:
            out.mount_changes += (c,)
        elif isinstance(c, Disengage) and change is None:
            r = next((r for (h, _f), r in reach.items() if h == c.to and r.how == "disengage"), None)
            costs = r.costs if r is not None else ()
            facing = state.unit(out.ids[0]).facing
            path = r.path if r is not None else (state.unit(out.ids[0]).hex, c.to)
            out.ends.setdefault(c.to, []).append(End(c.to, facing, c, costs, path, "disengage"))
        elif isinstance(c, Charge) and change is None:
            run = charge_run(state, c.unit)
            cost = (run.cost,) if not isinstance(run, str) else ()
            out.charge = End(c.path[-1], state.unit(c.unit).facing, c, cost, c.path, "charge")
            out.charge_targets = () if isinstance(run, str) else run.targets
    return out


def changes_offered(legal: list, ids: tuple[str, ...]) -> tuple[str, ...]:
    """The mount changes (mount, dismount) the legal choices offer these counters."""
    found = []
    for c in legal:
        change = getattr(c, "change", None)
        if change and _ids_of(c) == tuple(ids) and change not in found:
            found.append(change)
    return tuple(found)


def charge_target(state: GameState, legal: list, unit_id: str) -> tuple[Hex | None, str]:
    """The hex the unit would charge now (its legal charge), or None and why it cannot charge."""
    for c in legal:
        if isinstance(c, Charge) and c.unit == unit_id:
            return c.target, ""
    why = why_no_charge(state, unit_id) if unit_id in state.battle.units else tr("leaders do not charge (10.2)")
    if why:
        return None, why
    run = charge_run(state, unit_id)
    return None, run if isinstance(run, str) else tr("{unit} may not charge now").format(unit=unit_id)


def why_not(state: GameState, ids: tuple[str, ...], start: Hex | None, h: Hex, facing: int | None) -> str:
    """The engine's reason why these counters cannot end a move in h: the shortest way there in hexes that
    keeps out of enemy-held hexes is tried (a trial apply on the frozen state, which stays unchanged), and
    its refusal is the answer (too many MP, NA terrain, stacking, …)."""
    grid = state.grid
    if start is None:
        return tr("{ids} is not on the map").format(ids="+".join(ids))
    side = state.side_of(ids[0])
    enemy = {u.hex for u in state.units if u.on_map and state.side_of(u.id) != side}
    path = _shortest(grid, start, h, enemy) or [start, *(step[0] for step in line_hexes(start, h)[1:])]
    if facing is None and ids[0] in state.battle.units:
        facing = state.unit(ids[0]).facing
    try:
        state.apply(Move(tuple(ids), tuple(path), facing))
    except IllegalChoice as e:
        return str(e)
    except (KeyError, ValueError) as e:
        return str(e)
    return tr("{hex} is not among the legal ends of this move").format(hex=grid.label(h))


def _shortest(grid: Any, a: Hex, b: Hex, avoid: set, limit: int = 4000) -> list[Hex] | None:
    """The fewest hexes from a to b on the map without entering `avoid` (b itself may be in it)."""
    came: dict[Hex, Hex | None] = {a: None}
    todo = [a]
    while todo and len(came) < limit:
        nxt = []
        for x in todo:
            for n in grid.neighbours(x):
                if n in came or (n in avoid and n != b):
                    continue
                came[n] = x
                if n == b:
                    out = [n]
                    while came[out[-1]] is not None:
                        out.append(came[out[-1]])  # type: ignore[arg-type]
                    return out[::-1]
                nxt.append(n)
        todo = nxt
    return None


def why_cannot_act(state: GameState, ids: tuple[str, ...]) -> str | None:
    """Why these counters have no legal move now, in the engine's words (a trial turn in place)."""
    first = ids[0]
    if first in state.battle.leaders:
        ls = state.leader(first)
        if ls.hex is None:
            return tr("{ids} is not on the map").format(ids=first)
        probe = Move(tuple(ids), (ls.hex, ls.hex), None)
    else:
        us = state.unit(first)
        if us.hex is None:
            return tr("{ids} is not on the map").format(ids=first)
        probe = Move(tuple(ids), (us.hex,), (us.facing + 1) % 6)
    try:
        state.apply(probe)
    except IllegalChoice as e:
        return str(e)
    except (KeyError, ValueError) as e:
        return str(e)
    return None


def hexes_in_notation(text: str, grid: Any) -> list[Hex]:
    """The hexes a choice names, in order ('1316-1315' gives both): to highlight the hexes of decisions
    the map has no special gesture for (retreats, advances, rout moves, …)."""
    out: list[Hex] = []
    for token in text.split()[1:]:
        for part in token.split("-"):
            if not part.isdigit():
                continue
            try:
                h = grid.parse_label(part)
            except ValueError:
                continue
            if grid.contains(h):
                out.append(h)
    return out
