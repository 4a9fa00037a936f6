"""A check that waits at a gate (a file the test may create) before it runs: a slow check made deterministic,
not by timing. Imported by name in the checker process (spawned: it sees the tests' sys.path)."""

from __future__ import annotations

import time
from pathlib import Path

from rules.scenario.checkjob import check_text, tell_phase


def gated_check(gate: str, text: str, filename: str, serial: int = 0) -> list:
    tell_phase(serial, "yaml")
    end = time.monotonic() + 60
    while not Path(gate).exists() and time.monotonic() < end:
        time.sleep(0.02)
    return check_text(text, filename, serial)
