"""The counter-sheet import dialog (issue 8, editor half), driven as a user would: open a scan, fit the grid,
mark an empty cell, check the crops, type two counters with the keyboard only, add them to the scenario in
one undo step; and counter images on the map and in the armies dock.

The sheet is drawn here with Pillow: a 3 x 4 grid of coloured squares with a digit in each; the backs are on
a second image, mirrored left to right as a double-sided sheet is printed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rules.scenario import model as m
from rules.sheets.layout import cell_box, load_layout

ROWS, COLS, SIZE, GAP = 3, 4, 40, 6
ORIGIN = (12, 14)
EMPTY = (2, 3)  # r3c4


def front_colour(r: int, c: int) -> tuple[int, int, int]:
    return 40 + 60 * c, 40 + 70 * r, 200


def back_colour(r: int, c: int) -> tuple[int, int, int]:
    return 200, 40 + 60 * c, 40 + 70 * r


def make_sheet(folder: Path) -> tuple[Path, Path]:
    w = ORIGIN[0] * 2 + COLS * SIZE + (COLS - 1) * GAP
    h = ORIGIN[1] * 2 + ROWS * SIZE + (ROWS - 1) * GAP
    fronts, backs = Image.new("RGB", (w, h), "white"), Image.new("RGB", (w, h), "white")
    df, db = ImageDraw.Draw(fronts), ImageDraw.Draw(backs)
    for r in range(ROWS):
        for c in range(COLS):
            y = ORIGIN[1] + r * (SIZE + GAP)
            x = ORIGIN[0] + c * (SIZE + GAP)
            bx = ORIGIN[0] + (COLS - 1 - c) * (SIZE + GAP)  # the back of column c is printed mirrored
            df.rectangle((x, y, x + SIZE - 1, y + SIZE - 1), fill=front_colour(r, c))
            db.rectangle((bx, y, bx + SIZE - 1, y + SIZE - 1), fill=back_colour(r, c))
            df.text((x + 3, y + 2), str(r * COLS + c + 1), fill="black")
            db.text((bx + 3, y + 2), str(r * COLS + c + 1), fill="black")
    fronts.save(folder / "fronts.png")
    backs.save(folder / "backs.png")
    return folder / "fronts.png", folder / "backs.png"


def near(colour, rgb, tol: int = 6) -> bool:
    c = QColor(colour)
    return all(abs(a - b) <= tol for a, b in zip((c.red(), c.green(), c.blue()), rgb, strict=True))


def type_keys(qtbot, text: str) -> None:
    qtbot.keyClicks(QApplication.focusWidget(), text)


def key(qtbot, k, mods=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(QApplication.focusWidget(), k, mods)


@pytest.fixture
def dialog(window, qtbot, tmp_path):
    """The dialog from the File menu's hook, on the demo battle, with the synthetic sheet opened and its grid
    set in numbers."""
    fronts, backs = make_sheet(tmp_path)
    window.import_sheet()
    dlg = window._sheet_import
    qtbot.waitExposed(dlg)
    dlg.open_path(fronts)
    dlg.set_back_image(backs)
    f = dlg.grid_form
    for spin, v in ((f.ox, ORIGIN[0]), (f.oy, ORIGIN[1]), (f.sw, SIZE), (f.sh, SIZE), (f.gx, GAP), (f.gy, GAP),
                    (f.rows, ROWS), (f.cols, COLS)):
        spin.setValue(v)
    dlg.flush()
    dlg.canvas.fit()
    return dlg


def click_cell(qtbot, dlg, cell, mods=Qt.KeyboardModifier.NoModifier) -> None:
    left, top, right, bottom = cell_box(dlg.layout_, *cell, "front")
    pos = dlg.canvas.mapFromScene(QPointF((left + right) / 2, (top + bottom) / 2))
    qtbot.mouseClick(dlg.canvas.viewport(), Qt.MouseButton.LeftButton, mods, pos)


def test_grid_empty_cell_and_crop_previews(dialog, qtbot):
    dlg = dialog
    g = dlg.layout_.grid
    assert (g.origin, g.size, g.gap, g.rows, g.columns) == (ORIGIN, (SIZE, SIZE), (GAP, GAP), ROWS, COLS)
    click_cell(qtbot, dlg, EMPTY)  # on the Sheet page a click marks a cell empty
    assert dlg.layout_.empty == {EMPTY}
    dlg.flush()
    assert len(dlg.strip.items) == ROWS * COLS - 1 and EMPTY not in dlg.strip.items
    assert not [f for f in dlg.findings if f.severity == "error"]
    for cell in ((0, 0), (1, 2), (2, 1)):
        img = dlg.strip.images[cell]  # front and back side by side
        half = img.width() // 2
        assert near(img.pixel(half * 3 // 4, img.height() * 3 // 4), front_colour(*cell))
        assert near(img.pixel(half + half * 3 // 4, img.height() * 3 // 4), back_colour(*cell))
    dlg.undo.undo()  # the dialog's own undo: the cell holds a counter again
    assert dlg.layout_.empty == set()
    dlg.undo.redo()
    assert dlg.layout_.empty == {EMPTY}


def test_dragging_the_size_handle_fits_the_grid_and_undoes_in_one_step(dialog, qtbot):
    from editor.hexmap.sheets.canvas import grid_handles

    dlg = dialog
    view = dlg.canvas.viewport()
    corner = grid_handles(dlg.layout_.grid)["size"]
    start = dlg.canvas.mapFromScene(corner)
    end = dlg.canvas.mapFromScene(QPointF(corner.x() + 8, corner.y() + 6))
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 5):
        mid = start + (end - start) * (k / 4)
        QTest.mouseMove(view, QPoint(round(mid.x()), round(mid.y())))
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=end)
    size = dlg.layout_.grid.size
    assert size[0] > SIZE and size[1] > SIZE
    assert dlg.grid_form.sw.value() == size[0]  # the numbers follow the handle
    dlg.undo.undo()
    assert dlg.layout_.grid.size == (SIZE, SIZE)


def test_keyboard_entry_add_to_scenario_undo_and_layout_file(dialog, window, qtbot, tmp_path):
    dlg = dialog
    doc = window.doc
    click_cell(qtbot, dlg, EMPTY)
    layout_file = tmp_path / "sheet.yaml"
    assert dlg.save_layout_to(layout_file)
    dlg.tabs.setCurrentIndex(1)
    dlg.go_to(dlg.order()[0])
    form = dlg.entry.form
    assert QApplication.focusWidget() is form.type
    # counter 1 (r1c1): mounted knights of Richard's banner, 3-6-6, fatigued 3-4-5
    type_keys(qtbot, "Ch")
    key(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "richard")
    key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is form.mounted
    key(qtbot, Qt.Key.Key_Space)
    key(qtbot, Qt.Key.Key_Tab)  # fire symbol: no
    for value in ("3", "6", "6", "3", "4", "5"):  # front SP, quality, MP; back SP, quality, MP
        key(qtbot, Qt.Key.Key_Tab)
        type_keys(qtbot, value)
    key(qtbot, Qt.Key.Key_Return)  # Enter: the next counter
    assert dlg.current.cell == (0, 1)
    assert QApplication.focusWidget() is form.type
    # counter 2 (r1c2): archers; a quality of 12 is flagged at once, then corrected
    type_keys(qtbot, "Ar")
    assert form.fire.isChecked()  # archers always fire
    key(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "richard")
    for _ in range(3):
        key(qtbot, Qt.Key.Key_Tab)  # mounted, fire, front SP
    type_keys(qtbot, "2")
    key(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "12")
    quality = form.front.spins["quality"]
    assert quality.value() == 12 and quality.property("finding") == "error"
    assert "outside 0–9" in form.problems.text()
    key(qtbot, Qt.Key.Key_Backspace)
    key(qtbot, Qt.Key.Key_Backspace)
    type_keys(qtbot, "5")
    assert quality.property("finding") == ""
    key(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "4")
    key(qtbot, Qt.Key.Key_Return)
    assert dlg.current.cell == (0, 2)
    key(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)  # Shift+Enter: back
    assert dlg.current.cell == (0, 1) and dlg.current.front == m.UnitValues(2, 5, 4)
    key(qtbot, Qt.Key.Key_PageDown)
    assert dlg.current.cell == (0, 2) and not dlg.current.entered  # only looked at: not added

    steps = doc.undo.count()
    key(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter: add to scenario
    assert doc.undo.count() == steps + 1  # one undo step for the whole import
    side = doc.scenario.side("crusaders")
    ch, ar = side.units[-2], side.units[-1]
    assert (ch.id, ch.banner, ch.type, ch.mounted, ch.fire) == ("richard-ch-1", "richard", "Ch", True, False)
    assert (ch.front, ch.back) == (m.UnitValues(3, 6, 6), m.UnitValues(3, 4, 5))
    assert (ar.id, ar.type, ar.fire, ar.front, ar.back) == ("richard-ar-1", "Ar", True, m.UnitValues(2, 5, 4),
                                                          m.UnitValues(2, 5, 4))
    assert ch.images == m.Images("counters/richard-ch-1-front.png", "counters/richard-ch-1-back.png")
    folder = tmp_path / "counters"
    for ident, cell in (("richard-ch-1", (0, 0)), ("richard-ar-1", (0, 1))):
        with Image.open(folder / f"{ident}-front.png") as im:
            assert im.size == (SIZE, SIZE) and im.convert("RGB").getpixel((30, 30)) == front_colour(*cell)
        with Image.open(folder / f"{ident}-back.png") as im:
            assert im.convert("RGB").getpixel((30, 30)) == back_colour(*cell)
    doc.undo.undo()
    assert {u.id for u in doc.scenario.side("crusaders").units}.isdisjoint({"richard-ch-1", "richard-ar-1"})
    doc.undo.redo()
    assert doc.scenario.unit("richard-ar-1") is not None
    layout, findings = load_layout(layout_file)
    assert layout is not None and not findings
    assert layout.cells == {(0, 0): "richard-ch-1", (0, 1): "richard-ar-1"} and layout.empty == {EMPTY}
    assert layout.front.image == "fronts.png" and layout.back.image.image == "backs.png"
    assert not dlg.pending()  # nothing to lose: closing does not ask
    dlg.close()

    # resuming: the layout opens with its assignments and the counters' values from the scenario
    from editor.hexmap.sheets.dialog import SheetImportDialog

    again = SheetImportDialog(doc, window)
    qtbot.addWidget(again)
    assert again.open_layout(layout_file)
    d = again.drafts[(0, 0)]
    assert d.in_scenario and d.id == "richard-ch-1" and d.front == m.UnitValues(3, 6, 6)

    # the map draws the unit's front image at its counter's centre
    h = doc.scenario.grid.parse_label("1010")
    assert not doc.setup_by_hex().get(h)
    setup = doc.part("setup") + [m.Placement(h, unit="richard-ch-1")]
    doc.edit("Place", {"setup": setup}, hexes={h})
    window.view.zoom_actual()
    window.view.center_on_hex(h)
    QApplication.processEvents()
    img = window.view.viewport().grab().toImage()
    centre = window.view.mapFromScene(doc.geometry.qcenter(h))
    assert near(img.pixel(centre.x() + 3, centre.y() + 5), front_colour(0, 0), tol=12)


def test_a_new_banner_offers_its_leader_and_is_never_invented(dialog, window, qtbot, tmp_path):
    dlg = dialog
    assert dlg.save_layout_to(tmp_path / "sheet.yaml")
    dlg.tabs.setCurrentIndex(1)
    dlg.go_to(dlg.order()[0])
    form = dlg.entry.form
    type_keys(qtbot, "Su")
    key(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "odo")
    key(qtbot, Qt.Key.Key_Return)  # Enter in the banner's list too: the next counter
    assert dlg.current.cell == (0, 1) and dlg.order()[0].banner == "odo" and dlg.order()[0].entered
    key(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is form.type
    for _ in range(3):
        key(qtbot, Qt.Key.Key_Tab)  # banner, mounted, fire
    for value in ("4", "5", "4"):
        key(qtbot, Qt.Key.Key_Tab)
        type_keys(qtbot, value)
    assert dlg.current.front == m.UnitValues(4, 5, 4)
    assert "no leader" in form.banner_note.text() and form.add_leader_btn.isVisibleTo(form)
    asked = []
    dlg.ask = lambda title, text: asked.append(text) or False  # "Add with warnings?" - no
    assert not dlg.add_to_scenario()
    assert "odo" in asked[0] and window.doc.scenario.unit("odo-su-1") is None  # asked, and nothing added
    form.add_leader_btn.click()  # offered, not invented: the leader's entry is created on request
    leader = dlg.current
    assert leader.kind == "leader" and leader.banner == "odo" and leader.cell is None and leader.id == "odo"
    assert QApplication.focusWidget() is form.name
    type_keys(qtbot, "Odo of Bayeux")
    leader.leader = m.LeaderValues(1, 3, 2, 8)
    assert dlg.add_to_scenario()  # no warning left: nothing asked
    s = window.doc.scenario
    assert s.leader("odo").banner == "odo" and s.leader("odo").images is None
    assert s.unit("odo-su-1").banner == "odo" and len(asked) == 1


def test_copy_previous_and_bulk_banner(dialog, qtbot):
    dlg = dialog
    dlg.tabs.setCurrentIndex(1)
    first = dlg.order()[0]
    dlg.go_to(first)
    first.kind, first.side, first.banner, first.type, first.id = "unit", "crusaders", "richard", "Pi", "richard-pi-1"
    first.set_front(m.UnitValues(5, 4, 4))
    first.entered = True
    dlg.next_counter()
    key(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # the previous counter's values
    second = dlg.current
    assert (second.type, second.banner, second.front) == ("Pi", "richard", m.UnitValues(5, 4, 4))
    assert second.id == "richard-pi-2" and second.entered
    dlg.strip.select_cells({(1, 0), (1, 1), (1, 2)})
    dlg.entry.bulk_side.setCurrentIndex(dlg.entry.bulk_side.findData("crusaders"))
    dlg.entry.bulk_banner.setEditText("lusignan")
    dlg.entry.bulk_btn.click()
    assert {dlg.drafts[c].banner for c in ((1, 0), (1, 1), (1, 2))} == {"lusignan"}
    assert dlg.drafts[(1, 3)].banner == ""


def test_counter_images_on_the_map_fall_back_to_the_drawn_counter(window, tmp_path):
    from editor.hexmap.sheets import images

    doc = window.doc
    side, unit = doc.units_by_id()[doc.scenario.setup[0].unit]
    folder = tmp_path / "counters"
    folder.mkdir()
    Image.new("RGB", (50, 50), (10, 200, 30)).save(folder / "u-front.png")
    Image.new("RGB", (50, 50), (240, 20, 220)).save(folder / "u-back.png")
    (folder / "broken.png").write_bytes(b"\x89PNG\r\n\x1a\n not really")
    painter = window.view.map_item.painter
    assert painter.counter_pixmap(side, m.Images("counters/u-front.png"), "front", 20, 64) is not None
    assert painter.counter_pixmap(side, m.Images("counters/broken.png"), "front", 20, 64) is None
    assert painter.counter_pixmap(side, m.Images("../u-front.png"), "front", 20, 64) is None  # never opened
    assert painter.counter_pixmap(side, m.Images("counters/missing.png"), "front", 20, 64) is None
    sides = doc.part("sides")
    u = next(x for s in sides for x in s.units if x.id == unit.id)
    u.images = m.Images("counters/u-front.png", "counters/u-back.png")
    doc.edit("Images", {"sides": sides})
    pl = doc.scenario.setup[0]
    window.view.zoom_actual()
    window.view.center_on_hex(pl.hex)

    def centre_pixel():
        QApplication.processEvents()
        img = window.view.viewport().grab().toImage()
        stack = doc.setup_by_hex()[pl.hex]
        pos = next((px, py) for p, px, py in painter.stack_positions(pl.hex, stack) if p.unit == pl.unit)
        c = window.view.mapFromScene(QPointF(*pos))
        return img.pixel(c.x() + 4, c.y() + 6)

    assert near(centre_pixel(), (10, 200, 30), tol=12)
    setup = doc.part("setup")
    setup[0].fatigued = True
    doc.edit("Fatigue", {"setup": setup}, hexes={pl.hex})
    assert near(centre_pixel(), (240, 20, 220), tol=12)  # the back when fatigued
    images.forget()


def test_the_armies_dock_previews_a_units_images(window, tmp_path):
    doc = window.doc
    folder = tmp_path / "counters"
    folder.mkdir()
    Image.new("RGB", (40, 40), (10, 200, 30)).save(folder / "u-front.png")
    unit_id = doc.scenario.sides[0].units[0].id
    sides = doc.part("sides")
    sides[0].units[0].images = m.Images("counters/u-front.png", "counters/missing.png")
    doc.edit("Images", {"sides": sides})
    assert window.armies.select("unit", unit_id)
    row = window.armies.unit_form.images
    front = row.front_preview.pixmap()
    assert front is not None and not front.isNull()
    assert near(front.toImage().pixel(front.width() // 2, front.height() // 2), (10, 200, 30))
    assert row.back_preview.pixmap().isNull() and "not found" in row.back_preview.toolTip()


def test_bad_input_is_explained_and_adds_nothing(dialog, window, qtbot, tmp_path, monkeypatch):
    dlg = dialog
    told = []
    dlg.tell = lambda title, text: told.append((title, text))
    steps = window.doc.undo.count()
    dlg.grid_form.ox.setValue(100)  # the grid now runs off the right edge of the scan
    dlg.flush()
    assert "grid-off-image" in {f.code for f in dlg.findings}
    assert "grid-off-image" in dlg.grid_form.findings.item(0).text()
    d = dlg.order()[0]
    d.banner, d.front, d.back, d.entered = "richard", m.UnitValues(3, 5, 4), m.UnitValues(3, 5, 4), True
    assert not dlg.add_to_scenario() and told[-1][0] == "The layout has errors"
    dlg.undo.undo()  # the grid back on the scan
    dlg.flush()
    assert not dlg.findings
    assert dlg.save_layout_to(tmp_path / "sheet.yaml")
    asked = []  # Cancel pressed after the first crop was written
    monkeypatch.setattr("editor.hexmap.sheets.output.QProgressDialog.wasCanceled", lambda self: bool(asked.append(1))
                        or len(asked) > 1)
    files = sorted(tmp_path.rglob("*"))
    assert not dlg.add_to_scenario() and told[-1][0] == "Stopped"  # cancelled while writing the crops
    assert "no counter image was written" in told[-1][1] and sorted(tmp_path.rglob("*")) == files  # all or none
    assert window.doc.undo.count() == steps and window.doc.scenario.unit(d.id) is None
    (tmp_path / "not-a-layout.yaml").write_text("title: a scenario?\n")
    assert not dlg.open_layout(tmp_path / "not-a-layout.yaml")
    assert told[-1][0] == "Cannot open the layout" and "not-a-layout" in told[-1][1]
    (tmp_path / "truncated.png").write_bytes((tmp_path / "fronts.png").read_bytes()[:200])
    asked = []
    dlg.ask = lambda title, text: asked.append(text) or True
    assert dlg.open_layout(tmp_path / "sheet.yaml")  # opening another layout asks before dropping the entry
    assert asked == ["1 entered counter is not added. Discard?"]
    dlg.layout_ = None
    dlg.set_front_image(tmp_path / "truncated.png")  # the header reads; decoding fails: a finding, no crash
    dlg.flush()
    assert "image-unreadable" in {f.code for f in dlg.findings}


def test_a_huge_scan_is_shown_from_a_smaller_copy(monkeypatch):
    from editor.hexmap.sheets import scan

    monkeypatch.setattr(scan, "MAX_SHOWN_PIXELS", 100 * 100)
    im = Image.new("RGB", (400, 200), "white")
    ImageDraw.Draw(im).rectangle((200, 100, 299, 199), fill=(10, 200, 30))
    s = scan.scan_from(im)
    assert s.size == (400, 200) and s.image.width() < 400 and abs(s.k - s.image.width() / 400) < 1e-9
    part = s.part((200, 100, 300, 200))
    assert near(part.pixel(part.width() // 2, part.height() // 2), (10, 200, 30))
