"""Counter values from a spreadsheet (CSV) into a scenario's units and leaders, with their sheet crops.

    banneret sheet apply LAYOUT VALUES.csv SCENARIO

One row per counter (columns in docs/sheets.md). Reading never raises on bad input: every problem is a
finding at the CSV's line and column. The checks of one counter's values (`unit_findings`,
`leader_findings`) and of a batch against a scenario (`check_entries`) are what the editor's sheet-import
dialog calls too, with `CounterEntry` values it builds from its form instead of from a CSV; `apply_entries`
writes the crops and puts the counters into the model (one undo step for the editor, a save for the CLI).
"""

from __future__ import annotations

import csv
import difflib
import io
import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Literal

from rules.fileio.atomic import LockedError, Staged, file_lock, real_target, write_problem
from rules.fileio.findings import Finding, has_errors
from rules.fileio.guarded import Refused, read_guarded
from rules.i18n import N_, _, ngettext
from rules.scenario import model as m
from rules.sheets.layout import (
    Cell,
    Crop,
    Progress,
    SheetError,
    SheetLayout,
    cell_label,
    load_sheet_image,
    parse_cell,
    plan_crops,
    write_crops,
)
from rules.tables import load_tables

MAX_CSV_BYTES = 8 * 1024 * 1024
MAX_ROWS = 10_000  # counters in one values file: checked before any row is read as a counter
ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")
Kind = Literal["unit", "leader"]

_UNIT_FACES = ("sp", "quality", "mp")
_LEADER_VALUES = ("bonus", "rating", "radius", "mp")
COMMON_COLUMNS = ("cell", "kind", "side", "id", "name", "banner", "mp")
UNIT_COLUMNS = ("type", "mounted", "fire", "sp", "quality", "back_sp", "back_quality", "back_mp",
                "dis_sp", "dis_quality", "dis_mp", "dis_back_sp", "dis_back_quality", "dis_back_mp")
LEADER_COLUMNS = ("bonus", "rating", "radius", "repl_bonus", "repl_rating", "repl_radius", "repl_mp",
                  "wounded_bonus", "wounded_rating", "wounded_radius", "wounded_mp")
COLUMNS = COMMON_COLUMNS + UNIT_COLUMNS + LEADER_COLUMNS
REQUIRED_COLUMNS = ("kind", "side", "id")
NEEDED = {"unit": ("banner", "type", "sp", "quality", "mp"), "leader": ("banner", "bonus", "rating", "radius", "mp")}
TRUE = {"true", "yes", "y", "x", "1", "oui", "vrai"}
FALSE = {"", "false", "no", "n", "0", "non", "faux"}


@dataclass
class CounterEntry:
    """One counter to add to (or update in) a side, and the sheet cell its images come from.

    `given` names the CSV columns the source had: an existing counter keeps the values of optional columns
    the source did not have (the dialog gives every column). `where` maps a column to its (line, col)."""

    kind: Kind
    side: str
    counter: m.Unit | m.Leader
    cell: Cell | None = None
    line: int | None = None
    where: dict[str, tuple[int, int]] = field(default_factory=dict)
    given: frozenset[str] = frozenset(COLUMNS)

    def at(self, column: str) -> tuple[int | None, int | None]:
        return self.where.get(column, (self.line, 1 if self.line else None))


# -- one counter's values --------------------------------------------------------------------------------

# A counter's faces and values, and what an id names, in a finding's words (translated where shown).
_FACE_WORDS = {("front",): N_("front"), ("back",): N_("back"), ("dismounted", "front"): N_("dismounted front"),
               ("dismounted", "back"): N_("dismounted back")}
_VALUE_WORDS = {"sp": N_("SP"), "quality": N_("quality"), "mp": N_("MP")}
_KIND_WORDS = {"side": N_("side"), "leader": N_("leader"), "generic replacement": N_("generic replacement"),
               "unit": N_("unit")}
_LEADER_FACE_WORDS = {"front": N_("front"), "replacement": N_("replacement"), "wounded": N_("wounded")}
_LEADER_VALUE_WORDS = {"radius": N_("radius"), "mp": N_("MP"), "rating": N_("rating")}

