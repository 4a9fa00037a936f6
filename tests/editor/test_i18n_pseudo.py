"""No visible string escapes translation: under a pseudo-locale that wraps every translated string in [[…]] (the
editor's Qt strings and the core's gettext messages alike), every window and dialog of the editor is opened and
every text a user can see in it (labels, buttons, tool tips, titles, headers, combo items, tabs, group boxes,
actions, message boxes) is walked; a text without the brackets was never translated. Only data may go without
them: what the scenario names (units, sides, hexes), numbers, file names and each language's own name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTableView,
    QTabWidget,
    QTextEdit,
    QTreeView,
    QWidget,
)

from editor.dialogs.settings import OPTIONS
from editor.hexmap.play.balance import LINEUPS
from editor.i18n import NAMES, PseudoTranslator, install, pseudo
from editor.words import unit_type_name
from rules.i18n import core
from rules.scenario import model as m

ROOT = Path(__file__).resolve().parents[2]


class _PseudoCore:
    """The core's gettext catalogue in the pseudo-locale: every message it translates comes back in [[…]]."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.gettext(singular if n == 1 else plural)


@pytest.fixture
def pseudo_locale(qapp, monkeypatch):
    t = PseudoTranslator(qapp)
    qapp.installTranslator(t)
    monkeypatch.setattr(core, "_current", _PseudoCore())
    yield
    qapp.removeTranslator(t)
    install(qapp, "en")


def _strip_pseudo(text: str) -> str:
    """What is left of a text once every [[…]] (nested or not) is taken out."""
    out, depth, i = [], 0, 0
    while i < len(text):
        if text.startswith("[[", i):
            depth, i = depth + 1, i + 2
        elif text.startswith("]]", i) and depth:
            depth, i = depth - 1, i + 2
        else:
            if depth == 0:
                out.append(text[i])
            i += 1
    return "".join(out)


def escaped(text: str, data: set[str]) -> bool:
    """A visible text escaped translation when, once its translated parts and the data it shows are taken out,
    words remain. Markup (`<b>`, `&nbsp;`) and mnemonics (`&`) are no words."""
    rest = _strip_pseudo(text)
    for d in sorted(data, key=len, reverse=True):
        if len(d) > 1:
            rest = rest.replace(d, " ")
    rest = re.sub(r"<[^>]*>|&[a-z]+;|&|\{\w+\}", " ", rest)  # markup, mnemonics, a template's {keys}
    return bool(re.search(r"[^\W\d_]{2,}", rest))


def _action_texts(action: QAction, where: str) -> list[tuple[str, str]]:
    out = [(where, action.text()), (where, action.toolTip()), (where, action.statusTip())]
    if action.menu() is not None:
        out += _menu_texts(action.menu(), where)
    return out


def _menu_texts(menu: QMenu, where: str) -> list[tuple[str, str]]:
    out = [(where, menu.title())]
    for a in menu.actions():
        if not a.isSeparator():
            out += _action_texts(a, f"{where} › {menu.title()}")
    return out


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text of `root` and the widgets inside it a user can read."""
    out: list[tuple[str, str]] = []
    for w in [root, *root.findChildren(QWidget)]:
        where = f"{type(w).__name__} {w.objectName()}".strip()
        if w.isWindow() or isinstance(w, QDockWidget):
            out.append((where, w.windowTitle()))
        out += [(where, w.toolTip()), (where, w.statusTip()), (where, w.whatsThis())]
        if isinstance(w, QLabel):
            out.append((where, w.text()))
        elif isinstance(w, QAbstractButton):
            out.append((where, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((where, w.title()))
        elif isinstance(w, QLineEdit):
            out.append((where, w.placeholderText()))
        elif isinstance(w, QPlainTextEdit | QTextEdit):
            out.append((where, w.placeholderText()))
        elif isinstance(w, QComboBox):
            out += [(where, w.itemText(i)) for i in range(w.count())]
            out += [(where, str(w.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")) for i in range(w.count())]
        elif isinstance(w, QTabBar):
            out += [(where, w.tabText(i)) for i in range(w.count())]
            out += [(where, w.tabToolTip(i)) for i in range(w.count())]
        elif isinstance(w, QTabWidget):
            out += [(where, w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QMenu):
            out += _menu_texts(w, where)
        if isinstance(w, QAbstractSpinBox):
            out.append((where, w.specialValueText()))
            if isinstance(w, QSpinBox):
                out += [(where, w.prefix()), (where, w.suffix())]
        if isinstance(w, QTableView | QTreeView) and w.model() is not None:
            header = w.horizontalHeader() if isinstance(w, QTableView) else w.header()
            if not header.isHidden():
                out += [(where, str(w.model().headerData(i, Qt.Orientation.Horizontal) or ""))
                        for i in range(header.count())]
        for a in w.actions():
            if not a.isSeparator():
                out += _action_texts(a, where)
    return [(where, t) for where, t in out if t]


def check(root: QWidget, data: set[str]) -> list[str]:
    return [f"{where}: {text!r}" for where, text in visible_texts(root) if escaped(text, data)]


def scenario_data(window) -> set[str]:
    """What the scenario names: its title, sides, leaders, units, places, banners, hex labels; and each
    language's own name."""
    s = window.doc.scenario
    data = {s.title, s.description or "", *NAMES.values(), window.doc.display_name, str(window.doc.path or "")}
    for side in s.sides:
        data |= {side.id, side.name}
        for c in [*side.leaders, *side.units, *side.generic_replacements]:
            data |= {c.id, getattr(c, "name", "") or "", getattr(c, "banner", "") or ""}
    data |= {p.name for p in s.map.places if getattr(p, "name", None)}
    data |= {s.grid.label(h) for h in s.grid.hexes()}
    # the format's own codes, written in every language: unit types, editions, rules options' keys, the
    # scenario's own terrain names, the program players' notation
    data |= set(m.UNIT_TYPES) | set(m.EDITIONS) | set(OPTIONS) | set(LINEUPS)
    data |= (set(s.map.terrain.values()) | set(s.special_rules.terrain_as)) - set(m.HEX_TERRAIN)
    data |= {lv.result for lv in s.victory.levels}  # the designer's words for each victory level
    # the unit types' names (editor/words.py: unit_type_name): the rule book's words, from the glossary
    data |= {unit_type_name(code) for code in m.UNIT_TYPES}
    return {d for d in data if d}


