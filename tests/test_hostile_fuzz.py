"""Fuzzing every command that reads files (issue 19): a seeded corpus of mutants of the shipped demo scenario,
a game record, a sheet layout and a values CSV, plus hypothesis choosing the edits. Each run calls `main()`
in process (a child per run would cost a second each); the special files and the memory blow-ups are run in
bounded children in test_hostile.py. A run must exit 0, 1 or 2, say why when not 0, and print no traceback.

The editor's path is fuzzed too (issue 13): a mutated scenario or counter library is opened leniently,
saved with no edit (the same bytes), edited, saved round trip and opened again, with no traceback and the
edit read back."""

from __future__ import annotations

import copy
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.cli.main import main
from rules.scenario import model
from rules.scenario.files import load_scenario, save_scenario
from rules.scenario.library import LibraryRefused
from rules.scenario.todict import scenario_to_dict
from tests.hostile_kit import DEMO, READERS, Kit, Outcome, commands, make_kit, mutants, mutate
from tests.test_library import LIBRARY, scenario_using

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


# -- load → edit → round-trip save → load, on mutated scenarios and libraries (issue 13) -----------------------

EDITS = ("none", "title", "paint", "unpaint-last", "move", "remove-unit")


def edit_model(s: model.Scenario, kind: str) -> None:
    """One edit as the editor makes them, on whatever the mutant left of the scenario."""
    if kind == "title":
        s.title = "Edited title"
    elif kind == "paint":
        h = next(iter(s.grid.hexes()))
        s.map.terrain[h] = "marsh" if s.map.terrain_at(h) != "marsh" else "wood"
    elif kind == "unpaint-last":  # the last hex of a terrain's (often wrapped, commented) list
        wood = sorted((h for h, t in s.map.terrain.items() if t == s.map.terrain_at(h)), key=s.grid.label)
        if wood:
            del s.map.terrain[wood[-1]]
    elif kind == "move" and s.setup:
        s.setup[0].hex = next(iter(s.grid.hexes()))
    elif kind == "remove-unit":
        for side in s.sides:
            if side.units and not side.counters:
                gone = side.units.pop().id
                s.setup = [p for p in s.setup if p.unit != gone]
                break


def box_kit(folder: Path, lib_bytes: bytes | None = None) -> tuple[Path, Path]:
    folder.mkdir(parents=True)
    lib = folder / "counters.yaml"
    lib.write_bytes(lib_bytes if lib_bytes is not None else ("# the box\n" + LIBRARY).encode())
    scen = folder / "one.yaml"
    scen.write_text("# a battle\n" + scenario_using("counters.yaml"))
    return scen, lib


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(which=st.sampled_from(["demo", "library", "box-scenario"]), seed=st.integers(0, 2**32 - 1),
       kind=st.sampled_from(EDITS))
def test_mutated_scenarios_load_edit_save_and_load_again_without_a_traceback(tmp_path, which, seed, kind):
    rng = random.Random(seed)
    folder = tmp_path / f"{which}-{seed}-{kind}"
    if which == "demo":
        folder.mkdir(parents=True)
        scen = folder / "battle.yaml"
        scen.write_bytes(mutate(DEMO.read_bytes(), rng))
        lib = None
    elif which == "library":
        scen, lib = box_kit(folder, mutate(("# the box\n" + LIBRARY).encode(), rng))
    else:
        scen, lib = box_kit(folder)
        scen.write_bytes(mutate(scen.read_bytes(), rng))
    files = [p for p in (scen, lib) if p is not None]
    before = {p: p.read_bytes() for p in files}
    r = load_scenario(scen, lenient=True)
    if r.scenario is None:
        return  # refused with findings: nothing to edit (the CLI fuzz above checks the messages)
    original = r.original()
    save_scenario(copy.deepcopy(r.scenario), scen, original=original, keep=r.removed, libraries=True)
    assert {p: p.read_bytes() for p in files} == before  # no edit: the same bytes, every file
    s = copy.deepcopy(r.scenario)
    edit_model(s, kind)
    try:
        save_scenario(s, scen, original=original, keep=r.removed, libraries=True)
    except LibraryRefused:  # counters edited in a library with errors: refused, nothing written
        assert {p: p.read_bytes() for p in files} == before
        return
    again = load_scenario(scen, lenient=True)
    assert again.scenario is not None, again.findings
    assert scenario_to_dict(again.scenario) == scenario_to_dict(s)
    assert [p.name for p in folder.iterdir() if p.name.startswith(".")] == []
