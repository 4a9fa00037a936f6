"""The BBG files' documents ↔ the model (`model.py`): `*_from_dict` builds the model from a document the schema
has accepted, `*_to_dict` writes the document a person reads, in a stable order, leaving out what is at its
default so that a hand-written file and the model's document agree (the round trip compares the two).

Numbers: a whole float is written as an int (20, not 20.0), as a designer writes it; coordinates are floats in
the model whatever the file wrote.
"""

from __future__ import annotations

from typing import Any

from rules.bbg import model as m
from rules.fileio.yamlio import Flow, FlowMap


def _num(v: float | None) -> int | float | None:
    return int(v) if isinstance(v, float) and v.is_integer() and abs(v) < 2**53 else v


def _f(v: Any) -> float | None:
    return None if v is None else float(v)


def _pt(p: Any) -> m.Point:
    return (float(p[0]), float(p[1]))


def _pts(ps: Any) -> tuple[m.Point, ...]:
    return tuple(_pt(p) for p in ps or ())


def _pt_out(p: m.Point) -> Flow:
    return Flow([_num(p[0]), _num(p[1])])


def _pts_out(ps: tuple[m.Point, ...]) -> Flow:
    return Flow(_pt_out(p) for p in ps)


def _drop(d: dict) -> dict:
    """`d` without the keys whose value is None or an empty collection."""
    return {k: v for k, v in d.items() if v is not None and v != () and v != [] and v != {}}


# -- army list -------------------------------------------------------------------------------------------------

def _values(d: dict | None) -> m.FigureValues:
    d = d or {}
    return m.FigureValues(_f(d.get("attack")), _f(d.get("defence")))


def _values_out(v: m.FigureValues) -> FlowMap | None:
    d = _drop({"attack": _num(v.attack), "defence": _num(v.defence)})
    return FlowMap(d) if d else None


def troop_from_dict(tid: str, d: dict) -> m.TroopType:
    missile = d.get("missile")
    weapons = (missile,) if isinstance(missile, str) else tuple(missile or ())
    base = d.get("base_cm")
    return m.TroopType(
        id=tid, name=d.get("name"), troop_class=d.get("class"), armour=d.get("armour"), values=_values(d.get("values")),
        role_values={r: _values(v) for r, v in (d.get("role_values") or {}).items()}, morale=d.get("morale"),
        weapons=weapons, traits=tuple(d.get("traits") or ()), pila=d.get("pila"), flexibility=d.get("flexibility"),
        rank_bonus_max=d.get("rank_bonus_max"), base_cm=None if base is None else (float(base[0]), float(base[1])),
        rate_M=_f(d.get("rate_M")), points=_f(d.get("points")), backstory=d.get("backstory"),
        crew=tuple(d.get("crew") or ()), team_width=d.get("team_width"),
        driver_extra_cover=_f(d.get("driver_extra_cover")))


def troop_to_dict(t: m.TroopType) -> dict:
    weapons: Any = t.weapons[0] if len(t.weapons) == 1 else (Flow(t.weapons) if t.weapons else None)
    return _drop({
        "name": t.name, "class": t.troop_class, "armour": t.armour, "values": _values_out(t.values),
        # one line, as the designers' files write it (`role_values: {O: {attack: 11}}`): a new entry follows suit
        "role_values": FlowMap({r: _values_out(v) or FlowMap() for r, v in t.role_values.items()}) or None,
        "morale": t.morale, "missile": weapons, "traits": Flow(t.traits) if t.traits else None, "pila": t.pila,
        "flexibility": t.flexibility, "rank_bonus_max": t.rank_bonus_max,
        "base_cm": Flow([_num(t.base_cm[0]), _num(t.base_cm[1])]) if t.base_cm else None,
        "rate_M": _num(t.rate_M), "points": _num(t.points), "backstory": t.backstory,
        "crew": Flow(t.crew) if t.crew else None, "team_width": t.team_width,
        "driver_extra_cover": _num(t.driver_extra_cover)})


def card_from_dict(d: dict) -> m.UnitCard:
    return m.UnitCard(id=d["id"], type=d["type"], name=d.get("name"), formation=d.get("formation", "close"),
                      special=d.get("special"), files=d.get("files"), ranks=d.get("ranks"),
                      roles=dict(d.get("roles") or {}), figures=d.get("figures"), points=_f(d.get("points")),
                      backstory=d.get("backstory"))


def card_to_dict(c: m.UnitCard) -> FlowMap:
    return FlowMap(_drop({
        "id": c.id, "type": c.type, "name": c.name, "formation": None if c.formation == "close" else c.formation,
        "special": c.special, "files": c.files, "ranks": c.ranks, "roles": FlowMap(c.roles) if c.roles else None,
        "figures": c.figures, "points": _num(c.points), "backstory": c.backstory}))


