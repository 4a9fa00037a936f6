"""Checks beyond the schema: what makes a scenario wrong, or probably wrong, for a designer.

Every finding has a stable code (listed in docs/validation.md), a severity, a message a designer
understands, its line in the file and, where there is one, the hex or the object id. The checks read the
model and, for positions, the parsed document's marks.
"""

from __future__ import annotations

import difflib
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from rules.fileio.findings import Finding
from rules.fileio.guarded import missing_or_why
from rules.fileio.yamlio import YamlDoc
from rules.geometry.hexgrid import Hex, Hexside, axial_neighbours
from rules.i18n import N_, _, and_list, ngettext, or_list
from rules.scenario import model as m
from rules.scenario.fromdict import scenario_from_dict
from rules.scenario.stacking import stacking_problem
from rules.scenario.words import FACES, VALUES, word
from rules.tables import load_tables

Path_ = tuple[str | int, ...]
# What an id names, in a finding's words ("id 'x' is used twice (a leader and this unit)").
KINDS = {"side": N_("side"), "leader": N_("leader"), "generic replacement": N_("generic replacement"),
         "unit": N_("unit")}


class _Checker:
    def __init__(self, s: m.Scenario, doc: YamlDoc | None, base_dir: Path | None):
        self.s, self.doc, self.base_dir = s, doc, base_dir
        self.g = s.grid
        self.raw: dict = doc.value if doc is not None and isinstance(doc.value, dict) else {}
        self.out: list[Finding] = []
        self.tables = load_tables()

    # -- helpers -----------------------------------------------------------------------------------------
    def add(self, code: str, severity: str, message: str, path: Path_ = (), hex: Hex | str | None = None,
            obj: str | None = None, key: bool = False) -> None:
        line, col = self.doc.where(path, key=key) if self.doc else (None, None)
        label = self.g.label(hex) if isinstance(hex, Hex) else hex
        file = self.doc.file_of(tuple(path)) if self.doc else None
        self.out.append(Finding(code, severity, message, line, col, label, obj, tuple(path), file))  # type: ignore[arg-type]

    def get(self, path: Path_, default: object = None) -> object:
        cur: object = self.raw
        for p in path:
            if isinstance(cur, dict) and p in cur or isinstance(cur, list) and isinstance(p, int) and p < len(cur):
                cur = cur[p]
            else:
                return default
        return cur

    def label_items(self, path: Path_) -> Iterable[tuple[Path_, str]]:
        items = self.get(path, [])
        if isinstance(items, list):
            for i, lab in enumerate(items):
                yield (*path, i), lab

    def on_map(self, label: str, path: Path_, what: str) -> Hex | None:
        try:
            h = self.g.parse_label(label)
        except ValueError:
            return None  # reported when the model was built
        if not self.g.contains(h):
            last_c = self.g.first_column + self.g.columns - 1
            last_r = self.g.first_row + self.g.rows - 1
            self.add("hex-off-map", "error",
                     _('{what} {label} is outside the map (columns {first_column}–{last_c}, rows '
                       '{first_row}–{last_r})').format(
                         what=what, label=label, first_column=self.g.first_column, last_c=last_c,
                         first_row=self.g.first_row, last_r=last_r), path, label)
            return None
        return h

    # -- the checks ----------------------------------------------------------------------------------------
    def run(self) -> list[Finding]:
        self.turns()
        self.map_hexes()
        self.hexsides()
        self.routes()
        ids = self.ids()
        self.sides(ids)
        self.banners()
        self.counters()
        self.setup(ids)
        self.reinforcements(ids)
        self.special_rules(ids)
        self.victory()
        self.images()
        return self.out

    def turns(self) -> None:
        if self.s.first_turn > self.s.last_turn:
            self.add("turns-order", "error",
                     _('the first turn ({first_turn}) comes after the last ({last_turn})').format(
                         first_turn=self.s.first_turn, last_turn=self.s.last_turn), ("turns",))
        opts = self.s.ruleset.options
        if opts:
            from rules.tables import edition

            try:
                edition(self.s.ruleset.edition, opts)
            except ValueError as e:
                self.add("bad-option", "error", str(e), ("ruleset", "options"))

    def map_hexes(self) -> None:
        seen: dict[Hex, tuple[str, Path_]] = {}
        terrain_as = self.s.special_rules.terrain_as
        for name in self.get(("map", "terrain"), {}) or {}:
            path = ("map", "terrain", name)
            if name not in m.HEX_TERRAIN and name not in terrain_as:
                hint = difflib.get_close_matches(str(name).lower(), [*m.HEX_TERRAIN, *terrain_as], n=1)
                tip = _("did you mean '{hint}'? ").format(hint=hint[0]) if hint else ""
                self.add("unknown-terrain", "error",
                         _("terrain '{name}' is not on the terrain chart ({tip}chart: {value}); map it to a "
                           'chart row with special_rules.terrain_as').format(
                             name=name, tip=tip, value=', '.join(m.HEX_TERRAIN)), path, key=True)
            for p, lab in self.label_items(path):
                h = self.on_map(lab, p, _("{terrain} hex").format(terrain=word(name)))
                if h is None:
                    continue
                if h in seen and seen[h][0] != name:
                    self.add("hex-two-terrains", "error",
                             _('hex {lab} is listed as {value} and as {name}; a hex has one terrain').format(
                                 lab=lab, value=word(seen[h][0]), name=word(name)), p, h)
                elif h in seen:
                    self.add("hex-listed-twice", "warning", _('hex {lab} is listed twice as {name}').format(
                                                                lab=lab, name=word(name)), p, h)
                seen[h] = (name, p)
        levels_seen: dict[Hex, str] = {}
        for lvl in self.get(("map", "levels"), {}) or {}:
            for p, lab in self.label_items(("map", "levels", lvl)):
                h = self.on_map(lab, p, _("level {level} hex").format(level=lvl))
                if h is None:
                    continue
                if h in levels_seen and levels_seen[h] != lvl:
                    self.add("hex-two-levels", "error",
                             _('hex {lab} is listed at level {levels_seen} and at level {lvl}').format(
                                 lab=lab, levels_seen=levels_seen[h], lvl=lvl), p, h)
                levels_seen[h] = lvl
        for i, place in enumerate(self.get(("map", "places"), []) or []):
            self.on_map(place["hex"], ("map", "places", i, "hex"), _("place '{name}'").format(name=place["name"]))

    def hexsides(self) -> None:
        by_side: dict[Hexside, set[str]] = defaultdict(set)
        for feature, pairs in (self.get(("map", "hexsides"), {}) or {}).items():
            seen: set[Hexside] = set()
            for i, text in enumerate(pairs):
                path = ("map", "hexsides", feature, i)
                left, right = text.split("/")
                a = self.on_map(left, path, _("{feature} hexside end").format(feature=word(feature)))
                b = self.on_map(right, path, _("{feature} hexside end").format(feature=word(feature)))
                if a is None or b is None:
                    continue
                side = Hexside(a, b)
                if not side.is_adjacent:
                    self.add("hexside-not-adjacent", "error",
                             _('{feature} {text}: hexes {left} and {right} are not adjacent, so they share '
                               'no hexside').format(
                                 feature=word(feature), text=text, left=left, right=right),
                             path, a)
                    continue
                if side in seen:
                    self.add("hexside-listed-twice", "warning", _('{feature} {text} is listed twice').format(
                                                                    feature=word(feature), text=text), path, a)
                seen.add(side)
                by_side[side].add(feature)
        for feature, pairs in (self.get(("map", "hexsides"), {}) or {}).items():
            if feature not in ("bridge", "ford"):
                continue
            for i, text in enumerate(pairs):
                left, right = text.split("/")
                try:
                    side = Hexside(self.g.parse_label(left), self.g.parse_label(right))
                except ValueError:
                    continue
                crosses = self.tables.terrain_row(feature).crosses  # river or stream (R14, R38)
                if side.is_adjacent and not by_side.get(side, set()) & set(crosses):
                    self.add(f"{feature}-without-river", "error",
                             _('the {feature} at {text} crosses no {value}: draw the {value} hexside under '
                               'it (R14, R38)').format(
                                 feature=word(feature), text=text, value=or_list([word(c) for c in crosses])),
                             ("map", "hexsides", feature, i), left)
        self._gates(by_side)
        for side, features in by_side.items():
            walls = features & {"wall", "gate"}
            if len(walls) == 2:
                self.add("wall-and-gate", "warning",
                         _('hexside {value}/{value2} is both a wall and a gate; a gate is the opening in a '
                           'wall').format(
                             value=self.g.label(side.a), value2=self.g.label(side.b)), ("map", "hexsides", "gate"))

    def _gates(self, by_side: dict[Hexside, set[str]]) -> None:
        """A gate is the way through a wall (its chart row `crosses` the wall): a gate no wall hexside meets
        (at either end) stands in the open, which is most likely a wall forgotten or a gate misplaced."""
        walls = set(self.tables.terrain_row("gate").crosses)
        for i, text in enumerate((self.get(("map", "hexsides"), {}) or {}).get("gate", []) or []):
            left, right = str(text).partition("/")[::2]
            try:
                side = Hexside(self.g.parse_label(left), self.g.parse_label(right))
            except ValueError:
                continue
            if not side.is_adjacent or by_side.get(side, set()) & walls:
                continue  # not a hexside (reported), or a wall too (wall-and-gate)
            a, b = side.a, side.b
            corners = set(axial_neighbours(a)) & set(axial_neighbours(b))  # the hexes at its two ends
            touching = [Hexside(x, c) for c in corners for x in (a, b)]
            if not any(by_side.get(t, set()) & walls for t in touching):
                self.add("gate-without-wall", "warning",
                         _("the gate at {text} is in no wall: no {wall} hexside meets it at either end; a gate is "
                           "the way through a wall").format(text=text, wall=or_list([word(w) for w in walls])),
                         ("map", "hexsides", "gate", i), left)

    def routes(self) -> None:
        for kind, chains in (self.get(("map", "routes"), {}) or {}).items():
            for i, chain in enumerate(chains):
                prev: Hex | None = None
                for j, lab in enumerate(chain):
                    path = ("map", "routes", kind, i, j)
                    h = self.on_map(lab, path, _("{kind} hex").format(kind=word(kind)))
                    if h is not None and prev is not None and not Hexside(prev, h).is_adjacent:
                        self.add("route-jumps", "error",
                                 _('the {kind} jumps from {value} to {lab}: a {kind} runs between adjacent '
                                   'hexes').format(
                                     kind=word(kind), value=self.g.label(prev), lab=lab), path, h)
                    prev = h

    def ids(self) -> dict[str, tuple[str, Path_]]:
        """Every id in the file (sides, leaders, generic replacements, units): one namespace, no repeats."""
        ids: dict[str, tuple[str, Path_]] = {}
        for si, side in enumerate(self.get(("sides",), []) or []):
            entries = [("side", (("sides", si)), side)]
            for kind, key in (("leader", "leaders"), ("generic replacement", "generic_replacements"),
                              ("unit", "units")):
                entries += [(kind, ("sides", si, key, i), x) for i, x in enumerate(side.get(key, []))]
            for kind, path, x in entries:
                ident = x["id"]
                if ident in ids:
                    other_kind, other_path = ids[ident]
                    line, _col = self.doc.where(other_path) if self.doc else (None, None)
                    msg = (_("id '{ident}' is used twice (a {other_kind} on line {line} and this {kind}); every "
                             "id must be unique") if line else
                           _("id '{ident}' is used twice (a {other_kind} and this {kind}); every id must be "
                             "unique"))
                    self.add("duplicate-id", "error",
                             msg.format(ident=ident, other_kind=_(KINDS[other_kind]), line=line,
                                        kind=_(KINDS[kind])),
                             (*path, "id"), obj=ident)
                else:
                    ids[ident] = (kind, path)
        return ids

    def sides(self, ids: dict[str, tuple[str, Path_]]) -> None:
        if len(self.s.sides) != 2:
            self.add("side-count", "warning" if self.s.sides else "error",
                     ngettext("the scenario has {sides} side; a battle has two",
                              "the scenario has {sides} sides; a battle has two", len(self.s.sides)).format(
                         sides=len(self.s.sides)), ("sides",))
        roles = Counter(s.role for s in self.s.sides)
        if len(self.s.sides) == 2 and len(roles) == 1:
            self.add("same-role", "warning", _('both sides are the {role}; one attacks, one defends').format(
                                                 role=self.s.sides[0].role),
                     ("sides", 1, "role"))
        for si, side in enumerate(self.s.sides):
            sp: Path_ = ("sides", si)
            if side.rout_edge is None:
                self.add("no-rout-edge", "error", _("side '{id}' has no rout edge: its routed units would "
                                                    'have nowhere to flee (12.2)').format(
                                                      id=side.id), sp, obj=side.id)
            elif side.rout_edge.hexes is not None:
                for p, lab in self.label_items((*sp, "rout_edge", "hexes")):
                    self.on_map(lab, p, _("rout edge hex"))
            leader_ids = {ld.id for ld in side.leaders}
            if side.army_commander is None:
                if side.leaders:
                    self.add("no-army-commander", "error", _("side '{id}' names no army commander").format(
                                                               id=side.id), sp,
                             obj=side.id)
            elif side.army_commander not in leader_ids:
                other = ids.get(side.army_commander)
                why = (_("a {kind} elsewhere").format(kind=_(KINDS[other[0]])) if other else
                       _("not a leader in this file"))
                self.add("commander-not-leader", "error",
                         _("army commander '{army_commander}' of side '{id}' is {why}; he must be one of "
                           "this side's leaders").format(
                             army_commander=side.army_commander, id=side.id, why=why), (*sp, "army_commander"),
                         obj=side.army_commander)
            if not side.units:
                self.add("side-no-units", "warning", _("side '{id}' has no units: it has nothing to fight "
                                                       "with").format(id=side.id), sp, obj=side.id)
            for gi, gl in enumerate(side.generic_replacements):
                self._leader_values(gl.front, (*sp, "generic_replacements", gi, "front"), gl.id)
            for li, ld in enumerate(side.leaders):
                for key in ("front", "replacement", "wounded"):
                    vals = getattr(ld, key)
                    if vals is not None:
                        self._leader_values(vals, (*sp, "leaders", li, key), ld.id)
                if ld.replacement is None:
                    self.add("leader-no-replacement", "warning",
                             _("leader '{id}' has no replacement values (the back of his counter, 7.6): killed, "
                               "or captured with no generic replacement left, he would be replaced by a leader "
                               "with his own front values").format(id=ld.id), (*sp, "leaders", li), obj=ld.id)

    def _leader_values(self, v: m.LeaderValues, path: Path_, ident: str) -> None:
        for key in ("rating", "mp"):
            if getattr(v, key) <= 0:
                self.add("bad-leader-value", "warning", _("leader '{ident}' has {key} {v}").format(
                                                            ident=ident, key=_(VALUES[key]), v=getattr(v, key)),
                         (*path, key), obj=ident)

    def counters(self) -> None:
        for si, side in enumerate(self.s.sides):
            for ui, u in enumerate(side.units):
                up: Path_ = ("sides", si, "units", ui)
                faces = [("front", u.front), ("back", u.back)]
                if u.dismounted:
                    faces += [("dismounted.front", u.dismounted.front), ("dismounted.back", u.dismounted.back)]
                for name, v in faces:
                    vp = (*up, *name.split("."))
                    if not 0 <= v.quality <= 9:
                        self.add("quality-range", "error",
                                 _("unit '{id}' {name} quality {quality} is outside 0–9 (a d10 is read 0–9)").format(
                                     id=u.id, name=_(FACES[name]), quality=v.quality),
                                 (*vp, "quality"), obj=u.id)
                    if v.sp <= 0:
                        self.add("sp-not-positive", "error", _("unit '{id}' {name} has {sp} SP; a unit has "
                                                               'at least 1').format(
                                                                 id=u.id, name=_(FACES[name]), sp=v.sp), (*vp, "sp"),
                                 obj=u.id)
                pairs = [(N_("unit '{id}': its fatigued side has more {value} than its fresh side; check the "
                             "counter (the back is the fatigued side, 11.1)"), u.front, u.back, (*up, "back"))]
                if u.dismounted:
                    pairs.append((N_("unit '{id}': its dismounted fatigued side has more {value} than its "
                                     "dismounted fresh side; check the counter (the back is the fatigued side, "
                                     "11.1)"), u.dismounted.front, u.dismounted.back, (*up, "dismounted")))
                for msg, fr, bk, where in pairs:
                    stronger = [k for k in ("sp", "quality", "mp") if getattr(bk, k) > getattr(fr, k)]
                    if stronger:
                        self.add("fatigued-stronger", "warning",
                                 _(msg).format(id=u.id, value=and_list([_(VALUES[k]) for k in stronger])),
                                 where, obj=u.id)
                utype = self.tables.unit_type(u.type)
                if utype.fires == "always" and not u.fire:
                    self.add("must-fire", "error",
                             _("unit '{id}' is {type}, a type that always fires, but has no fire symbol "
                               '(fire: false)').format(
                                 id=u.id, type=u.type), (*up, "fire") if "fire" in self.get(up, {}) else up, obj=u.id)
                if utype.fires == "never" and u.fire:
                    self.add("cannot-fire", "warning",
                             _("unit '{id}' has the fire symbol but {type} units have no fire column").format(
                                 id=u.id, type=u.type),
                             (*up, "fire"), obj=u.id)
                if u.dismounted and not u.mounted:
                    self.add("dismounted-not-mounted", "warning",
                             _("unit '{id}' has dismounted values but is not mounted").format(
                                 id=u.id), (*up, "dismounted"),
                             obj=u.id)

    def setup(self, ids: dict[str, tuple[str, Path_]]) -> None:
        s = self.s
        units = {u.id: (side, u) for side, u in s.units()}
        leaders = {ld.id: (side, ld) for side, ld in s.leaders()}
        placed: dict[str, Path_] = {}
        occupants: dict[Hex, list[tuple[int, m.Placement]]] = defaultdict(list)
        for i, p in enumerate(s.setup):
            path: Path_ = ("setup", i)
            ident = p.unit or p.leader or ""
            kind = "unit" if p.unit else "leader"
            table = units if p.unit else leaders
            if ident not in table:
                other = ids.get(ident)
                why = _("it is a {kind}").format(kind=_(KINDS[other[0]])) if other else _("no such id")
                self.add("unknown-id", "error", _("setup places {kind} '{ident}': {why}").format(
                                                    kind=_(KINDS[kind]), ident=ident, why=why), (*path, kind),
                         obj=ident)
                continue
            if ident in placed:
                line, _col = self.doc.where(placed[ident]) if self.doc else (None, None)
                self.add("placed-twice", "error",
                         _("{kind} '{ident}' is placed twice (also on line {line})").format(
                             kind=_(KINDS[kind]), ident=ident, line=line), path, p.hex, ident)
                continue
            placed[ident] = path
            if not self.g.contains(p.hex):
                self.on_map(self.g.label(p.hex), (*path, "hex"), _("{kind} '{ident}'").format(kind=_(KINDS[kind]),
                                                                                            ident=ident))
                continue
            occupants[p.hex].append((i, p))
            if p.unit:
                side, u = units[ident]
                if p.facing is None and "facing" not in (self.get(path, {}) or {}):
                    self.add("no-facing", "error", _("unit '{ident}' at {value} has no facing ({value2})").format(
                                                       ident=ident, value=self.g.label(p.hex),
                                                       value2=', '.join(self.g.facing_names)), path, p.hex, ident)
                if p.mounted is True and not u.mounted:
                    self.add("cannot-mount", "error", _("unit '{ident}' is set up mounted but its counter is "
                                                        'not a mounted unit').format(
                                                          ident=ident), (*path, "mounted"), p.hex, ident)
                if p.mounted is False and u.mounted and u.dismounted is None:
                    self.add("cannot-dismount", "error", _("unit '{ident}' is set up dismounted but has no "
                                                           'dismounted values').format(
                                                             ident=ident), (*path, "mounted"), p.hex, ident)
                terrain = s.map.terrain_at(p.hex)
                row = s.special_rules.terrain_as.get(terrain, terrain)
                try:
                    passable = self.tables.terrain_row(row).passable
                except ValueError:
                    passable = True
                if not passable:
                    self.add("unit-on-impassable", "error",
                             _("unit '{ident}' is set up on {terrain} at {value}, which no unit may enter "
                               '(terrain chart: NA)').format(
                                 ident=ident, terrain=word(terrain), value=self.g.label(p.hex)), (*path, "hex"),
                             p.hex, ident)
            else:
                if p.facing is not None:
                    self.add("leader-facing", "warning", _("leader '{ident}' has a facing; leaders have none").format(
                                                             ident=ident),
                             (*path, "facing"), p.hex, ident)
                if p.fatigued or p.disorder or p.mounted is not None:
                    self.add("leader-state", "warning", _("leader '{ident}' is given a unit's state; only "
                                                          "'wounded' applies to a leader").format(
                                                            ident=ident), path, p.hex, ident)
        self._stacks(occupants, units, leaders)
        reinforcing = {x for r in s.reinforcements for x in (*r.units, *r.leaders)}
        for side, u in s.units():
            if u.id not in placed and u.id not in reinforcing:
                si = s.sides.index(side)
                ui = side.units.index(u)
                self.add("never-placed", "warning", _("unit '{id}' is neither set up nor a reinforcement").format(
                                                        id=u.id),
                         ("sides", si, "units", ui), obj=u.id)
            if u.id in placed and u.id in reinforcing:
                self.add("placed-and-reinforcement", "error",
                         _("unit '{id}' is set up and also arrives as a reinforcement").format(
                             id=u.id), placed[u.id], obj=u.id)

    def _stacks(self, occupants: dict[Hex, list[tuple[int, m.Placement]]],
                units: dict[str, tuple[m.Side, m.Unit]], leaders: dict[str, tuple[m.Side, m.Leader]]) -> None:
        s = self.s
        for h, items in occupants.items():
            here_units = [units[p.unit] for _, p in items if p.unit]
            sides_here = {side.id for side, _ in here_units} | {leaders[p.leader][0].id for _, p in items
                                                                 if p.leader}
            first = ("setup", items[0][0])
            last_unit = ("setup", next((i for i, p in reversed(items) if p.unit), items[-1][0]))
            if len(sides_here) > 1:
                self.add("enemies-stacked", "error",
                         _('hex {value} holds counters of both sides').format(
                             value=self.g.label(h)), first, h)
                continue
            states = [p.mounted for _, p in items if p.unit]
            problem = stacking_problem([u for _, u in here_units], s.special_rules.stacking, states)
            if problem:
                self.add("overstacked", "error", _('hex {value}: {problem} (R20)').format(
                                                     value=self.g.label(h), problem=problem), last_unit, h)
            facings = {p.facing for _, p in items if p.unit and p.facing is not None and p.disorder != "routed"}
            if len(facings) > 1:
                self.add("stack-facing", "error", _('the units stacked in {value} face different ways; '
                                                    'stacked units always share one facing (5.2.3)').format(
                                                      value=self.g.label(h)), last_unit, h)
            for i, p in items:
                if not p.leader:
                    continue
                side, ld = leaders[p.leader]
                is_commander = side.army_commander == ld.id
                ok = any(u.banner == ld.banner or is_commander for _, u in here_units)
                if not ok:
                    msg = (_("leader '{id}' at {value} is not stacked with a unit of his army (7.1)")
                           if is_commander else
                           _("leader '{id}' at {value} is not stacked with a unit of his banner '{banner}' (7.1)"))
                    self.add("leader-alone", "error",
                             msg.format(id=ld.id, value=self.g.label(h), banner=ld.banner),
                             ("setup", i), h, ld.id)

    def reinforcements(self, ids: dict[str, tuple[str, Path_]]) -> None:
        s = self.s
        for i, r in enumerate(s.reinforcements):
            path: Path_ = ("reinforcements", i)
            if not s.first_turn <= r.turn <= s.last_turn:
                self.add("reinforcement-turn", "error",
                         _("reinforcements arrive on turn {turn}, outside the game's turns "
                           '{first_turn}–{last_turn}').format(
                             turn=r.turn, first_turn=s.first_turn, last_turn=s.last_turn), (*path, "turn"))
            side = s.side(r.side)
            if side is None:
                self.add("unknown-side", "error", _("reinforcements name side '{side}', which does not exist").format(
                                                      side=r.side),
                         (*path, "side"), obj=r.side)
                continue
            if r.enter.hexes is not None:
                for p, lab in self.label_items((*path, "enter", "hexes")):
                    self.on_map(lab, p, _("entry hex"))
            for key, pool in (("units", {u.id for u in side.units}), ("leaders", {ld.id for ld in side.leaders})):
                for j, ident in enumerate(getattr(r, key)):
                    if ident not in pool:
                        other = ids.get(ident)
                        why = (_("it is a {kind}").format(kind=_(KINDS[other[0]])) if other and other[0] != key[:-1]
                               else _("it belongs to another side") if other else _("no such id"))
                        msg = (_("reinforcement unit '{ident}' of side '{side}': {why}") if key == "units" else
                               _("reinforcement leader '{ident}' of side '{side}': {why}"))
                        self.add("unknown-id", "error",
                                 msg.format(ident=ident, side=r.side, why=why), (*path, key, j),
                                 obj=ident)

    def special_rules(self, ids: dict[str, tuple[str, Path_]]) -> None:
        sr = self.s.special_rules
        banners = {ld.banner for _, ld in self.s.leaders()} | {u.banner for _, u in self.s.units()}
        for i, x in enumerate(sr.stacking):
            for j, b in enumerate(x.banners):
                if b not in banners:
                    self.add("unknown-banner", "error", _("stacking exception names banner '{b}', which no "
                                                          'leader or unit carries').format(
                                                            b=b), ("special_rules", "stacking", i, "banners", j), obj=b)
        for j, b in enumerate(sr.no_melee_from_front):
            if b not in banners:
                self.add("unknown-banner", "error", _("no_melee_from_front names banner '{b}', which no "
                                                      'leader or unit carries').format(
                                                        b=b), ("special_rules", "no_melee_from_front", j), obj=b)
        used = set(self.s.map.terrain.values())
        for name, row in sr.terrain_as.items():
            if name not in used:
                self.add("terrain-as-unused", "warning", _("terrain_as maps '{name}', which no hex of the "
                                                           'map has').format(
                                                             name=name),
                         ("special_rules", "terrain_as", name), key=True)
            if name in m.HEX_TERRAIN and name != row:
                self.add("terrain-as-chart", "warning",
                         _("terrain_as reads chart terrain '{name}' as '{row}': every {terrain} hex on this map "
                           'will play as {as_terrain}').format(
                             name=name, row=row, terrain=word(name), as_terrain=word(row)),
                         ("special_rules", "terrain_as", name), key=True)

    def victory(self) -> None:
        side_ids = {s.id for s in self.s.sides}
        if not self.s.victory.points and not self.s.victory.sudden_death:
            self.add("no-victory", "warning", _("the scenario has no victory conditions (victory: points or "
                                                "sudden_death): every game ends in a draw"), ("victory",))
        for i, p in enumerate(self.s.victory.points):
            path: Path_ = ("victory", "points", i)
            if p.side is not None and p.side not in side_ids:
                self.add("unknown-side", "error", _("victory points name side '{side}', which does not exist").format(
                                                      side=p.side),
                         (*path, "side"), obj=p.side)
            for q, lab in self.label_items((*path, "hexes")):
                self.on_map(lab, q, _("victory hex"))
            if p.points is None and p.per_sp is None:
                self.add("victory-no-points", "error", _("victory event '{event}' gives no points (points or "
                                                         'per_sp)').format(
                                                           event=p.event), path)
            if p.per_sp is not None and p.event not in m.PER_SP_EVENTS:
                self.add("victory-per-sp-ignored", "warning",
                         _("victory event '{event}' has no strength points to count: its per_sp is ignored (only "
                           "unit_eliminated, unit_routed_at_end and unit_exited score per SP)").format(event=p.event),
                         (*path, "per_sp"))
            if p.event == "hex_held_at_end" and not p.hexes:
                self.add("victory-no-hexes", "error", _('a hex_held_at_end victory rule names no hexes'), path)
            if p.event == "unit_exited" and p.edge is None:
                self.add("victory-no-edge", "error", _('a unit_exited victory rule names no edge'), path)
        for i, sd in enumerate(self.s.victory.sudden_death):
            path = ("victory", "sudden_death", i)
            if sd.side not in side_ids:
                self.add("unknown-side", "error", _("sudden death counts the losses of side '{side}', which "
                                                    'does not exist').format(
                                                      side=sd.side), (*path, "when", "side"), obj=sd.side)
            if sd.winner not in side_ids:
                self.add("unknown-side", "error", _("sudden death names winner '{winner}', which is not a "
                                                    'side').format(
                                                      winner=sd.winner),
                         (*path, "winner"), obj=sd.winner)
        levels = self.s.victory.levels
        thresholds = [lv.at_least for lv in levels if lv.at_least is not None]
        if thresholds != sorted(thresholds, reverse=True):
            self.add("victory-levels-order", "warning",
                     _('victory levels should go from the highest threshold down, so the first that is '
                       'reached wins'),
                     ("victory", "levels"))
        if levels and any(lv.at_least is None for lv in levels[:-1]):
            self.add("victory-otherwise-last", "error", _("the 'otherwise' victory level must be the last one"),
                     ("victory", "levels"))

    def _image_base(self, path: Path_) -> Path | None:
        """Images of counters from a library are relative to the library's file."""
        foreign = self.doc.file_of(path) if self.doc else None
        return Path(foreign).parent if foreign else self.base_dir

    def banners(self) -> None:
        """Every banner of a side's units has a leader on that side (1.2)."""
        for si, side in enumerate(self.s.sides):
            led = {ld.banner for ld in side.leaders}
            reported: set[str] = set()
            for ui, u in enumerate(side.units):
                if u.banner not in led and u.banner not in reported:
                    reported.add(u.banner)
                    self.add("banner-without-leader", "error",
                             _("banner '{banner}' (unit '{id}') has no leader on side '{id2}': every banner "
                               'is commanded by its leader (1.2)').format(
                                 banner=u.banner, id=u.id, id2=side.id), ("sides", si, "units", ui, "banner"), obj=u.id)

    def images(self) -> None:
        paths: list[tuple[str, Path_]] = []
        bg = self.s.map.background
        if bg is not None:
            paths.append((bg.image, ("map", "background", "image")))
        for si, side in enumerate(self.get(("sides",), []) or []):
            for key in ("leaders", "generic_replacements", "units"):
                for i, x in enumerate(side.get(key, [])):
                    for face, img in (x.get("images") or {}).items():
                        paths.append((img, ("sides", si, key, i, "images", face)))
        for text, path in paths:
            p = PurePosixPath(text.replace("\\", "/"))
            if p.is_absolute() or ".." in p.parts or (len(text) > 1 and text[1] == ":"):
                self.add("image-outside", "error",
                         _("image path '{text}' leaves the scenario's folder; give a path relative to the "
                           'file, inside its folder').format(
                             text=text), path)
            elif (base := self._image_base(path)) is not None:
                missing, why = missing_or_why(base / p)
                if missing:
                    self.add("image-missing", "warning", _("image '{text}' does not exist next to the "
                                                           "scenario").format(text=text), path)
                elif why is not None:  # a name too long, a loop of links: as unusable as a missing image
                    self.add("image-unreadable", "warning", _("image '{text}' cannot be read: {why}").format(
                                                              text=text, why=why), path)


def validate_library(doc: YamlDoc, base_dir: Path | None = None) -> list[Finding]:
    """The counter checks of a counter library file (ids, values, banners, images)."""

    sides = []
    for side in doc.value.get("sides", []):
        entry = {"id": side["id"], "name": side.get("name", side["id"]), "colour": side.get("colour", "#000000"),
                 "role": "attacker"}
        entry.update({k: side[k] for k in ("leaders", "generic_replacements", "units") if k in side})
        sides.append(entry)
    fake = {"format": m.FORMAT, "title": "library", "map": {"grid": {"columns": 1, "rows": 1}}, "sides": sides}
    scenario, findings = scenario_from_dict(fake, doc)
    checker = _Checker(scenario, YamlDoc(fake, doc.marks, doc.key_marks), base_dir)
    ids = checker.ids()
    del ids
    checker.counters()
    checker.banners()
    checker.images()
    return findings + checker.out


def validate_scenario(s: m.Scenario, doc: YamlDoc | None = None, base_dir: Path | None = None) -> list[Finding]:
    """The semantic findings for a scenario that passed the schema."""
    return _Checker(s, doc, base_dir).run()
