"""A record cut inside a line (issue #27, 4): the move the cut shortened is never played as if it were the real
one; the replay keeps the moves before it and says where the record ends."""

from __future__ import annotations

from pathlib import Path

from rules.cli.main import main
from rules.games.record import read_game
from tests.test_record import new_game
from tests.test_record_integrity import full_game


def _legal_cut(path: Path) -> tuple[list[str], int, str]:
    """The record's lines, the index of a move line and a cut of it (its last character before the line
    break gone: 'SE' becomes 'S') that is itself a legal move after the moves before it: a cut the old reader
    played as the real move."""
    lines = path.read_text().splitlines(keepends=True)
    first = next(k for k, line in enumerate(lines) if line.startswith("- "))
    for i in range(first + 5, len(lines)):
        text = lines[i].rstrip("\n")
        if not (text.startswith("- move ") and text.endswith(("NW", "NE", "SW", "SE"))):
            continue
        game = new_game(seed=3)
        for line in lines[first:i]:
            game.push(line[2:].strip())
        try:
            game.push(text[2:-1])
        except Exception:
            continue
        return lines, i - first, "".join(lines[:i]) + text[:-1]
    raise AssertionError("no legal cut in the record")


def test_a_move_cut_inside_its_line_is_not_played(tmp_path, capsys):
    path = full_game(tmp_path)
    lines, kept, cut = _legal_cut(path)
    path.write_text(cut)  # no line break at the end: the file stops inside the move
    load = read_game(path)
    assert load.game is not None and len(load.game.moves) == kept  # the moves before it, not the shortened one
    [f] = [f for f in load.findings if f.severity == "error"]
    last_line = cut.count("\n") + 1
    assert f.code == "record-incomplete" and f.line == last_line
    assert f"the record ends inside move {kept + 1}: line {last_line} has no line break" in f.message
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:{last_line}:1: error record-incomplete: the record ends inside move {kept + 1}" in err


def test_a_record_cut_just_after_a_line_break_keeps_every_whole_move(tmp_path):
    path = full_game(tmp_path)
    lines, kept, _cut = _legal_cut(path)
    first = next(k for k, line in enumerate(lines) if line.startswith("- "))
    path.write_text("".join(lines[:first + kept + 1]))  # the whole line, with its break: that move is whole
    load = read_game(path)
    assert len(load.game.moves) == kept + 1
    assert [f.code for f in load.findings] == ["record-incomplete"]  # the header's count says what is missing


def test_a_hand_made_record_that_ends_in_another_key_is_not_cut(tmp_path):
    path = full_game(tmp_path)
    text = path.read_text()
    head, moves = text.split("\nmoves:\n")
    n = sum(1 for line in moves.splitlines() if line.startswith("- "))
    path.write_text("moves:\n" + moves + head.rstrip("\n"))  # the moves first, no final line break
    load = read_game(path)
    assert len(load.game.moves) == n and load.findings == []
