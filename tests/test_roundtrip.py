"""Issue 13 part A: saving keeps what the user did not change byte for byte, keeps invalid input as written,
and never damages a counter library."""

from __future__ import annotations

import copy
import dataclasses
import difflib
import os
import re
from functools import partial
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import rules.fileio.roundtrip as roundtrip
from bench.make_big_map import make_big_scenario
from rules.bbg.files import bbg_text, load_bbg
from rules.scenario import model as m
from rules.scenario.files import commit_files, load_scenario, save_scenario, scenario_text
from rules.scenario.library import LibraryRefused
from tests.test_library import LIBRARY, scenario_using

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml"))
DEMO = ROOT / "scenarios" / "tremithoussia-demo.yaml"
HSETTINGS = settings(max_examples=10, deadline=None, phases=[Phase.explicit, Phase.generate], suppress_health_check=[HealthCheck.function_scoped_fixture])


def changed_lines(before: str, after: str) -> tuple[list[str], list[str]]:
    """The lines the save removed from the file and the lines it added."""
    gone, added = [], []
    for line in difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0):
        if line.startswith("-") and not line.startswith("---"):
            gone.append(line[1:])
        elif line.startswith("+") and not line.startswith("+++"):
            added.append(line[1:])
    return gone, added


def copy_of(path: Path, tmp_path: Path, text: str | None = None) -> Path:
    out = tmp_path / path.name
    out.write_bytes(path.read_bytes() if text is None else text.encode())
    return out


def resave(path: Path, edit=None):
    r = load_scenario(path, lenient=True)
    s = copy.deepcopy(r.scenario)
    if edit:
        edit(s)
    before = path.read_text(encoding="utf-8")
    save_scenario(s, path, original=r.original(), keep=r.removed, libraries=True)
    return before, path.read_text(encoding="utf-8"), s


# -- no edit: the same bytes -------------------------------------------------------------------------------

@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_saving_without_an_edit_writes_the_same_bytes(path, tmp_path):
    f = copy_of(path, tmp_path)
    resave(f)
    assert f.read_bytes() == path.read_bytes()


@HSETTINGS
@given(seed=st.integers(1, 10_000), cols=st.integers(6, 30), rows=st.integers(6, 30))
def test_generated_maps_load_and_save_to_the_same_bytes(tmp_path, seed, cols, rows):
    f = tmp_path / "big.yaml"
    save_scenario(make_big_scenario(cols, rows, 12, seed=seed), f)  # new file: the stable writer
    data = f.read_bytes()
    resave(f)
    assert f.read_bytes() == data


# -- edits: only the lines they touch ------------------------------------------------------------------

@HSETTINGS
@given(data=st.data())
def test_painting_a_hex_changes_only_terrain_lines_and_keeps_every_comment(tmp_path, data):
    path = data.draw(st.sampled_from(SCENARIOS))
    f = copy_of(path, tmp_path)
    s0 = load_scenario(f, lenient=True).scenario
    hexes = list(s0.grid.hexes())
    h = data.draw(st.sampled_from(hexes))
    terrain = data.draw(st.sampled_from([t for t in m.HEX_TERRAIN if t != s0.map.terrain_at(h)]))

    def paint(s):
        if terrain == "clear":
            s.map.terrain.pop(h, None)
        else:
            s.map.terrain[h] = terrain

    before, after, s = resave(f, paint)
    gone, added = changed_lines(before, after)
    assert 1 <= len(gone) + len(added) <= 4, (gone, added)
    label = s.grid.label(h)

    def without_label(line: str) -> str:
        return re.sub(rf'"{label}",?', "", line).replace(" ", "").replace(",]", "]")

    for line in gone:  # the line lost the label, or gained it
        assert f'"{label}"' in line or without_label(line) in {without_label(a) for a in after.splitlines()}, line
    for line in added:
        assert f'"{label}"' in line or line.lstrip().startswith(f"{terrain}:") or \
            without_label(line) in {without_label(g) for g in before.splitlines()}, line
    assert [ln[ln.index("#"):] for ln in before.splitlines() if "#" in ln] == \
        [ln[ln.index("#"):] for ln in after.splitlines() if "#" in ln]  # every comment, in order
    assert load_scenario(f, lenient=True).scenario == s


