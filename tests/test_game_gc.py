"""The garbage collector while games are played (`players.roomy_gc`, docs/performance.md "Fourth round, the garbage
collector"): a process that only plays runs each game with the collector off and gets it back after, with what the
games left collectable; games in threads keep it on; and the engine's look-ahead makes no cyclic garbage, which is
what lets the collector stay off."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest

from rules.engine import initial_state, new_game
from rules.engine.board import phase_e_rout_paths, rout_paths
from rules.engine.odds import Refused, melee_preview
from rules.games import players as pl
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario
from tests.engine.positions import at_movement, unit
from tests.engine.test_phase_b_and_rout import phase_b_position, rout_position


class _Cycle:
    """A container that holds itself: freed by the cyclic collector only."""

    def __init__(self) -> None:
        self.me = self


class _Littering(pl.RandomPlayer):
    """A random player that leaves a reference cycle behind at each decision and notes the collector's state."""

    def __init__(self, seed, made: list, seen: list) -> None:
        super().__init__(seed)
        self.made, self.seen = made, seen

    def choose(self, state, choices=None):
        self.made.append(weakref.ref(_Cycle()))
        self.seen.append((gc.isenabled(), threading.current_thread().name))
        return super().choose(state, choices)


@pytest.fixture(scope="module")
def demo():
    return load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario


@pytest.fixture
def alone(monkeypatch):
    """As in a balance worker: the game in the main thread with no other thread (pytest may run helper
    threads of its own, so the check is forced)."""
    monkeypatch.setattr(pl, "_plays_alone", lambda: True)
    monkeypatch.setattr(pl, "_gc_games", 0)
    before = gc.get_threshold(), gc.isenabled()
    yield
    assert (gc.get_threshold(), gc.isenabled()) == before


def test_a_process_that_only_plays_plays_with_the_collector_off_and_gets_it_back(demo, alone):
    """Off during the game (no pause inside a decision), on again after it, the thresholds as they were, and
    nothing left frozen: what the game made is in the collector's sight again."""
    made, seen = [], []
    pl.play_game(demo, {"crusaders": _Littering(1, made, seen)}, seed=1, max_steps=60)
    assert seen and {on for on, _name in seen} == {False}
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert any(r() is not None for r in made)  # the cycles outlived the game: the collector was off
    gc.collect()
    assert all(r() is None for r in made)  # and a collection frees them: nothing was kept frozen


def test_a_process_playing_game_after_game_holds_at_most_a_few_games_garbage(demo, alone, monkeypatch):
    """A balance worker plays hundreds of games in one process: every GAME_GC_FULL_EVERY games a full collection
    frees the cycles the earlier games left, so the live ones never pile up game after game."""
    monkeypatch.setattr(pl, "GAME_GC_FULL_EVERY", 3)
    made: list = []
    alive, total = [], [0]
    for seed in range(1, 13):
        pl.play_game(demo, {"crusaders": _Littering(seed, made, [])}, seed=seed, max_steps=30)
        alive.append(sum(r() is not None for r in made))
        total.append(len(made))
    for k in range(1, 13):  # after game k: at most the litter of games k-2, k-1 and k
        assert alive[k - 1] <= total[k] - total[max(0, k - 3)], (k, alive, total)
    assert alive[-1] < total[-1] / 2


def test_games_in_threads_keep_the_collector_on_and_put_the_threshold_back(demo):
    """The editor plays a balance study in a worker thread while the user works: the collector stays on (the
    user's garbage is collected as usual), its first threshold raised only while a game runs."""
    before = gc.get_threshold()
    made, seen = [], []
    threads = [threading.Thread(target=pl.play_game, args=(demo, {"crusaders": _Littering(s, made, seen)}),
                                kwargs={"seed": s, "max_steps": 40}) for s in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen and {on for on, _name in seen} == {True}
    assert gc.get_threshold() == before and gc.isenabled()


def _cyclic_garbage_of(call) -> int:
    """How many objects `call()` leaves that only the cyclic collector frees."""
    gc.collect()
    gc.disable()
    try:
        call()
    finally:
        found = gc.collect()
        gc.enable()
    return found


def test_the_rout_paths_leave_no_cyclic_garbage():
    """12.2.1 and 12.2.2: the rout paths are found by a recursive walk; the walk (a closure calling itself)
    is dropped after use, or every look-ahead position that routs a unit stays alive until a full collection."""
    s = initial_state(rout_position("2018"))
    got: list = []
    assert _cyclic_garbage_of(lambda: got.append(phase_e_rout_paths(s, "b1"))) == 0
    assert _cyclic_garbage_of(lambda: got.append(rout_paths(s, ("b1",), 4))) == 0
    assert got[0] and got[1]  # paths were found: the walks ran


def test_a_refused_melee_preview_leaves_no_cyclic_garbage():
    """R14: no mêlée across a river. The refusal the preview raises does not hold the preview's frame (and
    through it the position) in a reference cycle: greedy previews many mêlées the rules refuse."""
    s = at_movement(map_='hexsides:\n  river: ["0505/0506"]', blue=[unit("p1", "Pi", "king")],
                    red=[unit("r1", "Mi", "ed")], setup="""
        - {unit: p1, hex: "0506", facing: N}
        - {leader: king, hex: "0506"}
        - {unit: r1, hex: "0505", facing: S}
        - {leader: ed, hex: "0505"}
        """)
    refusals: list = []

    def preview() -> None:
        try:
            melee_preview(s, ("p1",), ("r1",), move=False)
        except Refused as e:
            refusals.append(str(e))

    assert _cyclic_garbage_of(preview) == 0
    assert refusals and "river" in refusals[0]


def test_a_finished_game_with_phase_b_fire_is_freed_without_the_collector():
    """6.B: the Phase B fire choices are kept by position (`turn._phase_b_options`); kept on the battle, whose
    positions hold the battle, every game's battle and the positions it kept (58,000 objects a greedy
    Tremithoussia game) were a cycle that only a full collection freed."""
    scen = phase_b_position()
    listed: list = []

    def play() -> None:
        s = new_game(scen)
        assert s.phase == "B"
        listed.append(len(s.legal_choices()))

    assert _cyclic_garbage_of(play) == 0
    assert listed[0] > 1  # fire choices and 'end'
