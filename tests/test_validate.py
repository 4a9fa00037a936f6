"""The validator: every check of scenario-format.md, each with its code, severity, line and object."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario, load_scenario_bytes

BASE = """\
format: banneret/1
title: Checks
turns: {first: 1, last: 8}
map:
  grid: {columns: 12, rows: 12}
  terrain:
    wood: ["0304", "0305"]
    lake: ["0808"]
  hexsides:
    river: ["0506/0606", "0507/0607"]
    bridge: ["0506/0606"]
  routes:
    road: [["0101", "0102", "0202"]]
sides:
  - id: fr
    name: French
    colour: "#2030a0"
    role: attacker
    rout_edge: west
    army_commander: king
    leaders:
      - {id: king, banner: king, front: {bonus: 2, rating: 4, radius: 4, mp: 8}, replacement: {bonus: 1, rating: 3, radius: 3, mp: 8}}
      - {id: duke, banner: duke, front: {bonus: 1, rating: 3, radius: 3, mp: 8}, replacement: {bonus: 0, rating: 2, radius: 2, mp: 8}}
    units:
      - {id: k1, banner: king, type: Ch, mounted: true, front: {sp: 4, quality: 7, mp: 6}, back: {sp: 4, quality: 5, mp: 5}}
      - {id: d1, banner: duke, type: Ar, fire: true, front: {sp: 3, quality: 5, mp: 4}, back: {sp: 3, quality: 4, mp: 3}}
      - {id: d2, banner: duke, type: Pi, front: {sp: 4, quality: 5, mp: 4}, back: {sp: 4, quality: 4, mp: 3}}
  - id: en
    name: English
    colour: "#a02020"
    role: defender
    rout_edge: {hexes: ["1201", "1202"]}
    army_commander: ed
    leaders:
      - {id: ed, banner: ed, front: {bonus: 2, rating: 4, radius: 4, mp: 8}, replacement: {bonus: 1, rating: 3, radius: 3, mp: 8}}
    units:
      - {id: e1, banner: ed, type: At, fire: true, front: {sp: 2, quality: 5, mp: 2}, back: {sp: 2, quality: 4, mp: 1}}
      - {id: e2, banner: ed, type: Mi, front: {sp: 5, quality: 4, mp: 4}, back: {sp: 5, quality: 3, mp: 3}}
setup:
  - {unit: k1, hex: "0303", facing: N}
  - {leader: king, hex: "0303"}
  - {unit: d1, hex: "0404", facing: N}
  - {unit: d2, hex: "0405", facing: N}
  - {leader: duke, hex: "0404"}
  - {unit: e1, hex: "1010", facing: S}
  - {unit: e2, hex: "1010", facing: S}
  - {leader: ed, hex: "1010"}
victory:
  points:
    - {event: unit_eliminated, per_sp: 1}
    - {event: hex_held_at_end, hexes: ["0606"], side: fr, points: 5}
  levels:
    - {at_least: 5, result: victory}
    - {otherwise: draw}
