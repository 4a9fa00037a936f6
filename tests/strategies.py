"""Hypothesis strategies: whole scenarios built from the model, for round-trip and fuzz tests."""

from __future__ import annotations

from hypothesis import strategies as st

from rules.geometry.hexgrid import Grid, Hexside
from rules.scenario import model as m

text = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"), blacklist_characters="\ufeff"),
               min_size=1, max_size=20)
ids = st.from_regex(r"[a-z][a-z0-9_-]{0,8}", fullmatch=True)
small = st.integers(0, 9)


@st.composite
def grids(draw) -> Grid:
    return Grid(columns=draw(st.integers(2, 14)), rows=draw(st.integers(2, 14)),
                orientation=draw(st.sampled_from(["flat", "pointy"])), first_column=draw(st.integers(0, 2)),
                first_row=draw(st.integers(0, 2)), high=draw(st.sampled_from(["odd", "even"])))


def leader_values():
    return st.builds(m.LeaderValues, small, small, small, st.integers(1, 12))


def unit_values():
    return st.builds(m.UnitValues, st.integers(1, 9), small, st.integers(1, 9))


images = st.none() | st.builds(m.Images, st.none() | st.just("counters/a.png"), st.none() | st.just("b.png"))


@st.composite
def scenarios(draw) -> m.Scenario:
    g = draw(grids())
    hexes = list(g.hexes())
    pick = st.sampled_from(hexes)
    terrain = draw(st.dictionaries(pick, st.sampled_from([*m.HEX_TERRAIN[1:], "camp"]), max_size=12))
    levels = draw(st.dictionaries(pick, st.integers(-1, 3).filter(bool), max_size=8))
    hexsides: dict[str, list[Hexside]] = {}
    for feature in draw(st.lists(st.sampled_from(m.HEXSIDE_FEATURES), unique=True, max_size=4)):
        sides = []
        for h in draw(st.lists(pick, min_size=1, max_size=4)):
            n = draw(st.sampled_from(g.neighbours(h)))
            sides.append(Hexside(h, n) if draw(st.booleans()) else Hexside(n, h))
        hexsides[feature] = sides
    routes = {}
    for kind in draw(st.lists(st.sampled_from(m.ROUTES), unique=True)):
        chains = []
        for _ in range(draw(st.integers(1, 2))):
            h = draw(pick)
            chain = [h]
            for _ in range(draw(st.integers(1, 4))):
                h = draw(st.sampled_from(g.neighbours(h)))
                chain.append(h)
            chains.append(chain)
        routes[kind] = chains
    places = draw(st.lists(st.builds(m.Place, pick, text), max_size=2))
    bg = draw(st.none() | st.builds(m.Background, st.just("maps/scan.jpg"),
                                    st.tuples(st.floats(-50, 50, allow_nan=False), st.floats(-50, 50, allow_nan=False)),
                                    st.floats(10, 100), st.floats(0, 1),
                                    st.none() | st.tuples(*[st.floats(-2, 2, allow_nan=False)] * 6)))
    mapdata = m.MapData(g, bg, terrain, levels, hexsides, routes, places)
    used: set[str] = set()

    def fresh() -> str:
        ident = draw(ids.filter(lambda x: x not in used))
        used.add(ident)
        return ident

    sides = []
    for role in ("attacker", "defender"):
        sid = fresh()
        leaders = [m.Leader(fresh(), draw(ids), draw(leader_values()), draw(st.none() | text),
                            draw(st.none() | leader_values()), draw(st.none() | leader_values()), draw(images))
                   for _ in range(draw(st.integers(0, 2)))]
        generics = [m.GenericLeader(fresh(), draw(leader_values()), draw(st.none() | text))
                    for _ in range(draw(st.integers(0, 1)))]
        units = []
        for _ in range(draw(st.integers(0, 3))):
            dis = draw(st.none() | st.builds(m.Dismounted, unit_values(), unit_values()))
            units.append(m.Unit(fresh(), draw(ids), draw(st.sampled_from(m.UNIT_TYPES)), draw(unit_values()),
                                draw(unit_values()), draw(st.booleans()), draw(st.booleans()),
                                draw(st.none() | text), dis, draw(images)))
        rout = draw(st.none() | st.builds(m.RoutEdge, edge=st.sampled_from(m.EDGES))
                    | st.builds(m.RoutEdge, hexes=st.lists(pick, min_size=1, max_size=3)))
        sides.append(m.Side(sid, draw(text), draw(st.from_regex(r"#[0-9a-f]{6}", fullmatch=True)), role, rout,
                            leaders[0].id if leaders else None, draw(st.integers(0, 4)), leaders, generics, units))
    setup = []
    for side in sides:
        for u in side.units:
            if draw(st.booleans()):
                setup.append(m.Placement(draw(pick), unit=u.id, facing=draw(st.integers(0, 5)),
                                         fatigued=draw(st.booleans()),
                                         disorder=draw(st.sampled_from([None, *m.DISORDERS])),
                                         mounted=draw(st.sampled_from([None, True, False]))))
        for ld in side.leaders:
            setup.append(m.Placement(draw(pick), leader=ld.id, wounded=draw(st.booleans())))
    reinf = [m.Reinforcement(draw(st.integers(1, 9)), sides[0].id,
                             draw(st.builds(m.Entry, edge=st.sampled_from(m.EDGES))
                                  | st.builds(m.Entry, hexes=st.lists(pick, min_size=1, max_size=2))),
                             [u.id for u in sides[0].units][:1])
             for _ in range(draw(st.integers(0, 1)))]
    special = m.SpecialRules(draw(st.dictionaries(st.sampled_from(["camp", "town"]), st.sampled_from(m.HEX_TERRAIN))),
                             [m.StackingException(draw(st.integers(1, 3)), draw(st.lists(ids, max_size=2)),
                                                  draw(st.lists(st.sampled_from(m.UNIT_TYPES), max_size=2)))
                              for _ in range(draw(st.integers(0, 1)))],
                             draw(st.lists(ids, max_size=2)), draw(st.none() | text))
    victory = m.Victory(
        [m.VictoryPoints(draw(st.sampled_from(m.VICTORY_EVENTS)), draw(st.none() | st.integers(0, 9)),
                         draw(st.none() | st.integers(0, 3)), draw(st.none() | st.just(sides[1].id)),
                         draw(st.none() | st.lists(pick, max_size=2)), draw(st.none() | st.sampled_from(m.EDGES)))
         for _ in range(draw(st.integers(0, 2)))],
        [m.SuddenDeath(sides[0].id, draw(st.integers(1, 40)), sides[1].id) for _ in range(draw(st.integers(0, 1)))],
        [m.VictoryLevel("win", 5), m.VictoryLevel("draw")] if draw(st.booleans()) else [])
    return m.Scenario(
        title=draw(text), map=mapdata, first_turn=draw(st.integers(1, 3)), last_turn=draw(st.integers(3, 12)),
        description=draw(st.none() | st.text(min_size=1, max_size=60)),
        source=draw(st.none() | st.builds(m.Source, st.none() | text, st.none() | text)),
        ruleset=m.Ruleset(draw(st.sampled_from(m.EDITIONS)),
                          draw(st.sampled_from([{}, {"rout_path": "least_cost_avoid_enemy"}]))),
        scale=draw(st.none() | st.builds(m.Scale, st.none() | st.integers(1, 60), st.none() | st.integers(1, 500),
                                         st.none() | st.integers(1, 200))),
        sides=sides, setup=setup, reinforcements=reinf, special_rules=special, victory=victory)
