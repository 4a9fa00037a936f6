"""`banneret export vassal`: the module read back as VASSAL reads it (zip + buildFile.xml): every piece,
image and grid parameter, and VASSAL's hex centre of every printed label on the rendered board's hex."""

from __future__ import annotations

import io
import math
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from rules.export.vassal import build_vmod
from rules.export.vassal_pieces import PIECE_PX, decode, encode, read_piece
from rules.geometry.hexgrid import Grid
from rules.map import counters as C
from rules.map.render import render_map, terrain_fill
from rules.scenario.files import load_scenario
from rules.scenario.model import MapData, Scenario

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "tremithoussia-demo.yaml"
SCALE = 64.0
P = "VASSAL.build."


def demo() -> Scenario:
    s = load_scenario(DEMO).scenario
    assert s is not None
    return s


class Module:
    """A module opened the way VASSAL opens one: the zip, its buildFile, its images."""

    def __init__(self, data: bytes) -> None:
        self.zip = zipfile.ZipFile(io.BytesIO(data))
        self.names = set(self.zip.namelist())
        self.root = ET.fromstring(self.zip.read("buildFile.xml"))

    def all(self, cls: str) -> list[ET.Element]:
        return list(self.root.iter(P + cls))

    def one(self, cls: str) -> ET.Element:
        found = self.all(cls)
        assert len(found) == 1, cls
        return found[0]

    def image(self, name: str) -> Image.Image:
        return Image.open(io.BytesIO(self.zip.read("images/" + name)))


def module(s: Scenario) -> Module:
    return Module(build_vmod(s, SCALE, base_dir=DEMO.parent, saved_at_ms=0).data)


# -- VASSAL's grid arithmetic, from its attributes alone (HexGrid, HexGridNumbering, RegularGridNumbering) --

def _attrs(m: Module) -> tuple[dict[str, str], dict[str, str]]:
    grid = m.one("module.map.boardPicker.board.HexGrid")
    return grid.attrib, grid.find(P + "module.map.boardPicker.board.mapgrid.HexGridNumbering").attrib


def _java_int(v: float) -> int:
    return int(v)  # Java's (int) cast and Python's int() both truncate toward zero


def vassal_centre(m: Module, label: str) -> tuple[int, int]:
    """HexGridNumbering.getLocation(label) → getCenterPoint(col, row): where VASSAL puts a piece at `label`."""
    g, n = _attrs(m)
    digits = int(n["hLeading"]) + 1
    assert n["sep"] == "" and n["hType"] == n["vType"] == "N" and int(n["vLeading"]) + 1 == digits
    a, b = int(label[:digits]), int(label[digits:])
    col_name, row_name = (a, b) if n["first"] == "H" else (b, a)
    col, row = col_name - int(n["hOff"]), row_name - int(n["vOff"])
    if n["stagger"] == "true" and col % 2 != 0:
        row -= 1
    dx, dy = float(g["dx"]), float(g["dy"])
    x = _java_int(col * dx) + int(g["x0"])
    y = (_java_int(row * dy) if col % 2 == 0 else _java_int(row * dy + dy / 2)) + int(g["y0"])
    return (y, x) if g["sideways"] == "true" else (x, y)


def vassal_label(m: Module, x: int, y: int) -> str:
    """RegularGridNumbering.locationName(point): the label VASSAL reports for a point (getRawColumn/Row)."""
    g, n = _attrs(m)
    if g["sideways"] == "true":
        x, y = y, x
    dx, dy, x0, y0 = float(g["dx"]), float(g["dy"]), int(g["x0"]), int(g["y0"])
    col = math.floor((x - x0) / dx + 0.5)
    row = round((y - y0) / dy) if col % 2 == 0 else round((y - y0 - dy / 2) / dy)
    digits = int(n["hLeading"]) + 1
    col_name = f"{col + int(n['hOff']):0{digits}d}"
    row_name = f"{row + int(n['vOff']):0{digits}d}"
    return col_name + row_name if n["first"] == "H" else row_name + col_name


