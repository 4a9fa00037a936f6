"""Limits on what a scenario may hold, counted on the parsed document before the schema and the model: the
byte cap alone does not bound cost (50,000 one-line units fit in 8 MB and took 30 s and 1 GB to validate).

Each limit is generous for a real battle (the largest published ones have a few hundred counters on a map of
a few thousand hexes) and keeps every command under a second or two on them. Exceeding one is a fatal
finding ('too-many'), at the line of the first entry past the limit.
"""

from __future__ import annotations

from typing import Any

from rules.fileio.findings import Finding
from rules.fileio.yamlio import YamlDoc
from rules.i18n import _, ngettext

MAX_COUNTERS = 5_000  # units, leaders and generic replacements of all sides, own or from libraries
MAX_SETUP = 5_000  # setup entries
MAX_REINFORCEMENTS = 1_000  # reinforcement entries
MAX_MAP_ENTRIES = 250_000  # hex labels in terrain, levels, hexsides and routes (a 500 x 500 map listed once)
MAX_HEXES = 250_000  # columns x rows: 500 x 500
MAX_SIDES = 16

COUNTER_KEYS = ("units", "leaders", "generic_replacements")


def limit_findings(value: dict, doc: YamlDoc) -> list[Finding]:
    """The limits a document goes past (an empty list when it stays within them). Reads only lists and
    dicts it finds; the schema reports wrong types afterwards."""
    out: list[Finding] = []

    def too_many(what: str, n: int, cap: int, path: tuple) -> None:
        line, col = doc.where(path)
        out.append(Finding("too-many", "error", _too_many(what, n).format(count=f"{n:,}", most=f"{cap:,}"),
                           line, col, path=path))

    sides = value.get("sides")
    if isinstance(sides, list):
        if len(sides) > MAX_SIDES:
            too_many("sides", len(sides), MAX_SIDES, ("sides", MAX_SIDES))
        n = 0
        for si, side in enumerate(sides[:MAX_SIDES + 1]):
            for key in COUNTER_KEYS:
                items = side.get(key) if isinstance(side, dict) else None
                if isinstance(items, list):
                    if n + len(items) > MAX_COUNTERS:
                        too_many("counters", n + len(items), MAX_COUNTERS,
                                 ("sides", si, key, max(0, MAX_COUNTERS - n)))
                        return out
                    n += len(items)
    for key, cap in (("setup", MAX_SETUP), ("reinforcements", MAX_REINFORCEMENTS)):
        items = value.get(key)
        if isinstance(items, list) and len(items) > cap:
            too_many(key, len(items), cap, (key, cap))
    mp = value.get("map")
    if isinstance(mp, dict):
        grid = mp.get("grid")
        if isinstance(grid, dict):
            c, r = grid.get("columns"), grid.get("rows")
            if type(c) is int and type(r) is int and c * r > MAX_HEXES:
                line, col = doc.where(("map", "grid", "columns"))
                out.append(Finding("too-many", "error", _("the map is {columns} x {rows} = {count} hexes; Banneret "
                                                          "reads at most {most} (500 x 500)").format(
                    columns=c, rows=r, count=f"{c * r:,}", most=f"{MAX_HEXES:,}"), line, col,
                    path=("map", "grid", "columns")))
        listed = sum(_count_labels(mp.get(k)) for k in ("terrain", "levels", "hexsides", "routes"))
        if listed > MAX_MAP_ENTRIES:
            too_many("map", listed, MAX_MAP_ENTRIES, ("map",))
    return out


def _too_many(what: str, n: int) -> str:
    """The sentence for `n` of `what` (a whole sentence per kind: each language words and inflects it)."""
    if what == "sides":
        return ngettext("the file has {count} side; Banneret reads at most {most}",
                        "the file has {count} sides; Banneret reads at most {most}", n)
    if what == "counters":
        return ngettext("the file has {count} counter (units, leaders, replacements); Banneret reads at most {most}",
                        "the file has {count} counters (units, leaders, replacements); Banneret reads at most "
                        "{most}", n)
    if what == "setup":
        return ngettext("the file has {count} setup entry; Banneret reads at most {most}",
                        "the file has {count} setup entries; Banneret reads at most {most}", n)
    if what == "reinforcements":
        return ngettext("the file has {count} reinforcements entry; Banneret reads at most {most}",
                        "the file has {count} reinforcements entries; Banneret reads at most {most}", n)
    return ngettext("the file has {count} hex listed in its map; Banneret reads at most {most}",
                    "the file has {count} hexes listed in its map; Banneret reads at most {most}", n)


def _count_labels(node: Any, depth: int = 0) -> int:
    """Strings under `node` (lists of labels, lists of chains of labels), counted without recursion past 3."""
    if isinstance(node, str):
        return 1
    if depth > 3:
        return 0
    if isinstance(node, dict):
        return sum(_count_labels(v, depth + 1) for v in node.values())
    if isinstance(node, list):
        return sum(_count_labels(v, depth + 1) for v in node)
    return 0
