"""The game's vocabulary in each language (resources/glossary/glossary.yaml), read once and checked against
its JSON Schema.

Why a glossary of its own: a translated message that says "Rückzug" in one place and "retraite" in another is
worse than English. Every catalogue takes its game terms from here (tests/test_catalogues.py holds them to it),
and each term is quoted from the rule text of its language, so a player reads the words of the rule book
in front of them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

import jsonschema
import yaml

from rules.paths import resources_dir, schemas_dir

LANGUAGES = ("en", "fr", "hu", "it", "pl")


@dataclass(frozen=True)
class Citation:
    term: str
    quote: str | None = None  # the exact text of the cited line, None for an uncited French rendering
    line: int | None = None
    section: str | None = None
    text: str | None = None  # the language of the rule text the line is in (French words quoted in EN)
    sure: bool = True
    how: str | None = None


@dataclass(frozen=True)
class Term:
    id: str
    kind: str
    model: str | None
    names: dict[str, Citation]

    def name(self, lang: str) -> str | None:
        """The term in `lang` ("fr", "hu"…; a region like "fr_CA" falls back to "fr"), None if no text has it."""
        c = self.names.get(lang.split("_")[0])
        return c.term if c else None


@dataclass(frozen=True)
class Glossary:
    sources: dict[str, dict]
    terms: dict[str, Term]

    def by_model(self, kind: str, model_id: str) -> Term | None:
        """The term a scenario id stands for ("wood", "Ch", "discouraged")."""
        return next((t for t in self.terms.values() if t.kind == kind and t.model == model_id), None)


def glossary_path():
    return resources_dir() / "glossary" / "glossary.yaml"


@cache
def load_glossary() -> Glossary:
    """The glossary, schema-checked: a broken glossary stops here rather than in a half-translated message."""
    data = yaml.safe_load(glossary_path().read_text(encoding="utf-8"))
    schema = json.loads((schemas_dir() / "glossary.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(data)
    terms = {}
    for t in data["terms"]:
        names = {lang: Citation(**{"text": None if lang == "fr" else lang, **t[lang]})
                 for lang in LANGUAGES if lang in t}
        terms[t["id"]] = Term(t["id"], t["kind"], t.get("model"), names)
    return Glossary(data["sources"], terms)
