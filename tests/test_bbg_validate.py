"""`banneret validate` on BBG files: each finding a designer or referee would act on, at its line. Every case
starts from the clean demo (scenarios/bbg/) and breaks one thing, citing the decision (B-number) and the line
of the Hungarian text `[Lnnn]` it enforces."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rules.bbg.files import load_bbg
from rules.cli.main import main

DEMO = Path(__file__).resolve().parents[1] / "scenarios" / "bbg"
ARMY, TRIBES = "armies/hoplite-league.yaml", "armies/hill-tribes.yaml"
TABLE, SHEET = "meadow-of-kohalom.yaml", "meadow-of-kohalom.league-sheet.yaml"


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    shutil.copytree(DEMO, tmp_path / "bbg")
    return tmp_path / "bbg"


def edit(folder: Path, name: str, old: str, new: str) -> Path:
    p = folder / name
    text = p.read_text(encoding="utf-8")
    assert old in text, old
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return p


def findings(path: Path) -> list[tuple[str, str, int | None, str]]:
    return [(f.code, f.severity, f.line, f.message) for f in load_bbg(path).findings]


def line_of(path: Path, needle: str) -> int:
    """The 1-based line of the first line of `path` that holds `needle`."""
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def codes(path: Path) -> list[tuple[str, str, int | None]]:
    return [(c, s, ln) for c, s, ln, _m in findings(path)]


# -- army list -------------------------------------------------------------------------------------------------

def test_a_missing_attack_value_is_an_error_naming_the_field_never_a_default(demo):
    """B57: the text gives no troop values; the program names what is missing and supplies nothing."""
    p = edit(demo, ARMY, "    values: {attack: 11, defence: 6}\n", "    values: {defence: 6}\n")
    assert findings(p) == [("bbg-missing-value", "error", line_of(p, "values: {defence: 6}"), "troop type 'hoplite' has no values.attack: the "
                            "designer gives it (B57); Banneret never supplies a game number")]


def test_a_troop_type_without_morale_or_class_is_refused_for_each(demo):
    p = edit(demo, ARMY, "    class: light_inf\n    armour: none\n    values: {attack: 9, defence: 3}\n    morale: 7\n",
             "    armour: none\n    values: {attack: 9, defence: 3}\n")
    at = line_of(p, "  peltast:")
    assert [(c, ln) for c, s, ln, msg in findings(p)] == [("bbg-missing-value", at), ("bbg-missing-value", at)]
    assert {msg.split(" has no ")[1].split(":")[0] for *_x, msg in findings(p)} == {"class", "morale"}


def test_an_elephant_needs_its_move_rate_and_base_from_the_designer(demo):
    """B46 [L364-376]: no rate for elephants in the text; B3: only foot bases are given [L92]."""
    p = edit(demo, TRIBES, "  slinger:\n", "  elephant:\n    class: elephant\n    values: {attack: 14, defence: 6}\n"
             "    morale: 9\n    crew: [driver, archer]\n    driver_extra_cover: 2\n  slinger:\n")
    got = [(c, s, msg.split(" has no ")[1].split(":")[0]) for c, s, _ln, msg in findings(p)]
    assert got == [("bbg-missing-value", "error", "rate_M"), ("bbg-missing-value", "error", "base_cm")]


def test_close_foot_without_flexibility_is_warned_once_for_its_type(demo):
    """B16: envelopment needs the designer's flexibility; two close cards of one type give one warning."""
    p = edit(demo, ARMY, "    flexibility: 3              # men of overhang needed to envelop (B16)\n", "")
    assert findings(p) == [("bbg-missing-value", "warning", line_of(p, "  hoplite:"), "troop type 'hoplite' has no "
                            "flexibility: the designer gives it (B57); Banneret never supplies a game number (needed "
                            "for envelopment, B16)")]


def test_a_class_that_its_armour_contradicts_is_a_warning(demo):
    """B46: the class follows from the armour as the movement table defines it [L366]."""
    p = edit(demo, ARMY, "    class: heavy_inf            # armour", "    class: light_inf            # armour")
    assert findings(p) == [("bbg-class-armour", "warning", line_of(p, "armour: half_body"), "troop type 'hoplite' is light_inf, but its armour "
                            "'half_body' makes it heavy_inf (B46 [L364-376])")]


def test_a_card_of_an_unknown_troop_type(demo):
    p = edit(demo, ARMY, "{id: archers-1, type: archer,", "{id: archers-1, type: archers,")
    assert codes(p) == [("bbg-unknown-type", "error", line_of(p, "{id: archers-1"))]


