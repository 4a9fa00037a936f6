"""Fuzzing every command that reads files (issue 19): a seeded corpus of mutants of the shipped demo scenario,
a game record, a sheet layout and a values CSV, plus hypothesis choosing the edits. Each run calls `main()`
in process (a child per run would cost a second each); the special files and the memory blow-ups are run in
bounded children in test_hostile.py. A run must exit 0, 1 or 2, say why when not 0, and print no traceback."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.cli.main import main
from tests.hostile_kit import READERS, Kit, Outcome, commands, make_kit, mutants, mutate

SEED = 19
PER_FILE = 5


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> Kit:
    return make_kit(tmp_path_factory.mktemp("pristine"))


def fresh(pristine: Kit, where: Path) -> Kit:
    if where.exists():
        shutil.rmtree(where)
    shutil.copytree(pristine.folder, where)
    return Kit(where)


def run_all(kit: Kit, file: str, capsys) -> list[str]:
    """Every command that reads `file`, on the kit; the problems found, one line each."""
    problems = []
    for name, argv in commands(kit):
        if name not in READERS[file]:
            continue
        code = main(argv)
        out = capsys.readouterr()
        problems += [f"{name}: {p}: {(out.err or out.out)[-300:]}" for p in Outcome(code, out.out, out.err).problems()]
    return problems


def test_every_command_accepts_the_pristine_kit(pristine, tmp_path, capsys):
    kit = fresh(pristine, tmp_path / "k")
    for name, argv in commands(kit):
        code = main(argv)
        out = capsys.readouterr()
        assert code in (0, 1) and Outcome(code, out.out, out.err).problems() == [], (name, out.err)


@pytest.mark.parametrize("file", list(READERS))
def test_a_seeded_corpus_of_mutants_never_crashes(pristine, tmp_path, capsys, file):
    problems = []
    for _, i, data in (m for m in mutants(pristine, SEED, PER_FILE) if m[0] == file):
        kit = fresh(pristine, tmp_path / f"m{i}")
        kit.files()[file].write_bytes(data)
        problems += [f"mutant {i}: {p}" for p in run_all(kit, file, capsys)]
    assert problems == []


@settings(max_examples=12, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(file=st.sampled_from(sorted(READERS)), seed=st.integers(0, 2**32 - 1))
def test_hypothesis_mutants_never_crash(pristine, tmp_path, capsys, file, seed):
    kit = fresh(pristine, tmp_path / "h")
    path = kit.files()[file]
    path.write_bytes(mutate(path.read_bytes(), random.Random(seed), csv=file == "values"))
    assert run_all(kit, file, capsys) == []
