"""The editor in the user's language: Qt's translator machinery over `.qm` catalogues built from the `.ts`
sources in resources/i18n/ (tools/i18n_qt.py runs pyside6-lupdate and pyside6-lrelease).

Why Qt's machinery for the editor and gettext for the core: Qt's own dialogs and standard buttons ("Cancel",
"Open") come translated only through a QTranslator (qtbase_fr.qm ships with PySide6), Qt Linguist edits `.ts`
files with their context and a preview, and rules/ must stay Qt-free. The two meet here: the language chosen
for the editor is also set for the core, so a finding in the validation dock speaks the menus' language.

Why the `.qm` files are committed (built, not written by hand): a wheel then carries them with no build hook,
and tests/test_editor_i18n.py rebuilds each one from its `.ts` and fails when the committed one is stale.

Strings are marked with this module's `tr("text")` (module-level ones with `QT_TR_NOOP`), never `self.tr()`:
PySide's `tr` takes its context from the instance's class, so a subclass (MainWindow of EditWindow) would miss
every translation lupdate filed under the base class.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from rules.i18n import LANGUAGES, choose_language, set_language
from rules.paths import resources_dir

SETTING = "language"  # QSettings key: "" or absent = the system's language
NAMES = {"en": "English", "fr": "Français", "hu": "Magyar", "it": "Italiano", "pl": "Polski"}

_installed: list[QTranslator] = []


def tr(text: str) -> str:
    """`text` in the editor's language. One context ("") for the whole editor: pyside6-lupdate files a bare
    `tr("…")` call under it, and a phrase ("Terrain", "Levels") is translated once wherever it shows."""
    return QCoreApplication.translate("", text)


def qm_dir() -> Path:
    return resources_dir() / "i18n"


def editor_language(settings: QSettings | None = None) -> str:
    """The setting (View → Language) if made, else $BANNERET_LANG, else the system locale, else English."""
    chosen = str((settings or QSettings("Banneret", "Banneret Editor")).value(SETTING, "") or "")
    if chosen in LANGUAGES:
        return chosen
    env = choose_language()
    if env != "en":
        return env
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def install(app: QCoreApplication, lang: str) -> str:
    """Load the editor's and Qt's own catalogues for `lang` into `app` (replacing earlier ones) and make the core
    speak it too; returns the language."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    set_language(lang)
    if lang == "en":
        return lang
    ours, qts = QTranslator(app), QTranslator(app)
    if ours.load(str(qm_dir() / f"banneret_{lang}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    if qts.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qts)
        _installed.append(qts)
    return lang


def pseudo(source: str) -> str:
    """`source` in the pseudo-locale: wrapped in [[…]], its `{placeholders}` left outside the brackets so that
    what is filled into them (a core message, a name) is checked on its own."""
    if not source:
        return source
    return "[[" + re.sub(r"(?<!\{)\{[^{}]*\}(?!\})", lambda m: f"]]{m.group(0)}[[", source) + "]]"


class PseudoTranslator(QTranslator):
    """Wraps every string that goes through Qt's translation in [[…]]: a visible string without the brackets
    escaped translation (tests/editor/test_i18n_pseudo.py walks every window and dialog)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return pseudo(source)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False
