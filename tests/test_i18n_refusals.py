"""The engine's refusal reasons in the player's language (issue 18): the same ids, hexes, numbers and rule
sections as in English, the words translated; callers act on a refusal's kind, never on its words."""

from __future__ import annotations

import re

import pytest

from rules.cli.main import main
from rules.i18n import set_language
from rules.paths import scenarios_dir

DEMO = str(scenarios_dir() / "tremithoussia-demo.yaml")
# the Genoese crossbowmen in 1504, in Richard's command
GENOESE = ["--at", "cru-ab-genoese=1504,N", "--at", "richard=1505"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def refusal(capsys, lang: str, *argv: str) -> str:
    assert main(["--lang", lang, "resolve", DEMO, *argv]) == 1
    out, err = capsys.readouterr()
    return (out + err).strip()


def numbers(text: str) -> list[str]:
    """The data of a message: unit ids, hex labels, numbers and rule sections, in order of appearance."""
    return sorted(re.findall(r"[a-z]+-[a-z]+-[a-z]+|R?\d+(?:\.\d+)*", text))


@pytest.mark.parametrize("lang, words", [
    ("it", ["rifiutato", "nessuna linea di vista da 1504 a 1502"]),
    ("pl", ["odmowa", "brak linii widoczności z 1504 do 1502"]),
])
def test_a_fire_blocked_by_the_line_of_sight_refused_in_italian_and_polish(capsys, lang, words):
    argv = ["--fire", "cru-ab-genoese", "byz-cl-scouts", *GENOESE, "--at", "byz-cl-scouts=1502"]
    en = refusal(capsys, "en", *argv)
    assert en == "refused: no line of sight from 1504 to 1502: blocked by 1503 (wood) (9.2, R17)"
    said = refusal(capsys, lang, *argv)
    assert all(w in said for w in words) and "line of sight" not in said
    assert numbers(said) == numbers(en)


@pytest.mark.parametrize("lang, words", [
    ("it", "non può effettuare il tiro a 10 hex (Tabella dei tiri: al massimo 3)"),
    ("pl", "nie może prowadzić ostrzału na 10 heksów (Tabela Ostrzału: najwyżej 3)"),
])
def test_a_fire_out_of_range_in_italian_and_polish_keeps_the_numbers(capsys, lang, words):
    argv = ["--fire", "cru-ab-genoese", "byz-cl-scouts", *GENOESE, "--at", "byz-cl-scouts=0504"]
    en = refusal(capsys, "en", *argv)
    assert en == "refused: cru-ab-genoese cannot fire at 10 hexes (Fire Table: at most 3)"
    said = refusal(capsys, lang, *argv)
    assert words in said and numbers(said) == numbers(en)