def unit_findings(u: m.Unit) -> list[Finding]:
    """The rules' ranges for one unit counter; each finding's `path` names the field (("back", "quality"))."""
    out: list[Finding] = []

    def add(code: str, severity: str, message: str, *path: str) -> None:
        out.append(Finding(code, severity, message, object=u.id, path=tuple(path)))  # type: ignore[arg-type]

    if not ID.match(u.id):
        add("bad-format", "error", _bad_id(u.id), "id")
    if not ID.match(u.banner):
        add("bad-format", "error", _bad_banner(u.banner), "banner")
    faces: list[tuple[tuple[str, ...], m.UnitValues]] = [(("front",), u.front), (("back",), u.back)]
    if u.dismounted is not None:
        faces += [(("dismounted", "front"), u.dismounted.front), (("dismounted", "back"), u.dismounted.back)]
    for where, v in faces:
        name = _(_FACE_WORDS[where])
        if not 0 <= v.quality <= 9:
            add("quality-range", "error", _("unit '{id}' {face} quality {value} is outside 0–9 (a d10 is read "
                                            "0–9)").format(id=u.id, face=name, value=v.quality), *where, "quality")
        if v.sp <= 0:
            add("sp-not-positive", "error", _("unit '{id}' {face} has {value} SP; a unit has at least 1").format(
                id=u.id, face=name, value=v.sp), *where, "sp")
        if v.mp < 0:
            add("out-of-range", "error", _("unit '{id}' {face} has {value} MP").format(id=u.id, face=name,
                                                                                      value=v.mp), *where, "mp")
    pairs = [((), u.front, u.back)]
    if u.dismounted is not None:
        pairs.append((("dismounted",), u.dismounted.front, u.dismounted.back))
    for where, fr, bk in pairs:
        stronger = [k for k in _UNIT_FACES if getattr(bk, k) > getattr(fr, k)]
        if stronger:
            msg = (_("unit '{id}': its dismounted back (fatigued side) has more {values} than its dismounted front; "
                     "check the counter (11.1)") if where else
                   _("unit '{id}': its back (fatigued side) has more {values} than its front; check the counter "
                     "(11.1)"))
            add("fatigued-stronger", "warning",
                msg.format(id=u.id, values=", ".join(_(_VALUE_WORDS[k]) for k in stronger)), *where, "back",
                stronger[0])
    if u.type not in m.UNIT_TYPES:
        hint = difflib.get_close_matches(u.type, m.UNIT_TYPES, n=1, cutoff=0.4)
        msg = (_("type {type} is not a unit type (did you mean {hint}?); types: {types}") if hint else
               _("type {type} is not a unit type; types: {types}"))
        add("bad-value", "error", msg.format(type=repr(u.type), hint=hint[0] if hint else "",
                                             types=" ".join(m.UNIT_TYPES)), "type")
    else:
        fires = load_tables().unit_type(u.type).fires
        if fires == "always" and not u.fire:
            add("must-fire", "error", _("unit '{id}' is {type}, a type that always fires: give it the fire "
                                        "symbol").format(id=u.id, type=u.type), "fire")
        if fires == "never" and u.fire:
            add("cannot-fire", "warning", _("unit '{id}' has the fire symbol but {type} units have no fire "
                                            "column").format(id=u.id, type=u.type), "fire")
    if u.dismounted is not None and not u.mounted:
        add("dismounted-not-mounted", "warning", _("unit '{id}' has dismounted values but is not mounted").format(
            id=u.id), "dismounted", "front", "sp")
    return out


def leader_findings(ld: m.Leader) -> list[Finding]:
    """The rules' ranges for one leader counter (front, replacement, wounded), with the field in `path`."""
    out: list[Finding] = []

    def add(code: str, severity: str, message: str, *path: str) -> None:
        out.append(Finding(code, severity, message, object=ld.id, path=tuple(path)))  # type: ignore[arg-type]

    if not ID.match(ld.id):
        add("bad-format", "error", _bad_id(ld.id), "id")
    if not ID.match(ld.banner):
        add("bad-format", "error", _bad_banner(ld.banner), "banner")
    for key in ("front", "replacement", "wounded"):
        v = getattr(ld, key)
        if v is None:
            continue
        for name in ("radius", "mp"):
            if getattr(v, name) < 0:
                add("out-of-range", "error", _("leader '{id}' {face} {value_name} {value} is below 0").format(
                    id=ld.id, face=_(_LEADER_FACE_WORDS[key]), value_name=_(_LEADER_VALUE_WORDS[name]),
                    value=getattr(v, name)), key, name)
        for name in ("rating", "mp"):
            if getattr(v, name) == 0:
                add("bad-leader-value", "warning", _("leader '{id}' {face} has {value_name} 0").format(
                    id=ld.id, face=_(_LEADER_FACE_WORDS[key]), value_name=_(_LEADER_VALUE_WORDS[name])), key, name)
        if v.rating < 0:
            add("bad-leader-value", "warning", _("leader '{id}' {face} has rating {value}").format(
                id=ld.id, face=_(_LEADER_FACE_WORDS[key]), value=v.rating), key, "rating")
    return out


def _bad_id(ident: str) -> str:
    return _("id {id}: letters, digits, '-', '_', '.', starting with a letter or digit").format(id=repr(ident))


def _bad_banner(banner: str) -> str:
    return _("banner {banner}: letters, digits, '-', '_', '.'").format(banner=repr(banner))


def _column(kind: Kind, path: tuple) -> str:
    """The CSV column of a field path."""
    if not path:
        return "id"
    if path[0] == "dismounted":
        face = "dis_back_" if len(path) > 1 and path[1] == "back" else "dis_"
        return face + (path[2] if len(path) > 2 else "sp")
    prefix = {"front": "", "back": "back_", "replacement": "repl_", "wounded": "wounded_"}.get(path[0])
    if prefix is not None and len(path) > 1:
        return prefix + path[1]
    return str(path[0])


