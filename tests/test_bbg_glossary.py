"""The BBG glossary quotes the Hungarian text truly (each quote on the line it cites, in the very text: same
SHA-256), names every word the BBG files use (terrain, formations, roles, classes, weapons), and the catalogues'
formation names say its words in every language.

The rule text is not in the repository: it is read from $BANNERET_RULE_TEXTS, else ../shared/seeds beside the
checkout; without it the quote test is skipped (a fresh clone)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from rules.bbg import model as m
from rules.bbg.glossary import by_model, load_bbg_glossary, source_file
from rules.bbg.validate import FORMATION_NAMES
from rules.i18n import _, speaking

TEXTS = Path(os.environ.get("BANNERET_RULE_TEXTS") or Path(__file__).resolve().parents[2] / "shared" / "seeds")
G = load_bbg_glossary()


def _fold(s: str) -> str:
    return s.casefold().replace("-", "")  # "se-reglistában": a word broken by the typesetting


def test_every_hungarian_quote_is_on_its_line_of_the_text():
    src = source_file()
    path = TEXTS / src["file"]
    if not path.is_file():
        pytest.skip(f"the BBG rule text {path} is not here (a fresh clone)")
    data = path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == src["sha256"]
    lines = data.decode("utf-8").split("\n")
    wrong = [f"{t.id}: line {t.line} does not hold {t.quote!r}" for t in G.values() if t.quote not in lines[t.line - 1]]
    assert wrong == []
    assert len(G) >= 60


def test_every_quote_names_its_term():
    """The first word of the term, less its last two letters (three kept), stands in the quote: the text
    inflects ("falanxban", "Diadalpontok")."""
    missing = [t.id for t in G.values()
               if (w := _fold(t.names["hu"]).split()[0])[: max(3, len(w) - 2)] not in _fold(t.quote)]
    assert missing == []


def test_the_words_the_bbg_files_use_all_have_their_terms():
    kinds = {"terrain": m.TERRAIN_TYPES, "formation": m.SPECIAL_FORMATIONS, "role": tuple(m.ROLES),
             "weapon": m.WEAPONS, "crew": m.CREW,
             "class": tuple(c for c in m.TROOP_CLASSES if c != "camel")}  # no camel in the text
    absent = [f"{kind} {ident}" for kind, ids in kinds.items() for ident in ids if by_model(kind, ident) is None]
    absent += [f"formation {f}" for f in m.FORMATIONS if by_model("concept", f) is None]
    assert absent == []
    assert by_model("terrain", "soaked_ground").names["hu"] == "felázott talaj"  # [L386]


@pytest.mark.parametrize("lang", ["hu", "fr", "it", "pl"])
def test_the_catalogues_name_the_formations_with_the_glossarys_words(lang):
    wrong = []
    with speaking(lang):
        for model_id, english in FORMATION_NAMES.items():
            word = _fold(G[model_id].names[lang]).split()[0]
            if word[: max(3, len(word) - 2)] not in _fold(_(english)):
                wrong.append(f"{model_id}: {_(english)!r} lacks {G[model_id].names[lang]!r}")
    assert wrong == []
