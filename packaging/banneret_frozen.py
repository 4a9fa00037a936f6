"""The bundle's entry point (PyInstaller, packaging/banneret.spec): the `banneret` program, frozen.

`multiprocessing.freeze_support()` comes first: `banneret balance --jobs N` starts worker processes by running
this same executable again (spawn or forkserver), and without it each worker would start a new `banneret`
instead of serving the pool.

Two switches serve the bundle's tests and benchmark (tests/test_bundle.py, bench/bench_bundle.py); they do
nothing unless set, and run the same from a venv (`python packaging/banneret_frozen.py …`) for comparison:
- `BANNERET_BUNDLE_REPORT=FILE.json`: at exit, write whether the program is frozen, where it runs from, and
  every imported module whose file lies outside the bundle (there should be none);
- `BANNERET_FIRST_WINDOW=FILE.png`: `banneret edit` grabs its first window to FILE.png once it is on screen,
  writes FILE.json beside it (the wall-clock time it showed, its size, its visible widgets' classes) and quits.
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def _report_modules(path: str) -> None:
    import atexit
    import json

    def write() -> None:
        home = os.path.realpath(getattr(sys, "_MEIPASS", os.path.dirname(os.path.abspath(__file__))))
        # A module is from outside when its file exists on disk elsewhere: those of the bundle's archive and
        # shiboken's embedded support modules have names that are not files at all.
        outside = sorted(
            f"{name}: {module.__file__}" for name, module in list(sys.modules.items())
            if isinstance(getattr(module, "__file__", None), str) and os.path.isfile(module.__file__)
            and not os.path.realpath(module.__file__).startswith(home + os.sep)
        )
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"frozen": bool(getattr(sys, "frozen", False)), "home": home, "outside": outside,
                       "modules": len(sys.modules)}, f)

    atexit.register(write)


def _grab_first_window(png: str) -> None:
    import editor.app as app_module

    start = app_module.start_window

    def start_and_grab(path=None):
        window = start(path)
        if window is not None:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, lambda: _grab(window, png))
        return window

    app_module.start_window = start_and_grab


def _grab(window, png: str) -> None:
    import json
    import time

    from PySide6.QtWidgets import QApplication, QWidget

    shown = time.time()
    QApplication.processEvents()
    window.grab().save(png)
    widgets = sorted({type(w).__name__ for w in window.findChildren(QWidget) if w.isVisible()})
    menus = [a.text() for a in window.menuBar().actions()] if hasattr(window, "menuBar") else []
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    qt = {name: QLibraryInfo.path(getattr(QLibraryInfo.LibraryPath, name))
          for name in ("PluginsPath", "TranslationsPath", "PrefixPath")}
    from editor.dialogs.helpwindow import GUIDES, guide_path

    guides = {name: str(guide_path(name, "en")) for name, _title in GUIDES}
    with open(os.path.splitext(png)[0] + ".json", "w", encoding="utf-8") as f:
        json.dump({"shown": shown, "size": [window.width(), window.height()], "widgets": widgets,
                   "title": window.windowTitle(), "menus": menus, "qt": qt, "guides": guides,
                   "qt_cancel": QCoreApplication.translate("QPlatformTheme", "Cancel")}, f)
    QApplication.quit()


def _qt_paths() -> None:
    """What PyInstaller's PySide6 run-time hook would do, minus importing QtCore at every start (the spec drops
    the hook): Qt's plug-ins are in the bundle. The PySide6 wheel embeds its own qt.conf, relative to the package,
    so translations and the rest are found once Qt is imported."""
    qt = os.path.join(sys._MEIPASS, "PySide6", "Qt")  # type: ignore[attr-defined]
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt, "qml")


if __name__ == "__main__":
    multiprocessing.freeze_support()
    if getattr(sys, "frozen", False):
        _qt_paths()
    if os.environ.get("BANNERET_BUNDLE_REPORT"):
        _report_modules(os.environ["BANNERET_BUNDLE_REPORT"])
    if os.environ.get("BANNERET_FIRST_WINDOW"):
        _grab_first_window(os.environ["BANNERET_FIRST_WINDOW"])
    from rules.cli.program import run

    run()
