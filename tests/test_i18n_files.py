"""File, validation and sheet messages in the user's language (issue 18): a bad scenario, a YAML syntax error,
a bad row of a counter-sheet CSV, a wrong edition option and a failed background fit are reported in
Hungarian and Polish with the same codes, files, lines and columns as in English, the words translated."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.i18n import set_language, speaking
from rules.paths import schemas_dir
from tests.test_sheets import VALUES, battle, sheet  # noqa: F401  (fixtures)

ROOT = Path(__file__).resolve().parent.parent

BAD = """\
format: banneret/1
title: Broken
map:
  grid: {orientation: flat, columns: 10, rows: 10}
  colour_of_sky: blue
sides:
  - {id: a, name: A, colour: "#aa0000", role: attacker, rout_edge: west}
  - id: b
    name: B
    colour: "#0000aa"
    role: defender
    rout_edge: east
    units:
      - {id: b1, banner: b, type: Ch, front: {sp: three, quality: 5, mp: 6}, back: {sp: 2, quality: 4, mp: 6}}
"""
UNCLOSED = 'format: banneret/1\ntitle: "unclosed\nmap: {}\n'
FINDING = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<severity>\w+) (?P<code>[\w-]+): (?P<msg>.*)$")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def validate(capsys, lang: str, *files: Path) -> list[dict]:
    assert main(["--lang", lang, "validate", *map(str, files)]) in (1, 2)  # errors found (2: unreadable)
    out = capsys.readouterr().out
    found = [FINDING.match(line).groupdict() for line in out.splitlines() if FINDING.match(line)]
    return [f for f in found if f["severity"] == "error"]  # (BAD also has no victory and a side with no units)


def places(findings: list[dict]) -> list[tuple]:
    return [(f["file"], f["line"], f["col"], f["severity"], f["code"]) for f in findings]


@pytest.mark.parametrize("lang, words", [
    ("hu", ["ismeretlen kulcs: 'colour_of_sky' itt: map", "egész szám legyen, nem a(z) 'three' szöveg",
            "érvénytelen YAML: váratlan fájlvég a(z) 4. sor 1. oszlopában, egy idézőjeles szövegben"]),
    ("pl", ["nieznany klucz 'colour_of_sky' w map", "powinno być: liczba całkowita, a podano tekst 'three'",
            "niepoprawny YAML: nieoczekiwany koniec pliku w wierszu 4, kolumnie 1; początek tutaj: w tekście w "
            "cudzysłowie"]),
])
def test_validate_speaks_the_language_with_the_same_codes_lines_and_columns(tmp_path, capsys, lang, words):
    bad, unclosed = tmp_path / "bad.yaml", tmp_path / "unclosed.yaml"
    bad.write_text(BAD, encoding="utf-8")
    unclosed.write_text(UNCLOSED, encoding="utf-8")
    en = validate(capsys, "en", bad, unclosed)
    assert [f["msg"] for f in en] == [
        "unknown key 'colour_of_sky' in map; known keys here: grid, background, terrain, levels, hexsides, routes, "
        "places",
        "sides[1].units[0].front.sp should be an integer, not the text 'three'",
        "not valid YAML: found unexpected end of stream at line 4, column 1, while scanning a quoted scalar that "
        "starts here (a quote or bracket left open?)",
    ]
    said = validate(capsys, lang, bad, unclosed)
    assert places(said) == places(en)  # the finding's place and code, the same in every language
    text = "\n".join(f["msg"] for f in said)
    assert all(w in text for w in words), text
    assert "unknown key" not in text and "should be" not in text and "not valid YAML" not in text


def test_validate_json_keeps_its_keys_and_codes_and_words_the_message(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(BAD, encoding="utf-8")
    results = {}
    for lang in ("en", "pl"):
        assert main(["--lang", lang, "validate", "--json", str(bad)]) == 1
        results[lang] = [f for f in json.loads(capsys.readouterr().out) if f["severity"] == "error"]
    en, pl = results["en"], results["pl"]
    assert [sorted(f) for f in pl] == [sorted(f) for f in en]  # the same keys
    assert [{k: v for k, v in f.items() if k != "message"} for f in pl] == [
        {k: v for k, v in f.items() if k != "message"} for f in en]  # codes, lines, paths: unchanged
    assert pl[0]["message"].startswith("nieznany klucz 'colour_of_sky' w map")


def test_a_schema_description_is_shown_translated(tmp_path, capsys):
    """A bad hex label is explained by its schema's description (English data in schemas/*.json), in the
    language of the finding."""
    bad = tmp_path / "label.yaml"
    bad.write_text(BAD.replace("  colour_of_sky: blue\n", "  terrain: {wood: [09x5]}\n").replace(
        "sp: three", "sp: 3"), encoding="utf-8")
    en = validate(capsys, "en", bad)
    assert any("A hex label as the map prints it" in f["msg"] for f in en)
    hu = validate(capsys, "hu", bad)
    assert places(hu) == places(en)
    assert any("Hatszögcímke, ahogy a térkép nyomtatja" in f["msg"] for f in hu)


def test_every_schema_description_a_finding_shows_is_marked_for_translation():
    """rules/fileio/schema_texts.py lists the descriptions of schemas/*.json that a pattern or oneOf finding
    shows: a schema that gains or changes one must bring the list (and so the catalogues) in step."""
    shown = set()

    def walk(node, root):
        if isinstance(node, dict):
            target = node
            if str(node.get("$ref", "")).startswith("#/"):
                target = root
                for part in node["$ref"][2:].split("/"):
                    target = target[part]
            if "description" in node and {"pattern", "oneOf"} & (node.keys() | target.keys()):
                shown.add(node["description"])
            for v in node.values():
                walk(v, root)
        elif isinstance(node, list):
            for v in node:
                walk(v, root)

    for f in sorted(schemas_dir().glob("*.schema.json")):
        schema = json.loads(f.read_text(encoding="utf-8"))
        walk(schema, schema)
    source = (ROOT / "rules" / "fileio" / "schema_texts.py").read_text(encoding="utf-8")
    marked = {json.loads(m) for m in re.findall(r'N_\(("(?:[^"\\]|\\.)*")\)', source)}
    assert shown and shown == marked


@pytest.mark.parametrize("lang, words", [
    ("hu", "a(z) 'e3' egység, előlap: a(z) 12 érték kívül esik a 0–9 tartományon"),
    ("pl", "jednostka 'e3', awers: jakość 12 poza zakresem 0–9"),
])
def test_a_bad_row_of_a_sheet_csv_is_reported_in_the_language_at_its_line(battle, capsys, lang, words):  # noqa: F811
    layout, values, scen = battle
    values.write_text(VALUES.replace("r2c1,unit,fr,e3,,eu,Pi,,,4,5,4", "r2c1,unit,fr,e3,,eu,Pi,,,4,12,4"))
    before = scen.read_bytes()
    col = values.read_text().splitlines()[3].index(",12,") + 2
    assert main(["--lang", "en", "sheet", "apply", str(layout), str(values), str(scen)]) == 1
    assert f"{values}:4:{col}: error quality-range: unit 'e3' front quality 12 is outside 0–9" in capsys.readouterr().out
    assert main(["--lang", lang, "sheet", "apply", str(layout), str(values), str(scen)]) == 1
    out = capsys.readouterr().out
    assert f"{values}:4:{col}: error quality-range: {words}" in out  # same place and code, translated words
    assert scen.read_bytes() == before


def test_a_sheet_summary_counts_in_the_language(battle, capsys):  # noqa: F811
    layout, values, scen = battle
    assert main(["--lang", "pl", "sheet", "apply", "--dry-run", str(layout), str(values), str(scen)]) == 0
    assert "dodałoby 4 i zaktualizowało 0 żetonów (nic nie zapisano)" in capsys.readouterr().err
    assert main(["--lang", "hu", "sheet", "apply", str(layout), str(values), str(scen)]) == 0
    assert "4 korong hozzáadva, 0 frissítve, 8 kivágás kiírva" in capsys.readouterr().err


def test_an_unknown_edition_option_in_a_scenario_is_explained_in_the_language(tmp_path, capsys):
    from tests.test_validate import BASE

    p = tmp_path / "options.yaml"
    assert "ruleset" not in BASE
    p.write_text(BASE.replace("format: banneret/1\n", "format: banneret/1\nruleset: {edition: 2018, options: "
                                                        "{no_such_option: true}}\n", 1), encoding="utf-8")
    en = validate(capsys, "en", p)
    assert any("unknown rules option 'no_such_option'" in f["msg"] for f in en), en
    pl = validate(capsys, "pl", p)
    assert places(pl) == places(en)
    assert any("nieznana opcja zasad 'no_such_option'; znane opcje:" in f["msg"] for f in pl), pl


def test_a_background_fit_from_three_hexes_in_a_row_is_refused_in_the_language():
    from rules.geometry.affine import fit_affine

    src, dst = [(0, 0), (1, 1), (2, 2)], [(10, 10), (20, 20), (30, 30)]
    for lang, words in (("en", "the points are on one line"), ("hu", "a pontok egy egyenesen vannak"),
                        ("pl", "punkty leżą na jednej linii")):
        with speaking(lang), pytest.raises(ValueError, match=words):
            fit_affine(src, dst)
    with speaking("pl"), pytest.raises(ValueError, match="dokładne dopasowanie wymaga co najmniej 3 heksów; podano 2"):
        fit_affine(src[:2], dst[:2])


def test_a_language_switch_rewords_the_next_load_nothing_cached_speaks_the_old_one(tmp_path):
    from rules.scenario.files import load_scenario

    p = tmp_path / "bad.yaml"
    p.write_text(BAD, encoding="utf-8")
    def errors(findings: list) -> list:
        return [f for f in findings if f.severity == "error"]

    with speaking("hu"):
        hu = errors(load_scenario(p).findings)
    with speaking("pl"):
        pl = errors(load_scenario(p).findings)
    en = errors(load_scenario(p).findings)
    assert [(f.code, f.line, f.col) for f in hu] == [(f.code, f.line, f.col) for f in pl] == [
        (f.code, f.line, f.col) for f in en]
    assert "ismeretlen kulcs" in hu[0].message and "nieznany klucz" in pl[0].message
    assert en[0].message.startswith("unknown key 'colour_of_sky'")


def test_a_missing_file_and_a_read_only_one_are_explained_in_the_language(tmp_path, capsys):
    import os
    import stat

    from rules.fileio.atomic import ReadOnlyError, write_atomic

    missing = tmp_path / "nowhere.yaml"
    assert main(["--lang", "en", "validate", str(missing)]) == 2
    assert "cannot read the scenario: no such file" in capsys.readouterr().out
    assert main(["--lang", "pl", "validate", str(missing)]) == 2
    out = capsys.readouterr().out
    assert "error cannot-read: nie można odczytać (scenariusz): nie ma takiego pliku" in out

    locked = tmp_path / "locked.yaml"
    locked.write_text("kept\n", encoding="utf-8")
    os.chmod(locked, stat.S_IRUSR)  # no write bit: refused even to a user who may write anything
    try:
        with speaking("hu"), pytest.raises(ReadOnlyError) as err:
            write_atomic(locked, "changed\n")
        assert err.value.strerror.startswith("a fájl csak olvasható")
        assert locked.read_text(encoding="utf-8") == "kept\n"
    finally:
        os.chmod(locked, stat.S_IRUSR | stat.S_IWUSR)
