"""The balance report as a designer reads it (issue #26 item 17): plots drawn by matplotlib as SVG inside the
page, with titled axes and whole words ("Victory points at the end", "Byzantines of Cyprus": the Pillow charts
printed "Victory pointsat the end"); without matplotlib, the same figures as tables and a note saying so."""

from __future__ import annotations

import re

import pytest
from PIL import Image

from rules.games import report_plots
from rules.games.balance import BalanceJob, base_game
from rules.games.balance_report import HEAT_SCALE, write_report
from rules.games.report_plots import svg_title_and_labels
from rules.paths import scenarios_dir

DEMO = str(scenarios_dir() / "tremithoussia-demo.yaml")


def study() -> tuple:
    """The demo scenario and a study's figures as `aggregate` makes them (report.json), without playing."""
    scenario = base_game(BalanceJob(DEMO, lineup="random")).scenario
    g = scenario.grid
    a, b = g.parse_label("0505"), g.parse_label("1010")

    def side(sid: str, name: str, hist: dict) -> dict:
        n = sum(hist.values())
        return {"id": sid, "name": name, "wins": 2, "draws": 1, "losses": n - 3, "win_rate": 2 / n,
                "win_interval": (0.1, 0.6), "vp": {"mean": 10.0, "median": 10, "min": min(hist), "max": max(hist),
                                                   "histogram": hist}}

    agg = {"scenario": scenario.title, "games": 6, "lineup": "random", "seeds": [1, 6],
           "sides": [side("crusaders", "Crusaders", {4: 1, 12: 3, 20: 2}),
                     side("byzantines", "Byzantines of Cyprus", {0: 2, 7: 4})],
           "draws": {"count": 1, "interval": (0.0, 0.5)}, "results": {"Crusaders: win": 2},
           "decided_turn": {"histogram": {8: 3, 10: 2}, "median": 8, "undecided": 1},
           "conditions": {}, "stops": {"game_over": 6}, "choices_per_game": 50,
           "falls": [{"hex": g.label(a), "q": a.q, "r": a.r, "side": "crusaders", "how": "eliminated", "count": 3},
                     {"hex": g.label(b), "q": b.q, "r": b.r, "side": "byzantines", "how": "routed off", "count": 2}]}
    w, h = g.layout(HEAT_SCALE).size()
    base_map = Image.new("RGB", (round(w), round(h)), (230, 230, 210))
    return scenario, agg, base_map


def svgs(page: str) -> list[str]:
    return re.findall(r"<svg.*?</svg>", page, flags=re.S)


def test_the_page_holds_three_svg_plots_with_titled_axes_and_whole_labels(tmp_path):
    pytest.importorskip("matplotlib")
    scenario, agg, base_map = study()
    page = write_report(tmp_path, scenario, agg, base_map).read_text()
    vp, decided, falls = svgs(page)
    words = svg_title_and_labels(vp)
    for label in ("Victory points at the end", "victory points at the end of the game", "games", "Crusaders",
                  "Byzantines of Cyprus"):
        assert label in words, (label, words)
    assert "20" in words and "0" in words  # the axis is numbered
    words = svg_title_and_labels(decided)
    assert {"The turn the game was decided", "turn", "games"} <= set(words)
    words = svg_title_and_labels(falls)
    assert "Where units fell (games summed)" in words
    assert any(w.startswith("Byzantines of Cyprus: 0 eliminated") for w in words)
    assert {"3", "2"} <= set(words)  # the falls counted in their hexes
    assert {p.name for p in scenario.map.places if p.name} <= set(words)  # the map's names, readable as text
    assert (tmp_path / "vp.svg").read_text().count("<svg") == 1
    assert not (tmp_path / "vp.png").exists()


def test_without_matplotlib_the_page_says_so_and_shows_the_figures_as_tables(tmp_path, monkeypatch):
    monkeypatch.setattr(report_plots, "available", lambda: False)
    scenario, agg, base_map = study()
    page = write_report(tmp_path, scenario, agg, base_map).read_text()
    assert "<svg" not in page
    assert "matplotlib is not installed" in page and "banneret[report]" in page
    # the VP table: a row a value, a column a side
    assert "<th>Byzantines of Cyprus</th>" in page
    assert "<tr><td>7</td><td>0</td><td>4</td></tr>" in page and "<tr><td>12</td><td>3</td><td>0</td></tr>" in page
    assert "<tr><td>8</td><td>3</td></tr>" in page  # decided on turn 8 in 3 games
    assert page.count("data:image/png;base64,") == 1  # the heat map, drawn by Pillow
    assert (tmp_path / "falls.png").read_bytes().startswith(b"\x89PNG")
