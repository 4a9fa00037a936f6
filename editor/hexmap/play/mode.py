"""Play mode: test-play the scenario with the rules engine, inside the editor window.

Entering play mode starts a game (or resumes the one kept) on a copy of the document's scenario; the map
then shows the game's counters and takes the play gestures, and docks show the turn, the pending decision
with its legal choices, the odds of a fire or mêlée, and the game log. Editing is switched off meanwhile
(tools, armies, settings, the document's undo), and Ctrl+Z / Ctrl+Shift+Z step back and forward in the
game. Leaving asks whether to keep the game for later; the document is never modified.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFrame, QMessageBox, QScrollArea, QToolBar, QWidget

from rules.engine import IllegalChoice
from rules.geometry.hexgrid import Hex

from ...i18n import tr
from . import files, preflight
from .counters import MARKERS, StateCounters, unit_markers
from .decisions import DecisionPanel, kind_words
from .features import as_choice
from .lock import EditingLock
from .log import LogPanel
from .moves import hexes_in_notation
from .odds import OddsPanel
from .overlay import PlayOverlay
from .panel import TurnPanel
from .players import PlayersBar
from .preview import choice_preview, pending_preview
from .records import RecordError, available, open_record
from .session import Session, Start
from .start import StartDialog
from .tool import MOVE_KINDS, PlayTool

if TYPE_CHECKING:
    from ..editwindow import EditWindow

MAX_DECISION_HEXES = 400  # beyond this many named hexes the tint would only hide the map
RIGHT_DOCKS_SHARE = 0.29  # the right docks (decision, odds) take this share of the window's width...
RIGHT_DOCKS_MAX = 560  # ... up to this (px): at 1920x1080 a worded choice reads whole


def ask_leave(parent: QWidget, moves: int) -> str:
    """'keep', 'discard' or 'cancel' (tests replace this)."""
    b = QMessageBox.StandardButton
    answer = QMessageBox.question(
        parent, tr("Leave play mode"),
        tr("The test game has {moves} move(s).\n\nKeep it, to resume it the next time you enter play mode?\n\nYes: "
           "keep it · No: discard it · Cancel: stay in play mode. The scenario is not changed either way.").format(
               moves=moves),
        b.Yes | b.No | b.Cancel, b.Yes)
    return {b.Yes: "keep", b.No: "discard"}.get(answer, "cancel")


def ask_close(parent: QWidget, moves: int) -> str:
    """'save', 'discard' or 'cancel' when the window closes during a game."""
    b = QMessageBox.StandardButton
    answer = QMessageBox.question(
        parent, tr("Close during a test game"),
        tr("The test game ({moves} move(s)) is not kept when the editor closes.\n\nSave its position as a test "
           "scenario first?").format(moves=moves), b.Save | b.Discard | b.Cancel, b.Save)
    return {b.Save: "save", b.Discard: "discard"}.get(answer, "cancel")


class PlayMode(QObject):
    ask_leave = staticmethod(ask_leave)
    ask_close = staticmethod(ask_close)

    def __init__(self, window: EditWindow) -> None:
        super().__init__(window)
        self.window = window
        self.session: Session | None = None
        self.kept: Session | None = None
        self.active = False
        self.counters: StateCounters | None = None
        self.overlay: PlayOverlay | None = None
        self.tool: PlayTool | None = None
        self.hover_words = ""
        self._docks: list[QDockWidget] = []
        self._hidden_docks: list[QDockWidget] = []
        self._editing_layout: QByteArray | None = None  # the editing window's layout while a game is shown
        self.lock = EditingLock(window)
        self._previous_tool = "select"
        self._shown_state = None
        self._placed = False
        self._odds_need = -1  # the odds dock's height as last fitted (fit_right_docks)
        self._fit_pending = False
        self._build_actions()

    # -- building ----------------------------------------------------------------------------------------
    def _act(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        return self.window._act(text, slot, shortcut, tip)

    def _build_actions(self) -> None:
        w = self.window
        K = QKeySequence.StandardKey
        self.play_act = self._act(tr("&Play mode"), None, "F5", tr("Test-play the scenario with the rules engine "
                                  "(the scenario is not changed)"))
        self.play_act.setCheckable(True)
        self.play_act.toggled.connect(self._toggled)
        self.new_game_act = self._act(tr("&New test game…"), self.new_game, None,
                                      tr("Start the game again from the setup, a leader's activation or a saved game"))
        self.undo_act = self._act(tr("&Undo move"), self.undo, K.Undo, tr("Step back one choice in the game"))
        self.redo_act = self._act(tr("&Redo move"), self.redo, K.Redo, tr("Step forward again along the line"))
        self.undo_act.setShortcuts(K.Undo)  # every binding of the platform (Ctrl+Z; Ctrl+Y and Ctrl+Shift+Z)
        self.redo_act.setShortcuts(K.Redo)
        self.save_position_act = self._act(tr("Save position as &test…"), self.save_position_dialog, None,
                                           tr("Write the position shown as a scenario file (a test position) that "
                                           "the editor and the CLI can open"))
        self.activate_act = self._act(tr("Start a leader's &activation…"), self.activate_dialog, None,
                                      tr("A designer step: begin a leader's activation in the position shown"))
        self.save_game_act = self._act(tr("Save the game &record…"), self.save_game_dialog, None,
                                       tr("Write the game (every branch) as a game record (banneret-game/1)"))
        self.open_game_act = self._act(tr("&Open a game record…"), self.open_game_dialog, None,
                                       tr("Replay a saved game of this scenario, its branches included"))
        self.balance_act = self._act(tr("&Balance study…"), self.balance_dialog, None,
                                     tr("Play many games of the open scenario between program players in the "
                                        "background; a report of wins by side, VP, the decided turn, where units fell"))
        menu = w.menuBar().addMenu(tr("&Play"))
        help_menu = w.help_menu.menuAction()  # found by identity: its text is translated
        if help_menu is not None:
            w.menuBar().insertMenu(help_menu, menu)
        menu.addAction(self.play_act)
        menu.addAction(self.new_game_act)
        menu.addSeparator()
        menu.addAction(self.undo_act)
        menu.addAction(self.redo_act)
        menu.addSeparator()
        menu.addAction(self.activate_act)
        menu.addAction(self.save_position_act)
        menu.addAction(self.save_game_act)
        menu.addAction(self.open_game_act)
        menu.addSeparator()
        menu.addAction(self.balance_act)
        self.menu = menu
        self.toolbar = QToolBar(tr("Play"))
        self.toolbar.setObjectName("play-toolbar")
        self.toolbar.addAction(self.play_act)
        self.play_actions = [self.new_game_act, self.undo_act, self.redo_act, self.save_position_act,
                             self.activate_act, self.save_game_act, self.open_game_act]
        for a in (self.undo_act, self.redo_act, self.save_position_act):
            self.toolbar.addAction(a)
        w.addToolBar(self.toolbar)
        self.players = PlayersBar(self)
        # the program player on a row of its own: beside the play actions it overflowed a 1366 px window
        self.players_bar = QToolBar(tr("Program player"))
        self.players_bar.setObjectName("play-players-toolbar")
        self.players_action = self.players_bar.addWidget(self.players)
        w.addToolBarBreak()
        w.addToolBar(self.players_bar)
        self._set_play_actions(False)

    def _set_play_actions(self, on: bool) -> None:
        for a in self.play_actions:
            a.setEnabled(on)
        self.undo_act.setVisible(on)
        self.redo_act.setVisible(on)
        self.players_action.setVisible(on)
        self.players_bar.setVisible(on)
        if on and self.session is not None:
            self.undo_act.setEnabled(self.session.can_undo())
            self.redo_act.setEnabled(self.session.can_redo())
        records = available()
        self.save_game_act.setEnabled(on and records)
        self.open_game_act.setEnabled(records)
        for a in (self.save_game_act, self.open_game_act):
            if not records:
                a.setToolTip(tr("Game records need rules.games.record (the engine's game-record work), not there yet"))

    def _build_docks(self) -> None:
        if self._docks:
            return
        w = self.window
        self.turn_panel = TurnPanel(self)
        self.decision_panel = DecisionPanel(self)
        self.odds_panel = OddsPanel(self)
        self.log_panel = LogPanel(self)
        area = Qt.DockWidgetArea
        specs = [(tr("Turn"), "play-turn", self.turn_panel, area.BottomDockWidgetArea),
                 (tr("Decision"), "play-decision", self.decision_panel, area.RightDockWidgetArea),
                 (tr("Combat odds"), "play-odds", self.odds_panel, area.RightDockWidgetArea),
                 (tr("Game log"), "play-log", self.log_panel, area.BottomDockWidgetArea)]
        for title, name, widget, where in specs:
            dock = QDockWidget(title, w)
            dock.setObjectName(name)
            if widget is self.turn_panel:  # its wrapped lines (a long score, a Polish phase) scroll, never clip
                scroll = QScrollArea()
                scroll.setWidgetResizable(True)
                scroll.setFrameShape(QFrame.Shape.NoFrame)
                scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
                scroll.setMinimumWidth(widget.minimumWidth() + scroll.verticalScrollBar().sizeHint().width())
                scroll.setWidget(widget)
                widget = scroll
            dock.setWidget(widget)
            w.addDockWidget(where, dock)
            dock.hide()
            self._docks.append(dock)
            self.menu.addAction(dock.toggleViewAction())
        self.turn_dock, self.decision_dock, self.odds_dock, self.log_dock = self._docks

    # -- entering and leaving ----------------------------------------------------------------------------
    def _toggled(self, on: bool) -> None:
        if on and not self.active:
            self.enter()
        elif not on and self.active:
            self.leave()

    def _set_checked(self, on: bool) -> None:
        with QSignalBlocker(self.play_act):
            self.play_act.setChecked(on)

    def enter(self, start: Start | None = None, record: str | None = None) -> bool:
        """Start play mode: resume the kept game, or start the one `start` names (asked when None)."""
        if self.active:
            return True
        w = self.window
        if start is None and record is None and self.kept is not None and self.kept.scenario != w.doc.scenario:
            b = QMessageBox.StandardButton
            answer = QMessageBox.question(
                w, tr("The scenario has changed"),
                tr("The scenario was edited since the test game was kept; that game is played on the scenario as it "
                "was.\n\nStart a new game on the scenario as it is now?\n\nYes: a new game (the kept one is "
                "discarded) · No: resume the kept game"), b.Yes | b.No, b.Yes)
            if answer == b.Yes:
                self.kept = None
        if start is None and record is None and self.kept is not None:
            session = self.kept
            self.say(tr("Resuming the game kept when you left play mode"))
        else:
            if start is None and record is None:
                if not preflight.confirm(w, w.doc.scenario):  # F5: errors named before a game starts
                    self._set_checked(False)
                    return False
                dialog = StartDialog(w.doc.scenario, w)
                if not dialog.exec():
                    self._set_checked(False)
                    return False
                start, record = dialog.start(), dialog.record_path
            session = self._new_session(start or Start(), record)
            if session is None:
                self._set_checked(False)
                return False
        self._activate(session)
        return True

    def _new_session(self, start: Start, record: str | None = None) -> Session | None:
        w = self.window
        if record:
            try:
                session, findings = open_record(record, w.doc.scenario, self)
            except (RecordError, IllegalChoice, ValueError, KeyError, OSError) as e:
                QMessageBox.warning(w, tr("Cannot open the saved game"), f"{Path(record).name}: {e}")
                return None
            errors = [f for f in findings if f.severity == "error"]
            if errors:
                QMessageBox.warning(w, tr("Saved game"), tr("{name} was replayed as far as it could be:\n\n").format(
                    name=Path(record).name) + "\n".join(f.message for f in errors[:8]))
            return session
        try:
            return Session(w.doc.scenario, start, self)
        except (IllegalChoice, ValueError, KeyError) as e:
            QMessageBox.warning(w, tr("Cannot start the game"),
                                tr("The game cannot start from {start}:\n\n{error}").format(
                                    start=start.describe(), error=e))
            return None

    def _activate(self, session: Session) -> None:
        w = self.window
        self._build_docks()
        self.session = session
        self.kept = None
        self.active = True
        self._set_checked(True)
        session.changed.connect(self.refresh)
        view = w.view
        self.counters = StateCounters(view.map_item.painter, lambda: self.session.state if self.session else None)
        self.counters.install()
        self.overlay = PlayOverlay(view, self.counters, lambda: self.session.state if self.session else None)
        self.overlay.install()
        if self.tool is None:
            self.tool = PlayTool(self)
            self.tool.message.connect(self.say)
        self._previous_tool = view.tool.name if view.tool is not None and view.tool.name != "play" else "select"
        w.doc.select(None)
        view.set_tool(self.tool)
        self._editing_layout = w.saveState()  # given back whole on leaving (the map's room, the docks' sizes)
        w.validation.hold_open(True)  # its place is shared with the game log's tab
        self.lock.lock()
        for dock in (w.armies, w.history, w.legend):  # the editing docks make room for play's
            if dock.isVisible():
                self._hidden_docks.append(dock)
                dock.hide()
        for dock in self._docks:
            dock.show()
        if not self._placed:  # the first time: the turn beside the log, under the map
            self._placed = True
            if not w.validation.isFloating() and w.tabifiedDockWidgets(w.validation) == []:
                w.splitDockWidget(w.validation, self.turn_dock, Qt.Orientation.Horizontal)
            w.tabifyDockWidget(w.validation, self.log_dock)
            w.resizeDocks([self.log_dock, self.turn_dock], [w.width() - 520, 500], Qt.Orientation.Horizontal)
        self.log_dock.raise_()
        self._odds_need = -1
        self._fit_pending = True  # the docks just shown have no height yet: fitted once the window laid them out
        QTimer.singleShot(0, self._first_fit)
        if not self.decision_dock.isFloating():  # on a wide screen the choices' words have room to read whole
            w.resizeDocks([self.decision_dock], [max(self.decision_dock.width(), min(RIGHT_DOCKS_MAX,
                          int(w.width() * RIGHT_DOCKS_SHARE)))], Qt.Orientation.Horizontal)
        w.resizeDocks([self.log_dock], [230], Qt.Orientation.Vertical)
        self.players.set_sides([(s.id, s.name) for s in session.scenario.sides])
        self._set_play_actions(True)
        view.hoverChanged.connect(self.hover_status)
        view.map_item.refresh()
        self._shown_state = session.state
        self.refresh()
        w.setWindowTitle(w.windowTitle().replace(" — Banneret", tr(" — play mode — Banneret")))
        self.say(tr("Play mode: {describe}. The scenario is not changed by the game.").format(
            describe=session.start.describe()))

    def leave(self, ask: bool = True) -> bool:
        """Leave play mode; with `ask`, asks whether to keep the game. False when the designer cancels."""
        if not self.active:
            return True
        session = self.session
        assert session is not None
        keep = False
        if ask and session.moves_made:
            answer = self.ask_leave(self.window, session.moves_made)
            if answer == "cancel":
                self._set_checked(True)
                return False
            keep = answer == "keep"
        self.players.stop()
        session.changed.disconnect(self.refresh)
        self.kept = session if keep else None
        if not keep:
            session.setParent(None)  # let it go with its positions
        self.session = None
        self.active = False
        self._set_checked(False)
        w = self.window
        view = w.view
        try:
            view.hoverChanged.disconnect(self.hover_status)
        except (RuntimeError, TypeError):
            pass
        if self.counters is not None:
            self.counters.uninstall()
        if self.overlay is not None:
            self.overlay.uninstall()
        if self.tool is not None:
            self.tool.reset()
        w.set_tool(self._previous_tool if self._previous_tool in w.tools else "select")
        self.lock.unlock()
        for dock in self._docks:
            dock.hide()
        for dock in self._hidden_docks:
            dock.show()
        self._hidden_docks = []
        if self._editing_layout is not None:  # the play docks' shares would stay taken from the map otherwise,
            w.restoreState(self._editing_layout)  # and be saved at closing as the next start's layout
            self._editing_layout = None
            for dock in self._docks:
                dock.hide()
        w.validation.hold_open(False)
        w.armies.raise_()
        self._set_play_actions(False)
        view.map_item.refresh()
        view.overlay.update()
        w._update_title()
        self.say(tr("Left play mode; the game is kept for next time. The scenario was not changed.") if keep
                 else tr("Left play mode. The scenario was not changed."))
        return True

    def close_check(self) -> bool:
        """Before the window closes: True when it may (the game saved as a position, or discarded)."""
        if not self.active:
            return True
        assert self.session is not None
        if self.session.moves_made:
            answer = self.ask_close(self.window, self.session.moves_made)
            if answer == "cancel":
                return False
            if answer == "save" and not self.save_position_dialog():
                return False
        return self.leave(ask=False)

    def balance_dialog(self) -> None:
        """Play → Balance study…: on the open document as it is when Run is pressed, saved or not."""
        from .balance import BalanceDialog

        doc = self.window.doc
        if getattr(self, "balance", None) is None or self.balance.doc is not doc:
            self.balance = BalanceDialog(self.window, doc)
        self.balance.show()
        self.balance.raise_()

    def new_game(self) -> None:
        if not self.active:
            self.play_act.setChecked(True)
            return
        dialog = StartDialog(self.window.doc.scenario, self.window)
        if not dialog.exec():
            return
        self.restart(dialog.start(), dialog.record_path)

    def restart(self, start: Start, record: str | None = None) -> bool:
        """Throw the game away and start another (asks first when the game has moves)."""
        if self.session is not None and self.session.moves_made:
            b = QMessageBox.StandardButton
            if QMessageBox.question(self.window, tr("New test game"), tr("Discard the game being played?"),
                                    b.Yes | b.No, b.No) != b.Yes:
                return False
        session = self._new_session(start, record)
        if session is None:
            return False
        if self.active:
            self.leave(ask=False)
        self._activate(session)
        return True

    # -- the game ----------------------------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state if self.session is not None else None

    def apply(self, choice: Any, actor: str | None = None) -> bool:
        """Apply a choice to the position shown; a refused one says why (status bar and decision panel)."""
        if self.session is None:
            return False
        try:
            node = self.session.apply(as_choice(choice), actor)
        except IllegalChoice as e:
            self.say(tr("Not allowed: {error}").format(error=e))
            self.decision_panel.show_error(str(e))
            return False
        except Exception as e:  # noqa: BLE001 - an engine failure is reported, never fatal
            self.say(tr("The engine failed on this choice: {__name__}: {error}").format(
                __name__=type(e).__name__, error=e))
            self.decision_panel.show_error(tr("The engine failed: {__name__}: {error}").format(
                __name__=type(e).__name__, error=e))
            return False
        said = "; ".join(node.events) or node.text
        self.say(said)
        return True

    def designer_activation(self, leader: str | None, step: str = "D1") -> bool:
        if self.session is None or not leader:
            return False
        try:
            self.session.designer_activation(leader, step)
        except (IllegalChoice, KeyError, ValueError) as e:
            self.say(tr("Cannot start {leader}'s activation: {error}").format(leader=leader, error=e))
            self.decision_panel.show_error(str(e))
            return False
        return True

    def activate_dialog(self) -> None:
        if self.session is None:
            return
        from PySide6.QtWidgets import QInputDialog

        state = self.session.state
        ids = [ls.id for ls in state.leaders if ls.commanding]
        leader, ok = QInputDialog.getItem(self.window, tr("Start an activation"),
                                          tr("A designer step, not a choice of the rules. Leader:"), ids, 0, False)
        if ok and leader:
            self.designer_activation(leader)

    def roll_seeded(self) -> bool:
        if self.session is None:
            return False
        try:
            answer = as_choice(self.players.dice(self.session.state))
        except Exception as e:  # noqa: BLE001
            self.say(tr("The seeded dice failed: {error}").format(error=e))
            return False
        return answer is not None and self.apply(answer, actor="dice (seeded)")

    def undo(self) -> None:
        if self.session is not None and not self.session.undo():
            self.say(tr("Nothing to undo: this is the start of the game"))

    def redo(self) -> None:
        if self.session is not None and not self.session.redo():
            self.say(tr("Nothing to redo on this line"))

    # -- what the gestures ask ---------------------------------------------------------------------------
    def choices_for(self, ids: tuple[str, ...]) -> None:
        """Show only the choices of these counters in the decision panel (none: all)."""
        if self._docks:
            self.decision_panel.set_filter(ids[0] if ids else "")

    def show_preview(self, preview) -> None:
        if self._docks:
            self.odds_panel.show_preview(preview)
            if preview is not None:
                self.odds_dock.show()
            self.fit_right_docks()

    def _first_fit(self) -> None:
        self._fit_pending = False
        if self.active:
            self.fit_right_docks(force=True)

    def fit_right_docks(self, force: bool = False) -> None:
        """The odds dock as tall as what it shows, the decision list the rest of the right side (issue #26: the
        list showed 6 rows of hundreds of choices above an empty odds panel). Only when what the odds need
        changes (and for a combat, only when it does not fit), so a height the designer dragged stays."""
        w = self.window
        dec, odds = self.decision_dock, self.odds_dock
        if self._fit_pending or (dec.isFloating() or odds.isFloating() or not dec.isVisible() or not odds.isVisible()
                or w.tabifiedDockWidgets(odds) or w.dockWidgetArea(dec) != w.dockWidgetArea(odds)):
            return
        panel = self.odds_panel
        wrapped = panel.heightForWidth(panel.width()) if panel.hasHeightForWidth() else -1  # its lines as they wrap
        need = odds.height() - panel.height() + max(wrapped, panel.minimumSizeHint().height())
        showing = self.odds_panel.preview is not None
        if not force and (need == self._odds_need or (showing and need <= odds.height())):
            return  # the same need, or a combat that fits: the list does not jump as the mouse goes over enemies
        self._odds_need = need
        total = dec.height() + odds.height()
        w.resizeDocks([dec, odds], [max(total - need, dec.minimumSizeHint().height()), need], Qt.Orientation.Vertical)
        current = self.decision_panel.tree.currentItem()
        if current is not None:
            self.decision_panel.tree.scrollToItem(current)

    def preview_choice(self, choice: Any) -> None:
        """The choice selected in the decision list: its odds when it makes a combat (a fire, a mêlée, a
        charge), else the pending roll's (if the decision is one), so the panel never shows a stale combat."""
        if self.session is None or not self._docks:
            return
        state = self.session.state
        try:
            pv = choice_preview(state, choice)
        except Exception as e:  # noqa: BLE001 - odds that cannot be computed must not stop the game
            self.say(tr("The odds of this choice cannot be computed: {error}").format(error=e))
            pv = None
        if self.tool is not None and self.overlay is not None:
            self.tool.show_choice(choice, pv)
        self.show_preview(pv if pv is not None else pending_preview(state))

    def offer_combat(self, attackers: tuple[str, ...], targets: tuple[Hex, ...]) -> None:
        """When the engine's pending decision is a combat one, the legal choice that makes this combat (or
        the few that could) is offered beside the odds."""
        if self.session is None or not targets:
            return
        state = self.session.state
        if state.pending().kind in MOVE_KINDS:
            return
        label = state.grid.label(targets[0])
        defenders = {u.id for t in targets for u in state.units_at(t)}
        found = []
        for c in self.session.legal():
            text = self.session.notation(c)
            words = {part for tok in text.split() for part in (tok, *tok.split("+"), *tok.split("-"))}
            if all(a in words for a in attackers) and (label in words or defenders & words):
                found.append(text)
        if len(found) == 1:
            self.odds_panel.set_offer(found[0])
        elif found:
            self.decision_panel.set_filter(label)
            self.say(tr("{count} legal choices make this combat: pick one in the decision panel").format(
                count=len(found)))

    def choose_by_hex(self, h: Hex) -> bool:
        """A click on a hex the pending decision names: the choice that ends there, or the list of them."""
        if self.session is None:
            return False
        grid = self.session.grid
        ending = [c for c in self.session.legal() if (hexes_in_notation(self.session.notation(c), grid) or [None])[-1]
                  == h]
        if len(ending) == 1:
            return self.apply(ending[0])
        if ending:
            self.decision_panel.set_filter(grid.label(h))
            self.say(tr("{count} choices end in {label}: pick one in the decision panel").format(
                count=len(ending), label=grid.label(h)))
        return False

    def say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 10000)

    # -- keeping the views in step -----------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        state = session.state
        view = self.window.view
        old, self._shown_state = self._shown_state, state
        if old is not None and old is not state:
            view.map_item.mark_hexes(_changed_hexes(old, state))
        if self.tool is not None:
            self.tool.reset()
        self.decision_panel.set_filter("")  # a new position: every choice again
        if self.overlay is not None:
            decision = state.pending()
            hexes: set[Hex] = set()
            if decision.kind not in MOVE_KINDS:
                for c in session.legal():
                    hexes.update(hexes_in_notation(session.notation(c), session.grid))
            self.overlay.data.decision_hexes = tuple(hexes) if len(hexes) <= MAX_DECISION_HEXES else ()
            self.overlay.update()
        self.turn_panel.refresh()
        self.decision_panel.refresh()
        self.log_panel.refresh()
        self.show_preview(pending_preview(state))  # the odds of the die to roll, if it is one
        self.undo_act.setEnabled(session.can_undo())
        self.redo_act.setEnabled(session.can_redo())

    def hover_status(self, h: Hex | None) -> None:
        """The status bar's hex line in play mode: the game's counters there and what a click would do."""
        if self.session is None or h is None:
            return
        state = self.session.state
        grid = state.grid
        md = self.session.scenario.map
        parts = [grid.label(h), md.terrain_at(h), f"level {md.level_at(h)}"]
        who = []
        for us in state.units_at(h):
            v = state.values(us.id)
            info = state.unit_info(us.id)
            face = "" if us.routed else f" facing {grid.facing_names[us.facing]}"
            marks = [m for m in ("fatigued" if us.fatigued else "", "" if us.condition == "valiant" else us.condition,
                                 "on foot" if info.model.mounted and not us.mounted else "") if m]
            marks += [MARKERS[k][3] for k in unit_markers(state, us.id)]
            extra = f", {', '.join(marks)}" if marks else ""
            who.append(f"{us.id} ({info.type} {v.sp}-{v.quality}-{v.mp}{face}{extra})")
        for ls in state.leaders_at(h):
            who.append(f"{ls.id} (leader{', wounded' if ls.status == 'wounded' else ''})")
        if who:
            parts.append("; ".join(who))
        if self.hover_words:
            parts.append(self.hover_words)
        self.window.hex_label.setText(" · ".join(parts))

    # -- files (files.py) ---------------------------------------------------------------------------------
    def save_position(self, path: str) -> list:
        """Write the position shown as a test scenario; returns the findings of loading it back."""
        return files.save_position_to(self, path)

    def save_position_dialog(self) -> bool:
        return files.save_position_dialog(self)

    def save_game(self, path: str) -> bool:
        """Write the game (every branch) as a game record; says why when it cannot."""
        return files.save_game(self, path)

    def save_game_dialog(self) -> bool:
        return files.save_game_dialog(self)

    def open_game_dialog(self) -> bool:
        return files.open_game_dialog(self)


def _changed_hexes(old, new) -> set[Hex]:
    """The hexes whose counters differ between two positions (to repaint only those)."""
    out: set[Hex] = set()
    for a, b in zip(old.units, new.units, strict=False):
        if a != b:
            out.update(h for h in (a.hex, b.hex) if h is not None)
    for a, b in zip(old.leaders, new.leaders, strict=False):
        if a != b:
            out.update(h for h in (a.hex, b.hex) if h is not None)
    return out


__all__ = ["PlayMode", "kind_words"]