# -- the CSV ---------------------------------------------------------------------------------------------

@dataclass
class CsvField:
    text: str
    line: int
    col: int


@dataclass
class ValuesFile:
    """A read spreadsheet: its counters and the findings (at its lines); `unreadable`: CLI exit 2."""

    path: str
    entries: list[CounterEntry] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    unreadable: bool = False


def read_values(path: str | Path) -> ValuesFile:
    p = Path(path)
    try:
        data = read_guarded(p, MAX_CSV_BYTES, "values file")
    except Refused as e:
        return ValuesFile(str(p), [], [Finding(e.code, "error", e.message)], True)
    return read_values_bytes(data, str(p))


def _split(text: str, delim: str, most: int | None = None) -> tuple[list[list[CsvField]], list[Finding]]:
    """RFC 4180 records with each field's line and column (quoted fields may hold delimiters, "" and
    line breaks). With `most`, reading stops at the record after the `most`-th that holds something (not
    blank, not a '#' comment): a file far over the row limit is refused for the cost of reading the limit."""
    records: list[list[CsvField]] = []
    kept = 0
    findings: list[Finding] = []
    stop = re.compile(f"[{re.escape(delim)}\r\n]")
    i, n = 0, len(text)
    line, line_start = 1, 0
    record: list[CsvField] = []
    while i <= n:
        fline, fcol = line, i - line_start + 1
        if i < n and text[i] == '"':
            parts, j = [], i + 1
            while True:
                k = text.find('"', j)
                if k < 0:
                    findings.append(Finding("csv-syntax", "error", _("a quoted field is never closed"), fline, fcol))
                    parts.append(text[j:])
                    j = n
                    break
                parts.append(text[j:k])
                if k + 1 < n and text[k + 1] == '"':
                    parts.append('"')
                    j = k + 2
                    continue
                j = k + 1
                break
            value = "".join(parts)
            for nl in re.finditer(r"\r\n|\r|\n", text[i:j]):
                line += 1
                line_start = i + nl.end()
            end = stop.search(text, j)
            k = end.start() if end else n
            if text[j:k].strip():
                findings.append(Finding("csv-syntax", "error", _("text after a closing quote"), line,
                                        j - line_start + 1))
                value += text[j:k]
            i = k
        else:
            end = stop.search(text, i)
            k = end.start() if end else n
            value = text[i:k]
            i = k
        record.append(CsvField(value.strip(), fline, fcol))
        if i < n and text[i] == delim:
            i += 1
            continue
        records.append(record)
        if most is not None and any(f.text for f in record) and not record[0].text.startswith("#"):
            kept += 1
            if kept > most:
                break
        record = []
        if i >= n:
            break
        i += 2 if text.startswith("\r\n", i) else 1
        line += 1
        line_start = i
        if i >= n:
            break
    return records, findings