"""


def check(text: str):
    return load_scenario_bytes(text.encode(), "t.yaml")


def line_of(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def test_base_is_clean():
    r = check(BASE)
    assert r.findings == [] and r.ok


def test_demo_scenarios_are_clean():
    for path in scenarios_dir().glob("*.yaml"):
        r = load_scenario(path)
        assert r.findings == [], [f.format(path.name) for f in r.findings]


CASES = [
    # (replace this, with that, expected code, severity, text on the reported line)
    ('wood: ["0304", "0305"]', 'wood: ["0304", "1305"]', "hex-off-map", "error", "wood:"),
    ('lake: ["0808"]', 'lake: ["0808", "0304"]', "hex-two-terrains", "error", "lake:"),
    ('river: ["0506/0606", "0507/0607"]', 'river: ["0506/0606", "0507/0707"]', "hexside-not-adjacent", "error",
     "river:"),
    ('bridge: ["0506/0606"]', 'bridge: ["0506/0606", "0102/0202"]', "bridge-without-river", "error", "bridge:"),
    ('road: [["0101", "0102", "0202"]]', 'road: [["0101", "0103", "0202"]]', "route-jumps", "error", "road:"),
    ("- {id: d2, banner: duke", "- {id: k1, banner: duke", "duplicate-id", "error", "{id: k1, banner: duke"),
    ("army_commander: king", "army_commander: nobody", "commander-not-leader", "error", "army_commander: nobody"),
    ("army_commander: ed", "army_commander: duke", "commander-not-leader", "error", "army_commander: duke"),
    ("    rout_edge: west\n", "", "no-rout-edge", "error", "- id: fr"),
    ("{id: e2, banner: ed,", "{id: e2, banner: percy,", "banner-without-leader", "error", "banner: percy"),
    ("front: {sp: 5, quality: 4, mp: 4}", "front: {sp: 5, quality: 10, mp: 4}", "quality-range", "error",
     "quality: 10"),
    ("front: {sp: 5, quality: 4, mp: 4}", "front: {sp: 0, quality: 4, mp: 4}", "sp-not-positive", "error",
     "sp: 0"),
    ("back: {sp: 5, quality: 3, mp: 3}", "back: {sp: 6, quality: 3, mp: 3}", "fatigued-stronger", "warning",
     "sp: 6"),
    ("type: Ar, fire: true", "type: Ar, fire: false", "must-fire", "error", "type: Ar"),
    ("type: Pi, front", "type: Pi, fire: true, front", "cannot-fire", "warning", "type: Pi"),
    ("{unit: k1, hex: \"0303\", facing: N}", "{unit: k1, hex: \"0808\", facing: N}", "unit-on-impassable", "error",
     "hex: \"0808\""),
    ("{unit: d2, hex: \"0405\", facing: N}", "{unit: d2, hex: \"0404\", facing: N}", "overstacked", "error",
     "unit: d2"),
    ("{leader: duke, hex: \"0404\"}", "{leader: duke, hex: \"0303\"}", "leader-alone", "error", "leader: duke"),
    ("{unit: k1, hex: \"0303\", facing: N}", "{unit: k1, hex: \"0303\"}", "no-facing", "error", "unit: k1"),
    ("{unit: e2, hex: \"1010\", facing: S}", "{unit: e2, hex: \"1010\", facing: N}", "stack-facing", "error",
     "unit: e2"),
    ("{leader: ed, hex: \"1010\"}", "{leader: ed, hex: \"0303\"}", "enemies-stacked", "error", "unit: k1"),
    ("{unit: d1, hex: \"0404\", facing: N}", "{unit: d9, hex: \"0404\", facing: N}", "unknown-id", "error",
     "unit: d9"),
    ("hexes: [\"0606\"], side: fr", "hexes: [\"0606\"], side: scots", "unknown-side", "error", "side: scots"),
    ("hexes: [\"0606\"], side: fr", "hexes: [\"1313\"], side: fr", "hex-off-map", "error", "hex_held_at_end"),
    ("turns: {first: 1, last: 8}", "turns: {first: 9, last: 8}", "turns-order", "error", "turns:"),
    ("{unit: e1, hex: \"1010\", facing: S}", "{unit: e1, hex: \"1010\", facing: E}", "bad-facing", "error",
     "unit: e1"),
]


@pytest.mark.parametrize(("old", "new", "code", "severity", "where"), CASES, ids=[c[2] + "-" + str(i)
                                                                                  for i, c in enumerate(CASES)])
def test_each_check(old, new, code, severity, where):
    assert old in BASE
    text = BASE.replace(old, new, 1)
    r = check(text)
    found = [f for f in r.findings if f.code == code]
    assert found, [f.format("t.yaml") for f in r.findings]
    f = found[0]
    assert f.severity == severity
    assert f.line == line_of(text, where), f.format("t.yaml")
    assert f.message


def test_messages_name_the_hex_and_the_object():
    text = BASE.replace("{unit: k1, hex: \"0303\", facing: N}", "{unit: k1, hex: \"0808\", facing: N}")
    f = next(f for f in check(text).findings if f.code == "unit-on-impassable")
    assert f.hex == "0808" and f.object == "k1"
    assert "lake at 0808" in f.message


def test_reinforcement_turn_outside_the_game():
    text = BASE + "reinforcements:\n  - {turn: 12, side: en, enter: {edge: east}, units: [e2]}\n"
    text = text.replace("  - {unit: e2, hex: \"1010\", facing: S}\n", "")
    r = check(text)
    f = next(f for f in r.findings if f.code == "reinforcement-turn")
    assert f.line == line_of(text, "turn: 12") and "outside the game's turns 1–8" in f.message


def test_reinforcement_of_another_side():
    text = BASE + "reinforcements:\n  - {turn: 3, side: en, enter: east, units: [k1]}\n"
    f = next(f for f in check(text).findings if f.code == "unknown-id")
    assert "another side" in f.message


def test_stacking_exception_allows_two_militia():
    two_mi = BASE.replace("type: Pi, front", "type: Mi, front").replace(
        "type: Ar, fire: true", "type: Mi, fire: false").replace(
        "{unit: d2, hex: \"0405\", facing: N}", "{unit: d2, hex: \"0404\", facing: N}")
    assert "overstacked" in [f.code for f in check(two_mi).findings]
    allowed = two_mi + "special_rules:\n  stacking: [{banners: [duke], types: [Mi], max_units: 2}]\n"
    assert check(allowed).findings == []


def test_army_commander_may_stack_with_any_unit_of_his_army():
    text = BASE.replace("{leader: king, hex: \"0303\"}", "{leader: king, hex: \"0405\"}")
    assert check(text).findings == []


def test_unknown_chart_terrain_needs_terrain_as():
    text = BASE.replace('lake: ["0808"]', 'lake: ["0808"]\n    camp: ["0909"]')
    assert [f.code for f in check(text).findings] == ["unknown-terrain"]
    ok = text + "special_rules:\n  terrain_as: {camp: wood}\n"
    assert check(ok).findings == []


@pytest.mark.parametrize("path", ["/etc/passwd", "../outside.png", "C:/x.png"])
def test_image_paths_may_not_leave_the_folder(path):
    text = BASE.replace("{id: e2, banner: ed,", f"{{id: e2, images: {{front: '{path}'}}, banner: ed,")
    assert "image-outside" in [f.code for f in check(text).findings]


def test_missing_image_is_a_warning(tmp_path: Path):
    text = BASE.replace("{id: e2, banner: ed,", "{id: e2, images: {front: counters/e2.png}, banner: ed,")
    f = tmp_path / "s.yaml"
    f.write_text(text)
    r = load_scenario(f)
    assert [x.code for x in r.findings] == ["image-missing"] and r.findings[0].severity == "warning"
    (tmp_path / "counters").mkdir()
    (tmp_path / "counters" / "e2.png").write_bytes(b"png")
    assert load_scenario(f).findings == []


def test_bad_edition_option():
    text = BASE.replace("title: Checks", "title: Checks\nruleset: {edition: \"2014\", options: {rout_path: fly}}")
    f = next(f for f in check(text).findings if f.code == "bad-option")
    assert "rout_path" in f.message


def test_schema_and_semantic_findings_are_sorted_by_line():
    text = textwrap.dedent(BASE).replace('wood: ["0304", "0305"]', 'wood: ["0304", "1305"]').replace(
        "army_commander: ed", "army_commander: nobody")
    lines = [f.line for f in check(text).findings]
    assert lines == sorted(lines)


def test_every_code_is_documented():
    import re

    docs = Path(__file__).parents[1] / "docs"
    text = "".join((docs / name).read_text() for name in ("validation.md", "sheets.md"))
    src = "".join(p.read_text() for p in (Path(__file__).parents[1] / "rules").glob("*.py"))
    emitted = set(re.findall(r'(?:add|_fatal\(doc,|Finding\(|_LimitError\(|return) *\(?"([a-z]+(?:-[a-z0-9]+)+|empty)"',
                             src))
    emitted |= {"bridge-without-river", "ford-without-river"}
    missing = sorted(c for c in emitted if f"`{c}`" not in text)
    assert missing == []


def test_a_mounted_archer_may_not_stack_with_artillery():
    """5.2.1: artillery stacks with one infantry unit; a mounted Ar is cavalry (R20)."""
    text = BASE.replace("type: Mi, front: {sp: 5", "type: Ar, mounted: true, fire: true, front: {sp: 5")
    assert "overstacked" in [f.code for f in check(text).findings]
    on_foot = BASE.replace("type: Mi, front: {sp: 5", "type: Ar, fire: true, front: {sp: 5")
    assert check(on_foot).findings == []


def test_a_bridge_or_ford_may_cross_a_stream():
    """R38 (R14 revised): a bridge or a ford lies on a river or a stream hexside; on neither it is an error,
    at its line, naming both."""
    text = BASE.replace('    bridge: ["0506/0606"]', '    bridge: ["0506/0606", "0102/0202"]\n'
                        '    ford: ["0203/0303"]\n    stream: ["0102/0202", "0203/0303"]', 1)
    assert [f.format("t.yaml") for f in check(text).findings] == []
    bare = BASE.replace('    bridge: ["0506/0606"]', '    bridge: ["0506/0606"]\n    ford: ["0203/0303"]', 1)
    found = [f for f in check(bare).findings if f.code == "ford-without-river"]
    assert len(found) == 1 and found[0].line == line_of(bare, "ford:")
    assert "crosses no river or stream" in found[0].message and "R38" in found[0].message
