"""The headless renderer: what a designer would notice on the picture, checked on pixels."""

from __future__ import annotations

import math
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image

from rules.geometry.hexgrid import Grid, Hex, Hexside
from rules.map import counters as C
from rules.map import render
from rules.map.render import PNG_COMPRESS_LEVEL, render_map, save_png
from rules.scenario.files import load_scenario_bytes
from rules.scenario.model import (
    Leader,
    LeaderValues,
    MapData,
    Place,
    Placement,
    RoutEdge,
    Scenario,
    Side,
    Unit,
    UnitValues,
)

ROOT = Path(__file__).resolve().parent.parent
SCALE = 64.0


def make(columns: int = 6, rows: int = 5, orientation: str = "flat", **map_kw) -> Scenario:
    return Scenario(title="test", map=MapData(Grid(columns, rows, orientation), **map_kw))


def hx(s: Scenario, label: str) -> Hex:
    return s.grid.parse_label(label)


def centre(s: Scenario, h: Hex, scale: float = SCALE) -> tuple[float, float]:
    return s.grid.layout(scale).center(h)


def px(img: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return img.getpixel((round(xy[0]), round(xy[1])))[:3]


def dominant(img: Image.Image, xy: tuple[float, float], radius: int = 6) -> tuple[int, int, int]:
    """The commonest colour in a small box: the ground of a hex, whatever pattern mark is at its centre."""
    x, y = round(xy[0]), round(xy[1])
    box = img.crop((x - radius, y - radius, x + radius + 1, y + radius + 1))
    return Counter(pixels(box)).most_common(1)[0][0][:3]


def pixels(img: Image.Image) -> list:
    get = getattr(img, "get_flattened_data", None) or img.getdata  # getdata is going away in Pillow 14
    return list(get())


def luma(c: tuple[int, int, int]) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def rgb(s: Scenario, **kw) -> Image.Image:
    return render_map(s, **kw).convert("RGB")


def side(colour: str = "#b03a2e", units: list[Unit] | None = None, leaders: list[Leader] | None = None,
         sid: str = "red") -> Side:
    return Side(sid, sid.title(), colour, "attacker", RoutEdge(edge="west"), None, 0, leaders or [], [],
                units or [])


def unit(uid: str = "u1", banner: str = "b1", type_: str = "Ch") -> Unit:
    return Unit(uid, banner, type_, UnitValues(4, 7, 6), UnitValues(4, 5, 5), mounted=True)


# -- size and geometry ------------------------------------------------------------------------------

@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("columns,rows", [(7, 5), (2, 2), (30, 21)])
def test_image_size_matches_the_layout(orientation, columns, rows):
    s = make(columns, rows, orientation)
    img = render_map(s, scale=SCALE)
    w, h = s.grid.layout(SCALE).size()
    assert img.size == (math.ceil(w - 1e-9), math.ceil(h - 1e-9))  # the last, partly covered pixel included


def test_scale_sets_the_size():
    s = make(10, 8)
    small, big = render_map(s, scale=32), render_map(s, scale=64)
    assert abs(big.width - 2 * small.width) <= 1 and abs(big.height - 2 * small.height) <= 1


def test_palette_image_and_png(tmp_path):
    s = make(4, 4, terrain={Hex(1, 0): "wood"})
    img = render_map(s)
    assert img.mode == "P"  # a byte per pixel: small to hold, quick to encode
    out = tmp_path / "map.png"
    save_png(img, out)
    with Image.open(out) as back:
        assert back.format == "PNG" and back.size == img.size
        assert back.convert("RGB").tobytes() == img.convert("RGB").tobytes()
    assert 0 <= PNG_COMPRESS_LEVEL <= 9


# -- terrain and levels -----------------------------------------------------------------------------

def test_sea_is_blue_and_wood_is_green():
    s = make()
    sea, wood = hx(s, "0203"), hx(s, "0403")
    s.map.terrain = {sea: "sea", wood: "wood"}
    img = rgb(s)
    r, g, b = dominant(img, centre(s, sea))
    assert b > r + 60 and b > g
    r, g, b = dominant(img, centre(s, wood))
    assert g > r + 20 and g > b + 20


def test_every_terrain_has_its_own_look():
    s = make(9, 1)
    kinds = ("clear", "wood", "bushes", "marsh", "village", "farm", "pond", "lake", "sea")
    hexes = [s.grid.from_offset(c + 1, 1) for c in range(9)]
    s.map.terrain = {h: k for h, k in zip(hexes, kinds, strict=True)}
    img = rgb(s)
    grounds = [dominant(img, centre(s, h), radius=10) for h in hexes]
    assert len(set(grounds)) == len(kinds)
    # and every kind but clear has marks on it: more than two colours inside the hex
    for h, kind in zip(hexes, kinds, strict=True):
        x, y = centre(s, h)
        colours = set(pixels(img.crop((round(x) - 18, round(y) - 10, round(x) + 18, round(y) + 18))))
        assert (len(colours) > 1) == (kind != "clear"), kind


def test_higher_level_is_darker():
    s = make()
    low, high = hx(s, "0202"), hx(s, "0402")
    s.map.levels = {high: 2}
    img = rgb(s)
    assert luma(dominant(img, centre(s, high))) < luma(dominant(img, centre(s, low))) - 20
    one = make()
    one.map.levels = {hx(one, "0402"): 1}
    lvl1 = dominant(rgb(one), centre(one, hx(one, "0402")))
    assert luma(dominant(img, centre(s, high))) < luma(lvl1) < luma(dominant(img, centre(s, low)))


def test_contour_where_the_level_changes():
    s = make()
    a, b, c = hx(s, "0302"), hx(s, "0303"), hx(s, "0304")
    s.map.levels = {a: 1, b: 1}
    img = rgb(s)
    layout = s.grid.layout(SCALE)
    on_change = layout.hexside_segment(Hexside(b, c))
    no_change = layout.hexside_segment(Hexside(a, b))
    mid = lambda seg: ((seg[0][0] + seg[1][0]) / 2, (seg[0][1] + seg[1][1]) / 2)  # noqa: E731
    r, g, bl = px(img, mid(on_change))
    assert r > g > bl and luma((r, g, bl)) < 130  # brown
    assert px(img, mid(no_change)) != (r, g, bl)


# -- routes and hexsides ----------------------------------------------------------------------------

def test_road_drawn_only_along_its_links():
    s = make()
    a = hx(s, "0202")
    b, c = s.grid.neighbour(a, 2), s.grid.neighbour(a, 3)  # SE and S of a: the three are mutually adjacent
    assert s.grid.direction_to(a, b) is not None and s.grid.direction_to(a, c) is not None
    assert s.grid.direction_to(b, c) is not None
    s.map.routes = {"road": [[a, b, c]]}  # a-b and b-c are linked, a-c is not
    img = rgb(s)
    road = px(img, ((centre(s, a)[0] + centre(s, b)[0]) / 2, (centre(s, a)[1] + centre(s, b)[1]) / 2))
    assert road[0] > road[1] + 40 and road[0] > road[2] + 40  # the road's red-brown
    assert px(img, ((centre(s, b)[0] + centre(s, c)[0]) / 2, (centre(s, b)[1] + centre(s, c)[1]) / 2)) == road
    unlinked = px(img, ((centre(s, a)[0] + centre(s, c)[0]) / 2, (centre(s, a)[1] + centre(s, c)[1]) / 2))
    assert unlinked != road


def test_track_is_dashed_and_thinner():
    s = make()
    a, b = hx(s, "0202"), hx(s, "0203")
    s.map.routes = {"track": [[a, b]]}
    img = rgb(s)
    (x0, y0), (_, y1) = centre(s, a), centre(s, b)
    samples = [px(img, (x0, y0 + (y1 - y0) * k / 40)) for k in range(41)]
    ground = dominant(img, (x0 + 15, y0))
    on = [c for c in samples if c != ground and luma(c) < 150]
    assert 10 < len(on) < 38  # dashes and gaps


@pytest.mark.parametrize("feature,check", [
    ("river", lambda c: c[2] > c[0] + 80 and c[2] > c[1] + 40),
    ("stream", lambda c: c[2] > c[0] + 60),
    ("wall", lambda c: abs(c[0] - c[1]) < 10 and abs(c[1] - c[2]) < 10 and c[0] < 140),
])
def test_hexside_feature_on_its_hexside(feature, check):
    s = make()
    a, b = hx(s, "0302"), hx(s, "0303")
    s.map.hexsides = {feature: [Hexside(a, b)]}
    img = rgb(s)
    (p, q) = s.grid.layout(SCALE).hexside_segment(Hexside(a, b))
    assert check(px(img, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))), px(img, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))
    # another hexside of the same hex stays a plain grid line
    (p, q) = s.grid.layout(SCALE).hexside_segment(Hexside(a, hx(s, "0202")))
    assert not check(px(img, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)))


