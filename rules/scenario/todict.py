"""The model → the document a person reads: stable key order, labels as printed, short lists in flow
style. Equal models give equal documents (and so equal bytes)."""

from __future__ import annotations

from typing import Any

from rules.fileio.yamlio import Flow, FlowMap
from rules.geometry.hexgrid import Hex
from rules.scenario import model as m


def _drop_none(d: dict) -> dict:
    return {k: v for k, v in d.items() if v is not None}


def _mm(v: float | None) -> int | float | None:
    """19.0 is written 19, as a designer writes it; 18.5 stays."""
    return int(v) if v is not None and float(v).is_integer() else v


def _lv_out(v: m.LeaderValues | None) -> FlowMap | None:
    return None if v is None else FlowMap(bonus=v.bonus, rating=v.rating, radius=v.radius, mp=v.mp)


def _uv_out(v: m.UnitValues) -> FlowMap:
    return FlowMap(sp=v.sp, quality=v.quality, mp=v.mp)


def _img_out(i: m.Images | None) -> FlowMap | None:
    return None if i is None else FlowMap(_drop_none({"front": i.front, "back": i.back}))


def counters_to_dict(side: m.Side) -> dict:
    """A side's counters (leaders, generic replacements, units) as written in a scenario or a library."""
    leaders = [_drop_none({"id": ld.id, "name": ld.name, "banner": ld.banner, "front": _lv_out(ld.front),
                           "replacement": _lv_out(ld.replacement), "wounded": _lv_out(ld.wounded),
                           "images": _img_out(ld.images)}) for ld in side.leaders]
    generics = [_drop_none({"id": x.id, "name": x.name, "front": _lv_out(x.front), "images": _img_out(x.images)})
                for x in side.generic_replacements]
    units = [_drop_none({
        "id": u.id, "name": u.name, "banner": u.banner, "type": u.type, "mounted": u.mounted,
        "fire": u.fire, "front": _uv_out(u.front), "back": _uv_out(u.back),
        "dismounted": FlowMap(front=_uv_out(u.dismounted.front), back=_uv_out(u.dismounted.back))
        if u.dismounted else None,
        "images": _img_out(u.images)}) for u in side.units]
    return {k: v for k, v in (("leaders", leaders), ("generic_replacements", generics), ("units", units)) if v}


