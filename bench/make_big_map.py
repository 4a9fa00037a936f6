"""A big, legal, busy scenario for the benchmarks (render, validate): every hex terrain, every hexside
feature, roads and tracks, levels 0-2, place names, two sides with leaders and hundreds of units.

    python bench/make_big_map.py OUT.yaml [--columns 100] [--rows 100] [--units 400] [--seed 1]

The map is made with a seeded random generator, so one seed always gives the same file. What it holds is
legal as far as the format's semantic checks go: routes are chains of adjacent hexes, bridges and fords
sit on river hexsides only, walls/gates/fortifications have their inside first, no unit stands on pond,
lake or sea, one combat unit per hex, every leader is stacked with a unit of his banner.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import deque
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `rules` importable from the checkout
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.geometry.hexgrid import Grid, Hex, Hexside, distance
from rules.scenario import model as m

WATER = frozenset({"pond", "lake", "sea"})
_PLACE_NAMES = (
    "Arsuf", "Jaffa", "Ramla", "Lydda", "Ibelin", "Blanchegarde", "Beit Nuba", "Caesarea", "Acre", "Haifa",
    "Tyre", "Sidon", "Beirut", "Hattin", "Tiberias", "Nazareth", "Sephoria", "Cana", "Montréal", "Kerak",
    "Ascalon", "Gaza", "Darum", "Bethlehem", "Hebron", "Jericho", "Nablus", "Sebaste", "Jenin", "Beisan",
)
_UNIT_KINDS = (  # type, mounted, fire, front (sp, quality, mp), back
    ("Ch", True, False, (4, 7, 6), (4, 5, 5)),
    ("Ha", True, False, (3, 5, 7), (3, 4, 6)),
    ("Cl", True, True, (2, 4, 8), (2, 3, 7)),
    ("Su", False, False, (5, 6, 4), (4, 5, 4)),
    ("Pi", False, False, (4, 5, 4), (4, 3, 4)),
    ("Mi", False, False, (4, 3, 4), (3, 2, 4)),
    ("Il", False, True, (3, 4, 6), (2, 3, 5)),
    ("Ar", False, True, (3, 5, 5), (2, 4, 4)),
    ("Ab", False, True, (3, 5, 4), (2, 4, 4)),
    ("Aq", False, True, (3, 4, 4), (2, 3, 4)),
    ("At", False, True, (2, 4, 2), (2, 3, 2)),
)


def _blob(grid: Grid, rng: random.Random, start: Hex, size: int, allowed) -> list[Hex]:
    """A random connected patch of up to `size` hexes grown from `start`."""
    out, seen, frontier = [start], {start}, [start]
    while frontier and len(out) < size:
        h = frontier[rng.randrange(len(frontier))]
        free = [n for n in grid.neighbours(h) if n not in seen and allowed(n)]
        if not free:
            frontier.remove(h)
            continue
        n = rng.choice(free)
        seen.add(n)
        out.append(n)
        frontier.append(n)
    return out


def _path(grid: Grid, rng: random.Random, a: Hex, b: Hex, passable) -> list[Hex] | None:
    """A shortest chain of adjacent passable hexes from a to b (random among equals), or None."""
    prev: dict[Hex, Hex | None] = {a: None}
    queue = deque([a])
    while queue:
        h = queue.popleft()
        if h == b:
            break
        ns = grid.neighbours(h)
        rng.shuffle(ns)
        for n in ns:
            if n not in prev and passable(n):
                prev[n] = h
                queue.append(n)
    if b not in prev:
        return None
    chain = [b]
    while prev[chain[-1]] is not None:
        chain.append(prev[chain[-1]])  # type: ignore[arg-type]
    return chain[::-1]


def _common_neighbours(grid: Grid, a: Hex, b: Hex) -> list[Hex]:
    na = set(grid.neighbours(a, on_map=False))
    return [n for n in grid.neighbours(b, on_map=False) if n in na]


def _hexside_walk(grid: Grid, rng: random.Random, start_col: int, length: int,
                  taken: set[Hexside]) -> list[Hexside]:
    """A continuous line of hexsides (corner to corner) from the north edge running south, as a river or
    a stream runs on the printed maps: each step is the hexside between two of the three hexes at a corner."""
    layout = grid.layout(2.0)
    top = grid.first_row
    a = grid.from_offset(start_col, top)
    b = grid.from_offset(start_col + 1, top + 1)
    if not grid.contains(b) or distance(a, b) != 1:
        b = grid.from_offset(start_col + 1, top)
    corner = frozenset((a, b, max(_common_neighbours(grid, a, b), key=lambda h: layout.center(h)[1])))
    out: list[Hexside] = []
    seen = {corner}
    drift = rng.choice((-1.0, 1.0))
    for _ in range(length):
        hexes = list(corner)
        options = []
        for i in range(3):
            for j in range(i + 1, 3):
                x, y = hexes[i], hexes[j]
                third = next(h for h in hexes if h not in (x, y))
                nxt = next(h for h in _common_neighbours(grid, x, y) if h != third)
                c2 = frozenset((x, y, nxt))
                side = Hexside(x, y)
                if c2 in seen or side in taken or not (grid.contains(x) and grid.contains(y)):
                    continue
                cy = sum(layout.center(h)[1] for h in c2) / 3
                cx = sum(layout.center(h)[0] for h in c2) / 3
                options.append((cy + drift * cx * 0.3 + rng.random(), side, c2))
        if not options:
            break
        if rng.random() < 0.05:
            drift = -drift
        _, side, corner = max(options, key=lambda o: o[0])
        seen.add(corner)
        out.append(side)
        taken.add(side)
        if not all(grid.contains(h) for h in corner):
            break
    return out


def make_big_scenario(columns: int = 100, rows: int = 100, units: int = 400, seed: int = 1) -> m.Scenario:
    rng = random.Random(seed)
    grid = Grid(columns, rows, "flat", 1, 1, "odd")
    hexes = list(grid.hexes())
    area = len(hexes)
    terrain: dict[Hex, str] = {}

    # Sea along the west edge, a few lakes, ponds, then land patches.
    sea_cols = max(1, columns // 25)
    for h in hexes:
        col, row = grid.to_offset(h)
        if col - grid.first_column < sea_cols + (1 if (row // 7) % 3 == 0 else 0):
            terrain[h] = "sea"

    def land(h: Hex) -> bool:
        return h not in terrain

    for kind, count, size in (("lake", area // 1500 + 1, 14), ("pond", area // 400 + 1, 1),
                              ("wood", area // 120 + 1, 28), ("bushes", area // 200 + 1, 12),
                              ("marsh", area // 300 + 1, 10), ("farm", area // 250 + 1, 1)):
        for _ in range(count):
            start = rng.choice(hexes)
            if land(start):
                for h in _blob(grid, rng, start, rng.randint(max(1, size // 2), size), land):
                    terrain[h] = kind
    towns: list[list[Hex]] = []
    for _ in range(max(3, area // 600)):
        start = rng.choice(hexes)
        if land(start):
            town = _blob(grid, rng, start, rng.randint(1, 5), land)
            for h in town:
                terrain[h] = "village"
            towns.append(town)
    for kind in ("clear", "wood", "bushes", "marsh", "village", "farm", "pond", "lake", "sea"):
        if kind not in terrain.values() and kind != "clear":  # tiny maps: make sure every kind shows
            free = [h for h in hexes if land(h)]
            if free:
                terrain[rng.choice(free)] = kind
    if len(towns) == 0:
        vill = [h for h, t in terrain.items() if t == "village"]
        towns = [[vill[0]]] if vill else []

    # Levels: hills of level 1 with level-2 tops, on dry land.
    levels: dict[Hex, int] = {}
    for _ in range(area // 250 + 1):
        start = rng.choice(hexes)
        if terrain.get(start) in WATER:
            continue
        hill = _blob(grid, rng, start, rng.randint(6, 40), lambda h: terrain.get(h) not in WATER)
        for h in hill:
            levels[h] = max(levels.get(h, 0), 1)
        for h in hill[: len(hill) // 4]:
            levels[h] = 2

    # Hexside features: rivers and streams along hexsides, walls around towns, a fortified camp.
    taken: set[Hexside] = set()
    rivers: list[Hexside] = []
    streams: list[Hexside] = []
    for i in range(max(1, columns // 30)):
        col = grid.first_column + sea_cols + 3 + (i * columns) // max(1, columns // 30) + rng.randrange(5)
        col = min(col, grid.first_column + columns - 2)
        rivers += _hexside_walk(grid, rng, col, rows * 3, taken)
    for _ in range(max(1, columns // 12)):
        col = grid.first_column + rng.randrange(sea_cols + 1, max(sea_cols + 2, columns - 1))
        streams += _hexside_walk(grid, rng, col, rng.randint(rows // 4, rows), taken)
    # A river or stream that runs by water hexes is drawn on the shore: keep only hexsides between two land hexes.
    rivers = [s for s in rivers if terrain.get(s.a) not in WATER and terrain.get(s.b) not in WATER]
    streams = [s for s in streams if terrain.get(s.a) not in WATER and terrain.get(s.b) not in WATER]
    river_set = set(rivers)

    walls: list[Hexside] = []
    wall_set: set[Hexside] = set()
    for town in towns[: max(1, len(towns) // 2)]:
        inside = set(town)
        for h in town:
            for n in grid.neighbours(h):
                side = Hexside(h, n)  # the inside first
                if n not in inside and side not in river_set and side not in wall_set and side not in taken:
                    walls.append(side)
                    wall_set.add(side)
    fortifications: list[Hexside] = []
    camp_centre = rng.choice([h for h in hexes if terrain.get(h) not in WATER])
    camp = {camp_centre, *grid.neighbours(camp_centre)}
    for h in camp:
        for n in grid.neighbours(h):
            side = Hexside(h, n)
            if n not in camp and side not in taken and side not in wall_set:
                fortifications.append(side)
                taken.add(side)

    # Roads between towns, tracks from farms to the nearest town; chains of adjacent hexes.
    def passable(h: Hex) -> bool:
        return terrain.get(h) not in WATER

    roads: list[list[Hex]] = []
    centres = [t[0] for t in towns]
    for a, b in zip(centres, centres[1:], strict=False):
        chain = _path(grid, rng, a, b, passable)
        if chain and len(chain) > 1:
            roads.append(chain)
    tracks: list[list[Hex]] = []
    farms = [h for h, t in terrain.items() if t == "farm"]
    for f in farms[:20]:
        if not centres:
            break
        target = min(centres, key=lambda c, f=f: distance(c, f))
        chain = _path(grid, rng, f, target, passable)
        if chain and len(chain) > 1:
            tracks.append(chain[: max(2, len(chain) // 2 + 1)])
    bridges: list[Hexside] = []
    fords: list[Hexside] = []
    gates: list[Hexside] = []
    for kind, chains in (("road", roads), ("track", tracks)):
        for chain in chains:
            for a, b in zip(chain, chain[1:], strict=False):
                side = Hexside(a, b)
                if side in river_set:
                    (bridges if kind == "road" else fords).append(side)
                elif side in wall_set:
                    wall = next(w for w in walls if w == side)
                    walls.remove(wall)
                    wall_set.discard(side)
                    gates.append(wall)  # keeps the wall's inside-first order
    bridge_set, ford_set = set(bridges), set(fords)
    for side in rivers[:: max(1, len(rivers) // 6 or 1)][1:]:
        if side not in bridge_set and side not in ford_set:
            fords.append(side)
            ford_set.add(side)
    if rivers and not bridges:
        bridges.append(rivers[len(rivers) // 2])
    bridges = list(dict.fromkeys(bridges))
    fords = [f for f in dict.fromkeys(fords) if f not in set(bridges)]

    hexsides = {k: v for k, v in (("stream", streams), ("river", rivers), ("wall", walls),
                                  ("fortification", fortifications), ("gate", gates), ("bridge", bridges),
                                  ("ford", fords)) if v}
    routes = {k: v for k, v in (("road", roads), ("track", tracks)) if v}
    names = list(_PLACE_NAMES)
    rng.shuffle(names)
    places = [m.Place(t[0], names[i % len(names)] + ("" if i < len(names) else f" {i // len(names) + 1}"))
              for i, t in enumerate(towns)]
    places += [m.Place(f, f"Mill {i + 1}") for i, f in enumerate(farms[:5])]
    mapdata = m.MapData(grid, None, {h: t for h, t in terrain.items() if t != "clear"},
                        {h: v for h, v in levels.items() if v}, hexsides, routes, places)

    # Two sides, each in its half of the map, one combat unit per hex, leaders stacked with their banner.
    sides: list[m.Side] = []
    setup: list[m.Placement] = []
    occupied: set[Hex] = set()
    half = [units - units // 2, units // 2]
    for si, (sid, name, colour, role, edge, facing) in enumerate((
            ("franks", "Franks", "#b03a2e", "attacker", "west", "SE"),
            ("ayyubids", "Ayyubids", "#2e7d32", "defender", "east", "NW"))):
        n_units = half[si]
        n_leaders = max(1, n_units // 20) if n_units else 0
        leaders = [m.Leader(f"{sid}-l{i + 1}", f"{sid}-b{i + 1}",
                            m.LeaderValues(rng.randint(0, 3), rng.randint(2, 5), rng.randint(2, 4), 8),
                            name=f"{name[:-1]} Leader {i + 1}",
                            replacement=m.LeaderValues(0, 5, 2, 8), wounded=m.LeaderValues(0, 5, 1, 6))
                   for i in range(n_leaders)]
        side_units: list[m.Unit] = []
        lo = grid.first_column + (0 if si == 0 else columns // 2)
        hi = lo + max(1, columns // 2)
        spots = [h for h in hexes if lo <= grid.to_offset(h)[0] < hi and terrain.get(h) not in WATER
                 and h not in occupied]
        rng.shuffle(spots)
        for i in range(n_units):
            if not spots:
                break
            kind = _UNIT_KINDS[rng.randrange(len(_UNIT_KINDS))]
            t, mounted, fire, front, back = kind
            banner = leaders[i % n_leaders].banner if leaders else f"{sid}-b1"
            u = m.Unit(f"{sid}-u{i + 1:03d}", banner, t, m.UnitValues(*front), m.UnitValues(*back),
                       mounted=mounted, fire=fire, name=f"{t} company {i + 1}")
            side_units.append(u)
            h = spots.pop()
            occupied.add(h)
            p = m.Placement(h, unit=u.id, facing=grid.facing_index(facing))
            r = rng.random()
            if r < 0.05:
                p.fatigued = True
            elif r < 0.08:
                p.disorder = "discouraged"
            elif r < 0.10:
                p.disorder = "routed"
            setup.append(p)
        for ld in leaders:
            first = next((p for p in setup if p.unit and any(u.id == p.unit and u.banner == ld.banner
                                                              for u in side_units)), None)
            if first is not None:
                setup.append(m.Placement(first.hex, leader=ld.id))
        sides.append(m.Side(sid, name, colour, role, m.RoutEdge(edge=edge),
                            leaders[0].id if leaders else None, 2, leaders, [], side_units))

    return m.Scenario(
        title=f"Benchmark map {columns}x{rows} (generated, seed {seed})",
        map=mapdata, first_turn=1, last_turn=12,
        description="A generated map for the benchmarks: not a battle.",
        sides=sides, setup=setup,
    )


def main(argv: list[str] | None = None) -> int:
    from rules.scenario.files import save_scenario

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="the YAML file to write")
    ap.add_argument("--columns", type=int, default=100)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--units", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    scenario = make_big_scenario(args.columns, args.rows, args.units, args.seed)
    save_scenario(scenario, args.out)
    print(f"wrote {args.out}: {args.columns}x{args.rows} hexes, {len(scenario.setup)} counters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