def test_wall_crenels_stand_outside():
    s = make()
    inside, outside = hx(s, "0302"), hx(s, "0303")
    s.map.hexsides = {"wall": [Hexside(inside, outside)]}
    img = rgb(s)
    (ax, ay), (bx, by) = centre(s, inside), centre(s, outside)
    ux, uy = (bx - ax) / 55.4, (by - ay) / 55.4  # unit vector from inside to outside (55.4 px apart)
    seg = s.grid.layout(SCALE).hexside_segment(Hexside(inside, outside))

    def dark_along(sign: float) -> int:
        n = 0
        for k in range(5, 96):
            t = k / 100
            x = seg[0][0] + (seg[1][0] - seg[0][0]) * t + sign * ux * 6.5
            y = seg[0][1] + (seg[1][1] - seg[0][1]) * t + sign * uy * 6.5
            n += luma(px(img, (x, y))) < 100
        return n

    assert dark_along(+1) > 10 and dark_along(-1) == 0


def test_bridge_and_ford_on_a_river():
    s = make()
    a, b, c = hx(s, "0302"), hx(s, "0303"), hx(s, "0304")
    s.map.hexsides = {"river": [Hexside(a, b), Hexside(b, c)], "bridge": [Hexside(a, b)], "ford": [Hexside(b, c)]}
    img = rgb(s)
    layout = s.grid.layout(SCALE)
    (p, q) = layout.hexside_segment(Hexside(a, b))
    r, g, bl = px(img, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))
    assert r > bl and r > 100  # a brown plank, not water
    (p, q) = layout.hexside_segment(Hexside(b, c))
    assert luma(px(img, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))) > 180  # a light ford across the blue


