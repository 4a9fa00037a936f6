"""Where the data folders are, in a source checkout and in an installed wheel alike."""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

_HERE = Path(__file__).resolve().parent


@cache
def data_root() -> Path:
    """The folder holding schemas/, scenarios/ and resources/.

    A wheel carries them in rules/data/; a checkout (or an editable install) has them at the top.
    """
    packaged = _HERE / "data"
    if (packaged / "schemas").is_dir():
        return packaged
    return _HERE.parent


def schemas_dir() -> Path:
    return data_root() / "schemas"


def scenarios_dir() -> Path:
    return data_root() / "scenarios"


def resources_dir() -> Path:
    return data_root() / "resources"


def tables_dir() -> Path:
    return resources_dir() / "tables"


def user_cache_dir() -> Path:
    """Where Banneret may keep what it can always compute again (never a user's data): `BANNERET_CACHE_DIR`,
    else the platform's per-user cache folder. Nothing says it exists or is writable; callers fall back.

    Hand-written rather than `platformdirs`: three platform rules are not worth a dependency at start-up."""
    override = os.environ.get("BANNERET_CACHE_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(base) / "banneret" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "banneret"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "banneret"
