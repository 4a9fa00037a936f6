"""Counter libraries: one file holds the counters of a battle or a game box, several scenarios use it.

A scenario side written `{id: normans, counters: ../box/norman-swords.yaml, ...}` takes its leaders, generic
replacements and units from the library's side with the same id, so that a corrected value reaches every
scenario that uses it. Findings about those counters are reported in the library file, at its lines.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import jsonschema

from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, read_guarded
from rules.fileio.roundtrip import RoundTripError, patch_yaml
from rules.fileio.schema import compiled_validator, schema_findings
from rules.fileio.yamlio import MAX_BYTES, YamlDoc, dump_yaml, read_yaml, write_atomic
from rules.scenario import model as m
from rules.scenario.fromdict import counters_from_dict
from rules.scenario.limits import limit_findings
from rules.scenario.todict import counters_to_dict

LIBRARY_FORMAT_ID = "banneret-counters"
LIBRARY_FORMAT_VERSION = 1
LIBRARY_FORMAT = f"{LIBRARY_FORMAT_ID}/{LIBRARY_FORMAT_VERSION}"
COUNTER_KEYS = ("leaders", "generic_replacements", "units")


def library_validator() -> jsonschema.Draft202012Validator:
    return compiled_validator("counters.schema.json")


@dataclass
class Library:
    """A read counter library: its document (with marks) and findings, each carrying the library's path."""

    path: str
    doc: YamlDoc | None
    findings: list[Finding] = field(default_factory=list)
    unreadable: bool = False

    @property
    def usable(self) -> bool:
        return self.doc is not None and not self.unreadable and not has_errors(self.findings)

    def side(self, side_id: str) -> tuple[int, dict] | None:
        if self.doc is None or not isinstance(self.doc.value, dict):
            return None
        for i, side in enumerate(self.doc.value.get("sides", [])):
            if isinstance(side, dict) and side.get("id") == side_id:
                return i, side
        return None

    def side_ids(self) -> list[str]:
        if self.doc is None or not isinstance(self.doc.value, dict):
            return []
        return [s.get("id") for s in self.doc.value.get("sides", []) if isinstance(s, dict)]


def _with_file(findings: list[Finding], path: str) -> list[Finding]:

    return [replace(f, file=f.file or path) for f in findings]


def is_library(value: Any) -> bool:
    return isinstance(value, dict) and str(value.get("format", "")).startswith(f"{LIBRARY_FORMAT_ID}/")


def read_library_bytes(data: bytes, path: str) -> Library:
    """Parse and schema-check a library; never raises on bad input."""

    doc = read_yaml(data)
    lib = Library(path, doc, _with_file(list(doc.findings), path))
    if doc.value is None:
        lib.unreadable = True
        return lib
    if not is_library(doc.value):
        line, col = doc.where(("format",))
        lib.findings.append(Finding("not-a-library", "error", f"this file is not a counter library: it should start "
                                    f"with 'format: {LIBRARY_FORMAT}'", line or 1, col or 1, file=path))
        lib.unreadable = True
        return lib
    version = format_version(str(doc.value["format"]))
    if version is None or version > LIBRARY_FORMAT_VERSION:
        line, col = doc.where(("format",))
        lib.findings.append(Finding("format-too-new", "error", f"the library is in format {doc.value['format']}, "
                                    f"newer than this Banneret reads ({LIBRARY_FORMAT})", line, col, file=path))
        lib.unreadable = True
        return lib
    lib.findings.extend(_with_file(limit_findings(doc.value, doc) or schema_findings(doc.value, doc,
                                                                                      library_validator()), path))
    return lib


def read_library(path: Path) -> Library:
    try:
        data = read_guarded(path, MAX_BYTES, "counter library")
    except Refused as e:
        return Library(str(path), None, [Finding(e.code, "error", e.message, file=str(path))], True)
    return read_library_bytes(data, str(path))


