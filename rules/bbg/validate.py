"""What `banneret validate` says about a BBG file beyond its schema, each finding at its line:

- **army list**: the designer's values a computation needs and the file lacks (B57: an error naming the field,
  never a default), the class against the armour (B46), cards naming unknown troop types, the formation
  minimums of the cards (B53, B27);
- **table scenario**: no victory conditions (B59), terrain areas and lines of the wrong shape, slopes without an
  uphill bearing (B47), polygons that cross themselves, units off the table or overlapping, unknown cards, types
  and units, the formation minimums (B53), the unit minimum (B27 `[L106]`) and loose cohesion (B27 `[L120]`) of
  the units at the start;
- **army sheet**: its scenario and side, the units it gives orders to, and their charge and shooting targets.

Geometry uses shapely on simple footprints (B3): a close unit's frame is files × base width by ranks × base
depth behind its pose; a loose unit is the union of its figures' bases.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from rules.bbg import model as m
from rules.bbg import rulebook
from rules.fileio.findings import Finding, has_errors
from rules.fileio.yamlio import YamlDoc
from rules.i18n import N_, _

Path_ = tuple[str | int, ...]
EPS_AREA = 1e-9  # M²: shapes that only touch do not overlap

# The text's numbers come from the rule book module (B53 formation minimums, B27 dissolution and cohesion, B3
# foot's base): one place for every number the text fixes.
FORMATION_CHECKS = rulebook.FORMATION_MINIMUMS
UNIT_MINIMUM = {"foot": rulebook.DISSOLUTION_MIN["infantry"], "mounted": rulebook.DISSOLUTION_MIN["cavalry"]}
COHESION_GAP_M = rulebook.LOOSE_COHESION_M
FOOT_BASE_CM = rulebook.FOOT_BASE_CM

FORMATION_NAMES = {"phalanx": N_("phalanx"), "macedonian_phalanx": N_("Macedonian phalanx"),
                   "centuria": N_("centuria"), "warband": N_("warband"), "testudo": N_("testudo"),
                   "cavalry_line": N_("cavalry line"), "cavalry_wedge": N_("cavalry wedge")}


# How the checks read a file the checked one names (a scenario's army list, a sheet's scenario): the name as
# written → what reading it gave (`files.BbgFile`: kind, model, findings), or None when it cannot be followed
# (an absolute path; a document read from memory). `files.py` passes it, so this module never imports it.
Reader = Callable[[str], Any]


def _no_reader(_name: str) -> None:
    return None


def validate_bbg(model: m.ArmyList | m.Scenario | m.Sheet, doc: YamlDoc | None, read: Reader = _no_reader,
                 in_memory: bool = True) -> list[Finding]:
    """The findings on `model` beyond its schema. `in_memory`: the document was not read from a file, so a
    name that cannot be followed is not a finding."""
    if isinstance(model, m.ArmyList):
        return _Checker(doc, read, in_memory).army(model)
    if isinstance(model, m.Scenario):
        return _Checker(doc, read, in_memory).scenario(model)
    return _Checker(doc, read, in_memory).sheet(model)


def _missing(what: str, ident: str, field: str) -> str:
    return _("{what} '{ident}' has no {field}: the designer gives it (B57); Banneret never supplies a game "
             "number").format(what=_(what), ident=ident, field=field)


class _Checker:
    def __init__(self, doc: YamlDoc | None, read: Reader, in_memory: bool):
        self.doc, self.read, self.in_memory = doc, read, in_memory
        self.out: list[Finding] = []

    def add(self, code: str, severity: str, message: str, path: Path_ = (), obj: str | None = None,
            key: bool = False) -> None:
        line, col = self.doc.where(path, key=key) if self.doc else (None, None)
        self.out.append(Finding(code, severity, message, line, col, None, obj, tuple(path)))  # type: ignore[arg-type]

    # -- army list ---------------------------------------------------------------------------------------------
    def army(self, a: m.ArmyList) -> list[Finding]:
        for tid, t in a.troop_types.items():
            self.troop_type(t, ("troop_types", tid))
        seen: dict[str, int] = {}
        warned: set[str] = set()
        for i, c in enumerate(a.cards):
            path: Path_ = ("units", i)
            self.duplicate(c.id, seen, i, path)
            t = a.troop_types.get(c.type)
            if t is None:
                self.add("bbg-unknown-type", "error", _("unit card '{card}' names troop type '{type}', which the army "
                                                        "list does not have").format(card=c.id, type=c.type),
                         (*path, "type"), c.id)
                continue
            files, n = c.files, c.figure_count()
            self.formation(c.id, c.special, files, c.ranks, n, path)
            if n is not None and c.formation != "skirmish":
                self.minimum(c.id, t, n, path)
            if (c.formation == "close" and t.flexibility is None and t.troop_class in m.FOOT_CLASSES
                    and t.id not in warned):  # once per type, not once per card
                self.add("bbg-missing-value", "warning", _missing(N_("troop type"), t.id, "flexibility") + " "
                         + _("(needed for envelopment, B16)"), ("troop_types", t.id), t.id, key=True)
                warned.add(t.id)
        return self.out

    def troop_type(self, t: m.TroopType, path: Path_) -> None:
        def need(field: str, value: Any, where: Path_ = (), severity: str = "error") -> None:
            if value is None:
                self.add("bbg-missing-value", severity, _missing(N_("troop type"), t.id, field), (*path, *where), t.id,
                         key=True)

        need("class", t.troop_class)
        need("values.attack", t.values.attack, ("values",))
        need("values.defence", t.values.defence, ("values",))
        need("morale", t.morale)
        if t.troop_class in m.CLASSES_WITHOUT_RATE:  # B46: the text gives chariots, elephants, camels no rate
            need("rate_M", t.rate_M)
        if t.troop_class is not None and t.troop_class not in m.FOOT_CLASSES:  # B3: only foot bases are in the text
            need("base_cm", t.base_cm)
        if t.troop_class == "chariot":  # B55
            need("team_width", t.team_width, severity="warning")
        if t.troop_class == "elephant":  # B56, B37
            need("crew", t.crew or None, severity="warning")
            if "driver" in t.crew:
                need("driver_extra_cover", t.driver_extra_cover, severity="warning")
        derived = m.ARMOUR_CLASS.get((t.armour, t.troop_class in m.MOUNTED_CLASSES)) if t.armour else None
        if derived is not None and t.troop_class in m.FOOT_CLASSES + m.MOUNTED_CLASSES and derived != t.troop_class:
            self.add("bbg-class-armour", "warning", _(
                "troop type '{type}' is {klass}, but its armour '{armour}' makes it {derived} (B46 [L364-376])").format(
                type=t.id, klass=t.troop_class, armour=t.armour, derived=derived), (*path, "armour"), t.id)

    def duplicate(self, ident: str, seen: dict[str, Any], at: Any, path: Path_) -> None:
        if ident in seen:
            self.add("duplicate-id", "error", _("id '{ident}' is used twice; every id must be unique").format(
                ident=ident), (*path, "id"), ident)
        else:
            seen[ident] = at

    # -- shared checks -----------------------------------------------------------------------------------------
    def formation(self, unit: str, special: str | None, files: int | None, ranks: int | None, figures: int | None,
                  path: Path_) -> None:
        """B53: the numbers a special close formation needs at the start."""
        check = FORMATION_CHECKS.get(special or "")
        if check is None:
            return
        least_files, exact_files, least_figures, exact_figures, least_ranks = check
        name = _(FORMATION_NAMES[special or ""])

        def warn(message: str) -> None:
            self.add("bbg-formation", "warning", message, path, unit)

        if files is not None and least_files is not None and files < least_files:
            warn(_("unit '{unit}' ({formation}) has {count} files; the formation needs at least {least} "
                   "(B53)").format(unit=unit, formation=name, count=files, least=least_files))
        if files is not None and exact_files is not None and files != exact_files:
            warn(_("unit '{unit}' ({formation}) has {count} files; the formation needs exactly {exactly} "
                   "(B53)").format(unit=unit, formation=name, count=files, exactly=exact_files))
        if figures is not None and least_figures is not None and figures < least_figures:
            warn(_("unit '{unit}' ({formation}) has {count} figures; the formation needs at least {least} "
                   "(B53)").format(unit=unit, formation=name, count=figures, least=least_figures))
        if figures is not None and exact_figures is not None and figures != exact_figures:
            warn(_("unit '{unit}' ({formation}) has {count} figures; the formation needs exactly {exactly} "
                   "(B53)").format(unit=unit, formation=name, count=figures, exactly=exact_figures))
        if ranks is not None and least_ranks is not None and ranks < least_ranks:
            warn(_("unit '{unit}' ({formation}) has {count} ranks; the formation needs at least {least} "
                   "(B53)").format(unit=unit, formation=name, count=ranks, least=least_ranks))

    def minimum(self, unit: str, t: m.TroopType, figures: int, path: Path_) -> None:
        """B27 `[L106]`: below five infantry or three cavalry a unit does not exist."""
        kind = "mounted" if t.troop_class in m.MOUNTED_CLASSES else "foot" if t.troop_class in m.FOOT_CLASSES else None
        if kind is None or figures >= UNIT_MINIMUM[kind]:
            return
        msg = (_("unit '{unit}' has {count} figures, fewer than the {least} a cavalry unit needs (B27 [L106]); "
                 "make them skirmishers") if kind == "mounted" else
               _("unit '{unit}' has {count} figures, fewer than the {least} an infantry unit needs (B27 [L106]); "
                 "make them skirmishers"))
        self.add("bbg-unit-minimum", "warning", msg.format(unit=unit, count=figures, least=UNIT_MINIMUM[kind]),
                 path, unit)

    def polygon(self, pts: tuple[m.Point, ...], path: Path_, ident: str) -> Any:
        """The shapely polygon of `pts`, or None after a finding when it crosses itself or has no area."""
        from shapely.geometry import Polygon
        from shapely.validation import explain_validity

        poly = Polygon(pts)
        if poly.is_valid and poly.area > EPS_AREA:
            return poly
        where = re.search(r"\[([-0-9.e+]+) ([-0-9.e+]+)\]", explain_validity(poly))
        x, y = (float(where.group(1)), float(where.group(2))) if where else pts[0]
        self.add("bbg-bad-polygon", "error", _(
            "the polygon of '{ident}' crosses itself or has no area (near {x}, {y}); list its corners in order "
            "around it").format(ident=ident, x=_n(x), y=_n(y)), path, ident)
        return None

    # -- table scenario ----------------------------------------------------------------------------------------
    def scenario(self, s: m.Scenario) -> list[Finding]:
        from shapely.geometry import box

        if not (s.victory or "").strip():
            self.add("bbg-no-victory", "error", _(
                "the scenario has no victory conditions: the text gives none, so the scenario must state them "
                "('victory', B59)"), ("title",))
        table = box(0, 0, s.table.width_M, s.table.depth_M) if s.table else None
        ids: dict[str, Any] = {}
        for i, t in enumerate(s.terrain):
            path: Path_ = ("terrain", i)
            self.duplicate(t.id, ids, t, path)
            line = t.type in m.LINE_TERRAIN
            if line and not t.polyline:
                self.add("bbg-terrain-shape", "error", _("terrain '{ident}' ({type}) is a line: give it a "
                                                         "'polyline'").format(ident=t.id, type=t.type), path, t.id)
            elif not line and not t.polygon:
                self.add("bbg-terrain-shape", "error", _("terrain '{ident}' ({type}) is an area: give it a "
                                                         "'polygon'").format(ident=t.id, type=t.type), path, t.id)
            if t.type in m.SLOPE_TERRAIN and t.up_bearing is None:
                self.add("bbg-missing-value", "error", _missing(N_("slope"), t.id, "up_bearing") + " "
                         + _("(which way is uphill, B47)"), path, t.id)
            if t.polygon:
                poly = self.polygon(t.polygon, (*path, "polygon"), t.id)
                if poly is not None and table is not None and poly.difference(table).area > EPS_AREA:
                    self.add("bbg-off-table", "warning", _("terrain '{ident}' reaches beyond the table").format(
                        ident=t.id), (*path, "polygon"), t.id)
        sides = {x.id for x in s.sides}
        for i, c in enumerate(s.camps):
            if c.side not in sides:
                self.add("unknown-side", "error", _("camp names side '{side}', which does not exist").format(
                    side=c.side), ("camps", i, "side"), c.side)
            self.polygon(c.polygon, ("camps", i, "polygon"), c.side)
        armies = self.armies(s)
        shapes = []
        for si, side in enumerate(s.sides):
            self.duplicate(side.id, ids, side, ("sides", si))
            zone = self.polygon(side.deployment, ("sides", si, "deployment"), side.id) if side.deployment else None
            army = armies.get(side.id)
            own = {u.id for u in side.units}
            for ui, u in enumerate(side.units):
                path = ("sides", si, "units", ui)
                self.duplicate(u.id, ids, u, path)
                shape = self.unit(u, army, s, path)
                if shape is not None:
                    shapes.append((shape, u, path))
                    if zone is not None and shape.difference(zone).area > EPS_AREA:  # B59: the scenario's zones
                        self.add("bbg-deployment", "warning", _(
                            "unit '{unit}' starts outside its side's deployment zone").format(unit=u.id),
                            (*path, "pose"), u.id)
            self.leaders(side, own, si)
        self.geometry(shapes, table)
        return self.out

    def armies(self, s: m.Scenario) -> dict[str, m.ArmyList | None]:
        """Each side's army list, read from its file (None, after a finding, when it cannot be used)."""
        out: dict[str, m.ArmyList | None] = {}
        read: dict[str, Any] = {}
        for si, side in enumerate(s.sides):
            name = side.army or ""
            if name not in read:
                read[name] = self.read(name)
            if read[name] is None:
                if not self.in_memory:
                    self.add("bbg-army", "error", _("the army list '{army}' must be named by a path relative to "
                                                    "the scenario").format(army=side.army), ("sides", si, "army"),
                             side.id)
                out[side.id] = None
                continue
            got = read[name]
            if got.kind != "army" or got.model is None or has_errors(got.findings):
                why = got.findings[0].message if got.findings else _("it is not an army list")
                if got.kind not in (None, "army"):
                    why = _("it is not an army list")
                self.add("bbg-army", "error", _("the army list '{army}' cannot be used: {why}").format(
                    army=side.army, why=why), ("sides", si, "army"), side.id)
                out[side.id] = None
            else:
                out[side.id] = got.model
        return out

    def unit(self, u: m.Unit, army: m.ArmyList | None, s: m.Scenario, path: Path_) -> Any:
        """The unit's own checks; its footprint (or None when it cannot be drawn)."""
        if not u.ranks and not u.figures:
            self.add("bbg-no-figures", "error", _("unit '{unit}' has no figures: give its 'ranks' or its "
                                                  "'figures'").format(unit=u.id), path, u.id)
            return None
        if u.card is None and u.type is None:
            self.add("bbg-unknown-card", "error", _("unit '{unit}' names neither a card nor a troop type").format(
                unit=u.id), path, u.id)
            return None
        if army is None:
            return None
        card = army.card(u.card) if u.card else None
        if u.card and card is None:
            self.add("bbg-unknown-card", "error", _("unit '{unit}' names card '{card}', which its army list does not "
                                                    "have").format(unit=u.id, card=u.card), (*path, "card"), u.id)
            return None
        type_id = u.type or (card.type if card else None)
        t = army.troop_types.get(type_id or "")
        if t is None:
            self.add("bbg-unknown-type", "error", _("unit '{unit}' names troop type '{type}', which its army list "
                                                    "does not have").format(unit=u.id, type=type_id),
                     (*path, "type"), u.id)
            return None
        formation = u.formation or (card.formation if card else "close")
        n = u.figure_count()
        if card is not None and card.figure_count() is not None and card.figure_count() != n:
            self.add("bbg-card-mismatch", "warning", _("unit '{unit}' has {count} figures; its card '{card}' has "
                                                       "{expected}").format(unit=u.id, count=n, card=card.id,
                                                                            expected=card.figure_count()), path, u.id)
        special = card.special if card else None
        self.formation(u.id, special, u.files if u.ranks else None, u.rank_count if u.ranks else None, n, path)
        if special in ("cavalry_line", "cavalry_wedge") and u.ranks:
            self.cavalry_leaders(u, special, path)
        if formation != "skirmish":
            self.minimum(u.id, t, n, path)
        base = rulebook.troop_base_cm(t)  # B3 [L92]: the one reading the canvas shares
        if base is None or s.table is None:
            return None
        bw, bd = base[0] / s.table.cm_per_M, base[1] / s.table.cm_per_M
        if formation == "loose":
            bases = unit_bases(u, bw, bd)
            self.cohesion(u, t, bases, path)
            return _union(bases)
        return unit_frame(u, bw, bd) if u.ranks else _union(unit_bases(u, bw, bd))

    def cavalry_leaders(self, u: m.Unit, special: str, path: Path_) -> None:
        front = u.ranks[0]
        if special == "cavalry_line":  # B53 [L195, L221]: an officer, musician or standard bearer at each end
            ends = front[0], front[-1]
            if not all(c in "OMZGC" for c in ends):
                self.add("bbg-formation", "warning", _(
                    "unit '{unit}' (cavalry line) needs an officer, musician or standard bearer at each end of its "
                    "front rank (B53)").format(unit=u.id), (*path, "ranks"), u.id)
        elif not any(c in m.LEADER_ROLES for c in front[:3]) and not any(c in m.LEADER_ROLES for c in front[-3:]):
            # B53 [L203]: the leader in one of the 3 front places (the wedge's point; the diagram is lost, so the
            # three places at either end of the written front rank are accepted)
            self.add("bbg-formation", "warning", _(
                "unit '{unit}' (cavalry wedge) needs its officer, or the general who leads it, in one of the three "
                "front places (B53)").format(
                unit=u.id), (*path, "ranks"), u.id)

    def cohesion(self, u: m.Unit, t: m.TroopType, bases: list, path: Path_) -> None:
        """B27 `[L120]`: loose figures are one unit if no gap between them exceeds 1 M and an officer or musician
        is with them (a standard bearer too for cavalry, `[L195]`)."""
        roles = set(u.role_counts())
        leaders = set("OMGC") | ({"Z"} if t.troop_class in m.MOUNTED_CLASSES else set())
        if not roles & leaders:
            self.add("bbg-loose-cohesion", "warning", _(
                "loose unit '{unit}' has no officer or musician with it, so it does not count as a unit "
                "(B27 [L120])").format(unit=u.id), path, u.id)
        if len(bases) > 1 and _components(bases, COHESION_GAP_M) > 1:
            self.add("bbg-loose-cohesion", "warning", _(
                "loose unit '{unit}' does not hold together: some of its figures are more than 1 M from the rest "
                "(B27 [L120])").format(unit=u.id), path, u.id)

    def leaders(self, side: m.Side, own: set[str], si: int) -> None:
        items: list[tuple[m.Leader, Path_]] = []
        if side.general is not None:
            items.append((side.general, ("sides", si, "general")))
        for ci, c in enumerate(side.corps):
            if c.leader is not None:
                items.append((c.leader, ("sides", si, "corps", ci, "leader")))
            for k, uid in enumerate(c.units):
                if uid not in own:
                    self.add("bbg-unknown-unit", "error", _("'{unit}' is not a unit of side '{side}'").format(
                        unit=uid, side=side.id), ("sides", si, "corps", ci, "units", k), uid)
        for ld, path in items:
            if (ld.at is None) == (ld.unit is None):
                self.add("bbg-leader-place", "error", _(
                    "'{leader}' needs either 'at' (where the figure stands) or 'unit' (the unit it rides in)").format(
                    leader=ld.id), path, ld.id)
            elif ld.unit is not None and ld.unit not in own:
                self.add("bbg-unknown-unit", "error", _("'{unit}' is not a unit of side '{side}'").format(
                    unit=ld.unit, side=side.id), (*path, "unit"), ld.unit)

    def geometry(self, shapes: list[tuple[Any, m.Unit, Path_]], table: Any) -> None:
        from shapely import STRtree

        if table is not None:
            for shape, u, path in shapes:
                if shape.difference(table).area > EPS_AREA:
                    self.add("bbg-off-table", "error", _("unit '{unit}' stands partly or wholly off the table").format(
                        unit=u.id), (*path, "pose"), u.id)
        if len(shapes) < 2:
            return
        tree = STRtree([sh for sh, _u, _p in shapes])
        left, right = tree.query([sh for sh, _u, _p in shapes], predicate="intersects")
        pairs = {(min(a, b), max(a, b)) for a, b in zip(left.tolist(), right.tolist(), strict=True) if a != b}
        for i, j in sorted(pairs):
            a, b = shapes[i], shapes[j]
            if a[0].intersection(b[0]).area > EPS_AREA:
                self.add("bbg-overlap", "error", _("units '{unit}' and '{other}' overlap on the table").format(
                    unit=b[1].id, other=a[1].id), (*b[2], "pose"), b[1].id)

    # -- army sheet --------------------------------------------------------------------------------------------
    def sheet(self, sh: m.Sheet) -> list[Finding]:
        got = self.read(sh.scenario)
        if got is None:
            if not self.in_memory:
                self.add("bbg-sheet-scenario", "error", _("the scenario '{scenario}' must be named by a path relative "
                                                          "to the sheet").format(scenario=sh.scenario), ("scenario",))
            return self.out
        if got.kind != "scenario" or not isinstance(got.model, m.Scenario):
            why = got.findings[0].message if got.findings and got.kind in (None, "scenario") else _(
                "it is not a table scenario")
            self.add("bbg-sheet-scenario", "error", _("the scenario '{scenario}' cannot be used: {why}").format(
                scenario=sh.scenario, why=why), ("scenario",))
            return self.out
        s = got.model
        side = s.side(sh.side)
        if side is None:
            self.add("unknown-side", "error", _("the sheet is for side '{side}', which the scenario does not "
                                                "have").format(side=sh.side), ("side",), sh.side)
            return self.out
        own = {u.id for u in side.units}
        enemies = {u.id for x in s.sides if x.id != side.id for u in x.units}
        for i, su in enumerate(sh.units):
            if su.id not in own:
                self.add("bbg-unknown-unit", "error", _("'{unit}' is not a unit of side '{side}'").format(
                    unit=su.id, side=side.id), ("units", i, "id"), su.id)
        last = s.rounds
        for n, orders in sorted(sh.rounds.items()):
            if last is not None and n > last:
                self.add("bbg-round", "warning", _("round {round} is after the scenario's last round "
                                                   "({rounds})").format(round=n, rounds=last), ("rounds", str(n)),
                         key=True)
            for uid, o in orders.orders.items():
                where: Path_ = ("rounds", str(n), uid)  # the document's keys are text
                if uid not in own:
                    self.add("bbg-unknown-unit", "error", _("'{unit}' is not a unit of side '{side}'").format(
                        unit=uid, side=side.id), where, uid, key=True)
                for target, key in ((o.charge, "charge"), (o.shoot.target if o.shoot else None, "shoot")):
                    if target is not None and target not in enemies:
                        self.add("bbg-unknown-target", "error", _("'{target}' is not an enemy unit in the "
                                                                  "scenario").format(target=target),
                                 (*where, key), uid)
        return self.out


