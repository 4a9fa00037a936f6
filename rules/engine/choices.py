"""Choices a player makes, the decision that asks for them, and their short text notation.

Every choice is written and read back in one line, so that a game is a replayable record (scenario + dice +
choices) and a test or a bug report can name a move as a player would:

    end                                   end the current step (D.1: end movement)
    move cru-ch-1 1316-1315 N             a unit's path (start hex first) and final facing
    move cru-ch-1 1316 NE                 a facing change in place (8.2)
    move art-1+inf-1 0510-0511 S          a stack moving together (5.2.4); ids top first
    move cru-ch-1 1316-1315 N under       joining a stack beneath the unit there (5.2.4)
    move richard 1316-1315                a leader (no facing, 3.3)
    disengage cru-ch-1 1317               one hex into a rear hex, same facing (8.3)
    dismount cru-ch-1                     dismount and stay (8.4) ...
    dismount cru-ch-1 1316-1315 N         ... or dismount, then move with what is left
    charge cru-ch-2 1317-1216 1116        the charge move (10.2) and the target's hex
    enter cru-ch-9 2008-1908 W            a reinforcement comes on at 2008 (R29)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.hexgrid import Grid, Hex

if TYPE_CHECKING:
    from .state import GameState


class IllegalChoice(ValueError):
    """A choice the rules (or the notation) do not allow; the message says why."""


@dataclass(frozen=True)
class Decision:
    """The pending decision: whose it is, of which kind, in which activation step."""

    side: str | None
    kind: str  # movement (D.1) | ranged_fire (D.2) | melee_declaration (D.3) | melee (D.4) |
    # out_of_command_movement (D.5) | next_activation (not in this engine yet)
    leader: str | None = None
    step: str | None = None
    note: str = ""


@dataclass(frozen=True)
class Choice:
    def notation(self, grid: Grid) -> str:  # pragma: no cover - every choice overrides it
        raise NotImplementedError


def _path(grid: Grid, path: tuple[Hex, ...]) -> str:
    return "-".join(grid.label(h) for h in path)


@dataclass(frozen=True)
class EndStep(Choice):
    def notation(self, grid: Grid) -> str:
        return "end"


@dataclass(frozen=True)
class Move(Choice):
    """A whole move of one unit, a stack moving together, or a leader (8.1: one counter's move is finished
    before another's starts). `path` starts at the current hex (at the entry hex for a reinforcement coming
    on); `change` mounts or dismounts first (8.4), and then `path` may be empty (no movement)."""

    ids: tuple[str, ...]
    path: tuple[Hex, ...]
    facing: int | None
    under: bool = False
    change: str | None = None  # "mount" | "dismount"
    enter: bool = False

    def notation(self, grid: Grid) -> str:
        verb = self.change or ("enter" if self.enter else "move")
        parts = [verb, "+".join(self.ids)]
        if self.path:
            parts.append(_path(grid, self.path))
            if self.facing is not None:
                parts.append(grid.facing_names[self.facing])
        if self.under:
            parts.append("under")
        return " ".join(parts)


@dataclass(frozen=True)
class Disengage(Choice):
    ids: tuple[str, ...]
    to: Hex

    def notation(self, grid: Grid) -> str:
        return f"disengage {'+'.join(self.ids)} {grid.label(self.to)}"


@dataclass(frozen=True)
class Charge(Choice):
    unit: str
    path: tuple[Hex, ...]
    target: Hex

    def notation(self, grid: Grid) -> str:
        return f"charge {self.unit} {_path(grid, self.path)} {grid.label(self.target)}"


VERBS = ("end", "move", "mount", "dismount", "enter", "disengage", "charge")


def _hex(state: GameState, label: str) -> Hex:
    grid = state.grid
    try:
        h = grid.parse_label(label)
    except ValueError as exc:
        raise IllegalChoice(str(exc)) from None
    if not grid.contains(h):
        raise IllegalChoice(f"hex {label} is off the map")
    return h


def _path_of(state: GameState, token: str) -> tuple[Hex, ...]:
    return tuple(_hex(state, lab) for lab in token.split("-"))


def _facing(state: GameState, token: str) -> int:
    try:
        return state.grid.facing_index(token)
    except ValueError as exc:
        raise IllegalChoice(str(exc)) from None


def _ids(state: GameState, token: str) -> tuple[str, ...]:
    ids = tuple(token.split("+"))
    for i in ids:
        if i not in state.battle.units and i not in state.battle.leaders:
            raise IllegalChoice(f"there is no unit or leader '{i}'")
    if len(set(ids)) != len(ids):
        raise IllegalChoice(f"'{token}' names a counter twice")
    return ids


def parse_choice(text: str, state: GameState) -> Choice:
    """Read a choice written in the notation above; IllegalChoice says what is wrong with the text."""
    tokens = str(text).split()
    if not tokens:
        raise IllegalChoice("an empty choice; write for instance 'end' or 'move <unit> <path> <facing>'")
    verb, args = tokens[0].lower(), tokens[1:]
    if verb not in VERBS:
        raise IllegalChoice(f"unknown choice '{tokens[0]}'; the choices are: {', '.join(VERBS)}")
    if verb == "end":
        if args:
            raise IllegalChoice("'end' takes nothing after it")
        return EndStep()
    if not args:
        raise IllegalChoice(f"'{verb}' needs the counter(s) it moves")
    ids = _ids(state, args[0])
    rest = args[1:]
    if verb == "disengage":
        if len(rest) != 1:
            raise IllegalChoice("write 'disengage <unit> <rear hex>'")
        return Disengage(ids, _hex(state, rest[0]))
    if verb == "charge":
        if len(ids) != 1 or len(rest) != 2:
            raise IllegalChoice("write 'charge <unit> <path> <target hex>'")
        return Charge(ids[0], _path_of(state, rest[0]), _hex(state, rest[1]))
    under = bool(rest) and rest[-1].lower() == "under"
    if under:
        rest = rest[:-1]
    change = verb if verb in ("mount", "dismount") else None
    if not rest:
        if change is None:
            raise IllegalChoice(f"'{verb}' needs a path, e.g. '{verb} {args[0]} 1316-1315 N'")
        return Move(ids, (), None, under, change)
    if len(rest) > 2:
        raise IllegalChoice(f"too many words after the path: {' '.join(rest[2:])!r}")
    path = _path_of(state, rest[0])
    facing = _facing(state, rest[1]) if len(rest) == 2 else None
    return Move(ids, path, facing, under, change, enter=verb == "enter")
