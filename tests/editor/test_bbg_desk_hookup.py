"""The referee desk as one program (issue #29 items 1, 4, 5, 6 from the File menu): an army list and an army
sheet open editable in the BBG window (the shell's Save, undo, language switch), the table window's referee
dock (units picked on the canvas go to the resolution panel, Apply and Undo change the table drawn, the game
record saved, replayed and refused when altered), and the print-outs exported from the menus."""

from __future__ import annotations

import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from editor.bbg.armylist import TYPE_COLUMNS, ArmyListEditor
from editor.bbg.orders import OrderSheetEditor
from editor.shell import kinds
from editor.table.document import BbgDocument
from editor.table.window import TableWindow
from rules.bbg.files import load_bbg
from rules.bbg.record import read_record

ROOT = Path(__file__).resolve().parents[2]
PAIRS = "pairs=r1f1:r1f1,r1f2:r1f2 back_pairs=r1f1:r1f1,r1f2:r1f2"
DISCARD = staticmethod(lambda *a: QMessageBox.StandardButton.Discard)


@pytest.fixture
def demo(tmp_path) -> Path:
    shutil.copytree(ROOT / "scenarios" / "bbg", tmp_path / "bbg")
    return tmp_path / "bbg"


@pytest.fixture
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


def _open(qtbot, path: Path, settings) -> TableWindow:
    """File → Open recent as a user reaches it: the window the file's format line chooses."""
    w = kinds.open_in_window(str(path), settings)
    assert isinstance(w, TableWindow)
    w.ask_save = DISCARD
    qtbot.addWidget(w)
    return w


def _menu_action(w: TableWindow, *path: str):
    menu = next(a.menu() for a in w.menuBar().actions() if a.text().replace("&", "") == path[0])
    for name in path[1:]:
        act = next(a for a in menu.actions() if a.text().replace("&", "") == name)
        menu = act.menu() or menu
    return act


# -- item 1: the army list and the sheet, editable in the window ----------------------------------------------

def test_an_army_list_opens_editable_edit_undo_save_byte_exact(qtbot, demo, settings):
    path = demo / "armies" / "hoplite-league.yaml"
    before = path.read_bytes()
    w = _open(qtbot, path, settings)
    assert isinstance(w.editor, ArmyListEditor) and w.centralWidget() is w.editor
    assert w.editor.undo is w.doc.undo and w.editor.army is w.doc.model
    tid = next(iter(w.doc.model.troop_types))
    item = w.editor.types.item(0, [k for _h, k in TYPE_COLUMNS].index("morale"))
    item.setText("3")  # typed in the cell
    assert w.doc.model.troop_types[tid].morale == 3 and w.doc.modified and "*" in w.windowTitle()
    w.undo_act.trigger()  # Edit → Undo
    assert not w.doc.modified
    assert w.editor.types.item(0, [k for _h, k in TYPE_COLUMNS].index("morale")).text() != "3"
    w.doc.undo.resetClean()
    _menu_action(w, "File", "Save").trigger()
    assert path.read_bytes() == before  # round trip: byte for byte
    w.redo_act.trigger()
    assert w.save()
    assert load_bbg(path).model.troop_types[tid].morale == 3 and not w.doc.modified


def test_the_army_list_editor_survives_the_language_switch_with_its_history(qtbot, demo, settings):
    w = _open(qtbot, demo / "armies" / "hoplite-league.yaml", settings)
    w.editor.add_troop_type()
    n = len(w.doc.model.troop_types)
    new = w.rebuild()
    new.ask_save = DISCARD
    qtbot.addWidget(new)
    assert isinstance(new.editor, ArmyListEditor) and new.editor.types.rowCount() == n
    new.undo_act.trigger()  # the old editor is gone: the document's signal refreshes the one shown
    assert len(new.doc.model.troop_types) == n - 1 and new.editor.types.rowCount() == n - 1


