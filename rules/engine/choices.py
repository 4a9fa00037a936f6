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
    exit fr-ca-1 north                    leave the map by that edge, where the scenario scores it (unit_exited)

Combat and the turn (Engine II and III):

    roll 7                                the d10 rolled (0..9, 0.3); `roll 3+5` for the 2d6 of initiative
    rest byz-ha-guard                     an "au repos" marker in Phase A (11.2)
    fire cru-ar-1+cru-ar-2 1116           fire (combined: one type) at the stack in 1116 (9.1, 9.3)
    declare cru-pi-1                      D.3: the unit will initiate a mêlée; Mêlée markers on its front (10.4)
    melee cru-pi-1+cru-ha-2 byz-mi-1      D.4: one mêlée, attackers then defenders (1 v N or N v 1, R10)
    counter-charge byz-ha-1 cru-ch-2      the charged unit tries a counter-charge against that charger (10.3)
    retreat byz-cl-1 1015 SE              the one-hex retreat and the facing (10.7)
    rout byz-cl-1 1015-0916-0816          a rout retreat or rout move, start hex first; `...-off`: off the map
    advance cru-ch-2 1116 NW              advance after mêlée (10.8)
    dispersion                            the optional third charge of a pursuit (10.9)
    pass                                  decline what is offered (fire, counter-charge, advance, dispersion)
    activate richard                      the leader activated now (6.C)
    next saladin / inactive aslam         the initiative's winner names the enemy leader next / inactive (C.3, C.4)
    face byz-cl-1 SE                      a rallied unit's new facing (12.3)
    place richard 1315                    a replacement leader placed on a unit of his banner (7.6)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.geometry.hexgrid import Grid, Hex
from rules.i18n import _

from .frozen import fast_inits
from .state import Position


class IllegalChoice(ValueError):
    """A choice the rules (or the notation) do not allow; the message says why (in the user's language),
    `code` its language-neutral kind where a caller acts on it (None otherwise)."""

    def __init__(self, *args: object, code: str | None = None) -> None:
        super().__init__(*args)
        self.code = code if code is not None else getattr(args[0] if args else None, "code", None)


class Reason(str):
    """A refusal's words (a str, as the engine's verdict functions return them) with its language-neutral
    kind, `code`, that survives translation: callers test the code, never the words."""

    code: str | None

    def __new__(cls, text: str, code: str | None = None) -> Reason:
        self = super().__new__(cls, text)
        self.code = code
        return self


@dataclass(frozen=True)
class Decision:
    """The pending decision: whose it is, of which kind, in which activation step."""

    side: str | None
    kind: str  # movement (D.1) | ranged_fire (D.2) | melee_declaration (D.3) | melee (D.4) |
    # out_of_command_movement (D.5) | roll | resting | phase_b_fire | activation | initiative_next |
    # initiative_inactive | counter_charge | defensive_fire | offensive_fire | retreat | rout | advance |
    # dispersion | rally_facing | leader_placement | game_over  (docs/rules.md, Engine II and III)
    leader: str | None = None
    step: str | None = None
    note: str = field(default="", compare=False)  # what the decision is for, in words (not part of its identity)
    dice: str | None = None  # for a roll: "d10" or "2d6"


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


def new_move(ids: tuple[str, ...], path: tuple[Hex, ...], facing: int | None, under: bool, change: str | None,
             enter: bool) -> Move:
    """`Move(ids, path, facing, under, change, enter)`, made by filling its dictionary: the same value at half
    the cost of the frozen dataclass's `__init__` (one `object.__setattr__` a field), for the thousands of moves
    a decision lists."""
    m = _new(Move)
    d = m.__dict__
    d["ids"], d["path"], d["facing"], d["under"], d["change"], d["enter"] = ids, path, facing, under, change, enter
    return m


_new = object.__new__


@dataclass(frozen=True)
class Disengage(Choice):
    ids: tuple[str, ...]
    to: Hex

    def notation(self, grid: Grid) -> str:
        return f"disengage {'+'.join(self.ids)} {grid.label(self.to)}"


