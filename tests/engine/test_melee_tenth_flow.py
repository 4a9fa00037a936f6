"""A mêlée's advance taken from its listing (issue #30, tenth round): an advance that is the very record
`_advance_options` kept in the position's memo is taken without listing and comparing the options again. Over
greedy's real look-aheads in the first choices of both demos, each such take gives what the same choice as a fresh,
equal record gives (listed and checked), and an advance that is not listed is still refused. The listings' records are what
`canonical` gives (its first tests are inline in `flow._choices`)."""

from __future__ import annotations

import pytest

from rules.engine import combat, flow
from rules.engine.choices import Advance, IllegalChoice
from rules.engine.frozen import replace

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 300), (HAUTMESNIL, 200)])
def test_a_listed_advance_takes_as_a_checked_one(monkeypatch, path, steps):
    seen = {"listed": 0, "refused": 0}
    wrong: list = []  # gathered, asserted at the end: an exception inside the engine only ends the game
    take = combat.MeleeTask.take

    def checked_take(self, state, choice):
        new, events = take(self, state, choice)
        if self.stage == "advance" and isinstance(choice, Advance):
            fresh = replace(choice, facing=choice.facing)  # equal, not the listed record: listed and checked
            assert fresh is not choice
            if (new, events) != take(self, state, fresh):
                wrong.append(("advance", self, choice))
            seen["listed"] += any(c is choice for c in state._memo.get(("melee_advance_options", self), ()))
            stray = replace(choice, facing=(choice.facing + 3) % 6)  # the other way: listed only if every facing is
            if stray not in self.choices(state):
                try:
                    take(self, state, stray)
                    wrong.append(("not refused", self, stray))
                except IllegalChoice:
                    seen["refused"] += 1
        return new, events

    monkeypatch.setattr(combat.MeleeTask, "take", checked_take)
    _game, result = play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert result.stop == "max_steps", result
    assert seen["listed"] > 300, seen


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 100)])
def test_the_listings_are_canonical_choice_by_choice(monkeypatch, path, steps):
    """`_choices` tests `canonical`'s early answers inline: every listing it makes over greedy's look-ahead is,
    record by record, what `canonical` gives for each choice of the raw listing."""
    seen = {"listings": 0, "one_unit": 0}
    wrong: list = []
    choices = flow._choices

    def checked(state):
        got = choices(state)
        if state.over or not state.agenda:
            return got
        raw = state.agenda[0].choices(state)  # the task's listing again, raw
        want = [flow.canonical(state, c) for c in raw]
        if len(got) != len(want) or not all(a is b or a == b for a, b in zip(got, want, strict=False)):
            wrong.append((state.agenda[0], got[:3], want[:3]))
        seen["listings"] += 1
        seen["one_unit"] += sum(c.__class__ in flow._BY_IDS and len(c.ids) < 2 for c in raw)
        return got

    monkeypatch.setattr(flow, "_choices", checked)
    _game, result = play_greedy(path, steps)
    assert not wrong, wrong[:3]
    assert seen["listings"] > 100 and seen["one_unit"] > 1000, seen
