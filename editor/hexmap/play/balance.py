"""Play → Balance study…: many games of the open scenario between program players, in the background, with
a progress bar and Cancel, then the report (`rules.games.balance_report`) opened in the browser. With
"Compare with the saved version" the file on disk (A) and the open document (B) are played on the same seeds
and the report is the paired comparison (`rules.games.balance_compare`): did my edit shift the balance?

Games played are kept in the user cache folder by the scenario's content (`rules.games.study_store`): a
cancelled study, run again with the same settings, plays on from where it stopped, and the saved version's
games serve every comparison until the file changes.

The games run in a worker thread that drives `rules.games.balance.run_balance`; with more than one worker
the games themselves run in a process pool (started by a fork server, never forked from this threaded
process), so the window stays responsive. The study plays the open document as it is when Run is pressed,
saved or not: its scenario is written out as self-contained text (`rules.games.balance.portable_text`) and
sent with the games, so no worker reads the file.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QThread, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rules.games.balance import BalanceJob, Cancelled, base_game, portable_text, worker_count
from rules.games.balance_compare import compare, compare_lines, write_compare_report
from rules.games.balance_report import HEAT_SCALE, aggregate, headline, write_report
from rules.games.study import run_study
from rules.map.render import render_map
from rules.scenario import model as m

from ...i18n import tr


class OpenDocument(Protocol):
    """What the study reads of the editor's document: the scenario as edited, where it is saved (if it is)."""

    scenario: m.Scenario
    path: str | None

    @property
    def display_name(self) -> str: ...

# the lineups offered; the search player is a lab player (`rules.games.lineup`): greedy is the strongest
LINEUPS = ("greedy", "random", "greedy,random", "random,greedy")


class BalanceWorker(QObject):
    """Runs one study in a QThread: `progress(done, total)`, then `done(report page or '')` or `failed(why)`.
    Two jobs: a comparison of the first (A) and the second (B), named `labels`, the change in `change`."""

    progress = Signal(int, int)
    done = Signal(str, str)  # the report page ("" when cancelled), the headline
    failed = Signal(str)

    def __init__(self, job: BalanceJob | list[BalanceJob], games: int, seed: int, jobs: int, folder: str,
                 base_dir: str | None = None, labels: tuple[str, str] = ("A", "B"), change: str | None = None) -> None:
        super().__init__()
        self.jobs_ = job if isinstance(job, list) else [job]
        self.job = self.jobs_[-1]
        self.games, self.seed, self.jobs, self.folder = games, seed, jobs, folder
        self.base_dir = base_dir  # where the map's background image is found (None: an unsaved document)
        self.labels, self.change = labels, change
        self.played = 0  # games done, those found in the cache among them
        self.known = 0  # games found in the cache when the study started
        self._stop = False

    def cancel(self) -> None:
        self._stop = True

    def _progress(self, done: int, total: int) -> None:
        self.played = done
        self.progress.emit(done, total)

    def run(self) -> None:
        try:
            results = run_study(self.jobs_, self.games, self.seed, self.jobs, progress=self._progress,
                                stop=lambda: self._stop, on_known=lambda n: setattr(self, "known", n))
            folder = Path(self.folder)
            pages, aggs = [], []
            for k, (job, games) in enumerate(zip(self.jobs_, results, strict=True)):
                base = base_game(job).scenario
                agg = aggregate(base, games, job.lineup, self.seed)
                base_map = render_map(base, HEAT_SCALE, units=False, labels=False, base_dir=self.base_dir)
                aggs.append(agg)
                pages.append(write_report(folder / "AB"[k] if len(self.jobs_) > 1 else folder, base, agg, base_map))
            if len(self.jobs_) == 1:
                self.done.emit(str(pages[0]), "\n".join(headline(aggs[0])))
                return
            cmp = compare(base_game(self.jobs_[0]).scenario, results[0], results[1], self.labels, self.change,
                          self.job.lineup, self.seed)
            page = write_compare_report(folder, cmp, ("A/report.html", "B/report.html"))
            self.done.emit(str(page), "\n".join(line.strip() for line in compare_lines(cmp)))
        except Cancelled:
            self.done.emit("", "")
        except Exception as e:  # noqa: BLE001 - shown in the dialog, never a crash of the editor
            self.failed.emit(f"{type(e).__name__}: {e}")


