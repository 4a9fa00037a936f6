"""Every hex's terrain and level from a few samples, with a confidence, and the hexes to review.

The learning is scikit-learn's, not hand-written. A map's hexes are few (a thousand) and its samples fewer
(two or three per terrain), but all the hexes are there to look at: extremely randomised trees
(`ExtraTreesClassifier`) learn from the samples, then are retrained with the hexes they are surest of
(self-training), then once more with each hex's neighbours' probabilities beside its features (context).
Their class probabilities are the terrain's confidence. (Label spreading over the k-NN graph of the hexes
was tried first and measured worse on the generated scans: 45–95 % against 92–99 % of hexes right.)

Levels hide under tree and building symbols, so they come from three pieces of evidence: the ground colour
between the symbols and the hex's texture (the same self-trained trees, taught by the clear samples), the
contour lines printed on hexsides, and the fact that a level is a connected area. The last two are a few
rounds of mean-field smoothing on the hex graph: a hex leans to its neighbours' level across a side with no
contour line, and away from it across one with a line; and, on a map that prints contours, the few hexes
read at another level than the rest of an area no contour line divides are doubted.

A hex's raw confidence (the product of the terrain's and the level's) is calibrated into the chance that it
is read right (CALIBRATION, measured on generated maps the benchmark does not use). The review queue takes the
least sure hexes until the rest are expected UNFLAGGED_RIGHT right, and at most REVIEW_SHARE of the map, so
the queue of a 40 × 30 map is never more than 180 hexes. The terrain's confidence takes the samples-only trees' word
beside the self-trained ones' (geometric mean): self-training is sure of whatever it reads.

After a correction, `classify(..., previous=...)` starts from the previous reading (warm start: only the
last round is trained again).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from rules.geometry.hexgrid import Hex
from rules.scan.features import SHAPES, HexFeatures

REVIEW_SHARE = 0.15  # the review queue holds at most this share of the map
UNFLAGGED_RIGHT = 0.998  # ... and takes the least sure hexes until the rest are expected this often right,
REVIEW_BELOW = 0.9  # ... and every hex less likely right than this (one in ten wrong)
# The chance that a hex's terrain and level are both right, against the raw confidence (the product of the
# terrain's and the level's): an isotonic regression (scikit-learn's IsotonicRegression) of "both right" on
# the raw confidence over the 12 203 unsampled hexes of 30 generated maps (bench/scan_maps.py: the five styles
# classic … survey, seeds 7–12, which the benchmark's seeds 1–6 do not use), read at these knots and
# interpolated. The raw confidence ranks well (ROC AUC 0.96 for "wrong") but is too modest between 0.5 and 0.9
# (hexes 60–70 % "sure" were right 93 % of the time). Near 1 the curve is held under 1: the 6 716 hexes above
# 0.95 were all right on those maps, which bounds their error (about 1 in 2 000), not proves it nil.
CALIBRATION = ((0.0, 0.25), (0.3, 0.44), (0.4, 0.60), (0.5, 0.76), (0.55, 0.88), (0.6, 0.93), (0.7, 0.94),
               (0.8, 0.98), (0.9, 0.997), (0.95, 0.9995), (1.0, 0.9998))
TREES = 60
HIDDEN_DOUBT = 0.6
PULL, PUSH = 1.5, 1.5  # level smoothing: pull to a neighbour's level across a side, push across a contour
HIDDEN_TRUST = 0.0  # the weight of a hex's own level evidence where its terrain hides the ground
CONTOUR_SEEN = 0.5  # the map prints contour lines when its level edges' median evidence is above this
MINORITY = 0.3  # ... and a contour-free area's hexes read at another level than most are doubted up to this share
SURE = 0.6  # self-training takes the hexes the trees give at least this probability
GROUND_APART = 10.0  # CIELAB ΔE: a terrain whose samples' ground is further than this from every clear sample's
# hides the ground (a wood printed as a solid fill), whatever its samples' levels read


@dataclass(frozen=True)
class HexCall:
    """What the program reads in one hex."""

    hex: Hex
    terrain: str
    level: int
    terrain_confidence: float
    level_confidence: float
    flagged: bool = False
    chance: float | None = None  # the calibrated chance that terrain and level are both right (CALIBRATION)

    @property
    def confidence(self) -> float:
        """How sure the reading is of this hex: the calibrated chance when known, else the raw product."""
        if self.chance is not None:
            return self.chance
        return self.terrain_confidence * self.level_confidence


@dataclass
class Classification:
    calls: list[HexCall]
    review_below: float = 1.0  # the hexes less sure than this (calibrated chance) are in the queue
    capped: bool = False  # True when more hexes were below the threshold than the queue takes
    below: int = 0  # how many hexes were below the threshold
    samples: dict[Hex, tuple[str, int]] = field(default_factory=dict)
    # what the trees learned (terrains, levels, their probabilities), the warm start of the next reading
    learned: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def flagged(self) -> list[HexCall]:
        """The review queue: the flagged hexes, least certain first."""
        return sorted((c for c in self.calls if c.flagged), key=lambda c: c.confidence)

    def by_hex(self) -> dict[Hex, HexCall]:
        return {c.hex: c for c in self.calls}


def _standardise(x: np.ndarray) -> np.ndarray:
    mu = x.mean(axis=0)
    sd = x.std(axis=0)
    return (x - mu) / np.where(sd > 1e-6, sd, 1.0)


def _trees(x: np.ndarray, y: np.ndarray, w: np.ndarray, at: np.ndarray, classes: int, seed: int) -> np.ndarray:
    from sklearn.ensemble import ExtraTreesClassifier

    model = ExtraTreesClassifier(n_estimators=TREES, random_state=seed, n_jobs=1).fit(x, y, sample_weight=w)
    proba = np.zeros((len(at), classes))
    proba[:, model.classes_] = model.predict_proba(at)
    return proba


def _self_trained(x: np.ndarray, labelled: np.ndarray, y: np.ndarray, classes: int, seed: int,
                  neighbours: np.ndarray | None = None) -> np.ndarray:
    """The self-trained probabilities (see `_learned`)."""
    return _learned(x, labelled, y, classes, seed, neighbours)[0]


def _learned(x: np.ndarray, labelled: np.ndarray, y: np.ndarray, classes: int, seed: int,
             neighbours: np.ndarray | None = None,
             warm: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray | None]:
    """Extremely randomised trees on the samples, then retrained twice with the hexes they are sure of
    (self-training: the map's own hexes show how each terrain varies across it), then once more with each
    hex's neighbours' mean probabilities beside its features (context: a hex in a wood mass is likelier
    wood; a lone odd hex among clear ones is likelier a label or a counter). Returns the final probabilities
    and the first ones, from the samples alone: self-training makes the trees sure of whatever they read,
    right or wrong, while the samples-only trees stay unsure of what looks like none of the samples (a road
    or a label across a clear hex), so the confidence takes both.

    `warm`: the probabilities learned before the designer's last correction. The self-training's first rounds
    only bootstrap from the samples; after a correction the previous reading is a better start, so only the
    last (context) round is trained again, and the samples-only probabilities are not computed (None)."""
    idx = np.where(labelled)[0]
    if warm is None:
        p = first = _trees(x[idx], y, np.ones(len(idx)), x, classes, seed)
        rounds: tuple[int, ...] = (0, 1, 2)
    else:
        p, first, rounds = warm, None, (2,)
    feats = x
    for round_ in rounds:
        if round_ == 2 and neighbours is not None:
            valid = neighbours >= 0
            ctx = (p[np.where(valid, neighbours, 0)] * valid[..., None]).sum(axis=1)
            ctx /= np.maximum(valid.sum(axis=1), 1)[:, None]
            feats = np.concatenate([x, 3.0 * ctx], axis=1)
        pick = np.where((p.max(axis=1) > SURE) & ~labelled)[0]
        train = np.concatenate([idx, pick])
        target = np.concatenate([y, p.argmax(axis=1)[pick]])
        weight = np.concatenate([np.full(len(idx), 3.0), np.ones(len(pick))])
        p = _trees(feats[train], target, weight, feats, classes, seed)
    return p, first


def _contour_evidence(feats: HexFeatures) -> np.ndarray:
    """(n, 6): how surely a contour line is printed on each side, > 0 for a line darker than grid lines alone.
    The evidence on a side is the darker of the two strips facing each other, above the map's usual."""
    nb = feats.neighbours
    valid = nb >= 0
    side = feats.sides
    opposite = np.where(valid, side[np.where(valid, nb, 0), (np.arange(6)[None, :] + 3) % 6], 0.0)
    strength = np.minimum(side, opposite)
    usual = np.median(strength[valid])
    spread = np.median(np.abs(strength[valid] - usual)) + 1e-3
    return np.where(valid, np.clip((strength - usual) / (3 * spread), -1, 3), 0.0)


def _doubt_unbounded(q: np.ndarray, feats: HexFeatures, z: np.ndarray) -> np.ndarray:
    """A level is a connected area, and on a map that prints contour lines its edge is one. Where the map's
    level edges mostly show a line (median evidence above CONTOUR_SEEN), the hexes joined by sides that show
    none should lie at one level: in each such contour-free area, the hexes read at another level than most of
    the area's (a minority of at most MINORITY of it) are doubtful, their level confidence capped at
    HIDDEN_DOUBT (they go to the review queue). A corner of the plain read as a hill because the scan's light
    is dim there has no contour line round it."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    nb = feats.neighbours
    valid = nb >= 0
    best = q.argmax(axis=1)
    other = valid & (best[np.where(valid, nb, 0)] != best[:, None])
    if other.sum() < 6 or float(np.median(z[other])) < CONTOUR_SEEN:
        return q
    n = len(q)
    open_side = valid & (z < CONTOUR_SEEN)
    rows = np.repeat(np.arange(n), 6)[open_side.ravel()]
    cols = nb[open_side]
    _count, area = connected_components(coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, n)),
                                        directed=False)
    q = q.copy()
    for a in np.unique(area):
        members = np.where(area == a)[0]
        counts = np.bincount(best[members], minlength=q.shape[1])
        odd = members[best[members] != counts.argmax()]
        if 0 < len(odd) <= MINORITY * len(members):
            for i in odd:
                top = q[i].argmax()
                if q[i, top] > HIDDEN_DOUBT:
                    q[i] *= (1 - HIDDEN_DOUBT) / max(1e-9, 1 - q[i, top])
                    q[i, top] = HIDDEN_DOUBT
    return q


def _smooth_levels(unary: np.ndarray, feats: HexFeatures, trust: np.ndarray, rounds: int = 8) -> np.ndarray:
    """Mean-field smoothing of level probabilities on the hex graph, contour-aware. `trust` (0–1 per hex)
    tempers a hex's own evidence: where symbols cover the ground its neighbours decide."""
    nb = feats.neighbours
    valid = nb >= 0
    z = _contour_evidence(feats)
    coupling = np.where(valid, PULL - (PULL + PUSH) * np.clip(z, 0, 1), 0.0)  # the pull across each side
    log_unary = trust[:, None] * np.log(np.clip(unary, 1e-3, 1))
    q = np.where(trust[:, None] > 0, unary, 1.0 / unary.shape[1])  # hidden hexes start undecided
    for _round in range(rounds):
        msg = (q[np.where(valid, nb, 0)] * coupling[..., None]).sum(axis=1)
        logits = log_unary + msg
        logits -= logits.max(axis=1, keepdims=True)
        q = np.exp(logits)
        q /= q.sum(axis=1, keepdims=True)
    return q


def _doubt_hidden(q: np.ndarray, hidden: np.ndarray, nb: np.ndarray) -> np.ndarray:
    """A hidden region (a wood mass, a town) whose visible rim lies at more than one level straddles a
    hill's edge: the level under its symbols is a guess there, so its hexes' level confidence is capped at
    HIDDEN_DOUBT (they go to the review queue). A region whose rim is all one level keeps its confidence."""
    best = q.argmax(axis=1)
    seen = np.zeros(len(q), dtype=bool)
    q = q.copy()
    for start in np.where(hidden)[0]:
        if seen[start]:
            continue
        region, stack, rim = [], [start], set()
        seen[start] = True
        while stack:
            i = stack.pop()
            region.append(i)
            for j in nb[i]:
                if j < 0:
                    continue
                if hidden[j] and not seen[j]:
                    seen[j] = True
                    stack.append(j)
                elif not hidden[j]:
                    rim.add(int(best[j]))
        if len(rim | {int(best[i]) for i in region}) > 1:
            for i in region:
                top = q[i].argmax()
                if q[i, top] > HIDDEN_DOUBT:
                    q[i] *= (1 - HIDDEN_DOUBT) / max(1e-9, 1 - q[i, top])
                    q[i, top] = HIDDEN_DOUBT
    return q


def classify(feats: HexFeatures, samples: dict[Hex, tuple[str, int]], seed: int = 0,
             previous: Classification | None = None) -> Classification:
    """Each hex's terrain and level from `samples` (hex → (terrain, level)); at least two terrains.
    `previous`: the classification of the same features before the designer's last corrections (warm start:
    re-reading after a correction retrains the last round only, about three times faster)."""
    index = {h: i for i, h in enumerate(feats.hexes)}
    known = [(index[h], t, lv) for h, (t, lv) in samples.items() if h in index]
    terrains = sorted({t for _i, t, _lv in known})
    levels = sorted({lv for _i, _t, lv in known})
    n = len(feats.hexes)
    labelled = np.zeros(n, dtype=bool)
    labelled[[i for i, _t, _lv in known]] = True
    order = np.array([i for i, _t, _lv in known], dtype=np.int64)
    x = _standardise(feats.x)
    if len(terrains) >= 2:
        yt = np.array([terrains.index(t) for _i, t, _lv in known])
        warm = previous.learned if previous is not None and previous.learned is not None else None
        if warm is not None and (warm[0] != tuple(terrains) or warm[1] != tuple(levels) or len(warm[2]) != n):
            warm = None  # a correction brought a terrain or a level no sample had: learn afresh
        mask = _mask(order, n)
        yt_ = yt[np.argsort(order)]
        pt, first = _learned(x, mask, yt_, len(terrains), seed, feats.neighbours, warm[2] if warm else None)
        if first is None:
            first = _trees(x[mask], yt_, np.ones(int(mask.sum())), x, len(terrains), seed)
        raw_t = pt
        # the terrain's confidence: the geometric mean of the final trees' and the samples-only trees'
        # probability of the terrain read (measured: it ranks the wrong hexes first far better than either)
        read = pt.argmax(axis=1)
        sure = np.sqrt(pt[np.arange(n), read] * first[np.arange(n), read])
        pt = pt * (sure / np.maximum(pt[np.arange(n), read], 1e-9))[:, None]
    else:
        pt = np.ones((n, 1))
        warm, raw_t = None, None
    raw_l = None
    if len(levels) >= 2:
        # The level model learns from the clear samples (the ground shows there, as the chart's default
        # terrain); another terrain's level is read the same way only where the model reads its samples'
        # levels right (a village's houses leave the ground visible; a wood's fill or symbols hide it).
        taught = [(i, t, lv) for i, t, lv in known if t == "clear"]
        if len({lv for _i, _t, lv in taught}) < 2:
            taught = known
        torder = np.array([i for i, _t, _lv in taught], dtype=np.int64)
        # the level's evidence is the ground's colour and texture: the symbol-shape measures (the last
        # SHAPES columns) describe what is printed over the ground and only add noise to three samples a level
        g = _standardise(np.concatenate([feats.ground, feats.x[:, :feats.x.shape[1] - SHAPES]], axis=1))
        yl = np.array([levels.index(lv) for _i, _t, lv in taught])
        pl, _first = _learned(g, _mask(torder, n), yl[np.argsort(torder)], len(levels), seed, feats.neighbours,
                              warm[3] if warm is not None and warm[3] is not None else None)
        raw_l = pl
        read = pl.argmax(axis=1)
        shown = {t for t in terrains
                 if t == "clear" or (all(read[i] == levels.index(lv) for i, t2, lv in known if t2 == t)
                                     and _ground_apart(feats.ground, known, t) <= GROUND_APART)}
        trust = np.array([1.0 if terrains and terrains[k] in shown else HIDDEN_TRUST for k in pt.argmax(axis=1)])
        pl = _smooth_levels(pl, feats, trust)
        pl = _doubt_hidden(pl, trust == 0.0, feats.neighbours)
        pl = _doubt_unbounded(pl, feats, _contour_evidence(feats))
    else:
        pl = np.ones((n, 1))
    for i, t, lv in known:  # a sample is what the designer said it is
        pt[i] = 0.0
        pt[i, terrains.index(t)] = 1.0
        pl[i] = 0.0
        pl[i, levels.index(lv)] = 1.0
    ti, li = pt.argmax(axis=1), pl.argmax(axis=1)
    tc, lc = pt.max(axis=1), pl.max(axis=1)
    chance = calibrated(tc * lc)
    chance[labelled] = 1.0
    flagged, threshold, below = _queue(chance, labelled)
    calls = [HexCall(h, terrains[ti[i]] if terrains else "clear", levels[li[i]] if levels else 0,
                     float(tc[i]), float(lc[i]), i in flagged, float(chance[i])) for i, h in enumerate(feats.hexes)]
    learned = (tuple(terrains), tuple(levels), raw_t, raw_l) if raw_t is not None else None
    return Classification(calls, threshold, below > len(flagged), below, dict(samples), learned)


def calibrated(raw: np.ndarray) -> np.ndarray:
    """The chance that a hex is read right, from its raw confidence (CALIBRATION, interpolated)."""
    xs, ys = zip(*CALIBRATION, strict=True)
    return np.interp(raw, xs, ys)


def _queue(chance: np.ndarray, labelled: np.ndarray) -> tuple[set[int], float, int]:
    """The review queue: the fewest least-sure hexes whose removal leaves the rest expected UNFLAGGED_RIGHT
    right (the mean of their chances), and at least every hex whose chance is under REVIEW_BELOW (a sure map
    must not hide its one doubtful hex in the mean), at most REVIEW_SHARE of the unsampled hexes. Returns the hexes
    flagged, the chance below which a hex needs review, and how many hexes are below it (more than the
    queue holds when it is capped). The queue's length follows the confidence: a map read surely gets a
    short queue, a doubtful one a full one."""
    free = np.where(~labelled)[0]
    if len(free) == 0:
        return set(), 1.0, 0
    order = free[np.argsort(chance[free], kind="stable")]
    p = chance[order]
    rest = np.cumsum(p[::-1])[::-1] / np.arange(len(p), 0, -1)  # rest[k]: expected right after flagging k
    reached = np.where(rest >= UNFLAGGED_RIGHT)[0]
    need = max(int(reached[0]) if len(reached) else len(p), int((p < REVIEW_BELOW).sum()))
    threshold = float(p[need]) if need < len(p) else 1.0
    most = int(REVIEW_SHARE * len(free))
    return set(order[:min(need, most)].tolist()), threshold, need


def _ground_apart(ground: np.ndarray, known: list[tuple[int, str, int]], terrain: str) -> float:
    """How far (CIELAB ΔE, the median over the terrain's samples) the colour between the symbols of `terrain`'s
    samples lies from the nearest clear sample's. Reading a terrain's samples' levels right does not show its
    ground is visible: samples all at one level are read right by a model that reads that level everywhere
    (a solid green wood read at level 0 on the hill it covers, sure)."""
    lab = ground[:, :3]
    clear = lab[[i for i, t, _lv in known if t == "clear"]]
    dist = [float(np.linalg.norm(clear - lab[i], axis=1).min()) for i, t, _lv in known if t == terrain]
    return float(np.median(dist)) if len(clear) and dist else 0.0


def _mask(order: np.ndarray, n: int) -> np.ndarray:
    m = np.zeros(n, dtype=bool)
    m[order] = True
    return m