def test_a_sheet_opens_editable_an_order_is_set_and_saved(qtbot, demo, settings):
    path = demo / "meadow-of-kohalom.league-sheet.yaml"
    w = _open(qtbot, path, settings)
    ed = w.editor
    assert isinstance(ed, OrderSheetEditor) and ed.undo is w.doc.undo
    ed.round.setValue(3)
    row = ed.units.index("hoplites-1")
    box = ed.table.cellWidget(row, 1)
    box.setCurrentIndex(box.findData("warband-2"))
    assert w.doc.modified
    assert w.save()
    again = load_bbg(path)
    assert again.model.rounds[3].orders["hoplites-1"].charge == "warband-2" and again.ok


def test_a_locked_round_is_an_undoable_edit_saved_with_the_sheet(qtbot, demo, settings):
    """[L254, L394]: once given, orders are not changed. "Lock round" marks the document modified, Save writes
    `locked: [2]`, undo unlocks; the lock is read back when the sheet is opened again."""
    path = demo / "meadow-of-kohalom.league-sheet.yaml"
    w = _open(qtbot, path, settings)
    ed = w.editor
    ed.round.setValue(2)
    ed.lock.click()
    assert w.doc.modified and ed.lock.isChecked()
    assert w.save()
    assert "\nlocked: [2]\n" in path.read_text(encoding="utf-8")
    assert load_bbg(path).model.locked == [2]
    again = _open(qtbot, path, settings)
    again.editor.round.setValue(2)
    assert again.editor.lock.isChecked() and not again.editor.table.cellWidget(0, 1).isEnabled()
    w.undo_act.trigger()
    assert w.doc.model.locked == [] and not ed.lock.isChecked()


def test_a_recovered_army_list_opens_in_its_editor_modified(qtbot, demo, settings):
    from editor.table.window import open_recovered

    doc = BbgDocument.open(demo / "armies" / "hoplite-league.yaml")
    w = open_recovered(doc, settings)
    w.ask_save = DISCARD
    qtbot.addWidget(w)
    assert isinstance(w.editor, ArmyListEditor) and w.doc.modified


# -- item 6: the referee dock on the table ------------------------------------------------------------------

@pytest.fixture
def table(qtbot, demo, settings):
    w = _open(qtbot, demo / "meadow-of-kohalom.yaml", settings)
    w.resize(1366, 740)
    qtbot.waitExposed(w)
    w.canvas.fit()
    return w