def test_gate_and_fortification_render():
    s = make()
    a, b, c = hx(s, "0302"), hx(s, "0303"), hx(s, "0202")
    s.map.hexsides = {"gate": [Hexside(a, b)], "fortification": [Hexside(a, c)]}
    img = rgb(s)
    plain = rgb(make())
    for side_ in (Hexside(a, b), Hexside(a, c)):
        (p, q) = s.grid.layout(SCALE).hexside_segment(side_)
        x0, y0 = min(p[0], q[0]) - 4, min(p[1], q[1]) - 4
        box = (round(x0), round(y0), round(max(p[0], q[0]) + 4), round(max(p[1], q[1]) + 4))
        assert img.crop(box).tobytes() != plain.crop(box).tobytes()


# -- labels and places ------------------------------------------------------------------------------

def test_hex_labels_toggle():
    s = make()
    h = hx(s, "0303")
    x, y = centre(s, h)
    top = (round(x) - 14, round(y - 27), round(x) + 14, round(y - 16))
    with_labels, without = rgb(s), rgb(s, labels=False)
    assert len(set(pixels(with_labels.crop(top)))) > 1
    assert len(set(pixels(without.crop(top)))) == 1


def test_place_name_is_drawn():
    s = make()
    h = hx(s, "0303")
    s.map.places = [Place(h, "Arsuf")]
    x, y = centre(s, h)
    box = (round(x) - 20, round(y) + 8, round(x) + 20, round(y) + 24)
    assert rgb(s).crop(box).tobytes() != rgb(make()).crop(box).tobytes()


# -- counters ---------------------------------------------------------------------------------------

def counter_centre(s: Scenario, h: Hex, scale: float = SCALE) -> tuple[float, float]:
    """Where a lone unit counter is drawn: centred in its hex (#26: as a counter stands on a printed map)."""
    return centre(s, h, scale)


def test_counter_in_side_colour_only_with_units():
    s = make()
    h = hx(s, "0303")
    s.sides = [side("#1f5fbf", [unit()])]
    s.setup = [Placement(h, unit="u1", facing=0)]
    x, y = counter_centre(s, h)
    ground = (x - SCALE * 0.2, y - SCALE * 0.05)  # left of the type figure
    assert px(rgb(s), ground) == (0x1F, 0x5F, 0xBF)
    assert px(rgb(s, units=False), ground) != (0x1F, 0x5F, 0xBF)


