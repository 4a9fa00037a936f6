"""Files, armies, counters on the map, settings, validation and the background fit, driven as a user would."""

from __future__ import annotations

import math
import time

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.hexmap.document import Document
from rules.geometry import affine
from rules.scenario.files import load_scenario


def hx(window, label):
    return window.doc.scenario.grid.parse_label(label)


def test_banneret_edit_constructs_the_main_window(monkeypatch, qapp):
    import editor.hexmap.mainwindow as mw
    from rules.cli import main as cli

    shown = []

    def run(self=None):  # the event loop, until the file given is open (it is read once the window shows)
        deadline = time.monotonic() + 30
        while not any(isinstance(x, mw.MainWindow) for x in shown) and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.01)
        return 0

    monkeypatch.setattr(QApplication, "exec", run)

    monkeypatch.setattr(mw, "offer_recovery", lambda w: shown.append(w) or False)
    assert cli.main(["edit", "scenarios/tremithoussia-demo.yaml"]) == 0
    window = next(x for x in shown if isinstance(x, mw.MainWindow))
    assert "Tremithoussia" in window.windowTitle()
    window.ask_save = lambda *a: QMessageBox.StandardButton.Discard
    window.close()


def test_save_then_load_gives_the_documents_scenario(window, mouse, tmp_path):
    window.set_tool("brush")
    window.tool_settings.set(terrain="village", brush_size=1)
    mouse.drag(["0705", "0706"])
    assert window.doc.modified and window.windowTitle().startswith("demo.yaml*")
    out = tmp_path / "saved.yaml"
    assert window._save_to(str(out))
    assert not window.doc.modified
    loaded = load_scenario(out)
    assert loaded.scenario == window.doc.scenario
    assert not any(f.severity == "error" for f in loaded.findings)


def test_closing_with_unsaved_changes_asks(window, mouse):
    asked = []
    window.ask_save = lambda *a: asked.append(a[1]) or QMessageBox.StandardButton.Cancel
    window.set_tool("level")
    mouse.click("0505")
    assert window.close() is False  # cancelled: still open, work kept
    assert asked == ["demo.yaml"] and window.isVisible()
    window.ask_save = lambda *a: asked.append(a[1]) or QMessageBox.StandardButton.Discard
    assert window.close() is True


def test_new_scenario_with_a_pointy_grid(window, mouse):
    from editor.dialogs.newmap import NewMapDialog

    dlg = NewMapDialog(window)
    dlg.columns.setValue(12)
    dlg.rows.setValue(9)
    dlg.orientation.setCurrentIndex(1)
    dlg.high.setCurrentIndex(1)
    window.set_document(Document(dlg.scenario()))
    g = window.doc.scenario.grid
    assert (g.columns, g.rows, g.orientation, g.high) == (12, 9, "pointy", "even")
    window.tool_settings.set(terrain="wood")
    window.set_tool("fill")
    type(mouse)(window).click("0505")  # a fresh Mouse: the window now shows the new document
    assert set(window.doc.scenario.map.terrain.values()) == {"wood"}
    assert len(window.doc.scenario.map.terrain) == 12 * 9


def drop(window, kind, ident, label):
    view = window.view
    h = hx(window, label)
    view.centerOn(window.doc.geometry.qcenter(h))
    pos = view.mapFromScene(window.doc.geometry.qcenter(h))
    data = QMimeData()
    data.setData("application/x-banneret-counter", f"{kind}:{ident}".encode())
    ev = QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier)
    view.dropEvent(ev)


