"""Time every BBG referee-desk computation on units of 200 figures (issue 28: each under 10 ms, for live use).

    python bench/bench_bbg.py [--runs 50]

Each computation is timed from its inputs (a unit as geometry and numbers, the referee facts) to its answer with
the breakdown and the exact distribution, building the geometry anew in every call (a moved unit is a new
`Body`: nothing is cached between calls). Units: a close block of 25 files × 8 ranks (200 figures), a loose
body of 200 figures, on a table with five terrain areas. Prints min / median / max in ms of the wall clock, the
median processor time of the process, and the machine with its load.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shapely.geometry import box  # noqa: E402

from rules.bbg.geometry import Body, Pose  # noqa: E402
from rules.bbg.ledger import Situation  # noqa: E402
from rules.bbg.melee import Pair, contact_pairs, melee_round, snaking  # noqa: E402
from rules.bbg.melee_many import Contact, melee_round_many  # noqa: E402
from rules.bbg.morale import Commander, friendly_rout_tests, morale_test, reroll_eligibility, rout_back  # noqa: E402
from rules.bbg.movement import Area, path_cost, retreat_check, turning  # noqa: E402
from rules.bbg.shooting import line_of_sight, volley  # noqa: E402
from rules.bbg.units import Unit, block_ranks  # noqa: E402
from rules.bbg.zones import attack_direction, charge_stop, protected_flanks  # noqa: E402

BW = 0.6  # 1.5 cm bases at 2.5 cm per M (B3)


def timed(fn, runs: int) -> tuple[float, float, float, float]:
    """Wall-clock min, median, max, and the median of the processor time this process used (on a machine
    shared with other sessions, the wall clock also counts the time spent waiting for a core)."""
    fn()
    times, cpu = [], []
    gc.collect()
    for _ in range(runs):
        c = time.process_time()
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    return (min(times) * 1e3, statistics.median(times) * 1e3, max(times) * 1e3, statistics.median(cpu) * 1e3)


def block(x, y, h, files=25, ranks=8, name="u") -> Body:
    return Body.block(Pose(x, y, h), files, ranks, BW, BW, name=name)


def loose200(x, y) -> Body:
    return Body.loose(0, [(f"f{i}", x + (i % 20) * 1.2, y - (i // 20) * 1.2) for i in range(200)], BW, BW,
                      name="loose")


AREAS = [Area("forest", "forest", box(-20, 12, 20, 16)), Area("slope", "uphill", box(-20, 20, 20, 24), 0, 0.0),
         Area("wet", "soaked_ground", box(-5, 30, 5, 34)), Area("orchard", "orchard", box(10, 5, 20, 40)),
         Area("hill", "plateau", box(-20, 24, 20, 30), 1)]
UNIT = Unit("A", attack=12, defence=5, morale=8, ranks=block_ranks(25, 8), officer=True, musician=True,
            traits=frozenset({"thrusting_spear", "throwing_spear", "large_shield"}))
ENEMY = Unit("B", attack=11, defence=4, morale=7, ranks=block_ranks(25, 8), officer=True,
             figures={f"r1f{j}": (13, 6) for j in range(1, 26, 3)})


def cases():
    def zones():
        a = block(0, 0, 10)
        friends = {f"f{i}": block(-20 + 40 * i, 0, 0, 5, 2) for i in range(2)}
        protected_flanks(a, friends)
        return a.zoc, a.field_of_view, attack_direction(a, block(3, 12, 190))

    def contact_and_melee_round1():
        pairs = [Pair(f"r1f{j}", f"r1f{26 - j}") for j in range(1, 26)]
        back = [Pair(f"r1f{26 - j}", f"r1f{j}") for j in range(1, 26)]
        return melee_round(UNIT, ENEMY, Situation(round=1, charged=True), Situation(round=1, was_charged=True),
                           pairs, back, reroll_a=True, reroll_b=True)

    def melee_round2():
        pairs = [Pair(f"r1f{j}", f"r1f{26 - j}") for j in range(1, 26)]
        back = [Pair(f"r1f{26 - j}", f"r1f{j}") for j in range(1, 26)]
        return melee_round(UNIT, ENEMY, Situation(round=2), Situation(round=2), pairs, back, reroll_a=True)

    def melee_two_on_one():
        a1 = Unit("A1", attack=12, defence=5, morale=8, ranks=block_ranks(13, 8), officer=True)
        a2 = Unit("A2", attack=10, defence=4, morale=7, ranks=block_ranks(12, 8))
        b = ENEMY
        sit = {"A1": Situation(round=1, charged=True), "A2": Situation(round=1, charged=True),
               "B": Situation(round=1, was_charged=True)}
        cs = [Contact("A1", f"r1f{j}", "B", f"r1f{j}") for j in range(1, 14)]
        cs += [Contact("A2", f"r1f{j}", "B", f"r1f{13 + j}") for j in range(1, 13)]
        cs += [Contact("B", f"r1f{j}", "A1", f"r1f{j}") for j in range(1, 14)]
        cs += [Contact("B", f"r1f{13 + j}", "A2", f"r1f{j}") for j in range(1, 13)]
        return melee_round_many([a1, a2], [b], sit, cs)

    def contact_pairs_200():
        return contact_pairs(block(0, 0, 0), block(0, 0, 180))

    def volley_close():
        s = block(0, 0, 0)
        t = block(2, 20, 180)
        return volley(s, Unit("S", attack=5, defence=3), t, ENEMY, "bow", target_moving=True)

    def volley_loose():
        return volley(loose200(-12, 0), Unit("S", attack=5, defence=3, close=False), block(2, 30, 180), UNIT,
                      "reflex_bow")

    def sight():
        s = block(0, 0, 0)
        t = block(0, 30, 180)
        return line_of_sight(s.measuring_point, t, [block(-8, 15, 0, 6, 2).footprint, AREAS[0].polygon])

    def morale():
        body = block(0, 0, 0)
        ok, _ = reroll_eligibility(body, "c", [Commander("g", 3, 2, army_general=True)])
        return morale_test(UNIT, Situation(), reroll=ok).chances(True)

    def friendly_rout():
        f = block(0, 0, 0)
        friends = {f"u{i}": (block(-20 + 8 * i, -6, 0, 10, 4), UNIT) for i in range(6)}
        return friendly_rout_tests(f, rout_back(f, 6), friends)

    def move_close():
        return path_cost(block(0, 0, 0), [(0, 20), (8, 36)], AREAS, "close_infantry", face_path=True)

    def move_loose():
        return path_cost(loose200(-12, 0), [(0, 20), (6, 36)], AREAS, "loose_infantry")

    def charge_stop_close():
        return charge_stop(block(0, 0, 0), block(3, 30, 180), [(2, 40)])

    def retreat():
        u = block(0, 0, 0)
        return retreat_check(u, 6, {"f": block(0, -12, 0).footprint}, {}, areas=AREAS)

    def turn():
        return turning([(0, 0), (0, 10), (5, 15), (5, 25)])

    def snake():
        cav = Unit("C", kind="cavalry", attack=12, defence=3)
        return snaking(cav, ENEMY, Situation(round=1, charged=True), Situation(round=1), 200, 25)

    return [("zones (ZOC, FOV, flanks, direction)", zones), ("melee round 1 (25 pairs, sequential)",
                                                            contact_and_melee_round1),
            ("melee round 2 (25 pairs, simultaneous)", melee_round2),
            ("melee round 1, two units on one (25 pairs)", melee_two_on_one),
            ("contact pairs (200 v 200)", contact_pairs_200),
            ("volley close (75 bows, mixed target, moving)", volley_close), ("volley loose (200 reflex bows)",
                                                                             volley_loose),
            ("line of sight", sight), ("morale test + re-roll eligibility", morale),
            ("friendly rout tests (6 units)", friendly_rout), ("path cost close (5 areas, 2 legs)", move_close),
            ("path cost loose 200 figures", move_loose), ("charge stop", charge_stop_close),
            ("retreat check", retreat), ("turning radius", turn), ("snaking (200 riders)", snake)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=50)
    args = ap.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}, "
          f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}")
    print(f"{'computation':48} {'min':>8} {'median':>8} {'max':>8} {'cpu med':>8}  (ms, {args.runs} runs)")
    worst = 0.0
    for name, fn in cases():
        lo, med, hi, cpu = timed(fn, args.runs)
        worst = max(worst, med)
        print(f"{name:48} {lo:8.2f} {med:8.2f} {hi:8.2f} {cpu:8.2f}")
    print(f"slowest median: {worst:.2f} ms (target: under 10 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
