"""Where the data folders are, in a source checkout and in an installed wheel alike."""

from __future__ import annotations

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
