"""Which window a file opens in: its `format:` line chooses (a BBG table, army list or sheet opens in the
table window, anything else in the hex map's). Both windows' File menus go through `open_in_window`, so
either opens either kind. The windows are looked up by module name here, not imported: each window imports
this module, and the shell stays below both kinds."""

from __future__ import annotations

import importlib
import re

from PySide6.QtCore import QT_TR_NOOP

from rules.fileio.guarded import Refused, read_guarded
from rules.fileio.yamlio import MAX_BYTES

from ..i18n import tr

WINDOW_MODULES = {"bbg": "editor.table.window", "hex": "editor.hexmap.mainwindow"}
# File → New of the BBG files, in every window's File menu (the hex scenario's is each window's New…)
NEW_BBG = {"scenario": QT_TR_NOOP("New BBG table scenario…"), "army": QT_TR_NOOP("New BBG army list…"),
           "sheet": QT_TR_NOOP("New BBG army sheet…")}
_FORMAT = re.compile(rb"^format:\s*[\"']?(bbg-(?:army|scenario|sheet))/", re.MULTILINE)
_BOM = "\ufeff".encode()
_open_windows: list = []  # windows opened beside the first, kept alive until they close


def is_bbg_text(data: bytes) -> bool:
    """The text's `format:` line names one of the three BBG files (the line chooses the window)."""
    return _FORMAT.search(data.replace(_BOM, b"", 1)[:65536]) is not None


def window_module(kind: str):
    return importlib.import_module(WINDOW_MODULES[kind])


def add_new_bbg_actions(window, menu) -> None:
    """File → New BBG table scenario / army list / army sheet, in any window's File menu."""
    for kind, words in NEW_BBG.items():
        a = menu.addAction(tr(words))
        a.setStatusTip(tr(words).replace("…", ""))
        a.triggered.connect(lambda _=False, kind=kind: window_module("bbg").new_bbg_window(
            kind, window.settings, window))


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
    window = window_module(kind_of(path)).window_for_file(path, settings)
    if window is not None:
        keep(window)
    return window


def keep(window) -> None:
    _open_windows.append(window)
    window.destroyed.connect(lambda *_: _open_windows.remove(window) if window in _open_windows else None)