def _first_row_past_limit(text: str, delim: str) -> int | None:
    """The line where the first row past MAX_ROWS starts (rows: records holding something, not '#'
    comments, after the header), or None. The csv module counts them ten times faster than `_split` reads
    them, and stops there: a 100,000-row file costs the first 10,001 rows."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delim, strict=False)
    kept, start = 0, 1
    try:
        for record in reader:
            if any(f.strip() for f in record) and not record[0].strip().startswith("#"):
                kept += 1
                if kept > MAX_ROWS + 1:
                    return start
            start = reader.line_num + 1
    except csv.Error:  # a field too large, a NUL: `_split` reports the file as it is
        return None
    return None


def _too_many_rows(line: int) -> Finding:
    return Finding("too-many-rows", "error", ngettext(
        "the file has more than {most} row; a values file may have at most {most} (a battle has a few hundred "
        "counters)",
        "the file has more than {most} rows; a values file may have at most {most} (a battle has a few hundred "
        "counters)", MAX_ROWS).format(most=f"{MAX_ROWS:,}"), line, 1)


def _delimiter(text: str) -> str:
    """',' unless the header line has more ';' or tabs (spreadsheets in many locales write ';')."""
    first = text.split("\n", 1)[0]
    counts = {d: first.count(d) for d in (",", ";", "\t")}
    return max(counts, key=lambda d: (counts[d], d == ","))


def _norm(name: str) -> str:
    return re.sub(r"[\s-]+", "_", name.strip().lower())


def read_values_bytes(data: bytes, filename: str = "<memory>") -> ValuesFile:
    result = ValuesFile(filename)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        result.findings.append(Finding("not-utf8", "error", _("the file is not UTF-8 text (byte 0x{byte}); save the "
                                                              "spreadsheet as CSV UTF-8").format(
                                                                  byte=f"{data[e.start]:02x}"), line, col))
        result.unreadable = True
        return result
    if "\x00" in text:
        result.findings.append(Finding("not-text", "error",
                                       _("the file contains NUL characters: it is not a CSV file")))
        result.unreadable = True
        return result
    delim = _delimiter(text)
    past = _first_row_past_limit(text, delim)
    if past is not None:  # counted by the csv module (C), not read field by field: refused at once
        result.findings.append(_too_many_rows(past))
        result.unreadable = True
        return result
    records, result.findings = _split(text, delim, MAX_ROWS + 1)  # the header, then MAX_ROWS rows
    records = [r for r in records if any(f.text for f in r) and not r[0].text.startswith("#")]
    if not records:
        result.findings.append(Finding("empty", "error", _("the file has no header line: the first line names the "
                                                           "columns (kind, side, id, ...)"), 1, 1))
        result.unreadable = True
        return result
    header, rows = records[0], records[1:]
    if len(rows) > MAX_ROWS:  # read no further than the first row past the limit
        result.findings.append(_too_many_rows(rows[MAX_ROWS][0].line or 1))
        result.unreadable = True
        return result
    columns: dict[int, str] = {}
    for i, f in enumerate(header):
        name = _norm(f.text)
        if not name:
            if any(len(r) > i and r[i].text for r in rows):
                result.findings.append(Finding("unknown-column", "error",
                                               _("column {number} has values but no name").format(number=i + 1),
                                               f.line, f.col))
            continue
        if name not in COLUMNS:
            hint = difflib.get_close_matches(name, COLUMNS, n=1)
            msg = (_("unknown column '{column}' (did you mean '{hint}'?)") if hint else
                   _("unknown column '{column}'; see docs/sheets.md for the columns"))
            result.findings.append(Finding("unknown-column", "error",
                                           msg.format(column=f.text, hint=hint[0] if hint else ""), f.line, f.col))
            continue
        if name in columns.values():
            result.findings.append(Finding("duplicate-column", "error",
                                           _("column '{column}' appears twice").format(column=name), f.line,
                                           f.col))
            continue
        columns[i] = name
    for name in REQUIRED_COLUMNS:
        if name not in columns.values():
            result.findings.append(Finding("missing-column", "error",
                                           _("the file has no '{column}' column").format(column=name),
                                           header[0].line, header[0].col))
    if has_errors(result.findings):
        return result
    given = frozenset(columns.values())
    kind_at = next((i for i, name in columns.items() if name == "kind"), 0)
    kinds = {r[kind_at].text.lower() for r in rows if len(r) > kind_at} & {"unit", "leader"}
    for kind in sorted(kinds):
        for name in NEEDED[kind]:
            if name not in given:
                msg = (_("the file has units but no '{column}' column") if kind == "unit" else
                       _("the file has leaders but no '{column}' column"))
                result.findings.append(Finding("missing-column", "error", msg.format(column=name),
                                               header[0].line, header[0].col))
    if has_errors(result.findings):
        return result
    if not rows:
        result.findings.append(Finding("empty", "warning", _("the file has a header but no counters"),
                                       header[0].line, header[0].col))
    for rec in rows:
        entry, findings = _entry(rec, columns, given)
        result.findings.extend(findings)
        if entry is not None:
            result.entries.append(entry)
    return result


class _RowError(Exception):
    pass


def _entry(rec: list[CsvField], columns: dict[int, str], given: frozenset[str]
           ) -> tuple[CounterEntry | None, list[Finding]]:
    """One CSV record as a counter, or findings saying what is wrong with it."""
    findings: list[Finding] = []
    line = rec[0].line
    fields: dict[str, CsvField] = {}
    for i, f in enumerate(rec):
        if i in columns:
            fields[columns[i]] = f
        elif f.text:
            findings.append(Finding("extra-values", "error", _("a value in column {number}, which has no name in "
                                                               "the header").format(number=i + 1), f.line, f.col))
    where = {name: (f.line, f.col) for name, f in fields.items()}

    def text(name: str) -> str:
        f = fields.get(name)
        return f.text if f else ""

    def err(code: str, message: str, name: str, severity: str = "error") -> None:
        ln, col = where.get(name, (line, 1))
        findings.append(Finding(code, severity, message, ln, col))  # type: ignore[arg-type]

    def number(name: str) -> int | None:
        raw = text(name)
        if raw == "":
            return None
        if not re.fullmatch(r"[+-]?[0-9]{1,6}([.,]0*)?", raw):  # ASCII digits, and few: no 5,000-digit value
            err("wrong-type", _("{column} {value} is not a whole number (at most 6 digits)").format(
                column=name, value=repr(raw[:40])), name)  # the column's name, as the header writes it
            raise _RowError
        return int(float(raw.replace(",", ".")))

    def required(name: str) -> int:
        v = number(name)
        if v is None:
            err("missing-value", _("{column} is missing").format(column=name), name)
            raise _RowError
        return v

    def flag(name: str) -> bool:
        raw = text(name).lower()
        if raw in TRUE:
            return True
        if raw in FALSE:
            return False
        err("wrong-type", _("{column} {value} is not yes or no (yes/no, true/false, x or blank)").format(
            column=name, value=repr(text(name))), name)
        raise _RowError

    kind_text = text("kind").lower()
    try:
        if kind_text not in ("unit", "leader"):
            err("bad-value" if kind_text else "missing-value",
                _("kind {value} must be unit or leader").format(value=repr(text("kind"))) if kind_text
                else _("kind is missing (unit or leader)"),
                "kind")
            raise _RowError
        kind: Kind = kind_text  # type: ignore[assignment]
        for name in ("side", "id", "banner"):
            if not text(name):
                err("missing-value", _("{column} is missing").format(column=name), name)
                raise _RowError
        ignored = [c for c in (LEADER_COLUMNS if kind == "unit" else UNIT_COLUMNS) if text(c)]
        for c in ignored:
            msg = (_("{column} is a leader value; this row is a unit") if kind == "unit" else
                   _("{column} is a unit value; this row is a leader"))
            err("value-ignored", msg.format(column=c), c, "warning")
        cell = None
        if text("cell"):
            try:
                cell = parse_cell(text("cell"))
            except ValueError as e:
                err("bad-format", str(e), "cell")
                raise _RowError from None
        name = text("name") or None
        if kind == "unit":
            front = m.UnitValues(required("sp"), required("quality"), required("mp"))
            back = _face(front, [number(f"back_{k}") for k in _UNIT_FACES])
            dis = [number(f"dis_{k}") for k in _UNIT_FACES]
            dismounted = None
            if any(v is not None for v in dis):
                for k, v in zip(_UNIT_FACES, dis, strict=True):
                    if v is None:
                        err("missing-value", _("{column} is missing (give all three dismounted values)").format(
                            column=f"dis_{k}"), f"dis_{k}")
                        raise _RowError
                dfront = m.UnitValues(*dis)  # type: ignore[arg-type]
                dback = _face(dfront, [number(f"dis_back_{k}") for k in _UNIT_FACES])
                dismounted = m.Dismounted(dfront, dback)
            elif any(text(f"dis_back_{k}") for k in _UNIT_FACES):
                err("missing-value", _("dismounted back values without dismounted front values"), "dis_sp")
                raise _RowError
            counter: m.Unit | m.Leader = m.Unit(text("id"), text("banner"), text("type"), front, back,
                                                flag("mounted"), flag("fire"), name, dismounted)
        else:
            front_l = m.LeaderValues(required("bonus"), required("rating"),
                                     required("radius"), required("mp"))
            extra = {}
            for prefix, what in (("repl", "replacement"), ("wounded", "wounded")):
                vals = [number(f"{prefix}_{k}") for k in _LEADER_VALUES]
                if all(v is None for v in vals):
                    extra[what] = None
                    continue
                for k, v in zip(_LEADER_VALUES, vals, strict=True):
                    if v is None:
                        msg = (_("{column} is missing (give all four replacement values)") if what == "replacement"
                               else _("{column} is missing (give all four wounded values)"))
                        err("missing-value", msg.format(column=f"{prefix}_{k}"), f"{prefix}_{k}")
                        raise _RowError
                extra[what] = m.LeaderValues(*vals)  # type: ignore[arg-type]
            counter = m.Leader(text("id"), text("banner"), front_l, name, extra["replacement"], extra["wounded"])
    except _RowError:
        return None, findings
    entry = CounterEntry(kind, text("side"), counter, cell, line, where, given)
    problems = unit_findings(counter) if isinstance(counter, m.Unit) else leader_findings(counter)
    for f in problems:
        col = _column(kind, f.path)
        if col.startswith(("back_", "dis_back_")) and not text(col) and f.code != "fatigued-stronger":
            continue  # a blank back value is the front's: its finding is the front's
        ln, c = where.get(col, (line, 1))
        findings.append(replace(f, line=ln, col=c, path=()))
    return entry, findings


def _face(front: m.UnitValues, back: list[int | None]) -> m.UnitValues:
    """The back: blank values are the front's."""
    sp, q, mp = (b if b is not None else f for b, f in zip(back, (front.sp, front.quality, front.mp), strict=True))
    return m.UnitValues(sp, q, mp)


