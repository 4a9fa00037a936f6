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


# ---------------------------------------------------------------------------------------------------------
# Positions folded (issue #30, eighth round): each folded step is the former chain's last position


def former_lose_leader(state, lid, fate, captor=None, cause=""):
    """`results.lose_leader` as it was: his record, the army command, the placement and the queue one position
    each."""
    from rules.engine.events import LeaderFate, LeaderReplaced
    from rules.engine.results import LeaderPlace, _generic_for, _new_army_commander

    ls = state.leader(lid)
    was_ac = state.is_army_commander(lid)
    counter = ls.replacement or "leader"
    events = []
    if fate == "wounded":
        new = replace(ls, status="wounded") if ls.replacement is None else replace(ls, replacement_wounded=True)
        new = replace(new, casualties=ls.casualties + (("wounded", was_ac, counter),))
        return state.with_leaders([new]), [LeaderFate(lid, "wounded", cause or "7.5.2")], []
    casualties = ls.casualties + ((fate, was_ac, counter),)
    if ls.replacement is None:
        if fate == "killed":
            new = replace(ls, status="killed", replacement="back", hex=None, casualties=casualties)
        else:
            new = replace(ls, status="captured", captured_by=captor, replacement=_generic_for(state, lid), hex=None,
                          casualties=casualties)
    else:
        new = replace(ls, hex=None, replacement_wounded=False, casualties=casualties)
    state = state.with_leaders([new])
    events.append(LeaderFate(lid, fate, cause or "7.5", None, captor))
    if was_ac:
        state, ev = _new_army_commander(state, state.side_of(lid), lid)
        events += ev
    tasks = []
    hexes = sorted({u.hex for u in board.own_banner_units(state, lid)}, key=lambda h: state.grid.label(h))
    if not hexes:
        events.append(LeaderReplaced(lid, new.replacement or "back", None))
    elif len(hexes) == 1:
        state = state.with_leaders([replace(state.leader(lid), hex=hexes[0])])
        events.append(LeaderReplaced(lid, new.replacement or "back", hexes[0]))
    else:
        tasks.append(LeaderPlace(lid))
    if hexes and state.phase == "D" and state.active_leader not in (None, lid) and not ls.activated \
            and lid not in state.info.queue:
        state = replace(state, info=replace(state.info, queue=state.info.queue + (lid,)))
    return state, events, tasks


def former_rout_move(task, state, choice):
    """`Effects._move` of a rout that stays on the map as it was: the move, the leaders carried, then the task's
    next stage in one more position."""
    from rules.engine.events import RoutMoved
    from rules.engine.results import _next_agenda, _rest_off

    ids, move, transitions = task.groups[0]
    rest = tuple((i, t) for i, t in zip(ids, transitions, strict=True) if i not in choice.ids)
    state, events = _rest_off(state, choice.ids)
    events = list(events)
    path = choice.path
    side = board.side_of_unit(state, choice.ids[0])
    passed = []
    for h in path[1:-1]:
        passed += [u.id for u in state.units_at(h) if board.side_of_unit(state, u.id) == side
                   and u.id not in choice.ids and u.id not in task.exempt]
    events.append(RoutMoved(choice.ids, path, choice.off, move.kind.replace("_", " ")))
    facing = None
    if state.battle.edition.routed_units_face_rout_edge:
        facing = state.grid.direction_to(path[-2], path[-1])
    before = state
    state = board.rout_carry(before, board.relocate(state, choice.ids, path[-1], facing), choice.ids)
    left = ((tuple(i for i, _ in rest), move, tuple(t for _, t in rest)),) if rest else ()
    nxt = replace(task, groups=left + task.groups[1:],
                  passed=task.passed + tuple((p, choice.ids[0]) for p in passed))
    return replace(state, agenda=_next_agenda(nxt, [], state.agenda[1:])), events


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 160), (HAUTMESNIL, 120)])
def test_a_leaders_loss_and_a_rout_move_in_one_position_are_the_former_chains(path, steps, monkeypatch):
    from rules.engine import results
    from rules.engine.choices import Rout
    from rules.engine.results import LeaderCheck
    from rules.engine.tasks import pop

    asked: Counter = Counter()
    wrong: list = []
    lose = results.lose_leader
    banners = results._banners_in_play

    def lose_leader(state, lid, fate, captor=None, cause="", *, below=None):
        got = lose(state, lid, fate, captor, cause, below=below)
        want = former_lose_leader(fresh(state), lid, fate, captor, cause)
        if below is not None:
            want = (pop(want[0], *want[2]), want[1], [])
        asked["loss"] += 1
        asked["loss, " + fate] += 1
        if (got[0], got[1], got[2]) != want or got[0].agenda != want[0].agenda:
            wrong.append(("loss", lid, fate))
        return got

    def banners_in_play(state, side):
        got = banners(state, side)
        for ls in state.leaders:
            if state.side_of(ls.id) == side and ls.commanding and not state.is_army_commander(ls.id):
                asked["banner"] += 1
                banner = state.battle.leaders[ls.id].model.banner
                if (banner in got) != bool(board.banner_units(state, ls.id, on_map_only=False)):
                    wrong.append(("banner", ls.id))
        return got

    move = Effects._move

    def rout_move(self, state, choice):
        got = move(self, state, choice)
        if isinstance(choice, Rout) and not choice.off and len(choice.path) > 1:
            asked["rout"] += 1
            want = former_rout_move(self, fresh(state), choice)
            if got[0] != want[0] or got[0].agenda != want[0].agenda or list(got[1]) != list(want[1]):
                wrong.append(("rout", choice))
        return got

    monkeypatch.setattr(results, "lose_leader", lose_leader)
    monkeypatch.setattr(results, "_banners_in_play", banners_in_play)
    monkeypatch.setattr(Effects, "_move", rout_move)
    assert LeaderCheck.take  # the check's loss goes through `results.lose_leader` (the module's name, patched)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["loss"] > 20 and asked["rout"] > 50, asked


