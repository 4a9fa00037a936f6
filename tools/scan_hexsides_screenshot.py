"""The picture of docs/editor.md's hexside proposals at 1366 x 768: the editor on a generated scan
(bench/scan_maps.py) with two streams and two road links drawn by hand, the map read, the hexside
proposals drawn over it and the Read terrain dialog's Hexsides list beside it, one proposal current.

    python tools/scan_hexsides_screenshot.py      # writes docs/img/scan-hexsides.png (offscreen)
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
    from PIL import Image
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QDockWidget

    app = QApplication([])
    from bench.bench_scan_hexsides import pick_examples
    from bench.scan_maps import generate, pick_samples, write
    from editor.hexmap.document import Document
    from editor.hexmap.mainwindow import MainWindow

    sm = generate("modern", 8, 16, 12, 80.0, quality=75)
    folder = Path(tempfile.mkdtemp())
    write(sm, str(folder))
    grid = sm.truth.grid
    ex = pick_examples(sm, seed=8)
    streams = ", ".join(f'"{grid.label(s.a)}/{grid.label(s.b)}"' for s in ex["stream"])
    roads = ", ".join(f'["{grid.label(s.a)}", "{grid.label(s.b)}"]' for s in ex["road"])
    scen = folder / "map.yaml"
    scen.write_text(scen.read_text(encoding="utf-8").replace(
        "  background:", f"  hexsides: {{stream: [{streams}]}}\n  routes: {{road: [{roads}]}}\n  background:"),
        encoding="utf-8")
    w = MainWindow(Document.open(scen), QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
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
    w.read_scan_terrain()
    dlg = w._scan_dialog
    dlg.move(1000, 0)
    dlg.resize(366, 768)
    for h, (t, lv) in pick_samples(sm, seed=8).items():
        dlg.add_sample(h, t, lv)
    dlg.read_map()
    dlg.queue.setCurrentRow(-1)
    calls = dlg.sides.reading.calls
    dlg.sides.list.setCurrentRow(next(i for i, c in enumerate(calls) if c.feature == "stream"))
    w.view.zoom_actual()
    w.view.center_on_hex(dlg.sides.current().side.a)
    for _i in range(10):
        app.processEvents()
        time.sleep(0.02)
    img = QImage(1366, 768, QImage.Format.Format_RGB32)
    img.fill(0xFFFFFF)
    p = QPainter(img)
    p.drawImage(0, 0, w.grab().toImage())
    p.drawImage(1000, 0, dlg.grab().toImage())
    p.end()
    out = ROOT / "docs" / "img" / "scan-hexsides.png"
    img.save(str(out))
    with Image.open(out) as im:  # 256 colours: the scan's grain makes a full-colour PNG four times larger
        small = im.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    small.save(out, optimize=True)


if __name__ == "__main__":
    main()
