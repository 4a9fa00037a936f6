"""A record knows how long it is and where it ends: a record cut short or altered is never a shorter game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rules.cli.main import main
from rules.games.players import play_game
from rules.games.record import read_game
from tests.test_record import edit, new_game, played, write


def full_game(tmp_path: Path) -> Path:
    game, _ = play_game(new_game(seed=3), seed=3, max_steps=60)
    assert len(game.moves) >= 10
    return write(tmp_path, game)


def test_a_record_cut_at_a_line_end_is_reported_not_replayed_as_a_shorter_game(tmp_path, capsys):
    path = full_game(tmp_path)
    header = path.read_text().split("\nmoves:\n")[0]
    assert "\nmove_count: " in header and "\nfinal_state: " in header
    lines = path.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:-4]))  # what a crash or a short download leaves: still valid YAML
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    count = int(header.split("move_count: ")[1].split()[0])
    assert f"error record-incomplete: the record says it has {count} moves but holds {count - 4}: it was cut " \
           "short or moves were removed (its header gives the full game's result:" in err


def test_an_altered_move_is_reported(tmp_path, capsys):
    path = write(tmp_path, played())
    edit(path, "move cru-ch-anglonormans 1316-1315 N", "move cru-ch-anglonormans 1316-1315 NE")
    assert main(["replay", str(path)]) == 1
    assert "error record-altered: replaying the moves does not reach the position the record was saved at" \
        in capsys.readouterr().err


def test_a_whole_record_replays_cleanly_in_another_process(tmp_path):
    path = full_game(tmp_path)
    assert read_game(path).findings == []
    env = {**os.environ, "PYTHONHASHSEED": "12345"}  # the digest must not depend on set order
    r = subprocess.run([sys.executable, "-m", "rules.cli", "replay", str(path)], capture_output=True, text=True,
                       env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "record-" not in r.stderr


def test_a_record_without_the_new_header_still_replays(tmp_path):
    path = write(tmp_path, played())
    text = path.read_text()
    kept = [line for line in text.splitlines(keepends=True) if not line.startswith(("move_count:", "final_state:"))]
    path.write_text("".join(kept))
    load = read_game(path)
    assert load.findings == [] and len(load.game.moves) == 3
