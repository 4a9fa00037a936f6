"""Screenshots of the editor for the guides (docs/img/), taken on a real X server (Xvfb) as a user sees them:

    python docs/make_screenshots.py            # starts Xvfb at 1366x768 and at 1920x1080, writes docs/img/*.png

Each size runs in its own Xvfb (`apt-get install xvfb`), with the editor's default layout (fresh settings):
the whole screen is grabbed, so a window that does not fit shows as cut off."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "img"
SIZES = ((1366, 768), (1920, 1080))


def _free_display() -> int:
    n = 90
    while Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists():
        n += 1
    return n


def run_size(width: int, height: int) -> None:
    """Start Xvfb at width x height and take this size's pictures in a child process on it."""
    if shutil.which("Xvfb") is None:
        sys.exit("Xvfb is needed (apt-get install xvfb)")
    n = _free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"])
    try:
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.1)
        env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
        env.update(DISPLAY=f":{n}", PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=tempfile.mkdtemp(),
                   XDG_DATA_HOME=tempfile.mkdtemp())
        subprocess.run([sys.executable, __file__, "--shoot", f"{width}x{height}"], env=env, check=True)
    finally:
        xvfb.terminate()
        xvfb.wait()


def shoot(size: str) -> None:
    """In the X session: open the editor on the demos and grab the screen."""
    from PySide6.QtCore import QEvent, QTimer
    from PySide6.QtWidgets import QApplication

    from editor.app import build_window
    from rules.paths import scenarios_dir

    app = QApplication([sys.argv[0]])
    app.setApplicationName("Banneret Editor")
    app.setOrganizationName("Banneret")

    def settle(ms: int = 600) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            app.processEvents()
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # no event loop runs here to do it
            time.sleep(0.02)

    def grab(name: str) -> None:
        settle()
        path = OUT / name
        app.primaryScreen().grabWindow(0).save(str(path))
        print(path.relative_to(ROOT))

    small = size == "1366x768"
    window = build_window(str(scenarios_dir() / "hautmesnil-1478.yaml"))
    window.show()
    settle(1500)
    grab(f"editor-{size}.png")
    if not small:
        grab("editor.png")
    window.set_tool("brush")
    window.legend.show()
    window.legend.raise_()
    grab(f"editor-legend-{size}.png")
    if not small:
        window.open_file(str(scenarios_dir() / "tremithoussia-demo.yaml"), ask=False)
        window.legend.show()
        window.legend.raise_()
        window.set_tool("hexside")
        grab("editor-legend.png")
        QTimer.singleShot(900, lambda: (grab("editor-shortcuts.png"), app.activeModalWidget().close()))
        window.show_shortcuts()
        window.show_help("editor.md")
        grab("editor-help.png")
    window.doc.undo.setClean()
    window.close()


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--shoot":
        shoot(sys.argv[2])
    else:
        for w, h in SIZES:
            run_size(w, h)
