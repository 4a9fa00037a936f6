"""`banneret balance A.yaml --against B.yaml` (issue #30, part 2): both variants on the same seeds, the paired
difference in words with its interval and significance; the study's journal (`--save`) and the cache of a
variant's games, so a stopped study continues; the comparison on a local Dask cluster."""

from __future__ import annotations

import json
import math
from dataclasses import replace
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.games.balance import BalanceJob, Cancelled
from rules.games.balance_compare import (
    compare,
    mcnemar_exact,
    mean_interval,
    newcombe_interval,
    paired_proportion_interval,
    t95,
)
from rules.games.study import journal_settings, journal_variants, run_study
from rules.games.study_store import GameCache, Journal, JournalError, reproducible
from rules.paths import scenarios_dir
from rules.scenario.files import dump_scenario, load_scenario

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"
GENOESE = "removing the Genoese crossbowmen"


def without_unit(path: Path, uid: str, out: Path) -> Path:
    """The scenario at `path` without unit `uid` (its counter, its setup, its reinforcement), written to `out`."""
    s = load_scenario(path).scenario
    sides = [replace(side, units=[u for u in side.units if u.id != uid]) for side in s.sides]
    s = replace(s, sides=sides, setup=[p for p in s.setup if p.unit != uid],
                reinforcements=[replace(r, units=[u for u in r.units if u != uid]) for r in s.reinforcements])
    out.write_text(dump_scenario(s), encoding="utf-8")
    return out


def richer_village(out: Path, points: int = 6) -> Path:
    """The demo with the Byzantines' village objective (0510, 0609) worth `points` VP instead of 3."""
    text = DEMO.read_text(encoding="utf-8")
    old = 'hexes: ["0510", "0609"], side: byzantines, points: 3'
    assert old in text
    out.write_text(text.replace(old, old[:-1] + str(points)), encoding="utf-8")
    return out


# --- the statistics ------------------------------------------------------------------------------------


def test_mcnemar_exact_test():
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(0, 6) == pytest.approx(2 / 64)  # six pairs changed, all one way
    assert mcnemar_exact(3, 3) == 1.0
    assert mcnemar_exact(2, 10) == pytest.approx(0.0385742, abs=1e-6)  # 2 · P(X ≤ 2), X ~ Bin(12, ½)


def test_paired_and_unpaired_intervals():
    # Agresti & Min (2005): add ½ to each cell, then Wald; with no discordant pair the interval is tight and
    # holds 0, and it is never wider than [-1, 1]
    lo, hi = paired_proportion_interval(40, 0, 0)
    assert lo < 0 < hi and hi - lo < 0.1
    lo, hi = paired_proportion_interval(20, 0, 8)  # (8.5 - 0.5) / 22 ± 1.96 · √(9 - 8²/22) / 22
    assert lo == pytest.approx(0.1438, abs=1e-4) and hi == pytest.approx(0.5835, abs=1e-4)
    assert paired_proportion_interval(1, 0, 1)[1] <= 1.0
    # Newcombe (1998), method 10, his example 56/70 against 48/80: 0.0524 to 0.3339
    lo, hi = newcombe_interval(48, 80, 56, 70)
    assert lo == pytest.approx(0.0524, abs=1e-3) and hi == pytest.approx(0.3339, abs=1e-3)
    # Student's t: 12.706 (1), 2.571 (5), 2.228 (10), 1.984 (100)
    assert [round(t95(df), 3) for df in (1, 5, 10, 100)] == [12.706, 2.570, 2.228, 1.984]
    lo, hi = mean_interval([1.0, 2.0, 3.0])
    assert lo == pytest.approx(2 - 4.3026527 / math.sqrt(3)) and hi == pytest.approx(2 + 4.3026527 / math.sqrt(3))
    assert mean_interval([1.0]) is None


def test_only_games_that_depend_on_the_seed_alone_are_cached():
    assert reproducible("random") and reproducible("greedy,random") and reproducible("search:500")
    assert not reproducible("search") and not reproducible("search:2s,greedy")


# --- the comparison ------------------------------------------------------------------------------------


