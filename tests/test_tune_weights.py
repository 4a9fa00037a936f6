"""bench/tune_weights.py (issue 30, part 3): SPSA's update, the pairing of an iteration's two games and the
log's resume, on a fake game function (no real game is played)."""

from __future__ import annotations

import json
import math

import pytest

from bench.tune_weights import Config, delta, read_log, run, spec, start_theta, step, tasks

TARGET = {"material": 0.8, "leader": 1.2, "objective": 0.5}  # the fake game's best weights


def fake_game(task):
    """θ+'s margin in a game whose better player is the one whose weights are nearer TARGET (in log space),
    with a seat advantage that the two seats of one seed cancel."""
    _demo, seed, seat, plus, minus = task

    def loss(w):
        return sum((math.log(w[p]) - math.log(t)) ** 2 for p, t in TARGET.items())

    seat_bonus = 5.0 * (seed % 3 - 1)  # the seed favours a seat: +5, 0 or -5 for seat 0
    return 100 * (loss(minus) - loss(plus)) + (seat_bonus if seat == 0 else -seat_bonus), 0.0


CONFIG = Config(params=tuple(TARGET), seed=1001, c=0.2, big_a=5.0, first_step=0.1, typical_r=20.0)


def test_first_step_moves_a_weight_by_the_share_asked_at_the_typical_margin():
    theta = start_theta(CONFIG.params)
    d = {p: 1 for p in CONFIG.params}
    after = step(CONFIG, 0, theta, d, r=20.0)
    assert all(after[p] - theta[p] == pytest.approx(0.1) for p in CONFIG.params)
    back = step(CONFIG, 0, theta, {p: -1 for p in CONFIG.params}, r=20.0)
    assert all(back[p] - theta[p] == pytest.approx(-0.1) for p in CONFIG.params)


def test_a_step_never_takes_a_weight_past_its_bound():
    theta = start_theta(CONFIG.params)
    after = step(CONFIG, 0, theta, {p: 1 for p in CONFIG.params}, r=1e6)
    assert all(after[p] == pytest.approx(theta[p] + math.log(4.0)) for p in CONFIG.params)


def test_an_iteration_plays_both_seats_on_one_seed_with_mirrored_weights():
    theta = start_theta(CONFIG.params)
    d = delta(CONFIG, 3)
    first, second = tasks(CONFIG, 3, theta, d)
    assert (first[0], first[1], first[2]) == ("H", 1004, 0)  # odd iteration: Hautmesnil, seed 1001 + 3
    assert (second[0], second[1], second[2]) == ("H", 1004, 1)
    assert first[3:] == second[3:]
    plus, minus = first[3], first[4]
    for p in CONFIG.params:
        assert math.log(plus[p] / minus[p]) == pytest.approx(2 * CONFIG.c_k(3) * d[p], abs=1e-3)
    assert tasks(CONFIG, 4, theta, d)[0][:2] == ("T", 1005)


def test_spsa_moves_the_weights_toward_the_fake_games_best():
    rows = run(CONFIG, 80, fake_game, out=lambda s: None)
    start, end = start_theta(CONFIG.params), rows[-1]["theta_after"]
    for p, t in TARGET.items():
        assert abs(end[p] - math.log(t)) < 0.5 * abs(start[p] - math.log(t)), p
    assert spec(end).startswith("greedy/material=")


def test_a_stopped_run_resumes_from_its_log_to_the_same_trajectory(tmp_path):
    whole = run(CONFIG, 12, fake_game, out=lambda s: None)
    log = tmp_path / "tune.jsonl"
    run(CONFIG, 5, fake_game, log=log, out=lambda s: None)
    with log.open("a", encoding="utf-8") as f:
        f.write('{"k": 5, "torn')  # killed while writing
    played = []

    def counting(task):
        played.append(task[1])
        return fake_game(task)

    resumed = run(CONFIG, 12, counting, log=log, out=lambda s: None)
    assert sorted(set(played)) == list(range(1006, 1013))  # only iterations 5–11 played again
    assert [r["theta_after"] for r in resumed] == [r["theta_after"] for r in whole]
    assert [r["k"] for r in read_log(log, CONFIG)] == list(range(12))  # the torn line did not swallow a row


def test_a_log_written_under_another_config_is_refused(tmp_path):
    log = tmp_path / "tune.jsonl"
    run(CONFIG, 2, fake_game, log=log, out=lambda s: None)
    other = Config(params=tuple(TARGET), seed=2001)
    with pytest.raises(SystemExit, match="another config"):
        run(other, 4, fake_game, log=log, out=lambda s: None)
    assert json.loads(log.read_text(encoding="utf-8").splitlines()[0])["config"]["seed"] == 1001
