"""Help → the user guides (docs/editor.md, docs/play.md...) shown in a window, with their pictures, or opened
in the browser. The guides are Markdown, which Qt's text browser reads as it is."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from rules.i18n import language
from rules.paths import data_root

from ..i18n import tr

GUIDES: tuple[tuple[str, str], ...] = (
    ("editor.md", QT_TR_NOOP("The editor: a user's guide")),
    ("play.md", QT_TR_NOOP("Playing, scoring and recording games")),
    ("sheets.md", QT_TR_NOOP("Counter sheets")),
    ("format.md", QT_TR_NOOP("The scenario file format")),
    ("validation.md", QT_TR_NOOP("Validation findings")),
    ("cli.md", QT_TR_NOOP("The banneret command")),
    ("rules.md", QT_TR_NOOP("The rules as Banneret implements them")),
)


def docs_dir() -> Path | None:
    """docs/ next to the packages (a checkout, an sdist), or inside the installed data; None when absent."""
    for base in (Path(__file__).resolve().parents[2], data_root()):
        if (base / "docs" / "editor.md").is_file():
            return base / "docs"
    return None


def guide_path(name: str, lang: str | None = None) -> Path | None:
    """The guide in `lang` (the core's language, which the editor sets to its own) when it is translated
    (editor.fr.md beside editor.md), else the English one."""
    d = docs_dir()
    if d is None:
        return None
    lang = language() if lang is None else lang
    stem, dot, ext = name.rpartition(".")
    translated = d / f"{stem}.{lang}.{ext}" if dot and lang != "en" else None
    if translated is not None and translated.is_file():
        return translated
    return d / name if (d / name).is_file() else None


class HelpWindow(QDialog):
    """A guide in a text browser; links between guides follow, links to the web open the browser."""

    def __init__(self, name: str = "editor.md", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Banneret help"))
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.choice = QComboBox()
        for file, title in GUIDES:
            if guide_path(file) is not None:
                self.choice.addItem(tr(title), file)
        self.choice.setToolTip(tr("The guides that come with Banneret (docs/)"))
        top.addWidget(self.choice, 1)
        self.external = QPushButton(tr("Open in the browser"))
        self.external.setToolTip(tr("Show this guide in your web browser"))
        self.external.clicked.connect(self.open_external)
        top.addWidget(self.external)
        lay.addLayout(top)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        lay.addWidget(self.browser, 1)
        self.choice.currentIndexChanged.connect(lambda _i: self.show_guide(self.choice.currentData()))
        self.resize(900, 620)  # fits 1366 × 768 with the window frame
        self.show_guide(name)

    def show_guide(self, name: str) -> None:
        path = guide_path(name)
        if path is None:
            self.browser.setSource(QUrl())
            self.browser.setPlainText(tr("The guide {name} is not installed with this copy of Banneret.").format(
                name=name))
            self.external.setEnabled(False)  # nothing to open: a button that does nothing would puzzle
            return
        self.external.setEnabled(True)
        i = self.choice.findData(name)
        if i >= 0 and i != self.choice.currentIndex():
            self.choice.blockSignals(True)
            self.choice.setCurrentIndex(i)
            self.choice.blockSignals(False)
        self.browser.setSource(QUrl.fromLocalFile(str(path)))

    def open_external(self) -> None:
        QDesktopServices.openUrl(self.browser.source())
