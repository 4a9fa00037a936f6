"""What each hex of a scanned map looks like, as numbers that survive a scan.

Every hex is sampled on the same square raster in *grid pixels* (the scenario's grid fit maps them to the
scan), so a rotated or skewed scan gives upright patches. Only the hex's inner disc counts: the grid lines
lie outside it and the top band where the series prints hex numbers is left out. The light is evened out
(an upper envelope of the hexes' paper brightness, fitted as a smooth surface), colours are measured in
CIELAB (a perceptual space: distances mean the same everywhere), a road crossing the hex is painted over
with the hex's paper (`_erase_lines`), and three kinds of numbers are kept:

* colour statistics: percentiles of L*, a*, b* (robust to a road or a label crossing a part of the hex);
* the map's own palette: the pixels of the whole map clustered (k-means) into a dozen inks, and the share
  of each ink in the hex — publishers' colours differ, but each map's inks are few;
* texture: gradient energy, the structure tensor's coherence and direction (hatching is directional, tree
  symbols are not), the share of dark ink, fine against coarse contrast;
* shape, for maps printed in one ink where colour tells nothing: the dark ink's connected blobs (how many,
  how big, how far the largest one reaches: a road or a river is one long blob, a wood many small ones, a
  label a row of letters), the paper enclosed by ink (outlined trees and houses enclose paper, hatching and
  tufts do not), the density of edges and how their directions spread (a rotation-free orientation
  histogram: hatching has one direction, circles all).

Hexside strips (the band along each side) give the evidence for contour lines between levels.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image

from rules.geometry.affine import GRID_HEX_WIDTH, Affine
from rules.geometry.hexgrid import Grid, Hex
from rules.i18n import _
from rules.scan.hexsides import SideSamples, sample_sides

PATCH = 32  # samples across a hex's patch
TARGET_HEX_PX = 64.0  # a scan is decoded/reduced until its hexes are about this wide (image pixels)
APOTHEM = GRID_HEX_WIDTH / 2 * math.sqrt(3) / 2  # centre to side, grid pixels (flat or pointy alike)
INNER = 0.8 * APOTHEM  # radius of the disc measured: well inside the grid lines
NUMBER_BAND = -0.45 * APOTHEM  # above this (grid y), in the middle third, the hex number is printed
PALETTE = 12
SHAPES = 13  # the shape measures, the last columns of `HexFeatures.x`
MAX_SCAN_BYTES = 512 * 2**20
MAX_SCAN_PIXELS = 200_000_000


@dataclass
class HexFeatures:
    """The map's hexes in `grid.hexes()` order, their features, and what the level step needs."""

    hexes: list[Hex]
    x: np.ndarray  # (n, f) terrain features
    ground: np.ndarray  # (n, g) level features: the colour between the symbols
    sides: np.ndarray  # (n, 6) contour evidence on each side (direction order of the grid)
    neighbours: np.ndarray  # (n, 6) index of the neighbour in each direction, -1 off the map
    lines: SideSamples | None = None  # the colours along and across every hexside (rules/scan/hexsides.py)


