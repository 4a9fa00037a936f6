"""A played game, a resolution and the validator in each language: the words change, the notation, the codes,
the line numbers and the record files do not; each catalogue says the game's terms as its rule book does."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.i18n import LANGUAGES, _, set_language, speaking
from rules.i18n.glossary import load_glossary
from rules.paths import scenarios_dir
from tests.test_i18n import bad  # noqa: F401 - the broken scenario fixture

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import i18n_check  # noqa: E402

DEMO = str(scenarios_dir() / "tremithoussia-demo.yaml")
# What a seeded game's log says in each language: the initiative line and the mêlée's modifiers (seed 3).
SAYS = {
    "en": ("Initiative: crusaders 7 +3 = 10", "+1 odds 1:1 +1 Ch v Ha +1 quality −1 leaders = 11: D+R"),
    "fr": ("Initiative : crusaders 7 +3 = 10", "+1 rapport 1:1 +1 Ch v Ha +1 qualité −1 chefs = 11: D+R"),
    "hu": ("Kezdeményezés: crusaders 7 +3 = 10",
           "+1 erőarány 1:1 +1 Ch v Ha +1 az emberek értéke −1 parancsnokok = 11: D+R"),
    "it": ("Iniziativa: crusaders 7 +3 = 10", "+1 rapporto 1:1 +1 Ch v Ha +1 qualità −1 leader = 11: D+R"),
    "pl": ("Inicjatywa: crusaders 7 +3 = 10", "+1 stosunek sił 1:1 +1 Ch v Ha +1 jakość −1 dowódcy = 11: D+R"),
}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def english_game(tmp_path_factory) -> bytes:
    """The record of the seeded game played in English."""
    record = tmp_path_factory.mktemp("en") / "game.yaml"
    code = main(["--lang", "en", "play", DEMO, "--seed", "3", "--max-steps", "150", "-v", "--record", str(record)])
    assert code == 0
    return record.read_bytes()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_played_game_is_logged_in_each_language_with_the_same_notation(lang, tmp_path, capsys, english_game):
    record = tmp_path / "game.yaml"
    code, log, err = run(capsys, "--lang", lang, "play", DEMO, "--seed", "3", "--max-steps", "150", "-v",
                         "--record", str(record))
    assert code == 0 and err == ""
    initiative, melee = SAYS[lang]
    assert initiative in log and melee in log
    if lang != "en":
        assert SAYS["en"][1] not in log  # the modifiers' names are the language's, not English beside them
    # The record holds the notation and an English header: the same file whoever played it, in any language.
    assert record.read_bytes() == english_game
    code, moves, _ = run(capsys, "--lang", lang, "replay", str(record), "--moves")
    assert code == 0
    notation = [line.split(". ", 1)[1] for line in moves.splitlines() if line[:5].strip().isdigit()]
    assert len(notation) == 150 and notation[0].startswith(("move ", "roll ", "end", "activate"))
    code, english_moves, _ = run(capsys, "--lang", "en", "replay", str(record), "--moves")
    assert [line for line in moves.splitlines() if line[:5].strip().isdigit()] == [
        line for line in english_moves.splitlines() if line[:5].strip().isdigit()]


def test_a_record_saved_in_hungarian_replays_in_italian(tmp_path, capsys):
    record = tmp_path / "game.yaml"
    code, log, _ = run(capsys, "--lang", "hu", "play", DEMO, "--seed", "5", "--max-steps", "60", "--record", str(record))
    assert code == 0 and "Kezdeményezés:" in log
    header = record.read_text(encoding="utf-8").split("\nmoves:")[0]
    assert "result: 'VP Crusaders 3, Byzantines of Cyprus 0 — Crusaders: marginal victory (by 3 VP)" in header
    code, out, err = run(capsys, "--lang", "it", "replay", str(record))
    assert code == 0 and err == ""
    assert out.splitlines()[0].endswith("60 di 60 mosse rigiocate")


@pytest.mark.parametrize("lang, words", [
    ("it", ("1:1: error turns-order: il primo turno (9) viene dopo l'ultimo (8)", "1 file controllato: 2 errori")),
    ("hu", ("1:1: error turns-order: az első forduló (9) az utolsó (8) után következik", "1 fájl ellenőrizve: 2 hiba")),
    ("pl", ("1:1: error turns-order: pierwsza tura (9) następuje po ostatniej (8)", "1 plik sprawdzony: 2 błędy")),
])
def test_validate_speaks_each_language_with_the_same_codes_and_places(bad, capsys, lang, words):  # noqa: F811
    code, english, _ = run(capsys, "--lang", "en", "validate", str(bad))
    code_l, out, err = run(capsys, "--lang", lang, "validate", str(bad))
    assert code == code_l == 1
    finding, summary = words
    assert any(line.endswith(finding.split(": ", 1)[1]) for line in out.splitlines())
    assert summary in err

    def places(text: str) -> list[tuple[str, str]]:  # 'file:line:col: error code: …' → (file:line:col, code)
        return [(line.split(": ")[0], line.split(": ")[1]) for line in text.splitlines() if line.strip()]

    assert places(out) == places(english) and len(places(out)) == 2
    assert out != english


def test_a_resolution_names_its_modifiers_in_polish(capsys):
    argv = ["resolve", DEMO, "--melee", "cru-ch-household", "byz-cl-vanguard", "--charge",
            "--at", "cru-ch-household=1216", "--dice", "4"]
    code, out, err = run(capsys, "--lang", "pl", *argv)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Szarża: cru-ch-household (1216) na byz-cl-vanguard (1116)"
    assert [line.split()[:2] for line in lines[1:5]] == [["+1", "stosunek"], ["+2", "Ch"], ["+1", "jakość"],
                                                        ["+3", "szarża"]]
    assert ("Szarża: 4 +1 stosunek sił 1:1 +2 Ch v Cl +1 jakość +3 szarża z przodu = 11: D+R; atakujący: "
            "obowiązkowy pościg po walce") in lines
    assert "  byz-cl-vanguard: zmieszana (12.1; R25)" in lines  # the result code's words; the rule unchanged
    # the rule references name the tables as the Polish table card does, their numbers unchanged
    assert any(line.startswith("   +3 szarża z przodu") and line.endswith("Tabela Walki: szarża z heksu przedniego")
               for line in lines)
    assert any(line.endswith("Tabela Walki: stosunek sił 3:3, zaokrąglony na korzyść obrońcy (10.5)") for line in lines)
    assert "Mêlée Table" not in out
    code, english, _ = run(capsys, "--lang", "en", *argv)
    assert "+3 charge front" in english and "szarża" not in english


def test_json_keeps_the_modifiers_keys_whatever_the_language(capsys):
    import json

    argv = ["resolve", DEMO, "--melee", "cru-ch-household", "byz-cl-vanguard", "--charge",
            "--at", "cru-ch-household=1216", "--json"]
    en = json.loads(run(capsys, "--lang", "en", *argv)[1])
    hu = json.loads(run(capsys, "--lang", "hu", *argv)[1])
    assert [m["name"] for m in en["modifiers"]] == [m["name"] for m in hu["modifiers"]]
    assert [m["label"] for m in hu["modifiers"]][:3] == ["erőarány 1:1", "Ch v Cl", "az emberek értéke"]


def test_every_catalogue_is_complete_current_and_on_the_glossary():
    sources = i18n_check.source_ids()
    for lang in LANGUAGES[1:]:
        r = i18n_check.check(lang, sources)
        assert (r.untranslated, r.fuzzy, r.stale, r.off_glossary) == ([], [], [], []), lang
        assert r.translated == r.total > 400
    assert i18n_check.main([]) == 0


def test_the_check_reports_a_translation_off_the_glossary(tmp_path, monkeypatch):
    """The catalogue check is not a formality: a Hungarian 'routed' that is not the rule book's word is caught."""
    po = i18n_check.catalogue("hu")
    po.get("routed").string = "szétvert"  # a fair Hungarian word, but not the rule text's 'menekül'
    monkeypatch.setattr(i18n_check, "catalogue", lambda lang: po if lang == "hu" else i18n_check.read_po(
        (i18n_check.locale_dir() / lang / "LC_MESSAGES" / "banneret.po").open("rb"), locale=lang))
    r = i18n_check.check("hu", i18n_check.source_ids())
    assert r.off_glossary == ["'routed': 'Routed' should read 'menekül'"]


