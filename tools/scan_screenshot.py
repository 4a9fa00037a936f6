"""The picture of docs/editor.md's "Reading the terrain from a scan" at 1366 x 768: the editor on a generated
scan (bench/scan_maps.py) with the scan shown, and the Read terrain dialog beside it after reading the map.

    python tools/scan_screenshot.py      # writes docs/img/scan-review.png (offscreen, no display needed)
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


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from bench.scan_maps import generate, pick_samples, write
    from editor.document import Document
    from editor.mainwindow import MainWindow
    from editor.scan.review import ScanTerrainDialog

    sm = generate("classic", 2, 16, 11, 80.0, quality=75)
    folder = Path(tempfile.mkdtemp())
    write(sm, str(folder))
    doc = Document.open(folder / "map.yaml")
    w = MainWindow(doc, QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    w.resize(1000, 768)
    w.show()
    w.view.set_layer("background", True)
    w.view.update_background()
    for _i in range(40):
        app.processEvents()
        time.sleep(0.05)
    dlg = ScanTerrainDialog(doc, w)
    for h, (t, lv) in pick_samples(sm, seed=2).items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    dlg.resize(366, 768)
    dlg.show()
    app.processEvents()
    img = QImage(1366, 768, QImage.Format.Format_RGB32)
    img.fill(0xFFFFFF)
    p = QPainter(img)
    p.drawImage(0, 0, w.grab().toImage())
    p.drawImage(1000, 0, dlg.grab().toImage())
    p.end()
    img.save(str(ROOT / "docs" / "img" / "scan-review.png"))


if __name__ == "__main__":
    main()
