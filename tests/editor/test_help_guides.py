"""Help → the guides (issue 26, item 1): a copy of Banneret without its guides says so, and its "Open in the
browser" button is off rather than doing nothing; with them, the button opens the guide shown."""

from __future__ import annotations


def test_without_the_guides_the_browser_button_is_off(qtbot, monkeypatch):
    from editor.dialogs import helpwindow

    monkeypatch.setattr(helpwindow, "docs_dir", lambda: None)
    w = helpwindow.HelpWindow("editor.md")
    qtbot.addWidget(w)
    assert w.choice.count() == 0
    assert "not installed with this copy of Banneret" in w.browser.toPlainText()
    assert not w.external.isEnabled()


def test_with_the_guides_the_browser_button_opens_the_guide_shown(qtbot, monkeypatch):
    from PySide6.QtGui import QDesktopServices

    from editor.dialogs.helpwindow import GUIDES, HelpWindow

    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url) or True))
    w = HelpWindow("play.md")
    qtbot.addWidget(w)
    assert w.choice.count() == len(GUIDES) and w.external.isEnabled()
    w.external.click()
    assert [u.toLocalFile().replace("\\", "/").rsplit("/", 2)[-2:] for u in opened] == [["docs", "play.md"]]
