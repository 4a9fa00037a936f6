"""Counter libraries: one file of counters that several scenarios reference (issue: counter sheets)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.cli.main import main
from rules.scenario.files import load_scenario, save_scenario
from tests.test_validate import BASE

LIBRARY = """\
format: banneret-counters/1
title: A game box
sides:
  - id: fr
    name: French
    colour: "#2030a0"
    leaders:
      - {id: king, banner: king, front: {bonus: 2, rating: 4, radius: 4, mp: 8}, replacement: {bonus: 1, rating: 3, radius: 3, mp: 8}}
      - {id: duke, banner: duke, front: {bonus: 1, rating: 3, radius: 3, mp: 8}, replacement: {bonus: 0, rating: 2, radius: 2, mp: 8}}
    units:
      - {id: k1, banner: king, type: Ch, mounted: true, front: {sp: 4, quality: 7, mp: 6}, back: {sp: 4, quality: 5, mp: 5}}
      - {id: d1, banner: duke, type: Ar, fire: true, front: {sp: 3, quality: 5, mp: 4}, back: {sp: 3, quality: 4, mp: 3}}
      - {id: d2, banner: duke, type: Pi, front: {sp: 4, quality: 5, mp: 4}, back: {sp: 4, quality: 4, mp: 3}}
  - id: scots
    name: Scots
    units:
      - {id: s1, banner: bruce, type: Pi, front: {sp: 5, quality: 5, mp: 4}, back: {sp: 5, quality: 4, mp: 3}}
    leaders:
      - {id: bruce, banner: bruce, front: {bonus: 2, rating: 4, radius: 4, mp: 8}, replacement: {bonus: 1, rating: 3, radius: 3, mp: 8}}
"""


def scenario_using(ref: str) -> str:
    start = BASE.index("    leaders:\n      - {id: king")
    end = BASE.index("  - id: en")
    return BASE[:start] + f"    counters: {ref}\n" + BASE[end:]


@pytest.fixture
def box(tmp_path: Path) -> tuple[Path, Path]:
    (tmp_path / "box").mkdir()
    (tmp_path / "battles").mkdir()
    lib = tmp_path / "box" / "counters.yaml"
    lib.write_text(LIBRARY)
    scen = tmp_path / "battles" / "one.yaml"
    scen.write_text(scenario_using("../box/counters.yaml"))
    return scen, lib


def test_a_scenario_takes_its_counters_from_the_library(box):
    scen, _ = box
    r = load_scenario(scen)
    assert r.findings == [] and r.ok
    fr = r.scenario.side("fr")
    assert [u.id for u in fr.units] == ["k1", "d1", "d2"]
    assert fr.counters == "../box/counters.yaml"
    assert r.scenario.unit("k1").front.quality == 7


def test_a_corrected_value_reaches_every_scenario(box, tmp_path):
    scen, lib = box
    other = tmp_path / "battles" / "two.yaml"
    other.write_text(scenario_using("../box/counters.yaml"))
    lib.write_text(LIBRARY.replace("front: {sp: 4, quality: 7, mp: 6}", "front: {sp: 4, quality: 8, mp: 6}"))
    assert load_scenario(scen).scenario.unit("k1").front.quality == 8
    assert load_scenario(other).scenario.unit("k1").front.quality == 8


def test_findings_about_library_counters_are_reported_in_the_library(box, capsys):
    scen, lib = box
    lib.write_text(LIBRARY.replace("type: Pi, front: {sp: 4, quality: 5,", "type: Pi, front: {sp: 4, quality: 12,", 1))
    assert main(["validate", str(scen)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    assert out[0].startswith(f"{lib.resolve()}:13:")
    assert "quality-range" in out[0]
    assert main(["validate", str(lib)]) == 1  # and the library checked on its own says the same
    assert f"{lib}:13:" in capsys.readouterr().out


def test_a_clean_library_validates_on_its_own(box, capsys):
    _, lib = box
    assert main(["validate", "--strict", str(lib)]) == 0
    assert main(["render", str(lib), "-o", str(lib.with_suffix(".png"))]) == 2
    assert "counter library" in capsys.readouterr().err


@pytest.mark.parametrize(("ref", "code"), [("../box/missing.yaml", "library-unreadable"),
                                           ("/etc/counters.yaml", "library-outside")])
def test_bad_references(box, ref, code):
    scen, _ = box
    scen.write_text(scenario_using(ref))
    r = load_scenario(scen)
    assert code in [f.code for f in r.findings]
    f = next(f for f in r.findings if f.code == code)
    assert f.line == scen.read_text().splitlines().index(f"    counters: {ref}") + 1


def test_library_without_that_side(box):
    scen, lib = box
    lib.write_text(LIBRARY.replace("- id: fr", "- id: france"))
    r = load_scenario(scen)
    f = next(f for f in r.findings if f.code == "library-no-side")
    assert "has no side 'fr' (it has: france, scots)" in f.message


def test_counters_in_both_places_is_an_error(box):
    scen, _ = box
    text = BASE.replace("    army_commander: king\n", "    army_commander: king\n    counters: ../box/counters.yaml\n")
    scen.write_text(text)
    assert "counters-and-own" in [f.code for f in load_scenario(scen).findings]


def test_saving_writes_the_reference_and_the_library_keeps_its_other_sides(box):
    scen, lib = box
    s = load_scenario(scen).scenario
    s.unit("d2").front.quality = 6
    save_scenario(s, scen, libraries=True)
    text = scen.read_text()
    assert "counters: ../box/counters.yaml" in text and "id: k1" not in text
    lib_text = lib.read_text()
    assert "id: s1" in lib_text and "title: A game box" in lib_text
    again = load_scenario(scen)
    assert again.findings == []
    assert again.scenario == s
    assert again.scenario.unit("d2").front.quality == 6
