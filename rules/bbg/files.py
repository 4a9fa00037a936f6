"""The three BBG files read and saved: bytes → YAML with line marks (`rules.fileio.yamlio`) → the format's line
→ limits (`limits.py`) → JSON Schema (`schemas/bbg-*.schema.json`) → model (`convert.py`) → the validator's
checks (`validate.py`); and back, written by the one atomic writer.

A file that was read is saved round trip (`rules.fileio.roundtrip.patch_checked`), as `banneret/1` scenarios
are: only what the edit changed is rewritten, so the designer's comments and layout stay, and a file saved
without an edit is written back byte for byte. A new file gets the stable writer. `load_bbg` never raises on
bad input: it returns findings with lines.

A scenario names each side's army list by a path relative to the scenario (`sides[].army`); a sheet names its
scenario the same way. The validator reads them to check what refers to them.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.bbg import convert
from rules.bbg import model as m
from rules.bbg.limits import limit_findings
from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, format_version, path_absolute, read_guarded
from rules.fileio.roundtrip import patch_checked
from rules.fileio.schema import compiled_validator, schema_findings
from rules.fileio.yamlio import MAX_BYTES, YamlDoc, dump_yaml, read_yaml, write_atomic
from rules.i18n import _

Model = m.ArmyList | m.Scenario | m.Sheet

# format id → (kind, schema file, document → model, model → document)
KINDS: dict[str, tuple[str, str, Callable[[dict], Any], Callable[[Any], dict]]] = {
    "bbg-army": ("army", "bbg-army.schema.json", convert.army_from_dict, convert.army_to_dict),
    "bbg-scenario": ("scenario", "bbg-scenario.schema.json", convert.scenario_from_dict, convert.scenario_to_dict),
    "bbg-sheet": ("sheet", "bbg-sheet.schema.json", convert.sheet_from_dict, convert.sheet_to_dict),
}
FORMAT_VERSION = 1
BOM = "\ufeff"


def is_bbg_format(fmt: Any) -> bool:
    """A `format:` value of one of the three BBG files (any version): `banneret validate` sends it here."""
    return isinstance(fmt, str) and fmt.split("/", 1)[0] in KINDS


def to_dict(model: Model) -> dict:
    if isinstance(model, m.ArmyList):
        return convert.army_to_dict(model)
    if isinstance(model, m.Scenario):
        return convert.scenario_to_dict(model)
    return convert.sheet_to_dict(model)


@dataclass
class BbgFile:
    """What reading a BBG file gave: its kind ('army', 'scenario', 'sheet'), the model (None when it could not
    be built), findings, the document with its marks, and the text and document a round-trip save needs."""

    path: str
    kind: str | None = None
    model: Model | None = None
    findings: list[Finding] = field(default_factory=list)
    doc: YamlDoc | None = None
    unreadable: bool = False  # not readable, or not a BBG file at all (CLI exit 2)
    text: str | None = None
    document: dict | None = None  # to_dict(model) as read: what a save compares the edited model with

    @property
    def ok(self) -> bool:
        return self.model is not None and not has_errors(self.findings)


def load_bbg(path: str | os.PathLike[str], validate: bool = True) -> BbgFile:
    """Read one BBG file; with `validate`, also the files it names (a scenario's army lists, a sheet's
    scenario) for the checks that need them."""
    p = Path(path)
    try:
        data = read_guarded(p, MAX_BYTES, "file")
    except Refused as e:
        return BbgFile(str(p), findings=[Finding(e.code, "error", e.message)], unreadable=True)
    return load_bbg_bytes(data, str(p), validate=validate)


def load_bbg_bytes(data: bytes, filename: str = "<memory>", validate: bool = True) -> BbgFile:
    doc = read_yaml(data)
    result = BbgFile(filename, findings=list(doc.findings), doc=doc)
    value = doc.value
    if value is None:
        result.unreadable = True
        return result
    fmt = value.get("format") if isinstance(value, dict) else None
    if not is_bbg_format(fmt):
        line, col = doc.where(("format",))
        result.findings.append(Finding("not-a-bbg-file", "error", _(
            "this is not a Battles Before Gunpowder file: it starts with 'format: bbg-army/1', "
            "'format: bbg-scenario/1' or 'format: bbg-sheet/1'"), line or 1, col or 1, path=("format",)))
        result.unreadable = True
        return result
    kind, schema, from_dict, to_doc = KINDS[fmt.split("/", 1)[0]]
    result.kind = kind
    version = format_version(fmt)
    if version is None or version > FORMAT_VERSION:
        line, col = doc.where(("format",))
        result.findings.append(Finding("format-too-new", "error", _(
            "the file is in format {found}, newer than this Banneret reads ({format}); update Banneret to open "
            "it").format(found=fmt, format=f"{fmt.split('/', 1)[0]}/{FORMAT_VERSION}"), line, col, path=("format",)))
        result.unreadable = True
        return result
    result.findings.extend(limit_findings(kind, value, doc))  # before the schema and any geometry
    if has_errors(result.findings):
        result.unreadable = True
        return result
    result.findings.extend(schema_findings(value, doc, compiled_validator(schema)))
    if has_errors(result.findings):
        return result
    result.model = from_dict(value)
    result.text = data.decode("utf-8")
    result.document = to_doc(result.model)
    if validate:
        from rules.bbg.validate import validate_bbg  # the checks import shapely: only when checking

        base = _base_dir(filename)
        read: dict[Path, BbgFile] = {}

        def follow(name: str) -> BbgFile | None:
            path = referenced_path(base, name)
            if path is None:
                return None
            key = path.resolve()
            if key not in read:
                read[key] = load_bbg(path, validate=False)
            return read[key]

        result.findings.extend(validate_bbg(result.model, doc, follow, in_memory=base is None))
    result.findings.sort(key=lambda f: (f.file is not None, f.file or "", f.line or 0, f.col or 0, f.code))
    return result


def _base_dir(filename: str) -> Path | None:
    return Path(filename).resolve().parent if not filename.startswith("<") else None


def referenced_path(base_dir: Path | None, name: str) -> Path | None:
    """The file a scenario or sheet names (relative to it), or None when it cannot be followed: an absolute
    path (the path policy of docs/validation.md), or a document read from memory."""
    if base_dir is None or path_absolute(name):
        return None
    return base_dir / name


# -- saving ----------------------------------------------------------------------------------------------------

def bbg_text(model: Model, original: BbgFile | None = None) -> tuple[str, str | None]:
    """The text to save, and a note when the file's own layout could not be kept. With `original` (the file as
    read) its text with only the edit's changes written in; without, the stable writer."""
    new = to_dict(model)
    note = None
    if original is not None and original.text is not None and original.document is not None:
        text, note = patch_checked(original.text, original.document, new, _document_of)
        if text is not None:
            return text, None
    header = BOM if original is not None and (original.text or "").startswith(BOM) else ""
    return dump_yaml(new, header=header), note


