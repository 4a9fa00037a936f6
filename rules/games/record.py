"""Game records (`banneret-game/1`): a game is its scenario, its ruleset, its start and the list of its choices
in the engine's text notation — python-chess's PGN for Au fil de l'épée.

    game = Game.from_file("scenarios/tremithoussia-demo.yaml", Start(leader="richard")).game
    game.push("move cru-ch-anglonormans 1316-1315 N")    # the events that happened
    game.pop()                                            # undo: one step back in the record
    game.save("my-game.yaml")                             # atomic
    game, findings = Game.load("my-game.yaml")            # replays every move: the identical state

Die rolls are choices like any other (a `roll` decision answered in the notation), so a record replays
without its seed; the seed is kept to say how the rolls were made. A record points at its scenario file by a
path relative to itself and the SHA-256 of the file's bytes, or embeds the scenario. Loading never raises on
bad input: the findings say what is wrong and where (`file:line:col`), and a replay stops at the first move
that cannot be applied, keeping every move before it. Format: schemas/game.schema.json, docs/play.md.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from rules.engine.choices import Choice, IllegalChoice, parse_choice
from rules.engine.events import Event
from rules.engine.game import GameState, initial_state, movement_position
from rules.engine.state import STEPS
from rules.engine.victory import Score, score
from rules.fileio.atomic import clean_stale, file_lock
from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, path_absolute, read_guarded
from rules.fileio.salvage import salvage_cut as _salvage
from rules.fileio.schema import StrictValidator, schema_findings
from rules.fileio.yamlio import MAX_BYTES, FlowMap, YamlDoc, dump_yaml, read_yaml, write_atomic
from rules.i18n import _, ngettext, speaking
from rules.paths import schemas_dir
from rules.scenario import model as m
from rules.scenario.files import load_scenario_bytes, scenario_validator
from rules.scenario.fromdict import scenario_from_dict
from rules.scenario.todict import scenario_to_dict
from rules.tables import edition

GAME_FORMAT_ID = "banneret-game"
GAME_FORMAT_VERSION = 1
GAME_FORMAT = f"{GAME_FORMAT_ID}/{GAME_FORMAT_VERSION}"
HEADER = "# A Banneret game record: `banneret replay FILE` replays it (docs/play.md).\n"


@cache
def game_schema() -> dict:
    with open(schemas_dir() / "game.schema.json", encoding="utf-8") as f:
        return json.load(f)


@cache
def _validator() -> jsonschema.Draft202012Validator:
    return StrictValidator(game_schema())


def file_sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class MoveNode:
    """One move of a record: the choice in the text notation, a comment, and alternative lines (each played
    from the position before this move, as PGN variations). `line`/`col`: where it was read."""

    text: str
    comment: str | None = None
    variations: list[list[MoveNode]] = field(default_factory=list)
    line: int | None = field(default=None, compare=False)
    col: int | None = field(default=None, compare=False)

    def to_yaml(self) -> Any:
        if self.comment is None and not self.variations:
            return self.text
        out: dict[str, Any] = {"move": self.text}
        if self.comment is not None:
            out["comment"] = self.comment
        if self.variations:
            out["variations"] = [[n.to_yaml() for n in line] for line in self.variations]
            return out
        return FlowMap(out)


@dataclass(frozen=True)
class Start:
    """Where a game starts: the scenario's setup on `turn` (default its first) at Phase A; with `leader`, a test
    position at `step` of that leader's activation, after the Phase A command check (engine.movement_position)."""

    turn: int | None = None
    leader: str | None = None
    step: str = "D1"

    def state(self, scenario: m.Scenario) -> GameState:
        """The starting state; ValueError (IllegalChoice) says why a start does not fit the scenario."""
        if self.turn is not None and not scenario.first_turn <= self.turn <= scenario.last_turn:
            raise ValueError(_("turn {turn} is not a turn of the scenario ({first}–{last})").format(
                turn=self.turn, first=scenario.first_turn, last=scenario.last_turn))
        if self.step not in STEPS:
            raise ValueError(_("unknown activation step {step}; steps: {steps}").format(step=repr(self.step),
                                                                                         steps=", ".join(STEPS)))
        if self.leader is None:
            return initial_state(scenario, self.turn)
        if scenario.leader(self.leader) is None:
            raise ValueError(_("there is no leader '{leader}' in the scenario").format(leader=self.leader))
        return movement_position(scenario, self.leader, self.turn, self.step)

    def to_yaml(self, scenario: m.Scenario) -> FlowMap:
        out: dict[str, Any] = {"turn": self.turn if self.turn is not None else scenario.first_turn}
        if self.leader is not None:
            out["leader"] = self.leader
            out["step"] = self.step
        return FlowMap(out)


