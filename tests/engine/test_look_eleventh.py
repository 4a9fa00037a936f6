"""The look-ahead's apply, eleventh round (issue #30): `flow.canonical` answers more classes at once (every class
with no unit list, a mêlée of one attacker and one defender, a fire of one firer), and `flow` reads the language
without a call. Each answer must be the plain ordering's (the unit lists in the scenario's order, the choice itself
when already so), over the choices greedy's look-ahead applies and variants of them written out of order."""

from __future__ import annotations

import dataclasses

from rules.engine import choices as C
from rules.engine import flow
from rules.engine.game import GameState
from rules.i18n import language, set_language
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy
from tests.engine.demo_games import new_game as demo_new_game

_LISTS = {C.Retreat: ("ids",), C.Rout: ("ids",), C.Advance: ("ids",), C.Face: ("ids",), C.Exit: ("ids",),
          C.Fire: ("firers",), C.Melee: ("attackers", "defenders")}


def _plain(state, choice):
    """`canonical` without its early answers: each unit list sorted by the scenario's order, the choice itself when
    every list is a tuple in that order already."""
    idx = state.battle.unit_index
    names = _LISTS.get(choice.__class__, ())
    changes = {}
    for name in names:
        ids = getattr(choice, name)
        ordered = tuple(ids) if len(ids) < 2 else tuple(sorted(ids, key=lambda u: idx.get(u, 0)))
        if ordered != ids:
            changes[name] = ordered
    return dataclasses.replace(choice, **changes) if changes else choice


def _variants(choice):
    """The choice, its unit lists reversed, and its unit lists as lists (not tuples)."""
    yield choice
    names = _LISTS.get(choice.__class__, ())
    if names:
        yield dataclasses.replace(choice, **{n: tuple(reversed(getattr(choice, n))) for n in names})
        yield dataclasses.replace(choice, **{n: list(getattr(choice, n)) for n in names})


def _check(monkeypatch, path: str, steps: int) -> dict:
    tally = {"choices": 0, "variants": 0, "melee": 0, "several": 0, "as_is": 0, "wrong": 0}
    ahead = GameState.apply_ahead

    def checked(state, choice):
        s = flow.settle(state)[0]
        tally["choices"] += 1
        tally["melee"] += choice.__class__ is C.Melee
        for v in _variants(choice):
            tally["variants"] += 1
            tally["several"] += any(len(getattr(v, n)) > 1 for n in _LISTS.get(v.__class__, ()))
            want, got = _plain(s, v), flow.canonical(s, v)
            if v.__class__ in flow._AS_IS:
                tally["as_is"] += 1
            ok = got == want and type(got) is type(want) and all(
                getattr(got, n).__class__ is tuple for n in _LISTS.get(v.__class__, ()))
            tally["wrong"] += not ok or (want is v and got is not v)
        return ahead(state, choice)

    monkeypatch.setattr(GameState, "apply_ahead", checked)
    play_greedy(path, steps)
    return tally


def test_canonical_gives_the_plain_ordering_over_the_look_ahead(monkeypatch):
    tally = _check(monkeypatch, TREMITHOUSSIA, 120)
    assert tally["choices"] > 2000 and tally["melee"] > 100 and tally["as_is"] > 1000, tally
    assert tally["wrong"] == 0, tally


def test_the_same_on_hautmesnil(monkeypatch):
    tally = _check(monkeypatch, HAUTMESNIL, 100)
    assert tally["choices"] > 1500 and tally["melee"] > 50 and tally["several"] > 100, tally
    assert tally["wrong"] == 0, tally


def test_every_class_with_no_unit_list_is_answered_as_is():
    """`_AS_IS` holds no class whose records `canonical` would reorder: none with a unit list."""
    assert not flow._AS_IS & set(_LISTS)
    assert not flow._AS_IS & flow._BY_IDS


def test_the_kept_decision_follows_the_language():
    """`pending` keeps a decision per language (its note is in words): read without `language()`, the key still
    follows `set_language`."""
    state = demo_new_game(TREMITHOUSSIA, 1).states[-1]
    before = language()
    try:
        set_language("en")
        en = flow.pending(state)
        set_language("fr")
        fr = flow.pending(state)
        assert ("decision", "fr") in flow.settle(state)[0]._memo and ("decision", "en") in flow.settle(state)[0]._memo
        assert en.kind == fr.kind
    finally:
        set_language(before)
