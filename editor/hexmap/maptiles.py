"""Cached pixmap tiles of the map at the view's zoom, so a repaint blits pixmaps instead of drawing hexes.

Drawing the hexes of a 1400 × 900 view at 100 % takes 35–70 ms on a shared machine (grid lines, contours and
labels dominate); pasting the same pixels from cached tiles takes a few milliseconds. A tile is a fixed-size
square of device pixels at one device scale: tile (i, j) covers device pixels [i·T, (i+1)·T) of the scene
drawn at that scale, so it lands on whole device pixels whatever the scroll position and is drawn with the
same transform (up to a whole-pixel shift) as painting the view directly. An edit marks the scene rectangle it
touched; each tile it overlaps redraws that rectangle on its next use (clipped, like the overview image).

Zooming changes the scale, so every tile is new. A frame drawn with a time budget (during a zoom gesture)
draws only the new tiles that its estimate says fit in the budget (seconds per scene area, learnt from the
tiles drawn so far) and shows the rest from a stand-in (the overview image, scaled); `pending()` says what
remains and the item finishes it in later event-loop turns, so no single frame draws the whole view.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRegion, QTransform

TILE_PX = 256  # small enough that one tile stays well inside a frame's budget, large enough to keep overdraw low
MAX_TILES = 160  # ~40 MiB of 256² ARGB tiles: two or three zoom levels of a full-HD view

TileKey = tuple[float, int, int]  # device scale, column, row
DrawFn = Callable[[QPainter, QRectF, float], None]  # (painter in scene units, scene rect, device scale)


class TileCache:
    """Tiles of the map per device scale, least recently used dropped first, with per-tile dirty rectangles."""

    def __init__(self, draw: DrawFn, tile_px: int = TILE_PX, max_tiles: int = MAX_TILES) -> None:
        self.draw = draw
        self.tile_px = tile_px
        self.max_tiles = max_tiles
        self._tiles: OrderedDict[TileKey, QPixmap] = OrderedDict()
        self._dirty: dict[TileKey, QRectF] = {}
        self._pending: list[TileKey] = []  # tiles a budgeted frame showed from the stand-in
        self.render_hints = QPainter.RenderHint(0)
        # Opaque tiles over the view's own background colour blend exactly as painting the view directly does;
        # transparent ones (None) round a little differently but let an image under the map show through.
        self.background: QColor | None = None
        self._cost_per_area = 0.0  # seconds per square scene unit drawn, a running average

    def estimate(self, key: TileKey) -> float:
        """Seconds to draw this tile, from the tiles drawn so far (0 before the first)."""
        r = self.tile_rect(key)
        return self._cost_per_area * r.width() * r.height()

    def set_background(self, colour: QColor | None) -> None:
        if colour != self.background:
            self.clear()
            self.background = colour

    def clear(self) -> None:
        self._tiles.clear()
        self._dirty.clear()
        self._pending.clear()

    def __len__(self) -> int:
        return len(self._tiles)

    def tile_rect(self, key: TileKey) -> QRectF:
        """The scene rectangle a tile covers."""
        s, i, j = key
        t = self.tile_px / s
        return QRectF(i * t, j * t, t, t)

    def keys_for(self, rect: QRectF, scale: float) -> list[TileKey]:
        """The tiles that cover a scene rectangle at a device scale, from the top-left."""
        t = self.tile_px
        i0, i1 = math.floor(rect.left() * scale / t), math.ceil(rect.right() * scale / t)
        j0, j1 = math.floor(rect.top() * scale / t), math.ceil(rect.bottom() * scale / t)
        return [(scale, i, j) for j in range(j0, max(j1, j0 + 1)) for i in range(i0, max(i1, i0 + 1))]

    def invalidate(self, rect: QRectF) -> None:
        """An edit changed what this scene rectangle shows: every cached tile over it redraws that part."""
        for key in self._tiles:
            tr = self.tile_rect(key)
            if tr.intersects(rect):
                part = tr.intersected(rect)
                old = self._dirty.get(key)
                self._dirty[key] = part if old is None else old.united(part)

    def pending(self) -> list[TileKey]:
        return self._pending

    # -- drawing -----------------------------------------------------------------------------------------
    def _render(self, key: TileKey, part: QRectF | None = None) -> QPixmap:
        s, i, j = key
        t = self.tile_px
        pm = self._tiles.get(key)
        if pm is None:
            pm = QPixmap(t, t)
            pm.fill(Qt.GlobalColor.transparent if self.background is None else self.background)
            part = None
        rect = self.tile_rect(key) if part is None else part
        p = QPainter(pm)
        p.setRenderHints(self.render_hints)
        p.translate(-i * t, -j * t)
        p.scale(s, s)
        p.setClipRect(rect)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.fillRect(rect, Qt.GlobalColor.transparent if self.background is None else self.background)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        t0 = time.perf_counter()
        try:
            self.draw(p, rect, s)
        finally:
            p.end()
        if part is None:
            cost = (time.perf_counter() - t0) / max(1e-9, rect.width() * rect.height())
            self._cost_per_area = cost if not self._cost_per_area else 0.7 * self._cost_per_area + 0.3 * cost
        self._tiles[key] = pm
        self._dirty.pop(key, None)
        while len(self._tiles) > self.max_tiles:
            old, _ = self._tiles.popitem(last=False)
            self._dirty.pop(old, None)
        return pm

    def _render_block(self, keys: list[TileKey]) -> None:
        """Draw missing tiles of one scale in one pass over their bounding block, then cut it: drawing each
        tile alone repeats the hexes on its edges and the per-call set-up, three times slower in all."""
        s = keys[0][0]
        t = self.tile_px
        i0, i1 = min(k[1] for k in keys), max(k[1] for k in keys)
        j0, j1 = min(k[2] for k in keys), max(k[2] for k in keys)
        img = QImage((i1 - i0 + 1) * t, (j1 - j0 + 1) * t, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent if self.background is None else self.background)
        rect = self.tile_rect((s, i0, j0)).united(self.tile_rect((s, i1, j1)))
        p = QPainter(img)
        p.setRenderHints(self.render_hints)
        p.translate(-i0 * t, -j0 * t)
        p.scale(s, s)
        p.setClipRect(rect)
        t0 = time.perf_counter()
        try:
            self.draw(p, rect, s)
        finally:
            p.end()
        cost = (time.perf_counter() - t0) / max(1e-9, rect.width() * rect.height())
        self._cost_per_area = cost if not self._cost_per_area else 0.7 * self._cost_per_area + 0.3 * cost
        for key in keys:
            self._tiles[key] = QPixmap.fromImage(img.copy((key[1] - i0) * t, (key[2] - j0) * t, t, t))
            self._dirty.pop(key, None)
        while len(self._tiles) > self.max_tiles:
            old, _ = self._tiles.popitem(last=False)
            self._dirty.pop(old, None)

    def tile(self, key: TileKey) -> QPixmap:
        """The tile, drawn or brought up to date now."""
        pm = self._tiles.get(key)
        if pm is None or key in self._dirty:
            return self._render(key, self._dirty.get(key))
        self._tiles.move_to_end(key)
        return pm

    def ready(self, key: TileKey) -> bool:
        return key in self._tiles and key not in self._dirty

    def paint(self, p: QPainter, rect: QRectF, scale: float, deadline: float | None = None,
              stand_in: Callable[[QPainter, QRectF], None] | None = None, clip: QRectF | None = None) -> None:
        """Blit the tiles over `rect` (scene units) into a painter whose world transform is the view's, within
        `clip` (scene units: opaque tiles must not cover what lies outside the map item).

        With a deadline (a `time.perf_counter()` value) and a stand-in, a tile that is not ready and would not
        be drawn before the deadline is drawn by the stand-in instead (once, for all such tiles, clipped to
        them) and remembered in `pending()`."""
        w = p.worldTransform()
        dx, dy = round(w.dx()), round(w.dy())
        t = self.tile_px
        late: list[TileKey] = []
        if deadline is None:
            missing = [k for k in self.keys_for(rect, scale) if k not in self._tiles]
            if len(missing) > 1:
                self._render_block(missing)
        p.save()
        if clip is not None:
            p.setClipRect(clip, Qt.ClipOperation.IntersectClip)
        p.setWorldTransform(QTransform())
        try:
            for key in self.keys_for(rect, scale):
                if deadline is not None and stand_in is not None and not self.ready(key) \
                        and time.perf_counter() + self.estimate(key) > deadline:
                    late.append(key)
                    continue
                _, i, j = key
                p.drawPixmap(QPointF(i * t + dx, j * t + dy), self.tile(key))
        finally:
            p.restore()
        if late:
            region = QRegion()
            for key in late:
                region += self.tile_rect(key).intersected(rect).toAlignedRect()
            p.save()
            p.setClipRegion(region, Qt.ClipOperation.IntersectClip)
            stand_in(p, region.boundingRect().toRectF())  # type: ignore[misc]
            p.restore()
        shown = set(self.keys_for(rect, scale)) - set(late)
        self._pending = [k for k in self._pending if k[0] == scale and k not in shown and k not in late] + late

    def finish(self, keys: list[TileKey], deadline: float | None = None) -> list[TileKey]:
        """Draw these tiles (until the deadline); the ones drawn, for the caller to repaint."""
        done = []
        for key in keys:
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            self.tile(key)
            done.append(key)
        drawn = set(done)
        self._pending = [k for k in self._pending if k not in drawn]
        return done