def test_drag_a_unit_onto_the_map_turn_it_and_stack_a_leader(window):
    doc = window.doc
    s = doc.scenario
    unplaced = next(u for _, u in s.units() if not any(p.unit == u.id for p in s.setup))
    drop(window, "unit", unplaced.id, "0505")
    pl = next(p for p in s.setup if p.unit == unplaced.id)
    assert pl.hex == hx(window, "0505") and pl.facing is not None
    assert doc.selection == ("unit", unplaced.id)
    facing = pl.facing
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_BracketRight)
    pl = next(p for p in s.setup if p.unit == unplaced.id)
    assert pl.facing == (facing + 1) % 6
    # stack a leader of its banner there
    side = s.side_of_unit(unplaced.id)
    leader = next(ld for ld in side.leaders if ld.banner == unplaced.banner)
    drop(window, "leader", leader.id, "0505")
    assert next(p for p in s.setup if p.leader == leader.id).hex == hx(window, "0505")
    # move the unit by dragging its counter with the select tool
    window.set_tool("select")
    from conftest import Mouse

    Mouse(window).drag(["0505", "0506"])
    assert next(p for p in s.setup if p.unit == unplaced.id).hex == hx(window, "0506")
    doc.undo.undo()
    assert next(p for p in s.setup if p.unit == unplaced.id).hex == hx(window, "0505")


def test_armies_add_duplicate_delete_with_undo(window, monkeypatch):
    dock = window.armies
    doc = window.doc
    assert dock.select("unit", "cru-ch-household")
    n = len(doc.scenario.units())
    dock.duplicate()
    ids = [u.id for _, u in doc.scenario.units()]
    assert len(ids) == n + 1
    new = dock.current[1]
    assert new != "cru-ch-household" and new.startswith("cru-ch-household-") and ids.count(new) == 1
    dup = doc.scenario.unit(new)
    assert dup.front == doc.scenario.unit("cru-ch-household").front
    dock.duplicate()
    assert dock.current[1] != new and dock.current[1] not in (new, "cru-ch-household")
    asked = []
    monkeypatch.setattr(type(dock), "confirm", staticmethod(lambda *a: asked.append(a[2]) or True))
    assert dock.select("unit", "cru-ch-household")
    dock.delete()
    assert asked and "on the map" in asked[0]
    assert doc.scenario.unit("cru-ch-household") is None
    assert not any(p.unit == "cru-ch-household" for p in doc.scenario.setup)
    doc.undo.undo()
    assert doc.scenario.unit("cru-ch-household") is not None
    assert any(p.unit == "cru-ch-household" for p in doc.scenario.setup)
    dock.add_side()
    assert len(doc.scenario.sides) == 3
    dock.add_leader()
    dock.add_unit()
    new_side = doc.scenario.sides[-1]
    assert len(new_side.leaders) == 1 and len(new_side.units) == 1
    assert new_side.units[0].banner == new_side.leaders[0].banner


def test_edit_a_units_back_side_in_its_form(window):
    dock = window.armies
    doc = window.doc
    assert dock.select("unit", "cru-ch-household")
    form = dock.unit_form
    steps = doc.undo.count()
    form.back.spins["quality"].setValue(2)
    form.back.spins["quality"].setValue(3)  # one field edited twice: one undo step
    assert doc.scenario.unit("cru-ch-household").back.quality == 3
    assert doc.undo.count() == steps + 1
    form.name.setText("Maison du roi")
    form.name.editingFinished.emit()
    assert doc.scenario.unit("cru-ch-household").name == "Maison du roi"
    doc.undo.undo()
    doc.undo.undo()
    assert doc.scenario.unit("cru-ch-household").back.quality != 3


def test_rename_a_unit_follows_it_into_the_setup(window):
    dock = window.armies
    doc = window.doc
    dock.select("unit", "cru-ch-household")
    dock.unit_form.id.setText("household")
    dock.unit_form.id.editingFinished.emit()
    assert doc.scenario.unit("household") is not None
    assert any(p.unit == "household" for p in doc.scenario.setup)


