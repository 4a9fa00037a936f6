"""A guard against a PySide6 bug: PySide6-Essentials 6.12.0 on Python 3.11 drops one reference to None each
time a method that returns nothing is called (QPainter.setPen, QObject.setObjectName...). None starts with a
few thousand references, so the editor would abort ("deallocating None") after painting a few hundred hexes.
Python 3.12+ makes None immortal, and PySide6 ≤ 6.11 does not have the bug.

When the bug is detected at start-up, None's reference count is raised far out of reach (as Python 3.12 does
for immortal objects): None is a static object that is never freed, so a large count is harmless.
"""

from __future__ import annotations

import ctypes
import sys

_PROBE_CALLS = 64
_RESERVE = 1 << 40


def none_leaks() -> bool:
    from PySide6.QtCore import QObject

    o = QObject()
    before = sys.getrefcount(None)
    for _ in range(_PROBE_CALLS):
        o.setObjectName("probe")
    return sys.getrefcount(None) < before - _PROBE_CALLS // 2


def apply() -> bool:
    """Raise None's reference count when this PySide6 leaks it. True when the guard was needed."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not none_leaks():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += _RESERVE
    return True


APPLIED = apply()
