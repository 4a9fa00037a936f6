"""One counter's picture as the renderer draws it on the map, cut out for a program that shows counters as
images of their own: VASSAL's pieces (vassal.py) and Tiled's counter tiles (tmx.py). Drawn by `render_map` on
a one-hex map, so that the scenario's counter images, its colours and the drawn counters of
rules/map/counters.py come out exactly as `banneret render` shows them, and cut where the renderer pastes a
lone counter (`counters.stack_offsets`, the counter `UNIT_SIZE` or `LEADER_SIZE` hex radii across; a leader's
disc on a stack of units, `LEADER_ON_STACK`, is the lone disc drawn at the smaller size)."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

from PIL import Image, ImageDraw

from rules.geometry.hexgrid import Grid
from rules.map import counters as C
from rules.map.render import render_map, terrain_fill
from rules.scenario.model import MapData, Placement, Scenario, Side


def one_hex(scenario: Scenario, side: Side, placement: Placement) -> Scenario:
    """A one-hex copy of the scenario holding the one counter (with its side: its colours and counter images)."""
    g = scenario.grid
    grid = Grid(1, 1, g.orientation, g.first_column, g.first_row, g.high, g.digits)
    return replace(scenario, map=MapData(grid=grid), sides=[side], reinforcements=[],
                   setup=[replace(placement, hex=grid.from_offset(g.first_column, g.first_row))])


def counter_image(scenario: Scenario, side: Side, placement: Placement, scale: float,
                  base_dir: Path | None, across: float | None = None) -> Image.Image:
    """The counter as `banneret render` draws it on the map (its image, or the drawn counter), cut out of a
    one-hex map, with the hex's ground around a leader's disc made transparent. `across`: a leader's disc in
    hex radii (`counters.leader_size`; default the lone disc's), drawn `round(scale / 2 * across)` px wide as
    the map draws it on a stack."""
    if placement.leader is not None and across is not None and across != C.LEADER_SIZE:
        # the one-hex map draws a lone leader LEADER_SIZE radii across: a hex of the scale at which that disc
        # is the wanted number of pixels (a disc's drawing depends on its pixel size alone)
        scale = 2 * max(4, round(scale / 2 * across)) / C.LEADER_SIZE
    im = render_map(one_hex(scenario, side, placement), scale=scale, labels=False, base_dir=base_dir)
    im = im.convert("RGBA")
    r = scale / 2
    flat = scenario.grid.orientation == "flat"
    cx, cy = (r, r * math.sqrt(3) / 2) if flat else (r * math.sqrt(3) / 2, r)
    # where the renderer pastes a lone counter (counters.stack_offsets) and how large (render.py: r * SIZE)
    units, leaders = C.stack_offsets(r, flat, int(placement.leader is None), int(placement.leader is not None))
    (dx, dy), = units or leaders
    size = max(4, round(r * (C.UNIT_SIZE if placement.leader is None else C.LEADER_SIZE)))
    left, top = round(cx + dx - size / 2), round(cy + dy - size / 2)
    im = im.crop((left, top, left + size, top + size))
    ground = (*terrain_fill("clear"), 255)
    for corner in ((0, 0), (im.width - 1, 0), (0, im.height - 1), (im.width - 1, im.height - 1)):
        if im.getpixel(corner) == ground:  # round a leader's disc: the ground around it made transparent
            ImageDraw.floodfill(im, corner, (0, 0, 0, 0), thresh=0)
    return im
