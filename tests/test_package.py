"""A built wheel (not an editable install) finds its schemas, tables, demo scenarios and resources."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHECK = r"""
import glob, os, sys
import rules
from rules.paths import data_root, scenarios_dir, schemas_dir, tables_dir
assert rules.__file__.startswith(sys.argv[1]), rules.__file__
assert str(data_root()).startswith(sys.argv[1]), data_root()
from rules.tables import load_tables, edition
assert load_tables().melee_result(11).defender
assert edition("2010").routed_units_face_rout_edge is True
from rules.cli.main import main
demos = sorted(glob.glob(str(scenarios_dir() / "*.yaml")))
assert len(demos) >= 2, demos
assert (schemas_dir() / "scenario.schema.json").is_file()
sys.exit(main(["validate", *demos]))
"""


@pytest.mark.slow
def test_wheel_carries_its_data(tmp_path: Path):
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)],
                   check=True, cwd=tmp_path)
    wheel = next(dist.glob("banneret-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for needed in ("rules/data/schemas/scenario.schema.json", "rules/data/resources/tables/tables.yaml",
                   "rules/data/scenarios/tremithoussia-demo.yaml", "rules/cli/main.py", "editor/cli.py"):
        assert needed in names
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[banneret.commands]" in text and "edit = editor.cli:add_edit_parser" in text  # banneret edit
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True)
    env = {**os.environ, "PYTHONPATH": str(target)}
    run = subprocess.run([sys.executable, "-c", CHECK, str(target)], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 errors" in run.stderr
    script = target / "bin" / "banneret"
    assert script.exists()
