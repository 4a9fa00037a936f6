"""The check the editor's validation dock runs for a BBG file, in its checker process (as
`rules/scenario/checkjob.py: check_text` for a hex scenario): the text as Save would write it, read and
validated with the files it names, the findings at that text's lines."""

from __future__ import annotations

from rules.bbg.files import load_bbg_bytes
from rules.fileio.findings import Finding


def check_bbg_text(text: str, filename: str, serial: int = 0) -> list[Finding]:
    return list(load_bbg_bytes(text.encode("utf-8"), filename).findings)
