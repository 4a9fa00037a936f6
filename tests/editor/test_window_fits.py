"""The editor on a small screen (1366 × 768) and as a new user meets it: minimum sizes that fit, icons on every
tool and terrain, the legend, the help and the shortcuts, `banneret edit` without a display or on a new file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QDialog, QMessageBox

from rules.map import legend
from rules.map.render import terrain_fill
from rules.scenario import model as m

ROOT = Path(__file__).resolve().parents[2]
# A 1366 × 768 screen less a task bar (40 px) and a window frame (title bar 30 px, borders).
SMALL = QSize(1366 - 16, 768 - 40 - 38)


def fits(size: QSize) -> bool:
    return size.width() <= SMALL.width() and size.height() <= SMALL.height()


def test_the_main_window_fits_a_1366x768_screen(window):
    assert fits(window.minimumSize()) and fits(window.minimumSizeHint())
    window.resize(SMALL)
    assert window.size() == SMALL  # nothing in it (a toolbar, a dock, a tool tip) asks for more


def test_a_tool_without_options_shows_its_name_not_its_whole_tip(window):
    window.set_tool("select")
    assert window.options_bar.sizeHint().width() < 400
    assert window.statusBar().currentMessage().startswith("Select and move counters: Click")


def test_the_first_window_opens_within_the_screen(window):
    """On a 1366 × 768 screen (less its task bar) the first window, 1400 × 900 wanted, is brought inside."""
    from PySide6.QtCore import QRect

    avail = QRect(0, 0, 1366, 728)
    window.resize(1400, 900)
    window.move(200, 100)
    window.fit_screen(avail)
    assert avail.contains(window.frameGeometry()), window.frameGeometry()


def _dialogs(window):
    from editor.dialogs.background import BackgroundDialog
    from editor.dialogs.helpwindow import HelpWindow
    from editor.dialogs.newmap import NewMapDialog
    from editor.dialogs.settings import SettingsDialog
    from editor.dialogs.shortcuts import ShortcutsDialog
    from editor.hexmap.play.start import StartDialog
    from editor.hexmap.sheets.dialog import SheetImportDialog

    return {
        "settings": SettingsDialog(window.doc, window),
        "new map": NewMapDialog(window),
        "background": BackgroundDialog(window.doc, window.view, window),
        "shortcuts": ShortcutsDialog(window),
        "play start": StartDialog(window.doc.scenario, window),
        "sheet import": SheetImportDialog(window.doc, window),
        "help": HelpWindow("editor.md", window),
    }


def test_every_dialog_fits_a_1366x768_screen(window, qtbot):
    for name, dlg in _dialogs(window).items():
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        assert fits(dlg.minimumSizeHint()), (name, dlg.minimumSizeHint())
        if name == "sheet import":  # sized to the screen it opens on: here, the test's screen
            avail = dlg.screen().availableGeometry().size()
            assert dlg.width() <= avail.width() and dlg.height() <= avail.height(), dlg.size()
        else:
            assert fits(dlg.size()), (name, dlg.size())
        dlg.close()


def test_every_tool_has_an_icon_in_the_toolbar_and_the_tools_menu(window):
    for name, action in window.tool_actions.items():
        assert not action.icon().isNull(), name
        assert action in window.tools_menu.actions()
    assert not window.play.play_act.icon().isNull()


def test_every_terrain_choice_has_the_renderers_colour_at_its_centre(window):
    """The demo's "camp" too: the renderer's fill of the chart row it is read as, greyed."""
    window.set_tool("brush")
    box = window.options_bar.findChild(QComboBox)
    assert [box.itemData(i) for i in range(box.count())][:len(m.HEX_TERRAIN)] == list(m.HEX_TERRAIN)
    for i in range(box.count()):
        icon = box.itemIcon(i)
        assert not icon.isNull()
        image = icon.pixmap(QSize(24, 24)).toImage()
        c = image.pixelColor(image.width() // 2, image.height() // 2)
        t = box.itemData(i)
        assert (c.red(), c.green(), c.blue()) == terrain_fill(t, 0, window.doc.scenario.special_rules.terrain_as), t


def test_hexside_and_route_choices_have_icons(window):
    for tool, values in (("hexside", m.HEXSIDE_FEATURES), ("route", m.ROUTES)):
        window.set_tool(tool)
        box = window.options_bar.findChild(QComboBox)
        assert [box.itemData(i) for i in range(box.count())] == list(values)
        assert all(not box.itemIcon(i).isNull() for i in range(box.count()))


def test_the_legend_dock_toggles_from_the_view_menu_and_lists_every_entry(window, qtbot):
    assert window.legend_act in window.menuBar().actions()[2].menu().actions()
    window.legend.hide()
    window.legend_act.trigger()
    assert window.legend.isVisible()
    assert set(window.legend.items) == {e.key for e in legend.ENTRIES}
    # the sample counters take the first side's colour
    item = window.legend.items["counter:unit"]
    image = item.icon().pixmap(QSize(40, 40)).toImage()
    expected = legend.sample(legend.entry("counter:unit"), 40, window.doc.scenario.sides[0].colour)
    c = image.pixelColor(20, 26)
    assert (c.red(), c.green(), c.blue()) == expected.getpixel((20, 26))[:3]
    window.legend_act.trigger()
    assert not window.legend.isVisible()


def test_the_help_menu_opens_the_guides_in_a_window(window, qtbot):
    texts = [a.text().replace("&", "") for a in window.help_menu.actions()]
    assert "Editor guide" in texts and "Playing guide" in texts
    guide = next(a for a in window.help_menu.actions() if a.text().replace("&", "") == "Playing guide")
    guide.trigger()
    qtbot.waitExposed(window._help)
    assert window._help.browser.source().toLocalFile().endswith("docs/play.md")
    # the Markdown is read, not shown as source: the title without its '#'
    assert window._help.browser.toPlainText().startswith("Playing, scoring and recording games")


def test_the_shortcuts_list_is_read_from_the_actions(window):
    from editor.dialogs.shortcuts import shortcut_rows

    rows = shortcut_rows(window)
    keys = {k for _, k, _ in rows}
    for key in ("F5", "Ctrl+S", "Ctrl+E", "Ctrl+L", "V", "B", "Ctrl+Z"):
        assert key in keys, key
    # a new action with a shortcut shows up without anyone editing a list
    window._act("Frobnicate", None, "Ctrl+Alt+F")
    assert "Ctrl+Alt+F" in {k for _, k, _ in shortcut_rows(window)}


def _env_without_display() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(ROOT)
    return env


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="only X11 and Wayland need a display variable")
def test_edit_without_a_display_says_so_in_one_line():
    out = subprocess.run([sys.executable, "-m", "rules.cli", "edit"], env=_env_without_display(),
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display" in lines[0]


def test_edit_on_a_missing_file_offers_to_create_it(tmp_path, monkeypatch, qtbot):
    import editor.app as app
    from editor.dialogs.newmap import NewMapDialog

    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Yes))

    def accept(dlg):
        dlg.columns.setValue(12)
        dlg.rows.setValue(9)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMapDialog, "exec", accept)
    target = tmp_path / "new-battle.yaml"
    w = app.build_window(str(target))
    qtbot.addWidget(w)
    assert "does not exist" in asked[0]
    assert target.is_file()
    assert (w.doc.scenario.grid.columns, w.doc.scenario.grid.rows) == (12, 9)
    assert w.doc.scenario.title == "New battle"
    assert w.doc.path == str(target.resolve())


def test_edit_on_a_missing_file_declined_creates_nothing(tmp_path, monkeypatch):
    import editor.app as app

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    target = tmp_path / "new.yaml"
    assert app.build_window(str(target)) is None
    assert not target.exists()