def test_a_phalanx_card_of_ten_files_breaks_the_formation_minimum(demo):
    """B53 [L185]: a phalanx has at least 12 files and 24 figures at the start."""
    p = edit(demo, ARMY, 'name: "First phalanx", special: phalanx, files: 12, ranks: 2',
             'name: "First phalanx", special: phalanx, files: 10, ranks: 3')
    assert findings(p) == [("bbg-formation", "warning", line_of(p, "{id: hoplites-1"), "unit 'hoplites-1' (phalanx) has 10 files; the formation "
                            "needs at least 12 (B53)")]


def test_a_warband_card_of_thirty_figures_and_a_five_file_macedonian_phalanx(demo):
    """B53 [L169, L187]: a warband has 32 figures at the start; a Macedonian phalanx exactly 6 files."""
    p = edit(demo, TRIBES, "special: warband, files: 8, ranks: 4, roles: {O: 1, Z: 1}",
             "special: warband, figures: 30, roles: {O: 1, Z: 1}")
    edit(demo, TRIBES, "special: warband, files: 8, ranks: 4, roles: {O: 1, M: 1}",
         "special: macedonian_phalanx, files: 5, ranks: 5, roles: {O: 1, M: 1}")
    assert [msg for *_x, msg in findings(p)] == [
        "unit 'warband-1' (warband) has 30 figures; the formation needs at least 32 (B53)",
        "unit 'warband-2' (Macedonian phalanx) has 5 files; the formation needs exactly 6 (B53)"]


def test_an_infantry_card_of_four_figures_is_below_the_unit_minimum(demo):
    """B27 [L106]: below five infantry a unit ceases to exist; skirmishers are exempt."""
    p = edit(demo, ARMY, "formation: loose, figures: 6, roles: {O: 1}", "formation: loose, figures: 4, roles: {O: 1}")
    assert findings(p) == [("bbg-unit-minimum", "warning", line_of(p, "{id: archers-1"), "unit 'archers-1' has 4 figures, fewer than the 5 an "
                            "infantry unit needs (B27 [L106]); make them skirmishers")]
    q = edit(demo, TRIBES, "formation: skirmish, figures: 4", "formation: skirmish, figures: 2")
    assert findings(q) == []


# -- table scenario --------------------------------------------------------------------------------------------

def test_a_scenario_without_victory_conditions_is_flagged(demo, capsys):
    """B59: the text gives no victory rule and the program offers none."""
    text = (demo / TABLE).read_text(encoding="utf-8")
    start = text.index("victory: >-")
    end = text.index("ruleset:")
    (demo / TABLE).write_text(text[:start] + text[end:], encoding="utf-8")
    assert codes(demo / TABLE) == [("bbg-no-victory", "error", line_of(demo / TABLE, "title:"))]
    assert main(["validate", str(demo / TABLE)]) == 1
    assert "error bbg-no-victory: the scenario has no victory conditions" in capsys.readouterr().out


def test_overlapping_units_are_an_error_and_units_that_only_touch_are_not(demo):
    """B3: a close unit's frame is files × base width by ranks × base depth behind its pose (base 1.5 cm at
    2.5 cm per M: 0.6 M); hoplites-1 spans x 14.4-21.6."""
    p = edit(demo, TABLE, "card: hoplites-2, pose: [27, 8, 0]", "card: hoplites-2, pose: [28.7, 8, 0]")
    assert findings(p) == []  # frames 14.4-21.6 and 21.5-... would overlap; 28.7 - 3.6 = 25.1: apart
    edit(demo, TABLE, "card: hoplites-2, pose: [28.7, 8, 0]", "card: hoplites-2, pose: [28.8, 8, 0]")
    edit(demo, TABLE, "card: hoplites-1, pose: [18, 8, 0]", "card: hoplites-1, pose: [21.6, 8, 0]")
    assert findings(p) == []  # 18.0-25.2 and 25.2-32.4: edge to edge
    edit(demo, TABLE, "card: hoplites-1, pose: [21.6, 8, 0]", "card: hoplites-1, pose: [21.8, 8, 0]")
    assert findings(p) == [("bbg-overlap", "error", line_of(p, "{id: hoplites-2"), "units 'hoplites-2' and 'hoplites-1' overlap on the table")]


def test_a_unit_turned_into_another_overlaps_it(demo):
    """The frame turns with the heading (B3): warband-1 faced east reaches back west over x 16.6-19."""
    p = edit(demo, TABLE, "card: warband-1, pose: [19, 22, 180]", "card: warband-1, pose: [21, 26, 90]")
    assert codes(p) == []
    edit(demo, TABLE, "card: warband-1, pose: [21, 26, 90]", "card: warband-1, pose: [26, 26, 90]")
    assert codes(p) == [("bbg-overlap", "error", line_of(p, "{id: warband-2"))]