# -- against a scenario ----------------------------------------------------------------------------------

def check_entries(scenario: m.Scenario, entries: list[CounterEntry], layout: SheetLayout | None = None
                  ) -> list[Finding]:
    """A batch against the scenario and the layout: sides exist, ids are free (or the same kind on the same
    side: an update), cells exist and are not empty nor used twice, every unit's banner has a leader (a
    warning: leaders are never invented). An entry with no cell takes the layout's assignment for its id."""
    out: list[Finding] = []

    def add(e: CounterEntry, column: str, code: str, severity: str, message: str) -> None:
        line, col = e.at(column)
        out.append(Finding(code, severity, message, line, col, object=e.counter.id,  # type: ignore[arg-type]
                           path=() if e.line else (column,)))

    owners: dict[str, tuple[str, str]] = {}  # id -> (what, side)
    for side in scenario.sides:
        owners[side.id] = ("side", side.id)
        for g in side.generic_replacements:
            owners[g.id] = ("generic replacement", side.id)
        for ld in side.leaders:
            owners[ld.id] = ("leader", side.id)
        for u in side.units:
            owners[u.id] = ("unit", side.id)
    seen_ids: dict[str, CounterEntry] = {}
    seen_cells: dict[Cell, CounterEntry] = {}
    by_id_cell = {ident: cell for cell, ident in layout.cells.items()} if layout else {}
    side_ids = [s.id for s in scenario.sides]
    for e in entries:
        ident = e.counter.id
        if scenario.side(e.side) is None:
            hint = difflib.get_close_matches(e.side, side_ids, n=1)
            msg = (_("side '{side}' is not in the scenario (did you mean '{hint}'?)") if hint else
                   _("side '{side}' is not in the scenario; its sides: {sides}"))
            add(e, "side", "unknown-side", "error", msg.format(side=e.side, hint=hint[0] if hint else "",
                                                               sides=", ".join(side_ids) or _("none")))
        if ident in seen_ids:
            other = seen_ids[ident]
            msg = (_("id '{id}' is given twice (also on line {line})") if other.line else
                   _("id '{id}' is given twice"))
            add(e, "id", "duplicate-id", "error", msg.format(id=ident, line=other.line))
        else:
            seen_ids[ident] = e
        owner = owners.get(ident)
        if owner is not None and owner != (e.kind, e.side):
            msg = (_("id '{id}' is already a {owner} of side '{side}'; this {kind} needs another id")
                   if owner[0] != "side" else _("id '{id}' is already a {owner}; this {kind} needs another id"))
            add(e, "id", "id-taken", "error", msg.format(id=ident, owner=_(_KIND_WORDS[owner[0]]), side=owner[1],
                                                         kind=_(_KIND_WORDS[e.kind])))
        if layout is None:
            continue
        cell = e.cell
        assigned = by_id_cell.get(ident)
        if cell is None:
            cell = e.cell = assigned
            if cell is None:
                add(e, "cell", "no-cell", "warning", _("'{id}' has no cell on the sheet: no images").format(id=ident))
                continue
        elif assigned is not None and assigned != cell:
            add(e, "cell", "cell-reassigned", "warning", _("the layout puts '{id}' in {cell}; this row says "
                                                           "{row_cell}").format(id=ident, cell=cell_label(assigned),
                                                                                row_cell=cell_label(cell)))
        g = layout.grid
        if not (0 <= cell[0] < g.rows and 0 <= cell[1] < g.columns):
            add(e, "cell", "cell-outside-grid", "error", _("cell {cell} is outside the sheet's grid ({rows} rows, "
                                                           "{columns} columns)").format(
                                                               cell=cell_label(cell), rows=g.rows, columns=g.columns))
            continue
        if cell in layout.empty:
            add(e, "cell", "cell-empty", "error", _("the layout marks {cell} empty").format(cell=cell_label(cell)))
        other_id = layout.cells.get(cell)
        if other_id is not None and other_id != ident:
            add(e, "cell", "cell-reassigned", "warning", _("the layout assigns {cell} to '{id}'").format(
                cell=cell_label(cell), id=other_id))
        if cell in seen_cells:
            prev = seen_cells[cell]
            msg = (_("cell {cell} is given to '{id}' on line {line} too") if prev.line else
                   _("cell {cell} is given to '{id}' too"))
            add(e, "cell", "duplicate-cell", "error", msg.format(cell=cell_label(cell), id=prev.counter.id,
                                                                 line=prev.line))
        else:
            seen_cells[cell] = e
    for side in scenario.sides:
        mine = [e for e in entries if e.side == side.id]
        new_leaders = {e.counter.id for e in mine if e.kind == "leader"}
        banners = {ld.banner for ld in side.leaders if ld.id not in new_leaders}
        banners |= {e.counter.banner for e in mine if e.kind == "leader"}
        reported: set[str] = set()
        for e in mine:
            if e.kind == "unit" and e.counter.banner not in banners and e.counter.banner not in reported:
                reported.add(e.counter.banner)
                add(e, "banner", "banner-without-leader", "warning", _(
                    "banner '{banner}' has no leader on side '{side}' (nor in this file): add the leader who carries "
                    "it (1.2)").format(banner=e.counter.banner, side=side.id))
    return out