def test_renaming_a_unit_changes_one_line(tmp_path):
    f = copy_of(DEMO, tmp_path)

    def rename(s):
        s.unit("cru-ch-household").name = "Richard's household"

    before, after, s = resave(f, rename)
    assert changed_lines(before, after) == (['        name: "Household knights"'],
                                            ['        name: "Richard\'s household"'])
    assert load_scenario(f).scenario == s


def test_adding_a_unit_only_inserts_lines_in_the_files_style(tmp_path):
    f = copy_of(DEMO, tmp_path)

    def add(s):
        side, unit = next((sd, u) for sd, u in s.units() if u.id == "cru-ch-household")
        side.units.append(dataclasses.replace(unit, id="cru-ch-household-2", name=None))
        s.setup.append(dataclasses.replace(s.setup[0], unit="cru-ch-household-2", leader=None,
                                           hex=s.grid.parse_label("0101")))

    before, after, s = resave(f, add)
    gone, added = changed_lines(before, after)
    assert gone == []
    assert "      - id: cru-ch-household-2" in added
    assert "        front: {sp: 3, quality: 6, mp: 6}" in added  # flow values, as its neighbours
    assert any(ln.startswith("  - {unit: cru-ch-household-2, hex: \"0101\"") for ln in added)
    assert load_scenario(f, lenient=True).scenario == s


def test_removing_a_unit_cuts_its_lines_only(tmp_path):
    f = copy_of(DEMO, tmp_path)

    def remove(s):
        side = next(sd for sd, u in s.units() if u.id == "cru-ch-household")
        side.units = [u for u in side.units if u.id != "cru-ch-household"]
        s.setup = [p for p in s.setup if p.unit != "cru-ch-household"]

    before, after, s = resave(f, remove)
    gone, added = changed_lines(before, after)
    assert added == [] and "      - id: cru-ch-household" in gone
    assert all("household" in ln.lower() or ln.lstrip().startswith(("banner", "type", "mounted", "fire", "front",
                                                                        "back", "dismounted", "images"))
               for ln in gone), gone
    assert load_scenario(f, lenient=True).scenario == s


def test_a_new_file_gets_the_stable_writer(tmp_path):
    s = make_big_scenario(8, 8, 4, seed=3)
    save_scenario(s, tmp_path / "a.yaml")
    save_scenario(s, tmp_path / "b.yaml", original=None)
    assert (tmp_path / "a.yaml").read_bytes() == (tmp_path / "b.yaml").read_bytes()
    assert load_scenario(tmp_path / "a.yaml").scenario == s


# -- invalid input is kept ---------------------------------------------------------------------------------

def test_an_invalid_value_is_saved_as_written_and_its_finding_keeps_the_disk_line(tmp_path):
    text = DEMO.read_text(encoding="utf-8")
    text = re.sub(r"orientation: flat\b", "orientation: flatt", text, count=1)
    f = copy_of(DEMO, tmp_path, text)
    disk_line = text.splitlines().index(next(ln for ln in text.splitlines() if "orientation: flatt" in ln)) + 1
    first = load_scenario(f, lenient=True)
    assert [(x.code, x.line) for x in first.findings if x.path and "orientation" in x.path] == \
        [(first.findings[0].code, disk_line)]

    def paint(s):
        s.map.terrain[s.grid.parse_label("0101")] = "marsh"

    before, after, _ = resave(f, paint)
    assert "orientation: flatt" in after
    again = load_scenario(f, lenient=True)
    assert [(x.code, x.line, x.col) for x in again.findings if x.path and "orientation" in x.path] == \
        [(x.code, x.line, x.col) for x in first.findings if x.path and "orientation" in x.path]


