"""Make the example counter sheet of docs/sheets.md: a "scan" of the Burgundian counters of the Hautmesnil
demo (scenarios/hautmesnil-1478.yaml), drawn by Banneret's own counter drawing (rules/map/counters.py), so
the guide's first command runs on a fresh clone without anybody's published sheet.

    python tools/make_example_sheet.py        # writes docs/examples/{sheet-1.yaml, scans/sheet-1.png, values-1.csv}

The picture is one image with the fronts on its left half and the backs on its right half, as a sheet
printed on both sides and scanned once per side would be put together: the back of column c is column
5 - c (`pairing: mirror-columns`). It is kept small (< 200 KB): flat colours, 96-pixel counters.
"""

from __future__ import annotations

import csv
import io
import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.map.counters import draw_counter  # noqa: E402
from rules.scenario import model as m  # noqa: E402
from rules.scenario.files import load_scenario  # noqa: E402

OUT = ROOT / "docs" / "examples"
SIDE = "burgundians"
SHEET = [  # rows of the sheet, by counter id; None: an empty cell
    ["meerhout", "coppenol", "middleton", "hainaut"],
    ["bu-household", "bu-artois", "bu-ordonnance", "de-pikes"],
    ["de-handguns", "lg-handguns", "it-crossbows", None],
]
SIZE, GAP, MARGIN, GUTTER = 96, 6, 32, 64  # pixels: a counter, between two, around the sheet, between halves
PAPER, PRINT = (238, 232, 216), (205, 196, 176)  # the card and the printed frame of each half
COLUMNS = len(SHEET[0])
HALF = COLUMNS * SIZE + (COLUMNS - 1) * GAP
HEIGHT = len(SHEET) * SIZE + (len(SHEET) - 1) * GAP


def _origin(back: bool) -> tuple[int, int]:
    return (MARGIN + HALF + GUTTER if back else MARGIN), MARGIN


def draw_sheet(s: m.Scenario) -> Image.Image:
    side = s.side(SIDE)
    pieces = {p.id: p for p in (*side.leaders, *side.units)}
    image = Image.new("RGB", (2 * MARGIN + 2 * HALF + GUTTER, 2 * MARGIN + HEIGHT), PAPER)
    pen = ImageDraw.Draw(image)
    for back in (False, True):
        x0, y0 = _origin(back)
        pen.rectangle((x0 - 8, y0 - 8, x0 + HALF + 7, y0 + HEIGHT + 7), outline=PRINT, width=2)
        for r, row in enumerate(SHEET):
            for c, ident in enumerate(row):
                if ident is None:
                    continue
                col = COLUMNS - 1 - c if back else c  # a sheet turned over left to right
                face = draw_counter(side, pieces[ident], "back" if back else "front", SIZE)
                image.paste(face, (x0 + col * (SIZE + GAP), y0 + r * (SIZE + GAP)), face)
    return image


def layout_text() -> str:
    empty = [f"r{r + 1}c{c + 1}" for r, row in enumerate(SHEET) for c, x in enumerate(row) if x is None]
    cells = ", ".join(f"r{r + 1}c{c + 1}: {x}" for r, row in enumerate(SHEET) for c, x in enumerate(row) if x)
    fx, fy = _origin(False)
    bx, _by = _origin(True)
    return f"""\
# yaml-language-server: $schema=../../schemas/sheet.schema.json
# The example of docs/sheets.md: the Burgundian counters of the Hautmesnil demo, drawn by Banneret
# (tools/make_example_sheet.py), fronts on the left half of the scan, backs on the right half.
format: banneret-sheet/1
title: "Hautmesnil 1478 (demo), Burgundian counters"
front: {{image: scans/sheet-1.png}}
back:
  origin: [{bx}, {fy}]
  pairing: mirror-columns
grid:
  origin: [{fx}, {fy}]
  size: [{SIZE}, {SIZE}]
  gap: [{GAP}, {GAP}]
  rows: {len(SHEET)}
  columns: {COLUMNS}
empty: [{", ".join(empty)}]
cells: {{{cells}}}
output: {{folder: counters, name: "{{id}}-{{face}}.png"}}
"""


UNIT_COLUMNS = ["cell", "kind", "side", "id", "name", "banner", "type", "mounted", "fire", "sp", "quality", "mp",
                "back_sp", "back_quality", "back_mp", "dis_sp", "dis_quality", "dis_mp", "dis_back_sp",
                "dis_back_quality", "dis_back_mp", "bonus", "rating", "radius", "repl_bonus", "repl_rating",
                "repl_radius", "repl_mp", "wounded_bonus", "wounded_rating", "wounded_radius", "wounded_mp"]


def values_text(s: m.Scenario) -> str:
    side = s.side(SIDE)
    out = io.StringIO()
    w = csv.DictWriter(out, UNIT_COLUMNS, lineterminator="\n")
    w.writeheader()
    for r, row in enumerate(SHEET):
        for c, ident in enumerate(row):
            if ident is None:
                continue
            rec: dict[str, object] = {"cell": f"r{r + 1}c{c + 1}", "side": SIDE, "id": ident}
            unit = s.unit(ident)
            if unit is not None:
                rec |= {"kind": "unit", "name": unit.name, "banner": unit.banner, "type": unit.type,
                        "mounted": "yes" if unit.mounted else "no", "fire": "yes" if unit.fire else "no",
                        "sp": unit.front.sp, "quality": unit.front.quality, "mp": unit.front.mp,
                        "back_sp": unit.back.sp, "back_quality": unit.back.quality, "back_mp": unit.back.mp}
                if unit.dismounted is not None:
                    for prefix, v in (("dis_", unit.dismounted.front), ("dis_back_", unit.dismounted.back)):
                        rec |= {f"{prefix}sp": v.sp, f"{prefix}quality": v.quality, f"{prefix}mp": v.mp}
            else:
                ld = next(x for x in side.leaders if x.id == ident)
                rec |= {"kind": "leader", "name": ld.name, "banner": ld.banner}
                for prefix, v in (("", ld.front), ("repl_", ld.replacement), ("wounded_", ld.wounded)):
                    if v is not None:
                        rec |= {f"{prefix}bonus": v.bonus, f"{prefix}rating": v.rating, f"{prefix}radius": v.radius,
                                f"{prefix}mp": v.mp}
            w.writerow(rec)
    return out.getvalue()


def main() -> None:
    loaded = load_scenario(ROOT / "scenarios" / "hautmesnil-1478.yaml")
    assert loaded.scenario is not None, loaded.findings
    (OUT / "scans").mkdir(parents=True, exist_ok=True)
    draw_sheet(loaded.scenario).save(OUT / "scans" / "sheet-1.png", optimize=True)
    (OUT / "sheet-1.yaml").write_text(layout_text(), encoding="utf-8")
    (OUT / "values-1.csv").write_text(values_text(loaded.scenario), encoding="utf-8")
    for p in sorted(OUT.rglob("*.*")):
        print(f"{p.relative_to(ROOT)}: {p.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
