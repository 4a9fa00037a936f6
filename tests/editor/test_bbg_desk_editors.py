"""The BBG army-list editor and the army sheet's order entry (editor/bbg/), driven as a user would: pick a
value, see the finding move onto its cell and go, undo, save round trip, lock a round, print."""

from __future__ import annotations

import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QUndoStack

from editor.bbg.armylist import CARD_COLUMNS, TYPE_COLUMNS
from editor.bbg.orders import OrderSheetEditor
from rules.bbg.files import load_bbg

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "scenarios" / "bbg"


@pytest.fixture
def demo(tmp_path) -> Path:
    shutil.copytree(DEMO, tmp_path / "bbg")
    return tmp_path / "bbg"


def col(columns, key: str) -> int:
    return [k for _h, k in columns].index(key)


def hosted(qtbot, path: Path):
    """The file in the BBG window, as File → Open gives it: its editor (which saves and prints through it)."""
    from PySide6.QtCore import QSettings

    from editor.table.document import BbgDocument
    from editor.table.window import TableWindow

    w = TableWindow(BbgDocument.open(path), QSettings(str(path.parent / "s.ini"), QSettings.Format.IniFormat))
    w.ask_save = staticmethod(lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard)
    qtbot.addWidget(w)
    return w.editor


def export(ed, what: str, out: Path, monkeypatch) -> bool:
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    return ed.window().export_pdf(what)


@pytest.fixture
def army(qtbot, demo):
    return hosted(qtbot, demo / "armies" / "hoplite-league.yaml")


def test_the_army_list_shows_its_troop_types_and_cards(army):
    assert army.types.rowCount() == len(army.army.troop_types) and army.cards.rowCount() == len(army.army.cards)
    assert army.types.item(0, col(TYPE_COLUMNS, "id")).text() == next(iter(army.army.troop_types))
    assert not any(f.severity == "error" for f in army.findings)  # the demo list is sound


def test_a_missing_morale_is_marked_on_its_cell_and_undo_clears_it(army):
    """B57: a value the designer has not given is an error on the field, never a default."""
    tid = next(iter(army.army.troop_types))
    item = army.types.item(0, col(TYPE_COLUMNS, "morale"))
    old = item.text()
    item.setText("")  # the user empties the cell
    assert army.army.troop_types[tid].morale is None
    where = ("types", 0, col(TYPE_COLUMNS, "morale"))
    assert where in army.cell_findings
    assert "morale" in army.types.item(*where[1:]).toolTip()
    assert army.problems.count() >= 1
    army.undo.undo()
    assert army.army.troop_types[tid].morale == int(old)
    assert where not in army.cell_findings


def test_a_bad_number_is_refused_with_a_message_and_nothing_changes(army):
    tid = next(iter(army.army.troop_types))
    before = army.army.troop_types[tid].values.attack
    army.types.item(0, col(TYPE_COLUMNS, "attack")).setText("eleven")
    assert army.army.troop_types[tid].values.attack == before
    assert "eleven" in army.status.text()
    assert army.undo.count() == 0


def test_the_class_is_picked_and_the_armour_check_finds_it(army):
    """B46: a class the armour contradicts is a warning on the armour cell."""
    tid = next(iter(army.army.troop_types))
    box = army.types.cellWidget(0, col(TYPE_COLUMNS, "troop_class"))
    box.setCurrentIndex(box.findData("light_inf"))
    assert army.army.troop_types[tid].troop_class == "light_inf"
    assert ("types", 0, col(TYPE_COLUMNS, "armour")) in army.cell_findings
    army.undo.undo()
    assert army.army.troop_types[tid].troop_class == "heavy_inf"


def test_a_special_formation_picked_with_too_few_files_is_found_on_the_card(army):
    """B53 [L185]: a phalanx needs at least 12 files."""
    i = next(i for i, c in enumerate(army.army.cards) if c.special == "phalanx")
    army.cards.item(i, col(CARD_COLUMNS, "files")).setText("8")
    where = ("cards", i, col(CARD_COLUMNS, "special"))
    assert where in army.cell_findings
    army.problems.itemClicked.emit(army.problems.item(0))
    assert (army.cards.currentRow(), army.cards.currentColumn()) == where[1:]


