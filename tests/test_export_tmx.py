"""`banneret export tmx`: a Tiled map whose hexes, terrain and objects sit where `banneret render` draws them.

The decisive check opens the file with Tiled's own renderer (`tmxrasterizer`, Debian package `tiled`) and
compares its picture with the render, hex by hex.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops

from rules.export.tmx import TmxGrid, build_tmx, export_tmx, tileset_path
from rules.geometry.hexgrid import Grid, Hexside
from rules.map.counters import parse_colour
from rules.map.render import render_map, terrain_fill
from rules.scenario.files import load_scenario
from rules.scenario.model import HEX_TERRAIN, MapData, Place, Scenario

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "tremithoussia-demo.yaml"
SCALE = 64.0


def demo() -> Scenario:
    s = load_scenario(DEMO).scenario
    assert s is not None
    return s


def every_look(orientation: str = "flat", high: str = "odd", first_column: int = 1, first_row: int = 1) -> Scenario:
    """Every hex terrain at levels -1, 0, 1 and 2, on a small map, with a place name and a river."""
    g = Grid(8, 6, orientation, first_column, first_row, high)
    hexes = list(g.hexes())
    terrain, levels = {}, {}
    for i, h in enumerate(hexes):
        terrain[h] = HEX_TERRAIN[i % len(HEX_TERRAIN)]
        levels[h] = (i // len(HEX_TERRAIN)) % 4 - 1
    a, b = hexes[0], g.neighbours(hexes[0])[0]
    return Scenario(title="looks", map=MapData(g, terrain=terrain, levels=levels, places=[Place(hexes[3], "Ford")],
                                               hexsides={"river": [Hexside(a, b)]}))


def ground(img: Image.Image, xy: tuple[float, float], r: float) -> tuple[int, int, int]:
    """The commonest colour along a short line across the hex's upper part (0.6 r above its centre), where the
    renderer keeps its pattern marks off (they start 0.42 r above the centre, below the label band): the
    hex's ground, which Tiled's tile and the render share even where their trees stand differently."""
    x, y = xy
    got = Counter()
    for k in range(-8, 9):
        px, py = round(x + k * 0.05 * r), round(y - 0.6 * r)
        if 0 <= px < img.width and 0 <= py < img.height:
            got[img.getpixel((px, py))[:3]] += 1
    return got.most_common(1)[0][0]


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def parse(made) -> ET.Element:
    return ET.fromstring(made.tmx)


# -- the map element: Tiled's hexagonal attributes ------------------------------------------------------

def test_flat_grid_is_staggered_on_x_with_the_low_columns_shifted():
    root = parse(build_tmx(demo(), SCALE))
    assert root.get("orientation") == "hexagonal"
    assert root.get("staggeraxis") == "x"
    # R12: odd columns high, so the even columns sit low; Tiled's column index 1 is printed column 2
    assert root.get("staggerindex") == "odd"
    assert (root.get("tilewidth"), root.get("tileheight"), root.get("hexsidelength")) == ("64", "56", "32")
    assert (root.get("width"), root.get("height")) == ("20", "20")


@pytest.mark.parametrize(("high", "first_column", "index"), [
    ("odd", 1, "odd"), ("even", 1, "even"), ("odd", 0, "even"), ("even", 0, "odd"), ("odd", 2, "even")])
def test_stagger_index_follows_which_columns_sit_high_and_the_first_printed_column(high, first_column, index):
    assert TmxGrid(Grid(5, 5, "flat", first_column, 1, high), SCALE).stagger_index == index


def test_pointy_grid_is_staggered_on_y():
    tg = TmxGrid(Grid(5, 4, "pointy", 1, 1, "odd"), SCALE)
    assert (tg.stagger_axis, tg.stagger_index) == ("y", "odd")  # the even rows sit right: Tiled's odd indexes
    assert (tg.tile_width, tg.tile_height, tg.side) == (56, 64, 32)


@settings(max_examples=60, deadline=None)
@given(orientation=st.sampled_from(["flat", "pointy"]), high=st.sampled_from(["odd", "even"]),
       first_column=st.integers(0, 3), first_row=st.integers(0, 3), columns=st.integers(1, 7),
       rows=st.integers(1, 7), scale=st.sampled_from([20.0, 33.0, 48.0, 64.0, 90.0]))
def test_every_tiled_hex_centre_is_the_rendered_centre_up_to_the_integer_tile_rounding(
        orientation, high, first_column, first_row, columns, rows, scale):
    """Tiled's centre of each hex is the renderer's, scaled by the rounded pitch: a wrong stagger would put
    half the hexes half a hex away."""
    g = Grid(columns, rows, orientation, first_column, first_row, high)
    tg = TmxGrid(g, scale)
    layout = g.layout(scale)
    r = scale / 2
    if orientation == "flat":
        kx, ky = tg.column_width / (1.5 * r), tg.tile_height / (r * math.sqrt(3))
    else:
        kx, ky = tg.tile_width / (r * math.sqrt(3)), tg.row_height / (1.5 * r)
    for h in g.hexes():
        (tx, ty), (rx, ry) = tg.centre(h), layout.center(h)
        assert abs(tx - rx * kx) <= 1.0 and abs(ty - ry * ky) <= 1.0, (g.label(h), (tx, ty), (rx, ry))
    tw, th = tg.size()
    rw, rh = layout.size()
    assert abs(tw - rw * kx) <= 1.5 and abs(th - rh * ky) <= 1.5


# -- the tileset: one tile per look, drawn by the renderer -----------------------------------------------

def test_one_tile_per_terrain_and_level_used_each_with_the_renderers_fill():
    s = every_look()
    made = build_tmx(s, SCALE)
    used = {(s.map.terrain[h], s.map.levels[h]) for h in s.grid.hexes()}
    assert set(made.looks) == used and len(made.looks) == len(used)
    tg = made.grid
    assert made.tileset.size == (tg.tile_width * len(used), tg.tile_height)
    root = parse(made)
    tiles = root.find("tileset").findall("tile")
    assert len(tiles) == len(used)
    for tile in tiles:
        i = int(tile.get("id"))
        props = {p.get("name"): p.get("value") for p in tile.iter("property")}
        kind, level = props["terrain"], int(props["level"])
        centre = (i * tg.tile_width + tg.tile_width / 2, tg.tile_height / 2)
        assert close(ground(made.tileset, centre, SCALE / 2), terrain_fill(kind, level), 0), (kind, level)
        assert made.tileset.getpixel((i * tg.tile_width + 1, 1))[3] == 0  # outside the hex: transparent


def test_layer_data_names_each_hexs_tile():
    s = every_look()
    made = build_tmx(s, SCALE)
    data = parse(made).find("layer/data")
    assert data.get("encoding") == "csv"
    rows = [line.rstrip(",").split(",") for line in data.text.strip().splitlines()]
    assert len(rows) == s.grid.rows and all(len(r) == s.grid.columns for r in rows)
    for h in s.grid.hexes():
        x, y = made.grid.cell(h)
        assert made.looks[int(rows[y][x]) - 1] == (s.map.terrain[h], s.map.levels[h])


# -- the objects ---------------------------------------------------------------------------------------

def test_counters_are_objects_named_by_id_on_their_hexes():
    s = demo()
    made = build_tmx(s, SCALE)
    group = next(g for g in parse(made).iter("objectgroup") if g.get("name") == "counters")
    objects = group.findall("object")
    assert len(objects) == len(s.setup)
    by_name = {o.get("name"): o for o in objects}
    for p in s.setup:
        o = by_name[p.unit or p.leader]
        props = {q.get("name"): q.get("value") for q in o.iter("property")}
        assert props["hex"] == s.grid.label(p.hex)
        # a tile object: Tiled anchors it at its bottom-left corner
        x, y = float(o.get("x")) + float(o.get("width")) / 2, float(o.get("y")) - float(o.get("height")) / 2
        cx, cy = made.grid.centre(p.hex)
        assert math.hypot(x - cx, y - cy) < SCALE / 2, p  # inside its hex
        assert int(o.get("gid")) > len(made.looks)  # a tile of the counters tileset, not a terrain tile
        if p.unit:
            assert o.get("type") == "unit" and props["unit_type"] == s.unit(p.unit).type
        else:
            assert o.get("type") == "leader"
    ids = [int(o.get("id")) for o in parse(made).iter("object")]
    assert len(ids) == len(set(ids)) and int(parse(made).get("nextobjectid")) > max(ids)


def test_place_names_hexsides_and_roads_are_objects():
    s = demo()
    root = parse(build_tmx(s, SCALE))
    groups = {g.get("name"): g for g in root.iter("objectgroup")}
    places = [o.find("text").text for o in groups["places"]]
    assert sorted(places) == sorted(p.name for p in s.map.places)
    sides = groups["hexsides"].findall("object")
    assert len(sides) == sum(len(v) for v in s.map.hexsides.values())
    assert all(len(o.find("polyline").get("points").split()) == 2 for o in sides)
    routes = groups["routes"].findall("object")
    assert sorted(o.get("type") for o in routes) == sorted(k for k, v in s.map.routes.items() for _ in v)
    road = next(o for o in routes if o.get("type") == "road")
    chain = s.map.routes["road"][0]
    assert len(road.find("polyline").get("points").split()) == len(chain)


# -- the picture, through Tiled's own renderer -----------------------------------------------------------

TMXRASTERIZER = shutil.which("tmxrasterizer")


def rasterize(tmx: Path, out: Path) -> Image.Image:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([TMXRASTERIZER, "--no-smoothing", "--show-layer", "terrain", str(tmx), str(out)], env=env,
                   check=True, capture_output=True, timeout=120)
    return Image.open(out).convert("RGBA")


@pytest.mark.skipif(TMXRASTERIZER is None, reason="tmxrasterizer (Debian package 'tiled') is not installed; "
                                                  ".ci/run installs it where apt-get is available")
@pytest.mark.parametrize("make", [demo, every_look, lambda: every_look(high="even", first_column=0),
                                  lambda: every_look("pointy"), lambda: every_look("pointy", "even", 1, 0)],
                         ids=["demo", "flat-odd", "flat-even-from-0", "pointy-odd", "pointy-even-from-0"])
def test_tiled_draws_the_terrain_of_every_hex_as_banneret_render_does(tmp_path, make):
    s = make()
    out = tmp_path / "map.tmx"
    made = export_tmx(s, out, SCALE)
    assert tileset_path(out).is_file()
    tiled = rasterize(out, tmp_path / "tiled.png")
    # the reference: banneret render of the same map, terrain only (no counters, labels, routes, hexsides, places)
    terrain_only = replace(s, map=replace(s.map, routes={}, hexsides={}, places=[]), setup=[])
    ref = render_map(terrain_only, SCALE, units=False, labels=False).convert("RGB")
    tg = made.grid
    assert tiled.size == tg.size()
    layout = s.grid.layout(SCALE)
    r = SCALE / 2
    drift = (s.grid.columns * abs(tg.column_width - 1.5 * r), s.grid.rows * abs(tg.tile_height - r * math.sqrt(3)))
    if s.grid.orientation == "pointy":
        drift = (s.grid.columns * abs(tg.tile_width - r * math.sqrt(3)), s.grid.rows * abs(tg.row_height - 1.5 * r))
    assert abs(tiled.width - ref.width) <= drift[0] + 2 and abs(tiled.height - ref.height) <= drift[1] + 2
    # where Tiled must have drawn each hex: the renderer's centre scaled by the pitch the TMX attributes give
    # (independent of the exporter's own centre formula, so a wrong stagger shows here)
    root = ET.parse(out).getroot()
    tw, th, side = (int(root.get(k)) for k in ("tilewidth", "tileheight", "hexsidelength"))
    if root.get("staggeraxis") == "x":
        kx, ky = ((tw - side) // 2 + side) / (1.5 * r), th / (r * math.sqrt(3))
    else:
        kx, ky = tw / (r * math.sqrt(3)), ((th - side) // 2 + side) / (1.5 * r)
    wrong = []
    for h in s.grid.hexes():
        rx, ry = layout.center(h)
        got = ground(tiled, (rx * kx, ry * ky), r)
        want = ground(ref, layout.center(h), r)
        if not close(got, want):
            wrong.append((s.grid.label(h), got, want))
    assert not wrong, wrong[:5]


def counter_tiles(tmx: Path) -> dict[int, Image.Image]:
    """The counters tileset's tiles by gid, cut from its image as Tiled cuts them."""
    root = ET.parse(tmx).getroot()
    ts = next(t for t in root.iter("tileset") if t.get("name") == "counters")
    first, size = int(ts.get("firstgid")), int(ts.get("tilewidth"))
    sheet = Image.open(tmx.parent / ts.find("image").get("source")).convert("RGBA")
    return {first + i: sheet.crop((i * size, 0, (i + 1) * size, size)) for i in range(int(ts.get("tilecount")))}


