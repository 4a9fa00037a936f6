"""Whole-game test positions: two sides with any leaders (bonus, rating, radius, replacement and wounded
values), generic replacements, units written as in `positions.unit`, a setup, reinforcements, options.

    scen = game(
        blue=side("blue", "attacker", "west", "king", [leader("king", 2, 4, 3), leader("duke", 1, 2, 2)],
                  [unit("b1", "Ch", "king")]),
        red=side("red", "defender", "east", "ed", [leader("ed", 2, 4, 3)], [unit("r1", "Pi", "ed")]),
        setup='- {unit: b1, hex: "0505", facing: N}\\n- {leader: king, hex: "0505"}', ...)
"""

from __future__ import annotations

import textwrap

from rules.scenario import model as m
from rules.scenario.files import load_scenario_bytes

from .positions import unit  # noqa: F401 - re-exported for the tests


def leader(lid: str, bonus: int, rating: int, radius: int, mp: int = 8, banner: str | None = None,
           back: tuple[int, int, int, int] | None = None, wounded: tuple[int, int, int, int] | None = None) -> str:
    line = (f"- {{id: {lid}, banner: {banner or lid}, front: {{bonus: {bonus}, rating: {rating}, radius: {radius}, "
            f"mp: {mp}}}")
    if back:
        line += f", replacement: {{bonus: {back[0]}, rating: {back[1]}, radius: {back[2]}, mp: {back[3]}}}"
    if wounded:
        line += f", wounded: {{bonus: {wounded[0]}, rating: {wounded[1]}, radius: {wounded[2]}, mp: {wounded[3]}}}"
    return line + "}"


def side(sid: str, role: str, rout_edge: str, ac: str, leaders: list[str], units: list[str],
         generics: list[str] = (), markers: int = 1) -> str:
    body = [f"- id: {sid}", f"  name: {sid.title()}", '  colour: "#303030"', f"  role: {role}",
            f"  rout_edge: {rout_edge}", f"  mount_markers: {markers}", f"  army_commander: {ac}", "  leaders:"]
    body += ["    " + x for x in leaders]
    if generics:
        body.append("  generic_replacements:")
        body += ["    " + x for x in generics]
    body.append("  units:")
    body += ["    " + x for x in units] if units else ["    []"]
    return "\n".join(body)


def game(blue: str, red: str, setup: str, map_: str = "", *, first: int = 1, last: int = 8, edition: str = "2018",
         options: str = "{}", columns: int = 12, rows: int = 12, extra: str = "") -> m.Scenario:
    text = "\n".join([
        "format: banneret/1",
        "title: game position",
        f"turns: {{first: {first}, last: {last}}}",
        f'ruleset: {{edition: "{edition}", options: {options}}}',
        "map:",
        f"  grid: {{columns: {columns}, rows: {rows}}}",
        textwrap.indent(textwrap.dedent(map_).strip("\n"), "  "),
        "sides:",
        textwrap.indent(blue, "  "),
        textwrap.indent(red, "  "),
        "setup:",
        textwrap.indent(textwrap.dedent(setup).strip("\n"), "  "),
        textwrap.dedent(extra),
    ])
    result = load_scenario_bytes(text.encode(), "game.yaml", validate=True)
    errors = [f for f in result.findings if f.severity == "error"]
    assert result.scenario is not None and not errors, "\n".join(f"{f.line}: {f.message}" for f in errors) + text
    return result.scenario
