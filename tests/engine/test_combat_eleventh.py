"""The eleventh round's advance answers (issue #30) equal the rules' fresh ones over greedy's real look-aheads: a
mêlée's advance options kept per battle (`MeleeTask._find_advance_options`) are those listed afresh on a copy of
the position, and an advance made with its records kept per battle and, after a plain mêlée, its leader checks and
pursuit stage on the same new position (`MeleeTask._do_advance`, `combat._relocated`) gives the position, the
events and the recorded changes of the former two-step code written out below (10.8, 10.9, 7.5, 11.2); a fire's
resolution found by what its situation reads (`FireTask._situation_facts`) is the one resolved afresh (9.1-9.3);
a pending mêlée roll's odds kept on its resolution (`odds.melee_roll`) are those made afresh (10.5, 10.6)."""

from __future__ import annotations

import pytest

from bench.golden_games import scenario
from rules.engine import board, combat, odds
from rules.engine.events import Advanced
from rules.engine.frozen import replace
from rules.engine.results import _rest_off
from rules.engine.state import _delta
from rules.games.lineup import make_player
from rules.games.players import play_game
from rules.games.record import Game


def _play(name: str, choices: int) -> None:
    scen = scenario(name)
    players = {s.id: make_player("greedy", f"1/{s.id}") for s in scen.sides}
    play_game(Game(scen, seed=1), players, seed=1, max_steps=choices)


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_advance_listings_equal_listings_made_afresh(monkeypatch, name, choices):
    tally = {"asked": 0, "kept": 0}
    wrong: list[str] = []  # gathered: an assertion inside the engine would only end the game
    find, listed = combat.MeleeTask._find_advance_options, combat.MeleeTask._list_advance_options
    made = {"n": 0}

    def counted(task, state):
        made["n"] += 1
        return listed(task, state)

    def checked(task, state):
        before = made["n"]
        got = find(task, state)
        tally["asked"] += 1
        tally["kept"] += made["n"] == before
        fresh = listed(task, replace(state))  # a copy of the position: nothing kept on it
        if got != fresh:
            wrong.append(f"{task}: {got} != {fresh}")
        return got

    monkeypatch.setattr(combat.MeleeTask, "_list_advance_options", counted)
    monkeypatch.setattr(combat.MeleeTask, "_find_advance_options", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 300 and tally["kept"] > 100, tally


def _former_advance(task: combat.MeleeTask, state, choice):
    """`MeleeTask._do_advance` before the eleventh round: the move (`board.relocate`, nothing kept), then the
    leader checks and the pursuit stage on a second position."""
    ids = choice.ids
    start = state.unit(ids[0]).hex
    facing_before = state.unit(ids[0]).facing
    state, events = _rest_off(state, ids)
    state = board.relocate(state, ids, choice.to, choice.facing)
    moved = state
    events.append(Advanced(ids, (start, choice.to), choice.facing))
    pursue = False
    charger = next((i for i in ids if task._pursuit_possible(state, i)), None)
    if charger is not None:
        turn = state.battle.number("charge_advance_facing_change_max")
        d = (choice.facing - facing_before) % 6
        within = min(d, 6 - d) <= turn
        stayed = any(state.unit(x).on_map and state.unit(x).hex in task.def_hexes for x in task.defenders)
        pursue = within and not stayed and task._enemy_ahead(state, charger, choice.to, choice.facing)
    state, more = task._after_advance(state, task._then(advanced=ids, pursue=pursue))
    return state, events + more, moved


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_advances_equal_the_former_two_steps(monkeypatch, name, choices):
    tally = {"advances": 0, "kept": 0, "melee": 0}
    wrong: list[str] = []
    done = combat.MeleeTask._do_advance
    relocate = board.relocate
    moves = {"n": 0}

    def counted(*args, **kwargs):
        moves["n"] += 1
        return relocate(*args, **kwargs)

    def checked(task, state, choice):
        before = moves["n"]
        got, events = done(task, state, choice)
        tally["advances"] += 1
        tally["kept"] += moves["n"] == before  # the records handed out again: no move made
        tally["melee"] += task.kind == "melee"
        copy = replace(state)  # a copy of the position: nothing kept on it
        want, want_events, moved = _former_advance(task, copy, choice)
        if got != want or list(events) != list(want_events):
            wrong.append(f"{task} {choice}: position or events")
        # the changed counters recorded in the order the move gives them (the occupancy patch and the evaluation
        # read that record)
        mine, theirs = _delta(got.units), _delta(moved.units)
        if mine is None or theirs is None or mine[2] != theirs[2] or mine[1] is not state.units:
            wrong.append(f"{task} {choice}: recorded changes")
        if got.leaders != want.leaders:
            wrong.append(f"{task} {choice}: leaders")
        return got, events

    monkeypatch.setattr(board, "relocate", counted)
    monkeypatch.setattr(combat.MeleeTask, "_do_advance", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["advances"] > 300 and tally["kept"] > 200 and tally["melee"] > 50, tally


@pytest.mark.parametrize("name, choices", [("tremithoussia", 120)])
def test_kept_advance_records_follow_the_leaders_and_the_stack_entered(monkeypatch, name, choices):
    """The parts of `_relocated`'s key a game seldom varies: a leader of the movers' side standing in the hex
    left (he follows them, 7.5) and a friendly unit in the hex entered (renumbered under the movers). Each advance
    of the look-ahead is made again on such a variant of its position, whose answer must be the fresh move's."""
    tally = {"leader": 0, "resident": 0}
    wrong: list[str] = []
    done = combat.MeleeTask._do_advance

    def fresh(state, choice):
        return board.relocate(replace(state), choice.ids, choice.to, choice.facing)

    def checked(task, state, choice):
        got = done(task, state, choice)
        frm = state.unit(choice.ids[0]).hex
        side = board.side_of_unit(state, choice.ids[0])
        leader = next((ls for ls in state.leaders if ls.hex not in (None, frm) and ls.commanding
                       and state.side_of(ls.id) == side), None)
        if leader is not None:
            variant = state.with_leaders([replace(leader, hex=frm)])
            mine = combat._relocated(variant, choice.ids, choice.to, choice.facing, {})
            tally["leader"] += 1
            if mine != fresh(variant, choice) or mine.leaders != fresh(variant, choice).leaders:
                wrong.append(f"{choice}: a leader in the hex left")
        friend = next((us for us in state.units if us.on_map and us.hex not in (frm, choice.to)
                       and us.id not in choice.ids and board.side_of_unit(state, us.id) == side), None)
        if friend is not None and not state.units_at(choice.to):
            variant = state.with_units([replace(friend, hex=choice.to, stack=0)])
            mine = combat._relocated(variant, choice.ids, choice.to, choice.facing, {})
            tally["resident"] += 1
            if mine != fresh(variant, choice):
                wrong.append(f"{choice}: a unit in the hex entered")
        return got

    monkeypatch.setattr(combat.MeleeTask, "_do_advance", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["leader"] > 20 and tally["resident"] > 20, tally


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_fire_resolutions_found_by_their_facts_equal_fresh_ones(monkeypatch, name, choices):
    """A fire's resolution found by what its situation reads (`FireTask._situation_facts`) is the one resolved
    afresh from a situation built on a copy of the position (9.1-9.3); so it is on variants of the position that
    a game seldom makes between two asks: the first firer or the target's top unit fatigued the other way (its
    values), a leader of the target's side moved into the target's hex (the stack's leaders)."""
    tally = {"asked": 0, "kept": 0, "variants": 0}
    wrong: list[str] = []
    resolution, situation = combat.FireTask.resolution, combat.fire_situation
    built = {"n": 0}

    def counted(*args, **kwargs):
        built["n"] += 1
        return situation(*args, **kwargs)

    def compare(task, state, what):
        got = resolution(task, state)
        copy = replace(state)
        s = situation(copy, task.kind, task.firers, task.target)
        if got.situation != s or got != combat.resolve_fire(s, copy.battle.tables, copy.battle.edition):
            wrong.append(f"{task}: {what}")

    def checked(task, state):
        before = built["n"]
        known = ("fire_resolution", task) in state._memo
        got = resolution(task, state)
        if known:
            return got
        tally["asked"] += 1
        tally["kept"] += built["n"] == before
        compare(task, state, "as played")
        firer, top = state.unit(task.firers[0]), state.units_at(task.target)[0]
        compare(task, state.with_units([replace(firer, fatigued=not firer.fatigued)]), "firer")
        compare(task, state.with_units([replace(top, fatigued=not top.fatigued)]), "target")
        side = board.side_of_unit(state, top.id)
        leader = next((ls for ls in state.leaders if ls.hex not in (None, task.target) and ls.commanding
                       and state.side_of(ls.id) == side), None)
        if leader is not None:
            compare(task, state.with_leaders([replace(leader, hex=task.target)]), "leader")
        tally["variants"] += 1
        return got

    monkeypatch.setattr(combat, "fire_situation", counted)
    monkeypatch.setattr(combat.FireTask, "resolution", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 100 and tally["kept"] > 50, tally


@pytest.mark.parametrize("name, choices", [("hautmesnil", 300), ("tremithoussia", 300)])
def test_kept_melee_rolls_equal_fresh_ones(monkeypatch, name, choices):
    """A pending mêlée roll's odds kept on its resolution by title and language (`odds.melee_roll`) equal those
    made afresh, and another title gets its own (10.5, 10.6)."""
    tally = {"asked": 0, "again": 0}
    wrong: list[str] = []
    kept_roll = odds.melee_roll

    def checked(state, res, title="", counter_charges=()):
        before = dict(res.__dict__.get("_melee_rolls", {}))
        got = kept_roll(state, res, title, counter_charges)
        tally["asked"] += 1
        tally["again"] += any(v[1] is got for v in before.values())
        if got != odds._melee_roll(state, res, title, counter_charges):
            wrong.append(f"{title}")
        other = kept_roll(state, res, title + " (again)", counter_charges)
        if other.title != title + " (again)":
            wrong.append(f"{title}: another title")
        return got

    monkeypatch.setattr(odds, "melee_roll", checked)
    _play(name, choices)
    assert not wrong, wrong[:3]
    assert tally["asked"] > 300 and tally["again"] > 100, tally