# ---------------------------------------------------------------------------------------------------------
# The owed moves' options on the battle's arrays (issue #30, eighth round): the former walks, written out


def former_retreat_options(state, ids):
    """`board.retreat_options` as it was: the grid's neighbour and contains, `_step_cost` a step."""
    us = state.unit(ids[0])
    side = board.side_of_unit(state, us.id)
    h = us.hex
    turn = state.battle.number("retreat_facing_change_max")
    out = []
    fronts = set(state.front_hexes(us))
    for d in range(6):
        n = state.grid.neighbour(h, d)
        if not state.grid.contains(n) or board.enemy_at(state, side, n):
            continue
        if any(board._step_cost(state, u, h, d) is None for u in ids):
            continue
        if not board.stack_ok(state, ids, n):
            continue
        residents = [u for u in state.units_at(n) if u.id not in ids and not u.routed]
        facings = [residents[0].facing] if residents else sorted({(us.facing + k) % 6 for k in range(-turn, turn + 1)})
        for f in facings:
            out.append((n, f, n in fronts))
    return out


def former_rout_paths(state, ids, hexes):
    """`board.rout_paths` as it was (the walk on the grid, `_step_cost` a step)."""
    side = board.side_of_unit(state, ids[0])
    primary = board.primary_directions(state, side)
    found = []

    def walk(path, dirs):
        h = path[-1]
        if len(path) - 1 == hexes:
            if board.stack_ok(state, ids, h):
                found.append((tuple(path), False, len(set(dirs)) == 1 and dirs[0] in primary))
            return
        for d in range(6):
            if board.edge_hexes_exit(state, side, h, d) and board.edge_distance(state, side, h) == 1:
                found.append((tuple(path), True, len(set([*dirs, d])) == 1 and d in primary))
                continue
            n = state.grid.neighbour(h, d)
            if not state.grid.contains(n) or board.edge_distance(state, side, n) >= board.edge_distance(state, side, h):
                continue
            if board.enemy_at(state, side, n) or any(board._step_cost(state, u, h, d) is None for u in ids):
                continue
            walk([*path, n], [*dirs, d])

    walk([state.unit(ids[0]).hex], [])
    straight = [(p, off) for p, off, s in found if s]
    out = straight or board._deviations(state, side, primary, [(p, off) for p, off, _ in found])
    return sorted(set(out), key=lambda x: ([state.grid.label(h) for h in x[0]], x[1]))


