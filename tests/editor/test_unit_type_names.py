"""The unit-type pickers name each type beside its code (issue #26, item 8): a designer new to the series reads
"Il — Light Infantry", not "Il"; the name is the rule book's word in the editor's language (the glossary,
2.2), and the code is what the scenario keeps."""

from __future__ import annotations

import pytest

from editor.dialogs.settings import SettingsDialog
from editor.i18n import install


def items(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_armies_form_names_each_type_and_keeps_the_code(window):
    dock = window.armies
    assert dock.select("unit", "cru-ch-household")
    combo = dock.unit_form.type
    assert combo.currentText() == "Ch — Knights"
    shown = items(combo)
    assert {"Il — Light Infantry", "Aq — Arquebusiers", "At — Artillery", "Cl — Light Cavalry"} <= set(shown)
    combo.setCurrentIndex(combo.findData("Pi"))  # the designer picks Pikemen
    assert window.doc.scenario.unit("cru-ch-household").type == "Pi"
    window.doc.undo.undo()
    assert window.doc.scenario.unit("cru-ch-household").type == "Ch"


def test_the_stacking_rule_checklist_names_the_types(window, qtbot):
    dlg = SettingsDialog(window.doc, window)
    qtbot.addWidget(dlg)
    words = dict((code, text) for text, code in dlg._unit_types())
    assert words["Il"] == "Light Infantry (Il)" and words["Ha"] == "Men at Arms or Sergeants (Ha)"


@pytest.fixture
def hungarian(qapp):
    install(qapp, "hu")
    yield
    install(qapp, "en")


def test_in_hungarian_the_names_are_the_hungarian_rule_books(hungarian, window):  # the window built in Hungarian
    dock = window.armies
    assert dock.select("unit", "cru-ch-household")
    shown = items(dock.unit_form.type)
    assert "Ch — Lovagok" in shown and "Il — Könnyűgyalogság" in shown and "At — Tüzérség" in shown
