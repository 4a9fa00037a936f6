"""The open table of a `bbg-scenario/1` file as the computations see it: each placed unit as geometry (`Body`,
B3) and as numbers (`units.Unit`, B57), terrain as `Area`s, the commanders for the re-roll (B29).

Nothing here decides a rule: it only turns the designer's files into the computations' inputs, and refuses
(naming the field, B57) where a number the computation needs is not in them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from rules.bbg import model as m
from rules.bbg.breakdown import BadFact, require
from rules.bbg.geometry import Body, Pose, transform
from rules.bbg.morale import Commander
from rules.bbg.movement import Area
from rules.bbg.rulebook import troop_base_cm
from rules.bbg.units import Unit

KIND_OF_CLASS = {"light_inf": "infantry", "heavy_inf": "infantry", "siege": "infantry", "light_cav": "cavalry",
                 "medium_cav": "cavalry", "heavy_cav": "cavalry", "camel": "cavalry", "chariot": "chariot",
                 "elephant": "elephant"}


def _num(v: float | None) -> int | Fraction | None:
    if v is None:
        return None
    f = Fraction(v).limit_denominator(1000)
    return int(f) if f.denominator == 1 else f


def placed_base_M(scenario: m.Scenario, army: m.ArmyList | None, unit: m.Unit) -> tuple[float, float] | None:
    """A placed unit's figure base in M (`troop_base_cm` ÷ the table's cm_per_M, B3); None when the files do not
    give it (no army list, no troop type, a mounted type without `base_cm`, no scale)."""
    if army is None or scenario.table is None or not scenario.table.cm_per_M:
        return None
    type_id = unit.type
    if type_id is None and unit.card is not None:
        card = army.card(unit.card)
        type_id = card.type if card else None
    cm = troop_base_cm(army.troop_types.get(type_id) if type_id else None)
    if cm is None:
        return None
    return cm[0] / scenario.table.cm_per_M, cm[1] / scenario.table.cm_per_M


@dataclass
class OpenTable:
    scenario: m.Scenario
    armies: dict[str, m.ArmyList] = field(default_factory=dict)  # side id -> its army list

    @staticmethod
    def load(path: str | Path) -> tuple[OpenTable | None, list]:
        """Read a scenario and its sides' army lists; (None, findings) when the scenario cannot be built."""
        from rules.bbg.files import load_bbg, referenced_path

        loaded = load_bbg(path)
        if loaded.model is None or loaded.kind != "scenario":
            return None, list(loaded.findings)
        armies = {}
        base = Path(path).resolve().parent
        for side in loaded.model.sides:
            if side.army:
                ref = referenced_path(base, side.army)
                if ref is not None and ref.exists():
                    a = load_bbg(ref)
                    if isinstance(a.model, m.ArmyList):
                        armies[side.id] = a.model
        return OpenTable(loaded.model, armies), list(loaded.findings)

    # -- look-ups ---------------------------------------------------------------------------------------------
    def placed(self, uid: str) -> m.Unit:
        u = self.scenario.unit(uid)
        if u is None:
            raise BadFact(f"no unit '{uid}' in the scenario; units: {', '.join(x.id for x in self.scenario.units())}")
        return u

    def card_and_type(self, uid: str) -> tuple[m.UnitCard | None, m.TroopType | None]:
        u = self.placed(uid)
        army = self.armies.get(u.side)
        card = army.card(u.card) if army and u.card else None
        tid = u.type or (card.type if card else None)
        return card, (army.troop_types.get(tid) if army and tid else None)

    def formation(self, uid: str) -> str:
        u = self.placed(uid)
        card, _t = self.card_and_type(uid)
        return u.formation or (card.formation if card else None) or ("loose" if u.figures else "close")

    def base_M(self, uid: str) -> tuple[float, float]:
        _c, t = self.card_and_type(uid)
        cm = require(troop_base_cm(t), "base_cm", uid)
        per = require(self.scenario.table.cm_per_M if self.scenario.table else None, "table.cm_per_M")
        return cm[0] / per, cm[1] / per

    def body(self, uid: str) -> Body:
        """The unit's geometry (B3): its slot grid, or its loose figures at their centres."""
        u = self.placed(uid)
        bw, bd = self.base_M(uid)
        close = self.formation(uid) == "close"
        if u.figures:
            figs = [(f"{f.role}{i}", f.x, f.y) for i, f in enumerate(u.figures, 1)]
            return Body.loose(u.pose.heading, figs, bw, bd, name=uid)
        return Body.block(Pose(u.pose.x, u.pose.y, u.pose.heading), u.files, list(u.ranks), bw, bd, close=close,
                          name=uid)

    def level_regions(self) -> dict[int, BaseGeometry]:
        """B20 as ground: level → the part of the table whose highest level it is (as `level_at` reads a point);
        level 0 also holds the table outside every area with a level."""
        t = self.scenario.table
        table = box(0, 0, t.width_M, t.depth_M) if t else None
        by_level: dict[int, list] = {}
        for ter in self.scenario.terrain:
            if ter.polygon and ter.level is not None:
                by_level.setdefault(ter.level, []).append(Polygon(ter.polygon))
        out: dict[int, BaseGeometry] = {}
        above = Polygon()
        for level in sorted(by_level, reverse=True):
            ground = unary_union(by_level[level])
            out[level] = ground.difference(above)
            above = unary_union([above, ground])
        if table is not None:
            rest = table.difference(above)
            out[0] = unary_union([out[0], rest]) if 0 in out else rest
        return out

    def body_at(self, uid: str, x: float, y: float, heading: float) -> Body:
        """The unit's geometry as if its file pose were (x, y, heading): a unit being dragged on the canvas,
        carried rigidly from where the file has it (B3)."""
        u = self.placed(uid)
        body = self.body(uid)
        if not u.figures:
            return body.moved_to(Pose(x, y, heading))
        src, dst = Pose(u.pose.x, u.pose.y, u.pose.heading), Pose(x, y, heading)
        bx, by = transform(Point(body.pose.x, body.pose.y), src, dst).coords[0]
        return body.moved_to(Pose(bx, by, body.pose.heading + heading - u.pose.heading))

    def roles(self, uid: str) -> dict[str, str]:
        """Figure id (as `body` names them) → role letter."""
        u = self.placed(uid)
        if u.figures:
            return {f"{f.role}{i}": f.role for i, f in enumerate(u.figures, 1)}
        return {f"r{r}f{j}": c for r, row in enumerate(u.ranks, 1) for j, c in enumerate(row, 1)
                if c != m.EMPTY_SLOT}

    def level_at(self, point: tuple[float, float]) -> int:
        """B20: the highest level of the areas that hold the point, 0 if none."""
        lv = [t.level or 0 for t in self.scenario.terrain if t.polygon and t.level is not None
              and Polygon(t.polygon).covers(Point(point))]
        return max(lv, default=0)

    def unit(self, uid: str, **state: Any) -> Unit:
        """The unit's numbers for the computations (B57: what the designer did not give stays None)."""
        u = self.placed(uid)
        card, t = self.card_and_type(uid)
        roles = self.roles(uid)
        kind = KIND_OF_CLASS.get(t.troop_class or "", "infantry") if t else "infantry"
        figs: dict[str, tuple[int, int]] = {}
        if t is not None:
            for fid, role in roles.items():
                if role in t.role_values:
                    v = t.figure_values(role)
                    if v.attack is not None and v.defence is not None:
                        figs[fid] = (_num(v.attack), _num(v.defence))
        side = self.scenario.side(u.side)
        led_by_leader = side is not None and (
            (side.general is not None and side.general.unit == uid)
            or any(c.leader is not None and c.leader.unit == uid for c in side.corps))
        letters = set(roles.values())
        camp = next((c for c in self.scenario.camps if c.side == u.side), None)
        ranks = tuple(tuple(c != m.EMPTY_SLOT for c in row.ljust(u.files, m.EMPTY_SLOT)) for row in u.ranks)
        base = dict(
            name=uid, kind=kind, close=self.formation(uid) == "close",
            attack=_num(t.values.attack) if t else None, defence=_num(t.values.defence) if t else None,
            morale=t.morale if t else None, triumph=u.triumph, ranks=ranks, figures=figs,
            traits=frozenset(x for x in (t.traits if t else ()) if x in _TRAITS),
            rank_bonus_max=(t.rank_bonus_max or 1) if t else 1,
            officer=bool(letters & set(m.LEADER_ROLES)) or led_by_leader,
            musician=bool(letters & {"M", "Z"}), skirmisher=self.formation(uid) == "skirmish",
            level=self._level(uid),
            forced_marches=u.state.forced_marches, fleeing=u.state.fleeing,
            camp_captured=bool(camp and camp.captured), strength=u.figure_count(),
        )
        base.update(state)
        return Unit(**base)

    def _level(self, uid: str) -> int:
        try:
            return self.level_at(self.body(uid).centre)
        except BadFact:
            return 0

    def areas(self) -> list[Area]:
        return [Area(t.id, t.type, Polygon(t.polygon), t.level or 0, t.up_bearing) for t in self.scenario.terrain
                if t.polygon]

    def lines(self) -> list[tuple[str, str, LineString]]:
        return [(t.id, t.type, LineString(t.polyline)) for t in self.scenario.terrain if t.polyline]

    def corps_of(self, uid: str) -> str:
        u = self.placed(uid)
        side = self.scenario.side(u.side)
        for c in side.corps if side else ():
            if uid in c.units:
                return c.id
        return ""

    def commanders(self, side_id: str, moved: dict[str, Body] | None = None) -> list[Commander]:
        """B29: the side's general and corps leaders where they stand (a leader riding in a unit stands at its
        centre); `moved`: unit id → its body somewhere else (a unit being dragged carries its leader)."""
        side = self.scenario.side(side_id)
        out = []
        if side is None:
            return out

        def where(ld: m.Leader) -> tuple[float, float] | None:
            if ld.at is not None:
                return ld.at
            if ld.unit is not None and moved and ld.unit in moved:
                return moved[ld.unit].centre
            if ld.unit is not None and self.scenario.unit(ld.unit) is not None:
                return self.body(ld.unit).centre
            return None

        if side.general is not None and (p := where(side.general)) is not None:
            out.append(Commander(side.general.id, p[0], p[1], army_general=True))
        for c in side.corps:
            if c.leader is not None and (p := where(c.leader)) is not None:
                out.append(Commander(c.leader.id, p[0], p[1], corps=c.id))
        return out

    def others(self, uid: str, friends: bool) -> list[str]:
        side = self.placed(uid).side
        return [u.id for u in self.scenario.units() if u.id != uid and (u.side == side) == friends]


_TRAITS = frozenset({"thrusting_spear", "throwing_spear", "large_shield", "propped_shields", "pike",
                     "testudo_capable", "warband", "shock_attack", "never_met_elephants", "scythed"})
