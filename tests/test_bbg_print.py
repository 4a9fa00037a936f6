"""The BBG pages on paper (rules/export/bbgprint.py, `banneret export bbg-sheet | bbg-roster | bbg-card`): each PDF
is opened with pypdfium2 and measured as a player holds it — A4 in mm, the army sheet's grid of `[L557-591]`
(8 unit columns, 10 rounds × Roham / Mozgás / Lövés) found in the rasterised page, the Hungarian words of the
text, the glyph legend with B58's right-hand glyphs, a filled sheet's orders in their cells, one roster page per
player `[L106]`, and the modifier card's rows quoted from their lines."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bbg.files import load_bbg
from rules.cli.main import main
from rules.export import bbgprint as bp
from rules.i18n import speaking

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "bbg"
SHEET = DEMO / "meadow-of-kohalom.league-sheet.yaml"
SCENARIO = DEMO / "meadow-of-kohalom.yaml"
SEED = ROOT.parent / "shared" / "seeds" / "002_d5a051ea709c80d2.txt"
MM = 72 / 25.4
DPI = 150


def pages(data: bytes) -> list[pdfium.PdfPage]:
    return list(pdfium.PdfDocument(data))


def size_mm(page) -> tuple[float, float]:
    w, h = page.get_size()
    return round(w / MM, 1), round(h / MM, 1)


def text_of(page) -> str:
    return page.get_textpage().get_text_range()


def where(page, text: str) -> tuple[float, float]:
    """The centre of `text` on the page in mm from the top-left."""
    tp = page.get_textpage()
    found = tp.search(text, match_case=True, match_whole_word=True).get_next()
    assert found is not None, f"{text!r} not on the page"
    first, count = found
    boxes = [tp.get_charbox(i) for i in range(first, first + count)]
    _w, h = page.get_size()
    x0, x1 = min(b[0] for b in boxes), max(b[2] for b in boxes)
    y0, y1 = min(b[1] for b in boxes), max(b[3] for b in boxes)
    return (x0 + x1) / 2 / MM, (h - (y0 + y1) / 2) / MM


def dark_lines(page, axis: str, at_mm: float) -> list[float]:
    """The positions (mm) of dark lines crossing a scan along the other axis at `at_mm`."""
    img = page.render(scale=DPI / 72).to_pil().convert("L")
    px = DPI / 25.4
    if axis == "x":  # vertical lines met along a horizontal scan at y = at_mm
        row = [img.getpixel((x, round(at_mm * px))) for x in range(img.width)]
    else:
        row = [img.getpixel((round(at_mm * px), y)) for y in range(img.height)]
    out: list[float] = []
    run: list[int] = []
    for i, v in enumerate(row + [255]):
        if v < 128:
            run.append(i)
        elif run:
            out.append((run[0] + run[-1]) / 2 / px)
            run = []
    return out


@pytest.fixture(scope="module")
def blank_hu() -> bytes:
    with speaking("hu"):
        return bp.sheet_pdf()


@pytest.fixture(scope="module")
def filled_hu() -> bytes:
    with speaking("hu"):
        return bp.sheet_pdf(load_bbg(SHEET).model)


def test_the_army_sheet_is_one_a4_portrait_page(blank_hu):
    (page,) = pages(blank_hu)
    assert size_mm(page) == (210.0, 297.0)


def test_the_sheet_has_the_texts_rows_in_hungarian(blank_hu):
    """`[L557-591]`: Sereglap; Egység neve / Diadal / Megjegyzések; 1.–10. kör × Roham / Mozgás / Lövés."""
    text = text_of(pages(blank_hu)[0])
    for word in ("Sereglap", "Egység neve", "Diadal", "Megjegyzések", "1. kör", "10. kör"):
        assert word in text
    for word in ("Roham", "Mozgás", "Lövés"):
        assert text.count(word) == 10, word
    assert "Parancsok célszerű jelölései" in text  # [L593]


def test_the_grid_has_eight_unit_columns_and_thirty_three_rows_where_the_layout_says(blank_hu):
    (page,) = pages(blank_hu)
    g = bp.GEOMETRY
    ys = g.row_y()
    verticals = dark_lines(page, "x", ys[6] + 0.8)  # a scan just inside round 2's Roham row, above its words
    assert len(verticals) == 3 + bp.COLUMNS
    assert verticals == pytest.approx(g.column_x(), abs=0.4)
    unit_widths = [b - a for a, b in zip(verticals[2:], verticals[3:], strict=False)]
    assert unit_widths == pytest.approx([g.unit_col] * 8, abs=0.3)
    horizontals = dark_lines(page, "y", g.column_x()[2] + 0.8)  # down the first unit column, left of its words
    assert len([y for y in horizontals if y > g.bottom + 1]) >= 1  # the legend's words below the grid
    horizontals = [y for y in horizontals if y < g.bottom + 1]
    assert len(horizontals) == 3 + 3 * 10 + 1
    assert horizontals == pytest.approx(ys, abs=0.4)
    assert verticals[0] > 10 - 0.3 and verticals[-1] < 200 + 0.3  # inside 10 mm margins: true to size on A4


def test_each_rounds_three_rows_stand_beside_its_round_label(blank_hu):
    (page,) = pages(blank_hu)
    ys = bp.GEOMETRY.row_y()
    for n in (1, 7, 10):
        _x, y = where(page, f"{n}. kör")
        assert ys[3 + 3 * (n - 1)] < y < ys[6 + 3 * (n - 1)]


def test_the_legend_fixes_the_right_hand_glyphs_as_b58_reads_them(blank_hu):
    """The printed list gives '↗' to '>90° right'; B58 shifts the right-hand glyphs by one line."""
    (page,) = pages(blank_hu)
    text = text_of(page)
    assert "90 foknál többet jobbra" in text and "90° és 45° között jobbra" in text
    for glyph, meaning in (("↗", "90° és 45° között jobbra"), ("→", "90 foknál többet jobbra"),
                           ("↖", "90° és 45° között balra"), ("↑↑", "erőltetett menet")):
        gx, gy = where(page, glyph)
        mx, my = where(page, meaning)
        assert abs(gy - my) < 1.5 and 0 < mx - gx < 60, (glyph, meaning)


def test_a_filled_sheet_puts_each_order_in_its_units_column_and_rounds_row(filled_hu):
    (page,) = pages(filled_hu)
    g = bp.GEOMETRY
    xs, ys = g.column_x(), g.row_y()
    sheet = load_bbg(SHEET).model
    col = {u.id: i for i, u in enumerate(sheet.units)}
    # round 2: hoplites-1 charges warband-1 (the Roham row), archers-1 shoots at warband-2 (the Lövés row)
    x, y = where(page, "warband-1")
    assert xs[2 + col["hoplites-1"]] < x < xs[3 + col["hoplites-1"]]
    assert ys[6] < y < ys[7]  # round 2, Roham
    text = text_of(page)
    assert "Peltasts" in text and "javelins-1" in text and "mozgás után" in text  # after the move (B58)


def test_a_move_glyph_is_drawn_in_its_cell():
    """Round 1 of the demo: the horse's ↑↑ drawn in its Mozgás cell; the cell is blank without the order."""
    sheet = load_bbg(SHEET).model
    g = bp.GEOMETRY
    xs, ys = g.column_x(), g.row_y()
    col = [u.id for u in sheet.units].index("horse-1")
    box = [round(v * DPI / 25.4) for v in (xs[2 + col] + 1, ys[4] + 0.8, xs[3 + col] - 1, ys[5] - 0.8)]

    def ink(data: bytes) -> int:
        img = pages(data)[0].render(scale=DPI / 72).to_pil().convert("L").crop(box)
        return sum(1 for v in img.get_flattened_data() if v < 128)

    assert ink(bp.sheet_pdf(sheet)) > 20
    sheet.rounds[1].orders.pop("horse-1")
    assert ink(bp.sheet_pdf(sheet)) == 0