def _click_unit(w: TableWindow, uid: str, ctrl: bool = False) -> None:
    item = w.canvas.units[uid]
    at = w.canvas.mapFromScene(item.mapToScene(item.rects[len(item.rects) // 2].center()))
    mods = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, mods, at)


def test_two_units_picked_on_the_canvas_apply_a_melee_and_undo(qtbot, table):
    _menu_action(table, "Game", "New record").trigger()
    game = table.game
    assert game.desk is not None and game.isVisible() and game.desk.undo is table.doc.undo
    panel = game.panels["melee"]
    panel.facts.setText(PAIRS)
    _click_unit(table, "warband-1")
    _click_unit(table, "hoplites-1", ctrl=True)
    assert table.canvas.picked == ["warband-1", "hoplites-1"]
    assert panel.units() == ["warband-1", "hoplites-1"]  # the first clicked strikes, the second is the target
    assert panel.rows.topLevelItemCount() == 2
    shown = len(table.canvas.units["hoplites-1"].rects)
    panel.dice.setText("1 1")
    panel.read_dice()
    assert panel.apply_button.isEnabled(), panel.outcome.text()
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert len(table.canvas.units["hoplites-1"].rects) == shown - 2  # two hoplites fell (B10: ranks filled)
    assert table.doc.scenario.unit("hoplites-1").figure_count() == shown  # the scenario itself is untouched
    assert len(game.desk.record) == 1 and game.unsaved
    table.undo_act.trigger()
    assert len(table.canvas.units["hoplites-1"].rects) == shown and len(game.desk.record) == 0
    table.redo_act.trigger()
    assert len(table.canvas.units["hoplites-1"].rects) == shown - 2


def test_a_rout_shows_its_triumph_beside_the_unit(qtbot, table):
    table.game.new_record()
    panel = table.game.panels["morale"]
    table.game.tabs.setCurrentWidget(panel)
    _click_unit(table, "hoplites-1")
    _click_unit(table, "warband-1", ctrl=True)
    assert panel.units() == ["hoplites-1", "warband-1"]
    panel.dice.setText("20")
    panel.read_dice()
    assert panel.apply_button.isEnabled(), (panel.message.text(), panel.outcome.text())
    start = table.doc.scenario.unit("hoplites-1").triumph
    panel.apply()  # a 20 fails: a rout costs 1 triumph (B26), the unit flees, its rout move is a forced march (B21)
    counters = table.canvas.units["hoplites-1"].counters
    assert counters is not None and counters.isVisible()
    assert counters.text().split(" · ") == [f"triumph {start - 1:+d}", "flees", "1 forced march(es)"]
    table.undo_act.trigger()
    text = counters.text() if counters.isVisible() else ""
    assert "flees" not in text


def _melee_step(table: TableWindow) -> None:
    """A new game and its first step: warband-1 strikes down two hoplites (B5, B10)."""
    table.game.new_record()
    panel = table.game.panels["melee"]
    panel.facts.setText(PAIRS)
    panel.set_units("warband-1", "hoplites-1")
    panel.dice.setText("1 1")
    panel.read_dice()
    panel.apply()


def test_the_game_record_is_saved_and_replayed_in_a_new_window(qtbot, table, demo, settings, monkeypatch):
    _melee_step(table)
    out = demo / "game.record.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    _menu_action(table, "Game", "Save record").trigger()
    assert read_record(out).ok and not table.game.unsaved
    other = _open(qtbot, demo / "meadow-of-kohalom.yaml", settings)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(out), "")))
    _menu_action(other, "Game", "Open record…").trigger()
    assert other.game.desk is not None and len(other.game.desk.record) == 1
    assert len(other.canvas.units["hoplites-1"].rects) == len(table.canvas.units["hoplites-1"].rects)


def test_a_crash_brings_the_unsaved_game_records_steps_back(qtbot, table, settings):
    """Autosave keeps the unsaved game record beside the table's recovery file; after a crash (the recovery
    files left behind) the recovered table opens with the record's steps replayed, unsaved."""
    import editor.shell.filewindow as fw
    from editor import recovery
    from editor.table.window import open_recovered

    _melee_step(table)
    shown = len(table.canvas.units["hoplites-1"].rects)
    assert table.autosave() is not None
    folder = fw.recovery_dir()
    assert sorted(p.suffix for p in folder.iterdir()) == [".record", ".yaml"]
    (left,) = recovery.pending(folder)  # the table once: its record goes with it
    doc = recovery.open_recovery(left)
    w = open_recovered(doc, settings)
    w.ask_save = DISCARD
    qtbot.addWidget(w)
    assert w.game.desk is not None and len(w.game.desk.record) == 1 and w.game.unsaved
    assert len(w.canvas.units["hoplites-1"].rects) == shown
    assert "1" in w.statusBar().currentMessage()


def test_saving_the_table_keeps_the_unsaved_game_record_for_recovery(qtbot, table):
    """Save writes the table and drops its recovery file; the game's steps, not in any file yet, are kept."""
    import editor.shell.filewindow as fw

    _melee_step(table)
    assert table.save()
    assert [p.suffix for p in fw.recovery_dir().iterdir()].count(".record") == 1
    assert table.game.save_record(str(Path(table.doc.path).with_suffix(".record.yaml")))
    table.autosave()  # the record saved: nothing of it left to recover
    assert not any(p.suffix == ".record" for p in fw.recovery_dir().iterdir())


