"""What every `banneret` command shares: exit codes, printing findings, reading the scenario a command needs."""

from __future__ import annotations

import argparse
import contextlib
import math
import sys
from collections.abc import Iterator, Sequence
from typing import Any, TextIO

from rules.fileio.findings import Finding, printable
from rules.i18n import _
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
    if result.kind == "bbg":
        print(_("{path}: this is a Battles Before Gunpowder file; use 'banneret bbg info' or "
                "'banneret validate'").format(path=path), file=sys.stderr)
        return EXIT_UNREADABLE
    if result.kind != "scenario":
        what = _("a counter library") if result.kind == "library" else _("a counter-sheet layout")
        print(_("{path}: this is {what}; give a scenario").format(path=path, what=what), file=sys.stderr)
        return EXIT_UNREADABLE
    if result.scenario is None:
        print_findings(result, sys.stderr)
        return EXIT_UNREADABLE if result.unreadable else EXIT_FINDINGS
    return result




class _Printable:
    """A text stream that escapes control characters (but line ends and tabs): a title, a move's comment or a
    file name from a hostile file cannot drive the terminal (erase lines, fake a "0 errors")."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(printable(text, keep="\n\t"))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def unescaped(stream: TextIO) -> TextIO:
    """The stream under the escaping wrapper, for what the program alone writes and needs its control
    characters for (the progress bar of selfplay redraws itself with a carriage return)."""
    return stream._stream if isinstance(stream, _Printable) else stream


@contextlib.contextmanager
def printable_output() -> Iterator[None]:
    """Every command's stdout and stderr escape control characters while it runs."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _Printable(out), _Printable(err)  # type: ignore[assignment]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err


def finite_float(text: str) -> float:
    """An argparse type: a number, never nan or inf (they pass every comparison check and crash later)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("'{text}' is not a number").format(text=text)) from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(_("'{text}' is not a finite number").format(text=text))
    return value
