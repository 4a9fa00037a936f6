"""The turn panel: turn and phase, the active leader, whose decision it is, the leaders in activation order
(by command rating) with who is done, the initiative, and the running victory score when the engine
computes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QFormLayout, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from rules.engine import settle

from ...i18n import tr
from .decisions import kind_words, legal_choices
from .features import score_text

if TYPE_CHECKING:
    from .host import PlayHost

PHASES = {
    "A": QT_TR_NOOP("A — command"),
    "B": QT_TR_NOOP("B — archers' fire"),
    "C": QT_TR_NOOP("C — initiative"),
    "D": QT_TR_NOOP("D — activations"),
    "E": QT_TR_NOOP("E — rally, rest and rout"),
}
STATUS = {
    "wounded": QT_TR_NOOP("wounded"),
    "captured": QT_TR_NOOP("captured"),
    "killed": QT_TR_NOOP("killed"),
    "safe": QT_TR_NOOP("left the field"),
}


def _initiative(state) -> str:
    """What the initiative gave this turn (6.C): the dice, the case and what its winner is still owed."""
    info = getattr(state, "info", None)
    if info is None:
        return tr("— (the full turn is not in the engine yet)")
    case = getattr(info, "case", None)
    if case is None:
        return tr("not rolled yet this turn")
    dice = getattr(info, "dice", ())
    sides = [s.id for s in state.battle.scenario.sides]
    rolled = ", ".join(f"{sid} {d}" for sid, d in zip(sides, dice, strict=False))
    winner = getattr(info, "winner", None)
    owed = getattr(info, "owed", ())
    text = f"{case}" + (tr(" for {winner}").format(winner=winner) if winner else tr(": nobody has it")) + \
        (f" ({rolled})" if rolled else "")
    if owed:
        text += tr("; still owed: {owed}").format(owed=", ".join(owed))
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
        form.addRow(tr("Turn:"), self.turn)
        form.addRow(tr("Phase:"), self.phase)
        form.addRow(tr("Active leader:"), self.leader)
        form.addRow(tr("Decision:"), self.decision)
        form.addRow(tr("Initiative:"), self.initiative)
        form.addRow(tr("Score:"), self.score)
        lay.addLayout(form)
        self.order = QTreeWidget()
        self.order.setHeaderLabels([tr("Leaders by rating"), tr("Rating"), tr("Done")])
        self.order.setRootIsDecorated(False)
        self.order.setToolTip(tr("Activation order by command rating (6.D); ▶ active, ✓ activated this turn"))
        head = self.order.header()  # each column at least its header's width, in every language
        self.order.setColumnWidth(0, max(190, head.sectionSizeHint(0)))
        self.order.setColumnWidth(1, max(50, head.sectionSizeHint(1)))
        lay.addWidget(self.order, 1)

    def refresh(self) -> None:
        session = self.mode.session
        if session is None:
            return
        # The position as the pending decision sees it: what happens on its own (the command check, a phase with
        # nothing to decide) is done, so the phase shown is the decision's (issue #26: "Phase A" beside a
        # Phase B decision, the start position being Phase A before it settles).
        state = settle(session.state)[0]
        scen = session.scenario
        self.turn.setText(tr("{turn} of {first_turn}–{last_turn}").format(
            turn=state.turn, first_turn=scen.first_turn, last_turn=scen.last_turn))
        step = tr(", step {step}").format(step=f"{state.step[0]}.{state.step[1:]}") if state.step else ""
        self.phase.setText(tr(PHASES.get(state.phase, state.phase)) + step)
        if state.active_leader:
            info = state.leader_info(state.active_leader)
            self.leader.setText(tr("{name} ({side}; {count} unit(s) activated)").format(
                name=info.model.name or info.id, side=info.side, count=len(state.acting)))
        else:
            self.leader.setText("—")
        decision = state.pending()
        who = decision.side or (tr("the dice") if decision.kind == "roll" else tr("nobody"))
        n = len(session.legal())
        self.decision.setText(f"{who}: {kind_words(decision.kind)} — {legal_choices(n)}")
        self.initiative.setText(_initiative(state))
        score = score_text(state)
        if score is None:
            self.score.setText(tr("— (the victory score is not in the engine yet)"))
            self.score.setToolTip("")
        else:
            self.score.setText(score[0])
            self.score.setToolTip(score[1] or tr("Nothing has scored yet"))
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
                    marks.append(tr("inactive"))
                if ls.status in STATUS:
                    marks.append(tr(STATUS[ls.status]))
                if ls.hex is None and ls.arrival_turn is not None and ls.arrival_turn > state.turn:
                    marks.append(tr("arrives turn {turn}").format(turn=ls.arrival_turn))
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
