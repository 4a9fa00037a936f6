"""The overview image of a big map (the view zoomed far out, the minimap) is drawn in bands between events
after the map is opened, not in one piece on the UI thread (issue 15: 1.4-1.9 s on 200 × 200 under a busy
cursor): the window answers meanwhile, and the overview shows whole once drawn."""

from __future__ import annotations

import dataclasses

from conftest import DEMO
from PySide6.QtCore import QPoint, QTimer

from editor.hexmap.document import Document


def big_map(tmp_path):
    """The demo's scenario on a 200 × 200 grid (its terrain and counters where they were), as a file."""
    doc = Document.open(DEMO)
    s = doc.scenario
    grid = dataclasses.replace(s.grid, columns=200, rows=200, digits=3)
    path = tmp_path / "big.yaml"
    path.write_text(Document(dataclasses.replace(s, map=dataclasses.replace(s.map, grid=grid))).to_text(),
                    encoding="utf-8")
    return path


def test_the_overview_of_a_big_map_is_drawn_while_the_window_answers(window, qtbot, tmp_path):
    path = big_map(tmp_path)
    assert window.open_file(str(path), ask=False)
    item = window.view.map_item
    assert window.doc.scenario.grid.columns == 200
    window.view.minimap.repaint()  # the minimap shows the overview: its drawing has begun
    assert item._overview is not None
    assert not item.overview_ready()  # not drawn in one piece before the window could answer

    turns = []
    ticker = QTimer(window, interval=5)
    ticker.timeout.connect(lambda: turns.append(item.overview_ready()))
    ticker.start()
    qtbot.waitUntil(item.overview_ready, timeout=60000)
    ticker.stop()
    assert turns.count(False) >= 5  # the event loop ran, many times, while the overview was drawn

    qtbot.wait(300)  # the minimap's repaint once the overview is whole
    mini = window.view.minimap
    img = mini.grab().toImage()
    k, ox, oy = mini._fit()
    g = window.doc.geometry
    bottom = QPoint(round(ox + g.width * k / 2), round(oy + g.height * k - 4))  # the last band drawn
    top = QPoint(round(ox + g.width * k / 2), round(oy + 4))
    blank = img.pixelColor(QPoint(2, 2)).name()  # the minimap's own background, outside the map
    assert img.pixelColor(bottom).name() != blank and img.pixelColor(top).name() != blank
