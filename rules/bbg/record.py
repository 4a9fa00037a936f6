"""BBG game records (`bbg-record/1`): the scenario a game starts from, then round by round the referee's steps —
each resolution (melee, shooting, morale, chariots, elephants) with its units, the referee facts, the dice (typed
off the table or rolled from a seed) and the bookkeeping applied to the table (figures removed by id, rank
filling, triumph, counters, reload state, wounds). A record replays like the hex series' records
(`rules.games.record`): the state after every step is rebuilt from the scenario, and a record that does not
match — a step that cannot be applied, seeded dice that are not the seed's, a state or a step count that
differs from what the record says — is refused with a finding at its line.

    rec = BbgRecord.start_from("scenarios/bbg/meadow-of-kohalom.yaml").record
    rec.push(Step("shooting", ("archers-1", "javelins-1"), 1, {"weapon": "bow"}, Dice.rolled(7, 1, 1, 3),
                  (Effect("javelins-1", remove=("r1f1",), fill=True),)))
    rec.save("game.bbg-record.yaml")          # atomic
    load = read_record("game.bbg-record.yaml")  # replays; load.findings say what does not match, and where

The table state is the scenario model itself (`model.Scenario`: each unit's slot grid or loose figures, triumph
and `UnitState`), so whatever reads a scenario reads a state. Seeded dice (`roll`): the n-th step of the record
(1-based, over all rounds) in round r rolls `random.Random(f"bbg-record/1 {seed} {r} {n}").randint(1, 20)`, die
after die — Python's string seeding (SHA-512) is the same on every platform and version of Python 3.
Format: schemas/bbg-record.schema.json, docs/bbg.md.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rules.bbg import model as m
from rules.bbg.breakdown import BadFact
from rules.bbg.formation import fill_ranks
from rules.bbg.rulebook import DIE
from rules.bbg.triumph import clamp
from rules.fileio.atomic import clean_stale, file_lock
from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, path_absolute, read_guarded
from rules.fileio.salvage import salvage_cut
from rules.fileio.schema import compiled_validator, schema_findings
from rules.fileio.yamlio import MAX_BYTES, Flow, FlowMap, YamlDoc, dump_yaml, read_yaml, write_atomic
from rules.i18n import _

RECORD_FORMAT_ID = "bbg-record"
RECORD_FORMAT_VERSION = 1
RECORD_FORMAT = f"{RECORD_FORMAT_ID}/{RECORD_FORMAT_VERSION}"
HEADER = "# A Battles Before Gunpowder game record: steps, dice and bookkeeping (docs/bbg.md).\n"
KINDS = ("melee", "shooting", "morale", "chariots", "elephants", "melee_many", "snaking", "envelopment")


class BadStep(BadFact):
    """A step that cannot be applied to the table: the message says which unit, figure or value."""


def roll(seed: int, round_no: int, n: int, count: int) -> tuple[int, ...]:
    """`count` seeded d20s of the n-th step (1-based over the record) in round `round_no` (the documented stream)."""
    rng = random.Random(f"{RECORD_FORMAT} {seed} {round_no} {n}")
    return tuple(rng.randint(1, DIE) for _i in range(count))


@dataclass(frozen=True)
class Dice:
    """The step's dice in the order read (`rules.bbg.outcomes`); `seed` set when the program rolled them."""

    values: tuple[int, ...] = ()
    seed: int | None = None

    @staticmethod
    def rolled(seed: int, round_no: int, n: int, count: int) -> Dice:
        return Dice(roll(seed, round_no, n, count), seed)

    def to_yaml(self) -> FlowMap:
        if self.seed is None:
            return FlowMap({"typed": Flow(self.values)})
        return FlowMap({"seed": self.seed, "rolled": Flow(self.values)})