def grid_scenario(orientation: str, high: str, first_column: int, first_row: int) -> Scenario:
    return Scenario(title="grid", map=MapData(Grid(7, 6, orientation, first_column, first_row, high)))


@pytest.mark.parametrize(("orientation", "high", "first_column", "first_row"), [
    ("flat", "odd", 1, 1), ("flat", "even", 1, 1), ("flat", "odd", 0, 0), ("flat", "even", 2, 3),
    ("pointy", "odd", 1, 1), ("pointy", "even", 1, 1), ("pointy", "odd", 0, 2), ("pointy", "even", 3, 0)])
def test_vassals_centre_of_every_printed_label_is_the_drawn_hexs_centre(orientation, high, first_column, first_row):
    s = grid_scenario(orientation, high, first_column, first_row)
    m = module(s)
    board = m.image(m.one("module.map.boardPicker.Board").get("image"))
    assert board.size == render_map(s, SCALE, units=False).size
    layout = s.grid.layout(SCALE)
    for h in s.grid.hexes():
        label = s.grid.label(h)
        x, y = vassal_centre(m, label)
        cx, cy = layout.center(h)
        assert abs(x - cx) <= 1.5 and abs(y - cy) <= 1.5, (label, (x, y), (cx, cy))
        assert layout.pixel_to_hex(x, y) == h
        assert vassal_label(m, x, y) == label  # and VASSAL names that point with the printed label


def test_demo_grid_parameters():
    g, n = _attrs(module(demo()))
    r = SCALE / 2
    assert (float(g["dx"]), float(g["dy"])) == (1.5 * r, pytest.approx(r * math.sqrt(3)))
    assert g["sideways"] == "false" and (g["x0"], g["y0"]) == ("32", "28")  # hex 0101's centre (32, 27.7)
    assert (n["hOff"], n["vOff"], n["first"], n["hLeading"], n["stagger"]) == ("1", "1", "H", "1", "false")


# -- pieces, stacks, images ----------------------------------------------------------------------------

def test_every_counter_at_setup_is_a_piece_in_the_at_start_stack_of_its_hex():
    s = demo()
    m = module(s)
    stacks = {st_.get("location"): st_ for st_ in m.all("module.map.SetupStack")}
    assert all(st_.get("useGridLocation") == "true" and st_.get("owningBoard") == "Map" for st_ in stacks.values())
    for p in s.setup:
        stack = stacks[s.grid.label(p.hex)]
        pieces = [read_piece(slot.text) for slot in stack.iter(P + "widget.PieceSlot")]
        cid = p.unit or p.leader
        mine = [pc for pc in pieces if str(pc["front"]).endswith(f"-{cid}-front.png")]
        assert len(mine) == 1, cid
        pc = mine[0]
        assert pc["back"] == str(pc["front"]).replace("-front.png", "-back.png")
        assert pc["traits"] == ["emb2", "piece"]  # the flip layer over the basic piece
        assert pc["flipped"] == bool(p.fatigued)
    assert sum(len(list(st_.iter(P + "widget.PieceSlot"))) for st_ in stacks.values()) == len(s.setup)


def test_a_fatigued_unit_starts_flipped_to_its_back():
    s = demo()
    p = next(p for p in s.setup if p.unit)
    p.fatigued = True
    m = module(s)
    slots = [read_piece(sl.text) for sl in m.all("widget.PieceSlot")]
    assert next(pc for pc in slots if str(pc["front"]).endswith(f"-{p.unit}-front.png"))["flipped"] is True


def test_every_image_a_piece_or_board_names_is_in_the_module_and_nothing_else():
    m = module(demo())
    named = {m.one("module.map.boardPicker.Board").get("image")}
    for slot in m.all("widget.PieceSlot"):
        pc = read_piece(slot.text)
        named |= {pc["front"], pc["back"]}
        front = m.image(str(pc["front"]))
        assert (int(slot.get("width")), int(slot.get("height"))) == front.size
    assert {"images/" + n for n in named} == {n for n in m.names if n.startswith("images/")}
    assert {"buildFile.xml", "moduledata", "victory.html"} <= m.names


