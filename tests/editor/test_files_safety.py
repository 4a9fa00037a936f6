"""The editor and files it does not own alone: recovery per document, libraries found from the original
folder, a file changed on disk since it was opened."""

from __future__ import annotations

import json
import os
import time

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

import editor.hexmap.editwindow as ew
import editor.hexmap.mainwindow as mw
from editor import recovery
from editor.hexmap.document import Document
from rules.scenario.files import load_scenario
from tests.test_library import LIBRARY, scenario_using
from tests.test_validate import BASE


def open_window(qtbot, tmp_path, path):
    w = mw.MainWindow(Document.open(path), QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.ask_save = lambda *a: QMessageBox.StandardButton.Discard
    w.ask_changed = lambda *a: pytest.fail("unexpected changed-on-disk question")
    return w


def retitle(w, title: str) -> None:
    w.doc.edit("Title", {"title": title})


def answer(monkeypatch, *buttons):
    asked = []
    queue = list(buttons)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[2]) or queue.pop(0)))
    return asked


@pytest.fixture
def two(qtbot, tmp_path):
    out = []
    for name in ("a", "b"):
        p = tmp_path / f"{name}.yaml"
        p.write_text(BASE)
        w = open_window(qtbot, tmp_path, p)
        retitle(w, f"work on {name}")
        out.append(w)
    return out


def test_each_document_has_its_own_recovery_file_naming_its_original(two):
    fa, fb = (w.autosave() for w in two)
    assert fa != fb and fa.parent == fb.parent
    assert sorted(p.name for p in fa.parent.iterdir()) == sorted([fa.name, fb.name])  # one file each, no .json
    first = fa.read_text().splitlines()[0]
    assert first.startswith(recovery.MARK) and json.loads(first[len(recovery.MARK):])["original"] == two[0].doc.path
    assert load_scenario(fa).ok  # still a scenario file: the header is a comment


def test_recovering_one_document_keeps_the_others_recovery(two, qtbot, tmp_path, monkeypatch):
    fa = two[0].autosave()
    time.sleep(0.01)
    fb = two[1].autosave()
    asked = answer(monkeypatch, QMessageBox.StandardButton.Open)
    w = mw.MainWindow(Document())
    qtbot.addWidget(w)
    w.ask_save = lambda *a: QMessageBox.StandardButton.Discard
    assert mw.offer_recovery(w)
    assert w.doc.scenario.title == "work on b" and w.doc.path == two[1].doc.path and w.doc.modified
    assert str(two[1].doc.path) in asked[0] and fa.exists() and fb.exists()
    # next start: b's is still there (its work unsaved); discarding a's removes a's only
    asked = answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not mw.offer_recovery(w) and fa.exists() and fb.exists()
    asked = answer(monkeypatch, QMessageBox.StandardButton.Discard, QMessageBox.StandardButton.Discard)
    assert not mw.offer_recovery(w)
    assert not fa.exists() and not fb.exists() and len(asked) == 2


def test_an_other_running_editors_recovery_is_not_offered(two, monkeypatch):
    fa = two[0].autosave()
    text = fa.read_text()
    meta = json.loads(text.splitlines()[0][len(recovery.MARK):])
    fa.write_text(text.replace(f'"pid": {meta["pid"]}', f'"pid": {os.getppid()}', 1))
    assert [r.path for r in ew.pending_recoveries()] == []


def test_a_recovered_document_finds_its_library_next_to_the_original_and_saving_keeps_it(qtbot, tmp_path,
                                                                                         monkeypatch):
    (tmp_path / "box").mkdir()
    (tmp_path / "battles").mkdir()
    lib = tmp_path / "box" / "counters.yaml"
    lib.write_text(LIBRARY)
    scen = tmp_path / "battles" / "one.yaml"
    scen.write_text(scenario_using("../box/counters.yaml"))
    w = open_window(qtbot, tmp_path, scen)
    retitle(w, "Recovered battle")
    w.autosave()
    answer(monkeypatch, QMessageBox.StandardButton.Open)
    other = open_window(qtbot, tmp_path, tmp_path / "battles" / "one.yaml")
    assert mw.offer_recovery(other)
    assert other.doc.scenario.title == "Recovered battle"
    assert [u.id for u in other.doc.scenario.side("fr").units] == ["k1", "d1", "d2"]
    assert other._save_to(other.doc.path)
    assert load_scenario(lib).findings == [] and "id: k1" in lib.read_text() and "id: s1" in lib.read_text()
    assert load_scenario(scen).scenario.title == "Recovered battle"


# -- changed on disk ---------------------------------------------------------------------------------------

@pytest.fixture
def changed(qtbot, tmp_path):
    p = tmp_path / "battle.yaml"
    p.write_text(BASE)
    w = open_window(qtbot, tmp_path, p)
    retitle(w, "Mine")
    p.write_text(BASE.replace("title: Checks", "title: Theirs"))
    return w, p


def test_saving_over_a_file_changed_on_disk_asks_and_cancel_keeps_theirs(changed):
    w, p = changed
    asked = []
    w.ask_changed = lambda parent, name: asked.append(name) or "cancel"
    assert not w.save()
    assert asked == ["battle.yaml"] and "title: Theirs" in p.read_text() and w.doc.modified


def test_overwrite_writes_mine(changed):
    w, p = changed
    w.ask_changed = lambda *a: "overwrite"
    assert w.save()
    assert load_scenario(p).scenario.title == "Mine" and not w.doc.modified
    retitle(w, "Mine again")  # saved by us since: no question now
    w.ask_changed = lambda *a: pytest.fail("asked again")
    assert w.save()


def test_reload_takes_theirs(changed):
    w, p = changed
    w.ask_changed = lambda *a: "reload"
    assert not w.save()
    assert w.doc.scenario.title == "Theirs" and not w.doc.modified and "title: Theirs" in p.read_text()


def test_a_change_on_disk_is_said_in_the_status_bar(changed, qtbot):
    w, p = changed
    w._file_changed(w.doc.path)  # what the file watcher calls
    assert "was changed by another program" in w.statusBar().currentMessage()
    assert w.doc.path in w.watcher.files()
