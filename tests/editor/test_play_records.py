"""Saving a test game as a game record (banneret-game/1) and opening it again in play mode: the main line and
every branch come back."""

from __future__ import annotations

import pytest

from editor.hexmap.play import Start


@pytest.fixture
def play(window):
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    return window.play


def test_save_and_open_a_game_with_its_branches(window, play, tmp_path):
    s = play.session
    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    assert play.apply("move richard 1316-1315")
    s.goto(s.line()[1])
    assert play.apply("move richard 1316-1317")  # a branch from move 2
    path = tmp_path / "game.yaml"
    assert play.save_game(str(path))
    text = path.read_text(encoding="utf-8")
    assert "banneret-game/1" in text and "variations" in text
    from rules.games.record import Game

    game, findings = Game.load(path)
    assert game is not None and not [f for f in findings if f.severity == "error"]
    assert game.notations == ["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1315"]
    assert [[m.text for m in line] for line in game.moves[1].variations] == [["move richard 1316-1317"]]
    assert window.doc.modified is False


def test_open_a_record_in_play_mode(window, play, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    assert play.apply("move cru-ch-anglonormans 1316-1315 N")
    assert play.apply("move richard 1316-1315")
    s = play.session
    s.goto(s.line()[1])
    assert play.apply("move richard 1316-1317")
    path = tmp_path / "game.yaml"
    assert play.save_game(str(path))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    assert play.restart(Start(), str(path))
    s = play.session
    assert s is not None and len(s.branches()) == 2
    lines = sorted([n.text for n in tip.path()[1:]] for tip in s.branches())
    assert lines == [["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1315"],
                     ["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1317"]]
    assert s.branch_label(s.branches()[0]).startswith("main line")
    assert [n.text for n in s.branches()[0].path()[1:]][-1] == "move richard 1316-1315"
    assert window.doc.modified is False