@dataclass(frozen=True)
class Exit(Choice):
    """A unit (or a stack moving together) on a map edge leaves the map by that edge, a one-hex move of its
    own through a front hexside into the off-map hex beyond, where a `unit_exited` victory rule of its side
    scores it (the scenario's rule; docs/rules.md, open question)."""

    ids: tuple[str, ...]
    edge: str

    def notation(self, grid: Grid) -> str:
        return f"exit {'+'.join(self.ids)} {self.edge}"


@dataclass(frozen=True)
class Charge(Choice):
    unit: str
    path: tuple[Hex, ...]
    target: Hex

    def notation(self, grid: Grid) -> str:
        return f"charge {self.unit} {_path(grid, self.path)} {grid.label(self.target)}"


@dataclass(frozen=True)
class Roll(Choice):
    """The dice rolled: one d10 face, or each die of the 2d6 (0.3)."""

    faces: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.faces)

    def notation(self, grid: Grid) -> str:
        return "roll " + "+".join(str(f) for f in self.faces)


@dataclass(frozen=True)
class Rest(Choice):
    unit: str

    def notation(self, grid: Grid) -> str:
        return f"rest {self.unit}"


@dataclass(frozen=True)
class Fire(Choice):
    """One fire attack: the firers (one type when combined, 9.1) and the target's hex (the stack, 5.2.5)."""

    firers: tuple[str, ...]
    target: Hex

    def notation(self, grid: Grid) -> str:
        return f"fire {'+'.join(self.firers)} {grid.label(self.target)}"


@dataclass(frozen=True)
class Declare(Choice):
    unit: str

    def notation(self, grid: Grid) -> str:
        return f"declare {self.unit}"


@dataclass(frozen=True)
class Melee(Choice):
    """One mêlée: every attacking unit, then every defending unit (whole stacks)."""

    attackers: tuple[str, ...]
    defenders: tuple[str, ...]

    def notation(self, grid: Grid) -> str:
        return f"melee {'+'.join(self.attackers)} {'+'.join(self.defenders)}"


@dataclass(frozen=True)
class CounterCharge(Choice):
    unit: str
    charger: str

    def notation(self, grid: Grid) -> str:
        return f"counter-charge {self.unit} {self.charger}"


@dataclass(frozen=True)
class Pass(Choice):
    def notation(self, grid: Grid) -> str:
        return "pass"


@dataclass(frozen=True)
class Retreat(Choice):
    ids: tuple[str, ...]
    to: Hex
    facing: int

    def notation(self, grid: Grid) -> str:
        return f"retreat {'+'.join(self.ids)} {grid.label(self.to)} {grid.facing_names[self.facing]}"


@dataclass(frozen=True)
class Rout(Choice):
    """A rout retreat or rout move: the hexes from the start, and whether it goes on off the map."""

    ids: tuple[str, ...]
    path: tuple[Hex, ...]
    off: bool = False

    def notation(self, grid: Grid) -> str:
        return f"rout {'+'.join(self.ids)} {_path(grid, self.path)}" + ("-off" if self.off else "")


@dataclass(frozen=True)
class Advance(Choice):
    ids: tuple[str, ...]
    to: Hex
    facing: int

    def notation(self, grid: Grid) -> str:
        return f"advance {'+'.join(self.ids)} {grid.label(self.to)} {grid.facing_names[self.facing]}"


@dataclass(frozen=True)
class Dispersion(Choice):
    def notation(self, grid: Grid) -> str:
        return "dispersion"


@dataclass(frozen=True)
class Activate(Choice):
    """A leader named in Phase C / D: `activate` now, the enemy leader `next` (C.3) or `inactive` (C.4)."""

    leader: str
    how: str = "activate"  # activate | next | inactive

    def notation(self, grid: Grid) -> str:
        return f"{self.how} {self.leader}"


