"""What the engine asks a player (a decision's note) and a program player's name are said in the chosen
language where they are shown; the name itself, which a game record keeps, stays the same in every language."""

from __future__ import annotations

import re

import pytest

from rules.games.names import player_words
from rules.games.players import RandomPlayer, make_dice
from rules.games.record import Game
from rules.i18n import LANGUAGES, set_language, speaking
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def _notes(lang: str, steps: int = 400) -> dict[str, str]:
    """kind → the first note of that kind met in a seeded game played in `lang`."""
    scenario = load_scenario(DEMO).scenario
    game, player, notes = Game(scenario, seed=5), RandomPlayer(5), {}
    with speaking(lang):
        for _ in range(steps):
            d = game.state.pending()
            notes.setdefault(d.kind, d.note or "")
            game.push(player.choose(game.state))
    return notes


def test_the_step_and_phase_notes_in_polish_and_french():
    en, pl, fr = _notes("en"), _notes("pl"), _notes("fr")
    assert en["movement"].startswith("move the leader and his in-command units")
    assert pl["movement"].startswith("rusz dowódcę i jego jednostki")
    assert pl["activation"].endswith("najpierw aktywuj jednego ze swoich dowódców (6.C)")
    assert fr["movement"].startswith("déplacez le chef et ses unités commandées")
    assert en["resting"].startswith("Phase A: place resting markers")
    assert pl["resting"].startswith("Faza A:") and fr["resting"].startswith("Phase A : placez")
    assert en["offensive_fire"].startswith("offensive fire by the attackers")
    assert pl["offensive_fire"].startswith("ostrzał ofensywny atakujących")
    assert fr["offensive_fire"].startswith("tir offensif des attaquants")
    assert "retreats one hex (10.7)" in en["retreat"]
    assert "wykonuje odwrót o jeden heks (10.7)" in pl["retreat"] and "retraite d'un hexagone (10.7)" in fr["retreat"]
    assert all("'end'" in n["movement"] for n in (en, pl, fr))  # the choice's notation is never translated


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_a_program_players_name_is_notation_and_said_in_words(lang):
    with speaking(lang):
        player, dice = RandomPlayer(3), make_dice(3)
        assert player.name == "random seed 3"  # what a record keeps, whatever the language
        words = player_words(player.name), player_words(dice.name), player_words("search (500 playouts) seed 3")
    assert all("3" in w for w in words)
    assert not any(w in " ".join(words) for w in ("random", "seed", "playouts", "SeededDice", "dice"))


def test_player_words_in_hungarian_and_english():
    assert player_words("greedy seed 7") == "greedy player, seed 7"
    assert player_words("search (2 s) seed x") == "search player (2 s), seed x"
    assert player_words("someone else") == "someone else"
    with speaking("hu"):
        assert player_words("greedy seed 7") == "mohó játékos, mag 7"
        assert player_words("search (500 playouts) seed 1") == "kereső játékos (500 lejátszás), mag 1"


def _roll_notes(lang: str, steps: int = 400) -> list[str]:
    scenario = load_scenario(DEMO).scenario
    game, player, notes = Game(scenario, seed=5), RandomPlayer(5), []
    with speaking(lang):
        for _ in range(steps):
            d = game.state.pending()
            if d.kind == "roll" and d.note not in notes:
                notes.append(d.note)
            game.push(player.choose(game.state))
    return notes


def test_the_dice_notes_in_italian_keep_the_numbers_and_the_ids():
    """What a roll is for (the odds panel's title): the initiative, a fire with its modifiers by name, a mêlée;
    in Italian with the same unit ids, sections and numbers as in English."""
    en, it = _roll_notes("en"), _roll_notes("it")
    assert len(en) == len(it) > 3
    assert any(n.startswith("initiative (6.C): crusaders roll 2d6 + 3") for n in en)
    assert any(n.startswith("iniziativa (6.C): crusaders tira 2d6 + 3") for n in it)
    assert any(" by " in n and "hex(es)" in n for n in en)  # a fire
    assert any(" di " in n and "esagono/i" in n for n in it)
    for e, i in zip(en, it, strict=True):
        assert sorted(re.findall(r"\d+", e)) == sorted(re.findall(r"\d+", i))
        assert not any(w in i for w in (" roll ", " by ", "no modifier", "discourages", "leader check", "rallies"))
