"""The program player in play mode: one step at a time or on to the end of the turn, for one side or both,
stopping at the designer's own decisions and where the engine offers no choice."""

from __future__ import annotations

import pytest

from editor.hexmap.play import Start


@pytest.fixture
def play(window):
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    window.play.players.timer.setInterval(0)
    return window.play


def test_the_program_does_not_play_the_designers_side(window, play):
    bar = play.players
    assert bar.side.currentData() is None  # nobody
    assert not bar.step()
    assert "you play crusaders" in window.statusBar().currentMessage()
    assert play.session.moves_made == 0


def step(bar, qtbot) -> None:
    """One program decision, thought over on the worker thread: waits for it to be applied."""
    with qtbot.waitSignal(bar.decided, timeout=30_000):
        assert bar.step()


def test_step_makes_one_legal_choice_for_the_side(window, play, qtbot):
    bar = play.players
    bar.side.setCurrentIndex(bar.side.findData("crusaders"))
    before = play.session.state
    legal = {play.session.notation(c) for c in play.session.legal()}
    step(bar, qtbot)
    node = play.session.current
    assert node.actor == "program (crusaders)" and node.text in legal
    assert play.session.state is not before


def test_to_the_end_of_the_turn_with_both_sides(window, play, qtbot):
    bar = play.players
    bar.side.setCurrentIndex(bar.side.findData("*"))
    bar.seed.setValue(7)
    bar.run()
    qtbot.waitUntil(lambda: not bar.running(), timeout=30_000)
    s = play.session
    assert s.moves_made >= 5  # D.1 … D.5 end at least
    assert all(n.actor.startswith("program") or n.actor.startswith("dice") for n in s.line()[1:])
    # it stopped where a person must act or the engine has no choice (today: the next activation)
    state = s.state
    assert not s.legal() or state.turn != 3 or state.pending().kind == "game_over"
    assert window.doc.modified is False


def test_same_seed_same_game(window, play, qtbot):
    bar = play.players
    bar.side.setCurrentIndex(bar.side.findData("crusaders"))
    bar.seed.setValue(11)
    for _ in range(3):
        step(bar, qtbot)
    first = [n.text for n in play.session.line()[1:]]
    while play.session.undo():
        pass
    bar.seed.setValue(12)
    bar.seed.setValue(11)  # reseeded
    for _ in range(3):
        step(bar, qtbot)
    assert [n.text for n in play.session.line()[1:]] == first


class Slow:
    """The greedy player, thinking a little longer and noting what it answered and on which thread."""

    def __init__(self, player) -> None:
        self.player, self.name = player, player.name
        self.answers: list = []
        self.threads: list = []

    def choose(self, state, choices):
        import threading
        import time

        self.threads.append(threading.current_thread())
        choice = self.player.choose(state, choices)
        time.sleep(0.4)  # longer than several of the window's timer ticks
        self.answers.append(choice)
        return choice


def test_the_window_answers_while_the_program_thinks_and_plays_what_it_chose(window, play, qtbot):
    import threading

    from PySide6.QtCore import QTimer

    bar = play.players
    bar.side.setCurrentIndex(bar.side.findData("crusaders"))
    bar.strength.setCurrentIndex(bar.strength.findData("greedy"))
    slow = bar.program = Slow(bar.program)
    ticks = []
    clock = QTimer(interval=20)
    clock.timeout.connect(lambda: ticks.append(bar.thinking()))
    clock.start()
    with qtbot.waitSignal(bar.decided, timeout=30_000):
        assert bar.step()
        assert bar.thinking()
    clock.stop()
    assert sum(ticks) >= 3  # the window's event loop ran while the program was thinking
    assert slow.threads and all(t is not threading.main_thread() for t in slow.threads)
    node = play.session.current
    assert node.actor == "program (crusaders)"
    assert node.text == play.session.notation(slow.answers[-1])  # the choice applied is the one it returned


def test_an_answer_to_a_position_left_meanwhile_is_dropped(window, play, qtbot):
    bar = play.players
    bar.side.setCurrentIndex(bar.side.findData("crusaders"))
    bar.program = Slow(bar.program)
    assert bar.step()
    bar.stop()  # Stop while it thinks
    qtbot.wait(600)
    assert play.session.moves_made == 0 and not bar.thinking()
