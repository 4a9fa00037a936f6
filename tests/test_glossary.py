"""The glossary quotes the rule texts truly: each quote stands on the line it cites, in the very text it was
taken from (same SHA-256), and names the term; every terrain, hexside feature, route and unit type of the
scenario model has its words.

The rule texts are not in the repository (they are the publishers' texts): they are read from
$BANNERET_RULE_TEXTS, else the shared folder beside the checkout (../shared/seeds). A clone made anywhere has no
such folder: the tests that read the texts skip there, saying so, as the tables' tests do; where
$BANNERET_RULE_TEXTS is set (CI sets it when it has the texts: .ci/run), a text missing from it fails.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from rules.i18n.glossary import load_glossary
from rules.scenario import model as m

# The project's shared folder sits beside the checkout (as in CI); BANNERET_RULE_TEXTS names another place.
CHOSEN = os.environ.get("BANNERET_RULE_TEXTS")
TEXTS = Path(CHOSEN or Path(__file__).resolve().parents[2] / "shared" / "seeds")
G = load_glossary()


def _lines(lang: str) -> list[str]:
    src = G.sources[lang]
    path = TEXTS / src["file"]
    if not path.is_file():
        why = f"rule text {path} missing: set BANNERET_RULE_TEXTS to the folder of the rule texts"
        if CHOSEN:
            pytest.fail(why)  # the texts were promised here: their absence is an error, not a skip
        pytest.skip(why)
    data = path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == src["sha256"], f"{path} is not the text the glossary quotes"
    return data.decode("utf-8").split("\n")


CITATIONS = [(t.id, lang, c) for t in G.terms.values() for lang, c in t.names.items() if c.quote is not None]


@pytest.mark.parametrize("lang", ["en", "hu", "it", "pl"])
def test_every_quote_is_on_its_line(lang: str) -> None:
    texts = {src: _lines(src) for src in G.sources}
    wrong = [f"{tid}.{la}: line {c.line} of {c.text} does not hold {c.quote!r}"
             for tid, la, c in CITATIONS if c.text == lang and c.quote not in texts[lang][c.line - 1]]
    assert wrong == []
    assert sum(1 for _, _, c in CITATIONS if c.text == lang) >= (15 if lang == "pl" else 45)


def _stems(term: str) -> list[str]:
    """Each word of a term less its last two letters (three kept): the glossary gives the dictionary form
    ("carica", "zászló"), the text may inflect it ("Cariche", "zászlaja")."""
    return [w[: max(3, len(w) - 2)] for w in _fold(term).split()]


def _fold(s: str) -> str:
    return s.casefold().replace("*", "").replace("-", " ")


def test_every_quote_names_its_term() -> None:
    missing = [f"{tid}.{la}: {c.term!r} not in {c.quote!r}" for tid, la, c in CITATIONS
               if not all(stem in _fold(c.quote) for stem in _stems(c.term))]
    assert missing == []


def test_the_scenario_models_words_all_have_their_terms() -> None:
    kinds = {"terrain": m.HEX_TERRAIN, "hexside": m.HEXSIDE_FEATURES, "route": m.ROUTES, "unit_type": m.UNIT_TYPES}
    absent = [f"{kind} {ident}" for kind, ids in kinds.items() for ident in ids if G.by_model(kind, ident) is None]
    assert absent == []
    assert G.by_model("unit_type", "Ab").name("it") == "Balestrieri"
    assert G.by_model("disorder", "discouraged").name("fr") == "découragé"


def test_french_terms_say_where_they_come_from() -> None:
    for t in G.terms.values():
        fr = t.names["fr"]
        assert fr.how, t.id
        assert fr.quote is not None or not fr.sure, f"{t.id}: an unquoted French term must be marked sure: false"


def test_the_other_game_is_never_a_source() -> None:
    # 002_… is "Battles Before Gunpowder", a different game: its words are not this series' terms.
    assert all(not src["file"].startswith("002_") for src in G.sources.values())
