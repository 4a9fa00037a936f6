"""Saving and opening the game record (`rules.games.record`, `banneret-game/1`) from play mode.

The record's main line is the session's first line of play (each position's first continuation) and every
other branch is written as a variation, as PGN does; opening a record rebuilds the same tree. Designer steps
(an activation begun by hand where the engine had no choice) are not choices of the rules and cannot be
written in a record: a game that holds one is refused with that reason.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

from rules.scenario import model as m

from ...i18n import tr
from .session import Node, Session, Start


class RecordError(Exception):
    """A game that cannot be saved or a record that cannot be opened, with the reason."""


def _module() -> Any:
    import rules.games.record

    return rules.games.record


def available() -> bool:
    try:
        _module()
    except RecordError:
        return False
    return True


def _designer_steps(node: Node) -> list[str]:
    out, todo = [], [node]
    while todo:
        n = todo.pop()
        if n.kind == "designer":
            out.append(n.text)
        todo.extend(n.children)
    return out


def _line(mod: Any, node: Node) -> list[Any]:
    """The moves after `node` along first continuations, other continuations as variations."""
    out = []
    n = node
    while n.children:
        first, *others = n.children
        variations = [[mod.MoveNode(o.text), *_line(mod, o)] for o in others]
        out.append(mod.MoveNode(first.text, None, variations))
        n = first
    return out


def save_record(session: Session, path: str | os.PathLike[str], seed: int | None = None,
                scenario_path: str | None = None) -> Any:
    """Write the game (every branch) as a record. `scenario_path`: the scenario file it is played on, when the
    document is saved and unmodified (the record then points at it by path and hash); else it is embedded."""
    mod = _module()
    steps = _designer_steps(session.root)
    if steps:
        raise RecordError(tr("the game holds designer steps ({step}…), which are not choices of the rules; a record "
                             "can only hold those. Start the game at that leader's activation instead").format(
                                 step=steps[0]))
    start = session.start
    rstart = mod.Start(turn=start.turn, leader=start.leader if start.kind == "activation" else None, step=start.step)
    kw: dict[str, Any] = {"seed": seed}
    if scenario_path:
        data = Path(scenario_path).read_bytes()
        kw.update(scenario_path=scenario_path, scenario_sha256=hashlib.sha256(data).hexdigest())
    game = mod.Game(session.scenario, rstart, **kw)
    moves = _line(mod, session.root)
    for mv in moves:
        game.push(mv.text)
    for played, mv in zip(game.moves, moves, strict=True):
        played.variations = mv.variations
    game.save(path)
    return game


def open_record(path: str | os.PathLike[str], scenario: m.Scenario,
                parent: Any = None) -> tuple[Session, list[Any]]:
    """A session replaying a record on this scenario (the document's): its main line and its variations.
    Returns the session (at the end of the main line) and the findings of reading the record."""
    mod = _module()
    game, findings = mod.Game.load(path, scenario)
    if game is None:
        first = next((f.message for f in findings if f.severity == "error"), tr("the record cannot be read"))
        raise RecordError(first)
    rs = game.start
    start = Start("activation" if rs.leader else "setup", rs.leader, rs.step or "D1", rs.turn)
    session = Session(scenario, start, parent)

    def replay(moves: list[Any]) -> None:
        for mv in moves:
            before = session.current
            session.apply(mv.text)
            after = session.current
            for line in mv.variations:
                session.goto(before)
                replay(line)
            session.goto(after)

    replay(list(game.moves))
    return session, list(findings)