# The glossary's word (its id), the message that names it, and the text it is looked for in.
TERMS = [("charge", "Charge"), ("melee", "Mêlée"), ("fire", "Fire"), ("routed", "routed"),
         ("discouraged", "discouraged"), ("fatigued", "fatigued"), ("army_commander", "army commander"),
         ("dispersion", "Dispersion"), ("elan", "Élan"), ("offensive_fire", "Offensive fire"),
         ("quality", "quality"), ("wood", "wood"), ("marsh", "marsh"), ("wall", "wall")]


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_log_says_the_glossarys_word_in_each_language(lang):
    glossary = load_glossary()
    with speaking(lang):
        said = {tid: _(msgid) for tid, msgid in TERMS}
    wrong = []
    for tid, text in said.items():
        word = glossary.terms[tid].name(lang)
        sure = glossary.terms[tid].names[lang].sure if word else False
        if word and sure and not all(w[: max(3, len(w) - 2)] in text.casefold() for w in word.casefold().split()):
            wrong.append(f"{tid}: {text!r} is not the glossary's {word!r}")
    assert wrong == []
    assert sum(1 for tid, _m in TERMS if glossary.terms[tid].name(lang)) >= (5 if lang in ("pl", "fr") else 12)


def test_every_modifiers_rule_reference_in_the_tables_can_be_said_in_each_language():
    """A source edited in resources/tables/tables.yaml without its catalogue entry would print English in the
    middle of a translated breakdown: each part of a modifier's rule reference is a marked message."""
    from rules.resolve.text import RULE_PARTS, TABLES
    from rules.tables import load_tables

    tables = load_tables()
    sources = [m.source for m in (*tables.fire_modifiers.values(), *tables.melee_modifiers.values())]
    parts = {p for src in sources for p in src.split("; ")}
    unsaid = sorted(p for p in parts if p not in RULE_PARTS and p not in TABLES and not p.startswith(("R", "D"))
                    and not p.replace(".", "").replace(",", "").replace(" ", "").isdigit())
    assert unsaid == []
    with speaking("it"):
        assert all(_(p) != p for p in parts & set(RULE_PARTS))


