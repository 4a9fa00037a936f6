"""Feedback for work the user waits on.

`busy`: work that cannot report steps or be cancelled (one short step on the UI thread): the status bar says
what is going on and the cursor shows it is busy, both painted before the work starts.

`run_cancellable`: work that can (reading a file, rendering a big map) runs on a worker thread while the
window stays painted; after `SHOW_AFTER_MS` a window-modal progress dialog shows its steps with Cancel.
Cancel returns at once: the work stops at its next step (`Cancelled` is raised there) and its result, if it
still comes, is dropped, so nothing the work would have changed is touched. Work that writes a file calls
`steps.commit(...)` before writing: from then on Cancel is disabled and the dialog waits for the end, so a
file is either not written or written whole, and the message says which. Until the dialog shows, user
input waits (it is delivered afterwards), so nothing can be edited or started twice meanwhile.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QProgressDialog, QPushButton, QWidget

from .i18n import tr

T = TypeVar("T")
SHOW_AFTER_MS = 500  # work shorter than this shows no dialog (issue 15: "any work over ~0.5 s")


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


class Cancelled(Exception):
    """The user cancelled the work: raised inside it at its next step."""


class _Bridge(QObject):
    """Carries the worker's steps and its end to the UI thread (queued: the bridge lives there)."""

    stepped = Signal(int, int, str, bool)  # steps done, of how many (-1: as given), what starts, no more Cancel
    finished = Signal()


# Each job's bridge and worker, kept until the worker thread has ended: the last reference to a bridge (a
# QObject of the UI thread) is then dropped here, on the UI thread, never by the worker as it exits.
_running: list[tuple[_Bridge, threading.Thread]] = []


class Steps:
    """What the work calls between its steps: `steps(text)` says what starts now, and raises Cancelled once
    the user has cancelled."""

    def __init__(self, bridge: _Bridge, cancel: threading.Event, lock: threading.Lock) -> None:
        self._bridge, self._cancel, self._lock, self.done = bridge, cancel, lock, 0
        self.committed = False

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def __call__(self, text: str, done: int | None = None, total: int = -1) -> None:
        """`text` starts now (after `done` steps of `total`, when the work counts them itself)."""
        if self._cancel.is_set():
            raise Cancelled
        self._emit(text, done, total, False)

    def commit(self, text: str, done: int | None = None, total: int = -1) -> None:
        """The last step, which must not be cut short (writing a file): Cancelled if the user cancelled
        before it, and from now on Cancel is refused."""
        with self._lock:
            if self._cancel.is_set():
                raise Cancelled
            self.committed = True
        self._emit(text, done, total, True)

    def _emit(self, text: str, done: int | None, total: int, final: bool) -> None:
        self.done = self.done if done is None else done
        self._bridge.stepped.emit(self.done, total, text, final)
        self.done += 1 if done is None else 0


def run_cancellable(parent: QWidget, title: str, text: str, work: Callable[[Steps], T], steps: int = 0,
                    show_after_ms: int = SHOW_AFTER_MS) -> tuple[bool, T | None]:
    """Run `work(steps)` on a worker thread, with progress and Cancel; `steps` is how many it reports (0: a
    busy bar). (True, its result) when it finished; (False, None) when the user cancelled. An exception of
    the work is raised here, on the UI thread."""
    _running[:] = [(b, t) for b, t in _running if t.is_alive()]
    bridge = _Bridge()
    cancel, lock = threading.Event(), threading.Lock()
    steps_ = Steps(bridge, cancel, lock)
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = work(steps_)
        except Cancelled:
            pass
        except BaseException as e:  # noqa: BLE001 - handed to the UI thread, raised there
            out["error"] = e
        bridge.finished.emit()

    dialog = QProgressDialog(text, tr("Cancel"), 0, steps, parent)
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(2**30)  # shown below, when the first phase ends: never by Qt's own timer
    dialog.setValue(0)
    loop = QEventLoop()
    state = {"finished": False, "cancelled": False}

    def stepped(done: int, total: int, what: str, final: bool) -> None:
        if total >= 0:
            dialog.setMaximum(total)
        if dialog.maximum():
            dialog.setValue(min(done, dialog.maximum()))
        dialog.setLabelText(f"{text}\n{what}" if what else text)
        if final:
            for button in dialog.findChildren(QPushButton):
                button.setEnabled(False)

    def finished() -> None:
        state["finished"] = True
        loop.quit()

    def cancelled() -> None:
        with lock:
            if steps_.committed:  # writing: the end is waited for
                dialog.show()
                return
            cancel.set()
        state["cancelled"] = True
        loop.quit()

    bridge.stepped.connect(stepped)
    bridge.finished.connect(finished)
    dialog.canceled.connect(cancelled)
    worker = threading.Thread(target=run, name=f"banneret: {title}", daemon=True)
    _running.append((bridge, worker))
    worker.start()
    cursor_set = True
    QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
    timer = QTimer(singleShot=True, interval=show_after_ms)
    timer.timeout.connect(loop.quit)
    try:
        # until the dialog shows, the window takes no input (it is delivered after): nothing starts twice
        timer.start()
        loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        if not state["finished"] and not state["cancelled"]:
            QGuiApplication.restoreOverrideCursor()  # the dialog's Cancel takes a click: no busy cursor on it
            cursor_set = False
            dialog.show()
            while not state["finished"] and not state["cancelled"]:
                loop.exec()
    finally:
        timer.stop()
        bridge.stepped.disconnect(stepped)  # a cancelled worker's last step must not reach the closed dialog
        if cursor_set:
            QGuiApplication.restoreOverrideCursor()
        dialog.hide()
        dialog.deleteLater()
    if state["cancelled"]:  # even if the result came meanwhile: the user asked for nothing to change
        return False, None
    if "error" in out:
        raise out["error"]
    return True, out.get("value")
