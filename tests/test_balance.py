"""`banneret balance` (issue 16): the same games whatever the number of workers, on a local Dask cluster
too, and the report a designer reads (headline, HTML page with its plots, JSON)."""

from __future__ import annotations

import json
import math
from pathlib import Path

from rules.cli.main import main
from rules.games.balance import BalanceJob, run_balance
from rules.games.balance_report import wilson
from rules.paths import scenarios_dir

DEMO = str(scenarios_dir() / "tremithoussia-demo.yaml")
JOB = BalanceJob(DEMO, lineup="random")


def test_the_same_games_whatever_the_number_of_workers():
    one = run_balance(JOB, games=3, seed=5, jobs=1)
    two = run_balance(JOB, games=3, seed=5, jobs=2)
    assert [g.seed for g in one] == [5, 6, 7]
    assert one == two
    assert len({(g.steps, tuple(g.totals.values())) for g in one}) > 1  # three different games, not one thrice


def test_a_workers_games_share_their_start_and_battle_and_play_as_recorded():
    """A worker's games of a study start from one position, made once, and share its battle (the map's tables
    and the answers kept there), and each plays exactly the recorded game (tests/engine/golden_games.json: its
    notation and final state), greedy's look-ahead after another greedy game on the same battle included."""
    import threading

    from bench.golden_games import fingerprint, key, load_golden
    from rules.games.balance import play_seeded

    golden = load_golden()["games"]
    played = []
    for kind, seeds in (("random", (1, 2, 3)), ("greedy", (1, 2))):
        job = BalanceJob(DEMO, lineup=kind).with_text()
        for seed in seeds:
            game, result, _players = play_seeded(job, seed)
            assert fingerprint(game, result.stop, 20_000) == golden[key("tremithoussia", kind, seed)]
            played.append(game)
        assert played[-1].states[0] is played[-2].states[0]
    assert played[0].states[0].battle is played[2].states[0].battle
    assert played[3].states[0].battle is not played[0].states[0].battle  # another job: its own start
    elsewhere = []  # games in another thread (a Dask cluster of threads) make their own
    thread = threading.Thread(target=lambda: elsewhere.append(play_seeded(JOB.with_text(), 1)[0]))
    thread.start()
    thread.join()
    assert elsewhere[0].states[0].battle is not played[0].states[0].battle
    assert fingerprint(elsewhere[0], "game_over", 20_000) == golden[key("tremithoussia", "random", 1)]


def test_a_local_dask_cluster_with_two_workers_plays_the_same_games(tmp_path):
    from dask.distributed import LocalCluster  # the `test` extra installs it (pyproject.toml)

    copy = tmp_path / "elsewhere" / "demo.yaml"
    copy.parent.mkdir()
    copy.write_bytes(Path(DEMO).read_bytes())
    job = BalanceJob(str(copy), lineup="random").with_text()  # what run_balance sends with the games
    copy.unlink()  # no worker can read the file: they play the text that travels with the tasks
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cl:
        on_cluster = run_balance(job, games=2, seed=5, cluster=cl.scheduler_address)
    assert on_cluster == run_balance(JOB, games=2, seed=5, jobs=1)


def test_wilson_interval():
    lo, hi = wilson(19, 20)
    assert 0.763 < lo < 0.765 and 0.990 < hi < 0.992  # 95 %: 0.7639..0.9911
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_balance_prints_the_headline_and_writes_the_report(tmp_path, capsys):
    code = main(["balance", DEMO, "--games", "3", "--players", "random", "--seed", "2", "--report",
                 str(tmp_path / "rep"), "--no-progress"])
    out, err = capsys.readouterr()
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Tremithoussia, turn 3: the rules' charge example (demo): 3 games (random), seeds 2–4")
    assert lines[1].startswith("  Crusaders: wins ") and "95 % CI" in lines[1]
    assert lines[2].startswith("  Byzantines of Cyprus: wins ")
    data = json.loads((tmp_path / "rep" / "report.json").read_text())
    assert data["games"] == 3 and [s["id"] for s in data["sides"]] == ["crusaders", "byzantines"]
    assert sum(s["wins"] for s in data["sides"]) + data["draws"]["count"] == 3
    assert sum(sum(s["vp"]["histogram"].values()) for s in data["sides"]) == 6
    page = (tmp_path / "rep" / "report.html").read_text()
    from rules.games.report_plots import available

    if available():  # the `report` extra (tests/test_balance_report.py: with and without it)
        assert page.count("<svg") == 3  # self-contained: the plots are inside the page
        for name in ("vp.svg", "decided.svg", "falls.svg"):
            assert "<svg" in (tmp_path / "rep" / name).read_text()
    else:
        assert page.count("data:image/png;base64,") == 1
        assert (tmp_path / "rep" / "falls.png").read_bytes().startswith(b"\x89PNG")