def test_an_invalid_unit_stays_in_the_file_when_its_neighbour_is_edited(tmp_path):
    text = DEMO.read_text(encoding="utf-8").replace("type: Ch", "type: Chx", 1)
    f = copy_of(DEMO, tmp_path, text)
    r = load_scenario(f, lenient=True)
    assert r.removed  # the unit is not in the model

    def edit(s):
        next(u for _, u in s.units()).name = "Someone else"

    before, after, _ = resave(f, edit)
    assert "type: Chx" in after
    gone, added = changed_lines(before, after)
    assert len(gone) == len(added) == 1


# -- counter libraries -------------------------------------------------------------------------------------

@pytest.fixture
def box(tmp_path):
    (tmp_path / "box").mkdir()
    (tmp_path / "battles").mkdir()
    lib = tmp_path / "box" / "counters.yaml"
    lib.write_text("# the box's counters, checked against the sheets\n" + LIBRARY)
    scen = tmp_path / "battles" / "one.yaml"
    scen.write_text(scenario_using("../box/counters.yaml"))
    return scen, lib


def test_a_library_with_a_typo_is_never_written(box):
    scen, lib = box
    lib.write_text(lib.read_text().replace("quality: 5, mp: 4}, back", "quality: five, mp: 4}, back", 1))
    data = lib.read_bytes()
    r = load_scenario(scen, lenient=True)
    assert any(f.code == "library-partial" for f in r.findings)
    save_scenario(r.scenario, scen, original=r.original(), libraries=True)
    assert lib.read_bytes() == data
    save_scenario(r.scenario, scen, libraries=True)  # a document without its original: compared with the file
    assert lib.read_bytes() == data


def test_adding_counters_to_a_side_whose_library_is_broken_is_refused_naming_it(box):
    scen, lib = box
    lib.write_text(lib.read_text().replace("quality: 5, mp: 4}, back", "quality: five, mp: 4}, back", 1))
    data, scen_data = lib.read_bytes(), scen.read_bytes()
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    side = next(x for x in s.sides if x.counters)
    side.units.append(m.Unit("n1", "king", "Pi", m.UnitValues(4, 5, 4), m.UnitValues(4, 4, 3)))
    with pytest.raises(LibraryRefused, match=re.escape(str(lib))):
        save_scenario(s, scen, original=r.original(), libraries=True)
    assert lib.read_bytes() == data and scen.read_bytes() == scen_data


def test_a_file_that_is_not_a_library_is_never_overwritten(box):
    scen, _ = box
    notes = scen.parent / "notes.yaml"
    notes.write_text("# my notes\nto do: check the river\n")
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    s.unit("d2").front.quality = 6
    next(x for x in s.sides if x.counters).counters = "notes.yaml"
    with pytest.raises(LibraryRefused, match="notes.yaml is not a counter library"):
        save_scenario(s, scen, original=r.original(), libraries=True)
    assert notes.read_text() == "# my notes\nto do: check the river\n"


def test_saving_a_library_changes_only_the_edited_counter(box):
    scen, lib = box
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    s.unit("d2").front.quality = 6
    before = lib.read_text()
    save_scenario(s, scen, original=r.original(), libraries=True)
    gone, added = changed_lines(before, lib.read_text())
    assert gone == ["      - {id: d2, banner: duke, type: Pi, front: {sp: 4, quality: 5, mp: 4}, back: {sp: 4, "
                    "quality: 4, mp: 3}}"]
    assert added == [gone[0].replace("quality: 5", "quality: 6")]
    assert load_scenario(scen).scenario.unit("d2").front.quality == 6


def test_an_unchanged_library_is_not_touched(box):
    scen, lib = box
    os.utime(lib, (1_000_000, 1_000_000))
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    s.title = "Another title"
    save_scenario(s, scen, original=r.original(), libraries=True)
    assert lib.stat().st_mtime == 1_000_000


