"""The select tool: pick a hex or a counter, move counters between hexes, turn them, change the stack order,
take them off the map; and the rout-edge tool."""

from __future__ import annotations

import copy
import math
from collections.abc import Callable

from PySide6.QtCore import QT_TR_NOOP, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from rules.geometry.hexgrid import Hex
from rules.map import counters as C
from rules.scenario import model as m
from rules.scenario.stacking import placement_problem

from ...i18n import tr
from ..document import edge_hexes
from ..mapitem import LEADER_REACH_PX
from .base import MapEvent, Tool, combo, options_bar


class SelectTool(Tool):
    name = "select"
    label = QT_TR_NOOP("Select and move counters")
    shortcut = "V"
    tip = QT_TR_NOOP('Click a hex or a counter to select it; drag a unit to move its whole stack with its leaders '
                     '(Shift+drag: that counter alone); drag from the armies list to place one. Turn the selected '
                     'counter with [ and ] or Shift+wheel; Page Up/Down change its place in the stack; Delete '
                     'takes it off the map. A drop where the counters may not stand (NA terrain, the stacking '
                     'limit) is refused, and the status bar says why. Right-click for more.')
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.dragging: tuple[str, str] | None = None
        self.drag_from: Hex | None = None
        self.alone = False  # Shift held at the press: the dragged counter leaves its stack

    # -- finding counters --------------------------------------------------------------------------------
    def counter_at(self, x: float, y: float, h: Hex | None) -> tuple[str, str] | None:
        """The topmost counter drawn under the point (a unit or leader id)."""
        if h is None:
            return None
        painter = self.view.map_item.painter
        r = self.doc.geometry.r
        hits = []
        for hh in {h, *self.doc.scenario.grid.neighbours(h)}:
            stack = self.doc.setup_by_hex().get(hh)
            if not stack:
                continue
            disc = r * C.leader_size(sum(pl.leader is None for pl in stack)) / 2  # the disc the map draws
            for pl, cx, cy in painter.stack_positions(hh, stack):
                if pl.leader is None:
                    if abs(x - cx) <= r * C.UNIT_SIZE / 2 and abs(y - cy) <= r * C.UNIT_SIZE / 2:
                        hits.append(("unit", pl.unit))
                elif math.hypot(x - cx, y - cy) <= disc:
                    hits.append(("leader", pl.leader))
        return hits[-1] if hits else None

    def placement(self, sel) -> m.Placement | None:
        if not sel or sel[0] not in ("unit", "leader"):
            return None
        key = "unit" if sel[0] == "unit" else "leader"
        return next((p for p in self.doc.scenario.setup if getattr(p, key) == sel[1]), None)

    def _index(self, sel) -> int | None:
        key = "unit" if sel[0] == "unit" else "leader"
        return next((i for i, p in enumerate(self.doc.scenario.setup) if getattr(p, key) == sel[1]), None)

    # -- mouse -------------------------------------------------------------------------------------------
    def press(self, ev: MapEvent) -> None:
        hit = self.counter_at(ev.x, ev.y, ev.hex)
        if hit is None:  # just beside a leader's small disc, on nothing else: him, as in play mode
            reach = LEADER_REACH_PX / (self.view.transform().m11() or 1.0)
            leader = self.view.map_item.painter.leader_near(self.doc.setup_by_hex(), ev.x, ev.y, ev.hex, reach)
            hit = ("leader", leader) if leader is not None else None
        if hit is not None:
            self.doc.select(*hit)
            if not ev.right:
                self.dragging = hit
                self.drag_from = ev.hex
                self.alone = bool(ev.modifiers & Qt.KeyboardModifier.ShiftModifier)
                self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        elif ev.hex is not None:
            self.doc.select("hex", ev.hex)
        else:
            self.doc.select(None)

    def release(self, ev: MapEvent) -> None:
        if self.dragging is not None and ev.hex is not None and ev.hex != self.drag_from:
            kind, ident = self.dragging
            if kind == "unit" and not self.alone:
                move_stack(self.doc, ident, ev.hex, self.message.emit)
            else:
                move_counter(self.doc, kind, ident, ev.hex, tell=self.message.emit)
        self.dragging = None
        self.drag_from = None
        self.view.viewport().setCursor(self.cursor)

    def cancel(self) -> None:
        self.dragging = None

    def footprint(self, h: Hex) -> list[Hex]:
        return [h] if self.dragging is not None else []

    def wheel(self, ev: MapEvent) -> bool:
        if not ev.modifiers & Qt.KeyboardModifier.ShiftModifier:
            return False
        hit = self.counter_at(ev.x, ev.y, ev.hex)
        sel = hit if hit and hit[0] == "unit" else self.doc.selection
        if sel and sel[0] == "unit":
            if hit:
                self.doc.select(*hit)
            turn_counter(self.doc, sel[1], 1 if ev.delta < 0 else -1)
            return True
        return False

    def key(self, key: int, modifiers) -> bool:
        sel = self.doc.selection
        if not sel or sel[0] not in ("unit", "leader"):
            return False
        if key in (Qt.Key.Key_BracketRight, Qt.Key.Key_BracketLeft) and sel[0] == "unit":
            turn_counter(self.doc, sel[1], 1 if key == Qt.Key.Key_BracketRight else -1)
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            remove_from_map(self.doc, sel[0], sel[1])
            return True
        if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            restack(self.doc, sel[0], sel[1], up=key == Qt.Key.Key_PageUp)
            return True
        return False

    def context_menu(self, ev: MapEvent, menu) -> None:
        hit = self.counter_at(ev.x, ev.y, ev.hex)
        if hit is None:
            return
        self.doc.select(*hit)
        kind, ident = hit
        pl = self.placement(hit)
        if pl is None:
            return
        if kind == "unit":
            sub = menu.addMenu(tr("Face"))
            for i, name in enumerate(self.doc.scenario.grid.facing_names):
                a = sub.addAction(name)
                a.setCheckable(True)
                a.setChecked(pl.facing == i)
                a.triggered.connect(lambda _=False, i=i: set_facing(self.doc, ident, i))
            menu.addAction(tr("Turn clockwise\t]"), lambda: turn_counter(self.doc, ident, 1))
            menu.addAction(tr("Turn anticlockwise\t["), lambda: turn_counter(self.doc, ident, -1))
            a = menu.addAction(tr("Fatigued (back side)"))
            a.setCheckable(True)
            a.setChecked(pl.fatigued)
            a.triggered.connect(lambda v: set_state(self.doc, "unit", ident, fatigued=v))
            sub = menu.addMenu(tr("Disorder"))
            for value, text in ((None, "None"), ("discouraged", "Discouraged"), ("routed", "Routed")):
                a = sub.addAction(text)
                a.setCheckable(True)
                a.setChecked(pl.disorder == value)
                a.triggered.connect(lambda _=False, v=value: set_state(self.doc, "unit", ident, disorder=v))
        else:
            a = menu.addAction(tr("Wounded"))
            a.setCheckable(True)
            a.setChecked(pl.wounded)
            a.triggered.connect(lambda v: set_state(self.doc, "leader", ident, wounded=v))
        menu.addSeparator()
        menu.addAction(tr("Up the stack\tPage Up"), lambda: restack(self.doc, kind, ident, up=True))
        menu.addAction(tr("Down the stack\tPage Down"), lambda: restack(self.doc, kind, ident, up=False))
        menu.addAction(tr("Remove from the map\tDelete"), lambda: remove_from_map(self.doc, kind, ident))


