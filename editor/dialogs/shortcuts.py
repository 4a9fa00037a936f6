"""Help → Keyboard shortcuts: generated from the window's own actions (menus, tools, play mode), so the list
cannot go stale, plus the few keys that are no action (brush sizes, panning, turning a counter)."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr

# Keys handled by the map view and the tools themselves, not by an action.
OTHER_KEYS: tuple[tuple[str, str, str], ...] = (
    (QT_TR_NOOP("Map"), QT_TR_NOOP("1 2 3"), QT_TR_NOOP("Brush size (brush, eraser)")),
    (QT_TR_NOOP("Map"), QT_TR_NOOP("Wheel"), QT_TR_NOOP("Zoom at the mouse")),
    (QT_TR_NOOP("Map"), QT_TR_NOOP("Space+drag, middle drag, arrows"), QT_TR_NOOP("Pan")),
    (QT_TR_NOOP("Map"), QT_TR_NOOP("[ ]  or  Shift+wheel"), QT_TR_NOOP("Turn the selected counter")),
    (QT_TR_NOOP("Map"), QT_TR_NOOP("Delete"), QT_TR_NOOP("Remove the selected counter from the map")),
    (QT_TR_NOOP("Map"), QT_TR_NOOP("Esc"), QT_TR_NOOP("Cancel the current drag")),
)


def _text(action: QAction) -> str:
    return action.text().replace("&", "").replace("…", "").strip()


def _menu_actions(menu: QMenu, path: str) -> list[tuple[str, QAction]]:
    out: list[tuple[str, QAction]] = []
    for a in menu.actions():
        if a.menu() is not None:
            out += _menu_actions(a.menu(), f"{path} → {_text(a)}")
        elif not a.isSeparator():
            out.append((path, a))
    return out


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(where, keys, what) for every action of the window with a shortcut, menus first, then the rest."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()
    candidates: list[tuple[str, QAction]] = []
    for a in window.menuBar().actions():
        if a.menu() is not None:
            candidates += _menu_actions(a.menu(), _text(a))
    candidates += [("Tools" if a.isCheckable() else "Window", a) for a in window.findChildren(QAction)]
    for where, a in candidates:
        if id(a) in seen:
            continue
        seen.add(id(a))
        keys = ",  ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in a.shortcuts() if not s.isEmpty())
        what = a.statusTip() or _text(a)
        if keys and not any(k == keys and w == what for _, k, w in rows):
            rows.append((where, keys, what))
    return rows + [(tr(where), tr(keys), tr(what)) for where, keys, what in OTHER_KEYS]


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(tr("Every key of the editor, read from its menus and tools:")))
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([tr("Where"), tr("Keys"), tr("What it does")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        for i, row in enumerate(rows):
            for j, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(i, j, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(820, 560)  # fits 1366 × 768 with room for the window frame; the table scrolls
