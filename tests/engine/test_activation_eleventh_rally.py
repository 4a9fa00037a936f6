"""A rally's result, line and decision kept with its resolution (issue #30, eleventh round: `turn.RallyTask`), and a
rallied stack's facing taken without its six choices made again (`turn.FaceTask.take`), each against a fresh answer
over the rallies and facings greedy's look-ahead takes (Hautmesnil and Tremithoussia, seed 1).

The result and line are kept by die and language, the decision by language, with the very resolution they were
made from (kept per battle by what the rally reads): another die's, another language's or another rally's would
change the seeded games' records (tests/engine/golden_games.json).
"""

from __future__ import annotations

import pytest

from rules import i18n
from rules.engine.choices import Face, IllegalChoice
from rules.engine.events import Rallied
from rules.engine.turn import FaceTask, RallyTask
from rules.resolve import resolve_rally
from rules.resolve.text import rally_line

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy

GAMES = [(HAUTMESNIL, 200), (TREMITHOUSSIA, 200)]


def _taken(monkeypatch, cls, path, steps):
    seen: list = []
    real = cls.take

    def recorded(self, state, choice):
        got = real(self, state, choice)
        seen.append((self, state, choice, got))
        return got

    monkeypatch.setattr(cls, "take", recorded)
    play_greedy(path, steps)
    monkeypatch.undo()
    return seen


def _fresh(task: RallyTask, state):
    sit = task._situation(state)
    return None if sit is None else resolve_rally(sit, state.battle.tables)


@pytest.mark.parametrize("path,steps", GAMES)
def test_a_rally_taken_gives_the_fresh_result_and_line(monkeypatch, path, steps):
    seen = _taken(monkeypatch, RallyTask, path, steps)
    assert len(seen) >= 40, len(seen)
    assert len({(id(t._kept(s)[1]), c.faces) for t, s, c, _g in seen}) >= 5  # several rallies and faces
    for task, state, choice, (new, events) in seen:
        res = _fresh(task, state)
        die = choice.faces[0]
        result = res.result(die)
        rallied = events[0]
        assert isinstance(rallied, Rallied)
        assert rallied.line == rally_line(res, die)
        assert rallied.success == tuple(u.success for u in result.units)
        assert rallied.units == tuple(u.unit_id for u in result.units)
        for u in result.units:
            assert new.unit(u.unit_id).condition == (u.after.disorder if u.success else state.unit(u.unit_id).condition)
    # in another language the same takes give that language's line (a key without the language would not)
    with i18n.speaking("fr"):
        for task, state, choice, _got in seen[:: max(1, len(seen) // 30)]:
            line = task.take(state, choice)[1][0].line
            assert line == rally_line(_fresh(task, state), choice.faces[0])


@pytest.mark.parametrize("path,steps", GAMES)
def test_a_rally_decision_is_the_fresh_one(monkeypatch, path, steps):
    seen = _taken(monkeypatch, RallyTask, path, steps)
    tasks = {(t, s) for t, s, _c, _g in seen}
    assert len(tasks) >= 10
    for lang in ("en", "fr", "en"):
        with i18n.speaking(lang):
            for task, state in tasks:
                d = task.decision(state)
                fresh = RallyTask._decision(_fresh(task, state))
                assert (d.side, d.kind, d.leader, d.step, d.note, d.dice) == (
                    fresh.side, fresh.kind, fresh.leader, fresh.step, fresh.note, fresh.dice)


@pytest.mark.parametrize("path,steps", GAMES)
def test_a_facing_taken_as_listed_is_the_checked_one(monkeypatch, path, steps):
    seen = _taken(monkeypatch, FaceTask, path, steps)
    assert len(seen) >= 20, len(seen)
    for task, state, choice, (new, events) in seen:
        # the same facing written otherwise (a list of ids, in another order) goes through the check
        written = Face(list(reversed(choice.ids)), choice.facing)
        other, more = task.take(state, written)
        assert other == new and list(more) == list(events)
    task, state, choice, _got = seen[0]
    stranger = next(u.id for u in state.units if u.id not in choice.ids)
    for ids in ((stranger,), (*choice.ids, stranger)):
        with pytest.raises(IllegalChoice):
            task.take(state, Face(ids, 0))
    for facing in (6, -1):  # refused by the check (whose words cannot name such a facing: IndexError, as before)
        with pytest.raises((IllegalChoice, IndexError)):
            task.take(state, Face(choice.ids, facing))