def test_a_victory_change_is_found_by_the_pairs_with_a_narrower_interval(tmp_path):
    """Random players do not look at the victory conditions: game i of A and of B is the very same game, only
    scored otherwise, and the paired interval is narrower than the one that ignores the pairing (seeds 10-17:
    the Byzantines hold the village at the end of games 10, 11, 13 and 14)."""
    b = richer_village(tmp_path / "richer.yaml")
    a_games, b_games = run_study([BalanceJob(str(DEMO), "random"), BalanceJob(str(b), "random")], 8, seed=10,
                                 cache=False)
    assert [(g.steps, g.falls) for g in a_games] == [(g.steps, g.falls) for g in b_games]
    scenario = load_scenario(DEMO).scenario
    cmp = compare(scenario, a_games, b_games, ("A", "B"), "a richer village", "random", 10)
    byz = next(s for s in cmp["sides"] if s["id"] == "byzantines")
    assert cmp["pairs"] == 8 and byz["vp"]["b"] > byz["vp"]["a"]
    assert byz["vp"]["difference"] == pytest.approx(4 * 3 / 8)
    lo, hi = byz["vp"]["interval"]
    ulo, uhi = byz["vp"]["unpaired_interval"]
    assert lo > 0 and hi - lo < uhi - ulo and ulo < 0  # the pairs see it; two samples of 8 would not
    assert byz["win_rate"]["difference"] == 0 and byz["win_rate"]["p_value"] == 1.0  # 6 VP wins as 3 did


def test_balance_against_prints_the_change_in_words_and_writes_both_reports(tmp_path, capsys):
    b = without_unit(DEMO, "cru-ab-genoese", tmp_path / "no-genoese.yaml")
    code = main(["balance", str(DEMO), "--against", str(b), "--change", GENOESE, "--games", "3", "--players",
                 "random", "--report", str(tmp_path / "rep"), "--no-progress"])
    out, err = capsys.readouterr()
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("A = tremithoussia-demo.yaml: Tremithoussia, turn 3")
    assert any(line.startswith("B = no-genoese.yaml: ") for line in lines)
    assert "Comparison tremithoussia-demo.yaml → no-genoese.yaml: 3 pairs of games on the same seeds (random)" in out
    win = [line for line in lines if "Removing the Genoese crossbowmen moves the win rate of Crusaders from" in line]
    assert len(win) == 1 and "95 % interval" in win[0] and "McNemar's exact test, p = " in win[0]
    assert "Removing the Genoese crossbowmen moves the mean VP of Byzantines of Cyprus from" in out
    data = json.loads((tmp_path / "rep" / "compare.json").read_text())
    assert data["pairs"] == 3 and data["change"] == GENOESE and data["seeds"] == [1, 3]
    page = (tmp_path / "rep" / "compare.html").read_text()
    assert 'href="A/report.html"' in page and "Removing the Genoese crossbowmen moves" in page
    for sub in ("A", "B"):
        assert json.loads((tmp_path / "rep" / sub / "report.json").read_text())["games"] == 3
    b_json = json.loads((tmp_path / "rep" / "B" / "report.json").read_text())
    assert b_json["scenario"].startswith("Tremithoussia")