def test_a_units_front_and_back_are_its_two_sides_as_the_renderer_draws_them():
    s = demo()
    m = module(s)
    uid = next(p.unit for p in s.setup if p.unit)
    front = m.image(f"unit-{uid}-front.png").convert("RGB")
    back = m.image(f"unit-{uid}-back.png").convert("RGB")
    side = s.side_of_unit(uid)
    from rules.map.render import _parse_colour  # the side's colour, as the renderer reads it

    colour = _parse_colour(side.colour)
    w, h = front.size
    assert front.getpixel((w // 4, h // 2)) == colour  # the front in the side's colour
    assert back.getpixel((w // 4, h // 2)) != colour  # the back paler (fatigued)


def test_reinforcements_are_in_a_tray_by_turn_and_side():
    s = demo()
    m = module(s)
    tray = m.one("module.PieceWindow")
    lists = tray.findall(P + "widget.ListWidget")
    assert len(lists) == len(s.reinforcements)
    for rf, lst in zip(sorted(s.reinforcements, key=lambda r: r.turn), lists, strict=True):
        assert lst.get("entryName").startswith(f"Turn {rf.turn}: ")
        fronts = {read_piece(sl.text)["front"] for sl in lst.findall(P + "widget.PieceSlot")}
        want = {f"unit-{u}-front.png" for u in rf.units} | {f"leader-{ld}-front.png" for ld in rf.leaders}
        assert fronts == want


def test_dice_turn_track_and_victory_chart():
    s = demo()
    m = module(s)
    dice = {d.get("name"): d.attrib for d in m.all("module.DiceButton")}
    assert (dice["d10"]["nDice"], dice["d10"]["nSides"], dice["d10"]["plus"]) == ("1", "10", "-1")  # read 0-9
    assert (dice["2d6"]["nDice"], dice["2d6"]["nSides"], dice["2d6"]["reportTotal"]) == ("2", "6", "true")
    level = m.one("module.turn.CounterTurnLevel")
    assert (int(level.get("start")), int(level.get("loopLimit"))) == (s.first_turn, s.last_turn)
    chart = m.one("module.ChartWindow").find(P + "widget.HtmlChart")
    page = m.zip.read(chart.get("fileName")).decode("utf-8")
    assert all(lv.result in page for lv in s.victory.levels)
    meta = ET.fromstring(m.zip.read("moduledata"))
    assert meta.findtext("name") == s.title


# -- resolution: pieces sharp when VASSAL zooms in, board and pieces at one scale (issue #26 item 14) -------

def test_by_default_a_piece_is_as_large_as_vassal_modules_draw_them_and_covers_the_printed_share_of_its_hex():
    """A 33-pixel piece (the renderer's 64-pixel hexes) blurs at VASSAL's first zoom in. The default module
    draws a unit counter 75-100 px wide (`PIECE_PX` or more) on a board at least twice that hex width, and the
    counter covers the same share of the board's hex as on the printed map (the renderer's UNIT_SIZE)."""
    s = demo()
    m = Module(build_vmod(s, base_dir=DEMO.parent, saved_at_ms=0).data)
    uid = next(p.unit for p in s.setup if p.unit)
    front = m.image(f"unit-{uid}-front.png")
    assert PIECE_PX <= front.width <= 100 and front.size[0] == front.size[1]
    grid, _numbering = _attrs(m)
    hex_flats = float(grid["dy"])  # a flat grid: dy is the hex's height, flat to flat
    assert hex_flats >= 2 * 64 * math.sqrt(3) / 2 - 1e-9  # at least twice `banneret render`'s hexes
    assert front.width / hex_flats == pytest.approx(C.UNIT_SIZE / math.sqrt(3), abs=0.01)
    board = m.image(m.one("module.map.boardPicker.Board").get("image"))
    assert board.size == render_map(s, 2 * float(grid["dx"]) / 1.5, units=False).size


def test_a_piece_is_the_counter_alone_without_the_ground_around_it():
    """Cut where the renderer pastes the counter: every pixel of a unit's border is opaque counter (its edge),
    none of it the clear ground; a leader's disc has transparent corners and an opaque centre."""
    s = demo()
    m = module(s)
    ground = terrain_fill("clear")
    for p in s.setup:
        name = f"unit-{p.unit}-front.png" if p.unit else f"leader-{p.leader}-front.png"
        im = m.image(name).convert("RGBA")
        w, h = im.size
        border = [im.getpixel((x, y)) for x in range(w) for y in (0, h - 1)] + \
                 [im.getpixel((x, y)) for y in range(h) for x in (0, w - 1)]
        if p.unit:
            assert all(px[3] == 255 and px[:3] != ground for px in border), name
        else:
            assert im.getpixel((0, 0))[3] == 0 and im.getpixel((w // 2, h // 2))[3] == 255, name


@pytest.mark.parametrize("n", [20, 100, 200])
def test_a_huge_map_is_drawn_smaller_to_keep_the_board_within_bounds(n):
    """200 x 200 hexes at 160 px would be a 665-megapixel board: the default scale shrinks to keep it within
    MAX_BOARD_PIXELS, never below the renderer's 64 px."""
    from rules.export.vassal import MAX_BOARD_PIXELS, default_scale

    grid = Grid(n, n, "flat", 1, 1, "odd")
    scale = default_scale(grid)
    w, h = grid.layout(scale).size()
    assert scale >= 64 and w * h <= MAX_BOARD_PIXELS
    if n == 20:
        assert scale == default_scale()  # a battle-sized map: the full resolution
    if n == 200:
        assert scale < default_scale()


def test_the_map_opens_zoomed_out_to_hexes_about_as_wide_as_before():
    """The larger board opens at the Zoomer level nearest an 80-pixel hex (VASSAL counts `zoomStart` from 1
    at the largest level); zooming in from there shows the full drawing."""
    m = Module(build_vmod(demo(), base_dir=DEMO.parent, saved_at_ms=0).data)
    zoomer = m.one("module.map.Zoomer")
    levels = sorted(float(v) for v in zoomer.get("zoomLevels").split(","))
    start = levels[len(levels) - int(zoomer.get("zoomStart"))]
    hex_width = 2 * float(_attrs(m)[0]["dx"]) / 1.5
    assert 60 <= start * hex_width <= 100
    assert 1.0 in levels  # 100 %: the pieces at their own pixels


# -- the piece encoding --------------------------------------------------------------------------------

@given(st.lists(st.text(alphabet="ab;/\t,\\' ", max_size=8).filter(lambda t: not t.endswith("\\")), min_size=1,
                max_size=5), st.sampled_from(";/\t,"))
def test_sequence_encoding_reads_back(items, delim):
    """Delimiters, quotes and leading backslashes inside items survive (an item ending in a backslash cannot,
    in VASSAL's encoding either: the names written here end with the counter's values in brackets)."""
    assert decode(encode(items, delim), delim) == items


# -- the command ---------------------------------------------------------------------------------------

def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=300)


def test_command_writes_a_module_and_refuses_bad_input(tmp_path):
    out = tmp_path / "battle.vmod"
    done = run("export", "vassal", str(DEMO), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert "pieces" in done.stderr and zipfile.is_zipfile(out)
    missing = run("export", "vassal", str(tmp_path / "nope.yaml"), "-o", str(tmp_path / "x.vmod"))
    assert missing.returncode == 2 and "nope.yaml" in missing.stderr
    nowhere = run("export", "vassal", str(DEMO), "-o", str(tmp_path / "no" / "x.vmod"))
    assert nowhere.returncode == 2 and "cannot write" in nowhere.stderr
    no_format = run("export")
    assert no_format.returncode == 2