@dataclass(frozen=True)
class Face(Choice):
    ids: tuple[str, ...]
    facing: int

    def notation(self, grid: Grid) -> str:
        return f"face {'+'.join(self.ids)} {grid.facing_names[self.facing]}"


@dataclass(frozen=True)
class Place(Choice):
    leader: str
    hex: Hex

    def notation(self, grid: Grid) -> str:
        return f"place {self.leader} {grid.label(self.hex)}"


VERBS = ("end", "move", "mount", "dismount", "enter", "exit", "disengage", "charge", "roll", "rest", "fire",
         "declare", "melee", "counter-charge", "pass", "retreat", "rout", "advance", "dispersion", "activate",
         "next", "inactive", "face", "place")

EDGES = ("north", "east", "south", "west")


def _hex(state: Position, label: str) -> Hex:
    grid = state.grid
    try:
        h = grid.parse_label(label)
    except ValueError as exc:
        raise IllegalChoice(str(exc)) from None
    if not grid.contains(h):
        raise IllegalChoice(_("hex {label} is off the map").format(label=label))
    return h


def _path_of(state: Position, token: str) -> tuple[Hex, ...]:
    return tuple(_hex(state, lab) for lab in token.split("-"))


def _facing(state: Position, token: str) -> int:
    try:
        return state.grid.facing_index(token)
    except ValueError as exc:
        raise IllegalChoice(str(exc)) from None


def _ids(state: Position, token: str) -> tuple[str, ...]:
    ids = tuple(token.split("+"))
    for i in ids:
        if i not in state.battle.units and i not in state.battle.leaders:
            raise IllegalChoice(_("there is no unit or leader '{id}'").format(id=i))
    if len(set(ids)) != len(ids):
        raise IllegalChoice(_("'{token}' names a counter twice").format(token=token))
    return ids


def parse_choice(text: str, state: Position) -> Choice:
    """Read a choice written in the notation above; IllegalChoice says what is wrong with the text."""
    tokens = str(text).split()
    if not tokens:
        raise IllegalChoice(_("an empty choice; write for instance {example} or {form}").format(
            example="'end'", form="'move <unit> <path> <facing>'"))
    verb, args = tokens[0].lower(), tokens[1:]
    if verb not in VERBS:
        raise IllegalChoice(_("unknown choice '{verb}'; the choices are: {verbs}").format(
            verb=tokens[0], verbs=", ".join(VERBS)))
    if verb in ("end", "pass", "dispersion"):
        if args:
            raise IllegalChoice(_("'{verb}' takes nothing after it").format(verb=verb))
        return {"end": EndStep(), "pass": Pass(), "dispersion": Dispersion()}[verb]
    if verb == "roll":
        return _roll(args)
    if verb not in ("move", "mount", "dismount", "enter", "disengage", "charge"):
        return _combat_choice(verb, args, state)
    if not args:
        raise IllegalChoice(_("'{verb}' needs the counter(s) it moves").format(verb=verb))
    ids = _ids(state, args[0])
    rest = args[1:]
    if verb == "disengage":
        if len(rest) != 1:
            raise IllegalChoice(_("write {form}").format(form="'disengage <unit> <rear hex>'"))
        return Disengage(ids, _hex(state, rest[0]))
    if verb == "charge":
        if len(ids) != 1 or len(rest) != 2:
            raise IllegalChoice(_("write {form}").format(form="'charge <unit> <path> <target hex>'"))
        return Charge(ids[0], _path_of(state, rest[0]), _hex(state, rest[1]))
    under = bool(rest) and rest[-1].lower() == "under"
    if under:
        rest = rest[:-1]
    change = verb if verb in ("mount", "dismount") else None
    if not rest:
        if change is None:
            raise IllegalChoice(_("'{verb}' needs a path, e.g. {example}").format(
                verb=verb, example=f"'{verb} {args[0]} 1316-1315 N'"))
        return Move(ids, (), None, under, change)
    if len(rest) > 2:
        raise IllegalChoice(_("too many words after the path: {words}").format(words=repr(" ".join(rest[2:]))))
    path = _path_of(state, rest[0])
    facing = _facing(state, rest[1]) if len(rest) == 2 else None
    return Move(ids, path, facing, under, change, enter=verb == "enter")