# -- applying --------------------------------------------------------------------------------------------

@dataclass
class ApplyReport:
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    crops: list[Path] = field(default_factory=list)
    sides: set[str] = field(default_factory=set)  # the sides whose counters changed


def target_dir(scenario_path: Path, side: m.Side) -> Path:
    """Where a side's counter images live: next to the scenario, or next to its counter library."""
    base = Path(os.path.realpath(scenario_path)).parent  # never raises, a loop of links included
    return Path(os.path.realpath(base / side.counters)).parent if side.counters else base


def entry_crops(scenario: m.Scenario, entries: list[CounterEntry], layout: SheetLayout, scenario_path: Path
                ) -> list[tuple[Path, list[Crop], dict[Cell, str]]]:
    """The crops the entries with a cell need, grouped by their side's folder (`target_dir`): (folder, crops,
    cell -> id). Raises SheetError on two crops with one file name, before anything is written."""
    by_folder: dict[Path, list[CounterEntry]] = {}
    for e in entries:
        if e.cell is not None:
            side = scenario.side(e.side)
            assert side is not None
            by_folder.setdefault(target_dir(scenario_path, side), []).append(e)
    out = []
    for base, group in by_folder.items():
        ids = {e.cell: e.counter.id for e in group if e.cell is not None}
        crops, collisions = plan_crops(layout, ids, list(ids))
        if collisions:
            raise SheetError(collisions[0])
        out.append((base, crops, ids))
    return out


