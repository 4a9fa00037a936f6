"""The validator's findings, live: re-checked (debounced) after each edit, in a worker process; a click
selects the hex or the object the finding is about.

The check runs in one shared process at a lower priority (`rules/scenario/checkjob.py` says why: a worker
thread shared the interpreter lock with painting and made brush strokes stutter). Where a process cannot be
started, it runs in a worker thread as before."""

from __future__ import annotations

import multiprocessing
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules.fileio.findings import Finding
from rules.scenario.checkjob import check_text, lower_priority

from ..document import Document
from ..i18n import tr

DEBOUNCE_MS = 600

_process: ProcessPoolExecutor | None = None  # one checker process for every window, started at the first check
_process_failed = False  # it could not start or died: threads from then on


def _checker() -> ProcessPoolExecutor | None:
    global _process
    if _process is None and not _process_failed:
        # spawn, not fork: forking a process that runs Qt's threads is unsafe; the child imports no Qt
        _process = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                       initializer=lower_priority)
    return _process


def _checker_broke() -> None:
    global _process, _process_failed
    if _process is not None:
        _process.shutdown(wait=False, cancel_futures=True)
    _process, _process_failed = None, True


class _Signals(QObject):
    done = Signal(int, list, float)


class _Job(QRunnable):
    def __init__(self, serial: int, text: str, filename: str, signals: _Signals) -> None:
        super().__init__()
        self.serial, self.text, self.filename, self.signals = serial, text, filename, signals

    def run(self) -> None:
        t0 = time.perf_counter()
        try:
            findings = check_text(self.text, self.filename)
        except Exception as e:  # a bug in a check must not take the editor down
            findings = [Finding("checker-failed", "warning", f"the validator failed: {e}")]
        self.signals.done.emit(self.serial, findings, time.perf_counter() - t0)


class ValidationDock(QDockWidget):
    findingsChanged = Signal(list)
    activated = Signal(object)  # Finding

    def __init__(self, doc: Document, parent=None) -> None:
        super().__init__(tr("Validation"), parent)
        self.setObjectName("validation")
        self.doc = doc
        self.findings: list[Finding] = []
        self._serial = 0
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.timer.timeout.connect(self.run)
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.setContentsMargins(2, 2, 2, 2)
        head = QHBoxLayout()
        self.summary = QLabel("Not checked yet")
        head.addWidget(self.summary, 1)
        lay.addLayout(head)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["", "Line", "Where", "Message"])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setColumnWidth(0, 28)
        self.tree.setColumnWidth(1, 48)
        self.tree.setColumnWidth(2, 110)
        self.tree.setWordWrap(True)
        self.tree.itemClicked.connect(self._clicked)
        self.tree.itemActivated.connect(self._clicked)
        self.tree.setToolTip("Click a finding to go to its hex or object")
        lay.addWidget(self.tree)
        self.setWidget(w)
        self.set_document(doc)

    def set_document(self, doc: Document) -> None:
        old = getattr(self, "_connected", None)
        for sig in ("mapChanged", "armiesChanged", "setupChanged", "settingsChanged", "backgroundChanged"):
            if old is not None:
                getattr(old, sig).disconnect(self.schedule)
        self._connected = doc
        self.doc = doc
        for sig in ("mapChanged", "armiesChanged", "setupChanged", "settingsChanged", "backgroundChanged"):
            getattr(doc, sig).connect(self.schedule)
        if doc.load_findings:
            self.show_findings(doc.load_findings, "as loaded")
        self.schedule()

    def schedule(self, *_) -> None:
        self.timer.start()

    def run(self) -> None:
        """Check in the background; the newest request wins."""
        self._serial += 1
        self.summary.setText("Checking…")
        serial, text, filename = self._serial, self.doc.to_text(), self._filename()
        try:
            checker = _checker()
            future = checker.submit(check_text, text, filename) if checker is not None else None
            for pid in getattr(checker, "_processes", None) or ():  # started by submit: lower them now
                lower_priority(pid)
        except Exception:  # no process here (a sandbox, a broken pool): a thread
            _checker_broke()
            future = None
        if future is None:
            self.pool.start(_Job(serial, text, filename, self._signals))
            return
        t0 = time.perf_counter()
        signals = self._signals

        def done(f: Future) -> None:  # on the pool's own thread: the signal queues the result to the dock's
            try:
                findings = f.result()
            except Exception as e:  # the process died (threads from now on), or a check failed in it
                if f.cancelled():
                    return
                if isinstance(e, BrokenProcessPool):
                    _checker_broke()
                findings = [Finding("checker-failed", "warning", f"the validator failed: {e}")]
            try:
                signals.done.emit(serial, findings, time.perf_counter() - t0)
            except RuntimeError:  # the window was closed meanwhile
                pass

        future.add_done_callback(done)

    def run_now(self) -> list[Finding]:
        """Check on this thread (tests, and before saving)."""
        self.timer.stop()
        self._serial += 1
        t0 = time.perf_counter()
        findings = check_text(self.doc.to_text(), self._filename())
        self._done(self._serial, findings, time.perf_counter() - t0)
        return findings

    def _filename(self) -> str:
        return self.doc.path or "untitled.yaml"

    def _done(self, serial: int, findings: list, seconds: float) -> None:
        if serial != self._serial:
            return  # an older check finished after a newer one started
        self.show_findings(findings, f"checked in {seconds * 1000:.0f} ms")

    def show_findings(self, findings: list[Finding], note: str = "") -> None:
        self.findings = list(findings)
        self.tree.clear()
        style = self.style()
        icons = {"error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
                 "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)}
        for f in self.findings:
            where = f.hex or f.object or ""
            item = QTreeWidgetItem(["", str(f.line or ""), where, f.message])
            item.setIcon(0, icons.get(f.severity, icons["warning"]))
            item.setToolTip(3, f"{f.severity} {f.code}: {f.message}")
            item.setToolTip(0, f.severity)
            item.setData(0, Qt.ItemDataRole.UserRole, f)
            self.tree.addTopLevelItem(item)
        errors = sum(f.severity == "error" for f in self.findings)
        warnings = len(self.findings) - errors
        text = "No findings: the scenario checks out" if not self.findings else \
            f"{errors} error{'s' if errors != 1 else ''}, {warnings} warning{'s' if warnings != 1 else ''}"
        self.summary.setText(f"{text}{f' ({note})' if note else ''}")
        self.setWindowTitle(tr("Validation — {errors} E, {warnings} W").format(errors=errors, warnings=warnings)
                            if self.findings else tr("Validation"))
        self.findingsChanged.emit(self.findings)

    def _clicked(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        f = item.data(0, Qt.ItemDataRole.UserRole)
        if f is not None:
            self.activated.emit(f)