def test_counter_centred_banner_band_values_and_facing_pointer_outside_it():
    """#26 item 4: the counter is centred in its hex, 84 % of the hex's flat-to-flat width (a 16-mm counter on
    a 19-mm hex), and the facing pointer stands out of its edge, covering nothing printed on it."""
    s = make()
    h = hx(s, "0303")
    s.sides = [side("#1f5fbf", [unit()])]
    s.setup = [Placement(h, unit="u1", facing=0)]  # N on a flat grid
    img, bare = rgb(s), rgb(s, units=False)
    x, y = counter_centre(s, h)
    r = SCALE / 2
    half = r * C.UNIT_SIZE / 2
    flats = r * math.sqrt(3)
    # centred and 84 % of the flats: the counter's edge found from the centre outwards, left and right
    row = round(y + half * 0.2)

    def edge(step):
        k = 0
        while img.getpixel((round(x) + k, row)) != bare.getpixel((round(x) + k, row)) or abs(k) < half * 0.5:
            k += step
        return k

    left, right = edge(-1), edge(1)
    assert abs((right - left) - 0.84 * flats) <= 3
    assert abs(right + left) <= 2  # as far out on either side
    # the banner band across the top, in the banner's colour
    assert px(img, (x, y - half + 2)) == C.banner_colour("b1", (0x1F, 0x5F, 0xBF))
    values = img.crop((round(x - half) + 2, round(y + half * 0.3), round(x + half) - 2, round(y + half) - 2))
    assert any(luma(c) > 200 for c in pixels(values))  # white SP-quality-MP on the dark counter
    # the pointer stands out of the counter's top edge, toward the north hexside, not the south one
    assert luma(px(img, (x, y - half - 3))) < 60
    assert px(img, (x, y + half + 4)) == px(bare, (x, y + half + 4))
    # the printed counter's band (code, type) is whole: the pointer is outside it
    band = img.crop((round(x - half) + 3, round(y - half) + 2, round(x + half) - 3, round(y - half + half * 0.5)))
    assert C.edge_of((0x1F, 0x5F, 0xBF)) not in pixels(band)


def test_hex_label_under_a_counter_is_not_drawn():
    """#26 item 4: a hex's number under a counter is left out (as on the table), not cut in half by it."""
    s = make()
    h, empty = hx(s, "0303"), hx(s, "0305")
    s.sides = [side("#1f5fbf", [unit()])]
    s.setup = [Placement(h, unit="u1")]
    img, unlabelled = rgb(s), rgb(s, labels=False)
    for hh, drawn in ((h, False), (empty, True)):
        lx0, ly0, lx1, ly1 = C.label_box(SCALE / 2, True, s.grid.digits)
        cx, cy = centre(s, hh)
        box = (round(cx + lx0), round(cy + ly0), round(cx + lx1), round(cy + ly1))
        assert (img.crop(box).tobytes() != unlabelled.crop(box).tobytes()) is drawn


def test_fatigued_back_shows_its_values_and_a_white_stripe():
    s = make()
    a, b, c = hx(s, "0202"), hx(s, "0402"), hx(s, "0204")
    fresh_look = unit("u1")
    back_as_front = Unit("u3", "b1", "Ch", UnitValues(4, 5, 5), UnitValues(1, 1, 1), mounted=True)
    s.sides = [side("#1f5fbf", [fresh_look, unit("u2"), back_as_front])]
    s.setup = [Placement(a, unit="u1"), Placement(b, unit="u2", fatigued=True), Placement(c, unit="u3")]
    img = rgb(s)
    half = SCALE / 2 * C.UNIT_SIZE / 2

    def at(h, dx, dy):
        x, y = counter_centre(s, h)
        return px(img, (x + dx * half, y + dy * half))

    assert at(b, -0.85, 0.0) == (255, 255, 255)  # the thick white stripe of the back
    assert at(a, -0.85, 0.0) == (0x1F, 0x5F, 0xBF)

    def row(h):  # the values along the bottom, ink only (the ground differs: the back is paler)
        x, y = counter_centre(s, h)
        box = img.crop((round(x - half) + 2, round(y + half * 0.45), round(x + half) - 2, round(y + half) - 2))
        return [luma(p) > 200 for p in pixels(box)]

    def agree(p, q):
        return sum(x == y for x, y in zip(p, q, strict=True)) / len(p)

    # 4-5-5 on the back, not the front's 4-7-6: what a counter printed 4-5-5 shows (but for smoothed edges)
    assert agree(row(b), row(c)) > 0.92
    assert agree(row(b), row(a)) < agree(row(b), row(c)) - 0.05