def army_from_dict(d: dict) -> m.ArmyList:
    src = d.get("source") or {}
    return m.ArmyList(id=d["id"], name=d["name"],
                      troop_types={k: troop_from_dict(k, v or {}) for k, v in (d.get("troop_types") or {}).items()},
                      cards=[card_from_dict(c) for c in d.get("units") or ()], source=src.get("notes"),
                      publication=src.get("publication"), description=d.get("description"), format=d["format"])


def army_to_dict(a: m.ArmyList) -> dict:
    return _drop({
        "format": a.format, "id": a.id, "name": a.name, "description": a.description,
        "source": FlowMap(_drop({"publication": a.publication, "notes": a.source})) or None,
        "troop_types": {k: troop_to_dict(t) for k, t in a.troop_types.items()},
        "units": [card_to_dict(c) for c in a.cards]})


# -- table scenario --------------------------------------------------------------------------------------------

def _leader(d: dict | None) -> m.Leader | None:
    if d is None:
        return None
    return m.Leader(d["id"], _pt(d["at"]) if d.get("at") is not None else None, d.get("unit"))


def _leader_out(ld: m.Leader | None) -> FlowMap | None:
    if ld is None:
        return None
    return FlowMap(_drop({"id": ld.id, "at": _pt_out(ld.at) if ld.at else None, "unit": ld.unit}))


_STATE_KEYS = ("forced_marches", "fleeing", "disordered", "wounds", "reloading", "berserk", "dissolved")


def _state(d: dict | None) -> m.UnitState:
    d = d or {}
    return m.UnitState(forced_marches=d.get("forced_marches", 0), fleeing=d.get("fleeing", False),
                       disordered=d.get("disordered", False), wounds=d.get("wounds", 0),
                       reloading=dict(d.get("reloading") or {}), berserk=d.get("berserk", False),
                       dissolved=d.get("dissolved", False),
                       extra={k: v for k, v in d.items() if k not in _STATE_KEYS})


def _state_out(s: m.UnitState) -> FlowMap | None:
    d = {k: v for k, v in (("forced_marches", s.forced_marches), ("fleeing", s.fleeing),
                           ("disordered", s.disordered), ("wounds", s.wounds)) if v}
    if s.reloading:
        d["reloading"] = FlowMap(s.reloading)
    if s.berserk:
        d["berserk"] = True
    if s.dissolved:
        d["dissolved"] = True
    d.update(s.extra)
    return FlowMap(d) if d else None


def unit_from_dict(side: str, d: dict) -> m.Unit:
    x, y, h = d["pose"]
    return m.Unit(id=d["id"], side=side, pose=m.Pose(float(x), float(y), float(h)), card=d.get("card"),
                  type=d.get("type"), ranks=tuple(d.get("ranks") or ()),
                  figures=tuple(m.LooseFigure(f["role"], float(f["x"]), float(f["y"])) for f in d.get("figures") or ()),
                  formation=d.get("formation"), triumph=d.get("triumph", m.DEFAULT_TRIUMPH),
                  state=_state(d.get("state")))


def unit_to_dict(u: m.Unit) -> dict:
    return _drop({
        "id": u.id, "card": u.card, "type": u.type,
        "pose": Flow([_num(u.pose.x), _num(u.pose.y), _num(u.pose.heading)]),
        "formation": u.formation, "ranks": Flow(u.ranks) if u.ranks else None,
        "figures": [FlowMap(role=f.role, x=_num(f.x), y=_num(f.y)) for f in u.figures] or None,
        "triumph": None if u.triumph == m.DEFAULT_TRIUMPH else u.triumph, "state": _state_out(u.state)})


def scenario_from_dict(d: dict) -> m.Scenario:
    t = d["table"]
    sides = []
    for s in d["sides"]:
        sides.append(m.Side(
            id=s["id"], name=s.get("name"), army=s.get("army"), general=_leader(s.get("general")),
            corps=[m.Corps(c["id"], _leader(c.get("leader")), tuple(c.get("units") or ()))
                   for c in s.get("corps") or ()],
            units=[unit_from_dict(s["id"], u) for u in s.get("units") or ()], deployment=_pts(s.get("deployment"))))
    src = d.get("source") or {}
    return m.Scenario(
        title=d["title"], table=m.Table(float(t["width_M"]), float(t["depth_M"]), float(t["cm_per_M"])),
        rounds=d.get("rounds"), victory=d.get("victory"),
        options=dict((d.get("ruleset") or {}).get("options") or {}), agreements=dict(d.get("agreements") or {}),
        terrain=[m.Terrain(x["id"], x["type"], _pts(x.get("polygon")), _pts(x.get("polyline")), x.get("level"),
                           _f(x.get("up_bearing"))) for x in d.get("terrain") or ()],
        camps=[m.Camp(c["side"], _pts(c["polygon"]), c.get("captured", False)) for c in d.get("camps") or ()],
        sides=sides, notes=d.get("notes"), description=d.get("description"), source=src.get("notes"),
        publication=src.get("publication"), format=d["format"])