def test_more_than_eight_units_go_on_further_pages():
    from rules.bbg.model import Sheet, SheetUnit

    sheet = Sheet("x.yaml", "a", units=[SheetUnit(f"u{i}", f"Unit {i}") for i in range(11)])
    got = pages(bp.sheet_pdf(sheet))
    assert len(got) == 2
    assert "Unit 7" in text_of(got[0]) and "Unit 8" in text_of(got[1])


def test_the_roster_has_one_page_per_player_with_the_army_lists_values():
    with speaking("hu"):
        loaded = load_bbg(SCENARIO)
        from rules.bbg.files import referenced_path

        armies = {s.id: load_bbg(referenced_path(SCENARIO.parent, s.army)).model for s in loaded.model.sides}
        data = bp.roster_pdf(bp.rosters_from_scenario(loaded.model, armies))
    got = pages(data)
    assert len(got) == len(loaded.model.sides) == 2
    assert size_mm(got[0]) == (297.0, 210.0)
    league = text_of(got[0])
    assert "Csapatkártya" in league and "First phalanx" in league
    assert "szúrólándzsa" in league  # the trait in the glossary's Hungarian word [L155]
    t = armies["league"].troop_types["hoplite"]
    assert f"támadás {t.values.attack:g}" in league or f"{t.values.attack:g}" in league


