"""The referee desk's measuring (issue 29 item 3): a ruler between two units (edge to edge, or centre to centre
as loose archers measure, B3/B34), a drawn path's length and its cost with the terrain (B47) with the turning
radius check (B49), a drawn rout path and the friends within 4 M of it (B31), and per selected unit the
overlays: field of view and ZOC (B44), range bands per weapon with elevation (B34, B35), protected flanks (B19),
the general's and corps leader's 4 M (B29). Overlays follow a unit while it is dragged or turned.

Every number and every shape comes from rules/bbg (the desk only draws them). Referee mode (referee.py) hides
all of it until the round's orders are locked (`[L254, L394]`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDockWidget,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rules.bbg.breakdown import BadFact, MissingDesignerValue
from rules.bbg.files import locked_rounds, scenario_sheets
from rules.bbg.geometry import Body, Pose, ruler
from rules.bbg.morale import command_area, friendly_rout_tests, rout_area
from rules.bbg.movement import path_cost, terrain_column, turning
from rules.bbg.rulebook import IMPASSABLE_LINEAR
from rules.bbg.shooting import band_areas, half_range_when_moving, moving_out_of_reach
from rules.bbg.table import OpenTable
from rules.bbg.zones import protected_flanks

from ..i18n import tr
from .figures import bbg_word
from .items import UnitItem, table_point
from .overlays import MeasureLine, OverlayItem, table_box
from .referee import RefereeLock

OVERLAYS = ("zoc", "bands", "flanks", "command")
PLATFORM_KINDS = ("elephant", "chariot")  # their archers measure from the base centre (B34)
TURNING_KINDS = ("cavalry", "chariot")  # B49 binds moving cavalry and chariots ([L197, L513])


def _m(x: float) -> str:
    return f"{x:.2f}"


def _short(x: float) -> str:
    """A reading on the table beside its line: the number of M only (the dock gives the sentence)."""
    return tr("{length} M").format(length=_m(x))


class MeasureDesk(QObject):
    """The measuring state of one table canvas: which overlays are on, the tool in use and what it measured.
    `reading` tells the dock the text to show (already hidden in referee mode)."""

    reading = Signal(str)
    centresChanged = Signal(bool)  # noqa: N815 (Qt's style)
    platformChanged = Signal(bool)  # noqa: N815
    toolChanged = Signal(object)  # noqa: N815 - the tool now in use, or None

    def __init__(self, canvas: Any, lock: RefereeLock | None = None) -> None:
        super().__init__(canvas)
        self.canvas = canvas
        self.lock = lock or RefereeLock(self)
        self.shown: set[str] = set()
        self.overlays: list[OverlayItem] = []
        self.tool: str | None = None  # "ruler", "path", "rout"
        self.centres = False  # the ruler measures centre to centre (B34)
        self.platform = False  # from the first unit's base centre: archers on an elephant or chariot (B34)
        self.ruler_units: list[str] = []
        self.path_unit: str | None = None
        self.path_kind = "path"  # or "rout"
        self.path_points: list[tuple[float, float]] = []
        self.line: MeasureLine | None = None
        self.rout_item: OverlayItem | None = None
        self.text = ""
        self._poses: dict[str, tuple[float, float, float]] = {}
        self._table: OpenTable | None = None
        self._bodies: dict[str, Body] = {}
        self._dragged: dict[str, tuple[tuple[float, float, float], Body]] = {}  # uid -> (pose, body there)
        self._table_box: Any = None
        self._facts: dict[Any, Any] = {}
        self._frame: dict[str, tuple[float, float, float]] | None = None  # the poses read in this redraw
        self._regions: dict | None = None
        self._discs: dict[tuple[str, float, float], Any] = {}
        self._cache: dict[tuple[str, str], tuple[Any, list, list[str]]] = {}
        self._measured_key: Any = None
        self._measured_lines: list[str] = []
        canvas.viewport().installEventFilter(self)
        canvas.installEventFilter(self)
        canvas.scene().changed.connect(self._scene_changed)
        canvas.scene().selectionChanged.connect(self.refresh)
        canvas.doc.changed.connect(self._doc_changed)
        self.lock.changed.connect(self._apply_visibility)

    # -- the core's view of the table ----------------------------------------------------------------------
    @property
    def table(self) -> OpenTable:
        if self._table is None:
            self._table = OpenTable(self.canvas.doc.scenario, self.canvas.doc.armies)
        return self._table

    def _doc_changed(self, *_a) -> None:
        self._table, self._bodies, self._regions, self._discs = None, {}, None, {}
        self._dragged, self._table_box, self._facts = {}, None, {}
        self._measured_key = None
        for _key, items, _msgs in self._cache.values():
            self._remove(items)
        self._cache = {}
        self.refresh()

    def regions(self) -> dict:
        if self._regions is None:
            self._regions = self.table.level_regions()
        return self._regions

    def _box(self):
        if self._table_box is None:  # kept until the document changes
            t = self.canvas.doc.scenario.table
            self._table_box = table_box(t.width_M, t.depth_M) if t else table_box(48.0, 32.0)
        return self._table_box

    def _cut(self, geom: Any) -> Any:
        """The shape as drawn: cut to the table (the field of view's rays reach 10 000 M); a shape inside the
        table is drawn as the core gave it."""
        box = self._box()
        x0, y0, x1, y1 = geom.bounds
        bx0, by0, bx1, by1 = box.bounds
        if x0 >= bx0 and y0 >= by0 and x1 <= bx1 and y1 <= by1:
            return geom
        return geom.intersection(box)

    def selected_units(self) -> list[str]:
        return [i.unit.id for i in self.canvas.scene().selectedItems() if isinstance(i, UnitItem)]

    def _live(self, uid: str) -> bool:
        """The canvas draws the unit (not mid-rebuild, when its old items are already gone)."""
        item = self.canvas.units.get(uid)
        return item is not None and shiboken6.isValid(item) and item.scene() is not None

    def pose_of(self, uid: str) -> tuple[float, float, float]:
        """Where the canvas shows the unit now (mid-drag included), as a file pose; read once per redraw (a
        unit's flanks and commanders ask for every friend's)."""
        if self._frame is not None and uid in self._frame:
            return self._frame[uid]
        item = self.canvas.units[uid]
        x, y = table_point(item.pos())
        pose = x, y, item.rotation() % 360.0
        if self._frame is not None:
            self._frame[uid] = pose
        return pose

    def _kept(self, key: Any, make: Any) -> Any:
        """What the file says that a drag does not change (poses in the file, a unit's friends, the obstacles),
        read once until the document changes."""
        if key not in self._facts:
            self._facts[key] = make()
        return self._facts[key]

    def moved(self, uid: str) -> bool:
        """The canvas shows the unit elsewhere than its file says (it is being dragged or turned)."""
        p = self._kept(("pose", uid), lambda: self.table.placed(uid).pose)
        x, y, h = self.pose_of(uid)
        return abs(p.x - x) > 5e-4 or abs(p.y - y) > 5e-4 or abs((p.heading - h + 180) % 360 - 180) > 1e-6

    def body(self, uid: str) -> Body:
        """The core's body of the unit where the canvas shows it (the file's body, kept, while it stays put; a
        dragged unit's body kept while it stays at that pose, so a frame builds it once)."""
        if self.moved(uid):
            pose = self.pose_of(uid)
            kept = self._dragged.get(uid)
            if kept is None or kept[0] != pose:
                kept = self._dragged[uid] = (pose, self.table.body_at(uid, *pose).carry(self._zoned(uid)))
            return kept[1]
        return self._still(uid)

    def _still(self, uid: str) -> Body:
        """The unit's body where the file has it, kept while the document stays as it is."""
        if uid not in self._bodies:
            self._bodies[uid] = self.table.body(uid)
        return self._bodies[uid]

    def _zoned(self, uid: str) -> Body:
        """The file's body of a dragged unit with the zones its overlays draw computed (once: kept with the body),
        for the body at each pose of the drag to carry them rigidly (`Body.carry`) instead of building them."""
        body = self._still(uid)
        body.footprint  # noqa: B018 - a loose unit's: the union of its bases (the ruler, friends' flanks)
        if "zoc" in self.shown:
            body.field_of_view, body.zoc  # noqa: B018 - computed once, kept with the body
        if "flanks" in self.shown and body.close:
            body.protected_flank_zone("left"), body.protected_flank_zone("right")
        return body

    # -- overlays -------------------------------------------------------------------------------------------
    def set_overlay(self, kind: str, on: bool) -> None:
        (self.shown.add if on else self.shown.discard)(kind)
        self.refresh()

    def shapes(self, uid: str, group: str = "") -> list[tuple[str, Any, str]]:
        """(kind, the core's geometry, tool tip) of every overlay on for one unit; `group` "own" for the shapes
        that move with the unit alone (ZOC, field of view, range bands), "others" for those that depend on other
        units too (protected flanks, command radius), "" for all."""
        t, body, cut = self.table, self.body(uid), self._cut
        out: list[tuple[str, Any, str]] = []
        own, others = group in ("", "own"), group in ("", "others")
        if "zoc" in self.shown and own:
            out.append(("fov", cut(body.field_of_view), tr("{unit}: field of view (B44)").format(
                unit=uid)))
            out.append(("zoc", cut(body.zoc), tr("{unit}: zone of control, 4 M (B44)").format(
                unit=uid)))
        if "bands" in self.shown and own:
            _card, ttype = t.card_and_type(uid)
            level = t.level_at(body.centre) if ttype and ttype.weapons else 0
            names = (tr("{unit}, {weapon}: short range, strength {strength} (B34, B35)"),
                     tr("{unit}, {weapon}: medium range, strength {strength} (B34, B35)"),
                     tr("{unit}, {weapon}: long range, strength {strength} (B34, B35)"))
            for weapon in (ttype.weapons if ttype else ()):
                word = bbg_word("weapon", weapon)
                for band in band_areas(body, weapon, level, self.regions()):
                    out.append((f"band{min(band.index, 2)}", cut(band.area),
                                names[min(band.index, 2)].format(unit=uid, weapon=word, strength=band.strength)))
                if half_range_when_moving(self._kept(("unit", uid), lambda: t.unit(uid)), weapon):
                    out.append(("band_moving", cut(moving_out_of_reach(body, weapon, level, self.regions())),
                                tr("{unit}, {weapon}: out of reach while it moves, beyond half range to its front "
                                   "and right (B36, [L424])").format(unit=uid, weapon=word)))
        if "flanks" in self.shown and others and body.close:  # B17: only close formations have protected flanks
            friends = {f: self.body(f) for f in self._kept(("flank friends", uid), lambda: [
                f for f in t.others(uid, friends=True) if t.formation(f) != "skirmish"])}
            for fp in protected_flanks(body, friends, self._kept("obstacles", self._obstacles)):
                zone = cut(body.protected_flank_zone(fp.side))
                if fp.protected:
                    tip = tr("{unit}: {side} flank protected by {by} (B19)").format(
                        unit=uid, side=self._side_word(fp.side), by=", ".join(fp.by))
                else:
                    tip = tr("{unit}: {side} flank not protected (B19)").format(unit=uid,
                                                                                side=self._side_word(fp.side))
                out.append(("flank" if fp.protected else "flank_open", zone, tip))
        if "command" in self.shown and others:
            u = t.placed(uid)
            corps = t.corps_of(uid)
            where = {f: self.body(f) for f in (uid, *self._kept(("friends", uid), lambda: t.others(uid, friends=True)))}
            for c in t.commanders(u.side, moved=where):
                if c.army_general or (corps and c.corps == corps):
                    disc = self._discs.get((c.name, c.x, c.y))
                    if disc is None:  # kept while the commander stands still: the item is not redrawn
                        if len(self._discs) > 64:  # a leader dragged with his unit leaves one per frame
                            self._discs.clear()
                        disc = self._discs[(c.name, c.x, c.y)] = cut(command_area(c))
                    out.append(("command", disc,
                                tr("{name}: 4 M command radius (B29)").format(name=c.name)))
        return out

    def _obstacles(self) -> dict[str, Any]:
        """B19: what protects a flank besides a friend: impassable areas, castle walls, moats, wide rivers."""
        t = self.table
        obstacles = {a.id: a.polygon for a in t.areas() if a.kind == "impassable"}
        obstacles.update({i: g for i, k, g in t.lines() if k in IMPASSABLE_LINEAR})
        return obstacles

    @staticmethod
    def _side_word(side: str) -> str:
        return tr("left") if side == "left" else tr("right")

    def _remove(self, items: list) -> None:
        scene = self.canvas.scene()
        for item in items:
            if shiboken6.isValid(item) and item.scene() is scene:
                scene.removeItem(item)

    def refresh(self) -> None:
        """Redraw the overlays and measurements from the core, at the poses the canvas shows now. A unit's
        shapes are recomputed only when what they depend on moved: its own pose for its ZOC and bands, any
        dragged unit's pose too for its flanks and commanders (so a drag stays within a frame)."""
        self._frame = {}
        try:
            self._refresh()
        finally:
            self._frame = None

    def _refresh(self) -> None:
        if not shiboken6.isValid(self.canvas) or self.canvas.doc.scenario is None:
            return
        units = [u for u in self.selected_units() if self._live(u)]
        self._poses = {u: self.pose_of(u) for u in units}
        moved = tuple(sorted((u, p) for u, p in self._poses.items() if self.moved(u)))
        shown = frozenset(self.shown)
        keep: dict[tuple[str, str], tuple[Any, list, list[str]]] = {}
        for uid in units:
            for group in ("own", "others"):
                key = (self._poses[uid], shown, moved if group == "others" else None)
                old = self._cache.pop((uid, group), None)
                if old is not None and old[0] == key and all(shiboken6.isValid(i) and i.scene() is not None
                                                             for i in old[1]):
                    keep[(uid, group)] = old
                    continue
                spare = [i for i in (old[1] if old else []) if shiboken6.isValid(i) and i.scene() is not None]
                items, msgs = [], []
                try:
                    for kind, geom, tip in self.shapes(uid, group):
                        if spare and spare[0].kind == kind:  # the same shape moved: no scene index churn
                            item = spare.pop(0)
                            if item.geometry is not geom:  # a kept body's shape is the very same object
                                item.set_geometry(geom)
                            item.setToolTip(tip)
                        else:
                            item = OverlayItem(kind, geom, tip, uid)
                            self.canvas.scene().addItem(item)
                        items.append(item)
                except (BadFact, MissingDesignerValue) as e:
                    msgs.append(str(e))
                self._remove(spare)
                keep[(uid, group)] = (key, items, msgs)
        for _key, items, _msgs in self._cache.values():  # units no longer selected
            self._remove(items)
        self._cache = keep
        self.overlays = [i for _k, items, _m in keep.values() for i in items]
        self._measure(list(dict.fromkeys(m for _k, _i, msgs in keep.values() for m in msgs)))
        self._apply_visibility()

    def follow(self) -> bool:
        """Redraw if a selected unit stands elsewhere than when last drawn (it is being dragged or turned)."""
        if not shiboken6.isValid(self.canvas):
            return False
        units = [u for u in self.selected_units() if self._live(u)]
        moved = set(units) != set(self._poses) or any(self.pose_of(u) != self._poses.get(u) for u in units)
        if moved:
            self.refresh()
        return moved

    def _scene_changed(self, *_a) -> None:
        if self.shown or self.ruler_units:
            self.follow()

    # -- the tools ------------------------------------------------------------------------------------------
    def set_tool(self, tool: str | None) -> None:
        """Start the ruler (click two units), a path or a rout path (for the selected unit, click its corners;
        double-click, Enter or a right click ends it)."""
        self.tool = tool
        if tool == "ruler":
            self.ruler_units, self.path_unit, self.path_points = [], None, []
        elif tool in ("path", "rout"):
            self.ruler_units, self.path_kind = [], tool
            sel = self.selected_units()
            if not sel:
                self.tool = None
                self._say(tr("Select the unit first, then draw its path."))
                return
            self.path_unit, self.path_points = sel[0], []
        self.refresh()

    def clear(self) -> None:
        self.tool, self.ruler_units, self.path_unit, self.path_points = None, [], None, []
        self.toolChanged.emit(None)
        self.refresh()

    def pick_unit(self, uid: str) -> None:
        """The ruler's next unit; a third click starts a new measure. A loose first unit measures centre to
        centre, as loose archers do (B34, [L422]); the dock's box changes it."""
        if len(self.ruler_units) >= 2:
            self.ruler_units = []
        self.ruler_units.append(uid)
        if len(self.ruler_units) == 1:
            try:
                self.platform = self.table.unit(uid).kind in PLATFORM_KINDS
                self.centres = not self.platform and not self.table.body(uid).close
            except (BadFact, MissingDesignerValue):
                pass
            self.centresChanged.emit(self.centres)
            self.platformChanged.emit(self.platform)
        self.refresh()

    def add_point(self, p: tuple[float, float]) -> None:
        self.path_points.append(p)
        self.refresh()

    def _ensure_line(self, colour: str, dashed: bool = False) -> MeasureLine:
        if self.line is None or not shiboken6.isValid(self.line) or self.line.scene() is not self.canvas.scene():
            self.line = MeasureLine(colour, dashed)
            self.canvas.scene().addItem(self.line)
        self.line.clear_marks()
        return self.line

    def _drop_line(self) -> None:
        if self.line is not None and shiboken6.isValid(self.line) and self.line.scene() is not None:
            self.line.scene().removeItem(self.line)
        self.line = None

    def _measure(self, messages: list[str]) -> None:
        involved = [u for u in (*self.ruler_units, self.path_unit) if u and self._live(u)]
        key = (self.tool, tuple(self.ruler_units), self.path_unit, self.path_kind, tuple(self.path_points),
               self.centres, self.platform, tuple(self.pose_of(u) for u in involved))
        if key != self._measured_key or (self.line is not None and not shiboken6.isValid(self.line)):
            self._measured_lines = self._measure_now()
            self._measured_key = key
        if self.rout_item is not None and shiboken6.isValid(self.rout_item) and self.rout_item.scene() is not None:
            self.overlays.append(self.rout_item)
        self.text = "\n".join([*messages, *self._measured_lines])
        self._say(self.text)

    def _measure_now(self) -> list[str]:
        try:
            if self.tool == "ruler" or len(self.ruler_units) == 2:
                self._drop_rout()
                return self._ruler()
            if self.path_unit and self._live(self.path_unit):
                return self._path()
            self._drop_line()
            self._drop_rout()
        except (BadFact, MissingDesignerValue) as e:
            self._drop_line()
            self._drop_rout()
            return [str(e)]
        return []

    def _drop_rout(self) -> None:
        if self.rout_item is not None and shiboken6.isValid(self.rout_item) and self.rout_item.scene() is not None:
            self.rout_item.scene().removeItem(self.rout_item)
        self.rout_item = None

    def _ruler(self) -> list[str]:
        units = [u for u in self.ruler_units if self._live(u)]
        if len(units) < 2:
            self._drop_line()
            return [tr("Ruler: click the first unit, then the second.") if not units else
                    tr("Ruler from {unit}: click the second unit.").format(unit=units[0])]
        a, b = units
        got = ruler(self.body(a), self.body(b), centres=self.centres, platform=self.platform)
        if got.how == "centre":
            text = tr("{a} to {b}: {distance} M, centre to centre (B34)")
        elif got.how == "platform":
            text = tr("{a} to {b}: {distance} M, from the base centre of the elephant or chariot (B34)")
        else:
            text = tr("{a} to {b}: {distance} M, edge to edge (B3)")
        text = text.format(a=a, b=b, distance=_m(got.distance))
        self._ensure_line("#101010", dashed=True).set_line([got.a, got.b], _short(got.distance))
        self.measured = got
        return [text]

    def _path(self) -> list[str]:
        uid, t = self.path_unit, self.table
        body = self.body(uid)
        start = (body.pose.x, body.pose.y)
        self._drop_rout()
        rout = self.path_kind == "rout"
        line = self._ensure_line("#8a1a1a" if rout else "#102a70")
        if not self.path_points:
            line.set_line([start], "")
            return [tr("Path of {unit}: click its corners; double-click or Enter ends it.").format(unit=uid)]
        pts = [start, *self.path_points]
        if rout:
            area = rout_area(body, self.path_points)
            self.rout_item = OverlayItem("rout", self._cut(area),
                                         tr("{unit}: within 4 M of its rout path (B31)").format(unit=uid), uid)
            self.canvas.scene().addItem(self.rout_item)
            side = t.placed(uid).side
            friends = {}
            for f in t.others(uid, friends=True):
                if t.placed(f).side == side:
                    friends[f] = (t.body(f), t.unit(f))
            names: dict[str, int] = {}
            into: dict[str, int] = {}  # those its footprint runs into: 4× or 6× instead ([L503])
            leg = body
            for x, y in self.path_points:
                end = Pose(x, y, body.pose.heading)
                for test in friendly_rout_tests(leg, end, friends):
                    names[test.unit] = test.k
                for test in friendly_rout_tests(leg, end, friends, run_into=True):
                    into[test.unit] = test.k
                leg = leg.moved_to(end)
            for n in into:
                names.pop(n, None)
            text = tr("Rout of {unit}: the friends within 4 M of its path test their morale (B31): {names}").format(
                unit=uid, names=", ".join(f"{n} ×{k}" for n, k in sorted(names.items())) or "—")
            hit = tr("The friends it runs into test at four or six times their morale value (B31, [L503]): "
                     "{names}").format(names=", ".join(f"{n} ×{k}" for n, k in sorted(into.items())) or "—")
            line.set_line(pts, "")
            return [text, hit]
        unit = t.unit(uid)
        column = terrain_column(unit.kind, body.close, owner=uid)
        cost = path_cost(body, self.path_points, t.areas(), column)
        text = tr("Path of {unit}: {length} M long, costs {cost} M with the terrain (B47)").format(
            unit=uid, length=_m(cost.length), cost=_m(cost.cost))
        lines = [text]
        if cost.impassable:
            lines.append(tr("Impassable on the way: {areas} (B47)").format(areas=", ".join(cost.impassable)))
        turn = turning(pts)
        self.turn = turn
        if turn.corners and unit.kind in TURNING_KINDS:
            if turn.ok:
                lines.append(tr("Every turn has a radius of 2.5 M or more (B49)."))
            else:
                lines.append(tr("Too tight a turn: {radius} M at the tightest corner, 2.5 M at least (B49).").format(
                    radius=_m(turn.min_radius)))
        line.set_line(pts, _short(cost.cost))  # on the table the cost; the dock says the rest
        if unit.kind in TURNING_KINDS:
            for c in turn.corners:
                if not c["ok"]:
                    line.mark(tuple(c["at"]), tr("Too tight: the largest arc here has a radius of {radius} M "
                                                 "(B49)").format(radius=_m(c["max_radius"])))
        return lines

    # -- referee mode ---------------------------------------------------------------------------------------
    def visible_items(self) -> list:
        items = [i for i in self.overlays if shiboken6.isValid(i)]
        if self.line is not None and shiboken6.isValid(self.line):
            items.append(self.line)
        return items

    def _apply_visibility(self) -> None:
        shows = self.lock.shows
        for item in self.visible_items():
            item.setVisible(shows)
        self._say(self.text)

    def _say(self, text: str) -> None:
        if not self.lock.shows:
            text = tr("Referee mode: distances and overlays stay hidden until the orders of round {round} are "
                      "locked ([L254, L394]).").format(round=self.lock.round)
        self.reading.emit(text)

    # -- the canvas's mouse and keys while a tool is on -----------------------------------------------------
    def eventFilter(self, obj, e) -> bool:  # noqa: N802
        if self.tool is None:
            return False
        kind = e.type()
        if kind == QEvent.Type.MouseButtonPress and obj is self.canvas.viewport():
            if e.button() == Qt.MouseButton.RightButton:
                self.finish()
                return True
            if e.button() != Qt.MouseButton.LeftButton:
                return False
            pos = e.position().toPoint()
            if self.tool == "ruler":
                unit = next((i for i in self.canvas.items(pos) if isinstance(i, UnitItem)), None)
                if unit is not None:
                    self.pick_unit(unit.unit.id)
            else:
                self.add_point(table_point(self.canvas.mapToScene(pos)))
            return True
        if kind == QEvent.Type.MouseButtonDblClick and obj is self.canvas.viewport():
            self.finish()
            return True
        if kind == QEvent.Type.KeyPress and obj is self.canvas:
            if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.finish()
                return True
            if e.key() == Qt.Key.Key_Escape:
                self.clear()
                return True
        return False

    def finish(self) -> None:
        """End the tool; what it measured stays drawn until Clear."""
        self.tool = None
        self.toolChanged.emit(None)
        self.refresh()


class MeasureDock(QDockWidget):
    """The dock of the referee desk's measuring: overlay switches, the ruler and path tools, the reading, and
    referee mode with the round's lock."""

    def __init__(self, canvas: Any, parent: QWidget | None = None) -> None:
        super().__init__(tr("Measure"), parent)
        self.setObjectName("bbg-measure")
        self.lock = RefereeLock(self)
        self.desk = MeasureDesk(canvas, self.lock)
        body = QWidget()
        lay = QVBoxLayout(body)

        over = QGroupBox(tr("Overlays of the selected units"))
        ol = QVBoxLayout(over)
        self.boxes: dict[str, QCheckBox] = {}
        for kind, text, tip in (
                ("zoc", tr("Zone of control and field of view"), tr("The 90° field of view and the 4 M zone of "
                                                                     "control in front of the unit (B44)")),
                ("bands", tr("Range bands per weapon"), tr("Short, medium and long range of each missile weapon, "
                                                            "2 M shorter per level up (B34, B35)")),
                ("flanks", tr("Protected flanks"), tr("The ground within 4 M of each flank of a close unit: "
                                                       "green when a friend or an obstacle protects it (B19)")),
                ("command", tr("Command radius, 4 M"), tr("The 4 M around the army general and around the unit's "
                                                          "own corps commander (B29)"))):
            box = QCheckBox(text)
            box.setToolTip(tip)
            box.toggled.connect(lambda on, k=kind: self.desk.set_overlay(k, on))
            ol.addWidget(box)
            self.boxes[kind] = box
        lay.addWidget(over)

        tools = QGroupBox(tr("Measure"))
        tl = QVBoxLayout(tools)
        row = QHBoxLayout()
        group = QActionGroup(self)
        group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.tool_actions: dict[str, QAction] = {}
        for tool, text, key, tip in (
                ("ruler", tr("Ruler"), "R", tr("Click two units: the distance edge to edge, or centre to centre "
                                               "for loose archers (B3, B34) (R)")),
                ("path", tr("Path"), "P", tr("Click the selected unit's path corner by corner: its length, its cost "
                                             "with the terrain (B47) and the turning radius check (B49) (P)")),
                ("rout", tr("Rout path"), "Shift+R", tr("Draw where the selected unit routs: the friends within "
                                                       "4 M of it test their morale (B31) (Shift+R)"))):
            act = QAction(text, self, checkable=True)
            act.setShortcut(QKeySequence(key))
            act.setToolTip(tip)
            act.toggled.connect(lambda on, t=tool: self._tool(t, on))
            group.addAction(act)
            button = QToolButton()
            button.setDefaultAction(act)
            row.addWidget(button)
            self.tool_actions[tool] = act
            if parent is not None:
                parent.addAction(act)
        clear = QPushButton(tr("Clear"))
        clear.setToolTip(tr("Remove the ruler and the drawn path (Esc)"))
        clear.clicked.connect(self._clear)
        row.addWidget(clear)
        tl.addLayout(row)
        self.centres = QCheckBox(tr("Centre to centre (loose archers, B34)"))
        self.centres.setToolTip(tr("Loose shooters measure from centre to centre ([L422]); otherwise edge to edge"))
        self.centres.toggled.connect(self._centres)
        tl.addWidget(self.centres)
        self.platform = QCheckBox(tr("From the base centre (archers on an elephant or chariot, B34)"))
        self.platform.setToolTip(tr("Archers on an elephant or a chariot measure from the centre of its base to the "
                                    "target's footprint"))
        self.platform.toggled.connect(self._platform)
        tl.addWidget(self.platform)
        self.readout = QLabel("")
        self.readout.setWordWrap(True)
        self.readout.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        tl.addWidget(self.readout)
        lay.addWidget(tools)

        ref = QGroupBox(tr("Referee mode"))
        rl = QVBoxLayout(ref)
        self.referee = QCheckBox(tr("Hide distances and overlays until the orders are locked"))
        self.referee.setToolTip(tr("Pre-measuring is forbidden ([L254, L394]): with this on, the players see no "
                                   "distance and no overlay until the round's orders are locked"))
        self.referee.toggled.connect(self.lock.set_on)
        self.referee.toggled.connect(lambda _on: self.read_sheets())
        rl.addWidget(self.referee)
        rr = QHBoxLayout()
        rr.addWidget(QLabel(tr("Round")))
        self.round = QSpinBox()
        self.round.setRange(1, 99)
        sc = canvas.doc.scenario
        if sc is not None and getattr(sc, "rounds", None):
            self.round.setMaximum(max(1, int(sc.rounds)))
        self.round.valueChanged.connect(self._round)
        rr.addWidget(self.round)
        self.locked = QCheckBox(tr("Orders locked"))
        self.locked.setToolTip(tr("The orders of this round are written and locked: distances may be shown"))
        self.locked.toggled.connect(self.lock.set_locked)
        rr.addWidget(self.locked)
        rl.addLayout(rr)
        lay.addWidget(ref)
        lay.addStretch(1)
        self.setWidget(body)
        self.desk.reading.connect(self.readout.setText)
        self.desk.centresChanged.connect(self._show_centres)
        self.desk.platformChanged.connect(self._show_platform)
        self.desk.toolChanged.connect(self._show_tool)
        self.desk.refresh()
        self.read_sheets()
        if parent is not None:  # a sheet locked in its own window: read again when the table window is back
            parent.installEventFilter(self)

    def eventFilter(self, obj, e) -> bool:  # noqa: N802
        if e.type() == QEvent.Type.WindowActivate and obj is self.parent():
            self.read_sheets()
        return False

    def _tool(self, tool: str, on: bool) -> None:
        if on:
            self.desk.set_tool(tool)
            if self.desk.tool != tool:  # refused (no unit selected)
                self.tool_actions[tool].setChecked(False)
        elif self.desk.tool == tool:
            self.desk.finish()

    def _clear(self) -> None:
        for act in self.tool_actions.values():
            act.setChecked(False)
        self.desk.clear()

    def _centres(self, on: bool) -> None:
        self.desk.centres = on
        if on and self.platform.isChecked():
            self.platform.setChecked(False)
        self.desk.refresh()

    def _show_tool(self, tool: str | None) -> None:
        for name, act in self.tool_actions.items():
            if act.isChecked() != (name == tool):
                act.blockSignals(True)
                act.setChecked(name == tool)
                act.blockSignals(False)

    def _platform(self, on: bool) -> None:
        self.desk.platform = on
        if on and self.centres.isChecked():
            self.centres.setChecked(False)
        self.desk.refresh()

    def _show_platform(self, on: bool) -> None:
        self.platform.blockSignals(True)
        self.platform.setChecked(on)
        self.platform.blockSignals(False)

    def _show_centres(self, on: bool) -> None:
        self.centres.blockSignals(True)
        self.centres.setChecked(on)
        self.centres.blockSignals(False)

    def _round(self, number: int) -> None:
        self.lock.set_round(number)
        self.read_sheets()

    def read_sheets(self) -> None:
        """Read the locks of the scenario's army sheets (referee.py): when every side has one, the tick follows
        them and cannot be changed here (the sheets are locked in their own window); else the referee's tick."""
        doc = self.desk.canvas.doc
        rounds = None
        if doc.scenario is not None and getattr(doc, "path", None):
            open_sheets = {}
            for w in QApplication.topLevelWidgets():
                other = getattr(w, "doc", None)
                if getattr(other, "kind", None) == "sheet" and getattr(other, "path", None):
                    open_sheets[Path(other.path).resolve()] = other.model
            rounds = locked_rounds(doc.scenario, scenario_sheets(doc.path, open_sheets))
        self.lock.set_sheet_locked(rounds)
        self.locked.blockSignals(True)
        self.locked.setChecked(self.lock.round_locked)
        self.locked.setEnabled(rounds is None)
        self.locked.setToolTip(
            tr("The orders of this round are written and locked: distances may be shown") if rounds is None else
            tr("Every side's army sheet says whether this round's orders are locked: lock it there ([L254, L394])"))
        self.locked.blockSignals(False)