def test_a_save_interrupted_between_renames_is_completed_on_the_next_open(box, monkeypatch):
    scen, lib = box
    r = load_scenario(scen, lenient=True)
    s = copy.deepcopy(r.scenario)
    s.unit("d2").front.quality = 6
    s.title = "Renamed battle"
    real = os.replace
    calls = []

    def crash_after_first(src, dst):
        calls.append(dst)
        if len(calls) == 2:
            raise KeyboardInterrupt  # the process dies here
        real(src, dst)

    import rules.scenario.files as files

    monkeypatch.setattr(files.os, "replace", crash_after_first)
    with pytest.raises(KeyboardInterrupt):
        save_scenario(s, scen, original=r.original(), libraries=True)
    monkeypatch.setattr(files.os, "replace", real)
    assert "Renamed battle" not in scen.read_text()  # half done: the library is new, the scenario old
    again = load_scenario(scen)
    assert any(f.code == "save-interrupted" for f in again.findings)
    assert again.scenario.title == "Renamed battle" and again.scenario.unit("d2").front.quality == 6
    assert [p.name for p in scen.parent.iterdir()] == ["one.yaml"]


def test_commit_files_of_one_file_is_a_plain_atomic_write(tmp_path):
    f = tmp_path / "x.yaml"
    commit_files([(f, "a: 1\n")])
    assert f.read_text() == "a: 1\n" and [p.name for p in tmp_path.iterdir()] == ["x.yaml"]


@pytest.mark.parametrize(("sibling", "added"), [
    ("    extra: {a: 1}\n", "    extra: {b: 2}\n"),                 # the siblings write it on one line
    ("    extra:\n      a: 1\n", "    extra:\n      b: 2\n")])      # ... or as a block
def test_a_key_added_to_a_mapping_is_written_as_its_siblings_write_it(sibling, added):
    """A key new to one mapping (a troop type's `role_values`) takes the style the sibling mappings give the same
    key, whichever style the writer would choose alone."""
    from rules.fileio.roundtrip import patch_yaml
    from rules.fileio.yamlio import FlowMap

    text = "types:\n  one:\n    name: x\n" + sibling + "  two:\n    name: y\n"
    old = {"types": {"one": {"name": "x", "extra": {"a": 1}}, "two": {"name": "y"}}}
    for value in ({"b": 2}, FlowMap({"b": 2})):
        new = copy.deepcopy(old)
        new["types"]["two"]["extra"] = value
        assert patch_yaml(text, old, new) == text + added


@pytest.mark.parametrize("kind", ["scenario", "bbg"])
def test_a_patched_text_that_reads_back_otherwise_is_written_afresh_with_a_note(kind, monkeypatch):
    """Both kinds of document check the round-trip text the same way (`roundtrip.patch_checked`): a patch
    that does not read back as the edited model is dropped for the stable writer, and the user is told."""
    if kind == "scenario":
        loaded = load_scenario(DEMO, validate=False)
        model, original = loaded.scenario, loaded.original()
        model.title = "Renamed"
        write, afresh = partial(scenario_text, model, original), partial(scenario_text, model)
    else:
        loaded = load_bbg(ROOT / "scenarios" / "bbg" / "armies" / "hoplite-league.yaml", validate=False)
        model = loaded.model
        model.troop_types["hoplite"].morale = 10
        write, afresh = partial(bbg_text, model, loaded), partial(bbg_text, model)
    text, note = write()
    assert note is None and "#" in text  # the file's comments kept

    monkeypatch.setattr(roundtrip, "patch_yaml", lambda text, old, new: text)  # a patch that lost the edit
    text, note = write()
    assert note == "the file's comments and layout could not be kept; it was written afresh"
    assert text == afresh()[0]

    def refuse(text, old, new):
        raise roundtrip.RoundTripError("a value cannot be rewritten in place")

    monkeypatch.setattr(roundtrip, "patch_yaml", refuse)
    text, note = write()
    assert note == ("the file's comments and layout could not be kept (a value cannot be rewritten in place); "
                    "it was written afresh")
    assert text == afresh()[0]
