"""Where each figure of a unit stands, in the unit's own frame (B3): x to its right, y towards its rear, the
front-edge centre at (0, 0); the canvas turns the frame to the unit's heading. The core's geometry
(`rules/bbg/geometry.py`: `Pose` for the frame, `Body.block` for the slots of a close unit) is the one source;
this module only flips its forward axis into the canvas's y-down drawing frame.

Heading and turn categories (B58, the army sheet's glyphs): a turn up to 45° is ↑, 45–90° ↖/↗, more than 90°
←/→."""

from __future__ import annotations

from dataclasses import dataclass

from rules.bbg import geometry as g
from rules.bbg import model as m
from rules.bbg.glossary import by_model
from rules.bbg.table import placed_base_M
from rules.i18n import language

UNKNOWN_BASE_M = 1.0  # a troop type without `base_cm` that is not foot (B57: the validator names it): 1 M, dashed


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
    """The unit's figure base in M as the computations take it (`rules.bbg.table.placed_base_M`: the designer's
    base_cm, else the text's foot base [L92], B3); None when the files give none."""
    return placed_base_M(scenario, army, unit)


def _frame(pose: m.Pose) -> g.Pose:
    """The core's pose (rules/bbg/geometry.py: B3's frame, `to_table` and `to_local`) of a model pose."""
    return g.Pose(pose.x, pose.y, pose.heading)


def unit_figures(unit: m.Unit, base: tuple[float, float] | None) -> Figures:
    """The unit's figures in its frame as the core places them (`geometry.Body`: slot j of rank r at
    u = −W/2 + (j − ½)·bw, v = −(r − ½)·bd, B3), drawn with y towards the rear (y = −v)."""
    if base is not None and min(base) <= 0:  # a base of 0 cm (the validator names it) is drawn as unknown
        base = None
    bw, bd = base or (UNKNOWN_BASE_M, UNKNOWN_BASE_M)
    frame = _frame(unit.pose)
    centres, roles = [], []
    if unit.ranks:
        body = g.Body.block(g.Pose(0.0, 0.0, 0.0), unit.files, unit.ranks, bw, bd)  # its frame: u = x, v = y
        centres = [(f.x, -f.y) for f in body.figures]
        roles = [role for _j, _r, role in unit.slots()]
    for f in unit.figures:
        u, v = frame.to_local(f.x, f.y)
        centres.append((u, -v))
        roles.append(f.role)
    return Figures(tuple(centres), tuple(roles), (bw, bd), base is not None, unit.files * bw, unit.rank_count * bd)


def to_table(unit: m.Unit, local: tuple[float, float]) -> m.Point:
    """A point of the unit's frame (y towards the rear) on the table."""
    return _frame(unit.pose).to_table(local[0], -local[1])


def moved_figures(unit: m.Unit, pose: m.Pose) -> tuple[m.LooseFigure, ...]:
    """The free figures of a loose unit carried along when its pose becomes `pose` (they keep their places
    in the unit's frame)."""
    old, new = _frame(unit.pose), _frame(pose)
    out = []
    for f in unit.figures:
        x, y = new.to_table(*old.to_local(f.x, f.y))
        out.append(m.LooseFigure(f.role, round(x, 3), round(y, 3)))
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
