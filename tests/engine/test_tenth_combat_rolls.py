"""The tenth round's roll answers (issue #30) equal the rules' fresh ones over greedy's real look-aheads: a mêlée
roll's faces applied from one position share what that position gives every face (its resolution, the states of
the units the roll reads) and the units tuple of an earlier face that changed the same counters to the same
records (`MeleeTask._roll`, kept in the position's memo), and each face's position and events are those of the
roll made on a copy of the position with nothing kept on it (10.4–10.6, 11.2)."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import combat
from rules.engine.frozen import replace
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from rules.games.record import Game


def _play(name: str, choices: int) -> None:
    scen = scenario(name)
    players = {s.id: GreedyPlayer(f"1/{s.id}", twins=False) for s in scen.sides}  # the plain look-ahead
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_a_melee_rolls_faces_equal_rolls_made_afresh(monkeypatch, name, choices):
    checked = {"roll": 0, "again": 0, "shared": 0}
    mismatches: list[str] = []  # gathered: an exception inside the engine would only end the game
    rolled = combat.MeleeTask._roll

    def roll(task, state, die):
        at = state._memo.get(("melee_roll", task))
        before = {id(units) for units in at[2].values()} if at is not None else set()
        got = rolled(task, state, die)
        fresh = rolled(task, replace(state), die)  # a copy of the position: nothing kept on it
        if got[0] != fresh[0] or got[1] != fresh[1]:
            mismatches.append(f"roll {task} {die}")
        checked["roll"] += 1
        checked["again"] += at is not None
        checked["shared"] += id(got[0].units) in before
        return got

    monkeypatch.setattr(combat.MeleeTask, "_roll", roll)
    _play(name, choices)
    assert not mismatches, mismatches[:5]
    assert checked["roll"] > 1000 and checked["again"] > 600 and checked["shared"] > 300, checked


def _former_fire_take(task, state, die):
    """`FireTask.take` as it was before the tenth round: up to five positions, nothing kept."""
    r = combat.resolve_fire(combat.fire_situation(state, task.kind, task.firers, task.target), state.battle.tables,
                            state.battle.edition)
    result = r.result(die)
    targets = combat._stack_ids(state, task.target)
    leaders = tuple(ls.id for ls in state.leaders_at(task.target)
                    if state.side_of(ls.id) == combat.board.side_of_unit(state, targets[0]))
    events = [combat.FireResolved(task.kind, task.firers, task.target, targets, r.modifiers, die, result.modified,
                                  result.outcome, combat.fire_line(r, die))]
    state = combat.pop(state)
    if task.kind in ("phase_b", "ranged"):
        state = state.with_units([replace(state.unit(u), fired=True) for u in task.firers])
    state = state.with_units([replace(state.unit(u), fired_at=True) for u in targets])
    state, ev = combat._rest_off(state, task.firers + targets)
    events += ev
    tasks = []
    if result.outcome != "no_effect":
        hit = tuple(u.unit_id for u in result.units if u.affected)
        if hit:
            tasks.append(combat.Effects(hit, (result.outcome,), "fire", task.firers))
    tasks += [combat.LeaderCheck(lid, "fire", task.firers) for lid in leaders if lid in result.leader_checks]
    return combat.push(state, *tasks), events


def _former_fire_note(task, state):
    """`FireTask.decision`'s note as it was before the tenth round, worded afresh."""
    r = combat.resolve_fire(combat.fire_situation(state, task.kind, task.firers, task.target), state.battle.tables,
                            state.battle.edition)
    tot, cell = r.total, r.cell
    need = combat._("{n}+ discourages").format(n=cell.discourage - tot)
    if cell.rout is not None:
        need += combat._(", {n}+ routs").format(n=cell.rout - tot)
    mods = " ".join(f"{m.value:+d} {combat.modifier_words(m)}" for m in r.modifiers if m.value) or combat._(
        "no modifier")
    return combat._("{fire} by {firers} ({side}) on {targets} in {hex}, {range} hex(es): {modifiers}; {need}").format(
        fire=combat._(combat.FIRE_WORDS[task.kind]), firers="+".join(task.firers),
        side=combat.board.side_of_unit(state, task.firers[0]), targets="+".join(combat._stack_ids(state, task.target)),
        hex=combat._label(state, task.target), range=r.range, modifiers=mods, need=need)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_a_fire_rolls_faces_and_notes_equal_the_former_code(monkeypatch, name, choices):
    checked = {"roll": 0, "again": 0, "kept": 0, "note": 0, "note_kept": 0}
    mismatches: list[str] = []
    took, decided = combat.FireTask.take, combat.FireTask.decision

    def take(task, state, choice):
        at = state._memo.get(("fire_roll", task))
        r = task.resolution(state)
        parts = dict(r.__dict__.get("_fire_parts", {}))
        got = took(task, state, choice)
        fresh = _former_fire_take(task, replace(state), choice.total)  # a copy of the position: nothing kept
        if got[0] != fresh[0] or got[1] != fresh[1]:
            mismatches.append(f"fire {task} {choice}")
        checked["roll"] += 1
        checked["again"] += at is not None and at[5] is got[0].units
        checked["kept"] += len(r.__dict__["_fire_parts"]) == len(parts)
        return got

    def decision(task, state):
        notes = dict(task.resolution(state).__dict__.get("_fire_notes", {}))
        got = decided(task, state)
        if got.note != _former_fire_note(task, replace(state)):
            mismatches.append(f"note {task}: {got.note}")
        checked["note"] += 1
        checked["note_kept"] += len(task.resolution(state).__dict__["_fire_notes"]) == len(notes)
        return got

    monkeypatch.setattr(combat.FireTask, "take", take)
    monkeypatch.setattr(combat.FireTask, "decision", decision)
    _play(name, choices)
    assert not mismatches, mismatches[:5]
    assert checked["roll"] > 200 and checked["again"] > 40 and checked["kept"] > 150, checked
    assert checked["note"] > 100 and checked["note_kept"] > 50, checked


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_a_melees_fire_options_kept_per_battle_equal_fresh_ones(monkeypatch, name, choices):
    """A mêlée's fire options kept per battle (`MeleeTask._kept_fire_opts`: by the task, the stage and the stacks
    in its units' hexes) are the options listed on a copy of the position with nothing kept (9.1, 10.5)."""
    checked = {"listed": 0, "kept": 0, "some": 0, "several": 0}
    mismatches: list[str] = []
    listed = combat.MeleeTask._kept_fire_opts

    def kept_fire_opts(task, state, kind):
        before = len(combat.kept(state, "melee_fire_listings", 2048))
        got = listed(task, state, kind)
        fresh = tuple(task._find_fire_opts(replace(state), kind))
        if got != fresh:
            mismatches.append(f"{kind} fire of {task}: {got} != {fresh}")
        checked["listed"] += 1
        checked["kept"] += len(combat.kept(state, "melee_fire_listings", 2048)) == before
        checked["some"] += bool(got)
        checked["several"] += len(got) > 1
        return got

    monkeypatch.setattr(combat.MeleeTask, "_kept_fire_opts", kept_fire_opts)
    _play(name, choices)
    assert not mismatches, mismatches[:5]
    assert checked["listed"] > 1000 and checked["kept"] > 800, checked
    assert checked["some"] > 100 and checked["several"] > 10, checked
