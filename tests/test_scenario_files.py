"""Reading and saving scenario files: round trips, stable bytes, atomic saves, and bad input."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.paths import scenarios_dir
from rules.scenario import model as m
from rules.scenario.files import dump_scenario, load_scenario, load_scenario_bytes, save_scenario
from tests.strategies import scenarios

DEMOS = sorted(scenarios_dir().glob("*.yaml"))
MINI = b"""format: banneret/1
title: Mini
turns: {first: 1, last: 5}
map:
  grid: {columns: 10, rows: 10}
sides:
  - id: a
    name: A
    colour: "#aa0000"
    role: attacker
    rout_edge: west
    army_commander: la
    leaders:
      - {id: la, banner: a, front: {bonus: 1, rating: 3, radius: 3, mp: 8}}
    units:
      - {id: u1, banner: a, type: Ch, mounted: true, front: {sp: 3, quality: 6, mp: 6},
         back: {sp: 3, quality: 4, mp: 5}}
  - id: b
    name: B
    colour: "#0000aa"
    role: defender
    rout_edge: east
setup:
  - {unit: u1, hex: "0505", facing: N}
  - {leader: la, hex: "0505"}
"""


def codes(result) -> list[str]:
    return [f.code for f in result.findings]


def errors(result) -> list[str]:
    return [f.code for f in result.findings if f.severity == "error"]


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(scenarios())
def test_load_of_save_is_the_same_model(s):
    text = dump_scenario(s)
    r = load_scenario_bytes(text.encode(), validate=False)
    assert [f for f in r.findings if f.severity == "error"] == [], text
    assert r.scenario == s
    assert dump_scenario(r.scenario) == text  # same model, same bytes


@pytest.mark.parametrize("path", DEMOS, ids=[p.name for p in DEMOS])
def test_demo_round_trip(path, tmp_path):
    first = load_scenario(path)
    assert first.ok, [f.format(path.name) for f in first.findings]
    out = tmp_path / path.name
    save_scenario(first.scenario, out)
    again = load_scenario(out, validate=False)
    assert again.scenario == first.scenario
    save_scenario(again.scenario, tmp_path / "b.yaml")
    assert (tmp_path / "b.yaml").read_bytes() == out.read_bytes()


def test_saved_labels_stay_strings_for_any_yaml_reader(tmp_path):
    s = load_scenario_bytes(MINI).scenario
    text = dump_scenario(s)
    assert 'hex: "0505"' in text
    assert "first_column: 1" in text


def test_save_is_atomic_and_keeps_the_old_file_on_failure(tmp_path, monkeypatch):
    target = tmp_path / "battle.yaml"
    target.write_bytes(MINI)
    s = load_scenario(target).scenario
    s.title = "Changed"

    def boom(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_scenario(s, target)
    assert target.read_bytes() == MINI
    assert [p.name for p in tmp_path.iterdir()] == ["battle.yaml"]  # no temporary file left behind
    monkeypatch.undo()
    save_scenario(s, target)
    assert load_scenario(target).scenario.title == "Changed"


def test_later_format_version():
    r = load_scenario_bytes(MINI.replace(b"banneret/1", b"banneret/2"), "x.yaml")
    assert codes(r) == ["format-too-new"] and r.unreadable
    assert r.findings[0].line == 1
    assert "newer" in r.findings[0].message


@pytest.mark.parametrize(
    ("data", "code", "line"),
    [
        (b"", "empty", 1),
        (b"# only a comment\n", "empty", 1),
        (b"- a\n- b\n", "not-a-scenario", 1),
        (b"just words\n", "not-a-scenario", 1),
        (b"format: banneret/1\ntitle: [unclosed\n", "yaml-syntax", 3),
        (b"title: x\nmap: {}\n", "not-a-scenario", 1),
        (b"format: banneret/1\ntitle: caf\xe9\n", "not-utf8", 2),
        (b"format: banneret/1\x00\n", "not-text", None),
        (b"format: banneret/1\n<<: {a: 1}\n", "yaml-merge", 2),
    ],
)
def test_unreadable_files_give_one_clear_finding(data, code, line):
    r = load_scenario_bytes(data, "bad.yaml")
    assert r.scenario is None and r.unreadable
    assert codes(r) == [code]
    assert r.findings[0].line == line


def test_unknown_key_suggests_the_right_one():
    r = load_scenario_bytes(MINI.replace(b"mounted: true", b"moutned: true"))
    assert errors(r) == ["unknown-key"]  # (and the warnings of MINI: a side with no units, no victory...)
    f = next(f for f in r.findings if f.code == "unknown-key")
    assert f.line == 16 and "did you mean 'mounted'" in f.message
    assert f.format("mini.yaml").startswith("mini.yaml:16:")


def test_wrong_type_names_the_place():
    r = load_scenario_bytes(MINI.replace(b"sp: 3, quality: 6", b"sp: three, quality: 6"))
    assert errors(r) == ["wrong-type"]  # the unit left out of the model leaves its leader alone: no echo of it
    f = next(f for f in r.findings if f.code == "wrong-type")
    assert f.line == 16
    assert "sides[0].units[0].front.sp should be an integer, not the text 'three'" in f.message


def test_duplicate_key_is_reported():
    r = load_scenario_bytes(MINI + b"title: Again\n")
    assert "duplicate-key" in codes(r)
    assert next(f for f in r.findings if f.code == "duplicate-key").line == 26


def test_billion_laughs_is_refused_quickly():
    lines = ["format: banneret/1", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    t = time.perf_counter()
    r = load_scenario_bytes("\n".join(lines).encode())
    assert time.perf_counter() - t < 30  # a guard against hanging, not a benchmark
    assert codes(r) == ["too-many-nodes"]


def test_deep_nesting_is_refused():
    data = b"format: banneret/1\nx: " + b"[" * 10000 + b"]" * 10000 + b"\n"
    r = load_scenario_bytes(data)
    assert codes(r) == ["too-deep"] and r.findings[0].line == 2


def test_huge_file_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as f:
        f.write(MINI)
        f.write(b"#" * (50 * 1024 * 1024) + b"\n")
    r = load_scenario(big)
    assert codes(r) == ["file-too-large"] and r.unreadable
    assert "50.0 MiB" in r.findings[0].message


def test_missing_file_and_folder(tmp_path):
    assert codes(load_scenario(tmp_path / "nope.yaml")) == ["cannot-read"]
    assert codes(load_scenario(tmp_path)) == ["cannot-read"]


JUNK = [b":", b"- ", b"{", b"]", b"\n  ", b"&a ", b"*a", b"!!python/object:os.system ", b'"', b"0915", b"-1", b"\t"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(DEMOS), st.data())
def test_fuzzed_demo_files_give_findings_or_a_model(path, data):
    """Mutated demo files: the loader only ever returns findings or a model, never raises."""
    raw = bytearray(Path(path).read_bytes())
    for _ in range(data.draw(st.integers(1, 6))):
        kind = data.draw(st.sampled_from(["flip", "delete", "insert", "dup"]))
        pos = data.draw(st.integers(0, max(0, len(raw) - 1)))
        if kind == "flip":
            raw[pos] = data.draw(st.integers(0, 255))
        elif kind == "delete":
            del raw[pos:pos + data.draw(st.integers(1, 40))]
        elif kind == "insert":
            raw[pos:pos] = data.draw(st.sampled_from(JUNK))
        else:
            end = min(len(raw), pos + data.draw(st.integers(1, 200)))
            raw[pos:pos] = raw[pos:end]
    r = load_scenario_bytes(bytes(raw), "fuzz.yaml")
    assert r.scenario is not None or r.findings
    for f in r.findings:
        assert f.code and f.message and f.severity in ("error", "warning")
        assert isinstance(f.format("fuzz.yaml"), str)


def test_python_tags_are_never_constructed():
    r = load_scenario_bytes(b"format: banneret/1\ntitle: !!python/object/apply:os.system ['echo hi']\n")
    assert r.scenario is None and codes(r) == ["yaml-syntax"] or r.findings


def test_model_helpers():
    s = load_scenario_bytes(MINI).scenario
    assert s.side_of_unit("u1").id == "a"
    assert s.unit("u1").front == m.UnitValues(3, 6, 6)
    assert s.map.terrain_at(s.grid.parse_label("0101")) == "clear"


def test_a_file_with_errors_opens_leniently_and_saving_drops_nothing(tmp_path):
    from tests.test_validate import BASE

    text = (BASE.replace("{id: e2, banner: ed,", "{id: e2, colour_note: red, banner: ed,")
            .replace("front: {sp: 4, quality: 5, mp: 4}", "front: {sp: four, quality: 5, mp: 4}"))
    strict = load_scenario_bytes(text.encode(), "x.yaml")
    assert strict.scenario is None and "wrong-type" in codes(strict)
    r = load_scenario_bytes(text.encode(), "x.yaml", lenient=True)
    assert r.scenario is not None
    assert {"wrong-type", "unknown-key"} <= set(codes(r))
    assert r.scenario.unit("d2") is None  # the broken unit is out of the model...
    assert r.scenario.unit("e2") is not None
    out = tmp_path / "x.yaml"
    r.scenario.title = "Edited"
    save_scenario(r.scenario, out, keep=r.removed)
    saved = out.read_text()
    assert "sp: four" in saved and "colour_note: red" in saved  # ...but nothing of the file is lost
    again = load_scenario(out, lenient=True)
    assert again.scenario.title == "Edited"
    assert sorted(codes(again)) == sorted(codes(r))
    assert again.scenario == r.scenario


def test_lenient_load_of_a_broken_top_level_gives_no_model():
    r = load_scenario_bytes(b"format: banneret/1\ntitle: x\nmap: 3\nsides: []\n", lenient=True)
    assert r.scenario is None and "wrong-type" in codes(r)


def test_deleted_objects_do_not_bring_their_unknown_keys_back(tmp_path):
    from tests.test_validate import BASE

    text = BASE.replace("{id: e2, banner: ed,", "{id: e2, note: x, banner: ed,")
    r = load_scenario_bytes(text.encode(), lenient=True)
    side = r.scenario.side("en")
    side.units = [u for u in side.units if u.id != "e2"]
    r.scenario.setup = [p for p in r.scenario.setup if p.unit != "e2"]
    save_scenario(r.scenario, tmp_path / "y.yaml", keep=r.removed)
    assert "note: x" not in (tmp_path / "y.yaml").read_text()
