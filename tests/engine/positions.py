"""Test positions written as a designer writes a scenario file: a small map, two sides, a setup.

Blue: army commander `king` (banner king, radius 3) and `duke` (banner duke, radius 2). Red: army commander
`ed` (banner ed, radius 3) and `earl` (banner earl, radius 2). Each test writes its own map, units and setup.
The grid is the published one (R12): flat hexes, odd columns high, neighbours of 0505: 0504, 0506, 0404,
0405, 0604, 0605; facings N NE SE S SW NW.
"""

from __future__ import annotations

import textwrap

from rules.engine import GameState, movement_position
from rules.scenario import model as m
from rules.scenario.files import load_scenario_bytes

# type: (sp, quality, mp, mounted, fire)
DEFAULTS = {
    "Ch": (4, 7, 6, True, False), "Ha": (3, 5, 7, True, False), "Cl": (2, 4, 8, True, True),
    "Su": (5, 6, 4, False, False), "Pi": (4, 5, 4, False, False), "Mi": (4, 3, 4, False, False),
    "Il": (3, 4, 6, False, True), "Ar": (3, 5, 4, False, True), "Ab": (3, 5, 4, False, True),
    "Aq": (3, 4, 4, False, True), "At": (2, 4, 2, False, True),
}


def unit(uid: str, type_: str, banner: str, mp: int | None = None, back_mp: int | None = None,
         mounted: bool | None = None, dismounted_mp: int | None = None, sp: int | None = None) -> str:
    """One line of a side's `units:` list."""
    d_sp, q, d_mp, d_mounted, fire = DEFAULTS[type_]
    sp = d_sp if sp is None else sp
    mp = d_mp if mp is None else mp
    back_mp = mp - 1 if back_mp is None else back_mp
    mounted = d_mounted if mounted is None else mounted
    line = (f"- {{id: {uid}, banner: {banner}, type: {type_}, mounted: {str(mounted).lower()}, "
            f"fire: {str(fire).lower()}, front: {{sp: {sp}, quality: {q}, mp: {mp}}}, "
            f"back: {{sp: {sp}, quality: {q - 1}, mp: {back_mp}}}")
    if dismounted_mp is not None:
        line += (f", dismounted: {{front: {{sp: {sp}, quality: {q}, mp: {dismounted_mp}}}, "
                 f"back: {{sp: {sp}, quality: {q - 1}, mp: {dismounted_mp - 1}}}}}")
    return line + "}"


TEMPLATE = """\
format: banneret/1
title: test position
turns: {{first: 1, last: 8}}
ruleset: {{edition: "{edition}"}}
map:
  grid: {{columns: {columns}, rows: {rows}}}
{map}
sides:
  - id: blue
    name: Blue
    colour: "#2030a0"
    role: attacker
    rout_edge: west
    mount_markers: {markers}
    army_commander: king
    leaders:
      - {{id: king, banner: king, front: {{bonus: 2, rating: 4, radius: 3, mp: 8}}}}
      - {{id: duke, banner: duke, front: {{bonus: 1, rating: 3, radius: 2, mp: 8}}}}
    units:
{blue}
  - id: red
    name: Red
    colour: "#a02020"
    role: defender
    rout_edge: east
    mount_markers: 1
    army_commander: ed
    leaders:
      - {{id: ed, banner: ed, front: {{bonus: 2, rating: 4, radius: 3, mp: 8}}}}
      - {{id: earl, banner: earl, front: {{bonus: 1, rating: 3, radius: 2, mp: 8}}}}
    units:
{red}
setup:
{setup}
{extra}
"""


def _block(text: str, indent: int) -> str:
    body = textwrap.dedent(text).strip("\n")
    return textwrap.indent(body, " " * indent) if body else ""


def scenario(map_: str = "", blue: str | list[str] = "", red: str | list[str] = "", setup: str = "", *,
             columns: int = 12, rows: int = 12, edition: str = "2018", markers: int = 1, extra: str = "",
             validate: bool = True) -> m.Scenario:
    """Build and load a test position; the loader's findings must be clean."""
    blue = "\n".join(blue) if isinstance(blue, list) else blue
    red = "\n".join(red) if isinstance(red, list) else red
    text = TEMPLATE.format(edition=edition, columns=columns, rows=rows, map=_block(map_, 2),
                           blue=_block(blue, 6) or "      []", red=_block(red, 6) or "      []",
                           setup=_block(setup, 2) or "  []", markers=markers, extra=textwrap.dedent(extra))
    result = load_scenario_bytes(text.encode(), "position.yaml", validate=validate)
    errors = [f for f in result.findings if f.severity == "error"]
    assert result.scenario is not None and not errors, "\n".join(f"{f.line}: {f.message}" for f in errors) + text
    return result.scenario


def at_movement(leader: str = "king", **kwargs) -> GameState:
    """The position at D.1 of `leader`'s activation (Phase A command check done)."""
    return movement_position(scenario(**kwargs), leader)


def hx(state: GameState, label: str):
    return state.grid.parse_label(label)


def facing(state: GameState, name: str) -> int:
    return state.grid.facing_index(name)


def reach_of(found: dict, state: GameState, label: str, face: str | None):
    """The Reach ending in `label` with facing `face` (None for leaders), or None."""
    key = (hx(state, label), None if face is None else facing(state, face))
    return found.get(key)
