"""Thirteenth round (issue #30), the results path: a leader check's note says the bands of the edition's casualty
table (the ones the engine rolls on), worded as before for today's tables in every language."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine import command_check, initial_state, movement_position
from rules.engine.battle import Battle
from rules.engine.results import leader_check_note
from rules.i18n import set_language
from rules.tables import Band, Tables, load_tables

from .test_leaders_and_phase_e import play, position

TODAY = {
    "fire": "leader check (Fire Table, 7.5) for duke: 0-5 none, 6-8 wounded, 9 killed",
    "melee": "leader check (Mêlée Table, 7.5) for duke: 0-5 none, 6-7 captured, 8 wounded, 9 killed",
}
# Today's translations of the notes as they were written out whole (before the bands came from the tables).
TODAY_TRANSLATED = {
    "fr": ("test de chef (table de tir, 7.5) pour duke : 0-5 rien, 6-8 blessé, 9 tué",
           "test de chef (table de mêlée, 7.5) pour duke : 0-5 rien, 6-7 capturé, 8 blessé, 9 tué"),
    "hu": ("parancsnok próbája (Lövés táblázat, 7.5) – duke: 0-5 semmi, 6-8 megsebesült, 9 meghalt",
           "parancsnok próbája (Közelharc táblázat, 7.5) – duke: 0-5 semmi, 6-7 fogságba esett, 8 megsebesült, "
           "9 meghalt"),
    "it": ("controllo del leader (Tabella dei tiri, 7.5) per duke: 0-5 nulla, 6-8 ferito, 9 ucciso",
           "controllo del leader (Tabella dei corpo a corpo, 7.5) per duke: 0-5 nulla, 6-7 catturato, 8 ferito, "
           "9 ucciso"),
    "pl": ("test dowódcy (Tabela Ostrzału, 7.5) dla duke: 0-5 nic, 6-8 ranny, 9 zabity",
           "test dowódcy (Tabela Walki, 7.5) dla duke: 0-5 nic, 6-7 wzięty do niewoli, 8 ranny, 9 zabity"),
}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def _moved(tables: Tables) -> Tables:
    """Today's tables with both casualty tables' bands moved (an edition that changed them)."""
    fire = replace(tables.fire_leader_check, results=(Band(0, 4, "no_effect"), Band(5, 7, "wounded"),
                                                      Band(8, 9, "killed")))
    melee = replace(tables.melee_leader_check, results=(Band(0, 3, "no_effect"), Band(4, 7, "captured"),
                                                        Band(8, 8, "killed"), Band(9, 9, "wounded")))
    return replace(tables, fire_leader_check=fire, melee_leader_check=melee)


def _melee_check(tables: Tables | None):
    """The game of `test_a_leader_captured_on_an_unmodified_0...` up to the duke's mêlée leader check, played on
    these tables."""
    scen = position()
    state, _ = command_check(initial_state(scen, battle=Battle(scen, tables)))
    s = movement_position(state, "duke")
    s, _ = play(s, ["end", "end", "declare d1", "end", "melee d1 r1", "roll 0", "retreat d1 0404 SE"])
    return s


def test_todays_tables_give_todays_notes_word_for_word():
    tables = load_tables()
    assert {t: leader_check_note("duke", t, tables) for t in TODAY} == TODAY
    d = _melee_check(None).pending()
    assert d.kind == "roll" and d.note == TODAY["melee"]


@pytest.mark.parametrize("lang", sorted(TODAY_TRANSLATED))
def test_todays_notes_read_as_before_in_each_language(lang):
    set_language(lang)
    tables = load_tables()
    assert (leader_check_note("duke", "fire", tables), leader_check_note("duke", "melee", tables)) == \
        TODAY_TRANSLATED[lang]


def test_the_note_follows_the_table_the_engine_rolls_on():
    """An edition whose bands differ is said with its own bands, and its rolls fall where the note says."""
    moved = _moved(load_tables())
    assert leader_check_note("duke", "fire", moved) == \
        "leader check (Fire Table, 7.5) for duke: 0-4 none, 5-7 wounded, 8-9 killed"
    note = "leader check (Mêlée Table, 7.5) for duke: 0-3 none, 4-7 captured, 8 killed, 9 wounded"
    assert leader_check_note("duke", "melee", moved) == note
    s = _melee_check(moved)
    assert s.pending().note == note
    set_language("fr")
    assert leader_check_note("duke", "melee", moved) == \
        "test de chef (table de mêlée, 7.5) pour duke : 0-3 rien, 4-7 capturé, 8 tué, 9 blessé"
    set_language("en")
    _, ev = play(s, ["roll 4"])  # 4 is "none" on today's table, "captured" on this one
    assert [e.fate for e in ev if type(e).__name__ == "LeaderCasualty"] == ["captured"]
