"""The referee's dock of the table window: a game on this table (a `bbg-record/1` game record, rules/bbg/record.py)
and the resolution panels (editor/bbg/resolve.py) over it. Game → New record starts one on the scenario as
saved, Open record replays one (refused, with its findings in the validation dock, when it does not replay
whole or is of another table), Save record writes it atomically. The units picked on the canvas go to the shown
panel (`set_units`: one unit, or two with Ctrl-click: the first clicked acts, the second is its target); Apply
is one step on the window's undo stack, and the canvas draws the record's table after it and after Undo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import QDockWidget, QFileDialog, QLabel, QMessageBox, QStackedWidget, QTabWidget

from rules.bbg.breakdown import BadFact
from rules.bbg.record import BbgRecord, read_record
from rules.fileio.findings import Finding

from ..bbg.melee_many_panel import MeleeManyPanel
from ..bbg.resolve import PANELS, Desk, ResolvePanel
from ..i18n import tr

RECORD_FILTER = QT_TR_NOOP("BBG game records (*.yaml *.yml);;All files (*)")


class GameDock(QDockWidget):
    """The resolution panels in tabs over the window's game (None until a record is started or opened)."""

    def __init__(self, window) -> None:
        super().__init__(tr("Referee"), window)
        self.setObjectName("bbg-referee")
        self.window_, self.doc = window, window.doc
        self.desk: Desk | None = None
        self.record_path: str | None = None
        self.saved_steps = 0
        self.panels: dict[str, ResolvePanel] = {}
        self.stack = QStackedWidget()
        self.empty = QLabel(tr("No game on this table. Game → New record starts one; Open record goes on with "
                               "a saved game."))
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tabs = QTabWidget()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.tabs)
        self.setWidget(self.stack)
        window.canvas.unitsPicked.connect(self.units_picked)

    # -- the game ------------------------------------------------------------------------------------------
    def set_desk(self, desk: Desk | None, path: str | None) -> None:
        """Show `desk`'s game (its panels, its table on the canvas); None: no game."""
        if self.desk is not None:
            self.desk.changed.disconnect(self._desk_changed)
        self.desk, self.record_path = desk, path
        self.saved_steps = len(desk.record) if desk else 0
        while self.tabs.count():
            w = self.tabs.widget(0)
            self.tabs.removeTab(0)
            w.deleteLater()
        self.panels = {}
        if desk is None:
            self.stack.setCurrentWidget(self.empty)
            self.window_.canvas.show_state(None)
            return
        for cls in (*PANELS, MeleeManyPanel):
            panel = cls(desk)
            self.panels[cls.kind] = panel
            self.tabs.addTab(panel, panel.title())
        self.stack.setCurrentWidget(self.tabs)
        desk.changed.connect(self._desk_changed)
        self._desk_changed()
        self.show()
        if self.window_.dockWidgetArea(self.window_.history) == self.window_.dockWidgetArea(self):
            self.window_.tabifyDockWidget(self, self.window_.history)  # the panels want the dock's height
        self.raise_()
        self.window_.resizeDocks([self], [max(self.width(), 560)], Qt.Orientation.Horizontal)

    def carry_to(self, other: GameDock) -> None:
        """The game goes on in `other` (the window rebuilt in another language around the same document): the
        desk lives on the document, as the steps on its undo stack do."""
        desk, path, saved = self.desk, self.record_path, self.saved_steps
        if desk is None:
            return
        self.set_desk(None, None)
        other.set_desk(desk, path)
        other.saved_steps = saved

    def _desk_changed(self) -> None:
        if self.desk is not None:
            self.window_.canvas.show_state(self.desk.record.state)
            self.window_.statusBar().showMessage(tr("{n} step(s) in the game record").format(
                n=len(self.desk.record)), 5000)

    def panel(self) -> ResolvePanel | None:
        return self.tabs.currentWidget() if self.desk is not None else None  # type: ignore[return-value]

    def units_picked(self, ids: list[str]) -> None:
        """The canvas's selection: the first unit clicked acts, the second is its target (every unit picked, for
        a panel that takes several)."""
        panel = self.panel()
        if panel is not None and ids:
            panel.set_units(*(ids if panel.takes_many else ids[:2]))

    @property
    def unsaved(self) -> bool:
        return self.desk is not None and len(self.desk.record) != self.saved_steps

    # -- Game menu -----------------------------------------------------------------------------------------
    def new_record(self) -> bool:
        """A game from the table as saved (the record names the scenario file and its hash)."""
        if not self.may_replace():
            return False
        if not self.doc.path or self.doc.modified:
            answer = QMessageBox.question(
                self.window_, tr("New game record"),
                tr("A game record names the table's file as saved. Save the table first?"))
            if answer != QMessageBox.StandardButton.Yes or not self.window_.save():
                return False
        load = BbgRecord.start_from(self.doc.path)
        if load.record is None:
            return self._refused(self.doc.path, load.findings)
        self.set_desk(Desk(load.record, self.doc.armies, self.doc, self.doc.undo), None)
        return True

    def open_record(self, path: str | None = None) -> bool:
        """A saved game, replayed step by step; refused whole when a step does not replay or the record is of
        another table."""
        if not self.may_replace():
            return False
        if path is None:
            start = str(Path(self.doc.path).parent) if self.doc.path else str(Path.home())
            path, _ = QFileDialog.getOpenFileName(self.window_, tr("Open a game record"), start, tr(RECORD_FILTER))
            if not path:
                return False
        load = read_record(path)
        errors = [f for f in load.findings if f.severity == "error"]
        if load.record is None or errors:
            return self._refused(path, load.findings)
        named = load.record.scenario_path
        if self.doc.path is None or named is None or named != Path(self.doc.path).resolve():
            return self._refused(path, [Finding("record-other-table", "error", tr(
                "this record is a game on {scenario}, not on the table in this window").format(
                    scenario=named.name if named else "?"))])
        self.set_desk(Desk(load.record, self.doc.armies, self.doc, self.doc.undo), str(Path(path).resolve()))
        if load.findings:  # warnings (the scenario changed since): said, the game goes on
            self.window_.validation.show_findings(load.findings, tr("game record"))
        return True

    def save_record(self, path: str | None = None) -> bool:
        if self.desk is None:
            return False
        path = path or self.record_path
        if path is None:
            start = str(Path(self.doc.path).with_suffix(".record.yaml")) if self.doc.path else "game.record.yaml"
            path, _ = QFileDialog.getSaveFileName(self.window_, tr("Save the game record"), start, tr(RECORD_FILTER))
            if not path:
                return False
        try:
            self.desk.record.save(path)
        except (OSError, BadFact) as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            QMessageBox.critical(self.window_, tr("Cannot save"), tr(
                "The game record was not saved: {reason}.\n\nThe file on disk is unchanged.").format(reason=reason))
            return False
        self.record_path, self.saved_steps = str(Path(path).resolve()), len(self.desk.record)
        self.window_.record_saved()  # nothing of the game left to recover
        self.window_.statusBar().showMessage(tr("Game record saved to {path}").format(path=path), 5000)
        return True

    def may_replace(self) -> bool:
        """True when the game shown may go (no game, saved, or its steps given up by the user)."""
        if not self.unsaved:
            return True
        answer = self.window_.ask_save(self.window_, tr("the game record"))
        if answer == QMessageBox.StandardButton.Save:
            return self.save_record()
        return answer == QMessageBox.StandardButton.Discard

    def _refused(self, path: str, findings: list[Finding]) -> bool:
        name = Path(path).name
        self.window_.validation.show_findings(findings, name)
        lines = "\n".join(f.format(name) for f in findings[:12] if f.severity == "error") or name
        text = tr("{name} cannot be played on this table:\n\n{lines}").format(name=name, lines=lines)
        self.window_.refuse(self.window_, tr("Game record"), text)
        return False