def position(state: GameState) -> tuple:
    """Everything of a state but its scenario object: two states of one position compare equal by this even
    when their scenarios were read from the same file twice."""
    return tuple(getattr(state, f.name) for f in fields(state) if f.name != "battle")


def _canonical(value: Any) -> Any:
    """A value as JSON-ready data that is the same in every process: sets sorted, dataclasses by field name."""
    if isinstance(value, Enum):
        return _canonical(value.value)
    if is_dataclass(value) and not isinstance(value, type):
        return [type(value).__name__, {f.name: _canonical(getattr(value, f.name)) for f in fields(value)
                                       if f.name != "battle"}]
    if isinstance(value, dict):
        return sorted(([_canonical(k), _canonical(v)] for k, v in value.items()), key=json.dumps)
    if isinstance(value, set | frozenset):
        return sorted((_canonical(v) for v in value), key=json.dumps)
    if isinstance(value, list | tuple):
        return [_canonical(v) for v in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return [type(value).__name__, str(value)]


def state_digest(state: GameState) -> str:
    """SHA-256 of a position (its scenario object aside): a record keeps the one its moves reach, so that a
    record cut short or with a move altered is told apart from a shorter game."""
    data = json.dumps(_canonical(position_fields(state)), separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(data.encode()).hexdigest()


def position_fields(state: GameState) -> dict[str, Any]:
    return {f.name: getattr(state, f.name) for f in fields(state) if f.name != "battle"}


class Game:
    """A game being played or replayed: the scenario, the start, every state, the moves that led to them."""

    def __init__(self, scenario: m.Scenario, start: Start | None = None, *, seed: int | str | None = None,
                 scenario_path: str | os.PathLike[str] | None = None, scenario_sha256: str | None = None,
                 players: dict[str, str] | None = None, comment: str | None = None, embed: bool = False,
                 first: GameState | None = None) -> None:
        """`first`: the start's state when the caller has it already, `start.state(scenario)` (a balance study's
        games share one, and with it its battle and the answers kept there)."""
        self.scenario = scenario
        start = start or Start()
        self.start = start if start.turn is not None else replace(start, turn=scenario.first_turn)
        self.seed = seed
        self.scenario_path = Path(os.path.realpath(scenario_path)) if scenario_path is not None else None
        self.scenario_sha256 = scenario_sha256
        self.players: dict[str, str] = dict(players or {})
        self.comment = comment
        self.embed = embed or self.scenario_path is None
        self.states: list[GameState] = [self.start.state(scenario) if first is None else first]
        self.events: list[tuple[Event, ...]] = [()]
        self.moves: list[MoveNode] = []

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], start: Start | None = None, **kw: Any) -> GameLoad:
        """A new game on a scenario file (its hash kept for the record). Errors in the scenario, or a start
        that does not fit it, give no game and the findings."""
        p = Path(path)
        try:
            data = read_guarded(p, MAX_BYTES, "scenario")
        except Refused as e:
            return GameLoad(str(p), None, [Finding(e.code, "error", e.message)], unreadable=True)
        loaded = load_scenario_bytes(data, str(p))
        out = GameLoad(str(p), None, [f for f in loaded.findings if f.severity == "error"],
                       unreadable=loaded.unreadable)
        if loaded.kind == "library":
            out.findings.append(Finding("not-a-scenario", "error", _("this is a counter library; give a scenario")))
            out.unreadable = True
        if loaded.scenario is None or out.findings:
            return out
        try:
            out.game = cls(loaded.scenario, start, scenario_path=p, scenario_sha256=file_sha256(data), **kw)
        except (ValueError, KeyError) as e:
            out.findings.append(Finding("bad-start", "error", _("cannot start the game: {reason}").format(
                reason=_reason(e))))
        return out

    # -- playing ---------------------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.states[-1]

    def __len__(self) -> int:
        return len(self.moves)

    def push(self, choice: Choice | str, comment: str | None = None) -> tuple[Event, ...]:
        """Apply a choice (or its notation) to the current state; IllegalChoice leaves the game unchanged."""
        state = self.state
        if isinstance(choice, str):
            choice = parse_choice(choice, state)
        new, events = state.apply(choice)
        self.moves.append(MoveNode(choice.notation(state.grid), comment))
        self.states.append(new)
        self.events.append(tuple(events))
        return tuple(events)

    def pop(self) -> MoveNode:
        """Undo: take back the last move (IndexError at the start); push it again to redo."""
        if not self.moves:
            raise IndexError(_("no move to take back: the game is at its start"))
        self.states.pop()
        self.events.pop()
        return self.moves.pop()

    @property
    def notations(self) -> list[str]:
        """The main line's choices in the text notation."""
        return [n.text for n in self.moves]

    def history(self) -> list[tuple[GameState, tuple[Event, ...]]]:
        """Every state with the events that led to it, from the start (whose events are empty)."""
        return list(zip(self.states, self.events, strict=True))

    def score(self) -> Score:
        return score(self.state, self.history())

    # -- saving ----------------------------------------------------------------------------------------------
    def to_dict(self, record_path: str | os.PathLike[str] | None = None, embed: bool | None = None) -> dict:
        embed = self.embed if embed is None else embed
        s = self.scenario
        if embed or self.scenario_path is None:
            inline = replace(s, sides=[replace(side, counters=None) for side in s.sides])
            ref: dict[str, Any] = {"embedded": scenario_to_dict(inline)}
        else:
            ref = {"path": _relative(self.scenario_path, record_path)}
            if self.scenario_sha256:
                ref["sha256"] = self.scenario_sha256
        ruleset: dict[str, Any] = {"edition": s.ruleset.edition, "options": FlowMap(s.ruleset.options)}
        out: dict[str, Any] = {"format": GAME_FORMAT, "title": s.title, "scenario": ref,
                               "ruleset": FlowMap(ruleset), "seed": self.seed,
                               "start": self.start.to_yaml(s)}
        if self.players:
            out["players"] = dict(self.players)
        if self.comment is not None:
            out["comment"] = self.comment
        with speaking("en"):  # a record reads the same whatever the language of the one who saved it
            out["result"] = self.score().describe(s)
        out["move_count"] = len(self.moves)
        out["final_state"] = state_digest(self.state)
        out["moves"] = [n.to_yaml() for n in self.moves]
        return out

    def dumps(self, record_path: str | os.PathLike[str] | None = None, embed: bool | None = None) -> str:
        return dump_yaml(self.to_dict(record_path, embed), header=HEADER)

    def save(self, path: str | os.PathLike[str], embed: bool | None = None) -> None:
        """Write the record atomically, under the record's lock (two programs saving one record one after the
        other, never interleaved); the scenario's path is written relative to the record's folder."""
        with file_lock(path):
            write_atomic(path, self.dumps(path, embed))

    @classmethod
    def load(cls, path: str | os.PathLike[str], scenario: m.Scenario | None = None) -> tuple[Game | None,
                                                                                           list[Finding]]:
        """Read and replay a record: (the game as far as it could be replayed, findings)."""
        r = read_game(path, scenario)
        return r.game, r.findings


