"""A program decision in the editor thinks with the collector's threshold raised, as a game's decisions do
(issue #30: the collector's pauses were most of a decision's worst time); after it the setting is back."""

from __future__ import annotations

import gc
import threading

from editor.hexmap.play.players import Think
from rules.games.players import GAME_GC_THRESHOLD


class _Recorder:
    name = "recorder"

    def __init__(self) -> None:
        self.seen: list[tuple[int, int, int]] = []

    def choose(self, state, choices):
        self.seen.append(gc.get_threshold())
        return choices[0]


class _State:
    def legal_choices(self):
        return ["end"]


def test_a_program_decision_on_the_worker_thread_thinks_with_the_threshold_raised():
    before = gc.get_threshold()
    assert before[0] < GAME_GC_THRESHOLD  # the interpreter's own setting, lower than a game's
    player = _Recorder()
    got: list = []
    think = Think(player, _State(), 1)
    think.answer.ready.connect(lambda ticket, answer: got.append((ticket, answer)))
    worker = threading.Thread(target=think.run)  # the bar's pool thread: not the main thread
    worker.start()
    worker.join()
    assert player.seen == [(GAME_GC_THRESHOLD, *before[1:])]
    assert gc.get_threshold() == before and gc.isenabled()
