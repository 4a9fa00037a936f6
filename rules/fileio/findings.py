"""What a check says about a file: a stable code, a severity, a message, and where."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Literal

Severity = Literal["error", "warning"]


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
        """`file:line:col: severity code: message` (the compiler convention editors understand)."""
        where = self.file or filename
        if self.line is not None:
            where += f":{self.line}:{self.col or 1}"
        return f"{where}: {self.severity} {self.code}: {self.message}"

    def to_json(self, filename: str) -> dict:
        d = asdict(self)
        d["path"] = list(self.path)
        d["file"] = self.file or filename
        return d


def has_errors(findings: list[Finding]) -> bool:
    return any(f.severity == "error" for f in findings)
