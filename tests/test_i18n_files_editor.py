"""The editor's validation dock speaks the editor's language (issue 18). Its findings come from a checker
process spawned without the editor's state (the core starts in English there) and kept across a switch of
View → Language: each check carries the language, so the findings read as the menus do."""

from __future__ import annotations

import pytest

from rules.i18n import language, set_language

pytest.importorskip("pytestqt")

BROKEN = """format: banneret/1
title: Broken
map:
  grid: {orientation: flat, columns: 10, rows: 10}
  colour_of_sky: blue
sides:
  - {id: a, name: A, colour: "#aa0000", role: attacker, rout_edge: west}
"""


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_the_validation_dock_findings_from_the_checker_process_follow_the_language(qtbot, tmp_path):
    from editor.docks import validation
    from editor.docks.validation import ValidationDock
    from editor.hexmap.document import Document

    p = tmp_path / "broken.yaml"
    p.write_text(BROKEN, encoding="utf-8")
    dock = ValidationDock(Document.open(p))
    qtbot.addWidget(dock)

    def checked_in(lang: str) -> list:
        set_language(lang)
        dock.findings = []
        dock.run()
        assert validation._process is not None and not validation._process_failed  # in the checker process
        qtbot.waitUntil(lambda: not dock.checking and bool(dock.findings), timeout=60000)
        assert language() == lang
        return [f for f in dock.findings if f.severity == "error"]  # (BROKEN has warnings too: no units, no victory)

    en = checked_in("en")
    assert en[0].code == "unknown-key" and en[0].message.startswith("unknown key 'colour_of_sky' in map")
    hu = checked_in("hu")
    pl = checked_in("pl")  # the same process, started before: the language came with the check
    assert [(f.code, f.line, f.col) for f in hu] == [(f.code, f.line, f.col) for f in pl] == [
        (f.code, f.line, f.col) for f in en]
    assert hu[0].message.startswith("ismeretlen kulcs: 'colour_of_sky' itt: map")
    assert pl[0].message.startswith("nieznany klucz 'colour_of_sky' w map")
    shown = [dock.tree.topLevelItem(j) for j in range(dock.tree.topLevelItemCount())]
    assert any("nieznany klucz" in item.text(i) for item in shown for i in range(dock.tree.columnCount()))
    assert checked_in("en")[0].message == en[0].message  # and back


def _main_window(qtbot, tmp_path, text: str):
    from PySide6.QtCore import QSettings

    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    p = tmp_path / "broken.yaml"
    p.write_text(text, encoding="utf-8")
    w = MainWindow(Document.open(p), QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_view_language_rewords_the_findings_shown_and_the_open_dialog(qapp, qtbot, tmp_path, monkeypatch):
    """After View → Language → Magyar the dock's findings are checked again, in Hungarian (not the ones worded
    when the file was loaded); a file that cannot be opened is explained in Hungarian, at the same line."""
    import shiboken6
    from PySide6.QtWidgets import QApplication, QMessageBox

    from editor.i18n import install

    w = _main_window(qtbot, tmp_path, BROKEN)
    try:
        en = w.validation.run_now()
        assert next(f for f in en if f.code == "unknown-key").message.startswith("unknown key 'colour_of_sky'")
        next(a for a in w.language_menu.actions() if a.text() == "Magyar").trigger()
        hu = next(x for x in QApplication.topLevelWidgets() if x.isVisible() and hasattr(x, "language_menu"))
        qtbot.addWidget(hu)
        qtbot.waitUntil(lambda: any(f.message.startswith("ismeretlen kulcs: 'colour_of_sky' itt: map")
                                    for f in hu.validation.findings), timeout=60000)
        assert {(f.code, f.line) for f in hu.validation.findings} == {(f.code, f.line) for f in en}

        said = []
        monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a: said.append(a[2])))
        bad = tmp_path / "unclosed.yaml"
        bad.write_text('format: banneret/1\ntitle: "unclosed\nmap: {}\n', encoding="utf-8")
        assert not hu.open_file(str(bad), ask=False)
        assert said and "unclosed.yaml:2:8:" in said[0] and "yaml-syntax" in said[0]
        assert "érvénytelen YAML: váratlan fájlvég a(z) 4. sor 1. oszlopában" in said[0]
        hu.doc.undo.setClean()
    finally:
        install(qapp, "en")
        set_language("en")
        if shiboken6.isValid(w):
            w.close()


def test_a_file_with_many_findings_is_explained_whole_in_the_language_with_the_count_left(qapp, qtbot, tmp_path,
                                                                                       monkeypatch):
    """The open dialog lists the first twelve findings and says how many more there are, in Polish too."""
    import shiboken6
    from PySide6.QtWidgets import QMessageBox

    from editor.hexmap.document import Document, OpenError
    from editor.i18n import install
    from rules.fileio.findings import Finding

    w = _main_window(qtbot, tmp_path, BROKEN)
    try:
        install(qapp, "pl")
        set_language("pl")
        many = [Finding("unknown-key", "error", f"problem {i}", i + 1, 1) for i in range(15)]

        def refuse(loaded, parent=None):
            raise OpenError(loaded.path, many)

        monkeypatch.setattr(Document, "from_loaded", staticmethod(refuse))
        said = []
        monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a: said.append(a[2])))
        assert not w.open_file(str(tmp_path / "broken.yaml"), ask=False)
        assert "problem 11" in said[0] and "problem 12" not in said[0]
        assert said[0].rstrip().endswith("… i jeszcze 3")
    finally:
        install(qapp, "en")
        set_language("en")
        w.doc.undo.setClean()
        if shiboken6.isValid(w):
            w.close()
