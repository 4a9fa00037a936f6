"""The BBG table in the editor (issue 29): the format line chooses the window, round trip, undo for every
edit, the table canvas (figures from the slot grid, moves, turns that snap to the army sheet's categories,
terrain corners with snapping, placing from the army list, collisions), autosave and recovery, changed on
disk, File → New of each BBG file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest

from editor import recovery
from editor.shell import kinds
from editor.table.document import BbgDocument
from editor.table.figures import card_ranks, snap_turn, turn_category
from editor.table.items import table_point
from editor.table.window import TableWindow
from rules.bbg import model as m
from rules.bbg.files import load_bbg

ROOT = Path(__file__).resolve().parents[2]
BBG = ROOT / "scenarios" / "bbg"


@pytest.fixture
def table_path(tmp_path) -> Path:
    shutil.copytree(BBG, tmp_path / "bbg")
    return tmp_path / "bbg" / "meadow-of-kohalom.yaml"


@pytest.fixture
def table(qtbot, tmp_path, table_path):
    w = TableWindow(BbgDocument.open(table_path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1366, 740)
    w.show()
    qtbot.waitExposed(w)
    w.canvas.fit()
    w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
    return w


def _view_point(w, x: float, y: float) -> QPoint:
    return w.canvas.mapFromScene(QPointF(x, -y))


def test_the_format_line_chooses_the_window(window, table_path, qtbot):
    """File → Open in the hex window on a BBG table opens the table window; the hex document stays."""
    before = window.doc
    assert window.open_file(str(table_path), ask=False)
    opened = [w for w in kinds._open_windows if isinstance(w, TableWindow)]
    assert opened and opened[-1].doc.kind == "scenario" and window.doc is before
    for w in opened:
        w.ask_save = window.ask_save
        qtbot.addWidget(w)
    assert kinds.kind_of(str(table_path)) == "bbg" and kinds.kind_of(str(ROOT / "scenarios" /
                                                                       "tremithoussia-demo.yaml")) == "hex"
    titles = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "New BBG table scenario…" in titles and "New BBG army list…" in titles


def test_save_without_an_edit_writes_the_file_back_byte_for_byte(table, table_path):
    before = table_path.read_bytes()
    table.doc.undo.resetClean()
    assert table._save_to(str(table_path))
    assert table_path.read_bytes() == before


def test_units_are_drawn_figure_by_figure_with_their_roles(table):
    for unit in table.doc.scenario.units():
        item = table.canvas.units[unit.id]
        assert len(item.rects) == unit.figure_count()
    hop = table.canvas.units["hoplites-1"]
    assert hop.figures.roles[:2] == ("G", "M")  # the general leads the first phalanx, the musician beside him
    # 12 files of 1.5 cm bases at 2.5 cm per M: 7.2 M wide (B3)
    assert hop.figures.width == pytest.approx(12 * 0.6)


def test_moving_a_unit_by_mouse_is_one_undo_step_and_saved_round_trip(table, table_path, qtbot):
    canvas, doc = table.canvas, table.doc
    item = canvas.units["hoplites-2"]
    start = canvas.mapFromScene(item.mapToScene(QPointF(0, 0.3)))
    end = start + QPoint(int(3 * canvas.px_per_m()), 0)
    vp = canvas.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    pose = doc.scenario.unit("hoplites-2").pose
    assert pose.x == pytest.approx(30, abs=0.3) and pose.y == pytest.approx(8, abs=0.1)
    assert doc.undo.count() == 1 and doc.modified
    assert table.save()
    text = table_path.read_text(encoding="utf-8")
    assert "# A small Battles Before Gunpowder table" in text  # the designer's comments stay
    assert load_bbg(table_path).model.unit("hoplites-2").pose.x == pytest.approx(pose.x)
    doc.undo.undo()
    assert doc.scenario.unit("hoplites-2").pose.x == 27
    assert item.pos().x() == pytest.approx(27)


def test_a_loose_units_figures_move_and_turn_with_it(table):
    doc = table.doc
    peltasts = doc.scenario.unit("peltasts-1")
    first = peltasts.figures[0]
    table.canvas.units["peltasts-1"].commit_pose(QPointF(12, -9.6), 90.0, "turn")
    moved = doc.scenario.unit("peltasts-1").figures[0]
    # the officer stood 0.3 M behind the front-edge centre; facing east he stands 0.3 M west of it
    assert (moved.x, moved.y) == pytest.approx((12 - (9.6 - first.y), 9.6))
    doc.undo.undo()
    assert doc.scenario.unit("peltasts-1").figures[0] == first


@pytest.mark.parametrize(("dragged", "snapped", "glyph"), [
    (3.0, 0.0, "↑"), (31.0, 30.0, "↑"), (42.0, 45.0, "↑"), (-52.0, -50.0, "↖"), (86.0, 90.0, "↗"),
    (-120.0, -120.0, "←"), (152.0, 150.0, "→"), (176.0, 180.0, "←")])
def test_turns_snap_to_the_army_sheets_categories(dragged, snapped, glyph):
    """B58: ↑ up to 45°, ↖/↗ 45–90°, ←/→ more than 90° (the demo sheet's legend)."""
    assert snap_turn(dragged) == snapped
    assert turn_category(snap_turn(dragged))[1] == glyph
    assert snap_turn(42.0, free=True) == 42.0


def test_turning_with_the_handle(table, qtbot):
    canvas, doc = table.canvas, table.doc
    item = canvas.units["horse-1"]
    item.setSelected(True)
    handle = item.handle
    assert handle is not None
    vp = canvas.viewport()
    start = canvas.mapFromScene(handle.scenePos())
    centre = canvas.mapFromScene(item.scenePos())
    r = (start - centre).manhattanLength()
    end = centre + QPoint(int(r * 0.72), -int(r * 0.69))  # about 46° to the right
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert doc.scenario.unit("horse-1").pose.heading == pytest.approx(45.0)
    assert doc.undo.count() == 1


def test_terrain_corners_drag_with_snapping_add_and_remove(table):
    canvas, doc = table.canvas, table.doc
    wood = canvas.outlines[("points", "wet-meadow")]
    wood.setSelected(True)
    assert len(wood.handles) == 4
    # a corner dragged near the orchard's corner (40, 10) lands on it
    snapped = canvas.snap(QPointF(40.2, -10.1), exclude=wood)
    assert (snapped.x(), snapped.y()) == (40, -10)
    wood.commit_vertex(1, snapped)
    assert doc.scenario.terrain[4].polygon[1] == (40, 10)
    wood.add_vertex(QPointF(23, -14))
    assert len(doc.scenario.terrain[4].polygon) == 5
    wood.remove_vertex(0)
    assert len(doc.scenario.terrain[4].polygon) == 4
    assert doc.undo.count() == 3
    for _ in range(3):
        doc.undo.undo()
    assert doc.scenario.terrain[4].polygon == ((20, 14), (27, 14), (27, 17), (20, 17))
    assert [(p.x(), p.y()) for p in canvas.outlines[("points", "wet-meadow")].points][1] == (27, -14)


def test_a_new_terrain_is_drawn_corner_by_corner(table):
    canvas, doc = table.canvas, table.doc
    canvas.start_drawing("forest")
    vp = canvas.viewport()
    for x, y in ((12, 20), (16, 20), (16, 24)):
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _view_point(table, x, y))
    QTest.keyClick(vp, Qt.Key.Key_Return)
    new = doc.scenario.terrain[-1]
    assert new.id == "forest-1" and len(new.polygon) == 3 and ("points", "forest-1") in canvas.outlines
    doc.undo.undo()
    assert all(t.id != "forest-1" for t in doc.scenario.terrain)