def test_without_a_change_the_sentences_name_the_files(tmp_path, capsys):
    b = richer_village(tmp_path / "richer.yaml")
    assert main(["balance", str(DEMO), "--against", str(b), "--games", "2", "--players", "random",
                 "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "Tremithoussia-demo.yaml → richer.yaml moves the win rate of Crusaders from" in out


def test_variants_with_other_sides_are_refused(tmp_path, capsys):
    other = scenarios_dir() / "hautmesnil-1478.yaml"
    assert main(["balance", str(DEMO), "--against", str(other), "--games", "1", "--players", "random",
                 "--no-progress"]) == 1
    assert "the two variants must have the same sides" in capsys.readouterr().err


# --- stop and resume, the cache ------------------------------------------------------------------------


def test_a_stopped_study_keeps_its_games_and_the_same_command_continues_it(tmp_path, capsys):
    b = richer_village(tmp_path / "richer.yaml")
    study = tmp_path / "study.json"
    args = ["balance", str(DEMO), "--against", str(b), "--players", "random", "--no-progress", "--no-cache",
            "--save", str(study)]
    assert main(args + ["--games", "2"]) == 0
    first = capsys.readouterr().out
    saved = json.loads(study.read_text())
    assert [len(v["games"]) for v in saved["variants"]] == [2, 2]
    assert main(args + ["--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "4 games were already played (the study's journal or the cache), 2 played now" in out
    assert [len(v["games"]) for v in json.loads(study.read_text())["variants"]] == [3, 3]
    # the same games: the first two pairs' results are those of the first run
    assert first.splitlines()[0].replace("2 games", "3 games").replace("seeds 1–2", "seeds 1–3") == \
        out.splitlines()[0]


def test_a_journal_of_another_version_or_not_a_journal_is_refused_and_left_intact(tmp_path, capsys):
    b = richer_village(tmp_path / "richer.yaml")
    study = tmp_path / "study.json"
    args = ["balance", str(DEMO), "--against", str(b), "--players", "random", "--no-progress", "--games", "1",
            "--save", str(study)]
    assert main(args) == 0
    before = study.read_bytes()
    richer_village(b, 7)  # B edited since
    assert main(args) == 1
    assert "is a study of other scenarios, or of another version of them" in capsys.readouterr().err
    assert study.read_bytes() == before
    assert main(args[:-1] + [str(DEMO)]) == 1  # --save naming a scenario, not a journal
    assert "is not a balance study journal" in capsys.readouterr().err
    assert main(["balance", str(DEMO), "--players", "random", "--no-progress", "--games", "1", "--seed", "9",
                 "--save", str(study)]) == 1
    assert "is a study with other settings" in capsys.readouterr().err
    richer_village(b)  # B as it was, but another engine played the journal's games
    data = json.loads(study.read_text())
    data["variants"][0]["key"] = "0" * 40
    study.write_text(json.dumps(data))
    assert main(args) == 1
    assert "was played by another version of the engine or the players" in capsys.readouterr().err


def test_stop_keeps_whole_pairs_in_the_journal_and_resuming_plays_only_the_rest(tmp_path):
    b = richer_village(tmp_path / "richer.yaml")
    jobs = [BalanceJob(str(DEMO), "random").with_text(), BalanceJob(str(b), "random").with_text()]
    labels = ["A", "B"]
    path = tmp_path / "study.json"
    played = []

    def journal() -> Journal:
        return Journal.open(path, journal_settings(jobs[0], 1), journal_variants(jobs, labels))

    with pytest.raises(Cancelled):
        run_study(jobs, 4, seed=1, cache=False, journal=journal(), progress=lambda d, t: played.append(d),
                  stop=lambda: played[-1] >= 4)
    kept = json.loads(path.read_text())
    assert [sorted(g["seed"] for g in v["games"]) for v in kept["variants"]] == [[1, 2], [1, 2]]
    known = []
    resumed = run_study(jobs, 4, seed=1, cache=False, journal=journal(), on_known=known.append)
    assert known == [4]
    assert resumed == run_study(jobs, 4, seed=1, cache=False)


def test_a_variants_games_are_cached_by_content_and_a_bad_cache_only_costs_speed(tmp_path, monkeypatch):
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(tmp_path / "cache"))
    job = BalanceJob(str(DEMO), "random")
    known = []
    first = run_study([job], 3, seed=4, on_known=known.append)
    again = run_study([job], 5, seed=3, on_known=known.append)  # seeds 3..7: 4, 5, 6 are known
    assert known == [0, 3]
    assert again[0][1:4] == [replace(g, index=g.index + 1) for g in first[0]]
    # another content is another key
    b = richer_village(tmp_path / "richer.yaml")
    run_study([BalanceJob(str(b), "random")], 1, seed=4, on_known=known.append)
    assert known[-1] == 0
    # a damaged cache file counts as empty; an unwritable cache folder plays on
    cache = GameCache(job.with_text())
    cache.path.write_bytes(b"{not json")
    run_study([job], 2, seed=4, on_known=known.append)
    assert known[-1] == 0
    (tmp_path / "file").write_text("x")
    monkeypatch.setenv("BANNERET_CACHE_DIR", str(tmp_path / "file"))
    assert run_study([job], 2, seed=4, on_known=known.append)[0] == first[0][:2]
    assert known[-1] == 0


def test_a_comparison_on_a_local_dask_cluster_plays_the_same_games(tmp_path, capsys):
    from dask.distributed import LocalCluster  # the `test` extra installs it (pyproject.toml)

    b = richer_village(tmp_path / "richer.yaml")
    jobs = [BalanceJob(str(DEMO), "random"), BalanceJob(str(b), "random")]
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cl:
        on_cluster = run_study(jobs, 2, seed=5, cluster=cl.scheduler_address, cache=False)
        code = main(["balance", str(DEMO), "--against", str(b), "--games", "2", "--seed", "5", "--players",
                     "random", "--cluster", cl.scheduler_address, "--no-cache", "--no-progress"])
    out = capsys.readouterr().out
    assert code == 0 and "2 pairs of games on the same seeds (random)" in out
    assert f"on {cl.scheduler_address}" in out
    assert on_cluster == run_study(jobs, 2, seed=5, cache=False)
    assert [g.seed for g in on_cluster[1]] == [5, 6]


def test_journal_open_refuses_an_unreadable_file(tmp_path):
    folder = tmp_path / "dir.json"
    folder.mkdir()
    with pytest.raises(JournalError):
        Journal.open(folder, {}, [])


def test_a_frozen_bundles_cache_key_follows_its_executable(tmp_path, monkeypatch):
    """The standalone bundle has no .py sources to hash: another build (another engine) must be another key."""
    import sys

    from rules.games.study_store import engine_fingerprint

    exe = tmp_path / "banneret"
    exe.write_bytes(b"build one")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    engine_fingerprint.cache_clear()  # kept for the life of a process: this test plays two of them
    first = engine_fingerprint()
    exe.write_bytes(b"build two")
    engine_fingerprint.cache_clear()
    assert engine_fingerprint() != first
    monkeypatch.undo()
    engine_fingerprint.cache_clear()


def test_the_cache_and_the_journal_write_each_game_once_made_and_read_back_whole(tmp_path, monkeypatch):
    """A study writes its cache and journal whole every few seconds while games come in: a game's JSON form is
    made once, not again at each write (which grew with the square of the games), and the files still hold every
    game, a game replaced under its seed with its new form."""
    from rules.games.balance import Fall, GameSummary

    made = []
    to_dict = GameSummary.to_dict
    monkeypatch.setattr(GameSummary, "to_dict", lambda self: made.append(self.seed) or to_dict(self))

    def game(seed: int, winner: str = "fr") -> GameSummary:
        return GameSummary(seed - 1, seed, winner, "decisive victory", {"fr": 30, "bu": 12}, 900, "game_over",
                           "over", 9, 5, {"rout": {"fr": 3}}, (Fall("0710", 7, 10, "fr", 3),), cpu=6.5)

    cache = GameCache(BalanceJob(str(DEMO), "greedy").with_text(), tmp_path / "cache")
    journal = Journal(tmp_path / "study.json", {"lineup": "greedy"}, [{"label": "A", "sha256": "-", "key": "-"}],
                      [{}])
    for seed in (1, 2, 3):
        cache.put(game(seed))
        cache.save()
        journal.add(0, game(seed))
        journal.save()
    assert made == [1, 1, 2, 2, 3, 3]
    cache.put(game(2, "bu"))
    cache.save()
    assert made[6:] == [2]
    assert GameCache(BalanceJob(str(DEMO), "greedy").with_text(), tmp_path / "cache").games == {
        1: game(1), 2: game(2, "bu"), 3: game(3)}
    saved = json.loads((tmp_path / "study.json").read_text())
    assert [GameSummary.from_dict(d) for d in saved["variants"][0]["games"]] == [game(1), game(2), game(3)]