def test_a_missing_designer_value_prints_as_a_dash_never_a_number():
    from rules.bbg.model import ArmyList, TroopType, UnitCard

    army = ArmyList("a", "A", {"t": TroopType("t", "Spearmen")}, [UnitCard("c", "t", "Spears", files=4, ranks=2)])
    row = bp.roster_from_army(army).rows[0]
    assert "—" in row.values and row.points == "—"  # B57: not given, never defaulted


def test_the_modifier_card_is_one_a4_page_with_the_texts_rows():
    with speaking("hu"):
        (page,) = pages(bp.card_pdf())
    assert size_mm(page) == (210.0, 297.0)
    text = text_of(page)
    for words in ("Tiszt a csapatban", "Lovasroham", "Elfoglalt tábor", "Laza formáció zárt ellen", "Számszeríj",
                  "L327", "L485", "L446", "8 M / 18", "24 M / 6", "+2", "-3"):
        assert words in text


def test_the_cards_grey_rows_are_the_ones_the_morale_table_repeats():
    data = bp.modifier_card_data()
    grey = {r["id"] for r in data["melee"] if r.get("morale_line")}
    assert {"officer", "camp_captured", "flank_attack"} <= grey
    assert not grey & {"cavalry_charge", "spear_vs_cavalry", "attack_reroll"}  # weapon or mount rows [L477]


@pytest.mark.skipif(not SEED.is_file(), reason="the rule text is not here (a fresh clone)")
def test_every_hungarian_word_of_the_card_is_on_its_line_of_the_text():
    lines = SEED.read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load((ROOT / "resources" / "bbg" / "modifier-card.yaml").read_text(encoding="utf-8"))
    wrong = []
    for part in ("melee", "morale", "weapons", "shooting"):
        for row in data[part]:
            said = [lines[row["line"] - 1].lower()] + ([lines[row["card_line"] - 1].lower()] if "card_line" in row
                                                       else [])
            for key in ("name", "when"):
                quote = row["hu"].get(key, "").lower()
                if quote and not any(quote in s for s in said):
                    wrong.append(f"{row['id']}.{key}")
            if "morale_line" in row and row["hu"]["name"].split()[0].lower() not in lines[row["morale_line"] - 1].lower():
                wrong.append(f"{row['id']}.morale_line")
            if part in ("melee", "morale") and row["line"] != 468:  # the table rows: the rule book number is the line's
                assert bp.card_value(row) in lines[row["line"] - 1].replace("\t", " "), row["id"]
    assert wrong == []


