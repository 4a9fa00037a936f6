"""A scenario text checked for findings only, as a job another process can run.

The editor re-checks the document after each pause in editing. In a thread of the editor's own process that
check (1–2 s of Python on a 200 × 200 map) shares the interpreter lock with painting: each Qt call the
painting thread makes gives the lock away for up to the switch interval (5 ms), and libyaml holds it for the
whole parse, so a brush hex of 2 ms took 10–20 ms and the first hex of a stroke up to 330 ms
(`bench/bench_editor.py`). A separate process at a lower priority shares nothing with the painting: on one
core the scheduler gives the editor the CPU first; on two, both run at once. Only the findings travel back,
and the reader's phases as it reaches them (through the queue `start_checker` was given), so the editor can
show how far a long check has come.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, TypeVar

from rules.fileio.findings import Finding
from rules.i18n import set_language
from rules.scenario.files import load_scenario_bytes

T = TypeVar("T")

NICENESS = 10  # the check waits for the editor: under Linux's scheduler a nice-10 process gets ~1/10 of a shared core

_phases: Any = None  # in a checker process: the queue (serial, phase) goes to, set by start_checker


def lower_priority(pid: int = 0) -> None:
    """Run this process (or process `pid`) after the interactive ones: the check is background work. The
    parent lowers a new checker at once, so its start-up (0.5 s of imports) does not compete either."""
    try:
        if hasattr(os, "setpriority"):
            os.setpriority(os.PRIO_PROCESS, pid, max(NICENESS, os.getpriority(os.PRIO_PROCESS, pid)))
        elif hasattr(os, "nice") and not pid:
            os.nice(NICENESS)
    except OSError:  # not allowed here, or the process has gone: the check still runs, at the same priority
        pass


def start_checker(phases: Any = None) -> None:
    """A checker process's initializer: lower its priority; `phases` (a multiprocessing queue) hears the
    reader's phases of each check."""
    global _phases
    lower_priority()
    _phases = phases


def tell_phase(serial: int, phase: str) -> None:
    """Say which phase check `serial` has reached (nothing outside a checker process with a queue)."""
    if _phases is not None:
        try:
            _phases.put_nowait((serial, phase))
        except Exception:  # noqa: BLE001 - a full or closed queue costs the progress, never the check
            pass


def in_language(lang: str, job: Callable[..., T], *args: Any) -> T:
    """`job(*args)` speaking `lang`. A checker process is spawned knowing nothing of the editor's language
    (the core starts in English there), and it outlives a switch of View → Language: each job carries the
    language its findings are to be worded in."""
    set_language(lang)
    return job(*args)


def check_text(text: str, filename: str, serial: int = 0) -> list[Finding]:
    """The findings for the file as it would be saved (lines point into that text). Lenient, as the editor
    opens files: a value the model cannot hold stays an error until fixed, and the other checks still run."""
    return list(load_scenario_bytes(text.encode("utf-8"), filename, lenient=True,
                                    step=lambda phase: tell_phase(serial, phase)).findings)
