"""Play → Balance study… and the program player's strength (issue 16): the study runs in the background with
progress, can be cancelled, and writes a report; the program plays greedy when asked."""

from __future__ import annotations

import json
from pathlib import Path

from editor.hexmap.play import Start


def test_a_balance_study_runs_in_the_background_and_writes_its_report(window, qtbot):
    window.play.balance_act.trigger()
    dialog = window.play.balance
    dialog.games.setValue(2)
    dialog.lineup.setCurrentText("random")
    dialog.jobs.setValue(1)
    dialog.folder = str(Path(window.doc.path).parent / "study")
    dialog.start()
    assert dialog.running() and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60_000)
    assert dialog.open_button.isEnabled()
    assert Path(dialog.page).name == "report.html" and Path(dialog.page).exists()
    assert "2 games (random)" in dialog.status.text() and "Crusaders: wins" in dialog.status.text()
    assert dialog.bar.value() == 2


def test_a_balance_study_can_be_cancelled(window, qtbot):
    window.play.balance_act.trigger()
    dialog = window.play.balance
    dialog.games.setValue(500)
    dialog.lineup.setCurrentText("random")
    dialog.jobs.setValue(1)
    dialog.start()
    dialog.cancel()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60_000)
    assert dialog.status.text().startswith("Cancelled: no report. The ") and not dialog.open_button.isEnabled()
    assert "games played are kept: Run plays on from them." in dialog.status.text()
    assert dialog.bar.value() < 500


def test_a_study_plays_the_open_document_as_edited_not_the_file(window, qtbot, tmp_path):
    window.doc.scenario.title = "Tremithoussia as edited"
    window.doc.undo.resetClean()  # the document now differs from its file…
    Path(window.doc.path).unlink()  # …which is not even there any more
    window.play.balance_act.trigger()
    dialog = window.play.balance
    dialog.games.setValue(1)
    dialog.lineup.setCurrentText("random")
    dialog.jobs.setValue(1)
    dialog.folder = str(tmp_path / "study")
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60_000)
    assert dialog.open_button.isEnabled(), dialog.status.text()
    report = json.loads((tmp_path / "study" / "report.json").read_text())
    assert report["scenario"] == "Tremithoussia as edited" and report["games"] == 1


def test_compare_with_the_saved_version_plays_the_file_against_the_open_document(window, qtbot, tmp_path):
    """Play → Balance study → Compare with the saved version (issue #30): A is the file on disk, B the document
    as edited; the same seeds; the report says what the change does in words."""
    scenario = window.doc.scenario
    village = next(p for p in scenario.victory.points if p.event == "hex_held_at_end" and p.side == "byzantines")
    village.points = 6  # an edit not saved: the village is worth twice as much
    window.play.balance_act.trigger()
    dialog = window.play.balance
    assert dialog.against_saved.isEnabled() and not dialog.change.isEnabled()
    dialog.against_saved.setChecked(True)
    assert dialog.change.isEnabled()
    dialog.change.setText("a richer village")
    dialog.games.setValue(2)
    dialog.seed.setValue(10)  # the Byzantines hold the village at the end of games 10 and 11
    dialog.lineup.setCurrentText("random")
    dialog.jobs.setValue(1)
    dialog.folder = str(tmp_path / "study")
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60_000)
    assert dialog.open_button.isEnabled(), dialog.status.text()
    assert Path(dialog.page).name == "compare.html" and dialog.bar.value() == 4
    text = dialog.status.text()
    assert "A richer village moves the mean VP of Byzantines of Cyprus from 3.0 to 6.0 (+3.0" in text
    report = json.loads((tmp_path / "study" / "compare.json").read_text())
    assert report["pairs"] == 2 and report["labels"][0].endswith("(saved)")
    for sub in ("A", "B"):
        assert (tmp_path / "study" / sub / "report.html").exists()
    # run again: the saved version's and the edit's games come from the cache, none is played again
    assert dialog.known == 0
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60_000)
    assert dialog.status.text() == text and dialog.known == 4


def test_compare_with_the_saved_version_needs_a_saved_document(window, qtbot):
    window.doc.path = None
    window.play.balance_act.trigger()
    assert not window.play.balance.against_saved.isEnabled()


def test_the_program_plays_greedy_when_asked(window, qtbot):
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    bar = window.play.players
    bar.side.setCurrentIndex(bar.side.findData("crusaders"))
    bar.strength.setCurrentIndex(bar.strength.findData("greedy"))
    assert bar.player_source.startswith("greedy")
    legal = {window.play.session.notation(c) for c in window.play.session.legal()}
    with qtbot.waitSignal(bar.decided, timeout=30_000):
        assert bar.step()
    node = window.play.session.current
    assert node.actor == "program (crusaders)" and node.text in legal


def test_the_pickers_offer_no_search_and_say_greedy_is_the_strongest(window):
    """Issue 30, part 3: the search player was no stronger than greedy over 200 paired games (+0.6 ± 1.8 VP a
    game); the play-mode players bar and the balance dialog offer random and greedy, and say so."""
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    bar = window.play.players
    strengths = [bar.strength.itemData(i) for i in range(bar.strength.count())]
    assert strengths == ["random", "greedy"]
    assert "greedy (the strongest)" in [bar.strength.itemText(i) for i in range(bar.strength.count())]
    assert "the strongest program player" in bar.strength.toolTip() and "+0.6 ± 1.8 VP" in bar.strength.toolTip()
    window.play.balance_act.trigger()
    dialog = window.play.balance
    lineups = [dialog.lineup.itemText(i) for i in range(dialog.lineup.count())]
    assert lineups and not any("search" in t for t in lineups)
    assert "Greedy is the strongest program player" in dialog.lineup.toolTip()


def test_a_search_typed_into_the_balance_dialog_is_refused_with_the_reason(window):
    window.play.balance_act.trigger()
    dialog = window.play.balance
    dialog.lineup.setCurrentText("greedy,search:2s")
    dialog.start()
    assert not dialog.running()
    assert dialog.status.text().startswith("Players: 'search' is a lab player")
    assert "greedy is the strongest program player" in dialog.status.text()
