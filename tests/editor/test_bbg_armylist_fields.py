"""The army-list editor's fields beyond the class, values, weapons and traits (editor/bbg/armylist.py), driven as
a user would: values by role (B4), pila (B40 [L436]), crew (B55, B56 [L539]), a chariot's team width (B55
[L525]), an elephant driver's extra cover (B37, B56), a card's figures and the back-stories. Each is clicked,
picked or typed, saved round trip (the rest of the file byte for byte), undone and redone as one step, and a
finding about it stands on its field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QPlainTextEdit

from editor.bbg.armylist import CARD_COLUMNS, ROLE_KEYS, TYPE_COLUMNS
from editor.table.document import BbgDocument
from editor.table.window import TableWindow

ROOT = Path(__file__).resolve().parents[2]
ARMY = ROOT / "scenarios" / "bbg" / "armies" / "hoplite-league.yaml"


def col(columns, key: str) -> int:
    return [k for _h, k in columns].index(key)


@pytest.fixture
def path(tmp_path) -> Path:
    shutil.copy(ARMY, tmp_path / "army.yaml")
    return tmp_path / "army.yaml"


@pytest.fixture
def window(qtbot, path):
    """The army list in the BBG window, shown (typing goes to the focused widget), as File → Open gives it."""
    w = TableWindow(BbgDocument.open(path), QSettings(str(path.parent / "s.ini"), QSettings.Format.IniFormat))
    w.ask_save = staticmethod(lambda *a: QMessageBox.StandardButton.Discard)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w


@pytest.fixture
def ed(window):
    return window.editor


def click_cell(qtbot, table, row: int, column: int) -> None:
    table.scrollToItem(table.item(row, column))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(table.item(row, column)).center())


def type_cell(qtbot, table, row: int, column: int, text: str) -> None:
    """Click the cell, open its editor (F2, as a double click would), type over the old text, Enter."""
    click_cell(qtbot, table, row, column)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not editor.isVisible())  # the delegate commits on the next turn of the event loop


def pick_class(ed, tid: str, klass: str) -> None:
    box = ed.types.cellWidget(list(ed.army.troop_types).index(tid), col(TYPE_COLUMNS, "troop_class"))
    box.setCurrentIndex(box.findData(klass))


def saved(window, path: Path) -> str:
    assert window.save()
    return path.read_text(encoding="utf-8")


def differing(before: str, after: str) -> list[str]:
    """The lines of `after` that `before` does not have: what the round-trip save rewrote."""
    old = set(before.splitlines())
    return [ln for ln in after.splitlines() if ln not in old]


def test_a_value_by_role_is_typed_for_the_selected_type_saved_and_undone(window, ed, qtbot, path):
    """B4: a role whose figures fight differently has its own values; blank is the type's own."""
    before = path.read_text(encoding="utf-8")
    row = list(ed.army.troop_types).index("hoplite")
    click_cell(qtbot, ed.types, row, col(TYPE_COLUMNS, "name"))
    assert ed.detail_type == "hoplite" and "hoplite" in ed.type_box.title()
    assert all(ed.roles.item(r, 0).text() == "" for r in range(len(ROLE_KEYS)))  # no role values in the file
    type_cell(qtbot, ed.roles, ROLE_KEYS.index("O"), 0, "12")
    assert ed.army.troop_types["hoplite"].figure_values("O").attack == 12
    assert ed.army.troop_types["hoplite"].figure_values("S").attack == 11
    assert ed.undo.count() == 1
    after = saved(window, path)
    assert differing(before, after) == ["    role_values: {O: {attack: 12}}"]  # one line, as the file's others
    ed.undo.undo()
    assert ed.roles.item(ROLE_KEYS.index("O"), 0).text() == ""
    assert saved(window, path) == before  # undone: the file as read, byte for byte
    ed.undo.redo()
    assert ed.roles.item(ROLE_KEYS.index("O"), 0).text() == "12"