def apply_entries(scenario: m.Scenario, entries: list[CounterEntry], layout: SheetLayout | None,
                  scenario_path: Path, write: bool = True, progress: Progress | None = None,
                  staged: Staged | None = None) -> ApplyReport:
    """Write the entries' crops (into the output folder next to the scenario, or the counter library, of their
    side) and add the counters to their sides, or update those with the same id. Call `check_entries` first;
    the model is changed only after every crop is written. Raises SheetError or OSError when a crop cannot be
    read or written, and Cancelled when `progress(done, total)` returns False (the model is then unchanged;
    the crops written so far stay). With `staged`, the crops are only written as temporaries there, for
    `save_scenario(staged=...)` to rename with the scenario."""
    report = ApplyReport()
    images: dict[str, m.Images] = {}
    if layout is not None:
        groups = entry_crops(scenario, entries, layout, scenario_path)  # names checked before any write
        total = sum(len(crops) for _, crops, _ in groups)
        for base, crops, ids in groups:
            if write:
                report.crops += write_crops(layout, crops, base / layout.output.folder, progress,
                                            len(report.crops), total, staged)
            for c in crops:
                rel = (PurePosixPath(layout.output.folder.replace("\\", "/")) / c.name).as_posix()
                got = images.setdefault(ids[c.cell], m.Images())
                setattr(got, c.face, rel)
    indexes: dict[int, dict[str, int]] = {}
    for e in entries:
        side = scenario.side(e.side)
        assert side is not None
        new = e.counter
        img = images.get(new.id)
        if isinstance(new, m.Unit):
            pool: list = side.units
        else:
            pool = side.leaders
        index = indexes.get(id(pool))
        if index is None:  # id -> position, once per pool: 100,000 rows stay linear, not quadratic
            index = indexes[id(pool)] = {x.id: i for i, x in enumerate(pool)}
        at = index.get(new.id)
        old = pool[at] if at is not None else None
        new = _merged(old, new, e.given, img)
        if at is None:
            index[new.id] = len(pool)
            pool.append(new)
            report.added.append(new.id)
        else:
            pool[at] = new
            report.updated.append(new.id)
        report.sides.add(side.id)
    return report


def _merged(old: m.Unit | m.Leader | None, new: m.Unit | m.Leader, given: frozenset[str],
            images: m.Images | None) -> m.Unit | m.Leader:
    """The new counter, keeping what the source did not give: an absent optional column, a blank name, the
    images of a row without a cell (and the back image when the sheet has no backs)."""
    keep: dict[str, object] = {}
    if old is not None:
        if new.name is None:
            keep["name"] = old.name
        if isinstance(new, m.Unit) and isinstance(old, m.Unit):
            for attr, cols in (("mounted", ("mounted",)), ("fire", ("fire",)),
                               ("back", ("back_sp", "back_quality", "back_mp")),
                               ("dismounted", ("dis_sp", "dis_quality", "dis_mp"))):
                if not set(cols) & given:
                    keep[attr] = getattr(old, attr)
        if isinstance(new, m.Leader) and isinstance(old, m.Leader):
            for attr, prefix in (("replacement", "repl_"), ("wounded", "wounded_")):
                if not any(c.startswith(prefix) for c in given):
                    keep[attr] = getattr(old, attr)
    old_images = old.images if old is not None else None
    if images is None:
        keep["images"] = old_images
    else:
        keep["images"] = m.Images(images.front, images.back if images.back is not None
                                  else (old_images.back if old_images else None))
    return replace(new, **keep)  # type: ignore[arg-type]


def decode_sheets(layout: SheetLayout) -> None:
    """Decode the sheet images before anything is written (a truncated scan must write nothing)."""
    load_sheet_image(layout, "front")
    if layout.back is not None:
        load_sheet_image(layout, "back")


# -- the whole command -----------------------------------------------------------------------------------

_SCHEMA_LINE = re.compile(r"^# yaml-language-server: \$schema=(\S+)")


@dataclass
class ApplyOutcome:
    """What `banneret sheet apply` found and did. `groups`: (file, findings) in the order to print them;
    `code`: 0 written (validation decides the exit code), 1 findings with errors, 2 a file cannot be read."""

    groups: list[tuple[str, list[Finding]]] = field(default_factory=list)
    code: int = 0
    report: ApplyReport | None = None
    written: bool = False
    notes: list[str] = field(default_factory=list)