def _relative(target: Path, record_path: str | os.PathLike[str] | None) -> str:
    base = Path(os.path.realpath(record_path)).parent if record_path is not None else Path.cwd()  # a loop: as given
    try:
        return Path(os.path.relpath(target, base)).as_posix()
    except ValueError:  # another drive (Windows)
        return target.as_posix()


def _reason(e: BaseException) -> str:
    return str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)


# ---------------------------------------------------------------------------------------------------------
# Reading


@dataclass
class GameLoad:
    """What reading a record (or starting a game on a scenario file) gave."""

    path: str
    game: Game | None
    findings: list[Finding] = field(default_factory=list)
    unreadable: bool = False  # the record or its scenario cannot be read at all (CLI exit 2)
    stopped_at: int | None = None  # index of the first move of the main line that was not replayed
    unplayed: list[MoveNode] = field(default_factory=list)  # the moves from there on

    @property
    def ok(self) -> bool:
        return self.game is not None and not has_errors(self.findings)


def read_game(path: str | os.PathLike[str], scenario: m.Scenario | None = None) -> GameLoad:
    """Read a record and replay it. `scenario`: use this model instead of the one the record names (the
    editor's, already loaded); the record's hash is then not checked."""
    p = Path(path)
    clean_stale(p)  # what a killed save left next to the file goes when the file is next opened
    try:
        data = read_guarded(p, MAX_BYTES, "game record")
    except Refused as e:
        return GameLoad(str(p), None, [Finding(e.code, "error", e.message)], unreadable=True)
    return read_game_bytes(data, str(p), p.resolve().parent, scenario)


