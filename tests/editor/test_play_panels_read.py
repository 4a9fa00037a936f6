"""Play mode's panels show their words whole (issue 15): in the decision panel a worded choice reads without
being cut at 1920×1080 (the notation second and narrow, whole in its tool tip), and in the odds panel each
result's percentage is readable, not painted over by its bar's chunk."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from editor.hexmap.play import Start


def _enter(window, mouse, qtbot, width, height):
    window.resize(width, height)
    qtbot.wait(50)
    play = window.play
    assert play.enter(Start("activation", "richard"))
    play.ask_close = lambda *a: "discard"
    mouse.click("1317")  # the household knights: their moves in words
    qtbot.wait(50)
    return play


def _household_moves(tree):
    """The worded leaves of the household knights' moves (the first group the selection opened)."""
    leaves = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        stack = [top]
        while stack:
            it = stack.pop()
            if it.childCount() == 0 and it.data(0, 0x0100) is not None and not it.isHidden():
                leaves.append(it)
            stack.extend(it.child(k) for k in range(it.childCount()))
    return leaves


def test_a_worded_choice_reads_whole_at_1920x1080(window, mouse, qtbot):
    play = _enter(window, mouse, qtbot, 1920, 1080)
    panel = play.decision_panel
    tree = panel.tree
    panel.filter.setText("cru-ch-household")
    qtbot.wait(50)
    leaves = [it for it in _household_moves(tree) if "cru-ch-household" in it.data(0, 0x0100)]
    assert leaves
    fm = QFontMetrics(tree.font())
    indent = tree.indentation() * 3  # a leaf sits under its counter and its kind
    words = sorted((it.text(0) for it in leaves), key=len)
    typical = words[len(words) // 2]  # the median length of the knights' worded moves
    assert typical != leaves[0].data(0, 0x0100), "the choice is worded, not its notation"
    assert tree.columnWidth(0) - indent >= fm.horizontalAdvance(typical) + 8, (tree.columnWidth(0), typical)
    assert tree.columnWidth(0) > 2 * tree.columnWidth(1)  # the words have the room, the notation is second
    assert typical in leaves[0].toolTip(0) or leaves[0].text(0) in leaves[0].toolTip(0)
    assert leaves[0].data(0, 0x0100) in leaves[0].toolTip(1)  # the whole notation in its tool tip


def test_the_words_have_most_of_the_room_at_1366x768(window, mouse, qtbot):
    play = _enter(window, mouse, qtbot, 1366, 728)
    tree = play.decision_panel.tree
    assert tree.columnWidth(0) >= 2 * tree.columnWidth(1)
    assert tree.columnWidth(0) + tree.columnWidth(1) <= tree.viewport().width() + 1  # no sideways scrolling


def test_each_results_percentage_reads_beside_its_bar(window, mouse, qtbot):
    play = _enter(window, mouse, qtbot, 1920, 1080)
    mouse.move("1116")  # over the charge's target: its odds
    qtbot.waitUntil(lambda: play.odds_panel.results.rowCount() > 0, timeout=3000)
    table = play.odds_panel.results
    seen = []
    for r in range(table.rowCount()):
        cell = table.cellWidget(r, 2)
        bar, label = cell.bar, cell.label
        assert not bar.isTextVisible()  # no percentage painted over the chunk
        assert label.isVisible() and label.text().endswith("%")
        assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())  # read whole
        assert not label.geometry().intersects(bar.geometry())  # beside the bar, not on it
        assert cell.geometry().right() <= table.viewport().width()  # inside the table
        seen.append(label.text())
    assert "40 %" in seen  # 3-6 on the d10
    assert "exactly" in table.cellWidget(0, 2).toolTip()
