"""Player specs in words: every command takes the same names (rules/games/lineup.py)."""

import pytest

from rules.games.lineup import SpecError, make_player, parse_lineup
from rules.games.players import RandomPlayer


def test_one_name_serves_every_side_and_a_list_names_one_per_side():
    assert [str(s) for s in parse_lineup("random")] == ["random", "random"]
    assert [s.kind for s in parse_lineup("random, random")] == ["random", "random"]


def test_unknown_players_and_wrong_counts_are_explained():
    with pytest.raises(SpecError, match="unknown player 'grandmaster'; players: .*random"):
        parse_lineup("grandmaster")
    with pytest.raises(SpecError, match="one per side \\(2\\)"):
        parse_lineup("random,random,random")


def test_a_spec_makes_a_seeded_player():
    p = make_player("random", 7)
    assert isinstance(p, RandomPlayer) and p.seed == 7


# issue 30, part 3: the search player was no stronger than greedy (+0.6 ± 1.8 VP a game over 200 paired games,
# docs/performance.md), so it is a lab player: the commands refuse it, naming greedy the strongest


@pytest.mark.parametrize("spec", ["search", "search:2s", "greedy,search:500"])
def test_the_search_is_refused_outside_the_lab_with_greedy_named_the_strongest(spec):
    with pytest.raises(SpecError, match=r"'search' is a lab player.*\+0\.6 ± 1\.8 VP.*greedy is the strongest"):
        parse_lineup(spec)
    with pytest.raises(SpecError, match="greedy is the strongest"):
        make_player(spec.split(",")[-1], 1)


def test_the_players_named_to_the_user_are_random_and_greedy():
    from rules.games.lineup import PLAYER_KINDS

    assert sorted(PLAYER_KINDS) == ["greedy", "random"]
    with pytest.raises(SpecError, match=r"players: greedy, random$"):
        parse_lineup("grandmaster")


def test_the_lab_still_makes_the_search_player():
    from rules.games.search import SearchPlayer

    assert [str(s) for s in parse_lineup("greedy,search:2s", lab=True)] == ["greedy", "search:2s"]
    p = make_player("search:500", 1, lab=True)
    assert isinstance(p, SearchPlayer) and p.iterations == 500


@pytest.mark.parametrize("command", [["play", "--seed", "1"], ["selfplay", "--games", "1"], ["balance", "--games", "1",
                                                                                              "--no-progress"]])
def test_the_commands_refuse_the_search_saying_greedy_is_the_strongest(command, capsys):
    from rules.cli.main import main
    from rules.paths import scenarios_dir

    demo = str(scenarios_dir() / "tremithoussia-demo.yaml")
    code = main([command[0], demo, *command[1:], "--players", "greedy,search:2s"])
    err = capsys.readouterr().err
    assert code == 1  # as for an unknown player
    assert "--players: 'search' is a lab player" in err and "greedy is the strongest program player" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", ["play", "selfplay", "balance"])
def test_the_help_says_greedy_is_the_strongest_and_offers_no_search(command, capsys):
    from rules.cli.main import main

    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "greedy is the strongest" in out or "greedy, the strongest" in out
    assert "search:" not in out and "search[" not in out


def test_a_record_played_by_the_search_still_replays(tmp_path, capsys):
    """A record names its players in words only (`search seed …`): replaying it makes no player."""
    import yaml

    from rules.cli.main import main
    from rules.paths import scenarios_dir

    demo = str(scenarios_dir() / "tremithoussia-demo.yaml")
    record = tmp_path / "game.yaml"
    assert main(["play", demo, "--players", "random", "--seed", "3", "--record", str(record),
                 "--max-steps", "30"]) == 0
    data = yaml.safe_load(record.read_text(encoding="utf-8"))
    data["players"] = {side: f"search seed 3/{side}" for side in ("crusaders", "byzantines")}
    record.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(record)]) == 0
    assert "score:" in capsys.readouterr().out


def test_a_saved_study_of_the_search_is_refused_with_the_reason_and_kept(tmp_path, capsys):
    import json

    from rules.cli.main import main
    from rules.paths import scenarios_dir

    demo = str(scenarios_dir() / "tremithoussia-demo.yaml")
    study = tmp_path / "study.json"
    common = ["balance", demo, "--games", "1", "--max-steps", "30", "--save", str(study), "--no-progress",
              "--no-cache"]
    assert main([*common, "--players", "random"]) == 0
    data = json.loads(study.read_text(encoding="utf-8"))
    data["settings"]["lineup"] = "search:500"  # as a study saved before the search went to the lab
    study.write_text(json.dumps(data), encoding="utf-8")
    before = study.read_bytes()
    capsys.readouterr()
    assert main([*common, "--players", "search:500"]) == 1
    assert "'search' is a lab player" in capsys.readouterr().err
    assert main([*common, "--players", "random"]) == 1
    err = capsys.readouterr().err
    assert "a study with other settings" in err and "search:500" in err
    assert study.read_bytes() == before
