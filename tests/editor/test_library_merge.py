"""Left from the last round of faults (issue #27, 6): a counter library fixed on disk while its scenario is
open keeps that fix when the user's Save chooses Overwrite (merged by counter id), and unsaved counter edits
kept in a library are in the recovery file."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

import editor.hexmap.mainwindow as mw
from editor import recovery
from editor.hexmap.document import Document
from rules.scenario.files import load_scenario
from tests.editor.test_library_trust import box, set_quality, window  # noqa: F401 - the fixture

BROKEN = ("quality: 5, mp: 4}, back: {sp: 4, quality: 4, mp: 3}}\n  - id: scots",
          "quality: 5, mp: 4}, back: {sp: 4, quality: 4, mp: three}}\n  - id: scots")


def test_a_library_fixed_on_disk_keeps_its_fix_when_save_overwrites_it(box, qtbot, tmp_path):  # noqa: F811
    scen, lib = box
    good = lib.read_text()
    lib.write_text(good.replace(*BROKEN))  # d2 has a typo: the editor opens without it
    w = window(qtbot, tmp_path, scen)
    assert [u.id for u in w.doc.scenario.side("fr").units] == ["k1", "d1"]
    lib.write_text(good.replace("name: Scots", "name: Scottish"))  # the designer fixes the file in a text editor
    set_quality(w, "k1", 6)  # and edits a counter in the editor
    w.ask_changed = lambda *a: "overwrite"
    assert w.save()
    saved = load_scenario(scen).scenario
    assert saved.unit("k1").front.quality == 6  # this document's edit
    assert saved.unit("d2") is not None  # the fix made on disk: kept, not dropped
    assert "name: Scottish" in lib.read_text()
    assert [u.id for u in w.doc.scenario.side("fr").units] == ["k1", "d1", "d2"]  # and shown
    assert "kept the counter library's own changes to d2" in w.statusBar().currentMessage()


def test_overwrite_keeps_this_documents_edit_and_the_files_edit_of_another_counter(box, qtbot, tmp_path):  # noqa: F811
    scen, lib = box
    w = window(qtbot, tmp_path, scen)
    lib.write_text(lib.read_text().replace("{id: d1, banner: duke, type: Ar, fire: true, front: {sp: 3, quality: 5",
                                           "{id: d1, banner: duke, type: Ar, fire: true, front: {sp: 3, quality: 6"))
    set_quality(w, "k1", 6)
    w.ask_changed = lambda *a: "overwrite"
    assert w.save()
    saved = load_scenario(scen).scenario
    assert saved.unit("k1").front.quality == 6 and saved.unit("d1").front.quality == 6


def test_unsaved_counter_edits_kept_in_a_library_are_recovered(box, qtbot, tmp_path, monkeypatch):  # noqa: F811
    scen, lib = box
    before = lib.read_bytes()
    w = window(qtbot, tmp_path, scen)
    set_quality(w, "k1", 6)
    f = w.autosave()
    assert f is not None and lib.read_bytes() == before  # the library is not written by an autosave
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Open))
    other = mw.MainWindow(Document())
    qtbot.addWidget(other)
    other.ask_save = lambda *a: QMessageBox.StandardButton.Discard
    assert mw.offer_recovery(other)
    assert other.doc.scenario.unit("k1").front.quality == 6 and other.doc.modified
    assert recovery.read_meta(f).counters is not None
    assert other.save()
    assert load_scenario(scen).scenario.unit("k1").front.quality == 6


def test_save_on_a_full_disk_says_so_keeps_the_document_modified_and_leaves_nothing(box, qtbot, tmp_path,  # noqa: F811
                                                                                    monkeypatch):
    import errno

    from tests.fault_kit import failing_writes, leftovers, tree

    scen, lib = box
    before = tree(tmp_path)
    w = window(qtbot, tmp_path, scen)
    set_quality(w, "k1", 6)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a, **k: said.append(a[2])))
    for free in (0, 2000):
        with failing_writes(tmp_path, errno.ENOSPC, free):
            assert not w.save()
            assert w.autosave() is None
        assert "the disk is full (or a size limit was reached); free some space" in said[-1]
        assert "Autosave failed: the disk is full" in w.statusBar().currentMessage()
        assert w.doc.modified and leftovers(tmp_path) == []
        assert {k: v for k, v in tree(tmp_path).items() if k in before} == before
