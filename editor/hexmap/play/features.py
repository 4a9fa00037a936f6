"""Small adapters between play mode and the engine's decision API: a chooser's answer as a choice, the running
victory score in words.

Play mode is written against the engine's generic decision API (`pending()`, `legal_choices()`, `apply()`,
`parse_choice`, `choice.notation(grid)`), so that new kinds of decisions show up without new editor code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.engine.victory import score

from ...i18n import tr

Chooser = Callable[[Any], Any]  # state -> a choice (Choice, notation text, or a die face for rolls)


def as_choice(answer: Any) -> Any:
    """A chooser's answer as something `apply` takes: a die face becomes `roll N`."""
    if isinstance(answer, bool):
        return str(answer)
    if isinstance(answer, int):
        return f"roll {answer}"
    return answer


def score_text(state: Any) -> tuple[str, str] | None:
    """The running victory score in words and its entries (for a tool tip)."""
    try:
        result = score(state)
    except Exception as e:  # noqa: BLE001 - a score that cannot be computed must not stop the game
        return tr("(the score cannot be computed: {error})").format(error=e), ""
    describe = getattr(result, "describe", None)
    text = describe(state.battle.scenario) if callable(describe) else _describe(result)
    entries = [e.text() if callable(getattr(e, "text", None)) else str(e) for e in getattr(result, "entries", ())]
    return text, "\n".join(entries)


def _describe(value: Any) -> str:
    if isinstance(value, Mapping):
        return ", ".join(f"{k}: {_describe(v)}" for k, v in value.items())
    if isinstance(value, str | int | float):
        return str(value)
    parts = []
    for name in ("totals", "points", "vp"):
        got = getattr(value, name, None)
        if got is not None:
            parts.append(_describe(got))
            break
    for name in ("level", "result", "winner"):
        got = getattr(value, name, None)
        if got:
            parts.append(f"{name}: {got}")
    return " · ".join(parts) if parts else str(value)
