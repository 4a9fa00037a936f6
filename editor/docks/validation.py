"""The validator's findings, live: re-checked (debounced) after each edit, in a worker process; a click
selects the hex or the object the finding is about.

The check runs in one shared process at a lower priority (`rules/scenario/checkjob.py` says why: a worker
thread shared the interpreter lock with painting and made brush strokes stutter). Where a process cannot be
started, it runs in a worker thread as before.

A check that takes longer than `SHOW_AFTER_MS` (a 200 × 200 map) shows a progress bar of the reader's phases
in the dock, with Cancel; the user keeps editing meanwhile. Cancel ends the checker process (the next check
starts a new one) and leaves the last findings in the list, greyed and marked out of date."""

from __future__ import annotations

import multiprocessing
import queue
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules.fileio.findings import Finding
from rules.i18n import language
from rules.scenario.checkjob import check_text, in_language, lower_priority, start_checker

from ..hexmap.document import Document
from ..i18n import tr

DEBOUNCE_MS = 600
SHOW_AFTER_MS = 500  # a check longer than this shows its progress and Cancel
FINDINGS_HEIGHT = 150  # the dock's height when findings come after it was collapsed to its summary line
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum"
POLL_MS = 100  # how often the phases the checker reached are read while it runs
HEX_SIGNALS = ("mapChanged", "armiesChanged", "setupChanged", "settingsChanged", "backgroundChanged")
PHASES = ("yaml", "schema", "model", "checks")  # what check_text reports (rules/scenario/files.py: READ_PHASES)

_process: ProcessPoolExecutor | None = None  # one checker process for every window, started at the first check
_process_failed = False  # it could not start or died: threads from then on
_phases = None  # the checker's queue of (serial, phase), made with it
_stopped: list[ProcessPoolExecutor] = []  # pools ended on purpose (Cancel): their broken futures are no failure


def _checker() -> ProcessPoolExecutor | None:
    global _process, _phases
    if _process is None and not _process_failed:
        # spawn, not fork: forking a process that runs Qt's threads is unsafe; the child imports no Qt
        ctx = multiprocessing.get_context("spawn")
        _phases = ctx.Queue()
        _process = ProcessPoolExecutor(1, mp_context=ctx, initializer=start_checker, initargs=(_phases,))
    return _process


def _checker_broke(pool: ProcessPoolExecutor | None = None) -> None:
    """The checker could not start or died by itself: threads from now on (`pool`: only if still current)."""
    global _process, _process_failed
    if pool is not None and pool is not _process:
        return
    if _process is not None:
        _process.shutdown(wait=False, cancel_futures=True)
    _process, _process_failed = None, True


def stop_checker() -> list[multiprocessing.Process]:
    """End the checker process and what it was doing (Cancel); the next check starts a new one. Returns the
    processes ended (a test waits for them)."""
    global _process, _phases
    pool, _process, _phases = _process, None, None
    if pool is None:
        return []
    _stopped.append(pool)
    procs = list((getattr(pool, "_processes", None) or {}).values())
    for p in procs:
        try:
            p.terminate()
        except (OSError, ValueError):  # already gone
            pass
    pool.shutdown(wait=False, cancel_futures=True)
    return procs


def _phase_words() -> dict[str, str]:
    return {"yaml": tr("reading the YAML"), "schema": tr("checking the format"),
            "model": tr("building the scenario"), "checks": tr("checking the rules")}


class _Signals(QObject):
    done = Signal(int, list, float)


class _Job(QRunnable):
    def __init__(self, serial: int, text: str, filename: str, signals: _Signals, job=check_text) -> None:
        super().__init__()
        self.serial, self.text, self.filename, self.signals, self.job = serial, text, filename, signals, job

    def run(self) -> None:
        t0 = time.perf_counter()
        try:
            findings = self.job(self.text, self.filename)
        except Exception as e:  # a bug in a check must not take the editor down
            findings = [Finding("checker-failed", "warning", tr("the validator failed: {error}").format(error=e))]
        self.signals.done.emit(self.serial, findings, time.perf_counter() - t0)


