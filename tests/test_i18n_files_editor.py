"""The editor's validation dock speaks the editor's language (issue 18). Its findings come from a checker
process spawned without the editor's state (the core starts in English there) and kept across a switch of
View → Language: each check carries the language, so the findings read as the menus do."""

from __future__ import annotations

import pytest

from rules.i18n import language, set_language

pytest.importorskip("pytestqt")

BROKEN = """format: banneret/1
title: Broken
map:
  grid: {orientation: flat, columns: 10, rows: 10}
  colour_of_sky: blue
sides:
  - {id: a, name: A, colour: "#aa0000", role: attacker, rout_edge: west}
"""


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def test_the_validation_dock_findings_from_the_checker_process_follow_the_language(qtbot, tmp_path):
    from editor.docks import validation
    from editor.docks.validation import ValidationDock
    from editor.document import Document

    p = tmp_path / "broken.yaml"
    p.write_text(BROKEN, encoding="utf-8")
    dock = ValidationDock(Document.open(p))
    qtbot.addWidget(dock)

    def checked_in(lang: str) -> list:
        set_language(lang)
        dock.findings = []
        dock.run()
        assert validation._process is not None and not validation._process_failed  # in the checker process
        qtbot.waitUntil(lambda: not dock.checking and bool(dock.findings), timeout=60000)
        assert language() == lang
        return dock.findings

    en = checked_in("en")
    assert en[0].code == "unknown-key" and en[0].message.startswith("unknown key 'colour_of_sky' in map")
    hu = checked_in("hu")
    pl = checked_in("pl")  # the same process, started before: the language came with the check
    assert [(f.code, f.line, f.col) for f in hu] == [(f.code, f.line, f.col) for f in pl] == [
        (f.code, f.line, f.col) for f in en]
    assert hu[0].message.startswith("ismeretlen kulcs: 'colour_of_sky' itt: map")
    assert pl[0].message.startswith("nieznany klucz 'colour_of_sky' w map")
    shown = dock.tree.topLevelItem(0)
    assert any("nieznany klucz" in shown.text(i) for i in range(dock.tree.columnCount()))
    assert checked_in("en")[0].message == en[0].message  # and back
