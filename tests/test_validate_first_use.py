"""What a designer meets in the first hour of validation (issue 26): every finding of a file in one pass (item
11), the warnings a first scenario needs (item 12), and no English word left inside a translated finding
(item 18)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.geometry.hexgrid import Grid, Hexside, axial_neighbours
from rules.i18n import _, set_language, speaking
from rules.scenario.files import load_scenario_bytes
from tests.test_validate import BASE, check, line_of


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def found(text: str, lenient: bool = False) -> dict[str, list]:
    out: dict[str, list] = {}
    for f in load_scenario_bytes(text.encode(), "t.yaml", lenient=lenient).findings:
        out.setdefault(f.code, []).append(f)
    return out


# -- item 11: one pass ---------------------------------------------------------------------------------------

def test_a_bad_facing_no_longer_hides_a_bad_quality_and_an_unknown_setup_id():
    text = (BASE.replace('{unit: k1, hex: "0303", facing: N}', '{unit: k1, hex: "0303", facing: NNW}')
            .replace("front: {sp: 5, quality: 4, mp: 4}", "front: {sp: 5, quality: 12, mp: 4}")
            .replace('{unit: d2, hex: "0405", facing: N}', '{unit: d9, hex: "0405", facing: N}'))
    r = load_scenario_bytes(text.encode(), "t.yaml")
    where = {f.code: f.line for f in r.findings if f.severity == "error"}
    assert where == {"bad-facing": line_of(text, "facing: NNW"), "quality-range": line_of(text, "quality: 12"),
                     "unknown-id": line_of(text, "unit: d9")}
    assert r.scenario is None and not r.unreadable  # a file with schema errors still gives no model to commands


def test_after_a_setup_entry_left_out_the_next_findings_keep_their_lines_and_paths():
    """The model is built without the broken entry (its list renumbered); the findings point into the file."""
    text = (BASE.replace('{unit: d2, hex: "0405", facing: N}', '{unit: d2, hex: 405, facing: N}')
            .replace('{unit: e1, hex: "1010", facing: S}', '{unit: e9, hex: "1010", facing: S}'))
    for lenient in (False, True):
        got = found(text, lenient)
        assert [f.line for f in got["wrong-type"]] == [line_of(text, "hex: 405")]
        unknown = got["unknown-id"]
        assert [(f.line, f.path) for f in unknown] == [(line_of(text, "unit: e9"), ("setup", 5, "unit"))]
        assert "never-placed" not in {c for c in got if got[c][0].object == "d2"}  # its entry is there, broken
        assert [f.object for f in got.get("never-placed", [])] == ["e1"]  # e1's absence is real


@pytest.mark.parametrize("facing", ["NNW", "E"])
def test_a_facing_the_grid_lacks_is_one_finding_not_also_no_facing(facing):
    text = BASE.replace('{unit: k1, hex: "0303", facing: N}', f'{{unit: k1, hex: "0303", facing: {facing}}}')
    got = found(text)
    assert [f.line for f in got["bad-facing"]] == [line_of(text, f"facing: {facing}")]
    assert got["bad-facing"][0].object == "k1" and got["bad-facing"][0].hex == "0303"
    assert "no-facing" not in got and "bad-value" not in got


def test_a_unit_left_out_whole_leaves_no_echoes_behind():
    text = BASE.replace("{id: k1, banner: king, type: Ch,", "{id: k1, banner: king, type: Chh,")
    got = found(text)
    assert [f.code for fs in got.values() for f in fs if f.severity == "error"] == ["bad-value"]


def test_a_file_whose_top_level_is_broken_says_only_that():
    text = BASE.replace("title: Checks\n", "")
    assert [f.code for fs in found(text).values() for f in fs] == ["missing-key"]


# -- item 12: the warnings a first scenario needs -------------------------------------------------------------

def test_a_side_with_no_units():
    text = BASE
    for unit in ("e1", "e2"):
        text = "\n".join(ln for ln in text.splitlines() if f"{{id: {unit}," not in ln and f"unit: {unit}," not in ln)
    text = text.replace('  - {leader: ed, hex: "1010"}\n', "").replace("    units:\n  - id: en", "  - id: en") + "\n"
    text = text.replace("      - {id: ed, banner: ed, front: {bonus: 2, rating: 4, radius: 4, mp: 8}, replacement: "
                        "{bonus: 1, rating: 3, radius: 3, mp: 8}}\n    units:\n", "      - {id: ed, banner: ed, "
                        "front: {bonus: 2, rating: 4, radius: 4, mp: 8}, replacement: {bonus: 1, rating: 3, "
                        "radius: 3, mp: 8}}\n")
    got = found(text)
    [f] = got["side-no-units"]
    assert f.severity == "warning" and f.object == "en" and f.line == line_of(text, "- id: en")
    assert "side 'en' has no units" in f.message
    assert "side-no-units" not in found(BASE)


def test_no_victory_condition():
    text = BASE[:BASE.index("victory:")]
    [f] = found(text)["no-victory"]
    assert f.severity == "warning" and "no victory conditions" in f.message
    sudden = text + "victory:\n  sudden_death:\n    - {when: {side: en, losses_sp_at_least: 6}, winner: fr}\n"
    assert "no-victory" not in found(sudden)


def _touching(a: str, b: str) -> list[str]:
    """The hexsides that meet hexside a/b at its ends, as labels."""
    g = Grid(12, 12)
    ha, hb = g.parse_label(a), g.parse_label(b)
    corners = set(axial_neighbours(ha)) & set(axial_neighbours(hb))
    return [f"{g.label(x)}/{g.label(c)}" for c in sorted(corners) for x in (ha, hb)]


def test_a_gate_in_no_wall():
    gate = "    gate: [\"0909/0910\"]\n"
    alone = BASE.replace("    bridge:", gate + "    bridge:")
    [f] = found(alone)["gate-without-wall"]
    assert f.severity == "warning" and f.line == line_of(alone, "gate:") and "0909/0910" in f.message
    far = alone.replace(gate, gate + "    wall: [\"0102/0202\"]\n")
    assert "gate-without-wall" in found(far)
    for side in _touching("0909", "0910"):
        walled = alone.replace(gate, gate + f"    wall: [\"{side}\"]\n")
        assert "gate-without-wall" not in found(walled), side
    both = alone.replace(gate, gate + "    wall: [\"0909/0910\"]\n")
    assert "gate-without-wall" not in found(both) and "wall-and-gate" in found(both)
    assert Hexside(*(Grid(12, 12).parse_label(x) for x in _touching("0909", "0910")[0].split("/"))).is_adjacent


def test_a_leader_whose_counter_has_no_back():
    text = BASE.replace("{id: duke, banner: duke, front: {bonus: 1, rating: 3, radius: 3, mp: 8}, replacement: "
                        "{bonus: 0, rating: 2, radius: 2, mp: 8}}",
                        "{id: duke, banner: duke, front: {bonus: 1, rating: 3, radius: 3, mp: 8}}")
    [f] = found(text)["leader-no-replacement"]
    assert f.severity == "warning" and f.object == "duke" and f.line == line_of(text, "{id: duke,")
    assert "no replacement values" in f.message and "7.6" in f.message


@pytest.mark.parametrize("orientation, facings", [("flat", "N, NE, SE, S, SW, NW"),
                                                  ("pointy", "NE, E, SE, SW, W, NW")])
def test_a_bad_facing_lists_the_facings_of_the_grid_only(orientation, facings):
    text = BASE.replace("grid: {columns: 12, rows: 12}", f"grid: {{columns: 12, rows: 12, orientation: {orientation}}}")
    text = text.replace('{unit: k1, hex: "0303", facing: N}', '{unit: k1, hex: "0303", facing: NNW}')
    f = next(f for f in check(text).findings if f.line == line_of(text, "facing: NNW"))
    assert f.code == "bad-facing"
    assert f"is not one of {facings} on a {orientation} grid" in f.message


# -- item 18: no English word inside a translated finding -----------------------------------------------------

# The words a finding may take from the file or the code, by their msgid; a word the language writes as
# English does ("SP" in Italian?) is not counted.
WORDS = ["unit", "leader", "side", "front", "back", "dismounted", "wood", "lake", "river", "stream", "wall",
         "gate", "bridge", "ford", "road", "track", "rating", "quality", "SP", "MP"]


def _english_left(message: str, lang: str) -> list[str]:
    bare = re.sub(r"'[^']*'", "", message)  # a quoted id or key is the file's text, not a word
    with speaking(lang):
        foreign = [w for w in WORDS if _(w).casefold() != w.casefold()]
    return [w for w in foreign if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", bare, re.IGNORECASE)]


def _many_findings() -> str:
    return (BASE
            .replace('wood: ["0304", "0305"]', 'wood: ["0304", "1305"]')                       # terrain hex
            .replace('river: ["0506/0606", "0507/0607"]', 'river: ["0506/0606", "0507/0707", "0506/0606", '
                     '"0507/1307"]')                                                              # hexside words
            .replace('bridge: ["0506/0606"]', 'bridge: ["0506/0606", "0102/0202"]\n    gate: ["0909/0910"]')
            .replace('road: [["0101", "0102", "0202"]]', 'road: [["0101", "0103", "1313"]]')   # route words
            .replace("army_commander: ed", "army_commander: e1")                               # a unit elsewhere
            .replace("front: {sp: 5, quality: 4, mp: 4}", "front: {sp: 0, quality: 12, mp: 4}")  # faces
            .replace("back: {sp: 4, quality: 4, mp: 3}}", "back: {sp: 6, quality: 6, mp: 3}}")   # fatigued values
            .replace("front: {bonus: 2, rating: 4, radius: 4, mp: 8}, replacement: {bonus: 1, rating: 3, radius: 3, "
                     "mp: 8}}\n    units:\n      - {id: e1",
                     "front: {bonus: 2, rating: 0, radius: 4, mp: 0}}\n    units:\n      - {id: e1")  # values
            .replace('{unit: k1, hex: "0303", facing: N}', '{unit: k1, hex: "1303", facing: N}')  # unit off map
            .replace('{leader: duke, hex: "0404"}', '{leader: duke, hex: "0404"}\n  - {leader: duke, hex: "0405"}')
            .replace('{unit: d2, hex: "0405", facing: N}', '{unit: d2, hex: "0808", facing: N}')  # on a lake
            .replace('lake: ["0808"]', 'lake: ["0808", "0304"]\n    marsh: ["0909", "0909"]')  # two terrains, twice
            + "special_rules:\n  terrain_as: {wood: marsh}\n")                              # a chart row re-read


def test_the_test_file_says_each_word_in_english():
    said = " ".join(f.message for f in check(_many_findings()).findings)
    assert all(re.search(rf"\b{w}\b", said, re.IGNORECASE) for w in ("unit", "leader", "wood", "river", "road",
                                                                     "gate", "wall", "front", "lake", "rating")), said


@pytest.mark.parametrize("lang", ["fr", "hu", "it", "pl"])
def test_no_english_word_is_left_inside_a_translated_finding(lang):
    with speaking(lang):
        findings = check(_many_findings()).findings
    assert len({f.code for f in findings}) >= 15
    left = {f"{f.code}: {f.message}": w for f in findings if (w := _english_left(f.message, lang))}
    assert left == {}


def test_hex_off_map_names_the_unit_in_the_language():
    with speaking("hu"):
        f = next(f for f in check(_many_findings()).findings if f.code == "hex-off-map" and f.object is None
                 and "k1" in f.message)
    assert f.message.startswith("egység 'k1'"), f.message


def test_a_counter_library_with_a_schema_error_still_has_its_other_counters_checked(tmp_path):
    from rules.scenario.files import load_scenario
    from tests.test_library import LIBRARY

    text = (LIBRARY.replace("{id: k1, banner: king, type: Ch,", "{id: k1, banner: king, type: Chh,")
            .replace("type: Pi, front: {sp: 4, quality: 5,", "type: Pi, front: {sp: 4, quality: 12,", 1))
    lib = tmp_path / "counters.yaml"
    lib.write_text(text)
    got = {(f.code, f.line) for f in load_scenario(lib).findings if f.severity == "error"}
    assert got == {("bad-value", line_of(text, "type: Chh")), ("quality-range", line_of(text, "quality: 12"))}


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=9), min_size=1, max_size=4))
def test_broken_setup_entries_anywhere_leave_the_other_findings_as_they_were(where):
    """However many setup entries the schema rejects, wherever they are, every other finding keeps its code, its
    message and its place in the file (line, column and path, renumbered past the broken entries)."""
    lines = _many_findings().splitlines()
    start = lines.index("setup:") + 1
    end = lines.index("victory:")
    assert end - start == 9  # the setup's entries; a broken one may go before any of them, or after the last
    before = check("\n".join(lines) + "\n").findings
    broken = "  - {unit: zz, hex: 5, facing: N}"
    new = list(lines)
    for k in sorted(where, reverse=True):
        new.insert(start + k, broken)
    after = check("\n".join(new) + "\n").findings
    inserted = sorted(start + k + 1 + n for n, k in enumerate(sorted(where)))  # their 1-based lines in `new`

    def moved(line: int) -> int:
        return line + sum(1 for k in where if start + k + 1 <= line)  # the entries inserted above it

    def shifted(f):
        path = f.path
        if path[:1] == ("setup",) and len(path) > 1:
            path = ("setup", path[1] + sum(1 for k in where if k <= path[1]), *path[2:])
        message = re.sub(r"line (\d+)", lambda m: f"line {moved(int(m[1]))}", f.message)  # "also on line 45"
        return (f.code, message, None if f.line is None else moved(f.line), f.col, path)

    assert sorted(shifted(f) for f in before) == sorted(
        (f.code, f.message, f.line, f.col, f.path) for f in after if f.line not in inserted)
    assert [f.code for f in after if f.line in inserted] == ["wrong-type"] * len(where)


@pytest.mark.parametrize("event", ["leader_killed", "army_commander_captured", "hex_held_at_end"])
def test_per_sp_on_a_rule_with_no_units_strength_to_count_is_a_warning(event):
    """The engine counts per_sp only where a unit's SP is known (rules/engine/victory.py): on a leader's fate or
    a hex held it was silently ignored, so "per_sp: 2" on leader_killed scored nothing more."""
    rule = f'    - {{event: {event}, points: 3, per_sp: 2{", hexes: [0606]" if event == "hex_held_at_end" else ""}}}\n'
    text = BASE.replace("    - {event: unit_eliminated, per_sp: 1}\n", "    - {event: unit_eliminated, per_sp: 1}\n" + rule)
    [f] = found(text)["victory-per-sp-ignored"]
    assert f.severity == "warning" and f.line == line_of(text, f"event: {event}") and event in f.message
    assert f.path == ("victory", "points", 1, "per_sp")
    assert "victory-per-sp-ignored" not in found(BASE)  # per_sp on unit_eliminated counts
