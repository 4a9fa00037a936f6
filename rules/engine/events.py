"""What happened when a choice was applied: small frozen records, each able to say itself in words.

`apply` returns them in the order they happened, so that the editor can animate a move and a game record
can show why the state changed (a marker removed, a friendly unit routed by a charge passing through it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.geometry.hexgrid import Grid, Hex
from rules.i18n import N_, _, and_list, ngettext
from rules.resolve.text import rule_text

from .frozen import fast_inits

# Words the engine puts in an event's fields (a condition, a leader's fate, a cause): marked here so that the
# log says them in the reader's language; a field's other text shows as the engine wrote it.
WORDS = (
    N_("fresh"), N_("fatigued"), N_("valiant"), N_("discouraged"), N_("routed"), N_("eliminated"),
    N_("wounded"), N_("captured"), N_("killed"), N_("no effect"), N_("permanently captured"),
    N_("takes back his place"), N_("placed with the nearest unit"), N_("freed, his banner gone: safe and sound"),
    N_("melee"), N_("fire"), N_("retreat blocked"), N_("rout blocked"), N_("left map"), N_("rout retreat"),
    N_("rout move"), N_("sudden death"), N_("rally, 12.3"), N_("counter-charge, 10.3"),
    N_("no declared attacker is in contact any more (10.4)"),
    N_("no attacker and defender are in contact any more"),
)


# The results a unit's condition changes by (rules/resolve/disorder.py): codes, never translated.
RESULT_CODES = ("D", "Dr", "R", "F", "discourage", "rout", "extra_level", "blocked")


def words(text: str) -> str:
    """An engine's word or comma-separated words ("fresh, discouraged") in the current language."""
    if not text:
        return text  # gettext's "" is the catalogue's header
    return _(text) if text in WORDS else ", ".join(_(w) if w else w for w in text.split(", "))


# A message kept as data on an event: its values by placeholder; a value may itself be (template, its args).
Args = tuple[tuple[str, Any], ...]


def worded(template: str, args: Args = ()) -> str:
    """A message an event keeps as data (its English template, marked with N_, and its values) in the current
    language: events are kept on settled states (flow.settle's memo), and must read in the language of the
    moment they are shown, not of the moment they happened."""
    return _(template).format(**{k: worded(*v) if isinstance(v, tuple) else v for k, v in args})


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
            return _("command check: every unit is in command")
        return _("command check: out of command: {units}").format(units=", ".join(self.out_of_command))


@dataclass(frozen=True)
class ActivationBegun(Event):
    leader: str
    units: tuple[str, ...]

    def text(self, grid: Grid) -> str:
        return ngettext("{leader} is activated; {n} unit may act", "{leader} is activated; {n} units may act",
                        len(self.units)).format(leader=self.leader, n=len(self.units))


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
        who = and_list(self.units)
        mp = "/".join(str(c) for c in self.costs)
        if self.entered:
            text = _("{who} come on at {path} facing {facing}, {mp} MP")
        elif len(self.path) == 1:
            text = _("{who} turn in {path} facing {facing}, {mp} MP")
        else:
            text = _("{who} move {path} facing {facing}, {mp} MP")
        how = _(" (the one-hex move of 8.1)") if self.minimum else ""
        return text.format(who=who, path=_path(grid, self.path), facing=grid.facing_names[self.facing],
                           mp=mp) + how


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
        how = _(" (the one-hex move of 8.1)") if self.minimum else ""
        return _("{unit} leaves the map by the {edge} edge from {hex}, {cost} MP").format(
            unit=self.unit, edge=self.edge, hex=grid.label(self.hex), cost=self.cost) + how


@dataclass(frozen=True)
class LeaderMoved(Event):
    leader: str
    path: tuple[Hex, ...]
    cost: int | None  # None: carried with a unit (7.1 exception)
    with_unit: str | None = None

    def text(self, grid: Grid) -> str:
        if self.with_unit is not None:
            return _("{leader} moves with {unit} to {hex} (7.1)").format(
                leader=self.leader, unit=self.with_unit, hex=grid.label(self.path[-1]))
        return _("{leader} moves {path}, {cost} MP").format(leader=self.leader, path=_path(grid, self.path),
                                                             cost=self.cost)


@dataclass(frozen=True)
class Disengaged(Event):
    """8.3: one hex into a rear hex, same facing, the whole allowance."""

    units: tuple[str, ...]
    path: tuple[Hex, Hex]

    def text(self, grid: Grid) -> str:
        return _("{who} disengage {path} (8.3)").format(who=and_list(self.units), path=_path(grid, self.path))


@dataclass(frozen=True)
class MountChanged(Event):
    unit: str
    mounted: bool
    markers_left: int

    def text(self, grid: Grid) -> str:
        if self.mounted:
            text = ngettext("{unit} mounts (2 MP, 8.4); {n} marker left", "{unit} mounts (2 MP, 8.4); {n} markers left",
                            self.markers_left)
        else:
            text = ngettext("{unit} dismounts (2 MP, 8.4); {n} marker left",
                            "{unit} dismounts (2 MP, 8.4); {n} markers left", self.markers_left)
        return text.format(unit=self.unit, n=self.markers_left)


