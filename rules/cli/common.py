"""What every `banneret` command shares: exit codes, printing findings, reading the scenario a command needs."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from rules.fileio.findings import Finding
from rules.scenario.files import LoadResult, load_scenario

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2
EXIT_INTERNAL = 3  # a bug in Banneret (rules/cli/main.py's last resort): the tests treat it as a failure


def print_findings(result: LoadResult, stream=None) -> None:
    for f in result.findings:
        print(f.format(result.path), file=stream or sys.stdout)


def fails(findings: Sequence[Finding], strict: bool) -> bool:
    return any(f.severity == "error" or (strict and f.severity == "warning") for f in findings)


def load_or_report(path: str) -> LoadResult | int:
    result = load_scenario(path)
    if result.kind != "scenario":
        what = "a counter library" if result.kind == "library" else "a counter-sheet layout"
        print(f"{path}: this is {what}; give a scenario", file=sys.stderr)
        return EXIT_UNREADABLE
    if result.scenario is None:
        print_findings(result, sys.stderr)
        return EXIT_UNREADABLE if result.unreadable else EXIT_FINDINGS
    return result