def test_set_a_victory_rule_save_reopen(window, tmp_path):
    from editor.dialogs.settings import SettingsDialog

    dlg = SettingsDialog(window.doc, window)
    dlg.points.add_row(["hex_held_at_end", "crusaders", "7", "", "0510 0609", ""])
    dlg.last_turn.setValue(11)
    dlg.update_preview()
    assert "7 VP" in dlg.preview.text() and "0510, 0609" in dlg.preview.text()
    dlg.accept()
    assert dlg.apply()
    s = window.doc.scenario
    rule = s.victory.points[-1]
    assert rule.event == "hex_held_at_end" and rule.points == 7 and rule.hexes == [hx(window, "0510"),
                                                                                   hx(window, "0609")]
    assert s.last_turn == 11
    out = tmp_path / "v.yaml"
    assert window._save_to(str(out))
    again = Document.open(out)
    assert again.scenario.victory == s.victory
    window.doc.undo.undo()
    assert window.doc.scenario.last_turn == 10


def test_bad_settings_are_explained_not_applied(window, monkeypatch):
    from editor.dialogs.settings import SettingsDialog

    told = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: told.append(a[2])))
    dlg = SettingsDialog(window.doc, window)
    dlg.points.add_row(["hex_held_at_end", "", "1", "", "99x9", ""])
    dlg.accept()
    assert told and "99x9" in told[0]
    assert dlg.result() == 0


BROKEN = """format: banneret/1
title: Broken
map:
  grid: {orientation: flat, columns: 10, rows: 10}
  hexsides: {bridge: ["0303/0304"]}
  colour_of_sky: blue
sides:
  - {id: a, name: A, colour: "#aa0000", role: attacker, rout_edge: west}
"""


def test_open_a_broken_file_see_findings_click_one(window, tmp_path):
    p = tmp_path / "broken.yaml"
    p.write_text(BROKEN, encoding="utf-8")
    assert window.open_file(str(p), ask=False)
    codes = {f.code for f in window.validation.findings}
    assert "bridge-without-river" in codes
    tree = window.validation.tree
    item = next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                if tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole).code == "bridge-without-river")
    window.validation._clicked(item)
    assert window.doc.selection == ("hex", window.doc.scenario.grid.parse_label("0303"))
    assert window.doc.scenario.grid.parse_label("0303") in window.view.map_item.painter.error_hexes
    # live: draw the river under the bridge and the finding goes
    from editor.commands import new_stroke  # noqa: F401

    hs = window.doc.part("map.hexsides")
    hs["river"] = list(hs["bridge"])
    window.doc.edit("river", {"map.hexsides": hs})
    findings = window.validation.run_now()
    assert "bridge-without-river" not in {f.code for f in findings}


def test_unknown_keys_survive_a_save(window, tmp_path):
    p = tmp_path / "broken.yaml"
    p.write_text(BROKEN, encoding="utf-8")
    assert window.open_file(str(p), ask=False)
    assert window._save_to(str(p))
    assert "colour_of_sky: blue" in p.read_text(encoding="utf-8")


def test_calibrate_a_rotated_background_from_clicked_hexes(window, tmp_path):
    img = QImage(400, 300, QImage.Format.Format_RGB32)
    img.fill(0xEEDDCC)
    img.save(str(tmp_path / "scan.png"))
    from editor.dialogs.background import BackgroundDialog

    dlg = BackgroundDialog(window.doc, window.view, window)
    assert dlg.load_image(str(tmp_path / "scan.png"))
    assert window.doc.scenario.map.background.image == "scan.png"
    assert window.view.background_item.isVisible()
    truth = affine.compose(affine.similarity(0.9, 1.0, 12.0, 30.0), (1.0, 0.05, 0.0, 0.0, 0.97, 0.0))
    g = window.doc.geometry
    for label in ("0101", "2001", "0120", "2020", "1010"):
        u, v = affine.apply(truth, *g.center(hx(window, label)))
        assert dlg.add_point(label, (u, v))
    assert dlg.apply_fit()
    bg = window.doc.scenario.map.background
    for got, want in zip(bg.affine, truth, strict=True):
        assert got == pytest.approx(want, abs=1e-6)
    assert dlg.last_fit.worst < 1e-6
    assert "rotation +1.00°" in dlg.fit_info.text()
    # every hex centre of the map lands on its hex of the scan
    inv = window.view.background_transform()
    for h in window.doc.scenario.grid.hexes():
        cx, cy = g.center(h)
        x, y = affine.apply(inv, *affine.apply(truth, cx, cy))
        assert math.hypot(x - cx, y - cy) < 0.01 * g.hex_width
    dlg.opacity.setValue(40)
    assert window.doc.scenario.map.background.opacity == pytest.approx(0.4)
    out = tmp_path / "with-bg.yaml"
    window._save_to(str(out))
    assert Document.open(out).scenario.map.background == window.doc.scenario.map.background