def test_disorder_marker_over_the_top_right_corner():
    s = make()
    h = hx(s, "0204")
    s.sides = [side("#1f5fbf", [unit("u3")])]
    s.setup = [Placement(h, unit="u3", disorder="routed")]
    mx, my, ms = C.marker_box(*counter_centre(s, h), SCALE / 2)
    assert dominant(rgb(s), (mx - ms * 0.33, my), radius=1) == C.ROUTED  # beside its letter
    s.setup[0].disorder = "discouraged"
    assert dominant(rgb(s), (mx - ms * 0.33, my), radius=1) == C.DISCOURAGED


def test_stack_offset_as_players_stack_and_leader_disc_on_it_and_alone():
    """#26 item 4: a stack is a pile, each counter a step up and left of the one under it, the edges of those
    under showing; a leader's disc stands on the pile's top-left corner (the banner code), clear of the top
    unit's type code and values; alone, a leader takes the centre."""
    s = make()
    h, alone = hx(s, "0303"), hx(s, "0502")
    ld = Leader("l1", "b1", LeaderValues(3, 4, 4, 8), name="Richard Coeur de Lion")
    ld2 = Leader("l2", "b2", LeaderValues(1, 2, 2, 8), name="Robert")
    s.sides = [side("#1f5fbf", [unit("u1"), unit("u2")], [ld, ld2])]
    s.sides[0].army_commander = "l1"
    s.setup = [Placement(h, unit="u1"), Placement(h, unit="u2"), Placement(h, leader="l1"),
               Placement(alone, leader="l2")]
    img = rgb(s)
    r = SCALE / 2
    half = r * C.UNIT_SIZE / 2
    (u1, u2), (l1,) = C.stack_offsets(r, True, 2, 1)
    assert u1[0] > u2[0] and u1[1] > u2[1]  # the one under (listed first, drawn first) down and right
    assert abs(u1[0] + u2[0]) < 1e-9 and abs(u1[1] + u2[1]) < 1e-9  # the pile centred in the hex
    x, y = centre(s, h)
    blue = (0x1F, 0x5F, 0xBF)
    edge = C.edge_of(blue)
    # the lower counter's bottom-right edge shows below and right of the upper one's
    lower_corner = (x + u1[0] + half - 2, y + u1[1] + half - 2)
    assert lower_corner[0] > x + u2[0] + half and lower_corner[1] > y + u2[1] + half
    assert luma(px(img, lower_corner)) < luma(blue) + 1 or px(img, lower_corner) == edge
    # the commander's disc on the top unit's top-left corner: his banner's colour, a gold rim
    d = r * C.leader_size(2)
    lx, ly = x + l1[0], y + l1[1]
    assert lx < x + u2[0] and ly < y + u2[1]
    assert lx + d / 2 < x + u2[0] + half * 0.2  # clear of the type code, right in the band
    assert ly + d / 2 < y + u2[1] + half * 0.1  # and above the values
    assert dominant(img, (lx - d * 0.3, ly + d * 0.05), radius=1) == C.banner_colour("b1", blue)
    disc = img.crop((round(lx - d / 2), round(ly - d / 2), round(lx + d / 2), round(ly + d / 2)))
    assert pixels(disc).count(C.GOLD) >= 8
    # a leader alone: at the centre, on his side's colour, his banner band on top
    ax, ay = counter_centre(s, alone)
    d = r * C.LEADER_SIZE
    assert dominant(img, (ax - d * 0.38, ay + d * 0.02), radius=1) == blue
    assert px(img, (ax, ay - d * 0.4)) == C.banner_colour("b2", blue)


def test_place_name_goes_where_no_counter_is():
    """#26 item 4: a place name in an occupied hex moves out of the counter's way (across a hexside), and
    crosses no counter's values."""
    s = make()
    h = hx(s, "0303")
    s.map.places = [Place(h, "Arsuf-le-Château")]
    s.sides = [side("#1f5fbf", [unit()])]
    s.setup = [Placement(h, unit="u1", facing=3)]
    img = rgb(s)
    ink = [c == render.PLACE_TEXT for c in pixels(img)]
    assert sum(ink) > 60  # the name's letters, all there
    x0, y0 = counter_centre(s, h)
    half = SCALE / 2 * C.UNIT_SIZE / 2
    counter = (round(x0 - half) + 1, round(y0 - half) + 1, round(x0 + half) - 1, round(y0 + half) - 1)
    assert not any(c == render.PLACE_TEXT for c in pixels(img.crop(counter)))
    # without the counter, the name is in the hex's lower part, where the counter stood
    s.setup = []
    assert any(c == render.PLACE_TEXT for c in pixels(rgb(s).crop(counter)))


# -- robustness -------------------------------------------------------------------------------------

