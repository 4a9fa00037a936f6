"""`banneret resolve` as a user runs it (issue 4): the breakdown in the rules' words, the exact odds, JSON, the
refusals with the rule that forbids the combat (exit 1), and bad input as findings (exit 2)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from rules.cli.main import main
from rules.paths import scenarios_dir

DEMO = str(scenarios_dir() / "tremithoussia-demo.yaml")
# The 10.9 example: the charger ends its charge move in 1216, facing NW, the Cl straight ahead in 1116.
AT_1216 = ["--at", "cru-ch-household=1216"]
CHARGE = ["resolve", DEMO, "--melee", "cru-ch-household", "byz-cl-vanguard", "--charge", *AT_1216]
# Its charge on down the NW line to 1015, against the Ha in 0915, the Cl moved out of its way (R21).
AT_1015 = ["--at", "cru-ch-household=1015,NW", "--at", "byz-cl-vanguard=0811"]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_charge_breakdown_in_the_rules_words_10_9(capsys):
    code, out, err = run(capsys, *CHARGE, "--dice", "4")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Charge: cru-ch-household (1216) on byz-cl-vanguard (1116)"
    assert ("Charge: 4 +1 odds 1:1 +2 Ch v Cl +1 quality +3 charge front = 11: D+R; attacker: obligatory advance"
            in lines)
    assert any(line.split()[:2] == ["+3", "charge"] and "Mêlée Table: charge into a front hex" in line
               for line in lines)
    assert "  sum +7" in lines
    assert "odds over the d10:" not in out  # --dice alone: the roll, not the odds


def test_charge_odds_exact(capsys):
    code, out, _ = run(capsys, *CHARGE, "--odds")
    assert code == 0
    assert "odds over the d10:" in out
    rows = [line.split() for line in out.splitlines() if line.startswith("  ") and "%" in line]
    assert [(r[0], r[2]) for r in rows] == [("3/10", "F+R;"), ("2/5", "D+R;"), ("3/10", "Dr+R;")]
    assert "(die 3–6: 10–13)" in out


def test_odds_are_the_default_without_dice(capsys):
    code, out, _ = run(capsys, *CHARGE)
    assert code == 0 and "odds over the d10:" in out


def test_charge_json(capsys):
    code, out, _ = run(capsys, *CHARGE, "--dice", "4", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["ok"] is True and data["kind"] == "charge"
    assert [(m["name"], m["value"]) for m in data["modifiers"] if m["value"]] == [
        ("odds", 1), ("type", 2), ("quality", 1), ("charge_front", 3)]
    assert all(m["rule"] for m in data["modifiers"])
    assert (data["sum"], data["applied"], data["clamped"]) == (7, 7, False)
    assert (data["die"], data["modified"]) == (4, 11)
    assert data["result"]["defender"] == ["D", "R"] and data["result"]["advance"] == "attacker_obligatory"
    dist = {r["result"]: Fraction(r["probability"]["fraction"]) for r in data["distribution"]}
    assert sum(dist.values()) == 1
    assert dist["D+R; attacker: obligatory advance"] == Fraction(4, 10)
    by_face = {f: r["result"] for r in data["distribution"] for f in r["faces"]}
    assert sorted(by_face) == list(range(10))


def test_clamp_and_leaders_and_counter_charge_odds_r6_r22_r30(capsys):
    """Richard with the charger (+3, R7) and one level down: +10 limited to +7 (R6); the Ha may counter-charge
    (d10 ≤ 5, 10.3, R22); Richard rolls on an unmodified 0 (R30)."""
    code, out, _ = run(capsys, "resolve", DEMO, "--melee", "cru-ch-household", "byz-ha-rearguard", "--charge",
                       *AT_1015, "--at", "richard=1015", "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["sum"], data["applied"], data["clamped"]) == (10, 7, True)
    cc = data["counter_charge"]
    assert [(c["defender"], c["charger"], c["success"]["fraction"]) for c in cc] == [
        ("byz-ha-rearguard", "cru-ch-household", "3/5")]
    tries = sum(Fraction(r["probability"]["fraction"]) for r in cc[0]["if_it_tries"])
    assert tries == 1
    (richard,) = data["leaders"]
    assert richard["leader"] == "richard" and richard["side"] == "attackers"
    assert richard["check"]["fraction"] == "1/10"
    assert richard["overall"]["killed"]["fraction"] == "1/100"


def test_counter_charged_cancels_the_charge_modifiers_r22(capsys):
    code, out, _ = run(capsys, "resolve", DEMO, "--melee", "cru-ch-household", "byz-ha-rearguard", "--charge",
                       *AT_1015, "--counter-charged", "cru-ch-household", "--dice", "9")
    assert code == 0
    assert ("Charge: 9 +1 odds 1:1 +1 Ch v Ha +1 quality +1 level = 13: D+R; attacker: obligatory advance; "
            "counter-charge cancelled the charge of cru-ch-household") in out.splitlines()


def test_a_posed_charge_keeps_the_command_of_its_start_issue_12(capsys):
    """Richard in 1418: the charger is in his radius (4) in 1317, where the charge starts, not in 1015 where it
    ends; command is not checked again after the move (7.2, 7.4), so the charge is resolved."""
    code, out, err = run(capsys, "resolve", DEMO, "--melee", "cru-ch-household", "byz-ha-rearguard", "--charge",
                         *AT_1015, "--at", "richard=1418", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["kind"] == "charge" and data["attackers"][0]["hex"] == "1015"
    assert data["attackers"][0]["out_of_command"] is False
    assert "leaders" not in [m["name"] for m in data["modifiers"]]
    # Out of his radius at the start, the charger may not charge at all (10.2, 7.4).
    code, _, err = run(capsys, "resolve", DEMO, "--melee", "cru-ch-household", "byz-ha-rearguard", "--charge",
                       *AT_1015, "--at", "richard=1819")
    assert code == 1 and "out of command" in err and err.rstrip().endswith("(10.2)")


def test_a_posed_charge_must_be_the_chargers_charge_move_r21(capsys):
    """The Cl still in 1116: a charge from 1317 facing NW stops in 1216 against it; it cannot end in 1015."""
    code, _, err = run(capsys, "resolve", DEMO, "--melee", "cru-ch-household", "byz-ha-rearguard", "--charge",
                       "--at", "cru-ch-household=1015,NW")
    assert code == 1
    assert "runs 1317-1216 to byz-cl-vanguard in 1116: it cannot end in 1015" in err
    assert err.rstrip().endswith("(10.2; R21)")


def test_defensive_fire_10_9(capsys):
    code, out, _ = run(capsys, "resolve", DEMO, "--fire", "byz-cl-vanguard", "cru-ch-household",
                       "--kind", "defensive", *AT_1216, "--dice", "7", "--odds")
    assert code == 0
    assert "Defensive fire: 7 −1 <4 SP −1 mounted = 5: no effect" in out.splitlines()
    assert "modified roll 7+ discourages" in out
    assert "odds over the d10:" in out


def test_fire_json(capsys):
    code, out, _ = run(capsys, "resolve", DEMO, "--fire", "byz-cl-vanguard", "cru-ch-household",
                       "--kind", "defensive", *AT_1216, "--dice", "9", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["combat"] == "fire" and data["range"] == 1 and data["fire_class"] == "javelins"
    assert [m["name"] for m in data["modifiers"]] == ["strength_below_4", "firer_mounted"]
    assert data["modified"] == 7 and data["result"]["outcome"] == "discourage"
    assert sum(Fraction(r["probability"]["fraction"]) for r in data["distribution"]) == 1


# ---------------------------------------------------------------------------------------------------------
# Refusals: exit 1 with the rule


REFUSALS = {
    "two against two (R10)": (
        ["--melee", "cru-ch-household,cru-ch-anglonormans", "byz-cl-vanguard,byz-ha-rearguard",
         "--at", "cru-ch-household=1216", "--at", "cru-ch-anglonormans=1016,N", "--at", "byz-ha-rearguard=1015"],
        "R10; Bey, CSW #535"),
    "not adjacent (10.4)": (["--melee", "cru-ch-household", "byz-cl-vanguard"], "10, 10.4"),
    "charge target not straight ahead (10.2, R21)": (
        ["--melee", "cru-ch-household", "byz-cl-vanguard", "--charge"], "10.2; R21"),
    "out-of-command attacker (7.4, 10.1)": (
        ["--melee", "byz-cl-vanguard", "cru-ch-household", *AT_1216], "7.4, 10.1"),
    "routed attacker (10.1)": (
        ["--melee", "cru-ch-household", "byz-cl-vanguard", "--at", "cru-ch-household=1216,routed"], "10.1, 12.2.3"),
    "defender not in a front hex (10.4)": (
        ["--melee", "cru-ch-household", "byz-cl-vanguard", "--at", "cru-ch-household=1216,S"], "10.4; R13"),
    "fire out of arc (9.1, R18)": (
        ["--fire", "byz-cl-vanguard", "cru-ch-household", "--kind", "defensive", "--at", "cru-ch-household=1115"],
        "9.1, R18"),
    "fire without line of sight (9.2, R17)": (
        ["--fire", "cru-ar-archers", "byz-cl-scouts", "--at", "cru-ar-archers=1504,N", "--at", "turnham=1504",
         "--at", "byz-cl-scouts=1502"], "9.2, R17"),
    "fire out of range (Fire Table)": (["--fire", "byz-cl-vanguard", "cru-pi-spearmen", "--kind", "defensive"],
                                       "Fire Table: at most 2"),
    "routed firer (R2)": (
        ["--fire", "byz-cl-vanguard", "cru-ch-household", "--kind", "defensive", *AT_1216,
         "--at", "byz-cl-vanguard=routed"], "R2; 9.1 (2014, 2018), 12.2.3"),
    "out-of-command firer outside defence (7.4)": (
        ["--fire", "byz-cl-vanguard", "cru-ch-anglonormans"], "7.4"),
    "counter-charge without a charge (10.3)": (
        ["--melee", "cru-ch-household", "byz-cl-vanguard", *AT_1216, "--counter-charged", "cru-ch-household"],
        "10.3"),
    "firers of both sides (9.1, 9.3)": (["--fire", "cru-ar-archers,byz-ar-archers", "byz-cl-vanguard"], "9.1, 9.3"),
    "fire at a friend (9.1)": (["--fire", "cru-ar-archers", "cru-ch-household"], "9.1"),
    "two types combined (9.1)": (
        ["--fire", "cru-ar-archers,cru-ab-genoese", "byz-cl-vanguard"], "9.1"),
}


@pytest.mark.parametrize("name", list(REFUSALS))
def test_refusals_name_the_rule_exit_1(name, capsys):
    argv, rule = REFUSALS[name]
    code, out, err = run(capsys, "resolve", DEMO, *argv)
    assert code == 1, err
    assert out == ""
    assert err.startswith("refused: ")
    assert err.rstrip().endswith(f"({rule})"), err


def test_refusal_json(capsys):
    code, out, _ = run(capsys, "resolve", DEMO, "--melee", "cru-ch-household", "byz-cl-vanguard", "--json")
    assert code == 1
    data = json.loads(out)
    assert data["ok"] is False and data["refused"]["rule"] == "10, 10.4"
    assert "not adjacent" in data["refused"]["reason"]


def test_ranged_fire_at_an_adjacent_unit_points_to_kind(capsys):
    code, _, err = run(capsys, "resolve", DEMO, "--fire", "cru-ar-archers", "byz-cl-scouts",
                       "--at", "byz-cl-scouts=1810")
    assert code == 1
    assert "--kind" in err and "9.1" in err


# ---------------------------------------------------------------------------------------------------------
# Bad input: findings, exit 2


@pytest.mark.parametrize("argv, code_name", [
    (["--fire", "nobody", "cru-ch-household"], "unknown-unit"),
    (["--melee", "cru-ch-household", "richard"], "unknown-unit"),
    (["--melee", "cru-ch-household", "cru-ch-poitevins"], "unit-off-map"),
    (["--fire", "byz-cl-vanguard", "cru-ch-household", "--dice", "12"], "bad-die"),
    (["--fire", "byz-cl-vanguard", "cru-ch-household", "--at", "cru-ch-household=9999"], "bad-override"),
    (["--fire", "byz-cl-vanguard", "cru-ch-household", "--at", "cru-ch-household=1216,sideways"], "bad-override"),
    (["--fire", "byz-cl-vanguard", "cru-ch-household", "--at", "cru-ch-household=1116"], "bad-override"),
    (["--fire", "byz-cl-vanguard", "cru-ch-household", "--at", "cru-ch-household"], "bad-override"),
    (["--fire", "byz-cl-vanguard", "cru-ch-household", "--at", "cru-ch-household=dismounted"], "bad-override"),
    (["--fire", "byz-cl-vanguard", "cru-ch-household", "--turn", "99"], "bad-override"),
    (["--melee", "cru-ch-household", "byz-cl-vanguard", *AT_1216, "--charge", "--counter-charged", "byz-ha-guard"],
     "unknown-unit"),
])
def test_bad_input_is_a_finding_exit_2(argv, code_name, capsys):
    code, out, err = run(capsys, "resolve", DEMO, *argv)
    assert code == 2, err
    assert out == ""
    assert f"error {code_name}:" in err and err.startswith(DEMO)


def test_unreadable_file_exit_2(tmp_path, capsys):
    code, _, err = run(capsys, "resolve", str(tmp_path / "missing.yaml"), "--fire", "a", "b")
    assert code == 2 and "cannot-read" in err
    junk = tmp_path / "junk.yaml"
    junk.write_text("format: banneret/1\ntitle: [unclosed\n")
    code, out, _ = run(capsys, "resolve", str(junk), "--fire", "a", "b", "--json")
    assert code == 2
    data = json.loads(out)
    assert data["ok"] is False and data["findings"]


def test_bad_input_json(capsys):
    code, out, _ = run(capsys, "resolve", DEMO, "--fire", "nobody", "cru-ch-household", "--json")
    assert code == 2
    data = json.loads(out)
    assert data["ok"] is False and data["findings"][0]["code"] == "unknown-unit"


def test_resolve_is_listed_in_help(capsys):
    with pytest.raises(SystemExit):
        main(["resolve", "--help"])
    assert "--melee" in capsys.readouterr().out


def test_state_words_change_the_breakdown(capsys):
    """--at STATE words: a moved firer (−1, Fire Table), a dismounted Ha target (−1), a discouraged defender
    (+2, R32), a wounded leader's bonus (7.5.2) stacked with the attacker."""
    code, out, _ = run(capsys, "resolve", DEMO, "--fire", "cru-ab-genoese", "byz-ha-guard",
                       "--at", "cru-ab-genoese=moved", "--at", "byz-ha-guard=1513,dismounted", "--json")
    assert code == 0, out
    names = [m["name"] for m in json.loads(out)["modifiers"]]
    assert "firer_moved" in names and "target_dismounted_ch_or_ha" in names
    code, out, _ = run(capsys, *CHARGE, "--at", "byz-cl-vanguard=discouraged", "--at", "richard=1216,wounded",
                       "--json")
    assert code == 0
    mods = {m["name"]: m["value"] for m in json.loads(out)["modifiers"]}
    assert mods["all_defenders_discouraged_or_some_routed"] == 2 and mods["leaders"] == 2
