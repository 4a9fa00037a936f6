"""What happened when a choice was applied: small frozen records, each able to say itself in words.

`apply` returns them in the order they happened, so that the editor can animate a move and a game record
can show why the state changed (a marker removed, a friendly unit routed by a charge passing through it).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.geometry.hexgrid import Grid, Hex


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
class UnitExited(Event):
    """A unit left the map by a map edge of its own move (`exit`, the scenario's unit_exited rule), from `hex`,
    paying `cost` MP (`minimum`: the one-hex move of 8.1, beyond the allowance). Not a rout exit (12.2.3)."""

    unit: str
    edge: str
    hex: Hex
    cost: int
    minimum: bool = False

    def text(self, grid: Grid) -> str:
        how = " (the one-hex move of 8.1)" if self.minimum else ""
        return f"{self.unit} leaves the map by the {self.edge} edge from {grid.label(self.hex)}, {self.cost} MP{how}"


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


# ---------------------------------------------------------------------------------------------------------
# Engine II and III: dice, combat, the turn


def _ids(ids: tuple[str, ...]) -> str:
    return " and ".join(ids)


@dataclass(frozen=True)
class Rolled(Event):
    """A die roll answered (a decision of kind "roll"): what it was for and the faces."""

    dice: str
    faces: tuple[int, ...]
    purpose: str

    def text(self, grid: Grid) -> str:
        return f"{'+'.join(str(f) for f in self.faces)} rolled ({self.dice}) for {self.purpose}"


@dataclass(frozen=True)
class PhaseBegun(Event):
    phase: str
    turn: int

    def text(self, grid: Grid) -> str:
        return f"turn {self.turn}, phase {self.phase}"


@dataclass(frozen=True)
class RestPlaced(Event):
    """6.A, 11.2: an "au repos" marker placed."""

    unit: str

    def text(self, grid: Grid) -> str:
        return f"{self.unit} rests (au repos, 11.2)"


@dataclass(frozen=True)
class Rested(Event):
    """6.E, 11.2: a unit that rested the whole turn turns back to its fresh side."""

    unit: str

    def text(self, grid: Grid) -> str:
        return f"{self.unit} has rested: fresh again (11.2)"


@dataclass(frozen=True)
class FireResolved(Event):
    """One fire attack with its full breakdown (Fire Table) and the log line of the rules' words."""

    kind: str  # phase_b | ranged | offensive | defensive
    firers: tuple[str, ...]
    target_hex: Hex
    targets: tuple[str, ...]
    modifiers: tuple  # rules.resolve.Modifier
    die: int
    modified: int
    outcome: str  # no_effect | discourage | rout
    line: str

    def text(self, grid: Grid) -> str:
        return f"{_ids(self.firers)} at {_ids(self.targets)} in {grid.label(self.target_hex)}: {self.line}"


@dataclass(frozen=True)
class Declared(Event):
    """D.3 (10.4): a unit will initiate a mêlée; the enemy units marked in its front hexes."""

    unit: str
    marked: tuple[str, ...]

    def text(self, grid: Grid) -> str:
        return f"{self.unit} declares a mêlée; Mêlée marker on {', '.join(self.marked) or 'no new unit'}"


@dataclass(frozen=True)
class CounterCharged(Event):
    unit: str
    charger: str
    die: int
    success: bool
    line: str

    def text(self, grid: Grid) -> str:
        return self.line + (f"; {self.unit} faces {self.charger}" if self.success else "")


@dataclass(frozen=True)
class MeleeResolved(Event):
    """One mêlée (charge, Élan, Dispersion) with its full breakdown (Mêlée Table) and log line."""

    kind: str  # melee | charge | elan | dispersion
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    modifiers: tuple  # rules.resolve.Modifier, the ones applied
    excluded: tuple  # modifiers another one excludes (R31)
    total: int  # the sum before the clamp
    applied: int  # the sum clamped to -7..+7 (R6)
    die: int
    modified: int
    defender_effects: tuple[str, ...]
    attacker_effects: tuple[str, ...]
    line: str

    def text(self, grid: Grid) -> str:
        return f"{_ids(self.attackers)} v {_ids(self.defenders)}: {self.line}"


@dataclass(frozen=True)
class MeleeCancelled(Event):
    defenders: tuple[str, ...]
    reason: str

    def text(self, grid: Grid) -> str:
        return f"the attack on {', '.join(self.defenders)} is cancelled: {self.reason}"


@dataclass(frozen=True)
class ConditionChanged(Event):
    """A result applied to one unit through the ladders of R25 (12.1, 12.2, 10.7, 11)."""

    unit: str
    result: str
    before: str
    after: str
    rule: str

    def text(self, grid: Grid) -> str:
        return f"{self.unit}: {self.result}: {self.before} → {self.after} ({self.rule})"


@dataclass(frozen=True)
class Retreated(Event):
    units: tuple[str, ...]
    path: tuple[Hex, Hex]
    facing: int
    into_front: bool = False

    def text(self, grid: Grid) -> str:
        extra = "; into its front hex: one more level (10.7)" if self.into_front else ""
        return f"{_ids(self.units)} retreat {_path(grid, self.path)} facing {grid.facing_names[self.facing]}{extra}"


@dataclass(frozen=True)
class RoutMoved(Event):
    """A rout retreat (12.2.1), a further rout move (12.2.3) or the Phase E rout move (12.2.2)."""

    units: tuple[str, ...]
    path: tuple[Hex, ...]
    off: bool
    kind: str

    def text(self, grid: Grid) -> str:
        where = _path(grid, self.path) + ("-off the map" if self.off else "")
        return f"{_ids(self.units)} rout ({self.kind}) {where}"


@dataclass(frozen=True)
class PassedThrough(Event):
    """12.2.2, 12.2.3: a routing unit passes through a friend: d10 > its quality and it routs too."""

    unit: str
    by: str
    die: int | None
    routs: bool

    def text(self, grid: Grid) -> str:
        test = "no test (already routed)" if self.die is None else f"test {self.die}"
        return f"{self.by} passes through {self.unit}: {test}: " + ("it routs" if self.routs else "it holds")


@dataclass(frozen=True)
class Eliminated(Event):
    unit: str
    cause: str  # melee | fire | retreat_blocked | rout_blocked | left_map

    def text(self, grid: Grid) -> str:
        return f"{self.unit} is eliminated ({self.cause.replace('_', ' ')})"


@dataclass(frozen=True)
class Advanced(Event):
    units: tuple[str, ...]
    path: tuple[Hex, Hex]
    facing: int

    def text(self, grid: Grid) -> str:
        return f"{_ids(self.units)} advance {_path(grid, self.path)} facing {grid.facing_names[self.facing]} (10.8)"


@dataclass(frozen=True)
class Faced(Event):
    units: tuple[str, ...]
    facing: int
    why: str

    def text(self, grid: Grid) -> str:
        return f"{_ids(self.units)} face {grid.facing_names[self.facing]} ({self.why})"


@dataclass(frozen=True)
class LeaderCasualty(Event):
    """A leader's casualty roll (Fire / Mêlée Table, 7.5, R30) and its fate."""

    leader: str
    table: str
    roll: int
    fate: str  # no_effect | wounded | captured | killed
    line: str

    def text(self, grid: Grid) -> str:
        return self.line


@dataclass(frozen=True)
class LeaderFate(Event):
    """What became of a leader (7.1, 7.5, 7.6): captured, killed, safe, rejoined a unit, freed, back, removed."""

    leader: str
    fate: str
    cause: str
    hex: Hex | None = None
    by: str | None = None  # the capturing unit

    def text(self, grid: Grid) -> str:
        where = f" at {grid.label(self.hex)}" if self.hex is not None else ""
        by = f" by {self.by}" if self.by else ""
        return f"{self.leader}: {self.fate}{by}{where} ({self.cause})"


@dataclass(frozen=True)
class LeaderReplaced(Event):
    """7.6: the replacement counter (the back, or a generic replacement) commands the banner."""

    leader: str
    counter: str
    hex: Hex | None

    def text(self, grid: Grid) -> str:
        where = grid.label(self.hex) if self.hex is not None else "nowhere: the banner has no unit left"
        return f"{self.leader}'s banner is commanded by the replacement '{self.counter}' at {where} (7.6)"


@dataclass(frozen=True)
class ArmyCommanderChanged(Event):
    side: str
    leader: str | None

    def text(self, grid: Grid) -> str:
        return f"{self.side}: {self.leader or 'nobody'} is now the army commander (7.6)"


@dataclass(frozen=True)
class Rallied(Event):
    units: tuple[str, ...]
    die: int
    success: tuple[bool, ...]
    line: str

    def text(self, grid: Grid) -> str:
        return self.line


@dataclass(frozen=True)
class InitiativeRolled(Event):
    case: str
    winner: str | None
    line: str

    def text(self, grid: Grid) -> str:
        return self.line


@dataclass(frozen=True)
class LeaderNamed(Event):
    """6.C: the initiative's winner names the enemy leader activated next (C.3) or inactive (C.4)."""

    leader: str
    how: str

    def text(self, grid: Grid) -> str:
        return f"{self.leader} is named {'to activate next' if self.how == 'next' else 'inactive this turn'} (6.C)"


@dataclass(frozen=True)
class TurnEnded(Event):
    turn: int

    def text(self, grid: Grid) -> str:
        return f"end of turn {self.turn}"


@dataclass(frozen=True)
class GameOver(Event):
    reason: str
    winner: str | None = None

    def text(self, grid: Grid) -> str:
        return f"the game is over: {self.reason}" + (f"; {self.winner} win" if self.winner else "")
