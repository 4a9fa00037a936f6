"""Where each figure of a unit stands, in the unit's own frame (B3): x to its right, y towards its rear, the
front-edge centre at (0, 0); the canvas turns the frame to the unit's heading. The same slot arithmetic as
`rules.bbg.validate.unit_bases` (close ranks from the slot grid, file 1 on the unit's left; free figures of a
loose unit from their table positions), kept here without shapely because the canvas draws it at every pose.
When `rules/bbg/geometry.py` (branch bbg-table) lands, its `Body` is the one source: this module then reads it.

Heading and turn categories (B58, the army sheet's glyphs): a turn up to 45° is ↑, 45–90° ↖/↗, more than 90°
←/→."""

from __future__ import annotations

import math
from dataclasses import dataclass

from rules.bbg import model as m
from rules.bbg.glossary import by_model
from rules.i18n import language

UNKNOWN_BASE_M = 1.0  # a troop type without `base_cm` (B57: the validator names it) is drawn 1 M square, dashed


@dataclass(frozen=True)
class Figures:
    """A unit's figures in its own frame: centres (x, y), roles, one base size (width, depth) in M."""

    centres: tuple[tuple[float, float], ...]
    roles: tuple[str, ...]
    base: tuple[float, float]
    base_known: bool
    width: float  # the close frame's width and depth (files × base, ranks × base)
    depth: float


def base_size(scenario: m.Scenario, army: m.ArmyList | None, unit: m.Unit) -> tuple[float, float] | None:
    """The unit's figure base in M (base_cm / cm_per_M, B3); None when the designer gave none."""
    if army is None or scenario.table is None or not scenario.table.cm_per_M:
        return None
    type_id = unit.type
    if type_id is None and unit.card is not None:
        card = army.card(unit.card)
        type_id = card.type if card else None
    troop = army.troop_types.get(type_id) if type_id else None
    if troop is None or troop.base_cm is None:
        return None
    return troop.base_cm[0] / scenario.table.cm_per_M, troop.base_cm[1] / scenario.table.cm_per_M


def axes(heading: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """The unit's right and forward vectors on the table for a compass heading (B3)."""
    h = math.radians(heading)
    return (math.cos(h), -math.sin(h)), (math.sin(h), math.cos(h))


def unit_figures(unit: m.Unit, base: tuple[float, float] | None) -> Figures:
    bw, bd = base or (UNKNOWN_BASE_M, UNKNOWN_BASE_M)
    w = unit.files * bw
    centres = [(-w / 2 + (j - 0.5) * bw, (r - 0.5) * bd) for j, r, _role in unit.slots()]
    roles = [role for _j, _r, role in unit.slots()]
    right, fwd = axes(unit.pose.heading)
    for f in unit.figures:
        dx, dy = f.x - unit.pose.x, f.y - unit.pose.y
        centres.append((dx * right[0] + dy * right[1], -(dx * fwd[0] + dy * fwd[1])))
        roles.append(f.role)
    return Figures(tuple(centres), tuple(roles), (bw, bd), base is not None, w, unit.rank_count * bd)


def to_table(unit: m.Unit, local: tuple[float, float]) -> m.Point:
    """A point of the unit's frame on the table."""
    right, fwd = axes(unit.pose.heading)
    a, b = local[0], -local[1]
    return (unit.pose.x + a * right[0] + b * fwd[0], unit.pose.y + a * right[1] + b * fwd[1])


def moved_figures(unit: m.Unit, pose: m.Pose) -> tuple[m.LooseFigure, ...]:
    """The free figures of a loose unit carried along when its pose becomes `pose` (they keep their places
    in the unit's frame)."""
    out = []
    right, fwd = axes(unit.pose.heading)
    nright, nfwd = axes(pose.heading)
    for f in unit.figures:
        dx, dy = f.x - unit.pose.x, f.y - unit.pose.y
        a, b = dx * right[0] + dy * right[1], dx * fwd[0] + dy * fwd[1]
        out.append(m.LooseFigure(f.role, round(pose.x + a * nright[0] + b * nfwd[0], 3),
                                 round(pose.y + a * nright[1] + b * nfwd[1], 3)))
    return tuple(out)


TURN_GLYPHS = (("↑", "↑"), ("↖", "↗"), ("←", "→"))  # B58: left, right per category


def turn_category(turn: float) -> tuple[int, str]:
    """The category of a turn in degrees (0: up to 45°, 1: 45–90°, 2: more than 90°) and its sheet glyph."""
    t = (turn + 180.0) % 360.0 - 180.0
    a = abs(t)
    cat = 0 if a <= 45 else 1 if a <= 90 else 2
    return cat, TURN_GLYPHS[cat][0 if t < 0 else 1]


SNAP_ANGLES = (0.0, 45.0, 90.0, 180.0)  # the categories' bounds: a turn near one of them lands on it
SNAP_DEGREES = 6.0
STEP_DEGREES = 5.0


def snap_turn(turn: float, free: bool = False) -> float:
    """A turn dragged with the handle: onto a category bound (0, ±45, ±90, 180°) within `SNAP_DEGREES`,
    else whole `STEP_DEGREES`; `free` (Ctrl held) leaves it as dragged, to a tenth of a degree."""
    t = (turn + 180.0) % 360.0 - 180.0
    if free:
        return round(t, 1)
    for bound in SNAP_ANGLES:
        for b in (bound, -bound):
            if abs(t - b) <= SNAP_DEGREES:
                return b if b != -180.0 else 180.0
    return round(t / STEP_DEGREES) * STEP_DEGREES


def card_ranks(card: m.UnitCard) -> tuple[str, ...]:
    """A new unit's slot grid from its card: files × ranks, the officer, musician and standard bearer (and any
    other role the card counts) at the front rank's left, soldiers behind (B8)."""
    files, ranks = card.files or 1, card.ranks or 1
    letters = [r for r in ("O", "M", "Z", "G", "C") for _ in range(card.roles.get(r, 0))]
    total = card.figure_count() or files * ranks
    slots = letters + ["S"] * max(0, total - len(letters))
    slots = (slots + ["."] * (files * ranks))[: files * ranks]
    return tuple("".join(slots[i * files:(i + 1) * files]) for i in range(ranks))


def bbg_word(kind: str, model_id: str) -> str:
    """A model id (a terrain type, a role) in the reader's language, from the BBG glossary; the id itself
    when the glossary has no word for it."""
    term = by_model(kind, model_id)
    if term is None:
        return model_id
    return term.names.get(language()) or term.names.get("en") or model_id
