"""The settings' special rules chosen from lists, not typed: a stacking exception's banners (the scenario's,
under their side) and unit types (the edition's, by name) (5.2.2; R20), the banners not meleed from their
front (9.1); and the printed hex size (General tab) that `banneret export pdf` draws at. Each is one undo
step on OK and survives a save and a reload."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from editor.dialogs.pickers import CounterPickDialog
from editor.dialogs.settings import SettingsDialog
from editor.hexmap.document import Document

HAUTMESNIL = Path(__file__).resolve().parents[2] / "scenarios" / "hautmesnil-1478.yaml"


@pytest.fixture
def dlg(window, qtbot):
    d = SettingsDialog(window.doc, window)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.tabs.setCurrentIndex(2)
    return d


class Picks:
    """Stands in for the user at a checklist: notes what it offers, ticks items with the keyboard (Space on
    the current item) and clicks OK."""

    def __init__(self, qtbot, monkeypatch) -> None:
        self.qtbot = qtbot
        self.toggle: list[str] = []
        self.offered: list[list[tuple[str, str | None]]] = []
        monkeypatch.setattr(CounterPickDialog, "exec", lambda dialog: self.run(dialog))

    def run(self, dialog: CounterPickDialog) -> int:
        dialog.show()
        self.qtbot.waitExposed(dialog)
        lst = dialog.list
        items = [lst.item(i) for i in range(lst.count())]
        self.offered.append([(it.text(), it.data(Qt.ItemDataRole.UserRole)) for it in items])
        for ident in self.toggle:
            item = next(it for it in items if it.data(Qt.ItemDataRole.UserRole) == ident)
            lst.setCurrentItem(item)
            self.qtbot.keyClick(lst, Qt.Key.Key_Space)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        self.qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return dialog.result()


def test_a_stacking_exception_and_the_no_melee_banners_are_chosen_from_lists(window, dlg, qtbot, monkeypatch,
                                                                              tmp_path):
    picks = Picks(qtbot, monkeypatch)
    dlg.stacking.add_row(["", "", "2"])
    banners, types = dlg.stacking.table.cellWidget(0, 0), dlg.stacking.table.cellWidget(0, 1)
    assert "5.2.2" in banners.button.toolTip() and "5.2.2" in types.button.toolTip()

    picks.toggle = ["isaac"]
    banners.button.click()
    offered = picks.offered[-1]
    # the banners under their side's name (a heading, not a choice), with who carries them
    assert offered[0] == ("Crusaders", None)
    assert ("Byzantines of Cyprus", None) in offered
    isaac = next(words for words, ident in offered if ident == "isaac")
    assert isaac.startswith("isaac — ") and "Isaac" in isaac
    heading = offered.index(("Byzantines of Cyprus", None))
    assert {ident for _, ident in offered[1:heading]} == {"richard", "lusignan", "turnham"}
    assert {ident for _, ident in offered[heading + 1:]} == {"isaac", "doux", "armenian"}
    assert banners.value() == "isaac"

    picks.toggle = ["Ar", "Ab"]
    types.button.click()
    assert ("Crossbowmen (Ab)", "Ab") in picks.offered[-1]
    assert [ident for _, ident in picks.offered[-1]] == ["Ch", "Ha", "Cl", "Su", "Pi", "Mi", "Il", "Ar", "Ab",
                                                         "Aq", "At"]
    assert types.value() == "Ar, Ab"

    assert "9.1" in dlg.no_melee.button.toolTip()
    picks.toggle = ["doux", "richard"]
    dlg.no_melee.button.click()
    assert dlg.no_melee.value() == "richard, doux"  # in the list's order: by side

    depth = window.doc.undo.count()
    dlg.accept()
    assert dlg.apply()
    sr = window.doc.scenario.special_rules
    assert [(x.banners, x.types, x.max_units) for x in sr.stacking] == [(["isaac"], ["Ar", "Ab"], 2)]
    assert sr.no_melee_from_front == ["richard", "doux"]
    assert window.doc.undo.count() == depth + 1

    out = tmp_path / "rules.yaml"
    assert window._save_to(str(out))
    text = out.read_text(encoding="utf-8")
    assert "- {banners: [isaac], types: [Ar, Ab], max_units: 2}" in text
    assert "no_melee_from_front: [richard, doux]" in text
    assert Document.open(out).scenario.special_rules == sr

    window.doc.undo.undo()
    sr = window.doc.scenario.special_rules
    assert sr.stacking == [] and sr.no_melee_from_front == []


def test_a_banner_the_list_does_not_offer_is_kept_and_shown(dlg, qtbot, monkeypatch):
    picks = Picks(qtbot, monkeypatch)
    dlg.no_melee.line.setText("richard, saladin")
    dlg.no_melee.button.click()
    assert ("saladin (not in this scenario)", "saladin") in picks.offered[-1]
    assert dlg.no_melee.value() == "richard, saladin"  # OK without a change drops nothing


def test_hautmesnil_special_rules_open_in_the_pickers_and_save_unchanged(qtbot, monkeypatch, tmp_path):
    path = tmp_path / "hautmesnil.yaml"
    shutil.copy(HAUTMESNIL, path)
    doc = Document.open(path)
    d = SettingsDialog(doc)
    qtbot.addWidget(d)
    picks = Picks(qtbot, monkeypatch)
    stacking = d.stacking.table
    assert (stacking.cellWidget(0, 0).value(), stacking.cellWidget(0, 1).value()) == ("coppenol", "Mi")
    stacking.cellWidget(0, 0).button.click()  # opened and closed with OK: the same choice
    d.no_melee.button.click()
    checked = [ident for words, ident in picks.offered[-1] if ident == "middleton"]
    assert checked and d.no_melee.value() == "middleton"
    d.accept()
    assert not d.apply()  # nothing changed: no undo step
    doc.save(tmp_path / "again.yaml")
    assert (tmp_path / "again.yaml").read_bytes() == HAUTMESNIL.read_bytes()


def test_the_printed_hex_size_is_saved_and_zero_means_the_series_default(window, dlg, tmp_path, monkeypatch):
    from rules.scenario.model import DEFAULT_HEX_MM, printed_hex_mm

    dlg.tabs.setCurrentIndex(0)
    assert dlg.hex_mm.value() == 0 and dlg.hex_mm.text() == f"{DEFAULT_HEX_MM:g} mm (series default)"
    assert "flats" in dlg.hex_mm.toolTip()
    dlg.hex_mm.setValue(17.5)
    dlg.accept()
    assert dlg.apply()
    assert printed_hex_mm(window.doc.scenario.scale) == 17.5
    out = tmp_path / "printed.yaml"
    assert window._save_to(str(out))
    assert "hex_mm: 17.5" in out.read_text(encoding="utf-8")
    assert Document.open(out).scenario.scale.hex_mm == 17.5

    again = SettingsDialog(window.doc, window)
    assert again.hex_mm.value() == 17.5
    again.hex_mm.setValue(0)  # back to the series' size
    again.accept()
    assert again.apply()
    assert window.doc.scenario.scale is None or window.doc.scenario.scale.hex_mm is None
    window.doc.undo.undo()
    assert window.doc.scenario.scale.hex_mm == 17.5


def test_a_printed_hex_too_small_is_explained_not_applied(window, dlg, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: told.append(a[2])))
    before = window.doc.scenario.scale
    dlg.hex_mm.setValue(3.0)
    dlg.accept()
    assert told == ["a printed hex is at least 5 mm across"]
    assert dlg.result() == 0 and window.doc.scenario.scale == before