@pytest.mark.parametrize("path, steps", [(TREMITHOUSSIA, 300), (HAUTMESNIL, 200)])
def test_retreat_and_rout_options_on_the_battles_arrays_are_the_former_walks(path, steps, monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    owed = Effects._owed_options

    def owed_options(self, state):
        ids, move, _ = self.groups[0]
        ids = tuple(sorted((i for i in ids if state.unit(i).on_map), key=lambda u: state.battle.unit_index[u]))
        if ids:
            other = fresh(state)
            if move.kind == "retreat":
                asked["retreat"] += 1
                if board.retreat_options(state, ids) != former_retreat_options(other, ids):
                    wrong.append(("retreat", ids))
            for group in {ids, *((u,) for u in ids)} if move.kind != "retreat" else ():
                asked["rout"] += 1
                if board.rout_paths(state, group, move.hexes) != former_rout_paths(other, group, move.hexes):
                    wrong.append(("rout", group))
        return owed(self, state)

    monkeypatch.setattr(Effects, "_owed_options", owed_options)
    play_greedy(path, steps)
    assert not wrong, wrong[:5]
    assert asked["retreat"] > 50 and asked["rout"] > 50, asked


def former_phase_e_rout_paths(state, uid):
    """`board._phase_e_rout_paths` as it was (its steps on the grid, `_step_cost` a step)."""
    us = state.unit(uid)
    side = board.side_of_unit(state, uid)
    start = us.hex
    mp = state.values(uid).mp
    primary = board.primary_directions(state, side)
    mode = state.battle.edition.options.get("rout_path", "direct_shift_when_blocked")
    clear = state.battle.tables.terrain_row("clear").cost(state.battle.cost_column(state.unit_class(uid)))
    complete = []  # path, off, cost, near-enemy, deviations

    def options(h, spent, first):
        out = []
        for d in range(6):
            if board.edge_hexes_exit(state, side, h, d) and board.edge_distance(state, side, h) == 1:
                cost = clear or 1
                if first or spent + cost <= mp:
                    out.append((d, None, cost))
                continue
            n = state.grid.neighbour(h, d)
            if not state.grid.contains(n) or board.edge_distance(state, side, n) >= board.edge_distance(state, side, h):
                continue
            if board.enemy_at(state, side, n):
                continue
            c = board._step_cost(state, uid, h, d)
            if c is None or not (first or spent + c <= mp):
                continue
            out.append((d, n, c))
        if mode == "direct_shift_when_blocked":
            straight = [o for o in board.options_filter(out, primary)]
            if straight:
                return straight
        return out

    seen = set()

    def walk(path, spent, near, dev):
        key = (path[-1], spent, near, dev)
        if key in seen:
            return
        seen.add(key)
        opts = options(path[-1], spent, len(path) == 1)
        if not opts:
            complete.append((tuple(path), False, spent, near, dev))
            return
        for d, n, c in opts:
            extra_dev = 0 if d in primary else 1
            if n is None:
                complete.append((tuple(path), True, spent + c, near, dev + extra_dev))
                continue
            adj = 1 if board.adjacent_enemy_units(state, side, n) else 0
            walk([*path, n], spent + c, near + adj, dev + extra_dev)

    walk([start], 0, 0, 0)
    walk = None
    valid = [c for c in complete if (c[1] or (len(c[0]) > 1 and board.stack_ok(state, (uid,), c[0][-1])))]
    if not valid:  # the full move would break stacking: stop short where it can (to avoid elimination)
        prefixes = {}
        for path, _off, _cost, _near, _dev in complete:
            for k in range(len(path) - 1, 0, -1):
                if board.stack_ok(state, (uid,), path[k]):
                    prefixes[path[: k + 1]] = True
                    break
        valid = [(p, False, 0, 0, 0) for p in prefixes]
    if not valid:
        return []

    def remaining(c):
        return 0 if c[1] else board.edge_distance(state, side, c[0][-1])

    if mode == "least_cost_avoid_enemy":
        best = min((c[3], remaining(c), c[4], c[2]) for c in valid)
        keep = [c for c in valid if (c[3], remaining(c), c[4], c[2]) == best]
    else:
        best_r = min(remaining(c) for c in valid)
        keep = [c for c in valid if remaining(c) == best_r]
    by_end = {}
    for c in sorted(keep, key=lambda c: (board._passes(state, uid, c[0]), [state.grid.label(h) for h in c[0]])):
        by_end.setdefault((c[0][-1], c[1]), (c[0], c[1]))
    return sorted(by_end.values(), key=lambda x: ([state.grid.label(h) for h in x[0]], x[1]))


def test_phase_e_rout_moves_on_the_battles_arrays_are_the_former_walks(monkeypatch):
    asked: Counter = Counter()
    wrong: list = []
    walk = board._phase_e_rout_paths

    def phase_e_rout_paths(state, uid):
        got = walk(state, uid)
        asked["walk"] += 1
        if got != former_phase_e_rout_paths(fresh(state), uid):
            wrong.append(uid)
        return got

    monkeypatch.setattr(board, "_phase_e_rout_paths", phase_e_rout_paths)
    play_greedy(TREMITHOUSSIA, 400)
    assert not wrong, wrong[:5]
    assert asked["walk"] > 30, asked
