"""Colours of the map, shared with `banneret render` (rules/map/render.py) so that the editor and the rendered
PNG look alike, as Qt colours."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor

from rules.map import render as _render

RGB = tuple[int, int, int]

PAPER = _render.PAPER
GRID_LINE = _render.GRID_LINE
CONTOUR = _render.CONTOUR
LEVEL_TINT = _render.LEVEL_TINT
LOW_TINT = _render.LOW_TINT
LABEL = _render.LABEL
PLACE_TEXT = _render.PLACE_TEXT
HALO = _render.HALO
TERRAIN_FILL: dict[str, RGB] = dict(_render.TERRAIN_FILL)
UNKNOWN_FILL = _render.UNKNOWN_FILL
ROAD = _render.ROAD
TRACK = _render.TRACK
STREAM = _render.STREAM
RIVER = _render.RIVER
WALL = _render.WALL
WALL_DARK = _render.WALL_DARK
PALISADE = _render.PALISADE
GATE = _render.GATE
BRIDGE = _render.BRIDGE
BRIDGE_EDGE = _render.BRIDGE_EDGE
FORD = _render.FORD
FORD_EDGE = _render.FORD_EDGE
DISCOURAGED = _render.DISCOURAGED
ROUTED = _render.ROUTED
UNKNOWN_SIDE = _render.UNKNOWN_SIDE

# Pattern inks (the renderer draws the same marks in these colours).
WOOD_TREE: RGB = (66, 128, 58)
WOOD_DARK: RGB = (34, 84, 34)
BUSH_INK: RGB = (96, 132, 52)
MARSH_INK: RGB = (58, 116, 128)
ROOF: RGB = (184, 74, 54)
ROOF_EDGE: RGB = (88, 42, 32)
FARM_BODY: RGB = (172, 102, 62)
FARM_EDGE: RGB = (92, 56, 34)
FURROW: RGB = (196, 174, 112)
POND_WAVE: RGB = (96, 156, 214)
WATER_WAVE: RGB = (212, 232, 250)
HATCH: RGB = (126, 92, 140)
ERROR_MARK: RGB = (214, 30, 30)
WARNING_MARK: RGB = (230, 150, 20)
SELECTION: RGB = (30, 110, 230)


def blend(a: RGB, b: RGB, t: float) -> RGB:
    t = min(max(t, 0.0), 1.0)
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def luma(c: RGB) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


@cache
def qcolor(rgb: RGB, alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def terrain_fill(kind: str, level: int, terrain_as: dict[str, str] | None = None) -> RGB:
    """The hex fill for a terrain at a level, as the renderer computes it."""
    base = TERRAIN_FILL.get(kind)
    if base is None:
        seen_as = (terrain_as or {}).get(kind)
        base = blend(TERRAIN_FILL.get(seen_as or "", UNKNOWN_FILL), UNKNOWN_FILL, 0.35)
    if level > 0:
        return blend(base, LEVEL_TINT, min(0.18 * level, 0.72))
    if level < 0:
        return blend(base, LOW_TINT, min(0.14 * -level, 0.56))
    return base


def parse_colour(text: str | None) -> RGB:
    c = QColor(str(text or ""))
    if not c.isValid():
        return UNKNOWN_SIDE
    return (c.red(), c.green(), c.blue())
