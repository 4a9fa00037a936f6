"""`banneret-editor [FILE]` and `banneret edit [FILE]`: the desktop editor. With no file it opens the demo."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from .i18n import tr


def no_display() -> str | None:
    """Why no window can open here (a line for the user), or None. Checked before Qt starts: without a
    display Qt aborts the whole process with a long message about platform plugins."""
    if sys.platform in ("win32", "darwin"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")):
        return None  # offscreen, vnc, eglfs...: Qt was told where to draw
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return ("banneret edit: no display to open the editor on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
            "run it in a desktop session, or set QT_QPA_PLATFORM=offscreen to start it without one")


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="banneret-editor", description="Banneret's scenario editor")
    parser.add_argument("file", nargs="?", help="a scenario file (default: the demo battle)")
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    why = no_display()
    if why:
        print(why, file=sys.stderr)
        return 2

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "banneret-editor"])
    app.setApplicationName("Banneret Editor")
    app.setOrganizationName("Banneret")
    from .i18n import editor_language, install

    install(app, editor_language())  # before any window: menus are translated as they are built
    window = start_window(args.file)
    if window is None:
        return 2
    return app.exec()


def start_window(path: str | None = None):
    """The window at start-up, shown. A file given is opened once the window shows, through File → Open's
    read (a worker thread, progress after 0.5 s, Cancel), so a big map never leaves the screen empty and
    unanswering; cancelled or unreadable, the window stays on a new scenario and says why. With no file,
    the demo. None when no window opens (a missing file the user declined to create)."""
    from PySide6.QtCore import QTimer

    from .hexmap.mainwindow import offer_recovery
    from .shell import kinds

    if path and Path(path).exists() and kinds.kind_of(path) == "bbg":  # a BBG file: the table window alone
        window = kinds.open_in_window(path)
        if window is not None:
            offer_recovery(window)
        return window
    if path and Path(path).exists():
        from .hexmap.document import Document
        from .hexmap.mainwindow import MainWindow

        window = MainWindow(Document())
        window.show()

        def open_given() -> None:
            window.open_file(path, ask=False)
            offer_recovery(window)

        QTimer.singleShot(0, open_given)
        return window
    window = build_window(path)
    if window is None:
        return None
    window.show()
    offer_recovery(window)
    return window


def build_window(path: str | None = None):
    """The main window on `path` (or the demo); None when the file cannot be opened at all (with a message)."""
    from PySide6.QtWidgets import QMessageBox

    from .hexmap.document import Document, OpenError, demo_path
    from .hexmap.mainwindow import MainWindow

    target = path or str(demo_path())
    if path and not Path(path).exists():
        return create_window(path)
    try:
        doc = Document.open(target)
    except OpenError as e:
        text = "\n".join(f.format(target) for f in e.findings[:10])
        print(text, file=sys.stderr)
        QMessageBox.critical(None, tr("Cannot open the file"), tr("{target} cannot be opened as a "
                                                                  "scenario:\n\n{text}").format(
                                                                      target=target, text=text))
        return None
    return MainWindow(doc)


def create_window(path: str):
    """`banneret edit new.yaml` on a file that does not exist: offer to create it (the New scenario dialog,
    then saved there). None when the user declines or it cannot be written (with a message)."""
    from PySide6.QtWidgets import QMessageBox

    from .dialogs.newmap import NewMapDialog
    from .hexmap.document import Document
    from .hexmap.mainwindow import MainWindow

    answer = QMessageBox.question(None, tr("Create a new scenario?"),
                                  tr("{path} does not exist.\n\nCreate a new scenario there?").format(path=path),
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.Yes)
    if answer != QMessageBox.StandardButton.Yes:
        print(f"{path}: no such file; nothing created", file=sys.stderr)
        return None
    dlg = NewMapDialog()
    dlg.title.setText(Path(path).stem.replace("-", " ").replace("_", " ").capitalize() or "New battle")
    if not dlg.exec():
        print(f"{path}: no such file; nothing created", file=sys.stderr)
        return None
    doc = Document(dlg.scenario())
    try:
        doc.save(path)
    except OSError as e:
        print(f"{path}: cannot write the new scenario: {e.strerror or e}", file=sys.stderr)
        QMessageBox.critical(None, tr("Cannot create the file"),
                             tr("{path} could not be written: {error}.\n\nChoose another place.").format(
                                 path=path, error=e.strerror or e))
        return None
    return MainWindow(doc)


if __name__ == "__main__":
    sys.exit(main())
