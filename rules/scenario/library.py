"""Counter libraries: one file holds the counters of a battle or a game box, several scenarios use it.

A scenario side written `{id: normans, counters: ../box/norman-swords.yaml, ...}` takes its leaders, generic
replacements and units from the library's side with the same id, so that a corrected value reaches every
scenario that uses it. Findings about those counters are reported in the library file, at its lines.
"""

from __future__ import annotations

import copy
import hashlib
import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rules.fileio.atomic import clean_stale
from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, read_guarded
from rules.fileio.roundtrip import RoundTripError, patch_yaml
from rules.fileio.schema import SchemaValidator, compiled_validator, schema_findings
from rules.fileio.yamlio import MAX_BYTES, YamlDoc, dump_yaml, read_yaml
from rules.i18n import _
from rules.scenario import model as m
from rules.scenario.fromdict import counters_from_dict
from rules.scenario.limits import limit_findings
from rules.scenario.preserve import Removed, repair
from rules.scenario.todict import counters_to_dict

LIBRARY_FORMAT_ID = "banneret-counters"
LIBRARY_FORMAT_VERSION = 1
LIBRARY_FORMAT = f"{LIBRARY_FORMAT_ID}/{LIBRARY_FORMAT_VERSION}"
COUNTER_KEYS = ("leaders", "generic_replacements", "units")


def library_validator() -> SchemaValidator:
    return compiled_validator("counters.schema.json")


@dataclass
class Library:
    """A read counter library: its document (with marks) and findings, each carrying the library's path.

    A library with schema errors is read leniently, as the editor reads a scenario: `value` is its document
    with the invalid entries left out (`removed`), so that a scenario's side still opens with the valid
    counters. Such a library is never written back (`library_text`); its text keeps the invalid entries."""

    path: str
    doc: YamlDoc | None
    findings: list[Finding] = field(default_factory=list)
    unreadable: bool = False
    value: dict | None = None  # the counters to use: the file's document, or it without its invalid entries
    removed: list[Removed] = field(default_factory=list)
    sha256: str | None = None  # of the bytes read: a save checks nobody changed the file since

    @property
    def usable(self) -> bool:
        """Read whole, without an error: the only kind of library a save may write into."""
        return self.doc is not None and not self.unreadable and not has_errors(self.findings)

    @property
    def readable(self) -> bool:
        """Counters can be taken from it (all of them, or the valid ones when it has errors)."""
        return self.value is not None and not self.unreadable

    def side(self, side_id: str) -> tuple[int, dict] | None:
        if not isinstance(self.value, dict):
            return None
        for i, side in enumerate(self.value.get("sides", [])):
            if isinstance(side, dict) and side.get("id") == side_id:
                return i, side
        return None

    def side_ids(self) -> list[str]:
        if not isinstance(self.value, dict):
            return []
        return [s.get("id") for s in self.value.get("sides", []) if isinstance(s, dict)]


def _with_file(findings: list[Finding], path: str) -> list[Finding]:

    return [replace(f, file=f.file or path) for f in findings]


def is_library(value: Any) -> bool:
    return isinstance(value, dict) and str(value.get("format", "")).startswith(f"{LIBRARY_FORMAT_ID}/")


