"""Facing twins: a decision's candidates whose positions differ in the facing of some units only, and the
unread facing that lets the greedy look-ahead play them once for all (issue #30, fourteenth round).

Why: the slowest greedy decisions put one unit down in a few hexes × six facings (an advance after combat, a
retreat, a rally's new facing), and each candidate's look-ahead then plays the same dice of the combats that
follow: seed 4's call 219 at Hautmesnil played one 42-apply tree eighteen times, three hexes × six facings. Most
of those applies never look at the unit's facing. Which ones do is not guessed: the look-ahead is played once on
a position whose twins' facings are `Unread` values, and any use of such a value (compared, hashed, added,
turned into an int, a string, a truth value) while `forbidden` raises `FacingRead`. A step that completes read
no facing of those units, so its result is every twin's result with the twin's facings put back where they are
still unread (`read_back`: a later step may have turned such a unit, or given its facing to a stack, without reading
it); a step that raises is played again on each twin's real position. `FacingRead` is a BaseException, so the
engine's `except Exception` handlers let it through instead of taking another branch on it.

What the proof rests on: every answer the engine keeps is keyed by what it reads (the rule of issue #30's rounds),
so a kept answer a shared step finds was made without the facing or keyed by it; and a kept answer half made when a
step raises is not left behind (`movement.reach_table` drops a search whose patch raised: this round's audit).

Outside `forbidden` an `Unread` hashes to a constant and equals only itself, so the positions it sits in can be
kept in the same tables as real ones (no real position equals one of them); anything else it is asked raises.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Sequence

from rules.engine.frozen import replace
from rules.engine.state import Position, UnitState, changed_indices


class FacingRead(BaseException):  # noqa: N818 (a signal, not an error: like GeneratorExit)
    """A look-ahead step used an unread facing: its result may depend on it."""


class _Switch(threading.local):
    on = False


_switch = _Switch()


class forbidden:  # noqa: N801 (used as a context manager, like `contextlib.suppress`)
    """While inside, any use of an `Unread` raises `FacingRead`. The switch is per thread (games in threads of one
    process) and the instance holds no state, so one instance serves every thread; a block is never nested (a step
    of the look-ahead never starts another look-ahead), and entering one inside another is refused."""

    __slots__ = ()

    def __enter__(self) -> None:
        if _switch.on:
            raise RuntimeError("facings already forbidden: the blocks do not nest")
        _switch.on = True

    def __exit__(self, *exc: object) -> None:
        _switch.on = False


FORBIDDEN = forbidden()


def _read(self: Unread, *args: object) -> object:
    raise FacingRead(f"facing of unit #{self.slot} read")


class Unread:
    """A facing no rule may read (see the module). `slot`: the unit's index in the battle's units."""

    __slots__ = ("slot",)

    def __init__(self, slot: int) -> None:
        self.slot = slot

    def __hash__(self) -> int:
        if _switch.on:
            raise FacingRead(f"facing of unit #{self.slot} hashed")
        return 0x5EED_FACE + self.slot

    def __eq__(self, other: object) -> bool:
        if _switch.on:
            raise FacingRead(f"facing of unit #{self.slot} compared")
        return NotImplemented  # type: ignore[return-value]  # then identity: equal to itself only

    def __ne__(self, other: object) -> bool:
        if _switch.on:
            raise FacingRead(f"facing of unit #{self.slot} compared")
        return NotImplemented  # type: ignore[return-value]

    __lt__ = __le__ = __gt__ = __ge__ = _read
    __bool__ = __index__ = __int__ = __float__ = __complex__ = __round__ = __trunc__ = __floor__ = __ceil__ = _read
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __truediv__ = __rtruediv__ = _read
    __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = __divmod__ = __rdivmod__ = __pow__ = __rpow__ = _read
    __and__ = __rand__ = __or__ = __ror__ = __xor__ = __rxor__ = __lshift__ = __rlshift__ = _read
    __rshift__ = __rrshift__ = __neg__ = __pos__ = __abs__ = __invert__ = _read
    __str__ = __format__ = __iter__ = __len__ = __contains__ = __getitem__ = _read

    def __repr__(self) -> str:  # shown in tracebacks and debuggers; a rule that formats a facing uses str/format
        if _switch.on:
            raise FacingRead(f"facing of unit #{self.slot} shown")
        return f"Unread({self.slot})"


_UNIT_FIELDS = tuple(f.name for f in dataclasses.fields(UnitState) if f.name != "facing")


@dataclasses.dataclass(eq=False)
class Twins:
    """Candidates (by their place in the caller's list) whose positions are `first`'s with other facings of the
    units at `at` (indices in the battle's units): `facings[k]`, those units' facings in member k's position."""

    members: list[int]
    at: tuple[int, ...]
    facings: list[tuple[int, ...]]
    unread: Position  # `first` with the facings at `at` unread: where the shared look-ahead starts


def with_facings(pos: Position, at: Sequence[int], facings: Sequence[object]) -> Position:
    """`pos` with the units at `at` turned to `facings` (the same record when they already face so)."""
    units = pos.units
    changed = [replace(units[i], facing=f) for i, f in zip(at, facings, strict=True) if units[i].facing is not f]
    return pos.with_units(changed) if changed else pos


def held_after(before: Position, held: tuple, after: Position) -> tuple:
    """Which units of `after` face unread, (unit index, the `Unread`'s slot) pairs, from those of `before` (`held`)
    and the units the step between them changed: a step may turn one of them (an advance, a retreat set a facing
    without reading the old one) or give one's facing to another unit (a stack takes its facing)."""
    changed = changed_indices(before.units, after.units)
    if not changed:
        return held
    units = after.units
    got = dict(held)
    for i in changed:
        f = units[i].facing
        if f.__class__ is Unread:
            got[i] = f.slot
        else:
            got.pop(i, None)
    return tuple(sorted(got.items()))


def read_back(pos: Position, held: tuple, facings: dict[int, int]) -> Position:
    """`pos`, a position of the twins' look-ahead whose units `held` face unread ((unit index, slot) pairs), made a
    twin's own: each unread facing given back as the twin's (`facings`, by slot)."""
    if not held:
        return pos
    units = pos.units
    return pos.with_units([replace(units[i], facing=facings[slot]) for i, slot in held])


def _shape(base: Position, pos: Position) -> tuple:
    """What a candidate's position changed of the decision's, facings left out: twins share it."""
    units = pos.units
    changed = changed_indices(base.units, units)
    return tuple((i, tuple(getattr(units[i], n) for n in _UNIT_FIELDS)) for i in changed)


def facing_twins(base: Position, reached: Sequence[Position]) -> list[Twins]:
    """The groups of at least two of `reached` (the positions a decision's candidates reach from `base`) that are
    one another with other facings of the same units; every other field of the positions equal. A candidate is in
    one group at most; one in none is valued alone."""
    by_shape: dict[tuple, list[int]] = {}
    for k, pos in enumerate(reached):
        try:
            key = _shape(base, pos)
            hash(key)
        except TypeError:
            continue
        if key:
            by_shape.setdefault(key, []).append(k)
    out = []
    for shape, members in by_shape.items():
        if len(members) < 2:
            continue
        first = reached[members[0]]
        changed = [i for i, _fields in shape]
        at = tuple(i for i in changed
                   if len({reached[k].units[i].facing for k in members}) > 1)
        if not at:
            continue
        kept, facings = [], []
        for k in members:
            fs = tuple(reached[k].units[i].facing for i in at)
            if with_facings(first, at, fs) == reached[k]:  # nothing else differs (agenda, markers, sides)
                kept.append(k)
                facings.append(fs)
        if len(kept) < 2:
            continue
        unread = with_facings(first, at, [Unread(i) for i in at])
        hash(unread)  # its records' and its own hashes kept now, while an `Unread` may be hashed
        out.append(Twins(kept, at, facings, unread))
    return out