def test_an_altered_record_is_refused_with_its_findings(qtbot, table, demo, monkeypatch):
    _melee_step(table)
    out = demo / "game.record.yaml"
    assert table.game.save_record(str(out))
    out.write_text(out.read_text(encoding="utf-8").replace("r1f2", "r2f2"), encoding="utf-8")
    said = []
    table.refuse = lambda parent, title, text: said.append(text)
    table.game.set_desk(None, None)
    assert not table.game.open_record(str(out))
    assert table.game.desk is None and said and "game.record.yaml" in said[0]
    codes = {f.code for f in table.validation.findings}
    assert codes & {"record-altered", "bad-step"}, codes


def test_a_record_of_another_table_is_refused(qtbot, table, demo, settings):
    table.game.new_record()
    out = demo / "game.record.yaml"
    assert table.game.save_record(str(out))
    copy = demo / "copy.yaml"
    shutil.copy(demo / "meadow-of-kohalom.yaml", copy)
    other = _open(qtbot, copy, settings)
    said = []
    other.refuse = lambda parent, title, text: said.append(text)
    assert not other.game.open_record(str(out)) and "meadow-of-kohalom.yaml" in said[0]


# -- item 5: the print-outs from the menus ------------------------------------------------------------------

def _pdf_text(path: Path) -> str:
    return "".join(p.get_textpage().get_text_range() for p in pdfium.PdfDocument(path.read_bytes()))


@pytest.mark.parametrize(("file", "entries"), [
    ("meadow-of-kohalom.yaml", {"Roster cards (PDF)…": "Hoplite League", "Blank army sheet (PDF)…": "",
                                "Modifier card (PDF)…": ""}),
    ("armies/hoplite-league.yaml", {"Roster card (PDF)…": "Hoplite League", "Modifier card (PDF)…": ""}),
    ("meadow-of-kohalom.league-sheet.yaml", {"Army sheet (PDF)…": "warband-1"}),
])
def test_each_print_out_exports_from_the_file_menu(qtbot, demo, settings, monkeypatch, tmp_path, file, entries):
    w = _open(qtbot, demo / file, settings)
    for k, (entry, word) in enumerate(entries.items()):
        out = tmp_path / f"out{k}.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, o=out, **kw: (str(o), "")))
        _menu_action(w, "File", "Export", entry).trigger()
        assert out.read_bytes().startswith(b"%PDF"), entry
        assert word in _pdf_text(out)
        assert "Exported" in w.statusBar().currentMessage()
        assert not list(tmp_path.glob("*.tmp*"))  # the atomic writer leaves nothing behind


def test_a_print_out_that_cannot_be_written_says_why_and_writes_nothing(qtbot, demo, settings, monkeypatch,
                                                                       tmp_path):
    w = _open(qtbot, demo / "meadow-of-kohalom.yaml", settings)
    out = tmp_path / "missing" / "card.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **kw: (str(out), "")))
    said = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a, **k: said.append(a[2])))
    assert not w.export_pdf("card")
    assert said and "card.pdf" in said[0] and not out.exists()


def test_the_units_picked_are_kept_in_click_order(qtbot, table):
    table.canvas.units["hoplites-1"].setSelected(True)
    table.canvas.units["warband-1"].setSelected(True)
    assert table.canvas.picked == ["hoplites-1", "warband-1"]
    table.canvas.units["hoplites-1"].setSelected(False)
    assert table.canvas.picked == ["warband-1"]
    assert QPointF  # noqa: B015 - imported for the helpers above


def test_shift_click_adds_the_second_unit_too(qtbot, table):
    table.game.new_record()
    _click_unit(table, "archers-1")
    item = table.canvas.units["warband-2"]
    at = table.canvas.mapFromScene(item.mapToScene(item.rects[0].center()))
    QTest.mouseClick(table.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, at)
    assert table.canvas.picked == ["archers-1", "warband-2"]
    assert table.game.panels["melee"].units() == ["archers-1", "warband-2"]


