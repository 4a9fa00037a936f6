"""Moves on the map that keep the setup valid: a dragged unit takes its stack and leaders along (Shift:
that counter alone), and a drop where the counters may not stand is refused with the reason in the status
bar (rules/scenario/stacking.py: placement_problem)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt


def at(window, ident):
    return window.doc.scenario.grid.label(next(p.hex for p in window.doc.scenario.setup if ident in (p.unit, p.leader)))


def test_dragging_a_unit_moves_its_stack_with_its_leader_in_one_undo_step(window, mouse):
    window.set_tool("select")
    mouse.drag(["1316", "1315"])
    assert (at(window, "cru-ch-anglonormans"), at(window, "richard")) == ("1315", "1315")
    window.doc.undo.undo()
    assert (at(window, "cru-ch-anglonormans"), at(window, "richard")) == ("1316", "1316")


def test_shift_drag_takes_the_counter_alone_out_of_its_stack(window, mouse):
    window.set_tool("select")
    b = Qt.MouseButton.LeftButton
    mouse._send(QEvent.Type.MouseButtonPress, mouse.at("1316"), b, b, Qt.KeyboardModifier.ShiftModifier)
    mouse.move("1315")
    mouse.release("1315")
    assert (at(window, "cru-ch-anglonormans"), at(window, "richard")) == ("1315", "1316")


def test_a_drop_on_na_terrain_is_refused_and_says_why(window, mouse):
    window.set_tool("select")
    mouse.drag(["1711", "1710", "1709"])  # 1709 is a pond
    assert at(window, "cru-pi-spearmen") == "1711" and at(window, "turnham") == "1711"
    text = window.statusBar().currentMessage()
    assert "Not moved" in text and "pond" in text and "1709" in text and "NA" in text
    assert not window.doc.modified


def test_a_drop_past_the_stacking_limit_is_refused_and_says_why(window, mouse):
    window.set_tool("select")
    mouse.drag(["1711", "1811"])
    assert at(window, "cru-pi-spearmen") == "1711"
    text = window.statusBar().currentMessage()
    assert "Not moved" in text and "1811" in text and "the limit is" in text
    assert not window.doc.modified
