"""Issue 5: invariants over many seeded random games on every demo scenario (RandomPlayer, play_game).

For every state of every game: no stacking violation (5.1, 5.2, the scenario's stacking rules, one side per
hex, stack order 0..n-1); no unit off the map unless eliminated (routed off the map or destroyed, `exited`
included), a reinforcement not brought on (R29), or a unit that left by an edge its side scores for (`exited_by`,
a `unit_exited` rule; never eliminated); every leader either stacked with a unit of his side or off
the board for a reason: killed, captured, safe (7.5, 7.6), or a reinforcement leader not yet come on while
none of his banner's units is on the map, or on his arrival turn before or during his own D.1 (R29, 5.1,
7.1). For whole games besides: the same seed gives the same record, replaying the record gives the same
state, and undoing every move then redoing them gives the same states.

What runs (about 40 s on this machine): complete games (3 of Tremithoussia, 1 of Hautmesnil: invariants on
every state, played twice, replayed, undone and redone) and on each demo 100 games cut at 80 choices (the first
turn or so; invariants on every state). `python bench/soak_selfplay.py --games 100` plays 100 complete games
per demo with the same checks (several minutes: see docs/performance.md)."""

from __future__ import annotations

import pytest

from rules.engine import GameState, exit_edges
from rules.games.players import play_game
from rules.games.record import Game, position
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario
from rules.scenario.stacking import stacking_problem

DEMOS = sorted(scenarios_dir().glob("*.yaml"))
SCENARIOS = {p.stem: load_scenario(p).scenario for p in DEMOS}
GONE = ("killed", "captured", "safe")


def check_state(state: GameState) -> None:
    b = state.battle
    by_hex: dict = {}
    for us in state.units:
        if us.on_map:
            assert state.grid.contains(us.hex), us.id
            by_hex.setdefault(us.hex, []).append(us)
        elif us.exited_by is not None:  # left the map by an edge where the scenario scores it (exits.py)
            assert us.hex is None and not us.exited, us.id
            assert us.exited_by in exit_edges(state, state.side_of(us.id)), us.id
        elif us.condition != "eliminated":  # off the map alive: only a reinforcement not (yet) come on
            assert us.hex is None and us.arrival_turn is not None and not us.exited, us.id
        assert not us.exited or us.condition == "eliminated", us.id
        assert us.exited_by is None or (us.condition != "eliminated" and us.hex is None), us.id
    for h, here in by_hex.items():
        models = [state.unit_info(u.id).model for u in here]
        assert stacking_problem(models, b.scenario.special_rules.stacking, [u.mounted for u in here]) is None, \
            state.grid.label(h)
        assert len({state.side_of(u.id) for u in here}) == 1, state.grid.label(h)
        assert sorted(u.stack for u in here) == list(range(len(here))), state.grid.label(h)
    for ls in state.leaders:
        side = state.side_of(ls.id)
        if ls.commanding:
            if state.agenda:
                continue  # in the middle of a result (a retreat, a rout) the leader follows after it
            if ls.id == state.active_leader and state.step == "D1" and not ls.moved:
                continue  # he still has his own move to make (5.1)
            assert any(state.side_of(u.id) == side for u in state.units_at(ls.hex)), ls.id
            continue
        if ls.status in GONE or ls.replacement is not None or ls.hex is not None:
            continue  # off the board for good, or a replacement / captured counter sits where it sits
        assert ls.arrival_turn is not None, f"{ls.id} is off the map with no reason"
        banner = b.leaders[ls.id].model.banner
        commander = state.is_army_commander(ls.id)
        units_on = [u for u in state.units if u.on_map and state.side_of(u.id) == side
                    and (commander or b.units[u.id].banner == banner)]
        if not units_on or ls.arrival_turn > state.turn:
            continue  # waiting off the map with his units (R29)
        own_d1 = ls.id == state.active_leader and state.step == "D1"
        assert ls.arrival_turn == state.turn and (own_d1 or not ls.activated), \
            f"{ls.id} stayed off the map while units of his banner are on it (R29, 5.1, 7.1)"


def check_game(game: Game) -> None:
    for state in game.states:
        check_state(state)


def whole_game(name: str, seed: int) -> None:
    scenario = SCENARIOS[name]
    game, result = play_game(scenario, seed=seed)
    assert result.finished, result.reason
    check_game(game)
    again, _ = play_game(scenario, seed=seed)
    assert again.notations == game.notations  # the same seed, the same record
    replayed = Game(scenario, game.start, seed=seed)
    for text in game.notations:
        replayed.push(text)
    assert position(replayed.state) == position(game.state)  # replaying the record: the same state
    undone = [replayed.pop() for _ in range(len(replayed.moves))]
    assert position(replayed.state) == position(game.states[0])
    for node in reversed(undone):
        replayed.push(node.text)
    assert [position(s) for s in replayed.states] == [position(s) for s in game.states]  # undo, redo


COMPLETE = {"tremithoussia-demo": 3, "hautmesnil-1478": 1}  # about 450 and 1400 choices a game


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_complete_games_keep_the_invariants_replay_and_undo(name):
    for seed in range(COMPLETE.get(name, 1)):
        whole_game(name, seed)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_many_short_games_keep_the_invariants(name):
    for seed in range(100, 200):
        game, result = play_game(SCENARIOS[name], seed=seed, max_steps=80)
        assert result.stop in ("max_steps", "game_over"), result.reason
        check_game(game)
