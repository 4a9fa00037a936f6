"""The editor speaks the chosen language: Qt's translator over the committed `.qm` catalogues, chosen by the
View → Language setting, else the system; and no string of the main window's menus escapes translation."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from editor.i18n import NAMES, SETTING, PseudoTranslator, editor_language, install, qm_dir
from rules.i18n import _, language, set_language

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import i18n_qt  # noqa: E402


@pytest.fixture
def translated(qapp):
    """Whatever a test installs is removed after it: English for the tests that follow."""
    added: list = []
    yield added
    for t in added:
        qapp.removeTranslator(t)
    install(qapp, "en")
    set_language("en")


def _visible_texts(menu: QMenu, skip: set[int]) -> list[tuple[str, str]]:
    """(where, text) of the menu's title and every action's text and status tip, submenus walked."""
    out = [(menu.title(), menu.title())]
    for a in menu.actions():
        if a.isSeparator() or id(a) in skip:
            continue
        if a.menu() is not None:
            out += _visible_texts(a.menu(), skip)
            continue
        out.append((menu.title(), a.text()))
        if a.statusTip():
            out.append((a.text(), a.statusTip()))
    return out


def test_no_menu_string_escapes_translation(qapp, qtbot, tmp_path, translated):
    pseudo = PseudoTranslator(qapp)
    qapp.installTranslator(pseudo)
    translated.append(pseudo)
    from editor.hexmap.document import Document, demo_path
    from editor.hexmap.mainwindow import MainWindow

    w = MainWindow(Document.open(demo_path()), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    # Not translatable by design: recent files are paths, and each language is named in its own words.
    skip = {id(a) for a in w.recent_menu.actions()} | {id(a) for a in w.language_menu.actions()}
    texts = [t for m in w.menuBar().findChildren(QMenu) if m.parent() is w.menuBar()
             for t in _visible_texts(m, skip)]
    assert len(texts) > 60
    escaped = [f"{where}: {text!r}" for where, text in texts if text and not text.startswith("[[")]
    assert escaped == [], "\n".join(escaped)


def test_the_editor_speaks_french_when_chosen(qapp, qtbot, tmp_path, translated):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue(SETTING, "fr")
    assert editor_language(settings) == "fr"
    install(qapp, editor_language(settings))
    from editor.hexmap.document import Document, demo_path
    from editor.hexmap.mainwindow import MainWindow

    w = MainWindow(Document.open(demo_path()), settings)
    qtbot.addWidget(w)
    titles = [m.title() for m in w.menuBar().findChildren(QMenu) if m.parent() is w.menuBar()]
    assert titles[:4] == ["&Fichier", "É&dition", "&Affichage", "&Carte"]
    layers = [a.text() for a in w.findChildren(QAction) if a.text() == "Bords de déroute"]
    assert layers == ["Bords de déroute"]
    # the core speaks the editor's language: the validation dock's findings read in French
    assert _("the first turn ({first_turn}) comes after the last ({last_turn})") == \
        "le premier tour ({first_turn}) vient après le dernier ({last_turn})"
    # the Language menu offers the system's language and each language in its own name
    assert [a.text() for a in w.language_menu.actions()] == ["La langue du système", *NAMES.values()]


def test_the_language_setting_is_kept(qapp, qtbot, tmp_path, monkeypatch, translated):
    import shiboken6

    from editor.hexmap.document import Document, demo_path
    from editor.hexmap.mainwindow import MainWindow

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(Document.open(demo_path()), settings)  # not given to qtbot: the switch replaces it
    next(a for a in w.language_menu.actions() if a.text() == "Italiano").trigger()
    assert settings.value(SETTING) == "it" and editor_language(settings) == "it"
    # the window is rebuilt in Italian (no message); the core speaks it at once, and so does a dialog opened now
    it = w._replaced_by
    qtbot.addWidget(it)
    qtbot.waitUntil(lambda: not shiboken6.isValid(w))
    assert it.menuBar().actions()[1].text() == "&Modifica"
    assert [a.text() for a in it.language_menu.actions()][0] == "La lingua del sistema"
    assert [a.isChecked() for a in it.language_menu.actions()] == [False, False, False, False, True, False]
    assert language() == "it"
    from editor.dialogs.newmap import NewMapDialog

    dlg = NewMapDialog(it)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Nuovo scenario"
    # back to the system's language (English here): the core and the menus follow
    monkeypatch.delenv("BANNERET_LANG", raising=False)
    monkeypatch.setenv("LANGUAGE", "en")
    next(a for a in it.language_menu.actions() if a.text() == "La lingua del sistema").trigger()
    en = it._replaced_by
    qtbot.addWidget(en)
    assert settings.value(SETTING) == "" and language() == "en"
    assert en.menuBar().actions()[1].text() == "&Edit"
    assert en.language_menu.actions()[0].isChecked()


@pytest.mark.parametrize("lang", i18n_qt.LANGS)
def test_the_committed_qm_is_built_from_its_ts(lang, tmp_path):
    """A .qm left behind its .ts would show old words: rebuild and compare byte for byte."""
    fresh = tmp_path / f"{lang}.qm"
    i18n_qt.release(qm_dir() / f"banneret_{lang}.ts", fresh)
    assert fresh.read_bytes() == (qm_dir() / f"banneret_{lang}.qm").read_bytes()


@pytest.mark.parametrize("lang", i18n_qt.LANGS)
def test_each_catalogue_is_complete_and_current(lang):
    """lupdate over the code finds no string the .ts lacks and none it keeps for nothing; every message is
    translated, with its {placeholders} and its one mnemonic, and the .qm is built from it."""
    report = i18n_qt.check(lang)
    assert report.total > 800
    assert report.problems() == 0, "\n".join(report.lines())


def test_the_check_reports_what_is_untranslated_or_stale(tmp_path, monkeypatch):
    """The check itself can fail: a catalogue with an emptied entry, a lost placeholder, a lost mnemonic and a
    message the code no longer has is reported entry by entry, and its .qm as stale."""
    for f in qm_dir().glob("banneret_*"):
        shutil.copy(f, tmp_path / f.name)
    ts = tmp_path / "banneret_fr.ts"
    tree = ET.parse(ts)
    msgs = {m.findtext("source"): m for m in tree.iter("message")}
    msgs["Unsaved changes"].find("translation").text = ""
    msgs["Exported {path}"].find("translation").text = "Exporté"
    msgs["&File"].find("translation").text = "Fichier"
    gone = ET.SubElement(next(tree.iter("context")), "message")
    ET.SubElement(gone, "source").text = "A string the code lost"
    ET.SubElement(gone, "translation").text = "Une chaîne perdue"
    tree.write(ts, encoding="utf-8")
    monkeypatch.setattr(i18n_qt, "TS_DIR", tmp_path)
    r = i18n_qt.check("fr")
    assert r.untranslated == ["Unsaved changes"]
    assert r.placeholders == ["Exported {path}"]
    assert r.mnemonics == ["&File"]
    assert r.obsolete == ["A string the code lost"]
    assert r.stale_qm
    assert i18n_qt.main(["--check"]) == 1


def _mnemonic(text: str) -> str | None:
    m = re.search(r"&([^&])", text.replace("&&", ""))
    return m.group(1).lower() if m else None


@pytest.mark.parametrize("lang", ("en", *i18n_qt.LANGS))
def test_no_two_entries_of_a_menu_share_a_mnemonic(lang, qapp, qtbot, tmp_path, translated):
    """Alt+letter reaches one entry: in every language each menu (and the menu bar) gives its entries distinct
    underlined letters (a translation that moved the & onto a taken letter made one unreachable)."""
    from editor.hexmap.document import Document, demo_path
    from editor.hexmap.mainwindow import MainWindow

    install(qapp, lang)
    w = MainWindow(Document.open(demo_path()), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    clashes = []
    for menu in [w.menuBar(), *w.findChildren(QMenu)]:
        seen: dict[str, list[str]] = {}
        for a in menu.actions():
            if a.isVisible() and not a.isSeparator() and (k := _mnemonic(a.text())):
                seen.setdefault(k, []).append(a.text())
        clashes += [texts for texts in seen.values() if len(texts) > 1]
    assert clashes == []


def test_the_help_opens_the_guide_in_the_editors_language(qapp, qtbot, translated):
    """docs/editor.fr.md is shown to a French editor, docs/editor.md to the others (no Hungarian guide yet)."""
    from editor.dialogs.helpwindow import HelpWindow

    install(qapp, "fr")
    fr = HelpWindow("editor.md")
    qtbot.addWidget(fr)
    assert fr.browser.source().toLocalFile().endswith("docs/editor.fr.md")
    assert fr.browser.toPlainText().startswith("L'éditeur")
    install(qapp, "hu")
    hu = HelpWindow("editor.md")
    qtbot.addWidget(hu)
    assert hu.browser.source().toLocalFile().endswith("docs/editor.md")
