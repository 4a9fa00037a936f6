"""Counter sheets into data (issue 8, headless): layouts, crops, slicing, and counter values from a CSV.

Every test draws its own sheet with Pillow: a 3 x 4 grid of coloured squares with a digit in each, the fronts
on the left half and the backs on the right half, mirrored left to right as a double-sided sheet is printed.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from rules.cli.main import main
from rules.scenario import model as m
from rules.scenario.files import load_scenario
from rules.sheets.layout import (
    BackSheet,
    CropOutput,
    SheetGrid,
    SheetImage,
    SheetLayout,
    cell_box,
    cell_label,
    crop,
    load_layout,
    parse_cell,
    save_layout,
    slice_sheet,
)
from rules.sheets.values import (
    CounterEntry,
    check_entries,
    leader_findings,
    read_values_bytes,
    unit_findings,
)
from tests.test_library import LIBRARY, scenario_using
from tests.test_validate import BASE

ROWS, COLS, SIZE, GAP = 3, 4, 20, 4
ORIGIN = (10, 12)
BACK_X = 130  # the back grid's left edge, on the right half of the same image
ROW_SHIFT = {1: (2, 1)}  # row 2 printed 2 px right and 1 px down: a sheet that is not quite straight
PAPER = (255, 255, 255)


def front_colour(r: int, c: int) -> tuple[int, int, int]:
    return 40 + 60 * c, 40 + 70 * r, 200


def back_colour(r: int, c: int) -> tuple[int, int, int]:
    return 200, 40 + 60 * c, 40 + 70 * r


def square(r: int, c: int, x0: int) -> tuple[int, int, int, int]:
    dx, dy = ROW_SHIFT.get(r, (0, 0))
    x, y = x0 + c * (SIZE + GAP) + dx, ORIGIN[1] + r * (SIZE + GAP) + dy
    return x, y, x + SIZE, y + SIZE


def make_sheet(path: Path) -> Image.Image:
    im = Image.new("RGB", (240, 100), PAPER)
    d = ImageDraw.Draw(im)
    for r in range(ROWS):
        for c in range(COLS):
            x0, y0, x1, y1 = square(r, c, ORIGIN[0])
            d.rectangle((x0, y0, x1 - 1, y1 - 1), fill=front_colour(r, c))
            d.text((x0 + 7, y0 + 5), str((r * COLS + c) % 10), fill=(0, 0, 0))
            bx0, by0, bx1, by1 = square(r, COLS - 1 - c, BACK_X)  # the back of column c is column 3 - c
            d.rectangle((bx0, by0, bx1 - 1, by1 - 1), fill=back_colour(r, c))
            d.text((bx0 + 7, by0 + 5), str((r * COLS + c) % 10), fill=(255, 255, 255))
    im.save(path)
    return im


LAYOUT = """\
format: banneret-sheet/1
title: Test sheet
front: {image: sheet.png}
back: {origin: [130, 12]}
grid:
  origin: [10, 12]
  size: [20, 20]
  gap: [4, 4]
  rows: 3
  columns: 4
  row_offsets: {2: [2, 1]}
