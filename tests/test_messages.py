"""What the user reads: control characters escaped, YAML errors where they start, hints for unknown names,
selfplay's table with short side names."""

from __future__ import annotations

from rules.cli.main import main
from rules.fileio.findings import Finding
from rules.scenario.files import load_scenario_bytes
from tests.test_validate import BASE, line_of


def test_a_finding_escapes_control_characters_and_stays_on_one_line():
    f = Finding("unknown-key", "error", "unknown key 'a\x1b[2K\r0 errors\u202e\nx'", 3, 1)
    assert f.format("s\x07.yaml") == r"s\x07.yaml:3:1: error unknown-key: unknown key 'a\x1b[2K\x0d0 errors\u202e\x0ax'"


def test_validate_prints_an_escape_sequence_in_a_key_as_text(tmp_path, capsys):
    p = tmp_path / "s.yaml"
    p.write_text(BASE.replace("title: Checks", 'title: Checks\n"bad\\e[1A\\e[2K": 1'))
    assert main(["validate", str(p)]) == 1
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err
    assert r"unknown key 'bad\x1b[1A\x1b[2K'" in out


def test_a_title_with_control_characters_is_printed_escaped(tmp_path, capsys):
    p = tmp_path / "s.yaml"
    p.write_text(BASE.replace("title: Checks", 'title: "Checks\\e]0;pwned\\a"'))
    assert main(["info", str(p)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == r"Checks\x1b]0;pwned\x07"


def test_an_unclosed_quote_is_reported_where_it_starts_and_where_the_parser_gave_up():
    text = 'format: banneret/1\ntitle: "Checks\nturns: {first: 1, last: 8}\n\n'
    [f] = load_scenario_bytes(text.encode(), "t.yaml").findings
    assert (f.code, f.line, f.col) == ("yaml-syntax", 2, 8)
    assert "found unexpected end of stream at line 5, column 1, while scanning a quoted scalar" in f.message


def test_a_bracket_left_open_names_where_its_list_starts():
    text = BASE.replace('lake: ["0808"]', 'lake: ["0808"\n    camp: x')
    [f] = load_scenario_bytes(text.encode(), "t.yaml").findings
    assert f.code == "yaml-syntax" and f.line == line_of(text, "camp")
    assert f"which starts at line {line_of(text, 'lake')}" in f.message


def test_an_unknown_terrain_name_gets_a_did_you_mean():
    text = BASE.replace('wood: ["0304", "0305"]', 'wod: ["0304", "0305"]')
    [f] = [f for f in load_scenario_bytes(text.encode(), "t.yaml").findings if f.code == "unknown-terrain"]
    assert "did you mean 'wood'?" in f.message
    far = BASE.replace('wood: ["0304", "0305"]', 'zzzz: ["0304", "0305"]')
    [g] = [f for f in load_scenario_bytes(far.encode(), "t.yaml").findings if f.code == "unknown-terrain"]
    assert "did you mean" not in g.message


def test_selfplay_prints_its_table_when_side_names_are_short(tmp_path, capsys):
    p = tmp_path / "s.yaml"
    p.write_text(BASE.replace("name: English", "name: En"))
    assert main(["selfplay", str(p), "--games", "2", "--max-steps", "30"]) == 0
    out = capsys.readouterr().out.splitlines()
    head = next(i for i, line in enumerate(out) if line.startswith("VP per side:"))
    assert out[head].index("mean") + 4 == out[head + 1].index(".") + 2  # the column lines up under "mean"
    assert out[head + 2].startswith("  En ")


def test_json_output_stays_json_with_c1_and_bidi_characters(tmp_path, capsys):
    import json

    p = tmp_path / "s.yaml"
    p.write_text(BASE.replace("title: Checks", 'title: Checks\n"bad\\N\\u202e\\x7f": 1'))
    assert main(["validate", "--json", str(p)]) == 1
    out = capsys.readouterr().out
    assert "\x85" not in out and "\u202e" not in out
    assert "unknown key 'bad\x85\u202e\x7f'" in json.dumps(json.loads(out), ensure_ascii=False)
