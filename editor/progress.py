"""Feedback for work the user waits on that cannot report steps or be cancelled (one YAML parse and check,
building the map of a big file): the status bar says what is going on and the cursor shows it is busy, and
both are painted before the work starts."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow


@contextmanager
def busy(window: QMainWindow, text: str) -> Iterator[None]:
    window.statusBar().showMessage(text)
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)  # paint the message now
    try:
        yield
    finally:
        QGuiApplication.restoreOverrideCursor()
        window.statusBar().clearMessage()
