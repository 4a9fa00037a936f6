"""The printed map and counter sheets, as a user holds them: each PDF is rasterised (pypdfium2) and measured —
page sizes, a hex's printed size in mm, tiles that cover the map, each counter's back behind its front when
the sheet is flipped on the long edge, every counter once, scans used when the scenario has them."""

from __future__ import annotations

import math
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image

from rules.cli.main import main
from rules.export.pdfcounters import CounterPrint, counters_pdf, pieces
from rules.export.pdfmap import MapPrint, map_pdf
from rules.scenario.files import load_scenario, save_scenario
from rules.scenario.model import Images, Leader, LeaderValues, Scale
from tests.test_render import hx, make, side, unit
from tests.test_render_images import solid

ROOT = Path(__file__).resolve().parent.parent
MM = 72 / 25.4
DPI = 150
SEA = (74, 128, 198)  # the renderer's sea fill (rules/map/render.py TERRAIN_FILL)


def pages(data: bytes) -> list[pdfium.PdfPage]:
    return list(pdfium.PdfDocument(data))


def raster(page: pdfium.PdfPage, dpi: int = DPI) -> Image.Image:
    return page.render(scale=dpi / 72).to_pil().convert("RGB")


def size_mm(page: pdfium.PdfPage) -> tuple[float, float]:
    w, h = page.get_size()
    return w / MM, h / MM


def blob(img: Image.Image, colour: tuple[int, int, int], box: tuple[int, int, int, int] | None = None,
         tol: int = 6) -> tuple[float, float, float, float]:
    """The bounding box of the pixels of one colour (in a part of the image)."""
    part = img.crop(box) if box else img
    r, g, b = part.split()
    m = Image.merge("RGB", (r.point(lambda v: 255 if abs(v - colour[0]) <= tol else 0),
                            g.point(lambda v: 255 if abs(v - colour[1]) <= tol else 0),
                            b.point(lambda v: 255 if abs(v - colour[2]) <= tol else 0))).convert("L")
    bb = m.point(lambda v: 255 if v == 255 else 0).getbbox()
    assert bb is not None, f"no pixel of {colour}"
    ox, oy = (box[0], box[1]) if box else (0, 0)
    return bb[0] + ox, bb[1] + oy, bb[2] + ox, bb[3] + oy


def sea_map(hex_mm: float | None = None, columns: int = 8, rows: int = 8):
    s = make(columns, rows)
    s.map.terrain = {hx(s, "0302"): "sea", hx(s, "0306"): "sea"}  # one column, four rows apart
    if hex_mm is not None:
        s.scale = Scale(hex_mm=hex_mm)
    return s