def scenario_to_dict(s: m.Scenario) -> dict:
    """The document for a scenario, in the order a person reads it. Equal models give equal documents."""
    g = s.grid

    def lab(h: Hex) -> str:
        return g.label(h)

    def labs(hs: list[Hex]) -> Flow:
        return Flow(lab(h) for h in hs)

    def by_label(hs: list[Hex]) -> list[Hex]:
        return sorted(hs, key=g.to_offset)

    def entry(e: m.RoutEdge | m.Entry | None) -> Any:
        if e is None:
            return None
        if isinstance(e, m.RoutEdge) and e.edge is not None:
            return e.edge
        return FlowMap(edge=e.edge) if e.edge is not None else FlowMap(hexes=labs(e.hexes or []))

    grid = {"orientation": g.orientation, "columns": g.columns, "rows": g.rows,
            "first_column": g.first_column, "first_row": g.first_row, "high_columns": g.high}
    md: dict[str, Any] = {"grid": grid}
    if s.map.background is not None:
        b = s.map.background
        md["background"] = _drop_none({"image": b.image, "origin": Flow(b.origin), "hex_width": b.hex_width,
                                       "opacity": b.opacity, "affine": Flow(b.affine) if b.affine else None})
    terrain: dict[str, list[Hex]] = {}
    for h, t in s.map.terrain.items():
        if t != "clear":
            terrain.setdefault(t, []).append(h)
    order = [t for t in m.HEX_TERRAIN if t in terrain] + sorted(t for t in terrain if t not in m.HEX_TERRAIN)
    md["terrain"] = {t: labs(by_label(terrain[t])) for t in order}
    levels: dict[int, list[Hex]] = {}
    for h, v in s.map.levels.items():
        if v != 0:
            levels.setdefault(v, []).append(h)
    md["levels"] = {v: labs(by_label(levels[v])) for v in sorted(levels)}
    md["hexsides"] = {f: Flow(f"{lab(x.a)}/{lab(x.b)}" for x in s.map.hexsides[f])
                      for f in m.HEXSIDE_FEATURES if s.map.hexsides.get(f)}
    md["routes"] = {r: [labs(chain) for chain in s.map.routes[r]] for r in m.ROUTES if s.map.routes.get(r)}
    md["places"] = [FlowMap(hex=lab(p.hex), name=p.name) for p in s.map.places]
    md = {k: v for k, v in md.items() if v or k == "grid"}

    sides = []
    for side in s.sides:
        sd = _drop_none({"id": side.id, "name": side.name, "colour": side.colour, "role": side.role,
                         "rout_edge": entry(side.rout_edge), "mount_markers": side.mount_markers,
                         "army_commander": side.army_commander, "counters": side.counters})
        if side.counters is None:
            sd.update(counters_to_dict(side))
        sides.append(sd)

    setup = []
    for p in s.setup:
        e: dict[str, Any] = {"unit": p.unit} if p.unit is not None else {"leader": p.leader}
        e["hex"] = lab(p.hex)
        if p.facing is not None:
            e["facing"] = g.facing_names[p.facing]
        if p.fatigued:
            e["fatigued"] = True
        if p.disorder:
            e["disorder"] = p.disorder
        if p.mounted is not None:
            e["mounted"] = p.mounted
        if p.wounded:
            e["wounded"] = True
        setup.append(FlowMap(e))

    reinf = [_drop_none({"turn": r.turn, "side": r.side, "enter": entry(r.enter),
                         "units": Flow(r.units) if r.units else None,
                         "leaders": Flow(r.leaders) if r.leaders else None}) for r in s.reinforcements]
    sr = s.special_rules
    special = _drop_none({
        "terrain_as": FlowMap(sr.terrain_as) if sr.terrain_as else None,
        "stacking": [FlowMap(_drop_none({"banners": Flow(x.banners) if x.banners else None,
                                         "types": Flow(x.types) if x.types else None,
                                         "max_units": x.max_units})) for x in sr.stacking] or None,
        "no_melee_from_front": Flow(sr.no_melee_from_front) if sr.no_melee_from_front else None,
        "notes": sr.notes,
    })
    v = s.victory
    victory = _drop_none({
        "points": [FlowMap(_drop_none({"event": p.event, "side": p.side,
                                       "hexes": labs(p.hexes) if p.hexes is not None else None,
                                       "edge": p.edge, "points": p.points, "per_sp": p.per_sp}))
                   for p in v.points] or None,
        "sudden_death": [FlowMap(when=FlowMap(side=x.side, losses_sp_at_least=x.losses_sp_at_least),
                                 winner=x.winner) for x in v.sudden_death] or None,
        "levels": [FlowMap(at_least=x.at_least, result=x.result) if x.at_least is not None
                   else FlowMap(otherwise=x.result) for x in v.levels] or None,
    })
    rs: dict[str, Any] = {"edition": s.ruleset.edition}
    if s.ruleset.options:
        rs["options"] = FlowMap(s.ruleset.options)
    out = _drop_none({
        "format": m.FORMAT,
        "title": s.title,
        "description": s.description,
        "source": _drop_none({"publication": s.source.publication, "notes": s.source.notes})
        if s.source else None,
        "ruleset": rs,
        "scale": FlowMap(_drop_none({"minutes_per_turn": s.scale.minutes_per_turn,
                                     "metres_per_hex": s.scale.metres_per_hex,
                                     "men_per_sp": s.scale.men_per_sp,
                                     "hex_mm": _mm(s.scale.hex_mm)})) if s.scale else None,
        "turns": FlowMap(first=s.first_turn, last=s.last_turn),
        "map": md,
        "sides": sides,
        "setup": setup or None,
        "reinforcements": reinf or None,
        "special_rules": special or None,
        "victory": victory or None,
    })
    return out