def test_the_horses_officer_shows_its_value_and_clearing_it_drops_the_role(window, ed, qtbot, path):
    row = list(ed.army.troop_types).index("horse")
    click_cell(qtbot, ed.types, row, col(TYPE_COLUMNS, "id"))
    o = ROLE_KEYS.index("O")
    assert ed.roles.item(o, 0).text() == "11"  # role_values: {O: {attack: 11}} in the demo
    type_cell(qtbot, ed.roles, o, 0, "")
    assert ed.army.troop_types["horse"].role_values == {}
    text = saved(window, path)
    horse = text.split("  horse:")[1].split("units:")[0]
    assert "role_values" not in horse and "# the officer fights a little better" not in horse


def test_a_role_value_out_of_range_is_found_on_its_cell_and_the_list_goes_there(window, ed, qtbot):
    """The schema's range (-20..40) said on the role's cell, not on the type's id."""
    row = list(ed.army.troop_types).index("archer")
    click_cell(qtbot, ed.types, row, col(TYPE_COLUMNS, "id"))
    z = ROLE_KEYS.index("Z")
    type_cell(qtbot, ed.roles, z, 1, "50")
    where = ("roles:archer", z, 1)
    assert where in ed.cell_findings
    assert "50" in ed.roles.item(z, 1).toolTip()
    assert ed.roles.item(z, 1).background().color().red() == 255
    click_cell(qtbot, ed.types, 0, col(TYPE_COLUMNS, "id"))  # another type shown: its cells are clean
    assert ed.roles.item(z, 1).toolTip() == ""
    item = next(ed.problems.item(i) for i in range(ed.problems.count()) if "50" in ed.problems.item(i).text())
    ed.problems.itemClicked.emit(item)
    assert ed.detail_type == "archer" and (ed.roles.currentRow(), ed.roles.currentColumn()) == (z, 1)
    assert "50" in ed.roles.item(z, 1).toolTip()


def test_pila_are_typed_saved_and_undone_as_one_step(window, ed, qtbot, path):
    before = path.read_text(encoding="utf-8")
    row = list(ed.army.troop_types).index("hoplite")
    type_cell(qtbot, ed.types, row, col(TYPE_COLUMNS, "pila"), "2")
    assert ed.army.troop_types["hoplite"].pila == 2 and ed.undo.count() == 1
    assert differing(before, saved(window, path)) == ["    pila: 2"]
    ed.undo.undo()
    assert ed.types.item(row, col(TYPE_COLUMNS, "pila")).text() == ""
    ed.undo.redo()
    assert ed.types.item(row, col(TYPE_COLUMNS, "pila")).text() == "2"
    type_cell(qtbot, ed.types, row, col(TYPE_COLUMNS, "pila"), "11")  # beyond the schema's 10
    assert ("types", row, col(TYPE_COLUMNS, "pila")) in ed.cell_findings