empty: [r2c3]
"""


@pytest.fixture
def sheet(tmp_path: Path) -> tuple[Path, Image.Image]:
    im = make_sheet(tmp_path / "sheet.png")
    (tmp_path / "layout.yaml").write_text(LAYOUT)
    return tmp_path / "layout.yaml", im


def loaded(path: Path) -> SheetLayout:
    layout, findings = load_layout(path)
    assert findings == [] and layout is not None
    return layout


# -- geometry and crops ------------------------------------------------------------------------------

def test_cells_are_labelled_from_one():
    assert cell_label((0, 0)) == "r1c1" and cell_label((2, 3)) == "r3c4"
    assert parse_cell("r3c4") == (2, 3) == parse_cell("R3C4")
    for bad in ("r0c1", "3,4", "c1r1", ""):
        with pytest.raises(ValueError):
            parse_cell(bad)


def test_crop_boxes_are_exact_to_the_pixel_with_row_offsets(sheet):
    path, im = sheet
    layout = loaded(path)
    for r in range(ROWS):
        for c in range(COLS):
            assert cell_box(layout, r, c, "front") == square(r, c, ORIGIN[0])
            assert cell_box(layout, r, c, "back") == square(r, COLS - 1 - c, BACK_X)
            box = cell_box(layout, r, c)
            got = crop(layout, r, c)
            assert got.size == (SIZE, SIZE)
            assert got.tobytes() == im.crop(box).tobytes()
            # the crop's four corners are the counter; one pixel further out is the paper
            for x, y in ((0, 0), (SIZE - 1, 0), (0, SIZE - 1), (SIZE - 1, SIZE - 1)):
                assert got.getpixel((x, y)) == front_colour(r, c)
            left, top, right, bottom = box
            for x, y in ((left - 1, top), (right, top), (left, top - 1), (left, bottom)):
                assert im.getpixel((x, y)) == PAPER


def test_a_back_is_the_mirrored_cell(sheet):
    path, _ = sheet
    layout = loaded(path)
    assert crop(layout, 0, 0, "back").getpixel((0, 0)) == back_colour(0, 0)
    assert crop(layout, 1, 3, "back").getpixel((19, 19)) == back_colour(1, 3)
    layout.back.pairing = "same"
    assert crop(layout, 0, 0, "back").getpixel((0, 0)) == back_colour(0, 3)


def test_slicing_writes_every_counter_front_and_back_and_skips_empty_cells(sheet):
    path, im = sheet
    layout = loaded(path)
    layout.cells = {(0, 0): "k2"}
    files, findings = slice_sheet(layout)
    assert findings == []
    names = sorted(f.name for f in files)
    assert len(names) == 2 * (ROWS * COLS - 1)
    assert "r2c3-front.png" not in names and "r2c3-back.png" not in names
    assert {"k2-front.png", "k2-back.png", "r3c4-front.png", "r3c4-back.png"} <= set(names)
    folder = path.parent / "counters"
    assert all(f.parent == folder for f in files)
    front = Image.open(folder / "k2-front.png").convert("RGB")
    back = Image.open(folder / "k2-back.png").convert("RGB")
    assert front.getpixel((0, 0)) == front_colour(0, 0)
    assert back.getpixel((0, 0)) == back_colour(0, 0)
    assert front.tobytes() == im.crop(square(0, 0, ORIGIN[0])).tobytes()
    assert back.tobytes() == im.crop(square(0, COLS - 1, BACK_X)).tobytes()
    shifted = Image.open(folder / "r2c2-front.png").convert("RGB")
    assert shifted.tobytes() == im.crop(square(1, 1, ORIGIN[0])).tobytes()


def test_a_slightly_rotated_sheet_is_fitted_with_row_and_column_offsets(tmp_path):
    big = Image.new("RGB", (260, 200), PAPER)
    d = ImageDraw.Draw(big)
    cells = {}
    for r in range(4):
        for c in range(5):
            x, y = 20 + c * 44, 20 + r * 44
            d.rectangle((x, y, x + 39, y + 39), fill=front_colour(r % 3, c % 4))
            cells[(r, c)] = (x, y)
    rotated = big.rotate(0.8, resample=Image.Resampling.BICUBIC, center=(0, 0), fillcolor=PAPER)
    rotated.save(tmp_path / "rotated.png")
    # Pillow turns counter-clockwise: a point (x, y) goes to (x cos + y sin, -x sin + y cos) about (0, 0)
    import math

    a = math.radians(0.8)
    row_offsets = {r: (20 * math.cos(a) + (20 + r * 44) * math.sin(a) - 20, 0.0) for r in range(4)}
    column_offsets = {c: (0.0, -(20 + c * 44) * math.sin(a) + 20 * math.cos(a) - 20) for c in range(5)}
    layout = SheetLayout(SheetImage("rotated.png"), SheetGrid((20, 20), (40, 40), 4, 5, (4, 4), row_offsets,
                                                              column_offsets), base_dir=tmp_path)
    for (r, c) in cells:
        got = crop(layout, r, c)
        inner = got.crop((3, 3, 37, 37))
        assert [colour for _, colour in inner.getcolors()] == [front_colour(r % 3, c % 4)], (r, c)


# -- the layout file ---------------------------------------------------------------------------------

def test_layout_round_trip(tmp_path, sheet):
    path, _ = sheet
    layout = SheetLayout(
        front=SheetImage("sheet.png"),
        grid=SheetGrid((10.5, 12.0), (20.0, 20.25), 3, 4, (4.0, 4.0), {1: (2.0, 1.0)}, {3: (0.0, -0.123456789)}),
        back=BackSheet(SheetImage("sheet.png"), "mirror-rows", origin=(130.0, 12.0), row_offsets={}),
        empty={(1, 2), (0, 3)},
        cells={(0, 0): "k2", (2, 1): "count"},
        output=CropOutput("art/counters", "c-{id}-{face}.png"),
        title="Sheet 1", notes="scanned at 300 dpi",
        base_dir=tmp_path,
    )
    target = tmp_path / "saved.yaml"
    saved = save_layout(layout, target)
    again, findings = load_layout(target, images=False)
    assert findings == []
    assert again == layout == saved
    first = target.read_bytes()
    save_layout(again, target)
    assert target.read_bytes() == first  # stable: the same layout gives the same bytes
    text = first.decode()
    assert "empty: [r1c4, r2c3]" in text and "r1c1: k2" in text and "row_offsets: {2: [2, 1]}" in text


def test_saving_elsewhere_keeps_the_image_paths_pointing_at_the_scan(sheet, tmp_path):
    path, _ = sheet
    layout = loaded(path)
    (tmp_path / "work").mkdir()
    saved = save_layout(layout, tmp_path / "work" / "copy.yaml")
    assert saved.front.image == "../sheet.png"
    assert layout.front.image == "sheet.png"  # the input is not changed
    assert loaded(tmp_path / "work" / "copy.yaml") == saved


def test_the_schema_accepts_the_documented_example():
    import json

    import jsonschema

    from rules.fileio.yamlio import read_yaml
    from rules.paths import schemas_dir

    schema = json.loads((schemas_dir() / "sheet.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    docs = (Path(__file__).resolve().parents[1] / "docs" / "sheets.md").read_text()
    example = docs.split("```yaml\n", 1)[1].split("```", 1)[0]
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(read_yaml(example.encode()).value)) == []


def finding_lines(path: Path) -> list[tuple[str, int | None, str]]:
    _, findings = load_layout(path)
    return [(f.code, f.line, f.message) for f in findings]


def test_a_grid_off_the_image_is_a_finding_at_the_grid_naming_the_cell(sheet):
    path, _ = sheet
    path.write_text(LAYOUT.replace("rows: 3", "rows: 4"))
    layout, findings = load_layout(path)
    assert layout is not None  # still opened, so that the editor can fix it
    off = [f for f in findings if f.code == "grid-off-image"]
    assert [(f.line, f.object) for f in off] == [(4, "r4c1"), (5, "r4c1")]  # the back, then the front grid
    assert "runs off the image" in off[1].message and "240 x 100 px" in off[1].message
    assert "the front of counter r4c1" in off[1].message and "3 more counters too: r4c2, r4c3, r4c4" in off[1].message


def test_a_missing_image_is_a_finding_at_its_line(sheet):
    path, _ = sheet
    path.write_text(LAYOUT.replace("image: sheet.png", "image: scans/nope.png"))
    assert finding_lines(path) == [("image-missing", 3, f"the sheet image {path.parent / 'scans/nope.png'} "
                                    "does not exist")]


def test_an_unknown_key_is_a_finding_with_a_suggestion(sheet):
    path, _ = sheet
    path.write_text(LAYOUT.replace("  gap: [4, 4]", "  gaps: [4, 4]"))
    layout, findings = load_layout(path)
    assert layout is None
    assert [(f.code, f.line) for f in findings] == [("unknown-key", 8)]
    assert "did you mean 'gap'" in findings[0].message


@pytest.mark.parametrize("change, code, line", [
    (("empty: [r2c3]", "empty: [r2c3, r9c1]"), "cell-outside-grid", 12),
    (("empty: [r2c3]", "empty: [r2c3]\ncells: {r2c3: k1}"), "assigned-empty-cell", 13),
    (("empty: [r2c3]", "empty: [x1]"), "bad-format", 12),
    (("row_offsets: {2: [2, 1]}", "row_offsets: {7: [2, 1]}"), "cell-outside-grid", 11),
    (("back: {origin: [130, 12]}", "back: {}"), "back-overlaps-front", 4),
    (("empty: [r2c3]", "empty: [r2c3]\noutput: {folder: ../elsewhere}"), "output-outside", 13),
    (("empty: [r2c3]", "empty: [r2c3]\noutput: {name: '{id}.png'}"), "bad-name", 13),
    (("empty: [r2c3]", "empty: [r2c3]\noutput: {name: '{di}-{face}.png'}"), "bad-name", 13),
    (("format: banneret-sheet/1", "format: banneret-sheet/7"), "format-too-new", 1),
    (("format: banneret-sheet/1", "format: banneret/1"), "not-a-layout", 1),
    (("size: [20, 20]", "size: [20, 0]"), "out-of-range", 7),
])
def test_bad_layouts_give_findings_with_lines(sheet, change, code, line):
    path, _ = sheet
    path.write_text(LAYOUT.replace(*change))
    got = [(c, ln) for c, ln, _ in finding_lines(path)]
    assert (code, line) in got, got


def test_bad_images_write_nothing(sheet):
    path, _ = sheet
    data = (path.parent / "sheet.png").read_bytes()
    (path.parent / "sheet.png").write_bytes(data[: len(data) // 2])  # truncated
    layout, findings = load_layout(path)  # the header is intact: the layout reads
    files, findings = slice_sheet(layout)
    assert files == [] and [f.code for f in findings] == ["image-unreadable"]
    assert not (path.parent / "counters").exists()
    (path.parent / "sheet.png").write_text("not an image")
    assert [c for c, _, _ in finding_lines(path)] == ["image-unreadable"]


def png_header_only(width: int, height: int) -> bytes:
    """A tiny PNG that claims to be enormous (a decompression bomb's header)."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")


@pytest.mark.parametrize("size", [(12500, 12500), (20000, 20000), (60000, 60000)])
def test_a_decompression_bomb_is_refused_before_decoding(sheet, size):
    path, _ = sheet
    (path.parent / "sheet.png").write_bytes(png_header_only(*size))
    assert [c for c, _, _ in finding_lines(path)] == ["image-too-large"]


def test_slice_cli(sheet, tmp_path, capsys):
    path, _ = sheet
    out = tmp_path / "crops"
    assert main(["sheet", "slice", str(path), "-o", str(out)]) == 0
    assert len(list(out.glob("*.png"))) == 22
    assert "22 crops written" in capsys.readouterr().err
    path.write_text(LAYOUT.replace("columns: 4", "columns: 5"))
    assert main(["sheet", "slice", str(path)]) == 1
    # the back of column 1 is the fifth column of the back grid, which leaves the image
    assert f"{path}:4:1: error grid-off-image: the back of counter r1c1 runs off" in capsys.readouterr().out
    path.write_text(LAYOUT.replace("sheet.png", "gone.png"))
    assert main(["sheet", "slice", str(path)]) == 2
    assert main(["sheet", "slice", str(tmp_path / "nope.yaml")]) == 2


# -- values from a CSV -------------------------------------------------------------------------------

VALUES = """\
cell,kind,side,id,name,banner,type,mounted,fire,sp,quality,mp,back_sp,back_quality,back_mp,bonus,rating,radius
r1c1,unit,fr,k2,King's knights,king,Ch,yes,,4,7,6,,5,5,,,
r1c2,unit,fr,d3,,duke,Ar,,x,3,5,4,3,4,3,,,
r2c1,unit,fr,e3,,eu,Pi,,,4,5,4,,4,3,,,
r1c3,leader,fr,eu,Count of Eu,eu,,,,,,8,,,,1,3,3
"""


@pytest.fixture
def battle(sheet) -> tuple[Path, Path, Path]:
    layout, _ = sheet
    folder = layout.parent
    (folder / "VALUES.csv").write_text(VALUES)
    (folder / "battle.yaml").write_text("# yaml-language-server: $schema=../schemas/scenario.schema.json\n" + BASE)
    return layout, folder / "VALUES.csv", folder / "battle.yaml"


def test_apply_adds_units_and_leaders_with_their_values_and_crops(battle, capsys):
    layout, values, scen = battle
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 0
    out, err = capsys.readouterr()
    assert "4 counters added, 0 updated, 8 crops written" in err
    assert " 0 errors" in err
    assert "error" not in out
    r = load_scenario(scen)
    assert r.ok
    k2 = r.scenario.unit("k2")
    assert (k2.name, k2.banner, k2.type, k2.mounted, k2.fire) == ("King's knights", "king", "Ch", True, False)
    assert (k2.front, k2.back) == (m.UnitValues(4, 7, 6), m.UnitValues(4, 5, 5))  # blank back SP: the front's
    assert k2.images == m.Images("counters/k2-front.png", "counters/k2-back.png")
    d3 = r.scenario.unit("d3")
    assert d3.fire and d3.back == m.UnitValues(3, 4, 3)
    eu = r.scenario.leader("eu")
    assert eu.front == m.LeaderValues(1, 3, 3, 8) and eu.images.front == "counters/eu-front.png"
    assert [u.id for u in r.scenario.side("fr").units][-3:] == ["k2", "d3", "e3"]
    crop_file = scen.parent / "counters" / "k2-back.png"
    assert Image.open(crop_file).convert("RGB").getpixel((0, 0)) == back_colour(0, 0)
    assert Image.open(scen.parent / "counters" / "e3-front.png").convert("RGB").getpixel((0, 0)) == front_colour(1, 0)
    assert scen.read_text().startswith("# yaml-language-server: $schema=../schemas/scenario.schema.json\n")
    # again: the same ids are updated, not added twice
    values.write_text(VALUES.replace("4,7,6,,5,5", "4,8,6,,5,5"))
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 0
    assert "0 counters added, 4 updated" in capsys.readouterr().err
    r = load_scenario(scen)
    assert r.scenario.unit("k2").front.quality == 8 and len(r.scenario.side("fr").units) == 6


def test_a_bad_quality_on_line_4_is_an_error_there_and_writes_nothing(battle, capsys):
    layout, values, scen = battle
    values.write_text(VALUES.replace("r2c1,unit,fr,e3,,eu,Pi,,,4,5,4", "r2c1,unit,fr,e3,,eu,Pi,,,4,12,4"))
    lines = values.read_text().splitlines()
    assert lines[3].startswith("r2c1")  # the bad row is on line 4
    before = scen.read_bytes()
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 1
    out = capsys.readouterr().out
    col = lines[3].index(",12,") + 2
    assert f"{values}:4:{col}: error quality-range: unit 'e3' front quality 12 is outside 0–9" in out
    assert scen.read_bytes() == before
    assert not (scen.parent / "counters").exists()


def test_apply_into_a_side_that_uses_a_counter_library_updates_the_library(sheet, capsys):
    layout, _ = sheet
    folder = layout.parent
    (folder / "box").mkdir()
    lib = folder / "box" / "counters.yaml"
    lib.write_text(LIBRARY)
    scen = folder / "one.yaml"
    scen.write_text(scenario_using("box/counters.yaml"))
    values = folder / "values.csv"
    values.write_text(VALUES)
    before = scen.read_bytes()
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 0, capsys.readouterr()
    assert scen.read_bytes() == before  # the counters live in the library
    text = lib.read_text()
    assert "id: k2" in text and "front: counters/k2-front.png" in text
    assert (folder / "box" / "counters" / "k2-front.png").is_file()  # next to the library, relative to it
    assert "id: bruce" in text  # the library's other side is kept
    r = load_scenario(scen)
    assert r.ok and r.scenario.unit("k2").images.front == "counters/k2-front.png"


def read(text: str) -> list[tuple[str, int | None, int | None]]:
    vf = read_values_bytes(text.encode(), "v.csv")
    return [(f.code, f.line, f.col) for f in vf.findings]


def test_csv_findings_point_at_the_cell():
    head = "kind,side,id,banner,type,sp,quality,mp\n"

    def at(row: str, value: str) -> int:
        return ("," + row).index("," + value + ",") + 1

    for row, code, value in (("unit,fr,a1,king,Ch,four,5,6", "wrong-type", "four"),
                             ("unit,fr,a1,king,Kn,4,5,6", "bad-value", "Kn"),
                             ("unit,fr,a1,king,Ch,0,5,6", "sp-not-positive", "0"),
                             ("unit,fr,,king,Ch,4,5,6", "missing-value", "")):
        assert read(head + row + "\n") == [(code, 2, at(row, value))], row
    assert read(head + "unit,fr,a1,king,Ar,4,5,6\n") == [("must-fire", 2, 1)]  # no fire column: the row
    assert read(head + "trooper,fr,a1,king,Ch,4,5,6\n") == [("bad-value", 2, 1)]
    assert read("kind,side,id,banner,type,sp,qualty,mp\n") == [("unknown-column", 1, 29)]
    assert read("side,id\n") == [("missing-column", 1, 1)]
    assert read(head + "leader,fr,a1,king,,,,8\n") == [("missing-column", 1, 1)] * 3  # no bonus, rating, radius


def test_csv_dialects_quotes_and_comments():
    text = ('\ufeffkind;side;id;name;banner;type;sp;quality;mp\n'
            '# a comment line\n'
            '\n'
            'unit;fr;a1;"Knights; of ""the"" king";king;Ch;4;7;6\n'
            'unit;fr;a2;"two\nlines";king;Ch;4;70;6\n')
    vf = read_values_bytes(text.encode(), "v.csv")
    assert vf.entries[0].counter.name == 'Knights; of "the" king'
    # line 6, after the two-line field; its blank back quality (the front's) is not reported twice
    assert [(f.code, f.line, f.col) for f in vf.findings] == [("quality-range", 6, len('lines";king;Ch;4;') + 1)]


def test_a_banner_nobody_carries_is_a_warning_at_its_line_and_no_leader_is_invented(battle, capsys):
    layout, values, scen = battle
    values.write_text(VALUES.replace("r2c1,unit,fr,e3,,eu,", "r2c1,unit,fr,e3,,lost,"))
    code = main(["sheet", "apply", str(layout), str(values), str(scen)])
    out = capsys.readouterr().out
    assert f"{values}:4:18: warning banner-without-leader: banner 'lost' has no leader" in out
    assert "error banner-without-leader" in out  # then the scenario's own check says it, at the scenario's line
    assert code == 1
    assert load_scenario(scen).scenario.leader("lost") is None


def test_ids_cells_and_sides_are_checked_against_the_scenario_and_the_layout(battle):
    layout_path, _, scen = battle
    layout = loaded(layout_path)
    layout.cells = {(2, 3): "k1"}
    s = load_scenario(scen).scenario
    head = "cell,kind,side,id,banner,type,sp,quality,mp\n"
    rows = ("r1c1,unit,fr,a1,king,Ch,4,7,6\n"
            "r1c1,unit,fr,a2,king,Ch,4,7,6\n"        # the same cell twice
            "r2c3,unit,fr,a3,king,Ch,4,7,6\n"        # an empty cell
            "r9c1,unit,fr,a4,king,Ch,4,7,6\n"        # off the grid
            ",unit,fr,k1,king,Ch,4,7,6\n"            # no cell: the layout's r3c4
            "r1c2,unit,en,king,ed,Ch,4,7,6\n"        # a leader's id
            ",unit,xx,a5,king,Ch,4,7,6\n")           # no such side; no cell
    vf = read_values_bytes((head + rows).encode(), "v.csv")
    got = [(f.code, f.line) for f in check_entries(s, vf.entries, layout)]
    assert got == [("duplicate-cell", 3), ("cell-empty", 4), ("cell-outside-grid", 5), ("id-taken", 7),
                   ("unknown-side", 8), ("no-cell", 8)]
    assert vf.entries[4].cell == (2, 3)


def test_dry_run_writes_nothing(battle, capsys):
    layout, values, scen = battle
    before = scen.read_bytes()
    assert main(["sheet", "apply", "--dry-run", str(layout), str(values), str(scen)]) == 0
    assert "would add 4 and update 0 counters" in capsys.readouterr().err
    assert scen.read_bytes() == before and not (scen.parent / "counters").exists()


def test_apply_refuses_a_scenario_with_errors_saving_would_lose(battle, capsys):
    layout, values, scen = battle
    scen.write_text(BASE.replace("  - {unit: k1, hex: \"0303\", facing: N}", "  - {unit: k1, hex: \"0303\", facng: N}"))
    before = scen.read_bytes()
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 1
    assert "unknown-key" in capsys.readouterr().out
    assert scen.read_bytes() == before


def test_value_checks_for_the_dialog_name_the_field():
    u = m.Unit("u1", "b", "Ch", m.UnitValues(4, 7, 6), m.UnitValues(5, 10, 5), mounted=True)
    assert [(f.code, f.path) for f in unit_findings(u)] == [("quality-range", ("back", "quality")),
                                                            ("fatigued-stronger", ("back", "sp"))]
    ld = m.Leader("l1", "b", m.LeaderValues(1, 0, -1, 8))
    assert [(f.code, f.path) for f in leader_findings(ld)] == [("out-of-range", ("front", "radius")),
                                                              ("bad-leader-value", ("front", "rating"))]
    entry = CounterEntry("unit", "fr", u, cell=(0, 0))
    assert entry.at("sp") == (None, None)


def test_apply_writes_nothing_when_the_scan_is_truncated_or_the_crops_cannot_be_written(battle, capsys):
    layout, values, scen = battle
    before = scen.read_bytes()
    sheet_png = layout.parent / "sheet.png"
    good = sheet_png.read_bytes()
    sheet_png.write_bytes(good[: len(good) // 2])
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 2
    assert "error image-unreadable" in capsys.readouterr().out
    assert scen.read_bytes() == before and not (scen.parent / "counters").exists()
    sheet_png.write_bytes(good)
    (scen.parent / "counters").write_text("a file where the crops' folder should be")
    assert main(["sheet", "apply", str(layout), str(values), str(scen)]) == 2
    assert "cannot write the crops" in capsys.readouterr().err
    assert scen.read_bytes() == before


def test_apply_refuses_a_side_whose_counter_library_cannot_be_read(sheet, capsys):
    layout, _ = sheet
    folder = layout.parent
    scen = folder / "one.yaml"
    scen.write_text(scenario_using("box/missing.yaml"))
    (folder / "values.csv").write_text(VALUES)
    before = scen.read_bytes()
    assert main(["sheet", "apply", str(layout), str(folder / "values.csv"), str(scen)]) == 1
    out, err = capsys.readouterr()
    assert "library-unreadable" in out and "fix the scenario's errors first" in err
    assert scen.read_bytes() == before and not (folder / "box").exists()


def test_sheet_without_a_subcommand_shows_its_usage(capsys):
    assert main(["sheet"]) == 2
    assert "slice" in capsys.readouterr().err


def test_banneret_validate_checks_a_sheet_layout_too(sheet, capsys):
    path, _ = sheet
    assert main(["validate", str(path)]) == 0
    path.write_text(LAYOUT.replace("rows: 3", "rows: 4"))
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:5:" in out and "error grid-off-image" in out
    assert main(["render", str(path), "-o", str(path.with_suffix(".png"))]) == 2
    assert "counter-sheet layout" in capsys.readouterr().err
