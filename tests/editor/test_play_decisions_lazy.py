"""The decision panel words choices lazily (editor/hexmap/play/decisions.py): a decision with hundreds of choices
shows its groups at once, wording only what the list shows; opening a group shows its choices in words; the
rest is worded while the editor is idle, each choice once; a filter still matches words."""

from __future__ import annotations

import pytest

from editor.hexmap.play import Start, decisions


@pytest.fixture
def counted(monkeypatch):
    calls = []
    real = decisions.describe
    monkeypatch.setattr(decisions, "describe", lambda choice, state: calls.append(choice) or real(choice, state))
    return calls


@pytest.fixture
def play(window):
    assert window.play.enter(Start("activation", "richard"))
    window.play.ask_close = lambda *a: "discard"
    return window.play


def leaves_under(item):
    out, todo = [], [item]
    while todo:
        it = todo.pop()
        if it.childCount() == 0:
            out.append(it)
        todo.extend(it.child(k) for k in range(it.childCount()))
    return out


def test_hundreds_of_choices_show_their_groups_and_an_opened_group_in_words(window, play, counted, qtbot):
    panel = play.decision_panel
    legal = play.session.legal()
    assert len(legal) > 300
    counted.clear()
    panel.refresh()  # what each new decision does
    assert len(counted) <= decisions.WORD_AT_ONCE  # not every choice worded before the list shows
    assert panel.count.text() == f"{len(legal)} legal choices"
    tops = {panel.tree.topLevelItem(i).text(0): panel.tree.topLevelItem(i)
            for i in range(panel.tree.topLevelItemCount())}
    knights = next(item for text, item in tops.items() if text.startswith("Anglo-Norman knights ("))
    assert not knights.isExpanded()

    knights.setExpanded(True)  # as the user's click on its arrow does
    for mid in (knights.child(k) for k in range(knights.childCount())):
        mid.setExpanded(True)
    leaves = leaves_under(knights)
    assert len(leaves) > 10
    state = play.session.state
    by_notation = {play.session.notation(c): c for c in legal}
    for leaf in leaves:  # each in words, the notation beside it
        notation = leaf.text(1)
        assert leaf.text(0) == decisions.describe(by_notation[notation], state) != notation
    one = next(leaf for leaf in leaves if leaf.text(1) == "move cru-ch-anglonormans 1316-1315 N")
    assert one.text(0) == "Anglo-Norman knights to 1315, facing N — 1 MP"
    assert one.toolTip(0) == "Anglo-Norman knights to 1315, facing N — 1 MP\nmove cru-ch-anglonormans 1316-1315 N"

    counted.clear()
    qtbot.waitUntil(lambda: not panel.idle.isActive(), timeout=30000)  # the rest, in idle turns
    assert all(r.words is not None for r in panel._rows)
    assert len(counted) < len(legal)  # what was worded already was not worded again

    panel.tree.setCurrentItem(one)  # selecting and applying as before
    panel.apply_button.click()
    assert play.session.current.text == "move cru-ch-anglonormans 1316-1315 N"


def test_a_filter_typed_at_once_matches_words(window, play):
    panel = play.decision_panel
    panel.refresh()
    panel.set_filter("anglo-norman 1315 facing n —")  # words only: before the idle wording got there
    shown = panel.leaves()
    assert "move cru-ch-anglonormans 1316-1315 N" in shown and all("anglonormans" in c for c in shown)
    item = panel.item_for("move cru-ch-anglonormans 1316-1315 N")
    assert item.text(0) == "Anglo-Norman knights to 1315, facing N — 1 MP"
