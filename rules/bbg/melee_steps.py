"""The steps of a melee with several units a side as the referee takes them at the table (B15, B16, B25): the dice
of one round read strike by strike, then each unit's own test; the bookkeeping that follows (casualties by
figure, rank filling, routs and the triumph of B25); the snaking fast strike read die by die (B15); the
envelopment pairs a recorded envelopment gives in the rounds after it (B16).

The numbers come from `melee_many.melee_round_many` and `melee.snaking`; this module only reads dice against them
in the rules' order (B2: d20 <= base succeeds) and says what changes on the table (`record.Effect`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from rules.bbg.breakdown import BadFact
from rules.bbg.geometry import Body
from rules.bbg.melee import LossRule, SnakingResult, _status, snaking_stop
from rules.bbg.melee_many import Contact, ManyRound
from rules.bbg.morale import MoraleTest
from rules.bbg.outcomes import Reading, _Dice
from rules.bbg.record import Effect, Step
from rules.bbg.rulebook import ORDERLY_FACTOR
from rules.bbg.triumph import EVENTS
from rules.i18n import _

MELEE_KINDS = ("melee", "melee_many")  # the record's step kinds that are a melee round


def parse_contacts(text: str) -> list[Contact]:
    """`UNIT.FIG:UNIT.FIG,…` strike pairs naming both units; a `!` after the target marks an envelopment pair
    (B16). A malformed pair is refused naming it."""
    out = []
    for item in filter(None, (x.strip() for x in text.split(","))):
        s, sep, t = item.partition(":")
        su, dot1, sf = s.rpartition(".")
        tu, dot2, tf = t.rstrip("!").rpartition(".")
        if not (sep and dot1 and dot2 and su and sf and tu and tf):
            raise BadFact(_("a strike pair of several units is UNIT.FIGURE:UNIT.FIGURE, not '{pair}'").format(
                pair=item))
        out.append(Contact(su, sf, tu, tf, wrapping=t.endswith("!")))
    return out


# -- what the record says about this melee ------------------------------------------------------------------

def melee_rounds_recorded(steps: Iterable[Step], side_a: Sequence[str], side_b: Sequence[str]) -> int:
    """How many melee rounds between a unit of `side_a` and a unit of `side_b` the record holds: the default
    melee round of the next is one more (B16 counts from it: envelopment only after the first round)."""
    a, b = set(side_a), set(side_b)
    return sum(1 for s in steps if s.kind in MELEE_KINDS and a & set(s.units) and b & set(s.units))


def recorded_envelopments(steps: Iterable[Step], units: Iterable[str]) -> list[tuple[str, str, tuple[str, ...]]]:
    """The envelopments the record holds between the given units: (enveloper, enemy, wrapping figure ids)."""
    chosen = set(units)
    out = []
    for s in steps:
        if s.kind == "envelopment" and len(s.units) == 2 and set(s.units) <= chosen:
            ids = tuple(x for x in str(s.facts.get("wrapping", "")).split(",") if x)
            out.append((s.units[0], s.units[1], ids))
    return out


def wrapping_contacts(enveloper: Body, enemy: Body, wrapping: Sequence[str]) -> list[Contact]:
    """B16: each wrapping figure strikes a figure of the enemy's flank file on its side, front to back; the
    wrapper nearest the enemy takes its front figure. Figures no longer on the table strike no one."""
    wrappers = [f for f in enveloper.figures if f.id in set(wrapping)]
    if not wrappers or not enemy.figures:
        return []
    cx = sum(f.x for f in wrappers) / len(wrappers)
    cy = sum(f.y for f in wrappers) / len(wrappers)

    def dist(f) -> float:
        return ((f.x - cx) ** 2 + (f.y - cy) ** 2) ** 0.5

    files = {f.file for f in enemy.figures}
    if files - {0}:
        edge = min((min(files), max(files)), key=lambda j: min(dist(f) for f in enemy.figures if f.file == j))
        flank = sorted((f for f in enemy.figures if f.file == edge), key=lambda f: f.rank)
    else:  # loose figures: the nearest first
        flank = sorted(enemy.figures, key=dist)
    first = flank[0]
    wrappers.sort(key=lambda f: (f.x - first.x) ** 2 + (f.y - first.y) ** 2)
    return [Contact(enveloper.name, w.id, enemy.name, t.id, wrapping=True) for w, t in zip(wrappers, flank,
                                                                                         strict=False)]


# -- one round's dice -----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ManyReading(Reading):
    """A several-unit round read: the figures that fall per unit, and each unit's test ("pass", "orderly",
    "broken", "auto": an automatic rout; absent: no test due)."""

    tests: dict[str, str] = field(default_factory=dict)

    def line(self) -> str:
        out = super().line()
        routs = ", ".join(f"{u} {r}" for u, r in self.tests.items() if r != "pass")
        return out + (f"; routs: {routs}" if routs else "")


def read_melee_many(r: ManyRound, dice: Sequence[int], counts: Mapping[str, int],
                    rules: Mapping[str, LossRule] | None = None, use_reroll: bool = False) -> ManyReading:
    """B5, B6, B12, B23, B25: the strikes that come first (every pair whose unit strikes first, and every pair of
    a simultaneous round) in the computation's order, then the strikes back of the figures still standing; a
    throwing-spear strike's re-roll die after a miss; a second hit on a fallen figure is lost. Then each unit in
    turn whose losses bring a test rolls it (with the commander's re-roll when `use_reroll` and it is there);
    losing every engaged figure is an automatic rout, no die. `counts`: each unit's figures at the round's
    start (the wedge's round-1 rule, B14)."""
    rules = dict(rules or {})
    d = _Dice(dice)
    fallen: dict[str, list[str]] = {u: [] for u in r.units}
    hits = {u: 0 for u in r.units}
    early: set[tuple[str, str]] = set()
    for wave in (False, True):
        if wave:
            early = {(u, f) for u, figs in fallen.items() for f in figs}
        for s in r.strikes:
            if s.late != wave or (wave and (s.striker_unit, s.striker) in early):
                continue  # a figure struck down before striking back (B6)
            label = f"{s.striker_unit} {s.striker} → {s.target_unit} {s.target}"
            hit = d.roll(label, s.base)
            if not hit and s.reroll_base is not None:
                hit = d.roll(label + " ↺", s.reroll_base)
            if hit:
                hits[s.target_unit] += 1
            if hit and s.target_unit not in r.wounded and s.target not in fallen[s.target_unit]:
                fallen[s.target_unit].append(s.target)  # an elephant's hit is a wound: it stands (B56, [L545])
    tests: dict[str, str] = {}
    for u in r.units:
        if u in r.wounded:
            continue  # its wounds bring B56's tests (the Elephants tab), not B23's
        status = _status(rules.get(u, LossRule()), len(fallen[u]), r.engaged[u], counts[u])
        if status == "auto":
            tests[u] = "auto"
        elif status == "test":
            t = r.tests.get(u)
            if t is None:
                raise BadFact(_("a unit without a morale value: its test cannot be computed (B57)"))
            tests[u] = _read_test(d, t, use_reroll)
    return ManyReading(d.done(), {u: tuple(f) for u, f in fallen.items()}, "hits", hits=hits, tests=tests)


def _read_test(d: _Dice, t: MoraleTest, use_reroll: bool) -> str:
    ok = d.roll(_("{unit}: morale test").format(unit=t.unit), t.base)
    last = d.rolls[-1]
    if not ok and use_reroll and t.reroll:
        ok = d.roll(_("{unit}: morale test").format(unit=t.unit) + " ↺", t.base)
        last = d.rolls[-1]
    if ok:
        return "pass"
    return "orderly" if last.value <= ORDERLY_FACTOR * t.base else "broken"


@dataclass(frozen=True)
class MeleeEnd:
    """B25/B26 after the tests: who routs, whether the melee ended and who won it."""

    routed: tuple[str, ...]
    ended: bool
    winners: tuple[str, ...]
    destroyed: bool


def melee_end(r: ManyRound, reading: ManyReading, counts: Mapping[str, int],
              minimums: Mapping[str, int | None]) -> MeleeEnd:
    """The melee ends when every unit of one side routed or fell below its minimum (B27) and a unit of the other
    stands: each standing unit of that side is a winner (B25: +1 once, however many units were beaten; +2 when
    every beaten unit was destroyed)."""
    routed = tuple(u for u, res in reading.tests.items() if res != "pass")
    gone = {u for u in r.units if u in routed or (minimums.get(u) is not None
                                                  and counts[u] - len(reading.fallen.get(u, ())) < minimums[u])}
    sides = {s: [u for u in r.units if r.sides[u] == s] for s in ("a", "b")}
    beaten = [s for s, us in sides.items() if us and all(u in gone for u in us)]
    if len(beaten) != 1:
        return MeleeEnd(routed, False, (), False)
    loser = beaten[0]
    winners = tuple(u for u in r.units if r.sides[u] != loser and u not in gone)
    destroyed = all(minimums.get(u) is not None and counts[u] - len(reading.fallen.get(u, ())) < minimums[u]
                    for u in sides[loser])
    return MeleeEnd(routed, bool(winners), winners, destroyed)


def melee_many_effects(r: ManyRound, reading: ManyReading, close: Mapping[str, bool], counts: Mapping[str, int],
                       minimums: Mapping[str, int | None]) -> tuple[tuple[Effect, ...], MeleeEnd]:
    """The bookkeeping of one round (B10, B25, B26, B27): each unit's fallen figures by id, a close block filling its
    ranks; a unit that routs flees and loses 1 triumph at once; a unit whose losses take it below its minimum
    ceases to exist, its figures skirmishers (B27, `[L106]`), and neither routs nor fills; when the melee ends
    each winner gains 1 (2 when the beaten were destroyed), once."""
    end = melee_end(r, reading, counts, minimums)
    lose = EVENTS["routed"][0]
    gain = EVENTS["destroyed"][1] if end.destroyed else EVENTS["routed"][1]
    out = []
    for u in r.units:
        ids = reading.fallen.get(u, ())
        gone = minimums.get(u) is not None and counts[u] - len(ids) < minimums[u] <= counts[u]
        routs = u in end.routed and not gone  # a dissolved unit no longer routs: it is no unit (B27)
        tri = (lose if routs else 0) + (gain if end.ended and u in end.winners else 0)
        if ids or routs or tri or gone:
            out.append(Effect(u, tuple(ids), fill=bool(ids) and close.get(u, False) and not gone, triumph=tri,
                              fleeing=True if routs else None, dissolve=gone))
    return tuple(out), end


# -- the snaking fast strike (B15) ---------------------------------------------------------------------------

@dataclass(frozen=True)
class SnakingStep:
    """A fast strike as the table takes it: `strikes` dice at `result.base`, each at the current outermost figure
    of `order` (the attacked rank from the riders' side, then the next rank, `[L225, L233]`); a moving target's
    stop test (`test`) when it lost at least half the rank but not all of it (`[L229]`)."""

    result: SnakingResult
    strikes: int
    order: tuple[str, ...]
    rank_size: int
    moving: bool
    test: MoraleTest | None


def snaking_order(target: Body, from_left: bool) -> tuple[list[str], int]:
    """B15 `[L225, L233]`: the target's figures in the order a snaking column strikes them — the front rank from
    the outermost towards the riders' arrival, then the next rank the same way — and the attacked rank's size.
    A loose body is one rank."""
    figs = list(target.figures)
    if not figs:
        return [], 0

    def u(f) -> float:
        return target.pose.to_local(f.x, f.y)[0]

    ranks = sorted({f.rank for f in figs})
    order = []
    for rk in ranks:
        order += [f.id for f in sorted((f for f in figs if f.rank == rk), key=u, reverse=not from_left)]
    return order, sum(1 for f in figs if f.rank == ranks[0])


def read_snaking(st: SnakingStep, target: str, dice: Sequence[int], reachable: int | None = None) -> Reading:
    """B15: each strike at the current outermost figure; a hit removes it and the next becomes the target; hits
    beyond the figures reachable (the attacked rank unless the referee says more) are lost. A moving target then
    stops on a failed test if it lost at least half the rank, at once if it lost the whole rank; a fast strike
    never routs (`[L229]`)."""
    d = _Dice(dice)
    cap = min(len(st.order), reachable if reachable is not None else st.rank_size)
    hit: list[str] = []
    for _k in range(st.strikes):
        aim = st.order[len(hit)] if len(hit) < cap else "—"
        if d.roll(f"→ {aim}", st.result.base) and len(hit) < cap:
            hit.append(aim)
    lost = sum(1 for f in hit if f in st.order[: st.rank_size])
    result = "hits"
    if st.moving:
        result = snaking_stop(lost, st.rank_size)
        if result == "test":
            failed = st.test is not None and _read_test(d, st.test, False) != "pass"
            result = "stops" if failed else "moves_on"
    return Reading(d.done(), {target: tuple(hit)}, result)


def stop_chances(st: SnakingStep) -> dict[str, Fraction]:
    """P(the moving target stops) and P(it moves on), exactly."""
    if not st.moving:
        return {}
    r = st.result
    p_fail = 1 - st.test.p_pass if st.test is not None else Fraction(1)
    stop = r.stop_automatic + r.stop_test_due * p_fail
    return {"stops": stop, "moves_on": 1 - stop}
