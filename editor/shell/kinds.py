"""Which window a file opens in: its `format:` line chooses (a BBG table, army list or sheet opens in the
table window, anything else in the hex map's). Both windows' File menus go through `open_in_window`, so
either opens either kind. The windows are looked up by module name here, not imported: each window imports
this module, and the shell stays below both kinds."""

from __future__ import annotations

import importlib

from rules.fileio.guarded import Refused, read_guarded
from rules.fileio.yamlio import MAX_BYTES

from ..table.document import is_bbg_text

WINDOW_MODULES = {"bbg": "editor.table.window", "hex": "editor.mainwindow"}
_open_windows: list = []  # windows opened beside the first, kept alive until they close


def kind_of(path: str) -> str:
    """'bbg' when the file's `format:` line names a BBG file, else 'hex' (its reader says what is wrong)."""
    try:
        data = read_guarded(path, MAX_BYTES)
    except Refused:
        return "hex"
    return "bbg" if is_bbg_text(data) else "hex"


def open_in_window(path: str, settings=None):
    """A new window of the file's kind on `path`, shown; None when the file cannot be opened (the window's
    reader said why)."""
    module = importlib.import_module(WINDOW_MODULES[kind_of(path)])
    window = module.window_for_file(path, settings)
    if window is not None:
        keep(window)
    return window


def keep(window) -> None:
    _open_windows.append(window)
    window.destroyed.connect(lambda *_: _open_windows.remove(window) if window in _open_windows else None)