def test_a_unit_placed_from_the_army_list_and_removed(table):
    canvas, doc = table.canvas, table.doc
    uid = canvas.place_card("league", "hoplites-1", (10.0, 4.0))
    unit = doc.scenario.unit(uid)
    assert uid == "hoplites-1-1" or uid.startswith("hoplites-")
    assert unit.ranks[0].startswith("O") and unit.figure_count() == 24 and uid in canvas.units
    canvas.scene().clearSelection()
    canvas.units[uid].setSelected(True)
    canvas.delete_selected()
    assert doc.scenario.unit(uid) is None and uid not in canvas.units
    doc.undo.undo()
    assert doc.scenario.unit(uid) is not None and uid in canvas.units
    doc.undo.undo()
    assert doc.scenario.unit(uid) is None


def test_card_ranks_put_the_officer_musician_and_standard_bearer_in_front():
    card = m.UnitCard("c", "t", files=4, ranks=2, roles={"O": 1, "M": 1, "Z": 1})
    assert card_ranks(card) == ("OMZS", "SSSS")


def test_collisions_are_shown(table):
    canvas = table.canvas
    assert not any(i.colliding for i in canvas.units.values())
    canvas.units["hoplites-2"].commit_pose(QPointF(20, -8), 0.0, "onto the first phalanx")
    assert canvas.units["hoplites-1"].colliding and canvas.units["hoplites-2"].colliding
    table.doc.undo.undo()
    assert not canvas.units["hoplites-1"].colliding