def apply_sheet(layout_path: str, values_path: str, scenario_path: str, dry_run: bool = False) -> ApplyOutcome:
    """Read the layout, the values and the scenario; if none has an error, write the crops, put the counters
    into the scenario (or its sides' counter libraries) and save atomically. Nothing is written otherwise.

    The scenario's lock is held from reading to saving: two `sheet apply` at once run one after the other,
    each on the other's result, instead of the later save silently dropping the earlier one's counters. A
    counter library is written under its own lock (another scenario may share it), and only if no program
    changed it since it was read (else nothing is written: exit 2, run the command again)."""
    if dry_run:
        return _apply_sheet(layout_path, values_path, scenario_path, dry_run)
    try:
        with file_lock(scenario_path):
            return _apply_sheet(layout_path, values_path, scenario_path, dry_run)
    except OSError as e:  # the lock cannot be taken: held by another program, a full disk, a read-only folder
        out = ApplyOutcome(code=2)
        out.notes.append(_("{path}: {problem}; nothing was written").format(
            path=scenario_path, problem=e.strerror if isinstance(e, LockedError) else write_problem(e, scenario_path)))
        return out


def _apply_sheet(layout_path: str, values_path: str, scenario_path: str, dry_run: bool) -> ApplyOutcome:
    from rules.scenario.files import load_scenario, save_scenario
    from rules.sheets.layout import read_layout

    out = ApplyOutcome()
    lay = read_layout(layout_path)
    out.groups.append((layout_path, lay.findings))
    values = read_values(values_path)
    out.groups.append((values_path, values.findings))
    loaded = load_scenario(scenario_path, validate=False)
    scen_findings = [f for f in loaded.findings if f.severity == "error"]
    out.groups.append((scenario_path, scen_findings))
    if loaded.kind == "library":
        scen_findings.append(Finding("not-a-scenario", "error", _("this is a counter library; give the scenario "
                                                                  "that uses it (its counters go into the library)")))
    if loaded.kind == "sheet":
        scen_findings[:] = [Finding("not-a-scenario", "error", _("this is a counter-sheet layout; give the scenario "
                                                                 "(the command is: sheet apply LAYOUT VALUES.csv "
                                                                 "SCENARIO)"), 1, 1)]
    if lay.unreadable or values.unreadable or loaded.unreadable or loaded.kind in ("library", "sheet"):
        out.code = 2
        return out
    if loaded.scenario is not None and scen_findings:
        out.notes.append(_("{path}: fix the scenario's errors first: saving it now would lose what they left "
                           "out").format(path=scenario_path))
    scenario = loaded.scenario
    layout = lay.layout
    if scenario is not None and layout is not None:  # every row that could be read, even beside bad ones
        values.findings.extend(check_entries(scenario, values.entries, layout))
        values.findings.sort(key=lambda f: (f.line or 0, f.col or 0))
    if scenario is None or layout is None or any(has_errors(fs) for _, fs in out.groups):
        out.code = 1
        return out
    path = real_target(scenario_path)  # a symlinked scenario: the crops go next to the file it points to
    if dry_run:
        report = apply_entries(scenario, values.entries, layout, path, write=False)
        out.report = report
        out.notes.append(_("would add {added} and update {updated} counters (nothing written)").format(
            added=len(report.added), updated=len(report.updated)))
        return out
    original = loaded.original()  # before the counters go in: a save writes only what they changed
    staged = Staged()  # the crops, written as temporaries and renamed with the scenario: all or nothing
    try:
        decode_sheets(layout)
        out.report = apply_entries(scenario, values.entries, layout, path, staged=staged)
    except SheetError as e:
        staged.discard()
        lay.findings.append(e.finding)
        out.code = 2
        return out
    except OSError as e:
        staged.discard()
        out.notes.append(_("{file}: cannot write the crops: {problem}; nothing was written").format(
            problem=e.strerror or e, file=getattr(e, "filename", None) or path))
        out.code = 2
        return out
    except BaseException:
        staged.discard()
        raise
    schema_ref = None
    try:
        first = path.read_text(encoding="utf-8").split("\n", 1)[0]
        match = _SCHEMA_LINE.match(first)
        schema_ref = match.group(1) if match else None
    except (OSError, UnicodeDecodeError):
        pass
    try:  # round trip, and only the files that changed: a library no row touched, or the scenario, is left as it is
        saved = save_scenario(scenario, path, schema_ref=schema_ref, libraries=True, original=original,
                              skip_unchanged=True, staged=staged.temps)
    except OSError as e:
        staged.discard()
        out.notes.append(_("{file}: cannot save: {problem}; nothing was written, the previous files are "
                           "intact").format(problem=e.strerror or e, file=getattr(e, "filename", None) or path))
        out.code = 2
        return out
    except BaseException:
        staged.discard()
        raise
    if saved.note:
        out.notes.append(f"{scenario_path}: {saved.note}")
    out.written = True
    r = out.report
    out.notes.append(_("{added}, {updated} updated, {crops}").format(
        added=ngettext("{count} counter added", "{count} counters added", len(r.added)).format(count=len(r.added)),
        updated=len(r.updated),
        crops=ngettext("{count} crop written", "{count} crops written", len(r.crops)).format(count=len(r.crops))))
    return out
