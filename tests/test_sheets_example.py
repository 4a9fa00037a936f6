"""docs/sheets.md's "Try it" commands run as written on a checkout (issue 26, item 3): the example scan is
shipped (made by the project, tools/make_example_sheet.py, not a publisher's sheet), small, and in step with
the script and the demo scenario it was drawn from."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import make_example_sheet  # noqa: E402

from rules.scenario.files import load_scenario  # noqa: E402


def documented_commands() -> list[list[str]]:
    text = (ROOT / "docs" / "sheets.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- sheets-try-it -->\n```sh\n(.*?)```", text, re.S)
    assert block, "docs/sheets.md has no Try it block"
    return [shlex.split(line) for line in block[1].splitlines() if line.strip()]


def test_the_guides_first_commands_run_as_written_on_a_checkout(tmp_path: Path):
    commands = documented_commands()
    assert [c[:3] for c in commands] == [["banneret", "sheet", "slice"], ["banneret", "sheet", "apply"]]
    for folder in ("docs/examples", "scenarios"):  # what a checkout has, in a folder of its own
        shutil.copytree(ROOT / folder, tmp_path / folder)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs = [subprocess.run([sys.executable, "-m", "rules.cli", *c[1:]], cwd=tmp_path, env=env, capture_output=True,
                           text=True) for c in commands]
    for c, run in zip(commands, runs, strict=True):
        assert run.returncode == 0, (c, run.stdout + run.stderr)
    crops = sorted((tmp_path / "crops").glob("*.png"))
    assert len(crops) == 22 and (tmp_path / "crops" / "meerhout-back.png") in crops
    assert {Image.open(p).size for p in crops} == {(96, 96)}
    assert "update 11 counters (nothing written)" in runs[1].stderr
    assert (tmp_path / "scenarios" / "hautmesnil-1478.yaml").read_bytes() == (
        ROOT / "scenarios" / "hautmesnil-1478.yaml").read_bytes()


def test_the_example_scan_is_small_and_the_files_are_the_scripts():
    scan = ROOT / "docs" / "examples" / "scans" / "sheet-1.png"
    assert scan.stat().st_size < 200_000
    s = load_scenario(ROOT / "scenarios" / "hautmesnil-1478.yaml").scenario
    assert (ROOT / "docs" / "examples" / "sheet-1.yaml").read_text(encoding="utf-8") == make_example_sheet.layout_text()
    assert (ROOT / "docs" / "examples" / "values-1.csv").read_text(encoding="utf-8") == make_example_sheet.values_text(s)
    with Image.open(scan) as im:
        assert im.size == make_example_sheet.draw_sheet(s).size