def _find(setup: list[m.Placement], kind: str, ident: str) -> int | None:
    return next((i for i, p in enumerate(setup) if getattr(p, kind) == ident), None)


Tell = Callable[[str], None]  # where a refused drop says why (the status bar)


def place_counter(doc, kind: str, ident: str, h: Hex, facing: int | None = None, tell: Tell | None = None) -> bool:
    """Put a unit or leader on a hex (moving it if it is already on the map). One undo step. Refused, with the
    reason told, where the counter may not stand (NA terrain, the other side, the stacking limit)."""
    setup = doc.part("setup")
    i = _find(setup, kind, ident)
    old = None
    if i is not None:
        old = setup[i].hex
        if old == h:
            return False
        pl = copy.copy(setup[i])
    else:
        pl = m.Placement(h, unit=ident if kind == "unit" else None, leader=ident if kind == "leader" else None)
        if kind == "unit":
            pl.facing = default_facing(doc, ident) if facing is None else facing
    if _refused(doc, [pl], h, tell):
        return False
    if i is not None:
        setup[i].hex = h
    else:
        setup.append(pl)
    hexes = {h} | ({old} if old is not None else set())
    label = doc.scenario.grid.label(h)
    return doc.edit(f"{'Move' if old is not None else 'Place'} {ident} to {label}", {"setup": setup}, hexes=hexes)


