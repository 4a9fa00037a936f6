"""The settings dialog with pickers instead of typed ids: events in words, sides and counters from lists,
hexes clicked on a small map, rule options in words with their rule in the tool tip; tables that show every
row at the dialog's size; every value still one undo step on OK."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from editor.dialogs.pickers import CounterPickDialog, HexPickDialog
from editor.dialogs.settings import SettingsDialog


@pytest.fixture
def dlg(window, qtbot):
    d = SettingsDialog(window.doc, window)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def click_hex(dialog: HexPickDialog, label: str) -> None:
    view = dialog.view
    h = dialog.doc.scenario.grid.parse_label(label)
    pos = view.mapFromScene(dialog.doc.geometry.qcenter(h))
    vp = view.viewport()
    b = Qt.MouseButton.LeftButton
    for kind, buttons in ((QEvent.Type.MouseButtonPress, b), (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton)):
        QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), b, buttons,
                                               Qt.KeyboardModifier.NoModifier))


def test_the_dialog_fits_a_small_screen_and_shows_every_victory_rule(dlg):
    assert dlg.width() <= 1350 and dlg.height() <= 690
    dlg.tabs.setCurrentIndex(3)
    table = dlg.points.table
    assert table.rowCount() == 7
    assert not table.verticalScrollBar().isVisible()
    last = table.visualRect(table.model().index(table.rowCount() - 1, 0))
    assert last.bottom() <= table.viewport().height()


def test_a_victory_rule_from_lists_and_hexes_picked_on_the_map(window, dlg, qtbot, monkeypatch):
    points = dlg.points
    points.table.setRowCount(0)
    points.add_row(["", "", "5", "", "", ""])
    event = points.table.cellWidget(0, 0)
    assert event.itemText(event.findData("hex_held_at_end")) == "hexes held at the end"
    event.setCurrentIndex(event.findData("hex_held_at_end"))
    side = points.table.cellWidget(0, 1)
    assert side.itemText(0) == "either side"
    side.setCurrentIndex(side.findData("byzantines"))
    hexes = points.table.cellWidget(0, 4)
    picked = []

    def pick_on_map(self):
        self.show()
        qtbot.waitExposed(self)
        click_hex(self, "0510")
        click_hex(self, "0609")
        click_hex(self, "0711")
        click_hex(self, "0609")  # again: taken out
        picked.append(self.picked_label.text())
        return 1

    monkeypatch.setattr(HexPickDialog, "exec", pick_on_map)
    hexes.button.click()
    assert picked == ["Picked: 0510, 0711"] and hexes.value() == "0510 0711"
    assert ("Byzantines of Cyprus scores 5 VP for each of these hexes held at the end by one of its units, not routed: "
            "0510, 0711.") in dlg.preview.text()
    depth = window.doc.undo.count()
    dlg.accept()
    assert dlg.apply()
    g = window.doc.scenario.grid
    rule = window.doc.scenario.victory.points
    assert len(rule) == 1 and rule[0].event == "hex_held_at_end" and rule[0].side == "byzantines"
    assert rule[0].hexes == [g.parse_label("0510"), g.parse_label("0711")]
    assert window.doc.undo.count() == depth + 1
    window.doc.undo.undo()
    assert len(window.doc.scenario.victory.points) == 7


def test_reinforcement_units_are_chosen_among_the_sides_units(window, dlg, monkeypatch):
    reinf = dlg.reinf
    side = reinf.table.cellWidget(0, 1)
    units = reinf.table.cellWidget(0, 3)
    offered = []

    def choose(self):
        items = [self.list.item(i) for i in range(self.list.count())]
        offered.append([(it.text(), it.data(Qt.ItemDataRole.UserRole)) for it in items])
        choices = [it for it in items if it.data(Qt.ItemDataRole.UserRole) is not None]
        for it in choices:
            it.setCheckState(Qt.CheckState.Unchecked)
        choices[0].setCheckState(Qt.CheckState.Checked)
        return 1

    monkeypatch.setattr(CounterPickDialog, "exec", choose)
    side.setCurrentIndex(side.findData("crusaders"))
    units.button.click()
    crusaders = window.doc.scenario.side("crusaders")
    assert {ident for _, ident in offered[-1] if ident} == {u.id for u in crusaders.units}  # that side's, no other
    # under their banner's heading, with its leader: Richard's units first
    assert offered[-1][0] == ("richard — Richard Cœur de Lion", None)
    heading = next(i for i, (_, ident) in enumerate(offered[-1]) if i and ident is None)
    assert {ident for _, ident in offered[-1][1:heading]} == {u.id for u in crusaders.units if u.banner == "richard"}
    first = offered[-1][1][1]
    assert units.value() == first
    dlg.accept()
    assert dlg.apply()
    r = window.doc.scenario.reinforcements[0]
    assert (r.side, r.units) == ("crusaders", [first])


def test_rule_options_read_in_words_with_their_rule(dlg):
    combo = dlg.options["phase_b_archer_order"]
    assert "6.B" in combo.toolTip()
    assert combo.itemText(combo.findData("defender_first")) == "the defender's archers first"
    assert "12.2.2" in dlg.options["rout_path"].toolTip() and "R1" in dlg.options["rout_path"].toolTip()


def test_terrain_as_offers_the_charts_terrains(dlg):
    dlg.terrain_as.add_row(["village", "wood"])
    reads_as = dlg.terrain_as.table.cellWidget(dlg.terrain_as.table.rowCount() - 1, 1)
    assert {reads_as.itemData(i) for i in range(reads_as.count())} >= {"clear", "wood", "marsh", "lake"}
    assert dlg.values()["special_rules"].terrain_as["village"] == "wood"


def test_a_reinforcement_enters_by_an_edge_from_a_list_or_by_hexes_picked(window, dlg, qtbot, monkeypatch,
                                                                          tmp_path):
    """R29: a reinforcement enters by a map edge or by hexes; neither is typed."""
    from editor.hexmap.document import Document

    reinf = dlg.reinf
    first, second = reinf.table.cellWidget(0, 2), reinf.table.cellWidget(1, 2)
    assert first.edge.currentText() == "the west edge" and not first.line.isVisibleTo(first)
    assert [first.edge.itemData(i) for i in range(first.edge.count())] == ["", "north", "south", "east", "west"]
    assert "R29" in first.edge.toolTip()
    second.edge.setCurrentIndex(second.edge.findData("south"))

    first.edge.setCurrentIndex(first.edge.findData(""))  # hexes: the line and the map picker come back
    assert first.line.isVisibleTo(first) and first.button.isVisibleTo(first)

    def pick_on_map(self):
        self.show()
        qtbot.waitExposed(self)
        click_hex(self, "0110")
        click_hex(self, "0111")
        return 1

    monkeypatch.setattr(HexPickDialog, "exec", pick_on_map)
    first.button.click()
    assert first.value() == "0110 0111"
    dlg.accept()
    assert dlg.apply()
    g = window.doc.scenario.grid
    r1, r2 = window.doc.scenario.reinforcements
    assert r1.enter.hexes == [g.parse_label("0110"), g.parse_label("0111")] and r1.enter.edge is None
    assert r2.enter.edge == "south"
    out = tmp_path / "reinf.yaml"
    assert window._save_to(str(out))
    again = Document.open(out).scenario.reinforcements
    assert [(r.enter.edge, r.enter.hexes) for r in again] == [(r.enter.edge, r.enter.hexes) for r in (r1, r2)]
    window.doc.undo.undo()
    assert [r.enter.edge for r in window.doc.scenario.reinforcements] == ["west", "east"]
