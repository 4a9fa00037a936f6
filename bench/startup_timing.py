"""What bench_render.py and bench_validate.py share: fresh child processes timed with their own rusage,
several commands interleaved round by round (so that a change of machine load touches each alike), and the
facts a figure needs to be reproduced: the machine, the load average, the code's commit, how bytecode was
compiled.

On a shared machine wall times are noisy: pin the benchmark to one core (`taskset -c 0`), read the median
beside min and max, and compare only commands measured in the same interleaved runs.
"""

from __future__ import annotations

import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Timed:
    """A command and what its runs measured."""

    label: str
    cmd: list[str]
    env: dict[str, str] | None = None
    cwd: Path | None = None
    walls: list[float] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)  # user + system seconds of the child
    rss: list[int] = field(default_factory=list)
    failed: int = 0
    fresh: Path | None = None  # a folder emptied before each run (a cold cache)

    def run(self) -> tuple[float, float, int, int]:
        """One run: wall seconds, CPU seconds, peak RSS bytes, exit status (stderr shown on failure)."""
        if self.fresh is not None:
            shutil.rmtree(self.fresh, ignore_errors=True)
        t0 = time.perf_counter()
        proc = subprocess.Popen(self.cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=self.env,
                                cwd=self.cwd)
        if hasattr(os, "wait4"):
            _, status, usage = os.wait4(proc.pid, 0)
            wall = time.perf_counter() - t0
            proc.returncode = os.waitstatus_to_exitcode(status)
            err = proc.stderr.read() if proc.stderr else b""
            cpu = usage.ru_utime + usage.ru_stime
            rss = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
        else:  # pragma: no cover - no wait4: no per-child usage
            _, err = proc.communicate()
            wall, cpu, rss = time.perf_counter() - t0, float("nan"), 0
        if proc.stderr:
            proc.stderr.close()
        if proc.returncode != 0:
            sys.stderr.write(f"{self.label} failed ({proc.returncode}):\n{err.decode(errors='replace')}\n")
        return wall, cpu, rss, proc.returncode

    def record(self) -> float:
        wall, cpu, rss, code = self.run()
        self.walls.append(wall)
        self.cpus.append(cpu)
        self.rss.append(rss)
        self.failed += code != 0
        return wall


def interleave(commands: list[Timed], runs: int) -> None:
    """`runs` rounds; each round runs every command once, the order rotated by one each round."""
    for i in range(runs):
        k = i % len(commands)
        for c in commands[k:] + commands[:k]:
            c.record()


def spread(values: list[float], unit: str = "s", digits: int = 3) -> str:
    return (f"min {min(values):.{digits}f} / median {statistics.median(values):.{digits}f} / "
            f"max {max(values):.{digits}f} {unit}")


def report(c: Timed, extra: str = "") -> None:
    bad = f"  ({c.failed} FAILED)" if c.failed else ""
    print(f"  {c.label:<22} wall {spread(c.walls)}   CPU {spread(c.cpus)}   peak RSS {max(c.rss) / 2**20:.0f} MB"
          f"{extra}{bad}")


def ratio(a: Timed, b: Timed) -> str:
    return (f"{a.label} / {b.label}: median {statistics.median(a.walls) / statistics.median(b.walls):.2f}x, "
            f"min/min {min(a.walls) / min(b.walls):.2f}x, max/max {max(a.walls) / max(b.walls):.2f}x "
            f"(CPU median {statistics.median(a.cpus) / statistics.median(b.cpus):.2f}x)")


def load_average() -> str:
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:  # pragma: no cover
        return "unknown"
    return f"{one:.2f} {five:.2f} {fifteen:.2f} (1, 5, 15 min)"


def machine() -> str:
    cores = f"{os.cpu_count()} CPUs"
    if hasattr(os, "sched_getaffinity"):
        cores += f", this process on {sorted(os.sched_getaffinity(0))}"
    return f"{platform.platform()}, {platform.machine()}, {cores}, Python {platform.python_version()}"


def libraries() -> str:
    out = []
    try:
        import PIL

        out.append(f"Pillow {PIL.__version__}")
    except ImportError:  # pragma: no cover
        pass
    try:
        import yaml

        out.append(f"PyYAML {yaml.__version__} ({'with' if hasattr(yaml, 'CSafeLoader') else 'without'} libyaml)")
    except ImportError:  # pragma: no cover
        pass
    return ", ".join(out)


def describe_tree(root: Path) -> str:
    """The tree's commit and whether it has changes, or that it is not a git checkout (a `git archive`)."""
    try:
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip()
        top = subprocess.run(["git", "-C", str(root), "rev-parse", "--show-toplevel"], capture_output=True,
                             text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return f"{root} (not a git checkout)"
    if Path(top).resolve() != root.resolve():
        return f"{root} (not a git checkout; inside {top})"
    dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    return f"{root} (commit {head}{', with uncommitted changes' if dirty else ''})"


def compile_bytecode(root: Path) -> None:
    """Write the .pyc files of the tree's packages, as `pip install` does for an installed wheel: with
    PYTHONDONTWRITEBYTECODE set (as on the project's machines) a source tree is otherwise compiled again
    at every start, 50 ms of a 0.4 s render."""
    for pkg in ("rules",):
        if (root / pkg).is_dir():
            subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / pkg)], check=True,
                           stdout=subprocess.DEVNULL)


def child_env(root: Path, cache_dir: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a timed command: the tree first on PYTHONPATH, its own cache folder."""
    env = dict(os.environ, PYTHONPATH=str(root) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               BANNERET_CACHE_DIR=str(cache_dir))
    env.update(extra or {})
    return env