def test_the_language_switch_keeps_the_game_and_its_steps(qtbot, table):
    _melee_step(table)
    shown = len(table.canvas.units["hoplites-1"].rects)
    new = table.rebuild()
    new.ask_save = DISCARD
    qtbot.addWidget(new)
    assert new.game.desk is not None and len(new.game.desk.record) == 1 and new.game.unsaved
    assert len(new.canvas.units["hoplites-1"].rects) == shown
    assert set(new.game.panels) == {"melee", "shooting", "morale", "chariots", "elephants", "melee_many"}
    new.undo_act.trigger()  # the step taken back in the new window: its table follows
    assert len(new.game.desk.record) == 0 and len(new.canvas.units["hoplites-1"].rects) == shown + 2
    new.game.saved_steps = 0


def test_an_army_list_changed_on_disk_is_never_overwritten_unasked(qtbot, demo, settings):
    path = demo / "armies" / "hoplite-league.yaml"
    w = _open(qtbot, path, settings)
    w.editor.add_troop_type()
    path.write_text(path.read_text(encoding="utf-8") + "# changed by another program\n", encoding="utf-8")
    asked = []
    w.ask_changed = lambda parent, name: asked.append(name) or "cancel"
    assert not w.save()
    assert asked == ["hoplite-league.yaml"] and path.read_text(encoding="utf-8").endswith("program\n")


def test_print_paints_the_print_outs_pages_on_the_printer(qtbot, demo, settings, monkeypatch, tmp_path):
    from PySide6.QtGui import QPageSize
    from PySide6.QtPrintSupport import QPrinter

    from editor import printing

    w = _open(qtbot, demo / "meadow-of-kohalom.league-sheet.yaml", settings)
    jobs = []
    monkeypatch.setattr(printing, "print_pages", lambda window, job, name, title, preview: jobs.append(
        (job, name, preview)))
    _menu_action(w, "File", "Print", "Army sheet (PDF)…").trigger()
    (job, name, preview), = jobs
    assert name == "Army sheet (PDF)" and not preview
    monkeypatch.setattr(printing, "PRINT_DPI", 72)
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    assert job.paint(printer) == len(pdfium.PdfDocument(out.read_bytes())) >= 1
    size = pdfium.PdfDocument(out.read_bytes())[0].get_size()
    assert sorted(size) == pytest.approx([595, 842], abs=2)  # A4 in points: true to size


def test_file_new_army_list_is_edited_and_saved_as(qtbot, table, monkeypatch, tmp_path):
    from editor.table.newfile import NewBbgDialog

    monkeypatch.setattr(NewBbgDialog, "exec", lambda self: 1)
    _menu_action(table, "File", "New BBG army list…").trigger()
    got = [w for w in kinds._open_windows if isinstance(w, TableWindow) and w.doc.kind == "army"][-1]
    got.ask_save = DISCARD
    qtbot.addWidget(got)
    assert isinstance(got.editor, ArmyListEditor) and got.doc.path is None
    got.editor.add_troop_type()
    got.editor.add_card()
    out = tmp_path / "new-army.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    assert got.save()  # no name yet: Save asks for one
    again = load_bbg(out)
    assert again.kind == "army" and len(again.model.cards) == len(got.doc.model.cards) >= 1
    assert got.editor.path == str(out.resolve()) and not got.doc.modified


def test_the_desk_with_its_panels_fits_1366_by_768(qtbot, table):
    table.game.new_record()
    for i in range(table.game.tabs.count()):
        table.game.tabs.setCurrentIndex(i)
        hint = table.minimumSizeHint()
        assert hint.width() <= 1366 and hint.height() <= 768, (table.game.tabs.tabText(i), hint)


def test_closing_after_a_game_asks_for_the_record_not_the_unchanged_table(qtbot, table, demo):
    _melee_step(table)
    asked = []
    table.ask_save = lambda parent, name: asked.append(name) or QMessageBox.StandardButton.Cancel
    assert not table.close()  # the unsaved record: asked, and Cancel keeps the window
    assert asked == ["the game record"]
    assert table.game.save_record(str(demo / "game.record.yaml"))
    asked.clear()
    assert table.close() and asked == []  # the table itself is as its file holds it: nothing to ask
