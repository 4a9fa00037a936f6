"""Facing twins (issue #30, fourteenth round): candidates whose positions differ in the facings of some units only
share one look-ahead, played on a position whose facings raise `FacingRead` when a step uses them
(`rules/games/twins.py`, `GreedyPlayer._twins_expect`). Each twin's value must be, to the bit, the one its own
look-ahead gives: otherwise greedy plays other games (tests/engine/golden_games.json)."""

from __future__ import annotations

import pytest

from rules.games import greedy, twins
from rules.games.greedy import GreedyPlayer
from rules.games.players import play_game
from rules.games.record import Game
from rules.games.twins import FORBIDDEN, FacingRead, Unread, facing_twins
from tests.engine.demo_games import HAUTMESNIL, TREMITHOUSSIA, new_game

# -- the unread facing ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("use", [
    lambda f: f == 3, lambda f: 3 == f, lambda f: f != 0, lambda f: f < 2, lambda f: hash(f), lambda f: f + 1,  # noqa: SIM300
    lambda f: (f + 1) % 6, lambda f: 1 + f, lambda f: -f, lambda f: bool(f), lambda f: (0, 1, 2)[f],
    lambda f: int(f), lambda f: f"{f}", lambda f: str(f), lambda f: repr(f), lambda f: f in {0, 1, 2},
    lambda f: {3: "SE"}.get(f), lambda f: range(f), lambda f: sorted([f, 2]), lambda f: max(f, 1),
])
def test_any_use_of_an_unread_facing_while_forbidden_raises_facing_read(use):
    f = Unread(7)
    with pytest.raises(FacingRead), FORBIDDEN:
        use(f)


def test_facing_read_is_not_caught_by_the_engines_exception_handlers():
    # an `except Exception` that took another branch on it would decide on the facing without saying so
    f = Unread(1)
    caught = []
    with pytest.raises(FacingRead), FORBIDDEN:
        try:
            _ = f == 2
        except Exception:  # noqa: BLE001 (the point of the test)
            caught.append(True)
    assert caught == []


def test_outside_forbidden_an_unread_facing_is_kept_in_tables_and_equals_only_itself():
    f, g = Unread(4), Unread(4)
    assert hash(f) == hash(g) and f == f and f != g and f != 4 and 4 != f and repr(f) == "Unread(4)"  # noqa: SIM300
    assert {f: 1}[f] == 1
    with pytest.raises(FacingRead):  # arithmetic is never allowed
        f + 1
    with FORBIDDEN:
        pass
    assert f != 3  # the switch is off again after the block
    with pytest.raises(RuntimeError, match="do not nest"), FORBIDDEN, FORBIDDEN:
        pass
    assert f != 3  # and after a refused nesting


def test_a_twins_own_position_reads_back_only_the_facings_still_unread_wherever_they_went():
    # found by Hautmesnil seed 4's golden game: a step that turns an unread unit (an advance after a retreat) keeps
    # its new facing; a step that gives an unread facing to another unit (a stack taking its facing) gives that unit
    # the twin's facing, as the twin's own step would have
    from rules.engine.frozen import replace
    from tests.engine.demo_games import settled_hautmesnil

    start = settled_hautmesnil()
    i, j = 3, 5
    unread = twins.with_facings(start, (i,), [Unread(i)])
    held = ((i, i),)
    turned = unread.with_units([replace(unread.units[i], facing=4)])
    copied = unread.with_units([replace(unread.units[j], facing=unread.units[i].facing)])
    assert twins.read_back(unread, held, {i: 2}).units[i].facing == 2
    assert twins.held_after(unread, held, turned) == ()
    assert twins.read_back(turned, twins.held_after(unread, held, turned), {i: 2}).units[i].facing == 4
    assert twins.held_after(unread, held, copied) == ((i, i), (j, i))
    back = twins.read_back(copied, twins.held_after(unread, held, copied), {i: 1})
    assert back == start.with_units([replace(start.units[i], facing=1), replace(start.units[j], facing=1)])


