"""Long words stay safe: in each language (a Hungarian or Polish label is often twice the English one) the main
window in edit and play mode and every dialog still fit a 1366 × 768 screen, and no button is squeezed below
the width its text needs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QToolBar, QWidget

from editor.i18n import install
from rules.i18n import LANGUAGES
from tests.editor.test_window_fits import SMALL, _dialogs, fits

DEMO = Path(__file__).resolve().parents[2] / "scenarios" / "tremithoussia-demo.yaml"


@pytest.fixture
def speaking(request, qapp):
    """The editor's and the core's catalogues of the test's language, English again afterwards."""
    install(qapp, request.param)
    yield request.param
    install(qapp, "en")


def _window(tmp_path, qtbot):
    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    path = tmp_path / "demo.yaml"
    path.write_bytes(DEMO.read_bytes())
    w = MainWindow(Document.open(path), QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
    return w


def squeezed(root: QWidget) -> list[str]:
    """Visible buttons narrower than their text needs (a toolbar's own buttons may overflow into its »
    menu, which is how a toolbar handles a narrow window, and are left out)."""
    out = []
    for b in root.findChildren(QAbstractButton):
        if not b.isVisible() or isinstance(b.parentWidget(), QToolBar) or not b.text():
            continue
        if b.width() < b.minimumSizeHint().width():
            out.append(f"{b.text()!r}: {b.width()} < {b.minimumSizeHint().width()} px")
    return out


@pytest.mark.parametrize("speaking", LANGUAGES, indirect=True)
def test_main_window_fits_in_each_language(speaking, tmp_path, qtbot):
    w = _window(tmp_path, qtbot)
    assert fits(w.minimumSize()) and fits(w.minimumSizeHint()), (speaking, w.minimumSizeHint())
    w.resize(SMALL)
    w.show()
    qtbot.waitExposed(w)
    assert w.size() == SMALL, (speaking, w.size())
    assert squeezed(w) == []


@pytest.mark.parametrize("speaking", LANGUAGES, indirect=True)
def test_play_mode_fits_in_each_language(speaking, tmp_path, qtbot):
    from editor.hexmap.play import Start

    w = _window(tmp_path, qtbot)
    w.resize(SMALL)
    w.show()
    qtbot.waitExposed(w)
    assert w.play.enter(Start("activation", "richard"))
    w.play.ask_close = lambda *a: "discard"
    qtbot.wait(50)
    assert fits(w.minimumSizeHint()), (speaking, w.minimumSizeHint())
    w.resize(SMALL)  # the docks of play mode ask for no more than the screen
    qtbot.wait(50)
    assert w.size() == SMALL, (speaking, w.size())
    assert squeezed(w) == []


@pytest.mark.parametrize("speaking", LANGUAGES, indirect=True)
def test_every_dialog_fits_in_each_language(speaking, tmp_path, qtbot):
    w = _window(tmp_path, qtbot)
    w.resize(SMALL)
    w.show()
    for name, dlg in _dialogs(w).items():
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        assert fits(dlg.minimumSizeHint()), (speaking, name, dlg.minimumSizeHint())
        if name != "sheet import":  # sized to the screen it opens on (test_window_fits checks that)
            assert fits(dlg.size()), (speaking, name, dlg.size())
        assert squeezed(dlg) == [], (speaking, name)
        dlg.close()


def test_a_squeezed_button_is_caught(qtbot):
    """The check can fail: a button held narrower than its (Hungarian) text is reported, a free one is not."""
    from PySide6.QtWidgets import QHBoxLayout, QPushButton

    w = QWidget()
    qtbot.addWidget(w)
    lay = QHBoxLayout(w)
    tight, free = QPushButton("Hexaoldal-elemek törlése"), QPushButton("OK")
    tight.setFixedWidth(40)
    lay.addWidget(tight)
    lay.addWidget(free)
    w.show()
    qtbot.waitExposed(w)
    assert [s.split(":")[0] for s in squeezed(w)] == ["'Hexaoldal-elemek törlése'"]


def overflowing(window) -> list[str]:
    """Toolbars whose » button shows: some of their actions are hidden in its menu."""
    from PySide6.QtWidgets import QToolButton

    return [tb.windowTitle() for tb in window.findChildren(QToolBar) if tb.isVisible()
            and any(b.isVisible() for b in tb.findChildren(QToolButton, "qt_toolbar_ext_button"))]


@pytest.mark.parametrize("speaking", LANGUAGES, indirect=True)
def test_every_play_action_is_on_a_toolbar_at_1366(speaking, tmp_path, qtbot):
    """Play mode at 1366 × 768: the program player's Step, To end of turn and Stop and the play actions are on
    the toolbars themselves, none behind a » overflow button."""
    from editor.hexmap.play import Start

    w = _window(tmp_path, qtbot)
    w.resize(SMALL)
    w.show()
    qtbot.waitExposed(w)
    assert w.play.enter(Start("activation", "richard"))
    w.play.ask_close = lambda *a: "discard"
    qtbot.wait(100)
    assert overflowing(w) == [], speaking
    bar = w.play.players
    for b in (bar.step_button, bar.run_button, bar.stop_button, bar.side):
        assert b.isVisible() and b.visibleRegion().boundingRect().width() == b.width(), (speaking, b)


@pytest.mark.parametrize("speaking", LANGUAGES, indirect=True)
def test_the_turn_panels_columns_show_their_headers_whole(speaking, tmp_path, qtbot):
    """The leaders' table of the Turn panel: each column at least as wide as its header (the Polish "Wartość"
    was cut to "Wartośc" at 50 px)."""
    from editor.hexmap.play import Start

    w = _window(tmp_path, qtbot)
    w.resize(SMALL)
    w.show()
    qtbot.waitExposed(w)
    assert w.play.enter(Start("activation", "richard"))
    w.play.ask_close = lambda *a: "discard"
    qtbot.wait(50)
    head = w.play.turn_panel.order.header()
    for i in range(head.count() - 1):  # the last one stretches to the table's edge
        assert head.sectionSize(i) >= head.sectionSizeHint(i), (speaking, i, head.model().headerData(i, 1))
