"""Program players (rules/games/players.py): the random player, the dice, and unattended games — on the engine as it
is and, through a stand-in engine, on decisions it does not have yet (rolls, game over)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pytest

from rules.engine import Decision, IllegalChoice
from rules.engine.choices import Choice
from rules.games.players import EngineDice, OwnDice, RandomPlayer, make_dice, play_game
from rules.games.record import Game, Start, position
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"


@pytest.fixture(scope="module")
def demo():
    return load_scenario(DEMO).scenario


def at_richard(demo) -> Game:
    return Game(demo, Start(leader="richard"))


def test_random_player_picks_a_legal_choice_and_the_seed_decides(demo):
    state = at_richard(demo).state
    choices = state.legal_choices()
    picks = [RandomPlayer(7).choose(state, choices) for _ in range(3)]
    assert picks[0] in choices and picks[0] == picks[1] == picks[2]
    a, b = RandomPlayer(7), RandomPlayer(7)
    assert [a.choose(state, choices) for _ in range(20)] == [b.choose(state, choices) for _ in range(20)]
    assert RandomPlayer(7).choose(state) in choices  # the legal choices by default


def test_random_player_is_uniform(demo):
    state = at_richard(demo).state
    choices = state.legal_choices()[:5]
    player = RandomPlayer(1)
    counts = Counter(player.choose(state, choices) for _ in range(5000))
    assert set(counts) == set(choices) and all(800 < n < 1200 for n in counts.values())


def test_random_player_with_no_choice_says_why():
    with pytest.raises(IllegalChoice, match="no legal choice for the pending decision 'game_over'"):
        RandomPlayer(1).choose(Tick(9, 9))  # the stand-in engine below, its game over


def test_play_game_plays_what_the_engine_offers_and_stops_cleanly(demo):
    game, result = play_game(demo, seed=1, start=Start(leader="richard"), max_steps=60)
    assert result.steps == len(game.moves) > 0
    if result.stop == "no_choice":  # an engine of activations only: no leader to choose next
        assert "no legal choice for the pending decision" in result.reason and not result.finished
    else:
        assert result.stop in ("game_over", "max_steps")
    assert set(result.score.totals) == {"crusaders", "byzantines"}
    assert game.players["crusaders"] == "random seed 1/crusaders" and game.seed == 1


def test_the_same_seed_gives_the_same_game(demo):
    a, _ = play_game(demo, seed=4, start=Start(leader="isaac"), max_steps=60)
    b, _ = play_game(demo, seed=4, start=Start(leader="isaac"), max_steps=60)
    assert a.notations == b.notations and position(a.state) == position(b.state)
    c, _ = play_game(demo, seed=5, start=Start(leader="isaac"), max_steps=60)
    d, _ = play_game(demo, seed=6, start=Start(leader="isaac"), max_steps=60)
    assert len({tuple(a.notations), tuple(c.notations), tuple(d.notations)}) > 1


def test_max_steps(demo):
    game, result = play_game(demo, seed=1, max_steps=2, start=Start(leader="richard"))
    assert (result.steps, result.stop, len(game.moves)) == (2, "max_steps", 2)


def test_players_given_by_side(demo):
    class First:
        name = "first"

        def choose(self, state, choices):
            return choices[0]

    game, _ = play_game(demo, {"crusaders": First()}, seed=1, start=Start(leader="richard"), max_steps=60)
    assert game.players["crusaders"] == "first"
    assert game.notations[0] == at_richard(demo).state.legal_choices()[0].notation(demo.grid)


def test_an_illegal_answer_ends_the_game_with_what_was_played(demo):
    class Cheat:
        name = "cheat"

        def choose(self, state, choices):
            return "move cru-ch-household 1317-0101 N"

    game, result = play_game(demo, {"crusaders": Cheat()}, seed=1, start=Start(leader="richard"))
    assert result.stop == "engine_error" and result.steps == 0 and "choice 1 failed: IllegalChoice" in result.reason


def test_a_game_goes_on_from_where_it_is(demo):
    game = at_richard(demo)
    game.push("move cru-ch-anglonormans 1316-1315 N")
    game, result = play_game(game, seed=2, max_steps=60)
    assert game.notations[0] == "move cru-ch-anglonormans 1316-1315 N" and result.steps == len(game.moves) - 1


# -- dice ---------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Face(Choice):
    n: int

    def notation(self, grid) -> str:
        return f"roll {self.n}"


class RollState:
    """A stand-in for a state whose pending decision is a die roll."""

    def pending(self):
        return Decision(None, "roll", note="a test roll", dice="d10") if "dice" in Decision.__dataclass_fields__ \
            else Decision(None, "roll", note="a test roll")

    def legal_choices(self):
        return [Face(i) for i in range(10)]


def test_own_dice_are_seeded_and_uniform_over_the_faces():
    state, faces = RollState(), RollState().legal_choices()
    a, b = OwnDice(3), OwnDice(3)
    rolls = [a.roll(state, faces) for _ in range(5000)]
    assert rolls[:50] == [b.roll(state, faces) for _ in range(50)]
    assert all(400 < n < 600 for n in Counter(rolls).values())


def test_a_random_player_answers_a_roll_with_its_dice():
    class Loaded:
        name = "loaded"

        def roll(self, state, choices):
            return choices[6]

    assert RandomPlayer(1, dice=Loaded()).choose(RollState()) == Face(6)


def test_engine_dice_adapter_takes_a_choice_or_its_notation(demo):
    class Fake:
        def answer(self, state):
            return Face(4)

    assert EngineDice(Fake(), 1).roll(RollState(), []) == Face(4)

    class Text:
        def answer(self, state):
            return "end"

    state = at_richard(demo).state
    assert EngineDice(Text(), 1).roll(state, []).notation(demo.grid) == "end"
    with pytest.raises(TypeError):
        EngineDice(object(), 1)


def test_make_dice_rolls_the_engines_seeded_dice(demo):
    from rules.engine.dice import SeededDice

    game = at_richard(demo)
    game, _ = play_game(game, seed=4, max_steps=200)  # on to a position whose decision is a roll
    state = next(s for s in game.states if s.pending().kind == "roll")
    dice, engine = make_dice(13), SeededDice(13)
    assert isinstance(dice, EngineDice)
    assert [dice.roll(state, state.legal_choices()) for _ in range(5)] == [engine.answer(state) for _ in range(5)]


# -- a stand-in engine with the decisions of the whole turn ---------------------------------------------------------

@dataclass(frozen=True)
class Act(Choice):
    n: int

    def notation(self, grid) -> str:
        return f"act {self.n}"


@dataclass(frozen=True)
class Tick:
    """Decisions in a cycle: crusaders, a roll, byzantines, a no-side choice; game over after `last`."""

    n: int
    last: int
    grid = None

    @property
    def is_over(self) -> bool:
        return self.n >= self.last

    def pending(self):
        if self.is_over:
            return Decision(None, "game_over")
        return [Decision("crusaders", "act"), Decision(None, "roll"), Decision("byzantines", "act"),
                Decision(None, "place")][self.n % 4]

    def legal_choices(self):
        if self.is_over:
            return []
        return [Face(i) for i in range(10)] if self.pending().kind == "roll" else [Act(i) for i in range(3)]

    def apply(self, choice):
        assert choice in self.legal_choices()
        return Tick(self.n + 1, self.last), ()


def test_rolls_go_to_the_dice_sides_to_their_players_and_game_over_stops(demo, monkeypatch):
    game = Game(demo)
    game.states = [Tick(0, 9)]
    asked = []

    class Seen:
        def __init__(self, name):
            self.name = name

        def choose(self, state, choices):
            asked.append((self.name, state.pending().kind))
            return choices[-1]

    class Dice:
        name = "dice"

        def roll(self, state, choices):
            asked.append(("dice", state.pending().kind))
            return choices[7]

    monkeypatch.setattr(Game, "score", lambda self: None)
    game, result = play_game(game, {"crusaders": Seen("c"), "byzantines": Seen("b")}, seed=1, dice=Dice())
    assert (result.stop, result.steps, result.reason) == ("game_over", 9, "the game is over")
    assert asked[:3] == [("c", "act"), ("dice", "roll"), ("b", "act")]
    assert game.notations[:4] == ["act 2", "roll 7", "act 2"] + [game.notations[3]]
    assert game.notations[3].startswith("act ")  # a no-side decision goes to a neutral random player
    assert game.players["dice"] == "dice"


# -- invariants of unattended games on every demo (issue 5) ---------------------------------------------------------

def _starts(scenario):
    """The setup, and each army commander's activation (all an engine of activations only can play)."""
    return [Start(), *(Start(leader=s.army_commander) for s in scenario.sides if s.army_commander)]