def _plain(v: Any) -> Any:
    """An option's or agreement's value written back in flow style where it is a mapping."""
    return FlowMap(v) if isinstance(v, dict) else v


def scenario_to_dict(s: m.Scenario) -> dict:
    t = s.table
    assert t is not None
    return _drop({
        "format": s.format, "title": s.title, "description": s.description,
        "source": FlowMap(_drop({"publication": s.publication, "notes": s.source})) or None,
        "table": FlowMap(width_M=_num(t.width_M), depth_M=_num(t.depth_M), cm_per_M=_num(t.cm_per_M)),
        "rounds": s.rounds, "victory": s.victory,
        "ruleset": {"options": FlowMap({k: _plain(v) for k, v in s.options.items()})} if s.options else None,
        "agreements": FlowMap({k: _plain(v) for k, v in s.agreements.items()}) if s.agreements else None,
        "terrain": [FlowMap(_drop({"id": x.id, "type": x.type, "level": x.level, "up_bearing": _num(x.up_bearing),
                                   "polygon": _pts_out(x.polygon) if x.polygon else None,
                                   "polyline": _pts_out(x.polyline) if x.polyline else None})) for x in s.terrain],
        "camps": [FlowMap(_drop({"side": c.side, "polygon": _pts_out(c.polygon), "captured": c.captured or None}))
                  for c in s.camps],
        "sides": [_drop({
            "id": x.id, "name": x.name, "army": x.army, "general": _leader_out(x.general),
            "deployment": _pts_out(x.deployment) if x.deployment else None,
            "corps": [FlowMap(_drop({"id": c.id, "leader": _leader_out(c.leader), "units": Flow(c.units)}))
                      for c in x.corps],
            "units": [unit_to_dict(u) for u in x.units]}) for x in s.sides],
        "notes": s.notes})


# -- army sheet ------------------------------------------------------------------------------------------------

def _orders(d: dict | None) -> m.UnitOrders:
    d = d or {}
    mv, sh = d.get("move"), d.get("shoot")
    return m.UnitOrders(
        charge=d.get("charge"),
        move=None if mv is None else m.MoveOrder(tuple(mv.get("glyphs") or ()), _pts(mv.get("path"))),
        shoot=None if sh is None else m.ShootOrder(sh.get("target"), sh.get("when") or "before"))


def _orders_out(o: m.UnitOrders) -> FlowMap:
    mv = None if o.move is None else FlowMap(_drop({"glyphs": Flow(o.move.glyphs) if o.move.glyphs else None,
                                                     "path": _pts_out(o.move.path) if o.move.path else None}))
    sh = None if o.shoot is None else FlowMap(_drop({"target": o.shoot.target,
                                                      "when": None if o.shoot.when == "before" else o.shoot.when}))
    out = FlowMap({"charge": o.charge} if o.charge is not None else {})
    if mv is not None:  # an empty move ({}) is kept: it is not the same as no move order
        out["move"] = mv
    if sh is not None:
        out["shoot"] = sh
    return out


def sheet_from_dict(d: dict) -> m.Sheet:
    rounds = {int(k): m.SheetOrders(int(k), {u: _orders(o) for u, o in (v or {}).items()})
              for k, v in (d.get("rounds") or {}).items()}
    units = [m.SheetUnit(u["id"], u.get("name"), u.get("triumph"), u.get("notes"), u.get("standing_order"))
             for u in d.get("units") or ()]
    return m.Sheet(scenario=d["scenario"], side=d["side"], rounds=rounds, units=units, format=d["format"],
                   locked=sorted(set(d.get("locked") or ())))


def sheet_to_dict(s: m.Sheet) -> dict:
    return _drop({
        "format": s.format, "scenario": s.scenario, "side": s.side,
        "locked": Flow(sorted(set(s.locked))) if s.locked else None,
        "units": [FlowMap(_drop({"id": u.id, "name": u.name, "triumph": u.triumph, "notes": u.notes,
                                 "standing_order": u.standing_order})) for u in s.units],
        "rounds": {n: {u: _orders_out(o) for u, o in r.orders.items()} for n, r in sorted(s.rounds.items())}})