def test_weapons_are_picked_from_a_checklist(army):
    tid = next(iter(army.army.troop_types))
    button = army.types.cellWidget(0, col(TYPE_COLUMNS, "weapons"))
    act = next(a for a in button.menu().actions() if a.data() == "javelin")
    act.setChecked(True)
    assert "javelin" in army.army.troop_types[tid].weapons
    army.undo.undo()
    assert "javelin" not in army.army.troop_types[tid].weapons


def test_a_card_picks_its_troop_type_and_an_unknown_one_is_an_error(army):
    army.add_card()
    i = len(army.army.cards) - 1
    box = army.cards.cellWidget(i, col(CARD_COLUMNS, "type"))
    assert box.count() == len(army.army.troop_types)
    box.setCurrentIndex(1)
    assert army.army.cards[i].type == list(army.army.troop_types)[1]
    army.undo.undo()
    army.undo.undo()
    assert len(army.army.cards) == i


def test_save_is_round_trip_and_keeps_the_comments(army, demo):
    path = demo / "armies" / "hoplite-league.yaml"
    before = path.read_text(encoding="utf-8")
    assert army.window().save()
    assert path.read_text(encoding="utf-8") == before  # no edit: byte for byte
    army.types.item(0, col(TYPE_COLUMNS, "points")).setText("5")
    assert army.window().save()
    after = path.read_text(encoding="utf-8")
    assert after != before and [ln for ln in after.splitlines() if ln.startswith("#")] == [
        ln for ln in before.splitlines() if ln.startswith("#")]
    assert load_bbg(path).model.troop_types[next(iter(army.army.troop_types))].points == 5
    assert army.undo.isClean()


def test_the_roster_prints_from_the_editor(army, tmp_path, monkeypatch):
    out = tmp_path / "roster.pdf"
    assert export(army, "roster", out, monkeypatch)
    (page,) = list(pdfium.PdfDocument(out.read_bytes()))
    assert "First phalanx" in page.get_textpage().get_text_range()


@pytest.fixture
def orders(qtbot, demo):
    return hosted(qtbot, demo / "meadow-of-kohalom.league-sheet.yaml")


def test_the_order_entry_offers_the_enemy_units_as_targets(orders):
    assert "warband-1" in orders.targets and "hoplites-1" not in orders.targets
    assert orders.table.rowCount() == len(orders.units) >= 5
    box = orders.table.cellWidget(0, 1)
    assert [box.itemData(i) for i in range(box.count())][1:] == orders.targets


def test_a_charge_is_picked_undone_and_saved(orders, demo):
    orders.round.setValue(3)
    row = orders.units.index("hoplites-1")
    box = orders.table.cellWidget(row, 1)
    box.setCurrentIndex(box.findData("warband-2"))
    assert orders.sheet.rounds[3].orders["hoplites-1"].charge == "warband-2"
    orders.undo.undo()
    assert 3 not in orders.sheet.rounds
    orders.undo.redo()
    assert orders.window().save()
    again = load_bbg(demo / "meadow-of-kohalom.league-sheet.yaml")
    assert again.model.rounds[3].orders["hoplites-1"].charge == "warband-2"
    assert again.ok


def test_move_glyphs_come_from_the_sheets_glyph_set(orders):
    orders.round.setValue(4)
    row = orders.units.index("horse-1")
    orders.add_glyph("horse-1", "↑↑")
    orders.add_glyph("horse-1", "↗")
    assert orders.sheet.rounds[4].orders["horse-1"].move.glyphs == ("↑↑", "↗")
    from PySide6.QtWidgets import QLabel, QToolButton

    cell = orders.table.cellWidget(row, 2)
    assert cell.findChild(QLabel, "glyphs").text() == "↑↑ ↗"
    add = cell.findChildren(QToolButton)[0]
    assert [a.data() for a in add.menu().actions()] == ["←", "↖", "↑", "↗", "→", "↑↑", "↻", "stop"]
    add.menu().actions()[6].trigger()
    assert orders.sheet.rounds[4].orders["horse-1"].move.glyphs == ("↑↑", "↗", "↻")