@pytest.mark.skipif(TMXRASTERIZER is None, reason="tmxrasterizer (Debian package 'tiled') is not installed")
@pytest.mark.parametrize("scenario", ["tremithoussia-demo", "hautmesnil-1478"])
def test_tiled_draws_every_counter_as_its_picture_not_an_empty_box(tmp_path, scenario):
    """Issue #26 item 15: rectangles and ellipses came out of tmxrasterizer as empty grey boxes. Each counter is
    a tile object: where no later counter covers it, Tiled's picture shows the counter's own pixels (the
    side's colour, its values), and the tile is the renderer's counter."""
    path = ROOT / "scenarios" / f"{scenario}.yaml"
    s = load_scenario(path).scenario
    out = tmp_path / "map.tmx"
    export_tmx(s, out, SCALE, base_dir=path.parent)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([TMXRASTERIZER, "--no-smoothing", "--show-layer", "counters", str(out), str(tmp_path / "c.png")],
                   env=env, check=True, capture_output=True, timeout=120)
    tiled = Image.open(tmp_path / "c.png").convert("RGBA")
    tiles = counter_tiles(out)
    objects = [o for o in ET.parse(out).getroot().iter("object") if o.get("gid")]
    assert len(objects) == len(s.setup)
    boxes = [(float(o.get("x")), float(o.get("y")) - float(o.get("height")), float(o.get("width"))) for o in objects]
    checked = wrong = 0
    for k, o in enumerate(objects):
        tile = tiles[int(o.get("gid"))]
        x0, y0, w = boxes[k]
        for i in range(2, tile.width - 2, 3):
            for j in range(2, tile.height - 2, 3):
                px, py = x0 + i, y0 + j
                if tile.getpixel((i, j))[3] < 255 or any(bx <= px < bx + bw and by <= py < by + bw
                                                         for bx, by, bw in boxes[k + 1:]):
                    continue  # transparent here, or a counter drawn later lies over it
                checked += 1
                wrong += not close(tiled.getpixel((round(px), round(py)))[:3], tile.getpixel((i, j))[:3], 24)
    assert checked > 40 * len(objects) and wrong < 0.03 * checked, (wrong, checked)
    # the tiles are the renderer's counters: a unit's front in its side's colour (its left, mid-height)
    uid = next(p.unit for p in s.setup if p.unit and not p.fatigued)
    o = next(o for o in objects if o.get("name") == uid)
    tile = tiles[int(o.get("gid"))]
    assert close(tile.getpixel((tile.width // 8, tile.height // 2))[:3], parse_colour(s.side_of_unit(uid).colour))


def rasterize_layer(tmx: Path, layer: str, out: Path, smooth: bool = False) -> Image.Image:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    args = [TMXRASTERIZER, *(() if smooth else ("--no-smoothing",)), "--show-layer", layer, str(tmx), str(out)]
    subprocess.run(args, env=env, check=True, capture_output=True, timeout=120)
    return Image.open(out).convert("RGBA")


@pytest.mark.skipif(TMXRASTERIZER is None, reason="tmxrasterizer (Debian package 'tiled') is not installed")
@pytest.mark.parametrize("scenario", ["tremithoussia-demo", "hautmesnil-1478"])
def test_tiled_draws_each_counter_the_size_and_place_the_render_draws_it(tmp_path, scenario):
    """Issue #26 item 4 in Tiled: a unit 84 % of the hex, a stack offset step by step, a leader's smaller disc
    over the top unit's banner corner. Every pixel of a counter in Tiled's picture, taken from its hex's centre,
    is the render's pixel at the same place from the render's centre (within a pixel: Tiled's hexes are whole
    pixels); a leader on a stack drawn at the lone disc's size, or a stack drawn elsewhere, fails here."""
    path = ROOT / "scenarios" / f"{scenario}.yaml"
    s = load_scenario(path).scenario
    out = tmp_path / "map.tmx"
    made = export_tmx(s, out, SCALE, base_dir=path.parent)
    tiled = rasterize_layer(out, "counters", tmp_path / "c.png")
    ref = render_map(replace(s, map=replace(s.map, places=[])), SCALE, labels=False, base_dir=path.parent)
    ref = ref.convert("RGB")
    layout = s.grid.layout(SCALE)
    objects = [o for o in ET.parse(out).getroot().iter("object") if o.get("gid")]
    boxes = [(float(o.get("x")), float(o.get("y")) - float(o.get("height")), float(o.get("width"))) for o in objects]
    leaders_on_stacks = 0
    for k, o in enumerate(objects):
        props = {q.get("name"): q.get("value") for q in o.iter("property")}
        h = s.grid.parse_label(props["hex"])
        (tx, ty), (rx, ry) = made.grid.centre(h), layout.center(h)
        x0, y0, w = boxes[k]
        checked = wrong = 0
        for i in range(0, round(w)):
            for j in range(0, round(w)):
                px, py = round(x0) + i, round(y0) + j
                if tiled.getpixel((px, py))[3] < 255 or any(bx <= px < bx + bw and by <= py < by + bw
                                                            for bx, by, bw in boxes[k + 1:]):
                    continue  # not this counter's pixel, or a counter drawn later lies over it
                qx, qy = px - tx + rx, py - ty + ry
                near = [ref.getpixel((round(qx) + a, round(qy) + b)) for a in (-1, 0, 1) for b in (-1, 0, 1)
                        if 0 <= round(qx) + a < ref.width and 0 <= round(qy) + b < ref.height]
                checked += 1
                wrong += not any(close(tiled.getpixel((px, py))[:3], c, 24) for c in near)
        assert checked > 100, (o.get("name"), checked)  # even under a stack's top counter, its edges show
        assert wrong <= 0.06 * checked, (o.get("name"), props["hex"], wrong, checked)  # old leaders: 8-17 %
        if o.get("type") == "leader" and any(q.hex == h and q.leader is None for q in s.setup):
            leaders_on_stacks += 1
    assert leaders_on_stacks  # the case that differs from a lone counter is in the picture


@pytest.mark.skipif(TMXRASTERIZER is None, reason="tmxrasterizer (Debian package 'tiled') is not installed")
@pytest.mark.parametrize("scenario", ["tremithoussia-demo", "hautmesnil-1478"])
def test_tiled_prints_each_place_name_where_the_render_prints_it(tmp_path, scenario):
    """Issue #26 item 4: names placed where no counter is (counters.place_name_offset: in the hex's lower part,
    else across its bottom or top hexside, else where it covers least). Isaac's camp (0407) goes above its
    stack, Hautmesnil's names below theirs: in Tiled's picture each name's ink sits, from its hex's centre,
    where the render's does (within the whole-pixel rounding of Tiled's hexes); and wherever the render finds a
    name a place clear of the counters, no ink of it lies on a counter in Tiled's picture either."""
    from rules.map import counters as C
    from rules.map.render import place_name_half, place_name_px

    path = ROOT / "scenarios" / f"{scenario}.yaml"
    s = load_scenario(path).scenario
    out = tmp_path / "map.tmx"
    made = export_tmx(s, out, SCALE, base_dir=path.parent)
    names = rasterize_layer(out, "places", tmp_path / "p.png", smooth=True).getchannel("A")
    counters = rasterize_layer(out, "counters", tmp_path / "c.png").getchannel("A")
    ink = names.point(lambda a: 255 if a > 96 else 0)
    under = counters.point(lambda a: 255 if a == 255 else 0)
    both = Image.composite(ink, Image.new("L", ink.size, 0), under)
    # the render's names: what a render with them differs from one without, around each hex
    with_names = render_map(s, SCALE, labels=False, base_dir=path.parent).convert("RGB")
    without = render_map(replace(s, map=replace(s.map, places=[])), SCALE, labels=False, base_dir=path.parent)
    printed = ImageChops.difference(with_names, without.convert("RGB")).convert("L").point(lambda v: 255 if v else 0)
    layout, r, flat = s.grid.layout(SCALE), SCALE / 2, s.grid.orientation == "flat"
    stacks: dict = {}
    for p in s.setup:
        stacks.setdefault(p.hex, [0, 0])[p.leader is not None] += 1
    group = next(g for g in ET.parse(out).getroot().iter("objectgroup") if g.get("name") == "places")
    moved = clear = 0
    for o in group.findall("object"):
        h = s.grid.parse_label(o.find("properties/property[@name='hex']").get("value"))
        half_w, half_h = place_name_half(o.get("name"), place_name_px(r))
        x, y, w, hh = (float(o.get(k)) for k in ("x", "y", "width", "height"))
        got = ink.crop((round(x), round(y), round(x + w), round(y + hh))).getbbox()
        assert got is not None, o.get("name")
        tx, ty = made.grid.centre(h)
        got_at = (x + (got[0] + got[2]) / 2 - tx, y + (got[1] + got[3]) / 2 - ty)
        rx, ry = layout.center(h)
        window = (round(rx - half_w - 2), round(ry - 1.6 * r), round(rx + half_w + 2), round(ry + 1.6 * r))
        want = printed.crop(window).getbbox()
        want_at = (window[0] + (want[0] + want[2]) / 2 - rx, window[1] + (want[1] + want[3]) / 2 - ry)
        assert abs(got_at[0] - want_at[0]) <= 3 and abs(got_at[1] - want_at[1]) <= 3, (o.get("name"), got_at, want_at)
        moved += abs(want_at[1] - r * math.sqrt(3) / 2 * 0.56) > 3  # not the first choice: counters in the way
        near = [(layout.center(n), *stacks[n]) for n in (h, *s.grid.neighbours(h)) if n in stacks]
        boxes = C.boxes_around(r, flat, layout.center(h), near)
        dx, dy = C.place_name_offset(r, flat, half_w, half_h, boxes)
        if not any(min(x1, dx + half_w) > max(x0, dx - half_w) and min(y1, dy + half_h) > max(y0, dy - half_h)
                   for x0, y0, x1, y1 in boxes):  # the render finds this name a clear place
            clear += 1
            assert both.crop((round(x), round(y), round(x + w), round(y + hh))).getbbox() is None, o.get("name")
    assert moved and clear  # a name moved out of the counters' way is among them


@pytest.mark.parametrize("scenario", ["tremithoussia-demo", "hautmesnil-1478"])
def test_every_place_name_object_is_wide_enough_for_the_whole_name(scenario):
    """Tiled clips a text to its object: "Bridge of Hautmesnil" came out as "ridge of Hautmesn" in a box two
    tiles wide. Each box is at least the name's width in DejaVu Sans Bold (Tiled's bold face on Linux)."""
    from PIL import ImageFont

    s = load_scenario(ROOT / "scenarios" / f"{scenario}.yaml").scenario
    root = parse(build_tmx(s, SCALE))
    group = next(g for g in root.iter("objectgroup") if g.get("name") == "places")
    for o in group.findall("object"):
        text = o.find("text")
        font = ImageFont.truetype("DejaVuSans-Bold.ttf", int(text.get("pixelsize")))
        left, _t, right, _b = font.getbbox(text.text)
        assert float(o.get("width")) >= right - left + 4, text.text


@pytest.mark.skipif(TMXRASTERIZER is None, reason="tmxrasterizer (Debian package 'tiled') is not installed")
def test_tiled_prints_every_place_name_whole(tmp_path):
    """In Tiled's own picture, the ink of each name stays inside its box, clear of both ends (a clipped name
    runs into them)."""
    path = ROOT / "scenarios" / "hautmesnil-1478.yaml"
    s = load_scenario(path).scenario
    out = tmp_path / "map.tmx"
    export_tmx(s, out, SCALE)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([TMXRASTERIZER, "--show-layer", "places", str(out), str(tmp_path / "p.png")], env=env, check=True,
                   capture_output=True, timeout=120)
    tiled = Image.open(tmp_path / "p.png").convert("RGBA")
    group = next(g for g in ET.parse(out).getroot().iter("objectgroup") if g.get("name") == "places")
    for o in group.findall("object"):
        x, y, w, h = (float(o.get(k)) for k in ("x", "y", "width", "height"))
        box = (max(0, round(x)), round(y), min(tiled.width, round(x + w)), round(y + h))
        ink = tiled.crop(box).getchannel("A").point(lambda a: 255 if a > 128 else 0).getbbox()
        assert ink is not None, o.get("name")
        at_left, at_right = ink[0] <= 1 and box[0] > 0, ink[2] >= box[2] - box[0] - 1 and box[2] < tiled.width
        assert not at_left and not at_right, (o.get("name"), ink, box)


# -- the command -----------------------------------------------------------------------------------------

def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules.cli", *args], capture_output=True, text=True, cwd=cwd or ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=300)


def test_command_writes_the_map_and_its_tileset(tmp_path):
    out = tmp_path / "battle.tmx"
    done = run("export", "tmx", str(DEMO), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert "counters" in done.stderr
    root = ET.parse(out).getroot()
    assert root.find("tileset/image").get("source") == "battle-terrain.png"
    assert Image.open(tmp_path / "battle-terrain.png").size[1] == int(root.get("tileheight"))
    counters = next(t for t in root.iter("tileset") if t.get("name") == "counters")
    assert counters.find("image").get("source") == "battle-counters.png"
    assert Image.open(tmp_path / "battle-counters.png").size[1] == int(counters.get("tileheight"))
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_command_refuses_bad_input_with_a_message(tmp_path):
    missing = run("export", "tmx", str(tmp_path / "nope.yaml"), "-o", str(tmp_path / "m.tmx"))
    assert missing.returncode == 2 and "nope.yaml" in missing.stderr
    scale = run("export", "tmx", str(DEMO), "-o", str(tmp_path / "m.tmx"), "--scale", "2")
    assert scale.returncode == 1 and "--scale" in scale.stderr
    nowhere = run("export", "tmx", str(DEMO), "-o", str(tmp_path / "no" / "such" / "m.tmx"))
    assert nowhere.returncode == 2 and "cannot write" in nowhere.stderr
    assert not (tmp_path / "m.tmx").exists()


def test_hex_labels_are_not_needed_to_read_a_counters_hex():
    """The property `hex` is the printed label: the same on the map, in the file and in Tiled."""
    s = demo()
    made = build_tmx(s, SCALE)
    labels = {q.get("value") for q in parse(made).iter("property") if q.get("name") == "hex"}
    assert {s.grid.label(p.hex) for p in s.setup} <= labels
    assert all(s.grid.contains(s.grid.parse_label(v)) for v in labels)