class ValidationDock(QDockWidget):
    findingsChanged = Signal(list)
    activated = Signal(object)  # Finding

    # what a check runs, in the checker process: (text, filename, serial) -> findings; a test gives a slow one
    check_job: Callable[..., list[Finding]] = staticmethod(check_text)

    def __init__(self, doc: Document, parent=None) -> None:
        super().__init__(tr("Validation"), parent)
        self.setObjectName("validation")
        self.doc = doc
        self.findings: list[Finding] = []
        self.stale = False  # the findings shown are from before the last edits (a check was cancelled)
        self.checking = False
        self._serial = 0
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.timer.timeout.connect(self.run)
        self.slow_timer = QTimer(self, singleShot=True, interval=SHOW_AFTER_MS)
        self.slow_timer.timeout.connect(self._show_progress)
        self.poll_timer = QTimer(self, interval=POLL_MS)
        self.poll_timer.timeout.connect(self._poll_phases)
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.setContentsMargins(2, 2, 2, 2)
        head = QHBoxLayout()
        self.summary = QLabel(tr("Not checked yet"))
        head.addWidget(self.summary, 1)
        self.phase = QLabel()  # the checker's phase, beside its bar
        self.phase.hide()
        head.addWidget(self.phase)
        self.progress = QProgressBar()
        self.progress.setRange(0, len(PHASES))
        self.progress.setTextVisible(False)
        self.progress.setFixedWidth(120)
        self.progress.setToolTip(tr("How far the check of a big scenario has come; you can keep editing"))
        self.progress.hide()
        head.addWidget(self.progress)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setToolTip(tr("Stop this check: the findings shown stay, marked out of date"))
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        head.addWidget(self.cancel_button)
        self.check_button = QPushButton(tr("Check now"))
        self.check_button.setToolTip(tr("Check the scenario again (it is checked after each pause in editing)"))
        self.check_button.clicked.connect(self.run)
        self.check_button.hide()
        head.addWidget(self.check_button)
        lay.addLayout(head)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["", tr("Line"), tr("Where"), tr("Message")])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setColumnWidth(0, 28)
        self.tree.setColumnWidth(1, 48)
        self.tree.setColumnWidth(2, 110)
        self.tree.setWordWrap(True)
        self.tree.itemClicked.connect(self._clicked)
        self.tree.itemActivated.connect(self._clicked)
        self.tree.setToolTip(tr("Click a finding to go to its hex or object"))
        lay.addWidget(self.tree)
        self.setWidget(w)
        self.collapsed = False  # no findings: the dock is its one summary line, the map takes the room
        self.held_open = False  # play mode shares the dock's place with its game log: never collapsed then
        self.set_document(doc)
        self.fit_height()
        # floated, or given tabs by a drag: its height is no longer only its own
        self.topLevelChanged.connect(self._placed)
        self.dockLocationChanged.connect(self._placed)

    def set_document(self, doc: Document) -> None:
        """Follow `doc`: checked again after its edits (the signals it names in `changed_signals`)."""
        old = getattr(self, "_connected", None)
        if old is not None:
            for sig in getattr(old, "changed_signals", HEX_SIGNALS):
                getattr(old, sig).disconnect(self.schedule)
        self._connected = doc
        self.doc = doc
        for sig in getattr(doc, "changed_signals", HEX_SIGNALS):
            getattr(doc, sig).connect(self.schedule)
        if doc.load_findings:
            self.show_findings(doc.load_findings, "as loaded")
        self.schedule()

    def schedule(self, *_) -> None:
        self.timer.start()

    def run(self) -> None:
        """Check in the background; the newest request wins. Progress shows if it takes long."""
        self.timer.stop()
        self._serial += 1
        self.summary.setText(tr("Checking…"))
        self.checking = True
        self.check_button.hide()
        self.progress.setValue(0)
        self.phase.setText(tr("starting the check"))
        if not self.progress.isVisible():
            self.slow_timer.start()
        serial, text, filename = self._serial, self.doc.to_text(), self._filename()
        try:
            checker = _checker()
            # the editor's language goes with each job: the process started in English, and may outlive a switch
            future = (checker.submit(in_language, language(), self.check_job, text, filename, serial)
                      if checker is not None else None)
            for pid in getattr(checker, "_processes", None) or ():  # started by submit: lower them now
                lower_priority(pid)
        except Exception:  # no process here (a sandbox, a broken pool): a thread
            _checker_broke()
            future = None
        if future is None:
            self.pool.start(_Job(serial, text, filename, self._signals, self.check_job))
            return
        self.poll_timer.start()
        t0 = time.perf_counter()
        signals = self._signals
        pool = checker

        def done(f: Future) -> None:  # on the pool's own thread: the signal queues the result to the dock's
            try:
                findings = f.result()
            except Exception as e:  # the process died (threads from now on), or a check failed in it
                if f.cancelled() or any(pool is p for p in _stopped):  # cancelled by the user: the dock said so already
                    return
                if isinstance(e, BrokenProcessPool):
                    _checker_broke(pool)
                findings = [Finding("checker-failed", "warning", tr("the validator failed: {error}").format(error=e))]
            try:
                signals.done.emit(serial, findings, time.perf_counter() - t0)
            except RuntimeError:  # the window was closed meanwhile
                pass

        future.add_done_callback(done)

    def cancel(self) -> None:
        """Stop the running check (its process ends); the findings shown stay, marked out of date."""
        if not self.checking:
            return
        self._serial += 1  # whatever the stopped check still sends is dropped
        self.timer.stop()
        self.stopped_processes = stop_checker()
        self._check_ended()
        self.stale = True
        self._paint_stale()
        self.summary.setText(tr("Check cancelled: the findings below may be out of date"))
        self.check_button.show()

    def _show_progress(self) -> None:
        if self.checking:
            self.phase.show()
            self.progress.show()
            self.cancel_button.show()

    def _poll_phases(self) -> None:
        """The phases the checker process reached (its queue), the newest of this check shown."""
        phases, reached = _phases, None
        if phases is None:
            return
        try:
            while True:
                serial, phase = phases.get_nowait()
                if serial == self._serial:
                    reached = phase
        except (queue.Empty, OSError, ValueError, EOFError):
            pass
        if reached in PHASES:
            self.progress.setValue(PHASES.index(reached))
            self.phase.setText(_phase_words()[reached])

    def _check_ended(self) -> None:
        self.checking = False
        self.slow_timer.stop()
        self.poll_timer.stop()
        self.phase.hide()
        self.progress.hide()
        self.cancel_button.hide()

    def _paint_stale(self) -> None:
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            for col in range(self.tree.columnCount()):
                item.setForeground(col, grey)

    def run_now(self) -> list[Finding]:
        """Check on this thread (tests, and before saving)."""
        self.timer.stop()
        self._check_ended()
        self._serial += 1
        t0 = time.perf_counter()
        findings = self.check_job(self.doc.to_text(), self._filename())
        self._done(self._serial, findings, time.perf_counter() - t0)
        return findings

    def _filename(self) -> str:
        return self.doc.path or "untitled.yaml"

    def _done(self, serial: int, findings: list, seconds: float) -> None:
        if serial != self._serial:
            return  # an older check finished after a newer one started
        self._check_ended()
        self.show_findings(findings, tr("checked in {ms} ms").format(ms=f"{seconds * 1000:.0f}"))

    def show_findings(self, findings: list[Finding], note: str = "") -> None:
        self.findings = list(findings)
        self.stale = False
        self.check_button.hide()
        self.tree.clear()
        style = self.style()
        icons = {"error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
                 "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)}
        for f in self.findings:
            where = f.hex or f.object or ""
            item = QTreeWidgetItem(["", str(f.line or ""), where, f.message])
            item.setIcon(0, icons.get(f.severity, icons["warning"]))
            item.setToolTip(3, f"{f.severity} {f.code}: {f.message}")
            item.setToolTip(0, {"error": tr("error"), "warning": tr("warning")}.get(f.severity, f.severity))
            item.setData(0, Qt.ItemDataRole.UserRole, f)
            self.tree.addTopLevelItem(item)
        errors = sum(f.severity == "error" for f in self.findings)
        warnings = len(self.findings) - errors
        text = tr("No findings: the scenario checks out") if not self.findings else \
            tr("Errors: {errors}, warnings: {warnings}").format(errors=errors, warnings=warnings)
        self.summary.setText(f"{text}{f' ({note})' if note else ''}")
        self.setWindowTitle(tr("Validation — {errors} E, {warnings} W").format(errors=errors, warnings=warnings)
                            if self.findings else tr("Validation"))
        self.fit_height()
        self.findingsChanged.emit(self.findings)

    def _placed(self, *_) -> None:
        self.fit_height()

    def hold_open(self, on: bool) -> None:
        self.held_open = on
        self.fit_height()

    def fit_height(self) -> None:
        """Without findings the dock shrinks to its summary line (a fifth of a 768-px screen was an empty list);
        with findings it opens to show them. Not when it floats or shares its place with tabs (play's game log),
        whose height it would hold down too."""
        mw = self.parentWidget()
        alone = isinstance(mw, QMainWindow) and not self.isFloating() and not mw.tabifiedDockWidgets(self)
        collapse = alone and not self.findings and not self.held_open
        if collapse == self.collapsed:
            return
        self.collapsed = collapse
        self.tree.setVisible(not collapse)
        w = self.widget()
        if collapse:
            lay = w.layout()
            m = lay.contentsMargins()
            w.setMaximumHeight(lay.itemAt(0).sizeHint().height() + m.top() + m.bottom())
        else:
            w.setMaximumHeight(QWIDGETSIZE_MAX)
            if alone:
                mw.resizeDocks([self], [FINDINGS_HEIGHT], Qt.Orientation.Vertical)

    def _clicked(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        f = item.data(0, Qt.ItemDataRole.UserRole)
        if f is not None:
            self.activated.emit(f)
