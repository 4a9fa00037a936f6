"""Rank filling and broken ranks (B10, [L330, L453]) and the rout's break-up (B30, [L497]).

Filling happens at step 9 ([L250]), rank by rank from the front: an empty place k of rank r takes a figure of
rank r + 1 from place k, k − 1 or k + 1 (straight behind, then the unit's left, then its right, unless the
referee names another), each figure moving at most one rank. A front-rank place nobody can reach stays a gap,
and each gap is −1 (the broken-rank row of B7).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rules.bbg.breakdown import BadFact
from rules.i18n import N_, _

Grid = tuple[tuple[bool, ...], ...]


@dataclass(frozen=True)
class Filled:
    ranks: Grid
    moves: tuple[tuple[tuple[int, int], tuple[int, int]], ...]  # ((rank, file) from, (rank, file) to), 1-based
    gaps: int  # front-rank places left empty (B10)

    def as_dict(self) -> dict[str, Any]:
        return {"ranks": ["".join("S" if p else "." for p in r) for r in self.ranks],
                "moves": [{"from": list(a), "to": list(b)} for a, b in self.moves], "front_rank_gaps": self.gaps,
                "broken_rank": -self.gaps, "lines": "L330, L453", "rule": "B10"}


def fill_ranks(ranks: Grid, fallen: Iterable[tuple[int, int]] = (),
               choices: Mapping[tuple[int, int], int] | None = None) -> Filled:
    """B10: remove the `fallen` places (rank, file), then fill from the front. `choices` (referee facts) maps an
    empty place (rank, file) to the file of rank + 1 whose figure steps into it (k − 1, k or k + 1)."""
    grid = [list(r) for r in ranks]
    n = max((len(r) for r in grid), default=0)
    grid = [r + [False] * (n - len(r)) for r in grid]
    for r, k in fallen:
        if not (1 <= r <= len(grid) and 1 <= k <= n) or not grid[r - 1][k - 1]:
            raise BadFact(_("no figure at rank {rank}, file {file} to remove").format(rank=r, file=k))
        grid[r - 1][k - 1] = False
    choices = dict(choices or {})
    moves = []
    for r in range(len(grid) - 1):
        moved: set[int] = set()
        for k in range(n):
            if grid[r][k]:
                continue
            want = choices.get((r + 1, k + 1))
            options = [want - 1] if want is not None else [k, k - 1, k + 1]
            for c in options:
                if 0 <= c < n and abs(c - k) <= 1 and grid[r + 1][c] and c not in moved:
                    grid[r + 1][c], grid[r][k] = False, True
                    moved.add(c)
                    moves.append(((r + 2, c + 1), (r + 1, k + 1)))
                    break
            else:
                if want is not None:
                    raise BadFact(_("the figure of rank {rank}, file {file} cannot step into that place").format(
                        rank=r + 2, file=want))
    while grid and not any(grid[-1]):
        grid.pop()
    gaps = sum(1 for p in grid[0] if not p) if grid else n
    return Filled(tuple(tuple(r) for r in grid), tuple(moves), gaps)


def rout_breaks_up(close: bool, roll: int | None, base: int, rates: Iterable[float] = (),
                   difficult: bool = False, crosses_obstacle: bool = False) -> tuple[bool, str]:
    """B30, [L497]: a close unit breaks up if the failed roll exceeds twice the base, if its figures have
    different rates, or if it enters difficult terrain or crosses an obstacle while fleeing. A loose unit just
    flees."""
    if not close:
        return False, N_("a loose unit just flees")
    if roll is not None and roll > 2 * base:
        return True, N_("the roll is more than twice the base: a broken rout")
    if len(set(rates)) > 1:
        return True, N_("its figures have different rates")
    if difficult or crosses_obstacle:
        return True, N_("it crosses difficult ground or an obstacle while fleeing")
    return False, N_("an orderly rout")
