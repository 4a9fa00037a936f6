"""Properties of movement on random positions: every end `reachable` reports is reached by its reported path
at its reported cost (checked by the independent path check), every legal choice applies, and no legal move
breaks stacking (or the shared facing of a stack) at its end."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import GameState, check_disengage, check_path, movement_position, movers, reachable
from rules.geometry.hexgrid import Grid, Hexside
from rules.scenario import model as m
from rules.scenario.stacking import stacking_problem

GRID = Grid(8, 8)
HEXES = list(GRID.hexes())
KINDS = {  # type: (mp, mounted, dismounted mp)
    "Ch": (6, True, 4), "Ha": (7, True, None), "Cl": (8, True, None), "Pi": (4, False, None),
    "Mi": (4, False, None), "Ar": (4, False, None), "At": (2, False, None), "Il": (6, False, None),
}


def _unit(uid: str, kind: str, banner: str) -> m.Unit:
    mp, mounted, dis = KINDS[kind]
    v = m.UnitValues(3, 5, mp)
    back = m.UnitValues(3, 4, max(1, mp - 1))
    dismounted = m.Dismounted(m.UnitValues(3, 5, dis), m.UnitValues(3, 4, dis - 1)) if dis else None
    return m.Unit(uid, banner, kind, v, back, mounted=mounted, fire=kind in ("Ar", "At", "Il"),
                  dismounted=dismounted)


@st.composite
def positions(draw) -> m.Scenario:
    pick = st.sampled_from(HEXES)
    terrain = draw(st.dictionaries(pick, st.sampled_from(["wood", "bushes", "marsh", "village", "farm", "pond"]),
                                   max_size=16))
    levels = draw(st.dictionaries(pick, st.integers(1, 2), max_size=12))
    hexsides: dict[str, list[Hexside]] = {}
    for feature in ("stream", "river", "wall", "fortification", "gate", "bridge", "ford"):
        sides = []
        for h in draw(st.lists(pick, max_size=4)):
            n = draw(st.sampled_from(GRID.neighbours(h)))
            sides.append(Hexside(h, n))
        if sides:
            hexsides[feature] = sides
    routes = {}
    for kind in ("road", "track"):
        chains = []
        for start in draw(st.lists(pick, max_size=2)):
            chain = [start]
            for d in draw(st.lists(st.integers(0, 5), min_size=1, max_size=6)):
                n = GRID.neighbour(chain[-1], d)
                if GRID.contains(n) and n not in chain:
                    chain.append(n)
            if len(chain) > 1:
                chains.append(chain)
        if chains:
            routes[kind] = chains
    land = [h for h in HEXES if terrain.get(h) != "pond"]
    spots = draw(st.permutations(land))
    n_blue, n_red = draw(st.integers(2, 7)), draw(st.integers(1, 6))
    blue_units, red_units, setup = [], [], []
    for i in range(n_blue + n_red):
        side_units, prefix = (blue_units, "b") if i < n_blue else (red_units, "r")
        kind = draw(st.sampled_from(list(KINDS)))
        banner = draw(st.sampled_from(["king", "duke"])) if prefix == "b" else "ed"
        u = _unit(f"{prefix}{i}", kind, banner)
        side_units.append(u)
        p = m.Placement(spots[i], unit=u.id, facing=draw(st.integers(0, 5)), fatigued=draw(st.booleans()),
                        disorder=draw(st.sampled_from([None, None, None, "discouraged", "routed"])))
        if u.dismounted is not None and draw(st.booleans()):
            p.mounted = False
        setup.append(p)
    if draw(st.booleans()):  # an artillery and infantry stack
        h = spots[n_blue + n_red]
        a, b = _unit("bs1", "At", "king"), _unit("bs2", "Pi", "king")
        blue_units += [a, b]
        f = draw(st.integers(0, 5))
        setup += [m.Placement(h, unit="bs1", facing=f), m.Placement(h, unit="bs2", facing=f)]
    for leader, banner, side_units in (("king", "king", blue_units), ("duke", "duke", blue_units),
                                       ("ed", "ed", red_units)):
        mine = [p for p in setup if any(u.id == p.unit and (u.banner == banner or leader == "king")
                                        for u in side_units)]
        if mine:
            setup.append(m.Placement(draw(st.sampled_from(mine)).hex, leader=leader))
    leaders = [m.Leader("king", "king", m.LeaderValues(2, 4, 3, 8)), m.Leader("duke", "duke", m.LeaderValues(1, 3, 2, 8))]
    sides = [m.Side("blue", "Blue", "#0000aa", "attacker", m.RoutEdge("west"), "king", draw(st.integers(0, 2)),
                    leaders, [], blue_units),
             m.Side("red", "Red", "#aa0000", "defender", m.RoutEdge("east"), "ed", 1,
                    [m.Leader("ed", "ed", m.LeaderValues(2, 4, 3, 8))], [], red_units)]
    mapdata = m.MapData(GRID, None, terrain, levels, hexsides, routes)
    return m.Scenario("random position", mapdata, sides=sides, setup=setup)


def _activate(scenario: m.Scenario, leader: str) -> GameState:
    placed = {p.leader for p in scenario.setup if p.leader}
    return movement_position(scenario, leader if leader in placed else "king")


def _movable(state: GameState) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for uid in sorted(state.acting):
        us = state.unit(uid)
        if us.on_map and not us.routed:
            out.append((uid,))
    by_hex: dict = {}
    for (uid,) in out:
        by_hex.setdefault(state.unit(uid).hex, []).append(uid)
    out += [tuple(v) for v in by_hex.values() if len(v) == 2]
    if state.leader(state.active_leader).commanding:
        out.append((state.active_leader,))
    return out


def _check_stacking(state: GameState) -> None:
    by_hex: dict = {}
    for us in state.units:
        if us.on_map:
            by_hex.setdefault(us.hex, []).append(us)
    for h, here in by_hex.items():
        infos = [state.unit_info(u.id) for u in here]
        assert stacking_problem([i.model for i in infos], (), [u.mounted for u in here]) is None, GRID.label(h)
        assert len({u.facing for u in here if not u.routed}) <= 1, GRID.label(h)
        assert len({state.side_of(u.id) for u in here}) == 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(positions(), st.sampled_from(["king", "duke"]))
def test_reported_paths_cost_what_reachable_says(scenario, leader):
    state = _activate(scenario, leader)
    for ids in _movable(state):
        for change in (None, "mount", "dismount"):
            if change and (len(ids) != 1 or ids[0] in state.battle.leaders):
                continue
            try:
                found = reachable(state, ids, change)
            except ValueError:
                continue
            mv = movers(state, ids, change)
            for (h, f), r in found.items():
                assert r.hex == h and r.facing == f and r.path[-1] == h
                if r.how == "disengage":
                    out = check_disengage(state, mv, h)
                else:
                    out = check_path(state, mv, r.path, f)
                    assert out.minimum == (r.how == "minimum")
                assert out.costs == r.costs, (ids, GRID.label(h), f, r)
                if r.how == "move":
                    assert all(c <= lim for c, lim in zip(r.costs, mv.budgets, strict=True))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(positions(), st.sampled_from(["king", "duke"]), st.randoms(use_true_random=False))
def test_no_legal_move_breaks_stacking(scenario, leader, rnd):
    state = _activate(scenario, leader)
    _check_stacking(state)
    choices = state.legal_choices()
    for choice in rnd.sample(choices, min(len(choices), 80)):
        new, events = state.apply(choice)
        _check_stacking(new)
        # The move's end is one `reachable` reported (or the charge run / the mount-only choice).
        ids = getattr(choice, "ids", None)
        if ids and getattr(choice, "path", None) and choice.change is None:
            found = reachable(state, ids)
            assert (choice.path[-1], choice.facing) in found


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(positions(), st.sampled_from(["king", "duke"]), st.randoms(use_true_random=False))
def test_every_legal_path_ends_where_reachable_says_at_no_lower_cost(scenario, leader, rnd):
    """Random walks: whenever the path check accepts one, `reachable` has its end at a cost no higher."""
    from rules.engine import IllegalChoice

    state = _activate(scenario, leader)
    for ids in _movable(state):
        found = reachable(state, ids)
        mv = movers(state, ids)
        start = state.leader(ids[0]).hex if ids[0] in state.battle.leaders else state.unit(ids[0]).hex
        for _ in range(25):
            path = [start]
            for _ in range(rnd.randint(0, 4)):
                path.append(GRID.neighbour(path[-1], rnd.randrange(6)))
            face = None if mv.leader else rnd.randrange(6)
            try:
                out = check_path(state, mv, tuple(path), face)
            except IllegalChoice:
                continue
            key = (path[-1], out.facing)
            assert key in found, (ids, [GRID.label(h) for h in path], face)
            if not out.minimum:
                assert found[key].costs <= out.costs or found[key].how == "disengage"
