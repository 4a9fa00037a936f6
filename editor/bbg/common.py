"""What the BBG editors share: an undoable edit of one value of the model, the glossary's words for the model's
ids in the editor's language, the `-m` runs (the file in the BBG window, which saves and prints it), and the
table set-up of the army list's and the sheet's editors: opening a file of one kind, a picker in a cell, the
model checked as it would be saved, each finding painted on its cell and listed below the table."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QUndoCommand
from PySide6.QtWidgets import QApplication, QComboBox, QListWidget, QListWidgetItem, QTableWidget, QWidget

from rules.bbg.files import BbgFile, Model, bbg_text, load_bbg, load_bbg_bytes
from rules.bbg.glossary import by_model
from rules.fileio.findings import Finding
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


# -- the editors' tables -----------------------------------------------------------------------------------------

BAD = QColor(255, 205, 205)
WARN = QColor(255, 238, 190)


def open_kind(path: str, kind: str, not_it: str) -> BbgFile:
    """The BBG file at `path` read and checked; ValueError with its first error, or `not_it` (with {file}),
    when it is not a file of `kind`."""
    loaded = load_bbg(path)
    if loaded.model is None or loaded.kind != kind:
        first = next((f.format(path) for f in loaded.findings if f.severity == "error"), None)
        raise ValueError(first or not_it.format(file=path))
    return loaded


def picker(items: Sequence[tuple[str, str | None]], value: str | None, on: Callable[[Any], None], tip: str,
           unknown: Callable[[str], str] = str, enabled: bool = True) -> QComboBox:
    """A drop-down of (shown text, id); a value the list does not know is kept and shown as `unknown(value)`,
    so its finding has somewhere to stand. `on(id)` when the user picks."""
    box = QComboBox()
    box.setToolTip(tip)
    for text, data in items:
        box.addItem(text, data)
    i = box.findData(value)
    if i < 0 and value:
        box.addItem(unknown(value), value)
        i = box.count() - 1
    box.setCurrentIndex(max(i, 0))
    box.setEnabled(enabled)
    box.currentIndexChanged.connect(lambda _i: on(box.currentData()))
    return box


def checked_findings(model: Model, name: str) -> list[Finding]:
    """The findings on `model` as it would be saved, read as the file `name` (the files it names are found
    from there; "<memory>": none are followed); those about other files are left out."""
    text, _note = bbg_text(model)
    return [f for f in load_bbg_bytes(text.encode("utf-8"), name).findings if f.file is None]


def findings_list(go_to: Callable[[QListWidgetItem], None]) -> QListWidget:
    """The list below an editor's table, its messages wrapped: a click goes to the finding's cell."""
    problems = QListWidget()
    problems.setToolTip(tr("What the validator finds; click one to go to its cell"))
    problems.setWordWrap(True)  # a long message (Hungarian runs longest) wraps rather than running off the list
    problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    problems.itemClicked.connect(go_to)
    return problems


def list_findings(problems: QListWidget, findings: list[Finding], where: Callable[[Finding], Any]) -> None:
    """Fill the list: severity and message, with `where(finding)` kept for the click."""
    problems.clear()
    for f in findings:
        item = QListWidgetItem(f"{tr('error') if f.severity == 'error' else tr('warning')}: {f.message}")
        item.setData(Qt.ItemDataRole.UserRole, where(f))
        problems.addItem(item)


def paint_cell(table: QTableWidget, row: int, col: int, got: list[Finding] | None, by_severity: bool = True,
               clear: bool = True) -> None:
    """A cell's findings on it: red (errors; every finding without `by_severity`) or yellow, the messages as
    its tool tip; with `clear`, a cell without findings loses an earlier colour."""
    bad = bool(got) and (not by_severity or any(f.severity == "error" for f in got or ()))
    item = table.item(row, col)
    if item is not None and (got or clear):
        item.setBackground(QBrush(BAD if bad else WARN if got else Qt.GlobalColor.transparent))
        item.setToolTip("\n".join(f.message for f in got) if got else "")
    widget: QWidget | None = table.cellWidget(row, col)
    if widget is not None:
        widget.setStyleSheet("background: #ffcdcd" if bad else "background: #ffeebe" if got else "")
        if got:
            widget.setToolTip("\n".join(f.message for f in got))