def attach_libraries(value: dict, doc: YamlDoc, base_dir: Path | None) -> list[Finding]:
    """Fill each side that names a counter library with that library's counters, in place, with marks that
    point into the library; return the findings of the libraries and of the references."""
    findings: list[Finding] = []
    seen: dict[Path, Library] = {}
    for si, side in enumerate(value.get("sides", [])):
        ref = side.get("counters") if isinstance(side, dict) else None
        if not ref:
            continue
        rpath = ("sides", si, "counters")
        line, col = doc.where(rpath)
        own = [k for k in COUNTER_KEYS if k in side]
        if own:
            findings.append(Finding("counters-and-own", "error",
                                    f"side '{side['id']}' takes its counters from {ref} and also lists its own "
                                    f"{', '.join(own)}; keep them in one place", line, col, path=rpath,
                                    object=side["id"]))
            continue
        if base_dir is None:
            findings.append(Finding("library-unreadable", "error", f"the counter library {ref} cannot be found "
                                    "for a scenario that is not in a file", line, col, path=rpath))
            continue
        if Path(ref).is_absolute():
            findings.append(Finding("library-outside", "error", f"the counter library path {ref} is absolute; give "
                                    "it relative to this file", line, col, path=rpath))
            continue
        try:
            full = (base_dir / ref).resolve()
        except (OSError, ValueError, RuntimeError):  # a NUL byte, a symlink loop: read as given, refused there
            full = base_dir / ref
        if full not in seen:
            seen[full] = read_library(full)
            findings.extend(seen[full].findings)
        lib = seen[full]
        if not lib.usable:
            findings.append(Finding("library-unreadable", "error", f"the counter library {ref} has errors (see "
                                    "its findings); side '" + side["id"] + "' has no counters", line, col,
                                    path=rpath, object=side["id"]))
            continue
        found = lib.side(side["id"])
        if found is None:
            findings.append(Finding("library-no-side", "error",
                                    f"the counter library {ref} has no side '{side['id']}' (it has: "
                                    f"{', '.join(lib.side_ids()) or 'none'})", line, col, path=rpath,
                                    object=side["id"]))
            continue
        li, lib_side = found
        assert lib.doc is not None
        for key in COUNTER_KEYS:
            if key not in lib_side:
                continue
            side[key] = copy.deepcopy(lib_side[key])
            src, dst = ("sides", li, key), ("sides", si, key)
            for table, lib_table in ((doc.marks, lib.doc.marks), (doc.key_marks, lib.doc.key_marks)):
                for p, mark in lib_table.items():
                    if p[:3] == src:
                        table[dst + p[3:]] = mark
            doc.foreign[dst] = str(full)
    return findings


class LibraryRefused(OSError):
    """Saving would overwrite a file that is not a readable counter library; the message names the file.
    An OSError because it is a refusal to write a file: callers report it as they report a failed write."""


def library_text(path: Path, sides: list[Any]) -> str | None:
    """The new text of the library at `path` holding these sides' counters, written round trip (only the
    counters that changed are rewritten), or None when nothing changed. Raises `LibraryRefused` for a file
    that is not a library, or a library with errors: such a file is never written over (its counters could
    not be read, so the model's copy of them is empty, not edited)."""
    wanted = {side.id: counters_to_dict(side) for side in sides}
    if not path.exists():
        if not any(wanted.values()):
            return None
        entries = [{"id": s.id, "name": s.name, "colour": s.colour, **wanted[s.id]} for s in sides]
        return dump_yaml({"format": LIBRARY_FORMAT, "sides": entries})
    lib = read_library(path)
    if (lib.doc is None or not is_library(lib.doc.value)) and not any(wanted.values()):
        return None  # nothing could be read from it, and nothing was added: leave it alone
    if lib.doc is None or not is_library(lib.doc.value):
        raise LibraryRefused(f"{path} is not a counter library (it does not start with 'format: "
                             f"{LIBRARY_FORMAT}'); it was not written over. Point the side's 'counters:' at a "
                             "library file")
    if not lib.usable:
        if not any(wanted.values()):
            return None  # the side was left empty because the library has errors: leave the file as it is
        raise LibraryRefused(f"the counter library {path} has errors (see its findings); fix them before saving "
                             "counters into it")
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
    text = path.read_bytes().decode("utf-8-sig")
    try:
        return patch_yaml(text, old, new)
    except RoundTripError:
        return dump_yaml(new)


def _normal_counters(entry: dict) -> dict:
    """A library side's counters as the writer would write them (defaults filled in), for comparison."""
    leaders, generics, units = counters_from_dict(entry)
    return counters_to_dict(m.Side("", "", "", "", None, None, 0, leaders, generics, units))


def save_library(path: Path, sides: list[Any]) -> None:
    """Write these sides' counters into the library at `path`, atomically, keeping its other sides and
    anything else it holds byte for byte; create the file if it does not exist; refuse (`LibraryRefused`)
    a file that is not a readable library."""
    text = library_text(path, sides)
    if text is not None:
        write_atomic(path, text)
