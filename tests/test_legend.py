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


# Each legend line's rule reference, with the sentence of the English 2010 text (/work/shared/seeds) that
# makes the mark mean what the legend says; the 2014 (HU) and 2018 (IT) texts keep these numbers.
RULES = {
    # 2.1: units identified by colour, blazon, type, SP, quality, MP; 2.2: the types and their codes
    "counter:unit": "2.1, 2.2",
    # 3: "Units must be oriented so as to face one of their six hexsides"; R13 the six facings
    "counter:facing": "3, R13",
    # 2.3: "Use the reverse side of the counter to indicate this state"; 11.1 the effects of fatigue
    "counter:fatigued": "2.3, 11.1",
    # 2.1: "a symbol (*) indicating that they have the ability to fire"; ranges on the Fire Table
    "counter:fire": "2.1, Fire Table",
    # 2.2: "The figure on the counter indicates whether the unit is on foot or mounted"; 8.4 (dis)mounting
    "counter:foot": "2.2, 8.4",
    # 1.1: "Each leader possesses: a background colour; a blazon; a bonus; a command rating; a command radius;
    # a movement allowance"; 1.2: his banner's units carry his blazon (the band's colour)
    "counter:leader": "1.1, 1.2",
    # 1.1: "Army commanders ... are identified by a specific background"
    "counter:commander": "1.1",
    # 2.3.2: "Discouraged ('découragé' marker)"; 12.1 when it is placed and what it does
    "marker:discouraged": "2.3.2, 12.1",
    # 2.3.2: "Routed ('déroute' marker)"; 12.2.1: "The player places a 'dérouté' ('routed') marker"
    "marker:routed": "2.3.2, 12.2.1",
    # 12.2.1: retreat "towards the map edge indicated in the scenario"; 12.2.2 rout movement toward it
    "rout:edge": "12.2.1, 12.2.2",
    # 10.2: "'Charge' markers are placed on the charging unit and the unit being charged"
    "marker:charge": "10.2",
    # 6.A: "Place a 'non commandé' ('out-of-command') marker on them"; 7.2 what out of command is
    "marker:ooc": "6.A, 7.2",
    # 11.2: the "au repos" marker on a fatigued unit that rests
    "marker:rest": "11.2",
    # 10.4: "he places a 'Mêlée' marker on each enemy unit that he must attack in the current activation"
    "marker:melee": "10.4",
    # no printed marker: play mode's note of 8.1 "Movement of one unit must be completed before starting that
    # of another unit" and of the Fire Table's -1 "if the firing unit ... has moved in the current
    # activation" (9.3: one mover among the firers suffices)
    "marker:moved": "8.1, 9.3",
    # the Terrain Chart's footnotes [b] (track to track) and [c] (road to road); R14 routes are links
    "route:track": "Terrain chart [b]; R14",
    "route:road": "Terrain chart [c]; R14",
}


def test_every_counter_and_marker_cites_the_section_that_defines_it():
    assert {k: L.entry(k).rule for k in RULES} == RULES