def test_autosave_and_recovery(window, mouse, tmp_path, monkeypatch):
    import editor.hexmap.mainwindow as mw

    window.set_tool("level")
    mouse.click("0505")
    f = window.autosave()
    assert f is not None and f.exists()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Open))
    other = mw.MainWindow(Document())
    other.ask_save = lambda *a: QMessageBox.StandardButton.Discard
    assert mw.offer_recovery(other)
    assert other.doc.scenario.map.level_at(hx(other, "0505")) == 1
    assert other.doc.modified and other.doc.path == window.doc.path
    assert f.exists()  # kept until the recovered work is saved or discarded: a second crash loses nothing
    other.close()
    assert not f.exists()


def test_a_unit_dropped_from_the_armies_list_on_a_pond_is_refused(window):
    s = window.doc.scenario
    unplaced = next(u for _, u in s.units() if not any(p.unit == u.id for p in s.setup))
    drop(window, "unit", unplaced.id, "1709")
    assert not any(p.unit == unplaced.id for p in s.setup) and not window.doc.modified
    assert "pond at 1709" in window.statusBar().currentMessage()


def test_opening_a_file_says_so_in_the_status_bar_with_a_busy_cursor(window, tmp_path, monkeypatch):
    from conftest import DEMO
    from PySide6.QtGui import QGuiApplication

    p = tmp_path / "other.yaml"
    p.write_bytes(DEMO.read_bytes())
    seen = []
    real = Document.from_loaded  # the part on the UI thread, after the reading (with its own progress)

    def watched(loaded):
        cursor = QGuiApplication.overrideCursor()
        seen.append((window.statusBar().currentMessage(), cursor.shape() if cursor else None))
        return real(loaded)

    monkeypatch.setattr(Document, "from_loaded", staticmethod(watched))
    assert window.open_file(str(p), ask=False)
    assert seen == [("Drawing other.yaml…", Qt.CursorShape.WaitCursor)]  # after the reading's progress
    assert QGuiApplication.overrideCursor() is None  # restored


def test_live_validation_runs_in_the_checker_process(window, tmp_path, qtbot):
    """The background check (debounced after an edit) runs in a separate process, so it never holds the
    interpreter lock the map's painting needs (editor/docks/validation.py); its findings still arrive."""
    from editor.docks import validation

    p = tmp_path / "broken.yaml"
    p.write_text(BROKEN, encoding="utf-8")
    assert window.open_file(str(p), ask=False)
    dock = window.validation
    hs = window.doc.part("map.hexsides")
    hs["river"] = list(hs["bridge"])
    window.doc.edit("river", {"map.hexsides": hs})
    dock.run()
    assert validation._process is not None and not validation._process_failed
    qtbot.waitUntil(lambda: dock.summary.text() != "Checking…", timeout=30000)
    assert "bridge-without-river" not in {f.code for f in dock.findings}
    hs["river"] = []
    window.doc.edit("no river", {"map.hexsides": hs})
    dock.run()
    qtbot.waitUntil(lambda: "bridge-without-river" in {f.code for f in dock.findings}, timeout=30000)
