"""Every finding of a file in one pass, even when the schema rejects parts of it (issue 26, item 11).

A file with schema errors is still built into a model from what is valid (`preserve.repair` leaves the
invalid pieces out), and that model is checked like any other: a bad facing no longer hides a quality out
of range three units further on. Two things make such findings true of the file as written:

- **where**: the repaired copy lost list items, so its paths are renumbered back to the file's (lines and
  columns come from the file's own marks, `remapped`);
- **no echoes**: a piece left out is already a schema finding; what its absence alone would cause (a unit
  "with no facing" whose facing was misspelt, a setup entry naming a unit that was left out) is dropped
  (`drop_echoes`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.fileio.findings import Finding
from rules.fileio.yamlio import YamlDoc
from rules.geometry.hexgrid import Grid
from rules.scenario.preserve import Moved, Removed, original_path

Path_ = tuple[str | int, ...]

# Findings that say something is missing from the object at the finding's path: an echo when the file does
# write that key there (its value was invalid, so left out of the model).
ABSENT: dict[str, tuple[str, ...]] = {
    "no-facing": ("facing",),
    "no-rout-edge": ("rout_edge",),
    "no-army-commander": ("army_commander",),
    "side-no-units": ("units",),
    "victory-no-points": ("points", "per_sp"),
    "victory-no-hexes": ("hexes",),
    "victory-no-edge": ("edge",),
    "no-victory": ("points", "sudden_death"),
}
# Findings about a reference to an id, a banner or a side: an echo when what they name was left out.
REFERENCES = {"unknown-id", "commander-not-leader", "unknown-banner", "banner-without-leader", "never-placed",
              "unknown-side", "leader-alone", "placed-and-reinforcement", "leader-no-replacement"}
_NAMING_KEYS = ("id", "unit", "leader")


def remapped(doc: YamlDoc, fixed: dict, moved: Moved) -> YamlDoc:
    """The repaired document with the file's marks under its own (renumbered) paths."""
    if not moved:
        return YamlDoc(fixed, doc.marks, doc.key_marks, doc.findings, dict(doc.foreign))
    marks: dict = {}
    key_marks: dict = {}
    stack: list[tuple[Any, Path_, Path_]] = [(fixed, (), ())]
    while stack:
        node, new, old = stack.pop()
        if old in doc.marks:
            marks[new] = doc.marks[old]
        if old in doc.key_marks:
            key_marks[new] = doc.key_marks[old]
        if isinstance(node, dict):
            stack.extend((v, (*new, k), (*old, k)) for k, v in node.items())
        elif isinstance(node, list):
            index = moved.get(id(node))
            stack.extend((v, (*new, i), (*old, index[i] if index is not None else i)) for i, v in enumerate(node))
    return YamlDoc(fixed, marks, key_marks, doc.findings, dict(doc.foreign))


def _at(value: Any, path: Path_) -> Any:
    cur = value
    for p in path:
        if isinstance(cur, dict) and p in cur or isinstance(cur, list) and isinstance(p, int) and p < len(cur):
            cur = cur[p]
        else:
            return None
    return cur


def _left_out_units_or_hexes(removed: list[Removed]) -> tuple[bool, set[str]]:
    """Whether a unit was left out, and the hexes of the setup entries left out: a leader 'alone' there may
    only have lost the unit he stood with."""
    units = any(r.at[-2:-1] == ("units",) and isinstance(r.value, dict) for r in removed if not r.unknown_key)
    hexes = {str(r.value["hex"]) for r in removed
             if not r.unknown_key and r.at[:1] == ("setup",) and len(r.at) == 2 and isinstance(r.value, dict)
             and "hex" in r.value}
    return units, hexes


def _names(removed: list[Removed]) -> set[str]:
    """The ids, banners and sides the left-out pieces held (a leader's banner goes with him)."""
    out: set[str] = set()

    def walk(node: Any, key: object) -> None:
        if isinstance(node, dict):
            out.update(str(node[k]) for k in _NAMING_KEYS if isinstance(node.get(k), str))
            if key == "leaders" and isinstance(node.get("banner"), str):
                out.add(node["banner"])
            for k, v in node.items():
                walk(v, k)
        elif isinstance(node, list):
            if key in ("units", "leaders"):
                out.update(x for x in node if isinstance(x, str))
            for v in node:
                walk(v, key)

    for r in removed:
        if r.unknown_key:
            continue
        walk(r.value, next((p for p in reversed(r.at) if isinstance(p, str)), None))  # "leaders" for a leader
    return out


def drop_echoes(findings: list[Finding], original: dict, fixed: dict, moved: Moved,
                removed: list[Removed]) -> list[Finding]:
    """The model's and the checks' findings on the repaired copy, at the file's paths, less the echoes of
    what was left out. Findings in another file (a counter library) pass as they are."""
    names = _names(removed)
    units_out, hexes_out = _left_out_units_or_hexes(removed)
    out = []
    for f in findings:
        if f.file is not None:
            out.append(f)
            continue
        at = original_path(fixed, f.path, moved)
        keys = ABSENT.get(f.code)
        if keys is not None:
            there = _at(original, at)  # what the file wrote there: broken, or holding what was left out?
            if there is not None and (not isinstance(there, dict) or any(k in there for k in keys)):
                continue
        if f.code == "leader-alone" and (units_out or f.hex in hexes_out):
            continue
        if f.code in REFERENCES:
            named = {x for x in (f.object, _at(fixed, f.path)) if isinstance(x, str)}
            if names & named:
                continue
        out.append(replace(f, path=at))
    return out


def grid_facings(findings: list[Finding], value: dict) -> list[Finding]:
    """A setup facing the schema rejects ('NNW') is told with the facings of the map's grid only (a flat grid
    has no E or W), as `bad-facing`, the finding of a facing the grid does not have."""
    grid = value.get("map", {}).get("grid") if isinstance(value.get("map"), dict) else None
    orientation = grid.get("orientation", "flat") if isinstance(grid, dict) else None
    if orientation not in ("flat", "pointy"):
        return findings
    out = []
    for f in findings:
        p = f.path
        if f.code == "bad-value" and len(p) == 3 and p[0] == "setup" and p[2] == "facing":
            try:
                Grid(1, 1, orientation).facing_index(_at(value, p))
            except ValueError as e:
                placement = _at(value, p[:2])
                hex_ = placement.get("hex") if isinstance(placement, dict) else None
                who = (placement.get("unit") or placement.get("leader")) if isinstance(placement, dict) else None
                f = replace(f, code="bad-facing", message=str(e), hex=hex_ if isinstance(hex_, str) else None,
                            object=who if isinstance(who, str) else None)
        out.append(f)
    return out