def test_no_sides_empty_map_and_one_hex():
    assert render_map(make(), units=True).size[0] > 0  # no sides, nothing on the map
    one = make(1, 1)
    img = render_map(one)
    assert img.size == (64, 56)
    one_p = make(1, 1, "pointy")
    assert render_map(one_p).size == (56, 64)


def test_bad_data_does_not_stop_the_picture():
    s = make(terrain={Hex(1, 0): "camp", Hex(2, 0): "mystery"})
    s.special_rules.terrain_as = {"camp": "wood"}
    s.map.levels = {Hex(1, 1): -1, Hex(2, 1): 7}
    s.map.hexsides = {"river": [Hexside(Hex(1, 1), Hex(4, 4))]}  # not adjacent
    s.map.routes = {"road": [[Hex(1, 1)], [Hex(1, 1), Hex(40, 40)]]}  # one hex; off the map
    s.map.places = [Place(Hex(50, 50), "Nowhere")]
    s.sides = [side("not a colour", [unit()])]
    s.setup = [Placement(Hex(1, 1), unit="u1", facing=3), Placement(Hex(2, 2), unit="ghost"),
               Placement(Hex(60, 60), unit="u1"), Placement(Hex(3, 3), leader="nobody")]
    img = render_map(s, scale=40)
    assert img.size[0] > 0


def test_bad_scale():
    with pytest.raises(ValueError):
        render_map(make(), scale=0)
    with pytest.raises(ValueError):
        render_map(make(3000, 3000), scale=400)  # far too many pixels


@pytest.mark.parametrize("scale", [12, 24, 100])
def test_other_scales(scale):
    s = make()
    s.sides = [side(units=[unit()])]
    s.setup = [Placement(hx(s, "0303"), unit="u1", facing=2)]
    s.map.terrain = {hx(s, "0203"): "sea"}
    img = rgb(s, scale=scale)
    r, g, b = dominant(img, centre(s, hx(s, "0203"), scale), radius=max(1, scale // 12))
    assert b > r


def test_pointy_grid_renders():
    s = make(6, 5, "pointy")
    sea, wood = hx(s, "0203"), hx(s, "0403")
    s.map.terrain = {sea: "sea", wood: "wood"}
    s.map.hexsides = {"river": [Hexside(sea, s.grid.neighbour(sea, 1))]}
    s.map.routes = {"road": [[hx(s, "0205"), hx(s, "0305")]]}
    s.sides = [side("#1f5fbf", [unit()])]
    s.setup = [Placement(hx(s, "0302"), unit="u1", facing=1)]
    img = rgb(s)
    r, g, b = dominant(img, centre(s, sea))
    assert b > r + 60
    r, g, b = dominant(img, centre(s, wood))
    assert g > r + 20
    assert px(img, centre(s, hx(s, "0302"))) == (0x1F, 0x5F, 0xBF)
    (p, q) = s.grid.layout(SCALE).hexside_segment(Hexside(sea, s.grid.neighbour(sea, 1)))
    r, g, b = px(img, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2))
    assert b > r + 80


def test_from_yaml_and_the_demo():
    text = b"""format: banneret/1
title: t
map:
  grid: {orientation: flat, columns: 4, rows: 3}
  terrain: {lake: ["0202"]}
sides: []
"""
    loaded = load_scenario_bytes(text, validate=False)
    assert loaded.scenario is not None
    img = rgb(loaded.scenario)
    r, g, b = dominant(img, centre(loaded.scenario, hx(loaded.scenario, "0202")))
    assert b > r + 60
    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        from rules.scenario.files import load_scenario

        scen = load_scenario(path, validate=False).scenario
        if scen is not None:
            assert render_map(scen, scale=32).size[0] > 0


def test_renderer_does_not_import_qt():
    code = "import sys, rules.map.render; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_accented_names_never_show_missing_glyph_boxes(monkeypatch):
    from rules.map import render

    assert render._ascii("Étang Cœur de Lion \u2013 Montréal") == "Etang Coeur de Lion - Montreal"
    s1, s2 = make(), make()
    s1.map.places = [Place(hx(s1, "0303"), "Étang")]
    s2.map.places = [Place(hx(s2, "0303"), "Etang")]
    # with no system font at hand, the built-in (ASCII) font spells the name without its accent
    monkeypatch.setattr(render, "_system_font", lambda size: None)
    render._mask.cache_clear()
    try:
        assert render_map(s1).tobytes() == render_map(s2).tobytes()
    finally:
        render._mask.cache_clear()
