"""One counter as the series prints it (rules/map/counters.py): what a player reads off it, on pixels."""

from __future__ import annotations

import itertools

import pytest

from rules.map import counters as C
from rules.scenario.model import Dismounted, Leader, LeaderValues, RoutEdge, Side, Unit, UnitValues

SIZE = 96
BLUE = (0x1F, 0x5F, 0xBF)


def make_side(units=(), leaders=(), commander=None) -> Side:
    return Side("fr", "French", "#1f5fbf", "attacker", RoutEdge(edge="west"), commander, 0, list(leaders), [],
                list(units))


def ink(im, box) -> list[bool]:
    """Where light ink is in a box of the counter (the values are white on a dark side colour)."""
    crop = im.convert("RGB").crop(box)
    return [sum(crop.getpixel((x, y))) > 600 for y in range(crop.height) for x in range(crop.width)]


BOTTOM_ROW = (4, round(SIZE * 0.68), SIZE - 4, SIZE - 4)


def test_draw_counter_front_and_back_of_a_unit():
    u = Unit("u", "vermandel", "Ch", UnitValues(4, 7, 6), UnitValues(3, 5, 6), mounted=True)
    ld = Leader("l", "vermandel", LeaderValues(2, 3, 4, 8), name="Antoine de Vermandel, marshal")
    side = make_side([u], [ld])
    front, back = C.draw_counter(side, u, "front", SIZE), C.draw_counter(side, u, "back", SIZE)
    assert front.size == back.size == (SIZE, SIZE) and front.mode == "RGBA"
    # the banner band on top, in the banner's colour, both sides
    band = C.banner_colour("vermandel", BLUE)
    top = (round(SIZE * 0.6), 5)  # between the banner's code (left) and the type (right)
    assert front.getpixel(top)[:3] == band == back.getpixel(top)[:3]
    # the back: a thick white stripe across the middle, where the front shows the side's colour
    assert front.getpixel((4, SIZE // 2))[:3] == BLUE
    assert back.getpixel((4, SIZE // 2))[:3] == (255, 255, 255)
    # the back's values, exactly as a counter printed with them on its front
    as_front = Unit("v", "vermandel", "Ch", UnitValues(3, 5, 6), UnitValues(1, 1, 1), mounted=True)
    printed = C.draw_counter(side, as_front, "front", SIZE)
    assert ink(back, BOTTOM_ROW) != ink(front, BOTTOM_ROW)
    assert ink(printed, BOTTOM_ROW) != ink(front, BOTTOM_ROW)
    assert C.unit_look(side, u, "back").values == (3, 5, 6)
    # the band shows the banner leader's code
    assert C.unit_look(side, u).code == "AV"


def test_back_values_drawn_are_the_backs():
    """Same ground for both (fatigued looks compared with fatigued looks): only the numbers differ."""
    side = make_side()
    a = Unit("a", "b", "Ha", UnitValues(4, 7, 6), UnitValues(3, 5, 6))
    b = Unit("b", "b", "Ha", UnitValues(9, 9, 9), UnitValues(3, 5, 6))
    c = Unit("c", "b", "Ha", UnitValues(4, 7, 6), UnitValues(2, 4, 6))
    backs = [C.draw_counter(side, x, "back", SIZE).tobytes() for x in (a, b, c)]
    assert backs[0] == backs[1]  # the front's numbers do not show on the back
    assert backs[0] != backs[2]


def test_every_type_has_its_own_figure_and_mounted_differs_from_on_foot():
    side = make_side()
    figure = (round(SIZE * 0.25), round(SIZE * 0.33), round(SIZE * 0.75), round(SIZE * 0.64))
    looks = {}
    for t in C.FIGURES:
        u = Unit(t, "b", t, UnitValues(4, 5, 6), UnitValues(3, 4, 5), mounted=t in ("Ch", "Cl"))
        looks[t] = C.draw_counter(side, u, "front", SIZE).crop(figure).tobytes()
    for a, b in itertools.combinations(looks, 2):
        assert looks[a] != looks[b], (a, b)
    ha = Unit("h", "b", "Ha", UnitValues(4, 5, 6), UnitValues(3, 4, 5), mounted=True,
              dismounted=Dismounted(UnitValues(4, 5, 4), UnitValues(3, 4, 4)))
    mounted = C.draw_counter(side, ha, "front", SIZE)
    on_foot = C.draw_counter(side, ha, "front", SIZE, mounted=False)
    assert mounted.crop(figure).tobytes() != on_foot.crop(figure).tobytes()
    assert C.unit_look(side, ha, mounted=False).values == (4, 5, 4)


def test_fire_symbol_a_white_dot_above_the_sp():
    side = make_side()
    ar = Unit("a", "b", "Ar", UnitValues(2, 4, 5), UnitValues(1, 3, 5), fire=True)
    no = Unit("n", "b", "Ar", UnitValues(2, 4, 5), UnitValues(1, 3, 5), fire=False)
    dot = (round(SIZE * 0.17), round(SIZE * 0.56))
    assert C.draw_counter(side, ar, "front", SIZE).getpixel(dot)[:3] == (255, 255, 255)
    assert C.draw_counter(side, no, "front", SIZE).getpixel(dot)[:3] == BLUE


def test_leader_disc_values_commander_replacement_and_wounded():
    ld = Leader("l", "kessler", LeaderValues(1, 2, 3, 8), name="Hans Kessler", replacement=LeaderValues(0, 1, 2, 8),
                wounded=LeaderValues(1, 2, 2, 6))
    side = make_side(leaders=[ld])
    front = C.draw_counter(side, ld, "front", SIZE)
    assert front.getpixel((1, 1))[3] == 0  # a disc: the square's corner is transparent
    assert front.getpixel((round(SIZE * 0.12), SIZE // 2))[:3] == BLUE
    assert front.getpixel((SIZE // 2, round(SIZE * 0.08)))[:3] == C.banner_colour("kessler", BLUE)
    assert C.leader_look(side, ld).values == (1, 2, 3, 8)
    # bonus at mid-height opposite the pennant; rating, radius, MP along the bottom
    bottom = (round(SIZE * 0.15), round(SIZE * 0.66), round(SIZE * 0.85), round(SIZE * 0.86))
    back = C.draw_counter(side, ld, "back", SIZE)
    assert C.leader_look(side, ld, "back").values == (0, 1, 2, 8)
    assert back.getpixel((round(SIZE * 0.1), round(SIZE * 0.56)))[:3] == (255, 255, 255)  # the replacement's stripe
    assert ink(back, bottom) != ink(front, bottom)
    hurt = C.draw_counter(side, ld, "front", SIZE, wounded=True)
    assert hurt.getpixel((round(SIZE * 0.84), round(SIZE * 0.84)))[:3] == C.WOUND
    # the army commander: his blazon's colour as the background, a gold rim
    side.army_commander = "l"
    ac = C.draw_counter(side, ld, "front", SIZE)
    assert ac.getpixel((round(SIZE * 0.14), SIZE // 2))[:3] == C.banner_colour("kessler", BLUE)
    assert ac.getpixel((round(SIZE * 0.05), SIZE // 2))[:3] == C.GOLD


@pytest.mark.parametrize("size", [6, 12, 20, 33, 64, 200])
def test_any_size_draws(size):
    u = Unit("u", "b", "Su", UnitValues(4, 7, 6), UnitValues(3, 5, 6))
    assert C.draw_counter(make_side(), u, "front", size).size == (size, size)
    assert C.draw_counter(make_side(), None, "front", size).size == (size, size)


def test_banner_colour_stable_and_never_the_sides():
    for banner in ("a", "b", "vermandel", "kessler", "x" * 40):
        for side in (BLUE, (200, 32, 44), (236, 190, 36)):
            c = C.banner_colour(banner, side)
            assert c == C.banner_colour(banner, side)
            assert sum((x - y) ** 2 for x, y in zip(c, side, strict=True)) >= 90 ** 2


@pytest.mark.parametrize("facing", range(6))
@pytest.mark.parametrize("flat", [True, False])
def test_facing_pointer_stands_out_of_the_counters_edge_toward_the_hexside(flat, facing):
    """#26 item 4: the pointer's base lies on the counter's edge and its tip outside, toward the faced
    hexside: it covers nothing printed on the counter (the type code, the values)."""
    import math

    r = 32.0
    half = r * C.UNIT_SIZE / 2
    angle = math.radians(60 * facing + (-90 if flat else -60))  # toward a hexside's middle (screen y down)
    direction = (math.cos(angle), math.sin(angle))
    tip, b1, b2 = C.facing_pointer(0, 0, half, direction, r)
    assert max(abs(tip[0]), abs(tip[1])) > half + r * 0.1  # stands out of the square
    for x, y in (b1, b2):  # the base on (a hair inside) the edge, never over the counter's middle
        assert half - r * 0.05 <= max(abs(x), abs(y)) <= half + 1e-6
        assert min(abs(x), abs(y)) <= half
    assert tip[0] * direction[0] + tip[1] * direction[1] > half  # toward the faced hexside


def test_facing_pointer_keeps_clear_of_a_box():
    r = 32.0
    half = r * C.UNIT_SIZE / 2
    box = (-10.0, -half - 4, 10.0, -half - 1.5)
    tip = C.facing_pointer(0, 0, half, (0, -1), r, box)[0]
    assert tip[1] > box[3] - 1  # shortened to end before the box


def test_unit_size_is_84_percent_of_the_flats():
    """A printed counter of 16 mm on a hex of about 19 mm across the flats (#26 item 4)."""
    import math

    assert abs(C.UNIT_SIZE / math.sqrt(3) - 0.84) < 1e-9


def _glyph_rows(im, box, level: int = 600) -> int:
    crop = im.convert("RGB").crop(box)
    return sum(any(sum(crop.getpixel((x, y))) > level for x in range(crop.width)) for y in range(crop.height))


def test_zoomed_out_a_counter_keeps_type_and_values_large():
    """#26 item 5: at the map's fit (hexes ~30-36 px, counters ~22-26 px) the printed layout had no values;
    the brief look drops the banner's code and the figure and draws SP - quality - MP as large as it can,
    each readable and each in its own place."""
    u = Unit("u", "vermandel", "Ch", UnitValues(4, 7, 6), UnitValues(3, 5, 6), mounted=True)
    side = make_side([u])
    for s in (C.UNIT_BRIEF_PX, 26, C.UNIT_FULL_PX - 1):
        im = C.draw_counter(side, u, "front", s)
        values = (1, round(s * 0.4), s - 1, s - 1)
        assert _glyph_rows(im, values) >= round(s * 0.3), s  # digits a third of the counter's height
        for i, other in enumerate((UnitValues(9, 7, 6), UnitValues(4, 9, 6), UnitValues(4, 7, 9))):
            changed = C.draw_counter(side, Unit("u", "vermandel", "Ch", other, UnitValues(3, 5, 6), mounted=True),
                                     "front", s)
            thirds = [(round(s * a), round(s * 0.4), round(s * b), s - 1) for a, b in ((0, 0.36), (0.36, 0.64),
                                                                                      (0.64, 1.0))]
            differs = [changed.crop(t).tobytes() != im.crop(t).tobytes() for t in thirds]
            assert differs == [j == i for j in range(3)], (s, i)
        # the type in the band: another type, another band
        pi = C.draw_counter(side, Unit("u", "vermandel", "Pi", u.front, u.back), "front", s)
        band = (0, 0, s, round(s * 0.3))
        assert pi.crop(band).tobytes() != im.crop(band).tobytes()
    # smaller still: the type and the SP (the combat strength) alone, as large as the room allows
    s = C.UNIT_SP_PX + 4
    im = C.draw_counter(side, u, "front", s)
    assert _glyph_rows(im, (1, round(s * 0.4), s - 1, s - 1)) >= round(s * 0.4)
    sp9 = C.draw_counter(side, Unit("u", "vermandel", "Ch", UnitValues(9, 7, 6), u.back, mounted=True), "front", s)
    q9 = C.draw_counter(side, Unit("u", "vermandel", "Ch", UnitValues(4, 9, 6), u.back, mounted=True), "front", s)
    assert sp9.tobytes() != im.tobytes() and q9.tobytes() == im.tobytes()
    # at the printed size and up, the layout as printed (the banner's code in the band)
    big = C.draw_counter(side, u, "front", C.UNIT_FULL_PX)
    other = C.draw_counter(make_side([u], [Leader("l", "vermandel", LeaderValues(1, 2, 3, 8), name="Zed Quell")]), u,
                           "front", C.UNIT_FULL_PX)
    assert big.tobytes() != other.tobytes()


MAP_DISC = round(64 / 2 * C.LEADER_SIZE)  # a leader's disc on a map rendered at 64 px (`banneret render`)


def light_rows(im, box, level: int = 480) -> int:
    """How many pixel rows of a box hold light ink: the height of the white digits drawn there."""
    crop = im.convert("RGB").crop(box)
    return sum(any(sum(crop.getpixel((x, y))) > level for x in range(crop.width)) for y in range(crop.height))


@pytest.mark.parametrize("commander", [False, True])
def test_a_leader_at_the_default_64_px_render_shows_all_four_values(commander):
    """2.1 (HU counter layout, rules-2014-hu.md §3.2): bonus at mid-height, rating · radius · MP along the
    bottom. On a 26-px disc each is drawn, in its own place, as tall as a unit's values at that scale."""
    s = MAP_DISC

    def disc(bonus=1, rating=2, radius=3, mp=8):
        ld = Leader("l", "kessler", LeaderValues(bonus, rating, radius, mp), name="Hans Kessler")
        return C.draw_counter(make_side(leaders=[ld], commander="l" if commander else None), ld, "front", s)

    middle = (round(s * 0.25), round(s * 0.2), round(s * 0.75), round(s * 0.56))
    thirds = [(round(s * a), round(s * 0.6), round(s * b), round(s * 0.86))
              for a, b in ((0.1, 0.37), (0.37, 0.63), (0.63, 0.9))]
    base = disc()
    assert light_rows(base, middle) >= 7  # the bonus: a unit's SP at this scale is 7 px tall
    for box in thirds:
        assert light_rows(base, box) >= 5
    # each value in its own place: changing one changes its place only
    assert disc(bonus=3).crop(middle).tobytes() != base.crop(middle).tobytes()
    assert disc(bonus=3).crop(thirds[0]).tobytes() == base.crop(thirds[0]).tobytes()
    for i, changed in enumerate((disc(rating=5), disc(radius=5), disc(mp=6))):
        differs = [changed.crop(box).tobytes() != base.crop(box).tobytes() for box in thirds]
        assert differs == [j == i for j in range(3)], i
    # an MP of 10 still fits inside the rim, the bottom row's digits a little smaller
    ten = disc(mp=10)
    assert light_rows(ten, thirds[2]) >= 5
    rim = (0, round(s * 0.6), round(s * 0.07), round(s * 0.86))
    assert ten.crop(rim).tobytes() == base.crop(rim).tobytes()


def test_a_small_disc_trades_initials_and_pennant_for_its_values():
    """Below LEADER_FULL_PX the band keeps its colour but not the initials (unreadable at 5 px); from it up,
    the full layout with initials and a pennant as before."""
    ld = Leader("l", "kessler", LeaderValues(1, 2, 3, 8), name="Hans Kessler")
    other = Leader("l", "kessler", LeaderValues(1, 2, 3, 8), name="Zacharias Quell")
    band = (round(MAP_DISC * 0.3), 0, round(MAP_DISC * 0.7), round(MAP_DISC * 0.18))
    small = [C.draw_counter(make_side(leaders=[x]), x, "front", MAP_DISC).crop(band).tobytes() for x in (ld, other)]
    assert small[0] == small[1]
    big = C.LEADER_FULL_PX
    band = (round(big * 0.3), 0, round(big * 0.7), round(big * 0.2))
    large = [C.draw_counter(make_side(leaders=[x]), x, "front", big).crop(band).tobytes() for x in (ld, other)]
    assert large[0] != large[1]