def measured_hex_mm(img: Image.Image, dpi: int = DPI) -> float:
    """Across the flats: the distance of the two sea hexes' centres, four rows apart, over 4."""
    h = img.height
    a = blob(img, SEA, (0, 0, img.width, h // 2))
    b = blob(img, SEA, (0, h // 2, img.width, h))
    dy = (b[1] + b[3]) / 2 - (a[1] + a[3]) / 2
    return dy / 4 / dpi * 25.4


# -- the map -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("hex_mm", [None, 16.0, 25.4])
def test_one_sheet_prints_hexes_at_the_scenario_size(hex_mm):
    data, plan = map_pdf(sea_map(hex_mm), MapPrint(paper="sheet", margin_mm=10))
    (page,) = pages(data)
    want = hex_mm or 19.0
    w, h = size_mm(page)
    # the page is the map plus its margins: 8 columns of flat hexes are 1.5 * 7 + 2 corner radii wide
    r = want / math.sqrt(3)
    assert w == pytest.approx((1.5 * 7 + 2) * r + 20, abs=0.1)
    assert measured_hex_mm(raster(page)) == pytest.approx(want, rel=0.005)


def test_a_hex_scale_flag_overrides_the_scenario(tmp_path):
    path = tmp_path / "m.yaml"
    save_scenario(sea_map(16.0), path)
    out = tmp_path / "m.pdf"
    assert main(["export", "pdf", str(path), "-o", str(out), "--paper", "sheet", "--hex-mm", "22"]) == 0
    (page,) = pages(out.read_bytes())
    assert measured_hex_mm(raster(page)) == pytest.approx(22.0, rel=0.005)


@pytest.mark.parametrize("paper,size", [("A4", (210, 297)), ("A3", (297, 420)), ("Letter", (215.9, 279.4))])
def test_tiles_are_paper_sized_and_cover_the_map(paper, size):
    s = sea_map(None, columns=30, rows=24)  # 495 x 465 mm at 19 mm hexes
    data, plan = map_pdf(s, MapPrint(paper=paper, overlap_mm=10, margin_mm=10))
    got = pages(data)
    assert len(got) == plan.rows * plan.cols > 1
    for page in got:
        assert sorted(size_mm(page)) == pytest.approx(sorted(size), abs=0.05)
    # the windows overlap by at least the overlap asked for, and the last ones end on the map's far edges
    ax, ay, aw, ah = plan.area
    last = plan.tiles[-1]
    assert last.x + aw == pytest.approx(plan.map_w) and last.y + ah == pytest.approx(plan.map_h)
    assert plan.tiles[1].x <= aw - 10 * MM + 1e-6
    assert plan.overlap[0] == pytest.approx(aw - plan.tiles[1].x)
    # a tile's page shows the map at true scale too (the sea hexes, 38 and 114 mm down, are on the first page)
    first = raster(got[0])
    assert measured_hex_mm(first.crop((0, 0, first.width, round(150 / 25.4 * DPI)))) == pytest.approx(19.0, rel=0.005)


def blank_share(page: pdfium.PdfPage, area: tuple[float, float, float, float], dpi: int = 30) -> float:
    """The share of the page's map window (inside the margins) printed white: paper the map does not use."""
    img = raster(page, dpi).convert("L")
    ax, ay, aw, ah = (v / 72 * dpi for v in area)
    part = img.crop((round(ax), round(ay), round(ax + aw), round(ay + ah)))
    return part.point(lambda v: 255 if v >= 250 else 0).histogram()[255] / (part.width * part.height)


@pytest.mark.parametrize("name", ["tremithoussia-demo", "hautmesnil-1478"])
def test_the_last_row_and_column_of_pages_are_as_full_as_the_first(name):
    """Issue #26 item 16: the demo map on A4 printed its lower row of pages 58-65 % blank. The fewest pages
    (2 x 2; Hautmesnil 2 x 3) stay, and the spare room goes into wider overlaps: every page full of map."""
    path = ROOT / "scenarios" / f"{name}.yaml"
    s = load_scenario(path).scenario
    data, plan = map_pdf(s, MapPrint(paper="A4"), base_dir=path.parent)
    got = pages(data)
    assert len(got) == plan.rows * plan.cols == {"tremithoussia-demo": 4, "hautmesnil-1478": 6}[name]
    assert min(plan.overlap) >= 10 * MM - 1e-6
    shares = [blank_share(p, plan.area) for p in got]
    assert max(shares) < 0.05, shares  # hex labels and white marks only


def test_overlaps_carry_the_same_registration_cross_on_both_pages():
    s = make(16, 8)
    data, plan = map_pdf(s, MapPrint(paper="A4", orientation="portrait", overlap_mm=10, margin_mm=10))
    assert plan.cols == 2
    left, right = (raster(p, 200) for p in pages(data)[:2])
    ax, ay, aw, ah = (v / 72 * 200 for v in plan.area)
    half = plan.overlap[0] / 2 / 72 * 200  # the overlap's centre line (at least 5 mm in)
    y = round(ay + ah * 0.25)
    # the cross's vertical stroke: black at the overlap's centre line on both pages
    def dark_column(img: Image.Image, x: float) -> bool:
        strip = img.crop((round(x) - 3, y - 12, round(x) + 4, y - 6)).convert("L")
        return min(strip.getextrema()) < 90  # darker than any grid line (L 113)
    assert dark_column(left, ax + aw - half)
    assert dark_column(right, ax + half)
    assert not dark_column(right, ax + aw - half)  # no third page to its right: no cross there


def test_the_pdf_embeds_its_font_and_names_no_other(tmp_path):
    data, _ = map_pdf(sea_map(), MapPrint(paper="sheet"))
    assert b"/FontFile2" in data
    assert b"/Helvetica" not in data and b"/Times" not in data and b"/Courier" not in data
    text = pages(data)[0].get_textpage().get_text_range()
    assert "0302" in text  # the hex labels are text, not pictures


# -- counter sheets ------------------------------------------------------------------------------------

def army(n_units: int = 30):
    s = make()
    red = side(units=[unit(f"r{k}") for k in range(n_units)],
               leaders=[Leader("red-lord", "b1", LeaderValues(1, 3, 3, 8), "Red Lord",
                               replacement=LeaderValues(0, 2, 2, 8))])
    blue = side("#2040a0", units=[unit(f"b{k}", "b2", "Ar") for k in range(5)], sid="blue",
                leaders=[Leader("blue-lord", "b2", LeaderValues(2, 4, 4, 8), "Blue Lord")])
    s.sides = [red, blue]
    return s


def ids_at(page: pdfium.PdfPage, ids: set[str]) -> dict[str, list[tuple[float, float]]]:
    """Where each counter's (invisible) id is set on the page: centres in mm from the top-left."""
    tp = page.get_textpage()
    out: dict[str, list[tuple[float, float]]] = {}
    _, h = page.get_size()
    for ident in ids:
        search = tp.search(ident, match_case=True, match_whole_word=True)
        while (hit := search.get_next()) is not None:
            start, count = hit
            boxes = [tp.get_charbox(i) for i in range(start, start + count)]
            x = (min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2
            y = h - (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2
            out.setdefault(ident, []).append((x / MM, y / MM))
    return out


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_every_counter_is_printed_once_and_its_back_lands_behind_its_front(paper):
    s = army()
    data, plan = counters_pdf(s, CounterPrint(counter_mm=16, paper=paper))
    doc = pages(data)
    assert len(doc) == 2 * plan.sheets and plan.sheets >= 1
    width_mm, _ = size_mm(doc[0])
    ids = {p.id for p in pieces(s)}
    fronts: dict[str, list] = {}
    backs: dict[str, list] = {}
    for k in range(0, len(doc), 2):
        for ident, at in ids_at(doc[k], ids).items():
            fronts.setdefault(ident, []).extend(at)
        for ident, at in ids_at(doc[k + 1], ids).items():
            backs.setdefault(ident, []).extend((k, *xy) for xy in at)
    assert sorted(fronts) == sorted(ids) and all(len(v) == 1 for v in fronts.values())
    assert sorted(backs) == sorted(ids) and all(len(v) == 1 for v in backs.values())
    # flipped on the long (vertical) edge, x becomes width - x: the back's centre is the mirror of the front's
    for k in range(0, len(doc), 2):
        on_front = ids_at(doc[k], ids)
        on_back = ids_at(doc[k + 1], ids)
        assert sorted(on_front) == sorted(on_back)  # the backs of this sheet's fronts, on the next page
        for ident, [(fx, fy)] in on_front.items():
            [(bx, by)] = on_back[ident]
            assert width_mm - bx == pytest.approx(fx, abs=0.2) and by == pytest.approx(fy, abs=0.2)


def test_counters_are_drawn_at_their_size_with_bleed_in_their_colour():
    s = army(3)
    data, plan = counters_pdf(s, CounterPrint(counter_mm=20, bleed_mm=1.5))
    front = raster(pages(data)[0], 300)
    x, y = (v / 72 * 300 for v in plan.centre(0))
    red = (176, 58, 46)
    left, top, right, bottom = blob(front, red, (round(x - 142), round(y - 142), round(x + 142), round(y + 142)),
                                    tol=12)
    # the side's colour covers the counter and its bleed: 20 + 2 * 1.5 mm
    assert (right - left) / 300 * 25.4 == pytest.approx(23.0, abs=0.3)
    assert (bottom - top) / 300 * 25.4 == pytest.approx(23.0, abs=0.3)


def test_scanned_counters_are_printed_front_and_back(tmp_path):
    s = army(2)
    u = s.sides[0].units[0]
    u.images = Images(solid(tmp_path / "counters" / "r0-front.png", (20, 200, 60)),
                      solid(tmp_path / "counters" / "r0-back.png", (230, 30, 200)))
    data, plan = counters_pdf(s, CounterPrint(), base_dir=tmp_path)
    doc = pages(data)
    fx, fy = (v / 72 * DPI for v in plan.centre(0))
    bx, by = (v / 72 * DPI for v in plan.centre(0, back=True))
    assert raster(doc[0]).getpixel((round(fx), round(fy))) == pytest.approx((20, 200, 60), abs=3)
    assert raster(doc[1]).getpixel((round(bx), round(by))) == pytest.approx((230, 30, 200), abs=3)
    # and the next counter has no image: the renderer's drawn counter, in the side's colour
    x1, y1 = (v / 72 * DPI for v in plan.centre(1))
    assert raster(doc[0]).getpixel((round(x1 - 0.35 * 16 * DPI / 25.4), round(y1))) == pytest.approx((176, 58, 46),
                                                                                                       abs=8)


# -- the command ---------------------------------------------------------------------------------------

def test_bad_input_gives_a_message_and_leaves_the_old_file(tmp_path, capsys):
    path = tmp_path / "m.yaml"
    save_scenario(sea_map(), path)
    out = tmp_path / "m.pdf"
    out.write_bytes(b"old")
    assert main(["export", "counters", str(path), "-o", str(out), "--size", "2"]) == 1
    assert "give 8–40 mm" in capsys.readouterr().err
    assert main(["export", "pdf", str(path), "-o", str(out), "--margin", "150"]) == 1
    assert "no room" in capsys.readouterr().err
    assert main(["export", "pdf", str(tmp_path / "none.yaml"), "-o", str(out)]) == 2
    assert out.read_bytes() == b"old"
    with pytest.raises(SystemExit):
        main(["export", "pdf", str(path), "-o", str(out), "--paper", "A5"])
    assert out.read_bytes() == b"old"
    assert main(["export", "pdf", str(path), "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")


def test_hex_mm_survives_a_save_and_load(tmp_path):
    path = tmp_path / "m.yaml"
    save_scenario(sea_map(17.5), path)
    assert "hex_mm: 17.5" in path.read_text(encoding="utf-8")
    assert load_scenario(path).scenario.scale.hex_mm == 17.5


def test_counter_export_of_the_demo_scenario(tmp_path):
    src = Path(__file__).resolve().parent.parent / "scenarios" / "tremithoussia-demo.yaml"
    out = tmp_path / "c.pdf"
    assert main(["export", "counters", str(src), "-o", str(out)]) == 0
    s = load_scenario(src).scenario
    doc = pages(out.read_bytes())
    found = set()
    for k in range(0, len(doc), 2):
        found |= set(ids_at(doc[k], {p.id for p in pieces(s)}))
    assert found == {p.id for p in pieces(s)}