def read_library_bytes(data: bytes, path: str) -> Library:
    """Parse and schema-check a library; never raises on bad input. Schema errors leave out the invalid
    entries (`Library.value`, `removed`); a broken top level, a wrong format or a limit exceeded give none."""

    doc = read_yaml(data)
    lib = Library(path, doc, _with_file(list(doc.findings), path), sha256=hashlib.sha256(data).hexdigest())
    if doc.value is None:
        lib.unreadable = True
        return lib
    if not is_library(doc.value):
        line, col = doc.where(("format",))
        lib.findings.append(Finding("not-a-library", "error", _("this file is not a counter library: it should "
                                                                "start with 'format: {format}'").format(
                                                                    format=LIBRARY_FORMAT),
                                    line or 1, col or 1, file=path))
        lib.unreadable = True
        return lib
    version = format_version(str(doc.value["format"]))
    if version is None or version > LIBRARY_FORMAT_VERSION:
        line, col = doc.where(("format",))
        lib.findings.append(Finding("format-too-new", "error", _("the library is in format {found}, newer than this "
                                                                 "Banneret reads ({format})").format(
                                        found=doc.value["format"], format=LIBRARY_FORMAT), line, col, file=path))
        lib.unreadable = True
        return lib
    limits = limit_findings(doc.value, doc)
    if has_errors(limits):  # too big to check: nothing of it is used
        lib.findings.extend(_with_file(limits, path))
        lib.unreadable = True
        return lib
    schema = schema_findings(doc.value, doc, library_validator())
    lib.findings.extend(_with_file(limits + schema, path))
    if not has_errors(schema):
        lib.value = doc.value
    else:
        repaired = repair(doc.value, library_validator())
        if repaired is not None:
            lib.value, lib.removed = repaired
    return lib


def read_library(path: Path) -> Library:
    try:
        data = read_guarded(path, MAX_BYTES, "counter library")
    except Refused as e:
        return Library(str(path), None, [Finding(e.code, "error", e.message, file=str(path))], True)
    return read_library_bytes(data, str(path))


def attach_libraries(value: dict, doc: YamlDoc, base_dir: Path | None,
                     read: dict[Path, Library] | None = None) -> list[Finding]:
    """Fill each side that names a counter library with that library's counters, in place, with marks that
    point into the library; return the findings of the libraries and of the references. `read` receives
    every library read (a save checks them for changes by another program)."""
    findings: list[Finding] = []
    seen: dict[Path, Library] = {} if read is None else read
    for si, side in enumerate(value.get("sides", [])):
        ref = side.get("counters") if isinstance(side, dict) else None
        if not ref:
            continue
        rpath = ("sides", si, "counters")
        line, col = doc.where(rpath)
        own = [k for k in COUNTER_KEYS if k in side]
        if own:
            findings.append(Finding("counters-and-own", "error",
                                    _("side '{side}' takes its counters from {library} and also lists its own "
                                      "{keys}; keep them in one place").format(side=side["id"], library=ref,
                                                                               keys=", ".join(own)),
                                    line, col, path=rpath,
                                    object=side["id"]))
            continue
        if base_dir is None:
            findings.append(Finding("library-unreadable", "error", _("the counter library {library} cannot be "
                                                                     "found for a scenario that is not in a "
                                                                     "file").format(library=ref),
                                    line, col, path=rpath))
            continue
        if Path(ref).is_absolute():
            findings.append(Finding("library-outside", "error", _("the counter library path {library} is absolute; "
                                                                  "give it relative to this file").format(
                                                                      library=ref), line, col, path=rpath))
            continue
        try:
            full = (base_dir / ref).resolve()
        except (OSError, ValueError, RuntimeError):  # a NUL byte, a symlink loop: read as given, refused there
            full = base_dir / ref
        if full not in seen:
            clean_stale(full)  # what a killed save of the library left beside it
            seen[full] = read_library(full)
            findings.extend(seen[full].findings)
        lib = seen[full]
        if not lib.readable:
            findings.append(Finding("library-unreadable", "error", _("the counter library {library} cannot be read "
                                                                     "(see its findings); side '{side}' has no "
                                                                     "counters").format(library=ref,
                                                                                        side=side["id"]), line, col,
                                    path=rpath, object=side["id"]))
            continue
        found = lib.side(side["id"])
        if found is None:
            findings.append(Finding("library-no-side", "error",
                                    _("the counter library {library} has no side '{side}' (it has: {sides})").format(
                                        library=ref, side=side["id"], sides=", ".join(lib.side_ids()) or _("none")),
                                    line, col, path=rpath,
                                    object=side["id"]))
            continue
        if not lib.usable:
            findings.append(Finding("library-partial", "warning", _(
                "the counter library {library} has errors (see its findings): side '{side}' has only its valid "
                "counters; the invalid entries stay in the file, and changes to this side's counters cannot be "
                "saved until the library is fixed").format(library=ref, side=side["id"]),
                line, col, path=rpath, object=side["id"]))
        li, lib_side = found
        assert lib.doc is not None
        for key in COUNTER_KEYS:
            if key not in lib_side:
                continue
            side[key] = copy.deepcopy(lib_side[key])
            dst = ("sides", si, key)
            for j, src in _sources(lib, li, key):
                for table, lib_table in ((doc.marks, lib.doc.marks), (doc.key_marks, lib.doc.key_marks)):
                    for p, mark in lib_table.items():
                        if p[:len(src)] == src:
                            table[(*dst, j, *p[len(src):]) if j is not None else dst + p[len(src):]] = mark
            doc.foreign[dst] = str(full)
    return findings


