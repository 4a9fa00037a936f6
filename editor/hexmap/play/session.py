"""A test game on top of the document's scenario: a tree of positions, one per choice.

The session plays a *copy* of the scenario, so nothing the game does can reach the document; the designer's
scenario changes only when he saves a position as a new file. Every choice applied is a node under the
position it was made in: stepping back (undo) and forward (redo) moves along the current line, clicking an
earlier move shows that position, and a different choice made there starts a new branch while the old line
is kept, so two outcomes can be compared by switching between branches.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from rules.engine import (
    Battle,
    GameState,
    IllegalChoice,
    begin_activation,
    command_check,
    initial_state,
    movement_position,
    parse_choice,
)
from rules.scenario import model as m

from ...i18n import tr


@dataclass(eq=False)
class Node:
    """One position of the game and the step that led to it."""

    state: GameState
    parent: Node | None = None
    text: str = ""  # the choice in notation, or what the designer did
    kind: str = "choice"  # start | choice | designer
    actor: str = ""  # the side that chose, "dice", "program (side)" or "designer"
    events: tuple[str, ...] = ()  # what happened, in the rules' words
    children: list[Node] = field(default_factory=list)
    next: Node | None = None  # the child the current line follows (redo goes there)
    _legal: list | None = field(default=None, repr=False)

    @property
    def depth(self) -> int:
        d, n = 0, self
        while n.parent is not None:
            d, n = d + 1, n.parent
        return d

    def path(self) -> list[Node]:
        """From the start to this node."""
        out, n = [], self
        while n is not None:
            out.append(n)
            n = n.parent
        return out[::-1]


@dataclass(frozen=True)
class Start:
    """Where a game starts: the map as set up (Phase A of its first turn, before the command check), or a
    leader's activation on that position (Phase A's command check made, then step D.1 or another step)."""

    kind: str = "setup"  # setup | activation
    leader: str | None = None
    step: str = "D1"
    turn: int | None = None

    def describe(self) -> str:
        if self.kind == "activation":
            return tr("the map as set up, activation of {leader} at {step}").format(
                leader=self.leader, step=f"{self.step[0]}.{self.step[1:]}")
        return tr("the map as set up (Phase A)")


def start_state(scenario: m.Scenario, start: Start, battle: Battle | None = None) -> GameState:
    """The position a start names; IllegalChoice or ValueError says why it cannot be made."""
    battle = battle or Battle(scenario)
    state = initial_state(scenario, start.turn, battle=battle)
    if start.kind == "activation":
        if not start.leader:
            raise IllegalChoice(tr("choose the leader whose activation starts the game"))
        state = movement_position(state if state.phase != "A" else command_check(state)[0], start.leader,
                                  step=start.step)
    return state


class Session(QObject):
    """The game being played. `changed` fires whenever the shown position or the tree changes."""

    changed = Signal()

    def __init__(self, scenario: m.Scenario, start: Start | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # A private copy: the document's scenario is never touched, and edits to it cannot reach the game.
        self.scenario = copy.deepcopy(scenario)
        self.battle = Battle(self.scenario)
        self.start = start or Start()
        state = start_state(self.scenario, self.start, self.battle)
        self.root = Node(state, None, tr("start: {start}").format(start=self.start.describe()), "start", "designer")
        self.current = self.root

    # -- the position shown ------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.current.state

    @property
    def grid(self):
        return self.battle.grid

    def legal(self, node: Node | None = None) -> list:
        """The legal choices of a position, computed once."""
        node = node or self.current
        if node._legal is None:
            try:
                node._legal = list(node.state.legal_choices())
            except Exception:  # noqa: BLE001 - an engine failure must not take the editor down
                node._legal = []
        return node._legal

    def find(self, text: str, node: Node | None = None) -> Any | None:
        """The legal choice written `text` (spaces and case aside), or None."""
        want = " ".join(text.split()).lower()
        for c in self.legal(node):
            if self.notation(c).lower() == want:
                return c
        return None

    def notation(self, choice: Any) -> str:
        if isinstance(choice, str):
            return choice
        return choice.notation(self.grid)

    @property
    def moves_made(self) -> int:
        """How many nodes the tree holds besides the start (to decide whether leaving asks)."""
        count, todo = 0, [self.root]
        while todo:
            n = todo.pop()
            count += len(n.children)
            todo.extend(n.children)
        return count

    # -- playing -----------------------------------------------------------------------------------------
    def actor_of(self, state: GameState | None = None) -> str:
        decision = (state or self.state).pending()
        if decision.kind == "roll" or decision.side is None:
            return "dice" if decision.kind == "roll" else "—"
        return decision.side

    def apply(self, choice: Any, actor: str | None = None) -> Node:
        """Apply a choice (a Choice or its notation) to the shown position and show the result. Raises
        IllegalChoice with the engine's reason; the position is then unchanged."""
        state = self.state
        if isinstance(choice, str):
            choice = self.find(choice) or parse_choice(choice, state)
        else:  # a player's or the dice's answer: the legal choice written the same, when there is one
            choice = self.find(self.notation(choice)) or choice
        new, events = state.apply(choice)
        text = self.notation(choice)
        who = actor or self.actor_of(state)
        for child in self.current.children:
            if child.kind == "choice" and child.text == text:
                return self._go(child)
        lines = tuple(_event_text(e, self.grid) for e in events)
        return self._add(Node(new, self.current, text, "choice", who, lines))

    def designer_activation(self, leader: str, step: str = "D1") -> Node:
        """What the full turn will decide, done by hand: command check if still in Phase A, then this
        leader's activation at the given step. A designer node: not a choice of the rules."""
        state = self.state
        events: list[str] = []
        if state.phase == "A":
            state, checked = command_check(state)
            events.append(_event_text(checked, self.grid))
        state, begun = begin_activation(state, leader, step)
        events.append(_event_text(begun, self.grid))
        text = f"designer: activate {leader} at {step[0]}.{step[1:]}"
        for child in self.current.children:
            if child.kind == "designer" and child.text == text:
                return self._go(child)
        return self._add(Node(state, self.current, text, "designer", "designer", tuple(events)))

    def _add(self, node: Node) -> Node:
        self.current.children.append(node)
        return self._go(node)

    def _go(self, node: Node) -> Node:
        for n in node.path()[1:]:
            n.parent.next = n  # type: ignore[union-attr]
        self.current = node
        self.changed.emit()
        return node

    # -- moving in the tree ------------------------------------------------------------------------------
    def goto(self, node: Node) -> None:
        """Show the position at this node; the line through it is the current one."""
        self._go(node)

    def can_undo(self) -> bool:
        return self.current.parent is not None

    def can_redo(self) -> bool:
        return self.current.next is not None

    def undo(self) -> bool:
        if self.current.parent is None:
            return False
        self.current = self.current.parent
        self.changed.emit()
        return True

    def redo(self) -> bool:
        if self.current.next is None:
            return False
        self.current = self.current.next
        self.changed.emit()
        return True

    def line(self) -> list[Node]:
        """The current line: from the start through the shown position to the end of its continuation."""
        out = self.current.path()
        n = self.current.next
        while n is not None:
            out.append(n)
            n = n.next
        return out

    def tip(self) -> Node:
        return self.line()[-1]

    def branches(self) -> list[Node]:
        """The ends of every line of play, oldest first (the first one is the main line)."""
        out, todo = [], [self.root]
        while todo:
            n = todo.pop(0)
            if not n.children:
                out.append(n)
            todo[:0] = n.children
        return out

    def branch_label(self, tip: Node) -> str:
        """'main line, 5 moves' or 'branch 2: from move 3, 4 moves (charge …)'."""
        tips = self.branches()
        k = tips.index(tip) if tip in tips else 0
        path = tip.path()
        fork = 0
        for i, n in enumerate(path[1:], start=1):
            parent = n.parent
            if parent is not None and parent.children and parent.children[0] is not n:
                fork = i
        moves = len(path) - 1
        if k == 0 or fork == 0:
            return tr("main line, 1 move") if moves == 1 else tr("main line, {moves} moves").format(moves=moves)
        return tr("branch {n}: from move {fork}, {moves} moves ({text})").format(
            n=k + 1, fork=fork, moves=moves, text=path[fork].text)


def _event_text(event: Any, grid: Any) -> str:
    text = getattr(event, "text", None)
    if callable(text):
        try:
            return str(text(grid))
        except Exception:  # noqa: BLE001
            pass
    return str(event)
