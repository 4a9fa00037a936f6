"""Game records (rules/games/record.py, schemas/game.schema.json): push and pop, save and load, replay to the identical
state, and every kind of bad record stopping at its first bad entry with its line."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

import jsonschema
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import IllegalChoice
from rules.games.record import GAME_FORMAT, Game, MoveNode, Start, file_sha256, position, read_game, read_game_bytes
from rules.paths import scenarios_dir, schemas_dir

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"
OPENING = ["move cru-ch-anglonormans 1316-1315 N", "move richard 1316-1315", "end"]


def new_game(start: Start | None = None, **kw) -> Game:
    load = Game.from_file(DEMO, start or Start(leader="richard"), **kw)
    assert load.game is not None, load.findings
    return load.game


def played(moves=OPENING) -> Game:
    game = new_game(seed=5)
    for text in moves:
        game.push(text)
    return game


def write(tmp_path: Path, game: Game, name: str = "game.yaml", **kw) -> Path:
    path = tmp_path / name
    game.save(path, **kw)
    return path


def edit(path: Path, old: str, new: str) -> Path:
    text = path.read_text()
    assert old in text, text
    path.write_text(text.replace(old, new, 1))
    return path


def line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


# -- playing -------------------------------------------------------------------------------------------------

def test_push_applies_and_keeps_states_events_and_notations():
    game = new_game()
    assert len(game) == 0 and len(game.states) == 1 and game.events == [()]
    events = game.push("move cru-ch-anglonormans 1316-1315 N")
    assert events and events[0].units == ("cru-ch-anglonormans",)
    assert game.state.unit("cru-ch-anglonormans").hex == game.state.grid.parse_label("1315")
    assert game.notations == ["move cru-ch-anglonormans 1316-1315 N"]
    assert [s for s, _ in game.history()] == game.states and len(game.history()) == 2


def test_push_a_choice_object_records_its_notation():
    game = new_game()
    choice = game.state.legal_choices()[0]
    game.push(choice, comment="first")
    assert game.moves == [MoveNode(choice.notation(game.scenario.grid), "first")]


def test_an_illegal_push_leaves_the_game_unchanged():
    game = played()
    before = (list(game.states), game.notations)
    with pytest.raises(IllegalChoice):
        game.push("move cru-ch-anglonormans 1315-1314 N")  # it has moved (8.1)
    with pytest.raises(IllegalChoice):
        game.push("fly away")
    assert (game.states, game.notations) == before


def test_pop_is_a_step_back_and_push_again_redoes():
    game = played()
    states = list(game.states)
    node = game.pop()
    assert node.text == "end" and game.states == states[:-1] and game.state is states[-2]
    game.push(node.text)
    assert position(game.state) == position(states[-1])
    while len(game):
        game.pop()
    assert game.state is states[0]
    with pytest.raises(IndexError, match="at its start"):
        game.pop()


def test_a_start_that_does_not_fit_the_scenario_is_refused():
    for start, why in [(Start(leader="saladin"), "no leader 'saladin'"), (Start(turn=99), "turn 99"),
                       (Start(leader="richard", step="D9"), "unknown activation step")]:
        load = Game.from_file(DEMO, start)
        assert load.game is None and load.findings[0].code == "bad-start" and why in load.findings[0].message


# -- saving and loading ----------------------------------------------------------------------------------------

def test_save_writes_the_format_the_schema_checks(tmp_path):
    game = played()
    game.moves[0].comment = "as in the rules' example"
    path = write(tmp_path, game)
    doc = yaml.safe_load(path.read_text())
    schema = json.loads((schemas_dir() / "game.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator(schema).validate(doc)
    assert doc["format"] == GAME_FORMAT == "banneret-game/1"
    assert doc["scenario"]["sha256"] == file_sha256(DEMO.read_bytes())
    assert (tmp_path / doc["scenario"]["path"]).resolve() == DEMO.resolve()
    assert doc["ruleset"] == {"edition": "2010", "options": {}}
    assert doc["start"] == {"turn": 3, "leader": "richard", "step": "D1"} and doc["seed"] == 5
    assert doc["moves"][0] == {"move": OPENING[0], "comment": "as in the rules' example"}
    assert doc["moves"][1:] == OPENING[1:]


def test_load_replays_to_the_identical_state(tmp_path):
    game = played()
    loaded, findings = Game.load(write(tmp_path, game))
    assert findings == [] and loaded is not None
    assert loaded.notations == game.notations
    assert [position(s) for s in loaded.states] == [position(s) for s in game.states]
    assert (loaded.seed, loaded.start, loaded.scenario_sha256) == (5, game.start, game.scenario_sha256)


def test_load_on_the_scenario_given_gives_equal_states(tmp_path):
    game = played()
    loaded, findings = Game.load(write(tmp_path, game), scenario=game.scenario)
    assert findings == [] and loaded.states == game.states


def test_an_embedded_scenario_round_trips(tmp_path):
    game = played()
    path = write(tmp_path, game, embed=True)
    assert "embedded" in yaml.safe_load(path.read_text())["scenario"]
    loaded, findings = Game.load(path)
    assert findings == [] and loaded.embed
    assert [position(s) for s in loaded.states] == [position(s) for s in game.states]
    assert loaded.dumps(path) == path.read_text()  # saved again: the same bytes


def test_saving_twice_gives_the_same_bytes(tmp_path):
    a = write(tmp_path, played(), "a.yaml")
    loaded, _ = Game.load(a)
    b = write(tmp_path, loaded, "b.yaml")
    assert a.read_text() == b.read_text()


def test_the_record_may_live_in_another_folder(tmp_path):
    game = played()
    deep = tmp_path / "x" / "y"
    deep.mkdir(parents=True)
    path = write(deep, game)
    loaded, findings = Game.load(path)
    assert findings == [] and loaded.scenario_path == DEMO.resolve()


def test_save_is_atomic(tmp_path, monkeypatch):
    path = write(tmp_path, played())
    before = path.read_bytes()
    import rules.fileio.atomic

    def boom(*a):
        raise OSError("disk full")

    monkeypatch.setattr(rules.fileio.atomic.os, "replace", boom)
    game = played([*OPENING, "end"])
    with pytest.raises(OSError):
        game.save(path)
    assert path.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["game.yaml"]


def test_the_ruleset_of_the_record_is_the_one_played(tmp_path):
    path = edit(write(tmp_path, played()), 'edition: "2010"', 'edition: "2018"')
    loaded, findings = Game.load(path)
    assert findings == [] and loaded.scenario.ruleset.edition == "2018"
    assert loaded.state.battle.edition.rout_path == "direct_shift_when_blocked"  # the 2018 preset (R1)


def test_comments_and_variations_round_trip(tmp_path):
    path = tmp_path / "v.yaml"
    write(tmp_path, played(), "v.yaml")
    text = path.read_text().replace(
        "- move richard 1316-1315\n",
        "- move: move richard 1316-1315\n  comment: Richard joins his knights\n  variations:\n"
        "  - [move richard 1316-1317, end]\n  - [{move: move richard 1316-1317, comment: to the household}]\n")
    path.write_text(text)
    loaded, findings = Game.load(path)
    assert findings == []
    node = loaded.moves[1]
    assert node.comment == "Richard joins his knights"
    assert [[n.text for n in v] for v in node.variations] == [["move richard 1316-1317", "end"],
                                                             ["move richard 1316-1317"]]
    assert node.variations[1][0].comment == "to the household"
    again = write(tmp_path, loaded, "again.yaml")
    assert Game.load(again)[0].moves == loaded.moves


# -- bad records -------------------------------------------------------------------------------------------------

def test_an_illegal_move_stops_the_replay_at_its_line_and_keeps_what_came_before(tmp_path):
    path = edit(write(tmp_path, played()), "- move richard 1316-1315", "- move richard 1316-0101")
    load = read_game(path)
    (f,) = load.findings
    assert (f.code, f.severity, f.line, f.col) == ("illegal-move", "error", line_of(path, "0101"), 3)
    assert f.message.startswith("move 2 'move richard 1316-0101': ")
    assert "the 1 move(s) before it are kept, 2 move(s) from it on are not played" in f.message
    assert load.stopped_at == 1 and [n.text for n in load.unplayed] == ["move richard 1316-0101", "end"]
    assert load.game.notations == OPENING[:1] and not load.ok
    assert f.format(str(path)).startswith(f"{path}:{f.line}:3: error illegal-move: move 2 ")


def test_a_move_that_is_not_a_choice_stops_the_replay(tmp_path):
    path = edit(write(tmp_path, played()), "- end", "- 42")
    load = read_game(path)
    assert [(f.code, f.line) for f in load.findings] == [("bad-move", line_of(path, "- 42"))]
    assert load.stopped_at == 2 and len(load.game.moves) == 2
    path = edit(path, "- 42", "- {move: end, colour: red}")
    assert read_game(path).findings[0].message.startswith("move 3: unknown key 'colour'")


def test_an_illegal_move_in_a_variation_is_reported_and_the_main_line_goes_on(tmp_path):
    path = edit(write(tmp_path, played()), "- end", "- move: end\n  variations:\n  - [move richard 1316-0101]")
    load = read_game(path)
    (f,) = load.findings
    assert f.code == "illegal-move" and f.message.startswith("move 3, variation 1, move 1 'move richard 1316-0101'")
    assert f.line == line_of(path, "0101")
    assert load.game.notations == OPENING and load.game.moves[2].variations == [[]]


def test_a_changed_scenario_is_a_warning_and_the_replay_goes_on(tmp_path):
    path = write(tmp_path, played())
    sha = file_sha256(DEMO.read_bytes())
    edit(path, sha, "f" * 64)
    load = read_game(path)
    (f,) = load.findings
    assert (f.code, f.severity, f.line) == ("scenario-changed", "warning", line_of(path, "sha256"))
    assert load.ok and load.game.notations == OPENING


def test_an_unknown_scenario_cannot_be_replayed(tmp_path):
    path = edit(write(tmp_path, played()), "tremithoussia-demo.yaml", "nowhere.yaml")
    load = read_game(path)
    (f,) = load.findings
    assert (f.code, f.line, load.unreadable, load.game) == ("scenario-not-found", line_of(path, "nowhere"), True,
                                                            None)
    assert "nowhere.yaml cannot be read (no such file" in f.message


def test_a_scenario_with_errors_is_reported_in_its_own_file(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(DEMO.read_text().replace('wood: ["0203"', 'wood: ["9903"'))
    game = Game(new_game().scenario, Start(), scenario_path=bad)
    path = write(tmp_path, game)
    load = read_game(path)
    assert load.game is None and [f.code for f in load.findings][-1] == "scenario-invalid"
    assert load.findings[0].file == str(bad) and load.findings[0].code == "hex-off-map"


def test_a_record_cut_short_replays_what_comes_before_the_cut(tmp_path):
    game = played()
    game.moves[2].comment = "a long comment that the crash cut"
    path = write(tmp_path, game)
    text = path.read_text()
    path.write_text(text[:text.index("the crash")])  # an unterminated flow mapping
    load = read_game(path)
    assert load.findings[0].code == "yaml-syntax" and "read up to line" in load.findings[0].message
    assert load.game.notations == OPENING[:2] and not load.unreadable


@pytest.mark.parametrize("text, code", [
    (b"", "empty"),
    (b"- a list\n", "not-a-game"),
    (b"format: banneret/1\ntitle: x\n", "not-a-game"),
    (b"format: banneret-game/2\nscenario: {path: x.yaml}\nmoves: []\n", "format-too-new"),
    (b"\xff\xfe", "not-utf8"),
    (b"format: banneret-game/1\nscenario: {path: x.yaml}\nmoves: [\n", "yaml-syntax"),
])
def test_unreadable_records(text, code):
    load = read_game_bytes(text, "g.yaml")
    assert load.unreadable and load.game is None and load.findings[0].code == code


def test_a_scenario_is_not_a_game_and_says_how_to_make_one():
    load = read_game(DEMO)
    assert load.findings[0].code == "not-a-game" and "--record OUT" in load.findings[0].message


@pytest.mark.parametrize("old, new, code, needle", [
    ("seed: 5", "seed: 5\ncolour: red", "unknown-key", "colour"),
    ('edition: "2010"', 'edition: "1999"', "bad-value", "1999"),
    ("step: D1", "step: D7", "bad-value", "D7"),
    ("moves:\n", "moves: 3\nx:\n", "unknown-key", "x:"),
    ("sha256: ", "sha256: x", "bad-shape", "scenario:"),
    ("options: {}", "options: {rout_path: fly}", "bad-option", "ruleset:"),
])
def test_header_errors_give_no_game(tmp_path, old, new, code, needle):
    path = edit(write(tmp_path, played()), old, new)
    load = read_game(path)
    assert load.game is None and load.findings and all(f.severity == "error" for f in load.findings)
    assert (load.findings[0].code, load.findings[0].line) == (code, line_of(path, needle))


def test_a_start_leader_the_scenario_does_not_have(tmp_path):
    path = edit(write(tmp_path, played()), "leader: richard", "leader: saladin")
    load = read_game(path)
    assert [f.code for f in load.findings] == ["bad-start"] and load.game is None
    assert load.findings[0].line == line_of(path, "saladin")


def test_missing_record():
    load = read_game("/nonexistent/game.yaml")
    assert load.unreadable and load.findings[0].code == "cannot-read"


# -- the round trip, on random games ------------------------------------------------------------------------------

@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(picks=st.lists(st.integers(0, 10**6), max_size=14), leader=st.sampled_from(["richard", "isaac", "doux"]))
def test_random_games_round_trip(picks, leader):
    game = new_game(Start(leader=leader))
    for k in picks:
        choices = game.state.legal_choices()
        if not choices:
            break
        game.push(choices[k % len(choices)])
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "g.yaml"
        game.save(path)
        loaded, findings = Game.load(path)
    assert findings == []
    assert loaded.notations == game.notations
    assert position(loaded.state) == position(game.state)
    assert [position(s) for s in loaded.states] == [position(s) for s in game.states]


def test_the_same_random_picks_give_the_same_record(tmp_path):
    def play(seed: int) -> str:
        rng = random.Random(seed)
        game = new_game(seed=seed)
        while (choices := game.state.legal_choices()) and len(game) < 60:
            game.push(rng.choice(choices))
        return game.dumps(tmp_path / "g.yaml")

    assert play(3) == play(3)