def read_game_bytes(data: bytes, filename: str = "<memory>", base_dir: Path | None = None,
                    scenario: m.Scenario | None = None) -> GameLoad:
    out = GameLoad(filename, None)
    doc = read_yaml(data)
    whole = doc.value is not None
    if not whole:
        doc = _salvage(data, doc)
    out.findings += doc.findings
    value = doc.value
    if value is None:
        out.unreadable = True
        return out
    if not _check_format(value, doc, out):
        out.unreadable = True
        return out
    header = {k: v for k, v in value.items() if k != "moves"}
    header["moves"] = []
    problems = schema_findings(header, doc, _validator())
    if not isinstance(value.get("moves", []), list):
        line, col = doc.where(("moves",))
        problems.append(Finding("wrong-type", "error", _("moves should be a list of choices"), line, col,
                                path=("moves",)))
    out.findings += problems
    if has_errors(problems):
        return out
    scen, path, sha = _scenario(value, doc, base_dir, scenario, out)
    if scen is None:
        return out
    rs = value.get("ruleset")
    if rs is not None:
        ruleset = m.Ruleset(str(rs.get("edition", scen.ruleset.edition)), dict(rs.get("options", {})))
        try:
            edition(ruleset.edition, ruleset.options)
        except ValueError as e:
            out.findings.append(Finding("bad-option", "error", _("the record's ruleset: {error}").format(error=e),
                                        *doc.where(("ruleset",)), path=("ruleset",)))
            return out
        if ruleset != scen.ruleset:
            scen = replace(scen, ruleset=ruleset)
    st = value.get("start") or {}
    start = Start(st.get("turn"), st.get("leader"), st.get("step", "D1"))
    try:
        game = Game(scen, start, seed=value.get("seed"), scenario_path=path, scenario_sha256=sha,
                    players=value.get("players"), comment=value.get("comment"), embed="embedded" in value["scenario"])
    except (ValueError, KeyError) as e:
        line, col = doc.where(("start",))
        out.findings.append(Finding("bad-start", "error", _("cannot set up the start of the game: {reason}").format(
                                    reason=_reason(e)),
                                    line, col, path=("start",)))
        return out
    out.game = game
    nodes = _nodes(value.get("moves", []), doc, ("moves",))
    if whole:
        nodes = _cut_inside(data, value, doc, nodes)
    _replay(game, nodes, out)
    _check_ending(value, doc, nodes, out, trust_state=scenario is None)
    return out


def _cut_inside(data: bytes, value: dict, doc: YamlDoc, nodes: list[MoveNode | Finding]) -> list[MoveNode | Finding]:
    """A record ends with a line break (every record Banneret writes does): one that does not was cut inside
    its last line, and when that line is in the last move (the moves are what the file ends with), the move
    may read as a shorter legal one ('1318-1217-12' for '1318-1217-1216'). It is not played: it becomes a
    `record-incomplete` finding in its place, where the replay stops."""
    if not nodes or not data or data.endswith((b"\n", b"\r")):
        return nodes
    start = nodes[-1].line
    if start is None or any((doc.where((k,))[0] or 0) > start for k in value if k != "moves"):
        return nodes  # the file ends in another key (a hand-made record): its moves are whole
    last_line = data.count(b"\n") + 1
    n = len(nodes)
    count = value.get("move_count")
    said = _(" (the header says the game has {count} moves)").format(count=count) if isinstance(count, int) else ""
    cut = Finding("record-incomplete", "error", _(
        "the record ends inside move {n}: line {line} has no line break, so the file was cut short there; that "
        "move is not played{said}").format(n=n, line=last_line, said=said), last_line, 1, path=("moves", n - 1))
    return [*nodes[:-1], cut]


