"""Banneret speaks the user's language: the validator's findings and the CLI's own lines in French (and the
other catalogues' entries), chosen by --lang, $BANNERET_LANG or the locale; the catalogues stay current."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.i18n import LANGUAGES, choose_language, set_language
from tests.test_validate import BASE

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import i18n_check  # noqa: E402


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.fixture
def bad(tmp_path: Path) -> Path:
    p = tmp_path / "bad.yaml"
    p.write_text(BASE.replace('wood: ["0304", "0305"]', 'wood: ["0304", "1305"]').replace(
        "turns: {first: 1, last: 8}", "turns: {first: 9, last: 8}"))
    return p


def test_validate_speaks_french_with_lang(bad, capsys):
    assert main(["--lang", "fr", "validate", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert "error turns-order: le premier tour (9) vient après le dernier (8)" in out
    assert "error hex-off-map: l'hexagone bois 1305 est hors de la carte (colonnes 1–12, rangées 1–12)" in out
    assert "1 fichier vérifié : 2 erreurs, 0 avertissement" in err  # French: 0 is singular


def test_the_language_comes_from_banneret_lang_then_the_locale(bad, capsys, monkeypatch):
    monkeypatch.setenv("BANNERET_LANG", "it")
    main(["validate", str(bad)])
    assert "1 file controllato: 2 errori, 0 avvertimenti" in capsys.readouterr().err
    monkeypatch.delenv("BANNERET_LANG")
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    main(["validate", str(bad)])
    assert "1 plik sprawdzony: 2 błędy, 0 ostrzeżeń" in capsys.readouterr().err
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert choose_language() == "en"
    assert choose_language("fr_CA") == "fr"


def test_an_unknown_language_is_refused_in_english(capsys):
    assert main(["--lang", "xx", "validate", "x.yaml"]) == 2
    assert "unknown language 'xx' (known: en, fr, hu, it, pl)" in capsys.readouterr().err


def test_the_help_names_the_language_option_in_the_chosen_language(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "--help"])
    assert "la langue des messages : en, fr, hu, it, pl" in capsys.readouterr().out


def test_catalogues_are_current_and_french_is_complete():
    sources = i18n_check.source_ids()
    reports = {lang: i18n_check.check(lang, sources) for lang in LANGUAGES[1:]}
    assert {lang: r.stale + r.off_glossary for lang, r in reports.items()} == {lang: [] for lang in reports}
    assert reports["fr"].untranslated == [] and reports["fr"].fuzzy == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_translations_keep_every_placeholder(lang):
    """A translation that renames or drops a {placeholder} would crash or lie at .format()."""
    names = re.compile(r"\{(\w*)[^}]*\}")
    wrong = []
    for m in i18n_check.catalogue(lang):
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        want = set(names.findall(ids[-1]))
        wrong += [f"{ids[0]!r}: {s!r}" for s in strings if s and set(names.findall(s)) != want]
    assert wrong == []


def test_lists_are_joined_with_the_languages_own_and_and_or():
    from rules.i18n import and_list, or_list, speaking

    with speaking("hu"):
        assert or_list(["folyó", "patak"]) == "folyó vagy patak"
        assert and_list(["a", "b", "c"]) == "a, b és c"
    with speaking("pl"):
        assert or_list(["rzeka", "strumień", "bród"]) == "rzeka, strumień lub bród"
    assert or_list(["river"]) == "river" and or_list([]) == ""