class BalanceDialog(QDialog):
    """The study's settings, Run / Cancel, the progress, and Open report when it is written."""

    def __init__(self, parent: QWidget | None, doc: OpenDocument) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Balance study"))
        self.doc = doc
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setValue(40)
        self.lineup = QComboBox()
        self.lineup.setEditable(True)
        self.lineup.addItems(LINEUPS)
        self.lineup.setToolTip(tr("One player for every side, or one per side in the scenario's order (random, "
                                  "greedy). Greedy is the strongest program player: the search player was no "
                                  "stronger over 200 paired games (+0.6 ± 1.8 VP a game) and is kept in the lab"))
        self.jobs = QSpinBox()
        self.jobs.setRange(1, 256)
        self.jobs.setValue(worker_count("auto"))
        self.jobs.setToolTip(tr("Processes to play in (one per core by default)"))
        self.seed = QSpinBox()
        self.seed.setRange(0, 10**6)
        self.seed.setValue(1)
        form.addRow(tr("Games"), self.games)
        form.addRow(tr("Players"), self.lineup)
        form.addRow(tr("Processes"), self.jobs)
        form.addRow(tr("First seed"), self.seed)
        self.against_saved = QCheckBox(tr("Compare with the saved version"))
        self.against_saved.setToolTip(tr("Play the file on disk (A) and the open document (B) on the same seeds, "
                                         "and report whether your edits shift the balance"))
        if not doc.path:
            self.against_saved.setEnabled(False)
            self.against_saved.setToolTip(tr("Save the document once to compare it with its saved version"))
        self.change = QLineEdit()
        self.change.setPlaceholderText(tr("removing the Genoese crossbowmen"))
        self.change.setToolTip(tr("What you changed, in words: the report's sentences name it"))
        self.change.setEnabled(False)
        self.against_saved.toggled.connect(self.change.setEnabled)
        form.addRow(self.against_saved)
        form.addRow(tr("The change"), self.change)
        lay.addLayout(form)
        self.bar = QProgressBar()
        lay.addWidget(self.bar)
        self.status = QLabel(tr("Plays {name} as it is open in the editor, saved or not.").format(
            name=doc.display_name))
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        buttons = QDialogButtonBox()
        self.run_button = QPushButton(tr("Run"))
        self.cancel_button = QPushButton(tr("Cancel study"))
        self.open_button = QPushButton(tr("Open report"))
        self.cancel_button.setEnabled(False)
        self.open_button.setEnabled(False)
        for b in (self.run_button, self.cancel_button, self.open_button):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.close)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.open_button.clicked.connect(self.open_report)
        lay.addWidget(buttons)
        self.thread: QThread | None = None
        self.worker: BalanceWorker | None = None
        self.page = ""
        self.known = 0
        self.folder = os.path.join(tempfile.gettempdir(), f"banneret-balance-{Path(doc.display_name).stem}")

    def running(self) -> bool:
        return self.thread is not None

    def start(self) -> None:
        if self.running():
            return
        from rules.games.lineup import SpecError, parse_lineup

        try:
            parse_lineup(self.lineup.currentText(), len(self.doc.scenario.sides))
        except (SpecError, ValueError) as e:
            self.status.setText(tr("Players: {error}").format(error=e))
            return
        # the document as it is now (later edits do not reach the games being played)
        job = BalanceJob(self.doc.display_name, self.lineup.currentText(), text=portable_text(self.doc.scenario))
        base_dir = str(Path(self.doc.path).resolve().parent) if self.doc.path else None
        jobs = [job]
        if self.against_saved.isChecked() and self.doc.path:
            try:  # the file as saved now, read afresh
                saved = BalanceJob(self.doc.path, job.lineup).with_text()
                sides = [s.id for s in base_game(saved).scenario.sides]
            except (OSError, ValueError) as e:
                self.status.setText(tr("The saved version cannot be played: {error}").format(error=e))
                return
            if sides != [s.id for s in self.doc.scenario.sides]:
                self.status.setText(tr("The saved version has other sides than the open document: they cannot be "
                                       "compared game by game."))
                return
            jobs = [saved, job]
        self.bar.setValue(0)
        self.page = ""
        self.open_button.setEnabled(False)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.bar.setRange(0, self.games.value() * len(jobs))
        self.status.setText(tr("Playing {value} games ({lineup}) in {value2} process(es)…").format(
            value=self.games.value() * len(jobs), lineup=job.lineup, value2=self.jobs.value()))
        self.thread = QThread(self)
        name = self.doc.display_name
        self.worker = BalanceWorker(jobs, self.games.value(), self.seed.value(), self.jobs.value(), self.folder,
                                    base_dir, (tr("{name} (saved)").format(name=name),
                                               tr("{name} (open)").format(name=name)),
                                    self.change.text().strip() or None)
        self.worker.moveToThread(self.thread)
        self.thread.started.connect(self.worker.run)
        self.worker.progress.connect(self._progress)
        self.worker.done.connect(self._done)
        self.worker.failed.connect(self._failed)
        self.thread.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.status.setText(tr("Cancelling: the games being played finish, the others are not started…"))
            self.cancel_button.setEnabled(False)

    def _progress(self, done: int, total: int) -> None:
        self.bar.setValue(done)

    def _finish(self) -> None:
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
            self.thread = None
            self.worker = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _done(self, page: str, head: str) -> None:
        played = self.bar.value()
        self.known = self.worker.known if self.worker is not None else 0  # games not played again (the cache)
        self._finish()
        self.page = page
        if page:
            self.status.setText(tr("{head}\nReport: {page}").format(head=head, page=page))
            self.open_button.setEnabled(True)
        else:
            self.status.setText(tr("Cancelled: no report. The {n} games played are kept: Run plays on from them.")
                                .format(n=played))

    def _failed(self, why: str) -> None:
        self._finish()
        self.status.setText(tr("The study failed: {why}").format(why=why))

    def open_report(self) -> None:
        if self.page:
            QDesktopServices.openUrl(QUrl.fromLocalFile(self.page))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.worker is not None:
            self.worker.cancel()
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
        super().closeEvent(event)
