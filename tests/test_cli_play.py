"""`banneret play`, `replay` and `selfplay` as a user runs them: output, records, exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rules.cli.main import main
from rules.paths import scenarios_dir

DEMO = str(scenarios_dir() / "tremithoussia-demo.yaml")
ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_from_the_setup_plays_what_the_engine_offers(capsys):
    code, out, err = run(capsys, "play", DEMO, "--seed", "1", "--max-steps", "100")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Tremithoussia, turn 3: the rules' charge example (demo): random players, seed 1"
    assert lines[1].startswith("turn 3: phases ")
    assert any(line.startswith("the game is over") or "the engine cannot go further yet" in line
               or "--max-steps" in line for line in lines)
    assert any(line.startswith("score: VP Crusaders ") for line in lines)


def test_play_a_test_position_and_replay_its_record(tmp_path, capsys):
    record = tmp_path / "game.yaml"
    code, out, _ = run(capsys, "play", DEMO, "--seed", "3", "--leader", "richard", "--record", str(record), "--max-steps", "60")
    assert code == 0 and "activations: richard" in out
    n = int(out.split("record: ")[1].split("(")[1].split()[0])
    assert record.exists() and n > 0
    code, out2, err = run(capsys, "replay", str(record))
    assert code == 0 and err == ""
    assert f": {n} of {n} moves replayed" in out2.splitlines()[0]
    score = next(line for line in out.splitlines() if line.startswith("score: "))
    assert score in out2.splitlines()


def test_the_same_seed_writes_the_same_record(tmp_path, capsys):
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    for path in (a, b):
        assert run(capsys, "play", DEMO, "--seed", "8", "--leader", "isaac", "--record", str(path), "--max-steps", "60")[0] == 0
    assert a.read_bytes() == b.read_bytes()


def test_play_max_steps_and_embed(tmp_path, capsys):
    record = tmp_path / "g.yaml"
    code, out, _ = run(capsys, "play", DEMO, "--seed", "1", "--leader", "richard", "--max-steps", "2",
                       "--record", str(record), "--embed")
    assert code == 0 and "stopped after 2 choices: the limit of 2 choices was reached (--max-steps)" in out
    assert "embedded:" in record.read_text()
    assert run(capsys, "replay", str(record), "--moves", "--turns")[0] == 0


def test_replay_an_illegal_move_exits_1_with_file_line_col(tmp_path, capsys):
    record = tmp_path / "game.yaml"
    run(capsys, "play", DEMO, "--seed", "3", "--leader", "richard", "--record", str(record), "--max-steps", "60")
    lines = record.read_text().splitlines()
    i = next(k for k, line in enumerate(lines) if line == "moves:") + 2
    lines[i] = "- move richard 1316-0101"
    record.write_text("\n".join(lines) + "\n")
    code, out, err = run(capsys, "replay", str(record))
    assert code == 1
    assert err.startswith(f"{record}:{i + 1}:3: error illegal-move: move 2 'move richard 1316-0101': ")
    assert ": 1 of " in out.splitlines()[0]


def test_replay_exit_codes_for_unreadable_records(tmp_path, capsys):
    assert run(capsys, "replay", str(tmp_path / "missing.yaml"))[0] == 2
    assert run(capsys, "replay", DEMO)[0] == 2  # a scenario, not a record
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: banneret-game/1\nscenario: {path: gone.yaml}\nmoves: [end]\n")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and f"{bad}:2:" in err and "scenario-not-found" in err
    bad.write_text("format: banneret-game/1\nscenario: {path: x.yaml}\ncolour: red\nmoves: []\n")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 1 and "unknown-key" in err


def test_play_exit_codes(tmp_path, capsys):
    assert run(capsys, "play", str(tmp_path / "missing.yaml"))[0] == 2
    broken = tmp_path / "broken.yaml"
    broken.write_text(Path(DEMO).read_text().replace('wood: ["0203"', 'wood: ["9903"'))
    code, _, err = run(capsys, "play", str(broken), "--seed", "1")
    assert code == 1 and "error hex-off-map" in err
    code, _, err = run(capsys, "play", DEMO, "--leader", "saladin")
    assert code == 1 and "bad-start" in err and "no leader 'saladin'" in err
    assert run(capsys, "play", DEMO, "--max-steps", "0")[0] == 1
    code, _, err = run(capsys, "play", DEMO, "--seed", "1", "--max-steps", "5", "--record",
                       str(tmp_path / "no" / "dir" / "g.yaml"))
    assert code == 2 and "cannot write the record" in err


def test_play_without_a_seed_prints_the_one_it_used(capsys):
    code, out, _ = run(capsys, "play", DEMO, "--max-steps", "1")
    assert code == 0 and out.splitlines()[0].split("seed ")[1].isdigit()


def test_selfplay_reports_results_and_vp(capsys):
    code, out, err = run(capsys, "selfplay", DEMO, "--games", "4", "--seed", "10", "--leader", "richard",
                             "--max-steps", "60")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("Tremithoussia, turn 3: the rules' charge example (demo): 4 games between random "
                               "players, seeds 10–13")
    assert "--seed <seed> --leader richard" in lines[0]
    results = lines[lines.index("results:") + 1:]
    assert sum(int(line.split()[-2]) for line in results[:next(i for i, x in enumerate(results)
                                                                if not x.startswith("  "))]) == 4
    assert any(line.startswith("VP per side:") for line in lines)
    assert any(line.startswith("  Crusaders ") for line in lines)
    assert lines[-1].startswith("time: ")


def test_selfplay_game_i_is_play_with_seed_i(capsys):
    from rules.cli.play import _one

    outcome = _one(DEMO, None, "richard", 11, 60)
    code, out, _ = run(capsys, "play", DEMO, "--seed", "11", "--leader", "richard", "--max-steps", "60")
    assert f"stopped after {outcome.steps} choices" in out or f"(after {outcome.steps} choices)" in out


@pytest.mark.parametrize("argv", [["--games", "0"], ["--jobs", "0"]])
def test_selfplay_bad_counts(capsys, argv):
    assert run(capsys, "selfplay", DEMO, *argv)[0] == 1


def test_selfplay_in_processes(capsys):
    code, out, _ = run(capsys, "selfplay", DEMO, "--games", "2", "--seed", "1", "--jobs", "2", "--max-steps", "5")
    assert code == 0 and "2 processes" in out


def test_play_imports_no_qt():
    code = (f"import sys; from rules.cli.main import main; main(['play', {DEMO!r}, '--seed', '1', '--max-steps', '3']); "
            "assert not [m for m in sys.modules if m.startswith('PySide6')]")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert all(cmd in out for cmd in ("play", "replay", "selfplay"))


def test_selfplay_shows_a_progress_bar_on_a_terminal_only(monkeypatch, capsys):
    import io

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty = Terminal()
    monkeypatch.setattr(sys, "stderr", tty)
    assert main(["selfplay", DEMO, "--games", "3", "--seed", "1", "--leader", "richard", "--max-steps", "5"]) == 0
    assert "selfplay" in tty.getvalue() and "3/3" in tty.getvalue()  # the bar reached the last game
    assert "\r" in tty.getvalue() and "\\x0d" not in tty.getvalue()  # it redraws itself: not escaped
    assert "3/3" not in capsys.readouterr().out  # the report on stdout stays clean