@dataclass(frozen=True)
class Effect:
    """The bookkeeping of one unit in a step: `remove` figure ids (as `OpenTable.body` names them: `r2f5` of a
    block, `S3` of a loose unit) with rank filling after it (`fill`, B10); `triumph` a change, clamped to
    [−2, 6] (B26); `forced_marches` the counter's new value (B21); `fleeing`, `disordered` set; `wounds` added
    (B56); `reloading` weapon → half-rounds of loading left, 0 = loaded (B40); `berserk` an elephant out of
    control for good (B56, `[L551]`: set, never taken back); `dissolve` a unit below its minimum ceases to exist,
    its figures staying on the table as skirmishers (B27, `[L106]`: set, never taken back)."""

    unit: str
    remove: tuple[str, ...] = ()
    fill: bool = False
    triumph: int = 0
    forced_marches: int | None = None
    fleeing: bool | None = None
    disordered: bool | None = None
    wounds: int = 0
    reloading: tuple[tuple[str, int], ...] = ()
    berserk: bool = False
    dissolve: bool = False

    def to_yaml(self) -> FlowMap:
        out: dict[str, Any] = {"unit": self.unit}
        if self.remove:
            out["remove"] = Flow(self.remove)
        if self.fill:
            out["fill"] = True
        for key in ("triumph", "wounds"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        for key in ("forced_marches", "fleeing", "disordered"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if self.reloading:
            out["reloading"] = FlowMap(dict(self.reloading))
        if self.berserk:
            out["berserk"] = True
        if self.dissolve:
            out["dissolve"] = True
        return FlowMap(out)

    @staticmethod
    def from_yaml(d: dict) -> Effect:
        return Effect(d["unit"], tuple(d.get("remove", ())), bool(d.get("fill", False)), int(d.get("triumph", 0)),
                      d.get("forced_marches"), d.get("fleeing"), d.get("disordered"), int(d.get("wounds", 0)),
                      tuple(sorted((str(k), int(v)) for k, v in (d.get("reloading") or {}).items())),
                      bool(d.get("berserk", False)), bool(d.get("dissolve", False)))


@dataclass
class Step:
    """One resolution: its kind, units (the first acts: the striker, shooter, tested unit…), the round, the
    referee facts (the CLI's `--fact` keys, docs/bbg.md), the dice, the bookkeeping, a result line for the
    reader, and the state digest the step reached (`state`, set when pushed; checked on replay)."""

    kind: str
    units: tuple[str, ...]
    round: int
    facts: dict[str, Any] = field(default_factory=dict)
    dice: Dice = field(default_factory=Dice)
    effects: tuple[Effect, ...] = ()
    result: str | None = None
    comment: str | None = None
    state: str | None = None
    line: int | None = field(default=None, compare=False)

    def to_yaml(self) -> dict:
        out: dict[str, Any] = {"kind": self.kind, "units": Flow(self.units)}
        if self.facts:
            out["facts"] = FlowMap(self.facts)
        out["dice"] = self.dice.to_yaml()
        out["effects"] = [e.to_yaml() for e in self.effects]
        for key in ("result", "comment", "state"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        return out


# -- the table state ----------------------------------------------------------------------------------------

def figure_ids(unit: m.Unit) -> list[str]:
    """The unit's figure ids as `rules.bbg.table.OpenTable` names them."""
    if unit.figures:
        return [f"{f.role}{i}" for i, f in enumerate(unit.figures, 1)]
    return [f"r{r}f{j}" for r, row in enumerate(unit.ranks, 1) for j, c in enumerate(row, 1) if c != m.EMPTY_SLOT]


def _remove_block(unit: m.Unit, ids: Sequence[str], fill: bool) -> None:
    n = unit.files
    grid = [list(row.ljust(n, m.EMPTY_SLOT)) for row in unit.ranks]
    where = []
    for fid in ids:
        r, j = (int(x) for x in fid[1:].split("f"))
        where.append((r, j))
        grid[r - 1][j - 1] = m.EMPTY_SLOT
    if fill:
        filled = fill_ranks(tuple(tuple(c != m.EMPTY_SLOT for c in row) for row in grid))
        for (r0, j0), (r1, j1) in filled.moves:
            grid[r1 - 1][j1 - 1], grid[r0 - 1][j0 - 1] = grid[r0 - 1][j0 - 1], m.EMPTY_SLOT
    while grid and all(c == m.EMPTY_SLOT for c in grid[-1]):
        grid.pop()
    unit.ranks = tuple("".join(row) for row in grid)


def apply_effect(scenario: m.Scenario, e: Effect) -> None:
    """Apply one unit's bookkeeping to `scenario` in place; BadStep (nothing changed) when it does not fit."""
    unit = scenario.unit(e.unit)
    if unit is None:
        raise BadStep(_("there is no unit '{unit}' on the table").format(unit=e.unit))
    present = figure_ids(unit)
    for fid in e.remove:
        if fid not in present:
            raise BadStep(_("{unit} has no figure '{figure}' to remove").format(unit=e.unit, figure=fid))
    if len(set(e.remove)) != len(e.remove):
        raise BadStep(_("{unit}: a figure is removed twice").format(unit=e.unit))
    if e.wounds < 0 or unit.state.wounds + e.wounds < 0 or (e.forced_marches is not None and e.forced_marches < 0):
        raise BadStep(_("{unit}: a counter cannot fall below 0").format(unit=e.unit))
    if e.remove:
        if unit.figures:
            gone = set(e.remove)
            unit.figures = tuple(f for fid, f in zip(present, unit.figures, strict=True) if fid not in gone)
        else:
            _remove_block(unit, e.remove, e.fill)
    unit.triumph = clamp(unit.triumph + e.triumph)
    st = unit.state
    if e.forced_marches is not None:
        st.forced_marches = e.forced_marches
    if e.fleeing is not None:
        st.fleeing = e.fleeing
    if e.disordered is not None:
        st.disordered = e.disordered
    st.wounds += e.wounds
    st.berserk = st.berserk or e.berserk
    if e.dissolve:  # B27 [L106]: "A katonák nem esnek el, de ezentúl önálló harcosokként tevékenykednek"
        st.dissolved = True
        unit.formation = "skirmish"
    for weapon, left in e.reloading:
        if left < 0:
            raise BadStep(_("{unit}: a counter cannot fall below 0").format(unit=e.unit))
        if left:
            st.reloading[weapon] = left
        else:
            st.reloading.pop(weapon, None)


def table_copy(scenario: m.Scenario) -> m.Scenario:
    """A copy whose units and their bookkeeping can change without touching `scenario`: the terrain, the army
    references and the units' tuples (slot grids, figures) are shared, as nothing changes them in place."""
    return replace(scenario, sides=[replace(side, units=[
        replace(u, pose=replace(u.pose), state=replace(u.state, reloading=dict(u.state.reloading),
                                                       extra=copy.deepcopy(u.state.extra)))
        for u in side.units]) for side in scenario.sides])


def apply_step(scenario: m.Scenario, step: Step) -> m.Scenario:
    """The table after `step` (a new model; `scenario` is left as it was)."""
    if step.kind not in KINDS:
        raise BadStep(_("unknown step kind '{kind}'; kinds: {kinds}").format(kind=step.kind, kinds=", ".join(KINDS)))
    for uid in step.units:
        if scenario.unit(uid) is None:
            raise BadStep(_("there is no unit '{unit}' on the table").format(unit=uid))
    new = table_copy(scenario)
    for e in step.effects:
        apply_effect(new, e)
    return new


def state_digest(scenario: m.Scenario) -> str:
    """SHA-256 of the table state: every unit's pose, figures, triumph and bookkeeping (`berserk` and `dissolved`
    with its formation only when set, so the records saved before they existed keep their digests)."""
    units = []
    for u in sorted(scenario.units(), key=lambda u: u.id):
        st = u.state
        units.append([u.id, [u.pose.x, u.pose.y, u.pose.heading], list(u.ranks),
                      [[f.role, f.x, f.y] for f in u.figures], u.triumph, st.forced_marches, st.fleeing,
                      st.disordered, st.wounds, sorted(st.reloading.items())] + (["berserk"] if st.berserk else [])
                     + (["dissolved", u.formation] if st.dissolved else []))
    return hashlib.sha256(json.dumps(units, separators=(",", ":")).encode()).hexdigest()


# -- the record ---------------------------------------------------------------------------------------------

class BbgRecord:
    """A game being refereed or replayed: the start scenario, the steps, the table after each."""

    def __init__(self, scenario: m.Scenario, *, scenario_path: str | os.PathLike[str] | None = None,
                 scenario_sha256: str | None = None, seed: int | None = None, comment: str | None = None) -> None:
        self.start = scenario
        self.scenario_path = Path(os.path.realpath(scenario_path)) if scenario_path is not None else None
        self.scenario_sha256 = scenario_sha256
        self.seed = seed
        self.comment = comment
        self.steps: list[Step] = []
        self.states: list[m.Scenario] = [table_copy(scenario)]

    @classmethod
    def start_from(cls, path: str | os.PathLike[str], **kw: Any) -> RecordLoad:
        """A new record on a scenario file (its hash kept); errors in the scenario give no record."""
        p = Path(path)
        scen, sha, findings = _read_scenario(p)
        out = RecordLoad(str(p), None, findings, unreadable=scen is None)
        if scen is not None:
            out.record = cls(scen, scenario_path=p, scenario_sha256=sha, **kw)
        return out

    @property
    def state(self) -> m.Scenario:
        return self.states[-1]

    def __len__(self) -> int:
        return len(self.steps)

    def next_dice(self, round_no: int, count: int, seed: int | None = None) -> Dice:
        """Seeded dice for the step that would be pushed next."""
        s = self.seed if seed is None else seed
        if s is None:
            raise BadStep(_("no seed: give one to roll the dice, or type them"))
        return Dice.rolled(s, round_no, len(self.steps) + 1, count)

    def push(self, step: Step) -> Step:
        """Apply a step (BadStep leaves the record unchanged); its `state` is set to the digest it reaches."""
        new = self.check(step)
        step.state = state_digest(new)[:16]
        self.steps.append(step)
        self.states.append(new)
        return step

    def check(self, step: Step) -> m.Scenario:
        """The table `step` would lead to, or BadStep saying why it cannot be the record's next step."""
        if self.steps and step.round < self.steps[-1].round:
            raise BadStep(_("round {round} comes after round {last}: steps are recorded in order").format(
                round=step.round, last=self.steps[-1].round))
        if step.round < 1 or (self.start.rounds is not None and step.round > self.start.rounds):
            raise BadStep(_("round {round} is not a round of the scenario (1–{rounds})").format(
                round=step.round, rounds=self.start.rounds))
        return apply_step(self.state, step)

    def forced_march_rounds(self, uid: str) -> list[int]:
        """The rounds in which `uid`'s forced-march counter rose (B21: a forced march, a rout's or a retreat's move),
        in order, each once: the history B48 reads."""
        out: list[int] = []
        for step, before in zip(self.steps, self.states, strict=False):
            unit = before.unit(uid)
            was = unit.state.forced_marches if unit is not None else 0
            for e in step.effects:
                if e.unit == uid and e.forced_marches is not None:
                    if e.forced_marches > was and step.round not in out:
                        out.append(step.round)
                    was = e.forced_marches
        return out

    def forced_march_refusal(self, uid: str, round_no: int) -> str | None:
        """B48 `[L360]`: why `uid` may not make a forced march in `round_no` — both previous rounds were forced-march
        rounds, so this round it may not move at all — or None."""
        from rules.bbg.movement import may_move
        from rules.bbg.rulebook import FORCED_MARCH_MAX_RUN
        done = set(self.forced_march_rounds(uid))
        history = [round_no - k in done for k in range(FORCED_MARCH_MAX_RUN, 0, -1)]
        ok, _why = may_move(history)
        if ok:
            return None
        return _("{unit} made forced marches in rounds {first} and {second}: in round {round} it may not move at "
                 "all (B48, [L360])").format(unit=uid, first=round_no - 2, second=round_no - 1, round=round_no)

    def pop(self) -> Step:
        """Undo: take back the last step."""
        if not self.steps:
            raise IndexError(_("no step to take back: the game is at its start"))
        self.states.pop()
        return self.steps.pop()

    def to_dict(self, record_path: str | os.PathLike[str] | None = None) -> dict:
        if self.scenario_path is None:
            raise BadStep(_("the record has no scenario file to name"))
        base = Path(os.path.realpath(record_path)).parent if record_path is not None else Path.cwd()
        try:
            rel = Path(os.path.relpath(self.scenario_path, base)).as_posix()
        except ValueError:  # another drive (Windows)
            rel = self.scenario_path.as_posix()
        ref: dict[str, Any] = {"path": rel}
        if self.scenario_sha256:
            ref["sha256"] = self.scenario_sha256
        out: dict[str, Any] = {"format": RECORD_FORMAT, "title": self.start.title, "scenario": FlowMap(ref)}
        if self.seed is not None:
            out["seed"] = self.seed
        if self.comment is not None:
            out["comment"] = self.comment
        out["step_count"] = len(self.steps)
        out["final_state"] = state_digest(self.state)
        rounds: list[dict] = []
        for s in self.steps:
            if not rounds or rounds[-1]["round"] != s.round:
                rounds.append({"round": s.round, "steps": []})
            rounds[-1]["steps"].append(s.to_yaml())
        out["rounds"] = rounds
        return out

    def dumps(self, record_path: str | os.PathLike[str] | None = None) -> str:
        return dump_yaml(self.to_dict(record_path), header=HEADER)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically under the record's lock; the scenario is named relative to the record's folder."""
        with file_lock(path):
            write_atomic(path, self.dumps(path))


# -- reading and replaying ----------------------------------------------------------------------------------

@dataclass
class RecordLoad:
    path: str
    record: BbgRecord | None
    findings: list[Finding] = field(default_factory=list)
    unreadable: bool = False
    stopped_at: int | None = None  # index of the first step not replayed

    @property
    def ok(self) -> bool:
        return self.record is not None and not has_errors(self.findings)


def _read_scenario(path: Path) -> tuple[m.Scenario | None, str | None, list[Finding]]:
    from rules.bbg.files import load_bbg_bytes
    try:
        data = read_guarded(path, MAX_BYTES, "scenario")
    except Refused as e:
        return None, None, [Finding(e.code, "error", e.message)]
    loaded = load_bbg_bytes(data, str(path), validate=False)
    errors = [f for f in loaded.findings if f.severity == "error"]
    if not isinstance(loaded.model, m.Scenario) or errors:
        return None, None, errors or [Finding("not-a-scenario", "error", _(
            "{path} is not a table scenario (format: bbg-scenario/1)").format(path=path))]
    return loaded.model, hashlib.sha256(data).hexdigest(), []


def read_record(path: str | os.PathLike[str], scenario: m.Scenario | None = None) -> RecordLoad:
    """Read a record and replay it; `scenario`: the editor's model instead of the file the record names."""
    p = Path(path)
    clean_stale(p)
    try:
        data = read_guarded(p, MAX_BYTES, "game record")
    except Refused as e:
        return RecordLoad(str(p), None, [Finding(e.code, "error", e.message)], unreadable=True)
    return read_record_bytes(data, str(p), p.resolve().parent, scenario)


def read_record_bytes(data: bytes, filename: str = "<memory>", base_dir: Path | None = None,
                      scenario: m.Scenario | None = None) -> RecordLoad:
    out = RecordLoad(filename, None)
    doc = read_yaml(data)
    whole = doc.value is not None
    if not whole:
        doc = salvage_cut(data, doc)
    out.findings += doc.findings
    value = doc.value
    fmt = value.get("format") if isinstance(value, dict) else None
    if not isinstance(fmt, str) or not fmt.startswith(f"{RECORD_FORMAT_ID}/"):
        if value is not None:
            out.findings.append(Finding("not-a-record", "error", _(
                "this is not a BBG game record: it starts with 'format: {format}'").format(format=RECORD_FORMAT),
                *doc.where(("format",)), path=("format",)))
        out.unreadable = True
        return out
    version = format_version(fmt)
    if version is None or version > RECORD_FORMAT_VERSION:
        out.findings.append(Finding("format-too-new", "error", _(
            "the record is in format {found}, newer than this Banneret reads ({format}); update Banneret to replay "
            "it").format(found=fmt, format=RECORD_FORMAT), *doc.where(("format",)), path=("format",)))
        out.unreadable = True
        return out
    problems = schema_findings(value, doc, compiled_validator("bbg-record.schema.json"))
    out.findings += problems
    if any(f.path[:1] != ("rounds",) for f in problems):
        return out
    bad_steps = sorted({(f.path[1], f.path[3]) for f in problems if len(f.path) >= 4 and f.path[2] == "steps"})
    scen, sha, path = scenario, None, None
    if scen is None:
        ref = value["scenario"]
        line, col = doc.where(("scenario", "path"))
        if path_absolute(ref["path"]):
            out.findings.append(Finding("path-outside", "error", _(
                "the scenario path {path} is absolute; a record names its scenario relative to itself").format(
                    path=ref["path"]), line, col, path=("scenario", "path")))
            out.unreadable = True
            return out
        path = (base_dir or Path.cwd()) / ref["path"]
        scen, sha, found = _read_scenario(path)
        if scen is None:
            out.findings += found
            out.findings.append(Finding("scenario-not-found", "error", _(
                "the scenario {path} cannot be read; the game cannot be replayed").format(path=ref["path"]),
                line, col, path=("scenario", "path")))
            out.unreadable = True
            return out
        if ref.get("sha256") and ref["sha256"] != sha:
            out.findings.append(Finding("scenario-changed", "warning", _(
                "the scenario {path} is not the file the game was played on; replaying on it anyway").format(
                    path=ref["path"]), *doc.where(("scenario", "sha256")), path=("scenario", "sha256")))
    rec = BbgRecord(scen, scenario_path=path, scenario_sha256=sha, seed=value.get("seed"),
                    comment=value.get("comment"))
    out.record = rec
    _replay(rec, value, doc, out, bad_steps)
    _check_ending(rec, value, doc, out, whole and not data.endswith((b"\n", b"\r")))
    return out


def _replay(rec: BbgRecord, value: dict, doc: YamlDoc, out: RecordLoad, bad_steps: list) -> None:
    n = 0
    for i, rnd in enumerate(value.get("rounds") or []):
        for j, raw in enumerate(rnd.get("steps") or []):
            where = ("rounds", i, "steps", j)
            line, col = doc.where(where)
            if (i, j) in bad_steps:
                return _stop(out, n, None, line, col, where)
            step = Step(raw["kind"], tuple(raw["units"]), int(rnd["round"]), dict(raw.get("facts") or {}),
                        _dice(raw["dice"]), tuple(Effect.from_yaml(e) for e in raw.get("effects") or ()),
                        raw.get("result"), raw.get("comment"), None, line)
            n += 1
            if step.dice.seed is not None and step.dice.values != roll(step.dice.seed, step.round, n,
                                                                       len(step.dice.values)):
                return _stop(out, n - 1, _("step {n}: these are not the dice seed {seed} rolls for it").format(
                    n=n, seed=step.dice.seed), *doc.where((*where, "dice")), (*where, "dice"))
            try:
                rec.push(step)
            except BadFact as e:
                return _stop(out, n - 1, _("step {n}: {problem}").format(n=n, problem=e), line, col, where)
            if raw.get("state") is not None and raw["state"] != step.state:
                rec.pop()
                return _stop(out, n - 1, _("step {n} does not reach the table it was saved with (its state "
                                           "differs): a figure, a change or the dice were altered").format(n=n),
                             *doc.where((*where, "state")), (*where, "state"), code="record-altered")
            step.state = raw.get("state") or step.state
    return None


def _dice(raw: dict) -> Dice:
    if "typed" in raw:
        return Dice(tuple(raw["typed"]))
    return Dice(tuple(raw["rolled"]), raw["seed"])


def _stop(out: RecordLoad, kept: int, message: str | None, line: int | None, col: int | None, where: tuple,
          code: str = "bad-step") -> None:
    out.stopped_at = kept
    if message is not None:
        out.findings.append(Finding(code, "error", message + _("; the replay stops here: the {kept} step(s) before "
                                                               "it are kept").format(kept=kept),
                                    line, col, path=where))


def _check_ending(rec: BbgRecord, value: dict, doc: YamlDoc, out: RecordLoad, cut_inside: bool) -> None:
    """The header's step count and final state against what the steps give: a record cut at a line end is
    still valid YAML and would replay as a shorter game."""
    count, digest = value.get("step_count"), value.get("final_state")
    held = sum(len(r.get("steps") or []) for r in value.get("rounds") or [] if isinstance(r, dict))
    if isinstance(count, int) and count != held:
        out.findings.append(Finding("record-incomplete", "error", _(
            "the record says it has {count} steps but holds {n}: it was cut short or steps were removed or "
            "added").format(count=count, n=held), *doc.where(("step_count",)), path=("step_count",)))
        return
    if cut_inside:
        last = sum(1 for _ in doc.marks) and max(ln for ln, _c in doc.marks.values())
        out.findings.append(Finding("record-incomplete", "error", _(
            "the record ends without a line break at line {line}: it was cut short there").format(line=last),
            last, 1))
        return
    if out.stopped_at is None and isinstance(digest, str) and digest != state_digest(rec.state):
        out.findings.append(Finding("record-altered", "error", _(
            "replaying the steps does not reach the table the record was saved at (final_state differs): a step "
            "was changed since"), *doc.where(("final_state",)), path=("final_state",)))
