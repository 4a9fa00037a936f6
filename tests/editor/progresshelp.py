"""Helpers for tests of work with a progress dialog (editor/progress.py): find the dialog from inside the
work's own event loop, and hold a worker at a gate the test opens."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton


def on_dialog(window, act):
    """Call `act(dialog)` once a progress dialog of the window is visible; the list returned gets the
    dialog's (label, maximum) then."""
    seen = []

    def poll():
        for d in window.findChildren(QProgressDialog):
            if d.isVisible() and not seen:
                seen.append((d.labelText(), d.maximum()))
                act(d)
                timer.stop()

    timer = QTimer(window, interval=20)
    timer.timeout.connect(poll)
    timer.start()
    return seen


def click_cancel(dialog: QProgressDialog) -> None:
    dialog.findChild(QPushButton).click()  # as the user does: the button, not the slot


class Gate:
    """Wraps a function so that its call waits until `open()` (or 30 s); `ended` once the call returned."""

    def __init__(self, real) -> None:
        self.real, self.gate, self.ended = real, threading.Event(), threading.Event()

    def __call__(self, *args, **kwargs):
        try:
            assert self.gate.wait(30), "the test never opened the gate"
            return self.real(*args, **kwargs)
        finally:
            self.ended.set()

    def open(self) -> None:
        self.gate.set()
