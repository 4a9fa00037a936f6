"""`banneret bbg melee | shoot | morale | move | zones` on the demo table: answers, --json, exit codes."""

import json
from pathlib import Path

import pytest

from rules.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
DEMO = str(ROOT / "scenarios" / "bbg" / "meadow-of-kohalom.yaml")


def run(capsys, *argv):
    code = main(["bbg", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_zones_json_names_the_protected_flanks_and_the_zoc(capsys):
    code, out, _err = run(capsys, "zones", DEMO, "--unit", "hoplites-1", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["may_manoeuvre"] is True and d["width"] == pytest.approx(7.2)
    assert {f["side"]: f["by"] for f in d["protected_flanks"]} == {"left": ["peltasts-1"], "right": ["hoplites-2"]}
    assert d["polygons"]["zoc"]["type"] == "Polygon"


def test_melee_needs_strike_pairs_when_units_do_not_touch(capsys):
    code, _out, err = run(capsys, "melee", DEMO, "--unit", "hoplites-1", "--target", "warband-1")
    assert code == 1 and "pairs=" in err


def test_melee_with_pairs_gives_bases_and_exact_outcome(capsys):
    code, out, _err = run(capsys, "melee", DEMO, "--unit", "hoplites-1", "--target", "warband-1", "--fact",
                          "pairs=r1f3:r1f3,r1f4:r1f4", "--fact", "back_pairs=r1f3:r1f3,r1f4:r1f4", "--json")
    assert code == 0
    d = json.loads(out)
    first = d["strikes"][0]
    # hoplites 11 − warband defence 3 + (officer, musician, rank 1) − (officer, musician, rank 2 of the warband)
    assert first["base"] == 11 - 3 + 3 - 4
    total = sum(float(v["float"]) for v in d["outcome"]["without_reroll"].values())
    assert total == pytest.approx(1)
    assert d["strike_order"]["first"] == "a"


def test_melee_refuses_a_cavalry_charge_without_the_impetus_fact(capsys):
    code, _out, err = run(capsys, "melee", DEMO, "--unit", "horse-1", "--target", "riders-1", "--fact",
                          "pairs=r1f2:r2f1")
    assert code == 1 and "outside_zoc" in err


def test_shoot_morale_move_answer(capsys):
    code, out, _err = run(capsys, "shoot", DEMO, "--unit", "archers-1", "--target", "warband-2", "--json")
    assert code == 0 and json.loads(out)["band"]["strength"] == 8
    code, out, _err = run(capsys, "morale", DEMO, "--unit", "warband-1", "--json")
    d = json.loads(out)
    # morale 8, officer, standard bearer, two ranks of warband bonus, two flanks protected (javelins-1 and
    # warband-2 within 4 M, B19), triumph 2
    assert code == 0 and d["base"] == 8 + 1 + 1 + 2 + 2 + 2 and d["reroll"]["eligible"]
    code, out, _err = run(capsys, "move", DEMO, "--unit", "hoplites-1", "--fact", "path=18,10", "--json")
    d = json.loads(out)
    assert code == 0 and d["path"]["cost"] == pytest.approx(2) and d["fits"]


def test_text_output_shows_rows_with_lines(capsys):
    code, out, _err = run(capsys, "morale", DEMO, "--unit", "warband-1")
    assert code == 0 and "Rank bonus" in out and "[L329, L141] B9" in out


@pytest.mark.parametrize("argv", [["zones", DEMO, "--unit", "nobody"],
                                  ["melee", DEMO, "--unit", "hoplites-1"],
                                  ["morale", DEMO, "--unit", "warband-1", "--fact", "k"],
                                  ["move", DEMO, "--unit", "hoplites-1", "--fact", "path=a,b"]])
def test_bad_ids_and_malformed_facts_exit_2(capsys, argv):
    code, _out, err = run(capsys, *argv)
    assert code == 2 and err


def test_unreadable_scenario_exits_2(capsys, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: bbg-scenario/1\ntitle: [\n", encoding="utf-8")
    code, _out, _err = run(capsys, "zones", str(bad), "--unit", "u")
    assert code == 2


def test_rows_speak_hungarian_with_the_texts_words(capsys):
    """The row names are the text's own (`[L329]` "Sorbónusz", `[L341]`) when the referee reads Hungarian."""
    from rules.i18n import set_language
    try:
        code = main(["--lang", "hu", "bbg", "morale", DEMO, "--unit", "warband-1"])
        out = capsys.readouterr().out
    finally:
        set_language("en")
    assert code == 0
    assert "Sorbónusz" in out and "Egymás utáni erőltetett menetenként" in out and "Tiszt a csapatban" in out


def test_morale_for_a_friend_routing_nearby_uses_the_multiple_b31(capsys):
    """hoplites-2 stands 1.8 M beside hoplites-1: if hoplites-1 (close) routs, it tests at twice its morale."""
    code, out, _err = run(capsys, "morale", DEMO, "--unit", "hoplites-2", "--fact", "fugitive=hoplites-1", "--json")
    d = json.loads(out)
    assert code == 0 and d["breakdown"][0]["value"] == 2 * 9 and d["friendly_rout"]["rout_distance"] == 6
    code, out, _err = run(capsys, "morale", DEMO, "--unit", "horse-1", "--fact", "fugitive=hoplites-1", "--json")
    assert code == 0 and json.loads(out)["test"] is None  # 16 M away and behind its rout: no test


def test_morale_counts_the_protected_flanks_on_the_table_b19(capsys):
    code, out, _err = run(capsys, "morale", DEMO, "--unit", "hoplites-1", "--json")
    rows = {r["key"]: r for r in json.loads(out)["breakdown"]}
    assert code == 0 and rows["protected_flank"]["value"] == 2 and rows["protected_flank"]["applies"]


def test_a_wedge_needs_its_round_1_numbers_in_round_2_b14(capsys):
    args = ["melee", DEMO, "--unit", "horse-1", "--target", "hoplites-2", "--fact", "pairs=r1f1:r1f1",
            "--fact", "back_pairs=r1f1:r1f1", "--fact", "wedge=horse-1", "--fact", "charger=horse-1"]
    code, out, _err = run(capsys, *args, "--fact", "outside_zoc=yes", "--json")
    d = json.loads(out)
    assert code == 0 and d["test_due"]["a"]["auto"]["exact"] == 0  # round 1: no automatic rout for the wedge
    code, _out, err = run(capsys, *args, "--fact", "round=2")
    assert code == 1 and "wedge_prior_losses" in err
    code, out, _err = run(capsys, *args, "--fact", "round=2", "--fact", "wedge_prior_losses=3", "--fact",
                          "wedge_prior_engaged=3", "--json")
    assert code == 0 and json.loads(out)["round"] == 2
