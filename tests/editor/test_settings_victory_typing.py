"""Scenario settings → Victory as a new designer types in it (issue #26, item 7): typing a number in "Per SP"
raises nothing and the preview follows each keystroke; a hex rule's preview says that its points are scored
for each hex held, as the engine scores it (rules/engine/victory.py: "each listed hex scores the rule's
points"); 'per SP' on an event without SP says that it counts nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from editor.dialogs.settings import SettingsDialog
from rules.engine import initial_state
from rules.engine.frozen import replace
from rules.engine.victory import score

PER_SP = 3  # the Victory table's columns: event, side, points, per SP, hexes, edge


@pytest.fixture
def dlg(window, qtbot):
    d = SettingsDialog(window.doc, window)
    qtbot.addWidget(d)
    d.show()
    d.tabs.setCurrentIndex(3)
    qtbot.waitExposed(d)
    return d


def type_in(qtbot, table, row: int, col: int, text: str) -> QLineEdit:
    """Double-click-like editing of a typed cell: the old text selected, then the keys, one by one."""
    table.setCurrentCell(row, col)
    table.editItem(table.item(row, col))
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    return editor


def test_typing_per_sp_updates_the_preview_at_each_key_without_an_error(dlg, qtbot):
    table = dlg.points.table
    assert table.item(0, PER_SP).text() == "1"  # unit_eliminated, per_sp 1
    assert "Each side scores 1 VP per SP for each enemy unit eliminated." in dlg.preview.text()
    editor = type_in(qtbot, table, 0, PER_SP, "2")
    assert editor.isVisible()  # still typing: nothing committed by Enter or a click elsewhere
    assert "Each side scores 2 VP per SP for each enemy unit eliminated." in dlg.preview.text()
    qtbot.keyClicks(editor, "x")
    assert "per SP: '2x' is not a whole number" in dlg.preview.text()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert "Each side scores 2 VP per SP for each enemy unit eliminated." in dlg.preview.text()
    assert dlg.values()["victory"].points[0].per_sp == 2


def test_a_hex_rule_reads_per_hex_held_as_the_engine_scores_it(window, dlg):
    text = dlg.preview.text()
    assert ("Crusaders scores 4 VP for each of these hexes held at the end by one of its units, not routed: "
            "0407, 0408, 0508.") in text
    # the engine: two of the three hexes held by a crusader unit, not routed, score 4 each
    s = window.doc.scenario
    state = initial_state(s)
    g = s.grid
    crusaders = [u for u in state.units if state.side_of(u.id) == "crusaders"][:2]
    moved = [replace(u, hex=g.parse_label(lab)) for u, lab in zip(crusaders, ("0407", "0508"), strict=True)]
    got = score(state.with_units(moved))
    held = [e for e in got.entries if e.event == "hex_held_at_end" and e.side == "crusaders"]
    assert sorted(e.subject for e in held) == ["0407", "0508"] and {e.points for e in held} == {4}


def test_per_sp_on_a_hex_rule_is_said_to_count_nothing(dlg, qtbot):
    table = dlg.points.table
    row = next(r for r in range(table.rowCount()) if table.cellWidget(r, 0).value() == "hex_held_at_end")
    type_in(qtbot, table, row, PER_SP, "2")
    text = dlg.preview.text()
    assert "per SP for each of these hexes" not in text
    assert "('Per SP' counts nothing here: only units have SP.)" in text
