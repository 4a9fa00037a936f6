"""Scenario files: bytes → YAML → JSON Schema → model (`fromdict.py`) → semantic checks (`validate.py`),
and model → document (`todict.py`) → YAML, written atomically with its counter libraries as one unit.

A file that was read is saved round trip (`rules.fileio.roundtrip`): only what the edit changed is
rewritten, so comments, layout and values the model could not hold stay as the designer wrote them. A new
file gets the stable writer. `load_scenario` never raises on bad input; it returns findings with lines.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from rules.fileio.atomic import clean_stale, file_lock, fsync_folder, remove_quietly, write_temp
from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, read_guarded
from rules.fileio.roundtrip import patch_checked
from rules.fileio.schema import SchemaValidator, compiled_validator, schema_findings
from rules.fileio.yamlio import MAX_BYTES, YamlDoc, dump_yaml, read_yaml, write_atomic
from rules.i18n import _
from rules.scenario import model as m
from rules.scenario.fromdict import scenario_from_dict
from rules.scenario.library import (
    Library,
    attach_libraries,
    is_library,
    library_text,
    library_validator,
    merge_counters,
    read_library,
    read_library_bytes,
)
from rules.scenario.limits import limit_findings
from rules.scenario.partial import drop_echoes, grid_facings, remapped
from rules.scenario.preserve import Removed, merge_back, repair
from rules.scenario.todict import counters_to_dict, scenario_to_dict
from rules.scenario.validate import validate_library, validate_scenario

SCHEMA_HEADER = "# yaml-language-server: $schema={schema}\n"
BBG_FORMATS = ("bbg-army", "bbg-scenario", "bbg-sheet")  # the other ruleset's files (rules/bbg/files.py)


def scenario_validator() -> SchemaValidator:
    return compiled_validator("scenario.schema.json")


@dataclass(frozen=True)
class Original:
    """A file as it was read: its text, and `scenario_to_dict` of the model it gave. Saving compares the
    edited model's document with `document` and changes `text` only where they differ.

    For the sides that take their counters from a library: `counters`, what each held when read (a library
    is written only for a side whose counters were edited since), and `libraries`, the SHA-256 of each
    library file as read (writing into one that another program changed since is refused: `LibraryChanged`)."""

    text: str
    document: dict
    counters: dict[str, dict] = field(default_factory=dict)
    libraries: dict[str, str | None] = field(default_factory=dict)

    @classmethod
    def of(cls, text: str, s: m.Scenario, libraries: dict[str, str | None] | None = None) -> Original:
        return cls(text, scenario_to_dict(s), {x.id: counters_to_dict(x) for x in s.sides if x.counters},
                   dict(libraries or {}))


class LibraryChanged(OSError):
    """A counter library the save would write was changed by another program since it was read; its
    `filename` names it. Nothing was written."""


@dataclass
class LoadResult:
    """What reading a file gave: the model (None when it could not be built), findings, and the parsed
    document with its line marks (the validator and the editor use them to point into the file)."""

    path: str
    scenario: m.Scenario | None
    findings: list[Finding] = field(default_factory=list)
    doc: YamlDoc | None = None
    unreadable: bool = False  # not readable, or not a scenario at all (CLI exit 2)
    # Lenient loads: what was left out of the model (unknown keys, invalid entries), put back on save.
    removed: list[Removed] = field(default_factory=list)
    kind: str = "scenario"  # or "library" (validated, never a model), or "sheet" (a counter-sheet layout)
    text: str | None = None  # the file's text as read: a round-trip save writes its changes into it
    libraries: dict[str, str | None] = field(default_factory=dict)  # each library read → SHA-256 of its bytes

    def original(self) -> Original | None:
        """What a round-trip save needs: the text, and the document the model held when it was read."""
        if self.text is None or self.scenario is None:
            return None
        return Original.of(self.text, self.scenario, self.libraries)

    @property
    def ok(self) -> bool:
        return self.scenario is not None and not has_errors(self.findings)


# -- reading -------------------------------------------------------------------------------------------

# Called between the reader's phases with the phase about to start (READ_PHASES): the editor shows it as
# progress and stops a load the user cancelled by raising from it (the exception goes through unchanged).
Step = Callable[[str], None]
READ_PHASES = ("read", "yaml", "schema", "model", "checks")


def _no_step(_phase: str) -> None:
    pass


def load_scenario(path: str | os.PathLike[str], validate: bool = True, lenient: bool = False,
                  step: Step = _no_step) -> LoadResult:
    """Read a scenario. `lenient` (the editor): a file with schema errors still gives a model, built from
    the document with the invalid pieces left out (`LoadResult.removed`, put back by `save_scenario`)."""
    step("read")
    p = Path(path)
    repaired = finish_interrupted_save(p)  # a scenario + libraries save cut short is completed first
    clean_stale(p)  # then what a killed save left next to the file goes (its libraries': when they are read)
    clean_stale(_journal(p))
    try:
        data = read_guarded(p, MAX_BYTES, "scenario")
    except Refused as e:
        return LoadResult(str(p), None, [*repaired, Finding(e.code, "error", e.message)], unreadable=True)
    result = load_scenario_bytes(data, str(p), validate=validate, lenient=lenient, step=step)
    result.findings[:0] = repaired
    return result


def load_scenario_bytes(data: bytes, filename: str = "<memory>", validate: bool = True,
                        lenient: bool = False, step: Step = _no_step) -> LoadResult:
    step("yaml")
    doc = read_yaml(data)
    result = LoadResult(filename, None, list(doc.findings), doc)
    if doc.value is not None:
        result.text = data.decode("utf-8")  # with its byte-order mark, if any: a save keeps it
    if doc.value is None:
        result.unreadable = True
        return result
    value = doc.value
    if not isinstance(value, dict):
        msg = (_("the file holds a list; a scenario is a mapping that starts with 'format: banneret/1'")
               if isinstance(value, list) else
               _("the file holds a single {type} value; a scenario is a mapping that starts with "
                 "'format: banneret/1'").format(type=type(value).__name__))
        result.findings.append(Finding("not-a-scenario", "error", msg, 1, 1))
        result.unreadable = True
        return result
    fmt = value.get("format")
    if is_library(value):
        return _load_library_result(data, filename, validate)
    if isinstance(fmt, str) and fmt.startswith("banneret-sheet/"):
        # A counter-sheet layout: not a scenario. `banneret validate` checks it with rules/sheets (cli/scenario.py).
        line, col = doc.where(("format",))
        result.findings.append(Finding("not-a-scenario", "error", _("this is a counter-sheet layout, not a scenario"),
                                       line, col, path=("format",)))
        result.unreadable, result.kind = True, "sheet"
        return result
    if isinstance(fmt, str) and fmt.split("/", 1)[0] in BBG_FORMATS:
        # A Battles Before Gunpowder file: `banneret validate` checks it with rules/bbg (cli/scenario.py).
        line, col = doc.where(("format",))
        result.findings.append(Finding("not-a-scenario", "error", _("this is a Battles Before Gunpowder file, not "
                                                                    "a scenario of the hex series"),
                                       line, col, path=("format",)))
        result.unreadable, result.kind = True, "bbg"
        return result
    if not isinstance(fmt, str) or not fmt.startswith(f"{m.FORMAT_ID}/"):
        line, col = doc.where(("format",))
        msg = (_("this file has no 'format' key; a Banneret scenario starts with 'format: {format}'").format(
            format=m.FORMAT) if fmt is None else
               _("this file has format {found}; a Banneret scenario starts with 'format: {format}'").format(
                   found=repr(fmt), format=m.FORMAT))
        result.findings.append(Finding("not-a-scenario", "error", msg, line or 1, col or 1, path=("format",)))
        result.unreadable = True
        return result
    version = format_version(fmt)
    if version is None or version > m.FORMAT_VERSION:
        line, col = doc.where(("format",))
        result.findings.append(Finding("format-too-new", "error",
                                       _("the file is in format {found}, newer than this Banneret reads "
                                         "({format}); update Banneret to open it").format(found=fmt,
                                                                                          format=m.FORMAT),
                                       line, col,
                                       path=("format",)))
        result.unreadable = True
        return result
    result.findings.extend(limit_findings(value, doc))  # before the schema: the cost of what follows is bounded
    if has_errors(result.findings):
        result.unreadable = True
        return result
    step("schema")
    result.findings.extend(grid_facings(schema_findings(value, doc, scenario_validator()), value))
    as_read, moved, removed = value, {}, []  # type: ignore[var-annotated]
    partial = has_errors(result.findings)
    if partial:
        # Not the end of the checks (issue 26, item 11): the model is built from what is valid and checked, so
        # one error does not hide the others. Only a lenient load (the editor) keeps that model.
        if not lenient and not validate:
            return result
        repaired = repair(value, scenario_validator(), moved)
        if repaired is None:
            return result
        value, removed = repaired
        if lenient:
            result.removed = removed
        doc = remapped(doc, value, moved)
    own = len(result.findings)  # the findings from here on are of the repaired copy, until drop_echoes
    if any(isinstance(x, dict) and x.get("counters") for x in value.get("sides", [])):
        read: dict[Path, Library] = {}
        result.findings.extend(attach_libraries(value, doc, _base_dir(filename), read))
        result.libraries = {str(k): lib.sha256 for k, lib in read.items()}
        result.findings.extend(limit_findings(value, doc))  # the counters the libraries brought count too
        if any(f.code == "too-many" for f in result.findings):
            result.unreadable = True
            return result
    step("model")
    scenario, findings = scenario_from_dict(value, doc)
    result.findings.extend(findings)
    result.scenario = scenario if lenient or not partial else None
    if validate and scenario is not None:
        step("checks")
        result.findings.extend(validate_scenario(scenario, doc, base_dir=_base_dir(filename)))
    if partial:
        result.findings[own:] = drop_echoes(result.findings[own:], as_read, value, moved, removed)
    result.findings.sort(key=_finding_order)
    return result


def _finding_order(f: Finding) -> tuple:
    return (f.file is not None, f.file or "", f.line or 0, f.col or 0, f.code)


def _load_library_result(data: bytes, filename: str, validate: bool) -> LoadResult:
    """`banneret validate` on a counter library: its schema, then the counter checks of each side."""
    lib = read_library_bytes(data, filename)
    result = LoadResult(filename, None, [replace(f, file=None) for f in lib.findings], lib.doc,
                        unreadable=lib.unreadable, kind="library")
    if lib.usable and validate:
        result.findings.extend(validate_library(lib.doc, _base_dir(filename)))
    elif validate and lib.doc is not None and lib.value is not None and not lib.unreadable:
        # Schema errors: the counters that are valid are checked too (issue 26, item 11), as for a scenario.
        moved: dict = {}
        repaired = repair(lib.doc.value, library_validator(), moved)
        if repaired is not None:
            fixed, removed = repaired
            checked = validate_library(remapped(lib.doc, fixed, moved), _base_dir(filename))
            result.findings.extend(drop_echoes(checked, lib.doc.value, fixed, moved, removed))
    result.findings.sort(key=_finding_order)
    return result


def _base_dir(filename: str) -> Path | None:
    return Path(filename).resolve().parent if not filename.startswith("<") else None


def dump_scenario(s: m.Scenario, schema_ref: str | None = None) -> str:
    header = SCHEMA_HEADER.format(schema=schema_ref) if schema_ref else ""
    return dump_yaml(scenario_to_dict(s), header=header)


def scenario_text(s: m.Scenario, original: Original | None = None, schema_ref: str | None = None,
                  keep: list[Removed] | None = None, verify: bool = True) -> tuple[str, str | None]:
    """The text to save, and a note when the file's own layout could not be kept. With `original` (a file
    that was read) it is that file's text with only the edit's changes written in; invalid values the model
    could not hold are still in it, as written. Without, the stable writer (`keep` puts back what a lenient
    load left out). `verify` reads the patched text back and falls back to the stable writer unless it gives
    the same document (saving always verifies; a preview may skip it)."""
    new = scenario_to_dict(s)
    note = None
    if original is not None:
        text, note = patch_checked(original.text, original.document, new, _document_of if verify else None)
        if text is not None:
            return text, None
    header = SCHEMA_HEADER.format(schema=schema_ref) if schema_ref else ""
    if original is not None and original.text.startswith(BOM):
        header = BOM + header
    return dump_yaml(merge_back(new, keep) if keep else new, header=header), note


def _document_of(text: str) -> dict | None:
    """The document a saved text gives when read again (the round-trip save's check)."""
    check = load_scenario_bytes(text.encode("utf-8"), validate=False, lenient=True)
    return scenario_to_dict(check.scenario) if check.scenario is not None else None


BOM = "\ufeff"


def save_scenario(s: m.Scenario, path: str | os.PathLike[str], schema_ref: str | None = None,
                  keep: list[Removed] | None = None, libraries: bool = False,
                  original: Original | None = None, overwrite: bool = False,
                  skip_unchanged: bool = False, step: Step = _no_step,
                  staged: list[tuple[Path, Path]] | None = None) -> Saved:
    """Write the scenario (round trip when `original` is given) and, with `libraries`, the counters of sides
    that use a counter library into that library, all as one unit (`commit_files`). A library is written
    only where its counters changed (since `original`, when given; else against the file), under its lock,
    and never over a file that is not a readable library or has errors (`LibraryRefused`), nor over one
    another program changed since `original` was read (`LibraryChanged`; `overwrite`: the user chose to
    replace it); nothing is written then. `skip_unchanged`: a scenario whose text would not change is left
    alone (a tool that only filled a library). Returns the text and what the next save compares with.
    `step` hears "text" before the text is made and checked and "write" before anything is written (the
    editor lets the user cancel until then). `staged`: temporaries already written (`write_temp`) renamed
    with the files, as one unit; on any failure they are removed with the others."""
    target = Path(path)
    step("text")
    text, note = scenario_text(s, original, schema_ref, keep)
    shas = dict(original.libraries) if original is not None else {}
    merged: list[str] = []
    with contextlib.ExitStack() as locks:
        writes: list[tuple[Path, str]] = []
        if libraries:
            by_file: dict[Path, list[m.Side]] = {}
            for side in s.sides:
                if side.counters and (original is None or side.id not in original.counters
                                      or counters_to_dict(side) != original.counters[side.id]):
                    by_file.setdefault(Path(os.path.realpath(Path(os.path.realpath(target)).parent / side.counters)),
                                       []).append(side)
            for lib_path in sorted(by_file):
                locks.enter_context(file_lock(lib_path))  # read, compare and write it with no other writer
                lib = read_library(lib_path) if os.path.lexists(lib_path) else None
                was = shas.get(str(lib_path))
                changed = (original is not None and str(lib_path) in original.libraries and lib is not None
                           and lib.sha256 != was)
                if changed and not overwrite:
                    raise LibraryChanged(16, _("the counter library was changed by another program since it "
                                               "was read with the scenario"), str(lib_path))
                if changed and lib is not None and original is not None:  # Overwrite keeps the file's own changes
                    merged += merge_counters(by_file[lib_path], original.counters, lib)
                lib_text = library_text(lib_path, by_file[lib_path], lib)
                if lib_text is not None:
                    writes.append((lib_path, lib_text))
                    shas[str(lib_path)] = hashlib.sha256(lib_text.encode("utf-8")).hexdigest()
        unchanged = (skip_unchanged and original is not None and text == original.text
                     and os.path.exists(target))
        if not unchanged:
            writes.append((target, text))
        step("write")
        if writes or staged:
            commit_files(writes, journal_at=target, staged=staged)
    return Saved(text, note, Original.of(text, s, shas), merged)


def save_over(s: m.Scenario, path: str | os.PathLike[str], schema_ref: str | None = None) -> Saved:
    """Write a scenario a tool made (not read from `path`) over the file at `path`: round trip against that
    file when it is a scenario that can be read (its comments, layout and the values it holds that the
    model cannot stay where they are), the stable writer otherwise. Counters go into the file itself."""
    target = Path(path)
    original, keep = None, None
    if os.path.exists(target):
        old = load_scenario(target, validate=False, lenient=True)
        original = old.original()
        keep = old.removed if original is not None else None
    return save_scenario(s, target, schema_ref, keep=keep, original=original)


@dataclass(frozen=True)
class Saved:
    """What a save wrote: the scenario's text, a note when the file's own layout could not be kept, and
    what the next save of this document compares with."""

    text: str
    note: str | None = None
    original: Original | None = None
    merged: list[str] = field(default_factory=list)  # counter ids taken from a library changed on disk (Overwrite)


# -- writing several files as one ------------------------------------------------------------------------

JOURNAL = ".{name}.saving"


def _journal(target: Path) -> Path:
    return target.parent / JOURNAL.format(name=target.name)


def commit_files(writes: list[tuple[Path, str]], journal_at: Path | None = None,
                 staged: list[tuple[Path, Path]] | None = None) -> None:
    """Write files as one unit; the LAST is the scenario (or `journal_at` is, when the scenario itself is not
    written). One file: a plain atomic write. Several: every temporary is written and fsynced first, then a
    journal beside the scenario lists the renames, then they are made (libraries first, the scenario last)
    and the journal removed. A crash before the journal
    leaves the old files (and stray temporaries); after it, `finish_interrupted_save` completes the renames
    on the next open. Temporaries come from the one atomic writer (links followed, modes kept,
    read-only files refused before anything is written). `staged`: (temporary, target) pairs written
    before (`write_temp`: the crops of `sheet apply`), renamed first with the others.

    When anything fails before the journal is whole (a full disk, a read-only folder), every temporary,
    the staged ones too, is removed and the OSError raised: no file changed, nothing left behind."""
    temps: list[tuple[Path, Path]] = list(staged or [])
    if len(writes) == 1 and not temps:
        write_atomic(*writes[0])
        return
    scenario = journal_at or writes[-1][0]
    journal = _journal(scenario)
    try:
        for target, content in writes:
            temps.append(write_temp(target, content))
        write_atomic(journal, json.dumps([[str(t), str(p)] for t, p in temps], indent=1))
    except BaseException:
        discard_temps(temps)
        raise
    for tmp, target in temps:
        os.replace(tmp, target)
        fsync_folder(target.parent)
    journal.unlink()
    fsync_folder(journal.parent)


def discard_temps(temps: list[tuple[Path, Path]]) -> None:
    """Remove temporaries a failed save wrote (their targets are left as they were)."""
    for tmp, _target in temps:
        remove_quietly(tmp)


def finish_interrupted_save(path: Path) -> list[Finding]:
    """Complete a save that stopped between its renames (the journal is there): every temporary it names was
    whole before the first rename, so finishing them gives the state the save was making."""
    journal = _journal(path)
    if not os.path.lexists(journal):  # never raises (a name too long: no journal)
        return []
    try:
        pairs = json.loads(journal.read_text(encoding="utf-8"))
        done = []
        for tmp, target in pairs:
            if Path(tmp).exists():
                os.replace(tmp, target)
                done.append(Path(target).name)
        journal.unlink()
    except (OSError, ValueError, TypeError) as e:
        return [Finding("save-interrupted", "error", _("a save of this scenario was interrupted and could not be "
                                                       "completed ({reason}); check the scenario and its counter "
                                                       "libraries").format(reason=e), file=None)]
    return [Finding("save-interrupted", "warning", _("the last save of this scenario was interrupted; it was "
                                                     "completed now ({files})").format(
                                                         files=", ".join(done) or _("nothing left to rename")))]
