"""The turn panel: turn and phase, the active leader, whose decision it is, the leaders in activation order
(by command rating) with who is done, the initiative, and the running victory score when the engine
computes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QFormLayout, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from .decisions import kind_words
from .features import score_text

if TYPE_CHECKING:
    from .host import PlayHost

PHASES = {"A": "A — command", "B": "B — archers' fire", "C": "C — initiative", "D": "D — activations",
          "E": "E — rally, rest and rout"}
STATUS = {"wounded": "wounded", "captured": "captured", "killed": "killed", "safe": "left the field"}


def _initiative(state) -> str:
    """What the initiative gave this turn (6.C): the dice, the case and what its winner is still owed."""
    info = getattr(state, "info", None)
    if info is None:
        return "— (the full turn is not in the engine yet)"
    case = getattr(info, "case", None)
    if case is None:
        return "not rolled yet this turn"
    dice = getattr(info, "dice", ())
    sides = [s.id for s in state.battle.scenario.sides]
    rolled = ", ".join(f"{sid} {d}" for sid, d in zip(sides, dice, strict=False))
    winner = getattr(info, "winner", None)
    owed = getattr(info, "owed", ())
    text = f"{case}" + (f" for {winner}" if winner else ": nobody has it") + (f" ({rolled})" if rolled else "")
    if owed:
        text += f"; still owed: {', '.join(owed)}"
    return text


class TurnPanel(QWidget):
    def __init__(self, mode: PlayHost) -> None:
        super().__init__()
        self.mode = mode
        self.setMinimumWidth(420)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.turn = QLabel()
        self.phase = QLabel()
        self.leader = QLabel()
        self.decision = QLabel()
        self.initiative = QLabel()
        self.score = QLabel()
        for w in (self.turn, self.phase, self.leader, self.decision, self.initiative, self.score):
            w.setWordWrap(True)
            w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow("Turn:", self.turn)
        form.addRow("Phase:", self.phase)
        form.addRow("Active leader:", self.leader)
        form.addRow("Decision:", self.decision)
        form.addRow("Initiative:", self.initiative)
        form.addRow("Score:", self.score)
        lay.addLayout(form)
        self.order = QTreeWidget()
        self.order.setHeaderLabels(["Leaders by rating", "Rating", "Done"])
        self.order.setRootIsDecorated(False)
        self.order.setToolTip("Activation order by command rating (6.D); ▶ active, ✓ activated this turn")
        self.order.setColumnWidth(0, 190)
        self.order.setColumnWidth(1, 50)
        lay.addWidget(self.order, 1)

    def refresh(self) -> None:
        session = self.mode.session
        if session is None:
            return
        state = session.state
        scen = session.scenario
        self.turn.setText(f"{state.turn} of {scen.first_turn}–{scen.last_turn}")
        step = f", step {state.step[0]}.{state.step[1:]}" if state.step else ""
        self.phase.setText(PHASES.get(state.phase, state.phase) + step)
        if state.active_leader:
            info = state.leader_info(state.active_leader)
            self.leader.setText(f"{info.model.name or info.id} ({info.side}; {len(state.acting)} unit(s) activated)")
        else:
            self.leader.setText("—")
        decision = state.pending()
        who = decision.side or ("the dice" if decision.kind == "roll" else "nobody")
        n = len(session.legal())
        self.decision.setText(f"{who}: {kind_words(decision.kind)} — {n} legal choice{'s' * (n != 1)}")
        self.initiative.setText(_initiative(state))
        score = score_text(state)
        if score is None:
            self.score.setText("— (the victory score is not in the engine yet)")
            self.score.setToolTip("")
        else:
            self.score.setText(score[0])
            self.score.setToolTip(score[1] or "Nothing has scored yet")
        self._order(state)

    def _order(self, state) -> None:
        tree = self.order
        tree.clear()
        bold = QFont()
        bold.setBold(True)
        for side in state.battle.scenario.sides:
            head = QTreeWidgetItem([side.name, "", ""])
            head.setFont(0, bold)
            head.setForeground(0, QBrush(QColor(side.colour)))
            tree.addTopLevelItem(head)
            leaders = [ls for ls in state.leaders if state.side_of(ls.id) == side.id]
            leaders.sort(key=lambda ls: -state.leader_values(ls.id).rating)
            for ls in leaders:
                info = state.leader_info(ls.id)
                name = info.model.name or ls.id
                marks = []
                if ls.id == state.active_leader:
                    name = "▶ " + name
                if ls.inactive:
                    marks.append("inactive")
                if ls.status in STATUS:
                    marks.append(STATUS[ls.status])
                if ls.hex is None and ls.arrival_turn is not None and ls.arrival_turn > state.turn:
                    marks.append(f"arrives turn {ls.arrival_turn}")
                if marks:
                    name += f" ({', '.join(marks)})"
                done = "✓" if ls.activated and ls.id != state.active_leader else ""
                item = QTreeWidgetItem([f"   {name}", str(state.leader_values(ls.id).rating), done])
                item.setToolTip(0, f"{ls.id}, banner {info.model.banner}")
                if ls.id == state.active_leader:
                    item.setFont(0, bold)
                elif ls.activated or not ls.commanding:
                    item.setForeground(0, QBrush(QColor(140, 140, 140)))
                tree.addTopLevelItem(item)
