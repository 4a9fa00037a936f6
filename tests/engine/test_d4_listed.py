"""D.4's mêlée taken as listed (issue #30, eighth round): the very option a position's `melee_options` gave is not put
in canonical order and looked for among the options again (`activation._listed_melee`). Over the mêlées a greedy
game's look-ahead takes, such an option is its own canonical form and one of the options, and it reaches the
position that an equal mêlée written otherwise (another record, its units in another order) reaches, which is still
put in order and checked. A shortcut that took a mêlée the rules refuse, or reached another position, would change
the seeded games (tests/engine/golden_games.json).
"""

from __future__ import annotations

from collections import Counter

from rules.engine import activation
from rules.engine.choices import IllegalChoice, Melee
from rules.engine.combat import canonical_melee, melee_options

from .demo_games import HAUTMESNIL, play_greedy


def test_a_mêlée_taken_as_listed_reaches_the_position_an_equal_one_reaches(monkeypatch):
    listed: list = []  # (position, option) pairs of D.4 taken as listed in a greedy look-ahead
    real_listed, real_canonical = activation._listed_melee, activation.canonical_melee

    def _listed_melee(state, choice):
        got = real_listed(state, choice)
        if got:
            listed.append((state, choice))
        return got

    monkeypatch.setattr(activation, "_listed_melee", _listed_melee)
    play_greedy(HAUTMESNIL, 80)
    monkeypatch.undo()
    assert len(listed) >= 20, len(listed)
    calls: Counter = Counter()

    def counted(s, c):
        calls["canonical"] += 1
        return real_canonical(s, c)

    monkeypatch.setattr(activation, "canonical_melee", counted)
    for state, option in listed[:: max(1, len(listed) // 40)]:
        assert canonical_melee(state, option) == option
        assert option in melee_options(state)
        calls.clear()
        as_listed = activation.step_apply(state, option)[0]
        assert calls["canonical"] == 0  # the listed option itself: not looked for again
        written = Melee(tuple(reversed(option.attackers)), tuple(reversed(option.defenders)))
        other = activation.step_apply(state, written)[0]
        assert calls["canonical"] == 1  # another record: put in order and checked, as before
        assert other == as_listed


def test_an_option_of_another_position_is_checked_again():
    """The shortcut is for this position's own options: an option object listed for another position (the same
    mêlée record) is put in order and checked, and refused where the rules refuse it."""
    pairs: list = []
    real_listed = activation._listed_melee

    def _listed_melee(state, choice):
        got = real_listed(state, choice)
        if got:
            pairs.append((state, choice))
        return got

    activation._listed_melee = _listed_melee
    try:
        play_greedy(HAUTMESNIL, 80)
    finally:
        activation._listed_melee = real_listed
    state, option = pairs[0]
    later = next(s for s, _o in pairs if s is not state and option not in melee_options(s))
    assert not activation._listed_melee(later, option)
    try:
        activation.step_apply(later, option)
    except IllegalChoice:
        pass
    else:  # pragma: no cover - the mêlée is not among that position's options
        raise AssertionError("a mêlée not among the options was taken")
