"""The inputs of the hostile-input tests and of bench/bench_hostile.py: a folder with a scenario, a game record
on it, a sheet layout with its image and a values CSV (`make_kit`); every command run on them (`COMMANDS`);
seeded mutants of those files (`mutants`); and a runner that calls `main()` in a child process with bounded
memory and time (`run_bounded`)."""

from __future__ import annotations

import random
import re
import resource
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "tremithoussia-demo.yaml"
MEMORY_LIMIT = 1536 * 2**20  # address space of the child: the 1 GB blow-ups of issue 19 fail loudly under it
TIME_LIMIT = 30.0

LAYOUT = """\
format: banneret-sheet/1
title: Test sheet
front: {image: sheet.png}
back: {origin: [130, 12]}
grid:
  origin: [10, 12]
  size: [20, 20]
  gap: [4, 4]
  rows: 3
  columns: 4
output: {folder: counters, name: "{id}-{face}.png"}
"""

VALUES = """\
cell,kind,side,id,name,banner,type,mounted,fire,sp,quality,mp,back_sp,back_quality,back_mp,bonus,rating,radius
r1c1,unit,crusaders,k2,New knights,richard,Ch,yes,,4,7,6,,5,5,,,
r1c2,unit,byzantines,d3,,isaac,Ar,,x,3,5,4,3,4,3,,,
"""

RECORD = """\
format: banneret-game/1
title: hostile
scenario:
  path: scenario.yaml
seed: 1
start: {turn: 3}
moves: []
"""


@dataclass(frozen=True)
class Kit:
    folder: Path

    @property
    def scenario(self) -> Path:
        return self.folder / "scenario.yaml"

    @property
    def record(self) -> Path:
        return self.folder / "game.yaml"

    @property
    def layout(self) -> Path:
        return self.folder / "layout.yaml"

    @property
    def values(self) -> Path:
        return self.folder / "values.csv"

    def files(self) -> dict[str, Path]:
        return {"scenario": self.scenario, "record": self.record, "layout": self.layout, "values": self.values}


def make_kit(folder: Path) -> Kit:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "scenario.yaml").write_bytes(DEMO.read_bytes())
    (folder / "game.yaml").write_text(RECORD, encoding="utf-8")
    (folder / "layout.yaml").write_text(LAYOUT, encoding="utf-8")
    (folder / "values.csv").write_text(VALUES, encoding="utf-8")
    Image.new("RGB", (240, 100), (230, 220, 200)).save(folder / "sheet.png")
    return Kit(folder)


# Every command that reads input files, as argv on a kit: (name, argv).
def commands(kit: Kit) -> list[tuple[str, list[str]]]:
    s, out = str(kit.scenario), str(kit.folder / "out.png")
    return [
        ("validate", ["validate", s]),
        ("info", ["info", s]),
        ("render", ["render", s, "-o", out, "--scale", "12"]),
        ("resolve", ["resolve", s, "--melee", "cru-ch-household", "byz-cl-vanguard", "--charge"]),
        ("replay", ["replay", str(kit.record)]),
        ("sheet-apply", ["sheet", "apply", str(kit.layout), str(kit.values), s, "--dry-run"]),
        ("sheet-slice", ["sheet", "slice", str(kit.layout), "-o", str(kit.folder / "crops")]),
    ]


# Which commands read which kit file: a mutant of that file is run through them.
READERS = {
    "scenario": ("validate", "info", "render", "resolve", "replay", "sheet-apply"),
    "record": ("replay",),
    "layout": ("sheet-apply", "sheet-slice", "validate"),
    "values": ("sheet-apply",),
}

HOSTILE_VALUES = [
    "12.0", "2024-02-30", "2024-01-01", ".inf", "-.inf", ".nan", "-1", "0", "~", "[]", "{}", "''", "\"\\0\"",
    "999999999999999999999", "1e400", "9" * 5000, "banneret/¹", "banneret-game/¹", "banneret-sheet/" + "9" * 5000,
    "'{id:>100000000}.png'", "/dev/zero", "../../../../../../dev/zero", "x" * 5000, "!!binary aGVsbG8=",
    "&a [*a]", "<<: {a: 1}", "!!python/object:os.system", "\"\\u0000\"", "0x1F", "0o17", "1_000", "1:30:00",
    "yes", "null", "\"é\\t\\r\"", "[1, [2, [3, [4]]]]",
]


def mutate(data: bytes, rng: random.Random, csv: bool = False) -> bytes:
    """One to three random edits of a file: a line dropped, doubled or moved, a value replaced by a hostile
    one, the file cut short, a byte flipped."""
    lines = data.split(b"\n")
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(6)
        i = rng.randrange(len(lines)) if lines else 0
        if op == 0 and lines:
            del lines[i]
        elif op == 1 and lines:
            lines.insert(i, lines[i])
        elif op == 2 and lines:
            lines.insert(rng.randrange(len(lines)), lines.pop(i))
        elif op == 3 and lines:
            value = rng.choice(HOSTILE_VALUES).encode("utf-8")
            if csv:
                cells = lines[i].split(b",")
                cells[rng.randrange(len(cells))] = value
                lines[i] = b",".join(cells)
            else:
                m = re.match(rb"^(\s*-?\s*[\w.-]+:\s*)", lines[i])
                lines[i] = (m.group(1) if m else b"") + value
        elif op == 4:
            joined = b"\n".join(lines)
            lines = joined[: rng.randrange(len(joined) + 1)].split(b"\n")
        else:
            joined = bytearray(b"\n".join(lines))
            if joined:
                joined[rng.randrange(len(joined))] = rng.randrange(256)
            lines = bytes(joined).split(b"\n")
    return b"\n".join(lines)


def mutants(kit: Kit, seed: int, per_file: int) -> list[tuple[str, int, bytes]]:
    """(kit file, index, mutated bytes), the same for one seed every time."""
    rng = random.Random(seed)
    out = []
    for name, path in kit.files().items():
        data = path.read_bytes()
        for i in range(per_file):
            out.append((name, i, mutate(data, rng, csv=name == "values")))
    return out


@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str

    def problems(self) -> list[str]:
        """What is wrong with this run by issue 19's rules (an empty list when nothing is)."""
        out = []
        if self.code not in (0, 1, 2):
            out.append(f"exit code {self.code}")
        if "Traceback" in self.stderr or "Traceback" in self.stdout:
            out.append("a traceback")
        if self.code != 0 and not (self.stdout.strip() or self.stderr.strip()):
            out.append("a non-zero exit with no message")
        if len(self.stdout) + len(self.stderr) > 2_000_000:
            out.append("more than 2 MB of output")
        return out


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_bounded(argv: list[str], cwd: Path, timeout: float = TIME_LIMIT) -> Outcome:
    """`banneret ARGV` in a child with at most MEMORY_LIMIT of address space; a timeout is exit code -9 with
    'timed out' on stderr (so `problems` reports it)."""
    try:
        p = subprocess.run([sys.executable, "-m", "rules.cli", *argv], cwd=cwd, capture_output=True, text=True,
                           timeout=timeout, preexec_fn=_limit_memory, errors="replace",
                           env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"})
    except subprocess.TimeoutExpired:
        return Outcome(-9, "", f"timed out after {timeout:.0f} s")
    return Outcome(p.returncode, p.stdout, p.stderr)