# -- footprints (B3) -------------------------------------------------------------------------------------------

def _axes(heading: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """The unit's right and forward vectors for a compass heading (B3)."""
    h = math.radians(heading)
    return (math.cos(h), -math.sin(h)), (math.sin(h), math.cos(h))


def _to_world(u: m.Unit, lu: float, lv: float) -> m.Point:
    right, fwd = _axes(u.pose.heading)
    return (u.pose.x + lu * right[0] + lv * fwd[0], u.pose.y + lu * right[1] + lv * fwd[1])


def unit_frame(u: m.Unit, bw: float, bd: float) -> Any:
    """A close unit's frame (B3): u ∈ [−W/2, W/2], v ∈ [−D, 0] around its pose."""
    from shapely.geometry import Polygon

    w, d = u.files * bw, u.rank_count * bd
    return Polygon([_to_world(u, a, b) for a, b in ((-w / 2, 0), (w / 2, 0), (w / 2, -d), (-w / 2, -d))])


def unit_bases(u: m.Unit, bw: float, bd: float) -> list:
    """Each figure's base: the occupied slots of its ranks (B3), then its free figures (base squares turned
    to the unit's heading), built in one vectorised call."""
    import numpy as np
    import shapely

    right, fwd = np.array(_axes(u.pose.heading)[0]), np.array(_axes(u.pose.heading)[1])
    w = u.files * bw
    local = [(-w / 2 + (j - 0.5) * bw, -(r - 0.5) * bd) for j, r, _role in u.slots()]
    centres = [(u.pose.x + a * right[0] + b * fwd[0], u.pose.y + a * right[1] + b * fwd[1]) for a, b in local]
    centres += [(f.x, f.y) for f in u.figures]
    if not centres:
        return []
    corners = np.array([(-bw / 2, bd / 2), (bw / 2, bd / 2), (bw / 2, -bd / 2), (-bw / 2, -bd / 2)])
    offsets = corners[:, :1] * right + corners[:, 1:] * fwd  # the four corners, turned to the heading
    rings = np.asarray(centres)[:, None, :] + offsets[None, :, :]
    return list(shapely.polygons(rings))


def _union(shapes: list) -> Any:
    import shapely

    return shapely.union_all(shapes)


def _components(bases: list, gap: float) -> int:
    """How many groups the bases make when two within `gap` of each other are linked (B27)."""
    from shapely import STRtree

    parent = list(range(len(bases)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    left, right = STRtree(bases).query(bases, predicate="dwithin", distance=gap)
    for a, b in zip(left.tolist(), right.tolist(), strict=True):
        parent[find(a)] = find(b)
    return len({find(i) for i in range(len(bases))})


def _n(v: float) -> str:
    return f"{v:g}"