def test_autosave_and_recovery_bring_back_the_edit(table, tmp_path):
    table.canvas.units["archers-1"].commit_pose(QPointF(33, -12), 0.0, "move")
    target = table.autosave()
    assert target is not None and target.exists()
    found = [r for r in recovery.pending(tmp_path / "recovery") if r.path == target]
    assert found and found[0].original == table.doc.path
    doc = recovery.open_recovery(found[0])
    assert isinstance(doc, BbgDocument) and doc.scenario.unit("archers-1").pose.y == 12


def test_a_change_on_disk_is_never_overwritten_unasked(table, table_path):
    table.canvas.units["archers-1"].commit_pose(QPointF(33, -12), 0.0, "move")
    table_path.write_text(table_path.read_text(encoding="utf-8") + "# changed elsewhere\n", encoding="utf-8")
    asked = []
    table.ask_changed = lambda parent, name: asked.append(name) or "cancel"
    assert not table.save()
    assert asked == ["meadow-of-kohalom.yaml"]
    assert table_path.read_text(encoding="utf-8").endswith("# changed elsewhere\n")
    table.ask_changed = lambda parent, name: "overwrite"
    assert table.save()
    assert load_bbg(table_path).model.unit("archers-1").pose.y == 12


def test_new_bbg_files_save_and_read_back(qtbot, tmp_path):
    from editor.table.newfile import NewBbgDialog

    dlg = NewBbgDialog("scenario")
    qtbot.addWidget(dlg)
    dlg.name.setText("Trial")
    dlg.width.setValue(60)
    dlg.sides[1][0].setText("tribes")
    doc = BbgDocument(dlg.model())
    doc.save(tmp_path / "trial.yaml")
    got = load_bbg(tmp_path / "trial.yaml")
    assert got.kind == "scenario" and got.model.table.width_M == 60 and got.model.title == "Trial"
    assert [(s.id, s.army) for s in got.model.sides] == [("side-1", "armies/side-1.yaml"),
                                                         ("tribes", "armies/side-2.yaml")]
    army = NewBbgDialog("army")
    qtbot.addWidget(army)
    BbgDocument(army.model()).save(tmp_path / "army.yaml")
    assert load_bbg(tmp_path / "army.yaml").kind == "army"