def _sources(lib: Library, li: int, key: str) -> list[tuple[int | None, tuple]]:
    """Where in the library's file the counters at `sides[li][key]` of `lib.value` were read: pairs of the
    entry's index in `value` (None: the whole list) and its path in the file. Without errors the paths are
    the same; with invalid entries left out, the entries after them moved up, so each is found again in the
    file (by its id, or as the next entry) for its findings to name the line it is on."""
    if not lib.removed or lib.doc is None:
        return [(None, ("sides", li, key))]
    assert isinstance(lib.value, dict) and isinstance(lib.doc.value, dict)
    side_id = lib.value["sides"][li].get("id")
    file_sides = lib.doc.value.get("sides", [])
    fi = next((i for i, s in enumerate(file_sides) if isinstance(s, dict) and s.get("id") == side_id), li)
    kept = lib.value["sides"][li].get(key, [])
    written = file_sides[fi].get(key, []) if isinstance(file_sides[fi], dict) else []
    if not isinstance(written, list):
        return [(None, ("sides", fi, key))]
    out: list[tuple[int | None, tuple]] = []
    k = 0
    for j, entry in enumerate(kept):
        ident = entry.get("id") if isinstance(entry, dict) else None
        while k < len(written) and ident is not None and not (isinstance(written[k], dict)
                                                              and written[k].get("id") == ident):
            k += 1
        if k >= len(written):
            break
        out.append((j, ("sides", fi, key, k)))
        k += 1
    return out


class LibraryRefused(OSError):
    """Saving would overwrite a file that is not a readable counter library; the message names the file.
    An OSError because it is a refusal to write a file: callers report it as they report a failed write."""


