"""Before play mode starts a new game: a scenario with validation errors is played only once the designer
has seen them (the first few, named), since the engine plays such a scenario in ways the rules do not say."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from rules.fileio.findings import Finding
from rules.scenario import model as m
from rules.scenario.validate import validate_scenario

from ...i18n import tr

SHOWN = 5  # findings named in the warning; the Validation panel lists them all


def errors(scenario: m.Scenario) -> list[Finding]:
    try:
        return [f for f in validate_scenario(scenario) if f.severity == "error"]
    except Exception as e:  # noqa: BLE001 - a failing check is itself worth saying
        return [Finding("checker-failed", "error", tr("the validator failed: {error}").format(error=e))]


def confirm(parent: QWidget, scenario: m.Scenario) -> bool:
    """True to go on: no errors, or the designer chose to play anyway after reading them."""
    found = errors(scenario)
    if not found:
        return True
    lines = []
    for f in found[:SHOWN]:
        where = f" at {f.hex}" if f.hex else ""
        lines.append(f"• {f.code}{where}: {f.message}")
    more = "\n" + tr("…and {count} more (see the Validation panel)").format(count=len(found) - SHOWN) \
        if len(found) > SHOWN else ""
    b = QMessageBox.StandardButton
    answer = QMessageBox.warning(
        parent, tr("The scenario has errors"),
        (tr("The scenario has 1 validation error; the game may not follow the rules where it is:") if len(found) == 1
         else tr("The scenario has {count} validation errors; the game may not follow the rules where they "
                 "are:").format(count=len(found)))
        + "\n\n" + "\n".join(lines) + more + "\n\n" + tr("Play anyway?"), b.Yes | b.No, b.No)
    return answer == b.Yes
