"""View → Language switches the whole editor at once: the window is rebuilt in the new language around the same
document, whose unsaved edits and undo history survive; nothing is saved, nothing is asked."""

from __future__ import annotations

import shiboken6
from conftest import DEMO, Mouse
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QToolBar

from editor.i18n import SETTING, editor_language, install
from rules.i18n import language, set_language


def _open(qtbot, tmp_path):
    """The main window on a copy of the demo, shown; not given to qtbot, whose teardown would close it after the
    switch deleted it (the window now showing is given to it instead)."""
    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    path = tmp_path / "demo.yaml"
    path.write_bytes(DEMO.read_bytes())
    w = MainWindow(Document.open(path), QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.ask_save = lambda *a: pytest_fail("the switch asked to save")
    return w, path


def pytest_fail(why: str):
    import pytest

    pytest.fail(why)


def _choose(w, name: str):
    next(a for a in w.language_menu.actions() if a.text() == name).trigger()
    shown = [x for x in QApplication.topLevelWidgets() if x.isVisible() and hasattr(x, "language_menu")]
    assert len(shown) == 1, "one main window shows after the switch"
    return shown[0]


def _menus(w) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def test_hungarian_at_once_with_the_edit_and_its_undo_kept(qapp, qtbot, tmp_path):
    w, path = _open(qtbot, tmp_path)
    try:
        on_disk = path.read_bytes()
        doc = w.doc
        h = doc.scenario.grid.parse_label("0805")
        w.set_tool("brush")
        w.tool_settings.set(terrain="marsh", brush_size=1)
        before = doc.scenario.map.terrain_at(h)
        assert before != "marsh"
        Mouse(w).drag(["0805"])
        assert doc.scenario.map.terrain_at(h) == "marsh" and doc.modified
        steps = doc.undo.count()
        w.layer_actions[next(iter(w.layer_actions))].setChecked(False)
        w.view.zoom_by(1.5)
        zoom = w.view.hex_px()
        assert _menus(w)[:3] == ["&File", "&Edit", "&View"]

        hu = _choose(w, "Magyar")
        qtbot.addWidget(hu)
        hu.ask_save = lambda *a: pytest_fail("a later close asked to save")
        qtbot.waitUntil(lambda: not shiboken6.isValid(w))  # the old window is gone
        # the menus, the docks (their titles and contents), the tool bars' tips and the status bar read Hungarian
        assert _menus(hu)[:3] == ["&Fájl", "Szer&kesztés", "&Nézet"]
        assert hu.armies.windowTitle() == "Seregek" and hu.history.windowTitle() == "Előzmények"
        assert hu.armies.add_side_btn.text() == "+ Fél"
        assert hu.validation.windowTitle().startswith("Ellenőrzés")
        assert hu.open_act.toolTip().startswith("Forgatókönyv-fájl megnyitása")
        file_bar = next(b for b in hu.findChildren(QToolBar) if b.objectName() == "file-toolbar")
        assert any(a.toolTip().startswith("Forgatókönyv-fájl megnyitása") for a in file_bar.actions())
        assert hu.zoom_label.toolTip().startswith("Nagyítás: 100 %")
        assert not [a.text() for a in hu.language_menu.actions() if a.text() == "The system's language"]
        # the same document, its edit, its undo history, the title's mark; nothing written; the map as it was
        assert hu.doc is doc and doc.parent() is hu
        assert doc.scenario.map.terrain_at(h) == "marsh" and doc.modified and doc.undo.count() == steps
        assert "*" in hu.windowTitle()
        assert path.read_bytes() == on_disk
        assert hu.view.tool.name == "brush"
        assert not hu.layer_actions[next(iter(hu.layer_actions))].isChecked()
        qtbot.waitUntil(lambda: abs(hu.view.hex_px() - zoom) < 0.01)
        # an edit after the switch reaches the new window only (the old one's connections went with it)
        Mouse(hu).drag(["0806"])
        assert doc.undo.count() == steps + 1
        # Ctrl+Z undoes, as before the switch
        assert hu.undo_act.shortcut().toString() == "Ctrl+Z"
        hu.activateWindow()
        qtbot.waitActive(hu)
        for _ in range(2):
            qtbot.keyClick(hu.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert doc.scenario.map.terrain_at(h) == before and not doc.modified
        assert "*" not in hu.windowTitle()
        hu.redo_act.trigger()
        assert doc.scenario.map.terrain_at(h) == "marsh" and "*" in hu.windowTitle()

        # kept for the next start; the core speaks it too
        assert hu.settings.value(SETTING) == "hu" and editor_language(hu.settings) == "hu"
        assert language() == "hu"

        # and back to English, the edit still there
        en = _choose(hu, "English")
        qtbot.addWidget(en)
        en.ask_save = lambda *a: pytest_fail("a later close asked to save")
        assert _menus(en)[:3] == ["&File", "&Edit", "&View"]
        assert en.armies.windowTitle() == "Armies"
        assert en.doc is doc and doc.modified and doc.scenario.map.terrain_at(h) == "marsh"
        assert language() == "en" and en.settings.value(SETTING) == "en"
        assert path.read_bytes() == on_disk
        doc.undo.setClean()  # the test's end closes the window: nothing to ask
    finally:
        install(qapp, "en")
        set_language("en")
        if shiboken6.isValid(w):
            w.close()


def test_refused_while_playing_and_a_kept_game_survives_the_switch(qapp, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from editor.hexmap.play import Start

    w, path = _open(qtbot, tmp_path)
    try:
        told = []
        monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a: told.append(a[2])))
        play = w.play
        assert play.enter(Start("activation", "richard"))
        assert play.apply("move cru-ch-anglonormans 1316-1315 N")
        # while a game is played: refused, said why, nothing changed
        next(a for a in w.language_menu.actions() if a.text() == "Polski").trigger()
        assert told and "play mode" in told[0]
        assert [x for x in QApplication.topLevelWidgets() if x.isVisible() and hasattr(x, "language_menu")] == [w]
        assert w.settings.value(SETTING) is None and language() == "en" and play.active
        assert [a.isChecked() for a in w.language_menu.actions()][1:] == [False] * 5
        assert w.menuBar().actions()[0].text() == "&File"
        # left with the game kept: the switch goes through and the game is still there to resume
        monkeypatch.setattr(play, "ask_leave", lambda parent, moves: "keep")
        play.play_act.setChecked(False)
        assert not play.active and play.kept is not None
        pl = _choose(w, "Polski")
        qtbot.addWidget(pl)
        pl.ask_save = lambda *a: pytest_fail("a later close asked to save")
        pl.play.ask_close = lambda *a: "discard"
        qtbot.waitUntil(lambda: not shiboken6.isValid(w))
        assert pl.menuBar().actions()[0].text() == "&Plik"
        assert pl.play.kept is not None
        pl.play.play_act.setChecked(True)
        assert pl.play.active and pl.play.session.moves_made == 1
        assert pl.doc.modified is False and path.read_bytes() == DEMO.read_bytes()
        pl.play.leave(ask=False)
    finally:
        install(qapp, "en")
        set_language("en")
        if shiboken6.isValid(w):
            w.play.ask_close = lambda *a: "discard"
            w.close()


def test_a_failed_rebuild_leaves_the_window_and_its_work_as_they_were(qapp, qtbot, tmp_path, monkeypatch):
    import gc

    from PySide6.QtWidgets import QMessageBox

    from editor.hexmap.mainwindow import MainWindow

    w, path = _open(qtbot, tmp_path)
    qtbot.addWidget(w)
    try:
        doc = w.doc
        h = doc.scenario.grid.parse_label("0805")
        w.set_tool("brush")
        w.tool_settings.set(terrain="marsh", brush_size=1)
        before = doc.scenario.map.terrain_at(h)
        Mouse(w).drag(["0805"])
        told = []
        monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: told.append(a[2])))

        def broken(self):
            raise RuntimeError("no play mode today")

        working = MainWindow._add_modes
        monkeypatch.setattr(MainWindow, "_add_modes", broken)
        assert _choose(w, "Magyar") is w
        monkeypatch.setattr(MainWindow, "_add_modes", working)
        gc.collect()
        qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qapp.processEvents()
        half = [x for x in QApplication.topLevelWidgets() if isinstance(x, MainWindow) and x is not w
                and getattr(x, "doc", None) is doc]
        assert len(half) == 1 and not half[0].isVisible() and not half[0].autosave_timer.isActive()  # stilled
        assert told and "no play mode today" in told[0]
        assert shiboken6.isValid(doc) and doc.parent() is w and w.doc is doc
        assert w.menuBar().actions()[0].text() == "&File" and language() == "en"
        assert w.settings.value(SETTING) == "" and w.language_menu.actions()[0].isChecked()
        assert doc.scenario.map.terrain_at(h) == "marsh" and doc.modified and "*" in w.windowTitle()
        Mouse(w).drag(["0806"])  # the map still takes edits, and undo still works
        w.undo_act.trigger()
        w.undo_act.trigger()
        assert doc.scenario.map.terrain_at(h) == before and not doc.modified
        assert path.read_bytes() == DEMO.read_bytes()
    finally:
        install(qapp, "en")
        set_language("en")


def test_refused_while_a_window_with_its_own_work_is_open(qapp, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    w, path = _open(qtbot, tmp_path)
    qtbot.addWidget(w)
    try:
        told = []
        monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a: told.append(a[2])))
        w.edit_background()  # Map → Background image…: its fitting is in progress
        title = w._bg_dialog.windowTitle()
        assert _choose(w, "Magyar") is w
        assert told and f"“{title}”" in told[0]
        assert w.menuBar().actions()[0].text() == "&File" and language() == "en"
        assert w._bg_dialog.isVisible() and w.settings.value(SETTING) is None
        w._bg_dialog.close()  # closed: the switch goes through
        hu = _choose(w, "Magyar")
        qtbot.addWidget(hu)
        assert hu is not w and hu.menuBar().actions()[0].text() == "&Fájl"
    finally:
        install(qapp, "en")
        set_language("en")