def _document_of(text: str) -> dict | None:
    """The document a saved text gives when read again (the round-trip save's check)."""
    check = load_bbg_bytes(text.encode("utf-8"), validate=False)
    return to_dict(check.model) if check.model is not None else None


def save_bbg(model: Model, path: str | os.PathLike[str], original: BbgFile | None = None) -> tuple[str, str | None]:
    """Write `model` atomically (round trip against `original`); returns the text written and the note of
    `bbg_text`. Raises OSError with the old file intact."""
    text, note = bbg_text(model, original)
    write_atomic(path, text)
    return text, note


# -- the sheets of a scenario ----------------------------------------------------------------------------------

def scenario_sheets(scenario_path: str | os.PathLike[str], open_sheets: dict[Path, m.Sheet] | None = None,
                    ) -> dict[str, m.Sheet]:
    """The army sheets of a table scenario, by side: the `bbg-sheet/1` files in the scenario's folder whose
    `scenario:` names it. `open_sheets` (resolved path → model) are sheets open in the editor: their unsaved
    state wins over the file. A file that cannot be read is left out (the validator reports it where it is
    opened); two sheets of one side: the first by file name."""
    target = Path(scenario_path).resolve()
    open_sheets = open_sheets or {}
    found: dict[str, m.Sheet] = {}
    for path in sorted(target.parent.glob("*.y*ml")):
        path = path.resolve()
        if path == target:
            continue
        sheet = open_sheets.get(path)
        if sheet is None:
            try:
                head = path.read_text(encoding="utf-8-sig", errors="replace")[:4096]
            except OSError:
                continue
            if "bbg-sheet/" not in head:
                continue
            loaded = load_bbg(path, validate=False)
            sheet = loaded.model if loaded.kind == "sheet" else None  # type: ignore[assignment]
        if sheet is None or referenced_path(path.parent, sheet.scenario) is None:
            continue
        if referenced_path(path.parent, sheet.scenario).resolve() == target:  # type: ignore[union-attr]
            found.setdefault(sheet.side, sheet)
    return found


def locked_rounds(scenario: m.Scenario, sheets: dict[str, m.Sheet]) -> set[int] | None:
    """The rounds whose orders every side has given and locked on its sheet (`[L254, L394]`), or None when a
    side of the scenario has no sheet (then the sheets cannot say; the referee's own lock stands)."""
    sides = [s.id for s in scenario.sides]
    if not sides or any(s not in sheets for s in sides):
        return None
    return set.intersection(*(set(sheets[s].locked) for s in sides))
