"""The `banneret` command: `main.py` builds it from one module per command group — `scenario.py`
(validate, render, info), `sheet.py` (sheet slice, apply), `play.py` (play, replay, selfplay), `resolve.py`
(resolve) — plus commands other packages register (the editor's `edit`); `common.py` holds exit codes and
the printing of findings.

May import: any package of `rules`; never `editor` (the `edit` command comes in by entry point).
Exports: `main.main`, `build_parser`.
"""
