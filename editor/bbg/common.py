"""What the BBG editors share: an undoable edit of one value of the model, the glossary's words for the model's
ids in the editor's language, saving round trip with a clear message, and a standalone window for `-m` runs."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QTableWidget, QWidget

from rules.bbg.glossary import by_model
from rules.i18n import language

from ..i18n import tr


class SetValue(QUndoCommand):
    """One value of the model changed: `apply(value)` sets it, `refresh()` redraws the editor."""

    def __init__(self, text: str, apply: Callable[[Any], None], old: Any, new: Any,
                 refresh: Callable[[], None]) -> None:
        super().__init__(text)
        self.apply, self.old, self.new, self.refresh = apply, old, new, refresh

    def redo(self) -> None:
        self.apply(self.new)
        self.refresh()

    def undo(self) -> None:
        self.apply(self.old)
        self.refresh()


def word(kind: str, model_id: str | None) -> str:
    """The glossary's word for a model id (formation, class, weapon…) in the user's language, else the id."""
    if not model_id:
        return ""
    term = by_model(kind, model_id)
    if term is None:
        return model_id.replace("_", " ")
    return term.names.get(language()) or term.names.get("en") or model_id


def show_standalone(make: Callable[[str], QWidget], title: str) -> int:
    """`python -m editor.bbg.X FILE`: the editor alone in a window with Save, Undo and Redo."""
    app = QApplication.instance() or QApplication(sys.argv)
    from ..i18n import editor_language, install

    install(app, editor_language())
    if len(sys.argv) < 2:
        print(tr("usage: python -m {module} FILE").format(module=title), file=sys.stderr)
        return 2
    try:
        widget = make(sys.argv[1])
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return 2
    win = QMainWindow()
    win.setCentralWidget(widget)
    win.setWindowTitle(sys.argv[1])
    menu = win.menuBar().addMenu(tr("&File"))
    menu.addAction(tr("&Save"), QKeySequence.StandardKey.Save, widget.save)  # type: ignore[attr-defined]
    menu.addAction(tr("&Print…"), QKeySequence.StandardKey.Print, widget.print_pdf)  # type: ignore[attr-defined]
    edit = win.menuBar().addMenu(tr("&Edit"))
    undo: QUndoStack = widget.undo  # type: ignore[attr-defined]
    a = undo.createUndoAction(win, tr("&Undo"))
    a.setShortcut(QKeySequence.StandardKey.Undo)
    edit.addAction(a)
    a = undo.createRedoAction(win, tr("&Redo"))
    a.setShortcut(QKeySequence.StandardKey.Redo)
    edit.addAction(a)
    win.resize(1100, 700)
    win.show()
    return app.exec()


def refuse(parent: QWidget | None, title: str, message: str) -> None:
    QMessageBox.warning(parent, title, message)


def clear_cell(table: QTableWidget, row: int, col: int) -> None:
    """Take a cell's widget out now: hidden at once (its deletion waits for the event loop, and a refresh runs
    inside the widget's own signal)."""
    w = table.cellWidget(row, col)
    if w is not None:
        w.hide()
        table.removeCellWidget(row, col)
