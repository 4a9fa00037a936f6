"""The twelfth round's fire and mêlée answers (issue #30) equal the rules' fresh ones over greedy's real
look-aheads: a mêlée's hexes and stacks kept in a position's memo and handed on across `swap`
(`MeleeTask._stacks`) are those read afresh from a copy of the position, and the facts keys of a mêlée's and a
fire's resolution, their leaders scanned at C speed, are the former keys written out below (9.1, 10.5, 10.6)."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import activation, board, combat, flow
from rules.engine.frozen import replace
from rules.games.lineup import make_player
from rules.games.players import play_game
from rules.games.record import Game


def _play(name: str, choices: int) -> None:
    scen = scenario(name)
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)


def _fresh_stacks(task: combat.MeleeTask, state) -> tuple:
    """The hexes and stacks of a mêlée as `situation` reads them, on a copy of the position (nothing kept)."""
    copy = replace(state)
    hexes = tuple(dict.fromkeys(copy.unit(i).hex for i in task.attackers + task.defenders))
    return hexes, tuple(copy.units_at(h) for h in hexes if h is not None)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_melee_stacks_equal_stacks_read_afresh(monkeypatch, name, choices):
    tally = {"asked": 0, "kept": 0}
    wrong: list[str] = []  # gathered: an assertion inside the engine would only end the game
    stacks = combat.MeleeTask._stacks

    def checked(task, state):
        key = ("melee_stacks", task.attackers, task.defenders)
        tally["asked"] += 1
        tally["kept"] += key in state._memo
        got = stacks(task, state)
        fresh = _fresh_stacks(task, state)
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    monkeypatch.setattr(combat.MeleeTask, "_stacks", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 500 and tally["kept"] > 200, tally


def _former_melee_facts(task: combat.MeleeTask, state) -> tuple:
    """`MeleeTask._situation_facts` before the twelfth round."""
    unit = state.unit
    hexes = tuple(dict.fromkeys(unit(i).hex for i in task.attackers + task.defenders))
    units_at = state.units_at
    return (task.kind, task.attackers, task.defenders, task.offensive_fire, task.counter_charged,
            tuple([tuple(map(combat._UNIT_READ, units_at(h))) for h in hexes if h is not None]),
            tuple([ls for ls in state.leaders if ls.hex in hexes]), state.sides)


def _former_fire_facts(task: combat.FireTask, state) -> tuple:
    """`FireTask._situation_facts` before the twelfth round."""
    index, every, by_hex = state.battle.unit_index, state.units, state._by_hex
    target = task.target
    return (task, tuple([by_hex.get(every[index[u]].hex, ()) for u in task.firers]),
            by_hex.get(target, ()), tuple([ls for ls in state.leaders if ls.hex == target]), state.sides)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_facts_keys_equal_the_former_keys(monkeypatch, name, choices):
    tally = {"melee": 0, "fire": 0, "leaders": 0}
    wrong: list[str] = []
    melee_facts, fire_facts = combat.MeleeTask._situation_facts, combat.FireTask._situation_facts

    def melee_checked(task, state):
        got = melee_facts(task, state)
        tally["melee"] += 1
        tally["leaders"] += bool(got[6])
        fresh = _former_melee_facts(task, replace(state))
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    def fire_checked(task, state):
        got = fire_facts(task, state)
        tally["fire"] += 1
        tally["leaders"] += bool(got[3])
        fresh = _former_fire_facts(task, replace(state))
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    monkeypatch.setattr(combat.MeleeTask, "_situation_facts", melee_checked)
    monkeypatch.setattr(combat.FireTask, "_situation_facts", fire_checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["melee"] > 300 and tally["fire"] > 50 and tally["leaders"] > 50, tally


def _d4_variants(state) -> list:
    """Variants of a D.4 position that the whole games seldom vary between two asks of the same marks: the first
    Mêlée marker taken off, the first declared attacker turned about (its front hexes, `_can_hit`), and the first
    declared attacker's stack with that unit's fought marker set."""
    flagged = combat._flagged(state)
    out = []
    marked = next((us for us in flagged if us.melee), None)
    if marked is not None:
        out.append(state.with_units([replace(marked, melee=False)]))
    declared = next((us for us in flagged if us.declared and us.on_map), None)
    if declared is not None:
        out.append(state.with_units([replace(declared, facing=(declared.facing + 3) % 6)]))
        out.append(state.with_units([replace(declared, fought=True)]))
    return out


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_d4_answers_equal_fresh_ones(monkeypatch, name, choices):
    """`cancellations`' kept verdicts and `melee_options`' kept listings (per battle, by `_cancel_facts`) equal
    the rules' answers worked out on a copy of the position (nothing kept on it), on the positions met and on
    variants of them (`_d4_variants`)."""
    tally = {"cancel": 0, "cancel_kept": 0, "listed": 0, "listed_kept": 0, "variants": 0}
    wrong: list[str] = []
    cancel, options = combat.cancellations, combat.melee_options

    def cancel_compare(state, count):
        verdicts = state.battle.kept_answers.get("melee_cancel_none", {})
        if count:
            tally["cancel"] += 1
            tally["cancel_kept"] += combat._cancel_facts(state) in verdicts
        got = cancel(state)
        fresh = combat._cancellations(replace(state))
        if got[1] != fresh[1] or got[0] != fresh[0]:
            wrong.append(f"cancellations: {got[1]} != {fresh[1]}")
        return got

    def cancel_checked(state):
        got = cancel_compare(state, True)
        for v in _d4_variants(state):
            tally["variants"] += 1
            cancel_compare(v, False)
        return got

    def options_compare(state, count):
        listings = state.battle.kept_answers.get("melee_option_listings", {})
        if count and "melee_options" not in state._memo:
            tally["listed"] += 1
            tally["listed_kept"] += combat._cancel_facts(state) in listings
        got = options(state)
        fresh = combat._find_melee_options(replace(state))
        if got != fresh:
            wrong.append(f"melee options: {got} != {fresh}")
        return got

    def options_checked(state):
        got = options_compare(state, True)
        for v in _d4_variants(state):
            tally["variants"] += 1
            options_compare(v, False)
        return got

    monkeypatch.setattr(flow, "cancellations", cancel_checked)
    monkeypatch.setattr(activation, "melee_options", options_checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["cancel_kept"] > 100 and tally["listed_kept"] > 100 and tally["variants"] > 500, tally


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_contacts_equal_fresh_ones(monkeypatch, name, choices):
    """`_can_hit`'s answers kept per battle (by the lead unit's record, the hex and its stack) equal the rules'
    test on a copy of the position, and so do those for a variant of it, the stack attacked turned about (its
    units' front hexes: 9.1's banners that fight no mêlée from the front)."""
    tally = {"asked": 0, "kept": 0, "differ": 0}
    wrong: list[str] = []
    can_hit = combat._can_hit

    def fresh(state, lead, h):
        copy = replace(state)
        return h in copy.front_hexes(lead) and all(board.melee_possible(copy, lead, e) for e in copy.units_at(h))

    def checked(state, lead, h):
        table = state.battle.kept_answers.get("melee_hits", {})
        tally["asked"] += 1
        tally["kept"] += (lead, h, state.units_at(h)) in table
        got = can_hit(state, lead, h)
        if got != fresh(state, lead, h):
            wrong.append(f"{lead.id} on {h}: {got}")
        stack = state.units_at(h)
        if stack:
            variant = state.with_units([replace(u, facing=(u.facing + 3) % 6) for u in stack])
            v = can_hit(variant, lead, h)
            tally["differ"] += v != got
            if v != fresh(variant, lead, h):
                wrong.append(f"{lead.id} on {h} (turned about): {v}")
        return got

    monkeypatch.setattr(combat, "_can_hit", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 300 and tally["kept"] > 100, tally
