"""`banneret bbg info`: armies, units, points and figures by troop type of the BBG demo files, as text and as
JSON, with the exit codes of every command (docs/cli.md)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rules.cli.main import build_parser, main
from rules.i18n import set_language

DEMO = Path(__file__).resolve().parents[1] / "scenarios" / "bbg"
TABLE = DEMO / "meadow-of-kohalom.yaml"


@pytest.fixture(autouse=True)
def english_afterwards():
    """A test that runs `main --lang hu` leaves the language set: the next test module reads English."""
    yield
    set_language("en")


def test_info_on_the_table_sums_each_side(capsys):
    assert main(["bbg", "info", str(TABLE)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["The Meadow of Kőhalom (an invented battle)", "  table 48 × 32 M at 2.5 cm per M; 8 rounds"]
    assert ("Hoplite League (league): army The Hoplite League (an invented army); 5 units, 68 figures, 270 points"
            in out)
    assert ("  by type: Cretan archer 6 figures (18), Hoplite 48 figures (192), Light horse 6 figures (36), "
            "Peltast 8 figures (24)") in out


def test_info_json_gives_figures_and_points_by_type(capsys):
    assert main(["bbg", "info", "--json", str(TABLE)]) == 0
    info = json.loads(capsys.readouterr().out)
    tribes = info["sides"][1]
    assert (tribes["id"], tribes["units"], tribes["figures"], tribes["points"]) == ("tribes", 5, 80, 244)
    assert tribes["figures_by_type"] == {"Javelinman": 8, "Slinger": 4, "Tribal rider": 4, "Tribal warrior": 64}
    assert (info["errors"], info["warnings"]) == (0, 0)


def test_info_on_an_army_list_and_on_a_sheet(capsys):
    assert main(["bbg", "info", "--json", str(DEMO / "armies" / "hill-tribes.yaml")]) == 0
    army = json.loads(capsys.readouterr().out)
    assert (army["kind"], army["figures"], army["points"]) == ("army", 80, 244)
    assert army["troop_types"]["warrior"]["attack"] == 12  # the designer's value, as written (B57)
    assert main(["bbg", "info", str(DEMO / "meadow-of-kohalom.league-sheet.yaml")]) == 0
    assert "  round 1: 0 charges, 4 moves, 1 shot" in capsys.readouterr().out


def test_info_exits_1_on_a_file_with_errors_and_still_sums_it_up(tmp_path, capsys):
    shutil.copytree(DEMO, tmp_path / "bbg")
    p = tmp_path / "bbg" / "meadow-of-kohalom.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("pose: [27, 8, 0]", "pose: [20, 8, 0]"), encoding="utf-8")
    assert main(["bbg", "info", str(p)]) == 1
    out, err = capsys.readouterr()
    assert "5 units, 68 figures" in out
    assert "meadow-of-kohalom.yaml: 1 error; run 'banneret validate" in err


def test_info_exits_2_on_a_missing_file_and_bbg_alone_shows_its_commands(tmp_path, capsys):
    assert main(["bbg", "info", str(tmp_path / "none.yaml")]) == 2
    assert "cannot read the file: no such file" in capsys.readouterr().err
    assert main(["bbg"]) == 2
    assert "info" in capsys.readouterr().err


def test_the_computations_register_under_bbg_when_their_module_is_present(monkeypatch):
    """rules/cli/bbg_compute.py (the table helper's) adds melee | shoot | morale | move | zones."""
    import sys
    import types

    fake = types.ModuleType("rules.cli.bbg_compute")
    fake.add_compute_parsers = lambda bsub: bsub.add_parser("zones", help="the zones of a unit")
    monkeypatch.setitem(sys.modules, "rules.cli.bbg_compute", fake)
    monkeypatch.setattr("importlib.util.find_spec", lambda name: object())
    help_text = build_parser(plugins=False, command="bbg")._subparsers._group_actions[0].choices["bbg"].format_help()
    assert "the zones of a unit" in help_text


def test_findings_speak_the_language_with_the_same_codes_and_lines(tmp_path, capsys):
    """The BBG findings go through the catalogues (fr/hu/it/pl complete: tests/test_i18n.py)."""
    shutil.copytree(DEMO, tmp_path / "bbg")
    p = tmp_path / "bbg" / "meadow-of-kohalom.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("pose: [4, 23, 180]", "pose: [0.9, 23, 180]"), encoding="utf-8")
    assert main(["--lang", "hu", "validate", str(p)]) == 1
    out = capsys.readouterr().out
    assert ":72:46: error bbg-off-table: a(z) 'riders-1' egység részben vagy egészen az asztalon kívül áll" in out
    assert main(["--lang", "pl", "bbg", "info", str(p)]) == 1
    out = capsys.readouterr().out
    assert "stół 48 × 32 M, 2.5 cm na M; 8 rund" in out and "5 jednostek, 80 figurek, 244 pkt" in out


def test_the_hex_series_info_points_a_bbg_file_to_bbg_info(capsys):
    assert main(["info", str(TABLE)]) == 2
    assert "this is a Battles Before Gunpowder file; use 'banneret bbg info'" in capsys.readouterr().err