def test_an_army_list_and_a_sheet_open_in_their_editors(qtbot, table_path, tmp_path):
    from editor.bbg.armylist import ArmyListEditor
    from editor.bbg.orders import OrderSheetEditor

    for path, cls in ((table_path.parent / "armies" / "hoplite-league.yaml", ArmyListEditor),
                      (table_path.parent / "meadow-of-kohalom.league-sheet.yaml", OrderSheetEditor)):
        w = TableWindow(BbgDocument.open(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(w)
        assert w.canvas is None and isinstance(w.centralWidget(), cls) and w.editor.undo is w.doc.undo


def test_the_window_fits_1366_by_768(table):
    assert table.minimumSizeHint().width() <= 1366 and table.minimumSizeHint().height() <= 740


def test_a_terrains_level_slope_and_removal_are_undone(table):
    canvas, doc = table.canvas, table.doc
    assert canvas.set_terrain_attrs("hill", 2, None)
    assert doc.scenario.terrain[0].level == 2 and "level 2" in canvas.outlines[("points", "hill")].toolTip()
    assert canvas.set_terrain_attrs("hill-slope", None, 90.0)
    assert doc.scenario.terrain[1].up_bearing == 90.0
    assert canvas.delete_terrain("orchard")
    assert ("points", "orchard") not in canvas.outlines
    for _ in range(3):
        doc.undo.undo()
    assert doc.scenario.terrain[0].level == 1 and doc.scenario.terrain[1].up_bearing == 0
    assert ("points", "orchard") in canvas.outlines



def test_a_bbg_recovery_is_offered_and_opens_in_the_table_window(window, table, monkeypatch, qtbot):
    from PySide6.QtWidgets import QMessageBox

    import editor.hexmap.editwindow as ew

    table.canvas.units["archers-1"].commit_pose(QPointF(33, -12), 0.0, "move")
    assert table.autosave() is not None
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Open))
    hex_doc = window.doc
    assert ew.offer_recovery(window)
    got = [w for w in kinds._open_windows if isinstance(w, TableWindow) and w is not table][-1]
    got.ask_save = table.ask_save
    qtbot.addWidget(got)
    assert window.doc is hex_doc  # the hex window keeps its scenario
    assert got.doc.modified and got.doc.scenario.unit("archers-1").pose.y == 12


def test_file_new_offers_the_bbg_files_in_the_hex_window(window, monkeypatch, qtbot):
    from editor.table.newfile import NewBbgDialog

    monkeypatch.setattr(NewBbgDialog, "exec", lambda self: 1)
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "New BBG army list…")
    action.trigger()
    got = [w for w in kinds._open_windows if isinstance(w, TableWindow)][-1]
    qtbot.addWidget(got)
    assert got.doc.kind == "army" and got.doc.path is None and got.canvas is None


def test_a_finding_about_a_unit_selects_it_on_the_table(table):
    from rules.fileio.findings import Finding

    table.go_to_finding(Finding("x", "warning", "a unit finding", path=("sides", 1, "units", 0, "ranks")))
    assert table.doc.selection == ("unit", "warband-1") and table.canvas.units["warband-1"].isSelected()


def test_the_language_switch_keeps_the_document_and_its_history(table, qtbot):
    table.canvas.units["archers-1"].commit_pose(QPointF(33, -12), 0.0, "move")
    doc = table.doc
    hu = [a for a in table.language_menu.actions() if a.text() == "Magyar"][0]
    try:
        new = table.set_language("hu")
        qtbot.addWidget(new)
        new.ask_save = table.ask_save
        assert new is not table and new.doc is doc and doc.undo.count() == 1 and doc.modified
        assert new.menuBar().actions()[0].text() == "&Fájl"
        assert new.terrain_type.itemText(new.terrain_type.findData("forest")) == "erdő"  # the BBG glossary's word
        assert hu.text() == "Magyar"
    finally:
        back = new.set_language("")
        qtbot.addWidget(back)  # closed with the test: no window is left for the next one
        back.ask_save = table.ask_save


def test_banneret_edit_on_a_bbg_file_opens_the_table_window(table_path, qtbot):
    from editor import app

    window = app.start_window(str(table_path))
    qtbot.addWidget(window)
    assert isinstance(window, TableWindow) and window.doc.kind == "scenario" and window.isVisible()
    assert window.doc.path == str(table_path.resolve())