@dataclass(frozen=True)
class ChargeDeclared(Event):
    """10.2: the charge move is made in D.1 and the target marked; the charge resolves in D.4."""

    unit: str
    path: tuple[Hex, ...]
    target_hex: Hex
    targets: tuple[str, ...]
    cost: int

    def text(self, grid: Grid) -> str:
        return _("{unit} charge-moves {path} ({cost} MP) against {targets} in {hex}").format(
            unit=self.unit, path=_path(grid, self.path), cost=self.cost, targets=", ".join(self.targets),
            hex=grid.label(self.target_hex))


@dataclass(frozen=True)
class Routed(Event):
    """A unit becomes routed. `retreat_pending`: its two-hex rout retreat (12.2.1) is still to be made."""

    unit: str
    cause: str
    retreat_pending: bool = True
    args: Args = ()  # the cause's values when it is a template ("charged through by {unit} (10.2)")

    def text(self, grid: Grid) -> str:
        if self.args:
            return _("{unit} is routed ({cause})").format(unit=self.unit, cause=worded(self.cause, self.args))
        code, sep, rule = self.cause.partition(": ")
        cause = f"{code}: {rule_text(rule)}" if sep and code in RESULT_CODES else words(self.cause)
        return _("{unit} is routed ({cause})").format(unit=self.unit, cause=cause)


@dataclass(frozen=True)
class RestEnded(Event):
    """11.2: a resting unit that moves loses its "au repos" marker."""

    unit: str

    def text(self, grid: Grid) -> str:
        return _("{unit} is no longer resting (11.2)").format(unit=self.unit)


@dataclass(frozen=True)
class StepEnded(Event):
    step: str
    next: str | None

    def text(self, grid: Grid) -> str:
        if self.next:
            return _("end of {step}; now {next}").format(step=self.step, next=self.next)
        return _("end of {step}; the activation is over").format(step=self.step)


# ---------------------------------------------------------------------------------------------------------
# Engine II and III: dice, combat, the turn


def _ids(ids: tuple[str, ...]) -> str:
    return and_list(ids)


@dataclass(frozen=True)
class Rolled(Event):
    """A die roll answered (a decision of kind "roll"): what it was for and the faces."""

    dice: str
    faces: tuple[int, ...]
    purpose: str

    def text(self, grid: Grid) -> str:
        return _("{faces} rolled ({dice}) for {purpose}").format(
            faces="+".join(str(f) for f in self.faces), dice=self.dice, purpose=words(self.purpose))


@dataclass(frozen=True)
class PhaseBegun(Event):
    phase: str
    turn: int

    def text(self, grid: Grid) -> str:
        return _("turn {turn}, phase {phase}").format(turn=self.turn, phase=self.phase)


@dataclass(frozen=True)
class RestPlaced(Event):
    """6.A, 11.2: an "au repos" marker placed."""

    unit: str

    def text(self, grid: Grid) -> str:
        return _("{unit} rests (au repos, 11.2)").format(unit=self.unit)


@dataclass(frozen=True)
class Rested(Event):
    """6.E, 11.2: a unit that rested the whole turn turns back to its fresh side."""

    unit: str

    def text(self, grid: Grid) -> str:
        return _("{unit} has rested: fresh again (11.2)").format(unit=self.unit)


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
        return _("{firers} at {targets} in {hex}: {line}").format(
            firers=_ids(self.firers), targets=_ids(self.targets), hex=grid.label(self.target_hex), line=self.line)


@dataclass(frozen=True)
class Declared(Event):
    """D.3 (10.4): a unit will initiate a mêlée; the enemy units marked in its front hexes."""

    unit: str
    marked: tuple[str, ...]

    def text(self, grid: Grid) -> str:
        if not self.marked:
            return _("{unit} declares a mêlée; Mêlée marker on no new unit").format(unit=self.unit)
        return _("{unit} declares a mêlée; Mêlée marker on {units}").format(unit=self.unit,
                                                                             units=", ".join(self.marked))


@dataclass(frozen=True)
class CounterCharged(Event):
    unit: str
    charger: str
    die: int
    success: bool
    line: str

    def text(self, grid: Grid) -> str:
        return self.line + (_("; {unit} faces {charger}").format(unit=self.unit, charger=self.charger)
                            if self.success else "")


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
        return _("{attackers} v {defenders}: {line}").format(attackers=_ids(self.attackers),
                                                             defenders=_ids(self.defenders), line=self.line)


@dataclass(frozen=True)
class MeleeCancelled(Event):
    defenders: tuple[str, ...]
    reason: str
    args: Args = ()  # the reason's values when it is a template ("the charge of {unit}: {why}")

    def text(self, grid: Grid) -> str:
        reason = worded(self.reason, self.args) if self.args else words(self.reason)
        return _("the attack on {defenders} is cancelled: {reason}").format(defenders=", ".join(self.defenders),
                                                                             reason=reason)


