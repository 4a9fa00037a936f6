"""The engine's last English refusals in the player's language (issue 18): charges, stacking, exits, the
phase's illegal choices and the leaders' fates; the same ids, hexes, numbers and rule sections as in English."""

from __future__ import annotations

import re

import pytest

from rules.engine import IllegalChoice, movement_position
from rules.i18n import set_language, speaking
from rules.paths import scenarios_dir
from rules.scenario.files import load_scenario

DEMO = scenarios_dir() / "tremithoussia-demo.yaml"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def numbers(text: str) -> list[str]:
    """The data of a message: unit ids, hex labels, numbers, rule sections and unit types, in order."""
    return sorted(re.findall(r"[a-z]+-[a-z]+-[a-z]+|R?\d+(?:\.\d+)*|\b(?:Ch|Ha|Ab)\b", text))


def refused(state, choice: str, lang: str) -> str:
    with speaking(lang), pytest.raises(IllegalChoice) as said:
        state.apply(choice)
    return str(said.value)


@pytest.fixture(scope="module")
def richard():
    """Richard's activation in the demo, step D.1: his knights in 1316 and 1317, the Genoese in 1714."""
    return movement_position(load_scenario(DEMO).scenario, "richard")


@pytest.mark.parametrize("choice, english, words", [
    ("charge cru-ab-genoese 1714-1613 1512", "cru-ab-genoese (Ab) never charges: only Ch and Ha do (10.2)",
     {"pl": "nigdy nie szarżuje", "hu": "soha nem indít lovasrohamot"}),
    ("charge cru-ch-household 1317-1216-1115 1015",
     "a charge runs straight ahead through the central front hexside without turning (10.2): cru-ch-household's "
     "charge path is 1317-1216", {"pl": "ścieżka szarży cru-ch-household to 1317-1216",
                                  "hu": "cru-ch-household lovasroham-útvonala 1317-1216"}),
])
def test_a_refused_charge_in_polish_and_hungarian_keeps_the_ids_and_hexes(richard, choice, english, words):
    assert refused(richard, choice, "en") == english
    for lang in ("pl", "hu"):
        said = refused(richard, choice, lang)
        assert words[lang] in said and "charge" not in said.replace("charge cru", "")
        assert numbers(said) == numbers(english)


def test_the_stacking_limit_is_worded_in_the_language_asked_though_the_engine_remembers_its_verdict(richard):
    # the engine keeps its stacking verdicts on the battle: a verdict first reached in English must not come
    # back in English to a player who speaks Polish or Hungarian afterwards
    choice = "move cru-ch-anglonormans 1316-1317 NW"
    en = refused(richard, choice, "en")
    assert en == ("stacking in 1317: 2 combat units stacked ('cru-ch-household' (Ch), 'cru-ch-anglonormans' (Ch)); "
                  "the limit is 1 unit, or one artillery with one infantry unit, unless a scenario stacking exception "
                  "allows it")
    pl, hu = refused(richard, choice, "pl"), refused(richard, choice, "hu")
    assert "stos w 1317" in pl and "limit to 1 jednostka" in pl and "combat units" not in pl
    assert "gúlázás" in hu and "a határ 1 egység" in hu and "combat units" not in hu
    assert numbers(pl) == numbers(hu) == numbers(en)
    assert refused(richard, choice, "en") == en


def test_an_exit_by_an_edge_no_victory_rule_scores_is_refused_in_italian_and_polish(richard):
    en = refused(richard, "exit cru-ch-household west", "en")
    assert en.startswith("no victory rule of the scenario scores a crusaders unit leaving by the west edge "
                         "(unit_exited)")
    it, pl = refused(richard, "exit cru-ch-household west", "it"), refused(richard, "exit cru-ch-household west", "pl")
    assert "nessuna regola di vittoria" in it and "żadna reguła zwycięstwa" in pl
    for said in (it, pl):
        assert "west" in said and "unit_exited" in said and numbers(said) == numbers(en)


def test_an_illegal_activation_in_a_seeded_game_is_refused_in_polish_and_hungarian():
    from rules.games.record import Game

    game = Game(load_scenario(DEMO).scenario, seed=5)
    game.push("roll 3+5")
    game.push("roll 1+1")  # C.4 for the crusaders: they activate first

    def say(lang: str) -> str:
        with speaking(lang), pytest.raises(IllegalChoice) as said:
            game.push("activate isaac")
        return str(said.value)

    en = say("en")
    assert en == ("'activate isaac' is not a legal activation choice now (initiative (C.4): activate one of your "
                  "leaders first (6.C)); legal: activate richard, activate turnham")
    pl, hu = say("pl"), say("hu")
    assert pl.startswith("'activate isaac' nie jest teraz dozwolonym wyborem") and "dozwolone: activate richard" in pl
    assert hu.startswith("'activate isaac' most nem szabályos döntés") and "szabályos: activate richard" in hu
    assert "(decyzja aktywacja: " in pl and "(aktiválás: " in hu  # the decision's kind, a code in English
    assert numbers(pl) == numbers(hu) == numbers(en)


def test_a_leader_leaving_the_map_with_his_unit_is_told_in_the_language_shown():
    # the fate is kept as data on the event (its words and the unit, the edge): it reads in the language of the
    # moment it is shown, not of the moment the leader left
    from rules.engine import LeaderFate

    fate = LeaderFate("richard", "leaves the map with {unit} by the {edge} edge: safe", "5.1, unit_exited", None,
                      args=(("unit", "cru-ch-household"), ("edge", "west")))
    grid = load_scenario(DEMO).scenario.grid
    assert fate.text(grid) == ("richard: leaves the map with cru-ch-household by the west edge: safe "
                               "(5.1, unit_exited)")
    with speaking("hu"):
        hu = fate.text(grid)
    with speaking("pl"):
        pl = fate.text(grid)
    assert "elhagyja a térképet" in hu and "opuszcza mapę z cru-ch-household przez krawędź west" in pl
    assert "cru-ch-household" in hu and "west" in hu


def test_a_cancelled_charge_reads_in_the_language_it_is_shown_in_not_the_one_it_happened_in(richard):
    # events are kept on settled states (flow.settle's memo): the cancellation keeps its reason as data, so a
    # log shown after a switch to Polish or Hungarian reads in that language, with the same ids and hex
    from rules.engine.combat import cancellations
    from rules.engine.frozen import replace

    state, _events = richard.apply("charge cru-ch-household 1317-1216 1116")
    moved = state.with_units([replace(state.unit("byz-cl-vanguard"), hex=state.grid.parse_label("1016"))])
    with speaking("en"):
        _state, events = cancellations(moved)
    [cancelled] = events
    en = cancelled.text(state.grid)
    assert en == ("the attack on byz-cl-vanguard is cancelled: the charge of cru-ch-household: byz-cl-vanguard is "
                  "no longer in cru-ch-household's central front hex (10.2)")
    with speaking("pl"):
        pl = cancelled.text(state.grid)
    with speaking("hu"):
        hu = cancelled.text(state.grid)
    assert "szarża cru-ch-household" in pl and "nie jest już w środkowym heksie przednim" in pl
    assert "középső front-hatszögében" in hu and "central front hex" not in pl + hu
    assert numbers(pl) == numbers(hu) == numbers(en)
