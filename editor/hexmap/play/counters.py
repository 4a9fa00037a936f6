"""The game's counters on the map, drawn by the editor's own counter painter.

While play mode is on, the map item draws the counters of the shown game position instead of the
scenario's setup: the painter's counter layer is pointed at the position (the same drawing code, so the
counters look as they do when editing, the Counters layer still shows or hides them, and the overview and
the minimap follow the game). Leaving play mode points it back at the setup.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from rules.engine import GameState
from rules.geometry.hexgrid import Hex
from rules.map import counters as C
from rules.map.legend import PLAY_MARKERS
from rules.scenario import model as m

from ..mapitem import LEADER_MARGIN, LEADER_REACH_PX

if TYPE_CHECKING:
    from ..mapitem import MapPainter

# the forgiving hit area around a leader's disc is the painter's (the editing tool's too)
__all__ = ["LEADER_MARGIN", "LEADER_REACH_PX", "StateCounters", "placements"]


def placements(state: GameState) -> dict[Hex, list[m.Placement]]:
    """The counters of a position by hex, as the painter draws a stack: units bottom first, then leaders."""
    out: dict[Hex, list[m.Placement]] = {}
    for us in state.units:
        if not us.on_map:
            continue
        disorder = us.condition if us.condition in ("discouraged", "routed") else None
        out.setdefault(us.hex, []).append(m.Placement(  # type: ignore[arg-type]
            hex=us.hex, unit=us.id, facing=None if us.routed else us.facing,  # type: ignore[arg-type]
            fatigued=us.fatigued, disorder=disorder, mounted=us.mounted))
    for h, stack in out.items():
        order = {u.id: u.stack for u in state.units_at(h)}
        stack.sort(key=lambda p: -order.get(p.unit or "", 0))  # the top unit is drawn last
    for ls in state.leaders:
        if ls.hex is not None and ls.commanding:
            out.setdefault(ls.hex, []).append(m.Placement(hex=ls.hex, leader=ls.id, wounded=ls.status == "wounded"))
    return out



class StateCounters:
    """Points a map painter's counter layer at a game position (install) and back (uninstall)."""

    def __init__(self, painter: MapPainter, get_state: Callable[[], GameState | None]) -> None:
        self.painter = painter
        self.get_state = get_state
        self._cache: tuple[int, dict[Hex, list[m.Placement]]] | None = None

    def by_hex(self) -> dict[Hex, list[m.Placement]]:
        state = self.get_state()
        if state is None:
            return {}
        if self._cache is None or self._cache[0] != id(state):
            self._cache = (id(state), placements(state))
        return self._cache[1]

    def install(self) -> None:
        self.painter._counters = self._draw  # type: ignore[method-assign]
        self.painter.counter_hexes = self.by_hex  # type: ignore[method-assign]  # place names step aside

    def uninstall(self) -> None:
        self.painter.__dict__.pop("_counters", None)
        self.painter.__dict__.pop("counter_hexes", None)
        self._cache = None

    def _draw(self, p: QPainter, hexes: list[Hex], hex_px: float) -> None:
        self._hex_px = hex_px  # the zoom the discs were drawn at (counter_at finds them at their drawn size)
        by_hex = self.by_hex()
        if not by_hex:
            return
        doc = self.painter.doc
        units, leaders = doc.units_by_id(), doc.leaders_by_id()
        for h in hexes:
            stack = by_hex.get(h)
            if stack:
                self.painter.draw_stack(p, h, stack, units, leaders, hex_px)

    def counter_at(self, x: float, y: float, h: Hex | None) -> tuple[str, str] | None:
        """The topmost counter drawn under a scene point: ("unit" | "leader", id)."""
        if h is None:
            return None
        r = self.painter.g.r
        grid = self.painter.doc.scenario.grid
        by_hex = self.by_hex()
        hits: list[tuple[str, str]] = []
        for hh in (*grid.neighbours(h), h):
            stack = by_hex.get(hh)
            if not stack:
                continue
            disc = r * C.leader_size(sum(pl.leader is None for pl in stack)) / 2  # the disc the map draws
            for pl, cx, cy in self.painter.stack_positions(hh, stack):
                if pl.leader is None:
                    if abs(x - cx) <= r * C.UNIT_SIZE / 2 and abs(y - cy) <= r * C.UNIT_SIZE / 2:
                        hits.append(("unit", pl.unit or ""))
                elif math.hypot(x - cx, y - cy) <= disc:
                    hits.append(("leader", pl.leader))
        return hits[-1] if hits else None

    def leader_near(self, x: float, y: float, h: Hex | None, reach: float) -> str | None:
        """The leader of the shown position whose disc is nearest a scene point (`MapPainter.leader_near`)."""
        return self.painter.leader_near(self.by_hex(), x, y, h, reach)

    def centre_of(self, kind: str, ident: str) -> QPointF | None:
        for h, stack in self.by_hex().items():
            for pl, cx, cy in self.painter.stack_positions(h, stack):
                if (kind == "unit" and pl.unit == ident) or (kind == "leader" and pl.leader == ident):
                    return QPointF(cx, cy)
        return None