def test_a_card_dropped_from_the_army_dock_places_a_unit(table):
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QDropEvent

    from editor.table.canvas import CARD_MIME

    dock = table.armies.tree
    card = None
    for i in range(dock.topLevelItemCount()):  # the Hill Tribes' "javelins" card
        side = dock.topLevelItem(i)
        cards = side.child(0)
        for j in range(cards.childCount()):
            if cards.child(j).data(0, Qt.ItemDataRole.UserRole) == ("card", "tribes", "javelins-1"):
                card = cards.child(j)
    assert card is not None
    mime = dock.mimeData([card])
    assert bytes(mime.data(CARD_MIME)) == b"tribes\njavelins-1"
    data = QMimeData()
    data.setData(CARD_MIME, mime.data(CARD_MIME))
    at = _view_point(table, 30, 26)
    event = QDropEvent(QPointF(at), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    table.canvas.dropEvent(event)
    unit = table.doc.scenario.unit("javelins-2")
    assert unit is not None and unit.side == "tribes" and unit.pose.heading == 180.0
    assert unit.pose.x == pytest.approx(30, abs=0.2) and unit.pose.y == pytest.approx(26, abs=0.2)
    assert table.doc.selection == ("unit", "javelins-2")
    assert "javelins-2" in [table.armies.tree.topLevelItem(1).child(1).child(k).text(0)
                            for k in range(table.armies.tree.topLevelItem(1).child(1).childCount())]


def test_the_validation_dock_runs_the_bbg_checks_at_the_files_lines(qtbot, tmp_path, table_path):
    text = table_path.read_text(encoding="utf-8")
    start = text.index("victory: >-")
    end = text.index("ruleset:")
    table_path.write_text(text[:start] + text[end:], encoding="utf-8")
    w = TableWindow(BbgDocument.open(table_path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    findings = w.validation.run_now()
    assert any("victory" in f.message for f in findings)
    assert w.validation.tree.topLevelItemCount() == len(findings)


def test_a_corner_dragged_by_mouse_snaps_to_another_terrains_corner(table):
    canvas, doc = table.canvas, table.doc
    canvas.zoom_by(2.0)
    meadow = canvas.outlines[("points", "wet-meadow")]
    canvas.centerOn(meadow)
    meadow.setSelected(True)
    handle = meadow.handles[1]  # the corner at (27, 14)
    vp = canvas.viewport()
    start = canvas.mapFromScene(handle.scenePos())
    near = canvas.mapFromScene(QPointF(32.15, -17.9))  # a few pixels from the slope's corner (32, 18)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(vp, start + (near - start) * i / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, near)
    assert doc.scenario.terrain[4].polygon[1] == (32, 18)
    assert doc.undo.count() == 1 and doc.undo.undoText() == "Move a corner"


def test_the_table_exports_as_png_at_the_chosen_scale(table, tmp_path, monkeypatch):
    from PIL import Image
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    target = tmp_path / "table.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (10, True)))
    table.canvas.units["hoplites-1"].setSelected(True)
    assert table.export_png()
    image = Image.open(target).convert("RGB")
    assert image.size == (480, 320)  # 48 × 32 M at 10 px per M
    assert image.getpixel((5, 160)) == (0xcf, 0xd8, 0xa8)  # open table at (0.5, 16) M
    r, g, b = image.getpixel((round(18.9 * 10), round((32 - 7.3) * 10)))  # a figure of the first phalanx
    assert b > r and b > g  # the League's blue
    assert table.canvas.units["hoplites-1"].isSelected()  # the selection is back after the picture


def test_every_word_the_table_window_shows_goes_through_translation(qapp, qtbot, table_path, tmp_path, monkeypatch):
    """The pseudo-locale walk of tests/editor/test_i18n_pseudo.py over the BBG window: menus, tool bar, docks,
    the canvas items' tool tips; what is left untranslated must be the scenario's own data."""
    from test_i18n_pseudo import check  # the same walk as the hex window's

    from editor.i18n import PseudoTranslator, install
    from editor.table.figures import bbg_word

    t = PseudoTranslator(qapp)
    qapp.installTranslator(t)
    try:
        w = TableWindow(BbgDocument.open(table_path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(w)
        sc = w.doc.scenario
        data = {sc.title, *(s.name for s in sc.sides), *(s.id for s in sc.sides), *(u.id for u in sc.units()),
                *(t.id for t in sc.terrain), *(bbg_word("terrain", k) for k in m.TERRAIN_TYPES), w.doc.display_name,
                *(c.name for a in w.doc.armies.values() for c in a.cards), *(a.name for a in w.doc.armies.values()),
                "Magyar", "Français", "Italiano", "Polski", "English"}
        problems = check(w, data)
        for item in [*w.canvas.units.values(), *w.canvas.outlines.values()]:
            if check_text(item.toolTip(), data):
                problems.append(f"tool tip {item.toolTip()!r}")
        assert not problems, "\n".join(sorted(set(problems)))
    finally:
        qapp.removeTranslator(t)
        install(qapp, "en")


def check_text(text: str, data: set[str]) -> bool:
    from test_i18n_pseudo import escaped

    return escaped(text, data)


def test_a_camps_corner_moves_and_a_clicked_corner_goes_with_delete(table):
    canvas, doc = table.canvas, table.doc
    camp = canvas.outlines[("camp", 0)]
    camp.commit_vertex(2, QPointF(29, -3.5))
    assert doc.scenario.camps[0].polygon[2] == (29, 3.5)
    canvas.zoom_by(2.0)
    canvas.centerOn(camp)
    camp.setSelected(True)
    vp = canvas.viewport()
    at = canvas.mapFromScene(camp.handles[0].scenePos())
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.keyClick(vp, Qt.Key.Key_Delete)
    assert len(doc.scenario.camps[0].polygon) == 3 and doc.undo.undoText() == "Remove a corner"
    doc.undo.undo()
    doc.undo.undo()
    assert doc.scenario.camps[0].polygon == ((20, 0.5), (28, 0.5), (28, 3), (20, 3))


def test_reload_after_a_change_on_disk_shows_the_file_as_it_is_now(table, table_path, qtbot):
    table.canvas.units["archers-1"].commit_pose(QPointF(33, -12), 0.0, "move")
    text = table_path.read_text(encoding="utf-8").replace('title: "The Meadow of Kőhalom (an invented battle)"',
                                                          'title: "Changed elsewhere"')
    table_path.write_text(text, encoding="utf-8")
    table.ask_changed = lambda parent, name: "reload"
    assert not table.save()
    fresh = [w for w in kinds._open_windows if isinstance(w, TableWindow) and w is not table][-1]
    qtbot.addWidget(fresh)
    fresh.ask_save = table.ask_save
    assert fresh.doc.title == "Changed elsewhere" and not fresh.doc.modified
    assert fresh.doc.scenario.unit("archers-1").pose.y == 9  # the unsaved move was given up, as asked
    assert table_path.read_text(encoding="utf-8") == text


def test_help_opens_the_editor_guide_from_the_table_window(table):
    help_menu = table.menuBar().actions()[-1].menu()
    next(a for a in help_menu.actions() if a.text() == "Editor &guide").trigger()
    assert table._help.isVisible() and "Battles Before Gunpowder" in table._help.browser.toPlainText()
    table._help.close()


def test_no_bbg_window_is_left_open_by_these_tests():
    """Run last in this file: every window a test opened was closed with it (the hex tests count windows)."""
    from PySide6.QtWidgets import QApplication

    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, TableWindow) and w.isVisible()] == []


def test_the_canvas_draws_every_figure_on_the_bases_the_computations_use(qtbot, tmp_path):
    """One source of truth for a base (B3, `[L92]` "1,5x1,5 cm-es alapra"): the warbands' troop type gives no
    `base_cm`, so the computations take the text's foot base, 0.6 M at 2.5 cm per M; the canvas draws them the
    same (it drew 1 M squares before), so the warbands that touch the phalanx in the computations touch it on the
    canvas and do not overlap it."""
    from shapely.geometry import Polygon

    from rules.bbg.table import OpenTable
    from tests.bbg_desk.test_melee_steps import contact_table

    path = contact_table(tmp_path)
    w = TableWindow(BbgDocument.open(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    table, _findings = OpenTable.load(path)
    _c, troop = table.card_and_type("warband-1")
    assert troop.base_cm is None and troop.troop_class == "light_inf"  # the case: foot without base_cm
    for unit in w.doc.scenario.units():
        item = w.canvas.units[unit.id]
        drawn = [Polygon([table_point(item.mapToScene(c)) for c in (r.topLeft(), r.topRight(), r.bottomRight(),
                                                                        r.bottomLeft())]) for r in item.rects]
        core = list(table.body(unit.id).bases)
        assert len(drawn) == len(core), unit.id
        for d in drawn:  # each drawn base is one of the core's, to the file's 3 decimals
            assert min(d.symmetric_difference(c).area for c in core) < 0.01, unit.id
        assert item.figures.base_known, unit.id
    assert w.canvas.units["warband-1"].figures.base == pytest.approx((0.6, 0.6))
    assert not any(i.colliding for i in w.canvas.units.values())  # touching, not overlapping
