"""Level, hexside, route, place-name, eraser and picker tools."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TR_NOOP, QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QCheckBox, QInputDialog, QSpinBox

from rules.geometry.hexgrid import Hex, Hexside
from rules.scenario import model as m
from rules.tables import load_tables

from ...commands import new_stroke
from ...i18n import tr
from ...icons import hexside_icon, route_icon
from ...words import word
from .base import MapEvent, StrokeTool, Tool, combo, hexes_between, options_bar, size_buttons


class LevelTool(StrokeTool):
    name = "level"
    label = QT_TR_NOOP("Levels")
    shortcut = "L"
    tip = QT_TR_NOOP("Click or drag to raise hexes one level; right-click to lower; in 'set' mode, set the chosen "
                     'level. Each hex changes once per stroke.')

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.mode = "raise"
        self.done: set[Hex] = set()
        self.lower = False

    def begin(self, ev: MapEvent) -> None:
        self.done = set()
        self.lower = ev.right

    def stroke_at(self, centres: list[Hex]) -> None:
        md = self.doc.scenario.map
        levels: dict[Hex, int] = {}
        for c in centres:
            for h in self.footprint(c):
                if h in self.done:
                    continue
                self.done.add(h)
                cur = md.level_at(h)
                if self.mode == "set" and not self.lower:
                    levels[h] = self.settings.level
                else:
                    up = (self.mode == "raise") != self.lower
                    levels[h] = max(-9, min(9, cur + (1 if up else -1)))
        if levels:
            text = tr("Set the level of hexes") if self.mode == "set" and not self.lower else (
                tr("Lower hexes") if (self.mode == "raise") == self.lower else tr("Raise hexes"))
            self.doc.paint_cells(text, levels=levels, stroke=self.stroke)

    def options(self):
        mode = combo([("raise", tr("Raise (right: lower)")), ("lower", tr("Lower (right: raise)")),
                      ("set", tr("Set to"))],
                     self.mode, lambda v: setattr(self, "mode", v), tr("What a click does to the level"))
        spin = QSpinBox()
        spin.setRange(-9, 9)
        spin.setValue(self.settings.level)
        spin.setToolTip(tr("The level 'Set to' gives (the picker, I, takes it from the map)"))
        spin.valueChanged.connect(lambda v: self.settings.set(level=v))
        self.settings.changed.connect(lambda: spin.setValue(self.settings.level) if spin.value() !=
                                      self.settings.level else None)
        return options_bar(tr("Mode:"), mode, spin, tr("Size:"), size_buttons(self.settings))


NEAR_HEXSIDE = 0.42  # of the hex radius: how close to a hexside a click must be


class HexsideTool(Tool):
    name = "hexside"
    label = QT_TR_NOOP("Hexsides")
    shortcut = "H"
    tip = QT_TR_NOOP('Click near a hexside, or drag along a line of hexsides, to draw the chosen feature; '
                     'right-click or right-drag erases it. For walls, gates and fortifications, click on the '
                     'inside of the hexside. A bridge or ford goes on a river or a stream.')

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.stroke: int | None = None
        self.erase = False
        self.near: Hexside | None = None
        self.erase_all = False
        self.last_side: Hexside | None = None  # the hexside a drag drew last
        self.last_point: tuple[float, float] | None = None  # where the mouse was at the last event of a drag

    def _near(self, ev: MapEvent) -> Hexside | None:
        side, dist = self.doc.geometry.nearest_hexside(ev.x, ev.y)
        grid = self.doc.scenario.grid
        if dist > NEAR_HEXSIDE * self.doc.geometry.r:
            return None
        if not (grid.contains(side.a) and grid.contains(side.b)):
            return None
        return side

    def _apply(self, side: Hexside) -> None:
        feature = self.settings.hexside
        hs = self.doc.part("map.hexsides")
        if self.erase:
            features = list(hs) if self.erase_all else [feature]
            changed = False
            for f in features:
                if side in hs.get(f, []):
                    hs[f] = [s for s in hs[f] if s != side]
                    if not hs[f]:
                        del hs[f]
                    changed = True
            if changed:
                self.doc.edit(tr("Erase hexside features") if self.erase_all else
                              tr("Erase {feature}").format(feature=word(feature)), {"map.hexsides": hs},
                              hexes={side.a, side.b}, stroke=self.stroke)
            return
        if side in hs.get(feature, []):
            return
        hs.setdefault(feature, []).append(side)
        self.doc.edit(tr("Draw {feature}").format(feature=word(feature)), {"map.hexsides": hs}, hexes={side.a, side.b},
                      stroke=self.stroke)
        hexsides = self.doc.scenario.map.hexsides
        crosses = load_tables().terrain_row(feature).crosses if feature in ("bridge", "ford") else ()
        if crosses and not any(side in hexsides.get(w, []) for w in crosses):
            self.message.emit(tr("A {feature} crosses a {crossed}: draw one on this hexside too (R38)").format(
                feature=word(feature), crossed=tr(" or a ").join(word(c) for c in crosses)))

    def press(self, ev: MapEvent) -> None:
        self.stroke = new_stroke()
        self.erase = ev.right
        side = self._near(ev)
        self.near = side
        self.last_side = side
        self.last_point = (ev.x, ev.y)
        if side is not None:
            self._apply(side)

    def move(self, ev: MapEvent) -> None:
        super().move(ev)
        side = self._near(ev)
        self.near = side
        if self.stroke is None:
            return
        for s in self._drag_sides(ev.x, ev.y):
            self._apply(s)
        self.last_point = (ev.x, ev.y)

    def _drag_sides(self, x: float, y: float) -> list[Hexside]:
        """The hexsides a drag from the last mouse point to (x, y) draws, in order and without a hole: the
        mouse's path sampled every fifth of a hex radius, each hexside it comes near joined to the last one
        drawn by the shortest run of hexsides between them (a fast mouse, or one passing a hex's middle or
        a corner, skips none)."""
        g = self.doc.geometry
        x0, y0 = self.last_point or (x, y)
        n = max(1, math.ceil(math.hypot(x - x0, y - y0) / (g.r * 0.2)))
        out: list[Hexside] = []
        for k in range(1, n + 1):
            px, py = x0 + (x - x0) * k / n, y0 + (y - y0) * k / n
            side = self._near(MapEvent(px, py, None, g.hex_at(px, py)))
            if side is None or side == self.last_side:
                continue
            run = self._run(self.last_side, side, (px, py)) if self.last_side is not None else [side]
            out.extend(s for s in run if s not in out)
            self.last_side = side
        return out

    def _run(self, start: Hexside, end: Hexside, toward: tuple[float, float]) -> list[Hexside]:
        """The hexsides after `start` up to `end`, each sharing a corner with the one before (a breadth-first
        search along the grid's hexsides, nearest the mouse first on a tie); [end] when they are far apart."""
        grid = self.doc.scenario.grid
        g = self.doc.geometry

        def mid(s: Hexside) -> tuple[float, float]:
            (ax, ay), (bx, by) = g.center(s.a), g.center(s.b)
            return (ax + bx) / 2, (ay + by) / 2

        def touching(s: Hexside) -> list[Hexside]:
            common = set(grid.neighbours(s.a, on_map=False)) & set(grid.neighbours(s.b, on_map=False))
            found = [Hexside(h, c) for c in common for h in (s.a, s.b)]
            found = [t for t in found if grid.contains(t.a) and grid.contains(t.b)]
            return sorted(found, key=lambda t: math.dist(mid(t), toward))

        parent: dict[Hexside, Hexside | None] = {start: None}
        frontier = [start]
        for _depth in range(12):
            nxt: list[Hexside] = []
            for s in frontier:
                for t in touching(s):
                    if t in parent:
                        continue
                    parent[t] = s
                    if t == end:
                        run = [t]
                        while parent[run[-1]] not in (None, start):
                            run.append(parent[run[-1]])  # type: ignore[arg-type]
                        return run[::-1]
                    nxt.append(t)
            frontier = nxt
        return [end]

    def release(self, ev: MapEvent) -> None:
        self.stroke = None

    def cancel(self) -> None:
        self.stroke = None
        self.near = None
        self.last_side = None
        self.last_point = None

    def preview_rect(self) -> QRectF:
        if self.near is None:
            return QRectF()
        return self.doc.geometry.hexes_rect([self.near.a, self.near.b], margin=4)

    def paint_preview(self, p: QPainter) -> None:
        if self.near is None:
            return
        seg = self.doc.geometry.segment(self.near.a, self.near.b)
        if seg is None:
            return
        pen = QPen(QColor(230, 40, 40, 200) if self.erase else QColor(20, 90, 220, 220), 6.0)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(QLineF(*seg[0], *seg[1]))

    def options(self):
        c = combo([(f, word(f)) for f in m.HEXSIDE_FEATURES], self.settings.hexside,
                  lambda v: self.settings.set(hexside=v), tr("The hexside feature to draw"), icon=hexside_icon)
        all_box = QCheckBox(tr("Right-drag erases every feature"))
        all_box.setToolTip(tr("Off: right-drag erases only the chosen feature"))
        all_box.toggled.connect(lambda v: setattr(self, "erase_all", v))
        return options_bar(tr("Feature:"), c, all_box)


class RouteTool(Tool):
    name = "route"
    label = QT_TR_NOOP("Roads and tracks")
    shortcut = "O"
    tip = QT_TR_NOOP('Drag through hexes to lay a road or track link by link (only between adjacent hexes); '
                     'right-drag removes links.')

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.stroke: int | None = None
        self.last: Hex | None = None
        self.erase = False

    def press(self, ev: MapEvent) -> None:
        if ev.hex is None:
            return
        self.stroke = new_stroke()
        self.erase = ev.right
        self.last = ev.hex

    def move(self, ev: MapEvent) -> None:
        super().move(ev)
        if self.stroke is None or ev.hex is None or self.last is None or ev.hex == self.last:
            return
        path = [self.last, *[h for h in hexes_between(self.last, ev.hex) if h != self.last]]
        # keep only a chain of adjacent steps: a drag over a vertex may list two hexes at once
        chain = [path[0]]
        for h in path[1:]:
            if h in chain:
                continue
            if Hexside(chain[-1], h).is_adjacent:
                chain.append(h)
        for a, b in zip(chain, chain[1:], strict=False):
            if self.erase:
                self.remove_link(a, b)
            else:
                self.add_link(a, b)
        self.last = chain[-1]

    def add_link(self, a: Hex, b: Hex) -> None:
        if not Hexside(a, b).is_adjacent:
            return
        kind = self.settings.route
        if Hexside(a, b) in self.doc.scenario.map.links(kind):
            return
        routes = self.doc.part("map.routes")
        chains = routes.setdefault(kind, [])
        for chain in chains:
            if chain and chain[-1] == a:
                chain.append(b)
                break
            if chain and chain[0] == a:
                chain.insert(0, b)
                break
        else:
            chains.append([a, b])
        self.doc.edit(tr("Lay {kind}").format(kind=kind), {"map.routes": routes}, hexes={a, b}, stroke=self.stroke)

    def remove_link(self, a: Hex, b: Hex) -> None:
        kind = self.settings.route
        routes = self.doc.part("map.routes")
        out: list[list[Hex]] = []
        found = False
        for chain in routes.get(kind, []):
            start = 0
            for i in range(len(chain) - 1):
                if {chain[i], chain[i + 1]} == {a, b}:
                    found = True
                    out.append(chain[start:i + 1])
                    start = i + 1
            out.append(chain[start:])
        if not found:
            return
        out = [c for c in out if len(c) >= 2]
        if out:
            routes[kind] = out
        else:
            routes.pop(kind, None)
        self.doc.edit(tr("Remove {kind}").format(kind=kind), {"map.routes": routes}, hexes={a, b}, stroke=self.stroke)

    def release(self, ev: MapEvent) -> None:
        self.cancel()

    def cancel(self) -> None:
        self.stroke = None
        self.last = None

    def options(self):
        return options_bar(tr("Route:"), combo([(r, word(r)) for r in m.ROUTES], self.settings.route,
                                           lambda v: self.settings.set(route=v), tr("Road or track"),
                                           icon=route_icon))


class PlaceTool(Tool):
    name = "place"
    label = QT_TR_NOOP("Place names")
    shortcut = "N"
    tip = QT_TR_NOOP('Click a hex to name it (a village, a hill); an empty name removes it.')
    ask = staticmethod(lambda parent, current: QInputDialog.getText(parent, tr("Place name"), tr("Name of the place "
                                                                    "(empty: no name):"), text=current))

    def press(self, ev: MapEvent) -> None:
        if ev.hex is None:
            return
        places = self.doc.part("map.places")
        current = next((p.name for p in places if p.hex == ev.hex), "")
        name, ok = self.ask(self.view, current)
        if not ok:
            return
        name = name.strip()
        new: list[m.Place] = []
        replaced = False
        for p in places:
            if p.hex != ev.hex:
                new.append(p)
            elif name and not replaced:
                new.append(m.Place(ev.hex, name))
                replaced = True
        if name and not replaced:
            new.append(m.Place(ev.hex, name))
        label = self.doc.scenario.grid.label(ev.hex)
        self.doc.edit(tr("Name {label}").format(label=label) if name else
                      tr("Remove the name of {label}").format(label=label), {"map.places": new},
                      hexes={ev.hex})


ERASE_WHAT = [
    ("all", QT_TR_NOOP("Everything on the map")),
    ("terrain", QT_TR_NOOP("Terrain")),
    ("levels", QT_TR_NOOP("Levels")),
    ("hexsides", QT_TR_NOOP("Hexside features")),
    ("routes", QT_TR_NOOP("Roads and tracks")),
    ("places", QT_TR_NOOP("Place names")),
]


class EraserTool(StrokeTool):
    name = "eraser"
    label = QT_TR_NOOP("Eraser")
    shortcut = "E"
    tip = QT_TR_NOOP('Drag to erase from hexes: terrain, levels, hexside features, roads and tracks, names '
                     '(choose which).')

    def __init__(self, *a) -> None:
        super().__init__(*a)
        self.what = "all"

    def stroke_at(self, centres: list[Hex]) -> None:
        hexes = {h for c in centres for h in self.footprint(c)}
        w = self.what
        md = self.doc.scenario.map
        if w in ("all", "terrain") or w in ("all", "levels"):
            terrain = {h: "clear" for h in hexes} if w in ("all", "terrain") else None
            levels = {h: 0 for h in hexes} if w in ("all", "levels") else None
            self.doc.paint_cells(tr("Erase"), terrain=terrain, levels=levels, stroke=self.stroke)
        after: dict = {}
        touched: set[Hex] = set(hexes)
        if w in ("all", "hexsides"):
            hs = {f: [s for s in sides if not (s.a in hexes or s.b in hexes)] for f, sides in md.hexsides.items()}
            for _f, sides in md.hexsides.items():
                for s in sides:
                    if s.a in hexes or s.b in hexes:
                        touched |= {s.a, s.b}
            after["map.hexsides"] = {f: v for f, v in hs.items() if v}
        if w in ("all", "routes"):
            routes: dict[str, list[list[Hex]]] = {}
            for kind, chains in md.routes.items():
                out = []
                for chain in chains:
                    cur: list[Hex] = []
                    for h in chain:
                        if h in hexes:
                            if len(cur) >= 2:
                                out.append(cur)
                            cur = []
                        else:
                            cur.append(h)
                    if len(cur) >= 2:
                        out.append(cur)
                    touched |= set(chain) if any(h in hexes for h in chain) else set()
                if out:
                    routes[kind] = out
            after["map.routes"] = routes
        if w in ("all", "places"):
            after["map.places"] = [p for p in md.places if p.hex not in hexes]
        if after:
            self.doc.edit(tr("Erase"), after, hexes=touched, stroke=self.stroke)

    def options(self):
        return options_bar(tr("Erase:"), combo([(k, tr(t)) for k, t in ERASE_WHAT], self.what,
                                               lambda v: setattr(self, "what", v)),
                           tr("Size:"), size_buttons(self.settings))


class PickerTool(Tool):
    name = "picker"
    label = QT_TR_NOOP("Picker")
    shortcut = "I"
    tip = QT_TR_NOOP("Click a hex to take its terrain (for the brush, fill and rectangle) and its level (for 'set "
                     "level').")
    cursor = Qt.CursorShape.PointingHandCursor
    picked_callback = None  # the main window returns to the previous tool

    def press(self, ev: MapEvent) -> None:
        if ev.hex is None:
            return
        md = self.doc.scenario.map
        t, lv = md.terrain_at(ev.hex), md.level_at(ev.hex)
        self.settings.set(terrain=t, level=lv)
        self.message.emit(f"Picked {t}, level {lv} from {self.doc.scenario.grid.label(ev.hex)}")
        if self.picked_callback is not None:
            self.picked_callback()