def test_the_cli_prints_the_three_pages(tmp_path, capsys):
    sheet, roster, card = tmp_path / "s.pdf", tmp_path / "r.pdf", tmp_path / "c.pdf"
    assert main(["export", "bbg-sheet", str(SHEET), "-o", str(sheet)]) == 0
    assert main(["export", "bbg-sheet", "-o", str(tmp_path / "blank.pdf")]) == 0
    assert main(["export", "bbg-roster", str(SCENARIO), "-o", str(roster)]) == 0
    assert main(["export", "bbg-card", "-o", str(card)]) == 0
    assert len(pages(sheet.read_bytes())) == 1 and len(pages(roster.read_bytes())) == 2
    assert len(pages(card.read_bytes())) == 1
    assert "2 pages, A4" in capsys.readouterr().err


def test_the_cli_refuses_the_wrong_kind_of_file_and_leaves_the_old_pdf(tmp_path, capsys):
    out = tmp_path / "s.pdf"
    out.write_bytes(b"old")
    assert main(["export", "bbg-sheet", str(SCENARIO), "-o", str(out)]) == 2
    assert "scenario" in capsys.readouterr().err  # says what kind of file it got
    assert out.read_bytes() == b"old"
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: bbg-sheet/1\nscenario: [\n", encoding="utf-8")
    assert main(["export", "bbg-sheet", str(bad), "-o", str(out)]) == 2
    assert out.read_bytes() == b"old"
    assert "bad.yaml:3" in capsys.readouterr().err


ids = st.from_regex(r"[a-z][a-z0-9]{0,3}(-[a-z0-9]{1,3})?", fullmatch=True)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ids, min_size=0, max_size=19, unique=True), st.data())
def test_any_sheet_prints_every_unit_once_on_pages_of_eight(units, data):
    """Whatever the sheet holds: ⌈units / 8⌉ pages (one for none), every unit's column head on exactly one page, the
    pages A4, and every order of rounds 1-10 in its unit's column."""
    from rules.bbg.model import Sheet, SheetOrders, SheetUnit, UnitOrders

    sheet = Sheet("x.yaml", "a", units=[SheetUnit(u, f"U{u}") for u in units])
    for i, u in enumerate(units):
        n = data.draw(st.integers(1, 10))
        sheet.rounds.setdefault(n, SheetOrders(n)).orders[u] = UnitOrders(charge=f"tq{i:02d}")  # one word each
    got = pages(bp.sheet_pdf(sheet))
    assert len(got) == max(1, -(-len(units) // 8))
    texts = [text_of(p) for p in got]
    for i, u in enumerate(units):
        assert [k for k, t in enumerate(texts) if f"U{u}" in t.split()] == [i // 8]
    assert all(size_mm(p) == (210.0, 297.0) for p in got)
    g = bp.GEOMETRY
    xs, ys = g.column_x(), g.row_y()
    for i, u in enumerate(units[:8]):
        n = next(k for k, r in sheet.rounds.items() if u in r.orders)
        x, y = where(got[0], f"tq{i:02d}")
        assert xs[2 + i] < x < xs[3 + i] and ys[3 + 3 * (n - 1)] < y < ys[4 + 3 * (n - 1)]


def test_the_card_names_its_rows_with_the_referee_desks_words_in_other_languages():
    """French: the row names the resolution panels show (the catalogue's), so the card and the desk read alike."""
    from rules.bbg.breakdown import LABELS
    from rules.i18n import _

    with speaking("fr"):
        text = text_of(pages(bp.card_pdf())[0])
        assert _(LABELS["cavalry_charge"]) in text and _(LABELS["camp_captured"]) in text
        assert _(LABELS["cavalry_charge"]) != LABELS["cavalry_charge"]


@pytest.mark.parametrize("lang", ["fr", "it", "pl"])
def test_every_card_row_has_its_validity_in_the_language(lang):
    data = bp.modifier_card_data()
    missing = [r["id"] for part in ("melee", "morale", "shooting") for r in data[part]
               if "when" not in r.get(lang, {})]
    assert missing == []
    with speaking(lang):
        text = text_of(pages(bp.card_pdf())[0])
    assert "In every case" not in text  # no English validity left on the page
