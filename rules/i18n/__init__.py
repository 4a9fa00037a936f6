"""Banneret in the players' languages: the core's messages through gettext (`core.py`) and the game's own
vocabulary in each language, quoted from the rule texts (`glossary.py`).

    from rules.i18n import _, set_language
    set_language("fr")                 # or choose_language(): --lang, then $BANNERET_LANG, then the locale
    _("the first turn ({first}) comes after the last ({last})").format(first=3, last=2)

May import: `rules.paths` and third-party libraries (Babel, PyYAML, jsonschema); nothing else of `rules`, so
every package can speak through it. Never Qt: the editor installs its own Qt translator (editor/i18n.py).
Exports: `core._`, `ngettext`, `N_`, `set_language`, `choose_language`, `language`, `speaking` (a block in one
language), `and_list`, `or_list`, `LANGUAGES`;
`glossary.load_glossary`, `Glossary`, `Term` (import them from `rules.i18n.glossary`: loading and checking the
glossary needs jsonschema, which no command should pay for at start-up just to print a message).
"""

from .core import LANGUAGES, N_, _, and_list, choose_language, language, ngettext, or_list, set_language, speaking

__all__ = ["LANGUAGES", "N_", "_", "and_list", "choose_language", "language", "ngettext", "or_list", "set_language",
           "speaking"]