def test_a_unit_off_the_table(demo):
    p = edit(demo, TABLE, "card: riders-1, pose: [4, 23, 180]", "card: riders-1, pose: [0.9, 23, 180]")
    assert findings(p)[1:] == [("bbg-off-table", "error", line_of(p, "{id: riders-1"), "unit 'riders-1' stands partly or wholly off the table")]
    assert [c for c, *_x in findings(p)] == ["bbg-deployment", "bbg-off-table"]  # the zone lies on the table


def test_a_unit_outside_its_sides_deployment_zone(demo):
    """B59: deployment zones are the scenario's; the League deploys below y = 11."""
    p = edit(demo, TABLE, "card: horse-1, pose: [40, 7, 0]", "card: horse-1, pose: [40, 11.5, 0]")
    assert findings(p) == [("bbg-deployment", "warning", line_of(p, "{id: horse-1"),
                            "unit 'horse-1' starts outside its side's deployment zone")]


def test_a_self_intersecting_polygon_is_refused_with_where_it_crosses(demo):
    p = edit(demo, TABLE, "polygon: [[40, 10], [46, 10], [46, 14], [40, 14]]",
             "polygon: [[40, 10], [46, 14], [46, 10], [40, 14]]")
    assert findings(p) == [("bbg-bad-polygon", "error", line_of(p, "{id: orchard"), "the polygon of 'orchard' crosses itself or has no area "
                            "(near 43, 12); list its corners in order around it")]


def test_a_slope_without_its_uphill_bearing_and_a_line_drawn_as_an_area(demo):
    """B47: slope areas carry an uphill bearing; walls, rivers, palisades are lines."""
    p = edit(demo, TABLE, "type: uphill, up_bearing: 0,", "type: uphill,")
    edit(demo, TABLE, "{id: palisade, type: stake_palisade, polyline: [[19, 4], [29, 4]]}",
         "{id: palisade, type: stake_palisade, polygon: [[19, 4], [29, 4], [29, 4.2]]}")
    got = findings(p)
    assert [(c, ln) for c, _s, ln, _m in got] == [("bbg-missing-value", line_of(p, "{id: hill-slope")),
                                                  ("bbg-terrain-shape", line_of(p, "{id: palisade"))]
    assert "slope 'hill-slope' has no up_bearing" in got[0][3]
    assert got[1][3] == "terrain 'palisade' (stake_palisade) is a line: give it a 'polyline'"


def test_a_loose_unit_whose_figures_drift_apart_or_lack_a_leader(demo):
    """B27 [L120]: loose soldiers are one unit only if no gap exceeds 1 M and an officer or musician is with
    them. Bases are 0.6 M: figures 1.55 M apart (gap 0.95) hold together, 1.65 M apart (gap 1.05) do not."""
    p = edit(demo, TABLE, "{role: S, x: 7.2, y: 9.3}", "{role: S, x: 7.05, y: 9.3}")
    assert findings(p) == []
    edit(demo, TABLE, "{role: S, x: 7.05, y: 9.3}", "{role: S, x: 6.95, y: 9.3}")
    assert findings(p) == [("bbg-loose-cohesion", "warning", line_of(p, "- id: peltasts-1"), "loose unit 'peltasts-1' does not hold together: "
                            "some of its figures are more than 1 M from the rest (B27 [L120])")]
    edit(demo, TABLE, "{role: S, x: 6.95, y: 9.3}", "{role: S, x: 7.2, y: 9.3}")
    edit(demo, TABLE, "{role: O, x: 10, y: 9.3}", "{role: S, x: 10, y: 9.3}")
    assert codes(p) == [("bbg-loose-cohesion", "warning", line_of(p, "- id: peltasts-1"))]


def test_a_standard_bearer_keeps_loose_cavalry_together_but_not_infantry(demo):
    """B27, [L195]: cavalry may be led by a standard bearer."""
    p = edit(demo, TABLE, "ranks: [OSSSSZ]", "ranks: [ZSSSSZ]")
    assert codes(p) == []
    edit(demo, TABLE, "ranks: [S.S.S., .O.S.S]", "ranks: [S.S.S., .Z.S.S]")
    assert [c for c, _s, ln in codes(p)] == ["bbg-loose-cohesion"]


def test_a_cavalry_line_needs_a_leader_at_each_end_and_a_wedge_its_leader_in_front(demo):
    """B53 [L195, L203, L221]."""
    p = edit(demo, TABLE, "ranks: [OSSSSZ]", "ranks: [OSSSZS]")
    assert findings(p) == [("bbg-formation", "warning", line_of(p, "{id: horse-1"), "unit 'horse-1' (cavalry line) needs an officer, musician "
                            "or standard bearer at each end of its front rank (B53)")]
    edit(demo, TABLE, "ranks: [OSSSZS]", "ranks: [OSSSSZ]")
    edit(demo, TABLE, "ranks: [.O., SSS]", "ranks: [.S., SOS]")
    assert codes(p) == [("bbg-formation", "warning", line_of(p, "{id: riders-1"))]