# -- the walker itself fails on an untranslated string ----------------------------------------------------

def test_an_unwrapped_string_is_caught(qapp, qtbot, pseudo_locale):
    """The proof that the walk can fail: a label, a tool tip and a combo item left in English are reported;
    a wrapped one and data (a unit's id, a hex label, a number) are not."""
    from PySide6.QtWidgets import QVBoxLayout

    from editor.i18n import tr

    w = QWidget()
    qtbot.addWidget(w)
    lay = QVBoxLayout(w)
    lay.addWidget(QLabel(tr("Translated")))
    lay.addWidget(QLabel("Forgotten label"))
    b = QLabel("0915")
    b.setToolTip("A forgotten tip")
    lay.addWidget(b)
    box = QComboBox()
    box.addItems([tr("Fine"), "richard", "Left in English"])
    lay.addWidget(box)
    lay.addWidget(QLabel(tr("{count} counters of {side}").format(count=3, side="franks")))
    found = check(w, {"richard", "franks"})
    assert [f.split(": ", 1)[1] for f in found] == ["'Forgotten label'", "'A forgotten tip'", "'Left in English'"]


# -- every window and dialog ----------------------------------------------------------------------------

def test_main_window_in_edit_mode_with_every_tool(pseudo_locale, window):
    window_ = window
    data = scenario_data(window_)
    problems = check(window_, data)
    for name in list(window_.tool_actions):
        window_.set_tool(name)
        problems += [f"tool {name}: {p}" for p in check(window_.options_bar, data)]
        problems += [f"status {name}: {window_.statusBar().currentMessage()!r}"
                     for _ in [0] if escaped(window_.statusBar().currentMessage(), data)]
    assert not problems, "\n".join(sorted(set(problems)))


def test_main_window_in_play_mode(pseudo_locale, window, qtbot):
    from editor.hexmap.play import Start

    w = window
    assert w.play.enter(Start("activation", "richard"))
    w.play.ask_close = lambda *a: "discard"
    data = scenario_data(w)
    problems = check(w, data)
    assert not problems, "\n".join(sorted(set(problems)))


def _dialogs(window):
    from editor.dialogs.background import BackgroundDialog
    from editor.dialogs.helpwindow import HelpWindow
    from editor.dialogs.newmap import NewMapDialog
    from editor.dialogs.pickers import CounterPickDialog, HexPickDialog
    from editor.dialogs.settings import SettingsDialog
    from editor.dialogs.shortcuts import ShortcutsDialog
    from editor.hexmap.play.balance import BalanceDialog
    from editor.hexmap.play.start import StartDialog
    from editor.hexmap.sheets.dialog import SheetImportDialog
    from editor.i18n import tr

    ids = [u.id for _, u in window.doc.scenario.units()][:3]
    return {
        "settings": lambda: SettingsDialog(window.doc, window),
        "new map": lambda: NewMapDialog(window),
        "background": lambda: BackgroundDialog(window.doc, window.view, window),
        "shortcuts": lambda: ShortcutsDialog(window),
        "play start": lambda: StartDialog(window.doc.scenario, window),
        "sheet import": lambda: SheetImportDialog(window.doc, window),
        "help": lambda: HelpWindow("editor.md", window),
        "balance": lambda: BalanceDialog(window, window.doc),
        "counter picker": lambda: CounterPickDialog([(i, i) for i in ids], ids[:1], tr("units"), window),
        "hex picker": lambda: HexPickDialog(window.doc, [], tr("hexes"), window),
    }


@pytest.mark.parametrize("name", ["settings", "new map", "background", "shortcuts", "play start", "sheet import",
                                  "help", "balance", "counter picker", "hex picker"])
def test_every_dialog(pseudo_locale, window, qtbot, name):
    w = window
    dlg: QDialog = _dialogs(w)[name]()
    qtbot.addWidget(dlg)
    dlg.show()
    data = scenario_data(w)
    if name == "shortcuts":  # the keys of the shortcuts list are Qt's native key names
        from editor.dialogs.shortcuts import shortcut_rows

        data |= {k for _, k, _ in shortcut_rows(w)}
    problems = check(dlg, data)
    dlg.close()
    assert not problems, "\n".join(sorted(set(problems)))


def test_a_message_box_path(pseudo_locale, window, monkeypatch, tmp_path):
    """Saving where nothing can be written says so in a message box: its title and text are translated (the
    path, its folder and the system's reason inside it are data)."""
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a, **k: told.append((a[1], a[2]))))
    target = tmp_path / "no-such-folder" / "battle.yaml"
    assert window._save_to(str(target)) is False
    assert told, "a failed save shows a message box"
    data = scenario_data(window) | {str(target), str(target.parent), "No such file or directory"}
    problems = [t for pair in told for t in pair if escaped(t, data)]
    assert not problems, "\n".join(problems)
