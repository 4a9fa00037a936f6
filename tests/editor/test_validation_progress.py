"""A long live check shows its progress in the validation dock with Cancel, while the editor keeps running;
Cancel ends the checker process and leaves the last findings, marked out of date. The check is made slow by a
gate (tests/editor/checkgate.py) the test never opens, not by timing."""

from __future__ import annotations

import functools

from checkgate import gated_check
from PySide6.QtCore import QTimer
from PySide6.QtGui import QPalette

from editor.docks import validation
from rules.scenario.checkjob import check_text

BROKEN = """format: banneret/1
title: Broken
map:
  grid: {orientation: flat, columns: 10, rows: 10}
  hexsides: {bridge: ["0303/0304"]}
  colour_of_sky: blue
sides:
  - {id: a, name: A, colour: "#aa0000", role: attacker, rout_edge: west}
"""


def test_a_slow_check_shows_progress_keeps_the_editor_running_and_cancels(window, tmp_path, qtbot):
    p = tmp_path / "broken.yaml"
    p.write_text(BROKEN, encoding="utf-8")
    assert window.open_file(str(p), ask=False)
    dock = window.validation
    before = dock.run_now()
    assert before and dock.tree.topLevelItemCount() == len(before)
    assert not dock.progress.isVisible() and not dock.cancel_button.isVisible()

    dock.check_job = functools.partial(gated_check, str(tmp_path / "gate"))  # never opened
    ticks = []
    timer = QTimer(window, interval=20)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    dock.run()
    assert dock.summary.text() == "Checking…" and not dock.progress.isVisible()  # nothing shown at once
    qtbot.waitUntil(lambda: dock.progress.isVisible() and dock.cancel_button.isVisible(), timeout=30000)
    qtbot.waitUntil(lambda: dock.phase.text() == "reading the YAML", timeout=30000)  # the checker's phase
    seen = len(ticks)
    window.doc.edit("Retitle", {"title": "Edited while checking"})  # the user keeps working
    qtbot.waitUntil(lambda: len(ticks) > seen + 2, timeout=10000)  # the UI thread runs its timers meanwhile
    assert dock.checking and window.doc.scenario.title == "Edited while checking"

    dock.cancel_button.click()
    assert not dock.checking and not dock.progress.isVisible() and not dock.cancel_button.isVisible()
    assert "cancelled" in dock.summary.text() and "out of date" in dock.summary.text()
    assert dock.stale and dock.findings == before and dock.tree.topLevelItemCount() == len(before)
    grey = dock.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert dock.tree.topLevelItem(0).foreground(3).color() == grey
    assert dock.check_button.isVisible()
    ended = dock.stopped_processes
    assert ended  # the checker process itself, not just its result, is stopped
    qtbot.waitUntil(lambda: not any(proc.is_alive() for proc in ended), timeout=10000)
    assert validation._process is None and not validation._process_failed  # no failure: the next check runs
    qtbot.wait(300)  # what the ended process's pool reports later must not change the dock
    assert "cancelled" in dock.summary.text() and dock.findings == before

    dock.check_job = check_text
    dock.check_button.click()  # a new checker process, the findings fresh again
    qtbot.waitUntil(lambda: not dock.checking, timeout=30000)
    assert not dock.stale and "checked in" in dock.summary.text()
    assert validation._process is not None and {f.code for f in dock.findings} == {f.code for f in before}
    assert dock.tree.topLevelItem(0).foreground(3).color() != grey
