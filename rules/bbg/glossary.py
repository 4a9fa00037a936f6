"""The *Battles Before Gunpowder* vocabulary (resources/glossary/bbg.yaml): each term quoted from the Hungarian
rule text, with the English gloss of the design notes and the words the catalogues use in French, Italian and
Polish. Kept apart from the hex series' glossary, which must never quote this other game.

The catalogues' BBG messages take their words from here (tests/test_bbg_glossary.py holds them to it)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

import yaml

from rules.paths import resources_dir, schemas_dir


@dataclass(frozen=True)
class BbgTerm:
    id: str
    kind: str
    model: str | None
    names: dict[str, str]  # language → term
    quote: str  # the Hungarian text's words, on `line`
    line: int
    section: str


@cache
def load_bbg_glossary() -> dict[str, BbgTerm]:
    """The terms by id, schema-checked."""
    import jsonschema

    data = yaml.safe_load((resources_dir() / "glossary" / "bbg.yaml").read_text(encoding="utf-8"))
    schema = json.loads((schemas_dir() / "bbg-glossary.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(data)
    out = {}
    for t in data["terms"]:
        names = {lang: t[lang]["term"] for lang in ("hu", "en", "fr", "it", "pl") if lang in t}
        out[t["id"]] = BbgTerm(t["id"], t["kind"], t.get("model"), names, t["hu"]["quote"], t["hu"]["line"],
                               t["hu"]["section"])
    return out


def source_file() -> dict:
    """The rule text the quotes come from: file name, SHA-256, title."""
    data = yaml.safe_load((resources_dir() / "glossary" / "bbg.yaml").read_text(encoding="utf-8"))
    return data["source"]


def by_model(kind: str, model_id: str) -> BbgTerm | None:
    return next((t for t in load_bbg_glossary().values() if t.kind == kind and t.model == model_id), None)
