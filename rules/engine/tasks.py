"""The agenda: the sub-decisions of a combat or a phase, kept in the state as a stack of small frozen tasks.

A fire attack, a mêlée, a retreat, a rout, a leader's casualty roll or a rally is a `Task`: it either needs a
decision (a die to roll, a hex to retreat to, a counter-charge to try) or runs on its own. The top task of
`Position.agenda` is the one in progress; a task that needs others first pushes them above itself and
resumes when they are done. Because the agenda is part of the state, the state stays a pure value: `apply`
is deterministic and two games with the same choices reach equal states.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.i18n import N_, _

from .choices import Choice, Decision, IllegalChoice
from .events import Event
from .state import Position, remade


@dataclass(frozen=True)
class Task:
    """One step of the agenda. `decision` is None when the task runs on its own (`run`); otherwise `choices`
    lists the legal answers and `take` applies one (the task is on top of the agenda in both)."""

    def decision(self, state: Position) -> Decision | None:  # pragma: no cover - overridden
        return None

    def choices(self, state: Position) -> list[Choice]:  # pragma: no cover - overridden
        return []

    def take(self, state: Position, choice: Choice) -> tuple[Position, list[Event]]:  # pragma: no cover
        raise IllegalChoice(_("{task} takes no choice").format(task=type(self).__name__))

    def run(self, state: Position) -> tuple[Position, list[Event]]:  # pragma: no cover - overridden
        return pop(state), []

    def refuse(self, state: Position, choice: Choice, legal: list[Choice], why: str = "") -> None:
        """Raise IllegalChoice unless the choice is one of the legal ones."""
        if choice in legal:
            return
        d = self.decision(state)
        grid = state.grid
        sample = ", ".join(c.notation(grid) for c in legal[:6]) + (" ..." if len(legal) > 6 else "")
        what = decision_words(d.kind) if d is not None else type(self).__name__
        said = _("'{choice}' is not a legal {decision} choice now ({note}); legal: {legal}").format(
            choice=choice.notation(grid), decision=what, note=d.note if d is not None else "", legal=sample)
        raise IllegalChoice((why + "; " if why else "") + said)


# The pending decisions' kinds (`Decision.kind`, codes that never change) as a refusal names them: the code
# itself in English, where scripts and tests read it, a word in the other languages.
DECISION_KINDS = frozenset((
    N_("movement"), N_("ranged_fire"), N_("melee_declaration"), N_("melee"), N_("roll"), N_("counter_charge"),
    N_("defensive_fire"), N_("offensive_fire"), N_("advance"), N_("dispersion"), N_("game_over"),
    N_("leader_placement"), N_("retreat"), N_("rout"), N_("activation"), N_("initiative_next"),
    N_("initiative_inactive"), N_("rally_facing"), N_("resting"), N_("phase_b_fire"),
))


def decision_words(kind: str) -> str:
    """A decision's kind in the current language ('melee_declaration' in English: the code)."""
    return _(kind) if kind in DECISION_KINDS else kind


def kept(state: Position, name: str, size: int = 4096) -> dict:
    """A dictionary of answers kept per battle under `name` (issue #30): the rules' answer to a question keyed
    by exactly what the rules read for it, so that the look-ahead's many positions that differ elsewhere share
    it. Emptied when it holds `size` answers (a few decisions' worth)."""
    memos = state.battle.kept_answers
    got = memos.get(name)
    if got is None or len(got) >= size:
        got = memos[name] = {}
    return got


def push(state: Position, *tasks: Task) -> Position:
    """Put tasks on top of the agenda; the first one given is done first."""
    return remade(state, "agenda", tuple(tasks) + state.agenda)


def pop(state: Position, *then: Task) -> Position:
    """Take the top task off the agenda (done), and put `then` on top (`push(pop(state), *then)` in one new
    position, issue #30)."""
    return remade(state, "agenda", then + state.agenda[1:])


def swap(state: Position, task: Task, *above: Task) -> Position:
    """Replace the top task (the one in progress) by its next stage, with `above` pushed on top of it
    (`push(swap(state, task), *above)` in one new position, issue #30)."""
    return remade(state, "agenda", (*above, task, *state.agenda[1:]))
