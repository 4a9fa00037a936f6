"""The `banneret` command as a user runs it: output lines, exit codes, JSON, no Qt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.paths import scenarios_dir
from tests.test_validate import BASE

DEMOS = sorted(scenarios_dir().glob("*.yaml"))


@pytest.fixture
def good(tmp_path: Path) -> Path:
    p = tmp_path / "good.yaml"
    p.write_text(BASE)
    return p


@pytest.fixture
def bad(tmp_path: Path) -> Path:
    p = tmp_path / "bad.yaml"
    p.write_text(BASE.replace('wood: ["0304", "0305"]', 'wood: ["0304", "1305"]'))
    return p


@pytest.fixture
def warn(tmp_path: Path) -> Path:
    p = tmp_path / "warn.yaml"
    p.write_text(BASE.replace("back: {sp: 5, quality: 3, mp: 3}", "back: {sp: 6, quality: 3, mp: 3}"))
    return p


def test_validate_demos_exit_0(capsys):
    assert main(["validate", *map(str, DEMOS)]) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert f"{len(DEMOS)} files checked: 0 errors, 0 warnings" in err


def test_validate_prints_file_line_col_severity_code_message(bad, capsys):
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out == [f"{bad}:7:20: error hex-off-map: wood hex 1305 is outside the map (columns 1–12, rows 1–12)"]


def test_warnings_pass_unless_strict(warn, capsys):
    assert main(["validate", str(warn)]) == 0
    assert "warning fatigued-stronger" in capsys.readouterr().out
    assert main(["validate", "--strict", str(warn)]) == 1


def test_exit_2_when_a_file_cannot_be_read(good, tmp_path, capsys):
    junk = tmp_path / "junk.yaml"
    junk.write_bytes(b"\xff\xfe not text")
    assert main(["validate", str(good), str(junk), str(tmp_path / "missing.yaml")]) == 2
    out = capsys.readouterr().out
    assert "error not-utf8" in out and "error cannot-read" in out


def test_json_output(bad, good, capsys):
    assert main(["validate", "--json", str(bad), str(good)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data == [{"code": "hex-off-map", "severity": "error",
                     "message": "wood hex 1305 is outside the map (columns 1–12, rows 1–12)", "line": 7, "col": 20,
                     "hex": "1305", "object": None, "path": ["map", "terrain", "wood", 1], "file": str(bad)}]


def test_render_writes_a_png(good, tmp_path, capsys):
    out = tmp_path / "map.png"
    assert main(["render", str(good), "-o", str(out), "--scale", "40"]) == 0
    from PIL import Image

    with Image.open(out) as im:
        assert im.format == "PNG" and im.width > 12 * 40 * 0.75
    assert "px" in capsys.readouterr().err


def test_render_of_an_unreadable_file_leaves_no_image(tmp_path, capsys):
    src = tmp_path / "x.yaml"
    src.write_text("- not\n- a scenario\n")
    out = tmp_path / "x.png"
    assert main(["render", str(src), "-o", str(out)]) == 2
    assert not out.exists()
    assert "not-a-scenario" in capsys.readouterr().err


def test_render_to_an_unwritable_place(good, tmp_path, capsys):
    assert main(["render", str(good), "-o", str(tmp_path / "no" / "such" / "dir" / "m.png")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_info(good, capsys):
    assert main(["info", str(good)]) == 0
    out = capsys.readouterr().out
    assert "French (fr, attacker): 2 leaders, 3 units, 11 SP" in out
    assert "banner duke: duke (bonus 1, rating 3, radius 3, 8 MP), 2 units, 7 SP" in out
    assert "by type: At 1 (2 SP), Mi 1 (5 SP)" in out


def test_no_command_prints_help_and_exits_2(capsys):
    assert main([]) == 2
    assert "validate" in capsys.readouterr().err


def test_cli_imports_no_qt(good):
    code = ("import sys; from rules.cli.main import main; main(['validate', '-q', sys.argv[1]]); "
            "from rules.map import render; from rules import tables; "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'")
    subprocess.run([sys.executable, "-c", code, str(good)], check=True)


def test_validate_and_render_do_not_import_the_engine(good, tmp_path):
    """Start-up (issue 14): a core command builds only its own group's parser; only `resolve` and the play commands
    may load the engine and the game records."""
    code = ("import sys; from rules.cli.main import main; main(['validate', '-q', sys.argv[1]]); "
            "main(['render', sys.argv[1], '-o', sys.argv[2], '--scale', '20']); "
            "late = sorted(m for m in sys.modules if m.startswith(('rules.engine', 'rules.games'))); "
            "assert not late, late")
    subprocess.run([sys.executable, "-c", code, str(good), str(tmp_path / "out.png")], check=True)
