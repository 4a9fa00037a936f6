"""The editor and the counter libraries it saves into: a library with a typo opens its side's valid counters
and Save says why it cannot write their changes; a library changed by another program is not written over
without asking, and the change is said in the status bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

import editor.hexmap.mainwindow as mw
from editor.hexmap.document import Document
from rules.scenario.files import load_scenario
from tests.test_library import LIBRARY, scenario_using


@pytest.fixture
def box(qtbot, tmp_path):
    (tmp_path / "box").mkdir()
    lib = tmp_path / "box" / "counters.yaml"
    lib.write_text("# the box\n" + LIBRARY)
    scen = tmp_path / "one.yaml"
    scen.write_text(scenario_using("box/counters.yaml"))
    return scen, lib


def window(qtbot, tmp_path, path):
    w = mw.MainWindow(Document.open(path), QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.ask_save = lambda *a: QMessageBox.StandardButton.Discard
    return w


def set_quality(w, unit: str, quality: int) -> None:
    sides = w.doc.part("sides")
    next(u for s in sides for u in s.units if u.id == unit).front.quality = quality
    w.doc.edit("Quality", {"sides": sides})


def test_a_library_with_a_typo_opens_its_side_and_save_says_why_its_counters_cannot_be_saved(box, qtbot, tmp_path,
                                                                                             monkeypatch):
    scen, lib = box
    lib.write_text(lib.read_text().replace("quality: 5, mp: 4}, back: {sp: 4, quality: 4, mp: 3}}\n  - id: scots",
                                           "quality: 5, mp: 4}, back: {sp: 4, quality: 4, mp: three}}\n"
                                           "  - id: scots"))
    data = lib.read_bytes()
    w = window(qtbot, tmp_path, scen)
    assert [u.id for u in w.doc.scenario.side("fr").units] == ["k1", "d1"]
    assert "library-partial" in [f.code for f in w.doc.load_findings]
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a, **k: said.append(a[2])))
    set_quality(w, "k1", 6)
    assert not w.save()
    assert "counters.yaml has errors (line 14: sides[0].units[2].back.mp should be an integer" in said[0]
    assert said[0].endswith("Fix the file in a text editor, then reopen the scenario.\n\nNothing was written; "
                            "your work is still here.")
    assert lib.read_bytes() == data and w.doc.modified


def test_a_library_changed_by_another_program_is_not_written_over_without_asking(box, qtbot, tmp_path):
    scen, lib = box
    w = window(qtbot, tmp_path, scen)
    assert str(lib.resolve()) in w.watcher.files()
    lib.write_text(lib.read_text().replace("name: Scots", "name: Scottish"))
    w._file_changed(str(lib.resolve()))  # what the file watcher calls
    assert "The counter library counters.yaml was changed by another program" in w.statusBar().currentMessage()
    set_quality(w, "k1", 6)
    asked: list[str] = []
    w.ask_changed = lambda parent, name: asked.append(name) or "cancel"
    assert not w.save()
    assert asked == ["counters.yaml"] and "quality: 6, mp: 6" not in lib.read_text()
    w.ask_changed = lambda *a: "overwrite"
    assert w.save()
    assert load_scenario(scen).scenario.unit("k1").front.quality == 6 and "name: Scottish" in lib.read_text()
    set_quality(w, "k1", 5)  # written by us since: no question now
    w.ask_changed = lambda *a: pytest.fail("asked again")
    assert w.save()
