"""The eighth round's mêlée answers (issue #30) equal the rules' fresh ones over greedy's real look-aheads: D.4's
mêlée options, which now ask each attacker/defender contact once (10.4, 10.5, R10), are the groupings the former
code listed (written out below); a mêlée's fire verdict kept per battle (9.1, Phase D.4: an adjacent target only)
is the verdict worked out on a copy of the position with nothing kept; a mêlée's resolution found by the fields its
situation reads (`MeleeTask._situation_facts`) is the resolution of the situation built afresh (10.5, 10.6); and
a mêlée roll made with its marks and next stage kept on its resolution (`MeleeTask._roll_marks`: the attackers
fought, the Mêlée, Charge and resting markers off, 10.4, 10.5, 11.2) is the roll made with nothing kept."""

from __future__ import annotations

from itertools import combinations

import pytest

from bench.golden_games import scenario
from rules.engine import combat
from rules.engine.choices import Melee
from rules.engine.frozen import replace
from rules.games.lineup import make_player
from rules.games.players import play_game
from rules.games.record import Game
from rules.resolve import resolve_melee


def _former_melee_options(state, find):
    """D.4's options as the code before the eighth round listed them (each grouping asking its contacts again);
    `find`, the code under test, for the charges (10.5), whose branch did not change."""
    if combat.pending_charges(state):
        return find(state)
    avail = combat._find_avail_attackers(state)
    marked = combat._marked(state)

    def hits(lead, h):
        return h in state.front_hexes(lead) and all(combat.board.melee_possible(state, lead, e)
                                                    for e in state.units_at(h))
    groups = []
    for d in marked:
        able = [a for a, lead in avail.items() if hits(lead, d)]
        for k in range(1, len(able) + 1):
            for sub in combinations(able, k):
                groups.append((tuple(sub), (d,)))
    for a, lead in avail.items():
        front = [d for d in marked if hits(lead, d)]
        for k in range(2, len(front) + 1):
            for sub in combinations(front, k):
                groups.append(((a,), tuple(sub)))
    out = []
    for atts, defs in groups:
        rest_att = {a: lead for a, lead in avail.items() if a not in atts}
        if all(any(hits(lead, d) for lead in rest_att.values()) for d in marked if d not in defs):
            out.append(Melee(combat._ordered(state, [i for a in atts for i in combat._stack_ids(state, a)]),
                             combat._ordered(state, [i for d in defs for i in combat._stack_ids(state, d)])))
    return sorted(set(out), key=lambda c: c.notation(state.grid))


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 200)])
def test_melee_options_fire_verdicts_and_resolutions_equal_fresh_ones(monkeypatch, name, choices):
    checked = {"options": 0, "several": 0, "fire": 0, "fire_kept": 0, "resolution": 0, "roll": 0, "roll_kept": 0}
    mismatches: list[str] = []  # gathered: an exception inside the engine would only end the game
    allowed: list = []  # offensive fires found legal
    find_options, may_fire, resolution = combat._find_melee_options, combat._may_fire, combat.MeleeTask.resolution

    def options(state):
        got = find_options(state)
        if got != _former_melee_options(replace(state), find_options):  # a copy of the position, nothing kept on it
            mismatches.append(f"options {got}")
        checked["options"] += 1
        checked["several"] += len(got) > 1
        return got

    def fire(state, kind, uid, target, pursuit):
        kept_before = len(combat.kept(state, "melee_fire_ok", 4096))
        got = may_fire(state, kind, uid, target, pursuit)
        fresh = combat.fire_verdict(replace(state), kind, uid, target, pursuit) is None
        if got != fresh:
            mismatches.append(f"fire {kind} {uid} at {target}: kept {got}, fresh {fresh}")
        checked["fire"] += 1
        if got and kind == "offensive":
            allowed.append((state, uid, target, pursuit))
        checked["fire_kept"] += kind in combat.MELEE_FIRE and len(combat.kept(state, "melee_fire_ok")) == kept_before
        return got

    def resolve(task, state):
        got = resolution(task, state)
        s = task.situation(replace(state))
        fresh = None if s is None else resolve_melee(s, state.battle.tables)
        if got != fresh:
            mismatches.append(f"resolution {task}")
        checked["resolution"] += 1
        return got

    monkeypatch.setattr(combat, "_find_melee_options", options)
    monkeypatch.setattr(combat, "_may_fire", fire)
    # every listing made afresh, so that each verdict is asked (the listings are kept per battle since the tenth round)
    monkeypatch.setattr(combat.MeleeTask, "_kept_fire_opts",
                        lambda task, state, kind: tuple(task._find_fire_opts(state, kind)))
    monkeypatch.setattr(combat.MeleeTask, "resolution", resolve)
    rolled = combat.MeleeTask._roll

    def roll(task, state, die):
        r = resolution(task, state)
        marks = r.__dict__.setdefault("_roll_marks", {})
        checked["roll_kept"] += bool(marks)
        got = rolled(task, state, die)
        r.__dict__["_roll_marks"] = {}  # nothing kept: the roll made afresh, on a copy of the position
        fresh = rolled(task, replace(state), die)
        r.__dict__["_roll_marks"] = marks
        if got[0] != fresh[0] or got[1] != fresh[1]:
            mismatches.append(f"roll {task} {die}")
        checked["roll"] += 1
        return got

    monkeypatch.setattr(combat.MeleeTask, "_roll", roll)
    scen = scenario(name)
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)
    assert not mismatches, mismatches[:5]
    assert checked["options"] > 50 and checked["several"] > 10, checked
    assert checked["fire"] > 200 and checked["fire_kept"] > 100 and checked["resolution"] > 200, checked
    assert checked["roll"] > 200 and checked["roll_kept"] > 100, checked
    # the firer's own state is part of the kept verdict: the same firer out of command fires only in defence (7.4)
    assert allowed
    state, uid, target, pursuit = allowed[-1]
    out = state.with_units([replace(state.unit(uid), out_of_command=True)])
    assert combat._may_fire(state, "offensive", uid, target, pursuit)
    assert not may_fire(out, "offensive", uid, target, pursuit)
    assert combat.fire_verdict(out, "offensive", uid, target, pursuit) is not None