def library_text(path: Path, sides: list[Any], lib: Library | None = None) -> str | None:
    """The new text of the library at `path` holding these sides' counters, written round trip (only the
    counters that changed are rewritten), or None when nothing changed. Raises `LibraryRefused` for a file
    that is not a library, or for changed counters in a library with errors: such a file is never written
    over (the model holds only its valid counters; its invalid entries are in its text alone). `lib`: the
    library as just read, when the caller has it."""
    wanted = {side.id: counters_to_dict(side) for side in sides}
    if not os.path.lexists(path):
        if not any(wanted.values()):
            return None
        entries = [{"id": s.id, "name": s.name, "colour": s.colour, **wanted[s.id]} for s in sides]
        return dump_yaml({"format": LIBRARY_FORMAT, "sides": entries})
    lib = lib or read_library(path)
    if (lib.doc is None or not is_library(lib.doc.value)) and not any(wanted.values()):
        return None  # nothing could be read from it, and nothing was added: leave it alone
    if lib.doc is None or not is_library(lib.doc.value):
        raise LibraryRefused(_("{path} is not a counter library (it does not start with 'format: {format}'); it "
                               "was not written over. Point the side's 'counters:' at a library file").format(
                                   path=path, format=LIBRARY_FORMAT))
    if not lib.usable:
        held = {}
        for side in sides:
            found = lib.side(side.id) if lib.readable else None
            held[side.id] = _normal_counters(found[1]) if found else {}
        if all(_same_counters(held[k], v) for k, v in wanted.items()):
            return None  # the sides hold what could be read from it: leave the file as it is
        first = next((f for f in lib.findings if f.severity == "error"), None)
        if first and first.line:
            msg = _("the counter library {path} has errors (line {line}: {problem}); the changes to its counters "
                    "were not saved. Fix the file in a text editor, then reopen the scenario").format(
                        path=path, line=first.line, problem=first.message)
        else:
            msg = _("the counter library {path} has errors; the changes to its counters were not saved. Fix the "
                    "file in a text editor, then reopen the scenario").format(path=path)
        raise LibraryRefused(msg)
    old = copy.deepcopy(lib.doc.value)
    for entry in old.get("sides", []):
        if isinstance(entry, dict) and entry.get("id") in wanted:
            normal = _normal_counters(entry)
            for key in COUNTER_KEYS:
                entry.pop(key, None)
            entry.update(normal)
    new = copy.deepcopy(old)
    by_id = {e.get("id"): e for e in new.setdefault("sides", []) if isinstance(e, dict)}
    for side in sides:
        entry = by_id.get(side.id)
        if entry is None:
            entry = {"id": side.id, "name": side.name, "colour": side.colour}
            new["sides"].append(entry)
        for key in COUNTER_KEYS:
            entry.pop(key, None)
        entry.update(wanted[side.id])
    if new == old:
        return None
    text = path.read_bytes().decode("utf-8")  # a byte-order mark is kept (patch_yaml sets it aside)
    try:
        return patch_yaml(text, old, new)
    except RoundTripError:
        return dump_yaml(new)


def merge_counters(sides: list[m.Side], read: dict[str, dict], lib: Library) -> list[str]:
    """Put into `sides` (in place) what another program changed in their library since it was read, counter
    by counter (by id), before the user's version is written over it (Save → Overwrite): a counter this
    document did not edit takes the file's version (a fix made on disk, or its removal there); one it edited,
    added or removed keeps this document's; one only the file has (added there, or an invalid entry fixed
    there) is added. `read`: each side's counters as read. Returns the ids taken from the file."""
    taken: list[str] = []
    for side in sides:
        found = lib.side(side.id) if lib.usable else None
        if found is None or side.id not in read:
            continue
        base, mine, theirs = read[side.id], counters_to_dict(side), _normal_counters(found[1])
        merged: dict[str, list] = {}
        for key in COUNTER_KEYS:
            b = {c["id"]: c for c in base.get(key, [])}
            t = {c["id"]: c for c in theirs.get(key, [])}
            out = []
            for c in mine.get(key, []):
                cid = c["id"]
                if cid in b and c == b[cid]:  # not edited here: the file's, or gone as the file has it gone
                    if cid in t:
                        out.append(t[cid])
                    if t.get(cid) != c:
                        taken.append(cid)
                else:
                    out.append(c)
            ours = {c["id"] for c in mine.get(key, [])}
            for cid, c in t.items():
                if cid not in ours and cid not in b:
                    out.append(c)
                    taken.append(cid)
            if out:
                merged[key] = out
        if merged != mine:
            side.leaders, side.generic_replacements, side.units = counters_from_dict(merged)
    return taken


def _same_counters(a: dict, b: dict) -> bool:
    return {k: v for k, v in a.items() if v} == {k: v for k, v in b.items() if v}


def _normal_counters(entry: dict) -> dict:
    """A library side's counters as the writer would write them (defaults filled in), for comparison."""
    leaders, generics, units = counters_from_dict(entry)
    return counters_to_dict(m.Side("", "", "", "", None, None, 0, leaders, generics, units))