def open_scan(path: Path) -> Image.Image:
    """The scan, opened through the guarded reader with its size limits; ValueError says why not."""
    from rules.fileio.guarded import Refused, open_guarded

    try:
        f = open_guarded(path, MAX_SCAN_BYTES, "scan")
    except Refused as e:
        raise ValueError(e.message) from None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            im = Image.open(f)
        im._exclusive_fp = True
        if im.size[0] * im.size[1] > MAX_SCAN_PIXELS:
            im.close()
            raise ValueError(_("the scan {path} has more than {most} million pixels").format(
                path=path, most=MAX_SCAN_PIXELS // 1_000_000))
        return im
    except ValueError:
        raise
    except Exception as e:
        f.close()
        raise ValueError(_("the scan {path} cannot be read: {problem}").format(path=path, problem=e)) from None


def load_scan(image: Image.Image, transform: Affine) -> tuple[np.ndarray, Affine]:
    """The scan as an RGB float array reduced so hexes are about TARGET_HEX_PX wide, and the grid fit onto
    that array. A JPEG is decoded at the reduced size directly (`draft`), which is most of the speed."""
    a, b, c, d, e, f = transform
    hex_px = GRID_HEX_WIDTH * math.sqrt(abs(a * e - b * d))
    factor = max(1, int(hex_px / TARGET_HEX_PX))
    w, h = image.size
    if factor > 1 and image.format == "JPEG":
        image.draft("RGB", (max(1, w // factor), max(1, h // factor)))
    image = image.convert("RGB")
    scale = image.size[0] / w
    if hex_px * scale > 1.5 * TARGET_HEX_PX:
        k = max(1, int(hex_px * scale / TARGET_HEX_PX))
        image = image.reduce(k)
        scale = image.size[0] / w
    arr = np.asarray(image, dtype=np.float32)
    return arr, (a * scale, b * scale, c * scale, d * scale, e * scale, f * scale)


def _offsets() -> tuple[np.ndarray, np.ndarray]:
    """The patch raster (grid pixels around a centre) and the mask of the pixels measured."""
    t = np.linspace(-INNER, INNER, PATCH, dtype=np.float32)
    ox, oy = np.meshgrid(t, t)
    mask = (ox ** 2 + oy ** 2 <= INNER ** 2) & ~((oy < NUMBER_BAND) & (np.abs(ox) < 0.5 * APOTHEM))
    return np.stack([ox.ravel(), oy.ravel()], axis=1), mask.ravel()


def _sample(arr: np.ndarray, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Bilinear samples of `arr` (H, W, 3) at float pixel positions (any shape); outside: the nearest edge."""
    h, w = arr.shape[:2]
    u = np.clip(u - 0.5, 0, w - 1.001)
    v = np.clip(v - 0.5, 0, h - 1.001)
    x0, y0 = u.astype(np.int32), v.astype(np.int32)
    fx, fy = (u - x0)[..., None], (v - y0)[..., None]
    p00, p01 = arr[y0, x0], arr[y0, x0 + 1]
    p10, p11 = arr[y0 + 1, x0], arr[y0 + 1, x0 + 1]
    return (p00 * (1 - fx) + p01 * fx) * (1 - fy) + (p10 * (1 - fx) + p11 * fx) * fy


def _to_lab(rgb: np.ndarray) -> np.ndarray:
    """sRGB (0–255) to CIELAB (D65)."""
    c = rgb / 255.0
    lin = np.where(c > 0.04045, ((c + 0.055) / 1.055) ** 2.4, c / 12.92)
    m = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]], dtype=np.float32)
    xyz = lin @ m.T / np.array([0.95047, 1.0, 1.08883], dtype=np.float32)
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def _grid_centres(grid: Grid, hexes: list[Hex]) -> np.ndarray:
    lay = grid.layout(GRID_HEX_WIDTH)
    return np.array([lay.center(h) for h in hexes], dtype=np.float32)


def _even_light(rgb: np.ndarray, centres_img: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Divide out uneven light: each hex's bright paper (95th percentile of its brightness) is fitted by a
    quadratic surface over the image from above (hexes far under the fit — woods, towns — are dropped and
    the fit repeated), and every hex is scaled to the map's median light."""
    bright = np.percentile(rgb[:, mask].mean(axis=2), 95, axis=1)
    u, v = centres_img[:, 0], centres_img[:, 1]
    su, sv = (u - u.mean()) / (u.std() + 1e-6), (v - v.mean()) / (v.std() + 1e-6)
    design = np.stack([np.ones_like(su), su, sv, su * su, su * sv, sv * sv], axis=1)
    keep = np.ones(len(bright), dtype=bool)
    fit = np.full_like(bright, np.median(bright))
    for _round in range(4):
        if keep.sum() < 8:
            break
        coef, *_ = np.linalg.lstsq(design[keep], bright[keep], rcond=None)
        fit = design @ coef
        keep = bright > fit - max(4.0, 0.5 * np.std(bright[keep] - fit[keep]))
    gain = np.median(fit) / np.clip(fit, 20, None)
    return np.clip(rgb * gain[:, None, None], 0, 255)


def _side_strips(grid: Grid, depths: tuple[float, ...]) -> list[np.ndarray]:
    """For each direction, grid-pixel offsets along a band parallel to the hexside, `depths` (fractions of
    the apothem) from the centre."""
    out = []
    lay = grid.layout(GRID_HEX_WIDTH)
    c0 = np.array(lay.center(Hex(0, 0)))
    for dvec in grid.directions:
        cn = np.array(lay.center(dvec)) - c0
        nrm = cn / np.linalg.norm(cn)
        tang = np.array([-nrm[1], nrm[0]])
        pts = []
        for s in np.linspace(-0.35, 0.35, 9) * GRID_HEX_WIDTH / 2:
            for depth in depths:
                pts.append(nrm * APOTHEM * depth + tang * s)
        out.append(np.array(pts, dtype=np.float32))
    return out


def _neighbour_index(grid: Grid, hexes: list[Hex]) -> np.ndarray:
    index = {h: i for i, h in enumerate(hexes)}
    return np.array([[index.get(h + d, -1) for d in grid.directions] for h in hexes], dtype=np.int64)


def _palette(lab: np.ndarray, seed: int = 0) -> np.ndarray:
    from sklearn.cluster import KMeans

    rng = np.random.default_rng(seed)
    pick = lab[rng.choice(len(lab), size=min(len(lab), 8000), replace=False)]
    km = KMeans(n_clusters=PALETTE, random_state=seed, n_init=1, max_iter=50).fit(pick)
    return km.cluster_centers_.astype(np.float32)


def _erase_lines(lab: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """`lab` (n, P*P, 3) with the roads crossing each hex painted over with the hex's paper. A road (or a
    track, a railway) is printed across whatever terrain it passes: in a clear hex it is the only ink, and
    the trees, taught by a few samples none of which has a road, read its dark stroke as some symbol's. A
    road here is a dark connected stroke that is long (a principal length over 60 % of the patch), thin
    (area over length at most 4 samples), straight or bent once (minor to major variance under 0.2), the only
    one so in its hex, and runs through the hex's middle with both ends at the measured disc's rim."""
    from scipy import ndimage

    n = lab.shape[0]
    lum = lab[..., 0]
    paper = np.percentile(lum[:, mask], 90, axis=1)
    m2 = mask.reshape(PATCH, PATCH)
    dark = (lum.reshape(n, PATCH, PATCH) < (paper - 20.0)[:, None, None]) & m2
    links = np.zeros((3, 3, 3), dtype=bool)
    links[1] = True
    labels, count = ndimage.label(dark, structure=links)
    if count == 0:
        return lab
    zz, yy, xx = np.indices(labels.shape, dtype=np.float64)
    flat = labels.ravel()
    on = flat > 0
    k = flat[on]

    def total(w: np.ndarray) -> np.ndarray:
        return np.bincount(k, weights=w.ravel()[on], minlength=count + 1)

    size = np.maximum(np.bincount(k, minlength=count + 1), 1).astype(np.float64)
    mx, my = total(xx) / size, total(yy) / size
    vxx, vyy, vxy = total(xx * xx) / size - mx ** 2, total(yy * yy) / size - my ** 2, total(xx * yy) / size - mx * my
    half, root = (vxx + vyy) / 2, np.sqrt(((vxx - vyy) / 2) ** 2 + vxy ** 2)
    major, minor = half + root, np.maximum(half - root, 0)
    length = np.sqrt(12 * major)
    line = (length >= 0.6 * PATCH) & (size / np.maximum(length, 1) <= 4.0) & (minor < 0.2 * major)
    line[0] = False
    patch = (total(zz) / size).round().astype(np.int64)
    strokes = np.bincount(patch[line], minlength=n)
    # ... the only such stroke in the hex (a row of bush dots has others beside it; hatching, a farm's furrows
    # too), running through the hex's middle, both its ends at the measured disc's rim (roads join hex
    # centres and go on into the next hex; a row of dots or a label's underline ends inside the hex)
    centre = (PATCH - 1) / 2  # also the disc's radius, in samples
    px, py = xx.ravel()[on], yy.ravel()[on]
    radius = np.hypot(px - centre, py - centre)
    near = np.full(count + 1, np.inf)
    np.minimum.at(near, k, radius)
    ex, ey = vxy, major - vxx  # the major axis (vxy = 0: the axis is x or y, whichever varies more)
    flat_axis = np.hypot(ex, ey) < 1e-9
    ex, ey = np.where(flat_axis, (vxx >= vyy).astype(float), ex), np.where(flat_axis, (vxx < vyy).astype(float), ey)
    side = ((px - mx[k]) * ex[k] + (py - my[k]) * ey[k]) > 0
    ends = np.zeros((2, count + 1))
    np.maximum.at(ends, (side.astype(np.int64), k), radius)
    line &= (strokes[patch] == 1) & (near <= 0.15 * PATCH) & (ends.min(axis=0) >= centre - 1.5)
    if not line.any():
        return lab
    erase = line[labels].reshape(n, -1)
    # the paper: the hex's brightest tenth, colour and all
    bright = lum >= paper[:, None]
    fill = (lab * bright[..., None]).sum(axis=1) / np.maximum(bright.sum(axis=1), 1)[:, None]
    return np.where(erase[..., None], fill[:, None, :], lab)


def _shapes(img_l: np.ndarray, m2: np.ndarray, paper_l: float, gxs: np.ndarray, gys: np.ndarray) -> np.ndarray:
    """Shape measures of each patch (n, PATCH, PATCH) of L*, inside the mask `m2`: see the module's docstring.
    All patches are labelled at once (a 3-D label image whose structure links pixels within a patch only)."""
    from scipy import ndimage

    n = len(img_l)
    links = np.zeros((3, 3, 3), dtype=bool)
    links[1] = True
    inside = np.broadcast_to(m2, img_l.shape)
    rim = np.broadcast_to(m2 & ~ndimage.binary_erosion(m2), img_l.shape)
    area = float(m2.sum())
    out = []
    for depth in (20.0, 40.0):
        dark = (img_l < paper_l - depth) & inside
        labels, count = ndimage.label(dark, structure=links)
        sizes = np.bincount(labels.ravel(), minlength=count + 1)[1:]
        patch = np.zeros(count, dtype=np.int64)
        extent = np.zeros(count, dtype=np.float32)
        for k, sl in enumerate(ndimage.find_objects(labels)):
            patch[k] = sl[0].start
            extent[k] = max(sl[1].stop - sl[1].start, sl[2].stop - sl[2].start)
        real = sizes >= 2
        blobs = np.bincount(patch[real], minlength=n).astype(np.float32)
        ink = np.bincount(patch, weights=sizes, minlength=n).astype(np.float32)
        largest = np.zeros(n, dtype=np.float32)
        np.maximum.at(largest, patch, sizes.astype(np.float32))
        reach = np.zeros(n, dtype=np.float32)
        np.maximum.at(reach, patch, extent)
        # the paper enclosed by ink: bright components that do not touch the measured disc's rim
        paper = ~dark & inside
        plabels, pcount = ndimage.label(paper, structure=links)
        psizes = np.bincount(plabels.ravel(), minlength=pcount + 1)
        touching = np.zeros(pcount + 1, dtype=bool)
        touching[np.unique(plabels[rim & paper])] = True
        ppatch = np.zeros(pcount + 1, dtype=np.int64)
        for k, sl in enumerate(ndimage.find_objects(plabels)):
            if sl is not None:
                ppatch[k + 1] = sl[0].start
        hole = ~touching & (psizes < 0.2 * area)
        hole[0] = False
        holes = np.bincount(ppatch[hole], minlength=n).astype(np.float32)
        out += [np.log1p(blobs), ink / np.maximum(blobs, 1) / area, largest / np.maximum(ink, 1),
                reach / PATCH, np.log1p(holes)]
    # edges: their density, and how their directions spread (8 bins of the doubled angle, weighted by strength)
    gx, gy = gxs[:, m2], gys[:, m2]
    mag = np.hypot(gx, gy)
    strong = mag > 6.0
    bins = ((np.arctan2(gy, gx) % np.pi) / np.pi * 8).astype(np.int64) % 8
    hist = np.stack([((bins == b) & strong).sum(axis=1) for b in range(8)], axis=1).astype(np.float32)
    share = hist / np.maximum(hist.sum(axis=1, keepdims=True), 1)
    entropy = -(share * np.log(np.where(share > 0, share, 1))).sum(axis=1)
    out += [strong.mean(axis=1), entropy, share.max(axis=1)]
    return np.stack(out, axis=1).astype(np.float32)


def measure(image: Image.Image, transform: Affine, grid: Grid) -> HexFeatures:
    """Every hex's features, from the scan and the grid fit (grid pixels → scan pixels)."""
    arr, t = load_scan(image, transform)
    hexes = list(grid.hexes())
    centres = _grid_centres(grid, hexes)
    offs, mask = _offsets()
    gx = centres[:, None, 0] + offs[None, :, 0]
    gy = centres[:, None, 1] + offs[None, :, 1]
    a, b, c, d, e, f = t
    u, v = a * gx + b * gy + c, d * gx + e * gy + f
    rgb = _sample(arr, u, v)  # (n, P*P, 3)
    centres_img = np.stack([a * centres[:, 0] + b * centres[:, 1] + c, d * centres[:, 0] + e * centres[:, 1] + f], 1)
    gain_rgb = _even_light(rgb, centres_img, mask)
    gain = (gain_rgb.mean(axis=(1, 2)) + 1e-3) / (rgb.mean(axis=(1, 2)) + 1e-3)
    lab = _to_lab(gain_rgb)  # (n, P*P, 3)
    n = len(hexes)
    lab = _erase_lines(lab, mask)
    inner = lab[:, mask]  # (n, m, 3)
    pct = np.percentile(inner, [10, 25, 50, 75, 90], axis=1)  # (5, n, 3)
    colour = np.concatenate([pct.transpose(1, 0, 2).reshape(n, -1), inner.std(axis=1)], axis=1)
    paper_l = np.median(pct[4, :, 0])
    lum = inner[..., 0]
    dark = np.stack([(lum < paper_l - t_).mean(axis=1) for t_ in (15, 30, 50)], axis=1)
    chroma = np.hypot(inner[..., 1], inner[..., 2])
    sat = np.stack([(chroma > t_).mean(axis=1) for t_ in (12, 25)], axis=1)
    # the palette: each hex's share of each of the map's inks
    centres_lab = _palette(inner.reshape(-1, 3))
    dist = ((inner[:, :, None, :] - centres_lab[None, None, :, :]) ** 2).sum(axis=-1)
    nearest = dist.argmin(axis=2)
    shares = np.stack([(nearest == k).mean(axis=1) for k in range(PALETTE)], axis=1)
    # texture on L*
    img_l = lab[..., 0].reshape(n, PATCH, PATCH)
    gxs = np.zeros_like(img_l)
    gys = np.zeros_like(img_l)
    gxs[:, :, 1:-1] = (img_l[:, :, 2:] - img_l[:, :, :-2]) / 2
    gys[:, 1:-1, :] = (img_l[:, 2:, :] - img_l[:, :-2, :]) / 2
    m2 = mask.reshape(PATCH, PATCH)
    gxm, gym = gxs[:, m2], gys[:, m2]
    mag = np.hypot(gxm, gym)
    jxx, jyy, jxy = (gxm ** 2).mean(1), (gym ** 2).mean(1), (gxm * gym).mean(1)
    tr = jxx + jyy + 1e-6
    coh = np.sqrt((jxx - jyy) ** 2 + 4 * jxy ** 2) / tr
    cos2, sin2 = (jxx - jyy) / tr, 2 * jxy / tr
    coarse = img_l.reshape(n, PATCH // 4, 4, PATCH // 4, 4).mean(axis=(2, 4))
    texture = np.stack([mag.mean(1), np.percentile(mag, 90, axis=1), np.log1p(tr), coh, cos2, sin2,
                        coarse.std(axis=(1, 2)), lum.std(1) - coarse.std(axis=(1, 2))], axis=1)
    shapes = _shapes(img_l, m2, paper_l, gxs, gys)
    nb = _neighbour_index(grid, hexes)
    own = np.concatenate([colour, dark, sat, shares, texture, shapes], axis=1).astype(np.float32)
    # the colour between the symbols: the brighter half of the hex's pixels
    order = np.argsort(lum, axis=1)
    half = order[:, order.shape[1] // 2:]
    brighter = np.take_along_axis(inner, half[..., None], axis=1)
    ground = np.concatenate([np.median(brighter, axis=1), np.percentile(brighter, 25, axis=1), pct[2]], axis=1)
    # hexside strips: how much of a band straddling each side is dark ink (darker than the hex's paper by
    # more than a level's tint), less the ink at the band's two ends. A contour line printed on the side darkens
    # the middle of the band wherever the warp puts it; the grid line alone darkens less of it; a wood's or a
    # town's fill reaching the side darkens one end as much as the middle. Both hexes see the same band
    # (`classify` takes the weaker of the two).
    ref = pct[4, :, 0] - 25.0
    sides = np.zeros((n, 6), dtype=np.float32)
    middle, ends = _side_strips(grid, tuple(np.linspace(0.85, 1.15, 7))), _side_strips(grid, (0.7, 1.3))
    for k in range(6):
        ink = []
        for pts in (middle[k], ends[k]):
            sx = centres[:, None, 0] + pts[None, :, 0]
            sy = centres[:, None, 1] + pts[None, :, 1]
            srgb = _sample(arr, a * sx + b * sy + c, d * sx + e * sy + f) * gain[:, None, None]
            ink.append(_to_lab(np.clip(srgb, 0, 255))[..., 0] < ref[:, None])
        end_in, end_out = ink[1][:, 0::2].mean(axis=1), ink[1][:, 1::2].mean(axis=1)
        sides[:, k] = ink[0].mean(axis=1) - np.maximum(end_in, end_out)
    lines = sample_sides(arr, t, grid, hexes, gain, _sample, _to_lab)  # rules/scan/hexsides.py
    return HexFeatures(hexes, own, ground.astype(np.float32), sides, nb, lines)


def with_context(x: np.ndarray, neighbours: np.ndarray) -> np.ndarray:
    """Each hex's features beside the mean of its on-map neighbours' (a hex in a wood mass is more likely
    wood; a lone dark hex among clear ones is more likely a label or a counter)."""
    valid = neighbours >= 0
    gathered = x[np.where(valid, neighbours, 0)] * valid[..., None]
    mean = gathered.sum(axis=1) / np.maximum(valid.sum(axis=1), 1)[:, None]
    return np.concatenate([x, mean], axis=1)