def test_balance_refuses_unknown_players_and_bad_jobs(capsys):
    assert main(["balance", DEMO, "--players", "grandmaster"]) == 1
    assert "unknown player 'grandmaster'" in capsys.readouterr().err
    assert main(["balance", DEMO, "--jobs", "0"]) == 1
    assert "--jobs 0" in capsys.readouterr().err


def test_play_takes_a_lineup(capsys):
    code = main(["play", DEMO, "--seed", "1", "--players", "greedy,random", "--max-steps", "40"])
    out, _ = capsys.readouterr()
    assert code == 0
    assert out.splitlines()[0].endswith(": greedy v random, seed 1")


def test_the_heat_map_shows_each_sides_falls_in_its_colour_with_a_legend():
    from PIL import Image

    from rules.games.balance import base_game
    from rules.games.balance_report import heat_map
    from rules.geometry.hexgrid import Hex

    scenario = base_game(JOB).scenario
    red, purple = (0xB0, 0x3A, 0x2E), (0x6A, 0x2C, 0x91)  # the demo's crusaders and byzantines
    assert [s.colour.lower() for s in scenario.sides] == ["#b03a2e", "#6a2c91"]
    grid = scenario.grid
    a, b, both, off = Hex(5, 5), Hex(8, 5), Hex(5, 8), Hex(8, 8)

    def fall(h: Hex, side: str, count: int, how: str = "eliminated") -> dict:
        return {"hex": grid.label(h), "q": h.q, "r": h.r, "side": side, "how": how, "count": count}

    falls = [fall(a, "crusaders", 3), fall(b, "byzantines", 3), fall(both, "crusaders", 3),
             fall(both, "byzantines", 3), fall(off, "byzantines", 2, "routed off")]
    grey = Image.new("RGB", (500, 500), (128, 128, 128))
    img = heat_map(scenario, falls, grey)
    layout = grid.layout(40.0)

    def near(h: Hex, dx: float = 0, dy: float = 0) -> tuple[int, int, int]:
        cx, cy = layout.center(h)
        return img.getpixel((int(cx + dx), int(cy + dy)))

    def tinted(px, colour) -> bool:  # the colour laid over grey at the strongest alpha: close to it
        return all(abs(p - c) < 30 for p, c in zip(px, colour, strict=True))

    assert tinted(near(a, 10, 10), red) and tinted(near(b, 10, 10), purple)
    # a hex where both sides fell is shared: each side's colour on its own part of it
    parts = [near(both, 12 * math.cos(t), 12 * math.sin(t)) for t in (0.5, 1.5, 3.6, 4.7)]
    assert any(tinted(p, red) for p in parts) and any(tinted(p, purple) for p in parts)
    # routed off the map: outlined, not filled
    corners = layout.corners(off)
    cx, cy = layout.center(off)
    x, y = (corners[0][0] + corners[1][0]) / 2, (corners[0][1] + corners[1][1]) / 2
    edge = img.getpixel((int(x + (cx - x) * 0.05), int(y + (cy - y) * 0.05)))
    assert tinted(edge, purple) and near(off, 10, 10) == (128, 128, 128)
    # the legend below the map: a swatch of each side's colour
    assert img.height > grey.height
    legend = img.crop((0, grey.height, img.width, img.height))
    colours = {c for _, c in legend.getcolors(100_000)}
    assert any(tinted(c, red) for c in colours) and any(tinted(c, purple) for c in colours)


def test_units_routed_off_the_map_fell_at_the_edge_hex_they_left_from():
    from rules.games.balance import base_game, play_one

    grid = base_game(JOB).scenario.grid
    falls = [f for i in range(12) for f in play_one(JOB, i, 1 + i).falls]
    off = [f for f in falls if f.how == "routed off"]
    assert off, "no unit routed off the map in twelve random games"
    for f in off:
        col, row = grid.to_offset(grid.parse_label(f.hex))
        assert col in (grid.first_column, grid.first_column + grid.columns - 1) or \
            row in (grid.first_row, grid.first_row + grid.rows - 1), f
