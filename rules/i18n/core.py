"""Which language Banneret speaks, and its messages through the standard library's gettext.

Why gettext and not Qt's translator: rules/ is Qt-free and runs headless (the CLI, the tests, selfplay);
gettext is in the standard library, its `.po` files are the format translators and their tools (Poedit,
Weblate, Lokalize) know, and Babel extracts the messages from the Python sources (`babel.cfg`).

Why the `.mo` is compiled in memory at first use (Babel's `read_po` + `write_mo`) instead of at build time:
one code path for a checkout, an editable install and a wheel, no build hook, no compiled file that can go
stale beside its `.po`, and no manual step after `pip install .`. A catalogue is a few hundred entries: its
compilation costs milliseconds, once per process and language.

Messages are translated when they are made (`_()` at the call), never at import, so `set_language` takes effect
for everything that follows; module-level strings are marked with `N_` and translated where they are shown.
"""

from __future__ import annotations

import gettext
import io
import locale
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from rules.paths import resources_dir

DOMAIN = "banneret"
# The languages the series is played in; English is the source language of every message.
LANGUAGES = ("en", "fr", "hu", "it", "pl")

_current: gettext.NullTranslations = gettext.NullTranslations()
_lang = "en"


def locale_dir() -> Path:
    """resources/locale/<lang>/LC_MESSAGES/banneret.po, and the template banneret.pot beside them."""
    return resources_dir() / "locale"


def _normalise(tag: str | None) -> str | None:
    """'fr_FR.UTF-8', 'fr-CA', 'FR' → 'fr'; a language Banneret does not speak → None."""
    if not tag:
        return None
    code = tag.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language() -> str | None:
    """The user's language from the environment, as gettext reads it (LANGUAGE is a colon-separated list of
    preferences, then LC_ALL, LC_MESSAGES, LANG), then the platform's locale (Windows and macOS set no LANG)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            for tag in value.split(":"):
                if (code := _normalise(tag)) is not None:
                    return code
            if var != "LANGUAGE":
                return None  # the first variable set decides, as in gettext; "C" or an unknown one means English
    try:
        return _normalise(locale.getlocale(locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES") else
                                            locale.LC_CTYPE)[0])
    except (ValueError, AttributeError):
        return None


def choose_language(explicit: str | None = None) -> str:
    """The language to speak: `explicit` (the `--lang` option or the editor's setting), else $BANNERET_LANG,
    else the system's locale, else English. An unknown code is an error only when given explicitly."""
    if explicit:
        code = _normalise(explicit)
        if code is None:
            raise ValueError(f"unknown language '{explicit}' (known: {', '.join(LANGUAGES)})")
        return code
    return _normalise(os.environ.get("BANNERET_LANG")) or system_language() or "en"


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of `lang`, compiled from its `.po` in memory; English (the source) is the null catalogue."""
    po = locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    if lang == "en" or not po.is_file():
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo  # only when a language other than English is spoken
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f, locale=lang, domain=DOMAIN)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)  # a fuzzy entry is a translator's guess: English until confirmed
    buf.seek(0)
    return gettext.GNUTranslations(buf)


def set_language(lang: str | None = None) -> str:
    """Speak `lang` from now on (None: choose as `choose_language` does); returns the code chosen."""
    global _current, _lang
    _lang = choose_language(lang)
    _current = translations(_lang)
    return _lang


def language() -> str:
    return _lang


def _(message: str) -> str:
    """`message` in the current language (itself when untranslated)."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a module-level string for extraction; it is translated where it is shown, with `_(text)`."""
    return message


@contextmanager
def speaking(lang: str) -> Iterator[str]:
    """Speak `lang` inside the block, then the language before it again: what a file writes (a record's
    header) reads the same whatever the user's language."""
    global _current, _lang
    before = (_current, _lang)
    try:
        yield set_language(lang)
    finally:
        _current, _lang = before


def and_list(items: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c' in the current language."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def or_list(items: Iterable[str]) -> str:
    """'a', 'a or b', 'a, b or c' in the current language."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return _("{first} or {last}").format(first=", ".join(words[:-1]), last=words[-1])
