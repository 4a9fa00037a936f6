"""What the BBG editors share: an undoable edit of one value of the model, the glossary's words for the model's
ids in the editor's language, and the `-m` runs (the file in the BBG window, which saves and prints it)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QApplication, QTableWidget

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


def show_standalone(module: str) -> int:
    """`python -m editor.bbg.X FILE`: the file in the BBG window that hosts its editor (editor/table/window.py:
    Save, Undo, Export as for any document)."""
    app = QApplication.instance() or QApplication(sys.argv)
    from ..i18n import editor_language, install
    from ..shell import kinds  # the window by the file's format line (kinds names it, no import circle)

    install(app, editor_language())
    if len(sys.argv) < 2:
        print(tr("usage: python -m {module} FILE").format(module=module), file=sys.stderr)
        return 2
    window = kinds.open_in_window(sys.argv[1])
    return app.exec() if window is not None else 2


def clear_cell(table: QTableWidget, row: int, col: int) -> None:
    """Take a cell's widget out now: hidden at once (its deletion waits for the event loop, and a refresh runs
    inside the widget's own signal)."""
    w = table.cellWidget(row, col)
    if w is not None:
        w.hide()
        table.removeCellWidget(row, col)
