"""The twelfth round's kept answers of results (issue #30) equal the rules' fresh ones over greedy's real
look-aheads: a leader check's decision and its casualty with the log line. A key that leaves out something the
rules read would hand one position another's answer (a wrong note or line in the log, a wrong fate), and the
seeded games would change (tests/engine/golden_games.json)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules import i18n
from rules.engine import board
from rules.engine.frozen import replace
from rules.engine.results import LeaderCheck, LeaderPlace, _banner_hexes
from rules.resolve import leader_casualty
from rules.resolve.text import leader_line

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 600), (HAUTMESNIL, 300)])
def test_leader_checks_kept_equal_fresh_ones(path, steps, monkeypatch):
    """Every leader check's decision (its note word for word), every roll's casualty and log line and every
    replacement's placement decision, asked by the look-ahead, equal the ones worded and found afresh for that
    position and roll."""
    asked: Counter = Counter()
    wrong: list = []
    decision, casualty = LeaderCheck.decision, LeaderCheck.casualty

    def checked_decision(self, state):
        got = decision(self, state)
        want = self._decision(state) if self._live(state) else None
        asked["decisions"] += 1
        if got != want or (got is not None and (got.note, got.dice) != (want.note, want.dice)):
            wrong.append(("decision", self, state.active_leader, state.step, got, want))
        return got

    def checked_casualty(self, state, roll):
        got = casualty(self, state, roll)
        cas = leader_casualty(self.table, roll, state.battle.tables, wounded=self.wounded(state))
        want = (cas, leader_line(self.leader, cas))
        asked["casualties"] += 1
        if got != want:
            wrong.append(("casualty", self, roll, got, want))
        return got

    def checked_place(self, state):
        got = place(self, state)
        hexes = _banner_hexes(state, self.leader)
        if hexes != sorted({u.hex for u in board.own_banner_units(state, self.leader)}, key=state.grid.label):
            wrong.append(("banner hexes", self, hexes))
        want = self._decision(state) if len(hexes) > 1 else None
        asked["placements"] += 1
        asked["placements asked"] += got is not None
        if got != want or (got is not None and got.note != want.note):
            wrong.append(("placement", self, state.active_leader, state.step, got, want))
        return got

    place = LeaderPlace.decision
    monkeypatch.setattr(LeaderPlace, "decision", checked_place)
    monkeypatch.setattr(LeaderCheck, "decision", checked_decision)
    monkeypatch.setattr(LeaderCheck, "casualty", checked_casualty)
    play_greedy(path, steps)
    assert not wrong, wrong[:3]
    print(path, asked)
    assert asked["decisions"] > 50 and asked["casualties"] > 100 and asked["placements asked"] > 50, asked


def test_leader_checks_kept_follow_the_wound_and_the_step(monkeypatch):
    """The same checks met again with the leader already wounded (7.5.2: a second wound kills), in another
    activation step, under another active leader or in another language, and the same placements in another
    step or under another active leader: the kept casualty, line and decisions follow them (the games above may
    never meet these twins)."""
    met: list = []
    places: list = []
    decision, place = LeaderCheck.decision, LeaderPlace.decision

    def keep(self, state):
        if len(met) < 40:
            met.append((self, state))
        return decision(self, state)

    def keep_place(self, state):
        got = place(self, state)
        if got is not None and len(places) < 40:
            places.append((self, state))
        return got

    monkeypatch.setattr(LeaderCheck, "decision", keep)
    monkeypatch.setattr(LeaderPlace, "decision", keep_place)
    play_greedy(HAUTMESNIL, 300)
    monkeypatch.undo()
    assert len(met) == 40
    wounded_fates = Counter()
    for task, state in met:
        for roll in range(10):
            task.casualty(state, roll)  # the unwounded answers kept first
        ls = state.leader(task.leader)
        hurt = (replace(ls, status="wounded") if ls.replacement is None else replace(ls, replacement_wounded=True))
        twin = state.with_leaders([hurt])
        assert task.wounded(twin)
        for roll in range(10):
            cas = leader_casualty(task.table, roll, twin.battle.tables, wounded=True)
            assert task.casualty(twin, roll) == (cas, leader_line(task.leader, cas))
            wounded_fates[cas.fate] += 1
        task.decision(state)
        others = [replace(state, step=s) for s in ("D2", "D3", "D4") if s != state.step]
        others += [replace(state, active_leader=ls.id) for ls in state.leaders[:3] if ls.id != state.active_leader]
        for other in others:
            got, want = task.decision(other), task._decision(other) if task._live(other) else None
            assert got == want and (got is None or got.note == want.note)
        english = task.decision(state)
        with i18n.speaking("fr"):  # the note and the line in another language
            got, want = task.decision(state), task._decision(state) if task._live(state) else None
            assert got == want and (got is None or got.note == want.note != english.note)
            cas = leader_casualty(task.table, 8, state.battle.tables, wounded=False)
            assert task.casualty(state, 8) == (cas, leader_line(task.leader, cas))
    assert wounded_fates["killed"] > 0, wounded_fates
    assert len(places) == 40
    for task, state in places:
        task.decision(state)
        for other in [replace(state, step=s) for s in ("D2", "D3", "D4") if s != state.step] + [
                replace(state, active_leader=ls.id) for ls in state.leaders[:3] if ls.id != state.active_leader]:
            got, want = task.decision(other), task._decision(other)
            assert got == want and got.note == want.note
