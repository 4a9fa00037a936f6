"""The legend (rules/map/legend.py): one list of entries that the editor's dock and `banneret render --legend`
both draw, every sample drawn by the renderer."""

from __future__ import annotations

from PIL import Image

from rules.cli.main import main
from rules.map import legend as L
from rules.map import render as R
from rules.paths import scenarios_dir
from rules.scenario import model as m
from rules.scenario.files import load_scenario

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"


def test_every_mark_of_the_map_has_an_entry_with_a_rule():
    keys = {e.key for e in L.ENTRIES}
    assert {f"terrain:{t}" for t in m.HEX_TERRAIN} <= keys
    assert {f"hexside:{f}" for f in m.HEXSIDE_FEATURES} <= keys
    assert {f"route:{r}" for r in m.ROUTES} <= keys
    assert {"rout:edge", "counter:unit", "counter:fire", "counter:leader", "marker:discouraged", "marker:routed",
            "marker:ooc", "marker:rest"} <= keys
    assert any(k.startswith("level:") for k in keys)
    assert all(e.rule and e.name for e in L.ENTRIES)


def test_a_terrain_sample_is_the_renderers_hex():
    """The hex's outside is transparent; its top (the label band, never patterned) is the renderer's fill."""
    for t in m.HEX_TERRAIN:
        im = L.sample(L.entry(f"terrain:{t}"), 48)
        assert im.getpixel((0, 0))[3] == 0
        assert im.getpixel((24, 6))[:3] == R.TERRAIN_FILL[t]


def test_a_terrain_icons_centre_is_the_renderers_fill():
    for t in m.HEX_TERRAIN:
        for size in (16, 24, 32):
            assert L.terrain_icon(t, size).getpixel((size // 2, size // 2))[:3] == R.TERRAIN_FILL[t]


def test_a_river_sample_shows_the_river_colour_across_its_middle():
    im = L.sample(L.entry("hexside:river"), 48)
    assert im.getpixel((24, 24))[:3] == R.RIVER


def test_the_legend_box_has_the_title_and_the_sides_colours(tmp_path):
    s = load_scenario(DEMO).scenario
    box = L.legend_image(s, 40, width=1200).convert("RGB")
    colours = {c for _, c in box.getcolors(1 << 20)}
    for side in s.sides:
        assert R._parse_colour(side.colour) in colours


def test_render_legend_adds_the_box_beside_a_tall_map(tmp_path, capsys):
    plain, with_box = tmp_path / "plain.png", tmp_path / "legend.png"
    assert main(["render", str(DEMO), "-o", str(plain), "--scale", "32"]) == 0
    assert main(["render", str(DEMO), "-o", str(with_box), "--scale", "32", "--legend"]) == 0
    a, b = Image.open(plain), Image.open(with_box)
    assert b.width > a.width and b.height >= a.height
    # the map is unchanged at the top left, the box's paper beyond it
    assert b.convert("RGB").getpixel((a.width // 2, a.height // 2)) == a.convert("RGB").getpixel(
        (a.width // 2, a.height // 2))
    assert b.convert("RGB").getpixel((a.width + 5, 60)) == L.BOX
