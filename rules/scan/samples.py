"""The samples file of `banneret scan-terrain`: a few hexes whose terrain (and level) the designer knows.

    # hex label: terrain, or terrain and level
    "0304": wood
    "0810": {terrain: clear, level: 1}
    "0911": [village, 1]
    # hexside examples (optional): feature or road -> hexsides, each two adjacent hexes joined by /
    hexsides:
      stream: ["0304/0305", "0305/0405"]
      road: ["0101/0102"]

The hexside examples teach the hexside reading as the features drawn on the map do (rules/scan/hexsides.py).
Read with the safe YAML reader; every problem is a finding with its line and column, nothing raises.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rules.fileio.findings import Finding
from rules.fileio.guarded import Refused, read_guarded
from rules.fileio.yamlio import read_yaml
from rules.geometry.hexgrid import Grid, Hex, Hexside
from rules.i18n import _

MAX_SAMPLES_BYTES = 4 * 2**20
HEXSIDES = "hexsides"  # the key of the hexside examples


@dataclass
class Samples:
    samples: dict[Hex, tuple[str, int]] = field(default_factory=dict)
    hexsides: dict[str, set[Hexside]] = field(default_factory=dict)  # feature or road -> its example hexsides
    findings: list[Finding] = field(default_factory=list)
    unreadable: bool = False


def read_samples(path: str | Path, grid: Grid, terrains: set[str], features: tuple[str, ...] = ()) -> Samples:
    """Hex → (terrain, level) from the file, and the hexside examples; `terrains` are the names the scenario
    allows, `features` the hexside features and road kinds (without them, a `hexsides:` section is an error)."""
    out = Samples()
    try:
        data = read_guarded(path, MAX_SAMPLES_BYTES, "samples file")
    except Refused as e:
        out.findings.append(Finding(e.code, "error", e.message))
        out.unreadable = True
        return out
    doc = read_yaml(data)
    out.findings.extend(doc.findings)
    if doc.value is None and doc.findings:
        out.unreadable = True
        return out
    if not isinstance(doc.value, dict):
        out.findings.append(Finding("samples-not-a-map", "error", _(
            "the samples file must map hex labels to a terrain, e.g. \"0304\": wood"), 1, 1))
        return out
    for key, value in doc.value.items():
        if key == HEXSIDES:
            _read_hexsides(doc, grid, features, out)
            continue
        line, col = doc.where((key,), key=True)
        label = str(key).zfill(2 * grid.digits) if isinstance(key, int) else str(key)
        try:
            h = grid.parse_label(label)
        except ValueError as e:
            out.findings.append(Finding("sample-bad-hex", "error", str(e), line, col))
            continue
        if not grid.contains(h):
            out.findings.append(Finding("sample-off-map", "error", _("hex {hex} is not on the map").format(
                hex=label), line, col, hex=label))
            continue
        vline, vcol = doc.where((key,))
        terrain, level = value, 0
        if isinstance(value, dict):
            terrain, level = value.get("terrain", "clear"), value.get("level", 0)
        elif isinstance(value, list) and len(value) == 2:
            terrain, level = value
        if not isinstance(terrain, str) or terrain not in terrains:
            out.findings.append(Finding("sample-bad-terrain", "error", _(
                "hex {hex}: {terrain} is not a terrain of this scenario ({names})").format(
                hex=label, terrain=repr(terrain), names=", ".join(sorted(terrains))), vline, vcol, hex=label))
            continue
        if isinstance(level, bool) or not isinstance(level, int) or not -9 <= level <= 99:
            out.findings.append(Finding("sample-bad-level", "error", _(
                "hex {hex}: the level {level} is not a whole number").format(hex=label, level=repr(level)),
                vline, vcol, hex=label))
            continue
        out.samples[h] = (terrain, level)
    return out


def _read_hexsides(doc, grid: Grid, features: tuple[str, ...], out: Samples) -> None:
    """The `hexsides:` section: feature → list of "A/B" hexsides, each problem a finding at its line."""
    section = doc.value[HEXSIDES]
    if not isinstance(section, dict):
        line, col = doc.where((HEXSIDES,))
        out.findings.append(Finding("sample-hexsides-not-a-map", "error", _(
            "hexsides: must map a hexside feature to a list of hexsides, e.g. stream: [\"0304/0305\"]"), line, col))
        return
    for feature, sides in section.items():
        line, col = doc.where((HEXSIDES, feature), key=True)
        if feature not in features:
            out.findings.append(Finding("sample-bad-feature", "error", _(
                "{feature} is not a hexside feature or road of this scenario ({names})").format(
                feature=repr(feature), names=", ".join(features)), line, col))
            continue
        if not isinstance(sides, list):
            sides = [sides]
        for i, text in enumerate(sides):
            line, col = doc.where((HEXSIDES, feature, i))
            side = _hexside(grid, feature, text, line, col, out)
            if side is not None:
                out.hexsides.setdefault(feature, set()).add(side)


def _hexside(grid: Grid, feature: str, text: object, line: int | None, col: int | None, out: Samples
             ) -> Hexside | None:
    parts = text.split("/") if isinstance(text, str) else []
    if len(parts) != 2:
        out.findings.append(Finding("sample-bad-hexside", "error", _(
            "{feature} {text}: a hexside is written as two hex labels joined by /, e.g. \"0304/0305\"").format(
            feature=feature, text=repr(text)), line, col))
        return None
    hexes = []
    for label in parts:
        try:
            h = grid.parse_label(label.strip())
        except ValueError as e:
            out.findings.append(Finding("sample-bad-hex", "error", str(e), line, col))
            return None
        if not grid.contains(h):
            out.findings.append(Finding("sample-off-map", "error", _("hex {hex} is not on the map").format(
                hex=label.strip()), line, col, hex=label.strip()))
            return None
        hexes.append(h)
    side = Hexside(*hexes)
    if not side.is_adjacent:
        out.findings.append(Finding("sample-hexside-not-adjacent", "error", _(
            "{feature} {text}: hexes {left} and {right} are not adjacent, so they share no hexside").format(
            feature=feature, text=text, left=parts[0].strip(), right=parts[1].strip()), line, col))
        return None
    return side