def test_an_elephant_asks_for_its_crew_and_driver_cover_on_their_cells(window, ed, qtbot, path):
    """B56 [L539], B37: an elephant's crew and its driver's extra cover are the designer's; missing, each is a
    warning on its own cell, and picking or typing it clears the warning."""
    row = list(ed.army.troop_types).index("horse")
    crew_cell = ("types", row, col(TYPE_COLUMNS, "crew"))
    cover_cell = ("types", row, col(TYPE_COLUMNS, "driver_extra_cover"))
    pick_class(ed, "horse", "elephant")
    assert crew_cell in ed.cell_findings and cover_cell not in ed.cell_findings
    button = ed.types.cellWidget(*crew_cell[1:])
    assert "crew" in button.toolTip() and button.styleSheet()
    adds = [a for a in button.menu().actions() if a.data() and a.data()[0] == "add"]
    assert [a.data()[1] for a in adds] == ["driver", "lancer", "archer", "javelinman", "slinger"]
    next(a for a in adds if a.data()[1] == "driver").trigger()
    button = ed.types.cellWidget(*crew_cell[1:])
    next(a for a in button.menu().actions() if a.data() == ("add", "archer")).trigger()
    assert ed.army.troop_types["horse"].crew == ("driver", "archer")
    assert ed.types.cellWidget(*crew_cell[1:]).text() == "driver, archer"
    assert crew_cell not in ed.cell_findings and cover_cell in ed.cell_findings  # a driver: his cover asked for
    assert "driver_extra_cover" in ed.types.item(*cover_cell[1:]).toolTip()
    type_cell(qtbot, ed.types, row, cover_cell[2], "2")
    assert cover_cell not in ed.cell_findings
    text = saved(window, path)
    horse = text.split("  horse:")[1].split("units:")[0]
    assert "class: elephant" in horse and "crew: [driver, archer]" in horse and "driver_extra_cover: 2" in horse
    # taking the archer off again: one step; undo puts him back
    steps = ed.undo.count()
    button = ed.types.cellWidget(*crew_cell[1:])
    next(a for a in button.menu().actions() if a.data() == ("remove", "archer")).trigger()
    assert ed.army.troop_types["horse"].crew == ("driver",) and ed.undo.count() == steps + 1
    ed.undo.undo()
    assert ed.army.troop_types["horse"].crew == ("driver", "archer")


def test_a_chariot_asks_for_its_team_width_on_its_cell(window, ed, qtbot, path):
    """B55 [L525]: an overrunning chariot strikes once per horse of its team's width, the designer's number."""
    row = list(ed.army.troop_types).index("horse")
    cell = ("types", row, col(TYPE_COLUMNS, "team_width"))
    pick_class(ed, "horse", "chariot")
    assert cell in ed.cell_findings and "team_width" in ed.types.item(row, cell[2]).toolTip()
    type_cell(qtbot, ed.types, row, cell[2], "9")  # the schema's most is 8
    assert cell in ed.cell_findings and ed.army.troop_types["horse"].team_width == 9
    type_cell(qtbot, ed.types, row, cell[2], "2")
    assert cell not in ed.cell_findings
    assert "team_width: 2" in saved(window, path)
    ed.undo.undo()
    assert ed.army.troop_types["horse"].team_width == 9


def test_a_cards_figures_are_typed(window, ed, qtbot, path):
    i = next(i for i, c in enumerate(ed.army.cards) if c.id == "archers-1")
    type_cell(qtbot, ed.cards, i, col(CARD_COLUMNS, "figures"), "10")
    assert ed.army.cards[i].figure_count() == 10
    assert "{id: archers-1, type: archer, name: \"Archers\", formation: loose, figures: 10," in saved(window, path)


def test_back_stories_are_written_in_the_box_and_made_one_edit_when_it_is_left(window, ed, qtbot, path):
    before = path.read_text(encoding="utf-8")
    click_cell(qtbot, ed.types, list(ed.army.troop_types).index("peltast"), col(TYPE_COLUMNS, "name"))
    qtbot.mouseClick(ed.type_story.viewport(), Qt.MouseButton.LeftButton)
    assert ed.type_story.hasFocus()
    qtbot.keyClicks(ed.type_story, "Thracian hillmen")
    assert ed.army.troop_types["peltast"].backstory is None and ed.undo.count() == 0  # still writing
    click_cell(qtbot, ed.types, 0, col(TYPE_COLUMNS, "id"))  # leaving the box: one edit
    assert ed.army.troop_types["peltast"].backstory == "Thracian hillmen" and ed.undo.count() == 1
    assert ed.type_story.toPlainText() == ""  # the hoplite shown now: no back-story
    card = next(i for i, c in enumerate(ed.army.cards) if c.id == "horse-1")
    click_cell(qtbot, ed.cards, card, col(CARD_COLUMNS, "name"))
    assert "horse-1" in ed.card_box.title()
    qtbot.mouseClick(ed.card_story.viewport(), Qt.MouseButton.LeftButton)
    qtbot.keyClicks(ed.card_story, "Sent by the king")
    click_cell(qtbot, ed.cards, card, col(CARD_COLUMNS, "id"))
    assert ed.army.cards[card].backstory == "Sent by the king" and ed.undo.count() == 2
    after = saved(window, path)
    assert sorted(differing(before, after)) == sorted([
        "    backstory: Thracian hillmen",
        "  - {id: horse-1, type: horse, name: \"Horse\", formation: loose, special: cavalry_line, files: 6, ranks: 1, "
        "roles: {O: 1, Z: 1}, points: 36, backstory: Sent by the king}"])
    ed.undo.undo()
    assert ed.card_story.toPlainText() == "" and ed.army.cards[card].backstory is None
    ed.undo.undo()
    assert saved(window, path) == before
    ed.undo.redo()
    click_cell(qtbot, ed.types, list(ed.army.troop_types).index("peltast"), col(TYPE_COLUMNS, "id"))
    assert ed.type_story.toPlainText() == "Thracian hillmen"


