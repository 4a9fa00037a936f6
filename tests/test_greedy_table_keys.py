"""Greedy's transposition table keyed without the choices' hashes (issue #30, ninth round): a roll's entry is keyed
by the position and the faces, a combat choice's by the position and its index in the position's listing (the
look-ahead's and, for a combat decision it would play through, the ranked candidates'). A position reached from
the table must be the one `apply_ahead` reaches afresh from the choice that key names, so the same games follow
(tests/engine/golden_games.json)."""

from __future__ import annotations

from rules.engine import choices as C
from rules.games import greedy
from rules.games.twins import FORBIDDEN, Unread
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _named(state, part):
    """The choice a table key's second part names."""
    if isinstance(part, int):
        return state.legal_choices()[part]
    if isinstance(part, tuple):
        return C.Roll(part)
    return part


def _check_tables(monkeypatch, path: str, steps: int, twins: bool = False) -> dict:
    """Every table entry against `apply_ahead` afresh; an entry of the twins' shared look-ahead (a position whose
    facings are unread) is made afresh with them forbidden, as it was made: a use of one there would say that an
    answer the engine kept was not keyed by a facing it read."""
    tally = {"entries": 0, "indexed": 0, "rolls": 0, "unread": 0, "wrong": 0}
    seen: set[int] = set()
    rank = greedy.GreedyPlayer.rank

    def checked(self, state, choices, keep=None):
        got = rank(self, state, choices, keep)
        for (s, part), reached in list(self._next.items()):
            if id(reached) in seen:
                continue
            seen.add(id(reached))
            tally["entries"] += 1
            tally["indexed"] += isinstance(part, int)
            tally["rolls"] += isinstance(part, tuple)
            if any(u.facing.__class__ is Unread for u in s.units):
                tally["unread"] += 1
                with FORBIDDEN:
                    fresh = s.apply_ahead(_named(s, part))
            else:
                fresh = s.apply_ahead(_named(s, part))
            tally["wrong"] += fresh != reached
        return got

    monkeypatch.setattr(greedy.GreedyPlayer, "rank", checked)
    play_greedy(path, steps, twins=twins)
    return tally


def test_every_position_greedys_table_hands_back_is_the_one_its_key_names(monkeypatch):
    tally = _check_tables(monkeypatch, TREMITHOUSSIA, 60)
    assert tally["indexed"] > 300 and tally["rolls"] > 100, tally
    assert tally["wrong"] == 0, tally


def test_the_same_on_hautmesnil(monkeypatch):
    tally = _check_tables(monkeypatch, HAUTMESNIL, 40)
    assert tally["indexed"] > 60 and tally["rolls"] > 100, tally
    assert tally["wrong"] == 0, tally


def test_the_twins_shared_look_ahead_entries_too(monkeypatch):
    # Hautmesnil seed 1's first 250 choices: advances, retreats and rally facings whose twins share a look-ahead
    tally = _check_tables(monkeypatch, HAUTMESNIL, 250, twins=True)
    assert tally["unread"] > 100 and tally["indexed"] > 300, tally
    assert tally["wrong"] == 0, tally


def test_greedys_dice_records_are_shared():
    assert greedy._roll((4,)) is greedy._roll((4,)) == C.Roll((4,))


def test_the_greedy_players_of_a_battle_share_one_table_in_a_thread_and_not_across_threads():
    """Both sides' look-aheads meet the same positions (ninth round: 766 of a Hautmesnil game's 26,575 applies had
    been made by the other player), so every greedy player of one battle looks in one table; another battle, or
    another thread (a Dask cluster of threads), has its own."""
    import threading

    from tests.engine.demo_games import new_game

    state = new_game(TREMITHOUSSIA, 1).state
    french, cypriots = greedy.GreedyPlayer("1/a"), greedy.GreedyPlayer("1/b")
    french.evaluator(state)
    cypriots.evaluator(state)
    assert french._next is cypriots._next
    other = greedy.GreedyPlayer("1/c")
    other.evaluator(new_game(TREMITHOUSSIA, 1).state)  # the same scenario read again: another battle
    assert other._next is not french._next
    in_thread = {}

    def play_there():
        p = greedy.GreedyPlayer("1/d")
        p.evaluator(state)
        in_thread["table"] = p._next

    t = threading.Thread(target=play_there)
    t.start()
    t.join()
    assert in_thread["table"] is not french._next


def test_a_position_one_player_reached_is_not_made_again_for_the_other(monkeypatch):
    """The sharing pays only if one side's look-ahead asks for what the other's made: the same 80 Tremithoussia
    choices make fewer `apply_ahead` calls with the shared table than with a table of each player's own."""
    from rules.engine.game import GameState

    calls = {"n": 0}
    apply_ahead = GameState.apply_ahead

    def counted(self, choice):
        calls["n"] += 1
        return apply_ahead(self, choice)

    monkeypatch.setattr(GameState, "apply_ahead", counted)
    play_greedy(TREMITHOUSSIA, 80)
    shared = calls["n"]
    evaluator = greedy.GreedyPlayer.evaluator

    def own_table(self, state):
        fresh = self._evaluator is None or self._battle is not state.battle
        got = evaluator(self, state)
        if fresh:
            self._next = {}
        return got

    monkeypatch.setattr(greedy.GreedyPlayer, "evaluator", own_table)
    calls["n"] = 0
    play_greedy(TREMITHOUSSIA, 80)
    assert calls["n"] > shared > 0, (calls["n"], shared)