move_counter = place_counter


def _refused(doc, moving: list[m.Placement], h: Hex, tell: Tell | None) -> bool:
    problem = placement_problem(doc.scenario, moving, h)
    if problem and tell is not None:
        tell(tr("Not moved: {problem}").format(problem=problem))
    return problem is not None


def move_stack(doc, unit_id: str, h: Hex, tell: Tell | None = None) -> bool:
    """Move the unit's whole stack, its leaders with it, keeping their order and facings (5.2.3). One undo
    step; refused, with the reason told, where the stack may not stand."""
    setup = doc.part("setup")
    i = _find(setup, "unit", unit_id)
    if i is None or setup[i].hex == h:
        return False
    old = setup[i].hex
    stack = [p for p in setup if p.hex == old]
    if _refused(doc, stack, h, tell):
        return False
    for p in stack:
        p.hex = h
    label = doc.scenario.grid.label(h)
    what = unit_id if len(stack) == 1 else tr("the stack of {unit} ({count} counters)").format(
        unit=unit_id, count=len(stack))
    return doc.edit(tr("Move {what} to {label}").format(what=what, label=label), {"setup": setup}, hexes={old, h})


def default_facing(doc, unit_id: str) -> int:
    """Toward the enemy: away from the side's rout edge when it has one, else the grid's first facing."""
    side = doc.scenario.side_of_unit(unit_id)
    edge = side.rout_edge.edge if side and side.rout_edge else None
    names = doc.scenario.grid.facing_names
    want = {"north": "S", "south": "N", "east": "W", "west": "E"}.get(edge or "")
    if want is None:
        return 0
    if want in names:
        return names.index(want)
    alt = {"E": "NE", "W": "SW"}.get(want)  # flat grids have no E/W facing
    return names.index(alt) if alt in names else 0


def turn_counter(doc, unit_id: str, steps: int) -> None:
    setup = doc.part("setup")
    i = _find(setup, "unit", unit_id)
    if i is None:
        return
    setup[i].facing = ((setup[i].facing or 0) + steps) % 6
    name = doc.scenario.grid.facing_names[setup[i].facing]
    doc.edit(tr("Turn {unit_id} to {name}").format(unit_id=unit_id, name=name), {"setup": setup}, hexes={setup[i].hex})


def set_facing(doc, unit_id: str, facing: int) -> None:
    setup = doc.part("setup")
    i = _find(setup, "unit", unit_id)
    if i is not None:
        setup[i].facing = facing
        doc.edit(tr("Face {unit} {facing}").format(unit=unit_id, facing=doc.scenario.grid.facing_names[facing]),
             {"setup": setup}, hexes={setup[i].hex})


def set_state(doc, kind: str, ident: str, **state) -> None:
    setup = doc.part("setup")
    i = _find(setup, kind, ident)
    if i is not None:
        for k, v in state.items():
            setattr(setup[i], k, v)
        doc.edit(tr("Change {ident}").format(ident=ident), {"setup": setup}, hexes={setup[i].hex})


