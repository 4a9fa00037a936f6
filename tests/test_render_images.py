"""Counter images on the rendered map: a unit's front (back when fatigued), a leader's image, the drawn
counter when there is none or it cannot be read, and the facing bar and disorder marker over the image."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from rules.cli.main import main
from rules.map import counters as C
from rules.map import render
from rules.map.render import render_map
from rules.scenario.files import save_scenario
from rules.scenario.model import Images, Leader, LeaderValues, Placement
from tests.test_render import SCALE, centre, hx, make, pixels, side, unit

FRONT = (30, 160, 90)
BACK = (220, 120, 20)
LEADER = (120, 40, 170)
RED = (176, 58, 46)  # the side colour #b03a2e: what a drawn counter is filled with


def solid(path: Path, colour: tuple[int, int, int], size: tuple[int, int] = (60, 60)) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, colour).save(path)
    return path.name if path.parent.name != "counters" else f"counters/{path.name}"


def scene(tmp_path: Path, images: Images | None, fatigued: bool = False, disorder: str | None = None,
          leader_images: Images | None = None):
    u = unit()
    u.images = images
    ld = Leader("l1", "b1", LeaderValues(1, 3, 3, 8), "Lord", images=leader_images)
    s = make()
    s.sides = [side(units=[u], leaders=[ld])]
    s.setup = [Placement(hx(s, "0303"), unit="u1", facing=0, fatigued=fatigued, disorder=disorder),
               Placement(hx(s, "0505"), leader="l1")]
    return s


def dominant(img: Image.Image, xy: tuple[float, float], radius: int = 6) -> tuple[int, int, int]:
    x, y = round(xy[0]), round(xy[1])
    box = img.crop((x - radius, y - radius, x + radius + 1, y + radius + 1))
    return Counter(pixels(box)).most_common(1)[0][0][:3]


def at(img: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return img.getpixel((round(xy[0]), round(xy[1])))[:3]


@pytest.fixture(autouse=True)
def fresh_cache():
    render._counter_image.cache_clear()
    yield


def test_a_unit_with_an_image_shows_it_and_without_one_is_drawn(tmp_path):
    front = solid(tmp_path / "counters" / "u1-front.png", FRONT)
    s = scene(tmp_path, Images(front, None))
    c = centre(s, hx(s, "0303"))
    img = render_map(s, SCALE, base_dir=tmp_path).convert("RGB")
    assert at(img, c) == FRONT
    assert dominant(img, c, radius=12) == FRONT  # the whole counter square, not a dot
    assert dominant(render_map(s, SCALE).convert("RGB"), c) == RED  # no base_dir: images are not looked for
    s.sides[0].units[0].images = Images("counters/missing.png")
    assert dominant(render_map(s, SCALE, base_dir=tmp_path).convert("RGB"), c) == RED


def test_a_fatigued_unit_shows_its_back_and_a_leader_his_image(tmp_path):
    front = solid(tmp_path / "counters" / "f.png", FRONT)
    back = solid(tmp_path / "counters" / "b.png", BACK)
    lead = solid(tmp_path / "counters" / "l.png", LEADER)
    s = scene(tmp_path, Images(front, back), fatigued=True, leader_images=Images(lead))
    img = render_map(s, SCALE, base_dir=tmp_path).convert("RGB")
    assert at(img, centre(s, hx(s, "0303"))) == BACK
    assert at(img, centre(s, hx(s, "0505"))) == LEADER
    s.sides[0].units[0].images = Images(front)  # fatigued, no back image: the drawn (paler) counter
    img = render_map(s, SCALE, base_dir=tmp_path).convert("RGB")
    assert at(img, centre(s, hx(s, "0303"))) not in (FRONT, BACK)


def test_the_facing_pointer_and_the_disorder_marker_stay_on_top(tmp_path):
    front = solid(tmp_path / "counters" / "f.png", FRONT, size=(400, 400))
    s = scene(tmp_path, Images(front), disorder="routed")
    s.setup[0].facing = 1  # NE: the pointer stands out of the image's right edge
    img = render_map(s, SCALE, base_dir=tmp_path).convert("RGB")
    x, y = centre(s, hx(s, "0303"))
    r = SCALE / 2
    mx, my, ms = C.marker_box(x, y, r)
    assert dominant(img, (mx - ms * 0.33, my), radius=1) == render.ROUTED
    s.setup[0].facing = None
    without = render_map(s, SCALE, base_dir=tmp_path).convert("RGB")
    n = round(r * C.UNIT_SIZE)
    inside = (round(x - n / 2) + 1, round(y - n / 2) + 1, round(x + n / 2) - 3, round(y + n / 2) - 1)
    assert ImageChops.difference(img.crop(inside), without.crop(inside)).getbbox() is None  # the image is whole
    beside = (round(x + n / 2), round(y - n / 2), round(x + n / 2) + 8, round(y + n / 2))
    assert ImageChops.difference(img.crop(beside), without.crop(beside)).getbbox() is not None


def test_unreadable_images_fall_back_to_the_drawn_counter(tmp_path):
    (tmp_path / "counters").mkdir()
    good = tmp_path / "counters" / "good.png"
    Image.new("RGB", (64, 64), FRONT).save(good)
    (tmp_path / "counters" / "cut.png").write_bytes(good.read_bytes()[:60])  # truncated
    (tmp_path / "counters" / "text.png").write_text("not an image")
    (tmp_path / "counters" / "dir.png").mkdir()
    (tmp_path / "outside.png").write_bytes(good.read_bytes())
    s = scene(tmp_path, None)
    c = centre(s, hx(s, "0303"))
    for bad in ("counters/cut.png", "counters/text.png", "counters/dir.png", "../outside.png",
                str(tmp_path / "outside.png")):
        s.sides[0].units[0].images = Images(bad)
        assert dominant(render_map(s, SCALE, base_dir=tmp_path / "counters" / "..").convert("RGB"), c) == RED, bad


def test_images_of_a_side_with_a_counter_library_are_relative_to_the_library(tmp_path):
    solid(tmp_path / "box" / "counters" / "u1.png", FRONT)
    s = scene(tmp_path, Images("counters/u1.png"))
    s.sides[0].counters = "box/army.yaml"
    img = render_map(s, SCALE, base_dir=tmp_path).convert("RGB")
    assert at(img, centre(s, hx(s, "0303"))) == FRONT


def test_many_distinct_images_share_the_palette_faithfully(tmp_path):
    s = make(12, 10)
    units, setup = [], []
    colours = [((37 * i) % 256, (91 * i + 40) % 256, (53 * i + 90) % 256) for i in range(60)]
    hexes = [h for h in s.grid.hexes()][:60]
    for i, (colour, h) in enumerate(zip(colours, hexes, strict=True)):
        solid(tmp_path / "counters" / f"u{i}.png", colour)
        u = unit(f"u{i}")
        u.images = Images(f"counters/u{i}.png")
        units.append(u)
        setup.append(Placement(h, unit=f"u{i}", facing=0))
    s.sides = [side(units=units)]
    s.setup = setup
    img = render_map(s, SCALE, base_dir=tmp_path).convert("RGB")
    for colour, h in zip(colours, hexes, strict=True):
        got = dominant(img, centre(s, h), radius=4)
        assert max(abs(a - b) for a, b in zip(got, colour, strict=True)) <= 24, (colour, got)


def test_images_are_decoded_once_per_file_and_size(tmp_path):
    front = solid(tmp_path / "counters" / "f.png", FRONT)
    s = scene(tmp_path, Images(front))
    s.setup.append(Placement(hx(s, "0202"), unit="u1", facing=0))  # the same image twice on the map
    render_map(s, SCALE, base_dir=tmp_path)
    render_map(s, SCALE, base_dir=tmp_path)
    info = render._counter_image.cache_info()
    assert (info.misses, info.hits) == (1, 1)


def test_banneret_render_finds_images_next_to_the_scenario(tmp_path, capsys):
    front = solid(tmp_path / "counters" / "f.png", FRONT)
    s = scene(tmp_path, Images(front))
    path = tmp_path / "battle.yaml"
    save_scenario(s, path)
    out = tmp_path / "map.png"
    assert main(["render", str(path), "-o", str(out)]) == 0
    img = Image.open(out).convert("RGB")
    assert at(img, centre(s, hx(s, "0303"))) == FRONT