def type_line(qtbot, edit: QLineEdit, text: str) -> None:
    """Click into the line, type over it, leave it with Tab (the edit is made on leaving)."""
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Tab)


def test_the_army_lists_own_fields_are_typed_saved_and_undone(window, ed, qtbot, path):
    before = path.read_text(encoding="utf-8")
    type_line(qtbot, ed.army_edits["name"], "The Hoplite League")
    type_line(qtbot, ed.army_edits["publication"], "Banneret demo")
    assert ed.army.name == "The Hoplite League" and ed.army.publication == "Banneret demo"
    assert ed.undo.count() == 2
    after = saved(window, path)
    assert sorted(differing(before, after)) == [
        'name: "The Hoplite League"',
        "source: {publication: Banneret demo, notes: \"designer's values for the Banneret demo; BBG gives no troop "
        "values (B57)\"}"]
    type_line(qtbot, ed.army_edits["name"], "")  # the file needs a name: refused, said, nothing changes
    assert ed.army.name == "The Hoplite League" and "blank" in ed.status.text() and ed.undo.count() == 2
    ed.undo.undo()
    ed.undo.undo()
    assert ed.army_edits["name"].text() == "The Hoplite League (an invented army)"
    assert saved(window, path) == before


def test_an_army_id_the_format_refuses_is_found_on_its_field(window, ed, qtbot):
    type_line(qtbot, ed.army_edits["id"], "hoplite league")
    where = ("army", 0, 0)
    assert where in ed.cell_findings
    assert "red" not in ed.army_edits["id"].styleSheet() and "#ffcdcd" in ed.army_edits["id"].styleSheet()
    assert "hoplite league" in ed.army_edits["id"].toolTip()
    ed.undo.undo()
    assert where not in ed.cell_findings and ed.army_edits["id"].styleSheet() == ""


def test_a_card_counts_its_army_general(window, ed, qtbot, path):
    """B8: the army general may ride inside a unit; the card counts him as it counts its officer."""
    i = next(i for i, c in enumerate(ed.army.cards) if c.id == "hoplites-1")
    type_cell(qtbot, ed.cards, i, col(CARD_COLUMNS, "G"), "1")
    assert ed.army.cards[i].roles == {"O": 1, "M": 1, "G": 1}
    assert "roles: {O: 1, M: 1, G: 1}" in saved(window, path)
    ed.undo.undo()
    assert ed.army.cards[i].roles == {"O": 1, "M": 1}