# -- greedy's values for twins, against each candidate's own look-ahead ---------------------------------------------


class TwinsChecked(GreedyPlayer):
    """A greedy player that values every decision's candidates also with the twins' sharing off (`twins=False`:
    each candidate's own look-ahead, every step on its own positions) and counts the values that differ to the bit,
    and the decisions whose candidates are twins."""

    def __init__(self, seed, tally: dict) -> None:
        super().__init__(seed)
        self.tally = tally
        self.plain = GreedyPlayer(seed, twins=False)

    def _values_of(self, state, items, side, ev, ctx, indexed, combat=True):
        got = super()._values_of(state, items, side, ev, ctx, indexed, combat)
        t = self.tally
        reached = [self._apply(state, c, i if indexed else None) for i, c in items]
        for tw in facing_twins(state, reached) if combat and len(items) > 1 else []:
            t["groups"] += 1
            t["groups of distinct values"] += len({got[k] for k in tw.members}) > 1
        plain = self.plain
        plain.evaluator(state)
        for n, (i, c) in enumerate(items):
            alone = plain.value_of(state, c, side, ev, ctx, i if indexed else None)
            t["values"] += 1
            t["wrong"] += alone.hex() != got[n].hex()
        return got


def _counting(monkeypatch, tally: dict) -> None:
    """Count the steps of the twins' look-ahead played once for all (applies inside `FORBIDDEN`) and those a use
    of an unread facing stopped (each twin then plays that step on its own position)."""
    leave = twins.forbidden.__exit__
    apply_ahead = greedy.GameState.apply_ahead

    def counted_exit(self, kind, *rest):
        tally["facings read"] += kind is FacingRead
        return leave(self, kind, *rest)

    def counted_apply(state, choice):
        tally["shared applies"] += twins._switch.on
        return apply_ahead(state, choice)

    monkeypatch.setattr(twins.forbidden, "__exit__", counted_exit)
    monkeypatch.setattr(greedy.GameState, "apply_ahead", counted_apply)


def _tally() -> dict:
    return dict.fromkeys(("values", "groups", "groups of distinct values", "wrong", "facings read",
                          "shared applies"), 0)


@pytest.mark.parametrize("path, seed, steps", [(TREMITHOUSSIA, 4, 260), (HAUTMESNIL, 1, 260), (HAUTMESNIL, 4, 2000)])
def test_each_twins_shared_value_is_its_own_look_aheads_to_the_bit(monkeypatch, path, seed, steps):
    # every decision's values against the plain look-ahead's: advances, retreats and rally facings offer
    # twins; their values differ (a shared leaf value would be wrong), some steps read a twin's facing (a retreat
    # beside it: each twin plays that step on its own position), and most are played once for all
    tally = _tally()
    _counting(monkeypatch, tally)
    game = new_game(path, seed)
    players = {s.id: TwinsChecked(f"{seed}/{s.id}", tally) for s in game.scenario.sides}
    _game, result = play_game(game, players, seed=seed, max_steps=steps)
    assert result.steps == steps or result.stop == "game_over", result  # (a player's exception ends a game early)
    assert tally["groups"] >= 10 and tally["groups of distinct values"] >= 5, tally
    assert tally["values"] > 500, tally
    assert tally["shared applies"] > 100 and tally["facings read"] > 0, tally
    assert tally["wrong"] == 0, tally


def _hautmesnil_seed_4_call_219():
    """The position of Hautmesnil seed 4's 219th `choose` call, as the balance study and `bench_greedy.py` play it."""
    seen = {}

    class Stop(BaseException):  # (`play_game` ends a game whose player raises an Exception)
        pass

    class Watch(GreedyPlayer):
        calls = 0

        def choose(self, state, choices=None):
            Watch.calls += 1
            if Watch.calls == 219:
                seen["state"] = state
                raise Stop
            return super().choose(state, choices)

    base = Game.from_file(HAUTMESNIL).game
    game = Game(base.scenario, seed=4)
    with pytest.raises(Stop):
        play_game(game, {s.id: Watch(f"4/{s.id}") for s in game.scenario.sides}, seed=4)
    return seen["state"]