def _check_ending(value: dict, doc: YamlDoc, nodes: Sequence[MoveNode | Finding], out: GameLoad,
                  trust_state: bool) -> None:
    """The header's move count and final-state digest against what the moves give: a record cut at a line
    end is still valid YAML and would replay as a shorter game under the full game's result."""
    count, digest, game = value.get("move_count"), value.get("final_state"), out.game
    if game is None:
        return
    result = _(" (its header gives the full game's result: {result})").format(result=value["result"]) if value.get(
        "result") else ""
    if any(f.code == "record-incomplete" for f in out.findings):
        return  # cut inside its last move: said there, with the count
    if isinstance(count, int) and count != len(nodes):
        text = (_("the record says it has {count} moves but holds {n}: it was cut short or moves were removed")
                if count > len(nodes) else _("the record says it has {count} moves but holds {n}: moves were added"))
        out.findings.append(Finding(
            "record-incomplete", "error", text.format(count=count, n=len(nodes)) + result,
            *doc.where(("move_count",)), path=("move_count",)))
        return
    if not isinstance(digest, str) or out.stopped_at is not None or not trust_state:
        return
    if any(f.code == "scenario-changed" for f in out.findings):
        return  # another scenario file: another final position is expected, and already reported
    if digest != state_digest(game.state):
        out.findings.append(Finding(
            "record-altered", "error", _("replaying the moves does not reach the position the record was saved at "
                                         "(final_state differs): a move or the start was changed since") + result,
            *doc.where(("final_state",)), path=("final_state",)))


def _check_format(value: Any, doc: YamlDoc, out: GameLoad) -> bool:
    if not isinstance(value, dict):
        kind = _("a list") if isinstance(value, list) else _("a single {type} value").format(
            type=type(value).__name__)
        out.findings.append(Finding("not-a-game", "error", _("the file holds {kind}; a game record is a mapping that "
                                                             "starts with 'format: {format}'").format(
                                        kind=kind, format=GAME_FORMAT), 1, 1))
        return False
    fmt = value.get("format")
    line, col = doc.where(("format",))
    if not isinstance(fmt, str) or not fmt.startswith(f"{GAME_FORMAT_ID}/"):
        if isinstance(fmt, str) and fmt.startswith(f"{m.FORMAT_ID}/"):
            msg = _("this is a scenario ({format}), not a game record; `banneret play {file} --record OUT` plays it "
                    "and writes one").format(format=fmt, file=out.path)
        elif fmt is None:
            msg = _("this file has no 'format' key; a game record starts with 'format: {format}'").format(
                format=GAME_FORMAT)
        else:
            msg = _("this file has format {found}; a game record starts with 'format: {format}'").format(
                found=repr(fmt), format=GAME_FORMAT)
        out.findings.append(Finding("not-a-game", "error", msg, line or 1, col or 1, path=("format",)))
        return False
    version = format_version(fmt)
    if version is None or version > GAME_FORMAT_VERSION:
        out.findings.append(Finding("format-too-new", "error", _(
            "the record is in format {found}, newer than this Banneret reads ({format}); update Banneret to replay "
            "it").format(found=fmt, format=GAME_FORMAT), line, col, path=("format",)))
        return False
    return True


