"""The samples file of `banneret scan-terrain`: a few hexes whose terrain (and level) the designer knows.

    # hex label: terrain, or terrain and level
    "0304": wood
    "0810": {terrain: clear, level: 1}
    "0911": [village, 1]

Read with the safe YAML reader; every problem is a finding with its line and column, nothing raises.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rules.fileio.findings import Finding
from rules.fileio.guarded import Refused, read_guarded
from rules.fileio.yamlio import read_yaml
from rules.geometry.hexgrid import Grid, Hex
from rules.i18n import _

MAX_SAMPLES_BYTES = 4 * 2**20


@dataclass
class Samples:
    samples: dict[Hex, tuple[str, int]] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    unreadable: bool = False


def read_samples(path: str | Path, grid: Grid, terrains: set[str]) -> Samples:
    """Hex → (terrain, level) from the file; `terrains` are the names the scenario allows."""
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