@pytest.mark.parametrize("path", sorted(scenarios_dir().glob("*.yaml")), ids=lambda p: p.stem)
def test_seeded_games_on_every_demo_record_replay_and_undo(path, tmp_path):
    scenario = load_scenario(path).scenario
    for seed, start in enumerate(_starts(scenario)):  # kept short: the engine plays whole turns
        game, result = play_game(scenario, seed=seed, start=start, max_steps=60)
        again, _ = play_game(scenario, seed=seed, start=start, max_steps=60)
        assert again.notations == game.notations  # the same seed, the same record
        record = tmp_path / f"{seed}.yaml"
        game.save(record)
        loaded, findings = Game.load(record)
        assert findings == [] and [position(s) for s in loaded.states] == [position(s) for s in game.states]
        undone = [loaded.pop() for _ in range(len(loaded.moves))]
        assert position(loaded.state) == position(game.states[0])
        for node in reversed(undone):
            loaded.push(node.text)
        assert position(loaded.state) == position(game.state)  # undo then redo: the same state


def test_a_game_runs_with_a_roomy_collector_and_puts_the_setting_back(demo):
    """play_game raises the collector's first threshold while it plays (a game makes next to no cyclic
    garbage; the default threshold's passes were a fifth of a game's time) and restores the interpreter's own
    afterwards, also when games run in several threads at once."""
    import gc
    import threading

    from rules.games import players as pl

    before = gc.get_threshold()
    seen: list[int] = []

    class Watching(pl.RandomPlayer):
        def choose(self, state, choices):
            seen.append(gc.get_threshold()[0])
            return super().choose(state, choices)

    scenario = demo
    threads = [threading.Thread(target=pl.play_game, args=(scenario, {"crusaders": Watching(s)}),
                                kwargs={"seed": s, "max_steps": 60}) for s in (1, 2, 3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen and set(seen) == {max(before[0], pl.GAME_GC_THRESHOLD)}
    assert gc.get_threshold() == before