def test_hautmesnil_seed_4s_advance_is_three_groups_of_six_facings_each_valued_as_alone_at_any_budget():
    # the slowest decision of the thirteenth round: one archer advancing into 3 hexes x 6 facings, each candidate
    # the same 42-apply tree of the next two mêlées' dice: now three shared look-aheads, each twin's value its own
    # look-ahead's whatever the budgets of the twins that walked the tree before it (a walk grows what it needs)
    state = _hautmesnil_seed_4_call_219()
    choices = state.legal_choices()
    reached = [state.apply_ahead(c) for c in choices]
    groups = facing_twins(state, reached)
    assert state.pending().kind == "advance" and [len(tw.members) for tw in groups] == [6, 6, 6]
    side = state.pending().side
    player, plain = GreedyPlayer("4/a"), GreedyPlayer("4/a", twins=False)
    ev = player.evaluator(state)
    plain.evaluator(state)
    tw = groups[1]
    held = tuple((i, i) for i in tw.at)
    for budgets in ((6, 40), (40, 6), (12, 12)):  # one tree walked by the twins in turn, with these budgets
        tree = greedy._Grown(tw.unread, held, 5)
        for k, m in enumerate(tw.members):
            budget = budgets[k % 2]
            plain._left = budget
            want = plain._expect(reached[m], side, ev, 5)
            got, left = player._twin_value(tree, tw, k, side, ev, budget)
            assert (got.hex(), left) == (want.hex(), plain._left)


# -- a step that raises leaves no half-made kept answer ---------------------------------------------------------------


def test_a_kept_move_search_whose_patch_raises_is_made_again_for_a_real_position():
    # the audit of this round (its demonstration): `movement._recheck` patches a kept search's end checks in place;
    # an unread facing read halfway left the checks patched and the picks not, and a real position then got the
    # stale picks (two legal ends of 0508 missing). The kept answer is now dropped when its patch raises.
    from rules.engine import movement
    from rules.engine.frozen import replace
    from tests.engine.positions import at_movement, hx, unit
    from tests.engine.walks import empty_caches

    setup = "\n".join([
        '- {unit: m, hex: "0510", facing: N}', '- {leader: king, hex: "0510"}',
        '- {unit: p, hex: "0506", facing: S}', '- {unit: f, hex: "0308", facing: NE}',
        '- {unit: r1, hex: "1111", facing: N}', '- {leader: ed, hex: "1111"}'])
    start = at_movement(blue=[unit("m", "Pi", "king"), unit("p", "At", "king"), unit("f", "At", "king")],
                        red=[unit("r1", "Mi", "ed")], setup=setup)
    empty_caches()
    real_p, f = start.unit("p"), start.unit("f")
    unread_p = replace(real_p, facing=Unread(start.battle.unit_index["p"]))
    hash(unread_p)
    unread = start.with_units([unread_p])
    with FORBIDDEN:
        movement.reach_table(unread, "m")  # kept: a search whose end check at p's hex holds its unread facing
    moved = unread.with_units([replace(f, hex=hx(start, "0508"), facing=0), replace(unread_p, condition="routed")])
    with pytest.raises(FacingRead), FORBIDDEN:
        movement.reach_table(moved, "m")
    real = start.with_units([replace(f, hex=hx(start, "0508"), facing=0), replace(real_p, condition="routed")])
    fresh = dict(movement._reachable(real, movement.movers(real, "m"))[0])
    assert dict(movement.reach_table(real, "m")) == fresh
    assert {(start.grid.label(h), d) for h, d in fresh if start.grid.label(h) == "0508"} >= {("0508", 0)}
