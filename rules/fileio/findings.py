"""What a check says about a file: a stable code, a severity, a message, and where."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Literal

Severity = Literal["error", "warning"]

# What a terminal would act on instead of showing: C0 and C1 controls (ESC starts a sequence that can erase a
# line or move the cursor), DEL, and the bidirectional overrides that reorder what is shown.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def _escape(m: re.Match[str]) -> str:
    c = m.group()
    # \x1b for C0 (the familiar form); \u0085 above, which is valid JSON too (`--json` output passes here)
    return f"\\x{ord(c):02x}" if ord(c) < 0x20 else f"\\u{ord(c):04x}"


def printable(text: str, keep: str = "") -> str:
    """`text` with every control character written as an escape (ESC → \\x1b), except those in `keep`: a
    key, a value or a file name from a file is shown, never obeyed, by the terminal it is printed on."""
    return _CONTROL.sub(lambda m: m.group() if m.group() in keep else _escape(m), text)


@dataclass(frozen=True)
class Finding:
    code: str  # stable: tools and tests match on it (see docs/validation.md)
    severity: Severity
    message: str
    line: int | None = None  # 1-based, in the file the finding is about
    col: int | None = None  # 1-based
    hex: str | None = None  # the hex label, where there is one
    object: str | None = None  # the unit, leader, side... id, where there is one
    path: tuple[str | int, ...] = ()  # where in the document (keys and list indexes)
    file: str | None = None  # set when the finding is in another file than the one checked (a counter library)

    def format(self, filename: str) -> str:
        """`file:line:col: severity code: message` (the compiler convention editors understand), on one line
        with control characters escaped."""
        where = self.file or filename
        if self.line is not None:
            where += f":{self.line}:{self.col or 1}"
        return printable(f"{where}: {self.severity} {self.code}: {self.message}")

    def to_json(self, filename: str) -> dict:
        d = asdict(self)
        d["path"] = list(self.path)
        d["file"] = self.file or filename
        return d


def has_errors(findings: list[Finding]) -> bool:
    return any(f.severity == "error" for f in findings)
