"""The seventh round's cheaper answers of the odds and the choices (issue #30) are the rules' full answers, over the
positions a greedy game and its look-ahead meet:

- a fire's or a mêlée's odds (`odds.fire_roll`, `odds.melee_roll`) work out the full result of the first face of
  each outcome only (the look-ahead rolls that face alone; the others' keys come from the table's outcome or
  band), and are the outcomes grouped from every face's full result (faces, probability, modified rolls, words
  and the first face's detail);
- D.3's declarations carried from a position to the position after one of them (`activation._declared`: the same
  less the declaring stack's) are `declare_options` of that position afresh.

A cheaper answer that differed from the full one would change the seeded games (tests/engine/golden_games.json).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from rules.engine import activation, odds
from rules.engine.combat import declare_options
from rules.engine.dice import D10, faces
from rules.engine.frozen import replace
from rules.engine.odds import fire_outcome, melee_words
from rules.resolve.fire import FireResolution
from rules.resolve.melee import MeleeResolution

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def _full_odds(state, res):
    """The outcomes of every face's full result, worked out afresh (not the resolution's kept ones)."""
    fs = faces(state.battle.tables, D10)
    if isinstance(res, MeleeResolution):
        def result(f):
            r = res._result(f[0])
            return (r.defender_effects, r.attacker_effects, r.advance), r.modified, r
        words = lambda k, r: melee_words(r)  # noqa: E731
    else:
        def result(f):
            r = FireResolution.result.__wrapped__(res, f[0])
            return r.outcome, r.modified, r
        words = lambda k, r: fire_outcome(k)  # noqa: E731
    return odds._group(fs, Fraction(1, len(fs)), result, words)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 110)])
def test_odds_work_out_one_face_an_outcome_and_equal_every_face_s(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    worked: list = []  # the full results worked out during one `_d10`
    melee_result, fire_result = MeleeResolution.result, FireResolution.result

    def counted(real):
        def result(self, die):
            worked.append((self, die))
            return real(self, die)
        result.__wrapped__ = real
        return result

    monkeypatch.setattr(MeleeResolution, "result", counted(melee_result))
    monkeypatch.setattr(FireResolution, "result", counted(fire_result))
    kept_d10 = odds._kept_d10

    def _kept_d10(state, res, result, words):
        kept = res.__dict__.get("_odds")
        if kept is not None:  # asked before: kept on the resolution
            return kept_d10(state, res, result, words)
        worked.clear()
        got = kept_d10(state, res, result, words)
        kind = "melee" if isinstance(res, MeleeResolution) else "fire"
        asked[kind] += 1
        asked[f"{kind} faces"] += sum(len(o.faces) for o in got)
        if len(worked) != len(got):  # one full result an outcome, not one a face
            wrong.append(("results worked out", kind, len(worked), len(got)))
        want = _full_odds(state, res)
        if got != want or [o.detail for o in got] != [o.detail for o in want]:
            wrong.append(("odds", kind, got, want))
        return got

    monkeypatch.setattr(odds, "_kept_d10", _kept_d10)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    # the games meet both kinds of roll, and outcomes of several faces (else nothing is left out)
    assert asked["melee"] >= 10 and asked["fire"] >= 5, asked
    assert asked["melee faces"] > 2 * asked["melee"] and asked["fire faces"] > 2 * asked["fire"], asked


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 110)])
def test_declarations_carried_to_a_declaration_s_position_equal_fresh_ones(path, steps, monkeypatch):
    carried: dict[int, object] = {}  # id -> the position given its declarations by `_declared` (kept alive)
    asked: Counter = Counter()
    wrong: list = []
    kept_declared, kept_declarations = activation._declared, activation._declarations

    def _declared(state, new, uid):
        kept_declared(state, new, uid)
        if "declarations" in new._memo:
            carried[id(new)] = new

    def _declarations(state):
        got = kept_declarations(state)
        if carried.get(id(state)) is state:
            asked["carried"] += 1
            want = declare_options(replace(state))  # the position without its memo
            if got != want:
                wrong.append((state.turn, state.active_leader, got, want))
        return got

    monkeypatch.setattr(activation, "_declared", _declared)
    monkeypatch.setattr(activation, "_declarations", _declarations)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert asked["carried"] >= 20, asked
