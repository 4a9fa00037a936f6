"""Play mode's files: the position shown saved as a test scenario, and the game saved or opened as a game
record. Each says what it did in the status bar; the dialogs also explain what a file cannot hold."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rules.engine import IllegalChoice
from rules.scenario.files import load_scenario

from ...i18n import tr
from .position import position_notes, save_position
from .records import RecordError, save_record
from .session import Start

if TYPE_CHECKING:
    from .host import PlayHost

SCENARIOS = QT_TR_NOOP("Banneret scenarios (*.yaml *.yml)")  # tr() where shown
GAMES = QT_TR_NOOP("Banneret games (*.yaml *.yml)")


def _base(mode: PlayHost) -> Path:
    doc = mode.window.doc
    return Path(doc.path).with_suffix("") if doc.path else Path.home() / "battle"


def save_position_to(mode: PlayHost, path: str) -> list:
    """Write the position shown as a test scenario; the findings of loading it back (OSError when the file
    cannot be written)."""
    assert mode.session is not None
    state = mode.session.state
    save_position(mode.session.scenario, state, path)
    findings = load_scenario(path).findings
    errors = [f for f in findings if f.severity == "error"]
    tail = tr("; {count} error(s) when checked: {first}").format(count=len(errors), first=errors[0].message) \
        if errors else ""
    mode.say(tr("Saved the position of turn {turn} as {name}{tail}").format(
        turn=state.turn, name=Path(path).name, tail=tail))
    return findings


def save_position_dialog(mode: PlayHost) -> bool:
    if mode.session is None:
        return False
    w = mode.window
    start = f"{_base(mode)}-test-turn{mode.session.state.turn}.yaml"
    path, _ = QFileDialog.getSaveFileName(w, tr("Save the position as a test scenario"), start, tr(SCENARIOS))
    if not path:
        return False
    if not Path(path).suffix:
        path += ".yaml"
    notes = position_notes(mode.session.state)
    try:
        findings = save_position_to(mode, path)
    except OSError as e:
        QMessageBox.critical(w, tr("Cannot save"), tr("{path} could not be written: {error}.\n\nThe game is still "
                                                      "here: try another folder.").format(
                                                          path=path, error=e.strerror or e))
        return False
    errors = [f for f in findings if f.severity == "error"]
    lines = [tr("Saved {name}: open it with File → Open, or check it with 'banneret validate'.").format(
        name=Path(path).name)]
    if notes:
        lines.append(tr("Not kept (the scenario format has no place for them):") + "\n• " + "\n• ".join(notes))
    if errors:
        lines.append(tr("The validator reports, for this position:") + "\n• "
                     + "\n• ".join(f.message for f in errors[:8]))
    QMessageBox.information(w, tr("Position saved"), "\n\n".join(lines))
    return True


def save_game(mode: PlayHost, path: str) -> bool:
    if mode.session is None:
        return False
    doc = mode.window.doc
    scenario_path = doc.path if (doc.path and not doc.modified) else None  # else the scenario is embedded
    try:
        save_record(mode.session, path, mode.players.seed.value(), scenario_path)
    except (RecordError, OSError, IllegalChoice, ValueError) as e:
        mode.say(tr("The game record was not saved: {error}").format(
            error=e.strerror if isinstance(e, OSError) and e.strerror else e))
        return False
    mode.say(tr("Saved the game record {name}").format(name=Path(path).name))
    return True


def save_game_dialog(mode: PlayHost) -> bool:
    if mode.session is None:
        return False
    w = mode.window
    path, _ = QFileDialog.getSaveFileName(w, tr("Save the game record"), f"{_base(mode)}-game.yaml", tr(GAMES))
    if not path:
        return False
    if not Path(path).suffix:
        path += ".yaml"
    ok = save_game(mode, path)
    if not ok:
        QMessageBox.warning(w, tr("Game record not saved"), w.statusBar().currentMessage())
    return ok


def open_game_dialog(mode: PlayHost) -> bool:
    path, _ = QFileDialog.getOpenFileName(mode.window, tr("Open a game record"), str(_base(mode).parent),
                                          tr("{games};;All files (*)").format(games=tr(GAMES)))
    if not path:
        return False
    if not mode.active:
        return mode.enter(Start(), path)
    return mode.restart(Start(), path)
