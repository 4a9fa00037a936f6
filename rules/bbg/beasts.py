"""Chariots and elephants (B55, B56, B32c): overturning, the overrun sequence, elephant wounds and the test they
bring, the driver's cover, and the terror test of units that never met elephants.

Every statistic of a chariot or an elephant (attack, defence, morale, team width, the driver's cover) is the
designer's (B57); what the text fixes is the number of strikes, the test bases and the wound thresholds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rules.bbg.breakdown import BadFact, Ledger, number_json, require, row
from rules.bbg.dice import Distribution, binomial, fraction_json, p_roll
from rules.bbg.ledger import Situation
from rules.bbg.morale import MoraleTest, morale_test
from rules.bbg.rulebook import (
    CHARIOT_CHARGE_MIN_M,
    CHARIOT_OVERRUN_FIRST,
    CHARIOT_OVERRUN_SECOND,
    CHARIOT_OVERTURN_MORE,
    CHARIOT_OVERTURN_TWO,
    CHARIOT_SECOND_STRIKE,
    ELEPHANT_BERSERK_REMOVED,
    ELEPHANT_WOUNDS_FREE,
    MELEE,
)
from rules.bbg.units import Unit
from rules.i18n import N_, _


def overturn(chariots: int) -> dict[str, Any]:
    """B55, [L513]: every chariot in a collision rolls; it stays up on d20 <= 10 when exactly two collide, <= 5
    when more do. Returns each chariot's chance and the distribution of the number overturned."""
    if chariots < 2:
        raise BadFact(_("a collision needs at least two chariots"))
    base = CHARIOT_OVERTURN_TWO if chariots == 2 else CHARIOT_OVERTURN_MORE
    p_up = p_roll(base)
    return {"base": base, "p_stays_up": p_up, "overturned": binomial(chariots, 1 - p_up), "lines": "L513",
            "rule": "B55, B2"}


@dataclass(frozen=True)
class Overrun:
    strikes: int
    first_base: int
    first_ledger: Ledger
    second_base: Fraction
    second_ledger: Ledger
    casualties: Distribution
    p_overturn_first: Fraction
    p_overturn_second: Fraction
    p_melee: Fraction

    def as_dict(self) -> dict[str, Any]:
        return {"strikes": self.strikes, "first": {"base": self.first_base, "breakdown": self.first_ledger.as_list()},
                "second": {"base": number_json(self.second_base), "breakdown": self.second_ledger.as_list()},
                "casualties": self.casualties.as_dict(), "p_overturn_first_test": fraction_json(self.p_overturn_first),
                "p_overturn_second_test": fraction_json(self.p_overturn_second),
                "p_melee_follows": fraction_json(self.p_melee), "lines": "L525", "rule": "B55"}


def overrun(chariot: Unit, target: Unit, team_width: int | None, moved_M: float, front_figures: int) -> Overrun:
    """B55, [L525]: one strike per horse of the team's width (+1 on each side if scythed) at the chariot's attack,
    +2 if it moved >= 4 M; casualties out; a test at 10; on a pass the same number of strikes at half attack,
    without the +2, on the surviving front figures; a test at 15; on a pass a normal melee (crew +2 defence).
    Each strike is at a different figure of the `front_figures` in front; hits beyond them are lost."""
    width = require(team_width, "team_width", chariot.name)
    attack = require(chariot.attack, "attack", chariot.name)
    dfn = target.defence_of()
    n = width + (2 if "scythed" in chariot.traits else 0)
    bonus = moved_M >= CHARIOT_CHARGE_MIN_M
    r1 = [row("attack", attack, True, N_("the chariot's attack value"), "L525", "B55"),
          row("cavalry_charge", MELEE["cavalry_charge"], bonus,
              N_("the chariot moved {moved} M before contact (at least 4 M needed)"), "L515", "B13", moved=moved_M),
          row("defence", -dfn, True, N_("the target figure's defence value"), "L322", "B4")]
    l1 = Ledger(tuple(r1))
    b1 = int(l1.total)
    r2 = [row("attack", Fraction(attack) * CHARIOT_SECOND_STRIKE, True,
              N_("half the chariot's attack: it has lost its momentum"), "L525", "B55"),
          row("cavalry_charge", MELEE["cavalry_charge"], False, N_("never on the overrun's second strike"), "L525",
              "B13, B55"),
          row("defence", -dfn, True, N_("the target figure's defence value"), "L322", "B4")]
    l2 = Ledger(tuple(r2))
    b2 = l2.total
    first = binomial(min(n, front_figures), p_roll(b1))
    p_pass1 = p_roll(CHARIOT_OVERRUN_FIRST)
    p_pass2 = p_roll(CHARIOT_OVERRUN_SECOND)
    size = front_figures + 1
    weights = [Fraction(0)] * size
    for h1, w in enumerate(first.weights):
        if not w:
            continue
        p1 = Fraction(w, first.denominator)
        weights[h1] += p1 * (1 - p_pass1)
        second = binomial(min(n, front_figures - h1), p_roll(b2))
        for h2, w2 in enumerate(second.weights):
            weights[h1 + h2] += p1 * p_pass1 * Fraction(w2, second.denominator)
    den = math.lcm(*(x.denominator for x in weights))
    dist = Distribution(tuple(int(x * den) for x in weights), den)
    return Overrun(n, b1, l1, b2, l2, dist, 1 - p_pass1, p_pass1 * (1 - p_pass2), p_pass1 * p_pass2)


def elephant_wound_test(elephant: Unit, wounds: int, sit: Situation | None = None, reroll: bool = False,
                        ) -> MoraleTest | None:
    """B56, [L545]: from the 5th wound on, each wound brings a test at morale + triumph − (wounds − 4) + its
    morale modifiers; none before. A failure: it flees one forced march, in a direction the referee sets."""
    if wounds <= ELEPHANT_WOUNDS_FREE:
        return None
    extra = [row("elephant_wounds", -(wounds - ELEPHANT_WOUNDS_FREE), True, N_("{wounds} wounds: minus those beyond "
                                                                            "the fourth"), "L545", "B56",
                 wounds=wounds)]
    return morale_test(elephant, sit, reroll=reroll, extra=extra)


def berserk_removed(wounds: int) -> bool:
    """B56, [L555]: a berserk elephant is removed after its 10th wound."""
    return wounds >= ELEPHANT_BERSERK_REMOVED


def driver_shot_base(strength: int, driver_defence: int | None, extra_cover: int | None, from_front: bool,
                     owner: str = "") -> tuple[int | None, Ledger]:
    """B37, B56: the driver is hit only by shots from the elephant's front zone, with an extra cover the designer
    supplies; None if the shot cannot reach him."""
    cover = require(extra_cover, "driver_extra_cover", owner)
    dfn = require(driver_defence, "driver defence", owner)
    led = Ledger((row("strength", strength, True, N_("the weapon's strength at this distance"), "L442-449", "B34"),
                  row("defence", -dfn, True, N_("the target figure's defence value"), "L394", "B33"),
                  row("shooting_defence", -cover, True, N_("the elephant's head and ears cover the driver"), "L551",
                      "B37, B56")))
    return (int(led.total) if from_front else None), led


def terror_test(unit: Unit, sit: Situation | None = None, reroll: bool = False) -> MoraleTest | None:
    """B32(c), [L533-535]: a unit whose army list says it never met elephants tests when an elephant charges it,
    before choosing its reaction; on a failure it flees and its triumph falls by 1 (B26)."""
    if "never_met_elephants" not in unit.traits:
        return None
    return morale_test(unit, sit, reroll=reroll)
