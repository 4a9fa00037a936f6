"""What results keep per battle since the eighth round of issue #30 is the rules' fresh answer: over the positions a
greedy game's look-ahead meets, every retreat or rout decision handed out from the battle's table equals the
decision worded afresh for that position alone (side, kind, leader, step and the note in words, which the
decision's equality leaves out), in the order the former code made it."""

from __future__ import annotations

from collections import Counter

import pytest

from rules import i18n
from rules.engine import board
from rules.engine.choices import Decision
from rules.engine.frozen import replace
from rules.engine.results import Effects

from .demo_games import HAUTMESNIL, TREMITHOUSSIA, play_greedy


def fresh(state):
    """The same position without its memo (a new record: the answers kept on it are not copied)."""
    return replace(state)


def former_decision(task: Effects, state) -> Decision | None:
    """`Effects.decision` as it was before the table: the options found and the note worded for this position."""
    if not task.groups:
        return None
    opts = task._owed_options(state)
    if len(opts) <= 1:
        return None
    ids, move, _ = task.groups[0]
    side = board.side_of_unit(state, ids[0])
    who = "+".join(ids)
    if move.kind == "retreat":
        note = i18n._("{units} retreats one hex (10.7): any direction, one hexside of facing change; into one "
                      "of its front hexes costs one more level").format(units=who)
        if min(len(c.ids) for c in opts) < len(ids):
            note += i18n._("; or one unit alone into a hex held by one unit of its type, the other staying "
                           "with one extra level (5.2.5, R41)")
        return Decision(side, "retreat", state.active_leader, state.step, note)
    note = i18n.ngettext("{units} routs {n} hex toward its rout edge ({rule}); passing through friends tests "
                         "them (12.2.3)",
                         "{units} routs {n} hexes toward its rout edge ({rule}); passing through friends tests "
                         "them (12.2.3)", move.hexes).format(units=who, n=move.hexes, rule=move.rule)
    if len(ids) == 2:
        note += i18n._("; the two may rout together or separate, one unit at a time (5.2.6, R41)")
    return Decision(side, "rout", state.active_leader, state.step, note)


def _fields(d: Decision | None):
    return None if d is None else (d.side, d.kind, d.leader, d.step, d.note, d.dice)


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 150), (HAUTMESNIL, 90)])
def test_kept_owed_move_decisions_equal_fresh_ones_over_a_greedy_look_ahead(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    seen: dict[int, Decision] = {}
    kept_decision = Effects.decision

    def decision(self, state):
        got = kept_decision(self, state)
        want = former_decision(self, fresh(state))
        asked["decisions"] += 1
        if got is not None:
            asked["asked"] += 1
            if id(got) in seen and seen[id(got)] is got:
                asked["shared"] += 1
            seen[id(got)] = got
        if _fields(got) != _fields(want):
            wrong.append((state.turn, state.phase, _fields(got), _fields(want)))
        return got

    monkeypatch.setattr(Effects, "decision", decision)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    # enough retreats and routs asked for the comparison to mean something, and the table answering most of them
    assert asked["asked"] > 200 and asked["shared"] > asked["asked"] // 2, asked
