"""Hexside features and road links proposed from a scan, each with its own confidence (issue #31's stretch goal).

A printed map draws a stream (a wall, a river) as a line *along* a hexside and a road as a line *across* it,
from one hex's centre to the next. Both are read the same way, from the colour of that line, taught by the
features the designer has drawn already (the hexside and road tools): two or three stream hexsides and a road
link or two show the program what a stream and a road look like on this map.

* `sample_sides` (called by `features.measure`, on the array it has decoded) samples every hexside of the map
  twice on fixed rasters in grid pixels, carried onto the scan by the grid fit: along the side (9 points
  from one corner's neighbourhood to the other's) and across it (8 points on the line joining the two hexes'
  centres, the crossing itself left out), each at five offsets close to the line and two further out.
* `read_hexsides` learns each taught feature's ink (the colour, among the line offsets, farthest from what the
  map's plain hexsides show there), then scores each hexside: a point of the line *hits* when its nearest
  pixel is nearer that ink than half-way to the background and the pixels further out are not (a line, not
  an area of that colour: a pond's edge, a marsh's dashes, a hill tint). The share of points that hit, set
  against the taught examples' own share, gives the confidence (a logistic curve centred at half the
  examples' share). A bridge is proposed where a road link crosses a stream or river hexside, with the lower
  of the two confidences.
* Fords (R38: a bridge or ford goes on a river or a stream) are taught by the fords the designer has drawn and
  read only on the water hexsides, drawn or proposed: a ford is a mark *on* the stream (bars across it, the
  road broken by the water), so each water hexside's marks along its line (`_crossing_look`: how the line's
  pixels at each point differ from the hexside's own usual point) are set against the ford examples' and
  against the map's usual hexside marks; the nearer to a ford's, the surer (`_ford_scores`). Where a road
  crosses the water, a published map shows a ford by the water running through the crossing and a bridge by
  the road drawn over it: there the inks decide (`_water_through`: the middle of the line nearer the water's
  ink than the road's). A ford's confidence is at most its water's; a crossing read as a ford is no bridge
  (the bridge's confidence is at most one minus the ford's). On a map printed in one ink a crossing's marks
  do not tell a bridge's parapets from a ford's bars: there both may be proposed, flagged (at most
  UNDECIDED), for the designer to choose. Without a ford drawn, every road crossing is proposed as a bridge.

A proposal is made at PROPOSE or more, and flagged for review below SURE. The features already drawn are never
proposed again. Nothing here changes a scenario: `merged` gives the hexsides and routes with the accepted
proposals added (never on a hexside in `keep`), for the command line and the editor to write.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from rules.geometry.affine import GRID_HEX_WIDTH, Affine
from rules.geometry.hexgrid import Grid, Hex, Hexside

Sampler = Callable[[np.ndarray, np.ndarray, np.ndarray], np.ndarray]  # (image, u, v) -> RGB at those points
ToLab = Callable[[np.ndarray], np.ndarray]  # sRGB 0-255 -> CIELAB

PROPOSE = 0.5  # a hexside is proposed at this confidence or more
SURE = 0.8  # ... and flagged for review below this
WATER = ("stream", "river")  # what a bridge crosses (R38: a bridge or ford goes on a river or a stream)
BRIDGE = "bridge"
FORD = "ford"

APOTHEM = GRID_HEX_WIDTH / 2 * math.sqrt(3) / 2
LINE = (-0.12, -0.06, 0.0, 0.06, 0.12)  # offsets across the line (fractions of the apothem) where it is
FAR = (-0.4, 0.4)  # ... and where it is not
ALONG = np.linspace(-0.6, 0.6, 9)  # points along a hexside, fractions of its half-length (corners left out)
ACROSS = (0.2, 0.27, 0.34, 0.41, 0.59, 0.66, 0.73, 0.8)  # points on the centre-to-centre line (0: one centre)
SLOPE = 12.0  # the logistic's steepness per unit of (hit share / the examples' hit share)
CENTRE = 0.3  # the logistic's centre: half the examples' hit share, at least this
ALIKE = 0.35  # a taught ink this near the contour lines' (against its distance to the paper) is "alike"
DOUBT = 0.45  # a line in the contours' ink on a level's edge: below PROPOSE, not proposed (the scan cannot tell)
FAINT = 8.0  # (CIELAB distance) an ink nearer the background than this is no line
NEAR, APART = 0.4, 0.5  # a hit: the line within NEAR x contrast of the ink, the far pixels APART x contrast further
THROUGH_SLOPE, THROUGH_CENTRE = 12.0, 0.2  # the water through a road crossing: (road - water distance) / contrast
UNDECIDED = 0.65  # a road crossing the inks cannot tell: ford and bridge both proposed, flagged, at most this
MARKS = 4  # the points along a hexside whose marks tell a ford
FORD_SLOPE = 10.0  # the fords' logistic: steepness per unit of (plain distance - ford distance) / their sum


@dataclass
class SideSamples:
    """Every hexside with both hexes on the map, once, and its colours (CIELAB) along and across it."""

    sides: list[Hexside]
    along: np.ndarray  # (s, len(ALONG), len(LINE) + len(FAR), 3)
    across: np.ndarray  # (s, len(ACROSS), len(LINE) + len(FAR), 3)

    def index(self) -> dict[Hexside, int]:
        return {s: i for i, s in enumerate(self.sides)}


@dataclass(frozen=True)
class SideCall:
    """One proposal: `feature` on the hexside (a road or track: the link between its two hexes)."""

    side: Hexside
    feature: str
    confidence: float
    flagged: bool


@dataclass
class HexsideReading:
    calls: list[SideCall] = field(default_factory=list)  # the proposals, least certain first
    taught: dict[str, int] = field(default_factory=dict)  # examples found on the map, per feature
    propose: float = PROPOSE
    sure: float = SURE

    @property
    def flagged(self) -> list[SideCall]:
        return [c for c in self.calls if c.flagged]


def sample_sides(arr: np.ndarray, t: Affine, grid: Grid, hexes: list[Hex], gain: np.ndarray, sample: Sampler,
                 to_lab: ToLab) -> SideSamples:
    """The colours along and across every hexside of `grid` on the scan array `arr` (the grid fit `t` onto
    it; `gain` evens out each hex's light as `features.measure` does). `sample` and `to_lab` are the
    bilinear sampler and the CIELAB conversion of `features` (passed in: `features` imports this module)."""
    index = {h: i for i, h in enumerate(hexes)}
    lay = grid.layout(GRID_HEX_WIDTH)
    sides, ia, ib = [], [], []
    for h in hexes:
        for d in grid.directions[:3]:
            nb = h + d
            if nb in index:
                sides.append(Hexside(h, nb))
                ia.append(index[h])
                ib.append(index[nb])
    if not sides:
        empty = np.zeros((0, len(ALONG), len(LINE) + len(FAR), 3), dtype=np.float32)
        return SideSamples([], empty, np.zeros((0, len(ACROSS), len(LINE) + len(FAR), 3), dtype=np.float32))
    ca = np.array([lay.center(s.a) for s in sides], dtype=np.float32)
    cb = np.array([lay.center(s.b) for s in sides], dtype=np.float32)
    axis = cb - ca
    n = axis / np.linalg.norm(axis, axis=1, keepdims=True)
    tang = np.stack([-n[:, 1], n[:, 0]], axis=1)
    offs = np.array(LINE + FAR, dtype=np.float32) * APOTHEM
    half = GRID_HEX_WIDTH / 4  # half a hexside
    mid = (ca + cb) / 2
    # along: mid + tangent * s + normal * o;  across: ca + axis * u + tangent * o
    along = (mid[:, None, None, :] + tang[:, None, None, :] * (ALONG * half)[None, :, None, None]
             + n[:, None, None, :] * offs[None, None, :, None])
    across = (ca[:, None, None, :] + axis[:, None, None, :] * np.array(ACROSS, dtype=np.float32)[None, :, None, None]
              + tang[:, None, None, :] * offs[None, None, :, None])
    g = ((gain[ia] + gain[ib]) / 2).astype(np.float32)
    a, b, c, d, e, f = t
    shift = _registration(arr, t, mid, n, tang, g, sample, to_lab)[:, None, None, :]
    out = []
    for pts in (along + shift, across + shift):
        gx, gy = pts[..., 0], pts[..., 1]
        rgb = sample(arr, a * gx + b * gy + c, d * gx + e * gy + f) * g[:, None, None, None]
        out.append(to_lab(np.clip(rgb, 0, 255)).astype(np.float32))
    return SideSamples(sides, out[0], out[1])


def _registration(arr: np.ndarray, t: Affine, mid: np.ndarray, n: np.ndarray, tang: np.ndarray, g: np.ndarray,
                  sample: Sampler, to_lab: ToLab) -> np.ndarray:
    """How far the printed grid lies from the fit at each hexside (grid pixels, (s, 2)). A scan's paper is
    warped by a few pixels, enough to miss a line two pixels wide: each hexside's grid line is found as the
    darkest offset across it (five points along it, 17 offsets), and a smooth field (a cubic in the map's
    position, robustly fitted, outliers such as a wood's edge dropped) gives the shift everywhere."""
    offs = np.linspace(-0.4, 0.4, 17, dtype=np.float32) * APOTHEM
    along = np.array([-0.5, -0.25, 0.0, 0.25, 0.5], dtype=np.float32) * GRID_HEX_WIDTH / 4
    pts = (mid[:, None, None, :] + tang[:, None, None, :] * along[None, :, None, None]
           + n[:, None, None, :] * offs[None, None, :, None])
    a, b, c, d, e, f = t
    gx, gy = pts[..., 0], pts[..., 1]
    rgb = sample(arr, a * gx + b * gy + c, d * gx + e * gy + f) * g[:, None, None, None]
    light = np.median(to_lab(np.clip(rgb, 0, 255))[..., 0], axis=1)  # (s, 17)
    k = np.clip(light.argmin(axis=1), 1, len(offs) - 2)
    rows = np.arange(len(light))
    y0, y1, y2 = light[rows, k - 1], light[rows, k], light[rows, k + 1]
    curve = y0 - 2 * y1 + y2
    step = np.where(curve > 1e-3, 0.5 * (y0 - y2) / np.maximum(curve, 1e-3), 0.0)
    found = offs[k] + np.clip(step, -1, 1) * (offs[1] - offs[0])  # along n, grid pixels
    depth = np.median(light, axis=1) - y1  # how clearly a line shows
    lo, hi = mid.min(axis=0), mid.max(axis=0)
    x, y = ((mid - lo) / np.maximum(hi - lo, 1.0) * 2 - 1).T
    basis = np.stack([np.ones_like(x), x, y, x * x, x * y, y * y, x ** 3, x * x * y, x * y * y, y ** 3], axis=1)
    design = np.concatenate([basis * n[:, :1], basis * n[:, 1:]], axis=1)
    keep = depth > np.median(depth) * 0.5
    coef = np.zeros(design.shape[1])
    for _round in range(4):
        if keep.sum() < 2 * design.shape[1]:
            return np.zeros_like(mid)
        coef, *_ = np.linalg.lstsq(design[keep], found[keep], rcond=None)
        res = np.abs(design @ coef - found)
        keep &= res < max(3 * np.median(res[keep]), 0.5)
    m = basis.shape[1]
    return np.stack([basis @ coef[:m], basis @ coef[m:]], axis=1).astype(np.float32)


def _ink(profile: np.ndarray, examples: np.ndarray, clearest: bool = True) -> np.ndarray:
    """The taught feature's ink: at each point of each example, the line pixel farthest from what the map's
    hexsides usually show at that offset (a plain hexside: paper, and the grid line on it); their median,
    over the examples that show a line at least half as clearly as the clearest one (`clearest=False`: over
    them all, the majority's ink, when a few of the "examples" may show another, bolder line)."""
    k = len(LINE)
    usual = np.median(profile[:, :, :k].reshape(-1, k, 3), axis=0)  # (k, 3)
    ex = profile[examples, :, :k]  # (e, p, k, 3)
    dev = np.linalg.norm(ex - usual[None, None], axis=-1)
    pick = np.take_along_axis(ex, dev.argmax(axis=2)[..., None, None], axis=2)[:, :, 0]  # (e, p, 3)
    shown = np.median(dev.max(axis=2), axis=1)  # how clearly each example shows its line
    keep = shown >= 0.5 * shown.max() if clearest else np.ones(len(shown), dtype=bool)  # one hidden by a label
    return np.median(pick[keep].reshape(-1, 3), axis=0)


def _scores(profile: np.ndarray, examples: np.ndarray) -> np.ndarray:
    """Each hexside's confidence of showing the taught line (see the module's docstring)."""
    ink = _ink(profile, examples)
    dist = np.linalg.norm(profile - ink[None, None, None], axis=-1)  # (s, p, offsets)
    k = len(LINE)
    near, far = dist[:, :, :k].min(axis=2), dist[:, :, k:].min(axis=2)
    close = float(np.median(near[examples]))
    contrast = float(np.median(far)) - close  # how far the ink stands from the map's background
    if contrast < FAINT:  # the examples show no line the scan tells from the paper: nothing to read
        return np.zeros(len(profile))
    inked = dist[:, :, :k] < close + NEAR * contrast  # (s, p, k): the offsets showing the ink
    width = max(1.0, float(np.median(inked[examples].sum(axis=2))) - 1)  # a stream is wider than a grid line
    hit = (near < close + NEAR * contrast) & (far > near + APART * contrast) & (inked.sum(axis=2) >= width)
    half = hit.shape[1] // 2
    share = np.minimum(hit[:, :half].mean(axis=1), hit[:, half:].mean(axis=1))  # the line runs the whole way
    ref = float(np.median(share[examples]))
    centre = max(CENTRE, ref / 2)
    return 1 / (1 + np.exp(-SLOPE * (share - centre) / max(ref, 2 * CENTRE)))


def _like_contours(samples: SideSamples, levels: dict[Hex, int], sides: np.ndarray) -> np.ndarray:
    """The hexsides between two levels (as read) where a taught along-line's ink is also the contour lines'
    ink: there the line may be a contour, and the scan alone cannot tell (a map printed in one ink)."""
    step = np.array([levels.get(s.a, 0) != levels.get(s.b, 0) for s in samples.sides])
    if step.sum() < 3:
        return np.zeros(len(samples.sides), dtype=bool)
    # the contours' ink: the majority's over the level edges (a few of them carry a bolder stream)
    contour = _ink(samples.along, np.where(step & ~np.isin(np.arange(len(step)), sides))[0], clearest=False)
    ink = _ink(samples.along, sides)
    paper = np.median(samples.along[:, :, len(LINE):].reshape(-1, 3), axis=0)
    if np.linalg.norm(ink - contour) > ALIKE * np.linalg.norm(ink - paper):
        return np.zeros(len(samples.sides), dtype=bool)
    return step


def _crossing_look(along: np.ndarray) -> np.ndarray:
    """Each hexside's marks on its line, (s, f): at each point along it, the line offsets' colours ordered dark
    to light (a warp shifting the line across the offsets leaves that alone), less the same at the hexside's
    usual point (its median: the hexside's own water and ground cancel out); the MARKS points that differ
    most, most first (a mark shifted along the line by the warp looks the same)."""
    line = along[:, :, :len(LINE)]  # (s, p, k, 3)
    order = np.argsort(line[..., 0], axis=2)
    look = np.take_along_axis(line, order[..., None], axis=2).reshape(len(along), along.shape[1], -1)
    dev = look - np.median(look, axis=1, keepdims=True)
    most = np.argsort(-np.linalg.norm(dev, axis=2), axis=1)[:, :MARKS]
    return np.take_along_axis(dev, most[..., None], axis=1).reshape(len(along), -1)


def _ford_scores(samples: SideSamples, examples: np.ndarray) -> np.ndarray:
    """Each hexside's confidence of showing a ford like the `examples`' (indices of drawn fords), set against
    the map's usual hexside marks (their median over every other hexside: what noise, a grid line and a
    plain stream show); 0 where the examples show no mark the scan tells from that."""
    look = _crossing_look(samples.along)
    others = ~np.isin(np.arange(len(look)), examples)
    if others.sum() < 2:
        return np.zeros(len(look))
    usual = np.median(look[others], axis=0)
    to_ford = np.linalg.norm(look[:, None, :] - look[None, examples, :], axis=-1).min(axis=1)
    to_plain = np.linalg.norm(look - usual[None], axis=1)
    if np.median(to_plain[examples]) < FAINT * math.sqrt(look.shape[1] / 3):
        return np.zeros(len(look))
    ratio = (to_plain - to_ford) / np.maximum(to_plain + to_ford, 1e-6)
    return 1 / (1 + np.exp(-FORD_SLOPE * ratio))


def _water_through(samples: SideSamples, water: list[int], roads: list[int]) -> np.ndarray | None:
    """Each hexside's confidence that the water's ink runs through the middle of its line (a road crossing
    there is a ford: the road stops at the water) rather than the road's (a bridge: the road drawn over the
    water). None when there is no example of either, or the two inks are too alike to tell (one-ink maps)."""
    if not water or not roads:
        return None
    water_ink = _ink(samples.along, np.array(sorted(water), dtype=np.int64))
    road_ink = _ink(samples.across, np.array(sorted(roads), dtype=np.int64))
    contrast = float(np.linalg.norm(water_ink - road_ink))
    if contrast < 2 * FAINT:
        return None
    middle = samples.along[:, len(ALONG) // 2 - 1:len(ALONG) // 2 + 2, 1:len(LINE) - 1]  # its middle, near the line
    to_road = np.linalg.norm(middle - road_ink, axis=-1).reshape(len(middle), -1).min(axis=1)
    to_water = np.linalg.norm(middle - water_ink, axis=-1).reshape(len(middle), -1).min(axis=1)
    return 1 / (1 + np.exp(-THROUGH_SLOPE * ((to_road - to_water) / contrast - THROUGH_CENTRE)))


def read_hexsides(samples: SideSamples, along: dict[str, set[Hexside]], across: dict[str, set[Hexside]],
                  drawn: dict[Hexside, set[str]] | None = None, levels: dict[Hex, int] | None = None
                  ) -> HexsideReading:
    """Proposals for the features taught by examples: `along` (hexside features: feature → the hexsides the
    designer drew) and `across` (routes: kind → the links drawn). `drawn` (hexside → every feature on it,
    routes included) is what is already on the map, never proposed again; by default the examples.
    `levels` (each hex's level as read) lets a line on a level's edge drawn in the contours' ink be
    flagged rather than proposed sure: its confidence is at most DOUBT there. `along["ford"]`, the fords
    drawn, teaches the fords (read on the water hexsides only, see the module's docstring)."""
    idx = samples.index()
    fords = along.get(FORD, set())
    along = {f: v for f, v in along.items() if f != FORD}
    if drawn is None:
        drawn = {}
        for group in (along, across):
            for feature, sides in group.items():
                for s in sides:
                    drawn.setdefault(s, set()).add(feature)
        for s in fords:
            drawn.setdefault(s, set()).add(FORD)
    reading = HexsideReading()
    conf: dict[str, np.ndarray] = {}
    for group, profile in ((along, samples.along), (across, samples.across)):
        for feature, sides in sorted(group.items()):
            ex = np.array(sorted(idx[s] for s in sides if s in idx), dtype=np.int64)
            if len(ex) == 0 or len(samples.sides) < 2:
                continue
            reading.taught[feature] = len(ex)
            conf[feature] = _scores(profile, ex)
            if group is along and levels:
                conf[feature] = np.where(_like_contours(samples, levels, ex), np.minimum(conf[feature], DOUBT),
                                         conf[feature])
    # one along feature per hexside: where two taught features both see a line, the likelier one
    along_taught = [f for f in conf if f in along]
    if len(along_taught) > 1:
        stack = np.stack([conf[f] for f in along_taught])
        best = stack.argmax(axis=0)
        for k, f in enumerate(along_taught):
            conf[f] = np.where(best == k, conf[f], 0.0)
    for feature, p in conf.items():
        for i in np.where(p >= PROPOSE)[0]:
            s = samples.sides[i]
            if feature not in drawn.get(s, set()):
                reading.calls.append(SideCall(s, feature, float(p[i]), bool(p[i] < SURE)))
    # a bridge where a road crosses water, drawn or proposed
    water = {s: 1.0 for s, fs in drawn.items() if fs & set(WATER)}
    roads = {s: 1.0 for s, fs in drawn.items() if fs & set(across)}
    for c in reading.calls:
        if c.feature in WATER:
            water[c.side] = max(water.get(c.side, 0.0), c.confidence)
        elif c.feature in across:
            roads[c.side] = max(roads.get(c.side, 0.0), c.confidence)
    ford = np.zeros(len(samples.sides))
    undecided: set[int] = set()  # road crossings on a one-ink map: ford or bridge, the designer says
    ford_ex = np.array(sorted(idx[s] for s in fords if s in idx), dtype=np.int64)
    if len(ford_ex) and water:
        reading.taught[FORD] = len(ford_ex)
        wet = np.array(sorted(idx[s] for s in water if s in idx), dtype=np.int64)
        ford = _ford_scores(samples, ford_ex)
        wet_ex = [idx[s] for f in WATER for s in along.get(f, ()) if s in idx and s not in fords]
        through = _water_through(samples, wet_ex, [idx[s] for links in across.values() for s in links if s in idx])
        crossing = np.array(sorted(idx[s] for s in roads.keys() & water.keys() if s in idx), dtype=np.int64)
        if through is not None:  # a road crossing: a ford where the water runs through, a bridge where the road does
            ford[crossing] = through[crossing]
        else:
            ford[crossing] = np.minimum(ford[crossing], UNDECIDED)
            undecided = set(crossing.tolist())
        for i in wet:
            s = samples.sides[i]
            p = min(water[s], float(ford[i]))
            if p >= PROPOSE and not drawn.get(s, set()) & {BRIDGE, FORD}:
                reading.calls.append(SideCall(s, FORD, p, p < SURE))
    for s in water.keys() & roads.keys():
        cap = 1.0 if s not in idx else UNDECIDED if idx[s] in undecided else 1.0 - float(ford[idx[s]])
        p = min(water[s], roads[s], cap)
        if p >= PROPOSE and not drawn.get(s, set()) & {BRIDGE, FORD}:
            reading.calls.append(SideCall(s, BRIDGE, p, p < SURE))
    reading.calls.sort(key=lambda c: (c.confidence, c.feature))
    return reading


Routes = dict[str, list[list[Hex]]]


def taught_by(md, features: tuple[str, ...], route_kinds: tuple[str, ...]
              ) -> tuple[dict[str, set[Hexside]], dict[str, set[Hexside]], dict[Hexside, set[str]]]:
    """What a scenario's map (`rules.scenario.model.MapData`: its `hexsides` and `links(kind)`) teaches: the
    along-line features drawn, the
    road links drawn, and every hexside with everything drawn on it (those the reading leaves alone). The fords
    drawn teach the fords (`read_hexsides` reads them on the water only); bridges are read from the roads."""
    along = {f: set(md.hexsides.get(f, [])) for f in features if f != BRIDGE}
    across = {k: set(md.links(k)) for k in route_kinds}
    drawn: dict[Hexside, set[str]] = {}
    for f, sides in md.hexsides.items():
        for side in sides:
            drawn.setdefault(side, set()).add(f)
    for k, links in across.items():
        for link in links:
            drawn.setdefault(link, set()).add(k)
    return {f: v for f, v in along.items() if v}, {k: v for k, v in across.items() if v}, drawn


def merged(hexsides: dict[str, list[Hexside]], routes: Routes, calls: list[SideCall], route_kinds: tuple[str, ...],
           keep: set[Hexside]) -> tuple[dict[str, list[Hexside]], Routes]:
    """Copies of a map's hexside features and routes with `calls` added, except on the hexsides in `keep`
    (those the designer drew). A link is added at the end of a chain it continues, else as a new chain."""
    hs = {f: list(v) for f, v in hexsides.items()}
    rt = {k: [list(c) for c in v] for k, v in routes.items()}
    for c in sorted(calls, key=lambda c: (c.feature, c.side.a, c.side.b)):
        if c.side in keep:
            continue
        if c.feature in route_kinds:
            chains = rt.setdefault(c.feature, [])
            a, b = c.side.a, c.side.b
            if any({x, y} == {a, b} for ch in chains for x, y in zip(ch, ch[1:], strict=False)):
                continue
            for ch in chains:
                if ch[-1] in (a, b):
                    ch.append(b if ch[-1] == a else a)
                    break
                if ch[0] in (a, b):
                    ch.insert(0, b if ch[0] == a else a)
                    break
            else:
                chains.append([a, b])
        elif c.side not in hs.get(c.feature, []):
            hs.setdefault(c.feature, []).append(c.side)
    return hs, rt