def _scenario(value: dict, doc: YamlDoc, base_dir: Path | None, given: m.Scenario | None,
              out: GameLoad) -> tuple[m.Scenario | None, Path | None, str | None]:
    """The scenario the record names (checked against its hash) or embeds; None with findings when there is
    none to play."""
    ref = value["scenario"]
    if "embedded" in ref:
        if given is not None:
            return given, None, None
        return _embedded(ref["embedded"], doc, out), None, None
    line, col = doc.where(("scenario", "path"))
    if path_absolute(ref["path"]):  # the path policy (docs/validation.md): relative to the record, never absolute
        out.findings.append(Finding("path-outside", "error", _(
            "the scenario path {path} is absolute; a record names its scenario relative to itself (or embeds "
            "it)").format(path=ref["path"]), line, col, path=("scenario", "path")))
        out.unreadable = True
        return None, None, None
    path = (base_dir or Path.cwd()) / ref["path"]
    if given is not None:
        return given, path, ref.get("sha256")
    try:
        data = read_guarded(path, MAX_BYTES, "scenario")
    except Refused as e:
        out.findings.append(Finding("scenario-not-found", "error", _(
            "the scenario {path} cannot be read ({why}; looked at {where})").format(path=ref["path"], why=e.why,
                                                                                     where=path),
            line, col, path=("scenario", "path")))
        out.unreadable = True
        return None, None, None
    sha = file_sha256(data)
    if ref.get("sha256") and ref["sha256"] != sha:
        out.findings.append(Finding(
            "scenario-changed", "warning", _(
                "the scenario {path} is not the file the game was played on (its SHA-256 is {sha}…, the record says "
                "{recorded}…); replaying on it anyway").format(path=ref["path"], sha=sha[:12],
                                                              recorded=ref["sha256"][:12]),
            *doc.where(("scenario", "sha256")), path=("scenario", "sha256")))
    loaded = load_scenario_bytes(data, str(path))
    errors = [replace(f, file=f.file or str(path)) for f in loaded.findings if f.severity == "error"]
    if loaded.kind == "library" or loaded.scenario is None or errors:
        out.findings += errors
        if loaded.kind == "library":
            text = _("the scenario {path} is a counter library; the game cannot be replayed on it")
        else:
            text = ngettext("the scenario {path} has {n} error; the game cannot be replayed on it",
                            "the scenario {path} has {n} errors; the game cannot be replayed on it", len(errors))
        out.findings.append(Finding("scenario-invalid", "error", text.format(path=ref["path"], n=len(errors)),
                                    line, col, path=("scenario", "path")))
        out.unreadable = loaded.unreadable
        return None, None, None
    return loaded.scenario, path, ref.get("sha256") or sha


def _embedded(value: Any, doc: YamlDoc, out: GameLoad) -> m.Scenario | None:
    pre = ("scenario", "embedded")
    n = len(pre)
    sub = YamlDoc(value, {p[n:]: mk for p, mk in doc.marks.items() if p[:n] == pre},
                  {p[n:]: mk for p, mk in doc.key_marks.items() if p[:n] == pre})

    def here(f: Finding) -> Finding:
        return replace(f, path=(*pre, *f.path))

    if not isinstance(value, dict) or value.get("format") != m.FORMAT:
        line, col = doc.where(pre)
        out.findings.append(Finding("scenario-invalid", "error", _(
            "the embedded scenario must start with 'format: {format}'").format(format=m.FORMAT), line, col, path=pre))
        return None
    found = schema_findings(value, sub, scenario_validator())
    if not has_errors(found):
        if any(isinstance(s, dict) and s.get("counters") for s in value.get("sides", [])):
            line, col = doc.where(pre)
            found.append(Finding("scenario-invalid", "error", _("an embedded scenario writes its sides' counters in "
                                                                "full, not in a counter library"), line, col))
        else:
            scen, conv = scenario_from_dict(value, sub)
            found += conv
            if scen is not None and not has_errors(found):
                from rules.scenario.validate import validate_scenario

                found += validate_scenario(scen, sub)
                if not has_errors(found):
                    return scen
    out.findings += [here(f) for f in found if f.severity == "error"]
    return None


def _nodes(items: Any, doc: YamlDoc, path: tuple) -> list[MoveNode | Finding]:
    """The moves of a line; an entry that is not a move becomes a finding in its place (a replay stops there)."""
    return [_node(item, i, doc, (*path, i)) for i, item in enumerate(items if isinstance(items, list) else [])]


