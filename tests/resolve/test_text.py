"""The log lines in the rules' words (text.py), and the layer's independence from Qt (architecture)."""

from __future__ import annotations

import subprocess
import sys

from rules import tables as t
from rules.resolve import Firer, FireSituation, MeleeSituation, Stack, resolve_fire, resolve_melee
from rules.resolve.text import fire_line, melee_line, number, signed

from .conftest import unit


def test_signs_use_the_minus_sign() -> None:
    assert (signed(2), signed(-3), signed(0), number(-4), number(5)) == ("+2", "−3", "+0", "−4", "5")


def test_fire_line_phase_b_and_stacked_artillery_r24(tables: t.Tables) -> None:
    """6.B, 9.3 / R24: Phase B archers rout a Pi stacked with artillery; the artillery is spared."""
    stack = Stack((unit("pi", "Pi", 4, 5), unit("at", "At", 2, 3)))
    res = resolve_fire(FireSituation((Firer(unit("ar", "Ar", 5, 5), 2),), stack, kind="phase_b"), tables)
    assert fire_line(res, 7) == "Fire (Phase B): 7 +1 >4 SP = 8: routed; at spared (stacked artillery)"


def test_melee_line_no_modifier_and_attacker_effects(tables: t.Tables) -> None:
    """Mêlée Table 1–3: defender F, attacker R; zero modifiers are not printed."""
    res = resolve_melee(MeleeSituation.single(unit("a", "Mi", 2, 4), unit("d", "Mi", 4, 4)), tables)
    assert melee_line(res, 2) == "Mêlée: 2 = 2: F; attacker: R"
    assert melee_line(res, 4) == "Mêlée: 4 = 4: no effect"
    assert melee_line(res, 5) == "Mêlée: 5 = 5: R; attacker: F + obligatory advance"


def test_resolution_layer_imports_no_qt() -> None:
    """Architecture: rules/ never imports PySide6."""
    code = (
        "import sys, rules.resolve, rules.resolve.text; "
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
