"""What the status bar says about the hex under the mouse."""

from __future__ import annotations

from rules.geometry.hexgrid import Hex

from ..i18n import tr
from ..words import word
from .document import Document


def hex_status(doc: Document, h: Hex | None) -> str:
    if h is None:
        return ""
    s = doc.scenario
    g = s.grid
    md = s.map
    parts = [g.label(h), word(md.terrain_at(h)), tr("level {level}").format(level=md.level_at(h))]
    names = doc.places_by_hex().get(h)
    if names:
        parts.insert(1, "“" + ", ".join(names) + "”")
    sides = []
    for feature, side in doc.hexsides_by_hex().get(h, []):
        other = side.other(h)
        d = g.direction_to(h, other)
        where = g.facing_names[d] if d is not None else g.label(other)
        inside = ""
        if feature in ("wall", "gate", "fortification"):
            inside = tr(" (inside)") if side.a == h else tr(" (outside)")
        sides.append(f"{word(feature)} {where}{inside}")
    if sides:
        parts.append(tr("hexsides: {list}").format(list=", ".join(sides)))
    links = doc.links_by_hex().get(h, [])
    if links:
        parts.append(", ".join(tr("{route} to {hex}").format(route=word(kind), hex=g.label(link.other(h)))
                               for kind, link in links))
    stack = doc.setup_by_hex().get(h, [])
    if stack:
        units = doc.units_by_id()
        leaders = doc.leaders_by_id()
        who = []
        for p in stack:
            if p.unit is not None:
                side, u = units.get(p.unit, (None, None))
                if u is None:
                    who.append(tr("{unit} (unknown unit)").format(unit=p.unit))
                    continue
                v = u.back if p.fatigued else u.front
                face = tr(" facing {facing}").format(facing=g.facing_names[p.facing]) if p.facing is not None else ""
                state = tr(", fatigued") if p.fatigued else ""
                state += f", {word(p.disorder)}" if p.disorder else ""
                who.append(f"{u.name or u.id} ({u.type} {v.sp}-{v.quality}-{v.mp}{face}{state})")
            else:
                side, ld = leaders.get(p.leader or "", (None, None))
                who.append(f"{(ld.name or ld.id) if ld else p.leader} "
                           + (tr("(leader, wounded)") if p.wounded else tr("(leader)")))
        parts.append("; ".join(who))
    return " · ".join(parts)