def _node(item: Any, i: int, doc: YamlDoc, p: tuple) -> MoveNode | Finding:
    line, col = doc.where(p)

    def bad(msg: str, where: tuple = p) -> Finding:
        return Finding("bad-move", "error", _("move {n}: {problem}").format(n=i + 1, problem=msg), *doc.where(where),
                       path=where)

    if isinstance(item, str) and item.strip():
        return MoveNode(item.strip(), line=line, col=col)
    if not isinstance(item, dict):
        return bad(_("{value} is not a choice in the text notation (e.g. 'move cru-ch-1 1316-1315 N', 'end')").format(
            value=_show(item)))
    unknown = [k for k in item if k not in ("move", "comment", "variations")]
    if unknown:
        return bad(_("unknown key '{key}'; a move has: move, comment, variations").format(key=unknown[0]),
                   (*p, unknown[0]))
    text, comment, lines = item.get("move"), item.get("comment"), item.get("variations", [])
    if not isinstance(text, str) or not text.strip():
        return bad(_("its 'move' is {value}, not a choice in the text notation").format(value=_show(text)))
    if comment is not None and not isinstance(comment, str):
        return bad(_("its comment is not text"), (*p, "comment"))
    if not isinstance(lines, list):
        return bad(_("its variations are not a list of lines"), (*p, "variations"))
    variations = []
    for j, v in enumerate(lines):
        where = (*p, "variations", j)
        if not isinstance(v, list):
            return bad(_("variation {n} is not a list of moves").format(n=j + 1), where)
        variations.append(_nodes(v, doc, where))
    return MoveNode(text.strip(), comment, variations, line, col)  # type: ignore[arg-type]


def _show(value: Any) -> str:
    if value is None:
        return _("empty")
    if isinstance(value, dict | list):
        return _("a mapping") if isinstance(value, dict) else _("a list")
    return repr(value)


def _replay(game: Game, nodes: Sequence[MoveNode | Finding], out: GameLoad) -> None:
    """Apply the main line move by move; the first move that fails stops it with a finding. Variations are
    replayed from the position before their move; a bad one is reported and the main line goes on."""
    for i, node in enumerate(nodes):
        if isinstance(node, Finding):
            _stop(out, node, i, nodes)
            return
        before = game.state
        problem = _try_push(game, node)
        if problem is not None:
            _stop(out, Finding("illegal-move", "error", _("move {n} '{move}': {problem}").format(
                n=i + 1, move=node.text, problem=problem), node.line, node.col, path=("moves", i)), i, nodes)
            return
        played = game.moves[-1]
        played.line, played.col = node.line, node.col
        played.variations = [_check_variation(before, line, _("move {n}, variation {v}").format(n=i + 1, v=j + 1),
                                              out.findings)
                             for j, line in enumerate(node.variations)]


def _try_push(game: Game, node: MoveNode) -> str | None:
    try:
        game.push(node.text, node.comment)
    except IllegalChoice as e:
        return str(e)
    except Exception as e:  # an engine failure on a record must not crash the reader
        return _("the engine failed on it ({error})").format(error=f"{type(e).__name__}: {e}")
    return None


def _check_variation(state: GameState, nodes: Sequence[MoveNode | Finding], where: str,
                     findings: list[Finding]) -> list[MoveNode]:
    """Replay a variation from `state`; keep its moves up to the first bad one (reported as an error)."""
    kept: list[MoveNode] = []
    for k, node in enumerate(nodes):
        if isinstance(node, Finding):
            findings.append(node)
            return kept
        try:
            choice = parse_choice(node.text, state)
            nxt, _events = state.apply(choice)
        except Exception as e:
            why = str(e) if isinstance(e, IllegalChoice) else _("the engine failed on it ({error})").format(
                error=f"{type(e).__name__}: {e}")
            findings.append(Finding("illegal-move", "error", _(
                "{where}, move {n} '{move}': {problem}; the variation is kept up to the move before it").format(
                    where=where, n=k + 1, move=node.text, problem=why), node.line, node.col))
            return kept
        subs = [_check_variation(state, line, _("{where}, move {n}, variation {v}").format(where=where, n=k + 1,
                                                                                         v=j + 1), findings)
                for j, line in enumerate(node.variations)]
        kept.append(replace(node, text=choice.notation(state.grid), variations=subs))
        state = nxt
    return kept


def _stop(out: GameLoad, finding: Finding, i: int, nodes: Sequence[MoveNode | Finding]) -> None:
    rest = len(nodes) - i
    stops = _("; the replay stops here: the {kept} move(s) before it are kept, {rest} move(s) from it on are not "
              "played").format(kept=i, rest=rest)
    out.findings.append(replace(finding, message=finding.message + stops))
    out.stopped_at = i
    out.unplayed = [n for n in nodes[i:] if isinstance(n, MoveNode)]