def test_a_back_story_goes_to_the_type_it_was_written_for_when_the_selection_moves_meanwhile(window, ed, qtbot):
    click_cell(qtbot, ed.types, list(ed.army.troop_types).index("archer"), col(TYPE_COLUMNS, "name"))
    qtbot.mouseClick(ed.type_story.viewport(), Qt.MouseButton.LeftButton)
    qtbot.keyClicks(ed.type_story, "Cretans hired for the season")
    ed.types.setCurrentCell(0, 0)  # the selection moves while the box still has the keyboard (an undo elsewhere…)
    assert ed.type_story.toPlainText() == "Cretans hired for the season"  # what is being written is not lost
    click_cell(qtbot, ed.cards, 0, col(CARD_COLUMNS, "id"))  # leaving the box
    assert ed.army.troop_types["archer"].backstory == "Cretans hired for the season"
    assert ed.army.troop_types["hoplite"].backstory is None


def test_a_cards_soldiers_have_their_column(window, ed, qtbot, path):
    """B8: a card counts its figures by role, the soldiers (`roles.S`) too: typed, saved in the card's line,
    undone."""
    before = path.read_text(encoding="utf-8")
    i = next(i for i, c in enumerate(ed.army.cards) if c.id == "hoplites-1")
    assert ed.cards.horizontalHeaderItem(col(CARD_COLUMNS, "S")).text() == "Soldiers"
    type_cell(qtbot, ed.cards, i, col(CARD_COLUMNS, "S"), "22")
    assert ed.army.cards[i].roles == {"O": 1, "M": 1, "S": 22} and ed.undo.count() == 1
    after = saved(window, path)
    assert len(differing(before, after)) == 1 and "roles: {O: 1, M: 1, S: 22}" in after
    ed.undo.undo()
    assert ed.army.cards[i].roles == {"O": 1, "M": 1} and ed.cards.item(i, col(CARD_COLUMNS, "S")).text() == ""
    assert saved(window, path) == before


def test_a_soldiers_count_in_the_file_shows_in_its_column(qtbot, tmp_path):
    text = ARMY.read_text(encoding="utf-8").replace("roles: {O: 1, M: 1}", "roles: {O: 1, M: 1, S: 22}", 1)
    (tmp_path / "army.yaml").write_text(text, encoding="utf-8")
    from editor.bbg.armylist import ArmyListEditor

    ed = ArmyListEditor.open(str(tmp_path / "army.yaml"))
    qtbot.addWidget(ed)
    i = next(i for i, c in enumerate(ed.army.cards) if c.id == "hoplites-1")
    assert ed.cards.item(i, col(CARD_COLUMNS, "S")).text() == "22"


@pytest.mark.parametrize("key", ["description", "source"])
def test_description_and_source_notes_are_written_on_several_lines_as_one_edit(window, ed, qtbot, path, key):
    """The list's description and the designer's source notes are texts of several lines: Enter starts a new
    line, leaving the box makes the edit (one undo step), and the lines come back from the saved file."""
    from rules.bbg.files import load_bbg

    before = path.read_text(encoding="utf-8")
    box = ed.army_edits[key]
    assert isinstance(box, QPlainTextEdit)
    qtbot.mouseClick(box.viewport(), Qt.MouseButton.LeftButton)
    assert box.hasFocus()
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_Delete)
    qtbot.keyClicks(box, "Values of the demo.")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.keyClicks(box, "Second line: B57.")
    assert ed.undo.count() == 0  # still writing
    click_cell(qtbot, ed.types, 0, col(TYPE_COLUMNS, "id"))  # leaving the box: one edit
    assert getattr(ed.army, key) == "Values of the demo.\nSecond line: B57." and ed.undo.count() == 1
    after = saved(window, path)
    assert getattr(load_bbg(str(path)).model, key) == "Values of the demo.\nSecond line: B57."
    assert after.count("\n") - before.count("\n") <= 3 and "troop_types:" in after  # the rest kept
    ed.undo.undo()
    assert box.toPlainText() == (getattr(ed.army, key) or "") and saved(window, path) == before
    ed.undo.redo()
    assert box.toPlainText() == "Values of the demo.\nSecond line: B57."
