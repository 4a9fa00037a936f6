"""The editor's tests drive it as a user would, offscreen (no display needed)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "scenarios" / "tremithoussia-demo.yaml"


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch, qapp):
    """Settings and the recovery folder in a temporary place; no modal dialog ever blocks a test."""
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QMessageBox

    QStandardPaths.setTestModeEnabled(True)
    import editor.hexmap.editwindow as ew
    import editor.shell.filewindow as fw

    monkeypatch.setattr(ew, "recovery_dir", lambda: tmp_path / "recovery")
    monkeypatch.setattr(fw, "recovery_dir", lambda: tmp_path / "recovery")
    for name in ("question", "warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(
            lambda *a, **k: pytest.fail(f"unexpected message box: {a[1:3]}")))


@pytest.fixture
def window(qtbot, tmp_path):
    """The main window on a copy of the demo battle."""
    from PySide6.QtCore import QSettings

    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    path = tmp_path / "demo.yaml"
    path.write_bytes(DEMO.read_bytes())
    doc = Document.open(path)
    w = MainWindow(doc, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.view.zoom_actual()
    # closing at the end of a test never asks (the close test sets its own answer)
    w.ask_save = lambda *a: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.StandardButton.Discard
    return w


class Mouse:
    """Real mouse events on the map view, at hex centres or scene points."""

    def __init__(self, window) -> None:
        self.w = window
        self.view = window.view

    def at(self, label_or_point):
        from PySide6.QtCore import QPointF

        doc = self.w.doc
        if isinstance(label_or_point, str):
            h = doc.scenario.grid.parse_label(label_or_point)
            pt = doc.geometry.qcenter(h)
        else:
            pt = QPointF(*label_or_point)
        self.view.centerOn(pt) if not self.view.viewport().rect().contains(self.view.mapFromScene(pt)) else None
        return self.view.mapFromScene(pt)

    def _send(self, kind, pos, button, buttons, modifiers=None):
        from PySide6.QtCore import QEvent, QPointF, Qt
        from PySide6.QtGui import QMouseEvent
        from PySide6.QtWidgets import QApplication

        vp = self.view.viewport()
        ev = QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), button, buttons,
                         modifiers or Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, ev)
        del QEvent

    def press(self, where, right=False):
        from PySide6.QtCore import QEvent, Qt

        b = Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton
        self._send(QEvent.Type.MouseButtonPress, self.at(where), b, b)
        self._button = b

    def move(self, where, held=True):
        from PySide6.QtCore import QEvent, Qt

        b = getattr(self, "_button", Qt.MouseButton.LeftButton) if held else Qt.MouseButton.NoButton
        self._send(QEvent.Type.MouseMove, self.at(where), Qt.MouseButton.NoButton, b)

    def release(self, where):
        from PySide6.QtCore import QEvent, Qt

        b = getattr(self, "_button", Qt.MouseButton.LeftButton)
        self._send(QEvent.Type.MouseButtonRelease, self.at(where), b, Qt.MouseButton.NoButton)

    def click(self, where, right=False):
        self.press(where, right)
        self.release(where)

    def drag(self, points, right=False):
        self.press(points[0], right)
        for p in points[1:]:
            self.move(p)
        self.release(points[-1])


@pytest.fixture
def mouse(window):
    return Mouse(window)