def test_a_unit_against_its_card_and_a_phalanx_below_its_minimum_on_the_table(demo):
    p = edit(demo, TABLE, "ranks: [OMSSSSSSSSSS, SSSSSSSSSSSC]", "ranks: [OMSSSSSSSS, SSSSSSSSSC]")
    assert [(c, m) for c, _s, _ln, m in findings(p)] == [
        ("bbg-card-mismatch", "unit 'hoplites-2' has 20 figures; its card 'hoplites-2' has 24"),
        ("bbg-formation", "unit 'hoplites-2' (phalanx) has 10 files; the formation needs at least 12 (B53)"),
        ("bbg-formation", "unit 'hoplites-2' (phalanx) has 20 figures; the formation needs at least 24 (B53)")]


def test_unknown_cards_corps_units_and_leaders_in_two_places(demo):
    p = edit(demo, TABLE, "card: warband-2, pose:", "card: warband-9, pose:")
    edit(demo, TABLE, "units: [hoplites-1, hoplites-2]}", "units: [hoplites-1, hoplites-3]}")
    edit(demo, TABLE, "general: {id: g-seuthes, at: [38, 27]}", "general: {id: g-seuthes, at: [38, 27], unit: warband-1}")
    assert codes(p) == [("bbg-unknown-unit", "error", line_of(p, "{id: centre")),
                        ("bbg-leader-place", "error", line_of(p, "general: {id: g-seuthes")),
                        ("bbg-unknown-card", "error", line_of(p, "{id: warband-2"))]


def test_an_army_list_that_cannot_be_read_is_named(demo):
    (demo / TRIBES).unlink()
    assert findings(demo / TABLE) == [("bbg-army", "error", line_of(demo / TABLE, "army: armies/hill"), "the army list 'armies/hill-tribes.yaml' cannot be "
                                       "used: cannot read the file: no such file")]
    p = edit(demo, TABLE, "army: armies/hoplite-league.yaml", "army: /etc/passwd")
    assert ("bbg-army", "error", line_of(p, "army: /etc/passwd")) in codes(p)


def test_a_duplicate_unit_id(demo):
    p = edit(demo, TABLE, "{id: warband-2, card: warband-2,", "{id: warband-1, card: warband-2,")
    assert ("duplicate-id", "error", line_of(p, "{id: warband-1, card: warband-2")) in codes(p)


# -- army sheet ------------------------------------------------------------------------------------------------

def test_a_sheet_charging_a_friend_or_ordering_a_unit_of_the_other_side(demo, capsys):
    p = edit(demo, SHEET, "hoplites-1: {charge: warband-1}", "hoplites-1: {charge: hoplites-2}")
    edit(demo, SHEET, "    archers-1: {shoot: {target: warband-2}}", "    javelins-1: {shoot: {target: warband-2}}")
    assert findings(p) == [
        ("bbg-unknown-target", "error", line_of(p, "{charge: hoplites-2}"), "'hoplites-2' is not an enemy unit in the "
         "scenario"),
        ("bbg-unknown-unit", "error", line_of(p, "javelins-1: {shoot"), "'javelins-1' is not a unit of side 'league'")]
    assert main(["validate", "--json", str(p)]) == 1
    assert '"code": "bbg-unknown-target"' in capsys.readouterr().out


def test_a_sheet_for_a_side_the_scenario_lacks_and_a_round_past_the_end(demo):
    p = edit(demo, SHEET, "side: league", "side: romans")
    assert codes(p) == [("unknown-side", "error", line_of(p, "side: romans"))]
    p = edit(demo, SHEET, "side: romans", "side: league")
    edit(demo, TABLE, "rounds: 8", "rounds: 1")
    assert codes(p) == [("bbg-round", "warning", line_of(p, "  2:"))]


def test_a_sheet_whose_scenario_is_an_army_list(demo):
    p = edit(demo, SHEET, "scenario: meadow-of-kohalom.yaml", "scenario: armies/hill-tribes.yaml")
    assert findings(p) == [("bbg-sheet-scenario", "error", line_of(p, "scenario: armies"), "the scenario 'armies/hill-tribes.yaml' cannot be "
                            "used: it is not a table scenario")]


def test_every_bbg_code_is_documented():
    import re

    root = Path(__file__).resolve().parents[1]
    text = (root / "docs" / "validation.md").read_text(encoding="utf-8")
    src = "".join(p.read_text(encoding="utf-8") for p in (root / "rules" / "bbg").glob("*.py"))
    emitted = set(re.findall(r'(?:add|Finding)\(\s*"([a-z]+(?:-[a-z0-9]+)+)"', src))
    assert {"bbg-missing-value", "bbg-overlap", "not-a-bbg-file", "too-many"} <= emitted
    assert sorted(c for c in emitted if f"`{c}`" not in text) == []