def _roll(args: list[str]) -> Roll:
    if len(args) != 1:
        raise IllegalChoice(_("write {d10} (a d10) or {d6} (2d6)").format(d10="'roll 7'", d6="'roll 3+5'"))
    try:
        faces = tuple(int(x) for x in args[0].split("+"))
    except ValueError:
        raise IllegalChoice(_("'{roll}' is not a die roll; write {d10} or {d6}").format(
            roll=args[0], d10="'roll 7'", d6="'roll 3+5'")) from None
    return Roll(faces)


def _need(args: list[str], n: int, form: str) -> None:
    if len(args) != n:
        raise IllegalChoice(_("write {form}").format(form=f"'{form}'"))


def _leader_id(state: Position, token: str) -> str:
    if token not in state.battle.leaders:
        raise IllegalChoice(_("there is no leader '{id}'").format(id=token))
    return token


def _unit_ids(state: Position, token: str) -> tuple[str, ...]:
    ids = _ids(state, token)
    for i in ids:
        if i not in state.battle.units:
            raise IllegalChoice(_("'{id}' is a leader, not a combat unit").format(id=i))
    return ids


def _combat_choice(verb: str, args: list[str], state: Position) -> Choice:
    if verb == "exit":
        _need(args, 2, "exit <unit>[+<unit>] <edge>")
        edge = args[1].lower()
        if edge not in EDGES:
            raise IllegalChoice(_("'{edge}' is not a map edge; the edges are: {edges}").format(
                edge=args[1], edges=", ".join(EDGES)))
        return Exit(_unit_ids(state, args[0]), edge)
    if verb == "rest":
        _need(args, 1, "rest <unit>")
        return Rest(_unit_ids(state, args[0])[0])
    if verb == "declare":
        _need(args, 1, "declare <unit>")
        return Declare(_unit_ids(state, args[0])[0])
    if verb == "fire":
        _need(args, 2, "fire <unit>[+<unit>] <target hex>")
        return Fire(_unit_ids(state, args[0]), _hex(state, args[1]))
    if verb == "melee":
        _need(args, 2, "melee <attacker>[+<attacker>] <defender>[+<defender>]")
        return Melee(_unit_ids(state, args[0]), _unit_ids(state, args[1]))
    if verb == "counter-charge":
        _need(args, 2, "counter-charge <unit> <charger>")
        return CounterCharge(_unit_ids(state, args[0])[0], _unit_ids(state, args[1])[0])
    if verb in ("retreat", "advance"):
        _need(args, 3, f"{verb} <unit>[+<unit>] <hex> <facing>")
        cls = Retreat if verb == "retreat" else Advance
        return cls(_unit_ids(state, args[0]), _hex(state, args[1]), _facing(state, args[2]))
    if verb == "rout":
        _need(args, 2, "rout <unit>[+<unit>] <path>[-off]")
        token, off = args[1], False
        if token.lower().endswith("-off"):
            token, off = token[: -len("-off")], True
        return Rout(_unit_ids(state, args[0]), _path_of(state, token), off)
    if verb in ("activate", "next", "inactive"):
        _need(args, 1, f"{verb} <leader>")
        return Activate(_leader_id(state, args[0]), verb)
    if verb == "face":
        _need(args, 2, "face <unit>[+<unit>] <facing>")
        return Face(_unit_ids(state, args[0]), _facing(state, args[1]))
    if verb == "place":
        _need(args, 2, "place <leader> <hex>")
        return Place(_leader_id(state, args[0]), _hex(state, args[1]))
    raise IllegalChoice(_("unknown choice '{verb}'").format(verb=verb))  # pragma: no cover - VERBS lists every verb


fast_inits(globals())  # issue #30: its records made without a call per field (rules/resolve/records.py)
