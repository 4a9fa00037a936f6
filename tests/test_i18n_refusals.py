"""The engine's refusal reasons in the player's language (issue 18): the same ids, hexes, numbers and rule
sections as in English, the words translated; callers act on a refusal's kind, never on its words."""

from __future__ import annotations

import re

import pytest

from rules.cli.main import main
from rules.i18n import set_language
from rules.paths import scenarios_dir

DEMO = str(scenarios_dir() / "tremithoussia-demo.yaml")
# the Genoese crossbowmen in 1504, in Richard's command
GENOESE = ["--at", "cru-ab-genoese=1504,N", "--at", "richard=1505"]


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def refusal(capsys, lang: str, *argv: str) -> str:
    assert main(["--lang", lang, "resolve", DEMO, *argv]) == 1
    out, err = capsys.readouterr()
    return (out + err).strip()


def numbers(text: str) -> list[str]:
    """The data of a message: unit ids, hex labels, numbers and rule sections, in order of appearance."""
    return sorted(re.findall(r"[a-z]+-[a-z]+-[a-z]+|R?\d+(?:\.\d+)*", text))


@pytest.mark.parametrize("lang, words", [
    ("it", ["rifiutato", "nessuna linea di vista da 1504 a 1502"]),
    ("pl", ["odmowa", "brak linii widoczności z 1504 do 1502"]),
])
def test_a_fire_blocked_by_the_line_of_sight_refused_in_italian_and_polish(capsys, lang, words):
    argv = ["--fire", "cru-ab-genoese", "byz-cl-scouts", *GENOESE, "--at", "byz-cl-scouts=1502"]
    en = refusal(capsys, "en", *argv)
    assert en == "refused: no line of sight from 1504 to 1502: blocked by 1503 (wood) (9.2, R17)"
    said = refusal(capsys, lang, *argv)
    assert all(w in said for w in words) and "line of sight" not in said
    assert numbers(said) == numbers(en)


@pytest.mark.parametrize("lang, words", [
    ("it", "non può effettuare il tiro a 10 hex (Tabella dei tiri: al massimo 3)"),
    ("pl", "nie może prowadzić ostrzału na 10 heksów (Tabela Ostrzału: najwyżej 3)"),
])
def test_a_fire_out_of_range_in_italian_and_polish_keeps_the_numbers(capsys, lang, words):
    argv = ["--fire", "cru-ab-genoese", "byz-cl-scouts", *GENOESE, "--at", "byz-cl-scouts=0504"]
    en = refusal(capsys, "en", *argv)
    assert en == "refused: cru-ab-genoese cannot fire at 10 hexes (Fire Table: at most 3)"
    said = refusal(capsys, lang, *argv)
    assert words in said and numbers(said) == numbers(en)



def test_the_charge_fallback_of_resolve_works_in_hungarian(capsys):
    # the Ch in 1317 facing NW: the Cl in 1116 is not in its central front hex (1216); resolve tells how to pose
    # the question with --at, in every language, since it reads the refusal's kind and not its words
    argv = ["--melee", "cru-ch-household", "byz-cl-vanguard", "--charge"]
    en = refusal(capsys, "en", *argv)
    assert en.startswith("refused: byz-cl-vanguard in 1116 is not in cru-ch-household's central front hex (1216, "
                         "from 1317 facing NW)")
    assert "; pose the question with --at cru-ch-household=HEX[,FACING] (facing NW, from 1216) (10.2; R21)" in en
    hu = refusal(capsys, "hu", *argv)
    assert "central front hex" not in hu and "középső front-hatszögében (1216, innen: 1317, arcvonal NW)" in hu
    assert "tegye fel a kérdést így: --at cru-ch-household=HEX[,ARCVONAL] (arcvonal NW, innen: 1216)" in hu
    assert numbers(hu) == numbers(en)


def test_a_melee_refused_in_italian_and_polish_names_the_same_units_and_hexes(capsys):
    argv = ["--melee", "cru-ch-household", "byz-cl-vanguard"]
    en = refusal(capsys, "en", *argv)
    for lang in ("it", "pl"):
        said = refusal(capsys, lang, *argv)
        assert said != en and numbers(said) == numbers(en)


def _declaration_refusals(lang: str) -> list[str]:
    """A seeded game up to its first mêlée declaration (D.3), then two declarations the rules refuse: an enemy
    unit and a unit of another leader's command."""
    from rules.engine import IllegalChoice
    from rules.engine.choices import Declare
    from rules.games.players import RandomPlayer
    from rules.games.record import Game
    from rules.i18n import speaking
    from rules.scenario.files import load_scenario

    game, player = Game(load_scenario(DEMO).scenario, seed=5), RandomPlayer(5)
    while game.state.pending().kind != "melee_declaration":
        game.push(player.choose(game.state))
    out = []
    for unit in ("byz-cl-vanguard", "cru-ch-household"):
        with speaking(lang), pytest.raises(IllegalChoice) as refused:
            game.push(Declare(unit))
        out.append(str(refused.value))
    return out


def test_an_illegal_declaration_in_a_seeded_game_is_refused_in_italian_and_polish():
    en = _declaration_refusals("en")
    assert en == ["byz-cl-vanguard belongs to byzantines: only the active player declares mêlées",
                  "cru-ch-household is not activated by turnham (7.2)"]
    it, pl = _declaration_refusals("it"), _declaration_refusals("pl")
    assert it == ["byz-cl-vanguard appartiene a byzantines: solo il giocatore attivo dichiara i corpo a corpo",
                  "cru-ch-household non è attivata da turnham (7.2)"]
    assert pl[1] == "cru-ch-household nie jest aktywowana przez: turnham (7.2)"
    assert [numbers(s) for s in pl] == [numbers(s) for s in en] and "declares" not in pl[0]


@pytest.mark.parametrize("lang, words", [
    ("pl", ["wydałby", "PR na ścieżce", "; ma"]),
    ("hu", ["PM-et költene", "útvonalon", "PM-je van"]),
])
def test_a_move_out_of_reach_refused_in_polish_and_hungarian_with_the_same_ids_and_numbers(lang, words):
    # through the engine's API: the Anglo-Norman knights in 1316 cannot reach 1310 (7 MP, they have 6)
    from rules.engine import IllegalChoice, movement_position
    from rules.i18n import speaking
    from rules.scenario.files import load_scenario

    state = movement_position(load_scenario(scenarios_dir() / "tremithoussia-demo.yaml").scenario, "richard")
    choice = "move cru-ch-anglonormans 1316-1315-1314-1313-1312-1311-1310 N"
    with pytest.raises(IllegalChoice) as en:
        state.apply(choice)
    assert str(en.value) == ("cru-ch-anglonormans would spend 7 MP along 1316-1315-1314-1313-1312-1311-1310; "
                             "it has 6")
    with speaking(lang), pytest.raises(IllegalChoice) as said:
        state.apply(choice)
    text = str(said.value)
    assert all(w in text for w in words) and "would spend" not in text
    assert numbers(text) == numbers(str(en.value))
