"""Scenario files: bytes → YAML → JSON Schema → model (`fromdict.py`) → semantic checks (`validate.py`),
and model → document (`todict.py`) → stable YAML, written atomically with its counter libraries.

`load_scenario` never raises on bad input; it returns findings with lines.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

import jsonschema

from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, read_guarded
from rules.fileio.schema import compiled_validator, schema_findings
from rules.fileio.yamlio import MAX_BYTES, YamlDoc, dump_yaml, read_yaml, write_atomic
from rules.scenario import model as m
from rules.scenario.fromdict import scenario_from_dict
from rules.scenario.library import attach_libraries, is_library, read_library_bytes, save_library
from rules.scenario.limits import limit_findings
from rules.scenario.preserve import Removed, merge_back, repair
from rules.scenario.todict import scenario_to_dict
from rules.scenario.validate import validate_library, validate_scenario

SCHEMA_HEADER = "# yaml-language-server: $schema={schema}\n"


def scenario_validator() -> jsonschema.Draft202012Validator:
    return compiled_validator("scenario.schema.json")


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

    @property
    def ok(self) -> bool:
        return self.scenario is not None and not has_errors(self.findings)


# -- reading -------------------------------------------------------------------------------------------

def load_scenario(path: str | os.PathLike[str], validate: bool = True, lenient: bool = False) -> LoadResult:
    """Read a scenario. `lenient` (the editor): a file with schema errors still gives a model, built from
    the document with the invalid pieces left out (`LoadResult.removed`, put back by `save_scenario`)."""
    p = Path(path)
    try:
        data = read_guarded(p, MAX_BYTES, "scenario")
    except Refused as e:
        return LoadResult(str(p), None, [Finding(e.code, "error", e.message)], unreadable=True)
    return load_scenario_bytes(data, str(p), validate=validate, lenient=lenient)


def load_scenario_bytes(data: bytes, filename: str = "<memory>", validate: bool = True,
                        lenient: bool = False) -> LoadResult:
    doc = read_yaml(data)
    result = LoadResult(filename, None, list(doc.findings), doc)
    if doc.value is None:
        result.unreadable = True
        return result
    value = doc.value
    if not isinstance(value, dict):
        kind = "a list" if isinstance(value, list) else f"a single {type(value).__name__} value"
        result.findings.append(Finding("not-a-scenario", "error",
                                       f"the file holds {kind}; a scenario is a mapping that starts with "
                                       "'format: banneret/1'", 1, 1))
        result.unreadable = True
        return result
    fmt = value.get("format")
    if is_library(value):
        return _load_library_result(data, filename, validate)
    if isinstance(fmt, str) and fmt.startswith("banneret-sheet/"):
        # A counter-sheet layout: not a scenario. `banneret validate` checks it with rules/sheets (cli/scenario.py).
        line, col = doc.where(("format",))
        result.findings.append(Finding("not-a-scenario", "error", "this is a counter-sheet layout, not a scenario",
                                       line, col, path=("format",)))
        result.unreadable, result.kind = True, "sheet"
        return result
    if not isinstance(fmt, str) or not fmt.startswith(f"{m.FORMAT_ID}/"):
        line, col = doc.where(("format",))
        what = "has no 'format' key" if fmt is None else f"has format {fmt!r}"
        result.findings.append(Finding("not-a-scenario", "error",
                                       f"this file {what}; a Banneret scenario starts with "
                                       f"'format: {m.FORMAT}'", line or 1, col or 1, path=("format",)))
        result.unreadable = True
        return result
    version = format_version(fmt)
    if version is None or version > m.FORMAT_VERSION:
        line, col = doc.where(("format",))
        result.findings.append(Finding("format-too-new", "error",
                                       f"the file is in format {fmt}, newer than this Banneret reads "
                                       f"({m.FORMAT}); update Banneret to open it", line, col,
                                       path=("format",)))
        result.unreadable = True
        return result
    result.findings.extend(limit_findings(value, doc))  # before the schema: the cost of what follows is bounded
    if has_errors(result.findings):
        result.unreadable = True
        return result
    result.findings.extend(schema_findings(value, doc, scenario_validator()))
    if has_errors(result.findings):
        if not lenient:
            return result
        repaired = repair(value, scenario_validator())
        if repaired is None:
            return result
        value, result.removed = repaired
        doc = YamlDoc(value, doc.marks, doc.key_marks, doc.findings)
    if any(isinstance(x, dict) and x.get("counters") for x in value.get("sides", [])):
        result.findings.extend(attach_libraries(value, doc, _base_dir(filename)))
        result.findings.extend(limit_findings(value, doc))  # the counters the libraries brought count too
        if any(f.code == "too-many" for f in result.findings):
            result.unreadable = True
            return result
    scenario, findings = scenario_from_dict(value, doc)
    result.findings.extend(findings)
    result.scenario = scenario
    if validate and scenario is not None:
        result.findings.extend(validate_scenario(scenario, doc, base_dir=_base_dir(filename)))
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
    result.findings.sort(key=_finding_order)
    return result


def _base_dir(filename: str) -> Path | None:
    return Path(filename).resolve().parent if not filename.startswith("<") else None


def dump_scenario(s: m.Scenario, schema_ref: str | None = None) -> str:
    header = SCHEMA_HEADER.format(schema=schema_ref) if schema_ref else ""
    return dump_yaml(scenario_to_dict(s), header=header)


def save_scenario(s: m.Scenario, path: str | os.PathLike[str], schema_ref: str | None = None,
                  keep: list[Removed] | None = None, libraries: bool = False) -> None:
    """Write atomically: on any failure the previous file is left as it was. `keep` (a lenient load's
    `removed`) puts back what the model could not hold, unknown keys included. `libraries` also writes
    the counters of sides that use a counter library back into that library (the editor saves both)."""
    if libraries:
        by_file: dict[Path, list[m.Side]] = {}
        for side in s.sides:
            if side.counters:
                by_file.setdefault((Path(path).resolve().parent / side.counters).resolve(), []).append(side)
        for lib_path, sides in by_file.items():
            save_library(lib_path, sides)
    if not keep:
        write_atomic(path, dump_scenario(s, schema_ref))
        return
    header = SCHEMA_HEADER.format(schema=schema_ref) if schema_ref else ""
    write_atomic(path, dump_yaml(merge_back(scenario_to_dict(s), keep), header=header))
