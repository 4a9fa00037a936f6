"""`banneret-editor [FILE]` and `banneret edit [FILE]`: the desktop editor. With no file it opens the demo."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="banneret-editor", description="Banneret's scenario editor")
    parser.add_argument("file", nargs="?", help="a scenario file (default: the demo battle)")
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "banneret-editor"])
    app.setApplicationName("Banneret Editor")
    app.setOrganizationName("Banneret")
    window = build_window(args.file)
    if window is None:
        return 2
    window.show()
    from .mainwindow import offer_recovery

    offer_recovery(window)
    return app.exec()


def build_window(path: str | None = None):
    """The main window on `path` (or the demo); None when the file cannot be opened at all (with a message)."""
    from PySide6.QtWidgets import QMessageBox

    from .document import Document, OpenError, demo_path
    from .mainwindow import MainWindow

    target = path or str(demo_path())
    try:
        doc = Document.open(target)
    except OpenError as e:
        text = "\n".join(f.format(target) for f in e.findings[:10])
        print(text, file=sys.stderr)
        QMessageBox.critical(None, "Cannot open the file", f"{target} cannot be opened as a scenario:\n\n{text}")
        return None
    return MainWindow(doc)


if __name__ == "__main__":
    sys.exit(main())
