"""Limits on what a BBG file may hold, counted on the parsed document before the schema and the model (as
`rules/scenario/limits.py` does for `banneret/1`): a 10,000-vertex polygon or a unit of 100,000 figures is
refused with a sentence at its line, before any geometry is built from it.

Each limit is far above a real table: the largest ancient battles in the text's scale have some dozens of
units of at most a few hundred figures, and terrain drawn by hand has tens of corners.
"""

from __future__ import annotations

from typing import Any

from rules.fileio.findings import Finding
from rules.fileio.yamlio import YamlDoc
from rules.i18n import _

MAX_VERTICES = 2_000  # corners of one polygon or points of one line or path
MAX_FIGURES = 2_000  # figures of one unit (slots in its ranks, or free figures)
MAX_UNITS = 1_000  # units in a scenario, cards in an army list
MAX_TERRAIN = 2_000  # terrain pieces
MAX_TROOP_TYPES = 500
MAX_SIDES = 16
MAX_ROUNDS = 100  # rounds of an army sheet
MAX_TOTAL_FIGURES = 50_000  # all units of a scenario


def limit_findings(kind: str, value: dict, doc: YamlDoc) -> list[Finding]:
    """The limits a `kind` ('army', 'scenario', 'sheet') document goes past; reads only the lists and
    mappings it finds (the schema reports wrong types afterwards)."""
    out: list[Finding] = []

    def at(path: tuple, message: str) -> None:
        line, col = doc.where(path)
        out.append(Finding("too-many", "error", message, line, col, path=path))

    def too_many(items: Any, cap: int, path: tuple) -> bool:
        if _len(items) > cap:
            at((*path, cap), _("{where} has {count} entries; Banneret reads at most {most}").format(
                where=_where(path), count=f"{_len(items):,}", most=f"{cap:,}"))
            return True
        return False

    def vertices(items: Any, path: tuple) -> None:
        if _len(items) > MAX_VERTICES:
            at(path, _("{where} has {count} points; a polygon, line or path may have at most {most}").format(
                where=_where(path), count=f"{_len(items):,}", most=f"{MAX_VERTICES:,}"))

    if kind == "army":
        types = value.get("troop_types")
        if isinstance(types, dict) and len(types) > MAX_TROOP_TYPES:
            at(("troop_types",), _("{where} has {count} entries; Banneret reads at most {most}").format(
                where="troop_types", count=f"{len(types):,}", most=f"{MAX_TROOP_TYPES:,}"))
        cards = value.get("units")
        if not too_many(cards, MAX_UNITS, ("units",)) and isinstance(cards, list):
            for i, c in enumerate(cards):
                n = _card_figures(c)
                if n > MAX_FIGURES:
                    at(("units", i), _figures(("units", i), n))
    elif kind == "scenario":
        terrain = value.get("terrain")
        if not too_many(terrain, MAX_TERRAIN, ("terrain",)) and isinstance(terrain, list):
            for i, t in enumerate(terrain):
                if isinstance(t, dict):
                    for key in ("polygon", "polyline"):
                        vertices(t.get(key), ("terrain", i, key))
        camps = value.get("camps")
        if not too_many(camps, MAX_SIDES, ("camps",)) and isinstance(camps, list):
            for i, c in enumerate(camps):
                if isinstance(c, dict):
                    vertices(c.get("polygon"), ("camps", i, "polygon"))
        sides = value.get("sides")
        if not too_many(sides, MAX_SIDES, ("sides",)) and isinstance(sides, list):
            total = n_units = 0
            for si, side in enumerate(sides):
                if not isinstance(side, dict):
                    continue
                vertices(side.get("deployment"), ("sides", si, "deployment"))
                units = side.get("units")
                if not isinstance(units, list):
                    continue
                n_units += len(units)
                if n_units > MAX_UNITS:
                    at(("sides", si, "units"), _("the file has {count} units; Banneret reads at most {most}").format(
                        count=f"{n_units:,}", most=f"{MAX_UNITS:,}"))
                    break
                for ui, u in enumerate(units):
                    n = _unit_figures(u)
                    if n > MAX_FIGURES:
                        at(("sides", si, "units", ui), _figures(("sides", si, "units", ui), n))
                    total += n
            if total > MAX_TOTAL_FIGURES:
                at(("sides",), _("the file has {count} figures; Banneret reads at most {most}").format(
                    count=f"{total:,}", most=f"{MAX_TOTAL_FIGURES:,}"))
    elif kind == "sheet":
        rounds = value.get("rounds")
        if isinstance(rounds, dict):
            if len(rounds) > MAX_ROUNDS:
                at(("rounds",), _("{where} has {count} entries; Banneret reads at most {most}").format(
                    where="rounds", count=f"{len(rounds):,}", most=f"{MAX_ROUNDS:,}"))
                return out
            for r, orders in rounds.items():
                if not isinstance(orders, dict):
                    continue
                if too_many(list(orders), MAX_UNITS, ("rounds", r)):
                    continue
                for uid, o in orders.items():
                    mv = o.get("move") if isinstance(o, dict) else None
                    if isinstance(mv, dict):
                        vertices(mv.get("path"), ("rounds", r, uid, "move", "path"))
    return out


def _len(items: Any) -> int:
    return len(items) if isinstance(items, list | dict) else 0


def _where(path: tuple) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _figures(path: tuple, n: int) -> str:
    return _("{where} has {count} figures; a unit may have at most {most}").format(
        where=_where(path), count=f"{n:,}", most=f"{MAX_FIGURES:,}")


def _card_figures(c: Any) -> int:
    if not isinstance(c, dict):
        return 0
    fig, files, ranks = c.get("figures"), c.get("files"), c.get("ranks")
    if type(fig) is int:
        return fig
    if type(files) is int and type(ranks) is int:
        return files * ranks
    return 0


def _unit_figures(u: Any) -> int:
    """Slots in the unit's ranks (every character counts: a 100,000-character rank is refused here) and free
    figures."""
    if not isinstance(u, dict):
        return 0
    ranks, figures = u.get("ranks"), u.get("figures")
    n = sum(len(r) for r in ranks if isinstance(r, str)) if isinstance(ranks, list) else 0
    return n + (len(figures) if isinstance(figures, list) else 0)
