"""The editor's catalogues say the game's terms in the glossary's words, as the core's do: `tools/i18n_qt.py
--check` reports a .ts entry that names a term (leader, fire, facing…) in another word, so the editor and the
game log cannot call the same thing by two names (Hungarian: a leader is a parancsnok, 2014 text)."""

from __future__ import annotations

import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from editor.i18n import qm_dir
from rules.i18n import _, speaking
from rules.i18n.glossary import load_glossary

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import i18n_qt  # noqa: E402


def _copy_catalogues(tmp_path: Path, monkeypatch) -> None:
    for f in qm_dir().glob("banneret_*"):
        shutil.copy(f, tmp_path / f.name)
    monkeypatch.setattr(i18n_qt, "TS_DIR", tmp_path)


def _translations(lang: str) -> dict[str, str]:
    return {m.findtext("source") or "": m.findtext("translation") or ""
            for m in ET.parse(qm_dir() / f"banneret_{lang}.ts").iter("message")}


def test_the_check_reports_a_term_off_the_glossary(tmp_path, monkeypatch):
    """A Hungarian entry that calls a leader 'zászlósúr' (a banner's lord) and a Polish one that fires with
    'strzelają' are reported by the check, entry by entry; the catalogue is then not complete."""
    _copy_catalogues(tmp_path, monkeypatch)
    for lang, source, wrong in (("hu", "Active leader:", "Aktív zászlósúr:"),
                                ("pl", "Both stacked artillery units fire", "Obie artylerie w stosie strzelają")):
        ts = tmp_path / f"banneret_{lang}.ts"
        tree = ET.parse(ts)
        msg = next(m for m in tree.iter("message") if m.findtext("source") == source)
        msg.find("translation").text = wrong
        tree.write(ts, encoding="utf-8")
    hu, pl = i18n_qt.check("hu"), i18n_qt.check("pl")
    assert hu.off_glossary == ["'Active leader:': 'leader' should read 'parancsnok'"]
    assert pl.off_glossary == ["'Both stacked artillery units fire': 'fire' should read 'ostrzał'"]
    assert hu.problems() and any("off the glossary" in line for line in hu.lines())
    assert i18n_qt.main(["--check"]) == 1


def test_notation_and_mnemonics_are_not_words_of_the_check():
    """'[path facing]' is notation, '&' a mnemonic: neither makes an entry off the glossary."""
    assert i18n_qt._plain("mount <unit> [path facing]").split() == ["mount"]
    assert i18n_qt._plain("Active &leader:") == "Active leader:"


def test_the_hungarian_editor_says_parancsnok_for_a_leader():
    hu = _translations("hu")
    assert hu["Leader"] == "Parancsnok" and hu["Active leader:"] == "Aktív parancsnok:"
    assert not any("zászlósúr" in t.lower() or "zászlósur" in t.lower() for t in hu.values())


@pytest.mark.parametrize("lang", i18n_qt.LANGS)
def test_the_editor_and_the_core_say_leader_in_the_same_word(lang):
    """The editor's 'Leader' (its armies dock) and the core's legend entry for a leader's counter (the legend
    dock, `render --legend`) both say the glossary's word."""
    word = load_glossary().terms["leader"].name(lang).lower()
    with speaking(lang):
        core = _("Leader: banner band, bonus; rating, radius, MP")
    assert _translations(lang)["Leader"].lower().startswith(word)
    assert core.lower().startswith(word)