def test_each_commands_help_is_in_the_chosen_language(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "pl", "play", "--help"])
    out = capsys.readouterr().out
    assert "zatrzymaj grę po N wyborach (domyślnie 20000)" in out
    assert "--max-steps N" in out  # the options themselves are notation
    with pytest.raises(SystemExit):
        main(["--lang", "hu", "--help"])
    assert "forgatókönyv-fájlok ellenőrzése" in capsys.readouterr().out


def test_a_damaged_record_is_reported_in_each_language_at_the_same_place(tmp_path, capsys, english_game):
    record = tmp_path / "cut.yaml"
    text = english_game.decode()
    assert "move_count: 150\n" in text
    record.write_text(text.replace("move_count: 150\n", "move_count: 151\n"), encoding="utf-8")
    code, _out, english = run(capsys, "--lang", "en", "replay", str(record))
    code_it, _out, italian = run(capsys, "--lang", "it", "replay", str(record))
    assert code == code_it == 1
    [en_line] = [line for line in english.splitlines() if "record-incomplete" in line]
    [it_line] = [line for line in italian.splitlines() if "record-incomplete" in line]
    assert en_line.split(" record-incomplete: ")[0] == it_line.split(" record-incomplete: ")[0]  # file:line:col
    assert "la registrazione dice di avere 151 mosse ma ne contiene 150: è stata troncata" in it_line


def test_the_balance_report_page_is_in_the_chosen_language(tmp_path, capsys):
    code, out, _err = run(capsys, "--lang", "it", "balance", DEMO, "--games", "2", "--players", "random",
                          "--max-steps", "40", "--report", str(tmp_path), "--no-progress")
    assert code == 0 and "2 partite (random), semi 1–2" in out
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert '<html lang="it">' in page and "<h2>Risultati per schieramento</h2>" in page
    assert "<th>vittorie</th>" in page and "Results by side" not in page


def test_no_message_is_marked_inside_an_f_string():
    """Babel does not extract a message from an f-string's fields: it would never reach a catalogue."""
    import ast

    root = Path(__file__).resolve().parent.parent / "rules"
    hidden = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                hidden += [f"{path.name}:{c.lineno}" for c in ast.walk(node) if isinstance(c, ast.Call)
                           and isinstance(c.func, ast.Name) and c.func.id in ("_", "N_", "ngettext")
                           and c.args and isinstance(c.args[0], ast.Constant)]
    assert hidden == []


def test_the_legend_names_its_entries_and_tables_in_the_chosen_language():
    from rules.map.legend import ENTRIES, GROUPS, rule_words

    wood = next(e for e in ENTRIES if e.key == "terrain:wood")
    fire = next(e for e in ENTRIES if e.key == "counter:fire")
    with speaking("it"):
        assert (_(wood.name), rule_words(wood.rule)) == ("Boschi", "Tabella del terreno")
        assert rule_words(fire.rule) == "2.1, Tabella dei tiri"  # the section number as it is
        assert _(GROUPS[0]) == "Terreno"
    assert (wood.name, wood.rule) == ("Wood", "Terrain chart")  # the data stay English
