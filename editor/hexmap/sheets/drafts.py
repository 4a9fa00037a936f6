"""The counters being entered in the sheet-import dialog, one draft per sheet cell (Qt-free).

A draft holds every value a unit or a leader counter can have, so that switching its kind back and forth
loses nothing; `counter()` builds the model object the rules check (`unit_findings`, `leader_findings`,
`check_entries`) and `apply_entries` adds. A draft is `entered` once the designer has typed into it or
confirmed it (Enter); only entered drafts are added to the scenario.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Literal

from rules.fileio.findings import Finding
from rules.scenario import model as m
from rules.sheets.layout import Cell, cell_label
from rules.sheets.values import CounterEntry, leader_findings, unit_findings

Kind = Literal["unit", "leader"]
UNIT_FACES = ("front", "back")
LEADER_FACES = ("front", "replacement", "wounded")


def _uv(sp: int = 0, quality: int = 0, mp: int = 0) -> m.UnitValues:
    return m.UnitValues(sp, quality, mp)


def _lv(bonus: int = 0, rating: int = 0, radius: int = 0, mp: int = 0) -> m.LeaderValues:
    return m.LeaderValues(bonus, rating, radius, mp)


@dataclass
class Draft:
    cell: Cell | None  # None: a leader with no counter on this sheet (created for a new banner)
    kind: Kind = "unit"
    side: str = ""
    id: str = ""
    id_auto: bool = True  # the id follows banner and type until the designer types one
    name: str = ""
    banner: str = ""
    type: str = "Ch"
    mounted: bool = False
    fire: bool = False
    front: m.UnitValues = field(default_factory=_uv)
    back: m.UnitValues = field(default_factory=_uv)
    back_auto: bool = True  # the back follows the front until the designer types into it
    dismounted: bool = False
    dis_front: m.UnitValues = field(default_factory=_uv)
    dis_back: m.UnitValues = field(default_factory=_uv)
    leader: m.LeaderValues = field(default_factory=_lv)
    has_replacement: bool = False
    replacement: m.LeaderValues = field(default_factory=_lv)
    has_wounded: bool = False
    wounded: m.LeaderValues = field(default_factory=_lv)
    entered: bool = False
    in_scenario: bool = False  # read from (or already added to) the scenario: adding again updates it

    @property
    def label(self) -> str:
        return cell_label(self.cell) if self.cell is not None else "no cell"

    def counter(self) -> m.Unit | m.Leader:
        """The model counter these values make."""
        name = self.name.strip() or None
        if self.kind == "leader":
            return m.Leader(self.id.strip(), self.banner.strip(), copy.copy(self.leader), name,
                            copy.copy(self.replacement) if self.has_replacement else None,
                            copy.copy(self.wounded) if self.has_wounded else None)
        dis = m.Dismounted(copy.copy(self.dis_front), copy.copy(self.dis_back)) if self.dismounted else None
        return m.Unit(self.id.strip(), self.banner.strip(), self.type, copy.copy(self.front), copy.copy(self.back),
                      self.mounted, self.fire, name, dis)

    def entry(self) -> CounterEntry:
        return CounterEntry(self.kind, self.side, self.counter(), self.cell)

    def findings(self) -> list[Finding]:
        """The rules' ranges for this counter's values, each naming its field in `path` (a blank id or banner
        is said to be missing)."""
        c = self.counter()
        out = unit_findings(c) if isinstance(c, m.Unit) else leader_findings(c)
        blank = [k for k in ("id", "banner") if not getattr(c, k)]
        out = [f for f in out if not (f.code == "bad-format" and f.path and f.path[0] in blank)]
        return [Finding("missing-value", "error", f"the {k} is missing", object=c.id, path=(k,))
                for k in blank] + out

    def summary(self) -> str:
        if self.kind == "leader":
            v = self.leader
            return f"leader {v.bonus}/{v.rating}/{v.radius}"
        return f"{self.type} {self.front.sp}-{self.front.quality}-{self.front.mp}"

    def set_front(self, values: m.UnitValues) -> None:
        self.front = copy.copy(values)
        if self.back_auto:
            self.back = copy.copy(values)

    def ditto(self, prev: Draft) -> None:
        """The previous counter's values (not its cell, id or name): a row of identical counters."""
        for name in ("kind", "side", "banner", "type", "mounted", "fire", "back_auto", "dismounted",
                     "has_replacement", "has_wounded"):
            setattr(self, name, getattr(prev, name))
        for name in ("front", "back", "dis_front", "dis_back", "leader", "replacement", "wounded"):
            setattr(self, name, copy.copy(getattr(prev, name)))
        self.id_auto = True
        self.entered = True

    @classmethod
    def from_counter(cls, cell: Cell | None, side: str, c: m.Unit | m.Leader) -> Draft:
        """A draft holding an existing counter's values (resuming an import, or repeating it)."""
        d = cls(cell, side=side, id=c.id, id_auto=False, name=c.name or "", banner=c.banner, entered=True,
                in_scenario=True)
        if isinstance(c, m.Leader):
            d.kind = "leader"
            d.leader = copy.copy(c.front)
            d.has_replacement = c.replacement is not None
            d.replacement = copy.copy(c.replacement) if c.replacement else copy.copy(c.front)
            d.has_wounded = c.wounded is not None
            d.wounded = copy.copy(c.wounded) if c.wounded else copy.copy(c.front)
            return d
        d.type, d.mounted, d.fire = c.type, c.mounted, c.fire
        d.front, d.back = copy.copy(c.front), copy.copy(c.back)
        d.back_auto = c.back == c.front
        if c.dismounted is not None:
            d.dismounted = True
            d.dis_front, d.dis_back = copy.copy(c.dismounted.front), copy.copy(c.dismounted.back)
        return d


_SLUG = re.compile(r"[^A-Za-z0-9_.-]+")


def slug(text: str) -> str:
    """Something an id may hold: 'Odo de Bayeux' -> 'odo-de-bayeux'."""
    return _SLUG.sub("-", text.strip().lower()).strip("-._")


def propose_id(d: Draft, taken: set[str]) -> str:
    """A unit: banner + type + the next free number (william-ch-1); a leader: his banner if it is free."""
    stem = slug(d.banner) or slug(d.side) or "counter"
    if d.kind == "leader":
        if stem not in taken:
            return stem
        n = 2
        while f"{stem}-{n}" in taken:
            n += 1
        return f"{stem}-{n}"
    stem = f"{stem}-{d.type.lower()}"
    n = 1
    while f"{stem}-{n}" in taken:
        n += 1
    return f"{stem}-{n}"


def field_key(path: tuple) -> str:
    """A finding's field path as the form's key: ('back', 'quality') -> 'back.quality'."""
    return ".".join(str(p) for p in path)
