"""What happened when a choice was applied: small frozen records, each able to say itself in words.

`apply` returns them in the order they happened, so that the editor can animate a move and a game record
can show why the state changed (a marker removed, a friendly unit routed by a charge passing through it).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.hexgrid import Grid, Hex


def _path(grid: Grid, path: tuple[Hex, ...]) -> str:
    return "-".join(grid.label(h) for h in path)


@dataclass(frozen=True)
class Event:
    def text(self, grid: Grid) -> str:  # pragma: no cover - every event overrides it
        return type(self).__name__


@dataclass(frozen=True)
class CommandChecked(Event):
    """Phase A (7.2, R16): the units found out of command."""

    out_of_command: tuple[str, ...]

    def text(self, grid: Grid) -> str:
        if not self.out_of_command:
            return "command check: every unit is in command"
        return "command check: out of command: " + ", ".join(self.out_of_command)


@dataclass(frozen=True)
class ActivationBegun(Event):
    leader: str
    units: tuple[str, ...]

    def text(self, grid: Grid) -> str:
        return f"{self.leader} is activated; {len(self.units)} unit(s) may act"


@dataclass(frozen=True)
class Moved(Event):
    """Units (one, or a stack moving together) moved or turned; `minimum` is the one-hex move of 8.1."""

    units: tuple[str, ...]
    path: tuple[Hex, ...]
    facing: int
    costs: tuple[int, ...]
    minimum: bool = False
    entered: bool = False

    def text(self, grid: Grid) -> str:
        who = " and ".join(self.units)
        mp = "/".join(str(c) for c in self.costs)
        how = " (the one-hex move of 8.1)" if self.minimum else ""
        verb = "come on at" if self.entered else ("turn in" if len(self.path) == 1 else "move")
        return f"{who} {verb} {_path(grid, self.path)} facing {grid.facing_names[self.facing]}, {mp} MP{how}"


@dataclass(frozen=True)
class LeaderMoved(Event):
    leader: str
    path: tuple[Hex, ...]
    cost: int | None  # None: carried with a unit (7.1 exception)
    with_unit: str | None = None

    def text(self, grid: Grid) -> str:
        if self.with_unit is not None:
            return f"{self.leader} moves with {self.with_unit} to {grid.label(self.path[-1])} (7.1)"
        return f"{self.leader} moves {_path(grid, self.path)}, {self.cost} MP"


@dataclass(frozen=True)
class Disengaged(Event):
    """8.3: one hex into a rear hex, same facing, the whole allowance."""

    units: tuple[str, ...]
    path: tuple[Hex, Hex]

    def text(self, grid: Grid) -> str:
        return f"{' and '.join(self.units)} disengage {_path(grid, self.path)} (8.3)"


@dataclass(frozen=True)
class MountChanged(Event):
    unit: str
    mounted: bool
    markers_left: int

    def text(self, grid: Grid) -> str:
        verb = "mounts" if self.mounted else "dismounts"
        return f"{self.unit} {verb} (2 MP, 8.4); {self.markers_left} marker(s) left"


@dataclass(frozen=True)
class ChargeDeclared(Event):
    """10.2: the charge move is made in D.1 and the target marked; the charge resolves in D.4."""

    unit: str
    path: tuple[Hex, ...]
    target_hex: Hex
    targets: tuple[str, ...]
    cost: int

    def text(self, grid: Grid) -> str:
        return (f"{self.unit} charge-moves {_path(grid, self.path)} ({self.cost} MP) against "
                f"{', '.join(self.targets)} in {grid.label(self.target_hex)}")


@dataclass(frozen=True)
class Routed(Event):
    """A unit becomes routed. `retreat_pending`: its two-hex rout retreat (12.2.1) is still to be made."""

    unit: str
    cause: str
    retreat_pending: bool = True

    def text(self, grid: Grid) -> str:
        return f"{self.unit} is routed ({self.cause})"


@dataclass(frozen=True)
class RestEnded(Event):
    """11.2: a resting unit that moves loses its "au repos" marker."""

    unit: str

    def text(self, grid: Grid) -> str:
        return f"{self.unit} is no longer resting (11.2)"


@dataclass(frozen=True)
class StepEnded(Event):
    step: str
    next: str | None

    def text(self, grid: Grid) -> str:
        return f"end of {self.step}" + (f"; now {self.next}" if self.next else "; the activation is over")
