"""Start-up (issue 14): what `render` and `validate` of a valid file import. jsonschema, with its attrs,
referencing and rpds, took longer to import than a 50 × 50 map takes to read; a valid file needs only the
compiled quick check, and the tables are parsed and checked once per content (their values kept in the
cache folder)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "scenarios" / "tremithoussia-demo.yaml"

PROBE = ("import sys; from rules.cli.main import main; "
         "code = main([*sys.argv[1:]]); "
         "print('jsonschema' in sys.modules, code)")


def _run(tmp_path: Path, *args: str) -> tuple[bool, int, str]:
    """Whether the command imported jsonschema, its exit code, what it printed."""
    env = dict(os.environ, BANNERET_CACHE_DIR=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", PROBE, *args], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    *printed, imported, code = out.split()
    return imported == "True", int(code), out


def test_render_of_a_valid_file_does_not_import_jsonschema(tmp_path):
    png = str(tmp_path / "demo.png")
    first = _run(tmp_path, "render", str(DEMO), "-o", png, "--scale", "24")
    assert first[:2] == (True, 0)  # the tables' first check, on an empty cache folder
    assert _run(tmp_path, "render", str(DEMO), "-o", png, "--scale", "24")[:2] == (False, 0)
    assert _run(tmp_path, "validate", "-q", str(DEMO))[:2] == (False, 0)


def test_an_invalid_scenario_still_gets_jsonschemas_findings(tmp_path):
    _run(tmp_path, "validate", "-q", str(DEMO))
    bad = tmp_path / "bad.yaml"
    bad.write_text(DEMO.read_text(encoding="utf-8").replace("title:", "titel:", 1), encoding="utf-8")
    imported, code, out = _run(tmp_path, "validate", str(bad))
    assert imported and code != 0
    assert "unknown key 'titel'" in out and ":32:" in out  # jsonschema's finding, at its line


def test_the_collector_is_left_as_found():
    """`main` collects less often while a file command works and puts the thresholds back (tests and other
    programs call it in their own process); the program's entry puts them back after its imports."""
    import gc

    from rules.cli.main import main

    before = gc.get_threshold()
    assert main(["validate", "-q", str(DEMO)]) == 0
    assert gc.get_threshold() == before
    code = ("import gc; t = gc.get_threshold(); import rules.cli.program; "
            "assert gc.get_threshold() == t, (gc.get_threshold(), t)")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_a_core_command_builds_and_imports_only_its_own_group(tmp_path):
    """`render` needs the scenario commands' parser only; the help of the whole program is unchanged."""
    code = ("import sys; from rules.cli.main import main; "
            "main(['render', sys.argv[1], '-o', sys.argv[2], '--scale', '20']); "
            "other = sorted(m for m in ('rules.cli.play', 'rules.cli.balance', 'rules.cli.sheet', "
            "'rules.cli.export', 'rules.cli.resolveargs') if m in sys.modules); assert not other, other")
    subprocess.run([sys.executable, "-c", code, str(DEMO), str(tmp_path / "demo.png")], cwd=ROOT, check=True)
    helped = subprocess.run([sys.executable, "-m", "rules.cli", "--help"], cwd=ROOT, capture_output=True,
                            text=True).stdout
    assert all(c in helped for c in ("validate", "render", "selfplay", "balance", "resolve", "export"))
