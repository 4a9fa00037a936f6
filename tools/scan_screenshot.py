"""The pictures of docs/editor.md's "Reading the terrain from a scan" at 1366 x 768: the editor on a generated
scan (bench/scan_maps.py) with the scan shown, and the Read terrain dialog beside it — teach mode (samples
clicked with the terrain brush, marked on the map), the reading as the overlay over the scan, and the review
queue walked (its current hex centred and outlined).

    python tools/scan_screenshot.py      # writes docs/img/scan-teach.png, scan-overlay.png, scan-review.png
                                         # (offscreen, no display needed)
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def open_on_scan(app, scenario: Path):
    """The main window on `scenario` (a generated scan as its background) at 1000 x 768, the scan shown, the
    docks and minimap hidden (the map as large as the picture allows), and the Read terrain dialog opened beside
    it, 366 px wide: (window, dialog)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QDockWidget

    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    w = MainWindow(Document.open(scenario), QSettings(str(scenario.parent / "settings.ini"),
                                                      QSettings.Format.IniFormat))
    w.resize(1000, 768)
    w.show()
    w.view.set_layer("background", True)
    w.view.update_background()
    for _i in range(40):
        app.processEvents()
        time.sleep(0.05)
    for dock in w.findChildren(QDockWidget):
        dock.hide()
    w.view.set_minimap_wanted(False)
    w.set_tool("brush")
    w.read_scan_terrain()
    dlg = w._scan_dialog
    dlg.move(1000, 0)
    dlg.resize(366, 768)
    return w, dlg


def shot(app, w, dlg, name: str) -> None:
    """docs/img/`name`: the window and the dialog side by side at 1366 x 768, in 256 colours without dithering
    (the scan's grain makes a full-colour PNG four times larger)."""
    from PIL import Image
    from PySide6.QtGui import QImage, QPainter

    for _i in range(10):
        app.processEvents()
        time.sleep(0.02)
    img = QImage(1366, 768, QImage.Format.Format_RGB32)
    img.fill(0xFFFFFF)
    p = QPainter(img)
    p.drawImage(0, 0, w.grab().toImage())
    p.drawImage(1000, 0, dlg.grab().toImage())
    p.end()
    out = ROOT / "docs" / "img" / name
    img.save(str(out))
    with Image.open(out) as im:
        small = im.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    small.save(out, optimize=True)


def main() -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from bench.scan_maps import generate, pick_samples, write

    sm = generate("classic", 2, 16, 11, 80.0, quality=75)
    folder = Path(tempfile.mkdtemp())
    write(sm, str(folder))
    w, dlg = open_on_scan(app, folder / "map.yaml")
    samples = pick_samples(sm, seed=2)
    for h, (t, lv) in samples.items():
        w.view.tool.settings.set(terrain=t)
        dlg.level.setValue(lv)
        dlg._teach_click(w.view.tool, _Click(h))  # what a click of the brush on the hex does
    w.view.tool.settings.set(terrain="wood")
    dlg.level.setValue(0)
    w.view.fit()
    shot(app, w, dlg, "scan-teach.png")
    dlg.read_map()
    dlg.queue.setCurrentRow(-1)
    w.view.fit()
    shot(app, w, dlg, "scan-overlay.png")
    dlg.queue.setFocus()
    dlg.queue.setCurrentRow(2)
    shot(app, w, dlg, "scan-review.png")


class _Click:
    """A left click on hex `h` as the map view hands it to the teach hook."""

    def __init__(self, h) -> None:
        self.hex, self.right = h, False


if __name__ == "__main__":
    main()
