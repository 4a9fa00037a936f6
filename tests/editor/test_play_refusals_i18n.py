"""The play-mode preview reads the engine's refusal by its kind, not its English words (issue 18): a fire
refused for its line of sight, in Hungarian, is that refusal alone, with the same hexes as in English."""

from __future__ import annotations

import pytest

from editor.hexmap.play import Start
from editor.hexmap.play.preview import fire_preview_for
from editor.hexmap.play.session import start_state
from rules.i18n import set_language, speaking
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def _blocked_fire(lang: str):
    # the Genoese crossbowmen in 1504 facing N, the Byzantine scouts behind the wood of 1503
    scenario = load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario
    grid = scenario.grid
    for p in scenario.setup:
        if p.unit == "cru-ab-genoese":
            p.hex, p.facing = grid.parse_label("1504"), 0
        if p.unit == "byz-cl-scouts" or p.leader == "doux":
            p.hex = grid.parse_label("1502")
        if p.leader == "richard":  # the crossbowmen in command: the line of sight is the only reason
            p.hex = grid.parse_label("1505")
    with speaking(lang):
        state = start_state(scenario, Start("activation", "richard"))
        return fire_preview_for(state, ["cru-ab-genoese"], grid.parse_label("1502"))


def test_a_line_of_sight_refusal_in_hungarian_is_recognised_as_one():
    en, hu = _blocked_fire("en"), _blocked_fire("hu")
    assert en.refused == "no line of sight from 1504 to 1502: blocked by 1503 (wood) (9.2, R17)" and en.notes == []
    assert not hu.sight.clear and hu.sight.blocked_by == en.sight.blocked_by
    # the engine's own reason, in Hungarian: no second "also:" note, no English replacement
    assert hu.refused.startswith("nincs célzás vonala 1504 és 1502 között") and "(9.2, R17)" in hu.refused
    assert "1503" in hu.refused and "line of sight" not in hu.refused
    assert hu.notes == []