def remove_from_map(doc, kind: str, ident: str) -> None:
    setup = doc.part("setup")
    i = _find(setup, kind, ident)
    if i is not None:
        h = setup.pop(i).hex
        doc.edit(tr("Take {ident} off the map").format(ident=ident), {"setup": setup}, hexes={h})
        doc.select(None)


def restack(doc, kind: str, ident: str, up: bool) -> None:
    """Move a counter one place up (drawn later: on top) or down among the counters of its hex."""
    setup = doc.part("setup")
    i = _find(setup, kind, ident)
    if i is None:
        return
    h = setup[i].hex
    is_leader = setup[i].leader is not None
    same = [j for j, p in enumerate(setup) if p.hex == h and (p.leader is not None) == is_leader]
    k = same.index(i)
    k2 = k + 1 if up else k - 1
    if not 0 <= k2 < len(same):
        return
    j = same[k2]
    setup[i], setup[j] = setup[j], setup[i]
    doc.edit((tr("Raise {ident} in its stack") if up else tr("Lower {ident} in its stack")).format(ident=ident),
             {"setup": setup}, hexes={h})


class RoutEdgeTool(Tool):
    name = "rout"
    label = QT_TR_NOOP("Rout edge hexes")
    shortcut = "X"
    tip = QT_TR_NOOP("Click or drag over hexes to add them to the chosen side's rout edge (right-click removes). "
                     "To use a whole map edge, choose it in the side's form instead.")

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.side_id: str | None = None
        self.stroke: int | None = None
        self.remove = False
        self.done: set[Hex] = set()

    def _side(self) -> m.Side | None:
        sides = self.doc.scenario.sides
        s = self.doc.scenario.side(self.side_id) if self.side_id else None
        return s or (sides[0] if sides else None)

    def _apply(self, h: Hex) -> None:
        from ...commands import new_stroke  # noqa: F401 - for symmetry with the other tools

        side = self._side()
        if side is None or h in self.done:
            if side is None:
                self.message.emit(tr("Add a side first (Armies)"))
            return
        self.done.add(h)
        sides = self.doc.part("sides")
        s = next(x for x in sides if x.id == side.id)
        current = edge_hexes(self.doc.scenario.grid, s.rout_edge)
        hexes = list(current) if s.rout_edge and s.rout_edge.hexes else []
        if self.remove:
            if h not in hexes:
                return
            hexes.remove(h)
        else:
            if h in hexes:
                return
            hexes.append(h)
        s.rout_edge = m.RoutEdge(hexes=hexes) if hexes else None
        self.doc.edit(tr("Rout edge of {name}").format(name=s.name), {"sides": sides}, hexes={h}, stroke=self.stroke)

    def press(self, ev: MapEvent) -> None:
        from ...commands import new_stroke

        if ev.hex is None:
            return
        self.stroke = new_stroke()
        self.remove = ev.right
        self.done = set()
        self._apply(ev.hex)

    def move(self, ev: MapEvent) -> None:
        super().move(ev)
        if self.stroke is not None and ev.hex is not None:
            self._apply(ev.hex)

    def release(self, ev: MapEvent) -> None:
        self.stroke = None

    def options(self):
        sides = [(s.id, s.name) for s in self.doc.scenario.sides] or [("", "(no side)")]
        if self.side_id is None and self.doc.scenario.sides:
            self.side_id = self.doc.scenario.sides[0].id
        return options_bar(tr("Side:"), combo(sides, self.side_id or "", lambda v: setattr(self, "side_id", v)))

    def paint_preview(self, p: QPainter) -> None:
        if self.hover is None:
            return
        side = self._side()
        pen = QPen(QColor(side.colour) if side else QColor(80, 80, 80), 3.0)
        pen.setCosmetic(True)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPolygon(self.doc.geometry.polygon(self.hover))

    def preview_rect(self) -> QRectF:
        return super().preview_rect()
