"""How complete and how current each language's catalogue is, and whether it uses the glossary's words.

    python tools/i18n_check.py            # a report per language; exit 1 if a catalogue is stale
    python tools/i18n_check.py --update   # re-extract the messages (pybabel) and merge them into every .po

"Stale" means the catalogue and the sources disagree: a message in the sources that the template or a
catalogue lacks, or an entry kept for a message the sources no longer have. Untranslated and fuzzy entries
are reported, not failed: English shows until a translator fills them in. A game term (the glossary's) in an
English message must come out as the glossary's term of that language.
"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.i18n.core import LANGUAGES, locale_dir  # noqa: E402
from rules.i18n.glossary import load_glossary  # noqa: E402

POT = locale_dir() / "banneret.pot"
# Terms whose English word in a message is unambiguous enough to hold the translation to the glossary.
CHECKED_TERMS = ("army_commander", "banner", "counter_charge", "dispersion", "elan", "stacking", "facing",
                 "routed", "discouraged", "fatigued", "zone_of_control", "line_of_sight", "melee", "fire",
                 "offensive_fire", "defensive_fire", "leader", "out_of_command", "in_command", "retreat", "rally",
                 "initiative", "fresh", "valiant")
# What a message's words are, for the glossary check: its placeholders ({leader}) and options (--fire) are not.
_NOT_WORDS = re.compile(r"\{[^}]*\}|--[\w-]+")


@dataclass
class Report:
    lang: str
    total: int = 0
    translated: int = 0
    untranslated: list[str] = field(default_factory=list)
    fuzzy: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)
    off_glossary: list[str] = field(default_factory=list)


def source_ids() -> set[str]:
    """The message ids the sources have now, extracted as babel.cfg says."""
    ids = set()
    method_map = [("rules/**.py", "python")]
    for _file, _line, message, _comments, _ctx in extract_from_dir(str(ROOT), method_map,
                                                                   keywords={"_": None, "N_": None,
                                                                             "ngettext": (1, 2)}):
        ids.add(message if isinstance(message, str) else message[0])
    return ids


def catalogue(lang: str) -> Catalog:
    path = locale_dir() / lang / "LC_MESSAGES" / "banneret.po"
    return read_po(io.BytesIO(path.read_bytes()), locale=lang)


def _stem(word: str) -> str:
    return word[: max(3, len(word) - 2)]


def off_glossary(source: str, strings: tuple[str, ...], lang: str, glossary=None) -> list[str]:
    """What a translation of the English `source` says off the glossary: for each checked term the source
    names, the glossary's word in `lang` must be in the translation (by its stem: Hungarian and Polish inflect
    it). The editor's catalogues are held to it too (tools/i18n_qt.py)."""
    glossary = glossary or load_glossary()
    words = _NOT_WORDS.sub(" ", source)
    said = " ".join(strings).lower()
    out = []
    for tid in CHECKED_TERMS:
        term = glossary.terms[tid]
        en, local = term.name("en"), term.name(lang)
        if en and local and re.search(rf"\b{re.escape(en)}\b", words, re.IGNORECASE) and not all(
                _stem(w) in said for w in local.lower().split()):
            out.append(f"{source!r}: '{en}' should read '{local}'")
    return out


def check(lang: str, sources: set[str]) -> Report:
    cat, rep = catalogue(lang), Report(lang)
    glossary = load_glossary()
    pot_ids = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(POT.open("rb")) if m.id}
    rep.stale += [f"not in the template: {i!r}" for i in sorted(sources - pot_ids)]
    seen = set()
    for m in cat:
        if not m.id:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        seen.add(key)
        rep.total += 1
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if key not in sources:
            rep.stale.append(f"no longer in the sources: {key!r}")
        elif m.fuzzy:
            rep.fuzzy.append(key)
        elif not all(strings):
            rep.untranslated.append(key)
        else:
            rep.translated += 1
            rep.off_glossary += off_glossary(key, strings, lang, glossary)
    rep.stale += [f"missing from the catalogue: {i!r}" for i in sorted(sources - seen)]
    return rep


def update() -> None:
    """Re-extract the template and merge it into every catalogue (pybabel, as babel.cfg says)."""
    pybabel = [sys.executable, "-m", "babel.messages.frontend"]
    subprocess.run([*pybabel, "extract", "-F", "babel.cfg", "-k", "N_", "--no-location", "--sort-output",
                    "--omit-header", "-o", str(POT), "."], cwd=ROOT, check=True)
    template = read_po(POT.open("rb"))
    for lang in LANGUAGES[1:]:
        path = locale_dir() / lang / "LC_MESSAGES" / "banneret.po"
        cat = catalogue(lang)
        cat.update(template, no_fuzzy_matching=True)  # a guessed match reads as a translation: leave it empty
        with path.open("wb") as f:
            write_po(f, cat, sort_output=True, no_location=True, ignore_obsolete=True, width=120)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--update", action="store_true", help="re-extract and merge before reporting")
    args = ap.parse_args(argv)
    if args.update:
        update()
    sources, stale = source_ids(), False
    for lang in LANGUAGES[1:]:
        r = check(lang, sources)
        print(f"{lang}: {r.translated}/{r.total} translated, {len(r.untranslated)} untranslated, "
              f"{len(r.fuzzy)} fuzzy, {len(r.stale)} stale, {len(r.off_glossary)} off the glossary")
        for line in r.stale + r.off_glossary:
            print(f"  {line}")
        stale = stale or bool(r.stale or r.off_glossary)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
