"""Issue 19: hostile and odd input never gives a traceback, a hang, unbounded memory or a silent failure.

Every case of the issue is a regression test here. Those that hung or grew memory run `banneret` in a child
process with a bounded address space and a timeout (`hostile_kit.run_bounded`); the others call `main()` in
process. A run passes when it exits 0, 1 or 2, says why when not 0, and prints no traceback (exit 3 is the
last-resort handler: a bug)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from rules.cli.main import main
from tests.hostile_kit import DEMO, Kit, Outcome, commands, make_kit, run_bounded


@pytest.fixture
def kit(tmp_path: Path) -> Kit:
    return make_kit(tmp_path / "kit")


def run(argv: list[str], capsys) -> Outcome:
    code = main(argv)
    out = capsys.readouterr()
    return Outcome(code, out.out, out.err)


def ok(o: Outcome, code: int | None = None, says: str | None = None) -> Outcome:
    assert o.problems() == [], (o.code, o.stderr[-2000:], o.stdout[-2000:])
    if code is not None:
        assert o.code == code, (o.code, o.stderr, o.stdout)
    if says is not None:
        assert says in o.stdout + o.stderr, (o.stdout, o.stderr)
    return o


def demo_with(pattern: str, repl: str, count: int = 1) -> str:
    text = DEMO.read_text(encoding="utf-8")
    new = re.sub(pattern, repl, text, count=count, flags=re.M)
    assert new != text
    return new


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


# -- special files: no hang, no unbounded read ------------------------------------------------------------

def test_a_fifo_or_a_device_as_scenario_is_refused_at_once(kit):
    fifo = kit.folder / "pipe.yaml"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero"), Path("/dev/urandom")):
        o = ok(run_bounded(["validate", str(path)], kit.folder), 2)
        assert "not a regular file" in o.stdout, o.stdout


def test_a_record_whose_scenario_is_a_device_or_a_fifo_is_refused(kit):
    os.mkfifo(kit.folder / "pipe.yaml")
    depth = "../" * len(kit.folder.resolve().parts)
    for target in (f"{depth}dev/zero", f"{depth}dev/urandom", "pipe.yaml"):
        kit.record.write_text(kit.record.read_text().replace("path: scenario.yaml", f"path: {target}"))
        o = ok(run_bounded(["replay", str(kit.record)], kit.folder), 2, "not a regular file")
        assert f"{kit.record}:4:" in o.stdout + o.stderr  # at the line of the scenario path
        kit.record.write_text(kit.record.read_text().replace(f"path: {target}", "path: scenario.yaml"))


def test_a_record_with_an_absolute_scenario_path_is_refused(kit, capsys):
    kit.record.write_text(kit.record.read_text().replace("path: scenario.yaml", f"path: {kit.scenario}"))
    ok(run(["replay", str(kit.record)], capsys), 2, "path-outside")


@pytest.mark.parametrize("where", ["record", "layout-image", "layout-name"])
def test_nul_bytes_and_overlong_paths_are_messages(kit, capsys, where):
    for bad in ("a\\0b.yaml", "x" * 5000 + ".yaml"):
        if where == "record":
            kit.record.write_text(RECORD_WITH(bad))
            ok(run(["replay", str(kit.record)], capsys), 2, "scenario-not-found")
        elif where == "layout-image":
            kit.layout.write_text(kit.layout.read_text().replace("{image: sheet.png}", f'{{image: "{bad}"}}'))
            ok(run(["sheet", "slice", str(kit.layout)], capsys), 2, "image-unreadable")
            kit.layout.write_text(kit.layout.read_text().replace(f'{{image: "{bad}"}}', "{image: sheet.png}"))
        else:
            kit.layout.write_text(kit.layout.read_text().replace('"{id}-{face}.png"', f'"{bad}{{id}}-{{face}}.png"'))
            ok(run(["sheet", "apply", str(kit.layout), str(kit.values), str(kit.scenario)], capsys), 1, "bad-name")
            kit.layout.write_text(kit.layout.read_text().replace(f'"{bad}{{id}}-{{face}}.png"', '"{id}-{face}.png"'))


def RECORD_WITH(path: str) -> str:  # noqa: N802 - a template
    return f'format: banneret-game/1\ntitle: t\nscenario:\n  path: "{path}"\nseed: 1\nstart: {{turn: 3}}\nmoves: []\n'


# -- numbers as the model needs them, YAML's implicit types ----------------------------------------------

def test_a_whole_number_written_as_a_float_is_a_finding_at_its_line_and_no_command_crashes(kit, capsys):
    text = demo_with(r"^(    columns: )(\d+)", r"\g<1>\2.0")
    kit.scenario.write_text(text)
    line = line_of(text, "columns: ")
    o = ok(run(["validate", str(kit.scenario)], capsys), 1)
    assert f"{kit.scenario}:{line}:5: error wrong-type" in o.stdout
    for name, argv in commands(kit):
        if name != "sheet-slice":
            ok(run(argv, capsys))
            assert main(argv) != 0 or name == "sheet-slice"


@pytest.mark.parametrize("value", ["2024-02-30", "2024-02-20", "!!binary aGVsbG8=", ".inf"])
def test_yaml_dates_and_odd_scalars_never_reach_the_model(kit, capsys, value):
    kit.scenario.write_text(demo_with(r"^title: .*$", f"title: {value}"))
    for _, argv in commands(kit):
        ok(run(argv, capsys))
    kit.scenario.write_text(demo_with(r"^(    columns: )\d+", rf"\g<1>{value}"))
    ok(run(["validate", str(kit.scenario)], capsys), 1, "wrong-type")


@pytest.mark.parametrize("version", ["¹", "9" * 5000, "", "1x"])
def test_format_versions_that_are_not_short_digit_runs_are_messages(kit, capsys, version):
    kit.scenario.write_text(demo_with(r"^format: banneret/1", f"format: banneret/{version}"))
    ok(run(["validate", str(kit.scenario)], capsys), 2, "format-too-new")
    kit.record.write_text(kit.record.read_text().replace("banneret-game/1", f"banneret-game/{version}"))
    ok(run(["replay", str(kit.record)], capsys), 2, "format-too-new")
    kit.layout.write_text(kit.layout.read_text().replace("banneret-sheet/1", f"banneret-sheet/{version}"))
    ok(run(["sheet", "slice", str(kit.layout)], capsys), 2, "format-too-new")
    lib = kit.folder / "lib.yaml"
    lib.write_text(f"format: banneret-counters/{version}\nsides: []\n")
    ok(run(["validate", str(lib)], capsys), 2, "format-too-new")


@pytest.mark.parametrize("value", ["&a [*a]", "&a {x: *a}", "&a [[[*a]]]"])
def test_a_yaml_value_that_contains_itself_is_refused_at_its_line(kit, capsys, value):
    text = demo_with(r"^(    wood: ).*$", rf"\g<1>{value}")
    kit.scenario.write_text(text)
    o = ok(run(["validate", str(kit.scenario)], capsys), 2, "yaml-recursive")
    assert f":{line_of(text, 'wood: ')}:" in o.stdout


@pytest.mark.parametrize("text", ["---\n", "~\n", "--- ~\n", "null\n"])
def test_a_document_with_no_value_says_so(kit, capsys, text):
    kit.scenario.write_text(text)
    ok(run(["validate", str(kit.scenario)], capsys), 2, "error empty")


# -- costs bounded by design --------------------------------------------------------------------------------

def test_a_huge_legal_map_is_refused_by_render_with_a_message(kit, capsys):
    kit.scenario.write_text(demo_with(r"^(    columns: )\d+", r"\g<1>500").replace("    rows: 20", "    rows: 500"))
    o = ok(run(["render", str(kit.scenario), "-o", str(kit.folder / "o.png")], capsys), 1, "give a smaller --scale")
    assert not (kit.folder / "o.png").exists() and "Traceback" not in o.stderr


def test_a_map_past_the_hex_limit_is_refused_before_any_work(kit, capsys):
    text = demo_with(r"^(    columns: )\d+", r"\g<1>999").replace("    rows: 20", "    rows: 999")
    kit.scenario.write_text(text)
    o = ok(run(["validate", str(kit.scenario)], capsys), 2, "too-many")
    assert f":{line_of(text, 'columns: 999')}:14: error too-many" in o.stdout


def test_fifty_thousand_units_are_refused_in_bounded_memory(kit):
    unit = ("      - {id: u%d, banner: richard, type: Ch, mounted: true, front: {sp: 4, quality: 7, mp: 6}, "
            "back: {sp: 3, quality: 5, mp: 5}}\n")
    text = DEMO.read_text()
    at = text.index("    units:\n") + len("    units:\n")
    kit.scenario.write_text(text[:at] + "".join(unit % i for i in range(50_000)) + text[at:])
    assert kit.scenario.stat().st_size > 5 * 2**20
    ok(run_bounded(["validate", str(kit.scenario)], kit.folder), 2, "too-many-values")
    kit.scenario.write_text(text[:at] + "".join(unit % i for i in range(5_001)) + text[at:])  # few values, many units
    o = ok(run_bounded(["validate", str(kit.scenario)], kit.folder), 2, "error too-many:")
    assert "at most 5,000" in o.stdout


def test_a_hundred_thousand_row_csv_is_refused_quickly(kit):
    row = kit.values.read_text().splitlines()[1]
    kit.values.write_text(kit.values.read_text() + "".join(row.replace("k2", f"k{i}") + "\n" for i in range(100_000)))
    ok(run_bounded(["sheet", "apply", str(kit.layout), str(kit.values), str(kit.scenario), "-n"], kit.folder),
       2, "too-many-rows")


@pytest.mark.parametrize("name", ["{id:>100000000}.png", "{id:{row}}-{face}.png", "{id!r}-{face}.png"])
def test_a_crop_name_pattern_is_checked_before_use(kit, name):
    kit.layout.write_text(kit.layout.read_text().replace('"{id}-{face}.png"', f'"{name}"'))
    o = ok(run_bounded(["sheet", "slice", str(kit.layout)], kit.folder), 1, "bad-name")
    assert len(o.stdout) < 2000


# -- every failure says why ---------------------------------------------------------------------------------

def test_sheet_apply_with_a_layout_in_place_of_the_scenario_says_so(kit, capsys):
    ok(run(["sheet", "apply", str(kit.layout), str(kit.values), str(kit.layout)], capsys), 2,
       "this is a counter-sheet layout; give the scenario")


def test_info_exits_1_on_a_scenario_with_errors_as_documented(kit, capsys):
    kit.scenario.write_text(demo_with(r"^(    army_commander: )\S+", r"\g<1>nobody"))
    ok(run(["info", str(kit.scenario)], capsys), 1, "1 error")


def test_an_unexpected_exception_is_one_line_and_exit_3(kit, capsys, monkeypatch):
    import rules.cli.scenario as cli_scenario

    def boom(*_a, **_k):
        raise RuntimeError("boom\nsecond line")

    monkeypatch.setattr(cli_scenario, "load_scenario", boom)
    o = run(["validate", str(kit.scenario)], capsys)
    assert o.code == 3 and o.problems() == ["exit code 3"]
    assert o.stderr.count("\n") == 1 and "internal error: RuntimeError: boom second line" in o.stderr
    assert str(kit.scenario) in o.stderr and "please report" in o.stderr


@pytest.mark.parametrize("scale", ["nan", "inf", "-inf", "NaN"])
def test_a_scale_that_is_not_a_finite_number_is_refused_with_a_message(kit, capsys, scale):
    with pytest.raises(SystemExit) as stop:  # argparse's own usage error: exit 2 and a line that says why
        main(["render", str(DEMO), "-o", str(kit.folder / "map.png"), f"--scale={scale}"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "is not a finite number" in err and "Traceback" not in err
    assert not (kit.folder / "map.png").exists()