def test_a_shot_after_the_move_and_a_locked_round(orders):
    orders.round.setValue(5)
    row = orders.units.index("archers-1")
    orders.table.cellWidget(row, 3).setCurrentIndex(orders.table.cellWidget(row, 3).findData("warband-1"))
    when = orders.table.cellWidget(row, 4)
    assert when.isEnabled()
    when.setCurrentIndex(when.findData("after"))
    assert orders.sheet.rounds[5].orders["archers-1"].shoot.when == "after"
    orders.lock.click()
    assert 5 in orders.locked
    assert not orders.table.cellWidget(row, 1).isEnabled()
    orders.set_charge("archers-1", "warband-2")  # refused: the round is locked
    assert orders.sheet.rounds[5].orders["archers-1"].charge is None
    assert "5" in orders.status.text()
    orders.undo.undo()  # unlock
    assert 5 not in orders.locked and orders.table.cellWidget(row, 1).isEnabled()


def test_the_sheet_prints_from_the_editor(orders, tmp_path, monkeypatch):
    out = tmp_path / "sheet.pdf"
    assert export(orders, "sheet", out, monkeypatch)
    (page,) = list(pdfium.PdfDocument(out.read_bytes()))
    assert "warband-1" in page.get_textpage().get_text_range()


def test_a_target_that_is_not_an_enemy_is_marked_on_its_cell(qtbot, demo):
    """The sheet's validator: a charge at a friendly unit is an error on that round's charge cell."""
    path = demo / "meadow-of-kohalom.league-sheet.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("{charge: warband-1}", "{charge: hoplites-2}"),
                    encoding="utf-8")
    ed = OrderSheetEditor.open(str(path), QUndoStack())
    qtbot.addWidget(ed)
    assert (2, "hoplites-1", 1) in ed.cell_findings
    ed.round.setValue(2)
    row = ed.units.index("hoplites-1")
    assert "hoplites-2" in ed.table.cellWidget(row, 1).toolTip()
    assert "not an enemy unit" in ed.table.cellWidget(row, 1).currentText()  # kept and shown, not dropped
    box = ed.table.cellWidget(row, 1)
    box.setCurrentIndex(box.findData("warband-1"))  # picked from the enemies: the finding goes
    assert (2, "hoplites-1", 1) not in ed.cell_findings


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from(["morale", "attack", "points", "files", "O", "pila", "team_width",
                                           "driver_extra_cover", "figures"]), st.integers(0, 30)),
                min_size=1, max_size=6))
def test_any_edits_undone_give_back_the_file_as_read(qtbot, tmp_path_factory, edits):
    """Undo is exact: after any typed edits, undoing them all saves the file byte for byte as it was."""
    folder = tmp_path_factory.mktemp("bbg")
    shutil.copytree(DEMO, folder / "bbg")
    path = folder / "bbg" / "armies" / "hoplite-league.yaml"
    before = path.read_bytes()
    ed = hosted(qtbot, path)
    for key, value in edits:
        table, columns = (ed.cards, CARD_COLUMNS) if key in ("files", "O", "figures") else (ed.types, TYPE_COLUMNS)
        table.item(0, col(columns, key)).setText(str(value))
    while ed.undo.canUndo():
        ed.undo.undo()
    assert ed.window().save()
    assert path.read_bytes() == before


def test_a_mounted_type_without_a_base_is_found_on_the_base_cell_and_typing_it_clears_it(army):
    """B3/B57: the text gives only the foot base; a mounted type's base is the designer's, asked for on its cell."""
    row = list(army.army.troop_types).index("peltast")
    box = army.types.cellWidget(row, col(TYPE_COLUMNS, "troop_class"))
    box.setCurrentIndex(box.findData("light_cav"))
    where = ("types", row, col(TYPE_COLUMNS, "base_w"))
    assert where in army.cell_findings and "base_cm" in army.types.item(row, where[2]).toolTip()
    army.types.item(row, col(TYPE_COLUMNS, "base_w")).setText("2")
    army.types.item(row, col(TYPE_COLUMNS, "base_d")).setText("3")
    assert army.army.troop_types["peltast"].base_cm == (2.0, 3.0)
    assert where not in army.cell_findings
    army.undo.undo()
    assert army.army.troop_types["peltast"].base_cm == (2.0, 2.0)  # one side typed: square until the other is
