"""A clone made anywhere (no ../shared beside it, no $BANNERET_RULE_TEXTS) passes the README's test command: the
tests that need the publishers' rule texts skip there, saying why, instead of failing (issue 26, item 2)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_glossary_tests_skip_without_the_rule_texts_and_say_why(tmp_path: Path) -> None:
    clone = tmp_path / "somewhere" / "banneret"  # nothing called shared/ beside it
    (clone / "tests").mkdir(parents=True)
    for name in ("conftest.py", "__init__.py", "test_glossary.py"):
        if (ROOT / "tests" / name).exists():
            shutil.copy(ROOT / "tests" / name, clone / "tests" / name)
    env = {k: v for k, v in os.environ.items() if k != "BANNERET_RULE_TEXTS"}
    env["PYTHONPATH"] = str(ROOT)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
                          "tests/test_glossary.py"], cwd=clone, env=env, capture_output=True, text=True)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    assert re.search(r"\b4 skipped\b", out) and " failed" not in out, out
    assert "rule text" in out and "missing: set BANNERET_RULE_TEXTS" in out, out


def test_rule_texts_named_but_absent_fail_rather_than_skip(tmp_path: Path) -> None:
    """CI names the texts (.ci/run): there a missing text is an error, never a silent skip."""
    env = {**os.environ, "BANNERET_RULE_TEXTS": str(tmp_path / "no-texts-here"), "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "on_its_line",
                          str(ROOT / "tests" / "test_glossary.py")], cwd=ROOT, env=env, capture_output=True, text=True)
    assert run.returncode == 1 and "4 failed" in run.stdout, run.stdout + run.stderr


def test_ci_names_the_rule_texts_when_it_has_them() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "export BANNERET_RULE_TEXTS=" in script and "../shared/seeds" in script