@dataclass(frozen=True)
class ConditionChanged(Event):
    """A result applied to one unit through the ladders of R25 (12.1, 12.2, 10.7, 11)."""

    unit: str
    result: str
    before: str
    after: str
    rule: str

    def text(self, grid: Grid) -> str:
        return f"{self.unit}: {self.result}: {words(self.before)} → {words(self.after)} ({rule_text(self.rule)})"


@dataclass(frozen=True)
class Retreated(Event):
    units: tuple[str, ...]
    path: tuple[Hex, Hex]
    facing: int
    into_front: bool = False

    def text(self, grid: Grid) -> str:
        extra = _("; into its front hex: one more level (10.7)") if self.into_front else ""
        return _("{who} retreat {path} facing {facing}").format(
            who=_ids(self.units), path=_path(grid, self.path), facing=grid.facing_names[self.facing]) + extra


@dataclass(frozen=True)
class RoutMoved(Event):
    """A rout retreat (12.2.1), a further rout move (12.2.3) or the Phase E rout move (12.2.2)."""

    units: tuple[str, ...]
    path: tuple[Hex, ...]
    off: bool
    kind: str

    def text(self, grid: Grid) -> str:
        where = _path(grid, self.path) + (_("-off the map") if self.off else "")
        return _("{who} rout ({kind}) {path}").format(who=_ids(self.units), kind=words(self.kind), path=where)


@dataclass(frozen=True)
class PassedThrough(Event):
    """12.2.2, 12.2.3: a routing unit passes through a friend: d10 > its quality and it routs too."""

    unit: str
    by: str
    die: int | None
    routs: bool

    def text(self, grid: Grid) -> str:
        test = _("no test (already routed)") if self.die is None else _("test {die}").format(die=self.die)
        text = _("{by} passes through {unit}: {test}: it routs") if self.routs else _(
            "{by} passes through {unit}: {test}: it holds")
        return text.format(by=self.by, unit=self.unit, test=test)


@dataclass(frozen=True)
class Eliminated(Event):
    unit: str
    cause: str  # melee | fire | retreat_blocked | rout_blocked | left_map

    def text(self, grid: Grid) -> str:
        return _("{unit} is eliminated ({cause})").format(unit=self.unit, cause=words(self.cause.replace("_", " ")))


@dataclass(frozen=True)
class Advanced(Event):
    units: tuple[str, ...]
    path: tuple[Hex, Hex]
    facing: int

    def text(self, grid: Grid) -> str:
        return _("{who} advance {path} facing {facing} (10.8)").format(
            who=_ids(self.units), path=_path(grid, self.path), facing=grid.facing_names[self.facing])


@dataclass(frozen=True)
class Faced(Event):
    units: tuple[str, ...]
    facing: int
    why: str

    def text(self, grid: Grid) -> str:
        return _("{who} face {facing} ({why})").format(who=_ids(self.units), facing=grid.facing_names[self.facing],
                                                        why=words(self.why))


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
    # the values of the fate's placeholders ("leaves the map with {unit}"): the fate is worded when shown
    args: Args = ()

    def text(self, grid: Grid) -> str:
        where = _(" at {hex}").format(hex=grid.label(self.hex)) if self.hex is not None else ""
        by = _(" by {unit}").format(unit=self.by) if self.by else ""
        fate = worded(self.fate, self.args) if self.args else words(self.fate)
        return f"{self.leader}: {fate}{by}{where} ({self.cause})"


@dataclass(frozen=True)
class LeaderReplaced(Event):
    """7.6: the replacement counter (the back, or a generic replacement) commands the banner."""

    leader: str
    counter: str
    hex: Hex | None

    def text(self, grid: Grid) -> str:
        where = grid.label(self.hex) if self.hex is not None else _("nowhere: the banner has no unit left")
        return _("{leader}'s banner is commanded by the replacement '{counter}' at {where} (7.6)").format(
            leader=self.leader, counter=self.counter, where=where)


@dataclass(frozen=True)
class ArmyCommanderChanged(Event):
    side: str
    leader: str | None

    def text(self, grid: Grid) -> str:
        if self.leader is None:
            return _("{side}: nobody is now the army commander (7.6)").format(side=self.side)
        return _("{side}: {leader} is now the army commander (7.6)").format(side=self.side, leader=self.leader)


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
        if self.how == "next":
            return _("{leader} is named to activate next (6.C)").format(leader=self.leader)
        return _("{leader} is named inactive this turn (6.C)").format(leader=self.leader)


@dataclass(frozen=True)
class TurnEnded(Event):
    turn: int

    def text(self, grid: Grid) -> str:
        return _("end of turn {turn}").format(turn=self.turn)


@dataclass(frozen=True)
class GameOver(Event):
    reason: str
    winner: str | None = None

    def text(self, grid: Grid) -> str:
        if self.winner:
            return _("the game is over: {reason}; {winner} win").format(reason=words(self.reason), winner=self.winner)
        return _("the game is over: {reason}").format(reason=words(self.reason))


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
