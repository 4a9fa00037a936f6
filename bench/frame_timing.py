"""Frame timing for the canvas benchmarks (bench_bbg_canvas, bench_bbg_overlays): each frame on two clocks, the
wall clock (what the user sees, with the time the system gave other processes) and the UI thread's CPU time
(`time.thread_time`: the frame's own cost, which the offscreen platform paints on that thread), printed as
min / median / max with the frames at 16 ms or more (60 Hz), and the load average the figures were taken at."""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

FRAME_MS = 16.0  # 60 Hz


@dataclass
class Frames:
    """The frames of one kind (a pan, a zoom, a drag) over all runs: seconds per frame on both clocks."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def time(self, frame: Callable[[], object]) -> None:
        """Run one frame (its change and its synchronous repaint) and keep its times."""
        t0, c0 = time.perf_counter(), time.thread_time()
        frame()
        self.wall.append(time.perf_counter() - t0)
        self.cpu.append(time.thread_time() - c0)

    def lines(self, name: str, width: int = 16) -> list[str]:
        """`name, wall` and `name, CPU`: min / median / max in ms and the frames at 16 ms or more."""
        return [summary(f"{name}, {clock}", xs, width) for clock, xs in (("wall", self.wall), ("CPU", self.cpu))]


def summary(label: str, seconds: list[float], width: int = 16) -> str:
    ms = [x * 1000 for x in seconds]
    over = sum(x >= FRAME_MS for x in ms)
    return (f"{label:{width}s} min {min(ms):6.2f} ms  median {statistics.median(ms):6.2f} ms  max {max(ms):6.2f} ms  "
            f"({len(ms)} frames, {over} at {FRAME_MS:g} ms or more)")


def load_average(when: str) -> str:
    """The 1, 5 and 15 minute load averages: the other sessions' share of the machine while the frames ran."""
    one, five, fifteen = os.getloadavg()
    return f"load average {when}: {one:.2f}, {five:.2f}, {fifteen:.2f}"
