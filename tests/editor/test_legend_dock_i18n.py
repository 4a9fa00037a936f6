"""The legend dock speaks the chosen language: each mark's name, its group and the table its rule names come from
the core's catalogue (rules/map/legend.py), as `banneret render --legend` prints them; rule numbers stay."""

from __future__ import annotations

import pytest

from editor.docks.legend import LegendDock
from rules.i18n import set_language


@pytest.fixture
def hungarian():
    set_language("hu")
    yield
    set_language("en")


def _texts(dock: LegendDock) -> list[str]:
    return [dock.list.item(i).text() for i in range(dock.list.count())]


def test_the_legend_dock_in_hungarian(qtbot, hungarian):
    dock = LegendDock()
    qtbot.addWidget(dock)
    texts = _texts(dock)
    assert "Jelzők" in texts  # the "Markers" heading
    assert dock.items["terrain:wood"].text() == "Erdő\nTerep táblázat"
    assert dock.items["level:1"].text().endswith("\nTerep táblázat, R19")
    assert dock.items["counter:leader"].text().startswith("Parancsnok: zászlósáv")
    assert dock.items["terrain:wood"].toolTip() == "Erdő (Terep táblázat)"
    assert not any(t in "\n".join(texts) for t in ("Wood", "Terrain chart", "Markers", "Leader"))


def test_the_legend_dock_in_english(qtbot):
    dock = LegendDock()
    qtbot.addWidget(dock)
    assert dock.items["terrain:wood"].text() == "Wood\nTerrain Chart"
    assert "Markers" in _texts(dock)
