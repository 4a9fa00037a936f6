"""Fixtures for the resolution layer: the loaded tables and short unit builders."""

from __future__ import annotations

import pytest

from rules import tables as t
from rules.resolve import Combatant


@pytest.fixture
def tables() -> t.Tables:
    return t.load_tables()


def unit(uid: str, utype: str, sp: int, q: int, **kw: object) -> Combatant:
    """A combatant; mounted as its type usually is (Ch, Ha, Cl) unless told otherwise."""
    return Combatant(uid, utype, sp, q, **kw)  # type: ignore[arg-type]