# The legend's description of the game markers (rules/map/legend.py), so that the legend shows what is drawn.
MARKERS = {key: (pm.text, QColor(*pm.fill), QColor(*pm.ink), f"{pm.name} ({pm.rule})")
           for key, pm in PLAY_MARKERS.items()}


def unit_markers(state: GameState, unit_id: str) -> list[str]:
    us = state.unit(unit_id)
    out = []
    if us.charging or us.charged:
        out.append("charge")
    if us.out_of_command:
        out.append("ooc")
    if us.resting:
        out.append("rest")
    if us.melee:
        out.append("melee")
    if us.moved:
        out.append("moved")
    return out


def tag_boxes(cx: float, cy: float, r: float, texts: list[str], brief: bool = False) -> list[tuple[float, float,
                                                                                                  float, float]]:
    """Where a counter's game-marker tags go (x, y, w, h): a row across its middle, over the type figure,
    so that the banner band and the values along the bottom stay readable. `brief`: the counter is drawn
    zoomed out (`counters.UNIT_FULL_PX`), its values across its middle: the row goes on the band's left,
    which the type code leaves free."""
    size = r * 0.3
    out = []
    half = r * C.UNIT_SIZE / 2
    x = cx - half
    if brief:
        cy = cy - half + r * C.UNIT_SIZE * 0.17  # the middle of the band (a third of the counter)
    for text in texts:
        w = size * (1.4 if len(text) > 1 else 1.0)
        out.append((x, cy - size / 2, w, size))
        x += w + size * 0.05
    return out


def draw_markers(p: QPainter, counters: StateCounters, state: GameState, r: float) -> None:
    """Small tags on the counters for the game's markers (charge, out of command, resting, mêlée, moved)."""
    size = r * 0.3
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size * 0.72)))
    font.setBold(True)
    p.setFont(font)
    brief = r * C.UNIT_SIZE * p.worldTransform().m11() < C.UNIT_FULL_PX  # the counters' level of detail
    for h, stack in counters.by_hex().items():
        for pl, cx, cy in counters.painter.stack_positions(h, stack):
            if pl.unit is None:
                continue
            keys = unit_markers(state, pl.unit)
            boxes = tag_boxes(cx, cy, r, [MARKERS[k][0] for k in keys], brief)
            for key, (bx, by, bw, bh) in zip(keys, boxes, strict=True):
                text, fill, ink, _tip = MARKERS[key]
                box = QRectF(bx, by, bw, bh)
                p.setPen(QPen(QColor(30, 30, 30), r * 0.02))
                p.setBrush(fill)
                p.drawRect(box)
                p.setPen(ink)
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
