"""A record cut short (a crash while writing, a truncated download) is not valid YAML from some line on: read
what comes before that line, so the steps before it can still be replayed. Shared by the hex series' game
records (`rules.games.record`) and the BBG game records (`rules.bbg.record`)."""

from __future__ import annotations

from dataclasses import replace

from rules.fileio.yamlio import YamlDoc, read_yaml
from rules.i18n import _


def salvage_cut(data: bytes, doc: YamlDoc) -> YamlDoc:
    """The longest readable beginning of `data` (up to 20 lines before the syntax error), with the error
    saying where the record is read up to; `doc` unchanged when there is nothing to salvage."""
    bad = next((f for f in doc.findings if f.code == "yaml-syntax" and f.line), None)
    if bad is None or bad.line is None or bad.line < 3:
        return doc
    lines = data.splitlines(keepends=True)
    for n in range(bad.line - 1, max(bad.line - 21, 1), -1):
        part = read_yaml(b"".join(lines[:n]))
        if isinstance(part.value, dict) and not part.findings:
            cut = _("; the record is read up to line {n} (was it cut short?)").format(n=n)
            note = replace(bad, message=bad.message + cut)
            part.findings = [note]
            return part
    return doc
